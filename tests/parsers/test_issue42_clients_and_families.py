"""Issue 42, corpora ci, cj, ck and cl: forms that agent frameworks, chat clients and newer families write.

- Apertus's `<|tools_prefix|>[{NAME: ARGS}]<|tools_suffix|>` and Solar Open's `<|tool_call:begin|>…` tokens
  (parsers/readers/family_tokens.py);
- Cherry Studio's `<tool_use><name>…</name><arguments>…</arguments></tool_use>` (readers/xml_tags.py);
- MCP's JSON-RPC `tools/call` request written as text, and NextChat's ```json:mcp:CLIENT fence (calls.py, markup.py);
- UI-TARS's `Action: click(start_box='…')`, and a ReAct input whose line introduces a fence below it
  (readers/framework_calls.py);
- LangChain's `action_input` holding a list, for a tool with one parameter (calls.py);
- a fence glued to a word, which no sentence quotes (readers/formats_shown.py).
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.parsers.corpus import tool_schema
from tests.parsers.streamed import calls_of, read_streamed, stays_text

TOOLS: list[dict[str, Any]] = [
    tool_schema("get_weather", ("location",), location="string"),
    tool_schema("search", ("q",), q="string"),
    tool_schema("click", (), start_box="string"),
    tool_schema("evaluate_code", ("tool_input",), tool_input="string"),
    tool_schema("metabase", ("tool_input",), tool_input="array"),
    tool_schema("blogpost", ("tool_input",), tool_input="string"),
]
SEOUL = ("get_weather", {"location": "Seoul"})


# ---- Apertus ------------------------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "text",
    [
        '<|tools_prefix|>[{"get_weather": {"location": "Seoul"}}]<|tools_suffix|>',
        '<|tools_prefix|>[{"name": "get_weather", "arguments": {"location": "Seoul"}}]<|tools_suffix|>',
        '<|tools_prefix|>[{"get_weather": {"location": "Seoul"}}]',
    ],
)
def test_apertus_calls_are_read(text: str) -> None:
    result = read_streamed(text, TOOLS)
    assert calls_of(result) == [SEOUL] and result.errors == [] and result.content == ""


def test_apertus_reads_several_calls_and_keeps_the_prose_before() -> None:
    text = 'Checking.<|tools_prefix|>[{"get_weather": {"location": "Seoul"}}, {"search": {"q": "x"}}]<|tools_suffix|>'
    result = read_streamed(text, TOOLS)
    assert calls_of(result) == [SEOUL, ("search", {"q": "x"})] and result.content == "Checking."


def test_apertus_ends_its_block_at_its_own_list_not_at_a_later_suffix() -> None:
    text = '<|tools_prefix|>[{"get_weather": {"location": "Seoul"}}]\nDone, see <|tools_suffix|> below.'
    result = read_streamed(text, TOOLS)
    assert calls_of(result) == [SEOUL] and result.content == "Done, see <|tools_suffix|> below."


@pytest.mark.parametrize(
    ("text", "needle"),
    [
        ('<|tools_prefix|>[{"get_wether": {"location": "Seoul"}}]<|tools_suffix|>', "get_wether"),
        ('<|tools_prefix|>[{"get_weather": {"location": "Seo', "cut off"),
        ('<|tools_prefix|>[{"get_weather": "Seoul"}]<|tools_suffix|>', "tools_prefix"),
    ],
)
def test_apertus_errors(text: str, needle: str) -> None:
    result = read_streamed(text, TOOLS)
    assert result.calls == [] and len(result.errors) == 1 and needle in result.errors[0].message


def test_an_empty_apertus_list_calls_nothing() -> None:
    result = read_streamed("<|tools_prefix|>[]<|tools_suffix|>", TOOLS)
    assert result.calls == [] and result.errors == [] and result.content == ""


@pytest.mark.parametrize("text", ["Apertus writes <|tools_prefix|> before its calls.", "<|tools_prefix|> and more"])
def test_the_apertus_token_named_stays_text(text: str) -> None:
    stays_text(text, TOOLS)


# ---- Solar Open ---------------------------------------------------------------------------------------------------
SOLAR = "<|tool_call:begin|>{id}<|tool_call:name|>{name}<|tool_call:args|>{args}<|tool_call:end|>"


def test_solar_open_calls_are_read() -> None:
    first = SOLAR.format(id=0, name="get_weather", args='{"location":"Seoul"}')
    second = SOLAR.format(id=1, name="search", args='{"q":"x"}')
    result = read_streamed("<|tool_calls|>" + first + second, TOOLS)
    assert calls_of(result) == [SEOUL, ("search", {"q": "x"})] and result.content == ""


@pytest.mark.parametrize(
    ("text", "needle"),
    [
        (SOLAR.format(id=0, name="nope", args="{}"), "nope"),
        ('<|tool_call:begin|>0<|tool_call:name|>get_weather<|tool_call:args|>{"location":"Se', "cut off"),
    ],
)
def test_solar_open_errors(text: str, needle: str) -> None:
    result = read_streamed(text, TOOLS)
    assert result.calls == [] and len(result.errors) == 1 and needle in result.errors[0].message


def test_the_solar_open_token_named_stays_text() -> None:
    stays_text("Solar Open opens each call with <|tool_call:begin|> and an id.", TOOLS)


# ---- Cherry Studio's <tool_use> -----------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "text",
    [
        '<tool_use><name>search</name><arguments>{"q": "x"}</arguments></tool_use>',
        'I will search.\n<tool_use>\n  <name>search</name>\n  <arguments>{"q": "x"}</arguments>\n</tool_use>',
    ],
)
def test_cherry_studio_tool_use_is_read(text: str) -> None:
    result = read_streamed(text, TOOLS)
    assert calls_of(result) == [("search", {"q": "x"})] and result.errors == []
    assert "<tool_use>" not in result.content


@pytest.mark.parametrize(
    "text", ["Wrap each call in <tool_use> tags.", "<tool_use>\n<name>search</name>\nThat is the tag for a name."]
)
def test_tool_use_without_its_name_and_arguments_stays_text(text: str) -> None:
    stays_text(text, TOOLS)


# ---- MCP's tools/call, and NextChat's json:mcp fence ----------------------------------------------------------------
RPC = '{"method": "tools/call", "params": {"name": "search", "arguments": {"q": "x"}}}'


@pytest.mark.parametrize("text", [RPC, f"```json\n{RPC}\n```", f"```json:mcp:demo-client\n{RPC}\n```"])
def test_an_mcp_tools_call_request_is_a_call(text: str) -> None:
    result = read_streamed(text, TOOLS)
    assert calls_of(result) == [("search", {"q": "x"})] and result.errors == []


@pytest.mark.parametrize(
    "text",
    [
        '{"method": "tools/list", "params": {}}',
        # the protocol's own message, as a spec or a log quotes it (corpus bp's MCP specification)
        '**Request:**\n```json\n{"jsonrpc": "2.0", "id": 2, "method": "tools/call", "params": {"name": "search", '
        '"arguments": {"q": "x"}}}\n```',
        '{"method": "tools/call", "params": {"name": "search", "arguments": {"q": "x"}}, "result": 1}',
        "```json:package.json\n" + '{"name": "search", "arguments": {"q": "x"}}' + "\n```\nand more",
    ],
)
def test_other_requests_and_labelled_files_stay_text(text: str) -> None:
    assert read_streamed(text, TOOLS).calls == []


# ---- UI-TARS's action line, and a ReAct input that introduces a fence --------------------------------------------
def test_a_ui_tars_action_line_is_a_call() -> None:
    text = "Thought: I need to click the icon.\nAction: click(start_box='<bbox>637 964 637 964</bbox>')"
    result = read_streamed(text, TOOLS)
    assert calls_of(result) == [("click", {"start_box": "<bbox>637 964 637 964</bbox>"})]
    assert result.content == "Thought: I need to click the icon."


@pytest.mark.parametrize(
    "text",
    [
        "Action: click(start_box='a') and then wait",
        "Action: unknown(x='a')",
        "Use this format:\nAction: click(start_box='a')",
        "Action: click(start_box=box)",
    ],
)
def test_action_lines_that_are_no_call_stay_text(text: str) -> None:
    stays_text(text, TOOLS)


def test_a_ui_tars_action_cut_off_is_an_error() -> None:
    result = read_streamed("Action: click(start_box='<bbox>637 9", TOOLS)
    assert result.calls == [] and len(result.errors) == 1 and "cut off" in result.errors[0].message


def test_a_react_input_line_introducing_a_fence_takes_the_fence() -> None:
    code = '```python\nprint("abc"[::-1])\n```'
    text = f"Thought: Yes\nAction: evaluate_code\nAction Input: Evaluate with the following Python content:\n{code}"
    result = read_streamed(text, TOOLS)
    assert calls_of(result) == [
        ("evaluate_code", {"tool_input": f"Evaluate with the following Python content:\n{code}"})
    ]


def test_a_react_input_line_without_a_colon_ends_at_its_line() -> None:
    text = "Action: evaluate_code\nAction Input: print(1)\n```python\nx\n```"
    assert calls_of(read_streamed(text, TOOLS)) == [("evaluate_code", {"tool_input": "print(1)"})]


# ---- LangChain's action_input -------------------------------------------------------------------------------------
def test_a_list_action_input_goes_to_the_tools_one_parameter() -> None:
    text = '```\n{"action": "metabase", "action_input": ["GET", "/api/table/1"]}\n```'
    assert calls_of(read_streamed(text, TOOLS)) == [("metabase", {"tool_input": ["GET", "/api/table/1"]})]


def test_a_list_action_input_for_a_string_parameter_is_an_error() -> None:
    result = read_streamed('{"action": "blogpost", "action_input": ["a", "b"]}', TOOLS)
    assert result.calls == [] and len(result.errors) == 1


# ---- a fence glued to a word --------------------------------------------------------------------------------------
BLOB = '{\n "action": "blogpost",\n "action_input": "hello"\n}'


def test_a_fence_glued_to_a_word_is_read_though_a_sentence_runs_around_it() -> None:
    text = f"Here we have some boilerplate nonsense```json\n{BLOB}\n``` and at the end there is more nonsense"
    assert calls_of(read_streamed(text, TOOLS)) == [("blogpost", {"tool_input": "hello"})]


def test_a_fence_on_its_own_lines_that_a_sentence_runs_around_stays_text() -> None:
    stays_text(f"After splitting, the resulting segment\n```json\n{BLOB}\n```\nwas passed whole to the tool.", TOOLS)


# ---- corpora cm and cn: Qwen3-Coder's format half-applied, gptme's blocks, DSPy's nested list -------------------
QWEN_TOOLS: list[dict[str, Any]] = [
    tool_schema("write_file", ("path", "content"), path="string", content="string"),
    tool_schema("send_message", ("recipient", "body"), recipient="string", body="string"),
    {
        "name": "set_alarm",
        "parameters": {
            "type": "object",
            "properties": {"time": {"type": "string"}, "label": {"type": ["string", "null"]}},
            "required": ["time"],
        },
    },
    tool_schema("shell", ("command",), command="string"),
    tool_schema("ipython", ("code",), code="string"),
    tool_schema("complete", ()),
    tool_schema("search", ("query",), query="string"),
]
WRITE = ("write_file", {"path": "a.py", "content": "x = 1"})


@pytest.mark.parametrize(
    "text",
    [
        # Qwen2.5: elements named after the parameters inside <function=NAME>
        "<tool_call>\n<function=write_file>\n<path>\na.py\n</path>\n<content>\nx = 1\n</content>\n</function>",
        # GLM-4.7: the function tag's `<` lost, its parameters' tags whole
        "<tool_call>function=write_file>\n<parameter=path>\na.py\n</parameter>\n<parameter=content>\nx = 1\n"
        "</parameter>\n</function>",
        # GLM-4.7: the name alone on its line, then elements, closed by </NAME>
        "<tool_call>write_file\n<path>a.py</path>\n<content>x = 1</content>\n</write_file>",
        # DeepSeek-V3.1: each key as the tag's text, then its value
        "<tool_call>\n<function=write_file>\n<parameter>path</parameter>\na.py\n</parameter>\n"
        "<parameter>content</parameter>\nx = 1\n</parameter>\n</function>\n</tool_call>",
        # Llama 3.1: the name in <function>…</function>, then keys as tags' text, values after them
        "<tool_call>\n<function>write_file</function>\n<parameter>path</parameter>\na.py\n"
        "<parameter>content</parameter>\nx = 1\n</function>\n</tool_call>",
    ],
)
def test_qwen3_coder_format_half_applied_is_read(text: str) -> None:
    result = read_streamed(text, QWEN_TOOLS)
    assert calls_of(result) == [WRITE] and result.errors == [] and result.content == ""


@pytest.mark.parametrize(
    "text",
    [
        "<tool_call>\n<function=write_file>\n<note>\na.py\n</note>\n</function>",  # no parameter of the tool
        "<tool_call>function=nope>\n<parameter=path>\na.py\n</parameter>\n</function>",  # no offered tool
    ],
)
def test_elements_or_names_no_tool_has_are_no_call(text: str) -> None:
    assert read_streamed(text, QWEN_TOOLS).calls == []


def test_a_tags_null_is_none_for_a_parameter_that_may_be_null() -> None:
    text = "<tool_call>\n<function=set_alarm>\n<parameter=time>\n07:30\n</parameter>\n<parameter=label>\nnull\n"
    result = read_streamed(text + "</parameter>\n</function>\n</tool_call>", QWEN_TOOLS)
    assert calls_of(result) == [("set_alarm", {"time": "07:30", "label": None})]


def test_a_json_string_null_stays_a_string() -> None:
    text = '{"name": "set_alarm", "arguments": {"time": "07:30", "label": "null"}}'
    assert calls_of(read_streamed(text, QWEN_TOOLS)) == [("set_alarm", {"time": "07:30", "label": "null"})]


@pytest.mark.parametrize(
    ("text", "calls"),
    [
        ("<tool-use>\n<shell>\nls -la\n</shell>\n</tool-use>", [("shell", {"command": "ls -la"})]),
        ("some text <tool-use>\n<complete>\n</complete>\n</tool-use>", [("complete", {})]),
        (
            "<tool-use>\n<shell>ls</shell>\n<ipython>print(1)</ipython>\n</tool-use>",
            [("shell", {"command": "ls"}), ("ipython", {"code": "print(1)"})],
        ),
        (
            '<function_calls>\n<invoke name="ipython">\nprint("hi")\n</invoke>\n</function_calls>',
            [("ipython", {"code": 'print("hi")'})],
        ),
    ],
)
def test_gptme_blocks_are_read(text: str, calls: list[tuple[str, dict[str, Any]]]) -> None:
    result = read_streamed(text, QWEN_TOOLS)
    assert calls_of(result) == calls and result.errors == []


@pytest.mark.parametrize(
    ("text", "needle"),
    [("<tool-use>\n<rm>\nx\n</rm>\n</tool-use>", "rm"), ("<tool-use>\n<shell>\nls -l", "cut off")],
)
def test_gptme_blocks_errors(text: str, needle: str) -> None:
    result = read_streamed(text, QWEN_TOOLS)
    assert result.calls == [] and len(result.errors) == 1 and needle in result.errors[0].message


@pytest.mark.parametrize("text", ["Wrap each call in <tool-use> tags.", "<tool-use>\nnothing here\n</tool-use>"])
def test_gptme_tags_without_an_element_stay_text(text: str) -> None:
    stays_text(text, QWEN_TOOLS)


def test_dspy_nested_tool_calls_are_read() -> None:
    text = '{"tool_calls": {"tool_calls": [{"name": "search", "args": {"query": "cats"}}]}}'
    assert calls_of(read_streamed(text, QWEN_TOOLS)) == [("search", {"query": "cats"})]


# ---- corpus cp: Kimi's call tokens with the argument token left out (goose's toolshim reads them) -----------------
def test_a_kimi_call_without_its_argument_token_is_read() -> None:
    text = (
        '<|tool_calls_section_begin|> <|tool_call_begin|> functions.search:1  {"query": "x"} <|tool_call_end|> '
        "<|tool_calls_section_end|>"
    )
    result = read_streamed(text, QWEN_TOOLS)
    assert calls_of(result) == [("search", {"query": "x"})] and result.errors == [] and result.content == ""


def test_a_kimi_call_token_with_no_json_after_its_id_is_an_error() -> None:
    result = read_streamed("<|tool_call_begin|> functions.search:0 GARBAGE <|tool_call_end|>", QWEN_TOOLS)
    assert result.calls == [] and len(result.errors) == 1


# ---- corpora cq and cr: Solar Open 2, other families' forms inside <tool_call>, Cline's elements between sentences
SOLAR2 = "<|tool_call:start|>search\n<|tool_arg:start|>query<|tool_arg:value|>{}<|tool_arg:end|>\n<|tool_call:end|>"


def test_solar_open2_calls_are_read() -> None:
    result = read_streamed("I'll look." + SOLAR2.format("a") + "\n" + SOLAR2.format("b"), QWEN_TOOLS)
    assert (
        calls_of(result) == [("search", {"query": "a"}), ("search", {"query": "b"})] and result.content == "I'll look."
    )


@pytest.mark.parametrize(
    ("text", "needle"),
    [
        ("<|tool_call:start|>search\n<|tool_arg:start|>query<|tool_arg:value|>Seo", "cut off"),
        ("<|tool_call:start|>nope\n<|tool_arg:start|>q<|tool_arg:value|>x<|tool_arg:end|>\n<|tool_call:end|>", "nope"),
    ],
)
def test_solar_open2_errors(text: str, needle: str) -> None:
    result = read_streamed(text, QWEN_TOOLS)
    assert result.calls == [] and len(result.errors) == 1 and needle in result.errors[0].message


def test_the_solar_open2_token_named_stays_text() -> None:
    stays_text("Solar Open 2 starts each call with <|tool_call:start|> and the tool's name.", QWEN_TOOLS)


@pytest.mark.parametrize(
    ("text", "call"),
    [
        (
            'Some preamble.\n<tool_call>assistant to=functions.search json\n{"query": "x"}\n</tool_call>',
            ("search", {"query": "x"}),
        ),
        ('<tool_call>search(query="x")</tool_call>', ("search", {"query": "x"})),
    ],
)
def test_other_families_forms_inside_tool_call_are_read(text: str, call: tuple[str, dict[str, Any]]) -> None:
    assert calls_of(read_streamed(text, QWEN_TOOLS)) == [call]


ELEMENT = "<search><query>cats</query></search>"


@pytest.mark.parametrize(
    "text",
    [
        f"First, I'll search. {ELEMENT} That should find them.",
        f"Here's the search: {ELEMENT}",
        f"{ELEMENT} That should find them.",
    ],
)
def test_an_element_between_sentences_is_a_call(text: str) -> None:
    result = read_streamed(text, QWEN_TOOLS)
    assert calls_of(result) == [("search", {"query": "cats"})] and "<search>" not in result.content


@pytest.mark.parametrize(
    "text",
    [
        f"Use {ELEMENT} to search.",
        f"For example: {ELEMENT}",
        f"Call it like this: {ELEMENT}",
        "Write the <search> tag with a <query> inside it.",
        f"Usage:\nRun it. {ELEMENT}",
    ],
)
def test_an_element_named_or_shown_in_a_sentence_stays_text(text: str) -> None:
    stays_text(text, QWEN_TOOLS)


# ---- corpus cs: GigaChat 3.5's GCML tags (DSML's shape), and a tag's 1 or 0 for a flag ----------------------------
def test_gigachat_gcml_invokes_are_read() -> None:
    text = (
        '<｜GCML｜tool_calls><｜GCML｜invoke name="search"><｜GCML｜parameter name="query" string="true">x'
        "</｜GCML｜parameter></｜GCML｜invoke></｜GCML｜tool_calls>"
    )
    result = read_streamed(text, QWEN_TOOLS)
    assert calls_of(result) == [("search", {"query": "x"})] and result.content == ""


@pytest.mark.parametrize(("written", "value"), [("1", True), ("0", False), ("true", True)])
def test_a_tags_one_or_zero_is_a_flag(written: str, value: bool) -> None:
    tools = [*QWEN_TOOLS, tool_schema("toggle", ("on",), on="boolean")]
    text = f"<tool_call>toggle<arg_key>on</arg_key><arg_value>{written}</arg_value></tool_call>"
    assert calls_of(read_streamed(text, tools)) == [("toggle", {"on": value})]


def test_a_json_one_is_no_flag() -> None:
    tools = [*QWEN_TOOLS, tool_schema("toggle", ("on",), on="boolean")]
    result = read_streamed('{"name": "toggle", "arguments": {"on": 1}}', tools)
    assert result.calls == [] and len(result.errors) == 1


# ---- corpora cs and ct: Muse Glimmer's messages, each with its own header ------------------------------------------
ATEM_TOOLS: list[dict[str, Any]] = [tool_schema("first", (), x="integer"), tool_schema("second", ())]


def test_glimmer_messages_after_a_thought_are_read() -> None:
    text = (
        " to=self<|message|>Think<|eom|><|start|>assistant to=first<|message|><atem:function_calls>\n"
        '<atem:invoke name="first">\n<atem:parameter name="x">1</atem:parameter>\n</atem:invoke>\n'
        "</atem:function_calls><|eom|><|start|>assistant to=second<|message|><atem:function_calls>\n"
        '<atem:invoke name="second">\n</atem:invoke>\n</atem:function_calls><|eot|>'
    )
    result = read_streamed(text, ATEM_TOOLS)
    assert calls_of(result) == [("first", {"x": 1}), ("second", {})] and result.errors == []


def test_a_glimmer_answer_to_the_user_quoting_a_block_is_text() -> None:
    text = (
        "<|start|>assistant to=user<|message|>You would write:\n<atem:function_calls>\n"
        '<atem:invoke name="first">\n<atem:parameter name="x">1</atem:parameter>\n</atem:invoke>\n'
        "</atem:function_calls>"
    )
    result = read_streamed(text, ATEM_TOOLS)
    assert result.calls == [] and result.errors == [] and result.content.startswith("You would write:")


def test_a_glimmer_thought_to_self_is_no_content() -> None:
    result = read_streamed("<|start|>assistant to=self<|message|>Hmm.<|eom|>Done.", ATEM_TOOLS)
    assert result.calls == [] and result.errors == [] and result.content == "Done."


# ---- corpus cs: PLaMo 3's requests ---------------------------------------------------------------------------------
def _plamo_request(name: str, arguments: str) -> str:
    return (
        f"<|plamo:begin_tool_request:plamo|><|plamo:begin_tool_name:plamo|>{name}<|plamo:end_tool_name:plamo|>"
        f"<|plamo:begin_tool_arguments:plamo|><|plamo:constrain|>json<|plamo:msg|>{arguments}"
        "<|plamo:end_tool_arguments:plamo|><|plamo:end_tool_request:plamo|>"
    )


def test_plamo3_requests_are_read() -> None:
    text = (
        "Checking.<|plamo:begin_tool_requests:plamo|>"
        + _plamo_request("search", '{"query": "a"}')
        + _plamo_request("search", '{"query": "b"}')
        + "<|plamo:end_tool_requests:plamo|><|plamo:tag|>"
    )
    result = read_streamed(text, QWEN_TOOLS)
    assert (
        calls_of(result) == [("search", {"query": "a"}), ("search", {"query": "b"})] and result.content == "Checking."
    )


def test_plamo3_request_naming_no_tool_is_an_error() -> None:
    result = read_streamed(_plamo_request("nope", "{}"), QWEN_TOOLS)
    assert result.calls == [] and len(result.errors) == 1 and "nope" in result.errors[0].message


def test_the_plamo3_token_named_stays_text() -> None:
    stays_text("PLaMo 3 opens each request with <|plamo:begin_tool_request:plamo|> and a name token.", QWEN_TOOLS)
