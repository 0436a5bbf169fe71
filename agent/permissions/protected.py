"""The paths through which the agent could raise its own permissions or run code later, outside any sandbox.

One list, read by the gate (a write to one of these asks, headless it is refused) and by the sandbox (they
are bound read-only inside it): the agent's own configuration (user and project: config.toml with its
hooks and MCP servers, permissions.toml, models.toml, agent kinds), everything under AGENT_HOME, and the
parts of a git repository that git executes (`.git/config` with `core.fsmonitor`, `core.pager`, filters;
`.git/hooks`). A model that may write these could allow itself anything at the next run, or plant a
command that the user's own `git status` runs.

Three more kinds, found where they are (`is_protected` checks the path's own folders too):
- what git would execute besides `.git/config` and `.git/hooks`: the hooks folder that `core.hooksPath`
  names (husky's `.husky`), the git dir a `.git` file names (`git init --separate-git-dir`), and any folder
  git would take as a repository (the bare layout: `HEAD`, `objects/`, `refs/` in one folder). A file named
  `HEAD` asks wherever it is written, and so does a part of that layout next to another, so `src/HEAD`,
  `src/objects/…`, `src/refs/…`, `src/config` cannot be planted one quiet write at a time;
- a home directory that the workspace is or holds: the files a login or a new shell runs, the user's `bin`
  folders, autostart and service folders (`HOME_STARTUP`);
- the running interpreter's site-packages and scripts and the agent's own package, where they lie in the
  workspace: a `.pth` file there runs at the agent's next start.
Limits: `include.path` in a git config is not followed for `core.hooksPath`; a hooks folder that is the
workspace itself (or above it) protects only the files named after hooks. The gate reviews a reply's calls
before any runs; a later write whose path an earlier call made protected is refused as it runs
(agent/calls/protected_since_review.py), so it comes back to the gate on its own.
"""

from __future__ import annotations

import functools
import os
import pwd
import site
import sys
import sysconfig
from pathlib import Path

from agent.paths import config_dir, data_dir
from agent.permissions.quiet_git import git

# Inside a repository, relative to its root: what git reads as configuration or runs.
GIT_EXECUTED = (".git/config", ".git/hooks", ".git/info", ".git/modules")
# The same, relative to a git dir (a `.git` folder, a separate git dir, a bare repository).
GIT_DIR_EXECUTED = ("config", "config.worktree", "hooks", "info", "modules", "commondir")
# What makes git take a folder for a git dir: `HEAD` with `objects/` and `refs/` (or `commondir` in their place).
GIT_DIR_MARKERS = ("HEAD", "objects", "refs", "commondir")
# Without a valid `HEAD` (or `commondir`) no folder is a git dir: these are protected wherever they are written.
GIT_DIR_NAMED = ("HEAD", "commondir")
# The hooks git runs, by name: protected one by one where the hooks folder holds the workspace.
GIT_HOOKS = (
    "applypatch-msg", "pre-applypatch", "post-applypatch", "pre-commit", "pre-merge-commit", "prepare-commit-msg",
    "commit-msg", "post-commit", "pre-rebase", "post-checkout", "post-merge", "pre-push", "pre-receive", "update",
    "proc-receive", "post-receive", "post-update", "reference-transaction", "push-to-checkout", "pre-auto-gc",
    "post-rewrite", "sendemail-validate", "fsmonitor-watchman", "p4-changelist", "p4-prepare-changelist",
    "p4-post-changelist", "p4-pre-submit", "post-index-change",
)  # fmt: skip
PROJECT_CONFIG = ".agent"  # the project's config.toml, permissions.toml, models.toml, agent kinds
# In a home directory: what a login, a new shell or the desktop runs, and the folders on the user's PATH.
HOME_STARTUP = (
    ".profile", ".bash_profile", ".bash_login", ".bash_logout", ".bashrc", ".bash_aliases", ".bash_completion",
    ".zshenv", ".zprofile", ".zshrc", ".zlogin", ".zlogout", ".zsh", ".oh-my-zsh", ".kshrc", ".mkshrc", ".cshrc",
    ".tcshrc", ".login", ".logout", ".xprofile", ".xinitrc", ".xsession", ".xsessionrc", ".xsessions",
    ".pam_environment", ".inputrc", ".gitconfig", ".config/git", ".config/fish", ".config/environment.d",
    ".config/autostart", ".config/systemd", ".config/plasma-workspace", ".config/nushell", ".config/powershell",
    ".config/bash", ".config/zsh", ".local/bin", ".local/lib", ".local/share/systemd", "bin",
    "Library/LaunchAgents", "Library/LaunchDaemons",
)  # fmt: skip


