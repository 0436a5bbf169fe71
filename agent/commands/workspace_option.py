"""The `--workspace` option of the commands that read a project's files (caps, models, config, policy): a folder,
the current one by default; each command says in `help` what it reads there."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import click


def project_workspace_option(help: str) -> Callable[[Any], Any]:
    return click.option(
        "--workspace",
        type=click.Path(file_okay=False, path_type=Path),
        default=Path("."),
        show_default=True,
        help=help,
    )
