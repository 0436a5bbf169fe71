"""Cline's and Roo Code's XML tool use, `<read_file>\n<path>a.py</path>\n</read_file>`: the tool's name as the tag,
each parameter a tag of its own inside it. No dialect of ours asks for it; models trained on those agents write it
unprompted, also under a harness that offers the same tools natively."""

from __future__ import annotations

import json
import re
from typing import Any

from parsers import jsontext
from parsers.calls import RawCall
from parsers.jsontext import Incomplete
from parsers.readers.formats_shown import introduces_a_format
from parsers.readers.half_applied_tags import ATTRIBUTE, ATTRIBUTES
from parsers.readers.runs import counted
from parsers.readers.special_tokens import after_a_reasoning_end
from parsers.region import Region
from parsers.scan import REASONING_CLOSE, Marker, Scan
from parsers.toolset import coerce

# Read where a reply's calls stand (after blanks or a closed reasoning block) or on lines of their own in its prose:
# the tag an offered tool's exact name, each child one of its parameters, the required ones given, blanks between
# them, then the reply's end or a blank line. A tag named in a sentence, a fence, an undeclared tag or HTML stay text.
_ELEMENT_NAME = r"[A-Za-z_][\w.\-]{0,30}+"  # short enough for the head to fit the streaming hold (MARKER_HOLD)
# an element with a child (after a line break and up to twelve blanks, the children indented as ai-sdk-tool-call-
# middleware's fixtures write them, still within the hold), or an attribute
_TAG_HEAD = "<" + _ELEMENT_NAME + r"(?:>\s{0,14}+<|[ \t]{1,4}+[A-Za-z_])"
_HEAD = r"[ \t\r\n]*+" + _TAG_HEAD  # (blanks before are the marker's)
# after a reasoning block: a marker of its own, so a text starting with a tag pays only for the cheap one at its start
_AFTER_REASONING = "|".join(f"(?<={re.escape(close)})" for close in REASONING_CLOSE.values())
_ELEMENT = re.compile(r"<(?P<tag>" + _ELEMENT_NAME + r")[> \t]")  # (a blank: its attributes follow)
_CHILD = re.compile(r"<(?P<tag>[A-Za-z_][\w.\-]{0,80}+)>")  # a parameter's tag
_SPACED_CHILD = re.compile(r"\s*+" + _CHILD.pattern)  # a key's tag in an object written as elements
_HEAD_MATCH = re.compile(_HEAD)
# an element with a child at a line's start, or after a sentence's end on its line
_LINE_HEAD = re.compile(r"\n[ \t]*+" + _TAG_HEAD)
_SENTENCE_HEAD = re.compile(r"[.!?:] ++" + _TAG_HEAD)  # (searched only where a substring test finds one likely)


def _may_hold_elements(text: str) -> bool:
    """Whether `text` may hold elements in prose (a second regex search over a long text costs more than the substring
    test that spares most texts it)."""
    if _LINE_HEAD.search(text) is not None:
        return True
    return " <" in text and _SENTENCE_HEAD.search(text) is not None


_INDENT = 80  # the most blanks before an element on its line
_BLANK_LINE = re.compile(r"\n[ \t\r]*+\n")
# the line before an element in prose that shows a format rather than making a call ("Usage:", "For example:")
_DOCUMENTS = re.compile(
    r"(?i)\b(?:usage|examples?|e\.g|formats?|formatted|syntax|template|pattern|structure|schema|documented)\b"
    r"|\b(?:as follows|like (?:this|so)|looks? like)\b"
    # a YAML key naming one, its value the block below ("example_usage: |")
    r"|(?:examples?|usage|formats?|templates?|syntax|structure)[\w.-]*+:[ \t]*+[|>]"
)
# a value only a format's documentation writes: `...`, `{path}`, `<path>`, `[path]`, `path/to/file`
_PLACEHOLDER = re.compile(r"\.\.\.|…|\{\{?[\w .\-]{1,60}\}\}?|<[\w .\-/|]{1,60}>|\[[A-Za-z][\w .\-]{0,60}\]|path/to/.*")
_SCALAR = re.compile(r"-?\d+(?:\.\d+)?|true|false|null")  # JSON's, for a nested value no schema types


