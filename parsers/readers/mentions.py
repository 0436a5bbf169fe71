"""Markers named in prose rather than written: a tag or token in a sentence, or in an aside in parentheses. Shared
by the readers of tokens, reasoning tags and call blocks (markup.py, xml_tags.py, invoke_tags.py)."""

from __future__ import annotations

import re
import weakref

from parsers.jsontext import Incomplete
from parsers.readers.runs import counted
from parsers.region import Region
from parsers.scan import Reader, Scan

# A tag or token named in a sentence is a mention, not a template's leftover or a thought's edge: after a word and a
# space, with the sentence going on right after it ("nothing after the final </tool_call>:", "Raw XML, </think> tags in
# replies", "models emit <think> blocks"); a thought opens or closes at a seam, its text starting a sentence or a line.
# A token may also stand in parentheses that close on its line ("Kimi's token format (<|tool_calls_section_begin|>...)")
_WORD_AND_SPACE = re.compile(r"[A-Za-z,;#/*] \Z")  # (or a code comment's opener: `# <|tool_call_begin|> outside…`)
_MENTION_REACH = 300
# the sentence going on after a reasoning tag or a whole message named in it ("emits <think> blocks"): a lowercase word
GOES_ON_IN_LOWERCASE = re.compile(r" [a-z]")


def named_in_a_sentence(scan: Scan, m: re.Match[str], goes_on: re.Pattern[str]) -> bool:
    return between_words(scan, m.start(), m.end(), goes_on)


def between_words(scan: Scan, start: int, end: int, goes_on: re.Pattern[str]) -> bool:
    """`text[start:end]` stands in a sentence: after a word (or a comma) and a space, and `goes_on` after it."""
    text = scan.text
    if start - 2 < scan.after or _WORD_AND_SPACE.search(text, start - 2, start) is None:
        return False
    if len(text) < end + 2 and not scan.final:
        raise Incomplete  # whether the sentence goes on is not known yet
    return goes_on.match(text, end) is not None


# A token between clauses, as Chinese and Japanese write it with no spaces ("stop的token是<|eot_id|>，对应的是128009"):
# a word right before it (or a word and a space), and after it a comma and words going on; a leaked token ends a
# line or the reply, or meets a header or another token
_CLAUSE_GOES_ON = re.compile(r"[,，、;；。] ?+\w")


def named_between_clauses(scan: Scan, start: int, end: int) -> bool:
    text = scan.text
    if start - 2 < scan.after:
        return False
    before = text[start - 2 : start].rstrip(" ")  # (one space at most)
    if not before or not before[-1].isalnum():
        return False
    if len(text) < end + 3 and not scan.final:
        raise Incomplete  # whether a clause goes on is not known yet
    return _CLAUSE_GOES_ON.match(text, end) is not None


def named_in_parentheses(scan: Scan, m: re.Match[str], elided: bool = False) -> Region | None:
    """Marker `m` right after a `(` that closes on its line, kept as text up to the `)`: named in an aside ("Kimi's
    token format (<|tool_calls_section_begin|>...)"). `elided`: only around an ellipsis, for a marker whose call
    could stand in parentheses ("(<minimax:tool_call> ... </minimax:tool_call>)")."""
    text, start, end = scan.text, m.start(), m.end()
    if start <= scan.after or text[start - 1] != "(":
        return None
    close = text.find(")", end, end + _MENTION_REACH)
    if close != -1 and "\n" not in text[end:close]:
        if elided and "..." not in text[end:close] and "…" not in text[end:close]:
            return None
        return Region(close, keep=text[start:close], explicit=False)
    if not scan.final and len(text) < end + _MENTION_REACH and "\n" not in text[end:]:
        raise Incomplete
    return None


