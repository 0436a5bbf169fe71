"""Readers for formats built from special tokens: DeepSeek and Kimi tool tokens (gpt-oss's Harmony is in harmony.py,
Gemma 4 / FunctionGemma's `call:name{…}` in gemma_calls.py)."""

from __future__ import annotations

import re
from dataclasses import replace

from parsers.calls import RawCall, cut_off_message, is_placeholder_name
from parsers.dialects import Dialect
from parsers.jsontext import Incomplete, is_template
from parsers.models import CallError
from parsers.readers.dsml_tags import DSML_MARKER
from parsers.readers.formats_shown import introduces_a_format
from parsers.readers.invoke_tags import read_invokes
from parsers.readers.mentions import GOES_ON_IN_LOWERCASE, between_words, shown_with_elided_arguments
from parsers.readers.runs import counted_after_words
from parsers.region import Region
from parsers.scan import REASONING_CLOSE, Marker, Scan
from parsers.value_text import json_text

DS_TOKEN = r"<[|｜]tool[▁_]"  # DeepSeek tokens, written with full-width bars or plain ones
DS_TOKEN_END = r"[|｜]>"


def read_ds_block(scan: Scan, m: re.Match[str]) -> Region:
    """The calls inside are read one by one. A half-applied V3.1 template may leave out the first call's begin token
    (`<｜tool▁calls▁begin｜>NAME<｜tool▁sep｜>{…}`, in Xinference's fixtures): read as if it were there."""
    at = scan.skip_space(m.end())
    if at == len(scan.text) and not scan.final:
        raise Incomplete
    steptml = _steptml_call(scan, m)
    if steptml is not None:
        return steptml
    shown = _shown_block(scan, m)
    if shown is not None:
        return shown
    if scan.text[at : at + 1] not in ("<", ""):
        head = scan.match(_DS_HEAD, at, 300)
        if head is not None and (head.group("a") or head.group("b")):
            return read_ds_call(scan, m)
    token = _DS_CALL_TOKEN.match(scan.text, m.end())
    if token is not None:  # a first call with no name read: one region with the block's token, as a run of them counts
        inner = read_ds_call(scan, token)
        if inner.errors and not inner.calls and inner.keep is None:
            return Region(inner.end, errors=inner.errors)
    return Region(m.end())


_DS_SEP = DS_TOKEN + r"sep" + DS_TOKEN_END
# (d: Kimi's id with its argument token left out, JSON right after it, as goose's toolshim reads it; a: also R1's
# `function<NAME>` with its separator token lost, ik_llama.cpp's tests)
_DS_HEAD = re.compile(
    r"\s*(?:function\s*(?:" + _DS_SEP + r"\s*|<(?=[A-Za-z_][\w.\-]{0,100}>))(?P<a>[^\s<`>]+)>?"
    + r"|(?P<b>[^\s<`]+?)\s*" + _DS_SEP
    + r"|(?:functions\.)?(?P<c>[\w.\-]+?)(?::\d+)?\s*" + DS_TOKEN + r"call[▁_]argument[▁_]begin" + DS_TOKEN_END
    + r"|functions\.(?P<d>[\w.\-]+?):\d+\s*(?=\{))"
)  # fmt: skip
_DS_FENCE = re.compile(r"\s*```\w*\s*")
_DS_CALL_ENDS = ("<｜tool▁call▁end｜>", "<|tool_call_end|>", "<|tool▁call▁end|>", "<｜tool_call_end｜>")
_DS_CALL_END = re.compile(r"\s*(?:```)?\s*" + DS_TOKEN + r"call[▁_]end" + DS_TOKEN_END)


