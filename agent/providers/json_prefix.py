"""The decoded start of a JSON string that is still arriving: a grammar-mode answer shown as it streams, the
target of a call shown while the model writes it."""

from __future__ import annotations

import json


def decode_json_string_prefix(text: str, start: int = 0) -> tuple[str, int]:
    """The decoded text of the JSON string in `text` from `start` on (its opening quote already read,
    its rest perhaps still arriving), and how many characters of `text` it used; stops at the
    closing quote or before an incomplete escape, where a later call with more text resumes."""
    out: list[str] = []
    i = start
    while i < len(text):
        char = text[i]
        if char == '"':
            break
        if char != "\\":
            out.append(char)
            i += 1
            continue
        end = i + (6 if text[i + 1 : i + 2] == "u" else 2)
        if _high_surrogate(text[i:end]):
            end += 6  # decoded with its pair: alone, each half would be a lone surrogate
        if end > len(text):
            break  # incomplete: a later call with more text resumes here
        try:
            out.append(json.loads(f'"{text[i:end]}"'))
        except json.JSONDecodeError:
            break  # a bad escape: the final parse decides
        i = end
    return "".join(out), i - start


def _high_surrogate(escape: str) -> bool:
    """\\uD800 to \\uDBFF: the first half of a character outside the Basic Multilingual Plane."""
    return len(escape) == 6 and escape[1] == "u" and escape[2:4].lower() in ("d8", "d9", "da", "db")
