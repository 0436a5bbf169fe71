"""grep's Python search of one file, in bounded memory and time, and how a matching line is shown.

Patterns are compiled with the `regex` module rather than `re`: its `timeout` bounds each search, so a pattern
that backtracks catastrophically (`(a|aa)+$` on a line of a's) is an error the model can act on, not a hang.
A file is read in chunks, never whole; a NUL anywhere makes it binary (no hits). A line longer than
WINDOW_CHARS (minified code, a data dump on one line) is never held whole either: it is searched in windows
that overlap by OVERLAP_CHARS, so a match up to that long is found wherever it lies (a longer one only when it
fits in a window). A matching line longer than SHOWN_LINE_CHARS is shown as an excerpt around its first match.
"""

from __future__ import annotations

import codecs
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field

import regex

from agent.search.search_deadline import Deadline, TimeUp

REGEX_METACHARACTERS = frozenset(".^$*+?{}[]\\|()")
READ_CHUNK_BYTES = 256 * 1024
WINDOW_CHARS = 256 * 1024
OVERLAP_CHARS = 4096
# Long enough for any sound pattern on one window of text; a pattern slower than this backtracks.
PATTERN_TIME_LIMIT_S = 2.0
SHOWN_LINE_CHARS = 200
# Shown before a match that lies past the start of a long line.
CONTEXT_CHARS = 50
# The group that runs a match in a block on to its line's end.
REST = "agent_rest_of_line"
# A pattern that holds none of these matches a line alone exactly where it matches (MULTILINE) inside a block of
# whole lines, so a block is searched as one text and only lines holding a match are looked at. With them a
# line may match alone but not inside the block: \A is the line's start, or the block's; (?-m) turns ^ off;
# a look-around sees past the line.
BLOCK_UNSAFE = ("(?=", "(?!", "(?<=", "(?<!", "(?-", "(?(", "(?^", "\\A", "\\Z", "\\z", "\\G")


class PatternTooSlow(Exception):
    """One search took longer than PATTERN_TIME_LIMIT_S: the pattern backtracks catastrophically."""


@dataclass(frozen=True)
class Excerpt:
    """What is shown of a matching line: `text` from character `start` of it, and where its first match is."""

    start: int
    text: str
    match_at: int

    @classmethod
    def around(cls, line: str, line_start: int, match_at: int) -> Excerpt:
        """The excerpt of a line of which `line` is the part from character `line_start` on."""
        short = line_start == 0 and len(line) <= SHOWN_LINE_CHARS + 1  # shown whole (+1: a "\r" left out)
        start = 0 if short or match_at < SHOWN_LINE_CHARS - CONTEXT_CHARS else match_at - CONTEXT_CHARS
        begin = start - line_start
        return cls(start, line[begin : begin + SHOWN_LINE_CHARS], match_at)

    def shown(self, length: int) -> str:
        """The excerpt as grep prints it, for a line of `length` characters."""
        if length <= SHOWN_LINE_CHARS:
            return self.text
        head = "…" if self.start else ""
        tail = "…" if self.start + len(self.text) < length else ""
        where = f"; match at character {self.match_at + 1}" if self.start else ""
        return f"{head}{self.text}{tail} ({length} characters{where})"


class GrepPattern:
    """A grep pattern compiled once, searched with a time limit per search."""

    def __init__(self, text: str, ignore_case: bool):
        """Raises regex.error for a pattern that is not a regular expression."""
        flags = regex.V0 | (regex.IGNORECASE if ignore_case else 0)
        self.text = text
        self.ignore_case = ignore_case
        self.line = regex.compile(text, flags)
        unsafe = any(marker in text for marker in BLOCK_UNSAFE)
        # In a block, each match runs on to its line's end, so one pass yields at most one match per line; the
        # added group comes after the pattern's own, so their numbers (and backreferences) stay.
        end = "\n)" if self.line.flags & regex.VERBOSE else ")"  # a "#" comment ends at a newline
        self.block = None
        if not unsafe and REST not in text:  # (a pattern that names a group REST is searched a line at a time)
            self.block = regex.compile(f"(?:{text}{end}(?P<{REST}>[^\n]*)", flags | regex.MULTILINE)
        self.literal = text if not ignore_case and not REGEX_METACHARACTERS & set(text) else None

    def search(self, text: str, pos: int, limit: float) -> regex.Match[str] | None:
        """The first match in one line (or a window of one) from `pos`; raises PatternTooSlow past `limit` s."""
        try:
            return self.line.search(text, pos, timeout=limit)
        except TimeoutError:
            raise PatternTooSlow() from None

    def block_matches(self, block: str, pos: int, limit: float) -> Iterator[tuple[int, int]]:
        """Where matches start and end (MULTILINE) in a block of whole lines from `pos`, for a pattern without
        BLOCK_UNSAFE: the first in each line that has one, and possibly more."""
        assert self.block is not None
        try:
            for match in self.block.finditer(block, pos, timeout=limit):
                yield match.start(), match.start(REST)
        except TimeoutError:
            raise PatternTooSlow() from None

    def show(self, line: str) -> str:
        """How a whole matching line (ripgrep's) is shown: an excerpt around the first match when it is long."""
        shown = line.removesuffix("\r")
        if len(shown) <= SHOWN_LINE_CHARS:
            return shown
        try:
            found = self.search(line, 0, PATTERN_TIME_LIMIT_S)
        except PatternTooSlow:
            found = None
        return Excerpt.around(shown, 0, found.start() if found else 0).shown(len(shown))


