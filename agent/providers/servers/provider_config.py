"""Settings for talking to model servers: timeouts, retries, Ollama keep-alive, where the servers are.

They are the `[providers]`, `[endpoints.NAME]` and `[pools.NAME]` tables of the user's config.toml
(`agent/start/user_config.py` reads the file); the AGENT_* environment variables below win over the file.
"""

from __future__ import annotations

import os
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

DEFAULT_OPENAI_BASE_URL = "http://127.0.0.1:8080/v1"  # llama.cpp server's default port
DEFAULT_OLLAMA_HOST = "http://127.0.0.1:11434"
ResponseFormat = Literal["json_schema", "json_object"]


class Endpoint(BaseModel):
    """An OpenAI-compatible server the user named in the config (`--model NAME/MODEL`)."""

    model_config = ConfigDict(extra="forbid")

    base_url: str = Field(description="URL up to and including /v1, e.g. http://127.0.0.1:1234/v1")
    api_key: str | None = Field(None, description="sent as a bearer token; local servers usually need none")
    response_format: ResponseFormat | None = Field(
        None,
        description="how grammar mode asks for a JSON schema: json_schema (OpenAI, vLLM, LM Studio, llama-server) "
        "or json_object with a schema (llama-cpp-python's server); unset = try json_schema, fall back once",
    )


class PoolEndpoint(BaseModel):
    """One server of a pool (`[[pools.NAME.endpoints]]`): what it serves and how many requests it takes at once
    are read from it (llama-server's /props and /slots, /v1/models, Ollama's /api/tags and /api/ps) unless set."""

    model_config = ConfigDict(extra="forbid")

    base_url: str = Field(
        description="an OpenAI-compatible server up to and including /v1 (llama-server, vLLM, LiteLLM's proxy), "
        'or Ollama\'s address (http://host:11434) with server = "ollama"'
    )
    server: Literal["openai", "ollama"] = Field("openai", description="how to talk to it: openai or ollama")
    name: str | None = Field(None, min_length=1, description="what results and transcripts call it; host:port if unset")
    slots: int | None = Field(
        None,
        ge=1,
        le=1024,
        description="requests it runs at once; unset: llama-server's -np from /slots, Ollama and others 1 "
        "(set it to the OLLAMA_NUM_PARALLEL Ollama was started with, or vLLM's batch)",
    )
    models: list[str] | None = Field(None, description="the models it serves; unset: read from the server")
    api_key: str | None = Field(None, description="sent as a bearer token; local servers usually need none")


class PoolConfig(BaseModel):
    """A named pool of servers (`--model pool:NAME/MODEL`): each try or subagent gets a free slot on one of them."""

    model_config = ConfigDict(extra="forbid")

    endpoints: list[PoolEndpoint] = Field(min_length=1, description="the servers, in the order to prefer them")

    @model_validator(mode="after")
    def _names_unique(self) -> PoolConfig:
        names = [endpoint_name(endpoint) for endpoint in self.endpoints]
        if twice := sorted({name for name in names if names.count(name) > 1}):
            raise ValueError(f"two endpoints are called {twice[0]}; give each a distinct `name`")
        return self


def endpoint_name(endpoint: PoolEndpoint) -> str:
    """What a pool's endpoint is called: its `name`, else its host:port."""
    if endpoint.name:
        return endpoint.name
    rest = endpoint.base_url.split("://", 1)[-1]
    return rest.split("/", 1)[0] or endpoint.base_url


class ProviderConfig(BaseModel):
    """How patiently the agent waits for a server, and how often it tries again."""

    model_config = ConfigDict(extra="forbid")

    connect_timeout_s: float = Field(5.0, gt=0, description="to open the TCP connection")
    first_token_timeout_s: float = Field(
        300.0,
        gt=0,
        description="to the first byte of the reply, and between streamed chunks (a cold model load is slow)",
    )
    total_timeout_s: float = Field(1800.0, gt=0, description="for a whole reply")
    max_retries: int = Field(
        3, ge=0, description="extra attempts on connection errors, HTTP 5xx and 429; never other 4xx"
    )
    backoff_initial_s: float = Field(0.5, ge=0, description="wait before the first retry; doubles each time")
    backoff_max_s: float = Field(8.0, ge=0, description="longest wait between retries")
    keep_alive: str = Field("30m", description="how long Ollama keeps the model loaded after a request")
    stream: bool = Field(True, description="stream replies token by token (false: one response per request)")

    def backoff(self, attempt: int) -> float:
        """Seconds to wait before retry number `attempt` (0-based)."""
        return min(self.backoff_max_s, self.backoff_initial_s * (2**attempt))


# Environment variable -> ProviderConfig field.
ENV_VARS = {
    "AGENT_CONNECT_TIMEOUT": "connect_timeout_s",
    "AGENT_FIRST_TOKEN_TIMEOUT": "first_token_timeout_s",
    "AGENT_TOTAL_TIMEOUT": "total_timeout_s",
    "AGENT_MAX_RETRIES": "max_retries",
    "AGENT_KEEP_ALIVE": "keep_alive",
    "AGENT_STREAM": "stream",
}


def ollama_base_url(host: str | None = None) -> str:
    """Ollama's base URL from `host` or $OLLAMA_HOST, as Ollama's own client reads it.

    Accepts `host:port`, a bare host (port 11434), or a URL (its scheme's port when none is
    given); `0.0.0.0` (a bind address) becomes 127.0.0.1.
    """
    value = (host or os.environ.get("OLLAMA_HOST") or DEFAULT_OLLAMA_HOST).strip().rstrip("/")
    default_port = "11434"
    if "://" in value:
        scheme, rest = value.split("://", 1)
        default_port = {"http": "80", "https": "443"}.get(scheme, default_port)
    else:
        scheme, rest = "http", value
    hostport = rest.split("/", 1)[0]
    if hostport.startswith("0.0.0.0"):
        hostport = "127.0.0.1" + hostport[len("0.0.0.0") :]
    if ":" not in hostport.rsplit("]", 1)[-1]:
        hostport += f":{default_port}"
    return f"{scheme}://{hostport}"
