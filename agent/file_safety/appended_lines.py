"""Logs appended a JSON line at a time (compare's results.jsonl, the checkpoint log), read back: a process killed
while writing leaves its last line cut, which reading passes over; a line damaged anywhere else is an error."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any, TypeVar

from pydantic import ValidationError

Record = TypeVar("Record")


class DamagedLine(Exception):
    """A line before the last that is not JSON or not a record; the caller names its file in the message."""

    def __init__(self, number: int, cause: json.JSONDecodeError | ValidationError):
        super().__init__(f"line {number}: {cause}")
        self.number = number  # from 1
        self.cause = cause


def appended_records(lines: list[str], read: Callable[[Any], Record]) -> list[tuple[int, Record]]:
    """Each line's record, as `read` makes it from the line's JSON, with its number (from 1); blank lines and a
    last line that cannot be read (no newline after it: its writer died mid-line) are left out."""
    records = []
    for number, text in enumerate(lines, start=1):
        if not text.strip():
            continue
        try:
            records.append((number, read(json.loads(text))))
        except (json.JSONDecodeError, ValidationError) as err:
            if number == len(lines):
                break
            raise DamagedLine(number, err) from None
    return records
