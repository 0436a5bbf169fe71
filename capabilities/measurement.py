"""Values `agent calibrate` measured, as a models.toml entry records them, and the one writer of that entry.

An entry marks what was measured with a `measured` table, field -> date (`measured = {context_effective =
2026-05-02}`); `resolve` shows those fields' source as `measured DATE`. Each measured value carries a comment that
says on what it was measured (backend, quantisation, CPU/GPU): the comment is for the person reading the file, the
table is what the agent reads. The file is written with tomlkit, so the user's comments and layout stay, and
atomically (a temp file renamed over it), so a stop halfway leaves it as it was.
"""

from __future__ import annotations

import datetime
import os
import tempfile
from pathlib import Path
from typing import Any

from capabilities.model_id import match_key

MEASURED_KEY = "measured"


def measured_source(date: datetime.date, where: str) -> str:
    """What `agent caps` shows as a measured value's source."""
    return f"measured {date.isoformat()} ({where})"


def write_measured_entry(
    path: Path, prefix: str, values: dict[str, Any], comments: dict[str, str], date: datetime.date
) -> None:
    """Set `values` in the `[models."<prefix>"]` table of the models.toml at `path` (made if missing), each with its
    comment, and record them as measured on `date`. Other tables and keys, comments and layout are kept; an entry
    already there under another spelling of the prefix (`Qwen2.5` for `qwen2.5`) is the one updated. Raises
    OSError when the file cannot be written (it is then unchanged)."""
    import tomlkit  # here, not above: every session reads MEASURED_KEY, only calibrate writes an entry
    from tomlkit.items import Table

    text = path.read_text(encoding="utf-8") if path.is_file() else ""
    document = tomlkit.parse(text)
    models = document.get("models")
    if models is None:
        models = tomlkit.table(is_super_table=True)
        document.add("models", models)
    existing = next((name for name in models if match_key(name) == match_key(prefix)), None)
    entry = models.get(existing) if existing is not None else None
    if not isinstance(entry, Table):
        entry = tomlkit.table()
        models[prefix] = entry
    marks = entry.get(MEASURED_KEY)
    measured = tomlkit.inline_table()
    if marks is not None:
        measured.update({name: day for name, day in marks.items() if name not in values})
    for name, value in values.items():
        item = tomlkit.item(value)
        item.comment(comments[name])
        entry[name] = item
        measured[name] = date
    if MEASURED_KEY in entry:
        del entry[MEASURED_KEY]
    entry[MEASURED_KEY] = measured
    text = tomlkit.dumps(document)
    _replace(path, text if text.endswith("\n") else text + "\n")


def _replace(path: Path, text: str) -> None:
    """Write `text` to a temp file beside `path`, then rename it over `path`: readers see the old or the new file."""
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as file:
            file.write(text)
            file.flush()
            os.fsync(file.fileno())
        if path.exists():
            os.chmod(temp, path.stat().st_mode & 0o777)
        os.replace(temp, path)
    except BaseException:
        Path(temp).unlink(missing_ok=True)
        raise
