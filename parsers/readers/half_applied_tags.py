"""`<tool_call>` blocks a server or a sentence left half-applied (read from xml_tags.read_tool_call_tag): Qwen3.5's
inner tags with their `<` and `</` lost, and the tags named in prose, a format's documentation; and the one tag of a
call whose arguments are its attributes (OpenClaw's, and one with the name an attribute too: its own marker)."""

from __future__ import annotations

import re

from parsers import jsontext
from parsers.calls import RawCall
from parsers.jsontext import Incomplete
from parsers.readers.mentions import GOES_ON_IN_LOWERCASE, between_words
from parsers.region import Region
from parsers.scan import NAME, Marker, Scan

# Qwen3.5 through a server that lost each inner tag's `<` and `</` (exo): `function=NAME>`, `parameter=KEY>`, the
# value, `parameter>`, `function>`, each on its own line inside `<tool_call>`; read only for an offered tool
_EATEN_FUNCTION = re.compile(r"function=(?P<name>" + NAME + r")>")
# a parameter's line starts as the stop before it (`\nparameter=`) does: no value then holds another call's parameter
# line, so values are never read twice
_EATEN_PARAMETER = re.compile(r"[ \t\r]*+\nparameter=(?P<key>[^>\s]{1,200})>")
_EATEN_CUT = re.compile(r"parameter=[^>\s]{0,200}|p(?:a(?:r(?:a(?:m(?:e(?:t(?:e(?:r)?)?)?)?)?)?)?)?")
_EATEN_STOPS = ("\nparameter>", "\nparameter=", "\nfunction>", "</tool_call>")


def read_eaten_function(scan: Scan, pos: int, start: int) -> Region | None:
    """`function=NAME>` and its `parameter=KEY>` lines; None when NAME is no offered tool or anything but its
    parameters, `function>` and the block's end follows (a value holding a tag: they were not on their own lines)."""
    # how far it looks is kept in scan.reach: a None read up to there reads alike at a later copy (skip_later)
    scan.reach = max(scan.reach, pos + 301)
    head = scan.match(_EATEN_FUNCTION, pos, 300)
    if head is None or scan.tools.resolve(head.group("name"))[0] is None:
        return None
    text = scan.text
    args: dict[str, str] = {}
    at, cut_off = head.end(), ""
    while param := scan.match(_EATEN_PARAMETER, at, 300):
        value_end, which = scan.earliest(_EATEN_STOPS, param.end())
        if not which and not scan.final:
            raise Incomplete  # its closing line may still come
        value = text[param.end() : value_end].removeprefix("\n")
        scan.reach = max(scan.reach, value_end + 301)
        if "parameter>" in value or "function>" in value:
            return None
        args[param.group("key")] = value.removesuffix("\n") if which == "</tool_call>" else value
        at = value_end + len(which) if which == "\nparameter>" else value_end
        if not which:
            cut_off = jsontext.IN_STRING
            break
    if not cut_off and len(text) - at <= 220 and _EATEN_CUT.fullmatch(text[at:].lstrip()):
        cut_off = jsontext.IN_ARGUMENTS  # a parameter's line cut short by the end of the reply
    end = scan.optional(at, "function>")
    following = text[end : end + 40].lstrip()
    # the closing tags, cut short by the end of the reply: part of the call
    cut_closing = len(text) - end <= 40 and "function>\n</tool_call>".startswith(following)
    scan.reach = max(scan.reach, at + 301, end + 41)  # the checks near the end of the reply look this far
    if not (cut_off or cut_closing or following.startswith("</tool_call>")):
        return None  # more than closing tags follows
    if cut_off == jsontext.IN_ARGUMENTS or cut_closing:
        end = len(text)
    call = RawCall(head.group("name"), args, "qwen3_coder", from_text=True, snippet=scan.snip(start, end))
    call.cut_off = cut_off
    return Region(end, calls=[call])


# `<tool_call> and </tool_call>` and `<tool_call></tool_call>` in a sentence (a format's documentation): a word set
# off by spaces, or nothing, between the tags, with words (not tags) beside them on their line. GLM's call with
# no arguments has its name against the tags or on a line of its own.
_SPACED_WORD = re.compile(r"[ \t]++(?P<name>" + NAME + r")[ \t]++|[ \t]*+")
_NEXT_ON_LINE = re.compile(r"[ \t]*+[^ \t]")  # the line's next character: a word, or its end


def mentioned(scan: Scan, m: re.Match[str], name: str, end: int) -> bool:
    """The block from `m` to `end` (its `</tool_call>` next) is the tags named in prose, holding `name` or
    nothing, and `name` is no offered tool (an offered one is called)."""
    text = scan.text
    gap = _SPACED_WORD.fullmatch(text, m.end(), end)
    if gap is None or (gap.group("name") or "") != name or (name and scan.tools.resolve(name)[0] is not None):
        return False
    before = line_end(text[max(0, m.start() - 200) : m.start()])
    if before:
        return not before.endswith(">")  # words, not another tag (a call before it on the line)
    after = scan.match(_NEXT_ON_LINE, end + len("</tool_call>"), 200)
    return after is not None and after.group()[-1] not in "<\r\n"


