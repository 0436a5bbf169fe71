# ruff: noqa: E501  (texts are kept as the sources wrote them)
"""Held-out set ep (issue 42): raw replies of local (and a few hosted) models quoted in 2024-2026 issue and PR threads of coding agents and their clients, gathered without reading the parser.

Families: MiniMax `<minimax:tool_call><invoke name=..><parameter name=..>` (hermes-agent, MiniMax-M2.7), the MiniMax-ish
`[TOOL_CALL] {tool => "...", args => { --key "value" }} [/TOOL_CALL]` (hermes-agent via Telegram), Cline XML tool
elements with an XML-escaped argument (pi-free, MiMo), pythonic `write_to_file(path=..., content=<triple-quoted string>)`
calls written as text by Llama-3.1-405B in Cline; negatives: Cline's own "[ERROR] You did not use a tool" reminder with its
XML example, a model's announce-only line, PR/issue descriptions that quote call shapes (`<tool_call>{json}`, DSML
`<｜DSML｜invoke>`, `</TOOLCALL>` orphan close, `<｜DSML｜aio-webcontent>`), and an Ollama Modelfile template.

Sources: NousResearch/hermes-agent#27834 and #11994, apmantza/pi-free#235 and #377, cline/cline#360 and #6660,
Kuberwastaken/claurst#395, odysseus-dev/odysseus#5199, ai-dynamo/dynamo#10115, continuedev/continue#6913 (all read
through the issue-search excerpts; an excerpt the search cut is copied only up to a whole line before the cut).

Could not find (in the helper's 30 minutes): nearly every issue thread with a raw local-model reply in Cline, Roo,
Kilo, Continue, OpenCode, Goose, Zed, Crush, Open WebUI, LM Studio, llama.cpp, gpustack, qwen-code and odysseus is
already cited by corpora a to em (continue#13057, Roo#11219/#10464, kilocode#2550, qwen-code#176, llama-box#61,
gpustack#2660, omlx#593, MiniMax-M3#31, odysseus#4085, anon-kode#23 ...). Uncited ones show the reply only as a
screenshot (ollama#16466, lmstudio#797, qwen-code#1281), paraphrase it with `...`/`{...}` placeholders (goose#8269,
hermes-agent#27834's second form, claurst#395), or are cut by the search excerpt before the call (llama.cpp#14915
`[tool_ca`, lmstudio#812). No Devstral `[TOOL_CALLS]`, Seed-OSS, Nemotron, Granite 4, gpt-oss or GLM raw reply was
found uncited; so positives are few (4) and hosted models (MiniMax-M2.7, MiMo, Llama-3.1-405B) stand in.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the sources' harnesses declared, with their parameters
TOOLS_EP: list[dict[str, Any]] = [
    # hermes-agent built-ins named in #27834 / #11994
    tool_schema("terminal", ("command",), command="string"),
    tool_schema("execute_code", ("code",), code="string"),
    tool_schema("skills_list", (), category="string"),
    tool_schema("web_search", ("query",), query="string"),
    # Cline (2024-2025) XML tools, also bridged by pi-free
    tool_schema("execute_command", ("command",), command="string", requires_approval="boolean"),
    tool_schema("read_file", ("path",), path="string"),
    tool_schema("write_to_file", ("path", "content"), path="string", content="string"),
    tool_schema("attempt_completion", ("result",), result="string", command="string"),
    # claurst's question tool (DeepSeek DSML example)
    tool_schema("question", ("questions",), questions="array"),
    # odysseus text-mode tools
    tool_schema("bash", ("command",), command="string"),
    # ai-dynamo PR example
    tool_schema("get_weather", ("location",), location="string"),
]

SOURCES_EP: dict[str, str] = {}
CASES_EP: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_EP[id] = source
    CASES_EP.append(Case(id, text, list(calls), **kw))


# ---- raw replies shown as text by the agent ------------------------------------------------------------
real("https://github.com/NousResearch/hermes-agent/issues/27834 (liuweiuestc13-hue's description of 2026-05-18: the first ```text block, MiniMax-M2.7 in hermes-web-ui)", "minimax-m27-hermes-terminal-invoke",
     "<minimax:tool_call>\n"
     "  <invoke name=\"terminal\">\n"
     "    <parameter name=\"command\">cmd /c \"feishu --help\"</parameter>\n"
     "  </invoke>\n"
     "</minimax:tool_call>",
     ("terminal", {"command": "cmd /c \"feishu --help\""}))  # fmt: skip
real("https://github.com/NousResearch/hermes-agent/issues/11994 (demonyins's description of 2026-04-18, Bug Description: the leaked block, followed on its last line by the user's own question, as pasted; model not named)", "hermes-tool-call-arrow-skills-list",
     "[TOOL_CALL]\n"
     "{tool => \"skills_list\", args => {\n"
     "  --category \"research\"\n"
     "}}\n"
     "[/TOOL_CALL]  为什么总是出现这样的。然后hermes 中断响应",
     ("skills_list", {"category": "research"}))  # fmt: skip
real("https://github.com/apmantza/pi-free/pull/235 (apmantza's description of 2026-06-14: the raw Cline XML MiMo emitted, ```xml block)", "mimo-cline-execute-command-escaped",
     "<execute_command>\n"
     "  <command>cat .github/workflows/ci.yml 2&gt;/dev/null || echo \"No ci.yml\"</command>\n"
     "</execute_command>",
     ("execute_command", {"command": "cat .github/workflows/ci.yml 2&gt;/dev/null || echo \"No ci.yml\""}))  # fmt: skip
real("https://github.com/cline/cline/issues/360 (alanktso's description of 2024-09-23, Relevant API REQUEST output of Meta-Llama-3.1-405B-Instruct; cut at the whole line before the search excerpt's cut)", "llama31-cline-pythonic-write-to-file",
     "To create a simple \"Hello World\" HTML page with CSS, I will first create the HTML file and then the CSS file. I will use the write_to_file tool to create both files.\n"
     "\n"
     "First, I will create the HTML file:\n"
     "\n"
     "write_to_file(path=\"index.html\", content=\"\"\"\n"
     "<!DOCTYPE html>\n"
     "<html>\n"
     "<head>\n"
     "    <title>Hello World</title>\n"
     "    <link rel=\"stylesheet\" type=\"text/css\" href=\"style.css\">\n"
     "</head>\n"
     "<body>\n"
     "    <h1>Hello World</h1>\n"
     "</body>\n"
     "</html>\n"
     "\"\"\")\n"
     "Next, I will create the CSS file:\n"
     "\n"
     "write_to_file(path=\"style.css\", content=\"\"\"\n"
     "body {\n"
     "    background-color: #f2f2f2;\n"
     "}\n"
     "\n"
     "h1 {\n"
     "    color: #00698f;\n"
     "}\n"
     "\"\"\")\n"
     "Now, I will use the attempt_completion tool to present the result:\n"
     "\n"
     "attempt_completion(text=\"The HTML and CSS files have been created. To view the result, open the index.html file in a web browser.\")",
     ("write_to_file", {"path": "index.html", "content": "\n<!DOCTYPE html>\n<html>\n<head>\n    <title>Hello World</title>\n    <link rel=\"stylesheet\" type=\"text/css\" href=\"style.css\">\n</head>\n<body>\n    <h1>Hello World</h1>\n</body>\n</html>\n"}),
     ("write_to_file", {"path": "style.css", "content": "\nbody {\n    background-color: #f2f2f2;\n}\n\nh1 {\n    color: #00698f;\n}\n"}),
     errors=["attempt_completion"])  # fmt: skip  # gathered with attempt_completion(text=…) as a third call; the lead moved it after measuring: Cline's tool requires `result` and has no `text`, so the call is an error the model can answer (missing 'result'), not a call

# ---- replies with no call, and harness prompts -----------------------------------------------------------
real("https://github.com/cline/cline/issues/6660 (hrishim's description of 2025-10-06: qwen3-coder:30b's reply as quoted, before Cline's own warning)", "neg-qwen3-coder-cline-announce-only",
     "Now I will create the Python function to calculate factorial and write it to the file fact.py.")  # fmt: skip
real("https://github.com/cline/cline/issues/6660 (hrishim's description of 2025-10-06: Cline's [ERROR] reminder fed back to the model, ``` block, cut at the whole line before the search excerpt's cut)", "neg-cline-no-tool-reminder-prompt",
     "[ERROR] You did not use a tool in your previous response! Please retry with a tool use.\n"
     "\n"
     "# Reminder: Instructions for Tool Use\n"
     "\n"
     "Tool uses are formatted using XML-style tags. The tool name is enclosed in opening and closing tags, and each parameter is similarly enclosed within its own set of tags. Here's the structure:\n"
     "\n"
     "<tool_name>\n"
     "<parameter1_name>value1</parameter1_name>\n"
     "<parameter2_name>value2</parameter2_name>\n"
     "...\n"
     "</tool_name>\n"
     "\n"
     "For example:\n"
     "\n"
     "<attempt_completion>\n"
     "<result>\n"
     "I have completed the task...\n"
     "</result>\n"
     "</attempt_completion>\n"
     "\n"
     "Always adhere to this format for all tool uses to ensure proper parsing and execution.\n"
     "\n"
     "# Next Steps\n"
     "\n"
     "If you have completed the user's task, use the attempt_completion tool. ")  # fmt: skip

# ---- issue and PR descriptions quoting call shapes ---------------------------------------------------------
real("https://github.com/Kuberwastaken/claurst/issues/395 (7jrxt42BxFZo4iAnN4CX's description of 2026-08-22: the Problem section, up to the line before 'Verified absent')", "neg-claurst-dsml-problem-description",
     "## Problem\n"
     "DeepSeek V4 models emit tool calls as tagged **DSML** envelopes inside plain\n"
     "`delta.content` SSE text instead of OpenAI-style `tool_calls` JSON:\n"
     "\n"
     "```\n"
     "<｜DSML｜tool_calls>\n"
     "<｜DSML｜invoke name=\"question\">\n"
     "<｜DSML｜parameter name=\"questions\" string=\"false\">[{\"q\": \"...\"}]</｜DSML｜parameter>\n"
     "</｜DSML｜invoke>\n"
     "</｜DSML｜tool_calls>\n"
     "```\n"
     "\n"
     "Grammar notes: fullwidth vertical bars (`｜`, U+FF5C); an ASCII `<|tool_call|>`\n"
     "variant exists; multiple `<｜DSML｜invoke>` per envelope; `string=\"true|false\"`\n"
     "selects raw-string vs JSON parameter encoding.\n"
     "\n"
     "Claurst has no DSML handling, so the raw envelope is rendered to the user as\n"
     "assistant content and the tool never executes — the agent loop breaks exactly\n"
     "like it did in every other agent before they added parsers.")  # fmt: skip
real("https://github.com/odysseus-dev/odysseus/pull/5199 (harshit-ojha0324's description of 2026-07-04: the Summary's first paragraph and its example block, up to the closing fence)", "neg-odysseus-pr-tool-call-json-example",
     "`parse_tool_blocks` matched the `<tool_call>` wrapper but only looked for `<invoke>`/`<parameter>` XML inside it. Qwen and Hermes/NousResearch models are trained to emit the OpenAI function-call object as JSON directly inside the wrapper:\n"
     "\n"
     "```\n"
     "<tool_call>\n"
     "{\"name\": \"bash\", \"arguments\": {\"command\": \"mkdir -p agent-test\"}}\n"
     "</tool_call>\n"
     "```")  # fmt: skip
real("https://github.com/ai-dynamo/dynamo/pull/10115 (keivenchang's description of 2026-05-29: the Example section's input and the start of its table)", "neg-dynamo-pr-orphan-toolcall-close-example",
     "## Example\n"
     "\n"
     "Input — orphan close (model emitted the array but no opening `<TOOLCALL>`):\n"
     "\n"
     "```\n"
     "[{\"name\": \"get_weather\", \"arguments\": {\"location\": \"NYC\"}}]</TOOLCALL>\n"
     "```\n"
     "\n"
     "| | before | after |\n"
     "|---|---|---|\n"
     "| `tool_calls` | `[]` | `[get_weather(location=NYC)]` |\n"
     "| `content` | `[{...}]</TOOLCALL>` (markup leaked) | `\"\"` (empty) |")  # fmt: skip
real("https://github.com/apmantza/pi-free/pull/377 (apmantza's description of 2026-08-01: the Summary list)", "neg-pi-free-pr-dsml-summary",
     "## Summary\n"
     "- Normalize the DSML tool-call dialect emitted by some Cline models, including `<｜DSML｜aio-webcontent>...</｜DSML｜aio-webcontent>`.\n"
     "- Convert only registered tool names into Pi tool calls; unknown or malformed markup remains ordinary assistant text.\n"
     "- Support XML arguments, multiline JSON arguments, multiple calls, XML entities, and string-valued fields such as `diff`.\n"
     "- Preserve existing Cline XML, `<function=name>`, native tool-call, and tool-leak recovery behavior.")  # fmt: skip
real("https://github.com/continuedev/continue/issues/6913 (XiXinping's comment of 2025-08-01: the Modelfile, cut at the whole line before the search excerpt's cut)", "neg-continue-qwen3-coder-modelfile-template",
     "FROM qwen3-coder:30b\n"
     "\n"
     "TEMPLATE \"\"\"\n"
     "\n"
     "\n"
     "{{- $lastUserIdx := -1 -}}\n"
     "{{- range $idx, $msg := .Messages -}}\n"
     "{{- if eq $msg.Role \"user\" }}{{ $lastUserIdx = $idx }}{{ end -}}\n"
     "{{- end }}\n"
     "{{- if or .System .Tools }}<|im_start|>system\n"
     "{{ if .System }}\n"
     "{{ .System }}\n"
     "{{- end }}\n"
     "{{- if .Tools }}\n"
     "\n"
     "# Tools\n"
     "\n"
     "You may call one or more functions to assist with the user query.\n"
     "\n"
     "You are provided with function signatures within <tools></tools> XML tags:\n"
     "<tools>\n"
     "{{- range .Tools }}\n"
     "{\"type\": \"function\", \"function\": {{ .Function }}}\n"
     "{{- end }}\n"
     "</tools>\n"
     "\n"
     "For each function call, return a json object with function name and arguments within <tool_call></tool_call> XML tags:\n"
     "<tool_call>\n"
     "{\"name\": <function-name>, \"arguments\": <args-json-object>}\n"
     "</tool_call>\n"
     "{{- end -}}\n"
     "<|im_end|>\n"
     "{{ end }}")  # fmt: skip
