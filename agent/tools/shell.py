"""The bash tool: runs a command in the workspace with a timeout and a bounded output; show_output (show_output.py)
pages the rest.

The command's stdout and stderr go to a file, not a pipe: a backgrounded grandchild holding the pipe open
cannot keep the call waiting, memory stays flat however much is printed, and the full output stays
available to show_output. The files live under the user's data directory, one folder per agent process,
removed when it exits and swept by the next run when it could not be.

On Linux each command runs below a reaper (agent/processes/process_tree.py): nothing the command starts outlives the
call, not even what left its process group, and the command's $PPID is the reaper, not the agent. bash reads
the command from an inherited descriptor, so its length is not bounded by the argument list, sandbox or not.
"""

from __future__ import annotations

import os
import re
import shlex
import shutil
import subprocess
import tempfile
import threading
import time
import weakref
from collections.abc import Callable
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field, field_validator

from agent.messages import ToolResult
from agent.paths import data_dir, private_dir
from agent.permissions.local_servers import NETWORK_CHOICES, NetworkAnswer, refused_locally
from agent.permissions.local_servers import RESULT_NOTE as LOCALHOST_NOTE
from agent.permissions.protected import PROJECT_CONFIG
from agent.processes import reaped_command
from agent.processes.command_output import OutputFollower, follower
from agent.processes.git_access import git_may_write
from agent.processes.nested_repositories import nested_repositories
from agent.processes.new_project_config import has_project_config, move_new_project_config
from agent.processes.new_repository import defuse_new_repository, has_git_dir
from agent.processes.new_startup_files import missing_startup_paths, move_new_startup_files
from agent.processes.process_tree import is_running
from agent.processes.sandbox import Sandbox
from agent.processes.shell_env import ShellEnvironment
from agent.terminal.terminal_text import command_summary
from agent.tools.tool import (
    WHOLE_WORKSPACE,
    KeyFunction,
    Resource,
    Tool,
    ToolArgs,
    ToolContext,
    Workspace,
    names_in,
)

# git's complaint about a read-only .git (index.lock, objects, refs), which the model should understand.
GIT_WRITE_REFUSED = re.compile(r"\.git/.*Read-only file system|Read-only file system.*\.git/")
RUNS_GIT = re.compile(r"(?:^|[\s;&|(`])git\s")
DEFAULT_TIMEOUT_S = 120
MAX_TIMEOUT_S = 600
KEEP_LINES = 200
KEEP_BYTES = 30_000
# Past this much output the command is killed: nobody pages through more, and the disk is not ours.
MAX_OUTPUT_BYTES = 100_000_000
KEPT_OUTPUTS = 20


class ShellSettings(BaseModel):
    """How bash commands run: which environment they get, and whether bubblewrap confines them."""

    model_config = ConfigDict(frozen=True)

    environment: ShellEnvironment = Field(default_factory=ShellEnvironment)
    sandbox: Sandbox | None = None
    # A sandboxed command refused by a server on this machine: say so, and whether to run it with the network.
    network_offer: Callable[[str], NetworkAnswer] | None = None


class BashArgs(ToolArgs):
    command: str = Field(description="shell command to run in the workspace")
    timeout: int = Field(DEFAULT_TIMEOUT_S, ge=1, le=MAX_TIMEOUT_S, description="seconds before the command is killed")
    outside_sandbox: bool = Field(
        False,
        description="run outside the sandbox; always asks the user first; use only after a command failed for "
        "lack of network or a path the sandbox hides",
    )

    @field_validator("command")
    @classmethod
    def _runnable_text(cls, command: str) -> str:
        if "\0" in command:
            raise ValueError("the command contains a NUL character, which bash cannot run; remove it")
        try:
            command.encode("utf-8", "surrogateescape")
        except UnicodeEncodeError:
            raise ValueError("the command contains a lone surrogate, which is not text; send it as UTF-8") from None
        return command


def outputs_dir() -> Path:
    """Where bash outputs are kept: one folder per agent process, named after its pid."""
    return data_dir() / "outputs"


def sweep_abandoned_outputs(parent: Path) -> None:
    """Remove the output folders of agent processes that are gone (killed before they could clean up)."""
    try:
        entries = list(parent.iterdir())
    except OSError:
        return
    for entry in entries:
        owner = entry.name.split("-", 1)[0]
        if owner.isdigit() and int(owner) != os.getpid() and not is_running(int(owner)):
            shutil.rmtree(entry, ignore_errors=True)


