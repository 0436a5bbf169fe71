"""Readers for markup around calls and for bare JSON: template junk, code spans and fences, and JSON objects or lists
(or Python call lists) written with no marker (reasoning tags: reasoning_tags.py)."""

from __future__ import annotations

import re

from parsers import jsontext
from parsers.dialects import Dialect
from parsers.jsontext import Incomplete
from parsers.readers import mentions
from parsers.readers.formats_shown import (
    annotates_unoffered_calls,
    documents_unoffered_calls,
    introduces_a_format,
    quoted_in_a_sentence,
    shown_as_how_to,
    unless_an_example,
)
from parsers.readers.mentions import named_in_a_sentence, named_in_parentheses
from parsers.readers.python_calls import (
    bare_value_calls,
    call_span_alone,
    listed_calls,
    python_calls,
    python_cut,
    python_region,
    unoffered_hyphenated,
)
from parsers.readers.rendered_prompts import in_a_template, settled
from parsers.readers.runs import counted_after_words
from parsers.readers.special_tokens import DS_TOKEN, DS_TOKEN_END
from parsers.readers.whole_reply_json import whole_reply_calls
from parsers.region import Region
from parsers.scan import Marker, Scan
from parsers.value_text import call_json

_FENCE_CALL_LABELS = {
    "",
    "json",
    "json5",
    "jsonc",
    "tool_call",
    "tool_calls",
    "tool",
    "tools",
    "function",
    "function_call",
    "functions",
    "tool_use",
    "tool_code",
    "xml",  # Hermes-style models fence their <tool_call> in ```xml
    "json:mcp",  # NextChat's MCP call block, ```json:mcp:CLIENT_ID (read_fence drops the client's id)
}


# how a sentence goes on after a token named in it (a reasoning tag's: mentions.GOES_ON_IN_LOWERCASE)
_TOKEN_NAMED = re.compile(r" ?[A-Za-z:,]")


def read_junk(scan: Scan, m: re.Match[str]) -> Region:
    text, end = scan.text, m.end()
    aside = named_in_parentheses(scan, m)
    if aside is not None:
        return aside
    if end == len(text) and not scan.final:
        raise Incomplete  # a quote may follow
    named = named_in_a_sentence(scan, m, _TOKEN_NAMED) or mentions.named_between_clauses(scan, m.start(), end)
    if named or text[end : end + 1] in ("'", '"'):
        return Region(end, keep=m.group(0), explicit=False)  # named, or the end of a string in code ('…<|im_end|>')
    in_code = _in_code(scan, m)
    if in_code:
        return Region(in_code, keep=text[m.start() : in_code], explicit=False)
    inside = mentions.in_a_string_of_code(scan, m)  # (opened earlier on its line: `"</function>\\n</tool_call>\\n…"`)
    if inside is not None:
        return inside
    token = m.group(0)
    if in_a_template(scan, m.start(), end):
        return Region(end, keep=token, explicit=False)  # a template's or a rendered prompt's own token
    while text.startswith(token, end):  # copies side by side read as the first: taken out, in one region
        after = end + len(token)
        if text[after : after + 1] in ("'", '"') or (after == len(text) and not scan.final):
            break  # a copy that ends a string (or may yet) is read on its own
        end = after
    return Region(end)


# the tag whose closing tag it is (a template's, left after a call it closed)
_OPENING_TAG = {"</tool_call>": "<tool_call>", "</function_calls>": "<function_calls>"}
# what stands before a quote that opens a string in code: the line's start, or `=`, `(`, `[`, `{`, `,`, `:` or a blank
_BEFORE_A_STRING = frozenset("\n=([{,: \t")


def _in_code(scan: Scan, m: re.Match[str]) -> int:
    """Where text kept from the token on ends (0: it is not): the token starts a string in code (`tool_role =
    "<|eot_id|>\\n…";`: after an opening quote that closes on its line; the string is kept, markers and all), or it is a
    closing tag whose opening tag stands before it on its line, kept as text (the block was quoted, not read:
    `<tool_call>{{"name": …}}</tool_call>` in a prompt's f-string)."""
    text, start = scan.text, m.start()
    opening = _OPENING_TAG.get(m.group(0))
    if opening is not None:
        reach = max(0, start - 2000)
        at = text.rfind(opening, max(text.rfind("\n", reach, start) + 1, reach), start)
        if at != -1 and not (scan.after_calls and at < scan.after):  # (not a call's, read up to before its end)
            return m.end()
    quote = text[start - 1 : start]
    if not quote or quote not in "'\"" or (start > 1 and text[start - 2] not in _BEFORE_A_STRING):
        return 0
    line_end = text.find("\n", start, start + 2000)
    if line_end == -1 and not scan.final and len(text) < start + 2000:
        raise Incomplete  # the string may close on its line yet
    close = text.find(quote, m.end(), line_end if line_end != -1 else start + 2000)
    return 0 if close == -1 else close + 1


