"""models.toml files: where they are, what an entry may say, and how a bad file is reported.

A file holds one table per model-id prefix:

    [models."qwen2.5-coder"]
    context_effective = 16384
    tool_mode = "text"

Entry keys are the `Capability` field names below; anything else is a `CapabilityConfigError`
naming the file, the entry and the key. Prefixes are normalised like model ids
(`capabilities.model_id`), so `"Qwen2.5-Coder"` and `"qwen2.5-coder"` are the same entry.
"""

from __future__ import annotations

import difflib
import functools
import os
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import Any, Literal, get_args

import platformdirs
from pydantic import BaseModel, ConfigDict, PositiveInt, ValidationError

from capabilities.capability import PromptStyle, Sampling, ToolMode
from capabilities.model_id import match_key
from parsers.dialects import DIALECTS, DialectName

LayerKind = Literal["shipped", "user", "project"]
APP_NAME = "agent"
FILE_NAME = "models.toml"


class CapabilityConfigError(Exception):
    """A models.toml the user can fix: the message names the file, the entry/key and what was expected."""

    def __init__(self, message: str, *, path: Path | None = None, entry: str | None = None, key: str | None = None):
        super().__init__(message)
        self.message = message
        self.path = path
        self.entry = entry
        self.key = key


class Entry(BaseModel):
    """What one `[models."<prefix>"]` table may set; unset keys fall through to lower layers."""

    model_config = ConfigDict(extra="forbid")

    native_tools: bool | None = None
    tool_mode: ToolMode | None = None
    tool_format: DialectName | None = None
    prompt_style: PromptStyle | None = None
    context_advertised: PositiveInt | None = None
    context_effective: PositiveInt | None = None
    stop: list[str] | None = None
    sampling: Sampling | None = None
    window_authoritative: bool | None = None
    path_choices: bool | None = None


# Keys with a fixed set of values (from their types): a wrong value names them all.
_CHOICES: dict[str, tuple[str, ...]] = {
    "tool_mode": get_args(ToolMode),
    "tool_format": DIALECTS,
    "prompt_style": get_args(PromptStyle),
}
# What each key expects, in the words an error message uses.
_EXPECTED = {
    "native_tools": "true or false",
    **{key: "one of " + ", ".join(f'"{value}"' for value in values) for key, values in _CHOICES.items()},
    "context_advertised": "a positive integer (tokens)",
    "context_effective": "a positive integer (tokens)",
    "stop": "a list of strings",
    "sampling": "a table with temperature, top_p, top_k, min_p, repeat_penalty",
    "window_authoritative": "true or false",
    "path_choices": "true or false",
    "sampling.temperature": "a number",
    "sampling.top_p": "a number",
    "sampling.top_k": "an integer",
    "sampling.min_p": "a number",
    "sampling.repeat_penalty": "a number",
}


@dataclass(frozen=True)
class RegistryFile:
    """One parsed models.toml: its entries by match key, and how sources name it."""

    label: str
    kind: LayerKind
    path: Path
    entries: dict[str, tuple[str, Entry]]  # match key -> (prefix as written, entry)

    def best_match(self, key: str) -> tuple[str, Entry] | None:
        """The entry with the longest prefix of `key`; file order never matters."""
        hits = [k for k in self.entries if key.startswith(k)]
        return self.entries[max(hits, key=len)] if hits else None


def shipped_models_path() -> Path:
    """The shipped models.toml: the repository root's in a source checkout, else the wheel's copy.

    The wheel force-includes the root file as `capabilities/models.toml` (see pyproject.toml).
    """
    package_dir = Path(__file__).resolve().parent
    checkout_file = package_dir.parent / FILE_NAME
    if checkout_file.is_file() and (package_dir.parent / "pyproject.toml").is_file():
        return checkout_file
    packaged = resources.files("capabilities").joinpath(FILE_NAME)
    with resources.as_file(packaged) as path:
        if not path.is_file():
            raise CapabilityConfigError(
                f"the shipped {FILE_NAME} is missing: neither {checkout_file} nor {path} exists; reinstall the agent"
            )
        return path


def user_models_path() -> Path:
    """The user's models.toml: in $AGENT_HOME if set, else the platform's config dir for "agent"."""
    home = os.environ.get("AGENT_HOME")
    base = Path(home).expanduser() if home else Path(platformdirs.user_config_dir(APP_NAME))
    return base / FILE_NAME


def project_models_paths(workspace: Path) -> list[Path]:
    """Project files, applied in this order: `<workspace>/models.toml`, then `<workspace>/.agent/models.toml`."""
    return [workspace / FILE_NAME, workspace / ".agent" / FILE_NAME]


