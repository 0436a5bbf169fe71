"""Calls between special tokens of families that have no dialect record of ours (nothing renders them):
- Apertus's `<|tools_prefix|>[{"NAME": {…}}]<|tools_suffix|>` (llama.cpp's and vLLM's Apertus parsers; vLLM also
  reads `{"name": …, "arguments": …}` items there);
- Solar Open's `<|tool_call:begin|>ID<|tool_call:name|>NAME<|tool_call:args|>{…}<|tool_call:end|>`, one group a call,
  after `<|tool_calls|>` (llamadart's parse samples);
- Solar Open 2's `<|tool_call:start|>NAME<|tool_arg:start|>KEY<|tool_arg:value|>VALUE<|tool_arg:end|><|tool_call:end|>`;
- PLaMo 3's `<|plamo:begin_tool_request:plamo|>` requests, their name and JSON arguments each between its tokens;
- GigaChat 3's `<|message_sep|>\n\nfunction call<|role_sep|>` header and GigaChat 3.1's `<|function_call|>` token
  before one JSON call (vLLM's gigachat3 parser): the tokens are the call's, not the reply's text.

The tokens are the family's own, so a name no tool offers is an error naming it, and a block whose end the reply
never reached is cut off, never a call.
"""

from __future__ import annotations

import re

from parsers.calls import RawCall, calls_in_json, cut_off_message
from parsers.jsontext import IN_STRING, Decoded, Incomplete
from parsers.readers.json_tags import tagged_json
from parsers.region import Region
from parsers.scan import NAME, Marker, Scan

_APERTUS_CLOSE = "<|tools_suffix|>"
_APERTUS_FIRST_NAME = re.compile(r'\[?\s*\{\s*"(' + NAME + r')"')  # the name a cut list's first call gives
_APERTUS_HINT = 'Write [{"NAME": {arguments}}] between <|tools_prefix|> and <|tools_suffix|>.'


def read_apertus(scan: Scan, m: re.Match[str]) -> Region | None:
    """`<|tools_prefix|>` and a JSON list of calls, each `{NAME: ARGUMENTS}` (or `{"name": …, "arguments": …}`)."""
    text = scan.text
    pos = scan.skip_space(m.end())
    if pos == len(text) and not scan.final:
        raise Incomplete
    if text[pos : pos + 1] not in ("[", "{"):
        return None  # the token named, no list after it: text
    close = scan.find(_APERTUS_CLOSE, pos)
    if close == -1 and not scan.final:
        raise Incomplete  # the list may go on
    limit = len(text) if close == -1 else close
    decoded = scan.decode(pos, limit)
    end = scan.optional(decoded.end, _APERTUS_CLOSE)
    if decoded.cut_off:
        head = _APERTUS_FIRST_NAME.match(text, pos, pos + 200)
        name = head.group(1) if head else None
        message = cut_off_message(name or "the tool", decoded.cut_off)
        return Region(end, errors=[scan.error(message, "json", m.start(), end, name)])
    region = _apertus_calls(scan, m, pos, end, decoded)
    # read from its own text up to its end token, or as far as the decode looked: a run of copies is counted
    return scan.copies(m.start(), region, decoded.reach) if scan.final else region


def _apertus_calls(scan: Scan, m: re.Match[str], pos: int, end: int, decoded: Decoded) -> Region:
    value = decoded.value if decoded.ok else None
    if value == []:
        return Region(end)  # `[]`: the model called nothing
    items = value if isinstance(value, list) else [value]
    snippet = scan.snip(m.start(), end)
    named = [next(iter(item.items())) for item in items if isinstance(item, dict) and len(item) == 1]
    if items and len(named) == len(items):
        if all(isinstance(arguments, dict) for _, arguments in named):
            calls = [
                RawCall(name, arguments, "json", repaired=decoded.repaired, snippet=snippet)
                for name, arguments in named
            ]
            return Region(end, calls=calls)
    found = calls_in_json(value, "json", repaired=decoded.repaired, snippet_text=snippet) if value else None
    if found:
        return Region(end, calls=found)
    message = f"Could not read the calls after <|tools_prefix|>. {_APERTUS_HINT}"
    return Region(end, errors=[scan.error(message, "json", m.start(), end)])


