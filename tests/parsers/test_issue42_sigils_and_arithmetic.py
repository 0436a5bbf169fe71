"""What corpora gy to hi found cold (issue 42): Muse Glimmer's invoke with its block tag lost (tabbyAPI's tests), its
header naming a namespace, its values written as JSON strings (lmdeploy's); call text inside Elixir's sigils and maps,
Lua's long strings, Perl's quote-like operators, PHP's deeply indented arrays; prompts' examples introduced in bold,
past a template's `{% if %}` line or a tag a template fills in, by "Here is an example," or "in this exact format:";
indented few-shot transcripts; a JSON value written as arithmetic, or a bare word before the end tag with brackets
open, which were run as wrong calls; MiniCPM5's quotes and spaced attributes, `default_api.tool_name`, a ReWOO step as
the whole reply; and a call followed by a streaming ellipsis (`</param>.` announced before `..</function>`)."""

from __future__ import annotations

import pytest

from parsers import StreamingParser
from tests.parsers.streamed import calls_of, read_streamed, streams_as_whole


def _tool(name: str, **properties: object) -> dict[str, object]:
    return {"name": name, "parameters": {"type": "object", "properties": properties}}


STRING = {"type": "string"}
TOOLS = [
    _tool("f", a=STRING, count={"type": "integer"}, tags={"type": "array"}),
    _tool("list_files"),
    _tool("write", path=STRING, content=STRING),
    _tool("test", param=STRING),
    _tool("attempt_completion", result=STRING),
    _tool("set_timer", seconds={"type": "integer"}, label=STRING),
    _tool("func_name1", param1=STRING, param2=STRING),
]


def stays_text(text: str) -> None:
    """No call, no error, and all of `text` left for the user (less the blanks around it), streamed as whole."""
    result = streams_as_whole(text, TOOLS)
    assert result.calls == [] and result.errors == [] and result.content == text.strip()


# -- Muse Glimmer's invoke with no block tag ---------------------------------------------------------------------------


def test_a_glimmer_invoke_alone_is_read() -> None:
    text = (
        '<atem:invoke name="f">\n<atem:parameter name="count">3</atem:parameter>\n'
        '<atem:parameter name="tags">["a", "b"]</atem:parameter>\n</atem:invoke>'
    )
    assert calls_of(streams_as_whole(text, TOOLS)) == [("f", {"count": 3, "tags": ["a", "b"]})]


def test_a_glimmer_invoke_alone_with_no_parameters_is_read() -> None:
    text = '<atem:invoke name="list_files">\n</atem:invoke>'
    assert calls_of(streams_as_whole(text, TOOLS)) == [("list_files", {})]


@pytest.mark.parametrize(
    "text",
    [
        '<atem:invoke name="f">\n<atem:parameter name="a">hello</atem:parameter>\n',  # never closed
        '<atem:invoke name="nope">\n<atem:parameter name="a">x</atem:parameter>\n</atem:invoke>',  # no such tool
        ' to=user<|message|><atem:invoke name="f">\n</atem:invoke>',  # in an answer to the user
    ],
)
def test_a_glimmer_invoke_alone_unclosed_unoffered_or_in_an_answer_is_text(text: str) -> None:
    result = streams_as_whole(text, TOOLS)
    assert result.calls == [] and result.errors == []


# -- strings of code with delimiters of their own ----------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        # Elixir's sigil (brainlid/langchain's parser tests)
        '    test "parses" do\n      input = ~s(<function=test>{"param": "value"}</function>)\n'
        "      assert parse(input)\n",
        '      input = ~S|<function=test>{"param": "value"}</function>|\n',
        # a Lua doc comment's long string (avante.nvim's ReAct parser)
        '--- parse([[Hello, world! I am a tool.<tool_use>{"name": "write", "input": {"path": "a.txt", "content": "x"}}'
        "</tool_use>]])\n--- returns\n",
        'local s = [==[<tool_use>{"name": "write", "input": {"path": "a.txt"}}</tool_use>]==]\n',
    ],
)
def test_call_text_in_a_sigil_or_a_long_string_is_text(text: str) -> None:
    stays_text(text)


def test_an_elixir_map_naming_a_tool_is_code() -> None:
    text = (
        '      expected = {\n        :ok,\n        %{\n          function_name: "test",\n'
        '          parameters: %{"param" => "5"}\n        }\n      }\n'
    )
    stays_text(text)


