"""Python call syntax: `[read(path='a.py')]` lists, `<|python_start|>` and `<function_calls>`
blocks (python_block; their markers are read in json_tags.py and invoke_tags.py), and the calls the end of a reply
left open."""

from __future__ import annotations

import ast
import re
from typing import Any

from parsers import calls as callmod
from parsers import jsontext, quiet_ast
from parsers.dialects import Dialect
from parsers.jsontext import Incomplete
from parsers.python_repairs import with_apostrophes_quoted, with_backslashes_kept
from parsers.python_text import calls_in_python, is_python_literal
from parsers.readers.formats_shown import shown_as_an_example
from parsers.region import Region
from parsers.scan import NAME, Scan
from parsers.toolset import ToolSet
from parsers.value_text import python_call

_SEPARATORS = re.compile(r"[\s;,]*+")
_PY_STATEMENT = re.compile(r"[\s;,]*+(?:[A-Za-z_][\w.]*+\s*+)?(?=[\[(])")


def python_region(scan: Scan, start: int, end: int, source: str, dialect: str, message: str) -> Region:
    """The Python calls in `source`, a block from `start` to `end` that only calls belong in (python_block, a
    ```tool_code fence, what follows `<|python_tag|>`), or one error with `message`, which says how to write one."""
    found = python_calls(scan.tools, source, dialect, scan.snip(start, end))
    if found:
        return Region(end, calls=found)
    return Region(end, errors=[scan.error(message, dialect, start, end)])


def python_calls(tools: ToolSet, source: str, dialect: str, snippet: str) -> list[callmod.RawCall] | None:
    """calls_in_python, and the calls to offered tools whose names hold a hyphen (`[weather-forecast(city="Oslo")]`,
    which Python reads as `weather - forecast(...)`), and a list of calls one a line with their commas left out."""
    found = calls_in_python(source, dialect, snippet) or _hyphenated_calls(tools, source, dialect, snippet)
    if found is None and source.lstrip().startswith("[") and _COMMA_LEFT_OUT.search(source):
        found = calls_in_python(_COMMA_LEFT_OUT.sub(r"),\1", source), dialect, snippet)
        for raw in found or ():
            raw.repaired = True
    for repair in (with_apostrophes_quoted, with_backslashes_kept):  # (python_repairs.py)
        if found is not None:
            break
        repaired = repair(source)
        found = calls_in_python(repaired, dialect, snippet) if repaired is not None else None
        for raw in found or ():
            raw.repaired = True
    return found


# a call's closing parenthesis, then a line break and the next call: a list's comma left out (Qwen2.5-1.5B's
# `[unit_conversion(value=5000.0, …)\nunit_conversion(value=15.0, …)]`), which Python cannot read otherwise
_COMMA_LEFT_OUT = re.compile(r"\)([ \t]*+\r?\n[ \t]*+)(?=[A-Za-z_][\w.]*+[ \t]*+\()")


_PLACEHOLDER = "__hyphenated_tool_"  # stands for a hyphenated name while Python reads the calls


