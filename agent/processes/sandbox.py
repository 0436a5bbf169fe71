"""The OS sandbox for bash: bubblewrap on Linux, `sandbox-exec` on macOS (its profile follows the same rules,
untested here).

The permission gate decides *which* commands run; the sandbox bounds what an allowed command can do (a
prompt injection that gets past a careless "yes" still cannot write outside the workspace). Inside it:

- no capabilities, in a user namespace of its own even when the agent runs as root (root's capabilities
  would let `mount(2)` make `/` writable again); the same uid and gid as outside;
- the file system read-only except the workspace, and in the workspace the protected paths
  (agent/permissions/protected.py: `.git/config`, `.git/hooks`, `.agent`, ...) stay read-only: what git or
  the agent runs later, outside the sandbox, cannot be planted from inside (`.git` is a mount point, so it
  cannot be swapped for a new one; missing .git folders are made, empty, to be bound). What bwrap cannot
  bind because it is missing is cleaned up after the command instead: a repository the command creates
  (agent/processes/new_repository.py) and a new `.agent` (agent/processes/new_project_config.py). Repositories nested
  in the workspace get the same binds (agent/processes/nested_repositories.py, a bounded scan); `.git` is read-only
  as a whole for any command that runs more than git (agent/processes/git_access.py);
- the password hashes (/etc/shadow, /etc/gshadow) covered: root owns them and reads them without capabilities;
- `$HOME` an empty tmpfs, with only the folders of `sandbox_home` (toolchains, by default the built-in
  `HOME_TOOLCHAINS`) bound back read-only; the agent's config and data directories hidden too;
- a private /tmp, /var/tmp, /run and /dev/shm; no network unless asked for (`--unshare-net`, which also
  takes away abstract Unix sockets); the Unix socket files left visible elsewhere are covered with
  /dev/null, so an ssh-agent or docker.sock cannot be reached: every socket bound in the agent's network
  namespace (/proc/net/unix) and what a bounded scan of /var, /etc, /opt, /srv, /home, ... finds (a
  container's); sockets in the workspace work;
- its own pid, IPC and UTS namespaces; it dies with the agent (`--die-with-parent` ties it to the bash
  tool's reaper, which dies with the agent).

`outside_sandbox` on a bash call runs that one command unwrapped; the gate asks the user first.

`sandbox = "auto"` (the default) runs bash sandboxed when bubblewrap can start and says in one line, with how
to install it, when it cannot; "on" stops the run instead; "off" (and --no-sandbox) never sandboxes.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, PrivateAttr

from agent.errors import UserError
from agent.paths import config_dir, data_dir, private_dir
from agent.permissions.protected import (
    GIT_DIR_EXECUTED,
    GIT_HOOKS,
    PROJECT_CONFIG,
    git_dir_of,
    git_executed,
    home_dirs,
    protected_paths,
    startup_paths,
)
from agent.processes.nested_repositories import nested_repositories
from agent.processes.sandbox_sockets import SCAN_REUSE_S, SOCKET_ROOTS, bound_sockets, find_sockets, is_socket

INSTALL_HINT = "install it (Debian/Ubuntu: sudo apt-get install bubblewrap; Fedora: sudo dnf install bubblewrap)"
# What bwrap says when the kernel will not give it the namespaces it needs; anything else gets no hint.
NAMESPACE_WORDS = ("namespace", "uid map", "not permitted", "permission denied")
NAMESPACE_HINT = (
    "allow unprivileged user namespaces (sysctl kernel.unprivileged_userns_clone=1; on Ubuntu 24.04 and later "
    "kernel.apparmor_restrict_unprivileged_userns=0) or make bwrap setuid root"
)
CHECK_TIMEOUT_S = 10

# Password hashes, covered inside: root owns them and reads them without capabilities.
HOST_SECRETS = ("/etc/shadow", "/etc/gshadow", "/etc/shadow-", "/etc/gshadow-")
# Credentials in a home directory, hidden even when the workspace is that home directory (or holds it), where
# the workspace's bind would otherwise show them to an interpreter that the sandbox lets run without a question.
HOME_CREDENTIALS = (
    ".ssh", ".gnupg", ".aws", ".azure", ".kube", ".docker", ".oci", ".config/gh", ".config/gcloud", ".config/op",
    ".config/rclone", ".config/git/credentials", ".config/containers/auth.json", ".password-store",
    ".local/share/keyrings", ".mozilla", ".config/google-chrome", ".config/chromium", ".config/BraveSoftware",
    ".netrc", ".git-credentials", ".pypirc", ".npmrc", ".pgpass", ".my.cnf", ".vault-token", ".authinfo",
    ".authinfo.gpg", ".cargo/credentials", ".cargo/credentials.toml", ".terraform.d/credentials.tfrc.json",
    ".bash_history", ".zsh_history", ".python_history", ".psql_history", ".mysql_history", ".node_repl_history",
)  # fmt: skip

# Folders of $HOME that hold toolchains and no secrets (no credentials, tokens, keys or shell history), bound
# back read-only when the user's config.toml has no `sandbox_home`. Not .cache (a Hugging Face token lives
# there), .config, .local/share (keyrings), .npmrc, .cargo/credentials*, .m2/settings.xml, .gitconfig.
HOME_TOOLCHAINS = (
    ".pyenv",
    ".rbenv",
    ".nodenv",
    ".goenv",
    ".asdf",
    ".rustup",
    ".cargo/bin",
    ".nvm",
    ".volta",
    ".deno",
    ".bun",
    ".sdkman/candidates",
    ".local/bin",
    ".local/lib",
    "go/bin",
)
# Private and empty inside: where sockets and other users' scratch files usually live.
PRIVATE_DIRS = ("/tmp", "/var/tmp", "/run", "/var/run")
SEATBELT = "/usr/bin/sandbox-exec"
# The parts of a git dir made, empty, when missing, so that they can be bound read-only.
MADE_IN_GIT_DIR = ("config", "hooks", "info", "modules")
# The Mach services a sandboxed command may look up on macOS: user and group names, logging, notifications,
# certificate checks, DNS (useful only with the network on).
MACH_SERVICES = (
    "com.apple.system.opendirectoryd.libinfo",
    "com.apple.system.opendirectoryd.membership",
    "com.apple.system.notification_center",
    "com.apple.system.logger",
    "com.apple.logd",
    "com.apple.trustd",
    "com.apple.trustd.agent",
    "com.apple.mDNSResponder",
    "com.apple.dnssd.service",
    "com.apple.coreservices.launchservicesd",
)


class SandboxUnavailable(UserError):
    """--sandbox was asked for and bubblewrap is missing or cannot start here: the run stops rather than go
    on unconfined."""


class Sandbox(BaseModel):
    """How bash commands are confined; one per run, chosen by --sandbox and config.toml."""

    model_config = ConfigDict(frozen=True)

    network: bool = Field(False, description="let commands use the network; off, they get their own, only a loopback")
    home: tuple[str, ...] | None = Field(
        None, description="folders of $HOME (relative to it) left readable; None: HOME_TOOLCHAINS"
    )
    git_writable: bool = Field(
        True,
        description="the repository's .git writable; the bash tool clears it for any command that runs more than "
        "git (agent/processes/git_access.py)",
    )
    nested: tuple[Path, ...] | None = Field(
        None,
        description="the repositories nested in the workspace, as the bash tool found them just before the "
        "command (it needs the list itself); None: the sandbox scans for them",
    )
    # The socket scan's last result per (roots, skip), with its time: a run does not pay for it every command.
    _scans: dict[tuple[tuple[Path, ...], tuple[Path, ...]], tuple[float, list[Path]]] = PrivateAttr(
        default_factory=dict
    )

    def __eq__(self, other: object) -> bool:
        # The same confinement, whatever the scan remembers.
        return isinstance(other, Sandbox) and (self.network, self.home, self.git_writable) == (
            other.network,
            other.home,
            other.git_writable,
        )

    def __hash__(self) -> int:
        return hash((self.network, self.home))

    def wrap(self, argv: list[str], workspace: Path) -> list[str]:
        """The command line that runs `argv` inside the sandbox, in `workspace`."""
        if sys.platform == "darwin":
            return seatbelt_argv(self, argv, workspace)
        bwrap = shutil.which("bwrap")
        if bwrap is None:
            raise SandboxUnavailable(
                f"--sandbox needs bubblewrap (bwrap), which is not installed; {INSTALL_HINT} or run without --sandbox"
            )
        return [bwrap, *self.bwrap_options(workspace), "--", *argv]

    def nested_in(self, root: Path) -> list[Path]:
        return list(self.nested) if self.nested is not None else nested_repositories(root)

    def bwrap_options(self, workspace: Path) -> list[str]:
        """bwrap's options; their order matters: a later mount shadows an earlier one at or below its path."""
        # The real path: a workspace reached through a symlink is bound where it really is, and the command
        # starts there.
        root = Path(os.path.realpath(workspace))
        hidden = hidden_places()
        options = [
            # A user namespace also for root, with no capabilities in it: root's CAP_SYS_ADMIN would let
            # mount(2) make / writable again. The same ids inside, so files keep their owners. Anyone else
            # gets bwrap's own choice: a user namespace, or no capabilities from a setuid bwrap (which
            # refuses --unshare-user with --uid: "setting up uid map: Invalid argument").
            *(["--unshare-user", "--uid", "0", "--gid", str(os.getgid())] if os.getuid() == 0 else []),
            "--cap-drop", "ALL",
            # A private pid namespace: when the command's process group is killed, everything it started
            # inside dies with the namespace's first process.
            "--unshare-pid", "--unshare-ipc", "--unshare-uts", "--unshare-cgroup-try",
            *([] if self.network else ["--unshare-net"]),
            # An agent killed outright (SIGKILL, no cleanup) still takes its sandboxed command with it.
            "--die-with-parent",
            # No --new-session: the bash tool starts each command in a session of its own and kills that
            # process group on timeout or Ctrl-C; --new-session would move the command out of its reach.
            # Everything readable (toolchains, /etc) so commands work; nothing writable.
            "--ro-bind", "/", "/",
            # A minimal /dev: null, zero, random, tty, pts and a fresh shm, none of the host's devices.
            "--dev", "/dev",
            "--proc", "/proc",
        ]  # fmt: skip
        for folder in PRIVATE_DIRS:
            if os.path.isdir(folder) and not os.path.islink(folder):
                options += ["--tmpfs", folder]
        # Hidden before the workspace is bound unless they lie inside it: a workspace under $HOME (or under
        # /tmp) is still the real one; a $HOME inside the workspace stays hidden.
        inside = [place for place in hidden if root in place.parents]
        for place in hidden:
            if place not in inside:
                options += ["--tmpfs", str(place)]
        for readable in self.readable_home(hidden):
            options += ["--ro-bind", str(readable), str(readable)]
        for sock in self.visible_sockets(hidden, skip=[root, *hidden, *map(Path, PRIVATE_DIRS)]):
            options += ["--ro-bind", "/dev/null", str(sock)]
        options += host_secret_binds()
        options += ["--bind", str(root), str(root)]
        options += startup_binds(root)  # before the hidden places and credentials below, which win over them
        for place in inside:
            options += ["--tmpfs", str(place)]
        options += home_inside_binds(root, inside)
        options += read_only_in_workspace(root, self.nested_in(root), git_writable=self.git_writable)
        # A host TMPDIR (pam_tmpdir's /tmp/user/1000, say) would not exist in the private /tmp.
        options += ["--chdir", str(root), "--setenv", "TMPDIR", "/tmp"]
        return options

    def readable_home(self, hidden: list[Path]) -> list[Path]:
        """The folders of the hidden home directories that stay readable (those that exist)."""
        names = HOME_TOOLCHAINS if self.home is None else self.home
        found = []
        for home in hidden:
            if home not in home_dirs():
                continue
            for name in names:
                folder = home / name
                if ".." not in Path(name).parts and not Path(name).is_absolute() and folder.is_dir():
                    found.append(folder)
        return found

    def visible_sockets(self, hidden: list[Path], skip: list[Path]) -> list[Path]:
        """The Unix socket files a sandboxed command could still reach: those bound in this network namespace
        (/proc/net/unix, complete and cheap, read for every command) and those the bounded scan finds (a
        container's), the scan's result reused for SCAN_REUSE_S."""
        roots = [*map(Path, SOCKET_ROOTS), *self.readable_home(hidden)]
        key = (tuple(roots), tuple(skip))
        if key not in self._scans or time.monotonic() - self._scans[key][0] > SCAN_REUSE_S:
            self._scans[key] = (time.monotonic(), find_sockets(roots, skip))
        # A remembered socket that is gone must not be bound: bwrap would fail to make its mount point.
        scanned = [sock for sock in self._scans[key][1] if is_socket(sock)]
        found = [sock for sock in bound_sockets() if not any(place == sock or place in sock.parents for place in skip)]
        return [*found, *(sock for sock in scanned if sock not in found)]


