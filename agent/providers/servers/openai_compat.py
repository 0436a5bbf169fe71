"""OpenAI-compatible servers (llama.cpp server, LM Studio, vLLM) through the official `openai` client.

What real servers do differently is normalised here, in one place: HTTP 200 with an error
object in the body, tool calls without ids or with arguments as an object, tool calls written
into `content` (→ the text parser), `finish_reason: "length"` (→ "write a shorter reply", not a
format error), and usage that is missing or all zero (→ counted here, marked as estimated).
Retries are the agent's own (the client's are off): connection errors, 5xx and 429 only.
"""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from typing import Any

import openai

from agent.errors import ProviderError, ServerWindowError, UnservedModelError
from agent.providers.overflow import is_overflow, window_in_error
from agent.providers.provider import ChatRequest, ProviderEvent, TurnDone
from agent.providers.servers.provider_config import ProviderConfig, ResponseFormat
from agent.providers.servers.retry import EmptyStream, Sleep, Transient, call_with_retries, stream_with_retries
from agent.providers.servers.server_slots import ServerSlots, SlotRestore, account_restore
from agent.providers.tool_modes import NativeCall, TurnAssembler, grammar_schema, render_messages, tool_dicts
from agent.providers.usage import ServerUsage
from agent.tokens import estimate_tokens
from capabilities import Detected, detect_from_openai_models

_SAMPLING_STANDARD = ("temperature", "top_p")


def _extra(obj: Any, key: str) -> Any:
    """A field the OpenAI types do not declare (servers add `error`, `timings`, ...)."""
    extra = getattr(obj, "model_extra", None) or {}
    return extra.get(key)


def _count(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) and value >= 0 else None


def _error_text(body: Any, fallback: str) -> str:
    if isinstance(body, dict):
        inner = body.get("error", body)
        if isinstance(inner, dict):
            return str(inner.get("message") or inner.get("detail") or json.dumps(inner))[:500]
        if isinstance(inner, str):
            return inner[:500]
        if "detail" in body:
            return json.dumps(body["detail"])[:500]
    if isinstance(body, str) and body:
        return body[:500]
    return fallback


