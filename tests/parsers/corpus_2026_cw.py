# ruff: noqa: E501  (texts are kept as the sources wrote them)
"""Held-out set cw (issue 42): test fixtures of agents and clients that read a model's TEXT tool calls themselves, gathered without reading the parser.

Families: Continue.dev's system-message tool format (a ```tool fence holding `TOOL_NAME: NAME`, then
`BEGIN_ARG: KEY` / value lines / `END_ARG`, also written without the fence; values that are JSON numbers, booleans
and arrays; two calls with prose between; a reply cut after the tool name), CrewAI's ReAct parser
(`Thought:` / `Action:` / `Action Input:` with plain, quoted, multi-line, padded and `** {json}` inputs; a final
answer; an action with no input), and smolagents' text tool-call parser (bare `{"name": ..., "arguments": {...}}`
objects, one, two side by side, and inside prose).

Sources: continuedev/continue core/tools/systemMessageTools/toolCodeblocks/interceptSystemToolCalls.vitest.ts and
core/tools/systemMessageTools/complexToolCall.vitest.ts; crewAIInc/crewAI tests/agents/test_crew_agent_parser.py;
huggingface/smolagents tests/test_parse_tool_calls.py. The streamed fixtures (Continue) are given as the
concatenation of the chunks the test feeds, in order. Where the fixture's parser keeps an input as one string
(CrewAI's `tool_input`), the call is written with the harness's one `tool_input` parameter; the `** {json}` input is
written as the JSON object's keys, as a human reads the tool's declared parameters.

Could not find / not reached (in the helper's 35 minutes): Void, Zed, Kilo Code, Semantic Kernel, AutoGen, Agno and
Open WebUI threads are largely cited already; Plandex, Tabby, Open WebUI's default function calling, any-llm,
aisuite, ell, simonw/llm and its plugins, Haystack, Spring AI and Tabnine were not searched in the time left.
Continue's XML tool tests hold only tag-splitting unit inputs, and its tool-name parser test feeds single lines, not
replies. A smolagents-based project's test quoting a user's log (`Calling tools:\n[{...}]`) was found by string
search but its repository could not be named, so it is left out.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the sources' harnesses declared, with their parameters
TOOLS_CW: list[dict[str, Any]] = [
    # Continue's fixtures
    tool_schema("test_tool", (), arg1="string", number_arg="integer", boolean_arg="boolean", json_array="array"),
    tool_schema("first_tool", ("arg1",), arg1="string"),
    tool_schema("second_tool", ("arg2",), arg2="string"),
    # CrewAI's fixtures
    tool_schema("search", ("tool_input",), tool_input="string"),
    tool_schema("query", ("task", "context", "coworker"), task="string", context="string", coworker="string"),
    # smolagents' fixtures
    tool_schema("get_weather", ("city",), city="string"),
]

SOURCES_CW: dict[str, str] = {}
CASES_CW: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_CW[id] = source
    CASES_CW.append(Case(id, text, list(calls), **kw))


CONT = "https://github.com/continuedev/continue/blob/2e544feb843535c52c08a8b55a1d81d8c6aabd16/core/tools/systemMessageTools/toolCodeblocks/interceptSystemToolCalls.vitest.ts"
CONT_COMPLEX = "https://github.com/continuedev/continue/blob/d9e60cffc141fcdc9b946d5eb12a3dc4124c5ac7/core/tools/systemMessageTools/complexToolCall.vitest.ts"
CREW = "https://github.com/crewAIInc/crewAI/blob/2eda5fdeed6f97b1e9c5bff4a124832f8e6c1f1e/tests/agents/test_crew_agent_parser.py"
SMOL = "https://github.com/huggingface/smolagents/blob/e32554dcb99849f82b0a74e65215cb8fa5dee43b/tests/test_parse_tool_calls.py"

# ---- Continue.dev: system-message tool codeblocks --------------------------------------------------
real(CONT + " (\"processes standard tool call format\": the chunks joined)", "continue-tool-fence-after-prose",
     "I'll help you with that. Let me use a tool:\n```tool\nTOOL_NAME: test_tool\nBEGIN_ARG: arg1\nvalue1\nEND_ARG\n```",
     ("test_tool", {"arg1": "value1"}))  # fmt: skip
real(CONT + " (\"processes tool_name without codeblock format\": the chunks joined)", "continue-tool-name-lines-without-fence",
     "I'll help you with that.\nTOOL_NAME: test_tool\nBEGIN_ARG: arg1\nvalue1\nEND_ARG\n",
     ("test_tool", {"arg1": "value1"}))  # fmt: skip
real(CONT + " (\"preserves content after a tool call\": the chunks joined)", "continue-tool-fence-then-prose",
     "```tool\nTOOL_NAME: test_tool\nBEGIN_ARG: arg1\nvalue1\nEND_ARG\n```\nThis content should be preserved",
     ("test_tool", {"arg1": "value1"}))  # fmt: skip
real(CONT + " (\"parses multiple tool calls in a single response stream\": the chunks joined)", "continue-two-tool-fences-with-prose-between",
     "```tool\nTOOL_NAME: first_tool\nBEGIN_ARG: arg1\nvalue1\nEND_ARG\n```\nNow running another tool.\n```tool\nTOOL_NAME: second_tool\nBEGIN_ARG: arg2\nvalue2\nEND_ARG\n```",
     ("first_tool", {"arg1": "value1"}), ("second_tool", {"arg2": "value2"}))  # fmt: skip
real(CONT + " (\"handles JSON parsing for argument values\": the chunks joined; the values are read as JSON, as the test expects)", "continue-tool-fence-number-and-boolean-args",
     "```tool\nTOOL_NAME: test_tool\nBEGIN_ARG: number_arg\n123\nEND_ARG\nBEGIN_ARG: boolean_arg\ntrue\nEND_ARG\n```",
     ("test_tool", {"number_arg": 123, "boolean_arg": True}))  # fmt: skip
real(CONT_COMPLEX + " (\"handles arguments with embedded JSON and special escape sequences\": the chunks joined, the template literal's escapes resolved)", "continue-tool-fence-json-array-arg",
     "```tool\nTOOL_NAME: test_tool\nBEGIN_ARG: json_array\n[\"first item\", \"second \\\"quoted\\\" item\", \"third\\nitem\"]\nEND_ARG\n```",
     ("test_tool", {"json_array": ["first item", "second \"quoted\" item", "third\nitem"]}))  # fmt: skip
real(CONT + " (\"stops processing when aborted\": the two chunks joined; the reply stops after the tool name)", "cut-continue-tool-fence-after-name",
     "```tool\nTOOL_NAME: test_tool\n", errors=["cut off"])  # fmt: skip  # gathered with no error given; a reply cut inside a call is a cut-off error (corpus cut- cases): the lead moved this expectation to that rule after measuring

# ---- CrewAI: ReAct text parser ---------------------------------------------------------------------
real(CREW + " (test_valid_action_parsing_special_characters)", "crewai-react-apostrophe-input",
     "Thought: Let's find the temperature\nAction: search\nAction Input: what's the temperature in SF?",
     ("search", {"tool_input": "what's the temperature in SF?"}))  # fmt: skip
real(CREW + " (test_valid_action_parsing_with_json_tool_input: the triple-quoted text, its indentation kept)", "crewai-react-bold-marker-then-json-input",
     "\n    Thought: Let's find the information\n    Action: query\n"
     "    Action Input: ** {\"task\": \"What are some common challenges or barriers that you have observed or experienced when implementing AI-powered solutions in healthcare settings?\", \"context\": \"As we've discussed recent advancements in AI applications in healthcare, it's crucial to acknowledge the potential hurdles. Some possible obstacles include...\", \"coworker\": \"Senior Researcher\"}\n    ",
     ("query", {"task": "What are some common challenges or barriers that you have observed or experienced when implementing AI-powered solutions in healthcare settings?", "context": "As we've discussed recent advancements in AI applications in healthcare, it's crucial to acknowledge the potential hurdles. Some possible obstacles include...", "coworker": "Senior Researcher"}))  # fmt: skip
real(CREW + " (test_valid_action_parsing_with_quotes)", "crewai-react-quoted-input",
     "Thought: Let's find the temperature\nAction: search\nAction Input: \"temperature in SF\"",
     ("search", {"tool_input": "temperature in SF"}))  # fmt: skip
real(CREW + " (test_valid_action_parsing_with_nested_quotes)", "crewai-react-quoted-input-with-inner-quotes",
     "Thought: Let's find the temperature\nAction: search\nAction Input: \"what's the temperature in 'SF'?\"",
     ("search", {"tool_input": "what's the temperature in 'SF'?"}))  # fmt: skip
real(CREW + " (test_valid_action_parsing_with_newlines)", "crewai-react-two-line-input",
     "Thought: Let's find the temperature\nAction: search\nAction Input: what is\nthe temperature in SF?",
     ("search", {"tool_input": "what is\nthe temperature in SF?"}))  # fmt: skip
real(CREW + " (test_parsing_with_whitespace)", "crewai-react-space-padded-lines",
     " Thought: Let's find the temperature \n Action: search \n Action Input: what is the temperature in SF? ",
     ("search", {"tool_input": "what is the temperature in SF?"}))  # fmt: skip
real(CREW + " (test_valid_action_parsing_with_unbalanced_quotes: the opening quote is never closed)", "crewai-react-unclosed-quote-input",
     "Thought: Let's find the temperature\nAction: search\nAction Input: \"what is the temperature in SF?",
     ("search", {"tool_input": "what is the temperature in SF?"}))  # fmt: skip
real(CREW + " (test_valid_final_answer_parsing)", "neg-crewai-react-final-answer",
     "Thought: I found the information\nFinal Answer: The temperature is 100 degrees")  # fmt: skip
real(CREW + " (test_missing_action_input_error: the parser raises \"I missed the 'Action Input:' after 'Action:'\")", "neg-crewai-react-action-without-input",
     "Thought: Let's find the temperature\nAction: search")  # fmt: skip  # gathered as err- with no error given; a ReAct action is read only with its `Action Input:` line (parsers/README.md, agent frameworks' formats), so a lone `Action:` line stays text: the lead renamed it neg- after measuring

# ---- smolagents: JSON tool calls in text -----------------------------------------------------------
real(SMOL + " (test_single_tool_call)", "smolagents-bare-json-call",
     "{\"name\": \"get_weather\", \"arguments\": {\"city\": \"Tokyo\"}}",
     ("get_weather", {"city": "Tokyo"}))  # fmt: skip
real(SMOL + " (test_multiple_parallel_tool_calls)", "smolagents-two-bare-json-calls-on-one-line",
     "{\"name\": \"get_weather\", \"arguments\": {\"city\": \"Tokyo\"}} {\"name\": \"get_weather\", \"arguments\": {\"city\": \"New York\"}}",
     ("get_weather", {"city": "Tokyo"}), ("get_weather", {"city": "New York"}))  # fmt: skip
real(SMOL + " (test_mixed_content_with_tool_calls)", "smolagents-json-calls-inside-prose",
     "Getting weather. {\"name\": \"get_weather\", \"arguments\": {\"city\": \"London\"}} Also need: {\"name\": \"get_weather\", \"arguments\": {\"city\": \"Paris\"}}",
     ("get_weather", {"city": "London"}), ("get_weather", {"city": "Paris"}))  # fmt: skip
real(SMOL + " (test_error_handling_invalid_tool_calls)", "neg-smolagents-plain-text",
     "This text has no tool calls at all.")  # fmt: skip
