"""The `agent` entry point runs the CLI in a child and reports a native crash in one line; nothing the run
started outlives it, and the child cancels when the supervisor is killed.

The crashes are real: a NULL model pointer handed to llama.cpp through llama-cpp-python's own
wrapper segfaults inside libllama, as the AMX bug does on the first decode.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import signal
import subprocess
import sys
import time
import uuid
from pathlib import Path

import pytest

from agent.supervisor import BACKEND_CRASH_EXIT, CRASH_LOG_ENV, needs_no_supervisor, supervise
from tests.conftest import default_stop_signals

CRASH_IN_LLAMA_CPP = """
import llama_cpp._internals as internals
model = internals.LlamaModel.__new__(internals.LlamaModel)
model.model = None  # NULL: llama.cpp dereferences it
model.n_ctx_train()
"""

# Installed through PYTHONPATH in the agent's processes: the scripted model's second turn
# crashes inside llama.cpp, after the first turn's call and result were written.
SITECUSTOMIZE = f"""
import os
if os.environ.get("TEST_CRASH_ON_TURN"):
    from agent.providers import scripted

    original = scripted.ScriptedProvider.stream
    turns = []

    def stream(self, request):
        turns.append(1)
        if len(turns) == int(os.environ["TEST_CRASH_ON_TURN"]):
{"".join("            " + line + chr(10) for line in CRASH_IN_LLAMA_CPP.strip().splitlines())}
        yield from original(self, request)

    scripted.ScriptedProvider.stream = stream
