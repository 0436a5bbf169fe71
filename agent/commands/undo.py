"""`agent undo`: `/undo` from the shell, for the latest session in the workspace. Thin: find the session,
hold it, let agent.undo.checkpoints restore the files (the tools' and the commands'), write the rollback into its
transcript."""

from __future__ import annotations

from pathlib import Path

import click

from agent.errors import UserError
from agent.records.session_store import latest_session, load_session
from agent.records.transcript import SessionLock, Transcript
from agent.records.transcript_events import FileRecordsChange, Rollback
from agent.terminal.terminal_text import printable
from agent.undo.checkpoint_log import checkpoints_dir
from agent.undo.checkpoint_undo import describe_undo, message_of, rollback_target, undo_latest


@click.command(short_help="Take back the file changes of the latest exchange.")
@click.option("--force", is_flag=True, help="Also overwrite files changed since the agent wrote them.")
@click.option("-w", "--workspace", default=".", show_default=True, help="Project directory of the session.")
def undo(force: bool, workspace: str) -> None:
    """Take back the last exchange of the latest session in the workspace: restore the files it changed,
    through its tools or its bash commands (as they were before, with their mode; files it created are
    removed), and take it out of the conversation, so `agent run --continue` goes on without it. Run it
    again to go further back. What bash changed comes from a snapshot of the workspace taken before the
    exchange's first command; what it could not hold (files too large, gitignored files beyond its budget)
    is named as not restored.

    A file changed since the agent wrote it is left alone, and nothing is undone, unless --force. Nothing
    is written through a folder that has become a symbolic link.
    """
    root = Path(workspace).expanduser()
    if not root.is_dir():
        what = "is not a directory" if root.exists() else "does not exist"
        raise click.UsageError(f"workspace {root} {what}; pass the project directory with --workspace")
    path = latest_session(root)
    lock = SessionLock.acquire(path)  # a chat or run still in the session would write over the rollback
    try:
        _undo_in(path, lock, force)
    finally:
        lock.release()


def _undo_in(path: Path, lock: SessionLock, force: bool) -> None:
    loaded = load_session(path)
    report = undo_latest(checkpoints_dir(loaded.info.id), force)
    lines = describe_undo(report, "agent undo --force")
    if not report.done:
        raise UserError(lines[0])
    said = message_of(loaded.conversation.messages, report.exchange)
    what = f'"{said}"' if said is not None else "an exchange no longer in the conversation"
    click.echo(printable(f"session {loaded.info.id}: undoing {what}"))
    for line in lines:
        click.echo(printable(f"  {line}"))
    target = rollback_target(loaded.conversation.messages, report.exchange)
    if target is None:
        click.echo("  the conversation stays as it is: that message is no longer in it (cleared or compacted)")
        return
    transcript = Transcript.reopen(path, loaded.last_seq, loaded.good_bytes, loaded.cut_line, lock=lock)
    transcript.write(Rollback(to_record=target, reason="undo"))
    if report.paths:  # what the model knew of those files went with the exchange: it reads them again
        transcript.write(FileRecordsChange(removed=report.paths))
    transcript.close()
    if transcript.failure is not None:
        raise UserError(f"the files are restored, but {transcript.failure}")
    click.echo("  the conversation goes back to before that message (`agent run --continue` goes on without it)")
