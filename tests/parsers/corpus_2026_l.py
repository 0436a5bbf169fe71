# ruff: noqa: E501  (model outputs are kept as the sources wrote them)
"""A held-out set (issue 42) from places outside the big projects' issue trackers where people paste what a local
model wrote when its tool calls went wrong, read before anyone tunes on it.

AnythingLLM's `[TOOL_CALL] {tool => "x", args => {--key "v"}}` Perl/CLI-style block (with the typographic quotes
and dashes the paste carries), a Gemma 4 `<|tool_call>call:NAME{...}<tool_call|>` call after a closed think block
with JSON-style spaced arguments, Open Interpreter's bare `{"name": "execute", "arguments": {...}}` replies from
qwen2.5-coder and mistral on Ollama (one with a Windows path's raw backslash, some pretty-printed), DeepSeek V3.2
`<function_calls><invoke>` calls with the DSML prefixes stripped, GLM `<arg_key>/<arg_value>` calls (parallel, an
array value, a zero-argument call naming only the tool), a Qwen3-Coder XML call from LM Studio's report, and an
Agents-A1 (Qwen3.5-based) XML call leaked after prose under Hermes Agent; the negatives of the same threads (a
maintainer's prose about `[TOOL_CALL]`, format documentation in fences, a model's refusal listing its tools, prose
quoting a call inline) and cut-off calls.

Sources: smaller projects' issue and pull-request threads (Mintplex-Labs/anything-llm, unslothai/unsloth,
openinterpreter/openinterpreter, agent0ai/agent-zero, osaurus-ai/vmlx-swift, lmstudio-ai/lmstudio-bug-tracker,
raullenchai/Rapid-MLX, lablup/mlxcel). A source marked "variant" is that output changed as its note says.
Negatives (`neg-`) stay text with nothing taken from them; cut-off calls (`cut-`) are errors naming the tool,
never calls. A closed reasoning block is not content.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the sources' harnesses declared, with their parameters
TOOLS_L: list[dict[str, Any]] = [
    tool_schema("document-summarizer", ("action",), action="string", document_filename="string"),  # AnythingLLM agent
    tool_schema("bash", ("command",), command="string", description="string", timeout="integer"),  # opencode
    tool_schema("execute", ("language", "code"), language="string", code="string"),  # Open Interpreter
    tool_schema("memory_load", ("query",), query="string", threshold="number", limit="integer"),  # Agent Zero
    tool_schema("response", ("text",), text="string"),
    tool_schema("code_execution_tool", ("runtime",), runtime="string", code="string"),
    tool_schema("list_mailboxes", (), folder="string"),  # Osaurus Mail capability
    tool_schema("get_file_info", ("path",), path="string"),  # desktop-commander MCP
    tool_schema("kagi_search_fetch", ("queries",), queries="array"),
    tool_schema("terminal", ("command",), command="string", timeout="integer"),  # Hermes Agent
]

SOURCES_L: dict[str, str] = {}
CASES_L: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_L[id] = source
    CASES_L.append(Case(id, text, list(calls), **kw))


ANYTHING = "https://github.com/Mintplex-Labs/anything-llm/issues/4675 (AnythingLLM desktop @agent, Ollama with minimax-m2:cloud and gemma3:latest"
UNSLOTH = "https://github.com/unslothai/unsloth/issues/4999 (a Gemma 4 GGUF behind Unsloth Studio's proxy under opencode; llama.cpp left in Content-only format, so the call came back as text)"
OI_QWEN = "https://github.com/openinterpreter/openinterpreter/issues/1577 (qwen2.5-coder:32b on Ollama under Open Interpreter; the terminal's two-space indent and the issue's backticks/fence dropped"
OI_MISTRAL = "https://github.com/openinterpreter/openinterpreter/issues/1652 (mistral on Ollama under Open Interpreter 0.4.3, `interpreter --local`; the terminal's two-space indent dropped)"
OI_1599 = "https://github.com/openinterpreter/openinterpreter/issues/1599 (a local model under Open Interpreter 0.4.3 on macOS; the issue's backticks and indent dropped)"
OI_1865 = "https://github.com/openinterpreter/openinterpreter/issues/1865 (ollama/qwen2.5-coder:7b under Open Interpreter 0.4.3, `interpreter -y`)"
AZ = "https://github.com/agent0ai/agent-zero/issues/1738 (Agent Zero v2.1 test transcript"
OSAURUS = "https://github.com/osaurus-ai/vmlx-swift/pull/228 (Raptor-1.0-16B-A3B-qat-JANG_4M, GLM-4 tool format, Osaurus Mail capability"
LMS_1528 = "https://github.com/lmstudio-ai/lmstudio-bug-tracker/issues/1528 (zai-org/GLM-4.7-Flash in LM Studio 0.4.2 with the desktop-commander MCP server; the calls as the report quotes them"
LMS_829 = "https://github.com/lmstudio-ai/lmstudio-bug-tracker/issues/829 (the GLM 4.5 and Qwen3 Coder calls the report quotes"

# ---- AnythingLLM: bracketed Perl/CLI-style block ---------------------------------------------------------

# both gathered expecting "document_filename": None; the project's rule (parsers/README.md: `None` for an optional
# argument means "not given") drops it, as corpus a's pythonic-literals has it: moved to that rule (issue 42)
real(ANYTHING + "; verbatim as pasted, typographic quotes and en dashes included)",
     "anythingllm-perl-style-tool-call-typographic-quotes",
     "[TOOL_CALL] {tool => “document-summarizer”, args => { –action “list” –document_filename null }} [/TOOL_CALL]",
     ("document-summarizer", {"action": "list"}))  # fmt: skip
real(ANYTHING + "; variant: ASCII double quotes and `--` for the typographic quotes and en dashes the paste shows)",
     "anythingllm-perl-style-tool-call-ascii",
     '[TOOL_CALL] {tool => "document-summarizer", args => { --action "list" --document_filename null }} [/TOOL_CALL]',
     ("document-summarizer", {"action": "list"}))  # fmt: skip
real(ANYTHING + "; the maintainer's reply in the same thread)",
     "neg-anythingllm-maintainer-prose-names-tool-call-tag",
     "This looks like a chat template issue - all we can do is ask the model to respond with JSON. If it fails to do so it is a model issue, not a bug with our software. Gemma3 however, should be able to produce JSON readily without issue. The fact that template strings like [TOOL_CALL] are in the output is indicative of a template issue with the model itself")  # fmt: skip

# ---- Gemma 4 through Unsloth Studio ------------------------------------------------------------------------

real(UNSLOTH + "; the '...' inside the think block is the reporter's elision)",
     "gemma4-call-after-think-json-style-args",
     '<think>...</think><|tool_call>call:bash { "command": "ls" }<tool_call|>',
     ("bash", {"command": "ls"}), content="")  # fmt: skip

# ---- Open Interpreter: bare JSON execute calls -------------------------------------------------------------

real(OI_QWEN + "; the raw backslash of the Windows path is the model's, not valid JSON)",
     "oi-qwen25coder-bare-json-windows-backslash",
     '{"name": "execute", "arguments":{"language": "shell", "code": "dir %USERPROFILE%\\Pictures"}}',
     ("execute", {"language": "shell", "code": "dir %USERPROFILE%\\Pictures"}))  # fmt: skip
real(OI_QWEN + "; the line break after `\"code\":` is the terminal's wrap, kept)",
     "oi-qwen25coder-bare-json-two-line-python",
     '{"name": "execute", "arguments":{"language": "python", "code":\n  "computer.browser.setup(headless=False)\\ncomputer.browser.go_to_url(\'https://www.cnn.com\')"}}',
     ("execute", {"language": "python", "code": "computer.browser.setup(headless=False)\ncomputer.browser.go_to_url('https://www.cnn.com')"}))  # fmt: skip
real(OI_MISTRAL, "oi-mistral-bare-json-language-none",
     '{"name": "execute", "arguments": {"language": "none", "code": "Hi"}}',
     ("execute", {"language": "none", "code": "Hi"}))  # fmt: skip
real(OI_MISTRAL, "oi-mistral-bare-json-powershell",
     '{"name": "execute", "arguments": {"language": "powershell", "code": "Start-Process notepad.exe"}}',
     ("execute", {"language": "powershell", "code": "Start-Process notepad.exe"}))  # fmt: skip
real(OI_1599, "oi-bare-json-curl-weather",
     '{"name": "execute", "arguments": {"language": "shell", "code": "curl -X GET https://api.weather.gov/gridpoints/MKX/25,40/forecast"}}',
     ("execute", {"language": "shell", "code": "curl -X GET https://api.weather.gov/gridpoints/MKX/25,40/forecast"}))  # fmt: skip
real(OI_1865, "oi-qwen25coder7b-pretty-json-shell",
     '{\n  "name": "execute",\n  "arguments": {\n    "language": "shell",\n    "code": "echo \'hello\'"\n  }\n}',
     ("execute", {"language": "shell", "code": "echo 'hello'"}))  # fmt: skip
real(OI_1865, "oi-qwen25coder7b-pretty-json-python",
     '{\n  "name": "execute",\n  "arguments": {\n    "language": "python",\n    "code": "print(2 + 2)"\n  }\n}',
     ("execute", {"language": "python", "code": "print(2 + 2)"}))  # fmt: skip

# ---- Agent Zero: DeepSeek V3.2 and GLM-5.2 -----------------------------------------------------------------

real(AZ + ", deepseek-v3.2's response to a memory prompt: DSML calls with the ｜DSML｜ prefixes absent)",
     "deepseek-v32-function-calls-without-dsml-prefix",
     '<function_calls>\n<invoke name="memory_load">\n<parameter name="query" string="true">language preference</parameter>\n</invoke>\n</function_calls>',
     ("memory_load", {"query": "language preference"}))  # fmt: skip
real(AZ + ", glm-5.2's answer to 'Use the nonexistent_tool to do something.', as the report quotes it (cut by the reporter))",
     "neg-glm52-refusal-lists-tools-in-table",
     "I'm sorry, but `nonexistent_tool` is not one of the tools available to me. I can't use a tool that doesn't exist.\n\n"
     "Here are the tools I do have access to:\n\n| Tool | Purpose |\n|------|---------|\n"
     "| `a2a_chat` | Chat with remote FastA2A-compatible agents |\n| `behaviour_adjustment` | Update persistent behavioral rules |\n"
     "| `browser` | Rendered browser automation |\n| `call_subordinate` | Delegate research or complex subtasks |\n"
     "| `code_execution_tool` | Run terminal, Python, or Node.js commands |\n| `document_query` | Read/extract/answer questions over documents |\n"
     "| `input` | Send keyboard input to te")  # fmt: skip
real(AZ + ", deepseek-v3.2's answer to the same prompt; variant: ends where the excerpt we read ends, inside the text value, as a reply hitting its token limit would)",
     "cut-deepseek-v32-response-text-value",
     '<function_calls>\n<invoke name="response">\n<parameter name="text" string="true">I cannot use the tool `nonexistent_tool` because it is not available in my current toolset.\n\n'
     "Here are the tools I can use:\n\n| Tool | Description |\n|------|-------------|\n| `a2a_chat` | Chat with a remote FastA2A-compatible agent |\n| `behaviour_adjustment` | Updat",
     errors=["response"])  # fmt: skip

# ---- Osaurus / vmlx-swift: GLM-4 format --------------------------------------------------------------------

real(OSAURUS + "; the zero-argument call the model emits, as the PR quotes it)",
     "glm4-zero-argument-call-bare-name",
     "<tool_call>list_mailboxes</tool_call>",
     ("list_mailboxes", {}))  # fmt: skip
real(OSAURUS + "; the PR's own prose, quoting the call inline)",
     "neg-prose-quotes-bare-name-call-inline",
     "A tool that declares no parameters is invoked with the bare name — `<tool_call>list_mailboxes</tool_call>` — so **every zero-argument call was discarded**.")  # fmt: skip
real(OSAURUS + "; the 'plain question' row; variant: `<think>` restored before the reporter's elided reasoning `…`)",
     "neg-glm4-plain-answer-after-think",
     "<think>…</think>The capital of France is Paris.",
     content="The capital of France is Paris.")  # fmt: skip
real(OSAURUS + "; the 'small tool result' row; variant: ends where the table cell we read ends, inside the closing </arg_key>)",
     "cut-glm4-list-mailboxes-inside-arg-key",
     "<think>…</think><tool_call>list_mailboxes<arg_key>folder</arg_k",
     errors=["list_mailboxes"])  # fmt: skip

# ---- LM Studio bug tracker: GLM and Qwen3 Coder ------------------------------------------------------------

real(LMS_1528 + ")", "glm47flash-two-parallel-calls",
     "<tool_call>get_file_info<arg_key>path</arg_key><arg_value>file1.jpg</arg_value></tool_call>\n"
     "<tool_call>get_file_info<arg_key>path</arg_key><arg_value>file2.jpg</arg_value></tool_call>",
     ("get_file_info", {"path": "file1.jpg"}), ("get_file_info", {"path": "file2.jpg"}))  # fmt: skip
real(LMS_1528 + "; variant: the first call alone, ending inside its value)",
     "cut-glm47flash-value-unclosed",
     "<tool_call>get_file_info<arg_key>path</arg_key><arg_value>file1.jp",
     errors=["get_file_info"])  # fmt: skip
real(LMS_829 + ", GLM-4.5)", "glm45-array-value",
     '<tool_call>kagi_search_fetch\n<arg_key>queries</arg_key>\n<arg_value>["keyword"]</arg_value>\n</tool_call>',
     ("kagi_search_fetch", {"queries": ["keyword"]}))  # fmt: skip
real(LMS_829 + ", Qwen3 Coder)", "qwen3coder-array-value",
     '<tool_call>\n<function=kagi_search_fetch>\n<parameter=queries>\n["keyword"]\n</parameter>\n</function>\n</tool_call>',
     ("kagi_search_fetch", {"queries": ["keyword"]}))  # fmt: skip
real(LMS_829 + "; the whole issue body, both formats shown in fences as documentation)",
     "neg-issue-body-compares-two-formats-in-fences",
     "Currently LM Studio doesn't support tool calling for wonderful GLM 4.5 models. Can you support it?\n\n"
     "GLM 4.5's tool call pattern is:\n```\n<tool_call>kagi_search_fetch\n<arg_key>queries</arg_key>\n<arg_value>[\"keyword\"]</arg_value>\n</tool_call>\n```\n\n"
     "Qwen3 Coder's tool call pattern is:\n```\n<tool_call>\n<function=kagi_search_fetch>\n<parameter=queries>\n[\"keyword\"]\n</parameter>\n</function>\n</tool_call>\n```\n\n"
     "They are subtly different.")  # fmt: skip

# ---- Hermes Agent on Rapid-MLX: Agents-A1 (Qwen3.5-based) --------------------------------------------------

real("https://github.com/raullenchai/Rapid-MLX/issues/1121 (mlx-community/Agents-A1-4bit on Rapid-MLX under Hermes Agent, the call leaked into the reply; variant: Hermes' box indent removed and the closing `</function>\\n</tool_call>` completed where the excerpt we read ends at `</function`)",
     "agentsa1-qwen-xml-call-after-prose",
     "I need to continue reading the graph-of-thoughts README and explore other key files. Let me read more of the README and the graph_of_thoughts directory structure.<tool_call>\n"
     "<function=terminal>\n<parameter=command>\nfind /Users/user/hermes-projects/default/graph-of-thoughts -type f -name \"*.py\" | head -20\n</parameter>\n</function>\n</tool_call>",
     ("terminal", {"command": 'find /Users/user/hermes-projects/default/graph-of-thoughts -type f -name "*.py" | head -20'}),
     content="I need to continue reading the graph-of-thoughts README and explore other key files. Let me read more of the README and the graph_of_thoughts directory structure.")  # fmt: skip

# ---- mlxcel: format documentation --------------------------------------------------------------------------

real("https://github.com/lablup/mlxcel/issues/765 (the issue's format specification for GLM-4.7 calls)",
     "neg-format-spec-with-placeholder-names",
     "GLM-4.7:\n- Block: `<tool_call>` ... `</tool_call>` (the same outer tags as Hermes, but the body is NOT JSON).\n"
     "- Body: `NAME<arg_key>KEY</arg_key>` newline `<arg_value>VALUE</arg_value>`, repeated per argument. The function name is all text before the first `<arg_key>`.")  # fmt: skip
