"""`agent calibrate MODEL`: measure a model's effective window, best tool mode and speed on this machine, and write
them into the user's models.toml. Thin: parse, call agent.calibrate, print."""

from __future__ import annotations

import datetime
import json
import re
import sys
from pathlib import Path

import click

from agent.calibrate.calibration import CalibrationOptions, calibrate
from agent.calibrate.calibration_report import report_data, report_table
from agent.calibrate.registry_entry import write_entry
from agent.click_errors import AgentCommand
from agent.errors import UserError
from agent.start.session import check_config, resolve_model
from agent.start.user_config import load_user_config
from capabilities import user_models_path

_DURATION = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*(s|m|h)?\s*$")


def parse_budget(text: str | None) -> float | None:
    """`90s`, `10m`, `1.5h` or a bare number of seconds."""
    if text is None:
        return None
    found = _DURATION.match(text)
    if found is None or float(found.group(1)) <= 0:
        raise UserError(f"--budget {text!r} is not a duration; write e.g. 90s, 10m or 1h")
    return float(found.group(1)) * {"s": 1, "m": 60, "h": 3600}[found.group(2) or "s"]


@click.command(cls=AgentCommand, short_help="Measure a model's window, tool mode and speed, and save them.")
@click.argument("model")
@click.option("--json", "as_json", is_flag=True, help="Print the report as one JSON object.")
@click.option("--dry-run", is_flag=True, help="Measure and report, but write nothing to models.toml.")
@click.option("--exact", is_flag=True, help="Write the entry for MODEL's full id, not the prefix it resolves to.")
@click.option("--budget", default=None, help="Stop within this time, opening the model included: 90s, 10m.")
@click.option("--samples", type=click.IntRange(min=3), default=9, show_default=True, help="Questions per length.")
@click.option(
    "--margin",
    type=click.FloatRange(min=0.0, max=1.0),
    default=0.15,
    show_default=True,
    help="How far below the short-length accuracy a length may score and still pass.",
)
@click.option("--max-window", type=click.IntRange(min=1024), default=None, help="Longest length to try.")
@click.option("-w", "--workspace", default=".", show_default=True, help="Project whose models.toml layers apply.")
def calibrate_command(
    model: str,
    as_json: bool,
    dry_run: bool,
    exact: bool,
    budget: str | None,
    samples: int,
    margin: float,
    max_window: int | None,
    workspace: str,
) -> None:
    """Measure MODEL (any --model form: embedded, llamacpp:PATH, ollama/NAME, openai/NAME) on this machine.

    Its effective window: facts retrieved from conversations of the agent's own shape, grown 1K, 2K, 4K, ... from
    the first length its own prompt and two file reads fit in; the largest length within --margin of the
    short-length accuracy. Its best tool mode: fixed prompts in each mode the backend offers. Its edit format:
    five small edits in each of replace, anchored and whole, through the agent's own loop; the format that lands
    most is written as edit_format. Its speed at each length (written as prompt_tps and generation_tps). Unless
    --dry-run, the results go into [models."PREFIX"] of your models.toml, each value with a comment saying when
    and on what it was measured. A stopped run (Ctrl-C, --budget) goes on from where it was when started again;
    models.toml is written only at the end."""
    root = Path(workspace).expanduser()
    config = load_user_config()
    check_config(root, config)
    spec = resolve_model(model, config=config)
    options = CalibrationOptions(
        spec=spec,
        workspace=root,
        samples=samples,
        margin=margin,
        budget_s=parse_budget(budget),
        max_window=max_window,
        exact=exact,
    )
    try:
        results, _ = calibrate(options)
    except KeyboardInterrupt:
        click.echo("calibrate: stopped; nothing written. Run the same command again to go on from here.", err=True)
        sys.exit(130)
    models_file = None if dry_run else user_models_path()
    written: dict[str, object] = {}
    if models_file is not None:
        try:
            written = write_entry(results, models_file, datetime.date.today())
        except OSError as err:
            raise UserError(
                f"cannot write {models_file} ({err.strerror}); the results stay in the results file"
            ) from None
    data = report_data(results, written, None if models_file is None else str(models_file))
    click.echo(json.dumps(data, indent=2) if as_json else report_table(data))
