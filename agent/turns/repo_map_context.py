"""The session's repository map: its budget (the user's `repo_map_tokens` / `--map-tokens`, else a small share of
the model's window), counted with the provider's own tokenizer where it has one, ranked for what the user said
and the files the agent has read or edited, and put after the system prompt (agent/conversation/map_slot.py)."""

from __future__ import annotations

import os
import sys
import threading
from collections.abc import Callable
from pathlib import Path

from agent.calls.runtime import ToolRuntime
from agent.conversation.map_slot import MapSlot, conversation_text
from agent.messages import Message
from agent.providers.provider import Provider
from agent.repomap.file_ranking import MapQuery
from agent.repomap.index import OnProgress
from agent.repomap.map_text import CountTokens
from agent.repomap.repo_map import MapMaker, default_map_tokens
from agent.tokens import estimate_tokens
from capabilities import Capability


def token_counter(provider: Provider) -> CountTokens:
    """The provider's own count of a text where it has one (llama.cpp in-process), else the estimate."""
    count = getattr(provider, "count_tokens", None)
    return count if callable(count) else estimate_tokens


def map_budget(map_tokens: int | None, capability: Capability) -> int:
    """`map_tokens` as the user set it (0: no map), else the default share of the effective window."""
    return default_map_tokens(capability.context_effective) if map_tokens is None else map_tokens


def terminal_progress() -> OnProgress | None:
    """A line on stderr while a large first build reads files, when stderr is a terminal."""
    if not sys.stderr.isatty():
        return None

    def show(done: int, total: int, read: int) -> None:
        if read:
            end = "\n" if done == total else "\r"
            sys.stderr.write(f"repository map: {done}/{total} files ({read} read){end}")
            sys.stderr.flush()

    return show


def touched_files(runtime: ToolRuntime) -> list[str]:
    """The workspace files the agent has read or written this session, relative to the workspace."""
    root = os.path.realpath(runtime.workspace.root)
    touched = []
    for state in runtime.snapshot().files:
        relative = os.path.relpath(state.path, root)
        if not relative.startswith(".."):
            touched.append(Path(relative).as_posix())
    return touched


def map_slot(root: Path, runtime: ToolRuntime, provider: Provider, capability: Capability, map_tokens: int | None):
    """The slot that puts the map after the system prompt; None when the budget is 0."""
    budget = map_budget(map_tokens, capability)
    if budget <= 0:
        return None
    count = token_counter(provider)
    maker = MapMaker(root, count, terminal_progress())

    def make(messages: list[Message]) -> str:
        maker.refresh()  # files changed since the last map are read again (the rest come from the cache)
        return maker.make(MapQuery(conversation_text(messages), touched_files(runtime)), budget).text

    return MapSlot(make, count, budget)


# The map slot of a subagent on this model and window (None: it gets no map).
SubagentMapSlot = Callable[[Provider, Capability], MapSlot | None]


def subagent_map_slots(root: Path, runtime: ToolRuntime, map_tokens: int | None) -> SubagentMapSlot:
    """Subagents' maps of the parent's workspace, ranked for the subagent's prompt and the files the session has
    touched. A subagent's window may be its own model's and smaller: its map takes at most the default share of
    that window (none under 4096 tokens), and the user's `map_tokens` only lowers it (0: none). One map is made
    at a time: read-only subagents run in parallel and would write the same cache file."""
    building = threading.Lock()

    def slot_for(provider: Provider, capability: Capability) -> MapSlot | None:
        budget = min(map_budget(map_tokens, capability), default_map_tokens(capability.context_effective))
        if budget <= 0:
            return None
        count = token_counter(provider)
        maker = MapMaker(root, count)  # no progress line: the parent's own map built the cache

        def make(messages: list[Message]) -> str:
            with building:
                maker.refresh()
                return maker.make(MapQuery(conversation_text(messages), touched_files(runtime)), budget).text

        return MapSlot(make, count, budget)

    return slot_for
