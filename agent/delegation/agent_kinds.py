"""Agent kinds: what a `task` call can start, as data.

Three layers, later ones replacing a kind of the same name: the shipped kinds (agent/agents/), the
user's (`agents.toml` or a folder `agents/` of one file per kind, in the config directory) and the
project's (`.agent/agents.toml` or `.agent/agents/`, only once the user trusts the project: a kind
chooses a model and a prompt). A `system_prompt_file` stays inside its layer's folder (the config
directory, the project), symlinks followed. In a folder a kind is named by its file
(`agents/review.toml` is `review`); in an `agents.toml` each table is one kind (`[review]`). A kind
says what the parent model reads about it, the tools it may use, its turn limit, its system prompt
(inline or a file beside the definition) and optionally its own model (any `--model` form).
"""

from __future__ import annotations

import difflib
import re
import tomllib
from importlib import resources
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator, model_validator

from agent.backends import backend_of
from agent.backends.model_spec import ModelSpec, parse_model_spec
from agent.errors import UserError
from agent.messages import MCP_TOOL_PREFIX
from agent.paths import config_dir
from agent.tools.catalogue import read_only_tools, tool_names
from capabilities.toml_file import file_problem, parse_toml

SHIPPED = "built-in"
FILE_NAME = "agents.toml"
FOLDER_NAME = "agents"
NAME_PATTERN = re.compile(r"[a-z][a-z0-9_-]{0,39}\Z")
# Tools that change nothing (as each declares): a kind that uses only these is read-only, so its tasks may run
# in parallel.
READ_ONLY_TOOLS = read_only_tools()
DELEGATING_TOOL = "task"


class AgentKindError(UserError):
    """A bad agent definition: the message names the file, the kind and the key."""


def known_tools() -> list[str]:
    return tool_names()


class AgentDefinition(BaseModel):
    """What one definition may set (a typo in a key is an error, not silence)."""

    model_config = ConfigDict(extra="forbid")

    description: str = Field(min_length=1, description="What the kind does; the parent model reads it to choose.")
    tools: list[str] = Field(
        min_length=1,
        description="The tools it may use (MCP tools by name or glob, 'mcp__github__*'); `task` is never one of them.",
    )
    max_turns: int = Field(15, ge=1, le=200, description="Its turn limit; reaching it is an error for the parent.")
    system_prompt: str | None = Field(None, min_length=1, description="Its system prompt, inline.")
    system_prompt_file: str | None = Field(None, min_length=1, description="Or a file beside the definition.")
    model: str | None = Field(None, description="Its own model, in any --model form; the parent's otherwise.")

    @field_validator("tools")
    @classmethod
    def _known_tools(cls, tools: list[str]) -> list[str]:
        known = known_tools()
        for name in tools:
            if name == DELEGATING_TOOL:
                raise ValueError("a subagent cannot delegate, so `task` is not one of its tools")
            # MCP tools: a name or glob, checked at run time
            if name not in known and not name.startswith(MCP_TOOL_PREFIX):
                hint = difflib.get_close_matches(name, known, n=1)
                nearest = f"did you mean {hint[0]!r}? " if hint else ""
                raise ValueError(f"unknown tool {name!r}; {nearest}tools are {', '.join(known)}")
        return list(dict.fromkeys(tools))

    @field_validator("model")
    @classmethod
    def _model_form(cls, model: str | None) -> str | None:
        if model is not None:
            try:
                parse_model_spec(model)
            except UserError as err:
                raise ValueError(str(err)) from None
        return model

    @model_validator(mode="after")
    def _one_prompt(self) -> AgentDefinition:
        if self.system_prompt is not None and self.system_prompt_file is not None:
            raise ValueError("set system_prompt or system_prompt_file, not both")
        if self.system_prompt is None and self.system_prompt_file is None:
            raise ValueError("set system_prompt (the text) or system_prompt_file (a file beside the definition)")
        return self


class AgentKind(BaseModel):
    """A kind ready to start: its prompt read, its model parsed."""

    model_config = ConfigDict(frozen=True, arbitrary_types_allowed=True)

    name: str
    description: str
    tools: tuple[str, ...]
    max_turns: int
    system_prompt: str
    model: ModelSpec | None = None
    source: str  # where it was defined, for messages

    @property
    def read_only(self) -> bool:
        return all(tool in READ_ONLY_TOOLS for tool in self.tools)


def user_agent_paths() -> tuple[Path, Path]:
    return config_dir() / FILE_NAME, config_dir() / FOLDER_NAME


def project_agent_paths(workspace: Path) -> tuple[Path, Path]:
    return workspace / ".agent" / FILE_NAME, workspace / ".agent" / FOLDER_NAME


def load_agent_kinds(workspace: Path) -> dict[str, AgentKind]:
    """Every kind for `workspace`, by name (a project's only once the user trusts it); a bad definition
    raises AgentKindError (exit code 2)."""
    from agent.permissions.permission_config import project_trusted

    kinds = _shipped_kinds()
    layers = [(*user_agent_paths(), config_dir())]
    if project_trusted(workspace):
        layers.append((*project_agent_paths(workspace), workspace))
    for table_file, folder, confine in layers:
        layer = _read_table_file(table_file, confine)
        for name, kind in _read_folder(folder, confine).items():
            if name in layer:
                raise AgentKindError(
                    f"{kind.source}: agent {name} is also defined in {layer[name].source}; keep one of them"
                )
            layer[name] = kind
        if confine is workspace:
            for kind in layer.values():
                _check_model_inside(kind, workspace)
        kinds.update(layer)
    return kinds


