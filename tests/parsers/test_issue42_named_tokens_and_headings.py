"""Issue 42 (corpora bq, br): a markdown heading naming a format makes the fenced block under it that format's example
("### Format 4: Broken XML" then a fenced <function=…> call), while a heading naming the model's own step keeps its
fenced call a call."""

from __future__ import annotations

import pytest

from tests.parsers.corpus import tool_schema
from tests.parsers.streamed import calls_of, read_streamed, stays_text

TOOLS = [tool_schema("read_file", ("path",), path="string")]

XML_CALL = "```xml\n<function=read_file>\n<parameter=path>main.py</parameter>\n</function>\n```"
JSON_CALL = '```json\n{"name": "read_file", "arguments": {"path": "main.py"}}\n```'


@pytest.mark.parametrize(
    "heading",
    [
        "### Format 4: Broken XML (Missing Opening Tag)",
        "## Format B",
        "## Example 2",
        "## Example: reading a file",
        "### Syntax",
        "## Tool call format",
        "## The Hermes template",
        "### JSON Schema",
        "#### Pattern 3 - nested calls",
    ],
)
@pytest.mark.parametrize("block", [XML_CALL, JSON_CALL])
def test_a_heading_naming_a_format_shows_an_example(heading: str, block: str) -> None:
    stays_text(f"{heading}\n{block}\n**Used by:** Models with incomplete XML output", TOOLS)
    stays_text(f"{heading}\n\n{block}", TOOLS)


def test_a_format_heading_over_an_unfenced_call_shows_an_example() -> None:
    stays_text(
        "### Format 4: Broken XML\n<function=read_file>\n<parameter=path>main.py</parameter>\n</function>", TOOLS
    )


@pytest.mark.parametrize(
    "heading",
    [
        "## Step 1: read the file",
        "## Step 2: apply the format",
        "## Reading the config",
        "### Fix your syntax",
        "# Formatting the output",
    ],
)
@pytest.mark.parametrize("block", [XML_CALL, JSON_CALL])
def test_a_heading_naming_an_action_keeps_its_call(heading: str, block: str) -> None:
    result = read_streamed(f"{heading}\n{block}", TOOLS)
    assert calls_of(result) == [("read_file", {"path": "main.py"})] and result.errors == []


def test_the_same_form_in_prose_and_after_for_example_stays_text() -> None:
    stays_text("In the write-up, `### Format 4:` precedes a fence with `<function=read_file>` in it.", TOOLS)
    stays_text(f"For example:\n{XML_CALL}\nis what a broken model writes.", TOOLS)
    stays_text(f"### Format 4: Broken XML\n{XML_CALL.replace('main.py', '{path}')}", TOOLS)


def test_a_cut_off_call_under_an_action_heading_is_a_cut_off_error() -> None:
    result = read_streamed("## Step 1: read the file\n```xml\n<function=read_file>\n<parameter=path>main.py", TOOLS)
    assert result.calls == [] and len(result.errors) == 1 and "cut off" in result.errors[0].message


# ---- template tokens named between a sentence's clauses (corpus bq) ------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "最后stop的Special token应该是<|eom_id|>，对应id为128008，而普通的token是<|eot_id|>，对应的是128009。",
        "停止符是<|im_end|>、不是<|endoftext|>。",
        "Llama 3.1 stops a tool call with<|eom_id|>, not with <|eot_id|>, after the JSON.",
        "ChatML's end token <|im_end|>，closes each turn",
        "終了トークンは<|eot_id|>、ツール呼び出しでは<|eom_id|>、どちらも特殊トークン。",
    ],
)
def test_a_token_between_clauses_is_named_in_prose(text: str) -> None:
    stays_text(text, TOOLS)


@pytest.mark.parametrize(
    "text",
    [
        "答案是42<|eot_id|>",
        "The answer is 42<|eot_id|>\n",
        "Done<|im_end|>\n<|im_start|>user\nhi",
        "好的<|eom_id|><|eot_id|>",
        "完成了。<|eot_id|>，",
        "完成了<|eot_id|>。",
    ],
)
def test_a_leaked_token_is_still_taken_out(text: str) -> None:
    result = read_streamed(text, TOOLS)
    assert (
        result.calls == [] and result.errors == [] and "_id|>" not in result.content and "im_end" not in result.content
    )


def test_a_call_after_a_token_named_between_clauses_is_read() -> None:
    text = (
        'token是<|eom_id|>，对应128008。\n<tool_call>{"name": "read_file", "arguments": {"path": "a.py"}}</tool_call>'
    )
    result = read_streamed(text, TOOLS)
    assert calls_of(result) == [("read_file", {"path": "a.py"})] and result.errors == []
    assert result.content.startswith("token是<|eom_id|>，对应128008。")
