"""The offered tools: resolve the names and argument names models write, type and check values.

Validation covers the JSON-schema subset tool specs use (type, properties, required, enum,
items, additionalProperties); every message names the field, what was expected and what came.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from parsers import jsontext, quiet_ast
from parsers.grammar import tool_spec_parts

# Names other harnesses give common tools, for a caller that declares no aliases of its own (a caller that
# does, like the agent whose tools declare theirs, is taken at its word). A key maps to the first candidate
# that is offered.
TOOL_ALIASES: dict[str, tuple[str, ...]] = {}
for _targets, _aliases in [
    (("read",), "read_file readfile view view_file cat open_file file_read get_file read_text_file"),
    (
        ("bash",),
        "run_shell shell execute exec run run_command execute_command terminal sh shell_command "
        "run_terminal_cmd bash_command execute_bash run_bash cmd run_shell_command run_terminal_command exec_command",
    ),
    (("write",), "write_file create_file writefile save_file file_write write_to_file create create_new_file"),
    (
        ("edit",),
        "edit_file str_replace str_replace_editor replace replace_in_file file_edit search_replace "
        "modify_file apply_edit",
    ),
    (("list_dir", "ls"), "list_directory list_files listdir ls dir list_dir"),
    (
        ("grep",),
        "search_file_content grep_search search_files search_file_contents search_code search_content "
        "search_in_files find_in_files code_search ripgrep rg grep_files",
    ),
    (("glob",), "find_files glob_search file_search find_file glob_files search_file_names find_by_name"),
    (("delete",), "delete_file remove_file rm unlink delete_path remove_path"),
]:
    for _alias in _aliases.split():
        TOOL_ALIASES[_alias] = _targets

# Argument names that mean the same thing; an unknown argument maps onto the one member of its
# group that the tool declares.
ARGUMENT_ALIAS_GROUPS: list[frozenset[str]] = [
    frozenset(g.split())
    for g in [
        "path file_path filepath filename file_name file target_file absolute_path abs_path dir_path "
        "directory_path directory relative_workspace_path",
        # before `pattern`: grep's `glob_pattern` is its glob, glob's (it has no glob argument) its pattern
        "glob include include_pattern file_pattern file_glob glob_pattern includes",
        "pattern regex regexp query search_pattern search_term glob_pattern",
        "old_text old_string old_str old search original find",
        "new_text new_string new_str new replace replacement",
        "command cmd script shell_command command_line commandline",
        "content contents text file_text data body",
        "offset start_line line_offset from_line line_start",
        "limit max_lines num_lines line_count lines",
        "timeout timeout_s timeout_seconds time_limit",
        "ignore_case case_insensitive ignorecase",
    ]
]
# Keys models copy from the tool definition into a call ("schema echo"); dropped, never errors.
ECHO_KEYS = frozenset({"type", "description", "title", "$schema"})

_CAMEL = re.compile(r"(?<=[a-z0-9])(?=[A-Z])")
_SEPARATORS = re.compile(r"[-\s.]+")


def name_key(name: str) -> str:
    """Case, camelCase, `-`, space and `.` tolerant comparison key: 'Read-File' -> 'read_file'. A markdown-escaped
    underscore (`send\\_message`, which JSON cannot escape and repair keeps) is an underscore."""
    return _SEPARATORS.sub("_", _CAMEL.sub("_", name.strip().replace("\\_", "_"))).lower()


@dataclass
class OfferedTool:
    name: str
    parameters: dict[str, Any]
    properties: dict[str, Any] = field(default_factory=dict)


@dataclass
class Checked:
    arguments: dict[str, Any]
    errors: list[str]
    repaired: bool
    renamed: dict[str, str] = field(default_factory=dict)  # argument names as written -> the parameter each means


@dataclass
class ArgumentNames:
    """How the argument names a call wrote map onto a tool's parameters."""

    renamed: dict[str, str]  # a name as written -> the parameter it means (declared names are not listed)
    competing: dict[str, list[str]]  # a parameter -> the names written for it, where two or more compete

    def competition(self) -> str:
        """What to tell the model when names compete ("" when none do)."""
        return "; ".join(
            f"{' and '.join(repr(name) for name in written)} could each mean {parameter!r}: give it once, as "
            f"{parameter!r}"
            for parameter, written in self.competing.items()
        )


