"""agent calibrate's edit trial (agent/calibrate/edit_trial.py): each edit format's tasks run through the agent's own
loop with a scripted model; the format that lands the most edits wins, is reported with its counts and written into
the user's models.toml as measured; a trial cut short, or one where nothing landed, writes nothing; and the real
embedded model goes through the whole trial."""

from __future__ import annotations

import datetime
import json
import os
import subprocess
import sys
import time
import tomllib
from collections.abc import Iterator
from pathlib import Path

import pytest

from agent.backends.model_spec import parse_model_spec
from agent.calibrate.calibration import Budget
from agent.calibrate.calibration_results import CalibrationResults, CalibrationSettings
from agent.calibrate.edit_trial import (
    EditOutcome,
    FormatTrial,
    best_format,
    concluded_format,
    edit_tasks,
    grade,
    run_format,
)
from agent.calibrate.registry_entry import write_entry
from agent.calibrate.tool_trial import offered_modes, trial_set
from agent.config_files import load_user_config
from agent.start.permission_choices import PermissionChoices
from agent.start.session import open_model
from agent.start.session_context import SessionContext
from capabilities import EDIT_FORMATS, Overrides

USER_FILE = '# my models\n[models."script"]  # mine\nedit_format = "replace"  # my pick\n'
TASKS = edit_tasks().tasks


def agent(*args: str, home: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "AGENT_HOME": str(home)}
    env.pop("AGENT_MODEL", None)
    return subprocess.run(
        [sys.executable, "-m", "agent", *args], env=env, capture_output=True, text=True, timeout=300, check=False
    )


def line(content: str = "", *calls: tuple[str, dict[str, object]]) -> str:
    turn: dict[str, object] = {"content": content} if content else {}
    if calls:
        turn["tool_calls"] = [{"name": name, "arguments": arguments} for name, arguments in calls]
    return json.dumps(turn)


def edit_lines_of(fmt: str) -> list[str]:
    """One format's turns, task by task: replace makes a wrong edit that applies (a blank line added), anchored
    answers without touching the file, whole writes the expected file."""
    lines = []
    for task in TASKS:
        if fmt == "replace":
            first = task.text.splitlines()[0]
            lines += [
                line("", ("read", {"path": task.path})),
                line("", ("edit", {"path": task.path, "old_text": first, "new_text": first + "\n"})),
                line("Done."),
            ]
        elif fmt == "anchored":
            lines += [line("I would rather not edit that.")]
        else:
            lines += [
                line("", ("read", {"path": task.path})),
                line("", ("write", {"path": task.path, "content": task.expected})),
                line("Done."),
            ]
    return lines


def calibration_script(path: Path) -> Path:
    """A turn-by-turn script for a whole `agent calibrate --max-window 2048`: the tool trial's prompts (answered
    without a call), the edit trial in EDIT_FORMATS order, then plain answers for the window probes."""
    tool_prompts = len(offered_modes(in_process=False)) * len(trial_set().prompts)
    lines = [line("No call.")] * tool_prompts
    for fmt in EDIT_FORMATS:
        lines += edit_lines_of(fmt)
    lines += [line("I do not remember those values.")] * 40  # the shortest probe's count and the samples
    path.write_text("\n".join(lines) + "\n")
    return path


