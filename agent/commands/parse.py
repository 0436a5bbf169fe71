"""`agent parse`: show what the text tool-call parser makes of a model's output (read on stdin)."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import click

from agent.command_options import file_option
from agent.terminal.terminal_text import printable_json
from parsers import DIALECTS, extract_tool_calls
from parsers.grammar import tool_spec_parts


def agent_tools() -> tuple[list[dict[str, Any]], dict[str, tuple[str, ...]]]:
    """The agent's own tools, exactly as the model is offered them, and the other names each declares."""
    from tempfile import gettempdir

    from agent.calls.runtime import ToolRuntime

    specs = ToolRuntime(Path(gettempdir())).specs()
    return [spec.model_dump() for spec in specs], {spec.name: spec.aliases for spec in specs}


def load_tools(path: Path) -> list[dict[str, Any]]:
    """Tool specs from a JSON file: a list of specs, or {"tools": [...]}; UsageError naming the problem."""
    where = f"--tools {path}"
    try:
        raw = path.read_text(encoding="utf-8")
    except OSError as err:
        raise click.UsageError(f"{where}: cannot read the file ({err.strerror or err}).") from None
    except UnicodeDecodeError:
        raise click.UsageError(f"{where}: the file is not UTF-8 text.") from None
    try:
        data = json.loads(raw)
    except json.JSONDecodeError as err:
        raise click.UsageError(f"{where}: not valid JSON (line {err.lineno}, column {err.colno}: {err.msg}).") from None
    if isinstance(data, dict) and isinstance(data.get("tools"), list):
        data = data["tools"]
    if not isinstance(data, list):
        raise click.UsageError(
            f'{where}: expected a JSON list of tool specs (or {{"tools": [...]}}), got {type(data).__name__}.'
        )
    for index, spec in enumerate(data):
        try:
            name, _, parameters = tool_spec_parts(spec)
        except (KeyError, TypeError, AttributeError):
            raise click.UsageError(
                f'{where}: tool #{index} has no "name" (write {{"name": ..., "parameters": {{...}}}}).'
            ) from None
        if not isinstance(name, str) or not name:
            raise click.UsageError(f"{where}: tool #{index} has a name that is not a non-empty string.")
        if not isinstance(parameters, dict):
            raise click.UsageError(f"{where}: tool {name!r} has parameters that are not a JSON object.")
    return data


@click.command(short_help="Show the tool calls the text parser finds in a model reply on stdin.")
@file_option(
    "--tools",
    "tools_file",
    help="JSON file with OpenAI-style tool specs (default: the agent's read/edit/write/bash).",
)
@click.option(
    "--dialect", type=click.Choice(DIALECTS), default=None, help="Dialect to try first (all are detected anyway)."
)
def parse(tools_file: Path | None, dialect: str | None) -> None:
    """Parse model output from stdin; print {"calls", "content", "errors"} as JSON.

    Use it to see why a model's tool calls are or are not recognised, e.g.
    `pbpaste | agent parse --dialect hermes`.
    """
    aliases = None  # a file's tools: the names other harnesses commonly give them
    if tools_file is not None:
        tools = load_tools(tools_file)
    else:
        tools, aliases = agent_tools()
    # model output may hold stray bytes; show them replaced rather than fail on them
    text = sys.stdin.buffer.read().decode("utf-8", errors="replace")
    result = extract_tool_calls(text, tools, dialect, aliases)
    # the output holds the model's text: a lone surrogate ("\ud800" in it) cannot be written out as it is
    click.echo(printable_json(json.dumps(result.model_dump(), indent=2, ensure_ascii=False)))
