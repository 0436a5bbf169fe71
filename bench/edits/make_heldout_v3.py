# ruff: noqa: E501  (case data: long source lines are clearer unbroken)
"""Builds heldout_v3.jsonl, a third near-miss edit corpus, written without reading the matcher or its tests.

Eight projects used by neither cases.jsonl nor heldout_v2.jsonl, each at a pinned release fetched with the
registry's own client. Every apply case's `expected` is the clean edit: a block that occurs exactly once in the
clean file, replaced with `str.replace`; the distortion (line numbers, indentation, escapes, ...) is applied to
that clean block afterwards, so no matcher is involved in writing what was meant. Fetch the sources, then run:

    mkdir -p SRC/pip SRC/npm
    (cd SRC/pip && pip download --no-deps --no-binary :all: -d . cachetools==5.3.3 humanize==4.9.0 \
        tabulate==0.9.0 six==1.16.0 && for f in *.tar.gz; do tar xzf $f; done)
    (cd SRC/npm && npm pack ms@2.1.3 kleur@4.1.5 nanoid@3.3.7 picomatch@2.3.1 \
        && for f in *.tgz; do mkdir -p ${f%.tgz}; tar xzf $f -C ${f%.tgz}; done)
    python bench/edits/make_heldout_v3.py SRC > bench/edits/heldout_v3.jsonl

Each case is checked here: the clean block occurs once, the sent old_text does not occur exactly once, the
`expected` file still parses (Python with ast.parse, JavaScript with `node --check` when node is on PATH), and a
refuse case's old_text is absent from the file (stale, absent) or fits two or more places once leading
whitespace is ignored (ambiguous).
"""

from __future__ import annotations

import ast
import html
import json
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class Src:
    project: str
    language: str
    registry: str  # "pypi:pkg==ver" or "npm:pkg@ver"
    inner: str  # path inside the release
    local: str  # path under the sources folder
    path: str  # name in the workspace
    lines: tuple[int, int] | None = None
    crlf: bool = False


CACHETOOLS = ("cachetools", "python", "pypi:cachetools==5.3.3")
HUMANIZE = ("humanize", "python", "pypi:humanize==4.9.0")
TABULATE = ("tabulate", "python", "pypi:tabulate==0.9.0")
SIX = ("six", "python", "pypi:six==1.16.0")
MS = ("ms", "javascript", "npm:ms@2.1.3")
KLEUR_JS = ("kleur", "javascript", "npm:kleur@4.1.5")
KLEUR_TS = ("kleur", "typescript", "npm:kleur@4.1.5")
NANOID_JS = ("nanoid", "javascript", "npm:nanoid@3.3.7")
NANOID_TS = ("nanoid", "typescript", "npm:nanoid@3.3.7")
PICO = ("picomatch", "javascript", "npm:picomatch@2.3.1")

_F = "pip/cachetools-5.3.3/src/cachetools/func.py"
_FS = "pip/humanize-4.9.0/src/humanize/filesize.py"
_N = "pip/humanize-4.9.0/src/humanize/number.py"
_T = "pip/tabulate-0.9.0/tabulate/__init__.py"
_S = "pip/six-1.16.0/six.py"
_MS = "npm/ms-2.1.3/package/index.js"
_K = "npm/kleur-4.1.5/package/"
_NI = "npm/nanoid-3.3.7/package/"
_P = "npm/picomatch-2.3.1/package/lib/utils.js"

FILES = {
    "func": Src(*CACHETOOLS, "src/cachetools/func.py", _F, "func.py"),
    "filesize": Src(*HUMANIZE, "src/humanize/filesize.py", _FS, "filesize.py"),
    "ordinal": Src(*HUMANIZE, "src/humanize/number.py", _N, "number.py", lines=(1, 108)),
    "intword": Src(*HUMANIZE, "src/humanize/number.py", _N, "number.py", lines=(192, 263)),
    "pad": Src(*TABULATE, "tabulate/__init__.py", _T, "tabulate.py", lines=(947, 1090)),
    "six": Src(*SIX, "six.py", _S, "six.py", lines=(856, 998)),
    "six_crlf": Src(*SIX, "six.py", _S, "six.py", lines=(856, 998), crlf=True),
    "ms": Src(*MS, "index.js", _MS, "index.js"),
    "ms_crlf": Src(*MS, "index.js", _MS, "index.js", crlf=True),
    "kleur": Src(*KLEUR_JS, "index.js", _K + "index.js", "index.js"),
    "kleur_dts": Src(*KLEUR_TS, "index.d.ts", _K + "index.d.ts", "index.d.ts"),
    "nanoid": Src(*NANOID_JS, "index.js", _NI + "index.js", "index.js"),
    "nanoid_dts": Src(*NANOID_TS, "index.d.ts", _NI + "index.d.ts", "index.d.ts"),
    "pico": Src(*PICO, "lib/utils.js", _P, "utils.js"),
    "pico_crlf": Src(*PICO, "lib/utils.js", _P, "utils.js", crlf=True),
}

# shape sources: threads and fixtures showing each distortion (see SOURCES.md, "Held-out v3")
CATN = "https://github.com/anomalyco/opencode/pull/2884"  # cat -n prefix and its tab must be stripped before edit
OCTO = "https://github.com/open-octo/octo-agent/pull/1224"  # cat -n column pasted into old_string; trailing ws
XAL = "https://github.com/xal-sh/xal/pull/42"  # `     N: ` read prefixes and LF old_string on CRLF files
OPENCLAUDE = "https://github.com/Gitlawb/openclaude/pull/1561"  # 4-space old_string on a 2-space block
FAK = "https://github.com/anthony-chaudhary/fak/issues/10972"  # 2 vs 4 spaces, tabs vs spaces, relative nesting
HERMES_IND = "https://github.com/NousResearch/hermes-agent/pull/59382"  # fuzzy match must reindent the replacement
HERMES_CRLF = "https://github.com/NousResearch/hermes-agent/pull/77271"  # CRLF file, LF old_string
WAVE = "https://github.com/netease-lcap/wave-agent/pull/1183"  # normalize CRLF so models can send LF
QWEN_ESC = "https://github.com/QwenLM/Qwen3-Coder/issues/531"  # model output: `\"double quoted string\"`, `\n`
OPENCODE_NL = "https://github.com/anomalyco/opencode/issues/3545"  # literal `\n` written instead of newlines
OPENCODE_UNESC = "https://github.com/anomalyco/opencode/pull/13106"  # escaped newString, double-escaped `\\n`
ASTRBOT = "https://github.com/AstrBotDevs/AstrBot/pull/10112"  # files that legitimately hold a literal `\n`
LETTA = "https://github.com/letta-ai/letta-code/pull/962"  # over-escaped `\\n`, `\"`, `\'` from tool calls
FENCE = "https://github.com/agents-flex/agents-flex/pull/64"  # LLMs wrap tool arguments in ```json fences
PRIMER = "https://github.com/primerhq/primer/pull/39"  # local models wrap code in ```lang fences
GEMINI_ELIDE = "https://github.com/google-gemini/gemini-cli/issues/4037"  # `// (...rest of implementations)`
CLINE_ELIDE = "https://github.com/cline/cline/issues/456"  # `// ... (rest of the file remains the same)`
BOLT_ELIDE = "https://github.com/stackblitz/bolt.new/issues/566"  # `// ... (otras funciones permanecen igual)`
OPENHANDS = "https://github.com/OpenHands/OpenHands/pull/8677"  # `# ... existing code ...` markers
CLINE77 = "https://github.com/cline/cline/issues/77"  # `//this code remains unchanged`
VOID = "https://github.com/voideditor/void/issues/601"  # qwen2.5-coder writes `&lt;` `&gt;` into files
CLINE_ENT = "https://github.com/cline/cline/issues/7698"  # entities converted in tool calls
VIBE = "https://github.com/mistralai/mistral-vibe/pull/388"  # whitespace and line-ending misses
COWAGENT = "https://github.com/zhayujie/CowAgent/pull/2942"  # `x  =  1` spacing drift inside a line
PI_STALE = "https://github.com/coctostan/pi-hashline-readmap/issues/89"  # stale old_text fuzzily matched
STELLA = "https://github.com/macanderson/stella/issues/331"  # file changed between read and edit
HALLUC = "https://github.com/anomalyco/opencode/issues/21850"  # hallucinated oldString
PROBE = "https://github.com/probelabs/probe/pull/508"  # fuzzy match at the wrong indentation level
GAIA = "https://github.com/amd/gaia/pull/3396"  # ambiguous edit applied to the first match

