"""Continue's system-message tool blocks, which Continue prompts models without native tool calls to write: an
optional ```tool fence, a `TOOL_NAME: name` line, then one `BEGIN_ARG: key` line, the value's lines and an `END_ARG`
line per argument, the fence closed by ```. No dialect of ours asks for it (calls are labelled `qwen3_coder`: the
values are raw text typed by the tool's schema, as its parameter tags hold).

Read only for an offered tool's name: the format's own example (`example_tool`), a name in prose and an echo of
Continue's tool definitions (`TOOL_ARG:` lines) stay text, and so does a fence the line before it introduces as a
format or an instruction. A value runs to its `END_ARG` line, whatever it holds (``` too); the reply ending after the
name or inside a value is cut off. A bare block with no arguments calls a tool that needs none, and is text otherwise.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from parsers import jsontext
from parsers.calls import RawCall
from parsers.jsontext import Incomplete
from parsers.readers.formats_shown import shown_as_how_to
from parsers.readers.markup import STRUCTURE_MARKERS, read_fence
from parsers.region import Region
from parsers.scan import NAME, Marker, Scan

_DIALECT = "qwen3_coder"
_TOOL_NAME = r"[ \t]*+(?:TOOL_NAME|tool_name)[ \t]*+:"
_NAME_LINE = re.compile(_TOOL_NAME + r"[ \t]*+(?P<name>" + NAME + r")[ \t]*+\r?(?P<eol>\n|\Z)")
_BEGIN_WORDS = ("BEGIN_ARG:", "begin_arg:")
_BEGIN = re.compile(r"[ \t]*+(?:BEGIN_ARG|begin_arg)[ \t]*+:")
_BEGIN_LINE = re.compile(r"[ \t]*+(?:BEGIN_ARG|begin_arg)[ \t]*+:[ \t]*+(?P<key>[A-Za-z_][\w.\-]*+)[ \t]*+\r?\n")
_END_WORDS = ("END_ARG", "end_arg")
_DEFINITION = re.compile(r"[ \t]*+(?:TOOL_(?:ARG|DESCRIPTION)|tool_(?:arg|description))\b")
_BLANKS = re.compile(r"[ \t\r\n]*+")
_LINE_BLANKS = re.compile(r"[ \t\r]*+")
_FENCE_OPEN = re.compile(r"```[ \t]*+tool[ \t]*+\r?\n")
_FENCE_CLOSE = re.compile(r"[ \t]*+```[ \t]*+(?:\r?\n|\Z)")
# a fence's opening line with its backticks escaped (\`\`\`tool): the block is inside a string of code (a
# TypeScript template literal holding Continue's own example), never a reply's call
_ESCAPED_FENCE_LINE = re.compile(r"(?<![^\n])[ \t]*+(?:\\`){3}[^\n`]*+\r?\n\Z")
_FENCE = re.compile(next(marker.pattern for marker in STRUCTURE_MARKERS if marker.name == "fence"))


@dataclass
class _Blocks:
    """The argument blocks after a name line: their values, where the last complete one ends, and where the end of
    the reply cut them short ("" when it did not)."""

    args: dict[str, str] = field(default_factory=dict)
    end: int = 0
    cut_off: str = ""


def read_fenced_block(scan: Scan, m: re.Match[str]) -> Region | None:
    """A ```tool fence holding one block; any other fence (or a name no offered tool has) is the fence's to read."""
    text = scan.text
    opening = _FENCE_OPEN.match(text, m.start())
    assert opening is not None  # the marker's own start
    head = _name_line(scan, opening.end())
    if head is None:
        return _as_fence(scan, m)
    if scan.tools.resolve(head.group("name"))[0] is None:
        # a format's example (`example_tool`) or a tool nobody offered: the whole fence is text, nothing in it read
        end = min(len(text), scan.find_end("```", head.end()) + 3)
        region = Region(end, keep=text[m.start() : end], explicit=False)
        return scan.copies(m.start(), region) if scan.final else region
    blocks = _blocks(scan, head)
    end = blocks.end
    if not blocks.cut_off:
        at = _skip_blank_lines(scan, end)
        close = _FENCE_CLOSE.match(text, at)
        if close is not None:
            end = close.end()
        elif at < len(text):
            return _as_fence(scan, m)  # something else inside the fence: read as any fence is
        elif not blocks.args:
            blocks.cut_off = jsontext.IN_ARGUMENTS  # the reply ends after the name: its arguments may be missing
    return _call(scan, m.start(), head.group("name"), blocks, end)


def read_bare_block(scan: Scan, m: re.Match[str]) -> Region | None:
    """A block with no fence, at a line's start."""
    text = scan.text
    head = _name_line(scan, m.start())
    if head is None:
        return None
    if _ESCAPED_FENCE_LINE.search(text, max(0, m.start() - 200), m.start()):
        return Region(head.end(), keep=text[m.start() : head.end()], explicit=False)  # a string in code holds it
    tool = scan.tools.resolve(head.group("name"))[0]
    if tool is None:
        return _name_only(scan, m, head.end(), head.end())  # no offered tool's name
    if scan.match(_DEFINITION, _skip_blank_lines(scan, head.end()), 40) is not None:
        return None  # an echo of the tool's definition
    blocks = _blocks(scan, head)
    end = blocks.end
    if not blocks.cut_off:
        at = _skip_blank_lines(scan, end)
        if not blocks.args:
            if at == len(text):
                blocks.cut_off = jsontext.IN_ARGUMENTS  # the reply ends after the name
            elif scan.tools.tools[tool].parameters.get("required"):
                # a name on its line, then prose: a call only to a tool that needs nothing (the next line decided it)
                line_end = text.find("\n", at, at + 200)
                return _name_only(scan, m, head.end(), len(text) if line_end == -1 else line_end + 1)
        close = _FENCE_CLOSE.match(text, at)
        if close is not None and scan.find("```", close.end()) == -1:
            end = close.end()  # the fence's closing line, its opening one forgotten (not one opening a fence)
    region = _call(scan, m.start(), head.group("name"), blocks, end)
    # each copy reads its own text and the start of the next line: a run of copies is counted
    return scan.copies(m.start(), region, reach=end + 200) if scan.final and not blocks.cut_off else region


