"""One key from the user: on a terminal without waiting for Enter (cbreak: Ctrl-C still interrupts), else the
first letter of a line (a pipe, a test). Every yes/no question of the agent reads its answer here."""

from __future__ import annotations

import os
import sys
import termios
import tty
from collections.abc import Callable

END_OF_INPUT = "\x04"  # Ctrl-D, read as a key when the terminal does not wait for a line
ENTER = ("\n", "\r", " ")  # Enter on a terminal; an empty line in a pipe


def read_raw_key() -> str:
    """The key as typed ("" at the end of input in a pipe, END_OF_INPUT for Ctrl-D on a terminal)."""
    return (_key_from_terminal if sys.stdin.isatty() else _read_line)()


def read_key() -> str:
    """One key from the user (no Enter on a terminal, the first letter of a line otherwise); "" at the end of
    input. It echoes nothing: a question asked while the live view draws prints its lines above it instead."""
    key = read_raw_key()
    return "" if key == END_OF_INPUT else key.lower()


def _key_from_terminal() -> str:
    """One key, without waiting for Enter. cbreak keeps the terminal's signals: Ctrl-C still interrupts the
    run (it must cancel, never answer). Read by hand rather than click.getchar, which turns Ctrl-C into a key."""
    # os.read, not sys.stdin.read: what is typed after the key stays for whoever reads the terminal next
    # (chat's prompt) instead of in Python's buffer.
    return _with_cbreak(lambda: os.read(sys.stdin.fileno(), 1).decode(errors="replace"))


def _with_cbreak(read: Callable[[], str]) -> str:
    descriptor = sys.stdin.fileno()
    saved = termios.tcgetattr(descriptor)
    try:
        tty.setcbreak(descriptor)
        return read()
    finally:
        termios.tcsetattr(descriptor, termios.TCSADRAIN, saved)


def _read_line() -> str:
    """Not a terminal (a pipe, a test): the first letter of a line."""
    line = sys.stdin.readline()
    if not line:
        return ""
    return line.strip()[:1] or " "
