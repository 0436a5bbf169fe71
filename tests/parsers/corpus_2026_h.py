# ruff: noqa: E501  (model outputs are kept as the sources wrote them)
"""A fourth held-out set (issue 42): what local models wrote in the issue threads of coding agents and chat
front-ends (Roo Code, Kilo Code, Zoo Code, Cline, Continue, goose, crush, openclaude, neovate, odysseus, hermes
web UIs, LM Studio's tracker, llama.cpp, LocalAI, llama-box), read before anyone tunes on it.

Families: Roo/Kilo harmony calls addressed `to=read_file` with Roo's XML-shaped `args`, gpt-oss calls cut loose
from their `<|start|>` or naming a tool with a space in it, a Perl-style `[TOOL_CALL]{tool => ..., args =>
{--path "..."}}` pair, a `[Tool Use: NAME]` line followed by MiniMax `<parameter name=...>` lines, Gemma 3
printing `[TOOL_REQUEST]` and Mistral `[TOOL_CALLS]NAME[ARGS]` calls, Gemma 4 calls with plain double quotes and
a FunctionGemma-style call without `call:`, Qwen3-Coder calls with no `<tool_call>` opener (or no wrapper at
all), Cline/Roo XML (`<read_file><path>`) under a native-tools harness, a bare JSON call using another agent's
argument name (`filename` for Claude Code's `file_path`), a bare arguments object after prose naming the tool,
a DeepSeek-R1 distill drafting its `[TOOL_REQUEST]` in its think block before making it, InternLM2's
`<|action_start|><|plugin|>` call, a Llama 3.2 pythonic list with its `<|eot_id|>`; the negatives of the same
threads (reasoning and prose naming a tool, a fenced JSON call shown as how-to, a fenced shell block claiming
success, a model listing its tools, format documentation the harnesses teach) and cut-off calls.

Each case cites its thread; a source marked "variant" is that output changed as its note says (mostly a real
call cut short, since threads rarely keep a reply the length limit cut). Negatives (`neg-`) stay text with
nothing taken from them; cut-off calls (`cut-`) are errors naming the tool, never calls. A closed reasoning
block is not content.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# Roo Code's and Kilo Code's read_file: `path` (native tools) or the XML protocol's `args` (files), any shape
READ_FILE: dict[str, Any] = {
    "name": "read_file",
    "parameters": {"type": "object", "properties": {"path": {"type": "string"}, "args": {}}, "required": []},
}

# the tools the sources' harnesses declared, with their parameters
TOOLS_H: list[dict[str, Any]] = [
    READ_FILE,  # Roo Code / Kilo Code
    tool_schema("list_files", ("path",), path="string", recursive="boolean"),
    tool_schema("write_to_file", ("path", "content"), path="string", content="string"),  # Roo Code / Zoo Code / Cline
    tool_schema("ask_followup_question", ("question",), question="string", follow_up="array"),
    tool_schema("attempt_completion", ("result",), result="string"),  # Cline
    tool_schema(
        "run_javascript", ("javascript",), javascript="string", timeout_seconds="integer"
    ),  # LM Studio js-code-sandbox
    tool_schema("Web Search", ("query",), query="string", pageSize="integer", safeSearch="string"),  # LM Studio plugin
    tool_schema("Recall", ("query",), query="string"),  # LM Studio persistent-memory plugin
    tool_schema("CommitMemoryTool", ("memory",), memory="string"),
    tool_schema("get_financial_overview"),
    tool_schema("terminal", ("command",), command="string"),  # hermes-agent
    tool_schema("web_search", ("query",), query="string", time_filter="string"),  # odysseus
    tool_schema("ls", ("path",), path="string"),  # crush
    tool_schema("Write", ("file_path", "content"), file_path="string", content="string"),  # Claude Code (openclaude)
    tool_schema("Bash", ("command",), command="string", description="string"),
    tool_schema("bash", ("command",), command="string", description="string"),  # opencode
    tool_schema(
        "developer__text_editor",
        ("command", "path"),
        command="string",
        path="string",
        file_text="string",
        old_str="string",
        new_str="string",
    ),  # goose
    tool_schema("developer__shell", ("command",), command="string"),
    tool_schema("filesystem__directory_tree", ("path",), path="string"),
    tool_schema("write", ("path", "content"), path="string", content="string"),
    tool_schema("weather_GET", ("zoneId",), zoneId="string"),
    tool_schema("shell_exec", ("command",), command="string"),  # openfang
    tool_schema("get_weather", ("location",), location="string"),
    tool_schema("get_current_weather", ("location",), location="string", unit="string"),
    tool_schema("get_user_info", ("user_id",), user_id="integer", special="string"),
]

SOURCES_H: dict[str, str] = {}
CASES_H: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_H[id] = source
    CASES_H.append(Case(id, text, list(calls), **kw))


ROO_GPTOSS = "https://github.com/RooCodeInc/Roo-Code/issues/6739 (openai/gpt-oss-20b in LM Studio under Roo Code 3.25.7, XML tool protocol; the reply as Roo showed it)"
KILO_GPTOSS = "https://github.com/Kilo-Org/kilocode/issues/1775 (openai/gpt-oss-20b in LM Studio 0.3.21 under Kilo Code 4.75.0; 'Example output from the model')"
ROO_PERL = "https://github.com/RooCodeInc/Roo-Code/issues/11187 (Roo Code 3.46.2, native tools, model not named in the report; 'Roo said')"
LMS_JS = "https://github.com/lmstudio-ai/lmstudio-bug-tracker/issues/873 (openai/gpt-oss-120b in LM Studio 0.3.22 with the js-code-sandbox tool)"
LMS_WEB = "https://github.com/lmstudio-ai/lmstudio-bug-tracker/issues/876 (openai/gpt-oss-120b in LM Studio 0.3.22: 'Failed to parse tool call')"
LMS_RECALL = "https://github.com/lmstudio-ai/lmstudio-bug-tracker/issues/2388 (google/gemma-3-12b Q4_K_M in LM Studio 0.4.24 with the persistent-memory plugin; the calls it printed as text)"
GEMMA4_MEM = "https://github.com/ggml-org/llama.cpp/issues/22786 (ggml-org gemma-4-E4B-it bf16 on llama-server: the call returned as content; JSON escapes undone)"
R1_TOOL_REQUEST = "https://github.com/lmstudio-ai/lmstudio-bug-tracker/issues/456 (deepseek-r1-distill-qwen-32b-mlx in LM Studio: [TOOL_REQUEST] returned as text; JSON escapes undone)"
GOOSE_QWEN = "https://github.com/aaif-goose/goose/issues/6883 (qwen3-coder via Ollama under goose with 11 developer tools; the XML output the report shows)"
OPENCLAUDE = "https://github.com/Gitlawb/openclaude/issues/557 (qwen3.5:9b and qwen2.5-coder:14b via Ollama under OpenClaude 0.1.8, a Claude Code fork)"
ODYSSEUS = "https://github.com/odysseus-dev/odysseus/issues/4085 (gpt-oss-20b in odysseus's textual tool mode: the intended web search, shown to the user)"
GOOSE_DIRTREE = "https://github.com/aaif-goose/goose/issues/2926 (qwen2.5-coder:32b through Open WebUI's OpenAI endpoint under goose, filesystem MCP; the first reply, before the user said 'execute it')"
GOOSE_WRITE = "https://github.com/aaif-goose/goose/issues/7776 (Qwen3-Coder-480B-A35B-Instruct, DeepInfra, under goose 1.27.0; the chat window's text)"

KILO_ANALYSIS = "<|channel|>analysis<|message|>We need to describe resetGame() function. We have script.js file. Let's read it.<|end|>"
RUN_JS_OPEN = "<|channel|>commentary to=functions.run_javascript <|constrain|>json<|message|>{\n"
QWEN_EDITOR_OPEN = "I'll create the file for you.\n\n<function=developer__text_editor>\n<parameter=command>write</parameter>\n<parameter=path>/tmp/hello.txt</parameter>\n"
R1_THINK = (
    "<think>\n好的，我现在需要帮助用户查询今天的天气情况。用户的问题是“今天广州的天气如何”。首先，我要确定用户的需求是什么，他们想知道广州今天的天气状况。\n\n"
    "接下来，我需要查看可用的工具。根据提供的工具列表，有一个“weather_GET”工具，可以用来获取当前天气信息。这个工具需要一个参数“zoneId”，即IANA时区数据库标识符。广州的时区是“Asia/Shanghai”，所以我需要使用这个参数来调用工具。\n\n"
    "然后，我需要按照指定的格式发送工具请求。正确的格式是[TOOL_REQUEST]标签内包含JSON对象，指定工具名称和参数。因此，我会发送以下请求：\n\n"
    '[TOOL_REQUEST]\n{"name": "weather_GET", "arguments": {"zoneId": "Asia/Shanghai"}}\n[END_TOOL_REQUEST]\n\n'
    "发送请求后，我会等待工具返回结果。假设工具返回了天气数据，我需要解析这些数据，并以用户友好的方式呈现出来。例如，如果返回的数据包括温度、天气状况和风速等信息，我会将这些内容整理成一段自然的中文回复。\n\n"
    "如果工具返回的结果不完整或有误，我需要检查是否正确调用了工具，并确保参数无误。如果问题依旧存在，可能需要联系技术支持或寻找其他途径获取天气信息。\n\n"
    "最后，确保回复内容准确无误，并且语言自然流畅，符合用户的需求。这样，用户就能清楚地了解今天广州的天气情况了。\n</think>"
)
FOLLOW_UP = [
    {"text": "查看 Project/ 目录", "mode": None},
    {"text": "查看 Lads/ 目录", "mode": None},
    {"text": "查看 Kernel/ 目录", "mode": None},
    {"text": "查看 doc/ 目录", "mode": None},
]

# ---- gpt-oss (harmony) under Roo Code, Kilo Code and LM Studio ------------------------------------------------

real(ROO_GPTOSS, "gptoss-roo-to-read-file-without-functions-prefix",
     '<|start|>assistant<|channel|>commentary to=read_file <|constrain|>json<|message|>{"args":[{"file":{"path":"documentation/program_analysis.md"}}]}',
     ("read_file", {"args": [{"file": {"path": "documentation/program_analysis.md"}}]}))  # fmt: skip
real(KILO_GPTOSS, "gptoss-kilo-analysis-then-read-file",
     KILO_ANALYSIS + '<|start|>assistant<|channel|>commentary to=read_file <|constrain|>json<|message|>{"args":{"file":[{"path":"script.js"}]}}',
     ("read_file", {"args": {"file": [{"path": "script.js"}]}}))  # fmt: skip
real(KILO_GPTOSS + "; variant: the reply up to its analysis message's <|end|>", "neg-gptoss-kilo-analysis-only",
     KILO_ANALYSIS,
     content="")  # fmt: skip
real(LMS_JS + "; the reply without a system prompt telling it a format", "gptoss120b-run-javascript-multiline-json",
     RUN_JS_OPEN + "\"javascript\": \"console.log('Hello, world!');\",\n\"timeout_seconds\": 5\n}",
     ("run_javascript", {"javascript": "console.log('Hello, world!');", "timeout_seconds": 5}))  # fmt: skip
real(LMS_JS + "; variant: cut inside the javascript string", "cut-gptoss120b-inside-javascript",
     RUN_JS_OPEN + "\"javascript\": \"console.log('Hello",
     errors=["run_javascript"])  # fmt: skip
real(LMS_WEB + "; the tool's name has a space, which LM Studio's parser refused", "gptoss120b-tool-name-with-a-space",
     '<|start|>assistant<|channel|>commentary to=functions.Web Search <|constrain|>json<|message|>{ "query": "\\"Fractal Design North XL\\"", "pageSize": 10, "safeSearch": "moderate" }',
     ("Web Search", {"query": '"Fractal Design North XL"', "pageSize": 10, "safeSearch": "moderate"}))  # fmt: skip
real(LMS_WEB + "; the thought LM Studio showed before the call", "neg-gptoss120b-reasoning-names-web-search",
     'We need to use web search for "Fractal Design North XL" and "ASUS Pro W790 Sage EEB".')  # fmt: skip
real(ODYSSEUS, "gptoss20b-bare-arguments-after-prose-naming-the-tool",
     'Need to do web_search for best chocolate chip cookies. Use web_search function.\n\n{"query":"best chocolate chip cookie recipe","time_filter":"week"}',
     ("web_search", {"query": "best chocolate chip cookie recipe", "time_filter": "week"}))  # fmt: skip
real(ODYSSEUS + "; variant: its prose alone, without the arguments", "neg-gptoss20b-prose-names-web-search",
     "Need to do web_search for best chocolate chip cookies. Use web_search function.")  # fmt: skip

# ---- other agents' formats: Perl-style blocks, [Tool Use: ...], Cline/Roo XML -----------------------------------

real(ROO_PERL, "perl-roo-two-tool-call-blocks",
     '[TOOL_CALL]\n{tool => "read_file", args => {\n--path ".claude/CLAUDE.md"\n}}\n[/TOOL_CALL]\n'
     '[TOOL_CALL]\n{tool => "list_files", args => {\n--path ".roo"\n}}\n[/TOOL_CALL]',
     ("read_file", {"path": ".claude/CLAUDE.md"}), ("list_files", {"path": ".roo"}))  # fmt: skip
real(ROO_PERL + "; variant: cut inside the first path", "cut-perl-roo-inside-path",
     '[TOOL_CALL]\n{tool => "read_file", args => {\n--path ".claude/CLA',
     errors=["read_file"])  # fmt: skip
real("https://github.com/RooCodeInc/Roo-Code/issues/10547 (a comment: 'I have the same problem locally', Roo Code 3.38.3 native tools; MiniMax's closers, model not named; 'Roo said')",
     "bracket-tool-use-line-then-minimax-parameters",
     "[Tool Use: ask_followup_question]\n"
     '<parameter name="question">你想查看哪个子目录？</parameter>\n'
     '<parameter name="follow_up">[{"text": "查看 Project/ 目录", "mode": null}, {"text": "查看 Lads/ 目录", "mode": null}, {"text": "查看 Kernel/ 目录", "mode": null}, {"text": "查看 doc/ 目录", "mode": null}]</parameter>\n'
     "</invoke>\n</minimax:tool_call>",
     ("ask_followup_question", {"question": "你想查看哪个子目录？", "follow_up": FOLLOW_UP}))  # fmt: skip
real("https://github.com/RooCodeInc/Roo-Code/issues/10464 (Qwen3-Coder-480B-A35B-Instruct under Roo Code 3.38.3 native tools: the XML call the report says it generated)",
     "cline-xml-read-file-under-native-tools",
     "<read_file><path>package.json</path></read_file>",
     ("read_file", {"path": "package.json"}))  # fmt: skip
real("https://github.com/cline/cline/issues/13008 (the .clinerules a user gave local Qwen3.6 under Cline 4.0.12: format documentation, no call)",
     "neg-doc-clinerules-xml-format",
     "You MUST strictly use Anthropic-style XML tags to invoke tools, with this exact format:\n\nAvailable tools and their exact format:\n\n"
     "<read_file>\n<path>path/to/file</path>\n</read_file>\n\n"
     "<write_to_file>\n<path>path/to/file</path>\n<content>file content here</content>\n</write_to_file>\n\n"
     "<list_files>\n<path>path/to/directory</path>\n<recursive>true</recursive>\n</list_files>")  # fmt: skip
real("https://github.com/cline/cline/issues/2906 (qwen2.5-coder-32b-instruct on GPUStack under Cline: the reminder Cline sends back, a model's own context; format documentation, no call)",
     "neg-doc-cline-reminder-example",
     "Tool uses are formatted using XML-style tags. The tool name is enclosed in opening and closing tags, and each parameter is similarly enclosed within its own set of tags. Here's the structure:\n\n"
     "<tool_name>\n<parameter1_name>value1</parameter1_name>\n<parameter2_name>value2</parameter2_name>\n...\n</tool_name>\n\n"
     "For example:\n\n<attempt_completion>\n<result>\nI have completed the task...\n</result>\n</attempt_completion>\n\n"
     "Always adhere to this format for all tool uses to ensure proper parsing and execution.")  # fmt: skip
real("https://github.com/RooCodeInc/Roo-Code/issues/8858 (Roo Code's read_file documentation as the report quotes it, Qwen3-Coder's context; a fenced example, no call)",
     "neg-doc-roo-read-file-multi-example",
     "The read_file tool documentation states that it can read \"Max 15 files per request\" and provides an example using the format:\n"
     "```\n<read_file>\n<args>\n\t<file>\n\t  <path>path/to/file1.py</path>\n\t</file>\n\t<file>\n\t  <path>path/to/file2.txt</path>\n\t</file>\n</args>\n</read_file>\n```")  # fmt: skip
real(LMS_JS + "; the format the user then told it to use: a template with placeholders, no call",
     "neg-doc-hermes-placeholder-template",
     '<tool_call>\n{"name": <function-name>, "arguments": <args-json-object>}\n</tool_call>')  # fmt: skip

# ---- Gemma 3 / Gemma 4 ----------------------------------------------------------------------------------------

real(LMS_RECALL, "gemma3-tool-request-brackets",
     '[TOOL_REQUEST]{"name":"Recall","arguments":{"query":"conception lumière"}}[END_TOOL_REQUEST]',
     ("Recall", {"query": "conception lumière"}))  # fmt: skip
real(LMS_RECALL, "gemma3-mistral-style-tool-calls-args",
     '[TOOL_CALLS]Recall[ARGS]{"query":"conception lumière"}',
     ("Recall", {"query": "conception lumière"}))  # fmt: skip
real(GEMMA4_MEM + "; its reasoning came back apart, as reasoning_content", "gemma4-e4b-plain-double-quotes",
     "<|tool_call>call:CommitMemoryTool{memory: \"The user's name is john.\"}<tool_call|>",
     ("CommitMemoryTool", {"memory": "The user's name is john."}))  # fmt: skip
real(GEMMA4_MEM + "; variant: cut inside the string", "cut-gemma4-inside-memory-string",
     "<|tool_call>call:CommitMemoryTool{memory: \"The user's na",
     errors=["CommitMemoryTool"])  # fmt: skip
real("https://github.com/DenisovAV/flutter_gemma/issues/238 (gemma-4-E2B-it litertlm in flutter_gemma, prompted with FunctionGemma's markers; response.token)",
     "gemma4-e2b-function-call-markers-without-call-prefix",
     "<start_function_call>get_financial_overview{}</end_function_call>",
     ("get_financial_overview", {}))  # fmt: skip

# ---- Qwen2.5 / Qwen3 / Qwen3-Coder ----------------------------------------------------------------------------

real(GOOSE_QWEN, "qwen3coder-opener-missing-after-prose",
     QWEN_EDITOR_OPEN + "<parameter=file_text>hello world</parameter>\n</function>\n</tool_call>",
     ("developer__text_editor", {"command": "write", "path": "/tmp/hello.txt", "file_text": "hello world"}))  # fmt: skip
real(GOOSE_QWEN + "; variant: cut inside file_text", "cut-qwen3coder-inside-file-text",
     QWEN_EDITOR_OPEN + "<parameter=file_text>hello wo",
     errors=["developer__text_editor"])  # fmt: skip
real("https://github.com/Zoo-Code-Org/Zoo-Code/issues/1429 (qwen3-coder:30b and qwen2.5-coder:32b via Ollama under Zoo Code 3.80.0: the 'pseudo tool call' the report quotes)",
     "qwen3coder-function-block-without-any-wrapper",
     "<function=write_to_file>\n<parameter=path>\nprova.txt\n</parameter>\n<parameter=content>\ntest\n</parameter>\n</function>",
     ("write_to_file", {"path": "prova.txt", "content": "test"}))  # fmt: skip
real(GOOSE_WRITE + "; variant: the excerpt the report gives, which stops inside the content",
     "cut-qwen3coder480b-write-content-open",
     "Now I'll implement the AI Translator application according to the specification. Let me start by creating the main form with the required UI elements.\n\n"
     "<tool_call>\n<function=write>\n<parameter=path>\nAITranslator/MainForm.cs\n</parameter>\n<parameter=content>\n"
     "using System.Diagnostics;\nusing System.Text;\nusing System.Text.Json;\nusing System.Text.RegularExpressions;\n",
     errors=["write"])  # fmt: skip
real("https://github.com/RightNow-AI/openfang/issues/857 (the Data Analyst agent's LLM response, model not named; the JSON escapes of the response undone)",
     "qwen-xml-shell-exec-in-tool-call",
     "<tool_call>\n<function=shell_exec>\n<parameter=command>\nls -la data/\n</parameter>\n</function>\n</tool_call>",
     ("shell_exec", {"command": "ls -la data/"}))  # fmt: skip
real("https://github.com/charmbracelet/crush/issues/1831 (Qwen/Qwen3-Coder-30B-A3B-Instruct on vLLM under crush 0.31.0, offline)",
     "qwen3coder-hermes-json-ls",
     '<tool_call>\n{"name": "ls", "arguments": {"path": "D:/xx"}}\n</tool_call>',
     ("ls", {"path": "D:/xx"}))  # fmt: skip
real("https://github.com/gpustack/llama-box/issues/61 (qwen3-30b-a3b-instruct-2507 and devstral on llama-box v0.0.167: finish_reason stop, JSON escapes undone)",
     "qwen3-instruct-hermes-call-left-in-content",
     '<tool_call>\n{"name": "get_weather", "arguments": {"location": "Paris"}}\n</tool_call>',
     ("get_weather", {"location": "Paris"}))  # fmt: skip
real("https://github.com/pyrate-llama/hermes-ui/issues/6 (Qwen2.5-7B-AWQ on vLLM under the Hermes web UI: 'Agent shows')",
     "qwen25-bare-json-call-then-prose",
     '{"name": "terminal", "arguments": {"command": "free -m"}}\nI will execute this command...',
     ("terminal", {"command": "free -m"}))  # fmt: skip
real(OPENCLAUDE + "; case 1: Claude Code's Write takes file_path, the model wrote filename",
     "alias-qwen-write-filename-for-file-path",
     '{\n  "name": "Write",\n  "arguments": {\n    "filename": "teste.txt",\n    "content": "Aether online, Adriano"\n  }\n}',
     ("Write", {"file_path": "teste.txt", "content": "Aether online, Adriano"}))  # fmt: skip
real(OPENCLAUDE + "; case 2: it described the command in a fence and said it succeeded, no call",
     "neg-qwen-bash-fence-claims-success",
     '```bash\necho "Aether online, Adriano" > teste.txt\nFile teste.txt created successfully.\n```')  # fmt: skip
real(GOOSE_DIRTREE, "neg-qwen25coder-fenced-json-shown-as-how-to",
     "To list the contents of the `pscore` directory recursively, you can use the `filesystem__directory_tree` tool. This will provide a JSON-formatted tree view of all files and directories within the specified path.\n\n"
     "Here's how you can do it:\n\n```json\n"
     '{"name": "filesystem__directory_tree", "arguments": {"path": "/home/unclehook/pris/pscore"}}\n'
     "```\n\nThis command will generate a detailed recursive list starting from the `pscore` directory, which should be within your allowed directories.")  # fmt: skip
real("https://github.com/aaif-goose/goose/issues/4461 (qwen3:30b / qwen3:14b via Ollama under goose 1.7.0: the reasoning goose showed before running pwd)",
     "neg-qwen3-reasoning-names-developer-shell",
     'Okay, the user is asking to "do pwd". The pwd command in the shell stands for "print working directory", which shows the current directory path. '
     "Since I need to execute this command, I should use the developer__shell tool. Let me check the parameters for that function. "
     'The required parameter is "command", so I\'ll set the command to "pwd". I don\'t need any other parameters here. '
     'Just call the shell function with "pwd" as the command. That should return the current directory path to the user.')  # fmt: skip
real("https://github.com/neovateai/neovate-code/issues/348 (qwen3-coder:30b under neovate, asked which tools it has; variant: the display's four-space indentation removed)",
     "neg-qwen3coder-lists-its-tools",
     "我拥有以下工具：\n\n"
     "    1. todo管理工具：用于创建和管理任务列表，帮助跟踪复杂任务的进度。\n"
     "    2. 文件读取工具：可以读取文件内容，帮助理解项目结构和代码逻辑。\n"
     "    3. 文件写入工具：可以创建和修改文件内容，实现代码的编写和修改。\n"
     "    4. 代码搜索工具：可以在代码库中搜索特定的函数、变量或代码片段。\n"
     "    5. 代码执行工具：可以执行代码并返回结果，帮助验证代码的正确性。\n"
     "    6. 代码分析工具：可以分析代码的结构、复杂度和潜在问题。\n"
     "    7. 代码生成工具：可以根据需求生成新的代码文件或代码片段。\n"
     "    8. 项目结构查看工具：可以查看项目的目录结构和文件组织。\n"
     "    9. 代码重构工具：可以对代码进行重构，提高代码质量和可维护性。\n"
     "    10. 代码测试工具：可以运行测试用例，确保代码的正确性和稳定性。\n\n"
     "这些工具可以帮助我更好地理解和处理用户的需求，提供更高效和准确的服务。")  # fmt: skip

# ---- DeepSeek-R1 distill ----------------------------------------------------------------------------------------

real(R1_TOOL_REQUEST, "r1-distill-tool-request-drafted-in-think-then-made",
     R1_THINK + '\n\n[TOOL_REQUEST]\n{"name": "weather_GET", "arguments": {"zoneId": "Asia/Shanghai"}}\n[END_TOOL_REQUEST]',
     ("weather_GET", {"zoneId": "Asia/Shanghai"}))  # fmt: skip
real(R1_TOOL_REQUEST + "; variant: the reply up to its </think>, the call only drafted inside",
     "neg-r1-distill-call-only-drafted-in-think",
     R1_THINK,
     content="")  # fmt: skip
real(R1_TOOL_REQUEST + "; variant: cut inside the arguments", "cut-r1-distill-tool-request-inside-json",
     R1_THINK + '\n\n[TOOL_REQUEST]\n{"name": "weather_GET", "arguments": {"zoneId": "Asia/Sha',
     errors=["weather_GET"])  # fmt: skip

# ---- InternLM2, Llama 3.2 ---------------------------------------------------------------------------------------

real("https://github.com/InternLM/InternLM/issues/791 (InternLM2-Chat's assistant turn as chat_format.md gives it, quoted in the issue)",
     "internlm2-action-start-plugin-after-prose",
     'Sure, I will search for the weather of Shanghai.<|action_start|><|plugin|>\n{"name": "get_current_weather", "parameters": {"location": "Shanghai"}}<|action_end|>',
     ("get_current_weather", {"location": "Shanghai"}))  # fmt: skip
real("https://github.com/mudler/LocalAI/issues/4671 (llama-3.2-1b/3b on LocalAI: the call as the report says they write it, end-of-turn token included)",
     "llama32-pythonic-list-with-eot",
     "[get_user_info(user_id=7890, special='black')]<|eot_id|>",
     ("get_user_info", {"user_id": 7890, "special": "black"}))  # fmt: skip
real(GEMMA4_MEM + "; the reasoning_content of the same reply, as text (variant: up to where the thread's excerpt ends)",
     "neg-gemma4-reasoning-quotes-an-xml-tag",
     "The user wants to add a new memory: \"The user's name is john.\"\nThe current memories are:\n"
     "1. \"In the current environment's development setup, all C# source files (*.cs) are automatically included in the project by the build system. "
     "I must never manually list source files using <Compile Include=\"...\"> tags in the .csproj file. Tools must be implemented as skills, inheriting from ChatFunction, "
     "and registered through the established skill system.\" (Technical constraint/rule)\n"
     "2. \"When presented with a complex code artifact (especially those marked as fixme) that relies on an established, multi-file framework pattern (like ChatFunction), "
     "I must perform a proactive Dependency Context Scan. This means automatically reading all referenced framework source files (e.g., ChatFunction.cs, "
     "ChatFunctionInvocationContext.cs) to fully understand the pattern's contract, rather than waiting for explicit guidance or failing to find them. "
     "This approach ensures structural and pattern adherence before attempting any fix.\" (Process/Behavior rule)\n\n"
     "The new memory (\"The user's name is john\") is completely unrelated to the technical constraints or behavioral rules already stored.")  # fmt: skip

# ---- Devstral ---------------------------------------------------------------------------------------------------

real("https://github.com/anomalyco/opencode/issues/856 (Devstral Small in LM Studio under opencode; variant: the report elides the rest of the arguments with ', ...', cut there, so only the closing brace is missing)",
     "devstral-tool-calls-args-closing-brace-missing",
     '[TOOL_CALLS]bash[ARGS]{"command":"glob **/server/**"',
     ("bash", {"command": "glob **/server/**"}))  # fmt: skip