"""


def _python(code: str) -> list[str]:
    return [sys.executable, "-c", code]


def test_exit_code_of_the_child_is_passed_on():
    assert supervise(_python("import sys; sys.exit(3)")) == 3
    assert supervise(_python("pass")) == 0


@pytest.mark.slow
def test_a_native_crash_is_reported_in_one_line(capsys, agent_home):
    code = "import faulthandler, os; faulthandler.enable(open(os.environ['AGENT_CRASH_LOG'], 'w'))" + CRASH_IN_LLAMA_CPP
    assert supervise(_python(code)) == BACKEND_CRASH_EXIT
    lines = capsys.readouterr().err.strip().splitlines()
    assert len(lines) == 1
    assert lines[0].startswith("error: the in-process model backend (llama.cpp) crashed (SIGSEGV)")
    assert "AGENT_LLAMA_EXTRA_BUFFERS=off" in lines[0]
    log = Path(lines[0].rsplit("details: ", 1)[1])
    assert log.parent == agent_home / "crashes" and "llama_cpp" in log.read_text()


def test_a_crash_outside_llama_cpp_is_not_blamed_on_it(capsys):
    assert supervise(_python("import ctypes; ctypes.string_at(0)")) == BACKEND_CRASH_EXIT
    err = capsys.readouterr().err
    assert "crashed in native code (SIGSEGV)" in err and "llama.cpp" not in err


def test_signal_handlers_of_the_caller_are_restored():
    def callers_handler(_signum, _frame):
        pass

    # The test's own handlers, not whatever the test process inherited (SIG_IGN for SIGINT in a
    # background job would hide a handler that is never put back).
    signums = (signal.SIGINT, signal.SIGTERM, signal.SIGHUP)
    inherited = {signum: signal.signal(signum, callers_handler) for signum in signums}
    try:
        supervise(_python("pass"))
        assert {signum: signal.getsignal(signum) for signum in signums} == dict.fromkeys(signums, callers_handler)
    finally:
        for signum, handler in inherited.items():
            signal.signal(signum, handler)


def _sigint_in_child(tmp_path: Path) -> str:
    """How the supervised child handles SIGINT: 'ignored', 'KeyboardInterrupt' or 'other'."""
    out = tmp_path / "sigint"
    code = (
        "import pathlib, signal; h = signal.getsignal(signal.SIGINT); "
        f"pathlib.Path({str(out)!r}).write_text("
        "'ignored' if h == signal.SIG_IGN else 'KeyboardInterrupt' if h is signal.default_int_handler else 'other')"
    )
    assert supervise(_python(code)) == 0
    return out.read_text()


def test_ctrl_c_reaches_the_child_when_it_reaches_the_caller(tmp_path, sigint_raises_keyboard_interrupt):
    assert _sigint_in_child(tmp_path) == "KeyboardInterrupt"


def test_an_ignored_sigint_stays_ignored_in_the_child(tmp_path, sigint_ignored):
    # The agent does not restore Ctrl-C when it starts with SIGINT ignored: the shell ignored it on
    # purpose (a background job of a script must not die of the Ctrl-C meant for the foreground).
    assert _sigint_in_child(tmp_path) == "ignored"


@pytest.mark.slow
def test_agent_run_crashing_in_llama_cpp_keeps_the_transcript(tmp_path, workspace, write_script, agent_home):
    (tmp_path / "site").mkdir()
    (tmp_path / "site" / "sitecustomize.py").write_text(SITECUSTOMIZE)
    script = write_script(
        {"tool_calls": [{"name": "read", "arguments": {"path": "hello.py"}}]},
        {"content": "It prints Hello, world!"},
    )
    env = {**os.environ, "PYTHONPATH": str(tmp_path / "site"), "TEST_CRASH_ON_TURN": "2"}
    command = [sys.executable, "-m", "agent", "run", "what does hello.py print", "--model", f"script:{script}"]
    done = subprocess.run([*command, "-w", str(workspace)], env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == BACKEND_CRASH_EXIT, done.stderr
    last = done.stderr.strip().splitlines()[-1]
    assert last.startswith("error: the in-process model backend (llama.cpp) crashed (SIGSEGV)")
    assert "Traceback" not in done.stderr
    transcript = Path(last.split("the transcript up to the crash is in ", 1)[1].split(" (", 1)[0])
    events = [json.loads(line) for line in transcript.read_text().splitlines()]  # every line whole
    results = [e for e in events if e["event"] == "message" and e["message"]["role"] == "tool"]
    assert results and "Hello, world!" in json.dumps(results[0])
    # Nothing is lost: the session goes on from the transcript.
    env.pop("TEST_CRASH_ON_TURN")
    resumed = subprocess.run(
        [*command[:4], "--continue", "--model", f"script:{write_script({'content': 'done'})}", "-w", str(workspace)],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert resumed.returncode == 0, resumed.stderr
    assert not list((agent_home / "crashes").glob("*.log"))[1:], "only the crash's log is kept"


def _start_supervised(command: list[str]) -> subprocess.Popen[str]:
    # The test sets the SIGINT handling it needs rather than inheriting the shell's (a background
    # job starts with SIGINT ignored).
    return subprocess.Popen(
        [sys.executable, "-c", f"import sys; from agent.supervisor import supervise; sys.exit(supervise({command!r}))"],
        start_new_session=True,
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
        stderr=subprocess.PIPE,
        text=True,
    )


@pytest.mark.parametrize(("signum", "expected"), [(signal.SIGINT, 130), (signal.SIGTERM, 128 + signal.SIGTERM)])
def test_ctrl_c_and_termination_end_child_and_parent_quietly(signum, expected, tmp_path):
    ready = tmp_path / "ready"
    child = [sys.executable, "-c", f"import pathlib, time; pathlib.Path({str(ready)!r}).touch(); time.sleep(60)"]
    parent = _start_supervised(child)
    deadline = time.monotonic() + 30
    while not ready.exists() and time.monotonic() < deadline:
        time.sleep(0.05)
    assert ready.exists(), "the child did not start"
    if signum == signal.SIGINT:
        os.killpg(parent.pid, signum)  # Ctrl-C: the terminal signals the whole foreground group
    else:
        parent.send_signal(signum)  # only the parent: it must pass it on
    _, err = parent.communicate(timeout=30)
    assert parent.returncode == expected
    assert "error:" not in err
    with pytest.raises(ProcessLookupError):
        os.killpg(parent.pid, 0)  # no process of the group is left


def test_the_child_knows_it_is_supervised(tmp_path):
    out = tmp_path / "env"
    supervise(_python(f"import os, pathlib; pathlib.Path({str(out)!r}).write_text(os.environ['{CRASH_LOG_ENV}'])"))
    assert out.read_text().endswith(".log")


@pytest.mark.parametrize(
    ("args", "alone"),
    [
        (["--help"], True),
        (["--version"], True),
        (["caps", "qwen2.5-coder"], True),
        (["sessions"], True),
        ([], False),  # chat on a terminal
        (["run", "fix it"], False),
        (["chat"], False),
        (["compare", "--help"], False),
        (["--help", "run"], False),
        (["-p", "fix it"], False),
        (["runn", "fix it"], False),  # a typo might still load a model one day: guarded
    ],
)
def test_only_commands_that_load_no_model_run_without_the_supervisor(args, alone):
    assert needs_no_supervisor(args) is alone


def test_agent_version_runs_in_one_process():
    """No child: the version comes straight from the entry point, without the supervisor's environment marker."""
    probe = "import sys, agent.supervisor as s; sys.argv = ['agent', '--version']; s.supervise = None; s.main()"
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0 and done.stdout.startswith("agent, version"), done.stderr


