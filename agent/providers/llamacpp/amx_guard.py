"""The in-process llama.cpp backend's Intel AMX guard, set up before a model loads (whether the backend is installed
is asked of agent/providers/in_process_extra.py, which the core may import).

llama.cpp built natively on a CPU with Intel AMX (Sapphire Rapids and later) compiles ggml's AMX
matrix kernels, and they crash the first decode (segfault in `ggml_backend_amx_mul_mat`; upstream
llama.cpp issue 20824, Ollama issue 17006). The AMX kernels are reached only through llama.cpp's
"extra buffer types", so a model loaded with `use_extra_bufts = False` never runs them; that also
turns off CPU weight repacking, which is why it is done only where the backend has AMX compiled in
(docs/in-process-models.md, "CPUs with Intel AMX", has the measurements). `AGENT_LLAMA_EXTRA_BUFFERS=on|off` overrides.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Literal

from agent.errors import UserError

EXTRA_BUFFERS_ENV = "AGENT_LLAMA_EXTRA_BUFFERS"
ExtraBuffers = Literal["auto", "on", "off"]


def extra_buffers_setting() -> ExtraBuffers:
    """The user's choice from the environment; `auto` when unset."""
    value = os.environ.get(EXTRA_BUFFERS_ENV, "auto").strip().lower() or "auto"
    if value not in ("auto", "on", "off"):
        raise UserError(f"{EXTRA_BUFFERS_ENV}={value!r} is not valid; set it to auto, on or off (or unset it)")
    return value  # type: ignore[return-value]  # narrowed by the check above


def backend_features() -> dict[str, str]:
    """The CPU features the loaded llama.cpp library was compiled with (`llama_print_system_info`)."""
    import llama_cpp

    info = llama_cpp.llama_print_system_info().decode("utf-8", errors="replace")
    features: dict[str, str] = {}
    for part in info.replace("\n", "|").split("|"):
        name, sep, value = part.rpartition("=")
        if sep:
            features[name.split(":")[-1].strip()] = value.strip()
    return features


def use_extra_buffers(setting: ExtraBuffers, features: dict[str, str]) -> bool:
    """Whether models load with llama.cpp's extra buffer types (repacking, and AMX where compiled in)."""
    if setting != "auto":
        return setting == "on"
    return features.get("AMX_INT8") != "1"


@contextmanager
def model_params_guard() -> Iterator[bool]:
    """While active, every `llama_cpp.Llama` loaded in this process gets the extra-buffer setting
    chosen by `use_extra_buffers` (llama-cpp-python has no constructor argument for it, so its
    default-params function is wrapped). Yields whether extra buffers are on."""
    import llama_cpp.llama_cpp as native

    enabled = use_extra_buffers(extra_buffers_setting(), backend_features())
    if enabled:
        yield True
        return
    original = native.llama_model_default_params

    def default_params_without_extra_buffers() -> native.llama_model_params:
        params = original()
        params.use_extra_bufts = False
        return params

    native.llama_model_default_params = default_params_without_extra_buffers
    try:
        yield False
    finally:
        native.llama_model_default_params = original