def argument_names(written: Sequence[str], props: Mapping[str, Any]) -> ArgumentNames:
    """Map each written argument name that is not a parameter onto the parameter it means: the same name in
    another case or style (`filePath`), or a name of ARGUMENT_ALIAS_GROUPS (`file_path` for `path`), only when
    the tool has exactly one parameter of that group and the parameter is not written itself. Where two
    written names would map onto one parameter, neither is mapped (which one was meant cannot be known)."""
    wanted: dict[str, list[str]] = {}
    for key in written:
        target = _parameter_meant(str(key), props, written)
        if target is not None and target != key:
            wanted.setdefault(target, []).append(str(key))
    renamed = {names[0]: target for target, names in wanted.items() if len(names) == 1}
    return ArgumentNames(renamed, {target: names for target, names in wanted.items() if len(names) > 1})


def _parameter_meant(key: str, props: Mapping[str, Any], written: Sequence[str]) -> str | None:
    if key in props:
        return key
    norm = name_key(key)
    for prop in props:
        if name_key(prop) == norm:
            return prop
    for group in ARGUMENT_ALIAS_GROUPS:
        if norm in group:
            candidates = [p for p in props if name_key(p) in group]  # a camelCase parameter too (`filePath`)
            if len(candidates) == 1:
                return None if candidates[0] in written else candidates[0]
    return None


# What a caller may declare: each tool's name and the other names a call to it may be written with.
Aliases = Mapping[str, Sequence[str]]