@pytest.mark.slow
@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGHUP])
def test_terminating_agent_run_mid_command_leaves_nothing_running(signum, tmp_path, workspace, write_script):
    """SIGTERM used to kill the agent and leave the command's process group (its own session) running."""
    pidfile = workspace / "pid"
    script = write_script(
        {"tool_calls": [{"name": "bash", "arguments": {"command": f"echo $$ > {pidfile}; sleep 300"}}]}
    )
    # Outside the sandbox: inside, $$ is a pid of the sandbox's own PID namespace (tests/agent/processes/test_sandbox.py
    # kills an agent mid-command in the sandbox).
    command = [*_agent_run(script, workspace, "--no-sandbox"), "--json"]
    agent = subprocess.Popen(
        command, preexec_fn=default_stop_signals, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )
    deadline = time.monotonic() + 30
    while not (pidfile.exists() and pidfile.read_text().strip()) and time.monotonic() < deadline:
        time.sleep(0.05)
    command_pid = int(pidfile.read_text())
    agent.send_signal(signum)
    out, err = agent.communicate(timeout=30)
    assert agent.returncode == 130, err
    assert json.loads(out)["status"] == "cancelled"
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        try:
            os.kill(command_pid, 0)
        except ProcessLookupError:
            break
        time.sleep(0.05)
    else:
        os.kill(command_pid, signal.SIGKILL)
        pytest.fail("the command outlived the agent")


def _marker() -> str:
    return f"agent-test-{uuid.uuid4().hex[:12]}"


def _running(marker: str, within_s: float = 10.0) -> list[int]:
    """Processes (not zombies) whose command line holds `marker`, once they had `within_s` to end;
    the ones found are killed, so no test leaves them to the next."""
    deadline = time.monotonic() + within_s
    while True:
        found = []
        for entry in Path("/proc").iterdir():
            try:
                if not entry.name.isdigit() or marker not in (entry / "cmdline").read_bytes().decode(errors="replace"):
                    continue
                if (entry / "stat").read_text().rsplit(")", 1)[1].split()[0] != "Z":
                    found.append(int(entry.name))
            except OSError:
                pass
        if not found or time.monotonic() > deadline:
            break
        time.sleep(0.05)
    for pid in found:
        os.kill(pid, signal.SIGKILL)
    return found


def _events(transcript: Path) -> list[dict]:
    return [json.loads(line) for line in transcript.read_text().splitlines()]


def _agent_run(script: Path, workspace: Path, *extra: str) -> list[str]:
    return [sys.executable, "-m", "agent", "run", "x", "--model", f"script:{script}", "-w", str(workspace), *extra]


def test_what_the_run_leaves_behind_ends_with_it(tmp_path):
    # A process that left its group and outlived the child that started it comes to the supervisor.
    marker = _marker()
    child = _python(f"import subprocess; subprocess.run(['setsid', '-f', 'bash', '-c', 'exec -a {marker} sleep 300'])")
    code = f"import sys; from agent.supervisor import supervise; sys.exit(supervise({child!r}, adopt_orphans=True))"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert _running(marker, within_s=1) == []


