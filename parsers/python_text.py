"""Calls written as Python (`[a(x=1), b(y='z')]`, `a(x=1)`): Python's own parser reads them, and only plain calls
with literal arguments count (a code sample is left alone)."""

from __future__ import annotations

import ast
from typing import Any

from parsers import quiet_ast
from parsers.calls import RawCall


class PythonSyntaxError(Exception):
    """Python call syntax that is not a plain call with literal arguments."""


_NAME_LITERALS = {"true": True, "false": False, "null": None, "none": None}


def calls_in_python(source: str, dialect: str, snippet_text: str) -> list[RawCall] | None:
    """Calls written as Python: `[a(x=1), b(y='z')]`, `a(x=1)`, `print(a(x=1))`, one per line.

    None when the source is not made only of such calls (so a code sample is left alone).
    """
    try:
        tree = quiet_ast.parse_module(source.strip())
    except Exception:  # SyntaxError, and MemoryError/RecursionError on hostile nesting
        return None
    found: list[RawCall] = []
    for statement in tree.body:
        if not isinstance(statement, ast.Expr):
            return None
        nodes = statement.value.elts if isinstance(statement.value, (ast.List, ast.Tuple)) else [statement.value]
        if not nodes:
            return None
        for node in nodes:
            call = _python_call(node, dialect, snippet_text)
            if call is None:
                return None
            found.append(call)
    return found or None


def is_python_literal(node: ast.AST) -> bool:
    """`node` is a value calls_in_python reads (`1`, `'a'`, `True`, `null`, `[1, 2]`), not a name or an expression."""
    try:
        _literal(node)
    except PythonSyntaxError:
        return False
    return True


def _python_call(node: ast.AST, dialect: str, snippet_text: str) -> RawCall | None:
    if not isinstance(node, ast.Call):
        return None
    name = _dotted(node.func)
    if name is None:
        return None
    if name == "print" and len(node.args) == 1 and not node.keywords and isinstance(node.args[0], ast.Call):
        return _python_call(node.args[0], dialect, snippet_text)
    try:
        args = {kw.arg: _literal(kw.value) for kw in node.keywords if kw.arg is not None}
        if any(kw.arg is None for kw in node.keywords):
            return None
        positional = [_literal(a) for a in node.args]
    except PythonSyntaxError:
        return None
    return RawCall(name, args, dialect, snippet=snippet_text, positional=positional)


def _dotted(node: ast.AST) -> str | None:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        base = _dotted(node.value)
        return f"{base}.{node.attr}" if base else None
    return None


def _literal(node: ast.AST) -> Any:
    """A Python literal as JSON has it: `True`/`true`/`None`/`null` at any depth; tuples and sets (JSON has
    neither) are the lists written; a dict's keys are literals too."""
    if isinstance(node, ast.Name) and node.id.lower() in _NAME_LITERALS:
        return _NAME_LITERALS[node.id.lower()]
    if isinstance(node, (ast.Set, ast.Tuple, ast.List)):
        return [_literal(item) for item in node.elts]
    if isinstance(node, ast.Dict):
        keys = [_literal(key) if key is not None else [] for key in node.keys]  # `**x` is no literal
        if not all(isinstance(key, (str, int, float, bool)) or key is None for key in keys):
            raise PythonSyntaxError("a dict key that is not a plain literal")
        return {key: _literal(value) for key, value in zip(keys, node.values, strict=True)}
    try:
        return ast.literal_eval(node)
    except Exception as exc:
        raise PythonSyntaxError(str(exc)) from None
