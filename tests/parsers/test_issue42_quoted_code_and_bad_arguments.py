"""Issue 42, corpora du to dx: calls whose arguments are no JSON before the call's end token
(readers/special_tokens.py), a block under "such as:" shown (readers/formats_shown.py), and a template's token or
closing tag that source code quotes (readers/markup.py)."""

from __future__ import annotations

from typing import Any

import pytest

from tests.parsers.corpus import tool_schema
from tests.parsers.streamed import calls_of, read_streamed, stays_text

TOOLS: list[dict[str, Any]] = [
    tool_schema("get_time", (), tz="string"),
    tool_schema("get_weather", ("location",), location="string"),
    tool_schema("read", ("path",), path="string"),
]

KIMI = "<|tool_calls_section_begin|><|tool_call_begin|>functions.{name}:0<|tool_call_argument_begin|>{args}"
KIMI_END = "<|tool_call_end|><|tool_calls_section_end|>"
DEEPSEEK_END = "<｜tool▁call▁end｜><｜tool▁calls▁end｜>"
DEEPSEEK = "<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>{name}\n{args}" + DEEPSEEK_END


# ---- arguments that are no JSON before the call's end token (TensorRT-LLM's Kimi K2 fixture, corpus du) -------------
@pytest.mark.parametrize(
    "text",
    [
        KIMI.format(name="get_time", args="MALFORMED") + KIMI_END,  # a tool that needs no argument: never called
        KIMI.format(name="get_weather", args="MALFORMED") + KIMI_END,
        KIMI.format(name="get_time", args=" tz=UTC ") + KIMI_END,
        KIMI.format(name="get_time", args='["UTC"]') + KIMI_END,
        DEEPSEEK.format(name="get_time", args="now please"),
    ],
)
def test_words_that_are_no_json_before_the_end_token_are_an_error(text: str) -> None:
    result = read_streamed(text, TOOLS)
    assert result.calls == [] and len(result.errors) == 1
    assert "could not be read as JSON" in result.errors[0].message
    assert result.content == ""  # the arguments' words are not shown as the reply's text


@pytest.mark.parametrize(
    ("text", "call"),
    [
        (KIMI.format(name="get_time", args="") + KIMI_END, ("get_time", {})),
        (KIMI.format(name="get_time", args=" \n") + KIMI_END, ("get_time", {})),
        (KIMI.format(name="get_time", args='{"tz": "UTC"}') + KIMI_END, ("get_time", {"tz": "UTC"})),
        (KIMI.format(name="get_time", args='"{\\"tz\\": \\"UTC\\"}"') + KIMI_END, ("get_time", {"tz": "UTC"})),
        (DEEPSEEK.format(name="get_time", args='```json\n{"tz": "UTC"}\n```'), ("get_time", {"tz": "UTC"})),
    ],
)
def test_empty_or_json_arguments_before_the_end_token_are_still_read(text: str, call: tuple[str, Any]) -> None:
    assert calls_of(read_streamed(text, TOOLS)) == [call]


# ---- a block under "such as:" (foundry-local's PR description, corpus dv) --------------------------------------------
QWEN_BLOCK = "<tool_call>\n<function=read>\n<parameter=path>\nsrc/main.cc\n</parameter>\n</function>\n</tool_call>"


@pytest.mark.parametrize(
    "intro",
    ["Qwen output such as:", "For instance:", "Replies such as :"],
)
def test_a_fenced_block_under_such_as_is_shown(intro: str) -> None:
    stays_text(f"{intro}\n\n```xml\n{QWEN_BLOCK}\n```\n\nis exposed as a structured call.", TOOLS)


@pytest.mark.parametrize(
    "intro",
    ["I will read it:", "Calls such as this one are mine, so here it is:", "Let me read the file, such as it is."],
)
def test_a_fenced_call_under_other_intros_is_read(intro: str) -> None:
    result = read_streamed(f"{intro}\n\n```xml\n{QWEN_BLOCK}\n```", TOOLS)
    assert calls_of(result) == [("read", {"path": "src/main.cc"})]


# ---- a token or closing tag source code quotes (cortex.cpp's header, ToolTalk's prompt constants, corpus dx) ---------
@pytest.mark.parametrize(
    "text",
    [
        'constexpr auto tool_role = "<|eot_id|>\\n<|start_header_id|>ipython<|end_header_id|>\\n";',
        "stop = ['<|im_end|>', '<|endoftext|>']",
        'END = ("<|eom_id|> or <|eot_id|>")',
        '<tool_call>{{"name": "function_name", "arguments": {{"a": "value"}} }}</tool_call>',
        '{"\n<tool_call>{{"name": "function_name", "arguments": {{}} }}</tool_call>',
    ],
)
def test_a_token_or_closing_tag_in_quoted_code_stays_text(text: str) -> None:
    stays_text(text, TOOLS)


@pytest.mark.parametrize(
    ("text", "content"),
    [
        ('He said "yes"<|eot_id|>', 'He said "yes"'),  # after a closing quote: a leaked token
        ('The value "<|eot_id|> never closes', 'The value " never closes'),  # no quote closes it on its line
        ('x = "<|eot_id|>\n"', 'x = "\n"'),  # a quote on the next line closes nothing on its line
        ("Done.</tool_call>", "Done."),  # no opening tag before it on its line
        ("Read.\nDone.</tool_call>", "Read.\nDone."),
    ],
)
def test_a_leaked_token_or_stray_closing_tag_is_still_taken_out(text: str, content: str) -> None:
    result = read_streamed(text, TOOLS)
    assert result.calls == [] and result.content == content


def test_a_calls_own_closing_tag_after_an_extra_brace_is_still_taken_out() -> None:
    text = '<tool_call>{"name": "read", "arguments": {"path": "a"}}}</tool_call>'
    result = read_streamed(text, TOOLS)
    assert calls_of(result) == [("read", {"path": "a"})]
    assert "</tool_call>" not in result.content
