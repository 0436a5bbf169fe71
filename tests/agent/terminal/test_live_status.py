"""The live view on a real pseudo-terminal: a call's line shows while it runs, with its whole command, a
timer that moves and the tail of its output; plain lines stay plain for pipes."""

from __future__ import annotations

import io
import os
import re
import sys
from pathlib import Path

import pexpect
import pytest

from agent.messages import ToolCall, ToolResult
from agent.processes.command_output import output_watcher
from agent.terminal.live_region import rows_of
from agent.terminal.progress import Progress
from agent.tools.shell import BashArgs, BashTool, OutputStore, ProcessGroups
from agent.tools.tool import Workspace

ESCAPES = re.compile(r"\x1b\[[0-9;?]*[a-zA-Z]")
SETTLED = "→ ok"  # the call's permanent line: the call has ended


def screen_text(raw: str) -> str:
    """What was written, without escape sequences, carriage returns or line ends: a wrapped row joins the next."""
    return ESCAPES.sub("", raw).replace("\r", "").replace("\n", "")


def run_on_a_terminal(script: Path, workspace: Path, columns: int = 160) -> str:
    """`agent run` on a pseudo-terminal `columns` wide; everything it wrote until its call settled."""
    child = pexpect.spawn(
        sys.executable,
        ["-m", "agent", "run", "go", "--model", f"script:{script}", "-w", str(workspace), "--yes"],
        env={**os.environ, "TERM": "xterm-256color"},
        encoding="utf-8",
        timeout=60,
        dimensions=(40, columns),
    )
    try:
        child.expect_exact(SETTLED)
        before = child.before or ""
        child.expect(pexpect.EOF)
    finally:
        child.close(force=True)
    return before


def timers_of(shown: str, command: str) -> list[int]:
    """The seconds shown after `command` on its running line, in the order they were drawn."""
    return [int(seconds) for seconds in re.findall(re.escape(command) + r" (\d+)s", shown)]


@pytest.mark.slow
def test_agent_run_shows_the_running_command_whole_with_a_timer_that_moves(write_script, workspace):
    command = "sleep 3; echo done"
    shown = screen_text(run_on_a_terminal(write_script(bash(command), {"content": "ok"}), workspace))
    timers = timers_of(shown, f"[1] bash {command}")
    assert timers and timers == sorted(timers), "the call's line is drawn while it runs, its timer only goes up"
    assert {1, 2} <= set(timers), "the timer moves while the command runs"


@pytest.mark.slow
def test_a_200_character_command_is_shown_whole_at_160_columns(write_script, workspace):
    command = "sleep 2; echo " + " ".join(f"word{n:03d}" for n in range(26))
    assert len(command) >= 200
    shown = screen_text(run_on_a_terminal(write_script(bash(command), {"content": "ok"}), workspace))
    assert timers_of(shown, f"[1] bash {command}"), "the whole command, wrapped to the terminal, while it runs"


@pytest.mark.slow
def test_the_output_of_a_running_command_streams_under_its_line(write_script, workspace):
    command = "echo out-$((40+2)); sleep 2; echo out-$((50+3))"
    shown = screen_text(run_on_a_terminal(write_script(bash(command), {"content": "ok"}), workspace))
    assert "│ out-42" in shown.split("out-53")[0], "the first line shows before the second is printed"


def test_rows_are_cut_to_the_terminal_and_a_block_taller_than_the_screen_keeps_its_end():
    line = "x" * 200
    rows = rows_of([(line, "")], columns=160, most=10)
    assert [len(row) for row in rows] == [159, 41] and "".join(rows) == line
    words = rows_of([("make test && echo finished", "")], columns=12, most=10)
    assert words == ["make test ", "&& echo ", "finished"], "broken after a space, each row keeping its spaces"
    tall = rows_of([(f"line {n}", "") for n in range(30)], columns=80, most=5)
    assert tall == ["…", "line 26", "line 27", "line 28", "line 29"]


def test_a_command_reports_its_output_while_it_runs(workspace):
    """The command waits for a file that only the watcher makes once it saw the first line: without output
    as it comes, the command would time out."""
    seen: list[str] = []

    def watch(text: str) -> None:
        seen.append(text)
        if "first" in "".join(seen):
            (workspace / "go").touch()

    tool = BashTool(Workspace(workspace), OutputStore(workspace / ".outputs"), ProcessGroups())
    token = output_watcher.set(watch)
    try:
        result = tool.run(BashArgs(command="echo first; until [ -e go ]; do sleep 0.05; done; echo second", timeout=5))
    finally:
        output_watcher.reset(token)
    assert result.content.startswith("exit code 0"), result.content
    assert "".join(seen) == "first\nsecond\n"


def test_running_calls_draw_nothing_in_a_log():
    stream = io.StringIO()
    progress = Progress(stream)
    progress.thinking(1)
    call = ToolCall(name="bash", arguments={"command": "make test"})
    progress.call_started(0, call, "make test")
    progress.call_output(0, "compiling\n")
    progress.call_ended(0, ToolResult(content="exit code 0\n"), 1.0)
    progress.tool("bash", "make test", ToolResult(content="exit code 0\n"), 1.0)
    assert stream.getvalue() == "[1] bash make test → ok (2 lines)\n"


def bash(command: str) -> dict:
    return {"tool_calls": [{"name": "bash", "arguments": {"command": command}}]}


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


@pytest.mark.slow
def test_a_working_subagent_keeps_its_parents_live_lines_from_redrawing():
    """A subagent may ask the user a question under its lines: a redraw of the parent's block would wipe it."""
    import time

    stream = Terminal()
    progress = Progress(stream)
    progress.thinking(1)
    progress.call_started(0, ToolCall(name="task", arguments={}), "explore")
    child = progress.subagent("explore")
    child.started("look around")
    shown = stream.getvalue()
    time.sleep(0.5)
    assert stream.getvalue() == shown, "nothing drawn while the subagent works"
    assert shown.endswith("    explore ▸ look around\n")
    child.final("found it")
    progress.tool("task", "explore", ToolResult(content="found it"), 0.6)
    assert stream.getvalue().endswith("[1] task explore → ok (1 line) (0.6s)\n")
