"""ChatGLM3's tool calls: the tool's name alone on its line, then a ```python fence holding one
`tool_call(key=value, ...)` (its demos eval the fence with a `tool_call(**kwargs)` that collects the arguments).

    random_number_generator
     ```python
    tool_call(seed=1, range=(0, 11))
    ```

Read only when the name line is an offered tool's exact name and the fence holds that one call with keyword
arguments (Python literals: a tuple is the list written); a fence with other code, a name no tool has, or a block
introduced as a format's example stays text. The reply ending inside the fence cuts the call off."""

from __future__ import annotations

import re

from parsers import calls as callmod
from parsers import jsontext
from parsers.jsontext import Incomplete
from parsers.python_text import calls_in_python
from parsers.readers.formats_shown import shown_as_how_to
from parsers.readers.python_calls import cut_where
from parsers.region import Region
from parsers.scan import Marker, Scan

_NAME = r"[ \t]*+[A-Za-z_][\w.\-]{0,80}+"
# after the name's line, the fence's opening line, indented by a space or so as ChatGLM3 writes it
_FENCE_LINE = r"[ \t]*+\r?\n[ \t]{0,3}+```[ \t]*+python[ \t]*+\r?\n"
# or that line still streaming in: the scan holds the name's line back until it is whole
_STREAMING = r"[ \t]*+\r?\n[ \t]{0,3}+(?:`{1,3}+[ \t]*+(?:p(?:y(?:t(?:h(?:on?)?)?)?)?)?[ \t]*+\r?)?\Z"
_HEAD = re.compile(r"(" + _NAME + r")(?:(" + _FENCE_LINE + r")|" + _STREAMING + r")")
_TOOL_CALL = "tool_call"
_CALL_OPEN = re.compile(r"\s*+tool_call\s*+\(")


def read_name_then_fence(scan: Scan, m: re.Match[str]) -> Region | None:
    text = scan.text
    head = _HEAD.match(text, m.start())
    name = head.group(1).strip() if head is not None else ""
    if head is None or name not in scan.tools.tools:
        return None  # a word alone on its line before a code sample: no tool is so named
    if head.group(2) is None:  # the text ends before the fence's opening line does
        if not scan.final:
            raise Incomplete
        return None
    inner_start = head.end()
    inner_end = scan.find_end("```", inner_start)  # while streaming, Incomplete until the fence closes
    inner = text[inner_start:inner_end]
    if inner_end == len(text):  # the reply ends inside the fence
        return _cut_off(scan, m.start(), name, inner_start) if _may_become_call(inner) else None
    end = inner_end + 3
    if _CALL_OPEN.match(inner) is None or not inner.rstrip().endswith(")"):
        return None  # not one call (checked before Python reads it, as most code samples fail here)
    if shown_as_how_to(scan, m.start(), end):
        return Region(end, keep=text[m.start() : end], explicit=False)  # a format's example, not the model's call
    found = calls_in_python(inner, "pythonic", scan.snip(m.start(), end))
    if not found or len(found) != 1 or found[0].name != _TOOL_CALL or found[0].positional:
        return None  # more code than the one call, or arguments with no keyword: a code sample
    found[0].name = name
    return Region(end, calls=found)


def _may_become_call(inner: str) -> bool:
    """Whether a fence the reply ended inside holds the start of a `tool_call(`, or nothing yet."""
    return _CALL_OPEN.match(inner) is not None or _TOOL_CALL.startswith(inner.strip())


def _cut_off(scan: Scan, start: int, name: str, inner_start: int) -> Region:
    text = scan.text
    opened = _CALL_OPEN.match(text, inner_start)
    where = jsontext.IN_ARGUMENTS
    if opened is not None:
        where = cut_where(jsontext.measure(text, opened.end() - 1, python=True))
    error = scan.error(callmod.cut_off_message(name, where), "pythonic", start, len(text), name)
    return Region(len(text), errors=[error], explicit=False)


MARKERS = (
    Marker(
        "chatglm3",
        r"(?<![^\n])" + _NAME + r"(?:" + _FENCE_LINE + r"|" + _STREAMING + r")",
        read_name_then_fence,
        start=r"(?<![^\n])[ \t]*+[A-Za-z_][\w.\-]*+[ \t]*+\r?\n[ \t]*+(?:`|\Z)",  # a word on its line above a fence
        possible=lambda text: "`" in text,
    ),
)