# a marker inside a string literal of code or a log (`start_marker='<tool_call>\n<function=Read>'`, `stop=["</s>"]`):
# right after a quote (maybe a string prefix, `r"`, `f"`, `rb"`) that follows a name (or Swift's optional `String? =`)
# and `=`, `(` or `:` (maybe a `[`), another string and a comma, `return`, or a `(`, `,`, `[`, `+` or a string ending
# the line before (an argument list over lines, `p.repeat(\n    "<|tool_call>call:" + …`, literals joined); closed on
# its line
_LITERAL_OPENS = re.compile(
    r"(?:[\w?] ?+[=(:] ?+\[? ?+|['\"] ?+, ?+|\breturn[ \t]++|[(,+\['\"][ \t]*+\r?\n[ \t]*+)(?:[rRbBfFuU]{1,2}+)?"
    r"['\"]\Z"
)
# a marker quoted whole, a tag alone between two quotes (`if "<tool_call>" not in text:`, `the "<|call|>" token`)
_QUOTED_WHOLE = re.compile(r"[^\s'\"]{1,80}+")
_LITERAL_REACH = 80  # how far back the quote's opening context may start (an indented argument line: PHP's arrays)


def quoted_whole(scan: Scan, m: re.Match[str]) -> Region | None:
    """Marker `m` right after a quote that closes right after a token with no blank in it (`"<tool_call>"`): the
    token quoted whole, text up to the closing quote; None otherwise."""
    text, start = scan.text, m.start()
    word = _QUOTED_WHOLE.match(text, start)
    if word is None or not text.startswith(text[start - 1], word.end()):
        if word is not None and word.end() == len(text) and not scan.final:
            raise Incomplete  # the quote may still close it
        return None
    return Region(word.end() + 1, keep=text[start : word.end() + 1], explicit=False)


def quoted_in_code(scan: Scan, m: re.Match[str]) -> Region | None:
    """Marker `m` inside a quoted string of code, kept as text up to the string's closing quote; None otherwise."""
    text, start = scan.text, m.start()
    floor = _literal_floor(scan)
    if start - 3 < floor or text[start - 1] not in "'\"":
        return None
    if not _LITERAL_OPENS.search(text, max(floor, start - _LITERAL_REACH), start):
        return None
    limit = min(len(text), start + _MENTION_REACH)
    line_end = text.find("\n", start, limit)
    close = text.find(text[start - 1], m.end(), limit if line_end == -1 else line_end)
    if close != -1:
        return Region(close + 1, keep=text[start : close + 1], explicit=False)
    if line_end == -1 and limit == len(text) and not scan.final:
        raise Incomplete  # the string's closing quote may still come
    return None


def _literal_floor(scan: Scan) -> int:
    """Where a string's opening context may start: after the last region, or at its closing quote when it was a string
    kept (literals joined over lines: `'…</tool_call>\\n'\n    '<tool_call>…'`)."""
    after = scan.after
    return after - 1 if after and not scan.after_calls and scan.text[after - 1] in "'\"" else after


# a string of code opened before a marker on its line, words between (`sb.WriteString("\n\nIf you choose…:\n\n<tool_…`):
# the last quote before the marker on its line comes after a name and `=`, `(` or `:`, or after `(`, `,` or `+`
_STRING_OPENED = re.compile(r"(?:\w ?+[=(:]|[(,+]) ?+(?:[rRbBfFuU]{1,2}+#*+)?\Z")  # (Rust's raw `r#"`)
_STRING_REACH = 2000  # how far a string's closing quote on the marker's line is looked for
_LINE_REACH = 1000  # how far back a long line's opening quote is looked for
_RAW_PREFIX = re.compile(r"(?:[rRbBfFuU]{1,2}+#*+)?['\"]")


