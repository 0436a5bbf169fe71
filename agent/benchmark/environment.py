"""What makes runs comparable besides the model: the agent's version, the date, the machine (the backend's
description is its entry's, `agent.backends`)."""

from __future__ import annotations

import os
import platform
import shutil
import subprocess
import sys
from datetime import UTC, datetime

from pydantic import BaseModel

import agent


class Machine(BaseModel):
    cpu: str
    cores: int
    memory_gib: float | None = None
    gpu: str | None = None
    system: str
    python: str


class BenchmarkInfo(BaseModel):
    """The settings a benchmark ran with, for summary.json and the report's header."""

    agent_version: str
    date: str
    machine: Machine
    suite: str
    tries: int
    max_turns: int
    context: int | None = None  # --ctx, when given
    tool_mode: str | None = None
    task_kinds: dict[str, str] = {}  # task name -> what sort of task (question, bug fix, ...)


def now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


def machine() -> Machine:
    return Machine(
        cpu=_cpu_name(),
        cores=os.cpu_count() or 0,
        memory_gib=_memory_gib(),
        gpu=_gpu_name(),
        system=f"{platform.system()} {platform.release()} {platform.machine()}",
        python=sys.version.split()[0],
    )


def agent_version() -> str:
    return agent.__version__


def _cpu_name() -> str:
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as handle:
            for line in handle:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    if sys.platform == "darwin":
        name = _command(["sysctl", "-n", "machdep.cpu.brand_string"])
        if name:
            return name
    return platform.processor() or platform.machine()


def _memory_gib() -> float | None:
    try:
        pages, size = os.sysconf("SC_PHYS_PAGES"), os.sysconf("SC_PAGE_SIZE")
    except (ValueError, OSError, AttributeError):
        return None
    return round(pages * size / 2**30, 1)


def _gpu_name() -> str | None:
    if shutil.which("nvidia-smi"):
        names = _command(["nvidia-smi", "--query-gpu=name,memory.total", "--format=csv,noheader"])
        if names:
            return "; ".join(line.strip() for line in names.splitlines() if line.strip())
    if sys.platform == "darwin" and platform.machine() == "arm64":
        return "Apple silicon (Metal)"
    return None


def _command(argv: list[str]) -> str | None:
    try:
        done = subprocess.run(argv, capture_output=True, text=True, timeout=5, stdin=subprocess.DEVNULL)
    except (OSError, subprocess.SubprocessError):
        return None
    return done.stdout.strip() if done.returncode == 0 else None
