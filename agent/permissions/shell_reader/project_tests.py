"""Whether a simple command runs the project's tests: a known test runner (shell.toml `[test_runners]`), started
in the workspace, given test paths or names in it and only options that pick tests or say how they report.

Such a part gets the field `test_run` (the runner's name), and "always" on it allows that runner again whatever
test paths and reporting options it is given (agent/permissions/approved_rule.py): `pytest -q`, then
`pytest -q tests/x.py`, then `python -m pytest -q` is one question, not three. The runner still runs the
project's code, as any one of those commands did; what made a part risky besides (a write outside the
workspace, variables set for it) is kept to what was approved.
"""

from __future__ import annotations

import os
from fnmatch import fnmatchcase
from pathlib import Path

from agent.permissions.shell_reader.knowledge import RunnerFacts, Word, knowledge

ANY_RUNNER = "*"


def runner_of(words: list[Word], cwd: str | None, workspace: Path) -> str | None:
    """The name of the test runner `words` runs the project's tests with, or None."""
    if cwd is None or not _inside(cwd, workspace) or any(word.literal is None for word in words):
        return None
    texts = [word.text for word in words]
    if any("\x00" in text for text in texts):
        return None  # no path holds a NUL: whatever it is, it is no test
    if "/" in texts[0] and not _inside(os.path.join(cwd, texts[0]), workspace) and not _on_path(texts[0]):
        return None  # a runner of the project's own (.venv/bin/pytest) or one on PATH, nothing from elsewhere
    runners = knowledge().test_runners
    for name, runner in runners.items():
        for command in runner.commands:
            started = command.split()
            if len(texts) < len(started) or not fnmatchcase(os.path.basename(texts[0]), started[0]):
                continue
            if texts[1 : len(started)] != started[1:]:
                continue
            after = runners.get(runner.after_dashes or name, runner)
            if _only_tests(texts[len(started) :], runner, after, cwd, workspace):
                return name
    return None


def runner_commands(name: str) -> list[str]:
    """How the runner `name` is started, for the words of an approval."""
    runner = knowledge().test_runners.get(name)
    return runner.commands if runner is not None else []


def _only_tests(args: list[str], runner: RunnerFacts, after: RunnerFacts, cwd: str, workspace: Path) -> bool:
    """Every option one that picks tests or says how they report, every operand a test in the workspace."""
    rules = runner
    waiting: str | None = None  # the option whose value the next word is
    for arg in args:
        if waiting is not None:
            glob = rules.value_glob(waiting)
            if glob is not None and not fnmatchcase(arg, glob):
                return False
            waiting = None
        elif arg == "--" and rules is runner:
            rules = after
        elif arg.startswith("-") and arg != "-":
            if not rules.allows(arg):
                return False
            waiting = arg if rules.takes_value(arg) else None
        elif "=" in arg or not _inside(os.path.join(cwd, arg.split("::", 1)[0]), workspace):
            return False  # `make test SHELL=...`, a test file outside the workspace
    return waiting is None


def _inside(path: str, workspace: Path) -> bool:
    real, root = os.path.realpath(path), os.path.realpath(workspace)
    return real == root or real.startswith(root.rstrip(os.sep) + os.sep)


def _on_path(program: str) -> bool:
    """`/usr/bin/python3`: a program in a folder on PATH, as its bare name would be found."""
    folders = {os.path.realpath(folder) for folder in os.environ.get("PATH", "").split(os.pathsep) if folder}
    return os.path.isabs(program) and os.path.realpath(os.path.dirname(program)) in folders
