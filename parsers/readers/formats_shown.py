"""Whether a block is a format shown rather than a call made: the line before it introduces a format's example ("The
syntax is:", "Example:", "### Format 4", "以下の形式で"), a log's or a comment's line, or words addressing the user
about what they can do; and fenced calls to tools nobody offered, documented between prose or annotated with `//`."""

from __future__ import annotations

import re

from parsers.calls import RawCall
from parsers.jsontext import Incomplete
from parsers.region import Region
from parsers.scan import Reader, Scan


def documents_unoffered_calls(scan: Scan, start: int, end: int, region: Region) -> bool:
    """Calls to tools nobody offered, fenced between prose (a line before, a sentence after): a format's
    documentation ("the parser only handled this shape:\n```…```\nBut Qwen3.5 …"), not a call attempt an error
    should answer."""
    if any(scan.tools.resolve(call.name)[0] is not None for call in region.calls) or not intro_line(scan, start):
        return False
    after = scan.skip_space(end)  # while streaming, prose may still follow
    return after < len(scan.text) and scan.text[after].isalpha()


# a `//` comment after a value or a brace (`"C:\\docs"  // should be an object`): JSON annotated for a reader
_JSON_COMMENT = re.compile(r"[\"\d\]}{\[,][ \t]++//")


def annotates_unoffered_calls(scan: Scan, inner_start: int, inner_end: int, region: Region) -> bool:
    """Calls, each to a tool nobody offered, in a fence whose JSON carries `//` comments: a user's or a document's
    annotated example, not a call attempt an error should answer."""
    unoffered = all(scan.tools.resolve(call.name)[0] is None for call in region.calls)
    return unoffered and _JSON_COMMENT.search(scan.text, inner_start, inner_end) is not None


