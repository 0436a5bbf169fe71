"""Turn what a dialect decoded (a JSON value, Python call syntax, XML parameters) into calls.

A dialect hands over `RawCall`s: a name as written and arguments in whatever shape the model
wrote them. `finish` resolves the name against the offered tools, decodes and types the
arguments, validates them, and returns a ParsedCall, a CallError, or None for a schema echo.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field, replace
from typing import Any

from parsers import jsontext
from parsers.models import CallError, ParsedCall
from parsers.toolset import ECHO_KEYS, ToolSet

# `_name`: TGI's tool grammar writes {"function": {"_name": NAME, ...its arguments}}
# `request`: Langroid's ToolMessage JSON, {"request": NAME, ...its arguments beside it} (read only so: FLAT_NAME_KEYS)
# `function name`: AgentScope v0's [FUNCTION]{"function name": NAME, "args": {...}}[/FUNCTION]; `api_name`:
# ModelScope-Agent's <|startofthink|>{"api_name": NAME, "parameters": {...}}<|endofthink|>
NAME_KEYS = (
    "name", "tool_name", "tool", "function", "recipient_name", "function_name", "action", "_name", "request",
    "function name", "api_name",
)  # fmt: skip
FLAT_NAME_KEYS = frozenset({"request"})
ARGUMENT_KEYS = (
    "arguments", "parameters", "args", "input", "tool_input", "params", "argument", "kwargs", "action_input", "action",
    "tool_arguments",  # smolagents' ToolCallingAgent: {"tool_name": ..., "tool_arguments": {...}}
    "tool_args",  # CAMEL's MCPAgent in text mode: {"server_idx": 0, "tool_name": ..., "tool_args": {...}}
    "inputs",  # quarkus-langchain4j's tool prompt: {"name": ..., "inputs": {...}}
    "actionInput",  # KaibanJS's agents: {"thought": ..., "action": NAME, "actionInput": {...}}
)  # fmt: skip
# LangChain's agents pass a single-input tool one string under these keys
SINGLE_INPUT_KEYS = frozenset({"action_input", "tool_input", "actionInput"})
# keys a call object may hold beside its name and arguments (CAMEL's MCPAgent adds the index of the tool's server)
CALL_EXTRA_KEYS = frozenset({"type", "id", "tool_call_id", "call_id", "index", "description", "server_idx"})
# `tools`: a harness's own shape; `tool_calls` holding an object: DSPy's JSONAdapter nests its list once more
# `tool`: SuperAGI's {"tool": {"name": ..., "args": {...}}}
WRAPPER_KEYS = ("tool_call", "function_call", "function", "tool_use", "call", "tools", "tool_calls", "tool")
LIST_KEYS = ("tool_calls", "calls", "function_calls", "tool_uses", "functions")  # (swarms: {"functions": [...]})
# SWE-agent's JSON parser nests the call under "command" beside the model's reasoning ({"thought": …, "command": {…}})
REASONING_KEYS = frozenset({"thought", "thoughts", "reasoning", "reason", "analysis"})
# Hermes-Function-Calling's harness names where it stores a call's result ({"name": …, "params": {…}, "output": "x"})
HARNESS_KEYS = frozenset({"output"})


@dataclass
class RawCall:
    name: str
    arguments: Any  # dict, a JSON string, None, or (for Python syntax) a dict plus `positional`
    dialect: str
    repaired: bool = False
    from_text: bool = False  # values are raw text to be typed by the schema (XML dialects)
    snippet: str = ""
    positional: list[Any] = field(default_factory=list)
    # Where the end of the reply (or of its tag) cut it short ("" when it did not; jsontext.IN_STRING
    # or IN_ARGUMENTS): a completed copy would, say, write half a file. Never run; sent back instead.
    cut_off: str = ""
    # The object named a tool and had no arguments key ({"name": "ls"}): a call with no arguments when the
    # name is an offered tool, text otherwise (a {"name": "Ann"} in prose is no call to anything).
    name_only: bool = False
    # The arguments sit beside the name ({"name": "glob", "pattern": "*.py"}): a call only when the name is
    # an offered tool and every other key is one of its parameters, text otherwise (a package.json).
    flat: bool = False
    # A shape other agents write around a call (SWE-agent's reasoning beside it, a harness's "output", LangChain's
    # "Final Answer" action): a call only when the name is an offered tool, text with no error otherwise
    offered_only: bool = False
    beside: dict[str, Any] = field(default_factory=dict)  # harness keys set aside: arguments if the tool takes them
    # The agent framework passes one value as the tool's input (LangChain's `action_input`, a ReAct `Action Input`):
    # a string that is no JSON object, or a list or number, is the value of the tool's one parameter (or its one
    # required one)
    single_input: bool = False


ECHO = object()  # finish() result for a copy of a tool definition: not a call, not an error


def cut_off_message(name: str, where: str) -> str:
    return (
        f"The call to {name} was cut off {where}: the reply ends before the call does, so it was not run "
        f"(completing it would guess the rest). Send the whole call to {name} again, complete."
    )


SNIPPET_SIZE = 200  # a call's snippet: its first characters


def snippet(text: str, start: int, end: int) -> str:
    piece = text[start : min(end, start + SNIPPET_SIZE)]
    return piece


# A format's placeholder where the tool's name goes, in its documentation quoted in a reply (Qwen3-Coder's
# `example_function_name`, a template's `func_name`, `<function=...>`): no model calls a tool by it, so the block
# is text, with no error. Words that only say "the name of a function" (a qualifier, then a kind, or `name` last),
# in any case or spelling, maybe numbered; `my_tool` or `invalid_func` may be a real tool and stays an error.
_PLACEHOLDER_NAME = re.compile(
    r"(?:(?:example|sample|your|some|placeholder)_(?:function|func|fn|tool|method)(?:_name)?"
    r"|(?:(?:example|sample|your|some|placeholder)_)?(?:(?:function|func|fn|tool|method)_(?:call_)?)?name)(?:_?\d+)?(?:_here)?"
    r"|\.{2,}|…",
    re.IGNORECASE,
)
_NO_NAME = re.compile(r"[<>\n\\]")  # `tool_12</arg_value>`, `NAME\\n'`: a template's token or a string's escape inside
_WORD_BREAK = re.compile(r"(?<=[a-z])(?=[A-Z])|[\s\-.]+(?=\w)")


def is_placeholder_name(written: str) -> bool:
    """`written` is a format's placeholder for a tool's name, not a name (see _PLACEHOLDER_NAME)."""
    bare = written.strip().strip("<>{}[]$`'\"").strip()
    return len(bare) <= 60 and _PLACEHOLDER_NAME.fullmatch(_WORD_BREAK.sub("_", bare)) is not None


_FIRST_CALLEE = re.compile(r"\[?\s*+([A-Za-z_][\w.\-]{0,60}+)\s*+\(")


def calls_a_placeholder(block: str) -> bool:
    """`block` is a Python-style call whose callee is a placeholder (`[func_name1(params_name1=value1)]`, LFM2's
    format as documented): text, even where its bare-word values keep Python from reading it."""
    first = _FIRST_CALLEE.match(block)
    return first is not None and is_placeholder_name(first.group(1))


def _elided(arguments: object) -> bool:
    """Arguments whose every value is an ellipsis: a placeholder, as no model passes `...` for each value."""
    return (
        isinstance(arguments, dict)
        and bool(arguments)
        and all(isinstance(value, str) and value.strip() in ("...", "…") for value in arguments.values())
    )


def finish(raw: RawCall, tools: ToolSet) -> ParsedCall | CallError | object:
    """Resolve, decode, type and validate one raw call."""
    name, renamed = tools.resolve(raw.name) if isinstance(raw.name, str) else (None, False)
    if raw.offered_only and name is None:
        return ECHO
    if raw.beside and name is not None:
        raw = _take_beside(raw, tools.tools[name].properties)
    if raw.name_only and (name is None or (tools.tools[name].parameters.get("required") and not raw.cut_off)):
        # no call without arguments to a tool that is not offered or needs some: kept as text (an offered tool
        # named, then cut before its arguments, is the cut-off error below)
        return ECHO
    if raw.flat and name is not None:
        raw = replace(raw, arguments=_without_reasons(raw.arguments, tools.tools[name].properties))
    if raw.flat and (name is None or not tools.all_parameters(name, raw.arguments)):
        return ECHO  # an object with a "name" and other keys, not a call: kept as text
    if name is None and isinstance(raw.name, str) and (is_placeholder_name(raw.name) or _NO_NAME.search(raw.name)):
        return ECHO  # the format's documentation, quoted (or a name holding a tag): kept as text, tags and all
    if _elided(raw.arguments):
        return ECHO  # every value elided (`<parameter=path>...</parameter>`): a format shown in prose, not a call
    if name is None:
        return unknown_tool_error(raw, tools)
    repaired = raw.repaired or renamed
    args = raw.arguments
    if raw.cut_off:
        return _error(raw, name, cut_off_message(name, raw.cut_off))
    if isinstance(args, str):
        args, fixed, cut_off = _decode_argument_string(args)
        repaired |= fixed
        if cut_off:
            return _error(raw, name, cut_off_message(name, cut_off))
        sole = sole_parameter(tools, name) if args is None and raw.single_input else None
        if sole is not None:
            args = {sole: raw.arguments}
        if args is None:
            return _error(
                raw,
                name,
                f"The arguments of {name} are not a JSON object. "
                f"Write them as an object, e.g. {_example(tools, name)}.",
            )
    if args is None:
        args = {}
    sole = sole_parameter(tools, name) if raw.single_input and not isinstance(args, (dict, str)) else None
    if sole is not None:
        args = {sole: args}  # `"action_input": ["GET", "/api"]`: the tool's one input
    if not isinstance(args, dict):
        got = "text that is no JSON" if raw.repaired else type(args).__name__  # (the repair's guess is no object)
        return _error(
            raw,
            name,
            f"The arguments of {name} must be an object of named values, got {got}. "
            f"Write e.g. {_example(tools, name)}.",
        )
    tool = tools.tools[name]
    if _defines_parameters(args, tool.properties):
        return ECHO  # the tool's definition echoed (Phi-4-mini's tool list): each parameter mapped to its schema
    if _is_schema(args) and "properties" not in tool.properties:
        inner = args["properties"]
        if all(isinstance(v, dict) and set(v) & {"type", "description", "enum", "items"} for v in inner.values()):
            return ECHO
        args = inner  # values written in the schema's shape: keep the values, drop the echo
        repaired = True
    if _arguments_object(raw, args, tools, name):
        args, repaired = raw.positional[0], True  # `[read({"path": "a.py"})]`: the arguments as one object
    elif raw.positional:
        free = [p for p in tool.properties if p not in args]
        if len(raw.positional) > len(free):
            return _error(
                raw,
                name,
                f"{name} got {len(raw.positional)} positional values but takes {len(free)} more; "
                f"name each argument, e.g. {_example(tools, name)}.",
            )
        args = {**args, **dict(zip(free, raw.positional, strict=False))}
        repaired = True
    if _non_finite(args):
        return _error(raw, name, f"The arguments of {name} hold a number too large to write (inf or nan).")
    checked = tools.check(name, args, from_text=raw.from_text)
    if checked.errors:
        detail = "; ".join(checked.errors)
        return _error(raw, name, f"Invalid arguments for {name}: {detail}. Fix them and call {name} again.")
    return ParsedCall(
        name=name,
        arguments=checked.arguments,
        dialect=raw.dialect,
        repaired=repaired or checked.repaired,
        renamed=checked.renamed,
    )


def sole_parameter(tools: ToolSet, name: str) -> str | None:
    """The parameter a lone string goes to: the tool's only one, or its only required one (else None: ambiguous)."""
    tool = tools.tools[name]
    required = tool.parameters.get("required") or []
    if len(tool.properties) == 1:
        return next(iter(tool.properties))
    return required[0] if len(required) == 1 and isinstance(required[0], str) else None


