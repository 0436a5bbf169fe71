"""Lone surrogates: half of a UTF-16 pair, which JSON can carry (`"\\ud83d"`) but no UTF-8 file or terminal can.

A model (or a script) that writes one would otherwise crash whatever first encodes the text: the
transcript, a file write, the command line of a process, the terminal.
"""

from __future__ import annotations

import re

LONE_SURROGATE = re.compile("[\ud800-\udfff]")
REPLACEMENT = "\ufffd"


def lone_surrogate(text: str) -> str | None:
    """The first lone surrogate in `text`, written as an escape (`\\ud83d`), or None when there is none."""
    found = LONE_SURROGATE.search(text)
    return f"\\u{ord(found.group()):04x}" if found else None


def without_lone_surrogates(text: str) -> str:
    """`text` with each lone surrogate replaced by U+FFFD, so it can be encoded."""
    return LONE_SURROGATE.sub(REPLACEMENT, text)
