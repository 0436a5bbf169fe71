"""Readers for XML-style calls: Qwen3-Coder `<function=…><parameter=…>`, Seed-OSS, GLM
`<arg_key>`/`<arg_value>`, MiniMax `<invoke>`, Functionary `<function=name>{json}`, and the
`<tool_call>` tag they share with Hermes JSON (so Hermes' record is here too)."""

from __future__ import annotations

import re
from typing import Any

from parsers import jsontext
from parsers.calls import RawCall, is_placeholder_name
from parsers.cut_ends import CUT_IN_A_TAG, NAME_ONLY, cut_after_name, cut_in_first_tag, opener_alone_at_the_end
from parsers.dialects import Dialect
from parsers.jsontext import Incomplete
from parsers.readers.formats_shown import introduces_a_format, unless_an_example, unless_elided
from parsers.readers.glm_tags import GLM_BARE_START, HY_V3_START, read_glm, read_glm_bare, read_hy_v3
from parsers.readers.half_applied_tags import (
    as_text,
    mentioned,
    read_attribute_call,
    read_eaten_function,
    seen_alike_from_before,
)
from parsers.readers.invoke_tags import read_invokes
from parsers.readers.json_tags import dead_value, tagged_json
from parsers.readers.markup import kept_copies, named_in_a_sentence
from parsers.readers.python_calls import python_calls
from parsers.readers.runs import counted_after_words
from parsers.readers.tool_elements import NAME_ELEMENT, read_named_elements
from parsers.readers.xml_parameters import function_parameters, named_elements
from parsers.region import Region
from parsers.scan import NAME, Marker, Scan
from parsers.value_text import call_json, json_text, xml_value

_BLANK_TO_END = re.compile(r"\s*+\Z")
# `<function=NAME` or `<function name="NAME"` (MiniCPM5's tokenizer may lose the space before `name`, or leave its
# byte-level marker `Ġ`: vLLM's minicpm5xml tests; blanks around `=`, mlx-openai-server's and LiteRT-LM's tests)
_FUNCTION_NAMED = r"<function(?:[ \t]?+=\s*(?P<a>[^>\s]+)|(?:\s++|Ġ)?name\s*+=\s*+(?P<q>[\"'])(?P<b>[^\n>]+?)(?P=q)"
_XML_FUNCTION = re.compile(_FUNCTION_NAMED + r")\s*>")
# inside a call block, also Step-3.5's lapses (SGLang's step3p5 detector): `<function NAME>` with no `=`, and a tag
# whose `>` is lost at its line's end, a parameter's tag on the next line
_BLOCK_FUNCTION = re.compile(_FUNCTION_NAMED + r"|[ \t]++(?P<c>" + NAME + r"))(?:\s*>|[ \t]*+(?=\r?\n\s*<param))")
# Llama 3.x's `<function=NAME>` with its `>` lost or written as `=` before the JSON (Groq's failed generations:
# `<function=web_search{"query": …}</function>`, `<function=read={…}</function>`): read for an offered tool only
_FUNCTION_GLUED = re.compile(r"<function=(?P<a>" + NAME + r")[ \t]*+=?[ \t]*+(?=\{)")
_LOST_LT = re.compile(r"function=\s*(?P<a>[^>\s<]+)\s*>(?P<b>)")
_GLM_HEAD = re.compile(r"\s*(?P<name>" + NAME + r")\s*(?=<arg_key>)")
# (GLM-5.3-Flash writes a `>` after the name: `<tool_call>NAME>{…}`, SGLang's glm53_flash detector)
_NAME_THEN_JSON = re.compile(r"\s*(?P<name>" + NAME + r")\s*+>?\s*(?=\{)")
_HERMES_JSON = tagged_json("hermes", "</tool_call>")
_NAME_FIRST = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz_")  # how NAME starts
_A_WORD_GOES_ON = re.compile(r" ([A-Za-z]++)[ ,.;:]")  # a word (no offered tool's name), then a space or a stop
# gpt-oss's header inside the block (`assistant to=functions.NAME json`, then its JSON), and a Python call in it
_TO_FUNCTIONS = re.compile(
    r"\s*(?:assistant\s+)?to=functions\.(?P<name>" + NAME + r")(?:\s*<\|constrain\|>)?\s*(?:json)?\s*(?=\{)"
)
_NAME_THEN_PAREN = re.compile(r"\s*" + NAME + r"\s*\(")
_NAME_ALONE = re.compile(r"\s*(?P<name>" + NAME + r")\s*(?=</tool_call>)")  # GLM: a call with no arguments


