"""The form from corpus n's cold failure (issue 42): MiniMax-M2.7 under Hermes agent copying the UI's
`[Calling tool: NAME]` line in place of its `<invoke name=…>` opener, as Roo Code's `[Tool Use: NAME]` is read."""

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
