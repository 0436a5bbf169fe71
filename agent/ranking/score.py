"""A model's figures as the ranking shows them, each with where it came from, and the score it is ranked by.

The score, out of 100: 40 x the tool calls (the share of prompts that asked for a call answered with the right
calls, less the share of those that asked for none answered with a call, in the model's best tool mode), 40 x the
edits (the share of the edit tasks landed in its best edit format), 10 x the window (its effective window: 2,048
tokens 0, 32,768 or more 1, by the log in between) and 10 x the speed (reply tokens a second: 50 or more 1). A
figure nobody measured counts 0 in its part, except the window, where the server's or the shipped one counts."""

from __future__ import annotations

import math

from pydantic import BaseModel, Field

from agent.calibrate.calibration_results import CalibrationResults
from agent.calibrate.edit_trial import FormatTrial, best_format
from agent.calibrate.speed import median_speed
from agent.calibrate.tool_trial import ModeTrial, best_mode
from agent.calibrate.window_search import judge
from agent.doctor.findings import Provenance, provenance_of
from agent.ranking.trial import ModelTrial, TrialState
from capabilities import Capability

WEIGHTS = {"tools": 40.0, "edits": 40.0, "window": 10.0, "speed": 10.0}
WINDOW_SPAN = (2048, 32768)  # the window's part grows from 0 to 1 between these, by the log
FAST_TPS = 50.0  # reply tokens a second past which speed adds nothing
SCORE_TEXT = (
    "score = 40 x tool calls (right where asked, less calls where none was asked) + 40 x edits landed "
    "+ 10 x window (2K: 0 .. 32K: 1, log) + 10 x speed (50 reply tokens/s: 1)"
)


class Measure(BaseModel):
    """One figure and where it came from (the provenance `agent doctor` uses)."""

    value: float | None = Field(description="None: nobody measured or said it")
    source: Provenance
    detail: str = ""


class RankedModel(BaseModel):
    model: str
    backend: str
    state: TrialState
    tool_mode: str | None = Field(description="the tool mode it makes its calls best in")
    tool_calls: Measure = Field(description="share of the prompts asking for calls answered with the right ones")
    unasked_calls: Measure = Field(description="share of the prompts asking for none answered with a call")
    edit_format: str | None = Field(description="the edit format it lands most often in")
    edits_landed: Measure = Field(description="share of the edit tasks landed in that format")
    edit_tasks: int = Field(0, description="the edit tasks run in that format")
    window: Measure = Field(description="the effective window, in tokens")
    prompt_tps: Measure
    generation_tps: Measure
    parts: dict[str, float] = Field(description="each part of the score, 0 to 1")
    score: float
    results_file: str | None = None
    error: str | None = None


def ranked_model(trial: ModelTrial, backend: str, capability: Capability) -> RankedModel:
    """The row of one model: what its trial measured, else what the capability says (its own provenance)."""
    results = trial.results
    measured = f"measured {results.started:%Y-%m-%d} on {results.measured_on}" if results is not None else ""
    mode_trial = _best_mode_trial(results.tool_trials) if results is not None else None
    format_trial = _best_format_trial(results) if results is not None else None
    tools = _rate(mode_trial.correct_rate if mode_trial else None, measured, capability, "tool_mode")
    unasked = _rate(mode_trial.unasked_call_rate if mode_trial else None, measured, capability, "tool_mode")
    landed = format_trial.landed / len(format_trial.outcomes) if format_trial and format_trial.outcomes else None
    edits = _rate(landed, measured, capability, "edit_format")
    window = _window(results, measured, capability)
    prompt_tps, generation_tps = _speeds(results, measured, capability)
    parts = {
        "tools": max(0.0, (tools.value or 0.0) - (unasked.value or 0.0)),
        "edits": edits.value or 0.0,
        "window": _window_part(window.value),
        "speed": min(1.0, (generation_tps.value or 0.0) / FAST_TPS),
    }
    return RankedModel(
        model=trial.model,
        backend=backend,
        state=trial.state,
        tool_mode=mode_trial.mode if mode_trial else None,
        tool_calls=tools,
        unasked_calls=unasked,
        edit_format=format_trial.format if format_trial else None,
        edits_landed=edits,
        edit_tasks=len(format_trial.outcomes) if format_trial else 0,
        window=window,
        prompt_tps=prompt_tps,
        generation_tps=generation_tps,
        parts=parts,
        score=round(sum(WEIGHTS[name] * part for name, part in parts.items()), 1),
        results_file=trial.results_file,
        error=trial.error,
    )


def ranked(rows: list[RankedModel]) -> list[RankedModel]:
    """Best first: the score, then the tool calls, then the name (a stable order for equals)."""
    return sorted(rows, key=lambda row: (-row.score, -row.parts["tools"], row.model))


def _best_mode_trial(trials: list[ModeTrial]) -> ModeTrial | None:
    """The trial of the best mode; where no mode made a right call, the one with the fewest unasked calls."""
    mode = best_mode(trials)
    tried = [trial for trial in trials if trial.outcomes and trial.error is None]
    if mode is not None:
        return next(trial for trial in trials if trial.mode == mode)
    return min(tried, key=lambda trial: trial.unasked_call_rate, default=None)


def _best_format_trial(results: CalibrationResults) -> FormatTrial | None:
    tried = [trial for trial in results.edit_trials if trial.outcomes]
    fmt = best_format(tried, results.edit_format_before)
    if fmt is not None:
        return next(trial for trial in tried if trial.format == fmt)
    return max(tried, key=lambda trial: len(trial.outcomes), default=None)  # none landed: how many were tried


def _rate(value: float | None, measured: str, capability: Capability, field: str) -> Measure:
    if value is not None:
        return Measure(value=value, source="measured", detail=measured)
    source = capability.sources.get(field, "default")  # the setting in use, never measured as a rate
    return Measure(value=None, source=provenance_of(source), detail=f"not measured; {field} from {source}")


def _window(results: CalibrationResults | None, measured: str, capability: Capability) -> Measure:
    if results is not None and results.steps:
        verdict = judge(results.steps, results.settings.margin, results.settings.limit)
        if verdict.effective is not None:
            said = "" if verdict.concluded else "at least: the search was not concluded within the budget; "
            return Measure(value=verdict.effective, source="measured", detail=said + measured)
        if verdict.concluded:
            return Measure(value=None, source="measured", detail=f"{verdict.note}; {measured}")
    source = capability.sources.get("context_effective", "default")
    return Measure(value=capability.context_effective, source=provenance_of(source), detail=source)


def _speeds(results: CalibrationResults | None, measured: str, capability: Capability) -> tuple[Measure, Measure]:
    """The median speeds of the longest length the window search measured (as calibrate writes them), else the
    capability's (a calibration's, in models.toml)."""
    if results is not None and results.steps:
        longest = max(results.steps, key=lambda step: step.length)
        speed = median_speed(longest.speeds)
        detail = f"median of {len(longest.speeds)} replies at {longest.length} tokens, {measured}"
        return (
            Measure(value=speed.prompt_tps, source="measured", detail=detail),
            Measure(value=speed.generation_tps, source="measured", detail=detail),
        )
    found = []
    for name in ("prompt_tps", "generation_tps"):
        source = capability.sources.get(name)
        value = getattr(capability, name)
        found.append(Measure(value=value, source=provenance_of(source) if source else "shipped", detail=source or ""))
    return found[0], found[1]


def _window_part(window: float | None) -> float:
    if not window:
        return 0.0
    low, high = WINDOW_SPAN
    return min(1.0, max(0.0, math.log(window / low) / math.log(high / low)))
