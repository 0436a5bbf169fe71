"""One model's bounded trial: `agent calibrate`'s own measurement (tool calls in each mode the backend offers, the
edit formats, the window search timing each reply) under this model's share of the ranking's time budget. It keeps
calibrate's results file (per model, in the data directory of this machine): what `agent calibrate` measured before
is used, a trial the budget stopped goes on from where it was, and a finished one measured on this machine and
backend is read, not run again."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ValidationError

from agent.backends import backend_of
from agent.backends.model_spec import ModelSpec
from agent.calibrate.calibration import CalibrationOptions, calibrate
from agent.calibrate.calibration_machine import measured_on
from agent.calibrate.calibration_results import CalibrationResults
from agent.errors import AgentError
from agent.paths import calibration_results_file

TRIAL_SAMPLES = 3  # window samples per length in a new trial: the fewest `agent calibrate` takes
TRIAL_MARGIN = 0.15  # calibrate's own default: a later `agent calibrate` of the same window reads the same verdict

# reused: a finished measurement of this machine was read; measured: tried now (finished or stopped by the budget,
# going on from an earlier one or not); not_tried: no time was left for it; failed: it could not be opened or asked.
TrialState = Literal["reused", "measured", "not_tried", "failed"]


class ModelTrial(BaseModel):
    model: str
    state: TrialState
    results: CalibrationResults | None = None  # what is known of it: this trial's, or an earlier one's
    results_file: str | None = None
    seconds: float = 0.0  # spent on it in this run
    error: str | None = None


def stored(spec: ModelSpec) -> CalibrationResults | None:
    """The calibrate results file of this --model, finished or not; None when there is none or it is unreadable."""
    try:
        return CalibrationResults.model_validate_json(calibration_results_file(spec.raw).read_text(encoding="utf-8"))
    except (OSError, ValueError, ValidationError):
        return None


def finished_here(spec: ModelSpec) -> CalibrationResults | None:
    """A finished measurement of this --model on this machine and backend (another server's, another file's
    quantisation or a CPU build's is measured again)."""
    results = stored(spec)
    if results is None or not results.finished:
        return None
    backend = backend_of(spec)
    if results.backend != backend.describe(spec) or results.measured_on != measured_on(spec, backend):
        return None
    return results


def run_trial(
    spec: ModelSpec, workspace: Path, budget_s: float, max_window: int | None, terminal: bool | None = None
) -> ModelTrial:
    """The model's trial within `budget_s` seconds, or its finished measurement when there is one."""
    path = str(calibration_results_file(spec.raw))
    done = finished_here(spec)
    if done is not None:
        return ModelTrial(model=spec.raw, state="reused", results=done, results_file=path)
    earlier = stored(spec)
    # An unfinished measurement goes on with its own settings (calibrate resumes only the same measurement).
    settings = earlier.settings if earlier is not None and not earlier.finished else None
    options = CalibrationOptions(
        spec=spec,
        workspace=workspace,
        samples=settings.samples if settings is not None else TRIAL_SAMPLES,
        margin=settings.margin if settings is not None else TRIAL_MARGIN,
        budget_s=budget_s,
        max_window=settings.limit if settings is not None else max_window,
    )
    began = time.monotonic()
    try:
        results, _ = calibrate(options, terminal)
    except AgentError as err:
        seconds = time.monotonic() - began
        return ModelTrial(
            model=spec.raw, state="failed", results=earlier, results_file=path, seconds=seconds, error=str(err)
        )
    return ModelTrial(
        model=spec.raw, state="measured", results=results, results_file=path, seconds=time.monotonic() - began
    )


def not_tried(spec: ModelSpec) -> ModelTrial:
    """A model the budget left no time for: what an earlier trial measured of it, if anything."""
    earlier = stored(spec)
    return ModelTrial(
        model=spec.raw,
        state="not_tried",
        results=earlier,
        results_file=str(calibration_results_file(spec.raw)) if earlier is not None else None,
        error="no time was left in the budget; run again to go on",
    )