def protected_paths(workspace: Path) -> list[Path]:
    """The real paths, existing or not, that no tool may write without the user's say (the protected
    folders stand for everything below them). Repositories nested in the workspace and bare-layout folders
    are not listed: `is_protected` finds them from the path, the sandbox from its scan."""
    root = Path(os.path.realpath(workspace))
    # AGENT_HOME, when set, is both of these.
    paths = [Path(os.path.realpath(config_dir())), Path(os.path.realpath(data_dir())), root / PROJECT_CONFIG]
    paths.extend(root / name for name in GIT_EXECUTED)
    repository = enclosing_repository(root)
    if repository is not None:
        paths.extend(git_executed(repository))
    paths.extend(startup_paths(root))
    unique: list[Path] = []
    for path in paths:
        if path not in unique:
            unique.append(path)
    return unique


def startup_paths(root: Path) -> list[Path]:
    """What a login or the agent's next start runs, where it lies in the workspace `root` (a real path): a
    home directory's start files and bin folders, the interpreter's site-packages, the agent's package."""
    found = [home / name for home in homes_in(root) for name in HOME_STARTUP]
    found += [path for path in interpreter_paths() if path == root or root in path.parents]
    return found


def is_protected(path: str | Path, workspace: Path) -> bool:
    """Whether writing `path` (resolved as the tools resolve it: symlinks followed) touches a protected path."""
    real = Path(os.path.realpath(Path(workspace) / os.path.expanduser(str(path))))
    if any(within(real, protected) for protected in protected_paths(workspace)):
        return True
    return git_would_run(real, Path(os.path.realpath(workspace)))


def git_would_run(real: Path, root: Path) -> bool:
    """Whether `real` (in the workspace `root`) is what git would run or read as config: a part of a git dir
    (a `.git` anywhere, a bare-layout folder, or a write that completes one), or a hook in a folder that
    `core.hooksPath` names."""
    if not within(real, root):
        return False
    if ".git" in real.relative_to(root).parts:
        below = real.parts[real.parts.index(".git", len(root.parts)) + 1 :]
        return not below or below[0] in GIT_DIR_EXECUTED
    if real.name in GIT_DIR_NAMED:
        return True  # by name alone: the gate reviews a reply's calls before any runs, so the folder may change
    for folder in [real.parent, *real.parent.parents]:
        if not within(folder, root):
            break
        name = real.relative_to(folder).parts[0]
        markers = [marker for marker in GIT_DIR_MARKERS if marker != name and os.path.lexists(folder / marker)]
        if (name in GIT_DIR_MARKERS or name in GIT_DIR_EXECUTED) and markers:
            return True
    repository = enclosing_repository(real.parent)
    return repository is not None and any(within(real, path) for path in git_executed(repository))


def within(path: Path, folder: Path) -> bool:
    """Whether `path` is `folder` or lies below it (both real paths); cheaper than `folder in path.parents`."""
    text, prefix = str(path), str(folder)
    return text == prefix or text.startswith(prefix.rstrip(os.sep) + os.sep)


def looks_like_git_dir(folder: Path) -> bool:
    """Whether git would take `folder` for a git dir (a bare repository, a separate git dir)."""
    return (folder / "HEAD").is_file() and (
        (folder / "objects").is_dir() and (folder / "refs").is_dir() or (folder / "commondir").is_file()
    )


def git_dir_of(folder: Path) -> Path | None:
    """The git dir of `folder`: its `.git` folder, the one its `.git` file names, or `folder` itself when it
    has the bare layout; None if it is none of these."""
    dot_git = folder / ".git"
    if dot_git.is_dir() and not dot_git.is_symlink():
        return dot_git
    if dot_git.is_file() and not dot_git.is_symlink():
        try:
            line = dot_git.read_text(errors="replace").splitlines()[0]
        except (OSError, IndexError):
            return None
        if line.startswith("gitdir:"):
            return Path(os.path.realpath(folder / line.removeprefix("gitdir:").strip()))
        return None
    return folder if looks_like_git_dir(folder) else None


def enclosing_repository(folder: Path) -> Path | None:
    """The nearest folder at or above `folder` that has a `.git` (a work tree's root), or None."""
    for candidate in (folder, *folder.parents):
        if os.path.lexists(candidate / ".git"):
            return candidate
    return None


