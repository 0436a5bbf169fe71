"""What every tool is: a name, a description, a pydantic argument model, the resources it touches and a run function."""

from __future__ import annotations

import functools
import os
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar, Literal

from pydantic import BaseModel, ConfigDict

from agent.errors import ToolFailure
from agent.messages import ToolResult, ToolSpec
from agent.paths import data_dir
from agent.unicode_text import lone_surrogate
from capabilities import EditFormat, SyntaxCheck

if TYPE_CHECKING:
    from agent.file_safety.read_records import ReadRecords
    from agent.tools.shell import OutputStore, ProcessGroups, ShellSettings


class ToolArgs(BaseModel):
    # A typo in an argument name is an error the model sees, not a silently ignored field.
    model_config = ConfigDict(extra="forbid")


# The resource key that stands for every file in the workspace (what an arbitrary bash command may touch).
WHOLE_WORKSPACE = "*"


class Resource(BaseModel):
    """One thing a call touches: reads of a key may run together, a write excludes everything else on it."""

    model_config = ConfigDict(frozen=True)

    key: str
    mode: Literal["read", "write"]

    def conflicts_with(self, other: Resource) -> bool:
        overlap = self.key == other.key or WHOLE_WORKSPACE in (self.key, other.key)
        return overlap and "write" in (self.mode, other.mode)


# Refused wherever they are, even inside an allowed directory: they hold credentials. Key and token files
# inside the workspace are not refused here: the permission gate asks about them (defaults.toml).
CREDENTIAL_DIRS = (
    "~/.ssh",
    "~/.aws",
    "~/.gnupg",
    "~/.config/gcloud",
    "~/.docker",
    "~/.kube",
    "~/.azure",
    "~/.config/gh",
    "~/.terraform.d",
    "~/.password-store",
)
CREDENTIAL_FILES = (
    "~/.netrc",
    "~/.pgpass",
    "~/.git-credentials",
    "~/.npmrc",
    "~/.pypirc",
    "~/.vault-token",
    "~/.cargo/credentials",
    "~/.cargo/credentials.toml",
    "~/.terraformrc",
    "~/.bash_history",
    "~/.zsh_history",
)


@functools.lru_cache(maxsize=4)
def _credential_paths(home: str) -> tuple[tuple[str, ...], frozenset[str]]:
    def real(entry: str) -> str:
        return os.path.realpath(os.path.join(home, entry.removeprefix("~/")))

    return tuple(real(d) for d in CREDENTIAL_DIRS), frozenset(real(f) for f in CREDENTIAL_FILES)


# Under agent.paths.data_dir(): only these, since $AGENT_HOME also holds the user's config files.
AGENT_RECORD_FOLDERS = ("sessions", "crashes", "temp-files", "checkpoints", "snapshots")
PROC_ENVIRON = re.compile(r"/proc/[^/]+/environ\Z")


def is_credential(real: str) -> bool:
    folders, files = _credential_paths(os.path.expanduser("~"))
    if real in files or any(_within(real, base) for base in folders):
        return True
    return bool(PROC_ENVIRON.match(real))


def is_agent_record(real: str) -> bool:
    """The agent's own transcripts, crash reports and temp-file journal: what it saw, tokens included."""
    data = os.path.realpath(data_dir())
    return any(_within(real, os.path.join(data, folder)) for folder in AGENT_RECORD_FOLDERS)


def _within(real: str, base: str) -> bool:
    return real == base or real.startswith(base + os.sep)


class Workspace:
    """The directory the agent works in; every tool path is resolved against it and must stay inside.

    `allowed` lists further directories the user lets the tools use. Credentials are refused everywhere.
    """

    def __init__(self, root: Path, allowed: Sequence[Path] = ()):
        self.root = Path(root).resolve()
        self.allowed = [Path(p).expanduser().resolve() for p in allowed]
        self.case_insensitive = _is_case_insensitive(self.root)
        self._root_text = str(self.root)
        # "/" as an allowed root must not become "//": every real path starts with it.
        self._roots = [str(r).rstrip(os.sep) for r in (self.root, *self.allowed)]

    def resolve(self, path: str) -> Path:
        """The real path behind `path`: `~` and `$VAR` expanded, `..` and symlinks resolved, confinement checked."""
        if not path or not path.strip():
            raise ToolFailure("path is empty: give a file path relative to the workspace")
        if "\0" in path:
            raise ToolFailure("path contains a NUL character")
        if (surrogate := lone_surrogate(path)) is not None:
            raise ToolFailure(f"path contains a lone surrogate ({surrogate}), not valid Unicode; write the character")
        # expandvars leaves an unset variable as literal text, so "$UNSET/etc" never becomes "/etc".
        expanded = os.path.expanduser(os.path.expandvars(path))
        try:
            real = os.path.realpath(os.path.join(self._root_text, expanded))
        except OSError as err:
            # realpath reads each link it meets: one swapped for a folder between its lstat and its readlink
            # raises EINVAL (a folder swapped with a link while the tool looks).
            raise ToolFailure(
                f"{path} changed while the agent resolved it ({err.strerror or err}); try again"
            ) from None
        if is_credential(real):
            raise ToolFailure(f"{path} holds credentials; the agent never reads or writes credential files")
        if is_agent_record(real):
            raise ToolFailure(
                f"{path} is the agent's own session data (transcripts may hold credentials); the agent never reads "
                "or writes it"
            )
        if not any(real == root or real.startswith(root + os.sep) for root in self._roots):
            raise ToolFailure(f"{path} is outside the workspace {self.root}; use a path inside it")
        return Path(real)

    def key(self, real: Path) -> str:
        """One key per file: symlinks and `./a` vs `a` are resolved already; case folds where the filesystem does."""
        text = str(real)
        return text.casefold() if self.case_insensitive else text

    def display(self, path: Path) -> str:
        try:
            return str(path.relative_to(self.root)) or "."
        except ValueError:
            return str(path)


