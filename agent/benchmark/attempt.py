"""One model on one task: a fresh copy of the task's workspace, the agent's try, the check, and with
--tries 2 a second try in the same copy and the same conversation, told the check's output (pass@2).

The copy lies in a temporary folder, outside the suite, and bash runs in the sandbox the user's config
chose (auto by default) with the suite's folder hidden; the check runs in a folder of its own assembled
after the try (workspace_copy.check_folder), so the hidden tests never are where the model works.

A Ctrl-C (or the benchmark stopping) ends the run without rows: a run that did not end on its own is
not a result, and a resumed benchmark runs it again.
"""

from __future__ import annotations

import os
import tempfile
import threading
import time
from pathlib import Path

from pydantic import BaseModel, ConfigDict

from agent.backends import backend_of
from agent.backends.model_spec import ModelSpec
from agent.benchmark.check import CheckOutcome, collected_tests, not_checked, run_check
from agent.benchmark.compare_results import RETRY_STATUSES, RunRow
from agent.benchmark.environment import agent_version, now
from agent.benchmark.metrics import last_seq, read_metrics
from agent.benchmark.suite import BenchTask
from agent.benchmark.try_clock import Clock, DeadlineProgress
from agent.benchmark.workspace_copy import check_folder, copy_workspace
from agent.calls.runtime import ToolRuntime
from agent.config_files import UserConfig
from agent.errors import AgentError
from agent.permissions.gate import literal_glob
from agent.permissions.rules import Layer, Rule
from agent.processes.sandbox import Sandbox, choose_sandbox
from agent.prompts import load_prompt
from agent.records.run_result import RunResult
from agent.records.transcript import Transcript
from agent.repomap.cache import forget_tags
from agent.start.permission_choices import PermissionChoices
from agent.start.session import close_subagent_models, open_loop, open_tools, record_failed_start, session_details
from agent.start.session_context import SessionContext
from agent.start.user_config import effective_defaults
from agent.turns.loop import AgentLoop
from capabilities import Overrides


class RunSettings(BaseModel):
    model_config = ConfigDict(frozen=True)

    tries: int = 1
    max_turns: int = 20  # unless the task sets its own
    flags: Overrides = Overrides()
    config: UserConfig  # the user's config.toml, read once by the command
    map_tokens: int | None = None  # --map-tokens; None: the config's repo_map_tokens, else a share of the window
    unsandboxed_check: bool = False  # --unsandboxed-check: where no sandbox starts, the check runs on the host


def run_task(spec: ModelSpec, task: BenchTask, settings: RunSettings, stopping: threading.Event) -> list[RunRow]:
    """The rows of `spec` on `task`, one per try. Raises KeyboardInterrupt when interrupted."""
    with tempfile.TemporaryDirectory(prefix="agent-compare-") as tmp:
        copy = copy_workspace(task.workspace, Path(tmp))
        transcript = Transcript.create()
        transcript.details = session_details(spec, settings.flags, origin="compare")  # `agent sessions` hides these
        try:
            return _tries(spec, task, settings, stopping, copy, transcript)
        finally:
            transcript.close()
            forget_tags(copy)  # the copy goes with the folder: its map's cache would never be read again