def _hyphenated_calls(tools: ToolSet, source: str, dialect: str, snippet: str) -> list[callmod.RawCall] | None:
    """The calls in `source` when each `a-b(...)` in it spells, with no space, an offered tool's whole name: a hyphen
    is Python's minus, so `[n-f(x)]` in prose and `[a-b(x=1)]` with no tool `a-b` stay text (None)."""
    hyphenated = [name for name in tools.names if "-" in name and name in source]
    data = source.strip().encode()  # ast's columns count UTF-8 bytes
    try:
        tree = quiet_ast.parse_module(data) if hyphenated and _PLACEHOLDER.encode() not in data else None
    except Exception:  # SyntaxError, and MemoryError/RecursionError on hostile nesting
        return None
    lines = [0] + [m.end() for m in re.finditer(rb"\r\n?|\n", data)]  # where Python starts each line
    spans: list[tuple[int, int, str]] = []
    for statement in tree.body if tree else ():
        value = statement.value if isinstance(statement, ast.Expr) else None
        for element in value.elts if isinstance(value, (ast.List, ast.Tuple)) else [value]:
            printed = isinstance(element, ast.Call) and getattr(element.func, "id", "") == "print" and element.args
            node = element.args[0] if printed and isinstance(element, ast.Call) else element  # tool_code's print(...)
            if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Sub) and isinstance(node.right, ast.Call):
                start = lines[node.lineno - 1] + node.col_offset
                end = lines[(node.right.func.end_lineno or 1) - 1] + (node.right.func.end_col_offset or 0)
                if (written := data[start:end].decode(errors="replace")) not in hyphenated:
                    return None
                spans.append((start, end, written))
    if not spans:
        return None
    for index, (start, end, _) in reversed(list(enumerate(spans))):
        data = data[:start] + f"{_PLACEHOLDER}{index}".encode() + data[end:]
    found = calls_in_python(data.decode(), dialect, snippet)
    for raw in found or ():
        raw.name = next((name for i, (_, _, name) in enumerate(spans) if raw.name == f"{_PLACEHOLDER}{i}"), raw.name)
    return found


# `[name(key=value, …), …]` whose values may be unquoted text (ToolACE-8B: `[f(first_name=Yusuf, zip=19122r)]`): no
# brackets inside a call, each value quoted or a run of text up to the next `,` or the call's `)`
_BARE_VALUES_CALL = re.compile(r"\s*+(?P<name>" + NAME + r")\s*+\((?P<args>[^()\[\]{}]*+)\)\s*+(?:,|(?P<end>\]\s*+\Z))")
_BARE_VALUES_ARG = re.compile(
    r"\s*+(?P<key>[A-Za-z_]\w*+)\s*+=\s*+"
    r"(?P<value>\"(?:[^\"\\\n]|\\.)*+\"|'(?:[^'\\\n]|\\.)*+'|[^,\"'\n]*+)\s*+(?:,|(?P<end>\Z))"
)

_BLANK_TO_END = re.compile(r"\s*+\Z")


def bare_value_calls(scan: Scan, start: int, end: int) -> list[callmod.RawCall] | None:
    """The calls of the bracketed list from `start` to `end` to offered tools, reading a keyword's unquoted value as
    its text where it means one: no Python expression holds it (`19122r`, `John Smith`), or it is a name or expression
    (`Yusuf`, `a@b.com`) for a string parameter. Literals keep their type (`True`, `5`); a value given to no declared
    parameter, positional arguments (`[f(x)]` in maths), or a list with words beside it on its line (prose naming
    the form) leave it unread (None)."""
    source = scan.text[start:end]
    written: list[str] = []
    pos = 1
    while True:
        call = _BARE_VALUES_CALL.match(source, pos)
        name = scan.tools.resolve(call.group("name"))[0] if call is not None else None
        if call is None or name is None:
            return None
        args = _quoted_args(call.group("args"), scan.tools.tools[name].properties)
        if args is None:
            return None
        written.append(f"{call.group('name')}({args})")
        if call.group("end") is not None:
            break
        pos = call.end()
    if not _alone_on_its_line(scan, start, end):
        return None
    found = python_calls(scan.tools, "[" + ", ".join(written) + "]", "pythonic", scan.snip(start, end))
    for raw in found or ():
        raw.repaired = True
    return found


_LINE_REST = re.compile(r"[ \t]*+(?:\r?\n|(?P<end>\Z))")


def _alone_on_its_line(scan: Scan, start: int, end: int) -> bool:
    """Only blanks beside the text from `start` to `end` on its lines; Incomplete while the line may go on."""
    before = scan.text[max(0, start - 200) : start]
    line_start = before.rfind("\n") + 1
    if before[line_start:].strip(" \t") or (line_start == 0 and start > 200):
        return False
    rest = _LINE_REST.match(scan.text, end)
    if rest is not None and rest.group("end") is not None and not scan.final:
        raise Incomplete  # more may follow on the line
    return rest is not None


