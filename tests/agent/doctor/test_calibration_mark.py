"""The doctor tells whether a model was calibrated from calibrate's results file without loading the calibration
(an optional part, tests/test_layering.py): the file calibrate saves, finished, is the one the doctor names."""

from __future__ import annotations

import datetime

from agent.backends.model_spec import parse_model_spec
from agent.calibrate.calibration_results import CalibrationResults, CalibrationSettings, save
from agent.doctor.model_check import calibration_file
from agent.paths import calibration_results_file


def saved(model: str, finished: bool) -> None:
    results = CalibrationResults(
        model=model,
        registry_id="gemma-3-270m",
        prefix="gemma-3",
        backend="llama.cpp in-process",
        measured_on="llama.cpp in-process, Q4_K_M, CPU",
        settings=CalibrationSettings(samples=3, margin=0.15, limit=4096),
        started=datetime.datetime(2026, 11, 26, tzinfo=datetime.UTC),
        finished=finished,
    )
    save(results, calibration_results_file(model))


def test_a_finished_calibration_is_found_and_an_unfinished_one_is_not(agent_home):
    spec = parse_model_spec("ollama/qwen2.5-coder:7b")
    assert calibration_file(spec) is None, "never calibrated"
    saved(spec.raw, finished=False)
    assert calibration_file(spec) is None, "stopped halfway: not calibrated yet"
    saved(spec.raw, finished=True)
    assert calibration_file(spec) == calibration_results_file(spec.raw)


def test_a_damaged_results_file_counts_as_no_calibration(agent_home):
    spec = parse_model_spec("ollama/qwen2.5-coder:7b")
    path = calibration_results_file(spec.raw)
    path.parent.mkdir(parents=True)
    path.write_text("[1, 2]", encoding="utf-8")
    assert calibration_file(spec) is None
