"""Edits that cannot miss: in grammar mode (the agent owns decoding) the edit target may only be what the files
hold as the model last read them. In the anchored format `first` and `last` of `edit_lines` are an enum of the
current anchors of the files read in this session; in the replace format `old_text` of `edit` is an enum of the
runs of whole lines that occur once in their file, as long as the runs stay few and short (else it stays free).

The texts come from the session's read records (agent/file_safety/read_records.py keeps a small file's content with its
record), so a file changed since its read offers what the model saw; the tool then refuses the edit as stale.
Built on each request with the path choices (agent/calls/path_choices.py) by `grammar_specs`, the one call the
loop makes for its tools.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from agent.calls.path_choices import with_path_choices, workspace_files
from agent.file_safety.line_anchors import anchors_of, file_lines
from agent.file_safety.read_records import ReadRecords
from agent.messages import ToolSpec
from agent.tools.files import EditTool
from agent.tools.line_edit import EditLinesTool

if TYPE_CHECKING:
    from agent.calls.runtime import ToolRuntime
    from capabilities import Capability

# Past these, a grammar's alternatives cost more to build and match than a free string saves.
MAX_CHOICES = 2_000
MAX_CHOICE_CHARS = 64_000


def grammar_specs(runtime: ToolRuntime, capability: Capability) -> list[ToolSpec]:
    """The tools offered for the next request: in grammar mode with the path choices (capability
    `path_choices`) and the edit choices of the files read so far."""
    specs = runtime.specs()
    if capability.tool_mode != "grammar":
        return specs
    if capability.path_choices:
        specs = with_path_choices(specs, workspace_files(runtime.workspace.root))
    return with_edit_choices(specs, seen_texts(runtime.records))


def seen_texts(records: ReadRecords) -> list[str]:
    """The content of each file as the model last read or wrote it, where the record keeps it (small files,
    read whole); a file changed between sessions must be read again, so it offers nothing."""
    return [
        state.text.removeprefix("\ufeff")
        for state in records.seen()
        if state.text is not None and not state.partial and not state.must_reread
    ]


def with_edit_choices(specs: list[ToolSpec], texts: list[str]) -> list[ToolSpec]:
    choices = {
        EditLinesTool.name: (("first", "last"), anchor_choices(texts)),
        EditTool.name: (("old_text",), line_run_choices(texts)),
    }
    constrained = []
    for spec in specs:
        names, values = choices.get(spec.name, ((), None))
        if values:
            properties = dict(spec.parameters.get("properties", {}))
            for name in names:
                if name in properties:
                    properties[name] = {**properties[name], "enum": values}
            spec = spec.model_copy(update={"parameters": {**spec.parameters, "properties": properties}})
        constrained.append(spec)
    return constrained


def anchor_choices(texts: list[str]) -> list[str] | None:
    """Every line anchor of the texts (one list for all files: an anchor names a line, the path its file), or
    None when there are none or too many."""
    anchors = list(dict.fromkeys(anchor for text in texts for anchor in anchors_of(text)))
    return anchors if anchors and len(anchors) <= MAX_CHOICES else None


def line_run_choices(texts: list[str]) -> list[str] | None:
    """Each run of whole lines (without the newline after it) that occurs once in its file and is not blank,
    or None when there are none or they pass MAX_CHOICES or MAX_CHOICE_CHARS."""
    split = [[line.removesuffix("\r") for line in file_lines(text)] for text in texts]
    if sum(len(lines) * (len(lines) + 1) // 2 for lines in split) > 4 * MAX_CHOICES:
        return None  # so many runs that even the repeated ones would cost too long to leave out
    runs: dict[str, None] = {}
    chars = 0
    for lines in split:
        plain = "\n".join(lines)
        for start in range(len(lines)):
            for end in range(start + 1, len(lines) + 1):
                run = "\n".join(lines[start:end])
                if not run.strip() or run in runs or plain.count(run) != 1:
                    continue
                runs[run] = None
                chars += len(run)
                if len(runs) > MAX_CHOICES or chars > MAX_CHOICE_CHARS:
                    return None
    return list(runs) or None
