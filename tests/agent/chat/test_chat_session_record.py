"""What `agent chat` leaves for `agent sessions` and `--resume`, seen from a real terminal: while it runs its
session is listed as live (not interrupted), and leaving it says the session's id and the command that goes on
with it."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from agent.cli import main

pytestmark = pytest.mark.slow


def listed() -> list[dict]:
    return json.loads(CliRunner().invoke(main, ["sessions", "--json"]).stdout)


def test_a_running_chat_is_live_and_leaving_it_names_the_resume_command(start_chat, write_script):
    chat = start_chat(write_script({"content": "It prints hello."}))
    chat.turn("what does hello.py print?")
    (row,) = listed()
    assert (row["status"], row["task"]) == ("live", "what does hello.py print?")
    chat.child.sendcontrol("d")
    chat.child.expect_exact(f"agent chat --resume {row['id']}")
    shown = chat.child.before
    assert f"session {row['id']} saved" in shown
    assert chat.ended() == 0
    (row,) = listed()
    assert row["status"] == "finished"
