"""The gate every tool call passes: the policy decides, an approver answers the asks, a refusal becomes the
tool result the model reads.

`ToolRuntime` holds one `Gate`, and everything that runs tools gets its tools from a runtime, so nothing
runs a tool around the gate. Approvals only ever turn an *ask* into an *allow*: a *deny* stays a deny
whatever the user or `--yes` answers.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any, Literal, Protocol

from pydantic import BaseModel

from agent.messages import MCP_TOOL_PREFIX
from agent.permissions.approved_rule import Approval, approval_for, literal_glob
from agent.permissions.permission_config import PACKAGE_REGISTRIES, add_project_rule, approve_network_hosts
from agent.permissions.policy import Decision, Part, Policy

MAX_SHOWN = 300  # characters of an MCP call's arguments in a question
Answer = Literal["yes", "no", "session", "project", "hosts"]
ANSWER_TEXT: dict[Answer, str] = {
    "yes": "yes, this once",
    "no": "no",
    "session": "always in this session",
    "project": "always in this project",
    "hosts": "yes, and always reach these hosts in this project",
}


class Declined(BaseModel):
    """A no with the user's words for the model (what to do instead, or why not)."""

    reason: str


class ApprovalRequest(BaseModel):
    """What the user is asked: the whole call, the parts that need approval and why, and what 'always' means."""

    tool: str
    call: str  # the whole command (bash) or "TOOL PATH"
    asks: list[Part]
    always: list[Approval]  # what "always" would allow: one rule per asking part, with it in plain words
    can_persist: bool  # whether "always in this project" can be written (a part that could not be parsed cannot)
    # Hosts outside the sandbox the project has not approved (`network_elsewhere`), that "hosts" would approve
    # for the project: with the package registries as one answer where one of them is asked about.
    hosts: list[str] = []


class Approver(Protocol):
    """Answers an ask. A terminal asks the user; without one every ask is answered no."""

    @property
    def who(self) -> str:
        """Who answered, for the model's tool result: 'the user', or why nobody could be asked."""
        ...

    def approve(self, request: ApprovalRequest) -> Answer | Declined: ...

    def inform(self, note: str) -> None:
        """Tell whoever answered what became of an "always" (where it was saved)."""
        ...


class SameAnswer:
    """An approver that asks nobody: every ask gets `answer`, and notes go unheard."""

    who: str
    answer: Answer

    def approve(self, request: ApprovalRequest) -> Answer:
        return self.answer

    def inform(self, note: str) -> None:
        pass


class NobodyToAsk(SameAnswer):
    """Headless runs (no terminal): every ask is answered no, and the model is told why and what needed approval."""

    who = "nobody could be asked (no terminal; run on a terminal to be asked, or pass --yes or --allow)"
    answer = "no"


class YesToAll(SameAnswer):
    """`--yes`: every ask is answered yes (a deny is never asked, so it stays a deny)."""

    who = "--yes"
    answer = "yes"


class Verdict(BaseModel):
    """The gate's answer for one call: run it, or the message the model gets instead of a result."""

    run: bool
    decision: Decision
    refusal: str = ""
    answer: Answer | None = None  # what the approver said, when it was asked


