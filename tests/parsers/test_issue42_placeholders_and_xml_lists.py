"""Issue 42: a call marker whose body is a format's placeholder (`<tool_call>{json}</tool_call>`,
`<|python_tag|>NAME.call(k="v", ...)`) is a format shown, text with no error, while real calls and broken ones keep
their reading."""

from __future__ import annotations

import pytest

from parsers import extract_tool_calls
from tests.parsers.corpus import tool_schema
from tests.parsers.streamed import calls_of, read_streamed, stays_text

TOOLS = [
    tool_schema("read_file", ("path",), path="string"),
    tool_schema("brave_search", ("query",), query="string"),
]

PLACEHOLDER_BODIES = [
    "<tool_call>{json}</tool_call>",
    "<tool_call>{ JSON }</tool_call>",
    "<tool_call>\n{tool call json}\n</tool_call>",
    "<tool_call>{json}",
    '<|python_tag|>NAME.call(k="v", ...)',
    "<|python_tag|>function_name(...)",
    '<|python_tag|>brave_search.call(query="x", ...)',
    '<|python_tag|>read_file(path="a.py", …)',
    '<|python_tag|>{"name":..., "parameters":...}',
]


@pytest.mark.parametrize("text", PLACEHOLDER_BODIES)
def test_a_placeholder_body_is_a_format_shown(text: str) -> None:
    stays_text(text, TOOLS)


def test_a_list_of_formats_one_a_line_stays_text() -> None:
    stays_text(
        "Formats covered:\n\n  Hermes      <tool_call>{json}</tool_call>\n"
        '  Llama-3     <|python_tag|>NAME.call(k="v", ...)\n'
        '  Llama-3 b   <|python_tag|>{"name":..., "parameters":...}',
        TOOLS,
    )


@pytest.mark.parametrize(
    "text",
    [
        "Qwen writes <tool_call>{json}</tool_call> for each call.",
        "For example:\n```\n<tool_call>{json}</tool_call>\n```\nThat is the format.",
        'For example, <|python_tag|>NAME.call(k="v", ...) calls a built-in tool.',
    ],
)
def test_a_placeholder_in_prose_or_an_example_stays_text(text: str) -> None:
    stays_text(text, TOOLS)


@pytest.mark.parametrize(
    ("text", "call"),
    [
        (
            '<tool_call>{"name": "read_file", "arguments": {"path": "a.py"}}</tool_call>',
            ("read_file", {"path": "a.py"}),
        ),
        ('<|python_tag|>brave_search.call(query="x")', ("brave_search", {"query": "x"})),
        ('<|python_tag|>read_file(path="a.py")', ("read_file", {"path": "a.py"})),
    ],
)
def test_a_real_call_is_still_read(text: str, call: tuple[str, dict[str, str]]) -> None:
    result = read_streamed(text, TOOLS)
    assert calls_of(result) == [call] and result.errors == []


def test_a_real_call_after_a_placeholder_line_is_read() -> None:
    result = read_streamed('<|python_tag|>NAME.call(k="v", ...)\n<|python_tag|>read_file(path="a.py")', TOOLS)
    assert calls_of(result) == [("read_file", {"path": "a.py"})] and result.errors == []


@pytest.mark.parametrize(
    "text", ["<|python_tag|>read_file(path=)", '<tool_call>{"name": "read_file", "arguments": {path}}</tool_call>']
)
def test_a_broken_real_call_is_still_an_error(text: str) -> None:
    result = read_streamed(text, TOOLS)
    assert result.calls == [] and len(result.errors) == 1


@pytest.mark.parametrize(
    "text",
    ['<tool_call>{"name": "read_file", "arguments": {"path": "a.', '<|python_tag|>read_file(path="a.py", ...'],
)
def test_a_real_call_cut_off_is_an_error_not_a_call(text: str) -> None:
    result = extract_tool_calls(text, TOOLS)
    assert result.calls == [] and result.errors
    assert read_streamed(text, TOOLS) == result
