"""Issue 42, corpus bl: calls the end of the reply cut in their tags. A reply ending right after a call's opening
tags (no argument written, no closing tag) or inside the closing tag of one of them (`<`, `</tool_`) stopped
mid-call: an error naming the tool, never a call (parsers/cut_ends.py). A missing closing tag after complete
arguments keeps the README's rule (a call), and so does a call complete by its format with no arguments."""

from __future__ import annotations

from typing import Any

import pytest

from tests.parsers.corpus import tool_schema
from tests.parsers.streamed import calls_of, read_streamed, stays_text

TOOLS: list[dict[str, Any]] = [
    tool_schema("get_weather", (), city="string", date="string"),
    tool_schema("special_function", ("arg1",), arg1="integer"),
    tool_schema("grep", ("pattern", "path"), pattern="string", path="string"),
]

GLM_GREP = "<tool_call>grep\n<arg_key>pattern</arg_key>\n<arg_value>needle</arg_value>\n"

CUT_AFTER_OPENER = [
    # the name in the opener's own text: GLM's `<tool_call>NAME`, Mistral's `[TOOL_CALLS]NAME`
    "<tool_call>get_weather",
    "<tool_call>\nget_weather\n",
    "<tool_call>get_weather</tool_",
    "Checking.\n[TOOL_CALLS]get_weather",
    "[TOOL_CALLS]get_weather[ARG",
    "[TOOL_CALLS]get_weather[ARGS]",
    "Plan</think>Before<tool_call><function=get_weather>",
    "<tool_call><function=get_weather>",
    "<tool_call>\n<function=get_weather>\n",
    "<function=get_weather>",
    "<function=get_weather>  \n",
    '<function name="get_weather">',
    "<seed:tool_call>\n<function=get_weather>",
    "Let me look.\n<tool_call><function=get_weather>\n",
]

CUT_INSIDE_CLOSING_TAG = [
    ('<function=special_function>{"arg1": 1}<', "special_function"),
    ('<function=special_function>{"arg1": 1}</', "special_function"),
    ('<function=special_function>{"arg1": 1}</func', "special_function"),
    (
        "<tool_call>\n<function=special_function>\n<parameter=arg1>\n1\n</parameter>\n</function>\n</tool_c",
        "special_function",
    ),
    ('<tool_call>{"name": "special_function", "arguments": {"arg1": 1}}</tool_c', "special_function"),
    (GLM_GREP + "<arg_key>path</arg_key>\n<arg_value>.</arg_value></tool_", "grep"),
    (GLM_GREP + "<arg_key>path</arg_key>\n<arg_value>.</arg_value>\n</", "grep"),
    (
        "<tool_call>\n<function=grep>\n<parameter=pattern>\nx\n</parameter>\n<parameter=path>\n.\n</parameter>\n</fun",
        "grep",
    ),
]

COMPLETE = [
    ("<function=get_weather></function>", ("get_weather", {})),
    ("<tool_call><function=get_weather></function></tool_call>", ("get_weather", {})),
    ('<tool_call>{"name": "get_weather"}</tool_call>', ("get_weather", {})),
    ('<tool_call>{"name": "get_weather"}', ("get_weather", {})),
    ("<tool_call>get_weather</tool_call>", ("get_weather", {})),
    ("[TOOL_CALLS]get_weather[ARGS]{}", ("get_weather", {})),
    # the closing tag missing entirely after complete arguments: a call, as the README has it
    ('<function=special_function>{"arg1": 1}', ("special_function", {"arg1": 1})),
    (GLM_GREP + "<arg_key>path</arg_key>\n<arg_value>.</arg_value>", ("grep", {"pattern": "needle", "path": "."})),
    # complete, then a reply ending on a lone `<`: the call's tags are closed, so that `<` cut nothing of it
    ('<function=special_function>{"arg1": 1}</function>\n<', ("special_function", {"arg1": 1})),
    (
        '<tool_call>{"name": "special_function", "arguments": {"arg1": 2}}</tool_call><',
        ("special_function", {"arg1": 2}),
    ),
    ("<function=get_weather></function>\n</", ("get_weather", {})),
]


@pytest.mark.parametrize("text", CUT_AFTER_OPENER)
def test_a_reply_ending_after_the_opener_is_cut_off(text: str) -> None:
    result = read_streamed(text, TOOLS)
    assert result.calls == [] and [e.name for e in result.errors] == ["get_weather"]
    assert "cut off" in result.errors[0].message


@pytest.mark.parametrize(("text", "name"), CUT_INSIDE_CLOSING_TAG)
def test_a_reply_ending_inside_the_closing_tag_is_cut_off(text: str, name: str) -> None:
    result = read_streamed(text, TOOLS)
    assert result.calls == [] and [e.name for e in result.errors] == [name]
    assert "cut off" in result.errors[0].message


@pytest.mark.parametrize(("text", "call"), COMPLETE)
def test_complete_calls_and_missing_closing_tags_still_run(text: str, call: tuple[str, dict[str, Any]]) -> None:
    result = read_streamed(text, TOOLS)
    assert calls_of(result) == [call] and result.errors == []


def test_complete_calls_before_a_cut_one_still_run() -> None:
    text = '<function=special_function>{"arg1": 1}</function>\n<function=special_function>{"arg1": 2}</'
    result = read_streamed(text, TOOLS)
    assert calls_of(result) == [("special_function", {"arg1": 1})]
    assert [e.name for e in result.errors] == ["special_function"]


