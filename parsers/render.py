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

from parsers.dialects import DIALECTS
from parsers.grammar import tool_spec_parts

_IDENTIFIER = re.compile(r"[A-Za-z_]\w*\Z")


class UnknownDialect(ValueError):
    """A dialect name that is not one of DIALECTS."""

    def __init__(self, dialect: str):
        super().__init__(f"unknown dialect {dialect!r}; choose one of: {', '.join(DIALECTS)}")


def _json(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False)


def _python_call(name: str, arguments: dict[str, Any]) -> str:
    if all(_IDENTIFIER.match(k) for k in arguments):
        return f"{name}(" + ", ".join(f"{k}={v!r}" for k, v in arguments.items()) + ")"
    return f"{name}(**{arguments!r})"  # not expressible as keywords; the parser will refuse it


def _xml_value(value: Any) -> str:
    return value if isinstance(value, str) else _json(value)


def _gemma_value(value: Any, quote: str) -> str:
    if isinstance(value, str):
        return f"{quote}{value}{quote}"
    if isinstance(value, bool):
        return "true" if value else "false"
    if value is None:
        return "null"
    if isinstance(value, dict):
        return "{" + ",".join(f"{k}:{_gemma_value(v, quote)}" for k, v in value.items()) + "}"
    if isinstance(value, list):
        return "[" + ",".join(_gemma_value(v, quote) for v in value) + "]"
    return repr(value)


_GEMMA_QUOTE = '<|"|>'


def render_call(name: str, arguments: dict[str, Any], dialect: str) -> str:
    """One call written the way `dialect` writes it."""
    obj = _json({"name": name, "arguments": arguments})
    args = _json(arguments)
    if dialect == "json":
        return obj
    if dialect == "hermes":
        return f"<tool_call>\n{obj}\n</tool_call>"
    if dialect == "llama3":
        return "<|python_tag|>" + _json({"name": name, "parameters": arguments})
    if dialect == "mistral":
        return f"[TOOL_CALLS][{obj}]"
    if dialect == "devstral":
        return f"[TOOL_CALLS]{name}[ARGS]{args}"
    if dialect == "functools":
        return f"functools[{obj}]"
    if dialect == "granite":
        return f"<|tool_call|>[{obj}]"
    if dialect == "nemotron":
        return f"<TOOLCALL>[{obj}]</TOOLCALL>"
    if dialect == "lfm2":
        return f"<|tool_call_start|>[{_python_call(name, arguments)}]<|tool_call_end|>"
    if dialect == "hunyuan":
        return f"<tool_calls>[{obj}]</tool_calls>"
    if dialect == "internlm":
        return "<|action_start|><|plugin|>" + _json({"name": name, "parameters": arguments}) + "<|action_end|>"
    if dialect == "command_r":
        return (
            "<|START_ACTION|>"
            + _json([{"tool_call_id": "0", "tool_name": name, "parameters": arguments}])
            + "<|END_ACTION|>"
        )
    if dialect == "functionary":
        return f"<function={name}>{args}</function>"
    if dialect == "deepseek":
        return (
            "<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>"
            f"{name}\n```json\n{args}\n```<｜tool▁call▁end｜><｜tool▁calls▁end｜>"
        )
    if dialect == "kimi":
        return (
            f"<|tool_calls_section_begin|><|tool_call_begin|>functions.{name}:0 "
            f"<|tool_call_argument_begin|>{args}<|tool_call_end|><|tool_calls_section_end|>"
        )
    if dialect == "harmony":
        return f"<|start|>assistant<|channel|>commentary to=functions.{name} <|constrain|>json<|message|>{args}<|call|>"
    if dialect == "pythonic":
        return f"[{_python_call(name, arguments)}]"
    if dialect == "tool_code":
        return f"```tool_code\nprint({_python_call(name, arguments)})\n```"
    if dialect in ("qwen3_coder", "seed_oss"):
        params = "".join(f"<parameter={k}>\n{_xml_value(v)}\n</parameter>\n" for k, v in arguments.items())
        body = f"<function={name}>\n{params}</function>"
        return (
            f"<tool_call>\n{body}\n</tool_call>"
            if dialect == "qwen3_coder"
            else f"<seed:tool_call>\n{body}\n</seed:tool_call>"
        )
    if dialect == "glm":
        params = "".join(
            f"<arg_key>{k}</arg_key>\n<arg_value>{_xml_value(v)}</arg_value>\n" for k, v in arguments.items()
        )
        return f"<tool_call>{name}\n{params}</tool_call>"
    if dialect == "minimax":
        params = "".join(f'<parameter name="{k}">{_xml_value(v)}</parameter>\n' for k, v in arguments.items())
        return f'<minimax:tool_call>\n<invoke name="{name}">\n{params}</invoke>\n</minimax:tool_call>'
    if dialect == "gemma4":
        return f"<|tool_call>call:{name}{_gemma_value(arguments, _GEMMA_QUOTE)}<tool_call|>"
    if dialect == "function_gemma":
        return f"<start_function_call>call:{name}{_gemma_value(arguments, '<escape>')}<end_function_call>"
    raise UnknownDialect(dialect)


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