def host_secret_binds() -> list[str]:
    """Password hashes covered: root keeps its read permission on them as their owner without capabilities."""
    options: list[str] = []
    for secret in HOST_SECRETS:
        if os.path.isfile(secret) and not os.path.islink(secret):
            options += ["--ro-bind", "/dev/null", secret]
    return options


def home_inside_binds(root: Path, inside: list[Path]) -> list[str]:
    """For a workspace that is (or holds) a home directory, after its bind: the home's credentials hidden,
    and the agent's config and data folders (made first if missing, or a command could create them: a
    config.toml with hooks, an AGENTS.md for every project)."""
    options: list[str] = []
    for home in home_dirs():
        if root == home or root in home.parents:
            for name in HOME_CREDENTIALS:
                credential = Path(os.path.realpath(home / name))  # a link (to a dotfiles folder): where it leads
                if credential.is_dir():
                    options += ["--tmpfs", str(credential)]
                elif credential.is_file():
                    options += ["--ro-bind", "/dev/null", str(credential)]
    for folder in (config_dir(), data_dir()):
        real = Path(os.path.realpath(folder))
        if root in real.parents and not any(place == real or place in real.parents for place in inside):
            with contextlib.suppress(OSError):
                private_dir(real)
            options += ["--tmpfs", str(real)]
    return options


