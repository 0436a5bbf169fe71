"""Bare JSON call objects in the shapes other frameworks write (issue 42): smolagents' `tool_name`/`tool_arguments`,
TGI's tool grammar `{"function": {"_name": NAME, ...}}`, arguments serialized as a string without escaping its
quotes, MemGPT's markdown-escaped underscores (`send\\_message`), and quarkus-langchain4j's `inputs`."""

from __future__ import annotations

import pytest

from parsers import StreamingParser, extract_tool_calls
from tests.parsers.streamed import calls_of, read_streamed

TOOLS = [
    {
        "name": "get_weather",
        "parameters": {
            "type": "object",
            "properties": {"location": {"type": "string"}, "celsius": {"type": "boolean"}},
            "required": ["location"],
        },
    },
    {
        "name": "web_search",
        "parameters": {"type": "object", "properties": {"query": {"type": "string"}}, "required": ["query"]},
    },
    {
        "name": "final_answer",
        "parameters": {"type": "object", "properties": {"answer": {"type": "string"}}, "required": ["answer"]},
    },
    {
        "name": "send_message",
        "parameters": {
            "type": "object",
            "properties": {"message": {"type": "string"}, "inner_thoughts": {"type": "string"}},
            "required": ["message"],
        },
    },
]

SMOLAGENTS = 'Action:\n{\n  "tool_name": "get_weather",\n  "tool_arguments": {"location": "Oslo", "celsius": true}\n}'
TGI = '{\n  "function": {\n    "_name": "web_search",\n    "query": "rust lifetimes"\n  }\n}'
TGI_CUT = '{\n  "function": {\n    "_name": "final_answer",\n    "answer": "Training a large model uses'
UNESCAPED_STRING = '{"tool": "web_search", "arguments": "{"query": "History of ChatGPT"}"}'
# quarkus-langchain4j's tool prompt asks for {"name": …, "inputs": {…}}
INPUTS = '{"name": "final_answer", "inputs": {"answer": "The amount is 11.1."}}'
MEMGPT = '{\n  "function": "send\\_message",\n  "params": {\n    "inner\\_thoughts": "greet", "message": "Hi Chad"\n'


def calls(text: str) -> list[tuple[str, dict]]:
    return [(call.name, call.arguments) for call in extract_tool_calls(text, TOOLS).calls]


def streamed_like_whole(text: str) -> None:
    read_streamed(text, TOOLS)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (SMOLAGENTS, [("get_weather", {"location": "Oslo", "celsius": True})]),
        (SMOLAGENTS + "\n\nThis gets the weather in Oslo.", [("get_weather", {"location": "Oslo", "celsius": True})]),
        (TGI, [("web_search", {"query": "rust lifetimes"})]),
        (UNESCAPED_STRING, [("web_search", {"query": "History of ChatGPT"})]),
        (MEMGPT, [("send_message", {"inner_thoughts": "greet", "message": "Hi Chad"})]),
        (INPUTS, [("final_answer", {"answer": "The amount is 11.1."})]),
        (
            "Calling it:\n" + INPUTS.replace("final_answer", "web_search").replace("answer", "query"),
            [("web_search", {"query": "The amount is 11.1."})],
        ),
    ],
)
def test_a_call_object_in_another_frameworks_shape_is_read(text, expected):
    assert calls(text) == expected
    streamed_like_whole(text)


def test_tgi_grammar_output_cut_off_is_an_error_naming_the_tool():
    result = extract_tool_calls(TGI_CUT, TOOLS)
    assert result.calls == [] and [error.name for error in result.errors] == ["final_answer"]
    parser = StreamingParser(TOOLS)
    assert [event for char in TGI_CUT for event in parser.feed(char) if event.kind == "call"] == []
    assert parser.finish() == result


@pytest.mark.parametrize(
    "text",
    [
        '{"tool_name": "hammer", "price": 12}',  # data that names no offered tool
        '{"tool_name": "get_weather", "owner": "ops"}',  # an offered name beside a key that is no parameter
        '{"function": {"_name": "get_weather", "owner": "ops"}}',
        '{"_name": "Ann", "age": 3}',
        'The record was {"note": "{"a": 1}"} yesterday.',  # an unescaped object in a string, no call
    ],
)
def test_data_in_these_shapes_stays_text(text):
    result = extract_tool_calls(text, TOOLS)
    assert result.calls == [] and result.errors == [] and result.content == text


@pytest.mark.parametrize(
    "text",
    [
        '{"function": "send\\_mail", "params": {"message": "hi"}}',  # no offered tool, even unescaped
        '{"tool_name": "hammer", "tool_arguments": {"weight": 2}}',
        '{"name": "Ann", "inputs": {"age": 3}}',  # no offered tool is so named
        '{"tool": "web_search", "arguments": "{"query": "History of ChatGPT"}" and more',  # never closes
    ],
)
def test_no_call_is_made_of_an_undeclared_name_or_an_object_left_open(text):
    assert calls(text) == []


@pytest.mark.parametrize(
    "text",
    [
        '<tool_call>{"name": "get_weather", "arguments": {"location": "北"</tool_call>',
        '<tool_call>{"name": "get_weather", "arguments": {"location": "北"}</tool_call>\nDone.',
        '<tool_call>{"name": "get_weather", "arguments": {"location": "北"</tool_call>' * 3,
    ],
)
def test_a_json_call_owing_only_its_closing_braces_before_its_end_tag_is_repaired(text):
    result = read_streamed(text, TOOLS)
    assert calls_of(result) == [("get_weather", {"location": "北"})] * text.count("<tool_call>") and result.errors == []


def test_an_end_tag_inside_a_string_is_still_part_of_it():
    for text in (
        '<tool_call>{"name": "get_weather", "arguments": {"location": "say "</tool_call>" here"}}</tool_call>',
        '<tool_call>{"name": "get_weather", "arguments": {"location": "say \\"</tool_call>\\" here"}}</tool_call>',
    ):
        assert calls_of(read_streamed(text, TOOLS)) == [("get_weather", {"location": 'say "</tool_call>" here'})]
    cut = read_streamed('<tool_call>{"name": "get_weather", "arguments": {"location": "Pa</tool_call>', TOOLS)
    assert cut.calls == [] and len(cut.errors) == 1
