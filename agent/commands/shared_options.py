"""Options several commands declare alike, written once: a file or folder given by path (None when absent), the
turn limit and the repository map's token budget (the same ranges for run, compare and map). Each command says in
`help` what the option means to it."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import click

MAX_TURNS = 10_000
MAX_MAP_TOKENS = 65_536  # as [defaults] repo_map_tokens allows (agent/config_files.py)

Decorator = Callable[[Any], Any]


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