def inside_a_string(scan: Scan, m: re.Match[str]) -> Region | None:
    """Marker `m` inside a string of code opened earlier on its line and closed later on it: text up to the string's
    closing quote; None otherwise."""
    text, start = scan.text, m.start()
    reach = max(scan.after, start - _MENTION_REACH)
    line_start = max(text.rfind("\n", reach, start) + 1, reach)
    quote_at = max(text.rfind('"', line_start, start), text.rfind("'", line_start, start))
    if quote_at == -1:
        return None
    if not _STRING_OPENED.search(text, max(line_start, quote_at - 8), quote_at):
        if line_start == reach > scan.after:  # a long line: its start a bounded way further back
            reach = max(scan.after, start - _LINE_REACH)
            line_start = max(text.rfind("\n", reach, start) + 1, reach)
        if line_start and text[line_start - 1] != "\n":
            return None  # (no line's start within reach: a run of copies on one line, or the last region's end)
        first = line_start
        while text[first] in " \t":
            first += 1  # (the line's first quote opens the string: a later one may be escaped, `I\'ll`)
        prefix = _RAW_PREFIX.match(text, first)  # (Rust's `r#"…"#`)
        if prefix is None or not _argument_line(scan, line_start, first):
            return None
        quote_at = prefix.end() - 1
    line_end = text.find("\n", m.end(), m.end() + _STRING_REACH)
    close = text.find(text[quote_at], m.end(), m.end() + _STRING_REACH if line_end == -1 else line_end)
    if close != -1:
        return Region(close + 1, keep=text[start : close + 1], explicit=False)
    if line_end == -1 and len(text) < m.end() + _STRING_REACH and not scan.final:
        raise Incomplete  # the string's closing quote may still come
    return None


# a string of code with delimiters of its own opened before a marker on its line: an Elixir sigil (`input =
# ~s(<function=f>{…}</function>)`), a Lua long string (`parse([[Hello.<tool_use>{…}</tool_use>]])`)
_DELIMITED_OPEN = re.compile(
    r"(?:=~|\w ?+[=(:]|[(,+]) ?+(?:(?:~[A-Za-z]|\b(?:m|qr|qq|q|s|tr))(?P<sigil>[(\[{<|/\"'!])|\[(?P<level>=*+)\[)"
)  # (and Perl's quote-like operators: `$text =~ m{<tool_call>…}sg`)
_SIGIL_CLOSE = {"(": ")", "[": "]", "{": "}", "<": ">"}
_DELIMITED_HINTS = ("~", "[[", "[=", "qr")
_delimited_possible: weakref.WeakKeyDictionary[Scan, bool] = weakref.WeakKeyDictionary()


def inside_a_delimited_string(scan: Scan, m: re.Match[str]) -> Region | None:
    """Marker `m` inside such a string (_DELIMITED_OPEN) closed later on its line: text up to its end."""
    possible = _delimited_possible.get(scan)
    if possible is None:  # (most texts hold none: asked once a scan)
        possible = _delimited_possible[scan] = any(hint in scan.text for hint in _DELIMITED_HINTS)
    if not possible:
        return None
    text, start = scan.text, m.start()
    line_start = max(text.rfind("\n", max(scan.after, start - _MENTION_REACH), start) + 1, scan.after)
    # the last place one may open on its line (the scan's remembered find first, and a search of the line before each
    # marker of a long run costs its length each time), then the opener read around it
    hints = [h for h in _DELIMITED_HINTS if -1 < scan.find(h, line_start) < start]
    if not hints:
        return None
    hint = max(text.rfind(h, line_start, start) for h in hints)
    opened = _DELIMITED_OPEN.search(text, max(line_start, hint - 4), min(start, hint + 4))
    if opened is None:
        return None
    sigil = opened.group("sigil")
    close = _SIGIL_CLOSE.get(sigil, sigil) if sigil else "]" + opened.group("level") + "]"
    if text.find(close, opened.end(), start) != -1:
        return None  # closed before the marker
    line_end = text.find("\n", m.end(), m.end() + _STRING_REACH)
    at = text.find(close, m.end(), m.end() + _STRING_REACH if line_end == -1 else line_end)
    if at != -1:
        return Region(at + len(close), keep=text[start : at + len(close)], explicit=False)
    if line_end == -1 and len(text) < m.end() + _STRING_REACH and not scan.final:
        raise Incomplete  # the string's end may still come
    return None


