"""The hooks the loop consults, in the loop's words: the user's message (a hook may add context or block it), the
session's start (context for the first message), and the model's answer (a Stop hook may send it back to work).
Tool calls meet their hooks in the runtime (agent/calls/runtime.py)."""

from __future__ import annotations

from typing import Literal

from agent.calls.hooks import HookBlocked, Hooks, with_context
from agent.records.transcript import Transcript


class HookPoints:
    def __init__(self, hooks: Hooks):
        self.hooks = hooks
        self._stop_active = False  # a Stop hook sent the model back to work (hooks see it, to avoid loops)

    def bind(self, transcript: Transcript) -> None:
        self.hooks.bind(transcript.path.stem, str(transcript.path))

    def message(self, task: str) -> str:
        """The user's message with the UserPromptSubmit hooks' context; HookBlocked when one blocks it."""
        outcome = self.hooks.prompt_submitted(task)
        if outcome.blocked:
            raise HookBlocked(f"a UserPromptSubmit hook blocked the message: {outcome.reason}")
        return with_context(outcome, task)

    def session_started(self, source: Literal["startup", "resume"], task: str) -> str:
        """The first message of a session (or of its resumption) with the SessionStart hooks' context."""
        return with_context(self.hooks.session_started(source), task)

    def sent_back(self, answer: str) -> str | None:
        """The message that sends the model back to work when a Stop hook says the task is not done, else None."""
        outcome = self.hooks.stopping(answer, self._stop_active)
        self._stop_active = outcome.blocked
        return f"A Stop hook says the task is not done: {outcome.reason}" if outcome.blocked else None
