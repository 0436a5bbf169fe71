"""Gemma 4 / FunctionGemma `call:NAME{…}` calls: behind their tokens, with the tokens lost or half-written,
with each other's string quote (`<|"|>` or `<escape>`), and in the parenthesised variant Gemma 4 drifts to."""

from __future__ import annotations

import re
from typing import Any

from parsers import jsontext
from parsers.calls import RawCall
from parsers.dialects import Dialect
from parsers.jsontext import Incomplete
from parsers.readers.mentions import between_words
from parsers.readers.runs import counted, counted_after_words
from parsers.region import Region
from parsers.scan import NAME, Marker, Reader, Scan
from parsers.value_text import gemma_value

_GEMMA4_QUOTE = '<|"|>'
_FUNCTION_GEMMA_QUOTE = "<escape>"
# either model's string quote reads in both: a server or a chat template may hand one the other's
_QUOTES = (_GEMMA4_QUOTE, _FUNCTION_GEMMA_QUOTE)
_GEMMA4_CLOSERS = ("<tool_call|>", "<turn|>")
_GEMMA_CHANNEL_END = "<channel|>"
# a name with MCP-style namespaces (`google:mcp:text_generation:create-pdf-file`)
_SPACED_NAME = NAME + r"(?::" + NAME + r")*"
# `<|tool_call>call:NAME{`, also with a stray colon (`:call:`) or without `call` (`<|tool_call>:NAME{`);
# behind the token the arguments may be in parentheses, `call:NAME(key: "v")` (Gemma 4 in long contexts); a name
# glued to its braces with no `call:` at all (`<start_function_call>NAME{}`, Gemma 4 prompted with FunctionGemma's
# markers) is read behind the token too
_GEMMA_CALL = re.compile(
    r"\s*(?:(?::?call:|:)(?P<name>" + _SPACED_NAME + r")\s*(?=[{(])|(?P<plain>" + _SPACED_NAME + r")(?=\{))"
)
_BARE_CALL = re.compile(r"\s*call:(?P<name>" + _SPACED_NAME + r")\s*(?=\{)")


def _tool_name(scan: Scan, written: str) -> str:
    """The offered tool a namespaced name means: the whole name, else its last part."""
    if ":" not in written or scan.tools.resolve(written)[0] is not None:
        return written
    last = written.rsplit(":", 1)[1]
    return last if scan.tools.resolve(last)[0] is not None else written


_ELIDED = re.compile(r"\{\s*+(?:\.\.\.|…)\s*+\}")


