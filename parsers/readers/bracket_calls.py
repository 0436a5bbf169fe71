"""Bracketed calls that no dialect of ours asks for but models write when trained on other agents' transcripts:
Gemini CLI's prose calls, `[tool_call: read_file for absolute_path '/a.py']`, and MiniMax's `[TOOL_CALL]` blocks,
`{tool => "read", args => {--path "a.py"}}` (Perl/CLI-style arguments), JSON or a Python call.

Both are read only for an offered tool: a placeholder or a tool named in prose stays text.
"""

from __future__ import annotations

import re
from typing import Any

from parsers import jsontext
from parsers.calls import RawCall
from parsers.jsontext import Incomplete
from parsers.models import CallError
from parsers.python_text import calls_in_python
from parsers.readers.python_calls import python_cut
from parsers.region import Region
from parsers.scan import NAME, Marker, Scan
from parsers.toolset import argument_names

_BLOCK_END = ("[/TOOL_CALL]", "/TOOL_CALL")
# quotes and dashes as a chat window's typography may show them (`“read”`, `–path`) read as the plain ones
_HASH_HEAD = re.compile(
    r"\{\s*(?P<q>[\"']?)tool(?P=q)\s*=>\s*"
    r"(?:[\"'“‘](?P<qname>[^\"'“”‘’\n]{1,200})[\"'”’]|(?P<name>" + NAME + r"))"
    r"\s*,?\s*(?:(?P<a>[\"']?)args(?P=a)\s*=>\s*)?"
)
_FLAG = re.compile(r"(?:(?:--|[–—])(?P<flag>[\w.\-]+)\s*[:=]?|(?P<key>[A-Za-z_][\w.\-]*)\s*=>)[ \t]*")
_CURLY_CLOSE = {"“": "”", "‘": "’"}
_BARE_VALUE = re.compile(r"[^\s,{}]+")
_NOT_FLAGS = "not flags"
# what may follow the `[` or `{` of a JSON value (or a JS object's key): anything else is not tried
_JSON_START = re.compile(r"\[\s*+(?:[\"'\[{\]\-\d]|(?:true|false|null)\b)|\{\s*+(?:[\"'}]|[A-Za-z_]\w*+\s*+:)")
_PY_HEAD = re.compile(NAME + r"\s*(?=\()")


def read_block(scan: Scan, m: re.Match[str]) -> Region | None:
    """`[TOOL_CALL]` (or `TOOL_CALL` with its brackets lost) then one call, up to `[/TOOL_CALL]`."""
    text = scan.text
    at = scan.skip_space(m.end())
    if at >= len(text):
        return None
    # a block's values end where it does, or where the next block starts: a string left open in one never
    # runs on through the next (nor makes each later block read to the end of the text)
    limit = _block_limit(scan, at)
    closing = scan.find("}", at)
    if limit < len(text) and text[at] == "{" and not at < closing < limit:
        return None  # nothing closes before the next block starts: no call here (a run of them stays cheap)
    region: Region | None = None
    if scan.match(_HASH_HEAD, at, 300) is not None:
        region = _hash_call(scan, at, m.start(), limit)
    elif text[at] in "{[":
        region = scan.json_series(at, "json", limit)
        region = region if region is not None and region.calls else None
        if region is None and scan.final and limit < len(text):
            # read up to the next block's marker: a later block whose text runs the same through that marker does too
            scan.skip_later(m, limit + len(scan.earliest(_BLOCK_MARKERS, at)[1]))
    elif (head := scan.match(_PY_HEAD, at, 200)) is not None and scan.tools.resolve(head.group())[0] is not None:
        extent = jsontext.measure(text, head.end(), python=True)
        if not extent.closed:
            if not scan.final and not extent.too_deep:
                raise Incomplete
            if extent.too_deep:
                return Region(extent.end, keep=text[m.start() : extent.end], explicit=False)
            return python_cut(scan, at, at, extent)  # the end of the reply cut it: an error, read once
        found = calls_in_python(text[at : extent.end], "pythonic", scan.snip(m.start(), extent.end))
        region = Region(extent.end, calls=found) if found else None
    if region is None:
        return None
    region.explicit = True
    region.end = scan.optional(region.end, *_BLOCK_END)
    return region


