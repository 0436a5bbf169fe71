"""The agent loop: ask the model, run the tools it calls, feed the results back, until it answers.

Everything else sits behind small objects: the provider, the tools, the context budget and
compaction (agent/context.py), course correction for a looping model (agent/course_correction.py)
and the run's record: transcript, progress lines, counters (agent/recorder.py). This file only orchestrates.
"""

from __future__ import annotations

import time
from typing import Literal

from pydantic import BaseModel, Field

from agent.call_cap import over_the_cap, within_the_cap
from agent.context import Compactor, Conversation, ModelSummarizer, fit_tool_output, record_of
from agent.course_correction import CourseCorrection, malformed_feedback
from agent.empty_reply import EMPTY_TWICE, EmptyReplyError, is_empty
from agent.errors import ModelStuckError, ProviderError, ServerWindowError, UserError
from agent.hooks import HookBlocked, with_context
from agent.messages import AssistantTurn, Message, ToolCall
from agent.path_choices import with_path_choices, workspace_files
from agent.progress import Progress
from agent.prompts import load_prompt
from agent.providers.base import ChatRequest, Provider, complete
from agent.providers.overflow import prompt_was_cut
from agent.providers.usage import ServerUsage
from agent.recorder import Recorder
from agent.tokens import Calibration, tool_spec_tokens
from agent.tools import ToolRuntime
from agent.tools.records import RecordSnapshot
from agent.transcript import Transcript
from capabilities import Capability, compaction_share_text

