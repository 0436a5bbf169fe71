"""Parser speed: cases/s over the test corpus, and the worst time on hostile inputs.

Run: python bench/bench_parser.py   (target: every hostile input under 100 ms)
"""

from __future__ import annotations

import random
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from parsers import StreamingParser, extract_tool_calls  # noqa: E402
from parsers.toolset import ToolSet  # noqa: E402
from tests.parsers.corpus import ALL_CASES, TOOLS  # noqa: E402
from tests.parsers.corpus_2026_a import CASES_A, TOOLS_A  # noqa: E402
from tests.parsers.corpus_2026_b import CASES_2026_B, TOOLS_B  # noqa: E402
from tests.parsers.corpus_2026_c import CASES_C, TOOLS_C  # noqa: E402
from tests.parsers.corpus_2026_d import CASES_D, CASES_D_OURS, TOOLS_D, TOOLS_OURS  # noqa: E402
from tests.parsers.test_corpora_untuned import CORPORA, READ_COLD  # noqa: E402
from tests.parsers.test_corpus import check  # noqa: E402

TARGET_S = 0.100


# call markers read with no closing tag after them: each must not reread the rest of the text
UNCLOSED_MARKERS = [
    "<|tool_call_start|>", "<tool_calls>", "<TOOLCALL>", "<|tool_call|>", "<|START_ACTION|>", "<|python_tag|>",
    "<|python_start|>", "<function_calls>", "<minimax:tool_call>", "<seed:tool_call>", "[TOOL_CALLS]", "functools[",
    "<tool_call>",
    "<|action_start|><|plugin|>",
    "<｜DSML｜function_calls>", "<｜DSML｜tool_calls>", "]<]minimax[>[<tool_call>", "<tool_call><invoke name=\"x\">",
    '<minimax:tool_call><invoke name="x"><parameter name="a">',
]  # fmt: skip
# two characters that start markers but complete none
MARKER_PAIRS = ["<|", "<t", "</", "<s", "<f", "[T", "{a"]


def _word(rng: random.Random) -> str:
    return "".join(rng.choice("abcdefghijklmnopqrstuvwxyz_0123456789") for _ in range(rng.randint(1, 8)))


