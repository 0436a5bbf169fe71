"""Course correction: what the loop tells a model that goes wrong, and when it gives up on it.

A reply whose tool calls could not be used is answered with `malformed_feedback`. Small models
also loop: they repeat one call, or retry one failing call unchanged. Per tool result the loop asks
`CourseCorrection.review` for a note to put before the result (saying so plainly is often enough
to break the loop) and for the error that ends the run when the model is not going to recover.
Before turns 3, 6, 9 … `before_turn` looks at the calls made since the exchange began (or since the
last correction) and returns a `Correction` for the model when they show it failing or repeating;
when the check right after a correction fires again, it raises `ModelStuckError` instead.
"""

from __future__ import annotations

import json
import tomllib
from collections import Counter
from dataclasses import dataclass
from functools import cache
from typing import Literal, get_args

from pydantic import BaseModel, ConfigDict

from agent.errors import ModelStuckError
from agent.messages import MalformedCall, Message, ToolCall
from agent.prompts import load_prompt

REPEAT_WINDOW = 6  # a call identical to one of the last this many calls gets REPEAT_NOTE
STUCK_AFTER = 3  # the same failing call this many times in a row ends the run
REPEAT_NOTE = "(You already made this exact call; the result is the same. Do something else or give your final answer.)"
CHECK_EVERY = 3  # the recent calls are looked at before turns 3, 6, 9 …
CHECK_WINDOW = 10  # ...the last this many of them
FAILURES_OF_ONE_TOOL = 3  # one tool failing this often in the window
ALL_FAILED = 5  # the last this many calls all failing
CYCLE = 3  # the last 2 * CYCLE call names: one sequence twice
SAME_RESULTS = 3  # one call returning one result this often in the window
CORRECTION_TEXTS = "course_correction.toml"  # in agent/prompts

Check = Literal["tool_keeps_failing", "all_calls_failing", "repeating_cycle", "same_result"]


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


class CheckText(BaseModel):
    model_config = ConfigDict(extra="forbid")

    reason: str  # why the model is told, with the check's placeholders
    suggestion: str  # what to do instead
    suggestion_for: dict[str, str] = {}  # a better suggestion for the failing tool, by tool name


class CorrectionTexts(BaseModel):
    model_config = ConfigDict(extra="forbid")

    heading: str
    checks: dict[Check, CheckText]


@cache
def correction_texts() -> CorrectionTexts:
    """The texts in agent/prompts/course_correction.toml; every check must have one."""
    texts = CorrectionTexts.model_validate(tomllib.loads(load_prompt(CORRECTION_TEXTS)))
    if missing := set(get_args(Check)) - set(texts.checks):
        raise ValueError(f"{CORRECTION_TEXTS} has no text for {sorted(missing)}")
    return texts


class Correction(BaseModel):
    """A correction the loop gives the model as a user message, and writes down."""

    turn: int  # given before this turn
    check: Check  # which check fired
    reason: str  # what the calls showed, one sentence
    message: str  # what the model is told: heading, reason, suggestion


@dataclass(frozen=True)
class Trouble:
    """What a check found in the recent calls."""

    check: Check
    reason: str
    tool: str = ""  # the failing tool, for tool_keeps_failing


@dataclass(frozen=True)
class CallRecord:
    """One call as the checks see it."""

    name: str
    target: str  # what it acted on, for the reason
    signature: str  # name and arguments, argument order aside
    result: str
    failed: bool


