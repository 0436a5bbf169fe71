"""Definitions and references of each language the map reads, through tree-sitter-language-pack's grammars."""

from __future__ import annotations

import re

import pytest

from agent.repomap.index import build_index
from tests.agent.repomap.fixture_repos import write_repo

EXPECTED_DEFINITIONS = {
    "shop/cart.py": {("Cart", "class"), ("add_item", "function"), ("total", "function")},
    "web/app.js": {("startApp", "function"), ("Router", "class"), ("navigate", "method"), ("formatPrice", "function")},
    "web/basket.ts": {
        ("BasketLine", "interface"),
        ("Basket", "class"),
        ("addLine", "method"),
        ("renderBasket", "function"),
        ("Currency", "type"),
    },
    "svc/inventory.go": {("Stock", "type"), ("Reserve", "method"), ("NewStock", "function")},
    "engine/src/lib.rs": {
        ("TaxTable", "struct"),
        ("Taxed", "trait"),
        ("tax", "function"),
        ("apply_tax", "function"),
        ("Region", "enum"),
    },
    "backend/Invoice.java": {
        ("Invoice", "class"),
        ("Invoice", "method"),
        ("amountDue", "method"),
        ("Payable", "interface"),
        ("pay", "method"),
    },
    "native/checksum.c": {("crc_state", "struct"), ("crc32_update", "function"), ("checksum_t", "type")},
    "native/codec.cpp": {
        ("codec", "namespace"),
        ("Encoder", "class"),
        ("encode", "method"),
        ("Encoder::encode", "function"),
    },
    "scripts/report.rb": {
        ("Reports", "module"),
        ("SalesReport", "class"),
        ("monthly_totals", "method"),
        ("build", "method"),
    },
}


@pytest.fixture
def index(tmp_path):
    return build_index(write_repo(tmp_path / "repo"))


@pytest.mark.parametrize("path", sorted(EXPECTED_DEFINITIONS))
def test_each_language_yields_its_definitions(index, path):
    tags = index.by_path[path]
    assert tags.skipped is None
    assert {(d.name, d.kind) for d in tags.definitions} == EXPECTED_DEFINITIONS[path]


def test_signatures_stop_before_the_body(index):
    cart = {d.name: d for d in index.by_path["shop/cart.py"].definitions}
    assert cart["add_item"].signature == "def add_item(self, sku: str, quantity: int = 1) -> None:"
    assert cart["add_item"].line == 8
    go = {d.name: d.signature for d in index.by_path["svc/inventory.go"].definitions}
    assert go["Reserve"] == "func (s *Stock) Reserve(n int) bool"
    rust = {d.name: d.signature for d in index.by_path["engine/src/lib.rs"].definitions}
    assert rust["apply_tax"] == "pub fn apply_tax(&self, amount: f64) -> f64"


def test_references_are_the_names_a_file_uses_not_those_it_defines(index):
    cart = index.by_path["shop/cart.py"]
    assert cart.references["price_of"] == 2  # imported and called
    assert "add_item" not in cart.references
    assert "renderBasket" in index.by_path["web/app.js"].references
    assert "BasketLine" in index.by_path["web/basket.ts"].references


def test_comments_and_docstrings_are_kept_as_words(index):
    assert "discount applies after tax" in index.by_path["shop/cart.py"].words
    assert "Holds the items" in index.by_path["shop/cart.py"].words
    assert "Stock counts the articles" in index.by_path["svc/inventory.go"].words
    assert "Monthly sales report" in index.by_path["scripts/report.rb"].words


def test_words_keep_the_file_s_order_so_the_cut_keeps_its_start(tmp_path):
    # The words are cut to WORDS_CHARS: in another order, each process would keep (and rank by) other comments.
    lines = [f"# comment number {n} about topic{n}\ndef function_{n}():\n    '''Docstring {n}.'''\n" for n in range(40)]
    (tmp_path / "many.py").write_text("".join(lines))
    (words,) = [tags.words for tags in build_index(tmp_path, use_cache=False).files]
    numbers = [int(n) for n in re.findall(r"(?:comment number|Docstring) (\d+)", words)]
    assert numbers == sorted(numbers) and numbers[0] == 0


@pytest.mark.parametrize(
    ("name", "source", "docs"),
    [
        (
            "a.py",
            'def f(x):\n    """Replays the value.\n\n    More."""\n    return x\n\n'
            "# Adds one.\n# (second line)\ndef g():\n    return 1\n\n\ndef h():\n    pass\n",
            {"f": "Replays the value.", "g": "Adds one.", "h": ""},
        ),
        (
            "b.rs",
            "/// Parses the header.\n/// More.\npub fn parse(x: u8) -> u8 { x }\n\n// far away\n\nfn other() {}\n",
            {"parse": "Parses the header.", "other": ""},
        ),
        (
            "c.js",
            "/**\n * Checks the rule.\n */\nexport function check(a) { return a }\n"
            "class A {\n  // Moves.\n  m() {}\n}\n",
            {"check": "Checks the rule.", "A": "", "m": "Moves."},
        ),
    ],
)
def test_a_definition_keeps_the_first_line_of_its_docstring_or_the_comment_above_it(tmp_path, name, source, docs):
    (tmp_path / name).write_text(source)
    (tags,) = build_index(tmp_path, use_cache=False).files
    assert {definition.name: definition.doc for definition in tags.definitions} == docs


def test_the_top_files_signatures_show_their_documentation_in_the_map(tmp_path):
    from agent.repomap.file_ranking import MapQuery, rank_files
    from agent.repomap.map_text import render_map

    (tmp_path / "usage.py").write_text('def write_usage(prog):\n    """Writes the usage line."""\n    return prog\n')
    text, _ = render_map(rank_files(build_index(tmp_path), MapQuery("write_usage")), 1000, len)
    assert "def write_usage(prog):  — Writes the usage line." in text
