"""Project instructions: AGENTS.md and CLAUDE.md from the workspace up to its repository's root, plus the user's own.

Only the project's own directories are read: a file planted higher up (in /tmp, or in a shared
parent) must not reach the system prompt. So the walk stops at the nearest directory holding
`.git` (and owned by the user, as git itself requires), takes only the workspace when there is
none, and never goes above the home directory."""

from __future__ import annotations

import os
from pathlib import Path

from agent.paths import config_dir
from agent.prompts import load_prompt
from capabilities import EditFormat

INSTRUCTION_FILES = ("AGENTS.md", "CLAUDE.md")
MAX_INSTRUCTION_BYTES = 16 * 1024


def global_instructions_path() -> Path:
    return config_dir() / "AGENTS.md"


def _owned_by_user(path: Path) -> bool:
    try:
        return not hasattr(os, "getuid") or path.stat().st_uid == os.getuid()
    except OSError:
        return False


def project_directories(workspace: Path) -> list[Path]:
    """The directories whose instruction files count, nearest first: the workspace and its parents up to
    the repository root, or the workspace alone outside a repository; never above the home directory."""
    workspace = workspace.resolve()
    try:
        home: Path | None = Path.home().resolve()
    except RuntimeError:  # no home directory known: the repository root is the only bound
        home = None
    walked: list[Path] = []
    for directory in [workspace, *workspace.parents]:
        walked.append(directory)
        if (directory / ".git").exists():
            # Someone else's .git (a planted /tmp/.git) is not this project's root: git refuses it too.
            return walked if _owned_by_user(directory / ".git") else [workspace]
        if directory == home:
            break
    return [workspace]


def instruction_files(workspace: Path) -> list[Path]:
    """Farthest first, nearest last: the user's global file, then from the repository root down to the workspace."""
    found: list[Path] = []
    directories = project_directories(workspace)
    project_root = directories[-1]
    for directory in directories:
        for name in reversed(INSTRUCTION_FILES):
            candidate = directory / name
            # A link out of the project (AGENTS.md -> ~/.ssh/id_ed25519) would put that file in the prompt.
            if candidate.is_file() and Path(os.path.realpath(candidate)).is_relative_to(project_root):
                found.append(candidate)
    found.reverse()
    user_file = global_instructions_path()
    return ([user_file] if user_file.is_file() else []) + found


def project_instructions(workspace: Path) -> str:
    """The instruction files as one block for the system prompt ('' when there are none)."""
    parts = []
    for path in instruction_files(workspace):
        try:
            text = path.read_text(encoding="utf-8", errors="replace").strip()
        except OSError:
            continue
        if text:
            parts.append(f"## {path}\n{text}")
    if not parts:
        return ""
    body = "\n\n".join(parts)
    note = ""
    encoded = body.encode("utf-8")
    if len(encoded) > MAX_INSTRUCTION_BYTES:
        # Keep the end: the nearest files come last and take precedence.
        body = encoded[-MAX_INSTRUCTION_BYTES:].decode("utf-8", errors="ignore")
        note = (
            f"[project instructions cut to the last {MAX_INSTRUCTION_BYTES // 1024} KB of {len(encoded) // 1024} KB]\n"
        )
    return (
        "# Project instructions\n"
        "From AGENTS.md / CLAUDE.md files; where they disagree, later (nearer) files take precedence.\n"
        f"{note}{body}"
    )


def edit_guide(edit_format: EditFormat) -> str:
    """How to change a file in `edit_format`, with a tiny example, for a system prompt (agent/prompts/edit_*.md)."""
    return load_prompt(f"edit_{edit_format}.md").strip()


def system_prompt(workspace: Path, sandbox_network: bool | None = None, edit_format: EditFormat | None = None) -> str:
    """The session's system prompt: fixed for the whole session (and kept as-is on resume) so the
    server's prompt cache can reuse it; volatile facts go into user messages instead.
    `sandbox_network` is None when bash is not sandboxed, else whether sandboxed commands have a network.
    `edit_format`: the model's (capability `edit_format`), whose short guide with an example is added."""
    instructions = project_instructions(workspace)
    base = load_prompt("system.md").rstrip("\n")
    if sandbox_network is not None:
        network = "available" if sandbox_network else "off"
        base += "\n\n" + load_prompt("sandbox.md").strip().replace("{network}", network)
    if edit_format is not None:
        base += "\n\n" + edit_guide(edit_format)
    return f"{base}\n\n{instructions}\n" if instructions else base + "\n"
