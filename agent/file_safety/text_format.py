"""Text files as the tools see them: how one is stored (encoding, BOM, line endings), whether it is text at
all, and its numbered lines, a page at a time, for a whole small file or streamed from a large one."""

from __future__ import annotations

import codecs
from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from agent.errors import ToolFailure
from agent.file_safety.line_anchors import anchored_row

READ_MAX_CHARS = 50_000
MAX_LINE_CHARS = 2_000
# Where a file has no NUL and is not UTF-8, it is shown as latin-1 text only if at most this share of its
# first bytes are control characters; random and compressed data have about one in ten.
CONTROL_SHARE = 0.01
SNIFF_BYTES = 8192
CONTROL_BYTES = bytes(b for b in range(32) if b not in b"\t\n\v\f\r\b\x1b") + b"\x7f"
BINARY_MAGIC = (
    (b"\x89PNG", "PNG image"),
    (b"\xff\xd8\xff", "JPEG image"),
    (b"GIF8", "GIF image"),
    (b"%PDF", "PDF document"),
    (b"PK\x03\x04", "zip archive"),
    (b"\x7fELF", "ELF executable"),
    (b"\x1f\x8b", "gzip archive"),
    (b"SQLite format 3", "SQLite database"),
)
BOMS = (
    (codecs.BOM_UTF32_LE, "utf-32-le"),
    (codecs.BOM_UTF32_BE, "utf-32-be"),
    (codecs.BOM_UTF8, "utf-8"),
    (codecs.BOM_UTF16_LE, "utf-16-le"),
    (codecs.BOM_UTF16_BE, "utf-16-be"),
)


@dataclass(frozen=True)
class TextFormat:
    """How a text file is stored, so an edit writes it back the same way: encoding, BOM, line endings."""

    encoding: str = "utf-8"
    bom: bytes = b""
    # "\r\n" or "\n" when the file uses one style; "" for mixed endings, which are left exactly as they are.
    newline: str = "\n"

    @classmethod
    def detect(cls, data: bytes) -> TextFormat | None:
        """The file's format, or None when it is binary."""
        found = cls.decode_file(data)
        return found[0] if found else None

    @classmethod
    def decode_file(cls, data: bytes, final: bool = True) -> tuple[TextFormat, str] | None:
        """The file's format and its text with "\n" line endings (when it has one style), or None when binary.

        With `final=False`, `data` is the start of a longer file: a character cut at its end is not an error.
        """
        for bom, encoding in BOMS:
            if data.startswith(bom):
                text = _decode(data[len(bom) :], encoding, final)
                return None if text is None else cls._with_newlines(text, encoding, bom)
        if b"\0" in data[:SNIFF_BYTES]:
            return None
        text = _decode(data, "utf-8", final)
        if text is not None:
            return cls._with_newlines(text, "utf-8", b"")
        if not _looks_like_text(data[:SNIFF_BYTES]):
            return None
        # latin-1 maps every byte to one character, so bytes the edit does not touch come back unchanged.
        return cls._with_newlines(data.decode("latin-1"), "latin-1", b"")

    @classmethod
    def _with_newlines(cls, text: str, encoding: str, bom: bytes) -> tuple[TextFormat, str]:
        crlf = text.count("\r\n")
        if crlf == 0:
            return cls(encoding, bom, "\n"), text
        if crlf == text.count("\n"):
            return cls(encoding, bom, "\r\n"), text.replace("\r\n", "\n")
        return cls(encoding, bom, ""), text

    def encode(self, text: str, shown: str) -> bytes:
        if self.newline == "\r\n":
            text = text.replace("\r\n", "\n").replace("\n", "\r\n")
        try:
            return self.bom + text.encode(self.encoding)
        except UnicodeEncodeError as err:
            bad = text[err.start : err.end]
            raise ToolFailure(
                f"{shown} is stored as {self.encoding}, which cannot hold {bad!r}; use other characters"
            ) from None

    def decode_stream(self, chunks: Iterable[bytes]) -> Iterator[str]:
        """The text of a file read in chunks (BOM skipped); bytes that do not decode are shown as U+FFFD."""
        decoder = codecs.getincrementaldecoder(self.encoding)(errors="replace")
        skip = len(self.bom)
        for chunk in chunks:
            if skip:
                chunk, skip = chunk[skip:], max(0, skip - len(chunk))
            yield decoder.decode(chunk)
        yield decoder.decode(b"", final=True)


def _decode(data: bytes, encoding: str, final: bool) -> str | None:
    try:
        return codecs.getincrementaldecoder(encoding)().decode(data, final=final)
    except UnicodeDecodeError:
        return None


def _looks_like_text(sample: bytes) -> bool:
    controls = len(sample) - len(sample.translate(None, CONTROL_BYTES))
    return controls <= len(sample) * CONTROL_SHARE


