"""A reply that is wholly a JSON list (or object) of calls, each with one stray string key beside its name and
arguments ({"name": "search", "function": "querySearch", "arguments": {...}}: Phi-4-mini with no tools). Read only as
the whole reply and only with an `arguments` object, since a "name" beside other keys is data anywhere else."""

from __future__ import annotations

import json
import re
from typing import Any

from parsers.calls import CALL_EXTRA_KEYS, RawCall
from parsers.jsontext import Incomplete
from parsers.region import Region
from parsers.scan import Scan

_BLANKS = re.compile(r"\s*+")  # it matches the empty string
_MOST_CALLS = 16  # a reply calls a few tools at once; a longer list of such records is data


def whole_reply_calls(scan: Scan, start: int, region: Region) -> Region:
    """`region` (JSON at `start` kept as text), or the calls it holds where it is the whole reply and each object is
    a call with at most one stray string key."""
    text = scan.text
    if region.calls or region.errors or _BLANKS.match(text, 0, start).end() < start:  # type: ignore[union-attr]
        return region  # (the blanks before it are read, not the text: a later value sees no copy of what came before)
    if scan.skip_space(region.end) < len(text):
        return region
    if not scan.final:
        raise Incomplete  # the reply may go on past the value
    if text.count('"name"', start, region.end) > _MOST_CALLS:
        return region  # more records than a reply's calls (counted before decoding them all)
    try:
        value = json.loads(text[start : region.end])
    except ValueError:
        return region
    items = value if isinstance(value, list) else [value]
    if not items or len(items) > _MOST_CALLS or not all(_a_call_with_a_stray_key(item) for item in items):
        return region
    snippet = scan.snip(start, region.end)
    calls = [RawCall(item["name"], item["arguments"], "json", snippet=snippet) for item in items]
    return Region(region.end, calls=calls, explicit=False)


def _a_call_with_a_stray_key(item: Any) -> bool:
    if not isinstance(item, dict) or not isinstance(item.get("name"), str) or "description" in item:
        return False  # a definition names and describes a tool
    stray = set(item) - {"name", "arguments"} - CALL_EXTRA_KEYS
    return isinstance(item.get("arguments"), dict) and len(stray) == 1 and isinstance(item[stray.pop()], str)
