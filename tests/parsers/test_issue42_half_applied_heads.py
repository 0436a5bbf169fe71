"""Calls whose head a template or a server half-applied (issue 42, corpora eq and er): GigaChat 3's header tokens,
Llama 3.x's `<function=NAME` with its `>` lost or written `=` (Groq's failed generations), Qwen3-Coder's parameters
under the tool's own tag, and a `<tool_call>` opener that ends the reply."""

from __future__ import annotations

import pytest

from tests.parsers.streamed import calls_of, read_streamed, stays_text

TOOLS = [
    {"name": "read", "parameters": {"type": "object", "properties": {"file_path": {"type": "string"}}}},
    {
        "name": "bash",
        "parameters": {"type": "object", "properties": {"command": {"type": "string"}}, "required": ["command"]},
    },
    {
        "name": "web_search",
        "parameters": {"type": "object", "properties": {"query": {"type": "string"}}, "required": ["query"]},
    },
]
LS = [("bash", {"command": "ls"})]
BASH_JSON = '{"name": "bash", "arguments": {"command": "ls"}}'


@pytest.mark.parametrize(
    ("text", "content"),
    [
        ("I'll look.<|message_sep|>\n\nfunction call<|role_sep|>\n" + BASH_JSON, "I'll look."),
        ("<|message_sep|>\n\nfunction call<|role_sep|>\n" + BASH_JSON, ""),
        ("I'll look.<|function_call|>" + BASH_JSON + "</s>", "I'll look."),
    ],
)
def test_gigachat_header_tokens_go_with_the_call(text: str, content: str) -> None:
    result = read_streamed(text, TOOLS)
    assert calls_of(result) == LS and result.content == content and result.errors == []


def test_a_gigachat_token_named_in_a_sentence_stays_text() -> None:
    stays_text("The token <|function_call|> starts a call.", TOOLS)


@pytest.mark.parametrize(
    "text",
    [
        '<function=web_search{"query": "rust"}</function>',
        '<function=web_search={"query": "rust"}</function>',
        '<function=web_search {"query": "rust"}</function>',
        '<function=web_search>{"query": "rust"}</function>',
    ],
)
def test_a_function_tag_whose_close_is_lost_before_its_json_is_read(text: str) -> None:
    assert calls_of(read_streamed(text, TOOLS)) == [("web_search", {"query": "rust"})]


@pytest.mark.parametrize(
    "text",
    [
        '<function=nope={"query": "rust"}</function>',  # no offered tool
        '<function=web_search,{"query": "rust"}</function>',  # no `=` or blank: another shape
    ],
)
def test_a_glued_function_tag_of_no_offered_tool_or_other_shape_stays_text(text: str) -> None:
    stays_text(text, TOOLS)


@pytest.mark.parametrize(
    "text",
    [
        "<bash>\n<parameter=command>\nls\n</parameter>\n</function>",
        "<bash>\n<parameter=command>\nls\n</parameter>\n</bash>",
        "Listing.\n<bash><parameter=command>ls</parameter></function>",
    ],
)
def test_qwen3_coder_parameters_under_the_tools_own_tag_are_its_call(text: str) -> None:
    assert calls_of(read_streamed(text, TOOLS)) == LS


@pytest.mark.parametrize(
    "text",
    [
        "<div>\n<parameter=command>\nls\n</parameter>\n</function>",  # no offered tool's tag
        "Write <bash><parameter=command>ls</parameter></function> to run it.",  # mid-sentence
    ],
)
def test_parameters_under_another_tag_or_mid_sentence_stay_text(text: str) -> None:
    stays_text(text, TOOLS)


@pytest.mark.parametrize("text", ["I will run it.\n\n<tool_call>\n", "x\n</think>\n\n<tool_call>\n\n", "<tool_call>"])
def test_an_opener_alone_at_the_replys_end_is_a_call_cut_off(text: str) -> None:
    result = read_streamed(text, TOOLS)
    assert result.calls == [] and len(result.errors) == 1
    assert "cut off right after it opened" in result.errors[0].message


@pytest.mark.parametrize("text", ["Wrap the call in <tool_call>", "Example:\n<tool_call>"])
def test_an_opener_named_or_shown_at_the_end_stays_text(text: str) -> None:
    stays_text(text, TOOLS)


def test_an_opener_right_after_a_call_is_its_closing_tag_miswritten() -> None:
    result = read_streamed("<tool_call>\n" + BASH_JSON + "\n<tool_call>", TOOLS)
    assert calls_of(result) == LS and result.errors == []
