"""The edit tool's matcher chain: where old_text is in the file, from the strictest reading to the loosest.

A small model rarely copies old_text exactly. The chain tries each strategy in turn, strictest first: exact
(line endings and curly quotes as before), then whole lines compared without trailing whitespace, without runs
of spaces inside a line, with the indentation shifted by a constant or written in tabs for spaces, without blank
lines, and last with elided lines (`...`, `// ... existing code ...`) kept from the file. Each strategy runs on
the text as written and on its readings (readings.py: line numbers, fences, escapes, entities undone).

The first strategy that finds old_text decides: exactly one place is edited, several are refused with their line
numbers, never a guess by similarity. new_text is read the same way, re-indented by the same offset, and the
lines the model did not change are kept as the file has them, so the result is what the model meant.
Line layouts (the keys lines are compared by, indentation shifts, a changed line's spacing) are layout.py's;
what a refused edit is told is refusals.py's.
"""

from __future__ import annotations

import difflib
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Protocol

from agent.errors import ToolFailure
from agent.tools.edit_matching.layout import (
    Shift,
    constant_shift,
    content,
    elision_marker,
    for_new_text,
    indent_of,
    merged,
    same_indent,
    spaces,
    tight,
    trailing,
)
from agent.tools.edit_matching.readings import Reading, readings
from agent.tools.edit_matching.refusals import describe_missing, describe_places, describe_repeats

# Curly quotes are fixed in code files only; prose keeps its typography.
CURLY_QUOTES = str.maketrans(
    {
        "\u2018": "'",
        "\u2019": "'",
        "\u201a": "'",
        "\u201b": "'",
        "\u201c": '"',
        "\u201d": '"',
        "\u201e": '"',
        "\u201f": '"',
    }
)


@dataclass(frozen=True)
class Edit:
    """The edited text, how many places changed, the first one's line, and what was adjusted to find it."""

    text: str
    count: int
    line: int
    adjusted: tuple[str, ...] = ()

    @property
    def note(self) -> str:
        """'applied after removing line numbers copied from read', or '' for an exact match."""
        return f"applied after {' and '.join(self.adjusted)}" if self.adjusted else ""


@dataclass(frozen=True)
class Place:
    """Lines first..last (0-based, last exclusive) of the file replaced by `lines`."""

    first: int
    last: int
    lines: tuple[str, ...]


def apply_edit(text: str, old: str, new: str, replace_all: bool, is_code: bool, shown: str) -> Edit:
    """old_text replaced by new_text in `text`, by the first strategy that finds it; ToolFailure when none does,
    or when the one that does finds it in several places."""
    found = exact(text, old, new, replace_all, is_code, shown)
    if found is not None:
        return found
    if "\r\n" in old:
        found = exact(text, old.replace("\r\n", "\n"), new.replace("\r\n", "\n"), replace_all, is_code, shown)
        if found is not None:
            return found
    choices = readings(old.replace("\r\n", "\n"), new.replace("\r\n", "\n"), text)
    file = FileLines(text)  # split once: the numbered check and the whole-line steps share it
    for reading in choices[1:]:
        # A read-off old_text that ends a line replaces whole lines: new_text ends its last line too.
        ended = (
            reading.new + "\n"
            if reading.old.endswith("\n") and reading.new and not reading.new.endswith("\n")
            else reading.new
        )
        found = exact(text, reading.old, ended, replace_all, is_code, shown, reading.adjusted, reading.whole_lines)
        if found is not None:
            numbered_elsewhere(file, reading, found.line - 1, shown)
            return found
    for strategy in STRATEGIES:
        for reading in choices:
            places = strategy.places(file, reading)
            if len(places) == 1:
                numbered_elsewhere(file, reading, places[0].first, shown)
                return _edited(file.lines, places[0], (*reading.adjusted, strategy.adjusted))
            if len(places) > 1:
                spans = [(place.first, place.last) for place in places]
                raise ToolFailure(describe_places(spans, (*reading.adjusted, strategy.adjusted), shown))
    # The closest lines to what the model meant: its text with every reading that applies undone.
    raise ToolFailure(describe_missing(text, choices[-1].old, shown))