def _arguments_object(raw: RawCall, args: dict[str, Any], tools: ToolSet, name: str) -> bool:
    """A Python call whose one positional value is an object of this tool's parameters, and nothing else."""
    value = raw.positional[0] if len(raw.positional) == 1 and not args else None
    if value == {}:  # `f({})`, node-llama-cpp's call with no arguments: none, unless a parameter takes an object
        return not any(isinstance(s, dict) and s.get("type") == "object" for s in tools.tools[name].properties.values())
    return isinstance(value, dict) and bool(value) and tools.all_parameters(name, value)


def unknown_tool_error(raw: RawCall, tools: ToolSet) -> CallError:
    """The error for a call to no offered tool: it names the tools there are, so the model can correct itself."""
    return CallError(
        message=tools.unknown_tool_message(str(raw.name)), dialect=raw.dialect, name=str(raw.name), snippet=raw.snippet
    )


def _take_beside(raw: RawCall, parameters: dict[str, Any]) -> RawCall:
    """The harness keys the tool takes as parameters are its arguments after all; the others are dropped."""
    own = {key: value for key, value in raw.beside.items() if key in parameters}
    if not own or not (raw.name_only or raw.flat):
        return raw  # beside arguments under their own key, "output" is the harness's
    return replace(raw, arguments={**(raw.arguments or {}), **own}, name_only=False, flat=raw.flat or raw.name_only)


