"""Trusting a project: what it would enable, the one note when it is not trusted, and the step itself.

An untrusted project's files may only tighten: its `.agent/config.toml` `[defaults]`, MCP servers and
hooks, its `models.toml` entries, its agent kinds and the allow rules of its `.agent/permissions.toml`
are left out (its ask and deny rules count). Trust is its own explicit step (`agent trust`, or the one
question `agent run` / `agent chat` ask on a terminal), recorded in the user's `permissions.toml`
(`trusted_projects`), never by approving a command. `agent.permissions.permission_config.project_trusted` is the one
test of trust; this module says what it changes.
"""

from __future__ import annotations

import hashlib
import shlex
from pathlib import Path
from typing import Any

import click
from pydantic import BaseModel, Field

from agent.errors import UserError
from agent.mcp.mcp_config import McpServerConfig
from agent.terminal.single_key import read_key
from agent.terminal.terminal_text import printable


class HookEntry(BaseModel):
    event: str
    matcher: str
    command: str


class ServerEntry(BaseModel):
    name: str
    command: str  # the command line it runs, or its URL


class ModelEntry(BaseModel):
    prefix: str
    settings: dict[str, Any]
    file: str


class TrustSummary(BaseModel):
    """What trusting `workspace` would enable, read from its files (all empty: trust changes nothing)."""

    workspace: str
    trusted: bool
    config_file: str
    defaults: dict[str, Any] = Field(default_factory=dict, description="its [defaults], key -> value")
    defaults_refused: str = Field("", description="why its [defaults] would stop every run even once trusted")
    models: list[ModelEntry] = Field(default_factory=list, description="its models.toml entries")
    agent_kinds: list[str] = Field(default_factory=list, description="the agent kinds it defines")
    hooks: list[HookEntry] = Field(default_factory=list)
    mcp_servers: list[ServerEntry] = Field(default_factory=list)
    allow_rules: list[str] = Field(default_factory=list, description="its allow rules, described")

    @property
    def empty(self) -> bool:
        return not (
            self.defaults or self.models or self.agent_kinds or self.hooks or self.mcp_servers or self.allow_rules
        )

    def counts(self) -> list[str]:
        """What it holds, counted: "1 hook", "2 MCP servers", "[defaults] model, sandbox"."""
        parts = [
            _count(len(self.hooks), "hook"),
            _count(len(self.mcp_servers), "MCP server"),
            _count(len(self.agent_kinds), "agent kind"),
            _count(len(self.models), "models.toml entry", "models.toml entries"),
            _count(len(self.allow_rules), "allow rule"),
        ]
        if self.defaults:
            parts.append("[defaults] " + ", ".join(self.defaults))
        return [part for part in parts if part]

    def fingerprint(self) -> str:
        """Names what trust would enable: a "no" holds until this changes (a new hook is asked about)."""
        data = self.model_dump_json(exclude={"trusted"})
        return hashlib.sha256(data.encode("utf-8", "surrogateescape")).hexdigest()[:16]

    def render(self) -> str:
        """Plain text for a person: every command it would run, every value it would set."""
        if self.empty:
            return f"{self.workspace}: its files set nothing that trust would enable"
        lines = [f"Trusting {self.workspace} lets its files:"]
        if self.defaults:
            lines.append(f"  set the defaults of agent run / chat ({self.config_file} [defaults]):")
            lines += [f"    {key} = {value!r}" for key, value in self.defaults.items()]
            if self.defaults_refused:
                lines.append(f"    but trusted, every run would stop: {self.defaults_refused}")
        if self.hooks:
            lines.append("  run these hooks (commands, in the workspace, on each event):")
            lines += [
                f"    {hook.event}{f' [{hook.matcher}]' if hook.matcher else ''}: {hook.command}" for hook in self.hooks
            ]
        if self.mcp_servers:
            lines.append("  start these MCP servers (and offer their tools to the model):")
            lines += [f"    {server.name}: {server.command}" for server in self.mcp_servers]
        if self.agent_kinds:
            lines.append("  add these agent kinds (their own prompts and models): " + ", ".join(self.agent_kinds))
        if self.models:
            lines.append("  change how models run (models.toml):")
            lines += [f"    {entry.prefix}: {_settings(entry.settings)} ({entry.file})" for entry in self.models]
        if self.allow_rules:
            lines.append("  allow tool calls without asking:")
            lines += [f"    {rule}" for rule in self.allow_rules]
        return "\n".join(printable(line) for line in lines)  # a cloned repo's text: no escape sequences


