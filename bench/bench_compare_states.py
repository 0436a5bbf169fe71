"""Saved model states in `agent compare` (issue 31): a compare run of built-in tasks with two tries each on the
in-process model, and how much prompt it spent evaluating: prompt tokens evaluated, restored from a saved state,
and the summed time to first token of every reply (where a CPU spends its prompt evaluation).

Four runs, each in a temporary AGENT_HOME:
  states off     AGENT_MODEL_STATE_MB=0: every process reads its whole first prompt, as before saved states
  first ever     saved states on, in a home where the model never ran
  after a run    saved states on, in a home where one `agent run` of the same model ran before (as after the
                 README's first command), in another workspace
  next compare   the same comparison again in the home of "after a run", as a user's next compare would be

A comparison's tries share one loaded model, whose cache already holds the system prompt and tool definitions
after the first reply; so what saved states can spare is the first prompt of each process, and, for "next
compare", each task's first prompt. The replies are compared too: the model evaluates its system prefix as a
batch of its own in every run, so a restored prefix gives the same replies, and only the tokens evaluated and
the time differ. AGENT_THREADS is fixed for all four runs (--threads), since the thread count may change
the last bits of a sum.

Run: python bench/bench_compare_states.py [--model embedded] [--tasks 5] [--tries 2] [--threads N]
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

TASKS = ["edit-constant", "edit-greeting", "fix-mean", "question-default-port", "add-parameter"]
EARLIER_RUN = "Read notes.txt and say in one sentence what it is about."


def transcript_events(transcript: Path) -> list[dict]:
    return [json.loads(line) for line in transcript.read_text().splitlines() if line.strip()]


def compare(model: str, tasks: list[str], tries: int, env: dict[str, str], home: Path) -> dict[str, float | str]:
    out = home / f"results-{time.monotonic_ns()}"
    command = [sys.executable, "-m", "agent", "compare", "--suite", "builtin", "--only", ",".join(tasks)]
    command += ["-m", model, "--tries", str(tries), "--max-turns", "6", "--out", str(out), "--json"]
    began = time.monotonic()
    done = subprocess.run(command, capture_output=True, text=True, env=env, cwd=home, check=False)
    wall = time.monotonic() - began
    if done.returncode != 0 or not done.stdout.strip():
        raise SystemExit(f"agent compare exited {done.returncode}: {done.stderr.strip()[-500:]}")
    rows = json.loads(done.stdout)["runs"]
    # The tries of one task continue one transcript: its usage events, split by each try's turns.
    by_transcript: dict[str, list[dict]] = {}
    for row in rows:
        if row["transcript"]:
            by_transcript.setdefault(row["transcript"], []).append(row)
    usages, first_evaluated, replies = [], 0, []
    for path, its_rows in by_transcript.items():
        events = transcript_events(Path(path))
        used = [event for event in events if event.get("event") == "usage"]
        usages += used
        start = 0
        for row in sorted(its_rows, key=lambda row: row["attempt"]):
            if start < len(used):
                first_evaluated += used[start].get("prompt_tokens_evaluated") or 0
            start += row.get("turns") or 0
        replies += [
            json.dumps(event["message"], sort_keys=True)
            for event in events
            if event.get("event") == "message" and event["message"].get("role") == "assistant"
        ]
    return {
        "tries": len(rows),
        "replies": len(usages),
        "prompt_tokens": sum(u.get("prompt_tokens") or 0 for u in usages),
        "evaluated": sum(u.get("prompt_tokens_evaluated") or 0 for u in usages),
        "restored": sum(u.get("prompt_tokens_restored") or 0 for u in usages),
        "first_evaluated": first_evaluated,
        "first_token_s": sum(u.get("time_to_first_token_s") or 0.0 for u in usages),
        "wall_s": wall,
        "replies_digest": hashlib.sha256("\n".join(sorted(replies)).encode()).hexdigest()[:12],
    }


def earlier_run(model: str, env: dict[str, str], home: Path) -> None:
    """One `agent run` of the model in a workspace of its own, as a user's first task would be."""
    workspace = home / "earlier-workspace"
    workspace.mkdir()
    (workspace / "notes.txt").write_text("Shopping list: apples, bread, coffee.\n")
    command = [sys.executable, "-m", "agent", "run", "-m", model, "--max-turns", "2", EARLIER_RUN]
    subprocess.run(command, capture_output=True, text=True, env=env, cwd=workspace, check=False)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--model", default="embedded")
    parser.add_argument("--tasks", type=int, default=5, choices=range(1, len(TASKS) + 1))
    parser.add_argument("--tries", type=int, default=2)
    parser.add_argument("--threads", type=int, default=os.cpu_count() or 1)
    args = parser.parse_args()
    tasks = TASKS[: args.tasks]
    print(f"{args.model}: {len(tasks)} built-in tasks x {args.tries} tries, {args.threads} threads")
    with tempfile.TemporaryDirectory(prefix="bench-compare-states-") as scratch:
        homes = {name: Path(scratch) / name for name in ("off", "fresh", "used")}
        for home in homes.values():
            home.mkdir()

        def env(home: Path, states: bool) -> dict[str, str]:
            extra = {"AGENT_HOME": str(home), "AGENT_THREADS": str(args.threads)}
            return {**os.environ, **extra, **({} if states else {"AGENT_MODEL_STATE_MB": "0"})}

        earlier_run(args.model, env(homes["used"], True), homes["used"])
        runs = (
            ("states off", homes["off"], False),
            ("first ever", homes["fresh"], True),
            ("after a run", homes["used"], True),
            ("next compare", homes["used"], True),
        )
        baseline: dict[str, float | str] | None = None
        for label, home, states in runs:
            figures = compare(args.model, tasks, args.tries, env(home, states), home)
            baseline = baseline or figures
            show(label, figures, baseline)


def show(label: str, figures: dict[str, float | str], baseline: dict[str, float | str]) -> None:
    same = "same replies as states off" if figures["replies_digest"] == baseline["replies_digest"] else "other replies"
    print(
        f"{label:>12}: {figures['tries']} tries, {figures['replies']} replies ({same}), "
        f"{figures['prompt_tokens']} prompt tokens: {figures['evaluated']} evaluated, "
        f"{figures['restored']} restored ({figures['first_evaluated']} evaluated for tries' first replies); "
        f"time to first token summed {figures['first_token_s']:.2f} s; wall {figures['wall_s']:.0f} s",
        flush=True,
    )


if __name__ == "__main__":
    main()
