"""How often the permission gate asks, over the command lists in tests/agent/permissions/commands.toml, as
`agent policy check --json` decides them on the default config (sandboxed where bubblewrap starts) and with
the sandbox off.

    python bench/bench_policy.py [--json]

Prints, for each mode, the share of everyday commands that run without a question (target: 95% or more
where the sandbox runs) and how many dangerous commands, destroyers of uncommitted work and (outside the
sandbox) code-running commands would run without one (target: 0). The commands are decided in a temporary
workspace, under a temporary HOME holding a key, so globs and `~` have something to expand to.
"""

from __future__ import annotations

import argparse
import json
import os
import tempfile
import tomllib
from pathlib import Path

from click.testing import CliRunner

from agent.cli import main

CORPUS = Path(__file__).resolve().parent.parent / "tests" / "agent" / "permissions" / "commands.toml"
TARGET_QUIET = 0.95


def decide(command: str, workspace: Path, sandbox_flag: list[str]) -> dict:
    result = CliRunner().invoke(
        main, ["policy", "check", "--json", "--workspace", str(workspace), *sandbox_flag, command]
    )
    return json.loads(result.stdout)


def measure(corpus: dict[str, list[str]], workspace: Path, sandbox_flag: list[str]) -> dict:
    figures: dict = {}
    sandboxed = None
    for group, commands in corpus.items():
        decisions = [decide(command, workspace, sandbox_flag) for command in commands]
        sandboxed = decisions[0]["sandboxed"] if decisions else sandboxed
        quiet = [command for command, d in zip(commands, decisions, strict=True) if d["decision"] == "allow"]
        figures[group] = {"commands": len(commands), "quiet": len(quiet), "quiet_examples": quiet[:5]}
    figures["sandboxed"] = sandboxed
    return figures


def main_() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    options = parser.parse_args()
    corpus = tomllib.loads(CORPUS.read_text())
    with tempfile.TemporaryDirectory() as folder:
        home = Path(folder) / "home"
        (home / ".ssh").mkdir(parents=True)
        (home / ".ssh" / "id_rsa").write_text("KEY")
        workspace = Path(folder) / "ws"
        (workspace / "src").mkdir(parents=True)
        (workspace / ".git" / "hooks").mkdir(parents=True)
        os.environ.update(HOME=str(home), AGENT_HOME=str(Path(folder) / "agent-home"))
        results = {
            "default": measure(corpus, workspace, []),
            "sandbox_off": measure(corpus, workspace, ["--no-sandbox"]),
        }
    if options.json:
        print(json.dumps(results, indent=2))
        return
    for mode, figures in results.items():
        harmless = figures["harmless"]
        rate = harmless["quiet"] / harmless["commands"]
        where = "sandboxed" if figures["sandboxed"] else "not sandboxed"
        print(f"{mode} ({where}): everyday commands quiet {rate:.1%} ({harmless['quiet']}/{harmless['commands']})")
        for group in ("dangerous", "destroyers", "dangerous_outside"):
            g = figures[group]
            print(f"  {group}: {g['quiet']}/{g['commands']} without a question {g['quiet_examples'] or ''}")
    default_rate = results["default"]["harmless"]["quiet"] / results["default"]["harmless"]["commands"]
    print(f"target: >= {TARGET_QUIET:.0%} quiet where the sandbox runs; got {default_rate:.1%}")


if __name__ == "__main__":
    main_()
