# ruff: noqa: E501  (model outputs are kept as the sources wrote them)
"""Held-out set ai (issue 42): raw model replies that agent frameworks and SDKs had to parse as text themselves,
and the prose, prompts and logs around them, gathered without reading the parser.

Families: Ollama models whose calls came back as text content instead of `tool_calls`: Granite 3.2 vision's
`<tool_call>[...]` with no closing tag and Nemotron-mini's `<toolcall> ... </toolcall>` (ruby_llm's Ollama spec),
Qwen3 32B's bare JSON call with `arguments` (ollama #11185), Llama 3.1's bare JSON call with `parameters` and no
arguments (ollama-python #279, streamed through oterm), and a local model's `{"tools": {"tool", "tool_input"}}` call
after a lead-in sentence (a harness's README). Negatives: LiteLLM's JSON-mode system prompt quoting the call shape
with a placeholder name (autogen #2893), a JSON-object answer with no tools offered (litellm PR #34769), streamed
chunk logs holding call fragments (ollama-python #279), a Mastra tool-call message dumped from the API, and prose
from PR descriptions, issues and docs naming `tool_calls`, JSON calls and tools (litellm, Lynkr, open-webui docs,
semantic-kernel, crewAI).

Sources: crmne/ruby_llm spec/ruby_llm/providers/ollama/tools_spec.rb, zideajang/func_calling_ollama README.md, issue
and PR threads of ollama/ollama, ollama/ollama-python, microsoft/autogen, BerriAI/litellm, mastra-ai/mastra,
Fast-Editor/Lynkr, open-webui/docs, microsoft/semantic-kernel and crewAIInc/crewAI. Negatives (`neg-`) stay text with
nothing taken from them.

Not found in the helper's 45 minutes: an uncited fixture holding a real model reply in LlamaIndex's, DSPy's,
Instructor's, Spring AI's, Agno's or Jan's code (their test texts are written by hand, e.g. LlamaIndex's ReAct
parser tests, and were left out as not model-written), and no real cut-off call in an uncited source: the streamed
chunk logs seen (ollama-python #279, litellm #12481) elide the rest with "..." rather than end mid-call. Continue's
complexToolCall.vitest.ts (a real reply with stray "assistant" lines) was read but left out: its argument is named
"diff" where the tool takes "diffs" and holds JSON with raw newlines, so what the model meant is not clear.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the sources' harnesses declared, with their parameters
TOOLS_AI: list[dict[str, Any]] = [
    tool_schema(
        "get_weather", (), latitude="string", longitude="string", city_name="string"
    ),  # ruby_llm, func_calling_ollama
    tool_schema("LLM_Tool_RAG", ("term",), term="string", vector="string"),  # ollama #11185
    tool_schema("get_current_location"),  # oterm via ollama-python #279
    tool_schema("get_random_number", ("low", "high"), low="integer", high="integer"),  # autogen #2893
    tool_schema("get_current_weather", ("location",), location="string", unit="string"),  # litellm threads
    tool_schema("testTool", ("name",), name="string"),  # mastra #8281
]

SOURCES_AI: dict[str, str] = {}
CASES_AI: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_AI[id] = source
    CASES_AI.append(Case(id, text, list(calls), **kw))


RUBY = "crmne/ruby_llm spec/ruby_llm/providers/ollama/tools_spec.rb (commit a3635b5), the response texts the spec keeps per Ollama model, with the two spaces %q(...) holds on each side"
OLLAMA_PY = "https://github.com/ollama/ollama-python/issues/279"
AUTOGEN = "https://github.com/microsoft/autogen/issues/2893 (marklysze's comment of 2024-06-28 on LiteLLM's ollama_chat prompt)"

real(RUBY + " (granite3.2-vision:2b: an opening <tool_call> and a JSON list, no closing tag)", "granite32-vision-tool-call-list-unclosed",
     '  <tool_call>[{"name": "get_weather", "arguments": {"latitude": "52.5200", "longitude": "13.4050"}}]  ',
     ("get_weather", {"latitude": "52.5200", "longitude": "13.4050"}))  # fmt: skip
real(RUBY + " (nemotron-mini:4b: its own <toolcall> tags)", "nemotron-mini-toolcall-tags",
     '  <toolcall> {"name": "get_weather", "arguments": {"latitude": "52.5200", "longitude": "13.4050"}} </toolcall>  ',
     ("get_weather", {"latitude": "52.5200", "longitude": "13.4050"}))  # fmt: skip
real("https://github.com/ollama/ollama/issues/11185 (JpEncausse's report: qwen3:32b's message.content on Ollama 0.9.2; JSON escapes undone)", "qwen3-32b-bare-json-call-in-content",
     '{"name": "LLM_Tool_RAG", "arguments": {"term": "accidents, tribunal de Versailles", "vector": "accidents tribunal Versailles jugements"}}',
     ("LLM_Tool_RAG", {"term": "accidents, tribunal de Versailles", "vector": "accidents tribunal Versailles jugements"}))  # fmt: skip
real(OLLAMA_PY + " (ggozad's report: the content streamed back through oterm with stream=True; the Python repr's outer quotes dropped)", "ollama-stream-bare-json-parameters-empty",
     '{"name": "get_current_location", "parameters": {}}',
     ("get_current_location", {}))  # fmt: skip
real("zideajang/func_calling_ollama README.md (the last block: a local Ollama model's reply in the harness's {\"tools\": {\"tool\", \"tool_input\"}} format after a lead-in)", "ollama-tools-tool-input-after-lead-in",
     'Here\'s my response:\n\n{\n  "tools": {\n    "tool": "get_weather",\n    "tool_input": {\n      "city_name": "Shenyang"\n    }\n  }\n}',
     ("get_weather", {"city_name": "Shenyang"}))  # fmt: skip

# ---- negatives -------------------------------------------------------------------------------------------
real(OLLAMA_PY + " (cpsievert's comment of 2024-09-27: mistral's streamed chunks, each a fragment of a call, as the log prints them)", "neg-ollama-stream-chunk-log-fragments",
     "I'm also experiencing this. And to add a bit more clarification, there is no information in the message chunks to indicate that a tool call was chosen\n\n"
     "```\n{'model': 'mistral', 'created_at': '2024-09-27T15:55:56.521147Z', 'message': {'role': 'assistant', 'content': '[{\"'}, 'done': False}\n"
     "{'model': 'mistral', 'created_at': '2024-09-27T15:55:56.551562Z', 'message': {'role': 'assistant', 'content': 'name'}, 'done': False}\n"
     "{'model': 'mistral', 'created_at': '2024-09-27T15:55:56.583256Z', 'message': {'role': 'assistant', 'content': '\":\"'}, 'done': False}\n...\n```")  # fmt: skip
real(AUTOGEN + " (the system message LiteLLM wrote, its first sentences; JSON escapes undone)", "neg-litellm-json-only-prompt-placeholder-call",
     'You are a useful AI assistant, and you can call tools to generate random numbers for me. Produce JSON OUTPUT ONLY! Adhere to this format {"name": "function_name", "arguments":{"argument_name": "argument_value"}} The following functions are available to you:')  # fmt: skip
real(AUTOGEN + " (the comment's prose)", "neg-autogen-litellm-prompt-prose",
     "I wanted to add some background on LiteLLM when using 'ollama_chat' for the model. LiteLLM will add instruction into the prompt to only return JSON and a function call. "
     "So this is a big reason why it's difficult to get it to not return a function call.\n\nThe text it adds in is:\n```Produce JSON OUTPUT ONLY! Adhere to this format...```")  # fmt: skip
real("https://github.com/BerriAI/litellm/pull/34769 (the PR description: a JSON-object answer in json_object mode with no tools offered; JSON escapes undone)", "neg-litellm-json-object-answer-no-tools",
     '{\n  "city": "Chennai",\n  "temp_c": 25\n}')  # fmt: skip
real("https://github.com/BerriAI/litellm/pull/40611 (the PR description's TLDR)", "neg-litellm-native-tools-pr-tldr",
     "## TLDR\n\nProblem this solves:\n\n- `ollama/` agents loop forever after sending a tool result\n- Streamed `ollama/` tool calls arrive as plain text\n"
     "- `tools: []` forces JSON-only output on normal chats\n- Tools were faked with a \"JSON OUTPUT ONLY\" prompt")  # fmt: skip
real("https://github.com/BerriAI/litellm/issues/12481 (JackYPCOnline's comment of 2025-09-03, the prose before the chunk log)", "neg-litellm-raw-json-comment-prose",
     "Providing more context, ollama support llama3.1 streaming tool call: https://ollama.com/search?c=tools\nWe can observe from the streaming content that: litellm return tool call as raw json: ")  # fmt: skip
real("https://github.com/mastra-ai/mastra/issues/8281 (Igorgro's report: the first message of response.messages as the API returned it, an excerpt of the JSON)", "neg-mastra-tool-call-message-dump",
     '      {\n        "role": "assistant",\n        "content": [\n          {\n            "type": "tool-call",\n            "toolCallId": "PIJ5BlJgJTA34mcp",\n'
     '            "toolName": "testTool",\n            "input": {\n              "name": "Alice"\n            }\n          }\n        ]\n      },')  # fmt: skip
real("https://github.com/Fast-Editor/Lynkr/pull/38 (the PR description's summary)", "neg-lynkr-pr-summary-json-text-calls",
     "## Summary\n\n- Add fallback parsing for Ollama models that return tool calls as JSON text in message content instead of using the structured `tool_calls` field\n"
     "- Return tool results directly to CLI instead of making a follow-up LLM call, reducing latency and preventing hallucinated rewrites of output\n"
     "- Add dedicated Glob tool returning plain text (one path per line) instead of JSON, with `workspace_list` accepting both `pattern` and `patterns`")  # fmt: skip
real("https://github.com/open-webui/docs/pull/571 (the diff's added line in docs/features/plugin/tools/index.mdx)", "neg-openwebui-docs-default-mode-prose",
     "Here, your LLM doesn’t need to natively support function calling. Instead, we guide the model using smart tool selection prompt template to select and use a Tool. "
     "Open WebUI then interprets the model's response and executes the tool on the model's behalf.")  # fmt: skip
real("https://github.com/microsoft/semantic-kernel/issues/9752 (the report's description)", "neg-semantic-kernel-streaming-report",
     "**Describe the bug**\nWhen using `GetStreamingChatMessageContentsAsync()` with Ollama models, the response is returned as a JSON object containing the function invocation details (name and parameters), "
     "but the tool function is not automatically invoked. `GetChatMessageContentAsync()` usually triggers the plugin function.")  # fmt: skip
real("https://github.com/crewAIInc/crewAI/issues/1545 (the issue's title and first line: CrewAI's retry message)", "neg-crewai-parse-error-message",
     " Error parsing LLM output, agent will retry: I did it wrong. Tried to both perform Action and give a Final Answer at the same time, I must do one or the other")  # fmt: skip
