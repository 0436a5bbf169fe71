"""Issue 42, corpus be: the text formats agent frameworks prompt local models to write. ReAct's `Action: NAME` /
`Action Input: ARGS` lines (LlamaIndex, LangChain, Qwen's ReAct prompting), a string input for a tool of one
parameter (LangChain's `action_input`), LangChain's XML agent `<tool>NAME</tool><tool_input>…</tool_input>`,
Langroid's `{"request": NAME, …}` and DSPy's `tool_calls` list beside its answer (parsers/readers/framework_calls.py,
parsers/calls.py)."""

from __future__ import annotations

from typing import Any

import pytest

from tests.parsers.corpus import tool_schema
from tests.parsers.streamed import calls_of, read_streamed, stays_text

TOOLS: list[dict[str, Any]] = [
    tool_schema("web_search", ("query",), query="string"),
    tool_schema("add", ("a", "b"), a="integer", b="integer"),
    tool_schema("read", ("path",), path="string", limit="integer"),  # one required parameter of two
    tool_schema("write", ("path", "content"), path="string", content="string"),
]

REACT_CALLS = [
    # LlamaIndex: the input's JSON over several lines
    ('Thought: I need to add.\nAction: add\nAction Input: {\n    "a": 1,\n    "b": 2\n}\n', ("add", {"a": 1, "b": 2})),
    # blank lines between the parts
    ('Thought: adding.\n\nAction: add\n\nAction Input: {"a": 3, "b": 4}\n', ("add", {"a": 3, "b": 4})),
    # a Python dict, and the model's words after the value
    (
        "Thought: look.\nAction: read\nAction Input: {'path': 'a.py', 'limit': 5}, along those lines.\n",
        ("read", {"path": "a.py", "limit": 5}),
    ),  # fmt: skip
    # LangChain's ReAct: a string for a tool of one parameter (its quotes dropped), numbered labels
    (
        "Question: weather?\nThought: search it\nAction: web_search\nAction Input: weather in SF\n",
        ("web_search", {"query": "weather in SF"}),
    ),  # fmt: skip
    ('Thought: search\nAction 1: web_search\nAction 1 Input: "cats"', ("web_search", {"query": "cats"})),
    # a string for the one required parameter of a tool that has an optional one too
    ("Thought: open it\nAction: read\nAction Input: src/main.py\nObservation:", ("read", {"path": "src/main.py"})),
    # indented, as a reply quoted in a triple-quoted string keeps it
    ('  Thought: add\n  Action: add\n  Action Input: {"a": 1, "b": 1}', ("add", {"a": 1, "b": 1})),
    # the tool's listing line from the prompt copied as the action (phi3 under CrewAI, corpus cf)
    (
        'Thought: look\nAction: web_search(query) - Searches the web for it.\nAction Input: {"query": "x"}',
        ("web_search", {"query": "x"}),
    ),
]


@pytest.mark.parametrize("text, call", REACT_CALLS)
def test_react_lines_call_an_offered_tool(text: str, call: tuple[str, dict[str, Any]]) -> None:
    result = read_streamed(text, TOOLS)
    assert calls_of(result) == [call] and result.errors == []
    assert result.content.startswith(text[: text.index("Action")].strip())  # the Thought stays: prose, not a tag


def test_a_react_string_for_a_tool_of_several_parameters_stays_an_error() -> None:
    result = read_streamed("Thought: save\nAction: write\nAction Input: notes.txt\n", TOOLS)
    assert result.calls == [] and len(result.errors) == 1 and "not a JSON object" in result.errors[0].message


@pytest.mark.parametrize(
    "text",
    [
        # the format mid-sentence, quoted in a prompt, with its placeholders, an answer
        'I would write Action: add then Action Input: {"a": 1, "b": 2} to call it.',
        'Use the following format:\n\nThought: think\nAction: add\nAction Input: {"a": 1, "b": 2}\nObservation: 3',
        'For example:\n\n```\nAction: add\nAction Input: {"a": 1, "b": 2}\n```\n\nthen the tool runs.',
        "Question: {query}\nThought: {some_text}\nAction: {function_name}\nAction Input: {function_arguments}",
        "Thought: think\nAction: the action to take, should be one of [add, web_search]\n"
        "Action Input: the input to the action",
        'Thought: done\nAction: Final Answer\nAction Input: {"answer": "42"}',
        # a name no tool offers with a string input: as likely prose as a call
        "Thought: hmm\nAction: calculator\nAction Input: 2 + 2",
        "Thought: I know it.\nAnswer: 42",
    ],
)
def test_react_lines_shown_or_answering_stay_text(text: str) -> None:
    stays_text(text, TOOLS)


