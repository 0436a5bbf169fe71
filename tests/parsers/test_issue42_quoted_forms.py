"""Call forms quoted in prose with nothing to run (issue 42): an empty ```tool_code``` fence named in a prompt
(corpus ab's Gemma prompt) and a Gemma 4 call whose arguments are elided as `{...}` in a bug report (corpus ae) stay
text with no error; the same forms with arguments are still calls."""

from __future__ import annotations

import pytest

from tests.parsers.corpus import TOOLS
from tests.parsers.streamed import calls_of, read_streamed, stays_text


@pytest.mark.parametrize(
    "text",
    [
        "If you decide to invoke any of the function(s), it should be wrapped with ```tool_code```.",
        "Hermes printed raw tool-call text like:\n\n  <|tool_call>call:terminal{...}<tool_call|>\n\n  instead.",
        "It leaked <|tool_call>call:read{…}<tool_call|> into the chat.",
        "Raw: <|tool_call>call:read{ ... }",
    ],
)
def test_a_form_with_nothing_to_run_stays_text(text: str) -> None:
    stays_text(text, TOOLS)


@pytest.mark.parametrize(
    "text",
    [
        "```tool_code\nread(path='a.py')\n```",
        '<|tool_call>call:read{path:<|"|>a.py<|"|>}<tool_call|>',
    ],
)
def test_the_same_forms_with_arguments_are_calls(text: str) -> None:
    assert calls_of(read_streamed(text, TOOLS)) == [("read", {"path": "a.py"})]


def test_an_elided_call_after_a_real_one_is_no_second_call() -> None:
    text = '<|tool_call>call:read{path:<|"|>a.py<|"|>}<tool_call|><|tool_call>call:read{...}<tool_call|>'
    result = read_streamed(text, TOOLS)
    assert calls_of(result) == [("read", {"path": "a.py"})]


@pytest.mark.parametrize(
    "text",
    [
        'Example:\n<function=read>{"path": "a.py"}</function>',
        "**Example:**\n[read(path='a.py')]",
        'An example:\n{"name": "read", "arguments": {"path": "a.py"}}',
        'Examples: {"name": "read", "arguments": {"path": "a.py"}}',
    ],
)
def test_a_call_after_a_line_that_says_example_is_shown_not_made(text: str) -> None:
    stays_text(text, TOOLS)


@pytest.mark.parametrize(
    "text",
    [
        'Reading an example file:\n<function=read>{"path": "a.py"}</function>',
        "Let me look at the example.\n[read(path='a.py')]",
    ],
)
def test_a_call_after_a_line_that_only_names_an_example_is_made(text: str) -> None:
    assert calls_of(read_streamed(text, TOOLS)) == [("read", {"path": "a.py"})]


@pytest.mark.parametrize(
    "text",
    [
        "It scored low because it outputs bracket notation:\n\n[read(path='a.py')]\n\ninstead of XML tool tags.",
        'The model replies with:\n{"name": "read", "arguments": {"path": "a.py"}}\nwhich the server never parses.',
    ],
)
def test_a_block_a_sentence_runs_around_is_quoted(text: str) -> None:
    stays_text(text, TOOLS)


@pytest.mark.parametrize(
    "text",
    [
        "Reading it now:\n\n[read(path='a.py')]\n\nThen I will edit it.",
        'Reading it now:\n{"name": "read", "arguments": {"path": "a.py"}}',
        'Sure: {"name": "read", "arguments": {"path": "a.py"}} and then more.',  # on the colon's own line
    ],
)
def test_a_block_after_a_colon_with_no_sentence_running_on_is_a_call(text: str) -> None:
    assert calls_of(read_streamed(text, TOOLS)) == [("read", {"path": "a.py"})]


UNOFFERED = '```\n<tool_call>\n{"name": "get_weather", "arguments": {"city": "London"}}\n</tool_call>\n```'


def test_a_fenced_call_to_no_offered_tool_between_prose_documents_a_format() -> None:
    # corpus ae's higgs report: a shape shown, then what went wrong
    stays_text(f"The parser only handled the legacy shape:\n\n{UNOFFERED}\n\nBut newer templates emit XML.", TOOLS)


@pytest.mark.parametrize(
    "text",
    [
        f"Checking the weather:\n\n{UNOFFERED}",  # the reply ends with it: a call attempt, answered with an error
        f"{UNOFFERED}\n\nThat is my call.",  # no line before it
    ],
)
def test_a_fenced_call_to_no_offered_tool_is_an_error_otherwise(text: str) -> None:
    result = read_streamed(text, TOOLS)
    assert result.calls == [] and len(result.errors) == 1 and "get_weather" in result.errors[0].message


def test_a_fenced_call_to_an_offered_tool_between_prose_is_a_call() -> None:
    fenced = '```\n<tool_call>\n{"name": "read", "arguments": {"path": "a.py"}}\n</tool_call>\n```'
    assert calls_of(read_streamed(f"Reading it:\n\n{fenced}\n\nThen I will edit it.", TOOLS)) == [
        ("read", {"path": "a.py"})
    ]


@pytest.mark.parametrize(
    "text",
    [
        # a bug report's "Example of the taught format (from `prompts.ts`):" (corpus as)
        "Example of the taught format:\n\n```\n<tool_call>\n<function=read>\n<parameter=path>\na.py\n</parameter>\n"
        "</function>\n</tool_call>\n```",
        # a code comment before an object (corpus as's dictionary page)
        "// A block inside the model's reply\n{\ntype: 'tool_use',\nname: 'read',\ninput: { path: 'a.py' },\n}",
        # a client's log (corpus ar's Letta log)
        "INFO     Executing tool locally:\n         read(path='a.py')\nINFO     Tool result: ok",
    ],
)
def test_a_call_after_an_example_line_a_code_comment_or_a_log_line_is_shown_not_made(text: str) -> None:
    stays_text(text, TOOLS)


@pytest.mark.parametrize(
    "text",
    [
        '```json\n{"type": "function", "function": {"name": "tool_12</arg_value>", "arguments": "{}"}}\n```',
        '<tool_call>{"name": "tool_call_name", "arguments": {}}</tool_call>',
    ],
)
def test_a_name_no_tool_has_is_quoted_documentation(text: str) -> None:
    stays_text(text, TOOLS)
