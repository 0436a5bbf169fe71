"""The permission layers: where each file is, what it may say, and how a bad one is reported.

Rules are tried in this order, first match wins: command line, the project's `.agent/permissions.toml`
(its allow rules only once the user trusts the project), the rules the user approved "always in this
project" (kept in the user's config dir, `projects/<hash>.toml`, where the project cannot forge them),
the user's `permissions.toml`, the built-in defaults (`defaults.toml` in this package). A project file
cannot trust itself: `trusted_projects` is a key of the user's file only, and approving a command never
trusts a project (`agent trust` does, agent/start/project_trust.py).
"""

from __future__ import annotations

import difflib
import hashlib
import os
import tempfile
import tomllib
from collections.abc import Callable, Sequence
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel, ConfigDict, ValidationError

from agent.errors import UserError
from agent.paths import config_dir
from agent.permissions.policy import Policy
from agent.permissions.rules import BASH_FIELDS, Layer, Rule
from capabilities.toml_file import file_problem, parse_toml

if TYPE_CHECKING:
    import tomlkit

FILE_NAME = "permissions.toml"
BUILT_IN = "built-in"
COMMAND_LINE = "command line"


class PermissionsConfigError(UserError):
    """A permissions.toml the user can fix: the message names the file, the rule and the key."""


class PermissionsFile(BaseModel):
    model_config = ConfigDict(extra="forbid")

    rules: list[Rule] = []


class UserPermissionsFile(PermissionsFile):
    trusted_projects: list[str] = []  # projects whose .agent/permissions.toml may allow, not only ask or deny


class ApprovedRulesFile(PermissionsFile):
    """What the user decided about one project, in the user's config dir: the rules approved "always in this
    project", and the summary of what trust would enable that the user declined (agent/start/project_trust.py asks again
    when it changes). `project` is the real path (a file copied to another project's name counts for nothing)."""

    project: str = ""
    declined_trust: str = ""  # the fingerprint of what trusting would have enabled when the user said no
    network_hosts: list[str] = []  # hosts (globs) bash may reach outside the sandbox without a question
    sandbox_network: bool = False  # sandboxed commands get the network in this project (a local server's tests)
    shown_notes: list[str] = []  # notes said once per project (bash without a sandbox, and why): not again


def user_permissions_path() -> Path:
    return config_dir() / FILE_NAME


def project_permissions_path(workspace: Path) -> Path:
    return workspace / ".agent" / FILE_NAME


def built_in_rules() -> tuple[Rule, ...]:
    text = resources.files("agent.permissions").joinpath("defaults.toml").read_text(encoding="utf-8")
    return tuple(_parse(text, PermissionsFile, BUILT_IN).rules)


def built_in_policy(workspace: Path) -> Policy:
    """The defaults alone, for tools made without a policy of their own (no user or project file is read)."""
    return Policy([Layer(BUILT_IN, built_in_rules())], workspace)


def approved_rules_path(workspace: Path) -> Path:
    """Where the rules approved "always in this project" for `workspace` are kept: the user's, by real path."""
    digest = hashlib.sha256(str(workspace.resolve()).encode("utf-8", "surrogateescape")).hexdigest()[:16]
    return config_dir() / "projects" / f"{digest}.toml"


def project_trusted(workspace: Path) -> bool:
    """Whether the user trusts `workspace` (trusted_projects in the user's permissions.toml): its defaults,
    models, agent kinds, allow rules, MCP servers and hooks count. The one test of trust."""
    user = _read(user_permissions_path(), UserPermissionsFile)
    assert isinstance(user, UserPermissionsFile)
    return workspace.resolve() in {Path(path).expanduser().resolve() for path in user.trusted_projects}


def project_rules(workspace: Path) -> list[Rule]:
    """The rules of the project's own permissions.toml, all of them (load_policy drops the allow rules of an
    untrusted project)."""
    return _read(project_permissions_path(workspace), PermissionsFile).rules


def approved_rules(workspace: Path) -> tuple[Rule, ...]:
    """The rules the user approved "always in this project" for `workspace` (none when the file names
    another project)."""
    return tuple(_project_decisions(workspace).rules)


def declined_trust(workspace: Path) -> str:
    """The fingerprint of what trusting `workspace` would have enabled when the user last said no ("" if never)."""
    return _project_decisions(workspace).declined_trust


def _project_decisions(workspace: Path) -> ApprovedRulesFile:
    decisions = _read(approved_rules_path(workspace), ApprovedRulesFile)
    assert isinstance(decisions, ApprovedRulesFile)
    if not decisions.project or Path(decisions.project) != workspace.resolve():
        return ApprovedRulesFile()
    return decisions


