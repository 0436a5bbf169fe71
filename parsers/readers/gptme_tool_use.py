"""gptme's XML tool format: `<tool-use>`, then one element per call named after the tool, up to `</tool-use>`
(`<tool-use>\\n<shell>\\nls\\n</shell>\\n</tool-use>`). An element's body is the tool's input: the value of its one
parameter (or its one required one; calls.sole_parameter), or child elements named after its parameters. A name no
tool offers is an error naming it (the block is the harness's own call marker); a block holding no element is text, and
one the reply ends inside is cut off.
"""

from __future__ import annotations

import re

from parsers.calls import RawCall, cut_off_message
from parsers.jsontext import IN_ARGUMENTS, Incomplete
from parsers.readers.tool_elements import element_arguments
from parsers.region import Region
from parsers.scan import Marker, Scan

_CLOSE = "</tool-use>"
_ELEMENT = re.compile(r"\s*+<(?P<name>[A-Za-z_][\w.\-]{0,100}+)>")


def read_tool_use_block(scan: Scan, m: re.Match[str]) -> Region | None:
    text = scan.text
    close = scan.find(_CLOSE, m.end())
    if close == -1 and not scan.final:
        raise Incomplete  # the block's end may still come
    limit = len(text) if close == -1 else close
    calls: list[RawCall] = []
    pos = m.end()
    while (head := scan.match(_ELEMENT, pos, 200)) is not None and head.end() <= limit:
        name = head.group("name")
        value_end = scan.find(f"</{name}>", head.end())
        if value_end == -1 or value_end > limit:
            if close != -1 or (not calls and scan.tools.resolve(name)[0] is None):
                break  # an element never closed inside a closed block: no call's
            message = cut_off_message(name, IN_ARGUMENTS)
            return Region(len(text), calls=calls, errors=[scan.error(message, "json", m.start(), len(text), name)])
        calls.append(_call(scan, name, head.end(), value_end, m.start()))
        pos = value_end + len(name) + 3
    if not calls:
        if close == -1 and scan.final:  # read from the element's window, and no closing tag after a later copy either
            scan.skip_later(m, min(len(text), m.end() + 200))
        return None  # the tag named in prose, or a block of no element: text
    region = Region(scan.optional(pos, _CLOSE), calls=calls)
    # read from its own text up to its closing tag, which a following copy holds: a run of copies is counted
    return scan.spaced_copies(m, scan.copies(m.start(), region)) if scan.final and close != -1 else region


def _call(scan: Scan, name: str, pos: int, end: int, start: int) -> RawCall:
    """The call one element writes: its child elements as arguments, or its text as the tool's one input."""
    snippet = scan.snip(start, end)
    tool = scan.tools.tools.get(scan.tools.resolve(name)[0] or "")
    body = scan.text[pos:end].removeprefix("\n").removesuffix("\n")
    if tool is not None and body.lstrip().startswith("<"):
        found = element_arguments(scan, pos, f"</{name}>", tool.properties, ())
        if isinstance(found, tuple):
            return RawCall(name, found[0], "json", from_text=True, snippet=snippet)
    if not body.strip():
        return RawCall(name, {}, "json", snippet=snippet)
    return RawCall(name, body, "json", snippet=snippet, single_input=True)


# (left out of the scan's regex for a text with no `<tool-use>`: most texts)
MARKERS = (
    Marker("gptme_tool_use", re.escape("<tool-use>"), read_tool_use_block, possible=lambda text: "<tool-use>" in text),
)