_DS_FIRST_CALL = re.compile(r"\s*+" + DS_TOKEN + r"call[▁_]begin" + DS_TOKEN_END)
_DS_CALL_TOKEN = re.compile(DS_TOKEN + r"call[▁_]begin" + DS_TOKEN_END)
_DS_BLOCK_ENDS = ("<｜tool▁calls▁end｜>", "<|tool_calls_end|>", "<|tool▁calls▁end|>", "<｜tool_calls_end｜>")
_WORD = re.compile(r"[\w.\-]++")
_JSON_OPENS = re.compile(r"\s*+\{")
_JSON_NAME = re.compile(r'\s*+\{\s*+"name"\s*+:\s*+"([^"\n]{1,80}+)"')


def _shown_block(scan: Scan, m: re.Match[str]) -> Region | None:
    """A block whose first call names a placeholder (`tool_call_name<｜tool▁sep｜>`, `FUNCTION_NAME`) or holds a
    template (`{"name": "function_name", "parameters": {...}}`): a format shown, never a call, so it is kept whole as
    text through its end token (and the end-of-sentence token a template writes after it); None otherwise."""
    text = scan.text
    call = scan.match(_DS_FIRST_CALL, m.end(), 40)
    if call is None:
        return None
    call_end, _ = scan.earliest(_DS_CALL_ENDS, call.end(), min(len(text), call.end() + 600))
    if call_end == len(text) and not scan.final:
        raise Incomplete  # the first call's name or body may still turn out a placeholder
    head = scan.match(_DS_HEAD, call.end(), 300)
    named = head.group("a") or head.group("b") or head.group("c") if head else None
    if named is None:
        found = _JSON_NAME.match(text, call.end(), call_end)
        named = found.group(1) if found else None
    word = _WORD.match(named or "")  # its word alone: a literal `\n` may follow it (`FUNCTION_NAME\n'```json`)
    template = _JSON_OPENS.match(text, call.end(), call_end) and is_template(text[call.end() : call_end])
    if not (word and is_placeholder_name(word.group())) and not template:
        return None
    close, which = scan.earliest(_DS_BLOCK_ENDS, call_end)
    if close == len(text) and not scan.final:
        raise Incomplete
    end = scan.optional(close + len(which), "<｜end▁of▁sentence｜>") if which else len(text)
    return Region(end, keep=text[m.start() : end], explicit=False)


def read_ds_call(scan: Scan, m: re.Match[str]) -> Region:
    """DeepSeek V3/R1/V3.1 and Kimi K2 calls (they share the token shape), and StepFun Step-3's in them."""
    steptml = _steptml_call(scan, m)
    if steptml is not None:
        return steptml
    head = scan.match(_DS_HEAD, m.end(), 300)
    if head is None and between_words(scan, m.start(), m.end(), GOES_ON_IN_LOWERCASE):
        return Region(m.end(), keep=m.group(), explicit=False)  # the token named in a sentence
    if head is None:
        end = min(len(scan.text), m.end() + 200)
        return Region(
            m.end(),
            errors=[scan.error("Could not read the tool name after the tool-call token.", "deepseek", m.start(), end)],
        )
    name = head.group("a") or head.group("b") or head.group("c") or head.group("d")
    dialect = "kimi" if head.group("c") or head.group("d") else "deepseek"
    if dialect == "kimi":
        name = _kimi_name(scan, name)
    pos = head.end()
    fence = scan.match(_DS_FENCE, pos, 40)
    if fence:
        pos = fence.end()
    shown = shown_with_elided_arguments(scan, m, pos, _DS_CALL_END, _DS_SECTION_END)  # ("emits …{…}<|tool_call_end|>")
    if shown is not None:
        return shown
    # the arguments end at the call's end token at the latest: a brace the model left out before it
    # is repaired there instead of the value running on into the next call
    limit, _ = scan.earliest(_DS_CALL_ENDS, pos)
    bound = limit if limit < len(scan.text) else None
    tried = scan.tried
    region = _named_inside(scan, name, pos, bound) if dialect == "kimi" else None
    if region is None and dialect == "kimi" and _INDEX_ONLY.fullmatch(name) and scan.tools.resolve(name)[0] is None:
        region = _index_only(scan, name, pos, bound, m.start())
    if region is None and bound is not None:
        region = _string_arguments(scan, name, pos, bound, dialect, m.start())
    if region is None:
        region = scan.named_json(name, pos, dialect, m.start(), bound)
    tail = scan.match(_DS_CALL_END, region.end, 60)
    if tail:
        region.end = tail.end()
    # read from its own text and a bounded lookahead (no repair, and no end token past it that a later copy would
    # find nearer): a run of copies of it is counted (issue 42's `"{` arguments with no end token, 20k copies)
    if scan.text[m.start() - 1 : m.start()] in ("", "\n") and introduces_a_format(scan, m.start()):
        # an example on a line of its own under an intro ("For each function call, you must return:", DeepSeek-R1's
        # template)
        return Region(region.end, keep=scan.text[m.start() : region.end], explicit=False)
    counted = scan.final and scan.tried == tried and (bound is None or bound < region.end)
    return scan.spaced_copies(m, region) if counted else region


