"""Issue 42: ChatGLM3's tool calls, the tool's name alone on its line, then a ```python fence holding one
`tool_call(key=value, ...)` (parsers/readers/chatglm_calls.py), read only for an offered tool's exact name and a
fence with that one call in it, and streamed one character at a time as the whole message reads."""

from __future__ import annotations

from typing import Any

from parsers.models import ParseResult
from tests.parsers.corpus import tool_schema
from tests.parsers.streamed import calls_of, read_streamed

TOOLS: list[dict[str, Any]] = [
    tool_schema("random_number_generator", ("seed", "range"), seed="integer", range="array"),
    tool_schema("get_weather", ("city_name",), city_name="string"),
]
CALL = "random_number_generator\n ```python\ntool_call(seed=1, range=(0, 11))\n```"


def _read(text: str) -> ParseResult:
    return read_streamed(text, TOOLS)


def _is_text(text: str) -> None:
    result = _read(text)
    assert result.calls == [] and result.errors == [] and result.content == text.strip()


def test_name_line_then_python_tool_call_is_the_call() -> None:
    assert calls_of(_read(CALL)) == [("random_number_generator", {"seed": 1, "range": [0, 11]})]
    # after prose, and after a code sample shown first (its fence no longer hides the lines after it)
    result = _read("好的，我来查一下。\nget_weather\n```python\r\ntool_call(city_name='北京')\n```\n")
    assert calls_of(result) == [("get_weather", {"city_name": "北京"})] and result.content == "好的，我来查一下。"
    result = _read("Like `x` here:\n```python\nprint(1)\n```\n" + CALL)
    assert calls_of(result) == [("random_number_generator", {"seed": 1, "range": [0, 11]})]
    assert result.content == "Like `x` here:\n```python\nprint(1)\n```"


def test_near_misses_stay_text() -> None:
    assert _read(CALL).calls  # the form itself reads; each of these differs from it in one thing
    _is_text("You can call it so:\n```python\ntool_call(seed=1, range=(0, 11))\n```")  # no name line
    _is_text("random_numbers\n```python\ntool_call(seed=1, range=(0, 11))\n```")  # no tool is so named
    _is_text("random_number_generator\n```python\nimport random\ntool_call(seed=1, range=(0, 11))\n```")
    _is_text("get_weather\n```python\ntool_call('Paris')\n```")  # no keyword: not the form the demos eval
    _is_text("get_weather\n```python\nprint(1)")  # a code sample the reply ended inside
    # a format's example, not the model's own call
    _is_text("ChatGLM3's tool call format looks like this:\n" + CALL + "\nThe fence holds the arguments.")


def test_a_reply_ending_inside_the_fence_is_cut_off() -> None:
    for text in (CALL[: CALL.index(", range")], "get_weather\n ```python\ntool_call(city_name='Osl", CALL[:-3]):
        cut = _read(text)
        assert cut.calls == [] and len(cut.errors) == 1
        assert cut.errors[0].name in ("random_number_generator", "get_weather")
        assert cut.errors[0].name in cut.errors[0].message
