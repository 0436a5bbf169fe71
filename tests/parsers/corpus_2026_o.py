# ruff: noqa: E501  (model outputs are kept as the sources wrote them)
"""A held-out set (issue 42), corpus o: real outputs from coding agents' and local-model users' threads no other
corpus cites, read before anyone tunes on it.

A Qwen3-Coder Hermes call that vLLM left in content under opencode, a `[tool_call: read_file for absolute_path
'...']` line between prose from a gemini-cli fork, a Llama 3.1 8B `{"name", "parameters"}` object from an MLX
server, a Hermes 3 `<tool_call>` whose code argument carries escaped newlines, an `<invoke>` block with its
`<function_calls>` wrapper and no DSML marker (Ollama cloud models under Hermes agent), a ChatML model's CLI-like
`Write with path="..." content="..."` line ending in a printed `<|im_end|>`, and a self-closing
`<tool_call>exec tool="exec" command="..." />` after Chinese prose (OpenClaw). Negatives are calls to tools the
harness never offered (OpenHands' `execute_command`, thClaws' `Skill`, pi's `<execute_bash>` tag, a hallucinated
`judge_bias` with no tools at all), a PR's prose and docstring examples of `bash(...)` calls, parser PRs quoting
example calls inline and in a REPL, an issue's fenced example of the Hermes format, and API responses quoting a
call as a string.

Sources are issue and pull-request threads (opencode, easy-llm-cli, Rapid-MLX, ollama, Hermes agent,
claude-code-mlx-proxy, OpenClaw, OpenHands, LM Studio, thClaws, pi, debug-gym, vLLM). A source marked "variant" is
that output changed as its note says. Negatives (`neg-`) stay text with nothing taken from them. No thread
searched quoted a reply cut off inside a call, so this corpus has no `cut-` case.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the sources' harnesses declared, with their parameters
TOOLS_O: list[dict[str, Any]] = [
    tool_schema("glob", ("pattern",), pattern="string", path="string"),  # opencode
    tool_schema("read", ("filePath",), filePath="string", offset="integer", limit="integer"),
    tool_schema("bash", ("command",), command="string", description="string", timeout="integer"),  # opencode, debug-gym
    tool_schema(
        "read_file", ("absolute_path",), absolute_path="string", offset="integer", limit="integer"
    ),  # gemini-cli
    tool_schema("web_search", ("query",), query="string"),  # Rapid-MLX issue's request
    tool_schema("code_interpreter", ("code",), code="string"),  # ollama #6390
    tool_schema(
        "cronjob", ("action",), action="string", job_id="string", prompt="string", schedule="string"
    ),  # Hermes agent
    tool_schema("Write", ("file_path", "content"), file_path="string", content="string"),  # Claude Code
    tool_schema("exec", ("command",), command="string", workdir="string", timeout="integer"),  # OpenClaw
    tool_schema("execute_bash", ("command",), command="string", is_input="string", timeout="number"),  # OpenHands
    tool_schema(
        "str_replace_editor",
        ("command", "path"),
        command="string",
        path="string",
        file_text="string",
        old_str="string",
        new_str="string",
        insert_line="integer",
        view_range="array",
    ),
    tool_schema("think", ("thought",), thought="string"),
    tool_schema("finish", ("message",), message="string"),
    tool_schema("get_weather", ("location",), location="string"),  # the OpenClaw PR's example
    tool_schema("search", (), query="string", tags="array"),  # the vLLM PR's example
]

SOURCES_O: dict[str, str] = {}
CASES_O: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_O[id] = source
    CASES_O.append(Case(id, text, list(calls), **kw))


OPENCODE_7486 = "https://github.com/anomalyco/opencode/issues/7486 (Qwen3-Coder-30B-A3B-Instruct / Qwen3-32B on vLLM under the opencode VS Code plugin; the response the issue quotes)"
HERMES3_6390 = "https://github.com/ollama/ollama/issues/6390 (xe/hermes3, Hermes 3 on Ollama, a code_interpreter tool)"
DEBUG_GYM = "https://github.com/microsoft/debug-gym/pull/353 (debug-gym's bash tool PR)"
OPENCLAW_PR = "https://github.com/openclaw/openclaw/pull/102394 (the PR description of OpenClaw's JSON plain-text tool-call repair, for Qwen-family models)"
PI_5387 = "https://github.com/earendil-works/pi/issues/5387 (a local model under the pi coding agent, whose tools are read/bash/edit/write; the model is not named)"
RAPID_700 = "https://github.com/raullenchai/Rapid-MLX/issues/700 (mlx-community/Meta-Llama-3.1-8B-Instruct-4bit on rapid-mlx 0.7.x, a web_search tool in the request)"

HERMES3_JSON = '{"name": "code_interpreter", "arguments": {"code": "def reverse_list(lst):\\n    return lst[::-1]\\n\\noriginal = [1, 2, 3, 4, 5]\\nreversed_list = reverse_list(original)\\nprint(\'Original:\', original)\\nprint(\'Reversed:\', reversed_list)"}}'
HERMES3_CODE = "def reverse_list(lst):\n    return lst[::-1]\n\noriginal = [1, 2, 3, 4, 5]\nreversed_list = reverse_list(original)\nprint('Original:', original)\nprint('Reversed:', reversed_list)"

# ---- JSON calls -----------------------------------------------------------------------------------------------

real(OPENCODE_7486, "qwen3-coder-vllm-hermes-glob",
     '<tool_call>\n{"name": "glob", "arguments": {"pattern": "*/"}}\n</tool_call>',
     ("glob", {"pattern": "*/"}), content="")  # fmt: skip
real(RAPID_700 + "; the content the issue shows",
     "llama31-8b-name-parameters-object",
     '{"name": "web_search", "parameters": {"query": "你好"}}',
     ("web_search", {"query": "你好"}), content="")  # fmt: skip
real(HERMES3_6390 + "; the message content of the raw /api/chat response the issue quotes, its JSON escapes undone",
     "hermes3-tool-call-code-with-escaped-newlines",
     "\n<tool_call>\n" + HERMES3_JSON + "\n</tool_call>",
     ("code_interpreter", {"code": HERMES3_CODE}), content="")  # fmt: skip

# ---- XML and XML-ish calls ------------------------------------------------------------------------------------

real("https://github.com/NousResearch/hermes-agent/issues/8965 (deepseek-v3.2:cloud, glm-5.1:cloud, kimi-k2.5:cloud and qwen3.5:9b through Ollama under Hermes agent: the raw text all of them gave for 'List your cron jobs'; variant: the report's ```xml fence dropped)",
     "ollama-cloud-function-calls-invoke-without-dsml",
     '<function_calls>\n<invoke name="cronjob">\n<parameter name="action" string="true">list</parameter>\n</invoke>\n</function_calls>',
     ("cronjob", {"action": "list"}), content="")  # fmt: skip
real("https://github.com/openclaw/openclaw/issues/33258 (OpenClaw 2026.3.2 on a fresh install, the model not named; the first assistant reply of the chat the issue pastes)",
     "openclaw-self-closing-exec-after-prose",
     '好的，大哥，我来系统性地排查写入失败的原因。<tool_call>exec tool="exec" command="ls -la /root/.openclaw/workspace/" />',
     ("exec", {"command": "ls -la /root/.openclaw/workspace/"}))  # fmt: skip

# ---- prose-like calls -----------------------------------------------------------------------------------------

real("https://github.com/ConardLi/easy-llm-cli/issues/57 (easy-llm-cli, a gemini-cli fork for any OpenAI-compatible model, the model not named; the output its 'LLM output not in expected format' error quotes)",
     "gemini-cli-fork-bracketed-read-file-between-prose",
     "I need to examine the key files to understand the project's core technologies. Let me start by checking the requirements.txt file to see the dependencies.\n\n[tool_call: read_file for absolute_path 'requirements.txt']\n\nNow let me look at some of the main Python files to understand the structure and functionality.",
     ("read_file", {"absolute_path": "requirements.txt"}))  # fmt: skip
real("https://github.com/chand1012/claude-code-mlx-proxy/issues/5 (a ChatML model behind claude-code-mlx-proxy under Claude Code, asked to write hello to hello.txt; variant: Claude Code's '⏺' bullet and two-space indent dropped)",
     "chatml-mlx-write-with-cli-arguments-and-im-end",
     'Let me write "hello" to hello.txt.\n\nWrite with path="/Users/me/claude/hello.txt" content="hello"<|im_end|>',
     ("Write", {"file_path": "/Users/me/claude/hello.txt", "content": "hello"}))  # fmt: skip

# ---- negatives: tools the harness never offered ---------------------------------------------------------------

real("https://github.com/OpenHands/OpenHands/issues/7613 (ollama/gemma3:27b under OpenHands, whose tools are execute_bash, think, finish, str_replace_editor, ...; the response the issue quotes: `execute_command` is no tool of the harness)",
     "neg-gemma3-27b-openhands-undeclared-execute-command",
     'Okay, let\'s create a new branch.\n\n<function_call>\n<name>execute_command</name>\n<arguments>\n{\n  "command": "git checkout -b test_branch"\n}\n</arguments>')  # fmt: skip
real("https://github.com/thClaws/thClaws/issues/50 (ollama/qwen2.5-coder:14b under thClaws v0.7.1, answering 'hello'; `Skill` is not a registered tool, as the issue says; variant: the report's ```json fence dropped)",
     # gathered as a negative with no error; a whole reply that is a JSON call to a tool nobody offered is kept as
     # text and the model is told (collect.py; as corpus e's err-ministral-undeclared-tool): moved to that rule
     "err-qwen25-coder-14b-undeclared-skill",
     '{ "name": "Skill", "arguments": { "name": "none" } }',
     content='{ "name": "Skill", "arguments": { "name": "none" } }', errors=["Skill"])  # fmt: skip
real("https://github.com/lmstudio-ai/lmstudio-bug-tracker/issues/2189 (meta-llama-3.1-8b-instruct Q4_K_M on LM Studio 0.4.19/0.4.20 with no tools in the request; the content the issue gives as an example, its arguments elided by the reporter)",
     "neg-llama31-8b-no-tools-hallucinated-elided-call",
     '{"name": "judge_bias", "parameters": {...}}')  # fmt: skip
real(PI_5387 + "; the first reply the issue pastes; variant: the terminal's one-space indent and line wraps undone",
     "neg-pi-undeclared-execute-bash-tag-after-prose",
     "That list is very helpful. Since run_agent.py is likely the main entry point for the agent, it contains the core logic we need to trace.\n\nI will start by reading the contents of hermes-agent/run_agent.py to see how it initializes the API client and executes the model calls.\n\n<execute_bash>\nread hermes-agent/run_agent.py\n</execute_bash>")  # fmt: skip
real(PI_5387 + "; the second reply the issue pastes; variant: the terminal's one-space indent undone",
     "neg-pi-undeclared-execute-bash-tag-retry",
     "My apologies for the repeated failure. I will try executing the command one more time.\n\n<execute_bash>\nls -F hermes-agent/\n</execute_bash>")  # fmt: skip

# ---- negatives: documentation, prose and data ------------------------------------------------------------------

real(DEBUG_GYM + "; its description, whose first bullet shows a call in prose",
     "neg-debug-gym-pr-bullets-mention-bash-call",
     '- LLM can now specify timeout per command: bash(command="pytest", timeout=600)\n- Default timeout: 30s (unchanged from previous behavior)\n- Maximum timeout: 3600s (1 hour), values above are clamped\n- timeout=null uses the default\n- Added 4 new tests for timeout behavior')  # fmt: skip
real(DEBUG_GYM + "; a review comment on debug_gym/gym/tools/bash.py: the diff of the tool's example calls and the reviewer's remark",
     "neg-debug-gym-example-calls-in-diff",
     '```diff\n     name: str = "bash"\n+    DEFAULT_TIMEOUT = 30  # seconds\n+    MAX_TIMEOUT = 3600  # 1 hour\n+\n     examples = [\n         """bash(command="ls -la") to list all files and directories with detailed information.""",\n         """bash(command="grep -r \'function_name\' .") to search for \'function_name\' in all files recursively.""",\n         """bash(command="find . -name \'*.py\' | head -10") to find Python files in the current directory.""",\n         """bash(command="cat file.txt | head -20") to show the first 20 lines of a file.""",\n         """bash(command="sed -n 10,25p path/to/file") to show lines 10 to 25 of a file at relative path.""",\n         """bash(command="pip list") to show installed Python packages.""",\n+        """bash(command="python -m pytest tests/ -x", timeout=600) to run tests with a 10-minute timeout.""",\n```\nI believe those examples are misleading to the model that uses different tool call format, e.g. xml parser.')  # fmt: skip
