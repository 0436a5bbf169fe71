"""`agent doctor`: is every server and model reachable, and which window does a request of ours really get? Thin:
parse, call agent/doctor/, print; exit 1 when a model would be cut short."""

from __future__ import annotations

from pathlib import Path

import click

from agent.click_errors import AgentCommand


@click.command(
    "doctor", cls=AgentCommand, short_help="Check every server and model: reachable, its real window, each fix."
)
@click.option(
    "-m",
    "--model",
    "models",
    multiple=True,
    metavar="MODEL",
    help="Check only this model (any --model form; repeatable). Default: every model of every server, and the "
    "in-process ones.",
)
@click.option(
    "-w",
    "--workspace",
    type=click.Path(file_okay=False, path_type=Path),
    default=Path("."),
    show_default=True,
    help="The project whose settings a run would use.",
)
@click.option(
    "--load",
    is_flag=True,
    help="Load each Ollama model as our requests do and read the window it runs (slower; measured, not assumed).",
)
@click.option("--json", "as_json", is_flag=True, help="Print the report as one JSON object (stable keys).")
def doctor(models: tuple[str, ...], workspace: Path, load: bool, as_json: bool) -> None:
    """Check every server and model you have, as `agent run` in WORKSPACE would use them: reachable, what each
    serves, the window a request of ours actually gets against the model's and the server's, what the agent's own
    prompt takes of it, the tool mode and edit format and where they came from, whether it was calibrated, the
    sandbox and the disk for saved states. Each problem comes with the command that fixes it. Exit code 1 when a
    model would be cut short."""
    from agent.commands.run import workspace_root
    from agent.doctor.checkup import checkup
    from agent.doctor.doctor_report import render

    report = checkup(workspace_root(str(workspace)), list(models), load=load)
    click.echo(report.model_dump_json(indent=2) if as_json else render(report))
    raise SystemExit(report.exit_code)
