"""Find and decode one JSON(-ish) value inside model text, in time linear in what it reads.

Strict JSON is tried first (`raw_decode`: one value, "extra data" after it is fine). A value
that is not strict JSON is measured by a tokenizer that knows strings (double- or single-quoted,
with inner quotes that are not followed by a delimiter treated as text, the way json-repair
treats them), so an end tag or a brace inside a string never ends the value. Near-JSON is then
repaired by json-repair, a maintained library, instead of hand-written regexes; because
json-repair is slow on hostile input (about 2 us per character, far worse per nesting level),
only bounded, shallow slices ever reach it.
"""

from __future__ import annotations

import json
import re
from collections import deque
from dataclasses import dataclass
from typing import Any

import json_repair

from parsers import quiet_ast
from parsers.json_tokens import CLOSING_RUN, CLOSING_RUN_PY, FLAT, FLAT_PY, NOT_OPENER, TOKEN, TOKEN_PY, opening_run

MAX_DEPTH = 48  # tool arguments never nest this deep; deeper text is not a call
REPAIR_LIMIT = 40_000  # characters json-repair may see at once (about 80 ms worst case)
# A value cut off by the end of the message is repaired only when few brackets are missing: a
# model that stops early leaves one or two open. Deeper cuts are no call, and repairing them is
# costly: every nested opening is a value of its own, each sent to json-repair. Closing brackets
# is the only repair made at the end: a value the end cuts (a string, a number, a key with no
# value yet) would have to be guessed, so `Decoded.cut_off` says so and no call is made of it.
MAX_MISSING_CLOSERS = 8
# Decoded.cut_off: where the end of the text cut the value
IN_STRING = "inside a string value"
IN_ARGUMENTS = "before its arguments were complete"

_DECODER = json.JSONDecoder()
PAST_END_TAG = 256  # characters past a block's end marker a near-JSON value may close in (see decode)


_CLOSER = {"{": "}", "[": "]", "(": ")"}


_TO_CLOSERS = str.maketrans(_CLOSER)


class Incomplete(Exception):
    """The text ends before a decision can be made; more streamed text may change it."""


@dataclass
class Extent:
    """Where a bracketed value starts and ends, and how it was left."""

    start: int
    end: int  # index after the value, or len(text) when unterminated/too deep
    closed: bool  # brackets balanced before the end of the text
    too_deep: bool = False
    suffix: str = ""  # what closes an unterminated value: a quote and the missing brackets
    # a string runs to the end of the text: a string opened at any later quote inside it would
    # run there too (it sees the same closing candidates), so nothing inside is worth reading
    string_to_end: bool = False


def measure(text: str, start: int, stop: int | None = None, *, python: bool = False) -> Extent:
    """Extent of the bracketed value at `start` (reading no further than `stop`); gives up past MAX_DEPTH."""
    token_pattern = TOKEN_PY if python else TOKEN
    flat_pattern = FLAT_PY if python else FLAT
    stack = ""  # the closers still owed, innermost last (never longer than MAX_DEPTH)
    pos = start
    end = len(text) if stop is None else stop
    while pos < end:
        room = MAX_DEPTH - len(stack)
        run = opening_run(room + 1, python).match(text, pos, end)
        if run is not None:
            span = text[pos : run.end()]
            if span.count("{") + span.count("[") + (span.count("(") if python else 0) > room:
                return Extent(start, run.end(), closed=False, too_deep=True)
            stack += NOT_OPENER.sub("", span).translate(_TO_CLOSERS)
            pos = run.end()
            if pos >= end:
                break
        flat = flat_pattern.match(text, pos, end)
        if flat is not None:
            pos = flat.end()
            continue
        if len(stack) > 1:  # closers while the value stays open, at most one fewer than owed (read in one match)
            closing = (CLOSING_RUN_PY if python else CLOSING_RUN).match(text, pos, min(end, pos + len(stack) - 1))
            if closing is not None:
                closers = closing.group()
                stack = stack[: len(stack) - len(closers) + closers.count(" ") + closers.count("\n")
                              + closers.count("\t") + closers.count("\r")]  # fmt: skip
                pos = closing.end()
                continue
        match = token_pattern.match(text, pos, end)
        assert match is not None  # every position starts a token, so a match always comes
        token = match.group()
        first = token[0]
        pos = match.end()
        if first in "{[(":  # a text token that starts with `(` (the runs read all other openers)
            stack += _CLOSER[first]
            if len(stack) > MAX_DEPTH:
                return Extent(start, pos, closed=False, too_deep=True)
        elif first in "}])":
            if not stack:
                return Extent(start, match.start(), closed=True)
            stack = stack[:-1]  # a mismatched closer is a typo the repairer can fix; keep counting
            if not stack:
                return Extent(start, pos, closed=True)
        elif first in "\"'" and pos == end:
            quote = first if match.group("q") is None and match.group("q2") is None else ""
            return Extent(start, pos, closed=False, suffix=quote + stack[::-1], string_to_end=True)
    return Extent(start, pos, closed=False, suffix=stack[::-1])


