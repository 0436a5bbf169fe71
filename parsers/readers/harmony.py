"""gpt-oss's Harmony: messages of `<|start|>ROLE<|channel|>CHANNEL to=RECIPIENT<|constrain|>json<|message|>BODY`, a
call being a message to `functions.NAME` with its JSON arguments, and the same with its tokens stripped by a server
(`commentary to=functions.NAME json{…}`). A rendered prompt's messages (after a system, developer or user turn) are
text, tokens and all."""

from __future__ import annotations

import re

from parsers.dialects import Dialect
from parsers.jsontext import Incomplete
from parsers.readers.mentions import GOES_ON_IN_LOWERCASE, between_words
from parsers.readers.rendered_prompts import after_a_prompt_turn
from parsers.readers.runs import counted_as_read
from parsers.region import Region
from parsers.scan import Marker, Scan
from parsers.value_text import json_text

_HARMONY_HEADER = re.compile(
    r"(?:<\|start\|>)?(?P<head>[^<]{0,120}(?:<\|channel\|>[^<]{0,120})?(?:<\|constrain\|>[^<]{0,60})?)<\|message\|>"
)
_RECIPIENT = re.compile(r"to=([^\s<]+)")
_ROLE_WORD = re.compile(r"[a-z]++")
_UNFINISHED_HEADER = re.compile(
    r"<\|start\|>assistant(?:<\|channel\|>[^<]{0,120})?(?=<\|(?:channel|start)\|>)"
    r"|<\|channel\|>[^<]{0,120}(?=<\|(?:channel|start)\|>)"
)
_HARMONY_ENDS = ("<|end|>", "<|call|>", "<|return|>", "<|start|>", "<|channel|>", "<|eom|>", "<|eot|>")  # (Glimmer's)
_SPACED_RECIPIENT = re.compile(r"(?P<name>\S.{0,100}?)(?:\s+(?:json|code))?\s*$", re.S)


def read_harmony(scan: Scan, m: re.Match[str]) -> Region | None:
    header = scan.match(_HARMONY_HEADER, m.start(), 400)
    prompt = after_a_prompt_turn(scan, m.start())  # (a rendered prompt's message, or its last header: text)
    if header is None:
        role = _ROLE_WORD.match(scan.text, m.end(), m.end() + 40)
        if prompt or between_words(scan, m.start(), role.end() if role else m.end(), GOES_ON_IN_LOWERCASE):
            return Region(m.end(), keep=m.group(), explicit=False)  # text, or named ("# <|start|>assistant may be…")
        # a stray token; a header left unfinished, the next message's token right after its words (`<|start|>assistant
        # <|channel|>commentary to=assistant<|channel|>final<|message|>…`, llama.cpp's tests), taken out with them
        unfinished = scan.match(_UNFINISHED_HEADER, m.start(), 300)
        return Region(m.end() if unfinished is None else unfinished.end())
    body_start = header.end()
    body_end, token = scan.earliest(_HARMONY_ENDS, body_start)
    if not token and not scan.final:
        raise Incomplete
    end = body_end + len(token)
    if token in ("<|start|>", "<|channel|>"):
        end = body_end
    elif between_words(scan, m.start(), end, GOES_ON_IN_LOWERCASE):
        # a message written out in a sentence ("When none, <|channel|>analysis<|message|>{…}<|end|> is added")
        return Region(end, keep=scan.text[m.start() : end], explicit=False)
    region = _harmony_message(scan, m, header, body_end, end)
    if prompt and not (region.calls or region.errors):
        region = Region(end, keep=scan.text[m.start() : end], explicit=False)
    if token in ("<|start|>", "<|channel|>"):
        # read from its own text up to the next message's opening token: a run of identical
        # messages is counted, not read one by one
        return scan.copies(m.start(), region)
    return region


def _spaced_recipient(scan: Scan, head: str, recipient: re.Match[str]) -> str | None:
    """The offered tool a recipient names when its name has spaces (`to=functions.Web Search <|constrain|>`: LM
    Studio's plugins): the header's text from the recipient to its next token (less a content type left there when
    `<|constrain|>` was stripped), when it is exactly a tool's name."""
    written = _SPACED_RECIPIENT.match(head[recipient.start(1) :].split("<|", 1)[0].removeprefix("functions."))
    name = written.group("name") if written else ""
    return name if name in scan.tools.tools else None


