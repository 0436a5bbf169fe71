"""Find tool calls written as text, in every dialect of ../shared/dialects.md, in one pass.

One regex finds the next place where a dialect (or a reasoning block, code fence or bare JSON
value) could start; that dialect's reader decodes forward from there and says where its
structure ends, and the scan resumes after it. Nothing is ever re-read, so time is linear in
the text; values are decoded from their opening (an end tag inside a string cannot cut them).

A reader returns a Region (calls, errors, and what of its text stays for the user) or None
("nothing here"). When the text is still streaming in (`final=False`) a reader that runs into
the end of the text raises Incomplete instead of guessing.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

from parsers import calls as callmod
from parsers import jsontext
from parsers.calls import ECHO, RawCall
from parsers.jsontext import Incomplete
from parsers.models import CallError, ParsedCall, ParseResult
from parsers.toolset import ToolSet

MAX_ERRORS = 20
# A message may cost this many failed call candidates before the parser stops reading calls in
# it (see Budget). Real replies hold a handful of calls; 128 leaves room for a long batch of
# near-JSON ones and for the 120-copy runs the property tests read one copy at a time.
MAX_FAILED = 128
STOP_MESSAGE = (
    f"Stopped reading tool calls after {MAX_FAILED} failed attempts in this message; the rest of it is kept as text. "
    "Write a few well-formed calls instead."
)


# tokens a template leaves around calls; they are never content
_JUNK = [
    "<|eot_id|>", "<|eom_id|>", "<|im_end|>", "<|end|>", "<|call|>", "<|return|>", "</s>",
    "<|tool_calls_section_begin|>", "<|tool_calls_section_end|>", "<|python_end|>",
    "<｜end▁of▁sentence｜>", "</tool_call>", "</function_calls>", "<|tool_call_end|>",
]  # fmt: skip
_REASONING = {
    "<think>": "</think>",
    "<thinking>": "</thinking>",
    "<reasoning>": "</reasoning>",
    "<seed:think>": "</seed:think>",
    "◁think▷": "◁/think▷",
    "[THINK]": "[/THINK]",
}
_DS = r"<[|｜]tool[▁_]"  # DeepSeek tokens, written with full-width bars or plain ones
_DS_END = r"[|｜]>"

_MARKERS: list[tuple[str, str]] = [
    ("think", "|".join(re.escape(k) for k in _REASONING)),
    ("think_close", "|".join(re.escape(v) for v in _REASONING.values())),
    ("harmony", r"<\|start\|>|<\|channel\|>"),
    ("seed", re.escape("<seed:tool_call>")),
    ("minimax", re.escape("<minimax:tool_call>")),
    ("function_calls", re.escape("<function_calls>")),
    ("tool_calls_tag", re.escape("<tool_calls>")),
    ("tool_call_tag", re.escape("<tool_call>")),
    ("nemotron", re.escape("<TOOLCALL>")),
    ("function_tag", r"<function(?==|\s+name=)"),
    ("python_tag", re.escape("<|python_tag|>")),
    ("python_start", re.escape("<|python_start|>")),
    ("mistral", re.escape("[TOOL_CALLS]")),
    ("functools", r"functools(?=\s*\[)"),
    ("granite", re.escape("<|tool_call|>")),
    ("gemma4", re.escape("<|tool_call>")),
    ("function_gemma", re.escape("<start_function_call>")),
    ("lfm2", re.escape("<|tool_call_start|>")),
    ("internlm", r"<\|action_start\|>\s*<\|plugin\|>"),
    ("command_r", re.escape("<|START_ACTION|>")),
    ("ds_block", _DS + r"calls[▁_]begin" + _DS_END),
    ("ds_call", _DS + r"call[▁_]begin" + _DS_END),
    ("junk", "|".join(re.escape(t) for t in _JUNK) + "|" + _DS + r"calls[▁_]end" + _DS_END),
    ("fence", r"```[ \t]*+[\w+.\-]*+[^\n`]*+\n?"),
    ("inline_code", r"`[^`\n]{1,2000}+(?:`|\Z)"),
    ("bare_object", r"\{(?=\s*+(?:[\"']|[A-Za-z_]\w*+\s*+:))"),
    ("bare_list", r"\[(?=\s*+(?:\{|[A-Za-z_][\w.]*+\s*+\())"),
]
# The lookahead admits only the first characters a marker can start with (three for `<` and `[`
# markers: `<|t`, `<th`, `</t`, `[TO`...), so a run of `{`, `[`, `<`, `f` or of a pair that starts
# markers but completes none (`<|`, `<t`, `[T`) is skipped without trying each branch. Each
# branch starts with its marker's own characters and ends with an empty group that names it: a
# branch that started with a group would be entered before its first character could reject it.
_MARKER_START = (
    "(?=<(?:[|｜][scptaSeir]|/[trsf]|t[ho]|s[et]|re|mi|fu|TO)"
    "|\\[(?:/T|T[OH]|\\s*+(?:\\{|[A-Za-z_][\\w.]*+\\s*+\\())|[`◁]|functools|\\{\\s*+[\"'A-Za-z_])"
)
MARKER = re.compile(_MARKER_START + "(?:" + "|".join(f"(?:{pattern})(?P<{name}>)" for name, pattern in _MARKERS) + ")")
# what the scan still reads once the budget is spent: reasoning blocks and their ends, found
# with str.find (a regex search for them is 20 ns a character)
REASONING = re.compile(
    "|".join(f"(?:{pattern})(?P<{name}>)" for name, pattern in _MARKERS if name in ("think", "think_close"))
)
_REASONING_TAGS = (*_REASONING, *_REASONING.values())
MARKER_HOLD = 40  # a marker can be this long; a streaming tail this short may still become one

_FENCE_CALL_LABELS = {
    "",
    "json",
    "json5",
    "jsonc",
    "tool_call",
    "tool_calls",
    "tool",
    "tools",
    "function",
    "function_call",
    "functions",
    "tool_use",
    "tool_code",
}
_NAME = r"[A-Za-z_][\w.\-]*"


@dataclass
class Region:
    """What a reader found between `start` and `end`."""

    end: int
    calls: list[RawCall] = field(default_factory=list)
    errors: list[CallError] = field(default_factory=list)
    keep: str | None = None  # text of the region that stays in the content (None: none)
    explicit: bool = True  # written with a tool-call marker: unknown names are errors
    reasoning: bool = False  # a reasoning block (or its end)
    reasoning_ends: bool = False  # everything before this region was reasoning
    too_deep: bool = False  # a JSON value nested past MAX_DEPTH: kept as text, nothing in it read
    open_end: bool = False  # a value with a string that never closes: read to the end of the text
    # the region is this many identical copies of one structure in a row (calls and errors are
    # those of one copy, once per copy; `keep` and `end` cover all of them): see _copies
    repeat: int = 1
    charged: bool = False  # its candidates were charged to the budget already (a fence's inner scan)


class Budget:
    """The failed call candidates of one message so far, shared by every scan of it.

    A candidate fails when reading it ran json-repair or a decode that failed, when it names no
    offered tool, or when its reader reported an error. A candidate whose text is identical to the
    last failed one costs nothing: a run of identical copies is one attempt however it is read
    (counted by _copies, read one copy at a time, or cut anywhere by streaming chunks), so whole
    text and streaming spend the budget at the same candidates. After MAX_FAILED failures the
    scan reads only reasoning blocks: every later candidate stays in the content as written, and
    one error (STOP_MESSAGE) says so. The first closing reasoning tag with no opening one, where
    the drafts before it stop counting, starts the budget afresh (at most once per message).
    """

    __slots__ = ("failed", "last", "seen_reasoning")

    def __init__(self) -> None:
        self.failed = 0
        self.last: str | None = None  # per-copy text of the last failed candidate
        self.seen_reasoning = False


class Scan:
    """One left-to-right pass over `text`."""

    def __init__(
        self,
        text: str,
        tools: ToolSet,
        prefer: str | None,
        final: bool,
        budget: Budget | None = None,
        nested: bool = False,
    ):
        self.text = text
        self.tools = tools
        self.prefer = prefer
        self.final = final
        self.budget = Budget() if budget is None else budget
        self.nested = nested  # the inside of a fence: its reasoning tags never reset the budget
        self.tried = 0  # decodes that ran json-repair or failed (a failed candidate each)
        self._found: dict[str, tuple[int, int]] = {}

    def regions(self, pos: int) -> Iterator[tuple[int, Region]]:
        """Yield (start, Region) for every structure from `pos` on, in order (see Budget)."""
        return _regions(self, pos)  # defined after READERS, which it dispatches to

    # -- helpers every reader uses ------------------------------------------------------------

    def find(self, needle: str, pos: int) -> int:
        """text.find, remembered per needle so repeated searches never rescan (amortized linear)."""
        cached = self._found.get(needle)
        if cached is not None:
            searched_from, at = cached
            if searched_from <= pos and (at == -1 or at >= pos):
                return at
        at = self.text.find(needle, pos)
        self._found[needle] = (pos, at)
        return at

    def find_end(self, needle: str, pos: int) -> int:
        """Position of `needle`, or the end of the text when it is missing (and the text is final)."""
        at = self.find(needle, pos)
        if at == -1:
            if not self.final:
                raise Incomplete
            return len(self.text)
        return at

    def earliest(self, needles: tuple[str, ...], pos: int, limit: int | None = None) -> tuple[int, str]:
        best, which = len(self.text) if limit is None else limit, ""
        for needle in needles:
            at = self.find(needle, pos)
            if at != -1 and at < best:
                best, which = at, needle
        return best, which

    def skip_space(self, pos: int) -> int:
        text = self.text
        while pos < len(text) and text[pos].isspace():
            pos += 1
        if pos >= len(text) and not self.final:
            raise Incomplete
        return pos

    def optional(self, pos: int, *tokens: str) -> int:
        """Skip whitespace and one of `tokens` if it follows; else stay at `pos`."""
        text = self.text
        at = pos
        while at < len(text) and text[at].isspace():
            at += 1
        rest = text[at : at + 40]
        for token in tokens:
            if rest.startswith(token):
                return at + len(token)
            if not self.final and token.startswith(rest):
                raise Incomplete
        return pos

    def match(self, pattern: re.Pattern[str], pos: int, window: int = 300) -> re.Match[str] | None:
        """A bounded regex match at `pos`; Incomplete when the window runs past a streaming end."""
        end = min(len(self.text), pos + window)
        found = pattern.match(self.text, pos, end)
        if found is None and end == len(self.text) and not self.final:
            raise Incomplete
        return found

    def decode(self, pos: int, limit: int | None = None) -> jsontext.Decoded:
        decoded = jsontext.decode(self.text, pos, final=self.final, limit=limit)
        if decoded.repaired or not decoded.ok:
            self.tried += 1
        return decoded

    def snip(self, start: int, end: int) -> str:
        return callmod.snippet(self.text, start, end)

    def error(self, message: str, dialect: str, start: int, end: int, name: str | None = None) -> CallError:
        return CallError(message=message, dialect=dialect, name=name, snippet=self.snip(start, end))

    # -- JSON payloads -----------------------------------------------------------------------

    def json_calls(self, start: int, dialect: str, limit: int | None = None) -> Region:
        """Calls in the JSON value at `start` (an object or a list of them).

        A value that holds no calls is kept whole as text, so nothing nested in it is read as a call.
        """
        decoded = self.decode(start, limit)
        raw = None
        if decoded.ok:
            raw = callmod.calls_in_json(
                decoded.value,
                dialect,
                repaired=decoded.repaired,
                snippet_text=self.snip(start, decoded.end),
                cut_off=decoded.cut_off,
            )
        if raw is None:
            return Region(
                decoded.end,
                keep=self.text[start : decoded.end],
                explicit=False,
                too_deep=decoded.too_deep,
                open_end=decoded.open_end,
            )
        return Region(decoded.end, calls=raw)

    def json_series(self, pos: int, dialect: str, limit: int | None = None) -> Region | None:
        """One or more JSON call values in a row, separated by whitespace, `;` or `,`.

        None when there is no value at `pos`; a kept-text region when the first value is no call.
        """
        region: Region | None = None
        while True:
            at = self.skip_space(pos) if (limit is None or pos < limit) else pos
            if at >= len(self.text) or (limit is not None and at >= limit) or self.text[at] not in "{[":
                return region
            found = self.json_calls(at, dialect, limit)
            if not found.calls:
                return region if region is not None else found
            if region is None:
                region = found
            else:
                region.calls.extend(found.calls)
                region.end = found.end
            pos = region.end
            after = self.skip_space(pos) if (limit is None or pos < limit) else pos
            if after < len(self.text) and self.text[after] in ";,":
                pos = after + 1

    def named_json(self, name: str, pos: int, dialect: str, start: int, limit: int | None = None) -> Region:
        """`name` followed by its JSON arguments at `pos` (Mistral v11, V3.1, Functionary...)."""
        at = self.skip_space(pos)
        if at < len(self.text) and self.text[at] == "{":
            if self.tools.resolve(name)[0] is None:
                # no offered tool has this name: the call is an error whatever its arguments hold,
                # so they are only measured (where they end), never decoded or repaired
                extent = jsontext.measure(self.text, at, limit)
                if not (extent.closed or extent.too_deep or self.final) and (limit is None or limit == len(self.text)):
                    raise Incomplete
                return Region(extent.end, calls=[RawCall(name, None, dialect, snippet=self.snip(start, extent.end))])
            decoded = self.decode(at, limit)
            if decoded.ok:
                return Region(
                    decoded.end,
                    calls=[
                        RawCall(
                            name,
                            decoded.value,
                            dialect,
                            repaired=decoded.repaired,
                            snippet=self.snip(start, decoded.end),
                            cut_off=decoded.cut_off,
                        )
                    ],
                )
            end = decoded.end
            return Region(
                end,
                errors=[
                    self.error(
                        f"The arguments of {name} could not be read as JSON. Write them as one JSON object.",
                        dialect,
                        start,
                        end,
                        name,
                    )
                ],
            )
        return Region(at, calls=[RawCall(name, {}, dialect, snippet=self.snip(start, at))])


Reader = Callable[[Scan, re.Match[str]], Region | None]


def _copies(scan: Scan, start: int, region: Region) -> Region:
    """Stretch `region` over the identical copies of its text that follow it.

    Only for a region that was read from its own text plus at most a lookahead that a following
    copy of it fills (the caller vouches for that): each copy followed by another copy then reads
    exactly the same, so it is counted instead of read. The last copy is read on its own (what
    follows it may differ). A run of 50k identical markers costs a string comparison per copy.
    """
    text = scan.text
    size = region.end - start
    if size <= 0 or region.repeat != 1:
        return region
    piece = text[start : region.end]
    at = region.end
    following = 0
    while text.startswith(piece, at):
        following += 1
        at += size
    if following >= 2:
        region.repeat = following
        region.end = start + following * size
        if region.keep is not None:
            region.keep *= following
    return region


# -- readers, one per marker ------------------------------------------------------------------


def read_think(scan: Scan, m: re.Match[str]) -> Region:
    close = _REASONING[m.group()]
    at = scan.find_end(close, m.end())
    return Region(min(len(scan.text), at + len(close)), reasoning=True)


def read_think_close(scan: Scan, m: re.Match[str]) -> Region:
    """A closing reasoning tag with no opening: the template opened the block in the prompt."""
    return Region(m.end(), reasoning=True, reasoning_ends=True)


def read_junk(scan: Scan, m: re.Match[str]) -> Region:
    return Region(m.end())


# Text where no marker can start: none of the characters MARKER's lookahead admits first, no
# `functools`, and only backticks that start neither a fence nor a code span (by the fence and
# inline_code patterns: not ```, and no closing backtick or end of text on the line).
_NO_MARKER = r"(?:[^`<\[{◁f]++|f(?!unctools)|`(?!``|[^`\n]{1,2000}+(?:`|\Z)))*+"
# a fence's opening line whose label (its first word, ASCII only here) names no call: the fence is
# a code sample, kept whatever it holds; it reaches the first ``` after its opening line
_KEPT_FENCE_OPEN = (
    r"```[ \t]*+(?!(?i:"
    + "|".join(sorted(map(re.escape, _FENCE_CALL_LABELS - {""}), key=len, reverse=True))
    + r")[ \t\r\n])[A-Za-z0-9_+.\-]++(?=[ \t\r\n])[^\n`]*+\n"
)
# Code spans (closed, as the inline_code pattern reads them) and code-sample fences, with only
# text where no marker starts between them: each is kept as text with nothing inside it read,
# exactly as reading them one after another would, so a run of them is taken in one match
# instead of structure by structure (1 MB of `" or of ```python lines is 250k / 50k structures
# at about 5 us each). A run ends after a whole structure, never inside text still streaming in.
_KEPT_RUN = re.compile(
    r"(?:" + _NO_MARKER + r"(?:`[^`\n]{1,2000}+`|" + _KEPT_FENCE_OPEN + r"(?:[^`]++|`(?!``))*+```))*+"
)


def read_inline_code(scan: Scan, m: re.Match[str]) -> Region | None:
    if not m.group().endswith("`") or len(m.group()) == 1:
        if not scan.final:
            raise Incomplete  # the closing backtick may still come
        return None
    run = _KEPT_RUN.match(scan.text, m.end())  # code spans and samples right after it
    assert run is not None  # the pattern matches the empty string
    end = run.end()
    return Region(end, keep=scan.text[m.start() : end], explicit=False)


_HARMONY_HEADER = re.compile(
    r"(?:<\|start\|>)?(?P<head>[^<]{0,120}(?:<\|channel\|>[^<]{0,120})?(?:<\|constrain\|>[^<]{0,60})?)<\|message\|>"
)
_RECIPIENT = re.compile(r"to=([^\s<]+)")


def read_harmony(scan: Scan, m: re.Match[str]) -> Region | None:
    header = scan.match(_HARMONY_HEADER, m.start(), 400)
    if header is None:
        return Region(m.end())  # a stray template token
    body_start = header.end()
    body_end, token = scan.earliest(("<|end|>", "<|call|>", "<|return|>", "<|start|>", "<|channel|>"), body_start)
    if not token and not scan.final:
        raise Incomplete
    end = body_end + len(token)
    if token in ("<|start|>", "<|channel|>"):
        end = body_end
    region = _harmony_message(scan, m, header, body_end, end)
    if token in ("<|start|>", "<|channel|>"):
        # read from its own text up to the next message's opening token: a run of identical
        # messages is counted, not read one by one
        return _copies(scan, m.start(), region)
    return region


def _harmony_message(scan: Scan, m: re.Match[str], header: re.Match[str], body_end: int, end: int) -> Region:
    head = header.group("head")
    body_start = header.end()
    recipient = _RECIPIENT.search(head)
    if recipient:
        name = recipient.group(1).removeprefix("functions.")
        inner = scan.skip_space(body_start) if body_start < body_end else body_start
        if inner < body_end and scan.text[inner] == "{":
            region = scan.named_json(name, inner, "harmony", m.start(), body_end)
            region.end = end
            return region
        return Region(
            end,
            errors=[
                scan.error(
                    f"The message to {name} must be a JSON object of arguments.", "harmony", m.start(), end, name
                )
            ],
        )
    channel = (
        head.split("<|channel|>")[-1].split()[0]
        if "<|channel|>" in head and head.split("<|channel|>")[-1].split()
        else ""
    )
    if channel == "analysis":
        return Region(end)  # reasoning
    return Region(end, keep=scan.text[body_start:body_end], explicit=False)


def _tagged_json(dialect: str, close: str | None, allow_python: bool = False) -> Reader:
    """A JSON call (or list of calls) after an opening marker, with an optional closing tag."""

    def read(scan: Scan, m: re.Match[str]) -> Region | None:
        pos = scan.skip_space(m.end())
        text = scan.text
        region: Region | None = None
        if text[pos : pos + 1] in ("{", "["):
            region = scan.json_series(pos, dialect)
        if (region is None or not region.calls) and allow_python:
            limit = scan.find(close, pos) if close else -1
            if limit == -1:
                if not scan.final and close is not None:
                    raise Incomplete
                # no closing tag: the calls must be the rest of the text; measured first, so a
                # marker followed by no call never hands the whole rest of the text to the parser
                limit, dead = _python_to_end(scan, pos)
                if dead is not None and (dead.errors or dead.calls):
                    return dead  # calls the end of the reply cut short
                if region is None:
                    region = dead
            if limit != -1:
                found = callmod.calls_in_python(text[pos:limit], dialect, scan.snip(m.start(), limit))
                if found:
                    region = Region(limit, calls=found)
        if region is None or not region.calls:
            end = scan.find(close, pos) if close else -1
            if end == -1:
                if not scan.final and close is not None:
                    raise Incomplete
                return _dead_value(scan, m, region)  # None: a marker mentioned in prose, with no call after it
            message = (
                f"Could not read a tool call after {m.group().strip()}: "
                'write a JSON object {"name": ..., "arguments": {...}}.'
            )
            region = Region(end, errors=[scan.error(message, dialect, m.start(), end)])
        if close:
            region.end = scan.optional(region.end, close)
        return region

    return read


def _dead_value(scan: Scan, m: re.Match[str], region: Region | None) -> Region | None:
    """The marker and a value after it that is no call and never ends in time, kept as text.

    A value nested too deeply, or one that never closes (an unterminated string runs to the end
    of the text): like a bare JSON value, nothing inside it is read again. Each opening inside
    would read as far again, so a run of `<tool_call>{` would be re-read once per level, and a
    run of `<tool_call>["` once per marker to the end of the text.
    """
    if region is None or not (region.too_deep or region.open_end) or region.calls or region.errors:
        return None
    return Region(
        region.end,
        keep=scan.text[m.start() : region.end],
        explicit=False,
        too_deep=region.too_deep,
        open_end=region.open_end,
    )


_SEPARATORS = re.compile(r"[\s;,]*+")
_PY_STATEMENT = re.compile(r"[\s;,]*+(?:[A-Za-z_][\w.]*+\s*+)?(?=[\[(])")


def _python_to_end(scan: Scan, pos: int) -> tuple[int, Region | None]:
    """Where Python calls from `pos` that make up the rest of the text end: len(text), or -1.

    Each statement (`[...]`, `name(...)`) is measured, never parsed, so a failed try costs only
    what it read. With -1 comes a kept-text region when a statement never closes (it was read to
    the end of the text: no later marker inside it reads it again), else None.
    """
    text = scan.text
    at = pos
    while True:
        head = _PY_STATEMENT.match(text, at)
        if head is None:
            if at > pos:
                separators = _SEPARATORS.match(text, at)
                assert separators is not None  # the pattern matches the empty string
                if separators.end() == len(text):
                    return len(text), None
            return -1, None
        extent = jsontext.measure(text, head.end(), python=True)
        if not extent.closed:
            cut = _python_cut(scan, pos, at, extent)
            if cut is not None:
                return -1, cut
            open_end = extent.string_to_end
            if not (extent.too_deep or open_end):
                return -1, None  # brackets left open: a later opening inside is nested deeper
            return -1, Region(
                extent.end, keep=text[pos : extent.end], explicit=False, too_deep=extent.too_deep, open_end=open_end
            )
        at = extent.end


_PY_CALL_HEAD = re.compile(r"[\s;,]*+\[?\s*+(?P<name>" + _NAME + r")\s*+\(")


def _python_cut(scan: Scan, pos: int, at: int, extent: jsontext.Extent) -> Region | None:
    """Python calls from `pos` whose last statement (at `at`) the end of the reply left open
    (`extent`), when it starts with a call to an offered tool. The calls before the cut one are
    complete and kept; the last one is an error asking for it again, never a call."""
    if extent.too_deep:
        return None
    head = _PY_CALL_HEAD.match(scan.text, at, min(len(scan.text), at + 300))
    name = scan.tools.resolve(head.group("name"))[0] if head is not None else None
    if name is None:
        return None
    where = jsontext.IN_STRING if extent.suffix[:1] in ('"', "'") else jsontext.IN_ARGUMENTS
    snippet = scan.snip(pos, extent.end)
    body = scan.text[pos : extent.end]
    # closing what is open only to tell the complete calls from the cut one
    found = callmod.calls_in_python(body + extent.suffix, "pythonic", snippet) if len(body) < 4096 else None
    if not found:
        error = scan.error(callmod.cut_off_message(name, where), "pythonic", pos, extent.end, name)
        return Region(extent.end, errors=[error], explicit=False)
    for raw in found:
        raw.repaired = True
    found[-1].cut_off = where
    return Region(extent.end, calls=found, explicit=False)


_XML_FUNCTION = re.compile(r"<function(?:=\s*(?P<a>[^>\s]+)|\s+name=\"(?P<b>[^\"]+)\")\s*>")
_GLM_HEAD = re.compile(r"\s*(?P<name>" + _NAME + r")\s*(?=<arg_key>)")
_NAME_THEN_JSON = re.compile(r"\s*(?P<name>" + _NAME + r")\s*(?=\{)")


def read_tool_call_tag(scan: Scan, m: re.Match[str]) -> Region | None:
    """`<tool_call>`: Hermes JSON, Qwen3-Coder XML, GLM arg_key/arg_value, or `name {json}`."""
    pos = scan.skip_space(m.end())
    text = scan.text
    deep = None
    region: Region | None
    if text.startswith("<function", pos) or (not scan.final and "<function".startswith(text[pos:])):
        region = read_xml_functions(scan, pos, "qwen3_coder", m.start())
    elif text[pos : pos + 1] in ("{", "["):
        region = _tagged_json("hermes", None)(scan, m)
        if region is not None and not region.calls and not region.errors:
            deep, region = region, None
    else:
        glm = scan.match(_GLM_HEAD, pos, 200)
        if glm:
            region = read_glm(scan, glm.group("name"), glm.end(), m.start())
        else:
            head = scan.match(_NAME_THEN_JSON, pos, 200)
            if head:
                region = scan.named_json(head.group("name"), head.end(), "glm", m.start())
            else:
                region = None
    if region is None:
        end = scan.find("</tool_call>", pos)
        if end == -1:
            if not scan.final:
                raise Incomplete
            return _dead_value(scan, m, deep)  # None: the tag mentioned in prose
        message = (
            'Could not read the call in <tool_call>: write <tool_call>{"name": ..., "arguments": {...}}</tool_call>.'
        )
        region = Region(end, errors=[scan.error(message, "hermes", m.start(), end)])
    region.end = scan.optional(region.end, "</tool_call>")
    return region


_ARG_KEY = re.compile(r"\s*<arg_key>(?P<key>[^<]{1,200})</arg_key>\s*<arg_value>")


def read_glm(scan: Scan, name: str, pos: int, start: int) -> Region:
    """GLM 4.5+: `name<arg_key>k</arg_key><arg_value>v</arg_value>...` (values typed by the schema)."""
    args: dict[str, str] = {}
    cut_off = ""
    while True:
        head = scan.match(_ARG_KEY, pos, 300)
        if head is None:
            # the next argument's tags, cut short, end the reply (a whole head is under 300 characters)
            if len(scan.text) - pos <= 300 and _glm_head_cut(scan.text[pos:].lstrip()):
                if not scan.final:
                    raise Incomplete
                cut_off = jsontext.IN_ARGUMENTS
            break
        value_end, which = scan.earliest(("</arg_value>", "<arg_key>", "</tool_call>"), head.end())
        if not which and not scan.final:
            raise Incomplete
        args[head.group("key").strip()] = scan.text[head.end() : value_end]
        if not which:  # the value runs to the end of the reply
            cut_off = jsontext.IN_STRING
            pos = value_end
            break
        pos = value_end + len(which) if which == "</arg_value>" else value_end
    call = RawCall(name, args, "glm", from_text=True, snippet=scan.snip(start, pos), cut_off=cut_off)
    return Region(pos, calls=[call])


def _glm_head_cut(rest: str) -> bool:
    """`rest` (the rest of the reply) is the start of `<arg_key>KEY</arg_key><arg_value>`, cut short."""
    if not rest:
        return False
    if "<arg_key>".startswith(rest):
        return True
    if not rest.startswith("<arg_key>"):
        return False
    key_end = rest.find("<", len("<arg_key>"))
    if key_end == -1:
        return True  # the key runs to the end
    after = rest[key_end:]
    if "</arg_key>".startswith(after):
        return True
    return after.startswith("</arg_key>") and "<arg_value>".startswith(after[len("</arg_key>") :].lstrip())


def read_xml_functions(scan: Scan, pos: int, dialect: str, start: int) -> Region:
    """`<function=name><parameter=k>v</parameter></function>` (closing tags may be missing), repeated."""
    region = Region(pos)
    text = scan.text
    while True:
        at = scan.skip_space(pos) if pos < len(text) else pos
        head = scan.match(_XML_FUNCTION, at, 300) if text.startswith("<function", at) else None
        if head is None:
            if not scan.final and 0 < len(text) - at < len("<function") and "<function".startswith(text[at:]):
                raise Incomplete  # the next call's tag is still being written
            break
        name = head.group("a") or head.group("b")
        args, pos, cut_off = _xml_parameters(
            scan,
            head.end(),
            ("<parameter=", '<parameter name="'),
            "</parameter>",
            ("</function>", "</tool_call>", "</seed:tool_call>"),
        )
        # Qwen3-Coder puts each value on its own lines; those two newlines are layout, not data
        args = {
            k: v[1 if v.startswith("\n") else 0 : -1 if v.endswith("\n") and len(v) > 1 else None]
            for k, v in args.items()
        }
        pos = scan.optional(pos, "</function>")
        region.calls.append(
            RawCall(name, args, dialect, from_text=True, snippet=scan.snip(start, pos), cut_off=cut_off)
        )
        region.end = pos
    return region


_PARAM_OPEN = re.compile(r"<parameter(?:=\s*(?P<a>[^>\s]+)|\s+name=\"(?P<b>[^\"]*)\")\s*>")


def _xml_parameters(
    scan: Scan, pos: int, opens: tuple[str, ...], close: str, stops: tuple[str, ...]
) -> tuple[dict[str, str], int, str]:
    """The parameters from `pos`, where they end, and where the end of the reply cut them short
    ("" when it did not): a value with no closing or following tag after it, or a parameter tag
    still being written. A missing closing tag before the next tag is fine."""
    args: dict[str, str] = {}
    text = scan.text
    while True:
        at = pos
        while at < len(text) and text[at].isspace():
            at += 1
        if at >= len(text):
            if not scan.final:
                raise Incomplete
            return args, at, ""
        if not any(text.startswith(o, at) for o in opens):
            rest = len(text) - at
            if any(rest < len(o) and o.startswith(text[at:]) for o in opens):
                if not scan.final:
                    raise Incomplete
                return args, at, jsontext.IN_ARGUMENTS  # `<param` ends the reply
            if not scan.final and any(rest < len(o) and o.startswith(text[at:]) for o in stops):
                raise Incomplete
            return args, at, ""
        head = scan.match(_PARAM_OPEN, at, 300)
        if head is None:
            # a tag with no `>` before the end of the reply was cut short (streaming, the match
            # above waits while the window reaches the end)
            cut = len(text) - at <= 300 and text.find(">", at) == -1
            return args, at, jsontext.IN_ARGUMENTS if cut else ""
        value_end, which = scan.earliest((close, *opens, *stops), head.end())
        if not which and not scan.final:
            raise Incomplete
        args[head.group("a") or head.group("b")] = text[head.end() : value_end]
        if not which:
            return args, value_end, jsontext.IN_STRING
        pos = value_end + len(close) if which == close else value_end


def read_seed(scan: Scan, m: re.Match[str]) -> Region:
    pos = scan.skip_space(m.end())
    region = read_xml_functions(scan, pos, "seed_oss", m.start())
    if not region.calls:
        end = scan.find_end("</seed:tool_call>", pos)
        region = Region(
            end,
            errors=[
                scan.error(
                    "Could not read the call in <seed:tool_call>: "
                    "write <function=NAME><parameter=KEY>VALUE</parameter></function>.",
                    "seed_oss",
                    m.start(),
                    end,
                )
            ],
        )
    region.end = scan.optional(region.end, "</seed:tool_call>")
    return region


def read_function_tag(scan: Scan, m: re.Match[str]) -> Region | None:
    """Functionary `<function=name>{json}</function>`, or Qwen3-Coder XML without `<tool_call>`."""
    head = scan.match(_XML_FUNCTION, m.start(), 300)
    if head is None:
        return None
    name = head.group("a") or head.group("b")
    pos = scan.skip_space(head.end())
    if scan.text.startswith("<parameter", pos):
        region = read_xml_functions(scan, m.start(), "qwen3_coder", m.start())
        region.end = scan.optional(region.end, "</tool_call>")
        return region
    region = scan.named_json(name, pos, "functionary", m.start())
    region.end = scan.optional(region.end, "</function>")
    if scan.text[pos : pos + 1] != "{" and region.end - m.start() >= len("</function>"):
        # no arguments: read from its own text and at most the first 11 characters after it (is
        # `</function>` next?), which a following copy of it fills, so identical tags are counted
        return _copies(scan, m.start(), region)
    return region


_INVOKE = re.compile(r"<invoke\s+name=\"(?P<name>[^\"]+)\"\s*>")


def _read_invokes(scan: Scan, pos: int, dialect: str, start: int) -> Region:
    region = Region(pos)
    text = scan.text
    while True:
        at = scan.skip_space(pos) if pos < len(text) else pos
        head = scan.match(_INVOKE, at, 300) if text.startswith("<invoke", at) else None
        if head is None:
            return region
        args, pos, cut_off = _xml_parameters(scan, head.end(), ('<parameter name="',), "</parameter>", ("</invoke>",))
        pos = scan.optional(pos, "</invoke>")
        snippet = scan.snip(start, pos)
        region.calls.append(
            RawCall(head.group("name"), args, dialect, from_text=True, snippet=snippet, cut_off=cut_off)
        )
        region.end = pos


def read_minimax(scan: Scan, m: re.Match[str]) -> Region:
    pos = scan.skip_space(m.end())
    region = _read_invokes(scan, pos, "minimax", m.start())
    if not region.calls:
        end = scan.find_end("</minimax:tool_call>", pos)
        region = Region(
            end,
            errors=[
                scan.error(
                    "Could not read the call: "
                    'write <invoke name="NAME"><parameter name="KEY">VALUE</parameter></invoke>.',
                    "minimax",
                    m.start(),
                    end,
                )
            ],
        )
    region.end = scan.optional(region.end, "</minimax:tool_call>")
    return region


def read_function_calls(scan: Scan, m: re.Match[str]) -> Region:
    """`<function_calls>`: pythonic calls, or `<invoke>` XML."""
    pos = scan.skip_space(m.end())
    if scan.text.startswith("<invoke", pos):
        region = _read_invokes(scan, pos, "minimax", m.start())
        region.end = scan.optional(region.end, "</function_calls>")
        return region
    return _python_block(scan, m, "</function_calls>", "pythonic")


def _python_block(scan: Scan, m: re.Match[str], close: str, dialect: str) -> Region:
    end = scan.find_end(close, m.end())
    found = callmod.calls_in_python(scan.text[m.end() : end], dialect, scan.snip(m.start(), end))
    stop = min(len(scan.text), end + len(close))
    if not found:
        return Region(
            stop,
            errors=[
                scan.error(
                    "Could not read the calls as Python: write name(arg=value, ...) with literal values.",
                    dialect,
                    m.start(),
                    stop,
                )
            ],
        )
    return Region(stop, calls=found)


def read_python_tag(scan: Scan, m: re.Match[str]) -> Region:
    """Llama 3 `<|python_tag|>`: JSON objects separated by `;`, or Python calls."""
    pos = scan.skip_space(m.end())
    if scan.text[pos : pos + 1] in ("{", "["):
        region = scan.json_series(pos, "llama3")
        if region is not None and region.calls:
            return region
        dead = _dead_value(scan, m, region)
        if dead is not None:
            return dead
    end, _ = scan.earliest(("<|eom_id|>", "<|eot_id|>", "\n\n"), pos)
    if end == len(scan.text) and not scan.final:
        raise Incomplete
    found = callmod.calls_in_python(scan.text[pos:end], "llama3", scan.snip(m.start(), end))
    if found:
        return Region(end, calls=found)
    return Region(
        end,
        errors=[
            scan.error(
                'Could not read the call after <|python_tag|>: write {"name": ..., "parameters": {...}}.',
                "llama3",
                m.start(),
                end,
            )
        ],
    )


_JSON_CALL_START = re.compile(r"\{|\[\s*\{")
_MISTRAL_NAME = re.compile(r"\s*(?P<name>" + _NAME + r")\s*(?:\[CALL_ID\][^\[{]{0,100})?(?:\[ARGS\])?")


def read_mistral(scan: Scan, m: re.Match[str]) -> Region | None:
    pos = scan.skip_space(m.end())
    text = scan.text
    if scan.match(_JSON_CALL_START, pos, 40):
        region = scan.json_series(pos, "mistral")
        if region is not None and region.calls:
            return region
        dead = _dead_value(scan, m, region)
        if dead is not None:
            return dead
    head = scan.match(_MISTRAL_NAME, pos, 300)
    if head is not None and text[scan.skip_space(head.end()) : scan.skip_space(head.end()) + 1] == "{":
        return scan.named_json(head.group("name"), head.end(), "devstral", m.start())
    return None  # the marker mentioned in prose


def read_functools(scan: Scan, m: re.Match[str]) -> Region:
    pos = scan.skip_space(m.end())
    region = scan.json_series(pos, "functools")
    if region is None or not region.calls:
        end = min(len(scan.text), pos + 200)
        error = scan.error(
            'Could not read functools[...]: write functools[{"name": ..., "arguments": {...}}].',
            "functools",
            m.start(),
            end,
        )
        dead = _dead_value(scan, m, region)
        if dead is not None:  # read to its end already: kept as text, nothing in it read again
            dead.errors.append(error)
            return dead
        return Region(pos + 1, errors=[error])
    return region


def read_ds_block(scan: Scan, m: re.Match[str]) -> Region:
    return Region(m.end())  # the calls inside are read one by one


_DS_SEP = _DS + r"sep" + _DS_END
_DS_HEAD = re.compile(
    r"\s*(?:function\s*" + _DS_SEP + r"\s*(?P<a>[^\s<`]+)"
    r"|(?P<b>[^\s<`]+?)\s*"
    + _DS_SEP
    + r"|(?:functions\.)?(?P<c>[\w.\-]+?)(?::\d+)?\s*"
    + _DS
    + r"call[▁_]argument[▁_]begin"
    + _DS_END
    + r")"
)
_DS_FENCE = re.compile(r"\s*```\w*\s*")
_DS_CALL_END = re.compile(r"\s*(?:```)?\s*" + _DS + r"call[▁_]end" + _DS_END)


def read_ds_call(scan: Scan, m: re.Match[str]) -> Region:
    """DeepSeek V3/R1/V3.1 and Kimi K2 calls (they share the token shape)."""
    head = scan.match(_DS_HEAD, m.end(), 300)
    if head is None:
        end = min(len(scan.text), m.end() + 200)
        return Region(
            m.end(),
            errors=[scan.error("Could not read the tool name after the tool-call token.", "deepseek", m.start(), end)],
        )
    name = head.group("a") or head.group("b") or head.group("c")
    dialect = "kimi" if head.group("c") else "deepseek"
    pos = head.end()
    fence = scan.match(_DS_FENCE, pos, 40)
    if fence:
        pos = fence.end()
    region = scan.named_json(name, pos, dialect, m.start())
    tail = scan.match(_DS_CALL_END, region.end, 60)
    if tail:
        region.end = tail.end()
    return region


_GEMMA_CALL = re.compile(r"\s*call:(?P<name>" + _NAME + r")\s*(?=\{)")


def _gemma(dialect: str, quote: str, close: str) -> Reader:
    def read(scan: Scan, m: re.Match[str]) -> Region:
        region = Region(m.end())
        pos = m.end()
        while True:
            head = scan.match(_GEMMA_CALL, pos, 200) if pos < len(scan.text) or not scan.final else None
            if head is None:
                break
            try:
                value, pos = _gemma_value(scan, head.end(), quote, 0)
            except ValueError as exc:
                end = scan.find_end(close, head.end())
                region.errors.append(
                    scan.error(
                        f"Could not read the arguments of {head.group('name')}: {exc}.",
                        dialect,
                        m.start(),
                        end,
                        head.group("name"),
                    )
                )
                region.end = end
                break
            region.calls.append(RawCall(head.group("name"), value, dialect, snippet=scan.snip(m.start(), pos)))
            region.end = pos
            if (
                not scan.text.startswith(quote, pos)
                and scan.optional(pos, close) == pos
                and scan.match(_GEMMA_CALL, pos, 200) is None
            ):
                break
            nxt = scan.optional(pos, close)
            if nxt != pos:
                region.end = nxt
                follow = scan.optional(nxt, m.group())
                if follow == nxt:
                    break
                pos = follow
        if not region.calls and not region.errors:
            end = min(len(scan.text), m.end() + 200)
            region.errors.append(
                scan.error(
                    f"Could not read the call after {m.group()}: write call:NAME{{key:value}}.", dialect, m.start(), end
                )
            )
        return region

    return read


_GEMMA_KEY = re.compile(r"\s*(?P<key>[\w.\-]+|\"[^\"]*\")\s*:\s*")
_GEMMA_ATOM = re.compile(r"\s*(?P<atom>[^,}\]\s]+)\s*")


def _gemma_value(scan: Scan, pos: int, quote: str, depth: int):
    """Gemma's call syntax: {key:value,...}, [..], strings between `quote` markers, bare atoms."""
    text = scan.text
    if depth > jsontext.MAX_DEPTH:
        raise ValueError("nested too deeply")
    while pos < len(text) and text[pos].isspace():
        pos += 1
    if pos >= len(text):
        if not scan.final:
            raise Incomplete
        raise ValueError("the text ends inside the arguments")
    if text.startswith(quote, pos):
        end = scan.find(quote, pos + len(quote))
        if end == -1:
            if not scan.final:
                raise Incomplete
            raise ValueError("a string is not closed")
        return text[pos + len(quote) : end], end + len(quote)
    char = text[pos]
    if char in "{[":
        closer = "}" if char == "{" else "]"
        result: dict | list = {} if char == "{" else []
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
                item, pos = _gemma_value(scan, key.end(), quote, depth + 1)
                result[key.group("key").strip('"')] = item
            else:
                item, pos = _gemma_value(scan, pos, quote, depth + 1)
                result.append(item)
    atom = scan.match(_GEMMA_ATOM, pos, 200)
    if atom is None:
        raise ValueError(f"unexpected {text[pos : pos + 20]!r}")
    word = atom.group("atom")
    literal = {"true": True, "false": False, "null": None}.get(word.lower(), word)
    if isinstance(literal, str):
        try:
            literal = int(word)
        except ValueError:
            try:
                literal = float(word)
            except ValueError:
                pass
    return literal, atom.end()


