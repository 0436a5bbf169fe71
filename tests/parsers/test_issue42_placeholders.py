"""Issue 42, a call format's documentation quoted in a reply: a block whose tool name is the format's placeholder
(`func_name`, `example_function_name`, `...`) and the tags named in a sentence (`<tool_call> and </tool_call>`)
stay text, with no error; a block naming any other undeclared tool is still an error naming it."""

from __future__ import annotations

import pytest

from parsers.calls import is_placeholder_name
from parsers.models import ParseResult
from tests.parsers.streamed import read_streamed
from tests.parsers.streamed import stays_text as stays_text_with

TOOLS = [
    {
        "name": "search",
        "parameters": {"type": "object", "properties": {"query": {"type": "string"}}, "required": ["query"]},
    },
    {"name": "ls", "parameters": {"type": "object", "properties": {}}},
    # a real tool whose name reads like a placeholder: offered, it is called
    {
        "name": "example_tool",
        "parameters": {"type": "object", "properties": {"query": {"type": "string"}}, "required": ["query"]},
    },
]


def read(text: str) -> ParseResult:
    return read_streamed(text, TOOLS)


def stays_text(text: str) -> None:
    stays_text_with(text, TOOLS)


QWEN3_CODER_TEMPLATE = (
    "<tool_call>\n<function=example_function_name>\n<parameter=example_parameter_1>\nvalue_1\n</parameter>\n"
    "</function>\n</tool_call>"
)


@pytest.mark.parametrize(
    "text",
    [
        "<tool_call>func_name<arg_key>key</arg_key><arg_value>value</arg_value></tool_call>",
        "The format is:\n" + QWEN3_CODER_TEMPLATE + "\nwith one parameter per tag.",
        '<tool_call>\n{"name": "function_name", "arguments": {"arg": "value"}}\n</tool_call>',
        "<tool_call>\n<function=YOUR_TOOL_NAME>\n<parameter=PARAM>VALUE</parameter>\n</function>\n</tool_call>",
        "an inner <function=...></function> block must be nested within the tags",
    ],
)
def test_a_block_naming_the_formats_placeholder_is_text(text):
    stays_text(text)


@pytest.mark.parametrize(
    "text",
    [
        "Wrap each call in <tool_call> and </tool_call> tags.",
        "<tool_call> and </tool_call> tags enclose every call",
        "an inner block must be nested within <tool_call></tool_call> XML tags",
        "Function calls HAVE to be enclosed within <tool_call> and </tool_call> tags:\n" + QWEN3_CODER_TEMPLATE,
        "<tool_call> and </tool_call>, " * 3 + "or <tool_call></tool_call>; " * 3 + "in prose",  # runs
    ],
)
def test_the_tags_named_in_a_sentence_are_text(text):
    stays_text(text)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("<tool_call>my_tool<arg_key>x</arg_key><arg_value>1</arg_value></tool_call>", "my_tool"),
        ("<tool_call>\n<function=invalid_func>\n<parameter=x>1</parameter>\n</function>\n</tool_call>", "invalid_func"),
        ('<tool_call>{"name": "get_function_name", "arguments": {}}</tool_call>', "get_function_name"),
        ("<tool_call>\nnope\n</tool_call>", "nope"),  # a call with no arguments on its own line, undeclared
        ("<tool_call>nope</tool_call>", "nope"),
    ],
)
def test_any_other_undeclared_name_is_still_an_error_naming_it(text, name):
    result = read(text)
    assert result.calls == [] and len(result.errors) == 1 and f"no tool named {name!r}" in result.errors[0].message


def test_an_offered_tool_is_called_whatever_its_name_reads_like():
    text = "<tool_call>example_tool<arg_key>query</arg_key><arg_value>oslo</arg_value></tool_call>"
    assert [(call.name, call.arguments) for call in read(text).calls] == [("example_tool", {"query": "oslo"})]
    assert [call.name for call in read("See <tool_call> ls </tool_call> here").calls] == ["ls"]
    empty = read("<tool_call></tool_call>")  # an empty block alone is a failed call, not a mention
    assert empty.calls == [] and len(empty.errors) == 1
    # a word beside another call's tags is no sentence: still an error naming it
    beside = read("<tool_call>ls</tool_call> <tool_call> nope </tool_call>")
    assert [call.name for call in beside.calls] == ["ls"] and "'nope'" in beside.errors[0].message


@pytest.mark.parametrize(
    ("name", "placeholder"),
    [
        ("...", True),
        ("…", True),
        ("func_name", True),
        ("FUNCTION_NAME", True),
        ("NAME", True),
        ("exampleFunctionName", True),
        ("<function-name>", True),
        ("{{tool_name}}", True),
        ("your_function", True),
        ("example_function_name_1", True),
        ("my_tool", False),
        ("unknown_tool", False),
        ("invalid_func", False),
        ("function", False),
        ("get_function_name", False),
        ("rename", False),
    ],
)
def test_what_counts_as_a_placeholder_name(name, placeholder):
    assert is_placeholder_name(name) is placeholder


def test_a_placeholder_block_stays_text_after_the_errors_are_full():
    failed = "".join(f"<tool_call>bad{i}<arg_key>k</arg_key><arg_value>v</arg_value></tool_call>\n" for i in range(25))
    quoted = "Format: <tool_call>func_name<arg_key>key</arg_key><arg_value>value</arg_value></tool_call> done"
    assert read(failed + quoted).content.endswith(quoted)


@pytest.mark.parametrize(
    "text",
    [
        "LFM2 writes:\n```\n<|tool_call_start|>[func_name1(params_name1=value1)]<|tool_call_end|>\n```\nthen stops.",
        "<|tool_call_start|>[function_name(arg=value)]<|tool_call_end|>",
        "<|tool_call_start|>[func_name1(a=value1), func_name2(b=value2)]<|tool_call_end|>",
    ],
)
def test_a_pythonic_call_to_a_placeholder_is_text_even_with_bare_word_values(text):
    stays_text(text)


def test_a_pythonic_block_python_cannot_read_is_still_an_error_for_any_other_name():
    for text in (
        "<|tool_call_start|>[search(query=oslo)]<|tool_call_end|>",
        "<|tool_call_start|>[nope(a=b)]<|tool_call_end|>",
    ):
        result = read(text)
        assert result.calls == [] and len(result.errors) == 1


@pytest.mark.parametrize(
    "text",
    [
        '<tool_call>\n{"name": "{{ .Function.Name }}", "arguments": {{ .Function.Arguments }}}\n</tool_call>',
        '<tool_call>{"name": "search", "arguments": {{ tool_call.arguments | tojson }}}</tool_call>',
    ],
)
def test_a_block_holding_a_templates_expression_where_a_value_goes_is_text(text):
    stays_text(text)


def test_a_call_whose_string_holds_template_braces_is_still_a_call():
    text = '<tool_call>{"name": "search", "arguments": {"query": "Hello {{ name }}"}</tool_call>'  # one brace short
    assert [(call.name, call.arguments) for call in read(text).calls] == [("search", {"query": "Hello {{ name }}"})]


def test_functiongemmas_tokens_listed_in_documentation_stay_text_and_an_empty_block_alone_is_an_error():
    stays_text("Token pair\n<start_function_call>\n<end_function_call>\nIndicates a model's request to use a tool.")
    alone = read("<start_function_call><end_function_call>")
    assert alone.calls == [] and len(alone.errors) == 1
    called = read("Sure.\n<start_function_call>call:search{query:<escape>oslo<escape>}<end_function_call>")
    assert [(call.name, call.arguments) for call in called.calls] == [("search", {"query": "oslo"})]
