"""Decide a tool call: each part is decided by the first rule that matches it, the strictest part decides."""

from __future__ import annotations

import os
from collections.abc import Mapping, Sequence
from fnmatch import fnmatchcase
from pathlib import Path
from typing import Any

from pydantic import BaseModel, Field

from agent.permissions.protected import is_protected
from agent.permissions.rules import STRICTNESS, Action, Fields, Layer, Rule
from agent.permissions.shell_reader import ShellPart, read_command

PARSER_SOURCE = "bash parser"
NO_RULE = "no rule matches"
APPROVED_SOURCE = "approved in this session"
# For a tool that declares no path arguments (an MCP server's), the arguments whose names say they are
# paths: each is matched as the real path the tool will open.
PATH_ARGUMENTS = ("path", "file_path", "paths", "file", "directory", "dir", "cwd", "source", "destination", "target")


class Part(BaseModel):
    """How one part of a call (a simple command, a file write, or the whole call) was decided."""

    command: str
    decision: Action
    rule: str
    source: str
    reason: str = ""
    # What rules matched against; an approval is made from them (`approved_rule.approval_for`).
    fields: Fields = Field(default_factory=dict, exclude=True)


class Decision(BaseModel):
    """The gate's answer for one tool call: `decision` is the strictest part's."""

    decision: Action
    reason: str
    parts: list[Part]


