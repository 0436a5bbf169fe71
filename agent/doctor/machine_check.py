"""The machine's part: the sandbox bash would run in here, and the free disk where in-process models save their
KV states (agent/providers/saved_states.py), against the cap those states may take together."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

from agent.doctor.findings import MachineCheck, Problem, Setting, provenance_of
from agent.processes.sandbox import choose_sandbox
from agent.providers.saved_states import CAP_ENV, cap_bytes, states_root

MB = 1 << 20


def check_machine(workspace: Path, sandbox_choice: str, sandbox_source: str, network: bool, home: list[str] | None):
    """The sandbox a run in `workspace` gets with the user's choice (`sandbox_source` says where it was set), and
    the disk for saved states."""
    notes: list[str] = []
    problems: list[Problem] = []
    where = provenance_of(sandbox_source) if sandbox_source != "built-in" else "shipped"
    if sandbox_choice == "off":
        sandbox = Setting(value="off", source=where, detail=sandbox_source)
    else:
        found = choose_sandbox("auto", workspace, network=network, home=home, note=notes.append)
        if found is not None:
            tool = "sandbox-exec" if sys.platform == "darwin" else "bubblewrap"
            sandbox = Setting(
                value=f"{tool} (network {'on' if network else 'off'})", source="measured", detail="started here"
            )
        else:
            sandbox = Setting(value="unavailable", source="measured", detail=" ".join(notes))
            fix = (
                "sudo apt-get install bubblewrap"
                if sys.platform.startswith("linux") and not shutil.which("bwrap")
                else ""
            )
            problems.append(
                Problem(severity="warning", what=" ".join(notes) or "the sandbox does not start here", fix=fix)
            )
    root = states_root()
    existing = next(parent for parent in [root, *root.parents] if parent.exists())
    free = shutil.disk_usage(existing).free
    cap = cap_bytes()
    if cap and free < cap:
        problems.append(
            Problem(
                severity="warning",
                what=f"{free // MB:,} MB free at {existing}, under the {cap // MB:,} MB saved model states may take",
                fix=f"export {CAP_ENV}={max(0, free // MB // 2)}",
            )
        )
    return MachineCheck(
        sandbox=sandbox, states_dir=str(root), free_disk_mb=free // MB, states_cap_mb=cap // MB, problems=problems
    )
