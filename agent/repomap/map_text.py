"""The map as the model sees it: the ranked files, each with its key signatures (class and function lines, no
bodies), cut to a token budget that it never passes, counted with the caller's counter (the provider's own
tokenizer where it has one)."""

from __future__ import annotations

from collections.abc import Callable

from agent.repomap.file_ranking import RankedFile

HEADING = (
    "Repository map: the files most related to the task, most related first, with their definitions "
    "(line: signature). Read a file before you edit it."
)
MAX_MISSES = 20  # files in a row that do not fit, even by name, end the map
# Signatures per file by rank: the top file shows its shape, the next two their main names, the rest one line,
# so a small budget still lists many candidates (the file the task needs is often not the first). Measured on the
# 187 reports of bench/localisation: at 1,024 tokens a changed file is in the map for 179 (26 files shown on
# average), against 173 (16 files) when the top three showed 8 signatures and the next seven 3.
SIGNATURES_BY_RANK = ((1, 8), (3, 3))  # (up to rank, signatures)
DOC_RANKS = 1  # the top file's signatures carry the first line of their documentation: what a model reads first


def signatures_at(rank: int) -> int:
    return next((count for last, count in SIGNATURES_BY_RANK if rank <= last), 1)


CountTokens = Callable[[str], int]


def file_block(rank: int, file: RankedFile, signatures: int) -> str:
    if file.listed_only or not file.definitions or signatures == 0:
        return f"{rank}. {file.path}"
    shown = sorted(file.definitions[:signatures], key=lambda definition: definition.line)
    lines = [f"{rank}. {file.path}"] + [
        f"   {definition.line}: {definition.signature}"
        + (f"  — {definition.doc}" if definition.doc and rank <= DOC_RANKS else "")
        for definition in shown
    ]
    return "\n".join(lines)


def render_map(ranked: list[RankedFile], budget: int, count: CountTokens) -> tuple[str, list[RankedFile]]:
    """The map text within `budget` tokens by `count`, and the files it shows; ("", []) when not even the heading
    and one file fit. Each file takes its block whole, or its name alone when the block does not fit."""
    if budget <= 0 or not ranked:
        return "", []
    used = count(HEADING)
    blocks: list[str] = []
    shown: list[RankedFile] = []
    misses = 0
    for file in ranked:
        rank = len(shown) + 1
        # Its block whole, else fewer signatures, else its name: the next file should not go for want of room.
        most = signatures_at(rank)
        for block in (file_block(rank, file, shown) for shown in sorted({most, min(most, 2), 0}, reverse=True)):
            cost = count(block) + 1  # and the newline before it
            if used + cost <= budget:
                blocks.append(block)
                shown.append(file)
                used += cost
                break
        else:
            misses += 1
            if misses >= MAX_MISSES:  # the budget is spent: no use trying every file of a large repository
                break
    # Counted per block, a tokenizer may merge across the newlines; the whole is counted once more and cut back.
    text = "\n".join([HEADING, *blocks])
    while blocks and count(text) > budget:
        blocks.pop()
        shown.pop()
        text = "\n".join([HEADING, *blocks])
    return (text, shown) if blocks else ("", [])