@pytest.mark.slow
def test_the_child_cancels_when_the_supervisor_is_killed(tmp_path, workspace, write_script, agent_home):
    # SIGKILL cannot be passed on: the kernel tells the child instead, which cancels like on SIGTERM.
    pidfile = workspace / "pid"
    script = write_script(
        {"tool_calls": [{"name": "bash", "arguments": {"command": f"echo $$ > {pidfile}; sleep 300"}}]}
    )
    supervisor = subprocess.Popen(  # outside the sandbox, whose PID namespace would hide the command's pid
        _agent_run(script, workspace, "--no-sandbox"), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )
    deadline = time.monotonic() + 30
    while not (pidfile.exists() and pidfile.read_text().strip()) and time.monotonic() < deadline:
        time.sleep(0.05)
    command_pid = int(pidfile.read_text())
    supervisor.kill()
    supervisor.wait(timeout=30)
    assert _running(f"script:{script}") == [], "the agent outlived its supervisor"
    assert _running(f"{pidfile}; sleep 300", within_s=0) == []
    with pytest.raises(ProcessLookupError):
        os.kill(command_pid, 0)
    (transcript,) = (agent_home / "sessions").glob("*.jsonl")
    assert _events(transcript)[-1]["event"] == "session_end"


@pytest.mark.slow
def test_a_command_killing_its_parent_does_not_end_the_run(workspace, write_script):
    script = write_script(
        {"tool_calls": [{"name": "bash", "arguments": {"command": "echo before; kill -9 $PPID; sleep 30"}}]},
        {"content": "done"},
    )
    done = subprocess.run(_agent_run(script, workspace, "--yes"), capture_output=True, text=True, timeout=120)
    assert (done.returncode, done.stdout.strip()) == (0, "done"), done.stderr


@pytest.mark.slow
def test_a_command_that_kills_the_agent_leaves_nothing_running_and_a_session_that_continues(
    workspace, write_script, agent_home
):
    marker = _marker()
    # $PPID is the command's reaper; its parent is the agent. The command also starts a process that
    # leaves its session, so only the supervisor can end it.
    command = f"setsid -f bash -c 'exec -a {marker} sleep 300'; kill -9 $(cut -d' ' -f4 /proc/$PPID/stat); sleep 300"
    script = write_script({"tool_calls": [{"name": "bash", "arguments": {"command": command}}]}, {"content": "done"})
    # Outside the sandbox: inside it, the agent is not in the command's PID namespace and cannot be killed from it.
    run = _agent_run(script, workspace, "--yes", "--no-sandbox")
    done = subprocess.run(run, capture_output=True, text=True, timeout=120)
    assert done.returncode == BACKEND_CRASH_EXIT, done.stderr
    assert "the agent was killed (SIGKILL)" in done.stderr and "Traceback" not in done.stderr
    assert _running(marker, within_s=1) == []
    assert _running(f"{marker}'; kill -9", within_s=0) == []  # the command's own sleep
    (transcript,) = (agent_home / "sessions").glob("*.jsonl")
    last = _events(transcript)[-1]  # the supervisor closed it for the killed child
    assert (last["event"], last["result"]["status"]) == ("session_end", "killed")
    follow_up = write_script({"content": "continued"})
    resumed = subprocess.run(
        [sys.executable, "-m", "agent", "run", "--continue", "go on", "--model", f"script:{follow_up}"]
        + ["-w", str(workspace), "--yes"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert (resumed.returncode, resumed.stdout.strip()) == (0, "continued"), resumed.stderr


@pytest.mark.slow
@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGHUP])
def test_terminating_agent_run_mid_flood_removes_its_outputs(signum, workspace, write_script, agent_home):
    command = "seq 1 100000000"  # floods the output file until the agent is told to stop
    script = write_script({"tool_calls": [{"name": "bash", "arguments": {"command": command}}]})
    agent = subprocess.Popen(
        _agent_run(script, workspace),
        preexec_fn=default_stop_signals,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    )
    outputs = agent_home / "outputs"
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline and sum(p.stat().st_size for p in outputs.glob("*/*.out")) < 1_000_000:
        time.sleep(0.05)
    assert list(outputs.glob("*/*.out")), "the command's output is not kept under the data directory"
    agent.send_signal(signum)
    _, err = agent.communicate(timeout=30)
    assert agent.returncode == 130, err
    assert list(outputs.iterdir()) == []
    assert _running(command, within_s=5) == []
    (transcript,) = (agent_home / "sessions").glob("*.jsonl")
    assert _events(transcript)[-1]["event"] == "session_end"


