"""Forms from corpus n's and o's cold failures (issue 42): MiniMax-M2.7 under Hermes agent copying the UI's
`[Calling tool: NAME]` line in place of its `<invoke name=…>` opener, as Roo Code's `[Tool Use: NAME]` is read, and
OpenClaw's self-closing `<tool_call>exec command="…" />`."""

from __future__ import annotations

import pytest

from parsers import StreamingParser, extract_tool_calls

TOOLS = [
    {
        "name": "search_files",
        "parameters": {
            "type": "object",
            "properties": {"pattern": {"type": "string"}, "path": {"type": "string"}},
            "required": ["pattern"],
        },
    }
]
CALL = (
    "[Calling tool: search_files]\n"
    "<parameter name=“pattern”>tool_call</parameter>\n"
    '<parameter name="path">/home/a</parameter>\n'
    "</invoke>\n</minimax:tool_call>"
)


def test_a_calling_tool_line_then_parameters_calls_the_offered_tool() -> None:
    result = extract_tool_calls(CALL, TOOLS)
    assert [(call.name, call.arguments) for call in result.calls] == [
        ("search_files", {"pattern": "tool_call", "path": "/home/a"})
    ]
    assert result.errors == [] and result.content == ""
    parser = StreamingParser(TOOLS)
    for char in CALL:
        parser.feed(char)
    assert parser.finish() == result


@pytest.mark.parametrize(
    "text",
    [
        CALL.replace("search_files", "launch"),  # no such tool
        CALL.replace("</invoke>\n</minimax:tool_call>", ""),  # nothing closes it
        "[Calling tool: search_files]\nDone, three matches.",  # the UI's line alone, in a history
    ],
)
def test_a_calling_tool_line_stays_text_otherwise(text: str) -> None:
    result = extract_tool_calls(text, TOOLS)
    assert result.calls == [] and result.errors == [] and result.content == text.strip()


# corpus o: OpenClaw's models write one self-closing tag inside <tool_call>, its arguments as attributes
EXEC_TOOLS = [
    {
        "name": "exec",
        "parameters": {"type": "object", "properties": {"command": {"type": "string"}}, "required": ["command"]},
    }
]


def test_a_self_closing_tag_with_attributes_after_tool_call_is_a_call() -> None:
    text = '好的。<tool_call>exec tool="exec" command="ls -la /root/" />'
    result = extract_tool_calls(text, EXEC_TOOLS)
    assert [(call.name, call.arguments) for call in result.calls] == [("exec", {"command": "ls -la /root/"})]
    assert result.content == "好的。"
    parser = StreamingParser(EXEC_TOOLS)
    for char in text:
        parser.feed(char)
    assert parser.finish() == result


@pytest.mark.parametrize(
    "text",
    [
        '<tool_call>launch command="now" />',  # no such tool: an error names the tools, no call
        '<tool_call>exec command="ls -la /root/"',  # never closed
    ],
)
def test_a_self_closing_tag_is_no_call_otherwise(text: str) -> None:
    assert extract_tool_calls(text, EXEC_TOOLS).calls == []
