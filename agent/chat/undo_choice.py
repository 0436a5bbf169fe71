"""Which exchange `/undo` takes back: the newest that changed files, one the user names by its number in the
list (`/undo 2`), or, on a terminal with more than one to choose from, one picked from the list (as Claude
Code's /rewind): each entry is the user's message and the files it changed, newest first; Enter on the newest
is the plain undo, Esc or Ctrl-C picks nothing."""

from __future__ import annotations

from prompt_toolkit.key_binding import KeyBindings, KeyPressEvent
from prompt_toolkit.shortcuts import choice

from agent.errors import UserError
from agent.messages import Message
from agent.terminal.terminal_text import printable
from agent.undo.checkpoint_undo import Undoable, message_of

FILES_SHOWN = 4


def describe(messages: list[Message], undoable: Undoable) -> str:
    """`"fix the tests" → hello.py, notes.txt`, made safe to show."""
    said = message_of(messages, undoable.exchange)
    what = f'"{said}"' if said is not None else f"exchange {undoable.exchange} (no longer in the conversation)"
    names = undoable.names[:FILES_SHOWN] + (
        [f"{len(undoable.names) - FILES_SHOWN} more"] if len(undoable.names) > FILES_SHOWN else []
    )
    files = ", ".join(names) if names else "what its commands changed"
    return printable(f"{what} → {files}")


def chosen_by_number(undoable: list[Undoable], word: str) -> Undoable:
    if not word.isdigit() or not 1 <= int(word) <= len(undoable):
        raise UserError(f"/undo takes a number from 1 to {len(undoable)} (1 is the newest) and --force, not {word!r}")
    return undoable[int(word) - 1]


def pick(messages: list[Message], undoable: list[Undoable]) -> Undoable | None:
    """The exchange the user picks on the terminal; None for Esc or Ctrl-C."""
    escape = KeyBindings()

    @escape.add("escape", eager=True)
    def _nothing(event: KeyPressEvent) -> None:
        event.app.exit(result=None)

    options = [(index, describe(messages, entry)) for index, entry in enumerate(undoable)]
    try:
        index = choice(
            "Undo back to which message? Its files and those of every later one are restored (Esc: none)",
            options=options,
            default=0,
            key_bindings=escape,
        )
    except KeyboardInterrupt:
        return None
    return None if index is None else undoable[index]
