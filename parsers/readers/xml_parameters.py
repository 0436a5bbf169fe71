"""The parameters of Qwen3-Coder's `<function=NAME>` block and the tags other families write in their place (for
readers/xml_tags.py and readers/half_applied_tags.py): `<parameter=KEY>value</parameter>`, MiniCPM's
`<param name="KEY">`, OpenHands' `<parameter=KEY=value</parameter>`, the key as the tag's text
(`<parameter>KEY</parameter>` then the value: DeepSeek-V3.1 and Llama 3.1 given the format), and Qwen2.5's elements
named after the tool's parameters (`<path>a.py</path>`)."""

from __future__ import annotations

import re
from typing import Any

from parsers import jsontext
from parsers.calls import RawCall
from parsers.jsontext import Incomplete
from parsers.readers.tool_elements import element_arguments
from parsers.region import Region
from parsers.scan import Scan
from parsers.toolset import without_layout_breaks

# (a tag whose `>` is lost at its line's end, the value on the lines below: Step-3.5, SGLang's step3p5 detector)
# (BFCL's concise XML adds a type: `<param name="KEY" type="string">`)
_PARAM_OPEN = re.compile(
    r"<param(?:eter)?(?:[ \t]?+=\s*(?P<a>[^<>\s]+)|(?:\s++|Ġ)?name[ \t]*+=[ \t]*+"
    r"(?P<q>[\"'])(?P<b>(?:(?!(?P=q))[^\n<>])*+)(?P=q)"
    r"(?:[ \t]++type=\"[^\"<>]{0,40}\")?)"
    r"(?:\s*>|[ \t]*+(?=\r?\n))"
)
# OpenHands' models glue the key and a one-line value into the tag, no `>`: `<parameter=command=view</parameter>`
_PARAM_GLUED = re.compile(r"<parameter=(?P<key>[A-Za-z_]\w{0,100})=(?P<value>[^<>\n]{0,200})</parameter>")


def xml_parameters(
    scan: Scan, pos: int, opens: tuple[str, ...], closes: tuple[str, ...], stops: tuple[str, ...]
) -> tuple[dict[str, str], int, str]:
    """The parameters from `pos`, where they end, and where the end of the reply cut them short
    ("" when it did not): a value with no closing or following tag after it, or a parameter tag
    still being written. A missing closing tag before the next tag is fine."""
    args: dict[str, str] = {}
    text = scan.text
    while True:
        at = pos
        while at < len(text) and text[at].isspace():
            at += 1
        if at >= len(text):
            if not scan.final:
                raise Incomplete
            return args, at, ""
        nameless = scan.match(_PARAM_NAMELESS, at, 120) if text.startswith("<parameter>", at) else None
        if nameless is not None:  # the key as the tag's text, the value after it (DeepSeek-V3.1, Llama 3.1)
            value_end, which = scan.earliest((*closes, "<parameter>", *opens, *stops), nameless.end())
            if not which and not scan.final:
                raise Incomplete
            args[nameless.group("key")] = text[nameless.end() : value_end]
            if not which:
                return args, value_end, jsontext.IN_STRING
            pos = value_end + len(which) if which in closes else value_end
            continue
        if not any(text.startswith(o, at) for o in opens):
            rest = len(text) - at
            if any(rest < len(o) and o.startswith(text[at:]) for o in opens):
                if not scan.final:
                    raise Incomplete
                return args, at, jsontext.IN_ARGUMENTS  # `<param` ends the reply
            if not scan.final and any(rest < len(o) and o.startswith(text[at:]) for o in stops):
                raise Incomplete
            return args, at, ""
        head = scan.match(_PARAM_OPEN, at, 300)
        glued = scan.match(_PARAM_GLUED, at, 300) if head is None else None
        if glued is not None:
            args[glued.group("key")] = glued.group("value")
            pos = glued.end()
            continue
        if head is None:
            # a tag with no `>` before the end of the reply was cut short (streaming, the match
            # above waits while the window reaches the end)
            cut = len(text) - at <= 300 and text.find(">", at) == -1
            return args, at, jsontext.IN_ARGUMENTS if cut else ""
        value_end, which = scan.earliest((*closes, *opens, *stops), _past_cdata(scan, head.end()))
        if not which and not scan.final:
            raise Incomplete
        value = text[head.end() : value_end]
        if which not in closes and (drifted := _DRIFTED_CLOSE.search(value)) is not None:
            value = value[: drifted.start()]  # its closing tag misspelled (`</parameter1>`: SGLang's Qwen3-Coder tests)
        if text.startswith(("<param ", "<paramname", "<paramĠ"), at):
            value = jsontext.unquoted(value)  # MiniCPM5's values are JSON when they read as JSON: a string's quotes
        args[head.group("a") or head.group("b")] = value
        if not which:
            return args, value_end, jsontext.IN_STRING
        pos = value_end + len(which) if which in closes else value_end