def _non_finite(value: Any) -> bool:
    if isinstance(value, float):
        return value != value or value in (float("inf"), float("-inf"))
    if isinstance(value, dict):
        return any(_non_finite(item) for item in value.values())
    if isinstance(value, list):
        return any(_non_finite(item) for item in value)
    return False


def _error(raw: RawCall, name: str, message: str) -> CallError:
    return CallError(message=message, dialect=raw.dialect, name=raw.name or name, snippet=raw.snippet)


def _example(tools: ToolSet, name: str) -> str:
    props = tools.tools[name].properties
    return json.dumps({key: "..." for key in list(props)[:2]})


_SCHEMA_WORDS = frozenset({"type", "description", "enum", "items", "default", "title", "properties", "required"})


def _defines_parameters(args: dict[str, Any], properties: dict[str, Any]) -> bool:
    """Every value a schema (`{'origin': {'description': ..., 'type': 'string'}}`) where no object is declared."""
    return bool(args) and all(
        isinstance(value, dict)
        and "type" in value
        and set(value) <= _SCHEMA_WORDS
        and (properties.get(key) or {}).get("type") != "object"
        for key, value in args.items()
    )


def _is_schema(value: Any) -> bool:
    return isinstance(value, dict) and value.get("type") == "object" and isinstance(value.get("properties"), dict)


