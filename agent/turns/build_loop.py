"""The one way a loop is built, for a session (`agent run`, `agent chat`, compare's tries, the edit trial) and for a
subagent alike: its system prompt made for its workspace, sandbox and model's edit format, or the conversation of the
session it continues."""

from __future__ import annotations

from pathlib import Path

from agent.calls.runtime import ToolRuntime
from agent.conversation.map_slot import MapSlot
from agent.prompts.instructions import edit_guide, project_instructions, system_prompt
from agent.providers.provider import Provider
from agent.records.session_store import LoadedSession
from agent.records.transcript import Transcript
from agent.terminal.progress import Progress
from agent.turns.loop import AgentLoop
from capabilities import Capability


def build_loop(
    root: Path,
    provider: Provider,
    capability: Capability,
    runtime: ToolRuntime,
    transcript: Transcript,
    progress: Progress,
    *,
    max_turns: int,
    loaded: LoadedSession | None = None,
    kind_prompt: str | None = None,
    map_slot: MapSlot | None = None,
) -> AgentLoop:
    """A loop ready for its first exchange: with `loaded`, that session's conversation and file records; else a
    new conversation whose system prompt is the session's (the sandbox's network and the edit format's guide in it)
    or, with `kind_prompt`, a subagent kind's (the edit guide only where the kind may edit). The project's
    instructions end either, found from `root`, the workspace as the command named it. `map_slot`: the repository
    map after the system prompt."""
    prompt = None
    if loaded is None and kind_prompt is None:
        sandbox = runtime.shell.sandbox
        network = None if sandbox is None else sandbox.network
        prompt = system_prompt(root, network, capability.edit_format)
    elif loaded is None and kind_prompt is not None:
        instructions = project_instructions(root)
        if any(type(tool).edit_formats is not None for tool in runtime.tools.values()):  # a kind that edits
            kind_prompt = f"{kind_prompt.rstrip()}\n\n{edit_guide(capability.edit_format)}"  # in its model's format
        prompt = f"{kind_prompt}\n\n{instructions}\n" if instructions else kind_prompt + "\n"
    return AgentLoop(
        provider,
        runtime,
        capability,
        transcript,
        progress,
        max_turns=max_turns,
        system_prompt=prompt,
        conversation=loaded.conversation if loaded is not None else None,
        file_records=loaded.file_records if loaded is not None else None,
        map_slot=map_slot,
    )
