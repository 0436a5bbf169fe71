"""Calls addressed to a recipient, as MeetKai's functionary models write them, and NexusRaven-V2's `Call:` line; no
dialect of ours asks for them.

Functionary v3 (its Llama 3 template) starts each part of a reply with `>>>` and the recipient on its own line: a tool's
name then its JSON arguments (`>>>get_weather\n{"location": "Hanoi"}`), or `all` then text for the user. Functionary v2
writes the same with tokens: `<|from|>assistant\n<|recipient|>get_weather\n<|content|>{…}<|stop|>`. NexusRaven-V2
writes `Call: a(x=1); b(y='z')` on a line (Python calls split by `;`), then its `Thought:` for the user.

`>>>` and `Call:` are read only for an offered tool's name, since a Python prompt (`>>> print(x)`) and prose ("Call: me
maybe") start the same way; `<|recipient|>` is a template's own token, so an undeclared name after it is an error.
"""

from __future__ import annotations

import re

from parsers import jsontext
from parsers.calls import RawCall, cut_off_message
from parsers.jsontext import Incomplete
from parsers.readers.python_calls import python_calls
from parsers.region import Region
from parsers.scan import NAME, Marker, Scan

_DIALECT = "functionary"
_TEXT_RECIPIENT = "all"  # the user: text follows

# -- functionary v3: `>>>name` on its own line, then the arguments -------------------------------------------------

_V3 = ">>>"
_V3_HEAD = re.compile(r">>>(?P<name>" + NAME + r")[ \t]*+\r?\n")


def read_v3(scan: Scan, m: re.Match[str]) -> Region | None:
    """`>>>name` then its JSON arguments up to the next `>>>`; `>>>all` at the reply's start heads its text."""
    head = scan.match(_V3_HEAD, m.start(), 200)
    if head is None:
        return None
    name = head.group("name")
    if name == _TEXT_RECIPIENT:
        # the header of the text for the user, at the reply's start only: elsewhere it may be quoted
        return Region(head.end()) if m.start() < 200 and not scan.text[: m.start()].strip() else None
    if scan.tools.resolve(name)[0] is None:
        if scan.final:
            scan.skip_later(m, head.end())
        return None  # a recipient no offered tool is (functionary's own `python`, a placeholder): text
    limit, _ = scan.earliest((_V3,), head.end())
    region = _arguments(scan, m, name, head.end(), limit, explicit=False)
    if region is None:
        return None
    # read up to the next `>>>`, which a following copy holds: a run of copies is counted
    return scan.spaced_copies(m, region) if scan.final and limit < len(scan.text) else region


# -- functionary v2: `<|from|>assistant`, `<|recipient|>name`, `<|content|>` then the arguments -----------------------

_V2_HEAD = re.compile(
    r"(?:<\|from\|>[ \t]*+(?P<sender>[\w.\-]*+)[ \t]*+\r?\n?[ \t]*+)?"
    r"<\|recipient\|>[ \t]*+(?P<name>" + NAME + r")[ \t]*+\r?\n?[ \t]*+<\|content\|>"
)
_V2_ENDS = ("<|stop|>", "<|from|>")


def read_v2(scan: Scan, m: re.Match[str]) -> Region | None:
    """A functionary v2 turn's header: the recipient `all` heads text (the header goes), a tool's name its JSON
    arguments, up to `<|stop|>` or the next turn."""
    head = scan.match(_V2_HEAD, m.start(), 300)
    if head is None or head.group("sender") not in (None, "assistant"):
        if scan.final:  # read from the head's window alone: a later copy of it is no call either
            scan.skip_later(m, min(len(scan.text), m.start() + 300))
        return None  # the tokens named in prose, or another speaker's turn: text
    name = head.group("name")
    if name == _TEXT_RECIPIENT:
        return scan.copies(m.start(), Region(head.end()))
    limit, _ = scan.earliest(_V2_ENDS, head.end())
    region = _arguments(scan, m, name, head.end(), limit)
    assert region is not None  # explicit: a call, or an error
    region.end = scan.optional(region.end, "<|stop|>")  # the turn's end token goes with it
    # read up to the next turn or `<|stop|>`, which a following copy holds: a run of copies is counted
    return scan.spaced_copies(m, region) if scan.final and limit < len(scan.text) else region


def read_v2_stop(scan: Scan, m: re.Match[str]) -> Region:
    """`<|stop|>` after a v2 turn of text: the template's end token, never content."""
    return scan.copies(m.start(), Region(m.end()))


def _arguments(scan: Scan, m: re.Match[str], name: str, pos: int, limit: int, explicit: bool = True) -> Region | None:
    """The JSON arguments of `name` from `pos`, which end by `limit` (the next part's marker, or the end of the
    text); a reply that ends before they start is cut off, and anything else before the limit is an error (or,
    not `explicit`, text: `>>>read` then a line of a quote nested three deep)."""
    text = scan.text
    at = scan.skip_space(pos) if limit == len(text) else pos
    while at < limit and text[at].isspace():
        at += 1
    if at < limit and text[at] == "{":
        return scan.named_json(name, at, _DIALECT, m.start(), None if limit == len(text) else limit)
    if at < len(text) and not explicit:
        return None
    if scan.tools.resolve(name)[0] is None:  # an error that names the offered tools, whatever follows
        return Region(limit, calls=[RawCall(name, None, _DIALECT, snippet=scan.snip(m.start(), limit))])
    if at == len(text):
        message = cut_off_message(name, jsontext.IN_ARGUMENTS)
    else:
        message = f"Could not read the arguments of {name}: write them as one JSON object."
    return Region(limit, errors=[scan.error(message, _DIALECT, m.start(), limit, name)])