def numbered_elsewhere(file: FileLines, reading: Reading, first: int, shown: str) -> None:
    """Refuse a place found away from the lines old_text's numbers name when the numbered lines fit too, by their
    content: code repeated at another indentation is two places, and the numbers alone do not decide (the file
    may have moved since the read)."""
    numbered = reading.first_line
    if numbered is None or numbered - 1 == first:
        return
    wanted = [content(line) for line in _lines_of(reading.old)]
    there = [content(line) for line in file.lines[numbered - 1 : numbered - 1 + len(wanted)]]
    if there == wanted:
        places = sorted([(first, first + len(wanted)), (numbered - 1, numbered - 1 + len(wanted))])
        raise ToolFailure(describe_places(places, (*reading.adjusted, "comparing lines by their text"), shown))


def exact(
    text: str,
    old: str,
    new: str,
    replace_all: bool,
    is_code: bool,
    shown: str,
    adjusted: tuple[str, ...] = (),
    whole_lines: bool = False,
) -> Edit | None:
    """old_text as it is (or with the file's "\r\n", or without curly quotes in code); None where it is not.
    `whole_lines`: old_text was whole lines (read off numbered lines), so it must start where a line does."""
    candidates = [(old, new)]
    if "\r\n" in text:
        # Mixed line endings are kept as they are; the model writes "\n", so try the file's "\r\n" too.
        candidates.append(
            (old.replace("\r\n", "\n").replace("\n", "\r\n"), new.replace("\r\n", "\n").replace("\n", "\r\n"))
        )
    if is_code:
        candidates += [(o.translate(CURLY_QUOTES), n) for o, n in list(candidates)]
    start = "\n" if whole_lines else ""  # matched after a line break, the file's first line given one
    haystack = start + text
    for old_try, new_try in candidates:
        count = haystack.count(start + old_try)
        if count == 0:
            continue
        if count > 1 and not replace_all:
            raise ToolFailure(describe_repeats(text, old_try, count, shown, adjusted))
        if is_code and old_try.translate(CURLY_QUOTES) == old_try:
            # The file's matched text has no curly quotes, so any in new_text are the model's typography.
            new_try = new_try.translate(CURLY_QUOTES)
        line = haystack.count("\n", 0, haystack.index(start + old_try) + len(start)) + (0 if start else 1)
        result = haystack.replace(start + old_try, start + new_try, -1 if replace_all else 1)[len(start) :]
        if text.endswith("\n") and result and not result.endswith("\n"):
            result += "\n"
        return Edit(result, count, line, adjusted)
    return None


# --- whole-line strategies -------------------------------------------------------------------------------


@dataclass(frozen=True)
class LineStrategy:
    """Whole lines compared by `key`; `shift` says how their indentation must relate (None: not at all);
    `skip_blank`: blank lines on either side are not compared."""

    adjusted: str
    key: Callable[[str], str]
    shift: Callable[[Sequence[tuple[str, str]]], Shift | None]
    skip_blank: bool = False

    def places(self, file: FileLines, reading: Reading) -> list[Place]:
        old = _lines_of(reading.old)
        if not any(line.strip() for line in old):
            return []
        new = _new_lines(reading)
        return [
            place
            for mapping in self.mappings(file, old)
            if (place := self.place(file.lines, old, new, mapping)) is not None
        ]

    def mappings(self, file: FileLines, old: list[str]) -> list[list[int | None]]:
        """For each place old_text's lines match: the file line each old line stands for (None: a blank
        line of old_text that the file does not have)."""
        keys, at = file.keyed(self.key)
        wanted = [self.key(line) for line in old]
        first = next(k for k, key in enumerate(wanted) if key)  # places() checked that one is not blank
        found: list[list[int | None]] = []
        if not self.skip_blank:
            for spot in at.get(wanted[first], ()):
                start = spot - first
                if start >= 0 and keys[start : start + len(old)] == wanted:
                    found.append(list(range(start, start + len(old))))
            return found
        filled = [i for i, key in enumerate(keys) if key]
        rank = {line: n for n, line in enumerate(filled)}
        wanted_filled = [key for key in wanted if key]
        for spot in at.get(wanted[first], ()):
            n = rank[spot]
            if all(n + k < len(filled) and keys[filled[n + k]] == key for k, key in enumerate(wanted_filled)):
                spots = iter(filled[n : n + len(wanted_filled)])
                found.append([next(spots) if key else None for key in wanted])
        return found

    def place(self, lines: list[str], old: list[str], new: list[str], mapping: list[int | None]) -> Place | None:
        pairs = [(old[k], lines[i]) for k, i in enumerate(mapping) if i is not None]
        shift = self.shift(pairs)
        if shift is None:
            return None
        spots = [i for i in mapping if i is not None]
        shift = for_new_text(shift, old, new, [lines[i] if i is not None else None for i in mapping])
        return Place(spots[0], spots[-1] + 1, tuple(_rebuilt(lines, old, new, mapping, shift)))