Dist = Callable[[str, int], str]  # (clean text, its first line number in the file) -> text as sent


def load(root: Path, src: Src) -> str:
    text = (root / src.local).read_text(encoding="utf-8")
    if src.lines:
        a, b = src.lines
        text = "\n".join(text.split("\n")[a - 1 : b]) + "\n"
    if src.crlf:
        text = text.replace("\n", "\r\n")
    return text


def source_of(src: Src) -> str:
    where = f"{src.registry}:{src.inner}"
    if src.lines:
        where += f" (lines {src.lines[0]}-{src.lines[1]})"
    if src.crlf:
        where += ", converted to CRLF"
    return where


# ---- distortions: each takes the clean text and the line number of its first line in the file


def same(text: str, line: int) -> str:
    return text


def numbered(style: str = "tab") -> Dist:
    """The agent's read prefix f"{n:>6}\\t": as is, with the tab expanded to spaces, or without the padding."""

    def go(text: str, line: int) -> str:
        out = []
        for i, ln in enumerate(text.split("\n"), line):
            if style == "tab":
                out.append(f"{i:>6}\t{ln}")
            elif style == "spaces":  # the tab expanded to column 8
                out.append(f"{i:>6}  {ln}")
            elif style == "space1":  # the tab turned into a single space
                out.append(f"{i:>6} {ln}")
            elif style == "nolead":  # padding dropped, tab kept
                out.append(f"{i}\t{ln}")
            elif style == "nolead_sp":  # padding dropped, tab turned into a space
                out.append(f"{i} {ln}")
            else:
                raise ValueError(style)
        return "\n".join(out)

    return go


def shift(delta: int) -> Dist:
    """Every non-blank line moved right (delta > 0) or left by delta columns."""

    def go(text: str, line: int) -> str:
        out = []
        for ln in text.split("\n"):
            if not ln.strip():
                out.append(ln)
            elif delta >= 0:
                out.append(" " * delta + ln)
            else:
                cut = min(-delta, len(ln) - len(ln.lstrip(" ")))
                out.append(ln[cut:])
        return "\n".join(out)

    return go


def reunit(src_unit: str, dst_unit: str) -> Dist:
    """Leading indentation retyped: each src_unit (4 spaces, a tab) becomes dst_unit."""

    def go(text: str, line: int) -> str:
        out = []
        for ln in text.split("\n"):
            body = ln
            n = 0
            while body.startswith(src_unit):
                body = body[len(src_unit) :]
                n += 1
            out.append(dst_unit * n + body)
        return "\n".join(out)

    return go


def trailing(spaces: str = "  ", every: int = 1) -> Dist:
    def go(text: str, line: int) -> str:
        lines = text.split("\n")
        return "\n".join(ln + spaces if ln and i % every == 0 else ln for i, ln in enumerate(lines))

    return go


def json_inner(text: str, line: int) -> str:
    """The text as the inside of a JSON string: real newlines become `\\n`, tabs `\\t`, quotes `\\"`."""
    return json.dumps(text, ensure_ascii=False)[1:-1]


def json_whole(text: str, line: int) -> str:
    """The whole text sent as a quoted JSON string."""
    return json.dumps(text, ensure_ascii=False)


def escape_quotes(text: str, line: int) -> str:
    return text.replace('"', '\\"')


def escape_all_quotes(text: str, line: int) -> str:
    return text.replace("'", "\\'").replace('"', '\\"')


def fence(info: str) -> Dist:
    def go(text: str, line: int) -> str:
        return f"```{info}\n{text}\n```"

    return go


def entities(quote: bool = False) -> Dist:
    def go(text: str, line: int) -> str:
        return html.escape(text, quote=quote)

    return go


def drop_blank(text: str, line: int) -> str:
    return "\n".join(ln for ln in text.split("\n") if ln.strip())


def double_blank(text: str, line: int) -> str:
    return text.replace("\n\n", "\n\n\n")


def tabs(width: int = 4) -> Dist:
    """Leading runs of `width` spaces sent as tabs."""
    return reunit(" " * width, "\t")


def then(*steps: Dist) -> Dist:
    def go(text: str, line: int) -> str:
        for step in steps:
            text = step(text, line)
        return text

    return go


def elide(head: int, tail: int, marker: str) -> Dist:
    """Keep the first `head` and last `tail` lines; the middle becomes one marker line."""

    def go(text: str, line: int) -> str:
        lines = text.split("\n")
        assert head + tail < len(lines), "nothing to elide"
        return "\n".join([*lines[:head], marker, *lines[len(lines) - tail :]])

    return go


# ---- case builders

CASES: list[dict[str, object]] = []


def _base(cid: str, key: str, kind: str) -> tuple[Src, dict[str, object]]:
    src = FILES[key]
    return src, {
        "id": cid,
        "project": src.project,
        "language": src.language,
        "path": src.path,
        "source": source_of(src),
        "kind": kind,
    }


def apply(
    cid: str, key: str, kind: str, old: str, new: str, send_old: Dist, send_new: Dist, shape: str, note: str
) -> None:
    """old/new are clean LF text; in a CRLF file they are compared as CRLF, and sent as the model sends them."""
    src, case = _base(cid, key, kind)
    case["expect"] = "apply"
    case.update(_pending=(src, old, new, send_old, send_new), shape_source=shape, note=note)
    CASES.append(case)


def refuse(cid: str, key: str, kind: str, old_text: str, new_text: str, shape: str, note: str) -> None:
    src, case = _base(cid, key, kind)
    case["expect"] = "refuse"
    case.update(_refuse=(src, old_text, new_text), shape_source=shape, note=note)
    CASES.append(case)


def _stripped_fits(original: str, old_text: str) -> int:
    """Places where old_text's non-blank lines, stripped of leading whitespace, match consecutive file lines.

    An elided old_text (a `# ...`/`// ...` marker line) counts the places of its rarest piece."""
    have = [ln.strip() for ln in original.replace("\r\n", "\n").split("\n") if ln.strip()]
    pieces: list[list[str]] = [[]]
    for ln in old_text.replace("\r\n", "\n").split("\n"):
        body = ln.strip()
        if body.startswith(("#", "//")) and ("..." in body or "unchanged" in body):
            pieces.append([])
        elif body:
            pieces[-1].append(body)
    counts = []
    for want in (p for p in pieces if p):
        counts.append(sum(have[i : i + len(want)] == want for i in range(len(have) - len(want) + 1)))
    return min(counts) if counts else 0


def _check_syntax(cid: str, language: str, path: str, text: str) -> None:
    if language == "python":
        ast.parse(text, filename=f"{cid}/{path}")
    elif language == "javascript" and shutil.which("node"):
        with tempfile.TemporaryDirectory() as folder:
            module = "import " in text or "export " in text
            target = Path(folder) / ("check.mjs" if module else "check.js")
            target.write_text(text, encoding="utf-8")
            done = subprocess.run(["node", "--check", str(target)], capture_output=True, text=True)
            if done.returncode:
                raise SystemExit(f"{cid}: expected is not valid JavaScript: {done.stderr.strip()[:300]}")