# the rest of ChatGLM3's call after its name's line: a ```python fence that starts with `tool_call`, or streams in
_PYTHON_FENCED_CALL = r"`(?:``[ \t]*+python[ \t]*+\r?\n\s*+(?:tool_call|\w{0,8}+\Z)|`?+\Z|``[ \t]*+\w{0,6}+\Z)"
# Text where no marker can start: none of the characters the markers' lookahead admits first, no
# `functools`, no line that starts a call, ChatGLM3's (chatglm_calls.py), Continue's block (arg_blocks.py), a ReAct
# action (framework_calls.py) or an invoke with its `<` lost (invoke_lines.py), and only backticks that start neither
# a fence nor a code span (by the fence and inline_code patterns: not ```, and no closing backtick or end of text
# on the line).
_NO_MARKER = (
    r"(?:[^`<\[{◁✿fct\n>C]++|f(?!unctools)|c(?!all:|ommentary\s)|t(?!o=f)|>(?!>>)|C(?!all:)"
    r"|\n(?![ \t]*+(?:\*\*|#{1,6}[ \t]++)?[A-Za-z_][\w.]*+[ \t]*+\(|[ \t]*+[A-Za-z_][\w.\-]*+[ \t]*+\r?\n[ \t]*+"
    + _PYTHON_FENCED_CALL
    + r"|[ \t]*+(?:TOOL_NAME|tool_name|Action|invoke name=))"
    r"|`(?!``|[^`\n]{1,2000}+(?:`|\Z)))*+"
)
# a fence's opening line whose label (its first word, ASCII only here) names no call: the fence is
# a code sample, kept whatever it holds; it reaches the first ``` after its opening line
_KEPT_FENCE_OPEN = (
    r"```[ \t]*+(?!(?i:"
    + "|".join(sorted(map(re.escape, _FENCE_CALL_LABELS - {""}), key=len, reverse=True))
    + r")[ \t\r\n:])[A-Za-z0-9_+.\-]++(?=[ \t\r\n])[^\n`]*+\n"
)
# Code spans (closed, as the inline_code pattern reads them) and code-sample fences, with only
# text where no marker starts between them: each is kept as text with nothing inside it read,
# exactly as reading them one after another would, so a run of them is taken in one match
# instead of structure by structure (1 MB of `" or of ```python lines is 250k / 50k structures
# at about 5 us each). A run ends after a whole structure, never inside text still streaming in.
_KEPT_RUN = re.compile(
    r"(?:" + _NO_MARKER + r"(?:`[^`\n]{1,2000}+`|" + _KEPT_FENCE_OPEN + r"(?:[^`]++|`(?!``))*+```(?=[^A-Za-z])))*+"
)


def read_inline_code(scan: Scan, m: re.Match[str]) -> Region | None:
    if not m.group().endswith("`") or len(m.group()) == 1:
        if not scan.final:
            raise Incomplete  # the closing backtick may still come
        return None
    alone = call_span_alone(scan, m)
    if alone is not None:
        return alone
    run = _KEPT_RUN.match(scan.text, m.end())  # code spans and samples right after it
    assert run is not None  # the pattern matches the empty string
    end = run.end()
    return Region(end, keep=scan.text[m.start() : end], explicit=False)