# --- the agent's whole process group killed outright; stop signals sent to the agent's pid ------------------


def _living(matches) -> list[int]:
    """Processes (not zombies), other than this one, for which `matches(proc_dir)` is true now."""
    found = []
    for entry in Path("/proc").iterdir():
        try:
            if entry.name.isdigit() and int(entry.name) != os.getpid() and matches(entry):
                if (entry / "stat").read_text().rsplit(")", 1)[1].split()[0] != "Z":
                    found.append(int(entry.name))
        except OSError:
            pass  # ended while we looked
    return found


def _left_by_agent(workspace: Path, marker: str) -> list[int]:
    """The agent's reapers and bwrap (they work in the workspace) and the command's processes (`marker`)."""
    return _living(
        lambda proc: (
            os.readlink(proc / "cwd") == str(workspace)
            or marker in (proc / "cmdline").read_bytes().decode(errors="replace")
        )
    )


@pytest.mark.slow
@pytest.mark.parametrize("moment", ["mid-command", "as-the-reaper-starts"])
@pytest.mark.parametrize("sandbox", ["off", "on"])
def test_killing_the_agents_whole_group_leaves_nothing_running_and_the_session_closed(
    moment, sandbox, workspace, write_script, agent_home
):
    """kill -9 of the agent's process group: the bash command and its reaper (a session of their own) ended only
    where the reaper had asked for a parent-death signal before the agent died; the transcript had no end."""
    marker = _marker()
    sleeps = f"(exec -a {marker} sleep 301) & exec -a {marker} sleep 302"
    script = write_script({"tool_calls": [{"name": "bash", "arguments": {"command": sleeps}}]})
    (agent_home / "config.toml").write_text(f'[defaults]\nsandbox = "{sandbox}"\n')
    agent = subprocess.Popen(
        _agent_run(script, workspace, "--yes"),
        start_new_session=True,
        preexec_fn=default_stop_signals,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )

    def reaper(proc: Path) -> bool:
        return "process_tree.py" in (proc / "cmdline").read_text() and os.readlink(proc / "cwd") == str(workspace)

    def command(proc: Path) -> bool:
        return marker in (proc / "cmdline").read_bytes().decode(errors="replace")

    # As the reaper starts: killed before it can have asked for the signal (a race that left it running).
    wanted, count = (reaper, 1) if moment == "as-the-reaper-starts" else (command, 2)
    try:
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            if len(_living(wanted)) >= count:
                break
            time.sleep(0.001)
        else:
            pytest.fail("the command did not start")
    finally:
        os.killpg(agent.pid, signal.SIGKILL)
        agent.wait()
    deadline = time.monotonic() + 10
    while _left_by_agent(workspace, marker) and time.monotonic() < deadline:
        time.sleep(0.05)
    left = _left_by_agent(workspace, marker)
    for pid in left:
        os.kill(pid, signal.SIGKILL)
    assert left == [], "the agent's command outlived it"
    # The next start (here `agent sessions`) closes the session of the run that was killed.
    listed = subprocess.run([sys.executable, "-m", "agent", "sessions", "--json"], capture_output=True, text=True)
    assert [row["status"] for row in json.loads(listed.stdout)] == ["killed"], listed.stderr
    (transcript,) = (agent_home / "sessions").glob("*.jsonl")
    assert _events(transcript)[-1]["event"] == "session_end"


