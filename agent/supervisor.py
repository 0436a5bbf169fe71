"""The `agent` command's entry point: runs the CLI in a child process and reports a native crash.

A crash in native code (llama.cpp in-process, most of all) kills a Python process with no word.
So `agent` starts the real CLI as a child with `faulthandler` writing to a crash log, waits for it,
and when the child dies from a signal says what happened, where the transcript is (it is flushed
per event, so everything before the crash is in it) and what to try. The parent imports nothing
heavy and only waits: Ctrl-C reaches the child through the terminal's process group, a SIGINT, SIGTERM or
SIGHUP sent to the parent alone (`kill -INT PID`, as IDEs do) is passed on, and the child's exit code becomes
the command's. A stop signal ends the child as Ctrl-C does, from its very start: 130 for SIGINT, and once a
run has begun (it cancels) for SIGTERM and SIGHUP too; 128 + the signal before that.

On Linux the parent is also a child subreaper: whatever the run leaves behind (a command that
escaped its reaper, the commands of a child that was killed) comes to it and is ended when the
child exits; and the child is told to cancel (SIGTERM) if the parent is killed.
"""

from __future__ import annotations

import os
import shutil
import signal
import sys
import tempfile
import time
from pathlib import Path
from typing import TYPE_CHECKING

from agent.crash_log import TRANSCRIPT_LINE, open_crash_log

if TYPE_CHECKING:
    import click

CRASH_LOG_ENV = "AGENT_CRASH_LOG"  # set for the child: where faulthandler writes
SUPERVISOR_ENV = "AGENT_SUPERVISOR_PID"  # set for the child: the parent it ends with
BACKEND_CRASH_EXIT = 4  # "model or provider error": docs/usage.md and `agent run --help` say so
# Signals that stop a run, as Ctrl-C does: the parent passes them on, the child cancels.
STOP_SIGNALS = (signal.SIGINT, signal.SIGTERM, signal.SIGHUP)
# Python ignores these; the child gets them with their default action, as subprocess.Popen gives them.
RESET_FOR_CHILD = (signal.SIGPIPE, signal.SIGXFSZ)
SI_KERNEL = 0x80  # siginfo's si_code of a signal the kernel sent: the terminal's Ctrl-C, not kill(2)
# A second stop signal this soon after the first is the same one: sent to the whole group (the child got it)
# and passed on by the parent as well.
REPEAT_S = 0.5
_stopped_by = 0  # the stop signal the child got, for its exit code
_stopped_at = float("-inf")


# Commands that load no model and run no tool: they need no child, and a second Python start-up would
# double their time (`agent --help` is typed often). Every other command (run, chat, compare, `-p`,
# bare `agent`, a typo) is supervised, so nothing that might load a model goes unguarded.
UNSUPERVISED_COMMANDS = frozenset({"caps", "models", "parse", "sessions", "policy", "undo", "config", "trust"})
_GROUP_ONLY = frozenset({"-h", "--help", "--version"})


def main() -> None:
    """`agent ...`: supervise a child running the CLI, or be that child."""
    if os.environ.get(CRASH_LOG_ENV) is not None or os.name != "posix":
        _run_cli()
        return
    if needs_no_supervisor(sys.argv[1:]):
        _run_unsupervised()
        return
    # Blocked until supervise() waits for them: a signal this early is still passed on, not lost.
    signal.pthread_sigmask(signal.SIG_BLOCK, [s for s in STOP_SIGNALS if signal.getsignal(s) != signal.SIG_IGN])
    sys.exit(supervise([sys.executable, "-m", "agent", *sys.argv[1:]], adopt_orphans=True))


def _run_unsupervised() -> None:
    """A command that needs no child (UNSUPERVISED_COMMANDS, --help), in this process. The stop signals that
    agent/entry.py held back since start-up are let through once handled: one that came meanwhile, or comes while
    the command runs, ends it with 128 + the signal (130 for SIGINT), never a traceback; one as it exits is moot."""
    from agent.cli import load_command_modules
    from agent.cli import main as cli_main

    load_command_modules(sys.argv[1:])  # with the stop signals still held back (_run_cli says why)
    _stop_on_signals()
    try:
        signal.pthread_sigmask(signal.SIG_UNBLOCK, STOP_SIGNALS)
        code = _run_click(cli_main, close_killed=False)
    except KeyboardInterrupt:
        code = 128 + (_stopped_by or signal.SIGINT)
    finally:
        signal.pthread_sigmask(signal.SIG_BLOCK, STOP_SIGNALS)
    sys.exit(code)


