"""Tool runtime costs: the staleness check (fast path vs racy path) and parallel read batches vs serial reads.

Run: python bench/bench_tools.py [--repeat N]. Prints one line per measurement; numbers depend on the
machine's disk cache and free cores (the reads are served from the page cache after the first pass).
"""

from __future__ import annotations

import argparse
import os
import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from agent.calls.runtime import ToolRuntime

HOUR_NS = 3600 * 10**9


def best_of(repeat: int, work: Callable[[], object]) -> tuple[float, float]:
    """(best, median) wall time in seconds over `repeat` runs."""
    times = []
    for _ in range(repeat):
        started = time.perf_counter()
        work()
        times.append(time.perf_counter() - started)
    return min(times), statistics.median(times)


def make_files(folder: Path, count: int, size: int, prefix: str) -> list[str]:
    line = b"x = 'some ordinary source line of about sixty bytes'  # pad\n"
    body = (line * (size // len(line) + 1))[:size]
    names = []
    for n in range(count):
        name = f"{prefix}{n:04d}.py"
        (folder / name).write_bytes(body)
        names.append(name)
    return names


def set_mtime(folder: Path, names: list[str], mtime_ns: int) -> None:
    for name in names:
        os.utime(folder / name, ns=(mtime_ns, mtime_ns))


def staleness(runtime: ToolRuntime, names: list[str], repeat: int) -> tuple[float, float]:
    """Time to check every file against its record (as edit/write do before writing)."""
    targets = [(runtime.workspace.key(path), path) for path in (runtime.workspace.root / n for n in names)]

    def check_all() -> None:
        for key, path in targets:
            runtime.records.verify(key, path, path.name)

    return best_of(repeat, check_all)


def bench_staleness(root: Path, label: str, count: int, size: int, repeat: int) -> None:
    names = make_files(root, count, size, f"{label}_")
    runtime = ToolRuntime(root)
    # Fast path: the files were last modified an hour before the read, so stat alone proves them unchanged.
    set_mtime(root, names, time.time_ns() - HOUR_NS)
    for name in names:
        runtime.run("read", {"path": name, "limit": 1})
    fast, fast_median = staleness(runtime, names, repeat)
    # Racy path: a timestamp not safely older than the read (here: in the future) makes every check hash.
    set_mtime(root, names, time.time_ns() + HOUR_NS)
    for name in names:
        runtime.run("read", {"path": name, "limit": 1})
    racy, racy_median = staleness(runtime, names, repeat)
    per = "per check" if count == 1 else f"for {count} files"
    print(f"staleness {label:<12} fast path  {fast * 1e3:9.3f} ms {per} (median {fast_median * 1e3:.3f})")
    print(
        f"staleness {label:<12} racy path  {racy * 1e3:9.3f} ms {per} (median {racy_median * 1e3:.3f})"
        f"  -> racy/fast {racy / fast:.0f}x"
    )


def bench_parallel_reads(root: Path, count: int, size: int, repeat: int) -> None:
    names = make_files(root, count, size, f"par{size}_")
    calls: list[dict[str, Any]] = [{"name": "read", "arguments": {"path": name}} for name in names]
    runtime = ToolRuntime(root)
    runtime.run_batch(calls)  # warm the page cache
    assert runtime.plan(calls) == [list(range(count))], "the reads should form one batch"
    serial, _ = best_of(repeat, lambda: [runtime.run(c["name"], c["arguments"]) for c in calls])
    parallel, _ = best_of(repeat, lambda: runtime.run_batch(calls))
    print(
        f"read batch   {count} x {size // 1024} KB: serial {serial * 1e3:8.1f} ms, "
        f"parallel batch {parallel * 1e3:8.1f} ms"
        f"  -> speed-up {serial / parallel:.2f}x on {os.cpu_count()} CPUs"
    )


def bench_parallel_commands(root: Path, count: int, repeat: int) -> None:
    """Read-only bash calls (here: grep over the files above) share a batch too; they wait on subprocesses."""
    calls: list[dict[str, Any]] = [
        {"name": "bash", "arguments": {"command": f"grep -c ordinary par262144_00{n % 64:02d}.py"}}
        for n in range(count)
    ]
    runtime = ToolRuntime(root)
    assert runtime.plan(calls) == [list(range(count))], "read-only commands should form one batch"
    serial, _ = best_of(repeat, lambda: [runtime.run(c["name"], c["arguments"]) for c in calls])
    parallel, _ = best_of(repeat, lambda: runtime.run_batch(calls))
    print(
        f"bash batch   {count} read-only commands: serial {serial * 1e3:8.1f} ms, "
        f"parallel batch {parallel * 1e3:8.1f} ms"
        f"  -> speed-up {serial / parallel:.2f}x"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="bench-tools-") as tmp:
        root = Path(tmp)
        # 7 MB: a file over READ_WHOLE_BYTES (8 MiB) is read in pages, and a partly read file whose timestamp
        # is racy is refused rather than hashed, so the racy path needs a file that is read whole.
        bench_staleness(root, "7MB file", 1, 7 * 1024 * 1024, args.repeat)
        bench_staleness(root, "1000 x 2KB", 1000, 2048, args.repeat)
        bench_parallel_reads(root, 64, 256 * 1024, args.repeat)
        bench_parallel_reads(root, 200, 8 * 1024, args.repeat)
        bench_parallel_commands(root, 8, args.repeat)
    print(f"(load average while measuring: {os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs)")


if __name__ == "__main__":
    main()
