"""Where the in-process model's saved KV states lie, the cap on their size, and each file's header (whose state it
is): what the agent outside the engine needs of them (the doctor weighs the cap against the free disk, `agent
sessions rm` removes a session's states). The engine's store (agent/providers/llamacpp/state_files.py) reads and
writes the files with these; nothing here imports llama.cpp, so the core need not load the engine to ask.

A file starts with MAGIC, the header's length (4 bytes, little-endian) and the header (JSON, `StateHeader`); the
store's docstring has the rest of its layout.
"""

from __future__ import annotations

import hashlib
import os
import struct
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, ValidationError

from agent.errors import UserError
from agent.paths import data_dir

MAGIC = b"AGENTKV1"
CAP_ENV = "AGENT_MODEL_STATE_MB"
DEFAULT_CAP_MB = 2048  # a 6,000-token state of the embedded model is ~35 MB, of a 7B model ~350 MB
HEADER_BYTES_MAX = 1 << 20
StateKind = Literal["exchange", "prefix"]


class ModelIdentity(BaseModel):
    """What a saved state is valid for: this model file, this window, this KV cache type."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    path: str
    size: int
    mtime_ns: int
    header_sha256: str  # the GGUF header and the start of its metadata (its first MiB)
    n_ctx: int
    kv_type: str

    @classmethod
    def of(cls, path: Path, n_ctx: int, kv_type: str) -> ModelIdentity:
        resolved = path.resolve()
        stat = resolved.stat()
        with resolved.open("rb") as handle:
            header_sha256 = hashlib.sha256(handle.read(1 << 20)).hexdigest()
        return cls(
            path=str(resolved),
            size=stat.st_size,
            mtime_ns=stat.st_mtime_ns,
            header_sha256=header_sha256,
            n_ctx=n_ctx,
            kv_type=kv_type,
        )

    def folder_name(self) -> str:
        return hashlib.sha256(self.model_dump_json().encode("utf-8")).hexdigest()[:24]


class StateHeader(BaseModel):
    model_config = ConfigDict(extra="forbid")

    identity: ModelIdentity
    kind: StateKind
    session: str | None = None  # the session whose exchange it is (`agent sessions rm` removes it)
    n_tokens: int
    n_key: int
    payload_size: int
    payload_sha256: str


def states_root() -> Path:
    return data_dir() / "model_state"


def cap_bytes() -> int:
    """The size cap of all saved states together, from AGENT_MODEL_STATE_MB (0 turns saving off)."""
    value = os.environ.get(CAP_ENV, "").strip()
    if not value:
        return DEFAULT_CAP_MB << 20
    try:
        megabytes = int(value)
    except ValueError:
        megabytes = -1
    if megabytes < 0:
        raise UserError(f"{CAP_ENV}={value!r} is not valid; set it to a size in MB (0 turns saved states off)")
    return megabytes << 20


def read_header(path: Path) -> StateHeader | None:
    """Just the header (None when unreadable): what `agent sessions rm` needs to know whose a file is."""
    try:
        with path.open("rb") as handle:
            start = handle.read(len(MAGIC) + 4)
            if not start.startswith(MAGIC) or len(start) < len(MAGIC) + 4:
                return None
            (size,) = struct.unpack_from("<I", start, len(MAGIC))
            if size > HEADER_BYTES_MAX:
                return None
            return StateHeader.model_validate_json(handle.read(size))
    except (OSError, ValidationError):
        return None


def saved_files(root: Path) -> list[Path]:
    try:
        return [path for folder in root.iterdir() if folder.is_dir() for path in folder.glob("*.kv")]
    except OSError:
        return []


def remove_session_states(session_id: str, root: Path | None = None) -> int:
    """Delete the states saved by the exchanges of one session; how many there were."""
    removed = 0
    for path in saved_files(root or states_root()):
        header = read_header(path)
        if header is not None and header.session == session_id:
            path.unlink(missing_ok=True)
            removed += 1
    return removed