def _argument_line(scan: Scan, line_start: int, quote_at: int) -> bool:
    """The quote at `quote_at` opens its line (blanks before it), and the line above ends in `(`, `,` or `[`: a string
    passed as an argument or listed, one per line (`check(\n    tag,\n    '<|tool_calls_section_begin|>…',`), or one
    of several literals joined across lines (or by `+`) (`'…</think>\\n\\n'\n    '<tool_call>\\n{…'`)."""
    text, floor = scan.text, _literal_floor(scan)  # (the line above may end in the string the last region kept)
    if text[line_start:quote_at].strip(" \t") or line_start - 1 <= floor:
        return False
    above = text[max(floor, line_start - 40) : line_start - 1].rstrip(" \t\r")
    return above.endswith(("(", ",", "[", "+", "'", '"'))


# a code comment's line: `//`, `# ` or a block comment's ` * ` (a `/*` opened above it), and blanks, before the marker
_COMMENT_LEAD = re.compile(r"[ \t]*+(?P<lead>//|#|\*)[ \t]++\Z")
_COMMENT_REACH = 120  # how far back a marker's line start is looked for
_FOLLOWING_LEAD = {lead: re.compile(r"[ \t]*+" + re.escape(lead)) for lead in ("//", "#")}


def in_a_comment(scan: Scan, m: re.Match[str]) -> Region | None:
    """Marker `m` in a code comment, first on its line after the comment's lead (a JSDoc's `\n *   <tool_call>`): text
    to the end of the comment, the lines after it that open with the same lead (or the block comment's `*/`)."""
    text, start = scan.text, m.start()
    line_start = text.rfind("\n", max(scan.after, start - _COMMENT_REACH), start) + 1
    if not line_start:
        return None
    lead = _COMMENT_LEAD.match(text, line_start, start)
    if lead is None:
        return None
    if lead.group("lead") == "*":
        opened = text.rfind("/*", max(0, start - _STRING_REACH), start)
        if opened == -1 or text.find("*/", opened, start) != -1:
            return None  # a markdown list's star, no block comment around it
        end = text.find("*/", start, start + _STRING_REACH)
        if end == -1:
            if not scan.final and len(text) < start + _STRING_REACH:
                raise Incomplete  # the comment's end may still come
            return None
        return Region(end, keep=text[start:end], explicit=False)
    following = _FOLLOWING_LEAD[lead.group("lead")]
    pos = start
    while True:
        end = text.find("\n", pos, pos + _STRING_REACH)
        if end == -1:
            if len(text) - pos > _STRING_REACH:
                return None  # a line too long for a comment's
            if not scan.final:
                raise Incomplete  # the comment may go on
            return Region(len(text), keep=text[start:], explicit=False)
        if not following.match(text, end + 1, end + 1 + _COMMENT_REACH):
            return Region(end, keep=text[start:end], explicit=False)
        pos = end + 1


def in_a_string_of_code(scan: Scan, m: re.Match[str]) -> Region | None:
    """A tag inside a string literal of code (a test's sample reply, `TEXT = (\n    '<think>\\nOkay…'`, its
    lines joined literals) or quoted whole (`if '</think>' in c`): text up to the closing quote; None otherwise."""
    if scan.text[m.start() - 1 : m.start()] in ("'", '"'):
        return quoted_whole(scan, m) or quoted_in_code(scan, m)
    has_quote = scan.find("'", 0) != -1 or scan.find('"', 0) != -1  # (remembered: no quote, no string)
    return inside_a_string(scan, m) if has_quote else None


# a marker in a triple-quoted string of Python code opened on a line above and closed after it (`llm_output = """I can
# use the `foo` tool…`, a docstring's sample under `def parse(text):`, an argument or an item on a line of its own): a
# test's or a docstring's sample output, text
_TRIPLE_QUOTES = ('"""', "'''", "`")  # (and JavaScript's template literals, `const response = \`…<tool>…\``)
_TRIPLE_REACH = 4000
_TRIPLE_OPENS = re.compile(r"(?:[\w\]] ?+[=(:,]|[(,\[]|\breturn) ?+(?:[rRbBfFuU]{1,2}+)?\Z")
# (or a signature over lines, its last line: `    ) -> Optional[str]:`)
_DEF_LINE = re.compile(r"[ \t]*+(?:(?:async[ \t]++)?(?:def|class)\b|\))[^\n]*:[ \t]*+\r?\Z")
_last_quote: weakref.WeakKeyDictionary[Scan, dict[str, tuple[int, int]]] = weakref.WeakKeyDictionary()