def read_fence(scan: Scan, m: re.Match[str]) -> Region:
    """A ``` fence: calls when it holds nothing but calls, otherwise text shown to the user."""
    label = m.group().strip("`").strip().split()[0].lower() if m.group().strip("`").strip() else ""
    inner_start = m.end()
    inner_end = scan.find_end("```", inner_start)
    end = min(len(scan.text), inner_end + 3)
    region = _fence(scan, m, label, inner_start, inner_end, end)
    if label not in _FENCE_CALL_LABELS:  # a code sample, kept whatever it holds
        run = _KEPT_RUN.match(scan.text, region.end)  # code spans and samples right after it
        assert run is not None  # the pattern matches the empty string
        run_end = run.end()
        if run_end > region.end:
            region.end = run_end
            region.keep = scan.text[m.start() : run_end]
        return region
    if inner_end == inner_start:  # an empty fence: its own text decides it, so a run of them is counted
        return _copies(scan, m.start(), region)
    return region


def _fence(scan: Scan, m: re.Match[str], label: str, inner_start: int, inner_end: int, end: int) -> Region:
    whole = scan.text[m.start() : end]
    if label not in _FENCE_CALL_LABELS:
        return Region(end, keep=whole, explicit=False)  # a code sample, whatever it contains
    inner = scan.text[inner_start:inner_end]
    if label == "tool_code":
        found = callmod.calls_in_python(inner, "tool_code", scan.snip(m.start(), end))
        if found:
            return Region(end, calls=found)
        return Region(
            end,
            errors=[
                scan.error(
                    "Could not read the tool_code block: write one call like name(arg=value).",
                    "tool_code",
                    m.start(),
                    end,
                )
            ],
        )
    if MARKER.search(inner) is None:
        return Region(end, keep=whole, explicit=False)  # nothing in it could be a call
    sub = Scan(inner, scan.tools, scan.prefer, final=True, budget=scan.budget, nested=True)
    regions = list(sub.regions(0))
    found_calls = [c for _, r in regions for c in r.calls * r.repeat]
    found_errors = [e for _, r in regions for e in r.errors * r.repeat]
    if not found_calls:
        return Region(end, keep=whole, explicit=False, errors=found_errors, charged=True)
    explicit = label != "" and label.startswith(("tool", "function"))
    return Region(
        end,
        calls=found_calls,
        errors=found_errors,
        explicit=explicit or all(r.explicit for _, r in regions if r.calls),
        charged=True,
    )


