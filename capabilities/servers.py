"""Thin HTTP fetchers for detection: they return the server's JSON and nothing more.

Standard library only, with short timeouts: a server that is not running must cost the
user a fraction of a second, and say so in a `ServerUnavailable` message.
"""

from __future__ import annotations

import json
import os
import urllib.error
import urllib.request
from typing import Any

DEFAULT_OLLAMA_HOST = "http://127.0.0.1:11434"


class ServerUnavailable(Exception):
    """The server did not answer, or answered something that is not the expected JSON."""


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


def fetch_ollama_tags(base_url: str, *, timeout: float = 1.5) -> list[str]:
    """Names of the models Ollama has locally (`GET /api/tags`)."""
    body = _request_json(f"{base_url}/api/tags", None, timeout)
    entries = [m for m in body.get("models") or [] if isinstance(m, dict)]
    return [name for m in entries if isinstance(name := m.get("name") or m.get("model"), str)]


def fetch_ollama_show(base_url: str, model: str, *, timeout: float = 3.0) -> dict[str, Any]:
    """Ollama's `POST /api/show` response for one model."""
    return _request_json(f"{base_url}/api/show", {"model": model}, timeout)


def fetch_openai_models(base_url: str, *, timeout: float = 1.5) -> dict[str, Any]:
    """An OpenAI-compatible server's `GET /v1/models` response (`base_url` ends before `/v1`)."""
    return _request_json(f"{base_url.rstrip('/')}/v1/models", None, timeout)


def fetch_llamacpp_props(base_url: str, *, timeout: float = 1.5) -> dict[str, Any]:
    """llama.cpp server's `GET /props` response."""
    return _request_json(f"{base_url.rstrip('/')}/props", None, timeout)


def _request_json(url: str, payload: dict[str, Any] | None, timeout: float) -> dict[str, Any]:
    data = json.dumps(payload).encode() if payload is not None else None
    request = urllib.request.Request(url, data=data, headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(request, timeout=timeout) as response:
            body = json.loads(response.read().decode("utf-8"))
    except urllib.error.HTTPError as err:
        raise ServerUnavailable(f"{url} answered HTTP {err.code}") from err
    except (urllib.error.URLError, OSError) as err:
        reason = getattr(err, "reason", err)
        raise ServerUnavailable(f"no answer from {url} ({reason})") from err
    except (json.JSONDecodeError, UnicodeDecodeError) as err:
        raise ServerUnavailable(f"{url} did not answer with JSON") from err
    if not isinstance(body, dict):
        raise ServerUnavailable(f"{url} answered JSON that is not an object")
    return body
