"""The agent loop: ask the model, run the tools it calls, feed the results back, until it answers.

Everything else (providers, tools, context budget, course correction, transcript, progress) sits
behind small interfaces; this file only orchestrates.
"""

from __future__ import annotations

import time
from typing import Literal

from pydantic import BaseModel, Field

from agent.context import Compactor, Conversation, ModelSummarizer, fit_tool_output
from agent.course_correction import CourseCorrection, malformed_feedback
from agent.errors import ModelStuckError, ProviderError, UserError
from agent.messages import AssistantTurn, Message, ToolCall
from agent.path_choices import with_path_choices, workspace_files
from agent.progress import Progress
from agent.prompts import load_prompt
from agent.providers.base import ChatRequest, Provider, complete
from agent.tokens import Calibration, estimate_tokens
from agent.tools import ToolRuntime
from agent.tools.records import RecordSnapshot
from agent.transcript import TRANSCRIPT_VERSION, Transcript
from agent.transcript_events import (
    CompactionEvent,
    ErrorEvent,
    FileRecords,
    MalformedCallEvent,
    MessageEvent,
    Resume,
    Rollback,
    SessionEnd,
    SessionStart,
    UsageEvent,
)
from capabilities import Capability, compaction_share_text

Status = Literal["finished", "turn_limit", "error", "cancelled"]
EXIT_CODES: dict[str, int] = {"finished": 0, "turn_limit": 3, "error": 4, "cancelled": 130}
TOOL_OUTPUT_SHARE = 4  # one tool result may take at most a quarter of the effective window
MIN_TOOL_OUTPUT_TOKENS = 256  # ...but never less than this


class RunResult(BaseModel):
    status: Status
    final: str | None = None
    error: str | None = None
    turns: int = 0
    tool_calls: int = 0
    malformed_tool_calls: int = 0
    # Calls the model tried to make, usable or not (parsed calls plus replies that never parsed);
    # for the well-formed rate in `agent compare`, not part of the --json output.
    attempted_tool_calls: int = Field(0, exclude=True)
    prompt_tokens: int = 0
    completion_tokens: int = 0
    max_prompt_tokens: int = 0
    compactions: int = 0
    wall_time_s: float = 0.0
    transcript: str
    model: str

    @property
    def exit_code(self) -> int:
        return EXIT_CODES[self.status]


