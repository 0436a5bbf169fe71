"""`agent chat` at a real terminal with the scripted model: streaming, Ctrl-C, /model, /clear, history,
Ctrl-D, and the session going on with `agent run --continue`."""

from __future__ import annotations

import os
import signal
import time
from pathlib import Path

import pytest
from click.testing import CliRunner

from agent.cli import main
from agent.conversation.map_slot import without_map
from agent.records.session_store import load_session
from tests import extras
from tests.agent.chat.conftest import events, transcripts

pytestmark = pytest.mark.slow


def processes_running(marker: str) -> list[int]:
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                if marker in (entry / "cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace"):
                    found.append(int(entry.name))
            except OSError:
                continue
    return found


def wait_for(condition, seconds: float = 20) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.05)
    return False


def test_text_is_streamed_before_the_turn_ends_and_ctrl_d_exits_0(start_chat, write_script):
    chat = start_chat(write_script({"content": "Here is the first half", "delay_s": 2}))
    chat.say("hello")
    chat.expect("Here is the first half", timeout=30)
    started = time.monotonic()
    chat.expect("tokens/s]")
    assert time.monotonic() - started > 1, "the text came while the model was still at work, not at the end"
    chat.ready()
    assert chat.leave() == 0


def test_ctrl_c_during_a_long_bash_call_returns_to_the_prompt_and_leaves_nothing_running(
    start_chat, write_script, workspace
):
    marker = f"sleep {300 + os.getpid() % 1000}.{time.time_ns() % 1000}"
    script = write_script(
        {"tool_calls": [{"name": "bash", "arguments": {"command": f"touch started; {marker}"}}]},
        {"content": "next answer"},
    )
    chat = start_chat(script, "--yes")
    chat.say("run the long thing")
    assert wait_for(lambda: (workspace / "started").exists() and processes_running(marker))
    chat.child.sendintr()
    chat.expect("cancelled by the user", timeout=30)
    chat.ready()
    assert wait_for(lambda: not processes_running(marker), 10), "the command was left running"
    assert "next answer" in chat.turn("go on")  # the chat goes on from the rolled-back conversation
    assert chat.leave() == 0
    rollbacks = [e for e in events(transcripts()[-1]) if e["event"] == "rollback"]
    assert [e["reason"] for e in rollbacks] == ["cancelled"]


# SIG_IGN: started from a background job of a script (nohup, a CI runner), a process inherits SIGINT ignored;
# on a terminal, the chat's Ctrl-C must still stop the running turn.
@pytest.mark.parametrize("sigint", [signal.SIG_DFL, signal.SIG_IGN], ids=["sigint-default", "sigint-ignored"])
def test_ctrl_c_during_a_model_request_rolls_back_and_the_chat_goes_on(start_chat, write_script, sigint):
    chat = start_chat(
        write_script({"content": "thinking very slowly", "delay_s": 60}, {"content": "second try"}), sigint=sigint
    )
    chat.say("first question")
    chat.expect("thinking very slowly", timeout=30)
    chat.child.sendintr()
    chat.expect("cancelled by the user", timeout=30)
    chat.ready()
    assert "second try" in chat.turn("second question")
    assert chat.leave() == 0
    path = transcripts()[-1]
    messages = load_session(path).conversation.messages
    # Rolled back to the last clean record: the question stays, nothing of the interrupted reply does.
    assert [(m.role, m.content) for m in messages[1:]] == [
        ("user", "first question"),
        ("user", "second question"),
        ("assistant", "second try"),
    ]
    assert [e["to_record"] for e in events(path) if e["event"] == "rollback"] == [messages[1].record]


def test_model_switches_mid_session(start_chat, write_script, tmp_path):
    other = tmp_path / "other.jsonl"
    other.write_text('{"content": "answer from the other model"}\n')
    chat = start_chat(write_script({"content": "answer from the first model"}))
    assert "answer from the first model" in chat.turn("one")
    chat.say(f"/model script:{other}")
    chat.expect(f"now using script:{other}: tools text")
    chat.ready()
    assert "answer from the other model" in chat.turn("two")
    assert chat.leave() == 0


def test_clear_starts_a_new_conversation_with_the_same_system_prompt(start_chat, write_script):
    chat = start_chat(write_script({"content": "first"}, {"content": "second"}))
    chat.turn("before the clear")
    chat.say("/clear")
    chat.expect("new conversation (the system prompt stays)")
    chat.ready()
    chat.turn("after the clear")
    assert chat.leave() == 0
    path = transcripts()[-1]
    system = next(e for e in events(path) if e["event"] == "message")["message"]
    messages = load_session(path).conversation.messages
    assert [m.role for m in messages] == ["system", "user", "assistant"]
    # the system prompt stays, and with it the repository map put after it (a repo_map event)
    assert without_map(messages[0].content) == system["content"] and system["role"] == "system"
    assert messages[1].content == "after the clear"


def test_history_survives_a_restart(start_chat, write_script):
    script = write_script({"content": "ok"})
    chat = start_chat(script)
    chat.turn("a message worth repeating")
    assert chat.leave() == 0
    chat = start_chat(script)
    chat.child.send("\x1b[A")  # the Up key
    chat.expect("a message worth repeating", timeout=30)
    chat.turn("")  # Enter sends the message the Up key brought back
    assert chat.leave() == 0
    users = [m.content for m in load_session(transcripts()[-1]).conversation.messages if m.role == "user"]
    assert users == ["a message worth repeating"]


def test_ctrl_c_at_an_empty_prompt_hints_and_twice_exits(start_chat, write_script):
    chat = start_chat(write_script({"content": "ok"}))
    chat.child.sendintr()
    chat.expect("Ctrl-C again or Ctrl-D to exit")
    chat.child.sendintr()
    assert chat.ended() == 0
    assert transcripts() == [], "a session with nothing said leaves no transcript"


def test_agent_run_continue_goes_on_after_a_chat(start_chat, write_script, workspace, tmp_path):
    chat = start_chat(write_script({"content": "answered in the chat"}))
    chat.turn("asked in the chat")
    assert chat.leave() == 0
    follow_up = tmp_path / "follow_up.jsonl"
    follow_up.write_text('{"content": "answered by agent run"}\n')
    result = CliRunner().invoke(
        main, ["run", "and now?", "--continue", "--model", f"script:{follow_up}", "--workspace", str(workspace)]
    )
    assert result.exit_code == 0, result.output
    assert "answered by agent run" in result.stdout
    [path] = transcripts()
    users = [m.content for m in load_session(path).conversation.messages if m.role == "user"]
    assert users == ["asked in the chat", "and now?"]


@pytest.mark.slow
@extras.EMBEDDED
def test_the_embedded_model_answers_in_a_chat(start_chat):
    chat = start_chat("embedded")
    chat.say("Say hello in one short sentence.")
    shown = chat.expect("tokens/s]", timeout=600)
    assert "context" in shown and "error" not in shown
    chat.ready()
    assert chat.leave() == 0


def test_sigterm_during_a_turn_cancels_it_and_ends_the_chat(start_chat, write_script):
    chat = start_chat(write_script({"content": "slow reply", "delay_s": 60}))
    chat.say("question")
    chat.expect("slow reply", timeout=30)
    chat.child.kill(15)  # to the supervisor, which passes it on
    assert chat.ended() == 130
    kinds = [e["event"] for e in events(transcripts()[-1])]
    assert kinds[-2:] == ["rollback", "session_end"]
