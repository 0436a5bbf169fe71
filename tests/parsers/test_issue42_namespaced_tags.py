"""Calls written in another family's tags under a namespace of their own (issue 42, corpus az): StepFun Step-3's
`<steptml:invoke>` inside DeepSeek's call tokens, K2-V3's `<ifm|…>` tags (GLM's argument tags with an `ifm|` prefix),
and MiniCPM's `<function name=…>` whose `</function>` the end of the reply cut."""

from __future__ import annotations

from typing import Any

import pytest

from tests.parsers.streamed import calls_of, read_streamed, stays_text


def _tool(name: str, **properties: str) -> dict[str, Any]:
    schema = {key: {"type": kind} for key, kind in properties.items()}
    return {"name": name, "parameters": {"type": "object", "properties": schema}}


TOOLS = [
    _tool("get_weather", city="string", days="integer"),
    _tool("edit_file", old_string="string", indent="integer", enabled="boolean"),
    _tool("get_time"),
]

# ---- Step-3 ------------------------------------------------------------------------------------------------------

BLOCK, BLOCK_END = "<｜tool_calls_begin｜>", "<｜tool_calls_end｜>"
CALL, CALL_END, SEP = "<｜tool_call_begin｜>", "<｜tool_call_end｜>", "<｜tool_sep｜>"
OSLO = '<steptml:invoke name="get_weather"><steptml:parameter name="city">Oslo</steptml:parameter></steptml:invoke>'


def _step3(*invokes: str) -> str:
    return BLOCK + "".join(CALL + invoke + CALL_END for invoke in invokes) + BLOCK_END


@pytest.mark.parametrize(
    "text",
    [
        _step3(OSLO),
        f"Checking.\n\n{_step3(OSLO)}\n\nOne moment.",
        BLOCK + CALL + f"function{SEP}get_weather\n" + OSLO + CALL_END + BLOCK_END,
        BLOCK + CALL + "\n" + OSLO.replace("><", ">\n<") + "\n" + CALL_END + "\n" + BLOCK_END,
        BLOCK + OSLO + BLOCK_END,  # the call token left out inside the block
    ],
    ids=["bare", "prose-around", "name-line", "on-lines", "no-call-token"],
)
def test_step3_calls_are_read(text: str) -> None:
    result = read_streamed(text, TOOLS)
    assert calls_of(result) == [("get_weather", {"city": "Oslo"})] and result.errors == []
    assert "steptml" not in result.content and "tool_call" not in result.content


def test_step3_values_are_typed_by_the_schema_and_strings_keep_their_blanks() -> None:
    text = _step3(
        '<steptml:invoke name="edit_file">'
        '<steptml:parameter name="old_string">  a\n    b\n</steptml:parameter>'
        '<steptml:parameter name="indent"> 2 </steptml:parameter>'
        '<steptml:parameter name="enabled">false</steptml:parameter></steptml:invoke>'
    )
    assert calls_of(read_streamed(text, TOOLS)) == [
        ("edit_file", {"old_string": "  a\n    b\n", "indent": 2, "enabled": False})
    ]


def test_step3_several_calls_in_one_block() -> None:
    later = '<steptml:invoke name="get_weather"><steptml:parameter name="days">3</steptml:parameter></steptml:invoke>'
    second = '<steptml:invoke name="get_time"></steptml:invoke>'
    assert calls_of(read_streamed(_step3(OSLO, later, second), TOOLS)) == [
        ("get_weather", {"city": "Oslo"}),
        ("get_weather", {"days": 3}),
        ("get_time", {}),
    ]


def test_step3_undeclared_name_is_an_error_naming_it() -> None:
    result = read_streamed(_step3(OSLO.replace("get_weather", "get_news")), TOOLS)
    assert result.calls == [] and len(result.errors) == 1 and "get_news" in result.errors[0].message


def test_step3_name_line_and_invoke_disagreeing_is_an_error() -> None:
    text = BLOCK + CALL + f"function{SEP}get_time\n" + OSLO + CALL_END + BLOCK_END
    result = read_streamed(text, TOOLS)
    assert result.calls == [] and len(result.errors) == 1 and "get_time" in result.errors[0].message


