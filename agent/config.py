"""The user's config.toml (model servers, the bash sandbox, the environment bash commands get, and the
defaults of `agent run` / `agent chat`), and the project's `.agent/config.toml` (defaults only).

Read from `config.toml` in $AGENT_HOME (else the platform's config dir for "agent"), then from
environment variables, which win. Unknown keys are errors that name the file and the key, so a typo is
never silently ignored; every problem of a file is reported at once.

    # ~/.config/agent/config.toml
    sandbox_network = false

    [defaults]                      # what `agent run` and `agent chat` use without the flag
    model = "ollama/qwen2.5-coder:7b"
    max_turns = 30
    sandbox = "on"                  # bash runs under bubblewrap (same as --sandbox)

    [providers]
    first_token_timeout_s = 600
    max_retries = 5

    [endpoints.lmstudio]            # --model lmstudio/qwen2.5-coder-7b-instruct
    base_url = "http://127.0.0.1:1234/v1"

    [shell_environment]
    keep = ["GITHUB_TOKEN"]         # passed to bash although it looks like a secret

    [mcp.servers.files]             # an MCP server's tools, offered as mcp__files__TOOL (agent/mcp/config.py)
    command = "npx"
    args = ["-y", "@modelcontextprotocol/server-filesystem", "/home/me/notes"]

    [[hooks.PreToolUse]]            # a command run on an event (agent/hooks.py)
    matcher = "bash"
    command = "~/bin/check-command"

A default is taken from, first match wins: the command-line flag, $AGENT_MODEL (model only), the
project's `.agent/config.toml` `[defaults]` (only once the user trusts the project, `agent trust`), the
user's `[defaults]` (for sandbox also the older top-level `sandbox` key), the built-in value. A project
may only tighten the sandbox (off is the user's choice alone), and its model file must lie inside the
project. `agent config` shows the result and where each came from.
"""

from __future__ import annotations

import difflib
import os
import tomllib
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from agent.errors import UserError
from agent.hooks import HookCommand, HookEvent, HooksConfig
from agent.mcp.config import DEFAULT_TOOL_SHARE, McpConfig, McpServerConfig
from agent.paths import config_dir
from agent.providers.config import ENV_VARS, Endpoint, ProviderConfig
from agent.tools.shell_env import ShellEnvironment
from capabilities import ToolMode
from capabilities.toml_file import file_problem, parse_toml

MODEL_ENV = "AGENT_MODEL"
# auto: bubblewrap when it can start (a note when it cannot); on: bubblewrap or stop; off: never.
SandboxChoice = Literal["auto", "on", "off"]
PROJECT_CONFIG = Path(".agent") / "config.toml"


class Defaults(BaseModel):
    """What `agent run` and `agent chat` use when the flag is not given (None: the next layer decides)."""

    model_config = ConfigDict(extra="forbid")

    model: str | None = Field(None, description="the model to run, in any --model form")
    max_turns: int | None = Field(None, ge=1, le=10_000, description="stop after this many model turns")
    tools: ToolMode | None = Field(None, description="how the model makes tool calls: native, text or grammar")
    ctx: int | None = Field(None, ge=512, description="context window to use, overriding models.toml")
    max_output: int | None = Field(None, ge=16, description="longest reply in tokens, overriding models.toml")
    sandbox: SandboxChoice | None = Field(
        None, description="run bash under bubblewrap: auto (when it can start), on (or stop), off"
    )


# The value each default has when no layer sets it; None: the model's capability decides.
BUILT_IN_DEFAULTS: dict[str, Any] = {
    "model": "embedded",
    "max_turns": 20,
    "tools": None,
    "ctx": None,
    "max_output": None,
    "sandbox": "auto",
}