def _decode_argument_string(text: str) -> tuple[dict[str, Any] | None, bool, str]:
    """Arguments written as a JSON string: (the object or None, repaired, where it was cut off)."""
    stripped = text.strip()
    if not stripped:
        return {}, False, ""
    try:
        value = json.loads(stripped)
        return (value, False, "") if isinstance(value, dict) else (None, False, "")
    except (ValueError, RecursionError):
        pass
    if stripped[0] != "{":
        return None, False, ""
    decoded = jsontext.decode(stripped, 0)
    if decoded.cut_off:
        return None, False, decoded.cut_off
    if isinstance(decoded.value, dict):
        return decoded.value, True, ""
    return None, False, ""


def calls_in_json(
    value: Any, dialect: str, *, repaired: bool, snippet_text: str, depth: int = 0, cut_off: str = ""
) -> list[RawCall] | None:
    """The calls a decoded JSON value holds, or None when it is not shaped like calls at all."""
    if depth > 4:
        return None
    if isinstance(value, list):
        if not value:
            return None
        found: list[RawCall] = []
        for i, item in enumerate(value):
            # the end of the text cut only the last item: the calls before it are complete
            last = cut_off if i == len(value) - 1 else ""
            inner = calls_in_json(
                item, dialect, repaired=repaired, snippet_text=snippet_text, depth=depth + 1, cut_off=last
            )
            if inner is None:
                return None  # a list of calls holds nothing else; otherwise it is data
            found.extend(inner)
        return found
    if not isinstance(value, dict):
        return None
    keys = set(value)
    for key in LIST_KEYS:
        if isinstance(value.get(key), list):
            inner = calls_in_json(
                value[key], dialect, repaired=repaired, snippet_text=snippet_text, depth=depth + 1, cut_off=cut_off
            )
            if keys - {key} <= {"role", "content", "type", "id"} or inner is None:
                return inner
            # beside other keys (DSPy's JSONAdapter: {"answer": …, "tool_calls": [...]}): calls to offered tools only,
            # since data with such a key is no call to anything
            return [replace(raw, offered_only=True) for raw in inner]
    for key in WRAPPER_KEYS:
        if isinstance(value.get(key), dict) and keys - {key} <= CALL_EXTRA_KEYS:
            return calls_in_json(
                value[key], dialect, repaired=repaired, snippet_text=snippet_text, depth=depth + 1, cut_off=cut_off
            )
    if value.get("method") == "tools/call" and isinstance(value.get("params"), dict) and keys == {"method", "params"}:
        # MCP's request as NextChat's prompt asks a model to write it: its params are the call (a whole JSON-RPC
        # message, with "jsonrpc" and an "id", is the protocol's own, quoted from a spec or a log: data)
        return calls_in_json(
            value["params"], dialect, repaired=repaired, snippet_text=snippet_text, depth=depth + 1, cut_off=cut_off
        )
    # (kubectl-ai's tool-use shim: {"thought": …, "action": {"name": …, "reason": …, its arguments beside}})
    nest = next((k for k in ("command", "action") if isinstance(value.get(k), dict)), None)
    if nest is not None and _only_reasoning(value, keys - {nest}):
        inner = calls_in_json(
            value[nest], dialect, repaired=repaired, snippet_text=snippet_text, depth=depth + 1, cut_off=cut_off
        )
        return [replace(raw, offered_only=True) for raw in inner] if inner else None
    name_key = next((k for k in NAME_KEYS if isinstance(value.get(k), str)), None)
    if name_key is None:
        return None
    beside = {k: value[k] for k in keys & HARNESS_KEYS if isinstance(value[k], str)}
    # LangChain's ReAct agent ends with the action "Final Answer": its answer, no tool (unless one is so named)
    final = name_key == "action" and " ".join(value[name_key].lower().split()) == "final answer"
    marks: dict[str, Any] = {"beside": beside, "offered_only": bool(beside) or final, "cut_off": cut_off}
    arg_key = next((k for k in ARGUMENT_KEYS if k in value and k != name_key and name_key not in FLAT_NAME_KEYS), None)
    if arg_key is None:
        name = value[name_key]
        rest = {k: v for k, v in value.items() if k != name_key and k not in CALL_EXTRA_KEYS and k not in beside}
        if rest:
            if "description" in value:
                return None  # a name, a description and more: a definition
            return [RawCall(name, rest, dialect, repaired=True, snippet=snippet_text, flat=True, **marks)]
        if "description" in value:  # a name and a description: a definition
            return None
        return [RawCall(name, None, dialect, repaired=repaired, snippet=snippet_text, name_only=True, **marks)]
    others = keys - {name_key, arg_key} - CALL_EXTRA_KEYS - set(beside)
    if others and _only_reasoning(value, others):
        # KaibanJS's agents write {"thought": …, "action": NAME, "actionInput": {…}}: a call to an offered tool only
        marks["offered_only"] = True
    elif others:
        return None  # e.g. a package.json: a "name" beside keys no call has
    if "description" in value and _a_schema(value[arg_key]):
        return None  # a name, a description and a JSON schema: the tool's definition echoed, not a call
    marks["single_input"] = arg_key in SINGLE_INPUT_KEYS and not isinstance(value[arg_key], dict)
    return [RawCall(value[name_key], value[arg_key], dialect, repaired=repaired, snippet=snippet_text, **marks)]


