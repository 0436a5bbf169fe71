"""Template tokens and reasoning tags named in prose (issue 42; corpora p, z, ab and ae): a token in parentheses that
close on its line, or between two words, is a mention and stays in the content, and so is a reasoning tag after a word
with the sentence going on in lowercase; one a template left at a seam (after a sentence's end, beside other tokens, at
a line's end) is taken out, and a thought opens or closes there, as before."""

from __future__ import annotations

import pytest

from parsers import extract_tool_calls
from tests.parsers.corpus import TOOLS
from tests.parsers.streamed import calls_of, read_streamed, stays_text

KIMI_CALL = (
    "<|tool_calls_section_begin|><|tool_call_begin|>functions.read:0<|tool_call_argument_begin|>"
    '{"path": "a.py"}<|tool_call_end|><|tool_calls_section_end|>'
)


@pytest.mark.parametrize(
    "text",
    [
        "Kimi's token format (<|tool_calls_section_begin|>...) is all it parsed.",
        "It returns them inline (<|tool_calls_section_begin|><|tool_call_begin|>{...}<|tool_call_end|>) instead.",
        "Output nothing after the final </tool_call>:\n\nRules follow.",
        "Text with a stray </tool_call> end tag",
        "Qwen ends a turn with <|im_end|> and then stops.",
        "{{ '<|tool_call_start|>[' + tool_calls + ']<|tool_call_end|>' }}",  # in a template's string (corpus ah)
        'stop = "<|im_end|>"',
        "tool calls show up as literal minimax xml (<minimax:tool_call> ... </minimax:tool_call>), and stay there.",
    ],
)
def test_a_token_named_in_a_sentence_stays_text(text: str) -> None:
    stays_text(text, TOOLS)


@pytest.mark.parametrize(
    ("text", "content"),
    [
        ("Done.<|im_end|>", "Done."),
        ("Done. <|im_end|>", "Done."),
        ("All set</tool_call>", "All set"),
        ("(<|im_end|>\nnext", "(\nnext"),  # the parenthesis never closes on the token's line
    ],
)
def test_a_token_a_template_left_is_taken_out(text: str, content: str) -> None:
    result = read_streamed(text, TOOLS)
    assert result.calls == [] and result.errors == [] and result.content == content


def test_a_call_after_a_sentence_still_runs() -> None:
    result = read_streamed("I'll read it. " + KIMI_CALL, TOOLS)
    assert calls_of(result) == [("read", {"path": "a.py"})]
    assert extract_tool_calls("Let me read that file" + KIMI_CALL, TOOLS).calls != []


@pytest.mark.parametrize(
    "text",
    [
        "Raw <tool_call> XML in chat messages, </think> tags in replies, empty tool arguments.",
        "Models emit <think> blocks before answering, then the answer.",
        "Strip the </think> tag from replies. Done.",
    ],
)
def test_a_reasoning_tag_named_in_a_sentence_stays_text(text: str) -> None:
    stays_text(text, TOOLS)


@pytest.mark.parametrize(
    ("text", "content"),
    [
        ("Let me check the weather...</think>The answer is 4.", "The answer is 4."),
        ("plan it </think> The answer is 4.", "The answer is 4."),  # the text after it starts a sentence
        ("Sure. <think> let me see</think>Four.", "Sure. Four."),  # a thought opened after a sentence's end
        ("<think> okay, so</think>Four.", "Four."),
    ],
)
def test_a_thought_still_opens_and_closes_at_a_seam(text: str, content: str) -> None:
    result = read_streamed(text, TOOLS)
    assert result.calls == [] and result.errors == [] and result.content == content


@pytest.mark.parametrize(
    "text",
    [
        "Return a json object within <tool_call> XML tags as follows:",
        "If the server emits <tool_call> as literal text instead, that is what shows.",
        "Calls HAVE to be enclosed within <tool_call> and </tool_call> tags.",
    ],
)
def test_a_tool_call_tag_named_in_a_sentence_stays_text(text: str) -> None:
    stays_text(text, TOOLS)


def test_a_tool_call_tag_before_an_offered_tool_or_a_block_still_opens_a_call() -> None:
    assert calls_of(
        read_streamed("Reading it <tool_call> read\n<arg_key>path</arg_key><arg_value>a.py</arg_value>", TOOLS)
    )
    within = 'I will call it within <tool_call>{"name": "read", "arguments": {"path": "a.py"}}</tool_call>'
    assert calls_of(read_streamed(within, TOOLS)) == [("read", {"path": "a.py"})]


def test_a_call_in_parentheses_is_still_a_call() -> None:
    text = (
        '(<minimax:tool_call><invoke name="read"><parameter name="path">a.py</parameter></invoke></minimax:tool_call>)'
    )
    assert calls_of(read_streamed(text, TOOLS)) == [("read", {"path": "a.py"})]


@pytest.mark.parametrize(
    "text",
    [
        "Set start_marker='<tool_call>' and end_marker='</tool_call>' in the config.",
        "withheld 39 characters (start_marker='<tool_call>\\n<function=read>\\n</function>')",  # corpus ac's log line
        'stop=["<|im_end|>", "</tool_call>"]',
        'parse(text, open=\'<tool_call>{"name": "read"}\')',
    ],
)
def test_a_marker_in_a_quoted_string_of_code_stays_text(text: str) -> None:
    stays_text(text, TOOLS)


def test_a_quoted_call_with_no_code_before_the_quote_is_read_as_before() -> None:
    result = read_streamed('\'<tool_call>{"name": "read", "arguments": {"path": "a.py"}}</tool_call>\'', TOOLS)
    assert calls_of(result) == [("read", {"path": "a.py"})]


@pytest.mark.parametrize(
    "text",
    [
        # a PR quoting Qwen3-Coder's template with its line breaks as escapes and JS placeholders (corpus ab)
        "a Qwen2-esque <tool_call>\\n<function=${fn_name}>...</function></tool_call>, except the parameters differ.",
        # gpt-oss's reasoning message written out in a sentence (corpus ab's llama.cpp PR)
        "When none, <|channel|>analysis<|message|>{reasoning content}<|end|> is added to the content.",
    ],
)
def test_a_template_written_out_in_a_sentence_stays_text(text: str) -> None:
    stays_text(text, TOOLS)


def test_a_harmony_message_at_a_seam_is_still_read() -> None:
    text = "<|channel|>analysis<|message|>Thinking.<|end|>The answer is 4."
    assert read_streamed(text, TOOLS).content == "The answer is 4."
