"""The chat's tool lines: `  ⠋ bash make test  12s` with the last lines of its output while a call runs, then
`  ✓ bash make test  ok (3 lines)  12.0s` when it has ended; and the status while the model writes a call."""

from __future__ import annotations

from rich.text import Text

from agent.messages import ToolResult
from agent.terminal.live_region import StyledLine
from agent.terminal.progress import summarize_outcome
from agent.terminal.running_call import RunningCall
from agent.terminal.terminal_text import printable

DIM = "\033[2m"


def whole_outcome(result: ToolResult) -> str:
    """The outcome for a tool's line; a failure's first line whole (the terminal wraps it, nothing is cut)."""
    if not result.is_error or not result.content.strip():
        return summarize_outcome(result)
    first = result.content.strip().split("\n")[0]
    return f"error: {first}"


def outcome_of(result: ToolResult) -> tuple[str, str]:
    """The mark and colour of an ended call."""
    return ("✗", "red") if result.is_error else ("✓", "green")


def settled_line(name: str, target: str, result: ToolResult, seconds: float | None) -> Text:
    mark, style = outcome_of(result)
    line = Text()
    line.append(f"  {mark} ", style=style)
    line.append(printable(name), style="bold")
    if target:
        line.append(f" {printable(target)}")
    line.append(f"  {printable(whole_outcome(result))}", style=style if result.is_error else "dim")
    if seconds is not None:
        line.append(f"  {seconds:.1f}s", style="dim")
    return line


def running_call_lines(call: RunningCall, frame: str, colour: bool) -> list[StyledLine]:
    """A call's lines in the live region (its text is printable already)."""
    dim = DIM if colour else ""
    where = f" {call.target}" if call.target else ""
    if call.result is None:
        head = f"  {frame} {call.name}{where}  {call.elapsed():.0f}s"
    else:
        mark, _ = outcome_of(call.result)
        head = f"  {mark} {call.name}{where}  {printable(summarize_outcome(call.result))}  {call.seconds:.1f}s"
    lines: list[StyledLine] = [(head, "")]
    lines += [(f"      {line}", dim) for line in call.command_lines]
    if call.result is None:
        lines += [(f"      │ {line}", dim) for line in call.output_tail()]
    return lines