def read_fence(scan: Scan, m: re.Match[str]) -> Region:
    """A ``` fence: calls when it holds nothing but calls, otherwise text shown to the user."""
    quoted = mentions.in_a_triple_quoted_string(scan, m)
    if quoted is not None:
        return quoted  # a test's sample output in Python source (`llm_output = """…\n```json\n{…}\n```\n"""`)
    if scan.text.startswith("````", m.start()) and (m.start() == 0 or scan.text[m.start() - 1] != "`"):
        line_start = scan.text.rfind("\n", 0, m.start()) + 1
        if not scan.text[line_start : m.start()].strip() and _OUTER_FENCE_LINE.match(scan.text, m.start()):
            return _outer_fence(scan, m)  # an opener on a line of its own
        span = _LONG_CODE_SPAN.match(scan.text, m.start())
        if span is not None:  # a code span of as many backticks on its line (```` ```tool_code ````): shown
            return Region(span.end(), keep=span.group(), explicit=False)
    label = m.group().strip("`").strip().split()[0].lower() if m.group().strip("`").strip() else ""
    label = "json:mcp" if label.startswith("json:mcp:") else label
    inner_start = m.end()
    inner_end = _fence_end(scan, inner_start)
    end = min(len(scan.text), inner_end + 3)
    region = _fence(scan, m, label, inner_start, inner_end, end)
    if label not in _FENCE_CALL_LABELS and not region.calls:  # a code sample, kept whatever it holds
        run = _KEPT_RUN.match(scan.text, region.end)  # code spans and samples right after it
        assert run is not None  # the pattern matches the empty string
        run_end = run.end()
        if run_end > region.end:
            region.end = run_end
            region.keep = scan.text[m.start() : run_end]
        return region
    if (
        (region.calls or region.errors)
        and not explicit_label(label)
        and (shown_as_how_to(scan, m.start(), end) or quoted_in_a_sentence(scan, m.start(), end))
    ):
        return Region(end, keep=scan.text[m.start() : end], explicit=False)
    if region.calls and documents_unoffered_calls(scan, m.start(), end, region):
        return Region(end, keep=scan.text[m.start() : end], explicit=False)
    if region.calls and annotates_unoffered_calls(scan, inner_start, inner_end, region):
        return Region(end, keep=scan.text[m.start() : end], explicit=False)
    if region.keep is not None and not (region.calls or region.errors):
        # text, read from its own text alone (a closed fence, or an empty one): so is each copy of it, side by side
        # or with the same blanks between, and a run of them is counted
        region = scan.copies(m.start(), region)
        if region.repeat == 1:
            kept_copies(scan, m.start(), region)
    return region


_MOST_NESTED = 3  # fences inside fences (markdown showing markdown): deeper, a labelled ``` closes the fence


_OUTER_FENCE = re.compile(r"`{4,}+")
_LONG_CODE_SPAN = re.compile(r"(?P<ticks>`{4,}+)[^\n]{0,2000}?(?<!`)(?P=ticks)(?!`)")
_OUTER_FENCE_LINE = re.compile(r"`{4,}+[ \t]*+[\w+.\-]*+[ \t]*+(?:\n|\Z)")


def _outer_fence(scan: Scan, m: re.Match[str]) -> Region:
    """A fence of four or more backticks: markdown's way to show a fence inside it (`````` ````\n```tool_code … ``` ````
    ``````), so all of it is code shown, up to a closing run at least as long; never a call."""
    text = scan.text
    opener = _OUTER_FENCE.match(text, m.start())
    assert opener is not None  # (the caller saw four backticks)
    close = re.compile(r"\n[ \t]*+" + opener.group() + "`*+").search(text, opener.end())  # as long or longer
    if close is None and not scan.final:
        raise Incomplete  # its end may still come
    end = len(text) if close is None else close.end()
    return Region(end, keep=text[m.start() : end], explicit=False)


def _fence_end(scan: Scan, pos: int) -> int:
    """The ``` closing a fence: one a word follows (```python) opens a nested fence, which the next bare ``` closes.
    Nesting is bounded, so a run of labelled openers (```json 20k times) is read in linear time, not each to the end."""
    depth = 0
    while True:
        at = scan.find_end("```", pos)
        if at + 3 >= len(scan.text):
            if at < len(scan.text) and not scan.final:
                raise Incomplete  # a label may still follow
            return at
        if (depth == 0 and not scan.text[at + 3].isalpha()) or depth == _MOST_NESTED:
            return at
        depth += 1 if scan.text[at + 3].isalpha() else -1
        pos = at + 3


_BLANKS = re.compile(r"[ \t\r\n]++")


def explicit_label(label: str) -> bool:
    """A fence labelled as a call (```tool_call), not as a language."""
    return label != "" and label.startswith(("tool", "function", "json:mcp"))


