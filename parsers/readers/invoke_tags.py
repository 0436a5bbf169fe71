"""Readers for `<invoke name="…">` calls: MiniMax-M2 (`<minimax:tool_call>`, `<parameter name=…>`),
MiniMax-M3 (each tag behind the `]<]minimax[>[` sentinel, each parameter its own tag), DeepSeek
V3.2's DSML (`<｜DSML｜invoke>`, `string="false"` values are JSON), and the same tags after a
server stripped the special tokens around them (`<tool_call>`, `<tool_calls>`, `<function_calls>`).

One reader serves them all: the tags differ only by a prefix inside the brackets (`｜DSML｜`) and a
sentinel before them, both known from the marker that opened the block.
"""

from __future__ import annotations

import json
import re
from functools import lru_cache
from typing import Any

from parsers import calls as callmod
from parsers import jsontext
from parsers.calls import RawCall
from parsers.dialects import Dialect
from parsers.jsontext import Incomplete
from parsers.readers.formats_shown import introduces_a_format
from parsers.readers.mentions import named_in_parentheses
from parsers.readers.python_calls import python_block
from parsers.region import Region
from parsers.scan import LOOKAHEAD, Marker, Reader, Scan
from parsers.value_text import xml_value

M3_SENTINEL = "]<]minimax[>["  # MiniMax-M3 writes it before every tag of a call


@lru_cache(maxsize=16)
def _tags(prefix: str) -> tuple[re.Pattern[str], re.Pattern[str]]:
    """The invoke and parameter opening tags with `prefix` inside their brackets (extra attributes allowed)."""
    p = re.escape(prefix)
    invoke = re.compile(r"<" + p + r"invoke\s+name=\"(?P<name>[^\"]{1,200})\"[^>]{0,300}>")
    if prefix == ATEM:  # Muse Glimmer fumbles its `<|message|>` into the name, or for the tag's `">` (ollama's tests)
        invoke = re.compile(
            r"<" + p + r"invoke\s+name=\"(?P<name>[^\"<]{1,200}(?:<\|message\|>[^\"<]{1,200})?)"
            r"(?:(?:<\|message\|>)?\"[^>]{0,300}>|<\|message\|>(?=\s*<))"
        )
    # (the name's quotes as a chat window's typography may show them, “key”, read as plain ones)
    parameter = re.compile(r"<" + p + r"parameter\s+name=[\"“](?P<key>[^\"“”]{1,200})[\"”](?P<attrs>[^>]{0,300})>")
    return invoke, parameter


_OWN_TAG = re.compile(r"<(?P<tag>[A-Za-z_][\w.\-]{0,100})>")  # M3: a parameter written as its own tag


def skip_sentinels(scan: Scan, pos: int, sentinel: str) -> int:
    """Past whitespace and sentinels."""
    text = scan.text
    while True:
        while pos < len(text) and text[pos].isspace():
            pos += 1
        if sentinel and text.startswith(sentinel, pos):
            pos += len(sentinel)
            continue
        if sentinel and not scan.final and pos < len(text) and sentinel.startswith(text[pos:]):
            raise Incomplete
        return pos


def starts_at(scan: Scan, pos: int, token: str) -> bool:
    """`token` is at `pos`; Incomplete while the streamed text ends inside it."""
    text = scan.text
    if text.startswith(token, pos):
        return True
    if not scan.final and len(text) - pos < len(token) and token.startswith(text[pos:]):
        raise Incomplete
    return False


