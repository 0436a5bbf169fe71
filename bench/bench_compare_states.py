"""Saved model states in `agent compare` (issue 31): a compare run of built-in tasks with two tries each on the
in-process model, once as shipped and once with saved states off (AGENT_MODEL_STATE_MB=0), and how much
prompt each spent evaluating: prompt tokens evaluated, restored from a saved state, and the summed time to
first token of every reply (where a CPU spends its prompt evaluation).

The two runs have their own temporary AGENT_HOME, so neither starts from states the other saved; a third run
repeats the shipped one in its AGENT_HOME, as a user's next compare of the same model would, and starts from the
states the first saved. "first replies" counts the prompt evaluated for each try's first reply, the part a saved
state of the shared prefix can spare; the rest is what each turn adds, which no cache holds beforehand.

Run: python bench/bench_compare_states.py [--model embedded] [--tasks 5] [--tries 2]
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

TASKS = ["edit-constant", "edit-greeting", "fix-mean", "question-default-port", "add-parameter"]


def usage_events(transcript: Path) -> list[dict]:
    events = [json.loads(line) for line in transcript.read_text().splitlines() if line.strip()]
    return [event for event in events if event.get("event") == "usage"]


def compare(model: str, tasks: list[str], tries: int, states: bool, home: str) -> dict[str, float]:
    env = {**os.environ, "AGENT_HOME": home}
    if not states:
        env["AGENT_MODEL_STATE_MB"] = "0"
    out = Path(home) / f"results-{time.monotonic_ns()}"
    command = [sys.executable, "-m", "agent", "compare", "--suite", "builtin", "--only", ",".join(tasks)]
    command += ["-m", model, "--tries", str(tries), "--max-turns", "6", "--out", str(out), "--json"]
    began = time.monotonic()
    done = subprocess.run(command, capture_output=True, text=True, env=env, cwd=home, check=False)
    wall = time.monotonic() - began
    if done.returncode != 0 or not done.stdout.strip():
        raise SystemExit(f"agent compare exited {done.returncode}: {done.stderr.strip()[-500:]}")
    rows = json.loads(done.stdout)["runs"]
    per_try = [usage_events(Path(row["transcript"])) for row in rows if row["transcript"]]
    usages = [usage for events in per_try for usage in events]
    return {
        "tries": len(rows),
        "replies": len(usages),
        "prompt_tokens": sum(u.get("prompt_tokens") or 0 for u in usages),
        "evaluated": sum(u.get("prompt_tokens_evaluated") or 0 for u in usages),
        "restored": sum(u.get("prompt_tokens_restored") or 0 for u in usages),
        "first_evaluated": sum(events[0].get("prompt_tokens_evaluated") or 0 for events in per_try if events),
        "first_token_s": sum(u.get("time_to_first_token_s") or 0.0 for u in usages),
        "wall_s": wall,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--model", default="embedded")
    parser.add_argument("--tasks", type=int, default=5, choices=range(1, len(TASKS) + 1))
    parser.add_argument("--tries", type=int, default=2)
    args = parser.parse_args()
    tasks = TASKS[: args.tasks]
    print(f"{args.model}: {len(tasks)} built-in tasks x {args.tries} tries, {os.cpu_count()} cores")
    with (
        tempfile.TemporaryDirectory(prefix="bench-compare-off-") as off,
        tempfile.TemporaryDirectory(prefix="bench-compare-on-") as on,
    ):
        for label, states, home in (("states off", False, off), ("as shipped", True, on), ("next run", True, on)):
            show(label, compare(args.model, tasks, args.tries, states, home))


def show(label: str, figures: dict[str, float]) -> None:
    print(
        f"{label:>10}: {figures['tries']:.0f} tries, {figures['replies']:.0f} replies, "
        f"{figures['prompt_tokens']:.0f} prompt tokens: {figures['evaluated']:.0f} evaluated, "
        f"{figures['restored']:.0f} restored ({figures['first_evaluated']:.0f} evaluated for first replies); "
        f"time to first token summed {figures['first_token_s']:.1f} s; "
        f"wall {figures['wall_s']:.0f} s",
        flush=True,
    )


if __name__ == "__main__":
    main()