def varied_inputs(scale: int = 1, seed: int = 0) -> dict[str, str]:
    """Varied copies of one shape (seeded, so every run times the same text): no two copies are
    identical, so runs of identical structures are not what keeps them fast (extract.Budget is)."""
    k = 1_000 * scale
    mb = 1_000_000 * scale
    rng = random.Random(seed)
    broken = ["'", '"', "", "[", "{'"]
    return {
        "50k harmony to=functions.read, broken JSON": "".join(
            '<|start|>assistant to=functions.read<|message|>{"' + _word(rng) + '": ' + rng.choice(broken) + _word(rng)
            + rng.choice([",", "", ":", " "]) for _ in range(50 * k)
        ),
        "50k harmony to=functions.x, varied keys": "".join(
            '<|start|>assistant to=functions.x<|message|>{"' + _word(rng) + '":' for _ in range(50 * k)
        ),
        "50k <function=x0>..<function=x6>": "".join(f"<function=x{rng.randrange(7)}>" for _ in range(50 * k)),
        '1 MB `" and "` pairs': "".join(rng.choice(['`"', '"`', '` "', '"` ']) for _ in range(mb * 2 // 5)),
        "1 MB ```python lines": "".join(
            "```" + rng.choice(["python", "py", "bash", "text", "Python title=a.py"]) + "\n"
            + rng.choice(["", "x = 1\n", "`y`\n"])
            for _ in range(mb // 14)
        ),
    }  # fmt: skip


ISSUE_42_DOCUMENTED_SHAPES = (
    "<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>tool_call_name<｜tool▁sep｜>args<｜tool▁call▁end｜><｜tool▁calls▁end｜>\n",
    '<｜tool▁calls▁begin｜>\n<｜tool▁call▁begin｜>\n{"name": "function_name", "parameters": {...}}\n',
    "<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function_name<｜tool▁sep｜>",
    "<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>",
    're.finditer(r"<tool_call>\\n(.+)?\\n</tool_call>", s)\n',
    'x = r"<tool_call>',
    '**Format:**\n```\n<tool_call>{"name": "read", "arguments": {"path": "a"}}</tool_call>\n```\n',
    'The model will then generate a call\n```\n[read(path="a")]\n```\n',
    "The model will then generate a call\n```\n[read(path=",
    '```\n{"name": "fs.read", "arguments": {"path": "a"}}  // a comment\n```\n',
    '```\n{"name": "fs.read", "arguments": {"path": "a"  // a comment\n',
)


ISSUE_42_OPENERS_AFTER_WORDS = (
    # (session 45's wider survey: labelled fences each read to the end of the text, 2 s; openers after a backtick)
    "like ```json\n", "```json\n", '`<｜DSML｜invoke name="read">', "`<function=read>", '`<function name="read">',
    "`<start_function_call>", '"<|from|>assistant\n<|recipient|>read', "like <|from|>assistant\n<|recipient|>read",
    "[[TOOL_CALL]", "\n<search>\n<globs>a</globs>", "Usage:\n<search>\n<globs>a</globs>\n</search>\n",
    "\n[TOOL_REQUEST]", "like <function=read>", "x <function=x>", 'like <｜DSML｜invoke name="read">',
    '\n<｜DSML｜invoke name="read">', "like <start_function_call>", "\n<start_function_call>",
    "like <|tool_call_begin|>", "\n<|tool_call_begin|>", "like <｜tool▁call▁begin｜>", "like <tool_call>read",
    "like <｜tool▁calls▁begin｜>", "\nread(",
    '```\n{"name": "read", "arguments": {"path": "a"}}\n```\n',
)  # fmt: skip

# call tokens named in prose and code (issue 42, corpus ca): Gemma 4's token between words, opening a line's sentence,
# with `call:` and no name; markers in strings on argument lines of code, closed or never
ISSUE_42_TOKENS_NAMED = (
    "is <|tool_call>call:: ", "literal <|tool_call> the ", "\n<|tool_call> is a ",
    'p.repeat(\n    "<|tool_call>call:" + x + "<tool_call|>", ',
    '(\n    "<|tool_call>call:grep{', ",\n  '<tool_call>", '(\n    "<|tool_call>', "x <|tool_call>call:",
    # Kimi's call tokens around elided arguments, closed and never closed
    "x <|tool_call_begin|>functions.X:0<|tool_call_argument_begin|>{…}<|tool_call_end|><|tool_calls_section_end|> ",
    "<|tool_call_begin|>functions.X:0<|tool_call_argument_begin|>{...}",
    "<|tool_call_begin|>functions.X:0<|tool_call_argument_begin|>…",
)  # fmt: skip


# forms of agent frameworks, chat clients and newer families (issue 42, corpora ci to cl), each copy broken or naming
# no tool: Apertus's and Solar Open's tokens, Cherry Studio's <tool_use>, UI-TARS's action line, NextChat's fence, a
# fence glued to a word, a ReAct input line introducing a fence, MCP's request never closed
ISSUE_42_CLIENT_FORMS = (
    '<|tools_prefix|>[{"read": ', '<|tools_prefix|>[{"x": {}}]<|tools_suffix|>', "<|tool_calls|><|tool_call:begin|>",
    "<|tool_call:begin|>0<|tool_call:name|>x<|tool_call:args|>{}<|tool_call:end|>",
    "<tool_use><name>x</name><arguments>{", "\nAction: nope(x=1)", "\nAction: read(path=", "```json:mcp:x\n",
    'x```json\n{"name": "x", "arguments": {}}\n``` and ', "Action Input: a:\n",
    '{"method": "tools/call", "params": {', "<|tool_call:start|>x\n<|tool_arg:start|>q<|tool_arg:value|>",
    "<tool_call>assistant to=functions.x json\n{", "<tool_call>x(a=1", "Done. <search><query>a</query></search> ",
    "<tool-use>\n<shell>", "<tool_call>\n<function=read>\n<parameter>path</parameter>\n",
    # Meta CWM's blocks: a generic label before no tool, a lost `>` after no tool, a tools' listing, one never closed
    "<tool: function>\nfoo\n</tool>", "<tool: zz ls ", "<tool: bash>\n[cmd]\n</tool>\n", "<tool: x>",
    # YAML-in-XML (ai-sdk-tool-call-middleware): another tag, a key no parameter, YAML that does not parse
    "<div>\nclass: x\n</div>\n", "<read>\ncolor: x\n</read>\n", "<read>\npath: [x\n</read>\n",
    # agent libraries' forms (corpora cy to dj), each naming no offered tool, broken or never closed
    '[FUNCTION]{"name": "nope", "arguments": {}}[/FUNCTION]\n', "<tool><request>nope</request>\n",
    "<tool><request>read</request><color>x</color></tool>\n", "[Calling tool: read(", "<DSMLtool_calls>",
    "Action:  x Action Input: y\n", '{"thought": "x", "action": "nope", "actionInput": {}}\n',
    # corpora du to ee: CodeAct's text blocks (closed, of no tool, never closed), what templates and strings of code
    # write, arguments that are no JSON before the end token
    "<read>\na.py\n</read>\n", "<div>\nx\n</div>\n", "<read>\na.py\n", "{{- '<tool_call>\\n{\"name\": \"' }}\n",
    "{%- if '</think>' in c %}\n", 'sb.WriteString("x:\\n<tool_call>\\n");\n', 'x = "<|eot_id|>\\n";\n',
    "<tool_call>{{ }}</tool_call>\n",
    "<|tool_call_begin|>functions.read:0<|tool_call_argument_begin|>x<|tool_call_end|>",
    # corpora en to es, each copy naming no tool or shown: GigaChat's tokens, a function tag with its `>` lost, Qwen3-
    # Coder's parameters under a tag, call lines in a Python block, a rendered Harmony prompt's messages
    '<|function_call|>{"name": "nope", "arguments": {}}\n', '<function=nope={"path": "a"}</function>\n',
    "<div>\n<parameter=path>\na\n</parameter>\n</function>\n", "    read(path='a') x\n",
    "def f():\n    read(path='a')\n", "<|start|>user<|message|>x<|end|>",
)  # fmt: skip
# corpora fm to ga, each copy broken, naming no tool, shown or in code: DeepSeek V4.1's spaced DSML, Gemma 4's lost
# opening quote token, MiniMax-M3 and MiniCPM5 values (CDATA never closed, a misspelled closing tag), gpt-oss's
# recipient before its analysis channel, a header left unfinished, kubectl-ai's shim, LFM2.5's apostrophes and
# backslashes, tags quoted whole, strings joined over lines, a reasoning tag in a string, a format's intro higher up
ISSUE_42_FIXTURES_AND_CODE = (
    "<｜DSML｜ calls>\n<｜DSML｜ invoke name=\"nope\">\n</｜DSML｜ invoke>\n</｜DSML｜ calls>\n",
    "<|tool_call>call:read{path:a<|\"|>,", '<param name="a"><![CDATA[x', "<parameter=path>\na\n</parameter1>\n",
    ' to=functions.nope<|channel|>analysis<|message|>{"a": 1}', "<|start|>assistant<|channel|>x to=y",
    '{"thought": "x", "action": {"name": "nope", "reason": "r", "command": "c"}}\n',
    "<|tool_call_start|>[nope(a='it's')]<|tool_call_end|>", '<|tool_call_start|>[read(path="C:\\U")]<|tool_call_end|>',
    'if "<tool_call>" in x:\n', "    '<tool_call>{\"a\"'\n", "    '<think>x'\n", "Example:\nx\n<tool_call>",
    "x: |\n  <read>\n", "Example: `<tool_call>{}</tool_call>` x",
)  # fmt: skip
STRAY_KEY_CALL = '{"name": "search", "function": "querySearch", "arguments": {"keywords": ["AI"]}}'
ISSUE_42_FENCES_IN_A_SENTENCE = [
    'the segment\n```\n{"name": "read", "arguments": {"path": "a"}}\n```\nwas passed ',
    'the segment\n```json\n{"name": "read", "arguments": {"path": "a"}};{"name": "x", "arguments": {}}\n```\nand ',
    'the segment\n```\n{"name": "read", "arguments": {"path": "a',
    'the segment\n```\n{"name": "read", "arguments": {"path": "a"}}\n```\n',
]


def hostile_inputs(scale: int = 1) -> dict[str, str]:
    """Hostile texts; `scale` multiplies every size (the doubling check compares scale 2 with 1)."""
    mb = 1_000_000 * scale
    k = 1_000 * scale
    return {
        '1 MB nested braces {"a":{...}}': '{"a":' * (mb // 5) + "1" + "}" * (mb // 5),
        "1 MB nested bare braces {{{...}}}": "{" * (mb // 2) + "}" * (mb // 2),
        "100k {": "{" * (100 * k),
        "100k { in a call": '<tool_call>{"name": "read", "arguments": ' + "{" * (100 * k),
        "unterminated 1 MB string": '{"name": "write", "arguments": {"path": "a", "content": "' + "x" * mb,
        "unterminated 1 MB string, no call": '{"a": "' + "it's " * (mb // 5),
        "50k <tool_call>": "<tool_call>" * (50 * k),
        "50k <tool_call>{": "<tool_call>{" * (50 * k),
        "50k <function=x>": "<function=x>" * (50 * k),
        "50k <think>": "<think>" * (50 * k),
        "50k [TOOL_CALLS]": "[TOOL_CALLS]" * (50 * k),
        "50k ```": "```\n" * (50 * k),
        "1 MB backticks": "`" * mb,
        '50k harmony to=functions.x {"a":': '<|start|>assistant to=functions.x<|message|>{"a":' * (50 * k),
        "1 MB prose": "The quick brown fox jumps over the lazy dog. " * (mb // 45),
        "1 MB pythonic list": "[read(path='" + "a, " * (mb // 3),
        # unclosed Python calls, each read to the end of the text (a cut-off call when the tool is offered)
        "20k [x(a='": "[x(path='a', content='" * (20 * k),
        "20k [write(a='": "[write(path='a', content='" * (20 * k),
        # hyphenated names no tool has: arithmetic, closed, nested or never closed (a call only when offered)
        "20k [a-b(x)]": "[a-b(x)] " * (20 * k),
        "20k [a-b(": "[a-b(" * (20 * k),
        "100k [a-": "[a-" * (100 * k),
        **{f"20k {marker}": marker * (20 * k) for marker in UNCLOSED_MARKERS},
        **{f'20k {marker}["': (marker + '["') * (20 * k) for marker in UNCLOSED_MARKERS},
        **{f"1 MB {pair}": pair * (mb // len(pair.encode())) for pair in MARKER_PAIRS},
        **varied_inputs(scale),
        # MiniMax-M3 elements nested without end and sentinels between them, and DSML invokes never closed
        "20k M3 <invoke><a><b>...": ']<]minimax[>[<invoke name="x">' + "]<]minimax[>[<a>" * (20 * k),
        "20k DSML invoke, param open": ('<｜DSML｜invoke name="x"><｜DSML｜parameter name="a" string="false">[')
        * (20 * k),
        # the forms servers leave when they strip special tokens: a name before `<arg_key>` (GLM) is tried at
        # any word once the text holds the tag, `functions.x:0{` (Kimi), `x{` after a reasoning end (DeepSeek)
        "1 MB dotted word, then <arg_key>": "a." * (mb // 2) + "<arg_key>",
        "1 MB words and spaces, then <arg_key>": ("ab" + " " * 38) * (mb // 40) + "<arg_key>",
        "70k read <arg_key>": "read <arg_key>" * (70 * k),
        "50k read<arg_key>x</arg_key><arg_value>": "read<arg_key>x</arg_key><arg_value>" * (50 * k),
        '50k functions.read:0{"path": "': 'functions.read:0{"path": "' * (50 * k),
        "50k </think>read{": "</think>read{" * (50 * k),
        # a thought never closed, where each <tool_call> is tried as the start of the calls that end the reply
        "<think>, 50k <tool_call>": "<think>" + "<tool_call>" * (50 * k),
        "<think>, 20k (<tool_call>{call}</tool_call> x)": "<think>"
        + ('<tool_call>{"name": "read", "arguments": {"path": "a"}}</tool_call> x' * (20 * k)),
        # the half-applied forms (issue 42): prose calls, [TOOL_CALL] blocks, Gemma 4's lost marker, Kimi's counters
        "20k [tool_call: read for path '": "[tool_call: read for path '" * (20 * k),
        "20k [tool_call: read for 'a' because": "[tool_call: read for 'a' because " * (20 * k),
        '20k [TOOL_CALL]{tool => "read", args => {--path "': '[TOOL_CALL]{tool => "read", args => {--path "' * (20 * k),
        "20k [TOOL_CALL]{tool => read, args => {--a x": "[TOOL_CALL]{tool => read, args => {--a x " * (20 * k),
        "20k TOOL_CALL\\n{tool => read": "TOOL_CALL\n{tool => read " * (20 * k),
        "20k [TOOL_CALL]read(": "[TOOL_CALL]read(" * (20 * k),
        '40k \\nread{ with <|"|>': '<|"|>' + "\nread{" * (40 * k),
        "100k call:a:a:...read{": "call:" + "a:" * (100 * k) + "read{",
        '20k <|tool_call_begin|>3<|tool_call_argument_begin|>{"path": ': (
            '<|tool_call_begin|>3<|tool_call_argument_begin|>{"path": ' * (20 * k)
        ),
        # issue 42's second corpus: LFM2's one string argument to its end marker, Kimi's arguments as a JSON
        # string, GLM's value with its <arg_value> missing, functools[ and prose
        "20k <|tool_call_start|>[x('": "<|tool_call_start|>[x('" * (20 * k),
        '20k <|tool_call_argument_begin|>"{': (
            '<|tool_call_begin|>functions.read:0<|tool_call_argument_begin|>"{' * (20 * k)
        ),
        "20k <tool_call>read<arg_key>a</arg_key>x": "<tool_call>read<arg_key>a</arg_key>x" * (20 * k),
        "50k functools[ a": "functools[ a" * (50 * k),
        # ChatGLM3's name line above a ```python fence: each fence closed by the next copy's, or never
        "20k read\\n```python\\ntool_call(path='": "read\n ```python\ntool_call(path='" * (20 * k),
        "50k read\\n```python\\n": "read\n```python\n" * (50 * k),
        "1 MB word lines, then `": "read\n" * (mb // 5) + "`",
        # a <tool_call> string never closed was repaired to the end of the text at each copy (20k: 193 s); blocks
        # read one by one where copies read alike (issue 42)
        '20k <tool_call>{"a": "b</tool_call>': '<tool_call>{"a": "b</tool_call>' * (20 * k),
        '20k <tool_call>{"name": "x", ...}</tool_call>': (
            '<tool_call>{"name": "x", "arguments": {"a": "b"}}</tool_call>' * (20 * k)
        ),
        "20k <tool_calls>[{'a': 'b\"c}</tool_calls>": "<tool_calls>[{'a': 'b\"c}</tool_calls>" * (20 * k),
        '20k <|python_tag|>{"name": "x", ...}<|eom_id|>': (
            '<|python_tag|>{"name": "x", "parameters": {"a": "b"}}<|eom_id|>' * (20 * k)
        ),
        # issue 42's special-token forms: invokes with no block tag (or behind Roo's `[Tool Use: NAME]` line) whose
        # parameter values run into the next one and fail at the end, Kimi ids whose opening token was stripped, and
        # DSML invokes holding a JSON body never closed
        '20k <invoke name="read"><parameter name="path">a': '<invoke name="read"><parameter name="path">a' * (20 * k)
        + "</parameter>x</invoke>",
        '20k [Tool Use: read]\\n<parameter name="path">a': '[Tool Use: read]\n<parameter name="path">a' * (20 * k)
        + "</parameter>x</invoke>",
        '20k read:0<|tool_call_argument_begin|>{"path": ': 'read:0<|tool_call_argument_begin|>{"path": ' * (20 * k),
        "20k DSML invoke, JSON body open": '<｜DSML｜function_calls><｜DSML｜invoke name="read">{"path": "' * (20 * k),
        # other families' tooling prefixes (issue 42): OpenFunctions' <<function>>, Qwen-Agent's ✿FUNCTION✿ lines
        "20k <<function>>read(": "<<function>>read(" * (20 * k),
        '20k ✿FUNCTION✿: read\n✿ARGS✿: {"path": "': '✿FUNCTION✿: read\n✿ARGS✿: {"path": "' * (20 * k),
        # Qwen-Agent's bracketed lines, YandexGPT's [TOOL_CALL_START], pythonic calls with unquoted values
        '20k [FUNCTION] read\n[ARGS] {"path": "': '[FUNCTION] read\n[ARGS] {"path": "' * (20 * k),
        "20k [FUNCTION] read\n": "[FUNCTION] read\n" * (20 * k),
        '20k [TOOL_CALL_START]read\n{"path": "\\\'': '[TOOL_CALL_START]read\n{"path": "\\\'' * (20 * k),
        "50k [TOOL_CALL_START]": "[TOOL_CALL_START]" * (50 * k),
        '20k [TOOL_CALL_START]nope\n{"a": 1}': '[TOOL_CALL_START]nope\n{"a": 1}' * (20 * k),
        "20k [read(path=a b": "[read(path=a b" * (20 * k),
        "[read(path=a a a ...)], 1 MB value": "[read(path=" + "a " * (500 * k) + ")]",
        "[read(path=a b, path=a b, ...)], 20k": "[read(" + "path=a b, " * (20 * k) + ")]",
        # JSON blocks with a newline between copies (counted as spaced copies)
        '20k <tool_call>{"name": "x", ...}</tool_call>\\n': (
            '<tool_call>{"name": "x", "arguments": {"a": ["b"]}}</tool_call>\n' * (20 * k)
        ),
        '20k <tool_call>{"name": "x", ... broken</tool_call>\\n': '<tool_call>{"name": "x", "arguments": {"a": ["b"]}'
        "</tool_call>\n" * (20 * k),
        # bare JSON values that name no call, one per line (each the same text as the one before)
        '20k {"name": "Ann"}\\n': '{"name": "Ann"}\n' * (20 * k),
        '20k {"action": "Final Answer", ...}\\n': '{"action": "Final Answer", "action_input": "x"}\n' * (20 * k),
        # fences kept as text, a newline apart (each read from its own text: counted)
        '20k ```\\n{"cmd": "ls"}\\n```\\n': '```\n{"cmd": "ls"}\n```\n' * (20 * k),
        # tool-named elements (Cline's form) on lines of their own in prose, issue 42: calls, undeclared tags, a
        # format's examples, prose inside, never closed, tags along one line, and an object argument's elements
        "20k prose\\n\\n<read>…</read>\\n\\n": "Reading.\n\n<read>\n<path>a</path>\n</read>\n\n" * (20 * k),
        "20k \\n<x>\\n<y>1</y>\\n</x>": "\n<x>\n<y>1</y>\n</x>" * (20 * k),
        "20k Usage:\\n<read>…</read>\\n": "Usage:\n<read>\n<path>a</path>\n</read>\n" * (20 * k),
        "20k \\n<read>\\n<path>a</path>\\nx": "\n<read>\n<path>a</path>\nx" * (20 * k),
        "20k \\n<read>\\n<path>a": "\n<read>\n<path>a" * (20 * k),
        "20k \\n<read>\\n<path>": "\n<read>\n<path>" * (20 * k),
        "\\n, 20k <read><path>a</path></read> x": "\n" + " <read><path>a</path></read> x" * (20 * k),
        "20k object keys <aN>1</aN>": "<search>\n<query>q</query>\n<options>"
        + "".join(f"<a{i}>1</a{i}>" for i in range(20 * k))
        + "</options>\n</search>",
        "20k object keys <a> never closed": "<search>\n<query>q</query>\n<options>"
        + "<a>" * (20 * k)
        + "</options>\n</search>",
        # a Hermes block after a line introducing a format, repeated (each kept as the format's example)
        "20k It can look like this:\\n<tool_call>{...}</tool_call>": (
            'It can look like this:\n<tool_call>{"name": "read", "arguments": {"path": "a"}}</tool_call>\n' * (20 * k)
        ),
        "20k looks like: <tool_call>": "looks like: <tool_call>" * (20 * k),
        # a ```python fence after <tool_call> (langgraph-codeact's models): unclosed, calls, broken calls, code
        "20k <tool_call>\\n```python\\n": "<tool_call>\n```python\n" * (20 * k),
        "20k <tool_call>```python\\nread(path='a')\\n```": "<tool_call>```python\nread(path='a')\n```\n" * (20 * k),
        "20k <tool_call>```python\\nread(path='a'\\n```": "<tool_call>```python\nread(path='a'\n```\n" * (20 * k),
        "20k <tool_call>```python\\nread(path='a') + 1\\n```": (
            "<tool_call>```python\nread(path='a') + 1\n```\n" * (20 * k)
        ),
        # Roo's [Tool Use: NAME] line with JSON arguments (Kimi K2 behind a proxy): a value left open on each line
        '20k [Tool Use: read] {"path": "': '[Tool Use: read] {"path": "' * (20 * k),
        # gptme's @NAME(ID): {json} lines: a value left open on each, calls to a tool nobody offered
        '20k @read(a): {"path": "\\n': '@read(a): {"path": "\n' * (20 * k),
        '20k @nope(a): {"path": "a"}\\n': '@nope(a): {"path": "a"}\n' * (20 * k),
        # LM Studio's [TOOL_REQUEST] blocks: a value never closed, and blocks whose end tag holds no call
        '20k [TOOL_REQUEST]{"name": "read", ... "': '[TOOL_REQUEST]{"name": "read", "arguments": {"path": "' * (20 * k),
        "20k [TOOL_REQUEST]{}[END_TOOL_REQUEST]": "[TOOL_REQUEST]{}[END_TOOL_REQUEST]" * (20 * k),
        # functionary's recipient lines and turns, NexusRaven's Call: lines, each never closed (issue 42)
        '20k >>>read\\n{"path": "': '>>>read\n{"path": "' * (20 * k),
        "100k >>>a": ">>>a" * (100 * k),
        '20k <|recipient|>read\\n<|content|>{"path": "': (
            '<|from|>assistant\n<|recipient|>read\n<|content|>{"path": "' * (20 * k)
        ),
        "20k \\nCall: read(": "\nCall: read(" * (20 * k),
        "20k Call: read(path='a') x\\n": "Call: read(path='a') x\n" * (20 * k),
        # Kimi K3's tools blocks, each call's value or call left open until the next copy, its tokens in prose, a run of
        # the response's closing token
        "20k K3 tools block, argument value open": (
            '<|open|>tools<|sep|><|open|>call tool="read"<|sep|><|open|>argument key="path" type="string"<|sep|>a'
            * (20 * k)
        ),
        "20k K3 tools block, call never closed": '<|open|>tools<|sep|><|open|>call tool="read"<|sep|>' * (20 * k),
        "20k K3 tokens in prose": "<|open|>tools<|sep|> x <|close|>response<|sep|>" * (20 * k),
        "20k K3 response's closing tokens": "<|open|>response<|sep|>" + "x<|close|>response<|sep|>" * (20 * k),
        # a closed LFM2 block that is no JSON: each `[` was repaired to the end of the text (issue 42)
        "20k <|tool_call_start|>[x(a='b')<|tool_call_end|>": "<|tool_call_start|>[x(a='b')<|tool_call_end|>" * (20 * k),
        # Cline's XML tool use, read as the whole reply only, and Hermes' template with placeholders (issue 42)
        "1 MB reply of <div>\\n<p> HTML": "<div>\n<p>hi</p></div>" * (mb // 22),
        "50k <read>\\n<path>": "<read>\n<path>" * (50 * k),
        "20k <tool_call>{name: <n>}</tool_call>": '<tool_call>{"name": <n>, "arguments": <a>}</tool_call>' * (20 * k),
        # other agents' JSON wrappers (issue 42): the Hermes harness's JSON <function_calls> list, SWE-agent's
        # thought and command, each left open
        '20k <function_calls>[{"name": "read", "output": "': '<function_calls>[{"name": "read", "output": "' * (20 * k),
        '20k {"thought": "a", "command": {…"path": ': (
            '{"thought": "a", "command": {"name": "read", "arguments": {"path": ' * (20 * k)
        ),
        # issue 42's corpus j: Llama 4's JSON behind <|python_start|>, Qwen3.5's tags with their `<`/`</` lost, Kimi's
        # OpenAI-style call ids (the tool known from its arguments)
        '20k <|python_start|>{"name": "x", ...}<|python_end|>': (
            '<|python_start|>{"name": "x", "parameters": {"a": "b"}}<|python_end|>' * (20 * k)
        ),
        '20k <|python_start|>{"name": "read", ... "': (
            '<|python_start|>{"name": "read", "parameters": {"path": "' * (20 * k)
        ),
        "20k <tool_call>\\nfunction=read>\\nparameter=path>\\na": (
            "<tool_call>\nfunction=read>\nparameter=path>\na" * (20 * k)
        ),
        "20k <tool_call>\\nfunction=read>..parameter>\\nb": (
            "<tool_call>\nfunction=read>\nparameter=path>\na\nparameter>\nb" * (20 * k)
        ),
        "20k <tool_call>\\nfunction=x>\\nparameter=a>\\nb": ("<tool_call>\nfunction=x>\nparameter=a>\nb\n" * (20 * k)),
        '20k <|tool_call_begin|>call_abcdef12<|tool_call_argument_begin|>{"path": ': (
            '<|tool_call_begin|>call_abcdef12<|tool_call_argument_begin|>{"path": ' * (20 * k)
        ),
        # a format's documentation quoted (issue 42): the tags named in prose, blocks naming its placeholder
        "20k in <tool_call> and </tool_call>": "in <tool_call> and </tool_call>" * (20 * k),
        "20k in <tool_call></tool_call>": "in <tool_call></tool_call>" * (20 * k),
        "20k <tool_call>func_name<arg_key>k</arg_key>": "<tool_call>func_name<arg_key>k</arg_key><arg_value>v"
        * (20 * k),
        # Continue's TOOL_NAME / BEGIN_ARG blocks (issue 42): values never closed, name lines of a tool that needs
        # arguments, blocks and name lines of a tool nobody offered, END_ARG words inside a value's line, fences naming
        # no offered tool
        "20k ```tool\\nTOOL_NAME: read\\nBEGIN_ARG: path\\na": (
            "```tool\nTOOL_NAME: read\nBEGIN_ARG: path\na" * (20 * k)
        ),
        "50k TOOL_NAME: read\\n": "TOOL_NAME: read\n" * (50 * k),
        "20k TOOL_NAME: x\\nBEGIN_ARG: a\\nb\\nEND_ARG\\n": "TOOL_NAME: x\nBEGIN_ARG: a\nb\nEND_ARG\n" * (20 * k),
        "50k TOOL_NAME: x\\n": "TOOL_NAME: x\n" * (50 * k),
        "BEGIN_ARG, then 100k x END_ARG": "TOOL_NAME: read\nBEGIN_ARG: path\n" + "x END_ARG " * (100 * k),
        "20k ```tool\\nTOOL_NAME: x\\n": "```tool\nTOOL_NAME: x\n" * (20 * k),
        "50k TOOL_NAME: read\\nBEGIN_ARG: path\\n": "TOOL_NAME: read\nBEGIN_ARG: path\n" * (50 * k),
        # tag variants (issue 42): HY-V3's suffixed GLM tags, Muse Glimmer's <atem:…> invokes
        "20k HY-V3 call, value open": "<tool_call:opensource>read<tool_sep:opensource><arg_key:opensource>path"
        "</arg_key:opensource><arg_value:opensource>a" * (20 * k),
        "20k HY-V3 call never closed": "<tool_calls:opensource><tool_call:opensource>read<tool_sep:opensource>x"
        * (20 * k),
        "20k atem invoke, value open": ' to=read<|message|><atem:function_calls><atem:invoke name="read">'
        '<atem:parameter name="path">a' * (20 * k),
        "20k atem block after prose": 'x <atem:function_calls><atem:invoke name="read">' * (20 * k),
        # namespaced tags (issue 42): Step-3's <steptml:invoke> in DeepSeek's call token, K2-V3's <ifm|…> tags
        "20k Step-3 invoke, value open": (
            '<｜tool_call_begin｜><steptml:invoke name="read">' + '<steptml:parameter name="p">a'
        )
        * (20 * k),
        "20k Step-3 invoke opener": '<｜tool_call_begin｜><steptml:invoke name="x">' * (20 * k),
        "20k Step-3 name line, invoke cut": "<｜tool_call_begin｜>function<｜tool_sep｜>read\n<stept" * (20 * k),
        "20k IFM call, value open": "<ifm|tool_call>read<ifm|arg_key>p</ifm|arg_key><ifm|arg_value>a" * (20 * k),
        "20k IFM block never closed": "<ifm|tool_calls><ifm|tool_call>read" * (20 * k),
        "20k IFM tag in a sentence": "x <ifm|tool_call> y" * (20 * k),
        "20k IFM think close": "</ifm|think>x" * (20 * k),
        "20k IFM JSON body open": '<ifm|tool_call>{"name": "read", "arguments": {"path": "a' * (20 * k),
        "20k IFM arg_type open": "<ifm|tool_call>read<ifm|arg_key>p</ifm|arg_key><ifm|arg_type>" * (20 * k),
        # template tokens named in prose (issue 42): in parentheses that never close, or between words (each a
        # region of its own: 50k of them cost ~180 ms, as 50k of any structure do)
        "20k (<|im_end|>": "(<|im_end|>" * (20 * k),
        "20k (<|im_end|> on lines": "(<|im_end|>\n" * (20 * k),
        "20k a </tool_call> b": "a </tool_call> b" * (20 * k),
        "20k a </think> b": "a </think> b" * (20 * k),
        # markers inside quoted strings of code (issue 42): never closed, and closed
        "20k x='<tool_call>": "x='<tool_call>" * (20 * k),
        "20k x='<tool_call>'": "x='<tool_call>'" * (20 * k),
        "50k <end_of_turn>": "<end_of_turn>" * (50 * k),
        '20k <functioncall {"name": "x"': '<functioncall {"name": "x"' * (20 * k),
        # a few words before a block's JSON, GLM values left open before a closing tag (issue 42)
        '20k <tool_call>Sure: {"name": "x"}</tool_call>': '<tool_call>Sure: {"name": "x"}</tool_call>' * (20 * k),
        "20k <tool_call>Sure: {": "<tool_call>Sure: {" * (20 * k),
        "20k <tool_call>Sure: x</tool_call>": "<tool_call>Sure: x</tool_call>" * (20 * k),  # was 550 ms: counted now
        "20k GLM value open, </tool_call>": "<tool_call>read<arg_key>path</arg_key><arg_value>a</tool_call>" * (20 * k),
        "20k a <think> b": "a <think> b" * (20 * k),
        # calls the reply's end cuts in their tags (issue 42): a call's body of 20k tags, blanks before the cut tag
        "20k <a> in a call, then </": '<function=read>{"p": "' + "<a>" * (20 * k) + '"}</',
        "20k <a> in a call, then <": '<tool_call><function=read>{"p": "' + "<a>" * (20 * k) + '"}<',
        "opener, 1 MB blanks, </tool_": "<tool_call><function=read>" + " " * mb + "</tool_",
        # a name after an opener, then prose (each copy), or the reply's end (issue 42; 10k: the first costs 90 ms at
        # 20k before the reply's end is looked at)
        "10k <tool_call>read x": "<tool_call>read x" * (10 * k),
        "20k [TOOL_CALLS]read x": "[TOOL_CALLS]read x" * (20 * k),
        "10k <tool_call>read x, then <tool_call>read": "<tool_call>read x" * (10 * k) + "<tool_call>read",
        # a JSON call object cut after its name, blanks to the end, and inside a name of 1 MB (issue 42)
        'a <tool_call>{"name": "read", 1 MB blanks': '<tool_call>{"name": "read"' + " " * mb,
        '<|START_ACTION|>[{"tool_name": "rrr… (1 MB)': '<|START_ACTION|>[{"tool_name": "' + "r" * mb,
        # HY3's plain tags (issue 42): calls (10k, as the calls below: the collector's copies), never closed, a value
        # left open, the separator never written
        "10k HY3 plain calls": "<tool_call>read<tool_sep><arg_key>p</arg_key><arg_value>a</arg_value></tool_call>"
        * (10 * k),
        "20k HY3 plain block never closed": "<tool_calls><tool_call>read<tool_sep>x" * (20 * k),
        "20k HY3 plain value open": "<tool_call>read<tool_sep><arg_key>p</arg_key><arg_value>a" * (20 * k),
        "20k HY3 plain name, no separator": "<tool_calls>\n<tool_call>" + "read " * (20 * k),
        "opener, 1 MB blanks to the end": "<tool_call>\n<function=read>" + " " * mb,
        # DeepSeek-V4-Flash's <tool_name> blocks (issue 42): calls (10k: each call costs its copy in the result, ~4 us,
        # and the doubling check x2.5-3.5 from the collector, x2 with gc off), wrapped in <function>, to an undeclared
        # name, left open in a value, after the name, at <parameters>;
        # qwen2.5-coder's attribute tags: calls a paragraph apart, HTML, left open, an undeclared attribute left open
        "10k <tool_call><tool_name>read</tool_name>…</tool_call>": (
            "<tool_call><tool_name>read</tool_name><parameters><path>a</path></parameters></tool_call>\n" * (10 * k)
        ),
        "10k <function><tool_call><tool_name>read…</function>": (
            "<function><tool_call><tool_name>read</tool_name><parameters><path>a</path></parameters></tool_call>"
            "</function>\n" * (10 * k)
        ),
        "20k <tool_call><tool_name>nope</tool_name>…": (
            "<tool_call><tool_name>nope</tool_name><parameters><a>1</a></parameters></tool_call>" * (20 * k)
        ),
        "20k <tool_call><tool_name>read</tool_name><parameters><path>a": (
            "<tool_call><tool_name>read</tool_name><parameters><path>a" * (20 * k)
        ),
        "20k <tool_call><tool_name>read</tool_name>": "<tool_call><tool_name>read</tool_name>" * (20 * k),
        "20k <function><tool_call><name>read</name><args>": "<function><tool_call><name>read</name><args>" * (20 * k),
        '10k <read path="a"/>\n\n': '<read path="a"/>\n\n' * (10 * k),
        '20k \n<img src="x" />': '\n<img src="x" />' * (20 * k),
        '20k \n<read path="a': '\n<read path="a' * (20 * k),
        '20k \n<read path="a" x="': '\n<read path="a" x="' * (20 * k),
        # bare calls quoted after words on their line (issue 42); whole calls, read as valid ones are (20k: ~130 ms)
        "10k (True, {call}) on one line": '(True, {"name": "read", "arguments": {"path": "a"}}) ' * (10 * k),
        "10k [label] {call} lines": '[Raw] {"name": "read", "arguments": {"path": "a"}}\n' * (10 * k),
        # template tokens in templates and rendered prompts (issue 42): template syntax beside each, none, lines that
        # never end, a rendered turn before them all
        "20k {{ x }}<|im_end|>": "{{ x }}<|im_end|>" * (20 * k),
        "20k x<|im_end|>\\n": "x<|im_end|>\n" * (20 * k),
        "20k x<|im_end|>": "x<|im_end|>" * (20 * k),
        "20k {%<|eot_id|>": "{%<|eot_id|>" * (20 * k),
        "<|im_start|>user, 20k x<|im_end|>": "<|im_start|>user\n" + "x<|im_end|>" * (20 * k),
        # tags named in a sentence's aside or list (issue 42): one list of 20k, lists, asides, tags never closed
        "like, 20k <function=x>, ": "like " + "<function=x>, " * (20 * k),
        "20k like <function=x>, <function=y>.": "like <function=x>, <function=y>. " * (20 * k),
        "20k tokens (<function=x>), ": "tokens (<function=x>), " * (20 * k),
        "20k tokens (<function=x": "tokens (<function=x" * (20 * k),
        # agent frameworks' formats (issue 42, corpus be): ReAct lines, LangChain's XML agent, Langroid, DSPy; whole
        # calls at 10k, as valid calls of every form cost the same (20k: ~110 ms, as 20k <tool_call>{call} does)
        "10k ReAct Action: read / Action Input: a.py": "Thought: t\nAction: read\nAction Input: a.py\n" * (10 * k),
        "10k <tool>read</tool><tool_input>a</tool_input>": "<tool>read</tool><tool_input>a</tool_input>\n" * (10 * k),
        '20k ReAct Action: nope / Action Input: {"a": 1}': '\nAction: nope\nAction Input: {"a": 1}' * (20 * k),
        '20k ReAct Action: read / Action Input: {"path": "': '\nAction: read\nAction Input: {"path": "' * (20 * k),
        "20k ReAct Action: read / Action Input: {": "\nAction: read\nAction Input: {" * (20 * k),
        "20k ReAct Action: read (no input line)": "\nAction: read\nThought: x" * (20 * k),
        "20k <tool>read</tool><tool_input>a": "<tool>read</tool><tool_input>a" * (20 * k),
        '20k <tool>nope</tool><tool_input>{"a": 1}</tool_input>': (
            '<tool>nope</tool><tool_input>{"a": 1}</tool_input>' * (20 * k)
        ),
        "20k <tool>read": "<tool>read" * (20 * k),
        '20k {"request": "nope", "path": "a"}': '{"request": "nope", "path": "a"}\n' * (20 * k),
        '20k {"answer": …, "tool_calls": [nope]}': (
            '{"answer": "x", "tool_calls": [{"name": "nope", "args": {"path": "a"}}]}\n' * (20 * k)
        ),
        # a block after a line introducing a format, in English, Japanese or Chinese (issue 42, corpora bd and bg);
        # whole blocks at 10k, as every whole call costs the same
        "10k 以下の形式で出力する。{call}": '以下の形式で出力する。\n{"name": "read", "arguments": {}}\n' * (10 * k),
        "20k 格式如下：{": "格式如下：\n{" * (20 * k),
        "10k an agent would output:[call]": 'an agent would output:\n[{"name": "read", "arguments": {}}]\n' * (10 * k),
        "20k an agent would output:[{": "an agent would output:\n[{" * (20 * k),
        # fences a label follows (```python), nested in one never closed, or after a closed one each time
        "20k with <tool_calls></tool_calls> ": "with <tool_calls></tool_calls> " * (20 * k),
        "20k with <tool_calls></tool_": "with <tool_calls></tool_" * (20 * k),
        "20k ```python nested": "```\n" + "```python\n" * (20 * k),
        "10k ```\\nx\\n```python": "```\nx\n```python" * (10 * k),
        "10k in the following format:{call}": 'in the following format:\n{"name": "x", "arguments": {}}\n' * (10 * k),
        # elements whose body is an ellipsis after words, and tag pairs with a comma between (issue 42, corpus bd):
        # whole ones, ones never closed, one list of closers that goes on
        "20k like <function=x>...</function> ": "like <function=x>...</function> " * (20 * k),
        "20k like <tool_call>..": "like <tool_call>.." * (20 * k),
        "20k like <tool_call>…</tool": "like <tool_call>…</tool" * (20 * k),
        "like <function=x>..., 20k </function>": "like <function=x>..." + "</function>" * (20 * k),
        "20k \n<tool_call>,</tool_call>x": "\n<tool_call>,</tool_call>x" * (20 * k),
        "20k <tool_call>, </tool_": "<tool_call>, </tool_" * (20 * k),
        "20k \n<tool_call>,": "\n<tool_call>," * (20 * k),
        # tool definitions with flat parameter maps, and prompts rendered up to the reply's turn (issue 42, corpora bd
        # and bg): definitions at 1k and tokens at 10k, as Python dicts (~55 us) and stray tokens (~5 us) cost that
        # much each already; end tokens before a reply's header, headers never finished
        "1k {'name': 'read', 'parameters': {'path': {schema}}}": (
            "{'name': 'read', 'parameters': {'path': {'type': 'string'}}}\n" * k
        ),
        "10k x<|eot_id|><|start_header_id|>assistant<|end_header_id|>": (
            "x<|eot_id|><|start_header_id|>assistant<|end_header_id|>" * (10 * k)
        ),
        "10k x<|eot_id|><|start_header": "x<|eot_id|><|start_header" * (10 * k),
        "10k x<|end|>\n<|assistant|>": "x<|end|>\n<|assistant|>" * (10 * k),
        # markdown headings naming a format over a fence (issue 42, corpus br): whole blocks at 10k, headings whose
        # fence never opens, and ones that never end their line
        "10k ### Format 4: x\\n```xml{call}```": (
            "### Format 4: x\n```xml\n<function=read>\n<parameter=path>a</parameter>\n</function>\n```\n" * (10 * k)
        ),
        "20k ## Tool call format\\n```": "## Tool call format\n```" * (20 * k),
        "20k ## Step 2: apply the format\\n<function=read>": "## Step 2: apply the format\n<function=read>" * (20 * k),
        "20k ### Format ": "### Format " * (20 * k),
        # template tokens between clauses with no spaces (issue 42, corpus bq), and ones a comma follows, then nothing
        "20k token是<|eot_id|>，对应": "token是<|eot_id|>，对应" * (20 * k),
        "20k x<|eot_id|>，": "x<|eot_id|>，" * (20 * k),
        "20k x <|im_end|>,\\n": "x <|im_end|>,\n" * (20 * k),
        # issue 42 (corpora bi and bk): DeepSeek blocks with placeholders, whole and never closed; Python raw strings
        # holding a tag; fences after a label or a line saying what the model will write, and fenced JSON with
        # comments (runs of one fence are counted: readers/runs.py)
        **{f"20k {shape!r}": shape * (20 * k) for shape in ISSUE_42_DOCUMENTED_SHAPES},
        # a survey of every opener 20k times after words, or on lines of its own (issue 42): each copy a broken call
        **{f"20k {opener!r}": opener * (20 * k) for opener in ISSUE_42_OPENERS_AFTER_WORDS},
        # fenced calls a sentence runs around (issue 42, corpus bt): closed, and a fence that never closes
        **{f"20k {shape!r}": shape * (20 * k) for shape in ISSUE_42_FENCES_IN_A_SENTENCE},
        # whole-reply JSON calls with a stray string key (issue 42, corpus bq): a list of 20k, and one never closed
        "20k stray-key calls in a list": "[" + ", ".join([STRAY_KEY_CALL] * (20 * k)) + "]",
        "20k stray-key calls, never closed": "[" + ", ".join([STRAY_KEY_CALL] * (20 * k)),
        # formats shown with placeholder bodies (issue 42, corpus ca): a braced word, a placeholder callee, an elided
        # argument list, each closed and never closed
        "20k <tool_call>{json}</tool_call>": "<tool_call>{json}</tool_call>\n" * (20 * k),
        "20k <tool_call>{json": "<tool_call>{json" * (20 * k),
        '20k <|python_tag|>NAME.call(k="v", ...)': '<|python_tag|>NAME.call(k="v", ...)\n' * (20 * k),
        "20k <|python_tag|>read(...)": "<|python_tag|>read(..." * (20 * k),
        "20k <|python_tag|>read(a, ": "<|python_tag|>read(a, " * (20 * k),
        **{f"20k {shape!r}": shape * (20 * k) for shape in ISSUE_42_TOKENS_NAMED},
        **{f"20k {shape!r}": shape * (20 * k) for shape in ISSUE_42_CLIENT_FORMS},
        **{f"20k {shape!r}": shape * (20 * k) for shape in ISSUE_42_FIXTURES_AND_CODE},
        # a list parameter's child repeated, its closing tag written twice (issue 42, corpus by): 20k items in one
        # element that prose ends, and never closed; 20k elements on lines of their own that prose ends
        "<search>, 20k <globs>a</globs></globs>, x": "<search><query>q</query>"
        + "<globs>a</globs></globs>" * (20 * k)
        + " x",
        "<search>, 20k <globs>a</globs></globs>": "<search><query>q</query>" + "<globs>a</globs></globs>" * (20 * k),
        "20k \\n<search>\\n<globs>a</globs></globs>\\nx": "\n<search>\n<globs>a</globs></globs>\nx" * (20 * k),
        # Gemma 4 strings opened by ' and closed by its quote token (issue 42, corpus ca): 20k in one call never
        # closed, 20k opened by ' with the token only at the end
        "<|tool_call>call:read{, 20k a:'x'<|\"|>,": "<|tool_call>call:read{" + "a:'x'<|\"|>," * (20 * k),
        "<|tool_call>call:read{, 20k a:'x, then <|\"|>": "<|tool_call>call:read{" + "a:'x," * (20 * k) + '<|"|>',
        # a <tool_call> cut in its first tag (issue 42, corpus cd): copies, and one tag that never closes
        "20k <tool_call>\\n<function": "<tool_call>\n<function" * (20 * k),
        "<tool_call><function= then 1 MB of a name": "<tool_call><function=" + "a" * mb,
        # bare invokes of an undeclared name and MiniMax's closer (issue 42, corpus cd): side by side, apart, unclosed
        "20k bare invokes then </minimax:tool_call>": '<invoke name="q"><parameter name="a">1</parameter></invoke>'
        * (20 * k)
        + "</minimax:tool_call>",
        "20k bare invokes and words": '<invoke name="q"></invoke> and ' * (20 * k) + "</minimax:tool_call>",
        '20k <invoke name="q"><parameter name="a">': '<invoke name="q"><parameter name="a">' * (20 * k),
    }


def best_of(runs: int, func) -> float:
    best = float("inf")
    for _ in range(runs):
        start = time.perf_counter()
        func()
        best = min(best, time.perf_counter() - start)
    return best


def dialect_counts() -> None:
    """Calls read per dialect over the corpora, and the cases whose calls are all read as expected."""
    calls: Counter[str] = Counter()
    right: Counter[str] = Counter()
    cases: Counter[str] = Counter()
    corpora = ((ALL_CASES, TOOLS), (CASES_A, TOOLS_A), (CASES_2026_B, TOOLS_B), (CASES_C, TOOLS_C), (CASES_D, TOOLS_D))
    for corpus, tools in (*corpora, (CASES_D_OURS, TOOLS_OURS)):
        toolset = ToolSet(tools)
        for case in corpus:
            result = extract_tool_calls(case.text, toolset)
            for call in result.calls:
                calls[call.dialect or "?"] += 1
            found = {call.dialect or "?" for call in result.calls} or {"(no call)"}
            ok = [(call.name, call.arguments) for call in result.calls] == case.calls
            for dialect in found:
                cases[dialect] += 1
                right[dialect] += ok
    print("per dialect: calls read, cases read as expected / cases:")
    for dialect in sorted(cases):
        print(f"  {dialect:<16} {calls[dialect]:5d} calls  {right[dialect]:4d} / {cases[dialect]:<4d} cases")


def untuned_scores() -> None:
    """Cases read right (calls, errors and content, as the tests check them) in each corpus gathered cold (issue 42;
    what each read before any tuning on it is in tests/parsers/test_corpora_untuned.py)."""
    print("corpora gathered cold: cases read right now / cases (before tuning on them)")
    for name, (cases, tools, _) in CORPORA.items():
        right = 0
        for case in cases:
            try:
                check(case, tools)
                right += 1
            except AssertionError:
                pass
        print(f"  {name}  {right:3d} / {len(cases)}  ({READ_COLD[name][0]})")


def main() -> int:
    tools = ToolSet(TOOLS)
    texts = [case.text for case in ALL_CASES]
    rounds = 20
    start = time.perf_counter()
    for _ in range(rounds):
        for text in texts:
            extract_tool_calls(text, tools)
    elapsed = time.perf_counter() - start
    print(f"corpus: {len(texts)} cases, {rounds * len(texts) / elapsed:,.0f} cases/s")

    start = time.perf_counter()
    for text in texts:
        parser = StreamingParser(TOOLS)
        for i in range(0, len(text), 4):
            parser.feed(text[i : i + 4])
        parser.finish()
    print(f"streaming, 4-char chunks: {len(texts) / (time.perf_counter() - start):,.0f} cases/s")
    dialect_counts()
    untuned_scores()

    worst = 0.0
    print(f"hostile inputs (best of 3, target < {TARGET_S * 1000:.0f} ms):")
    for label, text in hostile_inputs().items():
        seconds = best_of(3, lambda text=text: extract_tool_calls(text, tools))
        worst = max(worst, seconds)
        flag = "" if seconds < TARGET_S else "  OVER TARGET"
        print(f"  {label:<40} {len(text) / 1e6:5.2f} MB  {seconds * 1000:8.1f} ms{flag}")
    print(f"worst hostile input: {worst * 1000:.1f} ms")

    # time should grow linearly with size: doubling the input should about double the time
    print("doubling check, time(2n) / time(n) (linear: about 2; quadratic: about 4):")
    worst_ratio = 0.0
    for (label, text), text2 in zip(hostile_inputs(1).items(), hostile_inputs(2).values(), strict=True):
        single = best_of(3, lambda text=text: extract_tool_calls(text, tools))
        double = best_of(3, lambda text2=text2: extract_tool_calls(text2, tools))
        ratio = double / single
        worst_ratio = max(worst_ratio, ratio)
        flag = "  SUPERLINEAR" if ratio > 3 and double > 0.005 else ""
        print(f"  {label:<40} {single * 1000:8.1f} ms -> {double * 1000:8.1f} ms  x{ratio:4.2f}{flag}")
    print(f"worst doubling ratio: x{worst_ratio:.2f}")
    return 0 if worst < TARGET_S else 1


if __name__ == "__main__":
    raise SystemExit(main())
