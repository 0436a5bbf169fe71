"""Python's parser on a model's text, without the warnings it prints about what the text holds: an invalid escape
such as `"C:\\h"` in a pythonic call is a DeprecationWarning, and from Python 3.12 a SyntaxWarning shown on the user's
terminal. The text is data here, not code of ours, so its warnings are nobody's to read."""

from __future__ import annotations

import ast
import warnings
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any


@contextmanager
def _silenced() -> Iterator[None]:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", SyntaxWarning)
        warnings.simplefilter("ignore", DeprecationWarning)
        yield


def parse_module(source: str | bytes) -> ast.Module:
    with _silenced():
        return ast.parse(source, mode="exec")


def parse_expression(source: str) -> ast.Expression:
    with _silenced():
        return ast.parse(source, mode="eval")


def literal_eval(source: str) -> Any:
    with _silenced():
        return ast.literal_eval(source)
