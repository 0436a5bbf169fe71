"""Readings of an edit's old_text and new_text: what a model that did not copy the file exactly meant.

Small models wrap the text in a Markdown fence, copy the line numbers `read` shows, write newlines and quotes
as JSON escapes, or HTML entities. Each reading undoes one of these, on old_text and new_text alike, and only
where its sign is there (every line numbered, in order; a fence at both ends; an escape the file itself does
not hold). The matcher chain (chain.py) tries the text as written first, then each reading.
"""

from __future__ import annotations

import html
import json
import re
from collections.abc import Callable
from dataclasses import dataclass

from agent.tools.edit_matching.layout import elision_marker

# Line-number prefixes: read's own (`     6\t`), its anchored form (`    12:k3|`), `cat -n`, and the others
# models have seen in other agents' tools (`12 | `, `12: `, `L12: `, `12→`).
NUMBER_PREFIXES = (
    re.compile(r"^ *(\d+)\t"),
    re.compile(r"^ *(\d+):[0-9a-z]{2}\|"),
    re.compile(r"^ *(\d+) *\| ?"),
    re.compile(r"^ *(\d+)→"),
    re.compile(r"^L(\d+): ?"),
    re.compile(r"^ *(\d+): ?"),
    # read's tab turned into spaces: one is taken, and a constant rest is an indentation shift (chain.py)
    re.compile(r"^ *(\d+) "),
)
# A fence's info string may name the language and the file (```python, ```py title="a.py", ```src/a.py).
# A blank line as read shows it, its tab dropped by the model: the number alone.
NUMBERED_BLANK = re.compile(r"^ *(\d+)[ \t]*$")
FENCE_OPEN = re.compile(r"^[ \t]*(```+|~~~+)[^`\n]*$")
ENTITY = re.compile(r"&(?:lt|gt|amp|quot|apos|nbsp|#\d+|#x[0-9a-fA-F]+);")
ESCAPE = re.compile(r"\\([nt\"'\\])")
ESCAPED_CHARACTERS = {"n": "\n", "t": "\t", '"': '"', "'": "'", "\\": "\\"}


@dataclass(frozen=True)
class Reading:
    """old_text and new_text as the model meant them, and what was undone to get there ("" for as written)."""

    old: str
    new: str
    adjusted: tuple[str, ...] = ()
    whole_lines: bool = False  # read off numbered lines: old_text starts where a line does
    first_line: int | None = None  # the number its first line carried


Undo = Callable[[str, str, str], tuple[str, str] | None]


def numbered_lines(old: str, new: str, text: str) -> tuple[str, str] | None:
    """Every line of old_text starts with a line number of one form, counting up by one (a blank line may be
    its number alone, and an elision marker may stand between numbers): without them."""
    lines = old.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    for prefix in NUMBER_PREFIXES:
        numbers: list[int | None] = []  # None: an elision marker
        for line in lines:
            found = prefix.match(line) or NUMBERED_BLANK.match(line)
            if found is None and not elision_marker(line):
                break
            numbers.append(int(found.group(1)) if found is not None else None)
        else:
            if any(prefix.match(line) for line in lines) and _counting_up(numbers):
                return _strip_prefix(old, prefix), _strip_prefix(new, prefix, most=True)
    return None


def _counting_up(numbers: list[int | None]) -> bool:
    """By one from line to line; by more across an elision marker."""
    last, elided = None, False
    for number in numbers:
        if number is None:
            elided = True
            continue
        if last is not None and not (number == last + 1 or (elided and number > last + 1)):
            return False
        last, elided = number, False
    return True


def _strip_prefix(text: str, prefix: re.Pattern[str], most: bool = False) -> str:
    """`text` without `prefix` on its lines (a number alone is a blank line); `most`: only when at least half
    its lines carry one (new_text may number only some, or none)."""
    lines = text.split("\n")
    carrying = sum(1 for line in lines if line and (prefix.match(line) or NUMBERED_BLANK.match(line)))
    if most and carrying * 2 < sum(1 for line in lines if line):
        return text
    return "\n".join("" if NUMBERED_BLANK.match(line) else prefix.sub("", line, count=1) for line in lines)


def fenced(old: str, new: str, text: str) -> tuple[str, str] | None:
    """old_text inside a Markdown fence (```lang ... ```) that the file does not hold: the inside."""
    inside = _inside_fence(old)
    if inside is None or old.strip("\n") in text:
        return None
    return inside, _inside_fence(new) or new


def _inside_fence(text: str) -> str | None:
    lines = text.strip("\n").split("\n")
    if len(lines) < 2:
        return None
    opened = FENCE_OPEN.match(lines[0])
    if opened is None or lines[-1].strip() != opened.group(1):
        return None
    return "\n".join(lines[1:-1]) + ("\n" if text.endswith("\n") else "")


def json_escaped(old: str, new: str, text: str) -> tuple[str, str] | None:
    """old_text written as a JSON string, or its inside (no real newline, `\\n` between lines): decoded."""
    if "\n" in old or "\\n" not in old:
        return None
    decoded_old, decoded_new = _json_string(old), _json_string(new)
    if decoded_old is None:
        return None
    return decoded_old, decoded_new if decoded_new is not None else new


def _json_string(text: str) -> str | None:
    quoted = len(text) > 1 and text[0] == text[-1] == '"'  # the string itself, quotes and all
    try:
        decoded = json.loads(text if quoted else f'"{text}"')
    except (json.JSONDecodeError, ValueError):
        # Not valid JSON (a lone `\d` of a regex, a raw quote): the escapes JSON knows, the rest as written.
        return ESCAPE.sub(lambda m: ESCAPED_CHARACTERS[m.group(1)], text)
    return decoded if isinstance(decoded, str) else None