def _block_limit(scan: Scan, pos: int) -> int:
    end, _ = scan.earliest(_BLOCK_MARKERS, pos)
    return end


_BLOCK_MARKERS = ("[/TOOL_CALL]", "[TOOL_CALL]", "TOOL_CALL\n")


def _hash_call(scan: Scan, at: int, start: int, limit: int) -> Region | None:
    """`{tool => "NAME", args => {--key "value" --n 20 --obj {...}}}`: values quoted, JSON, or bare words typed by
    the schema; `key => value` pairs too, or a JSON object for the arguments."""
    text = scan.text
    head = scan.match(_HASH_HEAD, at, 300)
    assert head is not None
    name = head.group("qname") or head.group("name")
    if scan.tools.resolve(name)[0] is None:
        return None  # a placeholder (`skill_name`) or a tool we do not offer: the text shows what was meant
    pos = scan.skip_space(head.end())
    arguments: dict[str, Any] = {}
    cut = ""
    if text.startswith("{", pos) and text[scan.skip_space(pos + 1) : scan.skip_space(pos + 1) + 1] in ('"', "}"):
        decoded = scan.decode(pos, limit)
        if not decoded.ok or not isinstance(decoded.value, dict):
            return None
        arguments, pos, cut = decoded.value, decoded.end, decoded.cut_off
    elif text.startswith("{", pos):
        pos, cut = _flags(scan, pos + 1, arguments, limit)
        if cut == _NOT_FLAGS:
            return None
    closed = False
    while not cut:  # the closing braces, one too many or missing at the end of the reply
        at_end = scan.skip_space(pos) if pos < len(text) else pos
        if at_end < len(text) and text[at_end] == "}":
            pos, closed = at_end + 1, True
            continue
        if not closed and at_end < len(text):
            return None  # `{tool => name` and then prose: not a call
        break
    call = RawCall(name, arguments, "minimax", from_text=True, snippet=scan.snip(start, pos), cut_off=cut)
    return Region(pos, calls=[call])


def _flags(scan: Scan, pos: int, arguments: dict[str, Any], limit: int) -> tuple[int, str]:
    """CLI flags (`--key value`) or Perl pairs (`key => value`) up to `}`: (where they end, where a cut fell)."""
    text = scan.text
    while True:
        while pos < len(text) and (text[pos].isspace() or text[pos] == ","):
            pos += 1
        if pos >= len(text):
            if not scan.final:
                raise Incomplete
            return pos, ""
        if text[pos] == "}":
            return pos + 1, ""
        flag = scan.match(_FLAG, pos, 200)
        if flag is None:
            return pos, _NOT_FLAGS  # neither a flag nor the closing brace: no call written this way
        key = flag.group("flag") or flag.group("key")
        pos = flag.end()
        if pos >= len(text):
            if not scan.final:
                raise Incomplete
            return pos, jsontext.IN_ARGUMENTS  # a flag with its value still to come
        char = text[pos]
        if char in "\"'":
            try:
                arguments[key], pos = scan.quoted(pos, limit)
            except ValueError:
                return (len(text), jsontext.IN_STRING) if limit == len(text) else (pos, _NOT_FLAGS)
        elif char in _CURLY_CLOSE:
            close = scan.find(_CURLY_CLOSE[char], pos + 1)
            if close == -1 or close >= limit:
                if not scan.final and limit == len(text):
                    raise Incomplete
                return (len(text), jsontext.IN_STRING) if limit == len(text) else (pos, _NOT_FLAGS)
            arguments[key], pos = text[pos + 1 : close], close + 1
        elif char in "{[":
            if scan.match(_JSON_START, pos, 200) is None:
                return pos, _NOT_FLAGS
            decoded = scan.decode(pos, limit)
            if decoded.cut_off:
                return decoded.end, decoded.cut_off
            if not decoded.ok:
                return pos, _NOT_FLAGS
            arguments[key], pos = decoded.value, decoded.end
        elif char in "\r\n}–—" or text.startswith("--", pos):
            arguments[key] = True  # a flag with no value is set
        else:
            word = scan.match(_BARE_VALUE, pos, 2000)
            assert word is not None  # the character is none of those it stops at
            if word.end() == len(text) and not scan.final:
                raise Incomplete
            # a bare `null` is JSON's (an optional argument not given), not the word
            arguments[key], pos = (None if word.group() in ("null", "None") else word.group()), word.end()


