"""Which runs go at once, and what the user sees meanwhile.

With --jobs N, up to N runs go at once, each (model, task) on its own, for server models; in-process
models (embedded, llamacpp:) share one lane that runs them one after another, since two would fight
over the same CPU and memory. A rich progress bar (runs done, total, time left) shows on a terminal,
one plain line per run otherwise.
"""

from __future__ import annotations

import sys
import threading
from collections.abc import Callable
from concurrent.futures import FIRST_EXCEPTION, ThreadPoolExecutor, wait
from dataclasses import dataclass
from typing import TextIO

from agent.backends import backend_of
from agent.backends.model_spec import ModelSpec
from agent.benchmark.attempt import RunSettings, run_task
from agent.benchmark.compare_results import RunRow
from agent.benchmark.suite import BenchTask
from agent.terminal.terminal_text import printable


@dataclass(frozen=True)
class Unit:
    """One model on one task (all its tries)."""

    spec: ModelSpec
    task: BenchTask


def outcome_text(rows: list[RunRow]) -> str:
    last = rows[-1]
    if last.success:
        return f"pass@{last.attempt}"
    why = last.status if last.check_exit is None else f"{last.status}, check exit {last.check_exit}"
    if last.check_verdict and last.check_exit in (0, None):  # not checked, or pytest's report failed it
        why = f"{last.status}, {last.check_verdict}"
    return f"fail ({why})"


class Display:
    """Progress: a rich bar on a terminal, plain lines elsewhere (logs, CI)."""

    def __init__(self, total: int, stream: TextIO | None = None):
        self.stream = stream or sys.stderr
        self.total = total
        self.done = 0
        self._lock = threading.Lock()
        self._bar = None
        if getattr(self.stream, "isatty", lambda: False)():
            from rich.console import Console
            from rich.progress import (
                BarColumn,
                MofNCompleteColumn,
                Progress,
                TextColumn,
                TimeElapsedColumn,
                TimeRemainingColumn,
            )

            self._bar = Progress(
                TextColumn("runs"),
                BarColumn(),
                MofNCompleteColumn(),
                TimeElapsedColumn(),
                TextColumn("left"),
                TimeRemainingColumn(),
                TextColumn("{task.description}"),
                console=Console(file=self.stream),
                transient=True,
            )
            self._task_id = self._bar.add_task("", total=total)

    def __enter__(self) -> Display:
        if self._bar is not None:
            self._bar.start()
        return self

    def __exit__(self, *exc: object) -> None:
        if self._bar is not None:
            self._bar.stop()

    def started(self, unit: Unit) -> None:
        text = printable(f"{unit.spec.raw}: {unit.task.name}")
        if self._bar is not None:
            self._bar.update(self._task_id, description=text)
        else:
            self._print(f"{text} …")

    def finished(self, unit: Unit, rows: list[RunRow]) -> None:
        with self._lock:
            self.done += 1
            turns = sum(r.turns for r in rows)
            line = printable(
                f"[{self.done}/{self.total}] {unit.spec.raw}: {unit.task.name}: {outcome_text(rows)}, "
                f"{turns} turn{'' if turns == 1 else 's'}, {sum(r.wall_time_s for r in rows):.1f} s"
            )
        if self._bar is not None:
            self._bar.console.print(line, markup=False, highlight=False)
            self._bar.advance(self._task_id)
        else:
            self._print(line)

    def _print(self, line: str) -> None:
        with self._lock:
            print(line, file=self.stream, flush=True)


def in_process(spec: ModelSpec) -> bool:
    return backend_of(spec).in_process


def lanes(units: list[Unit], jobs: int) -> list[list[Unit]]:
    """Groups of units that run one after another; the groups run side by side (at most `jobs` at once)."""
    if jobs <= 1:
        return [units]
    local = [unit for unit in units if in_process(unit.spec)]
    groups = [[unit] for unit in units if not in_process(unit.spec)]
    return ([local] if local else []) + groups


def run_units(
    units: list[Unit],
    settings: RunSettings,
    jobs: int,
    on_rows: Callable[[list[RunRow]], None],
    display: Display,
) -> None:
    """Run every unit; `on_rows` gets each unit's rows as it finishes (from worker threads when jobs > 1).
    A Ctrl-C stops every running try and re-raises KeyboardInterrupt; what finished is already recorded."""
    stopping = threading.Event()

    def run_lane(lane: list[Unit]) -> None:
        for unit in lane:
            if stopping.is_set():
                return
            display.started(unit)
            rows = run_task(unit.spec, unit.task, settings, stopping)
            on_rows(rows)
            display.finished(unit, rows)

    groups = lanes(units, jobs)
    if len(groups) == 1:
        run_lane(groups[0])
        return
    pool = ThreadPoolExecutor(max_workers=jobs, thread_name_prefix="compare")
    futures = [pool.submit(run_lane, lane) for lane in groups]
    try:
        finished, _ = wait(futures, return_when=FIRST_EXCEPTION)
        for future in finished:
            future.result()  # a worker's exception (an interrupted run) surfaces here
    except BaseException:
        stopping.set()
        pool.shutdown(wait=True, cancel_futures=True)
        raise
    pool.shutdown(wait=True)