def read_bare_object(scan: Scan, m: re.Match[str]) -> Region | None:
    region = scan.json_series(m.start(), "json")
    if region is None:
        return None
    region.explicit = False
    return region


def read_bare_list(scan: Scan, m: re.Match[str]) -> Region | None:
    text = scan.text
    after = scan.skip_space(m.end())
    if text[after : after + 1] == "{":
        region = scan.json_series(m.start(), "json")
        if region is not None:
            region.explicit = False
            return region
        return None
    extent = jsontext.measure(text, m.start(), python=True)
    if extent.too_deep:
        return Region(extent.end, keep=text[m.start() : extent.end], explicit=False)
    if not extent.closed:
        if not scan.final:
            raise Incomplete
        cut = _python_cut(scan, m.start(), m.start(), extent)
        if cut is None and extent.string_to_end:
            # a string runs to the end: every later `[` inside it would be read to the end again
            # (quadratic in a run of them), so it is text, as a bare JSON value is
            return Region(extent.end, keep=text[m.start() : extent.end], explicit=False, open_end=True)
        return cut
    found = callmod.calls_in_python(text[m.start() : extent.end], "pythonic", scan.snip(m.start(), extent.end))
    if not found:
        return None
    return Region(extent.end, calls=found, explicit=False)


READERS: dict[str, Reader] = {
    "think": read_think,
    "think_close": read_think_close,
    "harmony": read_harmony,
    "seed": read_seed,
    "minimax": read_minimax,
    "function_calls": read_function_calls,
    "tool_calls_tag": _tagged_json("hunyuan", "</tool_calls>", allow_python=True),
    "tool_call_tag": read_tool_call_tag,
    "nemotron": _tagged_json("nemotron", "</TOOLCALL>"),
    "function_tag": read_function_tag,
    "python_tag": read_python_tag,
    "python_start": lambda scan, m: _python_block(scan, m, "<|python_end|>", "pythonic"),
    "mistral": read_mistral,
    "functools": read_functools,
    "granite": _tagged_json("granite", None),
    "gemma4": _gemma("gemma4", '<|"|>', "<tool_call|>"),
    "function_gemma": _gemma("function_gemma", "<escape>", "<end_function_call>"),
    "lfm2": _tagged_json("lfm2", "<|tool_call_end|>", allow_python=True),
    "internlm": _tagged_json("internlm", "<|action_end|>"),
    "command_r": _tagged_json("command_r", "<|END_ACTION|>"),
    "ds_block": read_ds_block,
    "ds_call": read_ds_call,
    "junk": read_junk,
    "fence": read_fence,
    "inline_code": read_inline_code,
    "bare_object": read_bare_object,
    "bare_list": read_bare_list,
}


