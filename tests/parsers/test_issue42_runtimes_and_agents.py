"""Issue 42, corpora cs, cu, cv, cw and cx: forms that newer runtimes' parsers and agents' own text parsers read.

- Meta CWM's `<tool: NAME>` blocks (parsers/readers/cwm_tool_blocks.py);
- Step-3.5's `<function NAME>` and tags whose `>` is lost at a line's end, and GLM-5.3-Flash's `<tool_call>NAME>{…}`,
  inside `<tool_call>` (readers/xml_tags.py, readers/xml_parameters.py);
- a tag's value in XML's CDATA escape (toolset.coerce);
- Qwen3.6's `[tool_call: NAME] KEY: "VALUE"]` (readers/bracket_calls.py);
- a ReAct string input over the lines to the reply's end, and a bold marker's `**` before a JSON input
  (readers/framework_calls.py);
- Muse Glimmer's tool in a namespace of its own name, and a tag's `null` for a parameter of no type (toolset.py);
- corpora cy to db: KaibanJS's `{"thought", "action", "actionInput"}` (calls.py), langchaingo's one-line MRKL action
  and BeeAI's `Tool Name:` lines (readers/framework_calls.py), Hy4's tags with no separator (readers/glm_tags.py),
  MiniMax-M3's nested elements typed by the schema (toolset.py), gpt-oss's recipient before its channel
  (readers/special_tokens.py), `[Calling tool: NAME(…)]` and its cut (readers/bracket_calls.py), Mistral's `[ARGS]`
  with no JSON after it (readers/json_tags.py), `<tool_call name="NAME" key="v"/>` (readers/half_applied_tags.py);
- corpora dc to df: ai-sdk-tool-call-middleware's YAML-in-XML (readers/yaml_elements.py), MiniCPM5's tags with the
  space before `name` lost or written `Ġ`, Step-3's call token with no name, DeepSeek's DSML tags with their bars lost,
  Muse Glimmer's fumbled `<|message|>` and recipients, and elements whose children are indented further;
- corpora dg to dj: Kimi's stripped call glued to a sentence's period and R1's `function<NAME>`
  (readers/special_tokens.py), Langroid's `<tool><request>NAME</request>…` (readers/framework_calls.py), SuperAGI's
  `{"tool": {…}}` and AgentScope's `[FUNCTION]{"function name": …}` (calls.py, readers/prefixed_calls.py), and a key
  without its value never repaired into an empty one (jsontext.repair);
- corpora dk to dn: Kimi-K2-Thinking's calls ending a thought it never closed with no section token
  (readers/markup.py), and a block under "looks something like this:" shown, not made (readers/formats_shown.py);
- corpora do to dr: DeepSeek V4's `<tool_call id="…" name="NAME">{…}` (readers/half_applied_tags.py) and DSML tags
  spaced as a chat window shows them (readers/invoke_tags.py), Moatless Tools' `Action: NAME` then its arguments
  (readers/framework_calls.py), and a fence of four backticks, or a code span of as many, shown (readers/markup.py);
- corpus ds: ModelScope-Agent's `{"api_name": NAME, "parameters": {…}}` (calls.py).
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.parsers.corpus import tool_schema
from tests.parsers.streamed import calls_of, read_streamed, stays_text

TOOLS: list[dict[str, Any]] = [
    tool_schema("bash", ("command",), command="string"),
    tool_schema("search", ("query",), query="string"),
    tool_schema("get_location", ()),
    tool_schema("read", ("path",), path="string", offset="integer"),
    tool_schema("edit", ("path", "old_text", "new_text"), path="string", old_text="string", new_text="string"),
]


# ---- Meta CWM ----------------------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("text", "call"),
    [
        ("<tool: bash>\nls -la\n</tool>", ("bash", {"command": "ls -la"})),
        ("<think>\nLook first.\n</think>\n<tool: bash>\npytest -q\n</tool>\n", ("bash", {"command": "pytest -q"})),
        ('<tool: read>\n{"path": "a.py", "offset": 3}\n</tool>', ("read", {"path": "a.py", "offset": 3})),
        ("<tool: read>\na.py\n</tool>", ("read", {"path": "a.py"})),
        ("<tool: bash>\n    cd src\n    ls\n</tool>", ("bash", {"command": "    cd src\n    ls"})),
        ("<tool:bash>pwd</tool>", ("bash", {"command": "pwd"})),
        # vLLM's variants: a generic label and the tool's name first in the body; an offered tool's label, `>` lost
        ('<tool: function>\nbash find . -name "*.py"\n</tool>', ("bash", {"command": 'find . -name "*.py"'})),
        ("</think> <tool: bash ls -la </tool>\n", ("bash", {"command": "ls -la"})),
    ],
)
def test_cwm_blocks_are_read(text: str, call: tuple[str, dict[str, Any]]) -> None:
    assert calls_of(read_streamed(text, TOOLS)) == [call]


def test_cwm_blocks_in_a_row_and_the_prose_around_them() -> None:
    result = read_streamed("Two steps.\n<tool: bash>\nls\n</tool>\n<tool: bash>\npwd\n</tool>\nDone.", TOOLS)
    assert calls_of(result) == [("bash", {"command": "ls"}), ("bash", {"command": "pwd"})]
    assert result.content == "Two steps.\n\nDone."


@pytest.mark.parametrize(
    ("text", "needle"),
    [
        ("<tool: bash>\nls -la\n", "cut off"),
        ("<tool: frobnicate>\nx\n</tool>", "frobnicate"),
        ("<tool: edit>\nfoo\n</tool>", "not a JSON object"),  # a tool of three parameters needs them named
    ],
)
def test_cwm_blocks_errors(text: str, needle: str) -> None:
    result = read_streamed(text, TOOLS)
    assert result.calls == [] and needle in result.errors[0].message


@pytest.mark.parametrize(
    "text",
    [
        "Use the `<tool: bash>` tag to run commands.",
        "You can call tools with <tool: NAME> then the input then </tool>.",
        "You have access to the following tools:\n\n<tool: bash>\n[command(s)]\n</tool>\nExecutes bash command(s).",
        "<tool: create>\n[path]\n[content]\n</tool>\nCreates a new file at [path] with [content].",
        "Example:\n<tool: bash>\nls\n</tool>",
        "<tool: $TOOL>\n$CONTENT\n</tool>",
        "<tool: function>\nfrobnicate x\n</tool>",  # a generic label, and no offered tool named first
        "<tool: zz ls </tool>",  # a lost `>` read only after an offered tool's name
        "<tool: frobnicate>\nnever closed",
    ],
)
def test_cwm_tags_named_shown_or_unread_stay_text(text: str) -> None:
    stays_text(text, TOOLS)


# ---- Step-3.5 and GLM-5.3-Flash inside <tool_call> -----------------------------------------------------------------
@pytest.mark.parametrize(
    "text",
    [
        "<tool_call><function bash><parameter=command>pwd</parameter></function></tool_call>",
        "<tool_call><function=bash\n<parameter=command\npwd</parameter></function></tool_call>",
        "<tool_call>\n<function=bash>\n<parameter=command\npwd\n</parameter>\n</function>\n</tool_call>",
        '<tool_call>bash>{"command": "pwd"}</tool_call>',
        '<tool_call>bash>{"command": "pwd"}',
    ],
)
def test_lapses_inside_a_call_block_are_read(text: str) -> None:
    assert calls_of(read_streamed(text, TOOLS)) == [("bash", {"command": "pwd"})]


@pytest.mark.parametrize(
    "text",
    [
        "The <function bash> tag.",  # outside a call block, no `=`: no function tag
        "<function=bash\n<parameter=command\npwd</parameter></function>",  # a lost `>` is read inside a block only
    ],
)
def test_those_lapses_outside_a_call_block_stay_text(text: str) -> None:
    stays_text(text, TOOLS)


def test_a_cut_lapse_is_cut_off() -> None:
    result = read_streamed("<tool_call><function=bash\n<parameter=command\npwd", TOOLS)
    assert result.calls == [] and "cut off" in result.errors[0].message


# ---- CDATA ---------------------------------------------------------------------------------------------------------
def test_a_tags_cdata_value_is_its_text() -> None:
    text = '<tool_call><function=bash><parameter=command><![CDATA[ls && echo "<b>"]]></parameter></function>'
    assert calls_of(read_streamed(text, TOOLS)) == [("bash", {"command": 'ls && echo "<b>"'})]


def test_a_tags_cdata_value_is_typed_by_the_schema() -> None:
    text = "<tool_call><function=read><parameter=path>a</parameter><parameter=offset><![CDATA[3]]></parameter>"
    assert calls_of(read_streamed(text + "</function></tool_call>", TOOLS)) == [("read", {"path": "a", "offset": 3})]


@pytest.mark.parametrize(
    ("text", "command"),
    [
        # two escapes in one value are no one escape: kept as written
        (
            "<tool_call><function=bash><parameter=command><![CDATA[a]]> <![CDATA[b]]></parameter></function>",
            "<![CDATA[a]]> <![CDATA[b]]>",
        ),
        ('<tool_call>{"name": "bash", "arguments": {"command": "<![CDATA[ls]]>"}}</tool_call>', "<![CDATA[ls]]>"),
    ],
)
def test_cdata_is_kept_where_it_is_no_tags_escape(text: str, command: str) -> None:
    assert calls_of(read_streamed(text, TOOLS)) == [("bash", {"command": command})]


def test_arguments_that_are_no_json_say_so() -> None:
    result = read_streamed('{"name": "bash", "arguments": {invalid json}}', TOOLS)
    assert result.calls == [] and "got text that is no JSON" in result.errors[0].message


# ---- Qwen3.6's bracketed name, then its arguments ------------------------------------------------------------------
def test_a_bracketed_name_then_its_arguments_is_a_call() -> None:
    text = '[[tool_call: read] path: "/a.md"][tool_call: read] path: "/b.md"]'
    assert calls_of(read_streamed(text, TOOLS)) == [("read", {"path": "/a.md"}), ("read", {"path": "/b.md"})]


@pytest.mark.parametrize(
    "text",
    [
        'Use [tool_call: read] path: "x" to read.',  # no `]` after the values on its line
        '[tool_call: read] path: "/a.md"',
        '[tool_call: read] then path: "/a.md"]',  # words, not a parameter's name, after the name
    ],
)
def test_a_bracketed_name_without_its_closing_bracket_stays_text(text: str) -> None:
    stays_text(text, TOOLS)


# ---- ReAct ---------------------------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("text", "command"),
    [
        ("Thought: x\nAction: bash\nAction Input: ls\n-la here", "ls\n-la here"),  # lines of words to the end
        ("Thought: x\nAction: bash\nAction Input: ls\n\nmore words", "ls"),  # a blank line ends it
        ("Thought: x\nAction: bash\nAction Input: ls\nObservation: ok", "ls"),  # a ReAct label ends it
        ("Thought: x\nAction: bash\nAction Input: ls\nObs", "ls"),  # or its start, where a stop sequence cut it
        ("Thought: x\nAction: bash\nAction Input: ls\nsee <b>", "ls"),  # a line holding markup ends it
        ('Action: bash\nAction Input: ** {"command": "ls"}', "ls"),  # a bold marker's leftover before the JSON
    ],
)
def test_react_string_inputs_end_where_the_frameworks_end_them(text: str, command: str) -> None:
    assert calls_of(read_streamed(text, TOOLS)) == [("bash", {"command": command})]


# ---- names and values ----------------------------------------------------------------------------------------------
GLIMMER = '<atem:function_calls>\n<atem:invoke name="{name}">\n<atem:parameter name="command">ls</atem:parameter>\n'
GLIMMER += "</atem:invoke>\n</atem:function_calls>"


def test_a_tool_in_a_namespace_of_its_own_name_is_that_tool() -> None:
    assert calls_of(read_streamed(GLIMMER.format(name="bash.bash"), TOOLS)) == [("bash", {"command": "ls"})]


@pytest.mark.parametrize("name", ["shell.bash", "bash.run", "bash.bash.bash"])
def test_other_dotted_names_are_no_offered_tool(name: str) -> None:
    assert read_streamed(GLIMMER.format(name=name), TOOLS).calls == []


UNTYPED = [{"name": "run", "parameters": {"type": "object", "properties": {"choice": {}, "text": {"type": "string"}}}}]


def test_a_tags_null_for_a_parameter_of_no_type_is_none() -> None:
    text = "<tool_call><function=run><parameter=choice>null</parameter><parameter=text>null</parameter></function>"
    assert calls_of(read_streamed(text, UNTYPED)) == [("run", {"choice": None, "text": "null"})]


# ---- corpora cy to db ----------------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "text",
    [
        '{"thought": "I need to search.", "action": "search", "actionInput": {"query": "x"}}',  # KaibanJS
        '```json\n{"thought": "I need to search.", "action": "search", "actionInput": {"query": "x"}}\n```',
        "Action:  search Action Input: x",  # langchaingo's MRKL parser reads one line
        'Thought: I can search.\nTool Name: search\nTool Caption: Searching\nTool Input: {"query": "x"}',  # BeeAI
        '[Calling tool: search({"query": "x"})]',  # vllm-mlx's Qwen fixture
        ' to=functions.search<|channel|>commentary json<|message|>{"query": "x"}<|call|>',  # exo's gpt-oss fixture
    ],
)
def test_agent_libraries_forms_are_read(text: str) -> None:
    assert calls_of(read_streamed(text, TOOLS)) == [("search", {"query": "x"})]


@pytest.mark.parametrize(
    "text",
    [
        '{"thought": "x", "action": "nope", "actionInput": {"query": "x"}}',  # an object beside a thought: offered only
        '{"thought": "x", "note": "y", "action": "search", "actionInput": {"query": "x"}}',  # a key no call has
        "We took the Action: search Action Inputs: none",
        "Tool Name: search\nand nothing else",
        "I was [Calling tool: search] earlier.",
    ],
)
def test_near_misses_of_those_forms_stay_text(text: str) -> None:
    stays_text(text, TOOLS)


def test_hy4_tags_with_no_separator_are_read() -> None:
    tag = "{0}:opensource>"
    text = "sure!" + "".join(
        tag.format(part)
        for part in ("<tool_calls", "<tool_call", "search<arg_key", "query</arg_key", "<arg_value", "x</arg_value")
    )
    text += "</tool_call:opensource><tool_call:opensource>bash</tool_call:opensource></tool_calls:opensource>"
    result = read_streamed(text, TOOLS)
    assert calls_of(result) == [("search", {"query": "x"})] and "bash" in result.errors[0].message


NESTED = [
    {
        "name": "create_event",
        "parameters": {
            "type": "object",
            "properties": {
                "title": {"type": "string"},
                "location": {"type": "object", "properties": {"zip": {"type": "integer"}, "city": {"type": "string"}}},
                "days": {"type": "array", "items": {"type": "integer"}},
            },
        },
    }
]


def test_nested_elements_are_typed_by_the_schema() -> None:
    text = (
        '<minimax:tool_call><invoke name="create_event"><title>Standup</title>'
        "<location><zip>10001</zip><city>007</city></location>"
        "<days><item>1</item><item>2</item></days></invoke></minimax:tool_call>"
    )
    arguments = {"title": "Standup", "location": {"zip": 10001, "city": "007"}, "days": [1, 2]}
    assert calls_of(read_streamed(text, NESTED)) == [("create_event", arguments)]


@pytest.mark.parametrize(
    ("text", "needle"),
    [
        ("[TOOL_CALLS]search[ARGS]not-json", "could not be read as JSON"),
        ('Let me check. [Calling tool: search({"query":"x"', "cut off"),
        ("[tool_call: search(query='x", "cut off"),
    ],
)
def test_broken_bracket_and_mistral_calls_are_errors(text: str, needle: str) -> None:
    result = read_streamed(text, TOOLS)
    assert result.calls == [] and needle in result.errors[0].message


@pytest.mark.parametrize("text", ["[TOOL_CALLS]nope[ARGS]not-json", "[tool_call: search(query='x\nmore text"])
def test_those_forms_unoffered_or_running_on_stay_text(text: str) -> None:
    stays_text(text, TOOLS)


@pytest.mark.parametrize(
    ("text", "calls"),
    [
        ('<tool_call name="read" path="a.py" offset="3"/>', [("read", {"path": "a.py", "offset": 3})]),
        (
            '<tool_call name="bash" command="ls" />\n<tool_call name="read" path="b"/>',
            [("bash", {"command": "ls"}), ("read", {"path": "b"})],
        ),
    ],
)
def test_a_tool_call_tag_with_its_name_an_attribute_is_a_call(text: str, calls: list[Any]) -> None:
    assert calls_of(read_streamed(text, TOOLS)) == calls


@pytest.mark.parametrize(
    "text",
    [
        '<tool_call name="nope" path="a.py"/>',
        'Use <tool_call name="read" path="x"/> to read.',
        '<tool_call name="read" path="a.py">',  # not self-closing
    ],
)
def test_that_tag_unoffered_named_or_open_stays_text(text: str) -> None:
    stays_text(text, TOOLS)


# ---- corpora dc to df ----------------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("text", "calls"),
    [
        ("<bash>\ncommand: ls -la\n</bash>", [("bash", {"command": "ls -la"})]),
        (
            "Let me look.\n<read>\n    path: a.py\n    offset: 3\n</read>\nDone!",
            [("read", {"path": "a.py", "offset": 3})],
        ),
        ("<bash>\ncommand: |\n  echo a\n  echo <b>\n</bash>", [("bash", {"command": "echo a\necho <b>\n"})]),
        ("<get_location/>\n<bash>\ncommand: ls\n</bash>", [("get_location", {}), ("bash", {"command": "ls"})]),
    ],
)
def test_yaml_in_a_tools_tag_is_a_call(text: str, calls: list[Any]) -> None:
    assert calls_of(read_streamed(text, TOOLS)) == calls


@pytest.mark.parametrize(
    "text",
    [
        "<div>\nclass: x\n</div>",  # no offered tool's tag
        "<bash>\ncolor: red\n</bash>",  # a key no parameter of it
        "<bash>\ncommand: [unclosed\n</bash>",  # no YAML
        "Example:\n<bash>\ncommand: ls\n</bash>",  # a format's example
        "text <bash>\ncommand: ls\n</bash>",  # a tag after words on its line
        "<read/>",  # a tool that needs arguments, called with none
    ],
)
def test_yaml_that_is_no_call_stays_text(text: str) -> None:
    stays_text(text, TOOLS)


def test_yaml_cut_off_is_an_error() -> None:
    result = read_streamed("<bash>\ncommand: ls\n", TOOLS)
    assert result.calls == [] and "cut off" in result.errors[0].message


@pytest.mark.parametrize(
    ("text", "calls"),
    [
        ('<functionname="read"><paramname="path">a.py</param></function>', [("read", {"path": "a.py"})]),
        ('<functionĠname="read"><paramĠname="path">a.py</param></function>', [("read", {"path": "a.py"})]),
        (
            '<｜tool_calls_begin｜><｜tool_call_begin｜>function<｜tool_sep｜><steptml:invoke name="get_location">'
            "</steptml:invoke><｜tool_call_end｜><｜tool_calls_end｜>",
            [("get_location", {})],
        ),
        (
            '<DSML｜tool_calls>\n<DSML｜invoke name="read">\n<DSML｜parameter name="path">a.py</DSML｜parameter>\n'
            "</DSML｜invoke>\n</DSML｜tool_calls>",
            [("read", {"path": "a.py"})],
        ),
        (
            '<DSMLtool_calls>\n<DSMLinvoke name="read">\n<DSMLparameter name="path">a.py</DSMLparameter>\n'
            "</DSMLinvoke>\n</DSMLtool_calls>",
            [("read", {"path": "a.py"})],
        ),
        ("<bash>\n          <command>ls</command>\n        </bash>", [("bash", {"command": "ls"})]),
    ],
)
def test_tokenizer_and_template_lapses_are_read(text: str, calls: list[Any]) -> None:
    assert calls_of(read_streamed(text, TOOLS)) == calls


ATEM_BLOCK = '<atem:function_calls>\n<atem:invoke name="{name}">\n<atem:parameter name="path">a</atem:parameter>\n'
ATEM_BLOCK += "</atem:invoke>\n</atem:function_calls><|eot|>"


@pytest.mark.parametrize(
    "text",
    [
        " to=read<|message|>" + ATEM_BLOCK.format(name="read<|message|>"),
        " to=read<|message|>" + ATEM_BLOCK.format(name="re<|message|>ad"),
        " to=read<|message|>" + ATEM_BLOCK.format(name="read").replace('read">', "read<|message|>"),
        " to=read.read<|message|>" + ATEM_BLOCK.format(name="read"),
        " to=atem:function_calls<|message|>" + ATEM_BLOCK.format(name="read"),
        " to=self<|message|>let me look<|eom|><|start|>assistant<|message|>" + ATEM_BLOCK.format(name="read"),
    ],
)
def test_glimmers_fumbled_tokens_and_recipients_are_read(text: str) -> None:
    assert calls_of(read_streamed(text, TOOLS)) == [("read", {"path": "a"})]


def test_a_glimmer_recipient_naming_another_tool_is_still_an_error() -> None:
    result = read_streamed(" to=bash<|message|>" + ATEM_BLOCK.format(name="read"), TOOLS)
    assert result.calls == [] and "names bash" in result.errors[0].message


# ---- corpora dg to dj ----------------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("text", "call"),
    [
        ('Let me list the directory.functions.bash:1{"command": "ls"}', ("bash", {"command": "ls"})),
        (
            '<｜tool▁calls▁begin｜>\n<｜tool▁call▁begin｜>\nfunction<bash>\n```json\n{"command": "ls"}\n```\n'
            "<｜tool▁call▁end｜>\n<｜tool▁calls▁end｜>",
            ("bash", {"command": "ls"}),
        ),
        (
            "Some text\n    <tool>\n        <request>read</request>\n        <path>a.py</path>\n"
            "        <offset>3</offset>\n    </tool>\nmore",
            ("read", {"path": "a.py", "offset": 3}),
        ),
        (
            "<tool><request>bash</request><command><![CDATA[\necho a\n]]></command></tool>",
            ("bash", {"command": "echo a"}),
        ),
        ('{"tool": {"name": "bash", "args": {"command": "ls"}}}', ("bash", {"command": "ls"})),
        ('x\n[FUNCTION]{"function name": "bash", "args": {"command": "ls"}}[/FUNCTION]', ("bash", {"command": "ls"})),
    ],
)
def test_more_agents_forms_are_read(text: str, call: tuple[str, dict[str, Any]]) -> None:
    assert calls_of(read_streamed(text, TOOLS)) == [call]


@pytest.mark.parametrize(
    "text",
    [
        "module.functions.bash:1 is a name",
        "<tool><request>nope</request><path>a</path></tool>",
        "<tool><request>read</request><color>red</color></tool>",  # an element no parameter of it
        "the content between [FUNCTION] and [/FUNCTION] must be JSON:\n"
        '[FUNCTION]{"function name": "xxx", "args": {"arg name": "xxx"}}[/FUNCTION]',
        '{"name": "read", "arguments": {"path": }}',  # a key with no value: never a call to read ""
        '{"name": "read", "arguments": {"path": , "offset": 3}}',
    ],
)
def test_near_misses_of_more_forms_stay_text(text: str) -> None:
    stays_text(text, TOOLS)


def test_a_key_without_its_value_in_a_call_block_is_an_error_not_an_empty_value() -> None:
    result = read_streamed('<tool_call>{"name": "read", "arguments": {"path": }}</tool_call>', TOOLS)
    assert result.calls == [] and result.errors


@pytest.mark.parametrize(
    ("text", "arguments"),
    [
        ('{"name": "bash", "arguments": {"command": "echo a: }"}}', {"command": "echo a: }"}),  # inside a string
        ("{'name': 'bash', 'arguments': {'command': 'a: ]'}}", {"command": "a: ]"}),
        # near-JSON that json-repair mends, a string holding the colon and closer: a value, not a missing one
        ('{"name": "bash", "arguments": {command: "echo a: }"}}', {"command": "echo a: }"}),
        ("{'name': 'bash', 'arguments': {'command': 'a: ]',}}", {"command": "a: ]"}),
    ],
)
def test_a_colon_before_a_closer_inside_a_string_is_kept(text: str, arguments: dict[str, Any]) -> None:
    assert calls_of(read_streamed(text, TOOLS)) == [("bash", arguments)]


# ---- corpora dk to dn ----------------------------------------------------------------------------------------------
def test_kimi_call_tokens_end_a_thought_never_closed() -> None:
    text = (
        "<think>I need two calls<|tool_call_begin|>functions.bash:0<|tool_call_argument_begin|>"
        '{"command": "ls"}<|tool_call_begin|>functions.read:1<|tool_call_argument_begin|>{"path": "a"}'
    )
    assert calls_of(read_streamed(text, TOOLS)) == [("bash", {"command": "ls"}), ("read", {"path": "a"})]


def test_kimi_call_tokens_with_more_thought_after_stay_a_draft() -> None:
    text = '<think>maybe <|tool_call_begin|>functions.bash:0<|tool_call_argument_begin|>{"command": "ls"} no'
    result = read_streamed(text, TOOLS)
    assert result.calls == [] and result.errors == []


@pytest.mark.parametrize("looks", ["looks something like this:", "looks roughly like this:", "looks like this:"])
def test_a_call_under_a_line_saying_what_it_looks_like_is_shown(looks: str) -> None:
    stays_text(
        f'The model will answer with JSON that {looks}\n{{"name": "bash", "arguments": {{"command": "ls"}}}}', TOOLS
    )


# ---- corpora do to dr ----------------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("text", "call"),
    [
        ('<tool_call id="call_00_x" name="read">\n{"path": "a.py"}\n</tool_call>', ("read", {"path": "a.py"})),
        (
            '< | DSML | tool_calls>\n< | DSML | invoke name="read">\n< | DSML | parameter name="path" string="true">'
            "a.py</ | DSML | parameter>\n</ | DSML | invoke>\n</ | DSML | tool_calls>",
            ("read", {"path": "a.py"}),
        ),
        ("Thought: look\nAction: read\n<path>a.py</path>\n<offset>3</offset>", ("read", {"path": "a.py", "offset": 3})),
        ("Action: bash\n<command>\nls -la\n</command>", ("bash", {"command": "ls -la"})),
        ('Thought: look\nAction: read\n{\n  "path": "a.py"\n}', ("read", {"path": "a.py"})),
    ],
)
def test_last_rounds_forms_are_read(text: str, call: tuple[str, dict[str, Any]]) -> None:
    assert calls_of(read_streamed(text, TOOLS)) == [call]


@pytest.mark.parametrize(
    "text",
    [
        "Action: read\n<color>red</color>",  # an element no parameter of it
        '````\n```tool_code\nbash(command="ls")\n```\n````\nthen',  # a fence shown in a fence of four backticks
        'Blocks like ```` ```tool_code ```` hold calls:\n  ````\n  ```tool_code\n  bash(command="ls")\n  ```\n  ````',
        "x ```` y",
    ],
)
def test_last_rounds_near_misses_stay_text(text: str) -> None:
    stays_text(text, TOOLS)


@pytest.mark.parametrize(
    "text", ['Action: nope\n{"a": 1}', '<tool_call id="x" name="nope">\n{"path": "a"}\n</tool_call>']
)
def test_those_forms_naming_no_tool_with_json_are_errors(text: str) -> None:
    result = read_streamed(text, TOOLS)
    assert result.calls == [] and "nope" in result.errors[0].message


def test_modelscope_api_name_objects_are_calls() -> None:
    text = '<|startofthink|>{"api_name": "read", "parameters": {"path": "a"}}<|endofthink|>'
    assert calls_of(read_streamed(text, TOOLS)) == [("read", {"path": "a"})]
