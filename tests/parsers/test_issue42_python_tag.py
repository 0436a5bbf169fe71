"""What follows Llama 3's `<|python_tag|>` besides JSON (issue 42, corpus k): code for its built-in code interpreter,
which no tool of ours is, stays text; its built-in tools' `NAME.call(...)` calls the offered tool NAME."""

from __future__ import annotations

import pytest

from parsers import ParseResult
from tests.parsers.corpus import TOOLS
from tests.parsers.streamed import read_streamed


def _read(text: str) -> ParseResult:
    return read_streamed(text, TOOLS)


@pytest.mark.parametrize(
    "code",
    [
        "def area(r):\n    return 3.14 * r * r\n\nprint(area(2))",
        "import math\n\nx = math.sqrt(2)",
        "for i in range(3)\n    print(i)",  # a missing colon: code all the same
    ],
)
def test_code_for_the_code_interpreter_stays_text(code: str) -> None:
    result = _read("<|python_tag|>" + code + "<|eom_id|>")
    assert result.calls == [] and result.errors == []
    assert result.content == "<|python_tag|>" + code  # the end token a server leaves is not content


def test_a_builtin_tools_call_names_the_offered_tool() -> None:
    result = _read("<|python_tag|>bash.call(command='ls -la')<|eom_id|>")
    assert [(call.name, call.arguments) for call in result.calls] == [("bash", {"command": "ls -la"})]


@pytest.mark.parametrize(
    ("text", "needle"),
    [
        ("<|python_tag|>open_door(room=5)<|eom_id|>", "open_door"),  # a call to no offered tool is still an error
        ("<|python_tag|>read(path='src/a", "read"),  # a call cut off is still an error naming the tool
    ],
)
def test_calls_after_the_tag_are_still_errors_when_they_fail(text: str, needle: str) -> None:
    result = _read(text)
    assert result.calls == [] and len(result.errors) == 1 and needle in result.errors[0].message
