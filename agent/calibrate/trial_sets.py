"""The trials' fixed sets (tool_prompts.toml, edit_tasks.toml): package data files beside the trials, each read
into its pydantic model, which forbids unknown keys."""

from __future__ import annotations

import tomllib
from importlib import resources
from typing import TypeVar

from pydantic import BaseModel

SetModel = TypeVar("SetModel", bound=BaseModel)


def shipped_set(file_name: str, model: type[SetModel]) -> SetModel:
    """The set in `file_name`, shipped in this package, validated into `model`."""
    text = resources.files(__package__).joinpath(file_name).read_text(encoding="utf-8")
    return model.model_validate(tomllib.loads(text))
