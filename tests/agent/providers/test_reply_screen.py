"""A reply leaving the provider: calls that cannot be stored or run become malformed, text loses lone surrogates."""

from __future__ import annotations

import json

from agent.messages import AssistantTurn, MalformedCall, ToolCall
from agent.providers.reply_screen import MAX_ARGUMENT_DEPTH, screened


def nested(depth: int) -> object:
    value: object = "leaf"
    for _ in range(depth - 1):
        value = [value]
    return value


def test_calls_with_a_lone_surrogate_anywhere_become_malformed():
    good = ToolCall(name="read", arguments={"path": "naïve 😀.py"})
    turn = AssistantTurn(
        content="text \ud800",
        tool_calls=[
            good,
            ToolCall(name="bash", arguments={"command": "echo \ud83d"}),
            ToolCall(name="read\udc00", arguments={}),
            ToolCall(name="edit", arguments={"path": "a", "old_text": "x", "new_text": "y", "k\udfff": 1}),
            ToolCall(id="call\ud800", name="read", arguments={"path": "a"}),
        ],
        malformed=[MalformedCall(snippet="<tool_call>\ud800", message="cut off")],
    )
    checked = screened(turn)
    assert checked.tool_calls == [good]
    assert checked.content == "text \ufffd"
    assert [m.snippet for m in checked.malformed][0] == "<tool_call>\ufffd"
    problems = [m.message for m in checked.malformed[1:]]
    assert len(problems) == 4 and all("lone surrogate" in p and "\n" not in p for p in problems)
    assert "(\\ud83d)" in problems[0] and "call to bash" in problems[0]
    json.dumps(checked.model_dump(), ensure_ascii=False).encode("utf-8")  # can be written to the transcript


def test_arguments_nested_deeper_than_any_tool_needs_become_malformed():
    fine = ToolCall(name="write", arguments={"path": "a", "content": nested(MAX_ARGUMENT_DEPTH - 1)})
    deep = ToolCall(name="write", arguments={"path": "a", "content": nested(900)})
    checked = screened(AssistantTurn(tool_calls=[fine, deep]))
    assert checked.tool_calls == [fine]
    expected = f"arguments of write nest deeper than {MAX_ARGUMENT_DEPTH} levels; pass flat values"
    assert checked.malformed[0].message == expected
