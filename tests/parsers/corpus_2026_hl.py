# ruff: noqa: E501
"""Held-out set hl (issue 42): prompt-building source files of editor coding extensions, gathered without reading the parser.

Families: all negatives. Excerpts of the source files (TypeScript template strings, class fields and constructors,
OpenAI tool declarations) in which editor extensions teach or describe a tool-call format to the model: Cline's XML
tool-use system prompt (`<read_file><path>…</path></read_file>`, `<execute_command>`, `<write_to_file>`,
`<replace_in_file>` with SEARCH/REPLACE, `<new_task>`, `<use_mcp_tool>` with JSON arguments, `${…}` interpolations
left in), Roo Code's XML tool descriptions (`<read_file><args><file>`, `<execute_command>`, `<search_files>`,
`<ask_followup_question>` with `<suggest>`, `<use_mcp_tool>`) from the last commit before XML tool calling was removed,
Kilo Code's Morph `<edit_file>` example fenced in escaped backticks, Continue's tool-codeblocks framework (```` ```tool ````
with TOOL_NAME/BEGIN_ARG/END_ARG, and prose naming `<tool_call>` and `<function=...>`), llama.vscode's OpenAI-style
`{"type": "function", "function": {"name": ..., "parameters": ...}}` declarations and a JSON example in a prompt, and
Sourcegraph Cody's Deep Cody `<TOOLCLI><cmd>…`, `<TOOLFILE><name>…`, `<TOOLSEARCH><query>…` examples. A text is the
source file's lines as stored (escaped backticks, `${…}` and `{{…}}` placeholders kept), cut at whole lines; none is a
reply of a model, so no call is expected although TOOLS_HL declares every tool the excerpts name.

Sources: cline/cline src/core/prompts/system.ts @88000d4f, RooCodeInc/Roo-Code src/core/prompts/{sections,tools}
@e356d058, Kilo-Org/kilocode src/core/prompts/tools/edit-file.ts @7ea2be8b (read through the file index),
continuedev/continue core/tools/systemMessageTools/toolCodeblocks/index.ts @d0a3c0b6, ggml-org/llama.vscode
src/{tools,prompts}.ts @3938fb35, sourcegraph/cody vscode/src/chat/agentic/{prompts,CodyTool}.ts @dced3c1d.

Could not find (in the helper's 30 minutes): Twinny's source has no tool-call text (chat and FIM prompts only);
Tabby's agent (clients/tabby-agent) has edit/commit/smart-apply prompts but no tool format; Zed's
assets/prompts/assistant_system_prompt.hbs speaks of tools only in prose (native tool calling); ProxyAI's agent
prompts and CodeGPT were not read for lack of time; Void's prompts.ts XML tool section and avante's templates are
already cited (corpora before hl, hb); Kilo Code's repository snapshot is over the fetch size limit.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the sources' harnesses declared, with their parameters (one schema per name across the extensions)
TOOLS_HL: list[dict[str, Any]] = [
    # Cline / Roo Code / llama.vscode
    tool_schema(
        "read_file",
        (),
        path="string",
        args="string",
        task_progress="string",
        file_path="string",
        first_line="integer",
        last_line_inclusive="integer",
        should_read_entire_file="boolean",
    ),
    tool_schema(
        "execute_command",
        ("command",),
        command="string",
        requires_approval="boolean",
        cwd="string",
        task_progress="string",
    ),
    tool_schema("write_to_file", ("path", "content"), path="string", content="string", task_progress="string"),
    tool_schema("replace_in_file", ("path", "diff"), path="string", diff="string", task_progress="string"),
    tool_schema("new_task", ("context",), context="string"),
    {
        "name": "use_mcp_tool",
        "parameters": {
            "type": "object",
            "properties": {
                "server_name": {"type": "string"},
                "tool_name": {"type": "string"},
                "arguments": {"type": "object"},
            },
            "required": ["server_name", "tool_name"],
        },
    },
    tool_schema("search_files", ("path", "regex"), path="string", regex="string", file_pattern="string"),
    tool_schema("ask_followup_question", ("question",), question="string", follow_up="string"),
    # Kilo Code (Morph fast apply)
    tool_schema(
        "edit_file",
        ("target_file", "instructions", "code_edit"),
        target_file="string",
        instructions="string",
        code_edit="string",
    ),
    # Continue's example tool in the codeblocks framework
    tool_schema("example_tool", ("arg_1",), arg_1="string", arg_2="number"),
    # llama.vscode
    tool_schema("run_terminal_command", ("command",), command="string"),
    tool_schema("create_agent", (), agent_json="string"),
    # Sourcegraph Cody (Deep Cody)
    tool_schema("TOOLCLI", ("cmd",), cmd="string"),
    tool_schema("TOOLFILE", ("name",), name="string"),
    tool_schema("TOOLSEARCH", ("query",), query="string"),
]

SOURCES_HL: dict[str, str] = {}
CASES_HL: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_HL[id] = source
    CASES_HL.append(Case(id, text, list(calls), **kw))


# ---- Cline: src/core/prompts/system.ts (the XML tool-use system prompt, a TypeScript template string) ----
real("https://github.com/cline/cline/blob/88000d4f39d5ec0eb8460e979e797a412f83cdf1/src/core/prompts/system.ts#L29-L46 (the 'Tool Use Formatting' section with its read_file example and a ${focusChainSettings...} interpolation; cut at whole lines)", "neg-cline-system-tool-use-formatting-read-file",
     "# Tool Use Formatting\n"
     "\n"
     "Tool use is formatted using XML-style tags. The tool name is enclosed in opening and closing tags, and each parameter is similarly enclosed within its own set of tags. Here's the structure:\n"
     "\n"
     "<tool_name>\n"
     "<parameter1_name>value1</parameter1_name>\n"
     "<parameter2_name>value2</parameter2_name>\n"
     "...\n"
     "</tool_name>\n"
     "\n"
     "For example:\n"
     "\n"
     "<read_file>\n"
     "<path>src/main.js</path>\n"
     "${focusChainSettings.enabled ? `<task_progress>\n"
     "Checklist here (optional)\n"
     "</task_progress>` : \"\" }\n"
     "</read_file>")  # fmt: skip
real("https://github.com/cline/cline/blob/88000d4f39d5ec0eb8460e979e797a412f83cdf1/src/core/prompts/system.ts#L320-L361 ('# Tool Use Examples', Examples 1 and 2; cut at whole lines)", "neg-cline-system-examples-execute-command-write-to-file",
     "# Tool Use Examples\n"
     "\n"
     "## Example 1: Requesting to execute a command\n"
     "\n"
     "<execute_command>\n"
     "<command>npm run dev</command>\n"
     "<requires_approval>false</requires_approval>\n"
     "${focusChainSettings.enabled ? `<task_progress>\n"
     "- [x] Set up project structure\n"
     "- [x] Install dependencies\n"
     "- [ ] Run command to start server\n"
     "- [ ] Test application\n"
     "</task_progress>` : \"\" }\n"
     "</execute_command>\n"
     "\n"
     "## Example 2: Requesting to create a new file\n"
     "\n"
     "<write_to_file>\n"
     "<path>src/frontend-config.json</path>\n"
     "<content>\n"
     "{\n"
     "  \"apiEndpoint\": \"https://api.example.com\",\n"
     "  \"theme\": {\n"
     "    \"primaryColor\": \"#007bff\",\n"
     "    \"secondaryColor\": \"#6c757d\",\n"
     "    \"fontFamily\": \"Arial, sans-serif\"\n"
     "  },\n"
     "  \"features\": {\n"
     "    \"darkMode\": true,\n"
     "    \"notifications\": true,\n"
     "    \"analytics\": false\n"
     "  },\n"
     "  \"version\": \"1.0.0\"\n"
     "}\n"
     "</content>\n"
     "${focusChainSettings.enabled ? `<task_progress>\n"
     "- [x] Set up project structure\n"
     "- [x] Install dependencies\n"
     "- [ ] Create components\n"
     "- [ ] Test application\n"
     "</task_progress>` : \"\" }\n"
     "</write_to_file>")  # fmt: skip
real("https://github.com/cline/cline/blob/88000d4f39d5ec0eb8460e979e797a412f83cdf1/src/core/prompts/system.ts#L363-L392 (Example 3, new_task with a bracketed context outline; cut at whole lines)", "neg-cline-system-example-new-task",
     "## Example 3: Creating a new task\n"
     "\n"
     "<new_task>\n"
     "<context>\n"
     "1. Current Work:\n"
     "   [Detailed description]\n"
     "\n"
     "2. Key Technical Concepts:\n"
     "   - [Concept 1]\n"
     "   - [Concept 2]\n"
     "   - [...]\n"
     "\n"
     "3. Relevant Files and Code:\n"
     "   - [File Name 1]\n"
     "      - [Summary of why this file is important]\n"
     "      - [Summary of the changes made to this file, if any]\n"
     "      - [Important Code Snippet]\n"
     "   - [File Name 2]\n"
     "      - [Important Code Snippet]\n"
     "   - [...]\n"
     "\n"
     "4. Problem Solving:\n"
     "   [Detailed description]\n"
     "\n"
     "5. Pending Tasks and Next Steps:\n"
     "   - [Task 1 details & next steps]\n"
     "   - [Task 2 details & next steps]\n"
     "   - [...]\n"
     "</context>\n"
     "</new_task>")  # fmt: skip
real("https://github.com/cline/cline/blob/88000d4f39d5ec0eb8460e979e797a412f83cdf1/src/core/prompts/system.ts#L394-L433 (Example 4, replace_in_file with SEARCH/REPLACE blocks; cut at whole lines)", "neg-cline-system-example-replace-in-file",
     "## Example 4: Requesting to make targeted edits to a file\n"
     "\n"
     "<replace_in_file>\n"
     "<path>src/components/App.tsx</path>\n"
     "<diff>\n"
     "------- SEARCH\n"
     "import React from 'react';\n"
     "=======\n"
     "import React, { useState } from 'react';\n"
     "+++++++ REPLACE\n"
     "\n"
     "------- SEARCH\n"
     "function handleSubmit() {\n"
     "  saveData();\n"
     "  setLoading(false);\n"
     "}\n"
     "\n"
     "=======\n"
     "+++++++ REPLACE\n"
     "\n"
     "------- SEARCH\n"
     "return (\n"
     "  <div>\n"
     "=======\n"
     "function handleSubmit() {\n"
     "  saveData();\n"
     "  setLoading(false);\n"
     "}\n"
     "\n"
     "return (\n"
     "  <div>\n"
     "+++++++ REPLACE\n"
     "</diff>\n"
     "${focusChainSettings.enabled ? `<task_progress>\n"
     "- [x] Set up project structure\n"
     "- [x] Install dependencies\n"
     "- [ ] Create components\n"
     "- [ ] Test application\n"
     "</task_progress>` : \"\" }\n"
     "</replace_in_file>")  # fmt: skip
real("https://github.com/cline/cline/blob/88000d4f39d5ec0eb8460e979e797a412f83cdf1/src/core/prompts/system.ts#L436-L464 (Examples 5 and 6, use_mcp_tool with JSON arguments; cut at whole lines)", "neg-cline-system-examples-use-mcp-tool",
     "## Example 5: Requesting to use an MCP tool\n"
     "\n"
     "<use_mcp_tool>\n"
     "<server_name>weather-server</server_name>\n"
     "<tool_name>get_forecast</tool_name>\n"
     "<arguments>\n"
     "{\n"
     "  \"city\": \"San Francisco\",\n"
     "  \"days\": 5\n"
     "}\n"
     "</arguments>\n"
     "</use_mcp_tool>\n"
     "\n"
     "## Example 6: Another example of using an MCP tool (where the server name is a unique identifier such as a URL)\n"
     "\n"
     "<use_mcp_tool>\n"
     "<server_name>github.com/modelcontextprotocol/servers/tree/main/src/github</server_name>\n"
     "<tool_name>create_issue</tool_name>\n"
     "<arguments>\n"
     "{\n"
     "  \"owner\": \"octocat\",\n"
     "  \"repo\": \"hello-world\",\n"
     "  \"title\": \"Found a bug\",\n"
     "  \"body\": \"I'm having a problem with this.\",\n"
     "  \"labels\": [\"bug\", \"help wanted\"],\n"
     "  \"assignees\": [\"octocat\"]\n"
     "}\n"
     "</arguments>\n"
     "</use_mcp_tool>")  # fmt: skip
# ---- Roo Code: src/core/prompts (XML tool descriptions, the last commit before XML tool calling was removed) ----
real("https://github.com/RooCodeInc/Roo-Code/blob/e356d058e93cb44b0969289ceed4907313c9a669/src/core/prompts/sections/tool-use.ts#L27-L43 (the XML branch of getSharedToolUseSection; cut at whole lines)", "neg-roo-tool-use-section-xml-structure",
     "\treturn `====\n"
     "\n"
     "TOOL USE\n"
     "\n"
     "You have access to a set of tools that are executed upon the user's approval. You must use exactly one tool per message, and every assistant message must include a tool call. You use tools step-by-step to accomplish a given task, with each tool use informed by the result of the previous tool use.\n"
     "\n"
     "# Tool Use Formatting\n"
     "\n"
     "Tool uses are formatted using XML-style tags. The tool name itself becomes the XML tag name. Each parameter is enclosed within its own set of tags. Here's the structure:\n"
     "\n"
     "<actual_tool_name>\n"
     "<parameter1_name>value1</parameter1_name>\n"
     "<parameter2_name>value2</parameter2_name>\n"
     "...\n"
     "</actual_tool_name>\n"
     "\n"
     "Always use the actual tool name as the XML tag name for proper parsing and execution.`")  # fmt: skip
real("https://github.com/RooCodeInc/Roo-Code/blob/e356d058e93cb44b0969289ceed4907313c9a669/src/core/prompts/tools/read-file.ts#L18-L70 (Usage and Examples of read_file with <args><file> and template interpolations; cut at whole lines)", "neg-roo-read-file-usage-and-examples",
     "Usage:\n"
     "<read_file>\n"
     "<args>\n"
     "  <file>\n"
     "    <path>path/to/file</path>\n"
     "    ${args.partialReadsEnabled ? `<line_range>start-end</line_range>` : \"\"}\n"
     "  </file>\n"
     "</args>\n"
     "</read_file>\n"
     "\n"
     "Examples:\n"
     "\n"
     "1. Reading a single file:\n"
     "<read_file>\n"
     "<args>\n"
     "  <file>\n"
     "    <path>src/app.ts</path>\n"
     "    ${args.partialReadsEnabled ? `<line_range>1-1000</line_range>` : \"\"}\n"
     "  </file>\n"
     "</args>\n"
     "</read_file>\n"
     "\n"
     "${isMultipleReadsEnabled ? `2. Reading multiple files (within the ${maxConcurrentReads}-file limit):` : \"\"}${\n"
     "\t\tisMultipleReadsEnabled\n"
     "\t\t\t? `\n"
     "<read_file>\n"
     "<args>\n"
     "  <file>\n"
     "    <path>src/app.ts</path>\n"
     "    ${\n"
     "\t\targs.partialReadsEnabled\n"
     "\t\t\t? `<line_range>1-50</line_range>\n"
     "    <line_range>100-150</line_range>`\n"
     "\t\t\t: \"\"\n"
     "\t}\n"
     "  </file>\n"
     "  <file>\n"
     "    <path>src/utils.ts</path>\n"
     "    ${args.partialReadsEnabled ? `<line_range>10-20</line_range>` : \"\"}\n"
     "  </file>\n"
     "</args>\n"
     "</read_file>`\n"
     "\t\t\t: \"\"\n"
     "\t}\n"
     "\n"
     "${isMultipleReadsEnabled ? \"3. \" : \"2. \"}Reading an entire file:\n"
     "<read_file>\n"
     "<args>\n"
     "  <file>\n"
     "    <path>config.json</path>\n"
     "  </file>\n"
     "</args>\n"
     "</read_file>")  # fmt: skip
real("https://github.com/RooCodeInc/Roo-Code/blob/e356d058e93cb44b0969289ceed4907313c9a669/src/core/prompts/tools/execute-command.ts#L4-L24 (the whole template string of getExecuteCommandDescription; cut at whole lines)", "neg-roo-execute-command-description",
     "\treturn `## execute_command\n"
     "Description: Request to execute a CLI command on the system. Use this when you need to perform system operations or run specific commands to accomplish any step in the user's task. You must tailor your command to the user's system and provide a clear explanation of what the command does. For command chaining, use the appropriate chaining syntax for the user's shell. Prefer to execute complex CLI commands over creating executable scripts, as they are more flexible and easier to run. Prefer relative commands and paths that avoid location sensitivity for terminal consistency, e.g: \\`touch ./testdata/example.file\\`, \\`dir ./examples/model1/data/yaml\\`, or \\`go test ./cmd/front --config ./cmd/front/config.yml\\`. If directed by the user, you may open a terminal in a different directory by using the \\`cwd\\` parameter.\n"
     "Parameters:\n"
     "- command: (required) The CLI command to execute. This should be valid for the current operating system. Ensure the command is properly formatted and does not contain any harmful instructions.\n"
     "- cwd: (optional) The working directory to execute the command in (default: ${args.cwd})\n"
     "Usage:\n"
     "<execute_command>\n"
     "<command>Your command here</command>\n"
     "<cwd>Working directory path (optional)</cwd>\n"
     "</execute_command>\n"
     "\n"
     "Example: Requesting to execute npm run dev\n"
     "<execute_command>\n"
     "<command>npm run dev</command>\n"
     "</execute_command>\n"
     "\n"
     "Example: Requesting to execute ls in a specific directory if directed\n"
     "<execute_command>\n"
     "<command>ls -la</command>\n"
     "<cwd>/home/user/projects</cwd>\n"
     "</execute_command>`")  # fmt: skip
real("https://github.com/RooCodeInc/Roo-Code/blob/e356d058e93cb44b0969289ceed4907313c9a669/src/core/prompts/tools/search-files.ts#L14-L33 (Usage and two Examples, ending with the template's closing backtick; cut at whole lines)", "neg-roo-search-files-usage-and-examples",
     "Usage:\n"
     "<search_files>\n"
     "<path>Directory path here</path>\n"
     "<regex>Your regex pattern here</regex>\n"
     "<file_pattern>file pattern here (optional)</file_pattern>\n"
     "</search_files>\n"
     "\n"
     "Example: Searching for all .ts files in the current directory\n"
     "<search_files>\n"
     "<path>.</path>\n"
     "<regex>.*</regex>\n"
     "<file_pattern>*.ts</file_pattern>\n"
     "</search_files>\n"
     "\n"
     "Example: Searching for function definitions in JavaScript files\n"
     "<search_files>\n"
     "<path>src</path>\n"
     "<regex>function\\\\s+\\\\w+</regex>\n"
     "<file_pattern>*.js</file_pattern>\n"
     "</search_files>`")  # fmt: skip
real("https://github.com/RooCodeInc/Roo-Code/blob/e356d058e93cb44b0969289ceed4907313c9a669/src/core/prompts/tools/ask-followup-question.ts#L2-L26 (the whole template string of getAskFollowupQuestionDescription; cut at whole lines)", "neg-roo-ask-followup-question-description",
     "\treturn `## ask_followup_question\n"
     "Description: Ask the user a question to gather additional information needed to complete the task. Use when you need clarification or more details to proceed effectively.\n"
     "\n"
     "Parameters:\n"
     "- question: (required) A clear, specific question addressing the information needed\n"
     "- follow_up: (required) A list of 2-4 suggested answers, each in its own <suggest> tag. Suggestions must be complete, actionable answers without placeholders. Optionally include mode attribute to switch modes (code/architect/etc.)\n"
     "\n"
     "Usage:\n"
     "<ask_followup_question>\n"
     "<question>Your question here</question>\n"
     "<follow_up>\n"
     "<suggest>First suggestion</suggest>\n"
     "<suggest mode=\"code\">Action with mode switch</suggest>\n"
     "</follow_up>\n"
     "</ask_followup_question>\n"
     "\n"
     "Example:\n"
     "<ask_followup_question>\n"
     "<question>What is the path to the frontend-config.json file?</question>\n"
     "<follow_up>\n"
     "<suggest>./src/frontend-config.json</suggest>\n"
     "<suggest>./config/frontend-config.json</suggest>\n"
     "<suggest>./frontend-config.json</suggest>\n"
     "</follow_up>\n"
     "</ask_followup_question>`")  # fmt: skip
real("https://github.com/RooCodeInc/Roo-Code/blob/e356d058e93cb44b0969289ceed4907313c9a669/src/core/prompts/tools/use-mcp-tool.ts#L13-L36 (Usage and Example of use_mcp_tool; cut at whole lines)", "neg-roo-use-mcp-tool-usage-and-example",
     "Usage:\n"
     "<use_mcp_tool>\n"
     "<server_name>server name here</server_name>\n"
     "<tool_name>tool name here</tool_name>\n"
     "<arguments>\n"
     "{\n"
     "  \"param1\": \"value1\",\n"
     "  \"param2\": \"value2\"\n"
     "}\n"
     "</arguments>\n"
     "</use_mcp_tool>\n"
     "\n"
     "Example: Requesting to use an MCP tool\n"
     "\n"
     "<use_mcp_tool>\n"
     "<server_name>weather-server</server_name>\n"
     "<tool_name>get_forecast</tool_name>\n"
     "<arguments>\n"
     "{\n"
     "  \"city\": \"San Francisco\",\n"
     "  \"days\": 5\n"
     "}\n"
     "</arguments>\n"
     "</use_mcp_tool>`")  # fmt: skip
# ---- Kilo Code: Morph fast-apply edit_file description ----
real("https://github.com/Kilo-Org/kilocode/blob/7ea2be8b43c8e41e4a8ea2a14465759df4947793/src/core/prompts/tools/edit-file.ts#L39-L66 ('### Example of \\`edit_file\\` Usage' to the end of the template string (read through the file index); cut at whole lines)", "neg-kilo-edit-file-example",
     "### Example of \\`edit_file\\` Usage\n"
     "To update a constant, add a new log to a function, and delete an obsolete function (\\`oldFunction\\`), your edit should look like this:\n"
     "\\`\\`\\`\n"
     "<edit_file>\n"
     "<target_file>/path/to/file.js</target_file>\n"
     "<instructions>I will update the MAX_ITEMS constant, add logging to processItems, and remove oldFunction</instructions>\n"
     "<code_edit>\n"
     "// ... existing imports ...\n"
     "const MAX_ITEMS = 100;  // Updated from 50\n"
     "// ... existing code ...\n"
     "\n"
     "function processItems() {\n"
     "  // ... no changes ...\n"
     "  validateInput();\n"
     "  console.log(\"Processing items...\");  // Added logging\n"
     "  for (let i = 0; i < MAX_ITEMS; i++) {\n"
     "    // ... existing code ...\n"
     "  }\n"
     "}\n"
     "// oldFunction removed - was here between processItems and newFunction\n"
     "\n"
     "function newFunction() {\n"
     "  // ... unchanged code ...\n"
     "}\n"
     "// ... existing code ...\n"
     "</code_edit>\n"
     "</edit_file>\n"
     "\\`\\`\\`${grokGuidance}`")  # fmt: skip
# ---- Continue: tool codeblocks framework for models without native tools ----
real("https://github.com/continuedev/continue/blob/d0a3c0b626b5bebc3bef4742eec05a0242be0bab/core/tools/systemMessageTools/toolCodeblocks/index.ts#L68-L81 (systemMessagePrefix and systemMessageSuffix, naming <tool_call> and <function=...>; cut at whole lines)", "neg-continue-codeblocks-system-message-prefix-suffix",
     "  systemMessagePrefix = `You have access to tools. To call a tool, you MUST respond with EXACTLY the tool code block format shown below.\n"
     "\n"
     "CRITICAL: Follow the exact syntax. Do not use XML tags, JSON objects, or any other format for tool calls.`;\n"
     "\n"
     "  systemMessageSuffix = `RULES FOR TOOL USE:\n"
     "1. To call a tool, output a tool code block using EXACTLY the format shown above.\n"
     "2. Always start the code block on a new line.\n"
     "3. You can only call ONE tool at a time.\n"
     "4. The tool code block MUST be the last thing in your response. Stop immediately after the closing fence.\n"
     "5. Do NOT wrap tool calls in XML tags like <tool_call> or <function=...>.\n"
     "6. Do NOT use JSON format for tool calls.\n"
     "7. Do NOT invent tools that are not listed above.\n"
     "8. If the user's request can be addressed with a listed tool, use it rather than guessing.\n"
     "9. Do not perform actions with hypothetical files. Use tools to find relevant files.`;")  # fmt: skip
real("https://github.com/continuedev/continue/blob/d0a3c0b626b5bebc3bef4742eec05a0242be0bab/core/tools/systemMessageTools/toolCodeblocks/index.ts#L83-L103 (exampleDynamicToolDefinition and exampleDynamicToolCall; cut at whole lines)", "neg-continue-codeblocks-example-definition-and-call",
     "  exampleDynamicToolDefinition = `\n"
     "\\`\\`\\`tool_definition\n"
     "TOOL_NAME: example_tool\n"
     "TOOL_ARG: arg_1 (string, required)\n"
     "Description of the first argument\n"
     "END_ARG\n"
     "TOOL_ARG: arg_2 (number, optional)\n"
     "END_ARG\n"
     "\\`\\`\\``.trim();\n"
     "\n"
     "  exampleDynamicToolCall = `\n"
     "\\`\\`\\`tool\n"
     "TOOL_NAME: example_tool\n"
     "BEGIN_ARG: arg_1\n"
     "The value\n"
     "of arg 1\n"
     "END_ARG\n"
     "BEGIN_ARG: arg_2\n"
     "3\n"
     "END_ARG\n"
     "\\`\\`\\``.trim();")  # fmt: skip
# ---- llama.vscode: OpenAI tool declarations and a prompt with a JSON example ----
real("https://github.com/ggml-org/llama.vscode/blob/3938fb3568b98e3ddfcf2ce3dd52d9570552b579/src/tools.ts#L750-L783 (the read_file declaration inside Tools.init; cut at whole lines)", "neg-llama-vscode-tools-read-file-declaration",
     "            ...(this.app.configuration.tool_read_file_enabled ? [\n"
     "            {\n"
     "                \"type\": \"function\",\n"
     "                \"function\": {\n"
     "                    \"name\": \"read_file\",\n"
     "                    \"description\": \"Read the contents of a file from first_line to last_line_inclusive, at most 250 lines at a time or the entire file if parameter should_read_entire_file is true.\",\n"
     "                    \"parameters\": {\n"
     "                        \"type\": \"object\",\n"
     "                        \"properties\": {\n"
     "                            \"first_line\": {\n"
     "                                \"type\": \"integer\",\n"
     "                                \"description\": \"The number of first line to read. Starts with 1.\"\n"
     "                            },\n"
     "                            \"last_line_inclusive\": {\n"
     "                                \"type\": \"integer\",\n"
     "                                \"description\": \"The number of last line to read. Line numbers start with 1\"\n"
     "                            },\n"
     "                            \"should_read_entire_file\": {\n"
     "                                \"type\": \"boolean\",\n"
     "                                \"description\": \"Whether to read the entire file. Defaults to false.\",\n"
     "                            },\n"
     "                            \"file_path\": {\n"
     "                                \"type\": \"string\",\n"
     "                                \"description\": \"The path of the file to read\"\n"
     "                            }\n"
     "                        },\n"
     "                        \"required\": [\n"
     "                            \"first_line\", \"last_line_inclusive\", \"file_path\"\n"
     "                        ],\n"
     "                    },\n"
     "                    \"strict\": true\n"
     "                }\n"
     "            }\n"
     "            ] : []),")  # fmt: skip
real("https://github.com/ggml-org/llama.vscode/blob/3938fb3568b98e3ddfcf2ce3dd52d9570552b579/src/tools.ts#L706-L727 (the run_terminal_command declaration inside Tools.init; cut at whole lines)", "neg-llama-vscode-tools-run-terminal-command-declaration",
     "            ...(this.app.configuration.tool_run_terminal_command_enabled ? [\n"
     "            {\n"
     "                \"type\": \"function\",\n"
     "                \"function\": {\n"
     "                    \"name\": \"run_terminal_command\",\n"
     "                    \"description\": \"Runs the provided command in a terminal and returns the result. For Windows uses powershell.\",\n"
     "                    \"parameters\": {\n"
     "                        \"type\": \"object\",\n"
     "                        \"properties\": {\n"
     "                            \"command\": {\n"
     "                                \"type\": \"string\",\n"
     "                                \"description\": \"The command to be executed in the terminal\"\n"
     "                            }\n"
     "                        },\n"
     "                        \"required\": [\n"
     "                            \"command\"\n"
     "                        ],\n"
     "                    },\n"
     "                    \"strict\": true\n"
     "                }\n"
     "            }\n"
     "            ] : []),")  # fmt: skip
real("https://github.com/ggml-org/llama.vscode/blob/3938fb3568b98e3ddfcf2ce3dd52d9570552b579/src/prompts.ts#L436-L456 (PROPERTY_AGENT_JSON_DESCRIPTION with its JSON example value; cut at whole lines)", "neg-llama-vscode-prompts-agent-json-example",
     "PROPERTY_AGENT_JSON_DESCRIPTION = `A JSON string that defines the agent to be created. The object must include the following fields:\n"
     "\n"
     "    name (string): The name of the agent.\n"
     "\n"
     "    description (string): A brief explanation of the agent's purpose and behavior.\n"
     "\n"
     "    subagentEnabled (boolean): Set to true if this agent can be invoked as a subagent by other agents; otherwise false.\n"
     "\n"
     "    systemInstruction (string): The system prompt or instruction that guides the agent's responses and actions.\n"
     "\n"
     "    tools (string, optional): A comma-separated list of tool names that the agent is permitted to use. Do not include spaces around the commas (e.g., \"tool1,tool2,tool3\"). If omitted, the agent will have no tools.\n"
     "\n"
     "Example value:\n"
     "{\n"
     "  \"name\": \"CustomerSupportAgent\",\n"
     "  \"description\": \"Handles customer inquiries and returns troubleshooting steps.\",\n"
     "  \"subagentEnabled\": true,\n"
     "  \"systemInstruction\": \"You are a helpful customer support representative...\",\n"
     "  \"tools\": \"searchKnowledgeBase,ticketCreator\"\n"
     "}\n"
     "`")  # fmt: skip
# ---- Sourcegraph Cody: Deep Cody agentic context tools (<TOOL*> tags) ----
real("https://github.com/sourcegraph/cody/blob/dced3c1d49bc2088e489205dc26f22757f52961a/vscode/src/chat/agentic/prompts.ts#L30-L41 (items 3 to 5 of '## EXPECTED VALID OUTPUT' in REVIEW_PROMPT; cut at whole lines)", "neg-cody-review-prompt-tool-tag-examples",
     "3. If you need more information, use ONLY the appropriate <TOOL*> tag(s) in your response:\n"
     "    <example_response>\n"
     "        <TOOLFILE><name>path/to/file.ts</name></TOOLFILE><TOOLSEARCH><query>class Controller</query></TOOLSEARCH>\n"
     "    <example_response>\n"
     "4. If you can answer the <user_input> fully without context, respond with ONLY the word \"<{{ANSWER_TAG}}>\":\n"
     "    <example_response>\n"
     "        <{{ANSWER_TAG}}>\n"
     "    <example_response>\n"
     "5. If you can answer the <user_input> fully without context, but need to use tool per <user_input>:\n"
     "    <example_response>\n"
     "        <TOOLMEMORY><store>user's preferences</store></TOOLMEMORY><{{ANSWER_TAG}}>\n"
     "    <example_response>")  # fmt: skip
real("https://github.com/sourcegraph/cody/blob/dced3c1d49bc2088e489205dc26f22757f52961a/vscode/src/chat/agentic/CodyTool.ts#L139-L156 (class CliTool's constructor with its <TOOLCLI> examples; cut at whole lines)", "neg-cody-cli-tool-examples",
     "class CliTool extends CodyTool {\n"
     "    constructor() {\n"
     "        super({\n"
     "            title: 'Terminal',\n"
     "            tags: {\n"
     "                tag: ps`TOOLCLI`,\n"
     "                subTag: ps`cmd`,\n"
     "            },\n"
     "            prompt: {\n"
     "                instruction: ps`Execute safe command-line instructions.`,\n"
     "                placeholder: ps`SAFE_COMMAND`,\n"
     "                examples: [\n"
     "                    ps`Get output for git diff: \\`<TOOLCLI><cmd>git diff</cmd></TOOLCLI>\\``,\n"
     "                    ps`List files in a directory: \\`<TOOLCLI><cmd>ls -l</cmd></TOOLCLI>\\``,\n"
     "                ],\n"
     "            },\n"
     "        })\n"
     "    }")  # fmt: skip
real("https://github.com/sourcegraph/cody/blob/dced3c1d49bc2088e489205dc26f22757f52961a/vscode/src/chat/agentic/CodyTool.ts#L193-L209 (class FileTool's constructor with its <TOOLFILE> example; cut at whole lines)", "neg-cody-file-tool-example",
     "class FileTool extends CodyTool {\n"
     "    constructor() {\n"
     "        super({\n"
     "            title: 'Codebase File',\n"
     "            tags: {\n"
     "                tag: ps`TOOLFILE`,\n"
     "                subTag: ps`name`,\n"
     "            },\n"
     "            prompt: {\n"
     "                instruction: ps`To retrieve full content of a codebase file using non-relative path filename-DO NOT retrieve files that may contain secrets`,\n"
     "                placeholder: ps`FULL_FILENAME`,\n"
     "                examples: [\n"
     "                    ps`See the content of different files: \\`<TOOLFILE><name>path/foo.ts</name><name>path/bar.ts</name></TOOLFILE>\\``,\n"
     "                ],\n"
     "            },\n"
     "        })\n"
     "    }")  # fmt: skip
real("https://github.com/sourcegraph/cody/blob/dced3c1d49bc2088e489205dc26f22757f52961a/vscode/src/chat/agentic/CodyTool.ts#L224-L241 (class SearchTool's constructor with its <TOOLSEARCH> examples; cut at whole lines)", "neg-cody-search-tool-examples",
     "class SearchTool extends CodyTool {\n"
     "    constructor(private contextRetriever: Pick<ContextRetriever, 'retrieveContext'>) {\n"
     "        super({\n"
     "            title: 'Code Search',\n"
     "            tags: {\n"
     "                tag: ps`TOOLSEARCH`,\n"
     "                subTag: ps`query`,\n"
     "            },\n"
     "            prompt: {\n"
     "                instruction: ps`Perform a symbol query search in the codebase (Natural language search NOT supported)`,\n"
     "                placeholder: ps`SEARCH_QUERY`,\n"
     "                examples: [\n"
     "                    ps`Locate a symbol found in an error log: \\`<TOOLSEARCH><query>symbol name</query></TOOLSEARCH>\\``,\n"
     "                    ps`Search for a function named getController: \\`<TOOLSEARCH><query>getController</query></TOOLSEARCH>\\``,\n"
     "                ],\n"
     "            },\n"
     "        })\n"
     "    }")  # fmt: skip
