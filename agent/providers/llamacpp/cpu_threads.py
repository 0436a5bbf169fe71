"""How many threads the in-process model computes with: the cores that are free now, not every core.

llama.cpp's threads meet at a barrier after each operation and wait there spinning, so one thread that shares
its core with another busy process stalls all of them. Measured on 2 cores with two other busy processes (the
270M model, a 321-token prompt and 48 new tokens): 8–86 s with 2 threads, 3.3 s with 1. So the count is taken
again before each request from the share of the CPUs that stood idle over a short sample, at least 1 and at most
the CPUs this process may run on. `AGENT_THREADS=N` fixes it instead.
"""

from __future__ import annotations

import os
import time
from typing import Any

from agent.errors import UserError

THREADS_ENV = "AGENT_THREADS"
SAMPLE_S = 0.05  # long enough to see a busy core, short beside a request's own time


def usable_cpus() -> set[int]:
    """The CPUs this process may run on (its affinity, where the system says)."""
    try:
        return os.sched_getaffinity(0) or {0}
    except (AttributeError, OSError):
        return set(range(os.cpu_count() or 1))


def _cpu_times() -> dict[int, tuple[int, int]]:
    """Each CPU's (idle, total) jiffies from /proc/stat; empty where it cannot be read."""
    try:
        with open("/proc/stat", encoding="ascii") as stat:
            lines = stat.read().splitlines()
    except OSError:
        return {}
    times = {}
    for line in lines:
        name, *values = line.split()
        if name.startswith("cpu") and name[3:].isdigit() and len(values) >= 8:
            fields = [int(value) for value in values[:8]]  # user nice system idle iowait irq softirq steal
            times[int(name[3:])] = (fields[3] + fields[4], sum(fields))
    return times


def free_cpus(cpus: set[int], sample_s: float = SAMPLE_S) -> float | None:
    """How much of `cpus` stood idle over the next `sample_s` seconds (in CPUs); None where the system does not say."""
    before = _cpu_times()
    time.sleep(sample_s)
    after = _cpu_times()
    shares = [
        (after[cpu][0] - before[cpu][0]) / (after[cpu][1] - before[cpu][1])
        for cpu in cpus
        if cpu in before and cpu in after and after[cpu][1] > before[cpu][1]
    ]
    return sum(shares) if shares else None


def fixed_threads() -> int | None:
    """AGENT_THREADS, checked; None when unset."""
    value = os.environ.get(THREADS_ENV, "").strip()
    if not value:
        return None
    if not value.isdigit() or int(value) < 1:
        raise UserError(f"{THREADS_ENV}={value!r} is not valid; set it to a whole number of threads, 1 or more")
    return int(value)


def threads_now() -> int:
    """The threads for the next request: AGENT_THREADS, or the usable CPUs that are idle now (at least 1)."""
    fixed = fixed_threads()
    if fixed is not None:
        return fixed
    usable = usable_cpus()
    free = free_cpus(usable)
    if free is None:
        return len(usable)
    return max(1, min(len(usable), round(free)))


def use_threads(llm: Any, threads: int) -> None:
    """Compute the next request of a loaded llama-cpp-python model with `threads` threads."""
    if (llm.n_threads, llm.n_threads_batch) != (threads, threads):
        llm._ctx.set_n_threads(threads, threads)  # llama_set_n_threads: takes effect at the next decode
        llm.n_threads = llm.n_threads_batch = threads
