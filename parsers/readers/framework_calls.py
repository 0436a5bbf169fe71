"""Calls in the text formats agent frameworks prompt a model to write, no dialect of ours asks for: ReAct's lines
(LlamaIndex's and LangChain's ReAct agents, Qwen's ReAct prompting), `Action: NAME` at a line's start, then
`Action Input: ARGS` on the next line with words (blank lines allowed), and LangChain's XML agent,
`<tool>NAME</tool><tool_input>VALUE</tool_input>`; and UI-TARS's `Action: NAME(k='v')`, a Python call alone on its
line.

Each is read only for an offered tool's name; a name no tool offers is an error naming it only where its input is
a JSON object (a call attempt), otherwise text: the format's own words (`Action: the action to take`), its
placeholders (`{function_name}`) and an answer (`Action: Final Answer`) are no call. A string input is the value of
the tool's one parameter (calls.sole_parameter). The `Thought:` before an action stays content: it is the model's
prose, as any text before a call is (only reasoning in its own tags is taken out).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from parsers import jsontext
from parsers.calls import RawCall, cut_off_message, is_placeholder_name
from parsers.jsontext import Incomplete
from parsers.python_text import calls_in_python
from parsers.readers.formats_shown import introduces_a_format
from parsers.readers.python_calls import python_cut
from parsers.readers.tool_elements import element_arguments
from parsers.region import Region
from parsers.scan import Marker, Scan
from parsers.toolset import without_layout_breaks

# `Action: NAME`, then `Action Input:` on the next line with words; LangChain numbers them (`Action 1:`); langchaingo's
# MRKL parser reads both on one line; BeeAI's agents write `Tool Name: NAME`, a `Tool Caption:` line, `Tool Input:`;
# Llama 3 8B writes the lines as a list's items (`- Action: NAME`, llama-cookbook's Bedrock notebook)
_REACT_HEAD = re.compile(
    r"[ \t]*+(?:-[ \t]++)?(?:Action|Tool[ \t]Name)[ \t]*+\d*+[ \t]*+:[ \t]*+(?P<name>[^\s`*][^\n]{0,99}?)"
    r"(?:[ \t]*+\r?\n(?:[ \t]*+\r?\n){0,3}(?:[ \t]*+Tool[ \t]Caption[ \t]*+:[^\n]{0,200}+\r?\n)?[ \t]*+"
    r"|[ \t]++(?=Action[ \t]*+Input))"
    r"(?:-[ \t]++)?(?:Action|Tool)[ \t]*+\d*+[ \t]*+Input[ \t]*+\d*+[ \t]*+:[ \t]*+"
)
_REACT_WINDOW = 400
# the lines a ReAct reply writes before its action, walked back over to find the line that introduces the block
_REACT_LABEL = re.compile(r"[ \t]*+(?:-[ \t]++)?(?:Thought|Question|Observation)[ \t]*+:")
# the line before the block shows the format ("Use the following format:", "Respond in this template:")
_FORMAT_LINE = re.compile(r"(?i)\b(?:formats?|templates?|examples?|structure|like this)\b[^\n]*:\s*\Z")
# the agent's answer, no tool (unless a tool is so named): text whatever its input
_ANSWER = re.compile(r"(?i)(?:final[ _]?)?answer|finish(?:ed)?|none|n/?a|respond|response|reply")


_STARS = re.compile(r"\*{1,2}+[ \t]*+(?=\{)")
# lines of words to the reply's end, none blank, none a ReAct label's (or its start: `Obs`, the stop sequence's cut)
# or holding markup, JSON or code
_PLAIN_LINES = re.compile(
    r"(?:\r?\n(?![ \t]*+(?:-[ \t]++)?(?:Thou|Ques|Obs|Act|Final)\w*+(?:[ \t:\r\n]|\Z))[ \t]*+[^\s<>{}\[\]`|]"
    r"[^\n<>{}\[\]`|]*+)++"
)
# UI-TARS's action line: `Action: NAME(` (a Python call)
_ACTION_CALL = re.compile(r"[ \t]*+(?P<name>[A-Za-z_][\w.]*+)[ \t]*+(?=\()")
# how a ReAct prompt lists a tool, copied into the action line (phi3 under CrewAI): `NAME(params) - description`
_LISTING = re.compile(r"(?P<name>[^(\n]{1,100}?)[ \t]*+\([^()\n]{0,200}\)[ \t]*+[-–—:][ \t][^\n]*")


def read_react_action(scan: Scan, m: re.Match[str]) -> Region | None:
    """`Action: NAME` / `Action Input: ARGS`: a JSON object (or Python dict) to its end, or a string to its line's
    end; a reply that stops inside the input is cut off."""
    return _with_copies(scan, m, _react_action(scan, m), _shown_as_a_format)


def _with_copies(
    scan: Scan, m: re.Match[str], region: Region | None, shown: Callable[[Scan, int], bool]
) -> Region | None:
    """`region`, read from its own text (and the line before it), stretched over the copies that follow it: a run of
    copies is counted. Only when the next copy is read as the first (the line before it shows no format); every
    later one has the same text before it."""
    if region is None or not scan.final:
        return region
    following = scan.next_marker(region.end)
    if following is None or shown(scan, following.start()):
        return region
    return scan.spaced_copies(m, region)


def _react_action(scan: Scan, m: re.Match[str]) -> Region | None:
    head = scan.match(_REACT_HEAD, m.start(), _REACT_WINDOW)
    if head is None:
        return _action_then_arguments(scan, m) or _action_call(scan, m)
    name = head.group("name")
    offered = scan.tools.resolve(name)[0] is not None
    listed = None if offered else _LISTING.fullmatch(name)
    if listed is not None and scan.tools.resolve(listed.group("name"))[0] is not None:
        name, offered = listed.group("name"), True  # the tool's listing line copied whole: the name it lists
    pos = head.end()
    if pos == len(scan.text) and not scan.final:
        raise Incomplete  # the input's first character decides how it is read
    stars = _STARS.match(scan.text, pos)
    if stars is not None:  # a bold marker's leftover before a JSON input (`Action Input: ** {…}`, CrewAI's tests)
        pos = stars.end()
    is_object = scan.text.startswith("{", pos)
    if not offered and (not is_object or is_placeholder_name(name) or _ANSWER.fullmatch(name) or "{" in name):
        return None  # the format's words, its placeholders or an answer: text
    if _shown_as_a_format(scan, m.start()):
        return None
    if is_object:
        return scan.named_json(name, pos, "json", m.start())
    line_end = scan.find("\n", pos)
    if line_end == -1:
        if not scan.final:
            raise Incomplete  # the string may go on
        line_end = len(scan.text)
    line_end = _with_its_fence(scan, pos, line_end)
    line_end = _lines_to_the_end(scan, line_end)
    value = scan.text[pos:line_end].strip().strip('"')
    if not value and line_end == len(scan.text):
        message = cut_off_message(name, jsontext.IN_ARGUMENTS)
        return Region(line_end, errors=[scan.error(message, "json", m.start(), line_end, name)])
    raw = RawCall(name, value, "json", snippet=scan.snip(m.start(), line_end), single_input=True)
    return Region(line_end, calls=[raw])


# Moatless Tools' ReAct: `Action: NAME`, then on the lines below a JSON object or one element per parameter
_ACTION_LINE = re.compile(r"[ \t]*+Action[ \t]*+:[ \t]*+(?P<name>[A-Za-z_][\w.\-]{0,100}+)[ \t]*+\r?\n\s*+(?=[{<])")
_ELEMENT_OPEN = re.compile(r"\s*+<(?P<key>[A-Za-z_][\w.\-]{0,100}+)>")


def _action_then_arguments(scan: Scan, m: re.Match[str]) -> Region | None:
    text = scan.text
    head = scan.match(_ACTION_LINE, m.start(), 200)
    if head is None or _shown_as_a_format(scan, m.start()):
        return None
    name = head.group("name")
    tool = scan.tools.tools.get(scan.tools.resolve(name)[0] or "")
    if text.startswith("{", head.end()):  # a JSON object (one naming no offered tool: an error naming it)
        return scan.named_json(name, head.end(), "json", m.start())
    args: dict[str, str] = {}
    pos = head.end()
    while tool is not None and (element := _ELEMENT_OPEN.match(text, pos)) is not None:
        key = element.group("key")
        if key not in tool.properties or key in args:
            break
        close = scan.find(f"</{key}>", element.end())
        if close == -1:
            if not scan.final:
                raise Incomplete  # the value may still be coming
            message = cut_off_message(name, jsontext.IN_STRING)
            return Region(len(text), errors=[scan.error(message, "json", m.start(), len(text), name)])
        args[key] = without_layout_breaks(text[element.end() : close])
        pos = close + len(key) + 3
    rest = text[pos:].lstrip()
    if not scan.final and (not rest or (rest.startswith("<") and ">" not in rest)):
        raise Incomplete  # another element may follow
    if not args:
        return None
    return Region(pos, calls=[RawCall(name, args, "json", from_text=True, snippet=scan.snip(m.start(), pos))])


def _action_call(scan: Scan, m: re.Match[str]) -> Region | None:
    """UI-TARS's `Action: click(start_box='…')`: one Python call to an offered tool, alone on its line (literal values
    only, as a line call)."""
    text = scan.text
    head = scan.match(_ACTION_CALL, m.end(), 200)
    if head is None or scan.tools.resolve(head.group("name"))[0] is None:
        if scan.final:  # both readings of the line looked no further than the ReAct head's window
            scan.skip_later(m, min(len(text), m.start() + _REACT_WINDOW))
        return None
    at = head.start("name")
    extent = jsontext.measure(text, head.end(), python=True)
    if not extent.closed:
        if not scan.final and not extent.too_deep:
            raise Incomplete
        if extent.too_deep and scan.final:
            # a later line starting with all that was measured (and the ReAct head's window) is as deep
            scan.skip_later(m, min(len(text), max(extent.end, m.start() + _REACT_WINDOW)))
            return None
        return None if _shown_as_a_format(scan, m.start()) else python_cut(scan, at, at, extent)
    line_end = scan.find("\n", extent.end)
    if line_end == -1 and not scan.final:
        raise Incomplete  # the line may go on
    if text[extent.end : len(text) if line_end == -1 else line_end].strip() or _shown_as_a_format(scan, m.start()):
        return None
    found = calls_in_python(text[at : extent.end], "pythonic", scan.snip(at, extent.end))
    return Region(extent.end, calls=found, explicit=False) if found else None


def _lines_to_the_end(scan: Scan, line_end: int) -> int:
    """Where a string input ends: the reply's end when only lines of plain words follow its line (LangChain's and
    CrewAI's parsers take the rest of the reply: `Action Input: what is\nthe temperature in SF?`), else its line's."""
    text = scan.text
    run = _PLAIN_LINES.match(text, line_end)
    end = line_end if run is None else run.end()
    if not scan.final and "\n" not in text[end + 1 :]:
        raise Incomplete  # the last line, or the lines still to come, decide
    return len(text) if run is not None and not text[end:].strip() else line_end


def _with_its_fence(scan: Scan, pos: int, line_end: int) -> int:
    """Where a string input ends: its line's end, or, for a line that introduces a fence right below it ("Evaluate
    Code with the following Python content:" then ```python …```, LangChain's ReAct test), that fence's end."""
    text = scan.text
    if not text[pos:line_end].rstrip().endswith(":"):
        return line_end
    following = text[line_end + 1 : line_end + 4]
    if following != "```" and not scan.final and "```".startswith(following):
        raise Incomplete  # a fence may open on the next line
    if following != "```":
        return line_end
    close = scan.find("\n```", line_end + 4)
    if close == -1:
        if not scan.final:
            raise Incomplete  # the fence may still close
        return line_end
    return close + 4