def test_react_lines_to_an_undeclared_tool_with_an_object_are_an_error_naming_it() -> None:
    result = read_streamed('Thought: compute\nAction: calculator\nAction Input: {"expr": "2+2"}\n', TOOLS)
    assert result.calls == [] and len(result.errors) == 1 and "calculator" in result.errors[0].message


@pytest.mark.parametrize(
    "text",
    ['Thought: add\nAction: add\nAction Input: {"a": 1, "b"', "Thought: search\nAction: web_search\nAction Input: "],
)
def test_a_reply_stopping_inside_the_action_input_is_cut_off(text: str) -> None:
    result = read_streamed(text, TOOLS)
    assert result.calls == [] and len(result.errors) == 1
    assert "cut off" in result.errors[0].message and result.errors[0].name in ("add", "web_search")


@pytest.mark.parametrize(
    "text, call",
    [
        ('```\n{\n  "action": "web_search",\n  "action_input": "2+2"\n}\n```', ("web_search", {"query": "2+2"})),
        ('Thought: x\n{"action": "read", "action_input": "a.py"}', ("read", {"path": "a.py"})),
        ('{"tool": "web_search", "tool_input": "cats"}', ("web_search", {"query": "cats"})),
    ],
)
def test_an_action_input_string_goes_to_the_one_parameter(text: str, call: tuple[str, dict[str, Any]]) -> None:
    result = read_streamed(text, TOOLS)
    assert calls_of(result) == [call] and result.errors == []


def test_an_action_input_string_for_several_parameters_stays_an_error() -> None:
    result = read_streamed('{"action": "write", "action_input": "notes.txt"}', TOOLS)
    assert result.calls == [] and "not a JSON object" in result.errors[0].message


@pytest.mark.parametrize(
    "text, call",
    [
        ("<tool>web_search</tool><tool_input>foo</tool_input>", ("web_search", {"query": "foo"})),
        ('<tool>add</tool>\n<tool_input>{"a": 1, "b": 2}</tool_input>', ("add", {"a": 1, "b": 2})),
        (
            "I will search.\n<tool> web_search </tool><tool_input>\nbar baz\n</tool_input>",
            ("web_search", {"query": "bar baz"}),
        ),
    ],
)
def test_langchain_xml_agent_calls_an_offered_tool(text: str, call: tuple[str, dict[str, Any]]) -> None:
    result = read_streamed(text, TOOLS)
    assert calls_of(result) == [call] and result.errors == []


@pytest.mark.parametrize(
    "text",
    [
        "The agent writes <tool>NAME</tool> and then its input.",
        "<tool>calculator</tool><tool_input>2+2</tool_input>",
        "<tool>tool_name</tool><tool_input>{...}</tool_input>",
        'For example:\n<tool>add</tool><tool_input>{"a": 1, "b": 2}</tool_input>',
        "<final_answer>bar</final_answer>",
    ],
)
def test_langchain_xml_agent_tags_shown_or_undeclared_stay_text(text: str) -> None:
    stays_text(text, TOOLS)


def test_langchain_xml_agent_to_an_undeclared_tool_with_an_object_is_an_error() -> None:
    result = read_streamed('<tool>calculator</tool><tool_input>{"expr": "2+2"}</tool_input>', TOOLS)
    assert result.calls == [] and len(result.errors) == 1 and "calculator" in result.errors[0].message


def test_langchain_xml_agent_cut_before_its_closing_tag_is_cut_off() -> None:
    result = read_streamed("<tool>web_search</tool><tool_input>weather in", TOOLS)
    assert result.calls == [] and len(result.errors) == 1
    assert "cut off" in result.errors[0].message and "web_search" in result.errors[0].message


@pytest.mark.parametrize(
    "text, calls",
    [
        ('Ok.\n    {\n        "request": "web_search",\n        "query": "cats"\n    }\n    Thanks!',
         [("web_search", {"query": "cats"})]),
        ('{"answer": "Need tools", "tool_calls": [{"name": "add", "args": {"a": 1, "b": 2}}, '
         '{"name": "web_search", "args": {"query": "x"}}]}',
         [("add", {"a": 1, "b": 2}), ("web_search", {"query": "x"})]),
    ],
)  # fmt: skip
def test_langroid_request_and_dspy_tool_calls_beside_an_answer(text: str, calls: list[Any]) -> None:
    result = read_streamed(text, TOOLS)
    assert calls_of(result) == calls and result.errors == []


@pytest.mark.parametrize(
    "text",
    [
        '{"request": "GET", "url": "https://example.com"}',
        '{"request": "web_search", "query": "cats", "headers": {}}',  # a key no parameter of the tool
        '{"answer": "ok", "tool_calls": [{"name": "calculator", "args": {"x": 1}}]}',
        '{"answer": "ok", "tool_calls": []}',
    ],
)
def test_data_with_a_request_or_tool_calls_key_stays_text(text: str) -> None:
    stays_text(text, TOOLS)
