# ruff: noqa: E501  (model outputs are kept as the sources wrote them)
"""Held-out set as (issue 42): mostly negatives a coding agent meets in practice, from sources no other corpus cites,
gathered without reading the parser, with the calls models actually made in the same kinds of sources.

Families: negatives: a notebook's documentation of the pythonic call format with a declared tool's name in fences,
a notebook's Python code that builds a system prompt holding a pythonic call list in a string, a doc section listing
the tool-call start tags (curly quotes as the source has them), a PR description giving the DeepSeek-V3.1 and R1
call formats with their fullwidth tokens, a rendered PR description with a Llama <|python_tag|> envelope inline and a
bare JSON call on its own line, a PR description naming markers (<tool_call>, <function=, <|python_tag|>,
[TOOL_CALLS], <|tool_call>), a crate's list of supported formats, an Ollama Modelfile TEMPLATE (Go template) in a
README, a server's DEBUG log line with a templated prompt, Go and TypeScript parser code with <tool_call> regexes,
a glossary page's tool_use block written as a JS object, a bug report quoting a Qwen <tool_call><function=...>
example in a fence, a PR's root-cause list naming a bare JSON call shape, and a bug report naming GLM markup.
Positives: Qwen2.5-7B-Instruct's Hermes <tool_call> after prose (SGLang's docs notebook), Qwen3-Coder's naked
<function=Bash> with an orphan </tool_call> (oMLX), and Claude Opus's bare <invoke> blocks leaked as text in
Claude Code (one with a stray 'court' token before it).

Sources: sgl-project/sgl-project.github.io backend/function_calling.ipynb (commit 269c0d2), sgl-project/sglang
pull 9446 and issue 30925, waybarrios/vllm-mlx pull 580, unslothai/unsloth pull 5620, docs.rs adk-model 0.8.0,
bumzack/ocwd docs/ollamastuff.md, ollama/ollama issue 6560, lingfan36/puter2api internal/claude/parser.go,
CoderSerio/litewiki src/agent/parseToolCalls.ts, understandingdata.com's AI coding dictionary, QwenLM/qwen-code issue
10692, NousResearch/hermes-agent pull 87900, jundot/omlx pull 844, anthropics/claude-code issues 69529 and 71508.
Negatives (`neg-`) stay text with nothing taken from them. No cut-off call or undeclared-name call attempt was found
in an uncited source in the helper's time.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the sources' harnesses declared, with their parameters
TOOLS_AS: list[dict[str, Any]] = [
    tool_schema(
        "get_current_weather", ("city", "unit"), city="string", state="string", unit="string"
    ),  # SGLang notebook
    tool_schema("get_weather", ("location",), location="string"),  # SGLang notebook, Llama-3.2 cell
    tool_schema("get_tourist_attractions", ("city",), city="string"),
    tool_schema("read_file", ("path",), path="string"),  # vllm-mlx PR's example, the glossary's example
    tool_schema("run_shell_command", ("command",), command="string"),  # qwen-code
    tool_schema("Bash", ("command",), command="string", description="string", timeout="integer"),  # Claude Code
    tool_schema("Read", ("file_path",), file_path="string", offset="integer", limit="integer"),
]

SOURCES_AS: dict[str, str] = {}
CASES_AS: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_AS[id] = source
    CASES_AS.append(Case(id, text, list(calls), **kw))


SGL_NB = "sgl-project/sgl-project.github.io backend/function_calling.ipynb (commit 269c0d2f05cd63ef35533b78ed025097e19d39b8, SGLang's 'Tool and Function Calling' docs notebook)"

# ---- positives ------------------------------------------------------------------------------------------------
real(SGL_NB + " ('Native API and SGLang Runtime (SRT)' cell's printed gen_response: Qwen/Qwen2.5-7B-Instruct with skip_special_tokens=False and the cell-12 tools, city and unit required; the server log line printed after it left off)", "qwen25-native-hermes-call-after-prose",
     "To provide you with the current weather in Boston, I will use the `get_current_weather` function. This function requires the city name and the unit for temperature. Since you didn't specify the unit, I will assume you prefer the temperature in Celsius for this query.\n\n"
     "Reasoning: The user wants to know the current weather conditions in Boston. Using the `get_current_weather` function will allow me to fetch and provide this information accurately.\n\n"
     "<tool_call>\n{\"name\": \"get_current_weather\", \"arguments\": {\"city\": \"Boston\", \"unit\": \"celsius\"}}\n</tool_call>",
     ("get_current_weather", {"city": "Boston", "unit": "celsius"}))  # fmt: skip
real("https://github.com/jundot/omlx/pull/844 (jrehm's comment of 2026-08-31: Qwen3-Coder-30B-A3B-Instruct-4bit via `omlx launch claude`, Claude Code's tools declared; the content between the comment's ~~~ fences)", "qwen3coder-naked-function-orphan-close",
     "I'll check the model information to confirm I'm running on the local oMLX server.\n\n<function=Bash>\n<parameter=command>\necho $ANTHROPIC_BASE_URL && echo $ANTHROPIC_DEFAULT_SONNET_MODEL\n</parameter>\n</function>\n</tool_call>",
     ("Bash", {"command": "echo $ANTHROPIC_BASE_URL && echo $ANTHROPIC_DEFAULT_SONNET_MODEL"}))  # fmt: skip
real("https://github.com/anthropics/claude-code/issues/69529 (the leaked assistant message 'verbatim from the session transcript', claude-opus-4-8 in Claude Code: a stray 'court' token, then a bare <invoke>)", "opus-bare-invoke-after-court-token",
     "すみません、また記法ミスでした。正しく実行します。\n\ncourt\n<invoke name=\"Bash\">\n<parameter name=\"command\">echo test</parameter>\n<parameter name=\"description\">test</parameter>\n</invoke>",
     ("Bash", {"command": "echo test", "description": "test"}))  # fmt: skip
real("https://github.com/anthropics/claude-code/issues/71508 (the issue's 'Error Messages/Logs' block: a Read call leaked as text; the path redacted by the reporter as shown)", "claude-bare-invoke-read-after-prose",
     "Let me read the service-lookback skill file.\n\n<invoke name=\"Read\">\n<parameter name=\"file_path\">C:\\Users\\<user>\\...\\project\\.claude\\skills\\service-lookback\\SKILL.md</parameter>\n</invoke>",
     ("Read", {"file_path": "C:\\Users\\<user>\\...\\project\\.claude\\skills\\service-lookback\\SKILL.md"}))  # fmt: skip

# ---- negatives ------------------------------------------------------------------------------------------------
real(SGL_NB + " (the markdown cell 'Pythonic Tool Call Format', a declared tool's name in fenced examples)", "neg-sglang-docs-pythonic-format-fenced",
     "## Pythonic Tool Call Format (Llama-3.2 / Llama-3.3 / Llama-4)\n\n"
     "Some Llama models (such as Llama-3.2-1B, Llama-3.2-3B, Llama-3.3-70B, and Llama-4) support a \"pythonic\" tool call format, where the model outputs function calls as Python code, e.g.:\n\n"
     "```python\n[get_current_weather(city=\"San Francisco\", state=\"CA\", unit=\"celsius\")]\n```\n\n"
     "- The output is a Python list of function calls, with arguments as Python literals (not JSON).\n"
     "- Multiple tool calls can be returned in the same list:\n"
     "```python\n[get_current_weather(city=\"San Francisco\", state=\"CA\", unit=\"celsius\"),\n get_current_weather(city=\"New York\", state=\"NY\", unit=\"fahrenheit\")]\n```\n\n"
     "For more information, refer to Meta’s documentation on  [Zero shot function calling](https://github.com/meta-llama/llama-models/blob/main/models/llama4/prompt_format.md#zero-shot-function-calling---system-message).")  # fmt: skip
real(SGL_NB + " (the Llama-3.2 cell's Python source: a system prompt built in strings, ending with a pythonic call list of the declared tools in a single-quoted string)", "neg-sglang-python-prompt-builder-pythonic-list",
     "def get_messages():\n    return [\n        {\n            \"role\": \"system\",\n            \"content\": (\n"
     "                \"You are a travel assistant. \"\n"
     "                \"When asked to call functions, ALWAYS respond ONLY with a python list of function calls, \"\n"
     "                \"using this format: [func_name1(param1=value1, param2=value2), func_name2(param=value)]. \"\n"
     "                \"Do NOT use JSON, do NOT use variables, do NOT use any other format. \"\n"
     "                \"Here is an example:\\n\"\n"
     "                '[get_weather(location=\"Paris\"), get_tourist_attractions(city=\"Paris\")]'\n"
     "            ),\n        },\n        {\n            \"role\": \"user\",\n            \"content\": (\n"
     "                \"I'm planning a trip to Tokyo next week. What's the weather like and what are some top tourist attractions? \"\n"
     "                \"Propose parallel tool calls at once, using the python list of function calls format as shown above.\"\n"
     "            ),\n        },\n    ]")  # fmt: skip
real(SGL_NB + " (the last markdown cell, 'How to support a new model?', its curly quotes as the source has them)", "neg-sglang-docs-tools-tag-list",
     "## How to support a new model?\n1. Update the TOOLS_TAG_LIST in sglang/srt/function_call_parser.py with the model’s tool tags. Currently supported tags include:\n"
     "```\n\tTOOLS_TAG_LIST = [\n\t    “<|plugin|>“,\n\t    “<function=“,\n\t    “<tool_call>“,\n\t    “<|python_tag|>“,\n\t    “[TOOL_CALLS]”\n\t]\n```\n"
     "2. Create a new detector class in sglang/srt/function_call_parser.py that inherits from BaseFormatDetector. The detector should handle the model’s specific function call format. For example:\n"
     "```\n    class NewModelDetector(BaseFormatDetector):\n```\n"
     "3. Add the new detector to the MultiFormatParser class that manages all the format detectors.")  # fmt: skip
real("https://github.com/sgl-project/sglang/pull/9446 (Xu-Wenqing's description: the DeepSeek-V3.1 and R1/V3 formats with placeholders; the \\n are literal backslash-n as the description has them)", "neg-sglang-pr-deepseek-format-description",
     "## Motivation\n\nSupport tool call for DeepSeek-V3.1\n\nThe tool call format of DeepSeek-V3.1 is different from DeepSeek-V3/R1:\n"
     "DeepSeek-V3.1: <｜tool▁calls▁begin｜><｜tool▁call▁begin｜>tool_call_name<｜tool▁sep｜>tool_call_arguments<｜tool▁call▁end｜><｜tool▁calls▁end｜>\n"
     "DeepSeek-R1/V3: <｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>FUNCTION_NAME\\n'```json\\n{\"param1\": \"value1\", \"param2\": \"value2\"}\\n```<｜tool▁call▁end｜><｜tool▁calls▁end｜>\n\n"
     "So we can't use --tool-call-parser deepseekv3 for this DeepSeek-V3.1, we need a new tool call parser \"deepseekv31\"")  # fmt: skip
real("https://github.com/waybarrios/vllm-mlx/pull/580 (CBribiescas's description as the rendered page reads, code formatting lost: a <|python_tag|> envelope inline and a bare JSON call shape on its own line)", "neg-vllm-mlx-pr-bare-json-example-rendered",
     "The bug\n\nLlamaToolParser only matches the legacy <function=name>{\"json\"}</function> XML format. But Llama 3.1+ and Llama 4 emit calls with the <|python_tag|>{\"name\":..., \"parameters\":...} JSON envelope per Meta's model card, and Llama 3.3 emits the same JSON shape bare, without any marker:\n\n"
     "{\"type\": \"function\", \"name\": \"read_file\", \"parameters\": {\"path\": \"foo.py\"}}\n\n"
     "Both currently leak through to message.content untouched and downstream callers see tool_calls: [], treating the assistant turn as a clean stop.")  # fmt: skip
real("https://github.com/unslothai/unsloth/pull/5620 (the description's item 1, as mirrored at github.meowingcats01.workers.dev)", "neg-unsloth-pr-marker-tuple",
     "1. core/inference/llama_cpp.py -- the GGUF BUFFERING state machine now wakes on every emission marker the shared parser knows. "
     "Was (\"<tool_call>\", \"<function=\"); is now the five-tuple imported from core.inference.tool_call_parser (Qwen / Qwen3.5 / Llama-3 <|python_tag|> / Mistral [TOOL_CALLS] / Gemma 4 <|tool_call>). "
     "Stream cleanup is delegated to the same shared strip_tool_markup so leaked markup from any family is removed from assistant content.")  # fmt: skip
real("https://docs.rs/adk-model/0.8.0/adk_model/tool_call_parser/ (the module page's 'Supported Formats' list as rendered; the \\n are literal)", "neg-adk-model-supported-formats-list",
     "§Supported Formats\n\n"
     "  • Qwen/Hermes: <tool_call>{\"name\":\"...\", \"arguments\":{...}}</tool_call>\n"
     "  • Qwen function tag: <tool_call><function=NAME>ARGS</function></tool_call>\n"
     "  • Llama: <|python_tag|>{\"name\":\"...\", \"parameters\":{...}}\n"
     "  • Mistral Nemo: [TOOL_CALLS][{\"name\":\"...\", \"arguments\":{...}}]\n"
     "  • DeepSeek: ```json\\n{\"name\":\"...\",\"arguments\":{...}}\\n``` with <|tool▁call▁end|>\n"
     "  • Gemma 4: <|tool_call>call:NAME{key:<|\"|>value<|\"|>}<tool_call|>\n"
     "  • Action tags: <|action_start|>JSON<|action_end|>")  # fmt: skip
real("bumzack/ocwd docs/ollamastuff.md (a README's Modelfile with a Go-template TEMPLATE for Qwen tools, as the file opens)", "neg-ocwd-modelfile-template",
     "# Ollama Stuff\n\n\n## create a model including tools usage\n\n\n```\nFROM: qwen:0.5b\n\nSYSTEM You are Ali G and work as a software developer.\n\n"
     "TEMPLATE \"\"\"{{ if .Messages }}\n{{- if or .System .Tools }}<|im_start|>system\n{{ .System }}\n{{- if .Tools }}\n\n\n# Tools\n\n\n"
     "You are provided with function signatures within <tools></tools> XML tags. You may call one or more functions to assist with the user query. Don't make assumptions about what values to plug into functions. Here are the available tools:\n"
     "<tools>{{- range .Tools }}{{ .Function }}{{- end }}</tools>\n\n"
     "For each function call, return a JSON object with function name and arguments within <tool_call></tool_call> XML tags as follows:\n"
     "<tool_call>\n{\"name\": <function-name>, \"arguments\": <args-json-object>}\n</tool_call>{{- end }}<|im_end|>{{- end }}\n"
     "{{- range .Messages }}\n{{- if eq .Role \"user\" }}\n<|im_start|>{{ .Role }}\n{{ .Content }}<|im_end|>\n"
     "{{- else if eq .Role \"assistant\" }}\n<|im_start|>{{ .Role }}\n{{- if .Content }}\n{{ .Content }}\n{{- end }}\n"
     "{{- if .ToolCalls }}\n<tool_call>\n{{ range .ToolCalls }}{\"name\": \"{{ .Function.Name }}\", \"arguments\": {{ .Function.Arguments }}}\n{{ end }}</tool_call>\n{{- end }}<|im_end|>\n"
     "{{- else if eq .Role \"tool\" }}\n<|im_start|>user\n<tool_response>\n{{ .Content }}\n</tool_response><|im_end|>\n{{- end }}\n{{- end }}\n"
     "<|im_start|>assistant\n{{ else }}{{ if .System }}<|im_start|>system\n{{ .System }}<|im_end|>\n{{ end }}{{ if .Prompt }}<|im_start|>user\n{{ .Prompt }}<|im_end|>\n{{ end }}<|im_start|>assistant\n{{ end }}\"\"\"\n\n````")  # fmt: skip
real("https://github.com/ollama/ollama/issues/6560 (rick-github's comment of 2024-08-29: a server DEBUG log line with the templated prompt; the \\n are literal in the log)", "neg-ollama-debug-log-templated-prompt",
     "If you add `OLLAMA_DEBUG=1` to the server environment, the processed prompt will be logged:\n```\n"
     "ollama-1  | time=2024-08-29T17:15:51.787Z level=DEBUG source=routes.go:208 msg=\"generate request\" prompt=\"<|im_start|>user\\nhello<|im_end|>\\n<|im_start|>assistant\\n\" images=[]\n```")  # fmt: skip
real("lingfan36/puter2api internal/claude/parser.go (the Go function ParseToolCalls with its <tool_call> regex)", "neg-go-parser-tool-call-regex",
     "// ParseToolCalls 解析文本中的工具调用\nfunc ParseToolCalls(text string) ([]types.ParsedToolCall, string) {\n"
     "\tre := regexp.MustCompile(`(?s)<tool_call>\\s*(\\{.*?\\})\\s*</tool_call>`)\n"
     "\tmatches := re.FindAllStringSubmatch(text, -1)\n\n\tvar calls []types.ParsedToolCall\n\tremainingText := text\n\n"
     "\tfor i, match := range matches {\n\t\tvar call types.ParsedToolCall\n\t\tif err := json.Unmarshal([]byte(match[1]), &call); err == nil {\n"
     "\t\t\tif call.ID == \"\" {\n\t\t\t\tcall.ID = fmt.Sprintf(\"toolu_%d_%d\", time.Now().UnixNano(), i)\n\t\t\t}\n"
     "\t\t\tcalls = append(calls, call)\n\t\t\tremainingText = strings.Replace(remainingText, match[0], \"\", 1)\n\t\t}\n\t}\n\n"
     "\tremainingText = strings.TrimSpace(remainingText)\n\treturn calls, remainingText\n}")  # fmt: skip
real("CoderSerio/litewiki src/agent/parseToolCalls.ts (a TypeScript parser for GLM's <tool_call>/<arg_key> markup, the whole file)", "neg-ts-parser-glm-arg-key-regex",
     "type ParsedToolCall = {\n  id?: string;\n  name: string;\n  args: Record<string, string>;\n};\n\n"
     "export function parseToolCalls(\n  reasoningContent: string | undefined,\n): ParsedToolCall[] {\n  if (!reasoningContent) return [];\n\n"
     "  const results: ParsedToolCall[] = [];\n  const regex = /<tool_call>([\\s\\S]*?)<\\/tool_call>/g;\n\n"
     "  let match: RegExpExecArray | null = null;\n  while (true) {\n    match = regex.exec(reasoningContent);\n    if (!match) break;\n"
     "    const block = match[1] ?? \"\";\n    const nameMatch = block.match(/^([^\\n<]+)/);\n    const name = nameMatch?.[1] ? nameMatch[1].trim() : \"\";\n\n"
     "    const argRegex =\n      /<arg_key>([\\s\\S]*?)<\\/arg_key><arg_value>([\\s\\S]*?)<\\/arg_value>/g;\n"
     "    const args: Record<string, string> = {};\n    let argMatch: RegExpExecArray | null = null;\n    while (true) {\n"
     "      argMatch = argRegex.exec(block);\n      if (!argMatch) break;\n      const k = argMatch[1] ?? \"\";\n      const v = argMatch[2] ?? \"\";\n"
     "      args[k.trim()] = v.trim();\n    }\n\n    if (name) results.push({ name, args });\n  }\n\n  return results;\n}")  # fmt: skip
real("https://understandingdata.com/ai-coding-dictionary/tool-call/ (the dictionary entry as the page's text reads: a tool_use block written as a JS object naming the declared read_file)", "neg-dictionary-tool-use-js-object",
     "When a model decides it needs a tool, it does not run code. It emits a tool call: a structured request that says \"call read_file with path: src/index.ts.\" The model then stops and waits. Executing that request is the harness's job, not the model's.\n"
     "What it looks like\nA tool call arrives as a block in the model's response, carrying a unique id, the tool name, and the arguments the model chose:\n"
     "// A block inside the model's reply\n{\ntype: 'tool_use',\nid: 'toolu_01A2b3',\nname: 'read_file',\ninput: { path: 'src/index.ts' },\n}"
     "The model also signals that it is pausing for tools rather than finishing its turn, so your agent loop knows to run the requested tools instead of treating the reply as final.")  # fmt: skip
real("https://github.com/QwenLM/qwen-code/issues/10692 (yiliang114's description: the prompt's taught <tool_call> example in a fence, and the fallback's regex quoted)", "neg-qwen-code-issue-taught-format-fenced",
     "## What happened?\n\nWhen the model emits a tool call as raw XML in the content/text field instead of the structured `tool_calls` array, qwen-code recovers some dialects but **misses the `<tool_call>` dialect — the very format qwen-code's own system prompt teaches models to use** (see the tool-call examples in `packages/core/src/core/prompts.ts`). "
     "The un-recovered XML then leaks to the user-visible output, ending in literal `</parameter>` / `</function>` / `</tool_call>` closing tags.\n\n"
     "Example of the taught format (from `prompts.ts`):\n\n```\n<tool_call>\n<function=run_shell_command>\n<parameter=command>\nnode server.js\n</parameter>\n</function>\n</tool_call>\n```\n\n"
     "This is the same problem class as #8003 / #8037 (XML tool calls emitted as plain text) and #8207 (JSON tool-call arguments as plain text), but neither fix covers this dialect:\n\n"
     "1. **`containsXmlToolCalls()`** in `packages/core/src/core/xml-tool-call-fallback.ts` uses `INVOKE_PATTERN = /<invoke\\s+name=...>...<\\/invoke>/`, which only matches the `<invoke name=\"read_file\">` (Anthropic) dialect. It returns `false` for `<tool_call>...</tool_call>`.")  # fmt: skip
real("https://github.com/NousResearch/hermes-agent/pull/87900 (JohnSaunders's description, 'Root cause' section)", "neg-hermes-pr-leaked-shape-list",
     "## Root cause (reproduced live against qwen2.5-coder:7b)\n\n"
     "- Leaked content is a bare JSON object: `{\"name\": ..., \"arguments\": {...}}`\n"
     "- Multiple calls come back whitespace-separated with **no enclosing array**\n"
     "- `arguments` is omitted entirely for zero-arg calls\n"
     "- `finish_reason` is left as `\"stop\"`, not `\"tool_calls\"`")  # fmt: skip
real("https://github.com/sgl-project/sglang/issues/30925 (shanemort1982's description, 'Describe the bug')", "neg-sglang-issue-glm-markup-prose",
     "When a chat completion is sent with `tool_choice: \"none\"` and a non-empty `tools` array, GLM-5.2 (and GLM-5.1) sometimes emit the model's native tool-call template markup (`<tool_call> ... </tool_call>` and the related fullwidth delimiter tokens) directly into `message.content` as prose, instead of a clean natural-language answer.\n\n"
     "Because the tool-call detector is disabled when `tool_choice=\"none\"`, any tool-call markup the model produces is not stripped, so it passes straight through into the content stream. The caller receives raw template scaffolding mixed into the assistant text.")  # fmt: skip
