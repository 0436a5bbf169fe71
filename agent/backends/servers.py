"""The backends behind a server: Ollama and OpenAI-compatible servers ($OPENAI_BASE_URL or a named
endpoint). A run asks with the patience of the user's [providers] settings; `agent caps --detect` and
`agent models` ask within PROBE_LIMITS."""

from __future__ import annotations

import difflib
import os
import re
from abc import abstractmethod
from typing import TYPE_CHECKING, Any, TypeVar

from agent.backends.backend import Backend, ListedModel, Resolve
from agent.backends.model_spec import OllamaSpec, OpenAISpec, ServerSpec
from agent.errors import ProviderError, UnservedModelError, UserError
from agent.providers.provider import Provider, ServerProvider
from agent.providers.servers.provider_config import ProviderConfig
from capabilities import Capability, Detected

if TYPE_CHECKING:
    from agent.config_files import UserConfig

# A quick question to a server (`agent caps --detect`, `agent models`): one attempt and short waits,
# so a server that is not running costs a fraction of a second, not the patience a run gets.
PROBE_LIMITS = {"max_retries": 0, "connect_timeout_s": 1.5, "first_token_timeout_s": 5.0}

T = TypeVar("T", bound=ServerSpec)


class ServerBackend(Backend[T]):
    """A model behind a server: opened as a client, asked what it knows about the model."""

    @abstractmethod
    def client(self, spec: T, settings: ProviderConfig, config: UserConfig) -> ServerProvider:
        """The client for the spec's server with these waits and retries (nothing is sent yet)."""

    def connect(self, spec: T, config: UserConfig, *, probe: bool = False) -> ServerProvider:
        """The client with the user's [providers] settings; `probe`: within PROBE_LIMITS."""
        settings = config.providers
        if probe:
            settings = settings.model_copy(
                update={name: min(getattr(settings, name), limit) for name, limit in PROBE_LIMITS.items()}
            )
        return self.client(spec, settings, config)

    def open(self, spec: T, resolve: Resolve, config: UserConfig) -> tuple[Provider, Capability]:
        server = self.connect(spec, config)
        try:
            capability = resolve(server.detect())
        except UnservedModelError as err:
            server.close()
            raise self._mistyped(spec, config) or err from None
        except BaseException:
            server.close()
            raise
        if (wait := first_token_wait(capability, config.providers)) is not None:
            server.close()  # its waits are fixed when it is made: the same client, patient enough
            server = self.client(spec, config.providers.model_copy(update={"first_token_timeout_s": wait}), config)
        return server, capability

    def _mistyped(self, spec: T, config: UserConfig) -> UserError | None:
        """The error for a name the server lacks that is a typo of one it serves (None when it is near none, or
        the list cannot be had: then the server's own answer stands)."""
        try:
            near = nearest_names(spec.model, self.served_names(spec, config))
        except ProviderError:
            return None
        if not near:
            return None
        prefix = spec.raw.removesuffix(spec.model)  # `ollama/`, `ENDPOINT/`: suggested as the user writes it
        return UserError(
            f"unknown model {spec.raw!r} ({self.describe(spec)} has none of that name); did you mean "
            f"{' or '.join(prefix + name for name in near)}? (`agent models` lists them all)"
        )

    def probe(self, spec: T, config: UserConfig) -> Detected | None:
        server = self.connect(spec, config, probe=True)
        try:
            return server.detect()
        finally:
            server.close()

    def served_names(self, spec: T, config: UserConfig) -> list[str]:
        """The names of the models the spec's server has, asked within PROBE_LIMITS (ProviderError when it
        does not answer); the spec's own model name is not used."""
        server = self.connect(spec, config, probe=True)
        try:
            return server.list_models()
        finally:
            server.close()


class OllamaBackend(ServerBackend[OllamaSpec]):
    title = "Ollama"

    def client(self, spec: OllamaSpec, settings: ProviderConfig, config: UserConfig) -> ServerProvider:
        from agent.providers.servers.ollama import OllamaProvider
        from agent.providers.servers.provider_config import ollama_base_url

        return OllamaProvider(spec.model, ollama_base_url(), settings)

    def describe(self, spec: OllamaSpec) -> str:
        from agent.providers.servers.provider_config import ollama_base_url

        return f"ollama {ollama_base_url()}"

    def list_models(self, notes: list[str], config: UserConfig) -> list[ListedModel]:
        from agent.providers.servers.provider_config import ollama_base_url

        try:
            specs = ollama_models(config)
        except ProviderError as err:
            notes.append(f"{err} Set OLLAMA_HOST if Ollama listens elsewhere.")
            return []
        if not specs:
            notes.append(
                f"Ollama at {ollama_base_url()} answered but has no local models; "
                "`ollama pull qwen2.5-coder:7b` adds one."
            )
        return [ListedModel(name=spec.model, spec=spec) for spec in specs]


def ollama_models(config: UserConfig) -> list[OllamaSpec]:
    """The models Ollama has, as `--model ollama/NAME` specs; ProviderError when it does not answer."""
    backend = OllamaBackend()
    names = backend.served_names(ollama_spec("*"), config)
    return [ollama_spec(name) for name in names]