def _offered_next(scan: Scan, pos: int) -> bool:
    word = _A_WORD_GOES_ON.match(scan.text, pos)
    return word is not None and scan.tools.resolve(word.group(1))[0] is not None


def read_tool_call_tag(scan: Scan, m: re.Match[str]) -> Region | None:
    """`<tool_call>`: Hermes JSON, Qwen3-Coder XML, GLM arg_key/arg_value, or `name {json}`."""
    close = scan.find("</tool_call>", m.end())
    if (
        m.start() - 2 >= scan.after
        and named_in_a_sentence(scan, m, _A_WORD_GOES_ON)
        and not _offered_next(scan, m.end())
    ):
        # "within <tool_call> XML tags": named, not opened, where reading it as a block would swallow the next one
        # (or find no end); a mention closed before any other tag is kept whole with its copies (mentioned, below)
        following = scan.find("<tool_call>", m.end())
        if close == -1 or -1 < following < close:
            return Region(m.end(), keep=m.group(), explicit=False)
    pos = scan.skip_space(m.end())
    while scan.text.startswith("\\n", pos):  # a template's line breaks written as escapes (`<tool_call>\n<function=`)
        pos = scan.skip_space(pos + 2)
    text = scan.text
    if (close != -1 or not scan.final) and introduces_a_format(scan, m.start()):
        if close == -1:
            raise Incomplete  # the block's end may still come
        # the line before shows a format ("It can look like this:"): the block is its example, kept as written
        return _format_examples(scan, m, close + len("</tool_call>"))
    if text.startswith("<", pos) and scan.match(CUT_IN_A_TAG, pos, 110):
        return cut_in_first_tag(scan, m.start(), "<tool_call>", introduces_a_format(scan, m.start()))
    if pos == len(text) and opener_alone_at_the_end(scan, m.start()):
        where = "right after it opened"
        return cut_in_first_tag(scan, m.start(), "<tool_call>", introduces_a_format(scan, m.start()), where)
    deep = None
    fence_end = 0  # where a fence after the tag that holds no call ends (its reading depends on its text alone)
    counted = False  # read from its own text and a bounded lookahead: a run of copies of it is counted
    eaten = False  # Qwen3.5's tags with their `<` lost read as no call, from the text up to scan.reach
    nameless = 0  # where the text ends that a nameless block's reading depended on (0: none)
    region: Region | None
    if text.startswith("<", pos) and scan.match(NAME_ELEMENT, pos, 20):
        region = read_named_elements(scan, pos, m.start())  # DeepSeek-V4-Flash's `<tool_name>`, then `<parameters>`
        counted = scan.final  # read from its own text, up to the block's end
    elif text.startswith("<function>", pos) or (not scan.final and "<function>".startswith(text[pos:])):
        region = read_named_function(scan, pos, m.start())
    elif text.startswith("<function", pos):
        region = read_xml_functions(scan, pos, "qwen3_coder", m.start())
        counted = scan.final and not (region.calls or region.errors)  # no head within its bounded match: a stray tag
    elif text.startswith("<invoke", pos) or (not scan.final and "<invoke".startswith(text[pos:])):
        # MiniMax-M3 with its sentinel tokens stripped by the server
        region = read_invokes(scan, pos, "minimax", m.start())
        if not region.calls:
            region = None
        # invokes with no parameters, read with no search for a closing tag (in a final text: streamed, each
        # copy's call and error are reported in turn)
        counted = scan.final and region is not None and not any(c.arguments or c.cut_off for c in region.calls)
    elif text.startswith("```", pos):
        region = _fenced_python(scan, pos, m.start())
        counted = scan.final and region is not None  # read from its own text, up to its fence's end
        fence_end = scan.find("```", pos + 3) + 3 if region is None else 0
        if fence_end > 2 and close == -1 and scan.final and _CODE_SAMPLE.match(text, pos):
            # a code sample with no call, and no closing tag anywhere after: the tag and the sample are text, as read
            # one after the other they would be; copies of both with the same blanks between are counted
            kept = Region(fence_end, keep=text[m.start() : fence_end], explicit=False)
            kept_copies(scan, m.start(), kept)
            return kept
    elif text[pos : pos + 1] in ("{", "["):
        region = _HERMES_JSON(scan, m)
        if region is not None and not region.calls and not region.errors:
            deep, region = region, None
    elif text.startswith("function=", pos):
        scan.reach = 0
        region = read_eaten_function(scan, pos, m.start()) or _lost_its_lt(scan, pos, m.start())
        eaten = region is None
    elif pos < len(text) and text[pos] not in _NAME_FIRST and (scan.final or pos + 200 < len(text)):
        region = None  # no name follows: what the three matches below would find (a run of `<tool_call>`)
        # a copy reads alike when the same character follows it, or, for `<`, the same tag (other tags start forms)
        nameless = pos + len(m.group()) if text.startswith(m.group(), pos) else (0 if text[pos] == "<" else pos + 1)
    else:
        glm = scan.match(_GLM_HEAD, pos, 200)
        attributes = None if glm else read_attribute_call(scan, pos, m.start())
        if attributes is not None:
            region = attributes
            counted = scan.final  # read from its own tag (a match bounded well inside the lookahead copies allow)
        elif glm:
            region = read_glm(scan, glm.group("name"), glm.end(), m.start())
            # each value ends at the first argument or call tag after it, which a following copy holds
            counted = scan.final
        else:
            head = scan.match(_NAME_THEN_JSON, pos, 200)
            alone = None if head else scan.match(_NAME_ALONE, pos, 200)
            if head:
                region = scan.named_json(head.group("name"), head.end(), "glm", m.start())
            elif alone and mentioned(scan, m, alone.group("name"), alone.end()):
                return as_text(scan, m, alone.end())
            elif alone:
                name = alone.group("name")
                region = Region(
                    alone.end(), calls=[RawCall(name, {}, "glm", snippet=scan.snip(m.start(), alone.end()))]
                )
                # read from a bounded lookahead and the line before it: copies are counted when the next one's line
                # reads alike before it (each later copy's then does too: it follows a copy)
                after = scan.next_marker(scan.optional(region.end, "</tool_call>"))
                counted = scan.final and after is not None and seen_alike_from_before(scan, m.start(), after.start())
            elif (elements := named_elements(scan, pos, m.start())) is not None:
                region = elements
            elif (other := _other_forms_inside(scan, pos, close, m.start())) is not None:
                region = other
            else:  # GLM's name ending the reply (an offered tool's): cut off before its arguments
                bare = scan.match(NAME_ONLY, pos, 60) if scan.final and len(text) - pos <= 60 else None
                region = bare and cut_after_name(scan, bare.group("name"), bare.end(), m.start(), "glm", "</tool_call>")
                nameless = min(len(text), pos + 2300)  # no form read here: they looked this far (attributes' window)
    if region is None:
        end = close  # (only blanks lie between the tag and `pos`)
        if end == -1:
            if not scan.final:
                raise Incomplete
            found = dead_value(scan, m, deep)  # None: the tag mentioned in prose
            value_end = scan.no_call_end(pos) if found is None and scan.final else None
            if value_end is not None:  # a JSON value that holds no call, and no closing tag anywhere after it
                scan.skip_later(m, value_end)
            elif (eaten or fence_end > 2) and found is None:  # so would a copy, with no closing tag after it either
                scan.skip_later(m, scan.reach if eaten else fence_end)
            elif nameless:  # so would a copy followed by the same text, with no closing tag after it either
                scan.skip_later(m, nameless)
            return found
        if end == pos and mentioned(scan, m, "", end):
            return as_text(scan, m, end)
        if text[pos : pos + 1] in ("{", "[") and jsontext.is_template(text[pos:end]):
            # the format's template (`{"name": <function-name>, …}`), echoed or pasted: text, tags and all
            end = scan.optional(end, "</tool_call>")
            # read from its own text alone: identical copies are counted (in a final text, spaced ones too)
            kept = scan.copies(m.start(), Region(end, keep=text[m.start() : end], explicit=False))
            return scan.spaced_copies(m, kept) if scan.final and kept.repeat == 1 else kept
        region = _after_a_lead_in(scan, pos, end) or Region(end, errors=[scan.error(_BROKEN, "hermes", m.start(), end)])
        # read from its own text up to its closing tag (Qwen3.5's eaten tags up to scan.reach, then that tag)
        counted = scan.final
    if region.calls and close > region.end and all(is_placeholder_name(call.name) for call in region.calls):
        region.end = close  # a template's block (`<function=${fn_name}>...`): kept as text, tags and all
    region.end = scan.optional(region.end, "</tool_call>")
    if counted and region.keep is not None:  # a call with its lead-in kept: identical copies side by side
        return scan.copies(m.start(), region)
    return scan.spaced_copies(m, region) if counted else region


