"""How much each file is about the task, by its words: BM25 over a document per file made of its path, its
definitions' names and signatures, and its comments and docstrings, with identifiers split on case and
underscores (`parse_args` and `ParseArgs` both give `parse`, `args`, and the whole `parseargs`).

BM25 is ten lines here, so no library: what matters is which words each file is made of."""

from __future__ import annotations

import math
import re
from collections import Counter

from agent.repomap.tags import FileTags

WORD = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
PART = re.compile(r"[A-Z]+(?![a-z])|[A-Z]?[a-z]+|[0-9]+")
# Fields count more where they name the file's subject: a path or a definition's name says more than a comment.
# The identifiers a file uses count too, per use: a report names what the code does ("escape", "padding"), and
# plain BM25 over whole files found those files where names and comments alone did not. Measured with
# bench/bench_repomap_localisation.py on 20 real reports of click and rich (with the graph as tie-break only: top
# 3 in 18 of 20 at 2 or 3 per use, 15 without).
PATH_WEIGHT = 3
NAME_WEIGHT = 1
REFERENCE_WEIGHT = 2
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


def document_of(tags: FileTags) -> Counter[str]:
    """The words of one file, weighted by where they stand."""
    words: Counter[str] = Counter()
    for word in words_of(tags.path.replace("/", " ").replace(".", " ")):
        words[word] += PATH_WEIGHT
    for definition in tags.definitions:
        for word in words_of(definition.name):
            words[word] += NAME_WEIGHT
        words.update(words_of(definition.signature))
    words.update(words_of(tags.words))
    if REFERENCE_WEIGHT:
        for name, uses in tags.references.items():
            for word in words_of(name):
                words[word] += REFERENCE_WEIGHT * uses
    return words


class Bm25:
    """BM25 scores of the files for a query."""

    def __init__(self, files: list[FileTags]):
        self.paths = [tags.path for tags in files]
        self.documents = [document_of(tags) for tags in files]
        self.lengths = [sum(document.values()) for document in self.documents]
        self.average = (sum(self.lengths) / len(self.lengths)) if self.lengths else 1.0
        self.frequency: Counter[str] = Counter()
        for document in self.documents:
            self.frequency.update(document.keys())

    def scores(self, query: str) -> dict[str, float]:
        """Each file's score for `query` (files that share no word with it are left out)."""
        terms = sorted(set(words_of(query)))  # in one order: float sums must not change between processes
        count = len(self.documents)
        idf = {term: math.log(1 + (count - n + 0.5) / (n + 0.5)) for term in terms if (n := self.frequency[term])}
        result: dict[str, float] = {}
        for path, document, length in zip(self.paths, self.documents, self.lengths, strict=True):
            score = 0.0
            for term, weight in idf.items():
                if (tf := document.get(term, 0)) > 0:
                    score += weight * tf * (K1 + 1) / (tf + K1 * (1 - B + B * length / self.average))
            if score > 0:
                result[path] = score
        return result