_DS_SECTION_END = re.compile(r"\s*+" + DS_TOKEN + r"calls?[▁_]section[▁_]end" + DS_TOKEN_END)


# StepFun Step-3 writes DeepSeek's call tokens around MiniMax-style tags in its own namespace (vLLM's step3 parser):
# `<｜tool_call_begin｜>function<｜tool_sep｜>NAME\n<steptml:invoke name="NAME"><steptml:parameter name="k">v…`, the
# `function<｜tool_sep｜>NAME` line (or its NAME) often left out; values are raw text typed by the schema
STEPTML = "steptml:"
_STEPTML_INVOKE = f"<{STEPTML}invoke"
_STEP3_HEAD = re.compile(
    r"\s*+(?:function\s*+" + _DS_SEP + r"[ \t]*+(?P<name>[^\s<`]{1,200}+)?\s*+)?(?P<invoke>" + _STEPTML_INVOKE + r"\s)?"
)


def _steptml_call(scan: Scan, m: re.Match[str]) -> Region | None:
    """Step-3's `<steptml:invoke>` calls after a DeepSeek call token; None when none follows (a DeepSeek call)."""
    text = scan.text
    head = _STEP3_HEAD.match(text, m.end(), m.end() + 300)
    if head is None or head.group("invoke") is None:
        at = head.end() if head else m.end()
        if not scan.final and 0 < len(text) - at < len(_STEPTML_INVOKE) and _STEPTML_INVOKE.startswith(text[at:]):
            raise Incomplete  # the invoke tag is still being written
        return None
    region = read_invokes(scan, head.start("invoke"), "deepseek", m.start(), STEPTML)
    if not region.calls and not region.errors:
        end = min(len(text), head.end() + 200)
        if end == len(text) and ">" not in text[head.start("invoke") :]:  # (final: the tag waits while streaming)
            # the reply ends inside the invoke's tag (`<steptml:invoke name="get_ti`): cut off, all of it taken
            message = cut_off_message("a tool", "inside its invoke tag")  # (its name may be cut short too)
            return Region(end, errors=[scan.error(message, "deepseek", m.start(), end)])
        message = f'Could not read the call: write <{STEPTML}invoke name="NAME"><{STEPTML}parameter name="KEY">VALUE…'
        return Region(head.end(), errors=[scan.error(message, "deepseek", m.start(), end)])
    named, invoked = head.group("name"), region.calls[0].name if region.calls else None
    if named and invoked and named != invoked:
        message = f"The call token names {named} but the call invokes {invoked}: write one name."
        return Region(region.end, errors=[scan.error(message, "deepseek", m.start(), region.end, invoked)])
    tail = scan.match(_DS_CALL_END, region.end, 60)
    if tail:
        region.end = tail.end()
    if between_words(scan, m.start(), region.end, GOES_ON_IN_LOWERCASE):
        return Region(region.end, keep=scan.text[m.start() : region.end], explicit=False)  # a call shown in a sentence
    # read from its own tags and a bounded lookahead (as MiniMax's invokes): a run of copies is counted
    return scan.spaced_copies(m, region) if scan.final else region


