"""`agent policy check` and `agent policy show`: what the permission gate would say. Thin: load, check, print."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import click

from agent.command_options import project_workspace_option
from agent.permissions import Policy, load_policy
from agent.start.permission_choices import PermissionChoices

workspace_option = project_workspace_option(
    "Project whose .agent/permissions.toml applies and whose files count as inside."
)


def _load(workspace: Path, allow: tuple[str, ...] = (), deny: tuple[str, ...] = (), sandboxed: bool = False) -> Policy:
    return load_policy(workspace, PermissionChoices(allow=list(allow), deny=list(deny)).rules(), sandboxed)


def would_sandbox(workspace: Path) -> bool:
    """Whether a run with the default config (`sandbox = "auto"`) would run bash in the sandbox here: bubblewrap
    is installed and starts (one `true` in it, as the run's own check does)."""
    from agent.processes.sandbox import Sandbox, SandboxUnavailable, check_sandbox

    try:
        check_sandbox(Sandbox(), workspace)
    except SandboxUnavailable:
        return False
    return True


def pattern_options(command: Callable[..., None]) -> Callable[..., None]:
    command = click.option("--deny", multiple=True, metavar="PATTERN", help="As `agent run --deny`.")(command)
    return click.option("--allow", multiple=True, metavar="PATTERN", help="As `agent run --allow`.")(command)


@click.group(short_help="Show what the permission gate decides for a tool call, and its rules.")
def policy() -> None:
    """Show what the permission gate decides for tool calls, and the rules it uses."""


@policy.command()
@click.argument("command")
@click.option("--json", "as_json", is_flag=True, help="Print the decision as one JSON object.")
@click.option(
    "--sandbox/--no-sandbox",
    default=None,
    help="Decide as if bash ran in the sandbox, or outside it. Default: as a run with the default config would "
    "(sandboxed where bubblewrap starts).",
)
@workspace_option
@pattern_options
def check(
    command: str, as_json: bool, sandbox: bool | None, workspace: Path, allow: tuple[str, ...], deny: tuple[str, ...]
) -> None:
    """Decide the bash COMMAND: allow, ask or deny, and why, part by part."""
    sandboxed = would_sandbox(workspace) if sandbox is None else sandbox
    decision = _load(workspace, allow, deny, sandboxed).check("bash", {"command": command})
    if as_json:
        fields = {"decision", "reason", "parts"}
        dumped = decision.model_dump(include=fields, exclude={"parts": {"__all__": {"reason"}}})
        click.echo(json.dumps({**dumped, "sandboxed": sandboxed}))
        return
    where = "(sandboxed)" if sandboxed else "(outside the sandbox)"
    # Rules that hold only outside the sandbox say so in their reason already.
    reason = decision.reason if decision.reason.endswith(where) else f"{decision.reason} {where}"
    click.echo(f"{decision.decision}: {reason}")
    for part in decision.parts:
        click.echo(f"  {part.decision:5}  {part.command}  ({part.rule}; {part.source})")


@policy.command(short_help="List the effective rules in the order they are tried.")
@click.option("--json", "as_json", is_flag=True, help="Print the rules as a JSON list.")
@workspace_option
@pattern_options
def show(as_json: bool, workspace: Path, allow: tuple[str, ...], deny: tuple[str, ...]) -> None:
    """List the effective rules in the order they are tried, with the file each came from."""
    loaded = _load(workspace, allow, deny)
    rules = [{**rule.model_dump(exclude_none=True), "source": source} for rule, source in loaded.rules()]
    notes = loaded.notes + _untrusted_notes(workspace)
    if as_json:
        click.echo(json.dumps({"rules": rules, "notes": notes}))
        return
    for rule, source in loaded.rules():
        why = f"  # {rule.reason}" if rule.reason else ""
        click.echo(f"{rule.describe()}  [{source}]{why}")
    for note in notes:
        click.echo(f"note: {note}", err=True)


def _untrusted_notes(workspace: Path) -> list[str]:
    """What an untrusted project's files hold that was left out (its allow rules among them), in one note."""
    from agent.start.project_trust import untrusted_note

    note = untrusted_note(workspace)
    return [note] if note else []
