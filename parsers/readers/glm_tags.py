"""Readers for GLM's argument tags: GLM-4.5+'s `NAME<arg_key>k</arg_key><arg_value>v</arg_value>` (inside
`<tool_call>`, read from xml_tags.py, or with that tag stripped), and Tencent HY-V3's form of them, every tag with
its checkpoint's suffix and the name ended by `<tool_sep>`:
`<tool_calls:opensource><tool_call:opensource>NAME<tool_sep:opensource><arg_key:opensource>k</arg_key:opensource>…`.
"""

from __future__ import annotations

import json
import re

from parsers import jsontext
from parsers.calls import RawCall
from parsers.jsontext import Incomplete
from parsers.region import Region
from parsers.scan import NAME, Marker, Scan


class GlmTags:
    """The tags of one spelling of the form: `suffix` inside each (`:opensource`), or `prefix` (`ifm|`), or neither
    (GLM's own). `typed`: a `<arg_type>` tag may stand between a key and its value (the schema types it here)."""

    def __init__(self, suffix: str, prefix: str = "", typed: bool = False) -> None:
        self.suffix, self.prefix = suffix, prefix
        self.key_open, self.key_close = self.tag("arg_key"), self.tag("/arg_key")
        self.value_open, self.value_close = self.tag("arg_value"), self.tag("/arg_value")
        # where a value whose `<arg_value>` is missing may not run past
        self.others = (self.key_open, self.value_open, self.tag("/tool_call"), self.tag("tool_call"))
        key_open, key_close, value_open = (re.escape(tag) for tag in (self.key_open, self.key_close, self.value_open))
        type_tag = rf"(?:{re.escape(self.tag('arg_type'))}[^<]{{0,60}}{re.escape(self.tag('/arg_type'))}\s*)?"
        self.argument_head = re.compile(
            rf"\s*{key_open}(?P<key>[^<]{{1,200}}){key_close}\s*{type_tag if typed else ''}(?P<open>{value_open})?"
        )
        # HY-V3's call head: the name, then its `<tool_sep>` (when written)
        self.sep, call, sep = self.tag("tool_sep"), re.escape(self.tag("tool_call")), re.escape(self.tag("tool_sep"))
        self.call_head = re.compile(rf"\s*{call}\s*(?P<name>{NAME})\s*(?P<sep>{sep})?")

    def tag(self, word: str) -> str:
        slash, word = ("/", word[1:]) if word.startswith("/") else ("", word)
        return f"<{slash}{self.prefix}{word}{self.suffix}>"


GLM = GlmTags("")
# HY-V3 writes its tags with its checkpoint's suffix (`:opensource`, the one mistral.rs's hy_v3.rs knows); another
# suffix is no form anyone documented, and stays text
_HY_V3 = {suffix: GlmTags(suffix) for suffix in (":opensource",)}
HY_V3_START = r"<tool_calls?(?:" + "|".join(re.escape(suffix) for suffix in _HY_V3) + r")>"
# HY3's plain tags are hermes' `<tool_call>` and hunyuan's `<tool_calls>`: told apart by `<tool_sep>` after the name
HY3_PLAIN_START = r"<tool_calls?>(?=\s{0,40}(?:<tool_call>\s{0,40})?[A-Za-z_][\w.\-]{0,100}\s{0,40}<tool_sep>)"


def read_glm(scan: Scan, name: str, pos: int, start: int, tags: GlmTags = GLM, dialect: str = "glm") -> Region:
    """GLM 4.5+: `name<arg_key>k</arg_key><arg_value>v</arg_value>...` (values typed by the schema)."""
    args: dict[str, str] = {}
    cut_off = ""
    value_close = tags.value_close
    while True:
        head = scan.match(tags.argument_head, pos, 300)
        if head is None:
            # the next argument's tags, cut short, end the reply (a whole head is under 300 characters)
            if len(scan.text) - pos <= 300 and _glm_head_cut(scan.text[pos:].lstrip(), tags):
                if not scan.final:
                    raise Incomplete
                cut_off = jsontext.IN_ARGUMENTS
            break
        if head.group("open") is None:
            value_end, which = _glm_unopened_value_end(scan, head.end(), tags)
            if not which:
                if value_end == len(scan.text):  # `<arg_key>k</arg_key>text` to the end of the reply: cut off
                    cut_off = jsontext.IN_STRING if scan.text[head.end() :].strip() else jsontext.IN_ARGUMENTS
                break
        else:
            value_end, which = _glm_value_end(scan, head.end(), tags)
        args[head.group("key").strip()] = _unescape_json(scan.text[head.end() : value_end])
        if not which:  # the value runs to the end of the reply
            cut_off = jsontext.IN_STRING
            pos = value_end
            break
        pos = value_end + len(which) if which == value_close else value_end
    call = RawCall(name, args, dialect, from_text=True, snippet=scan.snip(start, pos), cut_off=cut_off)
    return Region(pos, calls=[call])


