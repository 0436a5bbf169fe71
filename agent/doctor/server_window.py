"""The window a request of ours gets from an OpenAI-compatible server, by what the server is.

- llama.cpp's `llama-server`: `/props` `default_generation_settings.n_ctx` and each of `/slots`' `n_ctx` are the
  window of one slot, which is what one request gets. `-c` is split across the `-np` slots unless the KV cache is
  unified (llama.cpp#11681): `-c 16384 -np 4` gives each request 4,096. It refuses a longer prompt with an error,
  which the agent reads (agent/providers/overflow.py): not a silent cut, but a quarter of the window paid for.
- LM Studio: `/api/v0/models/NAME` says `loaded_context_length`, the length it loaded the model with; a longer
  conversation is handled by its context-overflow policy (truncation by default): cut without an error.
- vLLM: `max_model_len` in /v1/models, which detection already reads; it refuses longer prompts.
- Ollama's /v1: agent/doctor/ollama_window.py.
- Anything else says nothing of its window."""

from __future__ import annotations

from typing import Any

from agent.doctor import ollama_window
from agent.doctor.findings import SERVER_CAP, Figure, Problem, Window, budget_figure
from agent.providers.servers.server_json import ServerJson, llama_server_slots
from capabilities import Capability, Detected


def endpoint_window(
    ask: ServerJson, model: str, capability: Capability, detected: Detected | None, load: bool
) -> tuple[Window, list[Problem]]:
    if ollama_window.is_ollama(ask):
        return ollama_window.openai_window(ask, model, capability, load)
    props = ask.get("/props")
    if isinstance(props, dict) and ("default_generation_settings" in props or "total_slots" in props):
        return llama_server_window(ask, props, model, capability, detected)
    loaded = ask.get(f"/api/v0/models/{model}")
    if isinstance(loaded, dict) and "max_context_length" in loaded:
        return lm_studio_window(loaded, model, capability)
    trained = _trained(detected)
    if detected is not None and detected.server_context is not None:
        window = Figure(value=detected.server_context, source="server", detail="max_model_len (/v1/models)")
        return Window(server="vllm", request=window, budget=budget_figure(capability), trained=trained), []
    problem = Problem(
        severity="warning",
        what=f"the server of {model} does not say which window it runs (llama-cpp-python's server has no /props): "
        f"the agent budgets {capability.context_effective:,} tokens from {capability.sources['context_effective']}",
        fix="",
    )
    unknown = Figure(value=None, source="server", detail="not reported")
    return Window(server="openai", request=unknown, budget=budget_figure(capability), trained=trained), [problem]


def llama_server_window(
    ask: ServerJson, props: dict[str, Any], model: str, capability: Capability, detected: Detected | None
) -> tuple[Window, list[Problem]]:
    slots = llama_server_slots(ask, props)
    count, per_slot = (slots.count, slots.per_slot) if slots is not None else (None, None)
    detail = slots.detail if slots is not None else "/props n_ctx of one slot"
    trained = _trained(detected)
    problems: list[Problem] = []
    slot_limits = SERVER_CAP in capability.sources.get("context_effective", "")  # the agent would budget more
    if count is not None and count > 1 and per_slot is not None and slot_limits:
        whole = per_slot * count
        problems.append(
            Problem(
                severity="warning",
                what=f"llama-server gives each request one of its {count} slots' windows: {per_slot:,} tokens, "
                f"1/{count} of the {whole:,} its -c holds when split across -np {count} (llama.cpp#11681)",
                fix=f"llama-server … -c {whole} -np {count} --kv-unified",
            )
        )
    request = Figure(value=per_slot, source="server", detail=detail)
    window = Window(
        server="llama-server", request=request, budget=budget_figure(capability), trained=trained, slots=count
    )
    return window, problems


def lm_studio_window(loaded: dict[str, Any], model: str, capability: Capability) -> tuple[Window, list[Problem]]:
    length = _positive(loaded.get("loaded_context_length"))
    most = _positive(loaded.get("max_context_length"))
    problems: list[Problem] = []
    if length is not None and length < capability.context_effective:
        problems.append(
            Problem(
                severity="cut",
                what=f"LM Studio loaded {model} with {length:,} tokens, the agent budgets "
                f"{capability.context_effective:,}: its context-overflow policy cuts a longer conversation",
                fix=f"lms load {model} --context-length {capability.context_effective}",
            )
        )
    request = Figure(value=length, source="server", detail="loaded_context_length (/api/v0/models)")
    trained = Figure(value=most, source="server", detail="max_context_length (/api/v0/models)")
    window = Window(
        server="lm-studio", request=request, budget=budget_figure(capability), trained=trained, silent_cut=True
    )
    return window, problems


def in_process_window(capability: Capability, detected: Detected | None) -> Window:
    """An in-process model loads with the window the agent budgets: what a request gets, and never cut."""
    budget = budget_figure(capability)
    return Window(server="in-process", request=budget, budget=budget, trained=_trained(detected))


def _trained(detected: Detected | None) -> Figure:
    value = detected.context_trained if detected is not None else None
    source = "file" if detected is not None and detected.how == "gguf" else "server"
    return Figure(value=value, source=source, detail=f"detected:{detected.how}" if detected is not None else "")


def _positive(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) and value > 0 else None
