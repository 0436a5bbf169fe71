"""ToolRuntime: looks up a called tool and validates its arguments once (`enter`, into a `CheckedCall`), runs
it, and never raises for model mistakes.

One assistant turn's calls go through `run_batch`: grouped by the resources they touch (`plan_resources`), each
group runs in parallel threads, the groups in order, and the results come back in the model's call order.
"""

from __future__ import annotations

import copy
import os
import time
from collections.abc import Callable, Collection, Mapping, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from contextvars import ContextVar
from fnmatch import fnmatchcase
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from pydantic import ValidationError

from agent.calls.checked_call import CheckedCall, MalformedCall, check_call, named_as_offered
from agent.calls.hooks import Hooks
from agent.calls.protected_since_review import ProtectedSinceReview
from agent.errors import ToolFailure
from agent.file_safety.read_records import ReadRecords, RecordSnapshot
from agent.messages import MCP_TOOL_PREFIX, AssistantTurn, ToolCall, ToolResult, ToolSpec
from agent.permissions import Gate, NobodyToAsk, built_in_policy
from agent.processes.command_output import output_watcher
from agent.tools.catalogue import BUILT_IN_TOOLS
from agent.tools.secret_masking import mask_secrets
from agent.tools.shell import OutputStore, ProcessGroups, ShellSettings
from agent.tools.tool import WHOLE_WORKSPACE, EditSettings, KeyFunction, Resource, Tool, ToolContext, Workspace
from agent.undo import checkpoints as checkpoint_store
from agent.undo.checkpoints import Checkpoints

if TYPE_CHECKING:
    from agent.mcp.client import McpClient
    from capabilities import Capability

T = TypeVar("T")

TOOL_CLASSES = BUILT_IN_TOOLS
MAX_PARALLEL = 8
# The id of the call a tool is running for (set per call by run_batch): a subagent tags its events with it.
running_call: ContextVar[str] = ContextVar("running_call", default="")
# Below this many bytes in all, a batch of reads runs on the calling thread (thread hand-offs cost more).
PARALLEL_READ_BYTES = 4 * 1024 * 1024

CallLike = ToolCall | dict[str, Any]
# Why a tool a view does not offer is refused (None: "unknown tool").
Refusal = Callable[[str], str | None]
# Called as each call of a batch finishes: its index in the batch, its result and how long it ran.
ResultCallback = Callable[[int, ToolResult, float], None]


def describe_os_error(tool: str, path: object, err: OSError, checking: bool = False) -> str:
    """One line for the model: the tool, the path (the call's, else the error's) and the system's reason;
    `checking`: it came while the path was checked, before the call ran."""
    where = path if isinstance(path, str) and path else err.filename
    reason = err.strerror or (os.strerror(err.errno) if err.errno else str(err) or type(err).__name__)
    if checking:
        line = f"{tool} did not run: checking {where} failed ({reason}); if a folder on it was just replaced, retry"
    else:
        line = f"{tool} failed on {where}: {reason}" if where else f"{tool} failed: {reason}"
    return " ".join(line.splitlines())


def as_call(call: CallLike) -> ToolCall:
    if isinstance(call, ToolCall):
        return call
    return ToolCall(name=call["name"], arguments=call.get("arguments") or {})


def lexical_key(path: str) -> str:
    """A path's key without a workspace: `./a`, `a` and `b/../a` are one file."""
    return os.path.normpath(os.path.expanduser(os.path.expandvars(path)))


def resources_of(call: ToolCall, key_of: KeyFunction) -> list[Resource]:
    """What a call of a built-in tool touches, planned without a runtime; a call that cannot run (unknown
    tool, bad arguments or path) touches nothing. A runtime plans its own calls from `CheckedCall.resources`."""
    tool = next((cls for cls in TOOL_CLASSES if cls.name == call.name), None)
    if tool is None:
        return []
    try:
        return tool.resources(tool.Args.model_validate(call.arguments), key_of)
    except (ValidationError, ToolFailure, ValueError):
        return []


