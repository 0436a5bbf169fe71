"""Builds a run from the user's choices: opens the model (provider and capability) and the tools, runs the loop."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

import capabilities
from agent.backends import backend_of
from agent.backends.model_spec import ModelSpec, find_model_spec, parse_model_spec
from agent.calls.runtime import ToolRuntime
from agent.errors import ProviderError, UserError
from agent.permissions import Approver, Gate, NobodyToAsk, YesToAll, load_policy
from agent.providers.provider import Provider, SessionBound
from agent.records.run_result import RunResult
from agent.records.session_store import LoadedSession
from agent.records.transcript import Transcript
from agent.start.session_context import SessionContext
from agent.terminal.progress import Progress
from agent.turns.build_loop import build_loop
from agent.turns.loop import AgentLoop
from capabilities import Capability, CapabilityConfigError, Detected, Overrides

if TYPE_CHECKING:
    from agent.calls.hooks import Hooks
    from agent.config_files import UserConfig
    from agent.mcp.client import McpClient
    from agent.processes.sandbox import Sandbox
    from agent.tools.shell import ShellSettings


def check_config(workspace: Path, config: UserConfig) -> None:
    """Load and validate every config file a run reads (the user's config.toml, read already, and the shipped,
    user and project models.toml), so a typo stops the command before a server is asked or a transcript is
    written."""
    from agent.delegation.agent_kinds import load_agent_kinds
    from agent.start.project_trust import what_trust_enables
    from agent.start.user_config import effective_defaults, load_project_config

    load_project_config(workspace)
    effective_defaults(workspace, config)  # a trusted project's defaults: its model inside it, no sandbox off
    load_policy(workspace)  # the user's and the project's permissions.toml
    load_agent_kinds(workspace)  # the user's and the project's agent definitions
    what_trust_enables(workspace)  # an untrusted project's files too: its note reads them
    try:
        capabilities.registry_files(workspace, trusted_project=True)  # checked even when not trusted
    except CapabilityConfigError as err:
        raise UserError(str(err)) from None


def open_tools(
    context: SessionContext,
    note: Callable[[str], None] = lambda text: None,
    sandbox_of: Callable[[Sandbox], Sandbox] = lambda sandbox: sandbox,
) -> ToolRuntime:
    """The run's tools behind its permission gate: the policy (built-in, user, project, command line), who
    answers an ask (the terminal, --yes, or nobody), and how bash runs (its environment, the sandbox, as
    `sandbox_of` dresses it: compare's hides its suite); the session's hooks, and the tools of its MCP servers
    (started here; `note` hears about those that do not start, and about hooks that fail). The sandbox: "on" that
    cannot start stops the run here (SandboxUnavailable, exit 2); "auto" that cannot start tells `note` in one line
    and bash runs unsandboxed under the stricter policy for outside the sandbox. The caller closes the runtime (its
    MCP servers) with the session."""
    from agent.permissions.local_servers import network_offer
    from agent.permissions.permission_config import first_time_here, sandbox_network_here
    from agent.permissions.protected import protected_note
    from agent.permissions.terminal import TerminalApprover, on_a_terminal
    from agent.processes.sandbox import choose_sandbox
    from agent.tools.shell import ShellSettings

    root, config, choices = context.root, context.config, context.permissions

    def once(text: str) -> None:  # why bash runs unsandboxed: once per project (and in `agent config`)
        if first_time_here(root, text):
            note(f"{text} (said once for this project; `agent config` says it again)")

    network = config.sandbox_network or sandbox_network_here(root)  # the user's, or given this project
    chosen = choose_sandbox(context.sandbox, root, network=network, home=config.sandbox_home, note=once)
    sandbox = None if chosen is None else sandbox_of(chosen)
    policy = load_policy(root, choices.rules(), sandboxed=sandbox is not None)
    if kept := protected_note(root):
        note(kept)
    approver: Approver = NobodyToAsk()
    if choices.yes:
        approver = YesToAll()
    elif choices.ask and on_a_terminal():
        approver = TerminalApprover()
    offer = network_offer(root, isinstance(approver, TerminalApprover), note)
    shell = ShellSettings(environment=config.shell_environment, sandbox=sandbox, network_offer=offer)
    hooks, mcp = open_extensions(context, note, shell)
    return ToolRuntime(root, gate=Gate(policy, approver), shell=shell, hooks=hooks, mcp=mcp, note=note)


def open_extensions(
    context: SessionContext, note: Callable[[str], None], shell: ShellSettings
) -> tuple[Hooks, McpClient | None]:
    """The session's hooks and MCP servers (the user's, and a trusted project's); the servers start now, while the
    model opens (the first turn waits for them)."""
    from agent.calls.hooks import Hooks
    from agent.start.user_config import load_extensions

    extensions = load_extensions(context.root, context.config, context.project, context.trusted)
    for text in extensions.notes:
        note(text)
    # Hooks get bash's environment: no secrets, and the user's keep/strip/set.
    hooks = Hooks(extensions.hooks, context.root, warn=note, environment=shell.environment)
    if not extensions.servers:
        return hooks, None
    from agent.mcp.client import McpClient  # the mcp package only when a server is configured
    from agent.mcp.told_failures import ToldFailures

    client = McpClient(extensions.servers, context.root, note, extensions.mcp_tool_share, ToldFailures())
    client.launch()
    return hooks, client


def open_model(spec: ModelSpec, context: SessionContext, flags: Overrides) -> tuple[Provider, Capability]:
    """One straight path from the user's choice to a ready model: its backend opens the provider (a server
    client, a script, or the GGUF file; a server's waits and retries, an endpoint's address from the user's
    config) and learns what it can about the model, the capability is resolved from that (the project's
    models.toml once it is trusted), and an in-process model loads its weights with the window it allows."""
    return backend_of(spec).open(
        spec,
        lambda detected: resolve_capability(spec.registry_id, context.root, flags, detected, context.trusted),
        context.config,
    )


def resolve_capability(
    registry_id: str, workspace: Path, flags: Overrides | None, detected: Detected | None, trusted: bool | None = None
) -> Capability:
    """`capabilities.resolve` (a project's models.toml only once the project is trusted: `trusted`, else asked
    now), with a bad models.toml as a UserError (exit code 2)."""
    from agent.permissions.permission_config import project_trusted

    if trusted is None:
        trusted = project_trusted(workspace)
    try:
        return capabilities.resolve(
            registry_id, workspace=workspace, trusted_project=trusted, detected=detected, flags=flags
        )
    except CapabilityConfigError as err:
        raise UserError(str(err)) from None


def run_session(
    task: str,
    spec: ModelSpec,
    context: SessionContext,
    *,
    max_turns: int,
    flags: Overrides,
    transcript: Transcript,
    progress: Progress,
    loaded: LoadedSession | None = None,
    map_tokens: int | None = None,
) -> RunResult:
    """One agent run in the context's workspace: open the tools behind the permission gate, resolve the capability,
    open the provider, run the loop, close it. With `loaded`, the run continues that earlier session."""
    runtime = open_tools(context, progress.note)
    try:
        for note in runtime.gate.policy.notes:
            progress.note(note)
        loop = open_loop(
            spec,
            context,
            runtime,
            flags=flags,
            transcript=transcript,
            progress=progress,
            max_turns=max_turns,
            loaded=loaded,
            map_tokens=map_tokens,
        )
        try:
            return loop.run(task)
        finally:
            loop.provider.close()
            close_subagent_models(runtime)
    finally:
        runtime.close()  # its MCP servers


def open_loop(
    spec: ModelSpec,
    context: SessionContext,
    runtime: ToolRuntime,
    *,
    flags: Overrides,
    transcript: Transcript,
    progress: Progress,
    max_turns: int,
    loaded: LoadedSession | None = None,
    map_tokens: int | None = 0,
) -> AgentLoop:
    """A session's loop ready for its first exchange (`agent run` has one, `agent chat` many): the model opened
    and bound to the session, the loop built (agent/turns/build_loop.py) with the conversation of the `loaded`
    session or a new one. The top-level agent gets the `task` tool (its subagents do not), and the repository map
    after its system prompt (`map_tokens`: its budget, None for the default share of the window, 0 for none). The
    caller closes `loop.provider` and `close_subagent_models(runtime)`."""
    from agent.delegation.agent_kinds import load_agent_kinds
    from agent.delegation.task_tool import add_task_tool
    from agent.turns.repo_map_context import map_slot, subagent_map_slots

    kinds = load_agent_kinds(context.root)
    provider, capability = open_model(spec, context, flags)
    if isinstance(provider, SessionBound):
        provider.bind_session(transcript.path.stem)
    try:
        slot = map_slot(context.root, runtime, provider, capability, map_tokens)
        loop = build_loop(
            context.root,
            provider,
            capability,
            runtime,
            transcript,
            progress,
            max_turns=max_turns,
            loaded=loaded,
            map_slot=slot,
        )
    except BaseException:
        provider.close()
        raise
    # A kind's own model is opened at its first task, with this workspace's models.toml and none of the
    # command line's overrides (they are for --model's model).
    add_task_tool(
        loop,
        kinds,
        lambda kind_spec: open_model(kind_spec, context, Overrides()),
        subagent_map_slots(context.root, runtime, map_tokens) if slot is not None else None,
    )
    return loop


def close_subagent_models(runtime: ToolRuntime) -> None:
    """Close the models opened for subagent kinds that have their own (the parent's model is the caller's)."""
    from agent.delegation.task_tool import delegation_of

    if (delegation := delegation_of(runtime)) is not None:
        delegation.close()


def resolve_model(raw: str, config: UserConfig, *, openai_base_url: str | None = None) -> ModelSpec:
    """`--model` as typed, where a bare name (`qwen2.5-coder:7b`) means the Ollama model of that name when
    Ollama answers and has it; otherwise a UserError that shows the forms with the provider written out.
    `openai_base_url`: the server an `openai/NAME` model runs on (a resumed session's) over $OPENAI_BASE_URL."""
    from agent.backends.servers import nearest_names, ollama_models
    from agent.providers.servers.provider_config import ollama_base_url

    spec = find_model_spec(raw, openai_base_url=openai_base_url, endpoints=config.endpoints)
    if spec is not None:
        return spec
    name = raw.strip()
    try:
        installed = {model.model for model in ollama_models(config)}
    except ProviderError:
        found = f"Ollama does not answer at {ollama_base_url()}"
    else:
        for candidate in (name, f"{name}:latest"):
            if candidate in installed:
                return parse_model_spec(f"ollama/{candidate}")
        if near := nearest_names(name, sorted(installed)):
            raise UserError(
                f"unknown model {raw!r} (Ollama at {ollama_base_url()} has none of that name); did you mean "
                f"{' or '.join(near)}? (`agent models` lists them all)"
            )
        found = "Ollama has no model of that name" if installed else "Ollama has no models"
    raise UserError(
        f"unknown model {raw!r} ({found}); name its provider: ollama/{name}, openai/{name} (a server at "
        f"$OPENAI_BASE_URL), ENDPOINT/{name} (config.toml [endpoints]), llamacpp:/path/to/model.gguf, or embedded"
    )


def session_details(spec: ModelSpec, flags: Overrides, origin: str = "run") -> dict[str, Any]:
    """What a session's session_start records so that continuing it starts the same way: where it was
    started from, the server of an OpenAI-compatible model, and the command line's capability flags."""
    details: dict[str, Any] = {"origin": origin, "overrides": flags.model_dump(exclude_none=True)}
    return details | backend_of(spec).start_details(spec)


def record_failed_start(
    transcript: Transcript,
    spec: ModelSpec,
    root: Path,
    task: str,
    max_turns: int,
    error: BaseException,
    *,
    end: bool,
) -> RunResult:
    """A session that failed before its loop began (the server did not answer, the model did not load, a tool could
    not start) keeps its record: its start, the error (Ctrl-C: cancelled) and with `end` its end, so `agent sessions
    --all` shows its model, workspace, task and what went wrong. With no message sent it is no session to list or
    continue (SessionInfo.listed). Returns the run's result."""
    from agent.records.transcript import TRANSCRIPT_VERSION
    from agent.records.transcript_events import Cancelled, ErrorEvent, SessionEnd, SessionStart

    if not transcript.started:
        start = SessionStart(
            version=TRANSCRIPT_VERSION,
            model=spec.raw,
            workspace=str(root.resolve()),
            task=task,
            max_turns=max_turns,
            **transcript.details,
        )
        transcript.write(start)
    cancelled = isinstance(error, KeyboardInterrupt)
    message = "cancelled by the user" if cancelled else str(error)
    transcript.write(
        Cancelled(message=message) if cancelled else ErrorEvent(kind=type(error).__name__, message=message)
    )
    result = RunResult(
        status="cancelled" if cancelled else "error", error=message, transcript=str(transcript.path), model=spec.raw
    )
    if end:
        transcript.write(SessionEnd(result=result.model_dump()))
    return result
