"""Capability registry: which model gets which tool mode, prompt style and context budget.

`resolve(model_id, ...)` is the one entry point; see `capabilities.resolve` for how the
shipped, user, project, detected and flag layers combine.
"""

from capabilities.capability import (
    COMPACTION_SHARE,
    EDIT_FORMATS,
    SYNTAX_CHECKS,
    TOOL_MODES,
    Capability,
    EditFormat,
    PromptStyle,
    Sampling,
    SyntaxCheck,
    ToolMode,
    compaction_share_text,
)
from capabilities.detection import Detected, detect_from_gguf, detect_from_ollama_show, detect_from_openai_models
from capabilities.gguf import GGUFError, read_gguf_metadata
from capabilities.model_id import match_key, normalize_model_id
from capabilities.registry import CapabilityConfigError, registry_files, shipped_models_path, user_models_path
from capabilities.resolve import Overrides, resolve

__all__ = [
    "COMPACTION_SHARE",
    "EDIT_FORMATS",
    "SYNTAX_CHECKS",
    "TOOL_MODES",
    "Capability",
    "CapabilityConfigError",
    "Detected",
    "EditFormat",
    "GGUFError",
    "Overrides",
    "PromptStyle",
    "Sampling",
    "SyntaxCheck",
    "ToolMode",
    "compaction_share_text",
    "detect_from_gguf",
    "detect_from_ollama_show",
    "detect_from_openai_models",
    "match_key",
    "normalize_model_id",
    "read_gguf_metadata",
    "registry_files",
    "resolve",
    "shipped_models_path",
    "user_models_path",
]
