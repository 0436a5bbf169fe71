"""Issue 42, improvised XML calls: DeepSeek-V4-Flash's `<tool_call>` holding the name in an element of its own
(`<tool_name>`, `<invoke_name>`, `<function_name>`, `<name>`) and the arguments as child elements of `<parameters>`
(or JSON inside it), also inside a stray `<function>` wrapper; qwen2.5-coder's self-closing element named after an
offered tool, its arguments as attributes (`<run_command command="ls -l" />`)."""

from __future__ import annotations

from typing import Any

import pytest

from tests.parsers.corpus import tool_schema
from tests.parsers.streamed import calls_of, read_streamed, stays_text

TOOLS: list[dict[str, Any]] = [
    tool_schema("run_command", ("command",), command="string", timeout_seconds="integer"),
    tool_schema("read_file", ("path",), path="string", limit="integer", recursive="boolean"),
]
GO_TEST = ("run_command", {"command": "go test ./..."})


# ---- the name in its own element, inside <tool_call> --------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "<tool_call>\n<tool_name>run_command</tool_name>\n<parameters>\n<command>go test ./...</command>\n"
            "</parameters>\n</tool_call>",
            GO_TEST,
        ),
        (
            "<tool_call><invoke_name>read_file</invoke_name><arguments><path>a.py</path><limit>20</limit>"
            "<recursive>true</recursive></arguments></tool_call>",
            ("read_file", {"path": "a.py", "limit": 20, "recursive": True}),
        ),
        (
            '<tool_call>\n<function_name>read_file</function_name>\n<args>{"path": "a.py", "limit": 5}</args>\n'
            "</tool_call>",
            ("read_file", {"path": "a.py", "limit": 5}),
        ),
        (
            "<tool_call>\n<name>run_command</name>\n<params>\n<command>\nls -l\n</command>\n</params>\n</tool_call>",
            ("run_command", {"command": "ls -l"}),
        ),
        # the arguments straight after the name, no element around them
        (
            "<tool_call>\n<tool_name>read_file</tool_name>\n<path>src/main.go</path>\n</tool_call>",
            ("read_file", {"path": "src/main.go"}),
        ),
        # the closing tag lost at the reply's end, after complete arguments
        (
            "<tool_call>\n<tool_name>run_command</tool_name>\n<parameters>\n<command>go test ./...</command>\n"
            "</parameters>",
            GO_TEST,
        ),
    ],
)
def test_name_element_calls(text: str, expected: tuple[str, dict[str, Any]]) -> None:
    result = read_streamed(text, TOOLS)
    assert calls_of(result) == [expected] and result.errors == [] and result.content == ""


def test_two_blocks_and_prose_around_them() -> None:
    text = (
        "Running the tests.\n<tool_call>\n<tool_name>run_command</tool_name>\n<parameters>\n"
        "<command>go test ./...</command>\n</parameters>\n</tool_call>\n<tool_call>\n<tool_name>read_file</tool_name>\n"
        "<parameters><path>go.mod</path></parameters>\n</tool_call>"
    )
    result = read_streamed(text, TOOLS)
    assert calls_of(result) == [GO_TEST, ("read_file", {"path": "go.mod"})]
    assert result.content == "Running the tests."


def test_an_undeclared_name_is_an_error_naming_it() -> None:
    text = "<tool_call>\n<tool_name>exec</tool_name>\n<parameters>\n<cmd>ls</cmd>\n</parameters>\n</tool_call>"
    result = read_streamed(text, TOOLS)
    assert result.calls == [] and [e.name for e in result.errors] == ["exec"]
    assert "run_command" in result.errors[0].message


@pytest.mark.parametrize(
    "text",
    [
        "<tool_call>\n<tool_name>tool_name</tool_name>\n<parameters>\n<arg>value</arg>\n</parameters>\n</tool_call>",
        "<tool_call>\n<tool_name>...</tool_name>\n<parameters>\n<command>ls</command>\n</parameters>\n</tool_call>",
        "<tool_call>\n<tool_name>run_command</tool_name>\n<parameters>\n<command>...</command>\n</parameters>\n"
        "</tool_call>",
        # the tags named in a sentence
        "Put the name in <tool_name> and the arguments in <parameters> inside <tool_call> tags.",
        # a format's example, after a line introducing it
        "The format looks like this:\n<tool_call>\n<tool_name>run_command</tool_name>\n<parameters>\n"
        "<command>ls</command>\n</parameters>\n</tool_call>\nUse it for every call.",
        # in a fence after "for example"
        "For example:\n```xml\n<tool_call>\n<tool_name>run_command</tool_name>\n<parameters>\n<command>ls</command>\n"
        "</parameters>\n</tool_call>\n```\nThat runs ls.",
    ],
)
def test_placeholders_and_examples_stay_text(text: str) -> None:
    stays_text(text, TOOLS)


