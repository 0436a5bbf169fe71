# ruff: noqa: E501  (model outputs are kept as the sources wrote them)
"""Real outputs of the forms a model writes when its template or serving layer is half-applied (issue 42):
Gemini-CLI's bracketed prose calls, MiniMax's `[TOOL_CALL]` blocks with Perl/CLI-style arguments, bare JSON
calls with another agent's argument names, Gemma 4 calls with some tokens lost or replaced, `[NAME({...})]`,
Kimi K2's call ids that name only an index, and Python literals in pythonic calls. Each cites its source.

Sources are issue threads where users pasted what the model wrote, and the test fixtures of the agents,
proxies and servers that had to read it. A source marked "variant" is that output changed as its note says
(a cut, a second name for one parameter, a tool name of ours): the change is what the case tests. Negatives
(`neg-`) stay text with nothing taken from them; cut-off calls (`cut-`) are errors, never calls.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case


def _tool(tool_name: str, required: tuple[str, ...] = (), closed: bool = False, **props: str) -> dict[str, Any]:
    properties = {key: {"type": kind} for key, kind in props.items()}
    parameters = {"type": "object", "properties": properties, "required": list(required)}
    return {"name": tool_name, "parameters": {**parameters, "additionalProperties": False} if closed else parameters}


# the tools the sources' outputs call, with the parameters their harnesses declare
TOOLS_D: list[dict[str, Any]] = [
    _tool("read_file", ("file_path",), file_path="string", offset="integer", limit="integer"),
    _tool("run_shell_command", ("command",), command="string", description="string", is_background="boolean"),
    _tool("write_file", ("file_path", "content"), file_path="string", content="string"),
    _tool("list_directory", ("dir_path",), dir_path="string"),
    _tool("glob", ("pattern",), pattern="string", path="string"),
    _tool("terminal", ("command",), command="string"),
    _tool("file_toolkit", ("operation",), operation="string", path="string", content="string"),
    _tool("TextToAudio", ("content",), content="string", voice="string", format="string"),
    _tool("memory_query", (), top_k="integer", query="string"),
    _tool("web_search", ("query",), query="string"),
    _tool("dummy_tool", ("company_id",), company_id="string"),
    _tool("extract", ("operation",), operation="string", input="object"),
    _tool("searchFiles", ("pattern",), pattern="string"),
    _tool("write", ("filePath", "content"), filePath="string", content="string"),
    _tool("set_timer", ("minutes",), minutes="integer"),
    _tool("get_weather", (), location="string", city="string", unit="string"),
    _tool("ReadFile", ("path",), path="string"),
    _tool(
        "select_execution_pattern",
        ("action",),
        action="string",
        answer="string",
        reason="string",
        requires_current_or_external_facts="boolean",
    ),  # fmt: skip
    _tool("create-pdf-file", ("filename",), filename="string", content="string"),
    _tool("camera", ("command",), command="string", angle="integer"),
    _tool(
        "register_user",
        ("name",),
        name="string",
        age="integer",
        address="object",
        role="string",
        passed_test="boolean",
        aliases="array",
    ),  # fmt: skip
    _tool("search_code", ("query",), query="string", globs="array", regex="boolean"),
    _tool("calc", ("x",), x="number"),
]

# the agent's own tools (agent/calls/runtime.py), for the calls written with another agent's names
TOOLS_OURS: list[dict[str, Any]] = [
    _tool("read", ("path",), True, path="string", offset="integer", limit="integer"),
    _tool("edit", ("path", "old_text", "new_text"), True, path="string", old_text="string", new_text="string"),
    _tool("write", ("path", "content"), True, path="string", content="string"),
    _tool("bash", ("command",), True, command="string", timeout="integer"),
    _tool("grep", ("pattern",), True, pattern="string", path="string", glob="string", ignore_case="boolean"),
    _tool("glob", ("pattern",), True, pattern="string"),
    _tool("ls", (), True, path="string"),
]

SOURCES_D: dict[str, str] = {}
CASES_D: list[Case] = []  # read with TOOLS_D
CASES_D_OURS: list[Case] = []  # read with TOOLS_OURS


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_D[id] = source
    CASES_D.append(Case(id, text, list(calls), **kw))


def ours(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_D[id] = source
    CASES_D_OURS.append(Case(id, text, list(calls), **kw))


ARCSERVE = "skipzx-lab/arcserve tests/test_toolparse.py (Gemma 4 copying Qwen Code's prompt examples)"
GEMINI_FORK = "a gemini-cli fork's packages/core/src/core/turn.test.ts (bracket-style calls a model wrote)"
GEMINI_PROMPT = "google-gemini/gemini-cli packages/core/src/core/prompts.ts (the examples models copy)"
HERMES_MM = "https://github.com/NousResearch/hermes-agent/issues/35935"
LMS_MM = "https://github.com/lmstudio-ai/lmstudio-bug-tracker/issues/1177"
HASHROCKET = "a MiniMax agent's tests: HASHROCKET_REPLY (parse_call_blocks), MiniMax-M2.7"

# ---- bracketed prose calls, Gemini-CLI style: [tool_call: NAME for ARG 'VALUE'] ----------------------------
real(GEMINI_FORK, "bracket-one-value", "[tool_call: run_shell_command for 'echo 123']",
     ("run_shell_command", {"command": "echo 123"}), content="")  # fmt: skip
real(GEMINI_FORK, "bracket-named-values-with",
     'I\'ll create a file named test.txt with the content "123" at the repository root.\n\n'
     "[tool_call: write_file for path '/Users/a.krygin/IdeaProjects/prospects/test.txt' with content '123']",
     ("write_file", {"file_path": "/Users/a.krygin/IdeaProjects/prospects/test.txt", "content": "123"}),
     content='I\'ll create a file named test.txt with the content "123" at the repository root.')  # fmt: skip
real(ARCSERVE, "bracket-object-literal",
     "I will read.\n[tool_call: read_file {file_path: '/w/T.md'}]\n[tool_call: run_shell_command {command: 'ls', description: \"List, files]\"}]",
     ("read_file", {"file_path": "/w/T.md"}), ("run_shell_command", {"command": "ls", "description": "List, files]"}),
     content="I will read.")  # fmt: skip
real(ARCSERVE, "bracket-prose-chained-command", "[tool_call: run_shell_command for 'ruff check && pytest']",
     ("run_shell_command", {"command": "ruff check && pytest"}))  # fmt: skip
real(ARCSERVE, "bracket-prose-escaped-quotes",
     "[tool_call: write_file for file_path '/w/a.py' with content 'print(\\'hi\\')\\nx = [1, 2]']",
     ("write_file", {"file_path": "/w/a.py", "content": "print('hi')\nx = [1, 2]"}))  # fmt: skip
real(ARCSERVE, "bracket-json-arguments",
     '[tool_call: write_file {"file_path": "/w/b.py", "content": "def f():\\n    return {\'a\': [1]}\\n"}]',
     ("write_file", {"file_path": "/w/b.py", "content": "def f():\n    return {'a': [1]}\n"}))  # fmt: skip
real(GEMINI_PROMPT, "bracket-absolute-path",
     "I'll check the `README.md` for instructions on running the server.\n[tool_call: read_file for absolute_path '/path/to/project/README.md']",
     ("read_file", {"file_path": "/path/to/project/README.md"}),
     content="I'll check the `README.md` for instructions on running the server.")  # fmt: skip
real(GEMINI_PROMPT, "bracket-reason-after-value",
     "[tool_call: run_shell_command for 'node server.js &' because it must run in the background]",
     ("run_shell_command", {"command": "node server.js &"}))  # fmt: skip
real(GEMINI_PROMPT, "bracket-two-in-a-row",
     "Okay, I can refactor 'src/auth.py'.\n[tool_call: glob for path 'tests/test_auth.py']\n[tool_call: read_file for absolute_path '/path/to/tests/test_auth.py']",
     ("read_file", {"file_path": "/path/to/tests/test_auth.py"}), errors=["pattern"],
     content="Okay, I can refactor 'src/auth.py'.")  # `glob` needs a pattern: an error; the read still runs  # fmt: skip
real(GEMINI_PROMPT, "bracket-pattern", "[tool_call: glob for pattern '**/*.ts']", ("glob", {"pattern": "**/*.ts"}))
real(GEMINI_PROMPT, "bracket-list-directory", "[tool_call: list_directory for path '/path/to/project']",
     ("list_directory", {"dir_path": "/path/to/project"}))  # fmt: skip
# placeholders and mentions stay text
real(ARCSERVE, "neg-bracket-unknown-tool", "Just text mentioning [tool_call: nope] style.")
real("a Go agent's TestSanitizeHistory_DropsToolCallPlaceholders (a placeholder left in history)",
     "neg-bracket-placeholder", "[tool_call: web_search]")  # fmt: skip
real("a TypeScript agent's prompt builder (getDevelopmentGuidelines), echoed",
     "neg-bracket-in-code-span", "- Use `[tool_call: read_file for 'path/to/file']` to understand existing code")  # fmt: skip
real(
    GEMINI_PROMPT,
    "neg-bracket-no-value",
    "[tool_call: write_file or replace to apply the refactoring to 'src/auth.py']",
)
real(GEMINI_PROMPT, "neg-bracket-in-closed-think",
     "<think>First: [tool_call: glob for pattern '**/*.py']</think>I would rather ask first: which folder?",
     content="I would rather ask first: which folder?")  # fmt: skip
real(GEMINI_PROMPT + " (variant: cut)", "cut-bracket-open-string", "[tool_call: run_shell_command for 'npm run te",
     errors=["was cut off"])  # fmt: skip

# ---- bracketed blocks with Perl/CLI-style arguments: [TOOL_CALL] {tool => "NAME", args => {--key "v"}} ----
real(HERMES_MM, "perl-hermes-terminal", '[TOOL_CALL]\n{tool => "terminal", args => {\n  --command "echo test"\n}}\n[/TOOL_CALL]',
     ("terminal", {"command": "echo test"}), content="")  # fmt: skip
real("a survey agent's log with MiniMax (two blocks in one reply)", "perl-two-blocks",
     '现在让我创建总结文件并更新meta.json：\n[TOOL_CALL]\n{tool => "file_toolkit", args => {\n  --operation "create_directory"\n  --path "/Applications/workspace/ailab/research/knowledge_base/NLP_and_LLM"\n}}\n[/TOOL_CALL]\n'
     '[TOOL_CALL]\n{tool => "file_toolkit", args => {\n  --operation "write_file"\n  --path "/Applications/workspace/ailab/research/knowledge_base/NLP_and_LLM/summary.md"\n  --content "# LLM Novice Uplift\\n\\n**ArXiv ID**: 2602.23329"\n}}\n[/TOOL_CALL]',
     ("file_toolkit", {"operation": "create_directory", "path": "/Applications/workspace/ailab/research/knowledge_base/NLP_and_LLM"}),
     ("file_toolkit", {"operation": "write_file", "path": "/Applications/workspace/ailab/research/knowledge_base/NLP_and_LLM/summary.md",
                       "content": "# LLM Novice Uplift\n\n**ArXiv ID**: 2602.23329"}),
     content="现在让我创建总结文件并更新meta.json：")  # fmt: skip
real(HASHROCKET, "perl-read-file", '[TOOL_CALL]\n{tool => "read_file", args => {\n  --path "settings/foreshadow.md"\n}}\n[/TOOL_CALL]',
     ("read_file", {"file_path": "settings/foreshadow.md"}))  # fmt: skip
real("a Bun agent's stripTextToolCallMarkup test (MiniMax-M2.7)", "perl-between-prose",
     '先看一下。\n\n[TOOL_CALL]\n{tool => "list_directory", args => {\n  --path "."\n}}\n[/TOOL_CALL]\n\n看完再说。',
     ("list_directory", {"dir_path": "."}), content="先看一下。\n\n看完再说。")  # fmt: skip
real("a Go bot's TestExtractLegacyToolCallBlocks (no closing tag, single quotes)", "perl-single-quotes-no-close",
     "好的，我用语音回复您！\n[TOOL_CALL]\n{tool => 'TextToAudio', args => {\n  --content \"爸爸你好呀！小元宝。\"\n  --voice 'zh-CN-XiaoxiaoNeural'\n  --format \"mp3\"\n}}\n",
     ("TextToAudio", {"content": "爸爸你好呀！小元宝。", "voice": "zh-CN-XiaoxiaoNeural", "format": "mp3"}),
     content="好的，我用语音回复您！")  # fmt: skip
real("an OpenAI-provider test in a Rust agent: 'the exact format xminimaxm25 produces'", "perl-bare-number",
     '\n\n\n[TOOL_CALL]\n{tool => "memory_query", args => {\n  --top_k 20\n}}\n[/TOOL_CALL]',
     ("memory_query", {"top_k": 20}), content="")  # fmt: skip
real("an assistant's test_stream_chat_recovers_legacy_tool_call_markup", "perl-underscore-key",
     '[TOOL_CALL]\n{tool => "dummy_tool", args => {\n  --company_id "comp_999"\n}}\n[/TOOL_CALL]',
     ("dummy_tool", {"company_id": "comp_999"}))  # fmt: skip
real("an agent runtime test (runJaensenTurn): a JSON object as one flag's value", "perl-json-value",
     'The invoice PDF is already archived.\n[TOOL_CALL]\n{tool => "extract", args => {\n  --operation "extract-text"\n  --input {"key": "upload-contract.txt", "contentType": "text/plain"}\n}}\n[/TOOL_CALL]',
     ("extract", {"operation": "extract-text", "input": {"key": "upload-contract.txt", "contentType": "text/plain"}}),
     content="The invoice PDF is already archived.")  # fmt: skip
real("a chat UI's visible-text test: 'legacy uppercase TOOL_CALL blocks with hash-style payloads'", "perl-json-args",
     'Before\n[TOOL_CALL]{tool => "web_search", args => {"query":"NET stock price"}}[/TOOL_CALL]\nAfter',
     ("web_search", {"query": "NET stock price"}), content="Before\n\nAfter")  # fmt: skip
real("zeroclaw-style parse_perl_style_tool_calls test (brackets lost, a brace too many)", "perl-brackets-lost",
     'TOOL_CALL\n{tool => "terminal", args => { --command "uname -a" }}}\n/TOOL_CALL',
     ("terminal", {"command": "uname -a"}), content="")  # fmt: skip
real("lee-code README, 'Fuzzy Tool Parsing' (a colon after the flag, no comma)", "perl-colon-after-flag",
     '[TOOL_CALL]{tool => "searchFiles" args => { --pattern: "**/*.ts" }}[/TOOL_CALL]',
     ("searchFiles", {"pattern": "**/*.ts"}))  # fmt: skip
real(LMS_MM, "perl-json-block", '[TOOL_CALL] { "tool": "write", "args": { "filePath": "test.html", "content": "<html>...</html>" } } [/TOOL_CALL]',
     ("write", {"filePath": "test.html", "content": "<html>...</html>"}), content="")  # fmt: skip
real("an Android assistant's streaming test (toolCallIsSuppressedAndParsed)", "perl-name-arguments-json",
     'One moment. [TOOL_CALL]{"name": "set_timer", "arguments": {"minutes": 5}}[/TOOL_CALL]',
     ("set_timer", {"minutes": 5}), content="One moment.")  # fmt: skip
real("a C# client's ParseToolCallsFromContentAsync_WithLlamaModel test", "perl-python-call-json",
     '[TOOL_CALL] get_weather({"location": "London"}) [/TOOL_CALL]', ("get_weather", {"location": "London"}), content="")  # fmt: skip
real("a skills prompt (format_skill_list), echoed", "neg-perl-instructions",
     'To invoke a skill, output exactly: [TOOL_CALL]\n{tool => "skill_name", args => {}}\n[/TOOL_CALL] (args optional).')  # fmt: skip
real("a task-generation prompt's rules, echoed", "neg-perl-named-in-prose",
     "禁止调用任何工具；禁止输出类似 [TOOL_CALL]、[/TOOL_CALL]、todowrite 等内容。")  # fmt: skip
real(HERMES_MM + " (variant: drafted inside a closed thought)", "neg-perl-in-closed-think",
     '<think>[TOOL_CALL]\n{tool => "terminal", args => {\n  --command "echo test"\n}}\n[/TOOL_CALL]</think>The test passed earlier.',
     content="The test passed earlier.")  # fmt: skip
real(HERMES_MM + " (variant: cut mid-value)", "cut-perl-mid-value", '[TOOL_CALL]\n{tool => "terminal", args => {\n  --command "echo te',
     errors=["was cut off"])  # fmt: skip
real(HERMES_MM + " (variant: cut after a flag)", "cut-perl-after-flag", '[TOOL_CALL]\n{tool => "terminal", args => {\n  --command',
     errors=["was cut off"])  # fmt: skip

# ---- bare JSON calls with another agent's argument names, read with the agent's own tools -----------------
ours("https://github.com/Hmbown/Codewhale/issues/2361", "alias-grep-files",
     '阅读工程源码，分析其功能\n{\n"name": "grep_files",\n"arguments": {\n"pattern": ".*"\n}\n}', ("grep", {"pattern": ".*"}),
     content="阅读工程源码，分析其功能")  # fmt: skip
ours("https://github.com/anomalyco/opencode/issues/1406", "alias-file-path-camel",
     '<tool_call>{"name":"write", "arguments": {"filePath":"fast_sort.py", "content": "here is code content"}}</tool_call>',
     ("write", {"path": "fast_sort.py", "content": "here is code content"}))  # fmt: skip
ours("a Go agent's TestParse_JSONFormat (gemini-cli's read_file argument)", "alias-absolute-path",
     'Here is the result:\n{"name": "read_file", "arguments": {"absolute_path": "/foo/bar.go"}}',
     ("read", {"path": "/foo/bar.go"}), content="Here is the result:")  # fmt: skip
ours("google-gemini/gemini-cli integration-tests/write_file.test.js (args.file_path)", "alias-write-file-path",
     '{"name": "write_file", "arguments": {"file_path": "dad.txt", "content": "Why did the scarecrow win an award?"}}',
     ("write", {"path": "dad.txt", "content": "Why did the scarecrow win an award?"}))  # fmt: skip
ours("https://github.com/QwenLM/qwen-code/issues/176 (gemini-cli's shell tool, written as JSON)", "alias-run-shell-command",
     '{"name": "run_shell_command", "arguments": {"command": "git init", "description": "Initializing a new Git repository"}}',
     ("bash", {"command": "git init"}))  # a `description` is dropped as a schema echo (parsers/toolset.py)  # fmt: skip
ours("openai/codex's exec_command tool (cmd), written as JSON", "alias-cmd",
     '{"name": "exec_command", "arguments": {"cmd": "ls -la"}}', ("bash", {"command": "ls -la"}))  # fmt: skip
ours("Cursor's edit_file/read_file argument names (target_file), written as JSON", "alias-target-file",
     '{"name": "read_file", "arguments": {"target_file": "src/app.ts"}}', ("read", {"path": "src/app.ts"}))  # fmt: skip
ours("a CLI agent's filename argument, written as JSON", "alias-filename",
     '{"name": "write_file", "arguments": {"filename": "notes.md", "contents": "# Notes"}}',
     ("write", {"path": "notes.md", "content": "# Notes"}))  # fmt: skip
ours("https://github.com/openai/codex/issues/2229 (qwen2.5-coder: an argv list)", "neg-alias-argv-list",
     '{"name": "shell", "arguments": {"command": ["ls"]}}', errors=["expected string"])  # fmt: skip
ours("a Go agent's TestParse_JSONFormat (variant: two names for one parameter)", "neg-alias-ambiguous",
     '{"name": "read_file", "arguments": {"absolute_path": "/foo/bar.go", "file_path": "/foo/baz.go"}}',
     errors=["could each mean 'path'"])  # fmt: skip
ours("https://github.com/Hmbown/Codewhale/issues/2361 (variant: named in prose, no object)", "neg-alias-named-in-prose",
     "The model printed grep_files with a pattern argument instead of running it.")  # fmt: skip
ours("https://github.com/Hmbown/Codewhale/issues/2361 (variant: an argument object with no name)", "neg-alias-no-name",
     'Its arguments were {"pattern": ".*", "file_path": "src"} in the log.')  # fmt: skip

# ---- Gemma 4 / FunctionGemma with tokens lost or replaced, and [NAME({...})] ---------------------------------
Q = '<|"|>'  # Gemma 4's string quote token
real("https://github.com/NousResearch/hermes-agent/pull/7449 (its parenthesis syntax, a tool of ours)", "gemma-parens-colon",
     '<|tool_call>call:get_weather(location: "Paris", unit: "celsius")<tool_call|>',
     ("get_weather", {"location": "Paris", "unit": "celsius"}), content="")  # fmt: skip
real("https://github.com/jundot/omlx/issues/1846 (the parenthesized Python-kwargs variant, a tool of ours)", "gemma-parens-kwargs",
     '<|tool_call>call:web_search(query="gemma 4 release notes")<tool_call|>', ("web_search", {"query": "gemma 4 release notes"}))  # fmt: skip
real("https://github.com/vllm-project/vllm/issues/53431 (the bare `<|tool_call>:name{...}` opener)", "gemma-colon-without-call",
     f"<|tool_call>:get_weather{{location:{Q}Paris{Q}}}<tool_call|>", ("get_weather", {"location": "Paris"}), content="")  # fmt: skip
real("https://github.com/google-ai-edge/LiteRT-LM/issues/2172 (variant: the quote token replaced by FunctionGemma's <escape>)",
     "gemma-escape-marker", "<|tool_call>call:get_weather{location:<escape>hanoi<escape>}<tool_call|>",
     ("get_weather", {"location": "hanoi"}))  # fmt: skip
real("https://github.com/google-ai-edge/LiteRT-LM/issues/2172 (variant: FunctionGemma's tokens around Gemma 4's quote)",
     "fgemma-gemma4-quote", f"<start_function_call>call:get_weather{{location:{Q}hanoi{Q}}}<end_function_call>",
     ("get_weather", {"location": "hanoi"}))  # fmt: skip
real("https://github.com/xorbitsai/inference/pull/5242", "gemma-quotes-inside-and-newlines",
     f'<|tool_call>call:select_execution_pattern{{action:{Q}final_answer{Q},\nanswer:{Q}你好！请问有什么我可以帮您的？{Q},\n'
     f'reason:{Q}The user said "你好" (Hello), which is a simple greeting. A conversational response is appropriate.{Q},\n'
     "requires_current_or_external_facts:false}<tool_call|>",
     ("select_execution_pattern", {"action": "final_answer", "answer": "你好！请问有什么我可以帮您的？",
      "reason": 'The user said "你好" (Hello), which is a simple greeting. A conversational response is appropriate.',
      "requires_current_or_external_facts": False}), content="")  # fmt: skip
real("https://github.com/hybridgroup/yzma/pull/243 (its arguments; the tool name is ours)", "gemma-missing-comma",
     f"<|tool_call>call:camera{{command:{Q}look{Q}angle:90}}<tool_call|>", ("camera", {"command": "look", "angle": 90}))  # fmt: skip
real("https://github.com/jundot/omlx/issues/1830 and pull/1854 (a namespaced name, single-quoted values)", "gemma-namespaced-single-quotes",
     "<|tool_call>call:google:mcp:text_generation:create-pdf-file{filename: 'output.pdf', content: 'Q3 report: revenue, costs'}<tool_call|>",
     ("create-pdf-file", {"filename": "output.pdf", "content": "Q3 report: revenue, costs"}), content="")  # fmt: skip
real("https://github.com/unslothai/unsloth/pull/5624 (skip_special_tokens leaves JSON quotes)", "gemma-stripped-json-quotes",
     'call:web_search{query:"weather, site:example.com"}', ("web_search", {"query": "weather, site:example.com"}))  # fmt: skip
real("https://github.com/mattn/tensai/pull/217 (the call body with its <|tool_call>call: lost)", "gemma-lost-marker",
     f"Let me check.\nget_weather{{location:{Q}Tokyo{Q}}}", ("get_weather", {"location": "Tokyo"}), content="Let me check.")  # fmt: skip
real("a TUI's exportText test: how it writes a past call into history, which a model then imitates",
     "gemma-list-json-arguments", '[read_file({"file_path":"/parser.ts"})]', ("read_file", {"file_path": "/parser.ts"}), content="")  # fmt: skip
real("a TUI's exportText test (variant: two calls)", "gemma-list-json-arguments-two",
     '[read_file({"file_path":"/parser.ts"}), run_shell_command({"command":"bun test"})]',
     ("read_file", {"file_path": "/parser.ts"}), ("run_shell_command", {"command": "bun test"}))  # fmt: skip
real("a chat agent's stub_tool_results (a stub echoed back)", "neg-gemma-stub-echoed",
     '[read_file({"file_path":"big.txt"}) returned 57 KB; not kept after its turn -- call it again if you need it.]')  # fmt: skip
real("https://github.com/ml-explore/mlx-lm/pull/1105 (its description of the format, without the tokens)", "neg-gemma-format-in-prose",
     f"Gemma 4 uses a non-JSON format for tool calls: call:func_name{{key:{Q}value{Q},num:42}}")  # fmt: skip
real("https://github.com/google-ai-edge/LiteRT-LM/issues/2172 (variant: drafted in the thought channel)", "neg-gemma-in-thought",
     f"<|channel>thought\nI could call:get_weather{{location:{Q}hanoi{Q}}}<channel|>Hanoi is warm in May.",
     content="Hanoi is warm in May.")  # fmt: skip
real("https://github.com/google-ai-edge/LiteRT-LM/issues/2172 (variant: cut mid-string)", "cut-gemma-mid-string",
     f"<|tool_call>call:get_weather{{location:{Q}han", errors=["get_weather"])  # fmt: skip
real("https://github.com/NousResearch/hermes-agent/pull/7449 (variant: cut in the parentheses)", "cut-gemma-parens",
     '<|tool_call>call:get_weather(location: "Par', errors=["get_weather"])  # fmt: skip

# ---- Kimi K2: a call id that names only an index (or `callNNNNN`), read when exactly one tool fits --------
KIMI_IDX = "https://github.com/sgl-project/sglang/pull/23950 (bare numeric counters as call ids)"
real(KIMI_IDX, "kimi-index-only",
     '<|tool_calls_section_begin|><|tool_call_begin|>3<|tool_call_argument_begin|>{"path": "/test.py"}<|tool_call_end|><|tool_calls_section_end|>',
     ("ReadFile", {"path": "/test.py"}), dialect="kimi", content="")  # fmt: skip
real("https://github.com/sgl-project/sglang/pull/25362", "kimi-prefixed-counter",
     '<|tool_call_begin|>call00003<|tool_call_argument_begin|>{"city": "Paris"}<|tool_call_end|>',
     ("get_weather", {"city": "Paris"}), content="")  # fmt: skip
real(KIMI_IDX + " (variant: two calls)", "kimi-index-only-two",
     '<|tool_calls_section_begin|><|tool_call_begin|>0<|tool_call_argument_begin|>{"path": "/a.py"}<|tool_call_end|>'
     '<|tool_call_begin|>1<|tool_call_argument_begin|>{"city": "Tokyo"}<|tool_call_end|><|tool_calls_section_end|>',
     ("ReadFile", {"path": "/a.py"}), ("get_weather", {"city": "Tokyo"}))  # fmt: skip
real(KIMI_IDX + " (variant: arguments two tools take)", "neg-kimi-index-ambiguous",
     '<|tool_calls_section_begin|><|tool_call_begin|>2<|tool_call_argument_begin|>{"command": "ls -la"}<|tool_call_end|><|tool_calls_section_end|>',
     errors=["run_shell_command"])  # fmt: skip
real(KIMI_IDX + " (variant: arguments no tool takes)", "neg-kimi-index-no-fit",
     '<|tool_calls_section_begin|><|tool_call_begin|>2<|tool_call_argument_begin|>{"colour": "red"}<|tool_call_end|><|tool_calls_section_end|>',
     errors=["2"])  # fmt: skip
real(KIMI_IDX + " (variant: inside a closed thought)", "neg-kimi-index-in-think",
     '<think>Maybe <|tool_calls_section_begin|><|tool_call_begin|>3<|tool_call_argument_begin|>{"path": "/test.py"}<|tool_call_end|><|tool_calls_section_end|></think>No need.',
     content="No need.")  # fmt: skip
real(KIMI_IDX + " (variant: cut)", "cut-kimi-index-only",
     '<|tool_calls_section_begin|><|tool_call_begin|>3<|tool_call_argument_begin|>{"path": "/te', errors=["was cut off"])  # fmt: skip

# ---- Python literals in pythonic calls --------------------------------------------------------------------
VLLM_PY = "vllm-project/vllm tests/tool_parsers/test_pythonic_tool_parser.py"
real(VLLM_PY, "pylit-more-types",
     "[register_user(name='John Doe', age=37, address={'city': 'San Francisco', 'state': 'CA'}, role=None, passed_test=True, aliases=['John', 'Johnny'])]",
     ("register_user", {"name": "John Doe", "age": 37, "address": {"city": "San Francisco", "state": "CA"},
                        "passed_test": True, "aliases": ["John", "Johnny"]}), content="")  # `None`: not given  # fmt: skip
real(VLLM_PY + " (variant: a tuple for a list)", "pylit-tuple",
     "[search_code(query='TODO', globs=('*.py', '*.md'), regex=True)]",
     ("search_code", {"query": "TODO", "globs": ["*.py", "*.md"], "regex": True}))  # fmt: skip
real(VLLM_PY + " (variant: the arguments as one dict)", "pylit-dict-argument",
     "[search_code({'query': 'TODO', 'regex': True})]", ("search_code", {"query": "TODO", "regex": True}))  # fmt: skip
real(VLLM_PY + " (test_non_finite_argument_rejected)", "neg-pylit-non-finite",
     "[calc(x=1e999)]", errors=["calc"])  # fmt: skip
real(VLLM_PY + " (test_unrecoverable_block_still_reports_no_tool_call)", "neg-pylit-unknown-broken",
     "[g(a='x 'y' 'z), h(b='p 'q' 'r)]")  # fmt: skip