class OutputStore:
    """Full outputs of bash calls, kept in files so show_output can page them; the oldest are dropped.

    `parent` holds the folder (default: outputs_dir()); it is made on first use, when folders left by
    agents that were killed are swept, and removed when the store goes or the process exits."""

    def __init__(self, parent: Path | None = None) -> None:
        self._parent = parent
        self._folder: Path | None = None
        self._lock = threading.Lock()
        self._next_id = 1
        self._kept: dict[int, Path] = {}

    @property
    def folder(self) -> Path:
        """Made on first use (most runtimes never run a command) and removed with the store."""
        with self._lock:
            if self._folder is None:
                parent = self._parent or outputs_dir()
                private_dir(parent)  # outputs hold what commands printed: the user's only, as transcripts are
                sweep_abandoned_outputs(parent)
                self._folder = Path(tempfile.mkdtemp(prefix=f"{os.getpid()}-", dir=parent))
                weakref.finalize(self, shutil.rmtree, self._folder, True)
            return self._folder

    def new_file(self) -> Path:
        folder = self.folder
        with self._lock:
            number = self._next_id
            self._next_id += 1
        return folder / f"{number}.out"

    def keep(self, path: Path) -> int:
        number = int(path.stem)
        with self._lock:
            self._kept[number] = path
            while len(self._kept) > KEPT_OUTPUTS:
                self._kept.pop(min(self._kept)).unlink(missing_ok=True)
        return number

    def get(self, number: int) -> Path | None:
        return self._kept.get(number)


class ProcessGroups:
    """Process groups started by bash calls that are still running, so Ctrl-C can stop them from any thread."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._live: set[int] = set()

    def add(self, pgid: int) -> None:
        with self._lock:
            self._live.add(pgid)

    def discard(self, pgid: int) -> None:
        with self._lock:
            self._live.discard(pgid)

    def kill_all(self) -> None:
        """Ask every running command to end; each call's own wait makes sure it did (see `reaped_command.end`)."""
        with self._lock:
            live = list(self._live)
        for pgid in live:
            reaped_command.ask_to_end(pgid)


def command_file(command: str) -> int:
    """A descriptor of an unnamed file holding the command, at its start. bash reads it from there: an
    argument is limited to 128 KiB, and the sandbox's /tmp is private, so a named file there would not do."""
    data = command.encode("utf-8", "surrogateescape")
    if hasattr(os, "memfd_create"):
        fd = os.memfd_create("agent-command", os.MFD_CLOEXEC)
    else:
        with tempfile.TemporaryFile() as handle:
            fd = os.dup(handle.fileno())
    try:
        view = memoryview(data)
        while view:
            view = view[os.write(fd, view) :]
        os.lseek(fd, 0, os.SEEK_SET)
    except BaseException:
        os.close(fd)
        raise
    return fd


def bash_reading(fd: int) -> list[str]:
    """bash running the command read from `fd`: `eval` keeps bash -c's messages ("bash: line 3: ...") and $0,
    and the descriptor is closed before the command runs, so nothing it starts inherits it."""
    variable = "__agent_command"
    loader = f'IFS= read -r -d "" -u {fd} {variable}; exec {fd}<&-; eval "unset {variable}; ${variable}"'
    return ["bash", "-c", loader]


def tail_of(raw: bytes, total_bytes: int, total_lines: int) -> tuple[str, bool]:
    """The end of the output (errors are usually last), at most KEEP_LINES lines and KEEP_BYTES;
    and whether it was cut."""
    text = raw.decode("utf-8", errors="replace")
    lines = text.splitlines()
    kept = "\n".join(lines[-KEEP_LINES:])
    if len(kept) > KEEP_BYTES:
        kept = kept[-KEEP_BYTES:]
    cut = len(raw) < total_bytes or len(kept) < len(text.rstrip("\n"))
    return kept, cut


READ_ONLY_PROGRAMS = {
    "ls",
    "cat",
    "head",
    "tail",
    "wc",
    "grep",
    "egrep",
    "fgrep",
    "rg",
    "pwd",
    "echo",
    "printf",
    "stat",
    "file",
    "du",
    "df",
    "tree",
    "which",
    "type",
    "true",
    "false",
    "date",
    "whoami",
    "uname",
    "printenv",
    "basename",
    "dirname",
    "realpath",
    "readlink",
    "diff",
    "cmp",
    "md5sum",
    "sha256sum",
    "nl",
    "cut",
    "tr",
    "uniq",
    "column",
    "test",
    "[",
}
READ_ONLY_GIT = {"status", "log", "diff", "show", "blame", "ls-files", "rev-parse", "grep", "branch", "describe"}
UNSAFE_FIND = {"-exec", "-execdir", "-ok", "-okdir", "-delete", "-fprint", "-fprint0", "-fprintf", "-fls"}
UNSAFE_SYNTAX = re.compile(r"[<>`]|\$\(|(?<!&)&(?!&)")


