"""Issue 42, corpora cd and ce: a `<tool_call>` whose first tag the end of the reply cut (parsers/cut_ends.py), and
bare `<invoke>`s that MiniMax's closing tag follows (parsers/readers/invoke_tags.py)."""

from __future__ import annotations

from typing import Any

import pytest

from tests.parsers.corpus import tool_schema
from tests.parsers.streamed import read_streamed, stays_text

TOOLS: list[dict[str, Any]] = [
    tool_schema("send_command_to_shell", ("command",), command="string"),
    tool_schema("read", ("path",), path="string", limit="integer"),
]

# ---- a `<tool_call>` cut inside its first tag ---------------------------------------------------------------------

CUT_IN_FIRST_TAG = [
    "<tool_call>\n<function",  # Qwen3.6 at max_tokens
    "<tool_call>\n<function=",
    "<tool_call>\n<function=send_command_to_shell",
    "Let me look.\n<tool_call>\n<",
    '<tool_call><invoke name="',
    "<tool_call>\n<arg_",
]


@pytest.mark.parametrize("text", CUT_IN_FIRST_TAG)
def test_a_tool_call_cut_in_its_first_tag_is_a_cut_off(text):
    result = read_streamed(text, TOOLS)
    assert result.calls == []
    assert len(result.errors) == 1 and "tool_call" in result.errors[0].message
    assert "<tool_call>" not in result.content


@pytest.mark.parametrize(
    "text",
    [
        "For example:\n<tool_call>\n<function",  # a format shown
        "Wrap it as a block that starts <tool_call><function",  # named after a sentence's word
        "The reply opens with `<tool_call>` and then `<function",
    ],
)
def test_a_tool_call_cut_in_its_first_tag_shown_or_named_stays_text(text):
    stays_text(text, TOOLS)


def test_a_whole_call_after_the_first_tag_is_still_read():
    text = "<tool_call>\n<function=read>\n<parameter=path>a.py</parameter>\n</function>\n</tool_call>"
    assert read_streamed(text, TOOLS).calls[0].arguments == {"path": "a.py"}


# ---- bare invokes closed by `</minimax:tool_call>` -----------------------------------------------------------------

INVOKE = '<invoke name="mobile-query"> <parameter name="phone_number">19898098464</parameter> </invoke>'


@pytest.mark.parametrize(
    "text",
    [
        "Let me use the mobile-query skill.\n" + INVOKE + " </minimax:tool_call>",  # MiniMax-M2.5 via DashScope
        INVOKE + "\n</minimax:tool_call>",
        '<invoke name="mobile-query">\n<parameter name="phone_number">1</parameter>\n</invoke>\n'
        '<invoke name="read">\n<parameter name="path">a.py</parameter>\n</invoke>\n</minimax:tool_call>',
    ],
)
def test_a_bare_invoke_closed_by_minimax_tag_names_an_undeclared_tool(text):
    result = read_streamed(text, TOOLS)
    assert any("mobile-query" in error.message for error in result.errors)
    assert "<invoke" not in result.content


def test_a_bare_invoke_of_an_offered_tool_closed_by_minimax_tag_is_still_a_call():
    text = '<invoke name="read"><parameter name="path">a.py</parameter></invoke>\n</minimax:tool_call>'
    assert read_streamed(text, TOOLS).calls[0].arguments == {"path": "a.py"}


@pytest.mark.parametrize(
    "text",
    [
        INVOKE,  # no closing tag of MiniMax's: ordinary XML
        "Here is the answer.\n" + INVOKE + "\nDone.",
        "For example:\n" + INVOKE + "</minimax:tool_call>",  # a format shown
        "```\n" + INVOKE + "</minimax:tool_call>\n```",  # in a fence
        '<invoke name="tool_name"><parameter name="arg">value</parameter></invoke></minimax:tool_call>',  # placeholders
        '<invoke name="mobile-query"><parameter name="phone_number">1</parameter>',  # cut off, no closer
    ],
)
def test_a_bare_invoke_without_minimax_closer_or_shown_stays_text(text):
    stays_text(text, TOOLS)
