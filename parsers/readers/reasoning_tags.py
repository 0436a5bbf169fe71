"""Readers for reasoning tags: a thought's `<think>…</think>` (and the other families' tags, scan.REASONING_CLOSE), one
never closed that calls end, and a closing tag alone (the template opened the thought in the prompt); each kept as
text where it is named in a sentence, written by a template or stands in a string of code."""

from __future__ import annotations

import re

from parsers.readers.mentions import in_a_string_of_code, named_in_a_sentence
from parsers.readers.rendered_prompts import written_by_a_template
from parsers.readers.runs import counted
from parsers.region import Region
from parsers.scan import MAX_FAILED, REASONING_CLOSE, THINK, THINK_CLOSE, Marker, Scan

# Call blocks that end a reasoning block that was never closed: Kimi K2 may open its call section, and Qwen3/Qwen3.5
# their `<tool_call>`, without writing `</think>` first, and their own serving parsers (vLLM's kimi_k2 reasoning
# parser, ollama's qwen3 and qwen35) end the thought there. Here only when calls run from there to the end of the
# reply (_calls_run_to_end): a call with more reasoning after it is a draft. A block that is closed later keeps
# its calls inside it: a call drafted in a thought is not run. (Kimi-K2-Thinking also leaves its section token out:
# `<|tool_call_begin|>functions.NAME:0`, llama.cpp's tests.)
_IMPLICIT_ENDS = {
    "<think>": re.compile(
        r"<tool_call>|<\|tool_calls?_section_begin\|>(?=\s*+<\|tool_call_begin\|>)|<\|tool_call_begin\|>(?=functions\.)"
    )
}


# how a sentence goes on after a reasoning tag named in it: a lowercase word, an aside, a comma ("Stray </think> (or
# <think>) tags", "<think>, </think>")
_TAG_GOES_ON = re.compile(r" [a-z(]|[,;)]")


def read_think(scan: Scan, m: re.Match[str]) -> Region:
    quoted = in_a_string_of_code(scan, m)
    if quoted is not None:
        return counted(scan, m, quoted)  # (read from a bounded reach around it, as mentions.unless_named's)
    close = REASONING_CLOSE[m.group()]
    reach = max(scan.after, m.start() - 300)
    if scan.final and scan.find(close, m.end()) == -1:  # (first: a run of them is cheap)
        if scan.text[max(scan.text.rfind("\n", reach, m.start()) + 1, reach) : m.start()].strip():
            # never closed, after words on its line (a prompt's `"Thought: <reasoning>\n"`): a placeholder, text
            return Region(m.end(), keep=m.group(), explicit=False)
    if named_in_a_sentence(scan, m, _TAG_GOES_ON) or written_by_a_template(scan, m.start(), m.end(), False):
        return Region(m.end(), keep=m.group(), explicit=False)  # named, or a template's (`{{- '<think>' }}`)
    at = scan.find_end(close, m.end())
    line = scan.text[max(scan.text.rfind("\n", reach, m.start()) + 1, reach) : m.start()]
    if at < len(scan.text) and scan.text[m.end() : at] in ("…", "...") and line.strip():
        # a thought elided after words (`reasoning in <think>…</think>`): the format named, text
        return Region(at + len(close), keep=scan.text[m.start() : at + len(close)], explicit=False)
    ends = _IMPLICIT_ENDS.get(m.group())
    if at == len(scan.text) and ends is not None and scan.budget.failed < MAX_FAILED:
        # never closed: calls that run from here to the end of the reply end it (tried at the first MAX_FAILED
        # places only: a thought that drafts more calls than that stays a thought)
        found = ends.search(scan.text, m.end())
        for _ in range(MAX_FAILED):
            if found is None:
                break
            reached = _calls_run_to_end(scan, found.start())
            if reached == -1:
                return Region(found.start(), reasoning=True)
            found = ends.search(scan.text, reached)
    return Region(min(len(scan.text), at + len(close)), reasoning=True)


_DEEPSEEK_ASSISTANT = ("<｜Assistant｜>", "<|Assistant|>")


def _calls_run_to_end(scan: Scan, pos: int) -> int:
    """-1 when calls stand from `pos` to the end of a final text: a call first (cut off or not; template tokens
    may come before it), then more calls, failed ones or template tokens, with blanks between them. Otherwise
    where a later try may start: past the first thing that is no call, or past text kept whole.

    The regions are read and forgotten (the scan reads them again): twice the reading, still linear.
    """
    text = scan.text
    first = True
    run_checked = scan.run_checked  # what reading copies remembers: the scan's own reading starts afresh
    try:
        while True:
            while pos < len(text) and text[pos].isspace():
                pos += 1
            if pos >= len(text):
                return pos if first else -1
            found = scan.next_marker(pos)
            if found is None or found.start() != pos:
                return pos + 1
            region = scan.markers.readers[found.lastgroup](scan, found)  # type: ignore[index]  # every one is named
            if region is None or region.reasoning or (first and region.errors and not region.calls):
                return pos + 1
            if (region.keep or "").strip():
                return max(pos + 1, region.end)
            pos, first = max(region.end, pos + 1), first and not region.calls
    finally:
        scan.run_checked = run_checked


def read_think_close(scan: Scan, m: re.Match[str]) -> Region:
    """A closing reasoning tag with no opening: the template opened the block in the prompt."""
    quoted = in_a_string_of_code(scan, m)
    if quoted is not None:
        return counted(scan, m, quoted)  # (read from a bounded reach around it, as mentions.unless_named's)
    if scan.text.endswith(_DEEPSEEK_ASSISTANT, 0, m.start()):
        # DeepSeek's template writes `<｜Assistant｜></think>` into a prompt (thinking off): a rendered prompt's
        return Region(m.end(), keep=m.group(), explicit=False)
    if named_in_a_sentence(scan, m, _TAG_GOES_ON) or written_by_a_template(scan, m.start(), m.end(), False):
        return Region(m.end(), keep=m.group(), explicit=False)
    region = Region(m.end(), reasoning=True, reasoning_ends=True)
    if scan.budget.seen_reasoning and not scan.nested:
        # no longer the end of the drafts (one came before): a run of copies with the same text between each
        # two (`</think>x</think>x…`) is counted
        return scan.spaced_copies(m, region)
    return region


REASONING_MARKERS = (Marker("think", THINK, read_think), Marker("think_close", THINK_CLOSE, read_think_close))