def _name_only(scan: Scan, m: re.Match[str], end: int, reach: int) -> Region:
    """The name line at `m`, to `end`, as text: no call, and no marker can start inside it. Reading it looked up to
    `reach`: a run of copies is counted, and a later copy is skipped unread."""
    region = Region(end, keep=scan.text[m.start() : end], explicit=False)
    if not scan.final:
        return region
    scan.skip_later(m, reach)  # a later copy of what was read is no call either
    return scan.copies(m.start(), region, reach=reach)


def _name_line(scan: Scan, pos: int) -> re.Match[str] | None:
    head = scan.match(_NAME_LINE, pos, 200)
    if head is not None and not head.group("eol") and not scan.final:
        raise Incomplete  # the name may go on
    return head


def _blocks(scan: Scan, head: re.Match[str]) -> _Blocks:
    """The `BEGIN_ARG` / value / `END_ARG` blocks after the name line `head`."""
    text = scan.text
    if not head.group("eol"):
        return _Blocks(end=len(text), cut_off=jsontext.IN_ARGUMENTS)
    blocks = _Blocks(end=head.end())
    while True:
        at = _skip_blank_lines(scan, blocks.end)
        begin = _BEGIN_LINE.match(text, at, min(len(text), at + 200))
        if begin is None:
            if text.find("\n", at, at + 200) == -1 and _may_begin(text[at : at + 200].lstrip(" \t")):
                if not scan.final:
                    raise Incomplete  # its key may still come
                blocks.end, blocks.cut_off = len(text), jsontext.IN_ARGUMENTS
            return blocks
        value_end, after = _end_line(scan, begin.end())
        if value_end == -1:
            if not scan.final:
                raise Incomplete
            blocks.end, blocks.cut_off = len(text), jsontext.IN_STRING
            return blocks
        value = text[begin.end() : value_end]
        blocks.args[begin.group("key")] = value.removesuffix("\n").removesuffix("\r")
        blocks.end = after


def _may_begin(line: str) -> bool:
    """Whether the last line of the text, `line`, is a `BEGIN_ARG:` line still being written."""
    return bool(line) and any(word.startswith(line[: len(word)]) or _BEGIN.match(line) for word in _BEGIN_WORDS)


def _end_line(scan: Scan, pos: int) -> tuple[int, int]:
    """Where the `END_ARG` line after `pos` (a line's start) starts and ends; (-1, -1) when no such line follows."""
    text = scan.text
    seen = pos  # searched up to here
    while True:
        at, word = scan.earliest(_END_WORDS, seen)
        if not word:
            return -1, -1
        newline = text.rfind("\n", seen - 1, at)
        first, seen = seen == pos, at + 1
        if newline == -1 and not first:
            continue  # on the line of the last one, which is no END_ARG line either
        line_start = pos if newline == -1 else newline + 1
        if text[line_start:at].strip(" \t"):
            continue  # the word inside a line of the value
        after = _LINE_BLANKS.match(text, at + len(word)).end()  # type: ignore[union-attr]  # it matches ""
        if after == len(text) and not scan.final:
            raise Incomplete  # the line may go on
        if after == len(text) or text[after] == "\n":
            return line_start, min(after + 1, len(text))


def _skip_blank_lines(scan: Scan, pos: int) -> int:
    """The start of the next line holding more than blanks after `pos` (a line's start), or the end of the text."""
    text = scan.text
    at = _BLANKS.match(text, pos).end()  # type: ignore[union-attr]  # it matches the empty string
    if at == len(text):
        if not scan.final:
            raise Incomplete  # more may follow
        return at
    return max(pos, text.rfind("\n", pos, at) + 1)


def _call(scan: Scan, start: int, name: str, blocks: _Blocks, end: int) -> Region:
    """The call, or the block as text where the line before it introduces a format or an instruction."""
    if not blocks.cut_off and shown_as_how_to(scan, start, end):
        return Region(end, keep=scan.text[start:end], explicit=False)  # a format's example
    snippet = scan.snip(start, end)
    raw = RawCall(name, dict(blocks.args), _DIALECT, from_text=True, snippet=snippet, cut_off=blocks.cut_off)
    return Region(end, calls=[raw])


def _as_fence(scan: Scan, m: re.Match[str]) -> Region | None:
    """The fence at `m` read as any other (its reader would have had it, had this marker not come first)."""
    fence = _FENCE.match(scan.text, m.start())
    return None if fence is None else read_fence(scan, fence)


# tried before the fence marker (parsers/readers/__init__.py): a ```tool fence holding a block is read here
MARKERS = (
    Marker(
        "arg_block_fenced",
        r"```[ \t]*+tool[ \t]*+\r?\n" + _TOOL_NAME,
        read_fenced_block,
        possible=lambda text: "TOOL_NAME" in text or "tool_name" in text,
    ),
    Marker(
        "arg_block",
        r"(?<![^\n])" + _TOOL_NAME,
        read_bare_block,
        start=r"(?<![^\n])[ \t]*+[Tt]",
        possible=lambda text: "TOOL_NAME" in text or "tool_name" in text,
    ),
)