def _glm_unopened_value_end(scan: Scan, pos: int, tags: GlmTags) -> tuple[int, str]:
    """A value whose `<arg_value>` the model left out (`<arg_key>k</arg_key>v</arg_value>`): it ends at the next
    `</arg_value>` when no other argument, value or call tag comes first; ("", -1) when another does (not read),
    (the end of the reply, "") when none comes at all."""
    value_close = tags.value_close
    close = scan.find(value_close, pos)
    if close == -1 and not scan.final:
        raise Incomplete  # its closing tag may still come
    others = [at for at in (scan.find(tag, pos) for tag in tags.others) if at != -1]
    if close == -1:
        return (len(scan.text) if not others else -1), ""
    if any(at < close for at in others):
        return -1, ""
    return close, value_close


def _glm_value_end(scan: Scan, pos: int, tags: GlmTags) -> tuple[int, str]:
    """Where the value opened before `pos` ends, and the tag that ends it ("": the end of the reply).

    A value ends at its `</arg_value>`, whatever it holds (`</tool_call>` written inside a file), when that comes
    before the next value opens; a value never closed ends at the next `<arg_key>`, and otherwise runs on (to the
    next value's tag, or the end of the reply: cut off), never at a `</tool_call>` it may hold.
    """
    value_close = tags.value_close
    close = scan.find(value_close, pos)
    following = scan.find(tags.value_open, pos)
    if close != -1 and (following == -1 or close < following):
        return close, value_close
    if following == -1 and not scan.final:
        raise Incomplete  # its closing tag may still come
    end = scan.earliest((tags.key_open,), pos, None if following == -1 else following)
    if not end[1] and following == -1:
        # never closed, and the reply's last words are the call's closing tag: the value ends there
        # (`<arg_value>Beijing\n</tool_call>`, tabbyAPI's fixture); with any text after it, it runs on
        call_close = tags.tag("/tool_call")
        at = scan.find(call_close, pos)
        if at != -1 and _BLANK_TO_END.match(scan.text, at + len(call_close)):
            while at > pos and scan.text[at - 1] in "\r\n":
                at -= 1  # the line break before the closing tag is no part of the value
            return at, call_close
    return end


_BLANK_TO_END = re.compile(r"\s*+\Z")


# GLM with its `<tool_call>` token stripped by the server (llama.cpp, Ollama, MLX servers that detokenize
# without special tokens): `NAME<arg_key>k</arg_key><arg_value>v</arg_value>…`. The argument tags make it a
# call, and only to an offered tool; a bare name left alone (a call with no arguments) stays text. The name
# is bounded so a run of dotted words is not rescanned from each of its dots.
_BARE_NAME = r"[A-Za-z_][\w.\-]{0,100}+"
# the marker holds the first key too (or the end of the text where a cut one ends), so a name before a
# tag that opens no argument costs no reader call
GLM_BARE_START = (
    r"(?<![\w.\-])" + _BARE_NAME + r"\s{0,40}+<arg_key>(?:[^<\s]{1,200}+</arg_key>|[^<\s]{0,200}+(?:<[/a-z_]*+)?\Z)"
)
_GLM_BARE_HEAD = re.compile(r"(?P<name>" + _BARE_NAME + r")\s{0,40}+(?=<arg_key>)")


def read_glm_bare(scan: Scan, m: re.Match[str]) -> Region | None:
    head = scan.match(_GLM_BARE_HEAD, m.start(), 200)
    written = head.group("name") if head else ""
    # `check.get_weather<arg_key>`: the name after the prose it is glued to (kept as text)
    name = next((written[i:] for i in _name_starts(written) if scan.tools.resolve(written[i:])[0]), None)
    if head is None or name is None:
        return None
    # a whole first argument head, or one the end of the reply cut: the tags, not the name, make the call
    if scan.match(GLM.argument_head, head.end(), 300) is None:
        rest = scan.text[head.end() : head.end() + 301]
        key = rest.partition("</arg_key>")[0]  # a key, cut or not, is one word: `ls <arg_key> in prose` is text
        if len(rest) > 300 or not _glm_head_cut(rest, GLM) or any(char.isspace() for char in key):
            return None
    region = read_glm(scan, name, head.end(), m.start())
    region.end = scan.optional(region.end, "</tool_call>")
    if name != written:
        region.keep = written[: len(written) - len(name)]
    return region


def _name_starts(written: str) -> list[int]:
    return [0] + [i + 1 for i, char in enumerate(written) if char == "."]


_ESCAPED_QUOTE = re.compile(r'\\"')


