"""Warm resume through the real `llama-server` started with `--slot-save-path`: `agent run --continue` in a new
process, against a newly started server (so the cache can only come from the slot file), restores the session's
slot and the server evaluates only what the continue added; a damaged slot file is a note and a full read.

The embedded model is Gemma 3, whose sliding-window cache llama-server reuses only with `--swa-full`."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests import extras
from tests.agent.providers.llama_server import ALIAS, start_llama_server

pytestmark = [pytest.mark.slow, extras.LLAMA_SERVER]

N_CTX = 4096


def agent(task_args: list[str], workspace: Path, base_url: str) -> subprocess.CompletedProcess[str]:
    """`agent run ... --json` in its own process, one turn (how far the 270M model gets is not the point)."""
    return subprocess.run(
        [sys.executable, "-m", "agent", "run", *task_args, "--model", f"openai/{ALIAS}", "--max-turns", "1", "--json"],
        cwd=workspace,
        capture_output=True,
        text=True,
        env={**os.environ, "OPENAI_BASE_URL": base_url},
        timeout=600,
    )


def server_run(tmp_path: Path, workspace: Path, name: str, task_args: list[str]) -> subprocess.CompletedProcess[str]:
    """`agent` against a llama-server started for this run alone, its slot files in tmp_path/slots."""
    slots = tmp_path / "slots"
    slots.mkdir(exist_ok=True)
    server = start_llama_server(tmp_path / f"{name}.log", N_CTX, "--slot-save-path", str(slots), "--swa-full")
    try:
        return agent(task_args, workspace, server.base_url)
    finally:
        server.stop()


def finished(done: subprocess.CompletedProcess[str]) -> dict:
    assert done.returncode in (0, 3), done.stderr  # 3: the one turn was used up, as asked
    return json.loads(done.stdout)


def first_turn_of_last_run(payload: dict) -> dict:
    """The usage of the first turn after the transcript's last start or resume."""
    events = [json.loads(line) for line in Path(payload["transcript"]).read_text().splitlines()]
    last_start = max(i for i, event in enumerate(events) if event["event"] in ("session_start", "resume"))
    return next(
        event for event in events[last_start:] if event["event"] == "usage" and event.get("purpose", "turn") == "turn"
    )


def test_continue_restores_the_slot_file_and_a_removed_file_is_a_full_read(tmp_path, workspace):
    slots = tmp_path / "slots"

    def run(name: str, task_args: list[str]) -> dict:
        return finished(server_run(tmp_path, workspace, name, task_args))

    first = run("first", ["What does hello.py print?"])
    session = Path(first["transcript"]).stem
    (saved,) = slots.glob("agent-*.bin")
    assert saved.name.startswith(f"agent-{session}-")
    before = first_turn_of_last_run(first)
    assert before["prompt_tokens_evaluated"] == before["prompt_tokens"]  # a new session: all of it is read

    again = run("second", ["--continue", "And in French?"])
    assert again["transcript"] == first["transcript"]
    after = first_turn_of_last_run(again)
    restored, evaluated = after["prompt_tokens_restored"], after["prompt_tokens_evaluated"]
    print(
        f"first run: {before['prompt_tokens']} prompt tokens evaluated; continue: {after['prompt_tokens']} "
        f"prompt tokens, {restored} restored from the slot file, {evaluated} evaluated"
    )
    # Nearly all the earlier prompt came from the file (the server reuses up to where the new prompt's tokens
    # first differ from the cached ones, a few tokens before the end of the earlier prompt here) ...
    assert restored > 0.9 * before["prompt_tokens"]
    assert evaluated == after["prompt_tokens"] - restored  # ... and only the rest was evaluated
    assert evaluated < after["prompt_tokens"] / 5
    assert again["prompt_tokens_restored"] == restored
    assert "model_state_note" not in after or after["model_state_note"] is None

    # Removed: the server refuses the restore.
    (saved,) = slots.glob("agent-*.bin")
    saved.unlink()
    damaged = run("third", ["--continue", "Once more?"])
    fallback = first_turn_of_last_run(damaged)
    assert "not restored (HTTP 400" in fallback["model_state_note"], fallback
    assert fallback["model_state_note"].endswith("the prompt was read in full")
    assert not fallback.get("prompt_tokens_restored")
    assert fallback["prompt_tokens_evaluated"] == fallback["prompt_tokens"]


def test_a_truncated_slot_file_that_aborts_the_server_is_one_line_then_a_full_read(tmp_path, workspace):
    slots = tmp_path / "slots"

    def run(name: str, task_args: list[str]) -> subprocess.CompletedProcess[str]:
        return server_run(tmp_path, workspace, name, task_args)

    first = run("first", ["What does hello.py print?"])
    (saved,) = slots.glob("agent-*.bin")
    saved.write_bytes(saved.read_bytes()[: saved.stat().st_size // 2])  # this build aborts on it
    crashed = run("second", ["--continue", "And in French?"])
    assert crashed.returncode == 4, crashed.stderr
    assert "stopped while it restored this session's saved slot" in crashed.stderr
    assert "Traceback" not in crashed.stderr

    again = finished(run("third", ["--continue", "Once more?"]))
    fallback = first_turn_of_last_run(again)
    assert "its last restore never finished" in fallback["model_state_note"]
    assert fallback["prompt_tokens_evaluated"] == fallback["prompt_tokens"]
    assert json.loads(first.stdout)["transcript"] == again["transcript"]
