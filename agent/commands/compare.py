"""`agent compare`: several models on the same tasks, side by side; a benchmark with --suite and --out.

Parses the options and hands over to agent/benchmark/ (suite loading, runs, results, report, diff)."""

from __future__ import annotations

import json
from pathlib import Path

import click

from agent.backends.model_spec import MODEL_FORMS, parse_model_spec
from agent.command_options import file_option, folder_option, map_tokens_option, max_turns_option
from capabilities import TOOL_MODES

EPILOG = """\b
Examples:
  agent compare "Fix the failing test" --check "python -m pytest -q" -m embedded -m ollama/qwen2.5-coder:7b
  agent compare --suite builtin -m ollama/qwen2.5-coder:7b -m openai/qwen --tries 2 --out results/
  agent compare --diff results-before/ results-after/
"""


@click.command(short_help="Run several models on the same tasks and compare them side by side.", epilog=EPILOG)
@click.argument("tasks", nargs=-1)
@click.option(
    "-m",
    "--model",
    "models",
    multiple=True,
    help=f"A model to compare; repeat for each ({MODEL_FORMS}).",
)
@click.option(
    "--suite",
    default=None,
    metavar="DIR|builtin",
    help="A suite: one folder per task with task.toml, workspace/ and optional hidden/; builtin is the shipped one.",
)
@click.option("--only", default=None, metavar="NAME,...", help="Run only these tasks of the suite.")
@file_option(
    "--tasks-file",
    help='TOML file of [[task]] tables: prompt = "...", check = "shell command" (optional), name = "..." (optional).',
)
@click.option(
    "--check",
    default=None,
    help="Shell command that must exit 0 in the workspace copy for a TASK argument's run to count as a success.",
)
@click.option(
    "-w",
    "--workspace",
    default=".",
    show_default=True,
    help="Project each TASK argument and --tasks-file task starts from (copied, never changed).",
)
@click.option(
    "--tries",
    type=click.IntRange(1, 5),
    default=1,
    show_default=True,
    help="Tries per task: a failed try is followed by another in the same copy, told the check's output (pass@2).",
)
@click.option(
    "-j",
    "--jobs",
    type=click.IntRange(1, 64),
    default=1,
    show_default=True,
    help="Runs at once for server models (in-process models always run one at a time).",
)
@max_turns_option(20, help="Turn limit of each try (a suite task's max_turns wins).")
@click.option("--ctx", type=click.IntRange(min=512), default=None, help="Context window for every model.")
@click.option(
    "--max-output", type=click.IntRange(min=16), default=None, metavar="TOKENS", help="Longest reply, for every model."
)
@click.option(
    "--tools", "tool_mode", type=click.Choice(TOOL_MODES), default=None, help="How every model makes tool calls."
)
@map_tokens_option(
    "--map-tokens",
    least=0,
    help="Tokens of the repository map each try gets, made from its own copy (as `agent run --map-tokens`); 0: none.",
)
@folder_option(
    "--out",
    help="Results directory: results.jsonl, results.csv, summary.json, report.html and charts; "
    "run again with the same one to resume.",
)
@click.option(
    "--diff",
    nargs=2,
    type=click.Path(path_type=Path, file_okay=False, exists=True),
    default=None,
    metavar="DIR_A DIR_B",
    help="Show which tasks changed outcome between two --out directories (runs nothing).",
)
@click.option(
    "--unsandboxed-check",
    is_flag=True,
    help="Where no sandbox starts (bash's is off and bubblewrap cannot), run the checks on this machine anyway: "
    "the tests import the model's code. Without it such a try is marked not checked.",
)
@click.option("--json", "as_json", is_flag=True, help="Print {runs: [...], models: [...]} (or the diff) as JSON.")
def compare(
    tasks: tuple[str, ...],
    models: tuple[str, ...],
    suite: str | None,
    only: str | None,
    tasks_file: Path | None,
    check: str | None,
    workspace: str,
    tries: int,
    jobs: int,
    max_turns: int,
    ctx: int | None,
    max_output: int | None,
    tool_mode: str | None,
    map_tokens: int | None,
    out: Path | None,
    diff: tuple[Path, Path] | None,
    unsandboxed_check: bool,
    as_json: bool,
) -> None:
    """Run each model on each task in a fresh copy of its workspace and report success (pass@1, pass@2 with
    --tries 2), well-formed tool-call rate, turns, tokens and time side by side.

    Tasks come from TASK arguments (on --workspace), a --tasks-file, or a --suite. A suite task's check sees
    the model's final answer in $AGENT_ANSWER.
    """
    from agent.benchmark import runner as benchmark

    try:
        if diff is not None:
            click.echo(benchmark.diff_command(diff[0], diff[1], as_json))
            return
        if not models:
            raise click.UsageError("no model given: pass -m MODEL for each model to compare")
        root = Path(workspace).expanduser()
        if (tasks or tasks_file is not None) and not root.is_dir():
            raise click.UsageError(f"workspace {root} does not exist or is not a directory; pass one with --workspace")
        plan = benchmark.plan(
            models=[parse_model_spec(model) for model in models],
            prompts=[t for t in tasks if t.strip()],
            check=check,
            workspace=root,
            tasks_file=tasks_file,
            suite=suite,
            only=only,
            tries=tries,
            max_turns=max_turns,
            ctx=ctx,
            max_output=max_output,
            tool_mode=tool_mode,
            map_tokens=map_tokens,
            unsandboxed_check=unsandboxed_check,
        )
        if not plan.tasks:
            raise click.UsageError("no task given: pass TASK arguments, --tasks-file FILE or --suite DIR|builtin")
        outcome = benchmark.run_plan(plan, jobs=jobs, out=out)
    except KeyboardInterrupt:
        where = f"; run the same command again to resume from {out}" if out is not None else ""
        click.echo(f"interrupted{where}", err=True)
        raise SystemExit(130) from None
    if as_json:
        click.echo(json.dumps(outcome.as_json()))
    else:
        click.echo(outcome.table)
        if out is not None:
            click.echo(f"report: {out / 'report.html'}", err=True)
