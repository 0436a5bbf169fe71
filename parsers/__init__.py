"""Text tool-call extraction and tool-format rendering for models without native tool calls."""

from parsers.dialects import DIALECTS, DialectName
from parsers.extract import extract_tool_calls
from parsers.grammar import tool_call_schema
from parsers.models import CallError, ParsedCall, ParseResult, StreamEvent
from parsers.render import UnknownDialect, render_call, render_tool_instructions
from parsers.streaming import StreamingParser

__all__ = [
    "DIALECTS",
    "DialectName",
    "CallError",
    "ParseResult",
    "ParsedCall",
    "StreamEvent",
    "StreamingParser",
    "UnknownDialect",
    "extract_tool_calls",
    "render_call",
    "render_tool_instructions",
    "tool_call_schema",
]
