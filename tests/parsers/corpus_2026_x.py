# ruff: noqa: E501  (model outputs are kept as the sources wrote them)
"""Corpus x (issue 42): real outputs of the mainstream families, from threads and parser fixtures no other corpus
cites, read before anyone tunes on them.

Families: Qwen3.6 / Qwen3-Coder (<tool_call><function=…><parameter=…>, and a bare <function=NAME>{json}</function>),
Hermes-style <tool_call>{json} from Qwen3-Coder, gpt-oss harmony (full tokens, an analysis/commentary/final turn,
and the special tokens stripped by the server), Devstral [TOOL_CALLS]NAME[ARGS]{json} (several, after prose, an
integer argument), GLM-4.6/4.7 <arg_key>/<arg_value> (one argument, none), and negatives from the same threads:
documentation quoting a format inline or in a fence (GLM, Qwen3-Coder, Granite, DeepSeek), JSON that is data
(Llama 3.x), plus cut-off calls (Qwen3.6, gpt-oss, Devstral, GLM).

Sources: openclaw/openclaw#79697 (Qwen3.6-27B under llama-server), raullenchai/Rapid-MLX's parser regression
fixtures (tests/parsers/regressions/test_issue_444…, 448, 513, 579, each written from an issue's verbatim output)
and its issue #480 and PR #703, alibaba/rtp-llm#525 (GLM-4.6/4.7), ml-explore/mlx-lm#1616, vllm-project/vllm#14745,
#44713 and #43934. A source marked "variant" is that output changed as its note says (a cut-off made by ending a
real output early). Negatives (`neg-`) stay text with nothing taken from them; cut-off calls (`cut-`) are errors
naming the tool, never calls.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the sources' harnesses declared, with their parameters (one list for all sources: a name offered by
# several harnesses carries each harness's parameter names)
TOOLS_X: list[dict[str, Any]] = [
    tool_schema("read", (), path="string", file_path="string"),  # openclaw (path); Devstral fixture (file_path)
    tool_schema("read_file", ("path",), path="string"),  # Rapid-MLX #448
    tool_schema("get_weather", (), city="string", location="string"),  # Rapid-MLX #444/#480/#513 (city)
    tool_schema("search", (), q="string", k="integer", query="string", limit="integer"),  # Rapid-MLX #579
    tool_schema("add", ("a", "b"), a="integer", b="integer"),  # Rapid-MLX #513 (#468)
    tool_schema("get_current_weather", ("location",), location="string"),  # rtp-llm #525
    tool_schema("get_all_func"),  # rtp-llm #525
    tool_schema("multiply", ("a", "b"), a="number", b="number"),  # mlx-lm #1616
    tool_schema("web_search", ("query",), query="string"),  # Rapid-MLX #703
]

SOURCES_X: dict[str, str] = {}
CASES_X: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_X[id] = source
    CASES_X.append(Case(id, text, list(calls), **kw))


RMLX = "raullenchai/Rapid-MLX tests/parsers/regressions/"
OPENCLAW = "https://github.com/openclaw/openclaw/issues/79697 (Qwen3.6-27B-UD-Q4_K_XL.gguf on llama-server b8684 under openclaw; the text the server's 'Failed to parse input at pos 668' error quotes, from that position on, JSON escapes undone)"
R448 = (
    RMLX
    + "test_issue_448_hermes_function_prefix_leak.py (Rapid-MLX #448, mlx-community/Qwen3-Coder-30B-A3B-Instruct-4bit on the hermes parser)"
)
R444 = (
    RMLX
    + "test_issue_444_harmony_tool_call_leak.py (Rapid-MLX #444, gpt-oss-20b-MXFP4-Q8, 'verbatim from the repro in issue #444')"
)
R480 = "https://github.com/raullenchai/Rapid-MLX/issues/480 (gpt-oss-20b on rapid-mlx 0.6.66, streaming; what delta.content carried, the harmony special tokens consumed by the server's router)"
R513 = (
    RMLX
    + "test_issue_513_harmony_streamable_parser.py (production-shape gpt-oss-20b emits for Rapid-MLX #444/#455/#468/#480)"
)
R579 = (
    RMLX
    + "test_issue_579_mistral_args_streaming.py (Rapid-MLX #579, mlx-community/Devstral-Small-2-24B-Instruct-2512-4bit on the mistral parser)"
)
RTP = "https://github.com/alibaba/rtp-llm/pull/525 (the GLM-4.6 and GLM-4.7 tool calls its description quotes)"

# ---- Qwen3.6 / Qwen3-Coder ------------------------------------------------------------------------------------
QWEN_READS = "\n<tool_call>\n<function=read>\n<parameter=path>\n/home/ps/workspace/docker/aichat/openclaw/.openclaw/workspace/USER.md\n</parameter>\n</function>\n</tool_call>\n<tool_call>\n<function=read>\n<parameter=path>\n/home/ps/workspace/docker/aichat/openclaw/.openclaw/workspace/MEMORY.md\n</parameter>\n</function>\n</tool_call>"
real(OPENCLAW, "qwen36-openclaw-two-reads", QWEN_READS,
     ("read", {"path": "/home/ps/workspace/docker/aichat/openclaw/.openclaw/workspace/USER.md"}),
     ("read", {"path": "/home/ps/workspace/docker/aichat/openclaw/.openclaw/workspace/MEMORY.md"}))  # fmt: skip
real(OPENCLAW + "; variant: ends inside the first call's path value",
     "cut-qwen36-openclaw-read-mid-path",
     "\n<tool_call>\n<function=read>\n<parameter=path>\n/home/ps/workspace/docker/aichat/openclaw/.openclaw/workspace/USER",
     errors=["read"])  # fmt: skip
real(R448, "qwen3coder-bare-function-json-body",
     '<function=read_file>{"path": "/tmp/example.py"}</function>',
     ("read_file", {"path": "/tmp/example.py"}))  # fmt: skip
real("https://github.com/ml-explore/mlx-lm/pull/1616 (the PR's description of what mlx-community/Qwen3-Coder-30B-A3B-Instruct-8bit answered before the fix)",
     "neg-qwen3coder-pr-prose-inline-format",
     '- **Before:** `choices[0].message.content` contains the raw `<function=...></function>` text, `finish_reason` is `"stop"`, and `tool_calls` is absent.\n- **After:** `choices[0].message.tool_calls` contains a structured `multiply` call and `finish_reason` is `"tool_calls"`.')  # fmt: skip

# ---- Hermes <tool_call>{json} ----------------------------------------------------------------------------------
real(R448 + ", its classic <tool_call> case", "hermes-classic-tool-call-newlines",
     '<tool_call>\n{"name": "get_weather", "arguments": {"city": "Tokyo"}}\n</tool_call>',
     ("get_weather", {"city": "Tokyo"}))  # fmt: skip

# ---- gpt-oss harmony -------------------------------------------------------------------------------------------
real(R444, "gptoss-commentary-constrain-json",
     '<|channel|>commentary to=functions.get_weather <|constrain|>json<|message|>{"city": "Tokyo"}<|call|>',
     ("get_weather", {"city": "Tokyo"}))  # fmt: skip
real(R480, "gptoss-special-tokens-stripped",
     'commentary to=functions.get_weather json{"city":"Paris"}',
     ("get_weather", {"city": "Paris"}))  # fmt: skip
real(R513 + " (#468: analysis, then a call, then the final answer)", "gptoss-analysis-call-final",
     '<|channel|>analysis<|message|>Need to compute the sum.<|end|><|start|>assistant<|channel|>commentary to=functions.add <|constrain|>json<|message|>{"a":1,"b":2}<|call|><|start|>assistant<|channel|>final<|message|>The answer is 3.<|return|>',
     ("add", {"a": 1, "b": 2}))  # fmt: skip
real(R513 + " (#455: analysis then the call); variant: ends inside the city value",
     "cut-gptoss-analysis-then-call",
     '<|channel|>analysis<|message|>I\'ll fetch the weather.<|end|><|start|>assistant<|channel|>commentary to=functions.get_weather <|constrain|>json<|message|>{"city":"Pa',
     errors=["get_weather"])  # fmt: skip

# ---- Devstral / Mistral [TOOL_CALLS] ---------------------------------------------------------------------------
real(R579 + " (test_multiple_args_calls_stream_intact, chunks joined)", "devstral-two-reads",
     '[TOOL_CALLS]read[ARGS]{"file_path": "a.txt"}[TOOL_CALLS]read[ARGS]{"file_path": "b.txt"}',
     ("read", {"file_path": "a.txt"}), ("read", {"file_path": "b.txt"}))  # fmt: skip
real(R579 + " (test_leading_content_emitted_before_tool_call, chunks joined)", "devstral-after-prose",
     'Sure![TOOL_CALLS]read[ARGS]{"file_path": "x"}',
     ("read", {"file_path": "x"}), content="Sure!")  # fmt: skip
real(R579 + " (test_stream_matches_nonstream)", "devstral-integer-argument",
     '[TOOL_CALLS]search[ARGS]{"q": "mlx", "k": 5}',
     ("search", {"q": "mlx", "k": 5}))  # fmt: skip
real(R579 + " (test_single_args_call_streams_intact); variant: its chunks joined up to the one ending inside the path",
     "cut-devstral-read-mid-path",
     '[TOOL_CALLS]read[ARGS]{"file_path": "/tmp/foo',
     errors=["read"])  # fmt: skip

# ---- GLM-4.6 / 4.7 ---------------------------------------------------------------------------------------------
real(RTP + ", GLM-4.6", "glm46-one-argument-lines",
     "<tool_call>get_current_weather\n<arg_key>location</arg_key>\n<arg_value>杭州</arg_value>\n</tool_call>",
     ("get_current_weather", {"location": "杭州"}))  # fmt: skip
real(RTP + ", GLM-4.7's call with no arguments", "glm47-no-arguments",
     "<tool_call>get_all_func</tool_call>",
     ("get_all_func", {}))  # fmt: skip
real(RTP + ", GLM-4.6; variant: ends inside the value", "cut-glm46-mid-value",
     "<tool_call>get_current_weather\n<arg_key>location</arg_key>\n<arg_value>杭州",
     errors=["get_current_weather"])  # fmt: skip
real(RTP + " (its description, quoting the call inline)", "neg-glm47-prose-inline-example",
     "GLM-4.7 可能输出不带 arg 的tool call，例如 `<tool_call>get_all_func</tool_call>`. \n因此会导致解析失败，需要兼容处理。")  # fmt: skip

# ---- Llama 3.x, Granite, DeepSeek: negatives -------------------------------------------------------------------
real("https://github.com/raullenchai/Rapid-MLX/pull/703 (Llama 3.1/3.2 bare-JSON parser; the prose it must not read as a call)",
     "neg-llama-json-data-user",
     'Here is a user: {"name": "Alice"}')  # fmt: skip
real("https://github.com/vllm-project/vllm/pull/44713 (Granite tool parsers; its description of the Granite 3.0/3.1 format)",
     "neg-granite-doc-inline-format",
     "- **Granite 3.0/3.1 tool parser** (`granite`) — optional `<|tool_call|>`/`<tool_call>` marker followed by a JSON array of `{\"name\",\"arguments\"}` calls.\n- **Granite 20B FC tool parser** (`granite-20b-fc`) — one `<function_call>` marker per call (repeated, no closing marker), each followed by a `{\"name\",\"arguments\"}` JSON object.")  # fmt: skip
real("https://github.com/vllm-project/vllm/pull/43934 (Granite 4 parser; the config its description quotes in a fence)",
     "neg-granite4-config-in-fence",
     'Granite 4 wraps each tool call in a `<tool_call>...</tool_call>` block around a\n`{"name", "arguments"}` JSON object and emits parallel calls as repeated\nblocks — the same wire format as Hermes, so the config is identical apart from\n`parser_name`:\n\n```rust\nconst GRANITE4_CONFIG: JsonToolCallConfig = JsonToolCallConfig {\n    parser_name: "Granite 4",\n    start_marker: "<tool_call>",\n    end_marker: "</tool_call>",\n    marker_whitespace: JsonToolCallWhitespace::Optional,\n    delimiter: None,\n    name_key: "name",\n    arguments_key: "arguments",\n};\n```')  # fmt: skip
real("https://github.com/vllm-project/vllm/issues/14745 (DeepSeek tool calls; a tool's definition quoted as JSON in a fence)",
     "neg-deepseek-tool-definition-in-fence",
     'example of function template：\n```json\n"function": {\n                "name": "get_weather",\n                "description": "Get weather of an location, the user shoud supply a location first",\n                "parameters": {\n                    "type": "object",\n                    "properties": {\n                        "location": {\n                            "type": "string",\n                            "description": "The city and state, e.g. San Francisco, CA",\n                        }\n                    },\n                    "required": ["location"]\n                },\n            }\n```')  # fmt: skip