@pytest.mark.parametrize(
    "text",
    [
        "<tool_call>\n<tool_name>run_command</tool_name>\n<parameters>\n<command>go te",
        "<tool_call>\n<tool_name>run_command</tool_name>\n<parameters>\n<command>go test</command>\n",
        "<tool_call>\n<tool_name>run_command</tool_name>\n",
        '<tool_call>\n<tool_name>read_file</tool_name>\n<parameters>{"path": "a.',
    ],
)
def test_a_block_cut_off_is_an_error_not_a_call(text: str) -> None:
    result = read_streamed(text, TOOLS)
    assert result.calls == [] and len(result.errors) == 1 and "cut off" in result.errors[0].message


def test_a_name_cut_off_is_never_run() -> None:
    result = read_streamed("<tool_call>\n<tool_name>run_comm", TOOLS)
    assert result.calls == []


# ---- the same block in a stray <function> wrapper -----------------------------------------------------------------

WRAPPED = (
    "<function>\n<tool_call>\n<invoke_name>run_command</invoke_name>\n<parameters>\n<command>go test ./...</command>\n"
    "</parameters>\n</tool_call>\n</function>"
)


def test_the_wrapper_goes_with_the_call() -> None:
    result = read_streamed(WRAPPED, TOOLS)
    assert calls_of(result) == [GO_TEST] and result.errors == [] and result.content == ""
    result = read_streamed("Done reading.\n" + WRAPPED + "\nNow the tests run.", TOOLS)
    assert calls_of(result) == [GO_TEST]
    assert result.content == "Done reading.\n\nNow the tests run."


def test_a_wrapper_not_directly_around_the_call_stays_text() -> None:
    text = WRAPPED.replace("</tool_call>\n</function>", "</tool_call>\nThat runs them.\n</function>")
    result = read_streamed(text, TOOLS)
    assert calls_of(result) == [GO_TEST]
    assert result.content.startswith("<function>") and result.content.endswith("That runs them.\n</function>")


def test_a_wrapped_call_cut_off_is_an_error() -> None:
    result = read_streamed(WRAPPED[:-40], TOOLS)
    assert result.calls == [] and len(result.errors) == 1 and "cut off" in result.errors[0].message


# ---- a self-closing element with the arguments as attributes --------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected", "content"),
    [
        ('<run_command command="ls -l" />', [("run_command", {"command": "ls -l"})], ""),
        (
            '<run_command command="go test ./..." timeout_seconds="60"/>',
            [("run_command", {"command": "go test ./...", "timeout_seconds": 60})],
            "",
        ),
        (
            '\n<read_file path="a.py" limit="5" recursive="false" />\n',
            [("read_file", {"path": "a.py", "limit": 5, "recursive": False})],
            "",
        ),
        ('<think>List it.</think>\n<run_command command="ls" />', [("run_command", {"command": "ls"})], ""),
        (
            'Listing the files now.\n\n<run_command command="ls" />\n<read_file path="go.mod" />',
            [("run_command", {"command": "ls"}), ("read_file", {"path": "go.mod"})],
            "Listing the files now.",
        ),
    ],
)
def test_attribute_element_calls(text: str, expected: list[Any], content: str) -> None:
    result = read_streamed(text, TOOLS)
    assert calls_of(result) == expected and result.errors == [] and result.content == content


@pytest.mark.parametrize(
    "text",
    [
        '<img src="x.png" />',
        'Use <read_file path="a.py"/> to read a file.',
        '<run_command command="ls" shell="bash" />',  # an attribute no parameter of the tool's
        '<run_command timeout_seconds="5" />',  # the required argument missing
        '<run_command command="ls" command="pwd" />',
        '<run_command command="ls">',  # not self-closing
        'To read, write:\n<read_file path="..." />',
        'You can run:\n<run_command command="ls" />\nto list the files.',  # prose right after it
        'For example:\n```xml\n<run_command command="ls" />\n```\nThat lists the files.',
        'Usage:\n<read_file path="a.py" />',
    ],
)
def test_attribute_elements_that_stay_text(text: str) -> None:
    stays_text(text, TOOLS)


@pytest.mark.parametrize("text", ['<run_command command="ls -', '<run_command command="ls"', "<run_command command="])
def test_an_attribute_element_cut_off_is_an_error(text: str) -> None:
    result = read_streamed(text, TOOLS)
    assert result.calls == [] and len(result.errors) == 1 and "cut off" in result.errors[0].message


def test_an_undeclared_tag_that_starts_a_tool_name_hides_no_call() -> None:
    text = 'A tag:\n<read a="1"/>\n\nNow reading:\n<read_file path="a.py" />'
    result = read_streamed(text, TOOLS)
    assert calls_of(result) == [("read_file", {"path": "a.py"})]
