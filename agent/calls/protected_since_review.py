"""A reply's calls are all reviewed before the first one runs, so an earlier call of the same reply can make a
later call's path protected after it was judged: `git init --bare x` (or a write of `x/HEAD`) turns `x/config`
into a config that the user's git runs. `ProtectedSinceReview` notes which written paths were protected at
review and, once an earlier call of the reply has run, refuses a write whose path has become protected since,
so the model must send it again and the gate judges it on the folder as it is now.
"""

from __future__ import annotations

from agent.calls.checked_call import CheckedCall
from agent.errors import ToolFailure
from agent.messages import ToolResult
from agent.permissions.protected import is_protected
from agent.tools.tool import KeyFunction, Workspace


class ProtectedSinceReview:
    """The paths each written-to call of one reply names, and which of them were protected at review."""

    def __init__(self, workspace: Workspace, calls: list[CheckedCall], key_of: KeyFunction):
        self.workspace = workspace
        self.at_review: dict[int, dict[str, bool]] = {}  # id(call) -> path -> protected when reviewed
        for call in calls[1:]:  # the first call runs on the folder it was judged on
            if any(resource.mode == "write" for resource in call.resources(key_of)):
                self.at_review[id(call)] = {path: self._protected(path) for _, path in call.paths()}

    def _protected(self, path: str) -> bool:
        try:
            # Resolved afresh, not as the review resolved it: an earlier call may have made a symlink on the way.
            return is_protected(self.workspace.resolve(path), self.workspace.root)
        except (ToolFailure, OSError, ValueError):
            return False  # the tool refuses such a path itself as it runs

    def refusal(self, call: CheckedCall) -> ToolResult | None:
        """A refusal if one of the call's paths became protected after the reply was reviewed."""
        for path, was_protected in self.at_review.get(id(call), {}).items():
            if not was_protected and self._protected(path):
                return ToolResult(
                    content=(
                        f"{call.name} did not run: an earlier call of this reply made {path} a protected path (what "
                        "git runs or reads as config, or the agent's own files) after the reply was reviewed; "
                        "send it again on its own to have it reviewed as the folder is now"
                    ),
                    is_error=True,
                )
        return None
