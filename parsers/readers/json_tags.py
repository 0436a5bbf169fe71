"""Readers for JSON calls after a dialect's own marker: Hermes, Mistral/Devstral, Granite,
Nemotron, LFM2, Hunyuan, InternLM, Command R, functools and Llama 3 `<|python_tag|>`."""

from __future__ import annotations

import re

from parsers import calls as callmod
from parsers import jsontext
from parsers.cut_ends import cut_after_name
from parsers.dialects import Dialect
from parsers.jsontext import Incomplete
from parsers.readers.formats_shown import unless_an_example
from parsers.readers.invoke_tags import invokes_or
from parsers.readers.mentions import GOES_ON_IN_LOWERCASE, between_words
from parsers.readers.python_calls import (
    LINE_CALL_DECORATED,
    LINE_CALL_START,
    one_string_call,
    python_block,
    python_calls,
    python_region,
    python_to_end,
    read_call_lines,
)
from parsers.readers.runs import counted_as_read
from parsers.region import Region
from parsers.scan import NAME, Marker, Reader, Scan
from parsers.value_text import call_json, json_text, python_call


def tagged_json(dialect: str, close: str | None, allow_python: bool = False) -> Reader:
    """A JSON call (or list of calls) after an opening marker, with an optional closing tag."""

    def read(scan: Scan, m: re.Match[str]) -> Region | None:
        pos = scan.skip_space(m.end())
        text = scan.text
        region: Region | None = None
        alike = False
        scan.reach = 0
        if text[pos : pos + 1] in ("{", "["):
            region = scan.json_series(pos, dialect, close=close)
        if (region is None or not region.calls) and allow_python:
            limit = scan.find(close, pos) if close else -1
            if limit == -1:
                if not scan.final and close is not None:
                    raise Incomplete
                # no closing tag: the calls must be the rest of the text; measured first, so a
                # marker followed by no call never hands the whole rest of the text to the parser
                limit, dead = python_to_end(scan, pos)
                if dead is not None and (dead.errors or dead.calls):
                    return dead  # calls the end of the reply cut short
                if region is None:
                    region = dead
            if limit != -1:
                source, snippet_text = text[pos:limit], scan.snip(m.start(), limit)
                found = python_calls(scan.tools, source, dialect, snippet_text) or one_string_call(
                    source, dialect, snippet_text
                )
                if found:
                    region = Region(limit, calls=found)
        if region is None or not region.calls:
            if region is None and between_words(scan, m.start(), m.end(), GOES_ON_IN_LOWERCASE):
                return Region(m.end(), keep=m.group(), explicit=False)  # named: "write <|START_ACTION|> followed by"
            end = scan.find(close, pos) if close else -1
            if end == -1:
                if not scan.final and close is not None:
                    raise Incomplete
                dead = dead_value(scan, m, region)  # None: a marker mentioned in prose, with no call after it
                if dead is None and close is not None and not allow_python:
                    scan.skip_later(m, max(scan.reach, pos + 1))  # no closing tag after a later copy either
                return dead
            if close and _EMPTY_LIST.fullmatch(text, pos, end):
                return Region(scan.optional(end, close))  # `[]`: the model called nothing
            if close and text[pos : pos + 1] in ("{", "[") and _template(text[pos:end]):
                # the format's template (`{"name": <function-name>, …}`, `[func_name1(params_name1=value1)]`), echoed
                # or pasted: text, tags and all, read from its own text alone (identical copies of it are counted)
                end = scan.optional(end, close)
                return scan.copies(m.start(), Region(end, keep=text[m.start() : end], explicit=False))
            message = (
                f"Could not read a tool call after {m.group().strip()}: "
                'write a JSON object {"name": ..., "arguments": {...}}.'
            )
            region = Region(end, errors=[scan.error(message, dialect, m.start(), end)])
            alike = True
        if close:
            region.end = scan.optional(region.end, close)
        if not (alike or (scan.final and region.calls and (close or not allow_python))):
            return region
        # a block was read from its text up to its end marker, or its JSON values (no end marker), and what the decode
        # looked at past it (a string may hold the marker, a series looks for one more value): copies of it read alike
        # as far as that reach is inside their run (issue 42); a final text only for calls, so streaming announces
        # each copy's call as it comes
        return counted_as_read(scan, m, region, scan.reach)

    return read