def in_a_triple_quoted_string(scan: Scan, m: re.Match[str]) -> Region | None:
    """Marker `m` inside a triple-quoted string (or a template literal) opened before it (see above): text up to the
    closing quotes. The nearest opening quotes first, then the others (a backtick quoted inside a triple-quoted
    string opens nothing)."""
    if all(scan.find(quotes, 0) == -1 for quotes in _TRIPLE_QUOTES):
        return None  # (most texts hold none)
    start = m.start()
    reach = max(scan.after if scan.after_calls else 0, start - _TRIPLE_REACH)  # (a call's value is no string's)
    kinds = _TRIPLE_QUOTES if scan.text[start] != "`" else _TRIPLE_QUOTES[:2]  # (a fence is no template literal's)
    nearest = sorted(((_quotes_before(scan, quotes, start), quotes) for quotes in kinds), reverse=True)
    for at, quotes in nearest:
        if at < reach:
            return None
        if _opens_a_string(scan, at, reach):
            return _to_closing_quotes(scan, m, quotes)
    return None


def _opens_a_string(scan: Scan, at: int, reach: int) -> bool:
    """The quotes at `at` open a string: a name and `=` or `(` before them, a docstring under a `def`, or an argument
    or an item on a line of its own (an f-string's three quotes under `dedent(`, a test table's item under `],`)."""
    text = scan.text
    line_start = text.rfind("\n", reach, at) + 1
    before = text[max(line_start, at - 40) : at]
    if _TRIPLE_OPENS.search(before):
        return True
    above = text[text.rfind("\n", reach, max(reach, line_start - 1)) + 1 : max(reach, line_start - 1)]
    opened = before.strip().lower() in ("", "f", "r", "b", "u", "rb", "br", "fr", "rf")  # (a string prefix)
    return (
        opened
        and line_start > reach
        and (_DEF_LINE.match(above) is not None or above.rstrip().endswith(("(", ",", "[", "=", "+")))
    )


def _to_closing_quotes(scan: Scan, m: re.Match[str], quotes: str) -> Region | None:
    text = scan.text
    close = text.find(quotes, m.end(), m.end() + _TRIPLE_REACH)
    if close != -1:
        return Region(close + len(quotes), keep=text[m.start() : close + len(quotes)], explicit=False)
    if len(text) < m.end() + _TRIPLE_REACH and not scan.final:
        raise Incomplete  # the string's closing quotes may still come
    return None


def _quotes_before(scan: Scan, quotes: str, start: int) -> int:
    """Where the last `quotes` before `start` stands (-1: none), remembered per scan so that markers read in order
    each search only the text since the last one (linear over a message)."""
    if scan.find(quotes, 0) == -1:
        return -1
    known = _last_quote.setdefault(scan, {})
    searched_to, at = known.get(quotes, (0, -1))
    if start < searched_to:
        searched_to, at = 0, -1
    found = scan.text.rfind(quotes, searched_to, start)
    at = found if found != -1 else at
    known[quotes] = (start, at)
    return at


