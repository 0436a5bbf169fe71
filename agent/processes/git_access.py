"""Which sandboxed commands may write the repository's `.git`: those that run git and nothing the model wrote.

Inside the sandbox interpreters, builds and tests are quiet, and `.git` lies in the writable workspace: one
`python3 -c` could delete the stash, a branch, the reflog or the objects themselves, and the workspace
snapshots that undo restores leave `.git` out. So `.git` is read-only for every command but those whose parts
are all git (without options or hooks that run a command) or plain shell built-ins and readers; `git add -A &&
git commit` works as before, `pytest && git commit` gets a read-only `.git` and is told so by git's own error.
"""

from __future__ import annotations

from pathlib import Path

from agent.permissions.shell_reader import read_command

# Besides git, what may share a command line with it: these run nothing the model wrote.
GIT_COMPANIONS = frozenset(
    {"cd", "pushd", "popd", "pwd", "ls", "echo", "printf", "true", "false", "test", "[", "cat", "head", "tail",
     "wc", "grep", "sort", "sleep", "mkdir", "touch", "cp", "mv", "rm", "tee", "git"}
)  # fmt: skip
# Subcommands that run a command they are given, and the options or words by which others do.
GIT_RUNNERS = frozenset({"difftool", "mergetool"})
GIT_RUNNING_OPTIONS = {
    "rebase": ("-x", "--exec"),
    "clone": ("-u", "--upload-pack"),
    "fetch": ("--upload-pack",),
    "pull": ("--upload-pack",),
    "ls-remote": ("--upload-pack",),
    "archive": ("--exec",),
    "push": ("--receive-pack", "--exec"),
}
GIT_RUNNING_WORDS = {"submodule": "foreach", "bisect": "run"}


def git_may_write(command: str, workspace: Path) -> bool:
    """Whether `command` runs git (it gets a writable .git) and nothing else that could run the model's code."""
    try:
        parts = read_command(command, workspace)
    except Exception:  # nothing the parser cannot read gets the writable .git
        return False
    saw_git = False
    for part in parts:
        fields = part.fields
        written = _list(fields.get("write"))
        if part.problem is None and "program" not in fields and written and not _into_git(written):
            continue  # a redirection to a file (`echo x > notes.txt && git add notes.txt`)
        program = fields.get("program")
        if not isinstance(program, str) or program not in GIT_COMPANIONS:
            return False
        if program != "git" and _into_git(written):
            return False  # the gate asks for these; once approved, they still get no writable .git
        if program != "git":
            continue
        if fields.get("runs_code") or fields.get("runs_hooks") or fields.get("env"):
            return False  # `GIT_EXTERNAL_DIFF=CMD git diff` runs CMD
        if _runs_a_command(str(fields.get("subcommand", "")), _list(fields.get("flag")), _list(fields.get("arg"))):
            return False
        saw_git = True
    return saw_git


def _runs_a_command(subcommand: str, flags: list[str], args: list[str]) -> bool:
    if subcommand in GIT_RUNNERS:
        return True
    options = GIT_RUNNING_OPTIONS.get(subcommand, ())
    if any(flag.split("=", 1)[0] in options for flag in flags):
        return True
    word = GIT_RUNNING_WORDS.get(subcommand)
    return word is not None and word in args


def _into_git(written: list[str]) -> bool:
    """Whether a write lands in a .git folder, or somewhere only known when it runs (`?`)."""
    return any("/.git" in f"/{path}" or path == "?" for path in written)


def _list(value: str | list[str] | None) -> list[str]:
    if value is None:
        return []
    return [value] if isinstance(value, str) else value
