"""The words of a parsed command line: their values (fixed in the source, or with variables filled in), the
fields permission rules match (program, subcommand, flags, args), and what a wrapper (`env`, `xargs`, `sh -c`)
hands on. Pure functions of tree-sitter nodes and the shell knowledge (shell.toml); walker.py
walks the tree with them."""

from __future__ import annotations

import glob
import os
import re
from collections.abc import Mapping
from fnmatch import fnmatchcase

from tree_sitter import Node

from agent.permissions.rules import Fields
from agent.permissions.shell_reader.knowledge import Outputs, Word, Wrapper, knowledge

MAX_GLOB_OPTIONS = 64  # names starting with `-` one glob is expanded to


def unescape(text: str) -> str:
    return re.sub(r"\\(.)", r"\1", text)


def node_text(node: Node) -> str:
    return (node.text or b"").decode(errors="replace")


def fixed_value(node: Node) -> str | None:
    """The value of a word whose value is fixed in the source: no expansions, no substitutions."""
    kind = node.type
    if kind in ("word", "number"):
        return unescape(node_text(node))
    if kind == "raw_string":
        return node_text(node)[1:-1]
    if kind == "string":
        if any(child.type != "string_content" for child in node.named_children):
            return None
        return re.sub(r'\\([$`"\\])', r"\1", node_text(node)[1:-1])
    if kind == "concatenation":
        pieces = [fixed_value(child) for child in node.named_children]
        return None if any(piece is None for piece in pieces) else "".join(p for p in pieces if p is not None)
    if kind == "command_name" and node.named_child_count == 1:
        child = node.named_children[0]
        return fixed_value(child)
    return None


def expanded_value(node: Node, assigned: Mapping[str, str | None]) -> str | None:
    """The word's value with `$VAR` / `${VAR}` filled in (the command line's own assignments first, then the
    agent's environment); None when anything in it is computed when the command runs (a substitution, a
    variable set from one, ...)."""
    literal = fixed_value(node)
    if literal is not None:
        return literal
    kind = node.type
    if kind in ("simple_expansion", "expansion"):
        name = node_text(node).lstrip("$").removeprefix("{").removesuffix("}")
        if not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", name):
            return None
        return assigned[name] if name in assigned else os.environ.get(name)
    if kind == "string":
        if any(child.type not in ("string_content", "simple_expansion", "expansion") for child in node.named_children):
            return None
        body = node_text(node)[1:-1]
        for child in node.named_children:
            if child.type != "string_content":
                value = expanded_value(child, assigned)
                if value is None:
                    return None
                body = body.replace(node_text(child), value, 1)
        return body
    if kind == "concatenation":
        pieces = [expanded_value(child, assigned) for child in node.named_children]
        return None if any(piece is None for piece in pieces) else "".join(p for p in pieces if p is not None)
    if kind == "command_name" and node.named_child_count == 1:
        return expanded_value(node.named_children[0], assigned)
    return None


def glob_pattern(node: Node, assigned: Mapping[str, str | None]) -> str | None:
    """The word as a glob, the way bash expands it against the folder: its unquoted `*`, `?`, `[` match, the rest
    (quoted, escaped, a variable's value) stands for itself. None: no unquoted glob character, or a piece
    computed when the command runs."""
    pieces = node.named_children if node.type == "concatenation" else [node]
    pattern, globbed = "", False
    for piece in pieces:
        if piece.type != "word":
            value = expanded_value(piece, assigned)
            if value is None:
                return None
            pattern += glob.escape(value)
            continue
        text, index = node_text(piece), 0
        while index < len(text):
            if text[index] == "\\" and index + 1 < len(text):
                pattern += glob.escape(text[index + 1])
                index += 2
                continue
            globbed = globbed or text[index] in "*?["
            pattern += text[index]
            index += 1
    return pattern if globbed else None


