"""Kimi K3's `<|open|>KIND<|sep|>…<|close|>KIND<|sep|>` framing (issue 42, corpus v): the response's text is content,
calls are read only inside a tools block with each argument typed by its `type`, and the tokens named in prose, a
call token outside a tools block, a format's fenced example and an undeclared tool stay text or become an error."""

from __future__ import annotations

import pytest

from parsers import ParseResult
from parsers.readers import MARKERS
from tests.parsers.corpus import tool_schema
from tests.parsers.streamed import read_streamed

TOOLS = [
    tool_schema("weather", ("city",), city="string", days="number"),
    tool_schema(
        "search", ("query",), query="string", exact="boolean", filters="object", cities="array", limit="integer"
    ),
]


def argument(key: str, value: str, kind: str = "string") -> str:
    return f'<|open|>argument key="{key}" type="{kind}"<|sep|>{value}<|close|>argument<|sep|>'


def call(name: str, *arguments: str) -> str:
    return f'<|open|>call tool="{name}" index="0"<|sep|>' + "".join(arguments) + "<|close|>call<|sep|>"


def tools_block(*calls: str) -> str:
    return "<|open|>tools<|sep|>" + "".join(calls) + "<|close|>tools<|sep|>"


def parse(text: str) -> ParseResult:
    """The whole text's parse, checked to equal the stream's fed one character at a time."""
    return read_streamed(text, TOOLS)


def test_a_tools_block_calls_with_each_argument_typed_and_the_response_is_the_content() -> None:
    text = (
        "<|open|>response<|sep|>Searching.<|close|>response<|sep|>"
        + tools_block(
            call("weather", argument("city", "Oslo"), argument("days", "3", "number")),
            call(
                "search",
                argument("query", "a <b> & 'c'"),
                argument("exact", "true", "boolean"),
                argument("filters", '{"lang": "en"}', "object"),
                argument("cities", '["Oslo", "Rome"]', "array"),
                argument("limit", "5", "integer"),
            ),
        )
        + "<|close|>message<|sep|>"
    )
    result = parse(text)
    assert [(c.name, c.arguments) for c in result.calls] == [
        ("weather", {"city": "Oslo", "days": 3}),
        (
            "search",
            {"query": "a <b> & 'c'", "exact": True, "filters": {"lang": "en"}, "cities": ["Oslo", "Rome"], "limit": 5},
        ),
    ]
    assert result.errors == [] and result.content == "Searching."


@pytest.mark.parametrize(
    "text",
    [
        "K3 opens its calls with <|open|>tools<|sep|> and ends them with <|close|>tools<|sep|>.",
        'Inside it, <|open|>call tool="weather" index="0"<|sep|> starts a call.',  # no tools block around it
        "A reply ends with <|close|>response<|sep|><|close|>message<|sep|>",  # no response opened the reply
        "The format looks like this:\n```\n"
        + tools_block(call("weather", argument("city", "Oslo")))
        + "\n```\nUse it for every call.",
    ],
)
def test_the_framing_named_in_prose_or_shown_in_a_fence_stays_text(text: str) -> None:
    result = parse(text)
    assert result.calls == [] and result.errors == [] and result.content == text


def test_an_undeclared_tool_in_a_tools_block_is_an_error_naming_it() -> None:
    result = parse("Checking." + tools_block(call("get_stock", argument("ticker", "MSFT"))))
    assert result.calls == [] and result.content == "Checking."
    assert len(result.errors) == 1 and "get_stock" in result.errors[0].message


OPENED = '<|open|>tools<|sep|><|open|>call tool="weather" index="0"<|sep|>'


@pytest.mark.parametrize(
    "text",
    [
        OPENED + '<|open|>argument key="city" type="string"<|sep|>Os',  # inside a value
        OPENED + argument("city", "Oslo") + "<|close|>ca",  # inside the call's closing token
        OPENED.removesuffix("<|sep|>"),  # inside the call's opening token
    ],
)
def test_a_reply_ending_inside_a_call_is_one_error_naming_thetool_schema(text: str) -> None:
    result = parse(text)
    assert result.calls == []
    assert len(result.errors) == 1 and "weather" in result.errors[0].message and "cut off" in result.errors[0].message


def test_the_response_s_closing_token_is_a_marker_only_in_a_reply_that_opened_one() -> None:
    closing = "<|close|>response<|sep|>"
    opened = MARKERS.pattern_for("<|open|>response<|sep|>Hi." + closing).search(
        "<|open|>response<|sep|>Hi." + closing, 1
    )
    assert opened is not None and opened.lastgroup == "kimi_k3_response_close"
    assert MARKERS.pattern_for("Hi." + closing).search("Hi." + closing) is None
