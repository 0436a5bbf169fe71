"""`agent sessions` (table, --all, failed runs), `show`, `rm`, ids by any unique part, bare --resume, and
continuing with what the session recorded: its server, flags and workspace."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import pexpect
import pytest
from click.testing import CliRunner

from agent.cli import main
from agent.paths import sessions_dir
from agent.records.session_store import find_session, session_info
from agent.records.transcript import SessionLock
from tests.agent.providers.fixtures.answering_server import answering_server, chat_bodies


def invoke(*args: str, env: dict | None = None, input: str | None = None):
    return CliRunner().invoke(main, list(args), env=env, input=input)


def run_task(script: Path, workspace: Path, task: str = "first task", *extra: str) -> dict:
    result = invoke("run", task, "-m", f"script:{script}", "-w", str(workspace), "--json", *extra)
    return json.loads(result.stdout)


@pytest.mark.slow
def test_the_table_has_a_header_and_a_row_per_session_with_turns(write_script, workspace):
    call = {"name": "read", "arguments": {"path": "hello.py"}}
    run_task(write_script({"tool_calls": [call]}, {"content": "done"}), workspace, "read hello\nsecond line")
    output = invoke("sessions").output
    header, row = output.splitlines()
    assert header.split() == ["ID", "WHEN", "WORKSPACE", "MODEL", "TURNS", "STATUS", "TASK"]
    cells = row.split()
    assert cells[3] == str(workspace) and cells[5] == "2" and cells[6] == "finished" and cells[-2:] == ["read", "hello"]
    assert header.index("TURNS") == row.index(" 2 ") + 1  # columns aligned under their header


@pytest.mark.slow
def test_compare_runs_and_runs_that_failed_before_their_first_request_are_listed_only_with_all(
    write_script, workspace, tmp_path
):
    script = write_script({"content": "ok"})
    assert invoke("compare", "say ok", "-m", f"script:{script}", "-w", str(workspace)).exit_code == 0
    call = {"tool_calls": [{"name": "read", "arguments": {"path": "hello.py"}}]}
    mid_run = invoke("run", "fails mid-run", "-m", f"script:{write_script(call)}", "-w", str(workspace))
    assert mid_run.exit_code == 4  # the script runs out after its first reply: something to go on with
    dead = "http://127.0.0.1:9/v1"  # nothing listens on the discard port
    failed = invoke("run", "never runs", "-m", "openai/x", "-w", str(workspace), env={"OPENAI_BASE_URL": dead})
    assert failed.exit_code == 4
    bad_script = invoke("run", "bad script", "-m", f"script:{tmp_path / 'none.jsonl'}", "-w", str(workspace))
    assert bad_script.exit_code == 2
    listed = json.loads(invoke("sessions", "--json").output)
    assert [(s["task"], s["status"], s["origin"]) for s in listed] == [("fails mid-run", "error", "run")]
    # --continue goes on with the newest session that began, not a newer run that never did
    answer = tmp_path / "answer.jsonl"
    answer.write_text(json.dumps({"content": "done"}) + "\n")
    assert invoke("run", "--continue", "more", "-m", f"script:{answer}", "-w", str(workspace)).exit_code == 0
    assert [(s["task"], s["turns"]) for s in json.loads(invoke("sessions", "--json").output)] == [("fails mid-run", 2)]
    everything = json.loads(invoke("sessions", "--json", "--all").output)
    unlisted = {s["task"]: s for s in everything if s["turns"] == 0 and s["origin"] == "run"}
    assert {task: s["status"] for task, s in unlisted.items()} == {"never runs": "error", "bad script": "error"}
    assert unlisted["never runs"]["model"] == "openai/x" and unlisted["never runs"]["workspace"] == str(workspace)
    assert {s["origin"] for s in everything} == {"run", "compare"}


@pytest.mark.slow
def test_an_id_is_found_by_its_prefix_or_its_random_tail_and_ambiguity_is_named(write_script, workspace):
    script = write_script({"content": "ok"})
    first, second = (Path(run_task(script, workspace)["transcript"]).stem for _ in range(2))
    assert find_session(first[-6:]).stem == first
    assert find_session(first[-6:-2]).stem == first  # the start of the random tail, like a short git hash
    assert find_session(second[:-3]).stem == second
    common = first[:9]  # the date: both
    result = invoke("sessions", "show", common)
    assert result.exit_code == 2 and "matches 2 sessions (" in result.output
    assert first in result.output and second in result.output
    assert invoke("sessions", "show", "nosuch").exit_code == 2


@pytest.mark.slow
def test_an_id_is_found_by_any_unique_part_of_it(write_script, workspace):
    made = Path(run_task(write_script({"content": "ok"}), workspace)["transcript"])
    for stem in ("20261124-015119-7dc20f", "20261125-093000-a1b2c3"):  # ids of known parts
        (made.parent / f"{stem}.jsonl").write_bytes(made.read_bytes())
    made.unlink()
    assert find_session("c20").stem == "20261124-015119-7dc20f"  # inside the random tail
    assert find_session("1124-0151").stem == "20261124-015119-7dc20f"  # the date and time, as copied from a listing
    assert find_session("5-0930").stem == "20261125-093000-a1b2c3"
    result = invoke("sessions", "show", "1b2")
    assert result.exit_code == 0 and "session 20261125-093000-a1b2c3" in result.output
    assert "matches 2 sessions" in invoke("sessions", "show", "2026112").output


@pytest.mark.slow
def test_show_prints_the_conversation_readably(write_script, workspace):
    call = {"name": "read", "arguments": {"path": "hello.py"}}
    session = Path(run_task(write_script({"tool_calls": [call]}, {"content": "It greets."}), workspace)["transcript"])
    output = invoke("sessions", "show", session.stem[-6:]).output
    assert f"session {session.stem}" in output.splitlines()[0]
    assert "user:\n  first task" in output
    assert 'call read {"path": "hello.py"}' in output
    assert "result of read:" in output and 'print("Hello, world!")' in output
    assert "assistant:\n  It greets." in output


@pytest.mark.slow
def test_rm_deletes_sessions_but_not_one_in_use(write_script, workspace):
    script = write_script({"content": "ok"})
    first, second = (Path(run_task(script, workspace)["transcript"]) for _ in range(2))
    lock = SessionLock.acquire(second)
    try:
        result = invoke("sessions", "rm", first.stem[-6:], second.stem)
    finally:
        lock.release()
    assert result.exit_code == 2 and f"deleted {first.stem}" in result.output
    assert f"in use by a running agent, not deleted: {second.stem}" in result.output
    assert not first.exists() and second.exists()
    assert invoke("sessions", "rm", "nosuch").exit_code == 2 and second.exists()  # nothing deleted on a bad id


@pytest.mark.slow
def test_bare_resume_without_a_terminal_lists_the_sessions_and_exits_2(write_script, workspace):
    session = Path(run_task(write_script({"content": "ok"}), workspace)["transcript"])
    result = invoke("run", "more", "--resume", "-w", str(workspace))
    assert result.exit_code == 2
    assert session.stem in result.stderr and "pass one of the ids above" in result.stderr


@pytest.mark.slow
def test_bare_resume_on_a_terminal_picks_by_number(write_script, workspace, monkeypatch):
    import agent.start.resume

    first = Path(run_task(write_script({"content": "one"}), workspace, "older")["transcript"])
    run_task(write_script({"content": "two"}), workspace, "newer")
    monkeypatch.setattr(agent.start.resume, "can_ask", lambda: True)
    script = write_script({"content": "three"})
    args = ("run", "go on", "--resume", "-m", f"script:{script}", "-w", str(workspace), "--json")
    result = invoke(*args, input="2\n")
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["transcript"] == str(first), result.output


@pytest.mark.slow
def test_continuing_keeps_the_sessions_flags_and_says_where_it_continues(write_script, workspace, tmp_path):
    script = write_script({"content": "ok"})
    run_task(script, workspace, "task", "--ctx", "4096", "--max-output", "300")
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    result = invoke("run", "--continue", "more", "-m", f"script:{script}", "-w", str(workspace), "--json")
    events = [json.loads(line) for line in Path(json.loads(result.stdout)["transcript"]).read_text().splitlines()]
    assert events[0]["overrides"] == {"context": 4096, "max_output_tokens": 300}
    session = Path(json.loads(result.stdout)["transcript"]).stem
    result = invoke("run", "--resume", session, "again", "-m", f"script:{script}", "-w", str(elsewhere))
    assert f"note: continuing session {session} in {workspace} (not {elsewhere})" in result.stderr


@pytest.fixture
def openai_server():
    """Answers like an OpenAI-compatible server: /v1/models and a non-streamed chat completion."""
    with answering_server("served") as (url, posted):
        yield url, posted


@pytest.mark.slow
def test_an_openai_session_continues_with_the_server_it_used(workspace, openai_server):
    url, served = openai_server
    env = {"OPENAI_BASE_URL": url, "AGENT_STREAM": "false"}
    first = invoke("run", "hi", "-m", "openai/m", "-w", str(workspace), "--json", env=env)
    assert json.loads(first.stdout)["final"] == "served", first.output
    assert session_info(Path(json.loads(first.stdout)["transcript"])).base_url == url
    again = invoke(
        "run",
        "--continue",
        "more",
        "-w",
        str(workspace),
        "--json",
        env={"OPENAI_BASE_URL": "", "AGENT_STREAM": "false"},
    )
    assert json.loads(again.stdout)["final"] == "served", again.output
    assert f"note: continuing with the server the session used: {url}" in again.stderr
    assert len(chat_bodies(served)) == 2
    assert sessions_dir().is_dir()


@pytest.mark.slow
def test_a_user_prompt_submit_hooks_context_is_not_the_sessions_task(agent_home, write_script, workspace):
    """A hook that adds `git status --short` gave every session the task `?? .agent/`."""
    (agent_home / "config.toml").write_text("[[hooks.UserPromptSubmit]]\ncommand = \"echo '?? .agent/'\"\n")
    session = Path(run_task(write_script({"content": "ok"}), workspace, "fix the parser")["transcript"])
    (row,) = json.loads(invoke("sessions", "--json").output)
    assert row["task"] == "fix the parser"
    assert invoke("sessions").output.splitlines()[1].endswith("  fix the parser")
    sent = [json.loads(line) for line in session.read_text().splitlines()]
    user = next(e["message"] for e in sent if e["event"] == "message" and e["message"]["role"] == "user")
    assert user["content"] == "?? .agent/\n\nfix the parser"  # the model still gets the context


@pytest.mark.slow
def test_a_session_a_running_agent_holds_is_live(write_script, workspace):
    session = Path(run_task(write_script({"content": "ok"}), workspace)["transcript"])
    lines = session.read_text().splitlines()
    session.write_text("\n".join(lines[:-1]) + "\n")  # no session_end yet: still running
    held = SessionLock.acquire(session)
    try:
        assert [row["status"] for row in json.loads(invoke("sessions", "--json").output)] == ["live"]
    finally:
        held.release()
    assert [row["status"] for row in json.loads(invoke("sessions", "--json").output)] == ["interrupted"]


@pytest.mark.slow
def test_the_task_column_takes_the_width_of_the_terminal(write_script, tmp_path):
    """Long workspace and model paths left a task 20 characters on a 200-column terminal; now they give way."""
    workspace = tmp_path / ("a-rather-long-directory-name-" * 3) / "project"
    workspace.mkdir(parents=True)
    script = tmp_path / ("scripts-" * 6) / "script.jsonl"
    script.parent.mkdir()
    script.write_text(json.dumps({"content": "ok"}) + "\n")
    task = "Make the parser accept trailing commas in every list and add a test for each kind of list"
    run_task(script, workspace, task.strip())

    def table(columns: int) -> list[str]:
        env = {name: value for name, value in os.environ.items() if name not in ("COLUMNS", "LINES")}
        child = pexpect.spawn(
            sys.executable, ["-m", "agent", "sessions"], env=env, encoding="utf-8", dimensions=(24, columns), timeout=60
        )
        child.expect(pexpect.EOF)
        return [line for line in child.before.splitlines() if line.strip()]

    header, row = table(200)
    assert row.endswith("  " + task.strip()) and len(row) <= 200
    assert header.index("TASK") == row.index("Make the parser")
    assert "…" in row and "/project  " in row  # the workspace gave way, its end kept
    _, narrow = table(140)
    shown = narrow[narrow.index("Make the parser") :]
    assert len(shown) >= 40 and shown.endswith("…") and len(narrow) <= 140
    piped = invoke("sessions").output.splitlines()[1]  # not a terminal: nothing is cut
    assert piped.endswith(task.strip()) and str(workspace) in piped


def test_resume_with_a_task_where_the_id_goes_says_how_to_write_it(workspace, write_script):
    script = write_script({"content": "unused"})
    result = CliRunner().invoke(
        main, ["run", "--resume", "go on", "--model", f"script:{script}", "--workspace", str(workspace)]
    )
    assert result.exit_code == 2
    assert "'go on' is none (ids have no spaces)" in result.output
    assert 'agent run "go on" --resume [ID]' in result.output and "Traceback" not in result.output
