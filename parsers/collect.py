"""Turn the regions of a scan into calls, errors and the content the user sees (a ParseResult)."""

from __future__ import annotations

import re
from itertools import groupby
from typing import Any

from parsers import calls as callmod
from parsers.calls import ECHO, RawCall
from parsers.models import CallError, ParsedCall, ParseResult
from parsers.region import Region
from parsers.scan import STOP_MESSAGE
from parsers.toolset import ToolSet

MAX_ERRORS = 20


def _join(segments: list[str]) -> str:
    """Glue the text around removed regions without leaving holes of blanks.

    Each seam strips the blanks on both sides and puts back one space unless a newline is there, and blank lines
    meeting at a seam become one; text away from the seams stays as written (a negative's three newlines are its
    own). Built as a list of pieces so many seams cost linear time, not a copy per seam.
    """
    parts: list[str] = []  # never empty strings
    seams: list[int] = []  # a seam before parts[i], for each i here
    for segment, group in groupby(segments):
        if not segment:
            continue
        copies = sum(1 for _ in group)
        core = segment.strip(" \t")
        blank = not core.strip()
        # a run of one segment (between identical removed regions): its seams at once after the first two (a
        # blank one only strips, or alternates with nothing at the start: two more seams change nothing)
        for _ in range(min(copies, 2 + copies % 2) if blank else min(copies, 2)):
            _seam(parts, seams, segment)
        if copies > 2 and not blank:
            middle = core.strip(" \t\n")  # the segment without the blanks and newlines around it
            right = parts[-1]  # the segment without its leading blanks, as the last seam left it
            sep = "" if core.endswith("\n") or right.startswith("\n") else " "
            at = core.index(middle)
            head, tail = core[:at], core[at + len(middle) :]
            parts[-1] = head + middle
            parts.append((_BLANK_LINES.sub("\n\n", tail + sep + head) + middle) * (copies - 3))
            seams.append(len(parts))
            parts.append(tail + sep + right)
    return _blank_lines_at(parts, seams)


def _seam(parts: list[str], seams: list[int], segment: str) -> None:
    if not parts:
        parts.append(segment)
        return
    while parts:  # strip the blanks at the end of everything so far
        last = parts[-1].rstrip(" \t")
        if last:
            parts[-1] = last
            break
        parts.pop()
    while seams and seams[-1] > len(parts):
        seams.pop()  # its part was only blanks: this seam stands for it
    seams.append(len(parts))
    right = segment.lstrip(" \t")
    if parts and right and not parts[-1].endswith("\n") and not right.startswith("\n"):
        parts.append(" ")
    if right:
        parts.append(right)


def _blank_lines_at(parts: list[str], seams: list[int]) -> str:
    """The parts joined, with the blank lines around each seam made one (each blank read once: linear)."""
    text = "".join(parts)
    offsets, at, index = [], 0, 0
    for seam in seams:
        while index < seam:
            at += len(parts[index])
            index += 1
        offsets.append(at)
    out: list[str] = []
    done = 0
    for at in offsets:
        if at < done:
            continue  # inside the blanks the last seam already took
        start = at
        while start > done and text[start - 1] in " \t\n":
            start -= 1
        end = at
        while end < len(text) and text[end] in " \t\n":
            end += 1
        out.append(text[done:start])
        out.append(_BLANK_LINES.sub("\n\n", text[start:end]))
        done = end
    out.append(text[done:])
    return "".join(out)


def _copied(call: ParsedCall) -> ParsedCall:
    """A copy of a validated call with arguments of its own (JSON values: dicts, lists and scalars), several times
    cheaper than pydantic's deep copy, which is most of the cost of 20k copies of one call."""
    return call.model_copy(update={"arguments": _json_copy(call.arguments), "renamed": dict(call.renamed)})


def _json_copy(value: Any) -> Any:
    if isinstance(value, dict):
        return {key: _json_copy(item) for key, item in value.items()}
    if isinstance(value, list):
        return [_json_copy(item) for item in value]
    return value  # str, int, float, bool, None: immutable


_BLANK_LINES = re.compile(r"\n[ \t]*\n(?:[ \t]*\n)+")
_SEPARATORS_ONLY = re.compile(r"[\s;,]*\Z")


