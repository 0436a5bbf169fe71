"""The in-process model's thread count follows the free CPUs: every busy core shared with another process
stalls llama.cpp's barrier (agent/providers/llamacpp/cpu_threads.py)."""

from __future__ import annotations

import subprocess
import sys
import time
from typing import Any

import pytest

from agent.errors import UserError
from agent.providers.llamacpp import cpu_threads


def test_busy_cores_leave_one_thread() -> None:
    usable = cpu_threads.usable_cpus()
    burn = "import time\nend = time.monotonic() + 20\nwhile time.monotonic() < end: pass\n"
    burners = [subprocess.Popen([sys.executable, "-c", burn]) for _ in usable]
    try:
        time.sleep(0.5)  # each has a core by now
        assert cpu_threads.threads_now() == 1
    finally:
        for burner in burners:
            burner.kill()
            burner.wait()


def test_idle_cores_are_counted_and_capped_by_the_usable_ones(monkeypatch: pytest.MonkeyPatch) -> None:
    samples = iter(
        [
            {0: (100, 200), 1: (100, 200), 2: (100, 200)},
            {0: (105, 205), 1: (100, 205), 2: (105, 205)},  # cpu 1 busy, 0 and 2 idle
        ]
    )
    monkeypatch.setattr(cpu_threads, "_cpu_times", lambda: next(samples))
    monkeypatch.setattr(cpu_threads, "usable_cpus", lambda: {0, 1})  # cpu 2 is not ours
    monkeypatch.setattr(cpu_threads.time, "sleep", lambda _: None)
    assert cpu_threads.threads_now() == 1


def test_unreadable_cpu_times_use_every_usable_cpu(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(cpu_threads, "_cpu_times", dict)
    monkeypatch.setattr(cpu_threads, "usable_cpus", lambda: {0, 1, 2})
    assert cpu_threads.threads_now() == 3


def test_agent_threads_fixes_the_count(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("AGENT_THREADS", "3")
    monkeypatch.setattr(cpu_threads, "_cpu_times", lambda: pytest.fail("not sampled when fixed"))
    assert cpu_threads.threads_now() == 3


@pytest.mark.parametrize("value", ["0", "two", "-1", "1.5"])
def test_a_bad_agent_threads_is_one_clear_error(monkeypatch: pytest.MonkeyPatch, value: str) -> None:
    monkeypatch.setenv("AGENT_THREADS", value)
    with pytest.raises(UserError, match="AGENT_THREADS=.* is not valid; set it to a whole number"):
        cpu_threads.threads_now()


class FakeContext:
    def __init__(self) -> None:
        self.calls: list[tuple[int, int]] = []

    def set_n_threads(self, threads: int, batch: int) -> None:
        self.calls.append((threads, batch))


def test_threads_change_only_when_the_count_does() -> None:
    llm: Any = type("FakeLlama", (), {})()
    llm._ctx, llm.n_threads, llm.n_threads_batch = FakeContext(), 2, 2
    cpu_threads.use_threads(llm, 2)
    cpu_threads.use_threads(llm, 1)
    cpu_threads.use_threads(llm, 1)
    assert llm._ctx.calls == [(1, 1)]
    assert (llm.n_threads, llm.n_threads_batch) == (1, 1)
