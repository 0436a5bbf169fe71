"""agent calibrate on the real embedded model, in-process, under a budget: it finishes, reports what it measured,
and writes an entry into the user's models.toml (what the model scores is not asserted: that is its quality)."""

from __future__ import annotations

import datetime
import tomllib

import pytest

from agent.backends.model_spec import parse_model_spec
from agent.calibrate.calibration import CalibrationOptions, calibrate
from agent.calibrate.registry_entry import write_entry

pytest.importorskip("llama_cpp")


@pytest.mark.slow
def test_calibrating_the_embedded_model_in_process_writes_an_entry(tmp_path, agent_home):
    options = CalibrationOptions(
        spec=parse_model_spec("embedded"), workspace=tmp_path, samples=3, max_window=1024, budget_s=600
    )
    results, path = calibrate(options, terminal=False)
    assert path.is_file() and results.tool_trials and results.elapsed_s > 0
    assert [trial.mode for trial in results.tool_trials] == ["text", "grammar"]
    written = write_entry(results, agent_home / "models.toml", datetime.date.today())
    assert written, "nothing concluded: no mode made a correct call and retrieval failed at the shortest length"
    entry = tomllib.loads((agent_home / "models.toml").read_text())["models"][results.prefix]
    assert set(entry["measured"]) == set(written)
