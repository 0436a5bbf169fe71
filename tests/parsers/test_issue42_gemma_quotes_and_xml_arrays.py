"""Issue 42 (corpora by, ca): a tool-named element (Cline's form) whose child repeats for a list parameter, the
items collected into a list, and a child's closing tag written twice right after it (`<a>x</a></a>`), skipped."""

from __future__ import annotations

from typing import Any

import pytest

from tests.parsers.corpus import tool_schema
from tests.parsers.streamed import calls_of, read_streamed, stays_text

TOOLS: list[dict[str, Any]] = [
    tool_schema("shell", ("command",), command="array", timeout_ms="number", workdir="string"),
    tool_schema("read_file", ("path",), path="string"),
    {
        "name": "close_issues",
        "parameters": {
            "type": "object",
            "properties": {"ids": {"type": "array", "items": {"type": "integer"}}, "reason": {"type": "string"}},
            "required": ["ids"],
        },
    },
]

LS = ("shell", {"command": ["ls", "app", "src"], "timeout_ms": 5000})

XML_ARRAYS = [
    # the corpus's slip: the last item's closing tag written twice
    ("<shell><command>ls</command><command>app</command><command>src</command></command>"
     "<timeout_ms>5000</timeout_ms></shell>", [LS]),
    # the items one a line, as Cline writes its children
    ("<shell>\n<command>ls</command>\n<command>app</command>\n<command>src</command>\n"
     "<timeout_ms>5000</timeout_ms>\n</shell>", [LS]),
    # the list's items typed by the schema's `items`
    ("<close_issues>\n<ids>4</ids>\n<ids>7</ids>\n<reason>fixed</reason>\n</close_issues>",
     [("close_issues", {"ids": [4, 7], "reason": "fixed"})]),
    # one item: the list the schema asks for
    ("<shell><command>ls</command></shell>", [("shell", {"command": ["ls"]})]),
    # a string child's closing tag written twice
    ("<read_file><path>a.py</path></path></read_file>", [("read_file", {"path": "a.py"})]),
    # on lines of their own after the model's words
    ("I'll list the folders.\n\n<shell>\n<command>ls</command>\n<command>app</command></command>\n</shell>",
     [("shell", {"command": ["ls", "app"]})]),
]  # fmt: skip


@pytest.mark.parametrize(("text", "calls"), XML_ARRAYS)
def test_a_repeated_child_of_a_list_parameter_is_its_items(text: str, calls: list[Any]) -> None:
    result = read_streamed(text, TOOLS)
    assert calls_of(result) == calls
    assert result.errors == []


STAYS_TEXT = [
    # a repeated child of a string parameter: no list asked for, ordinary XML
    "<read_file><path>a.py</path><path>b.py</path></read_file>",
    # a closing tag not right after its element: malformed XML, as before
    "<shell><command>ls</command><timeout_ms>5</timeout_ms></command></shell>",
    # named in a sentence
    "Write <shell><command>ls</command><command>app</command></shell> to list a folder.",
    # a format's example in a fence
    "For example:\n\n```xml\n<shell>\n<command>ls</command>\n<command>app</command></command>\n</shell>\n```",
    # a format's documentation with placeholders
    "Usage:\n<shell>\n<command>...</command>\n<command>...</command>\n</shell>",
    "Call it on its own lines:\n\n<shell>\n<command>{program}</command>\n<command>{argument}</command>\n</shell>",
]


@pytest.mark.parametrize("text", STAYS_TEXT)
def test_the_same_form_outside_a_call_stays_text(text: str) -> None:
    stays_text(text, TOOLS)


@pytest.mark.parametrize(
    "text",
    [
        "<shell><command>ls</command><command>app</command><command>sr",
        "<shell><command>ls</command><command>app</command></command>",
        "<close_issues>\n<ids>4</ids>\n<ids>7</ids>\n",
    ],
)
def test_a_list_cut_off_at_the_end_is_a_cut_off_error(text: str) -> None:
    result = read_streamed(text, TOOLS)
    assert result.calls == []
    assert [error.name for error in result.errors] == [text[1 : text.index(">")]]


# Gemma 4 (corpus ca): a string opened by `'` and closed by Gemma's quote token, the `'` before the token a slip
GREP = [tool_schema("grep", ("pattern",), pattern="string", path="string")]
Q = '<|"|>'
GEMMA_QUOTES = [
    ("call:grep{path:" + Q + "src" + Q + ",pattern:':\\s*\\w+'" + Q + "}", {"path": "src", "pattern": ":\\s*\\w+"}),
    ("<|tool_call>call:grep{pattern:'it's'" + Q + ",path:" + Q + "a" + Q + "}<tool_call|>",
     {"pattern": "it's", "path": "a"}),
    ("<|tool_call>call:grep{pattern:'x'}<tool_call|>", {"pattern": "x"}),  # a plain single-quoted string, as before
]  # fmt: skip


@pytest.mark.parametrize(("text", "arguments"), GEMMA_QUOTES)
def test_a_gemma_string_opened_by_a_quote_and_closed_by_its_token(text: str, arguments: dict[str, Any]) -> None:
    result = read_streamed(text, GREP)
    assert calls_of(result) == [("grep", arguments)]


def test_a_gemma_call_with_the_slip_in_prose_stays_text() -> None:
    stays_text("The model wrote `call:grep{pattern:'x'" + Q + "}` and Ollama failed to parse it.", GREP)


def test_a_gemma_call_with_the_slip_cut_off_is_no_call() -> None:
    result = read_streamed("<|tool_call>call:grep{pattern:':\\s*'" + Q, GREP)
    assert result.calls == [] and [error.name for error in result.errors] == ["grep"]
