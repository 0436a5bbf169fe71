"""The calibration's report: a table for stdout and the same facts as one JSON object (`--json`)."""

from __future__ import annotations

from typing import Any

from agent.calibrate.calibration_results import CalibrationResults
from agent.calibrate.edit_trial import best_format, edit_tasks
from agent.calibrate.speed import median_speed
from agent.calibrate.tool_trial import best_mode
from agent.calibrate.window_search import judge


def report_data(results: CalibrationResults, written: dict[str, Any], models_file: str | None) -> dict[str, Any]:
    verdict = judge(results.steps, results.settings.margin, results.settings.limit)
    return {
        "model": results.model,
        "entry": results.prefix,
        "measured_on": results.measured_on,
        "finished": results.finished,
        "stopped_by_budget": results.stopped_by_budget,
        "elapsed_s": round(results.elapsed_s, 1),
        "tool_mode": best_mode(results.tool_trials),
        "tool_trials": [
            {
                "mode": trial.mode,
                "well_formed": trial.well_formed_rate,
                "correct": trial.correct_rate,
                "unasked_calls": trial.unasked_call_rate,
                "prompts": len(trial.outcomes),
                "finished": trial.finished,
                "error": trial.error,
            }
            for trial in results.tool_trials
        ],
        "edit_format": best_format(results.edit_trials, results.edit_format_before),
        "edit_trials": [
            {
                "format": trial.format,
                "tasks": len(trial.outcomes),
                "landed": trial.landed,
                "wrong": trial.wrong,
                "untouched": trial.count("untouched"),
                "off_format": trial.count("off_format"),
            }
            for trial in results.edit_trials
        ],
        "edit_tasks": len(edit_tasks().tasks),
        "edit_asked_in": results.edit_mode,
        "edit_cut_short": results.edit_cut_short,
        "window": {
            "effective": verdict.effective,
            "concluded": verdict.concluded,
            "short_accuracy": verdict.short_accuracy,
            "threshold": verdict.threshold,
            "margin": results.settings.margin,
            "limit": results.settings.limit,
            "asked_in": results.window_mode,
            "note": verdict.note,
        },
        "steps": [
            {
                "length": step.length,
                "accuracy": step.accuracy,
                "interval": list(step.interval),
                "samples": step.samples,
                "passed": step.length in verdict.passed,
                **median_speed(step.speeds).model_dump(),
            }
            for step in results.steps
        ],
        "written": written,
        "models_file": models_file,
    }


def report_table(data: dict[str, Any]) -> str:
    lines = [f'model: {data["model"]}  (entry [models."{data["entry"]}"], on {data["measured_on"]})']
    lines.append(f"{'TOOL MODE':<10} {'WELL-FORMED':>11} {'CORRECT':>8} {'UNASKED':>8}")
    for trial in data["tool_trials"]:
        if trial["error"]:
            lines.append(f"{trial['mode']:<10} refused: {trial['error']}")
            continue
        so_far = "" if trial["finished"] else f"  ({trial['prompts']} prompts so far)"
        lines.append(
            f"{trial['mode']:<10} {trial['well_formed']:>11.0%} {trial['correct']:>8.0%} {trial['unasked_calls']:>8.0%}"
            + so_far
        )
    cut = data["stopped_by_budget"] and not all(trial["finished"] for trial in data["tool_trials"])
    none = "not chosen yet: the trial was cut short" if cut else "none made a correct call"
    lines.append(f"best tool mode: {data['tool_mode'] or none}")
    lines.append("")
    lines.extend(_edit_lines(data))
    lines.append(
        f"{'LENGTH':>7} {'ACCURACY':>8} {'95% CI':>11} {'N':>3} {'PROMPT t/s':>10} {'GEN t/s':>8} {'TTFT s':>7}"
    )
    for step in data["steps"]:
        low, high = step["interval"]
        mark = "" if step["passed"] else "  below the threshold"
        lines.append(
            f"{step['length']:>7} {step['accuracy']:>8.0%} {f'{low:.0%}-{high:.0%}':>11} {step['samples']:>3} "
            f"{_number(step['prompt_tps']):>10} {_number(step['generation_tps']):>8} "
            f"{_number(step['time_to_first_token_s'], 2):>7}{mark}"
        )
    window = data["window"]
    threshold = "" if window["threshold"] is None else f" (a length passes at {window['threshold']:.0%} or more)"
    lines.append(f"effective window: {window['effective'] or 'not found'}{threshold}" + _note(window["note"]))
    if data["stopped_by_budget"]:
        lines.append("stopped by --budget: run the same command again to go on from here")
    lines.append(f"took {data['elapsed_s']:.0f} s")
    if data["written"]:
        lines.append(
            f"written to {data['models_file']}: " + ", ".join(f"{k} = {v}" for k, v in data["written"].items())
        )
    elif data["models_file"] is None:
        lines.append("--dry-run: nothing written")
    else:
        lines.append("nothing concluded, nothing written")
    return "\n".join(lines)


def _edit_lines(data: dict[str, Any]) -> list[str]:
    if not data["edit_trials"]:
        return []
    lines = [f"{'EDIT FORMAT':<12} {'LANDED':>7} {'WRONG':>6} {'UNTOUCHED':>9} {'OFF-FORMAT':>10}"]
    for trial in data["edit_trials"]:
        lines.append(
            f"{trial['format']:<12} {trial['landed']:>3}/{trial['tasks']:<3} {trial['wrong']:>6} "
            f"{trial['untouched']:>9} {trial['off_format']:>10}"
        )
    best = data["edit_format"] or "none landed an edit"
    cut = ", cut short by its share of --budget" if data["edit_cut_short"] else ""
    lines.append(
        f"best edit format: {best} ({data['edit_tasks']} tasks a format, in tool mode {data['edit_asked_in']}{cut})"
    )
    lines.append("")
    return lines


def _number(value: float | None, digits: int = 0) -> str:
    return "-" if value is None else f"{value:.{digits}f}"


def _note(text: str) -> str:
    return f"; {text}" if text else ""