def _after_reasoning(text: str) -> bool:
    """Whether an element with a child follows the end of a reasoning block."""
    return after_a_reasoning_end(text, _HEAD_MATCH)


def read_tool_elements(scan: Scan, m: re.Match[str]) -> Region | None:
    """Elements where the reply's calls stand: its start, or the end of its reasoning."""
    pos = m.start() + len(m.group()) - len(m.group().lstrip())
    return _read_elements(scan, m, pos, in_prose=False)


def read_tool_elements_in_prose(scan: Scan, m: re.Match[str]) -> Region | None:
    """Elements on lines of their own between sentences, the line before showing no format (documentation)."""
    head = _ELEMENT.match(scan.text, m.start())
    if head is None or head.group("tag") not in scan.tools.tools:
        if scan.final and head is not None:
            scan.skip_later(m, head.end())  # an undeclared tag: text wherever it stands
        return None
    own_lines = _on_own_lines(scan.text, m.start())
    if own_lines and introduces_a_format(scan, m.start()):
        return None  # an example its paragraph's intro shows ("Examples:\n\n1. Reading a file:")
    if not own_lines and not _after_a_sentence(scan.text, m.start()):
        return None  # after words on its line (`the <read> tag`), or a format's example
    region = _read_elements(scan, m, m.start(), in_prose=True)
    if region is None:
        return None
    region.explicit = False  # no marker of its own: a model asked for one is quoting it
    if not own_lines:  # read from its text and the 300 characters before it: copies are counted once those fill
        return counted(scan, m, region) if not region.calls[-1].cut_off else region
    after = scan.next_marker(region.end) if scan.final and not region.calls[-1].cut_off else None
    if after is None or not _on_own_lines(scan.text, after.start()):
        return region
    # the next copy's line before lies in the copy before it, as every later copy's does: a run of copies is counted
    return scan.spaced_copies(m, region)


_SENTENCE_AFTER = re.compile(r"[A-Z][\w']*+(?:[ \t,.!?]|\Z)")  # a sentence starting after an element on its line


def _after_a_sentence(text: str, start: int) -> bool:
    """Only the end of a sentence before `start` on its line, neither that line nor the one before showing a format:
    an element written between sentences (Cline's and Roo's models), not one named in a sentence."""
    at = start
    while at > 0 and text[at - 1] in " \t":
        at -= 1
    if at == 0 or text[at - 1] not in ".!?:":
        return False  # (tested first: most tags after words end no sentence)
    before = text[max(0, start - 300) : start]
    line_start = before.rfind("\n") + 1
    if _DOCUMENTS.search(before[line_start:].rstrip(" \t")[-80:]):  # (its last words: linear in a run)
        return False
    previous = before[:line_start].rstrip()
    return _DOCUMENTS.search(previous[previous.rfind("\n") + 1 :][-80:]) is None


def _on_own_lines(text: str, start: int) -> bool:
    """Only blanks before `start` on its line, and the last line with words before it shows no format."""
    window = max(0, start - _INDENT)  # bounded: a run of tags on one line stays linear
    line_start = text.rfind("\n", window, start) + 1
    if (line_start == 0 < window) or text[line_start:start].strip(" \t"):
        return False
    before = text[max(0, line_start - 300) : line_start].rstrip()
    intro = before.rfind("\n") + 1
    return _DOCUMENTS.search(before, intro) is None and before.find("${", intro) == -1  # (a template's line)


