"""`agent parse` prints the call for one real output of each 2025-26 dialect (GLM-4.7, DSML,
MiniMax-M2, MiniMax-M3, Kimi K2), as the model or its server wrote it."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from agent.cli import main
from tests.parsers.corpus_2026_a import CASES_A, TOOLS_A

# one output per dialect the parser did not read before (DeepSeek V3.1's was read already)
SAMPLES = ["glm47-no-arguments", "dsml-single", "dsml-stripped-tool-calls", "minimax-m2-extra-attributes",
           "minimax-m3-sentinels", "minimax-m3-stripped", "kimi-k2-sanitised-id"]  # fmt: skip


@pytest.mark.parametrize("case_id", SAMPLES)
def test_agent_parse_prints_the_call(case_id: str, tmp_path) -> None:
    case = next(case for case in CASES_A if case.id == case_id)
    tools = tmp_path / "tools.json"
    tools.write_text(json.dumps([{"type": "function", "function": tool} for tool in TOOLS_A]))
    result = CliRunner().invoke(main, ["parse", "--tools", str(tools)], input=case.text.encode("utf-8"))
    assert result.exit_code == 0, result.output
    printed = json.loads(result.stdout)
    assert [(call["name"], call["arguments"]) for call in printed["calls"]] == case.calls
    assert printed["errors"] == []
