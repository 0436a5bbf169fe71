"""On what a calibration measured: the backend, the model file's quantisation, and whether it ran on a CPU or a
GPU, in the words the comments in the user's models.toml use."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from agent.backends import Backend
from agent.backends.model_spec import ModelSpec
from capabilities import GGUFError, read_gguf_metadata

# GGUF quantisation names as they appear in file names and model tags (Q4_K_M, IQ3_XS, Q8_0, F16, BF16).
_QUANTISATION = re.compile(r"(?<![A-Za-z0-9])(I?Q[1-8](?:_[A-Z0-9]+)*|BF16|F16|F32)(?![A-Za-z0-9])", re.IGNORECASE)


def quantisation(spec: ModelSpec, backend: Backend[Any]) -> str:
    """The quantisation an in-process model's GGUF header gives, else the one named in the model's file, tag or
    name; "quantisation unknown" where none is."""
    gguf = backend.gguf_file(spec)
    if gguf is not None and (from_header := header_quantisation(gguf)) is not None:
        return from_header
    named = backend.named_file(spec)
    for text in (str(named or ""), spec.raw, spec.registry_id, backend.describe(spec)):
        if (found := _QUANTISATION.search(text.replace("-", "_"))) is not None:
            return found.group(1).upper()
    return "quantisation unknown"


def header_quantisation(path: Path) -> str | None:
    """The GGUF's `general.file_type` by llama.cpp's own names for it (its LLAMA_FTYPE_* constants, so a type
    added to llama.cpp needs no table here): Q4_K_M, Q4_1, F16; None where the header or the name is missing."""
    try:
        value = read_gguf_metadata(path).get("general.file_type")
        import llama_cpp
    except (GGUFError, OSError, ImportError):
        return None
    names = {
        getattr(llama_cpp, name): name.removeprefix("LLAMA_FTYPE_MOSTLY_").removeprefix("LLAMA_FTYPE_ALL_")
        for name in dir(llama_cpp)
        if name.startswith("LLAMA_FTYPE_") and name != "LLAMA_FTYPE_GUESSED"
    }
    return names.get(value) if isinstance(value, int) else None


def device(backend: Backend[Any]) -> str:
    """CPU or GPU for a model in this process (whether llama.cpp was built to offload); a server's own hardware
    is not known from here."""
    if not backend.in_process:
        return "the server's hardware"
    try:
        import llama_cpp

        return "GPU" if llama_cpp.llama_supports_gpu_offload() else "CPU"
    except (ImportError, AttributeError):
        return "CPU"


def measured_on(spec: ModelSpec, backend: Backend[Any]) -> str:
    return f"{backend.describe(spec)}, {quantisation(spec, backend)}, {device(backend)}"
