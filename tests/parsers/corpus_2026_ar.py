# ruff: noqa: E501  (model outputs are kept as the sources wrote them)
"""Held-out set ar (issue 42): a mixed set from issue threads no other corpus cites, gathered without reading the parser.

Families: Devstral (a [TOOL_CALLS]name[ARGS]{...} call shown as text by Mistral Vibe over SGLang; an XML element
named after an MCP tool Kilo Code never declared), Qwen2.5-Coder (a bare pretty-printed JSON call to a tool VS Code's
agent mode does not offer, through Opilot/Ollama), and negatives: a gpt-5.2 chat answer quoting the
`[Tool Call: ...] Arguments: {...}` pattern (openclaw), Granite's paper example and a Granite pythonic call quoted in
vLLM PR descriptions, a GLM 5.2 report quoting the API's tool_call JSON and a `<tool_call>name</arg_value>` fragment,
gpt-oss error logs (Continue, Ollama), and harness logs printing write_file calls (Letta, pi, QwenPaw, Hermes Agent).

Sources: github.com/mistralai/mistral-vibe, Kilo-Org/kilocode, selfagency/opilot, openclaw/openclaw,
vllm-project/vllm (two PRs), fw-ai-external/python-sdk, continuedev/continue, ollama/ollama, letta-ai/letta,
earendil-works/pi, agentscope-ai/QwenPaw, NousResearch/hermes-agent.

What could not be found in the helper's 45 minutes: the brief asked for about 17 positives over many families; the
issue corpus's excerpts for uncited threads mostly stop before the model's text (Phi-4-mini on onnxruntime-genai,
Qwen3 on QwenLM/Qwen3#1452, oMLX's Qwen2.5-Coder leak, Gemma 4 on ollama#15315, GLM-5.2 on sglang#30925), or give it
elided with "..." (LFM2.5, gpt-oss Write calls), so only one clean positive and two undeclared-name attempts are
here; no cut-off reply was found whole. Negatives (`neg-`) stay text with nothing taken from them.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the sources' harnesses declared, with their parameters
TOOLS_AR: list[dict[str, Any]] = [
    tool_schema(
        "write_file", ("path", "content"), path="string", content="string", overwrite="boolean"
    ),  # Mistral Vibe
    {  # Kilo Code (written out: a parameter is called tool_name)
        "name": "use_mcp_tool",
        "parameters": {
            "type": "object",
            "properties": {
                "server_name": {"type": "string"},
                "tool_name": {"type": "string"},
                "arguments": {"type": "string"},
            },
            "required": ["server_name", "tool_name"],
        },
    },
    tool_schema(
        "read_file", ("filePath",), filePath="string", startLine="integer", endLine="integer"
    ),  # VS Code agent mode
    tool_schema("run_in_terminal", ("command",), command="string", explanation="string", isBackground="boolean"),
    tool_schema("get_weather", ("location",), location="string", unit="string"),  # vLLM PR example
    tool_schema("Write", ("file_path", "content"), file_path="string", content="string"),  # ollama#12884 repro
    tool_schema("write", ("path", "content"), path="string", content="string"),  # pi
]

SOURCES_AR: dict[str, str] = {}
CASES_AR: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_AR[id] = source
    CASES_AR.append(Case(id, text, list(calls), **kw))


# ---- positives and call attempts ---------------------------------------------------------------
real("https://github.com/mistralai/mistral-vibe/issues/594 (kandemirdn's report: devstral-s-2-24b on SGLang v0.5.10, the 'Result' line Vibe displayed as text)", "devstral-vibe-write-file-tool-calls-token-left-in",
     '[TOOL_CALLS]write_file[ARGS]{ "path": ".../test.txt", "content": "demo"}',
     ("write_file", {"path": ".../test.txt", "content": "demo"}))  # fmt: skip
real("https://github.com/Kilo-Org/kilocode/issues/4384 (mlell's report: Devstral via the Mistral gateway writes an MCP tool's name as an element; Kilo offers use_mcp_tool, not list_memories)", "err-devstral-kilo-mcp-tool-as-element",
     "<list_memories></list_memories>",
     errors=["list_memories"])  # fmt: skip
real("https://github.com/selfagency/opilot/issues/149 (cniry's comment of 2026-08-07: qwen2.5-coder:7b through Ollama 0.32.3 in VS Code agent mode, printed as chat text; VS Code offers read_file, not fetch_file_content)", "err-qwen25coder-opilot-bare-json-undeclared",
     '{\n"name": "fetch_file_content",\n"arguments": {\n"filePath": "/my/code/test-project/AGENTS.md"\n}\n}',
     errors=["fetch_file_content"])  # fmt: skip

# ---- negatives ---------------------------------------------------------------------------------
real("https://github.com/openclaw/openclaw/issues/989 (an assistant turn of openai-codex / gpt-5.2 quoted in the issue, first part)", "neg-gpt52-answer-quoting-tool-call-markup",
     "You're right to suspect poisoning, and it's coming from *our own chat history*.\n\n"
     "**What I was outputting that can poison models (especially GLM):**\n"
     "- In the WhatsApp group thread, I explicitly wrote the literal pattern **`[Tool Call: ...] Arguments: {...}`** as an example multiple times (e.g. \"tool calls leaking… (the literal `[Tool Call: ...] Arguments: {...}` text)\").\n"
     "- That string is basically a \"spell\" that teaches weaker / more literal-following models to *print* tool syntax instead of triggering real tool calls.")  # fmt: skip
real("https://github.com/vllm-project/vllm/pull/11039 (the PR description quoting Table 3 of the Granite 3.0 paper)", "neg-granite-paper-example-in-pr",
     "Small tweak to the granite tool parser to support handle the `<|tool_call|>` token that can be generated, eg.\n\n"
     "```\n<|start of role|>user<|end of role|>What is temperature in Boston?<|end of text|>\n"
     "<|start of role|>assistant<|end of role|><|tool call|>[{“name”: “get temp”, ...}]<|end of text|>\n"
     "<|start of role|>tool response<|end of role|>{“temp”: 20.5, “unit”: “C”}<|end of text|>\n```")  # fmt: skip
real("https://github.com/vllm-project/vllm/pull/43113 (the PR description's example of Granite 3.3 / 4.0 H-Small output)", "neg-granite-pythonic-call-in-pr-fence",
     "```python\n# What the model currently outputs (Python-style)\nget_weather(location=\"San Francisco\", unit=\"celsius\")\n```")  # fmt: skip
real("https://github.com/fw-ai-external/python-sdk/issues/119 (the report on GLM 5.2 at Fireworks: the API's tool_call and the fragment the reporter infers)", "neg-glm52-report-api-json-and-fragment",
     "Verbatim from the Chat Completions API:\n\n```json\n{\n  \"id\": \"chatcmpl-tool-838a30ab75717374\",\n  \"type\": \"function\",\n  \"function\": { \"name\": \"tool_12</arg_value>\", \"arguments\": \"{}\" }\n}\n```\n\n"
     "`tool_12` is a real requested tool; `</arg_value>` is a GLM tool-call template control token that\nshould never appear in the parsed name. It happens **overwhelmingly on no-argument tool calls**\n(empty `arguments`), where the model emits, in effect:\n\n```\n<tool_call>tool_12</arg_value>\n```")  # fmt: skip
real("https://github.com/continuedev/continue/issues/10221 (the error output: GPT-OSS 20B on Ollama)", "neg-continue-gpt-oss-error-output",
     "Error parsing Ollama response: Error: error parsing tool call: raw='ls -R\n', err=invalid character 'l' looking for beginning of value {\"error\":\"error parsing tool call: raw='ls -R\\n', err=invalid character 'l' looking for beginning of value\"}")  # fmt: skip
real("https://github.com/ollama/ollama/issues/12884 (abhee235's comment of 2026-07-24, a call quoted inline in prose)", "neg-ollama-gpt-oss-write-call-quoted-in-prose",
     "- **With tools registered (above):** ~1 in 4 requests 500. The model emits a valid-looking call, e.g. `{\"name\":\"Write\",\"parameters\":{\"file_path\":\"src/lib/data.ts\",\"content\":\"// src/lib/data.ts\\n\\n/**...\"}}`, and the parse fails on the multi-line `content` (JSDoc `/**`, escaped newlines, braces).")  # fmt: skip
real("https://github.com/letta-ai/letta/issues/3174 (the client-side log in the report)", "neg-letta-log-write-file-call",
     "INFO     Executing tool locally:\n         write_file({'file_path': '/home/user/workspace/file.md'})\nINFO     Tool result (error): write_file() missing 1 required positional argument: 'content'")  # fmt: skip
real("https://github.com/earendil-works/pi/issues/5138 (the harness's validation error quoted in the report)", "neg-pi-validation-error-received-arguments",
     "Validation failed for tool \"write\":\n  - content: must have required properties content\n\nReceived arguments:\n{\n  \"path\": \"scripts/seed.ts\"\n}")  # fmt: skip
real("https://github.com/agentscope-ai/QwenPaw/issues/1563 (the Copaw log line in the report)", "neg-qwenpaw-repair-log-line",
     "Failed to repair tool_use input from raw_input: id=call_function_xxx, name=write_file, error=Unterminated string starting at: line 1 column 13 (char 12)")  # fmt: skip
real("https://github.com/NousResearch/hermes-agent/issues/10943 (the CLI lines in the report)", "neg-hermes-agent-truncation-notice",
     "  ┊ ✍️ preparing write_file…\n⚠️  Response truncated (finish_reason='length') - model hit max output tokens\n⚠️  Truncated tool call response detected again — refusing to execute incomplete tool arguments.")  # fmt: skip
