"""Hooks: the user's commands on PreToolUse, PostToolUse, UserPromptSubmit, Stop and SessionStart; block,
allow, extra context, timeout, garbage, failures; in `agent run`, `agent chat` and subagents; project hooks
only for a trusted project; config errors that name the table and key."""

from __future__ import annotations

import json
import os
import signal
import sys
import threading
import time
from pathlib import Path

import pytest
from click.testing import CliRunner

from agent.calls.hooks import HookCommand, Hooks
from agent.cli import main
from agent.errors import UserError
from agent.start.user_config import load_user_config

PYTHON_HOOK = "import json, sys\nevent = json.load(sys.stdin)\n"


def hook_script(tmp_path: Path, name: str, body: str) -> str:
    """A hook written in Python (reads the event from stdin as `event`); the command that runs it."""
    path = tmp_path / f"{name}.py"
    path.write_text(PYTHON_HOOK + body)
    return f"{sys.executable} {path}"


def hooks_of(workspace: Path, *entries: tuple[str, HookCommand]) -> tuple[Hooks, list[str]]:
    warnings: list[str] = []
    return Hooks(list(entries), workspace, warn=warnings.append), warnings  # type: ignore[arg-type]


def toml_hooks(event: str, command: str, matcher: str = "", timeout: float | None = None) -> str:
    lines = [f"[[hooks.{event}]]", f"matcher = {json.dumps(matcher)}", f"command = {json.dumps(command)}"]
    if timeout is not None:
        lines.append(f"timeout = {timeout}")
    return "\n".join(lines) + "\n"


def run(agent_home: Path, workspace: Path, script: Path, config: str, *extra: str, task: str = "do it"):
    (agent_home / "config.toml").write_text(config)
    result = CliRunner().invoke(
        main, ["run", task, "--model", f"script:{script}", "--workspace", str(workspace), "--json", *extra]
    )
    payload = json.loads(result.stdout) if result.stdout.strip().startswith("{") else {}
    return result, payload


def messages(payload: dict) -> list[dict]:
    events = [json.loads(line) for line in Path(payload["transcript"]).read_text().splitlines()]
    return [e["message"] for e in events if e["event"] == "message"]


def bash(command: str) -> dict:
    return {"name": "bash", "arguments": {"command": command}}


# --- the dispatcher on its own -------------------------------------------------------------------------


def test_exit_2_blocks_with_the_hooks_stderr(workspace, tmp_path):
    command = hook_script(
        tmp_path, "block", "print('no edits to ' + event['tool_input']['path'], file=sys.stderr)\nsys.exit(2)\n"
    )
    hooks, warnings = hooks_of(workspace, ("PreToolUse", HookCommand(matcher="edit|write", command=command)))
    outcome = hooks.before_tool("write", {"path": "a.py", "content": "x"})
    assert outcome.blocked and outcome.reason == "no edits to a.py" and warnings == []
    assert not hooks.before_tool("read", {"path": "a.py"}).blocked, "the matcher leaves read alone"


@pytest.mark.slow
def test_a_json_decision_blocks_or_allows(workspace, tmp_path):
    block = hook_script(tmp_path, "b", "print(json.dumps({'decision': 'block', 'reason': 'not today'}))\n")
    deny = hook_script(
        tmp_path,
        "d",
        "print(json.dumps({'hookSpecificOutput': {'hookEventName': 'PreToolUse', 'permissionDecision': 'deny', "
        "'permissionDecisionReason': 'policy X'}}))\n",
    )
    allow = hook_script(tmp_path, "a", "print(json.dumps({'decision': 'approve'}))\n")
    hooks, warnings = hooks_of(workspace, ("PreToolUse", HookCommand(command=block)))
    assert hooks.before_tool("bash", {"command": "ls"}).reason == "not today"
    hooks, _ = hooks_of(workspace, ("PreToolUse", HookCommand(command=deny)))
    assert hooks.before_tool("bash", {"command": "ls"}).reason == "policy X"
    hooks, warnings = hooks_of(workspace, ("PreToolUse", HookCommand(command=allow)))
    assert not hooks.before_tool("bash", {"command": "ls"}).blocked and warnings == []


