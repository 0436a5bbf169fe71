"""Sandboxed commands start with limits (issue 40): processes, file size, no core files; a command outside
the sandbox keeps what it was given."""

from __future__ import annotations

import os
import resource
import subprocess
import sys
from pathlib import Path

import pytest

from agent.processes import process_tree, reaped_command
from agent.processes.sandbox import choose_sandbox

pytestmark = pytest.mark.slow

# As in tests/agent/processes/test_sandbox.py: without bubblewrap these fail rather than skip (CI installs it).
BWRAP_MISSING = "bubblewrap cannot start here; install it (Debian/Ubuntu: sudo apt-get install bubblewrap)"

LIMITS = "ulimit -Su; ulimit -Hu; ulimit -Sf; ulimit -Hf; ulimit -c"


def run(argv, cwd):
    process = reaped_command.start(argv, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    output, _ = process.communicate(timeout=60)
    return output.decode()


def expected(which, wanted):
    soft, hard = resource.getrlimit(which)
    return str(wanted if hard == resource.RLIM_INFINITY else min(hard, wanted))


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="bubblewrap and the reaper are Linux's")
def test_a_sandboxed_command_sees_the_limits_and_cannot_raise_them(tmp_path):
    sandbox = choose_sandbox("auto", tmp_path)
    if sandbox is None:
        pytest.fail(BWRAP_MISSING)
    shown = run(sandbox.wrap(["bash", "-c", LIMITS], tmp_path), tmp_path).split()
    nproc = int(shown[1])
    assert shown[0] == shown[1] and process_tree.NPROC_FLOOR <= nproc < 10_000_000, shown
    file_blocks = str(int(expected(resource.RLIMIT_FSIZE, process_tree.SANDBOX_LIMITS[resource.RLIMIT_FSIZE])) // 1024)
    assert shown[2:5] == [file_blocks, file_blocks, "0"], shown
    raised = run(sandbox.wrap(["bash", "-c", "ulimit -Hf unlimited && echo raised"], tmp_path), tmp_path)
    assert "raised" not in raised


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="bubblewrap and the reaper are Linux's")
def test_a_runaway_write_in_the_sandbox_stops_at_the_file_size_limit(tmp_path):
    sandbox = choose_sandbox("auto", tmp_path)
    if sandbox is None:
        pytest.fail(BWRAP_MISSING)
    argv = sandbox.wrap(["bash", "-c", "head -c 5M /dev/zero > big"], tmp_path)
    # The reaper as a script would run it, with a limit of 1 MiB instead of 8 GiB.
    reaper = (
        "import resource, sys; from agent.processes import process_tree as tree; "
        "tree.SANDBOX_LIMITS[resource.RLIMIT_FSIZE] = 1 << 20; sys.exit(tree.run_command(sys.argv[1:]))"
    )
    env = {**os.environ, "PYTHONPATH": str(Path(process_tree.__file__).parents[2])}  # this checkout's agent
    done = subprocess.run([sys.executable, "-c", reaper, *argv], cwd=tmp_path, env=env, capture_output=True, timeout=60)
    assert done.returncode != 0 and (tmp_path / "big").stat().st_size == 1 << 20


def test_a_command_outside_the_sandbox_keeps_its_limits(tmp_path):
    shown = run(["bash", "-c", "ulimit -Hf; ulimit -Hu"], tmp_path).split()
    assert shown == [_shown(resource.RLIMIT_FSIZE, 1024), _shown(resource.RLIMIT_NPROC, 1)]


def _shown(which, unit):
    hard = resource.getrlimit(which)[1]
    return "unlimited" if hard == resource.RLIM_INFINITY else str(hard // unit)
