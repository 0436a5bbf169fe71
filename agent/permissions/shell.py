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

import glob
import os
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from fnmatch import fnmatchcase
from functools import cache
from itertools import islice
from pathlib import Path

import tree_sitter_bash
from tree_sitter import Language, Node, Parser

from agent.paths import config_dir, data_dir
from agent.permissions.git_config import keys_that_run_programs, repository_config
from agent.permissions.protected import is_protected, protected_paths
from agent.permissions.rules import Fields
from agent.permissions.scripts import runs_code
from agent.permissions.shell_knowledge import Outputs, Word, Wrapper, knowledge, plain_word

MAX_REPARSE_DEPTH = 3  # bash -c "bash -c '...'" nested deeper than this asks
MAX_NESTING = 64  # syntax nodes nested deeper than this ask (and bound the recursion)
WRITE_OPERATORS = {">", ">>", "&>", "&>>", ">|", "<>", ">&"}
READ_OPERATORS = {"<", "<>"}
# Writes to these are no file in the workspace and no harm.
HARMLESS_TARGETS = ("/dev/null", "/dev/stdout", "/dev/stderr", "/dev/tty", "/dev/fd/*")
MAX_GLOB_MATCHES = 64  # paths one glob is expanded to for matching (the pattern itself is matched too)
UNKNOWN = "?"  # a path computed when the command runs
GLOB_CHARS = re.compile(r"[*?\[]")
AWK_OUTPUT = re.compile(r'>>?\s*"([^"]+)"')  # awk's print > "FILE" / print >> "FILE"


@cache
def _parser() -> Parser:
    return Parser(Language(tree_sitter_bash.language()))


@dataclass
class ShellPart:
    """One thing the command would do: a simple command or a file write. `problem` set: it cannot be judged."""

    text: str
    fields: Fields = field(default_factory=dict)
    problem: str | None = None


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


def _expanded(node: Node, assigned: Mapping[str, str | None]) -> str | None:
    """The word's value with `$VAR` / `${VAR}` filled in (the command line's own assignments first, then the
    agent's environment); None when anything in it is computed when the command runs (a substitution, a
    variable set from one, ...)."""
    literal = _literal(node)
    if literal is not None:
        return literal
    kind = node.type
    if kind in ("simple_expansion", "expansion"):
        name = _text(node).lstrip("$").removeprefix("{").removesuffix("}")
        if not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", name):
            return None
        return assigned[name] if name in assigned else os.environ.get(name)
    if kind == "string":
        if any(child.type not in ("string_content", "simple_expansion", "expansion") for child in node.named_children):
            return None
        body = _text(node)[1:-1]
        for child in node.named_children:
            if child.type != "string_content":
                value = _expanded(child, assigned)
                if value is None:
                    return None
                body = body.replace(_text(child), value, 1)
        return body
    if kind == "concatenation":
        pieces = [_expanded(child, assigned) for child in node.named_children]
        return None if any(piece is None for piece in pieces) else "".join(p for p in pieces if p is not None)
    if kind == "command_name" and node.named_child_count == 1:
        return _expanded(node.named_children[0], assigned)
    return None


