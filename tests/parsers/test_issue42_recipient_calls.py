"""Issue 42: calls addressed to a recipient (functionary v3's `>>>name` lines, v2's `<|recipient|>` turns) and
NexusRaven-V2's `Call:` lines (parsers/readers/recipient_calls.py), each read only for an offered tool, and streamed
one character at a time as the whole message reads."""

from __future__ import annotations

from typing import Any

from parsers.models import ParseResult
from tests.parsers.corpus import tool_schema
from tests.parsers.streamed import calls_of, read_streamed

TOOLS: list[dict[str, Any]] = [
    tool_schema("get_weather", ("location",), location="string"),
    tool_schema("add_edge", ("u", "v"), u="string", v="string"),
]


def _read(text: str) -> ParseResult:
    return read_streamed(text, TOOLS)


def _is_text(text: str) -> None:
    result = _read(text)
    assert result.calls == [] and result.errors == [] and result.content == text.strip()


def test_functionary_v3_reads_recipient_lines_for_offered_tools_only() -> None:
    result = _read('>>>all\nLet me look.>>>get_weather\n{"location": "Hanoi"}>>>get_weather\n{"location": "Oslo"}')
    assert calls_of(result) == [("get_weather", {"location": "Hanoi"}), ("get_weather", {"location": "Oslo"})]
    assert result.content == "Let me look." and result.errors == []
    # a Python prompt's transcript and functionary's own `python` recipient (not offered) stay text
    _is_text(">>> print(get_weather)\n<function get_weather at 0x7f>\n>>> x = 1")
    _is_text("```\n>>>python\nprint(1)\n```")
    _is_text('The model wrote:\n>>>lookup\n{"location": "Hanoi"}')
    _is_text(">>>get_weather\n> is what the third quote level says")  # no JSON after the line: a nested quote
    # cut off inside its arguments: an error naming the tool, never a call
    cut = _read('>>>get_weather\n{"location": "Ha')
    assert cut.calls == [] and len(cut.errors) == 1 and "get_weather" in cut.errors[0].message


def test_functionary_v2_reads_recipient_turns() -> None:
    text = (
        "<|from|>assistant\n<|recipient|>all\n<|content|>Checking.\n"
        '<|from|>assistant\n<|recipient|>get_weather\n<|content|>{"location": "Paris"}<|stop|>'
    )
    result = _read(text)
    assert calls_of(result) == [("get_weather", {"location": "Paris"})]
    assert result.content == "Checking." and result.errors == []
    # the template's token names an undeclared recipient: a call attempt, so an error naming the tools
    wrong = _read('<|from|>assistant\n<|recipient|>lookup\n<|content|>{"location": "Paris"}<|stop|>')
    assert wrong.calls == [] and len(wrong.errors) == 1 and "get_weather" in wrong.errors[0].message
    # the tokens named in prose stay text
    _is_text("functionary v2 puts the tool after <|recipient|> and its arguments after <|content|>.")


def test_nexusraven_reads_call_lines_then_leaves_the_thought() -> None:
    text = "Call: add_edge(u='a', v='b'); get_weather(location='Oslo'); \nThought: both calls answer it."
    result = _read(text)
    assert calls_of(result) == [("add_edge", {"u": "a", "v": "b"}), ("get_weather", {"location": "Oslo"})]
    assert result.content == "Thought: both calls answer it." and result.errors == []
    # prose, an undeclared function, a call with more prose on its line, a call mid-line: text
    _is_text("Call: me maybe(tonight)")
    _is_text("Call: lookup(location='Oslo')\nThought: it answers.")
    _is_text("Call: get_weather(location='Oslo') is what I would write.")
    _is_text("The line reads Call: get_weather(location='Oslo')")
    cut = _read("Call: get_weather(location='Os")
    assert cut.calls == [] and len(cut.errors) == 1 and "get_weather" in cut.errors[0].message
