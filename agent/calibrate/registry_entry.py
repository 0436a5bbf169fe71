"""What a finished calibration writes into the user's models.toml: the measured values that were concluded (a
window search cut short by --budget, or a trial that did not try every mode or edit format, writes nothing for that
value) and the speeds of a finished one, each with a comment saying when, on what and how it was measured."""

from __future__ import annotations

import datetime
from pathlib import Path
from typing import Any

from agent.calibrate.calibration_results import CalibrationResults
from agent.calibrate.edit_trial import concluded_format
from agent.calibrate.speed import median_speed
from agent.calibrate.tool_trial import best_mode
from agent.calibrate.window_search import judge
from capabilities.measurement import write_measured_entry


def measured_values(results: CalibrationResults, date: datetime.date) -> tuple[dict[str, Any], dict[str, str]]:
    """The values to write and their comments."""
    values: dict[str, Any] = {}
    comments: dict[str, str] = {}
    said = f"measured {date.isoformat()} by agent calibrate on {results.measured_on}"
    tried = {trial.mode for trial in results.tool_trials if trial.finished}
    mode = best_mode(results.tool_trials)
    if mode is not None and tried >= set(results.modes):
        winner = next(trial for trial in results.tool_trials if trial.mode == mode)
        others = ", ".join(
            f"{trial.mode} {trial.correct_rate:.0%}" for trial in results.tool_trials if trial.mode != mode
        )
        values["tool_mode"] = mode
        comments["tool_mode"] = (
            f"{said}: {winner.correct_rate:.0%} correct calls, {winner.unasked_call_rate:.0%} unasked"
            + (f" (others: {others})" if others else "")
        )
    edit_format = concluded_format(results.edit_trials, results.edit_format_before)
    if edit_format is not None:
        chosen = next(t for t in results.edit_trials if t.format == edit_format)
        others = ", ".join(f"{t.format} {t.landed}" for t in results.edit_trials if t.format != edit_format)
        values["edit_format"] = edit_format
        comments["edit_format"] = (
            f"{said}: {chosen.landed} of {len(chosen.outcomes)} edits landed, {chosen.wrong} wrong (others: {others})"
        )
    verdict = judge(results.steps, results.settings.margin, results.settings.limit)
    if verdict.concluded and verdict.effective is not None:
        step = next(step for step in results.steps if step.length == verdict.effective)
        low, high = step.interval
        values["context_effective"] = verdict.effective
        comments["context_effective"] = (
            f"{said}: retrieval {step.accuracy:.0%} (95% CI {low:.0%}-{high:.0%}, {step.samples} samples) "
            f"vs {verdict.short_accuracy:.0%} at {results.steps[0].length}"
        )
    if results.finished and results.steps:
        # The longest length measured: reading a full window is what a first-token wait has to allow for.
        longest = max(results.steps, key=lambda step: step.length)
        speed = median_speed(longest.speeds)
        for name, value, what in (
            ("prompt_tps", speed.prompt_tps, "prompt tokens read"),
            ("generation_tps", speed.generation_tps, "reply tokens written"),
        ):
            if value:
                values[name] = round(value, 1)
                comments[name] = f"{said}: {what} a second, median of {len(longest.speeds)} at {longest.length}"
    return values, comments


def write_entry(results: CalibrationResults, path: Path, date: datetime.date) -> dict[str, Any]:
    """Write the measured values into `[models."<prefix>"]` of the models.toml at `path`; returns what was written
    (nothing, and the file untouched, when nothing was concluded)."""
    values, comments = measured_values(results, date)
    if values:
        write_measured_entry(path, results.prefix, values, comments, date)
    return values
