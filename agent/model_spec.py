"""Parses `--model` into what to run: the backend kind, its target, and the id to look up capabilities by."""

from __future__ import annotations

from pathlib import Path
from typing import Literal

from pydantic import BaseModel

from agent.errors import UserError

ModelKind = Literal["embedded", "llamacpp", "script"]
EMBEDDED_REGISTRY_ID = "gemma-3-270m"
MODEL_FORMS = "embedded, llamacpp:/path/to/model.gguf, script:FILE.jsonl"


class ModelSpec(BaseModel):
    raw: str
    kind: ModelKind
    path: Path | None = None
    registry_id: str  # what capabilities are looked up by


def parse_model_spec(raw: str) -> ModelSpec:
    text = raw.strip()
    if text in ("", "embedded"):
        return ModelSpec(raw="embedded", kind="embedded", registry_id=EMBEDDED_REGISTRY_ID)
    scheme, sep, rest = text.partition(":")
    if sep and scheme in ("llamacpp", "script"):
        if not rest:
            raise UserError(f"--model {raw!r} names no file; write {scheme}:PATH")
        path = Path(rest).expanduser()
        if scheme == "script":
            return ModelSpec(raw=text, kind="script", path=path, registry_id="script")
        if not path.is_file():
            raise UserError(f"model file {path} does not exist; give the path of a .gguf file to --model llamacpp:PATH")
        return ModelSpec(raw=text, kind="llamacpp", path=path.resolve(), registry_id=path.stem)
    if text.startswith(("ollama/", "openai/")):
        backend = text.split("/", 1)[0]
        raise UserError(f"the {backend} provider is not available in this version yet; use one of: {MODEL_FORMS}")
    raise UserError(f"unknown model {raw!r}; use one of: {MODEL_FORMS}")