def plan_batches(calls: Sequence[CallLike], key_of: KeyFunction = lexical_key) -> list[list[int]]:
    """plan_resources for calls of built-in tools, without a runtime."""
    return plan_resources([resources_of(as_call(call), key_of) for call in calls])


def plan_resources(touched: Sequence[Sequence[Resource]]) -> list[list[int]]:
    """Groups of indices into `touched` (what each call touches) that may run together, in the order the
    groups must run.

    Each call goes into the first group after every earlier call it conflicts with (a write and anything
    else on the same key), so conflicting calls keep the model's order and the rest run as early as possible.
    """
    # The latest level of earlier calls by kind of access, so each call is placed in O(its resources).
    any_on: dict[str, int] = {}
    write_on: dict[str, int] = {}
    whole_any = whole_write = all_any = all_write = -1
    level: list[int] = []
    for mine in touched:
        after = -1
        for resource in mine:
            write = resource.mode == "write"
            if resource.key == WHOLE_WORKSPACE:
                after = max(after, all_any if write else all_write)
            elif write:
                after = max(after, any_on.get(resource.key, -1), whole_any)
            else:
                after = max(after, write_on.get(resource.key, -1), whole_write)
        mine_level = after + 1
        level.append(mine_level)
        for resource in mine:
            write = resource.mode == "write"
            all_any = max(all_any, mine_level)
            all_write = max(all_write, mine_level) if write else all_write
            if resource.key == WHOLE_WORKSPACE:
                whole_any = max(whole_any, mine_level)
                whole_write = max(whole_write, mine_level) if write else whole_write
            else:
                any_on[resource.key] = max(any_on.get(resource.key, -1), mine_level)
                if write:
                    write_on[resource.key] = max(write_on.get(resource.key, -1), mine_level)
    batches: list[list[int]] = [[] for _ in range(max(level, default=-1) + 1)]
    for index, group in enumerate(level):
        batches[group].append(index)
    return batches


def wait_for_all(futures: list[Future[None]]) -> None:
    for future in futures:
        future.result()