def options_from_glob(node: Node, word: Word, assigned: Mapping[str, str | None], cwd: str | None) -> list[Word]:
    """The word, and before it the names starting with `-` its unquoted glob expands to in the folder the
    command runs in (a file named `--checkpoint-action=exec=sh x.sh` that `tar cf out.tar *` gets as an
    option): the program reads them as options, so the rules on its options see them. A glob that could
    make such a name is marked too (`from_glob`): an earlier call, or this command line, may create one
    before it runs."""
    pattern = glob_pattern(node, assigned)
    first = os.path.expanduser(pattern or "").partition("/")[0]
    if pattern is None or not _may_start_with_dash(first):
        return [word]  # `/abs/*`, `src/*`, `./*`, `a*`: every name it makes starts with what is written
    marked = Word(word.literal, word.raw, word.value, from_glob=pattern)
    try:
        entries = sorted(os.listdir(cwd)) if cwd is not None else []
    except OSError:
        entries = []
    names = [name for name in entries if name.startswith("-") and fnmatchcase(name, first)]
    rest = pattern.partition("/")[2]
    if rest:
        names = [
            match for name in names for match in sorted(glob.glob(os.path.join(glob.escape(name), rest), root_dir=cwd))
        ]
    return [*(Word(name, name, name, from_glob=pattern) for name in names[:MAX_GLOB_OPTIONS]), marked]


def _may_start_with_dash(component: str) -> bool:
    """Whether a glob's first path component can match a name starting with `-` (`*`, `?x`, `[-a]*`)."""
    if component[:1] in ("*", "?"):
        return True
    end = component.find("]", 2)
    return component[:1] == "[" and end > 0 and fnmatchcase("-", component[: end + 1])


def word_of(node: Node, assigned: Mapping[str, str | None] | None = None) -> Word:
    return Word(fixed_value(node), node_text(node), expanded_value(node, assigned or {}))


def assigned_name(node: Node) -> str:
    name = node.child_by_field_name("name")
    return node_text(name) if name is not None else node_text(node).split("=", 1)[0]


def written_operands(spec: Outputs, positionals: list[Word], flags: list[str]) -> list[Word]:
    operands = [word for word in positionals if word.text != "-"]
    if spec.positionals == "all":
        return operands
    if spec.positionals == "first":
        return operands[:1]
    if spec.positionals == "last":
        return operands[-1:] if len(operands) >= 2 else []
    if spec.positionals == "after_first":
        scripted = any(flag.split("=", 1)[0] in spec.script_options for flag in flags)
        return operands if scripted else operands[1:]
    return []


def fed_at_run_time(programs: list[str]) -> bool:
    """Whether one of `programs` hands the command operands it reads when it runs (xargs)."""
    wrappers = knowledge().wrappers
    return any(name in wrappers and wrappers[name].operands_at_run_time for name in programs)


def as_list(value: str | list[str]) -> list[str]:
    return [value] if isinstance(value, str) else value


def has_substitution(node: Node) -> bool:
    if node.type in ("command_substitution", "process_substitution"):
        return True
    return any(has_substitution(child) for child in node.named_children)


def after_options(args: list[Word], wrapper: Wrapper) -> list[Word]:
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


def script_argument(args: list[Word]) -> Word | None:
    """The SCRIPT of `sh -c SCRIPT` (also `-lc`, `-ec`...), or None when the shell runs a file or stdin."""
    for index, arg in enumerate(args):
        token = arg.text
        if token == "--" or not token.startswith("-"):
            return None
        if not token.startswith("--") and "c" in token[1:]:
            return args[index + 1] if index + 1 < len(args) else None
    return None


def fields_of(program: str, args: list[Word], input_from: list[str]) -> Fields:
    flags: list[str] = []
    options: list[str] = []  # as written: `-rf` stays one option (flags also has -r and -f)
    positional: list[str] = []
    subcommand = ""
    skip_value = False
    value_options = knowledge().value_options.get(program, [])
    spec = knowledge().writes.get(program)
    if spec is not None and spec.bundled_first and args and not args[0].text.startswith("-"):
        args = [Word(f"-{args[0].text}", args[0].raw), *args[1:]]  # tar xzf: tar -xzf
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
            flags.append(token)  # `git checkout -- FILE`: what follows are paths
            continue
        flags.append(token)
        options.append(token)
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
        "option": options,
        "arg": positional,
        "input_from": input_from,
    }