def registry_files(workspace: Path | None = None) -> list[RegistryFile]:
    """The files that exist, lowest precedence first: shipped, user, project."""
    shipped = shipped_models_path()
    files = [load_registry_file(shipped, "shipped")]
    candidates: list[tuple[Path, LayerKind]] = [(user_models_path(), "user")]
    if workspace is not None:
        candidates += [(path, "project") for path in project_models_paths(Path(workspace))]
    for path, kind in candidates:
        # A workspace that is this repository has the shipped file at its root: not a project layer.
        if path.is_file() and not _same_file(path, shipped):
            files.append(load_registry_file(path, kind))
    return files


def load_registry_file(path: Path, kind: LayerKind) -> RegistryFile:
    """Parse and check one models.toml; raises CapabilityConfigError naming what is wrong."""
    path = Path(path)
    stat = path.stat()
    return _load_cached(path.resolve(), kind, stat.st_mtime_ns, stat.st_size)


@functools.lru_cache(maxsize=32)
def _load_cached(path: Path, kind: LayerKind, _mtime_ns: int, _size: int) -> RegistryFile:
    label = f"{FILE_NAME} (shipped)" if kind == "shipped" else str(path)
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except OSError as err:
        raise CapabilityConfigError(f"{path}: cannot be read ({err.strerror})", path=path) from err
    except tomllib.TOMLDecodeError as err:
        raise CapabilityConfigError(f"{path}: not valid TOML: {err}", path=path) from err
    except UnicodeDecodeError as err:
        raise CapabilityConfigError(f"{path}: not UTF-8 text ({err.reason})", path=path) from err
    for key in data:
        if key != "models":
            raise CapabilityConfigError(_top_level_message(path, kind, key), path=path, key=key)
    models = data.get("models", {})
    if not isinstance(models, dict):
        raise CapabilityConfigError(
            f'{path}: `models` must be a table of [models."<prefix>"] tables, got {type(models).__name__}',
            path=path,
            key="models",
        )
    entries: dict[str, tuple[str, Entry]] = {}
    for prefix, table in models.items():
        where = f'{path}: [models."{prefix}"]'
        if not isinstance(table, dict):
            raise CapabilityConfigError(
                f"{where} must be a table of capability keys, got {type(table).__name__} {table!r}",
                path=path,
                entry=prefix,
            )
        key = match_key(prefix)
        if not key:
            raise CapabilityConfigError(f"{where}: the prefix is empty once normalised", path=path, entry=prefix)
        if key in entries:
            raise CapabilityConfigError(
                f'{where} and [models."{entries[key][0]}"] name the same model prefix; keep one',
                path=path,
                entry=prefix,
            )
        entries[key] = (prefix, _validate_entry(path, prefix, table))
    return RegistryFile(label=label, kind=kind, path=path, entries=entries)


def _validate_entry(path: Path, prefix: str, table: dict[str, Any]) -> Entry:
    where = f'{path}: [models."{prefix}"]'
    try:
        entry = Entry.model_validate(table, strict=True)
    except ValidationError as err:
        first = err.errors()[0]
        key = "".join(f"[{part}]" if isinstance(part, int) else f".{part}" for part in first["loc"]).lstrip(".")
        raise CapabilityConfigError(_entry_message(where, key, first), path=path, entry=prefix, key=key) from err
    if entry.context_advertised and entry.context_effective and entry.context_effective > entry.context_advertised:
        raise CapabilityConfigError(
            f"{where} context_effective: expected at most context_advertised ({entry.context_advertised}), "
            f"got {entry.context_effective}",
            path=path,
            entry=prefix,
            key="context_effective",
        )
    return entry


def _entry_message(where: str, key: str, error: Mapping[str, Any]) -> str:
    if error["type"] == "extra_forbidden":
        known = list(Entry.model_fields) + [f"sampling.{name}" for name in Sampling.model_fields]
        close = difflib.get_close_matches(key, known, n=1)
        hint = f"; did you mean `{close[0]}`?" if close else f"; known keys: {', '.join(Entry.model_fields)}"
        return f"{where} unknown key `{key}`{hint}"
    field = ".".join(str(part) for part in error["loc"] if not isinstance(part, int))
    expected = _EXPECTED.get(field) or error["msg"].removeprefix("Input should be ")
    close = difflib.get_close_matches(str(error["input"]), _CHOICES.get(field, ()), n=1)
    hint = f'; did you mean "{close[0]}"?' if close else ""
    return f"{where} {key}: expected {expected}, got {error['input']!r}{hint}"


def _top_level_message(path: Path, kind: LayerKind, key: str) -> str:
    if kind == "project":
        return (
            f"{path}: `{key}` is not allowed in a project models.toml: a project file may only set model "
            f'capabilities in [models."<prefix>"] tables (it cannot change the agent\'s other settings, '
            f"safety ones included)"
        )
    return f'{path}: unknown top-level key `{key}`; entries go in [models."<prefix>"] tables'


def _same_file(a: Path, b: Path) -> bool:
    try:
        return a.samefile(b)
    except OSError:
        return False
