"""Pythonic calls a model wrote nearly right, rewritten so Python can read them: a string in single quotes holding an
apostrophe (`save(note='That's Johns' car.')`, LFM2.5's replies in OpenVINO Model Server's tests), and Windows paths
written with single backslashes (`read_file(path="C:\\Users\\test\\file.txt")`, where `\\U` is no escape Python
reads). Each is tried only after Python failed to read the text as written, and the calls read from it are marked
repaired."""

from __future__ import annotations

import re

REPAIR_LIMIT = 20_000  # a longer text is not repaired: each repair is another pass and another parse

# what may stand before a string that is an argument or an item: `(`, `=`, `[`, `{`, `,` or `:`, blanks between
_VALUE_STARTS = frozenset("(=[{,:")
# what may follow a string's closing quote: a delimiter of the call, list or dict it is in
_VALUE_ENDS = re.compile(r"[ \t]*+[,)\]}:]")


def with_apostrophes_quoted(source: str) -> str | None:
    """`source` with each single-quoted string that holds an apostrophe rewritten in double quotes: its closing quote
    is the first `'` a delimiter follows (`,`, `)`, `]`, `}` or `:`), so `'it's'` and `'Johns' car.'` read whole.
    None when no string needed it (or the text is too long to repair)."""
    if len(source) > REPAIR_LIMIT or "'" not in source:
        return None
    out: list[str] = []
    changed = False
    pos = 0
    while True:
        at = _next_quote(source, pos)
        if at == -1:
            out.append(source[pos:])
            break
        quote = source[at]
        if quote == '"' or not _starts_a_value(source, at):
            close = _plain_close(source, at)
            if close == -1:
                return None
            out.append(source[pos : close + 1])
            pos = close + 1
            continue
        close = at + 1
        while True:
            close = source.find("'", close)
            if close == -1:
                return None
            if source[close - 1] != "\\" and _VALUE_ENDS.match(source, close + 1):
                break
            close += 1
        body = source[at + 1 : close]
        if "'" in body.replace("\\'", ""):
            # (in double quotes Python reads its escapes as before; a `"` in it is escaped, a `\'` needs none)
            out.append(source[pos:at] + '"' + body.replace("\\'", "'").replace('"', '\\"') + '"')
            changed = True
        else:
            out.append(source[pos : close + 1])
        pos = close + 1
    return "".join(out) if changed else None


def with_backslashes_kept(source: str) -> str | None:
    """`source` with every backslash that escapes no quote doubled: strings read as written, `\\U` and `\\t` alike
    (a Windows path); None when the text holds no such backslash."""
    if len(source) > REPAIR_LIMIT or "\\" not in source:
        return None
    doubled = re.sub(r"\\(?!['\"])", r"\\\\", source)
    return doubled if doubled != source else None


def _next_quote(source: str, pos: int) -> int:
    single, double = source.find("'", pos), source.find('"', pos)
    return min(at for at in (single, double) if at != -1) if single != -1 or double != -1 else -1


def _starts_a_value(source: str, at: int) -> bool:
    before = source[max(0, at - 40) : at].rstrip(" \t\r\n")
    return bool(before) and before[-1] in _VALUE_STARTS


def _plain_close(source: str, at: int) -> int:
    """The quote closing the string opened at `at`, no backslash escaping it; -1 when none does."""
    close = at + 1
    while True:
        close = source.find(source[at], close)
        if close == -1:
            return -1
        backslashes = 0
        while source[close - 1 - backslashes] == "\\":
            backslashes += 1
        if backslashes % 2 == 0:
            return close
        close += 1
