# ruff: noqa: E501  (model outputs are kept as the sources wrote them)
"""Held-out set cd (issue 42): the newest (2026) threads where a user pasted an open-weight model's raw reply around a tool call, gathered without reading the parser.

Families: DeepSeek V4 DSML (V4 Pro with the doubled fullwidth bars `<｜｜DSML｜｜…>` in Cline, V4 Flash's DSML block
as it reached the thinking field in pi.dev via ds4), GLM (GLM-4.7's call missing its opening `<arg_key>`, GLM-family
Python-call and name-glued-to-JSON forms in a Hermes bridge), Gemma 4 E2B (a reply that is wholly a JSON call,
`arguments` before `name`), MiniMax-M2.5 (an `<invoke>` block closed by `</minimax:tool_call>` with no opener, to a
skill name no tool declares), and a real Qwen3.6-27B reply cut by max_tokens right after `<tool_call>\n<function`.
Negatives: an error log quoting GLM-5.1's broken arguments, PR/issue prose naming DSML, `[TOOL_CALLS]`,
`<tool_call>`, Gemma's `call:tool{...}` and Kimi's section tokens (a template diff), a Qwen3.5 chat answer, and a
user's comment quoting a fenced JSON placeholder.

Sources: cline/cline#11339, antirez/ds4#167, vllm-project/vllm#47190 and #47137, mrwogu/factory-droid-openai#36,
mudler/LocalAI#9334, agentscope-ai/QwenPaw#4625, edison7009/EchoBird#187, PyModel/pythinker-code#288,
ai-dynamo/frontend-crates#60, osaurus-ai/osaurus#1242, Liquid4All/cookbook#72, THUDM/slime#2097,
1Panel-dev/MaxKB#5069, ollama/ollama#14360, noonghunna/club-3090#1191, MiniMax-AI/MiniMax-M2#102 (all read through
the issue-search excerpts; none cited by an earlier corpus when gathered).

Could not find (in the helper's 30 minutes): uncited 2026 threads pasting raw replies of Kimi K2.5/K3, Devstral 2,
Nemotron 3, LFM2.5, Granite 4.1, Mistral Small 4, Seed-OSS, Hunyuan, Step-3.5 or MiMo (the ones found are cited
already, or show the reply only as a screenshot); gpt-oss and Qwen3.5/3.6 threads with full raw calls are cited by
bm and others. Several uncited GLM examples elide their values with "..." and were left out. The one cut-off is a
reply cut before any tool name was written.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the sources' harnesses declared, with their parameters
TOOLS_CD: list[dict[str, Any]] = [
    # Cline (cline/cline#11339)
    tool_schema("execute_command", ("command", "requires_approval"), command="string", requires_approval="boolean"),
    # pi.dev harness on ds4 (antirez/ds4#167)
    tool_schema("bash", ("command",), command="string", timeout="number"),
    # the GLM-4.7 serving setup's tools named in vllm-project/vllm#47190
    tool_schema("send_command_to_shell", ("command",), command="string"),
    tool_schema("grep_tool", ("pattern",), pattern="string"),
    tool_schema("browser_action", ("task",), task="string"),
    # Hermes tools behind the factory-droid-openai bridge
    tool_schema("skill_view", ("name",), name="string", file_path="string"),
    tool_schema("terminal", ("command",), command="string"),
    # LocalAI trace (mudler/LocalAI#9334)
    tool_schema(
        "calculate", ("number_a", "number_b", "operation"), number_a="number", number_b="number", operation="string"
    ),
    # QwenPaw built-in tools (skills such as mobile-query are files, not tools)
    tool_schema("execute_shell_command", ("command",), command="string"),
    tool_schema("read_file", ("file_path",), file_path="string"),
    # vllm-project/vllm#47137 reproduction
    tool_schema("get_weather", ("location",), location="string"),
]

SOURCES_CD: dict[str, str] = {}
CASES_CD: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_CD[id] = source
    CASES_CD.append(Case(id, text, list(calls), **kw))


# ---- positives ---------------------------------------------------------------------------------
real("https://github.com/cline/cline/issues/11339 (fengmas's comment of 2026-06-08: DeepSeek V4 Pro's reply as Cline showed it, the repeated first paragraph kept, cut before Cline's 'Checkpoint' UI text)", "deepseek-v4-pro-dsml-double-bar-execute-command",
     "The page loaded, but the fix doesn't seem to have taken effect. Let me confirm that the JS fix file was loaded correctly, and check which chunk contains the scheduling logic:\n\n"
     "The page loaded, but the fix doesn't seem to have taken effect. Let me confirm that the JS fix file was loaded correctly, and check which chunk contains the scheduling logic:\n\n"
     "<｜｜DSML｜｜tool_calls> <｜｜DSML｜｜invoke name=\"execute_command\"> <｜｜DSML｜｜parameter name=\"command\" string=\"true\">docker exec jvs-aps-ui sh -c \"ls -la /usr/share/nginx/html/jvs-aps-ui/static/index*.js\"</｜｜DSML｜｜parameter> <｜｜DSML｜｜parameter name=\"requires_approval\" string=\"false\">false</｜｜DSML｜｜parameter> </｜｜DSML｜｜invoke> </｜｜DSML｜｜tool_calls>",
     ("execute_command", {"command": "docker exec jvs-aps-ui sh -c \"ls -la /usr/share/nginx/html/jvs-aps-ui/static/index*.js\"", "requires_approval": False}))  # fmt: skip
real("https://github.com/antirez/ds4/issues/167 (the issue's pi.dev session JSON: deepseek-v4-flash's DSML block as it reached the 'thinking' field; JSON escapes undone; ds4 also extracted it as the bash call)", "deepseek-v4-flash-dsml-bash",
     "\n\n<｜DSML｜tool_calls>\n<｜DSML｜invoke name=\"bash\">\n<｜DSML｜parameter name=\"command\" string=\"true\">sed -n '7,9p' main.go</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜tool_calls>",
     ("bash", {"command": "sed -n '7,9p' main.go"}))  # fmt: skip
real("https://github.com/vllm-project/vllm/pull/47190 (the PR's first 'observed malformed example' from a GLM-4.7-compatible serving setup: the opening <arg_key> missing, the key glued to the name)", "glm47-missing-arg-key-open",
     "<tool_call>send_command_to_shellcommand</arg_key><arg_value>echo test</arg_value></tool_call>",
     ("send_command_to_shell", {"command": "echo test"}))  # fmt: skip
real("https://github.com/mrwogu/factory-droid-openai/pull/36 (the PR's traces of GLM-family replies in a live Hermes session: python-call syntax)", "glm-python-call-skill-view",
     "skill_view({\"name\":\"apple-notes\"})",
     ("skill_view", {"name": "apple-notes"}))  # fmt: skip
real("https://github.com/mrwogu/factory-droid-openai/pull/36 (the same traces: the name glued to its JSON arguments)", "glm-name-glued-json-skill-view",
     "skill_view{\"name\":\"apple-notes\"}",
     ("skill_view", {"name": "apple-notes"}))  # fmt: skip
real("https://github.com/mudler/LocalAI/issues/9334 (alixanderthegreat's comment of 2026-04-13: gemma-4-e2b-it's chat_deltas.content in TRACES_BACKEND.JSON; JSON escapes undone)", "gemma4-e2b-whole-reply-json-call",
     "{ \"arguments\": { \"number_a\": 2, \"number_b\": 2, \"operation\": \"add\"}, \"name\": \"calculate\"}",
     ("calculate", {"number_a": 2, "number_b": 2, "operation": "add"}))  # fmt: skip

# ---- an undeclared name, in MiniMax's own tags ----------------------------------------------------
real("https://github.com/agentscope-ai/QwenPaw/issues/4625 (the issue's pasted 'Thinking' output of MiniMax-M2.5 via DashScope: an <invoke> to the skill name mobile-query, closed by </minimax:tool_call> with no opener; the 'Thinking' label left out)", "err-minimax-m25-invoke-skill-name",
     "The user wants to query a phone number. Let me use the mobile-query skill to get the phone number information.\n<invoke name=\"mobile-query\"> <parameter name=\"phone_number\">19898098464</parameter> </invoke> </minimax:tool_call>",
     errors=["mobile-query"])  # fmt: skip

# ---- cut off -------------------------------------------------------------------------------------
real("https://github.com/vllm-project/vllm/issues/47137 (the issue's table: Qwen/Qwen3.6-27B's non-streaming content at max_tokens=4, finish_reason length)", "cut-qwen36-27b-tool-call-opener",
     "<tool_call>\n<function",
     errors=["tool_call"])  # fmt: skip

# ---- negatives -----------------------------------------------------------------------------------
real("https://github.com/edison7009/EchoBird/issues/187 (the issue's error line: LiteLLM quoting GLM5.1's two glued argument objects for shell_command; as the issue shows it)", "neg-echobird-glm51-litellm-error-log",
     r'''stream disconnected before completion: {"error":{"message":"litellm.BadRequestError: AnthropicException - Failed to parse tool call arguments for tool 'shell_command' (Anthropic tool invoke). Error: Extra data: line 1 column 226 (char 225). Arguments: {\"command\": \"cat \\\"D:\\\\Workspace\\\\IdeaProjects\\\\rule-engine\\\\rule-engine-app\\\\src\\\\main\\\\java\\\\com\\\\pxyz\\\\finance\\\\rule\\\\intf\\\\lqs\\\\LqsUserLabelQueryServiceImpl.java\\\"\", \"workdir\": \"D:\\\\Workspace\\\\IdeaProjects\\\\rule-engine\"}{\"command\": \"''')  # fmt: skip
real("https://github.com/PyModel/pythinker-code/pull/288 (the PR description's Problem paragraph)", "neg-pythinker-dsml-leak-prose",
     "When running Discussion mode with DeepSeek or compatible models as a peer expert, upstream proxies or local deployments that lack a DSML parser leak raw XML markup (`<｜DSML｜tool_calls><｜DSML｜invoke name=\"...\">...`) into text `content` instead of structured `tool_calls`. "
     "Because `OpenAILegacyStreamedMessage` only inspected `tool_calls`, the agent loop executed zero tools and stored the raw markup directly as the participant artifact text.")  # fmt: skip
real("https://github.com/ai-dynamo/frontend-crates/pull/60 (the PR's Overview, first sentences)", "neg-frontend-crates-tool-calls-markers-prose",
     "The mistral tool-call parser leaked `[TOOL_CALLS]` / `[/TOOL_CALLS]` wrapper markers into user-visible `message.content` whenever the JSON body failed every parse path: malformed args inside a closed wrapper, or an orphan `[/TOOL_CALLS]` close with no opener. "
     "Tool-call markup must never reach `content`.")  # fmt: skip
real("https://github.com/osaurus-ai/osaurus/pull/1242 (jjang-ai's comment of 2026-05-25, its first paragraph)", "neg-osaurus-dsml-alias-comment",
     "Root cause for the visible DSV4 `<｜DSML｜tool_ccalls>` leak was malformed DSML wrapper aliases/truncations (`tool_ccalls`, `tool_cs`, abbreviated `</inv>`) around a valid `invoke`. "
     "The fix class is parser/protocol routing: DSML-like wrappers must be parsed/quarantined and must not render as visible assistant text.")  # fmt: skip
real("https://github.com/Liquid4All/cookbook/issues/72 (the issue's second paragraph, on LFM2/LFM2.5 tool formats)", "neg-liquid-cookbook-lfm2-prose",
     "The main problem is that even though your docs say tooling is `pythonic`, there's a mix of native, `json` and even `xml`! So to use `opencode` with `lfm2`, I've had to write a proxy to intercept messages, strip out the inconsistent tooling conventions, and then reluctantly run unix commands bare when they should be going through the `bash` tool (because it's ignoring my prompt).")  # fmt: skip
real("https://github.com/THUDM/slime/pull/2097 (the PR's Summary list, on Gemma 4's native calls)", "neg-slime-gemma-call-syntax-summary",
     "- Add a schema-gated fallback for Gemma-native trailing `call:tool{...}` text after normal parser paths fail.\n"
     "- Recover hidden-reasoning pseudo-calls when the visible body is empty, converting them to structured tool calls before adapter correction handling.\n"
     "- Cover native command values, `<|\"...\"|>` strings, JSON-object arguments, and unknown-call no-op cases.")  # fmt: skip
real("https://github.com/1Panel-dev/MaxKB/issues/5069 (the issue's response JSON: Qwen3.5-35B-A3B-FP8's message.content, a plain chat answer; JSON escapes undone)", "neg-maxkb-qwen35-chat-answer",
     "\n\nPython 是一门非常流行且功能强大的**高级编程语言**。以下是关于它的简单介绍：\n\n1.  **基本定义**\n    *   Python 由吉多·范罗苏姆（Guido van Rossum）于 1991 年发布。\n    *   它是一门**开源、免费**、**解释型**（无需编译直接运行）和**通用**的编程语言。\n\n"
     "2.  **核心特点**\n    *   **语法简洁**：代码风格接近英语，结构清晰，强制缩进，非常容易阅读。\n    *   **易于学习**：被认为是编程初学者的最佳入门语言。\n    *   **跨平台**：可以在 Windows、macOS、Linux 等多种操作系统上运行。\n    *   **动态类型**：不需要声明变量类型，编程更灵活。\n\n"
     "3.  **主要应用领域**\n    *   **人工智能与机器学习**：拥有 TensorFlow、PyTorch 等强大库，是 AI 领域的首选语言。\n    *   **数据分析与科学计算**：Pandas、NumPy 等库使其成为数据科学家必备工具。\n    *   **Web 开发**：Django、Flask 等框架可以快速构建网站。\n    *   **自动化脚本**：用于自动化办公、爬虫抓取、系统运维等任务。\n\n"
     "4.  **为什么选择 Python？**\n    *   **生态系统丰富**：拥有庞大的第三方库（PyPI），几乎任何功能都有现成的库可用，有“自带电池”（Batteries Included）的美誉。\n    *   **社区活跃**：遇到问题很容易在网上找到解决方案和教程。\n\n"
     "**总结：**\nPython 以其简单、高效和强大的扩展能力，成为了当今世界上最受欢迎的编程语言之一，非常适合从初学者到专业开发者使用。")  # fmt: skip
real("https://github.com/ollama/ollama/issues/14360 (the issue's Fix: a template diff holding Kimi K2.5's tool-call section tokens)", "neg-ollama-kimi-k25-template-diff",
     "```diff\n {{- if .Content }}\n {{ .Content }}\n+{{- end }}\n+{{- if .ToolCalls }}<|tool_calls_section_begin|>\n"
     "+{{- range .ToolCalls }}<|tool_call_begin|>functions.{{ .Function.Name }}:0<|tool_call_argument_begin|>{{ .Function.Arguments }}<|tool_call_end|>\n"
     "+{{- end }}<|tool_calls_section_end|>\n {{- end }}<|im_end|>\n```")  # fmt: skip
real("https://github.com/noonghunna/club-3090/issues/1191 (the issue's Summary, line breaks as written)", "neg-club3090-literal-tool-call-token-prose",
     "Streaming any prompt whose **prose** contains a literal `<tool_call>` token\ntruncates the response on `qwen3_coder`, which in v0.27.1 resolves to\n`Qwen3EngineToolParser`. It fires **whether or not the request offers tools**,\nbecause the parser is configured server-wide.")  # fmt: skip
real("https://github.com/MiniMax-AI/MiniMax-M2/issues/102 (Nothing50's comment of 2026-05-09 quoting a fenced JSON placeholder)", "neg-minimax-comment-fenced-json-placeholder",
     "minimax-m2.7 对 markdown 有执念一样😅 在提示词里明确表示 `直接给我 raw JSON，不解释、不添加任何 raw JSON 以外的东西` 还能给我用 ```` ```json {...}``` ```` 包起来，给我脚本弄出一堆解析错误😅")  # fmt: skip