@pytest.mark.slow
def test_the_format_that_lands_wins_and_is_written_as_measured_with_its_counts_in_the_report(tmp_path, agent_home):
    models = agent_home / "models.toml"
    models.write_text(USER_FILE)
    script = calibration_script(tmp_path / "turns.jsonl")
    workspace = tmp_path / "project"
    workspace.mkdir()
    done = agent(
        "calibrate", f"script:{script}", "--json", "--max-window", "2048", "-w", str(workspace), home=agent_home
    )
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    counts = {trial["format"]: trial for trial in report["edit_trials"]}
    assert list(counts) == list(EDIT_FORMATS)
    assert counts["whole"]["landed"] == len(TASKS) and counts["whole"]["wrong"] == 0
    assert counts["replace"]["landed"] == 0 and counts["replace"]["wrong"] == len(TASKS)
    assert counts["anchored"]["landed"] == 0 and counts["anchored"]["untouched"] == len(TASKS)
    assert report["edit_format"] == "whole" and report["written"]["edit_format"] == "whole"
    assert not list(workspace.iterdir()), "the tasks ran in workspaces of their own"

    entry = tomllib.loads(models.read_text())["models"]["script"]
    assert entry["edit_format"] == "whole" and entry["measured"]["edit_format"] == datetime.date.today()
    assert "edits landed, 0 wrong (others: replace 0, anchored 0)" in models.read_text()
    caps = agent("caps", f"script:{script}", home=agent_home)
    assert caps.returncode == 0, caps.stderr
    row = next(row for row in caps.stdout.splitlines() if row.split()[:1] == ["edit_format"])
    assert "whole" in row and f"measured {time.strftime('%Y-%m-%d')} (" in row

    table = agent(
        "calibrate", f"script:{script}", "--dry-run", "--max-window", "2048", "-w", str(workspace), home=agent_home
    )
    assert table.returncode == 0, table.stderr
    rows = {text.split()[0]: text.split() for text in table.stdout.splitlines() if text.split()}
    assert rows["whole"][1:3] == [f"{len(TASKS)}/{len(TASKS)}", "0"]
    assert rows["replace"][1:3] == [f"0/{len(TASKS)}", str(len(TASKS))]
    assert "best edit format: whole" in table.stdout


def scripted_trials(tmp_path: Path, lines_by_format: dict[str, list[str]]) -> list[FormatTrial]:
    """Each format's tasks through the agent's loop, one script holding every format's turns in EDIT_FORMATS order."""
    script = tmp_path / "edits.jsonl"
    script.write_text("\n".join(text for fmt in EDIT_FORMATS for text in lines_by_format[fmt]) + "\n")
    provider, capability = open_model(
        parse_model_spec(f"script:{script}"),
        SessionContext.read(tmp_path, load_user_config(), PermissionChoices()),
        Overrides(),
    )
    trials = [FormatTrial(format=fmt) for fmt in EDIT_FORMATS]
    for trial in trials:
        assert run_format(provider, capability, trial, "native")
    return trials


@pytest.mark.slow
def test_an_edit_with_a_tool_the_format_does_not_offer_does_not_count_as_landed(tmp_path):
    # The replace format's `edit` called in every format: it lands only where it is offered.
    right = []
    for task in TASKS:
        edit = {"path": task.path, "old_text": task.text, "new_text": task.expected}
        right += [line("", ("read", {"path": task.path})), line("", ("edit", edit)), line("Done.")]
    trials = scripted_trials(tmp_path, dict.fromkeys(EDIT_FORMATS, right))
    landed = {trial.format: trial.landed for trial in trials}
    assert landed == {"replace": len(TASKS), "anchored": 0, "whole": 0}
    assert all(o.result == "off_format" for trial in trials if trial.format != "replace" for o in trial.outcomes)
    assert best_format(trials, "whole") == "replace"


def outcomes(landed: int, total: int = len(TASKS)) -> list[EditOutcome]:
    return [
        EditOutcome(task=task.name, result="landed" if number < landed else "wrong", turns=3, status="finished")
        for number, task in enumerate(TASKS[:total])
    ]


def test_a_tie_goes_to_the_format_in_use_else_replace_and_no_landing_concludes_nothing():
    tied = [FormatTrial(format="replace", outcomes=outcomes(2)), FormatTrial(format="anchored", outcomes=outcomes(2))]
    tied.append(FormatTrial(format="whole", outcomes=outcomes(1)))
    assert best_format(tied, "anchored") == "anchored"
    assert best_format(tied, "whole") == "replace"
    assert best_format([FormatTrial(format=fmt, outcomes=outcomes(0)) for fmt in EDIT_FORMATS], "replace") is None
    cut_short = [*tied[:2], FormatTrial(format="whole", outcomes=outcomes(1, total=len(TASKS) - 1))]
    assert best_format(cut_short, "replace") == "replace" and concluded_format(cut_short, "replace") is None