# ---- Gemini CLI's prose calls ---------------------------------------------------------------------------------

# words between the name and the values that say nothing (`for`, `with content`, `and`)
_CONNECTORS = frozenset("for with and in on at of using from as".split())
_WORD = re.compile(r"[A-Za-z_][\w\-]*")
_NUMBER = re.compile(r"-?\d+(?:\.\d+)?(?![\w.])")
_PROSE_OPENERS = ("[tool_call:", "[TOOL_CALL:", "[Calling tool:")  # where the next prose call starts
_PROSE_NAME = re.compile(r"\s*(?P<name>" + NAME + r")")
_KEY_AFTER_NAME = re.compile(r"[ \t]*+(?P<key>[A-Za-z_]\w{0,100}+)[ \t]*+[:=][ \t]*+[\"'\d\[{]")


def read_prose(scan: Scan, m: re.Match[str]) -> Region | None:
    """`[tool_call: NAME for ARG 'VALUE' with ARG2 'VALUE2' because …]`, `[tool_call: NAME {json or JS object}]`,
    `[tool_call: NAME(key='v')]`, on one line. A value with no name goes to the one parameter it can mean
    (the tool's one required parameter still missing); words after the values are the model's reason."""
    text = scan.text
    next_call, _ = scan.earliest(_PROSE_OPENERS, m.end())
    close = scan.find("]", m.end())
    if next_call < len(text) and not m.end() <= close < next_call:
        if scan.final:  # so is every later one of this text up to the last before that `]` (or before the text's end)
            scan.skip_later(m, m.end(), text.rfind(m.group(), 0, len(text) if close == -1 else close))
        return None  # nothing closes it before the next one starts: no call here (a run of them stays cheap)
    head = scan.match(_PROSE_NAME, m.end(), 200)
    name = scan.tools.resolve(head.group("name"))[0] if head else None
    if head is None or name is None:
        return None
    written = head.group("name")
    pos = head.end()
    while pos < len(text) and text[pos] in " \t":
        pos += 1
    if pos >= len(text):
        if not scan.final:
            raise Incomplete
        return None
    snippet = scan.snip(m.start(), min(len(text), pos + 200))
    if text[pos] == "]":  # no arguments: only a tool that needs none (`[tool_call: web_search]` is a placeholder)
        after = scan.match(_KEY_AFTER_NAME, pos + 1, 200)
        if after is not None and scan.tools.all_parameters(name, {after.group("key"): None}):
            # Qwen3.6's `[tool_call: NAME] KEY: "VALUE"]`: the name closed early, its arguments after it up to a `]`
            line_end, closer = _line_limit(scan, after.end()), scan.find("]", after.end())
            if -1 < closer < line_end:
                return _prose_values(scan, m.start(), written, name, pos + 1)
            if line_end == len(text) and not scan.final:
                raise Incomplete  # its `]` may still come
        if scan.tools.tools[name].parameters.get("required"):
            return None
        return Region(pos + 1, calls=[RawCall(written, {}, "json", snippet=snippet)])
    if text[pos] == "{":
        decoded = scan.decode(pos, _line_limit(scan, pos))
        if not decoded.ok and not decoded.cut_off:
            return None
        call = RawCall(written, decoded.value, "json", repaired=decoded.repaired, snippet=snippet)
        call.cut_off = decoded.cut_off
        return Region(_close(scan, decoded.end), calls=[call])
    if text[pos] == "(":
        extent = jsontext.measure(text, pos, python=True)
        if not extent.closed:
            if not scan.final and not extent.too_deep:
                raise Incomplete
            at = head.start("name")  # the reply ends on the call's line, inside it: cut off (vllm-mlx's tests)
            return python_cut(scan, at, at, extent) if scan.find("\n", pos) == -1 else None
        found = calls_in_python(written + text[pos : extent.end], "pythonic", snippet)
        return Region(_close(scan, extent.end), calls=found) if found else None
    return _prose_values(scan, m.start(), written, name, pos)