def _check_model_inside(kind: AgentKind, workspace: Path) -> None:
    """A project kind's model file (script or GGUF) lies inside the project, symlinks followed."""
    if kind.model is None or (named := backend_of(kind.model).named_file(kind.model)) is None:
        return
    target, root = named.expanduser().resolve(), workspace.resolve()
    if not target.is_relative_to(root):
        raise AgentKindError(
            f"{kind.source}: key model: {kind.model.raw!r} names {target}, outside the project {root}; "
            "a project may only name a model file inside it"
        )


def _shipped_kinds() -> dict[str, AgentKind]:
    package = resources.files("agent.agents")
    kinds = {}
    for entry in sorted(package.iterdir(), key=lambda item: item.name):
        if entry.name.endswith(".toml"):
            name = entry.name.removesuffix(".toml")
            where = f"{SHIPPED} {entry.name}"
            data = _parse_toml(entry.read_text(encoding="utf-8"), where)
            definition = _validate(data, where, name)
            prompt = definition.system_prompt
            if definition.system_prompt_file is not None:
                prompt = package.joinpath(definition.system_prompt_file).read_text(encoding="utf-8")
            kinds[name] = _kind(name, definition, str(prompt), where)
    return kinds


def project_kind_names(workspace: Path) -> list[str]:
    """The kinds the project's files define, by name, read but not checked (what trusting would add)."""
    table_file, folder = project_agent_paths(workspace)
    names = []
    if table_file.is_file():
        names += [
            name
            for name, table in _parse_toml(_read_text(table_file, str(table_file)), str(table_file)).items()
            if isinstance(table, dict)
        ]
    if folder.is_dir():
        names += [path.stem for path in sorted(folder.glob("*.toml"))]
    return names


def _read_table_file(path: Path, confine: Path) -> dict[str, AgentKind]:
    if not path.is_file():
        return {}
    data = _parse_toml(_read_text(path, str(path)), str(path))
    kinds = {}
    for name, table in data.items():
        where = f"{path}: agent {name}"
        if not isinstance(table, dict):
            raise AgentKindError(f"{path}: key {name}: each agent is a table, e.g. [{name}] with description = ...")
        kinds[name] = _from_data(name, table, where, path.parent, confine)
    return kinds


def _read_folder(folder: Path, confine: Path) -> dict[str, AgentKind]:
    if not folder.is_dir():
        return {}
    kinds = {}
    for path in sorted(folder.glob("*.toml")):
        data = _parse_toml(_read_text(path, str(path)), str(path))
        kinds[path.stem] = _from_data(path.stem, data, str(path), folder, confine)
    return kinds


def _from_data(name: str, data: dict[str, Any], where: str, base: Path, confine: Path) -> AgentKind:
    definition = _validate(data, where, name)
    prompt = definition.system_prompt
    if definition.system_prompt_file is not None:
        prompt_path = base / Path(definition.system_prompt_file).expanduser()
        # Resolved (symlinks and ..) before the check: a file may not read the user's keys into a prompt.
        if not prompt_path.resolve().is_relative_to(confine.resolve()):
            raise AgentKindError(
                f"{where}: key system_prompt_file: {prompt_path} is outside {confine.resolve()}; "
                "give a file beside the definition"
            )
        if not prompt_path.is_file():
            raise AgentKindError(
                f"{where}: key system_prompt_file: {prompt_path} does not exist; give a file beside the definition"
            )
        prompt = _read_text(prompt_path, f"{where}: key system_prompt_file: {prompt_path}")
    return _kind(name, definition, str(prompt), where)


def _kind(name: str, definition: AgentDefinition, prompt: str, where: str) -> AgentKind:
    model = parse_model_spec(definition.model) if definition.model is not None else None
    return AgentKind(
        name=name,
        description=" ".join(definition.description.split()),
        tools=tuple(definition.tools),
        max_turns=definition.max_turns,
        system_prompt=prompt.strip(),
        model=model,
        source=where,
    )


def _validate(data: dict[str, Any], where: str, name: str) -> AgentDefinition:
    if not NAME_PATTERN.match(name):
        raise AgentKindError(
            f"{where}: {name!r} is not a usable agent name; use lower-case letters, digits, - and _ (e.g. review)"
        )
    try:
        return AgentDefinition.model_validate(data)
    except ValidationError as err:
        first = err.errors()[0]
        key = ".".join(str(part) for part in first["loc"][:1]) or "(the definition)"
        if first["type"] == "extra_forbidden":
            hint = difflib.get_close_matches(key, list(AgentDefinition.model_fields), n=1)
            nearest = f" did you mean {hint[0]!r}?" if hint else ""
            keys = ", ".join(AgentDefinition.model_fields)
            raise AgentKindError(
                f"{where}: key {key}: not a definition key;{nearest} an agent may set {keys}"
            ) from None
        message = str(first["msg"]).removeprefix("Value error, ")
        if key == "(the definition)":
            raise AgentKindError(f"{where}: {message}") from None
        raise AgentKindError(f"{where}: key {key}: {message}") from None


def _parse_toml(text: str, where: str) -> dict[str, Any]:
    try:
        return parse_toml(text)
    except tomllib.TOMLDecodeError as err:
        raise AgentKindError(f"{where}: not valid TOML ({err}); fix the file") from None


def _read_text(path: Path, where: str) -> str:
    if problem := file_problem(path):
        raise AgentKindError(f"{where} {problem}")
    try:
        return path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as err:
        reason = err.strerror if isinstance(err, OSError) else "not UTF-8 text"
        raise AgentKindError(f"{where}: cannot read it ({reason}); fix the file") from None