def load_policy(workspace: Path, command_line: Sequence[Rule] = (), sandboxed: bool = False) -> Policy:
    """The effective policy for `workspace` (`sandboxed`: bash runs in the sandbox); a bad file raises
    PermissionsConfigError."""
    user_path = user_permissions_path()
    user = _read(user_path, UserPermissionsFile)
    assert isinstance(user, UserPermissionsFile)
    project_path = project_permissions_path(workspace)
    project = _read(project_path, PermissionsFile)
    trusted = {Path(path).expanduser().resolve() for path in user.trusted_projects}
    project_rules = project.rules
    # An untrusted project's allow rules are left out; the one note that says so is agent/start/project_trust.py's,
    # printed with the session's other notes (load_extensions), not once per file.
    if workspace.resolve() not in trusted:
        project_rules = [rule for rule in project.rules if rule.action != "allow"]
    layers = [
        Layer(COMMAND_LINE, tuple(command_line)),
        Layer(str(project_path), tuple(project_rules)),
        Layer(str(approved_rules_path(workspace)), approved_rules(workspace)),
        Layer(str(user_path), tuple(user.rules)),
        Layer(BUILT_IN, built_in_rules()),
    ]
    hosts = _project_decisions(workspace).network_hosts
    return Policy([layer for layer in layers if layer.rules], workspace, [], sandboxed=sandboxed, network_hosts=hosts)


def _read(path: Path, model: type[PermissionsFile]) -> PermissionsFile:
    if problem := file_problem(path):
        raise PermissionsConfigError(f"{path} {problem}")
    if not path.is_file():
        return model()
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as err:
        raise PermissionsConfigError(f"{path}: cannot read it ({err.strerror}); fix its permissions") from None
    return _parse(text, model, str(path))


def _parse(text: str, model: type[PermissionsFile], where: str) -> PermissionsFile:
    try:
        data = parse_toml(text)
    except tomllib.TOMLDecodeError as err:
        raise PermissionsConfigError(f"{where}: not valid TOML ({err}); fix the file") from None
    try:
        parsed = model.model_validate(data)
    except ValidationError as err:
        raise PermissionsConfigError(_describe(err, data, where, model)) from None
    for index, rule in enumerate(parsed.rules):
        if rule.tool == "bash":
            for key in rule.match:
                if key not in BASH_FIELDS:
                    hint = difflib.get_close_matches(key, BASH_FIELDS, n=1)
                    nearest = f"did you mean {hint[0]!r}? " if hint else ""
                    raise PermissionsConfigError(
                        f"{where}: rule {index + 1} (tool bash), key match.{key}: not a bash field; {nearest}"
                        f"bash rules match {', '.join(BASH_FIELDS)}"
                    )
    return parsed


def _describe(err: ValidationError, data: Any, where: str, model: type[PermissionsFile]) -> str:
    first = err.errors()[0]
    loc = list(first["loc"])
    if loc[:1] == ["rules"] and len(loc) >= 2 and isinstance(loc[1], int):
        index = loc[1]
        rules = data.get("rules") if isinstance(data, dict) else None
        tool = rules[index].get("tool") if isinstance(rules, list) and isinstance(rules[index], dict) else None
        key = ".".join(str(part) for part in loc[2:]) or "(the rule)"
        label = f"rule {index + 1}" + (f" (tool {tool})" if tool else "")
        if first["type"] == "extra_forbidden":
            hint = difflib.get_close_matches(str(loc[2]), list(Rule.model_fields), n=1)
            nearest = f" did you mean {hint[0]!r}?" if hint else ""
            return f"{where}: {label}, key {key}: not a rule key;{nearest} rules have {', '.join(Rule.model_fields)}"
        return f"{where}: {label}, key {key}: {first['msg']}"
    key = ".".join(str(part) for part in loc)
    if first["type"] == "extra_forbidden":
        return f"{where}: key {key}: not allowed here; this file may set {', '.join(model.model_fields)}"
    return f"{where}: key {key}: {first['msg']}"


def add_project_rule(workspace: Path, rule: Rule, words: str = "") -> str:
    """Save `rule`, approved "always in this project", where the project cannot forge it (the user's config
    dir, `approved_rules_path`) and say what it allows (`words`, also a comment above it) and where. It counts
    for this project only, from the next load_policy on; it never trusts the project (its hooks, MCP servers,
    defaults and allow rules stay off until `agent trust`)."""
    import tomlkit  # here and below, where a file is written: a session that writes none does not load tomlkit

    entry = tomlkit.table()
    if words:
        entry.add(tomlkit.comment("allows " + " ".join(words.split())))  # one line, whatever the command holds
    for key, value in rule.model_dump(exclude_none=True).items():
        if key == "only" and not value:
            continue
        if key in ("match", "only"):  # one line, as people write it: match = { command = "..." }
            inline = tomlkit.inline_table()
            inline.update(value)
            value = inline
        entry.add(key, value)
    path = _edit_project_decisions(
        workspace, lambda document: document.setdefault("rules", tomlkit.aot()).append(entry)
    )
    allowed = f"allowed from now on in this project: {words}; " if words else ""
    return (
        f"{allowed}saved to {path} (for {workspace.resolve()} only; the project is not trusted by this, "
        "see `agent trust`)"
    )


