# ruff: noqa: E501  (case data: long source lines are clearer unbroken)
"""Builds heldout_v2.jsonl, a second near-miss edit corpus written independently of cases.jsonl and of the matcher.

Nine projects none of which the first corpus used, each at a pinned release fetched with the registry's own
client. Every apply case's `expected` is the clean edit (a block that occurs once in the clean file, replaced
with `str.replace`); no matcher is involved. Fetch the sources, then run:

    mkdir -p SRC/pip SRC/npm
    (cd SRC/pip && pip download --no-deps --no-binary :all: -d . pluggy==1.5.0 packaging==24.1 \
        flask==3.0.3 attrs==23.2.0 jinja2==3.1.4 && for f in *.tar.gz; do tar xzf $f; done)
    (cd SRC/npm && npm pack escape-html@1.0.3 semver@7.6.3 yargs-parser@21.1.1 dotenv@16.4.5 \
        && for f in *.tgz; do mkdir -p ${f%.tgz}; tar xzf $f -C ${f%.tgz}; done)
    python bench/edits/make_heldout_v2.py SRC > bench/edits/heldout_v2.jsonl
"""

from __future__ import annotations

import json
import sys
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
    final_newline: bool = True
    crlf: bool = False


PLUGGY = ("pluggy", "python", "pypi:pluggy==1.5.0")
PACKAGING = ("packaging", "python", "pypi:packaging==24.1")
FLASK = ("flask", "python", "pypi:flask==3.0.3")
ATTRS = ("attrs", "python", "pypi:attrs==23.2.0")
JINJA = ("jinja2", "python", "pypi:jinja2==3.1.4")
ESCAPE = ("escape-html", "javascript", "npm:escape-html@1.0.3")
SEMVER = ("semver", "javascript", "npm:semver@7.6.3")
YARGS = ("yargs-parser", "javascript", "npm:yargs-parser@21.1.1")
DOTENV_JS = ("dotenv", "javascript", "npm:dotenv@16.4.5")
DOTENV_TS = ("dotenv", "typescript", "npm:dotenv@16.4.5")

_R = "pip/pluggy-1.5.0/src/pluggy/"
_V = "pip/flask-3.0.3/src/flask/views.py"
_E = "npm/escape-html-1.0.3/package/index.js"
_D = "npm/dotenv-16.4.5/package/lib/main.d.ts"
_S = "pip/packaging-24.1/src/packaging/_structures.py"
_T = "npm/yargs-parser-21.1.1/package/build/lib/tokenize-arg-string.js"
_J = "pip/jinja2-3.1.4/src/jinja2/visitor.py"

FILES = {
    "result": Src(*PLUGGY, "src/pluggy/_result.py", _R + "_result.py", "_result.py"),
    "tracing": Src(*PLUGGY, "src/pluggy/_tracing.py", _R + "_tracing.py", "_tracing.py"),
    "structures": Src(*PACKAGING, "src/packaging/_structures.py", _S, "_structures.py"),
    "structures_nonl": Src(*PACKAGING, "src/packaging/_structures.py", _S, "_structures.py", final_newline=False),
    "buildsh": Src(
        "packaging",
        "shell",
        "pypi:packaging==24.1",
        "tests/manylinux/build.sh",
        "pip/packaging-24.1/tests/manylinux/build.sh",
        "build.sh",
    ),  # fmt: skip
    "views": Src(*FLASK, "src/flask/views.py", _V, "views.py"),
    "views_crlf": Src(*FLASK, "src/flask/views.py", _V, "views.py", crlf=True),
    "converters": Src(*ATTRS, "src/attr/converters.py", "pip/attrs-23.2.0/src/attr/converters.py", "converters.py"),
    "visitor": Src(*JINJA, "src/jinja2/visitor.py", _J, "visitor.py"),
    "escape": Src(*ESCAPE, "index.js", _E, "index.js"),
    "escape_crlf": Src(*ESCAPE, "index.js", _E, "index.js", crlf=True),
    "comparator": Src(
        *SEMVER, "classes/comparator.js", "npm/semver-7.6.3/package/classes/comparator.js", "comparator.js"
    ),
    "tokenize": Src(*YARGS, "build/lib/tokenize-arg-string.js", _T, "tokenize-arg-string.js"),
    "tokenize_nonl": Src(*YARGS, "build/lib/tokenize-arg-string.js", _T, "tokenize-arg-string.js", final_newline=False),
    "dotenv_main": Src(*DOTENV_JS, "lib/main.js", "npm/dotenv-16.4.5/package/lib/main.js", "main.js", lines=(1, 117)),
    "dotenv_dts": Src(*DOTENV_TS, "lib/main.d.ts", _D, "main.d.ts"),
    "dotenv_dts_crlf": Src(*DOTENV_TS, "lib/main.d.ts", _D, "main.d.ts", crlf=True),
}

# ---------------------------------------------------------------- shape sources (see SOURCES.md, "Held-out v2")

ZED_INDENT = "https://github.com/zed-industries/zed/pull/27039"
MAKI_REINDENT = "https://github.com/tontinton/maki/pull/848"
ASSEMBLYZERO_INDENT = "https://github.com/martymcenroe/AssemblyZero/issues/3051"
ZOO_PREFIX = "https://github.com/Zoo-Code-Org/Zoo-Code/issues/716"
OPENFOX_READ = "https://github.com/co-l/openfox/issues/29"
CRUSH_TABS = "https://github.com/charmbracelet/crush/pull/3452"
VIBE_WS = "https://github.com/mistralai/mistral-vibe/pull/388"
OPENCLAW_NL = "https://github.com/openclaw/openclaw/pull/14634"
LLAMA_DOUBLE = "https://github.com/ggml-org/llama.cpp/pull/24667"
LETTA_ESC = "https://github.com/letta-ai/letta-code/pull/962"
GEMINI_ESC = "https://github.com/google-gemini/gemini-cli/pull/282"
CLINE_ENT = "https://github.com/cline/cline/pull/975"
CLINE_AMP = "https://github.com/cline/cline/pull/652"
CLINE_KEEP = "https://github.com/cline/cline/issues/7698"
PRIMER_FENCE = "https://github.com/primerhq/primer/pull/39"
QWEN_ELIDE = "https://github.com/QwenLM/qwen-code/issues/2575"
PI_CRLF = "https://github.com/earendil-works/pi/issues/355"
GORTEX_CRLF = "https://github.com/zzet/gortex/issues/69"
AIDER_REFORMAT = "https://github.com/Aider-AI/aider/issues/517"
ZERO_DRIFT = "https://github.com/Gitlawb/zero/issues/963"
OPENSEEK_STALE = "https://github.com/moonbitlang/openseek/issues/420"
OMP_STALE = "https://github.com/can1357/oh-my-pi/issues/10454"
AISH_ABSENT = "https://github.com/AI-Shell-Team/aish/issues/522"
NEOVATE_AMBIG = "https://github.com/neovateai/neovate-code/pull/645"
AGENTOS_AMBIG = "https://github.com/use-agent-os/agent-os/issues/2290"
LLXPRT_LINE = "https://github.com/vybestack/llxprt-code/pull/1644"

