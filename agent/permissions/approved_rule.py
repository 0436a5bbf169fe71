"""What answering "always" allows: the narrowest rule that covers the approved part, and that rule in plain words.

A bash command is generalised only over its operands: the program and subcommand stay, and so do its options
(no option it did not give: approving `find . -name x -exec rm {} +` does not approve `find . -delete`), what
fed it, and everything that made it risky (where it writes, the variables it is given, the code it runs). All
of it is read from the bash parser's fields (agent/permissions/shell_reader/), never from a split of the text.
"""

from __future__ import annotations

from pydantic import BaseModel

from agent.messages import MCP_TOOL_PREFIX
from agent.permissions.policy import Part
from agent.permissions.rules import Action, Fields, Rule
from agent.permissions.shell_reader import runner_commands

REASON = "approved by the user"
# Fields that say "yes" when a part is risky: a part approved without one stays without it.
YES_NO_FIELDS = ("write_outside", "write_protected", "write_holds_protected", "runs_hooks", "agent_records")
# Fields that list what makes a part risky: a later part may have only what the approved one had.
LIST_FIELDS = ("env", "runs_code", "computed_from", "repository_runs", "input_from")
# Operands that change what a subcommand does as an option would: `git push origin +main` forces the push.
FORCING_OPERANDS = {("git", "push"): "+"}


class Approval(BaseModel):
    """One rule "always" would add, and what it allows in words the user reads before saying yes."""

    rule: Rule
    words: str


def approval_for(tool: str, part: Part) -> Approval:
    """The narrowest rule that allows `part` again, with its description."""
    fields = part.fields
    if tool.startswith(MCP_TOOL_PREFIX):  # an MCP tool: that tool, whatever its arguments
        return Approval(rule=Rule(tool=literal_glob(tool), action="allow", reason=REASON), words=f"every `{tool}` call")
    for key, words in (
        ("unreadable", "exactly `{}` (it could not be read as bash)"),
        ("redirect", "writing to {} with a redirection"),
        ("outside_sandbox", "exactly `{}`, outside the sandbox"),  # leaving the sandbox: this command only
    ):
        if key in fields:
            rule = Rule(tool=tool, action="allow", match={key: literal_glob(str(fields[key]))}, reason=REASON)
            return Approval(rule=rule, words=words.format(fields[key]))
    if tool != "bash":
        exact = {key: literal_glob(value) for key, value in fields.items() if isinstance(value, str)}
        named = f" on {fields['path']}" if isinstance(fields.get("path"), str) else ""
        return Approval(
            rule=Rule(tool=tool, action="allow", match=dict(exact), reason=REASON),
            words=f"`{tool}`{named} with exactly the same arguments",
        )
    if isinstance(runner := fields.get("test_run"), str):
        return test_run_approval(part.command, runner, _kept_as_approved(fields))
    return _bash_approval(part.command, fields)


def test_run_approval(shown: str, runner: str, only: dict[str, list[str]]) -> Approval:
    """Every run of the project's tests with `runner` (agent/permissions/shell_reader/project_tests.py), kept to
    `only`'s risks."""
    rule = Rule(tool="bash", action="allow", match={"test_run": literal_glob(runner)}, only=only, reason=REASON)
    started = ", ".join(command for command in runner_commands(runner) if "*" not in command)
    words = (
        f"`{shown}`, and every run of the project's tests with {started}: any test paths or names in the "
        "workspace, and options that only pick tests or say how they report"
    )
    if only.get("write_outside") == ["no"]:
        words += ", as long as it writes nothing outside the workspace"
    return Approval(rule=rule, words=words)


def project_tests_rule(action: Action, reason: str) -> Rule:
    """`--allow tests`: every run of the project's tests with a known runner, as "always" on one allows it, with
    none of the risks an approval keeps to what was approved (no writes outside, no variables set for it);
    `--deny tests`: every run of them."""
    only = _kept_as_approved({}) if action == "allow" else {}
    return Rule(tool="bash", action=action, match={"test_run": "*"}, only=only, reason=reason)


def _bash_approval(shown: str, fields: Fields) -> Approval:
    program, subcommand = _text(fields.get("program")), _text(fields.get("subcommand"))
    command = _text(fields.get("command"))
    options = _items(fields.get("option"))
    forcing = _forcing_operands(program, subcommand, fields)
    only = _kept_as_approved(fields)
    prefix = f"{program} {subcommand}"
    # A prefix only when the subcommand is the first word (`git push origin`): `rm -rf build` and
    # `git -C dir push` are approved exactly. What it writes, the variables it is given and its script are
    # no part of a prefix either: approving `cp a .agent/x` must not approve `cp a ~/.bashrc`, nor
    # `awk '{print}'` every awk program.
    risky = any(fields.get(key) == "yes" for key in ("write_outside", "write_protected")) or bool(
        fields.get("env") or fields.get("runs_code")
    )
    by_prefix = bool(subcommand) and (command == prefix or command.startswith(prefix + " ")) and not risky
    match: dict[str, str | list[str]]
    if by_prefix:
        match = {"command": [literal_glob(prefix), literal_glob(prefix) + " *"]}
        only["option"] = [literal_glob(option) for option in options]
        if (program, subcommand) in FORCING_OPERANDS:  # no forcing operand but those approved
            mark = FORCING_OPERANDS[(program, subcommand)]
            only["arg"] = [f"[!{mark}]*", *(literal_glob(operand) for operand in forcing)]
        options = [*options, *forcing]
        kept = f"no options but {' '.join(options)}" if options else "no options"
        words = f"`{shown}`, and other `{prefix} …` commands with {kept}"
    else:
        match = {"command": literal_glob(command)}
        # The same text in another folder (`cd ~ && rm -rf build`) writes elsewhere: the same paths only.
        only["write"] = [literal_glob(path) for path in _items(fields.get("write"))]
        words = f"exactly `{shown}`"
    feeders = _items(fields.get("input_from"))
    if feeders:  # `curl … | sh` is not `sh` alone, nor `wget … | sh`
        match["input_from"] = [literal_glob(program) for program in feeders]
        words += f", fed by {', '.join(feeders)}"
    if fields.get("write_outside") != "yes":
        words += ", as long as it writes nothing outside the workspace"
    return Approval(rule=Rule(tool="bash", action="allow", match=match, only=only, reason=REASON), words=words)


def _forcing_operands(program: str, subcommand: str, fields: Fields) -> list[str]:
    """The operands of the part that force like an option (`+main` of `git push`), as written."""
    mark = FORCING_OPERANDS.get((program, subcommand))
    return [arg for arg in _items(fields.get("arg")) if mark and arg.startswith(mark)]


def _kept_as_approved(fields: Fields) -> dict[str, list[str]]:
    """`only` globs that hold a later part to the risks the approved one had (none it did not have)."""
    only: dict[str, list[str]] = {}
    for key in YES_NO_FIELDS:
        value = fields.get(key)
        only[key] = sorted({"no", value}) if isinstance(value, str) else ["no"]
    for key in LIST_FIELDS:
        only[key] = [literal_glob(item) for item in _items(fields.get(key))]
    return only


def literal_glob(text: str) -> str:
    """`text` as a glob that matches only itself."""
    return "".join(f"[{char}]" if char in "*?[" else char for char in text)


def _text(value: str | list[str] | None) -> str:
    return value if isinstance(value, str) else ""


def _items(value: str | list[str] | None) -> list[str]:
    if value is None:
        return []
    return [value] if isinstance(value, str) else value
