"""edit_lines: the anchored format's edit. The model names the first and last line to replace by the anchors
read showed (`12:k3`, agent/file_safety/line_anchors.py) and gives the new lines; it never copies old text, so a
small model's slip in copying cannot miss, and a line that is no longer what the anchor's hash says (the file
moved under an earlier edit) is refused with the lines as they are now."""

from __future__ import annotations

from pydantic import Field

from agent.errors import ToolFailure
from agent.file_safety.line_anchors import file_lines, line_hash, parse_anchor, rows_around, strip_row_prefixes
from agent.file_safety.text_format import TextFormat, describe_binary
from agent.messages import ToolResult
from agent.tools.files import FileTool
from agent.tools.tool import PathArgument, ToolArgs, names_in


class EditLinesArgs(ToolArgs):
    path: str = Field(description="file path relative to the workspace")
    first: str = Field(description="anchor of the first line to replace, as read shows it (NUMBER:HASH, e.g. 12:k3)")
    last: str = Field(description="anchor of the last line to replace (the same as first for one line)")
    new_text: str = Field(description='the lines that replace first..last, without anchors; "" deletes them')


class EditLinesTool(FileTool):
    name = "edit_lines"
    description = (
        "Replace the lines first..last (inclusive, named by the anchors read shows, NUMBER:HASH) of a file "
        'with new_text; "" deletes them. Read the file first; after an edit, lines below it move: use the new anchors.'
    )
    Args = EditLinesArgs
    edit_formats = ("anchored",)
    path_arguments = (PathArgument(name="path", must_exist=True, writes=True),)
    aliases = names_in("replace_lines edit_file_lines line_edit lines_edit")

    def run(self, args: EditLinesArgs) -> ToolResult:
        first, first_hash = parse_anchor(args.first, "first")
        last, last_hash = parse_anchor(args.last, "last")
        if last < first:
            raise ToolFailure(
                f"last ({args.last.strip()}) comes before first ({args.first.strip()}); last names the last line to "
                "replace, at or after first"
            )
        real, key, _ = self.locate(args.path)
        with self.records.locked(key):
            content = self.authorise(real, key, args.path)
            if content is None:
                raise ToolFailure(f"{args.path} does not exist; use write to create it")
            decoded = TextFormat.decode_file(content[0])
            if decoded is None:
                raise ToolFailure(describe_binary(content[0], args.path))
            text_format, text = decoded
            lines = file_lines(text)
            check_anchors(lines, ((first, first_hash), (last, last_hash)), args.path)
            new_lines, stripped = replacement_lines(args.new_text, lines[first - 1])
            edited = lines[: first - 1] + new_lines + lines[last:]
            new = "\n".join(edited) + ("\n" if text.endswith("\n") and edited else "")
            note = self.commit(real, key, text_format.encode(new, args.path), content, args.path)
        count = f"{len(new_lines)} line" + ("" if len(new_lines) == 1 else "s")
        span = f"line {first}" if first == last else f"lines {first}-{last}"
        cleaned = " (the anchors copied into new_text were left out)" if stripped else ""
        return ToolResult(content=f"edited {args.path}: replaced {span} with {count}{cleaned}{note}")


def check_anchors(lines: list[str], anchors: tuple[tuple[int, str], ...], shown: str) -> None:
    """Refuse (the file unchanged) unless each anchored line is still the line the model saw."""
    if not lines:
        raise ToolFailure(f"{shown} is empty: it has no lines to anchor; use write to give it content")
    for number, wanted in anchors:
        if number > len(lines):
            raise ToolFailure(
                f"line {number} is past the end of {shown} ({len(lines)} lines){moved_to(lines, wanted)}; "
                f"nothing was changed. Its last lines now:\n{rows_around(lines, len(lines), len(lines), context=4)}"
            )
    stale = {f"{number}:{wanted}": wanted for number, wanted in anchors if line_hash(lines[number - 1]) != wanted}
    if stale:
        first, last = anchors[0][0], anchors[-1][0]
        hints = "".join(moved_to(lines, wanted) for wanted in dict.fromkeys(stale.values()))
        raise ToolFailure(
            f"{' and '.join(stale)} no longer match{'es' if len(stale) == 1 else ''} {shown}: the line there changed "
            f"since you read it (an earlier edit moves the lines below it){hints}. Nothing was changed. The lines "
            f"there now, with their anchors:\n{rows_around(lines, first, last)}\nRetry with the current anchors."
        )


def moved_to(lines: list[str], wanted: str, most: int = 3) -> str:
    """Where lines with the hash `wanted` are now (a hint: two lines may share a hash), or ""."""
    found = [f"{number}:{wanted}" for number, line in enumerate(lines, start=1) if line_hash(line) == wanted]
    if not found or len(found) > most:
        return ""
    return f"; a line with hash {wanted} is now at {', '.join(found)}"


def replacement_lines(new_text: str, first_line: str) -> tuple[list[str], bool]:
    """new_text as lines (a final newline ends the last one), without anchors a model copied from read, and
    with "\\r" ends where the replaced line had one (a file of mixed line endings); and whether anchors went."""
    text = new_text.replace("\r\n", "\n")
    stripped = strip_row_prefixes(text)
    if stripped is not None:
        text = stripped
    if text == "":
        return [], stripped is not None
    lines = file_lines(text)
    if first_line.endswith("\r"):
        lines = [line + "\r" for line in lines]
    return lines, stripped is not None
