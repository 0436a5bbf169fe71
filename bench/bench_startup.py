"""Start-up time of the `agent` command: `--help`, `--version`, a light command, and `agent run` up to
its first model request (a scripted model, so no weights load and the model costs nothing).

    python bench/bench_startup.py [--repeat N] [--json]

Prints the median and best wall time of each over N runs, and for `agent run` the time Python spends
importing modules (from `-X importtime`, the child's top-level imports summed) with the five slowest
top-level imports. Targets (issue 44): `agent --help` and `agent --version` under 100 ms, a scripted one-turn
`agent run` under 700 ms, on a quiet core.

Python runs with its bytecode cache, as an installed agent does (pip compiles it at install): a
PYTHONDONTWRITEBYTECODE in the environment is left out, and one untimed run of each command writes the cache
first, so no figure pays for compiling the agent's modules from source.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

TARGET_MS = 100.0  # --help and --version
RUN_TARGET_MS = 700.0  # the scripted one-turn run


def agent_command() -> list[str]:
    """The installed console script next to this Python (not a version manager's shim, which adds its own
    start-up), else `python -m agent`."""
    script = Path(sys.executable).parent / "agent"
    return [str(script)] if script.is_file() else [sys.executable, "-m", "agent"]


def wall_times(command: list[str], repeat: int, env: dict[str, str], cwd: Path) -> list[float]:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        subprocess.run(command, env=env, cwd=cwd, capture_output=True, check=True, timeout=120)
        times.append(time.perf_counter() - start)
    return times


def import_profile(command: list[str], env: dict[str, str], cwd: Path) -> tuple[float, list[tuple[float, str]]]:
    """Seconds spent in top-level imports of `python -X importtime` running `command` as the supervised child
    (AGENT_CRASH_LOG set, so it runs in this one process), and the slowest top-level imports."""
    child_env = {**env, "AGENT_CRASH_LOG": ""}
    done = subprocess.run(
        [sys.executable, "-X", "importtime", "-m", "agent", *command],
        env=child_env,
        cwd=cwd,
        capture_output=True,
        text=True,
        timeout=120,
    )
    top: list[tuple[float, str]] = []
    for line in done.stderr.splitlines():
        fields = line.removeprefix("import time:").split("|")
        if not line.startswith("import time:") or len(fields) != 3 or not fields[1].strip().isdigit():
            continue  # the header line, or another line on stderr
        # nested imports are indented below their importer: one space after the bar marks a top-level one
        if fields[2].startswith(" ") and not fields[2].startswith("  "):
            top.append((int(fields[1]) / 1e6, fields[2].strip()))
    return sum(seconds for seconds, _ in top), sorted(top, reverse=True)[:5]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=10)
    parser.add_argument("--json", action="store_true", help="also print one JSON object on the last line")
    args = parser.parse_args()
    agent = agent_command()
    with tempfile.TemporaryDirectory() as scratch:
        root = Path(scratch)
        env = {**os.environ, "AGENT_HOME": str(root / "home"), "NO_COLOR": "1"}
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        workspace = root / "ws"
        workspace.mkdir()
        script = root / "model.jsonl"
        script.write_text(json.dumps({"content": "done"}) + "\n")
        run_args = ["run", "say done", "--model", f"script:{script}", "-w", str(workspace)]
        cases = {
            "agent --help": ["--help"],
            "agent --version": ["--version"],
            "agent caps qwen2.5-coder": ["caps", "qwen2.5-coder"],
            "agent run (scripted, 1 turn)": run_args,
        }
        results: dict[str, dict[str, float]] = {}
        print(f"command: {' '.join(agent)}; {args.repeat} runs each; load average {os.getloadavg()[0]:.2f}")
        for command in cases.values():
            wall_times([*agent, *command], 1, env, workspace)  # writes the bytecode cache; not timed
        for label, command in cases.items():
            times = wall_times([*agent, *command], args.repeat, env, workspace)
            median, best = statistics.median(times) * 1e3, min(times) * 1e3
            results[label] = {"median_ms": round(median, 1), "best_ms": round(best, 1)}
            print(f"  {label:<32} median {median:7.1f} ms   best {best:7.1f} ms")
        imports, slowest = import_profile(run_args, env, workspace)
        print(f"agent run: {imports * 1e3:.0f} ms of top-level imports up to its first model request; slowest:")
        for seconds, name in slowest:
            print(f"  {seconds * 1e3:7.1f} ms  {name}")
    ok = all(results[label]["median_ms"] < TARGET_MS for label in ("agent --help", "agent --version"))
    print(f"target: --help and --version under {TARGET_MS:.0f} ms: {'met' if ok else 'not met'}")
    run_ok = results["agent run (scripted, 1 turn)"]["median_ms"] < RUN_TARGET_MS
    print(f"target: a scripted one-turn run under {RUN_TARGET_MS:.0f} ms: {'met' if run_ok else 'not met'}")
    ok = ok and run_ok
    if args.json:
        print(json.dumps({"startup": results, "run_import_ms": round(imports * 1e3, 1), "target_met": ok}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
