"""What a reader found in a message (a Region: its calls, errors and the text that stays), and the budget of
failed call candidates that every scan of one message shares."""

from __future__ import annotations

from dataclasses import dataclass, field

from parsers.calls import RawCall
from parsers.models import CallError


@dataclass
class Region:
    """What a reader found between `start` and `end`."""

    end: int
    calls: list[RawCall] = field(default_factory=list)
    errors: list[CallError] = field(default_factory=list)
    keep: str | None = None  # text of the region that stays in the content (None: none)
    explicit: bool = True  # written with a tool-call marker: unknown names are errors
    reasoning: bool = False  # a reasoning block (or its end)
    reasoning_ends: bool = False  # everything before this region was reasoning
    too_deep: bool = False  # a JSON value nested past MAX_DEPTH: kept as text, nothing in it read
    open_end: bool = False  # a value with a string that never closes: read to the end of the text
    # the region is this many identical copies of one structure in a row (calls and errors are
    # those of one copy, once per copy; `keep` and `end` cover all of them): see _copies
    repeat: int = 1
    # with `repeat`, for a region that keeps nothing: the copies are not adjacent, this text (no structure
    # starts in it) stands between each two, and stays in the content as the gaps between the copies would
    between: str | None = None
    charged: bool = False  # its candidates were charged to the budget already (a fence's inner scan)

    def followed_by(self, later: Region) -> Region:
        """This region grown over `later`, the next value of a run of calls in a row: its calls, to its end."""
        self.calls.extend(later.calls)
        self.end = later.end
        return self


class Budget:
    """The failed call candidates of one message so far, shared by every scan of it.

    A candidate fails when reading it ran json-repair or a decode that failed, when it names no
    offered tool, or when its reader reported an error. A candidate whose text is identical to the
    last failed one costs nothing: a run of identical copies is one attempt however it is read
    (counted by _copies, read one copy at a time, or cut anywhere by streaming chunks), so whole
    text and streaming spend the budget at the same candidates. After MAX_FAILED (scan.py) failures the
    scan reads only reasoning blocks: every later candidate stays in the content as written, and
    one error (STOP_MESSAGE) says so. The first closing reasoning tag with no opening one, where
    the drafts before it stop counting, starts the budget afresh (at most once per message).
    """

    __slots__ = ("failed", "last", "seen_reasoning")

    def __init__(self) -> None:
        self.failed = 0
        self.last: str | None = None  # per-copy text of the last failed candidate
        self.seen_reasoning = False