Status = Literal["finished", "turn_limit", "error", "stuck", "cancelled"]
EXIT_CODES: dict[str, int] = {"finished": 0, "turn_limit": 3, "error": 4, "stuck": 4, "cancelled": 130}
MIN_REPLY_TOKENS = 64  # a reply always gets this much room, even when an estimate leaves less


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
    course_corrections: int = 0
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
        runtime.model_window = capability.context_effective  # the MCP tools offered fit a share of it
        self.max_turns = max_turns
        self.result = RunResult(status="turn_limit", transcript=str(transcript.path), model=provider.model_id)
        self.recorder = Recorder(transcript, progress, self.result)
        self.compactor = Compactor(capability.context_effective, capability.compaction_at)
        self.summarize = ModelSummarizer(provider, capability, on_reply=self.recorder.summary_replied)
        self.course = CourseCorrection()
        self.calibration = Calibration()
        self.resumed = conversation is not None
        self._begun = False
        self._window_checked = False  # whether the server was asked which window it runs
        self._stop_hook_active = False  # a Stop hook sent the model back to work (hooks see it, to avoid loops)
        self.file_records = file_records
        self.conversation = conversation or Conversation()
        if not self.resumed:
            prompt = load_prompt("system.md") if system_prompt is None else system_prompt
            self.conversation.append(Message(role="system", content=prompt))

    @property
    def messages(self) -> list[Message]:
        return self.conversation.messages

    def run(self, task: str) -> RunResult:
        """`agent run`: one exchange, then the session ends."""
        started = time.perf_counter()
        self.exchange(task)
        return self.end(round(time.perf_counter() - started, 3))

    def exchange(self, task: str) -> RunResult:
        """One request of the user's, worked on until a final answer, the turn limit, an error or Ctrl-C
        (which rolls the conversation back to its last clean record). A session may hold many."""
        self.result.status, self.result.final, self.result.error = "turn_limit", None, None
        transcript = self.recorder.transcript
        self.runtime.hooks.bind(transcript.path.stem, str(transcript.path))
        try:
            task = self._prompt_hooks(task)
        except HookBlocked as err:  # the message is written nowhere: it may be what the hook keeps out
            self._begin("(a message that a UserPromptSubmit hook blocked)")
            self.recorder.failed(err)
            return self.result
        task = self._begin(task)
        self._append(Message(role="user", content=task))
        # The exchange is named by its user message: undo takes back the files changed from here on.
        self.runtime.checkpoints.begin(self.recorder.transcript.path.stem, record_of(self.messages[-1]))
        if self.file_records is not None:
            # The change report is written down with the message: record the records it refreshed, so a
            # later resume (after this run dies before its first batch of calls) does not report it again.
            self.recorder.file_records(self.runtime.snapshot())
            self.file_records = None
        try:
            self._check_window()
            empty_before = False
            for turn_number in range(1, self.max_turns + 1):
                self._correct_course(turn_number)
                turn = self._ask_model(turn_number)
                if is_empty(turn):
                    if empty_before:
                        raise EmptyReplyError(EMPTY_TWICE)
                    empty_before = True
                    self.recorder.empty_reply()
                    self._append(Message(role="user", content=load_prompt("empty_reply.md").strip()))
                    continue
                empty_before = False
                if not turn.tool_calls and not turn.malformed:
                    if self._stop_blocked(turn.content):
                        continue
                    self.recorder.finished(turn.content)
                    break
                self._act(turn)
        except (ProviderError, ModelStuckError) as err:
            self.recorder.failed(err)
        except KeyboardInterrupt:
            clean = self.conversation.last_clean_record()
            self.conversation.rollback_to(clean)
            self.recorder.cancelled(clean)
        return self.result

    def end(self, wall_time_s: float) -> RunResult:
        return self.recorder.ended(wall_time_s)

    @property
    def begun(self) -> bool:
        return self._begun

    def _begin(self, task: str) -> str:
        """The session's first event (start, or resume of an earlier one), once; returns the task to send."""
        if self._begun:
            return task
        self._begun = True
        if not self.resumed:
            workspace = str(self.runtime.workspace.root)
            self.recorder.session_started(self.capability, workspace, task, self.max_turns)
            self.recorder.message(self.messages[0])
            return with_context(self.runtime.hooks.session_started("startup"), task)
        self.recorder.session_resumed(task)
        task = with_context(self.runtime.hooks.session_started("resume"), task)
        for closing in self.conversation.close_unanswered_calls():
            self.recorder.message(closing)
        if self.file_records is not None:
            # Files changed on disk since the last run go into the new user message, not the
            # system prompt, which stays byte-stable for the prompt cache.
            report = self.runtime.resume(self.file_records)
            task = f"{report}\n\n{task}" if report else task
        return task

    def _prompt_hooks(self, task: str) -> str:
        """The UserPromptSubmit hooks' say: the task with their context, or HookBlocked (the user reads why)."""
        outcome = self.runtime.hooks.prompt_submitted(task)
        if outcome.blocked:
            raise HookBlocked(f"a UserPromptSubmit hook blocked the message: {outcome.reason}")
        return with_context(outcome, task)

    def _stop_blocked(self, answer: str) -> bool:
        """Whether a Stop hook sends the model back to work (its reason is the next user message)."""
        outcome = self.runtime.hooks.stopping(answer, self._stop_hook_active)
        self._stop_hook_active = outcome.blocked
        if outcome.blocked:
            self._append(Message(role="user", content=f"A Stop hook says the task is not done: {outcome.reason}"))
        return outcome.blocked

    def clear(self) -> None:
        """A new conversation in the same session: everything after the system prompt goes (recorded)."""
        if self._begun and len(self.messages) > 1:
            system = record_of(self.messages[0])
            self.conversation.rollback_to(system)
            self.recorder.rolled_back(system, "clear")

    def compact(self) -> int:
        """Compact now, whatever the size (`/compact`); how many compactions were done."""
        if not self._begun:
            return 0
        tokens = self.context_tokens()
        records = self.compactor.compact(self.conversation, tokens - self.conversation.total_tokens, self.summarize)
        for record in records:
            self.recorder.compacted(record)
        return len(records)

    def context_tokens(self) -> int:
        """What the next request would take of the window (exact where the provider counts it)."""
        return self._prompt_tokens(self._request())

    def use_model(self, provider: Provider, capability: Capability) -> None:
        """Go on with another model (`/model`): the conversation stays, the budgets follow the new window."""
        self.provider, self.capability = provider, capability
        self.runtime.model_window = capability.context_effective
        self.result.model = provider.model_id
        self.compactor = Compactor(capability.context_effective, capability.compaction_at)
        self.summarize = ModelSummarizer(provider, capability, on_reply=self.recorder.summary_replied)
        self.calibration = Calibration()

    def _request(self) -> ChatRequest:
        tools = self.runtime.specs()
        if self.capability.path_choices and self.capability.tool_mode == "grammar":
            tools = with_path_choices(tools, workspace_files(self.runtime.workspace.root))
        return ChatRequest(
            messages=self.messages,
            tools=tools,
            capability=self.capability,
            max_tokens=self.capability.max_output_tokens,
        )

    def _estimate(self, request: ChatRequest) -> int:
        return self.conversation.total_tokens + tool_spec_tokens(request.tools)

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
        if self.compactor.needed(tokens):
            overhead = tokens - self.conversation.total_tokens
            for record in self.compactor.compact(self.conversation, overhead, self.summarize):
                self.recorder.compacted(record)
            request = self._request()
            tokens = self._prompt_tokens(request)
        # The reply shares the window with the prompt: never ask for more than the room left, or a server
        # would shift or cut the prompt to make space.
        room = self.capability.context_effective - tokens
        request.max_tokens = max(MIN_REPLY_TOKENS, min(self.capability.max_output_tokens, room))
        return request

    def _ask_model(self, turn_number: int) -> AssistantTurn:
        self.recorder.turn_started(turn_number)
        request = self._compact_if_needed(self._request())
        turn: AssistantTurn | None = None
        try:
            turn = complete(self.provider, request, self.recorder.model_event)
        except ServerWindowError as err:
            # The server's window is smaller than the one budgeted for: it becomes the hard limit.
            self._shrink_window(err.window, str(err))
        if turn is None or self._running_window_smaller(request) or self._server_cut(request, turn):
            # Refused, or answered from a prompt the server cut to fit its window: the same turn is asked once
            # more, compacted to that window, never unchanged. A second refusal or cut ends the run.
            request = self._compact_if_needed(self._request())
            turn = complete(self.provider, request, self.recorder.model_event)
            window = self.capability.context_effective
            if self._server_cut(request, turn):
                raise ServerWindowError(
                    f"the server cut the prompt again after the agent compacted it to a {window}-token window; "
                    "give the server a larger window, or the agent a smaller one with --ctx N",
                    None,
                )
        estimated = self._estimate(request)
        self.calibration.observe(estimated, turn.usage.prompt_tokens)
        self.recorder.model_replied(turn)
        self.conversation.give_unique_call_ids(turn.tool_calls)
        self._append(within_the_cap(turn).as_message())
        return turn

    def _shrink_window(self, named: int | None, reason: str, cut: bool = False) -> None:
        previous = self.capability.context_effective
        # A window the server did not name, or one no smaller than the budget (the estimate was off): a tenth less.
        window = named if named is not None and named < previous else int(previous * 0.9)
        sources = {**self.capability.sources, "context_effective": f"the server ({reason[:80]})"}
        update = {"context_effective": window, "server_context": window, "sources": sources}
        calibration = self.calibration  # the same model: what its reports taught the estimate still holds
        self.use_model(self.provider, self.capability.model_copy(update=update))
        self.calibration = calibration
        self.recorder.window_learned(previous, window, reason, cut)

    def _server_cut(self, request: ChatRequest, turn: AssistantTurn) -> bool:
        """A server that reports reading fewer prompt tokens than were sent cut the prompt to fit a smaller
        window (Ollama does so silently, and the model answers without the part it lost). What it read becomes
        the hard limit; such a report teaches the estimate nothing."""
        usage = turn.usage
        if not (isinstance(usage, ServerUsage) and usage.usage_reported):
            return False  # in-process models never cut; an estimate compared with itself says nothing
        exact = self.provider.count_request_tokens(request)
        # Without an exact count, the messages alone by the estimate: a floor, as what the tools take differs
        # most between tool modes and chat templates (a grammar prompt lists them in a few lines).
        sent = self.conversation.total_tokens if exact is None else exact
        read = usage.prompt_tokens
        kept = self.conversation.tokens_at(0)  # the system prompt: Ollama's cuts keep it
        if not prompt_was_cut(sent, exact is not None, read, self.capability.context_effective, kept):
            return False
        counted = f"the {sent} tokens sent" if exact is not None else f"the ~{sent} tokens its messages alone take"
        self._shrink_window(
            read, f"the server read {read} prompt tokens, fewer than {counted}: it cut the prompt", cut=True
        )
        return True

    def _running_window_smaller(self, request: ChatRequest) -> bool:
        """Once, after the first reply: a server that says which window it runs (Ollama's /api/ps) and runs a
        smaller one than budgeted sets the hard limit. True when the prompt just sent did not fit it."""
        probe = getattr(self.provider, "running_window", None)
        if probe is None or self._window_checked:
            return False
        self._window_checked = True
        window = probe()
        if window is None or window >= self.capability.context_effective:
            return False
        sent = self._prompt_tokens(request)
        self._shrink_window(window, f"Ollama runs the model with a {window}-token window (/api/ps)")
        return sent > window  # Ollama keeps the start and the end of a longer prompt and drops the middle

    def _correct_course(self, turn_number: int) -> None:
        """Tell a model that keeps failing or repeating so (raises ModelStuckError when that did not help)."""
        if (correction := self.course.before_turn(turn_number)) is not None:
            self.recorder.course_corrected(correction)
            self._append(Message(role="user", content=correction.message))

    def _act(self, turn: AssistantTurn) -> None:
        invalid = sum(self.runtime.check(call.name, call.arguments) is not None for call in turn.tool_calls)
        self.recorder.calls_made(turn, invalid)
        if turn.malformed:
            self._append(Message(role="user", content=malformed_feedback(turn.malformed, list(self.runtime.tools))))
        if turn.tool_calls:
            self._run_tools(within_the_cap(turn).tool_calls)
        if (note := over_the_cap(len(turn.tool_calls))) is not None:
            self._append(Message(role="user", content=note))

    def _run_tools(self, calls: list[ToolCall]) -> None:
        """One turn's calls as a batch (independent ones in parallel); results kept in call order."""
        times: dict[int, float] = {}
        outcomes = self.runtime.run_batch(calls, on_result=lambda index, _, took: times.__setitem__(index, took))
        history = self.messages[:-1]  # before the assistant message that made these calls
        for index, (call, outcome) in enumerate(zip(calls, outcomes, strict=True)):
            target = self.runtime.target(call.name, call.arguments)
            verdict = self.course.review(call, target, outcome.is_error, history, outcome.content)
            content = fit_tool_output(outcome.content, self.compactor.tool_output_tokens)
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
