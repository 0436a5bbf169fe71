"""What corpora gy to hd found cold (issue 42): Muse Glimmer's invoke with its block tag lost (tabbyAPI's tests); call
text inside Elixir's sigils and maps and Lua's long strings; prompts' examples introduced in bold, past a template's
`{% if %}` line, or by "Here is an example,"; a JSON value written as arithmetic, which json-repair turned into a wrong
call; and a call followed by a streaming ellipsis (`</param>.` announced before `..</function>` showed it elided)."""

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
