"""The in-process model's saved KV states on disk: one file per state, found by a hash of the tokens it
covers, checked whole before use, written atomically, the least recently used evicted past a size cap.

A file holds one llama.cpp sequence state (`llama_state_seq_get_data`) and the exact tokens it covers.
Files live in a folder per model identity (the GGUF's path, size, mtime and a hash of its first MiB,
plus the context size and the KV cache's types), so a state is never offered to another model, window
or cache type; the identity is also inside each file and checked again on reading. The name is
`{n_key}-{hash of the first n_key tokens}.kv`: `n_key` is the part of the tokens a later prompt is
expected to repeat exactly (the prompt of the exchange, or the whole shared prefix), so a lookup
hashes the new prompt's first `n_key` tokens for each length on disk and never opens a file that
cannot match. Nothing here imports llama.cpp. Where the files lie, their cap and their header are
`agent/providers/saved_states.py`'s, which the core reads without this store.

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

import numpy as np
from pydantic import ValidationError

from agent.paths import private_dir
from agent.providers.saved_states import (
    HEADER_BYTES_MAX,
    MAGIC,
    ModelIdentity,
    StateHeader,
    StateKind,
    cap_bytes,
    saved_files,
    states_root,
)

_NAME = re.compile(r"^(\d{1,9})-([0-9a-f]{40})\.kv$")


class StateUnusable(Exception):
    """A saved state that must not be used; the message says why, for the transcript's note."""


@dataclass(frozen=True)
class SavedState:
    """A state read from a file and checked (`StateStore.read`); `payload` is a writable view of the
    file's bytes, which llama.cpp reads without another copy."""

    header: StateHeader
    tokens: list[int]
    payload: memoryview


def tokens_digest(tokens: Sequence[int]) -> str:
    return hashlib.sha1(np.asarray(tokens, dtype="<i4").tobytes(), usedforsecurity=False).hexdigest()


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
