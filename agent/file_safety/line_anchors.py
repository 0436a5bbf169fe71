"""Line anchors for the anchored edit format: each line as `read` shows it carries its number and a
two-character hash of its text (`12:k3`), so `edit_lines` can name lines without copying them, and a line
that changed since the model saw it is noticed instead of overwritten.

The hash is CRC-32 of the line's UTF-8 bytes (its "\\r" left out) folded to 10 bits and written in a base-32
alphabet without look-alike letters: stable across processes (Python's own hash() is salted) and short
enough that a small model copies it whole.
"""

from __future__ import annotations

import re
import zlib

from agent.errors import ToolFailure

# Crockford's base 32, lower case: no i, l, o or u to misread.
ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz"
NUMBER_WIDTH = 6  # read's right-aligned number column
# An anchor as a model may write it back: padded, with or without the `|text` read showed after it.
ANCHOR = re.compile(r"\A\s*(?P<number>\d+)\s*:\s*(?P<hash>[0-9a-z]{2})\s*(?:\|.*)?\Z", re.DOTALL | re.IGNORECASE)
# The start of a row as read shows it, for anchors a model copied into new text.
ROW_PREFIX = re.compile(r"^\s*\d+:[0-9a-z]{2}\|")


def line_hash(line: str) -> str:
    """The line's two-character hash; "\\r" at its end does not count (mixed line endings keep it)."""
    value = zlib.crc32(line.removesuffix("\r").encode("utf-8", errors="surrogatepass")) & 0x3FF
    return ALPHABET[value >> 5] + ALPHABET[value & 0x1F]


def anchor_of(number: int, line: str) -> str:
    return f"{number}:{line_hash(line)}"


def anchored_row(number: int, shown: str, line: str | None = None) -> str:
    """One row as read shows it in the anchored format: `    12:k3|text`. `shown` is what is displayed (a long
    line cut), `line` the whole line the hash is of (default: `shown`)."""
    return f"{number:>{NUMBER_WIDTH}}:{line_hash(shown if line is None else line)}|{shown}"


def file_lines(text: str) -> list[str]:
    """The lines as read numbers them (split at "\\n"; a final newline ends the last line, it starts none)."""
    lines = text.split("\n")
    if lines[-1] == "":
        lines.pop()
    return lines


def anchors_of(text: str) -> list[str]:
    """Every line's anchor, in order."""
    return [anchor_of(number, line) for number, line in enumerate(file_lines(text), start=1)]


def parse_anchor(text: str, argument: str) -> tuple[int, str]:
    """The line number and hash an anchor names; `12:k3`, ` 12:k3 ` and `12:k3|text` all count."""
    found = ANCHOR.match(text)
    if found is None:
        raise ToolFailure(
            f"{argument} {text!r} is not a line anchor; copy it from read's output, as NUMBER:HASH (e.g. 12:k3)"
        )
    number = int(found["number"])
    if number < 1:
        raise ToolFailure(f"{argument} {text!r} names line 0; lines are numbered from 1")
    return number, found["hash"].lower()


def rows_around(lines: list[str], first: int, last: int, context: int = 3) -> str:
    """Lines first..last (1-based) and `context` lines either side, as read shows them with fresh anchors."""
    start, end = max(1, first - context), min(len(lines), last + context)
    return "\n".join(anchored_row(number, lines[number - 1]) for number in range(start, end + 1))


def strip_row_prefixes(text: str) -> str | None:
    """`text` without the anchors of read's rows when every non-empty line starts with one (a model that
    copied read's output into its new text), else None."""
    lines = text.split("\n")
    filled = [line for line in lines if line.strip()]
    if not filled or not all(ROW_PREFIX.match(line) for line in filled):
        return None
    return "\n".join(ROW_PREFIX.sub("", line, count=1) for line in lines)
