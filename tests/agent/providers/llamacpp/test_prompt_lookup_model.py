"""Prompt-lookup decoding with the real embedded model. Slow: CI runs them.

The turns are greedy and copy-heavy: the model retries an edit whose path was wrong, so most of
its reply copies its own earlier call, and most guesses are right but not all."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from agent.calls.runtime import ToolRuntime
from agent.messages import Message, ToolCall
from agent.providers.llamacpp.engine import LlamaCppProvider, embedded_model_path
from agent.providers.llamacpp.prompt_lookup import DEFAULT_LOOKUP, LookupStats
from agent.providers.llamacpp.sampling import SamplingParams, generate
from agent.providers.prompting import PLAIN_TRANSCRIPT_STOPS
from agent.providers.provider import ChatRequest, complete
from capabilities import Capability, Sampling
from tests import extras

pytestmark = [pytest.mark.slow, extras.EMBEDDED]

GREEDY = Sampling(temperature=0)
GRAMMAR = Capability(
    model="embedded",
    tool_mode="grammar",
    prompt_style="completion",
    context_advertised=32768,
    context_effective=4096,
    sampling=GREEDY,
)
TEXT = Capability(
    model="embedded",
    tool_mode="text",
    tool_format="json",
    prompt_style="completion",
    context_effective=4096,
    sampling=GREEDY,
)
SOURCE = """def area(width, height):
    if width < 0 or height < 0:
        raise ValueError("sizes must not be negative")
    return width * height


def perimeter(width, height):
    return 2 * (width + height)
"""


@pytest.fixture(scope="module")
def provider() -> LlamaCppProvider:
    return LlamaCppProvider("embedded", embedded_model_path(), n_ctx=4096)


def retry_request(workspace: Path, capability: Capability) -> ChatRequest:
    (workspace / "shapes.py").write_text(SOURCE)
    tools = ToolRuntime(workspace)
    old = SOURCE[: SOURCE.index("\n\n\n")]
    new = old.replace("width * height", "round(width * height, 2)")
    read = ToolCall(id="c1", name="read", arguments={"path": "shapes.py"})
    edit = ToolCall(id="c2", name="edit", arguments={"path": "shape.py", "old_text": old, "new_text": new})
    messages = [
        Message(role="user", content="In shapes.py, make area round its result to 2 decimals."),
        Message(role="assistant", tool_calls=[read]),
        Message(role="tool", tool_call_id="c1", name="read", content=tools.run("read", read.arguments).content),
        Message(role="assistant", tool_calls=[edit]),
        Message(
            role="tool",
            tool_call_id="c2",
            name="edit",
            is_error=True,
            content=tools.run("edit", edit.arguments).content,
        ),
    ]
    return ChatRequest(messages=messages, tools=tools.specs(), capability=capability, max_tokens=200)


def greedy_text(
    provider: LlamaCppProvider, request: ChatRequest, lookup: bool, stats: LookupStats | None = None
) -> str:
    """The reply's raw text as the provider generates it (its stop sequences included)."""
    provider.lookup = DEFAULT_LOOKUP if lookup else None
    grammar = provider._grammar(request) if request.capability.tool_mode == "grammar" else None
    stops = [] if grammar else list(PLAIN_TRANSCRIPT_STOPS)  # as the provider: the base model has no template
    try:
        if stats is None:
            pieces = provider._pieces(provider.render(request), 200, SamplingParams(temperature=0.0), stops, grammar)
            return "".join(piece for piece, _ in pieces)
        rules = grammar._grammar if grammar else None
        sampled = generate(
            provider.llm, provider.render(request), rules, SamplingParams(temperature=0.0), 200, provider.lookup, stats
        )
        return "".join(s.text for s in sampled)
    finally:
        provider.lookup = DEFAULT_LOOKUP


