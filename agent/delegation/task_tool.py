"""Delegation: the top-level agent's `task {agent, prompt}` tool, which runs a subagent and returns its answer.

A subagent is an AgentLoop of its own (its kind's system prompt, the prompt, its kind's turn limit) over a
restricted view of the parent's ToolRuntime: only its kind's tools, the parent's read records (so the
stale-file check holds across both), permission gate (policy and approver) and checkpoints (its changes
belong to the parent's exchange, so one undo takes them back). It cannot delegate: `task` is not offered
to it, and a call to it, or to any tool outside its kind's list, is refused with a message naming its
tools. Its events go into the parent's transcript wrapped in `subagent` events tagged with the parent's
call id, its progress lines are indented under that call, and only its final message comes back,
capped at MAX_ANSWER_BYTES. Tasks for read-only kinds read the whole workspace, so several in one turn
run in parallel; any other kind writes it, so it runs alone.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from typing import Any

from pydantic import Field

from agent.backends.model_spec import ModelSpec
from agent.calls.runtime import ToolRuntime, running_call
from agent.delegation.agent_kinds import DELEGATING_TOOL, AgentKind
from agent.errors import ToolFailure
from agent.messages import ToolResult, ToolSpec
from agent.providers.provider import ChatRequest, Provider, ProviderEvent
from agent.records.transcript import Transcript
from agent.records.transcript_events import Event, SubagentEvent
from agent.tools.tool import WHOLE_WORKSPACE, KeyFunction, Resource, Tool, ToolArgs, Workspace
from agent.turns.build_loop import build_loop
from agent.turns.loop import AgentLoop
from agent.turns.repo_map_context import SubagentMapSlot, token_counter
from agent.undo.checkpoints import Checkpoints, Watch
from capabilities import Capability

MAX_ANSWER_BYTES = 8 * 1024
# Opens the model of a kind that has its own (session.open_model with this run's workspace).
ModelOpener = Callable[[ModelSpec], tuple[Provider, Capability]]


class TaskArgs(ToolArgs):
    agent: str = Field(description="Which agent to start: one of the names listed in this tool's description.")
    prompt: str = Field(
        min_length=1, description="The whole task: the agent sees nothing of this conversation, only this text."
    )


class TaskTool(Tool):
    """Offered to the top-level agent only (session.open_loop adds it); see the module's docstring."""

    name = DELEGATING_TOOL
    description = (
        "Hand a self-contained task to a subagent. It works on its own with its own tools and returns only its "
        "final message; it sees none of this conversation, so the prompt must say everything it needs. "
        "Tasks for read-only agents in one turn run in parallel. Agents:"
    )
    Args = TaskArgs

    def __init__(self, delegation: Delegation):
        super().__init__(delegation.parent.runtime.workspace)
        self.delegation = delegation

    def spec(self) -> ToolSpec:  # type: ignore[override]  # per instance (the kinds are data): called on the tool
        kinds = "\n".join(f"- {kind.name}: {kind.description}" for kind in self.delegation.kinds.values())
        return super().spec().model_copy(update={"description": f"{self.description}\n{kinds}"})

    def resources(self, args: TaskArgs, key_of: KeyFunction) -> list[Resource]:  # type: ignore[override]  # ditto
        kind = self.delegation.kinds.get(args.agent)
        if kind is None:
            return []
        return [Resource(key=WHOLE_WORKSPACE, mode="read" if kind.read_only else "write")]

    def target(self, args: TaskArgs) -> str:
        return args.agent

    def run(self, args: TaskArgs) -> ToolResult:
        kind = self.delegation.kinds.get(args.agent)
        if kind is None:
            names = ", ".join(self.delegation.kinds)
            raise ToolFailure(f"no agent named {args.agent!r}; the agents are: {names}")
        return self.delegation.run(kind, args.prompt, running_call.get())


