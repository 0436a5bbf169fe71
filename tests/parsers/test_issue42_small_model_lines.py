"""Pythonic calls as small models write them around BFCL's `[name(arg=value)]` format (issue 42, corpus ev): a list
fenced as Python, a list's comma left out between lines, calls side by side on a line, a call bolded, as a heading or
in a code span alone on its line, and a list cut inside a call's name after complete calls."""

from __future__ import annotations

import pytest

from tests.parsers.streamed import calls_of, read_streamed, stays_text

TOOLS = [
    {
        "name": "calculate_area",
        "parameters": {
            "type": "object",
            "properties": {"base": {"type": "integer"}, "height": {"type": "integer"}},
            "required": ["base", "height"],
        },
    },
    {
        "name": "geo.distance",
        "parameters": {"type": "object", "properties": {"a": {"type": "string"}, "b": {"type": "string"}}},
    },
]
ONE = [("calculate_area", {"base": 2, "height": 3})]
TWO = [*ONE, ("calculate_area", {"base": 4, "height": 5})]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("```python\n[calculate_area(base=2, height=3)]\n```", ONE),
        ("```python\n[calculate_area(base=2, height=3), calculate_area(base=4, height=5)]\n```", TWO),
        ("```py\n[geo.distance(a='x', b='y')]\n```", [("geo.distance", {"a": "x", "b": "y"})]),
    ],
)
def test_a_list_of_calls_fenced_as_python_is_read(text: str, expected: list) -> None:
    assert calls_of(read_streamed(text, TOOLS)) == expected


@pytest.mark.parametrize(
    "text",
    [
        "```python\ncalculate_area(base=2, height=3)\n```",  # a statement: code shown
        "```python\n[calculate_area(base=2, height=3), nope(x=1)]\n```",  # one call to no offered tool
        "```python\nx = [calculate_area(base=2, height=3)]\n```",
        "Example:\n```python\n[calculate_area(base=2, height=3)]\n```",
        "The format is a list:\n```python\n[calculate_area(base=2, height=3)]\n```",  # after words: docs
        "```python\n[calculate_area(base=2, height=3)]\n```\nThat is the format.",
    ],
)
def test_other_python_fences_stay_code(text: str) -> None:
    stays_text(text, TOOLS)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("[calculate_area(base=2, height=3)\ncalculate_area(base=4, height=5)]", TWO),
        ("calculate_area(base=2, height=3), calculate_area(base=4, height=5)", TWO),
        ("**calculate_area(base=2, height=3)**\n**calculate_area(base=4, height=5)**", TWO),
        ("## calculate_area(base=2, height=3)", ONE),
        ("`calculate_area(base=2, height=3)`", ONE),
        ("Here it is:\n\n`calculate_area(base=2, height=3)`\n", ONE),
    ],
)
def test_a_small_models_call_lines_are_read(text: str, expected: list) -> None:
    assert calls_of(read_streamed(text, TOOLS)) == expected


@pytest.mark.parametrize(
    "text",
    [
        "calculate_area(base=2, height=3), then the rest",
        "calculate_area(base=2, height=3), nope(x=1)",
        "**calculate_area(base=2, height=3)** is the call",
        "Call `calculate_area(base=2, height=3)` to get it.",
        "For example:\n`calculate_area(base=2, height=3)`",
        "`nope(x=1)`",
    ],
)
def test_call_lines_with_words_beside_them_or_shown_stay_text(text: str) -> None:
    stays_text(text, TOOLS)


def test_a_list_cut_inside_a_calls_name_keeps_the_complete_calls_before_it() -> None:
    result = read_streamed("[calculate_area(base=2, height=3), calculate_area(base=4, height=5), geo.dist", TOOLS)
    assert calls_of(result) == TWO and len(result.errors) == 1 and "cut off" in result.errors[0].message
