"""Text tool-call extraction and tool-format rendering for models without native tool calls."""
