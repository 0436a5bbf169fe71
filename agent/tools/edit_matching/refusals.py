"""What the edit tool tells a model whose old_text it could not place: where the text fits several places, where
it occurs several times, or the closest lines when it is nowhere (a bounded search), each with the next step."""

from __future__ import annotations

import difflib
import time
from collections.abc import Sequence

# The search for lines like a missing old_text stops after this long, or this many lines, and says so.
SIMILAR_SEARCH_SECONDS = 1.0
SIMILAR_MAX_LINES = 20_000
# Lines are compared by their start only: difflib is quadratic in the line length.
SIMILAR_LINE_CHARS = 300
SIMILAR_WINDOW_LINES = 12
SHOWN_PLACES = 10


def describe_places(places: Sequence[tuple[int, int]], adjusted: tuple[str, ...], shown: str) -> str:
    """`places`: each one's first and last line (0-based, last exclusive)."""
    spans = ", ".join(
        f"{first + 1}" if last - first <= 1 else f"{first + 1}-{last}" for first, last in places[:SHOWN_PLACES]
    )
    more = ", ..." if len(places) > SHOWN_PLACES else ""
    where = f" (lines {spans}{more})" if any(last > first for first, last in places) else ""
    return (
        f"old_text is not in {shown} as written; after {' and '.join(adjusted)} it fits {len(places)} places"
        f"{where}, so nothing was changed. Copy the exact text from the file, with enough surrounding lines "
        "to make it unique"
    )


def describe_repeats(text: str, old: str, count: int, shown: str, adjusted: tuple[str, ...] = ()) -> str:
    lines: list[str] = []
    start = 0
    while len(lines) < SHOWN_PLACES and (index := text.find(old, start)) >= 0:
        lines.append(str(text.count("\n", 0, index) + 1))
        start = index + 1
    more = ", ..." if count > len(lines) else ""
    after = f" (after {' and '.join(adjusted)})" if adjusted else ""
    return (
        f"old_text occurs {count} times in {shown}{after} (at lines {', '.join(lines)}{more}); "
        "include more surrounding lines so it is unique, or set replace_all to replace every one"
    )


def describe_missing(text: str, old: str, shown: str) -> str:
    """Not found: point at the closest lines, numbered, so the model can copy the real text.

    The search is bounded (SIMILAR_SEARCH_SECONDS, SIMILAR_MAX_LINES, lines compared by their start), and the
    message says where it stopped.
    """
    lines = text.split("\n")
    wanted = [line.strip() for line in old.strip("\n").split("\n")]
    anchor_at = next((i for i, line in enumerate(wanted) if line), 0)
    anchor = wanted[anchor_at][:SIMILAR_LINE_CHARS]
    scored = []
    deadline = time.monotonic() + SIMILAR_SEARCH_SECONDS
    searched = min(len(lines), SIMILAR_MAX_LINES)
    for number, line in enumerate(lines[:searched]):
        if number % 64 == 0 and time.monotonic() > deadline:
            searched = number
            break
        matcher = difflib.SequenceMatcher(None, line.strip()[:SIMILAR_LINE_CHARS], anchor, autojunk=False)
        if matcher.real_quick_ratio() >= 0.5 and matcher.quick_ratio() >= 0.5:
            scored.append((matcher.ratio(), number))
    cut = (
        f" (only lines 1-{searched} of {len(lines)} were searched for similar ones; the search stops after "
        f"{SIMILAR_SEARCH_SECONDS:g} s or {SIMILAR_MAX_LINES} lines)"
        if searched < len(lines)
        else ""
    )
    best, best_start = 0.0, -1
    # Windows are compared by their first lines only: difflib is quadratic in the text compared.
    wanted_start = "\n".join(line[:SIMILAR_LINE_CHARS] for line in wanted[:SIMILAR_WINDOW_LINES])
    for _, number in sorted(scored, reverse=True)[:5]:
        start = max(0, number - anchor_at)
        window = [
            line.strip()[:SIMILAR_LINE_CHARS] for line in lines[start : start + len(wanted)][:SIMILAR_WINDOW_LINES]
        ]
        ratio = difflib.SequenceMatcher(None, "\n".join(window), wanted_start, autojunk=False).ratio()
        if ratio > best:
            best, best_start = ratio, start
    if best < 0.5:
        return (
            f"old_text was not found in {shown}, and no similar lines were found{cut}; "
            "read the file and copy the exact text"
        )
    window = lines[best_start : best_start + max(len(wanted), 1)]
    shown_lines = "\n".join(f"{best_start + i + 1:>6}\t{line}" for i, line in enumerate(window))
    if [line.strip() for line in window] == wanted:
        hint = "the text is there but its indentation or spacing differs"
    else:
        hint = "the closest lines are"
    return (
        f"old_text was not found in {shown}{cut}; {hint}:\n{shown_lines}\n"
        "Copy the exact text from the file (without the line numbers) and retry."
    )
