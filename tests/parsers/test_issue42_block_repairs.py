"""Calls a block's small slips leave readable (issue 42, corpora ah and ai): a few words leading the JSON inside a
<tool_call> block (LocalAI's fixture), a GLM value never closed before the reply's final </tool_call> (tabbyAPI's), and
a call wrapped in a harness's `tools` object (a local model's reply in an Ollama tutorial). Each with the near-misses
that stay as they were."""

from __future__ import annotations

import pytest

from tests.parsers.corpus import TOOLS
from tests.parsers.streamed import calls_of, read_streamed

READ = [("read", {"path": "a.py"})]


@pytest.mark.parametrize("lead", ["Sure: ", "Reading it. ", "OK! "])
def test_a_lead_in_inside_a_block_leaves_its_call(lead: str) -> None:
    result = read_streamed(
        f'<tool_call>\n{lead}{{"name": "read", "arguments": {{"path": "a.py"}}}}\n</tool_call>', TOOLS
    )
    assert calls_of(result) == READ and result.content == lead.strip()


def test_a_sentence_inside_a_block_is_still_a_broken_call() -> None:
    text = '<tool_call>\nThis block holds a long sentence before it: {"name": "read"}\n</tool_call>'
    result = read_streamed(text, TOOLS)
    assert result.calls == [] and len(result.errors) == 1


def test_a_glm_value_left_open_ends_at_the_replys_final_closing_tag() -> None:
    text = "<tool_call>read\n<arg_key>path</arg_key>\n<arg_value>a.py\n</tool_call>\n"
    assert calls_of(read_streamed(text, TOOLS)) == READ


def test_a_glm_value_left_open_with_text_after_the_closing_tag_is_cut_off() -> None:
    text = "<tool_call>write\n<arg_key>path</arg_key>\n<arg_value>a.py\n</tool_call> and more"
    result = read_streamed(text, TOOLS)
    assert result.calls == [] and len(result.errors) == 1


def test_a_call_in_a_tools_object_is_read() -> None:
    text = 'Here\'s my response:\n\n{"tools": {"tool": "read", "tool_input": {"path": "a.py"}}}'
    assert calls_of(read_streamed(text, TOOLS)) == READ


def test_a_tools_object_that_holds_no_call_is_text() -> None:
    text = '{"tools": {"enabled": true, "max": 3}}'
    result = read_streamed(text, TOOLS)
    assert result.calls == [] and result.errors == [] and result.content == text


def test_a_call_line_ended_by_a_turn_token_is_read() -> None:
    # a Gemma fine-tune's BFCL result (corpus aq): a bare call, then Gemma's turn end
    result = read_streamed("read(path='a.py')<end_of_turn>", TOOLS)
    assert calls_of(result) == READ and result.content == ""
    assert read_streamed("Done.<end_of_turn>", TOOLS).content == "Done."


def test_a_tools_definition_echoed_is_text() -> None:
    # the offered function's schema written back instead of a call (corpus aq's Gemma fine-tune; BFCL's "dict")
    for kind in ("object", "dict"):
        properties = '"properties": {"path": {"type": "string", "description": "The file."}}, "required": ["path"]'
        text = f'{{"name": "read", "description": "Read a file.", "parameters": {{"type": "{kind}", {properties}}}}}'
        result = read_streamed(text, TOOLS)
        assert result.calls == [] and result.errors == [] and result.content == text


def test_a_call_inside_a_functioncall_tag_is_read() -> None:
    # a Home Assistant reply (corpus ap): the call written inside the tag itself
    text = '<functioncall {"name": "read", "arguments": {"path": "a.py"}}>'
    assert calls_of(read_streamed(text, TOOLS)) == READ


def test_another_formats_wrapper_inside_a_block_is_taken_out_with_it() -> None:
    # Qwen3-Coder asked for <tools> wrote it inside <tool_call> too (corpus an)
    text = '<tool_call>\n<tools>\n{"name": "read", "arguments": {"path": "a.py"}}\n</tools>\n</tool_call>'
    result = read_streamed(text, TOOLS)
    assert calls_of(result) == READ and result.content == ""


def test_an_element_call_with_its_children_indented_four_blanks_is_read() -> None:
    # Llama-4-Maverick's calls in a benchmark's logs (corpus ao): a line break and four blanks before each child
    text = "<read>\n    <path>a.py</path>\n</read>"
    assert calls_of(read_streamed(text, TOOLS)) == READ
    cut = read_streamed("<write>\n    <path>a.py</path>\n    <content>x</content>\n</wri", TOOLS)
    assert cut.calls == [] and len(cut.errors) == 1 and "write" in cut.errors[0].message
