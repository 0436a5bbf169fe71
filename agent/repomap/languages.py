"""The languages the map reads, from `languages.toml`: which file ending is which language, and each language's
parser and compiled queries (made once per process, on first use)."""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from functools import cache
from importlib import resources
from pathlib import PurePath

from pydantic import BaseModel, ConfigDict
from tree_sitter import Language, Parser, Query


class LanguageEntry(BaseModel):
    """One table of languages.toml."""

    model_config = ConfigDict(extra="forbid")

    endings: list[str]
    grammar: str | None = None  # tree-sitter-language-pack's name, when it is not the table's
    definitions: str
    references: str
    words: str


@dataclass(frozen=True)
class SourceLanguage:
    """A language ready to read files: its parser's language and the three queries."""

    name: str
    language: Language
    definitions: Query
    references: Query
    words: Query

    def parser(self) -> Parser:
        return Parser(self.language)


@cache
def language_table() -> dict[str, LanguageEntry]:
    text = resources.files(__package__).joinpath("languages.toml").read_text(encoding="utf-8")
    return {name: LanguageEntry.model_validate(entry) for name, entry in tomllib.loads(text).items()}


@cache
def _endings() -> dict[str, str]:
    return {ending: name for name, entry in language_table().items() for ending in entry.endings}


def language_name_of(path: str) -> str | None:
    """The map's language of a file, by its ending; None for a file the map does not read."""
    return _endings().get(PurePath(path).suffix.lower())


@cache
def source_language(name: str) -> SourceLanguage:
    """The parser's language and compiled queries of `name` (a table of languages.toml)."""
    from tree_sitter_language_pack import get_language

    entry = language_table()[name]
    language = get_language(entry.grammar or name)  # type: ignore[arg-type]  # a name from our own table
    return SourceLanguage(
        name=name,
        language=language,
        definitions=Query(language, entry.definitions),
        references=Query(language, entry.references),
        words=Query(language, entry.words),
    )