# ---------------------------------------------------------------- distortions


def numbered(text: str, block: str, fmt: str = "{n:>6}\t{line}", shift: int = 0, at: str | None = None) -> str:
    """`block` as the agent's read shows it: each line behind its line number in the clean LF text (numbered from
    where `at`, default `block` itself, starts)."""
    start = text[: text.index(at or block)].count("\n") + 1 + shift
    return "\n".join(fmt.format(n=start + i, line=line) for i, line in enumerate(block.split("\n")))


def indent(block: str, by: int) -> str:
    out = []
    for line in block.split("\n"):
        if not line.strip():
            out.append(line)
        elif by >= 0:
            out.append(" " * by + line)
        else:
            lead = len(line) - len(line.lstrip(" "))
            out.append(line[min(lead, -by) :])
    return "\n".join(out)


def dedent_all(block: str) -> str:
    lines = [ln for ln in block.split("\n") if ln.strip()]
    least = min(len(ln) - len(ln.lstrip(" ")) for ln in lines)
    return indent(block, -least)


def halve(block: str) -> str:
    """A 4-space block retyped at 2 spaces a level."""
    out = []
    for line in block.split("\n"):
        lead = len(line) - len(line.lstrip(" "))
        out.append(" " * (lead // 2) + line[lead:])
    return "\n".join(out)


def flatten(block: str) -> str:
    """Every line stripped of its leading whitespace."""
    return "\n".join(line.lstrip() for line in block.split("\n"))


def tabbed(block: str, width: int = 4) -> str:
    out = []
    for line in block.split("\n"):
        lead = len(line) - len(line.lstrip(" "))
        out.append("\t" * (lead // width) + " " * (lead % width) + line[lead:])
    return "\n".join(out)


def spaced(block: str, width: int = 4) -> str:
    out = []
    for line in block.split("\n"):
        lead = len(line) - len(line.lstrip("\t"))
        out.append(" " * (width * lead) + line[lead:])
    return "\n".join(out)


def trailing(block: str, ws: str = "  ") -> str:
    return "\n".join(line + ws if line.strip() else line for line in block.split("\n"))


def json_body(block: str) -> str:
    """The text as a JSON string literal without its quotes (newlines as \\n, quotes as \\", backslashes doubled)."""
    return json.dumps(block, ensure_ascii=False)[1:-1]


def naive_escape(block: str) -> str:
    """Newlines and double quotes escaped, backslashes left single: the code's own `\\n` reads like a line break."""
    return block.replace('"', '\\"').replace("\n", "\\n")


def entities(block: str) -> str:
    return block.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def fenced(block: str, info: str = "") -> str:
    return f"```{info}\n{block}\n```"


def elide(block: str, head: int, tail: int, marker: str) -> str:
    lines = block.split("\n")
    return "\n".join([*lines[:head], marker, *lines[len(lines) - tail :]])


# ---------------------------------------------------------------- building


def load(root: Path, src: Src) -> str:
    text = (root / src.local).read_text(encoding="utf-8")
    if src.lines:
        a, b = src.lines
        text = "".join(text.splitlines(keepends=True)[a - 1 : b])
    if not src.final_newline:
        text = text.rstrip("\n")
    return text


def source_of(src: Src) -> str:
    notes = []
    if src.lines:
        notes.append(f"lines {src.lines[0]}-{src.lines[1]}")
    if src.crlf:
        notes.append("converted to CRLF")
    if not src.final_newline:
        notes.append("final newline removed")
    tail = f" ({'; '.join(notes)})" if notes else ""
    return f"{src.registry}:{src.inner}{tail}"


def crlf(text: str) -> str:
    return text.replace("\n", "\r\n")


COUNTERS: dict[str, int] = {}
CASES: list[dict] = []
ROOT = Path()


def case(kind: str, key: str, old: str, new: str | None, send_old: str, send_new: str, note: str, shape: str) -> None:
    """One case: `old` -> `new` is the clean edit (new None for refuse), send_* what the model sent."""
    src = FILES[key]
    clean = load(ROOT, src)
    original = crlf(clean) if src.crlf else clean
    if new is not None:
        assert clean.count(old) == 1, f"{kind} {key}: clean old_text occurs {clean.count(old)} times"
        meant = clean.replace(old, new, 1)
        expected: str | None = crlf(meant) if src.crlf else meant
        expect = "apply"
    else:
        expected, expect = None, "refuse"
    COUNTERS[kind] = COUNTERS.get(kind, 0) + 1
    CASES.append(
        {
            "id": f"{kind}-{COUNTERS[kind]:02d}-{src.project}",
            "project": src.project,
            "language": src.language,
            "path": src.path,
            "source": source_of(src),
            "kind": kind,
            "expect": expect,
            "original": original,
            "old_text": send_old,
            "new_text": send_new,
            "expected": expected,
            "shape_source": shape,
            "note": note,
        }
    )


def text_of(key: str) -> str:
    return load(ROOT, FILES[key])


# ---------------------------------------------------------------- the cases


def build() -> None:
    result, views, structures = text_of("result"), text_of("views"), text_of("structures")
    escape, dotenv_dts, tokenize = text_of("escape"), text_of("dotenv_dts"), text_of("tokenize")
    comparator, converters, tracing = text_of("comparator"), text_of("converters"), text_of("tracing")
    visitor, dotenv_main = text_of("visitor"), text_of("dotenv_main")

    # ---- line_numbers: read's `{n:>6}\t` prefix copied into old_text (and sometimes into new_text)
    o = "        self._result = result\n        self._exception = None"
    n = "        self._result = result\n        self._exception = None  # a forced result clears any error"
    case(
        "line_numbers",
        "result",
        o,
        n,
        numbered(result, o),
        n,
        "comment the reset of the exception in force_result",
        MAKI_REINDENT,
    )

    o = "# This file is dual licensed under the terms of the Apache License, Version"
    n = "# SPDX-License-Identifier: Apache-2.0 OR BSD-2-Clause\n" + o
    case(
        "line_numbers",
        "structures",
        o,
        n,
        numbered(structures, o),
        n,
        "put an SPDX line above the first line of the file",
        MAKI_REINDENT,
    )

    o = "\n".join(views.split("\n")[117:132])  # lines 118-132, 15 lines
    n = o.replace(
        "            for decorator in cls.decorators:", "            for decorator in reversed(cls.decorators):"
    )
    case(
        "line_numbers",
        "views",
        o,
        n,
        numbered(views, o),
        n,
        "apply the decorators in reverse order (15-line old_text)",
        OPENFOX_READ,
    )

    o = "  return lastIndex !== index\n    ? html + str.substring(lastIndex, index)\n    : html;"
    n = "  return lastIndex !== index\n    ? html + str.slice(lastIndex, index)\n    : html;"
    case(
        "line_numbers",
        "escape",
        o,
        n,
        numbered(escape, o),
        n,
        "use slice instead of substring in the final return",
        MAKI_REINDENT,
    )

    o = "    const r = this.options.loose ? re[t.COMPARATORLOOSE] : re[t.COMPARATOR]"
    n = "    const r = this.loose ? re[t.COMPARATORLOOSE] : re[t.COMPARATOR]"
    case(
        "line_numbers",
        "comparator",
        o,
        n,
        numbered(comparator, o),
        n,
        "read loose from this.loose in parse (one line)",
        OPENFOX_READ,
    )

    o = "    return args;\n}"
    n = "    return args.filter(arg => arg !== undefined);\n}"
    case(
        "line_numbers",
        "tokenize_nonl",
        o,
        n,
        numbered(tokenize, o),
        n,
        "filter holes out of args on the last lines of a file without a final newline",
        MAKI_REINDENT,
    )

    o = "export interface DotenvConfigOutput {\n  error?: Error;\n  parsed?: DotenvParseOutput;\n}"
    n = "export interface DotenvConfigOutput {\n  error?: Error;\n  parsed?: DotenvParseOutput;\n  warnings?: string[];\n}"
    case(
        "line_numbers",
        "dotenv_dts",
        o,
        n,
        numbered(dotenv_dts, o),
        n,
        "add a warnings field to DotenvConfigOutput",
        OPENFOX_READ,
    )

    o = '    if isinstance(val, str):\n        val = val.lower()\n    truthy = {True, "true", "t", "yes", "y", "on", "1", 1}\n    falsy = {False, "false", "f", "no", "n", "off", "0", 0}'
    n = '    if isinstance(val, str):\n        val = val.strip().lower()\n    truthy = {True, "true", "t", "yes", "y", "on", "1", 1}\n    falsy = {False, "false", "f", "no", "n", "off", "0", 0}'
    case(
        "line_numbers",
        "converters",
        o,
        n,
        numbered(converters, o),
        numbered(converters, n, at=o),
        "strip before lower in to_bool; numbers on new_text too",
        MAKI_REINDENT,
    )

    o = '        indent = "  " * self.indent'
    n = '        indent = "    " * self.indent'
    case(
        "line_numbers", "tracing", o, n, numbered(tracing, o), n, "indent trace lines four spaces a level", OPENFOX_READ
    )

    o = "        rv = self.visit(node, *args, **kwargs)\n\n        if not isinstance(rv, list):\n            return [rv]"
    n = "        rv = self.visit(node, *args, **kwargs)\n\n        if rv is None:\n            return []\n        if not isinstance(rv, list):\n            return [rv]"
    case(
        "line_numbers",
        "visitor",
        o,
        n,
        numbered(visitor, o, "{n} | {line}"),
        n,
        "visit_list returns [] for None; `137 | code` prefixes as quoted in the thread",
        ZOO_PREFIX,
    )

    o = "    // Default undefined or null to empty string\n    let value = (match[2] || '')\n\n    // Remove whitespace\n    value = value.trim()"
    n = "    // Default undefined or null to empty string\n    let value = (match[2] ?? '')\n\n    // Remove whitespace\n    value = value.trim()"
    case(
        "line_numbers",
        "dotenv_main",
        o,
        n,
        numbered(dotenv_main, o),
        numbered(dotenv_main, n, at=o),
        "use ?? for the default value; numbers on both sides",
        OPENFOX_READ,
    )

    o = "from __future__ import annotations\n\nimport typing as t"
    n = "from __future__ import annotations\n\nimport functools\nimport typing as t"
    case(
        "line_numbers",
        "views",
        o,
        n,
        numbered(views, o, "{n} | {line}"),
        n,
        "import functools at the top of the file (`N | ` prefixes)",
        ZOO_PREFIX,
    )

    # ---- indent_offset
    o = "        exc = self._exception\n        if exc is None:\n            return cast(ResultType, self._result)\n        else:\n            raise exc.with_traceback(exc.__traceback__)"
    n = "        exc = self._exception\n        if exc is None:\n            return cast(ResultType, self._result)\n        raise exc.with_traceback(exc.__traceback__)"
    case(
        "indent_offset",
        "result",
        o,
        n,
        indent(o, -4),
        indent(n, -4),
        "drop the else in get_result; whole block 4 spaces left",
        ZED_INDENT,
    )

    o = "\n".join(views.split("\n")[181:191])  # lines 182-191
    n = o.replace(
        '        assert meth is not None, f"Unimplemented method {request.method!r}"\n',
        '        if meth is None:\n            raise NotImplementedError(f"Unimplemented method {request.method!r}")\n',
    )
    case(
        "indent_offset",
        "views",
        o,
        n,
        dedent_all(o),
        dedent_all(n),
        "raise instead of assert in MethodView.dispatch_request; copied out of the class at column 0",
        ZED_INDENT,
    )

    o = "    def optional_converter(val):\n        if val is None:\n            return None\n        return converter(val)"
    n = "    def optional_converter(val):\n        if val is None:\n            return val\n        return converter(val)"
    case(
        "indent_offset",
        "converters",
        o,
        n,
        indent(o, -4),
        n,
        "return val instead of None; only old_text shifted, new_text at the file's indentation",
        MAKI_REINDENT,
    )

    o = "    if (options.includePrerelease &&\n      (this.value === '<0.0.0-0' || comp.value === '<0.0.0-0')) {\n      return false\n    }"
    n = "    if (options.includePrerelease &&\n      (this.value === '<0.0.0-0' || comp.value === '<0.0.0-0')) {\n      return false // nothing is lower than <0.0.0-0\n    }"
    case(
        "indent_offset",
        "comparator",
        o,
        n,
        indent(o, 2),
        indent(n, 2),
        "comment the includePrerelease special case; both texts 2 spaces too deep",
        ZED_INDENT,
    )

    o = "    if (lastIndex !== index) {\n      html += str.substring(lastIndex, index);\n    }"
    n = "    if (lastIndex < index) {\n      html += str.substring(lastIndex, index);\n    }"
    case(
        "indent_offset",
        "escape",
        o,
        n,
        indent(o, -2),
        n,
        "compare with < in the loop; old_text 2 spaces short, new_text right",
        MAKI_REINDENT,
    )

    o = '    if default is NOTHING and factory is None:\n        msg = "Must pass either `default` or `factory`."\n        raise TypeError(msg)\n\n    if default is not NOTHING and factory is not None:\n        msg = "Must pass either `default` or `factory` but not both."\n        raise TypeError(msg)'
    n = o.replace("but not both.", "but not both at once.")
    case(
        "indent_offset",
        "converters",
        o,
        n,
        halve(o),
        halve(n),
        "reword the both-passed error; 2-space indentation for a 4-space file",
        ASSEMBLYZERO_INDENT,
    )

    o = "\n".join(visitor.split("\n")[61:74])  # lines 62-74
    n = o.replace(
        "                        if value is None:\n                            continue\n",
        "                        if value is None:\n                            # the visitor removed the node\n                            continue\n",
    )
    case(
        "indent_offset",
        "visitor",
        o,
        n,
        halve(o),
        n,
        "comment the removal branch; 13-line old_text at 2 spaces a level, new_text right",
        ASSEMBLYZERO_INDENT,
    )

    o = '        if isinstance(tags, str):\n            tags = tuple(tags.split(":"))\n        else:\n            assert isinstance(tags, tuple)\n        self._tags2proc[tags] = processor'
    n = '        if isinstance(tags, str):\n            tags = tuple(tags.split(":"))\n        self._tags2proc[tags] = processor'
    case(
        "indent_offset",
        "tracing",
        o,
        n,
        indent(o, 4),
        indent(n, 4),
        "drop the assert branch in setprocessor; both texts 4 spaces too deep",
        ZED_INDENT,
    )

    o = "export interface DotenvPopulateInput {\n  [name: string]: string;\n}"
    n = "export interface DotenvPopulateInput {\n  [name: string]: string | undefined;\n}"
    case(
        "indent_offset",
        "dotenv_dts",
        o,
        n,
        indent(o, 2),
        indent(n, 2),
        "allow undefined values in DotenvPopulateInput; block 2 spaces deep",
        ZED_INDENT,
    )

    o = "    def __neg__(self: object) -> InfinityType:\n        return Infinity"
    n = '    def __neg__(self: object) -> "InfinityType":\n        return Infinity'
    case(
        "indent_offset",
        "structures",
        o,
        n,
        dedent_all(o),
        n,
        "quote the return annotation of NegativeInfinityType.__neg__; old_text at column 0",
        MAKI_REINDENT,
    )

    o = "        if (c === opening) {\n            opening = null;\n        }\n        else if ((c === \"'\" || c === '\"') && !opening) {\n            opening = c;\n        }"
    n = "        if (c === opening) {\n            opening = null;\n        }\n        else if ((c === \"'\" || c === '\"' || c === '`') && !opening) {\n            opening = c;\n        }"
    case(
        "indent_offset",
        "tokenize",
        o,
        n,
        halve(o),
        halve(n),
        "treat backticks as quotes; 2-space text for a 4-space file",
        ASSEMBLYZERO_INDENT,
    )

    o = "    if (maybeQuote === '\"') {\n      value = value.replace(/\\\\n/g, '\\n')\n      value = value.replace(/\\\\r/g, '\\r')\n    }"
    n = "    if (maybeQuote === '\"') {\n      value = value.replace(/\\\\n/g, '\\n')\n      value = value.replace(/\\\\r/g, '\\r')\n      value = value.replace(/\\\\t/g, '\\t')\n    }"
    case(
        "indent_offset",
        "dotenv_main",
        o,
        n,
        indent(o, -4),
        indent(n, -4),
        "expand \\t in double-quoted values too; both texts 4 spaces short",
        ZED_INDENT,
    )

    # ---- trailing_ws
    o = "        exc = self._exception\n        if exc is None:\n            return None\n        else:\n            return (type(exc), exc, exc.__traceback__)"
    n = "        exc = self._exception\n        if exc is None:\n            return None\n        return (type(exc), exc, exc.__traceback__)"
    case(
        "trailing_ws",
        "result",
        o,
        n,
        trailing(o),
        n,
        "drop the else in excinfo; two trailing spaces on every old line",
        VIBE_WS,
    )

    o = "NegativeInfinity = NegativeInfinityType()"
    n = 'NegativeInfinity = NegativeInfinityType()\n\n__all__ = ["Infinity", "NegativeInfinity"]'
    case(
        "trailing_ws",
        "structures_nonl",
        o,
        n,
        o + "\n",
        n + "\n",
        "add __all__ after the last line; old_text ends with a newline the file lacks",
        VIBE_WS,
    )

    o = "  toString () {\n    return this.value\n  }"
    n = "  toString () {\n    return String(this.value)\n  }"
    case(
        "trailing_ws",
        "comparator",
        o,
        n,
        "  toString () {\t\n    return this.value\n  }",
        n,
        "String() in toString; a stray tab after the brace",
        VIBE_WS,
    )

    o = "export interface DotenvParseOutput {\n  [name: string]: string;\n}"
    n = "export interface DotenvParseOutput {\n  readonly [name: string]: string;\n}"
    case(
        "trailing_ws",
        "dotenv_dts",
        o,
        n,
        "export interface DotenvParseOutput { \n  [name: string]: string; \n}",
        n,
        "readonly index signature; a space at the end of two lines",
        VIBE_WS,
    )

    # ---- escaped_newlines
    o = "    def __init_subclass__(cls, **kwargs: t.Any) -> None:\n        super().__init_subclass__(**kwargs)"
    n = "    def __init_subclass__(cls, **kwargs: t.Any) -> None:\n        super().__init_subclass__(**kwargs)\n        # collect the handler methods into cls.methods"
    case(
        "escaped_newlines",
        "views",
        o,
        n,
        json_body(o),
        json_body(n),
        "comment __init_subclass__; literal \\n in both texts",
        OPENCLAW_NL,
    )

    o = '        lines = ["{}{} [{}]\\n".format(indent, content, ":".join(tags))]\n\n        for name, value in extra.items():\n            lines.append(f"{indent}    {name}: {value}\\n")'
    n = '        lines = ["{}{} [{}]\\n".format(indent, content, ":".join(tags))]\n\n        for name, value in sorted(extra.items()):\n            lines.append(f"{indent}    {name}: {value}\\n")'
    case(
        "escaped_newlines",
        "tracing",
        o,
        n,
        json_body(o),
        json_body(n),
        "sort extra items; whole text JSON-escaped, the code's own \\n doubled to \\\\n",
        LLAMA_DOUBLE,
    )

    o = '        for name, value in extra.items():\n            lines.append(f"{indent}    {name}: {value}\\n")'
    n = '        for name, value in extra.items():\n            lines.append(f"{indent}    {name} = {value}\\n")'
    case(
        "escaped_newlines",
        "tracing",
        o,
        n,
        naive_escape(o),
        naive_escape(n),
        "`name = value` in trace extras; escaped without doubling, so the literal \\n reads like the line breaks",
        OPENCLAW_NL,
    )

    o = "      value = value.replace(/\\\\n/g, '\\n')\n      value = value.replace(/\\\\r/g, '\\r')"
    n = "      value = value.replace(/\\\\n/g, '\\n')\n      value = value.replace(/\\\\r/g, '\\r')\n      value = value.replace(/\\\\t/g, '\\t')"
    case(
        "escaped_newlines",
        "dotenv_main",
        o,
        n,
        json_body(o),
        json_body(n),
        "expand \\t too; JSON-escaped text whose regexes hold backslashes (doubled)",
        LETTA_ESC,
    )

    o = "  if (!match) {\n    return str;\n  }"
    n = "  if (!match) {\n    return str; // nothing to escape\n  }"
    case(
        "escaped_newlines",
        "escape",
        o,
        n,
        json.dumps(o),
        json.dumps(n),
        "comment the early return; the whole text sent as a JSON string, quotes included",
        LLAMA_DOUBLE,
    )

    # ---- escaped_quotes
    o = '        assert meth is not None, f"Unimplemented method {request.method!r}"'
    n = '        assert meth is not None, f"Unimplemented method {request.method!r} for {type(self).__name__}"'
    case(
        "escaped_quotes",
        "views",
        o,
        n,
        o.replace('"', '\\"'),
        n.replace('"', '\\"'),
        'name the view class in the assert message; \\" for every quote',
        LETTA_ESC,
    )

    o = "      throw new TypeError('a Comparator is required')"
    n = "      throw new TypeError('a Comparator object is required')"
    case(
        "escaped_quotes",
        "comparator",
        o,
        n,
        o.replace("'", "\\'"),
        n,
        "reword the TypeError; \\' in old_text only",
        GEMINI_ESC,
    )

    o = '        msg = "Must pass either `default` or `factory`."'
    n = '        msg = "Must pass either `default` or `factory`, not neither."'
    case(
        "escaped_quotes",
        "converters",
        o,
        n,
        o.replace('"', '\\"'),
        n.replace('"', '\\"'),
        'reword the neither-passed message; \\" in both',
        LETTA_ESC,
    )

    # ---- fence
    o = "    def force_exception(self, exception: BaseException) -> None:"
    n = "    def force_exception(self, exception: BaseException, /) -> None:"
    case(
        "fence",
        "result",
        o,
        n,
        fenced(o, "python"),
        fenced(n, "python"),
        "make exception positional-only; both texts in ```python fences",
        PRIMER_FENCE,
    )

    o = "      case 39: // '\n        escape = '&#39;';\n        break;"
    n = "      case 39: // '\n        escape = '&#x27;';\n        break;"
    case("fence", "escape", o, n, fenced(o), fenced(n), "hex entity for the apostrophe; bare ``` fences", PRIMER_FENCE)

    o = '            for base in cls.__bases__:\n                if getattr(base, "methods", None):\n                    methods.update(base.methods)  # type: ignore[attr-defined]'
    n = '            for base in cls.__mro__[1:]:\n                if getattr(base, "methods", None):\n                    methods.update(base.methods)  # type: ignore[attr-defined]'
    case(
        "fence",
        "views",
        o,
        n,
        fenced(o, "python views.py"),
        n,
        "walk the whole MRO; old_text fenced with a language and a file name, new_text plain",
        PRIMER_FENCE,
    )

    o = "export function decrypt(encrypted: string, keyStr: string): string;"
    n = "export function decrypt(encrypted: string, keyStr: string): string;\nexport function encrypt(plaintext: string, keyStr: string): string;"
    case(
        "fence",
        "dotenv_dts",
        o,
        n,
        fenced(o, "ts"),
        fenced(n, "ts"),
        "declare encrypt after decrypt on the last line; ```ts fences",
        PRIMER_FENCE,
    )

    o = "    argString = argString.trim();"
    n = "    argString = String(argString).trim();"
    case(
        "fence",
        "tokenize",
        o,
        n,
        fenced(o, "javascript build/lib/tokenize-arg-string.js"),
        n,
        "coerce before trim; fence with language and path",
        PRIMER_FENCE,
    )

    # ---- elision: head and tail kept, middle replaced by a marker; the middle is unchanged
    o = "\n".join(views.split("\n")[103:122])  # lines 104-122
    n = o.replace(
        "        if cls.init_every_request:", "        if cls.init_every_request:  # a fresh instance per request"
    ).replace(
        "                view = decorator(view)",
        "                view = decorator(view)  # first in the list ends up outermost",
    )
    case(
        "elision",
        "views",
        o,
        n,
        elide(o, 1, 2, "..."),
        elide(n, 1, 2, "..."),
        "comment the init_every_request branch and the decorator loop; 17 lines between elided with `...`",
        QWEN_ELIDE,
    )

    o = "\n".join(converters.split("\n")[82:100])  # lines 83-100
    n = o.replace(
        "    if isinstance(default, Factory):", "    if isinstance(default, Factory):  # factory or Factory default"
    ).replace("            return default\n", "            return default  # a plain default\n")
    case(
        "elision",
        "converters",
        o,
        n,
        elide(o, 3, 1, "    # ... existing code ..."),
        elide(n, 3, 1, "    # ... existing code ..."),
        "comment the two branches of default_if_none; `# ... existing code ...` between",
        QWEN_ELIDE,
    )

    o = "\n".join(comparator.split("\n")[76:92])  # lines 77-92
    n = o.replace("  intersects (comp, options) {", "  intersects (comp, options = {}) {").replace(
        "      return new Range(this.value, options).test(comp.semver)\n    }",
        "      return new Range(this.value, options).test(comp.semver) // any version\n    }",
    )
    case(
        "elision",
        "comparator",
        o,
        n,
        elide(o, 4, 2, "    // ..."),
        elide(n, 4, 2, "    // ..."),
        "default options in intersects and comment the any-operator block; `// ...` between",
        QWEN_ELIDE,
    )

    o = "\n".join(dotenv_main.split("\n")[11:23])  # lines 12-23
    n = o.replace("function parse (src) {", "function parse (src = '') {").replace(
        "    const key = match[1]", "    const key = match[1].trim()"
    )
    case(
        "elision",
        "dotenv_main",
        o,
        n,
        elide(o, 2, 1, "  // unchanged code ..."),
        elide(n, 2, 1, "  // unchanged code ..."),
        "default src and trim the key; `// unchanged code ...` as quoted in the thread",
        QWEN_ELIDE,
    )

    o = "\n".join(visitor.split("\n")[34:42])  # lines 35-42
    n = o.replace(
        "        return self.generic_visit(node, *args, **kwargs)",
        "        return self.generic_visit(node, *args, **kwargs)  # no visit_ method",
    )
    case(
        "elision",
        "visitor",
        o,
        n,
        elide(o, 1, 1, "        ..."),
        elide(n, 1, 1, "        ..."),
        "comment the fallback in visit; body elided with an indented `...`",
        QWEN_ELIDE,
    )

    # ---- tabs_spaces
    buildsh = text_of("buildsh")
    o = '\tARCH=$(dpkg --print-architecture)\n\tCFLAGS=""'
    n = '\tARCH=$(dpkg --print-architecture)\n\tCFLAGS="-O2"'
    assert o in buildsh
    case(
        "tabs_spaces",
        "buildsh",
        o,
        n,
        spaced(o),
        spaced(n),
        "set CFLAGS in the container branch; spaces for the script's tabs in both texts",
        CRUSH_TABS,
    )

    o = '\tdpkg --add-architecture ${ARCH}\n\tapt-get install -y --no-install-recommends gcc-multilib libc6-dev-${ARCH}\n\tCFLAGS="-mx32"'
    n = '\tdpkg --add-architecture "${ARCH}"\n\tapt-get install -y --no-install-recommends gcc-multilib libc6-dev-${ARCH}\n\tCFLAGS="-mx32"'
    case(
        "tabs_spaces",
        "buildsh",
        o,
        n,
        spaced(o, 2),
        n,
        "quote ARCH; old_text with 2 spaces for each tab, new_text with tabs",
        CRUSH_TABS,
    )

    o = "    def __le__(self, other: object) -> bool:\n        return True\n\n    def __eq__(self, other: object) -> bool:"
    n = "    def __le__(self, other: object) -> bool:\n        return True  # -Infinity is below everything\n\n    def __eq__(self, other: object) -> bool:"
    case(
        "tabs_spaces",
        "structures",
        o,
        n,
        tabbed(o),
        tabbed(n),
        "comment NegativeInfinityType.__le__; tabs in both texts for a 4-space file",
        CRUSH_TABS,
    )

    # ---- html_entities
    o = "    for (let ii = 0; ii < argString.length; ii++) {"
    n = "    for (let ii = 0, n = argString.length; ii < n; ii++) {"
    case(
        "html_entities",
        "tokenize",
        o,
        n,
        entities(o),
        entities(n),
        "hoist the length; `&lt;` for < in both texts",
        CLINE_ENT,
    )

    o = "  for (index = match.index; index < str.length; index++) {"
    n = "  for (index = match.index; index < str.length; index += 1) {"
    case(
        "html_entities",
        "escape",
        o,
        n,
        entities(o),
        n,
        "index += 1; `&lt;` in old_text of a file that itself holds '&lt;' strings",
        CLINE_KEEP,
    )

    o = "    if (!options.includePrerelease &&\n      (this.value.startsWith('<0.0.0') || comp.value.startsWith('<0.0.0'))) {"
    n = "    if (!options.includePrerelease &&\n      [this.value, comp.value].some(v => v.startsWith('<0.0.0'))) {"
    case(
        "html_entities",
        "comparator",
        o,
        n,
        entities(o),
        entities(n),
        "fold the two startsWith into some(); &amp;&amp; and &lt; &gt; in both texts",
        CLINE_AMP,
    )

    # ---- blank_lines
    o = "    def __hash__(self) -> int:\n        return hash(repr(self))\n\n    def __lt__(self, other: object) -> bool:\n        return False"
    n = "    def __hash__(self) -> int:\n        return hash(repr(self))\n\n    def __lt__(self, other: object) -> bool:\n        return False  # nothing is above Infinity"
    case(
        "blank_lines",
        "structures",
        o,
        n,
        o.replace("\n\n", "\n"),
        n.replace("\n\n", "\n"),
        "comment InfinityType.__lt__; the blank line between methods dropped from both texts",
        VIBE_WS,
    )

    o = "  if (!match) {\n    return str;\n  }\n\n  var escape;"
    n = "  if (!match) {\n    return str;\n  }\n\n  var escape = '';"
    case(
        "blank_lines",
        "escape",
        o,
        n,
        o.replace("\n\n", "\n\n\n"),
        n.replace("\n\n", "\n\n\n"),
        "initialise escape; a blank line doubled in both texts",
        VIBE_WS,
    )

    o = "        meth = getattr(self, request.method.lower(), None)\n\n        # If the request method is HEAD and we don't have a handler for it\n        # retry with GET."
    n = "        meth = getattr(self, request.method.lower(), None)\n\n        # If the request method is HEAD and there is no handler for it,\n        # retry with GET."
    case(
        "blank_lines",
        "views",
        o,
        n,
        o.replace("\n\n", "\n"),
        n,
        "reword the HEAD comment; blank line missing from old_text only",
        VIBE_WS,
    )

    # ---- crlf: LF texts against a CRLF file
    o = "    #: Control whether the ``OPTIONS`` method is handled automatically.\n    #: Uses the same default (``True``) as ``route`` and\n    #: ``add_url_rule`` by default.\n    provide_automatic_options: t.ClassVar[bool | None] = None"
    n = o.replace("by default.\n    provide", "by default. ``None`` defers to the app.\n    provide")
    case("crlf", "views_crlf", o, n, o, n, "extend the provide_automatic_options comment in a CRLF file", PI_CRLF)

    o = "function escapeHtml(string) {\n  var str = '' + string;"
    n = "function escapeHtml(string) {\n  var str = String(string);"
    case("crlf", "escape_crlf", o, n, o, n, "String() instead of concatenation in a CRLF file", GORTEX_CRLF)

    o = "  /**\n   * Default: `utf8`\n   *\n   * Specify the encoding of your file containing environment variables.\n   *\n   * example: `require('dotenv').config({ encoding: 'latin1' })`\n   */\n  encoding?: string;"
    n = o.replace("  encoding?: string;", "  encoding?: BufferEncoding;")
    case("crlf", "dotenv_dts_crlf", o, n, o, n, "type encoding as BufferEncoding in a CRLF file", PI_CRLF)

    # ---- inner_spaces
    o = '    truthy = {True, "true", "t", "yes", "y", "on", "1", 1}'
    n = '    truthy = {True, "true", "t", "yes", "y", "on", "1", 1, "enabled"}'
    case(
        "inner_spaces",
        "converters",
        o,
        n,
        '    truthy = {True,  "true", "t", "yes", "y", "on", "1",  1}',
        n,
        "accept 'enabled'; doubled spaces after two commas",
        AIDER_REFORMAT,
    )

    # ---- combined
    o = '        if "methods" not in cls.__dict__:\n            methods = set()'
    n = '        if "methods" not in cls.__dict__:\n            methods: set[str] = set()'
    case(
        "combined",
        "views",
        o,
        n,
        numbered(views, dedent_all(o), at=o),
        n,
        "annotate methods; line numbers and the text behind them at column 0",
        MAKI_REINDENT,
    )

    o = "      case 60: // <\n        escape = '&lt;';\n        break;"
    n = "      case 60: // <\n        escape = '&#60;';\n        break;"
    case(
        "combined",
        "escape",
        o,
        n,
        fenced(json_body(o), "js"),
        fenced(json_body(n), "js"),
        "numeric entity for <; ```js fence around a JSON-escaped text",
        PRIMER_FENCE,
    )

    o = "export function configDotenv(options?: DotenvConfigOptions): DotenvConfigOutput;"
    n = "export function configDotenv(options?: Readonly<DotenvConfigOptions>): DotenvConfigOutput;"
    case(
        "combined",
        "dotenv_dts_crlf",
        o,
        n,
        numbered(dotenv_dts, o),
        n,
        "Readonly options for configDotenv; line numbers against a CRLF file",
        OPENFOX_READ,
    )

    o = "    // same SemVer and both sides are inclusive (<= or >=)\n    if (\n      (this.semver.version === comp.semver.version) &&\n      this.operator.includes('=') && comp.operator.includes('=')) {\n      return true\n    }"
    n = "    // same SemVer and both sides are inclusive (<= or >=)\n    if (\n      this.semver.version === comp.semver.version &&\n      this.operator.includes('=') && comp.operator.includes('=')) {\n      return true\n    }"
    case(
        "combined",
        "comparator",
        o,
        n,
        fenced(entities(o), "javascript"),
        fenced(entities(n), "javascript"),
        "drop redundant parentheses; entities inside a ```javascript fence",
        CLINE_ENT,
    )

    o = '    @property\n    def exception(self) -> BaseException | None:\n        """:meta private:"""\n        return self._exception'
    n = '    @property\n    def exception(self) -> BaseException | None:\n        """The exception raised by the call, if any."""\n        return self._exception'
    case(
        "combined",
        "result",
        o,
        n,
        trailing(tabbed(o), " "),
        tabbed(n),
        "document the exception property; tabs for spaces and a trailing space on each line",
        CRUSH_TABS,
    )

    o = "    def setwriter(self, writer: _Writer | None) -> None:\n        self._writer = writer"
    n = "    def setwriter(self, writer: _Writer | None = None) -> None:\n        self._writer = writer"
    case(
        "combined",
        "tracing",
        o,
        n,
        numbered(tracing, halve(o), at=o),
        halve(n),
        "default writer to None; line numbers on a text retyped at 2 spaces a level",
        MAKI_REINDENT,
    )

    # ---- stale: the file changed after the read
    o = "        meth = getattr(self, request.method.lower(), None)"
    case(
        "stale",
        "views",
        o,
        None,
        '        method = getattr(self, request.method.lower(), None)\n\n        # If the request method is HEAD and we don\'t have a handler for it\n        # retry with GET.\n        if method is None and request.method == "HEAD":',
        '        method = getattr(self, request.method.lower(), None)\n\n        # HEAD falls back to GET.\n        if method is None and request.method == "HEAD":',
        "old_text names the variable `method`; the file has `meth`",
        OPENSEEK_STALE,
    )

    case(
        "stale",
        "tracing",
        "",
        None,
        '        content = " ".join(map(str, args))\n        indent = "    " * self.indent',
        '        content = " ".join(map(str, args))\n        indent = "\\t" * self.indent',
        "old_text has a four-space indent constant; the file has two",
        OPENSEEK_STALE,
    )

    case(
        "stale",
        "comparator",
        "",
        None,
        "  test (version) {\n\n    if (this.semver === ANY || version === ANY) {\n      return true\n    }",
        "  test (version) {\n\n    if (this.semver === ANY || version === ANY) {\n      return this.operator !== '<'\n    }",
        "the file has a debug() line in the middle that old_text lacks",
        ZERO_DRIFT,
    )

    case(
        "stale",
        "converters",
        "",
        None,
        "    try:\n        if val in truthy:\n            return True\n        if val is None:\n            return False\n        if val in falsy:\n            return False",
        "    try:\n        if val in truthy:\n            return True\n        if val in falsy:\n            return False",
        "old_text holds a `val is None` branch the file no longer has",
        OMP_STALE,
    )

    case(
        "stale",
        "escape",
        "",
        None,
        "    48\t      case 34: // \"\n    49\t        escape = '&#34;';\n    50\t        break;",
        "      case 34: // \"\n        escape = '&#x22;';\n        break;",
        "line-numbered old_text with the old entity '&#34;'; the file has '&quot;'",
        OPENSEEK_STALE,
    )

    case(
        "stale",
        "dotenv_main",
        "",
        None,
        "// Remove whitespace\nvalue = value.trimEnd()",
        "// Remove trailing whitespace\nvalue = value.trimEnd()",
        "old_text at column 0 with trimEnd(); the file calls trim()",
        OMP_STALE,
    )

    case(
        "stale",
        "tokenize",
        "",
        None,
        "    let i = 0;\n    let prev = null;\n    let c = null;",
        "    let i = 0;\n    let prev = '';\n    let c = null;",
        "old_text names `prev`; the file has `prevC`",
        OPENSEEK_STALE,
    )

    case(
        "stale",
        "views",
        "",
        None,
        '            for base in cls.__bases__:\n                if getattr(base, "methods", []):\n                    methods.update(base.methods)  # type: ignore[attr-defined]',
        '            for base in cls.__bases__:\n                methods.update(getattr(base, "methods", None) or ())',
        "one interior line differs (`[]` for `None`), the y := 2 / y := 99 drift of the thread",
        ZERO_DRIFT,
    )

    # ---- absent: plausible code the file lacks
    case(
        "absent",
        "result",
        "",
        None,
        "    def get_exception(self) -> BaseException | None:\n        return self._exception",
        '    def get_exception(self) -> BaseException | None:\n        """The exception, if any."""\n        return self._exception',
        "Result has no get_exception method",
        OPENFOX_READ,
    )
    case(
        "absent",
        "views",
        "",
        None,
        "    def get_template_name(self) -> str:\n        return self.template_name",
        '    def get_template_name(self) -> str | None:\n        return getattr(self, "template_name", None)',
        "View has no get_template_name",
        AISH_ABSENT,
    )
    case(
        "absent",
        "escape",
        "",
        None,
        "function unescapeHtml(string) {\n  var str = '' + string;",
        "function unescapeHtml(string) {\n  var str = String(string);",
        "escape-html has no unescapeHtml",
        OPENFOX_READ,
    )
    case(
        "absent",
        "dotenv_dts",
        "",
        None,
        "export function load(options?: DotenvConfigOptions): DotenvConfigOutput;",
        "export function load(options?: DotenvConfigOptions): Promise<DotenvConfigOutput>;",
        "main.d.ts declares no load()",
        AISH_ABSENT,
    )
    case(
        "absent",
        "structures",
        "",
        None,
        "    def __bool__(self) -> bool:\n        return True",
        "    def __bool__(self) -> bool:\n        return False",
        "neither class defines __bool__",
        OPENFOX_READ,
    )
    case(
        "absent",
        "comparator",
        "",
        None,
        "  static get NONE () {\n    return NONE\n  }",
        "  static get NONE () {\n    return null\n  }",
        "Comparator has ANY but no NONE getter",
        AISH_ABSENT,
    )

    # ---- ambiguous: the distorted text fits two or more places
    case(
        "ambiguous",
        "structures",
        "",
        None,
        "def __eq__(self, other: object) -> bool:\n    return isinstance(other, self.__class__)",
        "def __eq__(self, other: object) -> bool:\n    return type(other) is type(self)",
        "de-indented __eq__ fits both InfinityType and NegativeInfinityType",
        NEOVATE_AMBIG,
    )
    case(
        "ambiguous",
        "views",
        "",
        None,
        "view.__name__ = name",
        "view.__qualname__ = view.__name__ = name",
        "a de-indented line that sits at indent 12 in the decorators branch and indent 8 below it",
        NEOVATE_AMBIG,
    )
    case(
        "ambiguous",
        "converters",
        "",
        None,
        "raise ValueError(msg)",
        "raise ValueError(msg) from None",
        "`raise ValueError(msg)` at indent 12 in default_if_none and indent 4 in to_bool",
        NEOVATE_AMBIG,
    )
    case(
        "ambiguous",
        "structures",
        "",
        None,
        "    def __hash__(self) -> int:\n        return hash(repr(self))\n...\n    def __eq__(self, other: object) -> bool:\n        return isinstance(other, self.__class__)",
        "    def __hash__(self) -> int:\n        return hash(str(self))\n...\n    def __eq__(self, other: object) -> bool:\n        return isinstance(other, self.__class__)",
        "elided block whose head and tail both occur in the two classes",
        QWEN_ELIDE,
    )
    case(
        "ambiguous",
        "structures",
        "",
        None,
        numbered(
            structures, "    def __eq__(self, other: object) -> bool:\n        return isinstance(other, self.__class__)"
        ),
        "    def __eq__(self, other: object) -> bool:\n        return other is self",
        "line numbers point at InfinityType.__eq__ but the text is also NegativeInfinityType.__eq__",
        LLXPRT_LINE,
    )
    debug_doc = "  /**\n   * Default: `false`\n   *\n   * Turn on logging to help debug why certain keys or values are not being set as you expect.\n   *\n   * example: `require('dotenv').config({ debug: process.env.DEBUG })`\n   */\n  debug?: boolean;"
    assert dotenv_dts.count(debug_doc) == 2
    case(
        "ambiguous",
        "dotenv_dts",
        "",
        None,
        dedent_all(debug_doc),
        dedent_all(debug_doc.replace("debug?: boolean;", "debug?: boolean | string;")),
        "the debug option block is identical in DotenvConfigOptions and DotenvPopulateOptions; sent at column 0",
        NEOVATE_AMBIG,
    )
    override_doc = "   * example: `require('dotenv').config({ override: true })`\n   */\n  override?: boolean;"
    assert dotenv_dts.count(override_doc) == 2
    case(
        "ambiguous",
        "dotenv_dts",
        "",
        None,
        numbered(dotenv_dts, override_doc, shift=3),
        numbered(dotenv_dts, override_doc.replace("boolean;", "boolean | 'always';"), shift=3, at=override_doc),
        "line numbers off by three point between the two identical override blocks",
        LLXPRT_LINE,
    )
    case(
        "ambiguous",
        "result",
        "",
        None,
        "exc = self._exception\nif exc is None:",
        "exc = self._exception\nif not exc:",
        "a flattened pair that opens both excinfo and get_result",
        AGENTOS_AMBIG,
    )
    case(
        "ambiguous",
        "views",
        "",
        None,
        "            def view(**kwargs: t.Any) -> ft.ResponseReturnValue:\n...\n                return current_app.ensure_sync(self.dispatch_request)(**kwargs)  # type: ignore[no-any-return]",
        "            def view(**kwargs: t.Any) -> ft.ResponseReturnValue:\n...\n                return current_app.ensure_sync(self.dispatch_request)(**kwargs)",
        "elided view function: head and tail occur in both branches of as_view",
        AGENTOS_AMBIG,
    )


def main() -> None:
    global ROOT
    ROOT = Path(sys.argv[1])
    build()
    for c in CASES:
        print(json.dumps(c, ensure_ascii=False))


if __name__ == "__main__":
    main()
