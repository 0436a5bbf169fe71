"""Prompt texts, kept as data files next to this module."""

from __future__ import annotations

from importlib import resources


def load_prompt(name: str) -> str:
    return resources.files(__package__).joinpath(name).read_text(encoding="utf-8")