@pytest.mark.parametrize("capability", [GRAMMAR, TEXT], ids=["grammar", "text"])
def test_greedy_output_is_the_same_with_and_without_lookup(provider, workspace, capability):
    request = retry_request(workspace, capability)
    provider.llm.reset()
    without = greedy_text(provider, request, lookup=False)
    provider.llm.reset()
    with_lookup = greedy_text(provider, request, lookup=True)
    assert with_lookup == without
    assert "shape.py" in without or "shapes.py" in without  # the model did write the call again
    stats = LookupStats()
    provider.llm.reset()
    greedy_text(provider, request, lookup=True, stats=stats)
    assert stats.accepted > len(provider.llm.tokenize(without.encode(), add_bos=False)) // 3  # it copied


def test_the_provider_gives_the_same_turn_with_and_without_lookup(provider, workspace):
    request = retry_request(workspace, GRAMMAR)
    turns = []
    for lookup in (None, DEFAULT_LOOKUP):
        provider.lookup = lookup
        provider.llm.reset()
        turns.append(complete(provider, request))
    provider.lookup = DEFAULT_LOOKUP
    assert turns[0].tool_calls == turns[1].tool_calls and turns[0].content == turns[1].content
    assert turns[0].usage.completion_tokens == turns[1].usage.completion_tokens


def test_the_cache_stays_consistent_after_rejected_guesses(provider, workspace):
    """After a turn whose wrong guesses were trimmed, the cache holds exactly the tokens that were
    kept (llama.cpp's own count agrees), and the next turn, which reuses it, writes what a fresh
    cache writes, except where greedy decoding stands at a near tie: the cached prompt was evaluated in
    other batches than a fresh one, so its sums differ in the last bits, and a tie may tip either way (this
    turn's "shape.py" or "shapes.py" is one). A stale entry left by a trimmed guess changes far more."""
    import llama_cpp  # here, not at the top: without the embedded extra the module still collects

    request = retry_request(workspace, GRAMMAR)
    llm, stats = provider.llm, LookupStats()
    llm.reset()
    prompt = provider.render(request)
    reply = list(
        generate(
            llm,
            prompt,
            provider._grammar(request)._grammar,
            SamplingParams(temperature=0.0),
            200,
            DEFAULT_LOOKUP,
            stats,
        )
    )
    assert stats.accepted < stats.drafted  # some guesses were wrong and trimmed
    kept = prompt + [s.id for s in reply][:-1]  # the last token was sampled, never evaluated
    assert llm.n_tokens >= len(kept)
    assert llm.input_ids[: len(kept)].tolist() == kept
    memory = llama_cpp.llama_get_memory(llm._ctx.ctx)
    assert llama_cpp.llama_memory_seq_pos_max(memory, 0) == llm.n_tokens - 1

    turn = complete(provider, request)  # through the provider: the reply as the conversation records it
    follow_up = request.model_copy(
        update={
            "messages": [
                *request.messages,
                Message(role="assistant", tool_calls=turn.tool_calls, content=turn.content),
                Message(role="user", content="Now read shapes.py again."),
            ]
        }
    )
    reused_before = provider._prompt_tokens_evaluated()
    from_cache = greedy_ids(provider, follow_up)
    assert provider._prompt_tokens_evaluated() - reused_before < len(provider.render(follow_up)) // 2  # it reused
    llm.reset()
    fresh = greedy_ids(provider, follow_up)
    if from_cache != fresh:
        at = next(n for n, (a, b) in enumerate(zip(from_cache + [-1], fresh + [-1], strict=False)) if a != b)
        llm.reset()
        llm.eval(provider.render(follow_up) + fresh[:at])
        logits = np.ctypeslib.as_array(llama_cpp.llama_get_logits_ith(llm._ctx.ctx, -1), shape=(llm.n_vocab(),))
        second, first = np.sort(logits)[-2:]
        assert first - second < NEAR_TIE, f"from the cache the turn parts at token {at}, where greedy had no tie"


NEAR_TIE = 1.0  # logits this close are a tie that evaluation order can tip; a stale cache entry shifts them more


def greedy_ids(provider: LlamaCppProvider, request: ChatRequest) -> list[int]:
    """The greedy reply's token ids, with prompt lookup, from whatever the cache holds."""
    grammar = provider._grammar(request)._grammar
    sampled = generate(
        provider.llm, provider.render(request), grammar, SamplingParams(temperature=0.0), 200, DEFAULT_LOOKUP, None
    )
    return [s.id for s in sampled]
