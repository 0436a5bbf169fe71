"""DeepSeek's DSML: `<｜DSML｜function_calls>` (V3.2), `<｜DSML｜tool_calls>` (V4), `<｜DSML｜ calls>` (V4.1) or a
bare `<｜DSML｜invoke`, its invokes read as invoke_tags.py reads MiniMax's, the prefix inside every tag; GigaChat 3.5's
GCML."""

from __future__ import annotations

import re

from parsers.readers.formats_shown import introduces_a_format
from parsers.readers.invoke_tags import invoke_block
from parsers.region import Region
from parsers.scan import Marker, Scan

# bars full-width, plain or doubled, the first or both sometimes lost (ds2api's DeepSeek replies), or spaced as a chat
# window shows them (`< | DSML | tool_calls>`, Cherry Studio's thread), a space after them (DeepSeek V4.1's
# `<｜DSML｜ calls>`, SGLang's and Xinference's tests); GigaChat 3.5: GCML
_DSML = r"<(?: [|｜] )?+[|｜]{0,2}+(?:DSML|GCML)(?: [|｜] )?+[|｜]{0,2}+ ?+"


def read_dsml(scan: Scan, m: re.Match[str]) -> Region | None:
    """DeepSeek V3.2 DSML: `<｜DSML｜function_calls>` (V4: `tool_calls`, V4.1: `<｜DSML｜ calls>`) or a bare
    `<｜DSML｜invoke`."""
    written = m.group()
    word = next(w for w in ("invoke", "function_calls>", "tool_calls>", "calls>") if written.endswith(w))
    prefix = written[1 : -len(word)]
    if word == "invoke":
        return invoke_block(scan, m, m.start(), "deepseek", (f"</{prefix}function_calls>", f"</{prefix}calls>"), prefix)
    closes = (f"</{prefix}function_calls>", f"</{prefix}tool_calls>", f"</{prefix}calls>")
    region = invoke_block(scan, m, m.end(), "deepseek", closes, prefix)
    if region is not None and region.calls and introduces_a_format(scan, m.start()):
        return Region(region.end, keep=scan.text[m.start() : region.end], explicit=False)  # an example shown
    if region is None and scan.final:
        # no invoke after it (read from the next tag's first characters) and no closing tag in the rest of the text
        scan.skip_later(m, min(len(scan.text), scan.skip_space(m.end()) + len(prefix) + 8))
    return region


DSML_MARKER = Marker("dsml", _DSML + r"(?:function_calls>|tool_calls>|calls>|invoke(?=\s))", read_dsml)
