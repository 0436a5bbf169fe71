"""How the layout of an edit's lines differs from the file's: the keys whole lines are compared by (without
trailing whitespace, runs of spaces, spaces next to punctuation, indentation), how old_text's indentation maps
onto the file's (a `Shift`), and a changed line merged with the file's spacing. The matcher chain
(chain.py) uses them; nothing here decides where an edit goes."""

from __future__ import annotations

import difflib
import re
from collections.abc import Sequence
from dataclasses import dataclass

# A line that stands for lines left out: `...` or `…` alone, or a comment that holds one (`# ...`,
# `// ... existing code ...`, `/* ... */`, `// (...rest of implementations)`). A line of code that starts with
# `...` (`...options,`, a spread) is not one.
ELISION = re.compile(r"^\s*(?:\.\.\.|…)\s*$|^\s*(?:#|//|/\*|<!--|--|;)[^\n]{0,80}?(?:\.\.\.|…)[^\n]{0,80}$")
# The same in words, in a comment: `// existing code`, `# rest of the function unchanged`.
ELISION_WORDS = re.compile(
    r"^\s*(?:#|//|/\*|<!--|--)\s*[(\[]?\s*"
    r"(?:existing code|rest of\b|(?:remains? )?unchanged|same as before)[^\n]{0,60}$",
    re.IGNORECASE,
)
TAB_WIDTHS = (4, 8, 2)
# Longer lines (minified code) are not merged character by character: difflib is quadratic in the length.
MERGED_LINE_CHARS = 2000
SPACE_RUN = re.compile(r"[ \t]+")
PUNCTUATION_SPACE = re.compile(r" ?([^\w\s]) ?")
# A one-line string literal (not a triple-quoted one, whose prose spacing is layout): its spaces are kept.
QUOTED = re.compile(r"(?<![\"'`])([\"'`])(?!\1\1)(?:\\.|(?!\1).)*?\1")


def indent_of(line: str) -> str:
    return line[: len(line) - len(line.lstrip(" \t"))]


def width_of(indent: str, tab: int) -> int:
    return len(indent.expandtabs(tab))


