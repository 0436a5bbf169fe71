"""Issue 42, corpus bt: a fence one sentence runs around ("the resulting segment\n\n```…```\n\nwas passed whole to
…": the line before stops on a word, the text after goes on in lowercase) quotes a value, not a call
(parsers/readers/formats_shown.py, `quoted_in_a_sentence`). A reply's fenced call after a line that ends its
sentence, or followed by nothing or by a new sentence, is still read."""

from __future__ import annotations

from typing import Any

import pytest

from tests.parsers.corpus import tool_schema
from tests.parsers.streamed import calls_of, read_streamed, stays_text

TOOLS: list[dict[str, Any]] = [
    tool_schema("get_weather", ("location",), location="string"),
    tool_schema("get_time", ("timezone",), timezone="string"),
    tool_schema("read_file", ("path",), path="string"),
]

WEATHER = '{"name": "get_weather", "arguments": {"location": "NYC"}}'
TIME = '{"name": "get_time", "arguments": {"timezone": "EST"}}'
READ = '{"name": "read_file", "arguments": {"path": "src/main.py"}}'
PAIR = WEATHER + ";" + TIME

QUOTED_IN_A_SENTENCE = [
    f"After splitting on the tag, the resulting segment\n\n```\n{PAIR}\n```\n\nwas passed whole to the decoder.",
    f"The model returned\n```json\n{WEATHER}\n```\nwhich the parser dropped.",
    f"Our server received\n\n```json\n{READ}\n```\n\nand never answered it.",
    f"the raw output was\n```\n{TIME}\n```\nbut the client saw nothing",
    # a call to an undeclared name, quoted the same way: no error either
    'the model emitted\n```json\n{"name": "search", "arguments": {"q": "x"}}\n```\nwhen no tool was offered.',
    # placeholders in the quoted call
    'the template renders\n```json\n{"name": "<tool>", "arguments": {"<key>": "<value>"}}\n```\nfor every call.',
    # in prose after "for example" too
    f"For example, the segment\n```\n{WEATHER}\n```\nis parsed as one call.",
]


@pytest.mark.parametrize("text", QUOTED_IN_A_SENTENCE)
def test_a_fence_a_sentence_runs_around_stays_text(text: str) -> None:
    stays_text(text, TOOLS)


READ_CALL = [("read_file", {"path": "src/main.py"})]
A_REPLYS_CALL = [
    f"I'll read the file\n```json\n{READ}\n```",
    f"Let me check\n```json\n{READ}\n```\nThen I will summarize.",
    f"Reading it now:\n```json\n{READ}\n```",
    f"Reading it now:\n```json\n{READ}\n```\nand then I'll fix it.",  # a colon ends the line before
    f"I will read it.\n\n```json\n{READ}\n```\n\nafter that, the summary.",
    f"Let me look at it\n\n```\n{READ}\n```\n\n",
    f"## Reading the file\n```json\n{READ}\n```\nthen the summary follows.",
]


@pytest.mark.parametrize("text", A_REPLYS_CALL)
def test_a_replys_fenced_call_is_read(text: str) -> None:
    assert calls_of(read_streamed(text, TOOLS)) == READ_CALL


def test_a_fenced_pair_ending_the_reply_is_read() -> None:
    result = read_streamed(f"I'll check both\n```\n{PAIR}\n```", TOOLS)
    assert calls_of(result) == [("get_weather", {"location": "NYC"}), ("get_time", {"timezone": "EST"})]


def test_a_cut_off_fenced_call_is_no_call() -> None:
    result = read_streamed('I\'ll read the file\n```json\n{"name": "read_file", "arguments": {"path": "src/ma', TOOLS)
    assert result.calls == [] and len(result.errors) == 1


# corpus bq: a reply that is wholly JSON calls, each with one stray string key beside name and arguments
# (parsers/readers/whole_reply_json.py): calls, or errors naming an undeclared tool
SEARCH = '{"name": "search", "function": "querySearch", "arguments": {"keywords": ["AI"]}}'
STRAY_KEY_CALLS = [f"[{SEARCH}]", SEARCH, f"\n[{SEARCH}, {SEARCH}]\n"]


@pytest.mark.parametrize("text", STRAY_KEY_CALLS)
def test_a_whole_reply_of_calls_with_a_stray_key_names_the_tool(text: str) -> None:
    result = read_streamed(text, TOOLS)
    assert result.calls == [] and result.errors and all("'search'" in e.message for e in result.errors)


def test_an_offered_tool_with_a_stray_key_is_called() -> None:
    text = '[{"name": "read_file", "tool": "reader", "arguments": {"path": "src/main.py"}}]'
    assert calls_of(read_streamed(text, TOOLS)) == READ_CALL


STRAY_KEY_DATA = [
    f"The model replied [{SEARCH}] and stopped.",  # in prose
    f"For example:\n\n[{SEARCH}]\n\nis what it wrote.",
    '[{"name": "search", "function": "querySearch", "arguments": "AI"}]',  # arguments no object
    '[{"name": "search", "function": "querySearch", "version": "1", "arguments": {"k": "AI"}}]',  # two stray keys
    '[{"name": "search", "owner": {"id": 1}, "arguments": {"k": "AI"}}]',  # a stray object
    '{"name": "search", "description": "Search.", "parameters": {"type": "object", "properties": {}}}',  # a definition
    '{"name": "my-app", "version": "1.0.0", "scripts": {"test": "jest"}}',  # a package.json
]


@pytest.mark.parametrize("text", STRAY_KEY_DATA)
def test_json_data_with_a_name_and_more_keys_stays_text(text: str) -> None:
    stays_text(text, TOOLS)


def test_a_cut_off_whole_reply_of_stray_key_calls_runs_nothing() -> None:
    result = read_streamed('[{"name": "read_file", "tool": "reader", "arguments": {"path": "src/ma', TOOLS)
    assert result.calls == []
