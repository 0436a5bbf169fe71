# ruff: noqa: E501  (model outputs are kept as the sources wrote them)
"""Held-out set bh (issue 42): editor and IDE assistants' threads with local (and a few hosted) models, gathered without reading the parser.

Families: Qwen3-Coder's `<tool_call><function=ls><parameter=...>` (Continue, local OpenAI-compatible endpoint), Xiaomi
MiMo-V2.5-Pro writing Kilo Code's XML tool inside an unclosed `<tool_call>` (Kilo Code via a proxy), Qwen3.5 writing a
bare `read_file file="..."` line (VS Code Copilot with the Ollama extension), Devstral/Codestral's bare JSON array and
an unnamed custom model's ```json fenced call (Zed agent panel), and errors: Qwen2.5-Coder bare JSON calls to names
Copilot does not declare (run_subagent, later read as the declared runSubagent by the name rule;
mcp_provides_tool_pylanceSyntaxErrors) and GLM-4.5 writing Kilo's XML dialect
with `<write_file>` (Kilo declares write_to_file). Negatives: gpt-oss reasoning naming an MCP tool (Continue), a Cogito
answer holding a patch but no call (codecompanion.nvim), Kimi K2.6 reasoning that lists its tools and quotes the
system prompt (Zed), a Void agent's prose about the edit tool, avante's and Kilo Code's UI lines naming tools
(`╭─ str_replace(...)`, `╭─  view  succeeded`, `Kilo Code tried to use list_files ...`), and issue/PR prose quoting
formats (Continue's `TOOL_NAME:` quote, Kilo Code's `<[tool_name]><args>` fence, mlx-omni-server and VS Code reports,
a generated comment in a Cursor-proxy thread).

Sources: continuedev/continue#11453, #11783, #11070; GoblinHonest/mimo2api_mimoapi#9; ollama/ollama-vscode#6, #12;
zed-industries/zed#35025, #34631, #57617; Kilo-Org/kilocode#2550, #3384, PR #4099; avante-corp/avante.nvim#3182,
#2093; voideditor/void#338; olimorris/codecompanion.nvim#1785; madroidmaq/mlx-omni-server#71; microsoft/vscode#283499;
askalf/dario#190 (all read through the issue-search excerpts; where an excerpt ends mid-text, SOURCES says so).

Could not find (in the helper's time): raw replies pasted as text for gptel (its one such thread is cited already),
Twinny, Tabby, llm.nvim, CodeGPT/ProxyAI or JetBrains AI with Ollama (those threads show screenshots, streamed chunk
logs or no reply at all); a Zed DeepSeek DSML sample with placeholder values ("before"/"after") is left out as possibly
not verbatim, and Ollama/mlx-omni streamed chunk logs are left out since the reply would have to be reassembled. No
cut-off call was found pasted in an uncited editor thread, so there are no `cut-` cases.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the sources' harnesses declared, with their parameters
TOOLS_BH: list[dict[str, Any]] = [
    # Continue (agent mode built-ins)
    tool_schema("ls", (), dirPath="string", recursive="boolean"),
    tool_schema("run_terminal_command", ("command",), command="string", waitForCompletion="boolean"),
    tool_schema("create_new_file", ("filepath", "contents"), filepath="string", contents="string"),
    # Kilo Code
    tool_schema("ask_followup_question", ("question",), question="string", follow_up="array"),
    tool_schema("list_files", ("path",), path="string", recursive="boolean"),
    tool_schema("write_to_file", ("path", "content"), path="string", content="string", line_count="integer"),
    # VS Code Copilot agent (ollama-vscode threads)
    tool_schema("runSubagent", ("prompt",), prompt="string", description="string"),
    tool_schema("read_file", ("filePath",), filePath="string", startLine="integer", endLine="integer"),
    tool_schema("insert_edit_into_file", ("filePath", "code"), filePath="string", code="string", explanation="string"),
    # avante.nvim
    tool_schema("view", ("path",), path="string"),
    tool_schema("str_replace", ("path", "old_str", "new_str"), path="string", old_str="string", new_str="string"),
    # Zed agent panel
    tool_schema("find_path", ("glob",), glob="string", offset="integer"),
    tool_schema(
        "edit_file", ("display_description", "path", "mode"), display_description="string", path="string", mode="string"
    ),
    tool_schema("list_directory", ("path",), path="string"),
    tool_schema("thinking", ("content",), content="string"),
    # Void
    tool_schema("edit", ("uri", "changeDescription"), uri="string", changeDescription="string"),
]

SOURCES_BH: dict[str, str] = {}
CASES_BH: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_BH[id] = source
    CASES_BH.append(Case(id, text, list(calls), **kw))


CONT_XML = "https://github.com/continuedev/continue/issues/11453 (ChrisCalzaretta's description, 'Direct API sample observed': the `function.arguments` a local Qwen OpenAI-compatible endpoint returned to Continue's agent mode, the whole text the model wrote)"
MIMO = "https://github.com/GoblinHonest/mimo2api_mimoapi/issues/9 (parkerisme's comment of 2026-04-29: mimo-v2.5-pro through the proxy in Kilo Code; the reply up to </ask_followup_question>, the user's Chinese question after it left out)"
OV6 = "https://github.com/ollama/ollama-vscode/issues/6 (VS Code Copilot agent mode with the Ollama extension 0.0.2, qwen2.5-coder:7b; Copilot declares its subagent tool as runSubagent)"
OV12 = "https://github.com/ollama/ollama-vscode/issues/12 (ynaciri's comment of 2026-07-18: qwen3.5 in Copilot agent mode; the reply as the comment quotes it in inline code; Copilot's read_file takes filePath)"

# ---- Qwen3-Coder in Continue: <tool_call><function=...> as the whole text --------------------
real(CONT_XML, "qwen3coder-continue-function-parameter-ls",
     "<tool_call>\n<function=ls>\n<parameter=dirPath>\nsrc\n</parameter>\n<parameter=recursive>\nTrue\n</parameter>\n</function>\n</tool_call>",
     ("ls", {"dirPath": "src", "recursive": True}))  # fmt: skip

# ---- MiMo in Kilo Code: Kilo's XML tool inside an unclosed <tool_call> ------------------------
real(MIMO, "mimo-kilo-tool-call-wrapping-xml-followup",
     "<tool_call>\n<ask_followup_question>\n<question>我已了解项目的整体结构。这是一个基于Python的代码安全白盒检测工具，包含规则解析器、代码扫描引擎、报告生成器和LLM审查模块。请问您希望我完成什么具体任务？例如：\n\n"
     "将LLM审查模块集成到主流程中\n修复某个具体问题\n添加新功能\n其他需求\n请告诉我您的具体需求。</question>\n"
     "<follow_up>[\"将LLM审查模块集成到main.py主流程\", \"添加新的CLI参数或功能\", \"修复已知问题\", \"其他（请说明具体需求）\"]</follow_up>\n</ask_followup_question>",
     ("ask_followup_question", {
         "question": "我已了解项目的整体结构。这是一个基于Python的代码安全白盒检测工具，包含规则解析器、代码扫描引擎、报告生成器和LLM审查模块。请问您希望我完成什么具体任务？例如：\n\n"
                     "将LLM审查模块集成到主流程中\n修复某个具体问题\n添加新功能\n其他需求\n请告诉我您的具体需求。",
         "follow_up": ["将LLM审查模块集成到main.py主流程", "添加新的CLI参数或功能", "修复已知问题", "其他（请说明具体需求）"],
     }))  # fmt: skip

# ---- Qwen3.5 in Copilot: a bare `name key="value"` line --------------------------------------
real(OV12, "qwen35-copilot-bare-name-key-value-read-file",
     "read_file file=\"c:\\Users\\y\\Desktop\\Workspace\\link-seeding\\package.json\"",
     ("read_file", {"filePath": "c:\\Users\\y\\Desktop\\Workspace\\link-seeding\\package.json"}))  # fmt: skip

# ---- Qwen2.5-Coder in Copilot: bare JSON calls to names Copilot does not declare -------------
# gathered as an error naming run_subagent; the lead moved this expectation to the rule that a tool's name is matched
# whatever its case and separators (parsers/toolset.py: run_subagent is runSubagent, which Copilot declares)
real(OV6 + " (paullyvenne's description: the reply, indentation as the issue shows it)", "qwen25coder-copilot-run-subagent-snake-case",
     "{\n\"name\": \"run_subagent\",\n\"arguments\": {\n\"prompt\": \"Write a JavaScript version of the provided Python script. The script should fetch current weather data for a given city using an external API and display it in a user-friendly format.\",\n\"description\": \"Convert Python script to JavaScript\"\n}\n}",
     ("runSubagent", {"prompt": "Write a JavaScript version of the provided Python script. The script should fetch current weather data for a given city using an external API and display it in a user-friendly format.", "description": "Convert Python script to JavaScript"}))  # fmt: skip
real(OV6 + " (pz76home's comment of 2026-07-04: the reply after the prompt line 'Why do I have line feed issues when running these scripts on WSL'; Pylance's MCP tools are declared as mcp_pylance_mcp_s_*)", "err-qwen25coder-copilot-undeclared-pylance-tool",
     "{\n  \"name\": \"mcp_provides_tool_pylanceSyntaxErrors\",\n  \"arguments\": {\n    \"code\": \"import os\\nprint(os.getcwd())\"\n  }\n}",
     errors=["mcp_provides_tool_pylanceSyntaxErrors"])  # fmt: skip

# ---- negatives: model text that is not a call -------------------------------------------------
real("https://github.com/continuedev/continue/issues/11783 (the error output: gpt-oss:20b's text that Ollama failed to parse as a call, raw='...'; reasoning prose naming an MCP tool)", "neg-gpt-oss-continue-reasoning-names-mcp-tool",
     "We should output the result.We can call the tool again.We need to produce the correct tool call.We'll call waselli_mcp_show_waselli_root.But we need to confirm if environment variable is set. We already did. "
     "The tool should return \"C:\\Users\\Ultra\\.gemini\\antigravity\\scratch\\waselli\". Let's do that.Let's call the tool.We must provide JSON arguments: empty%3F Just no arguments.Let's do that."
     "But the earlier tool call produced \"Waselli root: C:\\Users\\Ultra\\.gemini\\antigravity\\scratch\\waselli\". That is the result. Probably we should provide a clear answer: \"The root is C:\\Users\\Ultra\\.gemini\\antigravity\\scratch\\waselli\". "
     "Then maybe list the tree. The user didn't specify. Let's just show root.")  # fmt: skip
real("https://github.com/olimorris/codecompanion.nvim/issues/1785 (hexerrus's description: ollama cogito:70b's chat answer under '## CodeCompanion (Ollama)', a plan and a patch but no call; copied up to the '-[empty line]' line, where the search excerpt's text runs on into a cut sentence)", "neg-cogito-codecompanion-plan-and-patch-text",
     "Here's the plan to delete all comments in testfile.py:\n\n"
     "1. Locate all lines containing Python comments (lines starting with `#`)\n2. Remove these comment lines from the file\n3. Apply the changes using insert_edit_into_file\n\n"
     "*** Begin Patch\n@@[empty line sequence]\n \n-[empty line]")  # fmt: skip
real("https://github.com/voideditor/void/issues/338 (Dylan-86's description: the Void agent's reply quoted as a blockquote; the JSON the reply showed after 'the following format:' is not in the rendered issue, so it is not here either)", "neg-void-agent-prose-about-edit-tool",
     "After reviewing the code and the ToolsService implementation, I can see that the edit tool expects a JSON string with the following format:\n\n"
     "The validateParams.edit function in ToolsService extracts the uri and changeDescription from this JSON and validates them. The issue I was having was likely due to the result field in my JSON, which is not expected by the validateParams.edit function.\n\n"
     "I also noticed that the changeDescription should be a string that describes the changes to be made to the file. This description is then passed to the editCodeService to apply the changes to the file.")  # fmt: skip

# ---- negatives: editor UI lines and thread prose quoting formats -------------------------------
real("https://github.com/avante-corp/avante.nvim/issues/3182 (trusty-hammer's description: prose quoting avante's tool header line)", "neg-avante-report-tool-header-line",
     "For qwen2.5-coder:\n\nThe model output halts immediately after displaying the header line ╭─ str_replace(\"src/main.ts\") generating. "
     "Ollama logs confirm that generation/processing has stopped on the server side, but avante.nvim remains stuck waiting for additional token input or a tool execution callback, leaving the editor in an uncompleted state.\n\n"
     "For qwen3.6:\n\nInstead of generating a diff or executing a clean edit, the model continuously outputs incomplete tool calls (e.g., repeating str_replace or raw XML blocks like ╭─ str_replace(...) generating). "
     "The plugin repeatedly re-evaluates the tool invocation without ever completing the request, applying changes, or returning a final response.")  # fmt: skip
real("https://github.com/avante-corp/avante.nvim/issues/2093 (mhuggins7278's description: avante's rendered tool block and the looping replies, as far as the search excerpt shows them)", "neg-avante-rendered-view-block-and-loop",
     "╭─  view  succeeded\n│   running tool\n│   path: /Users/MHuggins/github/glg/apollo-admin/src/components/home/team-dashboard.jsx\n╰─  tool finished\n\n"
     "Now, let's look at the TaskList component that's used to display the tasks:\n\nLet's check the TaskList component:\n\nI'll check the TaskList component which displays the tasks:\n\n"
     "I'll view the TaskList component:\n\nI need to check the TaskList component to understand how tasks are displayed:\n\nI'll check the TaskList component and then provide a solution:\n\n"
     "I understand. Let me check the task-list component and then complete the task:\n\nI'll view the task-list component and provide a solution:\n\nLet me check the TaskList component:\n\n"
     "I'll check the task-list component and then provide a complete solution:\n\nI'll view the task-list component and then use attempt_completion:\n\n"
     "I understand. Let me view the task-list component and provide a solution with attempt_completion:\n\nI'll view the task-list component and then provide a solution using attempt_completion:\n\n"
     "Let me view the TaskList component to diagnose the issue:\n\nI'll check the task-list component to diagnose the issue with tasks not displaying:\n\nI'll view the task-list component:")  # fmt: skip
real("https://github.com/Kilo-Org/kilocode/issues/3384 (stalyanov's description: Kilo Code's UI lines with LM Studio Qwen3 Coder)", "neg-kilo-ui-list-files-missing-path",
     "Kilo Code wants to view the top level files in this directory:\nKilo Code tried to use list_files without value for required parameter 'path'. Retrying...")  # fmt: skip
real("https://github.com/Kilo-Org/kilocode/pull/4099 (dltechy's PR description: the format some models use, shown with a [tool_name] placeholder in an xml fence)", "neg-kilo-pr-args-format-placeholder-fence",
     "I found that the issue is due to some models using this format:\n```xml\n<[tool_name]>\n  <args>\n    <file>\n      <path>.</path>\n    </file>\n  </args>\n</[tool_name]>\n```\n"
     "This is the correct format for the `read_file` tool, but for some reason, some models keep trying to use it for other tools as well.")  # fmt: skip
real("https://github.com/continuedev/continue/issues/11070 (shanevcantwell's description: how a model quoting its tool syntax is taken for a call)", "neg-continue-report-quoted-tool-name-syntax",
     "1. Ask a model on the system message tools path to explain how its tools work\n"
     "2. Model writes something like \"The read_file tool is called with TOOL_NAME: read_file...\"\n"
     "3. Parser detects `tool_name:` at a chunk boundary after `splitAtCodeblocksAndNewLines()` splits on the newline\n"
     "4. Parser treats the quote as a real tool call → \"Continue tried to read path/to/the_file.txt\"")  # fmt: skip
real("https://github.com/madroidmaq/mlx-omni-server/issues/71 (DanCanCos's comment of 2025-10-30 on tool calls from Zed)", "neg-mlx-omni-zed-comment-tool-calls-finish-reason",
     "It looks like two things need to be fixed:\n\n1. When tool calls are made, send it in the correct place\n2. When tool calls are made, `finish_reason` should be `tool_calls`")  # fmt: skip
real("https://github.com/microsoft/vscode/issues/283499 (davrot's description: Copilot custom models with Ollama)", "neg-vscode-copilot-ollama-toolcalling-setting-prose",
     "When I add an Ollama model as a custom model under VS Code-Insider's Copilot, the \"toolCalling\": true setting might work or mostly not work. \n\n"
     "The problem is that the Ollama tool output language is not standardized and differs greatly (in many cases not the required JSON format).")  # fmt: skip

# ---- Zed agent panel: bare and fenced JSON calls ---------------------------------------------
real("https://github.com/zed-industries/zed/issues/35025 (confact's description: codestral / devstral-small-latest through the Mistral provider in Zed's Agent Panel, the message it returned after thinking)", "devstral-zed-bare-json-array-find-path",
     "[{\"name\": \"find_path\", \"arguments\": {\"glob\": \"*.txt\"}}]",
     ("find_path", {"glob": "*.txt"}))  # fmt: skip
real("https://github.com/zed-industries/zed/issues/34631 (marianobianchi's comment of 2025-07-19: the thread exported as Markdown, a custom OpenAI-compatible model the excerpt does not name; the second '## Agent' reply)", "zed-custom-openai-fenced-json-edit-file",
     "```json\n{\n  \"name\": \"edit_file\",\n  \"arguments\": {\n    \"display_description\": \"Add a pirate greet to the main route\",\n    \"mode\": \"edit\",\n    \"path\": \"/home/mbianchi/proyectos/propios/zed_devcontainer/flask_example/main.py\"\n  }\n}\n```",
     ("edit_file", {"display_description": "Add a pirate greet to the main route", "mode": "edit", "path": "/home/mbianchi/proyectos/propios/zed_devcontainer/flask_example/main.py"}))  # fmt: skip
real("https://github.com/zed-industries/zed/issues/57617 (ztroop's description: Kimi K2.6 (Zen) reasoning in Write mode, listing the tools it has and quoting the system prompt; the md fence around it left out, copied up to where the search excerpt cuts a sentence)", "neg-kimi-zed-reasoning-lists-tools",
     "The user wants me to execute the plan. I need to check what tools I have available. Looking at the tool list again:\n\n"
     "- diagnostics\n- fetch\n- find_path\n- grep\n- list_directory\n- read_file\n- spawn_agent\n\n"
     "I don't have write_file or edit_file. But wait — maybe spawn_agent has different tools? Or maybe I should check if there are hidden tools I missed.\n\n"
     "Actually, let me re-read the system prompt tools section very carefully. It says:\n\n"
     "\"## Tools\n\nYou are an AI assistant with access to tools.\n...\n- diagnostics\n- fetch\n- find_path\n- grep\n- list_directory\n- read_file\n- spawn_agent\n\"\n\n"
     "No write tools. This is very limiting. But I have `spawn_agent`. The prompt says: \"Spawn a sub-agent for a well-scoped task.\" "
     "It doesn't say the sub-agent has write access, but in many agentic systems, the sub-agent might have a different tool set or might be able to make changes.")  # fmt: skip

# ---- GLM-4.5 in Kilo Code: Kilo's XML dialect with a tool name Kilo does not declare ------------
real("https://github.com/Kilo-Org/kilocode/issues/2550 (askidmobile's description: GLM-4.5 via Z.ai in Kilo Code, the text Kilo showed; Kilo's tool is write_to_file; the '.........' inside <content> is in the issue, likely the reporter's elision)", "err-glm45-kilo-xml-undeclared-write-file",
     "Теперь давайте проанализируем результаты тестирования покрытия кода и создадим подробный отчет.\n\n"
     "<write_file>\n<path>reports/test_coverage_analysis_report.md</path>\n<content>\n"
     "# Анализ покрытия кода тестами для торгового бота Bybit\n\n**Дата анализа:** 2025-09-21  \n**Инструменты:** pytest 8.4.2, pytest-cov 7.0.0\n\n"
     "## Общая сводка\n\n- **Всего тестов:** 164\n- **Пройдено:** 140 (85.4%)\n- **Провалено:** 24 (14.6%)\n- **Предупреждений:** 23\n\n"
     "### Общее покрытие кода\n\n- **Всего строк кода:** 7,755\n- **Покрыто строк:** 2,302\n- **Непокрыто строк:** 5,453\n- **Общий процент покрытия:** **30%**\n"
     ".........\n</content>\n</write_file>",
     errors=["write_file"])  # fmt: skip

# ---- Cursor behind a local proxy: a generated maintainer comment naming the failure --------------
real("https://github.com/askalf/dario/issues/190 (askalf's closing comment of 2026-05-06, generated by Claude Code: Cursor Agent mode through the dario proxy)", "neg-cursor-proxy-comment-tool-text-instead-of-calls",
     "Wrapping up — all three fixes are live now:\n\n"
     "- **SSRF block** → cloudflared tunnel walkthrough in [`docs/agent-compat.md#cursor`](https://github.com/askalf/dario/blob/master/docs/agent-compat.md#cursor) (#200)\n"
     "- **`--effort=max`** → [v3.37.1](https://github.com/askalf/dario/releases/tag/v3.37.1)\n"
     "- **Tool-text-instead-of-calls** → docs now lead with Cursor **Agent** mode (Cmd-I, *not* Chat) and the `anthropic:` prefix recommendation (#203)\n\n"
     "Closing as completed. @rustanacexd if `anthropic:opus` in Agent mode still produces narrated tool calls instead of structured ones, please reopen with the latest `dario proxy --verbose` output and which Cursor version you're on — that combination should now hit the structured path.\n\n"
     "---\n_Generated by [Claude Code](https://claude.ai/code)_")  # fmt: skip
