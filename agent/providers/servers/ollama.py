"""Ollama (`--model ollama/NAME[:TAG]`) through the official `ollama` client.

Every request carries `options.num_ctx` (Ollama's own default window is small and would silently
cut the conversation): the capability's window at the session's first request, the same on every
request after it, since Ollama reloads the model whenever it changes (a window learned later is the
agent's budget, not the server's). Also `keep_alive`, and per tool mode either the tool specs
(native) or the turn schema as `format` (grammar). Server timings are recorded.
"""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from typing import Any

import httpx
import ollama
from pydantic import ValidationError

import capabilities
from agent.errors import ProviderError, UnservedModelError
from agent.providers.provider import ChatRequest, ProviderEvent, TurnDone
from agent.providers.servers.provider_config import ProviderConfig
from agent.providers.servers.retry import Sleep, Transient, call_with_retries, stream_with_retries
from agent.providers.tool_modes import NativeCall, TurnAssembler, grammar_schema, render_messages, tool_dicts
from agent.providers.usage import ServerUsage
from agent.tokens import estimate_tokens
from capabilities import Detected


def _seconds(nanoseconds: int | None) -> float | None:
    return nanoseconds / 1e9 if nanoseconds is not None else None


class OllamaProvider:
    def __init__(self, model: str, base_url: str, config: ProviderConfig):
        self.model = model
        self.model_id = f"ollama/{model}"
        self.base_url = base_url
        self.config = config
        self.sleep: Sleep = time.sleep  # tests replace it: no test waits for a real backoff
        timeout = httpx.Timeout(self.config.first_token_timeout_s, connect=self.config.connect_timeout_s)
        self.client = ollama.Client(host=base_url, timeout=timeout)
        self.num_ctx: int | None = None  # fixed by the first request, for the whole session

    # -- errors ---------------------------------------------------------------------------

    def _unreachable(self) -> str:
        return f'could not reach Ollama at {self.base_url} — is "ollama serve" running?'

    def _translate(self, err: Exception) -> Exception:
        """Transient (worth a retry) or ProviderError (final), with a message for the user."""
        if isinstance(err, (ConnectionError, httpx.ConnectError, httpx.ConnectTimeout)):
            return Transient(self._unreachable())
        if isinstance(err, ollama.ResponseError):
            code, text = err.status_code, str(err.error).strip()
            if code == 404 and "model" in text.lower():
                return UnservedModelError(
                    f"Ollama at {self.base_url} has no model {self.model!r} ({text}); "
                    f"run `ollama pull {self.model}`, or see `agent models` for the models it has"
                )
            if code == 429 or code >= 500:
                return Transient(f"Ollama at {self.base_url} answered HTTP {code}: {text}")
            if code == -1:  # an {"error": ...} line inside a streamed reply
                return ProviderError(f"Ollama at {self.base_url} failed mid-reply: {text}")
            return ProviderError(f"Ollama at {self.base_url} refused the request (HTTP {code}): {text}")
        if isinstance(err, httpx.TimeoutException):
            return ProviderError(
                f"Ollama at {self.base_url} sent nothing for {self.config.first_token_timeout_s:g} s; "
                "raise first_token_timeout_s (AGENT_FIRST_TOKEN_TIMEOUT) if the model is slow to load"
            )
        if isinstance(err, (httpx.RemoteProtocolError, httpx.ReadError, httpx.WriteError)):
            return Transient(f"Ollama at {self.base_url} closed the connection mid-reply ({err or type(err).__name__})")
        if isinstance(err, (ValidationError, json.JSONDecodeError)):
            return ProviderError(
                f"Ollama at {self.base_url} sent a reply the agent cannot read: {str(err).splitlines()[0]}"
            )
        return err

    _ERRORS = (ConnectionError, ollama.ResponseError, httpx.HTTPError, ValidationError, json.JSONDecodeError)

    # -- detection ------------------------------------------------------------------------

    def show(self) -> dict[str, Any]:
        """Ollama's /api/show for this model, as JSON."""

        def once() -> dict[str, Any]:
            try:
                return self.client.show(self.model).model_dump(mode="json", by_alias=True, exclude_none=True)
            except self._ERRORS as err:
                raise self._translate(err) from None

        return call_with_retries(once, self.config, self.sleep)

    def detect(self) -> Detected:
        return capabilities.detect_from_ollama_show(self.show())

    def list_models(self) -> list[str]:
        """Names of the models this Ollama server has (/api/tags); this provider's own model plays no part."""

        def once() -> list[str]:
            try:
                return [entry.model for entry in self.client.list().models if entry.model]
            except self._ERRORS as err:
                raise self._translate(err) from None

        return call_with_retries(once, self.config, self.sleep)

    # -- chat -----------------------------------------------------------------------------

    def chat_arguments(self, request: ChatRequest) -> dict[str, Any]:
        """The keyword arguments of `ollama.Client.chat` for this request (without `stream`)."""
        capability = request.capability
        if self.num_ctx is None:
            self.num_ctx = capability.num_ctx
        options: dict[str, Any] = {"num_ctx": self.num_ctx, "num_predict": request.max_tokens}
        options.update(capability.sampling.model_dump(exclude_none=True))
        if capability.stop and request.purpose == "turn":
            options["stop"] = list(capability.stop)
        arguments: dict[str, Any] = {
            "model": self.model,
            "messages": render_messages(request, "ollama"),
            "options": options,
            "keep_alive": self.config.keep_alive,
        }
        if request.purpose == "turn" and capability.tool_mode == "native" and request.tools:
            arguments["tools"] = tool_dicts(request)
        if request.purpose == "turn" and capability.tool_mode == "grammar":
            arguments["format"] = grammar_schema(request)
        return arguments

    def stream(self, request: ChatRequest) -> Iterator[ProviderEvent]:
        return stream_with_retries(lambda: self._attempt(request), self.config, self.sleep)

    def _attempt(self, request: ChatRequest) -> Iterator[ProviderEvent]:
        arguments = self.chat_arguments(request)
        assembler = TurnAssembler(request)
        started = time.perf_counter()
        first_at: float | None = None
        final = None
        parts: Any = None
        try:
            if self.config.stream:
                parts = self.client.chat(**arguments, stream=True)
            else:
                parts = iter([self.client.chat(**arguments, stream=False)])
            for part in parts:
                if time.perf_counter() - started > self.config.total_timeout_s:
                    raise ProviderError(
                        f"Ollama at {self.base_url} did not finish the reply within {self.config.total_timeout_s:g} s "
                        "(total_timeout_s); raise it with AGENT_TOTAL_TIMEOUT or ask for less"
                    )
                message = part.message
                if message.content:
                    first_at = first_at or time.perf_counter()
                    yield from assembler.add_text(message.content)
                for call in message.tool_calls or []:
                    first_at = first_at or time.perf_counter()
                    yield from assembler.add_native_call(
                        NativeCall(None, call.function.name, dict(call.function.arguments))
                    )
                if part.done:
                    final = part
        except self._ERRORS as err:
            raise self._translate(err) from None
        finally:
            if parts is not None and hasattr(parts, "close"):
                parts.close()  # releases the HTTP response, also on Ctrl-C
        if final is None:
            raise Transient(f"Ollama at {self.base_url} ended the reply before it was done")
        turn = assembler.finish(final.done_reason)
        yield from assembler.unshown_text(turn)
        now = time.perf_counter()
        reported = final.prompt_eval_count is not None or final.eval_count is not None
        turn.usage = ServerUsage(
            prompt_tokens=final.prompt_eval_count
            if final.prompt_eval_count is not None
            else sum(estimate_tokens(m["content"] or "") for m in arguments["messages"]),
            completion_tokens=final.eval_count if final.eval_count is not None else assembler.chunks,
            prompt_tokens_evaluated=final.prompt_eval_count,
            time_to_first_token_s=(first_at - started) if first_at else None,
            total_time_s=now - started,
            usage_reported=reported,
            load_duration_s=_seconds(final.load_duration),
            prompt_eval_duration_s=_seconds(final.prompt_eval_duration),
            eval_duration_s=_seconds(final.eval_duration),
            server_total_duration_s=_seconds(final.total_duration),
        )
        yield TurnDone(turn=turn)

    def count_request_tokens(self, request: ChatRequest) -> int | None:
        return None  # the server tokenises; the loop estimates, calibrated by the usage it reports

    def running_window(self) -> int | None:
        """The window Ollama runs this model with now (`/api/ps` `context_length`, which newer Ollama reports);
        None when it does not say. Ollama cuts a longer prompt silently, so the loop asks after the first reply."""
        try:
            running = self.client.ps().models
        except self._ERRORS:
            return None  # a failed check is no finding; the run goes on as it was
        for entry in running:
            if self.model in (entry.model, entry.name) or f"{self.model}:latest" in (entry.model, entry.name):
                return entry.context_length or None
        return None

    def close(self) -> None:
        self.client.close()
