"""Ranking for the task (mentioned files and names first, their neighbours through the reference graph) and the
budget, which the map never passes whatever the counter."""

from __future__ import annotations

import pytest

from agent.repomap.file_ranking import MapQuery, rank_files
from agent.repomap.index import build_index
from agent.repomap.relevance import words_of
from agent.repomap.repo_map import MapMaker, default_map_tokens
from agent.tokens import estimate_tokens
from tests.agent.repomap.fixture_repos import write_repo


@pytest.fixture
def repo(tmp_path):
    return write_repo(tmp_path / "repo")


def test_identifiers_are_split_on_case_and_underscores():
    assert set(words_of("parseArgs")) == {"parse", "args", "parseargs"}
    assert set(words_of("apply_tax HTTPServer")) == {"apply", "tax", "applytax", "http", "server", "httpserver"}


@pytest.mark.parametrize(
    ("task", "first"),
    [
        ("the shipping cost is wrong for heavy parcels", "shop/shipping.py"),
        ("amountDue returns zero", "backend/Invoice.java"),
        ("scripts/report.rb crashes", "scripts/report.rb"),
        ("Reserve on a Stock with too few articles", "svc/inventory.go"),
        ("the crc of a buffer is wrong", "native/checksum.c"),
    ],
)
def test_the_file_the_task_mentions_ranks_first(repo, task, first):
    assert rank_files(build_index(repo), MapQuery(task))[0].path == first


def test_a_referenced_neighbour_rises_with_the_file_the_task_is_about(repo):
    index = build_index(repo)
    plain = [f.path for f in rank_files(index, MapQuery("the cart total"))]
    assert plain[0] == "shop/cart.py"
    # prices.py shares no word with the task; the cart's call of price_of brings it up over the other files
    assert plain.index("shop/prices.py") == 1


def test_files_the_agent_read_count_as_mentioned(repo):
    index = build_index(repo)
    ranked = rank_files(index, MapQuery("fix the bug", touched=["native/codec.cpp"]))
    assert ranked[0].path == "native/codec.cpp"


@pytest.mark.parametrize("budget", [1, 40, 60, 100, 150, 333, 1024])
@pytest.mark.parametrize("counter", ["tiktoken", "characters", "words"])
def test_the_map_never_passes_its_budget(repo, budget, counter):
    count = {"tiktoken": estimate_tokens, "characters": len, "words": lambda text: len(text.split())}[counter]
    repo_map = MapMaker(repo, count).make(MapQuery("cart total shipping"), budget)
    assert count(repo_map.text) <= budget
    assert repo_map.tokens == (count(repo_map.text) if repo_map.text else 0)
    if budget >= 150 and counter != "characters":  # the heading alone is 150 characters
        assert repo_map.files and repo_map.files[0].path == "shop/cart.py"


def test_the_map_shows_signatures_not_bodies(repo):
    text = MapMaker(repo, estimate_tokens).make(MapQuery("cart"), 400).text
    assert "1. shop/cart.py\n" in text
    assert "8: def add_item(self, sku: str, quantity: int = 1) -> None:" in text
    assert "self.items[sku] = quantity" not in text


def test_the_default_budget_is_a_small_capped_share_of_the_window():
    assert default_map_tokens(16_384) == 1024
    assert default_map_tokens(1_000_000) == 4096
    assert default_map_tokens(2048) == 0  # a tiny window goes without


def _code_and_its_tests(root):
    (root / "src").mkdir(parents=True)
    (root / "tests").mkdir()
    (root / "src" / "slugs.py").write_text('def slugify(title):\n    """A title as a URL slug."""\n    return title\n')
    (root / "src" / "other.py").write_text("def unrelated():\n    return 1\n")
    # the test calls everything by the report's words, more often than the code itself says them
    (root / "tests" / "test_slugs.py").write_text(
        "from slugs import slugify\n\n\n"
        + "".join(
            f'def test_slugify_unicode_title_{n}():\n    """slugify drops the unicode accents of a title"""\n'
            f"    assert slugify('title') == 'title'\n\n\n"
            for n in range(4)
        )
    )
    return root


def test_the_code_ranks_above_its_tests_unless_the_task_speaks_of_tests(tmp_path):
    index = build_index(_code_and_its_tests(tmp_path / "repo"))
    report = "slugify keeps the unicode accents of a title"
    assert [f.path for f in rank_files(index, MapQuery(report))][:2] == ["src/slugs.py", "tests/test_slugs.py"]
    asked = "the unicode test of slugify fails for a title"
    assert rank_files(index, MapQuery(asked))[0].path == "tests/test_slugs.py"
