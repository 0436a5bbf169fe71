"""Issue 42, corpus ca: call tokens named in prose and code rather than written. Gemma 4's `<|tool_call>` with no
call behind it, between a sentence's words or opening a line's sentence, or with `call:` and no name after it, is a
mention (parsers/readers/gemma_calls.py); a marker in a string literal that opens an argument line of code
(`p.repeat(\\n    "<|tool_call>call:" + …`) is quoted code (parsers/readers/mentions.py). A real call after prose or
on its own line still reads, and a cut-off one is an error naming its tool."""

from __future__ import annotations

from typing import Any

import pytest

from tests.parsers.corpus import tool_schema
from tests.parsers.streamed import calls_of, read_streamed, stays_text

TOOLS: list[dict[str, Any]] = [
    tool_schema("grep", ("pattern",), pattern="string", path="string"),
]
Q = '<|"|>'
GREP = f"<|tool_call>call:grep{{pattern:{Q}TODO{Q}}}<tool_call|>"

GEMMA4_CALLS = [
    f"I'll search.{GREP}",
    f"Let me look.\n{GREP}",
    f"I'll search {GREP}",
    GREP,
    f"Searching now.\n<|tool_call> call:grep{{pattern:{Q}TODO{Q}}}<tool_call|>",
    f"{GREP}\nThe search is running.",
]


@pytest.mark.parametrize("text", GEMMA4_CALLS)
def test_a_gemma4_call_after_prose_or_on_its_line_reads(text: str) -> None:
    assert calls_of(read_streamed(text, TOOLS)) == [("grep", {"pattern": "TODO"})]


GEMMA4_TOKEN_NAMED = [
    "But the rule prefix is <|tool_call>call::\n\nand nothing else.",
    "The prefix is <|tool_call>call: followed by the name.",
    "so any literal <|tool_call> the model emits ends the content rule.",
    "A stray <|tool_call> token is dropped.",
    "<|tool_call> is a strict subset of the rule prefix.",
    "Notes:\n\n<|tool_call> opens a call and <tool_call|> closes it.",
]


@pytest.mark.parametrize("text", GEMMA4_TOKEN_NAMED)
def test_the_gemma4_token_named_in_prose_stays_text(text: str) -> None:
    stays_text(text, TOOLS)


MARKERS_IN_ARGUMENT_LINES = [
    'auto rule = p.trigger_rule("tool-call", p.repeat(\n    "<|tool_call>call:" + tool_choice + "<tool_call|>", ...));',
    f'emit(\n    "{GREP}",\n)',
    'parser.add(prefix,\n        "<tool_call>{\\"name\\": \\"grep\\"}</tool_call>")',
    "MARKERS = (\n    '<|tool_call>',\n    '<tool_call|>',\n)",
]


@pytest.mark.parametrize("text", MARKERS_IN_ARGUMENT_LINES)
def test_a_marker_in_a_string_on_an_argument_line_stays_text(text: str) -> None:
    stays_text(text, TOOLS)


def test_the_whole_llama_cpp_issue_text_stays_text() -> None:
    stays_text(
        "But the actual tool-call rule prefix (common/chat.cpp:1178) is <|tool_call>call::\n\nauto tool_call = "
        'p.trigger_rule("tool-call", p.repeat(\n    "<|tool_call>call:" + tool_choice + "<tool_call|>", ...));\n\n'
        "<|tool_call> is a strict subset of the rule prefix, so any literal <|tool_call> the model emits inside "
        "content terminates the content rule prematurely.",
        TOOLS,
    )


STILL_TEXT_AS_BEFORE = [
    f"For example:\n```\n{GREP}\n```\nThat is the format.",
    f"Write <|tool_call>call:NAME{{key:{Q}value{Q}}}<tool_call|> to call a tool.",
]


@pytest.mark.parametrize("text", STILL_TEXT_AS_BEFORE)
def test_examples_and_placeholders_stay_text(text: str) -> None:
    stays_text(text, TOOLS)


def test_a_cut_off_gemma4_call_is_an_error_naming_its_tool() -> None:
    result = read_streamed(f"Searching.\n<|tool_call>call:grep{{pattern:{Q}TO", TOOLS)
    assert result.calls == [] and [error.name for error in result.errors] == ["grep"]


@pytest.mark.parametrize("text", ["Searching.\n<|tool_call>{pattern: x}", "<|tool_call> grep {pattern: x}"])
def test_the_token_with_no_readable_call_and_no_prose_is_still_an_error(text: str) -> None:
    result = read_streamed(text, TOOLS)
    assert result.calls == [] and len(result.errors) == 1


# Kimi K2's call tokens with arguments that are only an ellipsis: the format shown, not a call attempt
# (parsers/readers/special_tokens.py)
KIMI_TOOLS: list[dict[str, Any]] = [*TOOLS, tool_schema("get_weather", ("city",), city="string")]
KIMI_OPEN = "<|tool_calls_section_begin|><|tool_call_begin|>"
KIMI_GREP = (
    f'{KIMI_OPEN}functions.grep:0<|tool_call_argument_begin|>{{"pattern": "TODO"}}<|tool_call_end|>'
    "<|tool_calls_section_end|>"
)

KIMI_CALLS = [
    f"Let me search.\n{KIMI_GREP}",
    f"I'll search.{KIMI_GREP}",
    KIMI_GREP.replace("<|tool_calls_section_begin|>", ""),
]


@pytest.mark.parametrize("text", KIMI_CALLS)
def test_a_kimi_call_still_reads(text: str) -> None:
    assert calls_of(read_streamed(text, KIMI_TOOLS)) == [("grep", {"pattern": "TODO"})]


KIMI_ELIDED = [
    "The model emits <|tool_call_begin|>functions.X:0<|tool_call_argument_begin|>{…}<|tool_call_end|>"
    "<|tool_calls_section_end|> in what becomes an assistant text block.",
    "It writes <|tool_call_begin|>functions.grep:0<|tool_call_argument_begin|>{...}<|tool_call_end|> as text.",
    "Shape:\n<|tool_call_begin|>functions.get_weather:1<|tool_call_argument_begin|>…<|tool_call_end|>"
    "<|tool_calls_section_end|>",
    "Format:\n<|tool_call_begin|>functions.NAME:0<|tool_call_argument_begin|>{ ... }<|tool_call_end|>\nDone.",
    "<｜tool▁call▁begin｜>function<｜tool▁sep｜>grep\n```json\n{...}\n```<｜tool▁call▁end｜> is DeepSeek's shape.",
    f"For example:\n```\n{KIMI_OPEN}functions.grep:0<|tool_call_argument_begin|>{{…}}<|tool_call_end|>\n```",
]


@pytest.mark.parametrize("text", KIMI_ELIDED)
def test_kimi_tokens_around_elided_arguments_stay_text(text: str) -> None:
    stays_text(text, KIMI_TOOLS)


def test_a_cut_off_kimi_call_is_an_error_naming_its_tool() -> None:
    text = f'Searching.\n{KIMI_OPEN}functions.grep:0<|tool_call_argument_begin|>{{"pattern": "TO'
    result = read_streamed(text, KIMI_TOOLS)
    assert result.calls == [] and [error.name for error in result.errors] == ["grep"]


def test_a_kimi_call_to_an_undeclared_name_with_arguments_is_still_an_error() -> None:
    text = f'{KIMI_OPEN}functions.lookup:0<|tool_call_argument_begin|>{{"q": "x"}}<|tool_call_end|>'
    assert [error.name for error in read_streamed(text, KIMI_TOOLS).errors] == ["lookup"]
