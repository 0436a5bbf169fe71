"""The one adapter from the agent's errors to click's: one line on stderr, the error's exit code, no traceback."""

from __future__ import annotations

import click

from agent.errors import AgentError


class CommandError(click.ClickException):
    """Shows an AgentError as `Error: <message>` with its own exit code (2 user error, 4 model/provider...)."""

    def __init__(self, err: AgentError):
        super().__init__(str(err))
        # click 8.5 declares exit_code a ClassVar; per instance is what this adapter is for
        setattr(self, "exit_code", err.exit_code)  # noqa: B010
