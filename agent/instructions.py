"""Project instructions: AGENTS.md and CLAUDE.md from the workspace up to the root, plus the user's own."""

from __future__ import annotations

from pathlib import Path

from agent.paths import config_dir
from agent.prompts import load_prompt

INSTRUCTION_FILES = ("AGENTS.md", "CLAUDE.md")
MAX_INSTRUCTION_BYTES = 16 * 1024


def global_instructions_path() -> Path:
    return config_dir() / "AGENTS.md"


def instruction_files(workspace: Path) -> list[Path]:
    """Farthest first, nearest last: the user's global file, then from the root down to the workspace."""
    found: list[Path] = []
    for directory in [workspace.resolve(), *workspace.resolve().parents]:
        for name in reversed(INSTRUCTION_FILES):
            candidate = directory / name
            if candidate.is_file():
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


def system_prompt(workspace: Path) -> str:
    """The session's system prompt: fixed for the whole session (and kept as-is on resume) so the
    server's prompt cache can reuse it; volatile facts go into user messages instead."""
    instructions = project_instructions(workspace)
    base = load_prompt("system.md").rstrip("\n")
    return f"{base}\n\n{instructions}\n" if instructions else base + "\n"
