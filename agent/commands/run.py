"""`agent run`: one task in the workspace until the model gives a final answer (also `agent -p TASK`)."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import click

from agent.backends.model_spec import MODEL_FORMS
from agent.command_options import tools_option
from agent.errors import ProviderError, UserError
from agent.records.run_result import RunResult
from agent.start.session import run_session
from agent.start.session_start import StartOptions, open_transcript, require_utf8, resolve_choices
from agent.terminal.progress import Progress
from agent.terminal.terminal_text import printable
from capabilities import ToolMode

TRANSCRIPT_LOST_EXIT = 4  # the run's own outcome was fine, but its record is short: scripts must notice


@click.command(short_help="Run one task in the workspace until the model gives a final answer.")
@click.argument("task", required=False)
@click.option(
    "-m",
    "--model",
    default=None,
    help=f"Model to run: {MODEL_FORMS}. Default: $AGENT_MODEL, else [defaults] model in config, else embedded "
    "(not installed: the models Ollama or a configured server has are offered).",
)
@click.option("-w", "--workspace", default=".", show_default=True, help="Project directory the agent works in.")
@click.option(
    "--max-turns",
    type=click.IntRange(1, 10_000),
    default=None,
    help="Stop after this many model turns (exit code 3). Default: [defaults] max_turns in config, else 20.",
)
@click.option(
    "--ctx", type=click.IntRange(min=512), default=None, help="Context window to use, overriding models.toml."
)
@click.option(
    "--max-output",
    type=click.IntRange(min=16),
    default=None,
    metavar="TOKENS",
    help="Longest reply the model may write, overriding models.toml (a longer one is cut off and never run).",
)
@tools_option
@click.option(
    "--map-tokens",
    type=click.IntRange(0, 65_536),
    default=None,
    metavar="N",
    help="Tokens of the repository map put after the system prompt (`agent map` shows it); 0: none. Default: "
    "[defaults] repo_map_tokens in config, else 1/16 of the model's window, at most 4096.",
)
@click.option("--json", "as_json", is_flag=True, help="Print one JSON object with the outcome and counters on stdout.")
@click.option(
    "-c", "--continue", "continue_latest", is_flag=True, help="Continue the latest session in this workspace."
)
@click.option(
    "--resume",
    "resume_id",
    is_flag=False,
    flag_value="",
    default=None,
    metavar="ID",
    help="Continue the session ID (any unique part of it; see `agent sessions`); without ID, pick one from a list.",
)
@click.option(
    "--allow",
    multiple=True,
    metavar="PATTERN",
    help="Allow without asking: a bash command prefix ('git push'), TOOL:GLOB ('write:docs/*'), an MCP tool "
    "('mcp__github__*'), or 'tests': the project's test command (pytest, npm test, go test, cargo test, make test, "
    "tox, nox) with any test paths and reporting options. Repeatable.",
)
@click.option("--deny", multiple=True, metavar="PATTERN", help="Refuse, like --allow's PATTERN; wins over --allow.")
@click.option("-y", "--yes", is_flag=True, help="Answer every permission question with yes (a deny stays a deny).")
@click.option(
    "--sandbox/--no-sandbox",
    default=None,
    help="Run bash under bubblewrap (macOS: sandbox-exec): only the workspace writable, $HOME hidden, no network; "
    "--sandbox stops if it cannot start, --no-sandbox never uses it (default: sandbox in config.toml, auto: "
    "when it can start).",
)
@click.pass_context
def run(
    ctx_: click.Context,
    task: str | None,
    model: str | None,
    workspace: str,
    max_turns: int | None,
    ctx: int | None,
    max_output: int | None,
    tool_mode: ToolMode | None,
    map_tokens: int | None,
    as_json: bool,
    continue_latest: bool,
    resume_id: str | None,
    allow: tuple[str, ...],
    deny: tuple[str, ...],
    yes: bool,
    sandbox: bool | None,
) -> None:
    """Run TASK in the workspace until the model gives a final answer.

    TASK `-`, or no TASK while stdin is piped, reads the task from stdin (`agent run - < task.md`).

    With --continue or --resume, TASK is a follow-up in an earlier session (default: continue
    where it stopped). Progress goes to stderr, the final answer to stdout. Exit codes:
    0 finished, 2 user error, 3 turn limit, 4 model or provider error (or a transcript a full disk
    cut short: the answer is still printed), 130 interrupted.

    Every tool call passes the permission gate (`agent policy show`). On a terminal a call that
    needs approval is asked about; without one (or in scripts) it is refused and the model is told
    why, unless --yes or --allow says otherwise.
    """
    options = start_options(ctx_.params)
    task = the_task(task, options.resuming)
    choices = resolve_choices(options, note=lambda text: click.echo(f"note: {text}", err=True))
    try:
        transcript = open_transcript(choices, origin="run")
    except BaseException:
        choices.release()
        raise
    progress = Progress()
    try:
        result = run_session(
            task,
            choices.spec,
            choices.context,
            max_turns=choices.max_turns,
            flags=choices.flags,
            transcript=transcript,
            progress=progress,
            loaded=choices.loaded,
            map_tokens=choices.map_tokens,
        )
    except UserError as err:
        choices.failed_start(transcript, task, err, end=choices.loaded is None)  # a resumed session ends as it was
        transcript.close()
        raise
    except (ProviderError, KeyboardInterrupt) as err:
        # Failures before the loop started (model load) still produce a result and a transcript.
        result = choices.failed_start(transcript, task, err, end=True)
        click.echo(f"error: {result.error}", err=True)
    transcript.close()
    # On a terminal the live view has streamed the answer already; stdout repeats it only for pipes.
    _report(result, as_json, shown=progress.answer_shown and sys.stdout.isatty())
    if transcript.failure is not None:  # a full disk: the answer is printed, but the record is short
        click.echo(f"error: {transcript.failure}", err=True)
        sys.exit(result.exit_code or TRANSCRIPT_LOST_EXIT)
    sys.exit(result.exit_code)


def the_task(task: str | None, resuming: bool) -> str:
    """TASK as given, read from stdin (`-`, or none given while stdin is piped), or the follow-up of a resumed
    session; a usage error when there is none."""
    if task == "-" or (task is None and not resuming and not sys.stdin.isatty()):
        task = _task_from_stdin()
    if task is None or not task.strip():
        if not resuming:
            raise click.UsageError(
                'TASK is missing; say what the agent should do, e.g. agent run "Fix the failing test", '
                "or pipe it in: agent run - < task.md"
            )
        task = "Continue with the task where you left off."
    require_utf8(task, "TASK")
    return task


def _task_from_stdin() -> str:
    """The task piped in (`echo ... | agent run`, `agent run - < task.md`)."""
    data = sys.stdin.buffer.read() if hasattr(sys.stdin, "buffer") else sys.stdin.read().encode()
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise click.UsageError("the task on stdin is not valid UTF-8; pipe in UTF-8 text") from None


def start_options(params: dict[str, Any]) -> StartOptions:
    """The session options as click parsed them: `agent chat` takes `agent run`'s own, so both build them here
    (--workspace a directory, --continue and --resume not both)."""
    if params["continue_latest"] and params["resume_id"] is not None:
        raise click.UsageError("use either --continue or --resume ID, not both")
    return StartOptions(
        workspace=workspace_root(params["workspace"]),
        model=params["model"],
        max_turns=params["max_turns"],
        ctx=params["ctx"],
        max_output=params["max_output"],
        tools=params["tool_mode"],
        continue_latest=params["continue_latest"],
        resume_id=params["resume_id"],
        allow=list(params["allow"]),
        deny=list(params["deny"]),
        yes=params["yes"],
        sandbox=params["sandbox"],
        map_tokens=params["map_tokens"],
    )


def workspace_root(workspace: str) -> Path:
    """--workspace as a directory (`agent chat` takes the same option); a usage error when it is not one."""
    root = Path(workspace).expanduser()
    if not root.is_dir():
        what = "is not a directory" if root.exists() else "does not exist"
        raise click.UsageError(f"workspace {root} {what}; pass an existing project directory with --workspace")
    return root


def _report(result: RunResult, as_json: bool, shown: bool = False) -> None:
    if as_json:
        payload = result.model_dump(exclude={"error"} if result.error is None else set())
        click.echo(json.dumps(payload | {"exit_code": result.exit_code}))  # as a user error's object has it
        return
    if result.final is not None and not shown:
        click.echo(printable(result.final, multiline=True))  # the model's text: no escape sequences
    elif result.status == "turn_limit":
        click.echo(f"stopped after {result.turns} turns without a final answer (raise --max-turns)", err=True)
    click.echo(f"transcript: {result.transcript}", err=True)
