"""The in-process model's saved KV states on disk: one file per state, found by a hash of the tokens it
covers, checked whole before use, written atomically, the least recently used evicted past a size cap.

A file holds one llama.cpp sequence state (`llama_state_seq_get_data`) and the exact tokens it covers.
Files live in a folder per model identity (the GGUF's path, size, mtime and a hash of its first MiB,
plus the context size and the KV cache's types), so a state is never offered to another model, window
or cache type; the identity is also inside each file and checked again on reading. The name is
`{n_key}-{hash of the first n_key tokens}.kv`: `n_key` is the part of the tokens a later prompt is
expected to repeat exactly (the prompt of the exchange, or the whole shared prefix), so a lookup
hashes the new prompt's first `n_key` tokens for each length on disk and never opens a file that
cannot match. Nothing here imports llama.cpp.

Layout of a file: MAGIC, the header's length (4 bytes, little-endian), the header (JSON), the tokens
(int32 little-endian), the state's bytes.
"""

from __future__ import annotations

import hashlib
import os
import re
import struct
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

import numpy as np
from pydantic import BaseModel, ConfigDict, ValidationError

from agent.errors import UserError
from agent.paths import data_dir, private_dir

MAGIC = b"AGENTKV1"
CAP_ENV = "AGENT_MODEL_STATE_MB"
DEFAULT_CAP_MB = 2048  # a 6,000-token state of the embedded model is ~35 MB, of a 7B model ~350 MB
HEADER_BYTES_MAX = 1 << 20
_NAME = re.compile(r"^(\d{1,9})-([0-9a-f]{40})\.kv$")
StateKind = Literal["exchange", "prefix"]


class StateUnusable(Exception):
    """A saved state that must not be used; the message says why, for the transcript's note."""


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


@dataclass(frozen=True)
class SavedState:
    """A state read from a file and checked (`StateStore.read`); `payload` is a writable view of the
    file's bytes, which llama.cpp reads without another copy."""

    header: StateHeader
    tokens: list[int]
    payload: memoryview


def tokens_digest(tokens: Sequence[int]) -> str:
    return hashlib.sha1(np.asarray(tokens, dtype="<i4").tobytes(), usedforsecurity=False).hexdigest()


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


class StateStore:
    """The saved states of one model identity, under `root` (default: the data directory's model_state)."""

    def __init__(self, identity: ModelIdentity, root: Path | None = None, cap: int | None = None):
        self.identity = identity
        self.root = root or states_root()
        self.folder = self.root / identity.folder_name()
        self.cap = cap_bytes() if cap is None else cap

    def candidates(self, prompt: Sequence[int]) -> list[Path]:
        """The files whose key tokens are a prefix of `prompt` (by hash), longest first."""
        try:
            names = os.listdir(self.folder)
        except OSError:
            return []
        by_length: dict[int, list[str]] = {}
        for name in names:
            match = _NAME.match(name)
            if match and int(match[1]) <= len(prompt):
                by_length.setdefault(int(match[1]), []).append(match[2])
        found = []
        for n_key in sorted(by_length, reverse=True):
            digest = tokens_digest(prompt[:n_key])
            if digest in by_length[n_key]:
                found.append(self.folder / f"{n_key}-{digest}.kv")
        return found

    def read(self, path: Path, prompt: Sequence[int]) -> SavedState:
        """The state in `path`, checked whole: its identity is this store's, its key tokens are exactly
        `prompt`'s first ones, its bytes are the ones written. StateUnusable says what was wrong."""
        try:
            data = _read_whole(path)
        except OSError as err:
            raise StateUnusable(f"cannot read it ({err.strerror})") from None
        header, tokens, payload = _parse(data)
        if header.identity != self.identity:
            raise StateUnusable("it was saved for another model file, context size or KV type")
        if header.n_key > len(tokens) or list(prompt[: header.n_key]) != tokens[: header.n_key]:
            raise StateUnusable("its tokens do not match the prompt")
        if hashlib.sha256(payload).hexdigest() != header.payload_sha256:
            raise StateUnusable("its state bytes are damaged (checksum mismatch)")
        try:
            os.utime(path)  # recently used: eviction takes the oldest first
        except OSError:
            pass
        return SavedState(header=header, tokens=tokens, payload=payload)

    def write(
        self, tokens: Sequence[int], n_key: int, payload: bytes | memoryview, kind: StateKind, session: str | None
    ) -> Path:
        """Save a state atomically (a reader sees the old file or the new, whole), then evict past the cap."""
        header = StateHeader(
            identity=self.identity,
            kind=kind,
            session=session,
            n_tokens=len(tokens),
            n_key=n_key,
            payload_size=len(payload),
            payload_sha256=hashlib.sha256(payload).hexdigest(),
        )
        encoded = header.model_dump_json().encode("utf-8")
        path = self.folder / f"{n_key}-{tokens_digest(tokens[:n_key])}.kv"
        private_dir(self.folder)
        fd, temporary = tempfile.mkstemp(dir=self.folder, prefix=".writing-", suffix=".tmp")
        try:
            with os.fdopen(fd, "wb") as handle:
                handle.write(MAGIC + struct.pack("<I", len(encoded)) + encoded)
                handle.write(np.asarray(tokens, dtype="<i4").tobytes())
                handle.write(payload)
            os.replace(temporary, path)
        except BaseException:
            Path(temporary).unlink(missing_ok=True)
            raise
        evict(self.root, self.cap, keep=path)
        return path


