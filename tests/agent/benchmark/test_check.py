"""The check command: what it is told ($AGENT_ANSWER), what a second try is shown of it, its time limit."""

from __future__ import annotations

import os
import sys
import time

import pytest

from agent.benchmark import check
from agent.benchmark.check import run_check
from agent.processes.sandbox import choose_sandbox


def test_the_check_sees_the_final_answer_and_its_output_is_kept(tmp_path):
    outcome = run_check('printf "got: %s" "$AGENT_ANSWER"; echo oops >&2; exit 3', tmp_path, "port 8137")
    assert outcome.exit_code == 3 and not outcome.passed
    assert "got: port 8137" in outcome.output and "oops" in outcome.output
    assert run_check('test -z "$AGENT_ANSWER"', tmp_path, None).passed  # no answer: empty


def test_only_the_tail_of_a_long_output_is_kept(tmp_path):
    outcome = run_check("seq 1 100000", tmp_path, "")
    assert len(outcome.output) <= check.OUTPUT_TAIL_CHARS + 1 and outcome.output.endswith("100000\n")


@pytest.mark.slow
def test_a_check_over_its_time_limit_exits_124(tmp_path, monkeypatch):
    monkeypatch.setattr(check, "CHECK_TIMEOUT_S", 0.5)
    started = time.monotonic()
    outcome = run_check("echo started; sleep 30 & sleep 30", tmp_path, "")
    assert outcome.exit_code == 124 and "started" in outcome.output and "ran over 0.5 s" in outcome.output
    assert time.monotonic() - started < 10, "the check's children end with it (they hold its output open)"


def alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    with open(f"/proc/{pid}/stat") as stat:  # a zombie nobody has reaped yet counts as gone
        return stat.read().rsplit(")", 1)[1].split()[0] != "Z"


@pytest.mark.slow
@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the reaper needs Linux (PR_SET_CHILD_SUBREAPER)")
@pytest.mark.parametrize("how", ["exits", "times out"])
def test_nothing_a_check_starts_outlives_it_not_even_what_left_its_session(tmp_path, monkeypatch, how):
    monkeypatch.setattr(check, "CHECK_TIMEOUT_S", 2)
    rest = "" if how == "exits" else "; sleep 30"
    started = "setsid sh -c 'echo $$ > pid; exec sleep 300' > /dev/null 2>&1 < /dev/null &"
    outcome = run_check(f"{started} while [ ! -s pid ]; do sleep 0.05; done{rest}", tmp_path, "")
    assert outcome.exit_code == (0 if how == "exits" else 124), outcome.output
    pid = int((tmp_path / "pid").read_text())
    deadline = time.monotonic() + 10
    while alive(pid) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not alive(pid), "a setsid child of the check was left running"


def test_the_check_gets_no_secret_and_nothing_that_loads_code_of_its_own(tmp_path, monkeypatch):
    monkeypatch.setenv("DB_PASS", "check-db-pass-value")
    monkeypatch.setenv("PYTHONPATH", "/planted/site")
    monkeypatch.setenv("PYTHONSTARTUP", "/planted/startup.py")
    monkeypatch.setenv("PYTEST_ADDOPTS", "-p planted")
    monkeypatch.setenv("PYTEST_PLUGINS", "planted")
    monkeypatch.setenv("ORDINARY_SETTING", "visible")
    seen = run_check("env", tmp_path, "", plugins=False).output
    assert "ORDINARY_SETTING=visible" in seen
    assert "check-db-pass-value" not in seen and "planted" not in seen
    assert "PYTEST_ADDOPTS=-p no:cacheprovider" in seen and "PYTHONNOUSERSITE=1" in seen
    assert "PYTEST_DISABLE_PLUGIN_AUTOLOAD=1" in seen
    assert "PYTEST_DISABLE_PLUGIN_AUTOLOAD" not in run_check("env", tmp_path, "", plugins=True).output


def test_a_check_in_the_sandbox_writes_nothing_outside_its_folder(tmp_path):
    folder = tmp_path / "check"
    folder.mkdir()
    outside = tmp_path / "suite-file"
    sandbox = choose_sandbox("auto", folder)
    outcome = run_check(f"echo planted > {outside}; echo here > mine.txt", folder, "", sandbox=sandbox)
    assert (folder / "mine.txt").read_text() == "here\n"
    if sandbox is not None:  # bubblewrap starts here: the write outside went to the sandbox's private /tmp
        assert not outside.exists() and outcome.passed
    else:
        assert outside.read_text() == "planted\n"
