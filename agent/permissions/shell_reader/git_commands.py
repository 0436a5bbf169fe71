"""What a git command line writes and runs, as the shell walker reads it: the files a subcommand writes in the
folder it runs in (or a named one), the config files `git config` and `clone -c` write (git runs programs named
there), the repository's config, and whether the workspace's hooks run files in the tree."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

from agent.permissions.shell_reader.git_config import repository_config
from agent.permissions.shell_reader.knowledge import Word, knowledge
from agent.permissions.shell_reader.words import as_list, fields_of


class GitCommandLine:
    """One git command line: `cwd` is the folder it runs in (None when computed at run time), `resolve` turns a
    path as written into the absolute one the command would open (None when unknown)."""

    def __init__(self, cwd: str | None, resolve: Callable[[str | None], str | None]):
        self.cwd = cwd
        self.resolve = resolve

    def tree_writes(self, args: list[Word]) -> list[str | None]:
        """git writes files in the folder it runs in (`cd ~ && git apply x.diff`), and `git clone URL DIR`,
        `git worktree add DIR` write DIR."""
        fields = fields_of("git", args, [])
        subcommand = str(fields["subcommand"])
        root = self.cwd
        for index, arg in enumerate(args[:-1]):
            if arg.text == "-C":
                root = self.resolve(args[index + 1].value) if root is not None else None
        written: list[str | None] = [root] if subcommand in knowledge().git_writes_cwd else []
        after = args[[arg.text for arg in args].index(subcommand) + 1 :] if subcommand else []
        operands = [arg for arg in after if not arg.text.startswith("-")]
        if subcommand == "clone" and len(operands) >= 2:
            written.append(self.resolve(operands[-1].value))
        if subcommand == "worktree" and len(operands) >= 2 and operands[0].text == "add":
            written.append(self.resolve(operands[1].value))
        if subcommand == "init" and operands:  # `git init ../elsewhere` (or `-b main DIR`: the last operand)
            written.append(self.resolve(operands[-1].value))
        return written

    def config_writes(self, args: list[Word]) -> list[str | None]:
        """`git config KEY VALUE` (any `git config` that does not only read) writes a config file git runs."""
        fields = fields_of("git", args, [])
        positional = as_list(fields["arg"])
        if fields["subcommand"] in ("remote", "submodule") and len(positional) > 1:
            if positional[1] in knowledge().git_config_subcommands:
                return [self.root_config(args)]
        if fields["subcommand"] in ("clone", "init", "submodule") and any(
            arg.text in ("-c", "--config") or arg.text.startswith(("--config=", "--template")) for arg in args
        ):
            return [self.root_config(args)]  # `git clone -c core.fsmonitor=CMD`: the new repository's config runs it
        if fields["subcommand"] != "config":
            return []
        after = args[[arg.text for arg in args].index("config") + 1 :]
        flags = [arg.text for arg in after if arg.text.startswith("-")]
        operands = [arg for arg in after if not arg.text.startswith("-")]
        reads = knowledge().git_config_reads
        if any(flag.split("=", 1)[0] in reads for flag in flags) or (operands and operands[0].text in reads):
            return []
        if len(operands) <= 1 and not any(
            flag.startswith(("--unset", "--add", "--replace", "--rename", "--remove", "-e", "--edit")) for flag in flags
        ):
            return []  # `git config user.name`: a read
        for index, arg in enumerate(after):
            if arg.text in ("-f", "--file") and index + 1 < len(after):
                return [self.resolve(after[index + 1].value)]
            if arg.text.startswith("--file="):
                return [self.resolve(arg.value.split("=", 1)[1] if arg.value else None)]
        if "--global" in flags:
            return [self.resolve("~/.gitconfig")]
        if "--system" in flags:
            return ["/etc/gitconfig"]
        return [self.root_config(args)]

    def folder(self, args: list[Word]) -> str | None:
        """The folder git runs in: `-C DIR`, or the current folder (None when it cannot be known here)."""
        folder = self.cwd
        for index, arg in enumerate(args):
            if arg.text == "-C" and index + 1 < len(args):
                folder = self.resolve(args[index + 1].value)
        return folder

    def repository_config(self, args: list[Word]) -> Path | None:
        """The config of the repository git would use (the one of the folder it runs in, or above it)."""
        folder = self.folder(args)
        return None if folder is None else repository_config(folder)

    def root_config(self, args: list[Word]) -> str | None:
        """The config file of the repository git runs in (`-C DIR` or the current folder)."""
        folder = self.folder(args)
        return None if folder is None else os.path.join(folder, ".git", "config")


def hooks_in_workspace(workspace: Path) -> bool:
    """Whether the workspace's git hooks run files the model can write: `core.hooksPath` set (husky:
    .husky/), or an installed hook that hands over to a framework reading a file in the tree (pre-commit's
    .pre-commit-config.yaml, lefthook.yml)."""
    git = workspace / ".git"
    try:
        config = (git / "config").read_text(errors="replace").lower()
    except OSError:
        config = ""
    if "hookspath" in config:
        return True
    try:
        hooks = [hook for hook in (git / "hooks").iterdir() if hook.suffix != ".sample" and hook.is_file()]
    except OSError:
        return False
    for hook in hooks:
        try:
            text = hook.read_text(errors="replace")[:20_000].lower()
        except OSError:
            continue
        if any(word in text for word in knowledge().hook_frameworks):
            return True
    return False