def _string_arguments(scan: Scan, name: str, pos: int, limit: int, dialect: str, start: int) -> Region | None:
    """Arguments before the call's end token: a JSON string holding the object alone (Kimi K2 on sglang), which
    calls.finish decodes or refuses; words that are no JSON (`MALFORMED`) an error, not a call; None otherwise."""
    at = scan.skip_space(pos)
    if at < limit and scan.text[at] not in '{"':
        message = f"The arguments of {name} could not be read as JSON. Write them as one JSON object."
        return Region(limit, errors=[scan.error(message, dialect, start, limit, name)])
    if scan.text[at : at + 1] != '"':
        return None
    try:
        value, end = scan.quoted(at, limit)
    except ValueError:
        return None  # not closed before the end token: read as before
    if not value.lstrip().startswith("{") or scan.text[end:limit].strip():
        return None
    return Region(end, calls=[RawCall(name, value, dialect, repaired=True, snippet=scan.snip(start, end))])


# Kimi's call ids as models write them besides `functions.NAME:IDX`: without the prefix, with `_`
# for both separators (clients that sanitise ids), with none, or `.IDX`
_KIMI_ID = re.compile(r"(?:functions[._]?)?(?P<name>.+?)(?:[:._]?\d+)?")


def _named_inside(scan: Scan, written_id: str, pos: int, limit: int | None) -> Region | None:
    """Kimi K2 given OpenAI-style ids in its history writes one (`call_abc123`) and moves the tool's
    name into the arguments (`{"name": "list_files", "path": "/home"}`): that call, when its name is an
    offered tool's; None otherwise (an id that names nothing is an error naming the tools)."""
    if scan.tools.resolve(written_id)[0] is not None:
        return None
    at = scan.skip_space(pos)
    if scan.text[at : at + 1] != "{":
        return None
    region = scan.json_calls(at, "kimi", limit)
    if len(region.calls) != 1 or scan.tools.resolve(str(region.calls[0].name))[0] is None:
        return None
    return region


# Kimi K2.5 sometimes writes only a counter for the id (`3`, `call00003`), and K2 given OpenAI-style ids in its
# history an OpenAI id (`call_59adf5614cfe4f4b8a71be54`): which tool it calls is then known only from its arguments
# (sglang's kimik2 detector reads a counter so too)
_INDEX_ONLY = re.compile(r"(?:call_?)?\d{1,8}|call_[A-Za-z0-9]{8,64}")


def _index_only(scan: Scan, written: str, pos: int, limit: int | None, start: int) -> Region | None:
    """The call whose id names only an index, when exactly one offered tool takes its arguments (every key one of
    its parameters, every required parameter given); an error naming them when several do; None when none does
    (the id is then an unknown tool's name)."""
    at = scan.skip_space(pos)
    if scan.text[at : at + 1] != "{":
        return None
    decoded = scan.decode(at, limit)
    arguments = decoded.value if decoded.ok else None
    if decoded.cut_off:
        # the tool its keys so far can only be, when one; otherwise the id as written
        began = _fitting_tools(scan, arguments, complete=False) if isinstance(arguments, dict) and arguments else []
        name = began[0] if len(began) == 1 else written
        error = scan.error(cut_off_message(name, decoded.cut_off), "kimi", start, decoded.end, name)
        return Region(decoded.end, errors=[error])
    if not isinstance(arguments, dict) or not arguments:
        return None
    fits = _fitting_tools(scan, arguments, complete=True)
    if not fits:
        return None
    snippet = scan.snip(start, decoded.end)
    if len(fits) == 1:
        return Region(decoded.end, calls=[RawCall(fits[0], arguments, "kimi", repaired=True, snippet=snippet)])
    message = (
        f"The call {written!r} names no tool, and its arguments fit {', '.join(fits)}: write the tool's name in "
        "its id, functions.NAME:0."
    )
    return Region(decoded.end, errors=[CallError(message=message, dialect="kimi", name=written, snippet=snippet)])