def _tries(
    spec: ModelSpec,
    task: BenchTask,
    settings: RunSettings,
    stopping: threading.Event,
    copy: Path,
    transcript: Transcript,
) -> list[RunRow]:
    max_turns = task.max_turns or settings.max_turns
    base = RunRow(
        model=spec.raw,
        task=task.name,
        task_digest=task.digest,
        success=False,
        status="error",
        transcript=str(transcript.path),
        backend=backend_of(spec).describe(spec),
        agent_version=agent_version(),
        date=now(),
    )
    progress = DeadlineProgress(Clock(task.timeout_s, stopping))
    # A comparison never stops to ask: what needs approval is refused, as in any headless run.
    try:
        # The user's sandbox choice (auto by default), and the repository map a run in this workspace would get,
        # made from the try's own copy.
        defaults = effective_defaults(copy, settings.config)  # read once: the context would read them again
        context = SessionContext.read(copy, settings.config, PermissionChoices(ask=False), defaults["sandbox"].value)
        map_tokens = settings.map_tokens
        if map_tokens is None:
            map_tokens = defaults["repo_map_tokens"].value
        runtime = open_tools(context, sandbox_of=lambda sandbox: suite_hiding(sandbox, task.suite))
    except AgentError as err:
        return [_failed_start(err, spec, task, copy, transcript, max_turns, base)]
    if task.suite is not None and runtime.shell.sandbox is None:
        _refuse_suite_paths(runtime, task.suite)
    try:
        try:
            loop = open_loop(
                spec,
                context,
                runtime,
                flags=settings.flags,
                transcript=transcript,
                progress=progress,
                max_turns=max_turns,
                map_tokens=map_tokens,
            )
        except AgentError as err:  # a model that cannot start is a failed run, not a failed comparison
            return [_failed_start(err, spec, task, copy, transcript, max_turns, base)]
        return _run_tries(loop, task, settings, progress, copy, base, runtime)
    finally:
        runtime.close()  # its MCP servers


def _run_tries(
    loop: AgentLoop,
    task: BenchTask,
    settings: RunSettings,
    progress: DeadlineProgress,
    copy: Path,
    base: RunRow,
    runtime: ToolRuntime,
) -> list[RunRow]:
    rows: list[RunRow] = []
    started = time.perf_counter()
    try:
        prompt = task.prompt
        for attempt in range(1, settings.tries + 1):
            row, outcome = _one_try(
                loop,
                task,
                progress,
                copy,
                prompt,
                base.model_copy(update={"attempt": attempt}),
                settings.unsandboxed_check,
            )
            rows.append(row)
            if row.success or row.status not in RETRY_STATUSES:
                break
            prompt = _feedback(row, outcome)
    finally:
        loop.end(round(time.perf_counter() - started, 3))
        loop.provider.close()
        close_subagent_models(runtime)
    return rows


def _failed_start(
    err: AgentError, spec: ModelSpec, task: BenchTask, copy: Path, transcript: Transcript, max_turns: int, base: RunRow
) -> RunRow:
    record_failed_start(transcript, spec, copy, task.prompt, max_turns, err, end=False)
    return base.model_copy(update={"error": str(err)})


def _one_try(
    loop: AgentLoop,
    task: BenchTask,
    progress: DeadlineProgress,
    copy: Path,
    prompt: str,
    base: RunRow,
    unsandboxed: bool = False,
) -> tuple[RunRow, CheckOutcome | None]:
    before = loop.result.model_copy()
    transcript = Path(base.transcript)
    seq = last_seq(transcript)
    progress.clock = Clock(task.timeout_s, progress.clock.stopping)
    started = time.perf_counter()
    try:
        result = loop.exchange(prompt)
    except AgentError as err:  # e.g. a window too small for the task: this try failed, the benchmark goes on
        loop.recorder.failed(err)
        result = loop.result
    wall = round(time.perf_counter() - started, 3)
    if result.status == "cancelled" or progress.clock.stopping.is_set():
        raise KeyboardInterrupt
    status = "timeout" if result.status == "error" and progress.clock.expired else result.status
    outcome = None if task.check is None else _check(task.check, task, copy, result.final, loop.runtime, unsandboxed)
    success = status == "finished" and (outcome is None or outcome.passed)
    metrics = read_metrics(transcript, after_seq=seq)
    row = base.model_copy(
        update={
            "success": success,
            "check_exit": None if outcome is None else outcome.exit_code,
            "check_verdict": "" if outcome is None else outcome.verdict,
            "status": status,
            "error": result.error,
            "wall_time_s": wall,
            **_counted(before, result),
            **metrics.model_dump(),
        }
    )
    return row, outcome


