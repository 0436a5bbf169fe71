"""The tasks a comparison runs, from wherever they come: a suite directory (one folder per task with
`task.toml`, `workspace/` and optional `hidden/`), the built-in suite shipped with the agent, a tasks
file of [[task]] tables, or prompts given on the command line. All become the same `BenchTask`."""

from __future__ import annotations

import difflib
import hashlib
import tomllib
from importlib import resources
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from agent.errors import UserError
from capabilities.toml_file import file_problem, parse_toml

BUILTIN = "builtin"
DEFAULT_TIMEOUT_S = 600


class TaskFile(BaseModel):
    """What a suite's `task.toml` may hold."""

    model_config = ConfigDict(extra="forbid")

    prompt: str = Field(min_length=1, description="what the agent is asked to do")
    check: str | None = Field(
        None,
        description="shell command run afterwards in a copy of the model's files (hidden files in place, test "
        "runner configuration the task's own); exit 0 = success. $AGENT_ANSWER holds the model's final answer",
    )
    plugins: bool = Field(False, description="the check's pytest may load installed plugins (autoload is off)")
    max_turns: int | None = Field(None, ge=1, description="turn limit for this task (else --max-turns)")
    timeout_s: float | None = Field(None, gt=0, description="wall-clock limit of one try, in seconds")
    kind: str = Field("", description="what sort of task this is (question, bug fix, ...), shown in the report")


class CompareTask(BaseModel):
    """A [[task]] table of a tasks file (`agent compare --tasks-file`)."""

    model_config = ConfigDict(extra="forbid")

    prompt: str = Field(min_length=1, description="what the agent is asked to do")
    check: str | None = Field(None, description="shell command run in the workspace copy afterwards; exit 0 = success")
    name: str | None = Field(None, description="the task's name in the results (default task-N)")


class BenchTask(BaseModel):
    """One task as the runner sees it, wherever it came from."""

    name: str
    prompt: str
    check: str | None = None
    workspace: Path  # copied for every run, never changed
    hidden: Path | None = None  # copied into the check's folder only, never into the try's copy
    suite: Path | None = None  # the suite's folder, hidden from the try's sandbox
    plugins: bool = True  # the check's pytest may load installed plugins (a suite task must ask for them)
    max_turns: int | None = None
    timeout_s: float = DEFAULT_TIMEOUT_S
    kind: str = ""

    @property
    def digest(self) -> str:
        """What the task asks and checks, in short: a results directory reruns a task whose digest changed
        (two commands with different prompts both call their first one task-1)."""
        return hashlib.sha256(f"{self.prompt}\0{self.check or ''}".encode()).hexdigest()[:12]


def builtin_suite_dir() -> Path:
    """The suite shipped as package data (agent/suites/builtin)."""
    return Path(str(resources.files("agent").joinpath("suites", BUILTIN)))


def load_suite(where: str) -> list[BenchTask]:
    """Every task of a suite directory (or of `builtin`), sorted by folder name."""
    root = builtin_suite_dir() if where == BUILTIN else Path(where).expanduser()
    if not root.is_dir():
        raise UserError(f"suite {where} is not a directory; pass a folder with one subfolder per task, or builtin")
    folders = sorted(p for p in root.iterdir() if p.is_dir() and not p.name.startswith((".", "_")))
    tasks = [load_task_folder(folder).model_copy(update={"suite": root}) for folder in folders]
    if not tasks:
        raise UserError(f"suite {root} holds no task folders; each task is a folder with task.toml and workspace/")
    return tasks


