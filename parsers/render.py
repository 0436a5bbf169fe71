"""The prompting side: write a call in a dialect, and tell a model how to write its calls.

`render_call` is the inverse of the parser: extract_tool_calls(render_call(n, a, d), ...) gives
back the call (n, a) for every dialect. Instructions and few-shot examples are package data
(`parsers/prompts/*.md`); examples there are written as `{{call NAME {json args}}}` lines and
rendered in the requested dialect, so one example source serves every dialect and cannot drift
from what the parser accepts.
"""

from __future__ import annotations

import json
import re
from importlib import resources
from typing import Any

from parsers.dialects import DIALECTS, is_dialect
from parsers.grammar import tool_spec_parts
from parsers.readers import DIALECT_TABLE


class UnknownDialect(ValueError):
    """A dialect name that is not one of DIALECTS."""

    def __init__(self, dialect: str):
        super().__init__(f"unknown dialect {dialect!r}; choose one of: {', '.join(DIALECTS)}")


def render_call(name: str, arguments: dict[str, Any], dialect: str) -> str:
    """One call written the way `dialect` writes it (its record in parsers/readers/ renders it)."""
    if not is_dialect(dialect):
        raise UnknownDialect(dialect)
    return DIALECT_TABLE[dialect].render(name, arguments)


def prompt_text(filename: str) -> str:
    """A prompt file shipped in parsers/prompts/."""
    return resources.files("parsers").joinpath("prompts", filename).read_text(encoding="utf-8")


_EXAMPLE = re.compile(r"^\{\{call (?P<name>\S+) (?P<args>\{.*\})\}\}$", re.M)
# keyed by whatever a schema gives as "type" (a missing one finds nothing)
_PLACEHOLDER: dict[object, Any] = {
    "string": "...",
    "integer": 1,
    "number": 1,
    "boolean": True,
    "array": [],
    "object": {},
}


def _signature(spec: dict[str, Any]) -> str:
    name, description, parameters = tool_spec_parts(spec)
    props = parameters.get("properties") or {}
    required = set(parameters.get("required") or [])
    fields = []
    for key, schema in props.items():
        kind = schema.get("type", "any") if isinstance(schema, dict) else "any"
        fields.append(f"{key}: {kind}" + ("" if key in required else " (optional)"))
    line = f"- {name}({', '.join(fields)})"
    return f"{line}: {description.strip()}" if description else line


def render_tool_instructions(tools: list[dict[str, Any]], dialect: str) -> str:
    """The system-prompt section that offers `tools` and shows how to call them in `dialect`."""
    if dialect not in DIALECTS:
        raise UnknownDialect(dialect)
    offered = {tool_spec_parts(spec)[0]: spec for spec in tools}
    guide = prompt_text(f"{dialect}.md")
    examples: list[str] = []

    def example(match: re.Match[str]) -> str:
        name = match.group("name")
        if name not in offered:
            return ""
        call = render_call(name, json.loads(match.group("args")), dialect)
        examples.append(call)
        return call

    guide = _EXAMPLE.sub(example, guide)
    if not examples and offered:
        name, _, parameters = tool_spec_parts(next(iter(offered.values())))
        props = parameters.get("properties") or {}
        args = {
            k: _PLACEHOLDER.get(v.get("type") if isinstance(v, dict) else "string", "...")
            for k, v in props.items()
            if k in (parameters.get("required") or [])
        }
        guide = guide.rstrip() + "\n\n" + render_call(name, args, dialect) + "\n"
    guide = re.sub(r"\n{3,}", "\n\n", guide).strip()
    tool_list = "\n".join(_signature(spec) for spec in tools)
    return prompt_text("tools.md").strip().replace("{tools}", tool_list).replace("{format}", guide)
