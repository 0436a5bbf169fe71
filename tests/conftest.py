from __future__ import annotations

import json
import os
import shutil
import signal
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from agent.permissions import Gate, Layer, NobodyToAsk, Policy, Rule

# The sandbox tests run bubblewrap for real and fail without it (CI installs it, .ci/run). Without it the run
# stops at once with what to install, rather than after many minutes with dozens of scattered failures;
# AGENT_TESTS_WITHOUT_SANDBOX=1 runs anyway (for a few files, or where no bubblewrap can be had).
WITHOUT_SANDBOX = "AGENT_TESTS_WITHOUT_SANDBOX"


def pytest_configure(config: pytest.Config) -> None:
    if sys.platform.startswith("linux") and os.environ.get(WITHOUT_SANDBOX) != "1":
        if missing := sandbox_missing():
            raise pytest.UsageError(f"{missing} (or {WITHOUT_SANDBOX}=1 to run without it, its tests failing)")


def sandbox_missing() -> str | None:
    """Why bubblewrap cannot run the sandbox tests here, with what to install or allow; None when it can."""
    import tempfile

    from agent.processes.sandbox import INSTALL_HINT, Sandbox, SandboxUnavailable, check_sandbox

    if shutil.which("bwrap") is None:
        return f"the tests need bubblewrap (bwrap), which is not installed; {INSTALL_HINT}"
    with tempfile.TemporaryDirectory() as folder:
        try:
            check_sandbox(Sandbox(), Path(folder))
        except SandboxUnavailable as err:
            reason = str(err).removeprefix("--sandbox: ").removesuffix("or run without --sandbox").rstrip(", ")
            return f"the tests need bubblewrap to start: {reason}"
    return None


@pytest.fixture(autouse=True)
def agent_home(tmp_path_factory, monkeypatch) -> Path:
    """Every test gets its own AGENT_HOME, so no test reads or writes the developer's real state."""
    home = tmp_path_factory.mktemp("agent_home")
    monkeypatch.setenv("AGENT_HOME", str(home))
    monkeypatch.delenv("AGENT_MODEL", raising=False)  # a developer's default model must not reach the tests
    return home


@pytest.fixture(scope="session")
def path_without_bubblewrap(tmp_path_factory) -> str:
    """A PATH with every program of this one but bwrap (links in one folder): a machine without bubblewrap."""
    folder = tmp_path_factory.mktemp("no-bwrap")
    for directory in os.environ.get("PATH", "").split(os.pathsep):
        try:
            names = os.listdir(directory)
        except OSError:
            continue
        for name in names:
            program = Path(directory, name)
            if name != "bwrap" and not (folder / name).exists() and os.access(program, os.X_OK):
                (folder / name).symlink_to(program)
    return str(folder)


@pytest.fixture
def user_config_reads(agent_home, monkeypatch) -> list[Path]:
    """The user's config.toml (a [defaults] table) and every read of it from here on: how often a command reads
    and validates it."""
    config = agent_home / "config.toml"
    config.write_text("[defaults]\nmax_turns = 5\n")
    reads: list[Path] = []
    read_text = Path.read_text

    def counted(path: Path, *args, **kwargs) -> str:
        if path == config:
            reads.append(path)
        return read_text(path, *args, **kwargs)

    monkeypatch.setattr(Path, "read_text", counted)
    return reads


@pytest.fixture
def workspace(tmp_path) -> Path:
    root = tmp_path / "ws"
    root.mkdir()
    (root / "hello.py").write_text('print("Hello, world!")\n')
    return root


@pytest.fixture
def allow_all():
    """Makes a gate that allows every call: for tests of what a tool does once a call is allowed
    (confinement, credentials, processes), not of what the gate lets through."""

    def make(workspace: Path) -> Gate:
        return Gate(Policy([Layer("test", (Rule(tool="*", action="allow"),))], workspace), NobodyToAsk())

    return make


@pytest.fixture
def write_script(tmp_path):
    """Writes a scripted-model file (one JSON turn per line) and returns its path."""

    def write(*turns: dict | str) -> Path:
        path = tmp_path / "script.jsonl"
        path.write_text("\n".join(t if isinstance(t, str) else json.dumps(t) for t in turns) + "\n")
        return path

    return write


def _with_sigint(handler):
    """Install `handler` for SIGINT for one test and put back whatever the test process had."""
    previous = signal.signal(signal.SIGINT, handler)
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, previous)


def default_stop_signals() -> None:
    """For `preexec_fn`: the child gets the default stop signals, whatever pytest has. A background job
    (`pytest &` from a script, CI's nohup) starts with SIGINT ignored, a `nohup` one with SIGHUP ignored too, and
    the agent keeps them ignored, as it should: a test that sends one must start its child as a terminal would."""
    for signum in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP):
        signal.signal(signum, signal.SIG_DFL)


def ended_with_the_tests() -> None:
    """For `preexec_fn` of a server a test starts: it gets SIGTERM when the test process ends, however that ends
    (a cancelled CI job, pytest killed), so none is left holding a port and the cores."""
    from agent.processes.process_tree import end_with_parent

    end_with_parent(signal.SIGTERM)


# Tests set the SIGINT handling they need instead of inheriting it: a background job of a script
# (`pytest ... &` in a non-interactive shell) starts with SIGINT ignored, an interactive one with
# Python's default handler.
@pytest.fixture
def sigint_raises_keyboard_interrupt():
    """SIGINT raises KeyboardInterrupt, as in a process started from an interactive shell."""
    yield from _with_sigint(signal.default_int_handler)


@pytest.fixture
def sigint_ignored():
    """SIGINT is ignored, as in a background job of a script."""
    yield from _with_sigint(signal.SIG_IGN)


# `AGENT_TEST_LOAD=N python -m pytest`: N processes keep N cores busy for the whole run, as a loaded CI
# machine would, so a test that only passes on an idle machine (a fixed short wait) shows itself. They are
# bounded: each ends when pytest ends, is killed with it, and gives up on its own after LOAD_LIMIT_S.
LOAD_LIMIT_S = 3600
_BURN = (
    "import os, time\n"
    "end = time.monotonic() + {limit}\n"
    "while time.monotonic() < end and os.getppid() == {parent}: pass\n"  # an orphan stops at once
)


@pytest.fixture(scope="session", autouse=True)
def cpu_load() -> Iterator[int]:
    import subprocess
    import sys

    try:
        count = int(os.environ.get("AGENT_TEST_LOAD", "0"))
    except ValueError:
        count = 0
    script = _BURN.format(limit=LOAD_LIMIT_S, parent=os.getpid())
    burners = [subprocess.Popen([sys.executable, "-c", script]) for _ in range(max(0, count))]
    try:
        yield len(burners)
    finally:
        for burner in burners:
            burner.kill()
            burner.wait()
