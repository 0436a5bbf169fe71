"""A try's sandbox: the one the user's config chose, with the suite's folder hidden too.

The sandbox leaves the file system readable outside $HOME, and a suite often lies outside it (the built-in
one is package data in site-packages): its `hidden/` tests would be one `cat` away. The try's copy of the
workspace lies elsewhere (a temporary folder), so hiding the whole suite folder costs the try nothing.
"""

from __future__ import annotations

import os
from pathlib import Path

from agent.calls.runtime import ToolRuntime
from agent.permissions.gate import literal_glob
from agent.permissions.rules import Layer, Rule
from agent.processes.sandbox import Sandbox
from agent.tools.shell import BashTool


class SuiteHidingSandbox(Sandbox):
    suite: str = ""  # the suite's folder, an empty tmpfs inside

    def bwrap_options(self, workspace: Path) -> list[str]:
        options = super().bwrap_options(workspace)
        suite = Path(os.path.realpath(self.suite))
        root = Path(os.path.realpath(workspace))
        if self.suite and suite.is_dir() and not root.is_relative_to(suite):
            options += ["--tmpfs", str(suite)]  # last: it shadows the / bound read-only before it
        return options


def hide_suite(runtime: ToolRuntime, suite: Path | None) -> None:
    """Make `runtime`'s bash (when it is sandboxed) run without `suite` in view. Without the sandbox (the user
    turned it off, or bubblewrap cannot start) a tool call that names a path in it is refused instead; a
    path computed when the command runs (`cat $(find / -name ...)`) still gets past that."""
    if suite is None:
        return
    sandbox = runtime.shell.sandbox
    if sandbox is None:
        _refuse_suite_paths(runtime, suite)
        return
    hiding = SuiteHidingSandbox(**sandbox.model_dump(), suite=str(suite))
    runtime.shell = runtime.shell.model_copy(update={"sandbox": hiding})
    bash = runtime.tools.get("bash")
    if isinstance(bash, BashTool):
        bash.settings = runtime.shell


def _refuse_suite_paths(runtime: ToolRuntime, suite: Path) -> None:
    folder = literal_glob(os.path.realpath(suite))
    reason = "the suite's folder (its hidden tests) is not for the model during a comparison"
    # `path` is what bash's parts and the file tools alike name: one rule for every tool.
    rule = Rule(tool="*", action="deny", match={"path": [folder, f"{folder}/*"]}, reason=reason)
    runtime.gate.policy.layers.insert(0, Layer("agent compare", (rule,)))
