# ruff: noqa: E501  (model outputs are kept as the sources wrote them)
"""Held-out set au (issue 42): 2025 issue threads in mid-size agent, IDE-plugin, MCP-client and proxy projects where a
user pasted what a locally served or OpenAI-compatible open-weight model replied, gathered without reading the parser.

Families: an OpenAI `tool_calls` envelope written out as text under a bare `json` line (the fence's backticks lost in
the paste; Qwen-coder / DeepSeek through avante.nvim), an OpenAI `tool_calls` envelope to a name the harness does not
offer (`FileWrite`, Claude Code through the ccany proxy) with unquoted pseudo-JSON arguments, and negatives: maintainers'
and users' prose about tool calls (Void, Crush, chatmcp, mcp-use), a PR description naming `message.content`, and
Claude Code / opencode error logs that print a tool name and its parameters.

Sources: avante-corp/avante.nvim#2807, ca-x/ccany#3, voideditor/void#656, charmbracelet/crush#954,
daodao97/chatmcp#133, mcp-use/mcp-use#99, agiresearch/AIOS#409, musistudio/claude-code-router#343,
anomalyco/opencode#1336 (threads no other corpus cites; some of the projects are cited for other threads).

What I could not find: in the helper's 40 minutes the issues index mostly showed screenshots, attached logs, 2026
threads, or threads other corpora already cite (lmstudio-bug-tracker #873/#942, codex #2229, ollama #11185, Rapid-MLX
#700, mcphost #114). So the set is far short of the brief's ~15 positives: 1 call, 1 error, 7 negatives. No cut-off
call was found.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the sources' harnesses declared, with their parameters
TOOLS_AU: list[dict[str, Any]] = [
    # avante.nvim's agent tools (lua/avante/llm_tools): view, write_to_file (path, the_content), attempt_completion
    tool_schema("view", ("path",), path="string"),
    tool_schema("write_to_file", ("path", "the_content"), path="string", the_content="string"),
    tool_schema("attempt_completion", ("result",), result="string"),
    # Claude Code's tools as ccany forwarded them (mid-2025): Write, Read, Bash
    tool_schema("Write", ("file_path", "content"), file_path="string", content="string"),
    tool_schema("Read", ("file_path",), file_path="string"),
    tool_schema("Bash", ("command",), command="string", description="string"),
    tool_schema("TodoWrite", ("todos",), todos="array"),
]

SOURCES_AU: dict[str, str] = {}
CASES_AU: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_AU[id] = source
    CASES_AU.append(Case(id, text, list(calls), **kw))


AVANTE = "https://github.com/avante-corp/avante.nvim/issues/2807 (dmchmk's description of 2025-10-30, 'Both on Qwen-coder and Deepseek'"

# ---- positives -----------------------------------------------------------------------------------------------------

real(AVANTE + "; the first assistant turn of the pasted transcript: prose, then an OpenAI tool_calls envelope under a bare 'json' line, arguments a JSON string; the paste's later turn with write_to_file is cut off in the index and left out)",
     "avante-qwen-bare-json-line-openai-envelope-view",
     "I'll help you create a new Go test that executes the `<correct_cli_command>` command in a specific directory. Let me first check the current content of the test file to understand its structure.\n\n"
     "json\n{\n  \"tool_calls\": [\n    {\n      \"type\": \"function\",\n      \"function\": {\n        \"name\": \"view\",\n        \"arguments\": \"{\\\"path\\\":\\\"<correct_path>/test/lib_test.go\\\"}\"\n      }\n    }\n  ]\n}",
     ("view", {"path": "<correct_path>/test/lib_test.go"}))  # fmt: skip

# ---- errors: a call written in a call format to a name no tool declares ---------------------------------------------

real("https://github.com/ca-x/ccany/issues/3 (czyt's description of 2025-07-14: Claude Code through the ccany proxy to an OpenAI-compatible backend; the model's reply after the '●' marker, an OpenAI tool_calls envelope to 'FileWrite', which Claude Code does not offer, its arguments unquoted pseudo-JSON)",
     "err-ccany-openai-envelope-undeclared-filewrite",
     "I'll create a file with some text for you.\n\n"
     "  {\"tool_calls\": [{\"id\": \"call_1\", \"type\": \"function\", \"function\": {\"name\": \"FileWrite\", \"arguments\": \"{path: example.txt, content: Hello! This is some example text in a file.nnYou can add more content here as needed.}\"}}]}",
     errors=["FileWrite"])  # fmt: skip

# ---- negatives -----------------------------------------------------------------------------------------------------

real("https://github.com/voideditor/void/issues/656 (andrewpareles's comment of 2025-06-29 on local models that cannot edit)",
     "neg-void-maintainer-small-models-tools",
     "Thanks for reporting; without more details I would guess this is unfortunately a model intelligence problem... small models struggle a bit with calling tools, but the next round of OSS models might change that.")  # fmt: skip
real("https://github.com/charmbracelet/crush/issues/954 (kujtimiihoxha's comment of 2025-09-18 on qwen3-coder GGUF tool calls shown as conversation)",
     "neg-crush-maintainer-ollama-parsing",
     "This is an issue with Ollama and some models, the way Ollama parses the tool calls is not correct in this case. I think others have had more luck with other models.")  # fmt: skip
real("https://github.com/daodao97/chatmcp/issues/133 (laurentperez's comment of 2025-06-08, its first paragraph: tool_calls and RunFunctionEvent named in prose)",
     "neg-chatmcp-tool-calls-structured-output-prose",
     "Thanks. I better understood why my ollama + tools + qwen3 did not work : under ollama, tools are sent in \"tools\" argument of the API payload : https://ollama.com/blog/tool-support\n\n"
     "It will answer with a `tool_calls` structured output which is intended to be parsed by the host (i.e the client), this is indeed https://github.com/daodao97/chatmcp/blob/main/lib/page/layout/chat_page/chat_page.dart#L615 and the response from `RunFunctionEvent` is to be sent back into the discussion.")  # fmt: skip
real("https://github.com/mcp-use/mcp-use/issues/99 (vidyalatha-badde's comment of 2025-06-09: finish_reason values quoted inline, llama.cpp's Nous-Hermes-2-Mistral vs Groq)",
     "neg-mcp-use-finish-reason-quoted",
     "Could you tell me why do i see \n\n` \"finish_reason\": \"tool_calls\"` in generation_info while executing the code with **GROQ models** (llama-3.1-8b-instant) \n\n"
     "where as i see \n\n`\"finish_reason\": \"stop\"` in **Llamacpp models** (Nous-Hermes-2-Mistral-7B-DPO.Q2_K.gguf)\n \n"
     "`\"generation_info\": null,` it is null i don't see finish_reason at all in  **chathuggingface models**\n\nAny insights on this?")  # fmt: skip
real("https://github.com/agiresearch/AIOS/pull/409 (the PR description of 2025-01-07)",
     "neg-aios-pr-description-message-content",
     "Fix the tool calling of ollama models\n  - Enable tools as parameters\n  - Fix the ollama model's output to completions.choices[0].message.content")  # fmt: skip
real("https://github.com/musistudio/claude-code-router/issues/343 (the description of 2025-07-27: Claude Code's validation errors for Qwen3-Coder-480B's TodoWrite calls, a log)",
     "neg-ccr-todowrite-validation-log",
     "⎿  Error: InputValidationError: TodoWrite failed due to the following issues:      The required parameter `todos` is missing      An unexpected parameter `text` was provided   \n"
     "⎿  Error: InputValidationError: TodoWrite failed due to the following issues:      The required parameter `todos` is missing      An unexpected parameter `text` was provided   \n"
     "⎿  Error: InputValidationError: TodoWrite failed due to the following issues:      The required parameter `todos` is missing      An unexpected parameter `text` was provided")  # fmt: skip
real("https://github.com/anomalyco/opencode/issues/1336 (skpulipaka26's description of 2025-07-26: the AI SDK's error for Qwen3-480B-Coder's hallucinated tool, in a fence)",
     "neg-opencode-nosuchtool-error-log",
     "Model: `Qwen3-480B-Coder`\n\nI see this error \n\n```\nAI_NoSuchToolError: Model tried to call unavailable tool 'todo_write'. Available tools: bash, edit, webfetch, glob, grep,\nlist, read, write, task.\n```")  # fmt: skip