class AgentLoop:
    def __init__(
        self,
        provider: Provider,
        runtime: ToolRuntime,
        capability: Capability,
        transcript: Transcript,
        progress: Progress,
        max_turns: int = 20,
        system_prompt: str | None = None,
        conversation: Conversation | None = None,
        file_records: RecordSnapshot | None = None,
    ):
        self.provider = provider
        self.runtime = runtime
        self.capability = capability
        self.transcript = transcript
        self.progress = progress
        self.max_turns = max_turns
        self.compactor = Compactor(capability.context_effective, capability.compaction_at)
        self.summarize = ModelSummarizer(provider, capability, on_reply=self._summary_replied)
        self.course = CourseCorrection()
        self.tool_output_budget = max(MIN_TOOL_OUTPUT_TOKENS, capability.context_effective // TOOL_OUTPUT_SHARE)
        self.calibration = Calibration()
        self.resumed = conversation is not None
        self.file_records = file_records
        self.conversation = conversation or Conversation()
        if not self.resumed:
            prompt = load_prompt("system.md") if system_prompt is None else system_prompt
            self.conversation.append(Message(role="system", content=prompt))

    @property
    def messages(self) -> list[Message]:
        return self.conversation.messages

    def run(self, task: str) -> RunResult:
        started = time.perf_counter()
        result = RunResult(status="turn_limit", transcript=str(self.transcript.path), model=self.provider.model_id)
        if self.resumed:
            self.transcript.write(Resume(model=self.provider.model_id, task=task))
            for closing in self.conversation.close_unanswered_calls():
                self._record(closing)
            if self.file_records is not None:
                # Files changed on disk since the last run go into the new user message, not the
                # system prompt, which stays byte-stable for the prompt cache.
                report = self.runtime.resume(self.file_records)
                task = f"{report}\n\n{task}" if report else task
        else:
            self.transcript.write(
                SessionStart(
                    version=TRANSCRIPT_VERSION,
                    model=self.provider.model_id,
                    capability=self.capability.model_dump(mode="json"),
                    workspace=str(self.runtime.workspace.root),
                    task=task,
                    max_turns=self.max_turns,
                )
            )
            self._record(self.messages[0])
        self._append(Message(role="user", content=task))
        try:
            self._check_window()
            for turn_number in range(1, self.max_turns + 1):
                result.turns = turn_number
                turn = self._ask_model(turn_number, result)
                if not turn.tool_calls and not turn.malformed:
                    result.status, result.final = "finished", turn.content
                    self.progress.final(turn.content)
                    break
                self._act(turn, result)
        except (ProviderError, ModelStuckError) as err:
            result.status, result.error = "error", str(err)
            self.progress.error(str(err))
            self.transcript.write(ErrorEvent(kind=type(err).__name__, message=str(err)))
        except KeyboardInterrupt:
            result.status = "cancelled"
            self.progress.error("cancelled by the user")
            clean = self.conversation.last_clean_record()
            self.conversation.rollback_to(clean)
            self.transcript.write(Rollback(to_record=clean, reason="cancelled"))
        result.wall_time_s = round(time.perf_counter() - started, 3)
        self.transcript.write(SessionEnd(result=result.model_dump()))
        return result

    def _request(self) -> ChatRequest:
        tools = self.runtime.specs()
        if self.capability.path_choices and self.capability.tool_mode == "grammar":
            tools = with_path_choices(tools, workspace_files(self.runtime.workspace.root))
        return ChatRequest(messages=self.messages, tools=tools, capability=self.capability)

    def _estimate(self, request: ChatRequest) -> int:
        tools = sum(estimate_tokens(str(t.parameters)) + estimate_tokens(t.description) for t in request.tools)
        return self.conversation.total_tokens + tools

    def _prompt_tokens(self, request: ChatRequest) -> int:
        """Exact where the provider can count its own prompt, else an estimate calibrated by usage reports."""
        exact = self.provider.count_request_tokens(request)
        return self.calibration.scale(self._estimate(request)) if exact is None else exact

    def _check_window(self) -> None:
        needed = self._prompt_tokens(self._request())
        if needed > self.compactor.compaction_at and len(self.messages) <= 2:
            raise UserError(
                f"the model's window is too small: the system prompt and the task alone take {needed} tokens, "
                f"over the {self.compactor.compaction_at} allowed before compaction ({compaction_share_text()} of "
                f"{self.capability.context_effective}); raise it with --ctx N or context_effective in models.toml"
            )

    def _compact_if_needed(self, request: ChatRequest, result: RunResult) -> ChatRequest:
        tokens = self._prompt_tokens(request)
        if not self.compactor.needed(tokens):
            return request
        overhead = tokens - self.conversation.total_tokens
        for record in self.compactor.compact(self.conversation, overhead, self.summarize):
            result.compactions += 1
            self.progress.compacted(record.kind, record.tokens_before, record.tokens_after)
            self.transcript.write(CompactionEvent(**record.model_dump()))
        return self._request()

    def _summary_replied(self, turn: AssistantTurn) -> None:
        self.transcript.write(
            UsageEvent(purpose="summary", **turn.usage.model_dump(), finish_reason=turn.finish_reason)
        )

    def _ask_model(self, turn_number: int, result: RunResult) -> AssistantTurn:
        self.progress.thinking(turn_number)
        request = self._compact_if_needed(self._request(), result)
        estimated = self._estimate(request)
        turn = complete(self.provider, request, self.progress.model_event)
        usage = turn.usage
        self.calibration.observe(estimated, usage.prompt_tokens)
        result.prompt_tokens += usage.prompt_tokens
        result.completion_tokens += usage.completion_tokens
        result.max_prompt_tokens = max(result.max_prompt_tokens, usage.prompt_tokens)
        self.transcript.write(UsageEvent(turn=turn_number, **usage.model_dump(), finish_reason=turn.finish_reason))
        self.conversation.give_unique_call_ids(turn.tool_calls)
        self._append(turn.as_message())
        return turn

    def _act(self, turn: AssistantTurn, result: RunResult) -> None:
        result.attempted_tool_calls += len(turn.tool_calls) + len(turn.malformed)
        if turn.malformed:
            result.malformed_tool_calls += len(turn.malformed)
            for bad in turn.malformed:
                self.progress.malformed(bad.error)
                self.transcript.write(MalformedCallEvent(text=bad.text, error=bad.error))
            self._append(Message(role="user", content=malformed_feedback(turn.malformed, list(self.runtime.tools))))
        for call in turn.tool_calls:
            result.tool_calls += 1
            if self.runtime.check(call.name, call.arguments) is not None:
                result.malformed_tool_calls += 1
        if turn.tool_calls:
            self._run_tools(turn.tool_calls)

    def _run_tools(self, calls: list[ToolCall]) -> None:
        """One turn's calls as a batch (independent ones in parallel); results kept in call order."""
        times: dict[int, float] = {}
        outcomes = self.runtime.run_batch(calls, on_result=lambda index, _, seconds: times.__setitem__(index, seconds))
        history = self.messages[:-1]  # before the assistant message that made these calls
        for index, (call, outcome) in enumerate(zip(calls, outcomes, strict=True)):
            target = self.runtime.target(call.name, call.arguments)
            self.progress.tool(call.name, target, outcome)
            verdict = self.course.review(call, target, outcome.is_error, history)
            content = fit_tool_output(outcome.content, self.tool_output_budget)
            if verdict.note:
                content = f"{verdict.note}\n{content}"
            message = Message(
                role="tool", content=content, tool_call_id=call.id, name=call.name, is_error=outcome.is_error
            )
            self._append(message, tool_time_s=round(times.get(index, 0.0), 4))
            if verdict.stop is not None:
                raise verdict.stop
        # What the agent has read and written, so a resumed session can tell what changed since.
        self.transcript.write(FileRecords(snapshot=self.runtime.snapshot()))

    def _append(self, message: Message, tool_time_s: float | None = None) -> None:
        self._record(self.conversation.append(message), tool_time_s)

    def _record(self, message: Message, tool_time_s: float | None = None) -> None:
        self.transcript.write(MessageEvent(message=message, tool_time_s=tool_time_s))