def nearest_names(name: str, served: list[str]) -> list[str]:
    """The served names `name` is a typo of: without a tag, the served tags of that model; else the names
    close in spelling (case aside) with the same digits, since another size or version is a choice, not a slip."""
    wanted = name.strip().lower()
    if ":" not in wanted:
        tagged = [model for model in served if model.lower().partition(":")[0] == wanted]
        if tagged:
            return tagged[:3]
    digits = re.findall(r"\d+", wanted)
    by_case = {model.lower(): model for model in served}
    close = difflib.get_close_matches(wanted, list(by_case), n=3, cutoff=0.8)
    return [by_case[model] for model in close if re.findall(r"\d+", model) == digits]


def ollama_spec(name: str) -> OllamaSpec:
    return OllamaSpec(raw=f"ollama/{name}", registry_id=name, model=name)


class OpenAIBackend(ServerBackend[OpenAISpec]):
    title = "server"
    window_note = (
        "the server does not report the window it runs (llama-cpp-python's server has no /props): the "
        "window shown is the registry's; pass --ctx N with the server's own --n_ctx if it is smaller."
    )

    def client(self, spec: OpenAISpec, settings: ProviderConfig, config: UserConfig) -> ServerProvider:
        from agent.providers.servers.openai_compat import OpenAICompatProvider

        base_url, api_key = openai_target(spec, config)
        fmt = config.endpoints[spec.endpoint].response_format if spec.endpoint else None
        return OpenAICompatProvider(
            spec.model, base_url, settings, api_key=api_key, response_format=fmt, model_id=spec.raw
        )

    def describe(self, spec: OpenAISpec) -> str:
        return f"openai-compatible {openai_target(spec, None)[0]}"

    def start_details(self, spec: OpenAISpec) -> dict[str, Any]:
        details: dict[str, Any] = {"endpoint": spec.endpoint or ""}
        if spec.endpoint is None:
            details["base_url"] = openai_target(spec, None)[0]
        return details

    def list_models(self, notes: list[str], config: UserConfig) -> list[ListedModel]:
        """The models of $OPENAI_BASE_URL's server (when it is set) and of every endpoint in the user config."""
        listed = []
        for prefix in server_prefixes(config):
            try:
                names = self.served_names(openai_spec(prefix, "*"), config)
            except ProviderError as err:
                notes.append(f"{prefix}: {err}")
                continue
            if not names:
                notes.append(f"{prefix}: the server lists no models.")
            for name in names:
                # a model named by its file path (llama-cpp-python's server) is shown, and can be run, by its file name
                shown = f"{prefix}/{name.rsplit('/', 1)[-1]}" if name.startswith("/") else f"{prefix}/{name}"
                listed.append(ListedModel(name=shown, spec=openai_spec(prefix, name)))
        return listed

    def slot_save_lines(self, config: UserConfig) -> list[str]:
        """For each endpoint that is llama.cpp's `llama-server`: whether it saves session slots to files
        (`--slot-save-path`), so a continued session starts warm (agent/providers/servers/server_slots.py)."""
        from agent.providers.servers.openai_compat import OpenAICompatProvider
        from agent.providers.servers.server_slots import slot_save_line

        lines = []
        for prefix in server_prefixes(config):
            server = self.connect(openai_spec(prefix, "*"), config, probe=True)
            try:
                support = server.slots.support if isinstance(server, OpenAICompatProvider) else "none"
            finally:
                server.close()
            line = slot_save_line(prefix, openai_target(openai_spec(prefix, "*"), config)[0], support)
            lines += [line] if line else []
        return lines


def first_token_wait(capability: Capability, settings: ProviderConfig) -> float | None:
    """The wait for a first token when the model's measured prompt speed (`agent calibrate`) says reading a full
    window takes more than half the configured wait: twice that reading time. None where the wait suffices, no
    speed was measured, or the user set the wait (config.toml or $AGENT_FIRST_TOKEN_TIMEOUT)."""
    if capability.prompt_tps is None or "first_token_timeout_s" in settings.model_fields_set:
        return None
    needed = 2 * capability.context_effective / capability.prompt_tps
    return round(needed) if needed > settings.first_token_timeout_s else None


def openai_spec(prefix: str, name: str) -> OpenAISpec:
    """`--model PREFIX/NAME` for `openai` ($OPENAI_BASE_URL) or an endpoint's name."""
    endpoint = None if prefix == "openai" else prefix
    return OpenAISpec(raw=f"{prefix}/{name}", registry_id=name, model=name, endpoint=endpoint)


def server_prefixes(config: UserConfig) -> list[str]:
    """The `--model` prefixes of the OpenAI-compatible servers: `openai` when $OPENAI_BASE_URL is set, each endpoint."""
    return (["openai"] if os.environ.get("OPENAI_BASE_URL") else []) + list(config.endpoints)


def openai_target(spec: OpenAISpec, config: UserConfig | None) -> tuple[str, str | None]:
    """Base URL and API key of an `openai` spec: its named endpoint (in `config`, the user's, which only a spec with
    an endpoint needs); else the server it carries (a resumed session's), $OPENAI_BASE_URL or llama.cpp's default,
    with $OPENAI_API_KEY."""
    from agent.providers.servers.provider_config import DEFAULT_OPENAI_BASE_URL

    if spec.endpoint is not None:
        endpoint = (config or user_config()).endpoints[spec.endpoint]
        return endpoint.base_url, endpoint.api_key
    base_url = spec.base_url or os.environ.get("OPENAI_BASE_URL") or DEFAULT_OPENAI_BASE_URL
    return base_url, os.environ.get("OPENAI_API_KEY")


def user_config() -> UserConfig:
    """The user's config, for what a spec alone is asked (`describe`, `start_details`): an endpoint's address."""
    from agent.config_files import load_user_config

    return load_user_config()
