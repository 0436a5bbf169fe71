# ruff: noqa: E501  (model outputs are kept as the sources wrote them)
"""Issue 42's corpus w: outputs from sources no other corpus cites, gathered without reading the parser.

Families: an LFM2.5 pythonic call in <|tool_call_start|> markers written under Hermes Agent's CLI, Gemma 4
<|tool_call>call:NAME{...}<tool_call|> calls (two in one block, the closing token missing, cut off in the name),
gpt-oss harmony commentary calls after an analysis message (whole, and cut off in a value) and a final-channel
reply, DeepSeek-V4 DSML <｜DSML｜tool_calls> blocks (after prose, after a closed reasoning tail, cut off in a
parameter), Kimi K2 thinking's calls in gptme's `@tool(functions.tool:IDX): {json}` form, and gptme's own
`@shell(id): {"cmd": ...}` calls, with the negatives of the same sources (a call inside a code fence, a
marker-like fragment in prose, plain answers).

Sources: https://github.com/monoes/monomind/issues/242 (a live LFM2.5 output); waybarrios/vllm-mlx's parser tests
(tests/test_gemma4_tool_parser.py, tests/test_gpt_oss_tool_parsing.py, tests/test_deepseek_v4_tool_parser.py),
written from what the models send; gptme/gptme tests/test_tool_use.py (https://github.com/gptme/gptme/pull/830,
Kimi K2 thinking via OpenRouter). Negatives (`neg-`) stay text with nothing taken from them; cut-off calls (`cut-`)
are errors naming the tool, never calls.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the sources' harnesses declared, with their parameters
TOOLS_W: list[dict[str, Any]] = [
    tool_schema("org_echo", ("text",), text="string"),  # monomind's buildToolProtocol
    tool_schema("read_file", ("path",), path="string"),  # vllm-mlx tests
    tool_schema("glob", ("pattern",), pattern="string"),
    tool_schema("get_weather", ("city",), city="string", days="integer"),
    tool_schema("search", ("q",), q="string"),
    tool_schema("f", (), a="string", b="string"),
    tool_schema("ipython", ("code",), code="string"),  # gptme
    tool_schema("shell", ("cmd",), cmd="string"),
]

SOURCES_W: dict[str, str] = {}
CASES_W: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_W[id] = source
    CASES_W.append(Case(id, text, list(calls), **kw))


MONOMIND = "https://github.com/monoes/monomind/issues/242 (liquid/lfm-2.5-2.6b:free on OpenRouter under `hermes chat -t none`, the one tool org_echo offered in the prompt; the output the issue quotes)"
MLX = "waybarrios/vllm-mlx "
GEMMA4 = MLX + "tests/test_gemma4_tool_parser.py (Gemma 4, gemma4 parser)"
GPTOSS = MLX + "tests/test_gpt_oss_tool_parsing.py (gpt-oss harmony at the server boundary)"
DSV4 = (
    MLX
    + "tests/test_deepseek_v4_tool_parser.py (DeepSeek-V4 DSML; the test's block()/invoke()/param() helpers expanded, <｜DSML｜tool_calls> as vllm_mlx/tool_parsers/deepseek_v4_tool_parser.py documents it)"
)
GPTME = "gptme/gptme tests/test_tool_use.py"
GPTME_KIMI = (
    GPTME
    + " test_parse_tool_use_ipython_kimi_k2 ('Kimi K2 thinking uses this callstyle'; https://github.com/gptme/gptme/pull/830, Kimi K2 thinking via OpenRouter)"
)
GPTME_FENCE = GPTME + " (gptme's @tool(call_id): {json} call style; the codeblock test)"

D = "｜DSML｜"
DS_OPEN = f"<{D}tool_calls>\n"
DS_CLOSE = f"\n</{D}tool_calls>"


def ds_param(name: str, value: str, is_str: bool) -> str:
    return f'<{D}parameter name="{name}" string="{"true" if is_str else "false"}">{value}</{D}parameter>'


def ds_invoke(name: str, *params: str) -> str:
    body = "\n".join(params)
    return f'<{D}invoke name="{name}">\n{body}\n</{D}invoke>'


KIMI_PANDAS = """@ipython(functions.ipython:0): {"code": "import numpy as np\nimport pandas as pd\n\n# Create a simple dataset\ndata = {\n    'name': ['Alice', 'Bob', 'Charlie', 'Diana'],\n    'age': [25, 30, 35, 28],\n    'salary': [50000, 60000, 75000, 55000]\n}\ndf = pd.DataFrame(data)\n\n# Display the dataframe\nprint(\\"Employee Data:\\")\nprint(df)\n\n# Calculate some statistics\nprint(\\"\\\\nStatistics:\\")\nprint(f\\"Average age: {df['age'].mean()}\\")\nprint(f\\"Average salary: ${df['salary'].mean():,.2f}\\")\nprint(f\\"Salary range: ${df['salary'].min():,.0f} - ${df['salary'].max():,.0f}\\")"}"""
PANDAS_CODE = (
    "import numpy as np\nimport pandas as pd\n\n# Create a simple dataset\ndata = {\n    'name': ['Alice', 'Bob', "
    "'Charlie', 'Diana'],\n    'age': [25, 30, 35, 28],\n    'salary': [50000, 60000, 75000, 55000]\n}\n"
    'df = pd.DataFrame(data)\n\n# Display the dataframe\nprint("Employee Data:")\nprint(df)\n\n'
    '# Calculate some statistics\nprint("\\nStatistics:")\nprint(f"Average age: {df[\'age\'].mean()}")\n'
    "print(f\"Average salary: ${df['salary'].mean():,.2f}\")\n"
    "print(f\"Salary range: ${df['salary'].min():,.0f} - ${df['salary'].max():,.0f}\")"
)

# ---- LFM2.5 pythonic, in its own markers, under another agent ---------------------------------------------

real(MONOMIND, "lfm25-org-echo-under-hermes-cli",
     "<|tool_call_start|>[org_echo(text='hello-from-live-test')]<|tool_call_end|>",
     ("org_echo", {"text": "hello-from-live-test"}), content="")  # fmt: skip

# ---- Gemma 4 ------------------------------------------------------------------------------------------------

real(GEMMA4 + " test_multiple_tool_calls_in_one_block", "gemma4-two-globs-in-one-block",
     '<|tool_call>call:glob{pattern:<|"|>README*.md<|"|>}call:glob{pattern:<|"|>CONTRIBUTING.md<|"|>}<tool_call|>',
     ("glob", {"pattern": "README*.md"}), ("glob", {"pattern": "CONTRIBUTING.md"}), content="")  # fmt: skip
real(GEMMA4 + " test_missing_end_delimiter ('server fallback path')", "gemma4-closing-token-missing",
     '<|tool_call>call:read_file{path:<|"|>/tmp/foo<|"|>}',
     ("read_file", {"path": "/tmp/foo"}), content="")  # fmt: skip
real(GEMMA4 + " test_streaming_suppresses_during_tool_call (the text as it stood at its second delta)", "cut-gemma4-in-the-name",
     "Sure. <|tool_call>call:read",
     errors=["read"])  # fmt: skip
real(GEMMA4 + " test_no_tool_calls", "neg-gemma4-plain-greeting",
     "Hello, how can I help you today?")  # fmt: skip

# ---- gpt-oss harmony ----------------------------------------------------------------------------------------

real(GPTOSS + " test_tools_branch_analysis_then_commentary_call_passes_through", "gptoss-read-file-after-analysis",
     '<|channel|>analysis<|message|>thinking...<|channel|>commentary to=functions.read_file<|message|>{"path":"/etc/hosts"}<|call|>',
     ("read_file", {"path": "/etc/hosts"}))  # fmt: skip
real(GPTOSS + " test_tools_branch_strips_analysis_block_before_parser (the analysis drafts the same call as JSON)", "cut-gptoss-weather-in-a-value",
     '<|channel|>analysis<|message|>I will use {"name": "get_weather", "arguments": {"city": "SF"}}<|end|>'
     '<|channel|>commentary to=functions.get_weather<|message|>{"city": "S',
     errors=["get_weather"])  # fmt: skip
real(GPTOSS + " test_streaming_marker_false_for_plain_text (final_only)", "neg-gptoss-final-channel-answer",
     "<|channel|>final<|message|>The answer is 42.<|return|>",
     content="The answer is 42.")  # fmt: skip
real(GPTOSS + " test_streaming_marker_false_for_plain_text (plain)", "neg-gptoss-plain-weather-answer",
     "The weather in San Francisco is 72 degrees and sunny.")  # fmt: skip

# ---- DeepSeek-V4 DSML ---------------------------------------------------------------------------------------

real(DSV4 + " test_single_call", "dsv4-weather-after-prose",
     "Let me check.\n\n" + DS_OPEN + ds_invoke("get_weather", ds_param("city", "Prague", True)) + DS_CLOSE,
     ("get_weather", {"city": "Prague"}), content="Let me check.")  # fmt: skip
real(DSV4 + " TestChainedWithReasoningParser.FULL (the reasoning's opener was in the prompt)", "dsv4-two-calls-after-reasoning-tail",
     "deciding what to call</think>Checking.\n\n" + DS_OPEN
     + ds_invoke("get_weather", ds_param("city", "Prague", True), ds_param("days", "3", False)) + "\n"
     + ds_invoke("search", ds_param("q", "mlx", True)) + DS_CLOSE,
     ("get_weather", {"city": "Prague", "days": 3}), ("search", {"q": "mlx"}))  # fmt: skip
real(DSV4 + " test_truncated_parameter_is_dropped", "cut-dsv4-in-a-parameter",
     DS_OPEN + f'<{D}invoke name="f">\n' + ds_param("a", "x", True) + "\n" + f'<{D}parameter name="b" string="true">unterminated',
     errors=["f"])  # fmt: skip
real(DSV4 + " test_partial_marker_is_not_swallowed (the three deltas joined)", "neg-dsv4-marker-like-fragment",
     "hello <｜not-dsml after")  # fmt: skip

# ---- Kimi K2 thinking in gptme's call style, and gptme's own calls ------------------------------------------

real(GPTME_KIMI, "kimi-k2-gptme-ipython-index-id",
     '@ipython(ipython:0): {"code": "2 + 2"}',
     ("ipython", {"code": "2 + 2"}))  # fmt: skip
real(GPTME_KIMI + "; variant: the test's triple-quoted literal turned the model's \\\" into bare quotes, restored here as JSON escapes; its raw newlines kept", "kimi-k2-gptme-ipython-functions-id-raw-newlines",
     KIMI_PANDAS,
     ("ipython", {"code": PANDAS_CODE}))  # fmt: skip
real(GPTME_FENCE + " ('Mix: tool call in codeblock + real tool call outside')", "gptme-shell-after-fenced-example",
     '```\n@shell(uid1): {"cmd": "example"}\n```\n@shell(uid2): {"cmd": "real"}',
     ("shell", {"cmd": "real"}))  # fmt: skip
real(GPTME_FENCE + " ('Tool call inside a codeblock')", "neg-gptme-shell-in-bare-fence",
     '```\n@shell(uid): {"cmd": "ls"}\n```')  # fmt: skip
real(GPTME_FENCE + " ('Tool call inside a codeblock with language tag')", "neg-gptme-shell-in-example-fence",
     '```example\n@shell(uid): {"cmd": "ls"}\n```')  # fmt: skip