def is_read_only(command: str) -> bool:
    """Conservatively: a pipeline or list of known read-only programs, with no redirection or substitution."""
    if UNSAFE_SYNTAX.search(command.replace("2>&1", "")):
        return False
    for segment in re.split(r"\|\||&&|[|;\n]", command):
        try:
            words = shlex.split(segment)
        except ValueError:
            return False
        if not words:
            continue
        program, rest = os.path.basename(words[0]), words[1:]
        if program == "git":
            if not rest or rest[0] not in READ_ONLY_GIT or any(w.startswith("--output") for w in rest):
                return False
        elif program == "find":
            if UNSAFE_FIND & set(rest):
                return False
        elif program == "sort":
            if any(w == "-o" or w.startswith("--output") for w in rest):
                return False
        elif program not in READ_ONLY_PROGRAMS:
            return False
    return True


class BashTool(Tool):
    name = "bash"
    description = "Run a shell command in the workspace. Returns the exit code and the output (stdout and stderr)."
    Args = BashArgs
    aliases = names_in(
        "run_shell shell execute exec run run_command execute_command terminal sh shell_command run_terminal_cmd",
        "bash_command execute_bash run_bash cmd run_shell_command run_terminal_command exec_command",
    )

    @classmethod
    def create(cls, context: ToolContext) -> Tool:
        return cls(context.workspace, context.outputs, context.groups, context.shell)

    def __init__(
        self, workspace: Workspace, outputs: OutputStore, groups: ProcessGroups, settings: ShellSettings | None = None
    ):
        super().__init__(workspace)
        self.outputs = outputs
        self.groups = groups
        self.settings = settings or ShellSettings()

    def target(self, args: BashArgs) -> str:
        return command_summary(args.command) if args.command.strip() else ""

    @classmethod
    def resources(cls, args: BashArgs, key_of: KeyFunction) -> list[Resource]:
        # An arbitrary command may change any file; a recognised read-only one may share a batch with reads.
        return [Resource(key=WHOLE_WORKSPACE, mode="read" if is_read_only(args.command) else "write")]

    def run(self, args: BashArgs) -> ToolResult:
        # What the command makes where nothing was bound read-only (a repository, nested or not, a .agent) is
        # defused or moved out afterwards.
        root = self.workspace.root
        nested = nested_repositories(root)
        repositories_before = {*nested, *([root] if has_git_dir(root) else [])}
        no_project_config = not has_project_config(root)
        no_startup_files = missing_startup_paths(root)
        sandbox = None if args.outside_sandbox else self.settings.sandbox
        if sandbox is not None:  # this command's: the nested repositories just found, .git writable or not
            git_writable = sandbox.git_writable and git_may_write(args.command, root)
            sandbox = sandbox.model_copy(update={"git_writable": git_writable, "nested": tuple(nested)})
        result = self._run(args, sandbox)
        notes: list[str] = []
        if sandbox is not None and not sandbox.network and refused_locally(args.command, result.content):
            result = self._with_network(args, sandbox, result, notes)
        moved = move_new_project_config(root) if no_project_config else None
        if moved is not None:
            notes.append(
                f"[{PROJECT_CONFIG}/, which this command created, was moved out of the project to {moved}: the "
                "agent's own settings are the user's to write]"
            )
        for made_file, kept in move_new_startup_files(no_startup_files, root):
            notes.append(f"[{made_file}, which this command created, was moved to {kept}: a login or start runs it]")
        made = [root] if root not in repositories_before and has_git_dir(root) else []
        made += [repository for repository in nested_repositories(root) if repository not in repositories_before]
        for repository in made:
            removed = defuse_new_repository(repository)
            if removed:
                where = "the new repository's .git" if repository == root else f"{repository}/.git"
                notes.append(
                    f"[removed from {where}: {', '.join(removed)}; git would run them for the user outside the sandbox]"
                )
        git_failed = result.is_error and RUNS_GIT.search(args.command)  # `git stash` fails there without a word
        if (
            sandbox is not None
            and not sandbox.git_writable
            and (git_failed or GIT_WRITE_REFUSED.search(result.content))
        ):
            notes.append(
                "[.git is read-only in the sandbox for a command that runs more than git: run git add, commit or "
                "stash as a command of their own]"
            )
        if notes:
            result = result.model_copy(update={"content": result.content + "\n" + "\n".join(notes)})
        return result

    def _with_network(self, args: BashArgs, sandbox: Sandbox, result: ToolResult, notes: list[str]) -> ToolResult:
        """The command was refused by a server on this machine (the sandbox has no network): run it again with
        the network if the user says so (asked on the main thread only), else the result says why and the fix."""
        offer = self.settings.network_offer
        on_main = threading.current_thread() is threading.main_thread()
        answer = offer(args.command) if offer is not None and on_main else "no"
        if answer == "no":
            notes.append(LOCALHOST_NOTE)
            return result
        if answer == "project" and self.settings.sandbox is not None:
            networked = self.settings.sandbox.model_copy(update={"network": True})
            self.settings = self.settings.model_copy(update={"sandbox": networked})
        notes.append(f"[run again with the network, as the user chose ({NETWORK_CHOICES[answer]})]")
        return self._run(args, sandbox.model_copy(update={"network": True}))

    def _run(self, args: BashArgs, sandbox: Sandbox | None) -> ToolResult:
        output_path = self.outputs.new_file()
        script = command_file(args.command)
        try:
            with open(output_path, "wb") as sink:
                argv = bash_reading(script)
                # outside_sandbox has passed the gate, which asks the user for it (headless: refused).
                proc = reaped_command.start(
                    argv if sandbox is None else sandbox.wrap(argv, self.workspace.root),
                    cwd=self.workspace.root,
                    env=self.settings.environment.build(os.environ),
                    stdin=subprocess.DEVNULL,
                    stdout=sink,
                    stderr=subprocess.STDOUT,
                    pass_fds=(script,),
                )
        finally:
            os.close(script)
        self.groups.add(proc.pid)
        try:
            ending = self._wait(proc, output_path, args.timeout)
        except BaseException:
            # Ctrl-C (or anything else) while waiting: no orphans.
            reaped_command.end(proc)
            raise
        finally:
            # The reaper has ended whatever the command left running; if the command killed its reaper,
            # what is left in the group goes now.
            reaped_command.kill_group(proc.pid)
            self.groups.discard(proc.pid)
        return self._result(proc, output_path, ending, args.timeout)

    def _wait(self, proc: subprocess.Popen, output_path: Path, timeout: int) -> str | None:
        watching = follower(output_path)  # the live view shows the output's tail as it comes
        try:
            return self._wait_watched(proc, output_path, timeout, watching)
        finally:
            if watching is not None:
                watching.look()
                watching.close()

    def _wait_watched(
        self, proc: subprocess.Popen, output_path: Path, timeout: int, watching: OutputFollower | None
    ) -> str | None:
        deadline = time.monotonic() + timeout
        pause = 0.002
        while True:
            try:
                proc.wait(timeout=pause)
                return None
            except subprocess.TimeoutExpired:
                pass
            if watching is not None:
                watching.look()
            if time.monotonic() >= deadline:
                reaped_command.end(proc)
                return "timeout"
            if output_path.stat().st_size > MAX_OUTPUT_BYTES:
                reaped_command.end(proc)
                return "too_much_output"
            pause = min(pause * 2, 0.1)

    def _result(self, proc: subprocess.Popen, output_path: Path, ending: str | None, timeout: int) -> ToolResult:
        total_bytes = output_path.stat().st_size
        with open(output_path, "rb") as handle:
            total_lines = sum(chunk.count(b"\n") for chunk in iter(lambda: handle.read(1 << 20), b""))
            handle.seek(max(0, total_bytes - KEEP_BYTES - 4))
            raw = handle.read()
        text, cut = tail_of(raw, total_bytes, total_lines)
        if cut:
            number = self.outputs.keep(output_path)
            shown_lines = len(text.splitlines())
            text = (
                f"[output was {total_lines} lines ({total_bytes} bytes); earlier output cut, showing the last "
                f"{shown_lines} lines. The full output is kept: call show_output with id={number} and offset=1 "
                f"to page it]\n{text}"
            )
        else:
            output_path.unlink(missing_ok=True)
        if ending == "timeout":
            return ToolResult(content=f"timed out after {timeout}s and was killed\n{text}", is_error=True)
        if ending == "too_much_output":
            return ToolResult(
                content=f"killed after printing more than {MAX_OUTPUT_BYTES} bytes\n{text}", is_error=True
            )
        return ToolResult(content=f"exit code {proc.returncode}\n{text}", is_error=proc.returncode != 0)
