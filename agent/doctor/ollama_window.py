"""The window an Ollama model gets from a request of ours, against the model's and the server's defaults.

Through `ollama/NAME` every request carries `options.num_ctx` (agent/providers/servers/ollama.py), so it gets the window
we send. Through Ollama's OpenAI-compatible `/v1` (an endpoint or $OPENAI_BASE_URL at Ollama) no request can
carry it: the model runs with its Modelfile's `num_ctx`, else the server's default (`OLLAMA_CONTEXT_LENGTH`,
4,096 when unset), which Ollama does not report, and a longer prompt is cut without a word (ollama#3839). With
`load`, the doctor loads the model as such a request would (`POST /api/generate` with an empty prompt, which
only loads it) and reads the window it runs from `/api/ps`: measured, not assumed."""

from __future__ import annotations

import re
from typing import Any

from agent.doctor.findings import Figure, Problem, Window, budget_figure
from agent.providers.servers.server_json import ServerJson
from capabilities import Capability

OLLAMA_DEFAULT_WINDOW = 4096  # Ollama's documented default num_ctx (docs/faq.md), used when the server says nothing
LOAD_S = 120.0  # a model's first load from disk can take a minute
KEEP_ALIVE = "5m"  # Ollama's own default: the load the doctor makes stays as long as anyone's would
_NUM_CTX = re.compile(r"^num_ctx\s+(\d+)\s*$", re.MULTILINE)


def is_ollama(ask: ServerJson) -> bool:
    """Whether the server is Ollama: it answers `/api/version` with its version."""
    answer = ask.get("/api/version")
    return isinstance(answer, dict) and isinstance(answer.get("version"), str)


def modelfile_window(show: dict[str, Any]) -> int | None:
    """The `num_ctx` a model's Modelfile sets (`parameters` of /api/show), if any."""
    found = _NUM_CTX.search(str(show.get("parameters") or ""))
    return int(found.group(1)) if found else None


def trained_window(show: dict[str, Any]) -> int | None:
    info = show.get("model_info") or {}
    architecture = info.get("general.architecture")
    value = info.get(f"{architecture}.context_length")
    return value if isinstance(value, int) and value > 0 else None


def running_window(ask: ServerJson, model: str) -> int | None:
    """The window Ollama runs `model` with now (`/api/ps` `context_length`); None when it is not loaded."""
    answer = ask.get("/api/ps")
    for entry in (answer or {}).get("models") or [] if isinstance(answer, dict) else []:
        names = {entry.get("model"), entry.get("name")}
        if model in names or f"{model}:latest" in names:
            length = entry.get("context_length")
            return length if isinstance(length, int) and length > 0 else None
    return None


def loaded_window(ask: ServerJson, model: str, num_ctx: int | None) -> int | None:
    """Load `model` as a request of ours would (with `num_ctx`, or without it as through /v1) and read the window
    Ollama then runs it with."""
    options = {"num_ctx": num_ctx} if num_ctx is not None else {}
    loading = ServerJson(ask.root, answer_s=LOAD_S)
    try:
        done = loading.post(
            "/api/generate", {"model": model, "prompt": "", "keep_alive": KEEP_ALIVE, "options": options}
        )
    finally:
        loading.close()
    return running_window(ask, model) if done is not None else None


def native_window(ask: ServerJson, model: str, capability: Capability, load: bool) -> tuple[Window, list[Problem]]:
    """`ollama/NAME`: the num_ctx we send, and what Ollama does with it."""
    show = ask.post("/api/show", {"model": model}) or {}
    sent = Figure(value=capability.num_ctx, source=budget_figure(capability).source, detail="options.num_ctx we send")
    request = sent
    problems: list[Problem] = []
    running = running_window(ask, model)
    if load:
        measured = loaded_window(ask, model, capability.num_ctx)
        if measured is not None:
            request = Figure(
                value=measured, source="measured", detail=f"/api/ps after loading with num_ctx {sent.value}"
            )
            if measured < capability.num_ctx:
                problems.append(
                    Problem(
                        severity="cut",
                        what=f"Ollama runs {model} with a {measured:,}-token window though we ask for "
                        f"{capability.num_ctx:,}: a longer prompt is cut without a word",
                        fix=f"agent run --model ollama/{model} --ctx {measured}",
                    )
                )
    elif running is not None and running < capability.num_ctx:
        problems.append(
            Problem(
                severity="note",
                what=f"Ollama runs {model} now with {running:,} tokens (its default or another client's num_ctx); "
                f"our requests send num_ctx {capability.num_ctx:,}, so Ollama reloads it for us and for them in turn",
                fix=f"OLLAMA_CONTEXT_LENGTH={capability.num_ctx} ollama serve",
            )
        )
    window = Window(
        server="ollama",
        request=request,
        budget=budget_figure(capability),
        trained=Figure(value=trained_window(show), source="server", detail="/api/show model_info"),
        sent=sent,
        model_default=_modelfile_figure(show),
        running=Figure(value=running, source="server", detail="/api/ps context_length") if running else None,
        silent_cut=True,
    )
    return window, problems


def openai_window(ask: ServerJson, model: str, capability: Capability, load: bool) -> tuple[Window, list[Problem]]:
    """Ollama behind its OpenAI-compatible /v1: no num_ctx on any request, so the model's or the server's default."""
    show = ask.post("/api/show", {"model": model}) or {}
    default = _modelfile_figure(show)
    running = running_window(ask, model)
    request = default or Figure(
        value=OLLAMA_DEFAULT_WINDOW,
        source="assumed",
        detail="Ollama's default; it does not report OLLAMA_CONTEXT_LENGTH",
    )
    if load and (measured := loaded_window(ask, model, None)) is not None:
        request = Figure(value=measured, source="measured", detail="/api/ps after loading without num_ctx, as /v1 does")
    budget = budget_figure(capability)
    problems: list[Problem] = []
    if request.value is not None and request.value < capability.context_effective:
        how = (
            "assumed: Ollama does not report it; `agent doctor --load` measures it"
            if request.source == "assumed"
            else request.detail
        )
        problems.append(
            Problem(
                severity="cut",
                what=f"Ollama's /v1 runs {model} with {request.value:,} tokens ({how}), the agent budgets "
                f"{capability.context_effective:,}: a longer prompt is cut without a word; `--model ollama/{model}` "
                "sends its window with each request instead",
                fix=f"OLLAMA_CONTEXT_LENGTH={capability.context_effective} ollama serve",
            )
        )
    window = Window(
        server="ollama-v1",
        request=request,
        budget=budget,
        trained=Figure(value=trained_window(show), source="server", detail="/api/show model_info"),
        model_default=default,
        running=Figure(value=running, source="server", detail="/api/ps context_length") if running else None,
        silent_cut=True,
    )
    return window, problems


def _modelfile_figure(show: dict[str, Any]) -> Figure | None:
    value = modelfile_window(show)
    return Figure(value=value, source="server", detail="the Modelfile's num_ctx (/api/show)") if value else None