def _prose_values(scan: Scan, start: int, written: str, name: str, pos: int) -> Region | None:
    text = scan.text
    named: dict[str, Any] = {}
    unnamed: list[Any] = []
    key: str | None = None
    while True:
        while pos < len(text) and text[pos] in " \t,:=":
            pos += 1
        if pos >= len(text):
            if not scan.final:
                raise Incomplete
            if key is not None:  # a name with its value still to come
                return _region(scan, start, pos, RawCall(written, named, "json", cut_off=jsontext.IN_ARGUMENTS))
            if not (named or unnamed):
                return None
            break
        char = text[pos]
        if char == "]":
            pos += 1
            break
        value: Any
        if char in "\"'":
            limit, _ = scan.earliest(_PROSE_OPENERS, pos)
            try:
                value, pos = scan.quoted(pos, limit)
            except ValueError:  # open to the end of the reply: cut there; before the next call: no call
                if limit < len(text):
                    return None
                return _region(scan, start, len(text), RawCall(written, named, "json", cut_off=jsontext.IN_STRING))
        elif char in "[{":
            if scan.match(_JSON_START, pos, 200) is None:
                return None
            decoded = scan.decode(pos, _line_limit(scan, pos))
            if decoded.cut_off:
                return _region(scan, start, decoded.end, RawCall(written, named, "json", cut_off=decoded.cut_off))
            if not decoded.ok:
                return None
            value, pos = decoded.value, decoded.end
        elif number := _NUMBER.match(text, pos):
            value, pos = float(number.group()) if "." in number.group() else int(number.group()), number.end()
        elif word := _WORD.match(text, pos):
            if word.group().lower() in _CONNECTORS and key is None:
                pos = word.end()
                continue
            if key is None and scan.tools.all_parameters(name, {word.group(): None}):
                key, pos = word.group(), word.end()  # an argument's name; its value comes next
                continue
            if not (named or unnamed) or key is not None:
                return None  # words where a value should be: prose about a call, not one
            pos = _reason_end(scan, pos)
            if pos == -1:
                return None
            if text[pos - 1] != "]":  # the reply ends in the reason: what else it meant to write is not known
                return _region(scan, start, pos, RawCall(written, named, "json", cut_off=jsontext.IN_ARGUMENTS))
            break
        else:
            return None
        if key is None:
            unnamed.append(value)
        else:
            named[key], key = value, None
    arguments = _place_unnamed(scan, name, named, unnamed)
    if arguments is None:
        message = f"Name each argument of {name}, e.g. [tool_call: {name} for ARGUMENT 'value']."
        error = CallError(message=message, dialect="json", name=written, snippet=scan.snip(start, pos))
        return Region(pos, errors=[error])
    return _region(scan, start, pos, RawCall(written, arguments, "json"))


def _line_limit(scan: Scan, pos: int) -> int:
    """Where a prose call's JSON value must end: its line, or the next prose call."""
    end, _ = scan.earliest(("\n", *_PROSE_OPENERS), pos)
    return end


def _region(scan: Scan, start: int, end: int, call: RawCall) -> Region:
    call.snippet = scan.snip(start, end)
    return Region(end, calls=[call])


def _place_unnamed(scan: Scan, name: str, named: dict[str, Any], unnamed: list[Any]) -> dict[str, Any] | None:
    """The arguments with an unnamed value given to the one parameter it can mean; None when it can mean several."""
    if not unnamed:
        return named
    tool = scan.tools.tools[name]
    renamed = argument_names(list(named), tool.properties).renamed
    given = {renamed.get(key, key) for key in named}
    missing = [p for p in tool.parameters.get("required") or [] if p not in given]
    free = [p for p in tool.properties if p not in given]
    if len(unnamed) == 1 and (len(missing) == 1 or (not missing and len(free) == 1)):
        return {**named, (missing or free)[0]: unnamed[0]}
    return None


