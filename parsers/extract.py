"""Find tool calls written as text, in every dialect of parsers/README.md, in one pass.

The scan (parsers/scan.py) finds where a dialect could start and hands it to that marker's
reader (parsers/readers/); the collector (parsers/collect.py) turns what they read into the
ParseResult.
"""

from __future__ import annotations

from parsers.collect import Collector
from parsers.models import CallError, ParseResult
from parsers.readers import MARKERS
from parsers.scan import Scan
from parsers.toolset import ToolSet


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
    scan = Scan(text, toolset, dialect, final=True, markers=MARKERS)
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
