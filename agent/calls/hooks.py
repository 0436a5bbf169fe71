"""Hooks: the user's shell commands, run on the agent's events, that may block a step or add context.

    [[hooks.PreToolUse]]
    matcher = "bash"                # a tool name or glob ("mcp__*", "edit|write"); empty: every tool
    command = "~/bin/check-command"
    timeout = 10                    # seconds (default 60)

Events: PreToolUse (before a call runs; after the call is checked, before the permission gate asks),
PostToolUse (after it ran), UserPromptSubmit (before the user's message is sent), Stop (the model gave its
final answer), SessionStart (the first exchange of a session; the matcher matches "startup" or "resume").
The hook gets one JSON object on stdin, in Claude Code's field names (hook_event_name, session_id,
transcript_path, cwd, tool_name, tool_input, tool_response, prompt, stop_hook_active, source).

What it answers: exit 0 goes on, and stdout may hold a JSON object: {"decision": "block", "reason": ...},
{"hookSpecificOutput": {"permissionDecision": "deny" or "ask", "permissionDecisionReason": ...}} ("ask": the
user is asked even where the policy allows; headless, that is a no),
{"additionalContext": ...} (also inside hookSpecificOutput), {"systemMessage": ...} (shown to the user).
Plain text from UserPromptSubmit and SessionStart is context too. Exit 2 blocks: its stderr is the tool
result the model reads (PreToolUse, PostToolUse), the message the user reads (UserPromptSubmit), or what
the model is told before it goes on (Stop). Any other exit, a timeout (the hook is ended with all it started)
or output that is not a JSON object is a warning, and the agent goes on. A hook runs below a reaper, as bash
commands do: what it leaves running ends when it exits. A hook never allows what the permission gate would
not: "allow" only means "no objection".
"""

from __future__ import annotations

import json
import os
import subprocess
from collections.abc import Callable, Mapping
from fnmatch import fnmatchcase
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from agent.errors import AgentError
from agent.processes import reaped_command

if TYPE_CHECKING:
    from agent.processes.shell_env import ShellEnvironment

HookEvent = Literal["PreToolUse", "PostToolUse", "UserPromptSubmit", "Stop", "SessionStart"]
TOOL_EVENTS: tuple[HookEvent, ...] = ("PreToolUse", "PostToolUse")
BLOCK_EXIT = 2
MAX_TEXT = 10_000  # of a hook's stdout or stderr that the model or the user is given


class HookCommand(BaseModel):
    """One `[[hooks.EVENT]]` entry."""

    model_config = ConfigDict(extra="forbid")

    matcher: str = Field("", description="tool name or glob, '|' between alternatives; empty: all")
    command: str = Field(min_length=1, description="run with /bin/sh -c in the workspace")
    timeout: float = Field(60.0, gt=0, description="seconds before the hook's process group is killed")

    def matches(self, subject: str) -> bool:
        patterns = [part.strip() for part in self.matcher.split("|") if part.strip()]
        return not patterns or any(fnmatchcase(subject, pattern) for pattern in patterns)


class HooksConfig(BaseModel):
    """The `[hooks]` table: a list of commands per event (Claude Code's event names)."""

    model_config = ConfigDict(extra="forbid")

    PreToolUse: list[HookCommand] = Field(default_factory=list)
    PostToolUse: list[HookCommand] = Field(default_factory=list)
    UserPromptSubmit: list[HookCommand] = Field(default_factory=list)
    Stop: list[HookCommand] = Field(default_factory=list)
    SessionStart: list[HookCommand] = Field(default_factory=list)

    def entries(self) -> list[tuple[HookEvent, HookCommand]]:
        return [(event, hook) for event in HooksConfig.model_fields for hook in getattr(self, event)]  # type: ignore[misc]


class HookOutcome(BaseModel):
    """What the hooks of one event said: blocked (and why), extra context for the model."""

    blocked: bool = False
    reason: str = ""
    context: list[str] = Field(default_factory=list)
    ask: str = ""  # a PreToolUse hook wants the user asked, for this reason (even where the policy allows)

    def context_text(self) -> str:
        return "\n".join(self.context)


