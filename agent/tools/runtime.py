"""ToolRuntime: looks up a called tool, validates its arguments, runs it, and never raises for model mistakes.

One assistant turn's calls go through `run_batch`: they are grouped by the resources they touch
(`plan_batches`), each group runs in parallel threads, the groups run in order, and the results come back
in the model's call order.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path
from typing import Any, TypeVar

from pydantic import ValidationError

from agent.messages import ToolCall, ToolResult, ToolSpec
from agent.tools.base import WHOLE_WORKSPACE, KeyFunction, Resource, Tool, ToolFailure, Workspace
from agent.tools.files import EditTool, ReadTool, WriteTool
from agent.tools.records import ReadRecords, RecordSnapshot
from agent.tools.shell import BashTool, OutputStore, ProcessGroups, ShowOutputTool

T = TypeVar("T")

TOOL_CLASSES: tuple[type[Tool], ...] = (ReadTool, EditTool, WriteTool, BashTool, ShowOutputTool)
MAX_PARALLEL = 8
# Below this many bytes in all, a batch of reads runs on the calling thread (thread hand-offs cost more).
PARALLEL_READ_BYTES = 4 * 1024 * 1024

CallLike = ToolCall | dict[str, Any]
# Called as each call of a batch finishes: its index in the batch, its result and how long it ran.
ResultCallback = Callable[[int, ToolResult, float], None]


def describe_validation_error(tool: str, err: ValidationError) -> str:
    problems = []
    for item in err.errors():
        field = ".".join(str(p) for p in item["loc"]) or "(arguments)"
        if item["type"] == "missing":
            problems.append(f"missing required argument '{field}'")
        elif item["type"] == "extra_forbidden":
            problems.append(f"unknown argument '{field}'")
        else:
            problems.append(f"argument '{field}': {item['msg']}")
    return f"invalid arguments for {tool}: " + "; ".join(problems)


def as_call(call: CallLike) -> ToolCall:
    if isinstance(call, ToolCall):
        return call
    return ToolCall(name=call["name"], arguments=call.get("arguments") or {})


def lexical_key(path: str) -> str:
    """A path's key without a workspace: `./a`, `a` and `b/../a` are one file."""
    return os.path.normpath(os.path.expanduser(os.path.expandvars(path)))


def resources_of(call: ToolCall, key_of: KeyFunction) -> list[Resource]:
    """What a call touches; a call that cannot run (unknown tool, bad arguments or path) touches nothing."""
    tool = next((cls for cls in TOOL_CLASSES if cls.name == call.name), None)
    if tool is None:
        return []
    try:
        return tool.resources(tool.Args.model_validate(call.arguments), key_of)
    except (ValidationError, ToolFailure, ValueError):
        return []


def plan_batches(calls: Sequence[CallLike], key_of: KeyFunction = lexical_key) -> list[list[int]]:
    """Groups of indices into `calls` that may run together, in the order the groups must run.

    Each call goes into the first group after every earlier call it conflicts with (a write and anything
    else on the same key), so conflicting calls keep the model's order and the rest run as early as possible.
    """
    # The latest level of earlier calls by kind of access, so each call is placed in O(its resources).
    any_on: dict[str, int] = {}
    write_on: dict[str, int] = {}
    whole_any = whole_write = all_any = all_write = -1
    level: list[int] = []
    for call in calls:
        mine = resources_of(as_call(call), key_of)
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
    """The tools of one agent. Subagents pass their parent's `records`, so read authority is per session."""

    def __init__(self, workspace: Path, records: ReadRecords | None = None, allowed: Sequence[Path] = ()):
        self.workspace = Workspace(workspace, allowed)
        self.records = records if records is not None else ReadRecords()
        self.outputs = OutputStore()
        self.groups = ProcessGroups()
        self.tools: dict[str, Tool] = {
            "read": ReadTool(self.workspace, self.records),
            "edit": EditTool(self.workspace, self.records),
            "write": WriteTool(self.workspace, self.records),
            "bash": BashTool(self.workspace, self.outputs, self.groups),
            "show_output": ShowOutputTool(self.workspace, self.outputs),
        }
        # Built once: the loop asks for them every turn, and schema generation is not free.
        self._specs = [type(tool).spec() for tool in self.tools.values()]

    def specs(self) -> list[ToolSpec]:
        return list(self._specs)

    def target(self, name: str, arguments: dict[str, Any]) -> str:
        tool = self.tools.get(name)
        if tool is None:
            return ""
        try:
            return tool.target(tool.Args.model_validate(arguments))
        except ValidationError:
            return str(arguments.get("path", ""))

    def check(self, name: str, arguments: dict[str, Any]) -> str | None:
        """Why this call is malformed (unknown tool, bad arguments), or None when it can run."""
        tool = self.tools.get(name)
        if tool is None:
            return f"unknown tool '{name}'; valid tools: {', '.join(self.tools)}"
        try:
            tool.Args.model_validate(arguments)
        except ValidationError as err:
            return describe_validation_error(name, err)
        return None

    def run(self, name: str, arguments: dict[str, Any]) -> ToolResult:
        problem = self.check(name, arguments)
        if problem is not None:
            return ToolResult(content=problem, is_error=True)
        tool = self.tools[name]
        args = tool.Args.model_validate(arguments)
        try:
            return tool.run(args)
        except ToolFailure as err:
            return ToolResult(content=str(err), is_error=True)
        except OSError as err:
            return ToolResult(content=f"{name} failed: {err.strerror or err}", is_error=True)

    def key_of(self, path: str) -> str:
        return self.workspace.key(self.workspace.resolve(path))

    def plan(self, calls: Sequence[CallLike]) -> list[list[int]]:
        """plan_batches with real-path keys: symlinks and case-insensitive names are one file."""
        return plan_batches(calls, self.key_of)

    def run_batch(self, calls: Sequence[CallLike], on_result: ResultCallback | None = None) -> list[ToolResult]:
        """Run one turn's calls, independent ones in parallel; results in call order."""
        parsed = [as_call(call) for call in calls]
        results: list[ToolResult | None] = [None] * len(parsed)
        resolved: dict[str, Path] = {}  # planning resolves each path once; the tools resolve again when they run

        def real_of(path: str) -> Path:
            if path not in resolved:
                resolved[path] = self.workspace.resolve(path)
            return resolved[path]

        def run_each(indexes: list[int]) -> None:
            for index in indexes:
                started = time.perf_counter()
                result = results[index] = self.run(parsed[index].name, parsed[index].arguments)
                if on_result is not None:
                    on_result(index, result, time.perf_counter() - started)

        for batch in plan_batches(parsed, lambda path: self.workspace.key(real_of(path))):
            if len(batch) == 1 or not self._worth_threads([parsed[index] for index in batch], real_of):
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

    def _worth_threads(self, calls: list[ToolCall], real_of: Callable[[str], Path]) -> bool:
        """Threads pay when calls wait (commands, big files); reads of small cached files are faster in turn."""
        if any(call.name != "read" for call in calls):
            return True
        total = 0
        for call in calls:
            try:
                total += os.stat(real_of(str(call.arguments.get("path", "")))).st_size
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
