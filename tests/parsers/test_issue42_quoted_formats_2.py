"""Issue 42, corpora bi and bk: formats shown, not written. A fence after a line saying what the model will write
("The model will then generate a tool call, …") or after a label naming a format ("**Formats:**"); a marker inside a
Python raw or f-string (`re.finditer(r"<tool_call>…")`); DeepSeek's blocks written with placeholders
(`tool_call_name<｜tool▁sep｜>`, `{"name": "function_name", "parameters": {...}}`), kept whole with their tokens;
fenced JSON annotated with `//` comments naming a tool nobody offered (parsers/readers/markup.py, mentions.py,
special_tokens.py)."""

from __future__ import annotations

from typing import Any

import pytest

from tests.parsers.corpus import tool_schema
from tests.parsers.streamed import calls_of, read_streamed, stays_text

TOOLS: list[dict[str, Any]] = [
    tool_schema("read", ("path",), path="string"),
    tool_schema("get_weather", ("city",), city="string"),
]
HERMES = '<tool_call>\n{"name": "get_weather", "arguments": {"city": "Paris"}}\n</tool_call>'
PYTHONIC = '[get_weather(city="Paris")]'
DS_CALL = (
    "<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>get_weather\n```json\n"
    '{"city": "Paris"}\n```<｜tool▁call▁end｜><｜tool▁calls▁end｜>'
)
WEATHER = ("get_weather", {"city": "Paris"})

SHOWN = [
    # what the model will write, colon or not
    f"The model will then generate a tool call, which your code must parse\n\n```\n{HERMES}\n```\n",
    f"The assistant would now output:\n```\n{PYTHONIC}\n```\n",
    f"Your model will respond with\n```\n{HERMES}\n```",
    # a label naming a format, in bold or as a heading
    f"### 2. Tag-based\n\n**Formats:**\n```\n{HERMES}\n{PYTHONIC}\n```\n\n**Pros:** easy to read\n",
    '**Format:**\n```\nThe result is: {"name": "get_weather", "arguments": {"city": "Paris"}}\n```\n',
    f"Syntax:\n```\n{PYTHONIC}\n```\n",
    # a marker in a Python string with a prefix
    'for m in re.finditer(r"<tool_call>\\n(.+)?\\n</tool_call>", content):\n    pass\n',
    'pattern = rb"<tool_call>(.*?)</tool_call>"\n',
    'print(f"<tool_call>{body}</tool_call>")\n',
    # DeepSeek's blocks with placeholders, whole with their tokens
    "请问是不是没有适配这种模板解析呢？\n\n<｜tool▁calls▁begin｜>\n<｜tool▁call▁begin｜>\n"
    '{"name": "function_name", "parameters": {...}}\n<｜tool▁call▁end｜>\n<｜tool▁calls▁end｜><｜end▁of▁sentence｜>',
    "V3.1: <｜tool▁calls▁begin｜><｜tool▁call▁begin｜>tool_call_name<｜tool▁sep｜>tool_call_arguments"
    "<｜tool▁call▁end｜><｜tool▁calls▁end｜>\nthat is all",
    "R1: <｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>FUNCTION_NAME\\n'```json\\n"
    '{"a": 1}\\n```<｜tool▁call▁end｜><｜tool▁calls▁end｜>\n',
    "<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>\n"
    '{"name": "get_weather", "arguments": {...}}\n<｜tool▁call▁end｜><｜tool▁calls▁end｜>',
    # annotated JSON naming a tool nobody offered
    '3. Try any tool:\n```\n{\n  "tool": "filesystem.read",\n  "params": {\n    "arguments": "C:\\\\docs"  // wrong\n'
    "  }\n}\n```\n\n### Expected\n",
    '```json\n{"name": "fs.list", "arguments": {  // an object\n  "path": "a"\n}}\n```\n',
]


@pytest.mark.parametrize("text", SHOWN)
def test_a_format_shown_stays_text(text: str) -> None:
    stays_text(text.strip(), TOOLS)  # (the content left is stripped)


CALLS = [
    # the model's own words about what it will do: calls still
    f"I will call:\n```\n{HERMES}\n```\n",
    f"Let me call the tool:\n{HERMES}",
    f"I'll now run:\n```\n{PYTHONIC}\n```",
    f"## Weather\n\nLet me read it:\n```\n{HERMES}\n```\n",
    f"The weather will be checked now:\n{HERMES}",
    # a string prefix only counts in code: a call after a word and a quote is read
    f"Calling it.\n{HERMES}",
    # DeepSeek's real blocks, and one after a placeholder-free mention
    DS_CALL,
    "Checking.\n" + DS_CALL,
    # an offered tool in annotated JSON is still read
    '```json\n{"name": "get_weather", "arguments": {"city": "Paris"}}  // the city\n```',
]


@pytest.mark.parametrize("text", CALLS)
def test_a_call_stays_a_call(text: str) -> None:
    assert calls_of(read_streamed(text, TOOLS)) == [WEATHER]


CUT = [
    # a placeholder block never closed: text whole (a placeholder is never a call)
    "<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>tool_call_name<｜tool▁sep｜>",
    'x = r"<tool_call>{"name": "get_weather", "arguments": {"city": "Pa',
]


@pytest.mark.parametrize("text", CUT)
def test_a_cut_shown_format_runs_nothing(text: str) -> None:
    assert read_streamed(text, TOOLS).calls == []


def test_a_real_call_cut_after_the_model_will_line_is_an_error_not_a_call() -> None:
    text = 'I will now call it:\n<tool_call>\n{"name": "get_weather", "arguments": {"city": "Pa'
    result = read_streamed(text, TOOLS)
    assert result.calls == [] and len(result.errors) == 1


def test_the_same_block_with_a_real_name_is_read() -> None:
    text = "V3.1: <｜tool▁calls▁begin｜><｜tool▁call▁begin｜>get_weather<｜tool▁sep｜>" + '{"city": "Paris"}'
    text += "<｜tool▁call▁end｜><｜tool▁calls▁end｜>"
    assert calls_of(read_streamed(text, TOOLS)) == [WEATHER]