def kept_copies(scan: Scan, start: int, region: Region) -> None:
    """Stretch an empty fence kept as text over the copies of it that follow with the same blanks before each
    (a run of ```` ```\n ```` lines): each but the last would read as the first, no marker starts in blanks before a
    fence, and the blanks between them stay text as they would."""
    text = scan.text
    if text.startswith("````", start):
        return  # ``` glued after a backtick: a copy on a line of its own reads as an outer fence instead
    blanks = _BLANKS.match(text, region.end)
    if blanks is None or not text.startswith(text[start : region.end], blanks.end()):
        return
    unit = text[region.end : blanks.end()] + text[start : region.end]
    at = region.end
    while text.startswith(unit, at):
        at += len(unit)
    at = max(region.end, at - len(unit))  # the last copy is read alone: what follows its closing ``` decides it
    region.end = at
    region.keep = text[start:at]


def _fence(scan: Scan, m: re.Match[str], label: str, inner_start: int, inner_end: int, end: int) -> Region:
    whole = scan.text[m.start() : end]
    if label in ("python", "py") and m.start() < 200 and not scan.text[: m.start()].strip():
        # code, unless it is the whole reply and one list of calls to offered tools (a pythonic reply fenced; docs show
        # the format so between their sentences)
        listed = listed_calls(scan, scan.text[inner_start:inner_end].strip(), scan.snip(m.start(), end))
        if listed and len(scan.text) - end < 200 and not scan.text[end:].strip():
            if not scan.final:
                raise Incomplete  # words may still follow it
            return Region(end, calls=listed, explicit=False, charged=True)
    if label not in _FENCE_CALL_LABELS:
        return Region(end, keep=whole, explicit=False)  # a code sample, whatever it contains
    inner = scan.text[inner_start:inner_end]
    if label == "tool_code" and inner.strip():  # an empty one is named, not written (```tool_code``` in a prompt)
        message = "Could not read the tool_code block: write one call like name(arg=value)."
        return python_region(scan, m.start(), end, inner, "tool_code", message)
    if not inner or scan.markers.pattern_for(inner).search(inner) is None:
        return Region(end, keep=whole, explicit=False)  # nothing in it could be a call
    sub = Scan(inner, scan.tools, scan.prefer, final=True, markers=scan.markers, budget=scan.budget, nested=True)
    regions = list(sub.regions(0))
    found_calls = [c for _, r in regions for c in r.calls * r.repeat]
    found_errors = [e for _, r in regions for e in r.errors * r.repeat]
    if not found_calls:
        return Region(end, keep=whole, explicit=False, errors=found_errors, charged=True)
    explicit = explicit_label(label)
    return Region(
        end,
        calls=found_calls,
        errors=found_errors,
        explicit=explicit or all(r.explicit for _, r in regions if r.calls),
        charged=True,
    )


# what a reply leads a bare call in with on its line ("Sure! {...}", "Action: {...}") ends a sentence or a lead-in;
# a list item's or a log label's words ("3. it outputs: {...}", "[Raw Assistant] {...}") lead none
_LIST_OR_LABEL = re.compile(r"\s*+(?:\d{1,3}[.)]|[-*\u2022+]|\[[^\]\n]{1,80}\])\s")
_WORD = re.compile(r"\w")
_LEAD_IN_END = re.compile(r"(?:[.!?:\uff1a\u3002\uff01][*_]*|<[^<>\n]{1,40}>)\s*\Z")  # or a tag: <tool_use>{...}


def said_of_a_call(scan: Scan, start: int) -> bool:
    """A bare call at `start` after words on its line that are no reply's lead-in: a list item's, a log label's, or
    words that end no sentence ("(True, {...})", "const x = {...}"). Such a call is quoted, not made."""
    text = scan.text
    line = text.rfind("\n", scan.after, start) + 1
    if not line and scan.after_calls and text[scan.after - 1] != "\n":
        return False  # words between two calls on a line ('{...} invalid {...}') quote neither
    prefix = text[line or scan.after : start]  # since the last region
    if line and len(prefix) >= 4 and not prefix.strip(" \t"):
        return _an_item_in_code(text, line, scan.after)
    if prefix.endswith("%"):
        return True  # an Elixir map's `%{…}`: code
    if _WORD.search(prefix) is None:
        return False  # no words: nothing quotes it ("; {...}; {...}" between calls)
    # (the lead-in's end is looked for in the prefix's last characters only: a search ending at \Z tries every start)
    return _LIST_OR_LABEL.match(prefix) is not None or _LEAD_IN_END.search(prefix[-48:]) is None


