"""Which file ending is which tree-sitter grammar (`grammars.toml`), and a parser for each: the syntax gate reads
edited files with them and the repository map queries their trees. A grammar is loaded once per process; a
parser is kept per grammar and thread (a tree-sitter parser is not shared between threads that parse at once)."""

from __future__ import annotations

import threading
import tomllib
from functools import cache
from importlib import resources
from pathlib import PurePath

from pydantic import BaseModel, ConfigDict
from tree_sitter import Language, Parser


class GrammarEntry(BaseModel):
    """One table of grammars.toml: a language the agent parses."""

    model_config = ConfigDict(extra="forbid")

    title: str  # the language's name in messages
    endings: list[str]
    grammar: str | None = None  # tree-sitter-language-pack's name, when it is not the table's
    alternatives: list[str] = []  # other tables whose grammar may also read these files
    macros: bool = False  # #define bodies are text, not code: the syntax gate does not read them


@cache
def grammar_table() -> dict[str, GrammarEntry]:
    text = resources.files(__package__).joinpath("grammars.toml").read_text(encoding="utf-8")
    return {name: GrammarEntry.model_validate(entry) for name, entry in tomllib.loads(text).items()}


@cache
def _endings() -> dict[str, str]:
    return {ending: name for name, entry in grammar_table().items() for ending in entry.endings}


def language_name_of(path: str) -> str | None:
    """The language of a file by its ending (a table of grammars.toml); None for a file the agent does not parse."""
    return _endings().get(PurePath(path).suffix.lower())


@cache
def tree_sitter_language(name: str) -> Language:
    """The grammar of `name` (a table of grammars.toml), loaded once per process."""
    from tree_sitter_language_pack import get_language

    entry = grammar_table()[name]
    return get_language(entry.grammar or name)  # type: ignore[arg-type]  # a name from our own table


_parsers = threading.local()


def parser_for(name: str) -> Parser:
    """This thread's parser for `name`, made on first use."""
    made: dict[str, Parser] = _parsers.__dict__.setdefault("by_name", {})
    if name not in made:
        made[name] = Parser(tree_sitter_language(name))
    return made[name]
