"""Python calls to tools whose names hold a hyphen (`[weather-forecast(city="Oslo")]`, MCP servers name tools so):
Python reads `weather - forecast(...)`, so such a name is read only when it is the whole name of an offered tool."""

from __future__ import annotations

import pytest

from parsers import StreamingParser, extract_tool_calls, render_call
from tests.parsers.corpus import tool_schema

TOOLS = [
    tool_schema("weather-forecast", (), city="string"),
    tool_schema("add-note", (), name="string"),
    tool_schema("f", (), x="integer"),
]
TOOLS += [tool_schema("n_f", (), x="integer"), tool_schema("get_time", (), city="string")]


def calls(text: str) -> list[tuple[str, dict]]:
    result = extract_tool_calls(text, TOOLS)
    parser = StreamingParser(TOOLS)
    for char in text:  # streaming gives the same calls at every chunk boundary
        parser.feed(char)
    streamed = parser.finish()
    assert [(c.name, c.arguments) for c in streamed.calls] == [(c.name, c.arguments) for c in result.calls]
    assert streamed.content == result.content
    return [(call.name, call.arguments) for call in result.calls]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ('[weather-forecast(city="London")]', [("weather-forecast", {"city": "London"})]),
        ("[add-note(name='a-b(c)')]", [("add-note", {"name": "a-b(c)"})]),  # a hyphen and call inside a value
        (
            '[get_time(city="Zürich"),\n weather-forecast(city="Oslo")]',  # after a plain call, a line, a non-ASCII
            [("get_time", {"city": "Zürich"}), ("weather-forecast", {"city": "Oslo"})],
        ),
        ('<|python_start|>weather-forecast(city="Oslo")<|python_end|>', [("weather-forecast", {"city": "Oslo"})]),
    ],
)
def test_a_call_to_an_offered_hyphenated_name_is_read(text, expected):
    assert calls(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "[a-b(x=1)]",  # no tool is named a-b
        "So the total is [n-f(x)] here.",  # arithmetic in prose, though `f` is a tool and `n-f` spells `n_f`
        '[weather - forecast(city="Oslo")]',  # a subtraction, spaced
        '[weather-forecast-x(city="Oslo")]',  # longer than the offered name
        '[weather-forecast(city="Oslo"), a-b(x=1)]',  # one name offered, the other not: no partial list
        "[n-f(x=1",  # cut off, but no offered name: no error naming n_f
    ],
)
def test_a_hyphenated_name_no_tool_has_stays_text(text):
    result = extract_tool_calls(text, TOOLS)
    assert result.calls == [] and result.errors == [] and result.content == text
    assert calls(text) == []


def test_a_cut_off_call_to_a_hyphenated_tool_is_an_error_naming_it():
    result = extract_tool_calls('[weather-forecast(city="Lon', TOOLS)
    assert result.calls == [] and [error.name for error in result.errors] == ["weather-forecast"]


@pytest.mark.parametrize("dialect", ["pythonic", "lfm2", "tool_code"])
def test_a_rendered_call_to_a_hyphenated_tool_reads_back(dialect):
    # the dialects of Python calls wrote calls to such a tool that their readers could not read
    tools = [tool_schema("weather-forecast", (), city="string", opts="object")]
    arguments = {"city": "Oslo", "opts": {"days": (1, 2), "metric": True, "unit": None}}
    result = extract_tool_calls(render_call("weather-forecast", arguments, dialect), tools, dialect)
    assert [(call.name, call.arguments) for call in result.calls] == [
        ("weather-forecast", {"city": "Oslo", "opts": {"days": [1, 2], "metric": True, "unit": None}})
    ]


@pytest.mark.parametrize(
    "closing",
    ["\n</tool_call>", "\n<tool_call>", ""],  # langgraph-codeact's model wrote the opening tag twice
)
def test_a_python_fence_right_after_tool_call_holding_calls_to_offered_tools_is_read(closing):
    text = "I will check.\n\n<tool_call>\n```python\nget_time(\n    city='Oslo',\n)\n```" + closing
    assert calls(text) == [("get_time", {"city": "Oslo"})]


@pytest.mark.parametrize(
    "text",
    [
        "<tool_call>\n```python\nprint(get_time(city='Oslo'))\nx = 1\n```\n</tool_call>",  # code, not calls
        "<tool_call>\n```bash\nls\n```\n</tool_call>",
    ],
)
def test_other_fences_after_tool_call_are_no_call(text):
    assert calls(text) == []


@pytest.mark.parametrize("text", ['[read(path="a\\h")]', 'read(path="C:\\hello")', "<|python_tag|>read(path='x\\q')"])
def test_an_invalid_escape_in_a_python_call_warns_nobody(text: str) -> None:
    # Python's parser warns about `\h` (a SyntaxWarning on the user's terminal from 3.12): the text is the model's data
    import warnings

    with warnings.catch_warnings():
        warnings.simplefilter("error")
        result = extract_tool_calls(text, [tool_schema("read", ("path",), path="string")])
    assert [call.name for call in result.calls] == ["read"]
