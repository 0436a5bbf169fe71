"""Model ids as users type them, reduced to one spelling the registry can match on.

`hf.co/bartowski/Qwen2.5-Coder-7B-Instruct-GGUF:Q4_K_M`, `ollama/qwen2.5-coder:7b` and
`Qwen2.5-Coder-7B-Instruct` all name the same family; `normalize_model_id` turns each into
`qwen2.5-coder-7b`, and `match_key` drops the hyphens so `llama-3.1` and `llama3.1` agree.
"""

from __future__ import annotations

import re

# Trailing '-'-separated words that say how a model was packaged or tuned, not which model it is.
_PACKAGING_WORDS = {
    "instruct",
    "it",
    "chat",
    "hf",
    "gguf",
    "ggml",
    "awq",
    "gptq",
    "exl2",
    "mlx",
    "fp16",
    "bf16",
    "f16",
    "f32",
    "fp8",
    "int4",
    "int8",
    "4bit",
    "8bit",
    "latest",
}
# Quantisation names: q4_k_m, Q8_0, iq4_xs, q5_k_s, ... (underscores already turned into '-').
_QUANT_WORD = re.compile(r"^i?q\d(-[0-9a-z]{1,2}){0,2}$")
_QUANT_TAIL = re.compile(r"-i?q\d(-[0-9a-z]{1,2}){0,2}$")
# Vendor words some repositories put in front of the family name (`Meta-Llama-3.1-8B`).
_VENDOR_HEADS = ("meta-",)


def normalize_model_id(raw: str) -> str:
    """The readable normal form: lower case, no provider/namespace, tag, quantisation or packaging suffix.

    Steps: drop everything up to the last `/` (provider prefixes such as `ollama/`, `openai/`,
    `openrouter/qwen/`, `hf.co/user/`, `lmstudio-community/`, and file paths); drop a
    `:tag` or `@tag`; drop a `.gguf` extension; `_` and spaces become `-`; then trailing words
    such as `-instruct`, `-it`, `-gguf`, `-q4_k_m` are removed.
    """
    text = raw.strip().lower().replace("\\", "/")
    text = text.rstrip("/").rsplit("/", 1)[-1]
    for separator in (":", "@"):
        text = text.split(separator, 1)[0]
    if text.endswith(".gguf"):
        text = text[: -len(".gguf")]
    text = re.sub(r"[_\s]+", "-", text).strip("-")
    for head in _VENDOR_HEADS:
        if text.startswith(head):
            text = text[len(head) :]
    while True:
        stripped = _QUANT_TAIL.sub("", text)
        words = stripped.split("-")
        if len(words) > 1 and (words[-1] in _PACKAGING_WORDS or _QUANT_WORD.match(words[-1])):
            stripped = "-".join(words[:-1])
        if stripped == text:
            return text
        text = stripped


def match_key(raw: str) -> str:
    """What prefixes are compared on: the normal form without hyphens (`llama-3.1` == `llama3.1`).

    Dots stay: they carry version numbers (`qwen2.5` must not become `qwen25`).
    """
    return normalize_model_id(raw).replace("-", "")


def family_prefix(model_id: str, prefix_key: str) -> bool:
    """True when the registry prefix `prefix_key` (a `match_key`) names `model_id`'s family.

    The prefix must match the id's normal form, hyphens ignored, and end at a word boundary there: the
    id ends, or a separator (`-`, `.`, ...) follows, or a digit follows a prefix that ends in a letter
    (`mistral-small` names `mistral-small3.1`). A letter after the prefix (`gemma3` in `gemma3n`) or a
    digit after a digit (`qwen3` in `qwen30`) means another family.
    """
    normal = normalize_model_id(model_id)
    consumed = 0
    for index, char in enumerate(normal):
        if consumed == len(prefix_key):
            return _boundary(prefix_key[-1] if prefix_key else "", normal[index:])
        if char == "-":
            continue
        if char != prefix_key[consumed]:
            return False
        consumed += 1
    return consumed == len(prefix_key)


def _boundary(last: str, rest: str) -> bool:
    following = rest[0]
    if not following.isalnum():
        return True
    return following.isdigit() and last.isalpha()
