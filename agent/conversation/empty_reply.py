"""A reply with nothing in it: no text (reasoning aside), no tool call. Such a reply is no answer, so the
model is told once (prompts/empty_reply.md); a second one in a row ends the run as an error."""

from __future__ import annotations

import re

from agent.errors import ProviderError
from agent.messages import AssistantTurn
from agent.prompts import load_prompt
from parsers.scan import REASONING_CLOSE

# a reasoning block, closed or running to the end of the reply
_REASONING = re.compile(
    "|".join(f"{re.escape(start)}.*?(?:{re.escape(end)}|\\Z)" for start, end in REASONING_CLOSE.items()), re.S
)


class EmptyReplyError(ProviderError):
    """The model answered with nothing twice in a row."""


def is_empty(turn: AssistantTurn) -> bool:
    """No call, no malformed call, and no text outside reasoning blocks."""
    if turn.tool_calls or turn.malformed:
        return False
    return not _REASONING.sub("", turn.content).strip()


EMPTY_TWICE = "the model replied with nothing twice in a row (no text, no tool call), so the task is not done"


class EmptyReplies:
    """Empty replies in a row within one exchange: the first is answered with a request to answer or call a tool
    (returned), a second ends the run (EmptyReplyError)."""

    def __init__(self) -> None:
        self._before = False

    def ask_again(self, turn: AssistantTurn) -> str | None:
        if not is_empty(turn):
            self._before = False
            return None
        if self._before:
            raise EmptyReplyError(EMPTY_TWICE)
        self._before = True
        return load_prompt("empty_reply.md").strip()
