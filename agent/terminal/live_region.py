"""A block of transient lines at the bottom of a terminal, redrawn from a thread while work goes on.

What `agent run` and `agent chat` show while something takes time (the model thinking or writing a call, a
command running with the tail of its output) lives here: the owner says what the block holds (a function of
the spinner frame), the thread redraws it ten times a second so timers move, and every permanent line is
printed `above` it (the block is erased, the line printed, the block drawn again under it).

Each line is wrapped into rows one cell narrower than the terminal, so the terminal never wraps on its own and
the block knows how many rows to go back up; a block taller than the screen keeps its last rows (rows that
scrolled off could not be erased). rich's cell widths count wide characters as two columns.
"""

from __future__ import annotations

import os
import re
import shutil
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TextIO

from rich.cells import cell_len, chop_cells

CLEAR_LINE = "\r\033[K"
REDRAW_S = 0.1
SPINNER_FRAMES = "⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏"

# One line of the block: its text (already printable) and an escape sequence that styles it ("" for none).
StyledLine = tuple[str, str]
Render = Callable[[str], list[StyledLine]]  # the block's lines for this spinner frame


def terminal_size(stream: TextIO) -> os.terminal_size:
    """The size of the terminal `stream` writes to (resizes are followed: asked at every redraw)."""
    try:
        return os.get_terminal_size(stream.fileno())
    except (AttributeError, OSError, ValueError):
        return shutil.get_terminal_size((80, 24))


def wrapped(text: str, width: int) -> list[str]:
    """`text` in rows of at most `width` cells, broken after a space where one is near (each row keeps its
    spaces, so the rows put together are the text), else within a word."""
    rows: list[str] = []
    row = ""
    for word in re.findall(r"\S+\s*|\s+", text):
        if cell_len(row) + cell_len(word) <= width:
            row += word
            continue
        if row:
            rows.append(row)
        *whole, row = chop_cells(word, width)
        rows += whole
    return [*rows, row] if row or not rows else rows


def rows_of(lines: list[StyledLine], columns: int, most: int) -> list[str]:
    """`lines` cut to rows of fewer than `columns` cells, styled, at most `most` rows (the last ones)."""
    width = max(columns - 1, 10)
    rows: list[str] = []
    for text, style in lines:
        for piece in wrapped(text, width):
            rows.append(f"{style}{piece}\033[0m" if style else piece)
    if len(rows) > most:
        rows = ["…", *rows[len(rows) - most + 1 :]]
    return rows


class LiveRegion:
    """The transient block on one terminal stream; one lock orders the thread's redraws and the owner's lines."""

    def __init__(self, stream: TextIO):
        self.stream = stream
        self.lock = threading.RLock()
        self._render: Render | None = None
        self._rows = 0  # rows of the block now on screen (the cursor is at the end of the last)
        self._frame = 0
        self._held = 0  # while above zero nothing is drawn (a subagent may be asking the user a question)
        self._thread: threading.Thread | None = None
        self._draw_from = 0.0  # monotonic time of the first draw

    def show(self, render: Render, delay_s: float = 0.0, now: bool = False) -> None:
        """Keep `render`'s lines on screen from now on: drawn at once when `now`, else first after `delay_s`
        (a model that answers at once shows no spinner at all)."""
        with self.lock:
            self._render = render
            self._draw_from = time.monotonic() + delay_s
            if now:
                self._draw()
            if self._thread is None:
                self._thread = threading.Thread(target=self._redraw_loop, daemon=True)
                self._thread.start()

    def hide(self) -> None:
        """Take the block off the screen and stop drawing it."""
        with self.lock:
            self._render = None
            self._erase()

    @contextmanager
    def above(self) -> Iterator[None]:
        """Permanent lines printed inside go above the transient block, which is drawn again under them."""
        with self.lock:
            self._erase()
            try:
                yield
            finally:
                if self._render is not None:
                    self._draw()

    def hold(self) -> None:
        """Draw nothing until as many `release`s: someone else writes at the bottom of the screen for a while
        (a subagent's lines, and maybe its question to the user, which a redraw would wipe)."""
        with self.lock:
            self._held += 1
            self._erase()

    def release(self, every: bool = False) -> None:
        with self.lock:
            self._held = 0 if every else max(self._held - 1, 0)

    def _redraw_loop(self) -> None:
        while True:
            time.sleep(REDRAW_S)
            with self.lock:
                if self._render is None:
                    self._thread = None
                    return
                if time.monotonic() >= self._draw_from:
                    self._draw()

    def _erase(self) -> None:
        if self._rows == 0:
            return
        up = f"\033[{self._rows - 1}A\r\033[J" if self._rows > 1 else ""
        self.stream.write(up + CLEAR_LINE)
        self.stream.flush()
        self._rows = 0

    def _draw(self) -> None:
        if self._render is None or self._held:
            return
        size = terminal_size(self.stream)
        rows = rows_of(self._render(SPINNER_FRAMES[self._frame % len(SPINNER_FRAMES)]), size.columns, size.lines - 1)
        self._frame += 1
        if not rows:
            self._erase()
            return
        # Back to the block's first row; each row cleared as it is written; rows left from a taller block cleared.
        up = f"\033[{self._rows - 1}A" if self._rows > 1 else ""
        shrunk = "\033[J" if len(rows) < self._rows else ""
        self.stream.write(up + "\n".join(CLEAR_LINE + row for row in rows) + shrunk)
        self.stream.flush()
        self._rows = len(rows)