class Collector:
    """Assembles calls, errors and content from regions in order."""

    def __init__(self, tools: ToolSet, report_all: bool = False):
        self.tools = tools
        # False: errors past MAX_ERRORS are never built (the result drops them); the streaming
        # parser sets it, since each error is also an event
        self.report_all = report_all
        self.calls: list[ParsedCall] = []
        self.errors: list[CallError] = []
        self.segments: list[list[str]] = [[]]  # pieces of the content between removed regions
        self._after_call = False
        # the last call finished: the call, its name and snippet, its repr (taken only when the call before had that
        # name and snippet), and what finish gave
        self._last: tuple[RawCall, tuple[str, str], str, ParsedCall | CallError | object] | None = None

    def text(self, piece: str) -> None:
        if piece:
            self.segments[-1].append(piece)

    def region(self, region: Region, raw_text: str) -> tuple[list[ParsedCall], list[CallError]]:
        if region.keep is not None and not (region.calls or region.errors or region.between):
            self.text(region.keep)  # text only, as _region would leave it (most regions of a long reply)
            self._after_call = False
            return [], []
        calls, errors = self._region(region, raw_text)
        copies = region.repeat
        if region.between is not None:  # copies of a region that keeps nothing, with text between them
            self._seams(region.between, copies - 1)
        if copies > 1:  # identical copies: the calls and errors of one, once per copy
            calls = calls + [_copied(call) for _ in range(copies - 1) for call in calls]
            errors = errors * (copies if self.report_all else min(copies, MAX_ERRORS))
        self.calls.extend(calls)
        room = MAX_ERRORS - len(self.errors)
        self.errors.extend(errors[: max(room, 0)])
        if len(errors) > room:  # full: the error that says the parser stopped still shows, last
            stop = next((error for error in errors[max(room, 0) :] if error.message is STOP_MESSAGE), None)
            if stop is not None:
                self.errors[-1] = stop
        return calls, errors

    def _region(self, region: Region, raw_text: str) -> tuple[list[ParsedCall], list[CallError]]:
        calls: list[ParsedCall] = []
        errors: list[CallError] = list(region.errors)
        echo_only = bool(region.calls)
        full = not self.report_all and len(self.errors) + len(errors) >= MAX_ERRORS
        for raw in region.calls:
            unknown = isinstance(raw.name, str) and self.tools.resolve(raw.name)[0] is None
            if full and unknown and not callmod.is_placeholder_name(raw.name):
                echo_only = False  # a call to no offered tool is an error that would be dropped
                continue
            done = self._finish(raw)
            if done is ECHO and unknown and raw.flat and region.explicit:
                # a name and other keys behind a call marker (`[TOOL_CALLS] [{"name": "list_files", "function": …`):
                # a call attempt to no offered tool, as a marker's call with arguments is
                done = callmod.unknown_tool_error(raw, self.tools)
            if done is ECHO:
                continue
            echo_only = False
            if isinstance(done, ParsedCall):
                calls.append(done)
            elif isinstance(done, CallError):
                errors.append(done)
                full = not self.report_all and len(self.errors) + len(errors) >= MAX_ERRORS
        keep = region.keep
        if region.calls and echo_only:
            keep = raw_text  # a copy of the tool definitions is text, not a call
        elif (
            region.calls
            and not calls
            and not region.explicit
            and not any(isinstance(raw.name, str) and self.tools.resolve(raw.name)[0] for raw in region.calls)
        ):
            keep = raw_text  # JSON naming no offered tool: tell the model, leave the text alone
            if all(raw.dialect == "pythonic" for raw in region.calls):
                errors = list(region.errors)  # `[f(x=1)]` in prose is code, not a failed call
        if keep is not None:
            self.text(keep)
        else:
            if self._after_call and _SEPARATORS_ONLY.match("".join(self.segments[-1])):
                self.segments[-1] = []  # the `;` between two calls is not content
            self.segments.append([])
        self._after_call = keep is None
        return calls, errors

    def _finish(self, raw: RawCall) -> ParsedCall | CallError | object:
        """callmod.finish, remembered for the last call: a run of copies of one call (20k copies of one broken call
        after words) is typed and validated once. A reader's one call object counted again is known by identity;
        otherwise the repr (all finish reads of it, taken before finish runs) is compared only when the name and
        snippet are the last call's, so a run of distinct calls takes no repr at all."""
        last = self._last
        signature = (str(raw.name), raw.snippet)
        key = ""
        if last is not None:
            if last[0] is raw:
                return _copied(last[3]) if isinstance(last[3], ParsedCall) else last[3]
            if last[1] == signature:
                key = repr(raw)
                if key == last[2]:
                    return _copied(last[3]) if isinstance(last[3], ParsedCall) else last[3]
        done = callmod.finish(raw, self.tools)
        self._last = (raw, signature, key, done)
        return done

    def _seams(self, between: str, count: int) -> None:
        """`count` more regions that keep nothing, each after `between` (as _region leaves a region that keeps
        nothing: text of separators only between two of them is dropped, and an empty segment joins as none)."""
        if count <= 0 or _SEPARATORS_ONLY.match(between):
            return
        self.segments[-1].append(between)
        self.segments.extend([[between]] * (count - 1))  # one list: only the last segment is ever added to
        self.segments.append([])

    def result(self) -> ParseResult:
        content = _join(["".join(pieces) for pieces in self.segments])
        content = content.strip()
        return ParseResult(calls=self.calls, content=content, errors=self.errors)