def _shown_as_a_format(scan: Scan, start: int) -> bool:
    """The line before the block (the ReAct lines before `start` walked back over) introduces a format."""
    text = scan.text
    block = start
    for _ in range(8):  # a Question, a Thought and blank lines at most, in practice
        line = text.rfind("\n", 0, max(0, block - 1)) + 1
        if block == 0 or not (_REACT_LABEL.match(text, line, block) or not text[line:block].strip()):
            break
        block = line
    intro = text[max(0, block - 300) : block].rstrip()
    intro = intro[intro.rfind("\n") + 1 :]
    return _FORMAT_LINE.search(intro) is not None or introduces_a_format(scan, block)


_XML_AGENT_HEAD = re.compile(r"<tool>[ \t]*+(?P<name>[^<>\n]{1,100}?)[ \t]*+</tool>\s*+<tool_input>")
_XML_AGENT_CLOSE = "</tool_input>"


def read_xml_agent_call(scan: Scan, m: re.Match[str]) -> Region | None:
    """`<tool>NAME</tool><tool_input>VALUE</tool_input>`: the value a JSON object or the one parameter's string; a
    reply that ends before `</tool_input>` is cut off."""
    return _with_copies(scan, m, _xml_agent_call(scan, m), introduces_a_format)


def _xml_agent_call(scan: Scan, m: re.Match[str]) -> Region | None:
    head = scan.match(_XML_AGENT_HEAD, m.start(), 400)
    if head is None:
        return _langroid_call(scan, m)
    name = head.group("name").strip()
    close = scan.find(_XML_AGENT_CLOSE, head.end())
    if close == -1 and not scan.final:
        raise Incomplete
    body = scan.text[head.end() : len(scan.text) if close == -1 else close].strip()
    offered = scan.tools.resolve(name)[0] is not None
    if not offered and (not body.startswith("{") or is_placeholder_name(name) or _ANSWER.fullmatch(name)):
        return None  # a tag named in prose, a placeholder, an answer: text
    if introduces_a_format(scan, m.start()):
        return None
    end = len(scan.text) if close == -1 else close + len(_XML_AGENT_CLOSE)
    if close == -1:
        message = cut_off_message(name, jsontext.IN_ARGUMENTS)
        return Region(end, errors=[scan.error(message, "json", m.start(), end, name)])
    raw = RawCall(name, body if offered else None, "json", snippet=scan.snip(m.start(), end), single_input=True)
    return Region(end, calls=[raw])