def test_a_call_after_a_closed_sigil_on_its_line_is_read() -> None:
    text = 'Ran ~s(x) for you.\n<tool_call>{"name": "test", "arguments": {"param": "v"}}</tool_call>'
    assert calls_of(streams_as_whole(text, TOOLS)) == [("test", {"param": "v"})]


# -- examples a prompt introduces --------------------------------------------------------------------------------------

CALL = '<tool_use>{"name": "attempt_completion", "input": {"result": "x"}}</tool_use>\n'


@pytest.mark.parametrize(
    "intro",
    [
        "**Example:**\n",
        "*   **Your REQUIRED Output (as a tool call):**\n    {% if use_react_prompt -%}\n    ",
        "Your expected output:\n",
    ],
)
def test_a_call_under_a_bold_example_label_or_a_template_line_is_shown(intro: str) -> None:
    stays_text(intro + CALL)


def test_here_is_an_example_with_a_comma_introduces_one() -> None:
    stays_text('      Here is an example,\n      <function=test>{"param": "value"}</function>\n\n')


@pytest.mark.parametrize("intro", ["**Action:**\n", "Sure:\n", "Here is an example of my work, then\n"])
def test_a_reply_s_own_bold_label_still_leads_a_call_in(intro: str) -> None:
    assert calls_of(read_streamed(intro + CALL, TOOLS)) == [("attempt_completion", {"result": "x"})]


# -- arithmetic where a value belongs ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        '{"tool":"set_timer","arguments":{"seconds":60*60*12,"label":"meeting"}}',
        '{"name": "set_timer", "arguments": {"seconds": 3600*2}}',
        '{"name": "set_timer", "arguments": {"seconds": 60 + 5, "label": "a"}}',
    ],
)
def test_a_value_written_as_arithmetic_runs_no_call(text: str) -> None:
    result = read_streamed(text, TOOLS)
    assert result.calls == []  # json-repair kept the first number and made a key of the rest


def test_arithmetic_inside_a_tagged_call_is_an_error() -> None:
    result = read_streamed('<tool_call>{"name": "set_timer", "arguments": {"seconds": 3600*2}}</tool_call>', TOOLS)
    assert result.calls == [] and len(result.errors) == 1


@pytest.mark.parametrize(
    ("text", "arguments"),
    [
        ("{'name': 'set_timer', 'arguments': {'seconds': 5, 'label': 'a-1*2'}}", {"seconds": 5, "label": "a-1*2"}),
        ("<tool_call>{“name”: “set_timer”, “arguments”: {“label”: “2024-07-21”}}</tool_call>", {"label": "2024-07-21"}),
        ('{"name": "set_timer", "arguments": {"seconds": -5}}', {"seconds": -5}),
    ],
)
def test_operators_in_strings_or_a_negative_number_are_no_arithmetic(text: str, arguments: dict) -> None:
    assert calls_of(read_streamed(text, TOOLS)) == [("set_timer", arguments)]


# -- an ellipsis still streaming in after a call -----------------------------------------------------------------------

ELIDED = (
    '<functions><function name="func_name1"><param name="param1" type="type1">value1</param>'
    '<param name="param2" type="type2">value2</param>...</function></functions>'
)


def test_a_call_is_not_announced_while_an_ellipsis_after_it_may_still_be_written() -> None:
    cut = ELIDED.index("..") - 1  # `…</param>.`: the next chunk makes it `...</function>`, a format's elided elements
    parser = StreamingParser(TOOLS)
    events = [event for chunk in (ELIDED[:cut], ELIDED[cut:]) for event in parser.feed(chunk)]
    assert [event for event in events if event.kind == "call"] == []
    assert parser.finish().calls == []


# -- corpora he to hi --------------------------------------------------------------------------------------------------

MORE_TOOLS = [
    _tool("f", x={}),
    _tool("get_weather", city=STRING, days={}),
    _tool("get_time", zone=STRING),
    _tool("tool_name", x={"type": "integer"}, y=STRING),
    _tool("get_current_weather", location=STRING),
    _tool("get_current_time", location=STRING),
    _tool("function_name", arg1=STRING),
    _tool("add_tool", a={}, b={}),
    _tool("math", expression=STRING),
]


def test_a_bare_word_before_the_end_tag_with_brackets_open_is_refused() -> None:
    # lmdeploy's test: the value ran on past </tool_call> and f was called with x='truX</tool_call>after'
    result = streams_as_whole('<tool_call>{"name":"f","arguments":{"x":truX</tool_call>after', MORE_TOOLS)
    assert result.calls == [] and len(result.errors) == 1


