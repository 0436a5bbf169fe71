"""Slash commands: the table, the nearest-name suggestion, and @path attachments counting as read."""

from __future__ import annotations

import io
import re
from types import SimpleNamespace

from click.testing import CliRunner

from agent.calls.runtime import ToolRuntime
from agent.chat.attach import attach_files, mentioned_paths
from agent.chat.slash_commands import COMMANDS, run_command
from agent.chat.view import ChatView
from agent.cli import main


def test_an_unknown_command_suggests_the_nearest():
    stream = io.StringIO()
    chat = SimpleNamespace(view=ChatView(stream))
    run_command(chat, "/modle gpt")  # type: ignore[arg-type]  # the handler never runs
    assert stream.getvalue().strip() == "error: unknown command /modle; did you mean /model? (/help lists them)"


def test_every_command_the_issue_lists_is_in_the_table():
    assert {"help", "clear", "compact", "model", "caps", "context", "sessions", "resume", "exit"} <= set(COMMANDS)


def test_mentions_are_found_once_without_trailing_punctuation():
    assert mentioned_paths("see @a.py, and @src/b.py. Mail me@example.com; @a.py again") == ["a.py", "src/b.py"]


def test_an_attached_file_counts_as_read_so_the_agent_may_edit_it(workspace, allow_all):
    runtime = ToolRuntime(workspace, gate=allow_all(workspace))
    notes = ChatView(io.StringIO())
    message = attach_files("fix @hello.py please", runtime, notes)
    assert message.startswith("fix @hello.py please\n\n[The user attached hello.py")
    assert 'print("Hello, world!")' in message
    edited = runtime.run("edit", {"path": "hello.py", "old_text": "Hello", "new_text": "Bye"})
    assert not edited.is_error, edited.content
    assert (workspace / "hello.py").read_text() == 'print("Bye, world!")\n'


def test_a_file_changed_after_it_was_attached_is_stale(workspace, allow_all):
    runtime = ToolRuntime(workspace, gate=allow_all(workspace))
    attach_files("@hello.py", runtime, ChatView(io.StringIO()))
    (workspace / "hello.py").write_text('print("changed behind the agent")\n')
    edited = runtime.run("edit", {"path": "hello.py", "old_text": "changed", "new_text": "x"})
    assert edited.is_error and "changed" in edited.content


def test_a_mention_that_is_no_file_is_left_as_text(workspace, allow_all):
    runtime = ToolRuntime(workspace, gate=allow_all(workspace))
    assert attach_files("ask @nobody about it", runtime, ChatView(io.StringIO())) == "ask @nobody about it"


def test_a_missing_file_or_a_folder_is_said_not_to_be_attached(workspace, allow_all):
    (workspace / "src").mkdir()
    runtime = ToolRuntime(workspace, gate=allow_all(workspace))
    stream = io.StringIO()
    message = attach_files("look at @missing.py and @src/ and @hello.py", runtime, ChatView(stream))
    assert "[The user attached hello.py" in message and "missing.py;" not in message
    lines = stream.getvalue().splitlines()
    assert "note: not attached, no such file in the workspace: @missing.py" in lines
    assert any(line.startswith("note: not attached, a folder") and line.endswith("@src/") for line in lines), lines


def test_the_context_rows_add_up_to_the_total(write_script, workspace):
    script = write_script({"tool_calls": [{"name": "read", "arguments": {"path": "hello.py"}}]}, {"content": "read it"})
    result = CliRunner().invoke(
        main, ["chat", "--model", f"script:{script}", "--workspace", str(workspace)], input="read hello\n/context\n"
    )
    assert result.exit_code == 0, result.output
    shown = result.output[result.output.index("context: ") :]
    total = int(re.match(r"context: (\d+) of", shown).group(1))
    rows = [int(number) for number in re.findall(r"^  .*?(-?\d+)$", shown, re.MULTILINE)]
    assert len(rows) >= 4 and sum(rows) == total, shown
