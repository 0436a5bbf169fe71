"""The real embedded model (gemma-3-270m GGUF) in-process through llama-cpp-python. Slow: CI runs them."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from agent.calls.runtime import ToolRuntime
from agent.cli import main
from agent.messages import Message, ToolCall
from agent.providers.llamacpp.engine import LlamaCppProvider, embedded_model_path
from agent.providers.provider import ChatRequest, ProviderEvent, TextDelta, ToolCallStarted, complete
from capabilities import Capability
from tests import extras

pytestmark = [pytest.mark.slow, extras.EMBEDDED]

EMBEDDED = Capability(
    model="embedded", tool_mode="grammar", prompt_style="completion", context_advertised=32768, context_effective=4096
)


@pytest.fixture(scope="module")
def provider() -> LlamaCppProvider:
    return LlamaCppProvider("embedded", embedded_model_path(), n_ctx=4096)


def test_agent_run_reads_the_file_with_the_embedded_model(workspace, monkeypatch):
    monkeypatch.chdir(workspace)
    result = CliRunner().invoke(main, ["run", "Read hello.py and tell me what it prints", "--json"])
    assert result.exit_code in (0, 3), result.stderr
    payload = json.loads(result.stdout)
    assert payload["status"] in ("finished", "turn_limit")
    assert payload["tool_calls"] >= 1
    assert payload["model"] == "embedded"
    events = [json.loads(line) for line in Path(payload["transcript"]).read_text().splitlines()]
    calls = [c for e in events if e["event"] == "message" for c in e["message"].get("tool_calls", [])]
    assert calls and all(c["source"] == "grammar" for c in calls)
    results = [e["message"] for e in events if e["event"] == "message" and e["message"]["role"] == "tool"]
    assert results, "no tool result was recorded"


def test_every_turn_is_a_known_tool_call_or_a_final_answer(provider, workspace):
    tools = ToolRuntime(workspace).specs()
    names = {t.name for t in tools}
    for task in ("Fix the typo in README.md", "List the files here", "What does hello.py print?", "Run the tests"):
        request = ChatRequest(messages=[Message(role="user", content=task)], tools=tools, capability=EMBEDDED)
        events: list[ProviderEvent] = []
        turn = complete(provider, request, events.append)
        assert not turn.malformed, turn.malformed
        assert bool(turn.tool_calls) != bool(turn.content)
        assert all(call.name in names for call in turn.tool_calls)
        # Streamed the way the server providers stream a grammar turn: the call announced once, an answer shown.
        assert [e.name for e in events if isinstance(e, ToolCallStarted)] == [c.name for c in turn.tool_calls]
        assert "".join(e.text for e in events if isinstance(e, TextDelta)) == turn.content


def test_second_turn_reuses_the_prompt_cache(provider, workspace):
    runtime = ToolRuntime(workspace)
    messages = [Message(role="user", content="Read hello.py and tell me what it prints")]
    first = complete(provider, ChatRequest(messages=messages, tools=runtime.specs(), capability=EMBEDDED))
    messages.append(first.as_message())
    messages.append(Message(role="tool", name="read", content="     1\tprint('Hello, world!')"))
    second = complete(provider, ChatRequest(messages=messages, tools=runtime.specs(), capability=EMBEDDED))
    added = second.usage.prompt_tokens - first.usage.prompt_tokens
    assert second.usage.prompt_tokens_evaluated is not None
    # Only the tokens added since the first request (plus the last generated ones) are evaluated.
    assert second.usage.prompt_tokens_evaluated <= added + 2
    assert second.usage.prompt_tokens_evaluated < second.usage.prompt_tokens / 4


def test_the_model_is_loaded_once_per_process(provider):
    again = LlamaCppProvider("embedded", embedded_model_path(), n_ctx=4096)
    assert again.llm is provider.llm


@pytest.mark.parametrize("dialect", ["json", "hermes"])
def test_text_mode_parses_real_calls_from_the_model(provider, workspace, dialect):
    """--tools text in-process: no grammar, the dialect in the prompt, the reply parsed. The base model
    has no chat template, so it gets a plain role-labelled transcript; two earlier calls in the
    history show it the dialect."""
    from capabilities import Sampling

    capability = Capability(
        model="embedded",
        tool_mode="text",
        tool_format=dialect,
        prompt_style="completion",
        context_effective=4096,
        sampling=Sampling(temperature=0),
    )
    messages = [Message(role="system", content="You are a coding agent."), Message(role="user", content="Read a.py")]
    for path, follow_up in (("a.py", "b.py"), ("b.py", "hello.py")):
        call = ToolCall(name="read", arguments={"path": path})
        messages += [
            Message(role="assistant", tool_calls=[call]),
            Message(role="tool", name="read", tool_call_id=call.id, content="     1\tx = 1"),
            Message(role="user", content=f"Now read {follow_up}"),
        ]
    turn = complete(
        provider,
        ChatRequest(messages=messages, tools=ToolRuntime(workspace).specs(), capability=capability, max_tokens=80),
    )
    assert [(c.name, c.arguments, c.source, c.dialect) for c in turn.tool_calls] == [
        ("read", {"path": "hello.py"}, "text", dialect)
    ]


@pytest.mark.parametrize("choice", ['x = "a"', 'print("done\\n")', "if a:\n    b = 'c'\n", "path\\to\\file"])
def test_an_enum_of_code_compiles_and_the_model_writes_one_of_its_values(provider, choice):
    # llama-cpp-python's own converter left a literal's backslashes bare: a choice holding a quote made a grammar
    # llama.cpp could not parse, and one holding a newline forced a raw newline into the JSON string.
    import llama_cpp

    from agent.providers.llamacpp.engine import json_schema_gbnf

    schema = {"type": "object", "properties": {"old_text": {"enum": [choice, "other"]}}, "required": ["old_text"]}
    grammar = llama_cpp.LlamaGrammar.from_string(json_schema_gbnf(json.dumps(schema)), verbose=False)
    reply = provider.llm.create_completion("Pick one: ", grammar=grammar, max_tokens=64, temperature=0)
    assert json.loads(reply["choices"][0]["text"])["old_text"] in (choice, "other")
