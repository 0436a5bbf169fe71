"""Calls after a prefix that another family's own tooling writes and no dialect of ours asks for: Gorilla
OpenFunctions v2's `<<function>>name(arg=1)` (the Berkeley leaderboard's handler reads it so), and the function
calling template Qwen-Agent gives Qwen2, `✿FUNCTION✿: name` then `✿ARGS✿: {…}` on the next line (also bracketed,
`[FUNCTION] name` / `[ARGS] {…}`), AgentScope v0's `[FUNCTION]{"function name": name, "args": {…}}[/FUNCTION]`, and
LM Studio's
`[TOOL_REQUEST]{json}[END_TOOL_REQUEST]`, which it prompts models with no tool template of their own to write, and
gptme's `@shell(call_id): {"cmd": "ls"}` at a line's start (Kimi K2 thinking writes its own ids in it), and YandexGPT's
`[TOOL_CALL_START]name` then its JSON arguments.

Both are read only for an offered tool's name: the templates as their documentation writes them
(`✿FUNCTION✿: {function_name}`) and a prefix before anything else stay text.
"""

from __future__ import annotations

import re

from parsers import jsontext
from parsers.calls import cut_off_message
from parsers.jsontext import Incomplete
from parsers.readers.json_tags import tagged_json
from parsers.readers.python_calls import python_calls
from parsers.region import Region
from parsers.scan import NAME, Marker, Scan

_OPENFUNCTIONS = "<<function>>"
_OPENFUNCTIONS_HEAD = re.compile(r"\s*(?P<name>" + NAME + r")\s*(?=\()")


def read_openfunctions(scan: Scan, m: re.Match[str]) -> Region | None:
    """`<<function>>name(arg=1)`: one Python call, up to its closing parenthesis (several follow each other)."""
    region = _openfunctions(scan, m)
    # read from its own text up to the next marker and a bounded lookahead: a run of copies is counted
    return scan.spaced_copies(m, region) if region is not None and scan.final else region


def _openfunctions(scan: Scan, m: re.Match[str]) -> Region | None:
    text = scan.text
    head = scan.match(_OPENFUNCTIONS_HEAD, m.end(), 200)
    if head is None:
        if not scan.final and len(text) - m.end() < 200:
            raise Incomplete  # the name may still come
        return None
    name = head.group("name")
    if scan.tools.resolve(name)[0] is None:
        return None  # a name no offered tool has: text
    limit, _ = scan.earliest((_OPENFUNCTIONS,), head.end())
    extent = jsontext.measure(text, head.end(), limit, python=True)
    if not extent.closed:
        if limit < len(text):
            return _unreadable(scan, m, name, limit)
        if not scan.final:
            raise Incomplete
        message = cut_off_message(name, jsontext.IN_ARGUMENTS)
        return Region(len(text), errors=[scan.error(message, "pythonic", m.start(), len(text), name)])
    end = extent.end
    found = python_calls(scan.tools, text[head.start() : end], "pythonic", scan.snip(m.start(), end))
    if found is None or len(found) != 1:
        return _unreadable(scan, m, name, end)
    return Region(end, calls=found)


def _unreadable(scan: Scan, m: re.Match[str], name: str, end: int) -> Region:
    message = f"Could not read the call to {name} after {_OPENFUNCTIONS}: write {name}(arg=value, ...)."
    return Region(end, errors=[scan.error(message, "pythonic", m.start(), end, name)])


def _qwen_fncall(open_: str, close: str, colon: str) -> tuple[re.Pattern[str], tuple[str, ...]]:
    """The head (`FUNCTION` name line, then `ARGS`) and the markers that end the arguments, in one marker style."""
    mark = {word: re.escape(open_ + word + close) for word in ("FUNCTION", "ARGS")}
    function, args = mark["FUNCTION"], mark["ARGS"]
    head = re.compile(rf"{function}[ \t]*{colon}[ \t]*(?P<name>{NAME})[ \t]*\r?\n[ \t]*{args}[ \t]*{colon}[ \t]*")
    return head, tuple(open_ + word + close for word in ("RESULT", "RETURN", "FUNCTION"))


# Qwen-Agent's template, and its bracketed variant Qwen2-72B writes (`[FUNCTION] name` / `[ARGS] {…}`, no colon)
_QWEN_FNCALL = _qwen_fncall("✿", "✿", ":")
_QWEN_FNCALL_BRACKETED = _qwen_fncall("[", "]", ":?")


def read_qwen_fncall(scan: Scan, m: re.Match[str]) -> Region | None:
    """`✿FUNCTION✿: name` then `✿ARGS✿: {…}`: the arguments are JSON up to the next marker (a made-up `✿RESULT✿`
    the model ran on into is text)."""
    head_pattern, ends = _QWEN_FNCALL if m.group().startswith("✿") else _QWEN_FNCALL_BRACKETED
    head = scan.match(head_pattern, m.start(), 300)
    if head is None:
        if not scan.final and len(scan.text) - m.start() < 300:
            raise Incomplete  # the name and the ✿ARGS✿ line may still come
        return None
    name = head.group("name")
    if scan.tools.resolve(name)[0] is None:
        return None  # not an offered tool: text, as the documented template with its placeholders is
    limit, _ = scan.earliest(ends, head.end())
    if limit == len(scan.text):
        return scan.named_json(name, head.end(), "json", m.start())  # the arguments run to the end of the reply
    region = scan.named_json(name, head.end(), "json", m.start(), limit)
    # read up to the next marker, which a following copy holds: a run of copies is counted
    return scan.spaced_copies(m, region) if scan.final else region


