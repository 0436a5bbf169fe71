"""`agent doctor` against llama-server-shaped answers (the shapes a real llama-server gives: /v1/models with
`meta`, /props with `default_generation_settings.n_ctx` and `total_slots`, /slots, /apply-template, /tokenize;
test_doctor_real_server.py checks them against the real one): `-c 16384 -np 4` gives each request a quarter, and a
window too small for the agent's own prompt is a cut (exit 1)."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from agent.cli import main

pytestmark = pytest.mark.slow

ALIAS = "gemma-3-270m"  # the registry budgets 8,192 tokens for it


def llama_server(server, per_slot: int, slots: int, prompt_tokens: int) -> None:
    meta = {"n_ctx": per_slot, "n_ctx_train": 32768, "n_vocab": 262144}
    for _ in range(2):
        server.add("/v1/models", 200, {"object": "list", "data": [{"id": ALIAS, "object": "model", "meta": meta}]})
    props = {"default_generation_settings": {"n_ctx": per_slot, "params": {}}, "total_slots": slots}
    for _ in range(2):
        server.add("/props", 200, props)
    listed = [{"id": n, "n_ctx": per_slot, "is_processing": False} for n in range(slots)]
    server.add("/slots", 200, json.dumps(listed).encode())  # bytes: the fake sends a list as NDJSON
    server.add("/apply-template", 200, {"prompt": "<start_of_turn>user\n..."})
    server.add("/tokenize", 200, {"tokens": list(range(prompt_tokens))})


def doctor(server, workspace, *args: str):
    result = CliRunner().invoke(
        main,
        ["doctor", "-m", f"openai/{ALIAS}", "-w", str(workspace), *args],
        env={"OPENAI_BASE_URL": f"{server.url}/v1"},
    )
    return result


def test_a_window_split_over_four_slots_is_found_with_its_fix(server, workspace):
    llama_server(server, per_slot=4096, slots=4, prompt_tokens=900)
    result = doctor(server, workspace, "--json")
    assert result.exit_code == 0, result.output
    (model,) = json.loads(result.stdout)["models"]
    window = model["window"]
    assert window["server"] == "llama-server" and window["slots"] == 4
    assert window["request"] == {"value": 4096, "source": "server", "detail": "/slots: 4 slots, the smallest"}
    assert window["budget"]["value"] == 4096 and window["budget"]["source"] == "server"
    (split,) = [p for p in model["problems"] if p["severity"] == "warning"]
    assert "1/4 of the 16,384" in split["what"]
    assert split["fix"] == "llama-server … -c 16384 -np 4 --kv-unified"
    own = model["own_prompt"]
    assert own["system_and_tools"] == {
        "value": 900,
        "source": "server",
        "detail": "llama-server /apply-template + /tokenize",
    }
    (template,) = server.bodies("/apply-template")  # the request as a run sends it (gemma: one completion prompt)
    assert "coding agent" in template["messages"][0]["content"]


def test_a_unified_cache_gives_each_slot_the_whole_window_and_no_warning(server, workspace):
    llama_server(server, per_slot=16384, slots=4, prompt_tokens=900)
    result = doctor(server, workspace, "--json")
    (model,) = json.loads(result.stdout)["models"]
    assert model["window"]["request"]["value"] == 16384
    assert [p["severity"] for p in model["problems"]] == ["note"]  # only: not calibrated


def test_a_window_too_small_for_the_agents_own_prompt_is_a_cut(server, workspace):
    llama_server(server, per_slot=2048, slots=1, prompt_tokens=1900)
    result = doctor(server, workspace)
    assert result.exit_code == 1, result.output
    assert "CUT SHORT: the agent's own prompt takes 1,900 tokens" in result.output
    assert "fix: llama-server … -c 4096 -np 1" in result.output
    assert result.output.rstrip().endswith("a model above would be cut short (exit 1)")


def test_a_server_without_props_says_nothing_of_its_window(server, workspace):
    server.add("/v1/models", 200, {"object": "list", "data": [{"id": ALIAS, "object": "model"}]})
    result = doctor(server, workspace, "--json")
    (model,) = json.loads(result.stdout)["models"]
    assert model["window"]["server"] == "openai" and model["window"]["request"]["value"] is None
    assert model["own_prompt"]["system_and_tools"]["source"] == "estimated"
    assert any("does not say which window" in p["what"] for p in model["problems"])


def test_an_lm_studio_model_loaded_short_is_a_cut(server, workspace):
    server.add("/v1/models", 200, {"object": "list", "data": [{"id": ALIAS, "object": "model"}]})
    loaded = {"id": ALIAS, "state": "loaded", "max_context_length": 32768, "loaded_context_length": 4096}
    server.add(f"/api/v0/models/{ALIAS}", 200, loaded)
    result = doctor(server, workspace, "--json")
    assert result.exit_code == 1
    (model,) = json.loads(result.stdout)["models"]
    assert model["window"]["server"] == "lm-studio" and model["window"]["request"]["value"] == 4096
    (cut,) = [p for p in model["problems"] if p["severity"] == "cut"]
    assert cut["fix"] == f"lms load {ALIAS} --context-length 8192"


def test_an_unreachable_server_is_said_not_a_traceback(workspace):
    result = CliRunner().invoke(
        main, ["doctor", "-m", f"openai/{ALIAS}", "-w", str(workspace), "--json"],
        env={"OPENAI_BASE_URL": "http://127.0.0.1:9/v1"},
    )  # fmt: skip
    (model,) = json.loads(result.stdout)["models"]
    assert model["reachable"] is False and model["problems"][0]["severity"] == "warning"
