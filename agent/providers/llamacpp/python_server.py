"""llama-cpp-python's OpenAI-compatible server with the in-process backend's AMX guard.

`python -m agent.providers.llamacpp.python_server ARGS` runs `python -m llama_cpp.server ARGS` with
models loaded the way `install.model_params_guard` decides, so the server does not crash
on CPUs with Intel AMX either. The tests and `bench/bench_server.py` start the server this way.
"""

from __future__ import annotations

import runpy
import sys
from pathlib import Path

from agent.errors import UserError
from agent.providers.llamacpp.amx_guard import model_params_guard
from agent.providers.llamacpp.cpu_threads import threads_now


def server_command(model: Path, port: int, alias: str, n_ctx: int = 4096) -> list[str]:
    """The command that serves `model` on 127.0.0.1:`port` as `alias` (chatml template), guarded."""
    return [
        sys.executable,
        "-m",
        "agent.providers.llamacpp.python_server",
        "--model",
        str(model),
        "--host",
        "127.0.0.1",
        "--port",
        str(port),
        "--n_ctx",
        str(n_ctx),
        "--chat_format",
        "chatml",
        "--model_alias",
        alias,
        "--n_threads",  # a server keeps its threads: as many as are free when it starts
        str(threads_now()),
    ]


def main() -> None:
    try:
        with model_params_guard():
            runpy.run_module("llama_cpp.server", run_name="__main__", alter_sys=True)
    except UserError as err:
        print(f"error: {err}", file=sys.stderr)
        sys.exit(err.exit_code)


if __name__ == "__main__":
    main()
