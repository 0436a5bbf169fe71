"""How many of one reply's tool calls run: the first MAX_CALLS_PER_TURN; the rest are answered, not run."""

from __future__ import annotations

from collections.abc import Sequence

from agent.messages import ToolCall, ToolResult
from agent.tools.runtime import ResultCallback, ToolRuntime

# A useful turn makes a handful of calls (a few reads in parallel, an edit and a test run). Without a
# cap, one reply holding 10,000 `write` calls creates 10,000 files before anything notices; 32 leaves
# room for wide batches of reads while bounding what one reply can do before the model sees a result.
MAX_CALLS_PER_TURN = 32


def over_the_cap(made: int) -> ToolResult:
    return ToolResult(
        content=(
            f"not run: at most {MAX_CALLS_PER_TURN} tool calls run per turn and your reply made {made}; "
            "make this call again in your next turn if it is still needed"
        ),
        is_error=True,
    )


def run_capped(
    runtime: ToolRuntime, calls: Sequence[ToolCall], on_result: ResultCallback | None = None
) -> list[ToolResult]:
    """One result per call, in call order: the first MAX_CALLS_PER_TURN run as a batch (through the gate),
    the others get `over_the_cap` without being reviewed or run."""
    ran = runtime.run_batch(calls[:MAX_CALLS_PER_TURN], on_result)
    return ran + [over_the_cap(len(calls))] * max(0, len(calls) - MAX_CALLS_PER_TURN)
