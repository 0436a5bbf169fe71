"""Going on with an earlier session (`--continue`, `--resume`, `/resume`): it starts the way it was
started (its model, server, workspace and capability flags) unless the command line says otherwise, and
whatever differs from what the user might assume is said in one line each."""

from __future__ import annotations

import os
import sys
from pathlib import Path

from pydantic import BaseModel

from agent.errors import UserError
from agent.records.session_store import LoadedSession
from capabilities import ToolMode


class ResumedChoices(BaseModel):
    model: str | None
    ctx: int | None
    tools: ToolMode | None
    max_output: int | None
    root: Path
    openai_base_url: str | None = None  # the server the session's openai/NAME model used ($OPENAI_BASE_URL unset now)
    notes: list[str]


def resumed_choices(
    loaded: LoadedSession,
    *,
    model: str | None,
    ctx: int | None,
    tools: ToolMode | None,
    max_output: int | None,
    root: Path,
) -> ResumedChoices:
    """The command's choices (None: not given) completed from the session, with the session's server when it
    used one, keeps its model, and $OPENAI_BASE_URL is unset now."""
    info = loaded.info
    saved = info.overrides
    notes: list[str] = []
    openai_base_url = None
    model_kept = model is None and bool(info.model)
    model = info.model if model_kept else model
    if info.workspace and Path(info.workspace) != root.resolve():
        notes.append(f"continuing session {info.id} in {info.workspace} (not {root.resolve()})")
    if model_kept and info.base_url:
        current = os.environ.get("OPENAI_BASE_URL", "").strip()
        if not current:
            openai_base_url = info.base_url
            notes.append(f"continuing with the server the session used: {info.base_url}")
        elif current.rstrip("/") != info.base_url.rstrip("/"):
            notes.append(f"the session used {info.base_url}; continuing with $OPENAI_BASE_URL {current}")
    return ResumedChoices(
        model=model,
        ctx=ctx if ctx is not None else saved.context,
        tools=tools if tools is not None else saved.tool_mode,
        max_output=max_output if max_output is not None else saved.max_output_tokens,
        root=Path(info.workspace) if info.workspace else root,
        openai_base_url=openai_base_url,
        notes=notes,
    )


PICK_LIMIT = 10


def pick_session(root: Path) -> Path:
    """Bare `--resume`: the sessions of this workspace (else all), newest first, to choose from by number on a
    terminal. Without one the list is printed and the choice left to the user (UserError, exit 2)."""
    from agent.errors import UserError
    from agent.records.session_store import list_sessions

    everything = [s for s in list_sessions() if s.origin != "compare"]
    here = [s for s in everything if s.workspace == str(root.resolve())]
    choices = (here or everything)[:PICK_LIMIT]
    if not choices:
        raise UserError("there are no sessions to resume yet; start one with `agent run TASK`")
    where = f"in {root.resolve()}" if here else "(none in this workspace; all workspaces)"
    lines = [f"sessions {where}, newest first:"]
    for number, info in enumerate(choices, start=1):
        first = info.task.splitlines()[0][:60] if info.task else ""
        lines.append(f"  {number:>2}  {info.id}  {info.started_text}  {info.status:<11} {first}")
    print("\n".join(lines), file=sys.stderr)
    if not can_ask():
        raise UserError("--resume needs a session id here (no terminal to ask on): pass one of the ids above")
    print(f"resume which session (1-{len(choices)})? ", end="", file=sys.stderr, flush=True)  # stdout: the answer's
    answer = sys.stdin.readline().strip()
    if not answer.isdigit() or not 1 <= int(answer) <= len(choices):
        raise UserError(f"{answer!r} is not one of the numbers 1 to {len(choices)}; nothing was resumed")
    return choices[int(answer) - 1].path


def session_to_resume(resume_id: str | None, root: Path) -> Path:
    """--continue (None): the latest session here; --resume ID: that one; bare --resume (""): one the user picks."""
    from agent.records.session_store import find_session, latest_session

    if resume_id is None:
        return latest_session(root)
    if any(character.isspace() for character in resume_id.strip()):
        # No id has a space: this is a task put after --resume, which takes the following word as its ID.
        raise UserError(
            f"--resume takes a session id, and {resume_id!r} is none (ids have no spaces); to go on in a session "
            f'with a task, put the task first: agent run "{resume_id}" --resume [ID]'
        )
    return find_session(resume_id) if resume_id else pick_session(root)


def can_ask() -> bool:
    """A person at a terminal can answer a question."""
    return sys.stdin.isatty() and sys.stderr.isatty()
