"""The chat's slash commands: one `SlashCommand` entry each in COMMANDS (adding one is one entry).

A handler gets the chat and the text after the command's name. An AgentError it raises (a bad model
name, an unknown session) is shown as one line and the chat goes on.
"""

from __future__ import annotations

import difflib
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from agent.chat.undo_choice import chosen_by_number, describe, pick
from agent.conversation.map_slot import map_in
from agent.errors import AgentError, UserError
from agent.messages import Message
from agent.records.session_store import list_sessions
from agent.records.transcript_events import FileRecordsChange
from agent.terminal.file_diff import shortened
from agent.tokens import tool_spec_tokens
from agent.undo.checkpoint_log import checkpoints_dir
from agent.undo.checkpoint_undo import (
    Undoable,
    describe_undo,
    rollback_target,
    session_changes,
    undo_back_to,
    undoable_exchanges,
)
from capabilities import Capability

if TYPE_CHECKING:  # the app imports this table
    from agent.chat.app import ChatApp

SESSIONS_SHOWN = 10
SESSION_DIFF_LINES = 400  # per file in /diff


class ChatExit(Exception):
    """`/exit`: leave the chat."""


@dataclass(frozen=True)
class SlashCommand:
    name: str
    help: str
    run: Callable[[ChatApp, str], None]
    usage: str = ""  # what follows the name, e.g. "NAME"


def show_help(chat: ChatApp, _: str) -> None:
    rows = [(f"/{command.name} {command.usage}".rstrip(), command.help) for command in COMMANDS.values()]
    rows += [
        ("@path", "attach a file of the workspace to the message (Tab completes)"),
        ("Alt-Enter", "new line; Ctrl-C stops a turn; Ctrl-D exits"),
    ]
    width = max(len(usage) for usage, _ in rows)  # one column for all: the longest usage sets it
    for usage, text in rows:
        chat.view.say(f"  {usage:<{width}}  {text}")


def clear(chat: ChatApp, _: str) -> None:
    chat.loop.clear()
    chat.view.say("new conversation (the system prompt stays)", "dim")


def compact(chat: ChatApp, _: str) -> None:
    before = chat.loop.context_tokens()
    done = chat.loop.compact()
    if not done:
        chat.view.say("nothing to compact yet", "dim")
    else:
        chat.view.say(f"context: {before} → {chat.loop.context_tokens()} tokens", "dim")


def describe_capability(model_id: str, capability: Capability) -> str:
    guess = " (no models.toml entry matched: conservative defaults)" if capability.is_guess else ""
    return (
        f"{model_id}: tools {capability.tool_mode} ({capability.tool_format}), "
        f"prompt {capability.prompt_style}, window {capability.context_effective} tokens "
        f"(compaction at {capability.compaction_at}){guess}"
    )


def model(chat: ChatApp, name: str) -> None:
    if not name.strip():
        chat.view.say(f"model: {chat.loop.provider.model_id}; switch with /model NAME")
        return
    chat.switch_model(name.strip())
    chat.view.say(f"now using {describe_capability(chat.loop.provider.model_id, chat.capability)}")


def caps(chat: ChatApp, _: str) -> None:
    capability = chat.capability
    chat.view.say(describe_capability(chat.loop.provider.model_id, capability))
    for name, value in capability.model_dump(exclude={"model", "sources"}).items():
        source = capability.sources.get(name, "")
        chat.view.say(f"  {name:<22} {value!s:<24} {source}", "dim" if not source else "")


def context(chat: ChatApp, _: str) -> None:
    """What fills the window, by kind of message."""
    loop = chat.loop
    kinds: dict[str, int] = {}
    for index, message in enumerate(loop.messages):
        kind = {"system": "system prompt", "user": "your messages", "assistant": "model replies"}.get(
            message.role, "tool results"
        )
        kinds[kind] = kinds.get(kind, 0) + loop.conversation.tokens_at(index)
    kinds["tool definitions"] = tool_spec_tokens(loop.runtime.specs())
    used, limit = loop.context_tokens(), loop.budget.compactor.compaction_at
    # The parts are estimates per message; the total is what the request takes (the provider's count where it
    # has one, with each message's framing): the difference gets its own row, so the rows add up to the total.
    other = used - sum(kinds.values())
    if other:
        kinds["framing and estimate"] = other
    chat.view.say(f"context: {used} of {limit} tokens before compaction (window {loop.capability.context_effective})")
    for kind, tokens in kinds.items():
        chat.view.say(f"  {kind:<20} {tokens:>7}")


def repo_map(chat: ChatApp, argument: str) -> None:
    """The repository map the model got; with a task, the map for that task (not sent); with `refresh`, the map
    made again for the conversation now and sent from the next request on (the prompt's start changes then,
    so a server reads the whole prompt again once: that is why it is otherwise remade only at compaction)."""
    loop, task = chat.loop, argument.strip()
    slot = loop.budget.map_slot
    if slot is None:
        chat.view.say(
            "no repository map in this session: its budget is 0 (--map-tokens N or [defaults] repo_map_tokens "
            "sets one; a window under 4096 tokens gets none by default)"
        )
        return
    if task == "refresh":
        if not loop.begun:
            chat.view.say("the model has no map yet: it gets one with your first message", "dim")
            return
        record = slot.refresh(loop.conversation)
        if record is not None:
            loop.recorder.map_placed(record)
        text = map_in(loop.messages[0].content) or ""
        what = "made again for the conversation, sent from the next request on" if record else "made again, unchanged"
    elif task:
        text, what = slot.make([Message(role="user", content=task)]), "for that task, not sent to the model"
    else:
        shown = map_in(loop.messages[0].content)
        if shown is None:
            chat.view.say("the model has no map yet: it gets one with your first message (/map TASK shows one)", "dim")
            return
        text, what = shown, "what the model got"
    chat.view.say(text or "(no file fits the budget)")
    chat.view.say(f"repository map, {what}: {slot.count(text) if text else 0} of {slot.budget} tokens", "dim")


