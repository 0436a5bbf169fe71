"""`agent doctor` whole: the servers the user has (Ollama, $OPENAI_BASE_URL, config.toml's endpoints), whether each
answers and what it serves; every model they serve and the in-process ones (or only the models named), each
checked as a run in this workspace would use it; and the machine (sandbox, disk)."""

from __future__ import annotations

import os
from pathlib import Path

from agent.backends import BACKENDS
from agent.backends.model_spec import ModelSpec
from agent.backends.servers import OllamaBackend, OpenAIBackend, ollama_spec, openai_spec, openai_target
from agent.config_files import UserConfig
from agent.doctor.findings import DoctorReport, Problem, ServerCheck
from agent.doctor.machine_check import check_machine
from agent.doctor.model_check import DoctorSettings, check_model
from agent.errors import ProviderError


def checkup(workspace: Path, models: list[str], load: bool = False) -> DoctorReport:
    """Every server and model the user has, or only `models` (as `--model` takes them)."""
    from agent.start.session import check_config, resolve_model
    from agent.start.user_config import effective_defaults, load_user_config, run_settings

    config = load_user_config()
    check_config(workspace, config)
    chosen = run_settings(workspace, model=None, max_turns=None, ctx=None, tools=None, sandbox=None, user=config)
    sandbox_source = effective_defaults(workspace, config)["sandbox"].source
    machine = check_machine(workspace, chosen.sandbox, sandbox_source, config.sandbox_network, config.sandbox_home)
    settings = DoctorSettings(
        workspace=workspace,
        flags=chosen.overrides(),
        config=config,
        map_tokens=chosen.map_tokens,
        sandbox_network=None if machine.sandbox.value in ("off", "unavailable") else config.sandbox_network,
        load=load,
    )
    notes: list[str] = []
    servers: list[ServerCheck] = []
    specs: list[ModelSpec] = []
    if models:
        specs = [resolve_model(model, config=config) for model in models]
    else:
        for server, served in [_ollama_server(config)] + [_endpoint(p, config) for p in _openai_prefixes(config)]:
            servers.append(server)
            specs += served
        for backend in BACKENDS.values():
            if backend.in_process:
                specs += [listed.spec for listed in backend.list_models(notes, config)]
        if chosen.model_chosen and all(spec.raw != chosen.model for spec in specs):
            specs.append(resolve_model(chosen.model, config=config))
    return DoctorReport(
        servers=servers, models=[check_model(spec, settings) for spec in specs], machine=machine, notes=notes
    )


def _openai_prefixes(config: UserConfig) -> list[str]:
    return (["openai"] if os.environ.get("OPENAI_BASE_URL") else []) + list(config.endpoints)


def _ollama_server(config: UserConfig) -> tuple[ServerCheck, list[ModelSpec]]:
    from agent.providers.servers.provider_config import ollama_base_url

    url = ollama_base_url()
    try:
        names = OllamaBackend().served_names(ollama_spec("*"), config)
    except ProviderError as err:  # no Ollama is common: a user of other servers
        return ServerCheck(name="ollama", url=url, reachable=False, problems=[_silent(str(err), "ollama serve")]), []
    problems = [] if names else [_empty("ollama", url, "ollama pull qwen2.5-coder:7b")]
    served: list[ModelSpec] = [ollama_spec(name) for name in names]
    return ServerCheck(name="ollama", url=url, reachable=True, serves=names, problems=problems), served


def _endpoint(prefix: str, config: UserConfig) -> tuple[ServerCheck, list[ModelSpec]]:
    """$OPENAI_BASE_URL (`openai`) or an endpoint of config.toml."""
    url = openai_target(openai_spec(prefix, "*"), config)[0]
    try:
        names = OpenAIBackend().served_names(openai_spec(prefix, "*"), config)
    except ProviderError as err:  # a server the user configured that does not answer
        problem = Problem(severity="warning", what=str(err), fix="")
        return ServerCheck(name=prefix, url=url, reachable=False, problems=[problem]), []
    problems = [] if names else [_empty(prefix, url, "")]
    served: list[ModelSpec] = [openai_spec(prefix, name) for name in names]
    return ServerCheck(name=prefix, url=url, reachable=True, serves=names, problems=problems), served


def _silent(what: str, fix: str) -> Problem:
    return Problem(severity="note", what=what, fix=fix)


def _empty(name: str, url: str, fix: str) -> Problem:
    return Problem(severity="warning", what=f"{name} at {url} answers but serves no model", fix=fix)