# Langroid's XMLToolMessage: `<tool><request>NAME</request>`, then one element per parameter, then `</tool>`
_LANGROID_HEAD = re.compile(r"<tool>\s*+<request>[ \t]*+(?P<name>[A-Za-z_][\w.\-]{0,100}+)[ \t]*+</request>")


def _langroid_call(scan: Scan, m: re.Match[str]) -> Region | None:
    head = scan.match(_LANGROID_HEAD, m.start(), 200)
    tool = scan.tools.tools.get(scan.tools.resolve(head.group("name"))[0] or "") if head else None
    if head is None or tool is None:
        if head is not None and scan.final:
            scan.skip_later(m, head.end())  # (decided by the head alone)
        return None  # another tag, or a tool nobody offered: text
    close = scan.find("</tool>", head.end())
    if close == -1 and not scan.final:
        raise Incomplete  # the block's end may still come
    found = element_arguments(scan, head.end(), "</tool>", tool.properties, ())
    if not isinstance(found, tuple):
        if close != -1 and scan.final:
            scan.skip_later(m, close + len("</tool>"))  # (decided by the block's own text)
        return None  # prose or an element no parameter of the tool: no call
    arguments, end, cut_off = found
    snippet = scan.snip(m.start(), end)
    return Region(end, calls=[RawCall(head.group("name"), arguments, "json", from_text=True, snippet=snippet,
                                      cut_off=cut_off)])  # fmt: skip


MARKERS = (
    Marker(
        "react_action",
        r"(?<![^\n])[ \t]*+(?:-[ \t]++)?(?:Action|Tool[ \t]Name)[ \t]*+\d*+[ \t]*+:",
        read_react_action,
        start=r"(?<![^\n])[ \t]*+(?:-[ \t]++)?(?:Action|Tool[ \t]Name)",
        possible=lambda text: "Action" in text or "Tool Name" in text,
    ),
    Marker("xml_agent_tool", r"<tool>", read_xml_agent_call),
)
