"""Find tool calls written as text, in every dialect of parsers/README.md, in one pass.

The scan (parsers/scan.py) finds where a dialect could start and hands it to that marker's
reader (parsers/readers/); the collector (parsers/collect.py) turns what they read into the
ParseResult.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from parsers.collect import Collector
from parsers.cut_ends import cut_in_its_tags, ends_the_reply
from parsers.models import CallError, ParseResult
from parsers.readers import MARKERS
from parsers.region import Region
from parsers.scan import NAME, Scan
from parsers.toolset import Aliases, ToolSet


def extract_tool_calls(
    text: str, tools: list[dict] | ToolSet, dialect: str | None = None, aliases: Aliases | None = None
) -> ParseResult:
    """Calls, content and errors in one model message. Never raises on any text. `aliases`: each tool's other
    names (None: the names other harnesses commonly use, see toolset.py)."""
    toolset = tools if isinstance(tools, ToolSet) else ToolSet(tools or [], aliases)
    if not isinstance(text, str):
        return ParseResult(errors=[CallError(message=f"expected text, got {type(text).__name__}")])
    try:
        return _extract(text, toolset, dialect)
    except RecursionError:
        return ParseResult(
            content=text,
            errors=[CallError(message="The message is nested too deeply to read; write calls as plain JSON objects.")],
        )


# Mistral/Devstral write `[TOOL_CALLS]name[ARGS]{...}`; a server that strips special tokens from the reply
# leaves `name[ARGS]{...}`. Only at the very start of a reply, and then right after each call's closing
# brace, and only for a tool that is offered: prose never starts with a tool's name glued to `[ARGS]`.
_STRIPPED_START = re.compile(r"\s*(" + NAME + r")\[ARGS\]")
_STRIPPED_NEXT = re.compile(r"(?<=\})(\s*)(" + NAME + r")(?=\[ARGS\])")


def _restore_stripped_markers(text: str, toolset: ToolSet) -> str:
    first = _STRIPPED_START.match(text)
    if first is None or toolset.resolve(first.group(1))[0] is None:
        return text

    def marked(m: re.Match[str]) -> str:
        known = toolset.resolve(m.group(2))[0] is not None
        return f"{m.group(1)}[TOOL_CALLS]{m.group(2)}" if known else m.group(0)

    return "[TOOL_CALLS]" + _STRIPPED_NEXT.sub(marked, text)


def _extract(text: str, toolset: ToolSet, dialect: str | None) -> ParseResult:
    text = _restore_stripped_markers(text, toolset)
    scan = Scan(text, toolset, dialect, final=True, markers=MARKERS)
    regions: Iterable[tuple[int, Region]] = scan.regions(0)
    quoted = False
    if dialect is not None and dialect not in UNMARKED_DIALECTS:
        regions = list(regions)
        quoted = _bare_calls_are_quoted(text, regions)
    # (otherwise each region is collected as it is read: 20k regions kept alive at once cost the garbage collector
    # a fifth of the time)
    collector = Collector(toolset)
    pos = 0
    seen_reasoning = False
    for start, region in regions:
        if region.reasoning_ends and not seen_reasoning:
            collector = Collector(toolset)  # drafts before `</think>` do not count
        elif quoted and _bare_inline_call(text, start, region):
            collector.text(text[pos : region.end])  # text about a call, not a call
        else:
            if ends_the_reply(text, region):
                region = cut_in_its_tags(text, start, region)
            collector.text(text[pos:start])
            collector.region(region, text[start : region.end])
        seen_reasoning = seen_reasoning or region.reasoning
        pos = region.end
    collector.text(text[pos:])
    return collector.result()


# Dialects whose calls have no marker of their own: a bare JSON object (or Python call) is how they call.
UNMARKED_DIALECTS = frozenset({"json", "llama3", "pythonic"})


def _bare_inline_call(text: str, start: int, region: Region) -> bool:
    """A call written as a bare JSON object in the running text (not in a fence, not behind a marker)."""
    return bool(region.calls) and not region.explicit and not text.startswith("```", start)


def _bare_calls_are_quoted(text: str, regions: list[tuple[int, Region]]) -> bool:
    """A model asked for a dialect with markers (hermes' <tool_call>, mistral's [TOOL_CALLS]...) that writes a
    bare JSON call inside prose ("do not run {"name": "bash", ...} unless ...") is talking about the call, not
    making it. A bare call that is the whole reply, or sits beside other calls only, is still a call."""
    pos = 0
    for start, region in regions:
        if text[pos:start].strip() or (region.between and region.between.strip()):
            return True
        pos = region.end
    return bool(text[pos:].strip())