def needs_no_supervisor(args: list[str]) -> bool:
    """True for `agent --help`, `agent --version` and the commands that load no model (UNSUPERVISED_COMMANDS)."""
    if os.environ.get("_AGENT_COMPLETE"):
        return True  # shell completion (click): it only lists names
    if not args:
        return False  # bare `agent` on a terminal starts chat
    if args[0] in UNSUPERVISED_COMMANDS:
        return True
    return all(arg in _GROUP_ONLY for arg in args)


def _run_cli() -> None:
    path = os.environ.pop(CRASH_LOG_ENV, None)  # popped: commands the agent runs do not inherit it
    if path:
        open_crash_log(path)
    # Termination is a cancel, like Ctrl-C: the running command's process group is killed, the
    # transcript rolls back to a clean state and says so (exit code 130), nothing is left running.
    # An ignored one (nohup, a background job) stays ignored.
    _stop_on_signals()
    # The supervisor starts this process with them blocked: they stay so while the command's modules load (a
    # signal then waits; raised inside an import, a library could wrap it into an error of its own).
    from agent.cli import load_command_modules
    from agent.cli import main as cli_main

    load_command_modules(sys.argv[1:])
    try:
        signal.pthread_sigmask(signal.SIG_UNBLOCK, STOP_SIGNALS)
        _end_with_supervisor(os.environ.pop(SUPERVISOR_ENV, ""))
        code = _run_click(cli_main)
    except KeyboardInterrupt:
        code = 128 + (_stopped_by or signal.SIGINT)  # stopped before the command could cancel anything
    sys.exit(code)


def _stop_on_signals() -> None:
    """A stop signal ends the command with 128 + it (`_stop`); an ignored one (nohup, a background job) stays so."""
    for signum in STOP_SIGNALS:
        if signal.getsignal(signum) != signal.SIG_IGN:
            signal.signal(signum, _stop)


def _stop(signum: int, _frame: object) -> None:
    global _stopped_by, _stopped_at
    if time.monotonic() - _stopped_at < REPEAT_S:
        return
    _stopped_by, _stopped_at = signum, time.monotonic()
    raise KeyboardInterrupt


def _run_click(cli_main: click.Command, close_killed: bool = True) -> int:
    """Run the CLI as click's standalone mode does, except that a stop signal ends it with 128 + the signal
    (130 for SIGINT) rather than "Aborted!" and 1: click turns any KeyboardInterrupt into that."""
    import click

    if close_killed:
        _close_killed_sessions()  # the next start closes the sessions of runs that were killed with their group
    try:
        code = cli_main.main(prog_name="agent", standalone_mode=False)
    except click.exceptions.Abort:
        if _stopped_by:
            return 128 + _stopped_by
        click.echo("Aborted!", err=True)
        return 1
    except click.ClickException as err:
        err.show()
        return err.exit_code
    return code if isinstance(code, int) else 0


def _end_with_supervisor(parent: str) -> None:
    """A parent killed outright (SIGKILL) cannot pass a signal on: have the kernel send SIGTERM, a cancel."""
    if not parent.isdigit() or not sys.platform.startswith("linux"):
        return
    from agent.processes import process_tree

    if process_tree.end_with_parent(signal.SIGTERM) and os.getppid() != int(parent):
        os.kill(os.getpid(), signal.SIGTERM)  # it died while this process was starting


def keep_crash_log(scratch: Path) -> Path:
    """Move the crash log of a child that crashed into the user data directory (`crashes/`).
    Imported late: the parent of every command would otherwise pay for loading the config code."""
    from agent.paths import data_dir, private_dir

    kept = data_dir() / "crashes" / f"{time.strftime('%Y%m%d-%H%M%S')}-{os.getpid()}.log"
    try:
        private_dir(kept.parent)
        shutil.move(scratch, kept)
        kept.chmod(0o600)  # mkstemp made it so; a move across file systems copies the mode, this makes sure
    except OSError:
        return scratch  # it stays where it was written
    return kept