@pytest.mark.parametrize(
    "text",
    [
        "all done<",
        "The tag <function=NAME> opens a call.",
        "Write `<function=get_weather>` to call it.",
        "For example:\n```\n<function=get_weather>\n```\nThen the arguments.",
        "Calls look like <tool_call><function=...>",
        "Wrap it in <tool_call>get_weather",
        "Use [TOOL_CALLS]get_weather",
        "<tool_call>get_weather and more",
        "[TOOL_CALLS]nothing",
        "<tool_call>nothing",
    ],
)
def test_openers_in_prose_stay_text(text: str) -> None:
    stays_text(text, TOOLS)


# Tencent HY3's plain tags (vLLM's hy parser): hermes' <tool_call> and hunyuan's <tool_calls>, <tool_sep> after a name
HY3_CITY = "<tool_call>get_weather<tool_sep>\n<arg_key>city</arg_key>\n<arg_value>Beijing</arg_value>\n"


@pytest.mark.parametrize(
    ("text", "calls"),
    [
        ("<tool_calls>\n" + HY3_CITY + "</tool_call>\n</tool_calls>", [("get_weather", {"city": "Beijing"})]),
        (HY3_CITY + "</tool_call>", [("get_weather", {"city": "Beijing"})]),
        (
            "Checking.\n<tool_calls>\n" + HY3_CITY + "</tool_call>\n<tool_call>get_weather<tool_sep>\n"
            "<arg_key>date</arg_key>\n<arg_value>2026-01-01</arg_value>\n</tool_call>\n</tool_calls>",
            [("get_weather", {"city": "Beijing"}), ("get_weather", {"date": "2026-01-01"})],
        ),
        ("<tool_calls><tool_call>get_weather<tool_sep></tool_call></tool_calls>", [("get_weather", {})]),
    ],
)
def test_hy3_plain_calls_are_read(text: str, calls: list[tuple[str, dict[str, Any]]]) -> None:
    result = read_streamed(text, TOOLS)
    assert calls_of(result) == calls and result.errors == []


@pytest.mark.parametrize(
    ("text", "calls"),
    [
        ("<tool_calls>\n" + HY3_CITY, []),
        ("<tool_calls>\n" + HY3_CITY + "<arg_key>date</arg_key>\n<arg_value>2026", []),
        ("<tool_calls>\n" + HY3_CITY + "</tool_", []),
        ("<tool_calls>\n<tool_call>get_weather<tool_sep>\n<arg_key>ci", []),
        ("<tool_calls>\n<tool_call>get_weather<tool_sep>", []),
        (
            "<tool_calls>\n" + HY3_CITY + "</tool_call>\n<tool_call>get_weather<tool_sep>\n<arg_key>date</arg_key>\n"
            "<arg_value>2026",
            [("get_weather", {"city": "Beijing"})],
        ),
    ],
)
def test_hy3_plain_calls_cut_off_are_errors_after_the_complete_ones(
    text: str, calls: list[tuple[str, dict[str, Any]]]
) -> None:
    result = read_streamed(text, TOOLS)
    assert calls_of(result) == calls and [e.name for e in result.errors] == ["get_weather"]
    assert "cut off" in result.errors[0].message


def test_hy3_plain_call_to_an_undeclared_tool_is_an_error_naming_it() -> None:
    text = (
        "<tool_calls>\n<tool_call>shell<tool_sep>\n<arg_key>command</arg_key>\n<arg_value>ls</arg_value>\n</tool_call>"
    )
    result = read_streamed(text, TOOLS)
    assert result.calls == [] and [e.name for e in result.errors] == ["shell"]


@pytest.mark.parametrize(
    "text",
    [
        "HY3 ends each name with <tool_sep> before its arguments.",
        "The parser splits `<tool_call>NAME<tool_sep>` at the separator.",
        "For example:\n```\n<tool_calls>\n<tool_call>get_weather<tool_sep>\n<arg_key>city</arg_key>\n"
        "<arg_value>...</arg_value>\n</tool_call>\n</tool_calls>\n```\nThat is the format.",
    ],
)
def test_hy3_plain_tags_in_prose_stay_text(text: str) -> None:
    stays_text(text, TOOLS)


# a JSON call object behind a call marker that the reply ends in after its name's value, or inside the name
@pytest.mark.parametrize(
    ("text", "name"),
    [
        ('```json\n<function_call> { "name" : "special_function"', "special_function"),
        ('<function_call> { "name" : "special_function"', "special_function"),
        ('<tool_call>\n{"name": "get_weather"\n', "get_weather"),
        ('<|START_ACTION|>[\n    {"tool_call_id": "0", "tool_name": "special', "special"),
        ('<|START_ACTION|>[\n    {"tool_call_id": "0", "tool_name": "special_function"', "special_function"),
    ],
)
def test_a_json_call_cut_after_or_inside_its_name_is_an_error_naming_it(text: str, name: str) -> None:
    result = read_streamed(text, TOOLS)
    assert result.calls == [] and [e.name for e in result.errors] == [name]


@pytest.mark.parametrize(
    "text",
    [
        'The object {"name": "special_function"',
        '```json\n{"name": "special_function"',
        'For example:\n```json\n<function_call> { "name" : "special_function"',
        '<tool_call>{"name": "<function-name>"',
    ],
)
def test_a_json_name_cut_in_prose_or_an_example_stays_text(text: str) -> None:
    stays_text(text, TOOLS)