def build(root: Path) -> list[dict[str, object]]:
    out = []
    for case in CASES:
        case = dict(case)
        if "_pending" in case:
            src, old, new, send_old, send_new = case.pop("_pending")
            original = load(root, src)
            _check_syntax(case["id"], src.language, src.path, original)
            nl = "\r\n" if src.crlf else "\n"
            clean_old, clean_new = old.replace("\n", nl), new.replace("\n", nl)
            assert original.count(clean_old) == 1, f"{case['id']}: clean old occurs {original.count(clean_old)} times"
            line = original[: original.index(clean_old)].count("\n") + 1
            expected = original.replace(clean_old, clean_new)
            _check_syntax(case["id"], src.language, src.path, expected)
            old_text, new_text = send_old(old, line), send_new(new, line)
            assert original.count(old_text) != 1, f"{case['id']}: sent old_text matches exactly"
            case.update(original=original, old_text=old_text, new_text=new_text, expected=expected)
        else:
            src, old_text, new_text = case.pop("_refuse")
            original = load(root, src)
            if case["kind"] in ("stale", "absent"):
                assert old_text not in original, f"{case['id']}: refuse old_text is in the file"
                assert _stripped_fits(original, old_text) == 0, f"{case['id']}: fits the file modulo indentation"
            else:
                fits = _stripped_fits(original, old_text)
                assert fits >= 2 or original.count(old_text) >= 2, f"{case['id']}: fits {fits} places"
            case.update(original=original, old_text=old_text, new_text=new_text, expected=None)
        shape, note = case.pop("shape_source"), case.pop("note")
        case.update(shape_source=shape, note=note)
        keys = ["id", "project", "language", "path", "source", "kind", "expect", "original", "old_text", "new_text", "expected", "shape_source", "note"]  # fmt: skip
        out.append({k: case[k] for k in keys})
    return out


# =====================================================================================================
# line_numbers: the read's prefix copied into old_text (and often new_text)

apply(
    "line_numbers-01", "func", "line_numbers",
    "    @property\n    def maxsize(self):\n        return None",
    "    @property\n    def maxsize(self):\n        # unbounded, reported as None like functools.lru_cache\n        return None",
    numbered("tab"), numbered("tab"), CATN,
    "document why the unbounded TTL cache reports maxsize None; both texts carry the read's `     N\\t` prefix",
)  # fmt: skip
apply(
    "line_numbers-02", "func", "line_numbers",
    "    if maxsize is None:\n        return _cache(_UnboundTTLCache(ttl, timer), None, typed)",
    "    if maxsize is None or maxsize == math.inf:\n        return _cache(_UnboundTTLCache(ttl, timer), None, typed)",
    numbered("nolead"), same, OCTO,
    "treat an infinite maxsize as unbounded in ttl_cache; old_text numbered without the padding, new_text clean",
)  # fmt: skip
apply(
    "line_numbers-03", "filesize", "line_numbers",
    "    for i, s in enumerate(suffix):\n        unit = base ** (i + 2)\n\n        if abs_bytes < unit:\n            break",
    "    for i, s in enumerate(suffix):\n        unit = base ** (i + 2)\n        if abs_bytes < unit:\n            break",
    numbered("spaces"), numbered("spaces"), CATN,
    "drop the blank line inside naturalsize's suffix loop; the read's tab expanded to spaces, blank line numbered too",
)  # fmt: skip
apply(
    "line_numbers-04", "intword", "line_numbers",
    '            singular, plural = human_powers[ordinal_ - 1]\n            return (\n                negative_prefix\n                + " ".join([format, _ngettext(singular, plural, math.ceil(chopped))])\n            ) % chopped',
    '            singular, plural = human_powers[ordinal_ - 1]\n            word = _ngettext(singular, plural, math.ceil(chopped))\n            return (negative_prefix + " ".join([format, word])) % chopped',
    numbered("tab"), numbered("tab"), OCTO,
    "pull the plural word out of intword's last return; a deep block, both sides numbered",
)  # fmt: skip
apply(
    "line_numbers-05", "six", "line_numbers",
    "    if isinstance(s, binary_type):\n        return s\n    if isinstance(s, text_type):\n        return s.encode(encoding, errors)",
    "    if isinstance(s, (binary_type, bytearray)):\n        return bytes(s)\n    if isinstance(s, text_type):\n        return s.encode(encoding, errors)",
    numbered("nolead_sp"), numbered("nolead_sp"), XAL,
    "let ensure_binary accept a bytearray; prefix without padding and with the tab turned into one space",
)  # fmt: skip
apply(
    "line_numbers-06", "ms", "line_numbers",
    "var d = h * 24;\nvar w = d * 7;\nvar y = d * 365.25;",
    "var d = h * 24;\nvar w = d * 7;\nvar y = d * 365.2425;",
    numbered("tab"), numbered("tab"), CATN,
    "use the Gregorian year length in ms; column-0 lines, so the tab is the only thing between number and code",
)  # fmt: skip
apply(
    "line_numbers-07", "pico", "line_numbers",
    "exports.isWindows = options => {\n  if (options && typeof options.windows === 'boolean') {\n    return options.windows;\n  }\n  return win32 === true || path.sep === '\\\\';\n};",
    "exports.isWindows = (options = {}) => {\n  if (typeof options.windows === 'boolean') {\n    return options.windows;\n  }\n  return win32 === true || path.sep === '\\\\';\n};",
    numbered("space1"), same, OCTO,
    "default isWindows' options to {}; old_text prefixed `     N ` (tab turned into one space), a line holds '\\\\'",
)  # fmt: skip
apply(
    "line_numbers-08", "kleur", "line_numbers",
    "\treset: init(0, 0),\n\tbold: init(1, 22),\n\tdim: init(2, 22),",
    "\treset: init(0, 0),\n\tbold: init(1, 22),\n\tdim: init(2, 22),\n\tdoubleUnderline: init(21, 24),",
    numbered("tab"), numbered("tab"), CATN,
    "add a doubleUnderline modifier to kleur's table; tab-indented file, so each line is `     N\\t\\t...`",
)  # fmt: skip
apply(
    "line_numbers-09", "kleur_dts", "line_numbers",
    "declare let kleur: kleur.Kleur & { enabled: boolean };\nexport = kleur;",
    "declare let kleur: kleur.Kleur & { enabled: boolean; level?: number };\nexport = kleur;",
    numbered("nolead"), numbered("nolead"), XAL,
    "add an optional level to kleur's exported type; the file's last two lines, numbered without padding",
)  # fmt: skip
apply(
    "line_numbers-10", "nanoid_dts", "line_numbers",
    "export function customAlphabet(\n  alphabet: string,\n  defaultSize?: number\n): (size?: number) => string",
    "export function customAlphabet(\n  alphabet: string,\n  defaultSize?: number\n): (size?: number) => string\n\nexport function customAlphabetAsync(\n  alphabet: string,\n  defaultSize?: number\n): (size?: number) => Promise<string>",
    numbered("spaces"), same, CATN,
    "declare an async customAlphabet after the sync one; old_text numbered with the tab expanded to spaces",
)  # fmt: skip
apply(
    "line_numbers-11", "pad", "line_numbers",
    '    fmt = "{0:^%ds}" % width\n    return fmt.format(s)',
    '    fmt = "{0:^%ds}" % width\n    return fmt.format(str(s))',
    numbered("tab"), numbered("tab"), OCTO,
    "coerce to str in _padboth; its two lines, numbered, are unique although `return fmt.format(s)` occurs thrice",
)  # fmt: skip

# =====================================================================================================
# indent_offset: the block's indentation miscounted