def _refused_defaults(defaults: Any, root: Path, path: Path) -> str:
    """What in a project's [defaults] even trust does not allow (sandbox off, a model file outside it)."""
    from agent.start.project_defaults import checked_project_defaults

    try:
        checked_project_defaults(defaults, root, path)
    except UserError as err:
        return str(err)
    return ""


def what_trust_enables(workspace: Path) -> TrustSummary:
    """Read the project's files (a bad one raises UserError naming it) and list what trust would turn on."""
    from agent.config_files import load_project_config, project_config_path
    from agent.delegation.agent_kinds import project_kind_names
    from agent.permissions.permission_config import project_rules, project_trusted
    from capabilities import CapabilityConfigError
    from capabilities.registry import registry_files

    root = workspace.resolve()
    project = load_project_config(root)
    try:
        files = [file for file in registry_files(root, trusted_project=True) if file.kind == "project"]
    except CapabilityConfigError as err:
        raise UserError(str(err)) from None
    return TrustSummary(
        workspace=str(root),
        trusted=project_trusted(root),
        config_file=str(project_config_path(root)),
        defaults=project.defaults.model_dump(exclude_none=True),
        defaults_refused=_refused_defaults(project.defaults, root, project_config_path(root)),
        models=[
            ModelEntry(prefix=prefix, settings=entry.settings(), file=str(file.path))
            for file in files
            for prefix, entry in file.entries.values()
        ],
        agent_kinds=project_kind_names(root),
        hooks=[
            HookEntry(event=event, matcher=hook.matcher, command=hook.command)
            for event, hook in project.hooks.entries()
        ],
        mcp_servers=[
            ServerEntry(name=name, command=_server_command(server)) for name, server in project.mcp.servers.items()
        ],
        allow_rules=[rule.describe() for rule in project_rules(root) if rule.action == "allow"],
    )


def untrusted_note(workspace: Path) -> str | None:
    """The one line for an untrusted project whose files hold something trust would enable, else None."""
    summary = what_trust_enables(workspace)
    if summary.trusted or summary.empty:
        return None
    return (
        f"{Path(summary.workspace) / '.agent'}: {', '.join(summary.counts())} ignored: "
        "the project is not trusted; see `agent trust`"
    )


def trust_project(workspace: Path) -> bool:
    """Add the project to trusted_projects in the user's permissions.toml; False when it was there already."""
    from agent.permissions.permission_config import set_trusted

    return set_trusted(workspace, True)


def untrust_project(workspace: Path) -> bool:
    """Take the project off trusted_projects; False when it was not there."""
    from agent.permissions.permission_config import set_trusted

    return set_trusted(workspace, False)


def ask_to_trust(workspace: Path) -> None:
    """Before `agent run` / `agent chat` read their defaults: on a terminal, an untrusted project whose files
    hold something trust would enable gets one question (the summary, then y/N; anything but yes is no). A no
    is remembered (in the user's config dir) until what trust would enable changes. Headless nothing is
    asked: the one-line note comes with the session's other notes (load_extensions)."""
    from agent.permissions.permission_config import declined_trust, remember_declined_trust
    from agent.permissions.terminal import on_a_terminal

    if not on_a_terminal():
        return
    summary = what_trust_enables(workspace)
    if summary.trusted or summary.empty or declined_trust(workspace) == summary.fingerprint():
        return
    click.echo(summary.render(), err=True)
    click.echo("Trust this project? [y/N]: ", nl=False, err=True)
    answer = read_key()  # one key: y trusts, any other no
    click.echo("yes" if answer == "y" else "no", err=True)
    if answer == "y":
        trust_project(workspace)
        click.echo(f"trusted: {printable(summary.workspace)} (`agent trust --revoke` takes it back)", err=True)
    else:
        remember_declined_trust(workspace, summary.fingerprint())
        click.echo("not trusted: its files stay off (`agent trust` to decide again)", err=True)


def _server_command(server: McpServerConfig) -> str:
    """What a server runs, as a shell would show it: its environment, its command and arguments (or its URL)."""
    if server.url is not None:
        return server.url
    environment = [f"{key}={value}" for key, value in server.env.items()]
    return shlex.join([*environment, server.command or "", *server.args])


def _count(number: int, singular: str, plural: str | None = None) -> str:
    if not number:
        return ""
    return f"{number} {singular if number == 1 else plural or singular + 's'}"


def _settings(settings: dict[str, Any]) -> str:
    return ", ".join(f"{key} = {value!r}" for key, value in settings.items())
