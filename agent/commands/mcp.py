"""`agent mcp list`: the MCP servers a session in this workspace would use, started now to show their tools."""

from __future__ import annotations

import json
from pathlib import Path

import click

from agent.terminal.terminal_text import printable

DESCRIPTION_CHARS = 70  # of a tool's description, on its line


@click.group(short_help="Show the MCP servers a session uses and the tools they offer.")
def mcp() -> None:
    """The MCP servers of config.toml ([mcp.servers.NAME]): the user's, and a trusted project's."""


@mcp.command("list")
@click.option("--json", "as_json", is_flag=True, help="Print a JSON list of servers with their tools.")
@click.option(
    "--workspace",
    type=click.Path(file_okay=False, path_type=Path),
    default=Path("."),
    show_default=True,
    help="The project whose .agent/config.toml counts too (once trusted).",
)
def list_servers(as_json: bool, workspace: Path) -> None:
    """Start each MCP server as a session would, say whether it started, list its tools, and stop it."""
    from agent.permissions.permission_config import project_trusted
    from agent.start.user_config import load_extensions, load_project_config, load_user_config

    root = workspace.resolve()
    extensions = load_extensions(root, load_user_config(), load_project_config(root), project_trusted(root))
    notes = list(extensions.notes)
    statuses = []
    if extensions.servers:
        from agent.mcp.client import McpClient

        client = McpClient(extensions.servers, workspace.resolve(), notes.append)
        try:
            client.start()
            statuses = client.statuses()
        finally:
            client.close()
    if as_json:
        payload = {"servers": [status.model_dump() for status in statuses], "notes": notes}
        click.echo(json.dumps(payload, indent=2))
        return
    if not statuses:
        click.echo("No MCP servers are configured: add a [mcp.servers.NAME] table to config.toml.")
    for status in statuses:
        state = f"started, {len(status.tools)} tool(s)" if status.started else f"not started: {status.error}"
        click.echo(printable(f"{status.name} ({status.transport}: {status.target}) {state}"))
        click.echo(printable(f"  from {status.source}"))
        width = max((len(tool.name) for tool in status.tools), default=0)
        for tool in status.tools:
            summary = " ".join(tool.description.split())
            if len(summary) > DESCRIPTION_CHARS:
                summary = summary[: DESCRIPTION_CHARS - 1] + "…"
            click.echo(printable(f"  {tool.name.ljust(width)}  {summary}"))
    for note in notes:
        if not any(note.startswith(f"MCP server {status.name} did not start") for status in statuses):
            click.echo(printable(f"note: {note}"), err=True)