def _read_whole(path: Path) -> bytearray:
    """The file's bytes in one buffer (a state is tens to hundreds of MB: no copy after this one)."""
    with path.open("rb", buffering=0) as handle:
        data = bytearray(os.fstat(handle.fileno()).st_size)
        view, done = memoryview(data), 0
        while done < len(data):
            got = handle.readinto(view[done:])
            if not got:
                raise StateUnusable("it is cut short or has bytes too many")  # shrank while read
            done += got
        return data


def _parse(data: bytearray | bytes) -> tuple[StateHeader, list[int], memoryview]:
    if not data.startswith(MAGIC) or len(data) < len(MAGIC) + 4:
        raise StateUnusable("it is not a saved state (wrong format or cut short)")
    (size,) = struct.unpack_from("<I", data, len(MAGIC))
    start = len(MAGIC) + 4
    if size > HEADER_BYTES_MAX or start + size > len(data):
        raise StateUnusable("its header is damaged")
    try:
        header = StateHeader.model_validate_json(bytes(data[start : start + size]))
    except ValidationError:
        raise StateUnusable("its header is damaged") from None
    tokens_end = start + size + 4 * header.n_tokens
    if len(data) != tokens_end + header.payload_size:
        raise StateUnusable("it is cut short or has bytes too many")
    view = memoryview(data)
    tokens = np.frombuffer(view[start + size : tokens_end], dtype="<i4").tolist()
    return header, tokens, view[tokens_end:]


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


def evict(root: Path, cap: int, keep: Path | None = None) -> list[Path]:
    """Remove the least recently used states (by mtime, which a read refreshes) until all of them
    together fit `cap`; `keep` (the one just written) stays. Returns what was removed."""
    sized = []
    for path in saved_files(root):
        try:
            stat = path.stat()
        except OSError:
            continue  # removed by another process meanwhile
        sized.append((stat.st_mtime_ns, stat.st_size, path))
    total = sum(size for _, size, _ in sized)
    removed = []
    for _, size, path in sorted(sized, key=lambda entry: entry[0]):
        if total <= cap:
            break
        if path == keep:
            continue
        path.unlink(missing_ok=True)
        total -= size
        removed.append(path)
    return removed


def remove_session_states(session_id: str, root: Path | None = None) -> int:
    """Delete the states saved by the exchanges of one session; how many there were."""
    removed = 0
    for path in saved_files(root or states_root()):
        header = read_header(path)
        if header is not None and header.session == session_id:
            path.unlink(missing_ok=True)
            removed += 1
    return removed