def _other_forms_inside(scan: Scan, pos: int, close: int, start: int) -> Region | None:
    """Other families' forms inside `<tool_call>`, as SGLang's multi-format detector reads them: gpt-oss's header then
    its JSON arguments, and Python calls up to the closing tag."""
    harmony = scan.match(_TO_FUNCTIONS, pos, 200)
    if harmony is not None:
        return scan.named_json(harmony.group("name"), harmony.end(), "harmony", start)
    if close == -1 or scan.match(_NAME_THEN_PAREN, pos, 200) is None:
        return None
    found = python_calls(scan.tools, scan.text[pos:close], "pythonic", scan.snip(start, close))
    return Region(close, calls=found) if found else None


# DeepSeek-V4-Flash wraps its `<tool_name>` block in a stray `<function>`: the wrapper's tags go with the call, only
# when blanks alone lie between them (`<function>\n<tool_call>…</tool_call>\n</function>`)
_WRAPPED = re.compile(r"(?:<tool_call>)(?P<tool_call_tag>)")  # the inner tag, as the scan's regex names its match


def read_wrapped_tool_call(scan: Scan, m: re.Match[str]) -> Region | None:
    """`<function>`, then a `<tool_name>` block: the block, with the wrapper's tags around it."""
    inner = _WRAPPED.match(scan.text, m.end() - len("<tool_call>"))
    if inner is None or not scan.match(NAME_ELEMENT, scan.skip_space(inner.end()), 20):
        return None  # another block: read at its own tag, the wrapper text
    checked = scan.run_checked
    region = read_tool_call_tag(scan, inner)
    end = -1
    if region is not None and region.calls and region.keep is None and region.repeat == 1:
        end = scan.optional(region.end, "</function>")
    if region is None or end == -1 or (end == region.end and not region.calls[-1].cut_off):
        scan.run_checked = checked  # the block is read again at its own tag, its copies counted there
        return None  # not directly wrapped: the wrapper's tags stay text
    region.end = end
    return scan.spaced_copies(m, region) if scan.final else region


