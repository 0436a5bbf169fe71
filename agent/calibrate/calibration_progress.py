"""What the user sees while a calibration runs: on a terminal a rich progress bar with an ETA (stderr), elsewhere
one line per finished step, so a log or a pipe still says how far it got."""

from __future__ import annotations

import sys
from types import TracebackType

from rich.console import Console
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    TaskID,
    TextColumn,
    TimeElapsedColumn,
    TimeRemainingColumn,
)


class CalibrationProgress:
    """Units of work (one request each) over the whole calibration; `note` is a line above the bar."""

    def __init__(self, total: int, terminal: bool | None = None):
        self.terminal = sys.stderr.isatty() if terminal is None else terminal
        self.console = Console(stderr=True)
        self._bar: Progress | None = None
        self._task: TaskID | None = None
        self.total = total

    def __enter__(self) -> CalibrationProgress:
        if self.terminal:
            self._bar = Progress(
                TextColumn("{task.description}"),
                BarColumn(),
                MofNCompleteColumn(),
                TimeElapsedColumn(),
                TextColumn("ETA"),
                TimeRemainingColumn(),
                console=self.console,
                transient=True,
            )
            self._bar.__enter__()
            self._task = self._bar.add_task("calibrating", total=self.total)
        return self

    def __exit__(
        self, kind: type[BaseException] | None, error: BaseException | None, trace: TracebackType | None
    ) -> None:
        if self._bar is not None:
            self._bar.__exit__(kind, error, trace)

    def step(self, description: str) -> None:
        if self._bar is not None and self._task is not None:
            self._bar.update(self._task, description=description)

    def advance(self, units: int = 1) -> None:
        if self._bar is not None and self._task is not None:
            self._bar.advance(self._task, units)

    def done_work(self, units: int) -> None:
        """Work a resumed calibration finished earlier: counted, not timed."""
        self.advance(units)

    def note(self, text: str) -> None:
        if self._bar is not None:
            self._bar.console.print(text, markup=False, highlight=False)
        else:
            print(f"calibrate: {text}", file=sys.stderr, flush=True)
