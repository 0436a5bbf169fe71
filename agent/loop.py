"""The agent loop: ask the model, run the tools it calls, feed the results back, until it answers.

Everything else sits behind small objects: the provider, the tools, the context budget and
compaction (agent/context.py), course correction for a looping model (agent/course_correction.py)
and the run's record: transcript, progress lines, counters (agent/recorder.py). This file only orchestrates.
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
from agent.recorder import Recorder
from agent.tokens import Calibration, estimate_tokens
from agent.tools import ToolRuntime
from agent.tools.records import RecordSnapshot
from agent.transcript import Transcript
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
        self.max_turns = max_turns
        self.result = RunResult(status="turn_limit", transcript=str(transcript.path), model=provider.model_id)
        self.recorder = Recorder(transcript, progress, self.result)
        self.compactor = Compactor(capability.context_effective, capability.compaction_at)
        self.summarize = ModelSummarizer(provider, capability, on_reply=self.recorder.summary_replied)
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
        if self.resumed:
            self.recorder.session_resumed(task)
            for closing in self.conversation.close_unanswered_calls():
                self.recorder.message(closing)
            if self.file_records is not None:
                # Files changed on disk since the last run go into the new user message, not the
                # system prompt, which stays byte-stable for the prompt cache.
                report = self.runtime.resume(self.file_records)
                task = f"{report}\n\n{task}" if report else task
        else:
            workspace = str(self.runtime.workspace.root)
            self.recorder.session_started(self.capability, workspace, task, self.max_turns)
            self.recorder.message(self.messages[0])
        self._append(Message(role="user", content=task))
        try:
            self._check_window()
            for turn_number in range(1, self.max_turns + 1):
                turn = self._ask_model(turn_number)
                if not turn.tool_calls and not turn.malformed:
                    self.recorder.finished(turn.content)
                    break
                self._act(turn)
        except (ProviderError, ModelStuckError) as err:
            self.recorder.failed(err)
        except KeyboardInterrupt:
            clean = self.conversation.last_clean_record()
            self.conversation.rollback_to(clean)
            self.recorder.cancelled(clean)
        return self.recorder.ended(round(time.perf_counter() - started, 3))

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

    def _compact_if_needed(self, request: ChatRequest) -> ChatRequest:
        tokens = self._prompt_tokens(request)
        if not self.compactor.needed(tokens):
            return request
        overhead = tokens - self.conversation.total_tokens
        for record in self.compactor.compact(self.conversation, overhead, self.summarize):
            self.recorder.compacted(record)
        return self._request()

    def _ask_model(self, turn_number: int) -> AssistantTurn:
        self.recorder.turn_started(turn_number)
        request = self._compact_if_needed(self._request())
        estimated = self._estimate(request)
        turn = complete(self.provider, request, self.recorder.model_event)
        self.calibration.observe(estimated, turn.usage.prompt_tokens)
        self.recorder.model_replied(turn)
        self.conversation.give_unique_call_ids(turn.tool_calls)
        self._append(turn.as_message())
        return turn

    def _act(self, turn: AssistantTurn) -> None:
        invalid = sum(self.runtime.check(call.name, call.arguments) is not None for call in turn.tool_calls)
        self.recorder.calls_made(turn, invalid)
        if turn.malformed:
            self._append(Message(role="user", content=malformed_feedback(turn.malformed, list(self.runtime.tools))))
        if turn.tool_calls:
            self._run_tools(turn.tool_calls)

    def _run_tools(self, calls: list[ToolCall]) -> None:
        """One turn's calls as a batch (independent ones in parallel); results kept in call order."""
        times: dict[int, float] = {}
        outcomes = self.runtime.run_batch(calls, on_result=lambda index, _, seconds: times.__setitem__(index, seconds))
        history = self.messages[:-1]  # before the assistant message that made these calls
        for index, (call, outcome) in enumerate(zip(calls, outcomes, strict=True)):
            target = self.runtime.target(call.name, call.arguments)
            verdict = self.course.review(call, target, outcome.is_error, history)
            content = fit_tool_output(outcome.content, self.tool_output_budget)
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

    def _append(self, message: Message) -> None:
        self.recorder.message(self.conversation.append(message))
