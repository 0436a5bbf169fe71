"""One turn's tool calls, acted on: counted, the malformed ones answered, the first MAX_CALLS_PER_TURN run as a
batch (independent ones in parallel), each result reviewed for a looping model, cut to the per-result budget and
recorded in call order, and the dropped calls told once."""

from __future__ import annotations

from collections.abc import Callable

from agent.calls.checked_call import CheckedCall, MalformedCall
from agent.calls.runtime import ToolRuntime
from agent.conversation.call_cap import over_the_cap, within_the_cap
from agent.conversation.course_correction import CourseCorrection, malformed_feedback
from agent.conversation.history import Conversation, fit_tool_output
from agent.messages import AssistantTurn, Message, ToolResult
from agent.records.recorder import Recorder


class ToolTurn:
    def __init__(
        self,
        runtime: ToolRuntime,
        conversation: Conversation,
        recorder: Recorder,
        course: CourseCorrection,
        result_tokens: Callable[[], int],
    ):
        self.runtime = runtime
        self.conversation = conversation
        self.recorder = recorder
        self.course = course
        self.result_tokens = result_tokens  # what one result may take of the window now

    def act(self, turn: AssistantTurn) -> None:
        # Each call is checked once, here where it enters; the runtime, the gate and the progress line read that.
        entered = [self.runtime.enter(call) for call in turn.tool_calls]
        self.recorder.calls_made(turn, sum(isinstance(call, MalformedCall) for call in entered))
        if turn.malformed:
            self._say(malformed_feedback(turn.malformed, self.runtime.offered()))
        if entered:
            self._run(entered[: len(within_the_cap(turn).tool_calls)])
        if (note := over_the_cap(len(turn.tool_calls))) is not None:
            self._say(note)

    def _run(self, calls: list[CheckedCall | MalformedCall]) -> None:
        times: dict[int, float] = {}

        def ended(index: int, outcome: ToolResult, took: float) -> None:
            times[index] = took
            self.recorder.call_ended(index, outcome, took)

        outcomes = self.runtime.run_batch(
            calls,
            on_result=ended,
            on_start=lambda index: self.recorder.call_started(index, calls[index].call, calls[index].target()),
            on_output=self.recorder.call_output,
        )
        history = self.conversation.messages[:-1]  # before the assistant message that made these calls
        for index, (entered, outcome) in enumerate(zip(calls, outcomes, strict=True)):
            call = entered.call
            target = entered.target()
            verdict = self.course.review(call, target, outcome.is_error, history, outcome.content)
            content = fit_tool_output(outcome.content, self.result_tokens())
            if verdict.note:
                content = f"{verdict.note}\n{content}"
            message = self.conversation.append(
                Message(role="tool", content=content, tool_call_id=call.id, name=call.name, is_error=outcome.is_error)
            )
            self.recorder.call_ran(message, target, outcome, round(times.get(index, 0.0), 4))
            if verdict.stop is not None:
                raise verdict.stop
        # What the agent has read and written, so a resumed session can tell what changed since.
        self.recorder.file_records(self.runtime.snapshot())

    def _say(self, text: str) -> None:
        self.recorder.message(self.conversation.append(Message(role="user", content=text)))
