"""Markers named in prose rather than written: a tag or token in a sentence, or in an aside in parentheses. Shared
by the readers of tokens, reasoning tags and call blocks (markup.py, xml_tags.py, invoke_tags.py)."""

from __future__ import annotations

import re

from parsers.jsontext import Incomplete
from parsers.region import Region
from parsers.scan import Scan

# A tag or token named in a sentence is a mention, not a template's leftover or a thought's edge: after a word and a
# space, with the sentence going on right after it ("nothing after the final </tool_call>:", "Raw XML, </think> tags in
# replies", "models emit <think> blocks"); a thought opens or closes at a seam, its text starting a sentence or a line.
# A token may also stand in parentheses that close on its line ("Kimi's token format (<|tool_calls_section_begin|>...)")
_WORD_AND_SPACE = re.compile(r"[A-Za-z,;] \Z")
_MENTION_REACH = 300


def named_in_a_sentence(scan: Scan, m: re.Match[str], goes_on: re.Pattern[str]) -> bool:
    text, start, end = scan.text, m.start(), m.end()
    if start - 2 < scan.after or _WORD_AND_SPACE.search(text, start - 2, start) is None:
        return False
    if len(text) < end + 2 and not scan.final:
        raise Incomplete  # whether the sentence goes on is not known yet
    return goes_on.match(text, end) is not None


def named_in_parentheses(scan: Scan, m: re.Match[str], elided: bool = False) -> Region | None:
    """Marker `m` right after a `(` that closes on its line, kept as text up to the `)`: named in an aside ("Kimi's
    token format (<|tool_calls_section_begin|>...)"). `elided`: only around an ellipsis, for a marker whose call
    could stand in parentheses ("(<minimax:tool_call> ... </minimax:tool_call>)")."""
    text, start, end = scan.text, m.start(), m.end()
    if start <= scan.after or text[start - 1] != "(":
        return None
    close = text.find(")", end, end + _MENTION_REACH)
    if close != -1 and "\n" not in text[end:close]:
        if elided and "..." not in text[end:close] and "…" not in text[end:close]:
            return None
        return Region(close, keep=text[start:close], explicit=False)
    if not scan.final and len(text) < end + _MENTION_REACH and "\n" not in text[end:]:
        raise Incomplete
    return None
