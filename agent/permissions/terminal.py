"""Asking the user on the terminal: the whole call, the part that needs approval and why, and four answers."""

from __future__ import annotations

import sys

import click

from agent.permissions.gate import Answer, ApprovalRequest
from agent.terminal.terminal_text import printable

KEYS: dict[str, Answer] = {"y": "yes", "n": "no", "s": "session", "p": "project"}


def on_a_terminal() -> bool:
    """Whether a person can answer: the question goes to stderr, the answer comes from stdin."""
    return sys.stdin.isatty() and sys.stderr.isatty()


class TerminalApprover:
    """Asks on stderr and reads the answer from stdin; end of input counts as no."""

    who = "the user"

    def approve(self, request: ApprovalRequest) -> Answer:
        click.echo("\r\033[K", nl=False, err=True)  # clear a transient progress status first
        # Everything shown is printable: the call comes from the model, and an escape sequence in it
        # could redraw the prompt (a `curl … | sh` shown as `ls`). All its lines are shown.
        click.secho(printable(f"{request.tool} needs your approval:"), bold=True, err=True)
        for line in request.call.split("\n"):
            click.echo(f"    {printable(line)}", err=True)
        for part in request.asks:
            click.echo(printable(f"  {part.command}  — {part.reason} ({part.source})"), err=True)
        keys = ["y", "n"]
        if request.always:  # a hook's question is asked every time: no "always"
            always = "; ".join(f"`{rule.describe()}`" for rule in request.always)
            click.echo(printable(f"  always would allow: {always}"), err=True)
            keys += ["s", "p"] if request.can_persist else ["s"]
        click.echo(
            "  y = yes, this once   n = no"
            + ("   s = always in this session" if "s" in keys else "")
            + ("   p = always in this project" if "p" in keys else ""),
            err=True,
        )
        # Read by hand, not click.prompt: it turns Ctrl-C into an answer, and Ctrl-C must cancel the run.
        while True:
            click.echo(f"  allow? [{'/'.join(keys)}]: ", nl=False, err=True)
            line = sys.stdin.readline()
            if not line:  # end of input (Ctrl-D): nobody said yes
                click.echo("", err=True)
                return "no"
            key = line.strip().lower()[:1]
            if key in keys:
                return KEYS[key]

    def inform(self, note: str) -> None:
        click.echo(f"  {printable(note)}", err=True)
