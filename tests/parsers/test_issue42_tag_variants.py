"""Tag variants of known forms (issue 42, corpora r and s): OpenHands' `<parameter=KEY=VALUE</parameter>` in
Qwen3-Coder XML (parsers/readers/xml_tags.py)."""

from __future__ import annotations

import pytest

from parsers import ParseResult
from tests.parsers.corpus import tool_schema
from tests.parsers.streamed import calls_of, read_streamed, stays_text

TOOLS = [
    tool_schema("str_replace_editor", ("command", "path"), command="string", path="string", old_str="string"),
    tool_schema("get_weather", ("city",), city="string", days="integer", metric="boolean"),
    tool_schema("search", (), query="string"),
]


def _read(text: str) -> ParseResult:
    return read_streamed(text, TOOLS)


def test_openhands_key_and_value_glued_into_the_parameter_tag() -> None:
    text = (
        "<function=str_replace_editor>\n<parameter=command=view</parameter>\n"
        "<parameter=path>/repo/a.py</parameter>\n</function>"
    )
    result = _read(text)
    assert calls_of(result) == [("str_replace_editor", {"command": "view", "path": "/repo/a.py"})]
    assert result.errors == []


@pytest.mark.parametrize(
    "text",
    [
        "Models sometimes write <parameter=command=view</parameter> instead of the proper tag.",
        "<parameter=command=create</parameter>",
    ],
)
def test_a_glued_parameter_outside_a_function_stays_text(text: str) -> None:
    stays_text(text, TOOLS)