_BROKEN = 'Could not read the call in <tool_call>: write <tool_call>{"name": ..., "arguments": {...}}</tool_call>.'
# a few words a model leads its call in with inside the block (`<tool_call>\nSure: {...}`, LocalAI's fixture)
# ... or a wrapper tag of another format around it (`<tool_call>\n<tools>\n{...}\n</tools>`, Qwen3-Coder asked for
# `<tools>`), taken out with its closing tag
_LEAD_IN = re.compile(r"[^\n<>{}\[\]]{1,40}?[:.!]\s*+(?=\{)|<(?P<wrapper>[A-Za-z_]{1,20})>\s*+(?=\{)")


def _after_a_lead_in(scan: Scan, pos: int, end: int) -> Region | None:
    lead = scan.match(_LEAD_IN, pos, 60)
    found = None if lead is None else scan.json_series(lead.end(), "hermes", end)
    if found is None or not found.calls:
        return None
    wrapper = lead.group("wrapper")  # type: ignore[union-attr]  # found is None without a lead-in
    if wrapper:
        found.end = scan.optional(found.end, f"</{wrapper}>")
    else:
        found.keep = lead.group().strip()  # type: ignore[union-attr]
    return found


_PYTHON_FENCE = re.compile(r"```[ \t]*+(?:python|py|tool_code)?[ \t]*+\r?\n")
_CODE_SAMPLE = re.compile(r"```[ \t]*+(?:python|py)[ \t]*+\r?\n")  # a fence read_fence keeps whole, as code
_CALLEE = re.compile(r"\s*+(" + NAME + r")\s*+\(")


