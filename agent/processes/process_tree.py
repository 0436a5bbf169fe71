"""Processes below this one: adopt the orphans among them, and end them all (Linux).

A command can leave its process group and session (`setsid … &`, `setsid -f`, a double fork, setpgid), so
killing the group it started in misses it and it lives on, reparented to init. A *child subreaper* gets
those orphans instead of init; killing its children until none is left then ends everything below it.

Run as a script (`python -I -S process_tree.py --parent=PID COMMAND...`, standard library only; `reaper_argv`
builds the start of it) this is the per-command reaper of bash commands and hooks: it runs COMMAND as its
child, ends every process the command left when it exits, when the agent asks (SIGTERM) or when the agent
dies (PID, its parent), and exits as the command did. It is also the command's $PPID, so `kill $PPID` ends
that command and not the agent. The supervisor uses the same functions for the whole run.

A sandboxed command (COMMAND is bwrap or sandbox-exec) also starts with limits (`SANDBOX_LIMITS`), set in the
reaper before it starts COMMAND and inherited from there: a fork bomb stops at a few thousand processes, a
runaway write at a file of 8 GiB, and a crash leaves no core file. The limits only ever lower what the
reaper was given, and they are hard ones, so nothing in the sandbox can raise them again.
"""

from __future__ import annotations

import ctypes
import os
import resource
import signal
import sys
from collections.abc import Iterator

PARENT_OPTION = "--parent="
# Subreapers and parent-death signals are Linux's; elsewhere a command leads its own session, with no reaper.
HAS_REAPER = sys.platform.startswith("linux")

PR_SET_PDEATHSIG = 1
PR_SET_CHILD_SUBREAPER = 36
# Signals that mean "stop now" to the reaper; they are blocked and waited for with the child's exit.
STOP_SIGNALS = frozenset({signal.SIGTERM, signal.SIGHUP, signal.SIGINT})
# Python ignores these; a command must get them with their default action (`yes | head` ends yes).
RESET_FOR_COMMAND = (signal.SIGPIPE, signal.SIGXFSZ)
# The programs that confine a command (agent/processes/sandbox.py): what they run gets SANDBOX_LIMITS.
SANDBOX_PROGRAMS = frozenset({"bwrap", "sandbox-exec"})
NPROC_FLOOR = 4096  # processes (threads included) of the user, where no user namespace counts the sandbox's alone
NPROC_MARGIN = 1024  # above what the user already runs: a busy desktop does not stop a build's forks
SANDBOX_LIMITS = {
    resource.RLIMIT_FSIZE: 8 * 1024**3,  # bytes, the largest file a command may write
    resource.RLIMIT_CORE: 0,
}


def _prctl(option: int, value: int) -> bool:
    if not sys.platform.startswith("linux"):
        return False
    try:
        return ctypes.CDLL(None, use_errno=True).prctl(option, value, 0, 0, 0) == 0
    except (OSError, AttributeError):
        return False


def become_subreaper() -> bool:
    """Orphans below this process are reparented to it, not to init; False where that is not possible."""
    return _prctl(PR_SET_CHILD_SUBREAPER, 1)


def end_with_parent(signum: int) -> bool:
    """Get `signum` when the parent dies (a supervisor killed with SIGKILL cannot pass anything on)."""
    return _prctl(PR_SET_PDEATHSIG, signum)


def reaper_argv() -> list[str]:
    """The start of a reaper's command line, its parent being this process; COMMAND... follows. Empty where
    there is no reaper (not Linux): the command then runs as the leader of its own session."""
    if not HAS_REAPER:
        return []
    return [sys.executable, "-I", "-S", os.path.abspath(__file__), f"{PARENT_OPTION}{os.getpid()}"]


def limit_sandboxed(argv: list[str]) -> None:
    """Lower this process's limits, which `argv` will inherit, when `argv` runs in the sandbox."""
    if not argv or os.path.basename(argv[0]) not in SANDBOX_PROGRAMS:
        return
    limits = {**SANDBOX_LIMITS, resource.RLIMIT_NPROC: max(NPROC_FLOOR, _user_tasks() + NPROC_MARGIN)}
    for which, wanted in limits.items():
        soft, hard = resource.getrlimit(which)
        lowered = wanted if hard == resource.RLIM_INFINITY else min(hard, wanted)
        try:
            resource.setrlimit(which, (lowered if soft == resource.RLIM_INFINITY else min(soft, lowered), lowered))
        except (OSError, ValueError):
            pass  # a limit this system does not let us set: the command runs with the one it had


