"""Usage with the timings a server reports about itself, next to the ones the agent measures."""

from __future__ import annotations

from agent.messages import Usage


class ServerUsage(Usage):
    """`Usage` plus server-side durations in seconds (None: the server did not say).

    The loop records `usage.model_dump()`, so these land in the transcript's usage events.
    """

    usage_reported: bool = True  # False: the server sent no token counts; the counts are estimates
    load_duration_s: float | None = None
    prompt_eval_duration_s: float | None = None
    eval_duration_s: float | None = None
    server_total_duration_s: float | None = None
