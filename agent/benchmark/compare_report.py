"""report.html: one self-contained page (no network) with the settings, the per-model table, the charts
(inline SVG) and the task × model table linking to the transcripts; the charts also as PNG files beside it."""

from __future__ import annotations

from collections.abc import Callable
from html import escape
from pathlib import Path

from agent.benchmark.charts import Chart, draw_charts
from agent.benchmark.compare_results import RunRow
from agent.benchmark.environment import BenchmarkInfo
from agent.benchmark.summary import EndpointSummary, ModelSummary, by_task, passed_at, percent, summarize_endpoints

REPORT = "report.html"
ERROR_CHARS = 90  # of a failed run's error, under its cell (all of it on hover)


STYLE = """
body { font: 14px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; margin: 2em auto; max-width: 1100px;
       color: #1f2937; padding: 0 1em; }
h1 { font-size: 1.6em; margin-bottom: .2em; } h2 { margin-top: 1.8em; border-bottom: 1px solid #e5e7eb; }
.meta { color: #4b5563; } .meta span { margin-right: 1.4em; white-space: nowrap; }
table { border-collapse: collapse; margin: .6em 0; font-size: 13px; }
th, td { border: 1px solid #e5e7eb; padding: 4px 8px; text-align: left; vertical-align: top; }
th { background: #f3f4f6; } td.num { text-align: right; font-variant-numeric: tabular-nums; }
td.pass1 { background: #dcfce7; } td.pass2 { background: #fef9c3; } td.fail { background: #fee2e2; }
td a { color: inherit; } .small { color: #6b7280; font-size: 12px; }
.charts { display: grid; grid-template-columns: 1fr 1fr; gap: 1em; }
.chart svg { width: 100%; height: auto; } .chart.wide { grid-column: 1 / -1; }
"""


def write_report(root: Path, rows: list[RunRow], summaries: list[ModelSummary], info: BenchmarkInfo) -> Path:
    charts = draw_charts(summaries, rows, info.tries)
    for chart in charts:
        (root / f"{chart.name}.png").write_bytes(chart.png)
    page = render_html(rows, summaries, info, charts)
    path = root / REPORT
    path.write_text(page, encoding="utf-8")
    return path


def render_html(rows: list[RunRow], summaries: list[ModelSummary], info: BenchmarkInfo, charts: list[Chart]) -> str:
    machine = info.machine
    dates = sorted(row.date for row in rows if row.date)
    when = _date(dates[0]) if dates else _date(info.date)
    if dates and _date(dates[-1]) != when:
        when += f" to {_date(dates[-1])}"
    meta = [
        f"agent {info.agent_version}",
        f"runs {when}",
        f"suite {info.suite}",
        f"{info.tries} tr{'y' if info.tries == 1 else 'ies'}",
        f"max {info.max_turns} turns",
        f"CPU {machine.cpu} ({machine.cores} cores)",
        f"GPU {machine.gpu or 'none'}",
        machine.system,
    ]
    if info.context:
        meta.append(f"--ctx {info.context}")
    parts = [
        "<!doctype html><html lang='en'><head><meta charset='utf-8'>",
        "<title>agent compare report</title>",
        f"<style>{STYLE}</style></head><body>",
        "<h1>agent compare</h1>",
        "<p class='meta'>" + " ".join(f"<span>{escape(m)}</span>" for m in meta) + "</p>",
        "<h2>Models</h2>",
        _models_table(summaries, info.tries),
        *_endpoints_table(summarize_endpoints(rows)),
        "<h2>Charts</h2>",
        "<div class='charts'>",
        *(f"<div class='chart{' wide' if c.wide else ''}' id='{c.name}'>{c.svg}</div>" for c in charts),
        "</div>",
        "<h2>Tasks</h2>",
        _tasks_table(rows, summaries, info.task_kinds),
        "<p class='small'>A cell links to the run's transcript (transcripts/, one JSON event per line). "
        "pass@2: passed on the second try, after seeing the check's output.</p>",
        "</body></html>",
    ]
    return "\n".join(parts)


def _date(iso: str) -> str:
    return iso[:16].replace("T", " ") + (" UTC" if iso.endswith("+00:00") else "")


