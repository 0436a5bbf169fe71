# ruff: noqa: E501  (model outputs are kept as the sources wrote them)
"""A held-out set (issue 42), corpus r: tool calls as coding agents and editors met them from local models, read
before anyone tunes on it.

Calls: OpenHands' CodeAct `<function=NAME><parameter=KEY>` text with a malformed `<parameter=command=VALUE</parameter>`
and after prose; Qwen Code's flat JSON calls (arguments beside "name", or under "args"); Avante's ReAct
`<tool_use>{"name", "input"}</tool_use>` blocks and its fenced JSON call; SWE-agent's JSON action with the call under
"command"; Continue's system-message tool codeblocks (```tool / TOOL_NAME: / BEGIN_ARG: / END_ARG), fenced and bare;
Kimi K2 call sections left in the text by Kilo Code, spaced and naming no call index; a DeepSeek-R1 tool-calling
fine-tune's bare JSON call with "parameters" under gptel. Negatives: JSON that names a tool
it does not call or a tool nobody declared, fenced data, a fenced shell command, a harness's format template.
Cut-off calls: a `<function=...>` call, a `<tool_use>` block and a ```tool block that end mid-call.

Sources are the tools' own parser test fixtures (OpenHands tests/unit/llm/test_llm_fncall_converter.py, Qwen Code
packages/core/src/core/json-tool-call-fallback.test.ts, avante.nvim tests/libs/ReAct_parser2_spec.lua and
tests/providers/ollama_spec.lua, SWE-agent tests/test_parsing.py, Continue's toolCodeblocks tests, Kilo Code's
KimiToolCallParser.spec.ts), written from
what the models they serve send, and issue threads (gptel, mini-swe-agent). A source marked "variant" is that output
changed as its note says. Negatives (`neg-`) stay text with nothing taken from them; cut-off calls (`cut-`) are
errors naming the tool, never calls.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the sources' harnesses declared, with their parameters
TOOLS_R: list[dict[str, Any]] = [
    # OpenHands CodeAct (FNCALL_TOOLS in the fixture)
    tool_schema("execute_bash", ("command",), command="string"),
    tool_schema("finish"),
    tool_schema(
        "str_replace_editor",
        ("command", "path"),
        command="string",
        path="string",
        file_text="string",
        old_str="string",
        new_str="string",
        insert_line="integer",
        view_range="array",
    ),
    # Qwen Code (the fixture's known tools)
    tool_schema("agent", ("prompt",), prompt="string", subagent_type="string", run_in_background="boolean"),
    tool_schema("read_file", (), file_path="string", filePath="string"),  # Kilo Code's read_file takes filePath
    # avante.nvim
    tool_schema("str_replace", ("path",), path="string", old_str="string", new_str="string"),
    tool_schema("glob", ("path",), path="string", pattern="string"),
    tool_schema("grep", ("pattern",), pattern="string", path="string"),
    tool_schema("attempt_completion", ("result",), result="string"),
    # SWE-agent's fixture command
    tool_schema("ls", (), path="string"),
    # Continue's fixture tools
    tool_schema("test_tool", (), arg1="string"),
    tool_schema("first_tool", (), arg1="string"),
    tool_schema("second_tool", (), arg2="string"),
    # Kilo Code's Kimi fixture tools
    tool_schema("write_to_file", (), path="string", content="string"),
    tool_schema("example", (), outer="object", path="string"),
    tool_schema("tool1"),
    tool_schema("tool2"),
    # gptel's built-in current_time tool
    tool_schema("current_time", (), include_date="boolean", include_time="boolean"),
]

SOURCES_R: dict[str, str] = {}
CASES_R: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_R[id] = source
    CASES_R.append(Case(id, text, list(calls), **kw))


OPENHANDS = "OpenHands/OpenHands tests/unit/llm/test_llm_fncall_converter.py (CodeAct non-native function calling, the text format local models are prompted with)"
QWEN_CODE = "QwenLM/qwen-code packages/core/src/core/json-tool-call-fallback.test.ts (tryRecoverJsonToolCalls: JSON calls a local model wrote as plain text; the texts as JSON.stringify writes them)"
AVANTE_REACT = (
    "yetone/avante.nvim tests/libs/ReAct_parser2_spec.lua (ReAct parser for models without native tool calls)"
)
AVANTE_OLLAMA = (
    "yetone/avante.nvim tests/providers/ollama_spec.lua (ollama provider, model qwen-test, ReAct tool_use text)"
)
SWE_AGENT = "SWE-agent/SWE-agent tests/test_parsing.py"
CONTINUE = "continuedev/continue core/tools/systemMessageTools/toolCodeblocks/interceptSystemToolCalls.vitest.ts (system-message tools for models without native tool calls; the streamed chunks joined)"

# ---- OpenHands CodeAct <function=...> text ----------------------------------------------------------------------

real(OPENHANDS + " (test_malformed_parameter_parsing_recovery: 'models emit malformed parameter tags like <parameter=command=str_replace</parameter>')",
     "openhands-malformed-command-parameter",
     "<function=str_replace_editor>\n<parameter=command=str_replace</parameter>\n<parameter=path>/repo/app.py</parameter>\n"
     "<parameter=old_str>foo</parameter>\n<parameter=new_str>bar</parameter>\n</function>",
     ("str_replace_editor", {"command": "str_replace", "path": "/repo/app.py", "old_str": "foo", "new_str": "bar"}))  # fmt: skip
real(OPENHANDS + " (NON_FNCALL_RESPONSE_MESSAGE, the mocked inference response)",
     "openhands-grep-after-prose",
     "Let me search for the `_format_float` method mentioned in the PR description:\n\n<function=execute_bash>\n"
     '<parameter=command>grep -n "_format_float" /testbed/astropy/io/fits/card.py</parameter>\n</function>',
     ("execute_bash", {"command": 'grep -n "_format_float" /testbed/astropy/io/fits/card.py'}),
     content="Let me search for the `_format_float` method mentioned in the PR description:")  # fmt: skip
real(OPENHANDS + " (NON_FNCALL_MESSAGES, the third assistant turn)",
     "openhands-view-after-prose",
     "Let's look at the source code file mentioned in the PR description:\n\n<function=str_replace_editor>\n"
     "<parameter=command>view</parameter>\n<parameter=path>/testbed/astropy/io/fits/card.py</parameter>\n</function>",
     ("str_replace_editor", {"command": "view", "path": "/testbed/astropy/io/fits/card.py"}))  # fmt: skip
real(OPENHANDS + " (test_malformed_parameter_parsing_recovery); variant: the reply cut inside old_str",
     "cut-openhands-inside-old-str",
     "<function=str_replace_editor>\n<parameter=command=str_replace</parameter>\n<parameter=path>/repo/app.py</parameter>\n"
     "<parameter=old_str>fo",
     errors=["str_replace_editor"])  # fmt: skip

# ---- Qwen Code: flat JSON calls in plain text --------------------------------------------------------------------

real(QWEN_CODE + " ('recovers an array of JSON tool calls from plain text')",
     "qwen-code-flat-json-array-two-calls",
     '[{"name":"agent","prompt":"inspect the repo","subagent_type":"general-purpose","run_in_background":true},{"name":"read_file","file_path":"src/index.ts"}]',
     ("agent", {"prompt": "inspect the repo", "subagent_type": "general-purpose", "run_in_background": True}),
     ("read_file", {"file_path": "src/index.ts"}))  # fmt: skip
real(QWEN_CODE + " ('recovers a single object with nested args')",
     "qwen-code-json-call-with-args-key",
     '{"name":"read_file","args":{"file_path":"src/index.ts"}}',
     ("read_file", {"file_path": "src/index.ts"}))  # fmt: skip
real(QWEN_CODE + " ('rejects unknown tool names')",
     "neg-qwen-code-json-naming-undeclared-tool",
     '{"name":"not_registered","prompt":"x"}')  # fmt: skip
real(QWEN_CODE + " ('rejects ordinary JSON data that is not shaped like a tool call')",
     "neg-qwen-code-json-data-with-tool-name",
     '[{"name":"read_file","title":"example"}]')  # fmt: skip

# ---- avante.nvim ReAct <tool_use> and fenced JSON ----------------------------------------------------------------

real(AVANTE_OLLAMA + " ('emits a single stop event for multiple ReAct tool calls in one message')",
     "avante-three-tool-use-blocks",
     '<tool_use>{"name":"glob","input":{"path":"src"}}</tool_use>\n'
     '<tool_use>{"name":"grep","input":{"pattern":"#","path":"src"}}</tool_use>\n'
     '<tool_use>{"name":"attempt_completion","input":{"result":"done"}}</tool_use>\n',
     ("glob", {"path": "src"}), ("grep", {"pattern": "#", "path": "src"}), ("attempt_completion", {"result": "done"}))  # fmt: skip
real(AVANTE_OLLAMA + " ('marks incomplete ReAct tool calls as generating')",
     "cut-avante-tool-use-inside-path",
     '<tool_use>{"name":"str_replace","input":{"path":"src/ma',
     errors=["str_replace"])  # fmt: skip
real(AVANTE_REACT + " ('parses fenced json tool calls')",
     "avante-fenced-json-call-with-input",
     '```json\n{"name": "str_replace", "input": {"path": "src/main.ts"}}\n```',
     ("str_replace", {"path": "src/main.ts"}))  # fmt: skip
real(AVANTE_REACT + " ('keeps non-tool fenced json as text')",
     "neg-avante-fenced-json-data",
     '```json\n{"a": 1}\n```')  # fmt: skip

# ---- SWE-agent ---------------------------------------------------------------------------------------------------

real(SWE_AGENT + " (test_json_parser: the JsonParser's model response)",
     "swe-agent-json-thought-and-command",
     '{"thought": "List files", "command": {"name": "ls", "arguments": {"path": "."}}}',
     ("ls", {"path": "."}))  # fmt: skip
real(SWE_AGENT + " (test_thought_action_parser: a thought and a fenced shell command, with the fixture's ls command declared)",
     "neg-swe-agent-thought-and-fenced-command",
     "Let's look at the files in the current directory.\n```\nls -l\n```")  # fmt: skip

# ---- Continue's system-message tool codeblocks -------------------------------------------------------------------

real(CONTINUE + " ('processes standard tool call format')",
     "continue-tool-codeblock-after-prose",
     "I'll help you with that. Let me use a tool:\n```tool\nTOOL_NAME: test_tool\nBEGIN_ARG: arg1\nvalue1\nEND_ARG\n```",
     ("test_tool", {"arg1": "value1"}),
     content="I'll help you with that. Let me use a tool:")  # fmt: skip
real(CONTINUE + " ('processes tool_name without codeblock format')",
     "continue-tool-name-without-codeblock",
     "I'll help you with that.\nTOOL_NAME: test_tool\nBEGIN_ARG: arg1\nvalue1\nEND_ARG\n",
     ("test_tool", {"arg1": "value1"}))  # fmt: skip
real(CONTINUE + " ('parses multiple tool calls in a single response stream')",
     "continue-two-tool-codeblocks-with-text-between",
     "```tool\nTOOL_NAME: first_tool\nBEGIN_ARG: arg1\nvalue1\nEND_ARG\n```\nNow running another tool.\n"
     "```tool\nTOOL_NAME: second_tool\nBEGIN_ARG: arg2\nvalue2\nEND_ARG\n```",
     ("first_tool", {"arg1": "value1"}), ("second_tool", {"arg2": "value2"}))  # fmt: skip
real(CONTINUE + " ('stops processing when aborted': the stream ends after the tool name)",
     "cut-continue-tool-codeblock-after-name",
     "```tool\nTOOL_NAME: test_tool\n",
     errors=["test_tool"])  # fmt: skip

# ---- Kimi K2 sections with spaces and no call index (Kilo Code) -------------------------------------------------

KILO_KIMI = "Kilo-Org/kilocode src/core/assistant-message/__tests__/KimiToolCallParser.spec.ts (Kimi K2 call sections left in the text, spaced, the call named without an index)"
real(KILO_KIMI + " ('should parse a single tool call')",
     "kimi-k2-spaced-section-after-prose",
     'Let me read that file<|tool_calls_section_begin|> <|tool_call_begin|> functions.read_file <|tool_call_argument_begin|> {"filePath": "/test.txt"} <|tool_call_end|> <|tool_calls_section_end|>',
     ("read_file", {"filePath": "/test.txt"}),
     content="Let me read that file")  # fmt: skip
real(KILO_KIMI + " ('should parse multiple tool calls in one section')",
     "kimi-k2-two-calls-in-one-spaced-section",
     '<|tool_calls_section_begin|> <|tool_call_begin|> functions.read_file <|tool_call_argument_begin|> {"filePath": "/a.txt"} <|tool_call_end|> <|tool_call_begin|> functions.write_to_file <|tool_call_argument_begin|> {"content": "hello"} <|tool_call_end|> <|tool_calls_section_end|>',
     ("read_file", {"filePath": "/a.txt"}), ("write_to_file", {"content": "hello"}))  # fmt: skip
real(KILO_KIMI + " ('should handle nested JSON in arguments')",
     "kimi-k2-nested-json-arguments",
     '<|tool_calls_section_begin|> <|tool_call_begin|> functions.example <|tool_call_argument_begin|> {"outer": {"inner": "value", "nested": [1, 2, 3]}} <|tool_call_end|> <|tool_calls_section_end|>',
     ("example", {"outer": {"inner": "value", "nested": [1, 2, 3]}}))  # fmt: skip
real(KILO_KIMI + " ('should handle multiple complete sections in one chunk')",
     "kimi-k2-two-sections-with-text-between",
     "<|tool_calls_section_begin|> <|tool_call_begin|> functions.tool1 <|tool_call_argument_begin|> {} <|tool_call_end|> <|tool_calls_section_end|> some text <|tool_calls_section_begin|> <|tool_call_begin|> functions.tool2 <|tool_call_argument_begin|> {} <|tool_call_end|> <|tool_calls_section_end|> after text",
     ("tool1", {}), ("tool2", {}))  # fmt: skip

# ---- issue threads -----------------------------------------------------------------------------------------------

real("https://github.com/karthink/gptel/issues/1024 (MFDoom/deepseek-r1-tool-calling:7b on ollama under gptel, printed into the chat; the line after the user's '### What time is it?' heading)",
     "deepseek-r1-tool-calling-bare-json-with-parameters",
     '{"name": "current_time", "parameters": {"include_date": true, "include_time": true}}',
     ("current_time", {"include_date": True, "include_time": True}))  # fmt: skip
real("https://github.com/SWE-agent/mini-swe-agent/issues/547 (mini-swe-agent 1.13.2's system_template, quoted from a trajectory: the format a local model is told to answer in)",
     "neg-mini-swe-agent-format-example",
     "Format your response as shown in <format_example>.\n\n<format_example>\nYour reasoning and analysis here. Explain why you want to perform the action.\n\n```bash\nyour_command_here\n```\n</format_example>")  # fmt: skip