def git_executed(repository: Path) -> list[Path]:
    """What git run in the work tree `repository` (or the bare repository) reads as config or runs: its git
    dir's config and hooks (where a `.git` file points), and the folder `core.hooksPath` names (relative to
    the work tree, as git runs hooks there)."""
    git_dir = git_dir_of(repository)
    if git_dir is None:
        return []
    found = [git_dir / name for name in GIT_DIR_EXECUTED]
    common = git_dir / "commondir"
    if common.is_file():
        try:
            shared = Path(os.path.realpath(git_dir / common.read_text(errors="replace").strip()))
        except OSError:
            shared = None
        if shared is not None:
            found += [shared / name for name in GIT_DIR_EXECUTED]
    for hooks in hooks_paths(git_dir):
        folder = Path(os.path.realpath(repository / os.path.expanduser(hooks)))
        if folder == repository or folder in repository.parents:
            found += [folder / name for name in GIT_HOOKS]  # not the whole work tree: only what git runs
        else:
            found.append(folder)
    return found


def hooks_paths(git_dir: Path) -> list[str]:
    """`core.hooksPath` as the repository's config and the user's global config set it."""
    homes = home_dirs()
    configs = [git_dir / "config", *(home / ".gitconfig" for home in homes)]
    xdg = os.environ.get("XDG_CONFIG_HOME") or (str(homes[0] / ".config") if homes else "")
    if xdg:
        configs.append(Path(xdg) / "git" / "config")
    found = []
    for config in configs:
        try:
            stat = config.stat()
        except OSError:
            continue
        value = _hooks_path(config, stat.st_mtime_ns, stat.st_size)
        if value:
            found.append(value)
    return found


@functools.lru_cache(maxsize=64)
def _hooks_path(config: Path, _mtime_ns: int, _size: int) -> str:
    return git(["config", "--file", str(config), "--get", "core.hooksPath"]).strip()


def home_dirs() -> list[Path]:
    """$HOME and the account's home directory from the password database, where they differ."""
    found = []
    candidates = [os.environ.get("HOME", "")]
    try:
        candidates.append(pwd.getpwuid(os.getuid()).pw_dir)
    except KeyError:
        pass
    for candidate in candidates:
        if candidate and os.path.isdir(candidate):
            real = Path(os.path.realpath(candidate))
            if real != Path("/") and real not in found:
                found.append(real)
    return found


def homes_in(root: Path) -> list[Path]:
    """The home directories that the workspace `root` (a real path) is or holds."""
    return [home for home in home_dirs() if home == root or root in home.parents]


@functools.cache
def interpreter_paths() -> tuple[Path, ...]:
    """What the running agent imports or runs at its next start: the interpreter's site-packages (a `.pth`
    file there runs at start), its scripts folder and venv config, and the agent package itself."""
    names = [*site.getsitepackages(), sysconfig.get_path("purelib"), sysconfig.get_path("platlib")]
    names += [sysconfig.get_path("scripts"), os.path.join(sys.prefix, "pyvenv.cfg")]
    if site.ENABLE_USER_SITE and site.USER_SITE:
        names.append(site.USER_SITE)
    names.append(str(Path(__file__).resolve().parents[1]))  # the agent package
    found: list[Path] = []
    for name in names:
        real = Path(os.path.realpath(name))
        if real not in found and real != Path("/"):
            found.append(real)
    return tuple(found)


def protected_note(workspace: Path) -> str | None:
    """One line for the run's start when the workspace holds what a login or the agent's next start runs."""
    root = Path(os.path.realpath(workspace))
    kept = []
    if homes_in(root):
        kept.append("the home directory's shell and login files, bin folders, autostart and service folders")
    if any(path == root or root in path.parents for path in interpreter_paths()):
        kept.append("the agent's own Python packages")
    if not kept:
        return None
    return (
        f"The workspace holds {' and '.join(kept)}: they are protected like the agent's own files (a write asks; "
        "headless it is refused; read-only in the sandbox)"
    )


__all__ = [
    "GIT_DIR_EXECUTED",
    "GIT_EXECUTED",
    "GIT_HOOKS",
    "HOME_STARTUP",
    "PROJECT_CONFIG",
    "enclosing_repository",
    "git_dir_of",
    "git_executed",
    "home_dirs",
    "homes_in",
    "interpreter_paths",
    "is_protected",
    "looks_like_git_dir",
    "protected_paths",
    "protected_note",
    "startup_paths",
    "within",
]