def signature_of(call: ToolCall) -> str:
    return f"{call.name} {json.dumps(call.arguments, sort_keys=True)}"


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
        self.calls: list[CallRecord] = []  # since the exchange began or the last correction
        self.corrected: Correction | None = None  # the last check's correction, if it gave one

    def review(self, call: ToolCall, target: str, failed: bool, history: list[Message], result: str = "") -> Verdict:
        """`history`: the conversation before the assistant message that made `call`, so calls of
        one batch are not repeats of each other. `target`: what the call acts on, for the message.
        `result`: the tool's output, before any note, for the checks of `before_turn`."""
        self.calls.append(CallRecord(call.name, target, signature_of(call), result, failed))
        return Verdict(note=self._repeat_note(call, history), stop=self._stuck(call, target, failed))

    def before_turn(self, turn: int) -> Correction | None:
        """The correction to give the model before `turn`, if its recent calls call for one. Turn 1
        begins an exchange: what was done for an earlier request (or before a resume) does not count.
        Raises ModelStuckError when the check right after a correction fires again."""
        if turn == 1:
            self.calls, self.corrected = [], None
        if turn % CHECK_EVERY:
            return None
        trouble = find_trouble(self.calls[-CHECK_WINDOW:])
        if trouble is None:
            self.corrected = None
            return None
        if self.corrected is not None:
            reason = trouble.reason[:1].lower() + trouble.reason[1:].rstrip(".")
            raise ModelStuckError(
                f"the model was still stuck after a course correction ({reason}); stopping. "
                "A larger model, or a more specific task, usually gets past this"
            )
        texts = correction_texts()
        text = texts.checks[trouble.check]
        suggestion = text.suggestion_for.get(trouble.tool, text.suggestion)
        message = f"{texts.heading} {trouble.reason} {suggestion}"
        self.corrected = Correction(turn=turn, check=trouble.check, reason=trouble.reason, message=message)
        self.calls = []  # the next check judges only what the model does after being told
        return self.corrected

    def _repeat_note(self, call: ToolCall, history: list[Message]) -> str | None:
        earlier = recent_calls(history, self.repeat_window)
        repeated = any(c.name == call.name and c.arguments == call.arguments for c in earlier)
        return REPEAT_NOTE if repeated else None

    def _stuck(self, call: ToolCall, target: str, failed: bool) -> ModelStuckError | None:
        """A model that repeats one failing call is not going to recover: stop instead of burning turns."""
        signature = signature_of(call)
        previous, count = self.failing_streak
        self.failing_streak = (signature, count + 1 if failed and signature == previous else int(failed))
        if self.failing_streak[1] < self.stuck_after:
            return None
        return ModelStuckError(
            f"the model made the same failing call ({call.name} {target}) {self.stuck_after} times in a row; "
            "stopping. A larger model, or a more specific task, usually gets past this"
        )


def find_trouble(calls: list[CallRecord]) -> Trouble | None:
    """What the first check that holds for `calls` (oldest first) found, or None."""
    texts = correction_texts().checks
    window = len(calls)
    failures = Counter(c.name for c in calls if c.failed)
    if failures and (top := failures.most_common(1)[0])[1] >= FAILURES_OF_ONE_TOOL:
        tool, count = top
        reason = texts["tool_keeps_failing"].reason.format(tool=tool, count=count, window=window)
        return Trouble("tool_keeps_failing", reason, tool)
    if window >= ALL_FAILED and all(c.failed for c in calls[-ALL_FAILED:]):
        return Trouble("all_calls_failing", texts["all_calls_failing"].reason.format(count=ALL_FAILED))
    names = [c.name for c in calls[-2 * CYCLE :]]
    # One name six times is no sequence: six reads of six files is exploring (same_result catches true repeats).
    if len(names) == 2 * CYCLE and names[:CYCLE] == names[CYCLE:] and len(set(names)) > 1:
        reason = texts["repeating_cycle"].reason.format(count=2 * CYCLE, names=", ".join(names))
        return Trouble("repeating_cycle", reason)
    outcomes = Counter((c.signature, c.result) for c in calls)
    if outcomes and (top_outcome := outcomes.most_common(1)[0])[1] >= SAME_RESULTS:
        (signature, result), count = top_outcome
        call = next(c for c in calls if (c.signature, c.result) == (signature, result))
        described = f"{call.name} {call.target}".strip()
        return Trouble("same_result", texts["same_result"].reason.format(call=described, count=count, window=window))
    return None