def gemma_calls(dialect: str, closers: tuple[str, ...], bare: bool = False) -> Reader:
    """`call:NAME{…}` calls, closed by one of `closers` (Gemma 4 sometimes ends a call with its turn-end
    token). `bare`: the marker is the `call:` itself, its token lost or never written; only a call to an
    offered tool is one then (prose may say `call:` too), and only with braces."""
    head_pattern = _BARE_CALL if bare else _GEMMA_CALL

    def read(scan: Scan, m: re.Match[str]) -> Region | None:
        pos = m.start() if bare else m.end()
        if bare:
            head = scan.match(_BARE_CALL, pos, 200)
            if head is None or scan.tools.resolve(_tool_name(scan, head.group("name")))[0] is None:
                return None
        # a bare call glued to running text is not behind a marker (parsers/extract.py decides on it)
        region = Region(pos, explicit=not bare or _at_line_start(scan.text, pos))
        while True:
            head = scan.match(head_pattern, pos, 200) if pos < len(scan.text) or not scan.final else None
            if head is None:
                break
            name = _tool_name(scan, head.group("name") or head.group("plain"))
            elided = _ELIDED.match(scan.text, head.end())
            if elided is not None and not region.calls:
                # `call:terminal{...}`: a call quoted with its arguments left out, in a report about one, not made
                end = scan.optional(elided.end(), *closers)
                return Region(end, keep=scan.text[m.start() : end], explicit=False)
            try:
                value, pos = _gemma_value(scan, head.end(), 0)
            except ValueError as exc:
                end, which = scan.earliest((*closers, "\n\n") if bare else closers, head.end())
                if not which and not scan.final:
                    raise Incomplete from None
                message = f"Could not read the arguments of {name}: {exc}."
                region.errors.append(scan.error(message, dialect, m.start(), end, name))
                region.end = end + len(which) if which in closers else end
                break
            region.calls.append(RawCall(name, value, dialect, snippet=scan.snip(m.start(), pos)))
            after = scan.optional(pos, *closers)
            region.end = after
            if after != pos and not bare:
                pos = scan.optional(after, m.group())  # the next call's own token
                if pos == after:
                    break
            elif scan.match(head_pattern, after, 200) is None:
                break
            else:
                pos = after
        if not region.calls and not region.errors:
            if _named_in_prose(scan, m):  # (read from a bounded reach around it: a run of copies is counted)
                return counted(scan, m, Region(m.end(), keep=m.group(), explicit=False))
            empty = next((c for c in closers if scan.text.startswith(c, scan.skip_space(m.end()))), None)
            if empty and scan.text[max(0, m.start() - 200) : m.start()].strip():
                # an empty block after prose: the tokens named in documentation (a list of them), not a call
                end = scan.skip_space(m.end()) + len(empty)
                return Region(end, keep=scan.text[m.start() : end], explicit=False)
            end = min(len(scan.text), m.end() + 200)
            message = f"Could not read the call after {m.group()}: write call:NAME{{key:value}}."
            region.errors.append(scan.error(message, dialect, m.start(), end))
            return counted(scan, m, region)  # (read from a bounded reach around it, as above)
        return region

    return read


# the token named in prose with no call behind it: a lowercase word goes on after a space (not a name before
# braces), or `call:` stands with no name (`the rule prefix is <|tool_call>call::`)
_PROSE_AFTER_TOKEN = re.compile(r" [a-z]++(?![\w.\-:]| *+[{(])|call:(?![A-Za-z_])")


def _named_in_prose(scan: Scan, m: re.Match[str]) -> bool:
    """The token `m`, with no call head after it, named after a sentence's words or opening a line's sentence."""
    if between_words(scan, m.start(), m.end(), _PROSE_AFTER_TOKEN):
        return True
    line = scan.text.rfind("\n", 0, m.start()) + 1
    at_line_start = line >= scan.after and not scan.text[line : m.start()].strip()
    return at_line_start and _SENTENCE_AFTER_TOKEN.match(scan.text, m.end()) is not None


_SENTENCE_AFTER_TOKEN = re.compile(r" [a-z]++ [a-z]")  # `<|tool_call> is a strict subset…` at a line's start


# the call body at a line's start with `<|tool_call>call:` lost: `get_weather{location:<|"|>Tokyo<|"|>}`. Only
# in a reply that holds Gemma's quote token, only for an offered tool, only when every key is one of its
# parameters and nothing but the call is on its line
LOST_START = r"(?<![^\n])[ \t]*+(?=" + NAME + r"\{)"
_LOST = re.compile(r"[ \t]*+(?P<name>" + NAME + r")(?=\{)")
_LINE_REST = re.compile(r"[ \t]*(?:<tool_call\|>|<turn\|>)?[ \t]*(?:\r?\n|\Z)")


def read_lost_marker(scan: Scan, m: re.Match[str]) -> Region | None:
    quote, line_end = scan.find(_GEMMA4_QUOTE, m.start()), scan.find("\n", m.start())
    if quote == -1 or -1 < line_end < quote:
        return None  # no quote token on its line: no call body of Gemma's here
    head = scan.match(_LOST, m.start(), 200)
    name = scan.tools.resolve(head.group("name"))[0] if head else None
    if head is None or name is None:
        return None
    try:
        value, end = _gemma_value(scan, head.end(), 0)
    except ValueError:
        return None
    if not isinstance(value, dict) or not value or not scan.tools.all_parameters(name, value):
        return None
    rest = scan.match(_LINE_REST, end, 40)
    if rest is None:
        return None
    call = RawCall(head.group("name"), value, "gemma4", snippet=scan.snip(m.start(), end))
    return Region(rest.end(), calls=[call])


