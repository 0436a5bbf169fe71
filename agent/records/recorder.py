"""The run's record: the loop says what happened once, the recorder writes the transcript event,
prints the progress line and keeps the RunResult's counters, so the three cannot drift apart."""

from __future__ import annotations

from agent.conversation.course_correction import Correction
from agent.conversation.history import CompactionRecord
from agent.errors import ModelStuckError
from agent.file_safety.read_records import RecordSnapshot
from agent.messages import AssistantTurn, Message, ToolCall, ToolResult
from agent.providers.provider import EndpointChosen, ProviderEvent
from agent.records.run_result import RunResult
from agent.records.transcript import TRANSCRIPT_VERSION, Transcript
from agent.records.transcript_events import (
    CompactionEvent,
    CourseCorrectionEvent,
    EndpointEvent,
    ErrorEvent,
    FileRecords,
    FileRecordsChange,
    MalformedCallEvent,
    MessageEvent,
    RepoMapEvent,
    Resume,
    Rollback,
    ServerWindowEvent,
    SessionEnd,
    SessionStart,
    UsageEvent,
)
from agent.terminal.progress import Progress
from agent.unicode_text import without_lone_surrogates
from capabilities import Capability


class Recorder:
    def __init__(self, transcript: Transcript, progress: Progress, result: RunResult):
        self.transcript = transcript
        self.progress = progress
        self.result = result
        self._records: RecordSnapshot | None = None  # the file records as the transcript last holds them

    def session_started(self, capability: Capability, workspace: str, task: str, max_turns: int) -> None:
        self.transcript.write(
            SessionStart(
                version=TRANSCRIPT_VERSION,
                model=self.result.model,
                capability=capability.model_dump(mode="json"),
                workspace=workspace,
                task=task,
                max_turns=max_turns,
                **self.transcript.details,
            )
        )

    def session_resumed(self, task: str) -> None:
        self.transcript.write(Resume(model=self.result.model, task=task))

    def message(self, message: Message, tool_time_s: float | None = None) -> None:
        self.transcript.write(MessageEvent(message=message, tool_time_s=tool_time_s))

    def turn_started(self, number: int) -> None:
        self.result.turns = number
        self.progress.thinking(number)

    def model_event(self, event: ProviderEvent) -> None:
        if isinstance(event, EndpointChosen):  # a pool's server: kept in the transcript, a failover said
            self.transcript.write(EndpointEvent(**event.model_dump(exclude={"kind"})))
            if event.lost:
                self.progress.note(f"{event.pool}: {event.lost} failed ({event.reason}); going on on {event.endpoint}")
            return
        self.progress.model_event(event)

    def model_replied(self, turn: AssistantTurn) -> None:
        usage = turn.usage
        self.result.prompt_tokens += usage.prompt_tokens
        self.result.completion_tokens += usage.completion_tokens
        self.result.max_prompt_tokens = max(self.result.max_prompt_tokens, usage.prompt_tokens)
        self.result.prompt_tokens_restored += usage.prompt_tokens_restored or 0
        self.transcript.write(
            UsageEvent(turn=self.result.turns, **usage.model_dump(), finish_reason=turn.finish_reason)
        )

    def summary_replied(self, turn: AssistantTurn) -> None:
        """A compaction summary: its usage is written down but is not the session's turn count or tokens."""
        self.transcript.write(
            UsageEvent(purpose="summary", **turn.usage.model_dump(), finish_reason=turn.finish_reason)
        )

    def calls_made(self, turn: AssistantTurn, invalid: int) -> None:
        """The calls a reply tried to make: parsed ones (`invalid` of them unusable for their tool) and
        replies that never parsed, which are shown and written down one by one."""
        self.result.attempted_tool_calls += len(turn.tool_calls) + len(turn.malformed)
        self.result.tool_calls += len(turn.tool_calls)
        self.result.malformed_tool_calls += len(turn.malformed) + invalid
        for bad in turn.malformed:
            self.progress.malformed(bad.message)
            self.transcript.write(MalformedCallEvent(snippet=bad.snippet, message=bad.message))

    def call_started(self, index: int, call: ToolCall, target: str) -> None:
        """A call of the batch passed the gate and runs now (its line shows it while it runs)."""
        self.progress.call_started(index, call, target)

    def call_output(self, index: int, text: str) -> None:
        self.progress.call_output(index, text)

    def call_ended(self, index: int, outcome: ToolResult, tool_time_s: float) -> None:
        self.progress.call_ended(index, outcome, tool_time_s)

    def call_ran(self, message: Message, target: str, outcome: ToolResult, tool_time_s: float) -> None:
        """A call's result: `outcome` as the tool returned it, `message` as the model will see it."""
        self.progress.tool(message.name or "", target, outcome, tool_time_s)
        self.message(message, tool_time_s)

    def file_records(self, snapshot: RecordSnapshot) -> None:
        """The run's first records whole, then only what changed (a long session would otherwise write
        every record after every batch: tens of MB for a few hundred KB of files)."""
        if self._records is None:
            self.transcript.write(FileRecords(snapshot=snapshot))
        elif (change := FileRecordsChange.between(self._records, snapshot)) is not None:
            self.transcript.write(change)
        self._records = snapshot

    def map_placed(self, record: CompactionRecord) -> None:
        """The repository map put after the system prompt: written down (a resume rebuilds it), not counted."""
        self.transcript.write(RepoMapEvent(**record.model_dump()))

    def compacted(self, record: CompactionRecord) -> None:
        self.result.compactions += 1
        self.progress.compacted(record.kind, record.tokens_before, record.tokens_after)
        self.transcript.write(CompactionEvent(**record.model_dump()))

    def course_corrected(self, correction: Correction) -> None:
        self.result.course_corrections += 1
        self.progress.note(f"course correction: {correction.reason}")
        self.transcript.write(
            CourseCorrectionEvent(turn=correction.turn, check=correction.check, reason=correction.reason)
        )

    def window_learned(self, previous: int, window: int, reason: str, cut: bool = False) -> None:
        """`cut`: the server answered from a prompt it cut (no error anywhere), so the note says so first."""
        said = f"{reason}; " if cut else ""
        self.progress.note(
            f"{said}the server's window is {window} tokens, not {previous}: compacting to it and asking again"
        )
        self.transcript.write(ServerWindowEvent(window=window, previous=previous, reason=reason))

    def empty_reply(self) -> None:
        """The model said nothing; the message asking again is recorded as any other message."""
        self.progress.note("the reply was empty: asked the model to answer or call a tool")

    def finished(self, answer: str) -> None:
        answer = without_lone_surrogates(answer)  # half a UTF-16 pair cannot be printed or written
        self.result.status, self.result.final = "finished", answer
        self.progress.final(answer)

    def failed(self, err: Exception) -> None:
        # A stuck model is no broken provider: scripts and `agent compare` can tell the two apart.
        self.result.status = "stuck" if isinstance(err, ModelStuckError) else "error"
        self.result.error = str(err)
        self.progress.error(str(err))
        self.transcript.write(ErrorEvent(kind=type(err).__name__, message=str(err)))

    def cancelled(self, rolled_back_to: int) -> None:
        self.result.status = "cancelled"
        self.progress.error("cancelled by the user")
        self.transcript.write(Rollback(to_record=rolled_back_to, reason="cancelled"))

    def rolled_back(self, to_record: int, reason: str) -> None:
        self.transcript.write(Rollback(to_record=to_record, reason=reason))

    def ended(self, wall_time_s: float) -> RunResult:
        self.result.wall_time_s = wall_time_s
        self.transcript.write(SessionEnd(result=self.result.model_dump()))
        return self.result
