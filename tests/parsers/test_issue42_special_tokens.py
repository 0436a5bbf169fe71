"""Issue 42's special-token and tag forms: MiniMax invokes with no block tag around them (or behind Roo Code's
`[Tool Use: NAME]` line), a JSON body inside a DSML invoke, Kimi calls whose opening token was stripped, a harmony
recipient whose tool name has a space, and FunctionGemma's markers around a call with no `call:`. Each is read
only as written below; prose, fenced examples and undeclared names stay text (or, behind a call token, an error)."""

from __future__ import annotations

import pytest

from parsers.models import ParseResult
from tests.parsers.streamed import streams_as_whole

TOOLS = [
    {"name": "bash", "parameters": {"type": "object", "properties": {"command": {"type": "string"}}}},
    {"name": "ls", "parameters": {"type": "object", "properties": {"path": {"type": "string"}}}},
    {"name": "Web Search", "parameters": {"type": "object", "properties": {"query": {"type": "string"}}}},
]
BASH_LS = '<parameter name="command">ls -la</parameter>'
DSML = "<｜DSML｜"


def read(text: str) -> ParseResult:
    """The whole-text result, checked against streaming one character at a time and split at every boundary."""
    return streams_as_whole(text, TOOLS)


def calls(result: ParseResult) -> list[tuple[str, dict]]:
    return [(call.name, call.arguments) for call in result.calls]


def stays_text(text: str) -> None:
    result = read(text)  # split at every boundary too
    assert result.calls == [] and result.errors == [] and result.content == text


# ---- <invoke> with no block tag (mlx-lm hands the text between MiniMax's call tokens) ------------------------------


def test_bare_closed_invokes_of_offered_tools_are_calls():
    text = (
        f'<invoke name="bash">\n{BASH_LS}\n</invoke>\n<invoke name="ls"><parameter name="path">src</parameter></invoke>'
    )
    result = read(text)
    assert calls(result) == [("bash", {"command": "ls -la"}), ("ls", {"path": "src"})]
    assert result.content == ""


@pytest.mark.parametrize(
    "text",
    [
        f'<invoke name="rm_everything">{BASH_LS}</invoke>',  # no offered tool
        f'The format:\n```xml\n<invoke name="bash">{BASH_LS}</invoke>\n```',  # a documented example
        f'Write <invoke name="bash">{BASH_LS} and then close the tag.',  # never closed
        'Use <invoke name="bash"> tags for commands.',  # a mention
    ],
)
def test_bare_invokes_otherwise_stay_text(text):
    stays_text(text)


# ---- `[Tool Use: NAME]` then MiniMax parameter tags (Roo Code) -----------------------------------------------------


def test_a_tool_use_line_then_parameters_and_the_invoke_closer_is_a_call():
    text = f"[Tool Use: bash]\n{BASH_LS}\n</invoke>\n</minimax:tool_call>"
    result = read(text)
    assert calls(result) == [("bash", {"command": "ls -la"})] and result.content == ""


@pytest.mark.parametrize(
    "text",
    [
        "[Tool Use: bash]\nCommand: ls -la",  # Roo's history echo: no parameter tags
        f"[Tool Use: rm_everything]\n{BASH_LS}\n</invoke>",  # no offered tool
        f"[Tool Use: bash]\n{BASH_LS}\nand more to come",  # no </invoke>
        f"Roo wrote:\n```\n[Tool Use: bash]\n{BASH_LS}\n</invoke>\n```",  # a fenced example
    ],
)
def test_tool_use_lines_otherwise_stay_text(text):
    stays_text(text)


# ---- DSML invoke holding a JSON object -----------------------------------------------------------------------------


def test_a_json_body_inside_a_dsml_invoke_is_its_arguments():
    text = (
        f'{DSML}function_calls>\n{DSML}invoke name="bash">\n{{"command": "ls -la"}}\n</｜DSML｜invoke>\n'
        f'{DSML}invoke name="ls">{{"path": "</｜DSML｜invoke> in a string"}}</｜DSML｜invoke>'
        "\n</｜DSML｜function_calls>"
    )
    assert calls(read(text)) == [("bash", {"command": "ls -la"}), ("ls", {"path": "</｜DSML｜invoke> in a string"})]


def test_a_json_body_cut_off_or_naming_no_tool_is_an_error():
    cut = read(f'{DSML}function_calls>{DSML}invoke name="bash">{{"command": "rm -')
    assert cut.calls == [] and len(cut.errors) == 1 and "bash" in cut.errors[0].message
    unknown = read(
        f'{DSML}function_calls>{DSML}invoke name="nope">{{"a": 1}}</｜DSML｜invoke></｜DSML｜function_calls>'
    )
    assert unknown.calls == [] and len(unknown.errors) == 1 and "nope" in unknown.errors[0].message


