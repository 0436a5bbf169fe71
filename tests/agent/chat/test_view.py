"""What the chat view prints, in plain mode (a StringIO is no terminal): a hook's note under the line of the
call it belongs to, a failure's first line whole, and the /help table in one column."""

from __future__ import annotations

import io
from types import SimpleNamespace

from agent.chat.slash_commands import run_command
from agent.chat.view import ChatView
from agent.messages import AssistantTurn, ToolCall, ToolResult
from agent.providers.provider import ToolCallStarted, TurnDone


def view_after_a_reply_with(*calls: ToolCall) -> tuple[ChatView, io.StringIO]:
    stream = io.StringIO()
    view = ChatView(stream)
    view.thinking(1)
    view.model_event(TurnDone(turn=AssistantTurn(tool_calls=list(calls))))
    return view, stream


def test_a_hook_note_comes_under_the_line_of_its_call():
    view, stream = view_after_a_reply_with(ToolCall(id="1", name="read", arguments={"path": "hello.py"}))
    view.note("PostToolUse hook `lint`: looks fine")  # the hook runs before the call's line is printed
    view.tool("read", "hello.py", ToolResult(content="x"))
    lines = stream.getvalue().splitlines()
    assert lines[0].startswith("  ✓ read hello.py")
    assert lines[1] == "      note: PostToolUse hook `lint`: looks fine"


def test_a_failure_is_shown_whole():
    view, stream = view_after_a_reply_with(ToolCall(id="1", name="bash", arguments={"command": "make"}))
    reason = "make: *** No rule to make target 'all'. " + "Stop because the Makefile names nothing to build. " * 4
    view.tool("bash", "make", ToolResult(content=reason.strip() + "\nmore", is_error=True))
    assert f"error: {reason.strip()}" in stream.getvalue()


def test_help_is_one_aligned_table():
    stream = io.StringIO()
    run_command(SimpleNamespace(view=ChatView(stream)), "/help")  # type: ignore[arg-type]
    lines = stream.getvalue().splitlines()
    # Every description starts in the same column: after the widest usage and two spaces.
    columns = {len(line) - len(line[2:].split("  ", 1)[1].lstrip()) for line in lines}
    assert len(columns) == 1, lines


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_the_spinner_names_the_call_with_the_right_article(monkeypatch):
    monkeypatch.delenv("NO_COLOR", raising=False)
    view = ChatView(Terminal())
    labels: list[str] = []
    monkeypatch.setattr(view.spinner, "start", lambda label, now=False: labels.append(label))
    for name in ("edit", "write"):
        view.model_event(ToolCallStarted(name=name))
    assert labels == ["writing an edit call", "writing a write call"]
