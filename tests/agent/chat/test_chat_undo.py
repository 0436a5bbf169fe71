"""`agent chat` at a real terminal: the diff under an edit, /undo (and its refusal of a file changed
outside, and --force), /diff, and undo going further back."""

from __future__ import annotations

import time
from pathlib import Path

import pytest
from click.testing import CliRunner

from agent.cli import main
from agent.records.session_store import load_session
from tests.agent.chat.conftest import events, transcripts

pytestmark = pytest.mark.slow

ORIGINAL = 'print("Hello, world!")\n'
EDITED = 'print("Hello, undo!")\n'


def edit_turns(path: str = "hello.py") -> list[dict]:
    """The model reads the file, edits it, and answers."""
    return [
        {"tool_calls": [{"name": "read", "arguments": {"path": path}}]},
        {"tool_calls": [{"name": "edit", "arguments": {"path": path, "old_text": "world", "new_text": "undo"}}]},
        {"content": "edited it"},
    ]


def messages_of_last_session() -> list[tuple[str, str]]:
    return [(m.role, m.content) for m in load_session(transcripts()[-1]).conversation.messages[1:]]


def test_an_edit_shows_its_diff_and_undo_restores_the_file(start_chat, write_script, workspace: Path):
    chat = start_chat(write_script(*edit_turns()))
    shown = chat.turn("change the greeting")
    assert '-print("Hello, world!")' in shown and '+print("Hello, undo!")' in shown
    assert "--- a/hello.py" in shown
    assert (workspace / "hello.py").read_text() == EDITED
    chat.say("/undo")
    chat.expect("restored hello.py")
    chat.ready()
    assert (workspace / "hello.py").read_text() == ORIGINAL
    assert chat.leave() == 0
    assert messages_of_last_session() == [], "the exchange is gone from the conversation"
    assert [e["reason"] for e in events(transcripts()[-1]) if e["event"] == "rollback"] == ["undo"]


def test_undo_refuses_a_file_changed_outside_and_force_overwrites_it(start_chat, write_script, workspace: Path):
    chat = start_chat(write_script(*edit_turns()))
    chat.turn("change the greeting")
    (workspace / "hello.py").write_text("the user's own change\n")
    chat.say("/undo")
    chat.expect("not undone: changed since the agent wrote them: hello.py; /undo --force overwrites them")
    chat.ready()
    assert (workspace / "hello.py").read_text() == "the user's own change\n"
    chat.say("/undo --force")
    chat.expect("restored hello.py (overwriting changes made since the agent wrote it)")
    chat.ready()
    assert (workspace / "hello.py").read_text() == ORIGINAL
    assert chat.leave() == 0


def test_diff_lists_the_files_changed_in_the_session(start_chat, write_script, workspace: Path):
    script = write_script(
        *edit_turns()[:2],
        {"tool_calls": [{"name": "write", "arguments": {"path": "notes.txt", "content": "a new file\n"}}]},
        {"content": "done"},
    )
    chat = start_chat(script)
    chat.turn("change things")
    chat.say("/diff")
    shown = chat.expect("+a new file")
    chat.ready()
    assert "--- a/hello.py" in shown and '+print("Hello, undo!")' in shown
    assert "+++ b/notes.txt" in shown
    assert chat.leave() == 0


def test_repeated_undo_goes_further_back(start_chat, write_script, workspace: Path):
    script = write_script(
        *edit_turns(),
        {"tool_calls": [{"name": "write", "arguments": {"path": "hello.py", "content": 'THIRD = "version"\n'}}]},
        {"content": "rewrote it"},
        {"content": "just talk"},
    )
    chat = start_chat(script)
    chat.turn("first")
    chat.turn("second")
    chat.turn("third, no files")
    assert (workspace / "hello.py").read_text() == 'THIRD = "version"\n'
    chat.say("/undo")  # two exchanges changed files: the list, newest first and chosen; Enter takes it
    chat.expect("Undo back to which message?")
    chat.expect('"first" → hello.py')
    chat.child.send("\r")
    shown = chat.expect("restored hello.py")
    assert 'undoing "second" → hello.py' in shown
    chat.expect("(it and the 1 after it are taken out)")  # the exchange that changed no file went with it
    chat.ready()
    assert (workspace / "hello.py").read_text() == EDITED
    chat.say("/undo")  # one left: no list to choose from
    chat.expect("restored hello.py")
    chat.ready()
    assert (workspace / "hello.py").read_text() == ORIGINAL
    chat.say("/undo")
    chat.expect("nothing to undo")
    chat.ready()
    assert chat.leave() == 0
    assert messages_of_last_session() == []


