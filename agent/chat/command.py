"""`agent chat`: parse the options, open the session, hand it to the app. Its options are `agent run`'s
own (agent/cli.py attaches them), so the two cannot drift apart."""

from __future__ import annotations

import signal
import sys
from pathlib import Path

import click

from agent.commands.errors import CommandError
from agent.commands.run import run
from agent.config import run_settings
from agent.errors import AgentError
from agent.permissions import PermissionChoices
from agent.resume import resumed_choices, session_to_resume
from agent.session import check_config, resolve_model
from agent.session_store import hold_session
from agent.trust import ask_to_trust
from capabilities import Overrides, ToolMode


@click.command(short_help="Talk with the agent in an interactive session.")
@click.pass_context
def chat(
    ctx_: click.Context,
    model: str | None,
    workspace: str,
    max_turns: int | None,
    ctx: int | None,
    max_output: int | None,
    tool_mode: ToolMode | None,
    continue_latest: bool,
    resume_id: str | None,
    allow: tuple[str, ...],
    deny: tuple[str, ...],
    yes: bool,
    sandbox: bool | None,
) -> None:
    """Talk with the agent in the workspace: each message is worked on until the model answers, then the
    next one goes on in the same conversation (`agent` alone on a terminal starts this too).

    Type /help for the commands, @path to attach a file, Alt-Enter for a new line. Ctrl-C stops the
    running turn and returns to the prompt; Ctrl-D leaves. The session is saved like `agent run`'s:
    `agent run --continue` or `agent chat --continue` go on from it. --max-turns is per message.
    """
    from agent.chat.app import ChatApp, ChatSettings  # imported here: prompt_toolkit and rich load only for chat

    if sys.stdin.isatty() and signal.getsignal(signal.SIGINT) == signal.SIG_IGN:
        # Ctrl-C is how a person stops a turn: a chat started from a background job of a script (SIGINT
        # inherited as ignored, as nohup and CI runners leave it) must hear it all the same.
        signal.signal(signal.SIGINT, signal.default_int_handler)

    if continue_latest and resume_id is not None:
        raise click.UsageError("use either --continue or --resume ID, not both")
    root = Path(workspace).expanduser()
    if not root.is_dir():
        what = "is not a directory" if root.exists() else "does not exist"
        raise click.UsageError(f"workspace {root} {what}; pass an existing project directory with --workspace")
    lock = None
    try:
        loaded = None
        openai_base_url: str | None = None  # a resumed session's server
        if continue_latest or resume_id is not None:
            # Held from before it is read until the chat ends: no other run appends to it meanwhile.
            lock, loaded = hold_session(session_to_resume(resume_id, root))
            # a resumed session keeps its model, server, workspace and flags unless told otherwise
            kept = resumed_choices(loaded, model=model, ctx=ctx, tools=tool_mode, max_output=max_output, root=root)
            model, ctx, tool_mode, max_output, root = kept.model, kept.ctx, kept.tools, kept.max_output, kept.root
            openai_base_url = kept.openai_base_url
            for note in kept.notes:
                click.echo(f"note: {note}", err=True)
        ask_to_trust(root)  # on a terminal, one question for an untrusted project with things to enable
        check_config(root)  # a config typo stops here, before the transcript is touched
        # flag > $AGENT_MODEL > trusted project > user config > built-in
        chosen = run_settings(
            root, model=model, max_turns=max_turns, ctx=ctx, tools=tool_mode, max_output=max_output, sandbox=sandbox
        )
        permissions = PermissionChoices(allow=list(allow), deny=list(deny), yes=yes, sandbox=chosen.sandbox)
        permissions.rules()  # a bad pattern stops here
        settings = ChatSettings(
            spec=resolve_model(chosen.model, openai_base_url=openai_base_url),
            root=root,
            flags=Overrides(context=chosen.ctx, tool_mode=chosen.tools, max_output_tokens=chosen.max_output),
            permissions=permissions,
            max_turns=chosen.max_turns,
        )
        app = ChatApp(settings, loaded, lock=lock)
    except AgentError as err:
        if lock is not None:
            lock.release()
        raise CommandError(err) from None
    except KeyboardInterrupt:
        if lock is not None:
            lock.release()
        click.echo("cancelled while opening the model", err=True)
        sys.exit(130)
    sys.exit(app.run())


# `agent chat` takes `agent run`'s options, all but the task and --json: one definition for both.
chat.params[:0] = [param for param in run.params if param.name not in ("task", "as_json")]
