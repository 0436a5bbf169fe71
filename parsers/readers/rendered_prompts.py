"""Whether a template token stands in a template or a rendered prompt, where it is kept as text, rather than in a
reply, where it is a stray taken out (markup.read_junk); and whether a template writes a call, kept as text too."""

from __future__ import annotations

import re
from dataclasses import replace

from parsers.jsontext import Incomplete
from parsers.region import Region
from parsers.scan import Reader, Scan

# A template or a rendered prompt keeps its tokens: template syntax on the token's line or a line beside it (Ollama's
# `{{- end }}<|im_end|>`); before it, the text's first turn of the token's template being one no reply writes
# (`<|im_start|>user`); or a turn's end token followed by the header of the reply's turn, there or before
# (`<|eot_id|><|start_header_id|>assistant`: a prompt rendered). A reply's stray tokens have none of these
_Turns = tuple[tuple[str, tuple[str, ...]], ...]  # a template's turn opener, then the roles no reply writes
# (ChatML's `assistant` too: a reply never writes its own turn's opener, so one is a turn written out, tokens and all)
_CHATML: _Turns = (("<|im_start|>", ("system", "user", "tool", "assistant")),)
_LLAMA3: _Turns = (("<|start_header_id|>", ("system<", "user<", "ipython<")),)
# Gemma 2/3 (FunctionGemma's developer turn, and its function's response), Gemma 4
_GEMMA: _Turns = (
    ("<start_of_turn>", ("user", "system", "developer")),
    ("<start_function_response>", ("",)),
    ("<|turn>", ("user", "system")),
)
# Phi-3 and Phi-4: the role is the opener
_PHI: _Turns = (("<|system|>", ("",)), ("<|user|>", ("",)), ("<|assistant|>", ()))
# the template each turn's end token belongs to; the other tokens stand in any of them
_TURNS_ENDED = {
    "<|im_end|>": _CHATML,
    "<|eot_id|>": _LLAMA3,
    "<|eom_id|>": _LLAMA3,
    "<end_of_turn>": _GEMMA,
    "<turn|>": _GEMMA,
}
_MISTRAL: _Turns = (("[INST]", ("",)),)  # Mistral's user turn (its tools' list, `[AVAILABLE_TOOLS]`, comes with one)
# gpt-oss's Harmony: its system, developer and user turns, and a tool's result (`<|start|>functions.NAME to=assistant`)
_HARMONY: _Turns = (("<|start|>", ("system", "developer", "user", "functions.")),)
# a coding agent's chat exported as markdown (SpecStory's `_**User (2025-10-22 20:35Z)**_`, `_**Agent (model …)**_`)
_EXPORTED: _Turns = (("_**User", ("",)), ("_**Agent", ()))
_EXPORTED_OPENERS = frozenset(opener for opener, _ in _EXPORTED)
_ANY_TURNS = _CHATML + _LLAMA3 + _GEMMA + _PHI + _MISTRAL + _HARMONY + _EXPORTED
# the header of the reply's turn that a rendered prompt ends in, after the end token of the turn before it
_REPLY_HEADERS = {
    "<|im_end|>": ("<|im_start|>assistant",),
    "<|eot_id|>": ("<|start_header_id|>assistant<|end_header_id|>",),
    "<|eom_id|>": ("<|start_header_id|>assistant<|end_header_id|>",),
    "<end_of_turn>": ("<start_of_turn>model",),
    "<turn|>": ("<|turn>model",),
    "<|end|>": ("<|assistant|>",),
}
_LINE_REACH = 300  # how far a line beside the token is looked at
_TEMPLATE_SYNTAX = re.compile(r"\{[{%#]")  # Go's and Jinja's {{ … }} and {% … %}, and Jinja's comments {# … #}


def in_a_template(scan: Scan, start: int, end: int) -> bool:
    """The template token at `text[start:end]` stands in a template or a rendered prompt (see _TURNS_ENDED)."""
    text, token = scan.text, scan.text[start:end]
    turns = _TURNS_ENDED.get(token, _ANY_TURNS)
    for opener, roles in turns:
        first = scan.find(opener, 0)  # (found once in the whole text: the scan remembers it)
        if -1 < first < start and text.startswith(roles, first + len(opener)):
            return True
    if _turn_ends_then_one_opens(scan, token, end):
        return True
    # a call's value read before the token is no template (`{"path": "{%"}`)
    lines_start = max(_line_above(text, start, max(0, start - _LINE_REACH)), scan.after)
    reach = end + _LINE_REACH
    line = text.find("\n", end, reach)  # the token's line ends here, and the next line at the newline after
    lines_end = -1 if line == -1 else text.find("\n", line + 1, reach)
    if _TEMPLATE_SYNTAX.search(text, lines_start, reach if lines_end == -1 else lines_end):
        return True  # (the token, between those lines, holds no brace)
    if lines_end == -1 and reach > len(text) and not scan.final:
        raise Incomplete  # the line after may still bring template syntax
    return False