real(OPENCLAW_PR + "; its opening paragraph, an example call inline in prose",
     "neg-openclaw-pr-inline-json-example",
     "When a model emits tool calls as plain JSON text (e.g. `{\"name\": \"get_weather\", \"arguments\": {\"location\": \"Paris\"}}`) instead of through the native `tool_calls` response field, OpenClaw's plain-text tool-call repair fails to promote it into an executable tool call. The parser only recognized bracket (`[name]`), XML (`<function=>`), and Harmony formats.")  # fmt: skip
real(OPENCLAW_PR + "; a bullet naming a JSON object that is no call",
     "neg-openclaw-pr-name-only-object-in-prose",
     '- **Name-only false positives**: `{"name":"read","status":"ok"}` miscategorized as tool call')  # fmt: skip
real("https://github.com/vllm-project/vllm/pull/48795 (a Phi-4-mini parser fix; the REPL session its description shows)",
     "neg-phi4-mini-functools-in-python-repl",
     '```python\n>>> import regex as re\n>>> m = re.search(r"functools\\[(.*?)\\]", \'functools[{"name": "search", "arguments": {"tags": ["a", "b"]}}]\', re.DOTALL)\n>>> "[" + m.group(1) + "]"\n\'[{"name": "search", "arguments": {"tags": ["a"]\'   # truncated -> invalid JSON\n```')  # fmt: skip
