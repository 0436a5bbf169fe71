"""Each dialect is one record (parsers/readers/): the scan's markers, render_call and the streaming
sniff are derived from them, so the records must cover the names exactly once."""

from __future__ import annotations

import re
from collections import Counter

from parsers import DIALECTS
from parsers.readers import DIALECT_TABLE, MARKERS, RECORDS


def test_every_dialect_name_has_exactly_one_record() -> None:
    assert Counter(record.name for record in RECORDS) == Counter(DIALECTS)
    assert tuple(DIALECT_TABLE) == DIALECTS


def test_marker_names_are_unique() -> None:
    names = [marker.name for marker in MARKERS.markers]
    assert len(names) == len(set(names))


def test_every_sniff_has_one_group_the_tool_name() -> None:
    for record in RECORDS:
        for pattern in record.sniff:
            assert re.compile(pattern).groups == 1, (record.name, pattern)
