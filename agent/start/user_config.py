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

    [mcp.servers.files]             # an MCP server's tools, offered as mcp__files__TOOL (agent/mcp/mcp_config.py)
    command = "npx"
    args = ["-y", "@modelcontextprotocol/server-filesystem", "/home/me/notes"]

    [[hooks.PreToolUse]]            # a command run on an event (agent/calls/hooks.py)
    matcher = "bash"
    command = "~/bin/check-command"

A default is taken from, first match wins: the command-line flag, $AGENT_MODEL (model only), the
project's `.agent/config.toml` `[defaults]` (only once the user trusts the project, `agent trust`), the
user's `[defaults]` (for sandbox also the older top-level `sandbox` key), the built-in value. A project
may only tighten the sandbox (off is the user's choice alone), and its model file must lie inside the
project. `agent config` shows the result and where each came from.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from pydantic import BaseModel, Field

from agent.calls.hooks import HookCommand, HookEvent
from agent.config_files import (
    PROJECT_CONFIG,
    Defaults,
    ProjectConfig,
    SandboxChoice,
    UserConfig,
    load_project_config,
    load_user_config,
    project_config_path,
    user_config_path,
)
from agent.mcp.mcp_config import DEFAULT_TOOL_SHARE, McpServerConfig
from capabilities import EditFormat, Overrides, SyntaxCheck, ToolMode

__all__ = [
    "PROJECT_CONFIG",
    "Defaults",
    "ProjectConfig",
    "SandboxChoice",
    "UserConfig",
    "load_project_config",
    "load_user_config",
    "project_config_path",
    "user_config_path",
]

MODEL_ENV = "AGENT_MODEL"

# The value each default has when no layer sets it; None: the model's capability decides.
BUILT_IN_DEFAULTS: dict[str, Any] = {
    "model": "embedded",
    "max_turns": 20,
    "tools": None,
    "ctx": None,
    "max_output": None,
    "sandbox": "auto",
    "repo_map_tokens": None,  # a small share of the model's window (agent/repomap/repo_map.py)
    "edit_format": None,
    "syntax_check": None,
}


class Extensions(BaseModel):
    """The MCP servers and hooks a session uses (the user's, then a trusted project's), and what was left out."""

    servers: dict[str, tuple[McpServerConfig, str]] = Field(default_factory=dict)  # name -> (config, file)
    mcp_tool_share: float = DEFAULT_TOOL_SHARE
    hooks: list[tuple[HookEvent, HookCommand]] = Field(default_factory=list)
    notes: list[str] = Field(default_factory=list)


def load_extensions(workspace: Path, user: UserConfig, project: ProjectConfig, trusted: bool) -> Extensions:
    """The `user`'s MCP servers and hooks, and the `project`'s once the user trusts the project (a server named in
    both is the user's). An untrusted project's are left out, with a note that says how to trust it."""
    user_path, project_path = user_config_path(), project_config_path(workspace.resolve())
    found = Extensions(
        servers={name: (server, str(user_path)) for name, server in user.mcp.servers.items()},
        hooks=user.hooks.entries(),
        mcp_tool_share=user.mcp.tool_share,
    )
    if not trusted:
        from agent.start.project_trust import untrusted_note

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


# How much a sandbox choice confines bash: a project may only move it up (off comes from the user alone).
_SANDBOX_STRENGTH: dict[str, int] = {"off": 0, "auto": 1, "on": 2}


def effective_defaults(workspace: Path, user: UserConfig) -> dict[str, Setting]:
    """Each default with its source: $AGENT_MODEL, a trusted project's file, the user's file, built-in (flags
    are the command's business: it uses one of these only when its flag was not given). An untrusted
    project's [defaults] are left out entirely (`agent.start.project_trust.untrusted_note` says so); a trusted project's
    must keep its model inside the project and may only tighten the sandbox (UserError otherwise)."""
    from agent.permissions.permission_config import project_trusted
    from agent.start.project_defaults import checked_project_defaults

    user_path, project_path = user_config_path(), project_config_path(workspace.resolve())
    project = load_project_config(workspace)
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


class RunSettings(BaseModel):
    """The settings one `agent run` / `agent chat` uses, flags and defaults merged."""

    model: str
    model_chosen: bool  # False: no flag, environment or config file named a model (the built-in default)
    max_turns: int
    ctx: int | None
    tools: ToolMode | None
    max_output: int | None
    sandbox: SandboxChoice
    map_tokens: int | None  # None: the default share of the window
    edit_format: EditFormat | None
    syntax_check: SyntaxCheck | None

    def overrides(self) -> Overrides:
        """The capability fields these settings set over what the registry says of the model."""
        return Overrides(
            context=self.ctx,
            tool_mode=self.tools,
            max_output_tokens=self.max_output,
            edit_format=self.edit_format,
            syntax_check=self.syntax_check,
        )


def run_settings(
    workspace: Path,
    *,
    model: str | None,
    max_turns: int | None,
    ctx: int | None,
    tools: ToolMode | None,
    max_output: int | None = None,
    sandbox: bool | None,
    map_tokens: int | None = None,
    user: UserConfig,
) -> RunSettings:
    """The command's flags (None: not given), each missing one taken from `effective_defaults` (`user`: the
    user's config as the command read it)."""
    defaults = effective_defaults(workspace, user)

    def pick(given: Any, name: str) -> Any:
        return given if given is not None else defaults[name].value

    return RunSettings(
        model=pick(model, "model"),
        model_chosen=model is not None or defaults["model"].source != "built-in",
        max_turns=pick(max_turns, "max_turns"),
        ctx=pick(ctx, "ctx"),
        tools=pick(tools, "tools"),
        max_output=pick(max_output, "max_output"),
        sandbox=({True: "on", False: "off"}[sandbox] if sandbox is not None else defaults["sandbox"].value),
        map_tokens=pick(map_tokens, "repo_map_tokens"),
        edit_format=defaults["edit_format"].value,
        syntax_check=defaults["syntax_check"].value,
    )
