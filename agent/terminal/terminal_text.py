"""Text from the model or from tools, made safe to show on a terminal.

A model (or a file it read, or a command's output) can hold escape sequences: a carriage return,
clear-line or cursor movement can make `curl … | sh` look like `ls -la`, an OSC sequence retitles
the window, and bidi overrides reorder what is read. Everything the agent shows passes through
`printable`, which replaces such characters with visible escapes (`\\x1b`, `\\r`, `\\u202e`).
"""

from __future__ import annotations

import re

from agent.unicode_text import without_lone_surrogates

# C0 controls but tab and newline (newline is decided per call), DEL, C1 controls, the bidi
# embeddings/overrides/isolates, and lone surrogates (which cannot even be encoded for output).
_UNSAFE = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069\ud800-\udfff]")
_UNSAFE_OR_NEWLINE = re.compile(f"{_UNSAFE.pattern}|\n")
_NAMED = {"\r": "\\r", "\n": "\\n"}
COMMAND_WIDTH = 60  # how much of a command's first line a progress line shows


def _escape(match: re.Match[str]) -> str:
    char = match.group()
    if char in _NAMED:
        return _NAMED[char]
    code = ord(char)
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def printable(text: str, multiline: bool = False) -> str:
    """`text` with every control character shown as an escape; newlines kept only when `multiline`."""
    return (_UNSAFE if multiline else _UNSAFE_OR_NEWLINE).sub(_escape, text)


def command_summary(command: str, width: int = COMMAND_WIDTH) -> str:
    """A command for a one-line display: its first line, cut at `width`, and how many lines follow."""
    lines = command.strip("\n").split("\n")
    first = lines[0].rstrip()
    if len(first) > width:
        first = first[:width].rstrip() + "…"
    more = len(lines) - 1
    summary = f"{first} ⏎ (+{more} line{'s' if more != 1 else ''})" if more else first
    return printable(summary)


# What json.dumps(ensure_ascii=False) leaves raw that a terminal may act on: DEL, C1 controls, bidi overrides.
_JSON_UNSAFE = re.compile("[\x7f-\x9f\u202a-\u202e\u2066-\u2069]")


def printable_json(text: str) -> str:
    """JSON text (from json.dumps with ensure_ascii=False) made safe to show: the controls JSON leaves raw
    become \\u escapes (same meaning), and lone surrogates, which cannot be written out, become U+FFFD."""
    escaped = _JSON_UNSAFE.sub(lambda match: f"\\u{ord(match.group()):04x}", text)
    return without_lone_surrogates(escaped)


def with_article(word: str) -> str:
    """`a bash`, `an edit`: by the first letter, which is right for the tools' names."""
    return f"{'an' if word[:1].lower() in 'aeiou' else 'a'} {word}"