UNREADABLE = object()  # Decoded.value of text that is no JSON value, even repaired


@dataclass
class Decoded:
    value: Any  # UNREADABLE when nothing could be made of the text up to `end`
    end: int
    repaired: bool
    # how far the decode read: nothing at or after it changed the result (a copy of the text up to it reads alike)
    reach: int
    too_deep: bool = False  # nested past MAX_DEPTH by `end`: no call, whatever follows
    open_end: bool = False  # a string in it never closes: read to the end of the text (or `limit`)
    cut_off: str = ""  # IN_STRING / IN_ARGUMENTS: the end of the text cut a value short (see cut_at)

    @property
    def ok(self) -> bool:
        return self.value is not UNREADABLE


_BARE_WORD_AT_END = re.compile(r"[\w.\-]\s*+\Z")
_LITERAL_AT_END = re.compile(r"(?<![\w.])(?:-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null)\s*+\Z")


def _only_closers_owed(extent: Extent, before_tag: str) -> bool:
    """The value before its end marker owes only closing brackets, after a closed string or bracket: no string is
    open, so none can hold the marker."""
    return extent.suffix != "" and set(extent.suffix) <= set("}]") and before_tag.rstrip()[-1:] in ('"', "}", "]")


def decode(
    text: str, start: int, *, final: bool = True, limit: int | None = None, end_tag: int | None = None
) -> Decoded:
    """Decode the JSON-ish value starting at `start` (at `{` or `[`).

    `end` is where the value ends (or, when it is unreadable, how far it was read: too deep,
    too large to repair, or nothing json-repair can make of it). Raises Incomplete when `final`
    is False and the value runs to the end of the text. `limit` bounds where the value may
    end (the end of an enclosing tag), so a repaired value never swallows the text after it.
    `end_tag`: where the enclosing block's end marker is; only strict JSON reads on past it (a
    string may hold the marker), near-JSON is repaired up to it.
    """
    stop = len(text) if limit is None else limit
    # measuring first (cheap, depth-bounded) keeps hostile nesting from costing a full decode
    reach = stop if end_tag is None or end_tag >= stop else end_tag
    extent = measure(text, start, reach)
    reach = extent.end + 1 if extent.closed or extent.too_deep else reach
    if extent.end < stop and not (extent.closed or extent.too_deep):
        assert end_tag is not None  # the value reached the end marker: read past it only when it is strict JSON
        strict, read = _strict_through(text, start, end_tag, final)
        reach = max(reach, read)
        if strict:
            extent = measure(text, start, stop)
            reach = stop
        else:
            # near-JSON may hold the marker in a string too: read on when it closes within as far again past the
            # marker (a window that closes or runs to `stop` reads as the whole text would); otherwise it ends at
            # the marker, so copies of a broken block are not each read to the end of the text
            window = min(stop, end_tag + (end_tag - start) + PAST_END_TAG)
            wide = measure(text, start, window)
            reach = max(reach, window)
            if wide.closed or wide.too_deep:
                extent = wide
            elif (final or window < len(text)) and _only_closers_owed(extent, text[start:end_tag]):
                # complete values, only their closing brackets missing before the marker (`{"a": "b"</tool_call>`),
                # and nothing in the window past it closes them: the marker ends the value, repaired as one cut there
                return decode(text, start, final=final, limit=end_tag)
            elif window == stop and (extent.suffix[:1] in "\"'" or (not final and stop == len(text))):
                extent = wide  # (the marker inside a string the window never closes, or more text may close it)
            elif (
                extent.suffix[:1] in "\"'"
                or not _BARE_WORD_AT_END.search(text, start, end_tag)  # (a closed value, or `:` with none: cut there)
                or _LITERAL_AT_END.search(text, start, end_tag)
            ):
                stop = end_tag  # the value ends at the marker: repaired up to it (a string open there is cut off)
            else:
                # a bare word before the marker, brackets still open (`{"x":truX</tool_call>after`): no value to guess
                return Decoded(UNREADABLE, end_tag, repaired=False, reach=reach)
    if extent.too_deep:
        return Decoded(UNREADABLE, extent.end, repaired=False, too_deep=True, reach=reach)
    if extent.closed:
        try:
            # the value alone: the decoder's error counts the lines of all the text before it
            value, end = _DECODER.raw_decode(text[start : extent.end])
            if start + end == extent.end:
                return Decoded(value, extent.end, repaired=False, reach=reach)
        except (ValueError, RecursionError):
            pass
        if is_template(text[start : extent.end]):
            return Decoded(UNREADABLE, extent.end, repaired=False, reach=reach)  # a format's documentation, no call
        quoted, reach = _object_in_string(text, start, extent.end, stop, final, reach)
        if quoted is not None:
            return quoted
    elif _ELLIPSIS_AFTER_A_VALUE.search(text, start, extent.end):
        return Decoded(UNREADABLE, extent.end, repaired=False, reach=reach)  # values elided: a format's documentation
    elif not final and stop == len(text):
        raise Incomplete
    open_end = extent.string_to_end
    if (
        extent.end - start + len(extent.suffix) > REPAIR_LIMIT * 4
        or len(extent.suffix.lstrip("\"'")) > MAX_MISSING_CLOSERS
    ):
        return Decoded(UNREADABLE, extent.end, repaired=False, open_end=open_end, reach=reach)
    cut_off = "" if extent.closed else cut_at(text[start : extent.end], extent.suffix, extent.end == len(text))
    snippet = text[start : extent.end] + extent.suffix
    # strings are where near-JSON goes wrong (single quotes, apostrophes, inner quotes, raw
    # newlines); the tokenizer already knows where each one ends, so rewrite them as JSON first
    snippet = requote(snippet)
    try:
        return Decoded(json.loads(snippet), extent.end, repaired=True, open_end=open_end, cut_off=cut_off, reach=reach)
    except (ValueError, RecursionError):
        pass
    value = repair(snippet, cut=bool(cut_off))
    value = UNREADABLE if value is None else value
    return Decoded(value, extent.end, repaired=True, open_end=open_end, cut_off=cut_off, reach=reach)