def _quoted_args(args: str, properties: dict[str, Any]) -> str | None:
    """`args` (`key=value, …`) as Python source, each value that is text quoted; None when one cannot be read."""
    parts: list[str] = []
    keys: set[str] = set()
    pos = 0
    while not _BLANK_TO_END.match(args, pos):  # (a trailing comma leaves blanks)
        arg = _BARE_VALUES_ARG.match(args, pos)
        if arg is None or arg.end() == pos or arg.group("key") not in properties or arg.group("key") in keys:
            return None  # (Python reads no keyword twice)
        keys.add(arg.group("key"))
        key, value = arg.group("key"), arg.group("value").strip()
        source = _value_source(value, properties[key]) if value else None
        if source is None:
            return None
        parts.append(f"{key}={source}")
        if arg.group("end") is not None:
            break
        pos = arg.end()
    return ", ".join(parts)


def _value_source(value: str, schema: Any) -> str | None:
    """An unquoted keyword value as Python source: a literal as written, text quoted, None when it means neither."""
    try:
        tree = quiet_ast.parse_expression(value)
    except Exception:  # no Python expression holds it: text (also MemoryError/RecursionError on hostile input)
        return repr(value)
    if is_python_literal(tree.body):
        return value
    kind = schema.get("type") if isinstance(schema, dict) else None
    return repr(value) if kind == "string" or (isinstance(kind, list) and "string" in kind) else None


def python_to_end(scan: Scan, pos: int) -> tuple[int, Region | None]:
    """Where Python calls from `pos` that make up the rest of the text end: len(text), or -1.

    Each statement (`[...]`, `name(...)`) is measured, never parsed, so a failed try costs only
    what it read. With -1 comes a kept-text region when a statement never closes (it was read to
    the end of the text: no later marker inside it reads it again), else None.
    """
    text = scan.text
    at = pos
    while True:
        head = _PY_STATEMENT.match(text, at)
        if head is None:
            if at > pos:
                separators = _SEPARATORS.match(text, at)
                assert separators is not None  # the pattern matches the empty string
                if separators.end() == len(text):
                    return len(text), None
            return -1, None
        extent = jsontext.measure(text, head.end(), python=True)
        if not extent.closed:
            cut = python_cut(scan, pos, at, extent)
            if cut is not None:
                return -1, cut
            open_end = extent.string_to_end
            if not (extent.too_deep or open_end):
                return -1, None  # brackets left open: a later opening inside is nested deeper
            return -1, Region(
                extent.end, keep=text[pos : extent.end], explicit=False, too_deep=extent.too_deep, open_end=open_end
            )
        at = extent.end


# one call with one string argument filling a block that its end marker bounds: `[bash(command='...')]`
_ONE_STRING_HEAD = re.compile(r"\s*+\[\s*+(?P<name>" + NAME + r")\s*+\(\s*+(?P<key>[A-Za-z_]\w*+)\s*+=\s*+(?P<q>['\"])")
_ONE_STRING_TAIL = re.compile(r"(?P<q>['\"])\s*+\)\s*+\]\s*+\Z")


def one_string_call(source: str, dialect: str, snippet_text: str) -> list[callmod.RawCall] | None:
    """The call in a block bounded by its end marker (LFM2's `<|tool_call_end|>`) that Python syntax cannot read,
    when the block is one call with one string argument whose value holds its own quote character unescaped or raw
    newlines (`[bash(command='sed -n '1,5p' f')]`): the value is everything from its opening quote to the quote
    before `)]`. None when the block is anything else, or the value seems to hold a second argument (`', path=`)."""
    head = _ONE_STRING_HEAD.match(source)
    tail = _ONE_STRING_TAIL.search(source, len(source) - 40 if len(source) > 40 else 0)
    if head is None or tail is None or tail.group("q") != head.group("q") or tail.start() < head.end():
        return None
    value = source[head.end() : tail.start()]
    if re.search(head.group("q") + r"\s*+(?:,\s*+[A-Za-z_]\w*+\s*+=|\)\s*+[\],])", value):
        return None  # another argument or call may start inside (`', path=`, `'), b(`, `')] [`): ambiguous
    name, key = head.group("name"), head.group("key")
    return [callmod.RawCall(name, {key: value}, dialect, repaired=True, snippet=snippet_text)]


