"""The syntax gate: a change that leaves a file that parsed before unparsable (tree-sitter, the languages of
`grammars.toml`) is refused, or made with a warning (capability `syntax_check`: refuse, warn or off).

Every edit and write passes it (`FileTool.commit`). A file that did not parse before is never blocked (an already
broken file can still be fixed a step at a time); a new file that does not parse gets a warning only. Files of
other endings, files over MAX_CHECKED_BYTES and text that does not decode are not checked. tree-sitter recovers
from more than a compiler accepts (Python's indentation, say), so the gate catches broken structure, not every
error.
"""

from __future__ import annotations

import re

from pydantic import BaseModel, ConfigDict
from tree_sitter import Node

from agent.errors import ToolFailure
from agent.file_safety.text_format import TextFormat
from agent.tools.grammars import grammar_table, language_name_of, parser_for
from capabilities import SyntaxCheck

# Parsing is fast (about 0.15 s a megabyte), but a change to a larger file is not worth the wait twice.
MAX_CHECKED_BYTES = 1024 * 1024
CONTEXT_LINES = 3
# A #define and the lines its backslashes continue it onto; blanked out (newlines kept, so lines and columns
# stay where they are) before a language with `macros` is parsed.
DEFINE = re.compile(rb"^[ \t]*#[ \t]*define\b(?:[^\n]*\\\r?\n)*[^\n]*", re.MULTILINE)
MACRO_TEXT = re.compile(rb"[^\r\n]")
SNIPPET_CHARS = 40


class ParseError(BaseModel):
    """The first place tree-sitter could not read: unexpected text (an ERROR node) or a missing token."""

    model_config = ConfigDict(frozen=True)

    line: int  # 1-based
    column: int  # 1-based, in characters
    missing: str | None = None  # what the grammar expected and did not find (a MISSING node)
    unexpected: str = ""  # the start of the text it could not read (an ERROR node)
    at_end: bool = False  # the error is at the end of the file
    excerpt: str  # the lines around it, numbered as read numbers them

    def describe(self) -> str:
        """Where and what, in one phrase: 'line 3, column 12: missing ")"'."""
        where = f"line {self.line}, column {self.column}" + (" (the end of the file)" if self.at_end else "")
        if self.missing is not None:
            return f"{where}: missing {self.missing}"
        return f"{where}: unexpected `{self.unexpected}`" if self.unexpected else f"{where}: a syntax error"


class SyntaxVerdict(BaseModel):
    """What a change does to a file's syntax: `error` is the new text's first parse error when the change breaks
    a file that parsed before (`new_file`: a file that did not exist); None when it does not."""

    model_config = ConfigDict(frozen=True)

    language: str
    error: ParseError | None = None
    new_file: bool = False


def review(mode: SyntaxCheck, shown: str, old: bytes | None, new: bytes) -> str:
    """Apply the gate to a change of `shown` from `old` (None: a new file) to `new`: raise ToolFailure to refuse it,
    or return a warning line for the result ("" when there is nothing to say)."""
    if mode == "off":
        return ""
    verdict = check_change(shown, old, new)
    if verdict is None or verdict.error is None:
        return ""
    error = verdict.error
    language = grammar_table()[verdict.language].title
    if mode == "warn" or verdict.new_file:
        state = "does not parse" if verdict.new_file else "no longer parses"
        return f"\nwarning: {shown} {state} as {language} (the first error is at {error.describe()}); fix it"
    raise ToolFailure(
        f"{shown} was left unchanged: with this change it would no longer parse as {language} (it parsed before). "
        f"The first parse error (tree-sitter) is at {error.describe()}. The new text around it:\n{error.excerpt}\n"
        "Fix the edit so the file still parses (a change to a block's start or end may need the whole block in "
        "one edit); if the file is meant not to parse for now, the user can set "
        'syntax_check = "warn" (or "off") in config.toml [defaults] or models.toml.'
    )


def check_change(shown: str, old: bytes | None, new: bytes) -> SyntaxVerdict | None:
    """Whether a change breaks the file's syntax; None when the file is not checked (its ending, size, encoding)."""
    language = language_name_of(shown)
    if language is None or len(new) > MAX_CHECKED_BYTES or (old is not None and len(old) > MAX_CHECKED_BYTES):
        return None
    text_format = TextFormat.detect(old if old is not None else new)
    new_text = decode(new, text_format)
    if new_text is None:
        return None
    error = first_parse_error(new_text, language)
    if error is None:
        return SyntaxVerdict(language=language)
    if old is None:
        return SyntaxVerdict(language=language, error=error, new_file=True)
    old_text = decode(old, text_format)
    if old_text is None or first_parse_error(old_text, language) is not None:
        return SyntaxVerdict(language=language)  # it did not parse before: never blocked
    return SyntaxVerdict(language=language, error=error)


def decode(data: bytes, text_format: TextFormat | None) -> str | None:
    """`data` as text in the file's format (line endings as they are); None when it is not text in it."""
    if text_format is None or not data.startswith(text_format.bom):
        return None
    try:
        return data[len(text_format.bom) :].decode(text_format.encoding)
    except UnicodeDecodeError:
        return None


def first_parse_error(text: str, language: str) -> ParseError | None:
    """The first parse error of `text`, None when it parses (in its grammar or one of the table's alternatives)."""
    try:
        source = text.encode("utf-8")
    except UnicodeEncodeError:  # a lone surrogate: not checked
        return None
    if grammar_table()[language].macros:
        source = DEFINE.sub(lambda found: MACRO_TEXT.sub(b" ", found.group(0)), source)
    first: Node | None = None
    for name in (language, *grammar_table()[language].alternatives):
        root = parser_for(name).parse(source).root_node
        if not root.has_error:
            return None
        if first is None:
            first = first_error_node(root)
    assert first is not None
    return describe_node(first, source, text)


def first_error_node(root: Node) -> Node:
    """The first ERROR or MISSING node in the text's order, descending only where errors are."""
    node = root
    while not (node.is_error or node.is_missing):
        child = next((child for child in node.children if child.has_error or child.is_missing), None)
        if child is None:
            return node
        node = child
    return node


def describe_node(node: Node, source: bytes, text: str) -> ParseError:
    row, byte_column = node.start_point
    lines = text.split("\n")
    line_start = sum(len(line.encode("utf-8")) + 1 for line in lines[:row])
    column = len(source[line_start : line_start + byte_column].decode("utf-8", errors="ignore")) + 1
    total = text.count("\n") + (0 if text.endswith("\n") or not text else 1)
    at_end = row >= total or not source[node.start_byte :].strip()
    unexpected = ""
    if node.is_error:
        unexpected = source[node.start_byte : node.end_byte].decode("utf-8", errors="replace").strip()
        unexpected = unexpected.split("\n")[0].rstrip("\r")
        if len(unexpected) > SNIPPET_CHARS:
            unexpected = unexpected[:SNIPPET_CHARS] + "…"
    missing = None
    if node.is_missing:
        article = "an" if node.type[:1] in "aeiou" else "a"
        missing = f"{article} {node.type}" if node.is_named else f'"{node.type}"'
    focus = min(row, max(total - 1, 0))
    first, last = max(0, focus - CONTEXT_LINES), min(total, focus + CONTEXT_LINES + 1)
    excerpt = "\n".join(f"{n + 1:>6}\t{lines[n].rstrip(chr(13))}" for n in range(first, last))
    return ParseError(
        line=row + 1, column=column, missing=missing, unexpected=unexpected, at_end=at_end, excerpt=excerpt
    )