def test_extra_context_and_the_event_on_stdin(workspace, tmp_path):
    seen = tmp_path / "seen.json"
    command = hook_script(
        tmp_path,
        "ctx",
        f"open({str(seen)!r}, 'w').write(json.dumps(event))\n"
        "answer = {'hookSpecificOutput': {'hookEventName': 'PostToolUse', 'additionalContext': 'lint: ok'}}\n"
        "print(json.dumps(answer))\n",
    )
    hooks, _ = hooks_of(workspace, ("PostToolUse", HookCommand(matcher="bash", command=command)))
    hooks.bind("s-1", "/tmp/s-1.jsonl")
    outcome = hooks.after_tool("bash", {"command": "ls"}, "hello.py", False)
    assert outcome.context == ["lint: ok"] and not outcome.blocked
    event = json.loads(seen.read_text())
    assert event["hook_event_name"] == "PostToolUse" and event["session_id"] == "s-1"
    assert event["cwd"] == str(workspace) and event["tool_name"] == "bash"
    assert event["tool_input"] == {"command": "ls"} and event["tool_response"] == {
        "content": "hello.py",
        "is_error": False,
    }


@pytest.mark.slow
def test_a_hook_that_runs_too_long_is_killed_with_everything_it_started(workspace, tmp_path):
    child_pid = tmp_path / "child.pid"
    command = f"sleep 30 & echo $! > {child_pid}; wait"
    hooks, warnings = hooks_of(workspace, ("PreToolUse", HookCommand(command=command, timeout=0.5)))
    started = time.monotonic()
    outcome = hooks.before_tool("bash", {"command": "ls"})
    assert time.monotonic() - started < 10
    assert not outcome.blocked, "a timeout is a warning, not a block"
    assert len(warnings) == 1 and "did not finish within 0.5 s" in warnings[0]
    pid = int(child_pid.read_text())
    deadline = time.monotonic() + 5
    while Path(f"/proc/{pid}").exists() and "zombie" not in _state(pid) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not Path(f"/proc/{pid}").exists() or "zombie" in _state(pid), "the hook's background child was killed"


def _dispatch_in_thread(hooks: Hooks) -> threading.Thread:
    """before_tool in a thread, so a hook that keeps the agent waiting fails the test instead of hanging it."""
    thread = threading.Thread(target=hooks.before_tool, args=("bash", {"command": "ls"}), daemon=True)
    thread.start()
    thread.join(timeout=20)
    return thread


def _gone(pid: int, within_s: float = 10.0) -> bool:
    deadline = time.monotonic() + within_s
    while Path(f"/proc/{pid}").exists() and "zombie" not in _state(pid) and time.monotonic() < deadline:
        time.sleep(0.05)
    return not Path(f"/proc/{pid}").exists() or "zombie" in _state(pid)


@pytest.mark.slow
@pytest.mark.parametrize("timeout", [0.5, 60.0], ids=["timed-out", "exited"])
def test_a_hook_that_leaves_a_process_in_a_session_of_its_own_holding_its_pipes(workspace, tmp_path, timeout):
    """A setsid child outside the hook's process group kept its stdout open: the agent waited on the pipe
    for as long as the child lived, after a timeout or after the hook itself had exited."""
    child_pid = tmp_path / "child.pid"
    leave = f"setsid sh -c 'echo $$ > {child_pid}; exec sleep 300' &"
    command = f"{leave} sleep 30" if timeout < 1 else f"{leave} while [ ! -s {child_pid} ]; do sleep 0.01; done"
    hooks, warnings = hooks_of(workspace, ("PreToolUse", HookCommand(command=command, timeout=timeout)))
    thread = _dispatch_in_thread(hooks)
    pid = int(child_pid.read_text())
    try:
        assert not thread.is_alive(), "the agent is still waiting on the hook's pipe"
        assert _gone(pid), "the hook's setsid child outlived it"
    finally:
        if not _gone(pid, within_s=0):
            os.kill(pid, signal.SIGKILL)
    expected = ["did not finish within 0.5 s"] if timeout < 1 else []
    assert [w[w.index("did not") :].split(";")[0] for w in warnings] == expected, warnings


def _state(pid: int) -> str:
    try:
        return next(line for line in Path(f"/proc/{pid}/status").read_text().splitlines() if line.startswith("State"))
    except (OSError, StopIteration):
        return "zombie"


