"""The `agent` command. Commands are thin: parse options, call the library, map errors to exit codes."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import click

from agent import __version__
from agent.commands.caps import caps, models
from agent.commands.compare import compare
from agent.commands.errors import CommandError
from agent.commands.parse import parse
from agent.commands.policy import policy
from agent.commands.sessions import sessions
from agent.errors import AgentError, ProviderError, UserError
from agent.loop import RunResult
from agent.model_spec import MODEL_FORMS, parse_model_spec
from agent.progress import Progress
from agent.session import check_config, run_session
from agent.session_store import find_session, latest_session, load_session
from agent.supervisor import note_transcript
from agent.transcript import Transcript
from agent.transcript_events import Cancelled, ErrorEvent
from capabilities import TOOL_MODES, Overrides, ToolMode


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="agent")
def main() -> None:
    """A coding agent for local models: llama.cpp in-process, Ollama, and OpenAI-compatible servers
    (llama.cpp server, LM Studio, vLLM)."""


@main.command()
@click.argument("task", required=False)
@click.option("-m", "--model", default="embedded", show_default=True, help=f"Model to run: {MODEL_FORMS}.")
@click.option("-w", "--workspace", default=".", show_default=True, help="Project directory the agent works in.")
@click.option(
    "--max-turns",
    type=click.IntRange(1, 10_000),
    default=20,
    show_default=True,
    help="Stop after this many model turns (exit code 3).",
)
@click.option(
    "--ctx", type=click.IntRange(min=512), default=None, help="Context window to use, overriding models.toml."
)
@click.option(
    "--tools",
    "tool_mode",
    type=click.Choice(TOOL_MODES),
    default=None,
    help="How the model makes tool calls, overriding models.toml.",
)
@click.option("--json", "as_json", is_flag=True, help="Print one JSON object with the outcome and counters on stdout.")
@click.option(
    "-c", "--continue", "continue_latest", is_flag=True, help="Continue the latest session in this workspace."
)
@click.option(
    "--resume", "resume_id", default=None, metavar="ID", help="Continue the session ID (see `agent sessions`)."
)
@click.pass_context
def run(
    ctx_: click.Context,
    task: str | None,
    model: str,
    workspace: str,
    max_turns: int,
    ctx: int | None,
    tool_mode: ToolMode | None,
    as_json: bool,
    continue_latest: bool,
    resume_id: str | None,
) -> None:
    """Run TASK in the workspace until the model gives a final answer.

    With --continue or --resume, TASK is a follow-up in an earlier session (default: continue
    where it stopped). Progress goes to stderr, the final answer to stdout. Exit codes:
    0 finished, 2 user error, 3 turn limit, 4 model or provider error, 130 interrupted.
    """
    resuming = continue_latest or resume_id is not None
    if continue_latest and resume_id is not None:
        raise click.UsageError("use either --continue or --resume ID, not both")
    if task is None or not task.strip():
        if not resuming:
            raise click.UsageError(
                'TASK is missing; say what the agent should do, e.g. agent run "Fix the failing test"'
            )
        task = "Continue with the task where you left off."
    root = Path(workspace).expanduser()
    if not root.is_dir():
        what = "is not a directory" if root.exists() else "does not exist"
        raise click.UsageError(f"workspace {root} {what}; pass an existing project directory with --workspace")
    loaded = None
    try:
        if resuming:
            loaded = load_session(find_session(resume_id) if resume_id is not None else latest_session(root))
            if ctx_.get_parameter_source("model") is click.core.ParameterSource.DEFAULT and loaded.info.model:
                model = loaded.info.model  # a resumed session keeps its model unless told otherwise
            if loaded.info.workspace and Path(loaded.info.workspace).is_dir():
                root = Path(loaded.info.workspace)
        spec = parse_model_spec(model)
        check_config(root)  # a config typo stops here, before the transcript is touched
        if loaded is None:
            transcript = Transcript.create()
        else:
            transcript = Transcript.reopen(loaded.info.path, loaded.last_seq, loaded.good_bytes, loaded.cut_line)
        note_transcript(transcript.path)  # a crash report names it
    except AgentError as err:
        raise CommandError(err) from None
    try:
        flags = Overrides(context=ctx, tool_mode=tool_mode)
        result = run_session(
            task,
            spec,
            root,
            max_turns=max_turns,
            flags=flags,
            transcript=transcript,
            progress=Progress(),
            loaded=loaded,
        )
    except UserError as err:
        transcript.write(ErrorEvent(kind=type(err).__name__, message=str(err)))
        transcript.close()
        raise CommandError(err) from None
    except (ProviderError, KeyboardInterrupt) as err:
        # Failures before the loop started (model load) still produce a result and a transcript.
        status = "cancelled" if isinstance(err, KeyboardInterrupt) else "error"
        message = "cancelled by the user" if status == "cancelled" else str(err)
        transcript.write(Cancelled(message=message) if status == "cancelled" else ErrorEvent(message=message))
        result = RunResult(status=status, error=message, transcript=str(transcript.path), model=spec.raw)
        click.echo(f"error: {message}", err=True)
    transcript.close()
    _report(result, as_json)
    sys.exit(result.exit_code)


def _report(result: RunResult, as_json: bool) -> None:
    if as_json:
        click.echo(json.dumps(result.model_dump(exclude={"error"} if result.error is None else set())))
        return
    if result.final is not None:
        click.echo(result.final)
    elif result.status == "turn_limit":
        click.echo(f"stopped after {result.turns} turns without a final answer (raise --max-turns)", err=True)
    click.echo(f"transcript: {result.transcript}", err=True)


for _command in (caps, models, parse, sessions, compare, policy):
    main.add_command(_command)
