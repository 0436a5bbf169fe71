"""Course correction: what the loop tells a model that goes wrong, and when it gives up on it.

A reply whose tool calls could not be used is answered with `malformed_feedback`. Small models
also loop: they repeat one call, or retry one failing call unchanged. Per tool result the loop asks
`CourseCorrection.review` for a note to put before the result (saying so plainly is often enough
to break the loop) and for the error that ends the run when the model is not going to recover.
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from agent.errors import ModelStuckError
from agent.messages import MalformedCall, Message, ToolCall

REPEAT_WINDOW = 6  # a call identical to one of the last this many calls gets REPEAT_NOTE
STUCK_AFTER = 3  # the same failing call this many times in a row ends the run
REPEAT_NOTE = "(You already made this exact call; the result is the same. Do something else or give your final answer.)"


def malformed_feedback(malformed: list[MalformedCall], valid_tools: list[str]) -> str:
    # parser messages are sentences of their own: no second full stop after them
    problems = "; ".join(m.message.rstrip(".") for m in malformed)
    return (
        f"Your last reply held a tool call that could not be used: {problems}. "
        f"Valid tools: {', '.join(valid_tools)}. Reply with one valid tool call or a final answer."
    )


@dataclass(frozen=True)
class Verdict:
    """What to do about one tool result."""

    note: str | None = None  # put before the result the model sees
    stop: ModelStuckError | None = None  # end the run with this, after the result is recorded


def recent_calls(history: list[Message], count: int) -> list[ToolCall]:
    """The last `count` tool calls in `history`, oldest first."""
    calls: list[ToolCall] = []
    for message in reversed(history):
        calls.extend(reversed(message.tool_calls))
        if len(calls) >= count:
            break
    return calls[:count][::-1]


class CourseCorrection:
    def __init__(self, repeat_window: int = REPEAT_WINDOW, stuck_after: int = STUCK_AFTER):
        self.repeat_window = repeat_window
        self.stuck_after = stuck_after
        self.failing_streak: tuple[str, int] = ("", 0)  # (call signature, times in a row)

    def review(self, call: ToolCall, target: str, failed: bool, history: list[Message]) -> Verdict:
        """`history`: the conversation before the assistant message that made `call`, so calls of
        one batch are not repeats of each other. `target`: what the call acts on, for the message."""
        return Verdict(note=self._repeat_note(call, history), stop=self._stuck(call, target, failed))

    def _repeat_note(self, call: ToolCall, history: list[Message]) -> str | None:
        earlier = recent_calls(history, self.repeat_window)
        repeated = any(c.name == call.name and c.arguments == call.arguments for c in earlier)
        return REPEAT_NOTE if repeated else None

    def _stuck(self, call: ToolCall, target: str, failed: bool) -> ModelStuckError | None:
        """A model that repeats one failing call is not going to recover: stop instead of burning turns."""
        signature = f"{call.name} {json.dumps(call.arguments, sort_keys=True)}"
        previous, count = self.failing_streak
        self.failing_streak = (signature, count + 1 if failed and signature == previous else int(failed))
        if self.failing_streak[1] < self.stuck_after:
            return None
        return ModelStuckError(
            f"the model made the same failing call ({call.name} {target}) {self.stuck_after} times in a row; "
            "stopping. A larger model, or a more specific task, usually gets past this"
        )