class UserConfig(BaseModel):
    model_config = ConfigDict(extra="forbid")

    defaults: Defaults = Field(default_factory=Defaults)
    providers: ProviderConfig = Field(default_factory=ProviderConfig)
    endpoints: dict[str, Endpoint] = Field(default_factory=dict)
    sandbox: SandboxChoice | None = Field(None, description="older spelling of [defaults] sandbox")
    sandbox_network: bool = Field(False, description="let sandboxed commands use the network")
    sandbox_home: list[str] | None = Field(
        None,
        description="folders of $HOME that sandboxed commands may read (toolchains); unset: the built-in list "
        "in agent/tools/sandbox.py; [] shows none",
    )
    shell_environment: ShellEnvironment = Field(default_factory=ShellEnvironment)
    mcp: McpConfig = Field(default_factory=McpConfig)
    hooks: HooksConfig = Field(default_factory=HooksConfig)


class ProjectConfig(BaseModel):
    """A project's `.agent/config.toml`: defaults, MCP servers and hooks, all of which count only once the user
    trusts the project (agent/trust.py). Model servers, secrets and the sandbox's network stay the user's: a
    cloned repository must not point the agent at another server or open the network."""

    model_config = ConfigDict(extra="forbid")

    defaults: Defaults = Field(default_factory=Defaults)
    mcp: McpConfig = Field(default_factory=McpConfig)
    hooks: HooksConfig = Field(default_factory=HooksConfig)


class Extensions(BaseModel):
    """The MCP servers and hooks a session uses (the user's, then a trusted project's), and what was left out."""

    servers: dict[str, tuple[McpServerConfig, str]] = Field(default_factory=dict)  # name -> (config, file)
    mcp_tool_share: float = DEFAULT_TOOL_SHARE
    hooks: list[tuple[HookEvent, HookCommand]] = Field(default_factory=list)
    notes: list[str] = Field(default_factory=list)


def load_extensions(workspace: Path) -> Extensions:
    """The user's MCP servers and hooks, and the project's once the user trusts the project (a server named in
    both is the user's). An untrusted project's are left out, with a note that says how to trust it."""
    from agent.permissions.config import project_trusted

    user_path, project_path = user_config_path(), project_config_path(workspace.resolve())
    user, project = load_user_config(user_path), load_project_config(workspace)
    found = Extensions(
        servers={name: (server, str(user_path)) for name, server in user.mcp.servers.items()},
        hooks=user.hooks.entries(),
        mcp_tool_share=user.mcp.tool_share,
    )
    if not project_trusted(workspace):
        from agent.trust import untrusted_note

        # The one note of everything an untrusted project's .agent/ holds that was left out (not only
        # these): the session prints it with its other notes.
        if note := untrusted_note(workspace):
            found.notes.append(note)
        return found
    project_hooks = project.hooks.entries()
    if "tool_share" in project.mcp.model_fields_set and "tool_share" not in user.mcp.model_fields_set:
        found.mcp_tool_share = project.mcp.tool_share
    for name, server in project.mcp.servers.items():
        if name in found.servers:
            found.notes.append(f"MCP server {name} of {project_path} not used: {user_path} names one {name} too")
        else:
            found.servers[name] = (server, str(project_path))
    found.hooks += project_hooks
    return found


class Setting(BaseModel):
    """One effective default and where it came from."""

    name: str
    value: Any
    source: str  # "built-in", "environment variable AGENT_MODEL", or a file path


def user_config_path() -> Path:
    return config_dir() / "config.toml"


def project_config_path(workspace: Path) -> Path:
    return workspace / PROJECT_CONFIG


def load_user_config(path: Path | None = None) -> UserConfig:
    """The user config file with environment variables applied; defaults when there is no file."""
    path = path or user_config_path()
    data = _read_toml(path)
    providers = data.get("providers", {})
    if isinstance(providers, dict):  # anything else is reported by validation below
        providers = dict(providers)
        for var, field in ENV_VARS.items():
            if os.environ.get(var, "").strip():
                providers[field] = os.environ[var].strip()
        data = {**data, "providers": providers}
    return _validated(UserConfig, data, path)


def load_project_config(workspace: Path) -> ProjectConfig:
    path = project_config_path(workspace)
    return _validated(ProjectConfig, _read_toml(path), path)


