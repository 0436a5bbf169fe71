"""`agent compare`: several models on the same tasks, side by side."""

from __future__ import annotations

import json
from pathlib import Path

import click

from agent.commands.errors import CommandError
from agent.compare import CompareTask, ModelSummary, RunRow, load_tasks, run_one, summarize
from agent.errors import AgentError
from agent.model_spec import MODEL_FORMS, parse_model_spec
from agent.session import check_config
from capabilities import Overrides


@click.command(short_help="Run several models on the same tasks and compare them side by side.")
@click.argument("tasks", nargs=-1)
@click.option(
    "-m",
    "--model",
    "models",
    multiple=True,
    required=True,
    help=f"A model to compare; repeat for each ({MODEL_FORMS}, ollama/NAME, openai/NAME).",
)
@click.option(
    "--tasks-file",
    type=click.Path(path_type=Path, dir_okay=False),
    default=None,
    help='TOML file of [[task]] tables: prompt = "...", check = "shell command" (optional).',
)
@click.option(
    "--check",
    default=None,
    help="Shell command that must exit 0 in the workspace copy for a run to count as a success.",
)
@click.option(
    "-w", "--workspace", default=".", show_default=True, help="Project each run starts from (copied, never changed)."
)
@click.option("--max-turns", type=click.IntRange(1, 10_000), default=20, show_default=True)
@click.option("--ctx", type=click.IntRange(min=512), default=None, help="Context window for every model.")
@click.option(
    "--max-output", type=click.IntRange(min=16), default=None, metavar="TOKENS", help="Longest reply, for every model."
)
@click.option("--json", "as_json", is_flag=True, help="Print {runs: [...], models: [...]} as JSON.")
def compare(
    tasks: tuple[str, ...],
    models: tuple[str, ...],
    tasks_file: Path | None,
    check: str | None,
    workspace: str,
    max_turns: int,
    ctx: int | None,
    max_output: int | None,
    as_json: bool,
) -> None:
    """Run each model on each TASK in a fresh copy of the workspace and report success, well-formed
    tool-call rate, turns, tokens and time side by side.

    Example: agent compare "Fix the failing test" --check "python -m pytest -q" -m embedded -m ollama/qwen2.5-coder:7b
    """
    root = Path(workspace).expanduser()
    if not root.is_dir():
        raise click.UsageError(f"workspace {root} does not exist or is not a directory; pass one with --workspace")
    try:
        specs = [parse_model_spec(model) for model in models]
        check_config(root)
        task_list = [CompareTask(prompt=t, check=check) for t in tasks if t.strip()]
        if tasks_file is not None:
            task_list += load_tasks(tasks_file)
    except AgentError as err:
        raise CommandError(err) from None
    if not task_list:
        raise click.UsageError("no task given: pass TASK arguments or --tasks-file FILE")
    rows: list[RunRow] = []
    for spec in specs:
        for index, task in enumerate(task_list):
            click.echo(f"{spec.raw}: task {index + 1}/{len(task_list)}…", err=True)
            row = run_one(spec, task, index, root, max_turns, Overrides(context=ctx, max_output_tokens=max_output))
            click.echo(
                f"  {row.status}{' (check exit ' + str(row.check_exit) + ')' if row.check_exit is not None else ''}"
                f", {row.turns} turns, {row.wall_time_s:.1f} s",
                err=True,
            )
            rows.append(row)
    summaries = [summarize(spec.raw, [r for r in rows if r.model == spec.raw]) for spec in specs]
    if as_json:
        click.echo(json.dumps({"runs": [r.model_dump() for r in rows], "models": [s.model_dump() for s in summaries]}))
        return
    click.echo(render_table(summaries))


def render_table(summaries: list[ModelSummary]) -> str:
    header = ("model", "success", "well-formed calls", "mean turns", "prompt tok", "completion tok", "time s")
    lines = [header]
    for s in summaries:
        rate = f"{s.well_formed_rate * 100:.0f}%" if s.well_formed_rate is not None else "-"
        lines.append(
            (
                s.model,
                f"{s.successes}/{s.runs}",
                rate,
                f"{s.mean_turns:g}",
                str(s.prompt_tokens),
                str(s.completion_tokens),
                f"{s.wall_time_s:.1f}",
            )
        )
    widths = [max(len(row[i]) for row in lines) for i in range(len(header))]
    return "\n".join("  ".join(cell.ljust(widths[i]) for i, cell in enumerate(row)).rstrip() for row in lines)