def read_invokes(scan: Scan, pos: int, dialect: str, start: int, prefix: str = "", sentinel: str = "",
                 bare: re.Match[str] | None = None) -> Region:  # fmt: skip
    """`<invoke name="NAME">…</invoke>` calls from `pos` on, as many as follow each other. `bare`, the marker of
    invokes with no block tag before them: only closed invokes of offered tools whose arguments read, up to the rest."""
    region = Region(pos)
    text = scan.text
    invoke, _ = _tags(prefix)
    close = f"</{prefix}invoke>"
    while True:
        at = skip_sentinels(scan, pos, sentinel)
        head = scan.match(invoke, at, 600) if starts_at(scan, at, f"<{prefix}invoke") else None
        if head is None:
            if not region.calls and at >= len(text) - len(f"<{prefix}invoke") and not scan.final:
                raise Incomplete
            return region
        name, first = head.group("name").replace("<|message|>", ""), bare if at == start else None
        if bare and (scan.tools.resolve(name)[0] is None or not closed_alone(scan, head.end(), close, m=first)):
            return region
        body = skip_sentinels(scan, head.end(), sentinel)
        tags = bare or not starts_at(scan, body, "{")
        if not tags:  # a JSON object of arguments (DeepSeek V3.2 drifting to JSON)
            found = _json_arguments(scan, name, body, dialect, start, close)
        else:
            own_tags = not bare and prefix not in (ATEM, "steptml:")  # M3's own tags; Muse Glimmer, Step-3 none
            args, end, cut_off = parameters_of(scan, head.end(), prefix, sentinel, own_tags)
            if prefix == ATEM:  # Muse Glimmer writes a string value as JSON (tabbyAPI's and lmdeploy's tests)
                args = {key: jsontext.unquoted(value) for key, value in args.items()}
            as_input = (
                None if args or cut_off or bare or sentinel else _body_as_its_input(scan, name, head.end(), close)
            )
            if as_input is not None:
                args, end = as_input
            if not (args or cut_off) and skip_sentinels(scan, end, sentinel) >= len(text):
                cut_off = jsontext.IN_ARGUMENTS  # the reply ends after the head: cut
            call = RawCall(name, args, dialect, from_text=True, snippet=scan.snip(start, end), cut_off=cut_off)
            found = Region(end, calls=[call])
        after = skip_sentinels(scan, found.end, sentinel)
        closed = starts_at(scan, after, close)
        if bare and (not closed or found.errors or any(call.cut_off for call in found.calls)):
            return region
        if tags and _DSML_PREFIX.search(prefix) and not closed and _unread_in_invoke(scan, after, prefix):
            # a tag the invoke holds that is no parameter of its (`<parameter name=…>` without DSML's marker, SGLang's
            # tests): refused, not run without the argument it meant to give
            message = f'Could not read the arguments of {name}: write <{prefix}parameter name="KEY">VALUE…'
            found = Region(found.end, errors=[scan.error(message, dialect, start, found.end, name)])
        region.calls += found.calls
        region.errors += found.errors
        pos = region.end = after + len(close) if closed else found.end
        if tags and not bare and scan.final and at - start >= callmod.SNIPPET_SIZE:
            pos = region.end = _copies(scan, at, pos, sentinel, found, region)


_DSML_PREFIX = re.compile(r"DSML|GCML")


def _unread_in_invoke(scan: Scan, pos: int, prefix: str) -> bool:
    """Something other than the invoke's closing tag, another invoke or the reply's end stands at `pos`, inside the
    invoke (its closing tag follows)."""
    text = scan.text
    if pos >= len(text) or starts_at(scan, pos, f"<{prefix}invoke"):
        return False
    close = scan.find(f"</{prefix}invoke>", pos)
    return close != -1 and close - pos < 2000 and bool(text[pos:close].strip())


def _body_as_its_input(scan: Scan, name: str, pos: int, close: str) -> tuple[dict[str, str], int] | None:
    """An invoke's text up to its closing tag, no parameter tag in it, as the value of its tool's one parameter (or one
    required one): `<invoke name="ipython">\nprint(1)\n</invoke>`, as gptme reads Claude Haiku's; None otherwise."""
    tool = scan.tools.resolve(name)[0]
    sole = callmod.sole_parameter(scan.tools, tool) if tool is not None else None
    at = scan.find(close, pos) if sole is not None else -1
    if at == -1 and sole is not None and not scan.final and "<parameter" not in scan.text[pos : pos + 12]:
        raise Incomplete  # the closing tag may still come (streaming: no missing argument reported meanwhile)
    body = scan.text[pos:at] if at != -1 else ""
    if not body.strip() or "<parameter" in body or "<invoke" in body:
        return None
    return {str(sole): body.removeprefix("\n").removesuffix("\n")}, at