def sessions(chat: ChatApp, _: str) -> None:
    here = str(chat.settings.root.resolve())
    found = [info for info in list_sessions() if info.workspace == here][:SESSIONS_SHOWN]
    if not found:
        chat.view.say("no sessions in this workspace yet")
    for info in found:
        current = " (this one)" if info.id == chat.session_id else ""
        first_line = info.task.splitlines()[0][:50] if info.task else ""
        chat.view.say(f"  {info.id}  {info.started_text}  {info.status:<10} {first_line}{current}")


def resume(chat: ChatApp, session_id: str) -> None:
    if not session_id.strip():
        chat.view.say("resume which session? /sessions lists them: /resume ID")
        return
    chat.resume(session_id.strip())


def undo(chat: ChatApp, argument: str) -> None:
    """Restore the files of an exchange (the newest that changed files, or the one picked) and of every later
    one, and take them out of the conversation; say which message and which files."""
    words = argument.split()
    force = "--force" in words
    numbers = [word for word in words if word != "--force"]
    folder = checkpoints_dir(chat.session_id)
    undoable = undoable_exchanges(folder)
    if not undoable:
        chat.view.say("nothing to undo: no exchange of this session that changed files is left to take back", "yellow")
        return
    if len(numbers) > 1:
        raise UserError(f"/undo takes one number (1 is the newest) and --force, not {argument.strip()!r}")
    if numbers:
        chosen: Undoable | None = chosen_by_number(undoable, numbers[0])
    elif len(undoable) > 1 and chat.input.interactive:
        chosen = pick(chat.loop.messages, undoable)
        if chosen is None:
            chat.view.say("nothing undone", "dim")
            return
    else:
        chosen = undoable[0]
    assert chosen is not None
    report = undo_back_to(folder, chosen.exchange, force=force)
    if report.done:
        chat.view.say(f"undoing {describe(chat.loop.messages, chosen)}", "bold")
    for line in describe_undo(report, "/undo --force"):
        chat.view.say(f"  {line}" if report.done else line, "" if report.done else "yellow")
    if not report.done:
        return
    loop = chat.loop
    target = rollback_target(loop.messages, report.exchange)
    if target is None:
        chat.view.say("the conversation stays as it is: that message is no longer in it (cleared or compacted)", "dim")
        return
    later = sum(1 for message in loop.messages if message.role == "user" and (message.record or 0) > report.exchange)
    loop.conversation.rollback_to(target)
    loop.recorder.rolled_back(target, "undo")
    if report.paths:
        forget_files(chat, report.paths)
    gone = f"it and the {later} after it are taken out" if later else "it is taken out"
    chat.view.say(f"the conversation goes back to before that message ({gone})", "dim")


def forget_files(chat: ChatApp, paths: list[str]) -> None:
    """What the model knew of restored files went with the exchange: it reads them again before editing,
    and a resumed session does not report them as changed by someone else."""
    for path in paths:
        chat.runtime.records.forget(chat.runtime.workspace.key(Path(path)))
    change = FileRecordsChange(removed=paths)
    chat.loop.records_changed(change)
    chat.loop.recorder.transcript.write(change)


def diff(chat: ChatApp, _: str) -> None:
    """Each file this session changed, from before its first change to now."""
    changes = session_changes(checkpoints_dir(chat.session_id))
    if not changes:
        chat.view.say("no files changed in this session")
    for name, text in changes:
        if not text:
            chat.view.say(f"{name}: as it was before the session", "dim")
        else:
            chat.view.show_diff(shortened(text, SESSION_DIFF_LINES))


def leave(chat: ChatApp, _: str) -> None:
    raise ChatExit


COMMANDS: dict[str, SlashCommand] = {
    command.name: command
    for command in (
        SlashCommand("help", "this list", show_help),
        SlashCommand("clear", "start a new conversation (the system prompt stays)", clear),
        SlashCommand("compact", "summarise the conversation now to free the window", compact),
        SlashCommand("model", "switch to another model (same --model forms)", model, "NAME"),
        SlashCommand("caps", "what the current model can do, and where each value came from", caps),
        SlashCommand("context", "what fills the context window, by kind", context),
        SlashCommand(
            "map",
            "the repository map the model got, or for TASK; refresh: make it again now",
            repo_map,
            "[TASK|refresh]",
        ),
        SlashCommand("diff", "the files changed in this session (by tools and commands), as diffs", diff),
        SlashCommand(
            "undo",
            "take back an exchange that changed files (a list to pick from): its files (bash's too) and messages",
            undo,
            "[N] [--force]",
        ),
        SlashCommand("sessions", "the sessions in this workspace", sessions),
        SlashCommand("resume", "go on with another session", resume, "ID"),
        SlashCommand("exit", "leave the chat (Ctrl-D too)", leave),
    )
}


def run_command(chat: ChatApp, line: str) -> None:
    """Run `/name argument`; an unknown name gets the nearest known one suggested."""
    name, _, argument = line[1:].partition(" ")
    command = COMMANDS.get(name.strip())
    if command is None:
        nearest = difflib.get_close_matches(name, list(COMMANDS), n=1)
        hint = f"; did you mean /{nearest[0]}?" if nearest else ""
        chat.view.error(f"unknown command /{name}{hint} (/help lists them)")
        return
    try:
        command.run(chat, argument)
    except AgentError as err:
        chat.view.error(str(err))