# the line introducing a fence tells the user what they can do with it ("Here's how you can do it:"), or shows a
# format ("GLM 4.5's tool call pattern is:", "The syntax roughly looks like this:", "For example", "Documented by
# OpenBMB: URL", "Output such as:")
_ADDRESSES_USER = re.compile(r"(?i)\byou(?:'d| can| could| may| might| would| should| need to)\b|\bhow to\b")
_FORMAT_BEFORE_COLON = re.compile(
    r"(?i)\b(?:pattern|format|syntax|template)s?\s++(?:[a-z]+ly\s++)?(?:is|are|looks like)\b[^\n]*:\s*\Z"
    r"|\blooks?\s++(?:(?:something|somewhat|roughly|a\s++bit|more\s++or\s++less)\s++)?like(?:\s++this)?\s*+:\s*\Z"
    # what a text or an output is like ("You're seeing raw text like this in your chat:"), an example named last
    # ("Hermes format example:")
    r"|\b(?:text|outputs?|responses?|replies|reply|errors?|messages?)\s++like\s++this\b[^\n]*:\s*\Z"
    r"|\bexamples?[*_]*+\s*+:[*_]*+\s*\Z"
    # examples named as such ("Qwen output such as:", "For instance:")
    r"|\b(?:such\s++as|for\s++instance)\s*+:\s*\Z"
    # a line that opens with "Example" ("Example of …:") or names a format ("**Formats:**", "Syntax:"), or a label for
    # what a model writes ("**Model outputs:**")
    r"|^[\s*_#]*+(?:an?\s++)?(?:examples?|formats?|syntax)\b[^\n]*:[*_]*+\s*\Z"
    # the same as a line's last sentence ("… wrapped by special delimiters. Example output:"), and what a prompt's
    # example expects ("Expected output:")
    r"|[.!?][ \t]++(?:an?\s++)?(?:examples?|formats?|syntax)\b[^\n.!?]*:[*_]*+\s*\Z"
    r"|^[\s*_#]*+expected\s++(?:outputs?|responses?|results?|answers?|replies)\b[^\n]*:[*_]*+\s*\Z"
    r"|^[\s*_#]*+your\s++(?:required\s++|expected\s++)?(?:outputs?|responses?|replies|reply)\b[^\n]*:[*_]*+\s*\Z"
    # a prompt telling the model what to write ("For each function call, you must return:", DeepSeek-R1's template)
    r"|\byou\s++(?:must|should|shall|need\s++to)\s++(?:return|output|write|print|respond\s++with|reply\s++with)\b"
    r"[^\n]*:\s*\Z"
    # a prompt telling the model what its response is like ("Your response can be like this:", "your response can be:")
    r"|\byour\s++(?:response|reply|output|answer)s?\s++(?:can|could|should|must|would|will|may)\s++(?:look|be)\b"
    r"[^\n]*:\s*\Z"
    r"|^[\s*_#]*+(?:the\s++)?(?:model|assistant|llm)(?:'s)?\s++(?:outputs?|responses?|replies)[*_]*+:[*_]*+\s*\Z"
    r"|\bfollowing\s++(?:[a-z]+\s++)?format\b[^\n]*:\s*\Z|\bformat\s++below\b[^\n]*:\s*\Z"
    r"|\bin\s++this\s++exact\s++format\s*+:\s*\Z"  # ("respond ONLY with a JSON object in this exact format:")
    # Hermes' prompt, its tag filled in by a template ("For each function call, return a json object … within <${tag}>")
    r"|(?:^|[,.]\s++)return\s++an?\s++json\s++object\b[^\n]*:\s*\Z"
    # what another (an agent, the model, not "I") would write: "A ToolCallingAgent would instead create a JSON …:"
    r"|^(?![^\n]*\b(?:i|we|let)\b)[^\n]*\bwould\s++(?:instead\s++|then\s++)?"
    r"(?:create|output|produce|generate|emit|return|respond|reply|write|send)\b[^\n]*:\s*\Z"
    # what a model wrote or writes, reported ("Model generate this output:", "The model then returned:")
    r"|^(?![^\n]*\b(?:i|we|let)\b)[^\n]*\b(?:model|llm|assistant)s?\s++(?:[a-z]+ly\s++|then\s++)?"
    # ("Hermes models are trained to emit the call object as JSON inside the wrapper:")
    r"(?:(?:are|is|were|was)\s++(?:trained|taught|prompted|told|instructed|expected|supposed|designed)\s++to\s++"
    r"|tend\s++to\s++)?"
    r"(?:generates?|generated|outputs?|outputted|returns?|returned|produces?|produced|emits?|emitted|responds?|"
    r"responded|replies|replied|writes?|wrote|gives?|gave)\b[^\n]*:\s*\Z"
    # what another emits, said of it in the present: "Gemma 4 emits:" (not "I", "we" or "let's")
    r"|^(?![^\n]*\b(?:i|we|let)\b)[^\n]*\b(?:emits|outputs|generates|produces)\s*+:\s*\Z"
    # what another writes, said of it in the present, in a format: "LFM2 emits tool calls in a … format …:"
    r"|^(?![^\n]*\b(?:i|we|let)\b)[^\n]*\b(?:emits|outputs|writes|generates|produces|returns)\b[^\n]*\bformat\b"
    r"[^\n]*:\s*\Z"
)
# the same in Japanese and Chinese ("以下のような形式で出力する。", "格式如下："), on a line ending its sentence
_CJK_FORMAT = re.compile(
    r"(?:以下|次|下記)の(?:ような)?(?:形式|フォーマット|書式)|のような(?:形式|フォーマット|書式)で"
    r"|(?:如下|以下|下面|下列)的?(?:格式|形式)|(?:格式|形式)如下|例えば|例如|示例"
)
# a markdown heading naming a format, its noun first ("### Format 4: Broken XML", "## Syntax") or last, not an action's
# object ("## Tool call format", not "## Step 2: apply the format"): the block under it is that format's example
_FORMAT_HEADING = re.compile(
    r"(?i)#{1,6}[ \t]++(?:(?:an?|the)\s++)?(?:formats?|syntax|examples?|templates?|schemas?|patterns?)"
    r"(?:\s*+[:.\-–—(]|\s++(?:\d|[a-z]\b|of\b|for\b)|\s*+\Z)"
    r"|#{1,6}[ \t]++(?!step\b)[^\n]*?(?<!\bthe )(?<!\ba )(?<!\bthis )(?<!\byour )(?<!\bmy )(?<!\bour )"
    r"\b(?:formats?|syntax|examples?|templates?|schemas?|patterns?)[\s:*_]*+\Z"
)
_NAMES_AN_EXAMPLE = re.compile(r"(?i)\bfor example\b|^documented\s++(?:by|in|at)\b")
# what the model (not "I") will write, colon or not: "The model will then generate a tool call, which your code must …"
_THE_MODEL_WILL_WRITE = re.compile(
    r"(?i)\b(?:the|a|your)\s++(?:[\w.-]+\s++)?(?:model|assistant|llm)s?\s++(?:will|would)\s++(?:then\s++|now\s++)?"
    r"(?:generate|output|produce|emit|return|respond|reply|write|detect|provide|give|send|create)\b"
)