def _fenced_python(scan: Scan, pos: int, start: int) -> Region | None:
    """A ```python fence right after `<tool_call>` holding only Python calls (langgraph-codeact's models): the calls,
    up to the fence's end; None for any other fence."""
    head = scan.match(_PYTHON_FENCE, pos, 40)
    if head is None:
        return None
    close = scan.find("```", head.end())
    if close == -1:
        if not scan.final:
            raise Incomplete  # the fence's end may still come
        return None
    callee = _CALLEE.match(scan.text, head.end(), close)
    if callee is None or scan.tools.resolve(callee.group(1))[0] is None:
        return None  # code, not a call to an offered tool
    if not jsontext.measure(scan.text, callee.end() - 1, close, python=True).closed:
        return None  # its parentheses never close inside the fence: no call Python could read
    found = python_calls(scan.tools, scan.text[head.end() : close], "pythonic", scan.snip(start, close + 3))
    return Region(close + 3, calls=found) if found else None


def _format_examples(scan: Scan, m: re.Match[str], end: int) -> Region:
    """The block from `m` to `end` as text, stretched over its copies when the text between two of them holds no
    marker and introduces each as the first was: every copy reads as the first (a final text only)."""
    text, start = scan.text, m.start()
    following = scan.next_marker(end) if scan.final else None
    at = end
    if following is not None and following.group() == m.group() and text.startswith(text[start:end], following.start()):
        if introduces_a_format(scan, following.start()):
            unit = text[end : following.start()] + text[start:end]
            while text.startswith(unit, at):
                at += len(unit)
    return Region(at, keep=text[start:at], explicit=False)


# the name in a tag of its own, then the JSON arguments: `<function>NAME</function>{…}`, or
# `<function><name>NAME</name><arguments>{…}</arguments></function>`
_NAMED_FUNCTION = re.compile(
    r"<function>\s*(?:<name>\s*(?P<a>" + NAME + r")\s*</name>|(?P<b>" + NAME + r")\s*</function>)"
    r"\s*(?:<(?:arguments|parameters|args)>)?\s*(?=\{)"
)
# (the groups `_XML_FUNCTION`'s head has, `b` empty: read_xml_functions reads on from it)
_NAMED_FUNCTION_PARAMETERS = re.compile(r"<function>\s*(?P<a>" + NAME + r")\s*</function>\s*(?=<param)(?P<b>)")


def read_named_function(scan: Scan, pos: int, start: int) -> Region | None:
    head = scan.match(_NAMED_FUNCTION, pos, 300)
    params = None if head else scan.match(_NAMED_FUNCTION_PARAMETERS, pos, 300)
    if params is not None:  # Llama 3.1 given Qwen3-Coder's format: its parameters read as `<function=NAME>`'s
        return read_xml_functions(scan, pos, "qwen3_coder", start, params)
    if head is None:
        return None
    region = scan.named_json(head.group("a") or head.group("b"), head.end(), "hermes", start)
    region.end = scan.optional(region.end, "</arguments>", "</parameters>", "</args>")
    region.end = scan.optional(region.end, "</function>")
    return region


def _lost_its_lt(scan: Scan, pos: int, start: int) -> Region | None:
    """`<tool_call>function=NAME>` with only that tag's `<` lost, its parameters' tags whole (GLM-4.7 given
    Qwen3-Coder's format): read as the whole tag would be."""
    head = scan.match(_LOST_LT, pos, 300)
    if head is None or not scan.text.startswith("<param", scan.skip_space(head.end())):
        return None
    return read_xml_functions(scan, pos, "qwen3_coder", start, head)


