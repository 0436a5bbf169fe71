"""Tag variants of known forms (issue 42, corpora r and s): OpenHands' `<parameter=KEY=VALUE</parameter>` in
Qwen3-Coder XML (parsers/readers/xml_tags.py), Tencent HY-V3's GLM tags with an `:opensource` suffix
(parsers/readers/glm_tags.py) and Muse Glimmer's `<atem:invoke>` calls (parsers/readers/invoke_tags.py)."""

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


HY_V3 = (
    "<tool_calls:opensource>\n<tool_call:opensource>get_weather<tool_sep:opensource>\n"
    "<arg_key:opensource>city</arg_key:opensource>\n<arg_value:opensource>Oslo</arg_value:opensource>\n"
    "</tool_call:opensource>\n<tool_call:opensource>search<tool_sep:opensource>\n"
    "<arg_key:opensource>query</arg_key:opensource><arg_value:opensource>a </arg_key> b</arg_value:opensource>"
    "</tool_call:opensource>\n</tool_calls:opensource>"
)


def test_hy_v3_suffixed_tags_two_calls() -> None:
    result = _read("Checking.\n" + HY_V3)
    assert calls_of(result) == [("get_weather", {"city": "Oslo"}), ("search", {"query": "a </arg_key> b"})]
    assert result.errors == [] and result.content == "Checking."


@pytest.mark.parametrize(
    "text",
    [
        "<tool_calls:opensource>\n<tool_call:opensource>get_weather<tool_sep:opensource>\n<arg_key:opensource>ci",
        "<tool_call:opensource>get_weather<tool_sep:opensource><arg_key:opensource>city</arg_key:opensource>"
        "<arg_value:opensource>Os",
        "<tool_calls:opensource>\n<tool_call:opensource>get_weather",
    ],
)
def test_hy_v3_cut_off_is_an_error_naming_the_tool(text: str) -> None:
    result = _read(text)
    assert result.calls == [] and len(result.errors) == 1 and result.errors[0].name == "get_weather"


@pytest.mark.parametrize(
    "text",
    [
        "HY-V3 wraps its calls in <tool_calls:opensource> and </tool_calls:opensource> tags.",
        HY_V3.replace("get_weather", "bogus_tool").replace("search", "other_tool"),  # undeclared names
        HY_V3.replace(":opensource", ":internal"),  # a suffix nobody documented
    ],
)
def test_hy_v3_near_negatives_stay_text(text: str) -> None:
    stays_text(text, TOOLS)


ATEM = (
    '<atem:function_calls>\n<atem:invoke name="get_weather">\n<atem:parameter name="city">New\nYork</atem:parameter>\n'
    '<atem:parameter name="days">3</atem:parameter>\n</atem:invoke>\n</atem:function_calls>'
)


@pytest.mark.parametrize("header", ["", " to=get_weather<|message|>", "\n<|message|>\n"])
def test_atem_invoke_at_the_reply_start_or_after_its_header(header: str) -> None:
    result = _read(header + ATEM)
    assert calls_of(result) == [("get_weather", {"city": "New\nYork", "days": 3})]
    assert result.errors == []


def test_atem_cut_off_inside_a_value_is_an_error_naming_the_tool() -> None:
    result = _read(ATEM[: ATEM.index("York")])
    assert result.calls == [] and len(result.errors) == 1 and result.errors[0].name == "get_weather"


@pytest.mark.parametrize(
    "text",
    [
        "Muse Glimmer writes its calls like this: " + ATEM,  # prose before the block: an example
        " to=user<|message|>" + ATEM,  # a channel to the user shows it
        " to=self<|message|>" + ATEM,  # a thought
        "```xml\n" + ATEM + "\n```",
        ATEM.replace("get_weather", "bogus_tool"),  # undeclared name
    ],
)
def test_atem_near_negatives_stay_text(text: str) -> None:
    result = _read(text)
    assert result.calls == [] and result.errors == [] and result.content == text.strip()


@pytest.mark.parametrize(
    "text",
    [
        '<minimax:tool_call><invoke name="search">',
        '<minimax:tool_call>\n<invoke name="search">\n',
        '<minimax:tool_call><invoke name="get_weather">',
    ],
)
def test_an_invoke_the_reply_ends_right_after_is_cut_off_before_its_arguments(text) -> None:
    result = _read(text)
    assert result.calls == [] and len(result.errors) == 1 and result.errors[0].name in text


def test_an_invoke_with_its_parameters_or_closed_is_still_a_call() -> None:
    assert calls_of(_read('<minimax:tool_call><invoke name="search"></invoke>')) == [("search", {})]
    assert calls_of(_read('<minimax:tool_call><invoke name="search"></minimax:tool_call>')) == [("search", {})]
    written = '<minimax:tool_call><invoke name="search">\n<parameter name="query">oslo</parameter>'
    assert calls_of(_read(written)) == [("search", {"query": "oslo"})]