def _models_table(summaries: list[ModelSummary], tries: int) -> str:
    """One column per model, one row per measure: reads well for a few models and many measures."""
    measures: list[tuple[str, Callable[[ModelSummary], str]]] = [
        ("backend", lambda s: s.backend),
        ("window (effective)", lambda s: str(s.window or "-")),
        ("tool calls via", lambda s: f"text ({s.dialect})" if s.tool_mode == "text" and s.dialect else s.tool_mode),
        ("tasks passed", lambda s: f"{s.successes}/{s.runs}"),
        *((f"pass@{k}", _pass_at(k)) for k in range(1, tries + 1)),
        ("well-formed calls", lambda s: f"{100 * s.well_formed_rate:.0f}%" if s.well_formed_rate is not None else "-"),
        ("malformed / repaired calls", lambda s: f"{s.malformed_tool_calls} / {s.repaired_tool_calls}"),
        ("mean turns per try", lambda s: f"{s.mean_turns:g}"),
        ("seconds per task", lambda s: f"{s.seconds_per_task:.1f}"),
        ("tokens per task", lambda s: f"{s.tokens_per_task:.0f}"),
        ("time to first token", lambda s: f"{s.time_to_first_token_s:.2f} s" if s.time_to_first_token_s else "-"),
        ("generation speed", lambda s: f"{s.tokens_per_s:.1f} tok/s" if s.tokens_per_s is not None else "-"),
        ("peak context", lambda s: f"{s.peak_context}" + (f" of {s.window}" if s.window else "")),
        ("compactions", lambda s: str(s.compactions)),
        ("timeouts", lambda s: str(s.timeouts)),
        ("replies cut off", lambda s: str(s.cut_off_replies)),
    ]
    lines = ["<table><tr><th></th>" + "".join(f"<th>{escape(s.model)}</th>" for s in summaries) + "</tr>"]
    for label, value in measures:
        cells = "".join(f"<td class='num'>{escape(value(s) or '-')}</td>" for s in summaries)
        lines.append(f"<tr><th>{escape(label)}</th>{cells}</tr>")
    return "\n".join(lines + ["</table>"])


def _endpoints_table(endpoints: list[EndpointSummary]) -> list[str]:
    """A pool's servers: what each finished, its throughput, the tries taken from it (nothing without a pool)."""
    if not endpoints:
        return []
    lines = [
        "<h2>Endpoints</h2>",
        "<table><tr><th>endpoint</th><th>tries</th><th>passed</th><th>completion tokens</th>"
        "<th>tokens per second of try</th><th>time s</th><th>tries taken from it</th></tr>",
    ]
    for e in endpoints:
        speed = f"{e.tokens_per_s:.1f}" if e.tokens_per_s is not None else "-"
        cells = [str(e.tries), str(e.passed), str(e.completion_tokens), speed, f"{e.wall_time_s:.1f}", str(e.failovers)]
        lines.append(
            f"<tr><th>{escape(e.endpoint)}</th>" + "".join(f"<td class='num'>{c}</td>" for c in cells) + "</tr>"
        )
    return lines + ["</table>"]


def _pass_at(k: int) -> Callable[[ModelSummary], str]:
    return lambda s: f"{percent(s.pass_at.get(k, 0), s.runs)} ({s.pass_at.get(k, 0)})"


def _tasks_table(rows: list[RunRow], summaries: list[ModelSummary], kinds: dict[str, str]) -> str:
    tasks = list(dict.fromkeys(row.task for row in rows))
    models = "".join(f"<th>{escape(s.model)}</th>" for s in summaries)
    lines = [f"<table><tr><th>task</th><th>kind</th>{models}</tr>"]
    for task in tasks:
        cells = []
        for summary in summaries:
            attempts = by_task([r for r in rows if r.model == summary.model]).get(task)
            cells.append(_task_cell(attempts))
        kind = escape(kinds.get(task, ""))
        lines.append(f"<tr><td>{escape(task)}</td><td class='small'>{kind}</td>{''.join(cells)}</tr>")
    return "\n".join(lines + ["</table>"])


def _task_cell(attempts: list[RunRow] | None) -> str:
    if not attempts:
        return "<td>-</td>"
    passed = passed_at(attempts)
    last = attempts[-1]
    if passed is not None:
        label, kind = f"✓ pass@{passed}", f"pass{min(passed, 2)}"
    else:
        status = last.status.replace("_", " ")
        if last.check_exit is not None:  # a finished run failed its check; another ended before it finished
            status = (
                f"check exit {last.check_exit}" if last.status == "finished" else f"{status}, check {last.check_exit}"
            )
        label, kind = f"✗ {status}", "fail"
    seconds = sum(r.wall_time_s for r in attempts)
    detail = escape(f"{sum(r.turns for r in attempts)} turns, {seconds:.1f} s")
    if passed is None and last.error:
        error = last.error if len(last.error) <= ERROR_CHARS else last.error[: ERROR_CHARS - 1] + "…"
        detail += f"<br>{escape(error)}"
    link = last.transcript_copy
    text = f"<a href='{escape(link)}'>{escape(label)}</a>" if link else escape(label)
    return f"<td class='{kind}' title='{escape(last.error or '')}'>{text}<br><span class='small'>{detail}</span></td>"
