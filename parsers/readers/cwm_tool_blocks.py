"""Meta CWM's tool blocks: `<tool: NAME>`, the tool's input on the lines below, then `</tool>` (CWM's prompting guide:
`<tool: bash>\\nls -la\\n</tool>`). The block's text is the tool's one input (the value of its one parameter, or its one
required one: calls.sole_parameter), or its arguments when it is a JSON object.

Two variants vLLM's `cwm` parser reads, from its tests: a generic label (`<tool: function>`) with the tool's name as
the body's first word and its input after it; and a block whose `>` was lost, `<tool: python CODE </tool>`, for an
offered tool's label only. A closed block whose label is no offered tool is an error naming it (the tag is the model's
own call marker); one the reply ends inside is cut off, never run. A block whose every line is a bracketed placeholder
(`[command(s)]`) is the tools' listing of CWM's system prompt, shown: text.
"""

from __future__ import annotations

import re

from parsers.calls import RawCall, cut_off_message
from parsers.jsontext import IN_ARGUMENTS, Incomplete
from parsers.readers.formats_shown import counted_unless_shown, shown_as_an_example
from parsers.region import Region
from parsers.scan import Marker, Scan

_CLOSE = "</tool>"
_HEAD = re.compile(r"<tool:[ \t]*+(?P<label>[A-Za-z_][\w.\-]{0,100}+)(?P<gt>[ \t]*+>)?")
# labels that name no tool but the block's kind: the tool's name is then the body's first word
_GENERIC_LABELS = frozenset({"function", "tool", "call", "tool_call", "function_call"})
# a tools' listing in a system prompt (CWM's guide: `<tool: create>\n[path]\n[content]\n</tool>`): placeholder lines
_PLACEHOLDER_LINES = re.compile(r"\[[\w()\-. ]{1,40}\](?:\n\[[\w()\-. ]{1,40}\])*")
_PARTIAL = re.compile(r"<tool:[ \t]*+\Z")
_FIRST_WORD = re.compile(r"\s*+(?P<name>[A-Za-z_][\w.\-]{0,100}+)(?=\s|\{|$)")


def read_cwm_block(scan: Scan, m: re.Match[str]) -> Region | None:
    text = scan.text
    head = _HEAD.match(text, m.start())
    if head is None:
        if not scan.final and _PARTIAL.match(text, m.start()):
            raise Incomplete  # the label may still be coming
        return None
    label, closed_tag = head.group("label"), head.group("gt") is not None
    if not closed_tag and (head.end() == len(text) or text[head.end()] not in " \t"):
        if head.end() == len(text) and not scan.final:
            raise Incomplete
        return None  # `<tool:name>x`: no tag (a label runs into other text)
    offered = scan.tools.resolve(label)[0] is not None
    if not closed_tag and not offered:
        if scan.final:
            scan.skip_later(m, head.end() + 1)
        return None  # a lost `>` is read only after an offered tool's name
    close = scan.find(_CLOSE, head.end())
    if close == -1 and not scan.final:
        raise Incomplete  # the block's end may still come
    name, body_start = label, head.end()
    if not offered and label.lower() in _GENERIC_LABELS:
        first = _FIRST_WORD.match(text, head.end(), len(text) if close == -1 else close)
        if first is None or scan.tools.resolve(first.group("name"))[0] is None:
            if first is not None and scan.final:
                scan.skip_later(m, min(len(text), first.end() + 1))  # (decided by that name and what follows it)
            return None  # no offered tool's name first: a kind of block we cannot read
        name, body_start = first.group("name"), first.end()
    elif not offered and close == -1:
        scan.skip_later(m, head.end())
        return None  # an unknown label, never closed: the tag named or shown, not a call
    end = len(text) if close == -1 else close + len(_CLOSE)
    body = _tool_input(text[body_start : end if close == -1 else close])
    if _PLACEHOLDER_LINES.fullmatch(body):  # a tools' listing, shown (decided by its own text: copies are counted)
        listing = Region(end, keep=text[m.start() : end], explicit=False)
        return scan.spaced_copies(m, scan.copies(m.start(), listing)) if scan.final else listing
    if shown_as_an_example(scan, m.start(), end):
        return Region(end, keep=text[m.start() : end], explicit=False)
    if close == -1:
        message = cut_off_message(name, IN_ARGUMENTS)
        return Region(end, errors=[scan.error(message, "json", m.start(), end, name)])
    raw = RawCall(name, body if body else {}, "json", snippet=scan.snip(m.start(), end), single_input=True)
    # read from its own text up to its closing tag, and the line before it: a run of copies is counted
    return counted_unless_shown(scan, m, Region(end, calls=[raw]))


def _tool_input(body: str) -> str:
    """The block's text without the blanks around it; the first line's indentation is kept when it has more lines."""
    if "\n" not in body.strip():
        return body.strip()
    return body.lstrip(" \t").lstrip("\n").rstrip()


# (left out of the scan's regex for a text with no `<tool:`: most texts)
MARKERS = (Marker("cwm_tool_block", re.escape("<tool:"), read_cwm_block, possible=lambda text: "<tool:" in text),)
