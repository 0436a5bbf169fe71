"""A mistyped model name (issue 43): `--model` offers the nearest model the server serves and exits 2 (a user
error), with or without `ollama/`, instead of suggesting to pull the typo (exit 4). Ollama is the fake of the
commands' conftest: /api/tags lists qwen2.5-coder:7b and llama3.1:8b, /api/show answers 404 for any other."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from agent.cli import main

pytestmark = pytest.mark.slow


def run(model: str, ollama: str, workspace) -> object:
    return CliRunner().invoke(
        main, ["run", "hello", "--model", model, "--workspace", str(workspace)], env={"OLLAMA_HOST": ollama}
    )


@pytest.mark.parametrize("model", ["qwen2.5-codr:7b", "ollama/qwen2.5-codr:7b"])
def test_a_mistyped_model_gets_the_nearest_served_one_and_exit_2(model, ollama, workspace):
    result = run(model, ollama, workspace)
    assert result.exit_code == 2, result.output
    assert "did you mean " + model.replace("codr", "coder") + "?" in result.stderr
    assert "ollama pull" not in result.stderr


def test_a_model_near_none_served_is_still_one_to_pull(ollama, workspace):
    result = run("ollama/mistral:7b", ollama, workspace)
    assert result.exit_code == 4, result.output
    assert "ollama pull mistral:7b" in result.stderr and "did you mean" not in result.stderr


def test_a_bare_name_near_none_served_names_the_forms(ollama, workspace):
    result = run("mistral:7b", ollama, workspace)
    assert result.exit_code == 2, result.output
    assert "did you mean" not in result.stderr and "ollama/mistral:7b" in result.stderr


def test_nearest_names_are_typos_not_other_sizes_or_versions():
    from agent.backends.servers import nearest_names

    served = ["qwen2.5-coder:7b", "qwen2.5-coder:14b", "llama3.1:8b", "qwen3:8b"]
    assert nearest_names("qwen2.5-codr:7b", served) == ["qwen2.5-coder:7b"]
    assert nearest_names("Qwen2.5-Coder:7B", served) == ["qwen2.5-coder:7b"]
    assert nearest_names("qwen2.5-coder", served) == ["qwen2.5-coder:7b", "qwen2.5-coder:14b"]  # no tag: every tag
    assert nearest_names("llama3.2:3b", served) == []  # another version is a choice, not a typo
    assert nearest_names("qwen3:4b", served) == []
    assert nearest_names("lama3.1:8b", served) == ["llama3.1:8b"]