def test_garbage_on_stdout_and_other_exit_codes_are_warnings(workspace, tmp_path):
    garbage = "printf '\\001\\002{not json at all'"
    hooks, warnings = hooks_of(workspace, ("PreToolUse", HookCommand(command=garbage)))
    assert not hooks.before_tool("bash", {"command": "ls"}).blocked
    assert "not a JSON object" in warnings[0]
    hooks, warnings = hooks_of(workspace, ("PreToolUse", HookCommand(command="echo oops >&2; exit 7")))
    assert not hooks.before_tool("bash", {"command": "ls"}).blocked
    assert "failed with exit status 7: oops" in warnings[0]
    hooks, warnings = hooks_of(workspace, ("PreToolUse", HookCommand(command="echo '[1, 2]'")))
    assert not hooks.before_tool("bash", {"command": "ls"}).blocked and "not a JSON object" in warnings[0]


def test_plain_text_from_a_prompt_hook_is_context(workspace):
    hooks, warnings = hooks_of(workspace, ("UserPromptSubmit", HookCommand(command="echo 'branch: main'")))
    assert hooks.prompt_submitted("hi").context == ["branch: main"] and warnings == []


# --- through the agent -----------------------------------------------------------------------------------


@pytest.mark.slow
def test_pre_tool_use_blocks_a_call_and_the_model_reads_why(agent_home, workspace, write_script, tmp_path):
    block = hook_script(
        tmp_path,
        "guard",
        "print('touching ' + event['tool_input']['command'] + ' is not allowed', file=sys.stderr)\nsys.exit(2)\n",
    )
    script = write_script({"tool_calls": [bash("touch made.txt"), bash("ls")]}, {"content": "done"})
    result, payload = run(agent_home, workspace, script, toml_hooks("PreToolUse", block, matcher="bash"), "--yes")
    assert result.exit_code == 0, result.output
    blocked, listed = [m for m in messages(payload) if m["role"] == "tool"]
    assert blocked["is_error"] and blocked["content"] == "touching touch made.txt is not allowed"
    assert listed["is_error"] and not (workspace / "made.txt").exists()


@pytest.mark.slow
def test_an_allowing_hook_never_gets_past_the_gate(agent_home, workspace, write_script, tmp_path):
    allow = hook_script(
        tmp_path, "allow", "print(json.dumps({'hookSpecificOutput': {'permissionDecision': 'allow'}}))\n"
    )
    script = write_script({"tool_calls": [bash("touch made.txt"), bash("git push")]}, {"content": "done"})
    result, payload = run(agent_home, workspace, script, toml_hooks("PreToolUse", allow))
    made, pushed = [m for m in messages(payload) if m["role"] == "tool"]
    assert not made.get("is_error") and (workspace / "made.txt").exists()
    assert pushed["is_error"] and "needs the user's approval" in pushed["content"], "git push still asks"


@pytest.mark.slow
def test_post_tool_use_context_and_block(agent_home, workspace, write_script, tmp_path):
    context = hook_script(tmp_path, "ctx", "print(json.dumps({'additionalContext': 'remember to run the tests'}))\n")
    objection = "echo 'that file is generated' >&2; exit 2"
    config = toml_hooks("PostToolUse", context, matcher="read") + toml_hooks("PostToolUse", objection, matcher="write")
    script = write_script(
        {"tool_calls": [{"name": "read", "arguments": {"path": "hello.py"}}]},
        {"tool_calls": [{"name": "write", "arguments": {"path": "gen.py", "content": "x = 1\n"}}]},
        {"content": "done"},
    )
    result, payload = run(agent_home, workspace, script, config)
    read, write = [m for m in messages(payload) if m["role"] == "tool"]
    assert "Hello, world!" in read["content"] and read["content"].endswith("remember to run the tests")
    assert write["is_error"] and write["content"].startswith("that file is generated")
    assert (workspace / "gen.py").exists(), "PostToolUse comes after the call ran"


@pytest.mark.slow
def test_user_prompt_submit_blocks_the_message_and_the_user_reads_why(agent_home, workspace, write_script):
    script = write_script({"content": "never asked"})
    config = toml_hooks("UserPromptSubmit", "echo 'no secrets in prompts' >&2; exit 2")
    result, payload = run(agent_home, workspace, script, config, task="my password is hunter2")
    assert result.exit_code == 4
    assert payload["status"] == "error" and "no secrets in prompts" in payload["error"]
    assert "no secrets in prompts" in result.stderr
    assert "hunter2" not in Path(payload["transcript"]).read_text(), "the message is neither sent nor written"