def _is_case_insensitive(root: Path) -> bool:
    """Whether the workspace's filesystem ignores case, probed on the root's own name (no files are created)."""
    for probe in (root, *root.parents):
        swapped = probe.name.swapcase()
        if swapped != probe.name:
            try:
                return os.path.samefile(probe, probe.with_name(swapped))
            except OSError:
                return False
    return False


KeyFunction = Callable[[str], str]


class PathArgument(BaseModel):
    """One argument of a tool that names a file or folder: the permission policy matches it as the real path,
    the runtime checks it stays inside the workspace, and (`writes`) undo saves the file before the call."""

    model_config = ConfigDict(frozen=True)

    name: str
    must_exist: bool = False  # grammar mode may offer the workspace's files as its only values
    writes: bool = False  # the call writes the file it names (a read of it otherwise)


class EditSettings(BaseModel):
    """How the session's model edits files, from its capability: the runtime follows the model (`/model` may
    change it mid-session), so the file tools read these when they run, not when they are made."""

    model_config = ConfigDict(validate_assignment=True)

    format: EditFormat = "replace"
    syntax_check: SyntaxCheck = "refuse"


@dataclass(frozen=True)
class ToolContext:
    """What a runtime shares with the tools it makes (`Tool.create`): one session's records and processes."""

    workspace: Workspace
    records: ReadRecords
    outputs: OutputStore
    groups: ProcessGroups
    shell: ShellSettings
    may_read: Callable[[Path], bool]  # whether the gate lets `read` open a file without asking
    edits: EditSettings  # the model's edit format and syntax check


def names_in(*lines: str) -> tuple[str, ...]:
    """The names written in `lines`, separated by spaces, in order: a tool's `aliases`, several a line."""
    return tuple(name for line in lines for name in line.split())


class Tool:
    """A tool and the facts the rest of the agent derives its lists from: whether it changes nothing
    (`read_only`: a subagent of only such tools may run beside others), which arguments are paths, and the
    names other harnesses give it (`aliases`: the text parser maps a call of one of them to this tool)."""

    name: ClassVar[str]
    description: ClassVar[str]
    Args: ClassVar[type[ToolArgs]]
    read_only: ClassVar[bool] = False
    path_arguments: ClassVar[tuple[PathArgument, ...]] = ()
    aliases: ClassVar[tuple[str, ...]] = ()
    # The edit formats this tool is offered in (capability `edit_format`); None: every format.
    edit_formats: ClassVar[tuple[EditFormat, ...] | None] = None

    def __init__(self, workspace: Workspace):
        self.workspace = workspace

    @classmethod
    def create(cls, context: ToolContext) -> Tool:
        """The tool for one runtime; a tool that needs more of the session than its workspace takes it here."""
        return cls(context.workspace)

    def run(self, args: Any) -> ToolResult:  # pragma: no cover - interface
        raise NotImplementedError

    @classmethod
    def path_names(cls) -> tuple[str, ...]:
        return tuple(argument.name for argument in cls.path_arguments)

    @classmethod
    def given_paths(cls, arguments: Any) -> list[tuple[PathArgument, str]]:
        """The path arguments a call gives (a model or the raw arguments), with their text, in declared order."""
        found = []
        for argument in cls.path_arguments:
            if isinstance(arguments, dict):
                value = arguments.get(argument.name)
            else:
                value = getattr(arguments, argument.name, None)
            if isinstance(value, str):
                found.append((argument, value))
        return found

    def target(self, args: Any) -> str:
        """A short description of what the call acts on, for progress lines: its paths."""
        return " → ".join(text for _, text in self.given_paths(args))

    @classmethod
    def resources(cls, args: Any, key_of: KeyFunction) -> list[Resource]:
        """What the call reads or writes, for batching and undo; `key_of` turns a path argument into a key.
        A tool with path arguments touches those files; one without may touch any file."""
        if not cls.path_arguments:
            return [Resource(key=WHOLE_WORKSPACE, mode="write")]
        return [
            Resource(key=key_of(text), mode="write" if argument.writes else "read")
            for argument, text in cls.given_paths(args)
        ]

    @classmethod
    def spec(cls) -> ToolSpec:
        return ToolSpec(
            name=cls.name,
            description=cls.description,
            parameters=_clean_schema(cls.Args.model_json_schema()),
            aliases=cls.aliases,
            existing_paths=tuple(argument.name for argument in cls.path_arguments if argument.must_exist),
        )


def _clean_schema(schema: dict[str, Any]) -> dict[str, Any]:
    """Drop pydantic's titles: they cost prompt tokens and grammar states and tell the model nothing."""
    cleaned = {k: v for k, v in schema.items() if k != "title"}
    if "properties" in cleaned:
        cleaned["properties"] = {name: _clean_schema(prop) for name, prop in cleaned["properties"].items()}
    if cleaned.get("type") == "object":
        cleaned.setdefault("additionalProperties", False)
    return cleaned