class ToolSet:
    """The tools offered to the model, indexed for tolerant lookup. `aliases`: the other names of each tool
    (None: the names other harnesses commonly give these tools, TOOL_ALIASES)."""

    def __init__(self, tools: list[dict[str, Any]], aliases: Aliases | None = None):
        self.tools: dict[str, OfferedTool] = {}
        for spec in tools:
            try:
                name, _, parameters = tool_spec_parts(spec)
            except (KeyError, TypeError, AttributeError):
                continue  # a malformed spec offers nothing callable
            if not isinstance(name, str) or not isinstance(parameters, dict):
                continue
            props = parameters.get("properties")
            self.tools[name] = OfferedTool(name, parameters, props if isinstance(props, dict) else {})
        self._by_key = {name_key(n): n for n in self.tools}
        self._bare_key = {name_key(n).replace("_", ""): n for n in self.tools}
        self._resolved: dict[str, tuple[str | None, bool]] = {}
        self._aliases: dict[str, tuple[str, ...]] = TOOL_ALIASES
        if aliases is not None:
            self._aliases = {}
            for tool, names in aliases.items():
                for alias in names:
                    self._aliases.setdefault(name_key(alias), (tool,))

    @property
    def names(self) -> list[str]:
        return list(self.tools)

    def resolve(self, written: str) -> tuple[str | None, bool]:
        """(canonical name or None, whether an alias or spelling fix was needed)."""
        if written in self.tools:
            return written, False
        found = self._resolved.get(written)
        if found is None:
            if len(self._resolved) >= 4096:  # a message can hold any number of made-up names
                self._resolved.clear()
            found = self._resolved[written] = self._resolve(written)
        return found

    def _resolve(self, written: str) -> tuple[str | None, bool]:
        key = name_key(written)
        found = self._by_key.get(key) or self._bare_key.get(key.replace("_", ""))
        for prefix in ("functions_", "default_api_", "tools_", "tool_"):
            if not found and key.startswith(prefix) and len(key) > len(prefix):
                key = key[len(prefix) :]  # (one namespace at a time: `default_api.tool_name` is tool_name)
                found = self._by_key.get(key) or self._bare_key.get(key.replace("_", ""))
        if found:
            return found, True
        namespace, _, last = written.rpartition(".")
        if namespace == last and last in self.tools:
            return last, True  # a tool in a namespace of its own name (Muse Glimmer's `get_weather.get_weather`)
        for target in self._aliases.get(key, ()):
            if target in self.tools:
                return target, True
        return None, False

    def unknown_tool_message(self, written: str) -> str:
        valid = ", ".join(self.names) or "(none offered)"
        return f"There is no tool named {written!r}. Call one of: {valid}."

    def all_parameters(self, name: str, arguments: dict[str, Any]) -> bool:
        """Whether every key of `arguments` names a parameter of tool `name` (its own name or an alias)."""
        props = self.tools[name].properties
        return bool(props) and all(self._argument_name(str(key), props, arguments) for key in arguments)

    def check(self, name: str, raw: dict[str, Any], *, from_text: bool) -> Checked:
        """Rename aliased arguments, type values by the schema, and validate.

        `from_text` marks values that arrived as raw text (XML-style dialects): strings are then
        typed by the schema instead of being taken as strings.
        """
        tool = self.tools[name]
        props = tool.properties
        required = tool.parameters.get("required") or []
        repaired = False
        args: dict[str, Any] = {}
        names = argument_names([str(key) for key in raw], props)
        for key, value in raw.items():
            target = names.renamed.get(str(key), str(key) if str(key) in props else None)
            if target is None:
                if key in ECHO_KEYS:
                    repaired = True
                    continue
                target = str(key)
            elif target != key:
                repaired = True
            if target in args:
                continue  # the declared name wins over an alias written beside it
            schema = props.get(target)
            if value is None and target in props and target not in required and "null" not in _types(schema or {}):
                repaired = True  # `timeout=None` means "not given"
                continue
            if isinstance(schema, dict):
                value, changed = _unecho_value(value, schema)
                typed, retyped = coerce(value, schema, from_text=from_text)
                repaired |= changed or (retyped and not from_text)
                value = typed
            args[target] = value
        errors = validate(args, tool.parameters)
        if names.competing:
            errors.insert(0, names.competition())
        return Checked(args, errors, repaired, names.renamed)

    @staticmethod
    def _argument_name(key: str, props: dict[str, Any], raw: dict[str, Any]) -> str | None:
        return _parameter_meant(key, props, [str(written) for written in raw])


def _unecho_value(value: Any, schema: dict[str, Any]) -> tuple[Any, bool]:
    """{"type": "string", "description": ..., "value": "x"} written for a scalar parameter -> "x"."""
    if (
        isinstance(value, dict)
        and "value" in value
        and schema.get("type") != "object"
        and set(value) <= ECHO_KEYS | {"value"}
    ):
        return value["value"], True
    return value, False


def _types(schema: dict[str, Any]) -> list[str]:
    kind = schema.get("type")
    if isinstance(kind, str):
        return [kind]
    if isinstance(kind, list):
        return [k for k in kind if isinstance(k, str)]
    if "enum" in schema:
        return []
    if "properties" in schema:
        return ["object"]
    # a union's branches (`oneOf: [{type: integer}, {type: object, …}]`): any of their types, when each has one (a
    # branch of no type, `{enum: [...]}`, takes values of any)
    kinds = _branch_types(schema)
    return [kind for branch in kinds for kind in branch] if kinds and all(kinds) else []


def _branch_types(schema: dict[str, Any]) -> list[list[str]]:
    return [_types(branch) for key in _UNIONS for branch in _branches(schema, key)]


_UNIONS = ("anyOf", "oneOf")


def _branches(schema: dict[str, Any], key: str) -> list[dict[str, Any]]:
    branches = schema.get(key)
    return [branch for branch in branches if isinstance(branch, dict)] if isinstance(branches, list) else []


