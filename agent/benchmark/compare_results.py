"""The row of one try, and the results directory that keeps them.

`results.jsonl` gets a (model, task)'s rows when its last try is done, one line each, flushed at once, so
an interrupted benchmark keeps every finished run and `--out` with the same directory resumes after them.
`results.csv` is the same rows as a table (rewritten at the end).
"""

from __future__ import annotations

import csv
import shutil
import threading
from pathlib import Path
from typing import Any

from pydantic import BaseModel

from agent.errors import UserError
from agent.file_safety.appended_lines import DamagedLine, appended_records

RESULTS = "results.jsonl"
CSV = "results.csv"
# How a try may end and still get another: a try that errored or ran out of time gets none.
RETRY_STATUSES = frozenset({"finished", "turn_limit", "stuck"})
TRANSCRIPTS = "transcripts"  # copies of the runs' transcripts, so the directory (and its report) can travel


class RunRow(BaseModel):
    """One try of one model on one task."""

    model: str
    task: str
    attempt: int = 1  # the try: 1, or 2 when the first failed and the check's output was shown
    success: bool
    check_exit: int | None = None  # None: no check, or it was not run (check_verdict says why)
    status: str  # how the agent stopped: finished, turn_limit, stuck, error, cancelled, timeout
    finish_reason: str = ""  # how the model's last reply ended: stop, length (cut off), ...
    error: str | None = None
    check_verdict: str = ""  # how the check was judged: "pytest: 3 passed, ...", "exit code 0 (not pytest...)"
    turns: int = 0
    tool_calls: int = 0
    attempted_tool_calls: int = 0  # usable or not
    malformed_tool_calls: int = 0  # never parsed, or unusable for their tool
    repaired_tool_calls: int = 0  # parsed only after the parser repaired them (near-JSON, aliases)
    call_paths: dict[str, int] = {}  # which path produced the calls: native, grammar, text/DIALECT, script
    prompt_tokens: int = 0
    completion_tokens: int = 0
    time_to_first_token_s: float | None = None  # mean over the try's replies
    tokens_per_s: float | None = None  # completion tokens over generation time
    peak_context: int = 0  # the largest prompt sent
    window: int = 0  # the effective window (the smallest, if a server made it shrink)
    compactions: int = 0
    wall_time_s: float = 0.0
    transcript: str = ""
    # What makes runs comparable, per row since a resumed benchmark may mix sessions.
    tool_mode: str = ""
    dialect: str = ""
    backend: str = ""
    endpoint: str = ""  # the server of a pool (`pool:POOL/NAME`) that served the try's last request
    failovers: list[str] = []  # each server of the pool the try was taken from, with why: "b: connection refused"
    agent_version: str = ""
    date: str = ""
    task_digest: str = ""  # the task's prompt and check, hashed (BenchTask.digest)

    @property
    def key(self) -> tuple[str, str]:
        return self.model, self.task

    @property
    def transcript_copy(self) -> str:
        """Where the results directory keeps this row's transcript, relative to it."""
        return f"{TRANSCRIPTS}/{Path(self.transcript).name}" if self.transcript else ""

    def csv_row(self) -> dict[str, Any]:
        row = self.model_dump()
        row["call_paths"] = " ".join(f"{path}={count}" for path, count in sorted(self.call_paths.items()))
        return row


class ResultsDir:
    """`--out DIR`: rows already recorded there, and new ones appended as runs finish (thread-safe)."""

    def __init__(self, root: Path):
        self.root = root
        self.path = root / RESULTS
        self._lock = threading.Lock()
        try:
            root.mkdir(parents=True, exist_ok=True)
        except OSError as err:
            raise UserError(f"cannot create the results directory {root}: {err.strerror}") from None
        self.rows = read_rows(root)
        self._cut_partial_line()

    def _cut_partial_line(self) -> None:
        """A line cut by a killed process would glue itself to the next one: drop it."""
        if not self.path.exists():
            return
        data = self.path.read_bytes()
        if data and not data.endswith(b"\n"):
            with self.path.open("r+b") as handle:
                handle.truncate(data.rfind(b"\n") + 1)

    def done(self, model: str, task: str, tries: int, digest: str = "") -> bool:
        """Whether this (model, task) needs no more runs: it passed, used up its tries, or ended as no try
        is given another (an error, a timeout: delete its lines from results.jsonl to run it again). A task
        whose prompt or check changed since (another `digest`) is run again."""
        attempts = [row for row in self.rows if row.key == (model, task)]
        if not attempts:
            return False
        last = attempts[-1]
        if digest and last.task_digest != digest:
            return False
        return last.success or last.attempt >= tries or last.status not in RETRY_STATUSES

    def append(self, rows: list[RunRow]) -> None:
        for row in rows[-1:]:  # the tries of a run share one transcript
            _copy_transcript(row, self.root)
        with self._lock:
            # A (model, task) that is run again (it had fewer tries before) replaces its old rows.
            keys = {row.key for row in rows}
            self.rows = [row for row in self.rows if row.key not in keys] + rows
            with self.path.open("a", encoding="utf-8") as handle:
                handle.write("".join(row.model_dump_json() + "\n" for row in rows))
                handle.flush()

    def write_csv(self) -> Path:
        path = self.root / CSV
        with path.open("w", encoding="utf-8", newline="") as handle:
            writer = csv.DictWriter(handle, fieldnames=list(RunRow.model_fields))
            writer.writeheader()
            writer.writerows(row.csv_row() for row in self.rows)
        return path


def _copy_transcript(row: RunRow, root: Path) -> None:
    source = Path(row.transcript)
    if source.is_file():
        (root / TRANSCRIPTS).mkdir(exist_ok=True)
        shutil.copyfile(source, root / row.transcript_copy)


def read_rows(root: Path) -> list[RunRow]:
    """The rows of `root/results.jsonl`, later rows of a (model, task) replacing earlier ones; a last line
    cut by a killed process is left out. A damaged line elsewhere is a UserError naming it."""
    path = root / RESULTS
    if not path.exists():
        return []
    try:
        lines = path.read_text(encoding="utf-8").split("\n")
    except (OSError, UnicodeDecodeError) as err:
        raise UserError(f"cannot read {path}: {err}") from None
    try:
        read = appended_records(lines, RunRow.model_validate)
    except DamagedLine as damaged:
        raise UserError(
            f"{path} line {damaged.number} is not a result row ({str(damaged.cause).splitlines()[0]})"
        ) from None
    by_key: dict[tuple[str, str], list[RunRow]] = {}
    for _, row in read:
        rows = by_key.setdefault(row.key, [])
        if row.attempt == 1:
            rows.clear()  # the (model, task) was run again from its first try
        rows.append(row)
    return [row for rows in by_key.values() for row in rows]


def results_dir_rows(root: Path) -> list[RunRow]:
    """For --diff: the rows of a directory that must hold results."""
    if not (root / RESULTS).is_file():
        raise UserError(f"{root} holds no {RESULTS}; give a directory written by agent compare --out")
    return read_rows(root)
