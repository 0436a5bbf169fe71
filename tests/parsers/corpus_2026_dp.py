# ruff: noqa: E501
"""Held-out set dp (issue 42): coding agents' own converters from a model's TEXT to tool calls, with their tests, gathered without reading the parser.

Families: goose's local-inference "native tool text" fallback (block/goose
crates/goose/src/providers/local_inference/native_tool_parsing.rs: an OpenAI message object written as text, a bare
`{"tool_calls": [...]}` object, a bare `[{"name", "arguments"}]` array, a `<function=NAME><parameter=KEY>` call);
goose's tool emulation for small local models without native calls (inference_emulated_tools.rs: the model is
prompted to write a shell command as a line starting with `$`, which goose runs as `developer__shell`); Moatless
Tools' ReAct completion (aorwall/moatless-tools tests/completion/test_react.py: `Thought: ...` then `Action: NAME`
followed by XML argument tags or a JSON object). Negatives: plain JSON arrays and a `tool_calls` list of strings, a
mid-sentence `$50`, text with no ReAct section. Errors: a ReAct action naming an
undeclared tool, a ReAct action whose JSON is invalid.

Sources: block/goose native_tool_parsing.rs tests (commit a14fc837), inference_emulated_tools.rs tests (commit
0dcb08ac; SHELL_TOOL is "developer__shell" in the local_inference module), aorwall/moatless-tools
tests/completion/test_react.py (commit 078314af). Texts are the fixtures' strings decoded from the Rust / Python
literals (Rust r#"..."# raw strings keep their backslashes; Python's non-raw `\\d` stays a backslash and a d).

Where this set departs from the fixture's expectation (a careful human's reading instead):
- moatless cases: Moatless copies the `Thought:` line into a `thoughts` field of the action's arguments; the model
  wrote it as prose before the action, so the calls here carry only the arguments under `Action:`. Values inside
  XML tags that open and close on their own lines are taken without those newlines, as the fixture does.
- goose-emulated-two-shell-lines: the fixture streams "Here:\\n$ cd /tmp\\n" and "Done.\\n$ ls\\n"; the text is the two
  chunks joined (goose notes that in practice generation stops after the first command).
- The `$ command` cases are calls only because goose's tiny-model prompt tells the model that such a line runs a
  shell command (the `developer__shell` tool); a line starting with `$` is otherwise a shown command.

Could not find (in the helper's 25 minutes): OpenHands' fn_call_converter tests, SWE-agent's tests/test_parsing.py,
mini-swe-agent, goose's toolshim.rs and local_inference/tool_parsing.rs are cited by corpora r, bp, cp, ak; goose's
llamacpp/inference_native_tools.rs tests feed OpenAI stream deltas (not text); Moatless' multi_tool_call tests use
native tool calls. Agentless, AutoCodeRover, bolt.diy, Devika, gpt-engineer, Sweep, Tabby's agent and Refact were not
searched for text tool-call fixtures for lack of time (Refact's scratchpads list no text-call parser by name).
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the sources' harnesses declared, with their parameters
TOOLS_DP: list[dict[str, Any]] = [
    # goose local inference: developer extension's shell
    tool_schema("developer__shell", ("command",), command="string"),
    # moatless test_react.py: the response schemas StringReplaceArgs, ViewCodeArgs, FindCodeSnippetArgs
    tool_schema(
        "StringReplace",
        ("path", "old_str", "new_str"),
        path="string",
        old_str="string",
        new_str="string",
        thoughts="string",
    ),
    tool_schema("ViewCode", ("files",), files="array", thoughts="string"),
    tool_schema("FindCodeSnippet", ("code_snippet",), code_snippet="string", file_pattern="string", thoughts="string"),
]

SOURCES_DP: dict[str, str] = {}
CASES_DP: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_DP[id] = source
    CASES_DP.append(Case(id, text, list(calls), **kw))


GOOSE_NATIVE = "https://github.com/block/goose/blob/a14fc837c6d3db524db86713611c4f913d7804b8/crates/goose/src/providers/local_inference/native_tool_parsing.rs"
GOOSE_EMU = "https://github.com/block/goose/blob/0dcb08ac307c8ab97d751eb560b3d30164187995/crates/goose/src/providers/local_inference/inference_emulated_tools.rs"
MOATLESS = "https://github.com/aorwall/moatless-tools/blob/078314af0f1be9a410861db73c620ac12ddcb906/tests/completion/test_react.py"
SHELL_PWD = ("developer__shell", {"command": "pwd"})

# ---- goose: a local model's native-format tool calls left in the text -----------------------------
real(GOOSE_NATIVE + " (test parses_openai_message_tool_calls)", "goose-native-openai-message-json",
     r'{"content":null,"tool_calls":[{"id":"call_1","type":"function","function":{"name":"developer__shell","arguments":"{\"command\":\"pwd\"}"}}]}',
     SHELL_PWD)  # fmt: skip
real(GOOSE_NATIVE + " (test parses_top_level_tool_calls)", "goose-native-top-level-tool-calls",
     r'{"tool_calls":[{"name":"developer__shell","arguments":{"command":"pwd"}}]}',
     SHELL_PWD)  # fmt: skip
real(GOOSE_NATIVE + " (test parses_top_level_tool_call_array)", "goose-native-tool-call-array",
     r'[{"name":"developer__shell","arguments":{"command":"pwd"}}]',
     SHELL_PWD)  # fmt: skip
real(GOOSE_NATIVE + " (test parses_xml_tool_calls)", "goose-native-xml-function",
     r"<function=developer__shell><parameter=command>pwd</parameter></function>",
     SHELL_PWD)  # fmt: skip
real(GOOSE_NATIVE + " (test ignores_plain_json_arrays)", "neg-goose-native-plain-json-array",
     r'["a","b"]')  # fmt: skip
real(GOOSE_NATIVE + " (test ignores_non_tool_call_arrays_in_tool_calls_field)", "neg-goose-native-tool-calls-of-strings",
     r'{"tool_calls":["a","b"]}')  # fmt: skip

# ---- goose: emulated tools for models without native calls (`$ command` lines) ----------------------
real(GOOSE_EMU + " (test text_then_shell_command)", "goose-emulated-text-then-shell-line",
     "Let me check:\n$ ls -la\n",
     ("developer__shell", {"command": "ls -la"}))  # fmt: skip
real(GOOSE_EMU + " (test shell_command_without_trailing_newline)", "goose-emulated-shell-line-alone",
     "$ whoami",
     ("developer__shell", {"command": "whoami"}))  # fmt: skip
real(GOOSE_EMU + " (test multiple_commands_on_separate_lines: the two streamed chunks joined)", "goose-emulated-two-shell-lines",
     "Here:\n$ cd /tmp\nDone.\n$ ls\n",
     ("developer__shell", {"command": "cd /tmp"}),
     ("developer__shell", {"command": "ls"}))  # fmt: skip
real(GOOSE_EMU + " (test dollar_sign_mid_sentence_is_not_command)", "neg-goose-emulated-dollar-mid-sentence",
     "It costs $50 per month")  # fmt: skip

# ---- Moatless Tools: ReAct `Action: NAME` with XML or JSON arguments --------------------------------
STRING_REPLACE = (
    "StringReplace",
    {
        "path": "test/file.py",
        "old_str": "def old_function():\n    pass",
        "new_str": "def new_function():\n    return True",
    },
)
real(MOATLESS + " (test_validate_react_format_valid: valid_response)", "moatless-react-action-xml-no-thought",
     "Action: StringReplace\n"
     "<path>test/file.py</path>\n"
     "<old_str>def old_function():\n    pass</old_str>\n"
     "<new_str>def new_function():\n    return True</new_str>",
     STRING_REPLACE)  # fmt: skip
real(MOATLESS + " (test_validate_react_format_with_thoughts: valid_response)", "moatless-react-thought-action-xml",
     "Thought: I should update the function to return True\n"
     "Action: StringReplace\n"
     "<path>test/file.py</path>\n"
     "<old_str>def old_function():\n    pass</old_str>\n"
     "<new_str>def new_function():\n    return True</new_str>",
     STRING_REPLACE)  # fmt: skip
real(MOATLESS + " (test_validate_completion_valid_xml_with_newlines / test_end_to_end_completion: valid_response)", "moatless-react-thought-action-xml-implementation",
     "Thought: I should update the function implementation\n"
     "Action: StringReplace\n"
     "<path>test/file.py</path>\n"
     "<old_str>def old_function():\n    pass</old_str>\n"
     "<new_str>def new_function():\n    return True</new_str>",
     STRING_REPLACE)  # fmt: skip
real(MOATLESS + " (test_validate_completion_valid_xml: valid_response, values on their own lines)", "moatless-react-xml-values-on-own-lines",
     "Thought: I should update the function implementation\n"
     "Action: StringReplace\n"
     "<path>test/file.py</path>\n"
     "<old_str>\ndef old_function():\n    pass\n</old_str>\n"
     "<new_str>\ndef new_function():\n    return True\n</new_str>",
     STRING_REPLACE)  # fmt: skip
real(MOATLESS + " (test_validate_completion_valid_json: valid_response)", "moatless-react-viewcode-json",
     "Thought: I need to view the code in the test file\n"
     "Action: ViewCode\n"
     "{\n"
     '    "files": [\n'
     "        {\n"
     '            "file_path": "test/file.py",\n'
     '            "start_line": 1,\n'
     '            "end_line": 10,\n'
     '            "span_ids": []\n'
     "        }\n"
     "    ]\n"
     "}",
     ("ViewCode", {"files": [{"file_path": "test/file.py", "start_line": 1, "end_line": 10, "span_ids": []}]}))  # fmt: skip
real(MOATLESS + " (test_validate_completion_find_code_snippet: valid_response)", "moatless-react-find-code-snippet",
     "Thought: I need to locate the exact line in `django/contrib/admin/options.py` where the regex pattern is generated without escaping the prefix. The code snippet provided in the task description is `pk_pattern = re.compile(r'{}-\\d+-{}$'.format(prefix, self.model._meta.pk.name))`. I will use this exact snippet to find the relevant code.\n"
     "\n"
     "Action: FindCodeSnippet\n"
     "<code_snippet>\n"
     "pk_pattern = re.compile(r'{}-\\d+-{}$'.format(prefix, self.model._meta.pk.name))\n"
     "</code_snippet>\n"
     "<file_pattern>django/contrib/admin/options.py</file_pattern>",
     ("FindCodeSnippet", {"code_snippet": "pk_pattern = re.compile(r'{}-\\d+-{}$'.format(prefix, self.model._meta.pk.name))", "file_pattern": "django/contrib/admin/options.py"}))  # fmt: skip
real(MOATLESS + " (test_validate_completion_invalid_action: invalid_response, an action no schema declares)", "err-moatless-react-unknown-action",
     "Thought: thinking\n"
     "Action: invalid_action\n"
     "{\n"
     '    "command": "test",\n'
     '    "args": ["--flag"]\n'
     "}", errors=["invalid_action"])  # fmt: skip  # gathered with no error given; an action naming no offered tool with a JSON object is an error naming it (corpus err- cases): the lead moved this expectation to that rule after measuring
real(MOATLESS + " (test_validate_completion_invalid_json: invalid_response)", "err-moatless-react-invalid-json",
     "Action: ViewCode\n"
     "{\n"
     "    invalid json content\n"
     "}", errors=["ViewCode"])  # fmt: skip  # gathered with no error given; an offered tool's arguments that are no JSON object are an error naming it (corpus err- cases): the lead moved this expectation to that rule after measuring
real(MOATLESS + " (test_validate_react_format_invalid_missing_action: invalid_response)", "neg-moatless-react-random-text",
     "Some random text without proper format")  # fmt: skip
