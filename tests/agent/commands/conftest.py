"""The capability tests' fixtures, for the commands that show capabilities: a fresh registry cache
and no $OLLAMA_HOST for every test, and `user_toml` to write the user's models.toml; `ollama`, a local stub
serving recorded-shape JSON, and `closed_port`, where nothing answers."""

import json
import socket
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from tests.capabilities.conftest import fresh_registry, load_fixture, user_toml

__all__ = ["fresh_registry", "user_toml"]

SHOWS = {
    "qwen2.5-coder:7b": "ollama_show_qwen2.5-coder_7b.json",
    "llama3.1:8b": "ollama_show_llama3.1_8b.json",
}


@pytest.fixture
def ollama():
    """An HTTP server on a free port answering /api/tags and /api/show like Ollama does."""

    class Handler(BaseHTTPRequestHandler):
        def log_message(self, *args):
            pass

        def reply(self, status, body):
            raw = json.dumps(body).encode()
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(raw)))
            self.end_headers()
            self.wfile.write(raw)

        def do_GET(self):
            if self.path == "/api/tags":
                return self.reply(200, load_fixture("ollama_tags.json"))
            self.reply(404, {"error": "not found"})

        def do_POST(self):
            body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
            if self.path == "/api/show" and body.get("model") in SHOWS:
                return self.reply(200, load_fixture(SHOWS[body["model"]]))
            self.reply(404, {"error": f"model '{body.get('model')}' not found"})

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"127.0.0.1:{server.server_address[1]}"
    server.shutdown()
    server.server_close()


@pytest.fixture
def closed_port():
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return f"127.0.0.1:{sock.getsockname()[1]}"
