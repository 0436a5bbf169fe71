"""Continue's system-message tool blocks (parsers/readers/arg_blocks.py): a ```tool fence (or none), a
`TOOL_NAME: name` line, then `BEGIN_ARG: key` / value lines / `END_ARG` blocks (issue 42, corpus r)."""

from __future__ import annotations

import pytest

from parsers import ParseResult
from tests.parsers.corpus import tool_schema
from tests.parsers.streamed import calls_of, read_streamed, stays_text

TOOLS = [
    tool_schema("edit_file", ("path", "content"), path="string", content="string", line="integer"),
    tool_schema("list_dir", (), recursive="boolean", depth="integer"),
]


def _read(text: str) -> ParseResult:
    return read_streamed(text, TOOLS)


def test_fenced_block_with_a_multiline_value_typed_by_the_schema() -> None:
    text = (
        "I'll write it.\n```tool\nTOOL_NAME: edit_file\nBEGIN_ARG: path\nsrc/a.md\nEND_ARG\n"
        "BEGIN_ARG: content\n# Title\n```sh\nls\n```\n\nEND_ARG\nBEGIN_ARG: line\n 12\nEND_ARG\n```\nDone."
    )
    result = _read(text)
    assert calls_of(result) == [("edit_file", {"path": "src/a.md", "content": "# Title\n```sh\nls\n```\n", "line": 12})]
    assert result.errors == [] and result.content == "I'll write it.\nDone."


def test_bare_blocks_one_after_another_and_a_tool_that_needs_no_arguments() -> None:
    text = "TOOL_NAME: list_dir\nBEGIN_ARG: recursive\ntrue\nEND_ARG\nTOOL_NAME: list_dir\n\nThen I'll read it."
    result = _read(text)
    assert calls_of(result) == [("list_dir", {"recursive": True}), ("list_dir", {})]
    assert result.errors == []


@pytest.mark.parametrize(
    "text",
    [
        "```tool\nTOOL_NAME: edit_file\nBEGIN_ARG: path\nsrc/a.md\nEND_ARG\nBEGIN_ARG: content\nhalf a fi",
        "TOOL_NAME: edit_file\nBEGIN_ARG: path\nsrc/a.md\nEND_ARG\nBEGIN_AR",
        "TOOL_NAME: list_dir",
    ],
)
def test_a_reply_cut_after_the_name_or_inside_an_argument_is_one_error_naming_the_tool(text: str) -> None:
    result = _read(text)
    assert result.calls == [] and [error.name for error in result.errors] == [
        "list_dir" if "list_dir" in text else "edit_file"
    ]


@pytest.mark.parametrize(
    "text",
    [
        "Start the call with a TOOL_NAME: line, then one BEGIN_ARG: block per argument.",
        "The format is:\n```tool\nTOOL_NAME: list_dir\nBEGIN_ARG: depth\n2\nEND_ARG\n```\nUse it for any tool.",
        "```tool\nTOOL_NAME: example_tool\nBEGIN_ARG: arg_1\nThe value\nEND_ARG\n```",
        "TOOL_NAME: edit_file\nThat tool rewrites a whole file.",
        "```tool_definition\nTOOL_NAME: list_dir\nTOOL_ARG: depth (integer, optional)\nEND_ARG\n```",
    ],
)
def test_mentions_format_examples_and_undeclared_names_stay_text(text: str) -> None:
    stays_text(text, TOOLS)


def test_a_block_after_a_code_span_in_prose_is_still_the_call() -> None:
    # a run of code spans is kept in one match; it once ran over the block's lines to the next span (corpus bp)
    text = "Here `a.md` is the file.\nTOOL_NAME: list_dir\nBEGIN_ARG: depth\n2\nEND_ARG\nthen `b` too."
    result = _read(text)
    assert calls_of(result) == [("list_dir", {"depth": 2})]
    assert result.content == "Here `a.md` is the file.\nthen `b` too."


def test_a_block_inside_a_string_of_code_behind_escaped_backticks_stays_text() -> None:
    # Continue's own source holds its example in a template literal, each backtick of its fence escaped (corpus bp)
    text = "example = `\n\\`\\`\\`tool\nTOOL_NAME: list_dir\nBEGIN_ARG: depth\n2\nEND_ARG\n\\`\\`\\``.trim();"
    stays_text(text, TOOLS)
    # the same block after a fence's real opening line is the call
    assert calls_of(_read("```tool\nTOOL_NAME: list_dir\nBEGIN_ARG: depth\n2\nEND_ARG\n```")) == [
        ("list_dir", {"depth": 2})
    ]
