"""Calls after another family's tooling prefix (parsers/readers/prefixed_calls.py): Gorilla OpenFunctions v2's
`<<function>>name(...)` and Qwen-Agent's `✿FUNCTION✿:` / `✿ARGS✿:` lines for Qwen2 (issue 42, corpus k)."""

from __future__ import annotations

import pytest

from parsers import ParseResult, extract_tool_calls
from tests.parsers.corpus import tool_schema
from tests.parsers.streamed import calls_of, read_streamed

TOOLS = [
    tool_schema("calculate_triangle_area", ("base", "height"), base="integer", height="integer"),
    tool_schema("math.factorial", ("number",), number="integer"),
    tool_schema("get_current_temperature", ("location",), location="string", unit="string"),
]


def _read(text: str) -> ParseResult:
    return read_streamed(text, TOOLS)


def test_openfunctions_calls_one_after_another() -> None:
    result = _read("<<function>>calculate_triangle_area(base=10, height=5)<<function>>math.factorial(number=5)")
    assert calls_of(result) == [
        ("calculate_triangle_area", {"base": 10, "height": 5}),
        ("math.factorial", {"number": 5}),
    ]
    assert result.errors == [] and result.content == ""


def test_openfunctions_cut_off_is_an_error_naming_the_tool() -> None:
    result = _read("<<function>>calculate_triangle_area(base=10, hei")
    assert result.calls == [] and len(result.errors) == 1 and result.errors[0].name == "calculate_triangle_area"


@pytest.mark.parametrize(
    "text",
    [
        "<<function>>open_door(room=5)",  # no such tool
        "The prompt puts <<function>> before each call.",
        "<<function>>{function_name}({arguments})",
    ],
)
def test_openfunctions_prefix_without_an_offered_call_stays_text(text: str) -> None:
    result = _read(text)
    assert result.calls == [] and result.errors == [] and result.content == text


def test_qwen2_function_and_args_lines() -> None:
    text = '✿FUNCTION✿: get_current_temperature\n✿ARGS✿: {"location": "Paris", "unit": "celsius"}\n✿RESULT✿: 21'
    result = _read(text)
    assert calls_of(result) == [("get_current_temperature", {"location": "Paris", "unit": "celsius"})]
    assert result.errors == []


@pytest.mark.parametrize(
    "text",
    [
        "✿FUNCTION✿: {function_name}\n✿ARGS✿: {function_arguments}\n✿RESULT✿: {function_result}",
        '✿FUNCTION✿: launch_rocket\n✿ARGS✿: {"when": "now"}',  # no such tool
        "Answer with ✿FUNCTION✿ and ✿ARGS✿ lines.",
    ],
)
def test_qwen2_template_or_unoffered_name_stays_text(text: str) -> None:
    result = _read(text)
    assert result.calls == [] and result.errors == [] and result.content == text


def test_qwen2_cut_off_arguments_are_an_error_naming_the_tool() -> None:
    result = _read('✿FUNCTION✿: get_current_temperature\n✿ARGS✿: {"location": "Par')
    assert result.calls == [] and len(result.errors) == 1 and result.errors[0].name == "get_current_temperature"


@pytest.mark.parametrize("tail", ["", ")", '"}', "\n✿RESULT✿: 1", "<<function>>math.factorial(number=1)"])
@pytest.mark.parametrize(
    "unit",
    [
        "<<function>>calculate_triangle_area(base=1, height=2)",
        "<<function>>calculate_triangle_area(base=1, ",
        '✿FUNCTION✿: get_current_temperature\n✿ARGS✿: {"location": "a"}\n',
        '✿FUNCTION✿: get_current_temperature\n✿ARGS✿: {"location": "',
    ],
)
def test_runs_of_copies_read_as_copies_read_one_by_one(unit: str, tail: str, monkeypatch: pytest.MonkeyPatch) -> None:
    text = unit * 300 + tail
    counted = extract_tool_calls(text, TOOLS)
    monkeypatch.setattr("parsers.scan.Scan.spaced_copies", lambda self, m, region, after=None: region)
    assert extract_tool_calls(text, TOOLS) == counted