class FileLines:
    """The file's lines, and each key's view of them, made once per edit: the chain asks each key once per
    reading of old_text, and the elision strategy once per part."""

    def __init__(self, text: str):
        self.lines = text.split("\n")
        self._keyed: dict[Callable[[str], str], tuple[list[str], dict[str, list[int]]]] = {}

    def keyed(self, key: Callable[[str], str]) -> tuple[list[str], dict[str, list[int]]]:
        """Every line by `key`, and the lines each key value is on."""
        if key not in self._keyed:
            keys = [key(line) for line in self.lines]
            at: dict[str, list[int]] = {}
            for number, value in enumerate(keys):
                at.setdefault(value, []).append(number)
            self._keyed[key] = (keys, at)
        return self._keyed[key]


def _lines_of(text: str, ends_line: bool = True) -> list[str]:
    """The text's lines; a final newline ends the last line (`ends_line`) or starts a blank one: new_text's does
    only where old_text has none, as the exact match would read it."""
    if not text:
        return []
    lines = text.split("\n")
    return lines[:-1] if ends_line and len(lines) > 1 and lines[-1] == "" else lines


def _new_lines(reading: Reading) -> list[str]:
    return _lines_of(reading.new, ends_line=reading.old.endswith("\n") or not reading.new.endswith("\n"))


def _rebuilt(
    lines: list[str],
    old: list[str],
    new: list[str],
    mapping: list[int | None],
    shift: Shift,
) -> list[str]:
    """new_text's lines in the file's terms: a line the model kept from old_text is the file's own line (and the
    blank lines the file has after it), a changed line is re-indented by the shift."""
    spots = [i for i in mapping if i is not None]
    last = spots[-1]
    crlf = all(lines[i].endswith("\r") for i in spots)

    def after(k: int) -> list[str]:
        """The file's lines between old line k's and the next matched one (blank lines old_text left out)."""
        here = mapping[k]
        if here is None or here == last:
            return []
        following = next(i for i in mapping[k + 1 :] if i is not None)
        return lines[here + 1 : following]

    # Trailing whitespace the file's lines do not have is the model's: its changed lines lose it too.
    bare = not any(lines[i].rstrip("\r") != lines[i].rstrip() for i in spots)

    def changed(line: str, was: str | None = None, here: int | None = None) -> str:
        """A changed line; `was` the old line it replaces, matched to file line `here`: what the model left
        alone in it (spacing inside the line, the indentation) is kept as the file has it."""
        kept = merged(was, line, lines[here]) if was is not None and here is not None else None
        if kept is not None and was is not None and here is not None:
            indent = indent_of(lines[here]) if indent_of(line) == indent_of(was) else indent_of(shift.apply(line))
            line = indent + kept
        else:
            line = shift.apply(line.rstrip() if bare else line)
        return line + "\r" if crlf and not line.endswith("\r") else line

    out: list[str] = []
    file_blanks = 0  # the blank lines of the file's that `after` has just put out
    # old_text and new_text share the model's indentation, so they are compared with it: a line that moves
    # out of a block is a changed line, not the file's own.
    matcher = difflib.SequenceMatcher(None, [spaces(line) for line in old], [spaces(line) for line in new], False)
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag == "equal":
            for k in range(i1, i2):
                if (here := mapping[k]) is not None:
                    out.append(lines[here])
                skipped = after(k)
                out.extend(skipped)
                file_blanks = len(skipped)
            continue
        added = new[j1:j2]
        while file_blanks and added and not added[0].strip():
            # A blank line old_text left out and new_text kept: the file's is already there.
            added, file_blanks = added[1:], file_blanks - 1
            j1 += 1
        file_blanks = 0
        if not added and tag == "insert":
            continue
        if tag == "replace" and i2 - i1 == j2 - j1:
            out.extend(changed(line, old[i1 + k], mapping[i1 + k]) for k, line in enumerate(added))
        else:
            out.extend(changed(line) for line in added)
        kept = [k for k in range(i1, i2) if mapping[k] is not None]
        if kept:
            skipped = after(kept[-1])
            out.extend(skipped)
            file_blanks = len(skipped)
    return out


