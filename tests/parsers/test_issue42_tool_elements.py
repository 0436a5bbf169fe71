"""Issue 42, calls written as elements named after an offered tool, one child element per argument (the form Cline and
Roo Code prompt for, written unprompted by Llama-4-Maverick and GLM-4.6): on lines of their own between sentences, an
object argument as nested elements, and a reply ending before the closing tag."""

from __future__ import annotations

from typing import Any

import pytest

from parsers.models import ParseResult
from tests.parsers.streamed import calls_of, read_streamed
from tests.parsers.streamed import stays_text as stays_text_with

TOOLS: list[dict[str, Any]] = [
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
    {
        "name": "math_factorial",
        "parameters": {"type": "object", "properties": {"number": {"type": "number"}}, "required": ["number"]},
    },
    {
        "name": "calculate_average",
        "parameters": {"type": "object", "properties": {"gradeDict": {"type": "object"}}, "required": ["gradeDict"]},
    },
    {
        "name": "configure",
        "parameters": {
            "type": "object",
            "properties": {
                "options": {
                    "type": "object",
                    "properties": {
                        "depth": {"type": "integer"},
                        "label": {"type": "string"},
                        "limits": {"type": "object", "properties": {"max": {"type": "number"}}},
                    },
                }
            },
            "required": ["options"],
        },
    },
]

FACTORIAL = "<math_factorial>\n  <number>5</number>\n</math_factorial>"
READ = "<read_file>\n<path>a.py</path>\n</read_file>"


def read(text: str) -> ParseResult:
    return read_streamed(text, TOOLS)


def stays_text(text: str) -> None:
    stays_text_with(text, TOOLS)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (  # Llama-4-Maverick: a paragraph of prose each side
            "The factorial of 5 is calculated using the `math_factorial` tool with the number 5 as input.\n\n"
            + FACTORIAL
            + "\n\nLet's execute this. \n\nThe result will be provided directly.",
            [("math_factorial", {"number": 5})],
        ),
        ("I'll read the file now.\n" + READ, [("read_file", {"path": "a.py"})]),  # the line before, the reply's end
        (
            "Reading both.\n\n" + READ + "\n" + READ.replace("a.py", "b.py") + "\n\nThen I will compare them.",
            [("read_file", {"path": "a.py"}), ("read_file", {"path": "b.py"})],
        ),
        ("First this:\n\n  " + READ.replace("\n", "\n  ") + "\n\nWaiting.", [("read_file", {"path": "a.py"})]),
        (READ + "\n\nI will wait for the file.", [("read_file", {"path": "a.py"})]),  # the reply's start
        (
            "Let me check.\n\n" + READ + "\n\n" + FACTORIAL + "\n\nDone.",
            [("read_file", {"path": "a.py"}), ("math_factorial", {"number": 5})],
        ),
        ("<think>I need the file.</think>\n" + READ + "\n\nThen I edit it.", [("read_file", {"path": "a.py"})]),
    ],
)
def test_an_element_on_lines_of_its_own_in_prose_is_a_call(text, expected):
    assert calls_of(read(text)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (  # Llama-4-Maverick: an object with no properties declared: its values typed as JSON types scalars
            "<calculate_average>\n  <gradeDict>\n    <math>90</math>\n    <science>75.5</science>\n"
            "    <passed>true</passed>\n    <teacher>Ms. Lee</teacher>\n  </gradeDict>\n</calculate_average>",
            ("calculate_average", {"gradeDict": {"math": 90, "science": 75.5, "passed": True, "teacher": "Ms. Lee"}}),
        ),
        (  # declared properties type each value, at any depth
            "Setting it.\n\n<configure><options><depth>3</depth><label>42</label>"
            "<limits><max>7</max></limits></options></configure>",
            ("configure", {"options": {"depth": 3, "label": "42", "limits": {"max": 7}}}),
        ),
        (  # the object written as JSON text still reads
            '<calculate_average>\n<gradeDict>{"math": 90}</gradeDict>\n</calculate_average>',
            ("calculate_average", {"gradeDict": {"math": 90}}),
        ),
    ],
)
def test_an_object_argument_written_as_nested_elements_is_that_object(text, expected):
    assert calls_of(read(text)) == [expected]


