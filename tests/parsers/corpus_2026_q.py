# ruff: noqa: E501  (model outputs are kept as the sources wrote them)
"""A held-out set from agent and LLM frameworks (issue 42): real outputs that frameworks' users pasted or that the
frameworks' own parser tests hold, read before anyone tunes on it.

Families: bare JSON call lists (`[{"name": ..., "arguments": {...}}, ...]`) as AG2's Ollama client and a
LangChain ChatOllama app met them from llama3.1 and mistral, two pretty-printed bare JSON calls side by side (the
Vercel AI SDK's Ollama provider), a bare JSON call in Haystack's local Hugging Face generator, a gpt-oss call
written with a `function` key under Google's ADK; the negatives of the same threads and fixtures (a sentence
naming the function and its argument, a plain answer, a refusal naming the tool) and cut-off variants of the calls.

Sources are issue and pull-request threads of frameworks (langchainjs, google/adk-python, sgomez/ollama-ai-provider)
and the parser test fixtures of AG2 (test/oai/test_ollama.py) and Haystack
(test/components/generators/chat/test_hugging_face_local.py), and a LangChain app's write-up of what its model
sent. A source marked "variant" is that output changed as its note says. Negatives (`neg-`) stay text with nothing
taken from them; cut-off calls (`cut-`) are errors naming the tool, never calls.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the sources' harnesses declared, with their parameters
TOOLS_Q: list[dict[str, Any]] = [
    # AG2's Ollama client tests (the tutorial's two tools)
    tool_schema("weather_forecast", ("location",), location="string"),
    tool_schema(
        "currency_calculator", ("base_amount",), base_amount="number", quote_currency="string", base_currency="string"
    ),
    # Haystack's HuggingFaceLocalChatGenerator tests
    tool_schema("weather", (), city="string", location="string"),
    # sgomez/ollama-ai-provider's example (weather above takes location there)
    tool_schema("cityAttractions", ("city",), city="string"),
    # Beereal295/Echo's diary tools under LangChain ChatOllama
    tool_schema("search_diary_simple", ("query",), query="string"),
    tool_schema("get_recent_entries", (), days_back="integer"),
    # google/adk-python's multi-agent transfer tool
    tool_schema("transfer_to_agent", ("agent_name",), agent_name="string"),
    # langchainjs's integration_ollama_tools.ts example
    tool_schema("get_current_weather", ("location",), location="string"),
    # agno-agi/agno's report: a custom function tool
    tool_schema("fetch_gpt_answer", ("query",), query="string"),
]

SOURCES_Q: dict[str, str] = {}
CASES_Q: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_Q[id] = source
    CASES_Q.append(Case(id, text, list(calls), **kw))


AG2 = "ag2ai/ag2 test/oai/test_ollama.py::test_manual_tool_calling_parsing (AG2's OllamaClient manual tool calling, llama3.1:8b in its fixtures)"
HAYSTACK = "deepset-ai/haystack test/components/generators/chat/test_hugging_face_local.py (HuggingFaceLocalChatGenerator, meta-llama/Llama-2-13b-chat-hf in the tests)"
AG2_ARRAY = '[{"name": "weather_forecast", "arguments":{"location": "New York"}},{"name": "currency_calculator", "arguments":{"base_amount": 123.45, "quote_currency": "EUR", "base_currency": "USD"}}]'
NEW_YORK = ("weather_forecast", {"location": "New York"})
EUR_USD = ("currency_calculator", {"base_amount": 123.45, "quote_currency": "EUR", "base_currency": "USD"})

# ---- bare JSON call lists and objects ------------------------------------------------------------------------

real(AG2 + " (the fully correct response)", "ag2-ollama-json-array-two-calls",
     AG2_ARRAY,
     NEW_YORK, EUR_USD, content="")  # fmt: skip
real(AG2 + " (the call list after a line of prose)", "ag2-ollama-prose-then-json-array",
     "I will call two functions, weather_forecast and currency_calculator:\n" + AG2_ARRAY,
     NEW_YORK, EUR_USD, content="I will call two functions, weather_forecast and currency_calculator:")  # fmt: skip
real(AG2 + " (plain text: no function in it)", "neg-ag2-ollama-sentence-naming-function-and-argument",
     "Call the weather_forecast function and pass in 'New York' as the 'location' argument.")  # fmt: skip
real(AG2 + "; variant: the fully correct response cut inside the first call's location", "cut-ag2-ollama-json-array-inside-first-call",
     '[{"name": "weather_forecast", "arguments":{"location": "New Yo',
     errors=["weather_forecast"])  # fmt: skip

real(HAYSTACK + " (test_default_tool_parser: the pipeline's generated_text)", "haystack-hf-local-bare-json-call",
     '{"name": "weather", "arguments": {"city": "Berlin"}}',
     ("weather", {"city": "Berlin"}), content="")  # fmt: skip
real(HAYSTACK + " (test_default_tool_parser_returns_none_for_invalid_input: no tool call)", "neg-haystack-hf-local-plain-answer",
     "Berlin is the capital of Germany.")  # fmt: skip
real(HAYSTACK + " (test_default_tool_parser); variant: cut inside the city", "cut-haystack-hf-local-inside-city",
     '{"name": "weather", "arguments": {"city": "Ber',
     errors=["weather"])  # fmt: skip

real("https://github.com/sgomez/ollama-ai-provider/pull/11 (sgomez's comment of 2024-07-28: the Vercel AI SDK's responseMessages text from Ollama with the provider's tool prompt injected; JSON escapes undone)",
     "ollama-ai-provider-two-pretty-json-calls-space-separated",
     '{\n  "name": "weather",\n  "arguments": {\n    "location": "San Francisco"\n  }\n} {\n  "name": "cityAttractions",\n  "arguments": {\n    "city": "San Francisco"\n  }\n}',
     ("weather", {"location": "San Francisco"}), ("cityAttractions", {"city": "San Francisco"}), content="")  # fmt: skip

real("Beereal295/Echo LANGCHAIN_TOOL_CALL_ISSUE_ANALYSIS.md (mistral:latest on Ollama under LangChain ChatOllama with bind_tools: 'Format 1 (BROKEN)', left as text)",
     "langchain-chatollama-mistral-bare-json-list",
     '[{"name":"search_diary_simple","arguments":{"query":"hiking"}}]',
     ("search_diary_simple", {"query": "hiking"}), content="")  # fmt: skip

real("https://github.com/google/adk-python/issues/3431 (gpt-oss-120b on vLLM through LiteLLM under ADK's multi-agent setup: the reply the report quotes)",
     "adk-gptoss-json-with-function-key",
     '{ "function": "transfer_to_agent", "arguments": { "agent_name": "manager_agent" } }',
     ("transfer_to_agent", {"agent_name": "manager_agent"}), content="")  # fmt: skip
real("https://github.com/google/adk-python/issues/3431; variant: cut inside the agent name", "cut-adk-gptoss-inside-agent-name",
     '{ "function": "transfer_to_agent", "arguments": { "agent_name": "manag',
     errors=["transfer_to_agent"])  # fmt: skip

# ---- Hermes <tool_call> blocks ------------------------------------------------------------------------------

real("https://github.com/agno-agi/agno/issues/3463 (qwen2.5:14b-instruct on Ollama under Agno's Ollama model: the response the report quotes; variant: the terminal's padding spaces at line ends removed)",
     "agno-qwen25-tool-call-arguments-serialized",
     '<tool_call>\n{"name": "fetch_gpt_answer", "arguments": "{\\"query\\": \\"fees of B.Tech in Computer Science from KIET Ghaziabad\\"}"}\n</tool_call>',
     ("fetch_gpt_answer", {"query": "fees of B.Tech in Computer Science from KIET Ghaziabad"}), content="")  # fmt: skip

# ---- prose that names a tool ---------------------------------------------------------------------------------

real("https://github.com/langchain-ai/langchainjs/issues/6243 (llama3-groq-tool-use on Ollama under @langchain/ollama's ChatOllama with bindTools: the reply the title quotes)",
     "neg-langchainjs-chatollama-refusal-naming-tool",
     'I\'m sorry, but I don\'t have access to the "get_current_weather" tool')  # fmt: skip
