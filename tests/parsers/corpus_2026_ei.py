# ruff: noqa: E501
"""Held-out set ei (issue 42): Roo Code's legacy XML tool use (`<tool_name><param>value</param></tool_name>` written as text), gathered without reading the parser.

Families: the Cline-style XML tool use that Roo Code / Kilo Code asked models to write before native tool calling, as
Roo Code's XmlToolCallParser tests feed it (RooCodeInc/Roo-Code src/core/assistant-message/__tests__/XmlToolCallParser.spec.ts,
commit f39fad5): one tag a line calls of execute_command with a `<cwd>`, write_to_file (one-line,
multi-line, and CDATA-wrapped content), apply_diff holding a unified diff, list_files with `<recursive>` true/false,
search_files with a file_pattern, attempt_completion (also with an empty result), ask_followup_question whose
`<follow_up>` is a JSON list, switch_mode, use_mcp_tool whose `<arguments>` is a JSON object, read_file whose
`<files>` is a JSON list, two calls after a line of prose, a call between two paragraphs, two one-line read_file calls.
Negatives: a fenced call, an inline-code call, plain HTML tags.

Sources: RooCodeInc/Roo-Code XmlToolCallParser.spec.ts (commit f39fad5; not cited before: corpus cp cites the sibling
XmlToolCallFallbackParser.spec.ts, cr Cline's parseAssistantMessage.test.ts). Texts are the fixtures' template
literals, character for character (the multi-line write keeps the two tabs its second line has in the file). Tools
are Roo Code's built-ins with the parameters Roo declares (read_file's `path` of the XML form and `files` of the native
form; write_to_file's old optional line_count).

Where this set departs from the fixture's expectation: none of the cases kept (values are given with the JSON type
Roo's schema gives the parameter: recursive a boolean, follow_up, files a list, arguments an object). Left out:
the fixtures a plain reading leaves unclear (`<READ_FILE>` in capitals, `<edit_file>` resolved by alias to an
undeclared tool, `<path>   src/file.ts   </path>` that duplicates corpus cr), the plain-text negative, and fixtures
that repeat another kept one (simple read_file, execute_command without cwd, browser_action, new_task).

Could not find (in the helper's 30 minutes): issue threads of cline/cline, RooCodeInc/Roo-Code, Kilo-Org/kilocode,
ollama, llama.cpp and LM Studio quoting a local model's whole XML tool use in text are either cited already (Roo-Code
#10270, #10464, #11187, cline #1500, kilocode #1775 ...), show the reply only as a screenshot (Roo-Code #9172, #12121),
give no sample (Roo-Code #10437, #11106), or are cut by the search excerpt mid-call (cline #2625's DeepSeek
`<replace_in_file>`); issue examples written by the reporter (Roo-Code #3650, #3533) are not replies. So this set
holds no issue-thread reply, no cut-off and no error case.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the source's harness declared (Roo Code's built-ins named by the fixtures), with their parameters
TOOLS_EI: list[dict[str, Any]] = [
    tool_schema("read_file", (), path="string", files="array"),
    tool_schema("execute_command", ("command",), command="string", cwd="string"),
    tool_schema("write_to_file", ("path", "content"), path="string", content="string", line_count="integer"),
    tool_schema("apply_diff", ("path", "diff"), path="string", diff="string"),
    tool_schema("list_files", ("path",), path="string", recursive="boolean"),
    tool_schema("search_files", ("path", "regex"), path="string", regex="string", file_pattern="string"),
    tool_schema("attempt_completion", ("result",), result="string"),
    tool_schema("ask_followup_question", ("question",), question="string", follow_up="array"),
    tool_schema("switch_mode", ("mode_slug",), mode_slug="string", reason="string"),
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
    tool_schema(
        "browser_action", ("action",), action="string", url="string", coordinate="string", size="string", text="string"
    ),
    tool_schema("new_task", ("mode", "message"), mode="string", message="string", todos="string"),
]

SOURCES_EI: dict[str, str] = {}
CASES_EI: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_EI[id] = source
    CASES_EI.append(Case(id, text, list(calls), **kw))


ROO = "https://github.com/RooCodeInc/Roo-Code/blob/f39fad586eb34a04c24bdff06c2684707bff8ae4/src/core/assistant-message/__tests__/XmlToolCallParser.spec.ts"

# ---- single calls, one tag a line ------------------------------------------------------------------------------
real(ROO + " (execute_command tool: should parse execute_command with cwd)", "roo-xml-execute-command-with-cwd",
     "<execute_command>\n<command>npm test</command>\n<cwd>./packages/core</cwd>\n</execute_command>",
     ("execute_command", {"command": "npm test", "cwd": "./packages/core"}))  # fmt: skip
real(ROO + " (write_to_file tool: should parse write_to_file tool call)", "roo-xml-write-to-file-one-line",
     "<write_to_file>\n<path>test.ts</path>\n<content>console.log('hello')</content>\n</write_to_file>",
     ("write_to_file", {"path": "test.ts", "content": "console.log('hello')"}))  # fmt: skip
real(ROO + " (write_to_file tool: should preserve multi-line content)", "roo-xml-write-to-file-multiline",
     "<write_to_file>\n<path>test.ts</path>\n<content>function hello() {\n\t\tconsole.log('hello')\n}\n\nexport { hello }</content>\n</write_to_file>",
     ("write_to_file", {"path": "test.ts", "content": "function hello() {\n\t\tconsole.log('hello')\n}\n\nexport { hello }"}))  # fmt: skip
real(ROO + " (CDATA handling: should handle CDATA sections in content)", "roo-xml-write-to-file-cdata-content",
     "<write_to_file>\n<path>test.ts</path>\n<content><![CDATA[const x = 1; // This <should> work]]></content>\n</write_to_file>",
     ("write_to_file", {"path": "test.ts", "content": "const x = 1; // This <should> work"}))  # fmt: skip
real(ROO + " (apply_diff tool: should parse apply_diff tool call)", "roo-xml-apply-diff-unified",
     "<apply_diff>\n<path>src/file.ts</path>\n<diff>--- a/src/file.ts\n+++ b/src/file.ts\n@@ -1,3 +1,3 @@\n-const x = 1\n+const x = 2</diff>\n</apply_diff>",
     ("apply_diff", {"path": "src/file.ts", "diff": "--- a/src/file.ts\n+++ b/src/file.ts\n@@ -1,3 +1,3 @@\n-const x = 1\n+const x = 2"}))  # fmt: skip
real(ROO + " (list_files tool: should parse list_files tool call)", "roo-xml-list-files-recursive-true",
     "<list_files>\n<path>src/</path>\n<recursive>true</recursive>\n</list_files>",
     ("list_files", {"path": "src/", "recursive": True}))  # fmt: skip
real(ROO + " (list_files tool: should handle recursive=false)", "roo-xml-list-files-recursive-false",
     "<list_files>\n<path>./</path>\n<recursive>false</recursive>\n</list_files>",
     ("list_files", {"path": "./", "recursive": False}))  # fmt: skip
real(ROO + " (search_files tool: should parse search_files tool call)", "roo-xml-search-files-file-pattern",
     "<search_files>\n<path>src/</path>\n<regex>TODO:</regex>\n<file_pattern>*.ts</file_pattern>\n</search_files>",
     ("search_files", {"path": "src/", "regex": "TODO:", "file_pattern": "*.ts"}))  # fmt: skip
real(ROO + " (attempt_completion tool: should parse attempt_completion tool call)", "roo-xml-attempt-completion",
     "<attempt_completion>\n<result>The task has been completed successfully.</result>\n</attempt_completion>",
     ("attempt_completion", {"result": "The task has been completed successfully."}))  # fmt: skip
real(ROO + " (edge cases: should handle empty parameters)", "roo-xml-attempt-completion-empty-result",
     "<attempt_completion>\n<result></result>\n</attempt_completion>",
     ("attempt_completion", {"result": ""}))  # fmt: skip
real(ROO + " (switch_mode tool: should parse switch_mode tool call)", "roo-xml-switch-mode",
     "<switch_mode>\n<mode_slug>code</mode_slug>\n<reason>Need to implement the feature</reason>\n</switch_mode>",
     ("switch_mode", {"mode_slug": "code", "reason": "Need to implement the feature"}))  # fmt: skip

# ---- values that hold JSON ---------------------------------------------------------------------------------------
real(ROO + " (ask_followup_question tool: should parse ask_followup_question tool call)", "roo-xml-ask-followup-json-follow-up",
     "<ask_followup_question>\n<question>What file would you like me to read?</question>\n<follow_up>[{\"text\": \"src/file.ts\"}, {\"text\": \"package.json\"}]</follow_up>\n</ask_followup_question>",
     ("ask_followup_question", {"question": "What file would you like me to read?", "follow_up": [{"text": "src/file.ts"}, {"text": "package.json"}]}))  # fmt: skip
real(ROO + " (use_mcp_tool: should parse use_mcp_tool with JSON arguments)", "roo-xml-use-mcp-tool-json-arguments",
     "<use_mcp_tool>\n<server_name>my-server</server_name>\n<tool_name>my-tool</tool_name>\n<arguments>{\"key\": \"value\"}</arguments>\n</use_mcp_tool>",
     ("use_mcp_tool", {"server_name": "my-server", "tool_name": "my-tool", "arguments": {"key": "value"}}))  # fmt: skip
real(ROO + " (read_file tool: should handle read_file with files array in params)", "roo-xml-read-file-files-json-list",
     "<read_file>\n<files>[{\"path\": \"src/file.ts\"}]</files>\n</read_file>",
     ("read_file", {"files": [{"path": "src/file.ts"}]}))  # fmt: skip

# ---- calls and prose ---------------------------------------------------------------------------------------------
real(ROO + " (multiple tool calls: should parse multiple tool calls in sequence)", "roo-xml-prose-then-read-and-execute",
     "I'll first read the file and then execute a command.\n\n<read_file>\n<path>src/file.ts</path>\n</read_file>\n\n<execute_command>\n<command>npm test</command>\n</execute_command>",
     ("read_file", {"path": "src/file.ts"}), ("execute_command", {"command": "npm test"}))  # fmt: skip
real(ROO + " (multiple tool calls: should extract remaining text properly)", "roo-xml-read-file-between-paragraphs",
     "Here's my analysis:\n\n<read_file>\n<path>src/file.ts</path>\n</read_file>\n\nThis should help us understand the code.",
     ("read_file", {"path": "src/file.ts"}))  # fmt: skip
real(ROO + " (edge cases: should generate unique tool call IDs)", "roo-xml-two-one-line-read-files",
     "<read_file><path>file1.ts</path></read_file>\n<read_file><path>file2.ts</path></read_file>",
     ("read_file", {"path": "file1.ts"}), ("read_file", {"path": "file2.ts"}))  # fmt: skip

# ---- no call -----------------------------------------------------------------------------------------------------
real(ROO + " (containsXmlToolMarkup: should not detect tool markup in code blocks)", "neg-roo-fenced-one-line-call",
     "```\n<read_file><path>src/file.ts</path></read_file>\n```")  # fmt: skip
real(ROO + " (containsXmlToolMarkup: should not detect tool markup in inline code)", "neg-roo-inline-code-call",
     "Use `<read_file><path>src/file.ts</path></read_file>` to read files")  # fmt: skip
real(ROO + " (containsXmlToolMarkup: should not detect non-tool XML tags)", "neg-roo-html-tags",
     "<div>Hello</div><span>World</span>")  # fmt: skip
