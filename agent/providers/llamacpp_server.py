"""llama-cpp-python's OpenAI-compatible server with the in-process backend's AMX guard.

`python -m agent.providers.llamacpp_server ARGS` runs `python -m llama_cpp.server ARGS` with
models loaded the way `llamacpp_backend.model_params_guard` decides, so the server does not crash
on CPUs with Intel AMX either. The tests and `bench/bench_server.py` start the server this way.
"""

from __future__ import annotations

import runpy
import sys

from agent.errors import UserError
from agent.providers.llamacpp_backend import model_params_guard


def main() -> None:
    try:
        with model_params_guard():
            runpy.run_module("llama_cpp.server", run_name="__main__", alter_sys=True)
    except UserError as err:
        print(f"error: {err}", file=sys.stderr)
        sys.exit(err.exit_code)


if __name__ == "__main__":
    main()
