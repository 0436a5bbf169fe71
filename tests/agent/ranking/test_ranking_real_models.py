"""`agent models --rank` on every model the user has: the embedded model and SmolLM2 in-process (real, on this
machine's CPU) and two scripted Ollama-shaped models of known quality, found as `agent models` finds them. The
scripted ones are ranked as their scripts say, the whole run keeps within its budget, and a second run reuses what
the first measured (what the real models score is their quality and is not asserted)."""

from __future__ import annotations

import json
import time

import pytest
from click.testing import CliRunner

from agent.calibrate.calibration_results import CalibrationResults
from agent.cli import main
from tests.agent.ranking.scripted_ollama import ScriptedModel, scripted_ollama

pytest.importorskip("llama_cpp")
pytestmark = pytest.mark.slow

BUDGET_S = 240
SLACK_S = 45  # past the budget: the request in progress (a real model's reply of up to 512 tokens) and the report


def ranking(server, workspace) -> tuple[dict, float]:
    began = time.monotonic()
    result = CliRunner().invoke(
        main,
        [
            "models",
            "--rank",
            "--json",
            "--budget",
            f"{BUDGET_S}s",
            "--max-window",
            "2048",
            "--workspace",
            str(workspace),
        ],
        env={"OLLAMA_HOST": server.url, "OPENAI_BASE_URL": ""},
    )
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout), time.monotonic() - began


def measured(row: dict) -> list[tuple[str, int]]:
    """What the trial of a ranked model holds: each tool mode and edit format with its outcomes, and the window's
    lengths with their samples."""
    results = CalibrationResults.model_validate_json(open(row["results_file"], encoding="utf-8").read())
    return (
        [(trial.mode, len(trial.outcomes)) for trial in results.tool_trials]
        + [(trial.format, len(trial.outcomes)) for trial in results.edit_trials]
        + [(str(step.length), step.samples) for step in results.steps]
    )


def test_the_embedded_model_smollm2_and_two_scripted_ones_are_ranked_within_the_budget(workspace):
    good = ScriptedModel("scripted-good", good=True, correct_below=9000)
    poor = ScriptedModel("scripted-poor", good=False, correct_below=3000)
    with scripted_ollama(good, poor) as server:
        first, took = ranking(server, workspace)
        before = {row["model"]: measured(row) for row in first["models"]}
        asked = len(server.chats)
        second, _ = ranking(server, workspace)
        assert len(server.chats) == asked, "the scripted models' finished trials are read, not run again"
    names = [row["model"] for row in first["models"]]
    assert set(names) == {"embedded", "smollm2", "ollama/scripted-good", "ollama/scripted-poor"}
    assert names.index("ollama/scripted-good") < names.index("ollama/scripted-poor")
    assert took < BUDGET_S + SLACK_S, f"{took:.0f} s for a {BUDGET_S} s budget"
    assert all(row["state"] == "measured" for row in first["models"]), [
        (r["model"], r["error"]) for r in first["models"]
    ]
    again = {row["model"]: row for row in second["models"]}
    assert again["ollama/scripted-good"]["state"] == again["ollama/scripted-poor"]["state"] == "reused"
    for row in first["models"]:
        if row["model"] in ("embedded", "smollm2"):  # reused when finished, else gone on with: never started over
            assert again[row["model"]]["state"] in ("reused", "measured")
            after = dict(measured(again[row["model"]]))
            assert all(after.get(part, 0) >= count for part, count in before[row["model"]]), (before, after)
