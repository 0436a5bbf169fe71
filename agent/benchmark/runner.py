"""The whole benchmark: what to run (models × tasks, less what the results directory already holds), run it,
and write the outputs. `agent compare` (agent/commands/compare.py) only parses options and calls this."""

from __future__ import annotations

import json
import sys
import threading
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict

from agent.backends.model_spec import ModelSpec
from agent.benchmark.attempt import RunSettings
from agent.benchmark.compare_report import write_report
from agent.benchmark.compare_results import ResultsDir, RunRow
from agent.benchmark.diff import diff_dirs, render_diff
from agent.benchmark.environment import BenchmarkInfo, agent_version, machine, now
from agent.benchmark.schedule import Display, Unit, run_units
from agent.benchmark.suite import BenchTask, check_unique, load_suite, load_tasks_file, prompt_tasks, select
from agent.benchmark.summary import (
    EndpointSummary,
    ModelSummary,
    render_endpoints,
    render_table,
    summarize_all,
    summarize_endpoints,
    write_summary_json,
)
from agent.start.session import check_config
from agent.start.user_config import load_user_config
from capabilities import Overrides


class Plan(BaseModel):
    model_config = ConfigDict(arbitrary_types_allowed=True)

    models: list[ModelSpec]
    tasks: list[BenchTask]
    settings: RunSettings
    suite: str  # what the report says the tasks were


class Outcome(BaseModel):
    rows: list[RunRow]
    summaries: list[ModelSummary]
    endpoints: list[EndpointSummary] = []  # a pool's servers
    table: str

    def as_json(self) -> dict[str, Any]:
        runs, models = [r.model_dump() for r in self.rows], [s.model_dump() for s in self.summaries]
        return {"runs": runs, "models": models, "endpoints": [e.model_dump() for e in self.endpoints]}


def plan(
    *,
    models: list[ModelSpec],
    prompts: list[str],
    check: str | None,
    workspace: Path,
    tasks_file: Path | None,
    suite: str | None,
    only: str | None,
    tries: int,
    max_turns: int,
    ctx: int | None,
    max_output: int | None,
    tool_mode: str | None,
    map_tokens: int | None = None,
    unsandboxed_check: bool = False,
) -> Plan:
    tasks = prompt_tasks(prompts, check, workspace)
    if tasks_file is not None:
        tasks += load_tasks_file(tasks_file, workspace)
    if suite is not None:
        tasks += load_suite(suite)
    tasks = select(tasks, only)
    check_unique(tasks)
    config = load_user_config()  # once for the whole comparison: every try gets this one
    for root in dict.fromkeys(task.workspace for task in tasks):
        check_config(root, config)  # a typo in a models.toml stops the comparison before anything runs
    flags = Overrides.model_validate({"context": ctx, "max_output_tokens": max_output, "tool_mode": tool_mode})
    label = suite or (str(tasks_file) if tasks_file is not None else "tasks from the command line")
    return Plan(
        models=models,
        tasks=tasks,
        settings=RunSettings(
            tries=tries,
            max_turns=max_turns,
            flags=flags,
            config=config,
            map_tokens=map_tokens,
            unsandboxed_check=unsandboxed_check,
        ),
        suite=label,
    )


def run_plan(plan: Plan, *, jobs: int, out: Path | None) -> Outcome:
    store = ResultsDir(out) if out is not None else None
    tries = plan.settings.tries
    units = [
        Unit(spec, task)
        for spec in plan.models
        for task in plan.tasks
        if store is None or not store.done(spec.raw, task.name, tries, task.digest)
    ]
    if store is not None and len(units) < len(plan.models) * len(plan.tasks):
        skipped = len(plan.models) * len(plan.tasks) - len(units)
        print(f"{skipped} run(s) already in {store.path}: skipped (resume)", file=sys.stderr, flush=True)
    new_rows: list[RunRow] = []
    lock = threading.Lock()

    def record(rows: list[RunRow]) -> None:
        with lock:
            new_rows.extend(rows)
        if store is not None:
            store.append(rows)

    with Display(len(units)) as display:
        run_units(units, plan.settings, jobs, record, display)
    rows = _ordered(store.rows if store is not None else new_rows, plan)
    summaries = summarize_all(rows, tries)
    if store is not None:
        info = BenchmarkInfo(
            agent_version=agent_version(),
            date=now(),
            machine=machine(),
            suite=plan.suite,
            tries=tries,
            max_turns=plan.settings.max_turns,
            context=plan.settings.flags.context,
            tool_mode=plan.settings.flags.tool_mode,
            task_kinds={task.name: task.kind for task in plan.tasks if task.kind},
        )
        store.write_csv()
        write_summary_json(store.root, info, summaries, rows)
        write_report(store.root, rows, summaries, info)
    endpoints = summarize_endpoints(rows)
    table = "\n\n".join(filter(None, [render_table(summaries, tries), render_endpoints(endpoints)]))
    return Outcome(rows=rows, summaries=summaries, endpoints=endpoints, table=table)


def _ordered(rows: list[RunRow], plan: Plan) -> list[RunRow]:
    """Models in the order given, tasks in the suite's order; rows of other models or tasks (an earlier
    benchmark into the same directory) after them."""
    models = {spec.raw: i for i, spec in enumerate(plan.models)}
    tasks = {task.name: i for i, task in enumerate(plan.tasks)}
    return sorted(
        rows,
        key=lambda r: (models.get(r.model, len(models)), r.model, tasks.get(r.task, len(tasks)), r.task, r.attempt),
    )


def diff_command(first: Path, second: Path, as_json: bool) -> str:
    diff = diff_dirs(first, second)
    if as_json:
        return json.dumps(diff.model_dump())
    return render_diff(diff, first, second)