_PY_CALL_HEAD = re.compile(r"[\s;,]*+\[?\s*+(?P<name>" + NAME + r")\s*+\(")


def unoffered_hyphenated(scan: Scan, at: int) -> bool:
    """Whether the call at `at` is written with a hyphen and no offered tool has that whole name (`[n-f(x)]`)."""
    head = _PY_CALL_HEAD.match(scan.text, at, min(len(scan.text), at + 300))
    return head is not None and "-" in head.group("name") and head.group("name") not in scan.tools.tools


def cut_where(extent: jsontext.Extent) -> str:
    """Where the end of the reply cut a Python call left open (`extent`): in a string value, or in its arguments."""
    return jsontext.IN_STRING if extent.suffix[:1] in ('"', "'") else jsontext.IN_ARGUMENTS


_CUT_IN_A_NAME = re.compile(r",\s*+[A-Za-z_][\w.]*+\Z")


def python_cut(scan: Scan, pos: int, at: int, extent: jsontext.Extent) -> Region | None:
    """Python calls from `pos` whose last statement (at `at`) the end of the reply left open
    (`extent`), when it starts with a call to an offered tool. The calls before the cut one are
    complete and kept; the last one is an error asking for it again, never a call."""
    if extent.too_deep:
        return None
    head = _PY_CALL_HEAD.match(scan.text, at, min(len(scan.text), at + 300))
    name = scan.tools.resolve(head.group("name"))[0] if head is not None else None
    if name is None or unoffered_hyphenated(scan, at):
        return None
    where = cut_where(extent)
    snippet = scan.snip(pos, extent.end)
    body = scan.text[pos : extent.end]
    # closing what is open only to tell the complete calls from the cut one
    found = calls_in_python(body + extent.suffix, "pythonic", snippet) if len(body) < 4096 else None
    error = scan.error(callmod.cut_off_message(name, where), "pythonic", pos, extent.end, name)
    if not found:
        # the last call cut inside its name (`…, ride_hailing.get`): the calls before it, complete, and the error
        named = _CUT_IN_A_NAME.search(body) if len(body) < 4096 else None
        found = calls_in_python(body[: named.start()] + extent.suffix, "pythonic", snippet) if named else None
        for raw in found or ():
            raw.repaired = True
        return Region(extent.end, calls=found or [], errors=[error], explicit=False)
    for raw in found:
        raw.repaired = True
    found[-1].cut_off = where
    return Region(extent.end, calls=found, explicit=False)


# a line that starts with a call: Granite 3.3/4 write `name(arg=value)` alone on a line, one call a line
# (Llama 3.2-3B bolds it, `**name(arg=1)**`, or writes it as a heading, `## name(arg=1)`)
LINE_CALL_START = r"(?<![^\n])[ \t]*+[A-Za-z_][\w.]*+[ \t]*+\("
LINE_CALL_DECORATED = r"(?<![^\n])[ \t]*+(?:\*\*|#{1,6}[ \t]++)[A-Za-z_]"  # (the scan's filter for those two)
_LINE_CALL = re.compile(r"[ \t]*+(?P<mark>\*\*|#{1,6}[ \t]++)?(?P<name>[A-Za-z_][\w.]*+)[ \t]*+(?=\()")
# what LFM2 leaves after a call whose opening `<|tool_call_start|>[` was lost, and the turn's end token after a call
# (Gemma's `<end_of_turn>`, Llama's `<|eot_id|>`)
_LINE_END_JUNK = re.compile(r"^\s*\]|<\|tool_call_end\|>|<\|im_end\|>|<end_of_turn>|<\|eot_id\|>|</s>")
_BLANK_LINES = re.compile(r"[ \t;]*+(?:\r?\n[ \t]*+)*")
# a Python compound statement's header (`if __name__ == "__main__":`, `def main():`): the indented lines under it are
# code, their calls a program's (`    run()`), not the reply's
_BLOCK_HEADER = re.compile(
    r"[ \t]*+(?:async[ \t]++)?(?:if|elif|else|for|while|with|def|class|try|except|finally|match|case)\b[^\n]*:[ \t]*+\Z"
)
_CODE_REACH = 1000  # how far above a call's line its block's header is looked for, and over how many lines
_CODE_LINES = 12


