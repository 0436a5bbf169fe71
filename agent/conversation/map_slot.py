"""Where the repository map sits in the conversation: at the end of the system message, placed once before the
session's first request and made again only when the conversation is compacted (which changes the prompt's
start anyway). Between compactions every request starts with the same bytes, so a server's prompt cache and
the in-process one keep the whole prefix.

The change is a `CompactionRecord` of kind "map" on the system message, written to the transcript like a
compaction, so a resumed session rebuilds the same system message; a resumed conversation that holds a map
keeps it until its next compaction."""

from __future__ import annotations

from collections.abc import Callable

from agent.conversation.history import CompactionRecord, Conversation, record_of
from agent.messages import Message

MAP_MARKER = "\n\n[repository map]\n"  # what separates the system prompt from the map after it

# The map's text for the conversation so far ("" for none): the session's task and what it touched.
MakeMap = Callable[[list[Message]], str]


def without_map(system: str) -> str:
    return system.split(MAP_MARKER, 1)[0]


def map_in(system: str) -> str | None:
    """The map a system message holds; None when it holds none."""
    _, marker, text = system.partition(MAP_MARKER)
    return text if marker else None


class MapSlot:
    def __init__(self, make: MakeMap, count: Callable[[str], int], budget: int):
        self.make = make
        self.count = count  # the provider's own count where it has one (what the budget is in)
        self.budget = budget
        self.checked = False  # whether the session's first request found its place

    def renewed(self) -> MapSlot:
        """The same maker for another conversation (`/resume` in a chat): placed again before its first request."""
        return MapSlot(self.make, self.count, self.budget)

    def place(self, conversation: Conversation) -> CompactionRecord | None:
        """Before the first request: the map, unless the system message holds one already (a resumed session)."""
        if self.checked:
            return None
        self.checked = True
        if not conversation.messages or MAP_MARKER in conversation.messages[0].content:
            return None
        return self._put(conversation)

    def refresh(self, conversation: Conversation) -> CompactionRecord | None:
        """After a compaction: the map made again for the conversation as it now stands."""
        self.checked = True
        return self._put(conversation) if conversation.messages else None

    def _put(self, conversation: Conversation) -> CompactionRecord | None:
        system = conversation.messages[0]
        text = self.make(conversation.messages)
        content = without_map(system.content) + (MAP_MARKER + text if text else "")
        if content == system.content:
            return None
        before = conversation.total_tokens
        record = CompactionRecord(kind="map", tokens_before=before, tokens_after=before)
        record.elided[record_of(system)] = content
        conversation.apply(record)
        record.tokens_after = conversation.total_tokens
        return record


def conversation_text(messages: list[Message]) -> str:
    """What the map is ranked for: what the user said (the task first, then later messages and summaries)."""
    return "\n".join(message.content for message in messages if message.role == "user")
