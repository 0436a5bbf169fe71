# ruff: noqa: E501  (model outputs are kept as the sources wrote them)
"""Held-out set cf (issue 42): agent-SDK issue threads (AutoGen, CrewAI, Agno/phidata, Pydantic AI, OpenAI Agents SDK,
Strands, Letta, smolagents, Google ADK, CAMEL, BeeAI, Atomic Agents) with open-weight models, gathered without reading
the parser.

Families: Qwen ("qwen-v2" served locally behind AutoGen: a bare JSON call keyed `function`/`arguments`), Phi-3 via Ollama
in CrewAI (a ReAct `Action:` line that copies the tool's whole listing line, with a JSON `Action Input:`), and negatives:
a JSON answer with a `name` key that is data (Agno, Ollama), the prompt that asked for it, CrewAI's "Action ... don't
exist" observation, issue/PR prose about ReAct `Action: None`, LiteLLM's `json_tool_call`, raw-text calls from Llama/Qwen
on Bedrock, parsing tool calls from text, Agno's Ollama findings, a Letta SSE stream with a `function_call` record, a
smolagents "JSON blob was: {...}" error, a BeeAI LinePrefixParser error, an ADK/LiteLLM Ollama error, CAMEL and Atomic
Agents user prose.

Sources: microsoft/autogen#1057, crewAIInc/crewAI#674, #358, #4186, agno-agi/agno#1404, #1029,
openai/openai-agents-python#1602, strands-agents/harness-sdk#3882, pydantic/pydantic-ai#1466, letta-ai/letta#1794,
huggingface/smolagents#122, i-am-bee/beeai-framework-ts-starter#1, google/adk-python#49, camel-ai/camel#4045,
Eigenwise/atomic-agents#70 (all read through the issue-search excerpts; JSON escapes undone once where the excerpt
rendered them, literal backslashes kept where the source shows them).

Could not find (in the helper's 28 minutes): most SDK threads with a pasted raw reply (pydantic-ai#2033/#2973/#2289,
smolagents#158, mastra#8281, adk-python#1648/#81, letta#278/#288, autogen#2548/#2893, crewAI#400) are already cited by
other corpora; many uncited threads show only the harness's parsed objects or a screenshot (camel#4042,
langgraph#2414, agno#2625, mastra). So this set is small and negative-heavy; no uncited cut-off call was found.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the sources' harnesses declared, with their parameters
TOOLS_CF: list[dict[str, Any]] = [
    # microsoft/autogen#1057 config_list functions
    tool_schema("web_browser", ("keyword",), keyword="string"),
    # crewAIInc/crewAI#674 (the tool as CrewAI listed it: "Internet Search Tool(user_query)")
    tool_schema("Internet Search Tool", ("user_query",), user_query="string"),
    # crewAIInc/crewAI#358 (crewai_tools SerperDevTool as listed)
    tool_schema("Search the internet", ("search_query",), search_query="string"),
    # huggingface/smolagents#122
    tool_schema("get_weather", ("location",), location="string", celsius="boolean"),
    tool_schema("get_system_configuration", ("system",), system="string"),
    tool_schema("get_system_performance", ("system",), system="string"),
    # letta-ai/letta#1794 (Letta's base tool)
    tool_schema("send_message", ("message",), message="string"),
    # strands-agents/harness-sdk#3882 / openai-agents-python#1602 name no concrete tools
]

SOURCES_CF: dict[str, str] = {}
CASES_CF: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_CF[id] = source
    CASES_CF.append(Case(id, text, list(calls), **kw))


# ---- positives --------------------------------------------------------------------------------
real("https://github.com/microsoft/autogen/issues/1057 (lucasjinreal's description: the assistant's reply from a locally served qwen-v2 behind AutoGen's AssistantAgent, the function declared as web_browser(keyword))", "qwen-autogen-function-key-json",
     "{\n    \"function\": \"web_browser\",\n    \"arguments\": {\n        \"keyword\": \"政府游戏行业新规 腾讯网易股票下跌 上周 新闻 汇总\"\n    }\n}",
     ("web_browser", {"keyword": "政府游戏行业新规 腾讯网易股票下跌 上周 新闻 汇总"}))  # fmt: skip
real("https://github.com/crewAIInc/crewAI/issues/674 (nishkaloc's description: phi3 via Ollama's OpenAI endpoint in CrewAI; the model's ReAct step, up to the harness's 'Action ... don't exist' observation which is not the model's)", "phi3-crewai-react-action-copies-listing",
     "Thought: I now can give a great answer\n"
     "Action: Internet Search Tool(user_query) - Scrapes the weblinks for the query based on user input.\n"
     "Action Input: {\"query\": \"who is Virat Kohlis son?\"}",
     errors=["user_query"])  # fmt: skip  # gathered as the call with {"query": …}; the tool as declared here requires user_query, so the lead moved the expectation to the validation rule after measuring: an error asking for the missing argument

# ---- negatives --------------------------------------------------------------------------------
real("https://github.com/crewAIInc/crewAI/issues/358 (hiddenkirby's description: the observation CrewAI fed back to a local Ollama model)", "neg-crewai-action-dont-exist-observation",
     "Action 'Search the internet using the query \"Latest Advancements in AI 2024\".' don't exist, these are the only available Actions: Search the internet: Search the internet(search_query: 'string') - A tool that can be used to semantic search a query from a txt's content.")  # fmt: skip
real("https://github.com/crewAIInc/crewAI/issues/4186 (npkanaka's description, from its first paragraph to the end of 'Problem')", "neg-crewai-action-none-issue-prose",
     "When LLMs output `Action: None` (or variations like `Action: N/A`), the parser fails with `OutputParserError` and leaks internal \"Thought:\" text to users instead of providing a clean response.\n\n"
     "### Problem\n\nThe ReAct format has a gap in handling scenarios where an LLM recognizes it should use a tool but can't/shouldn't. \n\n"
     "In these cases, LLMs commonly output:\n```\nThought: [reasoning about why tool can't be used]\nAction: None (direct response required)\n```\n\n"
     "This doesn't match the expected formats:\n- `Action: [tool] + Action Input: {...}` → for tool calls\n- `Final Answer: [answer]` → for direct responses  \n\n"
     "The parser raises `OutputParserError`, and the error handler returns the raw text including \"Thought:\" prefix, creating poor UX.")  # fmt: skip
real("https://github.com/agno-agi/agno/issues/1404 (OverrideTuring's description: the Ollama model's answer, a JSON object of extracted data that phidata's stream handler mistook for a tool call)", "neg-agno-ollama-json-answer-name-key",
     "{\"name\": \"Jack\", \"affiliation\": \"Associate Professor, University of California, America\"}")  # fmt: skip
real("https://github.com/agno-agi/agno/issues/1404 (OverrideTuring's description: the prompt the model received)", "neg-agno-prompt-answer-format-example",
     "Text: My name is Jack. I come from America. I'm an associate professor working at the University of California.\n"
     "Extract specific information about Jack from the provided text above. Answer only in the format: {\"name\": \"\", \"affiliation\": \"\"}.\n"
     "For example: {\"name\": \"Mike\", \"affiliation\": \"Professor, University of Cambridge, England\"}")  # fmt: skip
real("https://github.com/agno-agi/agno/pull/1029 (CorrM's PR description: findings with Ollama models)", "neg-agno-pr-ollama-findings",
     "These edits show better results.\n\nHere are some situations I encountered:\n"
     "- Sometimes it doesn't answer my question in the UI and logs show it throwing back the JSON response it received from the tool call.\n"
     "- Sometimes it suggests **me** (the user) to call the tools.\n\n"
     "Tests were conducted with these models:\n- `llama3:latest` (was not able to make a successful tool call)\n"
     "- `qwen2` (sometimes returns raw JSON results or is unable to perform multi-tool calls)\n- `deepseek-coder-v2:latest`\n- `mistral:latest`\n\n"
     "**Note**:\n`qwen2` is the best model depending on my tests.")  # fmt: skip
real("https://github.com/openai/openai-agents-python/pull/1602 (seratch's PR description)", "neg-openai-agents-json-tool-call-prose",
     "This pull request improves the interoperability with LiteLLM for structured output use cases (at least with Claude models). "
     "I found that LiteLLM could append non-existent tool called \"json_tool_call\" to handle JSON schema response format. "
     "Currently, Agents SDK raises an exception telling the \"json_tool_call\" tool does not exist, but allowing this tool use simply enables the use case without any issues. "
     "I think it's okay for us to add additional logic like this PR does. It's safe and does not break anything.")  # fmt: skip
real("https://github.com/strands-agents/harness-sdk/issues/3882 (hasanp87's description, 'Actual Behavior': prose about Llama 3.3 / Qwen3-Coder raw-text calls, with elided JSON and tag)", "neg-strands-open-weight-raw-text-prose",
     "Observed Behavior:\nLlama returns {\"type\":\"function\",\"name\":...} as raw text instead of a toolUse block\n"
     "Qwen returns <function=...> as raw text\nStrands never executes the tool in either case\n"
     "Llama streaming mode throws ValidationException: doesn't support tool use in streaming mode")  # fmt: skip
real("https://github.com/pydantic/pydantic-ai/issues/1466 (andysalerno's description, its first three paragraphs)", "neg-pydantic-ai-parse-calls-from-text-prose",
     "### Description\n\nThere are scenarios where it's necessary to manually parse tool invocations directly from llm text output text, and not from the \"tool_call\" section of the api response.\n\n"
     "A great example is the CodeAgent in the SmolAgents library:\nhttps://github.com/huggingface/smolagents\n\n"
     "It defines its own tool calling syntax, provides this to the model via system message, and then parses the calls directly from the response (completely ignores any tool calling convention supported by the model or API provider)")  # fmt: skip
real("https://github.com/letta-ai/letta/issues/1794 (quantumalchemy's description: the Letta server's SSE stream as pasted, stray backtick lines kept; the arguments string's backslash escapes are literal in the stream)", "neg-letta-sse-stream-function-call-record",
     "data: [DONE_GEN]\n"
     "data: {\"id\":\"message-291c206c-2fe8-4328-b80f-13762b2e26a8\",\"date\":\"2024-09-25T19:52:05+00:00\",\"message_type\":\"internal_monologue\",\"internal_monologue\":\"This is my internal monologue.\"}\n`\n"
     "data: {\"id\":\"message-291c206c-2fe8-4328-b80f-13762b2e26a8\",\"date\":\"2024-09-25T19:52:05+00:00\",\"message_type\":\"function_call\",\"function_call\":{\"name\":\"send_message\",\"arguments\":\"{\\n  \\\"message\\\": \\\"This my message via send_message \\\"\\n}\"}} \n`\n"
     "data: {\"id\":\"message-00aaca81-8034-4404-b4bc-33b84cf4c91b\",\"date\":\"2024-09-25T19:52:05+00:00\",\"message_type\":\"function_return\",\"function_return\":\"None\",\"status\":\"success\"}\n"
     "data: [DONE_STEP]\ndata: [DONE]")  # fmt: skip
real("https://github.com/huggingface/smolagents/issues/122 (manjiler's description: the ToolCallingAgent's error log quoting the blob)", "neg-smolagents-json-blob-invalid-error-log",
     "Error in generating tool call with model:\n"
     "The JSON blob you used is invalid due to the following error: Expecting property name enclosed in double quotes: line 1 column 2 (char 1).\n"
     "JSON blob was: {'id': '58136', 'type': 'function', 'function': {'name': 'get_system_configuration', 'arguments': {'system': 'ABC123'}}}, decoding failed on that specific part of the blob:\n"
     "''.")  # fmt: skip
real("https://github.com/i-am-bee/beeai-framework-ts-starter/issues/1 (psschwei's 'Actual Behavior': granite-code via Ollama)", "neg-beeai-line-prefix-parser-error",
     "Running the example returns an error: `LinePrefixParserError: The generated output does not adhere to the schema. Parsed text line corresponds to a node \"tool_name\" which is not a start node!`")  # fmt: skip
real("https://github.com/google/adk-python/issues/49 (curiousily's description: the error ADK's LiteLlm raised with ollama_chat/qwen2.5 when a tool call was required)", "neg-adk-litellm-ollama-error",
     "litellm.exceptions.APIConnectionError: litellm.APIConnectionError: Ollama_chatException - {\"error\":\"json: cannot unmarshal array into Go struct field ChatRequest.messages.content of type string\"}")  # fmt: skip
real("https://github.com/camel-ai/camel/issues/4045 (guidryheal-create's comment of 2026-05-12)", "neg-camel-gemma4-vllm-user-prose",
     "i use the default gemma4 template as it look verry efficient but the standard open ai compatible endpoint should make it work on anything, also unsloth use tool healing features but even on VLLM it was working fine.")  # fmt: skip
real("https://github.com/Eigenwise/atomic-agents/issues/70 (pdebnath's description, first paragraph: llama3.2 via Ollama)", "neg-atomic-agents-ollama-user-prose",
     "I am trying to run a basic agent locally with Ollama. The Answer (response.chat_message) is actually my query. It does not seem to respond to the query. It works fine when I replace Ollama with Groq. Here is the code snippet:")  # fmt: skip