class Delegation:
    """What the `task` tool needs from its session: the parent loop (its model, runtime, transcript and
    progress, read when a task starts, so a `/model` switch in a chat is followed), the kinds, and how to
    open a kind's own model. Models opened for kinds are kept for the run and closed by `close`."""

    def __init__(
        self,
        parent: AgentLoop,
        kinds: dict[str, AgentKind],
        open_model: ModelOpener,
        map_slot_for: SubagentMapSlot | None = None,
    ):
        self.parent = parent
        self.kinds = kinds
        self.open_model = open_model
        self.map_slot_for = map_slot_for  # the repository map after a subagent's system prompt
        self._models: dict[str, tuple[Provider, Capability]] = {}
        self._opening = threading.Lock()
        self._one_request: dict[int, threading.Lock] = {}
        self._writing = threading.Lock()  # parallel subagents write whole events to the parent's transcript
        self._running = 0
        self.stopping = threading.Event()  # Ctrl-C: subagents in other threads stop before their next request
        parent.runtime.on_interrupt.append(self.stopping.set)

    def run(self, kind: AgentKind, prompt: str, call_id: str) -> ToolResult:
        with self._opening:
            self._running += 1
        try:
            return self._run(kind, prompt, call_id)
        finally:
            with self._opening:
                self._running -= 1
                if self._running == 0:
                    self.stopping.clear()

    def _run(self, kind: AgentKind, prompt: str, call_id: str) -> ToolResult:
        own = self._own_slot(kind)
        try:
            return self._run_on(kind, prompt, call_id, own)
        finally:
            if own is not None:
                own.close()

    def _run_on(self, kind: AgentKind, prompt: str, call_id: str, own: Provider | None) -> ToolResult:
        parent = self.parent
        provider, capability = self._model_of(kind) if own is None else (self._one_at_a_time(own), parent.capability)
        progress = parent.recorder.progress.subagent(kind.name)
        progress.started(" ".join(prompt.split())[:100])
        runtime = parent.runtime.restricted(
            kind.tools,
            lambda name: refusal(kind, name),
            JoinedCheckpoints(parent.runtime.checkpoints),
            parent.runtime.hooks.for_subagent(),
        )
        transcript = CallTranscript(parent.recorder.transcript, call_id, kind.name, self._writing)
        loop = build_loop(
            runtime.workspace.root,
            provider,
            capability,
            runtime,
            transcript,
            progress,
            max_turns=kind.max_turns,
            kind_prompt=kind.system_prompt,  # its own conversation: the kind's system prompt, then the prompt
            map_slot=self.map_slot_for(provider, capability) if self.map_slot_for is not None else None,
        )
        result = loop.exchange(prompt)
        if result.status == "cancelled":
            raise KeyboardInterrupt
        if result.status == "finished":
            return ToolResult(content=capped(result.final or ""))
        if result.status == "turn_limit":
            why = f"reached its turn limit ({kind.max_turns} turns) without a final answer"
        else:
            why = f"stopped with an error: {result.error}"
        return ToolResult(
            content=f"the {kind.name} agent {why}; give it a smaller task, or do the work yourself", is_error=True
        )

    def _model_of(self, kind: AgentKind) -> tuple[Provider, Capability]:
        """The kind's own model (opened once per run), else the parent's; behind a lock per model."""
        provider, capability = self.parent.provider, self.parent.capability
        if kind.model is not None and kind.model.raw != provider.model_id:
            with self._opening:
                if kind.model.raw not in self._models:
                    self._models[kind.model.raw] = self.open_model(kind.model)
                provider, capability = self._models[kind.model.raw]
        return self._one_at_a_time(provider), capability

    def _one_at_a_time(self, provider: Provider) -> OneRequestAtATime:
        with self._opening:
            lock = self._one_request.setdefault(id(provider), threading.Lock())
        return OneRequestAtATime(provider, lock, self.stopping)

    def _own_slot(self, kind: AgentKind) -> Provider | None:
        """A subagent of a session on a pool of servers (`pool:POOL/NAME`) gets a slot of its own, on another
        server of the pool where one is free, instead of waiting its turn on its parent's; None when the kind has
        its own model, the parent's model is not a pool's, or no slot is free now."""
        sibling = getattr(self.parent.provider, "sibling", None)
        if kind.model is not None or not callable(sibling):
            return None
        own: Provider | None = sibling()
        return own

    def close(self) -> None:
        for provider, _ in self._models.values():
            provider.close()
        self._models.clear()