_EMPTY_LIST = re.compile(r"\[\s*\]\s*")


def _template(block: str) -> bool:
    return jsontext.is_template(block) or callmod.calls_a_placeholder(block)


def dead_value(scan: Scan, m: re.Match[str], region: Region | None) -> Region | None:
    """The marker and a value after it that is no call and never ends in time, kept as text.

    A value nested too deeply, or one that never closes (an unterminated string runs to the end
    of the text): like a bare JSON value, nothing inside it is read again. Each opening inside
    would read as far again, so a run of `<tool_call>{` would be re-read once per level, and a
    run of `<tool_call>["` once per marker to the end of the text.
    """
    if region is None or not (region.too_deep or region.open_end) or region.calls or region.errors:
        return None
    return Region(
        region.end,
        keep=scan.text[m.start() : region.end],
        explicit=False,
        too_deep=region.too_deep,
        open_end=region.open_end,
    )


def read_python_tag(scan: Scan, m: re.Match[str]) -> Region:
    """Llama 3 `<|python_tag|>`: JSON objects separated by `;`, or Python calls."""
    pos = scan.skip_space(m.end())
    if scan.text[pos : pos + 1] in ("{", "["):
        scan.reach = 0
        found = _json_calls_or_dead(scan, m, pos, "llama3")
        if found is not None and scan.final and found.calls:  # copies read alike as far as the decode's reach
            found.end = scan.optional(found.end, "<|eom_id|>", "<|eot_id|>")
            return scan.copies(m.start(), found, scan.reach)
        if found is not None:
            return found
    text = scan.text
    head = scan.match(_PYTHON_TAG_CALL, pos, 200)
    if head is None and (scan.final or len(text) - pos > 200):
        # no call: code for Llama's built-in code interpreter, which no tool of ours is; text, to the end of the turn
        end, _ = scan.earliest(("<|eom_id|>", "<|eot_id|>"), pos)
        if end == len(text) and not scan.final:
            raise Incomplete
        return Region(end, keep=text[m.start() : end], explicit=False)
    name = head.group("name") if head else ""
    if head and (callmod.is_placeholder_name(name.removesuffix(".call")) or _ELIDED_ARGUMENT.match(text, head.end())):
        # the format shown (`NAME.call(k="v", ...)`): text to its line's end, where the next line may show another
        end, _ = scan.earliest(("<|eom_id|>", "<|eot_id|>", "\n"), pos)
        if end == len(text) and not scan.final:
            raise Incomplete
        kept = Region(end, keep=text[m.start() : end], explicit=False)
        return scan.spaced_copies(m, kept) if scan.final else kept
    end, _ = scan.earliest(("<|eom_id|>", "<|eot_id|>", "\n\n"), pos)
    if end == len(text) and not scan.final:
        raise Incomplete
    source = text[pos:end]
    if name.endswith(".call") and scan.tools.resolve(name)[0] is None:
        # Llama 3.1's built-in tools are called `brave_search.call(query=...)`: the tool is the name before `.call`
        source = source.replace(name, name.removesuffix(".call"), 1)
    message = 'Could not read the call after <|python_tag|>: write {"name": ..., "parameters": {...}}.'
    return python_region(scan, m.start(), end, source, "llama3", message)


# what a call after `<|python_tag|>` starts with: its name (a list's first), then its parenthesis
_PYTHON_TAG_CALL = re.compile(r"\[?\s*(?P<name>" + NAME + r")\s*\(")
# an argument list whose arguments go on with `...` (`k="v", ...)`, `(...)`): a format's placeholder, bounded
_ELIDED_ARGUMENT = re.compile(r"[^()\n]{0,200}?(?<![\w\"'.])(?:\.\.\.|…)\s*+\)")


