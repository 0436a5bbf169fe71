"""A session resumes warm: time to first token of `agent run --continue` in a new process, against a
warm turn of the process that built the session (issue 31; target: ratio <= 1.5), and the same
greedy output as a continue that reads the whole history again.

1. One process builds a session of ~6,000 tokens with the in-process model (a long task), then
   continues it once in the same process: that turn's time to first token is the warm figure.
2. `agent run --continue` in a new process, with the states the first one saved: the warm start.
3. The same continue from a copy of the same session with saved states off (AGENT_MODEL_STATE_MB=0):
   the cold start, whose reply must be the warm start's, token for token (temperature 0).

Run: python bench/bench_resume.py [--model embedded|llamacpp:PATH] [--tokens 6000]
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

GREEDY = "sampling = { temperature = 0.0 }\n"
FIRST_PROCESS = """
import sys
from agent.cli import main
model, ctx, task = sys.argv[1], sys.argv[2], sys.stdin.read()
common = ["--model", model, "--ctx", ctx, "--max-turns", "1", "--json"]
for args in (["run", task], ["run", "--continue", "Say it in one short sentence."]):
    try:
        main([*args, *common], standalone_mode=False)
    except SystemExit:
        pass
"""


def long_task(tokens: int) -> str:
    """A task that makes the first prompt about `tokens` tokens: a log to summarise (~20 tokens a line,
    after ~900 of system prompt and tool definitions)."""
    count = max(tokens - 900, 200) // 20
    lines = [f"{n:05d} worker-{n % 7} finished job {n * 37 % 1000} in {n % 90} ms" for n in range(count)]
    return "Here is a build log:\n" + "\n".join(lines) + "\nWhich worker appears most often? Answer briefly."


def usage_events(transcript: Path) -> list[dict]:
    events = [json.loads(line) for line in transcript.read_text().splitlines()]
    return [event for event in events if event["event"] == "usage"]


def replies(transcript: Path) -> list[dict]:
    events = [json.loads(line) for line in transcript.read_text().splitlines()]
    return [
        event["message"] for event in events if event["event"] == "message" and event["message"]["role"] == "assistant"
    ]


def run(command: list[str], home: Path, workspace: Path, stdin: str = "", **env: str) -> str:
    environment = {**os.environ, "AGENT_HOME": str(home), **env}
    done = subprocess.run(command, cwd=workspace, input=stdin, capture_output=True, text=True, env=environment)
    if done.returncode not in (0, 3):
        sys.exit(f"{' '.join(command[:4])} failed ({done.returncode}): {done.stderr[-2000:]}")
    return done.stdout


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--model", default="embedded")
    parser.add_argument("--tokens", type=int, default=6000)
    args = parser.parse_args()
    ctx = str(max(8192, args.tokens + 2048))
    with tempfile.TemporaryDirectory() as temporary:
        tmp = Path(temporary)
        home, workspace = tmp / "home", tmp / "workspace"
        home.mkdir()
        workspace.mkdir()
        (workspace / "README.md").write_text("A workspace for the resume benchmark.\n")
        stem = Path(args.model.removeprefix("llamacpp:")).stem
        (home / "models.toml").write_text(
            "".join(f'[models."{name}"]\n{GREEDY}' for name in dict.fromkeys(["gemma-3-270m", stem]))
        )
        run([sys.executable, "-c", FIRST_PROCESS, args.model, ctx], home, workspace, long_task(args.tokens))
        transcript = next((home / "sessions").glob("*.jsonl"))
        built = usage_events(transcript)
        cold_home = tmp / "cold-home"
        shutil.copytree(home, cold_home)
        continue_command = [sys.executable, "-m", "agent", "run", "--continue", "Now name the second most common."]
        continue_command += ["--model", args.model, "--ctx", ctx, "--max-turns", "1", "--json"]
        warm = json.loads(run(continue_command, home, workspace))
        cold = json.loads(run(continue_command, cold_home, workspace, AGENT_MODEL_STATE_MB="0"))
        warm_usage = usage_events(Path(warm["transcript"]))[-1]
        cold_usage = usage_events(Path(cold["transcript"]))[-1]
        same = replies(Path(warm["transcript"]))[-1] == replies(Path(cold["transcript"]))[-1]
        sizes = sum(path.stat().st_size for path in (home / "model_state").rglob("*.kv"))
    first, warm_turn = built[0], built[-1]
    ratio = warm_usage["time_to_first_token_s"] / warm_turn["time_to_first_token_s"]
    print(f"model {args.model}, session of {warm_usage['prompt_tokens']} prompt tokens, window {ctx}")
    print(f"  first process, cold first turn:  TTFT {first['time_to_first_token_s']:7.2f} s")
    print(f"  first process, warm turn:        TTFT {warm_turn['time_to_first_token_s']:7.2f} s")
    print(
        f"  new process, --continue, warm:   TTFT {warm_usage['time_to_first_token_s']:7.2f} s "
        f"({warm_usage.get('prompt_tokens_restored', 0)} restored, {warm_usage['prompt_tokens_evaluated']} evaluated)"
    )
    print(
        f"  new process, --continue, cold:   TTFT {cold_usage['time_to_first_token_s']:7.2f} s "
        f"({cold_usage['prompt_tokens_evaluated']} evaluated)"
    )
    print(f"  ratio warm continue / warm turn: {ratio:.2f} (target <= 1.5)")
    print(f"  same greedy reply as the cold continue: {same}; saved states on disk: {sizes / 2**20:.0f} MB")


if __name__ == "__main__":
    main()