def read_xml_functions(scan: Scan, pos: int, dialect: str, start: int, first: re.Match[str] | None = None) -> Region:
    """`<function=name><parameter=k>v</parameter></function>` (closing tags may be missing), repeated (`first`: the
    first call's head, read by the caller)."""
    region = Region(pos)
    text = scan.text
    while True:
        at = scan.skip_space(pos) if pos < len(text) else pos
        head = scan.match(_BLOCK_FUNCTION, at, 300) if text.startswith("<function", at) else None
        head, first = head or first, None
        if head is None:
            if not scan.final and 0 < len(text) - at < len("<function") and "<function".startswith(text[at:]):
                raise Incomplete  # the next call's tag is still being written
            break
        name = head.group("a") or head.group("b") or head.groupdict().get("c") or ""  # (a, b or c matched)
        args, pos, cut_off = function_parameters(scan, name, head.end())
        closed = scan.optional(pos, "</function>")
        if head.group("b") and closed == pos and not cut_off and scan.final and _BLANK_TO_END.match(text, pos):
            # MiniCPM's `<function name="NAME">` ends with `</function>`; the reply ending before it is cut off there
            # (SGLang's minicpm4 detector), where Qwen3-Coder's `<function=NAME>` is read to the end (vLLM's)
            cut_off = jsontext.IN_ARGUMENTS
        pos = closed
        region.calls.append(
            RawCall(name, args, dialect, from_text=True, snippet=scan.snip(start, pos), cut_off=cut_off)
        )
        region.end = pos
    return region


def read_seed(scan: Scan, m: re.Match[str]) -> Region:
    pos = scan.skip_space(m.end())
    region = read_xml_functions(scan, pos, "seed_oss", m.start())
    if not region.calls:
        end = scan.find_end("</seed:tool_call>", pos)
        region = Region(
            end,
            errors=[
                scan.error(
                    "Could not read the call in <seed:tool_call>: "
                    "write <function=NAME><parameter=KEY>VALUE</parameter></function>.",
                    "seed_oss",
                    m.start(),
                    end,
                )
            ],
        )
    region.end = scan.optional(region.end, "</seed:tool_call>")
    return region


def read_tool_use(scan: Scan, m: re.Match[str]) -> Region | None:
    scan.reach = 0
    region = read_named_elements(scan, scan.skip_space(m.end()), m.start())
    if region is None or not scan.final:
        return region
    region.end = scan.optional(region.end, "</tool_use>")
    return scan.copies(m.start(), region, scan.reach)  # read from its own text (and what the decode looked at)


def read_function_tag(scan: Scan, m: re.Match[str]) -> Region | None:
    """Functionary `<function=name>{json}</function>`, or Qwen3-Coder XML without `<tool_call>`."""
    if scan.text.startswith("<function>", m.start()):
        return read_named_function(scan, m.start(), m.start())
    head = scan.match(_XML_FUNCTION, m.start(), 300)
    if head is None:
        head = scan.match(_FUNCTION_GLUED, m.start(), 300)
        if head is None or scan.tools.resolve(head.group("a"))[0] is None:
            if head is not None and scan.final:  # read from its head alone: a later copy names no tool either
                scan.skip_later(m, head.end())
            return None
    name = head.group("a") or head.group("b")
    pos = scan.skip_space(head.end())
    if scan.text.startswith(("<parameter", "<param ", "<paramname=", "<paramĠ"), pos):
        region = read_xml_functions(scan, m.start(), "qwen3_coder", m.start())
        region.end = scan.optional(region.end, "</tool_call>")
        return region
    if scan.text.startswith("<", pos) and not scan.text.startswith(("</", "<function", "<tool_call", "<|"), pos):
        return None  # an element of another format in it (BFCL's `<params>`): no call of this one
    region = scan.named_json(name, pos, "functionary", m.start())
    region.end = scan.optional(region.end, "</function>")
    if scan.text[pos : pos + 1] != "{" and region.end - m.start() >= len("</function>"):
        # no arguments: read from its own text and at most 11 characters after it, which a following copy fills
        return scan.copies(m.start(), region)
    return region


# Qwen3-Coder's call with its `<function=NAME>` written as the tool's own tag, at a line's start (a Pi session's
# `<bash>\n<parameter=command>\nls\n</parameter>\n</function>`): read for an offered tool's exact name only
_TAG_THEN_PARAMETERS = re.compile(r"[ \t]*+<(?P<a>" + NAME + r")>\s*+(?=<parameter=)(?P<b>)")