# a YAML key naming an example or a format, its value a block below it ("example_usage: |"): the block is a string
_YAML_EXAMPLE_KEY = re.compile(
    r"(?i)[ \t]*+[\w.-]*?(?:examples?|formats?|usage|templates?|syntax|structure)[\w.-]*+:[ \t]*+[|>][-+]?[ \t]*+\Z"
)


_AN_EXAMPLE_COMMA = re.compile(r"(?i)\b(?:here\s++is|here's)\s++an?\s++example\s*+,\Z")  # ("Here is an example,")


def _shows_a_format(intro: str) -> bool:
    # the first patterns end in a colon: tried only on a line that does (a run of blocks on one line has none)
    if ":" in intro[-4:] and _FORMAT_BEFORE_COLON.search(intro):
        return True
    if intro.endswith(",") and _AN_EXAMPLE_COMMA.search(intro):
        return True
    if intro.endswith(("|", ">", "-", "+")) and _YAML_EXAMPLE_KEY.match(intro):
        return True
    if intro.endswith((":", "：", "。")) and not intro.isascii() and _CJK_FORMAT.search(intro):
        return True
    if intro.startswith("#") and _FORMAT_HEADING.match(intro):
        return True
    lowered = intro.lower()
    if "will" in lowered or "would" in lowered:
        if _THE_MODEL_WILL_WRITE.search(intro):
            return True
    return ("example" in lowered or lowered.startswith("documented")) and _NAMES_AN_EXAMPLE.search(intro) is not None


# a tag whose name a prompt fills in (`<${call_tag}>`)
_PLACEHOLDER_TAG = re.compile(r"</?(?:\$\{[^}\n]{1,40}\}|\{\{[^}\n]{1,40}\}\})>")


def intro_line(scan: Scan, start: int) -> str:
    """The line before `start` (or the text before it on its line), blanks dropped at its end; past a template's
    control line (`{% if react %}` choosing which of two formats a prompt shows) or a tag named by a placeholder."""
    before = scan.text[max(0, start - 300) : start].rstrip()
    line = before[before.rfind("\n") + 1 :]
    if (line.lstrip().startswith("{%") and line.endswith("%}")) or _PLACEHOLDER_TAG.fullmatch(line.strip()):
        before = before[: before.rfind("\n") + 1].rstrip()
        line = before[before.rfind("\n") + 1 :]
    return line


def _wrapped(scan: Scan, start: int, intro: str) -> str:
    """`intro` after the line above it where one sentence runs over both, ending in a colon (a paragraph wrapped at a
    fixed width: "DeepSeek V4 models emit tool calls as tagged envelopes inside plain\n`delta.content` text:"),
    else ""."""
    if not intro.endswith(":") or not (intro[:1].islower() or intro[:1] == "`"):
        return ""  # (a line that starts a sentence of its own, or introduces nothing)
    before = scan.text[max(0, start - 600) : start].rstrip()
    head = before[: max(0, before.rfind("\n"))].rstrip(" \t\r")  # up to the newline that ends the line above
    above = head[head.rfind("\n") + 1 :].strip()
    if not head or head.endswith("\n") or not above:
        return ""  # no line above, or a blank one: a paragraph of its own
    if above[-1] in ".!?:;" or above[0] in "#-*>|`" or above[0].isdigit():
        return ""  # a sentence's end, or markdown's structure (a heading, an item, a quote, a table, a fence)
    return above + " " + intro


def introduces_a_format(scan: Scan, start: int) -> bool:
    """The line before `start` introduces a format's example ("It can look like this:", "The syntax is:"), or the
    sentence it ends does (_wrapped)."""
    return _shows_a_format_wrapped(scan, start, intro_line(scan, start))


def _shows_a_format_wrapped(scan: Scan, start: int, intro: str) -> bool:
    """`intro` (the line before `start`) shows a format, or the sentence it ends does (_wrapped), or a line higher up in
    its paragraph does (_heads_a_shown_paragraph)."""
    return (
        _shows_a_format(intro) or _shows_a_format(_wrapped(scan, start, intro)) or _heads_a_shown_paragraph(scan, start)
    )


