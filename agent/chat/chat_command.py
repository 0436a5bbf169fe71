"""`agent chat`: parse the options, open the session, hand it to the app. Its options are `agent run`'s
own (agent/cli.py attaches them), so the two cannot drift apart."""

from __future__ import annotations

import signal
import sys
from typing import Any

import click

from agent.commands.run import run, start_options
from agent.start.session_start import resolve_choices


@click.command(short_help="Talk with the agent in an interactive session.")
@click.pass_context
def chat(ctx_: click.Context, **_options: Any) -> None:  # `agent run`'s options: read from ctx_.params
    """Talk with the agent in the workspace: each message is worked on until the model answers, then the
    next one goes on in the same conversation (`agent` alone on a terminal starts this too).

    Type /help for the commands, @path to attach a file, Alt-Enter for a new line. Ctrl-C stops the
    running turn and returns to the prompt; Ctrl-D leaves. The session is saved like `agent run`'s:
    `agent run --continue` or `agent chat --continue` go on from it. --max-turns is per message.
    """
    from agent.chat.app import ChatApp  # imported here: prompt_toolkit and rich load only for chat

    if sys.stdin.isatty() and signal.getsignal(signal.SIGINT) == signal.SIG_IGN:
        # Ctrl-C is how a person stops a turn: a chat started from a background job of a script (SIGINT
        # inherited as ignored, as nohup and CI runners leave it) must hear it all the same.
        signal.signal(signal.SIGINT, signal.default_int_handler)

    options = start_options(ctx_.params)
    try:
        choices = resolve_choices(options, note=lambda text: click.echo(f"note: {text}", err=True))
        app = ChatApp(choices)
    except KeyboardInterrupt:
        click.echo("cancelled while opening the model", err=True)
        sys.exit(130)
    sys.exit(app.run())


# `agent chat` takes `agent run`'s options, all but the task and --json: one definition for both.
chat.params[:0] = [param for param in run.params if param.name not in ("task", "as_json")]
