"""What crosses between an MCP server and the agent, turned into the agent's shapes: the name a server's tool
is offered under, an input schema a grammar can embed, and a call's result as the text the model reads."""

from __future__ import annotations

import json
import re
from typing import Any

import mcp.types as types

from agent.messages import MCP_TOOL_PREFIX as TOOL_PREFIX

MAX_NAME = 64  # OpenAI-style function names: at most 64 of [A-Za-z0-9_-]
_UNSAFE = re.compile(r"[^A-Za-z0-9_-]")


def offered_name(server: str, remote: str) -> str:
    return f"{TOOL_PREFIX}{server}__{_UNSAFE.sub('_', remote)}"[:MAX_NAME]


def offered_schema(schema: dict[str, Any]) -> dict[str, Any]:
    """The server's input schema with its local references inlined (grammar mode puts it inside the turn's
    schema, where `#/$defs/...` would point nowhere), less what costs prompt tokens and says nothing (titles,
    $schema)."""
    schema = dict(schema)
    definitions = {**(schema.pop("definitions", None) or {}), **(schema.pop("$defs", None) or {})}
    cleaned = _without_titles(_inlined(schema, definitions, ()))
    cleaned.pop("$schema", None)
    cleaned.setdefault("type", "object")
    cleaned.setdefault("properties", {})
    return cleaned


def _inlined(node: Any, definitions: dict[str, Any], within: tuple[str, ...]) -> Any:
    """`node` with every `{"$ref": "#/$defs/NAME"}` replaced by NAME's schema; a reference back into a
    definition being inlined (a recursive type) becomes any value of that definition's type there."""
    if isinstance(node, list):
        return [_inlined(item, definitions, within) for item in node]
    if not isinstance(node, dict):
        return node
    reference = node.get("$ref")
    rest = {key: _inlined(value, definitions, within) for key, value in node.items() if key != "$ref"}
    if not isinstance(reference, str) or not reference.startswith(("#/$defs/", "#/definitions/")):
        return rest if reference is None else {**rest, "$ref": reference}
    name = reference.rsplit("/", 1)[1]
    definition = definitions.get(name)
    if not isinstance(definition, dict):
        return rest
    if name in within:  # grammar converters need a type where there is no schema
        return {"type": definition.get("type", "object"), **rest}
    return {**_inlined(definition, definitions, (*within, name)), **rest}


def _without_titles(schema: dict[str, Any]) -> dict[str, Any]:
    cleaned = {key: value for key, value in schema.items() if key != "title"}
    if isinstance(cleaned.get("properties"), dict):
        cleaned["properties"] = {
            name: _without_titles(value) if isinstance(value, dict) else value
            for name, value in cleaned["properties"].items()
        }
    for key in ("items", "additionalProperties"):
        if isinstance(cleaned.get(key), dict):
            cleaned[key] = _without_titles(cleaned[key])
    for key in ("anyOf", "oneOf", "allOf"):
        if isinstance(cleaned.get(key), list):
            cleaned[key] = [_without_titles(item) if isinstance(item, dict) else item for item in cleaned[key]]
    return cleaned


def result_text(result: types.CallToolResult) -> str:
    """A call's result as the text the model reads: its text blocks, a note for what cannot be shown, and
    the structured content as JSON where no text block says the same."""
    parts: list[str] = []
    for block in result.content:
        kind = getattr(block, "type", "")
        if kind == "text":
            parts.append(str(getattr(block, "text", "")))
        elif kind in ("image", "audio"):
            parts.append(f"[{kind} ({getattr(block, 'mime_type', '?')}) not shown: the model is given text only]")
        elif kind == "resource_link":
            parts.append(f"[resource {getattr(block, 'uri', '')} {getattr(block, 'name', '')}]".replace(" ]", "]"))
        elif kind == "resource":
            resource = getattr(block, "resource", None)
            text = getattr(resource, "text", None)
            uri = getattr(resource, "uri", "")
            parts.append(text if isinstance(text, str) else f"[resource {uri}: binary, not shown]")
    structured = result.structured_content
    if structured is not None and not any(_same_json(part, structured) for part in parts):
        parts.append(json.dumps(structured, ensure_ascii=False))
    return "\n".join(parts) if parts else "(the tool returned nothing)"


def _same_json(text: str, value: Any) -> bool:
    """Whether `text` says what the structured `value` says: the same JSON, or the one value it wraps
    ({"result": 5} for "5", as Python servers wrap a function's plain return value)."""
    try:
        parsed = json.loads(text)
    except (json.JSONDecodeError, RecursionError):
        parsed = text
    wrapped = list(value.values())[0] if isinstance(value, dict) and len(value) == 1 else None
    return bool(parsed == value or (wrapped is not None and wrapped in (parsed, text)))
