"""OpenHands CodeAct's text actions: a tag named after the tool on a line of its own, the tool's one input as text on
the lines below, then the closing tag (`<execute_bash>\\ngit status\\n</execute_bash>`).

Read only for an offered tool's exact name whose one input is clear (calls.sole_parameter); a block the reply ends
inside is cut off, since a text has no end to show it is whole (CodeAct's harness stopped at the closing tag, so a
reply it left open may be whole, but one cut off by the token limit looks the same). A body of a parameter's elements
is Cline's (tool_elements.py), a YAML mapping ai-sdk's (yaml_elements.py), JSON or YAML's flow (`{`, `[`) no text for
one input; a block under a line introducing an example is shown. Its marker comes after every other: where another
form's marker matches, that form is read.
"""

from __future__ import annotations

import re

from parsers.calls import RawCall, cut_off_message, sole_parameter
from parsers.jsontext import IN_ARGUMENTS, Incomplete
from parsers.readers.formats_shown import call_unless_shown
from parsers.region import Region
from parsers.scan import Marker, Scan
from parsers.toolset import without_layout_breaks

_HEAD = re.compile(r"[ \t]*+<(?P<name>[A-Za-z_][\w.\-]{0,100}+)>[ \t]*+\n")


def read_text_body(scan: Scan, m: re.Match[str]) -> Region | None:
    head = scan.match(_HEAD, m.start(), 140)
    name = head.group("name") if head else ""
    tool = scan.tools.tools.get(name)  # (the tool's exact name: no alias, no spelling fixed)
    if head is None or tool is None or scan.nested:
        if head is not None and scan.final:
            scan.skip_later(m, head.end())  # (decided by the tag alone: a later copy of it is no call either)
        return None  # another tag (HTML, XML data), or inside a fence: the tool's exact name only
    if sole_parameter(scan.tools, name) is None:
        return None
    close = scan.find(f"</{name}>", head.end())
    if close == -1 and not scan.final:
        raise Incomplete  # the block's end may still come
    body = without_layout_breaks(scan.text[head.end() - 1 : len(scan.text) if close == -1 else close])
    if not body.strip() or body.lstrip()[0] in "[{" or any(f"<{key}>" in body for key in tool.properties):
        return None  # empty, JSON or YAML's flow, or a parameter's element in it: another form's, or broken
    if close == -1:  # never closed: a text has no end to show it is whole
        end = len(scan.text)
        return Region(end, errors=[scan.error(cut_off_message(name, IN_ARGUMENTS), "json", m.start(), end, name)])
    end = close + len(name) + 3
    raw = RawCall(name, body, "json", snippet=scan.snip(m.start(), end), single_input=True)
    return call_unless_shown(scan, m, end, raw)


# (left out of the scan's regex for a text with no tag ending its line)
MARKERS = (
    Marker(
        "text_body",
        r"(?<![^\n])[ \t]*+<[A-Za-z_][\w.\-]{0,100}+>[ \t]*+\n(?![ \t]*+<)",
        read_text_body,
        start=r"(?<![^\n])[ \t]*+<[A-Za-z_]",
        possible=lambda text: ">\n" in text,
    ),
)
