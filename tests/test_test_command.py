"""The README's test command on a machine without bubblewrap: it stops at once with one line naming what to
install, instead of running for many minutes into dozens of failures (tests/conftest.py)."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(not sys.platform.startswith("linux"), reason="bubblewrap is Linux's"),
]


def run_the_tests(path: str, **extra: str) -> tuple[subprocess.CompletedProcess[str], float]:
    env = {key: value for key, value in os.environ.items() if key != "AGENT_TESTS_WITHOUT_SANDBOX"}
    started = time.monotonic()
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "tests/test_layering.py"],
        cwd=ROOT,
        env={**env, "PATH": path, **extra},
        capture_output=True,
        text=True,
        timeout=300,
    )
    return done, time.monotonic() - started


def test_without_bubblewrap_the_tests_stop_at_once_with_what_to_install(path_without_bubblewrap):
    done, took = run_the_tests(path_without_bubblewrap)
    said = (done.stdout + done.stderr).strip().splitlines()
    assert done.returncode == 4 and took < 30
    assert said == [
        "ERROR: the tests need bubblewrap (bwrap), which is not installed; install it (Debian/Ubuntu: sudo apt-get "
        "install bubblewrap; Fedora: sudo dnf install bubblewrap) (or AGENT_TESTS_WITHOUT_SANDBOX=1 to run without "
        "it, its tests failing)"
    ]


def test_with_bubblewrap_or_when_asked_the_tests_run(path_without_bubblewrap):
    assert run_the_tests(os.environ["PATH"])[0].returncode == 0
    assert run_the_tests(path_without_bubblewrap, AGENT_TESTS_WITHOUT_SANDBOX="1")[0].returncode == 0