# a string value that opens on an object (`"arguments": "{"query": …`), its quotes never escaped
_STRING_OF_OBJECT = re.compile(r'"\s*+:\s*+"(?=\{\s*+")')
_QUOTE_THEN_SPACE = re.compile(r'"\s*+')


def _object_in_string(
    text: str, start: int, end: int, stop: int, final: bool, reach: int
) -> tuple[Decoded | None, int]:
    """`{"tool": "t", "arguments": "{"query": "x"}"}`: arguments serialized as a string whose quotes were never
    escaped. Measuring ends at the inner object's `}`; the object is read, its last value that string, only when
    the inner object is strict JSON, its closing quote and the outer `}` follow it, and the rest is strict JSON.
    (the value or None, how far it read)."""
    found = _STRING_OF_OBJECT.search(text, start, end)
    if found is None:
        return None, reach
    try:
        inner = _DECODER.decode(text[found.end() : end])
    except (ValueError, RecursionError):
        return None, reach
    if not isinstance(inner, dict):
        return None, reach
    after = _QUOTE_THEN_SPACE.match(text, end, stop)
    close = after.end() if after is not None else end
    reach = max(reach, close + 1)
    if close >= stop and not final and stop == len(text):
        raise Incomplete  # the quote and the `}` that would close it may still come
    if after is None or close >= stop or text[close] != "}":
        return None, reach
    fixed = text[start : found.end() - 1] + json.dumps(text[found.end() : end], ensure_ascii=False) + "}"
    try:
        value = _DECODER.decode(fixed)
    except (ValueError, RecursionError):
        return None, reach
    return Decoded(value, close + 1, repaired=True, reach=max(reach, close + 2)), reach


