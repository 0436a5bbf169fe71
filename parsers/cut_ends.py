"""Calls that the end of the reply cut in their tags, whatever reader found them: one ending right after the call's
opening tags (no argument written, no closing tag), and one ending inside its closing tag (`<`, `</tool_`). Readers
let a missing closing tag pass (the model often stops before it); these two ends show the model stopped mid-call."""

from __future__ import annotations

import re
from dataclasses import replace

from parsers import jsontext
from parsers.region import Region

# blanks, then a tag the end of the reply cut before its `>` (or nothing), to the end of the reply
_REPLY_END = re.compile(r"\s*+(?P<partial><[/\w:.-]{0,60})?\Z")
# an opening tag, with its name (`<tool_call>`, `<function=read>`, `<invoke name="read">`)
_OPENING_TAG = re.compile(r"\s*+<(?P<tag>[A-Za-z][\w:.-]{0,60})(?:[=\s][^<>]{0,300})?(?<!/)>")
_MOST_OPENERS = 4


def ends_the_reply(text: str, region: Region) -> bool:
    """Only blanks and perhaps a tag cut before its `>` lie between the region and the reply's end."""
    return bool(region.calls) and _REPLY_END.match(text, region.end) is not None


def cut_in_its_tags(text: str, start: int, region: Region) -> Region:
    """The region of calls that ends the reply, its last call cut off when the reply ended after the call's opening
    tags or inside the closing tag of one of them."""
    last = region.calls[-1]
    end = _REPLY_END.match(text, region.end)
    if last.cut_off or end is None or region.repeat > 1:
        return region
    openers: list[str] = []
    pos = start
    # a call's opening tags are a few (`<tool_call><function=x>`); a run of them is no call's head
    while len(openers) < _MOST_OPENERS and (tag := _OPENING_TAG.match(text, pos, region.end)) is not None:
        openers.append(tag.group("tag"))
        pos = tag.end()
    body = text[start : region.end]
    unclosed = [tag for tag in openers if f"</{tag}>" not in body]
    partial = end.group("partial")
    if partial is not None:
        cut = any(f"</{tag}>".startswith(partial) for tag in unclosed)
    else:  # nothing after the openers: no argument written (a call complete by its format closes a tag)
        cut = bool(unclosed) and not body[pos:].strip() and last.arguments == {} and not last.name_only
    if not cut:
        return region
    region.calls[-1] = replace(last, cut_off=jsontext.IN_ARGUMENTS)
    region.end = len(text)  # the cut tag goes with the call
    return region