def _harmony_message(scan: Scan, m: re.Match[str], header: re.Match[str], body_end: int, end: int) -> Region:
    head = header.group("head")
    body_start = header.end()
    recipient = _RECIPIENT.search(head)
    inner = scan.skip_space(body_start) if body_start < body_end else body_start
    said = recipient.group(1) if recipient else ""
    if said in ("user", "self"):  # Muse Glimmer's channels: an answer shown (its text), or a thought (none)
        return Region(end, keep=scan.text[body_start:body_end] if said == "user" else None, explicit=False)
    if said == "assistant":  # a tool's result, sent to the assistant: no reply's call, text
        return Region(end, keep=scan.text[m.start() : end], explicit=False)
    if scan.text.startswith("<atem:function_calls>", inner):
        return Region(body_start)  # Muse Glimmer's block after its header, a recipient or none: read at its own marker
    if recipient:
        name = recipient.group(1).removeprefix("functions.")
        if name.endswith("json") and scan.tools.resolve(name)[0] is None:
            name = name.removesuffix("json")  # `to=functions.shelljson`: the content type glued to the name
        name = _spaced_recipient(scan, head, recipient) or name
        if inner < body_end and scan.text[inner] == "{":
            region = scan.named_json(name, inner, "harmony", m.start(), body_end)
            region.end = end
            return region
        message = f"The message to {name} must be a JSON object of arguments."
        return Region(end, errors=[scan.error(message, "harmony", m.start(), end, name)])
    channel = head.split("<|channel|>")[-1].split()[:1] if "<|channel|>" in head else []
    if channel == ["analysis"]:
        return Region(end)  # reasoning
    return Region(end, keep=scan.text[body_start:body_end], explicit=False)


# gpt-oss with its special tokens stripped by the server: `commentary to=functions.NAME json{…}` (the header's tokens
# gone; `json` sometimes glued to the name; the recipient before `<|channel|>commentary`, as exo's tests write it, or
# before `<|channel|>analysis`, the reply continuing a prompt that ended with `<|start|>assistant`: llama.cpp's tests)
HARMONY_BARE_START = r"(?:commentary\s+|(?<![\w.=]))to=functions\.(?=[\w\-])"
_HARMONY_BARE = re.compile(
    r"(?:commentary\s+)?to=functions\.(?P<name>[\w.\-]+?)(?P<glued>json)?"
    r"(?:\s*<\|channel\|>[ \t]*+(?:commentary|analysis))?(?:\s*<\|constrain\|>)?\s*(?:json|code)?\s*"
    r"(?:<\|message\|>)?\s*(?=\{)"
)


def read_harmony_bare(scan: Scan, m: re.Match[str]) -> Region | None:
    head = scan.match(_HARMONY_BARE, m.start(), 300)
    if head is None:
        return None  # `to=functions.x` mentioned, with no arguments after it
    name = head.group("name")
    if head.group("glued") and scan.tools.resolve(name + "json")[0] is not None:
        name += "json"  # a tool whose name ends in json
    scan.reach = 0
    region = scan.named_json(name, head.end(), "harmony", m.start())
    # read from its own text (the marker's look behind is a space or a line's start): a run of copies is counted
    return counted_as_read(scan, m, region, max(scan.reach, region.end)) if region.calls else region


DIALECT_RECORDS = (
    Dialect(
        "harmony",
        render=lambda name, arguments: (
            f"<|start|>assistant<|channel|>commentary to=functions.{name} <|constrain|>json<|message|>"
            f"{json_text(arguments)}<|call|>"
        ),
        markers=(
            Marker("harmony", r"<\|start\|>|<\|channel\|>", read_harmony),
            Marker("harmony_bare", HARMONY_BARE_START, read_harmony_bare),
        ),
        sniff=(r"to=(?:functions\.)?([\w.\-]{1,80})",),
    ),
)