_SOLAR_HEAD = re.compile(
    r"<\|tool_call:begin\|>[^<\n]{0,40}<\|tool_call:name\|>\s*(?P<name>" + NAME + r")\s*<\|tool_call:args\|>"
)
_SOLAR_BEGIN = "<|tool_call:begin|>"
_SOLAR_END = "<|tool_call:end|>"


def read_solar_open(scan: Scan, m: re.Match[str]) -> Region | None:
    """One of Solar Open's calls: a begin token, an id, the name and the JSON arguments, up to its end token (the next
    call's begin token is the next marker); the section's token before the first one goes with it."""
    begin = m.start() if m.group().startswith(_SOLAR_BEGIN) else m.end()
    head = scan.match(_SOLAR_HEAD, begin, 200)
    if head is None:
        if scan.final:  # read from the head's window alone: a later copy of it is no call either
            scan.skip_later(m, min(len(scan.text), begin + 200))
        return None
    return _json_arguments(scan, m, head, _SOLAR_END, (_SOLAR_END,))


# Solar Open 2 (vLLM's solar_open2 parser): `<|tool_call:start|>NAME`, then per argument `<|tool_arg:start|>KEY
# <|tool_arg:value|>VALUE<|tool_arg:end|>` (values typed by the schema), then `<|tool_call:end|>`
_SOLAR2_HEAD = re.compile(r"<\|tool_call:start\|>\s*(?P<name>" + NAME + r")\s*(?=<\|tool_(?:arg:start|call:end)\|>)")
_SOLAR2_ARG = re.compile(r"\s*<\|tool_arg:start\|>\s*(?P<key>[^<>\s]{1,100}?)\s*<\|tool_arg:value\|>")
_SOLAR2_STOPS = ("<|tool_arg:end|>", "<|tool_arg:start|>", "<|tool_call:end|>", "<|tool_call:start|>")


def read_solar_open2(scan: Scan, m: re.Match[str]) -> Region | None:
    head = scan.match(_SOLAR2_HEAD, m.start(), 200)
    if head is None:
        return None  # the token named, no call after it: text
    text, args, pos, cut_off = scan.text, {}, head.end(), ""
    while (arg := scan.match(_SOLAR2_ARG, pos, 200)) is not None:
        value_end, which = scan.earliest(_SOLAR2_STOPS, arg.end())
        if not which and not scan.final:
            raise Incomplete  # the value may go on
        args[arg.group("key")] = text[arg.end() : value_end]
        if not which:
            cut_off = IN_STRING
            break
        pos = value_end + len(which) if which == "<|tool_arg:end|>" else value_end
    end = scan.optional(pos, "<|tool_call:end|>")
    if end == pos and not cut_off and not scan.final and scan.skip_space(pos) == len(text):
        raise Incomplete  # another argument may come
    call = RawCall(head.group("name"), args, "json", from_text=True, snippet=scan.snip(m.start(), end), cut_off=cut_off)
    if cut_off:
        return Region(len(text), calls=[call])
    # read from its own text up to its end token or the next call's token: a run of copies is counted
    return scan.spaced_copies(m, Region(end, calls=[call])) if scan.final else Region(end, calls=[call])


# PLaMo 3 (vLLM's plamo3 parser): `<|plamo:begin_tool_request:plamo|><|plamo:begin_tool_name:plamo|>NAME
# <|plamo:end_tool_name:plamo|><|plamo:begin_tool_arguments:plamo|><|plamo:constrain|>json<|plamo:msg|>{…}` and the
# closing tokens, inside `<|plamo:begin_tool_requests:plamo|>` … `<|plamo:end_tool_requests:plamo|><|plamo:tag|>`
def _plamo(word: str) -> str:
    return re.escape(f"<|plamo:{word}:plamo|>")


