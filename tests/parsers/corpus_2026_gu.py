# ruff: noqa: E501
"""Held-out set gu (issue 42): markdown tutorials, fix notes and docs stored in GitHub repositories that explain or debug tool calling with local models and QUOTE a call or a format, gathered without reading the parser.

Families: all negatives. Each text is an excerpt of a markdown page that shows what a model printed or what a format
looks like, introduced by prose ("You're seeing raw text like this", "And you'll get a result similar to this",
"But some models output them as text", "Hermes format example"): a Mistral-Nemo `[TOOL_CALLS][{...}]` leak in a
vLLM/Ollama chat app's troubleshooting page (inside a fence and inside a JSON `content` string), a custom Ollama
Modelfile's ```` ```tool:web_search ```` blocks and `### FUNCTION_CALL_START` markers with a User/Assistant transcript,
a qwen2.5:1.5b Ollama `/api/chat` response with `tool_calls` and the Go program's printed `hello map[name:Bob]` lines
(k33g's "Tool Calling and Ollama" article kept as a repository README), a llama.cpp backend changelog listing the
formats its extractor accepts, Qwen chat-template renderings of `<tool_call>` in a tokenizer note, and a Hermes
`<tool_call>` example in a coding agent's implementation plan. None is a reply the model gave to the harness: a
parser reading them should make no call.

Sources: silvabyte/llamaloop TOOL_MODELS_FIX.md, cybermobile/ai-chatbot docs/FIX_TOOL_CALLS_TEXT.md,
ollama-tlms-golang/04-what-is-mcp README.md (older commit: the tool-calling article), VansonLeung/py_llm_hosting
changelogs/20251106/LLAMACPP_TOOLS_IMPLEMENTATION.md, modelscope/AgentJet documents/tokenizer_nodes.md,
vybestack/llxprt-code project-plans/multi-provider/23-implement-tool-formatter-hermes.md. All but the last copied
from the repositories' git objects; the last through the code-search excerpt (the file is short and was shown whole).

Could not find (in the helper's 30 minutes): the LM Studio tool-use docs copy in y-nihat/mcp (already cited as
lmstudio.ai/docs/advanced/tool-use), g0t4/ask-openai.nvim notes, llguidance's toolcalls.md, mistral.rs and web-llm
docs are cited by other corpora; two more fitting pages ("Tool Calling Fix - Hermes-3 Custom Format", a WebLLM
`sql_query(get_conversion_rate)` failure, and "Tool Calling Formats: Complete Comparison") were found only without
their repository name, so they are left out. No dev.to/medium export with a raw llama.cpp/mlx reply was found in time.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the quoted calls name (what the pages' harnesses offered)
TOOLS_GU: list[dict[str, Any]] = [
    # llamaloop qwen-coder-tools-v2 / qwen-coder-function-v2 Modelfiles
    tool_schema("web_search", ("query",), query="string"),
    tool_schema("get_weather", ("location",), location="string", unit="string"),
    # cybermobile/ai-chatbot document tool
    tool_schema("createDocument", ("title",), title="string"),
    # k33g's Ollama article (curl tools and Go tools)
    tool_schema("say_hello", ("name",), name="string"),
    tool_schema("hello", ("name",), name="string"),
    tool_schema("add_numbers", ("number1", "number2"), number1="number", number2="number"),
    # AgentJet tokenizer note
    tool_schema("get_current_temperature", ("location",), location="string", unit="string"),
    # llxprt-code Hermes example
    tool_schema("get_stock_fundamentals", ("symbol",), symbol="string"),
]

SOURCES_GU: dict[str, str] = {}
CASES_GU: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_GU[id] = source
    CASES_GU.append(Case(id, text, list(calls), **kw))


# ---- tutorials and fix notes quoting a call or a format -------------------------------------------
real("https://github.com/silvabyte/llamaloop/blob/f8df3fa3b5078c0dc80698fc434f45aae2f6225f/TOOL_MODELS_FIX.md (lines 9-27: the two 'Solution' format descriptions; cut at whole lines)", "neg-llamaloop-tool-and-function-markers",
     "### 1. **qwen-coder-tools-v2** - Tool Simulation\n"
     "Uses a clear marker format:\n"
     "```\n"
     "```tool:web_search\n"
     "query: Python 3.12 features\n"
     "```\n"
     "[Followed by simulated results]\n"
     "```\n"
     "\n"
     "### 2. **qwen-coder-function-v2** - Function Calling\n"
     "Uses function call markers:\n"
     "```\n"
     "### FUNCTION_CALL_START\n"
     "function_name: get_weather\n"
     "parameters:\n"
     "  location: Tokyo\n"
     "### FUNCTION_CALL_END\n"
     "[Followed by simulated output]\n"
     "```")  # fmt: skip
real("https://github.com/silvabyte/llamaloop/blob/f8df3fa3b5078c0dc80698fc434f45aae2f6225f/TOOL_MODELS_FIX.md (lines 76-89: 'Example Outputs' / 'Tool Call:' transcript; cut at whole lines)", "neg-llamaloop-example-tool-block-transcript",
     "### Tool Call:\n"
     "```\n"
     "User: Search for TypeScript 5.0 features\n"
     "Assistant: I'll search for TypeScript 5.0 features.\n"
     "\n"
     "```tool:web_search\n"
     "query: TypeScript 5.0 new features changelog\n"
     "```\n"
     "\n"
     "Based on the search results, TypeScript 5.0 introduces:\n"
     "- Decorators (Stage 3 proposal)\n"
     "- const type parameters\n"
     "- Improved type inference...\n"
     "```")  # fmt: skip
real("https://github.com/silvabyte/llamaloop/blob/f8df3fa3b5078c0dc80698fc434f45aae2f6225f/TOOL_MODELS_FIX.md (lines 91-106: 'Example Outputs' / 'Function Call:' transcript; cut at whole lines)", "neg-llamaloop-example-function-call-markers",
     "### Function Call:\n"
     "```\n"
     "User: What's the weather in Paris?\n"
     "Assistant: I'll check the weather in Paris.\n"
     "\n"
     "### FUNCTION_CALL_START\n"
     "function_name: get_weather\n"
     "parameters:\n"
     "  location: Paris, France\n"
     "  unit: celsius\n"
     "### FUNCTION_CALL_END\n"
     "\n"
     "Current weather in Paris:\n"
     "- Temperature: 18°C\n"
     "- Conditions: Partly cloudy...\n"
     "```")  # fmt: skip
real("https://github.com/silvabyte/llamaloop/blob/f8df3fa3b5078c0dc80698fc434f45aae2f6225f/TOOL_MODELS_FIX.md (lines 60-72: 'Available Tools/Functions' lists; cut at whole lines)", "neg-llamaloop-available-tools-list",
     "\n"
     "### qwen-coder-tools-v2 supports:\n"
     "- `web_search` - Search the web\n"
     "- `execute` - Run code snippets\n"
     "- `file_op` - File operations\n"
     "- `api_call` - API requests\n"
     "\n"
     "### qwen-coder-function-v2 supports:\n"
     "- `get_weather()` - Weather data\n"
     "- `search_code()` - Code examples\n"
     "- `analyze_file()` - File analysis\n"
     "- `calculate()` - Math operations\n"
     "- `generate_code()` - Code generation")  # fmt: skip
real("https://github.com/cybermobile/ai-chatbot/blob/f5eeec807ad0753e0711c53e94cf4b25aaddd0a6/docs/FIX_TOOL_CALLS_TEXT.md (lines 1-14: title and 'The Problem' section; cut at whole lines)", "neg-chatbot-tool-calls-raw-text-problem",
     "# Fixing \"[TOOL_CALLS]\" Raw Text in UI\n"
     "\n"
     "## The Problem\n"
     "\n"
     "You're seeing raw text like this in your chat:\n"
     "```\n"
     "[TOOL_CALLS][{\"name\": \"createDocument\", \"arguments\": {}}]\n"
     "```\n"
     "\n"
     "**Root Cause:** Your model (Mistral-Nemo-Instruct-2407-quantized) is outputting tool calls as **text** instead of using the **structured tool calling API**. This happens when:\n"
     "\n"
     "1. The model/vLLM isn't configured for structured tool calling\n"
     "2. The model is trying to call tools but using the wrong format\n"
     "3. The quantized version doesn't fully support tool calling")  # fmt: skip
real("https://github.com/cybermobile/ai-chatbot/blob/f5eeec807ad0753e0711c53e94cf4b25aaddd0a6/docs/FIX_TOOL_CALLS_TEXT.md (lines 106-123: 'Diagnosing the Issue' / terminal logs; cut at whole lines)", "neg-chatbot-good-bad-log-comparison",
     "## Diagnosing the Issue\n"
     "\n"
     "### Check Your Terminal Logs\n"
     "\n"
     "When you enable the tool and send a message, look for:\n"
     "\n"
     "**✅ Good (Structured Tool Call):**\n"
     "```\n"
     "[Chat API] Tool calls: [ { name: 'createDocument', args: { title: 'React' } } ]\n"
     "[createDocument] Tool called with title: React\n"
     "[createDocument] Generating document with ID: abc-123\n"
     "```\n"
     "\n"
     "**❌ Bad (Text Tool Call):**\n"
     "```\n"
     "# No tool call logs\n"
     "# Just text response with [TOOL_CALLS][...] in it\n"
     "```")  # fmt: skip
real("https://github.com/cybermobile/ai-chatbot/blob/f5eeec807ad0753e0711c53e94cf4b25aaddd0a6/docs/FIX_TOOL_CALLS_TEXT.md (lines 140-152: 'Understanding the Empty Arguments Issue'; cut at whole lines)", "neg-chatbot-empty-arguments-explained",
     "## Understanding the Empty Arguments Issue\n"
     "\n"
     "The log shows: `{\"name\": \"createDocument\", \"arguments\": {}}`\n"
     "\n"
     "This means:\n"
     "1. ✅ The model recognized it should use a tool\n"
     "2. ❌ The model didn't extract the `title` parameter\n"
     "3. ❌ It's outputting as text instead of structured format\n"
     "\n"
     "**Why this happens:**\n"
     "- Quantized models sometimes lose instruction-following ability\n"
     "- vLLM might not be configured for tool calling\n"
     "- The model needs clearer prompting")  # fmt: skip
real("https://github.com/cybermobile/ai-chatbot/blob/f5eeec807ad0753e0711c53e94cf4b25aaddd0a6/docs/FIX_TOOL_CALLS_TEXT.md (lines 228-252: 'Technical Explanation' section; cut at whole lines)", "neg-chatbot-sdk-vs-text-format",
     "## Technical Explanation\n"
     "\n"
     "The AI SDK expects tool calls in this format:\n"
     "```json\n"
     "{\n"
     "  \"role\": \"assistant\",\n"
     "  \"content\": [\n"
     "    {\n"
     "      \"type\": \"tool-use\",\n"
     "      \"name\": \"createDocument\",\n"
     "      \"input\": { \"title\": \"React Guide\" }\n"
     "    }\n"
     "  ]\n"
     "}\n"
     "```\n"
     "\n"
     "But some models output them as text:\n"
     "```json\n"
     "{\n"
     "  \"role\": \"assistant\",\n"
     "  \"content\": \"[TOOL_CALLS][{\\\"name\\\": \\\"createDocument\\\", \\\"arguments\\\": {}}]\"\n"
     "}\n"
     "```\n"
     "\n"
     "This is incompatible with the AI SDK and causes the raw text to show up in the UI.")  # fmt: skip
real("https://github.com/cybermobile/ai-chatbot/blob/f5eeec807ad0753e0711c53e94cf4b25aaddd0a6/docs/FIX_TOOL_CALLS_TEXT.md (lines 205-224: 'Still Not Working?' section; cut at whole lines)", "neg-chatbot-still-not-working-checklist",
     "## Still Not Working?\n"
     "\n"
     "If you still see `[TOOL_CALLS]` after trying the above:\n"
     "\n"
     "1. **Check your model choice**:\n"
     "   ```bash\n"
     "   # What model are you using?\n"
     "   ollama list\n"
     "   # or check vLLM logs\n"
     "   ```\n"
     "\n"
     "2. **Test tool calling works at all**:\n"
     "   - Enable Calculator tool\n"
     "   - Ask: \"What is 123 * 456?\"\n"
     "   - Does it use the calculator tool properly?\n"
     "\n"
     "3. **Share your logs**:\n"
     "   - The full terminal output when you see `[TOOL_CALLS]`\n"
     "   - Your LLM_PROVIDER and model name\n"
     "   - Your vLLM/Ollama configuration")  # fmt: skip
real("https://github.com/ollama-tlms-golang/04-what-is-mcp/blob/2f3c54d113a25881b0280e4d1aa8e053a1156556/README.md (lines 93-125: the 'For example' tool_calls quote and the note after it; cut at whole lines)", "neg-k33g-qwen-three-tool-calls-json",
     "The model will detect three function calls and provide me with the function calls to execute:\n"
     "\n"
     "```json\n"
     "\"tool_calls\": [\n"
     "\t{\n"
     "\t\"function\": {\n"
     "\t\t\"name\": \"say_hello\",\n"
     "\t\t\"arguments\": {\n"
     "\t\t\"name\": \"Bob\"\n"
     "\t\t}\n"
     "\t}\n"
     "\t},\n"
     "\t{\n"
     "\t\"function\": {\n"
     "\t\t\"name\": \"add_numbers\",\n"
     "\t\t\"arguments\": {\n"
     "\t\t\"number1\": 12,\n"
     "\t\t\"number2\": 28\n"
     "\t\t}\n"
     "\t}\n"
     "\t},\n"
     "\t{\n"
     "\t\"function\": {\n"
     "\t\t\"name\": \"say_hello\",\n"
     "\t\t\"arguments\": {\n"
     "\t\t\"name\": \"Sarah\"\n"
     "\t\t}\n"
     "\t}\n"
     "\t}\n"
     "]\n"
     "```\n"
     "\n"
     "**Note**: It's important to note that the model doesn't know how to execute the functions, it just extracts them. It's up to you to implement these functions.")  # fmt: skip
real("https://github.com/ollama-tlms-golang/04-what-is-mcp/blob/2f3c54d113a25881b0280e4d1aa8e053a1156556/README.md (lines 205-253: 'And you'll get a result similar to this:' /api/chat response; cut at whole lines)", "neg-k33g-qwen-api-chat-response",
     "And you'll get a result similar to this:\n"
     "\n"
     "```json\n"
     "{\n"
     "  \"model\": \"qwen2.5:1.5b\",\n"
     "  \"created_at\": \"2024-12-23T09:01:42.086686Z\",\n"
     "  \"message\": {\n"
     "    \"role\": \"assistant\",\n"
     "    \"content\": \"\",\n"
     "    \"tool_calls\": [\n"
     "      {\n"
     "        \"function\": {\n"
     "          \"name\": \"say_hello\",\n"
     "          \"arguments\": {\n"
     "            \"name\": \"Bob\"\n"
     "          }\n"
     "        }\n"
     "      },\n"
     "      {\n"
     "        \"function\": {\n"
     "          \"name\": \"add_numbers\",\n"
     "          \"arguments\": {\n"
     "            \"number1\": 28,\n"
     "            \"number2\": 12\n"
     "          }\n"
     "        }\n"
     "      },\n"
     "      {\n"
     "        \"function\": {\n"
     "          \"name\": \"say_hello\",\n"
     "          \"arguments\": {\n"
     "            \"name\": \"Sarah\"\n"
     "          }\n"
     "        }\n"
     "      }\n"
     "    ]\n"
     "  },\n"
     "  \"done_reason\": \"stop\",\n"
     "  \"done\": true,\n"
     "  \"total_duration\": 3157877875,\n"
     "  \"load_duration\": 579550042,\n"
     "  \"prompt_eval_count\": 244,\n"
     "  \"prompt_eval_duration\": 1794000000,\n"
     "  \"eval_count\": 70,\n"
     "  \"eval_duration\": 580000000\n"
     "}\n"
     "```\n"
     "\n"
     "Now let's see how to do the same thing in Go with the Ollama Go API.")  # fmt: skip
real("https://github.com/ollama-tlms-golang/04-what-is-mcp/blob/2f3c54d113a25881b0280e4d1aa8e053a1156556/README.md (lines 439-455: 'Execution' and the Go program's printed calls; cut at whole lines)", "neg-k33g-go-printed-tool-calls",
     "### Execution\n"
     "\n"
     "```bash\n"
     "go run main.go\n"
     "```\n"
     "\n"
     "And you'll get the following results:\n"
     "\n"
     "```bash\n"
     "hello map[name:Bob]\n"
     "add_numbers map[number1:28 number2:12]\n"
     "hello map[name:Sarah]\n"
     "```\n"
     "\n"
     "There you have it, now you know how to use tool calling with Ollama. \n"
     "\n"
     "Now all you need to do is implement the `hello` and `add_numbers` functions so your application can execute them.")  # fmt: skip
real("https://github.com/VansonLeung/py_llm_hosting/blob/e7f0cd7958d8c89574baa6ef4a922087e76f214b/changelogs/20251106/LLAMACPP_TOOLS_IMPLEMENTATION.md (lines 33-39: the `_extract_tool_calls(text)` formats list; cut at whole lines)", "neg-llamacpp-backend-extract-formats",
     "#### `_extract_tool_calls(text)`\n"
     "Extracts tool calls from generated text:\n"
     "- Supports multiple formats:\n"
     "  - JSON format: `{\"tool_calls\": [{\"name\": \"...\", \"arguments\": {...}}]}`\n"
     "  - XML format: `<tool_call>{\"name\": \"...\", \"arguments\": {...}}</tool_call>`\n"
     "  - Direct function format: `function_name(args)`\n"
     "- Converts to OpenAI-compatible format with unique IDs")  # fmt: skip
real("https://github.com/modelscope/AgentJet/blob/daa933da4e8b3f3cf30751db645ad2020d04d745/documents/tokenizer_nodes.md (lines 2-22: 'case 1': a pprint of messages and the rendered Qwen chat template; cut at whole lines)", "neg-agentjet-qwen-template-case1",
     "### case 1\n"
     "\n"
     "```python\n"
     "pprint(messages)\n"
     "[{'role': 'assistant',\n"
     "  'tool_calls': [{'function': {'arguments': {'location': 'Paris, France',\n"
     "                                             'unit': 'celsius'},\n"
     "                               'name': 'get_current_temperature'},\n"
     "                  'type': 'function'}]}]\n"
     "```\n"
     "\n"
     "---------------------------------------------------------------------------------------------------\n"
     "print(self.tokenizer.apply_chat_template(messages, tokenize=False, add_generation_prompt=False))\n"
     "```python\n"
     "<|im_start|>system\n"
     "You are Qwen, created by Alibaba Cloud. You are a helpful assistant.<|im_end|>\n"
     "<|im_start|>assistant\n"
     "<tool_call>\n"
     "{\"name\": \"get_current_temperature\", \"arguments\": {\"location\": \"Paris, France\", \"unit\": \"celsius\"}}\n"
     "</tool_call><|im_end|>\n"
     "```")  # fmt: skip
real("https://github.com/modelscope/AgentJet/blob/daa933da4e8b3f3cf30751db645ad2020d04d745/documents/tokenizer_nodes.md (lines 25-47: 'case 2': content plus tool call, rendered; cut at whole lines)", "neg-agentjet-qwen-template-case2",
     "### case 2\n"
     "\n"
     "```python\n"
     "pprint(messages)\n"
     "[{'content': 'THIS IS CONTENT',\n"
     "  'role': 'assistant',\n"
     "  'tool_calls': [{'function': {'arguments': {'location': 'Paris, France',\n"
     "                                             'unit': 'celsius'},\n"
     "                               'name': 'get_current_temperature'},\n"
     "                  'type': 'function'}]}]\n"
     "```\n"
     "\n"
     "---------------------------------------------------------------------------------------------------\n"
     "print(self.tokenizer.apply_chat_template(messages, tokenize=False, add_generation_prompt=False))\n"
     "```python\n"
     "<|im_start|>system\n"
     "You are Qwen, created by Alibaba Cloud. You are a helpful assistant.<|im_end|>\n"
     "<|im_start|>assistant\n"
     "THIS IS CONTENT\n"
     "<tool_call>\n"
     "{\"name\": \"get_current_temperature\", \"arguments\": {\"location\": \"Paris, France\", \"unit\": \"celsius\"}}\n"
     "</tool_call><|im_end|>\n"
     "```")  # fmt: skip
real("https://github.com/vybestack/llxprt-code/blob/1ab8c3ac3928308bc83ac7b71a1cf6882601ce01/project-plans/multi-provider/23-implement-tool-formatter-hermes.md (from the heading '## Goal' to the end of the 'Background' example, read through the code-search excerpt; cut at whole lines)", "neg-llxprt-hermes-format-plan",
     "## Goal\n"
     "\n"
     "To add support for Hermes tool call format to the TextToolCallParser. Hermes models output tool calls as text with `<tool_call>` XML-like tags containing JSON.\n"
     "\n"
     "## Background\n"
     "\n"
     "Hermes format example:\n"
     "\n"
     "```\n"
     "<|im_start|>assistant\n"
     "<tool_call>\n"
     "{\"arguments\": {\"symbol\": \"TSLA\"}, \"name\": \"get_stock_fundamentals\"}\n"
     "</tool_call>\n"
     "<|im_end|>\n"
     "```")  # fmt: skip
