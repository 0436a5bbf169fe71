"""Reading what the user types in `agent chat`, with prompt_toolkit: history kept per workspace,
Enter to send and Alt-Enter (Esc Enter) for a new line (pasted text keeps its lines), Tab
completion of slash commands and of paths after `@`, Ctrl-C to clear the line.

Without a terminal on stdin, each line read is one message (for scripts and pipes).
"""

from __future__ import annotations

import hashlib
import os
import sys
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path

from prompt_toolkit import PromptSession
from prompt_toolkit.completion import CompleteEvent, Completer, Completion
from prompt_toolkit.document import Document
from prompt_toolkit.history import FileHistory
from prompt_toolkit.key_binding import KeyBindings, KeyPressEvent

from agent.paths import data_dir

PROMPT = "› "
SKIPPED_DIRS = {".git", "__pycache__", "node_modules", ".venv"}


def history_file(workspace: Path) -> Path:
    """One history per workspace, under the data directory (not in the project)."""
    key = hashlib.sha256(str(workspace.resolve()).encode()).hexdigest()[:16]
    return data_dir() / "chat-history" / f"{key}.txt"


class ChatCompleter(Completer):
    """Slash command names at the start of the line; workspace paths in a word starting with `@`."""

    def __init__(self, workspace: Path, commands: Callable[[], Iterable[str]]):
        self.workspace = workspace
        self.commands = commands

    def get_completions(self, document: Document, complete_event: CompleteEvent) -> Iterator[Completion]:
        text = document.text_before_cursor
        if text.startswith("/") and " " not in text:
            for name in sorted(self.commands()):
                if name.startswith(text[1:]):
                    yield Completion(f"/{name}", start_position=-len(text))
            return
        word = document.get_word_before_cursor(WORD=True)
        if word.startswith("@"):
            for path in self.paths(word[1:]):
                yield Completion(f"@{path}", start_position=-len(word))

    def paths(self, partial: str) -> list[str]:
        folder, _, prefix = partial.rpartition("/")
        base = self.workspace / folder if folder else self.workspace
        try:
            entries = sorted(os.scandir(base), key=lambda entry: entry.name)
        except OSError:
            return []
        found = []
        for entry in entries:
            if entry.name.startswith(prefix) and entry.name not in SKIPPED_DIRS:
                name = f"{folder}/{entry.name}" if folder else entry.name
                found.append(f"{name}/" if entry.is_dir() else name)
        return found


def _bindings() -> KeyBindings:
    bindings = KeyBindings()

    @bindings.add("escape", "enter")
    def _new_line(event: KeyPressEvent) -> None:
        event.current_buffer.insert_text("\n")

    @bindings.add("c-c")
    def _interrupt(event: KeyPressEvent) -> None:
        # Ctrl-C clears what was typed; at an empty prompt it is the KeyboardInterrupt the chat counts.
        if event.current_buffer.text:
            event.current_buffer.reset()
        else:
            event.app.exit(exception=KeyboardInterrupt())

    return bindings


class ChatInput:
    """`read()` returns the next message; EOFError at the end (Ctrl-D), KeyboardInterrupt for Ctrl-C."""

    def __init__(self, workspace: Path, commands: Callable[[], Iterable[str]]):
        self.interactive = sys.stdin.isatty() and sys.stdout.isatty()
        self.session: PromptSession[str] | None = None
        if self.interactive:
            path = history_file(workspace)
            path.parent.mkdir(parents=True, exist_ok=True)
            self.session = PromptSession(
                history=FileHistory(str(path)),
                completer=ChatCompleter(workspace, commands),
                complete_while_typing=False,
                key_bindings=_bindings(),
                prompt_continuation="  ",
                enable_open_in_editor=False,
            )

    def read(self) -> str:
        if self.session is not None:
            return self.session.prompt(PROMPT)
        line = sys.stdin.readline()
        if not line:
            raise EOFError
        return line.rstrip("\n")
