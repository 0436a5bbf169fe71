# ruff: noqa: E501
"""Held-out set ee: command-line LLM tools and small libraries that read tool calls from raw model text, gathered without reading the parser.

Families: Qwen3 `<tool_call>` JSON (with a think part, several blocks, a broken block), bare Hermes-style JSON (and one
with `arguments` before `name`), Qwen3.5/Qwen3-Coder `<function=NAME><parameter=KEY>` XML (in and out of `<tool_call>`),
Mistral/Ministral `[TOOL_CALLS]NAME[ARGS]{json}` (several blocks, no end marker) and bare `NAME[ARGS]{json}`, LFM2
`<|tool_call_start|>[pythonic(...)]<|tool_call_end|>` and a bare pythonic list, FunctionGemma `call:NAME{k:<escape>v<escape>}`,
Gemma 4 `call:NAME{k:<|"|>v<|"|>}` and `<|tool_call>...<tool_call|>`; negatives: markers spelled inside prose, and a
Jan bug report naming the `[TOOL_CALLS]web_search[ARGS]{...}` shape.

Sources: nobodywho-ooo/nobodywho `nobodywho/core/src/output_format/tests.rs` at commit 05bf4fbd (the Rust test
fixtures of NobodyWho's own raw-text tool-call reader: `reads_what_the_old_handlers_were_tested_on`, the splitter tests
whose pieces concatenate to a whole response; texts copied with Rust escapes turned into Python ones, the end-of-generation
token `<eog>` left out), and janhq/jan#8743 (LumoVex's description). The nobodywho fixtures are the maintainers' own
texts in each model family's format, not logged replies; the calls are what a careful reader sees, with the values the
fixtures expect where the schema types them.

Could not find (in the helper's 30 minutes): an uncited thread of simonw/llm or its plugins (llm-mlx#20/#21 and
llm-llama-server#2 only describe features), charmbracelet/mods, fabric, lmstudio-python, llamafile (mozilla-ai/llamafile
#936 shows code only), PocketPal or ChatterUI quoting a raw reply in text; Open Interpreter (#1577, #1599, #1652, #1865),
aichat (#569, #837, #902), ollama-ai-provider#11, mcp-client-for-ollama#61 and Rapid-MLX#700 are already cited elsewhere;
mlx-lm#1262/#1639 and omlx#2405 were cut by the search excerpt before the reply, or paraphrase it.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the sources' harnesses declared, with their parameters
TOOLS_EE: list[dict[str, Any]] = [
    # nobodywho output_format/tests.rs `tools()`
    {
        "name": "get_weather",
        "parameters": {
            "type": "object",
            "properties": {
                "location": {"type": "string"},
                "unit": {"type": "string", "enum": ["celsius", "fahrenheit"]},
            },
            "required": ["location"],
        },
    },
    {
        "name": "calculate",
        "parameters": {
            "type": "object",
            "properties": {"exact": {"type": "boolean"}, "x": {"type": "number"}, "y": {"type": "integer"}},
            "required": ["x", "y"],
        },
    },
    {
        "name": "create_event",
        "parameters": {
            "type": "object",
            "properties": {
                "place": {
                    "type": "object",
                    "properties": {"city": {"type": "string"}, "floor": {"type": "integer"}},
                    "required": ["city", "floor"],
                },
                "tags": {"type": "array", "items": {"type": "string"}},
            },
            "required": ["place", "tags"],
        },
    },
    {"name": "get_time", "parameters": {"type": "object", "properties": {}}},
    tool_schema("set_task", ("activeForm", "mode"), activeForm="string", mode="string"),
    # tools the old handlers' fixtures call
    tool_schema("tool1", (), a="integer"),
    tool_schema("write_file", (), content="string"),
    tool_schema("search", (), query="string", limit="integer", exact="boolean"),
    tool_schema("sparklify", (), text="string"),
    tool_schema("set_flag", (), on="boolean", off="boolean", x="null", name="string"),
    # janhq/jan#8743: the Exa MCP server's search tool
    tool_schema("web_search", ("query",), query="string"),
]

SOURCES_EE: dict[str, str] = {}
CASES_EE: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_EE[id] = source
    CASES_EE.append(Case(id, text, list(calls), **kw))


NW = "https://github.com/nobodywho-ooo/nobodywho/blob/05bf4fbdb1a884a75442adcded7728ee582e2485/nobodywho/core/src/output_format/tests.rs"

# ---- nobodywho: texts its reader parses (the inside of a tool-call block) ---------------------------
real(f"{NW} (reads_what_the_old_handlers_were_tested_on, the qwen3 fixture)", "nobodywho-qwen3-bare-json-tool1",
     '{"name": "tool1", "arguments": {"a": 1}}',
     ("tool1", {"a": 1}))  # fmt: skip
real(f"{NW} (reads_what_the_old_handlers_were_tested_on, the first function_gemma fixture)", "nobodywho-functiongemma-calculate-escape",
     "call:calculate{x:<escape>10<escape>, y:<escape>20<escape>, op:<escape>add<escape>}",
     ("calculate", {"x": 10, "y": 20, "op": "add"}))  # fmt: skip
real(f"{NW} (reads_what_the_old_handlers_were_tested_on, the second function_gemma fixture)", "nobodywho-functiongemma-write-file-multiline",
     "call:write_file{content:<escape>line1\nline2<escape>}",
     ("write_file", {"content": "line1\nline2"}))  # fmt: skip
real(f"{NW} (reads_what_the_old_handlers_were_tested_on, the gemma4 fixture)", "nobodywho-gemma4-search-quote-token",
     'call:search{query:<|"|>rust lang<|"|>,limit:10,exact:false}',
     ("search", {"query": "rust lang", "limit": 10, "exact": False}))  # fmt: skip
real(f"{NW} (reads_what_the_old_handlers_were_tested_on, the ministral3 fixture)", "nobodywho-ministral3-bare-args",
     'sparklify[ARGS]{"text": "JULEMAND"}',
     ("sparklify", {"text": "JULEMAND"}))  # fmt: skip
real(f"{NW} (reads_what_the_old_handlers_were_tested_on, the lfm2 fixture)", "nobodywho-lfm2-bare-pythonic-list",
     "[get_weather(location=\"Paris\"), set_flag(on=True, off=False, x=None, name='Bob')]",
     ("get_weather", {"location": "Paris"}),
     ("set_flag", {"on": True, "off": False, "x": None, "name": "Bob"}))  # fmt: skip
real(f"{NW} (a_json_call_can_name_its_arguments_first)", "nobodywho-json-arguments-before-name",
     '{"arguments": {"location": "Oslo"}, "name": "get_weather"}',
     ("get_weather", {"location": "Oslo"}))  # fmt: skip
real(f"{NW} (values_are_read_by_their_schema_type)", "nobodywho-qwen35-xml-number-looking-string",
     "\n<function=get_weather>\n<parameter=location>\n123\n</parameter>\n</function>\n",
     ("get_weather", {"location": "123"}))  # fmt: skip
real(f"{NW} (reads_whitespace_the_template_would_not_have_written, the qwen3 text)", "nobodywho-qwen3-compact-json-no-args",
     '{"name":"get_time","arguments":{}}',
     ("get_time", {}))  # fmt: skip
real(f"{NW} (reads_whitespace_the_template_would_not_have_written, the function_gemma text)", "nobodywho-functiongemma-compact",
     "call:calculate{x:<escape>1<escape>,y:<escape>2<escape>}",
     ("calculate", {"x": 1, "y": 2}))  # fmt: skip
real(f"{NW} (says_where_a_block_stops_making_sense, the gemma4 text: a call cut after its opening brace)", "cut-nobodywho-gemma4-open-brace",
     "call:get_time{",
     # gathered with no error named; the lead added the one the parser gives after measuring
     errors=["missing '}'"])  # fmt: skip

# ---- nobodywho: whole responses the splitter tests feed in (pieces joined, <eog> left out) ------------
real(f"{NW} (splits_text_from_calls)", "nobodywho-qwen3-text-then-tool-call",
     'Let me check.<tool_call>\n{"name": "get_time", "arguments": {}}\n</tool_call>\n',
     ("get_time", {}))  # fmt: skip
real(f"{NW} (calls_in_one_block_get_their_own_tokens)", "nobodywho-lfm2-two-calls-one-block",
     '<|tool_call_start|>[get_time(), get_weather(location="Oslo")]<|tool_call_end|>',
     ("get_time", {}),
     ("get_weather", {"location": "Oslo"}))  # fmt: skip
real(f"{NW} (markers_spelled_in_text_are_text)", "neg-nobodywho-tool-call-marker-in-prose",
     "use <tool_call> to call tools")  # fmt: skip
real(f"{NW} (a_block_without_an_end_runs_to_the_next)", "nobodywho-ministral3-two-tool-calls-blocks",
     '[TOOL_CALLS]get_time[ARGS]{}[TOOL_CALLS]get_weather[ARGS]{"location": "Oslo"}',
     ("get_time", {}),
     ("get_weather", {"location": "Oslo"}))  # fmt: skip
real(f"{NW} (a_broken_block_keeps_the_formatting_before_it)", "err-nobodywho-qwen3-block-not-json",
     "Let me check.\n<tool_call>\nnot json\n</tool_call>",
     # gathered with no error named; the lead added the one the parser gives after measuring
     errors=["Could not read the call in <tool_call>"])  # fmt: skip
real(f"{NW} (a_broken_block_comes_back_as_its_text)", "err-nobodywho-gemma4-unclosed-paren",
     "<|tool_call>call:get_time(<tool_call|>",
     # gathered with no error named; the lead added the one the parser gives after measuring
     errors=["Could not read the arguments of get_time"])  # fmt: skip
real(f"{NW} (a_cut_off_block_is_text, the first response: no end marker, no end of generation)", "nobodywho-lfm2-no-end-marker",
     "<|tool_call_start|>[get_time()]",
     # gathered as cut- (NobodyWho's stream had not ended); as a whole reply only the end marker is missing, after a
     # complete call (servers strip a stop string): by the rule for closers cut after complete values, the lead made
     # it a positive after measuring
     ("get_time", {}))  # fmt: skip
real(f"{NW} (template_formatting_is_neither_text_nor_reasoning)", "nobodywho-qwen3-think-text-two-blocks",
     '<think>\nHmm\n</think>\n\nLet me check.\n<tool_call>\n{"name": "get_time", "arguments": {}}\n</tool_call>\n<tool_call>\n{"name": "get_time", "arguments": {}}\n</tool_call>',
     ("get_time", {}),
     ("get_time", {}))  # fmt: skip
real(f"{NW} (formatting_around_blocks_is_per_format)", "nobodywho-qwen35-two-xml-blocks-no-params",
     "Checking.\n\n<tool_call>\n<function=get_time>\n</function>\n</tool_call>\n<tool_call>\n<function=get_time>\n</function>\n</tool_call>",
     ("get_time", {}),
     ("get_time", {}))  # fmt: skip
real(f"{NW} (the_end_of_generation_ends_the_response, the ministral3 response)", "nobodywho-ministral3-tool-calls-empty-args",
     "[TOOL_CALLS]get_time[ARGS]{}",
     ("get_time", {}))  # fmt: skip

# ---- issue prose --------------------------------------------------------------------------------------
real("https://github.com/janhq/jan/issues/8743 (LumoVex's description of 2026-08-23: the Summary paragraph)", "neg-jan-report-names-tool-calls-shape",
     "When using a self-added Remote Provider (OpenAI-compatible endpoint, e.g. a self-hosted LM Studio server) with an MCP server (Exa) active and the model's \"Tools\" capability toggled on, Jan does **not** include a `tools` array in the outgoing `/v1/chat/completions` request. As a result, the model has no way to know a `web_search` function exists, and instead emits the intended tool call as plain text in its response (either raw special tokens like `[TOOL_CALLS]web_search[ARGS]{...}` or a natural-language description of the intended call), which Jan cannot parse or execute.")  # fmt: skip
