"""All the user's models, ranked: the ones named, or every model `agent models` lists (the in-process ones, Ollama's,
$OPENAI_BASE_URL's and config.toml's endpoints'); each one's trial within its share of the time budget (what is left
of it, split among the models still to try, so one that finishes early leaves its time to the next); then one row
per model, best first."""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path

from pydantic import BaseModel, Field

from agent.backends import BACKENDS, backend_of
from agent.backends.model_spec import ModelSpec
from agent.config_files import UserConfig
from agent.errors import AgentError
from agent.ranking.score import SCORE_TEXT, RankedModel, ranked, ranked_model
from agent.ranking.trial import ModelTrial, finished_here, not_tried, run_trial
from capabilities import Capability, Detected

RANKING_VERSION = 1
MODEL_BUDGET_S = 120.0  # the budget when none is given: this much for each model still to try
LEAST_SHARE_S = 5.0  # a share shorter than this tries nothing: the model is left for the next run


class Ranking(BaseModel):
    ranking_version: int = RANKING_VERSION
    score: str = SCORE_TEXT
    models: list[RankedModel] = Field(description="best first")
    budget_s: float = Field(description="the time the trials had, together")
    elapsed_s: float
    notes: list[str] = Field(default_factory=list, description="what could not be listed or asked")


def user_models(config: UserConfig, named: list[str], notes: list[str]) -> list[ModelSpec]:
    """The models named (as --model takes them), else every model the backends list."""
    from agent.start.session import resolve_model

    if named:
        return [resolve_model(name, config=config) for name in named]
    return [listed.spec for backend in BACKENDS.values() for listed in backend.list_models(notes, config)]


def rank_models(
    workspace: Path,
    named: list[str],
    budget_s: float | None = None,
    max_window: int | None = None,
    say: Callable[[str], None] = lambda line: None,
    terminal: bool | None = None,
) -> Ranking:
    from agent.start.session import check_config
    from agent.start.user_config import load_user_config

    began = time.monotonic()
    config = load_user_config()
    check_config(workspace, config)
    notes: list[str] = []
    specs = user_models(config, named, notes)
    to_try = [spec for spec in specs if finished_here(spec) is None]
    budget = budget_s if budget_s is not None else MODEL_BUDGET_S * len(to_try)
    deadline = began + budget
    rows: list[RankedModel] = []
    for spec in specs:
        if spec in to_try:
            share = (deadline - time.monotonic()) / (len(to_try) - to_try.index(spec))
            if share < LEAST_SHARE_S:
                trial = not_tried(spec)
            else:
                say(f"{spec.raw}: trying it for up to {share:.0f} s")
                trial = run_trial(spec, workspace, share, max_window, terminal)
        else:
            trial = run_trial(spec, workspace, 0.0, max_window, terminal)  # reads the finished measurement
        say(_said(trial))
        rows.append(ranked_model(trial, backend_of(spec).describe(spec), _capability(spec, workspace, trial, config)))
    return Ranking(models=ranked(rows), budget_s=budget, elapsed_s=round(time.monotonic() - began, 1), notes=notes)


def _said(trial: ModelTrial) -> str:
    if trial.state == "reused":
        return f"{trial.model}: measured before on this machine ({trial.results_file})"
    if trial.state == "measured" and trial.results is not None:
        stopped = " (stopped by the budget: the next run goes on)" if not trial.results.finished else ""
        return f"{trial.model}: tried in {trial.seconds:.0f} s{stopped}"
    return f"{trial.model}: {trial.error}"


def _capability(spec: ModelSpec, workspace: Path, trial: ModelTrial, config: UserConfig) -> Capability:
    """The capability a run resolves for the model (what is not measured is shown from it, with its source)."""
    from agent.start.session import resolve_capability

    backend = backend_of(spec)
    detected: Detected | None = backend.metadata(spec)
    if detected is None and not backend.in_process and trial.state != "failed":
        try:
            detected = backend.probe(spec, config)
        except AgentError:
            detected = None
    return resolve_capability(spec.registry_id, workspace, None, detected)
