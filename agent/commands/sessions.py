"""`agent sessions`: the sessions on this machine, newest first; `show` one, `rm` some."""

from __future__ import annotations

import json
import shutil
import sys
from pathlib import Path

import click

from agent.errors import UserError
from agent.providers.saved_states import remove_session_states
from agent.records.session_store import SessionInfo, find_session, list_sessions, load_session, session_info
from agent.records.transcript import SessionLock
from agent.terminal.terminal_text import printable
from agent.undo.checkpoint_log import checkpoints_dir

COLUMNS = ("ID", "WHEN", "WORKSPACE", "MODEL", "TURNS", "STATUS", "TASK")
SHOWN_RESULT_CHARS = 400  # a tool result in `show`: its head, then how much more there was


@click.group(invoke_without_command=True, short_help="List earlier sessions; show or delete one.")
@click.option("--json", "as_json", is_flag=True, help="Print a JSON list instead of a table.")
@click.option(
    "-n", "--limit", type=click.IntRange(min=1), default=20, show_default=True, help="Show at most this many."
)
@click.option(
    "-a",
    "--all",
    "show_all",
    is_flag=True,
    help="Also list the runs of `agent compare`, and runs that failed before their first request.",
)
@click.pass_context
def sessions(ctx: click.Context, as_json: bool, limit: int, show_all: bool) -> None:
    """List sessions, newest first: id, when, workspace, model, turns, status (`live` while an agent runs
    it) and the first line of the task (for a damaged transcript, what is wrong with it). Runs that
    failed are listed too, but those that failed before their first request (nothing to continue) and
    the runs of `agent compare` only with --all.

    Continue one with `agent run --resume ID` (any unique part of the id will do), or the latest in a
    workspace with `agent run --continue`. `agent sessions show ID` prints one, `agent sessions rm ID`
    deletes.
    """
    if ctx.invoked_subcommand is not None:
        return
    found = [s for s in list_sessions(unlisted=show_all) if show_all or s.origin != "compare"][:limit]
    if as_json:
        click.echo(json.dumps([_row_json(s) for s in found]))
        return
    if not found:
        click.echo("no sessions yet; start one with `agent run TASK`")
        return
    # A terminal's width decides what is cut; a pipe or a file gets every task whole.
    click.echo(_table(found, shutil.get_terminal_size().columns if sys.stdout.isatty() else None))


def _row_json(s: SessionInfo) -> dict:
    return {
        "id": s.id,
        "started": s.started,
        "status": s.status,
        "model": s.model,
        "workspace": s.workspace,
        "turns": s.turns,
        "origin": s.origin,
        "task": s.task,
        "transcript": str(s.path),
        **({"damage": s.damage} if s.damage else {}),
    }


def _table(found: list[SessionInfo], width: int | None) -> str:
    """One row a session; on a terminal (`width`) the task takes what the other columns leave: a long
    workspace or model gives way (cut from the left, its end kept) before a task is cut, and no task is cut
    to less than TASK_ROOM. Without a width (a pipe) nothing is cut."""
    rows, whole = [], [False]  # whole: a damaged session's row, whose reason is never cut off
    for s in found:
        task = s.task.splitlines()[0] if s.task.strip() else ""
        if s.damage:
            task = f"({s.damage}) {task}".rstrip()
        cells = [s.id, s.started_text, _home(s.workspace) or "-", s.model or "-", str(s.turns), s.status, task]
        rows.append([printable(cell) for cell in cells])
        whole.append(bool(s.damage))
    table = [list(COLUMNS), *rows]
    widths = [max(len(row[i]) for row in table) for i in range(len(COLUMNS) - 1)]
    if width is not None:
        wanted = max(len(row[-1]) for row in table)  # every task whole, where cutting the paths makes room
        for column in (2, 3):  # workspace, then model, give way, to no less than SQUEEZED
            over = sum(widths) + 2 * len(widths) + wanted - width
            if over > 0:
                widths[column] = max(widths[column] - over, SQUEEZED, len(COLUMNS[column]))
    room = None if width is None else max(width - sum(widths) - 2 * len(widths), TASK_ROOM)
    lines = []
    for row, keep in zip(table, whole, strict=True):
        cells = [_cut_left(cell, w).ljust(w) for cell, w in zip(row, widths, strict=False)]
        task = row[-1]
        if room is not None and len(task) > room and not keep:
            task = task[: room - 1] + "…"
        lines.append("  ".join(cells) + "  " + task)
    return "\n".join(line.rstrip() for line in lines)


TASK_ROOM = 40  # the least of a task a narrow terminal shows
SQUEEZED = 16  # the least a workspace or model column is cut to


def _home(path: str) -> str:
    """A path under the user's home as ~/..., as a shell shows it."""
    home = str(Path.home())
    return "~" + path[len(home) :] if path == home or path.startswith(home + "/") else path


def _cut_left(text: str, width: int) -> str:
    return text if len(text) <= width else "…" + text[len(text) - width + 1 :]


@sessions.command(short_help="Print a session's conversation.")
@click.argument("session_id", metavar="ID")
def show(session_id: str) -> None:
    """Print the conversation of session ID as the model last saw it: the task, the model's text, its tool
    calls one line each and their results (long results cut, with how much more there was)."""
    loaded = load_session(find_session(session_id))
    info = loaded.info
    click.echo(printable(f"session {info.id}  {info.started_text}  {info.model}  {info.workspace}  {info.status}"))
    for message in loaded.conversation.messages:
        if message.role == "system":
            continue
        if message.role == "tool":
            content = message.content
            more = len(content) - SHOWN_RESULT_CHARS
            shown = content[:SHOWN_RESULT_CHARS] + (f"\n[… {more} more characters]" if more > 0 else "")
            marker = "error" if message.is_error else "result"
            click.echo(printable(f"  {marker} of {message.name}:\n" + _indented(shown, 4), multiline=True))
            continue
        if message.content.strip():
            click.echo(printable(f"{message.role}:\n" + _indented(message.content, 2), multiline=True))
        for call in message.tool_calls:
            click.echo(printable(f"  call {call.name} {json.dumps(call.arguments, ensure_ascii=False)[:200]}"))


def _indented(text: str, spaces: int) -> str:
    return "\n".join(" " * spaces + line for line in text.splitlines())


@sessions.command(short_help="Delete sessions.")
@click.argument("session_ids", metavar="ID...", nargs=-1, required=True)
def rm(session_ids: tuple[str, ...]) -> None:
    """Delete the sessions ID... (their transcripts; each id may be any unique part). A session that a
    running `agent run` or `agent chat` holds is left alone and named."""
    paths = [find_session(session_id) for session_id in session_ids]  # all found before any is deleted
    busy = []
    for path in dict.fromkeys(paths):
        try:
            lock = SessionLock.acquire(path)
        except UserError:
            busy.append(path.stem)
            continue
        try:
            info = session_info(path)
            path.unlink(missing_ok=True)
            shutil.rmtree(checkpoints_dir(info.id), ignore_errors=True)  # its undo history goes with it
            remove_session_states(info.id)  # and the in-process model's saved states of its exchanges
        finally:
            lock.release()
        task = info.task.splitlines()[0][:60] if info.task.strip() else ""
        click.echo(printable(f"deleted {info.id} ({info.workspace or 'no workspace'}: {task})"))
    if busy:
        names = ", ".join(busy)
        raise UserError(f"in use by a running agent, not deleted: {names}; end that run first")