def seen_alike_from_before(scan: Scan, start: int, other: int) -> bool:
    """Whether `mentioned` sees the same before the tags at `start` and at `other` (what it reads of the line before
    them: whether there is any, and whether it ends in a tag), so a copy of a block reads as the block did."""
    text = scan.text
    first = line_end(text[max(0, start - 200) : start])
    second = line_end(text[max(0, other - 200) : other])
    return (bool(first), first.endswith(">")) == (bool(second), second.endswith(">"))


def line_end(before: str) -> str:
    """What stands before a tag on its line (at most 200 characters back), blanks dropped."""
    return before[-200:].rpartition("\n")[2].rstrip()


def as_text(scan: Scan, m: re.Match[str], end: int) -> Region:
    """The block as text, stretched over the same sentence repeated: the same block after the same words, each
    copy a mention by the words before it, whatever came before the first."""
    text = scan.text
    end = scan.optional(end, "</tool_call>")
    following = scan.next_marker(end)
    if following is not None and following.group() == m.group():
        words = line_end(text[end : following.start()])
        unit = text[end : following.start()] + text[m.start() : end]
        if words and not words.endswith(">"):
            while text.startswith(unit, end):
                end += len(unit)
    return Region(end, keep=text[m.start() : end], explicit=False)


# OpenClaw's models write a call as one self-closing tag inside `<tool_call>`, its arguments as attributes:
# `<tool_call>exec tool="exec" command="ls -la" />`; read only for an offered tool, the tag closed by `/>`
ATTRIBUTES = r'(?P<attrs>(?:[ \t]++[\w.\-]{1,100}+="[^"\n]{0,2000}+")++)[ \t]*+/>'  # (also tool_elements.py's)
_ATTRIBUTE_CALL = re.compile(r"(?P<name>" + NAME + r")" + ATTRIBUTES)
ATTRIBUTE = re.compile(r'([\w.\-]{1,100}+)="([^"\n]*+)"')


def read_attribute_call(scan: Scan, pos: int, start: int) -> Region | None:
    """`NAME key="value" ... />` after `<tool_call>`: the call, when NAME is an offered tool; None otherwise."""
    head = scan.match(_ATTRIBUTE_CALL, pos, 2300)
    if head is None or scan.tools.resolve(head.group("name"))[0] is None:
        return None
    name = head.group("name")
    args = {key: value for key, value in ATTRIBUTE.findall(head.group("attrs")) if (key, value) != ("tool", name)}
    call = RawCall(name, args, "glm", from_text=True, snippet=scan.snip(start, head.end()))
    return Region(head.end(), calls=[call])


# the same tag with the name an attribute too, `<tool_call name="NAME" key="value" ... />` (an app's prompt, corpus ck);
# DeepSeek V4 writes `<tool_call id="…" name="NAME">` and its JSON arguments up to `</tool_call>` (a chat app's thread)
_NAMED_ATTRIBUTE_CALL = re.compile(r'<tool_call[ \t]++name="(?P<name>' + NAME + r')"(?:' + ATTRIBUTES + r"|[ \t]*+/>)")
_ID_THEN_NAME = re.compile(
    r'<tool_call[ \t]++id="[^"\n]{0,200}+"[ \t]++name="(?P<name>' + NAME + r')"[ \t]*+>\s*+(?=\{)'
)


def read_named_attribute_call(scan: Scan, m: re.Match[str]) -> Region | None:
    head = scan.match(_NAMED_ATTRIBUTE_CALL, m.start(), 2300)
    if head is None:
        return _id_then_name(scan, m)
    if scan.tools.resolve(head.group("name"))[0] is None:
        return None  # another tag, or a tool nobody offered: text
    if between_words(scan, m.start(), head.end(), GOES_ON_IN_LOWERCASE):
        return Region(head.end(), keep=scan.text[m.start() : head.end()], explicit=False)  # named in a sentence
    args = dict(ATTRIBUTE.findall(head.group("attrs") or ""))
    call = RawCall(head.group("name"), args, "glm", from_text=True, snippet=scan.snip(m.start(), head.end()))
    region = Region(head.end(), calls=[call])
    return scan.copies(m.start(), region) if scan.final else region  # read from its own text: copies are counted


def _id_then_name(scan: Scan, m: re.Match[str]) -> Region | None:
    head = scan.match(_ID_THEN_NAME, m.start(), 400)
    if head is None:
        return None  # (a name no tool offers is an error naming it, as in <tool_call>'s JSON)
    close = scan.find("</tool_call>", head.end())
    if close == -1 and not scan.final:
        raise Incomplete  # the arguments may still be coming
    region = scan.named_json(head.group("name"), head.end(), "hermes", m.start(), None if close == -1 else close)
    region.end = scan.optional(region.end, "</tool_call>")
    return region


MARKERS = (
    Marker(
        "tool_call_named_attributes",
        r'<tool_call[ \t]++(?:name|id)="',
        read_named_attribute_call,
        possible=lambda text: "<tool_call name=" in text or "<tool_call id=" in text,
    ),
)
