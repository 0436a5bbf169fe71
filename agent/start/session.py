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
from agent.prompts.instructions import system_prompt
from agent.providers.provider import Provider, SessionBound
from agent.records.run_result import RunResult
from agent.records.session_store import LoadedSession
from agent.records.transcript import Transcript
from agent.start.permission_choices import PermissionChoices
from agent.terminal.progress import Progress
from agent.turns.loop import AgentLoop
from capabilities import Capability, CapabilityConfigError, Detected, Overrides

if TYPE_CHECKING:
    from agent.config_files import UserConfig


def check_config(workspace: Path, config: UserConfig | None = None) -> None:
    """Load and validate every config file a run reads (the user's config.toml, read already when `config` is
    given, and the shipped, user and project models.toml), so a typo stops the command before a server is
    asked or a transcript is written."""
    from agent.delegation.agent_kinds import load_agent_kinds
    from agent.start.project_trust import what_trust_enables
    from agent.start.user_config import effective_defaults, load_project_config, load_user_config

    config = config or load_user_config()
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
    root: Path,
    choices: PermissionChoices,
    note: Callable[[str], None] | None = None,
    config: UserConfig | None = None,
) -> ToolRuntime:
    """The run's tools behind its permission gate: the policy (built-in, user, project, command line), who
    answers an ask (the terminal, --yes, or nobody), and how bash runs (its environment, the sandbox); the
    session's hooks, and the tools of its MCP servers (started here; `note` hears about those that do not
    start, and about hooks that fail). The sandbox: "on" that cannot start stops the run here
    (SandboxUnavailable, exit 2); "auto" that cannot start tells `note` in one line and bash runs unsandboxed
    under the stricter policy for outside the sandbox. The caller closes the runtime (its MCP servers) with
    the session. `config`: the user's, as the command read it (else read here)."""
    from agent.permissions.local_servers import network_offer
    from agent.permissions.permission_config import first_time_here, sandbox_network_here
    from agent.permissions.protected import protected_note
    from agent.permissions.terminal import TerminalApprover, on_a_terminal
    from agent.processes.sandbox import choose_sandbox
    from agent.start.user_config import load_user_config
    from agent.tools.shell import ShellSettings

    config = config or load_user_config()

    def once(text: str) -> None:  # why bash runs unsandboxed: once per project (and in `agent config`)
        if note is not None and first_time_here(root, text):
            note(f"{text} (said once for this project; `agent config` says it again)")

    network = config.sandbox_network or sandbox_network_here(root)  # the user's, or given this project
    sandbox = choose_sandbox(choices.sandbox, root, network=network, home=config.sandbox_home, note=once)
    policy = load_policy(root, choices.rules(), sandboxed=sandbox is not None)
    if note is not None and (kept := protected_note(root)):
        note(kept)
    approver: Approver = NobodyToAsk()
    if choices.yes:
        approver = YesToAll()
    elif choices.ask and on_a_terminal():
        approver = TerminalApprover()
    offer = network_offer(root, isinstance(approver, TerminalApprover), note or (lambda text: None))
    shell = ShellSettings(environment=config.shell_environment, sandbox=sandbox, network_offer=offer)
    runtime = ToolRuntime(root, gate=Gate(policy, approver), shell=shell)
    open_extensions(runtime, note or (lambda text: None), config)
    return runtime


def open_extensions(runtime: ToolRuntime, note: Callable[[str], None], config: UserConfig | None = None) -> None:
    """The session's hooks and MCP servers (the user's, and a trusted project's), on `runtime`."""
    from agent.calls.hooks import Hooks
    from agent.start.user_config import load_extensions

    root = runtime.workspace.root
    extensions = load_extensions(root, config)
    for text in extensions.notes:
        note(text)
    runtime.note = note
    # Hooks get bash's environment: no secrets, and the user's keep/strip/set.
    runtime.hooks = Hooks(extensions.hooks, root, warn=note, environment=runtime.shell.environment)
    if extensions.servers:
        from agent.mcp.client import McpClient  # the mcp package only when a server is configured
        from agent.mcp.told_failures import ToldFailures

        client = McpClient(extensions.servers, root, note, extensions.mcp_tool_share, ToldFailures())
        client.launch()  # they start while the model opens; the first turn waits for them
        runtime.attach_mcp(client)


def open_model(
    spec: ModelSpec, workspace: Path, flags: Overrides, config: UserConfig | None = None
) -> tuple[Provider, Capability]:
    """One straight path from the user's choice to a ready model: its backend opens the provider (a server
    client, a script, or the GGUF file) and learns what it can about the model, the capability is resolved
    from that, and an in-process model loads its weights with the window it allows. `config`: the user's (a
    server's waits and retries, an endpoint's address), as the command read it."""
    return backend_of(spec).open(
        spec, lambda detected: resolve_capability(spec.registry_id, workspace, flags, detected), config
    )