class Hooks:
    """The hooks of one session (the user's, and a trusted project's), and how to run them.

    `warn` tells the user about a hook that failed, timed out or printed nonsense; the run goes on.
    The loop names the session (`bind`) once its transcript is open."""

    def __init__(
        self,
        entries: list[tuple[HookEvent, HookCommand]],
        workspace: Path,
        warn: Callable[[str], None] = lambda text: None,
        environment: ShellEnvironment | None = None,
    ):
        self.entries = entries
        self.workspace = workspace
        self.warn = warn
        # A hook's command gets bash's environment, secrets left out: it may run on what the model wrote.
        from agent.processes.shell_env import ShellEnvironment  # here: agent.tools imports this module

        self.environment = environment or ShellEnvironment()
        self.session_id = ""
        self.transcript_path = ""

    def for_subagent(self) -> Hooks:
        """A subagent's hooks: its tool calls are the session's (PreToolUse, PostToolUse); its start, prompt
        and answer are not (they are the `task` call's)."""
        tool_entries = [entry for entry in self.entries if entry[0] in TOOL_EVENTS]
        view = Hooks(tool_entries, self.workspace, self.warn, self.environment)
        view.bind(self.session_id, self.transcript_path)
        return view

    def bind(self, session_id: str, transcript_path: str) -> None:
        self.session_id, self.transcript_path = session_id, transcript_path

    def has(self, event: HookEvent) -> bool:
        return any(kind == event for kind, _ in self.entries)

    def before_tool(self, tool: str, arguments: Mapping[str, Any]) -> HookOutcome:
        return self.dispatch("PreToolUse", tool, {"tool_name": tool, "tool_input": dict(arguments)})

    def after_tool(self, tool: str, arguments: Mapping[str, Any], content: str, is_error: bool) -> HookOutcome:
        response = {"content": content, "is_error": is_error}
        return self.dispatch(
            "PostToolUse", tool, {"tool_name": tool, "tool_input": dict(arguments), "tool_response": response}
        )

    def prompt_submitted(self, prompt: str) -> HookOutcome:
        return self.dispatch("UserPromptSubmit", None, {"prompt": prompt})

    def stopping(self, final: str, again: bool) -> HookOutcome:
        return self.dispatch("Stop", None, {"stop_hook_active": again, "last_assistant_message": final})

    def session_started(self, source: Literal["startup", "resume"]) -> HookOutcome:
        return self.dispatch("SessionStart", source, {"source": source})

    def dispatch(self, event: HookEvent, subject: str | None, fields: dict[str, Any]) -> HookOutcome:
        """Run the event's matching hooks in order; the first that blocks ends it. `subject` is what the
        matcher matches (the tool, or SessionStart's source); None: the event has no matcher."""
        outcome = HookOutcome()
        matching = [hook for kind, hook in self.entries if kind == event and (subject is None or hook.matches(subject))]
        if not matching:
            return outcome
        payload = {
            "hook_event_name": event,
            "session_id": self.session_id,
            "transcript_path": self.transcript_path,
            "cwd": str(self.workspace),
            "workspace": str(self.workspace),
            **fields,
        }
        stdin = json.dumps(payload, ensure_ascii=False, default=str)
        for hook in matching:
            said = self._run(event, hook, stdin)
            outcome.context.extend(said.context)
            outcome.ask = outcome.ask or said.ask
            if said.blocked:
                outcome.blocked, outcome.reason = True, said.reason
                break
        return outcome

    def _run(self, event: HookEvent, hook: HookCommand, stdin: str) -> HookOutcome:
        label = f"{event} hook `{hook.command}`"
        environment = {**self.environment.build(os.environ), "AGENT_WORKSPACE": str(self.workspace)}
        try:
            # Below a reaper, as bash commands are: when the hook exits, times out or the agent dies, everything
            # it started ends too, even what left its session (and so its pipes close).
            process = reaped_command.start(
                ["/bin/sh", "-c", hook.command],
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                cwd=self.workspace,
                env=environment,
            )
        except OSError as err:
            self.warn(f"{label} could not start ({err.strerror or err}); going on without it")
            return HookOutcome()
        try:
            out, err_out = process.communicate(stdin.encode("utf-8"), timeout=hook.timeout)
        except subprocess.TimeoutExpired:
            _stop(process)
            self.warn(f"{label} did not finish within {hook.timeout:g} s; it was stopped, and the agent goes on")
            return HookOutcome()
        except BaseException:
            _stop(process)  # Ctrl-C while it runs: nothing of it is left
            raise
        stdout = out.decode("utf-8", errors="replace").strip()[:MAX_TEXT]
        stderr = err_out.decode("utf-8", errors="replace").strip()[:MAX_TEXT]
        if process.returncode == BLOCK_EXIT:
            return HookOutcome(blocked=True, reason=stderr or f"blocked by the {label} (it gave no reason)")
        if process.returncode != 0:
            detail = f": {stderr.splitlines()[-1]}" if stderr else ""
            self.warn(f"{label} failed with exit status {process.returncode}{detail}; the agent goes on")
            return HookOutcome()
        return self._read_stdout(event, label, stdout)

    def _read_stdout(self, event: HookEvent, label: str, stdout: str) -> HookOutcome:
        if not stdout:
            return HookOutcome()
        try:
            answer = json.loads(stdout)
        except (json.JSONDecodeError, RecursionError):
            answer = None
        if not isinstance(answer, dict):
            if event in ("UserPromptSubmit", "SessionStart") and not stdout.startswith(("{", "[")):
                return HookOutcome(context=[stdout])  # Claude Code's rule: plain text is context here
            self.warn(f"{label} printed something that is not a JSON object ({stdout[:60]!r}); ignored")
            return HookOutcome()
        return self._read_answer(label, answer)

    def _read_answer(self, label: str, answer: dict[str, Any]) -> HookOutcome:
        specific = answer.get("hookSpecificOutput")
        specific = specific if isinstance(specific, dict) else {}
        context = [text for text in (answer.get("additionalContext"), specific.get("additionalContext")) if _text(text)]
        if _text(message := answer.get("systemMessage")):
            self.warn(f"{label}: {message}")
        decision = answer.get("decision")
        if decision == "block":
            return HookOutcome(blocked=True, reason=_reason(answer.get("reason"), label), context=context)
        if specific.get("permissionDecision") == "deny":
            return HookOutcome(
                blocked=True, reason=_reason(specific.get("permissionDecisionReason"), label), context=context
            )
        if specific.get("permissionDecision") == "ask":
            reason = specific.get("permissionDecisionReason")
            return HookOutcome(ask=str(reason) if _text(reason) else f"the {label} asks", context=context)
        if decision not in (None, "approve", "allow", ""):
            self.warn(f'{label} answered decision {decision!r}; only "block" changes anything; ignored')
        return HookOutcome(context=context)


def _text(value: Any) -> bool:
    return isinstance(value, str) and bool(value.strip())


def _reason(value: Any, label: str) -> str:
    return str(value)[:MAX_TEXT] if _text(value) else f"blocked by the {label} (it gave no reason)"


def _stop(process: subprocess.Popen[bytes]) -> None:
    """End a hook and all it started; its pipes are read for a bounded time only, then left."""
    reaped_command.end(process)
    try:
        process.communicate(timeout=reaped_command.STOP_GRACE_S)
    except subprocess.TimeoutExpired:
        pass  # something outside its reaper's reach holds them (no reaper here): not worth waiting for
    finally:
        for pipe in (process.stdin, process.stdout, process.stderr):
            if pipe is not None:
                pipe.close()


class HookBlocked(AgentError):
    """A UserPromptSubmit hook blocked the user's message: the exchange ends, and the user reads why."""

    exit_code = 4


def with_context(outcome: HookOutcome, text: str) -> str:
    """A user message with what hooks added for the model before it."""
    return f"{outcome.context_text()}\n\n{text}" if outcome.context else text
