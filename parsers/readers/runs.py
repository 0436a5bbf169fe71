"""Runs of one call read again and again with the same text between each two (`like <function=read>` 20k times, each
a broken call): read alone until the copies behind one fill what its wrappers look back at, then counted, as
Scan.spaced_copies counts them."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from parsers.region import Region
from parsers.scan import Reader, Scan

# how far behind a marker its wrappers look (formats_shown.intro_line: the line before it, 300 characters at most)
_LOOKBEHIND = 320


Settled = Callable[[Scan, re.Match[str], int], bool]


def counted_after_words(reader: Reader, settled: Settled | None = None) -> Reader:
    """`reader`, its region stretched over the copies of it that follow with the same text between each two (counted
    below)."""

    def read(scan: Scan, m: re.Match[str]) -> Region | None:
        region = reader(scan, m)
        return None if region is None else counted(scan, m, region, settled)

    return read


def counted(scan: Scan, m: re.Match[str], region: Region, settled: Settled | None = None) -> Region:
    """`region`, read at `m`, stretched over the copies of it that follow with the same text between each two, once
    the copies before it fill all that its wrappers look at behind it (its line and the line before, 300 characters).
    Only for a region read from its own text and a bounded lookahead (spaced_copies keeps the copies near the run's end
    apart): every later copy then sees what this one saw, behind it and ahead. A region that takes its text out with
    nothing in it (a stray block token) is counted as one holding calls is. `settled`, for a reader that also looks at
    the whole text (a landmark's first place): whether every copy up to where the run ends sees it alike; else no copy
    is counted."""
    if not scan.final or region.repeat != 1:
        return region
    kept = region.keep is not None and region.keep == scan.text[m.start() : region.end]
    if not (kept or region.keep is None):
        return region
    after = scan.next_marker(region.end)
    if region.calls or region.errors:  # (a broken call between code spans; text regions are not worth the extra read)
        after = _past_kept_text(scan, after)
    if after is None or after.group() != m.group():
        return region
    text, start = scan.text, m.start()
    size = after.start() - start
    reach = _LOOKBEHIND + size
    if start < reach or text[start - reach : start - size] != text[start - _LOOKBEHIND : start]:
        return region  # the run's first copies are read alone
    if settled is None:
        return scan.spaced_copies(m, region, after)  # (next_marker keeps its search: the copies' run is found once)
    alone = replace(region)
    run = scan.spaced_copies(m, region, after)
    return run if run.end == alone.end or settled(scan, m, run.end) else alone


def _past_kept_text(scan: Scan, after: re.Match[str] | None) -> re.Match[str] | None:
    """The marker after `after` when `after` starts code spans (`` `<function=read>`<function=read>`… ``, each copy a
    broken call and a code span in turn): the scan keeps them as written, from their own text and a bounded lookahead
    (markup.read_inline_code), so they stand between two copies as text would."""
    if after is None or after.lastgroup != "inline_code":
        return after
    spans = scan.markers.readers["inline_code"](scan, after)
    if spans is None or spans.calls or spans.errors or spans.keep != scan.text[after.start() : spans.end]:
        return after
    return scan.next_marker(spans.end)


def counted_as_read(scan: Scan, m: re.Match[str], region: Region, reach: int) -> Region:
    """`region`, read at `m` from its own text and the text up to `reach` (how far reading it looked), stretched over
    the identical copies that follow it: side by side (Scan.copies), or with the same text between each two when the
    reading looked no further than the next marker's first character (Scan.spaced_copies). A final text only."""
    if not scan.final:
        return region
    counted = scan.copies(m.start(), region, reach)
    if counted.repeat > 1:
        return counted
    after = scan.next_marker(region.end)
    return scan.spaced_copies(m, region, after) if after is not None and reach <= after.start() + 1 else region