def escapes(old: str, new: str, text: str) -> tuple[str, str] | None:
    """`\\n`, `\\t`, `\\"`, `\\'` in old_text that the file never holds as written: the characters meant."""
    meant = {match.group(0) for match in ESCAPE.finditer(old) if match.group(0) not in text}
    if not meant:
        return None

    def decode(source: str) -> str:
        return ESCAPE.sub(lambda m: ESCAPED_CHARACTERS[m.group(1)] if m.group(0) in meant else m.group(0), source)

    return decode(old), decode(new)


def every_escape(old: str, new: str, text: str) -> tuple[str, str] | None:
    """Every `\\n`, `\\t`, `\\"`, `\\'` read as the character, even where the file holds one as written elsewhere
    (a JavaScript file with `\\"` in one string): tried after `escapes`, and like every reading it must fit one
    place."""
    if ESCAPE.search(old) is None:
        return None

    def decode(source: str) -> str:
        return ESCAPE.sub(lambda m: ESCAPED_CHARACTERS[m.group(1)], source)

    return decode(old), decode(new)


def lines_escaped(old: str, new: str, text: str) -> tuple[str, str] | None:
    """old_text with its line breaks written as `\\n` and its quotes as `\\"`, but the code's own `\\n` not
    escaped twice: a `\\n` inside a string literal that opened on its line stays the two characters."""
    if "\n" in old or "\\n" not in old:
        return None
    return _split_lines(old), _split_lines(new)


def _split_lines(source: str) -> str:
    out: list[str] = []
    quote: str | None = None
    at = 0
    while at < len(source):
        char, following = source[at], source[at + 1 : at + 2]
        if char == "\\" and following in ESCAPED_CHARACTERS:
            if following == "n" and quote is None:
                out.append("\n")
            elif following == "n":
                out.append("\\n")
            elif following in "\"'" and (quote is None or quote == following):
                out.append(following)
                quote = following if quote is None else None
            else:
                out.append(ESCAPED_CHARACTERS[following] if following in "t\\" else "\\" + following)
            at += 2
            continue
        if char in "\"'`" and (quote is None or quote == char):
            quote = char if quote is None else None
        out.append(char)
        at += 1
    return "".join(out)


def every_entity(old: str, new: str, text: str) -> tuple[str, str] | None:
    """Every HTML entity decoded, even where the file holds one as written elsewhere (a file that escapes HTML
    itself): tried after `entities`, and it must fit one place."""
    if ENTITY.search(old) is None:
        return None
    return html.unescape(old), html.unescape(new)


def entities(old: str, new: str, text: str) -> tuple[str, str] | None:
    """HTML entities (&lt; &gt; &amp; &quot;) in old_text that the file does not hold: decoded."""
    if not any(match.group(0) not in text for match in ENTITY.finditer(old)):
        return None
    return html.unescape(old), html.unescape(new)


# In the order they are undone one after another: the outermost wrapping first.
UNDOS: tuple[tuple[Undo, str], ...] = (
    (fenced, "removing the Markdown fence around the text"),
    (json_escaped, "reading the text as a JSON string (\\n as line breaks)"),
    (escapes, 'reading escaped characters (\\n, \\t, \\") as the characters they stand for'),
    (every_escape, 'reading every escaped character (\\n, \\t, \\") as the character it stands for'),
    (lines_escaped, "reading \\n as line breaks outside the code's own strings"),
    (entities, "decoding HTML entities (&lt; &gt; &amp;)"),
    (every_entity, "decoding every HTML entity (&lt; &gt; &amp;)"),
    (numbered_lines, "removing line numbers copied from read"),
)


# Readings tried on their own only: each redoes what an earlier one does, more boldly.
ALONE: tuple[Undo, ...] = (every_escape, lines_escaped, every_entity)


def _numbers_of(old: str, undo: Undo) -> int | None:
    """The number old_text's first line carries, when `undo` takes line numbers off it."""
    if undo is not numbered_lines:
        return None
    first = next(found for prefix in NUMBER_PREFIXES if (found := prefix.match(old)) is not None)
    return int(first.group(1))


def readings(old: str, new: str, text: str) -> list[Reading]:
    """The text as written, then each undo that applies on its own, then all that apply one after another."""
    found = [Reading(old, new)]
    for undo, what in UNDOS:
        result = undo(old, new, text)
        if result is not None:
            numbers = _numbers_of(old, undo)
            found.append(Reading(*result, adjusted=(what,), whole_lines=numbers is not None, first_line=numbers))
    chained = Reading(old, new)
    for _ in range(len(UNDOS)):
        for undo, what in UNDOS:
            if what in chained.adjusted or undo in ALONE:
                continue
            result = undo(chained.old, chained.new, text)
            if result is not None:
                numbers = _numbers_of(chained.old, undo) or chained.first_line
                adjusted = (*chained.adjusted, what)
                chained = Reading(*result, adjusted=adjusted, whole_lines=numbers is not None, first_line=numbers)
                break
        else:
            break
    if len(chained.adjusted) > 1:
        found.append(chained)
    unique: dict[tuple[str, str], Reading] = {}
    for reading in found:
        if reading.old.strip():
            unique.setdefault((reading.old, reading.new), reading)
    return list(unique.values())
