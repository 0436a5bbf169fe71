"""Synthetic near-miss edits on the real files of bench/edits/: how often the matcher chain applies what was meant,
refuses, or applies something else, per distortion.

Each trial takes a random run of 2-8 whole lines that occurs once in a file, makes one change in it (a line
appended to, a line inserted after, a line deleted, a line de-indented), and sends old_text and new_text through
one distortion a model makes (read's line numbers, an indentation shift either way, trailing spaces, tabs for
four spaces, the whole text as a JSON string's inside, a fence, blank lines dropped, `...` for lines left out,
alignment spaces collapsed, and two combinations). A trial whose distorted old_text still matches exactly is
skipped. Two cases are left out because what was meant cannot be told from the text: a line inserted next to
blank lines old_text dropped (before or after them?), and a change written after alignment spaces were
collapsed (with the file's spacing or the model's?).

    python bench/bench_edits_synthetic.py [--seed N] [--trials N] [--show-wrong]
"""

from __future__ import annotations

import argparse
import difflib
import json
import random
import re
from collections import Counter
from pathlib import Path

from agent.errors import ToolFailure
from agent.tools.edit_matching import apply_edit

CORPORA = ("cases.jsonl", "heldout_v2.jsonl", "heldout_v3.jsonl")
DISTORTIONS = (
    "numbers",
    "shift_out",
    "shift_in",
    "trailing",
    "tabs",
    "json",
    "fence",
    "drop_blank",
    "elide",
    "collapse",
    "numbers_shift",
    "fence_numbers",
)
CHANGES = ("append", "insert", "delete", "dedent")


def real_files() -> dict[str, tuple[str, str]]:
    """The corpora's original files (LF only), by source."""
    files: dict[str, tuple[str, str]] = {}
    for name in CORPORA:
        for line in (Path(__file__).parent / "edits" / name).read_text(encoding="utf-8").splitlines():
            case = json.loads(line)
            if "\r" not in case["original"]:
                files[case["source"]] = (case["path"], case["original"])
    return files


def numbered(lines: list[str], start: int) -> list[str]:
    return [f"{start + i + 1:>6}\t{line}" for i, line in enumerate(lines)]


def shifted(lines: list[str], by: int) -> list[str] | None:
    out = []
    for line in lines:
        indent = len(line) - len(line.lstrip(" "))
        if line.strip() and by < 0 and indent < -by:
            return None
        out.append(line if not line.strip() else " " * (indent + by) + line.lstrip(" "))
    return out


def collapsed(line: str) -> str:
    indent = line[: len(line) - len(line.lstrip())]
    return indent + re.sub(r"(?<=\S)  +(?=\S)", " ", line.lstrip())


def changed(span: list[str], k: int, change: str, python: bool) -> list[str] | None:
    new = list(span)
    if change == "append":
        new[k] = span[k] + ("  # changed" if python else " // changed")
    elif change == "insert":
        indent = span[k][: len(span[k]) - len(span[k].lstrip())]
        new.insert(k + 1, indent + ("x = 1" if python else "x = 1;"))
    elif change == "delete":
        if sum(1 for line in span if line.strip()) < 3:
            return None
        del new[k]
    elif not span[k].startswith("    "):
        return None
    else:
        new[k] = span[k][4:]
    return new


def distorted(
    kind: str, span: list[str], new_span: list[str], start: int, k: int, change: str
) -> tuple[str, str] | None:
    old, new = list(span), list(new_span)
    if kind in ("numbers", "fence_numbers"):
        old, new = numbered(old, start), numbered(new, start)
        if kind == "fence_numbers":
            old, new = ["```python", *old, "```"], ["```python", *new, "```"]
    elif kind in ("shift_out", "shift_in", "numbers_shift"):
        by = 4 if kind == "shift_out" else -4
        moved_old, moved_new = shifted(old, by), shifted(new, by)
        if moved_old is None or moved_new is None:
            return None
        old, new = moved_old, moved_new
        if kind == "numbers_shift":
            old, new = numbered(old, start), numbered(new, start)
    elif kind == "trailing":
        old, new = [line + "  " for line in old], [line + "  " for line in new]
    elif kind == "tabs":
        old, new = [line.replace("    ", "\t") for line in old], [line.replace("    ", "\t") for line in new]
    elif kind == "drop_blank":
        if change == "insert":
            return None  # before or after the blank lines old_text dropped: not to be told
        old, new = [line for line in old if line.strip()], [line for line in new if line.strip()]
    elif kind == "elide":
        if change != "append" or len(span) < 5 or k in (0, len(span) - 1):
            return None
        if k > 1:
            old, new = [span[0], "...", *span[k:]], [new_span[0], "...", *new_span[k:]]
        else:
            old, new = [*span[: k + 1], "...", span[-1]], [*new_span[: k + 1], "...", new_span[-1]]
    elif kind == "collapse":
        if change != "delete" or all(collapsed(line) == line for line in old):
            return None  # a written change: with whose spacing? not to be told
        old, new = [collapsed(line) for line in old], [collapsed(line) for line in new]
    old_text, new_text = "\n".join(old), "\n".join(new)
    if kind == "json":
        old_text, new_text = json.dumps(old_text)[1:-1], json.dumps(new_text)[1:-1]
    if kind == "fence":
        old_text, new_text = f"```\n{old_text}\n```", f"```\n{new_text}\n```"
    return old_text, new_text


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--trials", type=int, default=3000)
    parser.add_argument("--show-wrong", action="store_true")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    files = real_files()
    sources = sorted(files)
    outcomes: dict[str, Counter[str]] = {kind: Counter() for kind in DISTORTIONS}
    for _ in range(args.trials):
        path, text = files[rng.choice(sources)]
        lines = text.split("\n")
        size = rng.randint(2, 8)
        if len(lines) < 12:
            continue
        start = rng.randint(0, len(lines) - size - 1)
        span = lines[start : start + size]
        filled = [i for i, line in enumerate(span) if line.strip()]
        if not filled or text.count("\n".join(span)) != 1:
            continue
        k, change, kind = rng.choice(filled), rng.choice(CHANGES), rng.choice(DISTORTIONS)
        new_span = changed(span, k, change, path.endswith(".py"))
        texts = distorted(kind, span, new_span, start, k, change) if new_span is not None else None
        if texts is None or text.count(texts[0]) == 1:
            continue
        meant = "\n".join(lines[:start] + new_span + lines[start + size :])
        try:
            result = apply_edit(text, texts[0], texts[1], False, True, path)
        except ToolFailure:
            outcomes[kind]["refused"] += 1
            continue
        if result.text == meant:
            outcomes[kind]["as meant"] += 1
            continue
        outcomes[kind]["wrongly"] += 1
        if args.show_wrong:
            print(f"== {kind} {change} {path} line {start + 1}: {result.note}")
            for row in difflib.unified_diff(meant.split("\n"), result.text.split("\n"), "meant", "applied", n=1):
                print(row.rstrip("\n"))
    print(f"{'distortion':<15}{'trials':>8}{'as meant':>10}{'refused':>9}{'wrongly':>9}")
    total: Counter[str] = Counter()
    for kind, counts in outcomes.items():
        total.update(counts)
        print(
            f"{kind:<15}{sum(counts.values()):>8}{counts['as meant']:>10}{counts['refused']:>9}{counts['wrongly']:>9}"
        )
    print(f"{'total':<15}{sum(total.values()):>8}{total['as meant']:>10}{total['refused']:>9}{total['wrongly']:>9}")


if __name__ == "__main__":
    main()