def _without_reasons(arguments: Any, properties: dict[str, Any]) -> Any:
    """A flat call's arguments without the reasoning written beside them (`"reason": "To check the pods"`) that the
    tool takes no parameter for."""
    if not isinstance(arguments, dict):
        return arguments
    kept = {k: v for k, v in arguments.items() if not (k in REASONING_KEYS and k not in properties and _said(v))}
    return kept if kept else arguments


def _a_schema(arguments: Any) -> bool:
    """`arguments` is a JSON schema of an object: its type, and each property a schema itself."""
    properties = arguments.get("properties") if isinstance(arguments, dict) else None
    return (
        isinstance(properties, dict)
        and arguments.get("type") in ("object", "dict")  # BFCL writes "dict"
        and all(isinstance(spec, dict) and ("type" in spec or "description" in spec) for spec in properties.values())
    )


def _only_reasoning(value: dict[str, Any], keys: set[str]) -> bool:
    """`keys` of `value` are the model's reasoning (SWE-agent's "thought"), at least one, each a string or an object
    of strings (AutoGPT's "thoughts": its text, reasoning, plan, criticism and what to speak)."""
    return bool(keys) and all(key in REASONING_KEYS and _said(value[key]) for key in keys)


def _said(reasoning: Any) -> bool:
    return isinstance(reasoning, str) or (
        isinstance(reasoning, dict) and all(isinstance(part, str) for part in reasoning.values())
    )


def drop_echo_keys(value: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in value.items() if k not in ECHO_KEYS}
