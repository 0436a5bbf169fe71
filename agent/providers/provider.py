"""The one interface the loop talks to: a chat request in, a stream of events out, ending in the turn."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Literal, Protocol, runtime_checkable

from pydantic import BaseModel, ConfigDict, Field

from agent.messages import AssistantTurn, Message, ToolSpec
from agent.providers.reply_screen import screened
from capabilities import Capability, Detected

# "turn" is a normal agent step; "summary" is an internal request (compaction) that must
# be answered with plain text and no tool calls.
Purpose = Literal["turn", "summary"]


class ChatRequest(BaseModel):
    model_config = ConfigDict(arbitrary_types_allowed=True)

    messages: list[Message]
    tools: list[ToolSpec] = Field(default_factory=list)
    capability: Capability
    purpose: Purpose = "turn"
    max_tokens: int = 1024


class TextDelta(BaseModel):
    kind: Literal["text"] = "text"
    text: str


class ToolCallStarted(BaseModel):
    """Sent as soon as the provider knows a call to `name` is being written."""

    kind: Literal["tool_call_started"] = "tool_call_started"
    name: str


class ToolCallWriting(BaseModel):
    """Sent while a call is being written, as it grows: its tool, its target as far as written (the path or the
    command; "" before it), and how many characters of the call have come so far."""

    kind: Literal["tool_call_writing"] = "tool_call_writing"
    name: str
    target: str = ""
    size: int = 0


class TurnDone(BaseModel):
    kind: Literal["done"] = "done"
    turn: AssistantTurn


class EndpointChosen(BaseModel):
    """Sent by a pool's provider before the first request that goes to a server of the pool: which one serves
    the session from here on, and, when this is a failover, the one given up on and why (the transcript keeps it)."""

    kind: Literal["endpoint"] = "endpoint"
    pool: str
    endpoint: str  # the pool's name for the server
    base_url: str
    lost: str = ""  # the endpoint the request was taken from
    reason: str = ""  # what happened to it


ProviderEvent = TextDelta | ToolCallStarted | ToolCallWriting | TurnDone | EndpointChosen


class Provider(Protocol):
    """A model backend. `stream` must end with exactly one TurnDone, or raise ProviderError."""

    model_id: str

    def stream(self, request: ChatRequest) -> Iterator[ProviderEvent]: ...

    def count_request_tokens(self, request: ChatRequest) -> int | None:
        """The request's prompt length in this model's tokens, counted exactly; None where this provider
        cannot (the loop then uses its estimate, calibrated by the usage the model reports)."""
        ...

    def close(self) -> None: ...


@runtime_checkable
class SessionBound(Protocol):
    """A provider that keeps something per session on disk (the in-process model's saved states)."""

    def bind_session(self, session_id: str) -> None: ...


class ServerProvider(Provider, Protocol):
    """A model behind a server (Ollama, OpenAI-compatible), which can be asked about the model and list the others."""

    def detect(self) -> Detected: ...

    def list_models(self) -> list[str]: ...


def complete(
    provider: Provider, request: ChatRequest, on_event: Callable[[ProviderEvent], None] | None = None
) -> AssistantTurn:
    """Drain a provider's stream, passing each event to `on_event`, and return the finished turn
    (screened: calls that cannot be stored or run become malformed, see agent.providers.reply_screen)."""
    for event in provider.stream(request):
        if on_event is not None:
            on_event(event)
        if isinstance(event, TurnDone):
            return screened(event.turn)
    raise RuntimeError(f"provider {provider.model_id} ended its stream without a finished turn")
