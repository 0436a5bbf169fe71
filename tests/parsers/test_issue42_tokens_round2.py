"""Special tokens and tags as corpus j found them (issue 42): Llama 4's JSON calls between `<|python_start|>` and
`<|python_end|>`, Qwen3.5's tags with their `<` and `</` lost by the server (exo) inside `<tool_call>`, and Kimi K2
writing an OpenAI call id (`call_59adf…`) where `functions.NAME:IDX` belongs."""

from __future__ import annotations

import pytest

from tests.parsers.corpus import tool_schema
from tests.parsers.streamed import calls_of, read_streamed

TOOLS = [
    tool_schema("terminal", ("command",), command="string"),
    tool_schema("search", ("query",), query="string", count="integer"),
    tool_schema("web_search", ("query",), query="string"),
    tool_schema("write", ("path", "content"), path="string", content="string"),
]
HOW_TO = "Here is how you can call it:\n\n```\n{}\n```\n\nUse it for each search."


def read(text: str) -> tuple[list[tuple[str, dict]], list[str], str]:
    """The calls, error messages and content of `text`, after checking that streaming it one character at a time
    gives the same result and announces no call the whole text does not hold."""
    whole = read_streamed(text, TOOLS)
    return (
        calls_of(whole),
        [error.message for error in whole.errors],
        whole.content,
    )


# ---- Llama 4: JSON behind <|python_start|> ---------------------------------------------------------------------

LLAMA4 = '<|python_start|>{"name": "search", "parameters": {"query": "llama 4", "count": 3}}<|python_end|>'


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "I'll search.\n\n" + LLAMA4 + "\n\nThen I will read the results.",
            [("search", {"query": "llama 4", "count": 3})],
        ),
        (
            '<|python_start|>{"name": "search", "parameters": {"query": "a"}}; '
            '{"name": "terminal", "parameters": {"command": "ls"}}<|python_end|>',
            [("search", {"query": "a"}), ("terminal", {"command": "ls"})],
        ),
        (
            '<|python_start|>[search(query="a"), terminal(command="ls")]<|python_end|>',
            [("search", {"query": "a"}), ("terminal", {"command": "ls"})],
        ),
    ],
)
def test_llama4_python_start_holds_json_calls_or_python_calls(text, expected):
    calls, errors, _ = read(text)
    assert calls == expected and errors == []


def test_llama4_python_start_json_cut_off_is_an_error_naming_the_tool():
    calls, errors, _ = read('<|python_start|>{"name": "search", "parameters": {"query": "lat')
    assert calls == [] and len(errors) == 1 and "search" in errors[0] and "cut off" in errors[0]


@pytest.mark.parametrize(
    "text",
    [
        HOW_TO.format(LLAMA4),  # the format shown to the user
        "Llama 4 writes `" + LLAMA4 + "` when it calls a tool.",  # quoted in a code span
    ],
)
def test_llama4_python_start_json_shown_as_an_example_stays_text(text):
    assert read(text) == ([], [], text)


def test_llama4_python_start_json_naming_no_offered_tool_is_no_call():
    calls, errors, _ = read('<|python_start|>{"name": "rm_rf", "parameters": {"path": "/"}}<|python_end|>')
    assert calls == [] and len(errors) == 1 and "terminal" in errors[0]


# ---- Qwen3.5 through exo: inner tags with their `<` and `</` lost ------------------------------------------------

EATEN = "<tool_call>\nfunction=terminal>\nparameter=command>\necho hello\nparameter>\nfunction>\n</tool_call>"


def test_qwen35_tags_whose_openers_were_eaten_read_inside_tool_call():
    assert read(EATEN) == ([("terminal", {"command": "echo hello"})], [], "")
    two = EATEN + "\n" + EATEN.replace("hello", "bye")
    assert read(two)[0] == [("terminal", {"command": "echo hello"}), ("terminal", {"command": "echo bye"})]


@pytest.mark.parametrize(
    "text", ["<tool_call>\nfunction=terminal>\nparameter=command>\necho hel", "<tool_call>\nfunction=terminal>\nparam"]
)
def test_qwen35_eaten_tags_cut_off_are_an_error_naming_the_tool(text):
    calls, errors, _ = read(text)
    assert calls == [] and len(errors) == 1 and "terminal" in errors[0] and "cut off" in errors[0]


@pytest.mark.parametrize(
    "text",
    [
        "Exo hands back function=terminal> and parameter=command> lines without their angle brackets.",  # prose
        HOW_TO.format(EATEN),  # the format shown to the user
    ],
)
def test_qwen35_eaten_tags_outside_a_call_stay_text(text):
    assert read(text) == ([], [], text)


@pytest.mark.parametrize(
    "text",
    [
        EATEN.replace("terminal", "rm_everything"),  # no offered tool
        "<tool_call> function=terminal> parameter=command> echo hello parameter> function> </tool_call>",  # one line
    ],
)
def test_qwen35_eaten_tags_naming_no_offered_tool_or_not_on_their_lines_are_no_call(text):
    calls, errors, _ = read(text)
    assert calls == [] and len(errors) == 1  # the block is no call it can read, as before


# ---- Kimi K2: an OpenAI call id instead of functions.NAME:IDX ---------------------------------------------------

KIMI = (
    "<|tool_calls_section_begin|><|tool_call_begin|>{}<|tool_call_argument_begin|>{}"
    "<|tool_call_end|><|tool_calls_section_end|>"
)
OPENAI_ID = "call_59adf5614cfe4f4b8a71be54"


def test_kimi_openai_id_calls_the_one_tool_its_arguments_fit():
    assert read(KIMI.format(OPENAI_ID, '{"path": "a.txt", "content": "hi"}')) == (
        [("write", {"path": "a.txt", "content": "hi"})],
        [],
        "",
    )


def test_kimi_openai_id_whose_arguments_fit_several_tools_is_an_error_naming_them():
    calls, errors, _ = read(KIMI.format(OPENAI_ID, '{"query": "news"}'))
    assert calls == [] and len(errors) == 1 and "its arguments fit search, web_search" in errors[0]


@pytest.mark.parametrize(
    "text",
    [
        KIMI.format(OPENAI_ID, '{"colour": "red"}'),  # no tool takes the arguments
        KIMI.format("call_ab12", '{"command": "ls"}'),  # too short to be an OpenAI id
    ],
)
def test_kimi_id_no_tool_fits_stays_an_unknown_tool(text):
    calls, errors, _ = read(text)
    assert calls == [] and len(errors) == 1 and "There is no tool named" in errors[0]


def test_kimi_openai_id_cut_off_is_an_error_naming_the_tool_its_keys_fit():
    text = KIMI.format(OPENAI_ID, '{"path": "a.txt", "content": "hel').split("<|tool_call_end|>")[0]
    calls, errors, _ = read(text)
    assert calls == [] and len(errors) == 1 and "The call to write was cut off" in errors[0]
