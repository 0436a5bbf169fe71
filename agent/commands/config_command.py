"""`agent config`: the defaults `agent run` and `agent chat` use here, and where each one comes from."""

from __future__ import annotations

import json
from pathlib import Path

import click

from agent.commands.caps import workspace_option
from agent.config_files import load_user_config
from agent.errors import UserError
from agent.start.project_trust import untrusted_note
from agent.start.user_config import MODEL_ENV, effective_defaults, project_config_path, user_config_path
from agent.terminal.terminal_text import printable


@click.command(short_help="Show the defaults run and chat use, and where each comes from.")
@workspace_option
@click.option("--json", "as_json", is_flag=True, help="Print the settings as one JSON object.")
def config(workspace: Path, as_json: bool) -> None:
    """Show the defaults `agent run` and `agent chat` use in the workspace when a flag is not given,
    and where each comes from: $AGENT_MODEL (model only), the project's .agent/config.toml [defaults],
    the user's config.toml [defaults], or built-in. A flag on the command line wins over all of them.
    """
    settings = effective_defaults(workspace, load_user_config())
    if note := untrusted_note(workspace):  # what an untrusted project's files would set, left out
        click.echo(f"note: {printable(note)}", err=True)
    if as_json:
        click.echo(json.dumps({name: s.model_dump(exclude={"name"}) for name, s in settings.items()}, indent=2))
        return
    click.echo(f"user config:    {user_config_path()}")
    click.echo(f"project config: {project_config_path(workspace.resolve())}")
    click.echo(f"{'setting':<11} {'value':<28} source")
    for name, setting in settings.items():
        value = "(from the model)" if setting.value is None else str(setting.value)
        click.echo(f"{name:<11} {value:<28} {setting.source}".rstrip())
    click.echo(f"(a flag wins over these; {MODEL_ENV} sets the model for one shell)")
    click.echo(f"bash here: {printable(where_bash_runs(workspace, settings['sandbox'].value))}")


def where_bash_runs(workspace: Path, choice: object) -> str:
    """Whether bash would run in the sandbox here, and why not: the note a run says once per project."""
    from agent.processes.sandbox import choose_sandbox

    if choice == "off":
        return "without a sandbox (sandbox = off)"
    said: list[str] = []
    try:
        chosen = choose_sandbox("on" if choice == "on" else "auto", workspace, note=said.append)
    except UserError as err:
        return str(err)
    return "in the sandbox" if chosen is not None else said[0].removeprefix("bash runs ")
