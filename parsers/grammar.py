"""Grammar-mode constraint: one JSON schema that every model turn must match.

The same schema serves llama.cpp grammars (LlamaGrammar.from_json_schema), Ollama's
`format` and OpenAI-compatible `response_format`: a turn is either a call to one of the
offered tools with arguments matching that tool's parameters, or a final answer.
"""

from __future__ import annotations

from typing import Any

FINAL_KEY = "final"
TOOL_KEY = "tool"
ARGS_KEY = "args"


def tool_spec_parts(spec: dict[str, Any]) -> tuple[str, str, dict[str, Any]]:
    """(name, description, parameters) of an OpenAI-style spec, wrapped or not."""
    fn = spec.get("function", spec) if spec.get("type") == "function" else spec
    return fn["name"], fn.get("description", ""), fn.get("parameters") or {"type": "object", "properties": {}}


def tool_call_schema(tools: list[dict[str, Any]]) -> dict[str, Any]:
    """JSON schema for one grammar-mode turn: {"tool": NAME, "args": {...}} or {"final": TEXT}."""
    choices: list[dict[str, Any]] = []
    for spec in tools:
        name, _, parameters = tool_spec_parts(spec)
        choices.append(
            {
                "type": "object",
                "properties": {TOOL_KEY: {"const": name}, ARGS_KEY: parameters},
                "required": [TOOL_KEY, ARGS_KEY],
                "additionalProperties": False,
            }
        )
    choices.append(
        {
            "type": "object",
            "properties": {FINAL_KEY: {"type": "string"}},
            "required": [FINAL_KEY],
            "additionalProperties": False,
        }
    )
    return {"oneOf": choices}
