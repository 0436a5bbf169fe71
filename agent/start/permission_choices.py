"""What the user chose on the command line about permissions: `--allow`, `--deny`, `--yes` (the sandbox is the
session context's own: agent/start/session_context.py)."""

from __future__ import annotations

from pydantic import BaseModel, Field

from agent.errors import UserError
from agent.messages import MCP_TOOL_PREFIX
from agent.permissions.approved_rule import project_tests_rule
from agent.permissions.rules import Action, Rule

TESTS_PATTERN = "tests"


class PermissionChoices(BaseModel):
    allow: list[str] = Field(default_factory=list, description="--allow PATTERN, in order")
    deny: list[str] = Field(default_factory=list, description="--deny PATTERN, in order")
    yes: bool = Field(False, description="--yes: answer every ask with yes (a deny stays a deny)")
    ask: bool = Field(True, description="ask on the terminal when there is one (False: a batch run that never asks)")

    def rules(self) -> list[Rule]:
        """The command-line layer: denies first, so `--deny` wins over an `--allow` that also matches."""
        return [pattern_rule(pattern, "deny") for pattern in self.deny] + [
            pattern_rule(pattern, "allow") for pattern in self.allow
        ]


def pattern_rule(pattern: str, action: Action) -> Rule:
    """`tests` for every run of the project's tests (pytest, npm test, go test, ... with test paths and reporting
    options: agent/permissions/shell_reader/project_tests.py), `TOOL:GLOB` for a file tool (a relative GLOB is
    inside the workspace), `mcp__SERVER__TOOL` (or a glob of such names) for the tools of MCP servers, else a bash
    command prefix: `git push` matches `git push` and `git push origin main`, not `git pushx`."""
    text = pattern.strip()
    if not text:
        raise UserError(f"--{action} needs a pattern, e.g. --{action} 'git push' or --{action} 'write:*.lock'")
    if text == TESTS_PATTERN:  # every run of the project's tests with a known runner, as "always" on one allows
        return project_tests_rule(action, f"--{action} {text}")
    if text.startswith(MCP_TOOL_PREFIX) and not any(char.isspace() or char == ":" for char in text):
        return Rule(tool=text, action=action, reason=f"--{action} {text}")
    # Imported here: the tools import agent.permissions (git's config), so loading them with it would loop.
    from agent.tools.catalogue import path_tools

    tool, _, glob = text.partition(":")
    reason = f"--{action} {text}"
    # A tool with path arguments: the rule matches each of its paths (`--deny write:*.lock`, `--allow read:secrets/*`).
    if glob and tool in path_tools():
        anchored = glob if glob.startswith(("/", "*", "{workspace}")) else "{workspace}/" + glob
        return Rule(tool=tool, action=action, match={"path": anchored}, reason=reason)
    if glob and tool == "bash":
        text = glob.strip()
    return Rule(tool="bash", action=action, match={"command": [text, f"{text} *"]}, reason=reason)
