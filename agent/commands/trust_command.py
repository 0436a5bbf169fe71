"""`agent trust`: what trusting a project enables (its defaults, models, agent kinds, hooks, MCP servers and
allow rules), and the step itself, or taking it back. The library is agent/start/project_trust.py."""

from __future__ import annotations

import sys
from pathlib import Path

import click

from agent.start.project_trust import trust_project, untrust_project, what_trust_enables
from agent.terminal.single_key import read_key
from agent.terminal.terminal_text import printable


@click.command(short_help="Show what trusting this project enables, and trust it (or take trust back).")
@click.option(
    "--workspace",
    "-w",
    type=click.Path(file_okay=False, exists=True, path_type=Path),
    default=Path("."),
    show_default=True,
    help="The project to trust.",
)
@click.option("--yes", is_flag=True, help="Trust without asking.")
@click.option("--revoke", is_flag=True, help="Take trust back: the project's files stay off again.")
@click.option("--show", is_flag=True, help="Only show what trusting would enable; change nothing.")
def trust(workspace: Path, yes: bool, revoke: bool, show: bool) -> None:
    """Show exactly what trusting the workspace enables, then ask (y/N) on a terminal.

    Until a project is trusted its `.agent/` may only tighten: its [defaults], models.toml entries,
    agent kinds, hooks, MCP servers and allow rules are left out. Approving a command "always in this
    project" never trusts it. Trust is kept in trusted_projects of your permissions.toml. Without a
    terminal pass --yes; --revoke takes trust back; --show changes nothing.
    """
    from agent.permissions.terminal import on_a_terminal

    summary = what_trust_enables(workspace)
    shown = printable(summary.workspace)
    if revoke:
        taken = untrust_project(workspace)
        click.echo(f"{shown}: {'no longer trusted' if taken else 'was not trusted'}")
        return
    click.echo(summary.render())
    if show:
        click.echo(f"{shown} is {'trusted' if summary.trusted else 'not trusted'}")
        return
    if summary.trusted:
        click.echo(f"{shown} is trusted already (`agent trust --revoke` takes it back)")
        return
    if not yes:
        if not on_a_terminal():
            click.echo("not trusted: run `agent trust` on a terminal or pass --yes", err=True)
            sys.exit(1)
        click.echo("Trust this project? [y/N]: ", nl=False, err=True)
        answer = read_key()  # one key: y trusts, any other no
        click.echo("yes" if answer == "y" else "no", err=True)
        if answer != "y":
            click.echo("not trusted", err=True)
            sys.exit(1)
    trust_project(workspace)
    click.echo(f"{shown} is trusted (`agent trust --revoke` takes it back)")