def read_python_start(scan: Scan, m: re.Match[str]) -> Region | None:
    """Llama 4's `<|python_start|>…<|python_end|>`: JSON calls, as after `<|python_tag|>`
    (`{"name": …, "parameters": {…}}`), or Python calls (`[read(path='a.py')]`)."""
    if scan.match(_JSON_CALL_START, scan.skip_space(m.end()), 40):
        return _python_start_json(scan, m)
    return python_block(scan, m, "<|python_end|>", "pythonic")


def _json_calls_or_dead(scan: Scan, m: re.Match[str], pos: int, dialect: str) -> Region | None:
    """The calls in the JSON values at `pos`, after the marker `m`, or those values kept as text when they
    run too deep or to the end (dead_value); None: no call there, the marker is read another way."""
    region = scan.json_series(pos, dialect)
    if region is not None and region.calls:
        return region
    return dead_value(scan, m, region)


_JSON_CALL_START = re.compile(r"\{|\[\s*\{")
_python_start_json = tagged_json("llama3", "<|python_end|>")
_MISTRAL_NAME = re.compile(r"\s*(?P<name>" + NAME + r")\s*(?:\[CALL_ID\][^\[{]{0,100})?(?:\[ARGS\])?")


def read_mistral(scan: Scan, m: re.Match[str]) -> Region | None:
    pos = scan.skip_space(m.end())
    text = scan.text
    if scan.match(_JSON_CALL_START, pos, 40):
        found = _json_calls_or_dead(scan, m, pos, "mistral")
        if found is not None:
            return found
    head = scan.match(_MISTRAL_NAME, pos, 300)
    if head is not None and text[scan.skip_space(head.end()) : scan.skip_space(head.end()) + 1] == "{":
        return scan.named_json(head.group("name"), head.end(), "devstral", m.start())
    if head is not None and head.group().endswith("[ARGS]") and scan.tools.resolve(head.group("name"))[0] is not None:
        return _args_not_json(scan, head.group("name"), head.end(), m.start())
    if head is not None:  # the reply ending after the name: cut off (an offered tool's)
        return cut_after_name(scan, head.group("name"), head.end(), m.start(), "devstral", "[ARGS]")
    return None  # the marker mentioned in prose


def _args_not_json(scan: Scan, name: str, pos: int, start: int) -> Region | None:
    """`[TOOL_CALLS]NAME[ARGS]` then no JSON object on its line: an error naming the tool (vllm-mlx's mistral tests)."""
    end = scan.find("\n", pos)
    if end == -1 and not scan.final:
        raise Incomplete  # the arguments may still be coming
    end = len(scan.text) if end == -1 else end
    if end == scan.skip_space(pos):
        return cut_after_name(scan, name, pos, start, "devstral", "")  # nothing after `[ARGS]`: cut off there
    message = f"The arguments of {name} could not be read as JSON. Write them as one JSON object."
    return Region(end, errors=[scan.error(message, "devstral", start, end, name)])


def read_functools(scan: Scan, m: re.Match[str]) -> Region | None:
    pos = scan.skip_space(m.end())
    first = scan.skip_space(pos + 1)
    if first < len(scan.text) and scan.text[first] != "{":
        return None  # `functools[]` or `functools[` and prose (Phi-4-mini's answer): no call, the text stays
    region = scan.json_series(pos, "functools")
    if region is None or not region.calls:
        if not scan.final and len(scan.text) < pos + 200:
            raise Incomplete  # the error's snippet reaches 200 characters on (streaming: reported whole, once there)
        end = min(len(scan.text), pos + 200)
        error = scan.error(
            'Could not read functools[...]: write functools[{"name": ..., "arguments": {...}}].',
            "functools",
            m.start(),
            end,
        )
        dead = dead_value(scan, m, region)
        if dead is not None:  # read to its end already: kept as text, nothing in it read again
            dead.errors.append(error)
            return dead
        return Region(pos + 1, errors=[error])
    return region


