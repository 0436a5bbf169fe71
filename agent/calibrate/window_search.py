"""The effective window by RULER's rule: the largest length whose retrieval accuracy stays within a margin of the
accuracy at the shortest length. Lengths grow in steps (1K, 2K, 4K, ... up to the limit); the search stops once
two steps have failed, since a model that lost the thread twice will not find it again further out."""

from __future__ import annotations

import math

from pydantic import BaseModel, Field

from agent.calibrate.speed import SampleSpeed

FIRST_STEP = 1024
FAILED_STEPS_TO_STOP = 2
# A model that cannot retrieve at the shortest length has no window to measure: "within a margin of nothing"
# would pass every length.
MIN_SHORT_ACCURACY = 0.5


def window_steps(limit: int, first: int = FIRST_STEP) -> list[int]:
    """1K, 2K, 4K, ... below `limit`, then `limit` itself (a window is rarely a power of two)."""
    steps: list[int] = []
    length = first
    while length < limit:
        steps.append(length)
        length *= 2
    return [*steps, limit] if limit >= first else [limit]


class StepResult(BaseModel):
    """One length's samples: how many were answered right, their real prompt lengths and speeds."""

    length: int
    correct: int = 0
    samples: int = 0
    prompt_tokens: list[int] = Field(default_factory=list)
    speeds: list[SampleSpeed] = Field(default_factory=list)

    @property
    def accuracy(self) -> float:
        return self.correct / self.samples if self.samples else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        return wilson_interval(self.correct, self.samples)


def wilson_interval(correct: int, samples: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a rate: honest at small counts and at 0 or 100%, unlike p +- 2 SE."""
    if samples == 0:
        return (0.0, 1.0)
    p = correct / samples
    centre = (p + z * z / (2 * samples)) / (1 + z * z / samples)
    half = z * math.sqrt(p * (1 - p) / samples + z * z / (4 * samples * samples)) / (1 + z * z / samples)
    return (max(0.0, centre - half), min(1.0, centre + half))


class WindowVerdict(BaseModel):
    effective: int | None  # None: nothing measured yet, or the model fails even the shortest length
    short_accuracy: float | None
    threshold: float | None  # the accuracy a step needs to pass
    passed: list[int] = Field(default_factory=list)
    failed: list[int] = Field(default_factory=list)
    concluded: bool = False  # two steps failed, or every step up to the limit was measured
    note: str = ""


def judge(steps: list[StepResult], margin: float, limit: int) -> WindowVerdict:
    """The verdict on the steps measured so far (in order of length)."""
    if not steps:
        return WindowVerdict(effective=None, short_accuracy=None, threshold=None, note="no length measured")
    short = steps[0].accuracy
    if short < MIN_SHORT_ACCURACY:
        return WindowVerdict(
            effective=None,
            short_accuracy=short,
            threshold=None,
            failed=[steps[0].length],
            concluded=True,
            note=f"retrieval fails even at {steps[0].length} tokens ({short:.0%}); no window to measure",
        )
    threshold = short - margin
    passed = [step.length for step in steps if step.accuracy >= threshold]
    failed = [step.length for step in steps if step.accuracy < threshold]
    concluded = len(failed) >= FAILED_STEPS_TO_STOP or steps[-1].length >= limit
    note = "" if concluded else "not concluded: the budget ran out before two steps failed"
    return WindowVerdict(
        effective=max(passed),
        short_accuracy=short,
        threshold=threshold,
        passed=passed,
        failed=failed,
        concluded=concluded,
        note=note,
    )