def _close(scan: Scan, pos: int) -> int:
    """Past the `]` (and any reason before it) that closes a call whose arguments end at `pos`; `pos` when the
    line ends first."""
    end = _reason_end(scan, pos)
    return pos if end == -1 else end


def _reason_end(scan: Scan, pos: int) -> int:
    """After the values: the model's reason (`because it must run in the background`), to the `]` that closes
    the call on its line; the end of the text when the reply stops there; -1 when the line ends first."""
    text = scan.text
    close = scan.find("]", pos)
    newline = scan.find("\n", pos)
    if close == -1:
        if not scan.final:
            raise Incomplete
        return len(text) if newline == -1 else -1
    if newline != -1 and newline < close:
        return -1
    return close + 1


# ReWOO's plan step as the whole reply (LazyLLM's tests): `add[{"a": 45, "b": 23}]`, an offered tool's name, then its
# JSON arguments in square brackets, nothing else
_WHOLE_REPLY_STEP = r"\A\s{0,40}+(?P<step_name>[A-Za-z_][\w.\-]{0,80}+)\[(?=\{)"


def read_whole_reply_step(scan: Scan, m: re.Match[str]) -> Region | None:
    name = m.group("step_name")
    if scan.nested or scan.tools.resolve(name)[0] is None:
        return None
    region = scan.named_json(name, m.end(), "json", m.start())
    end = scan.optional(region.end, "]") if region.calls else region.end  # (Incomplete while its `]` may come)
    if end == region.end or scan.text[end:].strip():
        return None
    if not scan.final:
        raise Incomplete  # words may still follow it
    region.end = end
    return region


# node-llama-cpp's function syntax for models with none of their own: `[[call: NAME({json})]]` (its result follows
# as `[[result: …]]`): an offered tool's only
_NODE_LLAMA_CALL = re.compile(r"\[\[call:[ \t]*+(?P<name>" + NAME + r")\((?=\s*+\{)")


def read_node_llama_call(scan: Scan, m: re.Match[str]) -> Region | None:
    head = scan.match(_NODE_LLAMA_CALL, m.start(), 200)
    if scan.nested or head is None or scan.tools.resolve(head.group("name"))[0] is None:
        return None  # (in a fence: node-llama-cpp's docs showing the syntax)
    region = scan.named_json(head.group("name"), head.end(), "json", m.start())
    end = scan.optional(region.end, ")]]")  # (Incomplete while its `)]]` may still come)
    if end == region.end:
        return None
    region.end = end
    return region


MARKERS = (
    Marker("node_llama_call", r"\[\[call:", read_node_llama_call, r"\[\[call:", lambda text: "[[call:" in text),
    Marker("whole_reply_step", _WHOLE_REPLY_STEP, read_whole_reply_step, r"\A", lambda text: "[{" in text),
    Marker("tool_block", r"\[TOOL_CALL\]", read_block),
    Marker(
        "tool_block_bare",
        r"(?<![\w\[/])TOOL_CALL[ \t]*+\r?\n(?=\s*+\{\s*+tool\s*+=>)",
        read_block,
        start="TOOL_CALL",
        possible=lambda text: "TOOL_CALL\n" in text or "TOOL_CALL\r\n" in text,
    ),
    # (vllm-mlx's tests show Qwen writing `[Calling tool: NAME({…})]`, read as the same form)
    Marker(
        "tool_call_prose",
        r"\[(?:tool_call|TOOL_CALL|Calling[ \t]tool):",
        read_prose,
        start=r"\[(?:tool_call|TOOL_CALL|Calling[ \t]tool):",
        possible=lambda text: "[tool_call:" in text or "[TOOL_CALL:" in text or "[Calling tool:" in text,
    ),
)
