"""`--model pool:POOL/NAME`: a model of a pool of servers (`[pools.POOL]` in the user's config.toml).

Opening the model takes a free slot of one of the pool's servers (agent/backends/pool_slots.py chooses it) and
talks to that server as its own backend would (an OpenAI-compatible client, or Ollama's); closing gives the slot
back. When the server dies or times out during a request, the same request goes to another server of the pool
and the session goes on there: the conversation is the agent's, not the server's. Before the first request to a
server the provider says which one it is (`EndpointChosen`), so the transcript names the server that served each
part of the session, and a failover with what was lost and why.

The pools' slots are counted per process (`PoolBackend.slots`): every session of one `agent compare` or of one
session's subagents counts against the same slots."""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any

from agent.backends.backend import Backend, ListedModel, Resolve
from agent.backends.model_spec import PoolSpec
from agent.backends.pool_slots import Lease, PoolSlots
from agent.errors import ContextOverflowError, ProviderError, UnservedModelError, UserError
from agent.providers.provider import ChatRequest, EndpointChosen, ProviderEvent, ServerProvider
from agent.providers.servers.provider_config import PoolEndpoint
from capabilities import Capability

if TYPE_CHECKING:
    from agent.config_files import UserConfig

# The client for one member of the pool (nothing is sent yet).
ClientFor = Callable[[PoolEndpoint], ServerProvider]


class PoolProvider:
    """The provider of one session on a pool: one slot at a time, moved to another server when its own fails."""

    def __init__(self, spec: PoolSpec, slots: PoolSlots, lease: Lease, client_for: ClientFor):
        self.model_id = spec.raw
        self.spec = spec
        self.slots = slots
        self.lease = lease
        self._client_for = client_for
        self.client = client_for(lease.member.endpoint)
        self._announce: EndpointChosen | None = self._chosen()

    @property
    def endpoint(self) -> str:
        return self.lease.member.name

    def detect(self) -> Any:
        return self.client.detect()

    def stream(self, request: ChatRequest) -> Iterator[ProviderEvent]:
        while True:
            if self._announce is not None:
                yield self._announce
                self._announce = None
            try:
                yield from self.client.stream(request)
                return
            except (ContextOverflowError, UnservedModelError):
                raise  # the request's or the name's fault, not the server's: another would say the same
            except ProviderError as err:
                self._fail_over(str(err))

    def _fail_over(self, why: str) -> None:
        """Give up the failed server's slot and take one on another (waiting for one if all are busy); the
        ProviderError of the pool when none that serves the model answers."""
        lost = self.lease.member.name
        self.slots.lost(self.lease, why)
        self.client.close()
        lease = self.slots.acquire(self.spec.model, avoid=[lost])
        assert lease is not None  # acquire waits for one
        self.lease, self.client = lease, self._client_for(lease.member.endpoint)
        self._announce = self._chosen(lost, why)

    def _chosen(self, lost: str = "", why: str = "") -> EndpointChosen:
        member = self.lease.member
        return EndpointChosen(
            pool=self.slots.name, endpoint=member.name, base_url=member.endpoint.base_url, lost=lost, reason=why
        )

    def count_request_tokens(self, request: ChatRequest) -> int | None:
        return self.client.count_request_tokens(request)

    def running_window(self) -> int | None:
        """Ollama's running window of the model on the server in use (the loop asks once); None elsewhere."""
        probe = getattr(self.client, "running_window", None)
        return probe() if callable(probe) else None

    def sibling(self) -> PoolProvider | None:
        """A provider of the same model on a slot of its own, on another server when one has a slot free (a
        subagent's, so it does not wait for its parent's server); None when no slot is free now: waiting for one
        while the parent holds its own could wait for ever."""
        lease = self.slots.acquire(self.spec.model, avoid=[self.endpoint], wait=False)
        return None if lease is None else PoolProvider(self.spec, self.slots, lease, self._client_for)

    def close(self) -> None:
        self.client.close()
        self.lease.release()


class PoolBackend(Backend[PoolSpec]):
    title = "pool"

    def __init__(self) -> None:
        # One count of slots per pool for the whole process, whoever opens its models: the sessions of one
        # comparison, and their subagents, share the servers' slots. Keyed by the pool's settings too, so a
        # config read again with other servers gets its own.
        self._pools: dict[tuple[str, str], PoolSlots] = {}
        self._lock = threading.Lock()

    def slots(self, spec: PoolSpec, config: UserConfig) -> PoolSlots:
        from agent.config_files import user_config_path

        pool = config.pools.get(spec.pool)
        if pool is None:
            known = ", ".join(sorted(config.pools)) or "none"
            raise UserError(
                f"--model {spec.raw!r}: no pool {spec.pool!r} in {user_config_path()} (pools: {known}); "
                "add a [pools.NAME] table (docs/pools.md)"
            )
        key = (spec.pool, pool.model_dump_json())
        with self._lock:
            if key not in self._pools:
                self._pools[key] = PoolSlots(spec.pool, pool)
            return self._pools[key]

    def open(self, spec: PoolSpec, resolve: Resolve, config: UserConfig) -> tuple[Any, Capability]:
        slots = self.slots(spec, config)
        lease = slots.acquire(spec.model)
        assert lease is not None  # acquire waits for one
        provider = PoolProvider(spec, slots, lease, lambda endpoint: member_client(spec, endpoint, config))
        try:
            detected = provider.detect()
            window = slots.window(spec.model)
            if window is not None and (detected.server_context is None or window < detected.server_context):
                detected = detected.model_copy(update={"server_context": window})  # the smallest slot of the pool's
            return provider, resolve(detected)
        except BaseException:
            provider.close()
            raise

    def describe(self, spec: PoolSpec) -> str:
        return f"pool {spec.pool}"

    def list_models(self, notes: list[str], config: UserConfig) -> list[ListedModel]:
        from agent.backends.model_spec import parse_model_spec

        listed: list[ListedModel] = []
        for name, pool in config.pools.items():
            slots = PoolSlots(name, pool)
            models = sorted({model for m in slots.members if m.facts is not None for model in m.facts.models})
            notes += [f"pool {name}: {m.name} does not answer: {m.why_down}" for m in slots.members if m.why_down]
            listed += [ListedModel(name=f"pool:{name}/{m}", spec=parse_model_spec(f"pool:{name}/{m}")) for m in models]
        return listed


def member_client(spec: PoolSpec, endpoint: PoolEndpoint, config: UserConfig) -> ServerProvider:
    """The client of one server of the pool, with the user's [providers] waits and retries."""
    if endpoint.server == "ollama":
        from agent.providers.servers.ollama import OllamaProvider

        return OllamaProvider(spec.model, endpoint.base_url.rstrip("/").removesuffix("/v1"), config.providers)
    from agent.providers.servers.openai_compat import OpenAICompatProvider

    return OpenAICompatProvider(
        spec.model, endpoint.base_url, config.providers, api_key=endpoint.api_key, model_id=spec.raw
    )