real(HERMES3_6390 + "; the issue's fenced example of the Hermes format",
     "neg-hermes3-format-example-in-fence",
     "Hermes tool call syntax roughly looks like this:\n\n```\n<tool_call>\n" + HERMES3_JSON + "\n</tool_call>\n```")  # fmt: skip
real(HERMES3_6390 + "; the raw /api/chat response the issue quotes: data carrying the call as a string",
     "neg-hermes3-raw-api-response",
     '{"model":"xe/hermes3","created_at":"2024-08-16T12:38:56.878759Z","message":{"role":"assistant","content":"\\n\\u003ctool_call\\u003e\\n{\\"name\\": \\"code_interpreter\\", \\"arguments\\": {\\"code\\": \\"def reverse_list(lst):\\\\n    return lst[::-1]\\\\n\\\\noriginal = [1, 2, 3, 4, 5]\\\\nreversed_list = reverse_list(original)\\\\nprint(\'Original:\', original)\\\\nprint(\'Reversed:\', reversed_list)\\"}}\\n\\u003c/tool_call\\u003e"},"done_reason":"stop","done":true,"total_duration":2015048833,"load_duration":28571000,"prompt_eval_count":447,"prompt_eval_duration":490176000,"eval_count":77,"eval_duration":1492265000}')  # fmt: skip
real(RAPID_700 + "; the issue's 'Observed:' line, quoting the content as a string",
     "neg-llama31-observed-line-quoting-content",
     'Observed: `content = "{\\"name\\": \\"web_search\\", \\"parameters\\": {\\"query\\": \\"你好\\"}}"`, `tool_calls = null`.')  # fmt: skip