@pytest.mark.parametrize(
    "text",
    [
        BLOCK + CALL + '<steptml:invoke name="get_weather">',
        BLOCK + CALL + f"function{SEP}get_weather\n" + '<steptml:invoke name="get_weather">',
        BLOCK + CALL + '<steptml:invoke name="get_weather"><steptml:parameter name="city">Os',
        BLOCK + CALL + '<steptml:invoke name="get_weather"><steptml:parameter name="ci',
        BLOCK + CALL + '<steptml:invoke name="get_weather">\n<steptml:param',
    ],
    ids=["after-opener", "after-name-line", "in-value", "in-parameter-tag", "in-parameter-word"],
)
def test_step3_cut_off_is_an_error_naming_the_tool(text: str) -> None:
    result = read_streamed(text, TOOLS)
    assert result.calls == [] and len(result.errors) == 1 and result.errors[0].name == "get_weather"


@pytest.mark.parametrize(
    "text",
    [
        f"Step-3 wraps each call in {CALL} and {CALL_END} tokens.",
        f"Step-3 writes {CALL}{OSLO}{CALL_END} for a call, then more text.",
        'Its invoke tag is <steptml:invoke name="get_weather"> with parameters inside.',
        f"For example:\n\n```\n{_step3(OSLO)}\n```\n\nThat is the whole format.",
    ],
    ids=["tokens-named", "call-in-a-sentence", "invoke-tag-named", "fenced-example"],
)
def test_step3_tags_in_prose_stay_text(text: str) -> None:
    stays_text(text, TOOLS)


def test_step3_placeholder_name_is_no_call() -> None:
    placeholder = '<steptml:invoke name="function_name"><steptml:parameter name="param">value</steptml:parameter>'
    result = read_streamed(_step3(placeholder + "</steptml:invoke>"), TOOLS)
    assert result.calls == [] and result.errors == [] and "function_name" in result.content


# ---- K2-V3 (IFM) -------------------------------------------------------------------------------------------------

IFM_OSLO = (
    "<ifm|tool_call>get_weather<ifm|arg_key>city</ifm|arg_key><ifm|arg_value>Oslo</ifm|arg_value></ifm|tool_call>"
)


@pytest.mark.parametrize(
    "text",
    [
        IFM_OSLO,
        f"<ifm|tool_calls>\n{IFM_OSLO}\n</ifm|tool_calls>",
        f"<ifm|think>the user wants Oslo</ifm|think>\n<ifm|tool_calls>\n{IFM_OSLO}\n</ifm|tool_calls>",
        f"<ifm|think_fast>Oslo</ifm|think_fast>{IFM_OSLO}",
        f"Oslo it is</ifm|think>\n{IFM_OSLO}",  # the template opened the thought in the prompt
        IFM_OSLO.replace("<ifm|arg_key>", "\n<ifm|arg_key>").replace("</ifm|arg_key>", "</ifm|arg_key>\n"),
        '<ifm|tool_call>{"name": "get_weather", "arguments": {"city": "Oslo"}}</ifm|tool_call>',
    ],
    ids=["one-call", "block", "after-think", "after-think-fast", "after-think-close", "on-lines", "json-body"],
)
def test_ifm_calls_are_read_and_reasoning_is_no_content(text: str) -> None:
    result = read_streamed(text, TOOLS)
    assert calls_of(result) == [("get_weather", {"city": "Oslo"})] and result.errors == []
    assert result.content == ""


def test_ifm_typed_values_several_calls_and_a_call_with_no_arguments() -> None:
    typed = (
        "<ifm|tool_call>get_weather<ifm|arg_key>days</ifm|arg_key><ifm|arg_type>integer</ifm|arg_type>"
        "<ifm|arg_value>3</ifm|arg_value></ifm|tool_call>"
    )
    text = f"<ifm|tool_calls>\n{typed}\n<ifm|tool_call>get_time</ifm|tool_call>\n{IFM_OSLO}\n</ifm|tool_calls>"
    assert calls_of(read_streamed(text, TOOLS)) == [
        ("get_weather", {"days": 3}),
        ("get_time", {}),
        ("get_weather", {"city": "Oslo"}),
    ]


