"""Read the key/value metadata at the head of a GGUF file, without the `gguf` package.

Layout (little-endian): magic `GGUF`, uint32 version, uint64 tensor count, uint64 key/value
count, then per key: string key, uint32 value type, value. Strings are a uint64 length and
UTF-8 bytes; arrays are a uint32 element type, a uint64 count and the elements. The tensor
infos and data follow; we stop reading after the key/value section.
"""

from __future__ import annotations

import struct
from pathlib import Path
from typing import Any, BinaryIO

_MAGIC = b"GGUF"
_STRING, _ARRAY = 8, 9
_SCALARS = {0: "B", 1: "b", 2: "H", 3: "h", 4: "I", 5: "i", 6: "f", 7: "?", 10: "Q", 11: "q", 12: "d"}
# Arrays longer than this (token lists, merges, scores) are skipped, not kept in memory.
MAX_KEPT_ARRAY = 64


class GGUFError(ValueError):
    """The file is not a GGUF file this reader understands."""


def read_gguf_metadata(path: str | Path) -> dict[str, Any]:
    """All metadata keys of a GGUF file; arrays longer than MAX_KEPT_ARRAY become their length."""
    path = Path(path)
    try:
        with path.open("rb") as file:
            return _read_header(file, path)
    except (struct.error, UnicodeDecodeError, EOFError) as err:
        raise GGUFError(f"{path}: truncated or corrupt GGUF header ({err})") from err


def _read_header(file: BinaryIO, path: Path) -> dict[str, Any]:
    if file.read(4) != _MAGIC:
        raise GGUFError(f"{path}: not a GGUF file (no 'GGUF' magic at the start)")
    (version,) = _unpack(file, "I")
    if version < 2:
        raise GGUFError(f"{path}: GGUF version {version} is too old to read; convert the model again")
    _tensor_count, kv_count = _unpack(file, "QQ")
    metadata: dict[str, Any] = {}
    for _ in range(kv_count):
        key = _read_string(file)
        (value_type,) = _unpack(file, "I")
        metadata[key] = _read_value(file, value_type)
    return metadata


def _unpack(file: BinaryIO, fmt: str) -> tuple[Any, ...]:
    size = struct.calcsize("<" + fmt)
    data = file.read(size)
    if len(data) != size:
        raise EOFError("file ends inside the metadata")
    return struct.unpack("<" + fmt, data)


def _read_string(file: BinaryIO) -> str:
    (length,) = _unpack(file, "Q")
    data = file.read(length)
    if len(data) != length:
        raise EOFError("file ends inside a string")
    return data.decode("utf-8")


def _read_value(file: BinaryIO, value_type: int) -> Any:
    if value_type == _STRING:
        return _read_string(file)
    if value_type == _ARRAY:
        element_type, count = _unpack(file, "IQ")
        if count <= MAX_KEPT_ARRAY:
            return [_read_value(file, element_type) for _ in range(count)]
        _skip_array(file, element_type, count)
        return count
    if value_type not in _SCALARS:
        raise GGUFError(f"unknown GGUF value type {value_type}")
    return _unpack(file, _SCALARS[value_type])[0]


def _skip_array(file: BinaryIO, element_type: int, count: int) -> None:
    if element_type in _SCALARS:
        file.seek(struct.calcsize("<" + _SCALARS[element_type]) * count, 1)
    elif element_type == _STRING:
        for _ in range(count):
            (length,) = _unpack(file, "Q")
            file.seek(length, 1)
    else:
        for _ in range(count):
            _read_value(file, element_type)
