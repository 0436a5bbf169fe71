"""How many of one reply's tool calls run: the first MAX_CALLS_PER_TURN; the rest are dropped with one note."""

from __future__ import annotations

from agent.messages import AssistantTurn

# A useful turn makes a handful of calls (a few reads in parallel, an edit and a test run). Without a
# cap, one reply holding 10,000 `write` calls creates 10,000 files before anything notices; 32 leaves
# room for wide batches of reads while bounding what one reply can do before the model sees a result.
MAX_CALLS_PER_TURN = 32


def within_the_cap(turn: AssistantTurn) -> AssistantTurn:
    """The reply as the conversation keeps it: its first MAX_CALLS_PER_TURN calls. The others are not kept
    (10,000 calls and a refusal for each would overflow any window); `over_the_cap` tells the model once."""
    if len(turn.tool_calls) <= MAX_CALLS_PER_TURN:
        return turn
    return turn.model_copy(update={"tool_calls": turn.tool_calls[:MAX_CALLS_PER_TURN]})


def over_the_cap(made: int) -> str | None:
    """The one note for a reply that made more calls than run, or None."""
    if made <= MAX_CALLS_PER_TURN:
        return None
    return (
        f"Your last reply made {made} tool calls; at most {MAX_CALLS_PER_TURN} tool calls run per turn, so the "
        f"first {MAX_CALLS_PER_TURN} ran (their results are above) and the other {made - MAX_CALLS_PER_TURN} were "
        "dropped without running. Make the ones still needed in your next turn, at most "
        f"{MAX_CALLS_PER_TURN} at a time."
    )
