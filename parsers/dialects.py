"""The text dialects the parser reads and renders, named once, and the record each one has.

`capabilities` types `tool_format` with `DialectName`, so a typo in a models.toml stops at load
time with the valid names instead of failing later when a prompt is rendered.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Literal, TypeGuard, get_args

from parsers.scan import Marker

DialectName = Literal[
    "json", "hermes", "llama3", "mistral", "devstral", "functools", "granite", "nemotron", "lfm2",
    "hunyuan", "internlm", "command_r", "functionary", "deepseek", "kimi", "harmony", "pythonic",
    "tool_code", "qwen3_coder", "seed_oss", "glm", "minimax", "gemma4", "function_gemma",
]  # fmt: skip
DIALECTS: tuple[DialectName, ...] = get_args(DialectName)


def is_dialect(name: str) -> TypeGuard[DialectName]:
    return name in DIALECTS


@dataclass(frozen=True)
class Dialect:
    """Everything the package knows about one dialect, in one record.

    The records live next to their readers (parsers/readers/, one module per family) and
    `parsers.readers.DIALECT_TABLE` holds them all: the scan's markers, the renderer and the
    streaming sniff are all derived from it.
    """

    name: DialectName
    render: Callable[[str, dict[str, Any]], str]  # one call (name, arguments) written this way
    # where its calls start, each with its reader; a marker whose reader also reads other
    # dialects (`<tool_call>`: hermes, qwen3_coder, glm) is listed by one of them only
    markers: tuple[Marker, ...] = ()
    # regexes with one group each, the tool name, that find a call being written early in a
    # stream (a dialect that reads like another one needs none)
    sniff: tuple[str, ...] = ()
