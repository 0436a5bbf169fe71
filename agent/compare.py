"""Run several models on the same tasks and put the results side by side.

Each (model, task) run gets its own copy of the workspace, so runs cannot see each other's edits
and the user's files are never touched. A run succeeds when the model finishes and, if the task
has a check command, the command exits 0 in that copy afterwards.
"""

from __future__ import annotations

import shutil
import subprocess
import tempfile
import time
import tomllib
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from agent.errors import AgentError, UserError
from agent.loop import RunResult
from agent.model_spec import ModelSpec
from agent.permissions import PermissionChoices
from agent.progress import Progress
from agent.session import run_session, session_details
from agent.transcript import Transcript
from agent.transcript_events import ErrorEvent
from capabilities import Overrides

CHECK_TIMEOUT_S = 600
COPY_IGNORED = shutil.ignore_patterns(".venv", "venv", "node_modules", "__pycache__", ".mypy_cache", ".pytest_cache")


class CompareTask(BaseModel):
    model_config = ConfigDict(extra="forbid")

    prompt: str = Field(min_length=1, description="what the agent is asked to do")
    check: str | None = Field(None, description="shell command run in the workspace copy afterwards; exit 0 = success")


class RunRow(BaseModel):
    model: str
    task: int  # index into the task list
    status: str
    success: bool
    check_exit: int | None = None
    turns: int = 0
    tool_calls: int = 0
    attempted_tool_calls: int = 0
    malformed_tool_calls: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0
    wall_time_s: float = 0.0
    error: str | None = None
    transcript: str = ""


class ModelSummary(BaseModel):
    model: str
    runs: int
    successes: int
    well_formed_rate: float | None  # share of attempted tool calls that were usable; None without calls
    mean_turns: float
    prompt_tokens: int
    completion_tokens: int
    wall_time_s: float


def load_tasks(path: Path) -> list[CompareTask]:
    """Tasks from a TOML file of [[task]] tables with `prompt` and optional `check`."""
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise UserError(f"tasks file {path} does not exist") from None
    except (OSError, UnicodeDecodeError) as err:
        raise UserError(f"cannot read tasks file {path}: {err}") from None
    except tomllib.TOMLDecodeError as err:
        raise UserError(f"tasks file {path} is not valid TOML: {err}") from None
    unknown = set(data) - {"task"}
    if unknown or not isinstance(data.get("task"), list) or not data["task"]:
        raise UserError(
            f'tasks file {path} must hold [[task]] tables with prompt = "..." (and optional check = "..."); '
            f"found keys {sorted(data) or 'none'}"
        )
    tasks = []
    for number, entry in enumerate(data["task"], start=1):
        try:
            tasks.append(CompareTask.model_validate(entry))
        except ValidationError as err:
            problem = "; ".join(f"{'.'.join(map(str, e['loc'])) or 'task'}: {e['msg']}" for e in err.errors())
            raise UserError(f"tasks file {path}, task {number}: {problem}") from None
    return tasks


def run_check(command: str, root: Path) -> int:
    try:
        done = subprocess.run(
            ["bash", "-c", command],
            cwd=root,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            timeout=CHECK_TIMEOUT_S,
            start_new_session=True,
        )
    except subprocess.TimeoutExpired:
        return 124
    return done.returncode


def run_one(
    spec: ModelSpec, task: CompareTask, index: int, workspace: Path, max_turns: int, flags: Overrides
) -> RunRow:
    with tempfile.TemporaryDirectory(prefix="agent-compare-") as tmp:
        copy = Path(tmp) / (workspace.resolve().name or "workspace")
        shutil.copytree(workspace, copy, symlinks=True, ignore=COPY_IGNORED)
        transcript = Transcript.create()
        transcript.details = session_details(spec, flags, origin="compare")  # `agent sessions` hides these
        started = time.perf_counter()
        try:
            result = run_session(
                task.prompt,
                spec,
                copy,
                max_turns=max_turns,
                flags=flags,
                transcript=transcript,
                progress=Progress(enabled=False),
                # A comparison never stops to ask: what needs approval is refused, as in any headless run.
                permissions=PermissionChoices(ask=False),
            )
        except AgentError as err:  # a model that cannot start is a failed run, not a failed comparison
            transcript.write(ErrorEvent(kind=type(err).__name__, message=str(err)))
            result = RunResult(
                status="error",
                error=str(err),
                transcript=str(transcript.path),
                model=spec.raw,
                wall_time_s=round(time.perf_counter() - started, 3),
            )
        finally:
            transcript.close()
        check_exit = run_check(task.check, copy) if task.check and result.status == "finished" else None
    success = result.status == "finished" and (task.check is None or check_exit == 0)
    return RunRow(
        model=spec.raw,
        task=index,
        status=result.status,
        success=success,
        check_exit=check_exit,
        turns=result.turns,
        tool_calls=result.tool_calls,
        attempted_tool_calls=result.attempted_tool_calls,
        malformed_tool_calls=result.malformed_tool_calls,
        prompt_tokens=result.prompt_tokens,
        completion_tokens=result.completion_tokens,
        wall_time_s=result.wall_time_s,
        error=result.error,
        transcript=result.transcript,
    )


def summarize(model: str, rows: list[RunRow]) -> ModelSummary:
    attempted = sum(r.attempted_tool_calls for r in rows)
    malformed = sum(r.malformed_tool_calls for r in rows)
    return ModelSummary(
        model=model,
        runs=len(rows),
        successes=sum(r.success for r in rows),
        well_formed_rate=round((attempted - malformed) / attempted, 3) if attempted else None,
        mean_turns=round(sum(r.turns for r in rows) / len(rows), 2) if rows else 0.0,
        prompt_tokens=sum(r.prompt_tokens for r in rows),
        completion_tokens=sum(r.completion_tokens for r in rows),
        wall_time_s=round(sum(r.wall_time_s for r in rows), 3),
    )