def test_a_string_argument_holding_tags_stays_a_string():
    text = "<write_to_file>\n<path>a.html</path>\n<content>\n<div><p>hi</p></div>\n</content>\n</write_to_file>"
    assert calls_of(read(text)) == [("write_to_file", {"path": "a.html", "content": "<div><p>hi</p></div>"})]


def test_an_object_argument_with_text_beside_its_elements_is_an_error_not_a_guess():
    result = read("<calculate_average>\n<gradeDict>math <math>90</math></gradeDict>\n</calculate_average>")
    assert result.calls == [] and [e.name for e in result.errors] == ["calculate_average"]


@pytest.mark.parametrize(
    "text",
    [
        "Use the <read_file><path>a.py</path></read_file> tag to read one.",  # named in a sentence
        "Use the <read_file> tag.\n\nIt takes a <path>.",
        "For example:\n" + READ + "\n\nThat reads a file.",  # a format's example
        "Usage:\n<read_file>\n<path>File path here</path>\n</read_file>\n\nRead a file with it.",
        "Tool use is formatted like this:\n\n" + READ + "\n\nAlways close the tag.",
        "Each tool is called like so:\n\n" + FACTORIAL + "\n\nwith one tag per parameter.",
        "I will call it.\n\n<read_file>\n<path>{path}</path>\n</read_file>\n\nDone.",  # placeholders
        "I will call it.\n\n<read_file>\n<path>path/to/file</path>\n</read_file>\n\nDone.",
        "I will call it.\n\n<read_file>\n<path>...</path>\n</read_file>\n\nDone.",
        "For example:\n\n```\n" + READ + "\n```\n\nThat reads it.",  # a fence
        "Here it is.\n" + READ + "\nThat is how you read one.",  # prose right after it
        "Some text.\n\n<edit_file>\n<path>a.py</path>\n</edit_file>\n\nMore text.",  # no tool of that name
        "A page:\n\n<div>\n<p>Hello</p>\n</div>\n\nThe end.",  # HTML
        "Say:\n\n<read_file>\nread <path>a.py</path>\n</read_file>\n\nok",  # prose inside
        "Reading.\n\n<write_to_file>\n<path>a.py</path>\n</write_to_file>\n\nDone.",  # a required argument missing
    ],
)
def test_the_form_stays_text_otherwise(text):
    stays_text(text)


def test_an_element_inside_closed_reasoning_is_no_call():
    result = read("<think>I could write\n\n" + READ + "\n\nbut not yet.</think>\nI need more detail first.")
    assert result.calls == [] and result.errors == []


@pytest.mark.parametrize(
    ("text", "name"),
    [
        (  # GLM-4.6: the reply ends before the closing tag, after the last argument
            "\n<think>I need the weather.</think>\n<read_file>\n  <path>a.py</path>\n",
            "read_file",
        ),
        ("Let me write it.\n\n<write_to_file>\n<path>a.py</path>\n<content>\nprint(", "write_to_file"),
        ("Let me write it.\n\n<write_to_file>\n<path>a.py</path>\n<content>x</content>", "write_to_file"),
        ("Computing.\n\n<math_factorial>\n<number>5</number>", "math_factorial"),
    ],
)
def test_a_call_cut_off_before_its_closing_tag_is_an_error_naming_the_tool(text, name):
    result = read(text)
    assert result.calls == [] and [e.name for e in result.errors] == [name]
    assert "cut off" in result.errors[0].message


def test_a_run_of_copies_reads_as_each_copy_alone():
    unit = "Reading.\n\n" + READ + "\n\n"
    assert calls_of(read(unit * 60)) == [("read_file", {"path": "a.py"})] * 60
    documented = unit + ("Usage:\n" + READ + "\n\n") * 60  # each later copy after a line showing a format
    assert calls_of(read(documented)) == [("read_file", {"path": "a.py"})]
