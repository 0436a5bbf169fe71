"""Lazy grammar sampling against the real embedded model. Slow: CI runs them."""

from __future__ import annotations

import re

import pytest

from agent.calls.runtime import ToolRuntime
from agent.messages import Message
from agent.providers.llamacpp.engine import LlamaCppProvider, embedded_model_path
from agent.providers.llamacpp.sampling import SamplingParams
from agent.providers.llamacpp.sampling import generate as generate_tokens
from agent.providers.prompting import parse_grammar_output
from agent.providers.provider import ChatRequest, complete
from capabilities import Capability
from tests import extras

pytestmark = [pytest.mark.slow, extras.EMBEDDED]

EMBEDDED = Capability(
    model="embedded", tool_mode="grammar", prompt_style="completion", context_advertised=32768, context_effective=4096
)
TASKS = (
    "Fix the typo in README.md",
    "List the files here",
    "What does hello.py print?",
    "Run the tests",
    "Create fib.py that prints 30 Fibonacci numbers",
    "Say hello",
)


@pytest.fixture(scope="module")
def provider() -> LlamaCppProvider:
    return LlamaCppProvider("embedded", embedded_model_path(), n_ctx=4096)


def generate(
    provider: LlamaCppProvider, prompt: list[int], grammar: str, params: SamplingParams, max_tokens: int = 256
) -> tuple[str, list[bool]]:
    sampled = list(generate_tokens(provider.llm, prompt, grammar, params, max_tokens))
    return "".join(s.text for s in sampled), [s.resampled for s in sampled]


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_every_turn_parses_for_many_tasks_and_seeds(provider, workspace, seed):
    tools = ToolRuntime(workspace).specs()
    names = {t.name for t in tools}
    # A high temperature makes the model stray from the grammar often, so the resampling path runs.
    params = SamplingParams(temperature=1.0, seed=seed)
    resampled = cut_off = 0
    for task in TASKS:
        request = ChatRequest(messages=[Message(role="user", content=task)], tools=tools, capability=EMBEDDED)
        text, flags = generate(provider, provider.render(request), provider._grammar(request)._grammar, params, 512)
        resampled += sum(flags)
        if len(flags) == 512:
            cut_off += 1  # a prefix of the grammar, not a whole turn
            continue
        turn = parse_grammar_output(text, "stop")
        assert not turn.malformed, (task, text)
        assert bool(turn.tool_calls) != bool(turn.content), (task, text)
        assert all(call.name in names for call in turn.tool_calls), (task, text)
    assert cut_off <= 1
    assert resampled > 0


def test_a_token_the_grammar_forbids_is_resampled(provider):
    prompt = provider.llm.tokenize(b"The capital of France is", add_bos=True, special=False)
    # The model would go on with " Paris"; the grammar allows only braces around digits.
    grammar = 'root ::= "{" [0-9] [0-9]? "}"'
    text, flags = generate(provider, prompt, grammar, SamplingParams(temperature=0.2), 16)
    assert re.fullmatch(r"\{[0-9]{1,2}\}", text), text
    assert flags[0], "the first token should have been rejected and resampled"


@pytest.mark.parametrize("task", TASKS[:3])
def test_greedy_output_equals_the_library_grammar_path(provider, workspace, task):
    """At temperature 0 checking the chosen token first picks what filtering first would: the best
    allowed token."""
    request = ChatRequest(
        messages=[Message(role="user", content=task)], tools=ToolRuntime(workspace).specs(), capability=EMBEDDED
    )
    prompt, grammar = provider.render(request), provider._grammar(request)
    expected = provider.llm.create_completion(prompt=prompt, max_tokens=128, grammar=grammar, temperature=0.0)
    text, _ = generate(provider, prompt, grammar._grammar, SamplingParams(temperature=0.0), 128)
    assert text == expected["choices"][0]["text"]


def test_a_turn_cut_at_max_tokens_says_length(provider, workspace):
    request = ChatRequest(
        messages=[Message(role="user", content="Create fib.py that prints 30 Fibonacci numbers")],
        tools=ToolRuntime(workspace).specs(),
        capability=EMBEDDED,
        max_tokens=16,
    )
    turn = complete(provider, request)
    assert turn.finish_reason == "length"
    assert turn.usage.completion_tokens == 16
    assert turn.malformed and "cut off" in turn.malformed[0].message


def test_an_unparsable_grammar_is_a_provider_error(provider):
    from agent.errors import ProviderError

    prompt = provider.llm.tokenize(b"Hello", add_bos=True, special=False)
    with pytest.raises(ProviderError):
        list(generate_tokens(provider.llm, prompt, "root ::= (", SamplingParams(), 4))