_AGENTSCOPE_JSON = tagged_json("json", "[/FUNCTION]")


def _agentscope_function(scan: Scan, m: re.Match[str]) -> Region | None:
    """AgentScope v0's `[FUNCTION]{…}[/FUNCTION]` (a `{` after the tag): no dialect of ours, so only calls to offered
    tools (or such a call cut off) are read; a placeholder's call or a JSON that is no call stays text."""
    region = _AGENTSCOPE_JSON(scan, m)
    if region is None or region.keep is not None:
        return None
    named = [call.name for call in region.calls] + [error.name for error in region.errors]
    if named and all(isinstance(name, str) and scan.tools.resolve(name)[0] is not None for name in named):
        return region
    # JSON that names no offered tool: text, the block whole (no reader at a later place in it finds a call either);
    # read from its own text, so a run of copies is counted
    kept = Region(region.end, keep=scan.text[m.start() : region.end], explicit=False)
    return scan.spaced_copies(m, scan.copies(m.start(), kept)) if scan.final else kept


def read_bracketed_function(scan: Scan, m: re.Match[str]) -> Region | None:
    """`[FUNCTION]`: AgentScope's JSON right after it, or Qwen2-72B's `[FUNCTION] name` / `[ARGS] {…}` lines."""
    at = scan.skip_space(m.end())
    if at == len(scan.text) and not scan.final:
        raise Incomplete
    return _agentscope_function(scan, m) if scan.text.startswith("{", at) else read_qwen_fncall(scan, m)


# gptme's tool format: `@NAME(CALL_ID): {json}` at a line's start; the next such line bounds the arguments
_AT_CALL = re.compile(r"@(?P<name>" + NAME + r")\([\w.:\-]{0,100}+\):[ \t]*+(?=\{)")
_NEXT_AT_CALL = re.compile(r"\n@" + NAME + r"\([\w.:\-]{0,100}+\):[ \t]*+\{")


def read_at_call(scan: Scan, m: re.Match[str]) -> Region | None:
    """`@shell(uid): {"cmd": "ls"}`: the JSON arguments of an offered tool. In a fence it is gptme's own example,
    which gptme never runs: text."""
    head = scan.match(_AT_CALL, m.start(), 300)
    if head is None or scan.nested or scan.tools.resolve(head.group("name"))[0] is None:
        if head is not None and scan.final:
            scan.skip_later(m, head.end())  # the same head names the same tool nobody offered (or a fence's)
        return None
    following = _NEXT_AT_CALL.search(scan.text, head.end())
    limit = following.start() if following is not None else None
    region = scan.named_json(head.group("name"), head.end(), "json", m.start(), limit)
    # read from its own text up to the next call's head, which a following copy holds: a run of copies is counted
    return scan.spaced_copies(m, region) if scan.final and limit is not None else region


_YANDEX_CALL = "[TOOL_CALL_START]"
# the name, then its JSON arguments (on the next line as YandexGPT writes them)
_YANDEX_HEAD = re.compile(r"[ \t]*+(?P<name>" + NAME + r")\s*+(?=\{)")


def read_yandex_call(scan: Scan, m: re.Match[str]) -> Region | None:
    """`[TOOL_CALL_START]name` then `{…}`: its own token, so a name no offered tool has is an error naming it, as
    Mistral's `[TOOL_CALLS]name{…}` is; the token named in prose (no name and arguments after it) stays text."""
    head = scan.match(_YANDEX_HEAD, m.end(), 300)
    if head is None:
        return None
    region = scan.named_json(head.group("name"), head.end(), "json", m.start())
    # read from its own text and what follows its value: a run of copies is counted
    return scan.spaced_copies(m, region) if scan.final else region


MARKERS = (
    Marker(
        "openfunctions",
        re.escape(_OPENFUNCTIONS),
        read_openfunctions,
        start="<<",
        possible=lambda text: _OPENFUNCTIONS in text,
    ),
    Marker("qwen_fncall", "✿FUNCTION✿", read_qwen_fncall, start="✿", possible=lambda text: "✿FUNCTION✿" in text),
    Marker(
        "qwen_fncall_bracketed",
        re.escape("[FUNCTION]"),
        read_bracketed_function,
        start=re.escape("[FUNCTION]"),
        possible=lambda text: "[FUNCTION]" in text,
    ),
    # only before a JSON value: the tags named in a sentence are prose
    Marker("lm_studio", r"\[TOOL_REQUEST\](?=\s*+[{\[])", tagged_json("json", "[END_TOOL_REQUEST]")),
    # a call written inside the tag itself, `<functioncall {"name": …, "arguments": {…}}>` (a Home Assistant reply)
    Marker("functioncall_tag", r"<functioncall\s++(?=\{)", tagged_json("json", ">")),
    Marker("yandex_call", re.escape(_YANDEX_CALL), read_yandex_call),
    Marker(
        "gptme_call",
        r"(?<![^\n])@(?=[A-Za-z_])",  # the head is matched by the reader, so streaming holds it from its `@`
        read_at_call,
        start="(?<![^\\n])@",
        possible=lambda text: "@" in text,
    ),
)
