"""Reading and validating the two config files: the user's `config.toml` (with its environment variables applied)
and a project's `.agent/config.toml`. What they mean together (the effective defaults, the session's hooks and MCP
servers) is agent/start/user_config.py's business; this module sits below the model specs and backends, which read the
user's endpoints and [providers] settings from it.

Unknown keys are errors that name the file and the key, so a typo is never silently ignored; every problem of a
file is reported at once."""

from __future__ import annotations

import difflib
import os
import tomllib
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from agent.calls.hooks import HooksConfig
from agent.errors import UserError
from agent.mcp.mcp_config import McpConfig
from agent.paths import config_dir
from agent.processes.shell_env import ShellEnvironment
from agent.providers.servers.provider_config import ENV_VARS, Endpoint, PoolConfig, ProviderConfig
from capabilities import EditFormat, SyntaxCheck, ToolMode
from capabilities.toml_file import file_problem, parse_toml

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
    repo_map_tokens: int | None = Field(
        None, ge=0, le=65_536, description="tokens of the repository map after the system prompt (0: none)"
    )
    edit_format: EditFormat | None = Field(
        None, description="how the model edits files: replace, anchored or whole, overriding models.toml"
    )
    syntax_check: SyntaxCheck | None = Field(
        None, description="an edit that makes a parsing file stop parsing: refuse, warn or off, overriding models.toml"
    )


class UserConfig(BaseModel):
    model_config = ConfigDict(extra="forbid")

    defaults: Defaults = Field(default_factory=Defaults)
    providers: ProviderConfig = Field(default_factory=ProviderConfig)
    endpoints: dict[str, Endpoint] = Field(default_factory=dict)
    pools: dict[str, PoolConfig] = Field(default_factory=dict)
    sandbox: SandboxChoice | None = Field(None, description="older spelling of [defaults] sandbox")
    sandbox_network: bool = Field(False, description="let sandboxed commands use the network")
    sandbox_home: list[str] | None = Field(
        None,
        description="folders of $HOME that sandboxed commands may read (toolchains); unset: the built-in list "
        "in agent/processes/sandbox.py; [] shows none",
    )
    shell_environment: ShellEnvironment = Field(default_factory=ShellEnvironment)
    mcp: McpConfig = Field(default_factory=McpConfig)
    hooks: HooksConfig = Field(default_factory=HooksConfig)


class ProjectConfig(BaseModel):
    """A project's `.agent/config.toml`: defaults, MCP servers and hooks, all of which count only once the user
    trusts the project (agent/start/project_trust.py). Model servers, secrets and the sandbox's network stay the
    user's: a cloned repository must not point the agent at another server or open the network."""

    model_config = ConfigDict(extra="forbid")

    defaults: Defaults = Field(default_factory=Defaults)
    mcp: McpConfig = Field(default_factory=McpConfig)
    hooks: HooksConfig = Field(default_factory=HooksConfig)


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
    if error["type"] == "value_error":  # a table's own check (agent/mcp/mcp_config.py): its words, and where
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
