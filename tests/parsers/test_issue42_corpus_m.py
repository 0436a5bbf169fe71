"""Forms from corpus m's cold failures (issue 42): MiniCPM5's `<param name=…>` inside `<function name=…>`, calls
whose every value is elided (`...`) and templates with `{...}` where a value goes (formats shown in prose), and CAMEL's
`tool_args` beside a server index."""

from __future__ import annotations

import pytest

from parsers import ParseResult
from tests.parsers.corpus import tool_schema
from tests.parsers.streamed import calls_of, read_streamed

TOOLS = [
    tool_schema("get_weather", ("city",), city="string", days="integer"),
    tool_schema("read", ("path",), path="string"),
]


def _read(text: str) -> ParseResult:
    return read_streamed(text, TOOLS)


def test_minicpm5_params_inside_a_function_tag() -> None:
    text = (
        'Checking.\n<function name="get_weather"><param name="city">Beijing</param>'
        '<param name="days">3</param></function>'
    )
    result = _read(text)
    assert calls_of(result) == [("get_weather", {"city": "Beijing", "days": 3})]
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
    assert calls_of(result) == [("read", {"path": "notes...txt"})]


def test_camel_tool_name_and_tool_args_beside_a_server_index() -> None:
    text = '{\n  "server_idx": 0,\n  "tool_name": "read",\n  "tool_args": {"path": "helloworld.py"}\n}'
    assert calls_of(_read(text)) == [("read", {"path": "helloworld.py"})]