def _unescape_json(value: str) -> str:
    """GLM-4.7 sometimes writes a JSON value as if inside a string (`[{\\"id\\": \\"1\\"}]`): every quote
    escaped, none bare. Undo that escaping once, so the schema can type the value as JSON."""
    stripped = value.strip()
    if stripped[:1] not in ("[", "{") or '\\"' not in stripped or '"' in _ESCAPED_QUOTE.sub("", stripped):
        return value
    try:
        return str(json.loads('"' + stripped + '"'))
    except ValueError:
        return value


def _glm_head_cut(rest: str, tags: GlmTags) -> bool:
    """`rest` (the rest of the reply) is the start of `<arg_key>KEY</arg_key><arg_value>`, cut short."""
    key_open, key_close = tags.key_open, tags.key_close
    if not rest:
        return False
    if key_open.startswith(rest):
        return True
    if not rest.startswith(key_open):
        return False
    key_end = rest.find("<", len(key_open))
    if key_end == -1:
        return True  # the key runs to the end
    after = rest[key_end:]
    if key_close.startswith(after):
        return True
    return after.startswith(key_close) and tags.value_open.startswith(after[len(key_close) :].lstrip())


def read_hy_v3(scan: Scan, m: re.Match[str]) -> Region | None:
    """`<tool_calls:SUFFIX>` (or one `<tool_call:SUFFIX>`), then calls `<tool_call:SUFFIX>NAME<tool_sep:SUFFIX>`, each
    argument GLM's tags with the suffix, closed by `</tool_call:SUFFIX>`; the reply ending before that is cut off."""
    written = m.group()
    tags = _HY_V3[written[written.index(":") : -1]] if ":" in written else GLM
    block = written.startswith("<tool_calls")
    region = Region(m.end() if block else m.start())
    while not region.errors:
        head = scan.match(tags.call_head, region.end, 300)
        if head is not None and head.group("sep") is None and not scan.final:
            rest = scan.text[head.end() : head.end() + 40].lstrip()
            if any(tag.startswith(rest) for tag in (tags.sep, tags.key_open, tags.tag("/tool_call"))):
                raise Incomplete  # the name, its separator or the tag after it is still being written
        if head is None or (tags is not GLM and scan.tools.resolve(head.group("name"))[0] is None):
            break  # a name nobody offered is no call of the suffixed form (servers that know it validate names)
        found = _hy_v3_call(scan, head, tags, m.start() if not region.calls else head.start())
        region.calls += found.calls
        region.errors += found.errors
        region.end = found.end
        if not block:
            break
    if not region.calls and not region.errors:
        return None  # the tag named in prose, or followed by no call of this form
    if block:
        region.end = scan.optional(region.end, tags.tag("/tool_calls"))
    # as GLM's in xml_tags.py: each value ends at the first argument or call tag after it, which a following copy
    # holds, and the rest is read from bounded windows, so a run of copies is counted
    return scan.spaced_copies(m, region) if scan.final else region


def _hy_v3_call(scan: Scan, head: re.Match[str], tags: GlmTags, start: int) -> Region:
    """One call from its head (`<tool_call:SUFFIX>NAME`, and `<tool_sep:SUFFIX>` when written, or the first argument's
    tag or the call's closing tag right after the name) to its closing tag."""
    text, name, close = scan.text, head.group("name"), tags.tag("/tool_call")
    after_name = scan.skip_space(head.end())
    if head.group("sep") is None and text.startswith((tags.key_open, close), after_name):
        found = read_glm(scan, name, head.end(), start, tags)  # Hy4 writes no separator (vLLM's hy_v4 tests)
    elif head.group("sep") is None:
        rest = text[head.end() : head.end() + 40]  # (a bounded slice: a run of copies is read once each)
        if not tags.sep.startswith(rest):
            message = f"Could not read the call to {name}: write NAME{tags.sep} before its arguments."
            return Region(head.end(), errors=[scan.error(message, "glm", start, head.end(), name)])
        found = Region(len(text), calls=[RawCall(name, {}, "glm", snippet=scan.snip(start, len(text)))])
    else:
        found = read_glm(scan, name, head.end(), start, tags)
    call = found.calls[0]
    after = scan.optional(found.end, close)
    if after != found.end or call.cut_off:
        found.end = after
        return found
    rest = text[found.end : found.end + 300].lstrip()
    if close.startswith(rest):  # the reply ends before the call's closing tag (or inside it)
        if not scan.final:
            raise Incomplete
        call.cut_off = call.cut_off or jsontext.IN_ARGUMENTS
        return found
    message = f"Could not read the arguments of {name}: write {tags.key_open}KEY{tags.key_close}…"
    return Region(found.end, errors=[scan.error(message, "glm", start, found.end, name)])


# Tencent HY3's tags with no suffix (`<tool_calls>\n<tool_call>NAME<tool_sep>\n<arg_key>…`, vLLM's hy parser)
HY3_PLAIN_MARKER = Marker("hy3_plain", HY3_PLAIN_START, read_hy_v3)