def _read_elements(scan: Scan, m: re.Match[str], pos: int, in_prose: bool) -> Region | None:
    """The elements from `pos` on, one after another, up to the reply's end or a blank line."""
    if scan.nested:
        return None  # inside a fence: an example
    text = scan.text
    region = Region(pos)
    while True:
        head = _ELEMENT.match(text, pos)
        tool = scan.tools.tools.get(head.group("tag")) if head else None
        if head is None or tool is None:
            return None  # HTML, an undeclared tag, or prose after the calls
        required = tool.parameters.get("required") or ()
        if head.group().endswith(">"):
            found = _tool_element(scan, head, tool.properties, required)
        else:
            found = _attribute_element(scan, head, tool.properties, required)
        if not isinstance(found, tuple):
            if found is not None and scan.final and not region.calls:
                scan.skip_later(m, found)  # a later copy of this text is no call either (a run of them)
            return None
        call, end = found
        if in_prose and any(_is_placeholder(v) for v in call.arguments.values()):
            return None  # a format's documentation
        region.calls.append(call)
        region.end = end
        if call.cut_off:
            return region
        pos = scan.skip_space(end)  # while streaming, prose may still follow
        if pos == len(text) or _BLANK_LINE.search(text, end, pos):
            return region  # the reply's end, or a paragraph after the calls (the next one read on its own)
        if "\n" not in text[end:pos] and _SENTENCE_AFTER.match(text, pos):
            return region  # a sentence right after it on its line, as Cline's models write (corpus cr)


def _is_placeholder(value: Any) -> bool:
    """A value, or a list's item, only a format's documentation writes (or a template, a `${…}` in it: Roo Code's
    prompts in TypeScript)."""
    items = value if isinstance(value, list) else [value]
    return any(
        isinstance(item, str) and (_PLACEHOLDER.fullmatch(item.strip()) is not None or "${" in item) for item in items
    )


def _tool_element(
    scan: Scan, head: re.Match[str], properties: dict[str, Any], required: Any
) -> tuple[RawCall, int] | int | None:
    """The call written as the element `head` opens, and where it ends; None when it is no call, or where its text
    (from `head`) shows it is none, whatever follows (prose inside)."""
    name = head.group("tag")
    found = element_arguments(scan, head.end(), f"</{name}>", properties, required)
    if not isinstance(found, tuple):
        return found
    args, end, cut_off = found
    return RawCall(name, args, "minimax", from_text=True, snippet=scan.snip(head.start(), end), cut_off=cut_off), end


# qwen2.5-coder's `<run_command command="ls -l" />`: the tool's element, self-closing, its arguments as attributes
_ATTRIBUTE_TAG = re.compile(ATTRIBUTES)
# an attribute tag the reply ends inside: complete attributes, then maybe part of one, or of `/>`
_ATTRIBUTES_CUT = re.compile(
    r'(?:[ \t]++[\w.\-]{1,100}+="[^"\n]{0,2000}+")*+[ \t]*+(?:[\w.\-]{1,100}+(?:=(?:"[^"\n]*+)?)?|/)?'
)


def _attribute_element(
    scan: Scan, head: re.Match[str], properties: dict[str, Any], required: Any
) -> tuple[RawCall, int] | int | None:
    """`<NAME key="value" … />`: the call, when each attribute is one of its parameters and the required ones are
    given (values typed later by the schema); cut off when the reply ends inside the tag. None when it is no call, or
    where its text (from `head`) shows it is none."""
    text, name, pos = scan.text, head.group("tag"), head.end() - 1  # (from the blank before the first attribute)
    tag = scan.match(_ATTRIBUTE_TAG, pos, 2300)
    cut = tag is None and len(text) - pos <= 2300 and _ATTRIBUTES_CUT.fullmatch(text, pos) is not None
    if tag is None and not cut:
        line_end = text.find("\n", pos, pos + 2300)
        return None if line_end == -1 else line_end + 1  # no tag: one never spans a line (a copy is none either)
    end = len(text) if tag is None else tag.end()
    written = ATTRIBUTE.findall(text, pos, end)
    args = dict(written)
    if len(args) < len(written) or any(key not in properties for key in args):
        return end  # an attribute written twice, or one no parameter of the tool's: HTML, not a call
    if not cut and not all(key in args for key in required):
        return end
    cut_off = jsontext.IN_ARGUMENTS if cut else ""
    return RawCall(name, args, "minimax", from_text=True, snippet=scan.snip(head.start(), end), cut_off=cut_off), end