def _strict_through(text: str, start: int, past: int, final: bool) -> tuple[bool, int]:
    """Whether the strict decoder reads the value at `start` on past `past`, and how far it read; Incomplete while
    streaming when it reaches the end of the text (the value may still turn out strict).

    It reads a window of the text, doubled while the decoder runs to the window's end: its error counts the lines
    before where it failed, so a decode of the whole text costs the text's length each time.
    """
    size = past - start + 64
    while True:
        piece = text[start : start + size]
        read = start + len(piece) + 1
        try:
            _DECODER.raw_decode(piece)
            return True, read
        except json.JSONDecodeError as error:
            # a literal or number cut by the window fails at its start; a string never closed, at its opening quote
            if error.pos < len(piece) - 10 and not error.msg.startswith("Unterminated string"):
                return False, read
        except (ValueError, RecursionError):
            return False, read
        if start + size >= len(text):
            if not final:
                raise Incomplete
            return False, read
        size *= 2


# a placeholder where a value goes (`"name": <function-name>,`, `[<item>]`, `"arguments": {...}`): written outside
# any string
_PLACEHOLDER = re.compile(r"(?:\s*+[:,]?\s*+(?:<[A-Za-z][\w .\-/|]{0,60}+>|\.\.\.|…))++\s*+,?\s*+")


# an ellipsis right after a value's closing quote or bracket, before the object's or list's end or a comma
_ELLIPSIS_AFTER_A_VALUE = re.compile(r"[\"'\]}][ \t]*+(?:\.\.\.|…)[ \t]*+[}\],]")
# a call's object always holds a quoted key and a colon: a word alone in braces names what goes there
_BRACED_WORD = re.compile(r"\s*+\{\s*+[A-Za-z][\w .\-]{0,40}+\}\s*+")


def is_template(value_text: str) -> bool:
    """The near-JSON `value_text` holds a placeholder in angle brackets, an ellipsis, or a template's `{{ … }}` or
    `${…}`, where a value goes (Qwen's and Hermes' `{"name": <function-name>, "arguments": <args-json-object>}`,
    `"arguments": {...}`, Ollama's `{{ .Function.Arguments }}`), or a braced word where the whole object goes
    (`{json}`): a format's template, not a call."""
    if _BRACED_WORD.fullmatch(value_text):
        return True
    if not any(mark in value_text for mark in ("<", "...", "…", "{{", "${")):
        return False
    if _ELLIPSIS_AFTER_A_VALUE.search(value_text):
        return True  # `"param2": "value2"...}`: values elided (whose quote a tokenizer would take for an inner one)
    tokens = [m.group() for m in TOKEN.finditer(value_text)]
    return (
        any(token[0] not in "\"'" and _PLACEHOLDER.fullmatch(token) for token in tokens)
        or any(
            tokens[i : i + 2] == ["{", "{"]
            and tokens[i + 3 : i + 5] == ["}", "}"]
            and _EXPRESSION.fullmatch(tokens[i + 2])
            for i in range(len(tokens) - 4)
        )
        or any(  # JavaScript's `${name}` where a value goes, outside any string (a template literal's)
            tokens[i].endswith("$")
            and tokens[i + 1] == "{"
            and tokens[i + 3] == "}"
            and _EXPRESSION.fullmatch(tokens[i + 2])
            for i in range(len(tokens) - 3)
        )
    )


