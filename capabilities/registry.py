"""models.toml files: where they are, what an entry may say, and how a bad file is reported.

A file holds one table per model-id prefix:

    [models."qwen2.5-coder"]
    context_effective = 16384
    tool_mode = "text"

Entry keys are the `Capability` fields marked `Settable`; anything else is a `CapabilityConfigError`
naming the file, the entry and the key. Prefixes are normalised like model ids
(`capabilities.model_id`), so `"Qwen2.5-Coder"` and `"qwen2.5-coder"` are the same entry.
"""

from __future__ import annotations

import datetime
import difflib
import functools
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from types import UnionType
from typing import Annotated, Any, Literal, Union, get_args, get_origin

from pydantic import BaseModel, ConfigDict, ValidationError, create_model
from pydantic.fields import FieldInfo

from capabilities.capability import Sampling, Settable, settable_fields
from capabilities.measurement import MEASURED_KEY
from capabilities.model_id import family_prefix, match_key
from capabilities.toml_file import file_problem, parse_toml
from capabilities.user_dir import user_dir

LayerKind = Literal["shipped", "user", "project"]
FILE_NAME = "models.toml"


class CapabilityConfigError(Exception):
    """A models.toml the user can fix: the message names the file, the entry/key and what was expected."""

    def __init__(self, message: str, *, path: Path | None = None, entry: str | None = None, key: str | None = None):
        super().__init__(message)
        self.message = message
        self.path = path
        self.entry = entry
        self.key = key


class EntryBase(BaseModel):
    """What every `Entry` can do; `Entry` adds the fields."""

    model_config = ConfigDict(extra="forbid")

    def settings(self) -> dict[str, Any]:
        """The keys this table sets, as plain data (`sampling`: only the sampling keys it sets)."""
        return self.model_dump(exclude_none=True, exclude={MEASURED_KEY})

    def measured_on(self) -> dict[str, datetime.date]:
        """The keys `agent calibrate` measured, with the day it measured each (capabilities.measurement)."""
        marks: dict[str, datetime.date] | None = getattr(self, MEASURED_KEY)
        return dict(marks or {})


def _optional(field: FieldInfo) -> Any:
    """The field's type, constraints and markers kept, with None (unset) allowed."""
    return Annotated[(field.annotation, *field.metadata)] | None


# What one `[models."<prefix>"]` table may set: Capability's settable fields, each optional (unset
# keys fall through to lower layers). Derived, so a new settable field is a models.toml key at once.
_ENTRY_FIELDS: dict[str, Any] = {name: (_optional(field), None) for name, field in settable_fields().items()}
# Which of them `agent calibrate` measured, and when (capabilities.measurement): not a setting, their provenance.
_ENTRY_FIELDS[MEASURED_KEY] = (dict[str, datetime.date] | None, None)
Entry = create_model("Entry", __base__=EntryBase, __module__=__name__, **_ENTRY_FIELDS)


def _choices(annotation: Any) -> tuple[str, ...]:
    """The values of a Literal type (a key with a fixed set of values), else ()."""
    return get_args(annotation) if get_origin(annotation) is Literal else ()


def _describe(annotation: Any, metadata: list[Any]) -> str | None:
    """What a value of this type looks like in TOML, in the words an error message uses."""
    if get_origin(annotation) in (Union, UnionType):  # `X | None`: what is expected is an X
        annotation = next(arg for arg in get_args(annotation) if arg is not type(None))
    if choices := _choices(annotation):
        return "one of " + ", ".join(f'"{value}"' for value in choices)
    if annotation is bool:
        return "true or false"
    if annotation is float:
        return "a number"
    if annotation is int:
        positive = any(getattr(mark, "gt", None) == 0 for mark in metadata)  # PositiveInt's Gt(0)
        units = [mark.unit for mark in metadata if isinstance(mark, Settable) and mark.unit]
        return ("a positive integer" if positive else "an integer") + "".join(f" ({unit})" for unit in units)
    if annotation == list[str]:
        return "a list of strings"
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return "a table with " + ", ".join(annotation.model_fields)
    return None