# a prompt's or a docstring's sentence prescribing the format shown below it (LangChain's output parsers' docstrings)
_PRESCRIBES_A_FORMAT = re.compile(
    r"(?i)\b(?:should|must|shall)\s++(?:be\s++(?:in|written\s++in)|follow|use)\s++(?:the\s++)?(?:below|following)"
    r"\s++format\b"
)
_PARAGRAPH_LINES = 8
_PARAGRAPH_REACH = 1500


def _heads_a_shown_paragraph(scan: Scan, start: int) -> bool:
    """A line that shows a format (ending in a colon, or prescribing "the below format") heads the lines above `start`:
    higher up in its paragraph, or the last line before it (a few-shot example's turns: "Example:\n\n<question>…
    </question>\n<thought>…</thought>\n<tool_call>…", "Your response can be like this:\nThought:\n…\nAction:\n{…}").
    A fence's edge ends the walk: a block written above is not what the lines it shows lead to; but a labelled `~~~`
    fence's opening line (not read as a fence: "Example:\n~~~xml\n<｜DSML｜tool_calls>…") is one the walk goes past."""
    text = scan.text
    floor = max(0, start - _PARAGRAPH_REACH)
    end = text.rfind("\n", floor, start)  # the end of the line above `start`'s line
    for _ in range(_PARAGRAPH_LINES):
        if end <= floor:
            return False
        line_start = text.rfind("\n", floor, end) + 1
        if line_start == 0 and floor:
            return False  # (a line longer than the reach)
        line = text[line_start:end].strip()
        if line.startswith("~~~") and line.strip("~").strip():
            end = line_start - 1  # a labelled ~~~ fence's opening line (no fence here), the lines it shows under it
            continue
        if line.startswith(("```", "~~~")):
            return False
        if line.rstrip("*_").endswith((":", "：")) and _shows_a_format(line):  # (or in bold: "**Example:**")
            return True
        if "format" in line and _PRESCRIBES_A_FORMAT.search(line):
            return True  # a docstring's "should be in the below format. This will result in…", its sentence ended
        if not line:  # the paragraph's top: the last line before it, blanks skipped, decides
            above = text[floor:line_start].rstrip()
            last = above[above.rfind("\n") + 1 :].strip()
            shows = last.rstrip("*_").endswith((":", "：")) and _shows_a_format(last)
            return shows and not last.startswith(("```", "~~~"))
        end = line_start - 1
    return False


# a line of a log (its level first, or a timestamp) or a code comment: what follows it is printed or code, not a call
_LOG_OR_CODE = re.compile(r"\s*+(?://|\[?(?:INFO|DEBUG|WARN(?:ING)?|ERROR|TRACE)\b|\[?\d{2,4}[-/]\d\d[-/]\d\d)")


def unless_an_example(reader: Reader) -> Reader:
    """`reader`, its calls (or failed ones) kept as text where the line before them introduces a format's example
    ("Example:", "It can look like this:"), or where a format string doubles the braces around them, after other text
    (LangChain's prompt's `{{\n  "action": …\n}}`): a call shown, not made."""

    def read(scan: Scan, m: re.Match[str]) -> Region | None:
        region = reader(scan, m)
        if region is None or not (region.calls or region.errors):
            return region
        text, start, end = scan.text, m.start(), region.end
        if start > scan.after and text[start - 1] == "{" and text[end : end + 1] == "}" and text[: start - 1].strip():
            # `{{…}}` after other text: a format string's braces (the whole reply doubled: a model's leaked prompt)
            return Region(end + 1, keep=text[start : end + 1], explicit=False)
        if shown_as_an_example(scan, start, end):
            return Region(end, keep=text[start:end], explicit=False)
        return region

    return read


# an ellipsis standing for more elements (`<param name="p2">v2</param>...</function>`): a format's documentation
_ELIDED_ELEMENTS = re.compile(r">[ \t]*+(?:\.\.\.|…)[ \t]*+<")
_ELLIPSIS_BEGUN = re.compile(r"[ \t]*+(?:\.{0,3}+|…)[ \t]*+\Z")  # (streaming: what may still become one)