def _regions(self: Scan, pos: int) -> Iterator[tuple[int, Region]]:
    """The body of Scan.regions."""
    text = self.text
    budget = self.budget
    while True:
        if budget.failed >= MAX_FAILED:
            m = REASONING.match(text, self.earliest(_REASONING_TAGS, pos)[0])
        else:
            m = MARKER.search(text, pos)
        if m is None:
            return
        failed, last, seen, tried = budget.failed, budget.last, budget.seen_reasoning, self.tried
        try:
            region = READERS[m.lastgroup](self, m)  # type: ignore[index]  # MARKER names every alternative
        except Incomplete:
            # read again when more text has come, and charged then (a fence's inner scan may
            # have charged its candidates already)
            budget.failed, budget.last, budget.seen_reasoning = failed, last, seen
            raise Incomplete(m.start(), m.lastgroup) from None
        if region is None:
            pos = m.start() + 1
            continue
        region.end = max(region.end, m.start() + 1)  # always make progress
        spent = budget.failed >= MAX_FAILED
        if self.tried != tried or region.errors or region.calls or region.reasoning:
            _charge(self, m.start(), region, self.tried != tried)
        yield m.start(), region
        pos = region.end
        if not spent and budget.failed >= MAX_FAILED:
            yield pos, Region(pos, errors=[CallError(message=STOP_MESSAGE)], keep="")