@dataclass(frozen=True)
class Shift:
    """How the file's indentation relates to old_text's: `scale` times as wide (a model that indents by 2 where
    the file indents by 4) and `offset` columns more, tabs `tab` columns wide, written with tabs (`tabs`) or
    spaces."""

    offset: int
    tab: int
    tabs: bool | None  # None: the indentation is kept as it is
    scale: float = 1

    def apply(self, line: str) -> str:
        if self.tabs is None:
            return line
        if not line.strip():
            return line.strip(" \t")
        width = max(0, round(width_of(indent_of(line), self.tab) * self.scale) + self.offset)
        indent = "\t" * (width // self.tab) + " " * (width % self.tab) if self.tabs else " " * width
        return indent + line.lstrip(" \t")


KEPT = Shift(0, 4, None)


def same_indent(pairs: Sequence[tuple[str, str]]) -> Shift | None:
    """Only the same indentation: the shift that keeps it, or None."""
    return KEPT if all(indent_of(o) == indent_of(f) for o, f in pairs if o.strip()) else None


def constant_shift(pairs: Sequence[tuple[str, str]]) -> Shift | None:
    """The file's indentation is old_text's plus (or minus) a constant number of columns, in one style, or
    twice or half as wide: the shift, or None where none fits (or where it is no shift at all)."""
    filled = [(o, f) for o, f in pairs if o.strip()]
    if not filled or all(indent_of(o) == indent_of(f) for o, f in filled):
        return None
    file_tabs = any("\t" in indent_of(f) for _, f in filled)
    for scale in (1, 2, 0.5):
        for tab in TAB_WIDTHS:
            widths = [(width_of(indent_of(o), tab), width_of(indent_of(f), tab)) for o, f in filled]
            if scale != 1 and (len({o for o, _ in widths}) < 2 or any((o * scale) % 1 for o, _ in widths)):
                continue  # a scale needs two indentation levels to show, and whole columns
            offsets = {f - round(o * scale) for o, f in widths}
            if len(offsets) == 1:
                shift = Shift(offsets.pop(), tab, file_tabs, scale)
                if all(spaces(shift.apply(o)) == spaces(f) for o, f in filled):
                    return shift
    return None


def for_new_text(shift: Shift, old: Sequence[str], new: Sequence[str], file_of: Sequence[str | None]) -> Shift:
    """The shift for new_text's changed lines: none where new_text already sits at the file's indentation and
    only old_text was off (a model that copied old_text loosely but wrote new_text from the file). Told by the
    lines new_text keeps from old_text (`file_of[k]`: the file's line old line k matched): each at the file's
    indentation and none at old_text's."""
    if shift.tabs is None or [line.strip() for line in old] == [line.strip() for line in new]:
        return shift  # new_text only re-indents: it can only be in old_text's terms, else it changes nothing
    at_file = at_old = 0
    matcher = difflib.SequenceMatcher(None, [line.strip() for line in old], [line.strip() for line in new], False)
    for tag, i1, i2, j1, _ in matcher.get_opcodes():
        if tag != "equal":
            continue
        for k in range(i2 - i1):
            was, now, there = old[i1 + k], new[j1 + k], file_of[i1 + k]
            if not now.strip() or there is None:
                continue
            at_old += indent_of(now) == indent_of(was)
            at_file += indent_of(now) == indent_of(there) != indent_of(was)
    return KEPT if at_file and not at_old else shift


def trailing(line: str) -> str:
    return line.rstrip().removesuffix("\r")


def spaces(line: str) -> str:
    stripped = trailing(line)
    indent = indent_of(stripped)
    return indent + collapsed(stripped[len(indent) :])


def tight(line: str) -> str:
    """The line with no space next to punctuation (`(a-b)*2` for `(a - b) * 2`), outside one-line strings; the
    spaces between two words, which keep them two, stay."""
    stripped = trailing(line)
    indent = indent_of(stripped)
    return indent + collapsed(stripped[len(indent) :], PUNCTUATION_SPACE)


def content(line: str) -> str:
    return collapsed(line.strip())


def collapsed(text: str, tighter: re.Pattern[str] | None = None) -> str:
    """Runs of spaces and tabs as one space (and none where `tighter` matches), except inside a quoted string
    that closes on the line: the spaces in `"    " * depth` are the program's, not layout."""

    def layout(part: str) -> str:
        part = SPACE_RUN.sub(" ", part)
        return tighter.sub(r"\1", part) if tighter is not None else part

    out: list[str] = []
    at = 0
    for string in QUOTED.finditer(text):
        out += [layout(text[at : string.start()]), string.group(0)]
        at = string.end()
    out.append(layout(text[at:]))
    return "".join(out)


def merged(old: str, new: str, file_line: str) -> str | None:
    """new's text (indentation and trailing space left out) with the spacing of `file_line` between the
    characters the model kept from `old`; None when the file's line is not `old` with other spacing."""
    old, new, file_line = old.strip(), new.strip(), file_line.strip()
    if max(len(old), len(new)) > MERGED_LINE_CHARS:
        return None
    old_at, file_at, new_at = visible(old), visible(file_line), visible(new)
    if [old[i] for i in old_at] != [file_line[i] for i in file_at]:
        return None
    kept: dict[int, int] = {}  # a visible character of new -> the one of old it is
    matcher = difflib.SequenceMatcher(None, [old[i] for i in old_at], [new[i] for i in new_at], autojunk=False)
    for tag, i1, i2, j1, _ in matcher.get_opcodes():
        if tag == "equal":
            kept.update({j1 + k: i1 + k for k in range(i2 - i1)})

    def gap(text: str, at: list[int], k: int) -> str:
        """The spacing before visible character k of `text`."""
        return text[at[k - 1] + 1 : at[k]]

    out: list[str] = []
    for j, at in enumerate(new_at):
        if j:
            # Spacing the model wrote as it wrote it in old_text, next to a kept character, is the file's there.
            spacing, before, after = gap(new, new_at, j), kept.get(j), kept.get(j - 1)
            if before is not None and before > 0 and gap(old, old_at, before) == spacing:
                spacing = gap(file_line, file_at, before)
            elif after is not None and after + 1 < len(old_at) and gap(old, old_at, after + 1) == spacing:
                spacing = gap(file_line, file_at, after + 1)
            out.append(spacing)
        out.append(new[at])
    return "".join(out)


def visible(text: str) -> list[int]:
    return [i for i, char in enumerate(text) if char not in " \t"]


def elision_marker(line: str) -> bool:
    """Whether the line stands for lines the model left out."""
    return bool(ELISION.match(line) or ELISION_WORDS.match(line))
