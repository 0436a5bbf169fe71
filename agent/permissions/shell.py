"""Split a bash command into the simple commands it would run, with tree-sitter-bash (never with regexes).

Every simple command becomes a `ShellPart` whose fields rules match (program, flags, args, what is piped
into it); a redirection that writes a file is a part of its own. Wrappers (`env`, `xargs`, ...) are
looked through, `bash -c`/`sh -c`/`eval` strings and heredocs fed to a shell are parsed again, and
`find -exec` commands are checked too. What cannot be read statically (a parse error, a command name
built at run time, nesting too deep) becomes a part with a `problem`, which asks.
"""

from __future__ import annotations

import os
import re
import tomllib
from dataclasses import dataclass, field
from functools import cache
from importlib import resources
from pathlib import Path

import tree_sitter_bash
from pydantic import BaseModel, ConfigDict
from tree_sitter import Language, Node, Parser

from agent.permissions.rules import Fields

MAX_REPARSE_DEPTH = 3  # bash -c "bash -c '...'" nested deeper than this asks
MAX_NESTING = 64  # syntax nodes nested deeper than this ask (and bound the recursion)
WRITE_OPERATORS = {">", ">>", "&>", "&>>", ">|", "<>", ">&"}


class Wrapper(BaseModel):
    model_config = ConfigDict(extra="forbid")

    value_options: list[str] = []
    query_options: list[str] = []
    assignments: bool = False
    positionals: int = 0
    default_command: str | None = None


class ShellKnowledge(BaseModel):
    """shell.toml: which programs run other commands."""

    model_config = ConfigDict(extra="forbid")

    shells: list[str]
    find_exec_options: list[str]
    value_options: dict[str, list[str]]
    wrappers: dict[str, Wrapper]


@cache
def knowledge() -> ShellKnowledge:
    text = resources.files("agent.permissions").joinpath("shell.toml").read_text(encoding="utf-8")
    return ShellKnowledge.model_validate(tomllib.loads(text))


@cache
def _parser() -> Parser:
    return Parser(Language(tree_sitter_bash.language()))


@dataclass
class ShellPart:
    """One thing the command would do: a simple command or a file write. `problem` set: it cannot be judged."""

    text: str
    fields: Fields = field(default_factory=dict)
    problem: str | None = None


@dataclass(frozen=True)
class Word:
    literal: str | None  # the word's value when it is known before the command runs
    raw: str

    @property
    def text(self) -> str:
        return self.literal if self.literal is not None else self.raw


def split_command(script: str, workspace: Path, depth: int = 0) -> list[ShellPart]:
    """The parts of `script`, run in `workspace`; an empty script has none."""
    walker = _Walker(workspace, depth)
    tree = _parser().parse(script.encode())
    walker.visit(tree.root_node, 0, [])
    return walker.parts


def _unescape(text: str) -> str:
    return re.sub(r"\\(.)", r"\1", text)


def _text(node: Node) -> str:
    return (node.text or b"").decode(errors="replace")


def _literal(node: Node) -> str | None:
    """The value of a word whose value is fixed in the source: no expansions, no substitutions."""
    kind = node.type
    if kind in ("word", "number"):
        return _unescape(_text(node))
    if kind == "raw_string":
        return _text(node)[1:-1]
    if kind == "string":
        if any(child.type != "string_content" for child in node.named_children):
            return None
        return re.sub(r'\\([$`"\\])', r"\1", _text(node)[1:-1])
    if kind == "concatenation":
        pieces = [_literal(child) for child in node.named_children]
        return None if any(piece is None for piece in pieces) else "".join(p for p in pieces if p is not None)
    if kind == "command_name" and node.named_child_count == 1:
        child = node.named_children[0]
        return _literal(child)
    return None


def _word(node: Node) -> Word:
    return Word(_literal(node), _text(node))


