"""How much each file is about the task, by its words: BM25 over four views of each file, each scaled to its best
file and summed with a weight. Identifiers are split on case and underscores (`parse_args` and `ParseArgs` both
give `parse`, `args`, and the whole `parseargs`).

- code: every identifier it uses (per use), its definitions' names and signatures, its comments, docstrings and
  string literals: close to plain BM25 over the whole text, which beat every narrower view on projects the
  weights were not fitted on;
- path: the words of its path (`rules/no_unused_vars.js`), which a report names as a rule, a lexer, a command;
- names: its path and its definitions' names and signatures, what the file defines rather than uses;
- prose: its comments, docstrings and string literals, where the messages a report quotes stand.

The weights were chosen leaving one project out, on 187 real bug reports of 16 projects in Python, JavaScript
and Rust (bench/bench_repomap_localisation.py; docs/repository-map.md quotes the held-out figures). BM25 is a few
lines here, so no library: what matters is which words each view is made of.
"""

from __future__ import annotations

import math
import re
from collections import Counter

from agent.repomap.tags import FileTags

WORD = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
PART = re.compile(r"[A-Z]+(?![a-z])|[A-Z]?[a-z]+|[0-9]+")
# Each view's weight, its scores scaled to the best file first. Fitted leaving one project out: these won on 15
# of 16 held-out folds (the 16th picked the same but for the prose weight).
CODE_WEIGHT = 1.0
PATH_WEIGHT = 0.5
NAMES_WEIGHT = 0.5
PROSE_WEIGHT = 0.25
NAMES_PATH_REPEAT = 3  # in the names view a path's words count this many times: the file's name is its subject
K1, B = 1.2, 0.75
STOP_WORDS = frozenset(
    """a an and are as at be but by can do does for from has have how if in into is it its not of on or so such
    that the their then there these this to was were when which while will with without you your self cls
    i we me my should would could get set none true false return def class function file files code""".split()
)


def words_of(text: str) -> list[str]:
    """The words of `text` for matching: each identifier lower-cased whole and split into its parts."""
    found: list[str] = []
    for identifier in WORD.findall(text):
        parts = [part.lower() for part in PART.findall(identifier)]
        whole = identifier.lower().strip("_").replace("_", "")
        for word in {whole, *parts}:
            if len(word) > 1 and word not in STOP_WORDS:
                found.append(word)
    return found


def path_words(path: str) -> list[str]:
    return words_of(path.replace("/", " ").replace(".", " "))


def views_of(tags: FileTags) -> tuple[Counter[str], Counter[str], Counter[str], Counter[str]]:
    """The file's code, path, names and prose views (word counts)."""
    path = Counter(path_words(tags.path))
    defined: Counter[str] = Counter()  # the words of its definitions' names and signatures
    for definition in tags.definitions:
        defined.update(words_of(definition.name))
        defined.update(words_of(definition.signature))
    names = defined + Counter({word: count * NAMES_PATH_REPEAT for word, count in path.items()})
    prose = Counter(words_of(tags.words))
    prose.update(words_of(tags.strings))
    code = defined + prose
    for name, uses in tags.references.items():
        for word in words_of(name):
            code[word] += uses
    return code, path, names, prose


class Bm25:
    """BM25 scores of documents for a query."""

    def __init__(self, documents: list[Counter[str]]):
        self.documents = documents
        self.lengths = [sum(document.values()) for document in documents]
        self.average = (sum(self.lengths) / len(self.lengths) if self.lengths else 0.0) or 1.0
        self.frequency: Counter[str] = Counter()
        for document in documents:
            self.frequency.update(document.keys())

    def idf(self, terms: list[str]) -> dict[str, float]:
        count = len(self.documents)
        return {term: math.log(1 + (count - n + 0.5) / (n + 0.5)) for term in terms if (n := self.frequency[term])}

    def scores(self, terms: list[str]) -> list[float]:
        """Each document's score for the query's `terms` (in one order: float sums must not change by run)."""
        idf = self.idf(terms)
        result = []
        for document, length in zip(self.documents, self.lengths, strict=True):
            score = 0.0
            for term, weight in idf.items():
                if (tf := document.get(term, 0)) > 0:
                    score += weight * tf * (K1 + 1) / (tf + K1 * (1 - B + B * length / self.average))
            result.append(score)
        return result


class FileRelevance:
    """The four views of every file of an index, built once; `scores` for each task."""

    def __init__(self, files: list[FileTags]):
        self.paths = [tags.path for tags in files]
        views = [views_of(tags) for tags in files]
        self.views = [Bm25([view[n] for view in views]) for n in range(len(self.weights()))]

    @staticmethod
    def weights() -> tuple[float, float, float, float]:
        return CODE_WEIGHT, PATH_WEIGHT, NAMES_WEIGHT, PROSE_WEIGHT  # read at each use: the bench fits them

    def scores(self, query: str) -> dict[str, float]:
        """Each file's score for `query` (files that share no word with it are left out)."""
        terms = sorted(set(words_of(query)))
        total = [0.0] * len(self.paths)
        for bm25, weight in zip(self.views, self.weights(), strict=True):
            scores = bm25.scores(terms)
            top = max(scores, default=0.0)
            if top > 0 and weight:
                for number, score in enumerate(scores):
                    total[number] += weight * score / top
        return {path: score for path, score in zip(self.paths, total, strict=True) if score > 0}

    def idf(self, query: str) -> dict[str, float]:
        """How rare each of the query's words is among the files' code (for ranking a file's definitions)."""
        return self.views[0].idf(sorted(set(words_of(query))))
