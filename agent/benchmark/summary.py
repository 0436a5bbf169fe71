"""Per-model numbers from the rows: pass@k (a task counts as passed at try k when one of its first k tries
passed, as Aider reports it), the well-formed call rate, time and tokens per task, and the text table; for a
pool's model, each server's throughput."""

from __future__ import annotations

import json
from pathlib import Path

from pydantic import BaseModel

from agent.benchmark.compare_results import RunRow
from agent.benchmark.environment import BenchmarkInfo


class ModelSummary(BaseModel):
    model: str
    runs: int  # tasks run
    successes: int  # tasks passed at any try
    pass_at: dict[int, int] = {}  # try k -> tasks passed by then
    well_formed_rate: float | None  # share of attempted tool calls that were usable; None without calls
    malformed_tool_calls: int = 0
    repaired_tool_calls: int = 0
    mean_turns: float
    prompt_tokens: int
    completion_tokens: int
    wall_time_s: float
    seconds_per_task: float = 0.0
    tokens_per_task: float = 0.0
    time_to_first_token_s: float | None = None
    tokens_per_s: float | None = None
    timeouts: int = 0
    cut_off_replies: int = 0  # tries whose last reply hit the output limit
    context_overflows: int = 0  # tries that needed a compaction or ended on a window error
    compactions: int = 0
    peak_context: int = 0
    window: int = 0
    tool_mode: str = ""
    dialect: str = ""
    backend: str = ""


def by_task(rows: list[RunRow]) -> dict[str, list[RunRow]]:
    tasks: dict[str, list[RunRow]] = {}
    for row in rows:
        tasks.setdefault(row.task, []).append(row)
    return {task: sorted(attempts, key=lambda r: r.attempt) for task, attempts in tasks.items()}


def passed_at(attempts: list[RunRow]) -> int | None:
    """The try that passed, or None."""
    return next((row.attempt for row in attempts if row.success), None)


def summarize(model: str, rows: list[RunRow], tries: int = 1) -> ModelSummary:
    tasks = by_task(rows)
    passes = [passed_at(attempts) for attempts in tasks.values()]
    attempted = sum(r.attempted_tool_calls for r in rows)
    malformed = sum(r.malformed_tool_calls for r in rows)
    first_token = [r.time_to_first_token_s for r in rows if r.time_to_first_token_s is not None]
    speeds = [r.tokens_per_s for r in rows if r.tokens_per_s is not None]
    count = len(tasks) or 1
    last = rows[-1] if rows else None
    wall = sum(r.wall_time_s for r in rows)
    tokens = sum(r.prompt_tokens + r.completion_tokens for r in rows)
    return ModelSummary(
        model=model,
        runs=len(tasks),
        successes=sum(p is not None for p in passes),
        pass_at={k: sum(p is not None and p <= k for p in passes) for k in range(1, tries + 1)},
        well_formed_rate=round((attempted - malformed) / attempted, 3) if attempted else None,
        malformed_tool_calls=malformed,
        repaired_tool_calls=sum(r.repaired_tool_calls for r in rows),
        mean_turns=round(sum(r.turns for r in rows) / len(rows), 2) if rows else 0.0,
        prompt_tokens=sum(r.prompt_tokens for r in rows),
        completion_tokens=sum(r.completion_tokens for r in rows),
        wall_time_s=round(wall, 3),
        seconds_per_task=round(wall / count, 2),
        tokens_per_task=round(tokens / count, 1),
        time_to_first_token_s=round(sum(first_token) / len(first_token), 3) if first_token else None,
        tokens_per_s=round(sum(speeds) / len(speeds), 1) if speeds else None,
        timeouts=sum(r.status == "timeout" for r in rows),
        cut_off_replies=sum(r.finish_reason == "length" for r in rows),
        context_overflows=sum(r.compactions > 0 or "window" in (r.error or "") for r in rows),
        compactions=sum(r.compactions for r in rows),
        peak_context=max((r.peak_context for r in rows), default=0),
        window=min((r.window for r in rows if r.window), default=0),
        tool_mode=last.tool_mode if last else "",
        dialect=last.dialect if last else "",
        backend=last.backend if last else "",
    )


def summarize_all(rows: list[RunRow], tries: int) -> list[ModelSummary]:
    models = list(dict.fromkeys(row.model for row in rows))
    return [summarize(model, [r for r in rows if r.model == model], tries) for model in models]