def _at_line_start(text: str, pos: int) -> bool:
    line = text.rfind("\n", 0, pos) + 1
    return not text[line:pos].strip() or text.endswith(_GEMMA_CHANNEL_END, 0, pos)


# a key, bare or quoted, then `:` (`=` in the parenthesised variant's keyword form)
_GEMMA_KEY = re.compile(r"\s*(?P<key>[\w.\-]+|\"[^\"]*\"|'[^']*')\s*[:=]\s*")
# a value written without quotes (a server that strips `<|"|>` leaves `path:a b.py`): up to the next
# comma or closing bracket
_GEMMA_ATOM = re.compile(r"\s*(?P<atom>[^,{}\[\]\s](?:[^,{}\[\]]*[^,{}\[\]\s])?)\s*")
_PAREN_ATOM = re.compile(r"\s*(?P<atom>[^,{}\[\]()\s](?:[^,{}\[\]()]*[^,{}\[\]()\s])?)\s*")
_CLOSER = {"{": "}", "[": "]", "(": ")"}


def _closed_by_quote_token(scan: Scan, pos: int) -> tuple[str, int] | None:
    """`'text'<|"|>` right before a `,` or `}`: a string opened by `'` that Gemma's quote token closes (the `'` before
    it a slip), where no `'` before a `,` or `}` closes it first; None otherwise (read as single-quoted)."""
    text, token = scan.text, scan.find(_GEMMA4_QUOTE, pos + 1)
    if not scan.final and (token == -1 or token + len(_GEMMA4_QUOTE) == len(text)):
        tail = text[-len(_GEMMA4_QUOTE) - 1 :]  # the token, or the `'` before it, may be coming in
        if any(("'" + _GEMMA4_QUOTE).startswith(tail[i:]) for i in range(len(tail))):
            raise Incomplete
    after = token + len(_GEMMA4_QUOTE)
    if token - 1 <= pos or text[token - 1] != "'" or text[after : after + 1] not in (",", "}"):
        return None
    if -1 < scan.find("',", pos + 1) < token - 1 or -1 < scan.find("'}", pos + 1) < token - 1:
        return None  # closed by its own quote before the token: the token opens a later value
    return text[pos + 1 : token - 1], after


# a string whose opening quote token the model left out (`{query:Paris, France<|"|>,limit:5}`, SGLang's Gemma 4 tests):
# no key, brace, bracket or tag before the closing token, and a `,` or a closer right after it
_LOST_OPENING = re.compile(r"[^{}\[\]():<>\n]{1,2000}+")


def _lost_opening_token(scan: Scan, pos: int) -> tuple[str, int] | None:
    text = scan.text
    token = scan.find(_GEMMA4_QUOTE, pos)
    if token == -1:
        if not scan.final and _LOST_OPENING.fullmatch(text, pos):
            raise Incomplete  # the token may still close it
        return None
    after = token + len(_GEMMA4_QUOTE)
    if not scan.final and after == len(text):
        raise Incomplete  # what follows the token decides
    if text[after : after + 1] not in (",", "}", "]", ")") or not _LOST_OPENING.fullmatch(text, pos, token):
        return None
    return text[pos:token], after