_INT = re.compile(r"[-+]?\d+\Z")
_NUMBER = re.compile(r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?\Z")


def without_layout_breaks(text: str) -> str:
    """A tag's value without one line break right inside each end: layout, as Qwen3-Coder puts each value on lines of
    its own between its tags (and CDATA's and Moatless's tags do likewise)."""
    return text.removeprefix("\n").removesuffix("\n")


_CDATA = re.compile(r"\s*+<!\[CDATA\[((?:(?!\]\]>).)*+)\]\]>\s*+", re.DOTALL)


def coerce(value: Any, schema: dict[str, Any], *, from_text: bool) -> tuple[Any, bool]:
    """Type a value by its schema when it came as a string; (value, changed)."""
    if not isinstance(value, str):
        if from_text and isinstance(value, (dict, list)):
            return _coerce_children(value, schema)
        return value, False
    # (a union with a branch of no type takes any value, but text is typed by its typed branches: `7` an integer)
    types = _types(schema) or [kind for branch in _branch_types(schema) for kind in branch]
    if from_text and value.lstrip().startswith("<![CDATA[") and (cdata := _CDATA.fullmatch(value)):
        # XML's escape for a value holding `<` or `&` (MiniCPM5, ollama's parser tests); a line break right inside each
        # end is layout, as Qwen3-Coder's around a value (Langroid's CDATA code)
        value = without_layout_breaks(cdata.group(1))
        typed, _ = coerce(value, schema, from_text=from_text)
        return typed, True
    if from_text and (not types or "null" in types) and value.strip() == "null":
        # a tag's `null` for a parameter that may be null, or of no type (as vLLM's Qwen3-Coder parser and ollama's
        # Glimmer parser read it)
        return None, True
    if not types or "string" in types:
        return value, False
    text = value.strip()
    if from_text and len(text) > 1 and text[0] == text[-1] == '"' and '"' not in text[1:-1]:
        text = text[1:-1].strip()  # a scalar quoted as JSON's string in a tag (`<arg_value>"42"</arg_value>`, GLM 4.5)
    for kind in types:
        if kind == "integer" and _INT.match(text):
            return int(text), True
        if kind == "number" and _INT.match(text):
            return int(text), True  # (exact: a float holds integers up to 2**53 only)
        if kind == "number" and _NUMBER.match(text):
            number = float(text)
            return (
                int(number) if number.is_integer() and "." not in text and "e" not in text.lower() else number
            ), True
        if kind == "boolean" and text.lower() in ("true", "false"):
            return text.lower() == "true", True
        if kind == "boolean" and from_text and text in ("1", "0"):
            return text == "1", True  # a tag's 1 or 0 for a flag (SGLang's Spark 3 detector reads so; corpus cs)
        if kind == "null" and text.lower() in ("null", "none", ""):
            return None, True
        if kind in ("array", "object"):
            parsed = _parse_literal(text)
            if isinstance(parsed, list if kind == "array" else dict):
                return parsed, True
            if kind == "array" and text and text[0] not in "[{" and _takes_strings(schema.get("items")):
                return [value], True  # one item written bare: `"domain": "light"` for a list of domains
    return value, False


def _coerce_children(value: dict[str, Any] | list[Any], schema: dict[str, Any]) -> tuple[Any, bool]:
    """Child elements' text (MiniMax-M3's nested tags) typed by the schema's properties or items, as a value is."""
    if "properties" not in schema and "items" not in schema:
        # a union: the first branch of the value's kind types its children (MiniMax-M3's `limit` as `{max: 10}`)
        kind = "object" if isinstance(value, dict) else "array"
        schema = next(
            (branch for key in _UNIONS for branch in _branches(schema, key) if kind in _types(branch)), schema
        )
    properties, items = schema.get("properties"), schema.get("items")
    if isinstance(value, dict) and isinstance(properties, dict):
        typed: dict[str, Any] = {}
        changed = False
        for key, child in value.items():
            sub = properties.get(key)
            typed[key], retyped = coerce(child, sub, from_text=True) if isinstance(sub, dict) else (child, False)
            changed |= retyped
        return typed, changed
    if isinstance(value, list) and isinstance(items, dict):
        pairs = [coerce(child, items, from_text=True) for child in value]
        return [child for child, _ in pairs], any(changed for _, changed in pairs)
    return value, False


def _takes_strings(items: Any) -> bool:
    return not isinstance(items, dict) or not _types(items) or "string" in _types(items)


def _parse_literal(text: str) -> Any:
    """A JSON or Python-literal list/dict written as text, repaired when nearly right."""
    if len(text) > jsontext.REPAIR_LIMIT * 4:
        return None
    try:
        return json.loads(text)
    except (ValueError, RecursionError):
        pass
    try:
        return quiet_ast.literal_eval(text)
    except Exception:  # SyntaxError, ValueError, MemoryError, RecursionError on hostile text
        pass
    if text[:1] in "[{":
        return jsontext.repair(text)
    return None


_JSON_TYPES: dict[str, tuple[type, ...]] = {
    "string": (str,),
    "integer": (int,),
    "number": (int, float),
    "boolean": (bool,),
    "array": (list,),
    "object": (dict,),
    "null": (type(None),),
}


def _type_name(value: Any) -> str:
    for name, kinds in [
        ("boolean", (bool,)),
        ("integer", (int,)),
        ("number", (float,)),
        ("string", (str,)),
        ("array", (list,)),
        ("object", (dict,)),
        ("null", (type(None),)),
    ]:
        if isinstance(value, kinds):
            return name
    return type(value).__name__


def _show(value: Any) -> str:
    text = json.dumps(value, ensure_ascii=False, default=str)
    return text if len(text) <= 60 else text[:57] + "..."


def validate(value: Any, schema: dict[str, Any], where: str = "") -> list[str]:
    """Errors for `value` against the tool-spec JSON-schema subset; empty when it matches."""
    if not isinstance(schema, dict):
        return []
    errors: list[str] = []
    label = f"argument {where!r}" if where else "arguments"
    types = _types(schema)
    if types:
        ok = False
        for kind in types:
            kinds = _JSON_TYPES.get(kind)
            if kinds is None:
                ok = True  # a type this subset does not know is not ours to reject
            elif isinstance(value, kinds) and not (kind in ("integer", "number") and isinstance(value, bool)):
                ok = kind != "integer" or not isinstance(value, float) or value.is_integer()
            if ok:
                break
        if not ok:
            return [f"{label}: expected {' or '.join(types)}, got {_type_name(value)} {_show(value)}"]
    if "enum" in schema and isinstance(schema["enum"], list) and value not in schema["enum"]:
        allowed = ", ".join(_show(v) for v in schema["enum"])
        errors.append(f"{label}: expected one of {allowed}, got {_show(value)}")
    if isinstance(value, dict):
        given_props = schema.get("properties")
        props: dict[str, Any] = given_props if isinstance(given_props, dict) else {}
        given_required = schema.get("required")
        required: list[Any] = given_required if isinstance(given_required, list) else []
        for key in required:
            if key not in value:
                errors.append(f"missing required argument {_join(where, key)!r}")
        extra = schema.get("additionalProperties", True)
        for key, item in value.items():
            path = _join(where, str(key))
            if key in props:
                errors.extend(validate(item, props[key], path))
            elif extra is False:
                known = ", ".join(props) or "none"
                errors.append(f"unknown argument {path!r} (this tool takes: {known})")
            elif isinstance(extra, dict):
                errors.extend(validate(item, extra, path))
    if isinstance(value, list) and isinstance(schema.get("items"), dict):
        for index, item in enumerate(value):
            errors.extend(validate(item, schema["items"], f"{where}[{index}]"))
    return errors


def _join(where: str, key: str) -> str:
    return f"{where}.{key}" if where else key