def _in_a_python_block(text: str, start: int) -> bool:
    """The line at `start` is indented under a Python compound statement's header: the nearest line above it (within
    the reach) that is less indented and not blank is one."""
    line_end = text.find("\n", start)
    line = text[start : len(text) if line_end == -1 else line_end]
    indent = len(line) - len(line.lstrip(" \t"))
    reach = max(0, start - _CODE_REACH)
    end = start - 1  # the newline ending the line above
    for _ in range(_CODE_LINES if indent else 0):
        if end <= reach:
            break
        above_start = text.rfind("\n", reach, end) + 1
        if above_start == 0 and reach > 0:
            break  # (the line above starts beyond the reach)
        above = text[above_start:end]
        if above.strip() and len(above) - len(above.lstrip(" \t")) < indent:
            return _BLOCK_HEADER.match(above) is not None
        end = above_start - 1
    return False


def read_call_lines(scan: Scan, m: re.Match[str]) -> Region | None:
    """Calls to offered tools written one per line with no list around them (`get_weather(city="Oslo")`).

    Only a line that holds nothing but the call counts, and only a call to an offered tool: a line of
    prose or code that happens to start with a call (`print(x) # debug`) stays text.
    """
    text = scan.text
    start = pos = m.start()
    found: list[callmod.RawCall] = []
    end = start
    while True:
        head = scan.match(_LINE_CALL, pos, 200) if pos < len(text) else None
        if head is None or scan.tools.resolve(head.group("name"))[0] is None:
            if head is not None and not found and scan.final:
                scan.skip_later(m, head.end())  # a later line calling the same unoffered name is no call either
            break
        extent = jsontext.measure(text, head.end(), python=True)
        if not extent.closed:
            if not scan.final and not extent.too_deep:
                raise Incomplete
            cut = python_cut(scan, start, pos, extent)  # the end of the reply cut the last call short
            if cut is None and not found and extent.too_deep and scan.final:
                scan.skip_later(m, extent.end)  # a later line starting with all that was measured is as deep
            return cut if cut is not None else (Region(end, calls=found, explicit=False) if found else None)
        line_end = text.find("\n", extent.end)
        stop = len(text) if line_end == -1 else line_end
        rest = text[extent.end : stop]
        bold = head.group("mark") == "**"
        if bold and not rest.startswith("**"):
            if line_end == -1 and not scan.final and "**".startswith(rest):
                raise Incomplete  # the bold's end may still come
            break  # bold that does not close right after the call: prose
        rest = rest[2:] if bold else rest
        several = _LINE_END_JUNK.sub("", rest).strip(" \t\r;")
        if several and not rest.lstrip(" \t").startswith(","):
            break  # more on the line: prose or code that starts with a call
        if line_end == -1 and not scan.final:
            raise Incomplete  # the line may go on
        if not found and _in_a_python_block(text, start):
            return None  # a program's lines: a call in them is its own (asked once a call is whole on its line)
        if several:  # `a(x=1), b(y=2)`: calls side by side, commas between
            calls = None if head.group("mark") else _calls_side_by_side(scan, pos, stop)
            rest = ""
        else:
            call_start = head.start("name")
            calls = calls_in_python(text[call_start : extent.end], "granite", scan.snip(pos, extent.end))
        if not calls:
            break
        found.extend(calls)
        end = (stop if several else extent.end + 2 * bold) + len(rest)  # with what LFM2 left after it
        gap = _BLANK_LINES.match(text, end)
        assert gap is not None  # the pattern matches the empty string
        pos = gap.end()
        if pos >= len(text) and not scan.final:
            raise Incomplete  # another call may follow
    if not found:
        return None
    return Region(end, calls=found, explicit=False)


