"""Errors that end a run. Each carries a user-facing message and the exit code the CLI returns."""

from __future__ import annotations


class AgentError(Exception):
    """Base class: `str(err)` is a one-line message that says what went wrong and what to do."""

    exit_code = 1


class UserError(AgentError):
    """The user asked for something that cannot work (bad flag, missing workspace, bad file)."""

    exit_code = 2


class DiskFullError(AgentError):
    """The disk where the agent keeps its data (AGENT_HOME) has no room: nothing the user typed was wrong."""

    exit_code = 4


class ProviderError(AgentError):
    """The model or its server failed (cannot load, unreachable, bad response)."""

    exit_code = 4


class UnservedModelError(ProviderError):
    """The server answers but has no model of that name (a typo is turned into a UserError with the nearest)."""


class ContextOverflowError(ProviderError):
    """A request does not fit the model's context window."""


class ServerWindowError(ContextOverflowError):
    """A server refused a request as longer than its window: `window` is that window, when it said."""

    def __init__(self, message: str, window: int | None):
        super().__init__(message)
        self.window = window


class ScriptExhaustedError(ProviderError):
    """A scripted model has no turns left to play."""


class ModelStuckError(AgentError):
    """The model keeps repeating the same failing call: the model is fine, the run is not going anywhere."""

    exit_code = 4


class ToolFailure(Exception):
    """A tool could not do what was asked: not an error that ends a run, the message goes back to the model as an
    error result."""
