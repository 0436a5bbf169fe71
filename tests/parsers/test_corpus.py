"""The corpus: every dialect, every trap in dialects.md, and the negatives."""

from __future__ import annotations

import pytest

from parsers import StreamingParser, extract_tool_calls
from tests.parsers.corpus import ALL_CASES, CASES, TOOLS, Case
from tests.parsers.corpus_2026_a import CASES_A, SOURCES, TOOLS_A
from tests.parsers.corpus_2026_b import CASES_2026_B, SOURCES_2026_B, TOOLS_B
from tests.parsers.corpus_2026_c import CASES_C, SOURCES_C, TOOLS_C
from tests.parsers.corpus_2026_d import CASES_D, CASES_D_OURS, SOURCES_D, TOOLS_D, TOOLS_OURS


def test_corpus_is_big_enough() -> None:
    negatives = [case for case in CASES if not case.calls]
    assert len(ALL_CASES) >= 150
    assert len(negatives) >= 40


@pytest.mark.parametrize("case", ALL_CASES, ids=[case.id for case in ALL_CASES])
def test_case(case: Case) -> None:
    check(case, TOOLS)


def test_corpus_2026_a_is_real_outputs_with_their_sources() -> None:
    assert len(CASES_A) >= 75
    assert len({case.id for case in CASES_A}) == len(CASES_A)
    assert all(SOURCES[case.id] for case in CASES_A)
    assert sum(1 for case in CASES_A if not case.calls and not case.errors) >= 5  # stay call-free
    assert sum(1 for case in CASES_A if case.id.startswith("cut-")) >= 5  # never run


@pytest.mark.parametrize("case", CASES_A, ids=[case.id for case in CASES_A])
def test_case_2026_a(case: Case) -> None:
    """GLM-4.5+, DeepSeek V3.1/V3.2, MiniMax-M2/M3 and Kimi K2 as models and servers write them."""
    check(case, TOOLS_A)


def check(case: Case, tools: list[dict]) -> None:
    result = extract_tool_calls(case.text, tools)
    assert [(call.name, call.arguments) for call in result.calls] == case.calls
    if case.dialect is not None:
        assert {call.dialect for call in result.calls} <= {case.dialect}
    if case.repaired is not None:
        assert [call.repaired for call in result.calls] == [case.repaired] * len(case.calls)
    # one error holding every substring given (or several, each holding them all: a reply's blocks broken alike)
    assert len(result.errors) == (1 if case.errors else 0) or (case.errors and len(result.errors) > 1), result.errors
    for needle in case.errors:
        assert all(needle in error.message for error in result.errors)
    if case.content is not None:
        assert result.content == case.content
    elif not case.calls and not case.errors:
        assert result.content == case.text.strip()  # nothing was taken from a negative


CUT_CASES = [case for case in CASES if case.id.startswith("cut-")]
CUT_CASES_A = [case for case in CASES_A if case.id.startswith("cut-")]


@pytest.mark.parametrize("size", [1, 5, 64])
@pytest.mark.parametrize("case", CUT_CASES, ids=[case.id for case in CUT_CASES])
def test_a_cut_off_call_streams_as_the_whole_text_parses(case: Case, size: int) -> None:
    """Streamed in chunks, a reply the end cuts mid-call announces no call the whole parse refuses."""
    stream_like_whole(case, TOOLS, size)


@pytest.mark.parametrize("size", [1, 5, 64])
@pytest.mark.parametrize("case", CUT_CASES_A, ids=[case.id for case in CUT_CASES_A])
def test_a_cut_off_2026_call_streams_as_the_whole_text_parses(case: Case, size: int) -> None:
    stream_like_whole(case, TOOLS_A, size)


def stream_like_whole(case: Case, tools: list[dict], size: int) -> None:
    parser = StreamingParser(tools)
    events = [event for i in range(0, len(case.text), size) for event in parser.feed(case.text[i : i + size])]
    whole = extract_tool_calls(case.text, tools)
    assert parser.finish() == whole
    streamed = [event.call for event in events if event.kind == "call"]
    assert streamed == whole.calls[: len(streamed)]
    errors = [event.error for event in events if event.kind == "error"]
    assert errors == whole.errors[: len(errors)]


# ---- real outputs of the 2026 families (tests/parsers/corpus_2026_b.py) --------------------------------


