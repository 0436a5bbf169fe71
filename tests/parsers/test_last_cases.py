"""Cases seen in real outputs that need a tool set or a prompted dialect of their own: a call object with a
name and no arguments, and a bare JSON call quoted in prose by a model asked for a dialect with markers."""

from __future__ import annotations

import pytest

from parsers import StreamingParser, extract_tool_calls

TOOLS = [
    {
        "name": "bash",
        "description": "Run a command.",
        "parameters": {"type": "object", "properties": {"command": {"type": "string"}}, "required": ["command"]},
    },
    {
        "name": "ls",
        "description": "List a folder.",
        "parameters": {"type": "object", "properties": {"path": {"type": "string"}}},
    },
]
QUOTED = 'Careful: do not run {"name": "bash", "arguments": {"command": "rm -rf build"}} unless asked.'
ALONE = '{"name": "bash", "arguments": {"command": "ls"}}'


def calls(text: str, dialect: str | None = None) -> list[tuple[str, dict]]:
    return [(call.name, call.arguments) for call in extract_tool_calls(text, TOOLS, dialect).calls]


@pytest.mark.parametrize(
    "text", ['{"name": "ls"}', '<tool_call>{"name": "ls"}</tool_call>', '{"name": "ls", "id": "1"}']
)
def test_a_name_without_arguments_calls_a_tool_that_needs_none(text):
    assert calls(text) == [("ls", {})]


@pytest.mark.parametrize(
    "text",
    [
        '{"name": "bash"}',  # bash needs a command: text, not a call or an error
        '{"name": "ls", "description": "List a folder."}',  # a copy of the definition
        '{"name": "Ann"}',  # a name in some data
    ],
)
def test_a_name_without_arguments_is_text_otherwise(text):
    result = extract_tool_calls(text, TOOLS)
    assert result.calls == [] and result.errors == [] and result.content == text


@pytest.mark.parametrize("dialect", ["hermes", "mistral", "qwen3_coder", "harmony"])
def test_a_bare_call_quoted_in_prose_is_no_call_when_the_dialect_has_markers(dialect):
    result = extract_tool_calls(QUOTED, TOOLS, dialect)
    assert result.calls == [] and result.errors == [] and result.content == QUOTED
    parser = StreamingParser(TOOLS, dialect)
    for start in range(0, len(QUOTED), 7):
        parser.feed(QUOTED[start : start + 7])
    assert parser.finish().calls == []


@pytest.mark.parametrize("dialect", ["hermes", "mistral"])
def test_a_bare_call_that_is_the_whole_reply_or_fenced_still_runs(dialect):
    assert calls(f"\n{ALONE}\n", dialect) == [("bash", {"command": "ls"})]
    assert calls(f"Listing it:\n```json\n{ALONE}\n```", dialect) == [("bash", {"command": "ls"})]
    assert calls(f"Listing it:\n<tool_call>{ALONE}</tool_call>", dialect) == [("bash", {"command": "ls"})]


@pytest.mark.parametrize("dialect", [None, "json", "llama3", "pythonic"])
def test_without_markers_a_bare_call_after_a_lead_in_is_how_the_model_calls(dialect):
    for lead in ("Sure! ", "Running it: ", "I will list the files. ", "<tool_use>", "好的：", "; "):
        assert calls(lead + ALONE, dialect) == [("bash", {"command": "ls"})], lead


# a bare call after words on its line that lead no reply in is quoted, whatever the dialect: mid-sentence, in a list
# item (corpus z's guide step), after a log's label (corpus y's demo log) or inside a tuple (corpus aa's log line)
@pytest.mark.parametrize(
    "text",
    [
        QUOTED,
        f"  3. If it wants a tool, it outputs a JSON object: {ALONE}",
        f"- Sure: {ALONE}",
        f"[Raw Assistant -> Round 1] {ALONE}",
        f"THINK: (True, {ALONE})",
        f"const call = {ALONE};",
    ],
)
@pytest.mark.parametrize("dialect", [None, "json", "hermes"])
def test_a_bare_call_after_words_that_lead_no_reply_in_is_text(text, dialect):
    result = extract_tool_calls(text, TOOLS, dialect)
    assert result.calls == [] and result.errors == [] and result.content == text.strip()
    parser = StreamingParser(TOOLS, dialect)
    for start in range(0, len(text), 5):
        parser.feed(text[start : start + 5])
    assert parser.finish() == result


# GLM with `<tool_call>` stripped (tests/parsers/corpus_2026_c.py has the real outputs): the argument tags
# make the call, the name is an offered tool's even when prose is glued to it, and a name beside a tag
# that is no argument head stays text


def test_a_stripped_glm_call_glued_to_prose_keeps_the_prose() -> None:
    text = "Let me list it.ls\n<arg_key>path</arg_key>\n<arg_value>src</arg_value>\n"
    result = extract_tool_calls(text, TOOLS)
    assert [(call.name, call.arguments) for call in result.calls] == [("ls", {"path": "src"})]
    assert result.content == "Let me list it."


def test_a_name_beside_a_tag_that_opens_no_argument_is_text() -> None:
    text = "ls<arg_key>path<arg_value>x and ls <arg_key> in prose, then more"
    assert extract_tool_calls(text, TOOLS).calls == []
    assert extract_tool_calls(text, TOOLS).content == text


@pytest.mark.parametrize("text", ["ls <arg_key>", "ls <arg_key>pa", "ls\n<arg_key>path</arg_key>\n<arg_val"])
def test_a_stripped_glm_call_cut_at_its_first_argument_is_never_run(text: str) -> None:
    result = extract_tool_calls(text, TOOLS)
    assert result.calls == []
    assert [error.name for error in result.errors] == ["ls"]


def test_words_between_two_calls_on_a_line_quote_neither() -> None:
    text = f"{ALONE} invalid {ALONE}"  # LocalAI's fixture of two calls with junk between (corpus ah)
    assert calls(text) == [("bash", {"command": "ls"})] * 2
    assert calls(f"(True, {ALONE}) (True, {ALONE})") == []  # after a quoted one, the next is quoted as well


def test_a_name_and_other_keys_behind_a_call_marker_is_a_call_attempt() -> None:
    # as aichat's Mistral reply (corpus ak): `[TOOL_CALLS]` then an object naming an undeclared tool beside other keys
    text = '[TOOL_CALLS] [{"name":"fetch_page","function":[{"name":"ls","arguments":aution"}}]'
    result = extract_tool_calls(text, TOOLS)
    assert result.calls == [] and len(result.errors) == 1 and "'fetch_page'" in result.errors[0].message
    bare = '{"name": "list_files", "function": "x"}'  # with no marker it is some other JSON: text, no error
    assert extract_tool_calls(bare, TOOLS).errors == [] and extract_tool_calls(bare, TOOLS).content == bare
