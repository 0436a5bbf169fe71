"""One left-to-right pass over a message: where a dialect could start, and what was read there.

One regex (Markers.pattern) finds the next place where a dialect (or a reasoning block, code fence or bare
JSON value) could start; that marker's reader (parsers/readers/) decodes forward from there and
says where its structure ends, and the scan resumes after it. Nothing is ever re-read, so time is
linear in the text; values are decoded from their opening (an end tag inside a string cannot cut
them).

A reader returns a Region (calls, errors, and what of its text stays for the user) or None
("nothing here"). When the text is still streaming in (`final=False`) a reader that runs into
the end of the text raises Incomplete instead of guessing.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, replace

from parsers import calls as callmod
from parsers import jsontext
from parsers.calls import RawCall
from parsers.jsontext import Incomplete
from parsers.models import CallError
from parsers.region import Budget, Region
from parsers.toolset import ToolSet

# A message may cost this many failed call candidates before the parser stops reading calls in
# it (see Budget). Real replies hold a handful of calls; 128 leaves room for a long batch of
# near-JSON ones and for the 120-copy runs the property tests read one copy at a time.
MAX_FAILED = 128
STOP_MESSAGE = (
    f"Stopped reading tool calls after {MAX_FAILED} failed attempts in this message; the rest of it is kept as text. "
    "Write a few well-formed calls instead."
)


REASONING_CLOSE = {
    "<think>": "</think>",
    "<thinking>": "</thinking>",
    "<reasoning>": "</reasoning>",
    "<seed:think>": "</seed:think>",
    "<mm:think>": "</mm:think>",  # MiniMax-M3
    "◁think▷": "◁/think▷",
    "[THINK]": "[/THINK]",
    "<|channel>": "<channel|>",  # Gemma 4's thought channel
}
THINK = "|".join(re.escape(k) for k in REASONING_CLOSE)
THINK_CLOSE = "|".join(re.escape(v) for v in REASONING_CLOSE.values())

# The lookahead admits only the first characters a marker can start with (three for `<` and `[`
# markers: `<|t`, `<th`, `</t`, `[TO`...), so a run of `{`, `[`, `<`, `f` or of a pair that starts
# markers but completes none (`<|`, `<t`, `[T`, and `{a`: a `{` is admitted only before a key, as bare JSON's own
# lookahead has it) is skipped without trying each branch. A new marker must start with characters it admits
# (tests/parsers/test_hostile.py finds every marker).
# Each branch starts with its marker's own characters and ends with an empty group that names
# it: a branch that started with a group would be entered before its first character could
# reject it.
_MARKER_START = (
    "(?=<(?:[|｜][scptaSeirDG|｜]|/[trsfm]|t[hou]|s[et]|re|m[im]|fu|TO|ch|at|en|DS|GC| [|｜])|call:|commentary\\s|to=f"
    "|(?<![^\\n])[ \\t]*+[A-Za-z_][\\w.]*+[ \\t]*+\\("
    "|\\[(?:/T|T[OH]|\\s*+(?:\\{|[A-Za-z_][\\w.\\-]*+\\s*+\\())|\\]<\\]|[`◁]|functools|\\{\\s*+(?:[\"']|[A-Za-z_]\\w*+\\s*+:))"
)
# what the scan still reads once the budget is spent: reasoning blocks and their ends, found
# with str.find (a regex search for them is 20 ns a character)
REASONING = re.compile(f"(?:{THINK})(?P<think>)|(?:{THINK_CLOSE})(?P<think_close>)")
_REASONING_TAGS = (*REASONING_CLOSE, *REASONING_CLOSE.values())
# how far the scan's regex or a reader that vouches for copies may look past where it starts (inline code's 2,000
# characters are the most)
LOOKAHEAD = 4096
MARKER_HOLD = 48  # a marker can be this long; a streaming tail this short may still become one

NAME = r"[A-Za-z_][\w.\-]*"  # a tool name as written

_ESCAPE = re.compile(r"\\(u[0-9a-fA-F]{4}|.)", re.S)
_ESCAPED = {"n": "\n", "t": "\t", "r": "\r", "b": "\b", "f": "\f"}


def _unescape(m: re.Match[str]) -> str:
    code = m.group(1)
    if len(code) == 5:
        return chr(int(code[1:], 16))
    return _ESCAPED.get(code, code if code in "\\\"'/" else "\\" + code)


class Scan:
    """One left-to-right pass over `text`."""

    def __init__(self, text: str, tools: ToolSet, prefer: str | None, final: bool, markers: Markers,
                 budget: Budget | None = None, nested: bool = False):  # fmt: skip
        self.text = text
        self.tools = tools
        self.prefer = prefer
        self.final = final
        self.markers = markers  # where a structure may start, and its readers (parsers/readers/)
        self.budget = Budget() if budget is None else budget
        self.nested = nested  # the inside of a fence: its reasoning tags never reset the budget
        self.tried = 0  # decodes that ran json-repair or failed (a failed candidate each)
        self._found: dict[str, tuple[int, int]] = {}
        self._pattern: re.Pattern[str] | None = None  # the marker regex regions() scans with
        self._searched: tuple[int, re.Match[str] | None] = (-1, None)  # next_marker's last search: from, found
        self.run_checked = 0  # runs of copies end here or before: a copy before this is in no longer run
        self._fruitless: dict[str, tuple[str, int, str, int]] = {}  # marker -> last two (text, bound) found fruitless
        self._last_value: tuple[str, str, tuple[RawCall, ...] | None] = ("", "", None)  # closed strict JSON read last
        self.reach = 0  # how far the decodes so far read (Decoded.reach): a reader sets it before it decodes
        self.after = 0  # where the last region found ended
        self.after_calls = False  # and whether it held calls

    def regions(self, pos: int) -> Iterator[tuple[int, Region]]:
        """Yield (start, Region) for every structure from `pos` on, in order (see Budget)."""
        text = self.text
        budget = self.budget
        marker, readers = self.markers.pattern_for(text), self.markers.readers
        self._pattern = marker
        while True:
            if budget.failed >= MAX_FAILED:
                m = REASONING.match(text, self.earliest(_REASONING_TAGS, pos)[0])
            elif self._searched[0] == pos:  # a reader searched from here already
                m = self._searched[1]
            else:
                m = marker.search(text, pos)
            if m is None:
                return
            known, at = self._fruitless.get(m.lastgroup, ("", -1, "", -1)), m.start()  # type: ignore[arg-type]
            if (at < known[1] and text.startswith(known[0], at)) or (at < known[3] and text.startswith(known[2], at)):
                pos = m.start() + 1  # its reader would find nothing here, as it found nothing before
                continue
            failed, last, seen, tried = budget.failed, budget.last, budget.seen_reasoning, self.tried
            try:
                region = readers[m.lastgroup](self, m)  # type: ignore[index]  # every alternative is named
            except Incomplete:
                # read again when more text has come, and charged then (a fence's inner scan may
                # have charged its candidates already)
                budget.failed, budget.last, budget.seen_reasoning = failed, last, seen
                raise Incomplete(m.start(), m.lastgroup) from None
            if region is None:
                pos = m.start() + 1
                continue
            region.end = max(region.end, m.start() + 1)  # always make progress
            spent = budget.failed >= MAX_FAILED
            if self.tried != tried or region.errors or region.calls or region.reasoning:
                self._charge(m.start(), region, self.tried != tried)
            yield m.start(), region
            pos = self.after = region.end
            self.after_calls = bool(region.calls)
            if not spent and budget.failed >= MAX_FAILED:
                yield pos, Region(pos, errors=[CallError(message=STOP_MESSAGE)], keep="")

    def _charge(self, start: int, region: Region, tried: bool) -> None:
        """Count `region` against the budget when it is a failed candidate (see Budget)."""
        budget = self.budget
        if region.reasoning:
            if not self.nested:  # as extract_tool_calls reads them: a fence's reasoning tags mean nothing
                if region.reasoning_ends and not budget.seen_reasoning:
                    budget.failed, budget.last = 0, None  # the drafts before it do not count
                budget.seen_reasoning = True
            return
        if region.charged:
            return
        tools = self.tools
        if not (
            tried
            or region.errors
            or any(not isinstance(raw.name, str) or tools.resolve(raw.name)[0] is None for raw in region.calls)
        ):
            return
        gaps = len(region.between or "") * (region.repeat - 1)
        unit = self.text[start : start + (region.end - start - gaps) // region.repeat]
        if unit != budget.last:
            budget.failed += 1
            budget.last = unit

    # -- helpers every reader uses ------------------------------------------------------------

    def skip_later(self, m: re.Match[str], end: int | None = None, before: int | None = None) -> None:
        """`m`'s reader found nothing, nor would at a later match of its marker that `text[m.start():end]` starts (no
        `end`: any), before `before`: the scan skips them (the last two kept: copies may alternate `<|from|>` and
        `<|recipient|>`). Only for a None from that text alone and what the rest of the text lacks, when final."""
        older = self._fruitless.get(str(m.lastgroup), ("", -1))
        known = "" if end is None else self.text[m.start() : end]
        self._fruitless[str(m.lastgroup)] = (known, len(self.text) if before is None else before, older[0], older[1])

    def no_call_end(self, pos: int) -> int | None:
        """Where the JSON value at `pos` ends when json_calls found no call in the same value last time."""
        known, _, raws = self._last_value
        return pos + len(known) if known and raws is None and self.text.startswith(known, pos) else None

    def next_marker(self, pos: int) -> re.Match[str] | None:
        """Where regions() would try a reader next after `pos`; None also once the budget is spent."""
        if self._pattern is None or self.budget.failed >= MAX_FAILED:
            return None
        if self._searched[0] == pos:
            return self._searched[1]  # (a reader and the copies it counts look from the same place)
        found = self._pattern.search(self.text, pos)
        self._searched = (pos, found)
        return found

    def find(self, needle: str, pos: int) -> int:
        """text.find, remembered per needle so repeated searches never rescan (amortized linear)."""
        cached = self._found.get(needle)
        if cached is not None:
            searched_from, at = cached
            if searched_from <= pos and (at == -1 or at >= pos):
                return at
        at = self.text.find(needle, pos)
        self._found[needle] = (pos, at)
        return at

    def find_end(self, needle: str, pos: int) -> int:
        """Position of `needle`, or the end of the text when it is missing (and the text is final)."""
        at = self.find(needle, pos)
        if at == -1:
            if not self.final:
                raise Incomplete
            return len(self.text)
        return at

    def earliest(self, needles: tuple[str, ...], pos: int, limit: int | None = None) -> tuple[int, str]:
        best, which = len(self.text) if limit is None else limit, ""
        for needle in needles:
            at = self.find(needle, pos)
            if at != -1 and at < best:
                best, which = at, needle
        return best, which

    def quoted(self, pos: int, limit: int | None = None) -> tuple[str, int]:
        """The string opened by the quote (`"` or `'`) at `pos`, to the next one no backslash escapes, and where
        it ends; its escapes read as JSON's (`\\'` too). Incomplete while streaming, ValueError when never closed
        (before `limit`, when given: the end of the structure it is in)."""
        text, quote = self.text, self.text[pos]
        at = pos + 1
        while True:
            at = self.find(quote, at)
            if limit is not None and limit < len(text) and (at == -1 or at >= limit):
                raise ValueError("a string is not closed")
            if at == -1:
                if not self.final:
                    raise Incomplete
                raise ValueError("a string is not closed")
            backslashes = 0
            while text[at - 1 - backslashes] == "\\":
                backslashes += 1
            if backslashes % 2 == 0:
                break
            at += 1
        body = text[pos + 1 : at]
        return (_ESCAPE.sub(_unescape, body) if "\\" in body else body), at + 1

    def skip_space(self, pos: int) -> int:
        text = self.text
        while pos < len(text) and text[pos].isspace():
            pos += 1
        if pos >= len(text) and not self.final:
            raise Incomplete
        return pos

    def optional(self, pos: int, *tokens: str) -> int:
        """Skip whitespace and one of `tokens` if it follows; else stay at `pos`."""
        text = self.text
        at = pos
        while at < len(text) and text[at].isspace():
            at += 1
        rest = text[at : at + 40]
        for token in tokens:
            if rest.startswith(token):
                return at + len(token)
            if not self.final and token.startswith(rest):
                raise Incomplete
        return pos

    def match(self, pattern: re.Pattern[str], pos: int, window: int = 300) -> re.Match[str] | None:
        """A bounded regex match at `pos`; Incomplete when the window runs past a streaming end."""
        text = self.text
        if pos + window < len(text):
            return pattern.match(text, pos, pos + window)
        found = pattern.match(text, pos)
        if found is None and not self.final:
            raise Incomplete
        return found

    def decode(self, pos: int, limit: int | None = None, close: str | None = None) -> jsontext.Decoded:
        end_tag = self.find(close, pos) if close else -1  # the block's end marker: near-JSON is read up to it
        decoded = jsontext.decode(
            self.text, pos, final=self.final, limit=limit, end_tag=None if end_tag < 0 else end_tag
        )
        self.reach = max(self.reach, decoded.reach, end_tag + len(close or "") + 1)
        if decoded.repaired or not decoded.ok:
            self.tried += 1
        return decoded

    def snip(self, start: int, end: int) -> str:
        return callmod.snippet(self.text, start, end)

    def error(self, message: str, dialect: str, start: int, end: int, name: str | None = None) -> CallError:
        return CallError(message=message, dialect=dialect, name=name, snippet=self.snip(start, end))

    def copies(self, start: int, region: Region, reach: int | None = None) -> Region:
        """Stretch `region` over the identical copies of its text that follow it, each of which reads as the first:
        the reader vouches it read its own text and a lookahead a following copy fills, or gives `reach` (how far
        reading it looked), and then only the copies whose reading stays inside the run count. The last copy is
        read on its own (what follows may differ). 50k identical markers cost a string comparison per copy."""
        text = self.text
        size = region.end - start
        if size <= 0 or region.repeat != 1:
            return region
        piece = text[start : region.end]
        at = region.end
        following = 0
        while text.startswith(piece, at):
            following += 1
            at += size
        if reach is not None:  # copy k reads text[start + k*size : reach + k*size], all of it inside the run
            following = min(following, (at - max(reach, region.end + 1)) // size + 1)
        if following >= 2:
            region.repeat = following
            region.end = start + following * size
            if region.keep is not None:
                region.keep *= following
        return region

    def spaced_copies(self, m: re.Match[str], region: Region, after: re.Match[str] | None = None) -> Region:
        """Stretch `region`, read at `m`, over the copies of it that follow with the same text between each two, in
        which no structure starts but text kept as written (`</think>x</think>x…`; `after`: the next copy's marker past
        such text, when the caller read it). Only for a region that keeps nothing or its own text (a fenced example:
        then it keeps the copies and the text between), read from its own text and a bounded lookahead (the reader
        vouches for that): each copy reads as the first, then the text up to the next marker, which the scan finds at
        the next copy; both look a bounded way ahead, so the copies near the run's end are read one by one."""
        text = self.text
        start = m.start()
        kept = region.keep is not None
        if start < self.run_checked or region.repeat != 1 or (kept and region.keep != text[start : region.end]):
            return region  # (a copy at the end of a run counted already: too close to its end)
        after = after or self.next_marker(region.end)
        if after is None or after.lastgroup != m.lastgroup or after.group() != m.group():
            return region
        unit = text[start : after.start()]
        size = len(unit)
        at = after.start()
        copies = 1
        while text.startswith(unit, at):
            copies += 1
            at += size
        self.run_checked = at
        copies -= -(-LOOKAHEAD // size)  # the copies too close to the run's end to be sure of
        if copies >= 2:
            read = region.end - start
            region.end = start + (copies - 1) * size + read
            if kept:
                region.keep = text[start : region.end]
            else:
                region.repeat, region.between = copies, unit[read:]
        return region

    # -- JSON payloads -----------------------------------------------------------------------

    def json_calls(self, start: int, dialect: str, limit: int | None = None, close: str | None = None) -> Region:
        """Calls in the JSON value at `start` (an object or a list of them).

        A value that holds no calls is kept whole as text, so nothing nested in it is read as a call.
        """
        known, read_as, raws = self._last_value
        if known and self.text.startswith(known, start) and (limit is None or start + len(known) <= limit):
            # the same text as the last closed strict value: it ends as soon, holds the same calls (or none) as read
            self.reach = max(self.reach, start + len(known) + 1)
            if raws is None:
                return Region(start + len(known), keep=known, explicit=False)
            if read_as == dialect:
                return Region(start + len(known), calls=[replace(raw) for raw in raws])
        decoded = self.decode(start, limit, close)
        raw = None
        if decoded.ok:
            raw = callmod.calls_in_json(
                decoded.value,
                dialect,
                repaired=decoded.repaired,
                snippet_text=self.snip(start, decoded.end),
                cut_off=decoded.cut_off,
            )
        if raw is None:
            keep = self.text[start : decoded.end]
            if decoded.ok and not decoded.repaired:
                self._last_value = (keep, dialect, None)
            return Region(decoded.end, keep=keep, explicit=False, too_deep=decoded.too_deep, open_end=decoded.open_end)
        if not (decoded.repaired or decoded.cut_off):
            self._last_value = (self.text[start : decoded.end], dialect, tuple(raw))  # a region's list grows
        return Region(decoded.end, calls=raw)

    def json_series(self, pos: int, dialect: str, limit: int | None = None, close: str | None = None) -> Region | None:
        """One or more JSON call values in a row, separated by whitespace, `;` or `,`.

        None when there is no value at `pos`; a kept-text region when the first value is no call.
        """
        region: Region | None = None
        while True:
            at = self.skip_space(pos) if (limit is None or pos < limit) else pos
            self.reach = max(self.reach, at + 1)  # what follows a value decides whether the series goes on
            if at >= len(self.text) or (limit is not None and at >= limit) or self.text[at] not in "{[":
                return region
            if close is not None and self.text.startswith(close, at):
                return region  # the block's end marker (`[END_TOOL_REQUEST]`), not a value
            found = self.json_calls(at, dialect, limit, close)
            if not found.calls:
                return region if region is not None else found
            region = found if region is None else region.followed_by(found)
            pos = region.end
            after = self.skip_space(pos) if (limit is None or pos < limit) else pos
            if after < len(self.text) and self.text[after] in ";,":
                pos = after + 1

    def named_json(self, name: str, pos: int, dialect: str, start: int, limit: int | None = None) -> Region:
        """`name` followed by its JSON arguments at `pos` (Mistral v11, V3.1, Functionary...)."""
        at = self.skip_space(pos)
        if at < len(self.text) and self.text[at] == "{":
            if self.tools.resolve(name)[0] is None:
                # no offered tool has this name: the call is an error whatever its arguments hold,
                # so they are only measured (where they end), never decoded or repaired
                extent = jsontext.measure(self.text, at, limit)
                if not (extent.closed or extent.too_deep or self.final) and (limit is None or limit == len(self.text)):
                    raise Incomplete
                return Region(extent.end, calls=[RawCall(name, None, dialect, snippet=self.snip(start, extent.end))])
            decoded = self.decode(at, limit)
            if decoded.ok:
                return Region(
                    decoded.end,
                    calls=[
                        RawCall(
                            name,
                            decoded.value,
                            dialect,
                            repaired=decoded.repaired,
                            snippet=self.snip(start, decoded.end),
                            cut_off=decoded.cut_off,
                        )
                    ],
                )
            end = decoded.end
            return Region(
                end,
                errors=[
                    self.error(
                        f"The arguments of {name} could not be read as JSON. Write them as one JSON object.",
                        dialect,
                        start,
                        end,
                        name,
                    )
                ],
            )
        return Region(at, calls=[RawCall(name, {}, dialect, snippet=self.snip(start, at))])


Reader = Callable[[Scan, re.Match[str]], Region | None]


@dataclass(frozen=True)
class Marker:
    """A place where a structure may start (a regex) and the reader that decodes it from there.

    A marker that may start where the shared first-character filter admits nothing (at any word, at the
    text's start) brings its own filter branch (`start`) and a test of the whole text (`possible`, a
    substring search or two): the scan leaves it out of its regex for a text that cannot hold it, since
    every branch of that regex costs time at every character of every message.
    """

    name: str  # its regex group (word characters), also the second argument of Incomplete
    pattern: str
    reader: Reader
    start: str = ""
    possible: Callable[[str], bool] | None = None


class Markers:
    """Every marker as one regex, tried in the given order, and the reader of each."""

    def __init__(self, markers: Sequence[Marker]):
        self.markers = tuple(markers)
        self.readers: dict[str, Reader] = {marker.name: marker.reader for marker in self.markers}
        self._compiled: dict[tuple[str, ...], re.Pattern[str]] = {}
        self.pattern = self._regex(self.markers)  # every marker (what a text holding them all is scanned with)
        self._rare = tuple(marker for marker in self.markers if marker.possible is not None)
        self._last: tuple[str | None, re.Pattern[str]] = (None, self.pattern)

    def pattern_for(self, text: str) -> re.Pattern[str]:
        """The regex that scans `text`: every marker but the rare ones `text` cannot hold. The last answer is kept (a
        fence's inside is tested, then scanned; a run of fences holds the same inside), read once for threads."""
        last = self._last
        if text == last[0]:
            return last[1]
        left_out = tuple(m.name for m in self._rare if not m.possible(text))  # type: ignore[misc]
        found = self._compiled.get(left_out) if left_out else self.pattern
        if found is None:
            found = self._compiled[left_out] = self._regex([m for m in self.markers if m.name not in left_out])
        self._last = (text, found)
        return found

    @staticmethod
    def _regex(markers: Sequence[Marker]) -> re.Pattern[str]:
        starts = "".join(f"|{marker.start}" for marker in markers if marker.start)
        branches = "|".join(f"(?:{marker.pattern})(?P<{marker.name}>)" for marker in markers)
        return re.compile(_MARKER_START[:-1] + starts + ")(?:" + branches + ")")
