"""Kimi K3's framing, every part of a reply between `<|open|>KIND<|sep|>` and `<|close|>KIND<|sep|>` tokens: the text
for the user in `<|open|>response<|sep|>…<|close|>response<|sep|>`, the calls in a tools block,
`<|open|>tools<|sep|><|open|>call tool="read" index="0"<|sep|><|open|>argument key="path" type="string"<|sep|>a.py
<|close|>argument<|sep|>…<|close|>call<|sep|><|close|>tools<|sep|>`, and `<|close|>message<|sep|>` at the end.

An argument's `type` says how to read its value: "string" is the raw text; any other type (number, integer, boolean,
null, object, array) the text as JSON, or the raw text typed by the schema when it is no JSON. Calls are read only
inside a tools block, whose tokens make each call an attempt: a name no offered tool has is an error naming it, and a
reply that ends inside a call is cut off. The tokens named in prose stay text: the response's only in a reply that
starts with them, a tools block only when a call follows its opening token.
"""

from __future__ import annotations

import html
import json
import re
from typing import Any

from parsers import jsontext
from parsers.calls import RawCall
from parsers.jsontext import Incomplete
from parsers.models import CallError
from parsers.region import Region
from parsers.scan import Marker, Scan

_DIALECT = "kimi"
_OPEN, _CLOSE, _SEP = r"<\|open\|>", r"<\|close\|>", r"<\|sep\|>"
_TOKENS = ("<|open|>", "<|close|>")
_MESSAGE_CLOSE = "<|close|>message<|sep|>"


def _closing(kind: str) -> re.Pattern[str]:
    return re.compile(_CLOSE + r"\s*+" + kind + r"\s*+" + _SEP)


def _opening_with_attributes(kind: str, tail: str = _SEP) -> re.Pattern[str]:
    return re.compile(_OPEN + r"\s*+" + kind + r"\s++(?P<attrs>[^<]{0,400}+)" + tail)


_TOOLS_CLOSE = _closing("tools")
_CALL_CLOSE = _closing("call")
_ARGUMENT_CLOSE = _closing("argument")
_CALL_HEAD = _opening_with_attributes("call")
_ARGUMENT_HEAD = _opening_with_attributes("argument")
# a call's opening token the end of the reply cut (its `<|sep|>` not, or not all, written)
_CALL_HEAD_CUT = _opening_with_attributes("call", r"(?:<(?:\|(?:s(?:ep?)?)?)?)?\Z")
_ATTRIBUTE = re.compile(r'(?P<key>\w+)\s*+=\s*+"(?P<value>[^"]*+)"')
_HEAD_WINDOW = 450  # a call's or argument's opening token, attributes and all
# after a tools block's opening token: a call's or the block's closing token, or the text's end inside their start
# (streaming): anything else is prose, never handed to the reader. It decides within the 40 characters from the marker's
# start that the streaming scan holds back (MARKER_HOLD), so a marker is never passed over while its text streams in.
_CALL_OR_CLOSE_NEXT = (
    r"(?=[ \t\r\n]{0,4}+(?:<\|open\|>[ \t\r\n]{0,2}+c|<\|close\|>|<(?:\|(?:o(?:p(?:e(?:n(?:\|>?)?)?)?)?)?)?\Z|\Z))"
)
_REPLY_START = re.compile(r"\s{0,100}+" + _OPEN + r"\s*+response\s*+" + _SEP)


def _attributes(text: str) -> dict[str, str]:
    return {found["key"]: html.unescape(found["value"]) for found in _ATTRIBUTE.finditer(text)}


def _typed(raw: str, kind: str) -> Any:
    """An argument's value as its `type` says to read it (see the module's docstring)."""
    if kind == "string":
        return raw
    try:
        return json.loads(raw)
    except (ValueError, RecursionError):
        return raw  # typed by the schema (RawCall.from_text)


def _ends_in_a_token(scan: Scan, at: int) -> bool:
    """The final reply ends at `at` inside one of the framing's tokens (`<|close|>argu`, `<|open|>call tool="x"`)."""
    rest = scan.text[at : at + _HEAD_WINDOW + 1]
    return (
        scan.final
        and len(rest) <= _HEAD_WINDOW
        and "<|sep|>" not in rest
        and any(rest.startswith(token) or token.startswith(rest) for token in _TOKENS)
    )


