# ruff: noqa: E501  (model outputs are kept as the sources wrote them)
"""Held-out set aa (issue 42): mostly negatives from sources no other corpus cites, gathered without reading the parser.

Families: a Qwen2.5-Coder JSON call wrapped in an ```xml fence (text-generation-webui's docs), and negatives: prose
and documentation naming tool calls, `tool_calls`, `<think>` and tool names inline, a bare JSON call shown in a
guide's prose, a simulation log printing a call inside a THINK tuple, a partial JSON data stream, a Python repro
holding a HyperCLOVA X call inside a string in a fence, a glossary entry and a lab's table row.

Sources: issue threads and pages (QwenLM/qwen-code, VincenzoManto/Doxa, langgenius/dify-plugin-sdks, cline/cline,
openai/openai-node, NAVER-Cloud-HyperCLOVA-X/hcx-vllm-plugin, mark3labs/kit), the docs of text-generation-webui
(docs/12 - OpenAI API.md) and web pages (build-agents.dev, Foundry-Local-Lab, codedocs). Negatives (`neg-`) stay
text with nothing taken from them. No cut-off call was found in an uncited source in the helper's 18 minutes.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the sources' harnesses declared, with their parameters
TOOLS_AA: list[dict[str, Any]] = [
    tool_schema("get_current_time", ("timezone",), timezone="string"),  # text-generation-webui docs
    tool_schema("get_weather", (), location="string", city="string"),  # build-agents.dev, tgw docs
    tool_schema("search_web", ("query",), query="string"),
    tool_schema("op_send_message", ("recipient", "message"), recipient="string", message="string"),  # Doxa
    tool_schema("op_downsize", ()),
    tool_schema("think", ("thought",), thought="string"),
    tool_schema(
        "read_file", ("absolute_path",), absolute_path="string", offset="integer", limit="integer"
    ),  # qwen-code
    tool_schema(
        "edit", ("file_path", "old_string", "new_string"), file_path="string", old_string="string", new_string="string"
    ),
    tool_schema("write_file", ("file_path", "content"), file_path="string", content="string"),
    tool_schema("run_shell_command", ("command",), command="string"),
    tool_schema("lookup", ("query",), query="string"),  # hcx-vllm-plugin repro
]

SOURCES_AA: dict[str, str] = {}
CASES_AA: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_AA[id] = source
    CASES_AA.append(Case(id, text, list(calls), **kw))


TGW = "oobabooga/text-generation-webui docs/12 - OpenAI API.md, 'Tool/Function Calling Example' (commit bf7e4a4 as mirrored at gitea.simcop2387.info), qwen2.5-coder-14b-instruct-q4_k_m.gguf"
DOXA = "https://github.com/VincenzoManto/Doxa/issues/9"
QWEN_CODE = (
    "https://github.com/QwenLM/qwen-code/issues/6548 (the bug report about Qwen Code placing calls inside thinking)"
)

real(TGW + " (the sample response's message.content; JSON escapes undone, indentation as the page renders it)", "qwen25coder-json-call-in-xml-fence",
     "```xml\n\n{\n \"name\": \"get_current_time\",\n \"arguments\": {\n \"timezone\": \"America/New_York\"\n }\n}\n\n```",
     ("get_current_time", {"timezone": "America/New_York"}))  # fmt: skip
real(TGW + " (the docs' prose after the request, commit 2e7e966 as mirrored at forks.nixware.dev)", "neg-tgw-docs-tool-calls-prose",
     "When the model decides to call a tool, the response will have `finish_reason: \"tool_calls\"` and a `tool_calls` array with structured function names and arguments. "
     "You then execute the tool, send the result back as a `role: \"tool\"` message, and continue until the model responds with `finish_reason: \"stop\"`.")  # fmt: skip
real("https://www.build-agents.dev/tracks/agent-fundamentals/tool-use/function-calling (the guide's prose showing a call as JSON, unfenced as the page's text reads)", "neg-guide-bare-json-call-in-prose",
     "A function call from the model is, fundamentally, JSON:\n{\n\"name\": \"get_weather\",\n\"arguments\": { \"city\": \"Tokyo\" }\n}"
     "That's it. The model returns this object instead of free-form text, and your loop is responsible for matching the name to a real Python function and invoking it.")  # fmt: skip
real(DOXA + " (the issue's log: qwen2.5:7B's call printed inside a THINK tuple)", "neg-doxa-log-call-inside-think-tuple",
     "► TURN: GULF_STATES\n[gulf_states] THINK: (Implicit) (True, {\"name\": \"op_send_message\", \"arguments\": {\"recipient\": \"us\", \"message\": \"We understand the tension and are willing to contribute our diplomatic capital to find a peaceful resolution. Let's work together to de-escalate the situation for the safety of all.\"}})")  # fmt: skip
real(DOXA + " (fripp82's comment of 2026-07-09 naming think() and op_downsize)", "neg-doxa-comment-think-parens-in-prose",
     "Looking at the logs, the model was generating the downsize call *inside* its `think()` reasoning instead of emitting it as an actual tool call — so the engine never executed it, and capital kept bleeding out turn after turn.\n\n"
     "My workaround was purely prompt-side — I made the instruction an explicit imperative (\"call op_downsize IMMEDIATELY, do NOT use think() first\") — and that fixed it for this specific operation.")  # fmt: skip
real(QWEN_CODE, "neg-qwen-code-tool-names-in-report",
     "The agent (Qwen Code) periodically places tool calls (`read_file`, `edit`, `write_file`, `run_shell_command`, etc.) inside the `thinking` block. "
     "This breaks the workflow: the agent finishes its response without actually executing any tool, forcing the user to write \"continue\" or repeat the request.")  # fmt: skip
real(QWEN_CODE, "neg-qwen-code-expected-behavior",
     "## Expected Behavior\n\nAll tool calls must be **outside** the `thinking` block. The `thinking` block is for reasoning, analysis, and planning only — no tool call syntax of any kind.")  # fmt: skip
real("https://github.com/langgenius/dify-plugin-sdks/issues/221 (WH-2099's closing comment of 2026-07-13, an unclosed <think> named inline)", "neg-dify-think-tag-inline",
     "Thanks for the report. This was fixed by #267, which now closes an active `<think>` block when `reasoning_content` ends, including before `tool_calls`. "
     "The case is covered by a regression test, so I’m closing this as completed.")  # fmt: skip
real("https://github.com/openai/openai-node/pull/1069 (the PR description's partial JSON example: structured-output data, not a call)", "neg-partial-json-data-stream",
     "content: {\"steps\":[{\"explanation\":\"Identifying basic climate\nparsed: { steps: [ { explanation: 'Identifying basic climate' } ] }")  # fmt: skip
real("https://github.com/cline/cline/issues/13001 (the issue's summary)", "neg-cline-truncated-args-summary",
     "When a streamed tool call's arguments are cut off mid-value (e.g. the model hits `max_tokens` while still writing a string argument), the `experimental_repairToolCall` path can silently \"repair\" the truncated JSON into a syntactically valid object instead of surfacing the truncation. "
     "The repaired object is then used as the actual tool call input — for tools with real side effects (`write_file`, terminal commands, etc.) this means a truncated value can be written/executed with no error, warning, or diagnostic indicating the data was incomplete.")  # fmt: skip
real("https://github.com/NAVER-Cloud-HyperCLOVA-X/hcx-vllm-plugin/issues/5 (the issue's Python repro: a HyperCLOVA X call inside a string in a fence)", "neg-hcx-call-in-python-repro",
     "Minimal repro against the parser:\n\n```python\ntext = ' -> tool/function_call\\n[{\"name\": \"lookup\", \"arguments\": {\"query\": \"문자열 <|im_end|> 포함\"}}]<|im_end|>'\n"
     "parser.extract_tool_calls(text, request)\n# tools_called=False, tool_calls=[]\n# log: json.decoder.JSONDecodeError: Unterminated string starting at: line 1 column 44\n```")  # fmt: skip
real("https://github.com/mark3labs/kit/issues/8 (ezynda3's comment of 2026-04-20 on ollama/qwen3.6:35b-a3b)", "neg-kit-comment-raw-text-calls",
     "So this would be an issue with ollama itself I believe. There have been reported issues of ollama, llamacpp etc not properly parsing and detecting tool calls and sending them as raw text. "
     "This would require some tuning in your ollama config (custom parser maybe?) or a patch in ollama...")  # fmt: skip
real("https://gh.r-mj.com/microsoft-foundry/Foundry-Local-Lab/blob/main/labs/part11-tool-calling.md (a row of the lab's table)", "neg-foundry-lab-table-row",
     "| 2. Model decides | The model receives your message plus the tool definitions. If a tool would help, it returns a tool_calls response instead of a text answer |")  # fmt: skip
real("https://codedocs-2gm.pages.dev/glossary/function-calling (the glossary entry)", "neg-glossary-tool-calls-array",
     "Function calling\nOpenAI-style format where the assistant emits a sibling tool_calls[] array with arguments as a JSON string.\nAlso known as: tool_calls\nSee also: tool_use")  # fmt: skip