def _elided(file: FileLines, reading: Reading) -> list[Place]:
    """old_text with elision markers: each part around them found once, in order, with one indentation shift;
    new_text must elide at the same points, and what the markers stand for is kept from the file."""
    old_parts, new_parts = _parts(_lines_of(reading.old)), _parts(_new_lines(reading))
    if len(old_parts) < 2 or len(new_parts) != len(old_parts):
        return []
    for strategy in LINE_STRATEGIES:
        lines = file.lines
        found = [strategy.mappings(file, part) if any(x.strip() for x in part) else [] for part in old_parts]
        if not all(found):
            continue
        for spots in found:
            if len(spots) > 1:  # one part fits several places: the caller refuses, naming them
                return [Place(m[0], m[-1] + 1, ()) for m in ([i for i in m if i is not None] for m in spots)]
        mappings = [spots[0] for spots in found]
        pairs = [
            (part[k], lines[i])
            for part, m in zip(old_parts, mappings, strict=True)
            for k, i in enumerate(m)
            if i is not None
        ]
        shift = strategy.shift(pairs)
        ends = [[i for i in m if i is not None] for m in mappings]
        if shift is None or any(a[-1] >= b[0] for a, b in zip(ends, ends[1:], strict=False)):
            return []
        every_old, every_new = [x for part in old_parts for x in part], [x for part in new_parts for x in part]
        file_of = [lines[i] if i is not None else None for m in mappings for i in m]
        shift = for_new_text(shift, every_old, every_new, file_of)
        out: list[str] = []
        for index, (old_part, new_part, mapping) in enumerate(zip(old_parts, new_parts, mappings, strict=True)):
            out += _rebuilt(lines, old_part, new_part, mapping, shift)
            if index + 1 < len(ends):
                out += lines[ends[index][-1] + 1 : ends[index + 1][0]]
        return [Place(ends[0][0], ends[-1][-1] + 1, tuple(out))]
    return []


def _parts(lines: list[str]) -> list[list[str]]:
    parts: list[list[str]] = [[]]
    for line in lines:
        if elision_marker(line):
            parts.append([])
        else:
            parts[-1].append(line)
    return parts if all(parts) else [lines]


@dataclass(frozen=True)
class ElisionStrategy:
    adjusted: str = "keeping the lines elided with '...' as the file has them"

    def places(self, file: FileLines, reading: Reading) -> list[Place]:
        return _elided(file, reading)


LINE_STRATEGIES: tuple[LineStrategy, ...] = (
    LineStrategy("ignoring trailing whitespace", trailing, same_indent),
    LineStrategy("ignoring runs of spaces inside lines", spaces, same_indent),
    LineStrategy("ignoring spaces next to punctuation", tight, same_indent),
    LineStrategy("shifting the indentation to the file's (new_text shifted the same)", content, constant_shift),
    LineStrategy("ignoring blank lines", trailing, same_indent, skip_blank=True),
    LineStrategy("ignoring blank lines and shifting the indentation to the file's", content, constant_shift, True),
)


class Strategy(Protocol):
    """One step of the chain after exact: the places old_text fits in the file's lines, as this step reads it."""

    @property
    def adjusted(self) -> str: ...

    def places(self, file: FileLines, reading: Reading) -> list[Place]: ...


STRATEGIES: tuple[Strategy, ...] = (*LINE_STRATEGIES, ElisionStrategy())


def _edited(lines: list[str], place: Place, adjusted: tuple[str, ...]) -> Edit:
    result = lines[: place.first] + list(place.lines) + lines[place.last :]
    return Edit("\n".join(result), 1, place.first + 1, adjusted)