def read_tools(scan: Scan, m: re.Match[str]) -> Region | None:
    """A tools block: its calls, to its closing token (and the message's after it); None when no call opens it."""
    text = scan.text
    region = Region(m.end())
    pos = m.end()
    while True:
        at = scan.skip_space(pos)
        close = scan.match(_TOOLS_CLOSE, at, 40)
        if close is not None:
            if not (region.calls or region.errors):
                return None  # the block's tokens with nothing between them: named in prose
            region.end = scan.optional(close.end(), _MESSAGE_CLOSE)
            return region
        head = scan.match(_CALL_HEAD, at, _HEAD_WINDOW)
        if head is None:
            cut = _CALL_HEAD_CUT.match(text, at) if _ends_in_a_token(scan, at) else None
            name = _attributes(cut["attrs"]).get("tool") if cut is not None else None
            if name:
                call = RawCall(name, {}, _DIALECT, snippet=scan.snip(at, len(text)), cut_off=jsontext.IN_ARGUMENTS)
                region.calls.append(call)
                region.end = len(text)
            # the calls before prose with no closing token run; the block's opening token alone is named in prose
            return region if region.calls or region.errors else None
        name = _attributes(head["attrs"]).get("tool")
        if not name:
            return region if region.calls or region.errors else None  # a call with no tool: text
        found, region.end = _call(scan, head, name)
        if isinstance(found, RawCall):
            region.calls.append(found)
        else:
            region.errors.append(found)
        if region.end == len(text) and scan.final:
            return region
        pos = region.end


def _call(scan: Scan, head: re.Match[str], name: str) -> tuple[RawCall | CallError, int]:
    """The call `head` opens, to its closing token, and where it ends; an error for one that is not written whole."""
    text = scan.text
    start = head.start()
    args: dict[str, Any] = {}
    pos = head.end()
    while True:
        at = scan.skip_space(pos)
        if at == len(text) or _ends_in_a_token(scan, at):
            return _cut(scan, start, name, args, jsontext.IN_ARGUMENTS), len(text)
        close = scan.match(_CALL_CLOSE, at, 40)
        if close is not None:
            return RawCall(name, args, _DIALECT, from_text=True, snippet=scan.snip(start, close.end())), close.end()
        argument = scan.match(_ARGUMENT_HEAD, at, _HEAD_WINDOW)
        attrs = _attributes(argument["attrs"]) if argument is not None else {}
        key = attrs.get("key")
        if argument is None or not key:
            return _unreadable(scan, start, name, at)
        value_end, _ = scan.earliest(_TOKENS, argument.end())
        if value_end == len(text):
            if not scan.final:
                raise Incomplete
            return _cut(scan, start, name, args, jsontext.IN_STRING), len(text)
        if _ends_in_a_token(scan, value_end):
            return _cut(scan, start, name, args, jsontext.IN_ARGUMENTS), len(text)
        end_tag = scan.match(_ARGUMENT_CLOSE, value_end, 40)
        if end_tag is None:
            return _unreadable(scan, start, name, value_end)  # another token inside the value
        args[key] = _typed(text[argument.end() : value_end], attrs.get("type", "string"))
        pos = end_tag.end()


def _cut(scan: Scan, start: int, name: str, args: dict[str, Any], where: str) -> RawCall:
    return RawCall(name, args, _DIALECT, snippet=scan.snip(start, len(scan.text)), cut_off=where)


def _unreadable(scan: Scan, start: int, name: str, at: int) -> tuple[CallError, int]:
    """An error for the call to `name` whose text at `at` is none of its tokens; it ends at its closing token, or where
    the block does (the block's closing token is read next)."""
    call_end, _ = scan.earliest(("<|close|>call<|sep|>",), at)
    block_end, _ = scan.earliest(("<|close|>tools<|sep|>",), at)
    if min(call_end, block_end) == len(scan.text) and not scan.final:
        raise Incomplete
    end = call_end + len("<|close|>call<|sep|>") if call_end < block_end else block_end
    message = (
        f"Could not read the call to {name}: write each argument as "
        f'<|open|>argument key="NAME" type="string"<|sep|>VALUE<|close|>argument<|sep|>, then <|close|>call<|sep|>.'
    )
    return scan.error(message, _DIALECT, start, end, name), end


def read_response_open(scan: Scan, m: re.Match[str]) -> Region:
    """The response's opening token where the reply starts: the template's, never content."""
    return Region(m.end())


def read_response_close(scan: Scan, m: re.Match[str]) -> Region:
    """The response's closing token (and the message's after it), in a reply that starts with the response's opening
    token (its marker's `possible`: elsewhere it is named in prose)."""
    region = Region(scan.optional(m.end(), _MESSAGE_CLOSE))
    return scan.spaced_copies(m, region) if scan.final else region  # a run of copies is counted, not reread


MARKERS = (
    Marker(
        "kimi_k3_tools",
        _OPEN + r"\s*+tools\s*+" + _SEP + _CALL_OR_CLOSE_NEXT,
        read_tools,
        start=_OPEN,
        possible=lambda text: "<|open|>" in text,
    ),
    Marker(
        "kimi_k3_response",
        r"\A" + _REPLY_START.pattern,
        read_response_open,
        start=r"\A\s*+<",  # the text's start
        possible=lambda text: _REPLY_START.match(text) is not None,
    ),
    Marker(
        "kimi_k3_response_close",
        _CLOSE + r"\s*+response\s*+" + _SEP,
        read_response_close,
        possible=lambda text: _REPLY_START.match(text) is not None,
    ),
)
