"""Bracketed Python calls to offered tools whose values are written unquoted, as ToolACE-8B writes them
(`[find_user_id_by_name_zip(first_name=Yusuf, zip=19122r)]`; parsers/readers/python_calls.py, issue 42, corpus af)."""

from __future__ import annotations

from typing import Any

import pytest

from tests.parsers.corpus import tool_schema
from tests.parsers.streamed import calls_of, read_streamed, stays_text

TOOLS = [
    tool_schema("find_user", ("name",), name="string", zip="string", age="integer", active="boolean"),
    tool_schema("find_user_id_by_email", ("email",), email="string"),
    tool_schema("get_weather", ("city",), city="string"),
]


@pytest.mark.parametrize(
    ("text", "calls"),
    [
        ("[find_user(name=Yusufr, zip=19122r)]", [("find_user", {"name": "Yusufr", "zip": "19122r"})]),
        (
            "[find_user_id_by_email(email=johndoe@example.comr)]",
            [("find_user_id_by_email", {"email": "johndoe@example.comr"})],
        ),
        (
            "[find_user(name=John Smith, age=30, active=True)]",
            [("find_user", {"name": "John Smith", "age": 30, "active": True})],
        ),
        ("[find_user(name=Yusuf, zip='02139')]", [("find_user", {"name": "Yusuf", "zip": "02139"})]),
        ("[find_user(name=a.b, )]", [("find_user", {"name": "a.b"})]),
        ("  [get_weather(city=Oslo)]  \nThanks.", [("get_weather", {"city": "Oslo"})]),
        (
            "[find_user(name=Yusuf), get_weather(city=New York)]",
            [("find_user", {"name": "Yusuf"}), ("get_weather", {"city": "New York"})],
        ),
    ],
)
def test_unquoted_values_are_their_text(text: str, calls: list[tuple[str, dict[str, Any]]]) -> None:
    result = read_streamed(text, TOOLS)
    assert calls_of(result) == calls and result.errors == []
    assert all(call.repaired and call.dialect == "pythonic" for call in result.calls)


@pytest.mark.parametrize(
    "text",
    [
        "If f(x) = [a(b), c] then g(y) = {k: v}.",  # maths
        "[get_weather(city)]",  # positional: a name, not text
        "[f(x=y)]",  # no such tool
        "[find_user(name=Yusuf, age=thirty)]",  # a name for an integer: no text meant
        "[find_user(nom=Yusuf)]",  # no such parameter
        "[find_user(name=Yusuf, name=Ann)]",
        "[get_weather(city=)]",
        "[find_user(name=Yusuf, zip=[a, b])]",
        "The model writes [get_weather(city=Oslo)] with no quotes.",  # prose naming the form
        "For example:\n[get_weather(city=Oslo)]",
        "For example:\n```\n[get_weather(city=Oslo)]\n```",
    ],
)
def test_prose_maths_and_what_means_no_text_stay_text(text: str) -> None:
    stays_text(text, TOOLS)


def test_cut_off_is_an_error_not_a_call() -> None:
    result = read_streamed("[find_user(name=Yusuf, zip=191", TOOLS)
    assert result.calls == [] and len(result.errors) == 1 and result.errors[0].name == "find_user"


def test_literals_keep_their_type_and_the_schema_checks_them() -> None:
    result = read_streamed("[find_user(name=Ann, age=None)]", TOOLS)
    assert calls_of(result) == [("find_user", {"name": "Ann"})]  # None for an optional parameter: not given