# A tag alone holds no call: one alone in a sentence's aside ("uses the V3.1 tokens (<｜tool▁calls▁begin｜>), while"),
# or one of a list of tags after a sentence's words ("NEVER write things like <function=search>, <function=search_web>")
_TAG = r"(?:<[^<>\n]{1,80}+>|\[[A-Z_]{2,40}+\])"
_ALONE_IN_PARENTHESES = re.compile(_TAG + r"\)")
_ONE_TAG = re.compile(_TAG)
_TAG_LIST = re.compile(_TAG + r"(?:(?:,? (?:or|and) |, ?|/)" + _TAG + r")++")
_EMPTY_PAIR = re.compile(r"<([A-Za-z_][\w:|\-]{0,40}+)></\1>")  # a pair with nothing inside holds no call
_OPEN_TAG = re.compile(r"<([A-Za-z_][\w:|\-]{0,40}+)>")
_LIST_MAY_GO_ON = re.compile(r"(?:,? ?(?:o|or|a|an|and)? ?|/)?(?:<[^<>\n]{0,80}+>?|\[[A-Z_]{0,40}+\]?)?\Z")
# an element whose body is only an ellipsis ("looked like <function=skill>...</function></tool_call> appearing"): a
# format's shape named, with no call inside
_ELIDED_ELEMENT = re.compile(r"<[^<>\n]{1,80}+> ?+(?:\.\.\.|…) ?+(?:</[^<>\n]{1,80}+>)++")
_ELIDED_MAY_GO_ON = re.compile(r"<[^<>\n]{0,80}+(?:> ?+(?:\.{0,3}|…)(?: ?+(?:</[^<>\n]{0,80}+>?)?)?)?\Z")


def listed_or_aside(scan: Scan, m: re.Match[str]) -> Region | None:
    """Marker `m` opening a tag alone in parentheses after a sentence's words, or a list of tags after them: kept as
    text (the list whole); None otherwise."""
    text, start = scan.text, m.start()
    if text[start - 1] == "(" and _WORD_AND_SPACE.search(text, start - 3, start - 1):
        found = _ALONE_IN_PARENTHESES.match(text, start)
    elif _WORD_AND_SPACE.search(text, start - 2, start):
        found = _TAG_LIST.match(text, start) or _EMPTY_PAIR.match(text, start) or _ELIDED_ELEMENT.match(text, start)
        if found is None and not scan.final and _ELIDED_MAY_GO_ON.match(text, start):
            raise Incomplete  # its body may still be an ellipsis, closed
        opened = _OPEN_TAG.match(text, start) if found is None and not scan.final else None
        if opened is not None and f"</{opened.group(1)}>".startswith(text[opened.end() :]):
            raise Incomplete  # its closing tag may follow at once: an empty pair named ("respond with <a></a> tags")
    else:
        return None
    if not scan.final:
        # the tag, its parenthesis or the list may still be closed or go on (`like <function=search>, <f`)
        first = _ONE_TAG.match(text, start) if found is None else found
        if _LIST_MAY_GO_ON.match(text, start if first is None else first.end()):
            raise Incomplete
    return None if found is None else Region(found.end(), keep=text[start : found.end()], explicit=False)


# a tag's opener and its own closer with only a comma or slash between ("Raw tool call XML tags:\n<tool_call>,
# </tool_call>appearing as text"): the pair named wherever it stands, as no call's body is a comma
_PAIR_SEPARATORS = (",", ", ", "/", " / ")
_OPENER = re.compile(r"<([A-Za-z_][\w:|\-]{0,40}+)(?:[= ][^<>\n]{0,80}+)?>")  # `<function=read>` closes `</function>`


def named_as_a_pair(scan: Scan, m: re.Match[str]) -> Region | None:
    """Marker `m` opening a tag whose closer follows after only a separator, kept as text; None otherwise."""
    text, start = scan.text, m.start()
    opened = _OPENER.match(text, start)
    if opened is None or (opened.end() < len(text) and text[opened.end()] not in ",/ "):
        return None  # (most tags: no separator follows)
    closer, end = f"</{opened.group(1)}>", opened.end()
    for separator in _PAIR_SEPARATORS:
        if text.startswith(separator + closer, end):
            stop = end + len(separator) + len(closer)
            return Region(stop, keep=text[start:stop], explicit=False)
    if not scan.final and any((separator + closer).startswith(text[end:]) for separator in _PAIR_SEPARATORS):
        raise Incomplete  # the separator or the closer may still come
    return None


