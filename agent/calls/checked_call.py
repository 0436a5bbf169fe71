"""A tool call as it enters the runtime: its tool found and its arguments validated once (`check_call`).

Everything downstream (the confinement check, the hooks, the policy and the gate's question, batching, undo,
the tool itself and the progress line) reads the one validated `CheckedCall`, never the raw arguments again:
two readings of one call could disagree (`"outside_sandbox": "false"` is False to the tool and true to a
truthiness test), and validating a call six times costs six times.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cached_property
from typing import Any

from pydantic import ValidationError

from agent.errors import ToolFailure
from agent.messages import ToolCall, ToolResult
from agent.tools.tool import KeyFunction, PathArgument, Resource, Tool, ToolArgs
from parsers.toolset import ToolSet, argument_names


def describe_validation_error(tool: str, err: ValidationError) -> str:
    problems = []
    for item in err.errors():
        field = ".".join(str(p) for p in item["loc"]) or "(arguments)"
        if item["type"] == "missing":
            problems.append(f"missing required argument '{field}'")
        elif item["type"] == "extra_forbidden":
            problems.append(f"unknown argument '{field}'")
        else:
            problems.append(f"argument '{field}': {item['msg']}")
    return f"invalid arguments for {tool}: " + "; ".join(problems)


@dataclass(frozen=True)
class CheckedCall:
    """A call of a known tool whose arguments are valid."""

    call: ToolCall  # as the model sent it: its id, and what the transcript and course correction compare
    tool: Tool
    args: ToolArgs
    renamed: tuple[tuple[str, str], ...] = ()  # argument names as written -> the parameter each was read as

    def renamed_note(self) -> str:
        """The line the call's result ends with when an argument name was read as a parameter ("" if none)."""
        if not self.renamed:
            return ""
        read = ", ".join(f"{written!r} as {parameter!r}" for written, parameter in self.renamed)
        return f"(note: read the argument{'s' if len(self.renamed) > 1 else ''} {read})"

    @property
    def name(self) -> str:
        return self.call.name

    @cached_property
    def given(self) -> dict[str, Any]:
        """The arguments the model gave, as validated (defaults it left out stay out, so an approval is no
        narrower than the call): what the hooks, the policy and the gate's question read."""
        return self.args.model_dump(exclude_unset=True)

    def paths(self) -> list[tuple[PathArgument, str]]:
        """The path arguments the call gives, in the order the tool declares them."""
        return self.tool.given_paths(self.args)

    def first_path(self) -> str | None:
        given = self.paths()
        return given[0][1] if given else None

    def target(self) -> str:
        """What the call acts on, for the progress line."""
        return self.tool.target(self.args)

    def resources(self, key_of: KeyFunction) -> list[Resource]:
        """What the call touches, for batching; a path that cannot be keyed touches nothing (the call is
        refused when it runs)."""
        try:
            return self.tool.resources(self.args, key_of)
        except (ToolFailure, ValueError):
            return []


@dataclass(frozen=True)
class MalformedCall:
    """A call that cannot run: an unknown tool or invalid arguments. `problem` is what the model reads."""

    call: ToolCall
    problem: str
    named: str = ""  # the first path it names, if any

    @property
    def name(self) -> str:
        return self.call.name

    def target(self) -> str:
        """What the call was about, for the progress line."""
        return self.named

    def result(self) -> ToolResult:
        return ToolResult(content=self.problem, is_error=True)


def check_call(call: ToolCall, tool: Tool) -> CheckedCall | MalformedCall:
    """Validate the call's arguments for `tool`: the one place they are. Argument names that mean one of its
    parameters (`file_path` for `path`) are read as that parameter first, whatever mode the call came in
    (parsers.toolset.argument_names: the one table the text parser maps with too); two names competing for
    one parameter are refused."""
    arguments = call.arguments
    if all(key in tool.Args.model_fields for key in arguments):  # as declared: no schema to build
        return _validated(call, tool, arguments, call.renamed)
    names = argument_names(list(arguments), tool.spec().parameters.get("properties") or {})
    if names.competing:
        named = tool.given_paths(arguments)
        return MalformedCall(call, f"invalid arguments for {call.name}: {names.competition()}", _first(named))
    if names.renamed:
        arguments = {names.renamed.get(key, key): value for key, value in arguments.items()}
    return _validated(call, tool, arguments, {**call.renamed, **names.renamed})


def _validated(
    call: ToolCall, tool: Tool, arguments: dict[str, Any], renamed: dict[str, str]
) -> CheckedCall | MalformedCall:
    try:
        args = tool.Args.model_validate(arguments)
    except ValidationError as err:
        named = tool.given_paths(arguments)  # the raw text, only to say what the refused call was about
        return MalformedCall(call, describe_validation_error(call.name, err), _first(named))
    return CheckedCall(call, tool, args, tuple(renamed.items()))


def _first(named: list[tuple[PathArgument, str]]) -> str:
    return named[0][1] if named else ""


def named_as_offered(calls: Sequence[ToolCall], tools: Mapping[str, Tool]) -> list[ToolCall]:
    """`calls` with each name another harness gives a tool (`Tool.aliases`: `read_file` is `read`) or a near
    spelling of one (`Read`, `functions.read`) turned into the tool's own name, marked `repaired` for the
    transcript. One table for every mode: native and grammar calls meet it here, and the text parser maps the
    names it reads with the same table (parsers.ToolSet over the same `aliases`), so they arrive named already."""
    if all(call.name in tools for call in calls):
        return list(calls)
    names = ToolSet([{"name": name} for name in tools], {name: tool.aliases for name, tool in tools.items()})
    named = []
    for call in calls:
        offered, _ = names.resolve(call.name)
        renamed = offered is not None and offered != call.name
        named.append(call.model_copy(update={"name": offered, "repaired": True}) if renamed else call)
    return named
