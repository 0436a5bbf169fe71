"""Forms from corpus m's cold failures (issue 42): MiniCPM5's `<param name=…>` inside `<function name=…>`, calls
whose every value is elided (`...`) and templates with `{...}` where a value goes (formats shown in prose), and CAMEL's
`tool_args` beside a server index."""

from __future__ import annotations

from typing import Any

import pytest

from parsers import ParseResult, StreamingParser, extract_tool_calls


def _tool(name: str, required: tuple[str, ...], **props: str) -> dict[str, Any]:
    properties = {key: {"type": kind} for key, kind in props.items()}
    return {"name": name, "parameters": {"type": "object", "properties": properties, "required": list(required)}}


TOOLS = [_tool("get_weather", ("city",), city="string", days="integer"), _tool("read", ("path",), path="string")]


def _read(text: str) -> ParseResult:
    """The whole-message result, checked to be what streaming gives fed one character at a time."""
    whole = extract_tool_calls(text, TOOLS)
    parser = StreamingParser(TOOLS)
    streamed = [event.call for char in text for event in parser.feed(char) if event.kind == "call"]
    assert parser.finish() == whole
    assert streamed == whole.calls[: len(streamed)]
    return whole


def _calls(result: ParseResult) -> list[tuple[str, dict[str, Any]]]:
    return [(call.name, call.arguments) for call in result.calls]


def test_minicpm5_params_inside_a_function_tag() -> None:
    text = (
        'Checking.\n<function name="get_weather"><param name="city">Beijing</param>'
        '<param name="days">3</param></function>'
    )
    result = _read(text)
    assert _calls(result) == [("get_weather", {"city": "Beijing", "days": 3})]
    assert result.content == "Checking."


def test_minicpm5_cut_inside_a_value_is_an_error_naming_the_tool() -> None:
    result = _read('<function name="get_weather"><param name="city">Beij')
    assert result.calls == [] and len(result.errors) == 1 and result.errors[0].name == "get_weather"


@pytest.mark.parametrize(
    "text",
    [
        "Models answer with:\n\n  <tool_call>\n  <function=read>\n  <parameter=path>\n  ...\n  </parameter>\n"
        "  </function>\n  </tool_call>\n\nbut no tool_calls come back.",
        'The format:\n  <tool_calls>[{"name": "func", "arguments":\n  {...}}]</tool_calls>\nwith the answer after it.',
    ],
)
def test_a_format_shown_with_elided_values_stays_text(text: str) -> None:
    result = _read(text)
    assert result.calls == [] and result.errors == [] and result.content == text.strip()


def test_a_value_that_only_contains_an_ellipsis_is_still_read() -> None:
    result = _read(
        "<tool_call>\n<function=read>\n<parameter=path>\nnotes...txt\n</parameter>\n</function>\n</tool_call>"
    )
    assert _calls(result) == [("read", {"path": "notes...txt"})]


def test_camel_tool_name_and_tool_args_beside_a_server_index() -> None:
    text = '{\n  "server_idx": 0,\n  "tool_name": "read",\n  "tool_args": {"path": "helloworld.py"}\n}'
    assert _calls(_read(text)) == [("read", {"path": "helloworld.py"})]