def _an_item_in_code(text: str, line: int, floor: int) -> bool:
    """The indented line at `line` holds an item of code's argument list or list literal: the line above, indented
    too, ends in `(`, `[` or `,` (a test's table of tool-call dicts, `(\n    [\n        {'function': {…}}`)."""
    end = line - 1
    above = text[max(floor, text.rfind("\n", max(floor, end - 200), end) + 1) : end].rstrip()
    return above[:1] in (" ", "\t") and above.endswith(("(", "[", ","))


def read_bare_object(scan: Scan, m: re.Match[str]) -> Region | None:
    said = said_of_a_call(scan, m.start())
    if said:  # quoted whatever it holds, once it closes: no series is read after it
        extent = jsontext.measure(scan.text, m.start())
        if extent.closed:
            return Region(extent.end, keep=scan.text[m.start() : extent.end], explicit=False)
    region = scan.json_series(m.start(), "json")
    if region is None:
        return None
    region = whole_reply_calls(scan, m.start(), region)
    if region.calls and said:
        return Region(region.end, keep=scan.text[m.start() : region.end], explicit=False)
    region.explicit = False
    return region


def read_bare_list(scan: Scan, m: re.Match[str]) -> Region | None:
    text = scan.text
    after = scan.skip_space(m.end())
    if text[after : after + 1] == "{":
        said = said_of_a_call(scan, m.start())  # (`tool_calls = [{"name": "x"}]` in a diagram's or code's line)
        region = scan.json_series(m.start(), "json")
        if region is not None:
            region = whole_reply_calls(scan, m.start(), region)
            if region.calls and said:
                return Region(region.end, keep=text[m.start() : region.end], explicit=False)
            region.explicit = False
            return region
        return None
    if unoffered_hyphenated(scan, after):
        return None  # `[n-f(x)]`: arithmetic, not measured
    extent = jsontext.measure(text, m.start(), python=True)
    if extent.too_deep:
        return Region(extent.end, keep=text[m.start() : extent.end], explicit=False)
    if not extent.closed:
        if not scan.final:
            raise Incomplete
        cut = python_cut(scan, m.start(), m.start(), extent)
        if cut is None and extent.string_to_end:
            # a string runs to the end: every later `[` inside it would be read to the end again
            # (quadratic in a run of them), so it is text, as a bare JSON value is
            return Region(extent.end, keep=text[m.start() : extent.end], explicit=False, open_end=True)
        return cut
    found = python_calls(scan.tools, text[m.start() : extent.end], "pythonic", scan.snip(m.start(), extent.end))
    if not found and not introduces_a_format(scan, m.start()):  # values written unquoted: a repair, not an example
        found = bare_value_calls(scan, m.start(), extent.end)
    if not found:
        return None
    return Region(extent.end, calls=found, explicit=False)


# tokens a template leaves around calls; they are never content
_JUNK = [
    "<|eot_id|>", "<|eom_id|>", "<|im_end|>", "<|end|>", "<|call|>", "<|return|>", "</s>",
    "<|tool_calls_section_begin|>", "<|tool_calls_section_end|>", "<|python_end|>",
    "<|tool_call_section_begin|>", "<|tool_call_section_end|>",  # Kimi K2 writes the singular too
    "<｜end▁of▁sentence｜>", "</tool_call>", "</function_calls>", "<|tool_call_end|>", "<turn|>", "<end_of_turn>",
]  # fmt: skip

# tried before every dialect's markers
# tried after them (a fence before a code span: both start with a backtick)
STRUCTURE_MARKERS = (
    Marker(
        "junk",
        "|".join(re.escape(t) for t in _JUNK) + "|" + DS_TOKEN + r"calls[▁_]end" + DS_TOKEN_END,
        counted_after_words(read_junk, settled),
    ),
    Marker("fence", r"```[ \t]*+[\w+.\-]*+[^\n`]*+\n?", counted_after_words(read_fence)),
    Marker("inline_code", r"`[^`\n]{1,2000}+(?:`|\Z)", read_inline_code),
)
DIALECT_RECORDS = (
    Dialect(
        "json",
        render=call_json,
        markers=(
            Marker("bare_object", r"\{(?=\s*+(?:[\"']|[A-Za-z_]\w*+\s*+:))", unless_an_example(read_bare_object)),
            Marker("bare_list", r"\[(?=\s*+(?:\{|[A-Za-z_][\w.\-]*+\s*+\())", unless_an_example(read_bare_list)),
        ),
        sniff=(r'"(?:name|tool_name)"\s*:\s*"([^"]{1,80})"',),
    ),
)