def _charge(scan: Scan, start: int, region: Region, tried: bool) -> None:
    """Count `region` against the budget when it is a failed candidate (see Budget)."""
    budget = scan.budget
    if region.reasoning:
        if not scan.nested:  # as _extract reads them: a fence's reasoning tags mean nothing
            if region.reasoning_ends and not budget.seen_reasoning:
                budget.failed, budget.last = 0, None  # the drafts before it do not count
            budget.seen_reasoning = True
        return
    if region.charged:
        return
    tools = scan.tools
    if not (
        tried
        or region.errors
        or any(not isinstance(raw.name, str) or tools.resolve(raw.name)[0] is None for raw in region.calls)
    ):
        return
    unit = scan.text[start : start + (region.end - start) // region.repeat]
    if unit != budget.last:
        budget.failed += 1
        budget.last = unit


def _join(segments: list[str]) -> str:
    """Glue the text around removed regions without leaving holes of blanks.

    Each seam strips the blanks on both sides and puts back one space unless a newline is
    there; built as a list of pieces so many seams cost linear time, not a copy per seam.
    """
    parts: list[str] = []  # never empty strings
    for segment in segments:
        if not segment:
            continue
        if not parts:
            parts.append(segment)
            continue
        while parts:  # strip the blanks at the end of everything so far
            last = parts[-1].rstrip(" \t")
            if last:
                parts[-1] = last
                break
            parts.pop()
        right = segment.lstrip(" \t")
        if parts and right and not parts[-1].endswith("\n") and not right.startswith("\n"):
            parts.append(" ")
        if right:
            parts.append(right)
    return "".join(parts)


_BLANK_LINES = re.compile(r"\n[ \t]*\n(?:[ \t]*\n)+")
_SEPARATORS_ONLY = re.compile(r"[\s;,]*\Z")


class Collector:
    """Assembles calls, errors and content from regions in order."""

    def __init__(self, tools: ToolSet, report_all: bool = False):
        self.tools = tools
        # False: errors past MAX_ERRORS are never built (the result drops them); the streaming
        # parser sets it, since each error is also an event
        self.report_all = report_all
        self.calls: list[ParsedCall] = []
        self.errors: list[CallError] = []
        self.segments: list[list[str]] = [[]]  # pieces of the content between removed regions
        self._after_call = False

    def text(self, piece: str) -> None:
        if piece:
            self.segments[-1].append(piece)

    def region(self, region: Region, raw_text: str) -> tuple[list[ParsedCall], list[CallError]]:
        calls, errors = self._region(region, raw_text)
        copies = region.repeat
        if copies > 1:  # identical copies in a row: the calls and errors of one, once per copy
            calls = calls + [call.model_copy(deep=True) for _ in range(copies - 1) for call in calls]
            errors = errors * (copies if self.report_all else min(copies, MAX_ERRORS))
        self.calls.extend(calls)
        room = MAX_ERRORS - len(self.errors)
        self.errors.extend(errors[: max(room, 0)])
        if len(errors) > room:  # full: the error that says the parser stopped still shows, last
            stop = next((error for error in errors[max(room, 0) :] if error.message is STOP_MESSAGE), None)
            if stop is not None:
                self.errors[-1] = stop
        return calls, errors

    def _region(self, region: Region, raw_text: str) -> tuple[list[ParsedCall], list[CallError]]:
        calls: list[ParsedCall] = []
        errors: list[CallError] = list(region.errors)
        echo_only = bool(region.calls)
        full = not self.report_all and len(self.errors) + len(errors) >= MAX_ERRORS
        for raw in region.calls:
            if full and isinstance(raw.name, str) and self.tools.resolve(raw.name)[0] is None:
                echo_only = False  # a call to no offered tool is an error that would be dropped
                continue
            done = callmod.finish(raw, self.tools)
            if done is ECHO:
                continue
            echo_only = False
            if isinstance(done, ParsedCall):
                calls.append(done)
            elif isinstance(done, CallError):
                errors.append(done)
                full = not self.report_all and len(self.errors) + len(errors) >= MAX_ERRORS
        keep = region.keep
        if region.calls and echo_only:
            keep = raw_text  # a copy of the tool definitions is text, not a call
        elif (
            region.calls
            and not calls
            and not region.explicit
            and not any(isinstance(raw.name, str) and self.tools.resolve(raw.name)[0] for raw in region.calls)
        ):
            keep = raw_text  # JSON naming no offered tool: tell the model, leave the text alone
            if all(raw.dialect == "pythonic" for raw in region.calls):
                errors = list(region.errors)  # `[f(x=1)]` in prose is code, not a failed call
        if keep is not None:
            self.text(keep)
        else:
            if self._after_call and _SEPARATORS_ONLY.match("".join(self.segments[-1])):
                self.segments[-1] = []  # the `;` between two calls is not content
            self.segments.append([])
        self._after_call = keep is None
        return calls, errors

    def result(self) -> ParseResult:
        content = _join(["".join(pieces) for pieces in self.segments])
        content = _BLANK_LINES.sub("\n\n", content).strip()
        return ParseResult(calls=self.calls, content=content, errors=self.errors)


def extract_tool_calls(text: str, tools: list[dict] | ToolSet, dialect: str | None = None) -> ParseResult:
    """Calls, content and errors in one model message. Never raises on any text."""
    toolset = tools if isinstance(tools, ToolSet) else ToolSet(tools or [])
    if not isinstance(text, str):
        return ParseResult(errors=[CallError(message=f"expected text, got {type(text).__name__}")])
    try:
        return _extract(text, toolset, dialect)
    except RecursionError:
        return ParseResult(
            content=text,
            errors=[CallError(message="The message is nested too deeply to read; write calls as plain JSON objects.")],
        )


def _extract(text: str, toolset: ToolSet, dialect: str | None) -> ParseResult:
    scan = Scan(text, toolset, dialect, final=True)
    collector = Collector(toolset)
    pos = 0
    seen_reasoning = False
    for start, region in scan.regions(pos):
        if region.reasoning_ends and not seen_reasoning:
            collector = Collector(toolset)  # drafts before `</think>` do not count
        else:
            collector.text(text[pos:start])
            collector.region(region, text[start : region.end])
        seen_reasoning = seen_reasoning or region.reasoning
        pos = region.end
    collector.text(text[pos:])
    return collector.result()
