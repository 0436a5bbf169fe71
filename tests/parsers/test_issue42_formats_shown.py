"""Issue 42, corpora bd and bg: a call shown, not made. A block after a line that introduces the format a model
outputs, in English ("in the following format:") or in Japanese and Chinese ("以下のような形式で出力する。",
"格式如下："), stays text (parsers/readers/markup.py), while a call after prose that only announces it is read."""

from __future__ import annotations

from typing import Any

import pytest

from tests.parsers.corpus import tool_schema
from tests.parsers.streamed import calls_of, read_streamed, stays_text

TOOLS: list[dict[str, Any]] = [
    tool_schema("get_weather", ("city",), city="string"),
    tool_schema("web_search", ("query",), query="string"),
    tool_schema("read_file", ("path",), path="string"),
]

JSON_CALL = '{\n  "name": "get_weather",\n  "arguments": {"city": "Tokyo"}\n}'
TOOL_ARGS = '{\n  "tool": "get_weather",\n  "args": {\n    "city": "Tokyo"\n  }\n}'
FENCED = '```json\n{"name": "get_weather", "arguments": {"city": "Tokyo"}}\n```'

FORMAT_INTROS = [
    "LLMがツールの使用を選んだ場合、以下のような形式で出力する。",
    "モデルは次の形式で出力します：",
    "ツールを使う場合は下記のフォーマットで返します:",
    "模型会输出如下格式的JSON：",
    "工具调用的格式如下：",
    "例如：",
    "The model then replies in the following format:",
    "It outputs tool calls in the following JSON format:",
    "Respond following the format below:",
]


@pytest.mark.parametrize("intro", FORMAT_INTROS)
@pytest.mark.parametrize("block", [JSON_CALL, TOOL_ARGS, FENCED])
def test_a_block_after_a_line_introducing_a_format_stays_text(intro: str, block: str) -> None:
    stays_text(f"{intro}\n\n{block}", TOOLS)


CALL_INTROS = [
    "東京の天気を調べます。",
    "天気を確認します：",
    "我来查询一下天气：",
    "Here is the call:",
    "I'll call it:",
    "Let me check the weather:",
]


@pytest.mark.parametrize("intro", CALL_INTROS)
@pytest.mark.parametrize("block", [JSON_CALL, FENCED])
def test_a_call_after_prose_announcing_it_is_read(intro: str, block: str) -> None:
    assert calls_of(read_streamed(f"{intro}\n\n{block}", TOOLS)) == [("get_weather", {"city": "Tokyo"})]


def test_the_phrase_in_a_sentence_that_goes_on_is_not_an_intro() -> None:
    # the phrase mid-line, the line not ending its sentence: the call after it is read
    text = "以下の形式で出力する場合もあるが、今回は呼び出す\n\n" + JSON_CALL
    assert calls_of(read_streamed(text, TOOLS)) == [("get_weather", {"city": "Tokyo"})]


CALL_LIST = (
    '[\n    {"name": "web_search", "arguments": {"query": "catering"}},\n'
    '    {"name": "web_search", "arguments": {"query": "themes"}}\n]'
)
STRING_ARGS_LIST = (
    '[\n    {"name": "web_search", "arguments": "catering"},\n    {"name": "web_search", "arguments": "themes"}\n]'
)


@pytest.mark.parametrize(
    "intro",
    [
        "A ToolCallingAgent would instead create a JSON structure:",
        "The model would output:",
        "Given this prompt, the LLM would then generate the following:",
        "A well-tuned agent would return a list of calls:",
    ],
)
@pytest.mark.parametrize("block", [CALL_LIST, STRING_ARGS_LIST])
def test_what_another_would_write_stays_text(intro: str, block: str) -> None:
    stays_text(f"{intro}\n\n{block}\n\nThis JSON blob is then used to execute the tool calls.", TOOLS)
    stays_text(f"{intro}\n\n{block}", TOOLS)


@pytest.mark.parametrize("intro", ["I would call:", "Let me search both:", "We would then output:", ""])
def test_a_list_of_calls_the_model_makes_is_read(intro: str) -> None:
    expected = [("web_search", {"query": "catering"}), ("web_search", {"query": "themes"})]
    assert calls_of(read_streamed(f"{intro}\n\n{CALL_LIST}".lstrip(), TOOLS)) == expected


NESTED_FENCE = (
    '```\n    <|tool_call_start|>\n    ```python \n    read_file(path="/path/to/file")\n'
    "    ```\n    <|tool_call_end|>\n```"
)


@pytest.mark.parametrize(
    "intro",
    [
        "where MiniCPM4 generates tool calls in the following format:",
        "The model answers in the following format:",
        "Tool calls take the format below:",
        "工具调用的格式如下：",
    ],
)
def test_a_fence_nested_in_a_format_example_stays_text(intro: str) -> None:
    # a ``` a label follows (```python) opens a fence inside the outer one; the next bare ``` closes that one
    stays_text(f"{intro}\n\n{NESTED_FENCE}", TOOLS)
    stays_text(f"{intro}\n\n{NESTED_FENCE.replace('<|tool_call_start|>', '[')}", TOOLS)


def test_a_fence_closed_before_a_label_still_closes() -> None:
    text = 'Let me read it:\n```json\n{"name": "read_file", "arguments": {"path": "a"}}\n```\nDone.'
    assert calls_of(read_streamed(text, TOOLS)) == [("read_file", {"path": "a"})]
    two_fences = 'Let me read it:\n```\nx = 1\n```\n```json\n{"name": "read_file", "arguments": {"path": "a"}}\n```'
    assert calls_of(read_streamed(two_fences, TOOLS)) == [("read_file", {"path": "a"})]


def test_a_fenced_call_after_a_lead_in_is_read() -> None:
    text = 'Let me read the file:\n\n```\n{"name": "read_file", "arguments": {"path": "/a"}}\n```'
    assert calls_of(read_streamed(text, TOOLS)) == [("read_file", {"path": "/a"})]


MINIMAX_PROMPT = (
    "If you need to call tools, please respond with <tool_calls></tool_calls> XML tags, and provide tool-name and "
    "json-object of arguments, following the format below:\n<tool_calls>\n"
    '{"name": <tool-name>, "arguments": <args-json-object>}\n...\n</tool_calls>'
)


@pytest.mark.parametrize(
    "text",
    [
        MINIMAX_PROMPT,
        "please respond with <tool_calls></tool_calls> XML tags.",
        "wrap each call in <tool_call></tool_call> tags, one per call.",
        "Models emit <minimax:tool_call></minimax:tool_call> blocks",
    ],
)
def test_an_empty_tag_pair_named_in_a_sentence_stays_text(text: str) -> None:
    stays_text(text, TOOLS)


@pytest.mark.parametrize("opener", ["<tool_calls>", "<tool_call>"])
def test_a_call_in_tags_after_words_is_read(opener: str) -> None:
    closer = opener.replace("<", "</")
    text = f'Let me check {opener}[{{"name": "read_file", "arguments": {{"path": "a"}}}}]{closer}'
    assert calls_of(read_streamed(text, TOOLS)) == [("read_file", {"path": "a"})]
