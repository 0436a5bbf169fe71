"""The tool modes shared by every provider: how a request is rendered per mode, and how streamed
text becomes events and the finished turn (`TurnAssembler`), fed piece by piece as a provider would."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from agent.calls.runtime import ToolRuntime
from agent.messages import Message, ToolCall
from agent.providers.prompting import completion_prompt, grammar_instructions, summary_prompt
from agent.providers.provider import ChatRequest, ProviderEvent, TextDelta, ToolCallStarted, ToolCallWriting
from agent.providers.tool_modes import TurnAssembler, decode_json_string_prefix, render_messages
from capabilities import Capability
from parsers import render_call, render_tool_instructions

GRAMMAR_CHAT = Capability(model="m", tool_mode="grammar", context_effective=8192)
GRAMMAR_BASE = Capability(model="m", tool_mode="grammar", prompt_style="completion", context_effective=8192)
TEXT = Capability(model="m", tool_mode="text", tool_format="hermes", context_effective=8192)
CALL = ToolCall(id="c1", name="read", arguments={"path": "a.py"})
CONVERSATION = [
    Message(role="system", content="You are a coding agent."),
    Message(role="user", content="Read a.py"),
    Message(role="assistant", content="Looking.", tool_calls=[CALL]),
    Message(role="tool", name="read", tool_call_id="c1", content="     1\tx = 1"),
    Message(role="assistant", content="x is 1"),
]


def request_for(tmp_path: Path, capability: Capability, purpose: str = "turn") -> ChatRequest:
    tools = ToolRuntime(tmp_path).specs()
    return ChatRequest(messages=CONVERSATION, tools=tools, capability=capability, purpose=purpose)


def feed(assembler: TurnAssembler, text: str, size: int) -> list[ProviderEvent]:
    events: list[ProviderEvent] = []
    for start in range(0, len(text), size):
        events += assembler.add_text(text[start : start + size])
    return events


def shown(events: list[ProviderEvent]) -> str:
    return "".join(e.text for e in events if isinstance(e, TextDelta))


# -- rendering ----------------------------------------------------------------------------


def test_grammar_and_text_modes_render_the_conversation_the_same_way_but_for_the_turns(tmp_path):
    grammar = render_messages(request_for(tmp_path, GRAMMAR_CHAT), "openai")
    text_request = request_for(tmp_path, TEXT)
    text = render_messages(text_request, "openai")
    tools = [spec.openai_dict() for spec in text_request.tools]
    assert (
        [m["role"] for m in grammar]
        == [m["role"] for m in text]
        == ["system", "user", "assistant", "user", "assistant"]
    )
    assert grammar[0]["content"] == f"You are a coding agent.\n\n{grammar_instructions(text_request.tools)}"
    assert text[0]["content"] == f"You are a coding agent.\n\n{render_tool_instructions(tools, 'hermes')}"
    # A tool result is a user turn in both: chat templates without tool support may drop role "tool".
    assert grammar[3] == text[3] == {"role": "user", "content": "Result of read:\n     1\tx = 1"}
    # Earlier turns in the shape the model is to write: grammar JSON (calls only), or text and dialect calls.
    assert grammar[2]["content"] == '{"tool": "read", "args": {"path": "a.py"}}'
    assert text[2]["content"] == "Looking.\n" + render_call("read", {"path": "a.py"}, "hermes")
    assert grammar[4]["content"] == '{"final": "x is 1"}'
    assert text[4]["content"] == "x is 1"


def test_text_mode_without_tools_leaves_the_system_prompt_alone(tmp_path):
    request = request_for(tmp_path, TEXT).model_copy(update={"tools": []})
    assert render_messages(request, "ollama")[0] == {"role": "system", "content": "You are a coding agent."}


@pytest.mark.parametrize(
    ("capability", "purpose", "expected"),
    [
        (GRAMMAR_BASE, "turn", lambda r: completion_prompt(r.messages, r.tools)),
        (GRAMMAR_CHAT, "summary", lambda r: summary_prompt(r.messages)),
        (TEXT, "summary", lambda r: summary_prompt(r.messages)),
    ],
)
def test_a_text_to_complete_goes_to_a_chat_server_as_one_user_message(tmp_path, capability, purpose, expected):
    request = request_for(tmp_path, capability, purpose)
    assert render_messages(request, "openai") == [{"role": "user", "content": expected(request)}]


# -- reading the reply ------------------------------------------------------------------------


@pytest.mark.parametrize("size", [1, 3, 1000])
def test_a_grammar_call_is_announced_once_and_shows_no_text(tmp_path, size):
    assembler = TurnAssembler(request_for(tmp_path, GRAMMAR_BASE))
    events = feed(assembler, ' {"tool": "read", "args": {"path": "a.py"}}', size)
    assert [e for e in events if not isinstance(e, ToolCallWriting)] == [ToolCallStarted(name="read")]
    turn = assembler.finish("stop")
    assert [(c.name, c.arguments, c.source) for c in turn.tool_calls] == [("read", {"path": "a.py"}, "grammar")]
    assert assembler.unshown_text(turn) == []


@pytest.mark.parametrize("size", [1, 2, 5, 1000])
def test_a_grammar_final_answer_streams_decoded_as_it_arrives(tmp_path, size):
    answer = 'It prints "hi" \\ and ü, é\nthen 😀 and a\ttab'
    assembler = TurnAssembler(request_for(tmp_path, GRAMMAR_CHAT))
    events = feed(assembler, " " + json.dumps({"final": answer}), size)
    assert not any(isinstance(e, ToolCallStarted) for e in events)
    assert shown(events) == answer
    turn = assembler.finish(None)
    assert (turn.content, turn.finish_reason) == (answer, "stop")
    assert assembler.unshown_text(turn) == []


def test_a_cut_off_grammar_answer_is_reported_as_cut_off(tmp_path):
    assembler = TurnAssembler(request_for(tmp_path, GRAMMAR_CHAT))
    feed(assembler, '{"final": "a long ans', 2)
    turn = assembler.finish("length")
    assert not turn.content and "cut off" in turn.malformed[0].message


def test_the_mode_given_overrides_the_requests_own(tmp_path):
    """The in-process provider serves a native-mode request with the grammar."""
    assembler = TurnAssembler(request_for(tmp_path, GRAMMAR_CHAT.model_copy(update={"tool_mode": "native"})), "grammar")
    events = feed(assembler, '{"tool": "read", "args": {}}', 4)
    assert [e for e in events if not isinstance(e, ToolCallWriting)] == [ToolCallStarted(name="read")]
    assert assembler.finish("stop").tool_calls[0].source == "grammar"


def test_summary_pieces_stream_as_they_come_and_the_turn_is_stripped(tmp_path):
    assembler = TurnAssembler(request_for(tmp_path, TEXT, "summary"))
    events = feed(assembler, "We read a.py; it sets x = 1.\n", 4)
    assert shown(events) == "We read a.py; it sets x = 1.\n"
    assert assembler.finish("stop").content == "We read a.py; it sets x = 1."


def test_text_mode_announces_a_dialect_call_and_parses_it(tmp_path):
    assembler = TurnAssembler(request_for(tmp_path, TEXT))
    events = feed(assembler, "Let me read it.\n" + render_call("read", {"path": "a.py"}, "hermes"), 3)
    assert ToolCallStarted(name="read") in events
    turn = assembler.finish("stop")
    events += assembler.unshown_text(turn)
    assert shown(events).strip() == turn.content == "Let me read it."
    assert [(c.name, c.arguments, c.source, c.dialect) for c in turn.tool_calls] == [
        ("read", {"path": "a.py"}, "text", "hermes")
    ]


def test_decoding_a_json_string_resumes_where_it_stopped():
    raw = json.dumps('a\\b "q" ü 😀 end')[1:]  # the opening quote already read
    whole, used = decode_json_string_prefix(raw)
    assert whole == 'a\\b "q" ü 😀 end' and raw[used] == '"'
    pieces, read = [], 0
    for end in range(len(raw) + 1):
        piece, step = decode_json_string_prefix(raw[:end], read)
        pieces.append(piece)
        read += step
    assert "".join(pieces) == whole and read == used