# How much a sandbox choice confines bash: a project may only move it up (off comes from the user alone).
_SANDBOX_STRENGTH: dict[str, int] = {"off": 0, "auto": 1, "on": 2}


def effective_defaults(workspace: Path) -> dict[str, Setting]:
    """Each default with its source: $AGENT_MODEL, a trusted project's file, the user's file, built-in (flags
    are the command's business: it uses one of these only when its flag was not given). An untrusted
    project's [defaults] are left out entirely (`agent.trust.untrusted_note` says so); a trusted project's
    must keep its model inside the project and may only tighten the sandbox (UserError otherwise)."""
    from agent.permissions.config import project_trusted

    user_path, project_path = user_config_path(), project_config_path(workspace.resolve())
    user, project = load_user_config(user_path), load_project_config(workspace)
    settings = {name: Setting(name=name, value=value, source="built-in") for name, value in BUILT_IN_DEFAULTS.items()}
    if user.sandbox is not None:
        settings["sandbox"] = Setting(name="sandbox", value=user.sandbox, source=f"{user_path} (sandbox)")
    for name, value in user.defaults.model_dump(exclude_none=True).items():
        settings[name] = Setting(name=name, value=value, source=f"{user_path} [defaults]")
    if project_trusted(workspace):
        for name, value in checked_project_defaults(project.defaults, workspace, project_path).items():
            if name == "sandbox" and _SANDBOX_STRENGTH[value] < _SANDBOX_STRENGTH[settings["sandbox"].value]:
                continue  # the user's stronger choice stands; a project only tightens
            settings[name] = Setting(name=name, value=value, source=f"{project_path} [defaults]")
    model = os.environ.get(MODEL_ENV, "").strip()
    if model:
        settings["model"] = Setting(name="model", value=model, source=f"environment variable {MODEL_ENV}")
    return settings


def checked_project_defaults(defaults: Defaults, workspace: Path, path: Path) -> dict[str, Any]:
    """A project's [defaults] as data, once checked: `sandbox = "off"` and a model file outside the project
    (a script or GGUF path, symlinks followed) are refused with a UserError naming the file and key."""
    from agent.backends import backend_of
    from agent.model_spec import parse_model_spec

    values = defaults.model_dump(exclude_none=True)
    if values.get("sandbox") == "off":
        raise UserError(
            f'{path}: key defaults.sandbox: "off" is the user\'s choice only (a project may set "auto" or "on"); '
            "remove it from the project, or pass --no-sandbox / set it in your own config.toml"
        )
    if "model" in values:
        spec = parse_model_spec(values["model"])
        named = backend_of(spec).named_file(spec)
        if named is not None:
            root = workspace.resolve()
            target = named.expanduser().resolve()
            if not target.is_relative_to(root):
                raise UserError(
                    f"{path}: key defaults.model: {values['model']!r} names {target}, outside the project {root}; "
                    "a project may only name a model file inside it (or set the model in your own config.toml)"
                )
    return values


class RunSettings(BaseModel):
    """The settings one `agent run` / `agent chat` uses, flags and defaults merged."""

    model: str
    max_turns: int
    ctx: int | None
    tools: ToolMode | None
    max_output: int | None
    sandbox: SandboxChoice


def run_settings(
    workspace: Path,
    *,
    model: str | None,
    max_turns: int | None,
    ctx: int | None,
    tools: ToolMode | None,
    max_output: int | None = None,
    sandbox: bool | None,
) -> RunSettings:
    """The command's flags (None: not given), each missing one taken from `effective_defaults`."""
    defaults = effective_defaults(workspace)

    def pick(given: Any, name: str) -> Any:
        return given if given is not None else defaults[name].value

    return RunSettings(
        model=pick(model, "model"),
        max_turns=pick(max_turns, "max_turns"),
        ctx=pick(ctx, "ctx"),
        tools=pick(tools, "tools"),
        max_output=pick(max_output, "max_output"),
        sandbox=({True: "on", False: "off"}[sandbox] if sandbox is not None else defaults["sandbox"].value),
    )


