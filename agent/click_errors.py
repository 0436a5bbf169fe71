"""The one adapter from the agent's errors to click's: one line on stderr, the error's exit code, no traceback
(and with `--json`, the same as one object on stdout).
The `agent` group (agent/cli.py) applies it to every command it runs; a command run on its own (tests) has
`AgentCommand` for the same."""

from __future__ import annotations

import json
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import click

from agent.errors import AgentError


class CommandError(click.ClickException):
    """Shows an AgentError as `Error: <message>` with its own exit code (2 user error, 4 model/provider...)."""

    def __init__(self, err: AgentError):
        super().__init__(str(err))
        # click 8.5 declares exit_code a ClassVar; per instance is what this adapter is for
        setattr(self, "exit_code", err.exit_code)  # noqa: B010


@contextmanager
def agent_errors_shown() -> Iterator[None]:
    """An AgentError raised inside becomes a CommandError: its message and exit code, as click shows them."""
    try:
        yield
    except AgentError as err:
        raise CommandError(err) from None


@contextmanager
def error_as_json(asked: bool) -> Iterator[None]:
    """With `--json` on the command line, an error click shows (a usage error, an AgentError) is also one object
    on stdout, {status: "error", error, exit_code}, as a run's own failure is: a script reads one object always."""
    try:
        yield
    except click.ClickException as err:
        if asked:
            click.echo(json.dumps({"status": "error", "error": err.format_message(), "exit_code": err.exit_code}))
        raise


class AgentCommand(click.Command):
    """A command that maps AgentError itself, for when it runs without the `agent` group (`CliRunner` on it)."""

    def invoke(self, ctx: click.Context) -> Any:
        with agent_errors_shown():
            return super().invoke(ctx)
