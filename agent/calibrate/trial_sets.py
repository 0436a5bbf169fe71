"""What the trials share: their fixed sets (tool_prompts.toml, edit_tasks.toml), package data files beside the
trials, each read into its pydantic model, which forbids unknown keys; and how a trial is paced from outside."""

from __future__ import annotations

import tomllib
from collections.abc import Callable, Container, Iterable, Iterator
from dataclasses import dataclass
from importlib import resources
from typing import TypeVar

from pydantic import BaseModel

SetModel = TypeVar("SetModel", bound=BaseModel)
Item = TypeVar("Item")


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

    def left(self, items: Iterable[Item], finished: Container[str], name: Callable[[Item], str]) -> Iterator[Item]:
        """The items not `finished` yet (by their name), one at a time while `go_on()` says yes; `done()` is told
        when the caller comes back for the next one."""
        for item in items:
            if name(item) in finished:
                continue
            if not self.go_on():
                return
            yield item
            self.done()


UNPACED = TrialSteps()  # every prompt or task, nobody told