class Gate:
    """A policy and an approver, for one agent: `review` every call before it runs."""

    def __init__(self, policy: Policy, approver: Approver):
        self.policy = policy
        self.approver = approver

    @property
    def workspace(self) -> Path:
        return self.policy.workspace

    def review(
        self, tool: str, arguments: Mapping[str, Any], ask: str | None = None, paths: Sequence[str] | None = None
    ) -> Verdict:
        """`ask`: a hook wants the user asked, for this reason, about a call the policy allows. `paths`: the
        arguments the tool declares as paths (None: the policy goes by the arguments' names)."""
        decision = self.policy.check(tool, arguments, paths)
        call = describe_call(tool, arguments, paths)
        if ask is not None and decision.decision == "allow":
            hook = Part(command=call, decision="ask", rule="PreToolUse hook", source="a hook", reason=ask)
            decision = Decision(decision="ask", reason=f"{call}: {ask}", parts=[hook])
        if decision.decision == "allow":
            return Verdict(run=True, decision=decision)
        if decision.decision == "deny":
            return Verdict(run=False, decision=decision, refusal=_denied(call, decision))
        asks = [part for part in decision.parts if part.decision == "ask"]
        by_hook = any(part.source == "a hook" for part in asks)  # the hook asks every time: nothing to remember
        request = ApprovalRequest(
            tool=tool,
            call=call,
            asks=asks,
            always=[] if by_hook else [approval_for(tool, part) for part in asks],
            can_persist=not by_hook and all("unreadable" not in part.fields for part in asks),
            hosts=[] if by_hook else hosts_to_approve(asks),
        )
        answer = self.approver.approve(request)
        said = answer.reason if isinstance(answer, Declined) else ""
        if isinstance(answer, Declined) or answer == "no":
            refusal = _declined(call, asks, self.approver.who, said)
            return Verdict(run=False, decision=decision, refusal=refusal, answer="no")
        if answer in ("session", "project"):
            self.policy.approved.extend(approval.rule for approval in request.always)
        if answer == "project" and request.can_persist:
            for approval in request.always:
                self.approver.inform(add_project_rule(self.workspace, approval.rule, approval.words))
        if answer == "hosts" and request.hosts:
            self.policy.network_hosts = (*self.policy.network_hosts, *request.hosts)
            self.approver.inform(f"saved in {approve_network_hosts(self.workspace, request.hosts)}")
        return Verdict(run=True, decision=decision, answer=answer)


def hosts_to_approve(asks: Sequence[Part]) -> list[str]:
    """The named hosts the asking parts reach unapproved (a host the reader could not know, `?`, is never
    approved for good), and every package registry where one of them is among them."""
    hosts: set[str] = set()
    for part in asks:
        found = part.fields.get("network_elsewhere") or []
        hosts.update([found] if isinstance(found, str) else found)
    if "?" in hosts:
        return []
    if hosts & set(PACKAGE_REGISTRIES):
        hosts.update(PACKAGE_REGISTRIES)
    return sorted(hosts)


def describe_call(tool: str, arguments: Mapping[str, Any], paths: Sequence[str] | None = None) -> str:
    """The call as the user is asked about it: the command, or the tool and every path it names."""
    if tool == "bash":
        return str(arguments.get("command", ""))
    if tool.startswith(MCP_TOOL_PREFIX):  # the user approves what is sent to the server: show all of it (cut)
        sent = json.dumps(dict(arguments), ensure_ascii=False, default=str)
        return f"{tool} {sent if len(sent) <= MAX_SHOWN else sent[: MAX_SHOWN - 1] + '…'}"
    named = [
        str(arguments[key]) for key in (paths if paths is not None else ("path",)) if arguments.get(key) is not None
    ]
    return " ".join([tool, *named])


def _denied(call: str, decision: Decision) -> str:
    part = next(part for part in decision.parts if part.decision == "deny")
    return (
        f"not run: the permission policy denies `{part.command}` ({part.reason}; rule `{part.rule}` from "
        f"{part.source}). Do it another way, or finish and tell the user what you needed and why."
    )


def _declined(call: str, asks: list[Part], who: str, said: str = "") -> str:
    needs = "; ".join(f"`{part.command}`: {part.reason}" for part in asks)
    if said:
        return (
            f"not run: the user declined `{call}` and said: {said}. Needs approval: {needs}. Act on what the user said."
        )
    if who == "the user":
        head = f"not run: the user declined `{call}`"
    else:
        head = f"not run: `{call}` needs the user's approval and {who}"
        if any("test_run" in part.fields for part in asks):
            head += "; `--allow tests` runs the project's tests without a question"
    return f"{head}. Needs approval: {needs}. Do it another way, or finish and tell the user what you need and why."


__all__ = [
    "ANSWER_TEXT",
    "Answer",
    "ApprovalRequest",
    "Approver",
    "Declined",
    "Gate",
    "NobodyToAsk",
    "Verdict",
    "YesToAll",
    "describe_call",
    "literal_glob",
]
