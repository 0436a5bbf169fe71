# ruff: noqa: E501  (texts are kept as the sources wrote them)
"""Held-out set gv (issue 42): mocked and recorded model replies in the tests of local-provider integrations, gathered without reading the parser.

Families: ReAct (`Thought:` / `Action:` / `Action Input:` JSON, and `Answer:` finals) as llama-index-core's ReActAgent
(legacy agent and workflow agent) tests feed it to the agent as the model's reply, including a retry fixture whose
`Action Input:` line is missing and whose JSON lacks a comma, and final answers written with a literal backslash
instead of a newline; the OllamaFunctions JSON envelope `{"tool": NAME, "tool_input": {...}}` from
langchain-experimental's unit test; plain replies (no call) from the content that llama-index FunctionAgent mocks,
langchain-ollama mocks and the tool_calling_llm tutorial (llama3.1 via Ollama in JSON mode) give back.

Sources: run-llama/llama_index llama-index-core tests (agent/react/test_react_agent.py,
agent/workflow/test_single_agent_workflow.py, agent/workflow/test_react_agent.py,
agent/workflow/test_multi_agent_workflow.py), langchain-ai/langchain libs/experimental unit test_ollama_functions.py
and libs/partners/ollama unit test_chat_models.py, lalanikarim/tool_calling_llm ToolCallingLLM-Tutorial.ipynb.

Could not find (in the helper's 30 minutes): the other integrations named in the brief parse no call out of text in
their tests, or their fixtures are already structured: haystack-core-integrations llama_cpp tests run a real
functionary model and read `meta["tool_calls"]`; langchain-ollama tests feed Ollama's structured `tool_calls` (only
argument-string repair); tool_calling_llm's notebook shows its calls only after parsing (AIMessage.tool_calls), not
the raw JSON; llama-index ReActOutputParser tests, autogen-ext's ollama client test, crewAI's parser test and
LiteLLM's ollama transformation tests are already cited by other sets. Not searched for lack of time: Spring AI,
semantic-kernel python Ollama connector, pydantic-ai, llama-index-llms-ollama/llama-cpp.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the tests' agents declared
TOOLS_GV: list[dict[str, Any]] = [
    # llama-index ReActAgent tests: FunctionTool.from_defaults(fn=add) / (fn=subtract)
    tool_schema("add", ("a", "b"), a="integer", b="integer"),
    tool_schema("subtract", ("a", "b"), a="integer", b="integer"),
    # llama-index AgentWorkflow's built-in handoff tool
    tool_schema("handoff", ("to_agent", "reason"), to_agent="string", reason="string"),
    # langchain-experimental OllamaFunctions().with_structured_output(schema=Schema), an empty pydantic model
    tool_schema("Schema", ()),
]

SOURCES_GV: dict[str, str] = {}
CASES_GV: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_GV[id] = source
    CASES_GV.append(Case(id, text, list(calls), **kw))


LI = "https://github.com/run-llama/llama_index/blob/"

# ---- llama-index ReActAgent (legacy agent) -------------------------------------------------------
real(LI + "3f38b0f9e313f4f0e7e70db16a0f696c1c39ca05/llama-index-core/tests/agent/react/test_react_agent.py (MOCK_ACTION_RESPONSE; tools=[add])", "li-react-legacy-add-1-1",
     "Thought: I need to use a tool to help me answer the question.\nAction: add\nAction Input: {\"a\": 1, \"b\": 1}\n",
     ("add", {"a": 1, "b": 1}))  # fmt: skip
real(LI + "3f38b0f9e313f4f0e7e70db16a0f696c1c39ca05/llama-index-core/tests/agent/react/test_react_agent.py (MOCK_FINAL_RESPONSE)", "neg-li-react-legacy-final-answer",
     "Thought: I have enough information to answer the question without using any more tools.\nAnswer: 2\n")  # fmt: skip
real(LI + "3f38b0f9e313f4f0e7e70db16a0f696c1c39ca05/llama-index-core/tests/agent/react/test_react_agent.py (MOCK_STREAM_FINAL_RESPONSE)", "neg-li-react-legacy-stream-final-answer",
     "Thought: I have enough information to answer the question without using any more tools.\nAnswer: 2 is the final answer.\n")  # fmt: skip

# ---- llama-index ReActAgent (workflow agent) ------------------------------------------------------
real(LI + "011ea534cee069cdeed3d64b7a76f2971e72fbea/llama-index-core/tests/agent/workflow/test_single_agent_workflow.py (calculator_agent fixture, first response; also in test_multi_agent_workflow.py)", "li-react-workflow-add-5-3",
     'Thought: I need to add these numbers\nAction: add\nAction Input: {"a": 5, "b": 3}\n',
     ("add", {"a": 5, "b": 3}))  # fmt: skip
real(LI + "011ea534cee069cdeed3d64b7a76f2971e72fbea/llama-index-core/tests/agent/workflow/test_single_agent_workflow.py (calculator_agent fixture, second response: a raw string, so '\\A' is a backslash and 'A')", "neg-li-react-workflow-answer-backslash",
     "Thought: The result is 8\\Answer: The sum is 8")  # fmt: skip
real(LI + "011ea534cee069cdeed3d64b7a76f2971e72fbea/llama-index-core/tests/agent/workflow/test_single_agent_workflow.py (retry_calculator_agent fixture, first response: the test expects 'Error while parsing the output')", "li-react-workflow-no-action-input-comma-repaired",
     'Thought: I need to add these numbers\nAction: add\n{"a": 5 "b": 3}\n', ("add", {"a": 5, "b": 3}), repaired=True)  # fmt: skip  # gathered as err- (llama-index's parser fails on the comma left out); the JSON's one missing comma is repaired, as the parser repairs every JSON dialect, the call marked repaired (the lead made it a positive after measuring)
real(LI + "011ea534cee069cdeed3d64b7a76f2971e72fbea/llama-index-core/tests/agent/workflow/test_single_agent_workflow.py (retry_empty_calculator_agent fixture, second response)", "li-react-workflow-add-7-23",
     'Thought: I need to add these numbers\nAction: add\nAction Input: {"a": 7, "b": 23}\n',
     ("add", {"a": 7, "b": 23}))  # fmt: skip
real(LI + "011ea534cee069cdeed3d64b7a76f2971e72fbea/llama-index-core/tests/agent/workflow/test_single_agent_workflow.py (retry_empty_calculator_agent fixture, third response: a raw string, so '\\n' is a backslash and 'n')", "neg-li-react-workflow-answer-literal-backslash-n",
     "Thought: The result is 30\\nAnswer: The sum is 30")  # fmt: skip
real(LI + "5a88fa336b8ac8740012e5b9c7654ba2929b5de1/llama-index-core/tests/agent/workflow/test_react_agent.py (test_react_agent_answer_without_thought, id preamble_instead_of_thought)", "neg-li-react-preamble-then-answer",
     "I worked it out.\nAnswer: The sum is 8")  # fmt: skip
real(LI + "5a88fa336b8ac8740012e5b9c7654ba2929b5de1/llama-index-core/tests/agent/workflow/test_react_agent.py (test_react_agent_answer_without_thought, id answer_only)", "neg-li-react-answer-only",
     "Answer: The sum is 8")  # fmt: skip

# ---- llama-index FunctionAgent content (the call itself was structured, not in the text) ----------
real(LI + "01325fc4d29594190bcd2c4f121501249bcae985/llama-index-core/tests/agent/workflow/test_multi_agent_workflow.py (retriever_agent fixture: the content beside its structured handoff call)", "neg-li-function-agent-handoff-prose",
     "Let me help you with that calculation. I'll hand this off to the calculator.")  # fmt: skip
real(LI + "01325fc4d29594190bcd2c4f121501249bcae985/llama-index-core/tests/agent/workflow/test_multi_agent_workflow.py (test_invalid_handoff, agent1's second response)", "neg-li-function-agent-stuck",
     "guess im stuck here")  # fmt: skip

# ---- langchain OllamaFunctions / ChatOllama -------------------------------------------------------
real("https://github.com/langchain-ai/langchain/blob/1cd5a383362109bed88c95e3b3dea87fa9946425/libs/experimental/tests/unit_tests/test_ollama_functions.py (test_convert_image_prompt: the mocked message content; with_structured_output(schema=Schema))", "lc-ollama-functions-tool-input-envelope",
     '{"tool": "Schema", "tool_input": {}}',
     ("Schema", {}))  # fmt: skip
real("https://github.com/langchain-ai/langchain/blob/0048bc83930f296a8256d2e78b9c86cc8c73b51e/libs/partners/ollama/tests/unit_tests/test_chat_models.py (test_load_followed_by_content_response: the second streamed message's content)", "neg-lc-ollama-greeting",
     "Hello! How can I help you today?")  # fmt: skip
real("https://github.com/lalanikarim/tool_calling_llm/blob/200f8342d491ac86ed57747cf2a9af95ed342eab/ToolCallingLLM-Tutorial.ipynb (cell 'Testing without tools', output of llm.invoke with llama3.1 format=json: the AIMessage content)", "neg-tool-calling-llm-llama31-plain-answer",
     "England does not have a capital in the same way that some other countries do. However, London is often considered the capital of England due to its status as the largest city and the seat of the UK government.")  # fmt: skip
