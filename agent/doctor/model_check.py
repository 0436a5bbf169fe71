"""One model, checked as a run in this workspace would use it: what its backend detects, the capability resolved
from that with the user's defaults, the window a request of ours gets (by what serves it), what the agent's own
prompt takes of it, the tool mode and edit format with their sources, and whether it was calibrated."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict

from agent.backends import backend_of
from agent.backends.model_spec import ModelSpec
from agent.config_files import UserConfig
from agent.doctor import own_prompt
from agent.doctor.findings import Figure, ModelCheck, Problem, Setting, Window, provenance_of
from agent.doctor.ollama_window import native_window
from agent.doctor.server_window import endpoint_window, in_process_window
from agent.errors import AgentError
from agent.paths import calibration_results_file
from agent.providers.provider import ChatRequest
from agent.providers.servers.server_json import ServerJson, server_root
from agent.start.session import resolve_capability
from capabilities import Capability, Detected, Overrides


class DoctorSettings(BaseModel):
    """What every model is checked with: the run's defaults in this workspace."""

    model_config = ConfigDict(arbitrary_types_allowed=True)

    workspace: Path
    flags: Overrides
    config: UserConfig  # the user's config.toml as read once
    map_tokens: int | None
    sandbox_network: bool | None  # None: bash runs unsandboxed (the system prompt says nothing of it)
    load: bool = False  # load Ollama models to measure their window


# A model's window and, where its server can count them, its own prompt's tokens.
Measured = tuple[Window, list[Problem], Figure | None]
WindowCheck = Callable[[ModelSpec, Capability, Detected | None, ChatRequest, DoctorSettings], Measured]


def check_model(spec: ModelSpec, settings: DoctorSettings) -> ModelCheck:
    backend = backend_of(spec)
    described = backend.describe(spec)
    try:
        detected = backend.metadata(spec) if backend.in_process else backend.probe(spec, settings.config)
    except AgentError as err:
        problem = Problem(severity="warning", what=f"{spec.raw}: {err}", fix="")
        return ModelCheck(model=spec.raw, backend=described, reachable=False, problems=[problem])
    capability = resolve_capability(spec.registry_id, settings.workspace, settings.flags, detected)
    request = own_prompt.own_request(settings.workspace, capability, settings.sandbox_network)
    check = WINDOW_CHECKS.get(spec.kind, in_process_check if backend.in_process else None)
    if check is None:  # a scripted model: nothing to serve or cut
        return ModelCheck(
            model=spec.raw, backend=described, reachable=True, tool_mode=_setting(capability, "tool_mode")
        )
    try:
        window, problems, counted = check(spec, capability, detected, request, settings)
    except AgentError as err:
        problem = Problem(severity="warning", what=f"{spec.raw}: {err}", fix="")
        return ModelCheck(model=spec.raw, backend=described, reachable=False, problems=[problem])
    own = own_prompt.own_prompt(request, counted, settings.map_tokens)
    problems += own_prompt.prompt_problems(spec.raw, own, capability, window.server)
    calibration = calibration_file(spec)
    if calibration is None and not any(s.startswith("measured") for s in capability.sources.values()):
        guessed = "guessed (an unknown model)" if capability.is_guess else "shipped or configured"
        problems.append(
            Problem(
                severity="note",
                what=f"nothing of {spec.raw} was measured here: its window, tool mode and speed are {guessed}",
                fix=f"agent calibrate {spec.raw}",
            )
        )
    return ModelCheck(
        model=spec.raw,
        backend=described,
        reachable=True,
        window=window,
        own_prompt=own,
        tool_mode=_setting(capability, "tool_mode"),
        edit_format=_setting(capability, "edit_format"),
        calibration=str(calibration) if calibration is not None else None,
        problems=problems,
    )


def ollama_check(
    spec: Any, capability: Capability, detected: Detected | None, request: ChatRequest, settings: DoctorSettings
) -> Measured:
    from agent.providers.servers.provider_config import ollama_base_url

    with ServerJson(ollama_base_url()) as ask:
        window, problems = native_window(ask, spec.model, capability, settings.load)
    return window, problems, None


def endpoint_check(
    spec: Any, capability: Capability, detected: Detected | None, request: ChatRequest, settings: DoctorSettings
) -> Measured:
    from agent.backends.servers import openai_target

    base_url, api_key = openai_target(spec, settings.config)
    with ServerJson(server_root(base_url), api_key) as ask:
        window, problems = endpoint_window(ask, spec.model, capability, detected, settings.load)
        counted = own_prompt.count_on_llama_server(ask, request) if window.server == "llama-server" else None
    return window, problems, counted


def in_process_check(
    spec: ModelSpec, capability: Capability, detected: Detected | None, request: ChatRequest, settings: DoctorSettings
) -> Measured:
    """Loads the model as a run does (with the window it budgets) and counts the prompt in its tokens."""
    from agent.start.permission_choices import PermissionChoices
    from agent.start.session import open_model
    from agent.start.session_context import SessionContext

    context = SessionContext.read(settings.workspace, settings.config, PermissionChoices(ask=False))
    provider, opened = open_model(spec, context, settings.flags)
    try:
        counted = own_prompt.count_in_process(provider, request.model_copy(update={"capability": opened}))
    finally:
        provider.close()
    return in_process_window(opened, detected), [], counted


# A spec's kind -> how its window is checked; in-process kinds share one check, a script has none.
WINDOW_CHECKS: dict[str, WindowCheck] = {"ollama": ollama_check, "openai": endpoint_check}


class CalibrationMark(BaseModel):
    """The one field of calibrate's results file (agent/calibrate/calibration_results.py) the doctor reads: read
    here, so the doctor never loads the calibration (an optional part) to ask."""

    finished: bool = False


def calibration_file(spec: ModelSpec) -> Path | None:
    """The results of a finished `agent calibrate` of this --model, if there are any."""
    path = calibration_results_file(spec.raw)
    try:
        finished = CalibrationMark.model_validate_json(path.read_text(encoding="utf-8")).finished
    except (OSError, ValueError):
        return None
    return path if finished else None


def _setting(capability: Capability, name: str) -> Setting:
    source = capability.sources.get(name, "default")
    return Setting(value=str(getattr(capability, name)), source=provenance_of(source), detail=source)