@pytest.mark.slow
def test_sigint_sent_to_the_agents_pid_cancels_the_run_as_ctrl_c_does(workspace, write_script):
    """`kill -INT PID`, as an IDE stops a run: the supervisor ignored it and the run went on."""
    pidfile = workspace / "pid"
    script = write_script(
        {"tool_calls": [{"name": "bash", "arguments": {"command": f"echo $$ > {pidfile}; sleep 300"}}]}
    )
    agent = subprocess.Popen(  # outside the sandbox, whose PID namespace would hide the command's pid
        [*_agent_run(script, workspace, "--no-sandbox"), "--json"],
        start_new_session=True,
        preexec_fn=default_stop_signals,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        deadline = time.monotonic() + 60
        while not (pidfile.exists() and pidfile.read_text().strip()) and time.monotonic() < deadline:
            time.sleep(0.05)
        command_pid = int(pidfile.read_text())
        agent.send_signal(signal.SIGINT)  # to the supervisor's pid only, not the group
        out, err = agent.communicate(timeout=30)
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(agent.pid, signal.SIGKILL)  # what is left of a run that went on
        agent.wait()
    assert agent.returncode == 130, err
    assert json.loads(out)["status"] == "cancelled"
    assert _living(lambda proc: proc.name == str(command_pid)) == []


# Installed through PYTHONPATH: the child (it alone has AGENT_CRASH_LOG) has a stop signal sent to its
# supervisor as click starts the command, long before the run could cancel anything.
SIGNAL_AT_START_UP = """
import os
if os.environ.get("TEST_SIGNAL_AT_START_UP") and "AGENT_CRASH_LOG" in os.environ:
    import signal, time
    import click.core

    original = click.core.Group.invoke

    def invoke(self, ctx):
        os.kill(os.getppid(), getattr(signal, os.environ["TEST_SIGNAL_AT_START_UP"]))
        time.sleep(10)  # the supervisor passes it on meanwhile
        return original(self, ctx)

    click.core.Group.invoke = invoke
"""


def _run_with_sitecustomize(
    source: str, tmp_path: Path, workspace: Path, write_script, **env: str
) -> subprocess.CompletedProcess[str]:
    """`agent run` (a scripted answer, default stop signals) with `source` as its sitecustomize, and `env` added."""
    (tmp_path / "site").mkdir()
    (tmp_path / "site" / "sitecustomize.py").write_text(source)
    path = os.pathsep.join([str(tmp_path / "site"), os.environ.get("PYTHONPATH", "")])
    return subprocess.run(
        _agent_run(write_script({"content": "done"}), workspace, "--no-sandbox"),
        env={**os.environ, "PYTHONPATH": path, **env},
        preexec_fn=default_stop_signals,
        capture_output=True,
        text=True,
        timeout=120,
    )


@pytest.mark.slow
@pytest.mark.parametrize(("name", "expected"), [("SIGINT", 130), ("SIGTERM", 128 + signal.SIGTERM)])
def test_a_stop_signal_at_start_up_ends_the_agent_with_its_exit_code(name, expected, tmp_path, workspace, write_script):
    """Sent to the agent's pid in its first half-second: SIGINT was ignored, SIGTERM gave "Aborted!" and 1."""
    done = _run_with_sitecustomize(SIGNAL_AT_START_UP, tmp_path, workspace, write_script, TEST_SIGNAL_AT_START_UP=name)
    assert done.returncode == expected, done.stderr
    assert "Aborted!" not in done.stderr and "Traceback" not in done.stderr


# Installed through PYTHONPATH: in the child (it alone has AGENT_CRASH_LOG), the import of `agent run`'s module has
# a stop signal sent to the supervisor, which passes it on while the import goes on inside a library that, as
# pydantic's schema building does, turns whatever is raised in it into an error of its own.
SIGNAL_WHILE_A_LIBRARY_IMPORTS = """
import os
if "AGENT_CRASH_LOG" in os.environ:
    import importlib.abc, signal, sys, time

    class WrappingLibrary(importlib.abc.MetaPathFinder):
        def find_spec(self, name, path=None, target=None):
            if name == "agent.commands.run":
                sys.meta_path.remove(self)
                os.kill(os.getppid(), signal.SIGINT)
                try:
                    time.sleep(3)  # the supervisor passes the signal on meanwhile
                except BaseException as err:
                    raise RuntimeError(f"error building a validator: {err!r}") from err
            return None

    sys.meta_path.insert(0, WrappingLibrary())
"""


@pytest.mark.slow
def test_a_ctrl_c_while_the_commands_modules_load_waits_until_the_command_runs(tmp_path, workspace, write_script):
    """A Ctrl-C 290 ms into `agent run` (a loaded CI machine) came while pydantic built a model's schema, which
    turned the KeyboardInterrupt into a SchemaError: a traceback and exit 1. The command's modules now load with
    the stop signals held back, and the signal ends the run as a Ctrl-C should."""
    done = _run_with_sitecustomize(SIGNAL_WHILE_A_LIBRARY_IMPORTS, tmp_path, workspace, write_script)
    assert done.returncode == 130, done.stderr
    assert "Traceback" not in done.stderr and "RuntimeError" not in done.stderr


# a Ctrl-C raised while `python -m agent` imports agent.entry, before entry holds the stop signals back
CTRL_C_WHILE_THE_ENTRY_IMPORTS = """
import importlib.abc, sys

class Interrupting(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if name == "agent.entry":
            sys.meta_path.remove(self)
            raise KeyboardInterrupt
        return None

sys.meta_path.insert(0, Interrupting())
"""


def test_a_ctrl_c_while_the_entry_module_imports_exits_130_without_a_traceback(tmp_path, workspace):
    """Seen once on a loaded machine (50 ms after start, two test suites running): the KeyboardInterrupt came while
    agent/__main__.py imported agent.entry, before entry holds the stop signals, and printed a traceback."""
    (tmp_path / "site").mkdir()
    (tmp_path / "site" / "sitecustomize.py").write_text(CTRL_C_WHILE_THE_ENTRY_IMPORTS)
    path = os.pathsep.join([str(tmp_path / "site"), os.environ.get("PYTHONPATH", "")])
    done = subprocess.run(
        [sys.executable, "-m", "agent", "sessions"],
        env={**os.environ, "PYTHONPATH": path},
        cwd=workspace,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 130 and "Traceback" not in done.stderr, done.stderr


@pytest.mark.slow
@pytest.mark.parametrize("command", [["run", "x"], ["sessions"]], ids=["supervised", "unsupervised"])
def test_a_ctrl_c_while_python_imports_the_agent_exits_130_without_a_traceback(workspace, write_script, command):
    """Python raises KeyboardInterrupt from its first instructions on; importing the agent takes tens of
    milliseconds, and a SIGINT then gave a traceback through the agent's modules and exit 1. Sent at delays across
    start-up, each run ends as a Ctrl-C should: 130 (or killed by SIGINT before Python handles it; or 0, done
    before the signal came), never with a traceback;
    only a signal while Python itself still starts (its `site` module, before any code of the agent runs) is
    Python's own fatal error."""
    script = write_script({"content": "done", "delay_s": 5})
    extra = ["--model", f"script:{script}", "-w", str(workspace)] if command[0] == "run" else []
    outcomes = []
    errors: dict[int, str] = {}
    for delay_ms in range(0, 300, 10):
        agent = subprocess.Popen(
            [sys.executable, "-m", "agent", *command, *extra],
            preexec_fn=default_stop_signals,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            text=True,
        )
        time.sleep(delay_ms / 1000)
        agent.send_signal(signal.SIGINT)
        _, err = agent.communicate(timeout=60)
        frames = re.findall(r'File "([^"]+)"', err)
        if frames and not any(f"{os.sep}agent{os.sep}" in frame for frame in frames[1:]):
            continue  # Python's own start-up (site, runpy finding `agent.__main__`): no code of the agent ran yet
        if agent.returncode == 0 and "Exception ignored in" in err:
            # Python's own limit, not start-up: a signal whose KeyboardInterrupt is raised inside a finalizer is
            # reported as unraisable and lost (the run then finishes); seen once in ~60 runs on a loaded machine
            continue
        outcomes.append((delay_ms, agent.returncode, "Traceback" in err))
        errors[delay_ms] = err[-800:]
    # 0: the command was done before the signal came (`agent sessions` takes well under 300 ms on an idle machine)
    wrong = [(delay, code, traced) for delay, code, traced in outcomes if traced or code not in (0, 130, -2)]
    assert wrong == [], [(outcome, errors[outcome[0]]) for outcome in wrong]
    assert sum(code == 130 for _, code, _ in outcomes) >= 5, f"too few signals reached the agent's code: {outcomes}"