def _fitting_tools(scan: Scan, arguments: dict, *, complete: bool) -> list[str]:
    """The offered tools that take these arguments: every key one of its parameters and, when `complete`, every
    required parameter given."""
    return [
        name
        for name, tool in scan.tools.tools.items()
        if set(arguments) <= set(tool.properties)
        and (not complete or set(tool.parameters.get("required") or []) <= set(arguments))
    ]


def _kimi_name(scan: Scan, written: str) -> str:
    """The tool a Kimi call id names: the id itself when it is a tool's name, else the name inside it."""
    if scan.tools.resolve(written)[0] is not None:
        return written
    for candidate in (written.removeprefix("functions."), _KIMI_ID.fullmatch(written).group("name")):  # type: ignore[union-attr]
        if scan.tools.resolve(candidate)[0] is not None:
            return candidate
    return written


# Calls whose special tokens a server stripped (llama.cpp, Ollama, MLX servers that detokenize without
# them). Kimi K2's `functions.NAME:IDX{…}` keeps its id, which prose never writes glued to a JSON object;
# DeepSeek V3.1's `NAME{…}` keeps nothing but the name, so it is read only where a reply's calls start (the
# reply's start or the end of its reasoning) and only when every key is a parameter of that offered tool.
_STRIPPED_NAME = r"[A-Za-z_][\w.\-]{0,100}+"
# (also glued to a sentence's period: `…the directory.functions.LS:1{…}`, ik_llama.cpp's reproduction of a log)
KIMI_STRIPPED_START = r"(?<![\w\-])functions\.(?=" + _STRIPPED_NAME + r":\d{1,6}\s{0,40}+\{)"
_KIMI_STRIPPED = re.compile(r"functions\.(?P<name>" + _STRIPPED_NAME + r"):\d{1,6}\s{0,40}+(?=\{)")
# Kimi K2 with only its call's opening token stripped (sglang hands `NAME:0<|tool_call_argument_begin|>{…}`): the
# argument token after a call id (`functions.NAME:IDX` or `NAME:IDX`) is Kimi's alone, so the id opens a call there,
# read as behind its token (an undeclared name is an error naming the tools) when an object or a string follows
KIMI_ARGUMENT_TOKEN = "<|tool_call_argument_begin|>"
_KIMI_ID_BEFORE_ARGUMENTS = (
    r"(?<![\w.\-:])[A-Za-z_][\w.\-]{0,100}+:\d{1,6}\s{0,40}+" + re.escape(KIMI_ARGUMENT_TOKEN) + r"\s{0,40}+[{\"]"
)
_REASONING_ENDS = tuple(REASONING_CLOSE.values())
DS_STRIPPED_START = (
    "(?:(?<![\\s\\S])|"
    + "|".join(f"(?<={re.escape(close)})" for close in _REASONING_ENDS)
    + r")\s{0,40}+(?="
    + _STRIPPED_NAME
    + r"\s{0,40}+\{\s{0,40}+(?:[\"}]|\Z))"  # an object of arguments: a key or its end follows the brace
)
_DS_STRIPPED = re.compile(r"\s{0,40}+(?P<name>" + _STRIPPED_NAME + r")\s{0,40}+(?=\{)")


def ds_stripped_possible(text: str) -> bool:
    """Whether a name glued to `{` starts the text or follows the end of a reasoning block."""
    return _DS_STRIPPED.match(text) is not None or after_a_reasoning_end(text, _DS_STRIPPED)


def after_a_reasoning_end(text: str, pattern: re.Pattern[str]) -> bool:
    """Whether `pattern` matches right after the end of a reasoning block somewhere in `text` (a marker's `possible`
    test for forms that only start a reply)."""
    for close in _REASONING_ENDS:
        at = text.find(close)
        while at != -1:
            if pattern.match(text, at + len(close)) is not None:
                return True
            at = text.find(close, at + 1)
    return False


