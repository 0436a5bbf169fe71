"""Objects built whole: a loop's or a runtime's attributes are set by its own class (its constructor, its
methods), never from outside, so what a loop or runtime holds is read in one place, its constructor."""

from __future__ import annotations

import ast
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[2]
OWN_CLASSES = {"AgentLoop", "ToolRuntime"}
# The names a loop or a runtime is bound to across agent/ (`runtime`, `self.loop`, `chat.loop`, `parent.runtime`, a
# subagent's `view`): an assignment to an attribute of such an object, or of one of its parts, sets it from outside.
HOLDERS = {"runtime", "loop", "view"}


def holds_loop_or_runtime(node: ast.expr) -> bool:
    """Whether `node` (the object an assignment sets an attribute of) is a loop or runtime, or a part of one."""
    while True:
        if isinstance(node, ast.Name):
            return node.id in HOLDERS
        if isinstance(node, ast.Attribute):
            if node.attr in HOLDERS:
                return True
            node = node.value
        elif isinstance(node, ast.Subscript):
            node = node.value
        else:
            return False


def outside_sets(source: str) -> list[int]:
    """The lines of `source` that set an attribute of a loop or runtime outside the AgentLoop and ToolRuntime
    classes."""
    found: list[int] = []

    def visit(node: ast.AST, inside_own: bool) -> None:
        if isinstance(node, ast.ClassDef):
            inside_own = node.name in OWN_CLASSES
        targets: list[ast.expr] = []
        if isinstance(node, ast.Assign):
            targets = node.targets
        elif isinstance(node, ast.AugAssign | ast.AnnAssign):
            targets = [node.target]
        for target in targets:
            for part in ast.walk(target):
                if isinstance(part, ast.Attribute) and isinstance(part.ctx, ast.Store) and not inside_own:
                    if holds_loop_or_runtime(part.value):
                        found.append(part.lineno)
        for child in ast.iter_child_nodes(node):
            visit(child, inside_own)

    visit(ast.parse(source), False)
    return found


def test_nobody_sets_a_loop_or_runtime_attribute_from_outside():
    offenders = {
        f"{source.relative_to(REPO_ROOT)}:{line}": source.read_text(encoding="utf-8").splitlines()[line - 1].strip()
        for source in sorted((REPO_ROOT / "agent").rglob("*.py"))
        for line in outside_sets(source.read_text(encoding="utf-8"))
    }
    assert offenders == {}


def test_the_scan_finds_what_it_looks_for():
    source = (
        "runtime.hooks = h\n"
        "chat.loop.file_records = r\n"
        "loop.budget.map_slot = s\n"
        "self.runtime.note = n\n"
        "parent.runtime.checkpoints = c\n"
        "view._offers, x = o, 1\n"
        "self.loop = loop\n"  # the holder's own attribute: no offence
        "runtime = other.runtime\n"
        "class ToolRuntime:\n"
        "    def restricted(self):\n"
        "        view.tools = {}\n"  # inside its own class
    )
    assert outside_sets(source) == [1, 2, 3, 4, 5, 6]