def hidden_places() -> list[Path]:
    """What a sandboxed command must not see at all: the home directories, and the agent's config and data
    directories (transcripts hold what the user pasted; config.toml may hold keys). Outermost first."""
    places = home_dirs()
    for folder in (config_dir(), data_dir()):
        real = Path(os.path.realpath(folder))
        if real.is_dir() and not any(real == p or p in real.parents for p in places):
            places.append(real)
    return sorted(places, key=lambda place: len(place.parts))


def read_only_in_workspace(root: Path, nested: list[Path], git_writable: bool = True) -> list[str]:
    """Bind the protected paths inside the workspace read-only, after the workspace, so they win: `.agent`
    and, in the workspace's repository and every repository nested in it, what git runs. Without
    `git_writable` all of each `.git` is read-only: branches, the stash, the reflog and the objects, which
    neither git nor undo could give back."""
    options: list[str] = []
    for repository in [root, *nested]:
        options += repository_binds(repository, git_writable, workspace=root)
    project_config = root / PROJECT_CONFIG
    if project_config.exists():
        options += ["--ro-bind", str(project_config), str(project_config)]
    return options


def repository_binds(repository: Path, git_writable: bool, workspace: Path | None = None) -> list[str]:
    """The binds that keep `repository`'s git dir (its `.git`, the separate git dir a `.git` file names, or
    the folder itself in the bare layout) from planting anything git runs, and the folder `core.hooksPath`
    names, where they lie in `workspace` (default: the repository). The folders git runs from (.git/hooks, ...)
    are made, empty, when missing: otherwise a command could create .git/hooks/pre-commit and the user's next
    commit would run it outside the sandbox."""
    options: list[str] = []
    git = repository / ".git"
    git_dir = git_dir_of(repository)
    if git_dir is None:
        return options
    if git.is_file():
        # A worktree's or submodule's `.git` file says where the repository is: rewritten, it could point git
        # at a config planted in the workspace.
        options += ["--ro-bind", str(git), str(git)]
    elif git_dir == git:
        # A mount point cannot be renamed: `mv .git old && mkdir .git` would otherwise leave the read-only binds
        # behind and a new, writable .git/config in their place.
        options += ["--bind" if git_writable else "--ro-bind", str(git), str(git)]
    root = Path(os.path.realpath(workspace or repository))
    for path in git_executed(repository):
        if root not in path.parents:
            continue  # outside the workspace: read-only already
        if path.parent == git_dir and path.name in MADE_IN_GIT_DIR and not os.path.lexists(path):
            # bwrap binds only what exists on the host; config is the one file of them.
            with contextlib.suppress(OSError):
                path.touch() if path.name == "config" else path.mkdir()
        elif path.parent != git_dir and path.name not in (*GIT_DIR_EXECUTED, *GIT_HOOKS) and not path.exists():
            with contextlib.suppress(OSError):
                path.mkdir()  # the folder core.hooksPath names
        if path.exists() and not path.is_symlink():
            options += ["--ro-bind", str(path), str(path)]
    return options