def test_undo_picks_an_older_message_and_restores_every_file_since(start_chat, write_script, workspace: Path):
    script = write_script(
        *edit_turns(),
        {"tool_calls": [{"name": "write", "arguments": {"path": "notes.txt", "content": "notes\n"}}]},
        {"content": "noted"},
    )
    chat = start_chat(script)
    chat.turn("change the greeting")
    chat.turn("take notes")
    chat.say("/undo")
    chat.expect('"change the greeting" → hello.py')
    chat.child.send("\x1b[B")  # down: the older message
    chat.child.send("\r")
    shown = chat.expect("taken out)")
    chat.ready()
    assert 'undoing "change the greeting" → hello.py' in shown
    assert "removed notes.txt" in shown and "restored hello.py" in shown
    assert (workspace / "hello.py").read_text() == ORIGINAL and not (workspace / "notes.txt").exists()
    assert chat.leave() == 0
    assert messages_of_last_session() == []


def test_undo_survives_a_restart_and_continue_sees_no_stale_change(start_chat, write_script, workspace, tmp_path):
    chat = start_chat(write_script(*edit_turns()))
    chat.turn("change the greeting")
    assert chat.leave() == 0
    chat = start_chat(write_script({"content": "unused"}), "--continue")
    chat.say("/undo")
    chat.expect("restored hello.py")
    chat.ready()
    assert (workspace / "hello.py").read_text() == ORIGINAL
    assert chat.leave() == 0
    follow_up = tmp_path / "follow_up.jsonl"
    follow_up.write_text('{"content": "ok"}\n')
    result = CliRunner().invoke(
        main, ["run", "go on", "--continue", "--model", f"script:{follow_up}", "--workspace", str(workspace)]
    )
    assert result.exit_code == 0, result.output
    # The undone exchange is gone, and the restored file is not reported as changed by someone else.
    assert messages_of_last_session() == [("user", "go on"), ("assistant", "ok")]


def test_ctrl_c_after_an_edit_says_which_files_stay_changed_and_undo_takes_them_back(
    start_chat, write_script, workspace
):
    script = write_script(
        {"tool_calls": [{"name": "write", "arguments": {"path": "notes.txt", "content": "new\n"}}]},
        {"tool_calls": [{"name": "bash", "arguments": {"command": "touch started; sleep 60"}}]},
        {"content": "never"},
    )
    chat = start_chat(script, "--yes")
    chat.say("write notes then wait")
    deadline = time.monotonic() + 30
    while not (workspace / "started").exists() and time.monotonic() < deadline:
        time.sleep(0.05)
    chat.child.sendintr()
    shown = chat.expect("(/undo puts them back)", timeout=30)
    assert "changed before the stop: notes.txt" in shown
    chat.ready()
    assert (workspace / "notes.txt").read_text() == "new\n"  # the conversation went back, the file did not
    chat.say("/undo")
    shown = chat.expect("taken out)")
    chat.ready()
    assert 'undoing "write notes then wait" → notes.txt' in shown and "removed notes.txt" in shown
    assert not (workspace / "notes.txt").exists()
    assert chat.leave() == 0


def test_undo_after_ctrl_c_in_an_exchange_that_changed_nothing_restores_the_edit_before_it_in_one_step(
    start_chat, write_script, workspace
):
    chat = start_chat(write_script(*edit_turns(), {"content": "thinking slowly", "delay_s": 60}))
    chat.turn("change the greeting")
    chat.say("a question")
    chat.expect("thinking slowly")
    chat.child.sendintr()
    chat.expect("cancelled by the user")
    chat.ready()
    chat.say("/undo")
    shown = chat.expect("taken out)")
    chat.ready()
    assert (workspace / "hello.py").read_text() == ORIGINAL, "one /undo restores the file"
    assert 'undoing "change the greeting" → hello.py' in shown and "restored hello.py" in shown
    assert "(it and the 1 after it are " in shown
    assert chat.leave() == 0
    assert messages_of_last_session() == []
