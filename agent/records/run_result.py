"""What a run returns: how it ended, its answer or error, and its counters (the recorder keeps them);
`agent run --json` prints it and the exit code follows its status."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

Status = Literal["finished", "turn_limit", "error", "stuck", "cancelled"]
EXIT_CODES: dict[str, int] = {"finished": 0, "turn_limit": 3, "error": 4, "stuck": 4, "cancelled": 130}


class RunResult(BaseModel):
    status: Status
    final: str | None = None
    error: str | None = None
    turns: int = 0
    tool_calls: int = 0
    malformed_tool_calls: int = 0
    # Calls the model tried to make, usable or not (parsed calls plus replies that never parsed);
    # for the well-formed rate in `agent compare`, not part of the --json output.
    attempted_tool_calls: int = Field(0, exclude=True)
    prompt_tokens: int = 0
    completion_tokens: int = 0
    max_prompt_tokens: int = 0
    prompt_tokens_restored: int = 0  # taken from the in-process model's saved states instead of evaluated
    compactions: int = 0
    course_corrections: int = 0
    wall_time_s: float = 0.0
    transcript: str
    model: str
    # The window the run was given and where compaction starts in it (measured, shipped or flagged: `agent caps`).
    context_effective: int | None = None
    compaction_at: int | None = None

    @property
    def exit_code(self) -> int:
        return EXIT_CODES[self.status]
