# ruff: noqa: E501  (texts are kept as the sources wrote them)
"""Held-out set ch (issue 42): raw replies pasted in 2025-2026 issue threads of user-facing agents (opencode, Roo Code, goose, Agent Zero, a Roo-style reminder, GitHub's app), gathered without reading the parser.

Families: bare JSON `{"name": ..., "arguments": {...}}` calls leaked into the message content by qwen2.5-coder through
Ollama (opencode), Roo-style XML tool tags written as text (Roo Code), and negatives: a goose reply that recites a tool
description followed by an argument object without a name, a Roo-style harness reminder quoting the XML call format,
an Agent Zero reply that lists its capabilities in prose, and a MiniMax reply whose tags were garbled into
`]<]minimax[>[` markers.

Sources: anomalyco/opencode#10402 and #46625, RooCodeInc/Roo-Code#10270, aaif-goose/goose#7235, roo-rb/roo#625,
agent0ai/agent-zero#12, github/app#2128 (all read through the issue-search excerpts).

Could not find (in the helper's 35 minutes): most threads with a complete leaked call from Jan, Open WebUI, Continue,
Cline, Roo Code, Kilo Code, goose, opencode, qwen-code, avante.nvim, CodeCompanion, Zed, Dify and aider forks are already
cited by corpora a to cg (e.g. goose#2926, Roo-Code#12165/#12146, opencode#7486/#1034, kilocode#1775, avante#2635/#3182,
ollama-vscode#12, qwen-code#176, codex#2229, easy-llm-cli#57, anon-kode#23); the uncited ones show the reply only as a
screenshot (opencode#4428, open-webui#26206, qwen-code#1281, goose#5986, LibreChat#7412), elide the arguments with
`...` (Roo-Code#9385, claude-code#72240), or give a bare body with no parameter name (Trae-AI/TRAE#1761's
`<search_codebase>` blocks). So the set is smaller than the 15 aimed for and has fewer positives than two thirds.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the sources' harnesses declared, with their parameters
TOOLS_CH: list[dict[str, Any]] = [
    # opencode built-ins
    tool_schema("write", ("filePath", "content"), filePath="string", content="string"),
    tool_schema("glob", ("pattern",), pattern="string", path="string"),
    tool_schema("read", ("filePath",), filePath="string", offset="integer", limit="integer"),
    # Roo Code XML tools (the ones the replies and the reminder name)
    tool_schema("read_file", ("path",), path="string", args="string"),
    tool_schema("ask_followup_question", ("question",), question="string", follow_up="string", suggestions="string"),
    tool_schema("attempt_completion", ("result",), result="string"),
    # goose built-in named in the reply
    tool_schema("todo__todo_write", ("content",), content="string"),
    # Agent Zero
    tool_schema("code_execution_tool", ("runtime", "code"), runtime="string", code="string"),
    tool_schema(
        "memory_tool", (), memorize="string", query="string", threshold="number", delete="string", forget="string"
    ),
]

SOURCES_CH: dict[str, str] = {}
CASES_CH: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_CH[id] = source
    CASES_CH.append(Case(id, text, list(calls), **kw))


# ---- bare JSON calls leaked into the content (qwen2.5-coder via Ollama, opencode) ----------------------
real("https://github.com/anomalyco/opencode/issues/10402 (KLee1248's comment of 2026-02-09: the 'Example output' block, qwen2.5-coder-16k through Ollama's OpenAI-compatible endpoint)", "opencode-qwen25coder-bare-json-write",
     "{\"name\": \"write\", \"arguments\": {\"content\": \"hello\\n\", \"filePath\": \"/C:/Code/SimpleTester/todo.md\"}}",
     ("write", {"content": "hello\n", "filePath": "/C:/Code/SimpleTester/todo.md"}))  # fmt: skip
real("https://github.com/anomalyco/opencode/issues/46625 (eliastf01's description of 2026-09-01: the first output quoted, ollama/qwen2.5-coder:7b)", "opencode-qwen25coder-bare-json-glob",
     "{\"name\":\"glob\",\"arguments\":{\"pattern\":\"*\"}}",
     ("glob", {"pattern": "*"}))  # fmt: skip

# ---- Roo Code XML tool tags shown as text ------------------------------------------------------------
real("https://github.com/RooCodeInc/Roo-Code/issues/10270 (farazoman's description of 2025-12-22: the second example output block)", "roo-xml-read-file-after-prose",
     "I'll analyze the codebase to provide you with a comprehensive overview. Let me start by examining key files to understand the architecture.\n\n"
     "<read_file>\n<path>ReadMe.md</path>\n</read_file>",
     ("read_file", {"path": "ReadMe.md"}))  # fmt: skip
real("https://github.com/RooCodeInc/Roo-Code/issues/10270 (farazoman's description of 2025-12-22: the first example output block)", "roo-xml-ask-followup-with-suggestions",
     "<ask_followup_question>\n"
     "<question>Hello! I'm here to help you with the tokens-api project. What would you like to know or work on?</question>\n"
     "<suggestions>\n"
     "<suggestion>Explain the architecture and how token generation works</suggestion>\n"
     "<suggestion>Help me understand the Lambda handlers and their responsibilities</suggestion>\n"
     "<suggestion>Show me how the CDK infrastructure is organized</suggestion>\n"
     "<suggestion>Explain the data pipeline and Airflow integration</suggestion>\n"
     "</suggestions>\n"
     "</ask_followup_question>",
     ("ask_followup_question", {
         "question": "Hello! I'm here to help you with the tokens-api project. What would you like to know or work on?",
         "suggestions": "<suggestion>Explain the architecture and how token generation works</suggestion>\n"
                        "<suggestion>Help me understand the Lambda handlers and their responsibilities</suggestion>\n"
                        "<suggestion>Show me how the CDK infrastructure is organized</suggestion>\n"
                        "<suggestion>Explain the data pipeline and Airflow integration</suggestion>",
     }))  # fmt: skip

# ---- negatives ---------------------------------------------------------------------------------------
real("https://github.com/aaif-goose/goose/issues/7235 (squidgyseth's description of 2026-02-15: goose's reply to 'hi', between the quotes)", "neg-goose-tool-description-and-nameless-args",
     "odo__todo_write Overwrite the entire TODO content.\n\n"
     "The content persists across conversation turns and compaction. Use this for:\n\n"
     "Task tracking and progress updatesI\n"
     "Important notes and reminders\n"
     "WARNING: This operation completely replaces the existing content. Always include\n"
     "all content you want to keep, not just the changes.\n"
     "{\"content\": \" todo__todo_write Overwrite the entire TODO content.\\n\\nThe content persists across conversation turns and compaction. Use this for:\\n- Task tracking and progress updates\\n- Important notes and reminders\\n\\nWARNING: This operation completely replaces the existing content. Always include\\nall content you want to keep, not just the changes.\"}")  # fmt: skip
real("https://github.com/roo-rb/roo/issues/625 (heiqilin1985's description of 2025-04-10: the Roo Code reminder the harness sent back, quoted after the dashes)", "neg-roo-reminder-quoting-xml-format",
     "[ERROR] You did not use a tool in your previous response! Please retry with a tool use.\n\n"
     "# Reminder: Instructions for Tool Use\n\n"
     "Tool uses are formatted using XML-style tags. The tool name is enclosed in opening and closing tags, and each parameter is similarly enclosed within its own set of tags. Here's the structure:\n\n"
     "<tool_name>\n<parameter1_name>value1</parameter1_name>\n<parameter2_name>value2</parameter2_name>\n...\n</tool_name>\n\n"
     "For example:\n\n"
     "<attempt_completion>\n<result>\nI have completed the task...\n</result>\n</attempt_completion>")  # fmt: skip
real("https://github.com/agent0ai/agent-zero/issues/12 (justinechang39's description of 2024-07-29: Llama 3.1 8B's looping reply, as pasted, ending at the user's '.....')", "neg-agent-zero-capabilities-prose",
     "I'm an Autonomous JSON AI Task-Solving Agent. I can memorize, forget, and delete memories. I can also execute provided terminal commands, python code or nodejs code using the `code_execution_tool`. \n\n"
     "Here's a summary of my capabilities:\n\n"
     "1. **Memorization**: I can memorize information by providing enough details in the \"memorize\" argument for future reuse.\n"
     "2. **Querying**: I can query memories by providing a \"query\" argument and an optional threshold to adjust allowed relevancy (0=anything, 1=exact match, default is 0.1).\n"
     "3. **Deleting**: I can delete specific memories by providing memory IDs from loaded memories separated by commas in the \"delete\" argument.\n"
     "4. **Forgetting**: I can forget information from memories by providing a query and an optional threshold like you would for querying, corresponding memories will be deleted.\n\n"
     "Here's how to use me:.....")  # fmt: skip
real("https://github.com/github/app/issues/2128 (yuraantonov11's description of 2026-07-17: the MiniMax API reply quoted after 'response like this')", "neg-minimax-garbled-tag-markers",
     "]<]minimax[>[]<]minimax[>[<initial_wait>10]<]minimax[>[</initial_wait>]<]minimax[>[\n]<]minimax[>[</tool_call>",
     content="]<]minimax[>[]<]minimax[>[<initial_wait>10]<]minimax[>[</initial_wait>]<]minimax[>[\n]<]minimax[>[")  # fmt: skip  # a template's stray closing token ending a reply is no content (corpus junk cases): the lead moved this expectation to that rule after measuring
