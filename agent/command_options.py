"""Options several commands declare alike, written once: a file or folder given by path (None when absent), a
project's `--workspace` (the current folder by default), the turn limit and the repository map's token budget (the
same ranges for run, compare and map), and `--tools`. Each command says in `help` what the option means to it.
Below the commands, so a command never imports another for an option."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import click

from capabilities import TOOL_MODES

MAX_TURNS = 10_000
MAX_MAP_TOKENS = 65_536  # as [defaults] repo_map_tokens allows (agent/config_files.py)

Decorator = Callable[[Any], Any]

# `agent run`'s, `agent chat`'s and `agent caps`' --tools: one definition.
tools_option = click.option(
    "--tools",
    "tool_mode",
    type=click.Choice(TOOL_MODES),
    default=None,
    help="How the model makes tool calls, overriding models.toml.",
)


def project_workspace_option(help: str) -> Decorator:
    """--workspace of the commands that read a project's files (caps, models, config, policy): a folder, the
    current one by default."""
    return click.option(
        "--workspace",
        type=click.Path(file_okay=False, path_type=Path),
        default=Path("."),
        show_default=True,
        help=help,
    )


def file_option(*param_decls: str, help: str) -> Decorator:
    """A file's path (not a folder's), as a Path; None when not given."""
    return click.option(*param_decls, type=click.Path(path_type=Path, dir_okay=False), default=None, help=help)


def folder_option(*param_decls: str, help: str) -> Decorator:
    """A folder's path (not a file's), as a Path; None when not given."""
    return click.option(*param_decls, type=click.Path(path_type=Path, file_okay=False), default=None, help=help)


def max_turns_option(default: int | None, help: str) -> Decorator:
    """--max-turns: the model turns a run may take."""
    return click.option(
        "--max-turns", type=click.IntRange(1, MAX_TURNS), default=default, show_default=default is not None, help=help
    )


def map_tokens_option(*param_decls: str, least: int, help: str) -> Decorator:
    """The repository map's token budget; None when not given (the command's default applies)."""
    return click.option(*param_decls, type=click.IntRange(least, MAX_MAP_TOKENS), default=None, metavar="N", help=help)
