"""The optional OS sandbox for bash: bubblewrap, with the workspace and a private /tmp writable, the rest of
the file system read-only, and no network unless asked for.

The permission gate decides *which* commands run; the sandbox bounds what an allowed command can do
(a prompt injection that gets past a careless "yes" still cannot write outside the workspace).
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field

from agent.errors import UserError

INSTALL_HINT = "install it (Debian/Ubuntu: sudo apt-get install bubblewrap; Fedora: sudo dnf install bubblewrap)"
# What bwrap says when the kernel will not give it the namespaces it needs; anything else gets no hint.
NAMESPACE_WORDS = ("namespace", "uid map", "not permitted", "permission denied")
NAMESPACE_HINT = (
    "allow unprivileged user namespaces (sysctl kernel.unprivileged_userns_clone=1; on Ubuntu 24.04 and later "
    "kernel.apparmor_restrict_unprivileged_userns=0) or make bwrap setuid root"
)
CHECK_TIMEOUT_S = 10


class SandboxUnavailable(UserError):
    """--sandbox was asked for and bubblewrap is missing or cannot start here: the run stops rather than go
    on unconfined."""


class Sandbox(BaseModel):
    """How bash commands are confined; one per run, chosen by --sandbox and config.toml."""

    model_config = ConfigDict(frozen=True)

    network: bool = Field(False, description="let commands use the network; off, they get their own, only a loopback")

    def wrap(self, argv: list[str], workspace: Path) -> list[str]:
        """The command line that runs `argv` inside the sandbox, in `workspace`."""
        bwrap = shutil.which("bwrap")
        if bwrap is None:
            raise SandboxUnavailable(
                f"--sandbox needs bubblewrap (bwrap), which is not installed; {INSTALL_HINT} or run without --sandbox"
            )
        # The real path: a workspace reached through a symlink is bound where it really is, and the command
        # starts there.
        root = str(workspace.resolve())
        return [
            bwrap,
            # Everything stays readable ($HOME, the toolchains, /etc) so commands work; nothing outside is writable.
            "--ro-bind", "/", "/",
            # A minimal /dev: null, zero, random, tty, pts and a writable shm, none of the host's devices.
            "--dev", "/dev",
            "--proc", "/proc",
            "--tmpfs", "/tmp",
            # After the tmpfs, so a workspace under /tmp is the real one, not an empty directory in it.
            "--bind", root, root,
            "--chdir", root,
            # A host TMPDIR (pam_tmpdir's /tmp/user/1000, say) would not exist in the private /tmp.
            "--setenv", "TMPDIR", "/tmp",
            *([] if self.network else ["--unshare-net"]),
            # A private pid namespace: when the command's process group is killed, everything it started
            # inside dies with the namespace's first process.
            "--unshare-pid",
            # An agent killed outright (SIGKILL, no cleanup) still takes its sandboxed command with it.
            "--die-with-parent",
            # No --new-session: the bash tool starts each command in a session of its own and kills that
            # process group on timeout or Ctrl-C; --new-session would move the command out of its reach.
            "--",
            *argv,
        ]  # fmt: skip


def check_sandbox(sandbox: Sandbox, workspace: Path) -> None:
    """Start the sandbox once, so a run that asked for it stops before the model is loaded if it cannot."""
    argv = sandbox.wrap(["true"], workspace)
    try:
        done = subprocess.run(argv, capture_output=True, text=True, timeout=CHECK_TIMEOUT_S)
    except (OSError, subprocess.TimeoutExpired) as err:
        raise SandboxUnavailable(f"--sandbox: bubblewrap did not start ({err}); run without --sandbox") from None
    if done.returncode != 0:
        first = (done.stderr.strip().splitlines() or [f"exit code {done.returncode}"])[0]
        fix = f"{NAMESPACE_HINT}, " if any(word in first.lower() for word in NAMESPACE_WORDS) else ""
        raise SandboxUnavailable(f"--sandbox: bubblewrap cannot start here ({first}); {fix}or run without --sandbox")
