"""What the agent's own prompt takes of a model's window before any work: the system prompt a run builds for this
workspace and model (edit format, sandbox), the tools it offers in the model's tool mode, and the repository map's
budget. Counted in the model's own tokens where they can be had: an in-process model's tokenizer, llama-server's
`/apply-template` and `/tokenize`; else estimated, and said so."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from agent.calls.edit_choices import grammar_specs
from agent.calls.runtime import ToolRuntime
from agent.doctor.findings import Figure, OwnPrompt, Problem
from agent.messages import Message
from agent.prompts.instructions import system_prompt
from agent.providers.provider import ChatRequest, Provider
from agent.providers.servers.server_json import ServerJson
from agent.providers.tool_modes import render_messages, tool_dicts
from agent.tokens import message_tokens, tool_spec_tokens
from agent.turns.repo_map_context import map_budget
from capabilities import COMPACTION_SHARE, Capability, compaction_share_text

ROOM_FOR_WORK = 1024  # tokens below the compaction point a model needs past its own prompt: a task, a read, a reply


def own_request(workspace: Path, capability: Capability, sandbox_network: bool | None) -> ChatRequest:
    """The first request of a run before its task: the system prompt and the tools, as the loop builds them."""
    runtime = ToolRuntime(workspace)
    runtime.follow(capability)
    system = system_prompt(workspace, sandbox_network, capability.edit_format)
    return ChatRequest(
        messages=[Message(role="system", content=system)],
        tools=grammar_specs(runtime, capability),
        capability=capability,
    )


def count_in_process(provider: Provider, request: ChatRequest) -> Figure | None:
    counted = provider.count_request_tokens(request)
    return None if counted is None else Figure(value=counted, source="measured", detail="the model's own tokenizer")


def count_on_llama_server(ask: ServerJson, request: ChatRequest) -> Figure | None:
    """The request as llama-server's chat template renders it, in its tokens; None when it cannot say."""
    body: dict[str, Any] = {"messages": render_messages(request, "openai")}
    if request.capability.tool_mode == "native" and request.tools:
        body["tools"] = tool_dicts(request)
    rendered = ask.post("/apply-template", body)
    prompt = rendered.get("prompt") if isinstance(rendered, dict) else None
    if not isinstance(prompt, str):
        return None
    tokens = ask.post("/tokenize", {"content": prompt, "add_special": True})
    if not (isinstance(tokens, dict) and isinstance(tokens.get("tokens"), list)):
        return None
    return Figure(value=len(tokens["tokens"]), source="server", detail="llama-server /apply-template + /tokenize")


def estimate(request: ChatRequest) -> Figure:
    tokens = sum(message_tokens(m) for m in request.messages) + tool_spec_tokens(request.tools)
    return Figure(value=tokens, source="estimated", detail="tiktoken cl100k, not the model's tokenizer")


def own_prompt(request: ChatRequest, counted: Figure | None, map_tokens: int | None) -> OwnPrompt:
    capability = request.capability
    prompt = counted or estimate(request)
    budget = map_budget(map_tokens, capability)
    how = "repo_map_tokens as set" if map_tokens is not None else "the default share of the window"
    map_figure = Figure(value=budget, source="config" if map_tokens is not None else "shipped", detail=how)
    return OwnPrompt(
        system_and_tools=prompt,
        map_budget=map_figure,
        total=(prompt.value or 0) + budget,
        compaction_at=capability.compaction_at,
    )


def prompt_problems(model: str, own: OwnPrompt, capability: Capability, server: str) -> list[Problem]:
    """A window too small for the agent's own prompt and some work, with the fix where the window is set: the
    agent's --ctx for a model it loads or sends the window to, the server's own setting otherwise."""
    if own.total + ROOM_FOR_WORK <= own.compaction_at:
        return []
    fixed, map_share = own.system_and_tools.value or 0, own.map_budget.value or 0
    needed = window_for(fixed + map_share + ROOM_FOR_WORK)
    if fixed + ROOM_FOR_WORK <= own.compaction_at and map_share > 0:
        fix = f"agent run --model {model} --map-tokens 0"
    elif needed > capability.context_advertised:
        fix = ""  # the model's own window is too small: no setting helps
    else:
        fix = WINDOW_FIXES.get(server, "agent run --model {model} --ctx {needed}").format(model=model, needed=needed)
    return [
        Problem(
            severity="cut",
            what=f"the agent's own prompt takes {own.total:,} tokens (system prompt and tools {fixed:,}, map "
            f"{map_share:,}) of the {own.compaction_at:,} allowed before compaction ({compaction_share_text()} of "
            f"{capability.context_effective:,}): no room is left for the work",
            fix=fix,
        )
    ]


# Where a server's window is set, for a window the agent cannot raise with --ctx (servers fix their own).
WINDOW_FIXES = {
    "llama-server": "llama-server … -c {needed} -np 1",
    "lm-studio": "lms load {model} --context-length {needed}",
    "ollama-v1": "OLLAMA_CONTEXT_LENGTH={needed} ollama serve",
}


def window_for(tokens: int) -> int:
    """The smallest power-of-two window whose compaction point holds `tokens`."""
    window = 2048
    while window * COMPACTION_SHARE < tokens:
        window *= 2
    return window