apply(
    "indent_offset-01", "func", "indent_offset",
    "    def decorator(func):\n        key = keys.typedkey if typed else keys.hashkey\n        wrapper = cached(cache=cache, key=key, lock=RLock(), info=True)(func)",
    "    def decorator(func):\n        key = keys.typedkey if typed else keys.hashkey\n        lock = RLock()\n        wrapper = cached(cache=cache, key=key, lock=lock, info=True)(func)",
    shift(-4), shift(-4), OPENCLAUDE,
    "bind the lock to a name in _cache's decorator; both texts shifted one level left",
)  # fmt: skip
apply(
    "indent_offset-02", "ordinal", "indent_offset",
    '    if value % 100 in (11, 12, 13):  # special case\n        return f"{value}{t[0]}"\n    return f"{value}{t[value % 10]}"',
    '    if value % 100 in (11, 12, 13):  # 11th, 12th, 13th\n        return f"{value}{t[0]}"\n    return f"{value}{t[value % 10]}"',
    reunit("    ", "  "), reunit("    ", "  "), FAK,
    "name the special case in ordinal's comment; sent with 2-space indentation for the file's 4",
)  # fmt: skip
apply(
    "indent_offset-03", "ordinal", "indent_offset",
    "    try:\n        if not math.isfinite(float(value)):\n            return _format_not_finite(float(value))\n        value = int(value)\n    except (TypeError, ValueError):\n        return str(value)",
    "    try:\n        number = float(value)\n    except (TypeError, ValueError):\n        return str(value)\n    if not math.isfinite(number):\n        return _format_not_finite(number)\n    value = int(number)",
    shift(-4), shift(-4), HERMES_IND,
    "move the finiteness check out of ordinal's try; new_text changes the nesting, both sent at column 0",
)  # fmt: skip
apply(
    "indent_offset-04", "six", "indent_offset",
    "            for slots_var in slots:\n                orig_vars.pop(slots_var)",
    "            for slots_var in slots:\n                orig_vars.pop(slots_var, None)",
    shift(-8), same, OPENCLAUDE,
    "tolerate a missing slot in add_metaclass; only old_text shifted two levels left, new_text at the file's indent",
)  # fmt: skip
apply(
    "indent_offset-05", "ms", "indent_offset",
    "    case 'weeks':\n    case 'week':\n    case 'w':\n      return n * w;",
    "    case 'weeks':\n    case 'week':\n    case 'wks':\n    case 'wk':\n    case 'w':\n      return n * w;",
    shift(2), shift(2), HERMES_IND,
    "accept `wks` and `wk` in ms's parse; the switch block sent one level (2 spaces) too deep",
)  # fmt: skip
apply(
    "indent_offset-06", "nanoid", "indent_offset",
    "      while (i--) {\n        id += alphabet[bytes[i] & mask] || ''\n        if (id.length === size) return id\n      }",
    "      while (i--) {\n        // the mask keeps the index inside the alphabet most of the time\n        id += alphabet[bytes[i] & mask] || ''\n        if (id.length === size) return id\n      }",
    shift(-6), same, OPENCLAUDE,
    "comment customRandom's inner loop; old_text at column 0, new_text at the file's 6 spaces",
)  # fmt: skip
apply(
    "indent_offset-07", "pico", "indent_offset",
    "  let output = `${prepend}(?:${input})${append}`;\n  if (state.negated === true) {\n    output = `(?:^(?!${output}).*$)`;\n  }\n  return output;",
    "  let output = `${prepend}(?:${input})${append}`;\n  if (state.negated === true) {\n    output = `(?:^(?!${output}).*$)`;\n  }\n  state.output = output;\n  return output;",
    shift(4), shift(4), FAK,
    "record wrapOutput's result on the state; the body sent 4 columns too deep on both sides",
)  # fmt: skip
apply(
    "indent_offset-08", "intword", "indent_offset",
    "    if value < powers[0]:\n        return negative_prefix + str(value)",
    "    if value < powers[0]:\n        return f\"{negative_prefix}{value}\"",
    reunit("    ", "        "), same, HERMES_IND,
    "format intword's small-number return with an f-string; old_text with every level doubled (8 for 4)",
)  # fmt: skip
apply(
    "indent_offset-09", "pad", "indent_offset",
    "    if isinstance(s, (str, bytes)):\n        return len_fn(_strip_ansi(s))\n    else:\n        return len_fn(str(s))",
    "    if isinstance(s, (str, bytes)):\n        return len_fn(_strip_ansi(s))\n    return len_fn(str(s))",
    shift(-4), shift(-4), OPENCLAUDE,
    "drop the else in _visible_width; the dedent changes the nesting of the last line, both texts at column 0",
)  # fmt: skip
apply(
    "indent_offset-10", "filesize", "indent_offset",
    '    if gnu:\n        suffix = suffixes["gnu"]\n    elif binary:\n        suffix = suffixes["binary"]\n    else:\n        suffix = suffixes["decimal"]',
    '    if gnu:\n        suffix = suffixes["gnu"]\n    else:\n        suffix = suffixes["binary" if binary else "decimal"]',
    shift(2), shift(2), FAK,
    "fold naturalsize's suffix choice; sent at 6/10 spaces instead of 4/8",
)  # fmt: skip

# =====================================================================================================
# trailing whitespace, tabs vs spaces, inner spaces, blank lines

apply(
    "trailing_ws-01", "filesize", "trailing_ws",
    "    base = 1024 if (gnu or binary) else 1000\n    bytes_ = float(value)\n    abs_bytes = abs(bytes_)",
    "    base = 1024 if (gnu or binary) else 1000\n    bytes_ = float(value)\n    abs_bytes = abs(bytes_)\n    sign = -1 if bytes_ < 0 else 1",
    trailing("  "), same, OCTO,
    "compute a sign in naturalsize; each old_text line ends in two spaces the file lacks",
)  # fmt: skip
apply(
    "trailing_ws-02", "nanoid", "trailing_ws",
    "let random = bytes => {\n  fillPool((bytes -= 0))\n  return pool.subarray(poolOffset - bytes, poolOffset)\n}",
    "let random = bytes => {\n  fillPool((bytes |= 0))\n  return pool.subarray(poolOffset - bytes, poolOffset)\n}",
    trailing("\t", 2), trailing("\t", 2), VIBE,
    "coerce bytes with |= in nanoid's random; a tab after every other line on both sides",
)  # fmt: skip
apply(
    "trailing_ws-03", "six", "trailing_ws",
    "def ensure_text(s, encoding='utf-8', errors='strict'):\n    \"\"\"Coerce *s* to six.text_type.",
    "def ensure_text(s, encoding='utf-8', errors='strict'):\n    \"\"\"Coerce *s* to six.text_type (unicode on Python 2, str on 3).",
    trailing(" "), trailing(" "), OCTO,
    "say what text_type is in ensure_text's docstring; one trailing space on each line of both texts",
)  # fmt: skip
apply(
    "tabs_spaces-01", "kleur", "tabs_spaces",
    "\tfor (; i < arr.length; i++) {\n\t\ttmp = arr[i];\n\t\tbeg += tmp.open;\n\t\tend += tmp.close;",
    "\tfor (; i < arr.length; i++) {\n\t\ttmp = arr[i];\n\t\tif (tmp === void 0) continue;\n\t\tbeg += tmp.open;\n\t\tend += tmp.close;",
    reunit("\t", "    "), reunit("\t", "    "), FAK,
    "skip holes in kleur's run loop; the tab-indented file sent with 4 spaces per tab",
)  # fmt: skip
apply(
    "tabs_spaces-02", "kleur_dts", "tabs_spaces",
    "\tinterface Color {\n\t\t(x: string | number): string;\n\t\t(): Kleur;\n\t}",
    "\tinterface Color {\n\t\t(x: string | number | boolean): string;\n\t\t(): Kleur;\n\t}",
    reunit("\t", "  "), reunit("\t", "  "), FAK,
    "let a Color take a boolean; TypeScript with tabs sent with 2 spaces per tab",
)  # fmt: skip
apply(
    "tabs_spaces-03", "six", "tabs_spaces",
    "    if isinstance(s, binary_type):\n        return s.decode(encoding, errors)\n    elif isinstance(s, text_type):\n        return s",
    "    if isinstance(s, (binary_type, bytearray)):\n        return bytes(s).decode(encoding, errors)\n    elif isinstance(s, text_type):\n        return s",
    tabs(4), tabs(4), FAK,
    "decode a bytearray in ensure_text; the space-indented block sent with tabs",
)  # fmt: skip
apply(
    "inner_spaces-01", "pad", "inner_spaces",
    '        strings = [s + (maxdecimals - decs) * " " for s, decs in zip(strings, decimals)]',
    '        strings = [s + (maxdecimals - decs) * " " for s, decs in zip(strings, decimals, strict=True)]',
    lambda t, n: t.replace("(maxdecimals - decs) * ", "(maxdecimals-decs)*"), same, COWAGENT,
    "zip strictly when padding decimals; old_text reformatted around `-` and `*` (outside the string literal)",
)  # fmt: skip
apply(
    "blank_lines-01", "intword", "blank_lines",
    "        return str(value)\n\n    if value < 0:\n        value *= -1",
    "        return str(value)\n\n    if value < 0:\n        value = -value",
    drop_blank, same, VIBE,
    "negate without *= in intword; old_text lost the blank line between the try block and the sign test",
)  # fmt: skip
apply(
    "blank_lines-02", "kleur", "blank_lines",
    "\tctx.strikethrough = $.strikethrough.bind(ctx);\n\n\tctx.black = $.black.bind(ctx);",
    "\tctx.strikethrough = $.strikethrough.bind(ctx);\n\n\t// colors\n\tctx.black = $.black.bind(ctx);",
    double_blank, double_blank, VIBE,
    "label the colour group in kleur's chain; both texts carry two blank lines where the file has one",
)  # fmt: skip

