"""The edit trial of `agent calibrate` (agent/calibrate/edit_trial.py) on the real offline models, in-process: how
often each model lands the trial's edit tasks in each edit format (issue 39).

Each model is opened as `agent run` opens it (its shipped capability, its own tool mode unless --tool-mode) under a
temporary AGENT_HOME, and every task of edit_tasks.toml runs through the agent's loop in each format; the script
prints one row per model and format: landed, wrong edits applied, untouched files, calls to a tool the format does
not offer, and the time taken.

Run: python bench/bench_edit_formats.py [--models embedded smollm2] [--formats replace anchored whole] [--json]
"""

from __future__ import annotations

import argparse
import json
import os
import tempfile
import time
from pathlib import Path


def measure(model: str, formats: list[str], tool_mode: str | None, workspace: Path) -> list[dict]:
    from agent.backends.model_spec import parse_model_spec
    from agent.calibrate.calibration import TRIAL_CONTEXT
    from agent.calibrate.edit_trial import FormatTrial, edit_tasks, run_format
    from agent.config_files import load_user_config
    from agent.start.permission_choices import PermissionChoices
    from agent.start.session import open_model
    from agent.start.session_context import SessionContext
    from capabilities import Overrides

    context = SessionContext.read(workspace, load_user_config(), PermissionChoices(ask=False))
    provider, capability = open_model(parse_model_spec(model), context, Overrides(context=TRIAL_CONTEXT))
    mode = tool_mode or capability.tool_mode
    rows = []
    try:
        for fmt in formats:
            trial = FormatTrial(format=fmt)
            began = time.monotonic()
            run_format(provider, capability, trial, mode)
            rows.append(
                {
                    "model": model,
                    "format": fmt,
                    "tool_mode": mode,
                    "tasks": len(edit_tasks().tasks),
                    "landed": trial.landed,
                    "wrong": trial.wrong,
                    "untouched": trial.count("untouched"),
                    "off_format": trial.count("off_format"),
                    "land_rate": trial.landed / len(trial.outcomes),
                    "seconds": round(time.monotonic() - began, 1),
                    "outcomes": [outcome.model_dump() for outcome in trial.outcomes],
                }
            )
    finally:
        provider.close()
    return rows


def table(rows: list[dict]) -> str:
    lines = [
        f"{'MODEL':<10} {'FORMAT':<9} {'MODE':<8} {'LANDED':>7} {'RATE':>5} {'WRONG':>6} {'UNTOUCHED':>9} "
        f"{'OFF-FORMAT':>10} {'SECONDS':>8}"
    ]
    for row in rows:
        lines.append(
            f"{row['model']:<10} {row['format']:<9} {row['tool_mode']:<8} {row['landed']:>3}/{row['tasks']:<3} "
            f"{row['land_rate']:>5.0%} {row['wrong']:>6} {row['untouched']:>9} {row['off_format']:>10} "
            f"{row['seconds']:>8.0f}"
        )
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--models", nargs="+", default=["embedded", "smollm2"])
    parser.add_argument("--formats", nargs="+", default=["replace", "anchored", "whole"])
    parser.add_argument("--tool-mode", choices=["text", "grammar", "native"], default=None)
    parser.add_argument("--json", action="store_true", help="print the rows as one JSON list")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="bench-edit-formats-") as home:
        os.environ["AGENT_HOME"] = home  # no user's models.toml, sessions or states: the shipped capability
        rows = []
        for model in args.models:
            rows += measure(model, args.formats, args.tool_mode, Path(home))
    print(json.dumps(rows, indent=2) if args.json else table(rows))


if __name__ == "__main__":
    main()
