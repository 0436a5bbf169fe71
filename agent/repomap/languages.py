"""The languages the map reads, from `languages.toml`: each language's compiled queries (made once per process, on
first use) over the grammar that agent/tools/grammars.py holds with the file endings."""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from functools import cache
from importlib import resources

from pydantic import BaseModel, ConfigDict
from tree_sitter import Language, Parser, Query

from agent.tools.grammars import grammar_table, language_name_of, parser_for, tree_sitter_language

__all__ = ["LanguageEntry", "SourceLanguage", "language_name_of", "language_table", "source_language"]


class LanguageEntry(BaseModel):
    """One table of languages.toml: the queries of one table of grammars.toml."""

    model_config = ConfigDict(extra="forbid")

    definitions: str
    references: str
    words: str
    strings: str


@dataclass(frozen=True)
class SourceLanguage:
    """A language ready to read files: its parser's language and the four queries."""

    name: str
    language: Language
    definitions: Query
    references: Query
    words: Query
    strings: Query

    def parser(self) -> Parser:
        return parser_for(self.name)


@cache
def language_table() -> dict[str, LanguageEntry]:
    text = resources.files(__package__).joinpath("languages.toml").read_text(encoding="utf-8")
    table = {name: LanguageEntry.model_validate(entry) for name, entry in tomllib.loads(text).items()}
    if table.keys() != grammar_table().keys():
        raise ValueError(
            "agent/repomap/languages.toml and agent/tools/grammars.toml must name the same languages: "
            f"{sorted(table.keys() ^ grammar_table().keys())} are in only one"
        )
    return table


@cache
def source_language(name: str) -> SourceLanguage:
    """The parser's language and compiled queries of `name` (a table of languages.toml)."""
    entry = language_table()[name]
    language = tree_sitter_language(name)
    return SourceLanguage(
        name=name,
        language=language,
        definitions=Query(language, entry.definitions),
        references=Query(language, entry.references),
        words=Query(language, entry.words),
        strings=Query(language, entry.strings),
    )
