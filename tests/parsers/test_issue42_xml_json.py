"""Issue 42, JSON blocks and XML-style tags: a call object cut off after its name, templates with placeholders,
Cline/Roo's XML calls under a harness offering native tools."""

from __future__ import annotations

import pytest

from parsers.models import ParseResult
from tests.parsers.streamed import read_streamed
from tests.parsers.streamed import stays_text as stays_text_with

TOOLS = [
    {
        "name": "read_file",
        "parameters": {"type": "object", "properties": {"path": {"type": "string"}}, "required": ["path"]},
    },
    {
        "name": "write_to_file",
        "parameters": {
            "type": "object",
            "properties": {"path": {"type": "string"}, "content": {"type": "string"}},
            "required": ["path", "content"],
        },
    },
    {"name": "list_files", "parameters": {"type": "object", "properties": {"path": {"type": "string"}}}},
]


def read(text: str) -> ParseResult:
    return read_streamed(text, TOOLS)


def stays_text(text: str) -> None:
    stays_text_with(text, TOOLS)


@pytest.mark.parametrize(
    "text",
    [
        '<|START_ACTION|>[{"tool_call_id": "0", "tool_name": "read_file", ',
        '<tool_call>{"name": "write_to_file", ',
    ],
)
def test_a_call_cut_off_after_its_name_is_an_error_naming_the_tool(text):
    result = read(text)
    assert result.calls == [] and len(result.errors) == 1
    assert result.errors[0].name in ("read_file", "write_to_file") and "cut off" in result.errors[0].message


def test_a_name_only_object_of_a_tool_nobody_offered_stays_text_when_cut():
    stays_text('Her record: {"name": "Ann",')


@pytest.mark.parametrize(
    "text",
    [
        '<tool_call>\n{"name": <function-name>, "arguments": <args-json-object>}\n</tool_call>',
        'Answer in this format:\n<tool_call>{"name": "read_file", "arguments": {"path": <path>}}</tool_call>\nThanks.',
        'Call a tool as {"name": <tool name>, "arguments": <args-json-object>}.',
        '[TOOL_CALLS][{"name": <function-name>, "arguments": <args-json-object>}]',
    ],
)
def test_a_template_with_placeholders_for_values_stays_text(text):
    stays_text(text)


def test_angle_brackets_inside_a_string_are_a_value_and_a_broken_block_an_error():
    assert [
        (c.name, c.arguments) for c in read('<tool_call>{"name": "read_file", "arguments": {"path": "<p>"}}').calls
    ] == [("read_file", {"path": "<p>"})]
    assert [
        (c.name, c.arguments) for c in read("<tool_call>{'name': 'read_file', 'arguments': {'path': '<p>'}}").calls
    ] == [("read_file", {"path": "<p>"})]
    assert len(read('<tool_call>{"name": read_file, "arguments": {"path" x}}\n</tool_call>').errors) == 1


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("<read_file><path>package.json</path></read_file>", [("read_file", {"path": "package.json"})]),
        (
            "<thinking>I need the file.</thinking>\n<write_to_file>\n<path>a.txt</path>\n<content>\nhi\n</content>\n"
            "</write_to_file>",
            [("write_to_file", {"path": "a.txt", "content": "hi"})],
        ),
    ],
)
def test_clines_xml_tool_use_as_the_whole_reply_calls_an_offered_tool(text, expected):
    assert [(c.name, c.arguments) for c in read(text).calls] == expected


@pytest.mark.parametrize(
    "text",
    [
        "Use this format:\n<read_file>\n<path>path/to/file</path>\n</read_file>",  # documentation after prose
        "```\n<read_file>\n<path>a.py</path>\n</read_file>\n```",  # a fenced example
        "<read_file>\n<path>a.py</path>\n</read_file>\nThat is how you read one.",  # prose after it
        "<edit_file>\n<path>a.py</path>\n</edit_file>",  # no tool of that name
        "<read_file>\n<file>a.py</file>\n</read_file>",  # no parameter of that name
        "<write_to_file>\n<path>a.py</path>\n</write_to_file>",  # a required parameter missing
        "<read_file>\nread <path>a.py</path>\n</read_file>",  # prose inside
        "<div>\n<p>Hello</p>\n</div>",
    ],
)
def test_clines_xml_tool_use_stays_text_otherwise(text):
    stays_text(text)


def test_clines_xml_tool_use_cut_off_is_an_error_naming_the_tool():
    result = read("<write_to_file>\n<path>a.py</path>\n<content>\nprint(")
    assert result.calls == [] and [e.name for e in result.errors] == ["write_to_file"]


HOW_TO = (
    "To see it, use read_file.\n\nHere's how you can do it:\n\n"
    '```json\n{"name": "read_file", "arguments": {"path": "a.py"}}\n```\n'
)


def test_a_fenced_call_shown_to_the_user_as_how_to_stays_text():
    stays_text(HOW_TO + "\nThis will print the file.")


@pytest.mark.parametrize(
    "text",
    [
        HOW_TO,  # nothing after the fence
        HOW_TO.replace("Here's how you can do it:", "Reading it:") + "\nThen I will edit it.",  # the model's own call
        HOW_TO.replace("```json", "```tool_call") + "\nThis will print the file.",  # labelled as a call
    ],
)
def test_a_fenced_call_still_runs_without_an_intro_to_the_user_and_prose_after_it(text):
    assert [(c.name, c.arguments) for c in read(text).calls] == [("read_file", {"path": "a.py"})]


@pytest.mark.parametrize(
    "intro",
    [
        "GLM 4.5's tool call pattern is:",
        "The format looks like this:",
        "For example, to read a file:",
        "Documented by OpenBMB: https://github.com/OpenBMB/MiniCPM#with-tool-calling",
        "Here is what a tool call looks like:",
    ],
)
def test_a_fenced_call_introduced_as_a_formats_example_stays_text(intro):
    stays_text(HOW_TO.replace("Here's how you can do it:", intro) + "\nThey are subtly different.")


@pytest.mark.parametrize(
    "intro", ["Here is the call, in the required format:", "As documented in the README, I will read it:"]
)
def test_a_fenced_call_after_a_line_naming_a_format_without_showing_it_still_runs(intro):
    text = HOW_TO.replace("Here's how you can do it:", intro) + "\nWaiting."
    assert [(c.name, c.arguments) for c in read(text).calls] == [("read_file", {"path": "a.py"})]


def test_a_fenced_call_after_a_line_introducing_a_format_stays_text_with_nothing_after_it():
    stays_text(HOW_TO.replace("Here's how you can do it:", "Hermes tool call syntax roughly looks like this:").rstrip())


HERMES_BLOCK = '<tool_call>{"name": "read_file", "arguments": {"path": "a.py"}}</tool_call>'


@pytest.mark.parametrize(
    "text",
    [
        "A tool call is a JSON object in tool_call tags.\nIt can look like this:\n" + HERMES_BLOCK + "\nThen wait.",
        "The syntax is: " + HERMES_BLOCK.replace('"name"', '"name') + "\nnothing else.",  # broken JSON: no error
    ],
)
def test_a_tagged_block_after_a_line_introducing_a_format_stays_text(text):
    stays_text(text)


@pytest.mark.parametrize("intro", ["Let me read it:\n", "Reading the file now.\n", ""])
def test_a_tagged_block_after_any_other_line_is_still_a_call(intro):
    assert [(c.name, c.arguments) for c in read(intro + HERMES_BLOCK).calls] == [("read_file", {"path": "a.py"})]
