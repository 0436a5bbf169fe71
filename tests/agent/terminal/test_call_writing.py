"""While the model writes a call, the live view shows its tool, its target as far as written and its growing
size with a timer, in `agent run` and `agent chat`; the providers report it as the call's text grows."""

from __future__ import annotations

import json
import os
import re
import sys
from pathlib import Path

import pexpect
import pytest

from agent.calls.runtime import ToolRuntime
from agent.messages import Message
from agent.providers.call_writing import written_target
from agent.providers.provider import ChatRequest, ProviderEvent, ToolCallStarted, ToolCallWriting
from agent.providers.tool_modes import NativeCall, TurnAssembler
from capabilities import Capability
from tests.agent.terminal.test_live_status import screen_text

NOTES = "\n".join(f"line {n} of the notes" for n in range(120))
SIZES = re.compile(r"writing a write call: notes\.txt · ([\d,]+) chars")


def request(tmp_path: Path, mode: str, dialect: str = "hermes") -> ChatRequest:
    capability = Capability(model="m", tool_mode=mode, tool_format=dialect, context_effective=8192)
    tools = ToolRuntime(tmp_path).specs()
    return ChatRequest(messages=[Message(role="user", content="go")], tools=tools, capability=capability)


def writing(events: list[ProviderEvent]) -> list[ToolCallWriting]:
    return [event for event in events if isinstance(event, ToolCallWriting)]


@pytest.mark.parametrize(
    ("text", "target"),
    [
        ('{"name": "bash", "arguments": {"command": "make \\"all\\" test", "timeout": 5}}', 'make "all" test'),
        ("<function=write>\n<parameter=path>\nsrc/app.py\n</parameter>", "src/app.py"),
        ('<invoke name="read"><parameter name="path">a.py</parameter>', "a.py"),
        ("<tool_call>read<arg_key>path</arg_key><arg_value>b.py</arg_value>", "b.py"),
        ("[read(path='c.py')]", "c.py"),
        ('<|tool_call>call:read{path:<|"|>d.py<|"|>}', "d.py"),
    ],
)
def test_the_target_is_read_in_every_dialect(text, target):
    assert written_target(text) == (target, True)


def test_a_target_still_being_written_is_shown_as_far_as_it_goes():
    assert written_target('{"name": "bash", "arguments": {"command": "pytest -q tes') == ("pytest -q tes", False)
    assert written_target('{"name": "bash", "argu') == ("", False)


def test_a_text_call_reports_its_target_and_a_size_that_grows(tmp_path):
    assembler = TurnAssembler(request(tmp_path, "text"))
    text = "Writing it.\n<tool_call>\n" + json.dumps(
        {"name": "write", "arguments": {"path": "notes.txt", "content": NOTES}}
    )
    events: list[ProviderEvent] = []
    for start in range(0, len(text), 7):
        events += assembler.add_text(text[start : start + 7])
    grown = writing(events)
    assert [e.name for e in events if isinstance(e, ToolCallStarted)] == ["write"]
    sizes = [event.size for event in grown]
    assert len(sizes) > 100 and sizes == sorted(sizes) and sizes[-1] >= len(NOTES)
    assert grown[-1].target == "notes.txt"


def test_a_native_call_reports_its_target_and_size_as_its_arguments_arrive(tmp_path):
    assembler = TurnAssembler(request(tmp_path, "native"))
    call = NativeCall("c1")
    arguments = json.dumps({"command": "sleep 3; echo done"})
    events = assembler.add_native_piece(call, "run_shell", "")  # an alias: named as the tool it means
    for start in range(0, len(arguments), 5):
        events += assembler.add_native_piece(call, "", arguments[start : start + 5])
    assert events[0] == ToolCallStarted(name="bash")
    assert writing(events)[-1] == ToolCallWriting(name="bash", target="sleep 3; echo done", size=len(arguments))
    assert [e.size for e in writing(events)] == sorted({e.size for e in writing(events)})


def test_a_grammar_call_reports_its_target_and_size(tmp_path):
    assembler = TurnAssembler(request(tmp_path, "grammar"))
    text = json.dumps({"tool": "read_file", "arguments": {"path": "a.py"}})
    events: list[ProviderEvent] = []
    for start in range(0, len(text), 4):
        events += assembler.add_text(text[start : start + 4])
    assert [e.name for e in events if isinstance(e, ToolCallStarted)] == ["read"]
    assert writing(events)[-1] == ToolCallWriting(name="read", target="a.py", size=len(text))


def slow_write(write_script) -> Path:
    call = {"name": "write_file", "arguments": {"path": "notes.txt", "content": NOTES}}
    return write_script({"tool_calls": [call], "write_s": 3}, {"content": "finished"})


def sizes_shown(raw: str) -> list[int]:
    return [int(size.replace(",", "")) for size in SIZES.findall(screen_text(raw))]


@pytest.mark.slow
def test_agent_run_shows_the_call_being_written_growing(write_script, workspace):
    child = pexpect.spawn(
        sys.executable,
        ["-m", "agent", "run", "go", "--model", f"script:{slow_write(write_script)}", "-w", str(workspace), "--yes"],
        env={**os.environ, "TERM": "xterm-256color"},
        encoding="utf-8",
        timeout=60,
        dimensions=(40, 160),
    )
    try:
        child.expect_exact("[1] write notes.txt → ok")  # the alias write_file runs (and shows) as write
        sizes = sizes_shown(child.before or "")
        child.expect(pexpect.EOF)
    finally:
        child.close(force=True)
    assert len(set(sizes)) >= 5, "the size grows while the call is written"
    assert sizes == sorted(sizes)
    assert "write_file" not in screen_text(child.before or "")
