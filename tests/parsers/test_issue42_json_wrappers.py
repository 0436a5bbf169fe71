"""JSON calls inside other agents' wrappers (issue 42): SWE-agent's `{"thought": …, "command": {call}}`, the
Hermes-Function-Calling harness's `<function_calls>` list whose calls carry an `"output"` key (where it stores the
result) and `"params"`, and LangChain's ReAct `{"action": "Final Answer", "action_input": …}`, the agent's answer.
Each is read only for an offered tool: the same shapes naming none stay text, with no error."""

from __future__ import annotations

import pytest

from tests.parsers.corpus import tool_schema
from tests.parsers.streamed import calls_of, read_streamed, stays_text

TOOLS = [
    tool_schema("ls", (), path="string"),
    tool_schema("get_random_city"),
    tool_schema("get_weather_forecast", ("location",), location="string"),
    tool_schema("render", ("output",), output="string"),  # a tool whose own parameter is called "output"
    tool_schema("search", ("query",), query="string"),
]
SWE_AGENT = '{"thought": "List files", "command": {"name": "ls", "arguments": {"path": "."}}}'
HARNESS = (
    '<function_calls>\n[\n    {"name": "get_random_city", "output": "random_city"},\n'
    '    {"name": "get_weather_forecast", "params": {"location": "random_city"}, "output": "forecast"}\n]'
)
FINAL = 'Action:\n```\n{"action": "Final Answer", "action_input": "It is sunny in Hangzhou today."}\n```'


def test_swe_agent_thought_and_command_calls_the_command_and_leaves_no_content():
    result = read_streamed(SWE_AGENT, TOOLS)
    # the thought is the call's reasoning, dropped from the content as a <think> block is
    assert calls_of(result) == [("ls", {"path": "."})] and result.errors == [] and result.content == ""


@pytest.mark.parametrize(
    "text",
    [
        '{"thought": "Deploy it", "command": {"name": "deploy", "arguments": {"env": "prod"}}}',  # no such tool
        '{"command": {"name": "ls", "arguments": {"path": "."}}, "cwd": "/srv"}',  # data: "cwd" is no reasoning
        '{"thought": "List files", "command": "ls -la"}',  # a shell command string, no call object
    ],
)
def test_a_command_key_that_is_no_call_to_an_offered_tool_stays_text(text):
    stays_text(text, TOOLS)


def test_the_harness_function_calls_list_with_output_and_params_calls_each_tool():
    result = read_streamed(HARNESS, TOOLS)
    assert calls_of(result) == [("get_random_city", {}), ("get_weather_forecast", {"location": "random_city"})]
    assert result.errors == [] and result.content == ""


def test_an_output_key_is_text_beside_no_offered_tool_and_an_argument_of_a_tool_that_takes_it():
    stays_text('{"name": "Ann", "output": "report.pdf"}', TOOLS)
    assert calls_of(read_streamed('{"name": "render", "output": "a.png"}', TOOLS)) == [("render", {"output": "a.png"})]


def test_a_react_final_answer_is_the_agents_answer_not_a_call():
    stays_text(FINAL, TOOLS)
    offered = [*TOOLS, tool_schema("final_answer", (), action_input="string")]
    answer = '{"action": "Final Answer", "action_input": {"action_input": "done"}}'
    assert calls_of(read_streamed(answer, offered)) == [("final_answer", {"action_input": "done"})]


def test_a_react_action_naming_an_offered_tool_still_calls_it():
    text = 'Action:\n```\n{"action": "search", "action_input": {"query": "weather Hangzhou"}}\n```'
    assert calls_of(read_streamed(text, TOOLS)) == [("search", {"query": "weather Hangzhou"})]
