"""YandexGPT's `[TOOL_CALL_START]name` then JSON arguments, with `\\'` written for a quote inside JSON strings, and
Qwen-Agent's bracketed `[FUNCTION] name` / `[ARGS] {…}` lines that run on into a made-up `[RESULT]`
(parsers/readers/prefixed_calls.py, parsers/jsontext.py; issue 42, corpus ag)."""

from __future__ import annotations

import pytest

from parsers import extract_tool_calls, jsontext
from tests.parsers.corpus import tool_schema
from tests.parsers.streamed import calls_of, read_streamed, stays_text

TOOLS = [
    tool_schema("Table", ("sql",), sql="string"),
    tool_schema("get_current_weather", ("location",), location="string", unit="string"),
]


@pytest.mark.parametrize(
    ("text", "calls"),
    [
        ('[TOOL_CALL_START]Table\n{"sql": "SELECT 1"}', [("Table", {"sql": "SELECT 1"})]),
        ('\n[TOOL_CALL_START]Table\n{"sql":"x ILIKE \\\'%Тест%\\\'"}', [("Table", {"sql": "x ILIKE '%Тест%'"})]),
        ('[TOOL_CALL_START] Table {"sql": "a"}', [("Table", {"sql": "a"})]),
        (
            '[TOOL_CALL_START]Table\n{"sql": "a"}\n[TOOL_CALL_START]get_current_weather\n{"location": "Oslo"}',
            [("Table", {"sql": "a"}), ("get_current_weather", {"location": "Oslo"})],
        ),
    ],
)
def test_tool_call_start_then_name_and_json(text: str, calls: list[tuple[str, dict[str, str]]]) -> None:
    result = read_streamed(text, TOOLS)
    assert calls_of(result) == calls and result.errors == [] and result.content == ""


def test_tool_call_start_to_an_undeclared_name_is_an_error_naming_it() -> None:
    result = read_streamed('[TOOL_CALL_START]drop_table\n{"name": "x"}', TOOLS)
    assert result.calls == [] and len(result.errors) == 1 and result.errors[0].name == "drop_table"


def test_tool_call_start_cut_off_is_an_error_not_a_call() -> None:
    result = read_streamed('[TOOL_CALL_START]Table\n{"sql": "SELECT * FR', TOOLS)
    assert result.calls == [] and len(result.errors) == 1 and result.errors[0].name == "Table"


@pytest.mark.parametrize(
    "text",
    [
        "YandexGPT wraps its calls in [TOOL_CALL_START] tokens.",
        "The template writes [TOOL_CALL_START]{function_name}\n{arguments}",
        'For example:\n```\n[TOOL_CALL_START]Table\n{"sql": "SELECT 1"}\n```',
        "[TOOL_CALL_START]",
    ],
)
def test_tool_call_start_named_in_prose_stays_text(text: str) -> None:
    stays_text(text, TOOLS)


@pytest.mark.parametrize(
    ("json_text", "value"),
    [
        ('{"a": "it\\\'s"}', "it's"),
        ('{"a": "\\\'}\\\'", "b": 1}', "'}'"),
        ('{"a": "c\\\\\\\'d"}', "c\\'d"),  # an escaped backslash, then \' : a backslash and a quote
    ],
)
def test_escaped_apostrophe_in_a_json_string_is_a_quote(json_text: str, value: str) -> None:
    decoded = jsontext.decode(json_text, 0)
    assert decoded.value["a"] == value and decoded.repaired


def test_valid_json_with_escaped_backslashes_is_untouched() -> None:
    decoded = jsontext.decode('{"a": "c\\\\\'d"}', 0)  # a JSON backslash, then a plain quote
    assert decoded.value == {"a": "c\\'d"} and not decoded.repaired


@pytest.mark.parametrize(
    "tail",
    [
        "",
        '\n[RESULT] {"location":"San Francisco, CA","temperature":68,"unit":"F","weather":"Su',
        "\n[RESULT] 21",
        "\n[RETURN] The weather is sunny.",
    ],
)
@pytest.mark.parametrize(
    "head",
    [
        " [FUNCTION] get_current_weather\n[ARGS] ",
        "[FUNCTION]: get_current_weather\n[ARGS]: ",
        "✿FUNCTION✿: get_current_weather\n✿ARGS✿: ",
    ],
)
def test_function_and_args_lines_then_a_made_up_result(head: str, tail: str) -> None:
    text = head + '{"location": "San Francisco, CA", "unit": "fahrenheit"}' + tail
    result = read_streamed(text, TOOLS)
    assert calls_of(result) == [("get_current_weather", {"location": "San Francisco, CA", "unit": "fahrenheit"})]
    assert result.errors == [] and result.content == tail.strip()


def test_bracketed_function_lines_one_after_another() -> None:
    text = '[FUNCTION] get_current_weather\n[ARGS] {"location": "Oslo"}\n[FUNCTION] Table\n[ARGS] {"sql": "a"}'
    assert calls_of(read_streamed(text, TOOLS)) == [
        ("get_current_weather", {"location": "Oslo"}),
        ("Table", {"sql": "a"}),
    ]


@pytest.mark.parametrize(
    "text",
    [
        "[FUNCTION] {function_name}\n[ARGS] {function_arguments}\n[RESULT] {function_result}",
        '[FUNCTION] launch_rocket\n[ARGS] {"when": "now"}',  # no such tool
        "✿FUNCTION✿ name, ✿ARGS✿ {'param': xxx}",
        'Write [FUNCTION] get_current_weather then [ARGS] {"location": "Oslo"} on one line.',
        "Qwen-Agent's prompt names the [FUNCTION] and [ARGS] lines.",
    ],
)
def test_bracketed_function_template_or_prose_stays_text(text: str) -> None:
    stays_text(text, TOOLS)


def test_bracketed_function_cut_off_arguments_are_an_error_naming_the_tool() -> None:
    result = read_streamed('[FUNCTION] get_current_weather\n[ARGS] {"location": "San Fr', TOOLS)
    assert result.calls == [] and len(result.errors) == 1 and result.errors[0].name == "get_current_weather"


def test_the_whole_text_and_the_stream_agree_on_copies() -> None:
    text = '[TOOL_CALL_START]Table\n{"sql": "\\\'a\\\'"}\n' * 50
    assert len(extract_tool_calls(text, TOOLS).calls) == 50
    assert read_streamed(text, TOOLS) == extract_tool_calls(text, TOOLS)