# MiniMax's [TOOL_CALL] blocks as a chat window's typography shows them, and a bare `null` (corpus l, AnythingLLM)
BLOCK_TOOLS = [tool_schema("document-summarizer", ("action",), action="string", document_filename="string")]


@pytest.mark.parametrize(
    "text",
    [
        "[TOOL_CALL] {tool => “document-summarizer”, args => { –action “list” –document_filename null }} [/TOOL_CALL]",
        '[TOOL_CALL] {tool => "document-summarizer", args => { --action "list" --document_filename null }}',
    ],
)
def test_a_block_with_typographic_quotes_and_a_bare_null(text: str) -> None:
    result = extract_tool_calls(text, BLOCK_TOOLS)
    assert [(call.name, call.arguments) for call in result.calls] == [("document-summarizer", {"action": "list"})]
    assert result.errors == [] and result.content == ""


def test_a_block_with_a_typographic_quote_never_closed_is_cut_off() -> None:
    result = extract_tool_calls("[TOOL_CALL] {tool => “document-summarizer”, args => { –action “li", BLOCK_TOOLS)
    assert result.calls == [] and len(result.errors) == 1 and "document-summarizer" in result.errors[0].message


LM_STUDIO = '[TOOL_REQUEST]\n{"name": "get_current_temperature", "arguments": {"location": "Oslo"}}\n[END_TOOL_REQUEST]'


@pytest.mark.parametrize(
    ("text", "content"),
    [
        (LM_STUDIO, ""),
        ("<think>\nI will call it.\n</think>\n\n" + LM_STUDIO, ""),
        ("Checking.\n" + LM_STUDIO + "\n" + LM_STUDIO + "\nDone.", "Checking.\n\nDone."),
    ],
)
def test_lm_studio_tool_requests_are_read_and_their_tags_are_not_content(text: str, content: str) -> None:
    result = _read(text)
    assert calls_of(result) == [("get_current_temperature", {"location": "Oslo"})] * text.count("[TOOL_REQUEST]")
    assert result.content == content and result.errors == []


def test_lm_studio_tags_in_prose_stay_text_and_a_cut_request_is_an_error() -> None:
    prose = "LM Studio wraps each call in [TOOL_REQUEST] and [END_TOOL_REQUEST] tags."
    assert _read(prose).calls == [] and _read(prose).errors == [] and _read(prose).content == prose
    cut = _read('[TOOL_REQUEST]\n{"name": "get_current_temperature", "arguments": {"location": "Os')
    assert cut.calls == [] and [error.name for error in cut.errors] == ["get_current_temperature"]


def test_gptme_at_calls_at_a_lines_start_are_read_for_offered_tools() -> None:
    text = 'Checking.\n@get_current_temperature(functions.get_current_temperature:0): {"location": "Oslo"}'
    text += '\n@get_current_temperature(uid2): {"location": "Bergen"}'
    result = _read(text)
    assert calls_of(result) == [
        ("get_current_temperature", {"location": "Oslo"}),
        ("get_current_temperature", {"location": "Bergen"}),
    ]
    assert result.content == "Checking." and result.errors == []


@pytest.mark.parametrize(
    "text",
    [
        '```\n@get_current_temperature(uid): {"location": "Oslo"}\n```',  # gptme's own example, never run
        'Mail me @get_current_temperature(uid): {"location": "Oslo"}',  # not at a line's start
        '@lookup(uid): {"location": "Oslo"}',  # no offered tool
    ],
)
def test_gptme_at_calls_in_a_fence_mid_line_or_to_no_offered_tool_stay_text(text: str) -> None:
    result = _read(text)
    assert result.calls == [] and result.errors == [] and result.content == text


def test_a_gptme_at_call_cut_off_is_an_error_naming_the_tool() -> None:
    cut = _read('@get_current_temperature(uid): {"location": "Os')
    assert cut.calls == [] and [error.name for error in cut.errors] == ["get_current_temperature"]
