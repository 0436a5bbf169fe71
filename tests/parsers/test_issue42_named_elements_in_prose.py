"""Issue 42, corpora bd and bg: call markup named in prose rather than written. An element whose body is only an
ellipsis after a sentence's words ("looked like <function=skill>...</function></tool_call> appearing"), and a tag's
opener and closer with only a comma between ("<tool_call>,</tool_call>appearing as text") (parsers/readers/mentions.py);
a tool's definition echoed with a flat parameter map (Phi-4-mini's <|tool|> list), and a prompt rendered up to the
reply's turn keeping its template tokens (a quoted Llama 3.2 model-card prompt).
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.parsers.corpus import tool_schema
from tests.parsers.streamed import calls_of, read_streamed, stays_text

TOOLS: list[dict[str, Any]] = [
    tool_schema("read", ("path",), path="string"),
    tool_schema("web_search", ("query",), query="string"),
]


@pytest.mark.parametrize(
    "text",
    [
        "The raw output looked like <function=skill>...</function></tool_call> appearing as plain text.",
        "It printed <tool_call>…</tool_call> instead of calling the tool.",
        'We saw <invoke name="read"> ... </invoke> in the logs, every time.',
        "The model kept writing <function=read>...</function>, then stopped.",
        "Qwen answered with <tool_call>...</tool_call>",  # the sentence ends with the element
    ],
)
def test_an_elided_element_after_a_sentences_words_stays_text(text: str) -> None:
    stays_text(text, TOOLS)


@pytest.mark.parametrize(
    "text",
    [
        "Users see:\n- Raw tool call XML tags:\n<tool_call>,</tool_call>appearing as text - and more",
        "<tool_call>, </tool_call> show up in the reply",
        "Tags:\n<function=read>/</function>",
        "Raw tags: <tool_call> / </tool_call>",
    ],
)
def test_a_tags_opener_and_closer_with_a_comma_between_stay_text(text: str) -> None:
    stays_text(text, TOOLS)


@pytest.mark.parametrize(
    "text",
    [
        # in a fence after "for example", and with placeholders
        "For example:\n```\nThe output looked like <function=skill>...</function></tool_call> appearing\n```",
        "The model wrote <tool_call>{...}</tool_call> appearing as text.",
        "It looked like <function=<name>>...</function> in the log.",
    ],
)
def test_the_forms_shown_or_with_placeholders_stay_text(text: str) -> None:
    stays_text(text, TOOLS)


@pytest.mark.parametrize(
    "text, call",
    [
        ("I will call <function=read><parameter=path>a.py</parameter></function>", ("read", {"path": "a.py"})),
        (
            "Let me check:\n<function=read>\n<parameter=path>\na.py\n</parameter>\n</function>",
            ("read", {"path": "a.py"}),
        ),
        (
            'Let me read it:\n<tool_call>{"name": "read", "arguments": {"path": "a.py"}}</tool_call>',
            ("read", {"path": "a.py"}),
        ),
        # an elided element named, then a real call after it
        (
            "It looked like <function=read>...</function>\n<function=read><parameter=path>b.py</parameter></function>",
            ("read", {"path": "b.py"}),
        ),
        (
            'Tags:\n<tool_call>,</tool_call>\n<tool_call>{"name": "read", "arguments": {"path": "c"}}</tool_call>',
            ("read", {"path": "c"}),
        ),
    ],
)  # fmt: skip
def test_real_calls_with_bodies_after_prose_are_read(text: str, call: tuple[str, dict[str, Any]]) -> None:
    result = read_streamed(text, TOOLS)
    assert calls_of(result) == [call] and result.errors == []


def test_a_call_cut_off_after_a_sentences_words_is_a_cut_off_error_not_a_call() -> None:
    result = read_streamed("The raw output looked like <function=read><parameter=path>a.py", TOOLS)
    assert result.calls == [] and len(result.errors) == 1 and "cut off" in result.errors[0].message


def test_a_comma_then_a_call_body_in_the_tags_is_still_an_error() -> None:
    result = read_streamed('<tool_call>,{"name": "read", "arguments": {"path": "a"}}</tool_call>', TOOLS)
    assert result.calls == [] and len(result.errors) == 1


# Tool definitions whose parameters map each name to its schema (Phi-4-mini's tool list in a rendered system prompt,
# a definition quoted in prose) are the tool's definition echoed, not a call with bad arguments (parsers/calls.py)
DEFINITIONS = [
    "<|system|>Tools.<|tool|>{'name': 'read', 'description': 'read a file', 'parameters': "
    "{'path': {'description': 'The file', 'type': 'string'}}}<|/tool|><|end|>",
    'The tool is defined as:\n{"name": "read", "parameters": {"path": {"type": "string", "description": "a file"}}}',
    '{"name": "web_search", "arguments": {"query": {"type": "string"}}}',
]


@pytest.mark.parametrize("text", DEFINITIONS)
def test_a_tools_definition_with_a_flat_parameter_map_stays_text(text: str) -> None:
    stays_text(text, TOOLS)


def test_an_object_parameter_written_with_schema_words_is_still_an_argument() -> None:
    tools = [tool_schema("label", ("spec",), spec="object")]
    result = read_streamed('{"name": "label", "arguments": {"spec": {"type": "bug", "description": "x"}}}', tools)
    assert calls_of(result) == [("label", {"spec": {"type": "bug", "description": "x"}})]


def test_a_call_with_values_is_still_read() -> None:
    result = read_streamed('<tool_call>{"name": "read", "arguments": {"path": "a.py"}}</tool_call>', TOOLS)
    assert calls_of(result) == [("read", {"path": "a.py"})]


# A prompt rendered up to the reply's turn: a turn's end token, then the header of the reply's turn, keeps its tokens
# there and after (parsers/readers/rendered_prompts.py)
@pytest.mark.parametrize(
    "text",
    [
        "NO other text.<|eot_id|><|start_header_id|>assistant<|end_header_id|>\n[get_user(user_id=7)]<|eot_id|>",
        "Answer briefly.<|im_end|>\n<|im_start|>assistant\nSure.<|im_end|>",
        "Be brief.<end_of_turn>\n<start_of_turn>model\nOK<end_of_turn>",
        "Be brief.<|end|><|assistant|>OK<|end|>",
    ],
)
def test_a_prompt_rendered_up_to_the_replys_turn_keeps_its_tokens(text: str) -> None:
    stays_text(text, TOOLS)


@pytest.mark.parametrize(
    "text, content",
    [
        ("Done.<|eot_id|>", "Done."),
        ("Sure.<|im_end|>\n<|im_start|>user\nthanks", "Sure.\n<|im_start|>user\nthanks"),  # a reply running on
    ],
)
def test_a_replys_stray_end_tokens_still_go(text: str, content: str) -> None:
    result = read_streamed(text, TOOLS)
    assert result.content == content and result.calls == [] and result.errors == []


def test_a_call_in_a_rendered_assistant_turn_the_model_writes_is_read() -> None:
    text = '<|start_header_id|>assistant<|end_header_id|>\n\n{"name": "read", "parameters": {"path": "a.py"}}<|eot_id|>'
    assert calls_of(read_streamed(text, TOOLS)) == [("read", {"path": "a.py"})]