# ---- Kimi with `<|tool_call_begin|>` stripped ----------------------------------------------------------------------

KIMI_TAIL = '<|tool_call_argument_begin|>{"path": "src"}<|tool_call_end|><|tool_calls_section_end|>'


def test_a_kimi_id_before_the_argument_token_opens_a_call():
    assert calls(read("ls:0" + KIMI_TAIL)) == [("ls", {"path": "src"})]
    assert calls(read("functions.ls:3" + KIMI_TAIL)) == [("ls", {"path": "src"})]
    undeclared = read("invalid_tool:0" + KIMI_TAIL)
    assert undeclared.calls == [] and len(undeclared.errors) == 1 and "invalid_tool" in undeclared.errors[0].message


def test_a_kimi_id_with_no_arguments_after_the_token_stays_text():
    stays_text("Kimi writes ls:0<|tool_call_argument_begin|> and then the arguments.")


# ---- harmony recipient with a space in the tool's name -------------------------------------------------------------

HARMONY = '<|start|>assistant<|channel|>commentary to=functions.{} <|constrain|>json<|message|>{{"query": "x"}}'


def test_a_harmony_recipient_reads_a_tool_name_with_a_space():
    assert calls(read(HARMONY.format("Web Search"))) == [("Web Search", {"query": "x"})]
    stripped = 'commentary to=functions.Web Search json<|message|>{"query": "x"}'  # <|constrain|> stripped
    assert calls(read("<|channel|>" + stripped)) == [("Web Search", {"query": "x"})]


@pytest.mark.parametrize("written", ["Web", "Web Searcher", "Web Search now"])
def test_only_the_exact_spaced_name_is_read(written):
    result = read(HARMONY.format(written))
    assert result.calls == [] and len(result.errors) == 1 and "There is no tool named" in result.errors[0].message


# ---- FunctionGemma's markers around a call with no `call:` ---------------------------------------------------------


def test_function_gemma_markers_around_a_name_without_call():
    assert calls(read("<start_function_call>ls{}</end_function_call>")) == [("ls", {})]
    assert calls(read("<start_function_call>ls{path:<escape>src<escape>}<end_function_call>")) == [
        ("ls", {"path": "src"})
    ]


def test_a_name_glued_to_braces_without_the_marker_stays_text():
    stays_text("The set ls{} is empty.")


V31_CALL = '<｜tool▁calls▁begin｜>bash<｜tool▁sep｜>{"command": "ls"}<｜tool▁call▁end｜><｜tool▁calls▁end｜>'


@pytest.mark.parametrize(
    "text", [V31_CALL, V31_CALL.replace("<｜tool▁call▁end｜><｜tool▁calls▁end｜>", ""), "Listing.\n" + V31_CALL]
)
def test_a_deepseek_block_missing_its_first_call_begin_token_is_read_as_if_it_were_there(text):
    result = read(text)
    assert [(call.name, call.arguments) for call in result.calls] == [("bash", {"command": "ls"})]
    assert result.errors == [] and "tool▁" not in result.content


def test_a_deepseek_block_so_read_cut_off_is_an_error_and_prose_after_the_token_is_not_a_call():
    cut = read('<｜tool▁calls▁begin｜>bash<｜tool▁sep｜>{"command": "l')
    assert cut.calls == [] and [error.name for error in cut.errors] == ["bash"]
    prose = read("<｜tool▁calls▁begin｜> opens the calls; bash<｜tool▁sep｜> names one")
    assert prose.calls == [] and prose.errors == []


@pytest.mark.parametrize(
    "text",
    [
        '[Tool Use: bash] {"command": "pwd && ls -la"}<|tool_call_end|><|tool_calls_section_end|>',
        'Checking.\n[Tool Use: bash] {"command": "pwd && ls -la"}',
    ],
)
def test_a_tool_use_line_with_json_arguments_at_a_lines_start_is_the_call(text):
    result = read(text)
    assert [(call.name, call.arguments) for call in result.calls] == [("bash", {"command": "pwd && ls -la"})]
    assert result.errors == [] and "Tool Use" not in result.content and "tool_call" not in result.content


@pytest.mark.parametrize(
    "text",
    [
        'Earlier, [Tool Use: bash] {"command": "ls"} ran twice.',
        '[Tool Use: Grep] {"pattern": "x"}',
    ],  # mid-line; no tool
)
def test_a_tool_use_line_mid_sentence_or_naming_no_offered_tool_stays_text(text):
    result = read(text)
    assert result.calls == [] and result.errors == [] and result.content == text