def unless_elided(reader: Reader) -> Reader:
    """`reader`, its calls kept as text where an ellipsis stands between their elements (_ELIDED_ELEMENTS), right
    after them, or between the elements before them on their line."""

    def read(scan: Scan, m: re.Match[str]) -> Region | None:
        region = reader(scan, m)
        if region is None or not region.calls:
            return region
        text, end, reach = scan.text, region.end, max(0, m.start() - 2000)
        if not scan.final and len(text) < end + 8 and _ELLIPSIS_BEGUN.match(text, end):
            raise Incomplete  # `</param>.` may go on `..</function>`
        line_start = max(text.rfind("\n", reach, m.start()) + 1, reach)  # (and the elements before it on its line)
        stop = min(len(text), end + 8)  # (an ellipsis right after what the reader read: `</param>...</function>`)
        if text.find("...", line_start, stop) == -1 and text.find("…", line_start, stop) == -1:
            return region
        if not _ELIDED_ELEMENTS.search(text, line_start, stop):
            return region
        return Region(end, keep=text[m.start() : end], explicit=False)

    return read


def shown_as_an_example(scan: Scan, start: int, end: int) -> bool:
    """The call or failed call at `text[start:end]` is shown, not made (unless_an_example)."""
    intro = intro_line(scan, start)
    if _shows_a_format(intro) or _LOG_OR_CODE.match(intro) or _quoted_mid_sentence(scan, intro, start, end):
        return True
    # (tried last: as before the wrapped sentence and the paragraph were read)
    return _shows_a_format(_wrapped(scan, start, intro)) or _heads_a_shown_paragraph(scan, start)


def counted_unless_shown(scan: Scan, m: re.Match[str], region: Region) -> Region:
    """`region`, a call read at `m` from its own text and the line before it, stretched over the copies that follow it
    where the next copy is read alike: its line before, which lies in the copy before, shows no example either."""
    following = scan.next_marker(region.end) if scan.final else None
    if following is None or shown_as_an_example(scan, following.start(), following.start() + region.end - m.start()):
        return region
    return scan.spaced_copies(m, scan.copies(m.start(), region), following)


def call_unless_shown(scan: Scan, m: re.Match[str], end: int, raw: RawCall) -> Region:
    """The call `raw` read at `m` up to `end`, unless the line before introduces an example (then text); copies of it
    in a run are counted where the next one is read alike (counted_unless_shown)."""
    if shown_as_an_example(scan, m.start(), end):
        return Region(end, keep=scan.text[m.start() : end], explicit=False)
    return counted_unless_shown(scan, m, Region(end, calls=[raw]))


def _quoted_mid_sentence(scan: Scan, intro: str, start: int, end: int) -> bool:
    """A block a sentence runs around: the line before (`intro`) ends with a colon, and what follows it goes on in
    lowercase ("it outputs bracket notation:\n\n[f(x=1)]\n\ninstead of XML tags")."""
    before = scan.text[max(0, start - 300) : start]
    if before[before.rfind("\n") + 1 :].strip() or not intro.endswith(":"):
        return False  # on a line of its own, after a line ending in a colon
    after = scan.skip_space(end)
    if after == len(scan.text) and not scan.final:
        raise Incomplete  # the sentence may still go on
    return scan.text[after : after + 1].islower()


def quoted_in_a_sentence(scan: Scan, start: int, end: int) -> bool:
    """A block one sentence runs around: the line before it stops on a word, no sentence end ("After splitting, the
    resulting segment"), and the text after it goes on in lowercase ("was passed whole to …"). A quoted value, not a
    call; a reply's call ends its sentence or is followed by nothing or a new one. Only a block that opens its line, as
    markdown quotes: a ``` glued to a word (LangChain's "…nonsense```json", corpus ci) is an agent's blob written
    sloppily."""
    intro = intro_line(scan, start)
    if not intro[-1:].isalpha() or intro.lstrip().startswith("#"):
        return False  # a heading names what follows; it runs into no sentence
    before = scan.text[max(0, start - 300) : start]
    if before[before.rfind("\n") + 1 :].strip():
        return False
    after = scan.skip_space(end)
    if after == len(scan.text) and not scan.final:
        raise Incomplete  # the sentence may still go on
    return scan.text[after : after + 1].islower()


def shown_as_how_to(scan: Scan, start: int, end: int) -> bool:
    """A fenced call shown to the user as a format's example (the line before the fence introduces a format) or as an
    instruction (that line addresses them about what they can do, and prose, a sentence, follows the fence). Such a
    call is an example, not the model's own call."""
    text = scan.text
    intro = intro_line(scan, start)
    if _shows_a_format_wrapped(scan, start, intro):
        return True  # a format's example, whatever follows
    if not _ADDRESSES_USER.search(intro):
        return False
    after = scan.skip_space(end)  # while streaming, prose may still follow
    return after < len(text) and text[after].isalpha()
