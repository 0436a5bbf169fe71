"""The agent loop: ask the model, run the tools it calls, feed the results back, until it answers. It only
orchestrates: the provider, the tools and a turn's calls (agent/calls/runtime.py, agent/turns/tool_turn.py), the
window (agent/turns/window_budget.py, agent/conversation/history.py), the hooks (agent/turns/hook_points.py), course
correction (agent/conversation/course_correction.py) and the run's record (agent/records/recorder.py) do the rest."""

from __future__ import annotations

import time

from agent.calls.edit_choices import grammar_specs
from agent.calls.hooks import HookBlocked
from agent.calls.runtime import ToolRuntime
from agent.conversation.call_cap import within_the_cap
from agent.conversation.course_correction import CourseCorrection
from agent.conversation.empty_reply import EmptyReplies
from agent.conversation.history import Conversation, record_of
from agent.conversation.map_slot import MapSlot
from agent.errors import ModelStuckError, ProviderError
from agent.file_safety.read_records import RecordSnapshot
from agent.messages import AssistantTurn, Message
from agent.prompts import load_prompt
from agent.providers.provider import ChatRequest, Provider
from agent.records.recorder import Recorder
from agent.records.run_result import RunResult
from agent.records.transcript import Transcript
from agent.records.transcript_events import FileRecordsChange
from agent.terminal.progress import Progress
from agent.tokens import Calibration
from agent.turns.hook_points import HookPoints
from agent.turns.tool_turn import ToolTurn
from agent.turns.window_budget import WindowBudget
from capabilities import Capability


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
        map_slot: MapSlot | None = None,
    ):
        self.runtime = runtime
        self.max_turns = max_turns
        window = {"context_effective": capability.context_effective, "compaction_at": capability.compaction_at}
        self.result = RunResult(status="turn_limit", transcript=str(transcript.path), model=provider.model_id, **window)
        self.recorder = Recorder(transcript, progress, self.result)
        self.course = CourseCorrection()
        self.hooks = HookPoints(runtime.hooks)
        self.resumed = conversation is not None
        self.begun = False  # the session's first event is written (chat: a session with nothing said leaves none)
        self.file_records = file_records
        self.conversation = conversation or Conversation()
        self.budget = WindowBudget(provider, capability, self.conversation, self.recorder, map_slot)
        self.tool_turn = ToolTurn(
            runtime, self.conversation, self.recorder, self.course, lambda: self.budget.compactor.tool_output_tokens
        )
        if not self.resumed:
            prompt = load_prompt("system.md") if system_prompt is None else system_prompt
            self.conversation.append(Message(role="system", content=prompt))

    @property
    def messages(self) -> list[Message]:
        return self.conversation.messages

    @property
    def provider(self) -> Provider:
        return self.budget.provider

    @property
    def capability(self) -> Capability:
        """The model's capability, with the window as the run has learned it."""
        return self.budget.capability

    def run(self, task: str) -> RunResult:
        """`agent run`: one exchange, then the session ends."""
        started = time.perf_counter()
        self.exchange(task)
        return self.end(round(time.perf_counter() - started, 3))

    def exchange(self, task: str) -> RunResult:
        """One request of the user's, worked on until a final answer, the turn limit, an error or Ctrl-C
        (which rolls the conversation back to its last clean record). A session may hold many."""
        self.result.status, self.result.final, self.result.error = "turn_limit", None, None
        self.hooks.bind(self.recorder.transcript)
        try:
            sent = self.hooks.message(task)
        except HookBlocked as err:  # the message is written nowhere: it may be what the hook keeps out
            self._begin("(a message that a UserPromptSubmit hook blocked)")
            self.recorder.failed(err)
            return self.result
        task = self._begin(sent, typed=task)  # the session is named by what was typed, not by hooks' context
        self._append(Message(role="user", content=task))
        # The exchange is named by its user message: undo takes back the files changed from here on.
        self.runtime.checkpoints.begin(self.recorder.transcript.path.stem, record_of(self.messages[-1]))
        if self.file_records is not None:
            # The change report is written down with the message: record the records it refreshed, so a
            # later resume (after this run dies before its first batch of calls) does not report it again.
            self.recorder.file_records(self.runtime.snapshot())
            self.file_records = None
        try:
            self.budget.check_first(self._request())
            empty = EmptyReplies()
            for turn_number in range(1, self.max_turns + 1):
                if (correction := self.course.before_turn(turn_number)) is not None:  # a model that keeps failing
                    self.recorder.course_corrected(correction)
                    self._append(Message(role="user", content=correction.message))
                turn = self._ask_model(turn_number)
                if (ask_again := empty.ask_again(turn)) is not None:
                    self.recorder.empty_reply()
                    self._append(Message(role="user", content=ask_again))
                    continue
                if not turn.tool_calls and not turn.malformed:
                    if (sent_back := self.hooks.sent_back(turn.content)) is not None:
                        self._append(Message(role="user", content=sent_back))
                        continue
                    self.recorder.finished(turn.content)
                    break
                self.tool_turn.act(turn)
        except (ProviderError, ModelStuckError) as err:
            self.recorder.failed(err)
        except KeyboardInterrupt:
            clean = self.conversation.last_clean_record()
            self.conversation.rollback_to(clean)
            self.recorder.cancelled(clean)
        return self.result

    def end(self, wall_time_s: float) -> RunResult:
        return self.recorder.ended(wall_time_s)

    def _begin(self, task: str, typed: str | None = None) -> str:
        """The session's first event (start or resume, naming `typed`), once; returns the task to send."""
        if self.begun:
            return task
        self.begun = True
        if not self.resumed:
            workspace = str(self.runtime.workspace.root)
            self.recorder.session_started(self.capability, workspace, typed or task, self.max_turns)
            self.recorder.message(self.messages[0])
            return self.hooks.session_started("startup", task)
        self.recorder.session_resumed(typed or task)
        task = self.hooks.session_started("resume", task)
        for closing in self.conversation.close_unanswered_calls():
            self.recorder.message(closing)
        if self.file_records is not None:
            # Changed files go into the new user message, not the system prompt (byte-stable for the prompt cache).
            report = self.runtime.resume(self.file_records)
            task = f"{report}\n\n{task}" if report else task
        return task

    def clear(self) -> None:
        """A new conversation in the same session: everything after the system prompt goes (recorded)."""
        if self.begun and len(self.messages) > 1:
            system = record_of(self.messages[0])
            self.conversation.rollback_to(system)
            self.recorder.rolled_back(system, "clear")

    def compact(self) -> int:
        """Compact now, whatever the size (`/compact`); how many compactions were done."""
        return self.budget.compact(self._request()) if self.begun else 0

    def context_tokens(self) -> int:
        """What the next request would take of the window (exact where the provider counts it)."""
        return self.budget.prompt_tokens(self._request())

    def records_changed(self, change: FileRecordsChange) -> None:
        """Files /undo restored: a resumed session's records, loaded with its first message, drop them too."""
        self.file_records = None if self.file_records is None else change.applied_to(self.file_records)

    def use_model(self, provider: Provider, capability: Capability) -> None:
        """Go on with another model (`/model`): the conversation stays, the budgets follow the new window."""
        self.budget.use(provider, capability)
        self.budget.calibration = Calibration()
        self.result.model = provider.model_id

    def _request(self) -> ChatRequest:
        self.runtime.follow(self.capability)  # its window and edit format: the tools offered fit the model
        return ChatRequest(
            messages=self.messages,
            tools=grammar_specs(self.runtime, self.capability),  # grammar mode: only existing paths and edit targets
            capability=self.capability,
            max_tokens=self.capability.max_output_tokens,
        )

    def _ask_model(self, turn_number: int) -> AssistantTurn:
        self.recorder.turn_started(turn_number)
        turn = self.runtime.named_as_offered(self.budget.ask(self._request, self.recorder.model_event))
        self.recorder.model_replied(turn)
        self.conversation.give_unique_call_ids(turn.tool_calls)
        self._append(within_the_cap(turn).as_message())
        return turn

    def _append(self, message: Message) -> None:
        self.recorder.message(self.conversation.append(message))