# The hosts a build reaches to install packages: one answer approves them all (approve_network_hosts).
PACKAGE_REGISTRIES = (
    "pypi.org",
    "files.pythonhosted.org",
    "registry.npmjs.org",
    "registry.yarnpkg.com",
    "crates.io",
    "static.crates.io",
    "index.crates.io",
    "proxy.golang.org",
    "sum.golang.org",
)


def approve_network_hosts(workspace: Path, hosts: Sequence[str]) -> Path:
    """Let bash reach `hosts` (globs; PACKAGE_REGISTRIES is one answer) outside the sandbox in `workspace`
    without a question, from the next load_policy on; kept with the project's approvals in the user's config."""
    import tomlkit

    def add(document: tomlkit.TOMLDocument) -> None:
        listed = document.setdefault("network_hosts", tomlkit.array())
        for host in hosts:
            if host not in listed:
                listed.append(host)

    return _edit_project_decisions(workspace, add)


def sandbox_network_here(workspace: Path) -> bool:
    """Whether the user let sandboxed commands use the network in `workspace` (approve_sandbox_network)."""
    return _project_decisions(workspace).sandbox_network


def approve_sandbox_network(workspace: Path) -> Path:
    """Give sandboxed commands in `workspace` the network from now on (a local database or model server their
    tests reach), kept with the project's approvals in the user's config; where it was saved."""
    return _edit_project_decisions(workspace, lambda document: document.__setitem__("sandbox_network", True))


def first_time_here(workspace: Path, note: str) -> bool:
    """Whether `note` is new for `workspace` (never shown, or its reason changed), kept as shown from now on; a
    config dir that cannot be written shows it every time rather than never."""
    if note in _project_decisions(workspace).shown_notes:
        return False

    def add(document: tomlkit.TOMLDocument) -> None:
        import tomlkit

        document.setdefault("shown_notes", tomlkit.array()).append(note)

    try:
        _edit_project_decisions(workspace, add)
    except (OSError, UserError):
        pass
    return True


def remember_declined_trust(workspace: Path, fingerprint: str) -> None:
    """Keep that the user said no to trusting `workspace` when trust would have enabled `fingerprint`."""
    _edit_project_decisions(workspace, lambda document: document.__setitem__("declined_trust", fingerprint))


def _edit_project_decisions(workspace: Path, change: Callable[[tomlkit.TOMLDocument], object]) -> Path:
    """Apply `change` to the project's file in the user's config dir (comments kept, written whole)."""
    import tomlkit

    path = approved_rules_path(workspace)
    root = str(workspace.resolve())
    _read(path, ApprovedRulesFile)  # a broken file is reported, never overwritten
    document = tomlkit.parse(path.read_text(encoding="utf-8")) if path.is_file() else tomlkit.document()
    if document.get("project") != root:  # a file left by a project of the same hash names another path
        document = tomlkit.document()
        document["project"] = root
    change(document)
    text = tomlkit.dumps(document)
    _parse(text, ApprovedRulesFile, str(path))  # never write a file the next run cannot read
    _write_atomically(path, text)
    return path


def set_trusted(workspace: Path, trusted: bool) -> bool:
    """Add `workspace` to (or take it off) trusted_projects in the user's permissions.toml, comments kept;
    False when there was nothing to change."""
    import tomlkit

    root = workspace.resolve()
    user_path = user_permissions_path()
    _read(user_path, UserPermissionsFile)  # a broken file is reported, never overwritten
    document = tomlkit.parse(user_path.read_text(encoding="utf-8")) if user_path.is_file() else tomlkit.document()
    listed = document.setdefault("trusted_projects", tomlkit.array())
    same = [item for item in listed if Path(str(item)).expanduser().resolve() == root]
    if trusted == bool(same):
        return False
    if trusted:
        listed.append(str(root))
    else:
        for item in same:
            listed.remove(item)
    text = tomlkit.dumps(document)
    _parse(text, UserPermissionsFile, str(user_path))
    _write_atomically(user_path, text)
    return True


def _write_atomically(path: Path, text: str) -> None:
    """A permissions file is whole or untouched, whatever happens mid-write."""
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as stream:
            stream.write(text)
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temp, path)
    except BaseException:
        Path(temp).unlink(missing_ok=True)
        raise