def supervise(command: list[str], *, adopt_orphans: bool = False) -> int:
    """Run `command` as the child and return the exit code `agent` should end with.

    `adopt_orphans` (Linux; only for a process that exists to supervise, as `agent` does): become a child
    subreaper, and when the child exits end every process still below this one; the child (the CLI, see
    `_run_cli`) starts with the stop signals blocked and unblocks them once its handlers are in."""
    env = dict(os.environ)
    env[SUPERVISOR_ENV] = str(os.getpid())
    # The child writes its crash log to a scratch file; only a crash keeps it (keep_crash_log).
    try:
        handle, name = tempfile.mkstemp(prefix="agent-crash-", suffix=".log")
        os.close(handle)
        log: Path | None = Path(name)
        env[CRASH_LOG_ENV] = name
    except OSError:
        log = None
        env[CRASH_LOG_ENV] = ""  # still mark the child as supervised; it runs without a crash log
    # The parent waits for its signals rather than handling them, to see who sent each. An ignored SIGINT
    # (a background job of a script) stays ignored, for the child too: a blocked one would be kept.
    stops = [signum for signum in STOP_SIGNALS if signal.getsignal(signum) != signal.SIG_IGN]
    watched = {signal.SIGCHLD, *stops}
    unblocked = signal.pthread_sigmask(signal.SIG_BLOCK, watched)
    tree = None
    if adopt_orphans and sys.platform.startswith("linux"):
        from agent.processes import process_tree

        tree = process_tree if process_tree.become_subreaper() else None
    forwarded: list[int] = []
    try:
        child_mask = unblocked | set(STOP_SIGNALS) if adopt_orphans else unblocked
        try:
            pid = os.posix_spawnp(command[0], command, env, setsigmask=child_mask, setsigdef=RESET_FOR_CHILD)
        except OSError as err:
            print(f"error: cannot start {command[0]}: {err.strerror or err}", file=sys.stderr, flush=True)
            return 127
        returncode = _wait_forwarding(pid, watched, forwarded)
        if tree is not None:
            tree.end_descendants()  # while the signals are blocked, so a Ctrl-C cannot interrupt it
    finally:
        while signal.sigtimedwait(watched, 0) is not None:
            pass  # a stop that came once the child had ended: nothing is left to pass it on to
        signal.pthread_sigmask(signal.SIG_SETMASK, unblocked)
    if returncode >= 0 or -returncode in forwarded or -returncode == signal.SIGINT:
        if log is not None:
            log.unlink(missing_ok=True)
        return returncode if returncode >= 0 else 128 - returncode
    _close_killed_sessions()
    print(crash_message(-returncode, log and keep_crash_log(log)), file=sys.stderr, flush=True)
    return BACKEND_CRASH_EXIT


def _wait_forwarding(pid: int, watched: set[signal.Signals], forwarded: list[int]) -> int:
    """Wait for the child to end, passing on each stop signal sent to this process; its exit code (a Popen
    returncode: negative for a signal). Ctrl-C on the terminal reaches the child too (the whole foreground
    group gets it): only a SIGINT that a process sent (`kill -INT PID`, as IDEs do) is passed on."""
    while True:
        done, status = os.waitpid(pid, os.WNOHANG)
        if done:
            return os.waitstatus_to_exitcode(status)
        info = signal.sigwaitinfo(watched)
        if info.si_signo == signal.SIGCHLD or (info.si_signo == signal.SIGINT and info.si_code == SI_KERNEL):
            continue
        forwarded.append(info.si_signo)
        try:
            os.kill(pid, info.si_signo)
        except ProcessLookupError:
            pass  # it ended meanwhile; the next waitpid says how


def _close_killed_sessions() -> None:
    """A child killed or crashed before it closed its transcript: close it now (a killed whole group leaves
    this to the next start)."""
    try:
        from agent.records.session_store import close_killed_sessions

        close_killed_sessions()
    except Exception:  # noqa: BLE001 - the crash report matters more than the transcript's last line
        pass


def crash_message(signum: int, log: Path | None) -> str:
    """One line: what crashed, where the transcript is, what to try, where the details are."""
    try:
        details = log.read_text(encoding="utf-8", errors="replace") if log is not None else ""
    except OSError:
        details = ""
    name = _signal_name(signum)
    transcripts = [line[len(TRANSCRIPT_LINE) :] for line in details.splitlines() if line.startswith(TRANSCRIPT_LINE)]
    saved = (
        f"the transcript up to the crash is in {transcripts[-1]} (`agent run --continue` goes on from it)"
        if transcripts
        else "no transcript had been started"
    )
    if signum == signal.SIGKILL:
        what, advice = (
            f"the agent was killed ({name}), most likely for running out of memory",
            ("try a smaller model or a smaller window (--ctx N)"),
        )
    elif "llama_cpp" in details:
        what, advice = (
            f"the in-process model backend (llama.cpp) crashed ({name})",
            (
                "on a CPU with Intel AMX set AGENT_LLAMA_EXTRA_BUFFERS=off; otherwise run the model in a server "
                "(--model ollama/NAME or openai/NAME)"
            ),
        )
    else:
        what, advice = f"the agent crashed in native code ({name})", "run it again, and report it with the crash log"
    where = f"; details: {log}" if details.strip() else ""
    return f"error: {what}; {saved}; {advice}{where}"


def _signal_name(signum: int) -> str:
    try:
        return signal.Signals(signum).name
    except ValueError:
        return f"signal {signum}"
