"""The report's charts, drawn with matplotlib's Agg backend (no display needed): each one as SVG for the
HTML page and as PNG for READMEs."""

from __future__ import annotations

import io
import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from pydantic import BaseModel

from agent.benchmark.compare_results import RunRow
from agent.benchmark.summary import ModelSummary, by_task

if TYPE_CHECKING:
    from matplotlib.axes import Axes
    from matplotlib.figure import Figure

COLOURS = ["#2563eb", "#ea580c", "#16a34a", "#9333ea", "#dc2626", "#0891b2", "#ca8a04", "#db2777"]
LIGHTER = ["#93c5fd", "#fdba74", "#86efac", "#d8b4fe", "#fca5a5", "#67e8f9", "#fde047", "#f9a8d4"]


class Chart(BaseModel):
    name: str  # the PNG's file name, without .png
    title: str
    svg: str
    png: bytes
    wide: bool = False  # the report gives it the page's whole width


def draw_charts(summaries: list[ModelSummary], rows: list[RunRow], tries: int) -> list[Chart]:
    import matplotlib

    matplotlib.use("Agg")  # before pyplot is imported: no display, no GUI toolkit
    tasks = list(dict.fromkeys(row.task for row in rows))
    return [
        _success(summaries, tries),
        _well_formed(summaries),
        _per_task("time_per_task", "Seconds per task (all tries)", "seconds", summaries, rows, tasks, _seconds),
        _per_task(
            "tokens_per_task", "Tokens per task (prompt + completion)", "tokens", summaries, rows, tasks, _tokens
        ),
    ]


def _seconds(attempts: list[RunRow]) -> float:
    return sum(r.wall_time_s for r in attempts)


def _tokens(attempts: list[RunRow]) -> float:
    return sum(r.prompt_tokens + r.completion_tokens for r in attempts)


def new_figure(width: float, height: float) -> tuple[Figure, Axes]:
    """A figure `width` by `height` inches with no top or right frame line."""
    from matplotlib import pyplot

    figure, axes = pyplot.subplots(figsize=(width, height), dpi=100)
    axes.spines[["top", "right"]].set_visible(False)
    return figure, axes


def _finish(name: str, title: str, figure: Figure, wide: bool = False) -> Chart:
    svg, png = figure_files(figure)
    return Chart(name=name, title=title, svg=svg, png=png, wide=wide)


def figure_files(figure: Figure) -> tuple[str, bytes]:
    """A finished figure as SVG text to inline (no metadata: who drew it, when) and as PNG; the figure is closed."""
    from matplotlib import pyplot

    figure.tight_layout()
    svg, png = io.StringIO(), io.BytesIO()
    figure.savefig(svg, format="svg")
    figure.savefig(png, format="png", dpi=120)
    pyplot.close(figure)
    text = svg.getvalue()
    return re.sub(r"<metadata>.*?</metadata>", "", text[text.index("<svg") :], flags=re.DOTALL), png.getvalue()


def _success(summaries: list[ModelSummary], tries: int) -> Chart:
    title = "Tasks passed"
    figure, axes = new_figure(6, 0.5 * len(summaries) + 1.6)
    names = [s.model for s in summaries][::-1]
    for row, summary in enumerate(summaries[::-1]):
        colour = len(summaries) - 1 - row
        share, start = 0.0, 0.0
        for k in range(1, tries + 1):
            share = 100 * summary.pass_at.get(k, 0) / summary.runs if summary.runs else 0.0
            palette = COLOURS if k == 1 else LIGHTER
            label = f"pass@{k}" if row == len(summaries) - 1 and tries > 1 else None
            axes.barh(row, share - start, left=start, color=palette[colour % len(palette)], label=label)
            start = share
        axes.text(share + 1, row, f"{summary.successes}/{summary.runs}", va="center", fontsize=9)
    axes.set_yticks(range(len(names)), names)
    axes.set_xlim(0, 120)
    axes.set_xticks(range(0, 101, 20))
    axes.set_xlabel("% of tasks passed")
    axes.set_title(title)
    if tries > 1:
        axes.legend(loc="lower right", fontsize=8)
    return _finish("success", title, figure)


def _well_formed(summaries: list[ModelSummary]) -> Chart:
    title = "Well-formed tool calls"
    figure, axes = new_figure(6, 0.5 * len(summaries) + 1.6)
    names = [s.model for s in summaries][::-1]
    for row, summary in enumerate(summaries[::-1]):
        colour = COLOURS[(len(summaries) - 1 - row) % len(COLOURS)]
        rate = summary.well_formed_rate
        axes.barh(row, 100 * (rate or 0), color=colour)
        malformed = f" ({summary.malformed_tool_calls} malformed)" if summary.malformed_tool_calls else ""
        label = "no calls" if rate is None else f"{100 * rate:.0f}%{malformed}"
        axes.text(100 * (rate or 0) + 1, row, label, va="center", fontsize=9)
    axes.set_yticks(range(len(names)), names)
    axes.set_xlim(0, 150)
    axes.set_xticks(range(0, 101, 20))
    axes.set_xlabel("% of attempted calls that could be used")
    axes.set_title(title)
    return _finish("well_formed", title, figure)


def _per_task(
    name: str,
    title: str,
    unit: str,
    summaries: list[ModelSummary],
    rows: list[RunRow],
    tasks: list[str],
    measure: Callable[[list[RunRow]], float],
) -> Chart:
    figure, axes = new_figure(11, 3.6)
    width = 0.8 / max(1, len(summaries))
    for index, summary in enumerate(summaries):
        attempts = by_task([r for r in rows if r.model == summary.model])
        values = [measure(attempts[task]) if task in attempts else 0 for task in tasks]
        offsets = [t + (index - (len(summaries) - 1) / 2) * width for t in range(len(tasks))]
        axes.bar(offsets, values, width=width, color=COLOURS[index % len(COLOURS)], label=summary.model)
    axes.set_xticks(range(len(tasks)), tasks, rotation=35, ha="right", fontsize=8)
    axes.set_ylabel(unit)
    axes.set_title(title)
    axes.legend(fontsize=8)
    return _finish(name, title, figure, wide=True)
