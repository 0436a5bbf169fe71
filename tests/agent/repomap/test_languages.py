"""The map's languages: one table of queries for each language of agent/tools/grammars.toml, whose endings and
grammars the map reads its files with."""

from __future__ import annotations

from agent.repomap.languages import language_name_of, language_table, source_language
from agent.tools.grammars import grammar_table


def test_the_map_has_queries_for_every_grammar_and_no_other():
    assert language_table().keys() == grammar_table().keys()
    for name in language_table():
        assert source_language(name).parser().language == source_language(name).language


def test_the_map_finds_languages_by_the_grammar_tables_endings():
    assert language_name_of("src/App.TSX") == "tsx"
    assert language_name_of("include/shapes.h") == "c"
    assert language_name_of("README.md") is None
