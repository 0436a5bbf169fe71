"""No silent truncation: Ollama cuts a prompt longer than the window it runs and says so only in its own
log, but its reply reports how many prompt tokens it read (`prompt_eval_count`). A report clearly below
what the agent sent means a cut: the agent says so on stderr and in the transcript (a server_window event),
takes what the server read as the hard limit, compacts and asks once more; never the same request again.
Here Ollama is an older one whose /api/ps does not report the window, so the report is the only sign.
Ollama is a local stub serving replies in the shape of its API reference (fixtures/README.md)."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from agent.cli import main
from agent.providers.overflow import prompt_was_cut
from tests.agent.providers.fixtures.fake_server import load_json, load_ndjson

from .test_ollama_window import answer, run

WINDOW = 16384  # what the registry budgets for qwen2.5-coder:7b, and the num_ctx the agent sends


def older_ps() -> dict:
    """/api/ps of an Ollama that does not report `context_length` (the window it runs the model with)."""
    ps = load_json("ollama_ps.json")
    del ps["models"][0]["context_length"]
    return ps


@pytest.fixture
def long_session(workspace, write_script):
    """A session whose history holds a 900-line file the model read (about 6,000 tokens), to be continued."""
    (workspace / "big.txt").write_text("".join(f"line {n} of a long file\n" for n in range(900)))
    script = write_script({"tool_calls": [{"name": "read", "arguments": {"path": "big.txt"}}]}, {"content": "read"})
    result = CliRunner().invoke(
        main,
        ["run", "read big.txt", "-m", f"script:{script}", "-w", str(workspace), "--ctx", str(WINDOW), "--no-sandbox"]
        + ["--map-tokens", "0"],  # a continued session keeps its map: none here, the system prompt stays small
    )
    assert result.exit_code == 0, result.output
    return workspace


def transcript_events(payload: dict) -> list[dict]:
    return [json.loads(line) for line in open(payload["transcript"])]


@pytest.mark.slow
def test_a_prompt_ollama_cut_is_said_limited_compacted_and_asked_once_more(server, long_session):
    server.add("/api/ps", 200, older_ps())
    server.add("/api/chat", 200, load_ndjson("ollama_chat_prompt_cut.ndjson"))  # read 2,048 of ~6,000 tokens
    server.add("/api/chat", 200, answer("The user had big.txt read; it has 900 numbered lines."))  # the summary
    server.add("/api/chat", 200, answer("big.txt has 900 lines", read=1400))
    result, payload = run(server, long_session, "--continue", "how long is big.txt?")

    assert payload["final"] == "big.txt has 900 lines", result.output
    # the warning, on stderr
    note = next(line for line in result.stderr.splitlines() if "it cut the prompt" in line)
    assert note.startswith("note: the server read 2048 prompt tokens, fewer than the ~")
    assert "tokens its messages alone take: it cut the prompt; " in note
    assert note.endswith(f"the server's window is 2048 tokens, not {WINDOW}: compacting to it and asking again")
    # ...and in the transcript, with the new limit
    events = transcript_events(payload)
    (learned,) = [e for e in events if e["event"] == "server_window"]
    assert (learned["window"], learned["previous"]) == (2048, WINDOW)
    assert learned["reason"].startswith("the server read 2048 prompt tokens") and "cut the prompt" in learned["reason"]
    sent = int(learned["reason"].split("fewer than the ~")[1].split(" ")[0])
    assert sent > 2048 / 0.75  # what the agent counted was clearly more than Ollama read
    # the compaction, then exactly one retry: the cut request, the summary, the turn asked again
    assert payload["compactions"] >= 1
    assert any(e["event"] == "compaction" for e in events)
    cut, summary, again = server.bodies("/api/chat")
    assert "line 899 of a long file" in json.dumps(cut["messages"])
    assert "line 899 of a long file" not in json.dumps(again["messages"])
    assert len(json.dumps(again["messages"])) < len(json.dumps(cut["messages"])) / 2
    assert again["messages"][-1]["content"].endswith("how long is big.txt?")
    # one num_ctx for the whole session: Ollama reloads the model whenever it changes
    assert {body["options"]["num_ctx"] for body in (cut, summary, again)} == {WINDOW}
    # the reply made from the cut prompt is dropped, not part of the conversation
    said = [
        e["message"].get("content") for e in events if e["event"] == "message" and e["message"]["role"] == "assistant"
    ]
    assert "I have not read any file yet." not in said and said[-1] == "big.txt has 900 lines"
    turns = [e for e in events if e["event"] == "usage" and e.get("purpose", "turn") == "turn"]
    assert [t["prompt_tokens"] for t in turns][-1] == 1400


@pytest.mark.slow
def test_a_report_a_little_below_the_estimate_is_estimate_error_not_a_cut(server, workspace):
    server.add("/api/ps", 200, older_ps())
    server.add("/api/chat", 200, answer("fine", read=110))  # the messages alone take ~125 by the estimate
    result, payload = run(server, workspace, "hi")
    assert payload["final"] == "fine", result.output
    assert "cut" not in result.stderr and "window" not in result.stderr
    assert len(server.bodies("/api/chat")) == 1
    assert not [e for e in transcript_events(payload) if e["event"] == "server_window"]


@pytest.mark.slow
def test_a_prompt_cut_again_after_compaction_ends_the_run_and_is_not_asked_a_third_time(server, long_session):
    server.add("/api/ps", 200, older_ps())
    server.add("/api/chat", 200, load_ndjson("ollama_chat_prompt_cut.ndjson"))
    server.add("/api/chat", 200, answer("The user had big.txt read."))  # the summary
    server.add("/api/chat", 200, answer("still made up", read=160))  # cut again: an Ollama with a tiny window
    server.add("/api/chat", 200, answer("never asked"))
    # Without the sandbox's paragraph and the repository map (the fixture's session has neither) the system prompt
    # (with its edit format's guide), which every cut keeps, stays under the 160 tokens read.
    result, payload = run(
        server, long_session, "--continue", "how long is big.txt?", "--no-sandbox", "--map-tokens", "0"
    )
    assert result.exit_code == 4 and payload["status"] == "error"
    assert payload["error"].startswith("the server cut the prompt again after the agent compacted it to a 2048-token")
    assert len(server.bodies("/api/chat")) == 3
    windows = [e["window"] for e in transcript_events(payload) if e["event"] == "server_window"]
    assert windows == [2048, 160]


@pytest.mark.parametrize(
    ("sent", "exact", "reported", "cut"),
    [
        (4000, True, 3700, False),  # an exact count: within a tenth is no cut...
        (4000, True, 3500, True),  # ...below 90% is
        (4000, False, 3500, False),  # an estimate may be a fifth off
        (4000, False, 2900, True),  # below 75% of an estimate is a cut
        (4000, False, 4096 * 0.96, False),  # at the window but not below 90% of what was sent
        (4500, False, 3950, True),  # below 90% of the estimate and filling the 4,096 window asked for
        (4000, False, 0, False),  # no report
        (4000, False, 4200, False),  # more than counted: the estimate was low
    ],
)
def test_what_counts_as_a_cut(sent, exact, reported, cut):
    assert prompt_was_cut(sent, exact, int(reported), window=4096) is cut


def test_a_report_too_small_to_hold_the_system_prompt_counts_something_else():
    assert prompt_was_cut(1200, False, 100, window=4096, kept=120)  # holds the system prompt: a cut
    assert not prompt_was_cut(1200, False, 10, window=4096, kept=120)  # a stub's 10, or only what was evaluated