def _calls_side_by_side(scan: Scan, pos: int, stop: int) -> list[callmod.RawCall] | None:
    """The line from `pos` to `stop` as calls to offered tools with commas between (Qwen2.5-3B's
    `calculate_area(base=12, …), calculate_area(base=18, …)`); None when anything else is on it."""
    source = scan.text[pos:stop].rstrip(" \t\r;")
    found = calls_in_python(source, "granite", scan.snip(pos, stop)) if len(source) <= 4096 else None
    return _all_offered(scan, found)


def listed_calls(scan: Scan, source: str, snippet: str) -> list[callmod.RawCall] | None:
    """The calls of `source` when it is one Python list of calls, each to an offered tool (`[get_weather(city="Oslo")]`:
    BFCL's format, which small models fence as Python); None for any other code."""
    if not (source.startswith("[") and source.endswith("]")) or len(source) > _MOST_LISTED:
        return None
    return _all_offered(scan, python_calls(scan.tools, source, "pythonic", snippet))


_MOST_LISTED = 65536  # a longer list is no reply's calls


def call_span_alone(scan: Scan, m: re.Match[str]) -> Region | None:
    """A code span alone on its line holding only calls to offered tools (Llama 3.2-3B's whole reply
    `` `concert.find_details(artist='The Weeknd')` ``), unless the line before introduces an example: the calls."""
    text, start, end = scan.text, m.start(), m.end()
    inner = m.group()[1:-1].strip()
    if not inner.endswith(")") or (start > 0 and text[start - 1] not in " \t\n"):
        return None
    reach = max(0, start - 80)
    line_start = text.rfind("\n", reach, start) + 1
    if (line_start == 0 and reach > 0) or text[line_start:start].strip():
        return None  # words before it on its line (or a line longer than the reach): quoted in a sentence
    line_end = text.find("\n", end, end + 80)
    if text[end : len(text) if line_end == -1 else line_end].strip() or shown_as_an_example(scan, start, end):
        return None
    if line_end == -1 and not scan.final:
        raise Incomplete  # words may still follow it on its line
    found = _all_offered(scan, python_calls(scan.tools, inner, "pythonic", scan.snip(start, end)))
    return None if found is None else Region(end, calls=found, explicit=False)


def _all_offered(scan: Scan, found: list[callmod.RawCall] | None) -> list[callmod.RawCall] | None:
    """`found`, when it holds calls and each names an offered tool; None otherwise."""
    return found if found and all(scan.tools.resolve(raw.name)[0] is not None for raw in found) else None


def python_block(scan: Scan, m: re.Match[str], close: str, dialect: str) -> Region:
    end = scan.find_end(close, m.end())
    stop = min(len(scan.text), end + len(close))
    message = "Could not read the calls as Python: write name(arg=value, ...) with literal values."
    return python_region(scan, m.start(), stop, scan.text[m.end() : end], dialect, message)


DIALECT_RECORDS = (
    Dialect(
        "pythonic",
        render=lambda name, arguments: f"[{python_call(name, arguments)}]",
        # `[read(...)]` in prose is read by the json record's bare_list marker; `<|python_start|>` by llama3's (Llama 4
        # writes JSON there too)
        sniff=(r"(?:^|[\[(]|print\()\s*([A-Za-z_][\w.]{0,80})\(",),
    ),
    # read inside a ```tool_code fence (parsers/readers/markup.py)
    Dialect("tool_code", render=lambda name, arguments: f"```tool_code\nprint({python_call(name, arguments)})\n```"),
)
