"""How `agent run` and `agent chat` start a session, in one place: the command line's options become the typed
choices a session starts from (workspace, resumed session, defaults, permissions, capability flags and the
user's config, read once), the transcript is opened for them, and a start that fails is recorded in it. The
commands only parse options and print; subagents and `agent compare` open their loops from the same parts
(agent/start/session.py) with choices of their own (no resume, no terminal)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field

from agent.backends.model_spec import ModelSpec
from agent.crash_log import note_transcript
from agent.errors import UserError
from agent.permissions.terminal import on_a_terminal
from agent.records.run_result import RunResult
from agent.records.session_store import LoadedSession, hold_session
from agent.records.transcript import SessionLock, Transcript
from agent.start.first_run import first_run_model
from agent.start.permission_choices import PermissionChoices
from agent.start.project_trust import ask_to_trust
from agent.start.resume import resumed_choices, session_to_resume
from agent.start.session import check_config, record_failed_start, resolve_model, session_details
from agent.start.session_context import SessionContext
from agent.start.user_config import load_user_config, run_settings
from agent.unicode_text import lone_surrogate
from capabilities import Overrides, ToolMode


class StartOptions(BaseModel):
    """What the command line said (None: not given); `agent run` and `agent chat` take the same options."""

    workspace: Path
    model: str | None = None
    max_turns: int | None = None
    ctx: int | None = None
    max_output: int | None = None
    tools: ToolMode | None = None
    continue_latest: bool = False
    resume_id: str | None = None  # "": pick one from a list
    allow: list[str] = Field(default_factory=list)
    deny: list[str] = Field(default_factory=list)
    yes: bool = False
    sandbox: bool | None = None
    map_tokens: int | None = None

    @property
    def resuming(self) -> bool:
        return self.continue_latest or self.resume_id is not None


class SessionChoices(BaseModel):
    """Everything a session starts from, resolved: flag > resumed session > $AGENT_MODEL > trusted project >
    user config > built-in. The resumed session's lock is held until the session ends."""

    model_config = ConfigDict(arbitrary_types_allowed=True)

    spec: ModelSpec
    context: SessionContext  # the workspace, its trust, the config files, the permissions, the sandbox
    max_turns: int
    flags: Overrides
    map_tokens: int | None = None  # the repository map's budget; None: a share of the window
    loaded: LoadedSession | None = None
    lock: SessionLock | None = None

    @property
    def root(self) -> Path:
        return self.context.root

    def release(self) -> None:
        """Let go of the resumed session (a start that failed before its transcript took the lock over)."""
        if self.lock is not None:
            self.lock.release()

    def failed_start(self, transcript: Transcript, task: str, error: BaseException, *, end: bool) -> RunResult:
        """Record a start that failed in the session's transcript (session.record_failed_start)."""
        return record_failed_start(transcript, self.spec, self.root, task, self.max_turns, error, end=end)


def resolve_choices(options: StartOptions, note: Callable[[str], None]) -> SessionChoices:
    """The options completed and checked, in one order for every command: the session to resume (its model,
    server, workspace and flags kept unless given), the workspace's name, trust (one question on a terminal),
    every config file (a typo stops here, before a server is asked or a transcript is touched), the defaults,
    the permission patterns, and last the model (a bare name may ask Ollama; none chosen and the embedded
    model not installed: the models that answer are offered, agent/start/first_run.py). `note` hears what differs from
    what the user might assume. A UserError says what is wrong; the resumed session's lock is let go then."""
    lock = None
    try:
        root, model, ctx, tools, max_output = (
            options.workspace,
            options.model,
            options.ctx,
            options.tools,
            options.max_output,
        )
        loaded, openai_base_url = None, None
        if options.resuming:
            # Held from before it is read until the session ends: no other run appends to it meanwhile.
            lock, loaded = hold_session(session_to_resume(options.resume_id, root))
            kept = resumed_choices(loaded, model=model, ctx=ctx, tools=tools, max_output=max_output, root=root)
            model, ctx, tools, max_output, root = kept.model, kept.ctx, kept.tools, kept.max_output, kept.root
            openai_base_url = kept.openai_base_url
            for text in kept.notes:
                note(text)
        require_utf8(str(root.resolve()), f"the workspace path {shown_path(root.resolve())}")
        ask_to_trust(root)
        config = load_user_config()
        check_config(root, config)
        chosen = run_settings(
            root,
            model=model,
            max_turns=options.max_turns,
            ctx=ctx,
            tools=tools,
            max_output=max_output,
            sandbox=options.sandbox,
            map_tokens=options.map_tokens,
            user=config,
        )
        permissions = PermissionChoices(allow=options.allow, deny=options.deny, yes=options.yes)
        permissions.rules()  # a bad pattern stops here
        context = SessionContext.read(root, config, permissions, chosen.sandbox)
        spec = None if chosen.model_chosen else first_run_model(config, interactive=on_a_terminal())
        return SessionChoices(
            spec=spec or resolve_model(chosen.model, config, openai_base_url=openai_base_url),
            context=context,
            max_turns=chosen.max_turns,
            flags=chosen.overrides(),
            map_tokens=chosen.map_tokens,
            loaded=loaded,
            lock=lock,
        )
    except BaseException:
        if lock is not None:
            lock.release()
        raise


def open_transcript(choices: SessionChoices, origin: str) -> Transcript:
    """The session's transcript: a new one, or the resumed session's reopened where it was good (it takes over
    the lock). Its start records the origin, the model's server and the flags, and a crash report names it."""
    loaded = choices.loaded
    if loaded is None:
        transcript = Transcript.create()
    else:
        transcript = Transcript.reopen(
            loaded.info.path, loaded.last_seq, loaded.good_bytes, loaded.cut_line, lock=choices.lock
        )
    transcript.details = session_details(choices.spec, choices.flags, origin=origin)
    note_transcript(transcript.path)
    return transcript


def require_utf8(text: str, what: str) -> None:
    """Bytes that are not UTF-8 reach Python as lone surrogates, which no transcript or model request can hold."""
    if lone_surrogate(text) is not None:
        raise UserError(f"{what} is not valid UTF-8; pass it as UTF-8 text (rename a directory whose name is not)")


def shown_path(path: Path) -> str:
    import os

    return os.fsencode(path).decode("utf-8", errors="backslashreplace")