def load_task_folder(folder: Path) -> BenchTask:
    path = folder / "task.toml"
    data = _read_toml(path, str(path), f'task folder {folder} has no task.toml; write one with prompt = "..."')
    try:
        spec = TaskFile.model_validate(data)
    except ValidationError as err:
        raise UserError(f"{path}: {_problems(err, TaskFile)}") from None
    workspace = folder / "workspace"
    if not workspace.is_dir():
        raise UserError(f"task folder {folder} has no workspace/ folder; put the files the agent starts with there")
    hidden = folder / "hidden"
    return BenchTask(
        name=folder.name,
        prompt=spec.prompt,
        check=spec.check,
        workspace=workspace,
        hidden=hidden if hidden.is_dir() else None,
        suite=folder,
        plugins=spec.plugins,
        max_turns=spec.max_turns,
        timeout_s=spec.timeout_s or DEFAULT_TIMEOUT_S,
        kind=spec.kind,
    )


def load_tasks_file(path: Path, workspace: Path) -> list[BenchTask]:
    """Tasks from a TOML file of [[task]] tables with `prompt` and optional `check` and `name`; every one
    starts from `workspace`."""
    data = _read_toml(path, f"tasks file {path}", f"tasks file {path} does not exist")
    unknown = set(data) - {"task"}
    if unknown or not isinstance(data.get("task"), list) or not data["task"]:
        raise UserError(
            f'tasks file {path} must hold [[task]] tables with prompt = "..." (and optional check = "..."); '
            f"found keys {sorted(data) or 'none'}"
        )
    tasks = []
    for number, entry in enumerate(data["task"], start=1):
        try:
            task = CompareTask.model_validate(entry)
        except ValidationError as err:
            raise UserError(f"tasks file {path}, task {number}: {_problems(err, CompareTask)}") from None
        tasks.append(
            BenchTask(name=task.name or f"task-{number}", prompt=task.prompt, check=task.check, workspace=workspace)
        )
    return tasks


def prompt_tasks(prompts: list[str], check: str | None, workspace: Path, first: int = 1) -> list[BenchTask]:
    """TASK arguments: each one a task on `workspace`, named task-N."""
    return [
        BenchTask(name=f"task-{number}", prompt=prompt, check=check, workspace=workspace)
        for number, prompt in enumerate(prompts, start=first)
    ]


def select(tasks: list[BenchTask], names: str | None) -> list[BenchTask]:
    """The tasks named in `--only a,b` (all without it); an unknown name is a UserError listing the known ones."""
    if not names:
        return tasks
    wanted = [name.strip() for name in names.split(",") if name.strip()]
    known = {task.name for task in tasks}
    missing = [name for name in wanted if name not in known]
    if missing:
        raise UserError(f"--only names no task called {', '.join(missing)}; the tasks are: {', '.join(sorted(known))}")
    return [task for task in tasks if task.name in wanted]


def check_unique(tasks: list[BenchTask]) -> None:
    seen: set[str] = set()
    for task in tasks:
        if task.name in seen:
            raise UserError(f"two tasks are named {task.name}; give each task its own name")
        seen.add(task.name)


def _read_toml(path: Path, label: str, missing: str) -> dict[str, Any]:
    """The TOML table in `path`; UserError naming it (`label`) when it is `missing`, unreadable or not TOML."""
    if problem := file_problem(path):
        raise UserError(f"{label} {problem}")
    try:
        return parse_toml(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise UserError(missing) from None
    except (OSError, UnicodeDecodeError) as err:
        raise UserError(f"cannot read {label}: {err}") from None
    except tomllib.TOMLDecodeError as err:
        raise UserError(f"{label} is not valid TOML: {err}") from None


def _problems(err: ValidationError, model: type[BaseModel]) -> str:
    """Each problem as the config files say theirs: an unknown key gets the nearest known one."""
    problems = []
    for error in err.errors():
        key = ".".join(map(str, error["loc"])) or "task"
        if error["type"] == "extra_forbidden":
            known = list(model.model_fields)
            close = difflib.get_close_matches(key, known, n=1)
            hint = f"did you mean `{close[0]}`?" if close else f"known keys: {', '.join(known)}"
            problems.append(f"unknown key `{key}`; {hint}")
        elif error["type"] == "missing":
            problems.append(f"key `{key}` is missing")
        else:
            problems.append(f"key `{key}`: {error['msg']}")
    return "; ".join(problems)
