"""Issue 42, the content left for the user: text away from the removed calls stays as written (a negative's three
newlines are its own), while blank lines meeting where a call was taken out become one blank line."""

from __future__ import annotations

import pytest

from parsers import extract_tool_calls
from tests.parsers.corpus import tool_schema
from tests.parsers.streamed import read_streamed

TOOLS = [tool_schema("read", ("path",), path="string")]
CALL = '<tool_call>{"name": "read", "arguments": {"path": "a.py"}}</tool_call>'


@pytest.mark.parametrize("text", ["a\n\n\nb", "One.\n\n\n\nTwo.\n \n\t\nThree.", "x\n\n\n"])
def test_blank_lines_in_text_with_no_call_stay_as_written(text):
    result = read_streamed(text, TOOLS)
    assert result.calls == [] and result.content == text.strip()


@pytest.mark.parametrize(
    ("text", "content"),
    [
        (f"Before.\n\n{CALL}\n\nAfter.", "Before.\n\nAfter."),
        (f"Before.\n\n\n{CALL}\n\n\nAfter.\n\n\nEnd.", "Before.\n\nAfter.\n\n\nEnd."),
        (f"A\n\n\nB\n\n{CALL}\n\nC", "A\n\n\nB\n\nC"),
    ],
)
def test_blank_lines_meeting_where_a_call_was_taken_out_become_one(text, content):
    result = read_streamed(text, TOOLS)
    assert len(result.calls) == 1 and result.content == content


@pytest.mark.parametrize(
    ("unit", "left"), [("x\n\n\n" + CALL + "\n\n\n", "x"), ("\n\n\n" + CALL, ""), ("x \n \n \n" + CALL, "x ")]
)
def test_a_run_of_calls_with_blank_lines_between_leaves_one_blank_line_at_each(unit, left):
    assert read_streamed(unit * 3, TOOLS).content == "\n\n".join([left] * 3).strip()
    many = extract_tool_calls(unit * 2_000, TOOLS)  # identical segments between calls are joined at once
    assert len(many.calls) == 2_000 and many.content == "\n\n".join([left] * 2_000).strip()