def _past_cdata(scan: Scan, pos: int) -> int:
    """Where a value at `pos` may end: past its CDATA section when it opens with one (the section may hold the closing
    tags: MiniCPM5's `<![CDATA[… </param> …]]>`, Xinference's tests)."""
    at = scan.skip_space(pos) if pos < len(scan.text) else pos
    if not scan.text.startswith("<![CDATA[", at):
        return pos
    end = scan.find("]]>", at)
    if end == -1:
        if not scan.final:
            raise Incomplete
        return pos
    return end + 3


_DRIFTED_CLOSE = re.compile(r"\s*+</param(?:eter)?+[\w\-]{1,20}+>\s*+\Z")
_PARAM_NAMELESS = re.compile(r"<parameter>[ \t]*+(?P<key>[A-Za-z_][\w.\-]{0,100}+)[ \t]*+</parameter>")
_CHILD_TAG = re.compile(r"<(?P<tag>[A-Za-z_][\w.\-]{0,100}+)>")


def function_parameters(scan: Scan, name: str, pos: int) -> tuple[dict[str, Any], int, str]:
    """The parameters of `<function=name>` from `pos`, where they end, and where the end of the reply cut them short."""
    args, end, cut_off = xml_parameters(
        scan,
        pos,
        # MiniCPM5 writes `<param name="k">`, its tokenizer sometimes without the space or with its marker `Ġ`
        ("<parameter=", "<parameter =", '<parameter name="', "<param ", '<paramname="', '<paramĠname="'),
        ("</parameter>", "</param>"),
        ("</function>", "</tool_call>", "</seed:tool_call>"),
    )
    # Qwen3-Coder puts each value on its own lines; those two newlines are layout, not data
    args = {key: without_layout_breaks(value) for key, value in args.items()}
    elements = _schema_elements(scan, name, end, "</function>") if not (args or cut_off) else None
    return (args, end, cut_off) if elements is None else elements


def _schema_elements(scan: Scan, name: str, pos: int, close: str) -> tuple[dict[str, Any], int, str] | None:
    """The parameters of offered tool `name` written as elements named after them from `pos` to `close` (Qwen2.5 given
    Qwen3-Coder's format: `<function=write_file>\n<path>\na.py\n</path>`), where `close` ends, and how the reply cut
    them; None unless the first element names one of the tool's parameters."""
    tool = scan.tools.tools.get(scan.tools.resolve(name)[0] or "")
    child = _CHILD_TAG.match(scan.text, scan.skip_space(pos))
    if tool is None or child is None or child.group("tag") not in tool.properties:
        return None
    found = element_arguments(scan, child.start(), close, tool.properties, ())
    return found if isinstance(found, tuple) else None


_NAME_THEN_ELEMENT = re.compile(r"[ \t]*+(?P<name>[A-Za-z_][\w.\-]{0,100}+)[ \t]*+\r?\n\s*+(?=<[A-Za-z_])")


def named_elements(scan: Scan, pos: int, start: int) -> Region | None:
    """`<tool_call>NAME` alone on its line, then elements named after that tool's parameters up to `</NAME>` or
    `</tool_call>` (GLM-4.7 given Qwen3-Coder's format); None otherwise."""
    head = scan.match(_NAME_THEN_ELEMENT, pos, 200)
    if head is None:
        return None
    name = head.group("name")
    for close in (f"</{name}>", "</tool_call>"):
        found = _schema_elements(scan, name, head.end(), close)
        if found is not None:
            args, end, cut_off = found
            end = scan.optional(end, "</tool_call>")
            return Region(
                end, calls=[RawCall(name, args, "glm", from_text=True, snippet=scan.snip(start, end), cut_off=cut_off)]
            )
    return None
