"""Asking the user on the terminal: the whole call, the part that needs approval and why, what "always" would
allow in plain words, and five answers (six when hosts outside the sandbox may be approved for the project),
each a single key (no Enter) on a terminal; `t` declines and reads a line for the model (what to do instead)."""

from __future__ import annotations

import os
import sys

import click
from rich.cells import cell_len

from agent.permissions.gate import ANSWER_TEXT, Answer, ApprovalRequest, Declined
from agent.terminal.single_key import END_OF_INPUT, read_raw_key
from agent.terminal.terminal_text import printable

KEYS: dict[str, Answer] = {"y": "yes", "n": "no", "s": "session", "p": "project", "h": "hosts"}
INDENT = "  "  # the question's lines under its first
TELL = "t"  # no, and a line of the user's words for the model


def on_a_terminal() -> bool:
    """Whether a person can answer: the question goes to stderr, the answer comes from stdin."""
    return sys.stdin.isatty() and sys.stderr.isatty()


class TerminalApprover:
    """Asks on stderr and reads the answer from stdin; end of input counts as no."""

    who = "the user"

    def approve(self, request: ApprovalRequest) -> Answer | Declined:
        click.echo("\r\033[K", nl=False, err=True)  # clear a transient progress status first
        # Everything shown is printable: the call comes from the model, and an escape sequence in it
        # could redraw the prompt (a `curl … | sh` shown as `ls`). All its lines are shown.
        click.secho(printable(f"{request.tool} needs your approval:"), bold=True, err=True)
        for line in request.call.split("\n"):
            click.echo(f"    {printable(line)}", err=True)
        for part in request.asks:
            _say(f"{part.command}  — {part.reason} ({part.source})")
        keys = ["y", "n", TELL]
        if request.always:  # a hook's question is asked every time: no "always"
            for approval in request.always:
                _say(f"always would allow {approval.words}")
            keys += ["s", "p"] if request.can_persist else ["s"]
        _say(
            "y = yes, this once   n = no   t = no, and tell the model why"
            + ("   s = always in this session" if "s" in keys else "")
            + ("   p = always in this project" if "p" in keys else ""),
            between="   ",
        )
        if request.hosts:
            keys.append("h")
            _say(f"h = yes, and always reach {', '.join(request.hosts)} in this project")
        while True:
            click.echo(f"  allow? [{'/'.join(keys)}]: ", nl=False, err=True)
            key = read_raw_key()
            if key in ("", END_OF_INPUT):  # end of input (Ctrl-D): nobody said yes
                click.echo("", err=True)
                return "no"
            if key.lower() == TELL:
                return _reason()
            if key.lower() in keys:
                click.echo(f"{key.lower()} ({ANSWER_TEXT[KEYS[key.lower()]]})", err=True)
                return KEYS[key.lower()]
            click.echo("", err=True)

    def inform(self, note: str) -> None:
        _say(note)


def _say(text: str, between: str = " ") -> None:
    """One line of the question, indented, wrapped between words (or between the answers: `between`) at the
    terminal's width, where the terminal would cut a word; whole where there is no width (a pipe)."""
    text = printable(text)
    try:
        width = os.get_terminal_size(sys.stderr.fileno()).columns - 1
    except OSError:
        click.echo(INDENT + text, err=True)
        return
    rows: list[str] = []
    for piece in text.split(between):
        if rows and cell_len(INDENT + rows[-1] + between + piece) <= width:
            rows[-1] += between + piece
        else:
            rows.append(piece)
    click.echo("\n".join(INDENT + row for row in rows), err=True)


def _reason() -> Answer | Declined:
    """The user's words after `t`, one line (Enter ends it); nothing said is a plain no."""
    click.echo("t (no)", err=True)
    click.echo("  tell the model: ", nl=False, err=True)
    if sys.stdin.isatty():  # the terminal's own line editing; os.read leaves nothing in Python's buffer
        said = os.read(sys.stdin.fileno(), 4096).decode(errors="replace")
    else:
        said = sys.stdin.readline()
    said = " ".join(said.split())
    return Declined(reason=said) if said else "no"
