"""The map in a session: after the system prompt from the first request on, the same bytes on every turn until a
compaction remakes it, rebuilt the same on resume; `agent map` prints it with ranks."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from agent.backends.model_spec import parse_model_spec
from agent.config_files import load_user_config
from agent.conversation.map_slot import MAP_MARKER
from agent.messages import Message
from agent.records.session_store import load_session
from agent.records.transcript import Transcript
from agent.start.permission_choices import PermissionChoices
from agent.start.session import open_loop, open_tools
from agent.start.session_context import SessionContext
from agent.terminal.progress import Progress
from capabilities import Overrides
from tests.agent.repomap.fixture_repos import write_repo


def open_recorded_loop(root, script, map_tokens):
    context = SessionContext.read(root, load_user_config(), PermissionChoices(ask=False), "off")
    runtime = open_tools(context)
    loop = open_loop(
        parse_model_spec(f"script:{script}"),
        context,
        runtime,
        flags=Overrides(),
        transcript=Transcript.create(),
        progress=Progress(enabled=False),
        max_turns=10,
        map_tokens=map_tokens,
    )
    sent: list[list[Message]] = []
    stream = loop.provider.stream

    def recording(request):
        if request.purpose != "summary":
            sent.append([m.model_copy() for m in request.messages])
        return stream(request)

    loop.provider.stream = recording  # type: ignore[method-assign]
    return loop, runtime, sent


def read(path):
    return {"tool_calls": [{"name": "read", "arguments": {"path": path}}]}


def test_turns_between_compactions_send_an_identical_prefix(tmp_path, write_script):
    root = write_repo(tmp_path / "repo")
    script = write_script(
        read("shop/cart.py"), {"content": "done"}, read("backend/Invoice.java"), {"content": "ok"}, {"content": "ok"}
    )
    loop, runtime, sent = open_recorded_loop(root, script, map_tokens=150)
    try:
        loop.exchange("the cart total ignores the discount")
        loop.exchange("now the invoice: amountDue is zero")
        assert len(sent) == 4
        system = sent[0][0].content
        assert MAP_MARKER in system and "1. shop/cart.py" in system
        for earlier, later in zip(sent, sent[1:], strict=False):  # every turn, across exchanges too
            assert [m.model_dump() for m in later[: len(earlier)]] == [m.model_dump() for m in earlier]
        loop.compact()  # the prompt's start changes here anyway: the map is made again for the work so far
        loop.exchange("go on")
        after = sent[4][0].content
        assert after.split(MAP_MARKER)[0] == system.split(MAP_MARKER)[0]
        assert "1. backend/Invoice.java" in after.split(MAP_MARKER)[1]
        transcript = loop.recorder.transcript.path
        result = loop.end(0.0)
    finally:
        loop.provider.close()
        runtime.close()
    assert result.compactions >= 1  # the map's own records are not counted as compactions
    assert load_session(transcript).conversation.messages[0].content == loop.messages[0].content


def test_no_map_when_its_budget_is_zero(tmp_path, write_script):
    root = write_repo(tmp_path / "repo")
    loop, runtime, sent = open_recorded_loop(root, write_script({"content": "done"}), map_tokens=0)
    try:
        loop.run("the cart total")
    finally:
        loop.provider.close()
        runtime.close()
    assert MAP_MARKER not in sent[0][0].content


@pytest.mark.slow
def test_agent_map_prints_the_map_with_ranks(tmp_path):
    root = write_repo(tmp_path / "repo")
    command = [sys.executable, "-m", "agent", "map", "the shipping cost", "-w", str(root), "--tokens", "200"]
    shown = subprocess.run(command, capture_output=True, text=True, check=True)
    assert shown.stdout.splitlines()[1] == "1. shop/shipping.py"
    assert "of 200 tokens" in shown.stderr
    as_json = json.loads(subprocess.run([*command, "--json"], capture_output=True, text=True, check=True).stdout)
    assert as_json["files"][0] == {
        "rank": 1,
        "path": "shop/shipping.py",
        "score": as_json["files"][0]["score"],
        "definitions": 1,
    }
    assert as_json["tokens"] <= 200