# a Go or Jinja template's expression where a value goes, outside any string (`"arguments": {{ .Function.Arguments }}`)
_EXPRESSION = re.compile(r"-?\s*+[.$\w][\w.$ |()\-]{0,200}+")


_INNER_QUOTE = {q: re.compile(r"(?:^|[^\\])(?:\\\\)*+" + q) for q in "\"'"}
# unquoted text inside a value: separators and bare words (`: 1, 2, tr`), then whatever follows
# the last word (a closing tag, prose) when something does
_BARE_TAIL = re.compile(r"\s*+(?:[:,]\s*+)?(?:[\w.+\-]++\s*+[:,]\s*+)*+(?P<word>[\w.+\-]*+)(?P<after>.*)", re.S)


def cut_at(body: str, suffix: str, at_end: bool = True) -> str:
    """Where the end of the text cut the unclosed value `body` short ("" when it did not).

    `suffix` is what measure() would append: a quote for an open string, then the missing
    brackets. `at_end`: `body` runs to the end of the text (not to the end of an enclosing tag,
    which ends a bare number as surely as a bracket would). Only the last tokens decide: after a
    closing bracket or a complete string value, closing the brackets invents nothing. A string
    with no closing quote, a bare word at the end (a number may have more digits), a key with no
    value, a `:` or `,` with nothing after it, an empty bracket, or a list left open after an item
    (it may have had more) would all be guessed. A last
    string whose closing quote needed the "quote before a delimiter or the end" rule (it holds
    unescaped quotes) may end at any of them, so it counts as cut too. Text after a complete
    value that is not JSON (prose, a closing tag) is left to json-repair.
    """
    tokens = [m.group() for m in deque(TOKEN.finditer(body), maxlen=4) if not m.group().isspace()]
    if not tokens:
        return ""
    last = tokens[-1]
    before = tokens[-2] if len(tokens) > 1 else ""
    if last in ("{", "["):
        return IN_ARGUMENTS
    if last in ("}", "]"):
        return ""
    follows_opener = before in ("{", "[")
    if last[0] not in "\"'":
        # unquoted text is part of the value only right after `:`, `,` or an opener
        if not (follows_opener or last.lstrip()[:1] in (":", ",")):
            return ""
        tail = _BARE_TAIL.match(last)
        assert tail is not None  # every part of the pattern may be empty
        if not tail.group("word"):
            return IN_ARGUMENTS  # no value after the last `:` or `,`
        return IN_ARGUMENTS if at_end and not tail.group("after") else ""
    mark = before.rstrip()[-1:] if before and not follows_opener else before
    if mark not in ("{", "[", ":", ","):
        return ""  # a quote in prose after the value (an apostrophe), not a JSON string
    if suffix[:1] in ('"', "'"):
        return IN_STRING  # no closing quote
    in_object = suffix[:1] == "}"
    if mark == "{" or (mark == "," and in_object):
        return IN_ARGUMENTS  # a key whose value never came
    if _INNER_QUOTE[last[0]].search(last[1:-1]):
        return IN_STRING
    if at_end and suffix[:1] == "]":
        return IN_ARGUMENTS  # a list the end cut after an item: more items may have followed
    return ""


