"""Speed as a run meets it: prompt tokens per second (reading), generation tokens per second (writing) and the
time to the first token, from the usage each provider reports with a reply."""

from __future__ import annotations

from statistics import median

from pydantic import BaseModel

from agent.messages import Usage


class SampleSpeed(BaseModel):
    prompt_tps: float | None = None
    generation_tps: float | None = None
    time_to_first_token_s: float | None = None


def sample_speed(usage: Usage) -> SampleSpeed:
    """What one reply's usage says; None where the provider did not time it. The prompt rate counts only the tokens
    the backend had to read (its cache served the rest), over the time to the first token."""
    first, total = usage.time_to_first_token_s, usage.total_time_s
    read = usage.prompt_tokens_evaluated if usage.prompt_tokens_evaluated is not None else usage.prompt_tokens
    prompt_tps = read / first if first and read else None
    generated = usage.completion_tokens - 1  # the first token's time is in the time to it
    writing = (total - first) if total is not None and first is not None else None
    generation_tps = generated / writing if writing and generated > 0 else None
    return SampleSpeed(prompt_tps=prompt_tps, generation_tps=generation_tps, time_to_first_token_s=first)


def median_speed(speeds: list[SampleSpeed]) -> SampleSpeed:
    """The median of each figure over one length's samples (one slow outlier, a cold cache, moves it little)."""

    def mid(values: list[float | None]) -> float | None:
        known = [value for value in values if value is not None]
        return median(known) if known else None

    return SampleSpeed(
        prompt_tps=mid([s.prompt_tps for s in speeds]),
        generation_tps=mid([s.generation_tps for s in speeds]),
        time_to_first_token_s=mid([s.time_to_first_token_s for s in speeds]),
    )