def _copies(scan: Scan, at: int, end: int, sentinel: str, found: Region, region: Region) -> int:
    """The invoke read from `at` to `end`, counted again for each identical copy of its text that follows, but for
    those too close to the run's end to be sure of; where the counted copies end. Each copy reads as it did: its tags
    are read from its own text and a bounded lookahead (the reply's end is further off than a copy can look), and its
    snippet starts at the block (200 characters before `at` or more) and reaches past it."""
    text = scan.text
    following = skip_sentinels(scan, end, sentinel)
    unit = text[at:following]
    size, copies, after = len(unit), 0, following
    while text.startswith(unit, after):
        copies += 1
        after += size
    copies -= -(-LOOKAHEAD // size)
    if copies < 1:
        return end
    region.calls += found.calls * copies
    return end + copies * size


def closed_alone(scan: Scan, pos: int, close: str, opener: str = "<invoke", m: re.Match[str] | None = None) -> bool:
    """Whether the invoke whose head ends at `pos` closes before another `opener` (Incomplete while its closing
    tag may still come): what a bare invoke reads never reaches the next one, so each is read once."""
    end = scan.find(close, pos)
    if end == -1 and not scan.final:
        raise Incomplete
    following = scan.find(opener, pos)
    if end != -1 and (following == -1 or end < following):
        return True
    if m is not None:  # read at `m`: a copy of its head before the last opener ahead of the close closes no sooner
        last = len(scan.text) if end == -1 else scan.text.rfind(opener, max(following, end - 600), end)
        if last != -1:  # (that opener looked for near the close only: linear)
            scan.skip_later(m, pos, last)
    return False


def _json_arguments(scan: Scan, name: str, pos: int, dialect: str, start: int, close: str) -> Region:
    """The invoke's arguments written as one JSON object: decoded up to the invoke's closing tag (only strict JSON
    reads on past it), a call or an error."""
    if scan.tools.resolve(name)[0] is None:
        return scan.named_json(name, pos, dialect, start)  # an error naming the tools, whatever the arguments hold
    decoded = scan.decode(pos, close=close)
    if not decoded.ok:
        message = f"The arguments of {name} could not be read as JSON. Write them as one JSON object."
        return Region(decoded.end, errors=[scan.error(message, dialect, start, decoded.end, name)])
    raw = RawCall(name, decoded.value, dialect, repaired=decoded.repaired, snippet=scan.snip(start, decoded.end),
                  cut_off=decoded.cut_off)  # fmt: skip
    return Region(decoded.end, calls=[raw])


def parameters_of(scan: Scan, pos: int, prefix: str, sentinel: str,
                own_tags: bool = True) -> tuple[dict[str, Any], int, str]:  # fmt: skip
    """The arguments of one invoke, where they end, and how the end of the reply cut them ("" if it did not).
    `own_tags`: M3's parameters written as their own tags are read too."""
    text = scan.text
    _, parameter = _tags(prefix)
    open_tag, close = f"<{prefix}parameter", f"</{prefix}parameter>"
    stops = (close, open_tag, f"</{prefix}invoke>")
    args: dict[str, Any] = {}
    repeated: set[str] = set()
    while True:
        at = skip_sentinels(scan, pos, sentinel)
        if at >= len(text) or text.startswith("</", at):  # the end, the invoke's closing tag or another
            return args, at, ""
        if starts_at(scan, at, open_tag):
            head = scan.match(parameter, at, 600)
            if head is None:
                cut = len(text) - at <= 600 and text.find(">", at) == -1
                return args, at, jsontext.IN_ARGUMENTS if cut else ""
            end, which = scan.earliest(stops, head.end())
            if not which and not scan.final:
                raise Incomplete
            value: Any = _strip_sentinel(text[head.end() : end], sentinel)
            if 'string="false"' in head.group("attrs"):
                value = _json_value(value)
            args[head.group("key")] = value
            if not which:
                return args, end, jsontext.IN_STRING
            pos = end + len(close) if which == close else end
            continue
        own = scan.match(_OWN_TAG, at, 120) if own_tags and text.startswith("<", at) else None
        if own is None:
            if text.startswith("<", at) and text.find(">", at, at + 120) == -1 and len(text) - at < 120:
                if not scan.final:
                    raise Incomplete
                return args, at, jsontext.IN_ARGUMENTS  # a parameter tag still being written
            return args, at, ""
        value, pos, cut_off = _element(scan, own, sentinel, 0)
        _add(args, own.group("tag"), value, repeated)
        if cut_off:
            return args, pos, cut_off


def _element(scan: Scan, head: re.Match[str], sentinel: str, depth: int) -> tuple[Any, int, str]:
    """The value of the M3 element opened by `head`: text, or child elements (`<item>`s: a list)."""
    text = scan.text
    tag = head.group("tag")
    close = f"</{tag}>"
    at = skip_sentinels(scan, head.end(), sentinel)
    child = scan.match(_OWN_TAG, at, 120) if text.startswith("<", at) and depth < jsontext.MAX_DEPTH else None
    if child is None:
        end = scan.find(close, head.end())
        if end == -1:
            if not scan.final:
                raise Incomplete
            return _strip_sentinel(text[head.end() :], sentinel), len(text), jsontext.IN_STRING
        return _strip_sentinel(text[head.end() : end], sentinel), end + len(close), ""
    children: dict[str, Any] = {}
    items: list[Any] = []
    repeated: set[str] = set()
    pos = at
    while True:
        at = skip_sentinels(scan, pos, sentinel)
        if starts_at(scan, at, close):
            break
        child = scan.match(_OWN_TAG, at, 120) if text.startswith("<", at) else None
        if child is None:
            if at >= len(text):
                if not scan.final:
                    raise Incomplete
                return _collect(children, items), at, jsontext.IN_ARGUMENTS
            return _collect(children, items), at, ""  # malformed: what was read so far
        value, pos, cut_off = _element(scan, child, sentinel, depth + 1)
        if child.group("tag") == "item":
            items.append(value)
        else:
            _add(children, child.group("tag"), value, repeated)
        if cut_off:
            return _collect(children, items), pos, cut_off
    return _collect(children, items), at + len(close), ""


def _collect(children: dict[str, Any], items: list[Any]) -> Any:
    """`<item>` children alone are a list; named children an object."""
    if not children:
        return items or children
    if items:
        children["item"] = items
    return children


def _add(into: dict[str, Any], key: str, value: Any, repeated: set[str]) -> None:
    """A tag written twice is a list of its values."""
    if key not in into:
        into[key] = value
    elif key in repeated:
        into[key].append(value)
    else:
        into[key] = [into[key], value]
        repeated.add(key)


def _strip_sentinel(value: str, sentinel: str) -> str:
    return value.removesuffix(sentinel) if sentinel else value


# the characters a JSON text (as json.loads reads it, NaN and Infinity too) can start and end with
_JSON_FIRST = frozenset('{["-0123456789tfnNI')
_JSON_LAST = frozenset('}]"0123456789elNy')


def _json_value(value: str) -> Any:
    """A DSML `string="false"` value: JSON (a number, a list, true...), or the text when it is not JSON."""
    inner = value.strip(" \t\n\r")
    if not inner or inner[0] not in _JSON_FIRST or inner[-1] not in _JSON_LAST:
        return value  # no JSON text (without the exception json.loads would raise to say so)
    try:
        return json.loads(value)
    except (ValueError, RecursionError):
        return value


def invoke_block(scan: Scan, m: re.Match[str], pos: int, dialect: str, closes: tuple[str, ...], prefix: str = "",
                 sentinel: str = "") -> Region | None:  # fmt: skip
    """Invokes after a block's opening tag, then its closing tag; None when no invoke follows and the
    block never closes (the tag named in prose)."""
    region = read_invokes(scan, pos, dialect, m.start(), prefix, sentinel)
    if not region.calls and not region.errors:
        end, which = scan.earliest(closes, pos)
        if not which:
            if not scan.final:
                raise Incomplete
            return None
        message = f'Could not read the call: write <{prefix}invoke name="NAME"><{prefix}parameter name="KEY">VALUE…'
        return Region(end + len(which), errors=[scan.error(message, dialect, m.start(), end)])
    at = skip_sentinels(scan, region.end, sentinel)
    for close in closes:
        if starts_at(scan, at, close):
            region.end = at + len(close)
            break
    return region


def read_minimax(scan: Scan, m: re.Match[str]) -> Region | None:
    return named_in_parentheses(scan, m, elided=True) or invoke_block(
        scan, m, m.end(), "minimax", ("</minimax:tool_call>",)
    )


def read_function_calls(scan: Scan, m: re.Match[str]) -> Region | None:
    """`<function_calls>`: `<invoke>` XML (MiniMax, DSML stripped of its tokens), pythonic calls, or a JSON list
    of calls (Hermes-Function-Calling's harness)."""
    pos = scan.skip_space(m.end())
    if starts_at(scan, pos, "<invoke"):
        region = invoke_block(scan, m, pos, "minimax", ("</function_calls>",))
        if region is not None and (region.calls or region.errors) and introduces_a_format(scan, m.start()):
            return Region(region.end, keep=scan.text[m.start() : region.end], explicit=False)  # ("For example:")
        return region
    text = scan.text
    if text[pos : pos + 1] == "{" or (text[pos : pos + 1] == "[" and text.startswith("{", scan.skip_space(pos + 1))):
        found = scan.json_series(pos, "json", close="</function_calls>")
        if found is not None and found.calls:
            found.end = scan.optional(found.end, "</function_calls>")
            return found
    return python_block(scan, m, "</function_calls>", "pythonic")


_M3_CLOSES = ("</tool_call>", "</minimax:tool_call>")


def read_bare_invokes(scan: Scan, m: re.Match[str]) -> Region | None:
    """`<invoke name="NAME">…</invoke>` with no block tag around it (mlx-lm hands its parser the text between
    MiniMax's call tokens): closed invokes of offered tools only, and none in a fence (a documented example)."""
    region = None if scan.nested else read_invokes(scan, m.start(), "minimax", m.start(), bare=m)
    if region is None:
        return None
    if not region.calls:
        return _closed_by_minimax(scan, m)
    region.end = scan.optional(region.end, "</minimax:tool_call>")
    return region


_MINIMAX_NEXT = re.compile(r"\s*+(?:</minimax:tool_call>|<invoke\s)")


def _closed_by_minimax(scan: Scan, m: re.Match[str]) -> Region | None:
    """Bare invokes that MiniMax's own closing tag follows (its opener lost): a call attempt in MiniMax's format,
    so an undeclared name among them is an error naming it, not text."""
    if scan.find("</minimax:tool_call>", m.start()) == -1:
        if not scan.final:
            raise Incomplete  # the closing tag may still come
        return None
    end = scan.find("</invoke>", m.start())
    if end == -1 or not _MINIMAX_NEXT.match(scan.text, end + len("</invoke>")):
        return None  # words after its invoke: no block of invokes that the closer ends
    region = read_invokes(scan, m.start(), "minimax", m.start())
    closed = scan.optional(region.end, "</minimax:tool_call>")
    if not region.calls or closed == region.end or introduces_a_format(scan, m.start()):
        return None
    region.end = closed
    return region


def read_m3(scan: Scan, m: re.Match[str]) -> Region | None:
    """MiniMax-M3: `]<]minimax[>[<tool_call>` then invokes, every tag behind the sentinel."""
    if scan.final and scan.find("<invoke", m.start()) == -1 and not scan.earliest(_M3_CLOSES, m.start())[1]:
        scan.skip_later(m)  # no invoke and no closing tag after it: no later sentinel starts a call either
        return None
    pos = skip_sentinels(scan, m.start(), M3_SENTINEL)
    if starts_at(scan, pos, "<tool_call>"):
        pos += len("<tool_call>")
    elif not starts_at(scan, pos, "<invoke"):
        return None
    return invoke_block(scan, m, pos, "minimax", _M3_CLOSES, sentinel=M3_SENTINEL)


# Muse Glimmer: `<atem:function_calls><atem:invoke name="NAME"><atem:parameter name="KEY">…`, the block where the
# reply starts or right after its channel's header (` to=NAME<|message|>`); a channel to `user` or `self` (shown to the
# user, or thought) holds no call, and prose before the block (an example shown) makes it text
ATEM = "atem:"
# (its invoke with no block tag is read only where a block may start: the reply's start, right after a header)
_ATEM_INVOKE_ALONE = r'(?:\A|(?<=\A\n)|(?<=<\|message\|>)|(?<=<\|message\|>\n))<atem:invoke\s{1,40}+name="'
_ATEM_CHANNEL_STARTS = ("<|start|>assistant", "<|eom|>", "<|eot|>")


def read_atem(scan: Scan, m: re.Match[str]) -> Region | None:
    recipient = _atem_recipient(scan.text, m.start())
    if scan.nested or recipient in (None, "user", "self"):
        return None
    region: Region | None
    if m.group().startswith(f"<{ATEM}invoke"):  # its block tag lost (tabbyAPI's tests): closed invokes alone
        region = read_invokes(scan, m.start(), "minimax", m.start(), ATEM, bare=m)
        region = region if region.calls else None
    else:
        region = invoke_block(scan, m, m.end(), "minimax", (f"</{ATEM}function_calls>",), ATEM)
    if region is None or any(scan.tools.resolve(call.name)[0] is None for call in region.calls):
        return None  # a name nobody offered: not this tool-call form, as Muse Glimmer's servers have it
    resolve = scan.tools.resolve
    addressed = resolve(recipient)[0] if recipient else None  # (a name no tool has: a namespace, the invokes decide)
    named = [call.name for call in region.calls if addressed is not None and resolve(call.name)[0] != addressed]
    if named:
        message = f"The channel's header names {recipient} but the call invokes {named[0]}: write to={named[0]}."
        return Region(region.end, errors=[scan.error(message, "minimax", m.start(), region.end, named[0])])
    return region


def _atem_recipient(text: str, start: int) -> str | None:
    """The recipient the channel header before `start` names ("" when the block starts the reply, or its header
    names none); None when prose or anything but a header comes before the block."""
    at = start
    while at > max(0, start - 200) and text[at - 1].isspace():
        at -= 1
    if at == 0:
        return ""
    if not text.endswith("<|message|>", 0, at):
        return None
    header_end = at - len("<|message|>")
    window = text[max(0, header_end - 200) : header_end]
    opened = max((window.rfind(token) + len(token) for token in _ATEM_CHANNEL_STARTS if token in window), default=-1)
    if opened == -1 and header_end > 200:
        return None  # no header is this long
    header = window[max(opened, 0) :]
    recipient = header.rpartition(" to=")[2].strip() if " to=" in header else ""
    return "" if recipient.startswith(ATEM) else recipient  # the block's own tag named (ollama's tests): none named


def invokes_or(reader: Reader, close: str) -> Reader:
    """`reader` for a tag that may also hold `<invoke>` calls (DSML with its tokens stripped: `<tool_calls>`)."""

    def read(scan: Scan, m: re.Match[str]) -> Region | None:
        pos = skip_sentinels(scan, m.end(), "")
        if starts_at(scan, pos, "<invoke"):
            return invoke_block(scan, m, pos, "deepseek", (close,))
        return reader(scan, m)

    return read


def _render_minimax(name: str, arguments: dict[str, Any]) -> str:
    params = "".join(f'<parameter name="{k}">{xml_value(v)}</parameter>\n' for k, v in arguments.items())
    return f'<minimax:tool_call>\n<invoke name="{name}">\n{params}</invoke>\n</minimax:tool_call>'


DIALECT_RECORDS = (
    Dialect(
        "minimax",
        render=_render_minimax,
        markers=(
            Marker("minimax", re.escape("<minimax:tool_call>"), read_minimax),
            Marker("function_calls", re.escape("<function_calls>"), read_function_calls),  # or pythonic
            Marker("atem", re.escape(f"<{ATEM}function_calls>") + "|" + _ATEM_INVOKE_ALONE, read_atem),
            Marker("minimax_m3", re.escape(M3_SENTINEL) + r"(?=\s*+(?:" + re.escape(M3_SENTINEL) + r")?<)", read_m3),
            Marker("invoke_bare", r'<invoke\s{1,40}+name="', read_bare_invokes, r"<invoke\s", lambda t: "<invoke" in t),
        ),
        sniff=(r'<invoke name="([^"]{1,80})"',),  # DSML's too
    ),
)