class ToolRuntime:
    """The tools of one agent, behind its permission gate: every call is reviewed before it runs.

    Subagents pass their parent's `records` and `gate`, so read authority and approvals are per session.
    Without a gate, the built-in rules apply and every ask is answered no. `shell` says how bash runs
    (its environment, and the sandbox when there is one).
    """

    def __init__(
        self,
        workspace: Path,
        records: ReadRecords | None = None,
        allowed: Sequence[Path] = (),
        gate: Gate | None = None,
        shell: ShellSettings | None = None,
        *,
        hooks: Hooks | None = None,
        mcp: McpClient | None = None,
        note: Callable[[str], None] = lambda text: None,
    ):
        self.workspace = Workspace(workspace, allowed)
        self.gate = gate if gate is not None else Gate(built_in_policy(self.workspace.root), NobodyToAsk())
        self.shell = shell or ShellSettings()
        self.records = records if records is not None else ReadRecords()
        self.outputs = OutputStore()
        self.groups = ProcessGroups()
        self.checkpoints = checkpoint_store.Checkpoints()  # the loop names the session and exchange (Checkpoints.begin)
        self.edits = EditSettings()  # the loop's model's (`follow`)
        context = ToolContext(
            self.workspace, self.records, self.outputs, self.groups, self.shell, self.may_read, self.edits
        )
        self.tools: dict[str, Tool] = {cls.name: cls.create(context) for cls in TOOL_CLASSES}
        # Built once: the loop asks for them every turn, and schema generation is not free.
        self._specs = [type(tool).spec() for tool in self.tools.values()]
        # Why a tool this runtime does not offer is refused (a subagent's view); None: "unknown tool".
        self.refusal: Refusal | None = None
        # Every tool of the session, offered or not: a refused call named by an alias is refused as its tool.
        self._every_tool: Mapping[str, Tool] = self.tools
        # Called when Ctrl-C stops a batch (with the running commands): subagents stop asking their model.
        self.on_interrupt: list[Callable[[], None]] = []
        # The session's hooks (agent/calls/hooks.py) and MCP servers (agent/mcp/; the first look at the tools waits
        # for them to start, and their list follows the servers' changes), as session.open_tools opened them.
        self.hooks = hooks if hooks is not None else Hooks([], self.workspace.root)
        self.mcp = mcp
        self._mcp_generation = -1
        # The model's window (the loop sets it): the MCP tools offered take at most a share of it.
        self.model_window: int | None = None
        self._mcp_window: int | None = None  # the window the offered MCP tools were fitted to
        self._mcp_left_out: set[str] = set()
        self._mcp_line: str | None = None  # what the model reads, at the end of the tool list, of those left out
        self._offers: Callable[[str], bool] = lambda name: True  # a subagent's view offers fewer
        self.note = note  # what the user is told (MCP tools changed)

    def add_tool(self, tool: Tool) -> None:
        """Offer one more tool (the top-level agent's `task`), or replace the one of that name."""
        self.tools[tool.name] = tool
        self._specs = [spec for spec in self._specs if spec.name != tool.name] + [tool.spec()]

    def restricted(
        self, names: Collection[str], refusal: Refusal, checkpoints: Checkpoints, hooks: Hooks
    ) -> ToolRuntime:
        """A view offering only `names` of these tools, with its own `checkpoints` and `hooks`, and sharing
        everything else (read records, gate, command outputs and processes, MCP servers): a subagent's tools. A
        name may be a glob of MCP tools (`mcp__github__*`). A call to another tool gets `refusal(name)` as its error
        (or "unknown tool" where that is None)."""
        view = copy.copy(self)
        view._narrow(names, refusal, checkpoints, hooks)
        return view

    def _narrow(self, names: Collection[str], refusal: Refusal, checkpoints: Checkpoints, hooks: Hooks) -> None:
        """Make this copy of a runtime the view `restricted` describes (called on the copy, never on a session's)."""
        self._offers = lambda name: (
            name in names or (name.startswith(MCP_TOOL_PREFIX) and any(fnmatchcase(name, pattern) for pattern in names))
        )
        self._every_tool = self.tools
        self.tools = {name: tool for name, tool in self.tools.items() if self._offers(name)}
        self._specs = [spec for spec in self._specs if self._offers(spec.name)]
        self._mcp_generation = -1  # its own MCP tools, fitted to its own window
        self.refusal, self.checkpoints, self.hooks = refusal, checkpoints, hooks

    def _sync_mcp(self) -> None:
        """Take in the MCP servers' current tools when they changed (on the thread that asks, between turns)."""
        if self.mcp is None:
            return
        self.mcp.wait()
        if self.mcp.generation == self._mcp_generation and self.model_window == self._mcp_window:
            return
        from agent.mcp.tools import mcp_tools, offered_mcp_tools

        first = self._mcp_generation < 0
        servers_changed = self.mcp.generation != self._mcp_generation
        self._mcp_generation, self._mcp_window = self.mcp.generation, self.model_window
        before = {name for name in self.tools if name.startswith(MCP_TOOL_PREFIX)} | self._mcp_left_out
        listed = [tool for tool in mcp_tools(self.mcp, self.workspace) if self._offers(tool.name)]
        offered = offered_mcp_tools(listed, self.mcp, self.model_window)
        self._mcp_left_out, self._mcp_line = offered.left_out, offered.model_line
        self.tools = {name: tool for name, tool in self.tools.items() if not name.startswith(MCP_TOOL_PREFIX)}
        self.tools.update((tool.name, tool) for tool in offered.tools)
        self._specs = [spec for spec in self._specs if not spec.name.startswith(MCP_TOOL_PREFIX)]
        self._specs += [tool.spec() for tool in offered.tools]
        after = {tool.name for tool in listed}
        if not first and servers_changed and after != before:
            added, gone = ", ".join(sorted(after - before)) or "none", ", ".join(sorted(before - after)) or "none"
            self.note(f"the MCP servers' tools changed (new: {added}; gone: {gone})")

    def close(self) -> None:
        """Stop the session's MCP servers (the session's own runtime only; a subagent's view shares them)."""
        if self.mcp is not None:
            self.mcp.close()

    def may_read(self, real: Path) -> bool:
        """Whether the gate lets the read tool read `real` without asking: grep shows no line of other files."""
        return self.gate.policy.check("read", {"path": str(real)}).decision == "allow"

    def follow(self, capability: Capability) -> None:
        """Take the model's window (the MCP tools offered fit a share of it) and its edit settings: which edit
        tools are offered and what `read` shows follow the model in use."""
        self.model_window = capability.context_effective
        self.edits.format, self.edits.syntax_check = capability.edit_format, capability.syntax_check

    def specs(self) -> list[ToolSpec]:
        self._sync_mcp()
        specs = [spec for spec in self._specs if self._in_edit_format(spec.name)]
        if self._mcp_line is not None and specs:
            last = specs[-1]
            specs[-1] = last.model_copy(update={"description": f"{last.description}\n{self._mcp_line}"})
        return specs

    def offered(self) -> list[str]:
        """The names of the tools the model is offered now (those of its edit format), for what it is told."""
        return [name for name in self.tools if self._in_edit_format(name)]

    def _in_edit_format(self, name: str) -> bool:
        tool = self.tools.get(name)
        formats = type(tool).edit_formats if tool is not None else None
        return formats is None or self.edits.format in formats

    def named_as_offered(self, turn: AssistantTurn) -> AssistantTurn:
        """A reply with each call named as its tool is offered (an alias or a near spelling mapped), before it
        joins the conversation: the transcript and the model's history show what ran."""
        self._sync_mcp()
        return turn.model_copy(update={"tool_calls": named_as_offered(turn.tool_calls, self.tools)})

    def enter(self, call: CallLike) -> CheckedCall | MalformedCall:
        """Where a call enters: its tool looked up (among the MCP servers' current tools too) and its arguments
        validated, once; everything after reads the result."""
        self._sync_mcp()
        (call,) = named_as_offered([as_call(call)], self.tools)
        tool = self.tools.get(call.name)
        if tool is not None:
            return check_call(call, tool)
        if call.name in self._mcp_left_out:
            from agent.mcp.tools import left_out_refusal

            return MalformedCall(call, left_out_refusal(call.name))
        refused = None
        if self.refusal is not None:  # `write_file` from an agent that may not write: refused as `write`
            (meant,) = named_as_offered([call], self._every_tool)
            refused = self.refusal(meant.name)
        return MalformedCall(call, refused or f"unknown tool '{call.name}'; valid tools: {', '.join(self.offered())}")

    def run(self, name: str, arguments: dict[str, Any]) -> ToolResult:
        """Check the call, pass it through the hooks and the gate, run it; a refusal is the result the model reads."""
        entered = self.enter(ToolCall(name=name, arguments=arguments))
        if isinstance(entered, MalformedCall):
            return entered.result()
        context: list[str] = []
        refused = self.review(entered, context, self.workspace.resolve)
        if refused is not None:
            return refused
        return self._after(entered, self._execute(entered), context)

    def review(self, checked: CheckedCall, context: list[str], real_of: Callable[[str], Path]) -> ToolResult | None:
        """The result to give instead of running the call (a path outside the workspace, blocked by a
        PreToolUse hook, denied, or not approved; a hook may have the gate ask where the policy allows), or None.
        What the hooks add for the model goes into `context`."""
        try:
            return self._review(checked, context, real_of)
        except OSError as err:
            # The policy, the gate and the hooks resolve the path too: a folder on it swapped with a link
            # meanwhile makes realpath fail (EINVAL); the call does not run, and the model is told why.
            return ToolResult(
                content=describe_os_error(checked.name, checked.first_path(), err, checking=True), is_error=True
            )

    def _review(self, checked: CheckedCall, context: list[str], real_of: Callable[[str], Path]) -> ToolResult | None:
        name = checked.name
        # Every path the tool declares (an MCP server's paths are its own: it declares none).
        for _, path in checked.paths():
            try:  # a path outside the workspace fails whatever anyone approves: say so, do not ask
                real_of(path)
            except ToolFailure as err:
                return ToolResult(content=str(err), is_error=True)
        # Before the gate, so a hook's veto costs the user no question; a hook never allows what the gate would not.
        hooked = self.hooks.before_tool(name, checked.given)
        if hooked.blocked:
            return ToolResult(content=hooked.reason, is_error=True)
        context.extend(hooked.context)
        # An MCP tool's arguments say nothing of which are paths: the policy goes by their names.
        paths = None if name.startswith(MCP_TOOL_PREFIX) else checked.tool.path_names()
        verdict = self.gate.review(name, checked.given, ask=hooked.ask or None, paths=paths)
        return None if verdict.run else ToolResult(content=verdict.refusal, is_error=True)

    def _after(self, checked: CheckedCall, result: ToolResult, context: list[str]) -> ToolResult:
        """The result once the PostToolUse hooks saw it: blocked (their reason comes first), with their context.
        Every result that ran passes here, so here secrets are masked before anyone sees them (secret_masking.py)."""
        result = result.model_copy(update={"content": mask_secrets(result.content)})
        hooked = self.hooks.after_tool(checked.name, checked.given, result.content, result.is_error)
        context = context + hooked.context
        if checked.renamed:  # the model learns the names the tool takes
            result = result.model_copy(update={"content": f"{result.content}\n{checked.renamed_note()}"})
        if not hooked.blocked and not context:
            return result
        content = result.content
        if hooked.blocked:
            content = f"{hooked.reason}\n\n(the call ran; its result:)\n{content}"
        if context:
            content = f"{content}\n\n[context from hooks]\n" + "\n".join(context)
        return result.model_copy(update={"content": content, "is_error": result.is_error or hooked.blocked})

    def _execute(self, checked: CheckedCall) -> ToolResult:
        tool, args = checked.tool, checked.args
        # Files the call writes are saved first (undo) and its result gets their diff for the human.
        try:
            with self.checkpoints.watch(self.workspace, tool, args) as change:
                if change.refusal is not None:
                    return ToolResult(content=change.refusal, is_error=True)
                result = self._run_tool(checked)
        except OSError as err:  # from saving the checkpoint around the call: the call's own are caught inside
            return ToolResult(content=describe_os_error(checked.name, checked.first_path(), err), is_error=True)
        return change.shown(result)

    @staticmethod
    def _run_tool(checked: CheckedCall) -> ToolResult:
        try:
            return checked.tool.run(checked.args)
        except ToolFailure as err:
            return ToolResult(content=str(err), is_error=True)
        except OSError as err:
            return ToolResult(content=describe_os_error(checked.name, checked.first_path(), err), is_error=True)

    def key_of(self, path: str) -> str:
        return self.workspace.key(self.workspace.resolve(path))

    def plan(self, calls: Sequence[CallLike]) -> list[list[int]]:
        """The batches these calls would run in, with real-path keys: symlinks and case-insensitive names are
        one file; a call that cannot run touches nothing."""
        entered = [self.enter(call) for call in calls]
        return plan_resources([c.resources(self.key_of) if isinstance(c, CheckedCall) else [] for c in entered])

    def run_batch(
        self,
        calls: Sequence[CallLike | CheckedCall | MalformedCall],
        on_result: ResultCallback | None = None,
        on_start: Callable[[int], None] | None = None,
        on_output: Callable[[int, str], None] | None = None,
    ) -> list[ToolResult]:
        """Run one turn's calls (as sent, or as `enter` checked them), independent ones in parallel; results in
        call order. `on_start(index)` as a call starts (past the gate); `on_output(index, text)` as a command prints.
        Every call passes the gate first, in the model's order, on this thread (a question never comes from a
        worker); refused calls take no part in the batches, nor a write made protected since (protected_since_review).
        """
        entered = [call if isinstance(call, CheckedCall | MalformedCall) else self.enter(call) for call in calls]
        results: list[ToolResult | None] = [None] * len(entered)
        runnable: list[CheckedCall] = []
        positions: list[int] = []
        contexts: list[list[str]] = [[] for _ in entered]  # what PreToolUse hooks add to each result
        resolved: dict[str, Path] = {}  # the review and planning resolve each path once; the tools again as they run

        def real_of(path: str) -> Path:
            if path not in resolved:
                resolved[path] = self.workspace.resolve(path)
            return resolved[path]

        for index, call in enumerate(entered):
            refused = call.result() if isinstance(call, MalformedCall) else self.review(call, contexts[index], real_of)
            if refused is None:
                assert isinstance(call, CheckedCall)  # a malformed call is always refused
                runnable.append(call)
                positions.append(index)
                continue
            results[index] = refused
            if on_result is not None:
                on_result(index, refused, 0.0)

        def run_each(members: list[int]) -> None:  # indices into `runnable`
            for member in members:
                started = time.perf_counter()
                checked, index = runnable[member], positions[member]
                result = since_review.refusal(checked)
                if result is None:
                    if on_start is not None:
                        on_start(index)
                    running = running_call.set(checked.call.id)
                    watched = output_watcher.set(partial(on_output, index) if on_output is not None else None)
                    try:
                        result = self._after(checked, self._execute(checked), contexts[index])
                    finally:
                        output_watcher.reset(watched)
                        running_call.reset(running)
                results[index] = result
                if on_result is not None:
                    on_result(index, result, time.perf_counter() - started)

        def key_of(path: str) -> str:
            return self.workspace.key(real_of(path))

        since_review = ProtectedSinceReview(self.workspace, runnable, key_of)
        for batch in plan_resources([checked.resources(key_of) for checked in runnable]):
            if len(batch) == 1 or not self._worth_threads([runnable[member] for member in batch], real_of):
                self._guarded(run_each, batch)
                continue
            workers = min(len(batch), MAX_PARALLEL)
            pool = ThreadPoolExecutor(max_workers=workers)
            try:
                # One task per worker, not per call: each hand-off between threads costs a GIL switch.
                futures = [pool.submit(run_each, batch[start::workers]) for start in range(workers)]
                self._guarded(wait_for_all, futures)
            finally:
                pool.shutdown(wait=True, cancel_futures=True)
        return [result for result in results if result is not None]

    def _worth_threads(self, calls: list[CheckedCall], real_of: Callable[[str], Path]) -> bool:
        """Threads pay when calls wait (commands, big files); reads of small cached files are faster in turn."""
        if any(call.name != "read" for call in calls):
            return True
        total = 0
        for call in calls:
            for _, path in call.paths():
                try:
                    total += os.stat(real_of(path)).st_size
                except (OSError, ToolFailure):
                    pass
        return total >= PARALLEL_READ_BYTES

    def _guarded(self, work: Callable[[T], None], argument: T) -> None:
        try:
            work(argument)
        except BaseException:
            # Ctrl-C reaches only the main thread: stop the commands the workers are still waiting on
            # before waiting for the workers.
            self.groups.kill_all()
            for stop in self.on_interrupt:
                stop()
            raise

    def snapshot(self) -> RecordSnapshot:
        """The read records to save with the session (see `resume`)."""
        return self.records.snapshot()

    def resume(self, snapshot: RecordSnapshot) -> str:
        """Load an earlier run's records; the report of files the agent wrote that changed since ("" if none).

        The session calls this once when it resumes and puts a non-empty report at the start of the first
        new user message (never in the system prompt, which must stay byte-stable for the prompt cache).
        """
        return self.records.resume(snapshot, self.workspace.key, self.workspace.display)