def read_tag_then_parameters(scan: Scan, m: re.Match[str]) -> Region | None:
    head = scan.match(_TAG_THEN_PARAMETERS, m.start(), 300)
    if head is None or head.group("a") not in scan.tools.tools:
        return None
    region = read_xml_functions(scan, m.start(), "qwen3_coder", m.start(), head)
    region.end = scan.optional(region.end, f"</{head.group('a')}>")
    return region


def _xml_function(name: str, arguments: dict[str, Any]) -> str:
    params = "".join(f"<parameter={k}>\n{xml_value(v)}\n</parameter>\n" for k, v in arguments.items())
    return f"<function={name}>\n{params}</function>"


def _render_glm(name: str, arguments: dict[str, Any]) -> str:
    params = "".join(f"<arg_key>{k}</arg_key>\n<arg_value>{xml_value(v)}</arg_value>\n" for k, v in arguments.items())
    return f"<tool_call>{name}\n{params}</tool_call>"


DIALECT_RECORDS = (
    Dialect(
        "hermes",
        render=lambda name, arguments: f"<tool_call>\n{call_json(name, arguments)}\n</tool_call>",
        # also reads qwen3_coder and glm
        markers=(
            Marker("tool_call_tag", re.escape("<tool_call>"), read_tool_call_tag),
            Marker("wrapped_tool_call", r"<function>\s{0,4}+<tool_call>", read_wrapped_tool_call),
            # Cherry Studio's prompt tool use: `<tool_use><name>NAME</name><arguments>{json}</arguments></tool_use>`
            Marker(
                "tool_use_tag",
                r"<tool_use>(?=\s{0,40}+<name>[^<>\n]{1,80}+</name>\s{0,40}+<arguments>)",
                unless_an_example(read_tool_use),
                possible=lambda text: "<tool_use>" in text,  # (left out of the scan's regex for most texts)
            ),
            # Granite 3.0 and Hermes-style models prompted for it: the call object in <function_call>
            Marker("function_call_tag", re.escape("<function_call>"), tagged_json("hermes", "</function_call>")),
        ),
    ),
    Dialect(
        "functionary",
        render=lambda name, arguments: f"<function={name}>{json_text(arguments)}</function>",
        # also reads qwen3_coder written without <tool_call>
        markers=(
            Marker(
                "function_tag",
                r"<function(?==|(?:\s+|Ġ)?name[ \t]*+=|>\s*<name>)",
                unless_elided(unless_an_example(counted_after_words(read_function_tag))),
            ),
            Marker(
                "tag_then_parameters",
                r"(?<![^\n])[ \t]*+<" + NAME + r">\s*+<parameter=",
                unless_an_example(read_tag_then_parameters),
                start=r"(?<![^\n])[ \t]*+<[A-Za-z_]",
                possible=lambda text: "<parameter=" in text,
            ),
        ),
        sniff=(r"<function=([^>\s]{1,80})>",),  # qwen3_coder's and seed_oss's too
    ),
    Dialect(
        "qwen3_coder", render=lambda name, arguments: f"<tool_call>\n{_xml_function(name, arguments)}\n</tool_call>"
    ),
    Dialect(
        "seed_oss",
        render=lambda name, arguments: f"<seed:tool_call>\n{_xml_function(name, arguments)}\n</seed:tool_call>",
        markers=(Marker("seed", re.escape("<seed:tool_call>"), read_seed),),
    ),
    Dialect(
        "glm",
        render=_render_glm,
        markers=(
            Marker(
                "glm_bare",
                GLM_BARE_START,
                read_glm_bare,
                start=GLM_BARE_START,  # at any word: only for a text that holds the tag
                possible=lambda text: "<arg_key>" in text,
            ),
            Marker("hy_v3", HY_V3_START, read_hy_v3),  # Tencent HY-V3: GLM's tags with a suffix (glm_tags.py)
        ),
        sniff=(r"<tool_call>\s*([A-Za-z_][\w.\-]{0,80})\s*<arg_key>",),
    ),
)
