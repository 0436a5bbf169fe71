"""The text dialects the parser reads and renders, named once.

`capabilities` types `tool_format` with `DialectName`, so a typo in a models.toml stops at load
time with the valid names instead of failing later when a prompt is rendered.
"""

from __future__ import annotations

from typing import Literal, get_args

DialectName = Literal[
    "json", "hermes", "llama3", "mistral", "devstral", "functools", "granite", "nemotron", "lfm2",
    "hunyuan", "internlm", "command_r", "functionary", "deepseek", "kimi", "harmony", "pythonic",
    "tool_code", "qwen3_coder", "seed_oss", "glm", "minimax", "gemma4", "function_gemma",
]  # fmt: skip
DIALECTS: tuple[DialectName, ...] = get_args(DialectName)
