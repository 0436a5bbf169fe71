"""What one rule says, and how a rule is matched against the fields of a tool call or a simple command."""

from __future__ import annotations

from dataclasses import dataclass
from fnmatch import fnmatchcase
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

Action = Literal["allow", "ask", "deny"]
STRICTNESS: dict[Action, int] = {"allow": 0, "ask": 1, "deny": 2}

# Fields a bash rule may match (see shell.ShellPart); list fields match when any item matches.
# `option`: the options as written (`-rf` is one; `flag` also has `-r` and `-f`);
# `path`: the operands as absolute paths, globs expanded; `write`: what the part writes, with `write_outside`
# and `write_protected` ("yes"/"no") and `write_holds_protected` ("yes", or "root": the workspace, a folder
# holding protected paths); `env`: variables set for it; `runs_code`: why its script or options can run a
# program; `runs_hooks`: git runs hooks from files in the work tree; `reads`: a `< FILE` redirection;
# `computed_from`: the programs that compute its operands; `agent_records` ("yes"): it reads the agent's own
# config or data folders (every session's transcripts); `repository_runs`: the keys of the repository's own
# .git/config that make git run a program; `outside_sandbox`: the command, asked to run outside
# the sandbox; `option_from_glob`: names starting with `-` that a glob handed the program (files named like
# options); `network`: the hosts it reaches (`?`: not known here), `network_elsewhere`: those the user has not
# approved for the project; `test_run`: the test runner it runs the project's tests with, given only test paths
# and reporting options (agent/permissions/shell_reader/project_tests.py).
BASH_FIELDS = (
    "program",
    "command",
    "subcommand",
    "flag",
    "option",
    "arg",
    "input_from",
    "redirect",
    "path",
    "write",
    "write_outside",
    "write_protected",
    "write_holds_protected",
    "env",
    "runs_code",
    "runs_hooks",
    "reads",
    "computed_from",
    "agent_records",
    "repository_runs",
    "outside_sandbox",
    "option_from_glob",
    "network",
    "network_elsewhere",
    "test_run",
)
Fields = dict[str, str | list[str]]


class Rule(BaseModel):
    """`{tool, action, match: {field: glob}}`: the rule applies when every glob matches its field.

    A glob may be a list (any of them matches); `{workspace}` in a glob stands for the workspace path.
    """

    model_config = ConfigDict(extra="forbid", frozen=True)

    tool: str = Field(description="Tool name, or a glob such as '*'.")
    action: Action
    match: dict[str, str | list[str]] = Field(default_factory=dict)
    only: dict[str, list[str]] = Field(
        default_factory=dict,
        description="Every value the field has must match one of these globs (a field the call lacks, or an empty "
        "list, passes): `only = { option = ['-n'] }` allows no option but -n. What an approval is kept to.",
    )
    reason: str | None = Field(default=None, description="Why, in words the user reads when it asks or denies.")
    sandbox: bool | None = Field(
        default=None,
        description="Only when bash runs inside the sandbox (true) or outside it (false); unset: either way.",
    )

    def matches(self, tool: str, fields: Fields, workspace: str, sandboxed: bool = False) -> bool:
        if self.sandbox is not None and self.sandbox != sandboxed:
            return False
        if not fnmatchcase(tool, self.tool):
            return False
        for key, globs in self.match.items():
            value = fields.get(key)
            if value is None:
                return False
            values = [value] if isinstance(value, str) else value
            patterns = [globs] if isinstance(globs, str) else globs
            patterns = [pattern.replace("{workspace}", workspace) for pattern in patterns]
            if not any(fnmatchcase(item, pattern) for item in values for pattern in patterns):
                return False
        for key, allowed in self.only.items():
            patterns = [pattern.replace("{workspace}", workspace) for pattern in allowed]
            if any(not any(fnmatchcase(item, pattern) for pattern in patterns) for item in _values(fields.get(key))):
                return False
        return True

    def describe(self) -> str:
        matches = ", ".join(f"{key}={_short(value)}" for key, value in self.match.items())
        if self.only:
            matches += (", " if matches else "") + ", ".join(
                f"only {key}={_short(value)}" for key, value in self.only.items()
            )
        where = {None: "", True: " (in the sandbox)", False: " (outside the sandbox)"}[self.sandbox]
        return f"{self.action} {self.tool}" + (f" {{{matches}}}" if matches else "") + where


@dataclass(frozen=True)
class Layer:
    """The rules one source contributes, in file order; `source` names the file (or built-in, command line)."""

    source: str
    rules: tuple[Rule, ...]


def _values(value: str | list[str] | None) -> list[str]:
    if value is None:
        return []
    return [value] if isinstance(value, str) else value


def _short(globs: str | list[str]) -> str:
    """A glob list as a reader scans it: long lists are cut, `policy show --json` has them whole."""
    if isinstance(globs, str) or len(globs) <= 6:
        return repr(globs)
    return "[" + ", ".join(repr(glob) for glob in globs[:5]) + f", ... {len(globs) - 5} more]"