# -- NexusRaven-V2: `Call: a(x=1); b(y='z')` on a line, then `Thought:` -------------------------------------------

_RAVEN = "Call:"
_RAVEN_CALL = re.compile(r"[ \t;]*+(?P<name>" + NAME + r")[ \t]*+(?=\()")
_RAVEN_ENDS = ("\nCall:", "\nThought:")
_RAVEN_TAIL = re.compile(r"[ \t;]*+(?:<bot_end>)?[ \t]*+(?=\r?\n|\Z)")
# what _RAVEN_CALL and _RAVEN_TAIL read before they fail
_RAVEN_NAME_PROBE = re.compile(r"[ \t;]*+[\w.\-]*+[ \t]*+")
_RAVEN_TAIL_PROBE = re.compile(r"[ \t;]*+(?:<bot_end>)?[ \t]*+")


def read_raven(scan: Scan, m: re.Match[str]) -> Region | None:
    """`Call:` at a line's start and Python calls split by `;`, alone on the line (a reason or the `Thought:` follows
    on the next lines, for the user); the first call names an offered tool."""
    region = _raven(scan, m)
    # read up to the next `Call:` or `Thought:` line, which a following copy holds: a run of copies is counted
    return scan.spaced_copies(m, region) if region is not None and scan.final else region


def _raven(scan: Scan, m: re.Match[str]) -> Region | None:
    text = scan.text
    pos = at = m.end()
    limit, _ = scan.earliest(_RAVEN_ENDS, pos)
    first: str | None = None
    while True:
        head = scan.match(_RAVEN_CALL, at, 200) if at < limit else None
        if head is None:
            break
        name = head.group("name")
        if first is None:
            first = name
            if scan.tools.resolve(name)[0] is None:
                if scan.final:
                    scan.skip_later(m, head.end())
                return None  # "Call: me maybe(…)", an undeclared function: text
        extent = jsontext.measure(text, head.end(), limit, python=True)
        if not extent.closed:
            if limit < len(text):
                return _unreadable(scan, m, first, limit)
            if not scan.final:
                raise Incomplete  # (a value too deep too: a `Call:` line may still come and end it sooner)
            if extent.too_deep:
                return _unreadable(scan, m, first, extent.end)
            message = cut_off_message(name, jsontext.IN_ARGUMENTS)
            return Region(len(text), errors=[scan.error(message, "pythonic", m.start(), len(text), name)])
        at = extent.end
    if first is None:
        if at >= len(text) and not scan.final:
            raise Incomplete  # the name may still come
        _skip_alike(scan, m, _RAVEN_NAME_PROBE, at)
        return None  # "Call: me maybe"
    tail = scan.match(_RAVEN_TAIL, at, 40)
    if tail is None:
        _skip_alike(scan, m, _RAVEN_TAIL_PROBE, at)
        return None  # more on the line: prose that starts with a call
    if tail.end() == len(text) and not scan.final:
        raise Incomplete  # the line may go on
    found = python_calls(scan.tools, text[pos:at], "pythonic", scan.snip(m.start(), at))
    if not found:
        return _unreadable(scan, m, first, tail.end())
    return Region(tail.end(), calls=found)


def _skip_alike(scan: Scan, m: re.Match[str], probe: re.Pattern[str], at: int) -> None:
    """No call at `m`, as a pattern that failed after reading what `probe` reads from `at` decided: a later line
    that starts alike reads alike, so the scan skips it (a run of them is read once)."""
    read = probe.match(scan.text, at, at + 200)
    end = (read.end() if read is not None else at) + 1
    if scan.final and "\n" not in scan.text[m.start() : end]:
        scan.skip_later(m, end)


def _unreadable(scan: Scan, m: re.Match[str], name: str, end: int) -> Region:
    message = (
        f"Could not read the calls after `{_RAVEN}`: write {name}(arg=value, ...) with literal values, `;` between."
    )
    return Region(end, errors=[scan.error(message, "pythonic", m.start(), end, name)])


MARKERS = (
    # a name alone on its line, or still streaming in: a Python prompt's `>>> x` or `>>>>` never reaches the reader
    Marker(
        "functionary_v3",
        re.escape(_V3) + r"(?=[A-Za-z_][\w.\-]{0,80}+[ \t]*+\r?\n|[A-Za-z_][\w.\-]*+\Z)",
        read_v3,
        start=">>>",
        possible=lambda text: _V3 in text,
    ),
    Marker(
        "functionary_v2",
        r"<\|from\|>|<\|recipient\|>",
        read_v2,
        start=r"<\|from\|>",
        possible=lambda text: "<|recipient|>" in text,
    ),
    Marker("functionary_v2_stop", r"<\|stop\|>", read_v2_stop, possible=lambda text: "<|recipient|>" in text),
    Marker("nexusraven", r"(?<![^\n])Call:", read_raven, start="Call:", possible=lambda text: _RAVEN in text),
)