class OpenAICompatProvider:
    def __init__(
        self,
        model: str,
        base_url: str,
        config: ProviderConfig,
        *,
        api_key: str | None = None,
        response_format: ResponseFormat | None = None,
        model_id: str | None = None,
    ):
        self.model = model
        self.model_id = model_id or f"openai/{model}"
        self.base_url = base_url.rstrip("/")
        self.config = config
        # None: try the OpenAI-standard json_schema first and switch once if the server refuses it.
        self.response_format = response_format
        self.sleep: Sleep = time.sleep  # tests replace it: no test waits for a real backoff
        # openai ships its own httpx build: its Timeout and its exceptions, not the httpx package's.
        timeout = openai.Timeout(self.config.first_token_timeout_s, connect=self.config.connect_timeout_s)
        self.client = openai.OpenAI(
            base_url=self.base_url, api_key=api_key or "not-needed", timeout=timeout, max_retries=0
        )
        # llama-server's slot files (server_slots): a continued session starts from its saved cache.
        root = self.base_url.removesuffix("/v1")
        self.slots = ServerSlots(self.client, root, self.config.connect_timeout_s, self.config.first_token_timeout_s)

    def bind_session(self, session_id: str) -> None:
        """The session whose slot this provider saves after each turn and restores when it continues."""
        self.slots.bind_session(session_id)

    # -- errors ---------------------------------------------------------------------------

    def _unreachable(self) -> str:
        return f"could not reach the OpenAI-compatible server at {self.base_url} — is it running?"

    def _translate(self, err: Exception, receiving: bool) -> Exception:
        """Transient (worth a retry) or ProviderError (final), with a message for the user."""
        if isinstance(err, openai.APITimeoutError):
            return ProviderError(
                f"the server at {self.base_url} sent nothing for {self.config.first_token_timeout_s:g} s; "
                "raise first_token_timeout_s (AGENT_FIRST_TOKEN_TIMEOUT) if the model is slow"
            )
        if isinstance(err, openai.APIConnectionError):
            if receiving:
                return Transient(f"the server at {self.base_url} closed the connection mid-reply")
            return Transient(self._unreachable())
        if isinstance(err, openai.APIStatusError):
            code, text = err.status_code, _error_text(err.body, err.message)
            raw = f"{text} {err.body}"
            if code in (400, 413, 422, 500) and is_overflow(raw):  # never retried unchanged
                window = window_in_error(raw)
                said = f" of {window} tokens" if window else ""
                return ServerWindowError(
                    f"the server at {self.base_url} refused the request as longer than its window{said}: {text}",
                    window,
                )
            if code == 429 or code >= 500:
                return Transient(f"the server at {self.base_url} answered HTTP {code}: {text}")
            if code == 404:
                return UnservedModelError(
                    f"the server at {self.base_url} has no model {self.model!r} (HTTP 404: {text}); "
                    f"the names it serves are listed at {self.base_url}/models"
                )
            if code in (401, 403):
                return ProviderError(
                    f"the server at {self.base_url} refused the API key (HTTP {code}: {text}); "
                    "set OPENAI_API_KEY or api_key for the endpoint in config.toml"
                )
            return ProviderError(f"the server at {self.base_url} refused the request (HTTP {code}): {text}")
        if isinstance(err, openai.APIError):  # an error object inside a 200 stream
            return ProviderError(
                f"the server at {self.base_url} reported an error: {_error_text(err.body, err.message)}"
            )
        return err

    # -- detection ------------------------------------------------------------------------

    def _get_json(self, url: str) -> dict[str, Any] | None:
        """GET a JSON object from the server with the short connect timeout; None when it has no such endpoint."""
        try:
            body = self.client.with_options(timeout=self.config.connect_timeout_s).get(url, cast_to=object)
        except openai.APIStatusError as err:
            if err.status_code == 429 or err.status_code >= 500:
                raise Transient(f"the server at {self.base_url} answered HTTP {err.status_code} for {url}") from None
            return None  # no such endpoint on this server: nothing to learn from it
        except openai.APITimeoutError:
            return None
        except openai.APIConnectionError:
            raise Transient(self._unreachable()) from None
        return body if isinstance(body, dict) else None

    def detect(self) -> Detected:
        """What /models (and llama.cpp's /props, when there is one) say about the served model."""
        models = call_with_retries(lambda: self._get_json("/models"), self.config, self.sleep) or {}
        self.model = served_name(self.model, [entry.get("id") for entry in models.get("data") or []])
        root = self.base_url.removesuffix("/v1")
        try:
            props = self._get_json(f"{root}/props")  # llama.cpp's own endpoint, outside /v1
        except Transient:
            props = None
        return detect_from_openai_models(models, model_id=self.model, props=props)

    def list_models(self) -> list[str]:
        """Ids of the models the server serves (/models); this provider's own model plays no part."""
        listing = call_with_retries(lambda: self._get_json("/models"), self.config, self.sleep) or {}
        entries = [entry for entry in listing.get("data") or [] if isinstance(entry, dict)]
        return [model_id for entry in entries if isinstance(model_id := entry.get("id"), str) and model_id]

    # -- chat -----------------------------------------------------------------------------

    def create_arguments(self, request: ChatRequest) -> dict[str, Any]:
        """The keyword arguments of `client.chat.completions.create` for this request (without `stream`)."""
        capability = request.capability
        arguments: dict[str, Any] = {
            "model": self.model,
            "messages": render_messages(request, "openai"),
            "max_tokens": request.max_tokens,
        }
        sampling = capability.sampling.model_dump(exclude_none=True)
        extra = {k: v for k, v in sampling.items() if k not in _SAMPLING_STANDARD}
        arguments.update({k: v for k, v in sampling.items() if k in _SAMPLING_STANDARD})
        if extra:
            arguments["extra_body"] = extra  # llama.cpp, LM Studio and vLLM read top_k / min_p
        if capability.stop and request.purpose == "turn":
            arguments["stop"] = list(capability.stop)
        if request.purpose == "turn" and capability.tool_mode == "native" and request.tools:
            arguments["tools"] = tool_dicts(request)
        if request.purpose == "turn" and capability.tool_mode == "grammar":
            arguments["response_format"] = self._response_format(grammar_schema(request))
        return arguments

    def _response_format(self, schema: dict[str, Any]) -> dict[str, Any]:
        if self.response_format == "json_object":
            return {"type": "json_object", "schema": schema}
        return {"type": "json_schema", "json_schema": {"name": "agent_turn", "schema": schema}}

    def stream(self, request: ChatRequest) -> Iterator[ProviderEvent]:
        turn = request.purpose == "turn"  # a summary's prompt is not the session's: its slot is not saved
        continued = any(message.role == "assistant" for message in request.messages)
        restored = self.slots.restore(continued) if turn else SlotRestore()
        for event in self._stream(request):
            if isinstance(event, TurnDone):
                usage = event.turn.usage
                evaluated = usage.prompt_tokens_evaluated
                account_restore(usage, restored, None if evaluated is None else usage.prompt_tokens - evaluated)
                note = self.slots.save() if turn else None
                if note:
                    usage.model_state_note = "; ".join(filter(None, [usage.model_state_note, note]))
            yield event

    def _stream(self, request: ChatRequest) -> Iterator[ProviderEvent]:
        try:
            yield from stream_with_retries(lambda: self._attempt(request), self.config, self.sleep)
        except EmptyStream:
            # A stream that ended before anything came says nothing of why (llama-cpp-python's server does
            # this when the prompt does not fit): the same request once without streaming gets the reason.
            yield from stream_with_retries(lambda: self._attempt(request, stream=False), self.config, self.sleep)

    def _create(self, request: ChatRequest, arguments: dict[str, Any], stream: bool) -> Any:
        extra: dict[str, Any] = {"stream": stream}
        if stream:
            extra["stream_options"] = {"include_usage": True}
        try:
            return self.client.chat.completions.create(**arguments, **extra)
        except openai.APIStatusError as err:
            # 400/422 from most servers; llama-cpp-python answers its validation error with a 500.
            refused_format = err.status_code in (400, 422, 500) and "response_format" in str(err.body)
            if not ("response_format" in arguments and self.response_format is None and refused_format):
                raise
        # llama-cpp-python's server takes a schema only as {"type": "json_object", "schema": ...}.
        self.response_format = "json_object"
        arguments["response_format"] = self._response_format(grammar_schema(request))
        return self.client.chat.completions.create(**arguments, **extra)

    def _attempt(self, request: ChatRequest, stream: bool | None = None) -> Iterator[ProviderEvent]:
        stream = self.config.stream if stream is None else stream
        arguments = self.create_arguments(request)
        fields = self.slots.request_fields()
        if fields:
            arguments["extra_body"] = {**arguments.get("extra_body", {}), **fields}
        assembler = TurnAssembler(request)
        calls: dict[int, NativeCall] = {}
        started = time.perf_counter()
        first_at: float | None = None
        finish_reason: str | None = None
        usage: Any = None
        timings: Any = None
        response: Any = None
        receiving = False
        try:
            response = self._create(request, arguments, stream)
            receiving = True
            chunks = response if stream else [response]
            for chunk in chunks:
                if time.perf_counter() - started > self.config.total_timeout_s:
                    raise ProviderError(
                        f"the server at {self.base_url} did not finish the reply within "
                        f"{self.config.total_timeout_s:g} s "
                        "(total_timeout_s); raise it with AGENT_TOTAL_TIMEOUT or ask for less"
                    )
                error = _extra(chunk, "error")
                if error:  # HTTP 200 whose body is an error object
                    raise ProviderError(
                        f"the server at {self.base_url} reported an error: {_error_text({'error': error}, str(error))}"
                    )
                usage = getattr(chunk, "usage", None) or usage
                timings = _extra(chunk, "timings") or timings
                choices = getattr(chunk, "choices", None)
                if not stream and not choices:
                    raise ProviderError(f"the server at {self.base_url} answered without a reply (no choices)")
                for choice in choices or []:
                    message = choice.delta if stream else choice.message
                    if message is None:
                        continue
                    content = getattr(message, "content", None)
                    if isinstance(content, str) and content:
                        first_at = first_at or time.perf_counter()
                        yield from assembler.add_text(content)
                    for piece in getattr(message, "tool_calls", None) or []:
                        first_at = first_at or time.perf_counter()
                        yield from self._add_call_piece(piece, calls, assembler)
                    finish_reason = choice.finish_reason or finish_reason
        except openai.OpenAIError as err:
            raise self._translate(err, receiving) from None
        finally:
            if response is not None and hasattr(response, "close"):
                response.close()  # releases the HTTP response, also on Ctrl-C
        if stream and finish_reason is None and not assembler.text and not calls:
            raise EmptyStream(f"the server at {self.base_url} ended the reply before it was done")
        turn = assembler.finish(finish_reason)
        yield from assembler.unshown_text(turn)
        turn.usage = self._usage(arguments, assembler, usage, timings, started, first_at)
        yield TurnDone(turn=turn)

    def _add_call_piece(
        self, piece: Any, calls: dict[int, NativeCall], assembler: TurnAssembler
    ) -> Iterator[ProviderEvent]:
        """One tool call, or one streamed fragment of it; servers leave out `index` or `id` at will."""
        function = getattr(piece, "function", None)
        name = getattr(function, "name", None) or ""
        call_id = getattr(piece, "id", None)
        index = getattr(piece, "index", None)
        if index is None:
            same = next((i for i, c in calls.items() if call_id and c.id == call_id), None)
            index = same if same is not None else (len(calls) if name or not calls else max(calls))
        call = calls.get(index)
        if call is None:
            call = calls[index] = NativeCall(call_id, "", None)
            assembler.native.append(call)
        call.id = call.id or call_id
        yield from assembler.add_native_piece(call, name, getattr(function, "arguments", None))

    def _usage(
        self,
        arguments: dict[str, Any],
        assembler: TurnAssembler,
        usage: Any,
        timings: Any,
        started: float,
        first_at: float | None,
    ) -> ServerUsage:
        now = time.perf_counter()
        prompt = getattr(usage, "prompt_tokens", None)
        completion = getattr(usage, "completion_tokens", None)
        timings = timings if isinstance(timings, dict) else {}
        # llama.cpp's server: `prompt_n` tokens evaluated, `cache_n` reused from its cache, `predicted_n` generated.
        evaluated, reused, predicted = (_count(timings.get(key)) for key in ("prompt_n", "cache_n", "predicted_n"))
        if not isinstance(prompt, int) and evaluated is not None and predicted is not None:
            prompt, completion = evaluated + (reused or 0), predicted
        produced = bool(assembler.text or assembler.native)
        # Missing, or all zero for a reply that has text: the server did not count; count here.
        reported = (
            isinstance(prompt, int)
            and isinstance(completion, int)
            and not (produced and completion == 0 and prompt == 0)
        )
        if not (reported and isinstance(prompt, int) and isinstance(completion, int)):
            prompt = sum(estimate_tokens(m.get("content") or "") for m in arguments["messages"])
            completion = assembler.chunks if assembler.chunks > 1 else estimate_tokens(assembler.text)
        cached = getattr(getattr(usage, "prompt_tokens_details", None), "cached_tokens", None) if reported else None
        if reported and evaluated is not None:
            fresh: int | None = evaluated
        else:
            fresh = (prompt - cached) if isinstance(cached, int) else None
        return ServerUsage(
            prompt_tokens=prompt,
            completion_tokens=completion,
            prompt_tokens_evaluated=fresh,
            time_to_first_token_s=(first_at - started) if first_at else None,
            total_time_s=now - started,
            usage_reported=reported,
            prompt_eval_duration_s=timings["prompt_ms"] / 1000
            if isinstance(timings.get("prompt_ms"), (int, float))
            else None,
            eval_duration_s=timings["predicted_ms"] / 1000
            if isinstance(timings.get("predicted_ms"), (int, float))
            else None,
        )

    def count_request_tokens(self, request: ChatRequest) -> int | None:
        return None  # the server tokenises; the loop estimates, calibrated by the usage it reports

    def close(self) -> None:
        self.client.close()


def served_name(model: str, listed: list[Any]) -> str:
    """The id the server knows `model` by. llama-cpp-python's server names a model by its file's full path;
    `agent models` shows such a model by its file name, and that name (or the name without `.gguf`) is taken
    for the one listed path that ends in it."""
    ids = [entry for entry in listed if isinstance(entry, str)]
    if model in ids:
        return model
    matches = [
        i for i in ids if "/" in i and model in (i.rsplit("/", 1)[-1], i.rsplit("/", 1)[-1].removesuffix(".gguf"))
    ]
    return matches[0] if len(matches) == 1 else model
