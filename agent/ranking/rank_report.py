"""The ranking for a person: a text table (best first, every figure not measured here marked with where it came
from), and report.html: the same table with each figure's provenance on hover and one chart, the score of each
model in its four parts (matplotlib's Agg backend, inline SVG; the chart also as ranking.png beside it)."""

from __future__ import annotations

from html import escape
from pathlib import Path

from agent.benchmark.charts import figure_files, new_figure
from agent.ranking.model_ranking import Ranking
from agent.ranking.score import WEIGHTS, Measure, RankedModel

REPORT = "report.html"
CHART = "ranking.png"
COLOURS = {"tools": "#2563eb", "edits": "#16a34a", "window": "#ea580c", "speed": "#9333ea"}
STATES = {"reused": "measured before", "measured": "tried now", "not_tried": "not tried", "failed": "failed"}
HEADERS = ("#", "MODEL", "SCORE", "TOOL CALLS", "NO CALL ASKED", "EDITS", "WINDOW", "PROMPT TOK/S", "REPLY TOK/S")


def shown(measure: Measure, kind: str) -> str:
    """A figure as the table shows it, its source named when it was not measured here."""
    value = measure.value
    if value is None and kind == "tokens" and measure.source == "measured":
        return "none"  # the search ran: retrieval failed even at the shortest length
    if value is None:
        text = "-"
    elif kind == "share":
        text = f"{value:.0%}"
    elif kind == "tokens":
        text = f"{value:,.0f}"
    else:
        text = f"{value:,.0f}" if value >= 10 else f"{value:.1f}"
    return text if measure.source == "measured" or value is None else f"{text} ({measure.source})"


def cells(row: RankedModel) -> list[str]:
    mode = f"{shown(row.tool_calls, 'share')} {row.tool_mode}" if row.tool_mode else shown(row.tool_calls, "share")
    edits = shown(row.edits_landed, "share")
    if row.edit_format is not None:
        edits = f"{edits} {row.edit_format} ({round((row.edits_landed.value or 0) * row.edit_tasks)}/{row.edit_tasks})"
    no_call = "-" if row.unasked_calls.value is None else f"{1 - row.unasked_calls.value:.0%}"
    return [
        row.model,
        f"{row.score:.0f}",
        mode,
        no_call,
        edits,
        shown(row.window, "tokens"),
        shown(row.prompt_tps, "speed"),
        shown(row.generation_tps, "speed"),
    ]


def table(ranking: Ranking) -> str:
    rows = [list(HEADERS)] + [[str(n), *cells(row)] for n, row in enumerate(ranking.models, 1)]
    widths = [max(len(row[i]) for row in rows) for i in range(len(HEADERS))]
    lines = ["  ".join(cell.ljust(width) for cell, width in zip(row, widths, strict=True)).rstrip() for row in rows]
    for row in ranking.models:
        if row.state in ("failed", "not_tried"):
            lines.append(f"{row.model}: {STATES[row.state]}: {row.error}")
    return "\n".join(lines)


def legend(ranking: Ranking) -> str:
    return (
        f"{ranking.score}.\nFigures are measured on this machine unless marked (server: the server said it; "
        "shipped: the agent's models.toml; config: your files). NO CALL ASKED: share of the prompts needing no tool "
        "answered without one."
    )


def write_report(ranking: Ranking, folder: Path) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    svg, png = chart(ranking)
    (folder / CHART).write_bytes(png)
    path = folder / REPORT
    path.write_text(html(ranking, svg), encoding="utf-8")
    return path


def chart(ranking: Ranking) -> tuple[str, bytes]:
    """The score of each model (best on top) as bars in its four parts."""
    import matplotlib

    matplotlib.use("Agg")  # before pyplot: no display needed
    rows = ranking.models[::-1]
    figure, axes = new_figure(7, 0.55 * len(rows) + 1.7)
    for y, row in enumerate(rows):
        left = 0.0
        for name, weight in WEIGHTS.items():
            width = weight * row.parts[name]
            label = f"{name} ({weight:.0f})" if y == 0 else None
            axes.barh(y, width, left=left, color=COLOURS[name], label=label)
            left += width
        axes.text(left + 1, y, f"{row.score:.0f}", va="center", fontsize=9)
    axes.set_yticks(range(len(rows)), [row.model for row in rows])
    axes.set_xlim(0, 110)
    axes.set_xlabel("score (of 100)")
    axes.set_title("Your models, ranked")
    axes.legend(loc="lower right", fontsize=8)
    return figure_files(figure)


STYLE = """
body { font: 14px/1.45 system-ui, sans-serif; margin: 2em auto; max-width: 1100px; color: #1f2937; padding: 0 1em; }
table { border-collapse: collapse; margin: .6em 0; font-size: 13px; }
th, td { border: 1px solid #e5e7eb; padding: 4px 8px; text-align: left; } th { background: #f3f4f6; }
td.num { text-align: right; font-variant-numeric: tabular-nums; } .small { color: #6b7280; font-size: 12px; }
svg { max-width: 700px; height: auto; }
"""


def html(ranking: Ranking, svg: str) -> str:
    head = "".join(f"<th>{escape(h)}</th>" for h in HEADERS)
    body = []
    rows = ranking.models
    for number, row in enumerate(rows, 1):
        sources = [
            row.backend,
            "",
            _title(row.tool_calls),
            _title(row.unasked_calls),
            _title(row.edits_landed),
            _title(row.window),
            _title(row.prompt_tps),
            _title(row.generation_tps),
        ]
        tds = "".join(
            f"<td class='num' title='{escape(title)}'>{escape(text)}</td>"
            for text, title in zip(cells(row), sources, strict=True)
        )
        body.append(f"<tr><td>{number}</td>{tds}</tr>")
    states = "; ".join(
        f"{row.model}: {STATES[row.state]}" + (f" ({row.error})" if row.error else "") for row in ranking.models
    )
    return "\n".join(
        [
            "<!doctype html><html lang='en'><head><meta charset='utf-8'><title>agent models --rank</title>",
            f"<style>{STYLE}</style></head><body><h1>Your models, ranked</h1>",
            f"<table><tr>{head}</tr>{''.join(body)}</table>",
            f"<p class='small'>{escape(legend(ranking))} Hover a figure for where it came from.</p>",
            svg,
            f"<p class='small'>{escape(states)}. Trials took {ranking.elapsed_s:.0f} s of a {ranking.budget_s:.0f} s "
            "budget.</p></body></html>",
        ]
    )


def _title(measure: Measure) -> str:
    return f"{measure.source}: {measure.detail}" if measure.detail else measure.source
