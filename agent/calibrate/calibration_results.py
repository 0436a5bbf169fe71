"""The calibration's own results file: every finished step is saved as it ends, so a run stopped by Ctrl-C or
--budget goes on from there when started again with the same model and settings. It lives in the data directory
(`calibrations/`), never in the user's models.toml, which is written once, at the end."""

from __future__ import annotations

import datetime
import os
import tempfile
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from agent.calibrate.edit_trial import FormatTrial
from agent.calibrate.tool_trial import ModeTrial
from agent.calibrate.window_search import StepResult
from agent.paths import private_dir
from capabilities import EditFormat, ToolMode


class CalibrationSettings(BaseModel):
    """What a measurement depends on besides the model: a results file measured otherwise is not resumed."""

    model_config = ConfigDict(frozen=True)

    samples: int
    margin: float
    limit: int  # the longest length tried: the smaller of the advertised and the server's window (or --max-window)


class CalibrationResults(BaseModel):
    model: str  # --model as typed
    registry_id: str
    prefix: str  # the models.toml entry it is written to
    backend: str
    measured_on: str  # backend, quantisation, CPU/GPU: what the comments in models.toml say
    settings: CalibrationSettings
    started: datetime.datetime
    finished: bool = False
    stopped_by_budget: bool = False
    elapsed_s: float = 0.0
    modes: list[ToolMode] = Field(default_factory=list)  # those the backend offers
    tool_trials: list[ModeTrial] = Field(default_factory=list)
    edit_mode: ToolMode | None = None  # the tool mode the edit trial was run in
    edit_format_before: EditFormat = "replace"  # the model's edit format when calibrated: it wins a tie
    edit_trials: list[FormatTrial] = Field(default_factory=list)  # one per edit format, in the order run
    edit_cut_short: bool = False  # its share of --budget ran out before every format ran every task
    window_mode: ToolMode | None = None  # the mode the window probes were asked in
    steps: list[StepResult] = Field(default_factory=list)
    pending_step: StepResult | None = None  # a length --budget cut short, its samples so far: the next run goes on

    def same_measurement(self, other: CalibrationResults) -> bool:
        return (self.model, self.backend, self.settings, self.prefix) == (
            other.model,
            other.backend,
            other.settings,
            other.prefix,
        )


def resumable(path: Path, fresh: CalibrationResults) -> CalibrationResults:
    """The unfinished results at `path` when they measured the same thing as `fresh`; else `fresh`."""
    try:
        earlier = CalibrationResults.model_validate_json(path.read_text(encoding="utf-8"))
    except (OSError, ValueError, ValidationError):
        return fresh  # none, or unreadable: start over
    if earlier.finished or not earlier.same_measurement(fresh):
        return fresh
    return earlier.model_copy(update={"stopped_by_budget": False})


def save(results: CalibrationResults, path: Path) -> None:
    """Written whole to a temp file, then renamed over the old one: a stop mid-write leaves the last step's file."""
    private_dir(path.parent)
    handle, temp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as file:
            file.write(results.model_dump_json(indent=2))
        os.replace(temp, path)
    except BaseException:
        Path(temp).unlink(missing_ok=True)
        raise
