"""`agent calibrate` on the real offline models, on this machine: what each measures and how long it takes
(issue 29: the calibration table of docs/models-toml-and-calibrate.md comes from this script's output).

Each model is calibrated in a new process with a temporary AGENT_HOME (`--dry-run`: nothing is written into a
models.toml), and the script prints one row per model: the tool mode that won and its trial rates, the
window verdict with each length's accuracy, the speeds at the shortest length, and the wall time.

Run: python bench/bench_calibrate.py [--models embedded smollm2] [--max-window 4096] [--samples 9]
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time


def calibrate(model: str, max_window: int, samples: int, budget: str | None) -> tuple[dict, float]:
    with tempfile.TemporaryDirectory(prefix="bench-calibrate-") as home:
        command = [sys.executable, "-m", "agent", "calibrate", model, "--dry-run", "--json"]
        command += ["--max-window", str(max_window), "--samples", str(samples)]
        if budget:
            command += ["--budget", budget]
        began = time.monotonic()
        done = subprocess.run(
            command, capture_output=True, text=True, env={**os.environ, "AGENT_HOME": home}, cwd=home, check=False
        )
        wall = time.monotonic() - began
    if done.returncode != 0:
        raise SystemExit(f"agent calibrate {model} exited {done.returncode}: {done.stderr.strip()[-500:]}")
    return json.loads(done.stdout), wall


def row(data: dict, wall: float) -> str:
    trials = ", ".join(
        f"{t['mode']} {t['well_formed']:.0%} well-formed / {t['correct']:.0%} correct"
        f" / {t['unasked_calls']:.0%} unasked"
        for t in data["tool_trials"]
    )
    window = data["window"]
    steps = ", ".join(f"{s['length']}: {s['accuracy']:.0%} ({s['samples']})" for s in data["steps"])
    speed = "-"
    if data["steps"]:
        first = data["steps"][0]
        speed = f"prompt {first['prompt_tps'] or 0:.0f} tok/s, generation {first['generation_tps'] or 0:.0f} tok/s"
        speed += f", first token {first['time_to_first_token_s'] or 0:.1f} s at {first['length']}"
    verdict = window["effective"] if window["effective"] is not None else f"none ({window['note']})"
    return (
        f"{data['model']}: tool mode {data['tool_mode'] or 'none correct'} [{trials}]; window {verdict} "
        f"[{steps}]; {speed}; {wall:.0f} s wall ({data['measured_on']})"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--models", nargs="+", default=["embedded", "smollm2"])
    parser.add_argument("--max-window", type=int, default=4096)
    parser.add_argument("--samples", type=int, default=9)
    parser.add_argument("--budget", default=None, help="passed on to agent calibrate (e.g. 20m)")
    args = parser.parse_args()
    print(f"cores: {os.cpu_count()}, load average {os.getloadavg()[0]:.1f} at start")
    for model in args.models:
        data, wall = calibrate(model, args.max_window, args.samples, args.budget)
        print(row(data, wall), flush=True)
        print(json.dumps(data), file=sys.stderr)


if __name__ == "__main__":
    main()