def _expectations(fields: dict[str, FieldInfo], prefix: str = "") -> dict[str, str]:
    """Key (dotted for sub-tables) -> what it expects, for every key a table may hold."""
    expected: dict[str, str] = {}
    for name, field in fields.items():
        if (text := _describe(field.annotation, field.metadata)) is not None:
            expected[prefix + name] = text
        if isinstance(field.annotation, type) and issubclass(field.annotation, BaseModel):
            expected.update(_expectations(field.annotation.model_fields, f"{prefix}{name}."))
    return expected


# Keys with a fixed set of values (from their types): a wrong value names them all.
_CHOICES = {name: choices for name, field in settable_fields().items() if (choices := _choices(field.annotation))}
# What each key expects, in the words an error message uses.
_EXPECTED = _expectations(settable_fields())


@dataclass(frozen=True)
class RegistryFile:
    """One parsed models.toml: its entries by match key, and how sources name it."""

    label: str
    kind: LayerKind
    path: Path
    entries: dict[str, tuple[str, EntryBase]]  # match key -> (prefix as written, entry)

    def best_match(self, model_id: str) -> tuple[str, EntryBase] | None:
        """The entry with the longest prefix that names `model_id`'s family (`family_prefix`: `gemma3`
        is not `gemma3n`'s); file order never matters."""
        key = match_key(model_id)
        hits = [k for k in self.entries if key.startswith(k) and family_prefix(model_id, k)]
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
    return user_dir("config") / FILE_NAME


def project_models_paths(workspace: Path) -> list[Path]:
    """Project files, applied in this order: `<workspace>/models.toml`, then `<workspace>/.agent/models.toml`."""
    return [workspace / FILE_NAME, workspace / ".agent" / FILE_NAME]


def registry_files(workspace: Path | None = None, *, trusted_project: bool = False) -> list[RegistryFile]:
    """The files that exist, lowest precedence first: shipped, user, project. The project's count only when
    the caller says the user trusts the project (a cloned repository must not choose how a model runs)."""
    shipped = shipped_models_path()
    files = [load_registry_file(shipped, "shipped")]
    candidates: list[tuple[Path, LayerKind]] = [(user_models_path(), "user")]
    if workspace is not None and trusted_project:
        candidates += [(path, "project") for path in project_models_paths(Path(workspace))]
    for path, kind in candidates:
        # A workspace that is this repository has the shipped file at its root: not a project layer.
        if (path.is_file() or file_problem(path)) and not _same_file(path, shipped):  # a folder there: an error
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
    if problem := file_problem(path):
        raise CapabilityConfigError(f"{path} {problem}", path=path)
    try:
        data = parse_toml(path.read_text(encoding="utf-8"))
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
    entries: dict[str, tuple[str, EntryBase]] = {}
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


def _validate_entry(path: Path, prefix: str, table: dict[str, Any]) -> EntryBase:
    where = f'{path}: [models."{prefix}"]'
    try:
        entry = Entry.model_validate(table, strict=True)
    except ValidationError as err:
        first = err.errors()[0]
        key = "".join(f"[{part}]" if isinstance(part, int) else f".{part}" for part in first["loc"]).lstrip(".")
        raise CapabilityConfigError(_entry_message(where, key, first), path=path, entry=prefix, key=key) from err
    settings = entry.settings()
    for name in entry.measured_on():
        if name not in settings:
            raise CapabilityConfigError(
                f"{where} {MEASURED_KEY}.{name}: marks a key this entry does not set; "
                f"set `{name}` or remove it from `{MEASURED_KEY}`",
                path=path,
                entry=prefix,
                key=f"{MEASURED_KEY}.{name}",
            )
    advertised, effective = settings.get("context_advertised"), settings.get("context_effective")
    if advertised and effective and effective > advertised:
        raise CapabilityConfigError(
            f"{where} context_effective: expected at most context_advertised ({advertised}), got {effective}",
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