def settled(scan: Scan, m: re.Match[str], end: int) -> bool:
    """Whether every copy of the token `m` matched, up to `end`, finds the landmarks in_a_template looks for in the
    whole text (each turn opener's first place, each turn end's first before a reply's header) on the same side of it:
    none of them between `m` and `end`. A run of copies reads alike only then."""
    token = m.group()
    landmarks = [opener for opener, _ in _TURNS_ENDED.get(token, _ANY_TURNS)]
    landmarks += [token + sep + header for header in _REPLY_HEADERS.get(token, ()) for sep in ("", "\n")]
    return not any(m.start() <= scan.find(landmark, 0) < end for landmark in landmarks)


def _turn_ends_then_one_opens(scan: Scan, token: str, end: int) -> bool:
    """End token `token` (ending at `end`), or one before it, is followed by the header of a reply's turn."""
    for header in _REPLY_HEADERS.get(token, ()):
        for seam in (token + header, token + "\n" + header):
            found = scan.find(seam, 0)  # (once in the whole text, as above)
            if -1 < found <= end - len(token):
                return True
            rest = len(scan.text) - end + len(token)
            if not scan.final and rest < len(seam) and seam.startswith(scan.text[end - len(token) :]):
                raise Incomplete  # the header may follow
    return False


# A block a template writes (`{{- '<tool_call>\n{"name": "' }}`, `{%- if '</think>' in content %}`), or a rendered
# prompt holds (in_a_rendered_prompt): inside a template's expression, statement or comment opened on its line or the
# line above before it and not closed there (a call's value read before it is no template: `{"path": "{%"}`), or, for
# a failed call, template syntax on its line or the one above (Kimi's `<|tool_call_begin|>{{ formatted_id }}…`).
# Text, not a call, a failed call or a thought's edge
_TEMPLATE_LINE_REACH = 2000
_TEMPLATE_PAIRS = (("{{", "}}"), ("{%", "%}"), ("{#", "#}"))
_FAILED_TEMPLATE = re.compile(r"\{[{%#]|\{[A-Za-z_]\w{0,30}+\}")


def written_by_a_template(scan: Scan, start: int, end: int, failed: bool, floor: int | None = None) -> bool:
    """`floor`: where the calls read before it end (None: the scan's last region's, when it held calls)."""
    text = scan.text
    floor = (scan.after if scan.after_calls else 0) if floor is None else floor
    above = _line_above(text, start, max(floor, start - _TEMPLATE_LINE_REACH))
    at, closer = max((text.rfind(opener, above, start), closer) for opener, closer in _TEMPLATE_PAIRS)
    if at != -1 and text.find(closer, at + 2, start) == -1:
        return True  # inside a template's expression, statement or comment opened on its line or the one above
    if in_a_rendered_prompt(scan, start):
        return True
    if not failed:
        return False
    # a failed call's own line however little it read, and the line above it (Command R7B's `{# … #}` over its action);
    # a format string's placeholder there too (`<|tool_call_begin|>functions.{name}:{index}`)
    line_end = text.find("\n", start, start + _LINE_REACH)
    window_end = start + _LINE_REACH if line_end == -1 else line_end
    return _FAILED_TEMPLATE.search(text, above, max(end, window_end)) is not None


def in_a_rendered_prompt(scan: Scan, start: int) -> bool:
    """A turn no reply writes (a system, user or tool turn, ChatML's assistant turn written out, Mistral's `[INST]`,
    Harmony's turns, an exported chat's) opened before `start`, and a turn opened after it: the text is a rendered
    prompt and the call at `start` one of its conversation's past calls (Ollama's tool fixtures). A call in the
    prompt's last turn is the reply's (a completion that echoed its prompt), except in an exported chat."""
    opener = _prompt_turn_before(scan, start - 1)
    if opener is None:
        return _in_a_plain_transcript(scan, start)
    if opener in _EXPORTED_OPENERS:
        return True  # an exported chat: never a completion that echoed its prompt
    if any(scan.find(later, start + 1) != -1 for later, _ in _ANY_TURNS):  # (after the call's own opener)
        return True
    if not scan.final:
        raise Incomplete  # a later turn may still open
    return False


