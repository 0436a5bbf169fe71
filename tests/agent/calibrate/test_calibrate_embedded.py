"""agent calibrate on the real embedded model, in-process, under a budget: it runs each offered mode's trial and
the window probes through the real model and saves what it measured; the user's models.toml gets only what was
concluded (what the model scores is not asserted: that is its quality, and the 270M base model concludes little)."""

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
        spec=parse_model_spec("embedded"), workspace=tmp_path, samples=3, max_window=2048, budget_s=600
    )
    results, path = calibrate(options, terminal=False)
    assert path.is_file() and results.elapsed_s > 0
    assert [trial.mode for trial in results.tool_trials] == ["text", "grammar"]
    assert all(trial.outcomes and trial.error is None for trial in results.tool_trials)
    # The shortest probe (system prompt, tools, two file reads) takes over 1,024 tokens: 1K is skipped, not
    # mislabelled, and the 2K step's prompts are about 2K of the model's own tokens.
    (step,) = results.steps
    assert step.length == 2048 and step.samples == 3
    assert all(1024 < tokens <= 2048 for tokens in step.prompt_tokens), step.prompt_tokens
    user_file = agent_home / "models.toml"
    written = write_entry(results, user_file, datetime.date.today())
    if written:  # a value concluded: the entry holds it, marked measured
        entry = tomllib.loads(user_file.read_text())["models"][results.prefix]
        assert set(entry["measured"]) == set(written)
    else:  # nothing concluded: the user's file is not touched
        assert not user_file.exists()
