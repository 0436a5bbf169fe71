"""What a program writes, as the shell walker reads a command: the paths its options and operands name (shell.toml
`writes`: `-o FILE`, `--output=FILE`, the last operand of `cp`, ...), the folder it writes in, what `git` writes,
where `ln -s` points a link the same command line may write through, and awk's `print > "FILE"`."""

from __future__ import annotations

import os
import re
from collections.abc import Callable
from fnmatch import fnmatchcase

from agent.permissions.shell_reader.git_commands import GitCommandLine
from agent.permissions.shell_reader.knowledge import Word, knowledge, plain_word
from agent.permissions.shell_reader.words import written_operands

AWK_OUTPUT = re.compile(r'>>?\s*"([^"]+)"')  # awk's print > "FILE" / print >> "FILE"


class CommandWrites:
    """`cwd`: the folder the command runs in (None when computed at run time); `resolve`: a path as written to
    the absolute one the command would open (None when unknown); `outside`: whether a path is outside the
    workspace."""

    def __init__(
        self,
        cwd: str | None,
        resolve: Callable[[str | None], str | None],
        outside: Callable[[str | None], bool],
    ):
        self.cwd = cwd
        self.resolve = resolve
        self.outside = outside

    def of(self, program: str, args: list[Word]) -> list[str | None]:
        """The paths `program` writes through its options and operands (shell.toml `writes`)."""
        written: list[str | None] = []
        if program == "git":
            git = GitCommandLine(self.cwd, self.resolve)
            written += git.config_writes(args) + git.tree_writes(args)
        if program == "ln":
            written += self.link_targets(args)
        if program in knowledge().awk_programs:
            # `print > "FILE"` in the program text: where it writes, when it is spelled out.
            for script in (arg.literal for arg in args if arg.literal is not None and ">" in arg.literal):
                written += [self.resolve(target) for target in AWK_OUTPUT.findall(script)]
        spec = knowledge().writes.get(program)
        if spec is None:
            return written
        tokens = list(args)
        if spec.bundled_first and tokens and not tokens[0].text.startswith("-"):
            first = tokens[0]
            tokens[0] = Word(f"-{first.text}", f"-{first.raw}", None if first.value is None else f"-{first.value}")
        positionals: list[Word] = []
        flags: list[str] = []
        in_cwd = spec.cwd
        index = 0
        while index < len(tokens):
            word, token = tokens[index], tokens[index].text
            index += 1
            if not token.startswith("-") or token == "-" or "--" in flags:
                positionals.append(word)
                for prefix in spec.operands:
                    if token.startswith(prefix):
                        written.append(self.resolve(None if word.value is None else word.value[len(prefix) :]))
                continue
            flags.append(token)
            value: Word | None = None
            if token.startswith("--") and "=" in token:
                name = token.split("=", 1)[0]
                if name in spec.options:
                    value = plain_word(word.value.split("=", 1)[1]) if word.value else Word(None, token)
                in_cwd = in_cwd or name in spec.cwd_options
            elif token in spec.options or token in spec.cwd_options or token.startswith("--"):
                in_cwd = in_cwd or token in spec.cwd_options
                if token in spec.options and index < len(tokens):
                    value, index = tokens[index], index + 1
            else:  # a cluster of short options: -sSLo FILE, -xzf FILE, -oFILE
                for position, letter in enumerate(token[1:], start=2):
                    in_cwd = in_cwd or f"-{letter}" in spec.cwd_options
                    if f"-{letter}" in spec.options:
                        rest = token[position:]
                        if rest:
                            value = plain_word(rest) if word.literal is not None else Word(None, token)
                        elif index < len(tokens):
                            value, index = tokens[index], index + 1
                        break
            if value is not None and value.text != "-":
                written.append(self.resolve(value.value))
        if not spec.only_with or any(fnmatchcase(flag, glob_) for flag in flags for glob_ in spec.only_with):
            written += [self.resolve(word.value) for word in written_operands(spec, positionals, flags)]
        if in_cwd:
            written.append(self.cwd)
        return written

    def link_targets(self, args: list[Word]) -> list[str | None]:
        """`ln -s TARGET LINK` writes through LINK to TARGET later in the same command line (`ln -s ~/.bashrc x
        && echo >> x`): a target outside the workspace counts as written. TARGET is relative to LINK's folder."""
        operands = [arg for arg in args if not arg.text.startswith("-")]
        if len(operands) < 2:
            return []
        link = self.resolve(operands[-1].value)
        if link is None:
            return [None]
        folder = link if os.path.isdir(link) else os.path.dirname(link)
        targets: list[str | None] = []
        for operand in operands[:-1]:
            value = operand.value if operand.value is None else os.path.expanduser(operand.value)
            target = None if value is None else os.path.normpath(os.path.join(folder, value))
            if self.outside(target):
                targets.append(target)
        return targets
