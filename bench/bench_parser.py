"""Parser speed: cases/s over the test corpus, and the worst time on hostile inputs.

Run: python bench/bench_parser.py   (target: every hostile input under 100 ms)
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from parsers import StreamingParser, extract_tool_calls  # noqa: E402
from parsers.toolset import ToolSet  # noqa: E402
from tests.parsers.corpus import ALL_CASES, TOOLS  # noqa: E402

TARGET_S = 0.100
MB = 1_000_000


def hostile_inputs() -> dict[str, str]:
    return {
        "1 MB nested braces {\"a\":{...}}": '{"a":' * (MB // 5) + "1" + "}" * (MB // 5),
        "1 MB nested bare braces {{{...}}}": "{" * (MB // 2) + "}" * (MB // 2),
        "100k {": "{" * 100_000,
        "100k { in a call": '<tool_call>{"name": "read", "arguments": ' + "{" * 100_000,
        "unterminated 1 MB string": '{"name": "write", "arguments": {"path": "a", "content": "' + "x" * MB,
        "unterminated 1 MB string, no call": '{"a": "' + "it's " * (MB // 5),
        "50k <tool_call>": "<tool_call>" * 50_000,
        "50k <tool_call>{": "<tool_call>{" * 50_000,
        "50k <function=x>": "<function=x>" * 50_000,
        "50k <think>": "<think>" * 50_000,
        "50k [TOOL_CALLS]": "[TOOL_CALLS]" * 50_000,
        "50k ```": "```\n" * 50_000,
        "1 MB prose": "The quick brown fox jumps over the lazy dog. " * (MB // 45),
        "1 MB pythonic list": "[read(path='" + "a, " * (MB // 3),
    }


def best_of(runs: int, func) -> float:
    best = float("inf")
    for _ in range(runs):
        start = time.perf_counter()
        func()
        best = min(best, time.perf_counter() - start)
    return best


def main() -> int:
    tools = ToolSet(TOOLS)
    texts = [case.text for case in ALL_CASES]
    rounds = 20
    start = time.perf_counter()
    for _ in range(rounds):
        for text in texts:
            extract_tool_calls(text, tools)
    elapsed = time.perf_counter() - start
    print(f"corpus: {len(texts)} cases, {rounds * len(texts) / elapsed:,.0f} cases/s")

    start = time.perf_counter()
    for text in texts:
        parser = StreamingParser(TOOLS)
        for i in range(0, len(text), 4):
            parser.feed(text[i : i + 4])
        parser.finish()
    print(f"streaming, 4-char chunks: {len(texts) / (time.perf_counter() - start):,.0f} cases/s")

    worst = 0.0
    print(f"hostile inputs (best of 3, target < {TARGET_S * 1000:.0f} ms):")
    for label, text in hostile_inputs().items():
        seconds = best_of(3, lambda: extract_tool_calls(text, tools))
        worst = max(worst, seconds)
        flag = "" if seconds < TARGET_S else "  OVER TARGET"
        print(f"  {label:<40} {len(text) / 1e6:5.2f} MB  {seconds * 1000:8.1f} ms{flag}")
    print(f"worst hostile input: {worst * 1000:.1f} ms")
    return 0 if worst < TARGET_S else 1


if __name__ == "__main__":
    raise SystemExit(main())
