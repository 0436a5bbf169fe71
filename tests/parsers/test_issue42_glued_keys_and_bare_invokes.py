"""Issue 42, corpora cd and ce: a `<tool_call>` whose first tag the end of the reply cut (parsers/cut_ends.py)."""

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
