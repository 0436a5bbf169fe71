"""Split a bash command into the simple commands it would run, with tree-sitter-bash (never with regexes).

Every simple command becomes a `ShellPart` whose fields rules match (program, flags, args, what is piped
into it); a redirection that writes a file is a part of its own. Wrappers (`env`, `xargs`, ...) are
looked through, `bash -c`/`sh -c`/`eval` strings and heredocs fed to a shell are parsed again, and
`find -exec` commands are checked too. What cannot be read statically (a parse error, a command name
built at run time, nesting too deep) becomes a part with a `problem`, which asks.

Paths are resolved as bash would when it runs them: `cd`/`pushd`/`popd` are followed within the command line
(a `cd` to a folder computed at run time makes later relative paths unknown), `~`, `$HOME` and other
variables of the agent's environment are expanded, and globs are expanded against the file system for the
`path` field (so `cat ~/.ss*/id_*` is matched as the key file it reads). What a command writes (its
redirections, and the output options and operands shell.toml lists under `writes`) becomes the `write`
field, with `write_outside` and `write_protected` (agent/permissions/protected.py) saying where it lands.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

import tree_sitter_bash
from tree_sitter import Language, Node, Parser

from agent.permissions.rules import Fields
from agent.permissions.shell_reader import places
from agent.permissions.shell_reader.git_commands import GitCommandLine, hooks_in_workspace
from agent.permissions.shell_reader.git_config import keys_that_run_programs
from agent.permissions.shell_reader.knowledge import Word, Wrapper, knowledge, plain_word
from agent.permissions.shell_reader.network_hosts import network_hosts
from agent.permissions.shell_reader.project_tests import runner_of
from agent.permissions.shell_reader.scripts import runs_code
from agent.permissions.shell_reader.words import (
    after_options,
    as_list,
    assigned_name,
    expanded_value,
    fed_at_run_time,
    fields_of,
    fixed_value,
    has_substitution,
    node_text,
    options_from_glob,
    script_argument,
    word_of,
)
from agent.permissions.shell_reader.writes import CommandWrites

MAX_REPARSE_DEPTH = 3  # bash -c "bash -c '...'" nested deeper than this asks
MAX_NESTING = 64  # syntax nodes nested deeper than this ask (and bound the recursion)
WRITE_OPERATORS = {">", ">>", "&>", "&>>", ">|", "<>", ">&"}
READ_OPERATORS = {"<", "<>"}


@cache
def _parser() -> Parser:
    return Parser(Language(tree_sitter_bash.language()))


@dataclass
class ShellPart:
    """One thing the command would do: a simple command or a file write. `problem` set: it cannot be judged."""

    text: str
    fields: Fields = field(default_factory=dict)
    problem: str | None = None


def read_command(command: str, workspace: Path) -> list[ShellPart]:
    """The parts of `command`, run in `workspace`; an empty command has none."""
    walker = _Walker(workspace, 0)
    tree = _parser().parse(command.encode())
    walker.visit(tree.root_node, 0, [])
    return walker.parts


class _Walker:
    def __init__(
        self, workspace: Path, depth: int, cwd: str | None = None, assigned: Mapping[str, str | None] | None = None
    ):
        self.workspace = workspace
        self.depth = depth
        self.parts: list[ShellPart] = []
        # Where relative paths resolve now (None: a folder computed when the command runs), the pushd stack,
        # and the variables the command line has set so far (their values are not the environment's).
        self.cwd: str | None = str(workspace) if cwd is None and depth == 0 else cwd
        self.stack: list[str | None] = []
        self.assigned: dict[str, str | None] = dict(assigned or {})

    def problem(self, node_or_text: Node | str, why: str) -> None:
        text = node_or_text if isinstance(node_or_text, str) else node_text(node_or_text)
        self.parts.append(ShellPart(text=text.strip()[:200], problem=why))

    def reparse(self, script: str, where: str) -> None:
        if self.depth >= MAX_REPARSE_DEPTH:
            self.problem(script, f"{where} nests commands too deeply to check")
            return
        inner = _Walker(self.workspace, self.depth + 1, self.cwd, self.assigned)
        inner.visit(_parser().parse(script.encode()).root_node, 0, [])
        self.parts.extend(inner.parts)

    def programs(self, node: Node) -> list[str]:
        """The programs `node` runs (wrappers looked through), for `input_from`."""
        sub = _Walker(self.workspace, self.depth, self.cwd, self.assigned)
        sub.visit(node, 0, [])
        return [str(part.fields["program"]) for part in sub.parts if "program" in part.fields]

    def visit(self, node: Node, nesting: int, input_from: list[str]) -> None:
        if nesting > MAX_NESTING:
            self.problem(node, "the command nests too deeply to check")
            return
        if node.type == "ERROR" or node.is_missing:
            self.problem(node, "the command does not parse as bash")
        if node.type == "command":
            self.command(node, nesting, input_from)
        elif node.type == "pipeline":
            earlier: list[str] = []
            for child in node.named_children:
                self.visit(child, nesting + 1, input_from + earlier)
                earlier += self.programs(child)
        elif node.type == "redirected_statement":
            self.redirected(node, nesting, input_from)
        elif node.type == "file_redirect":
            self.redirect(node, nesting)
        elif node.type in ("subshell", "command_substitution", "process_substitution"):
            # A subshell's `cd` and variables end with it.
            saved = (self.cwd, list(self.stack), dict(self.assigned))
            for child in node.children:
                self.visit(child, nesting + 1, input_from)
            self.cwd, self.stack, self.assigned = saved
        else:
            if node.type == "variable_assignment":
                value = node.child_by_field_name("value")
                self.assigned[assigned_name(node)] = "" if value is None else expanded_value(value, self.assigned)
            elif node.type == "for_statement" and (variable := node.child_by_field_name("variable")) is not None:
                self.assigned[node_text(variable)] = None
                # `for f in ~/.ssh/*; do cat $f; done`: the values are matched like a command's operands.
                values = [word_of(value, self.assigned) for value in node.children_by_field_name("value")]
                arguments = [value.text for value in values]
                fields: Fields = {"program": "for", "arg": arguments, **places.path_fields(values, self.cwd)}
                self.parts.append(
                    ShellPart(text=f"for {node_text(variable)} in {' '.join(arguments)}"[:200], fields=fields)
                )
            elif node.type == "declaration_command":
                for child in node.named_children:
                    if child.type == "variable_name":
                        self.assigned.setdefault(node_text(child), os.environ.get(node_text(child)))
            for child in node.children:
                self.visit(child, nesting + 1, input_from)

    def redirected(self, node: Node, nesting: int, input_from: list[str]) -> None:
        body = node.child_by_field_name("body")
        redirects = [child for child in node.named_children if child != body]
        fed: list[str] = []  # programs whose output is read through `< <(...)`
        for redirect in redirects:
            if redirect.type == "file_redirect":
                destination = redirect.child_by_field_name("destination")
                if destination is not None and destination.type == "process_substitution":
                    fed += self.programs(destination)
        if body is not None:
            shells = set(self.programs(body)) & set(knowledge().shells)
            self.visit(body, nesting + 1, input_from + fed)
            if shells:
                self.feed_shell(redirects)
        # After the body: `cd ~ && echo x >> .bashrc` is read as one statement with the redirection, which
        # then lands in the folder the `cd` went to (for `cd DIR > FILE` this errs on the side of asking).
        for redirect in redirects:
            self.visit(redirect, nesting + 1, input_from)

    def feed_shell(self, redirects: list[Node]) -> None:
        """A heredoc or here-string fed to a shell is a script: parse it again."""
        for redirect in redirects:
            if redirect.type == "heredoc_redirect":
                for child in redirect.named_children:
                    if child.type == "heredoc_body":
                        self.reparse(node_text(child), "a heredoc fed to a shell")
            elif redirect.type == "herestring_redirect":
                for child in redirect.named_children:
                    value = fixed_value(child)
                    if value is None:
                        self.problem(redirect, "a shell reads a string built when it runs")
                    else:
                        self.reparse(value, "a here-string fed to a shell")

    def redirect(self, node: Node, nesting: int) -> None:
        for child in node.named_children:  # substitutions in the target run too
            self.visit(child, nesting + 1, [])
        operator = next((node_text(child) for child in node.children if not child.is_named), "")
        destination = node.child_by_field_name("destination")
        if destination is None or destination.type == "process_substitution":
            return
        target = word_of(destination, self.assigned)
        if operator in READ_OPERATORS and operator not in WRITE_OPERATORS:
            # `< FILE`: what it reads is matched like a command's operand (credentials, /proc/*/environ).
            self.parts.append(
                ShellPart(
                    text=node_text(node),
                    fields={"reads": target.text, "arg": [target.text], **places.path_fields([target], self.cwd)},
                )
            )
            return
        if operator not in WRITE_OPERATORS:
            return
        if operator == ">&" and target.text.isdigit() or target.text == "-":
            return  # 2>&1: a descriptor copy, not a file
        path = self.resolve(target.value)
        fields: Fields = {"redirect": path if path is not None else target.raw}
        self.parts.append(
            ShellPart(text=node_text(node), fields={**fields, **places.write_fields([path], self.workspace)})
        )

    def command(self, node: Node, nesting: int, input_from: list[str]) -> None:
        words: list[Word] = []
        substituted: list[str] = []
        fed: list[Node] = []
        env: list[str] = []  # VAR=... before the command: set for it alone
        for child in node.named_children:
            if child.type == "variable_assignment":
                env.append(assigned_name(child))
                for grandchild in child.children:
                    self.visit(grandchild, nesting + 1, [])
            elif child.type == "file_redirect":
                self.redirect(child, nesting)
            elif child.type in ("herestring_redirect", "heredoc_redirect"):
                fed.append(child)
                self.visit(child, nesting + 1, [])
            elif child.type == "command_name" or child in node.children_by_field_name("argument"):
                word = word_of(child, self.assigned)
                if child.type != "command_name":
                    words += options_from_glob(child, word, self.assigned, self.cwd)
                else:
                    words.append(word)
                if child.type != "word":
                    self.visit(child, nesting + 1, [])
                    substituted += self.programs(child) if has_substitution(child) else []
            else:
                self.visit(child, nesting + 1, [])
        if not words:
            return
        if words[0].literal is None:
            self.problem(node, "the command name is computed when it runs")
            return
        if fed and os.path.basename(words[0].text) in knowledge().shells:
            self.feed_shell(fed)
        self.simple(words, input_from + substituted, node_text(node), env, substituted)

    def simple(
        self,
        words: list[Word],
        input_from: list[str],
        text: str,
        env: list[str] | None = None,
        substituted: list[str] | None = None,
    ) -> None:
        """Check one simple command: look through wrappers, parse scripts again, then record it. `env`: the
        variables set for it; `substituted`: the programs whose output makes up its words."""
        env = list(env or [])
        program = os.path.basename(words[0].text) or words[0].text
        args = words[1:]
        wrapper = knowledge().wrappers.get(program)
        if wrapper is not None and not any(arg.text in wrapper.query_options for arg in args):
            if self.wrapped(wrapper, program, args, input_from, text, env, substituted):
                return
        self.inner_scripts(program, args, input_from, text)
        self.parts.append(ShellPart(text=text, fields=self.simple_fields(program, words, input_from, env, substituted)))
        self.follow(program, args)

    def wrapped(
        self,
        wrapper: Wrapper,
        program: str,
        args: list[Word],
        input_from: list[str],
        text: str,
        env: list[str],
        substituted: list[str] | None,
    ) -> bool:
        """Look through a wrapper (`env`, `nohup`, `xargs`, ...): True when the command it runs was checked in its
        place; `env` gets the variables the wrapper sets."""
        inner = after_options(args, wrapper)
        own_args = args[: len(args) - len(inner)]
        own = self.writes().of(program, own_args)
        if own:  # `time -o FILE cmd`: the wrapper writes too
            fields = {"program": program, **places.write_fields(own, self.workspace)}
            self.parts.append(ShellPart(text=text, fields=fields))
        if wrapper.assignments:
            env.extend(arg.text.split("=", 1)[0] for arg in own_args if "=" in arg.text)
        if inner:
            if inner[0].literal is None:
                self.problem(text, f"{program} runs a command whose name is computed when it runs")
                return True
            fed = [*(substituted or []), program] if wrapper.operands_at_run_time else substituted
            saved_cwd = self.cwd
            self.cwd = self.wrapper_cwd(wrapper, own_args)
            self.simple(inner, input_from, " ".join(word.text for word in inner), env, fed)
            self.cwd = saved_cwd
            return True
        if wrapper.default_command:
            fed = [program] if wrapper.operands_at_run_time else None
            self.simple([plain_word(wrapper.default_command)], input_from, text, env, fed)
            return True
        return False

    def inner_scripts(self, program: str, args: list[Word], input_from: list[str], text: str) -> None:
        """The commands a program runs from its arguments (`sh -c`, `eval`, `trap`, `find -exec`), checked too."""
        facts = knowledge()
        if program in facts.shells:
            script = script_argument(args)
            if script is not None:
                if script.literal is None:
                    self.problem(text, f"{program} -c runs a script built when it runs")
                else:
                    self.reparse(script.literal, f"{program} -c")
        if program == "eval" and args:
            if any(arg.literal is None for arg in args):
                self.problem(text, "eval runs a string built when it runs")
            else:
                self.reparse(" ".join(arg.text for arg in args), "eval")
        if program in facts.deferred:
            self.deferred(program, args, text)
        if program == "find":
            self.find_exec(args, input_from)

    def simple_fields(
        self, program: str, words: list[Word], input_from: list[str], env: list[str], substituted: list[str] | None
    ) -> Fields:
        """The fields rules match on one simple command (wrappers already looked through)."""
        facts = knowledge()
        args = words[1:]
        fields = fields_of(program, args, input_from)
        operands = [arg for arg in args if not arg.text.startswith("-") or "=" in arg.text]
        operands = [
            plain_word(arg.value.split("=", 1)[1]) if arg.value and arg.text.startswith("-") else arg
            for arg in operands
        ]
        fields.update(places.path_fields(operands, self.cwd))
        for path in places.recursive_reads(program, as_list(fields["flag"]), operands, self.cwd):
            fields["path"] = [*fields.get("path", []), path]
        if any(places.in_agent_records(path) for path in as_list(fields.get("path", []))):
            fields["agent_records"] = "yes"  # transcripts and checkpoints of every session, the agent's config
        if substituted and (any(arg.value is None for arg in operands) or fed_at_run_time(substituted)):
            fields["computed_from"] = substituted  # `cat "$(echo L3Jv... | base64 -d)"`: a path nobody can read here
        fields.update(places.write_fields(self.writes().of(program, args), self.workspace))
        if program == "git" and self.git().config_writes(args):
            fields["write_protected"] = "yes"  # any repository's config, or the user's: git runs what it says
        if (
            program == "git"
            and fields["subcommand"] in facts.git_hook_subcommands
            and hooks_in_workspace(Path(self.workspace))
        ):
            fields["runs_hooks"] = "yes"
        if program == "git" and (config := self.git().repository_config(args)) is not None:
            if risky := keys_that_run_programs(config):
                fields["repository_runs"] = risky  # `core.fsmonitor = CMD` in an unpacked project's .git/config
        names = sorted(set(env) | set(self.assigned))
        if names:
            fields["env"] = names
        smuggled = [arg.text for arg in args if arg.from_glob is not None]
        if smuggled and program not in facts.options_harmless:
            fields["option_from_glob"] = smuggled  # files named like options a glob hands over (or may)
        if hosts := network_hosts(program, str(fields["subcommand"]), args, env):
            fields["network"] = hosts
        if code := runs_code(program, args):
            fields["runs_code"] = code
        if runner := runner_of(words, self.cwd, self.workspace):
            fields["test_run"] = runner  # "always" on it allows the runner with any tests (project_tests.py)
        return fields

    def follow(self, program: str, args: list[Word]) -> None:
        """What a command changes for the commands after it: the folder (`cd`), the variables it assigns."""
        facts = knowledge()
        if program in facts.change_directory:
            self.change_directory(program, args)
        elif program in facts.assigners:
            for arg in args:
                if not arg.text.startswith("-"):
                    name, _, value = (arg.value or arg.text).partition("=")
                    self.assigned[name] = value if arg.value is not None else None

    def resolve(self, path: str | None) -> str | None:
        return places.resolve(path, self.cwd)

    def outside(self, path: str | None) -> bool:
        return places.outside(path, self.workspace)

    def wrapper_cwd(self, wrapper: Wrapper, own: list[Word]) -> str | None:
        """Where the wrapped command runs: the current folder, or the one `env -C DIR` names."""
        cwd = self.cwd
        for index, arg in enumerate(own):
            for option in wrapper.chdir_options:
                if arg.text == option and index + 1 < len(own):
                    cwd = self.resolve(own[index + 1].value) if cwd is not None else None
                elif option.startswith("--") and arg.text.startswith(option + "="):
                    value = arg.value.split("=", 1)[1] if arg.value else None
                    cwd = self.resolve(value) if cwd is not None else None
        return cwd

    def deferred(self, program: str, args: list[Word], text: str) -> None:
        """`trap 'COMMAND' SIGNAL`: the command runs later in this shell; check it now."""
        operands = [arg for arg in args if not arg.text.startswith("-")]
        if not operands:
            return
        if operands[0].literal is None:
            self.problem(text, f"{program} runs a string built when it runs")
        else:
            self.reparse(operands[0].literal, program)

    def change_directory(self, program: str, args: list[Word]) -> None:
        operands = [arg for arg in args if not arg.text.startswith("-") or arg.text == "-"]
        if program == "popd":
            self.cwd = self.stack.pop() if self.stack else None
            return
        if program == "pushd":
            self.stack.append(self.cwd)
        if not operands:
            self.cwd = os.path.expanduser("~") if program == "cd" else None
        else:
            self.cwd = None if operands[0].text == "-" else self.resolve(operands[0].value)

    def writes(self) -> CommandWrites:
        """What a program writes, read in the folder the walk has reached."""
        return CommandWrites(self.cwd, self.resolve, self.outside)

    def git(self) -> GitCommandLine:
        """The git command line being read, in the folder the walk has reached."""
        return GitCommandLine(self.cwd, self.resolve)

    def find_exec(self, args: list[Word], input_from: list[str]) -> None:
        options = knowledge().find_exec_options
        index = 0
        while index < len(args):
            if args[index].text in options:
                end = index + 1
                while end < len(args) and args[end].text not in (";", "+"):
                    end += 1
                inner = args[index + 1 : end]
                if inner:
                    self.simple(inner, input_from, " ".join(word.text for word in inner))
                index = end
            index += 1
