# ruff: noqa: E501  (texts are kept as the sources wrote them)
"""Held-out set gz (issue 42): raw replies pasted into issue threads of coding-agent harnesses, gathered without reading the parser.

Families: Roo Code's XML tool markup with a nested `<args><file><path>` block (read_file), a DeepSeek-R1 Cline
plan-mode reply that lost its opening `<plan_mode_response>` tag (only `<response>...</response>\n</plan_mode_response>`
is left), and prose replies that only talk about tools (DeepSeek-Coder-V2-Lite in Kilo, Gemini in Cline, a local
model in anon-kode printing code instead of calling a write tool).

Sources: RooCodeInc/Roo-Code#10358, cline/cline#2001 and #2521, Kilo-Org/kilocode#8803, dnakov/anon-kode#59 (all
read through the issue-search excerpts; where an excerpt was cut, the text stops at the last whole line before it).

Could not find (in the helper's 30 minutes): most "model prints the tool call as text" threads of Cline, Roo, Kilo,
Continue, goose, avante.nvim, gptel, OpenCode, Crush, Qwen Code, Codex, smolagents and OpenHands that quote a raw reply
are already cited by earlier sets (continue#13057, crush#954, avante#2635/#3182, goose#1817/#2926/#3748/#7235,
gptel#1024, opencode#590/#1406/#6223/#10402/#16390, qwen-code#176, cline#1500/#6660/#10843, kilocode#2550,
Roo-Code#6739/#10464, smolagents#860/#1251/#1732, openclaude#287/#433/#557/#1053). Uncited ones show the reply
only as a screenshot (opencode#29757, void#656, goose#6655, zed#59503, avante#2938), describe it without quoting it
(cline#5683, kilocode#4752), or quote text GitHub's renderer visibly altered (claude-code-router#817 lost its HTML
tags). No codecompanion.nvim, Tabby, Zed, Void or Aider thread with a pasted raw reply was found. So this set is
small (5 cases) and far below the 15 aimed for.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the sources' harnesses declared, with their parameters
TOOLS_GZ: list[dict[str, Any]] = [
    # Roo Code (XML protocol: read_file takes an <args> block) and Cline (read_file takes <path>)
    {
        "name": "read_file",
        "parameters": {
            "type": "object",
            "properties": {"args": {"type": "string"}, "path": {"type": "string"}},
            "required": [],
        },
    },
    tool_schema("write_to_file", ("path", "content"), path="string", content="string", line_count="integer"),
    tool_schema("execute_command", ("command",), command="string", requires_approval="boolean"),
    tool_schema("attempt_completion", ("result",), result="string"),
    # Cline plan mode
    tool_schema("plan_mode_response", ("response",), response="string"),
    tool_schema("replace_in_file", ("path", "diff"), path="string", diff="string"),
    # Kilo Code 7 (OpenCode-based) and anon-kode (Claude-Code-derived) built-ins
    tool_schema("write", ("filePath", "content"), filePath="string", content="string"),
    tool_schema("Bash", ("command",), command="string"),
]

SOURCES_GZ: dict[str, str] = {}
CASES_GZ: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_GZ[id] = source
    CASES_GZ.append(Case(id, text, list(calls), **kw))


# ---- XML tool markup the harness did not run ---------------------------------------------------------
real("https://github.com/RooCodeInc/Roo-Code/issues/10358 (superguo's description of 2025-12-27, step 3: the text under **Roo said**, up to the harness's **Model Response Incomplete** notice)", "roo-read-file-args-block",
     "I need to read the existing plan document to understand the current plan and then modify it according to the user's feedback about in-place tailoring (adding icon buttons next to each section editor) rather than creating separate tailoring screens.\n\n"
     "<read_file>\n<args>\n<file>\n<path>docs/1-page-resume/ai-prompts-for-resume/08-remaining-phases-plan.md</path>\n</file>\n</args>\n</read_file>",
     ("read_file", {"args": "<file>\n<path>docs/1-page-resume/ai-prompts-for-resume/08-remaining-phases-plan.md</path>\n</file>"}))  # fmt: skip
# (after measuring: no call and no error, as expected; renamed neg- since an err- case names its error)
real("https://github.com/cline/cline/issues/2001 (duwenba's description of 2025-02-28: the 'Relevant API REQUEST output' block, deepseek-r1 in plan mode)", "neg-cline-r1-plan-mode-response-open-tag-lost",
     "<response>计划概要：\n\n"
     "1.  **项目搭建**：使用 Bun 创建 Vue 项目并搭建基础结构。\n"
     "2.  **UI 结构**：创建 Vue 组件构建 Notion 风格的日历 UI，包括头部、星期头部、日历网格、事件展示和侧边栏组件。\n"
     "3.  **功能实现**：实现日历基本功能，如展示当前月份、月份切换和每日事件展示。\n"
     "4.  **样式设计**：为组件添加样式，模仿 Notion 日历 UI 风格。\n\n"
     "这个计划是否符合您的需求？ 如果可以，请切换到 ACT MODE，我将开始执行。\n"
     "</response>\n</plan_mode_response>")  # fmt: skip

# ---- replies that only talk about tools ----------------------------------------------------------------
real("https://github.com/Kilo-Org/kilocode/issues/8803 (huineng's comment of 2026-04-12: the model's reply after the 'action:' prompt line, DeepSeek-Coder-V2-Lite-Instruct; cut at the last whole line the search excerpt shows)", "neg-kilo-deepseek-lite-plans-write-tool",
     "The user wants me to create a new file called test.md with a first header containing the text \"testing creating file\".\n\n"
     "I should:\n\n"
     "Use the Write tool to create the file\n"
     "Add a markdown header with the specified text")  # fmt: skip
real("https://github.com/cline/cline/issues/2521 (pmsteil's description of 2025-03-28: the second block, 'cline says:', Gemini 2.5; cut at the last whole line the search excerpt shows)", "neg-cline-gemini-says-it-will-use-tools",
     "Okay, it seems the file modification tools are consistently causing issues. I apologize for the repeated failures and syntax errors introduced.\n\n"
     "Let's try the most robust approach:\n\n"
     "I will use the content from the last successful read_file result (which contains the debug code and longer sleep times).\n"
     "I will manually edit this content to remove the debug print statements and revert the time.sleep delays back to 0.5 seconds within the handle_manual_mapping function.")  # fmt: skip
real("https://github.com/dnakov/anon-kode/issues/59 (sathishvenkataraman's description of 2025-03-17: the reply after the ⏺ marker, which is left out; the UI's two-space indent is kept)", "neg-anon-kode-prints-code-instead-of-writing",
     "Certainly! Below is a simple Python program named hello_world.py that prints \"Hello, World!\" to the console.\n\n"
     "  # Save this code in a file named hello_world.py\n\n"
     "  def main():\n"
     "      print(\"Hello, World!\")\n\n"
     "  if __name__ == \"__main__\":\n"
     "      main()\n\n"
     "  To run this program on your local machine:\n\n"
     "  1. Open your terminal.\n"
     "  2. Navigate to the directory where you saved the hello_world.py file.\n"
     "  3. Run the following command:\n"
     "  python hello_world.py\n\n"
     "  This should output:\n\n"
     "  Hello, World!")  # fmt: skip
