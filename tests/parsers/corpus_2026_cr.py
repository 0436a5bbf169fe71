# ruff: noqa: E501
"""Held-out set cr (issue 42): test fixtures of a coding agent that parses a model's TEXT tool calls itself, gathered without reading the parser.

Families: Cline's assistant-message parsers (cline/cline src/core/assistant-message/__tests__/parseAssistantMessage.test.ts,
run against both parseAssistantMessage V1 and V2; the same strings recur in AssistantMessageParser.spec.ts, the
streaming parser's tests): the legacy `<tool_name><param>value</param></tool_name>` XML that Cline's system prompt
asks any model to write as text. Positives: a bare call, a call with three parameters, a call whose closing tool tag
never came, prose before / after / between calls, two calls back to back, a write_to_file whose content holds a
literal `</content>`, an execute_command whose command holds a whole `<read_file>` element, a search_files regex made
of HTML tags, a path with spaces round it, multi-line contents, a three-call reply with prose between, a call laid
out one tag a line. Negatives: an undeclared `<not_a_tool>` tag, an inline-code mention of `<read_file>`, a fenced
example, a fenced example inside a blockquote, a call inside an HTML comment. Cut: a reply that stops inside the
path's value.

Sources: cline/cline parseAssistantMessage.test.ts (commit 07db3c8). Texts are the fixtures' strings decoded from the
JS literals (template literals keep their tab indentation). Tools are Cline's built-ins named by the fixtures, with
Cline's parameter names; read_file's start_line/end_line and write_to_file's line_count are written as the fixtures use
them (integers), and only the parameters every fixture call carries are marked required.

Where this set departs from the fixture's expectation (a careful human's reading instead):
- cline-xml-read-file-no-closing-tool-tag: Cline keeps it as a partial (still streaming) tool use; the path element
  closed, so a reader sees a whole read_file call whose `</read_file>` was left off at the reply's end.
- neg-cline-xml-call-in-html-comment: both Cline parsers take the commented-out call as a call ("documents the current
  behavior rather than the ideal behavior"); a reader sees a call the model commented out, so no call.
- cline-xml-path-padded-with-spaces: the fixture trims the value; a reader also takes the path as "src/file.ts".
- Multi-line values: one newline right after an opening parameter tag is layout and dropped; the rest (the tab
  indentation the template literal gives every line, the last "\\n\\t" before the closing tag) is kept as written.

Left out: the fixtures whose reading is unclear (`<browser_action></browser_action>` with no parameter though Cline's
browser_action requires `action`; a call inside an unclosed ```javascript fence; `<read_file class="example">`; a
call inside a markdown link target; `**<read_file>**<path>…`; spaced `< read_file >`), the escaped-backtick negative,
and the generated ones (10,000 "A"s, a loop-built command).

Could not find (in the helper's 35 minutes): claude-code-router's stored tests (upstream and forks mixed in the index)
hold no model-text-to-call fixture found; LiteLLM's text-parsing fixtures were not reached by the code search; Roo
Code's parseAssistantMessage tests are not in the stored index (only its native and XML-fallback parser specs, the
latter cited by corpus cp); Kilo Code's, Void's, Zed's, Plandex's, Tabby's, Open WebUI's, any-llm's, aisuite's, ell's
and llm plugins' fixtures were not searched in the time left.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the source's harness declared (Cline's built-ins named by the fixtures), with their parameters
TOOLS_CR: list[dict[str, Any]] = [
    tool_schema("read_file", ("path",), path="string", start_line="integer", end_line="integer"),
    tool_schema("write_to_file", ("path", "content"), path="string", content="string", line_count="integer"),
    tool_schema("execute_command", ("command",), command="string", requires_approval="boolean"),
    tool_schema("search_files", ("path", "regex"), path="string", regex="string", file_pattern="string"),
]

SOURCES_CR: dict[str, str] = {}
CASES_CR: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_CR[id] = source
    CASES_CR.append(Case(id, text, list(calls), **kw))


CLINE = "https://github.com/cline/cline/blob/07db3c8824919afb830007aadd5d2126d4c39c1f/src/core/assistant-message/__tests__/parseAssistantMessage.test.ts"

# ---- single calls -------------------------------------------------------------------------------------------
real(CLINE + " (tool use parsing: should parse a simple tool use)", "cline-xml-read-file-bare",
     "<read_file><path>src/file.ts</path></read_file>",
     ("read_file", {"path": "src/file.ts"}))  # fmt: skip
real(CLINE + " (tool use parsing: should parse a tool use with multiple parameters)", "cline-xml-read-file-line-range",
     "<read_file><path>src/file.ts</path><start_line>10</start_line><end_line>20</end_line></read_file>",
     ("read_file", {"path": "src/file.ts", "start_line": 10, "end_line": 20}))  # fmt: skip
real(CLINE + " (tool use parsing: should mark tool use as partial when it's not closed; Cline keeps a partial tool use, a reader a whole call)", "cut-cline-xml-read-file-no-closing-tool-tag",
     "<read_file><path>src/file.ts</path>", errors=["cut off"])  # fmt: skip  # gathered as a whole call; a reply that ends before an element's closing tag may have had more arguments to write, so it is cut off (corpus cut- cases): the lead moved this expectation to that rule and renamed it after measuring
real(CLINE + " (special cases: should handle whitespace in parameters; the fixture trims the value)", "cline-xml-path-padded-with-spaces",
     "<read_file><path>  src/file.ts  </path></read_file>",
     ("read_file", {"path": "src/file.ts"}))  # fmt: skip
real(CLINE + " (special cases: parses real tool invocation with newline correctly)", "cline-xml-read-file-one-tag-a-line",
     "<read_file>\n<path>demo.txt</path>\n</read_file>",
     ("read_file", {"path": "demo.txt"}))  # fmt: skip

# ---- calls and prose ----------------------------------------------------------------------------------------
real(CLINE + " (mixed content parsing: should parse text followed by a tool use)", "cline-xml-prose-then-read-file",
     "Here's the file content: <read_file><path>src/file.ts</path></read_file>",
     ("read_file", {"path": "src/file.ts"}))  # fmt: skip
real(CLINE + " (mixed content parsing: should parse a tool use followed by text)", "cline-xml-read-file-then-prose",
     "<read_file><path>src/file.ts</path></read_file>Here's what I found in the file.",
     ("read_file", {"path": "src/file.ts"}))  # fmt: skip
real(CLINE + " (mixed content parsing: should parse multiple tool uses separated by text)", "cline-xml-two-read-files-prose-between",
     "First file: <read_file><path>src/file1.ts</path></read_file>Second file: <read_file><path>src/file2.ts</path></read_file>",
     ("read_file", {"path": "src/file1.ts"}), ("read_file", {"path": "src/file2.ts"}))  # fmt: skip
real(CLINE + " (special cases: should handle consecutive tool uses without text in between)", "cline-xml-two-read-files-back-to-back",
     "<read_file><path>file1.ts</path></read_file><read_file><path>file2.ts</path></read_file>",
     ("read_file", {"path": "file1.ts"}), ("read_file", {"path": "file2.ts"}))  # fmt: skip
real(CLINE + " (special cases: should handle a complex message with multiple content types)", "cline-xml-three-calls-prose-between",
     "I'll help you with that task.\n\n\t<read_file><path>src/index.ts</path></read_file>\n\n\tNow let's modify the file:\n\n\t<write_to_file><path>src/index.ts</path><content>\n\t// Updated content\n\tconsole.log(\"Hello world\");\n\t</content><line_count>2</line_count></write_to_file>\n\n\tLet's run the code:\n\n\t<execute_command><command>node src/index.ts</command></execute_command>",
     ("read_file", {"path": "src/index.ts"}),
     ("write_to_file", {"path": "src/index.ts", "content": "\t// Updated content\n\tconsole.log(\"Hello world\");\n\t", "line_count": 2}),
     ("execute_command", {"command": "node src/index.ts"}))  # fmt: skip

# ---- values that hold markup or several lines ---------------------------------------------------------------
real(CLINE + " (special cases: should handle the write_to_file tool with content that contains closing tags)", "cline-xml-write-content-holds-closing-content-tag",
     "<write_to_file><path>src/file.ts</path><content>\n\tfunction example() {\n\t// This has XML-like content: </content>\n\treturn true;\n\t}\n\t</content><line_count>5</line_count></write_to_file>",
     ("write_to_file", {"path": "src/file.ts", "content": "\tfunction example() {\n\t// This has XML-like content: </content>\n\treturn true;\n\t}\n\t", "line_count": 5}))  # fmt: skip
real(CLINE + " (special cases: should handle nested tool tags that aren't actually nested)", "cline-xml-command-holds-read-file-element",
     "<execute_command><command>echo '<read_file><path>test.txt</path></read_file>'</command></execute_command>",
     ("execute_command", {"command": "echo '<read_file><path>test.txt</path></read_file>'"}))  # fmt: skip
real(CLINE + " (special cases: should handle a tool use with a parameter containing XML-like content)", "cline-xml-search-regex-of-html-tags",
     "<search_files><regex><div>.*</div></regex><path>src</path></search_files>",
     ("search_files", {"regex": "<div>.*</div>", "path": "src"}))  # fmt: skip
real(CLINE + " (special cases: should handle multi-line parameters)", "cline-xml-write-multiline-content",
     "<write_to_file><path>file.ts</path><content>\n\tline 1\n\tline 2\n\tline 3\n\t</content><line_count>3</line_count></write_to_file>",
     ("write_to_file", {"path": "file.ts", "content": "\tline 1\n\tline 2\n\tline 3\n\t", "line_count": 3}))  # fmt: skip

# ---- no call --------------------------------------------------------------------------------------------------
real(CLINE + " (special cases: should handle malformed tool use tags)", "neg-cline-xml-undeclared-tag",
     "This has a <not_a_tool>malformed tag</not_a_tool>")  # fmt: skip
real(CLINE + " (special cases: treats inline <read_file> mention as plain text)", "neg-cline-inline-code-tool-mention",
     "Use the `<read_file>` tool when you need to read a file.")  # fmt: skip
real(CLINE + " (special cases: treats fenced code block mention as plain text)", "neg-cline-fenced-example-call",
     "Here is an example:\n```\n<read_file>\n<path>demo.txt</path>\n</read_file>\n```")  # fmt: skip
real(CLINE + " (code block edge cases: handles nested code blocks with tool tags)", "neg-cline-blockquoted-fenced-call",
     "Here's a nested code block:\n> ```\n> <read_file><path>test.txt</path></read_file>\n> ```")  # fmt: skip
real(CLINE + " (tool tag edge cases: handles HTML comments containing tool tags; Cline takes the call, 'not the ideal behavior')", "neg-cline-xml-call-in-html-comment",
     "<!-- <read_file><path>test.txt</path></read_file> -->")  # fmt: skip

# ---- cut off ----------------------------------------------------------------------------------------------------
real(CLINE + " (tool use parsing: should handle a partial parameter in a tool use)", "cut-cline-xml-read-file-inside-path",
     "<read_file><path>src/file.ts", errors=["cut off"])  # fmt: skip  # gathered with no error given; a reply cut inside a call is a cut-off error (corpus cut- cases): the lead moved this expectation to that rule after measuring
