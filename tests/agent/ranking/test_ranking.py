"""`agent models --rank` against two scripted Ollama-shaped models of known quality (scripted_ollama.py): ranked as
their scripts say, every figure with its provenance, the trials kept so a second run asks the models nothing, a
budget that stops the trials and a next run that goes on, a model that cannot be reached shown failed, and the
offer to make the best the default."""

from __future__ import annotations

import json
import time

import pytest
from click.testing import CliRunner

from agent.cli import main
from agent.ranking.offer import offer_default
from agent.ranking.score import SCORE_TEXT
from tests.agent.ranking.scripted_ollama import ScriptedModel, scripted_ollama

pytestmark = pytest.mark.slow

GOOD = ScriptedModel("scripted-good", good=True, correct_below=9000)
POOR = ScriptedModel("scripted-poor", good=False, correct_below=3000)


def rank(server, workspace, *args: str):
    result = CliRunner().invoke(
        main, ["models", "--rank", "--workspace", str(workspace), *args], env={"OLLAMA_HOST": server.url}
    )
    return result


def ranked_json(server, workspace, *args: str) -> dict:
    result = rank(server, workspace, "--json", *args)
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


def test_two_scripted_models_are_ranked_as_their_quality_says_and_a_second_run_asks_them_nothing(workspace):
    with scripted_ollama(POOR, GOOD) as server:
        first = ranked_json(server, workspace, "-m", "ollama/scripted-poor", "-m", "ollama/scripted-good")
        asked = len(server.chats)
        second = ranked_json(server, workspace, "-m", "ollama/scripted-poor", "-m", "ollama/scripted-good")
        assert len(server.chats) == asked, "the second run reads the trials it kept"
    assert first["score"] == SCORE_TEXT
    good, poor = first["models"]
    assert (good["model"], poor["model"]) == ("ollama/scripted-good", "ollama/scripted-poor")
    assert good["state"] == poor["state"] == "measured"
    assert good["tool_mode"] == "native" and good["tool_calls"]["value"] == 1.0 and good["unasked_calls"]["value"] == 0
    assert poor["tool_calls"]["value"] < 0.5 and poor["unasked_calls"]["value"] == 1.0
    assert good["edit_format"] == "replace" and good["edits_landed"]["value"] == 1.0 and good["edit_tasks"] == 5
    assert poor["edits_landed"]["value"] == 0.0
    assert good["window"]["value"] > poor["window"]["value"] == 2048
    assert good["score"] > 80 > 20 > poor["score"]
    for figure in ("tool_calls", "edits_landed", "window", "generation_tps"):
        assert good[figure]["source"] == "measured" and "measured " in good[figure]["detail"]
    assert [row["state"] for row in second["models"]] == ["reused", "reused"]
    assert [row["score"] for row in second["models"]] == [good["score"], poor["score"]]


def test_the_table_says_the_score_and_the_report_holds_one_chart(workspace, tmp_path):
    with scripted_ollama(GOOD, POOR) as server:
        result = rank(
            server,
            workspace,
            "-m",
            "ollama/scripted-good",
            "-m",
            "ollama/scripted-poor",
            "--report",
            str(tmp_path / "r"),
        )
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert lines[0].split()[:3] == ["#", "MODEL", "SCORE"]
    assert lines[1].split()[:2] == ["1", "ollama/scripted-good"] and lines[2].split()[:2] == [
        "2",
        "ollama/scripted-poor",
    ]
    assert "100% native" in lines[1] and "100% replace (5/5)" in lines[1]
    assert SCORE_TEXT in result.stdout
    page = (tmp_path / "r" / "report.html").read_text()
    assert page.count("<svg") == 1 and "ollama/scripted-good" in page and "measured " in page
    assert (tmp_path / "r" / "ranking.png").read_bytes().startswith(b"\x89PNG")
    assert "Make " not in result.output, "no offer where nobody is at a terminal"


def test_the_budget_stops_the_trials_and_the_next_run_goes_on_from_there(workspace):
    slow_good = ScriptedModel("scripted-good", good=True, correct_below=9000, delay_s=0.1)
    slow_poor = ScriptedModel("scripted-poor", good=False, correct_below=3000, delay_s=0.1)
    with scripted_ollama(slow_good, slow_poor) as server:
        args = ("-m", "ollama/scripted-good", "-m", "ollama/scripted-poor", "--budget", "12s")
        began = time.monotonic()
        first = ranked_json(server, workspace, *args)
        took = time.monotonic() - began
        asked = [body for _, body in server.chats]
        assert took < 12 + 3, f"{took:.1f} s for a 12 s budget"  # the request in progress and the opening
        assert first["budget_s"] == 12
        again = ranked_json(server, workspace, *args)
        later = [body for _, body in server.chats][len(asked) :]
    assert all(row["state"] == "measured" for row in first["models"]), first["models"]
    assert later, "what the budget left is tried by the next run"
    assert later[0] != asked[0], "the next run goes on: it does not start over"
    assert len(asked) + len(later) < 2 * len(asked) + 40
    assert {row["model"] for row in again["models"]} == {"ollama/scripted-good", "ollama/scripted-poor"}


def test_a_model_that_cannot_be_reached_is_shown_failed_with_the_figures_nobody_measured_marked(workspace):
    with scripted_ollama(GOOD) as server:
        report = ranked_json(server, workspace, "-m", "ollama/scripted-good", "-m", "ollama/not-there")
        result = rank(server, workspace, "-m", "ollama/scripted-good", "-m", "ollama/not-there")
    good, missing = report["models"]
    assert good["model"] == "ollama/scripted-good" and missing["model"] == "ollama/not-there"
    assert missing["state"] == "failed" and "not-there" in missing["error"]
    assert missing["tool_calls"]["value"] is None and missing["window"]["source"] == "shipped"
    assert "ollama/not-there: failed:" in result.stdout
    assert "(shipped)" in [line for line in result.stdout.splitlines() if "ollama/not-there" in line][0]


def test_the_offer_saves_the_best_as_the_default_on_y_only(agent_home):
    with scripted_ollama(GOOD) as server:
        report = ranked_json(server, agent_home, "-m", "ollama/scripted-good")
    from agent.ranking.score import RankedModel

    best = RankedModel.model_validate(report["models"][0])
    assert not offer_default(best, None, read_key=lambda: "n")
    assert not (agent_home / "config.toml").exists()
    assert not offer_default(best, best.model, read_key=lambda: "y"), "already the default: nothing asked"
    assert offer_default(best, "embedded", read_key=lambda: "y")
    assert 'model = "ollama/scripted-good"' in (agent_home / "config.toml").read_text()


def test_the_options_of_a_ranking_go_with_rank_only():
    result = CliRunner().invoke(main, ["models", "--budget", "1m"])
    assert result.exit_code == 2 and "go with --rank" in result.output