@dataclass
class LineMatches:
    """The first `keep` matching lines of a file (number, shown text) and how many lines match."""

    keep: int
    lines: list[tuple[int, str]] = field(default_factory=list)
    count: int = 0

    def add(self, number: int, excerpt: Excerpt, length: int) -> None:
        self.count += 1
        if len(self.lines) < self.keep:
            self.lines.append((number, excerpt.shown(length)))


class FileScan:
    """Feeds a file's text piece by piece; keeps at most one window of the current line and the shown lines."""

    def __init__(self, pattern: GrepPattern, keep: int, deadline: Deadline):
        self.pattern = pattern
        self.deadline = deadline
        self.found = LineMatches(keep)
        self.number = 1  # of the current line
        self.pending = ""  # the current line's text from character `base` on
        self.base = 0
        self.scan_from = 0  # matches starting before this character of the line have been looked for
        self.first: Excerpt | None = None  # the current line's first match, once found

    def limit(self) -> float:
        """How long one search may take: the pattern's limit, or what is left of the call's time."""
        left = self.deadline.remaining()
        if left <= 0:
            raise TimeUp()
        return min(PATTERN_TIME_LIMIT_S, left)

    def search(self, text: str, pos: int) -> regex.Match[str] | None:
        try:
            return self.pattern.search(text, pos, self.limit())
        except PatternTooSlow:
            self.deadline.check()  # out of the call's time rather than the pattern's
            raise

    def feed(self, text: str) -> None:
        first = text.find("\n")
        if first < 0:
            self._grow(text)
            return
        self._grow(text[:first])
        self._end_line()
        last = text.rfind("\n")
        if last > first:
            self._search_block(text[first + 1 : last + 1])
        self._grow(text[last + 1 :])

    def finish(self) -> LineMatches:
        if self.pending or self.base:  # a last line without a "\n"
            self._end_line()
        return self.found

    def _search_block(self, block: str) -> None:
        """Whole lines (no longer than a chunk, so within a window), each ending in "\n"."""
        if self.pattern.literal is not None and self.pattern.literal not in block:
            self.number += block.count("\n")
            return
        if self.pattern.block is None:
            for line in block.split("\n")[:-1]:
                match = self.search(line, 0)
                if match is not None:
                    self._add(line, 0, len(line), match.start())
                self.number += 1
            return
        # One pass over the block skips every line up to the next one holding a match (no line before it can
        # match alone); it starts again after a match that runs across lines, which may hide one in a line it spans.
        pos = counted = 0
        again = True
        while again:
            again = False
            try:
                for start_at, end_at in self.pattern.block_matches(block, pos, self.limit()):
                    if start_at < pos:
                        # an empty match at the end of a line just counted, or one that starts there and runs into
                        # the next line, hiding a match of that line alone (`[^a]b` on "bb\nbb"): search from it
                        again = True
                        break
                    if start_at >= len(block):
                        break
                    start = block.rfind("\n", 0, start_at) + 1
                    end = block.index("\n", start_at)
                    self.number += block.count("\n", counted, start)
                    counted = start
                    if end_at <= end:  # within the line: a match of the line alone, and its first
                        self._add(block, start, end, start_at - start)
                    elif (alone := self.search(block[start:end], 0)) is not None:  # across lines: ask the line alone
                        self._add(block, start, end, alone.start())
                    pos = end + 1
                    if end_at > end:
                        again = True
                        break
            except PatternTooSlow:
                self.deadline.check()
                raise
        self.number += block.count("\n", counted)

    def _add(self, text: str, start: int, end: int, match_at: int) -> None:
        """The matching line text[start:end], shown while fewer than `keep` are: most are only counted."""
        found = self.found
        if len(found.lines) >= found.keep:
            found.count += 1
            return
        shown = text[start:end].removesuffix("\r")
        found.add(self.number, Excerpt.around(shown, 0, match_at), len(shown))

    def _grow(self, piece: str) -> None:
        """More of the current line: past a window and its overlap, search that window and drop its text."""
        self.pending += piece
        while len(self.pending) - (self.scan_from - self.base) >= WINDOW_CHARS + OVERLAP_CHARS:
            pos = self.scan_from - self.base
            if self.first is None:
                match = self.search(self.pending, pos)
                if match is not None and match.start() < pos + WINDOW_CHARS:
                    self.first = Excerpt.around(self.pending, self.base, self.base + match.start())
            self.scan_from += WINDOW_CHARS
            cut = self.scan_from - OVERLAP_CHARS - self.base
            self.pending = self.pending[cut:]
            self.base += cut

    def _end_line(self) -> None:
        if self.first is None:
            match = self.search(self.pending, self.scan_from - self.base)
            if match is not None:
                self.first = Excerpt.around(self.pending, self.base, self.base + match.start())
        if self.first is not None:
            length = self.base + len(self.pending.removesuffix("\r"))
            first = self.first
            if first.start + len(first.text) > length:  # the excerpt holds the line's last "\r"
                first = Excerpt(first.start, first.text[: length - first.start], first.match_at)
            self.found.add(self.number, first, length)
        self.number += 1
        self.pending, self.base, self.scan_from, self.first = "", 0, 0, None


def scan_chunks(chunks: Iterable[bytes], pattern: GrepPattern, keep: int, deadline: Deadline) -> LineMatches | None:
    """The matching lines of a file read as `chunks`; None when it is binary (holds a NUL)."""
    decoder = codecs.getincrementaldecoder("utf-8")(errors="replace")
    scan = FileScan(pattern, keep, deadline)
    for chunk in chunks:
        deadline.check()
        if b"\0" in chunk:
            return None
        scan.feed(decoder.decode(chunk))
    scan.feed(decoder.decode(b"", final=True))
    return scan.finish()
