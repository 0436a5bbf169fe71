"""Time and peak memory of the read-only search and paging tools on inputs that used to hang or blow up memory.

1. grep over a 400 MB file that is one line, with Python's search (ripgrep absent) and with ripgrep
   (was 1.2 GB of memory on the Python path).
2. show_output on a bash output of 120 MB on one line (was 95 s and 5 GB).
3. grep `(a+)+$` and `(a|aa)+$` over 'a' * 40 + '!' with Python's search (the first hung: backtracking).
4. grep over 50 MB of ordinary code lines with each engine, for the cost of bounded reading on common files.

Each case runs in a fresh process; "peak" is that process's peak resident memory during the call (VmHWM, reset
just before it); "children" is the peak of the processes it waited for (ripgrep, bash), at least the size of the
Python process they were forked from.
Run: python bench/bench_search_bounds.py [--size-mb 400] [--output-mb 120] [--no-show-output]
(--no-show-output for a baseline of grep alone: run with PYTHONPATH at a checkout of the old code.)
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
import textwrap
from pathlib import Path

CASE = textwrap.dedent(
    """
    import json, resource, sys, time
    from pathlib import Path
    from agent.calls.runtime import ToolRuntime
    from agent.tools import search_tools as search

    root, engine, tool, arguments = Path(sys.argv[1]), sys.argv[2], sys.argv[3], json.loads(sys.argv[4])
    if engine == "python":
        search.find_ripgrep = lambda: None
    runtime = ToolRuntime(root)
    if tool == "show_output":
        result = runtime.run("bash", {"command": arguments.pop("command")})
        arguments["id"] = int(result.content.split("id=")[1].split()[0])
    def resident(field):
        status = Path("/proc/self/status").read_text()
        return int(status.split(field + ":")[1].split()[0]) / 1024

    Path("/proc/self/clear_refs").write_text("5")  # the peak starts again from what is resident now
    before = resident("VmRSS")
    start = time.perf_counter()
    result = runtime.run(tool, arguments)
    seconds = time.perf_counter() - start
    print(json.dumps({
        "seconds": seconds,
        "peak_mb": resident("VmHWM"),
        "before_mb": before,
        "children_peak_mb": resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024,
        "result": result.content[:160].replace("\\n", " | "),
    }))
    """
)


def run_case(name: str, root: Path, engine: str, tool: str, arguments: dict) -> None:
    completed = subprocess.run(
        [sys.executable, "-c", CASE, str(root), engine, tool, json.dumps(arguments)],
        capture_output=True,
        text=True,
        check=True,
    )
    found = json.loads(completed.stdout.strip().splitlines()[-1])
    print(
        f"{name:<48} {found['seconds']:8.2f} s  peak {found['peak_mb']:7.0f} MB "
        f"(before the call {found['before_mb']:.0f} MB; children {found['children_peak_mb']:.0f} MB)\n"
        f"{'':<48} {found['result'][:110]}"
    )


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--size-mb", type=int, default=400)
    parser.add_argument("--output-mb", type=int, default=120)
    parser.add_argument("--no-show-output", action="store_true")
    options = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        root = Path(folder)
        size = options.size_mb * 1_000_000
        with open(root / "one_line.txt", "wb") as handle:
            for _ in range(size // 10_000_000):
                handle.write(b"x" * 10_000_000)
            handle.write(b"needle\n")
        one = {"pattern": "needle", "path": "one_line.txt"}
        run_case(f"grep {options.size_mb} MB one line, named file", root, "python", "grep", one)
        run_case(f"grep {options.size_mb} MB one line, folder, Python", root, "python", "grep", {"pattern": "needle"})
        run_case(f"grep {options.size_mb} MB one line, folder, ripgrep", root, "rg", "grep", {"pattern": "needle"})
        (root / "one_line.txt").unlink()

        command = f"head -c {options.output_mb * 1_000_000} /dev/zero | tr '\\0' x"
        if not options.no_show_output:
            name = f"show_output {options.output_mb} MB one line"
            run_case(name, root, "python", "show_output", {"command": command})
            middle = {"command": command, "column": options.output_mb * 500_000}
            run_case(f"{name}, column {middle['column']}", root, "python", "show_output", middle)

        (root / "a.txt").write_text("a" * 40 + "!\n")
        run_case("grep (a+)+$ on 41 bytes, Python", root, "python", "grep", {"pattern": "(a+)+$"})
        run_case("grep (a|aa)+$ on 41 bytes, Python", root, "python", "grep", {"pattern": "(a|aa)+$"})

        with open(root / "code.py", "w") as handle:
            for n in range(1_000_000):
                handle.write(f"    def handler_{n}(self, request):  # route {n}\n")
        for engine in ("python", "rg"):
            patterns = ("needle", r"handler_99\d+\(", r"(?i)ROUTE 12345$", r"def \w+", r"(?<=def )handler_123456\b")
            for pattern in patterns:
                run_case(f"grep {pattern} in 50 MB of lines, {engine}", root, engine, "grep", {"pattern": pattern})


if __name__ == "__main__":
    main()
