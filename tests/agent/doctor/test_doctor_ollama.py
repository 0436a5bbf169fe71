"""`agent doctor` against an Ollama-shaped server (Ollama cannot be installed here: its API reference's shapes,
tests/agent/providers/fixtures/README.md): a model that advertises 32K under a 4,096-token default. Through
`ollama/NAME` our requests send num_ctx, so the default only costs reloads; through Ollama's /v1 no request can
send it, and the model is silently cut short: exit 1, with `OLLAMA_CONTEXT_LENGTH=… ollama serve` as the fix."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from agent.cli import main
from tests.agent.providers.fixtures.fake_server import load_json

pytestmark = pytest.mark.slow

MODEL = "qwen2.5-coder:7b"  # the registry budgets 16,384 of its 32,768 tokens


def show(num_ctx: int | None = 4096) -> dict:
    """/api/show of a model advertising 32K, whose Modelfile sets `num_ctx` (None: sets none)."""
    answer = load_json("ollama_show_qwen2.5-coder_7b.json")
    assert answer["model_info"]["qwen2.context_length"] == 32768
    if num_ctx is not None:
        answer["parameters"] = f"num_ctx                        {num_ctx}\n" + answer["parameters"]
    return answer


def ps(context_length: int = 4096) -> dict:
    running = load_json("ollama_ps.json")
    running["models"][0]["context_length"] = context_length
    return running


def doctor(server, workspace, *args: str, env: dict[str, str] | None = None):
    result = CliRunner().invoke(
        main, ["doctor", *args, "-w", str(workspace), "--json"], env={"OLLAMA_HOST": server.url, **(env or {})}
    )
    return result, json.loads(result.stdout)


def test_through_ollama_our_num_ctx_is_the_window_and_the_small_default_a_note(server, workspace):
    for _ in range(2):
        server.add("/api/show", 200, show())
    server.add("/api/ps", 200, ps(4096))
    result, report = doctor(server, workspace, "-m", f"ollama/{MODEL}")
    assert result.exit_code == 0, result.output
    (model,) = report["models"]
    window = model["window"]
    assert window["server"] == "ollama" and window["request"]["value"] == window["sent"]["value"] == 16384
    assert window["trained"] == {"value": 32768, "source": "server", "detail": "/api/show model_info"}
    assert window["model_default"]["value"] == 4096 and window["running"]["value"] == 4096
    (note,) = [p for p in model["problems"] if "OLLAMA_CONTEXT_LENGTH" in p["fix"]]
    assert note["severity"] == "note" and note["fix"] == "OLLAMA_CONTEXT_LENGTH=16384 ollama serve"
    # what our request carries: nothing is loaded without --load
    assert server.bodies("/api/generate") == []


def test_load_measures_the_window_ollama_runs_and_a_smaller_one_is_a_cut(server, workspace):
    for _ in range(2):
        server.add("/api/show", 200, show())
    server.add("/api/ps", 200, ps(4096))  # before the load
    server.add("/api/generate", 200, {"model": MODEL, "response": "", "done": True, "done_reason": "load"})
    server.add("/api/ps", 200, ps(4096))  # after it: Ollama did not take our num_ctx
    result, report = doctor(server, workspace, "-m", f"ollama/{MODEL}", "--load")
    assert result.exit_code == 1, result.output
    (load,) = server.bodies("/api/generate")
    assert load["prompt"] == "" and load["options"] == {"num_ctx": 16384}
    window = report["models"][0]["window"]
    assert window["request"]["value"] == 4096 and window["request"]["source"] == "measured"
    (cut,) = [p for p in report["models"][0]["problems"] if p["severity"] == "cut"]
    assert cut["fix"] == f"agent run --model ollama/{MODEL} --ctx 4096"


def ollama_v1(server, num_ctx: int | None) -> None:
    """Ollama answering on /v1 (an endpoint or $OPENAI_BASE_URL at Ollama) and on its own API."""
    server.add("/v1/models", 200, {"object": "list", "data": [{"id": MODEL, "object": "model", "owned_by": "library"}]})
    server.add("/api/version", 200, {"version": "0.12.3"})
    server.add("/api/show", 200, show(num_ctx))
    server.add("/api/ps", 200, {"models": []})


def test_through_ollamas_v1_the_4096_default_cuts_a_32k_model_short(server, workspace):
    ollama_v1(server, num_ctx=None)
    result, report = doctor(server, workspace, "-m", f"openai/{MODEL}", env={"OPENAI_BASE_URL": f"{server.url}/v1"})
    assert result.exit_code == 1, result.output
    (model,) = report["models"]
    window = model["window"]
    assert window["server"] == "ollama-v1" and window["silent_cut"] is True
    assert window["request"] == {
        "value": 4096,
        "source": "assumed",
        "detail": "Ollama's default; it does not report OLLAMA_CONTEXT_LENGTH",
    }
    assert window["budget"]["value"] == 16384 and window["trained"]["value"] == 32768
    (cut,) = [p for p in model["problems"] if p["severity"] == "cut"]
    assert cut["fix"] == "OLLAMA_CONTEXT_LENGTH=16384 ollama serve"
    assert "4,096 tokens" in cut["what"] and f"--model ollama/{MODEL}" in cut["what"]


def test_the_modelfiles_num_ctx_is_what_v1_gets_and_the_text_report_says_so(server, workspace):
    ollama_v1(server, num_ctx=8192)
    result = CliRunner().invoke(
        main,
        ["doctor", "-m", f"openai/{MODEL}", "-w", str(workspace)],
        env={"OLLAMA_HOST": server.url, "OPENAI_BASE_URL": f"{server.url}/v1"},
    )
    assert result.exit_code == 1
    assert "a request gets 8,192 (server)" in result.output
    assert "CUT SHORT: Ollama's /v1 runs" in result.output
    assert "fix: OLLAMA_CONTEXT_LENGTH=16384 ollama serve" in result.output


def test_every_server_is_listed_with_what_it_serves(server, workspace):
    server.add("/api/tags", 200, {"models": []})
    result = CliRunner().invoke(
        main, ["doctor", "-w", str(workspace), "--json"], env={"OLLAMA_HOST": server.url, "OPENAI_BASE_URL": ""}
    )
    report = json.loads(result.stdout)
    (ollama,) = [s for s in report["servers"] if s["name"] == "ollama"]
    assert ollama["reachable"] and ollama["serves"] == []
    assert ollama["problems"][0]["fix"] == "ollama pull qwen2.5-coder:7b"