def startup_binds(root: Path) -> list[str]:
    """What a login, a new shell or the agent's next start runs, where the workspace holds it: read-only.
    What is missing cannot be bound; the bash tool moves it out when a command makes it
    (agent/processes/new_startup_files.py)."""
    options: list[str] = []
    for path in startup_paths(root):
        real = Path(os.path.realpath(path))
        if root in real.parents and real.exists():
            options += ["--ro-bind", str(real), str(real)]
    return options


def seatbelt_profile(sandbox: Sandbox, workspace: Path, private_tmp: Path) -> str:
    """A macOS Seatbelt (sandbox-exec) profile with bubblewrap's rules: reads everywhere except the home
    directories (toolchain folders excepted) and the agent's own folders; writes only in the workspace (not
    its protected paths) and a private temp folder; Unix sockets only in the workspace; no network unless
    asked for. Exceptions are written with require-not, so the result does not hang on rule order."""
    root = Path(os.path.realpath(workspace))

    def quoted(path: Path | str) -> str:
        return '"' + str(path).replace("\\", "\\\\").replace('"', '\\"') + '"'

    def subpaths(paths: Iterable[Path]) -> str:
        return " ".join(f"(subpath {quoted(path)})" for path in paths)

    hidden = [place for place in hidden_places() if place != root]
    readable = [*sandbox.readable_home(hidden), root]
    protected = [path for path in protected_paths(root) if root in path.parents]
    for repository in [root, *sandbox.nested_in(root)]:
        git = repository / ".git"
        if repository != root:
            protected += git_executed(repository)
        if git.is_file() or (git.is_dir() and not sandbox.git_writable):
            protected.append(git)
    reads = "(allow file-read*)"
    if hidden:
        reads = f"(allow file-read* (require-any (require-not (require-any {subpaths(hidden)})) {subpaths(readable)}))"
    writes = f"(require-any {subpaths([root, private_tmp])})"
    if protected:
        writes = f"(require-all {writes} (require-not (require-any {subpaths(protected)})))"
    lines = [
        "(version 1)",
        "(deny default)",
        "(allow process-exec process-fork)",
        "(allow signal (target same-sandbox))",
        "(allow process-info* (target same-sandbox))",
        "(allow sysctl-read)",
        # Not every Mach service: the keychain (com.apple.SecurityServer) and the pasteboard stay out.
        "(allow mach-lookup (global-name " + " ".join(f'"{name}"' for name in MACH_SERVICES) + "))",
        "(allow ipc-posix-sem ipc-posix-shm)",
        "(allow pseudo-tty)",
        "(allow file-ioctl)",
        # Metadata everywhere (realpath and getcwd walk up through $HOME); contents only where `reads` says.
        "(allow file-read-metadata)",
        "(allow system-socket)",
        reads,
        f"(allow file-write* {writes})",
        '(allow file-write* (literal "/dev/null") (literal "/dev/zero") (literal "/dev/tty") (regex #"^/dev/ttys"))',
        f"(allow network-bind (local unix-socket {subpaths([root])}))",
        f"(allow network-outbound (remote unix-socket {subpaths([root])}))",
    ]
    if sandbox.network:
        lines += ["(allow network-outbound (remote ip))", "(allow network-inbound network-bind (local ip))"]
    return "\n".join(lines) + "\n"