# =====================================================================================================
# escapes: newlines, tabs and quotes sent as escape sequences

apply(
    "escaped_newlines-01", "ordinal", "escaped_newlines",
    '    if math.isnan(value):\n        return "NaN"\n    if math.isinf(value) and value < 0:\n        return "-Inf"',
    '    if math.isnan(value):\n        return "NaN"\n    if value == -math.inf:\n        return "-Inf"',
    json_whole, json_whole, OPENCODE_NL,
    "simplify the -Inf test in _format_not_finite; both texts sent as whole quoted JSON strings (`\"    if ...\\n...\"`)",
)  # fmt: skip
apply(
    "escaped_newlines-02", "pad", "escaped_newlines",
    '    """Visible width of a potentially multiline content."""\n    return max(map(line_width_fn, re.split("[\\r\\n]", multiline_s)))',
    '    """Visible width of a potentially multiline content."""\n    return max(map(line_width_fn, re.split("[\\r\\n]", multiline_s)), default=0)',
    json_inner, json_inner, OPENCODE_UNESC,
    "give _multiline_width a default; JSON-string insides, and the code's own `\\r\\n` regex arrives as `\\\\r\\\\n`",
)  # fmt: skip
apply(
    "escaped_newlines-03", "kleur", "escaped_newlines",
    "\tlet blk = {\n\t\topen: `\\x1b[${open}m`,\n\t\tclose: `\\x1b[${close}m`,\n\t\trgx: new RegExp(`\\\\x1b\\\\[${close}m`, 'g')\n\t};",
    "\tlet blk = {\n\t\topen: `\\x1b[${open}m`,\n\t\tclose: `\\x1b[${close}m`,\n\t\tcode: open,\n\t\trgx: new RegExp(`\\\\x1b\\\\[${close}m`, 'g')\n\t};",
    json_inner, json_inner, ASTRBOT,
    "keep the open code on kleur's blk; JSON insides with `\\t`, `\\n`, and the file's `\\x1b`/`\\\\x1b` doubled again",
)  # fmt: skip
apply(
    "escaped_newlines-04", "pico", "escaped_newlines",
    "exports.removeBackslashes = str => {\n  return str.replace(REGEX_REMOVE_BACKSLASH, match => {\n    return match === '\\\\' ? '' : match;\n  });\n};",
    "exports.removeBackslashes = str => {\n  return str.replace(REGEX_REMOVE_BACKSLASH, match => (match === '\\\\' ? '' : match));\n};",
    json_inner, json_inner, OPENCODE_UNESC,
    "collapse removeBackslashes' callback; JSON insides where the file's own '\\\\' becomes '\\\\\\\\'",
)  # fmt: skip
apply(
    "escaped_newlines-05", "ms", "escaped_newlines",
    "  throw new Error(\n    'val is not a non-empty string or a valid number. val=' +\n      JSON.stringify(val)\n  );",
    "  throw new TypeError(\n    'val is not a non-empty string or a valid number. val=' +\n      JSON.stringify(val)\n  );",
    json_inner, same, OPENCODE_NL,
    "throw a TypeError from ms; old_text with literal `\\n` between lines, new_text with real newlines",
)  # fmt: skip
apply(
    "escaped_quotes-01", "filesize", "escaped_quotes",
    '    if abs_bytes == 1 and not gnu:\n        return "%d Byte" % bytes_',
    '    if abs_bytes == 1 and not gnu:\n        return "%d Byte" % int(bytes_)',
    escape_quotes, escape_quotes, QWEN_ESC,
    'cast to int in the one-byte branch; every `"` sent as `\\"`, the shape quoted from Qwen in the thread',
)  # fmt: skip
apply(
    "escaped_quotes-02", "six", "escaped_quotes",
    "        if '__str__' not in klass.__dict__:\n            raise ValueError(\"@python_2_unicode_compatible cannot be applied \"",
    "        if '__str__' not in vars(klass):\n            raise ValueError(\"@python_2_unicode_compatible cannot be applied \"",
    escape_all_quotes, escape_all_quotes, LETTA,
    "look the method up with vars() in python_2_unicode_compatible; both `'` and `\"` backslash-escaped",
)  # fmt: skip
apply(
    "escaped_quotes-03", "nanoid_dts", "escaped_quotes",
    ' * const nanoid = customRandom("abcdef", 5, random)',
    ' * const nanoid = customRandom("0123456789abcdef", 8, random)',
    escape_quotes, escape_quotes, QWEN_ESC,
    'change the example in nanoid\'s random() doc comment; its `"abcdef"` sent as `\\"abcdef\\"`',
)  # fmt: skip

# =====================================================================================================
# fences, elision, entities