@pytest.mark.parametrize(("value", "expected"), [("5", 5), ('"a"', "a"), ("true", True)])
def test_a_complete_value_before_the_end_tag_with_brackets_open_is_repaired(value: str, expected: object) -> None:
    result = streams_as_whole('<tool_call>{"name":"f","arguments":{"x":' + value + "</tool_call>", MORE_TOOLS)
    assert calls_of(result) == [("f", {"x": expected})] and result.calls[0].repaired


def test_a_glimmer_header_naming_a_namespace_leaves_the_invokes_to_decide() -> None:
    text = (
        "<|start|>assistant to=weather<|message|><atem:function_calls>"
        '<atem:invoke name="get_weather"><atem:parameter name="city">"Paris"</atem:parameter></atem:invoke>'
        '<atem:invoke name="get_time"><atem:parameter name="zone">UTC</atem:parameter></atem:invoke>'
        "</atem:function_calls><|eom|>"
    )
    assert calls_of(streams_as_whole(text, MORE_TOOLS)) == [
        ("get_weather", {"city": "Paris"}),
        ("get_time", {"zone": "UTC"}),
    ]


def test_a_glimmer_header_naming_another_offered_tool_is_still_an_error() -> None:
    text = (
        ' to=get_time<|message|><atem:function_calls>\n<atem:invoke name="get_weather">\n'
        '<atem:parameter name="city">Paris</atem:parameter>\n</atem:invoke>\n</atem:function_calls>'
    )
    result = streams_as_whole(text, MORE_TOOLS)
    assert result.calls == [] and "get_weather" in result.errors[0].message


@pytest.mark.parametrize(
    "text",
    [
        "<function name='get_current_weather'><param name=\"location\">Tokyo</param></function>",
        "<function  name = \"get_current_weather\" ><param   name  =  'location' >Tokyo</param></function>",
    ],
)
def test_minicpm5_tags_with_single_quotes_or_spaced_attributes_are_read(text: str) -> None:
    assert calls_of(streams_as_whole(text, MORE_TOOLS)) == [("get_current_weather", {"location": "Tokyo"})]


def test_default_api_before_a_tool_whose_name_starts_with_tool_is_that_tool() -> None:
    text = '```tool_code\nprint(default_api.tool_name(x=2, y="hello"))\n```'
    assert calls_of(streams_as_whole(text, MORE_TOOLS)) == [("tool_name", {"x": 2, "y": "hello"})]


@pytest.mark.parametrize(
    "text",
    [
        # Perl's quote-like operators (langertha's extractor)
        "  while ( $clean =~ m{<tool_call>\\s*(.*?)\\s*</tool_call>}sg ) {\n",
        "  $clean =~ s{<tool_call>.*?</tool_call>}{}sg;\n",
        # PHP's strings in an array indented past the old reach (hermes2pro-proxy's test)
        "        'content' => \\Psl\\Str\\join([\n"
        + " " * 28
        + '\'<tool_call>{"name": "get_current_time", "arguments": {"location": "NYC"}}</tool_call>\',\n'
        + " " * 24
        + '], "\\n"),\n',
        # a Hermes prompt whose tag a template fills in
        "For each function call, return a JSON object with function name and arguments within <${tag}></${tag}> XML "
        'tags:\n<${tag}>\n{"name": "function_name", "arguments": {"arg1": "value1"}}\n</${tag}>\n',
        # a format shown "in this exact format:"
        'When you need to use tools, respond ONLY with a JSON object in this exact format:\n   {"tool_calls":[{"name":'
        '"math","arguments":{"expression":"2+2"}}]}\n\nThen stop.\n',
        # an indented few-shot transcript in a string of code (the OCaml agent's prompt)
        '  User: "What\'s 2 plus 2?"\n'
        '  Assistant: {"tool_calls":[{"name":"math","arguments":{"expression":"2+2"}}]}\n\n  User: "Thanks"\n',
    ],
)
def test_code_strings_templated_tags_and_indented_transcripts_are_text(text: str) -> None:
    result = streams_as_whole(text, MORE_TOOLS)
    assert result.calls == [] and result.errors == [] and result.content == text.strip()


def test_a_rewoo_step_as_the_whole_reply_is_its_call() -> None:
    assert calls_of(streams_as_whole('add_tool[{"a": 45, "b": 23}]', MORE_TOOLS)) == [("add_tool", {"a": 45, "b": 23})]