def seatbelt_argv(sandbox: Sandbox, argv: list[str], workspace: Path) -> list[str]:
    """macOS: the command under sandbox-exec, with TMPDIR a private folder of this agent process."""
    if not os.path.exists(SEATBELT):
        raise SandboxUnavailable(f"--sandbox needs {SEATBELT}, which is missing; run without --sandbox")
    private_tmp = Path(tempfile.gettempdir()) / f"agent-sandbox-{os.getuid()}-{os.getpid()}"
    private_tmp.mkdir(mode=0o700, exist_ok=True)
    profile = seatbelt_profile(sandbox, workspace, Path(os.path.realpath(private_tmp)))
    return [SEATBELT, "-p", profile, "/usr/bin/env", f"TMPDIR={private_tmp}", *argv]


def check_sandbox(sandbox: Sandbox, workspace: Path) -> None:
    """Start the sandbox once, so a run that asked for it stops before the model is loaded if it cannot."""
    if not sys.platform.startswith("linux") and sys.platform != "darwin":
        raise SandboxUnavailable(f"--sandbox works on Linux and macOS, not on {sys.platform}; run without --sandbox")
    argv = sandbox.wrap(["true"], workspace)
    try:
        done = subprocess.run(argv, capture_output=True, text=True, timeout=CHECK_TIMEOUT_S)
    except (OSError, subprocess.TimeoutExpired) as err:
        raise SandboxUnavailable(f"--sandbox: bubblewrap did not start ({err}); run without --sandbox") from None
    if done.returncode != 0:
        first = (done.stderr.strip().splitlines() or [f"exit code {done.returncode}"])[0]
        fix = f"{NAMESPACE_HINT}, " if any(word in first.lower() for word in NAMESPACE_WORDS) else ""
        raise SandboxUnavailable(f"--sandbox: bubblewrap cannot start here ({first}); {fix}or run without --sandbox")


def choose_sandbox(
    choice: Literal["auto", "on", "off"],
    workspace: Path,
    network: bool = False,
    home: list[str] | None = None,
    note: Callable[[str], None] = lambda text: None,
) -> Sandbox | None:
    """The run's sandbox: None for "off"; for "on" one that starts, or SandboxUnavailable; for "auto" one
    that starts, else None and one line to `note` saying why and how to get it."""
    if choice == "off":
        return None
    sandbox = Sandbox(network=network, home=None if home is None else tuple(home))
    try:
        check_sandbox(sandbox, workspace)
    except SandboxUnavailable as err:
        if choice == "on":
            raise
        if sys.platform.startswith("linux") and shutil.which("bwrap") is None:
            reason = f"bubblewrap (bwrap) is not installed; {INSTALL_HINT}"
        else:
            reason = str(err).removeprefix("--sandbox: ").removesuffix("; run without --sandbox")
            reason = reason.removesuffix(", or run without --sandbox").removesuffix(" or run without --sandbox")
        note(f"bash runs without a sandbox: {reason}")
        return None
    return sandbox