def requote(snippet: str) -> str:
    """Rewrite every string token of near-JSON as a strict JSON string."""
    parts: list[str] = []
    for match in TOKEN.finditer(snippet):
        token = match.group()
        if token[0] in "\"'" and len(token) >= 2 and (match.group("q") or match.group("q2")):
            parts.append(_json_string(token))
        else:
            parts.append(token)
    return "".join(parts)


_UNESCAPED_QUOTE = re.compile(r'(?<!\\)((?:\\\\)*)"')
# `\'` in a double-quoted string, which JSON has no escape for: the model meant a plain quote (a SQL literal)
_ESCAPED_APOSTROPHE = re.compile(r"(?<!\\)((?:\\\\)*+)\\'")


def _json_string(token: str) -> str:
    if token[0] == '"':
        try:
            return json.dumps(json.loads(_ESCAPED_APOSTROPHE.sub(r"\1'", token), strict=False), ensure_ascii=False)
        except ValueError:
            body = _UNESCAPED_QUOTE.sub(r'\1\\"', _ESCAPED_APOSTROPHE.sub(r"\1'", token[1:-1]))
            try:
                return json.dumps(json.loads('"' + body + '"', strict=False), ensure_ascii=False)
            except ValueError:
                return token
    try:
        value = quiet_ast.literal_eval(token)
        if isinstance(value, str):
            return json.dumps(value, ensure_ascii=False)
    except Exception:  # not a Python literal either (an apostrophe inside 'it's')
        pass
    return json.dumps(token[1:-1].replace("\\'", "'"), ensure_ascii=False)


def repair(snippet: str, cut: bool = False) -> Any:
    """json-repair on a bounded snippet; None when it is too large, leaves a key without its value (json-repair would
    invent an empty string: `{"path": }` is no call to read ""), or yields nothing useful. A `cut` snippet (the end of
    the reply cut it, and closers were added) is repaired only to tell where it was cut: no call is run from it."""
    if len(snippet) > REPAIR_LIMIT or (not cut and _a_value_missing(snippet)) or _arithmetic(snippet):
        return None
    try:
        value = json_repair.repair_json(snippet, return_objects=True, skip_json_loads=True)
    except Exception:  # json-repair must never take the parser down with it
        return None
    if value == "" or value is None:
        return None
    return value


_MISSING_VALUE = re.compile(r":\s*+[,}\]]")  # a key's colon, then a comma or a closing bracket


# `"seconds": 60*60*12`: json-repair keeps 60 and makes a key of the rest
_ARITHMETIC = re.compile(r"\d\s*+[*/+%-]\s*+\d")
_CURLY_QUOTED = re.compile(r"“[^”\n]*+”")  # (“2024-07-21”: a date quoted, which the tokenizer takes for text)


def _arithmetic(snippet: str) -> bool:
    """Numbers joined by an operator outside every string: a value to compute, not read."""
    if _ARITHMETIC.search(snippet) is None:
        return False
    return _ARITHMETIC.search(_CURLY_QUOTED.sub("", _outside_strings(snippet))) is not None


def _a_value_missing(snippet: str) -> bool:
    """A key's colon followed by a comma or a closing bracket outside every string, strings read as requote reads them
    (TOKEN, as json-repair does); the cheap search on the whole snippet first: most have no such spot at all."""
    if _MISSING_VALUE.search(snippet) is None:
        return False
    return _MISSING_VALUE.search(_outside_strings(snippet)) is not None


def _outside_strings(snippet: str) -> str:
    """`snippet` with every string token (as requote reads them) emptied to `""`."""
    return "".join('""' if token[0] in "\"'" else token for token in (m.group() for m in TOKEN.finditer(snippet)))


def unquoted(value: str) -> str:
    """`value` unquoted when it is one JSON string (`"Paris"`), as written otherwise."""
    stripped = value.strip()
    if len(stripped) < 2 or stripped[0] != '"' or stripped[-1] != '"':
        return value
    try:
        decoded = json.loads(stripped)
    except ValueError:
        return value
    return decoded if isinstance(decoded, str) else value