def refusal(kind: AgentKind, name: str) -> str | None:
    """Why a subagent of `kind` may not call `name` (None for a name no agent has: "unknown tool")."""
    tools = ", ".join(kind.tools)
    if name == DELEGATING_TOOL:
        return (
            f"a subagent cannot delegate: `task` is only for the top-level agent; do the work with your tools ({tools})"
        )
    from agent.delegation.agent_kinds import known_tools

    if name in known_tools():
        read_only = " (it is read-only: say in your final answer what should change)" if kind.read_only else ""
        return f"{name} is not one of the {kind.name} agent's tools; it may use {tools}{read_only}"
    return None


def capped(answer: str) -> str:
    encoded = answer.encode("utf-8")
    if len(encoded) <= MAX_ANSWER_BYTES:
        return answer
    kept = encoded[:MAX_ANSWER_BYTES].decode("utf-8", errors="ignore")
    return f"{kept}\n[the subagent's answer was cut to {MAX_ANSWER_BYTES // 1024} KB of {len(encoded) // 1024} KB]"


class OneRequestAtATime:
    """A model shared by parallel subagents answers one request at a time: an in-process llama.cpp model is
    not thread-safe, and a local server usually has one slot. Ctrl-C in the parent stops the next request."""

    def __init__(self, provider: Provider, lock: threading.Lock, stopping: threading.Event):
        self.provider = provider
        self.model_id = provider.model_id
        self._lock = lock
        self._stopping = stopping

    def stream(self, request: ChatRequest) -> Iterator[ProviderEvent]:
        with self._lock:
            if self._stopping.is_set():
                raise KeyboardInterrupt
            yield from self.provider.stream(request)

    def count_request_tokens(self, request: ChatRequest) -> int | None:
        return self.provider.count_request_tokens(request)

    def count_tokens(self, text: str) -> int:
        """The model's own count of a text where it has one (a subagent's repository map), else the estimate."""
        return token_counter(self.provider)(text)

    def close(self) -> None:
        pass  # the parent's model, or one Delegation.close closes


class JoinedCheckpoints(Checkpoints):
    """The parent's checkpoints as a subagent sees them: its changes are saved in the parent's exchange
    (one undo takes back the whole turn), so its own exchange starts nothing."""

    def __init__(self, parent: Checkpoints):  # no state of its own: everything goes to the parent's
        self.parent = parent

    def begin(self, session_id: str, exchange: int) -> None:
        pass

    def watch(self, workspace: Workspace, tool: Tool, args: object) -> Watch:
        return self.parent.watch(workspace, tool, args)


class CallTranscript(Transcript):
    """A subagent's transcript: each event goes into the parent's, wrapped with the call it belongs to."""

    def __init__(self, parent: Transcript, call_id: str, agent: str, writing: threading.Lock):
        # No file or lock of its own (Transcript.__init__ would take the session's lock again).
        self.path = parent.path  # the subagent's result and checkpoints name the parent's session
        self.failure = None
        self.details = {}  # a subagent is part of its parent's session: no origin or server of its own
        self.started = True
        self._parent, self._call_id, self._agent, self._writing = parent, call_id, agent, writing

    def write(self, event: Event) -> None:
        with self._writing:
            self._parent.write(SubagentEvent(call_id=self._call_id, agent=self._agent, inner=event))

    def close(self) -> None:
        pass


def add_task_tool(
    loop: AgentLoop, kinds: dict[str, AgentKind], open_model: ModelOpener, map_slot_for: SubagentMapSlot | None = None
) -> Delegation:
    """Offer `task` to the top-level loop's tools; the caller closes the returned Delegation with the run."""
    delegation = Delegation(loop, kinds, open_model, map_slot_for)
    loop.runtime.add_tool(TaskTool(delegation))
    return delegation


def delegation_of(runtime: ToolRuntime) -> Delegation | None:
    tool: Any = runtime.tools.get(DELEGATING_TOOL)
    return tool.delegation if isinstance(tool, TaskTool) else None