def unless_named(reader: Reader) -> Reader:
    """`reader`, except where its marker stands inside a quoted string of code (quoted_in_code), opens a tag named
    in a sentence's aside or list (listed_or_aside), or opens a pair of tags named (named_as_a_pair). Each of those is
    read from its own text and a bounded reach around it: a run of copies is counted."""

    def read(scan: Scan, m: re.Match[str]) -> Region | None:
        start = m.start()
        if scan.text[start - 1 : start] in ("'", '"'):  # (tested here first: most markers are not)
            # (quoted whole: read from the quote before it on, wherever the last region ended)
            quoted, has_quote = quoted_whole(scan, m) or quoted_in_code(scan, m), True
            if quoted is not None:
                return counted(scan, m, quoted)
        else:
            has_quote = scan.find('"', 0) != -1 or scan.find("'", 0) != -1  # (no quote: no string)
            inside = inside_a_string(scan, m) if has_quote and start - 8 >= scan.after else None
            if inside is None and start - 3 >= scan.after:
                inside = inside_a_delimited_string(scan, m)
            if inside is not None:
                return counted(scan, m, inside)
        inside = in_a_triple_quoted_string(scan, m) if has_quote else None  # (opened on a line above)
        if inside is not None:
            return counted(scan, m, inside)
        if scan.text[start - 1 : start] in (" ", "\t"):
            comment = in_a_comment(scan, m)
            if comment is not None:
                return counted(scan, m, comment)
        if start - 3 >= scan.after and scan.text[start - 1] in " (":
            named = listed_or_aside(scan, m)
            if named is not None:
                return counted(scan, m, named)
        if scan.text.startswith("<", start):
            pair = named_as_a_pair(scan, m)
            if pair is not None:
                return counted(scan, m, pair)
        region = reader(scan, m)
        if region is not None and (region.calls or region.errors) and scan.text[start - 1 : start] in ("`", '"'):
            return _unless_spanned(scan, start, region)
        return region

    return read


def _unless_spanned(scan: Scan, start: int, region: Region) -> Region:
    """`region`, unless a code span or a double quote after words on its line holds it whole ("Example: " and a
    backtick before `<｜DSML｜tool_calls>…`, one after its end: SGLang's DeepSeek-V4 tests; `please output
    "<function_call> {…}".`, BFCL's Granite prompt): then text, the span's backticks or the quotes and all. A span
    alone on its line, a small model's whole reply, stays a call."""
    text, end = scan.text, region.end
    mark = text[start - 1]
    reach = max(0, start - _MENTION_REACH)
    line_start = max(reach, text.rfind("\n", reach, start - 1) + 1)
    if text[start - 2 : start - 1] in ("`", '"') or not text[line_start : start - 1].strip():
        return region
    if mark == '"' and not text[start - 3 : start - 1].rstrip(" ")[-1:].isalpha():
        return region  # a quote a word and a space open, as a sentence quotes (`output "…"`), not JSON's or code's
    if end == len(text) and not scan.final:
        raise Incomplete  # the span's closing backtick or quote may still come
    if text[end : end + 1] != mark or text[end + 1 : end + 2] == mark:
        return region
    return Region(end + 1, keep=text[start : end + 1], explicit=False)


# a call whose arguments are only an ellipsis (`{…}`, `{...}`, `…`) before its end token: a format shown in prose ("The
# model emits <|tool_call_begin|>functions.X:0<|tool_call_argument_begin|>{…}<|tool_call_end|>"), no call attempt
_ELIDED_ARGUMENTS = re.compile(r"\s*+(?:\{\s*+(?:\.\.\.|…)\s*+\}|\.\.\.|…)")


def shown_with_elided_arguments(
    scan: Scan, m: re.Match[str], pos: int, call_end: re.Pattern[str], block_end: re.Pattern[str]
) -> Region | None:
    """The call at `m` kept as text up to its `call_end` (and a `block_end` right after it) when its arguments at
    `pos` are elided; None otherwise."""
    elided = _ELIDED_ARGUMENTS.match(scan.text, pos, pos + 40)
    tail = scan.match(call_end, elided.end(), 60) if elided else None
    if tail is None:
        return None
    after = scan.match(block_end, tail.end(), 60)
    end = after.end() if after else tail.end()
    return Region(end, keep=scan.text[m.start() : end], explicit=False)