_PLAMO_HEAD = re.compile(
    r"(?:" + _plamo("begin_tool_requests") + r"\s*)?" + _plamo("begin_tool_request")
    + r"\s*" + _plamo("begin_tool_name") + r"\s*(?P<name>" + NAME + r")\s*" + _plamo("end_tool_name")
    + r"\s*" + _plamo("begin_tool_arguments") + r"(?:\s*<\|plamo:constrain\|>\s*json)?\s*(?:<\|plamo:msg\|>)?"
)  # fmt: skip
_PLAMO_ENDS = tuple(f"<|plamo:{w}:plamo|>" for w in ("end_tool_arguments", "end_tool_request", "end_tool_requests"))


def read_plamo(scan: Scan, m: re.Match[str]) -> Region | None:
    head = scan.match(_PLAMO_HEAD, m.start(), 300)
    if head is None:
        if scan.final:  # read from the head's window alone: a later copy of it is no call either
            scan.skip_later(m, min(len(scan.text), m.start() + 300))
        return None  # the tokens named, no call after them: text
    return _json_arguments(scan, m, head, _PLAMO_ENDS[0], (*_PLAMO_ENDS, "<|plamo:tag|>"))


def _json_arguments(
    scan: Scan, m: re.Match[str], head: re.Match[str], end_token: str, closers: tuple[str, ...]
) -> Region:
    """The JSON arguments of the tool `head` names, up to the call's `end_token`, then the `closers` written after them
    (each in turn, if it follows). Read from its own text up to that token (or as far as the decode looked, with no
    token after it): a run of copies is counted, side by side or with the same text between them."""
    limit = scan.find(end_token, head.end())
    if limit == -1 and not scan.final:
        raise Incomplete
    scan.reach = 0
    region = scan.named_json(head.group("name"), head.end(), "json", m.start(), None if limit == -1 else limit)
    for token in closers:
        region.end = scan.optional(region.end, token)
    if not scan.final:
        return region
    region = scan.copies(m.start(), region, scan.reach)
    return scan.spaced_copies(m, region) if limit != -1 else region


MARKERS = (
    # (each left out of the scan's regex for a text that holds none of its tokens: most texts)
    Marker("apertus", re.escape("<|tools_prefix|>"), read_apertus, possible=lambda text: "<|tools_prefix|>" in text),
    # the section's token with the first call, and each call's own token: two markers, so the scan remembers a token
    # that starts no call apart from the section's (a run of `<|tool_calls|><|tool_call:begin|>` is skipped)
    Marker(
        "solar_open_section",
        r"<\|tool_calls\|>\s*+(?=<\|tool_call:begin\|>)",
        read_solar_open,
        possible=lambda text: _SOLAR_BEGIN in text,
    ),
    Marker("solar_open", r"<\|tool_call:begin\|>", read_solar_open, possible=lambda text: _SOLAR_BEGIN in text),
    Marker(
        "solar_open2", r"<\|tool_call:start\|>", read_solar_open2, possible=lambda text: "<|tool_call:start|>" in text
    ),
    Marker(
        "plamo",
        r"(?:" + _plamo("begin_tool_requests") + r"\s*+)?" + _plamo("begin_tool_request"),
        read_plamo,
        possible=lambda text: "<|plamo:begin_tool_request" in text,
    ),
    Marker(
        "gigachat",
        r"(?:<\|function_call\|>|<\|message_sep\|>\s*+function call<\|role_sep\|>)(?=\s*+\{)",
        tagged_json("json", None),
        start=r"<\|[fm]",
        possible=lambda text: "<|function_call|>" in text or "<|role_sep|>" in text,
    ),
)
