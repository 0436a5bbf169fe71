"""ai-sdk-tool-call-middleware's YAML-in-XML protocol, which apps built on the AI SDK prompt local models for: a tag
named after the tool on a line of its own, the arguments as a YAML mapping on the lines below, then the closing tag
(`<get_weather>\\nlocation: Tokyo\\n</get_weather>`); a tool that takes no arguments as one self-closing tag alone on
its line (`<get_location/>`).

Read only for an offered tool whose every key the mapping names is one of its parameters, the required ones given:
any other tag (HTML, XML data) stays text. PyYAML's safe loader reads the mapping (its C loader where the wheel has
libyaml): block scalars, quoting and indentation are YAML's own. A block under a line introducing an example is
shown, not made; one the reply ends inside is cut off.
"""

from __future__ import annotations

import re
from typing import Any

import yaml

from parsers.calls import RawCall, cut_off_message
from parsers.jsontext import IN_ARGUMENTS, Incomplete
from parsers.readers.formats_shown import call_unless_shown
from parsers.region import Region
from parsers.scan import Marker, Scan

_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
_HEAD = re.compile(r"[ \t]*+<(?P<name>[A-Za-z_][\w.\-]{0,100}+)(?P<close>[ \t]*+/>|>)[ \t]*+(?:\r?\n|\Z)")
_FIRST_KEY = re.compile(r"\s*+(?P<key>[A-Za-z_][\w.\-]{0,100}+)[ \t]*+:(?:[ \t]|\r?\n|\Z)")
_MOST = 65536  # a longer body is read as no YAML (what a model writes as one call's arguments is far shorter)


def read_yaml_element(scan: Scan, m: re.Match[str]) -> Region | None:
    text = scan.text
    head = scan.match(_HEAD, m.start(), 140)
    name = head.group("name") if head else ""
    tool = scan.tools.tools.get(name)  # (the tool's exact name: no alias, no spelling fixed)
    if head is None or tool is None:
        if head is not None and scan.final:
            scan.skip_later(m, head.end())  # (decided by the tag alone: a later copy of it is no call either)
        return None  # another tag: the tool's exact name only
    if head.group("close") != ">":  # `<NAME/>` alone on its line: a tool that needs no argument
        if tool.parameters.get("required"):
            return None
        raw = RawCall(name, {}, "json", snippet=scan.snip(m.start(), head.end()))
        return call_unless_shown(scan, m, head.end(), raw)
    first = scan.match(_FIRST_KEY, head.end(), 140)
    if first is None or first.group("key") not in tool.properties:
        if first is not None and scan.final:
            scan.skip_later(m, first.end())
        return None  # no mapping of its parameters below the tag
    close = scan.find(f"</{name}>", head.end())
    if close == -1:
        if not scan.final:
            raise Incomplete  # the block's end may still come
        message = cut_off_message(name, IN_ARGUMENTS)
        return Region(len(text), errors=[scan.error(message, "json", m.start(), len(text), name)])
    end = close + len(name) + 3
    arguments = _mapping(text[head.end() : close])
    if arguments is None or not all(key in tool.properties for key in arguments):
        if scan.final:
            scan.skip_later(m, end)
        return None  # no YAML mapping of its parameters: text
    return call_unless_shown(scan, m, end, RawCall(name, arguments, "json", snippet=scan.snip(m.start(), end)))


def _mapping(body: str) -> dict[str, Any] | None:
    if len(body) > _MOST:
        return None
    try:
        value = yaml.load(body, Loader=_LOADER)  # noqa: S506  (a safe loader: plain data only)
    except yaml.YAMLError:
        return None
    return value if isinstance(value, dict) and all(isinstance(key, str) for key in value) else None


# at a line's start only (a tag in a sentence is named); left out of the scan's regex for a text with neither a tag
# ending its line and a key nor a self-closing tag
MARKERS = (
    Marker(
        "yaml_element",
        r"(?<![^\n])[ \t]*+<[A-Za-z_][\w.\-]{0,100}+(?:>[ \t]*+\r?\n[ \t]*+[A-Za-z_][\w.\-]*+[ \t]*+:|[ \t]*+/>)",
        read_yaml_element,
        start=r"(?<![^\n])[ \t]*+<[A-Za-z_]",
        possible=lambda text: "/>" in text or (">\n" in text and ":" in text),
    ),
)
