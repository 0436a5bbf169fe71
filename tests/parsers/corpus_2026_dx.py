# ruff: noqa: E501  (texts are kept as the sources wrote them)
"""Held-out set dx (issue 42): texts a coding agent meets that hold call-like text but make no call, gathered without reading the parser.

Families: all negatives. Files a model would show, quote or write: a C++ header holding the Llama 3.1
`<function=example_function_name>{...}</function>` system prompt (cortex.cpp), mlx-lm's tiny JSON tool parser that builds
`{"name": ..., "arguments": ...}`, a ToolTalk prompt file with `[func1(params_name=params_value...)]` and `<tool_call>{{...}}`
(f-string doubled braces), a huggingface.js Jinja test with `tool_calls` objects, a langgraph-mcp scratch file of prompts, a
PowerInfer doc listing native call formats. README sections (Hugging Face commit pages) quoting
`<tool_call>{"name": "get_weather", ...}</tool_call>` and `<code>get_weather(city="Copenhagen")</code>` inline (SmolLM3),
a `<functioncall> {...} </functioncall>` template, and `function_call {tool args in json}` prose. A model reply: a CodeRabbit
review suggestion whose Python returns `{"name": tool_name, "arguments": arguments}`. Issue/PR prose and pasted repro code:
a bare-JSON regex report (openorca), smolagents PR descriptions showing `"arguments": {"city": "New York"}`, a promptflow
`## tool_calls:` repro, an oMLX Gemma 4 log line `call:google:mcp:...{filename: ...`, a Harmony call quoted in prose
(mlx-lm#613), a curl repro with a read_file tool schema (oMLX#2565), an ollama PR naming the `<tool_call>` JSON format.

Sources: huggingface.co commits of HuggingFaceTB/SmolLM3-3B, YaTharThShaRma999/PromptTest, ScaleGenAI/Llama3-8B-Function-Calling;
janhq/cortex.cpp, ml-explore/mlx-lm, pkmmlxdb/ToolTalk, huggingface/huggingface.js, pdhoolia/langgraph-mcp,
SJTU-IPADS/PowerInfer files (read_file or the code-search opening, cut only at whole lines);
lightspeed-core/lightspeed-evaluation#24, Open-Orca-AI/openorca#98, huggingface/smolagents#1003 and #1000,
microsoft/promptflow#3388, jundot/omlx#1854 and #2565, ml-explore/mlx-lm#613, ollama/ollama#18388 (issue-search excerpts,
cut only at a whole line before the excerpt's cut).

Could not find (in the helper's 30 minutes): an uncited real reply that quotes a format in prose and then really calls a
tool (easy-llm-cli#57 and the ones dn/dq list are already cited; oMLX#2565's leaked Qwen2.5-Coder reply was past the
excerpt), an assistant answering "what tools do you have?" in text (gemini-cli#2856 and open-webui#12324 show it only as
a screenshot or are cited), and a model's after-the-fact "I called read_file on x.py" summary. So this set has no positive.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the texts name, declared so that a call to them would be possible
TOOLS_DX: list[dict[str, Any]] = [
    # SmolLM3 README, omlx#2565 / mlx-lm#613 repros
    tool_schema("get_weather", ("city",), city="string"),
    tool_schema("get_current_weather", ("location",), location="string"),
    tool_schema("read_file", ("path",), path="string"),
    tool_schema("readfile", (), filename="string"),
    # Llama 3.1 built-ins named by the cortex.cpp prompt
    tool_schema("brave_search", ("query",), query="string"),
    tool_schema("wolfram_alpha", ("query",), query="string"),
    # huggingface.js test tools
    tool_schema("get_stock_price", ("symbol",), symbol="string"),
    tool_schema("check_word_anagram", ("word1", "word2"), word1="string", word2="string"),
    # promptflow#3388 repro, omlx#1854 log
    tool_schema("update", (), items="object"),
    tool_schema("create-pdf-file", ("filename",), filename="string"),
]

SOURCES_DX: dict[str, str] = {}
CASES_DX: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_DX[id] = source
    CASES_DX.append(Case(id, text, list(calls), **kw))


# ---- files a model would show or write --------------------------------------------------------------
real("https://github.com/janhq/cortex.cpp/blob/42b79073895e6a9acadffad2cfd99be10d2bda7d/engine/utils/function_calling/llama3.1.h (whole file; a C++ header a model would show)", "neg-cortex-llama31-function-prompt-header",
     "#pragma once\n\nnamespace function_calling_llama3_1_utils {\nconstexpr auto system_prompt = R\"(\nEnvironment: ipython\nTools: brave_search, wolfram_alpha\nCutting Knowledge Date: December 2023\nToday Date: 20 September 2024\n\n"
     "# Tool Instructions\n- Always execute python code in messages that you share.\n- When looking for real time information use relevant functions if available else fallback to brave_search\n\n"
     "You have access to the following CUSTOM functions:\n\n<CUSTOM_FUNCTIONS>\n\n\n"
     "If a you choose to call a function ONLY reply in the following format:\n<{start_tag}={function_name}>{parameters}{end_tag}\nwhere\n\n"
     "start_tag => `<function`\nparameters => a JSON dict with the function argument name as key and function argument value as value.\nend_tag => `</function>`\n\n"
     "Here is an example,\n<function=example_function_name>{\"example_name\": \"example_value\"}</function>\n\n"
     "Reminder:\n- Function calls MUST follow the specified format\n- Required parameters MUST be specified\n- Only call one function at a time\n- Put the entire function call reply on one line\n- Always add your sources when using search results to answer the user query\n- If can not find correct parameters corresponding to function, ask user again to provide.\n- No explanation are needed when calling a function.\n\n"
     "You are a helpful assistant.\n)\";\n\nconstexpr auto tool_role = \"<|eot_id|>\\n<|start_header_id|>ipython<|end_header_id|>\\n\";\n}  // namespace function_calling_llama3_1_utils\n")  # fmt: skip
real("https://github.com/ml-explore/mlx-lm/blob/05d377e949a8a767e06f38da37af72d2ab9aa928/mlx_lm/tool_parsers/json_tools.py (whole file; Python source a model would show)", "neg-mlx-lm-json-tools-source",
     "# Copyright © 2025 Apple Inc.\n\nimport json\n\ntool_call_start = \"<tool_call>\"\n\ntool_call_end = \"</tool_call>\"\n\n\n"
     "def parse_tool_call(text, tools=None):\n    tool_call = json.loads(text.strip())\n    return {\n        \"name\": tool_call.get(\"name\", None),\n        \"arguments\": json.dumps(tool_call.get(\"arguments\", \"\")),\n    }\n")  # fmt: skip
real("https://github.com/pkmmlxdb/ToolTalk/blob/05a0b0c5cb71c281a12b8d4c7a6eccb29b5b8d99/src/tooltalk/evaluation/predictors/constants.py (whole file; prompt constants a model would show)", "neg-tooltalk-prompt-constants-pythonic-and-tool-call",
     "SYSTEM_PROMPT = \"\"\"You are an expert in composing functions. You are given a question and a set of possible functions. Based on the question, you will need to make one or more function/tool calls to achieve the purpose. If none of the function can be used, point it out. If the given question lacks the parameters required by the function, also point it out.\n"
     "Here is a list of functions in JSON format that you can invoke:\\n{functions}.\n"
     "Should you decide to return the function call(s), write \"FUNCTION_CALL\" and put each function call in the format of [func1(params_name=params_value, params_name2=params_value2...), func2(params)]\n"
     "Do NOT include any other text in your response! You MUST write FUNCTION_CALL before responding with any the function calls and put all function calls in a list.\n\n"
     "Here is some user data:\nlocation: {location}\ntimestamp: {timestamp}\nusername (if logged in): {username}\n\"\"\"\n\n"
     "# In f-string, to represent the character \"{\" you must use double curly braces \"{{\" because one curly brace is used for variable interpolation.\n"
     "DBRX_SYSTEM_PROMPT = \"\"\"You are a function calling AI model.\nYou are given a question and a set of possible functions. Based on the question, you may need to make one or more function/tool calls to achieve the purpose.\n"
     "When you need to call a function, please play attention to:\n1. If none of the function can be used to answer this query, please point it out.\n2.  If the given question lacks the parameters required by the function, please point it out.\n3. You may assume the user has implemented this function themselves.\n\n"
     "When you don't need to call a function, please:\n1. Respond like a normal chat bot\n2. Do not call any functions\n3. You may respond to the user's original question using the information from the function you called.\n\n"
     "You are provided with function signatures within <tools></tools> XML tags. You may call one or more functions to assist with the user query. Don't make assumptions about what values to plug into functions.\n\n"
     "Here are the tools available to you:\n<tools> {functions} </tools>\n\n"
     "For each function call return a json object (using quotes) with function name and arguments within <tool_call>{{ }}</tool_call> XML tags as follows:\n"
     "* With arguments:\n<tool_call>{{\"name\": \"function_name\", \"arguments\": {{\"argument_1_name\": \"value\", \"argument_2_name\": \"value\"}} }}</tool_call>\n"
     "* Without arguments:\n<tool_call>{{ \"name\": \"function_name\", \"arguments\": {{}} }}</tool_call>\n\n"
     "Here is some user data:\nlocation: {location}\ntimestamp: {timestamp}\nusername (if logged in): {username}\n\n"
     "In between <tool_call> and </tool_call> tags, you MUST respond in a valid JSON schema. Do not include any other text there.\n\"\"\"\n")  # fmt: skip
real("https://github.com/huggingface/huggingface.js packages/jinja/test/e2e.test.js (the file's opening, up to the end of EXAMPLE_FUNCTION_SPEC, as the code search shows it; a test file a model would show)", "neg-hfjs-jinja-e2e-function-calling-fixtures",
     "import { describe, expect, it, beforeEach, afterEach, vi } from \"vitest\";\n\nimport { Template } from \"../src/index\";\n\nimport { downloadFile } from \"@huggingface/hub\";\n\n"
     "const EXAMPLE_CHAT = [\n\t{ role: \"user\", content: \"Hello, how are you?\" },\n\t{ role: \"assistant\", content: \"I'm doing great. How can I help you today?\" },\n\t{ role: \"user\", content: \"I'd like to show off how chat templating works!\" },\n];\n\n"
     "const EXAMPLE_CHAT_WITH_SYSTEM = [\n\t{\n\t\trole: \"system\",\n\t\tcontent: \"You are a friendly chatbot who always responds in the style of a pirate\",\n\t},\n\t...EXAMPLE_CHAT,\n];\n\n"
     "const EXAMPLE_FUNCTION_CALLING = [\n\t{\n\t\trole: \"assistant\",\n\t\tcontent: null,\n\t\ttool_calls: [\n\t\t\t{\n\t\t\t\ttype: \"function\",\n\t\t\t\tfunction: {\n\t\t\t\t\tname: \"get_current_weather\",\n\t\t\t\t\targuments: '{\\n  \"location\": \"Hanoi\"\\n}',\n\t\t\t\t},\n\t\t\t},\n\t\t],\n\t},\n\t{ role: \"user\", content: \"what's the weather like in Hanoi?\" },\n];\n\n"
     "// Example adapted from https://huggingface.co/fireworks-ai/firefunction-v1\nconst EXAMPLE_FUNCTION_SPEC = [\n\t{\n\t\tname: \"get_stock_price\",\n\t\tdescription: \"Get the current stock price\",\n\t\tparameters: {\n\t\t\ttype: \"object\",\n\t\t\tproperties: {\n\t\t\t\tsymbol: {\n\t\t\t\t\ttype: \"string\",\n\t\t\t\t\tdescription: \"The stock symbol, e.g. AAPL, GOOG\",\n\t\t\t\t},\n\t\t\t},\n\t\t\trequired: [\"symbol\"],\n\t\t},\n\t},\n"
     "\t{\n\t\tname: \"check_word_anagram\",\n\t\tdescription: \"Check if two words are anagrams of each other\",\n\t\tparameters: {\n\t\t\ttype: \"object\",\n\t\t\tproperties: {\n\t\t\t\tword1: {\n\t\t\t\t\ttype: \"string\",\n\t\t\t\t\tdescription: \"The first word\",\n\t\t\t\t},\n\t\t\t\tword2: {\n\t\t\t\t\ttype: \"string\",\n\t\t\t\t\tdescription: \"The second word\",\n\t\t\t\t},\n\t\t\t},\n\t\t\trequired: [\"word1\", \"word2\"],\n\t\t},\n\t},\n];")  # fmt: skip
real("https://github.com/pdhoolia/langgraph-mcp scratch.md (the file's opening, Prompt 1 whole, as the code search shows it; a notes file a model would show)", "neg-langgraph-mcp-scratch-prompt-tool-calls-section",
     "## Prompt 1\n\nYou are an expert in using functions/tools when necessary or asking for any information required for using a function if it is not yet available in the conversation.\n\n"
     "- Based on the conversation, call one or more functions to achieve the purpose, or ask for missing parameters when a function is applicable but any of the required parameters are missing. Do not use variables. E.g., do not call functions with parameter values like \\\"<member_id>\\\" or \\\"[member_id]\\\" or \\\"your...\\\". If the user has not yet provided a required value, respond with a normal content message asking for the value, e.g., \\\"I need more information. Could you please provide the member_id\\\"\n"
     "- If no functions apply, do not call any. Just respond with \\\"[::IDK::]\\\"\n"
     "- If the given conversation lacks the parameters required by the function, point it out. ASK THE USER for the missing parameters.\n"
     "- You should only output function calls in tool call section.\n"
     "- When making a function call format your response exactly as a JSON function call in the \\\"tool_calls\\\" section.")  # fmt: skip
real("https://github.com/SJTU-IPADS/PowerInfer smallthinker/docs/function-calling.md (the file's opening up to the format list's end, as the code search shows it; a docs file a model would quote)", "neg-powerinfer-function-calling-doc-formats",
     "# Function Calling\n\n[chat.h](../common/chat.h) (https://github.com/ggml-org/llama.cpp/pull/9639) adds support for [OpenAI-style function calling](https://platform.openai.com/docs/guides/function-calling) and is used in:\n- `llama-server` when started w/ `--jinja` flag\n\n"
     "## Universal support w/ Native & Generic handlers\n\nFunction calling is supported for all models (see https://github.com/ggml-org/llama.cpp/pull/9639):\n\n"
     "- Native tool call formats supported:\n  - Llama 3.1 / 3.3 (including builtin tools support - tool names for `wolfram_alpha`, `web_search` / `brave_search`, `code_interpreter`), Llama 3.2\n  - Functionary v3.1 / v3.2\n  - Hermes 2/3, Qwen 2.5\n  - Qwen 2.5 Coder (WIP: https://github.com/ggml-org/llama.cpp/pull/12034)\n  - Mistral Nemo\n  - Firefunction v2\n  - Command R7B\n  - DeepSeek R1 (WIP / seems reluctant to call any tools?)\n\n"
     "- Generic tool call is supported when the template isn't recognized by native format handlers (you'll see `Chat format: Generic` in the logs).\n  - Use `--chat-template-file` to override the template when appropriate (see examples below)\n  - Generic support may consume more tokens and be less efficient than a model's native format.")  # fmt: skip

# ---- README sections (Hugging Face commit pages) ----------------------------------------------------
real("https://huggingface.co/HuggingFaceTB/SmolLM3-3B/commit/ce6f3a208b1818cf2e9c6dae561bc6954bbe57a0 (README.md lines 126-129 after the commit)", "neg-smollm3-readme-inline-tool-call-and-code",
     "SmolLM3 supports tool calling!\nJust pass your list of tools:\n"
     "- Under the argument `xml_tools` for standard tool-calling: these tools will be called as JSON blobs within XML tags, like `<tool_call>{\"name\": \"get_weather\", \"arguments\": {\"city\": \"Copenhagen\"}}</tool_call>`\n"
     "- Or under `python_tools`: then the model will call tools like python functions in a `<code>` snippet, like `<code>get_weather(city=\"Copenhagen\")</code>`")  # fmt: skip
real("https://huggingface.co/YaTharThShaRma999/PromptTest/commit/3af20ac2b2d0b47531676edc18c879e94cc21008 (README.md lines 108-110 after the commit, the end of the prompt block)", "neg-prompttest-readme-functioncall-template",
     "<functioncall> {\"name\": \"function_name\", \"arguments\": {\"arg_1\": \"value_1\", \"arg_2\": value_2, ...}} </functioncall>\n...\n</multiplefunctions>")  # fmt: skip
real("https://huggingface.co/ScaleGenAI/Llama3-8B-Function-Calling/commit/69e8b1ce476d76a0ac085e307b6bb2f741691408 (README.md lines 43-46 after the commit)", "neg-scalegenai-readme-function-call-prose",
     "#### Ai will respond with function_call if it needs to call a function lile : function_call {tool args in json}\n"
     "#### User will respond with either error or the response if it was a tool like : function_response {json response}\n\n"
     "#### Tools can also take chain of thought as a parameter : Chain of thought increases the chances of getting better responses as each function is equipped with reasoning by the llm")  # fmt: skip

# ---- a model's reply: an AI code review -------------------------------------------------------------
real("https://github.com/lightspeed-core/lightspeed-evaluation/pull/24 (coderabbitai[bot]'s review thread of 2025-08-11 on streaming_parser.py:92: the bot's comment, cut at a whole line inside its suggested diff)", "neg-coderabbit-review-parse-tool-call-suggestion",
     "_🛠️ Refactor suggestion_\n\n**Handle JSON parsing errors more explicitly**\n\n"
     "At line 87, JSON parsing errors for tool arguments are silently converted to empty dictionaries. This could mask malformed tool calls and make debugging difficult.\n\n"
     "```diff\n def _parse_tool_call(token: str) -> Optional[dict[str, Any]]:\n     \"\"\"Parse tool call from token.\"\"\"\n     # format: 'Tool:<name> arguments:{...}'\n     try:\n         token = token.strip()\n         if not token.startswith(\"Tool:\") or \" arguments:\" not in token:\n             return None\n \n"
     "         parts = token.split(\" arguments:\", 1)\n         if len(parts) != 2:\n             return None\n \n         tool_name = parts[0][5:]  # Remove \"Tool:\" prefix\n         arguments_str = parts[1]\n ")  # fmt: skip

# ---- issue and PR prose, pasted repros and logs -----------------------------------------------------
real("https://github.com/Open-Orca-AI/openorca/issues/98 (madninjaskillz's description of 2026-02-19)", "neg-openorca-bare-json-regex-report",
     "## Description\n\n`ToolCallParser.cs` (line 36) uses a permissive regex pattern for matching bare JSON tool calls. The pattern can match incomplete or nested JSON objects that aren't actually tool calls — for example, log output or documentation containing JSON-like strings with `\"name\"` and `\"arguments\"` fields.\n\n"
     "```csharp\n// Pattern 5: bare JSON\n\\{[^{}]*\"name\"\\s*:\\s*\"[^\"]+\\\"[^{}]*\"arguments\"\\s*:\\s*\\{[^}]*\\}[^{}]*\\}\n```\n\n"
     "## Impact\n\nCould trigger spurious tool call attempts on model output that happens to contain JSON-like structures.\n\n"
     "## Suggested Fix\n\nAdd validation that the parsed `name` matches a known tool before attempting execution. Or tighten the regex to require the JSON to appear on its own line / at start of output.\n\n## Severity\nMedium")  # fmt: skip
real("https://github.com/huggingface/smolagents/pull/1003 (albertvillanova's description of 2025-03-17)", "neg-smolagents-json-string-arguments-pr",
     "Support JSON string arguments in tool calls.\n\n"
     "This PR adds support for handling tool call arguments that are provided as a JSON string. When a tool call's arguments are passed as a JSON-encoded string rather than a direct JSON object, the function now properly parses this string into a Python object.\n\n"
     "For example, arguments can now be passed in these two formats:\n- As a direct JSON object: `\"arguments\": {\"city\": \"New York\"}`\n- As a JSON string: `\"arguments\": \"{\\\\\"city\\\\\": \\\\\"New York\\\\\"}\"`\n\n"
     "Both formats will result in proper Python objects in the tool call result.\n\nFix `parse_json_blob`.\n\n"
     "See discussion in: https://github.com/huggingface/smolagents/pull/1000#discussion_r1998082112")  # fmt: skip
real("https://github.com/huggingface/smolagents/pull/1000 (aymeric-roucher's description of 2025-03-17)", "neg-smolagents-parse-arguments-pr-pseudocode",
     "Sometimes APIs return proper tool calls, but as a JSON string instead of a dictionary: this was not parsed as json using `parse_json_if_needed`, thus the usage of said args would fail.\n"
     "This PR fixes it and adds a regression test.\n\n"
     "Here is now how the API models returns are processed after this PR\n```\nif return has a built in tool call:\n"
     "    if this tool call has incompletly parsed arguments like a string '{\"location\": \"Paris\"}' instead of the dict '{\"location\": \"Paris\"}' , parse them\n"
     "    # Above line is what this PR #1000 adds\nif return has no built-in tool call:\n    try parsing the tool call from the return string\n    if no tool call is found, fail\n```")  # fmt: skip
real("https://github.com/microsoft/promptflow/issues/3388 (bwilliams2's description of 2024-06-07, cut at a whole line before the second repro's arguments)", "neg-promptflow-tool-calls-parse-repro",
     "**Describe the bug**\nThe current regex pattern used for parsing tool calls results in an incomplete parsing when nested objects are used within the tool call definition.  This severely limits the usefulness of tool calls within Prompty since any arguments with nested objects break parsing.\n\n"
     "Relevant code:\nhttps://github.com/microsoft/promptflow/blob/96dbf33ab97a7e53b189c4b2b570742242d1f980/src/promptflow-core/promptflow/core/_prompty_utils.py#L656-L657\n\n"
     "**How To Reproduce the bug**\nSuccessful parsing\n```python\nfrom promptflow.core._prompty_utils import try_parse_tool_calls\n\nrole_prompt = \\\n\"\"\"\n## tool_calls: \n[{\n    \"id\": \"call_dks134\",\n    \"type\": \"function\",\n    \"function\": { \n        \"name\":\"update\",\n        \"arguments\": '{\"items\": {\"name\": \"test_name\"}}'\n    }\n}]\n\"\"\"\nsuccess = try_parse_tool_calls(role_prompt)\n```\n\n"
     "Match group from `try_parse_tool_calls`\n```python\n'[{\\n    \"id\": \"call_dks134\",\\n    \"type\": \"function\",\\n    \"function\": { \\n        \"name\":\"update\",\\n        \"arguments\": \\'{\"items\": {\"name\": \"test_name\"}}\\'\\n    }\\n}]'\n```\n\n```\n\n"
     "Unsuccessful parsing with inclusion of `]` in the arguments property.\n```python\nbugged_role_prompt = \\\n\"\"\"\n## tool_calls: \n[{\n    \"id\": \"call_dks134\",\n    \"type\": \"function\",\n    \"function\": { \n        \"name\":\"update\",")  # fmt: skip
real("https://github.com/jundot/omlx/pull/1854 (richgoodson's description of 2026-06-13, up to the end of defect 1)", "neg-omlx-gemma4-namespaced-log-line",
     "Fixes #1830.\n\n## Problem\n\nGemma 4 models emit MCP-namespaced tool names and single-quoted argument values that the parser cannot handle. The reporter's log shows both at once:\n\n"
     "```\nNative tool parser failed ... Dropping match: \"call:google:mcp:text_generation:create-pdf-file{filename: ...\"\n```\n\n"
     "Four defects, three in the parser and one downstream:\n\n"
     "1. mlx-lm's native gemma4 parser rejects any name containing colons (its name regex is `[\\w-]+`), so these calls always land in the oMLX fallback. The fallback parses the name but returns it verbatim; a client that registered `create-pdf-file` cannot match `google:mcp:text_generation:create-pdf-file`. With simple arguments this is the quieter half of the symptom: the parse \"succeeds\" and the client silently receives a call it cannot use, with no warning logged.")  # fmt: skip
real("https://github.com/ml-explore/mlx-lm/issues/613 (veganmosfet's description of 2025-11-15, up to 'Example:')", "neg-mlx-lm-harmony-call-quoted-in-prose",
     "When using the `gpt-oss-20b-MXFP4-Q4` [model](https://huggingface.co/mlx-community/gpt-oss-20b-MXFP4-Q4) and mlx-lm.server, **tool calling does not work properly**: the inference engine does not stop at the `<|call|>` token to call the tool, so that the model continues to emit tokens.\n\n"
     "According to the [specifications](https://cookbook.openai.com/articles/openai-harmony), this is an example of tool call message: `<|channel|>analysis<|message|>Need to use function get_current_weather.<|end|><|start|>assistant<|channel|>commentary to=functions.get_current_weather <|constrain|>json<|message|>{\"location\":\"San Francisco\"}<|call|>`\n\n"
     "Example:")  # fmt: skip
real("https://github.com/jundot/omlx/issues/2565 (PatrickHeaney's description of 2026-08-08, from its '### Description' line (the Environment list before it left out), cut at a whole line inside the curl repro's tool schema; the leading indentation is the reporter's)", "neg-omlx-curl-repro-read-file-schema",
     "    ### Description\n    When making `/v1/chat/completions` requests with standard OpenAI `tools=[...]` schemas, the model\n  outputs valid tool call JSON. However, `oMLX` dumps the tool call string directly into `choices[0].\n  message.content` rather than extracting it into `choices[0].message.tool_calls`.\n\n"
     "    Because `tool_calls` is `null` and `finish_reason` is `\"stop\"`, strict OpenAI API clients (such as\n  Goose or Aider) treat the output as conversational markdown text to print on screen, rather than\n  triggering tool execution.\n\n"
     "    ### Reproduction\n    ```bash\n    curl http://localhost:8000/v1/chat/completions \\\n      -H \"Authorization: Bearer jimpy\" \\\n      -H \"Content-Type: application/json\" \\\n      -d '{\n        \"model\": \"mlx-community--Qwen2.5-Coder-7B-Instruct-4bit\",\n        \"messages\": [{\"role\": \"user\", \"content\": \"Read file test.txt\"}],\n        \"tools\": [{\n          \"type\": \"function\",\n          \"function\": {\n            \"name\": \"read_file\",")  # fmt: skip
real("https://github.com/ollama/ollama/pull/18388 (Neonstudio28's description of 2026-09-11)", "neg-ollama-args-alias-pr-prose",
     "## Summary\n\nOllama’s generic tool parser already accepts JSON calls whose arguments are under `arguments` or `parameters`, but some tool-capable models emit the equivalent `args` field. When that shape is used, the parser recognizes the tool name but cannot extract its arguments, so the completed call is discarded.\n\n"
     "This change treats `args` as another alias and adds a regression test using the existing `<tool_call>` JSON format. It fixes the model behavior reported in #18357 without adding model-specific parsing.\n\n"
     "## Validation\n\n- `go test ./tools`\n- `go test ./server`\n- `git diff --check`\n\nFixes #18357")  # fmt: skip
