"""The `agent` command. Commands are thin: parse options, call the library, map errors to exit codes."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import click

from agent import __version__
from agent.errors import AgentError, ProviderError, UserError
from agent.loop import AgentLoop, RunResult
from agent.model_spec import MODEL_FORMS, parse_model_spec
from agent.progress import Progress
from agent.session import model_file, open_provider, resolve_capability
from agent.tools import ToolRuntime
from agent.transcript import Transcript
from capabilities import Overrides


class AgentClickError(click.ClickException):
    """Shows an AgentError as one line on stderr with its own exit code, never a traceback."""

    def __init__(self, err: AgentError):
        super().__init__(str(err))
        self.exit_code = err.exit_code


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="agent")
def main() -> None:
    """A coding agent for local models (llama.cpp in-process, llama.cpp servers, Ollama)."""


@main.command()
@click.argument("task")
@click.option("-m", "--model", default="embedded", show_default=True, help=f"Model to run: {MODEL_FORMS}.")
@click.option("-w", "--workspace", default=".", show_default=True, help="Project directory the agent works in.")
@click.option("--max-turns", type=click.IntRange(1, 10_000), default=20, show_default=True, help="Stop after this many model turns (exit code 3).")
@click.option("--ctx", type=click.IntRange(min=512), default=None, help="Context window to use, overriding models.toml.")
@click.option("--tools", "tool_mode", type=click.Choice(["native", "text", "grammar"]), default=None,
              help="How the model makes tool calls, overriding models.toml.")
@click.option("--json", "as_json", is_flag=True, help="Print one JSON object with the outcome and counters on stdout.")
def run(task: str, model: str, workspace: str, max_turns: int, ctx: int | None, tool_mode: str | None, as_json: bool) -> None:
    """Run TASK in the workspace until the model gives a final answer.

    Progress goes to stderr, the final answer to stdout. Exit codes: 0 finished, 2 user error,
    3 turn limit, 4 model or provider error, 130 interrupted.
    """
    if not task.strip():
        raise click.UsageError("TASK is empty; say what the agent should do, e.g. agent run \"Fix the failing test\"")
    root = Path(workspace).expanduser()
    if not root.is_dir():
        what = "is not a directory" if root.exists() else "does not exist"
        raise click.UsageError(f"workspace {root} {what}; pass an existing project directory with --workspace")
    try:
        spec = parse_model_spec(model)
        transcript = Transcript.create()
    except AgentError as err:
        raise AgentClickError(err) from None
    try:
        result = _run_session(task, spec, root, max_turns, Overrides(context=ctx, tool_mode=tool_mode), transcript)
    except UserError as err:
        transcript.record("error", kind=type(err).__name__, message=str(err))
        transcript.close()
        raise AgentClickError(err) from None
    except (ProviderError, KeyboardInterrupt) as err:
        # Failures before the loop started (model load) still produce a result and a transcript.
        status = "cancelled" if isinstance(err, KeyboardInterrupt) else "error"
        message = "cancelled by the user" if status == "cancelled" else str(err)
        transcript.record(status, message=message)
        result = RunResult(status=status, error=message, transcript=str(transcript.path), model=spec.raw)
        click.echo(f"error: {message}", err=True)
    transcript.close()
    _report(result, as_json)
    sys.exit(result.exit_code)


def _run_session(task: str, spec, root: Path, max_turns: int, flags: Overrides, transcript: Transcript) -> RunResult:
    gguf_path = model_file(spec)
    capability = resolve_capability(spec, root, flags, gguf_path)
    provider = open_provider(spec, capability, gguf_path)
    try:
        loop = AgentLoop(provider, ToolRuntime(root), capability, transcript, Progress(), max_turns=max_turns)
        return loop.run(task)
    finally:
        provider.close()


def _report(result: RunResult, as_json: bool) -> None:
    if as_json:
        click.echo(json.dumps(result.model_dump(exclude={"error"} if result.error is None else set())))
        return
    if result.final is not None:
        click.echo(result.final)
    elif result.status == "turn_limit":
        click.echo(f"stopped after {result.turns} turns without a final answer (raise --max-turns)", err=True)
    click.echo(f"transcript: {result.transcript}", err=True)


def _register_commands() -> None:
    from agent.commands.caps import caps, models

    main.add_command(caps)
    main.add_command(models)


_register_commands()
