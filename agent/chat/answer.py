"""The model's answer as `agent chat` shows it: Markdown rendered on a terminal (headings, emphasis, lists,
code blocks highlighted), word-wrapped to the terminal's width; the text as it came everywhere else (a
pipe, a log, NO_COLOR), so what a script reads is what the model wrote. With NO_COLOR on a terminal the text is
the model's too, only broken at a space where the terminal would otherwise cut a word (`WordWrap`).

The answer streams: each finished block (text up to a blank line outside a code fence) is rendered and
printed for good, and the block still being written is shown rendered below it in a transient rich Live
region, so the text appears as it comes and no line is printed twice. rich renders the Markdown; every
character from the model passes through `printable` first, and links are not made terminal hyperlinks.
"""

from __future__ import annotations

import re

from rich.cells import cell_len
from rich.console import Console, ConsoleOptions, RenderResult
from rich.live import Live
from rich.markdown import CodeBlock, Markdown, TableElement
from rich.syntax import Syntax
from rich.table import Table
from rich.text import Text

from agent.terminal.terminal_text import printable

CODE_THEME = "monokai"
REDRAWS_PER_S = 12
FENCE = re.compile(r"^ {0,3}(```|~~~)", re.MULTILINE)


class TightCodeBlock(CodeBlock):
    """A code block without the empty line rich pads it with above and below (next to the blank line between
    blocks they made three)."""

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        yield Syntax(str(self.text).rstrip(), self.lexer_name, theme=self.theme, word_wrap=True, padding=(0, 1))


class TightTable(TableElement):
    """A table without the empty top and bottom edge rich draws for it."""

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        for table in super().__rich_console__(console, options):
            if isinstance(table, Table):
                table.show_edge = False
            yield table


class ChatMarkdown(Markdown):
    elements = {**Markdown.elements, "fence": TightCodeBlock, "code_block": TightCodeBlock, "table_open": TightTable}


def rendered(text: str) -> Markdown:
    return ChatMarkdown(printable(text, multiline=True), code_theme=CODE_THEME, hyperlinks=False)


def split_finished(text: str) -> tuple[str, str]:
    """`text` cut after its last finished block: a blank line that is not inside a code fence."""
    cut = len(text)
    while (cut := text.rfind("\n\n", 0, cut)) > 0:
        if len(FENCE.findall(text, 0, cut)) % 2 == 0:
            return text[:cut], text[cut + 2 :]
    return "", text


class WordWrap:
    """Plain text streamed to a terminal `width` columns wide, with a line break put at the space before a word
    the terminal would cut. A word is held back until the space after it (or `flush`), never longer; one
    wider than the terminal is let through for the terminal to wrap."""

    def __init__(self, width: int):
        self.width = max(1, width)
        self.column = 0
        self.word = ""

    def feed(self, text: str) -> str:
        out: list[str] = []
        for char in text:
            if char == "\n":
                out += [self.flush(), "\n"]
                self.column = 0
            elif char == " ":
                out.append(self.flush())
                if self.column >= self.width:  # the space would open the next line: break there instead
                    out.append("\n")
                    self.column = 0
                else:
                    out.append(char)
                    self.column += 1
            else:
                self.word += char
        return "".join(out)

    def flush(self) -> str:
        word, self.word = self.word, ""
        if not word:
            return ""
        cells = cell_len(word)
        if 0 < self.column and self.column + cells > self.width:
            self.column = cells
            word = "\n" + word
        else:
            self.column += cells
        if self.column > self.width:
            self.column %= self.width  # the terminal wrapped it
        return word


class AnswerStream:
    """One answer being shown: `add` each piece as it streams, `end` when the answer is complete (or cut).
    `wrap`: plain text on a terminal (NO_COLOR), broken between words at the console's width of the time."""

    def __init__(self, console: Console, markdown: bool, wrap: bool = False):
        self.console = console
        self.markdown = markdown
        self.wraps = wrap and not markdown
        self.wrap: WordWrap | None = None
        self.pending = ""  # the block still being written (Markdown mode)
        self.blocks_shown = 0
        self.active = False  # something of this answer was shown and it is not ended yet
        self._live: Live | None = None

    def add(self, text: str) -> None:
        if not self.active and self.wraps:
            self.wrap = WordWrap(self.console.width)  # each answer at the width the terminal has now
        self.active = True
        if not self.markdown:
            shown = printable(text, multiline=True)
            self.console.print(Text(self.wrap.feed(shown) if self.wrap else shown), end="")
            return
        finished, self.pending = split_finished(self.pending + text)
        if finished.strip():
            self._print_block(finished)
        self._draw_pending()

    def end(self) -> None:
        """Show what is left and leave the cursor on a new line."""
        if not self.active:
            return
        self.active = False
        if not self.markdown:
            self.console.print(Text(self.wrap.flush() if self.wrap else ""))
            return
        if self._live is not None:
            self._live.stop()
            self._live = None
        if self.pending.strip():
            self._print_block(self.pending)
        self.pending, self.blocks_shown = "", 0

    def _print_block(self, text: str) -> None:
        if self.blocks_shown:
            self.console.print()  # the blank line between the blocks, as the source had it
        self.console.print(rendered(text.strip("\n")), soft_wrap=False)  # the chat's console soft-wraps plain text
        self.blocks_shown += 1

    def _draw_pending(self) -> None:
        shown = rendered(self.pending.strip("\n")) if self.pending.strip() else Text("")
        if self._live is None:
            # Redrawn from rich's thread a few times a second: a fast stream costs a parse per piece, not a draw.
            self._live = Live(shown, console=self.console, transient=True, refresh_per_second=REDRAWS_PER_S)
            self._live.start(refresh=True)
        else:
            self._live.update(shown)


def show_answer(console: Console, text: str, markdown: bool, wrap: bool = False) -> None:
    """A whole answer at once (from a provider that does not stream)."""
    stream = AnswerStream(console, markdown, wrap)
    stream.add(text)
    stream.end()
