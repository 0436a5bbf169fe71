"""Token estimates for providers that cannot count exactly."""

from __future__ import annotations


def estimate_tokens(text: str) -> int:
    # About four characters a token for English and code; an exact count comes from the
    # model's own tokenizer where the provider has one.
    return (len(text) + 3) // 4