def _in_a_plain_transcript(scan: Scan, start: int) -> bool:
    """A `User:` line before `start` and one after it: a transcript written out in plain text, a few-shot example's
    turns (Cherry Studio's prompt: `User: <tool_use_result>…` after each call), its calls past ones."""
    text = scan.text
    first = 0 if text[:40].lstrip(" \t").startswith("User:") else _user_line(scan, 0)
    if first == -1 or first >= start:
        return False
    if _user_line(scan, start) != -1:
        return True
    if not scan.final:
        raise Incomplete  # a user's line may still come
    return False


_USER_LINES = ("\nUser:", "\n  User:", "\n    User:", "\n\tUser:")  # (indented in a string of code: a prompt's)


def _user_line(scan: Scan, pos: int) -> int:
    """Where the first `User:` line from `pos` starts, blanks before it allowed (found once: the scan remembers it)."""
    found = [at for at in (scan.find(line, pos) for line in _USER_LINES) if at != -1]
    return min(found, default=-1)


def after_a_prompt_turn(scan: Scan, start: int) -> bool:
    """A turn no reply writes (see in_a_rendered_prompt) opens at or before `start`: a prompt, rendered."""
    return _prompt_turn_before(scan, start) is not None


def _prompt_turn_before(scan: Scan, start: int) -> str | None:
    for opener, roles in _ANY_TURNS:
        first = scan.find(opener, 0)  # (found once in the whole text: the scan remembers it)
        if -1 < first <= start and scan.text.startswith(roles, first + len(opener)):
            return opener
    return None


def unless_in_a_template(reader: Reader) -> Reader:
    """`reader`, its calls, failed calls or the tokens it takes out kept as text where a template writes them
    (written_by_a_template); a run of copies the reader counted, only as far as each copy reads as the first
    (_copies_read_alike): the scan reads the rest on their own."""

    def read(scan: Scan, m: re.Match[str]) -> Region | None:
        region = reader(scan, m)
        if region is None or region.reasoning:
            return region  # (a thought: reasoning_tags.read_think asks on its own)
        start, text = m.start(), scan.text
        if region.keep == text[start : region.end] and not (region.calls or region.errors):
            return region  # all kept as text already
        shown = _shown(scan, region, start, None)
        if region.repeat > 1:
            region = _copies_read_alike(scan, region, start, shown)
        return Region(region.end, keep=text[start : region.end], explicit=False) if shown else region

    return read


def _copies_read_alike(scan: Scan, region: Region, start: int, shown: bool) -> Region:
    """`region`, a run of copies the reader counted, cut before the first copy that would not read as the first: what
    a copy looks at behind it (up to 2,000 characters) and, for a failed call, ahead of it on its line, differs near
    the run's ends. The copy is found by halving, as the look changes once across the run at most at each end; the
    scan reads the copies after the cut on their own."""
    gap = len(region.between or "")
    unit = (region.end - start + gap) // region.repeat

    def differs(k: int) -> bool:  # (the copy before it read as the first: a call's end bounds the look only unshown)
        floor = start + k * unit - gap if region.calls and not shown else 0
        return _shown(scan, region, start + k * unit, floor) != shown

    last = region.repeat - 1
    if not (differs(1) or differs(min(2, last)) or differs(last)):
        return region
    low, high = 1, last  # the first copy that differs lies in (low - 1, high]
    while low < high:
        middle = (low + high) // 2
        low, high = (low, middle) if differs(middle) else (middle + 1, high)
    keep = low
    end = start + keep * unit - gap
    scan.run_checked = min(scan.run_checked, end)  # (the copies after the cut may start a run of their own)
    text_kept = None if region.keep is None else region.keep[: len(region.keep) // region.repeat] * keep
    return replace(region, end=end, repeat=keep, between=region.between if keep > 1 else None, keep=text_kept)


def _shown(scan: Scan, region: Region, start: int, floor: int | None) -> bool:
    """Whether a template writes the block read at `start` (unless_in_a_template)."""
    if region.calls or region.errors:  # (calls that name no offered tool fail later, as errors)
        failed = all(scan.tools.resolve(call.name or "")[0] is None for call in region.calls)
        return written_by_a_template(scan, start, start + 1, failed, floor)
    # only tokens taken out: template syntax on their line before them or on the line above
    above = _line_above(scan.text, start, max(0, start - _TEMPLATE_LINE_REACH))
    return _TEMPLATE_SYNTAX.search(scan.text, above, start) is not None


def _line_above(text: str, start: int, reach: int) -> int:
    """Where the line above `start`'s line starts, no earlier than `reach`."""
    line = text.rfind("\n", reach, start)
    return reach if line == -1 else max(text.rfind("\n", reach, line) + 1, reach)
