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
