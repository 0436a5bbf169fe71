"""`/map` in `agent chat`: the map the model got with its token count, the map for another task (not sent), and
`/map refresh` making it again for the conversation, sent from the next request on and written down."""

from __future__ import annotations

import re

import pytest
from click.testing import CliRunner

from agent.cli import main
from agent.conversation.map_slot import map_in
from agent.records.session_store import load_session
from tests.agent.chat.conftest import events, transcripts
from tests.agent.repomap.fixture_repos import write_repo


def chat(root, script, typed: list[str]) -> str:
    command = ["chat", "--model", f"script:{script}", "--workspace", str(root), "--map-tokens", "150"]
    result = CliRunner().invoke(main, command, input="\n".join(typed) + "\n")
    assert result.exit_code == 0, result.output
    return result.output


def shown_after(output: str, command: str) -> str:
    """What the chat printed for `command`, up to its token line."""
    start = output.index(command)
    end = output.index(" tokens\n", start)
    return output[start:end]


@pytest.mark.slow
def test_map_shows_what_the_model_got_and_a_task_s_map_without_sending_it(tmp_path, write_script):
    root = write_repo(tmp_path / "repo")
    script = write_script({"content": "done"})
    output = chat(root, script, ["/map", "the cart total ignores the discount", "/map", "/map the shipping cost"])
    assert "the model has no map yet: it gets one with your first message" in output
    got = shown_after(output, "1. shop/cart.py")
    tokens, budget = map(int, re.search(r"what the model got: (\d+) of (\d+)$", got).groups())
    assert 0 < tokens <= budget == 150
    system = load_session(transcripts()[-1]).conversation.messages[0].content
    sent = map_in(system)
    assert sent is not None and sent.strip() in output  # shown whole, as sent
    other = shown_after(output, "1. shop/shipping.py")
    assert "for that task, not sent to the model" in other
    assert map_in(load_session(transcripts()[-1]).conversation.messages[0].content) == sent


def test_map_refresh_makes_it_again_for_the_conversation_and_sends_it(tmp_path, write_script):
    root = write_repo(tmp_path / "repo")
    read_invoice = {"tool_calls": [{"name": "read", "arguments": {"path": "backend/Invoice.java"}}]}
    script = write_script({"content": "done"}, read_invoice, {"content": "ok"}, {"content": "ok"})
    output = chat(
        root,
        script,
        ["the cart total ignores the discount", "now the invoice: amountDue is zero", "/map refresh", "go on"],
    )
    assert "made again for the conversation, sent from the next request on" in output
    path = transcripts()[-1]
    placed = [event for event in events(path) if event.get("event") == "repo_map"]
    assert len(placed) == 2  # the first request's map and the refreshed one
    system = load_session(path).conversation.messages[0].content
    assert (map_in(system) or "").splitlines()[1] == "1. backend/Invoice.java"


def test_map_says_why_there_is_none(tmp_path, write_script):
    root = write_repo(tmp_path / "repo")
    command = ["chat", "--model", f"script:{write_script({'content': 'ok'})}", "--workspace", str(root)]
    result = CliRunner().invoke(main, [*command, "--map-tokens", "0"], input="/map\n")
    assert "no repository map in this session: its budget is 0" in result.output


@pytest.mark.slow
def test_a_session_resumed_in_the_chat_keeps_its_map(tmp_path, write_script):
    root = write_repo(tmp_path / "repo")
    script = write_script({"content": "done"}, {"content": "ok"})
    run = ["run", "the shipping cost", "--model", f"script:{script}", "--workspace", str(root), "--map-tokens", "150"]
    assert CliRunner().invoke(main, run).exit_code == 0
    earlier = transcripts()[-1].stem
    output = chat(root, script, [f"/resume {earlier}", "/map"])
    assert "what the model got" in shown_after(output, "1. shop/shipping.py")
