"""What the bash reader knows about programs (shell.toml, validated once), and a word of a command."""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from fnmatch import fnmatchcase
from functools import cache
from importlib import resources
from typing import Literal

from pydantic import BaseModel, ConfigDict


class Wrapper(BaseModel):
    model_config = ConfigDict(extra="forbid")

    value_options: list[str] = []
    query_options: list[str] = []
    assignments: bool = False
    positionals: int = 0
    default_command: str | None = None
    chdir_options: list[str] = []  # `env -C DIR CMD`: the command runs in DIR
    # the command gets operands read when it runs (xargs: from its input or -a FILE), which nobody can check here
    operands_at_run_time: bool = False


class Outputs(BaseModel):
    """What one program writes besides its redirections (shell.toml `[writes.PROGRAM]`)."""

    model_config = ConfigDict(extra="forbid")

    options: list[str] = []
    positionals: Literal["none", "all", "last", "first", "after_first"] = "none"
    only_with: list[str] = []
    script_options: list[str] = []
    operands: list[str] = []
    cwd: bool = False
    cwd_options: list[str] = []
    bundled_first: bool = False


class NetworkProgram(BaseModel):
    """How a program that reaches other hosts names them (shell.toml `[network.PROGRAM]`)."""

    model_config = ConfigDict(extra="forbid")

    value_options: list[str] = []
    url_options: list[str] = []
    unknown_options: list[str] = []
    subcommands: list[str] = []
    urls_only: bool = False


class RunnerFacts(BaseModel):
    """How a test runner is started and which of its options only pick tests or say how they report (shell.toml
    `[test_runners.NAME]`, read by project_tests.py). An option written `-p no:*` takes a value
    that must match the glob after the space."""

    model_config = ConfigDict(extra="forbid")

    commands: list[str]
    options: list[str]
    value_options: list[str] = []
    after_dashes: str | None = None  # the runner whose options count after `--` (tox and nox pass them to pytest)

    def allows(self, option: str) -> bool:
        return any(fnmatchcase(option, glob.split(" ", 1)[0]) for glob in self.options)

    def takes_value(self, option: str) -> bool:
        return option in self.value_options or self.value_glob(option) is not None

    def value_glob(self, option: str) -> str | None:
        return next((glob.split(" ", 1)[1] for glob in self.options if glob.startswith(f"{option} ")), None)


class ShellKnowledge(BaseModel):
    """shell.toml: which programs run other commands, change the folder, or write files."""

    model_config = ConfigDict(extra="forbid")

    shells: list[str]
    find_exec_options: list[str]
    value_options: dict[str, list[str]]
    wrappers: dict[str, Wrapper]
    change_directory: list[str]
    assigners: list[str]
    deferred: list[str]
    awk_programs: list[str]
    awk_risky: list[str]
    sed_risky_commands: str
    sed_risky_s_flags: str
    git_safe_config: list[str]
    git_config_reads: list[str]
    git_writes_cwd: list[str]
    git_config_subcommands: list[str]
    git_hook_subcommands: list[str]
    hook_frameworks: list[str]
    recursive_readers: dict[str, list[str]]
    pattern_first: list[str]
    writes: dict[str, Outputs]
    network: dict[str, NetworkProgram]
    options_harmless: list[str]
    test_runners: dict[str, RunnerFacts]


@cache
def knowledge() -> ShellKnowledge:
    text = resources.files("agent.permissions.shell_reader").joinpath("shell.toml").read_text(encoding="utf-8")
    return ShellKnowledge.model_validate(tomllib.loads(text))


@dataclass(frozen=True)
class Word:
    literal: str | None  # the word's value when it is known before the command runs
    raw: str
    value: str | None = None  # the literal, or its value with the agent's environment variables expanded
    from_glob: str | None = None  # the glob this name came from (a file named `--pre=sh` matched by `*`)

    @property
    def text(self) -> str:
        return self.literal if self.literal is not None else self.raw


def plain_word(text: str) -> Word:
    return Word(text, text, text)
