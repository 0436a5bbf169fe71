"""Approvals people can trust: "always" allows no more than the approved command's program, subcommand and
options, the user reads what it allows in plain words first, and one key answers on a real terminal."""

from __future__ import annotations

import io
import os
import sys
from pathlib import Path

import pexpect
import pytest

from agent.permissions import Gate, load_policy
from agent.permissions.gate import Answer, ApprovalRequest
from agent.permissions.terminal import TerminalApprover

FIND_EXEC = "find . -name x -exec rm {} +"


class Always:
    """Answers every question with `answer` and remembers what it was asked."""

    who = "the user"

    def __init__(self, answer: Answer):
        self.answer = answer
        self.asked: list[ApprovalRequest] = []

    def approve(self, request: ApprovalRequest) -> Answer:
        self.asked.append(request)
        return self.answer

    def inform(self, note: str) -> None:
        pass


@pytest.fixture
def ws(agent_home, tmp_path):
    root = tmp_path / "project"
    root.mkdir()
    return root


@pytest.mark.parametrize("answer", ["session", "project"])
def test_always_on_find_exec_does_not_allow_find_delete(ws, answer):
    approver = Always(answer)
    gate = Gate(load_policy(ws), approver)
    assert gate.review("bash", {"command": FIND_EXEC}).run
    # The same program, subcommand and options with other operands: covered, not asked again.
    assert gate.review("bash", {"command": "find . -name y -exec rm {} +"}).run
    assert len(approver.asked) == 1
    policy = gate.policy if answer == "session" else load_policy(ws)  # a project answer counts in later runs
    for wider in ("find . -delete", "find . -name x -delete", "find . -name x -execdir rm {} +", "find . -ok rm {} ;"):
        assert policy.check("bash", {"command": wider}).decision == "ask", wider


def test_always_on_a_command_keeps_where_it_writes(ws):
    """The same text run from another folder writes elsewhere: `rm -rf build` is not `cd ~ && rm -rf build`."""
    gate = Gate(load_policy(ws), Always("session"))
    assert gate.review("bash", {"command": "rm -rf build"}).run
    assert gate.policy.check("bash", {"command": "rm -rf build"}).decision == "allow"
    assert gate.policy.check("bash", {"command": "cd ~ && rm -rf build"}).decision == "ask"


def test_always_on_a_subcommand_allows_no_other_option(ws):
    gate = Gate(load_policy(ws), Always("session"))
    assert gate.review("bash", {"command": "git push origin main"}).run
    assert gate.policy.check("bash", {"command": "git push origin dev"}).decision == "allow"
    assert gate.policy.check("bash", {"command": "git push --force origin main"}).decision == "ask"


def test_the_question_says_what_always_allows_in_plain_words(ws, monkeypatch, capsys):
    monkeypatch.setattr("sys.stdin", io.StringIO("n\n"))
    verdict = Gate(load_policy(ws), TerminalApprover()).review("bash", {"command": FIND_EXEC})
    assert not verdict.run
    shown = capsys.readouterr().err
    assert (
        f"always would allow `{FIND_EXEC}`, and other `find . …` commands with no options but -name -exec, "
        "as long as it writes nothing outside the workspace\n"
    ) in shown
    assert "allow bash" not in shown and "{command=" not in shown  # never the internal rule syntax


def tidy_up_on_a_terminal(workspace: Path, write_script, columns: int) -> pexpect.spawn:
    """`agent run` on a real pseudo-terminal `columns` wide, its model calling `rm -rf build` (which asks)."""
    (workspace / "build").mkdir()
    script = write_script(
        {"tool_calls": [{"name": "bash", "arguments": {"command": "rm -rf build"}}]}, {"content": "Removed."}
    )
    return pexpect.spawn(
        sys.executable,
        ["-m", "agent", "run", "tidy up", "--model", f"script:{script}", "--workspace", str(workspace)],
        env={**os.environ, "TERM": "dumb"},
        encoding="utf-8",
        timeout=30,
        dimensions=(40, columns),
    )


@pytest.mark.slow
def test_one_key_answers_on_a_real_terminal(workspace, write_script):
    child = tidy_up_on_a_terminal(workspace, write_script, 160)
    child.expect_exact("allow? [y/n/t/s/p]: ")
    child.send("y")  # no Enter
    child.expect_exact("y (yes, this once)")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0
    assert not (workspace / "build").exists()


@pytest.mark.slow
def test_the_question_wraps_between_words_at_the_terminals_width(workspace, write_script):
    child = tidy_up_on_a_terminal(workspace, write_script, 60)
    child.expect_exact("allow? [y/n/t/s/p]: ")
    shown = child.before.replace("\r", "")
    child.send("n")
    child.expect(pexpect.EOF)
    child.close()
    rows = shown.split("\n")
    # Each answer whole on one row, and no row longer than the terminal: nothing broken inside a word.
    for answer in ("t = no, and tell the model why", "s = always in this session", "p = always in this project"):
        assert any(answer in row for row in rows), answer
    assert "always would allow exactly `rm -rf build`, as long as it\n  writes nothing" in shown
    question = rows[next(n for n, row in enumerate(rows) if "needs your approval" in row) + 1 :]
    assert max(len(row) for row in question if not row.startswith("    ")) < 60, question


def test_always_on_git_push_does_not_allow_a_forcing_refspec(ws):
    """`+main` forces the push as --force would: an approval without it does not cover it."""
    gate = Gate(load_policy(ws), Always("session"))
    assert gate.review("bash", {"command": "git push origin main"}).run
    assert gate.policy.check("bash", {"command": "git push origin dev"}).decision == "allow"
    for forced in ("git push origin +main", "git push origin main +dev", "git push origin +HEAD:main"):
        assert gate.policy.check("bash", {"command": forced}).decision == "ask", forced


def test_always_on_a_forced_push_allows_that_refspec_only(ws):
    approver = Always("session")
    gate = Gate(load_policy(ws), approver)
    assert gate.review("bash", {"command": "git push origin +main"}).run
    assert "no options but +main" in approver.asked[0].always[0].words
    assert gate.policy.check("bash", {"command": "git push upstream +main"}).decision == "allow"
    assert gate.policy.check("bash", {"command": "git push origin +dev"}).decision == "ask"