def _check(
    command: str, task: BenchTask, copy: Path, answer: str | None, runtime: ToolRuntime, unsandboxed: bool
) -> CheckOutcome:
    """The task's check `command` on what the model left in `copy`, in a folder of its own, with the try's
    environment and sandbox; with the try's sandbox off, in a sandbox of its own where bubblewrap starts, on the
    host only with --unsandboxed-check (else the try is not checked)."""
    with tempfile.TemporaryDirectory(prefix="agent-check-", ignore_cleanup_errors=True) as place:
        folder = check_folder(copy, task.workspace, task.hidden, Path(place) / "tried")
        shell = runtime.shell
        sandbox = shell.sandbox or _check_sandbox(folder)
        note = ""
        if sandbox is None:
            if not unsandboxed:
                return not_checked(
                    "the sandbox is off and bubblewrap cannot start here, so the check would run the model's code "
                    "on this machine unconfined; pass --unsandboxed-check to allow it"
                )
            note = " (ran unsandboxed: --unsandboxed-check)"
        pristine = check_folder(task.workspace, task.workspace, task.hidden, Path(place) / "pristine")
        expected = collected_tests(
            command, pristine, plugins=task.plugins, environment=shell.environment, sandbox=sandbox
        )
        outcome = run_check(
            command,
            folder,
            answer,
            plugins=task.plugins,
            environment=shell.environment,
            sandbox=sandbox,
            expected_tests=expected,
        )
        return outcome.model_copy(update={"verdict": outcome.verdict + note})


def _check_sandbox(folder: Path) -> Sandbox | None:
    """A sandbox for a check whose try ran without one (the user's choice, or none could start)."""
    return choose_sandbox("auto", folder)


def _counted(before: RunResult, after: RunResult) -> dict[str, int]:
    """What the RunResult counted during this try (its counters run over the whole session)."""
    fields = ("tool_calls", "attempted_tool_calls", "malformed_tool_calls", "prompt_tokens", "completion_tokens")
    counted = {name: getattr(after, name) - getattr(before, name) for name in fields}
    return {**counted, "turns": after.turns, "compactions": after.compactions - before.compactions}


def _feedback(row: RunRow, outcome: CheckOutcome | None) -> str:
    """The next try's message: the check's output, or how the try ended."""
    if outcome is not None and not outcome.passed:
        return load_prompt("check_failed.md").format(exit_code=outcome.exit_code, output=outcome.output.strip())
    return load_prompt("try_again.md").format(status=row.status).strip()


# A try's sandbox: the one the user's config chose, with the suite's folder hidden too. The sandbox leaves the file
# system readable outside $HOME, and a suite often lies outside it (the built-in one is package data in site-
# packages): its `hidden/` tests would be one `cat` away. The try's copy of the workspace lies elsewhere (a temporary
# folder), so hiding the whole suite folder costs the try nothing.
class SuiteHidingSandbox(Sandbox):
    suite: str = ""  # the suite's folder, an empty tmpfs inside

    def bwrap_options(self, workspace: Path) -> list[str]:
        options = super().bwrap_options(workspace)
        suite = Path(os.path.realpath(self.suite))
        root = Path(os.path.realpath(workspace))
        if self.suite and suite.is_dir() and not root.is_relative_to(suite):
            options += ["--tmpfs", str(suite)]  # last: it shadows the / bound read-only before it
        return options


def suite_hiding(sandbox: Sandbox, suite: Path | None) -> Sandbox:
    """The try's sandbox with `suite` out of view. Without the sandbox (the user turned it off, or bubblewrap cannot
    start) a tool call that names a path in the suite is refused instead (`_refuse_suite_paths`); a path computed
    when the command runs (`cat $(find / -name ...)`) still gets past that."""
    return sandbox if suite is None else SuiteHidingSandbox(**sandbox.model_dump(), suite=str(suite))


def _refuse_suite_paths(runtime: ToolRuntime, suite: Path) -> None:
    folder = literal_glob(os.path.realpath(suite))
    reason = "the suite's folder (its hidden tests) is not for the model during a comparison"
    # `path` is what bash's parts and the file tools alike name: one rule for every tool.
    rule = Rule(tool="*", action="deny", match={"path": [folder, f"{folder}/*"]}, reason=reason)
    runtime.gate.policy.layers.insert(0, Layer("agent compare", (rule,)))
