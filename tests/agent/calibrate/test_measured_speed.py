"""The speeds a finished calibration measured go into the user's models.toml (prompt_tps, generation_tps), and a
server's wait for a first token follows the measured prompt speed (agent/backends/servers.py first_token_wait)."""

from __future__ import annotations

import datetime

from agent.backends.servers import first_token_wait
from agent.calibrate.calibration_results import CalibrationResults, CalibrationSettings
from agent.calibrate.registry_entry import measured_values
from agent.calibrate.speed import SampleSpeed
from agent.calibrate.window_search import StepResult
from agent.providers.servers.provider_config import ProviderConfig
from capabilities import Capability

TODAY = datetime.date(2026, 11, 26)


def results(finished: bool = True) -> CalibrationResults:
    steps = [
        StepResult(length=length, correct=0, samples=3, speeds=[SampleSpeed(prompt_tps=tps, generation_tps=40.0)] * 3)
        for length, tps in ((2048, 600.0), (4096, 450.0))
    ]
    return CalibrationResults(
        model="embedded",
        registry_id="gemma-3-270m",
        prefix="gemma-3",
        backend="llama.cpp in-process",
        measured_on="llama.cpp in-process, Q4_K_M, CPU",
        settings=CalibrationSettings(samples=3, margin=0.15, limit=4096),
        started=datetime.datetime(2026, 11, 26, tzinfo=datetime.UTC),
        finished=finished,
        steps=steps,
    )


def test_a_finished_calibration_writes_the_speeds_of_its_longest_length():
    values, comments = measured_values(results(), TODAY)
    assert values == {"prompt_tps": 450.0, "generation_tps": 40.0}, "no window or mode concluded: speeds only"
    assert "median of 3 at 4096" in comments["prompt_tps"] and "2026-11-26" in comments["prompt_tps"]
    assert measured_values(results(finished=False), TODAY) == ({}, {}), "a run cut short writes nothing"


def test_the_first_token_wait_grows_to_twice_a_full_window_at_the_measured_speed():
    slow = Capability(model="m", context_effective=32768, prompt_tps=50.0)  # 655 s to read a full window
    assert first_token_wait(slow, ProviderConfig()) == 1311
    fast = slow.model_copy(update={"prompt_tps": 5000.0})
    assert first_token_wait(fast, ProviderConfig()) is None, "the default 300 s suffices"
    assert first_token_wait(slow.model_copy(update={"prompt_tps": None}), ProviderConfig()) is None
    assert first_token_wait(slow, ProviderConfig(first_token_timeout_s=60)) is None, "the user's own wait stays"
