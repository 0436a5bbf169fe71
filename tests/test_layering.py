"""The packages' layering: parsers imports neither of the others, capabilities never imports the agent
(agent -> capabilities -> parsers), so each can be used and tested on its own."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

REPO_ROOT = Path(__file__).resolve().parent.parent
FORBIDDEN = {"parsers": ("agent", "capabilities"), "capabilities": ("agent",)}


def imported_packages(source: Path) -> set[str]:
    names: set[str] = set()
    for node in ast.walk(ast.parse(source.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module.split(".")[0])
    return names


@pytest.mark.parametrize("package", FORBIDDEN)
def test_a_lower_package_never_imports_a_higher_one(package):
    sources = sorted((REPO_ROOT / package).rglob("*.py"))
    assert sources, f"no sources found for {package}"
    offenders = {
        str(source.relative_to(REPO_ROOT)): sorted(imported_packages(source) & set(FORBIDDEN[package]))
        for source in sources
    }
    assert {path: found for path, found in offenders.items() if found} == {}


def test_the_check_sees_imports_inside_functions(tmp_path):
    source = tmp_path / "m.py"
    source.write_text("def f():\n    from agent.loop import AgentLoop\n    import capabilities.registry\n")
    assert imported_packages(source) == {"agent", "capabilities"}