class EndpointSummary(BaseModel):
    """What one server of a pool did: the tries it finished, their tokens and time, the tries taken from it."""

    endpoint: str
    tries: int
    passed: int
    completion_tokens: int
    wall_time_s: float  # the tries' own time, summed (they ran side by side)
    tokens_per_s: float | None  # completion tokens per second of try
    failovers: int  # tries taken from it when it failed


def summarize_endpoints(rows: list[RunRow]) -> list[EndpointSummary]:
    """Per server of a pool, in the order first seen; [] when no try ran on a pool."""
    names = list(dict.fromkeys(row.endpoint for row in rows if row.endpoint))
    lost = [failover.partition(":")[0] for row in rows for failover in row.failovers]
    summaries = []
    for name in names:
        served = [row for row in rows if row.endpoint == name]
        wall = sum(row.wall_time_s for row in served)
        tokens = sum(row.completion_tokens for row in served)
        summaries.append(
            EndpointSummary(
                endpoint=name,
                tries=len(served),
                passed=sum(row.success for row in served),
                completion_tokens=tokens,
                wall_time_s=round(wall, 3),
                tokens_per_s=round(tokens / wall, 1) if wall else None,
                failovers=lost.count(name),
            )
        )
    return summaries + [
        EndpointSummary(
            endpoint=name,
            tries=0,
            passed=0,
            completion_tokens=0,
            wall_time_s=0.0,
            tokens_per_s=None,
            failovers=lost.count(name),
        )
        for name in dict.fromkeys(lost)
        if name not in names
    ]


def render_endpoints(endpoints: list[EndpointSummary]) -> str:
    """The servers' table under the models' ("" without a pool)."""
    if not endpoints:
        return ""
    lines = [["endpoint", "tries", "passed", "completion tok", "tok/s of try", "time s", "tries lost"]]
    for e in endpoints:
        speed = f"{e.tokens_per_s:.1f}" if e.tokens_per_s is not None else "-"
        lines.append(
            [e.endpoint, str(e.tries), str(e.passed), str(e.completion_tokens), speed, f"{e.wall_time_s:.1f}"]
            + [str(e.failovers)]
        )
    widths = [max(len(row[i]) for row in lines) for i in range(len(lines[0]))]
    return "\n".join("  ".join(cell.ljust(widths[i]) for i, cell in enumerate(row)).rstrip() for row in lines)


def percent(part: int | float, whole: int | float) -> str:
    return f"{100 * part / whole:.0f}%" if whole else "-"


def render_table(summaries: list[ModelSummary], tries: int) -> str:
    header = ["model", "success"] + [f"pass@{k}" for k in range(1, tries + 1) if tries > 1]
    header += ["well-formed calls", "mean turns", "prompt tok", "completion tok", "s/task", "time s"]
    lines = [header]
    for s in summaries:
        rate = f"{s.well_formed_rate * 100:.0f}%" if s.well_formed_rate is not None else "-"
        passes = [percent(s.pass_at.get(k, 0), s.runs) for k in range(1, tries + 1) if tries > 1]
        lines.append(
            [s.model, f"{s.successes}/{s.runs}", *passes, rate, f"{s.mean_turns:g}", str(s.prompt_tokens)]
            + [str(s.completion_tokens), f"{s.seconds_per_task:.1f}", f"{s.wall_time_s:.1f}"]
        )
    widths = [max(len(row[i]) for row in lines) for i in range(len(header))]
    return "\n".join("  ".join(cell.ljust(widths[i]) for i, cell in enumerate(row)).rstrip() for row in lines)


SUMMARY = "summary.json"


def write_summary_json(root: Path, info: BenchmarkInfo, summaries: list[ModelSummary], rows: list[RunRow]) -> Path:
    """summary.json: the settings and machine, each model's numbers, and each task's outcome per model."""
    tasks = {
        task: {model: passed_at(attempts) for model, attempts in _by_model(rows, task).items()}
        for task in dict.fromkeys(row.task for row in rows)
    }
    data = {
        **info.model_dump(mode="json"),
        "models": [s.model_dump(mode="json") for s in summaries],
        "endpoints": [e.model_dump(mode="json") for e in summarize_endpoints(rows)],
        "tasks": {
            task: {m: f"pass@{p}" if p else "fail" for m, p in outcome.items()} for task, outcome in tasks.items()
        },
    }
    path = root / SUMMARY
    path.write_text(json.dumps(data, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    return path


def _by_model(rows: list[RunRow], task: str) -> dict[str, list[RunRow]]:
    models: dict[str, list[RunRow]] = {}
    for row in sorted((r for r in rows if r.task == task), key=lambda r: r.attempt):
        models.setdefault(row.model, []).append(row)
    return models
