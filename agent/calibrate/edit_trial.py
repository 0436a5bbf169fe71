"""The edit trial: the fixed tasks of edit_tasks.toml run in each edit format (capability `edit_format`), each in a
fresh workspace through the agent's own loop for a few turns, graded by the file it leaves; the format that lands
most often wins.

A task runs as `agent run` would run it: a loop (`build_loop`) over a `ToolRuntime` of that workspace with the
capability's edit format set to the one under trial, so the runtime offers the format's edit tools, `read` shows the
file as that format shows it and the system prompt holds the format's guide; nothing here names a format's tools. A
call to a tool the format does not offer makes the task count as off-format, whatever the file holds: the trial
measures what the model does with the format's own tools.
"""

from __future__ import annotations

import shutil
import tempfile
import time
import tomllib
import uuid
from importlib import resources
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from agent.calibrate.trial_sets import UNPACED, TrialSteps
from agent.calls.runtime import ToolRuntime
from agent.providers.provider import Provider
from agent.records.transcript import Transcript
from agent.terminal.progress import Progress
from agent.turns.build_loop import build_loop
from agent.undo.checkpoint_log import checkpoints_dir
from capabilities import EDIT_FORMATS, Capability, EditFormat, ToolMode

EDIT_TURNS = 4  # read, edit, one more try, the answer
EDIT_MAX_TOKENS = 512  # a whole-file write of the largest task fits; a reply that runs on is cut, not waited for

EditResult = Literal["landed", "wrong", "untouched", "off_format"]


class EditTask(BaseModel):
    model_config = ConfigDict(extra="forbid")

    name: str
    path: str
    text: str  # the file before
    task: str  # the user's message
    expected: str  # the file after a landed edit


class EditTaskSet(BaseModel):
    model_config = ConfigDict(extra="forbid")

    tasks: list[EditTask]


def edit_tasks() -> EditTaskSet:
    """The shipped tasks."""
    text = resources.files(__package__).joinpath("edit_tasks.toml").read_text(encoding="utf-8")
    return EditTaskSet.model_validate(tomllib.loads(text))


class EditOutcome(BaseModel):
    task: str
    result: EditResult  # landed; wrong: a change that is not the asked one was applied; untouched; off_format
    turns: int
    status: str  # how the loop ended (finished, turn_limit, error, stuck)
    error: str | None = None


class FormatTrial(BaseModel):
    """One edit format's outcomes, one per task run so far."""

    format: EditFormat
    outcomes: list[EditOutcome] = Field(default_factory=list)

    def count(self, result: EditResult) -> int:
        return sum(outcome.result == result for outcome in self.outcomes)

    @property
    def landed(self) -> int:
        return self.count("landed")

    @property
    def wrong(self) -> int:
        return self.count("wrong")


def best_format(trials: list[FormatTrial], current: EditFormat) -> EditFormat | None:
    """The format that landed the most tasks; among equals the capability's `current` one, else replace. None when
    no format landed one."""
    most = max((trial.landed for trial in trials), default=0)
    if most == 0:
        return None
    tied = [trial.format for trial in trials if trial.landed == most]
    preference = [current, "replace", *EDIT_FORMATS]
    return next(fmt for fmt in preference if fmt in tied)


def concluded_format(trials: list[FormatTrial], current: EditFormat) -> EditFormat | None:
    """The best format once every format ran every task (a trial cut short concludes nothing), else None."""
    tasks = {task.name for task in edit_tasks().tasks}
    ran = {trial.format for trial in trials if {outcome.task for outcome in trial.outcomes} >= tasks}
    return best_format(trials, current) if ran >= set(EDIT_FORMATS) else None


def trial_capability(capability: Capability, fmt: EditFormat, mode: ToolMode) -> Capability:
    """The model's capability with the format under trial, asked in the calibration's tool mode."""
    return capability.model_copy(
        update={
            "edit_format": fmt,
            "tool_mode": mode,
            "native_tools": mode == "native",
            "max_output_tokens": min(capability.max_output_tokens, EDIT_MAX_TOKENS),
        }
    )


def run_task(provider: Provider, capability: Capability, task: EditTask, max_turns: int = EDIT_TURNS) -> EditOutcome:
    """One task in a fresh workspace through the agent's loop, graded by the file it leaves. Its transcript and
    checkpoints go with it: a trial leaves no session behind."""
    with tempfile.TemporaryDirectory(prefix="agent-edit-trial-") as folder:
        root = Path(folder).resolve() / "workspace"
        file = root / task.path
        file.parent.mkdir(parents=True)
        file.write_text(task.text, encoding="utf-8")
        runtime = ToolRuntime(root)
        session = f"calibrate-edit-{uuid.uuid4().hex[:12]}"
        transcript = Transcript(Path(folder).resolve() / f"{session}.jsonl")
        try:
            quiet = Progress(enabled=False)
            loop = build_loop(root, provider, capability, runtime, transcript, quiet, max_turns=max_turns)
            started = time.perf_counter()
            loop.exchange(task.task)
            result = loop.end(round(time.perf_counter() - started, 3))
            if result.status == "cancelled":  # the loop takes Ctrl-C as the end of its exchange: here it stops all
                raise KeyboardInterrupt
            offered = {spec.name for spec in runtime.specs()}
            called = {call.name for message in loop.messages for call in message.tool_calls}
        finally:
            transcript.close()
            runtime.close()
            shutil.rmtree(checkpoints_dir(session), ignore_errors=True)
        after = file.read_text(encoding="utf-8", errors="replace") if file.is_file() else ""
    return EditOutcome(
        task=task.name,
        result=grade(task, after, off_format=bool(called - offered)),
        turns=result.turns,
        status=result.status,
        error=result.error,
    )


def grade(task: EditTask, after: str, off_format: bool = False) -> EditResult:
    if off_format:
        return "off_format"
    if _normal(after) == _normal(task.expected):
        return "landed"
    return "untouched" if _normal(after) == _normal(task.text) else "wrong"


def run_format(
    provider: Provider,
    capability: Capability,
    trial: FormatTrial,
    mode: ToolMode,
    steps: TrialSteps = UNPACED,
) -> bool:
    """The tasks `trial` has no outcome for yet, in its format, each appended as it ends (then `steps.done()`);
    stops before a task when `steps.go_on()` says no. Returns whether every task has its outcome."""
    in_format = trial_capability(capability, trial.format, mode)
    tasks = edit_tasks().tasks
    for task in steps.left(tasks, {outcome.task for outcome in trial.outcomes}, lambda task: task.name):
        trial.outcomes.append(run_task(provider, in_format, task))
    return {outcome.task for outcome in trial.outcomes} >= {task.name for task in tasks}


def _normal(text: str) -> str:
    """A file's text as the grade compares it: line ends, trailing spaces and blank lines at the end aside."""
    return "\n".join(line.rstrip() for line in text.replace("\r\n", "\n").split("\n")).rstrip("\n")