def test_ifm_undeclared_name_is_an_error_naming_it() -> None:
    result = read_streamed(f"<ifm|tool_calls>\n{IFM_OSLO.replace('get_weather', 'get_news')}\n</ifm|tool_calls>", TOOLS)
    assert result.calls == [] and len(result.errors) == 1 and "get_news" in result.errors[0].message


def test_ifm_call_inside_reasoning_is_not_run() -> None:
    result = read_streamed(f"<ifm|think>maybe {IFM_OSLO}</ifm|think>No call needed.", TOOLS)
    assert result.calls == [] and result.errors == [] and result.content == "No call needed."


@pytest.mark.parametrize(
    "text",
    [
        "<ifm|tool_calls>\n<ifm|tool_call>get_weather",
        "<ifm|tool_calls>\n<ifm|tool_call>get_weather<ifm|arg_ke",
        "<ifm|tool_call>get_weather<ifm|arg_key>city</ifm|arg_key><ifm|arg_value>Os",
        "<ifm|tool_call>get_weather<ifm|arg_key>city</ifm|arg_key><ifm|arg_value>Oslo</ifm|arg_value>",
        "<ifm|tool_call>get_weather<ifm|arg_key>city</ifm|arg_key><ifm|arg_value>Oslo</ifm|arg_value></ifm|tool",
    ],
    ids=["after-name", "in-key-tag", "in-value", "before-close", "in-close"],
)
def test_ifm_cut_off_is_an_error_naming_the_tool(text: str) -> None:
    result = read_streamed(text, TOOLS)
    assert result.calls == [] and len(result.errors) == 1 and result.errors[0].name == "get_weather"


@pytest.mark.parametrize(
    "text",
    [
        "K2-V3 wraps each call in <ifm|tool_call> tags and its thoughts in <ifm|think> tags.",
        "Write <ifm|tool_call>get_weather to call it.",
        "The block looks like (<ifm|tool_calls> ... </ifm|tool_calls>) in the template.",
        f"For example:\n\n```\n<ifm|tool_calls>\n{IFM_OSLO}\n</ifm|tool_calls>\n```\n\nThat is the whole format.",
        "<ifm|tool_call>function_name<ifm|arg_key>key</ifm|arg_key><ifm|arg_value>value</ifm|arg_value></ifm|tool_call>",
    ],
    ids=["tags-named", "name-in-a-sentence", "aside", "fenced-example", "placeholder"],
)
def test_ifm_tags_in_prose_stay_text(text: str) -> None:
    stays_text(text, TOOLS)


# ---- MiniCPM's <function name=…> cut before </function> ----------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        '<function name="get_weather"><param name="city">Oslo</param>',
        '<function name="get_weather">\n<param name="city">Oslo</param>\n',
        '<function name="get_weather"><param name="city">Oslo</param><param name="days">3</param>',
    ],
    ids=["right-after", "on-lines", "two-parameters"],
)
def test_minicpm_call_ending_before_its_function_close_is_cut_off(text: str) -> None:
    result = read_streamed(text, TOOLS)
    assert result.calls == [] and len(result.errors) == 1 and result.errors[0].name == "get_weather"


def test_minicpm_closed_calls_and_qwen3_coder_missing_close_are_still_read() -> None:
    closed = '<function name="get_weather"><param name="city">Oslo</param></function>'
    assert calls_of(read_streamed(closed, TOOLS)) == [("get_weather", {"city": "Oslo"})]
    # Qwen3-Coder's spelling is read to the end, as its own servers' parsers do
    qwen = "<function=get_weather>\n<parameter=city>\nOslo\n</parameter>\n"
    assert calls_of(read_streamed(qwen, TOOLS)) == [("get_weather", {"city": "Oslo"})]