def _user_tasks() -> int:
    """How many processes and threads this user runs now (RLIMIT_NPROC counts both, per user)."""
    me = os.getuid()
    count = 0
    for entry in os.scandir("/proc") if os.path.isdir("/proc") else ():
        if entry.name.isdigit():
            try:
                if entry.stat().st_uid == me:
                    count += max(1, os.stat(f"/proc/{entry.name}/task").st_nlink - 2)
            except OSError:
                continue  # ended while we looked
    return count


def children() -> Iterator[int]:
    """This process's children, zombies included."""
    me = os.getpid()
    for entry in os.scandir("/proc"):
        if not entry.name.isdigit():
            continue
        try:
            with open(f"/proc/{entry.name}/stat", "rb") as handle:
                stat = handle.read()
        except OSError:
            continue  # ended while we looked
        if int(stat.rsplit(b")", 1)[1].split()[1]) == me:
            yield int(entry.name)


def is_running(pid: int) -> bool:
    """Whether a process with `pid` exists (another user's counts: it cannot be signalled, but it runs)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def end_descendants() -> None:
    """Kill and reap every process below this one. A subreaper kills its children a generation at a time:
    as each dies its own children come here, and no pid is signalled after it could have been reused."""
    while True:
        try:
            os.waitpid(-1, os.WNOHANG)  # reaps a zombie if there is one; raises once there is no child at all
        except ChildProcessError:
            return
        living = list(children())
        if not living:
            return
        for pid in living:
            try:
                os.kill(pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
        for pid in living:
            try:
                os.waitpid(pid, 0)
            except ChildProcessError:
                pass  # reaped above


def _exit_like(status: int) -> int:
    """Exit as the command did: with its code, or killed by the same signal (without a core file)."""
    code = os.waitstatus_to_exitcode(status)
    if code >= 0:
        return code
    signum = -code
    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
    try:
        signal.signal(signum, signal.SIG_DFL)
    except (OSError, ValueError):
        pass  # SIGKILL and SIGSTOP keep their default
    signal.pthread_sigmask(signal.SIG_UNBLOCK, {signum})
    os.kill(os.getpid(), signum)
    return 128 + signum  # a signal that does not end a process


def run_command(argv: list[str], parent: int | None = None) -> int:
    """Run `argv` as a subreaper's child; when it exits, a stop signal comes or `parent` dies, end everything
    below."""
    watched = {signal.SIGCHLD, *STOP_SIGNALS}
    signal.signal(signal.SIGCHLD, signal.SIG_DFL)  # an inherited SIG_IGN would reap children before we could
    signal.pthread_sigmask(signal.SIG_BLOCK, watched)
    become_subreaper()
    # An agent killed outright (SIGKILL) still ends its command: the stop signal comes when it dies (the
    # sandbox's bwrap is tied to this process in turn by --die-with-parent). An agent that died while this
    # process started sends nothing: the parent is someone else by now, and nothing is started.
    end_with_parent(signal.SIGTERM)
    if parent is not None and os.getppid() != parent:
        return 128 + signal.SIGTERM
    limit_sandboxed(argv)
    try:
        pid = os.posix_spawnp(argv[0], argv, os.environ, setsigmask=(), setsigdef=RESET_FOR_COMMAND)
    except OSError as err:
        print(f"cannot start {argv[0]}: {err.strerror or err}", file=sys.stderr)
        return 127
    status = None
    stop = 0
    while status is None:
        done, wait_status = os.waitpid(pid, os.WNOHANG)
        if done:
            status = wait_status
            break
        signum = signal.sigwaitinfo(watched).si_signo
        if signum in STOP_SIGNALS:
            stop = signum
            break
    end_descendants()
    if status is None:
        return 128 + stop
    return _exit_like(status)


def main(args: list[str]) -> int:
    parent = None
    if args and args[0].startswith(PARENT_OPTION):
        parent = int(args.pop(0)[len(PARENT_OPTION) :])
    return run_command(args, parent)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
