"""Values written the way call syntaxes write them, for the renderers in parsers/readers/."""

from __future__ import annotations

import json
import re
from typing import Any

_IDENTIFIER = re.compile(r"[A-Za-z_]\w*\Z")


def json_text(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False)


def call_json(name: str, arguments: dict[str, Any], arguments_key: str = "arguments") -> str:
    """`{"name": NAME, "arguments": {...}}`, the call object most JSON dialects write."""
    return json_text({"name": name, arguments_key: arguments})


def python_call(name: str, arguments: dict[str, Any]) -> str:
    if all(_IDENTIFIER.match(k) for k in arguments):
        return f"{name}(" + ", ".join(f"{k}={v!r}" for k, v in arguments.items()) + ")"
    return f"{name}(**{arguments!r})"  # not expressible as keywords; the parser will refuse it


def xml_value(value: Any) -> str:
    return value if isinstance(value, str) else json_text(value)


def gemma_value(value: Any, quote: str) -> str:
    if isinstance(value, str):
        return f"{quote}{value}{quote}"
    if isinstance(value, bool):
        return "true" if value else "false"
    if value is None:
        return "null"
    if isinstance(value, dict):
        return "{" + ",".join(f"{k}:{gemma_value(v, quote)}" for k, v in value.items()) + "}"
    if isinstance(value, list):
        return "[" + ",".join(gemma_value(v, quote) for v in value) + "]"
    return repr(value)