@pytest.mark.parametrize(
    "text",
    ['Then add_tool[{"a": 1, "b": 2}]', 'add_tool[{"a": 1, "b": 2}] and more', 'nope[{"a": 1}]'],
)
def test_a_rewoo_step_after_words_before_words_or_unoffered_is_text(text: str) -> None:
    assert streams_as_whole(text, MORE_TOOLS).calls == []


# -- corpora hj to hn --------------------------------------------------------------------------------------------------

THIRD_TOOLS = [
    _tool("mock_function_b", param1={"type": "integer"}),
    _tool("read_file", path=STRING, args=STRING),
    _tool("get_weather", city=STRING),
]


def test_a_functions_list_is_its_calls() -> None:
    text = '{"functions": [{"name": "mock_function_b", "parameters": {"param1": -1}}]}'  # swarms' tests
    assert calls_of(streams_as_whole(text, THIRD_TOOLS)) == [("mock_function_b", {"param1": -1})]


def test_a_functions_list_of_declarations_stays_text() -> None:
    text = (
        '{"functions": [{"name": "get_weather", "description": "Get the weather", "parameters": {"type": "object", '
        '"properties": {"city": {"type": "string"}}}}]}'
    )
    result = streams_as_whole(text, THIRD_TOOLS)
    assert result.calls == [] and result.errors == []


@pytest.mark.parametrize(
    "text",
    [
        # Roo Code's prompt in TypeScript: a template's line above the example, or a `${…}` inside it
        'Reading a file:\n\n${isMultipleReadsEnabled ? "3. " : "2. "}Reading an entire file:\n<read_file>\n'
        "<path>config.json</path>\n</read_file>\n",
        "Examples:\n\n1. Reading a single file:\n<read_file>\n<args>\n    <path>src/app.ts</path>\n"
        '    ${args.partialReadsEnabled ? `<line_range>1-1000</line_range>` : ""}\n</args>\n</read_file>\n',
    ],
)
def test_tool_elements_in_a_typescript_template_are_text(text: str) -> None:
    result = streams_as_whole(text, THIRD_TOOLS)
    assert result.calls == [] and result.errors == []


def test_tool_elements_after_a_sentence_are_still_a_call() -> None:
    text = "I will read it now.\n<read_file>\n<path>config.json</path>\n</read_file>"
    assert calls_of(streams_as_whole(text, THIRD_TOOLS)) == [("read_file", {"path": "config.json"})]


# -- corpora ho to hr --------------------------------------------------------------------------------------------------

FOURTH_TOOLS = [
    _tool("dms_get_server_status"),
    {"name": "getFruitPrice", "parameters": {"type": "object", "properties": {"name": STRING}}},
    _tool("save", obj={"type": "object"}),
    _tool("read_file", path=STRING),
    _tool("example_complex_tool", parameter={"type": "array"}),
]


def test_an_empty_object_is_no_arguments_for_a_tool_that_takes_no_object() -> None:
    assert calls_of(streams_as_whole("dms_get_server_status({})", FOURTH_TOOLS)) == [("dms_get_server_status", {})]


def test_node_llama_cpp_s_call_syntax_is_read() -> None:
    text = 'You: [[call: getFruitPrice({"name": "apple"})]]'
    assert calls_of(streams_as_whole(text, FOURTH_TOOLS)) == [("getFruitPrice", {"name": "apple"})]


@pytest.mark.parametrize(
    "text",
    [
        'EXACT format required: [[call: functionName({"param": "value"})]]',  # no such tool
        'it would use the following syntax:\n```\n[[call: getFruitPrice({name: "apple"})]]\n```\n',  # in a fence
    ],
)
def test_node_llama_cpp_s_syntax_shown_or_unoffered_is_text(text: str) -> None:
    assert streams_as_whole(text, FOURTH_TOOLS).calls == []


@pytest.mark.parametrize(
    "text",
    [
        "Examples:\n\n1. Reading an entire file:\n<read_file>\n<path>frontend-config.json</path>\n</read_file>\n",
        'ensure those are structured using JSON. For example:\n<function_calls>\n<invoke name="example_complex_tool">\n'
        '<parameter name="parameter">[{"color": "orange"',
    ],
)
def test_examples_under_an_intro_are_text_even_cut_off(text: str) -> None:
    result = streams_as_whole(text, FOURTH_TOOLS)
    assert result.calls == [] and result.errors == []
