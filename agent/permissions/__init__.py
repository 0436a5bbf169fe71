"""The permission gate: ordered rules, in layers, that say whether a tool call may run, asks, or is refused.

`load_policy(workspace)` reads the layers; `Policy.check(tool, arguments)` decides. Bash commands are
parsed with tree-sitter-bash and decided per simple command (`shell_reader/`); the strictest part decides.
"""

from agent.permissions.gate import Answer, ApprovalRequest, Approver, Gate, NobodyToAsk, Verdict, YesToAll
from agent.permissions.permission_config import PermissionsConfigError, built_in_policy, load_policy
from agent.permissions.policy import Decision, Part, Policy
from agent.permissions.rules import Action, Layer, Rule

__all__ = [
    "Action",
    "Answer",
    "ApprovalRequest",
    "Approver",
    "Decision",
    "Gate",
    "Layer",
    "NobodyToAsk",
    "Part",
    "PermissionsConfigError",
    "Policy",
    "Rule",
    "Verdict",
    "YesToAll",
    "built_in_policy",
    "load_policy",
]