def test_every_real_output_names_its_source() -> None:
    assert len(CASES_2026_B) >= 75
    assert all(SOURCES_2026_B[case.id].strip() for case in CASES_2026_B)
    assert len({case.id for case in CASES_2026_B}) == len(CASES_2026_B)
    families = ("gemma4-", "fgemma-", "lfm2-", "granite", "harmony-", "hermes-")
    assert all(any(case.id.startswith(f) or f"-{f}" in case.id for case in CASES_2026_B) for f in families)


@pytest.mark.parametrize("case", CASES_2026_B, ids=[case.id for case in CASES_2026_B])
def test_real_output_2026(case: Case) -> None:
    check(case, TOOLS_B)


CUT_CASES_2026 = [case for case in CASES_2026_B if case.id.startswith("cut-")]


@pytest.mark.parametrize("size", [1, 5, 64])
@pytest.mark.parametrize("case", CUT_CASES_2026, ids=[case.id for case in CUT_CASES_2026])
def test_a_real_cut_off_call_is_never_run_streamed(case: Case, size: int) -> None:
    """A real reply the length limit cut mid-call runs nothing, streamed in chunks as whole."""
    parser = StreamingParser(TOOLS_B)
    events = [event for i in range(0, len(case.text), size) for event in parser.feed(case.text[i : i + size])]
    assert parser.finish() == extract_tool_calls(case.text, TOOLS_B)
    assert [event for event in events if event.kind == "call"] == []


# ---- MiniMax-M3's reasoning, stripped GLM/DeepSeek/Kimi calls, Kimi's ids (tests/parsers/corpus_2026_c.py) ----


def test_corpus_2026_c_names_its_sources_and_keeps_its_negatives() -> None:
    assert len({case.id for case in CASES_C}) == len(CASES_C) == len(SOURCES_C)
    assert all(SOURCES_C[case.id].strip() for case in CASES_C)
    assert sum(1 for case in CASES_C if case.id.startswith("neg-")) >= 8  # stay call-free
    assert sum(1 for case in CASES_C if case.id.startswith("cut-")) >= 5  # never run


@pytest.mark.parametrize("case", CASES_C, ids=[case.id for case in CASES_C])
def test_case_2026_c(case: Case) -> None:
    check(case, TOOLS_C)


CUT_CASES_C = [case for case in CASES_C if case.id.startswith("cut-")]


@pytest.mark.parametrize("size", [1, 5, 64])
@pytest.mark.parametrize("case", CUT_CASES_C, ids=[case.id for case in CUT_CASES_C])
def test_a_cut_off_stripped_call_is_never_run_streamed(case: Case, size: int) -> None:
    parser = StreamingParser(TOOLS_C)
    events = [event for i in range(0, len(case.text), size) for event in parser.feed(case.text[i : i + size])]
    assert parser.finish() == extract_tool_calls(case.text, TOOLS_C)
    assert [event for event in events if event.kind == "call"] == []


# ---- the half-applied templates of issue 42 (tests/parsers/corpus_2026_d.py) ------------------------------------
CASES_D_ALL = [(case, TOOLS_D) for case in CASES_D] + [(case, TOOLS_OURS) for case in CASES_D_OURS]


def test_corpus_2026_d_names_its_sources_and_keeps_its_negatives() -> None:
    ids = [case.id for case, _ in CASES_D_ALL]
    assert len(set(ids)) == len(ids) == len(SOURCES_D)
    assert all(SOURCES_D[case_id].strip() for case_id in ids)
    families = ("bracket-", "perl-", "alias-", "gemma-", "kimi-", "pylit-")
    assert all(sum(1 for case_id in ids if case_id.startswith(f)) >= 3 for f in families)
    assert all(any(case_id.startswith(f"neg-{f}") for case_id in ids) for f in families)  # a negative for each
    assert sum(1 for case_id in ids if case_id.startswith("cut-")) >= 5  # never run


@pytest.mark.parametrize(("case", "tools"), CASES_D_ALL, ids=[case.id for case, _ in CASES_D_ALL])
def test_case_2026_d(case: Case, tools: list[dict]) -> None:
    check(case, tools)


@pytest.mark.parametrize("size", [1, 5, 64])
@pytest.mark.parametrize(
    ("case", "tools"), [(c, t) for c, t in CASES_D_ALL if c.id.startswith("cut-")], ids=lambda v: getattr(v, "id", "")
)
def test_a_cut_off_half_applied_call_is_never_run_streamed(case: Case, tools: list[dict], size: int) -> None:
    parser = StreamingParser(tools)
    events = [event for i in range(0, len(case.text), size) for event in parser.feed(case.text[i : i + size])]
    assert parser.finish() == extract_tool_calls(case.text, tools)
    assert [event for event in events if event.kind == "call"] == []