class Policy:
    """Rules in the order they are tried (command line, project, user, built-in), for one workspace."""

    def __init__(
        self,
        layers: list[Layer],
        workspace: Path,
        notes: list[str] | None = None,
        sandboxed: bool = False,
        network_hosts: Sequence[str] = (),
    ):
        self.layers = layers
        self.workspace = workspace.resolve()
        # Whether bash runs inside the sandbox: rules with `sandbox = true` (builds, tests, interpreters, which
        # the sandbox contains) count only then; `sandbox = false` rules only outside it.
        self.sandboxed = sandboxed
        self.notes = notes or []  # what was left out (a project's allow rules before it is trusted)
        # Rules the user approved while the agent ran: they turn an ask into an allow, never a deny.
        self.approved: list[Rule] = []
        # Hosts (globs) the user approved for this project: bash reaches them without a question outside the
        # sandbox (config.approve_network_hosts).
        self.network_hosts = tuple(network_hosts)

    def rules(self) -> list[tuple[Rule, str]]:
        return [(rule, layer.source) for layer in self.layers for rule in layer.rules]

    def check(self, tool: str, arguments: Mapping[str, Any], paths: Sequence[str] | None = None) -> Decision:
        """`paths`: the arguments the tool declares as paths (`Tool.path_arguments`); None: guessed from
        their names (PATH_ARGUMENTS). Each declared path is decided as a part of its own, as `path` (the real
        path): a rule on `path` sees every one of them, and the strictest part decides."""
        if tool == "bash":
            command = str(arguments.get("command", ""))
            # `outside_sandbox`: the model asks to run this command unconfined; its parts are decided as
            # outside the sandbox, and one more part asks for leaving it (an "always" is this command alone).
            leaves = bool(arguments.get("outside_sandbox")) and self.sandboxed
            sandboxed = self.sandboxed and not leaves
            split = [self.with_unapproved_hosts(part) for part in read_command(command, self.workspace)]
            parts = [self.decide_part(tool, part, sandboxed) for part in split]
            if leaves:
                leaving = ShellPart(text=command, fields={"outside_sandbox": command})
                parts.append(self.decide_part(tool, leaving, sandboxed))
        else:
            parts = [self.decide_part(tool, part) for part in self._file_parts(tool, arguments, paths)]
        return _combine(parts)

    def with_unapproved_hosts(self, part: ShellPart) -> ShellPart:
        """`network_elsewhere`: the hosts the part reaches that the user has not approved for the project."""
        hosts = part.fields.get("network")
        if hosts is None:
            return part
        hosts = [hosts] if isinstance(hosts, str) else hosts
        elsewhere = [host for host in hosts if not any(fnmatchcase(host, glob_) for glob_ in self.network_hosts)]
        if not elsewhere:
            return part
        return ShellPart(text=part.text, fields={**part.fields, "network_elsewhere": elsewhere}, problem=part.problem)

    def _file_parts(self, tool: str, arguments: Mapping[str, Any], paths: Sequence[str] | None) -> list[ShellPart]:
        """A call of a tool other than bash: one part, or one per declared path argument it gives."""
        fields: Fields = {key: str(value) for key, value in arguments.items() if isinstance(value, str | int)}
        if paths is None:
            named = [key for key in fields if key in PATH_ARGUMENTS or key.endswith("_path")]
        else:
            named = [key for key in paths if isinstance(arguments.get(key), str)]
        named = [key for key in named if "\x00" not in str(fields[key])]  # no path: no allow rule matches it
        for key in named:
            # The real path, as the tool will open it: a symlink to a key file asks like the key file.
            given = os.path.expanduser(os.path.expandvars(str(fields[key])))
            fields[key] = os.path.realpath(self.workspace / given)
        text = f"{tool} " + " ".join(f"{key}={value}" for key, value in fields.items())
        if paths is None or len(named) <= 1:
            if named:
                # The agent's own config, AGENT_HOME, .git/config and .git/hooks: writing them asks (protected.py).
                touched = any(is_protected(str(fields[key]), self.workspace) for key in named)
                fields["protected"] = "yes" if touched else "no"
            if paths is not None and named:
                fields["path"] = fields[named[0]]
            return [ShellPart(text=text.strip(), fields=fields)]
        # Several paths: each is `path` in a part of its own, so a rule written for one path (`--deny
        # copy:secrets/*`, the protected paths) holds for every one of them.
        parts = []
        for key in named:
            real = str(fields[key])
            protected = "yes" if is_protected(real, self.workspace) else "no"
            parts.append(ShellPart(text=text.strip(), fields={**fields, "path": real, "protected": protected}))
        return parts

    def decide_part(self, tool: str, part: ShellPart, sandboxed: bool | None = None) -> Part:
        """`sandboxed`: whether this part runs in the sandbox (default: as bash runs in this policy)."""
        inside = self.sandboxed if sandboxed is None else sandboxed
        decided = self._first_match(tool, part, inside)
        if decided.decision == "ask" and any(
            rule.matches(tool, decided.fields, str(self.workspace), inside) for rule in self.approved
        ):
            return decided.model_copy(update={"decision": "allow", "source": APPROVED_SOURCE})
        return decided

    def _first_match(self, tool: str, part: ShellPart, sandboxed: bool) -> Part:
        if part.problem is not None:
            # Only an approval of exactly this text can allow what could not be read.
            fields: Fields = {"unreadable": part.text}
            return Part(
                command=part.text,
                decision="ask",
                rule=part.problem,
                source=PARSER_SOURCE,
                reason=part.problem,
                fields=fields,
            )
        for rule, source in self.rules():
            if rule.matches(tool, part.fields, str(self.workspace), sandboxed):
                reason = rule.reason or f"the rule `{rule.describe()}`"
                return Part(
                    command=part.text,
                    decision=rule.action,
                    rule=rule.describe(),
                    source=source,
                    reason=reason,
                    fields=part.fields,
                )
        return Part(
            command=part.text,
            decision="ask",
            rule=NO_RULE,
            source="built-in",
            reason="no rule allows it",
            fields=part.fields,
        )


def _combine(parts: list[Part]) -> Decision:
    if not parts:
        return Decision(decision="allow", reason="nothing to run", parts=[])
    strictest = max(parts, key=lambda part: STRICTNESS[part.decision])  # first of the strictest
    if strictest.decision == "allow":
        return Decision(decision="allow", reason="every part is allowed", parts=parts)
    return Decision(decision=strictest.decision, reason=f"{strictest.command}: {strictest.reason}", parts=parts)