class _Walker:
    def __init__(self, workspace: Path, depth: int):
        self.workspace = workspace
        self.depth = depth
        self.parts: list[ShellPart] = []

    def problem(self, node_or_text: Node | str, why: str) -> None:
        text = node_or_text if isinstance(node_or_text, str) else _text(node_or_text)
        self.parts.append(ShellPart(text=text.strip()[:200], problem=why))

    def reparse(self, script: str, where: str) -> None:
        if self.depth >= MAX_REPARSE_DEPTH:
            self.problem(script, f"{where} nests commands too deeply to check")
            return
        self.parts.extend(split_command(script, self.workspace, self.depth + 1))

    def programs(self, node: Node) -> list[str]:
        """The programs `node` runs (wrappers looked through), for `input_from`."""
        sub = _Walker(self.workspace, self.depth)
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
        else:
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
            self.visit(redirect, nesting + 1, input_from)
        if body is not None:
            self.visit(body, nesting + 1, input_from + fed)
            if set(self.programs(body)) & set(knowledge().shells):
                self.feed_shell(redirects)

    def feed_shell(self, redirects: list[Node]) -> None:
        """A heredoc or here-string fed to a shell is a script: parse it again."""
        for redirect in redirects:
            if redirect.type == "heredoc_redirect":
                for child in redirect.named_children:
                    if child.type == "heredoc_body":
                        self.reparse(_text(child), "a heredoc fed to a shell")
            elif redirect.type == "herestring_redirect":
                for child in redirect.named_children:
                    value = _literal(child)
                    if value is None:
                        self.problem(redirect, "a shell reads a string built when it runs")
                    else:
                        self.reparse(value, "a here-string fed to a shell")

    def redirect(self, node: Node, nesting: int) -> None:
        for child in node.named_children:  # substitutions in the target run too
            self.visit(child, nesting + 1, [])
        operator = next((_text(child) for child in node.children if not child.is_named), "")
        destination = node.child_by_field_name("destination")
        if operator not in WRITE_OPERATORS or destination is None:
            return
        target = _word(destination)
        if operator == ">&" and target.text.isdigit() or target.text == "-":
            return  # 2>&1: a descriptor copy, not a file
        path = target.raw if target.literal is None else self.resolve(target.literal)
        self.parts.append(ShellPart(text=_text(node), fields={"redirect": path}))

    def resolve(self, path: str) -> str:
        return os.path.normpath(self.workspace / Path(path).expanduser())

    def command(self, node: Node, nesting: int, input_from: list[str]) -> None:
        words: list[Word] = []
        substituted: list[str] = []
        fed: list[Node] = []
        for child in node.named_children:
            if child.type == "variable_assignment":
                self.visit(child, nesting + 1, [])
            elif child.type == "file_redirect":
                self.redirect(child, nesting)
            elif child.type in ("herestring_redirect", "heredoc_redirect"):
                fed.append(child)
                self.visit(child, nesting + 1, [])
            elif child.type == "command_name" or child in node.children_by_field_name("argument"):
                words.append(_word(child))
                if child.type != "word":
                    self.visit(child, nesting + 1, [])
                    substituted += self.programs(child) if _has_substitution(child) else []
            else:
                self.visit(child, nesting + 1, [])
        if not words:
            return
        if words[0].literal is None:
            self.problem(node, "the command name is computed when it runs")
            return
        if fed and os.path.basename(words[0].text) in knowledge().shells:
            self.feed_shell(fed)
        self.simple(words, input_from + substituted, _text(node))

    def simple(self, words: list[Word], input_from: list[str], text: str) -> None:
        """Check one simple command: look through wrappers, parse scripts again, then record it."""
        program = os.path.basename(words[0].text) or words[0].text
        args = words[1:]
        facts = knowledge()
        wrapper = facts.wrappers.get(program)
        if wrapper is not None and not any(arg.text in wrapper.query_options for arg in args):
            inner = _after_options(args, wrapper)
            if inner:
                if inner[0].literal is None:
                    self.problem(text, f"{program} runs a command whose name is computed when it runs")
                    return
                self.simple(inner, input_from, " ".join(word.text for word in inner))
                return
            if wrapper.default_command:
                self.simple([Word(wrapper.default_command, wrapper.default_command)], input_from, text)
                return
        if program in facts.shells:
            script = _script_argument(args)
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
        if program == "find":
            self.find_exec(args, input_from)
        self.parts.append(ShellPart(text=text, fields=_fields(program, args, input_from)))

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


def _has_substitution(node: Node) -> bool:
    if node.type in ("command_substitution", "process_substitution"):
        return True
    return any(_has_substitution(child) for child in node.named_children)


def _after_options(args: list[Word], wrapper: Wrapper) -> list[Word]:
    """The wrapped command: what follows the wrapper's options, assignments and fixed positionals."""
    positionals = wrapper.positionals
    index = 0
    while index < len(args):
        token = args[index].text
        if token == "--":
            return args[index + 1 :]
        if token.startswith("-") and len(token) > 1:
            index += 2 if token in wrapper.value_options else 1
        elif wrapper.assignments and "=" in token:
            index += 1
        elif positionals > 0:
            positionals -= 1
            index += 1
        else:
            return args[index:]
    return []


def _script_argument(args: list[Word]) -> Word | None:
    """The SCRIPT of `sh -c SCRIPT` (also `-lc`, `-ec`...), or None when the shell runs a file or stdin."""
    for index, arg in enumerate(args):
        token = arg.text
        if token == "--" or not token.startswith("-"):
            return None
        if not token.startswith("--") and "c" in token[1:]:
            return args[index + 1] if index + 1 < len(args) else None
    return None


def _fields(program: str, args: list[Word], input_from: list[str]) -> Fields:
    flags: list[str] = []
    positional: list[str] = []
    subcommand = ""
    skip_value = False
    value_options = knowledge().value_options.get(program, [])
    options_done = False
    for arg in args:
        token = arg.text
        if options_done or not token.startswith("-") or token == "-":
            positional.append(token)
            if skip_value:
                skip_value = False
            elif not subcommand:
                subcommand = token
            continue
        if token == "--":
            options_done = True
            continue
        flags.append(token)
        if token.startswith("--"):
            flags.append(token.split("=", 1)[0])
        elif len(token) > 2:
            flags += [f"-{letter}" for letter in token[1:]]  # -fr is -f -r
        skip_value = not subcommand and token in value_options
    return {
        "program": program,
        "command": " ".join([program, *(arg.text for arg in args)]),
        "subcommand": subcommand,
        "flag": flags,
        "arg": positional,
        "input_from": input_from,
    }
