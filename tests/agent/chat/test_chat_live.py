"""`agent chat` on a real pseudo-terminal shows a bash call while it runs: its whole command and a timer."""

from __future__ import annotations

import re

import pytest

from tests.agent.terminal.test_call_writing import sizes_shown, slow_write
from tests.agent.terminal.test_live_status import bash, screen_text, timers_of

pytestmark = pytest.mark.slow


def test_chat_shows_the_running_command_whole_with_a_timer_that_moves(start_chat, write_script):
    command = "sleep 3; echo done"
    chat = start_chat(write_script(bash(command), {"content": "finished"}), "--yes")
    chat.say("run it")
    chat.child.expect_exact("ok (2 lines)", timeout=60)  # the call's settled line
    shown = screen_text(chat.child.before or "")
    timers = timers_of(shown, f"bash {command} ")
    assert timers and timers == sorted(timers), "the call's line is drawn while it runs, its timer only goes up"
    assert {1, 2} <= set(timers), "the timer moves while the command runs"
    chat.expect("tokens/s]")
    chat.ready()
    assert chat.leave() == 0


def test_chat_shows_a_200_character_command_whole_at_160_columns(start_chat, write_script):
    command = "sleep 2; echo " + " ".join(f"word{n:03d}" for n in range(26))
    assert len(command) >= 200
    chat = start_chat(write_script(bash(command), {"content": "finished"}), "--yes")
    chat.say("run it")
    chat.child.expect_exact("ok (2 lines)", timeout=60)
    running = screen_text(chat.child.before or "")
    assert re.search(re.escape(f"bash {command}") + r"  \d+s", running), "whole while it runs"
    chat.expect("tokens/s]")
    chat.ready()
    assert chat.leave() == 0


def test_agent_chat_shows_the_call_being_written_growing(start_chat, write_script):
    chat = start_chat(slow_write(write_script), "--yes")
    chat.say("write the notes")
    chat.child.expect_exact("tokens/s]", timeout=60)
    shown = chat.child.before or ""
    sizes = sizes_shown(shown)
    assert len(set(sizes)) >= 5 and sizes == sorted(sizes), "the size grows while the call is written"
    assert "✓ write notes.txt  ok" in screen_text(shown)  # the alias write_file runs (and shows) as write
    chat.ready()
    assert chat.leave() == 0


def test_no_color_keeps_the_live_view_without_colour(start_chat, write_script):
    """NO_COLOR means no colour, not no live view: the running command, its timer, no colour code."""
    command = "sleep 3; echo done"
    chat = start_chat(write_script(bash(command), {"content": "finished"}), "--yes", env={"NO_COLOR": "1"})
    chat.say("run it")
    chat.child.expect_exact("ok (2 lines)", timeout=60)
    shown = chat.child.before or ""
    timers = timers_of(screen_text(shown), f"bash {command} ")
    assert {1, 2} <= set(timers), "the timer moves while the command runs"
    assert not re.search(r"\x1b\[[0-9;]*m", shown.split(command, 1)[1]), "no colour or style code"
    chat.expect("tokens/s]")
    chat.ready()
    assert chat.leave() == 0