apply(
    "fence-01", "ms", "fence",
    "function plural(ms, msAbs, n, name) {\n  var isPlural = msAbs >= n * 1.5;\n  return Math.round(ms / n) + ' ' + name + (isPlural ? 's' : '');\n}",
    "function plural(ms, msAbs, n, name) {\n  var isPlural = Math.round(msAbs / n) !== 1;\n  return Math.round(ms / n) + ' ' + name + (isPlural ? 's' : '');\n}",
    fence("js"), fence("js"), PRIMER,
    "pluralize by the rounded count in ms's plural(); both texts wrapped in ```js fences",
)  # fmt: skip
apply(
    "fence-02", "filesize", "fence",
    'suffixes = {\n    "decimal": (" kB", " MB", " GB", " TB", " PB", " EB", " ZB", " YB"),',
    'suffixes = {\n    "decimal": (" kB", " MB", " GB", " TB", " PB", " EB", " ZB", " YB", " RB", " QB"),',
    fence("python:src/humanize/filesize.py"), fence("python:src/humanize/filesize.py"), FENCE,
    "add ronna and quetta to the decimal suffixes; fences that name the file (```python:path)",
)  # fmt: skip
apply(
    "fence-03", "nanoid_dts", "fence",
    "export function random(bytes: number): Uint8Array",
    "export function random(bytes: number): Uint8Array\n\nexport function urlAlphabetSize(): number",
    fence("typescript title=\"index.d.ts\""), same, FENCE,
    "declare a helper after random(); old_text alone fenced as ```typescript title=\"index.d.ts\", a last line",
)  # fmt: skip
apply(
    "fence-04", "six", "fence",
    "        @classmethod\n        def __prepare__(cls, name, this_bases):\n            return meta.__prepare__(name, bases)",
    "        @classmethod\n        def __prepare__(cls, name, this_bases, **kwds):\n            return meta.__prepare__(name, bases, **kwds)",
    fence(""), fence(""), PRIMER,
    "pass keywords through with_metaclass's __prepare__; bare ``` fences, indentation kept",
)  # fmt: skip
apply(
    "elision-01", "func", "elision",
    'def rr_cache(maxsize=128, choice=random.choice, typed=False):\n    """Decorator to wrap a function with a memoizing callable that saves\n    up to `maxsize` results based on a Random Replacement (RR)\n    algorithm.\n\n    """\n    if maxsize is None:\n        return _cache({}, None, typed)\n    elif callable(maxsize):\n        return _cache(RRCache(128, choice), 128, typed)(maxsize)\n    else:\n        return _cache(RRCache(maxsize, choice), maxsize, typed)',
    'def rr_cache(maxsize=128, choice=random.choice, typed=False):\n    """Decorator to wrap a function with a memoizing callable that saves\n    up to `maxsize` results based on a Random Replacement (RR)\n    algorithm.\n\n    """\n    if maxsize is None:\n        return _cache({}, None, typed)\n    elif callable(maxsize):\n        return _cache(RRCache(128, choice), 128, typed)(maxsize)\n    else:\n        return _cache(RRCache(maxsize, choice), maxsize, typed)\n\n\ndef random_cache(maxsize=128, typed=False):\n    """`rr_cache` with the default choice function."""\n    return rr_cache(maxsize, random.choice, typed)',
    elide(1, 1, "    # ... existing code ..."), elide(1, 6, "    # ... existing code ..."), OPENHANDS,
    "append random_cache after rr_cache; rr_cache's body elided as `# ... existing code ...` on both sides",
)  # fmt: skip
apply(
    "elision-02", "ms", "elision",
    "function fmtShort(ms) {\n  var msAbs = Math.abs(ms);\n  if (msAbs >= d) {\n    return Math.round(ms / d) + 'd';\n  }\n  if (msAbs >= h) {\n    return Math.round(ms / h) + 'h';\n  }\n  if (msAbs >= m) {\n    return Math.round(ms / m) + 'm';\n  }\n  if (msAbs >= s) {\n    return Math.round(ms / s) + 's';\n  }\n  return ms + 'ms';\n}",
    "function fmtShort(ms) {\n  var msAbs = Math.abs(ms);\n  if (msAbs >= w) {\n    return Math.round(ms / w) + 'w';\n  }\n  if (msAbs >= d) {\n    return Math.round(ms / d) + 'd';\n  }\n  if (msAbs >= h) {\n    return Math.round(ms / h) + 'h';\n  }\n  if (msAbs >= m) {\n    return Math.round(ms / m) + 'm';\n  }\n  if (msAbs >= s) {\n    return Math.round(ms / s) + 's';\n  }\n  return ms + 'ms';\n}",
    elide(5, 1, "  // ... (rest of the function remains the same)"), elide(8, 1, "  // ... (rest of the function remains the same)"), CLINE_ELIDE,
    "add a weeks branch to fmtShort; the tail elided with the comment quoted from the model in cline#456",
)  # fmt: skip
apply(
    "elision-03", "ms", "elision",
    "function fmtLong(ms) {\n  var msAbs = Math.abs(ms);\n  if (msAbs >= d) {\n    return plural(ms, msAbs, d, 'day');\n  }\n  if (msAbs >= h) {\n    return plural(ms, msAbs, h, 'hour');\n  }\n  if (msAbs >= m) {\n    return plural(ms, msAbs, m, 'minute');\n  }\n  if (msAbs >= s) {\n    return plural(ms, msAbs, s, 'second');\n  }\n  return ms + ' ms';\n}",
    "function fmtLong(ms) {\n  var msAbs = Math.abs(ms);\n  if (msAbs >= d) {\n    return plural(ms, msAbs, d, 'day');\n  }\n  if (msAbs >= h) {\n    return plural(ms, msAbs, h, 'hour');\n  }\n  if (msAbs >= m) {\n    return plural(ms, msAbs, m, 'minute');\n  }\n  if (msAbs >= s) {\n    return plural(ms, msAbs, s, 'second');\n  }\n  return ms + ' milliseconds';\n}",
    elide(2, 2, "  // (...rest of implementations)"), elide(2, 2, "  // (...rest of implementations)"), GEMINI_ELIDE,
    "spell out milliseconds in fmtLong; the middle elided as `// (...rest of implementations)` (gemini-cli#4037)",
)  # fmt: skip
apply(
    "elision-04", "six", "elision",
    'def with_metaclass(meta, *bases):\n    """Create a base class with a metaclass."""\n    # This requires a bit of explanation: the basic idea is to make a dummy\n    # metaclass for one level of class instantiation that replaces itself with\n    # the actual metaclass.\n    class metaclass(type):\n\n        def __new__(cls, name, this_bases, d):\n            if sys.version_info[:2] >= (3, 7):\n                # This version introduced PEP 560 that requires a bit\n                # of extra care (we mimic what is done by __build_class__).\n                resolved_bases = types.resolve_bases(bases)\n                if resolved_bases is not bases:\n                    d[\'__orig_bases__\'] = bases\n            else:\n                resolved_bases = bases\n            return meta(name, resolved_bases, d)\n\n        @classmethod\n        def __prepare__(cls, name, this_bases):\n            return meta.__prepare__(name, bases)\n    return type.__new__(metaclass, \'temporary_class\', (), {})',
    'def with_metaclass(meta, *bases):\n    """Create a base class with a metaclass."""\n    # This requires a bit of explanation: the basic idea is to make a dummy\n    # metaclass for one level of class instantiation that replaces itself with\n    # the actual metaclass.\n    class metaclass(type):\n\n        def __new__(cls, name, this_bases, d):\n            if sys.version_info[:2] >= (3, 7):\n                # This version introduced PEP 560 that requires a bit\n                # of extra care (we mimic what is done by __build_class__).\n                resolved_bases = types.resolve_bases(bases)\n                if resolved_bases is not bases:\n                    d[\'__orig_bases__\'] = bases\n            else:\n                resolved_bases = bases\n            return meta(name, resolved_bases, d)\n\n        @classmethod\n        def __prepare__(cls, name, this_bases):\n            return meta.__prepare__(name, bases)\n    return type.__new__(metaclass, \'_temporary_class\', (), {})',
    elide(2, 1, "    # ... rest unchanged"), elide(2, 1, "    # ... rest unchanged"), OPENHANDS,
    "rename with_metaclass's temporary class; everything between the docstring and the return elided as `# ... rest unchanged`",
)  # fmt: skip
apply(
    "html_entities-01", "filesize", "html_entities",
    '    if abs_bytes < base and not gnu:\n        return "%d Bytes" % bytes_',
    '    if abs_bytes < base and not gnu:\n        return "%d Bytes" % int(bytes_)',
    entities(), entities(), VOID,
    "cast to int in the bytes branch; `<` sent as `&lt;` in both texts, as qwen2.5-coder does in void#601",
)  # fmt: skip
apply(
    "html_entities-02", "filesize", "html_entities",
    "        binary (bool): If `True`, uses binary suffixes (KiB, MiB) with base\n            2<sup>10</sup> instead of 10<sup>3</sup>.",
    "        binary (bool): If `True`, uses binary suffixes (KiB, MiB) with base\n            2**10 instead of 10**3.",
    entities(), same, CLINE_ENT,
    "write the bases as powers in the docstring; the file's real `<sup>` tags arrive as `&lt;sup&gt;`",
)  # fmt: skip
apply(
    "html_entities-03", "kleur", "html_entities",
    "\tenabled: !NODE_DISABLE_COLORS && NO_COLOR == null && TERM !== 'dumb' && (\n\t\tFORCE_COLOR != null && FORCE_COLOR !== '0' || isTTY\n\t),",
    "\tenabled: !NODE_DISABLE_COLORS && NO_COLOR == null && TERM !== 'dumb' && (\n\t\tFORCE_COLOR != null && FORCE_COLOR !== '0' && FORCE_COLOR !== 'false' || isTTY\n\t),",
    entities(quote=True), entities(quote=True), VOID,
    "treat FORCE_COLOR=false as off; `&&` sent as `&amp;&amp;` and quotes as `&#x27;` on both sides",
)  # fmt: skip

