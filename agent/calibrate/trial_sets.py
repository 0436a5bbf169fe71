"""What the trials share: their fixed sets (tool_prompts.toml, edit_tasks.toml), package data files beside the
trials, each read into its pydantic model, which forbids unknown keys; and how a trial is paced from outside."""

from __future__ import annotations

import tomllib
from collections.abc import Callable
from dataclasses import dataclass
from importlib import resources
from typing import TypeVar

from pydantic import BaseModel

SetModel = TypeVar("SetModel", bound=BaseModel)


def shipped_set(file_name: str, model: type[SetModel]) -> SetModel:
    """The set in `file_name`, shipped in this package, validated into `model`."""
    text = resources.files(__package__).joinpath(file_name).read_text(encoding="utf-8")
    return model.model_validate(tomllib.loads(text))


@dataclass(frozen=True)
class TrialSteps:
    """How the calibration paces a trial: `go_on()` is asked before each prompt or task (False: the trial stops
    there, to resume later), and `done()` is told after each one ends."""

    go_on: Callable[[], bool] = lambda: True
    done: Callable[[], None] = lambda: None


UNPACED = TrialSteps()  # every prompt or task, nobody told
