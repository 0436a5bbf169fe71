"""agent calibrate with scripted reader models (agent/providers/scripted_reader.py): the window found within one
step of the length the model really keeps, text mode for a model whose native calls never work, the entry written
for `agent caps` and the next run, and a Ctrl-C that leaves the user's models.toml as it was."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from agent.backends.model_spec import parse_model_spec
from agent.calibrate.calibration import CalibrationOptions, calibrate
from agent.calibrate.tool_trial import best_mode, trial_set
from agent.calibrate.window_search import judge, window_steps
from tests.conftest import default_stop_signals

pytestmark = pytest.mark.slow

USER_FILE = '# my models, with my comments\n[models."llama3"]  # mine\ncontext_effective = 9000  # my pick\n'


def reader_script(path: Path, correct_below: int, native: str = "right", noise: float = 0.1, delay_s: float = 0.0):
    right = [
        {"prompt": p.text, "tool_calls": [{"name": c.tool, "arguments": c.arguments} for c in p.calls]}
        for p in trial_set().prompts
    ]
    calls = {"text": right, "grammar": [], "native": right if native == "right" else "malformed"}
    reader = {"correct_below": correct_below, "noise": noise, "seed": 7, "delay_s": delay_s, "calls": calls}
    path.write_text(json.dumps({"reader": reader}) + "\n")
    return path


def agent(*args: str, home: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "AGENT_HOME": str(home)}
    env.pop("AGENT_MODEL", None)
    return subprocess.run(
        [sys.executable, "-m", "agent", *args], env=env, capture_output=True, text=True, timeout=300, check=False
    )


@pytest.mark.parametrize("correct_below", [2500, 6000, 20000])
def test_the_window_found_is_within_one_step_of_where_the_model_stops_answering(tmp_path, agent_home, correct_below):
    (agent_home / "models.toml").write_text('[models."script"]\ncontext_advertised = 65536\n')
    script = reader_script(tmp_path / "reader.jsonl", correct_below)
    options = CalibrationOptions(spec=parse_model_spec(f"script:{script}"), workspace=tmp_path)
    results, _ = calibrate(options, terminal=False)
    verdict = judge(results.steps, results.settings.margin, results.settings.limit)
    assert results.finished and verdict.concluded
    steps = window_steps(65536)
    below = max(step for step in steps if step < correct_below)  # the last step whose prompts all fit below it
    assert verdict.effective == below
    assert correct_below / 2 < verdict.effective < correct_below  # within one (doubling) step
    step = next(step for step in results.steps if step.length == verdict.effective)
    assert step.interval[0] < step.accuracy <= step.interval[1]
    assert len(results.steps) <= steps.index(below) + 3  # stopped once two steps failed


def test_lengths_the_shortest_probe_does_not_fit_are_skipped_not_mislabelled(tmp_path, agent_home):
    # The agent's prompt, tools and two file reads come to ~1,000 tokens: a "1K" step would ask more than 1K. A
    # model that answers only below 1,500 tokens has no window the agent's own conversations fit in.
    (agent_home / "models.toml").write_text('[models."script"]\ncontext_advertised = 65536\n')
    script = reader_script(tmp_path / "reader.jsonl", 1500, noise=0.0)
    options = CalibrationOptions(spec=parse_model_spec(f"script:{script}"), workspace=tmp_path)
    results, _ = calibrate(options, terminal=False)
    assert results.steps[0].length == 2048
    assert all(step.length >= max(step.prompt_tokens) for step in results.steps), "each length holds its prompts"
    verdict = judge(results.steps, results.settings.margin, results.settings.limit)
    assert verdict.effective is None and "2048" in verdict.note


def test_a_model_whose_native_calls_never_work_gets_text_mode(tmp_path):
    script = reader_script(tmp_path / "reader.jsonl", 3000, native="malformed")
    options = CalibrationOptions(spec=parse_model_spec(f"script:{script}"), workspace=tmp_path, max_window=2048)
    results, _ = calibrate(options, terminal=False)
    native = next(trial for trial in results.tool_trials if trial.mode == "native")
    assert native.correct_rate == 0 and native.unasked_call_rate == 1
    assert best_mode(results.tool_trials) == "text"
    assert results.window_mode == "text"


def test_the_measured_values_go_into_the_users_file_and_caps_and_the_next_run_use_them(tmp_path, agent_home):
    models = agent_home / "models.toml"
    models.write_text(USER_FILE)
    script = reader_script(tmp_path / "reader.jsonl", 3000, native="malformed")
    done = agent("calibrate", f"script:{script}", "--json", "-w", str(tmp_path), home=agent_home)
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    assert report["written"] == {"tool_mode": "text", "context_effective": 2048}
    text = models.read_text()
    assert text.startswith(USER_FILE)  # the user's lines and comments stay
    assert "# measured " in text and "by agent calibrate on scripted" in text

    caps = agent("caps", f"script:{script}", home=agent_home)
    assert caps.returncode == 0, caps.stderr
    rows = {line.split()[0]: line for line in caps.stdout.splitlines()[1:]}
    today = time.strftime("%Y-%m-%d")
    assert f"2048                   measured {today} (" in rows["context_effective"]
    assert f"measured {today} (" in rows["tool_mode"]

    run = agent("run", "Say done", "-w", str(tmp_path), "--model", f"script:{script}", "--json", home=agent_home)
    assert run.returncode == 0, run.stderr
    result = json.loads(run.stdout)
    assert (result["context_effective"], result["compaction_at"]) == (2048, 1638)


def test_a_budget_stops_within_it_keeps_what_was_measured_and_writes_nothing_unconcluded(tmp_path, agent_home):
    models = agent_home / "models.toml"
    models.write_text(USER_FILE)
    script = reader_script(tmp_path / "reader.jsonl", 3000, delay_s=0.3)
    done = agent("calibrate", f"script:{script}", "--json", "--budget", "1.5s", "-w", str(tmp_path), home=agent_home)
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    assert report["stopped_by_budget"] and not report["finished"]
    assert report["elapsed_s"] <= 1.5  # the model's opening counts; no request is begun that would end past it
    [trial] = report["tool_trials"]
    assert trial["mode"] == "native" and 1 <= trial["prompts"] < len(trial_set().prompts)  # the part it had time for
    assert report["tool_mode"] is None  # a trial cut short chooses nothing
    assert report["written"] == {} and models.read_text() == USER_FILE
    again = agent("calibrate", f"script:{script}", "--json", "--budget", "1.5s", "-w", str(tmp_path), home=agent_home)
    report = json.loads(again.stdout)
    assert report["tool_trials"][0]["prompts"] > trial["prompts"], "the next run goes on from where this one stopped"
    assert report["elapsed_s"] <= 3.0


def test_runs_cut_short_by_a_budget_add_up_to_the_measurement_of_one_whole_run(tmp_path, agent_home):
    (agent_home / "models.toml").write_text('[models."script"]\ncontext_advertised = 16384\n')
    script = reader_script(tmp_path / "reader.jsonl", 6000, delay_s=0.05)
    spec = parse_model_spec(f"script:{script}")
    runs = []
    while not runs or not runs[-1].finished:
        results, path = calibrate(CalibrationOptions(spec=spec, workspace=tmp_path, budget_s=0.8), terminal=False)
        runs.append(results)
        assert len(runs) < 40, "each run must add something"
    assert sum(run.stopped_by_budget for run in runs) >= 3  # cut mid-trial, mid-edits and mid-window
    assert any(run.pending_step is not None for run in runs), "a window step was cut between its samples"
    path.unlink()
    whole, _ = calibrate(CalibrationOptions(spec=spec, workspace=tmp_path), terminal=False)
    pieces = runs[-1]
    assert [(s.length, s.correct, s.samples) for s in pieces.steps] == [
        (s.length, s.correct, s.samples) for s in whole.steps
    ]
    assert [(t.mode, t.outcomes) for t in pieces.tool_trials] == [(t.mode, t.outcomes) for t in whole.tool_trials]


def test_ctrl_c_mid_run_leaves_the_users_models_toml_byte_for_byte_and_the_next_run_goes_on(tmp_path, agent_home):
    models = agent_home / "models.toml"
    models.write_bytes(USER_FILE.encode())
    script = reader_script(tmp_path / "reader.jsonl", 3000, delay_s=0.1)
    env = {**os.environ, "AGENT_HOME": str(agent_home)}
    command = [sys.executable, "-m", "agent", "calibrate", f"script:{script}", "-w", str(tmp_path)]
    process = subprocess.Popen(
        command, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, preexec_fn=default_stop_signals
    )
    results_dir = agent_home / "calibrations"
    deadline = time.monotonic() + 120
    while not (results_dir.is_dir() and any(results_dir.glob("*.json"))) and time.monotonic() < deadline:
        time.sleep(0.05)  # the first step is saved: the run is under way
    process.send_signal(signal.SIGINT)
    _, stderr = process.communicate(timeout=60)
    assert process.returncode == 130, stderr
    assert "nothing written" in stderr
    assert models.read_bytes() == USER_FILE.encode()
    assert not [p for p in agent_home.iterdir() if p.name.startswith(".models.toml")]  # no temp file left

    again = agent("calibrate", f"script:{script}", "--json", "-w", str(tmp_path), home=agent_home)
    assert again.returncode == 0, again.stderr
    assert "going on from" in again.stderr
    assert json.loads(again.stdout)["written"]["context_effective"] == 2048
