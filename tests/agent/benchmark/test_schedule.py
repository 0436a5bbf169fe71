"""Which runs go at once: in-process models share one lane, server models run side by side."""

from __future__ import annotations

from pathlib import Path

from agent.backends.model_spec import parse_model_spec
from agent.benchmark.schedule import Unit, lanes
from agent.benchmark.suite import BenchTask


def test_in_process_models_share_one_lane_and_server_models_get_their_own(tmp_path):
    gguf = tmp_path / "m.gguf"
    gguf.write_bytes(b"GGUF")
    tasks = [BenchTask(name=n, prompt="p", workspace=Path(".")) for n in ("a", "b")]
    specs = [parse_model_spec(m) for m in ("embedded", "ollama/qwen", f"llamacpp:{gguf}")]
    units = [Unit(spec, task) for spec in specs for task in tasks]
    grouped = lanes(units, jobs=3)
    assert [[(u.spec.raw, u.task.name) for u in lane] for lane in grouped] == [
        [("embedded", "a"), ("embedded", "b"), (f"llamacpp:{gguf}", "a"), (f"llamacpp:{gguf}", "b")],
        [("ollama/qwen", "a")],
        [("ollama/qwen", "b")],
    ]
    assert lanes(units, jobs=1) == [units]