@pytest.mark.slow
def test_prompt_and_session_start_context_go_before_the_users_message(agent_home, workspace, write_script):
    script = write_script({"content": "ok"})
    config = toml_hooks("UserPromptSubmit", "echo 'branch: main'") + toml_hooks(
        "SessionStart", 'echo \'{"additionalContext": "tests: pytest -q"}\'', matcher="startup"
    )
    result, payload = run(agent_home, workspace, script, config, task="fix it")
    user = next(m for m in messages(payload) if m["role"] == "user")
    assert user["content"] == "tests: pytest -q\n\nbranch: main\n\nfix it"  # the session's, the message's, the message


@pytest.mark.slow
def test_a_stop_hook_sends_the_model_back_once(agent_home, workspace, write_script, tmp_path):
    stop = hook_script(
        tmp_path,
        "stop",
        "if not event['stop_hook_active']:\n"
        "    print(json.dumps({'decision': 'block', 'reason': 'run the tests first'}))\n",
    )
    script = write_script({"content": "finished early"}, {"tool_calls": [bash("ls")]}, {"content": "tests pass"})
    result, payload = run(agent_home, workspace, script, toml_hooks("Stop", stop), "--yes")
    assert result.exit_code == 0 and payload["final"] == "tests pass"
    users = [m["content"] for m in messages(payload) if m["role"] == "user"]
    assert "A Stop hook says the task is not done: run the tests first" in users


@pytest.mark.slow
def test_hooks_in_chat(agent_home, workspace, write_script):
    (agent_home / "config.toml").write_text(toml_hooks("PreToolUse", "echo 'read is off today' >&2; exit 2"))
    script = write_script({"tool_calls": [{"name": "read", "arguments": {"path": "hello.py"}}]}, {"content": "fine"})
    result = CliRunner().invoke(
        main, ["chat", "--model", f"script:{script}", "--workspace", str(workspace)], input="read it\n"
    )
    assert result.exit_code == 0, result.output
    assert "read is off today" in result.output


@pytest.mark.slow
def test_a_subagents_tool_calls_pass_the_hooks_but_not_its_prompt(agent_home, workspace, write_script, tmp_path):
    log = tmp_path / "events.log"
    logger = hook_script(
        tmp_path,
        "log",
        f"open({str(log)!r}, 'a').write(event['hook_event_name'] + ' ' + event.get('tool_name', '') + '\\n')\n",
    )
    config = "".join(toml_hooks(event, logger) for event in ("PreToolUse", "UserPromptSubmit", "Stop"))
    script = write_script(
        {"tool_calls": [{"name": "task", "arguments": {"agent": "explore", "prompt": "look at hello.py"}}]},
        {"tool_calls": [{"name": "read", "arguments": {"path": "hello.py"}}]},  # the subagent
        {"content": "it prints hello"},  # the subagent's answer
        {"content": "done"},
    )
    result, payload = run(agent_home, workspace, script, config)
    assert result.exit_code == 0, result.output
    assert log.read_text().splitlines() == ["UserPromptSubmit ", "PreToolUse task", "PreToolUse read", "Stop "]


@pytest.mark.slow
def test_project_hooks_need_trust(agent_home, workspace, write_script):
    (workspace / ".agent").mkdir()
    (workspace / ".agent" / "config.toml").write_text(toml_hooks("PreToolUse", "echo 'project says no' >&2; exit 2"))
    script = write_script({"tool_calls": [{"name": "read", "arguments": {"path": "hello.py"}}]}, {"content": "ok"})
    result, payload = run(agent_home, workspace, script, "")
    assert "Hello" in [m for m in messages(payload) if m["role"] == "tool"][0]["content"]
    assert "/.agent: 1 hook ignored: the project is not trusted; see `agent trust`" in result.stderr
    (agent_home / "permissions.toml").write_text(f"trusted_projects = [{json.dumps(str(workspace.resolve()))}]\n")
    script = write_script({"tool_calls": [{"name": "read", "arguments": {"path": "hello.py"}}]}, {"content": "ok"})
    result, payload = run(agent_home, workspace, script, "")
    assert [m for m in messages(payload) if m["role"] == "tool"][0]["content"] == "project says no"


