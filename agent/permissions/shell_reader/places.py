"""Where a command's paths lead, as the shell walker reads them in the folder it has reached (`cwd`; None: a folder
computed when the command runs): a path as bash would open it, whether a write lands outside the workspace or on a
protected path, the files a read names (globs expanded, symlinks followed) and what a recursive read of a folder
that holds $HOME or the agent's own folders reads."""

from __future__ import annotations

import glob
import os
import re
from fnmatch import fnmatchcase
from itertools import islice
from pathlib import Path

from agent.paths import config_dir, data_dir
from agent.permissions.protected import is_protected, protected_paths
from agent.permissions.rules import Fields
from agent.permissions.shell_reader.knowledge import Word, knowledge

# Writes to these are no file in the workspace and no harm.
HARMLESS_TARGETS = ("/dev/null", "/dev/stdout", "/dev/stderr", "/dev/tty", "/dev/fd/*")
MAX_GLOB_MATCHES = 64  # paths one glob is expanded to for matching (the pattern itself is matched too)
UNKNOWN = "?"  # a path computed when the command runs
GLOB_CHARS = re.compile(r"[*?\[]")


def _agent_folders() -> list[str]:
    return [os.path.realpath(config_dir()), os.path.realpath(data_dir())]


def _holds(folder: str, place: str) -> bool:
    """Whether `folder` is `place` or a folder above it."""
    return folder == place or place.startswith(folder.rstrip(os.sep) + os.sep)


def in_agent_records(path: str) -> bool:
    real = os.path.realpath(path)
    return any(_holds(place, real) for place in _agent_folders())


def resolve(path: str | None, cwd: str | None) -> str | None:
    """The absolute path of `path` as the command would open it in `cwd`; None when it is computed at run time."""
    if path is None or "\x00" in path:
        return None  # a NUL cannot be in a path: whatever it is, nobody can tell here
    path = os.path.expanduser(path)
    if os.path.isabs(path):
        return os.path.normpath(path)
    if cwd is None:
        return None
    return os.path.normpath(os.path.join(cwd, path))


def outside(path: str | None, workspace: Path) -> bool:
    if path is None:
        return True
    if any(fnmatchcase(path, harmless) for harmless in HARMLESS_TARGETS):
        return False
    real, root = os.path.realpath(path), os.path.realpath(workspace)
    return not (real == root or real.startswith(root.rstrip(os.sep) + os.sep))


def write_fields(written: list[str | None], workspace: Path) -> Fields:
    """`write` (the paths, `?` for one computed at run time), `write_outside` and `write_protected`."""
    if not written:
        return {}
    protected = any(path is not None and is_protected(path, workspace) for path in written)
    fields: Fields = {
        "write": [UNKNOWN if path is None else path for path in written],
        "write_outside": "yes" if any(outside(path, workspace) for path in written) else "no",
        "write_protected": "yes" if protected else "no",
    }
    holds = [holds_protected(path, workspace) for path in written if path is not None]
    if any(holds):
        # `cp -r hooks/ .git/` writes .git/hooks; `tar xf x.tar` in the workspace may write .agent/...
        fields["write_holds_protected"] = "yes" if any(hold == "yes" for hold in holds) else "root"
    return fields


def holds_protected(path: str, workspace: Path) -> str:
    """ "yes" when `path` is a folder that holds a protected path, "root" when that folder is the workspace."""
    real = Path(os.path.realpath(path))
    if not any(real in protected.parents for protected in protected_paths(workspace)):
        return ""
    return "root" if real == Path(os.path.realpath(workspace)) else "yes"


def path_fields(words: list[Word], cwd: str | None) -> Fields:
    """`path`: the operands as absolute paths, symlinks followed and globs expanded, for credential rules."""
    found: list[str] = []
    for word in words:
        path = resolve(word.value, cwd)
        if path is None:
            continue
        found.append(path)
        if GLOB_CHARS.search(path):
            found += islice(glob.iglob(path, recursive=False), MAX_GLOB_MATCHES)
    resolved = [os.path.realpath(path) for path in found]
    unique = list(dict.fromkeys(found + resolved))
    return {"path": unique} if unique else {}


def recursive_reads(program: str, given: list[str], operands: list[Word], cwd: str | None) -> list[str]:
    """A recursive read of a folder that holds $HOME (`grep -r KEY ~`, `cd ~ && rg KEY`) reads ~/.ssh too."""
    flags = knowledge().recursive_readers.get(program)
    if flags is None or (flags and not set(flags) & set(given)):
        return []
    if program in knowledge().pattern_first and not {"-e", "-f", "--regexp", "--file"} & set(given):
        operands = operands[1:]  # grep PATTERN FOLDER
    folders = [resolve(word.value, cwd) for word in operands] or [cwd]
    home = os.path.realpath(os.path.expanduser("~"))
    for folder in folders:
        real = None if folder is None else os.path.realpath(folder)
        if real is None:
            continue
        held = [place for place in (home, *_agent_folders()) if _holds(real, place)]
        if held:
            return [os.path.join(home, ".ssh"), os.path.join(home, ".aws")] if home in held else held
    return []
