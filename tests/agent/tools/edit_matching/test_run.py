"""A headless `agent run` whose model copies old_text loosely: the near-miss lands as meant and says so, the
ambiguous one is refused naming its places, and the transcript holds both results."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from agent.cli import main

SOURCE = "def a():\n    if x:\n        return 1\n\n\ndef b():\n    if x:\n        return 1\n    return 2\n"


def call(name: str, **arguments) -> dict:
    return {"tool_calls": [{"name": name, "arguments": arguments}]}


def test_a_near_miss_lands_and_an_ambiguous_one_is_refused(agent_home, workspace, write_script):
    (workspace / "two.py").write_text(SOURCE)
    script = write_script(
        call("read", path="two.py"),
        # de-indented, it fits both functions
        call("edit", path="two.py", old_text="if x:\n    return 1", new_text="if x:\n    return 4"),
        # read's numbers copied, and four columns of indentation lost with them
        call(
            "edit",
            path="two.py",
            old_text="     8\t    return 1\n     9\treturn 2",
            new_text="     8\t    return 3\n     9\treturn 2",
        ),
        {"content": "done"},
    )
    result = CliRunner().invoke(main, ["run", "fix", "--model", f"script:{script}", "-w", str(workspace), "--json"])
    assert result.exit_code == 0, result.output
    assert (workspace / "two.py").read_text() == SOURCE.replace(
        "        return 1\n    return 2", "        return 3\n    return 2"
    )
    transcript = Path(json.loads(result.stdout)["transcript"]).read_text().splitlines()
    results = [
        event["message"]["content"]
        for event in map(json.loads, transcript)
        if event.get("message", {}).get("role") == "tool"
    ]
    assert any(
        text.startswith("edited two.py: replaced 1 occurrence at line 8; applied after removing line numbers")
        for text in results
    )
    assert any("fits 2 places (lines 2-3, 7-8), so nothing was changed" in text for text in results)
