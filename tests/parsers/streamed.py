"""Reading one test text both ways, whole and streamed, for the tests of single forms (tests/parsers/test_issue42_*.py):
the whole-message result, once streaming agrees with it."""

from __future__ import annotations

from typing import Any

from parsers import ParseResult, StreamingParser, extract_tool_calls


def read_streamed(text: str, tools: list[dict[str, Any]]) -> ParseResult:
    """The whole-message result of `text`, checked to be what streaming gives fed one character at a time, with the
    calls announced while streaming its first calls (no call announced that the whole text does not hold)."""
    whole = extract_tool_calls(text, tools)
    parser = StreamingParser(tools)
    streamed = [event.call for char in text for event in parser.feed(char) if event.kind == "call"]
    assert parser.finish() == whole
    assert streamed == whole.calls[: len(streamed)]
    return whole


def streams_as_whole(text: str, tools: list[dict[str, Any]], step: int = 1) -> ParseResult:
    """The whole-message result of `text`, checked against streaming split in two at every `step`-th character (the
    calls and errors announced are the whole result's first ones: finish() reads the whole text again, so what a cut
    can get wrong is what streaming showed before it) and fed one character at a time (read_streamed)."""
    whole = read_streamed(text, tools)
    for cut in range(0, len(text) + 1, step):
        parser = StreamingParser(tools)
        events = [event for chunk in (text[:cut], text[cut:]) for event in parser.feed(chunk)]
        streamed = [event.call for event in events if event.kind == "call"]
        assert streamed == whole.calls[: len(streamed)], cut
        errors = [event.error for event in events if event.kind == "error"]
        assert errors == whole.errors[: len(errors)], cut
    return whole


def stays_text(text: str, tools: list[dict[str, Any]]) -> None:
    """`text` gives no call and no error, and all of it is left for the user."""
    result = read_streamed(text, tools)
    assert result.calls == [] and result.errors == [] and result.content == text


def calls_of(result: ParseResult) -> list[tuple[str, dict[str, Any]]]:
    return [(call.name, call.arguments) for call in result.calls]