# =====================================================================================================
# CRLF files, LF texts

apply(
    "crlf-01", "six_crlf", "crlf",
    '        if (type(importer).__name__ == "_SixMetaPathImporter" and\n                importer.name == __name__):\n            del sys.meta_path[i]\n            break',
    '        if (type(importer).__name__ == "_SixMetaPathImporter" and\n                importer.name == __name__):\n            del sys.meta_path[i]\n            # one stale importer at most\n            break',
    same, same, HERMES_CRLF,
    "comment the importer clean-up in a CRLF copy of six; LF texts",
)  # fmt: skip
apply(
    "crlf-02", "ms_crlf", "crlf",
    "  str = String(str);\n  if (str.length > 100) {\n    return;\n  }",
    "  str = String(str);\n  if (str.length > 100) {\n    return undefined;\n  }",
    same, same, WAVE,
    "return undefined explicitly from parse in a CRLF copy of ms; LF texts",
)  # fmt: skip
apply(
    "crlf-03", "pico_crlf", "crlf",
    "exports.escapeLast = (input, char, lastIdx) => {\n  const idx = input.lastIndexOf(char, lastIdx);\n  if (idx === -1) return input;",
    "exports.escapeLast = (input, char, lastIdx) => {\n  const idx = input.lastIndexOf(char, lastIdx);\n  if (idx < 0) return input;",
    same, same, XAL,
    "test idx < 0 in escapeLast, CRLF copy of picomatch utils; LF old_text whose line holds `'\\\\'` nearby",
)  # fmt: skip

# =====================================================================================================
# combined distortions

apply(
    "combined-01", "intword", "combined",
    '    if value < 0:\n        value *= -1\n        negative_prefix = "-"\n    else:\n        negative_prefix = ""',
    '    negative_prefix = "-" if value < 0 else ""\n    value = abs(value)',
    then(numbered("tab"), fence("python")), then(numbered("tab"), fence("python")), CATN,
    "fold intword's sign handling; numbered lines inside a ```python fence, both texts",
)  # fmt: skip
apply(
    "combined-02", "pico", "combined",
    "exports.supportsLookbehinds = () => {\n  const segs = process.version.slice(1).split('.').map(Number);\n  if (segs.length === 3 && segs[0] >= 9 || (segs[0] === 8 && segs[1] >= 10)) {\n    return true;\n  }\n  return false;\n};",
    "exports.supportsLookbehinds = () => {\n  const segs = process.version.slice(1).split('.').map(Number);\n  return segs.length === 3 && (segs[0] >= 9 || (segs[0] === 8 && segs[1] >= 10));\n};",
    then(shift(2), fence("javascript")), then(shift(2), fence("javascript")), PRIMER,
    "return the version test directly; a ```javascript fence around a block shifted 2 columns right",
)  # fmt: skip
apply(
    "combined-03", "ms", "combined",
    "module.exports = function (val, options) {\n  options = options || {};\n  var type = typeof val;",
    "module.exports = function (val, options) {\n  options = options || {};\n  var type = typeof val;\n  if (val === '') {\n    throw new Error('val is an empty string');\n  }",
    then(numbered("tab"), json_inner), then(numbered("tab"), json_inner), OPENCODE_UNESC,
    "reject the empty string up front; numbered read lines sent as JSON insides (`    27\\tmodule.exports...\\n`)",
)  # fmt: skip
apply(
    "combined-04", "kleur_dts", "combined",
    "\t\t// Backgrounds\n\t\tbgBlack: Color;\n\t\tbgRed: Color;",
    "\t\t// Backgrounds\n\t\tbgBlack: Color;\n\t\tbgBlackBright: Color;\n\t\tbgRed: Color;",
    then(reunit("\t", "  "), shift(-2), fence("ts")), then(reunit("\t", "  "), shift(-2), fence("ts")), FAK,
    "declare bgBlackBright; tab-indented members sent fenced at 2 spaces, one level too shallow",
)  # fmt: skip
apply(
    "combined-05", "six_crlf", "combined",
    "    if isinstance(s, binary_type):\n        return s\n    if isinstance(s, text_type):\n        return s.encode(encoding, errors)\n    raise TypeError(\"not expecting type '%s'\" % type(s))",
    "    if isinstance(s, binary_type):\n        return s\n    if isinstance(s, text_type):\n        return s.encode(encoding, errors)\n    raise TypeError(\"not expecting type '%s'\" % type(s).__name__)",
    numbered("tab"), numbered("tab"), XAL,
    "name the type in ensure_binary's error; LF numbered lines against a CRLF copy of six",
)  # fmt: skip
apply(
    "combined-06", "nanoid", "combined",
    "let nanoid = (size = 21) => {\n  fillPool((size -= 0))\n  let id = ''\n  for (let i = poolOffset - size; i < poolOffset; i++) {\n    id += urlAlphabet[pool[i] & 63]\n  }\n  return id\n}",
    "let nanoid = (size = 21) => {\n  fillPool((size -= 0))\n  let id = ''\n  for (let i = poolOffset - size; i < poolOffset; i++) {\n    id += urlAlphabet[pool[i] & 63]\n  }\n  return id\n}\nlet nanoid10 = () => nanoid(10)",
    then(numbered("nolead"), entities()), then(numbered("nolead"), entities()), VOID,
    "add a 10-symbol shortcut; numbered lines whose `<` and `&` arrive as entities",
)  # fmt: skip

# =====================================================================================================
# refuse: stale