def _read_toml(path: Path) -> dict[str, Any]:
    if problem := file_problem(path):
        raise UserError(f"{path} {problem}")
    if not path.is_file():
        return {}
    try:
        return parse_toml(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as err:
        raise UserError(f"cannot read {path}: {err}; fix the file or move it away") from None


def _validated(model: type[BaseModel], data: dict[str, Any], path: Path) -> Any:
    try:
        return model.model_validate(data)
    except ValidationError as err:
        problems = [_problem(model, error, path) for error in err.errors()]
        count = f"{len(problems)} problems" if len(problems) > 1 else "a problem"
        raise UserError(f"{path} has {count}: " + "; ".join(problems)) from None


def _problem(model: type[BaseModel], error: Any, path: Path) -> str:
    """One problem in the registry's words: the key, what was expected, what was there, a likely fix."""
    loc = [str(part) for part in error["loc"]]
    key = ".".join(loc)
    env = next((v for v, f in ENV_VARS.items() if key == f"providers.{f}" and os.environ.get(v)), None)
    expected = error["msg"].removeprefix("Input should be ").removeprefix("Value should be ")
    if env:
        return f"environment variable {env}: expected {expected}, got {error['input']!r}"
    if error["type"] == "extra_forbidden":
        if model is ProjectConfig and len(loc) == 1:
            return f"`{loc[0]}` is not allowed in a project config, which may only set [defaults], [mcp] and [hooks]"
        known = _keys_at(model, loc[:-1])
        where = _table(loc[:-1]) if len(loc) > 1 else "the top level"
        close = difflib.get_close_matches(loc[-1], known, n=1)
        hint = f"did you mean `{close[0]}`?" if close else f"known keys: {', '.join(known)}"
        return f"unknown key `{loc[-1]}` in {where}; {hint}"
    if error["type"] == "missing":
        if loc[:1] == ["hooks"] and len(loc) == 4:
            return f"{_table(loc[:-1])} needs the key `{loc[-1]}`"
        return f"key {key} is missing"
    if error["type"] == "value_error":  # a table's own check (agent/mcp/config.py): its words, and where
        return f"{_table(loc)}: {error['msg'].removeprefix('Value error, ')}"
    listed = str((error.get("ctx") or {}).get("expected", "")).replace("'", "").replace(" or ", ", ")
    choices = [choice for choice in listed.split(", ") if choice]
    close = difflib.get_close_matches(str(error["input"]), choices, n=1) if error["type"] == "literal_error" else []
    hint = f"; did you mean {close[0]!r}?" if close else ""
    return f"key {key}: expected {expected}, got {error['input']!r}{hint}"


def _keys_at(model: type[BaseModel], loc: list[str]) -> list[str]:
    """The keys the table at `loc` may hold; a table of named tables (`[endpoints.NAME]`) skips the NAME, an
    array of tables (`[[hooks.Stop]]`) the index."""
    current: Any = model
    parts = list(loc)
    while parts:
        field = current.model_fields.get(parts.pop(0)) if _is_model(current) else None
        if field is None:
            return []
        current = field.annotation
        origin = getattr(current, "__origin__", None)
        if origin in (dict, list):
            current = current.__args__[-1]
            if parts:
                parts.pop(0)  # the table's name, or the entry's index
    return list(current.model_fields) if _is_model(current) else []


def _table(loc: list[str]) -> str:
    """Where a key sits, as the file spells it: [mcp.servers.files], or entry 2 of [[hooks.PreToolUse]]."""
    if len(loc) >= 3 and loc[0] == "hooks" and loc[2].isdigit():
        return f"entry {int(loc[2]) + 1} of [[hooks.{loc[1]}]]"
    return f"[{'.'.join(loc)}]"


def _is_model(value: Any) -> bool:
    return isinstance(value, type) and issubclass(value, BaseModel)
