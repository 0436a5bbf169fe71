"""Cline's and Roo Code's XML tool use, `<read_file>\n<path>a.py</path>\n</read_file>`: the tool's name as the tag,
each parameter a tag of its own inside it. No dialect of ours asks for it; models trained on those agents write it
unprompted, also under a harness that offers the same tools natively."""

from __future__ import annotations

import re
from typing import Any

from parsers import jsontext
from parsers.calls import RawCall
from parsers.jsontext import Incomplete
from parsers.readers.special_tokens import after_a_reasoning_end
from parsers.region import Region
from parsers.scan import REASONING_CLOSE, Marker, Scan

# Read only as the whole reply (after blanks or a closed reasoning block): the tag an offered tool's exact name, each
# child one of its parameters, the required ones given, blanks between them. Prose around it (format documentation),
# a fence, an undeclared tag or HTML stay text.
_ELEMENT_NAME = r"[A-Za-z_][\w.\-]{0,30}+"  # short enough for the head to fit the streaming hold (MARKER_HOLD)
_HEAD = r"[ \t\r\n]*+<" + _ELEMENT_NAME + r">\s{0,4}+<"  # an element with a child (blanks before are the marker's)
# after a reasoning block: a marker of its own, so a text starting with a tag pays only for the cheap one at its start
_AFTER_REASONING = "|".join(f"(?<={re.escape(close)})" for close in REASONING_CLOSE.values())
_ELEMENT = re.compile(r"<(?P<tag>" + _ELEMENT_NAME + r")>")
_CHILD = re.compile(r"<(?P<tag>[A-Za-z_][\w.\-]{0,80}+)>")  # a parameter's tag
_HEAD_MATCH = re.compile(_HEAD)


def _after_reasoning(text: str) -> bool:
    """Whether an element with a child follows the end of a reasoning block."""
    return after_a_reasoning_end(text, _HEAD_MATCH)


def read_tool_elements(scan: Scan, m: re.Match[str]) -> Region | None:
    if scan.nested:
        return None  # inside a fence: an example
    text = scan.text
    pos = m.start() + len(m.group()) - len(m.group().lstrip())
    region = Region(pos)
    while True:
        head = _ELEMENT.match(text, pos)
        tool = scan.tools.tools.get(head.group("tag")) if head else None
        if head is None or tool is None:
            return None  # HTML, an undeclared tag, or prose after the calls
        found = _tool_element(scan, head, tool.properties, tool.parameters.get("required") or ())
        if not isinstance(found, tuple):
            if found is not None and scan.final and not region.calls:
                scan.skip_later(m, found)  # a later copy of this text is no call either (a run of them)
            return None
        call, pos = found
        region.calls.append(call)
        region.end = pos
        if call.cut_off:
            return region
        pos = scan.skip_space(pos)  # while streaming, prose may still follow
        if pos == len(text):
            return region


def _tool_element(
    scan: Scan, head: re.Match[str], properties: dict[str, Any], required: Any
) -> tuple[RawCall, int] | int | None:
    """The call written as the element `head` opens, and where it ends; None when it is no call, or where its text
    (from `head`) shows it is none, whatever follows (prose inside)."""
    text = scan.text
    name = head.group("tag")
    close = f"</{name}>"
    spans: dict[str, tuple[int, int]] = {}
    cut_off = ""
    pos = head.end()
    while True:
        at = scan.skip_space(pos)
        if text.startswith(close, at):
            end = at + len(close)
            break
        child = _CHILD.match(text, at)
        if child is None:
            if not text.startswith("<", at):
                return at + 1  # prose inside: no call, whatever follows
            if len(text) - at > len(close) + 42 or ">" in text[at:]:
                return None
            if not scan.final:
                raise Incomplete
            cut_off, end = jsontext.IN_ARGUMENTS, len(text)  # a tag still being written ends the reply
            break
        key = child.group("tag")
        if key not in properties or key in spans:
            return None
        value_end, element_end = scan.find(f"</{key}>", child.end()), scan.find(close, child.end())
        if value_end == -1 and element_end == -1:
            if not scan.final:
                raise Incomplete
            spans[key], cut_off, end = (child.end(), len(text)), jsontext.IN_STRING, len(text)
            break
        if value_end == -1 or -1 < element_end < value_end:
            return None
        spans[key] = (child.end(), value_end)
        pos = value_end + len(key) + 3
    if not cut_off and not all(key in spans for key in required):
        return None
    # one newline each side of a value is layout (`<content>\n…\n</content>`)
    args = {key: text[a:b].removeprefix("\n").removesuffix("\n") for key, (a, b) in spans.items()}
    return RawCall(name, args, "minimax", from_text=True, snippet=scan.snip(head.start(), end), cut_off=cut_off), end


# tried after every dialect's markers (parsers/readers/__init__.py): a tag of theirs read here would hide them
MARKERS = (
    Marker(
        "tool_element",
        r"\A" + _HEAD,
        read_tool_elements,
        start=r"\A[ \t\r\n]*+<",  # the text's start
        possible=lambda text: _HEAD_MATCH.match(text) is not None,
    ),
    Marker(
        "tool_element_after_reasoning",
        r"(?:" + _AFTER_REASONING + r")" + _HEAD,
        read_tool_elements,
        start=r"(?<=[>▷\]])[ \t\r\n]*+<",  # the end of a reasoning tag
        possible=_after_reasoning,
    ),
)
