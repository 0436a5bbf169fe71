"""The doctor's report as text for a person: each server, each model's window and prompt with where every figure
came from, the machine, then each problem with its fix as a command."""

from __future__ import annotations

from agent.doctor.findings import DoctorReport, Figure, ModelCheck, Problem, Setting

MARKS = {"cut": "CUT SHORT", "warning": "warning", "note": "note"}


def figure(value: Figure | None) -> str:
    if value is None or value.value is None:
        return "not reported" if value is not None else "-"
    return f"{value.value:,} ({value.source})"


def setting(value: Setting | None) -> str:
    return "-" if value is None else f"{value.value} ({value.source}: {value.detail})" if value.detail else value.value


def problem_lines(problems: list[Problem], indent: str) -> list[str]:
    lines = []
    for problem in problems:
        lines.append(f"{indent}{MARKS[problem.severity]}: {problem.what}")
        if problem.fix:
            lines.append(f"{indent}  fix: {problem.fix}")
    return lines


def model_lines(check: ModelCheck) -> list[str]:
    lines = [f"  {check.model}  ({check.backend})"]
    if not check.reachable:
        return lines + problem_lines(check.problems, "    ")
    if (window := check.window) is not None:
        parts = [f"a request gets {figure(window.request)}", f"the agent budgets {figure(window.budget)}"]
        parts.append(f"trained {figure(window.trained)}")
        if window.sent is not None:
            parts.append(f"we send num_ctx {figure(window.sent)}")
        if window.model_default is not None:
            parts.append(f"model default {figure(window.model_default)}")
        if window.running is not None:
            parts.append(f"runs now with {figure(window.running)}")
        if window.slots is not None:
            parts.append(f"{window.slots} slots")
        lines.append(f"    window      {window.server}: " + "; ".join(parts))
    if (own := check.own_prompt) is not None:
        lines.append(
            f"    own prompt  system prompt and tools {figure(own.system_and_tools)} + map {figure(own.map_budget)}"
            f" = {own.total:,} of {own.compaction_at:,} before compaction"
        )
    lines.append(f"    tool mode   {setting(check.tool_mode)}")
    if check.edit_format is not None:
        lines.append(f"    edit format {setting(check.edit_format)}")
    lines.append(f"    calibrated  {check.calibration or 'no'}")
    return lines + problem_lines(check.problems, "    ")


def render(report: DoctorReport) -> str:
    lines: list[str] = []
    if report.servers:
        lines.append("Servers")
        for server in report.servers:
            state = f"serves {len(server.serves)}: {', '.join(server.serves)}" if server.reachable else "no answer"
            lines.append(f"  {server.name}  {server.url}  {state}")
            lines += problem_lines(server.problems, "    ")
    lines.append("Models" if report.models else "Models: none found")
    for check in report.models:
        lines += model_lines(check)
    machine = report.machine
    lines += [
        "Machine",
        f"  sandbox     {setting(machine.sandbox)}",
        f"  disk        {machine.free_disk_mb:,} MB free for saved model states (they may take "
        f"{machine.states_cap_mb:,} MB) at {machine.states_dir}",
    ]
    lines += problem_lines(machine.problems, "  ")
    lines += report.notes
    found = report.problems()
    counts = {severity: sum(p.severity == severity for p in found) for severity in MARKS}
    lines.append(
        f"{counts['cut']} cut short, {counts['warning']} warnings, {counts['note']} notes"
        + (": a model above would be cut short (exit 1)" if counts["cut"] else "")
    )
    return "\n".join(lines)
