# ruff: noqa: E501  (model outputs are kept as the sources wrote them)
"""Held-out set bb (issue 42): text an agent meets in files and tool results that must stay text, gathered without reading the parser.

Families: negatives only but one: an Ollama Modelfile TEMPLATE telling Gemma to answer in ```tool_use fences, system
prompts showing a JSON call shape to the model (SambaNova starter kit, AWorld), dagger's LLM docs with a mock
`<toolCall>` exchange, LM Studio's tool-use docs quoting Qwen2.5's injected system prompt, a note quoting Ollama's
Qwen template, a glossary entry and a blog paragraph naming call shapes inline, a changelog entry about `<think>`
blocks, a PR description listing the bracket and raw-JSON formats it parses, an issue describing `<tool_call>`
blocks, a maintainer's answer quoting a Devstral `[TOOL_CALLS]` line, and a streaming-fix doc; plus one real call:
qwen2.5:14b on Ollama leaking a bare JSON call after a stray character, closed by an orphan `</tool_call>`.

Sources: brendancopley/mcp-chain-of-draft-prompt-tool, sambanova/ai-starter-kit, yumiao20071126/AWorld,
dagger/dagger, lmstudio.ai docs, minhle.space, runlocalai.co, techandfi.com, horizon-rl/strands-sglang,
waybarrios/vllm-mlx#15, Neroued/ninfer#158, ollama/ollama#11158 and #13968, andywinnock/qwen-code (the repository
files read through the code-search excerpts, the pages and threads through the page/issue-search excerpts).

Could not find (in the helper's ~28 minutes): an uncited cut-off call with its raw text (the truncation threads
found describe the cut in prose or show only harness logs), and more uncited positives where a local model first
quoted docs and then called; so this set is almost all negatives and has no `cut-` case.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the sources' harnesses declared, with their parameters
TOOLS_BB: list[dict[str, Any]] = [
    # ollama#13968 (the reporter's legal-research agent)
    tool_schema("start_legal_research", ("search_intent",), search_intent="string"),
    # techandfi.com's Qwen3 tutorial
    tool_schema("web_search", ("query",), query="string"),
    # runlocalai glossary example
    tool_schema("search_web", ("query",), query="string"),
    # ollama#11158 (the user's Devstral test tool)
    tool_schema("maths_solver", ("equation",), equation="string", variable="string"),
    # LM Studio docs example
    tool_schema("get_delivery_date", ("order_id",), order_id="string"),
    # dagger's mock tools
    tool_schema("selectTools", ("tools",), tools="array"),
    tool_schema("returnToUser", ("fries",), fries="string"),
    # vllm-mlx#15 test
    tool_schema("searchReddit", (), query="string"),
]

SOURCES_BB: dict[str, str] = {}
CASES_BB: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_BB[id] = source
    CASES_BB.append(Case(id, text, list(calls), **kw))


# ---- the one real call: qwen2.5:14b leaking a bare JSON call ----------------------------------
real("https://github.com/ollama/ollama/issues/13968 (Arslan-Mehmood1's description: qwen2.5:14b Q4_K_M on Ollama 0.14.0; the agent_response block as the issue shows it, stray CJK character and orphan </tool_call> kept)", "qwen25-14b-bare-json-after-stray-char",
     "侴\n{\"name\": \"start_legal_research\", \"arguments\": {\"search_intent\": \"Types d'organisations avec lesquelles l'État peut conclure des accords pour des contrats de relais pour adultes en France\"}}\n</tool_call>\n",
     ("start_legal_research", {"search_intent": "Types d'organisations avec lesquelles l'État peut conclure des accords pour des contrats de relais pour adultes en France"}))  # fmt: skip

# ---- Modelfile / chat-template text -----------------------------------------------------------
real("brendancopley/mcp-chain-of-draft-prompt-tool system_template.md (an Ollama Modelfile TEMPLATE for Gemma: the function-calling instructions section, as the file shows it)", "neg-modelfile-gemma-tool-use-fence-instructions",
     "2. FUNCTION CALLING FORMAT\nWhen calling a function:\n- Use ```tool_use``` code blocks\n- Include both function name and arguments as a JSON object\n- Follow this exact format:\n\n"
     "```tool_use\n{\"name\": \"<function-name>\", \"arguments\": <args-json-object>}\n```\n\n"
     "3. GUIDELINES\n- Analyze the task carefully before choosing functions\n- Only call functions that are necessary\n- Validate all required arguments before calling")  # fmt: skip
real("brendancopley/mcp-chain-of-draft-prompt-tool system_template.md (the same TEMPLATE's assistant branch, rendering past ToolCalls as a tool_use fence)", "neg-modelfile-gemma-assistant-branch",
     "{{- else if eq .Role \"assistant\" }}<start_of_turn>model\n{{ if .Content }}{{ .Content }}\n{{- else if .ToolCalls }}```tool_use\n"
     "{{ range .ToolCalls }}{\"name\": \"{{ .Function.Name }}\", \"arguments\": {{ .Function.Arguments}}}\n{{ end }}```\n"
     "{{- end }}{{ if not $last }}<end_of_turn>\n{{ end }}")  # fmt: skip
real("https://minhle.space/notes/250329-llm-tool-calling (a note quoting the system prompt and template Ollama/LM Studio use for Qwen)", "neg-note-quotes-ollama-qwen-template",
     "System prompts using in Ollama/LMStudio example:\n\n"
     "For each function call, return a json object with function name and arguments within <tool_call></tool_call> XML tags:\n"
     "<tool_call>\n{\"name\": <function-name>, \"arguments\": <args-json-object>}\n</tool_call>\n{{- end }}<|im_end|>\n{{ end }}\n \n...\n \n"
     "<|im_start|>assistant\n{{ if .Content }}{{ .Content }}\n{{- else if .ToolCalls }}<tool_call>\n"
     "{{ range .ToolCalls }}{\"name\": \"{{ .Function.Name }}\", \"arguments\": {{ .Function.Arguments }}}\n{{ end }}</tool_call>\n"
     "{{- end }}{{ if not $last }}<|im_end|>\n{{ end }}")  # fmt: skip

# ---- system prompts that show the format to the model -----------------------------------------
real("sambanova/ai-starter-kit financial_assistant/prompts/function_calling_prompts.py (FUNCTION_CALLING_PROMPT_TEMPLATE, the user section; the f-string's doubled braces kept as the file has them)", "neg-sambanova-prompt-json-list-shape",
     "  Given the following functions/tools,\n  please respond with a JSON for a function call that best answers the given prompt.\n  Include the function name and its proper arguments.\n\n"
     "  Respond in the JSON format:\n  \n  ```json\n  [{{\n  \"name\": function name,\n    \"parameters\": dictionary of argument name and its value\n  }}]\n  ```\n\n"
     "  Do not use variables.\n\n  Available tools:\n  {tools}\n\n  Please select only one tool.")  # fmt: skip
real("yumiao20071126/AWorld examples/mcp_demo/prompt.py (system_prompt's <how to work> rule 3, doubled braces as the file has them)", "neg-aworld-prompt-use-tool-list",
     "3. Your response **must strictly output in JSON structure**, no natural language description allowed, no Markdown formatting, no ```json or ``` tags, and no newline characters like (\"\\n\", \"\\r\", etc.), output the JSON string directly:\n"
     "  {{\n   \"use_tool_list\":[{{\n     \"tool\":\"tool_name\",\n     \"arguments\": {{\n       \"param1_name\": \"param1_value\",\n       \"param2_name\": \"param2_value\"\n     }}\n   }}]\n   }}\n"
     "4. If the user's question cannot be solved by the above tools, do not return an empty tool list, output only the final response.")  # fmt: skip
real("dagger/dagger core/llm_docs.md (the end of the mock-up exchange given to the model, from the user's <prompt> to </assistant>; the source's mismatched </toolCalls> kept)", "neg-dagger-llm-docs-mock-toolcall",
     "    <prompt>\n      Bake me some french fries.\n    </prompt>\n  </user>\n  <assistant>\n"
     "    <toolCall id=\"initialToolsCall\">\n      selectTools(tools: [\"Potato_rinse\", \"Potato_peel\", \"Potato_slice\", \"Oven_bake\"])\n    </toolCalls>\n  </assistant>")  # fmt: skip

# ---- docs, tutorials, glossaries --------------------------------------------------------------
real("https://lmstudio.ai/docs/advanced/tool-use (the passage showing how the tool list is injected into Qwen2.5-Instruct's system prompt, up to the opening <tools> line, as the page's text renders it)", "neg-lmstudio-docs-qwen-injected-prompt",
     "This list will be injected into the system prompt of the model depending on the model's chat template. For Qwen2.5-Instruct, this looks like:\n"
     "<|im_start|>system\nYou are Qwen, created by Alibaba Cloud. You are a helpful assistant.\n# Tools\n"
     "You may call one or more functions to assist with the user query.\nYou are provided with function signatures within <tools></tools> XML tags:\n<tools>")  # fmt: skip
real("https://runlocalai.co/glossary/tool-calling (the glossary definition's first sentences, an example call inline in prose)", "neg-glossary-inline-json-call",
     "Tool calling (also called function calling) is a model's structured output capability where it produces JSON-shaped tool invocations instead of free-form text when the use case calls for action. "
     "The model sees a list of available tools (with JSON schemas), decides which to call, and emits {\"name\": \"search_web\", \"args\": {\"query\": \"...\"}}.")  # fmt: skip
real("https://techandfi.com/?p=3574 (a tutorial paragraph on Qwen3 4B under OpenVINO naming the tag inline)", "neg-blog-names-tool-call-tag",
     "Another reason for using Qwen3 is that it has better support for tool calls. We give the LLM a set of tools that are available, and Qwen3 outputs a structured <tool_call> JSON payload (instead of plain text) so we can parse and execute the action that was intended by the LLM.")  # fmt: skip

# ---- changelogs, PR and issue prose, parser docs ----------------------------------------------
real("horizon-rl/strands-sglang CHANGELOG.md ([Unreleased] / Added)", "neg-changelog-think-block-exclusion",
     "### Added\n\n- **Think Block Exclusion**: `HermesToolCallParser` excludes tool calls inside `<think>` blocks by default, preventing parsing of draft tool calls from reasoning models (Qwen3, DeepSeek-R1). Configurable via `think_start_token`/`think_end_token`.")  # fmt: skip
real("https://github.com/waybarrios/vllm-mlx/pull/15 (janhilgard's description: the formats the PR parses, listed inline)", "neg-pr-lists-bracket-and-raw-json-formats",
     "## Summary\nAdd support for multiple tool calling formats that models output:\n"
     "- **Qwen3 bracket**: `[Calling tool: function_name({\"arg\": \"value\"})]`\n"
     "- **Raw JSON** (fallback): `{\"name\": \"...\", \"arguments\": {...}}` - single or multiple\n\n"
     "## Why Raw JSON Fallback?\nSome models (including Qwen3) may output plain JSON tool calls without wrapper tags. The raw JSON parser activates only when no other format matches, preventing false positives.")  # fmt: skip
real("https://github.com/Neroued/ninfer/issues/158 (easonLiangWorldedtech's description: the 'Expected behavior' section)", "neg-issue-expected-behavior-tool-call-blocks",
     "## Expected behavior\n\nTool-call parsing should be per top-level `<tool_call>` block:\n\n"
     "- A well-formed block whose function name is declared in the request tool contract should be emitted as a structured tool call.\n"
     "- A malformed, undeclared, or otherwise unrepresentable block should be preserved verbatim in assistant content.\n"
     "- Content should be the byte-exact complement of the successfully decoded blocks.")  # fmt: skip
real("https://github.com/ollama/ollama/issues/11158 (rick-github's comment of 2025-06-22, quoting the asker's Devstral example)", "neg-maintainer-quotes-tool-calls-line",
     "> Would this example below be a literal LLM output that would be expected in this case to trigger a tool call?\n> \n"
     "> `[TOOL_CALLS][{\"name\": \"maths_solver\", \"arguments\": {\"equation\": \"5x + 7 = 22\", \"variable\": \"x\"}}]`\n\n"
     "This example looks like it matches the `.ToolCalls` format.  Did it not generate a tool call?  How did you define the tool, and what was the prompt?")  # fmt: skip
real("andywinnock/qwen-code QWEN3-TOOL-STREAMING.md (the 'Before' section: the workaround code quoted in a fence)", "neg-doc-streaming-workaround-code",
     "### Before (The Problem)\n\nIn `packages/core/src/core/openaiContentGenerator/pipeline.ts` lines 73-80:\n\n"
     "```typescript\n// WORKAROUND: vLLM's qwen3_coder tool parser only works in non-streaming mode\n"
     "// When tools are present, fall back to non-streaming and yield a single response\n"
     "if (request.config?.tools && request.config.tools.length > 0) {\n  const singleResponse = await this.execute(request, userPromptId);\n"
     "  return (async function* () {\n    yield singleResponse;\n  })();\n}\n```\n\n"
     "**Issue:** Tool calls disabled streaming completely, blocking entire response until completion.")  # fmt: skip
