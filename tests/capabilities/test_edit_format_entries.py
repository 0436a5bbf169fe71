"""Every shipped entry sets edit_format and says in one comment line where the choice comes from; `agent caps`
shows it with its source."""

from __future__ import annotations

import json
import re

import pytest
from click.testing import CliRunner

from agent.commands.caps import caps
from capabilities.registry import load_registry_file, shipped_models_path


def test_each_shipped_edit_format_has_its_provenance_line():
    lines = shipped_models_path().read_text().splitlines()
    keys = [i for i, line in enumerate(lines) if line.startswith("edit_format = ")]
    shipped = load_registry_file(shipped_models_path(), "shipped")
    assert len(keys) == len(shipped.entries)
    for i in keys:
        said = lines[i - 1]
        assert re.match(r"# edit_format: (Aider's |our pick)", said), f"line {i}: {said!r}"


@pytest.mark.parametrize(
    ("model", "edit_format", "prefix"),
    [
        ("qwen2.5-coder:7b", "replace", "qwen2.5-coder"),
        ("devstral:24b", "replace", "devstral"),
        ("smollm2", "anchored", "smollm2-135m"),
    ],
)
def test_agent_caps_shows_the_edit_format_and_its_source(model, edit_format, prefix):
    data = json.loads(CliRunner().invoke(caps, [model, "--json"]).output)
    assert data["edit_format"] == edit_format
    assert data["sources"]["edit_format"] == f"models.toml (shipped) [{prefix}]"