def resolve_capability(
    registry_id: str, workspace: Path, flags: Overrides | None, detected: Detected | None
) -> Capability:
    """`capabilities.resolve` (a project's models.toml only once the project is trusted), with a bad
    models.toml as a UserError (exit code 2)."""
    from agent.permissions.permission_config import project_trusted

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
    root: Path,
    *,
    max_turns: int,
    flags: Overrides,
    transcript: Transcript,
    progress: Progress,
    loaded: LoadedSession | None = None,
    permissions: PermissionChoices | None = None,
    config: UserConfig | None = None,
    map_tokens: int | None = None,
) -> RunResult:
    """One agent run in `root`: open the tools behind the permission gate, resolve the capability, open
    the provider, run the loop, close it. With `loaded`, the run continues that earlier session."""
    runtime = open_tools(root, permissions or PermissionChoices(), progress.note, config)
    try:
        for note in runtime.gate.policy.notes:
            progress.note(note)
        loop = open_loop(
            spec,
            root,
            runtime,
            flags=flags,
            transcript=transcript,
            progress=progress,
            max_turns=max_turns,
            loaded=loaded,
            config=config,
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
    root: Path,
    runtime: ToolRuntime,
    *,
    flags: Overrides,
    transcript: Transcript,
    progress: Progress,
    max_turns: int,
    loaded: LoadedSession | None = None,
    config: UserConfig | None = None,
    map_tokens: int | None = 0,
) -> AgentLoop:
    """A loop ready for its first exchange (`agent run` has one, `agent chat` many): the model opened,
    the system prompt built for this workspace, or the conversation of the `loaded` session.
    The top-level agent gets the `task` tool (its subagents do not), and the repository map after its system
    prompt (`map_tokens`: its budget, None for the default share of the window, 0 for none). The caller closes
    `loop.provider` and `close_subagent_models(runtime)`."""
    from agent.delegation.agent_kinds import load_agent_kinds
    from agent.delegation.task_tool import add_task_tool
    from agent.turns.repo_map_context import map_slot, subagent_map_slots

    sandbox = runtime.shell.sandbox
    kinds = load_agent_kinds(root)
    provider, capability = open_model(spec, root, flags, config)
    if isinstance(provider, SessionBound):
        provider.bind_session(transcript.path.stem)
    try:
        loop = AgentLoop(
            provider,
            runtime,
            capability,
            transcript,
            progress,
            max_turns=max_turns,
            system_prompt=system_prompt(root, None if sandbox is None else sandbox.network, capability.edit_format),
            conversation=loaded.conversation if loaded is not None else None,
            file_records=loaded.file_records if loaded is not None else None,
        )
    except BaseException:
        provider.close()
        raise
    loop.budget.map_slot = map_slot(root, runtime, provider, loop.capability, map_tokens)
    loop.result.context_effective, loop.result.compaction_at = capability.context_effective, capability.compaction_at
    # A kind's own model is opened at its first task, with this workspace's models.toml and none of the
    # command line's overrides (they are for --model's model).
    add_task_tool(
        loop,
        kinds,
        lambda kind_spec: open_model(kind_spec, root, Overrides(), config),
        subagent_map_slots(root, runtime, map_tokens) if loop.budget.map_slot is not None else None,
    )
    return loop


def close_subagent_models(runtime: ToolRuntime) -> None:
    """Close the models opened for subagent kinds that have their own (the parent's model is the caller's)."""
    from agent.delegation.task_tool import delegation_of

    if (delegation := delegation_of(runtime)) is not None:
        delegation.close()


def resolve_model(raw: str, *, openai_base_url: str | None = None, config: UserConfig | None = None) -> ModelSpec:
    """`--model` as typed, where a bare name (`qwen2.5-coder:7b`) means the Ollama model of that name when
    Ollama answers and has it; otherwise a UserError that shows the forms with the provider written out.
    `openai_base_url`: the server an `openai/NAME` model runs on (a resumed session's) over $OPENAI_BASE_URL."""
    from agent.backends.servers import nearest_names, ollama_models
    from agent.providers.servers.provider_config import ollama_base_url

    endpoints = config.endpoints if config is not None else None
    spec = find_model_spec(raw, openai_base_url=openai_base_url, endpoints=endpoints)
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


def record_failed_start(transcript: Transcript, spec: ModelSpec, root: Path, task: str, max_turns: int) -> None:
    """A run that failed before its loop began (the server did not answer, the model did not load) is still a
    session: its start is written, so `agent sessions` shows its model, workspace and task."""
    from agent.records.transcript import TRANSCRIPT_VERSION
    from agent.records.transcript_events import SessionStart

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