def _gemma_value(scan: Scan, pos: int, depth: int, paren: bool = False) -> tuple[Any, int]:
    """Gemma's call syntax: {key:value,...} (or (key: value, ...) at the top), [..], strings between quote
    tokens (or JSON's or single quotes, as a server or the model leaves them), bare atoms. Keys need no
    comma between them (`command:<|"|>look<|"|>angle:90`)."""
    text = scan.text
    if depth > jsontext.MAX_DEPTH:
        raise ValueError("nested too deeply")
    while pos < len(text) and text[pos].isspace():
        pos += 1
    if pos >= len(text):
        if not scan.final:
            raise Incomplete
        raise ValueError("the text ends inside the arguments")
    for quote in _QUOTES:
        if text.startswith(quote, pos):
            end = scan.find(quote, pos + len(quote))
            if end == -1:
                if not scan.final:
                    raise Incomplete
                raise ValueError("a string is not closed")
            return text[pos + len(quote) : end], end + len(quote)
        if not scan.final and quote.startswith(text[pos : pos + len(quote)]) and pos + len(quote) > len(text):
            raise Incomplete  # a quote token still coming in
    char = text[pos]
    if char not in "{[(\"'":
        lost = _lost_opening_token(scan, pos)
        if lost is not None:
            return lost
    closed_by_token = _closed_by_quote_token(scan, pos) if char == "'" else None
    if closed_by_token is not None:
        return closed_by_token
    if char in "\"'":  # JSON's or single quotes, where the model or a server left its own quote token out
        return scan.quoted(pos)
    if char in "{[" or (char == "(" and depth == 0):
        closer = _CLOSER[char]
        result: dict | list = [] if char == "[" else {}
        pos += 1
        while True:
            while pos < len(text) and text[pos] in " \t\n\r,":
                pos += 1
            if pos >= len(text):
                if not scan.final:
                    raise Incomplete
                raise ValueError(f"missing {closer!r}")
            if text[pos] == closer:
                return result, pos + 1
            if isinstance(result, dict):
                key = scan.match(_GEMMA_KEY, pos, 200)
                if key is None:
                    raise ValueError(f"expected key: at {text[pos : pos + 20]!r}")
                item, pos = _gemma_value(scan, key.end(), depth + 1, closer == ")")
                result[key.group("key").strip("\"'")] = item
            else:
                item, pos = _gemma_value(scan, pos, depth + 1)
                result.append(item)
    atom = scan.match(_PAREN_ATOM if paren else _GEMMA_ATOM, pos, 2000)
    if atom is None:
        raise ValueError(f"unexpected {text[pos : pos + 20]!r}")
    word = atom.group("atom")
    literal = {"true": True, "false": False, "null": None, "none": None}.get(word.lower(), word)
    if isinstance(literal, str):
        try:
            literal = int(word)
        except ValueError:
            try:
                literal = float(word)
            except ValueError:
                pass
    return literal, atom.end()


DIALECT_RECORDS = (
    Dialect(
        "gemma4",
        render=lambda name, arguments: f"<|tool_call>call:{name}{gemma_value(arguments, _GEMMA4_QUOTE)}<tool_call|>",
        markers=(
            Marker("gemma4", re.escape("<|tool_call>"), gemma_calls("gemma4", _GEMMA4_CLOSERS)),
            # the token lost (a server that strips special tokens) or never written: `call:NAME{` not glued to
            # a word, a quote or a path (`…<channel|>call:`, a line's or a sentence's start)
            Marker(
                "gemma4_bare",
                r"(?<![\w`'\"/\\\-])call:(?=" + _SPACED_NAME + r"\s*\{)",
                gemma_calls("gemma4", _GEMMA4_CLOSERS, bare=True),
            ),
            Marker(
                "gemma4_lost",
                LOST_START,
                read_lost_marker,
                start=r"(?<![^\n])[ \t]*+[A-Za-z_]",
                possible=lambda text: _GEMMA4_QUOTE in text,
            ),
        ),
        sniff=(r"call:([\w.\-]{1,80})",),  # function_gemma's too
    ),
    Dialect(
        "function_gemma",
        render=lambda name, arguments: (
            f"<start_function_call>call:{name}{gemma_value(arguments, _FUNCTION_GEMMA_QUOTE)}<end_function_call>"
        ),
        markers=(
            Marker(
                "function_gemma",
                re.escape("<start_function_call>"),
                # `</end_function_call>`: the end token written as a closing tag
                counted_after_words(gemma_calls("function_gemma", ("<end_function_call>", "</end_function_call>"))),
            ),
        ),
    ),
)
