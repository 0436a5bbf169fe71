"""Readers for K2-V3's IFM tags (SGLang's k2_v3 detector): `<ifm|think>…</ifm|think>` reasoning (also `think_fast` and
`think_faster`), and calls `<ifm|tool_calls><ifm|tool_call>NAME<ifm|arg_key>k</ifm|arg_key><ifm|arg_value>v…`, GLM's
argument tags (glm_tags.py) with the `ifm|` prefix, an `<ifm|arg_type>` allowed before a value, each call closed by
`</ifm|tool_call>`; a call's body may also be a JSON call object.
"""

from __future__ import annotations

import re

from parsers import jsontext
from parsers.calls import RawCall
from parsers.jsontext import Incomplete
from parsers.readers.glm_tags import GlmTags, read_glm
from parsers.readers.mentions import GOES_ON_IN_LOWERCASE, named_in_a_sentence, named_in_parentheses
from parsers.region import Region
from parsers.scan import Marker, Scan

IFM = GlmTags("", prefix="ifm|", typed=True)
_CALL_CLOSE = IFM.tag("/tool_call")
_BLOCK_CLOSE = IFM.tag("/tool_calls")
_CALL_HEAD = re.compile(r"\s*+" + re.escape(IFM.tag("tool_call")) + r"[ \t]*+(?P<name>[A-Za-z_][\w.\-]{0,200}+)?")
# what may follow a call's name: its first argument, its closing tag (no arguments), or blanks before either
_AFTER_NAME = (IFM.key_open, _CALL_CLOSE)


def read_ifm_think(scan: Scan, m: re.Match[str]) -> Region:
    """A reasoning block, to its closing tag (or the end of the reply): no content."""
    if named_in_a_sentence(scan, m, GOES_ON_IN_LOWERCASE):
        return Region(m.end(), keep=m.group(), explicit=False)
    close = "</" + m.group()[1:]
    at = scan.find_end(close, m.end())
    return Region(min(len(scan.text), at + len(close)), reasoning=True)


def read_ifm_think_close(scan: Scan, m: re.Match[str]) -> Region:
    """A closing reasoning tag with no opening: the template opened the block in the prompt."""
    if named_in_a_sentence(scan, m, GOES_ON_IN_LOWERCASE):
        return Region(m.end(), keep=m.group(), explicit=False)
    return Region(m.end(), reasoning=True, reasoning_ends=True)


def read_ifm_calls(scan: Scan, m: re.Match[str]) -> Region | None:
    """`<ifm|tool_calls>` then its calls, or one `<ifm|tool_call>`; None when no call of this form follows (the tags
    named in prose)."""
    if named_in_a_sentence(scan, m, GOES_ON_IN_LOWERCASE):
        return None  # the tag named in a sentence: its text stays
    aside = named_in_parentheses(scan, m, elided=True)
    if aside is not None:
        return aside
    block = m.group() == IFM.tag("tool_calls")
    region = Region(m.end() if block else m.start())
    while not region.errors:
        head = scan.match(_CALL_HEAD, region.end, 300)
        found = _call(scan, head, m.start() if not region.calls else head.start()) if head else None
        if found is None:
            break
        region.calls += found.calls
        region.errors += found.errors
        region.end = found.end
        if not block or any(call.cut_off for call in found.calls):
            break
    if not region.calls and not region.errors:
        if scan.final and head and head.group("name") and head.end() + 300 <= len(scan.text):
            scan.skip_later(m, head.end() + 300)  # read from these bounded windows: the same text is no call later
        return None
    if block:
        region.end = scan.optional(region.end, _BLOCK_CLOSE)
    # as HY-V3's (glm_tags.py): read from its own tags and bounded windows, so a run of copies is counted
    return scan.spaced_copies(m, region) if scan.final else region


def _call(scan: Scan, head: re.Match[str], start: int) -> Region | None:
    """One call from its head (`<ifm|tool_call>NAME`) to its closing tag; None when no name and no JSON follows, or
    the name is followed by prose."""
    text, name = scan.text, head.group("name")
    if name is None:
        at = scan.skip_space(head.end())
        found = scan.json_series(at, "json", close=_CALL_CLOSE) if text[at : at + 1] in ("{", "[") else None
        if found is None or not found.calls:
            return None
        found.end = scan.optional(found.end, _CALL_CLOSE)
        return found
    rest = text[head.end() : head.end() + 300].lstrip()
    if not rest or any(len(rest) < len(tag) and tag.startswith(rest) for tag in _AFTER_NAME):
        if not scan.final:
            raise Incomplete  # the name, or the tag after it, is still being written
        call = RawCall(name, {}, "glm", snippet=scan.snip(start, len(text)), cut_off=jsontext.IN_ARGUMENTS)
        return Region(len(text), calls=[call])
    if rest.startswith(_CALL_CLOSE):
        end = scan.find(_CALL_CLOSE, head.end()) + len(_CALL_CLOSE)
        return Region(end, calls=[RawCall(name, {}, "glm", snippet=scan.snip(start, end))])
    if not rest.startswith(IFM.key_open):
        return None  # `<ifm|tool_call> tags` in a sentence
    found = read_glm(scan, name, head.end(), start, IFM)
    call = found.calls[0]
    after = scan.optional(found.end, _CALL_CLOSE)
    if after != found.end or call.cut_off:
        found.end = after
        return found
    rest = text[found.end : found.end + 300].lstrip()
    if _CALL_CLOSE.startswith(rest):  # the reply ends before the call's closing tag (or inside it)
        if not scan.final:
            raise Incomplete
        call.cut_off = jsontext.IN_ARGUMENTS
        return found
    message = f"Could not read the arguments of {name}: write {IFM.key_open}KEY{IFM.key_close}{IFM.value_open}VALUE…"
    return Region(found.end, errors=[scan.error(message, "glm", start, found.end, name)])


_IFM_START = r"</?ifm\|"
_THINK = r"think(?:_fast|_faster)?>"


def _possible(text: str) -> bool:
    return "ifm|" in text


MARKERS = (
    Marker("ifm_think", r"<ifm\|" + _THINK, read_ifm_think, _IFM_START, _possible),
    Marker("ifm_think_close", r"</ifm\|" + _THINK, read_ifm_think_close, _IFM_START, _possible),
    Marker("ifm_block", r"<ifm\|tool_calls>", read_ifm_calls, _IFM_START, _possible),
    Marker("ifm_call", r"<ifm\|tool_call>", read_ifm_calls, _IFM_START, _possible),
)
