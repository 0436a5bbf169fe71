"""The `agent chat` session: read a message, run one exchange of the loop on the session's
conversation, show the status line, repeat. Slash commands are in commands.py, `@path` in attach.py.

Ctrl-C during an exchange stops the model request or the running command (the loop rolls back to
its last clean record and the transcript says so) and comes back to the prompt; Ctrl-C at an empty
prompt prints a hint and a second one exits; Ctrl-D exits with code 0.
"""

from __future__ import annotations

import signal
import time

from agent.calls.runtime import ToolRuntime
from agent.chat.attach import attach_files
from agent.chat.input import ChatInput
from agent.chat.slash_commands import COMMANDS, ChatExit, run_command
from agent.chat.view import ChatView
from agent.crash_log import note_transcript
from agent.errors import AgentError
from agent.messages import Message
from agent.providers.provider import SessionBound
from agent.records.session_store import find_session, hold_session
from agent.records.transcript import Transcript
from agent.start.session import close_subagent_models, open_loop, open_model, open_tools, resolve_model
from agent.start.session_start import SessionChoices, open_transcript
from agent.turns.build_loop import build_loop
from agent.turns.loop import AgentLoop
from agent.undo.checkpoint_undo import changed_in_exchange
from capabilities import Capability

EXIT_HINT = "(Ctrl-C again or Ctrl-D to exit; /help lists the commands)"


RECAP_EXCHANGES = 2


def recap(messages: list[Message], exchanges: int = RECAP_EXCHANGES) -> list[tuple[str, str]]:
    """The last `exchanges` of a conversation as (who, first line) pairs: each message the user typed and the
    model's last words after it (an exchange cut short has none); more lines are marked with an ellipsis."""
    pairs: list[tuple[str, str]] = []
    for message in messages:
        if message.role == "user":
            pairs.append(("you", message.content))
        elif message.role == "assistant" and message.content.strip() and pairs:
            if pairs[-1][0] == "agent":
                pairs[-1] = ("agent", message.content)
            else:
                pairs.append(("agent", message.content))
    starts = [index for index, (who, _) in enumerate(pairs) if who == "you"][-exchanges:]
    shown = pairs[starts[0] :] if starts else []
    return [(who, _first_line(text)) for who, text in shown]


def _first_line(text: str) -> str:
    lines = [line for line in text.strip().splitlines() if line.strip()]
    return lines[0].strip() + (" …" if len(lines) > 1 else "") if lines else ""  # the view makes it printable