refuse(
    "stale-01", "func", "stale",
    '        wrapped = cached(cache=cache, key=key, lock=RLock(), info=True)(func)\n        wrapped.cache_parameters = lambda: {"maxsize": maxsize, "typed": typed}\n        return wrapped',
    '        wrapped = cached(cache=cache, key=key, lock=RLock(), info=True)(func)\n        wrapped.cache_parameters = lambda: {"maxsize": maxsize, "typed": typed, "lock": True}\n        return wrapped',
    PI_STALE, "the file says `wrapper`, the model remembers `wrapped`: a renamed identifier, refuse",
)  # fmt: skip
refuse(
    "stale-02", "func", "stale",
    "elif callable(maxsize):\n    return _cache(LRUCache(256), 256, typed)(maxsize)",
    "elif callable(maxsize):\n    return _cache(LRUCache(512), 512, typed)(maxsize)",
    STELLA, "a changed constant (the file has 128) sent at column 0: only indentation and 256 differ, refuse",
)  # fmt: skip
refuse(
    "stale-03", "ordinal", "stale",
    '            P_("1 (male)", "st"),\n            P_("2  (male)", "nd"),\n            P_("3 (male)", "rd"),',
    '            P_("1 (male)", "st"),\n            P_("2 (male)", "nd"),\n            P_("3 (male)", "rd"),',
    PI_STALE, "the second line's string holds two spaces where the file has one: string content differs, refuse",
)  # fmt: skip
refuse(
    "stale-04", "six", "stale",
    '    """\n    if type(s) is str:\n        return s\n    if PY2 and isinstance(s, text_type):',
    '    """\n    if isinstance(s, str):\n        return s\n    if PY2 and isinstance(s, text_type):',
    STELLA, "the file has a comment line between the docstring and `if type(s) is str:` that old_text lacks",
)  # fmt: skip
refuse(
    "stale-05", "six", "stale",
    "    if isinstance(s, binary_type):\n        return s\n    if isinstance(s, bytearray):\n        return bytes(s)\n    if isinstance(s, text_type):\n        return s.encode(encoding, errors)",
    "    if isinstance(s, (binary_type, bytearray)):\n        return bytes(s)\n    if isinstance(s, text_type):\n        return s.encode(encoding, errors)",
    PI_STALE, "old_text holds a bytearray branch the file does not (a line deleted since the read), refuse",
)  # fmt: skip
refuse(
    "stale-06", "ms", "stale",
    "  if (str.length > 1000) {\n    return;\n  }",
    "  if (str.length > 1000) {\n    return NaN;\n  }",
    STELLA, "the length limit is 100 in the file; a changed constant, refuse",
)  # fmt: skip
refuse(
    "stale-07", "pico", "stale",
    "  const prepend = options.contains ? ' ' : '^';\n  const append = options.contains ? '' : '$';",
    "  const prepend = options.contains ? '' : '^';\n  const append = options.contains ? '' : '$';",
    PI_STALE, "a space inside the first string literal that the file lacks; whitespace inside a string is content, refuse",
)  # fmt: skip
refuse(
    "stale-08", "nanoid", "stale",
    "let customAlphabet = (alphabet, size = 10) =>\n  customRandom(alphabet, size, random)",
    "let customAlphabet = (alphabet, size = 12) =>\n  customRandom(alphabet, size, random)",
    STELLA, "the default size is 21 in the file; numbered-free but stale, refuse",
)  # fmt: skip
refuse(
    "stale-09", "pico", "stale",
    "     49\texports.stripPrefix = (input, state = {}) => {\n     50\t  let output = input;\n     51\t  if (output.startsWith('./')) {",
    "     49\texports.stripPrefix = (input, state = {}) => {\n     50\t  let output = String(input);\n     51\t  if (output.startsWith('./')) {",
    PI_STALE, "numbered lines naming `stripPrefix`, which the file calls `removePrefix`: stale even once the numbers go",
)  # fmt: skip

# =====================================================================================================
# refuse: absent

refuse(
    "absent-01", "filesize", "absent",
    '    if abs_bytes == 0:\n        return "0 Bytes"',
    '    if abs_bytes == 0:\n        return "0 B" if gnu else "0 Bytes"',
    HALLUC, "a zero branch naturalsize never had",
)  # fmt: skip
refuse(
    "absent-02", "pad", "absent",
    'def _pad_decimal(width, s):\n    fmt = "{0:>%ds}" % width\n    return fmt.format(s)',
    'def _pad_decimal(width, s):\n    fmt = "{0:>%ds}" % width\n    return fmt.format(str(s))',
    HALLUC, "a padding helper tabulate does not have; its last two lines do occur in _padleft, the def line does not",
)  # fmt: skip
refuse(
    "absent-03", "nanoid_dts", "absent",
    "export function nanoidAsync(size?: number): Promise<string>",
    "export function nanoidAsync(size?: number, alphabet?: string): Promise<string>",
    HALLUC, "an async declaration that lives in another file of the package, not in index.d.ts",
)  # fmt: skip
refuse(
    "absent-04", "pico", "absent",
    "exports.isPathSeparator = code => {\n  return code === CHAR_FORWARD_SLASH || code === CHAR_BACKWARD_SLASH;\n};",
    "exports.isPathSeparator = code => code === CHAR_FORWARD_SLASH || code === CHAR_BACKWARD_SLASH;",
    HALLUC, "a helper from another picomatch file, absent from utils.js",
)  # fmt: skip
refuse(
    "absent-05", "kleur", "absent",
    "\tctx.overline = $.overline.bind(ctx);",
    "\tctx.overline = $.overline.bind(ctx);\n\tctx.blink = $.blink.bind(ctx);",
    HALLUC, "kleur has no overline modifier; a plausible line the file lacks",
)  # fmt: skip

# =====================================================================================================
# refuse: ambiguous

refuse(
    "ambiguous-01", "func", "ambiguous",
    "if maxsize is None:\n    return _cache({}, None, typed)",
    "if maxsize is None:\n    return _cache({}, 0, typed)",
    GAIA, "a de-indented two-line block that fits fifo, lfu, lru and mru_cache alike",
)  # fmt: skip
refuse(
    "ambiguous-02", "six", "ambiguous",
    "  return s",
    "  return s  # already the right type",
    PROBE, "a one-liner at 2 spaces; the file returns s at 8, 8, 4 and 8 spaces in three functions",
)  # fmt: skip
refuse(
    "ambiguous-03", "intword", "ambiguous",
    "    ) % chopped",
    "    ) % (chopped,)",
    PROBE, "`) % chopped` closes two returns, at 16 and at 12 spaces; sent at 4 it fits both",
)  # fmt: skip
refuse(
    "ambiguous-04", "pad", "ambiguous",
    "    if has_invisible:\n        line_width_fn = _visible_width\n    # ... existing code ...\n        width_fn = line_width_fn\n    return width_fn",
    "    if has_invisible:\n        line_width_fn = _visible_width\n    # ... existing code ...\n        width_fn = line_width_fn\n    return functools.lru_cache(maxsize=None)(width_fn)",
    GAIA, "an elided block whose head and tail both occur in _choose_width_fn and _align_column_choose_width_fn",
)  # fmt: skip
refuse(
    "ambiguous-05", "pad", "ambiguous",
    "if not PRESERVE_WHITESPACE:\n    strings = [s.strip() for s in strings]",
    "if not PRESERVE_WHITESPACE:\n    strings = [s.rstrip() for s in strings]",
    PROBE, "a block at column 0 that fits three branches of _align_column_choose_padfn",
)  # fmt: skip
refuse(
    "ambiguous-06", "nanoid", "ambiguous",
    "  crypto.randomFillSync(pool)\n  poolOffset = 0",
    "  crypto.randomFillSync(pool)\n  poolOffset = 0 // refilled",
    GAIA, "both branches of fillPool end with these two lines; sent at 2 spaces instead of 4",
)  # fmt: skip
refuse(
    "ambiguous-07", "ms", "ambiguous",
    "  var msAbs = Math.abs(ms);\n  if (msAbs >= d) {\n  // this code remains unchanged\n  if (msAbs >= s) {",
    "  var msAbs = Math.abs(ms);\n  if (msAbs >= d) {\n  // this code remains unchanged\n  if (msAbs >= s || msAbs === 0) {",
    CLINE77, "an elision (`// this code remains unchanged`, as quoted in cline#77) whose head and tail both occur in fmtShort and fmtLong",
)  # fmt: skip


def main(argv: list[str]) -> int:
    root = Path(argv[1]) if len(argv) > 1 else Path("SRC")
    for case in build(root):
        print(json.dumps(case, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
