"""agent calibrate on the second real model (SmolLM2-135M-Instruct, in-process) twice, and on the embedded GGUF
behind the real C++ llama-server: the whole measurement runs through real models, two runs of the same model
agree within one step, and what a server-backed model reports comes from the server (what the models score is
their quality and is not asserted)."""

from __future__ import annotations

import pytest

from agent.backends.model_spec import parse_model_spec
from agent.calibrate.calibration import CalibrationOptions, calibrate
from agent.calibrate.window_search import judge, window_steps
from tests.agent.providers.llama_server import ALIAS, start_llama_server

pytest.importorskip("llama_cpp")
pytestmark = pytest.mark.slow

SAMPLES = 3
MAX_WINDOW = 4096  # 2K and 4K (the shortest probe takes over 1K): enough to compare two runs, short for CI


def within_one_step(first: int | None, second: int | None, limit: int) -> bool:
    steps = window_steps(limit)
    if first is None or second is None:
        return first == second
    return abs(steps.index(first) - steps.index(second)) <= 1


def test_two_calibrations_of_smollm2_in_process_agree(tmp_path, agent_home):
    options = CalibrationOptions(
        spec=parse_model_spec("smollm2"), workspace=tmp_path, samples=SAMPLES, max_window=MAX_WINDOW, budget_s=900
    )
    first, path = calibrate(options, terminal=False)
    second, again = calibrate(options, terminal=False)
    assert again == path and first.finished and second.finished, "a finished run is not resumed: both measured"
    assert [trial.mode for trial in first.tool_trials] == ["text", "grammar"]
    assert [step.samples for step in first.steps] == [step.samples for step in second.steps] != []
    verdicts = [judge(run.steps, run.settings.margin, run.settings.limit) for run in (first, second)]
    assert within_one_step(verdicts[0].effective, verdicts[1].effective, first.settings.limit), verdicts
    assert [trial.correct_rate for trial in first.tool_trials] == [trial.correct_rate for trial in second.tool_trials]


def test_calibrating_the_embedded_model_behind_llama_server(tmp_path, agent_home, monkeypatch):
    server = start_llama_server(tmp_path / "server.log", 4096)
    try:
        monkeypatch.setenv("OPENAI_BASE_URL", server.base_url)
        options = CalibrationOptions(
            spec=parse_model_spec(f"openai/{ALIAS}"),
            workspace=tmp_path,
            samples=SAMPLES,
            max_window=2048,
            budget_s=900,
        )
        results, path = calibrate(options, terminal=False)
    finally:
        server.stop()
    assert path.is_file() and results.finished
    assert results.backend == f"openai-compatible {server.base_url}"
    assert results.modes == ["native", "text", "grammar"], "a server may take all three"
    assert all(trial.outcomes and trial.error is None for trial in results.tool_trials if trial.mode != "native")
    # 1K is skipped (the shortest probe is longer); the 2K step's prompts, by the server's own count, are near 2K
    # from the first sample on (the shortest probe, sent once, taught the estimate the server's tokens).
    first = results.steps[0]
    assert first.length == 2048 and first.samples == SAMPLES
    assert all(1024 < tokens <= 2048 * 1.1 for tokens in first.prompt_tokens), first.prompt_tokens
