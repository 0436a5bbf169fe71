"""`agent sessions`: the sessions on this machine, newest first."""

from __future__ import annotations

import json

import click

from agent.session_store import list_sessions
from agent.terminal_text import printable


@click.command(short_help="List earlier sessions; agent run --resume ID goes on with one.")
@click.option("--json", "as_json", is_flag=True, help="Print a JSON list instead of a table.")
@click.option(
    "-n", "--limit", type=click.IntRange(min=1), default=20, show_default=True, help="Show at most this many."
)
def sessions(as_json: bool, limit: int) -> None:
    """List sessions: id, when, status, model, workspace and the first line of the task
    (for a damaged transcript, what is wrong with it).

    Continue one with `agent run --resume ID`, or the latest in a workspace with `agent run --continue`.
    """
    found = list_sessions()[:limit]
    if as_json:
        rows = [
            {
                "id": s.id,
                "started": s.started,
                "status": s.status,
                "model": s.model,
                "workspace": s.workspace,
                "task": s.task,
                "transcript": str(s.path),
                **({"damage": s.damage} if s.damage else {}),
            }
            for s in found
        ]
        click.echo(json.dumps(rows))
        return
    if not found:
        click.echo("no sessions yet; start one with `agent run TASK`")
        return
    for s in found:
        first_line = s.task.splitlines()[0][:60] if s.task else ""
        damage = f"  ({s.damage})" if s.damage else ""
        row = f"{s.id}  {s.started_text}  {s.status:<10}  {s.model:<20}  {s.workspace}  {first_line}{damage}"
        click.echo(printable(row))
