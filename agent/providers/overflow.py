"""A server's "your request is longer than my window" error, in the words the servers use, and the
window it names. Such a request must never be retried unchanged: the loop compacts to the window and
tries once more (agent/turns/loop.py)."""

from __future__ import annotations

import re

# "This model's maximum context length is 4096 tokens" (OpenAI, vLLM, llama-cpp-python's server),
# "exceeds the available context size" + "n_ctx": 4096 (llama.cpp's server), "exceed context window of
# 4096" (LM Studio and others), "context length of 4096"
_WINDOW = re.compile(
    r"maximum context length is (\d+)|[\"']?n_ctx[\"']?\s*[:=]\s*(\d+)|context (?:window|size|length) of (\d+)",
    re.IGNORECASE,
)
_OVERFLOW = re.compile(
    r"maximum context length|exceeds? (?:the )?(?:available )?context|context_length_exceeded|"
    r"exceed_context_size|context window of|too many tokens|prompt is too long",
    re.IGNORECASE,
)


def is_overflow(text: str) -> bool:
    return _OVERFLOW.search(text) is not None


def window_in_error(text: str) -> int | None:
    """The window a server's overflow error names, if it names one."""
    found = _WINDOW.search(text)
    if found is None:
        return None
    return int(next(group for group in found.groups() if group))


# A server that reports reading fewer prompt tokens than were sent cut the prompt to fit its window (Ollama
# does so silently). The agent's own count is exact where the provider tokenises, else a calibrated estimate
# that can be off by a fifth or so: an estimate counts as cut only when the report is far below it, or when
# the report fills the window the agent asked for (a prompt budgeted to 80% of it cannot).
CUT_BELOW_EXACT = 0.9
CUT_BELOW_ESTIMATE = 0.75
FILLED_WINDOW = 0.95


def prompt_was_cut(sent: int, exact: bool, reported: int, window: int, kept: int = 0) -> bool:
    """Whether a server's report of the prompt tokens it read (`reported`) says it cut a prompt the agent
    counted as `sent` tokens (`exact`: counted by the model's tokenizer) for a `window`-token budget.
    `kept`: what every cut keeps (the system prompt); a report too small to hold even that counts something
    else (a stub, a server that counts only what it evaluated), not a cut prompt."""
    if reported <= 0 or reported >= sent or reported < CUT_BELOW_ESTIMATE * kept:
        return False
    if exact:
        return reported < CUT_BELOW_EXACT * sent
    return reported < CUT_BELOW_ESTIMATE * sent or (
        reported < CUT_BELOW_EXACT * sent and reported >= FILLED_WINDOW * window
    )
