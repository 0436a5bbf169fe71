"""A time limit for a whole tool call that reads the workspace (grep, glob): checked while walking and reading,
so no such call runs unbounded on a huge tree, a huge file or a slow pattern."""

from __future__ import annotations

import time


class TimeUp(Exception):
    """The call's time limit passed: stop, and report what was found so far."""


class Deadline:
    """`seconds` from now; `check()` raises TimeUp once it has passed."""

    def __init__(self, seconds: float):
        self.seconds = seconds
        self.at = time.monotonic() + seconds

    def remaining(self) -> float:
        return max(0.0, self.at - time.monotonic())

    def passed(self) -> bool:
        return time.monotonic() >= self.at

    def check(self) -> None:
        if self.passed():
            raise TimeUp()