def read_kimi_stripped(scan: Scan, m: re.Match[str]) -> Region | None:
    head = scan.match(_KIMI_STRIPPED, m.start(), 200)
    if head is None or scan.tools.resolve(head.group("name"))[0] is None:
        return None
    return scan.named_json(head.group("name"), head.end(), "kimi", m.start())


def read_ds_stripped(scan: Scan, m: re.Match[str]) -> Region | None:
    if scan.nested:
        return None  # a fence's start is no reply's start
    region: Region | None = None
    pos = m.start()
    while True:
        head = scan.match(_DS_STRIPPED, pos, 300) if pos < len(scan.text) else None
        name = scan.tools.resolve(head.group("name"))[0] if head else None
        if head is None or name is None:
            return region
        inside = scan.skip_space(head.end() + 1)
        if scan.text[inside : inside + 1] not in ('"', "}"):
            return region  # `{` opens no object of arguments (a key or its end must follow): not decoded
        found = scan.named_json(head.group("name"), head.end(), "deepseek", pos)
        call = found.calls[0] if len(found.calls) == 1 else None
        if call is None or not isinstance(call.arguments, dict) or not _all_parameters(scan, name, call.arguments):
            return region  # JSON that is not this tool's arguments: text (or the calls before it)
        region = found if region is None else region.followed_by(found)
        pos = region.end


def _all_parameters(scan: Scan, name: str, arguments: dict) -> bool:
    if not arguments:
        return not scan.tools.tools[name].properties  # `{}` calls only a tool that takes nothing
    return scan.tools.all_parameters(name, arguments)


DIALECT_RECORDS = (
    Dialect(
        "deepseek",
        render=lambda name, arguments: (
            "<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>"
            f"{name}\n```json\n{json_text(arguments)}\n```<｜tool▁call▁end｜><｜tool▁calls▁end｜>"
        ),
        markers=(  # the call token also reads kimi
            Marker("ds_block", DS_TOKEN + r"calls[▁_]begin" + DS_TOKEN_END, counted_after_words(read_ds_block)),
            Marker("ds_call", DS_TOKEN + r"call[▁_]begin" + DS_TOKEN_END, counted_after_words(read_ds_call)),
            replace(DSML_MARKER, reader=counted_after_words(DSML_MARKER.reader)),  # V3.2
            Marker(
                "ds_stripped",
                DS_STRIPPED_START,
                read_ds_stripped,
                start=r"(?<![\s\S])|(?<=[>▷\]])",  # the text's start, or the end of a reasoning tag
                possible=ds_stripped_possible,
            ),
        ),
        sniff=(r"[|｜]tool[▁_]sep[|｜]>\s*([\w.\-]{1,80})", r"function[|｜<▁_a-z]*sep[|｜]>([\w.\-]{1,80})"),
    ),
    Dialect(
        "kimi",
        render=lambda name, arguments: (
            f"<|tool_calls_section_begin|><|tool_call_begin|>functions.{name}:0 "
            f"<|tool_call_argument_begin|>{json_text(arguments)}<|tool_call_end|><|tool_calls_section_end|>"
        ),
        markers=(
            Marker(
                "kimi_stripped",
                KIMI_STRIPPED_START,
                read_kimi_stripped,
                start=r"functions\.",
                possible=lambda text: "functions." in text,
            ),
            Marker(
                "kimi_begin_stripped",
                f"(?={_KIMI_ID_BEFORE_ARGUMENTS})",
                read_ds_call,
                _KIMI_ID_BEFORE_ARGUMENTS,
                lambda text: KIMI_ARGUMENT_TOKEN in text,
            ),  # fmt: skip
        ),
        sniff=(r"functions\.([\w.\-]{1,80}):\d",),
    ),
)