def test_a_trial_cut_short_writes_no_edit_format(tmp_path):
    results = CalibrationResults(
        model="script:x",
        registry_id="script",
        prefix="script",
        backend="scripted",
        measured_on="scripted",
        settings=CalibrationSettings(samples=3, margin=0.15, limit=2048),
        started=datetime.datetime.now(datetime.UTC),
        edit_trials=[FormatTrial(format="replace", outcomes=outcomes(3))],
        edit_cut_short=True,
    )
    assert write_entry(results, tmp_path / "models.toml", datetime.date.today()) == {}
    results.edit_trials = [FormatTrial(format=fmt, outcomes=outcomes(3)) for fmt in EDIT_FORMATS]
    assert write_entry(results, tmp_path / "models.toml", datetime.date.today()) == {"edit_format": "replace"}


def test_the_grade_reads_the_file_the_loop_left():
    task = TASKS[0]
    assert grade(task, task.expected.replace("\n", "  \r\n") + "\n\n") == "landed"
    assert grade(task, task.text) == "untouched"
    assert grade(task, task.expected.replace("45", "46")) == "wrong"
    assert grade(task, task.expected, off_format=True) == "off_format"


def test_the_edit_trial_stops_at_its_share_of_the_budget_not_the_whole():
    whole = Budget(100.0)
    part = whole.share(0.3)
    assert part.deadline is not None and whole.deadline is not None
    assert part.deadline <= whole.deadline - 60
    assert Budget(None).share(0.3).deadline is None
    assert not Budget(None).share(0.3).spent()


@pytest.mark.slow
def test_the_embedded_model_goes_through_every_format_and_a_concluded_format_is_valid(tmp_path, agent_home):
    pytest.importorskip("llama_cpp")
    provider, capability = open_model(
        parse_model_spec("embedded"),
        SessionContext.read(tmp_path, load_user_config(), PermissionChoices()),
        Overrides(context=4096),
    )
    try:
        trials = [FormatTrial(format=fmt) for fmt in EDIT_FORMATS]
        for trial in trials:
            assert run_format(provider, capability, trial, capability.tool_mode)
    finally:
        provider.close()
    assert all(len(trial.outcomes) == len(TASKS) for trial in trials)
    results = CalibrationResults(
        model="embedded",
        registry_id="embedded",
        prefix="gemma3",
        backend="embedded",
        measured_on="in-process",
        settings=CalibrationSettings(samples=3, margin=0.15, limit=2048),
        started=datetime.datetime.now(datetime.UTC),
        edit_trials=trials,
    )
    written = write_entry(results, agent_home / "models.toml", datetime.date.today())
    if best_format(trials, capability.edit_format) is None:  # a 270M model may land nothing: nothing is written
        assert written == {}
    else:
        assert written["edit_format"] in EDIT_FORMATS
        entry = tomllib.loads((agent_home / "models.toml").read_text())["models"]["gemma3"]
        assert entry["measured"]["edit_format"] == datetime.date.today()


def test_ctrl_c_in_a_task_stops_the_trial_instead_of_counting_as_an_outcome(tmp_path):
    script = tmp_path / "edits.jsonl"
    script.write_text(line("Done.") + "\n")
    provider, capability = open_model(
        parse_model_spec(f"script:{script}"),
        SessionContext.read(tmp_path, load_user_config(), PermissionChoices()),
        Overrides(),
    )

    def interrupted(request: object) -> Iterator[object]:
        raise KeyboardInterrupt
        yield

    provider.stream = interrupted  # type: ignore[method-assign]
    trial = FormatTrial(format="replace")
    with pytest.raises(KeyboardInterrupt):
        run_format(provider, capability, trial, "native")
    assert trial.outcomes == []
