"""grep's Python search of one file: the same lines as a search of each whole line, however the file is cut into
chunks and however long its lines (windows), an excerpt around a match on a long line, and a time limit per
search that turns catastrophic backtracking into an error."""

from __future__ import annotations

from unittest import mock

import regex
from hypothesis import example, given, settings
from hypothesis import strategies as st

from agent.search import line_search
from agent.search.line_search import Excerpt, GrepPattern, PatternTooSlow, scan_chunks
from agent.search.search_deadline import Deadline

# Matches no longer than the small overlap below; with look-around, anchors and matches across lines in block mode.
PATTERNS = [
    *("ab", "a{1,3}b", "aab", "^b", "a$", r"\bba", "(?<=a)b", r"\Aa", "b(?!a)", "a\\s?b", "^$", "(?i)AB", "[^a]b"),
    *("a|$", r"(a)\1", "(?x) a b  # a comment", "b\\s+", "[ab]"),
]


def naive(data: bytes, pattern: str) -> list[int]:
    lines = data.decode("utf-8", errors="replace").split("\n")
    if lines[-1] == "":
        lines.pop()
    compiled = regex.compile(pattern, regex.V0)
    return [number for number, line in enumerate(lines, start=1) if compiled.search(line)]


def scanned(data: bytes, pattern: str, size: int) -> list[int] | None:
    chunks = [data[start : start + size] for start in range(0, len(data), size)]
    found = scan_chunks(chunks, GrepPattern(pattern, False), 10**6, Deadline(60))
    return None if found is None else [number for number, _ in found.lines]


@settings(max_examples=500, deadline=None)
@example(data=b"\nbb\nbb\n", pattern="[^a]b", size=7)  # a match from a counted line's end hid the next line's
@given(
    data=st.lists(st.sampled_from([b"a", b"b", b"\n", b"\r", b" ", b"\xc3\xa4", b"\xff"]), max_size=120).map(b"".join),
    pattern=st.sampled_from(PATTERNS),
    size=st.integers(1, 130),
)
def test_the_lines_found_are_those_each_whole_line_search_finds(data, pattern, size):
    # Tiny windows and chunks, so that long lines are searched a window at a time.
    with mock.patch.multiple(line_search, WINDOW_CHARS=8, OVERLAP_CHARS=4):
        assert scanned(data, pattern, size) == naive(data, pattern)


def test_a_match_across_lines_in_a_block_hides_no_line_that_matches_alone():
    data = b"x\na\nbab\na\nb\nab\nb a\n\nab\n"
    for pattern in (r"a\s?b", r"b\s+a", r"a[^x]*b", r"(?s)a.b"):
        assert scanned(data, pattern, len(data)) == naive(data, pattern), pattern


def test_a_match_across_a_window_edge_is_found_wherever_it_lies():
    with mock.patch.multiple(line_search, WINDOW_CHARS=8, OVERLAP_CHARS=4):
        for pattern in ("a{3}b", "xa{2}", "(?<=x)a", "^x", "b$"):
            for where in range(40):
                data = b"x" * where + b"aaab" + b"y" * (40 - where) + b"\n" + b"y" * where + b"b"
                for size in (1, 3, 100):
                    assert scanned(data, pattern, size) == naive(data, pattern), (pattern, where, size)


@given(pattern=st.sampled_from(PATTERNS))
def test_a_nul_anywhere_makes_the_file_binary(pattern):
    assert scanned(b"ab\n" * 10 + b"\0", pattern, 5) is None


def test_a_match_on_a_long_line_is_shown_as_an_excerpt_around_it():
    line = "x" * 1_000_000 + "needle" + "y" * 1_000_000
    found = scan_chunks([line.encode() + b"\r\nshort needle\n"], GrepPattern("needle", False), 10, Deadline(60))
    assert found is not None and found.count == 2
    (first, shown), second = found.lines
    assert first == 1 and second == (2, "short needle")
    assert shown == "…" + "x" * 50 + "needle" + "y" * 144 + "… (2000006 characters; match at character 1000001)"
    assert Excerpt.around("needle" + "x" * 300, 0, 0).shown(306) == "needle" + "x" * 194 + "… (306 characters)"
    near_the_end = "x" * 180 + "needle"
    assert Excerpt.around(near_the_end, 0, 180).shown(186) == near_the_end
    ends_in_cr = scan_chunks([near_the_end.encode() + b"\r\n"], GrepPattern("needle", False), 10, Deadline(60))
    assert ends_in_cr is not None and ends_in_cr.lines == [(1, near_the_end)]


def test_a_pattern_that_backtracks_without_end_is_stopped(monkeypatch):
    monkeypatch.setattr(line_search, "PATTERN_TIME_LIMIT_S", 0.05)
    data = [b"a" * 40 + b"!\n"]
    try:
        scan_chunks(data, GrepPattern("(a|aa)+$", False), 10, Deadline(60))
    except PatternTooSlow:
        pass
    else:
        raise AssertionError("the search was not stopped")
