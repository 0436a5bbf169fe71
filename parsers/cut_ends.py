"""Calls that the end of the reply cut in their tags, whatever reader found them: one ending right after the call's
opening tags (no argument written, no closing tag), and one ending inside its closing tag (`<`, `</tool_`). Readers
let a missing closing tag pass (the model often stops before it); these two ends show the model stopped mid-call."""

from __future__ import annotations

import re
from dataclasses import replace

from parsers import jsontext
from parsers.calls import RawCall
from parsers.jsontext import Incomplete
from parsers.region import Region
from parsers.scan import NAME, Scan

# blanks, then a tag the end of the reply cut before its `>` (or nothing), to the end of the reply
_REPLY_END = re.compile(r"\s*+(?P<partial><[/\w:.-]{0,60})?\Z")
# an opening tag, with its name (`<tool_call>`, `<function=read>`, `<invoke name="read">`)
_OPENING_TAG = re.compile(r"\s*+<(?P<tag>[A-Za-z][\w:.-]{0,60})(?:[=\s][^<>]{0,300})?(?<!/)>")
_MOST_OPENERS = 4
_AFTER_A_WORD = re.compile(r"[\w,][ \t]+\Z")
NAME_ONLY = re.compile(r"\s*(?P<name>" + NAME + r")")
# a tag the end of the reply cut before its `>` (`<function`, `<function=rea`, `<invoke name="`)
CUT_IN_A_TAG = re.compile(r"<[\w:.=\"' /-]{0,100}\Z")


def ends_the_reply(text: str, region: Region) -> bool:
    """Only blanks and perhaps a tag cut before its `>` lie between the region and the reply's end."""
    return bool(region.calls) and _REPLY_END.match(text, region.end) is not None


def cut_in_its_tags(text: str, start: int, region: Region) -> Region:
    """The region of calls that ends the reply, its last call cut off when the reply ended after the call's opening
    tags or inside the closing tag of one of them."""
    last = region.calls[-1]
    end = _REPLY_END.match(text, region.end)
    if end is None or region.repeat > 1:
        return region
    if last.name_only and end.group("partial") is None:
        if region.explicit:
            return _cut_after_its_name(text, region)
        if not last.cut_off and text[max(0, region.end - 200) : region.end].rstrip().endswith('"'):
            # a bare object the reply ends right after its name (`[{"name":"listScenes"`): its arguments may have
            # followed, so it is no call; with no marker it is text (corpus ck), as when the name is one no tool has
            return Region(region.end, keep=text[start : region.end], explicit=False)
    if last.cut_off:
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
        cut = bool(unclosed) and not text[pos : region.end].strip() and last.arguments == {} and not last.name_only
    if not cut:
        return region
    region.calls[-1] = replace(last, cut_off=jsontext.IN_ARGUMENTS)
    region.end = len(text)  # the cut tag goes with the call
    return region


def cut_after_name(scan: Scan, name: str, pos: int, start: int, dialect: str, next_tag: str) -> Region | None:
    """An offered tool's name ending the reply right after its call's opener (`[TOOL_CALLS]read`, `<tool_call>read`),
    blanks or a prefix of `next_tag` (what comes after the name: `[ARGS]`, `</tool_call>`) aside: cut off there."""
    text = scan.text
    if not scan.final or len(text) - pos > 60 or not next_tag.startswith(text[pos:].strip()):
        return None
    if scan.tools.resolve(name)[0] is None or _AFTER_A_WORD.search(text, max(0, start - 40), start):
        return None  # a bare word after the tag, or the tag after a sentence's word (named, not written)
    call = RawCall(name, {}, dialect, snippet=scan.snip(start, len(text)), cut_off=jsontext.IN_ARGUMENTS)
    return Region(len(text), calls=[call])


def opener_alone_at_the_end(scan: Scan, start: int) -> bool:
    """The call block's opener at `start`, which the reply ends with, stands alone on its line: the model stopped right
    after it (Qwen3.6, by a stop word), unless a call ends right before it (that call's closing tag, miswritten)."""
    text = scan.text
    alone = not text[text.rfind("\n", 0, start) + 1 : start].strip()
    return alone and not (scan.after_calls and not text[scan.after : start].strip())


def cut_in_first_tag(scan: Scan, start: int, tag: str, shown: bool, where: str = "inside its first tag") -> Region:
    """A call block's opener (`<tool_call>`) whose first tag the end of the reply cut (`<tool_call>\\n<function`), or
    that ends the reply (`where`: "right after it opened"): the model stopped before its call took shape, so nothing
    is run and the block goes with the error. After a sentence's word or where a line `shown` a format before it, the
    opener is named or shown: text."""
    text = scan.text
    if not scan.final:
        raise Incomplete  # the tag is still being written
    if _AFTER_A_WORD.search(text, max(0, start - 40), start) or shown:
        return Region(len(text), keep=text[start:], explicit=False)
    message = (
        f"The {tag} was cut off {where}: the reply ends before the call does, so nothing was run. "
        f"Send the whole call again, complete."
    )
    return Region(len(text), errors=[scan.error(message, "hermes", start, len(text))])


def _cut_after_its_name(text: str, region: Region) -> Region:
    """A JSON call object behind a call marker that the reply ends in, after its name's value (`{"name": "read"`) or
    inside it: its arguments may have followed (cut off), and a cut name is no other tool's (an error naming it)."""
    last = region.calls[-1]
    if last.cut_off:  # inside the name: named as written
        region.calls[-1] = replace(last, name_only=False, arguments={})
    elif text[max(0, region.end - 200) : region.end].rstrip().endswith('"'):  # right after the name, no `}`
        region.calls[-1] = replace(last, cut_off=jsontext.IN_ARGUMENTS)
    return region
