"""The near-miss edit corpus (bench/edits/cases.jsonl) holds its invariants: every case loads through the bench's
schema, none is an exact unique match, every apply case changes the file, and the mix stays broad. It checks the
data only, never the edit tool's matcher (bench/bench_edits.py measures that)."""

from __future__ import annotations

import importlib.util
import json
import sys
from collections import Counter
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parents[2] / "bench" / "bench_edits.py"


def load_bench():
    spec = importlib.util.spec_from_file_location("bench_edits", BENCH)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up while the class is built
    spec.loader.exec_module(module)
    return module


bench = load_bench()
CASES = bench.load_cases()


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.id)
def test_case_is_a_near_miss(case) -> None:
    assert bench.validation_problems(case) == []


def test_corpus_is_broad() -> None:
    assert len(CASES) >= 140
    assert len({c.project for c in CASES}) >= 8
    assert len({c.language for c in CASES}) >= 3
    expect = Counter(c.expect for c in CASES)
    assert expect["apply"] >= 100 and expect["refuse"] >= 30
    assert {c.kind for c in CASES if c.expect == "refuse"} == bench.REFUSE_KINDS
    assert all(c.shape_source.startswith("https://") for c in CASES)


def test_bad_case_is_one_line(tmp_path: Path) -> None:
    raw = json.loads(bench.CASES.read_text(encoding="utf-8").splitlines()[0])
    raw["surprise"] = 1
    bad = tmp_path / "cases.jsonl"
    bad.write_text(json.dumps(raw) + "\n", encoding="utf-8")
    with pytest.raises(bench.BadCase) as caught:
        bench.load_cases(bad)
    message = str(caught.value)
    assert "\n" not in message and "line 1" in message and raw["id"] in message


def test_apply_needs_expected(tmp_path: Path) -> None:
    raw = json.loads(bench.CASES.read_text(encoding="utf-8").splitlines()[0])
    raw["expected"] = None
    bad = tmp_path / "cases.jsonl"
    bad.write_text(json.dumps(raw) + "\n", encoding="utf-8")
    with pytest.raises(bench.BadCase):
        bench.load_cases(bad)
