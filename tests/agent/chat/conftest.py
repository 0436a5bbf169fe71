"""Drives the real `agent chat` through a pseudo-terminal (pexpect), as a person at a terminal would."""

from __future__ import annotations

import json
import os
import re
import signal
import sys
from collections.abc import Iterator
from pathlib import Path

import pexpect
import pytest

from agent.paths import sessions_dir

PROMPT = "›"  # prompt_toolkit draws the space after it as a cursor move
ANSI = re.compile(r"\x1b\[[0-9;?]*[a-zA-Z]")


class Chat:
    def __init__(self, child: pexpect.spawn):
        self.child = child
        self.greeting = ""

    def expect(self, text: str, timeout: float = 30) -> str:
        """Wait for `text`; what came before it, without escape sequences."""
        self.child.expect_exact(text, timeout=timeout)
        return ANSI.sub("", self.child.before or "")

    def ready(self) -> str:
        """Wait for the prompt; what came before it. The prompt is drawn more than once: the rest of
        its drawing is read too, so the next expect starts after it."""
        shown = self.expect(PROMPT)
        self.child.expect([pexpect.TIMEOUT], timeout=0.3)
        return shown

    def say(self, text: str) -> None:
        self.child.send(text + "\r")  # Enter is a carriage return on a real terminal

    def turn(self, text: str) -> str:
        """Send a message and wait for the status line that ends the exchange, then the prompt."""
        self.say(text)
        shown = self.expect("tokens/s]")
        self.ready()
        return shown

    def leave(self) -> int:
        self.child.sendcontrol("d")
        return self.ended()

    def ended(self) -> int:
        """Wait for the chat to exit; its exit code."""
        self.child.expect(pexpect.EOF, timeout=30)
        self.child.close()
        return self.child.exitstatus


@pytest.fixture
def start_chat(workspace: Path) -> Iterator:
    children: list[pexpect.spawn] = []

    def start(
        model: Path | str, *extra: str, env: dict[str, str] | None = None, sigint: signal.Handlers = signal.SIG_DFL
    ) -> Chat:
        """`agent chat` with `model` (a script file, or any --model form) in the test's workspace. The chat
        starts with SIGINT as `sigint` says (default: as from an interactive shell), never as pytest has it
        (ignored when pytest is a background job of a script)."""
        spec = f"script:{model}" if isinstance(model, Path) else model
        command = ["-m", "agent", "chat", "--model", spec, "--workspace", str(workspace), *extra]
        child = pexpect.spawn(
            sys.executable,
            command,
            env={**os.environ, "TERM": "xterm-256color", "PROMPT_TOOLKIT_NO_CPR": "1", **(env or {})},
            encoding="utf-8",
            timeout=60,
            dimensions=(40, 160),
            preexec_fn=lambda: signal.signal(signal.SIGINT, sigint),
        )
        children.append(child)
        chat = Chat(child)
        chat.greeting = chat.ready()  # what the chat showed before its first prompt
        return chat

    yield start
    for child in children:
        if child.isalive():
            child.terminate(force=True)


def transcripts() -> list[Path]:
    return sorted((sessions_dir()).glob("*.jsonl"))


def events(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text().splitlines()]