class ChatApp:
    def __init__(self, choices: SessionChoices, view: ChatView | None = None):
        """The chat of `choices` (agent/start/session_start.py); the session keeps them when it changes model or session
        (`/model` changes `choices.spec`)."""
        self.settings = choices
        self.view = view or ChatView()
        try:
            self.runtime: ToolRuntime = open_tools(choices.context, self.view.note)
        except BaseException:
            choices.release()  # the resumed session's lock: no transcript has taken it over yet
            raise
        for note in self.runtime.gate.policy.notes:
            self.view.note(note)
        try:
            self.loop = self._open()
        except BaseException:
            self.runtime.close()  # its MCP servers
            raise
        self.input = ChatInput(choices.root, lambda: COMMANDS)
        self.started = time.perf_counter()
        self.terminated = False

    @property
    def capability(self) -> Capability:
        return self.loop.capability

    def _open(self) -> AgentLoop:
        choices = self.settings
        try:
            transcript = open_transcript(choices, origin="chat")
        except BaseException:
            choices.release()
            raise
        try:
            return open_loop(
                choices.spec,
                choices.context,
                self.runtime,
                flags=choices.flags,
                transcript=transcript,
                progress=self.view,
                max_turns=choices.max_turns,
                loaded=choices.loaded,
                map_tokens=choices.map_tokens,
            )
        except AgentError as err:  # a chat that could not start is a session that failed, as a run's is
            choices.failed_start(transcript, "", err, end=choices.loaded is None)
            transcript.close()
            raise
        except BaseException:
            self._discard(transcript, begun=choices.loaded is not None)
            raise

    def run(self) -> int:
        """The read-send loop; the exit code (0: the user left, 130: ended by SIGTERM or SIGHUP)."""
        self.greet()
        interrupted = False
        self._end_on_termination()
        try:
            while True:
                try:
                    text = self.input.read()
                except KeyboardInterrupt:
                    if interrupted or self.terminated:
                        break
                    interrupted = True
                    try:
                        self.view.say(EXIT_HINT, "dim")
                    except KeyboardInterrupt:
                        break  # the second Ctrl-C came as the hint was shown (the terminal was not the prompt's yet)
                    continue
                except EOFError:
                    break
                interrupted = False
                try:
                    self.handle(text)
                except ChatExit:
                    break
                except KeyboardInterrupt:
                    self.view.error("cancelled by the user")
                if self.terminated:
                    break
        finally:
            self.close()
        if self.loop.begun:  # a chat where something was said is a session to come back to
            self.view.say(f"session {self.session_id} saved; go on with: agent chat --resume {self.session_id}", "dim")
        return 130 if self.terminated else 0

    def _end_on_termination(self) -> None:
        """SIGTERM and SIGHUP cancel like Ctrl-C (the running turn rolls back), then the chat ends."""

        def terminate(_signum: int, _frame: object) -> None:
            self.terminated = True
            raise KeyboardInterrupt

        for signum in (signal.SIGTERM, signal.SIGHUP):
            signal.signal(signum, terminate)

    def greet(self) -> None:
        where = self.settings.root.resolve()
        self.view.say(f"agent chat in {where} with {self.loop.provider.model_id}", "bold")
        if self.loop.resumed:
            self.view.say(f"continuing session {self.session_id} ({len(self.loop.messages)} messages)", "dim")
            self.show_recap()
        self.view.say("/help lists the commands; @path attaches a file; Alt-Enter for a new line; Ctrl-D exits", "dim")

    @property
    def session_id(self) -> str:
        return self.loop.recorder.transcript.path.stem

    def handle(self, text: str) -> None:
        if not text.strip():
            return
        if text.startswith("/"):
            run_command(self, text)
            return
        self.send(text)

    def send(self, text: str) -> None:
        """One exchange: the message (with its attached files) to the model, worked on until it answers."""
        message = attach_files(text, self.runtime, self.view)
        self.view.exchange_started()
        try:
            result = self.loop.exchange(message)
        finally:
            self.show_status()
        if result.status != "cancelled":
            return
        changed = changed_in_exchange(self.runtime.checkpoints)  # commands' changes cost a look at the snapshots
        if changed:
            # The conversation went back; the files did not. Say which, and how to take them back too.
            self.view.say(f"changed before the stop: {', '.join(changed)} (/undo puts them back)", "yellow")

    def show_status(self) -> None:
        used = self.loop.context_tokens()
        self.view.status(self.loop.provider.model_id, used, self.loop.budget.compactor.compaction_at)

    def switch_model(self, name: str) -> None:
        """`/model NAME`: open the new model and go on with it; the old one is closed only once it works."""
        context = self.settings.context
        spec = resolve_model(name, context.config)  # as --model reads it: a bare name Ollama serves too
        self.view.say(f"opening {spec.raw}…", "dim")
        provider, capability = open_model(spec, context, self.settings.flags)
        if isinstance(provider, SessionBound):
            provider.bind_session(self.session_id)  # its saved states belong to this session
        old = self.loop.provider
        self.loop.use_model(provider, capability)
        self.settings.spec = spec
        old.close()

    def resume(self, session_id: str) -> None:
        """`/resume ID`: end this session and go on with that one; the model and the tools stay open."""
        path = find_session(session_id)
        old = self.loop
        if path == old.recorder.transcript.path:
            self.view.say(f"already in session {session_id}")
            return
        lock, loaded = hold_session(path)
        self._end_session()
        transcript = Transcript.reopen(loaded.info.path, loaded.last_seq, loaded.good_bytes, loaded.cut_line, lock=lock)
        note_transcript(transcript.path)
        if isinstance(old.provider, SessionBound):
            # The states saved from now on, and the one restored, are the resumed session's.
            old.provider.bind_session(transcript.path.stem)
        self.loop = build_loop(
            self.settings.root,
            old.provider,
            old.capability,
            self.runtime,
            transcript,
            self.view,
            max_turns=self.settings.max_turns,
            loaded=loaded,
            # The other session's map is placed (or kept) as at its own start.
            map_slot=old.budget.map_slot.renewed() if old.budget.map_slot is not None else None,
        )
        self.started = time.perf_counter()
        self.view.say(f"continuing session {session_id} ({len(self.loop.messages)} messages)", "dim")
        self.show_recap()

    def show_recap(self) -> None:
        """Where the resumed session stopped: its last exchanges, a line each for the question and the answer."""
        for who, text in recap(self.loop.messages):
            self.view.say(f"  {who}: {text}", "dim")

    def _end_session(self) -> None:
        """Write the session's end, or remove its transcript when nothing was said in it."""
        transcript = self.loop.recorder.transcript
        if self.loop.begun:
            self.loop.end(round(time.perf_counter() - self.started, 3))
        self._discard(transcript, begun=self.loop.begun)

    @staticmethod
    def _discard(transcript: Transcript, begun: bool) -> None:
        transcript.close()
        if not begun and transcript.path.stat().st_size == 0:
            transcript.path.unlink(missing_ok=True)  # a session with no exchange leaves no empty file

    def close(self) -> None:
        try:
            self._end_session()
        finally:
            self.loop.provider.close()
            close_subagent_models(self.runtime)
            self.runtime.close()