def _word(node: Node, assigned: Mapping[str, str | None] | None = None) -> Word:
    return Word(_literal(node), _text(node), _expanded(node, assigned or {}))


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
        text = node_or_text if isinstance(node_or_text, str) else _text(node_or_text)
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
                self.assigned[_assigned_name(node)] = "" if value is None else _expanded(value, self.assigned)
            elif node.type == "for_statement" and (variable := node.child_by_field_name("variable")) is not None:
                self.assigned[_text(variable)] = None
                # `for f in ~/.ssh/*; do cat $f; done`: the values are matched like a command's operands.
                values = [_word(value, self.assigned) for value in node.children_by_field_name("value")]
                arguments = [value.text for value in values]
                fields: Fields = {"program": "for", "arg": arguments, **self.paths(values)}
                self.parts.append(
                    ShellPart(text=f"for {_text(variable)} in {' '.join(arguments)}"[:200], fields=fields)
                )
            elif node.type == "declaration_command":
                for child in node.named_children:
                    if child.type == "variable_name":
                        self.assigned.setdefault(_text(child), os.environ.get(_text(child)))
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
        if destination is None or destination.type == "process_substitution":
            return
        target = _word(destination, self.assigned)
        if operator in READ_OPERATORS and operator not in WRITE_OPERATORS:
            # `< FILE`: what it reads is matched like a command's operand (credentials, /proc/*/environ).
            self.parts.append(
                ShellPart(text=_text(node), fields={"reads": target.text, "arg": [target.text], **self.paths([target])})
            )
            return
        if operator not in WRITE_OPERATORS:
            return
        if operator == ">&" and target.text.isdigit() or target.text == "-":
            return  # 2>&1: a descriptor copy, not a file
        path = self.resolve(target.value)
        fields: Fields = {"redirect": path if path is not None else target.raw}
        self.parts.append(ShellPart(text=_text(node), fields={**fields, **self.write_fields([path])}))

    def resolve(self, path: str | None) -> str | None:
        """The absolute path of `path` as the command would open it; None when it is computed at run time."""
        if path is None or "\x00" in path:
            return None  # a NUL cannot be in a path: whatever it is, nobody can tell here
        path = os.path.expanduser(path)
        if os.path.isabs(path):
            return os.path.normpath(path)
        if self.cwd is None:
            return None
        return os.path.normpath(os.path.join(self.cwd, path))

    def outside(self, path: str | None) -> bool:
        if path is None:
            return True
        if any(fnmatchcase(path, harmless) for harmless in HARMLESS_TARGETS):
            return False
        real, root = os.path.realpath(path), os.path.realpath(self.workspace)
        return not (real == root or real.startswith(root.rstrip(os.sep) + os.sep))

    def write_fields(self, written: list[str | None]) -> Fields:
        """`write` (the paths, `?` for one computed at run time), `write_outside` and `write_protected`."""
        if not written:
            return {}
        protected = any(path is not None and is_protected(path, self.workspace) for path in written)
        fields: Fields = {
            "write": [UNKNOWN if path is None else path for path in written],
            "write_outside": "yes" if any(self.outside(path) for path in written) else "no",
            "write_protected": "yes" if protected else "no",
        }
        holds = [self.holds_protected(path) for path in written if path is not None]
        if any(holds):
            # `cp -r hooks/ .git/` writes .git/hooks; `tar xf x.tar` in the workspace may write .agent/...
            fields["write_holds_protected"] = "yes" if any(hold == "yes" for hold in holds) else "root"
        return fields

    def holds_protected(self, path: str) -> str:
        """ "yes" when `path` is a folder that holds a protected path, "root" when that folder is the workspace."""
        real = Path(os.path.realpath(path))
        if not any(real in protected.parents for protected in protected_paths(self.workspace)):
            return ""
        return "root" if real == Path(os.path.realpath(self.workspace)) else "yes"

    def paths(self, words: list[Word]) -> Fields:
        """`path`: the operands as absolute paths, symlinks followed and globs expanded, for credential rules."""
        found: list[str] = []
        for word in words:
            path = self.resolve(word.value)
            if path is None:
                continue
            found.append(path)
            if GLOB_CHARS.search(path):
                found += islice(glob.iglob(path, recursive=False), MAX_GLOB_MATCHES)
        resolved = [os.path.realpath(path) for path in found]
        unique = list(dict.fromkeys(found + resolved))
        return {"path": unique} if unique else {}

    def recursive_reads(self, program: str, given: list[str], operands: list[Word]) -> list[str]:
        """A recursive read of a folder that holds $HOME (`grep -r KEY ~`, `cd ~ && rg KEY`) reads ~/.ssh too."""
        flags = knowledge().recursive_readers.get(program)
        if flags is None or (flags and not set(flags) & set(given)):
            return []
        if program in knowledge().pattern_first and not {"-e", "-f", "--regexp", "--file"} & set(given):
            operands = operands[1:]  # grep PATTERN FOLDER
        folders = [self.resolve(word.value) for word in operands] or [self.cwd]
        home = os.path.realpath(os.path.expanduser("~"))
        for folder in folders:
            real = None if folder is None else os.path.realpath(folder)
            if real is None:
                continue
            held = [place for place in (home, *_agent_folders()) if _holds(real, place)]
            if held:
                return [os.path.join(home, ".ssh"), os.path.join(home, ".aws")] if home in held else held
        return []

    def command(self, node: Node, nesting: int, input_from: list[str]) -> None:
        words: list[Word] = []
        substituted: list[str] = []
        fed: list[Node] = []
        env: list[str] = []  # VAR=... before the command: set for it alone
        for child in node.named_children:
            if child.type == "variable_assignment":
                env.append(_assigned_name(child))
                for grandchild in child.children:
                    self.visit(grandchild, nesting + 1, [])
            elif child.type == "file_redirect":
                self.redirect(child, nesting)
            elif child.type in ("herestring_redirect", "heredoc_redirect"):
                fed.append(child)
                self.visit(child, nesting + 1, [])
            elif child.type == "command_name" or child in node.children_by_field_name("argument"):
                words.append(_word(child, self.assigned))
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
        self.simple(words, input_from + substituted, _text(node), env, substituted)

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
        facts = knowledge()
        wrapper = facts.wrappers.get(program)
        if wrapper is not None and not any(arg.text in wrapper.query_options for arg in args):
            inner = _after_options(args, wrapper)
            own = self.written(program, args[: len(args) - len(inner)])
            if own:  # `time -o FILE cmd`: the wrapper writes too
                self.parts.append(ShellPart(text=text, fields={"program": program, **self.write_fields(own)}))
            if wrapper.assignments:
                env += [arg.text.split("=", 1)[0] for arg in args[: len(args) - len(inner)] if "=" in arg.text]
            if inner:
                if inner[0].literal is None:
                    self.problem(text, f"{program} runs a command whose name is computed when it runs")
                    return
                fed = [*(substituted or []), program] if wrapper.operands_at_run_time else substituted
                saved_cwd = self.cwd
                self.cwd = self.wrapper_cwd(wrapper, args[: len(args) - len(inner)])
                self.simple(inner, input_from, " ".join(word.text for word in inner), env, fed)
                self.cwd = saved_cwd
                return
            if wrapper.default_command:
                fed = [program] if wrapper.operands_at_run_time else None
                self.simple([plain_word(wrapper.default_command)], input_from, text, env, fed)
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
        if program in facts.deferred:
            self.deferred(program, args, text)
        if program == "find":
            self.find_exec(args, input_from)
        fields = _fields(program, args, input_from)
        operands = [arg for arg in args if not arg.text.startswith("-") or "=" in arg.text]
        operands = [
            plain_word(arg.value.split("=", 1)[1]) if arg.value and arg.text.startswith("-") else arg
            for arg in operands
        ]
        fields.update(self.paths(operands))
        for path in self.recursive_reads(program, _list(fields["flag"]), operands):
            fields["path"] = [*fields.get("path", []), path]
        if any(_in_agent_records(path) for path in _list(fields.get("path", []))):
            fields["agent_records"] = "yes"  # transcripts and checkpoints of every session, the agent's config
        if substituted and (any(arg.value is None for arg in operands) or _fed_at_run_time(substituted)):
            fields["computed_from"] = substituted  # `cat "$(echo L3Jv... | base64 -d)"`: a path nobody can read here
        fields.update(self.write_fields(self.written(program, args)))
        if program == "git" and self.git_config_writes(args):
            fields["write_protected"] = "yes"  # any repository's config, or the user's: git runs what it says
        if program == "git" and fields["subcommand"] in facts.git_hook_subcommands and self.hooks_in_workspace():
            fields["runs_hooks"] = "yes"
        if program == "git" and (config := self.repository_config(args)) is not None:
            if risky := keys_that_run_programs(config):
                fields["repository_runs"] = risky  # `core.fsmonitor = CMD` in an unpacked project's .git/config
        names = sorted(set(env) | set(self.assigned))
        if names:
            fields["env"] = names
        risky = runs_code(program, args)
        if risky:
            fields["runs_code"] = risky
        self.parts.append(ShellPart(text=text, fields=fields))
        if program in facts.change_directory:
            self.change_directory(program, args)
        elif program in facts.assigners:
            for arg in args:
                if not arg.text.startswith("-"):
                    name, _, value = (arg.value or arg.text).partition("=")
                    self.assigned[name] = value if arg.value is not None else None

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

    def written(self, program: str, args: list[Word]) -> list[str | None]:
        """The paths `program` writes through its options and operands (shell.toml `writes`)."""
        written: list[str | None] = []
        if program == "git":
            written += self.git_config_writes(args) + self.git_tree_writes(args)
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
            written += [self.resolve(word.value) for word in _written_operands(spec, positionals, flags)]
        if in_cwd:
            written.append(self.cwd)
        return written

    def git_tree_writes(self, args: list[Word]) -> list[str | None]:
        """git writes files in the folder it runs in (`cd ~ && git apply x.diff`), and `git clone URL DIR`,
        `git worktree add DIR` write DIR."""
        fields = _fields("git", args, [])
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

    def git_config_writes(self, args: list[Word]) -> list[str | None]:
        """`git config KEY VALUE` (any `git config` that does not only read) writes a config file git runs."""
        fields = _fields("git", args, [])
        positional = _list(fields["arg"])
        if fields["subcommand"] in ("remote", "submodule") and len(positional) > 1:
            if positional[1] in knowledge().git_config_subcommands:
                return [self.git_root(args)]
        if fields["subcommand"] in ("clone", "init", "submodule") and any(
            arg.text in ("-c", "--config") or arg.text.startswith(("--config=", "--template")) for arg in args
        ):
            return [self.git_root(args)]  # `git clone -c core.fsmonitor=CMD`: the new repository's config runs it
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
        return [self.git_root(args)]

    def hooks_in_workspace(self) -> bool:
        """Whether the workspace's git hooks run files the model can write: `core.hooksPath` set (husky:
        .husky/), or an installed hook that hands over to a framework reading a file in the tree (pre-commit's
        .pre-commit-config.yaml, lefthook.yml)."""
        git = Path(self.workspace) / ".git"
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

    def git_folder(self, args: list[Word]) -> str | None:
        """The folder git runs in: `-C DIR`, or the current folder (None when it cannot be known here)."""
        folder = self.cwd
        for index, arg in enumerate(args):
            if arg.text == "-C" and index + 1 < len(args):
                folder = self.resolve(args[index + 1].value)
        return folder

    def repository_config(self, args: list[Word]) -> Path | None:
        """The config of the repository git would use (the one of the folder it runs in, or above it)."""
        folder = self.git_folder(args)
        return None if folder is None else repository_config(folder)

    def git_root(self, args: list[Word]) -> str | None:
        """The config file of the repository git runs in (`-C DIR` or the current folder)."""
        folder = self.git_folder(args)
        return None if folder is None else os.path.join(folder, ".git", "config")

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


def _assigned_name(node: Node) -> str:
    name = node.child_by_field_name("name")
    return _text(name) if name is not None else _text(node).split("=", 1)[0]


def _written_operands(spec: Outputs, positionals: list[Word], flags: list[str]) -> list[Word]:
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


def _agent_folders() -> list[str]:
    return [os.path.realpath(config_dir()), os.path.realpath(data_dir())]


def _holds(folder: str, place: str) -> bool:
    """Whether `folder` is `place` or a folder above it."""
    return folder == place or place.startswith(folder.rstrip(os.sep) + os.sep)


def _in_agent_records(path: str) -> bool:
    real = os.path.realpath(path)
    return any(_holds(place, real) for place in _agent_folders())


def _fed_at_run_time(programs: list[str]) -> bool:
    """Whether one of `programs` hands the command operands it reads when it runs (xargs)."""
    wrappers = knowledge().wrappers
    return any(name in wrappers and wrappers[name].operands_at_run_time for name in programs)


def _list(value: str | list[str]) -> list[str]:
    return [value] if isinstance(value, str) else value


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
