"""The slots of a pool's servers, and the one choice the agent makes about them: which free slot a session gets.

Each server says what it serves and how many requests it runs at once (`read_server`: llama-server's /props and
/slots, /v1/models, Ollama's /api/tags and /api/ps), unless config.toml sets it. A session (a compare try, a
subagent) takes one slot for its whole life, so its conversation stays on the server that holds its cache: among
the servers that serve the model and have a slot free, one that has the model loaded already (no reload storm),
then the one with the most slots free (the work spreads), then the order of the config. No server gets more
sessions than its slots; a session that finds none free waits for one. A server that fails a request is out of
the pool for RECHECK_S, then asked again; the servers themselves batch and queue: nothing else is scheduled here.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Collection
from dataclasses import dataclass, field

from agent.errors import ProviderError
from agent.providers.servers.provider_config import PoolConfig, PoolEndpoint, endpoint_name
from agent.providers.servers.server_json import ServerJson, llama_server_slots, ollama_running, server_root

RECHECK_S = 10.0  # a server that failed is asked again after this long
WAIT_STEP_S = 0.5  # how often a session waiting for a slot looks again (and for Ctrl-C)


@dataclass(frozen=True)
class ServerFacts:
    """What a server says of itself; None where it does not say."""

    models: frozenset[str]
    loaded: frozenset[str]
    slots: int | None = None
    window: int | None = None  # the window of one slot (llama-server), what one request gets


@dataclass
class Member:
    """One server of the pool, as the pool keeps count of it."""

    name: str
    endpoint: PoolEndpoint
    facts: ServerFacts | None = None  # None until it has answered
    busy: int = 0
    down_until: float = 0.0
    why_down: str = ""

    @property
    def slots(self) -> int:
        return self.endpoint.slots or (self.facts.slots if self.facts is not None else None) or 1

    def serves(self, model: str) -> bool | None:
        """Whether it serves `model`; None while it is not known (it never answered)."""
        listed = self.endpoint.models
        if listed is None and self.facts is not None:
            listed = list(self.facts.models)
        return None if listed is None else bare(model) in {bare(name) for name in listed}

    def loaded(self, model: str) -> bool:
        return self.facts is not None and bare(model) in {bare(name) for name in self.facts.loaded}


@dataclass
class Lease:
    """One slot of one member, held by one session until `release`."""

    pool: PoolSlots
    member: Member
    model: str
    released: bool = field(default=False)

    def release(self) -> None:
        self.pool.release(self)


ReadServer = Callable[[PoolEndpoint], ServerFacts]


class PoolSlots:
    """The members of one pool and their slots in use, shared by every session of this process."""

    def __init__(
        self, name: str, config: PoolConfig, read: ReadServer | None = None, clock: Callable[[], float] = time.monotonic
    ):
        self.name = name
        self.members = [Member(endpoint_name(endpoint), endpoint) for endpoint in config.endpoints]
        self._read = read or read_server
        self._clock = clock
        self._changed = threading.Condition()
        self._refresh(self.members)

    def acquire(
        self,
        model: str,
        *,
        avoid: Collection[str] = (),
        wait: bool = True,
        stopping: threading.Event | None = None,
    ) -> Lease | None:
        """A slot for `model`: see the module's docstring; `avoid`: members to take only when no other has a slot
        free. Waits for a slot (None at once with `wait=False`); ProviderError when no member that serves the
        model answers."""
        while True:
            self._refresh([m for m in self.members if m.down_until and m.down_until <= self._clock()])
            with self._changed:
                lease = self._take(model, avoid)
                if lease is not None or not wait:
                    return lease
                serving = [m for m in self.members if m.serves(model) is not False]
                if not serving:
                    served = sorted({n for m in self.members if m.facts is not None for n in m.facts.models})
                    raise ProviderError(
                        f"no server of pool {self.name} serves {model}; they serve: {', '.join(served) or 'nothing'}"
                    )
                down = [] if any(not m.down_until and m.serves(model) for m in serving) else serving
                if not down:
                    self._changed.wait(WAIT_STEP_S)
            if down:  # every server that could serve it is down: ask them again now, and give up if none answers
                self._refresh(down)
                if all(m.down_until or not m.serves(model) for m in down):
                    raise ProviderError(
                        f"every server of pool {self.name} that serves {model} is down: "
                        + "; ".join(f"{m.name}: {m.why_down}" for m in down if m.why_down)
                    )
            if stopping is not None and stopping.is_set():
                raise KeyboardInterrupt

    def _take(self, model: str, avoid: Collection[str]) -> Lease | None:
        """A free slot of a member that is up and serves `model`, the preferred one (under the lock)."""
        free = [m for m in self.members if not m.down_until and m.serves(model) and m.busy < m.slots]
        if not free:
            return None
        member = min(free, key=lambda m: _preference(m, model, avoid, self.members))
        member.busy += 1
        if member.facts is not None and not member.loaded(model):  # it loads the model for us now
            facts = member.facts
            member.facts = ServerFacts(facts.models, facts.loaded | {model}, facts.slots, facts.window)
        return Lease(self, member, model)

    def release(self, lease: Lease) -> None:
        with self._changed:
            if not lease.released:
                lease.released = True
                lease.member.busy -= 1
                self._changed.notify_all()

    def lost(self, lease: Lease, why: str) -> None:
        """The lease's member failed a request: out of the pool for RECHECK_S, and the lease given back."""
        with self._changed:
            lease.member.down_until = self._clock() + RECHECK_S
            lease.member.why_down = why
        self.release(lease)

    def window(self, model: str) -> int | None:
        """The smallest window one request gets on a member serving `model` (where they say), so a session moved
        to another member never meets a smaller window than it was budgeted for."""
        windows = [m.facts.window for m in self.members if m.facts is not None and m.facts.window and m.serves(model)]
        return min(windows) if windows else None

    def _refresh(self, members: list[Member]) -> None:
        """Ask `members` what they serve (outside the lock: a server that is not there costs a second)."""
        for member in members:
            try:
                facts: ServerFacts | None = self._read(member.endpoint)
            except ProviderError as err:
                facts = None
                why = str(err)
            with self._changed:
                if facts is not None:
                    member.facts, member.down_until, member.why_down = facts, 0.0, ""
                    self._changed.notify_all()
                else:
                    member.down_until, member.why_down = self._clock() + RECHECK_S, why