def describe_binary(data: bytes, shown: str, size: int | None = None) -> str:
    kind = next((f"{name}, " for magic, name in BINARY_MAGIC if data.startswith(magic)), "")
    size = len(data) if size is None else size
    return f"{shown} is a binary file ({kind}{size} bytes); it cannot be shown or edited as text"


def describe_size(size: int) -> str:
    for unit, scale in (("GB", 1 << 30), ("MB", 1 << 20), ("KB", 1 << 10)):
        if size >= scale:
            return f"{size / scale:.1f} {unit}"
    return f"{size} bytes"


def number_lines(text: str, offset: int, limit: int, shown: str, anchored: bool = False) -> str:
    """Lines `offset`.. of `text`, numbered as edit counts them (by "\n"), within the line and character caps;
    `anchored`: each number with its line's hash (agent/file_safety/line_anchors.py), for the anchored edit format."""
    total = text.count("\n") + (0 if text.endswith("\n") or not text else 1)
    start = offset - 1
    if total and start >= total:
        raise ToolFailure(f"offset {offset} is past the end of {shown} ({total} lines)")
    # Split only as far as the page needs: a long file costs one count, not one string per line.
    wanted = text.split("\n", start + limit)[start : min(start + limit, total)]
    body, last = _render(((line, len(line)) for line in wanted), offset, anchored)
    out = "\n".join(body) if body else "(empty file)"
    if last < total:
        out += f"\n[lines {offset}-{last} of {total}; read again with offset={last + 1} for more]"
    return out


def number_streamed_lines(
    texts: Iterable[str], offset: int, limit: int, shown: str, size: int, anchored: bool = False
) -> str:
    """number_lines for a large file read in chunks: only the page is kept, and reading stops after it (a line
    longer than the cap is hashed as kept, its first MAX_LINE_CHARS + 1 characters)."""
    page = _LinePage(offset, limit)
    for text in texts:
        if page.feed(text):
            break
    else:
        page.end()
    if page.total is not None and page.total and offset > page.total:
        raise ToolFailure(f"offset {offset} is past the end of {shown} ({page.total} lines)")
    body, last = _render(page.lines, offset, anchored)
    out = "\n".join(body) if body else "(empty file)"
    if page.total is None or last < page.total:
        of = f"of {page.total}" if page.total is not None else f"of a {describe_size(size)} file"
        out += f"\n[lines {offset}-{last} {of}; read again with offset={last + 1} for more]"
    return out


def _render(lines: Iterable[tuple[str, int]], offset: int, anchored: bool = False) -> tuple[list[str], int]:
    """Numbered (or anchored) rows within the character cap, and the number of the last one shown."""
    body: list[str] = []
    used = 0
    for number, (whole, length) in enumerate(lines, start=offset):
        line = whole.removesuffix("\r")  # a mixed-endings file keeps its "\r"s, but they are not shown
        if length > MAX_LINE_CHARS:
            line = line[:MAX_LINE_CHARS] + f"... [line cut at {MAX_LINE_CHARS} of {length} characters]"
        row = anchored_row(number, line, whole) if anchored else f"{number:>6}\t{line}"
        if used + len(row) > READ_MAX_CHARS:
            break
        body.append(row)
        used += len(row) + 1
    return body, offset + len(body) - 1


class _LinePage:
    """Collects lines offset..offset+limit-1 from a stream of text, each cut to what can be shown."""

    def __init__(self, offset: int, limit: int):
        self.offset, self.end_before = offset, offset + limit
        self.number = 1  # the line the stream is in
        self.lines: list[tuple[str, int]] = []
        self.current: list[str] = []
        self.length = 0  # of the current line, in characters
        self.shown_chars = 0
        self.total: int | None = None  # known once the stream ends

    def feed(self, text: str) -> bool:
        """Take the next piece of text; True once the page is complete (read no further)."""
        start = 0
        if self.number < self.offset:
            # Lines before the page are only counted.
            breaks = text.count("\n")
            if self.number + breaks < self.offset:
                self.number += breaks
                self.length = len(text) - text.rfind("\n") - 1 if breaks else self.length + len(text)
                return False
            while self.number < self.offset:
                start = text.index("\n", start) + 1
                self.number += 1
            self.length = 0
        while True:
            newline = text.find("\n", start)
            piece = text[start:] if newline < 0 else text[start:newline]
            if self.length <= MAX_LINE_CHARS:
                self.current.append(piece[: MAX_LINE_CHARS + 1 - self.length])
            self.length += len(piece)
            if newline < 0:
                return False
            self._close_line()
            if self.number >= self.end_before or self.shown_chars > READ_MAX_CHARS:
                return True
            start = newline + 1

    def end(self) -> None:
        if self.length:  # a last line without a newline
            last = self.number
            if self.number >= self.offset:
                self._close_line()
            self.total = last
        else:
            self.total = self.number - 1

    def _close_line(self) -> None:
        line = "".join(self.current)
        self.lines.append((line, self.length))
        self.shown_chars += min(self.length, MAX_LINE_CHARS) + 8
        self.current, self.length = [], 0
        self.number += 1
