"""GLM-4.5+, DeepSeek V3.1/V3.2, MiniMax-M2/M3 and Kimi K2 each resolve to their own entry, and a
family that only starts like one of them (glm4, deepseek-v3, minimax-m1, kimi-vl) does not."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from agent.cli import main
from capabilities import resolve

OWN_ENTRY = [
    ("glm-4.5", "glm-4.5", "glm"),
    ("hf.co/unsloth/GLM-4.5-Air-GGUF:Q4_K_M", "glm-4.5", "glm"),
    ("glm-4.6:latest", "glm-4.6", "glm"),
    ("GLM-4.7-Flash", "glm-4.7", "glm"),
    ("deepseek-v3.1:671b", "deepseek-v3.1", "deepseek"),
    ("deepseek-ai/DeepSeek-V3.1-Terminus", "deepseek-v3.1", "deepseek"),
    ("deepseek-v3.2-exp", "deepseek-v3.2", "deepseek"),
    ("MiniMaxAI/MiniMax-M2", "minimax-m2", "minimax"),
    ("minimax-m2.5:cloud", "minimax-m2", "minimax"),
    ("mlx-community/MiniMax-M3-4bit", "minimax-m3", "minimax"),
    ("moonshotai/Kimi-K2-Instruct-0905", "kimi-k2", "kimi"),
    ("kimi-k2-thinking:cloud", "kimi-k2", "kimi"),
]


@pytest.mark.parametrize(("model", "prefix", "dialect"), OWN_ENTRY)
def test_each_family_resolves_to_its_own_entry_and_dialect(model: str, prefix: str, dialect: str) -> None:
    cap = resolve(model)
    assert (cap.matched_prefix, cap.tool_format) == (prefix, dialect)


@pytest.mark.parametrize(
    ("model", "not_prefix"),
    [
        ("glm4:9b", "glm-4.5"),  # GLM-4 0414 keeps its own entry
        ("glm-4-9b-chat", "glm-4.5"),
        ("glm-4.5", "glm4"),
        ("deepseek-v3:671b", "deepseek-v3.1"),  # V3 and R1 write another call shape
        ("deepseek-r1:8b", "deepseek-v3.1"),
        ("deepseek-v3.1", "deepseek-v3.2"),
        ("minimax-m1-80k", "minimax-m2"),
        ("minimax-m2", "minimax-m3"),
        ("kimi-vl-a3b-thinking", "kimi-k2"),
        ("kimi-dev-72b", "kimi-k2"),
    ],
)
def test_a_family_that_only_starts_alike_is_not_matched(model: str, not_prefix: str) -> None:
    assert resolve(model).matched_prefix != not_prefix


def test_glm4_still_resolves_to_glm4_and_r1_to_r1() -> None:
    assert resolve("glm4:9b").matched_prefix == "glm4"
    assert resolve("deepseek-r1:8b").matched_prefix == "deepseek-r1"


@pytest.mark.parametrize(("model", "prefix", "dialect"), OWN_ENTRY[::3])
def test_agent_caps_names_the_entry(model: str, prefix: str, dialect: str) -> None:
    result = CliRunner().invoke(main, ["caps", "--json", model])
    assert result.exit_code == 0, result.output
    shown = json.loads(result.stdout)
    assert (shown["matched_prefix"], shown["tool_format"]) == (prefix, dialect)
