"""Without a terminal (a pipe, a script) or with NO_COLOR, `agent chat` reads one message per line and
writes plain text: no colour, no cursor movement."""

from __future__ import annotations

import os
import sys

import pexpect
import pytest
from click.testing import CliRunner

from agent.cli import main
from tests.agent.chat.conftest import transcripts


def test_piped_messages_get_plain_answers(write_script, workspace):
    script = write_script(
        {"content": "first \x1b[2Janswer", "tool_calls": [{"name": "read", "arguments": {"path": "hello.py"}}]},
        {"content": "second answer"},
        {"content": "third answer"},
    )
    result = CliRunner().invoke(
        main,
        ["chat", "--model", f"script:{script}", "--workspace", str(workspace)],
        input="one\n/bogus\ntwo\n",
    )
    assert result.exit_code == 0, result.output
    assert "\x1b" not in result.output, "no escape sequence: not even the one the model sent"
    assert "first \\x1b[2Janswer" in result.output
    assert "✓ read hello.py  ok (1 line)" in result.output
    assert "error: unknown command /bogus" in result.output
    assert "third answer" in result.output
    assert len(transcripts()) == 1


@pytest.mark.slow
def test_no_color_on_a_terminal_has_no_colour_in_the_answers(start_chat, write_script):
    # The Markdown too stays as the model wrote it (on a terminal without NO_COLOR it is rendered).
    chat = start_chat(write_script({"content": "plain **answer**\n\n- one item"}), env={"NO_COLOR": "1"})
    chat.say("hi")
    chat.child.expect_exact("tokens/s]")
    shown = chat.child.before or ""
    answer = shown[shown.index("plain **answer**") :]
    assert answer.startswith("plain **answer**\r\n\r\n- one item\r\n[script:") and "\x1b[" not in answer
    chat.ready()
    assert chat.leave() == 0


def test_agent_alone_without_a_terminal_prints_the_help():
    result = CliRunner().invoke(main, [])
    assert result.exit_code == 0
    assert "Usage:" in result.output and "chat" in result.output


@pytest.mark.slow
def test_agent_alone_on_a_terminal_starts_the_chat(workspace):
    child = pexpect.spawn(
        sys.executable,
        ["-m", "agent"],
        cwd=str(workspace),
        env={**os.environ, "TERM": "xterm-256color", "PROMPT_TOOLKIT_NO_CPR": "1"},
        encoding="utf-8",
        timeout=60,
    )
    child.expect_exact(f"agent chat in {workspace.resolve()} with embedded")
    child.expect_exact("›")
    child.expect([pexpect.TIMEOUT], timeout=0.5)  # the prompt is ready for keys
    child.sendcontrol("d")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0