# these dialects write the JSON call object: the json record's sniff finds their names
DIALECT_RECORDS = (
    Dialect(
        "llama3",
        render=lambda name, arguments: "<|python_tag|>" + call_json(name, arguments, "parameters"),
        markers=(
            Marker("python_tag", re.escape("<|python_tag|>"), read_python_tag),
            Marker("python_start", re.escape("<|python_start|>"), read_python_start),  # Llama 4's
        ),
    ),
    Dialect(
        "mistral",
        render=lambda name, arguments: f"[TOOL_CALLS][{call_json(name, arguments)}]",
        markers=(Marker("mistral", re.escape("[TOOL_CALLS]"), read_mistral),),  # devstral's too
    ),
    Dialect(
        "devstral",
        render=lambda name, arguments: f"[TOOL_CALLS]{name}[ARGS]{json_text(arguments)}",
        sniff=(r"\[TOOL_CALLS\]\s*([A-Za-z_][\w.\-]{0,80})\s*[\[{]",),
    ),
    Dialect(
        "functools",
        render=lambda name, arguments: f"functools[{call_json(name, arguments)}]",
        markers=(Marker("functools", r"functools(?=\s*\[)", read_functools),),
    ),
    Dialect(
        "granite",
        render=lambda name, arguments: f"<|tool_call|>[{call_json(name, arguments)}]",
        markers=(
            Marker("granite", re.escape("<|tool_call|>"), tagged_json("granite", None)),
            # Granite 3.3 and 4.0-H write Python calls, one a line (their `<tool_call>` is hermes')
            Marker("call_line", LINE_CALL_START, unless_an_example(read_call_lines)),
            # the same bolded or as a heading (`**read(path="a")**`, `## read(…)`): its own filter branch, left out of
            # the scan's regex for a text with no `**` and no `#`
            Marker(
                "call_line_decorated",
                LINE_CALL_DECORATED + r"[\w.]*+[ \t]*+\(",
                unless_an_example(read_call_lines),
                start=LINE_CALL_DECORATED,
                possible=lambda text: "**" in text or "#" in text,
            ),
        ),
    ),
    Dialect(
        "nemotron",
        render=lambda name, arguments: f"<TOOLCALL>[{call_json(name, arguments)}]</TOOLCALL>",
        markers=(Marker("nemotron", re.escape("<TOOLCALL>"), tagged_json("nemotron", "</TOOLCALL>")),),
    ),
    Dialect(
        "lfm2",
        render=lambda name, arguments: f"<|tool_call_start|>[{python_call(name, arguments)}]<|tool_call_end|>",
        markers=(
            Marker(
                "lfm2", re.escape("<|tool_call_start|>"), tagged_json("lfm2", "<|tool_call_end|>", allow_python=True)
            ),
        ),
    ),
    Dialect(
        "hunyuan",
        render=lambda name, arguments: f"<tool_calls>[{call_json(name, arguments)}]</tool_calls>",
        markers=(
            Marker(
                "tool_calls_tag",
                re.escape("<tool_calls>"),
                # or DeepSeek's DSML invokes, their tokens stripped
                invokes_or(tagged_json("hunyuan", "</tool_calls>", allow_python=True), "</tool_calls>"),
            ),
        ),
    ),
    Dialect(
        "internlm",
        render=lambda name, arguments: (
            "<|action_start|><|plugin|>" + call_json(name, arguments, "parameters") + "<|action_end|>"
        ),
        markers=(Marker("internlm", r"<\|action_start\|>\s*<\|plugin\|>", tagged_json("internlm", "<|action_end|>")),),
    ),
    Dialect(
        "command_r",
        render=lambda name, arguments: (
            "<|START_ACTION|>"
            + json_text([{"tool_call_id": "0", "tool_name": name, "parameters": arguments}])
            + "<|END_ACTION|>"
        ),
        markers=(Marker("command_r", re.escape("<|START_ACTION|>"), tagged_json("command_r", "<|END_ACTION|>")),),
    ),
)
