"""`agent models --rank`: try the user's models and rank them. Thin: parse the budget, call agent.ranking, print the
table, write the report, and on a terminal offer to make the best the default."""

from __future__ import annotations

import sys
from pathlib import Path

import click

from agent.commands.calibrate import parse_budget
from agent.commands.run import workspace_root
from agent.config_files import load_user_config
from agent.paths import data_dir
from agent.ranking.model_ranking import rank_models
from agent.ranking.offer import offer_default
from agent.ranking.rank_report import legend, table, write_report


def show_ranking(
    workspace: Path,
    named: list[str],
    budget: str | None,
    max_window: int | None,
    report_dir: Path | None,
    as_json: bool,
) -> None:
    from agent.start.user_config import effective_defaults

    root = workspace_root(str(workspace))
    try:
        ranking = rank_models(
            root, named, parse_budget(budget), max_window, say=lambda line: click.echo(line, err=True)
        )
    except KeyboardInterrupt:
        click.echo("agent models --rank: stopped; what was measured is kept: run it again to go on.", err=True)
        sys.exit(130)
    if as_json:
        click.echo(ranking.model_dump_json(indent=2))
        return
    if not ranking.models:
        click.echo("no model to rank: " + " ".join(ranking.notes or ["none is installed or served"]))
        return
    click.echo(table(ranking))
    click.echo(legend(ranking))
    report = write_report(ranking, report_dir or data_dir() / "rankings")
    click.echo(f"report: {report}")
    for note in ranking.notes:
        click.echo(note)
    if sys.stdin.isatty() and sys.stdout.isatty():
        offer_default(ranking.models[0], str(effective_defaults(root, load_user_config())["model"].value))