def _preference(member: Member, model: str, avoid: Collection[str], order: list[Member]) -> tuple[int, int, int, int]:
    return (
        member.name in avoid,
        not member.loaded(model),
        -(member.slots - member.busy),
        order.index(member),
    )


def bare(model: str) -> str:
    """A model's name as servers differ in writing it: Ollama's `:latest` tag taken off."""
    return model.removesuffix(":latest")


def read_server(endpoint: PoolEndpoint) -> ServerFacts:
    """What `endpoint` serves, loaded, and its slots and their window where it says; ProviderError when it does not
    answer. llama-server, vLLM and LiteLLM's proxy have loaded what /v1/models lists; Ollama says in /api/ps."""
    if endpoint.server == "ollama":
        with ServerJson(endpoint.base_url.rstrip("/").removesuffix("/v1"), endpoint.api_key) as ask:
            tags = ask.get("/api/tags")
            if not isinstance(tags, dict):
                raise ProviderError(f"Ollama at {endpoint.base_url} does not answer /api/tags")
            names = {str(m.get("name")) for m in tags.get("models") or [] if isinstance(m, dict) and m.get("name")}
            return ServerFacts(models=frozenset(names), loaded=frozenset(ollama_running(ask)))
    with ServerJson(endpoint.base_url, endpoint.api_key) as ask:
        listing = ask.get("/models")
    if not isinstance(listing, dict):
        raise ProviderError(f"the server at {endpoint.base_url} does not answer /models")
    ids = frozenset(str(e["id"]) for e in listing.get("data") or [] if isinstance(e, dict) and e.get("id"))
    with ServerJson(server_root(endpoint.base_url), endpoint.api_key) as ask:
        slots = llama_server_slots(ask)
    if slots is None:
        return ServerFacts(models=ids, loaded=ids)
    return ServerFacts(models=ids, loaded=ids, slots=slots.count, window=slots.per_slot)
