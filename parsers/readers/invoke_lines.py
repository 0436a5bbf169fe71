"""Readers for a MiniMax-M2 `<invoke>` written as lines around its tags: Roo Code's `[Tool Use: NAME]` line (and
Hermes agent's `[Calling tool: NAME]`) standing for the opening tags, and the invoke a server stripped every `<` and
`</` from. The tags inside are read as invoke_tags reads them.
"""

from __future__ import annotations

import re

from parsers.calls import RawCall
from parsers.jsontext import Incomplete
from parsers.readers.half_applied_tags import line_end
from parsers.readers.invoke_tags import closed_alone, parameters_of, skip_sentinels, starts_at
from parsers.region import Region
from parsers.scan import Marker, Scan

# Roo Code's history writes a tool use as `[Tool Use: NAME]`; a model copying it may go on in MiniMax-M2's tags,
# the line standing for the opening `<minimax:tool_call><invoke name="NAME">`: read only for an offered tool, with
# parameter tags directly after the line and `</invoke>` closing them
# (Hermes agent's UI writes `[Calling tool: NAME]`, and MiniMax-M2.7 under it copies that line the same way)
_TOOL_USE_LINES = ("[Tool Use:", "[Calling tool:")
_TOOL_USE_AT = r"\[(?:Tool Use|Calling tool):"
_TOOL_USE_LINE = re.compile(
    r"\[(?:Tool Use|Calling tool):[ \t]*(?P<name>[^\]\n]{1,100}?)[ \t]*\][ \t]*\r?\n\s{0,40}+(?=<parameter\s)"
)


# the same line with JSON arguments after it, at a line's start (Kimi K2 behind a proxy under Claude Code:
# `[Tool Use: Bash] {...}`); mid-sentence it is a mention
_TOOL_USE_JSON = re.compile(r"\[(?:Tool Use|Calling tool):[ \t]*(?P<name>[^\]\n]{1,100}?)[ \t]*\][ \t]*+(?=\{)")
_TOOL_USE_MARKER = (
    r"\[(?:Tool Use|Calling tool):[ \t]*[^\]\n]{1,100}?[ \t]*\][ \t]*(?:\r?\n\s{0,40}+(?=<parameter\s)|(?=\{))"
)


def read_tool_use_line(scan: Scan, m: re.Match[str]) -> Region | None:
    at_line_start = not line_end(scan.text[max(0, m.start() - 40) : m.start()])
    json_head = None if scan.nested or not at_line_start else scan.match(_TOOL_USE_JSON, m.start(), 200)
    if json_head is not None:
        if scan.tools.resolve(json_head.group("name"))[0] is None:
            if scan.final:
                scan.skip_later(m, json_head.end())  # the same line names the same tool nobody offered
            return None
        limit, _ = scan.earliest(_TOOL_USE_LINES, json_head.end())  # the next such line bounds the arguments
        bound = limit if limit < len(scan.text) else None
        region = scan.named_json(json_head.group("name"), json_head.end(), "json", m.start(), bound)
        return scan.spaced_copies(m, region) if scan.final and bound is not None else region
    head = None if scan.nested else scan.match(_TOOL_USE_LINE, m.start(), 200)
    if head is None or scan.tools.resolve(head.group("name"))[0] is None:
        return None
    if not closed_alone(scan, head.end(), "</invoke>", scan.text[m.start() : scan.find(":", m.start()) + 1], m):
        return None
    args, end, cut_off = parameters_of(scan, head.end(), "", "", own_tags=False)
    after = skip_sentinels(scan, end, "")
    if cut_off or not starts_at(scan, after, "</invoke>"):
        return None
    call = RawCall(head.group("name"), args, "minimax", from_text=True, snippet=scan.snip(m.start(), after))
    return Region(scan.optional(after + len("</invoke>"), "</minimax:tool_call>"), calls=[call])


# MiniMax-M2 through a server that lost every `<` and `</` (exo on MLX): `invoke name="NAME">`, then lines of
# `parameter name="KEY">VALUEparameter>`, then `invoke>`, each line its own; read only for an offered tool, only
# closed by its `invoke>` line, with nothing but parameter lines inside
_EATEN_INVOKE = re.compile(r'[ \t]*+invoke name="(?P<name>[^"\n]{1,200})">[ \t]*+\r?\n')
_EATEN_PARAMETER = re.compile(r'[ \t]*+parameter name="(?P<key>[^"\n]{1,200})">')
_EATEN_INVOKE_END = "invoke>"


def read_eaten_invoke(scan: Scan, m: re.Match[str]) -> Region | None:
    text = scan.text
    head = scan.match(_EATEN_INVOKE, m.start(), 300)
    if head is None or scan.nested or scan.tools.resolve(head.group("name"))[0] is None:
        if head is not None and scan.final:
            scan.skip_later(m, head.end())  # the same line names the same tool nobody offered
        return None
    args: dict[str, str] = {}
    at = head.end()
    while (param := scan.match(_EATEN_PARAMETER, at, 300)) is not None:
        end = text.find("parameter>", param.end())
        if end == -1 or "\n" + _EATEN_INVOKE_END in text[param.end() : end]:
            break  # its closing line may still come, or it never closes: no call
        args[param.group("key")] = text[param.end() : end]
        at = end + len("parameter>")
        at = at + 1 if text.startswith("\n", at) else (at + 2 if text.startswith("\r\n", at) else at)
    if not args or not text.startswith(_EATEN_INVOKE_END, at):
        if not scan.final and len(text) - at < 300:
            raise Incomplete  # the next parameter line or the closing one is still being written
        return None
    end = at + len(_EATEN_INVOKE_END)
    call = RawCall(head.group("name"), args, "minimax", from_text=True, snippet=scan.snip(m.start(), end))
    region = Region(end, calls=[call])
    # read from its own lines (each search ends inside them) and a bounded lookahead: a run of copies is counted
    return scan.spaced_copies(m, region) if scan.final else region


MARKERS = (
    Marker(
        "tool_use_line",
        _TOOL_USE_MARKER,
        read_tool_use_line,
        _TOOL_USE_AT,
        lambda t: any(line in t for line in _TOOL_USE_LINES),
    ),
    Marker(
        "invoke_eaten",
        r'(?<![^\n])[ \t]*+invoke name="',
        read_eaten_invoke,
        r'(?<![^\n])[ \t]*+invoke name="',
        lambda t: 'invoke name="' in t and "parameter>" in t,
    ),
)
