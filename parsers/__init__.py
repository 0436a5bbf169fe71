"""Text tool-call extraction and tool-format rendering for models without native tool calls."""

from parsers.extract import DIALECTS, extract_tool_calls
from parsers.models import CallError, ParsedCall, ParseResult, StreamEvent

__all__ = ["DIALECTS", "CallError", "ParseResult", "ParsedCall", "StreamEvent", "extract_tool_calls"]