def element_arguments(
    scan: Scan, pos: int, close: str, properties: dict[str, Any], required: Any, any_key: bool = False
) -> tuple[dict[str, Any], int, str] | int | None:
    """The child elements from `pos` to `close` as arguments (typed by `properties`), where `close` ends, and how the
    reply cut them off ("" when it did not); None when they are no call's (an undeclared child, unless `any_key`), or
    where their text shows they are none, whatever follows (prose inside)."""
    text = scan.text
    spans: dict[str, list[tuple[int, int]]] = {}
    cut_off = ""
    while True:
        at = scan.skip_space(pos)
        if text.startswith(close, at):
            end = at + len(close)
            break
        child = _CHILD.match(text, at)
        if child is None:
            if at == len(text):
                cut_off, end = jsontext.IN_ARGUMENTS, at  # the reply ends before the closing tag
                break
            if not text.startswith("<", at):
                return at + 1  # prose inside: no call, whatever follows
            if len(text) - at > len(close) + 42 or ">" in text[at:]:
                return None
            if not scan.final:
                raise Incomplete
            cut_off, end = jsontext.IN_ARGUMENTS, len(text)  # a tag still being written ends the reply
            break
        key = child.group("tag")
        if (key not in properties and not any_key) or (key in spans and not _is_array(properties.get(key))):
            return child.end()  # (a child repeated is a list's items only where the schema asks for a list)
        value_end, element_end = scan.find(f"</{key}>", child.end()), scan.find(close, child.end())
        if value_end == -1 and element_end == -1:
            if not scan.final:
                raise Incomplete
            spans.setdefault(key, []).append((child.end(), len(text)))
            cut_off, end = jsontext.IN_STRING, len(text)
            break
        if value_end == -1 or -1 < element_end < value_end:
            return None
        spans.setdefault(key, []).append((child.end(), value_end))
        pos = value_end + len(key) + 3
        if f"</{key}>" != close and text.startswith(f"</{key}>", pos):
            pos += len(key) + 3  # the child's closing tag written twice (`<a>x</a></a>`): a slip, not prose
    if not cut_off and not all(key in spans for key in required):
        return None
    args = {key: _argument(text, found, properties.get(key)) for key, found in spans.items()}
    return args, end, cut_off


def _is_array(schema: Any) -> bool:
    kind = schema.get("type") if isinstance(schema, dict) else None
    return kind == "array" or (isinstance(kind, list) and "array" in kind)


def _argument(text: str, spans: list[tuple[int, int]], schema: Any) -> Any:
    """One parameter's value from its child elements: one element's value, or a list of each repeated one's (items
    typed by the schema's `items`, text where it types none)."""
    if len(spans) == 1:
        return _value(_layout(text[spans[0][0] : spans[0][1]]), schema, 0)
    items = schema.get("items") if isinstance(schema, dict) else None
    typed = isinstance(items, dict) and bool(items.get("type") or "properties" in items)
    return [_typed(_layout(text[a:b]), items, 0) if typed else _layout(text[a:b]) for a, b in spans]


def _layout(value: str) -> str:
    """One newline each side of a value is layout (`<content>\n…\n</content>`)."""
    return value.removeprefix("\n").removesuffix("\n")


def _value(value: str, schema: Any, depth: int) -> Any:
    """A parameter's text; for an object parameter written as one element per key (`<grades><math>90</math>…`), that
    object, its values typed by their schema (JSON's scalars where none types them)."""
    kind = schema.get("type", "object" if "properties" in schema else None) if isinstance(schema, dict) else None
    if not (kind == "object" or (isinstance(kind, list) and "object" in kind)) or not value.lstrip().startswith("<"):
        return value  # text, typed later by the schema (a JSON object written as text too)
    properties = schema.get("properties")
    properties = properties if isinstance(properties, dict) else {}
    found: dict[str, Any] = {}
    pos = 0
    while (child := _SPACED_CHILD.match(value, pos)) is not None and depth < jsontext.MAX_DEPTH:
        key = child.group("tag")
        end = value.find(f"</{key}>", child.end())
        if end == -1 or key in found:
            return value  # no object: the text, for the schema to name the error
        found[key] = _typed(_layout(value[child.end() : end]), properties.get(key), depth)
        pos = end + len(key) + 3
    return found if found and not value[pos:].strip() else value


