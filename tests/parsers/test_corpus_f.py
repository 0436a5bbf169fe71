"""The second held-out corpus of issue 42 (tests/parsers/corpus_2026_f.py), run as test_corpus_e.py runs its own."""

from __future__ import annotations

import pytest

from parsers import StreamingParser, extract_tool_calls
from tests.parsers.corpus import Case
from tests.parsers.corpus_2026_f import CASES_F, SOURCES_F, TOOLS_F
from tests.parsers.test_corpus import check


def test_corpus_2026_f_names_its_sources_and_keeps_its_negatives() -> None:
    ids = [case.id for case in CASES_F]
    assert 40 <= len(ids) == len(set(ids)) == len(SOURCES_F)
    assert all(SOURCES_F[case_id].strip() for case_id in ids)
    assert sum(1 for case in CASES_F if not case.calls and not case.errors) >= 8  # stay text
    assert all(case.errors and not case.calls for case in CASES_F if case.id.startswith(("cut-", "err-")))


@pytest.mark.parametrize("case", CASES_F, ids=[case.id for case in CASES_F])
def test_case_2026_f(case: Case) -> None:
    check(case, TOOLS_F)


@pytest.mark.parametrize("size", [1, 5, 64])
@pytest.mark.parametrize("case", [c for c in CASES_F if c.id.startswith("cut-")], ids=lambda v: getattr(v, "id", ""))
def test_a_cut_off_held_out_call_is_never_run_streamed(case: Case, size: int) -> None:
    parser = StreamingParser(TOOLS_F)
    events = [event for i in range(0, len(case.text), size) for event in parser.feed(case.text[i : i + size])]
    assert parser.finish() == extract_tool_calls(case.text, TOOLS_F)
    assert [event for event in events if event.kind == "call"] == []


@pytest.mark.parametrize("case", CASES_F, ids=[case.id for case in CASES_F])
def test_held_out_forms_stream_as_whole_at_every_boundary(case: Case) -> None:
    """Split in two at every character (and fed one at a time), each held-out output gives the whole-message
    result, and the calls announced while streaming are its first calls."""
    whole = extract_tool_calls(case.text, TOOLS_F)
    for cut in range(len(case.text) + 1):
        parser = StreamingParser(TOOLS_F)
        parser.feed(case.text[:cut])
        parser.feed(case.text[cut:])
        assert parser.finish() == whole, cut
    parser = StreamingParser(TOOLS_F)
    streamed = [event.call for char in case.text for event in parser.feed(char) if event.kind == "call"]
    assert parser.finish() == whole
    assert streamed == whole.calls[: len(streamed)]