def test_bad_hook_tables_name_the_entry_and_key(agent_home):
    (agent_home / "config.toml").write_text('[[hooks.PreToolUse]]\ncomand = "x"\n')
    with pytest.raises(
        UserError, match=r"unknown key `comand` in entry 1 of \[\[hooks.PreToolUse\]\]; did you mean `command`"
    ):
        load_user_config()
    (agent_home / "config.toml").write_text('[[hooks.PreTool]]\ncommand = "x"\n')
    with pytest.raises(UserError, match=r"unknown key `PreTool` in \[hooks\]; did you mean `PreToolUse`"):
        load_user_config()
    (agent_home / "config.toml").write_text('[[hooks.Stop]]\nmatcher = ""\n')
    with pytest.raises(UserError, match=r"entry 1 of \[\[hooks.Stop\]\] needs the key `command`"):
        load_user_config()


@pytest.mark.slow
def test_a_blocked_message_in_chat_is_not_sent_and_the_chat_goes_on(agent_home, workspace, write_script):
    (agent_home / "config.toml").write_text(
        toml_hooks("UserPromptSubmit", "grep -q secret && { echo 'keep secrets out' >&2; exit 2; } || exit 0")
    )
    script = write_script({"content": "the answer to the second message"})
    result = CliRunner().invoke(
        main,
        ["chat", "--model", f"script:{script}", "--workspace", str(workspace)],
        input="my secret is 42\nwhat is 6 times 7\n",
    )
    assert result.exit_code == 0, result.output
    assert "keep secrets out" in result.output
    assert "the answer to the second message" in result.output


@pytest.mark.slow
def test_the_first_messages_hook_knows_the_session(agent_home, workspace, write_script, tmp_path):
    seen = tmp_path / "prompt.json"
    script = write_script({"content": "ok"})
    result, payload = run(agent_home, workspace, script, toml_hooks("UserPromptSubmit", f"cat > {seen}"), task="hi")
    event = json.loads(seen.read_text())
    assert event["prompt"] == "hi" and event["hook_event_name"] == "UserPromptSubmit"
    assert event["session_id"] == Path(payload["transcript"]).stem and event["transcript_path"] == payload["transcript"]


@pytest.mark.slow
def test_a_hook_that_asks_makes_the_gate_ask_even_where_the_policy_allows(
    agent_home, workspace, write_script, tmp_path
):
    asking = hook_script(
        tmp_path,
        "ask",
        "print(json.dumps({'hookSpecificOutput': {'hookEventName': 'PreToolUse', 'permissionDecision': 'ask', "
        "'permissionDecisionReason': 'ls on a Friday'}}))\n",
    )
    config = toml_hooks("PreToolUse", asking, matcher="bash")
    script = write_script({"tool_calls": [bash("ls")]}, {"content": "done"})
    result, payload = run(agent_home, workspace, script, config)  # headless: nobody answers the question
    (refused,) = [m for m in messages(payload) if m["role"] == "tool"]
    assert refused["is_error"] and "needs the user's approval" in refused["content"]
    assert "ls on a Friday" in refused["content"]
    script = write_script({"tool_calls": [bash("ls")]}, {"content": "done"})
    result, payload = run(agent_home, workspace, script, config, "--yes")
    (listed,) = [m for m in messages(payload) if m["role"] == "tool"]
    assert "hello.py" in listed["content"]


def test_a_hooks_question_on_the_terminal_has_no_always(monkeypatch, capsys, workspace):
    import io

    from agent.permissions import Gate, Layer, Policy, Rule
    from agent.permissions.terminal import TerminalApprover

    gate = Gate(Policy([Layer("test", (Rule(tool="*", action="allow"),))], workspace), TerminalApprover())
    monkeypatch.setattr("sys.stdin", io.StringIO("s\ny\n"))
    verdict = gate.review("bash", {"command": "ls"}, ask="ls on a Friday")
    shown = capsys.readouterr().err
    assert verdict.run and verdict.answer == "yes", "'s' is no answer here; 'y' is"
    assert "ls on a Friday (a hook)" in shown and "always" not in shown and "allow? [y/n/t]" in shown
    assert gate.policy.approved == []