def _typed(value: str, schema: Any, depth: int) -> Any:
    """A nested element's value, typed by its schema, or as JSON types a scalar where no schema types it."""
    if isinstance(schema, dict) and (schema.get("type") or "properties" in schema):
        typed = _value(value, schema, depth + 1)
        return coerce(typed, schema, from_text=True)[0] if isinstance(typed, str) else typed
    return json.loads(value.strip()) if _SCALAR.fullmatch(value.strip()) else value


# DeepSeek-V4-Flash inside `<tool_call>`: the name in an element of its own, then the arguments as child elements of
# an arguments element (or JSON inside it), `<tool_name>run</tool_name>\n<parameters>\n<command>ls</command>…`
NAME_ELEMENT = re.compile(r"<(?:tool_name|invoke_name|function_name|name)>")
_NAMED = re.compile(r"<(?P<tag>tool_name|invoke_name|function_name|name)>\s*+(?P<name>[^<>\n]{1,80}?)\s*+</(?P=tag)>")
_ARGUMENTS = re.compile(r"<(?P<tag>parameters|arguments|args|params)>")


def read_named_elements(scan: Scan, pos: int, start: int) -> Region | None:
    """`<tool_name>NAME</tool_name>` at `pos`, then its arguments: child elements of `<parameters>` (also written
    without it, up to `</tool_call>`) or JSON inside it. Any name is a call attempt (in `<tool_call>`): an undeclared
    one is an error, a placeholder text (calls.finish)."""
    head = scan.match(_NAMED, pos, 200)
    if head is None:
        return None
    name = head.group("name")
    tool = scan.tools.tools.get(scan.tools.resolve(name)[0] or "")
    properties = tool.properties if tool is not None else {}
    at = scan.skip_space(head.end())
    body = scan.match(_ARGUMENTS, at, 20)
    close = f"</{body.group('tag')}>" if body else "</tool_call>"
    if body and scan.text.startswith("{", scan.skip_space(body.end())):
        region = scan.named_json(name, body.end(), "hermes", start)
        region.end = scan.optional(region.end, close)
        return region
    found = element_arguments(scan, body.end() if body else at, close, properties, (), any_key=True)
    if not isinstance(found, tuple):
        return None
    args, end, cut_off = found
    if close == "</tool_call>" and not cut_off:
        end -= len(close)  # the block's end, which read_tool_call_tag takes
    call = RawCall(name, args, "hermes", from_text=True, snippet=scan.snip(start, end), cut_off=cut_off)
    return Region(end, calls=[call])


# tried after every dialect's markers (parsers/readers/__init__.py): a tag of theirs read here would hide them
MARKERS = (
    Marker(
        "tool_element",
        r"\A" + _HEAD,
        read_tool_elements,
        start=r"\A[ \t\r\n]*+<",  # the text's start
        possible=lambda text: _HEAD_MATCH.match(text) is not None,
    ),
    Marker(
        "tool_element_after_reasoning",
        r"(?:" + _AFTER_REASONING + r")" + _HEAD,
        read_tool_elements,
        start=r"(?<=[>▷\]])[ \t\r\n]*+<",  # the end of a reasoning tag
        possible=_after_reasoning,
    ),
    Marker(
        "tool_element_in_prose",
        r"(?<=[\n \t])" + _TAG_HEAD,  # from its `<`, to fit the streaming hold: the reader checks the line
        read_tool_elements_in_prose,
        start=r"(?<=[\n \t])<",
        possible=_may_hold_elements,
    ),
)
