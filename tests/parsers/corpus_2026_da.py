# ruff: noqa: E501  (model outputs are kept as the sources wrote them)
"""Held-out set da (issue 42): the model texts that local inference servers' own tool-call parser tests feed in, and one
raw reply quoted in a koboldcpp issue, gathered without reading the parser.

Families: Hermes `<tool_call>` holding a JSON list of four calls after an unopened reasoning span closed by `</think>`
and prose; Qwen3-Coder `<tool_call><function=NAME><parameter=KEY>` after prose; Command R7B `<|START_THINKING|>`
reasoning then a `<|START_ACTION|>` list of `tool_call_id`/`tool_name`/`parameters` objects (LocalAI's PEG chat
tests); gpt-oss Harmony calls with the recipient after the channel and before it (exo); Functionary v3
`<|from|>`/`<|recipient|>`/`<|content|>`, Qwen's `[Calling tool: NAME({...})]` after a `<think>` block, a DeepSeek
V3 call with its ```json fenced arguments after prose, a Kimi K2 section, a Granite 3.0 `<|tool_call|>` list, one
Qwen3.6 nested call followed by a second one cut by max_tokens, two nested calls written inside the `<think>` block
(vllm-mlx); a DeepSeek V4 `<｜DSML｜tool_calls>` invoke after `</think>` (koboldcpp issue). Cut: a Qwen bracket call
cut inside its JSON. Error: a Mistral `[TOOL_CALLS]NAME[ARGS]` whose arguments are no JSON. Negative: a think block
that names the `<tool_call>` tag in prose, then an answer.

Sources (none cited by an earlier corpus): mudler/LocalAI pkg/functions/peg/chat_test.go (commit 82c191a);
exo-explore/exo src/exo/worker/tests/unittests/test_runner/test_parse_gpt_oss.py (commit b5375f8, the token lists
joined); waybarrios/vllm-mlx tests/test_tool_parsers.py and tests/test_tool_call_promotion.py (commit 4b654c0);
LostRuins/koboldcpp#2465 (read through the issue-search excerpt). The texts are the fixtures' input strings with the
test language's escapes undone (Go and Python literals; Go concatenations joined). Expected calls are what a
careful reader would say the model called; where the fixture says otherwise, SOURCES says so.

Could not find in the helper's 35 minutes: an uncited raw reply in text-generation-webui, TabbyAPI, llamafile, Jan,
llama-swap or Aphrodite threads (the ones the issue search returned are already cited, shown only as screenshots, or
hold no call); LocalAI's parse/LFM2/GLM/PEG-integration fixtures, tabbyAPI's parser fixtures, mlx-omni-server's tool
tests, exo's GLM test and vllm-mlx's Gemma 4 / gpt-oss / DeepSeek V4 tests are cited by earlier corpora. exo's
test_parse_tool_calls.py holds no model text (its parsers are stubs).
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the sources' fixtures declared (or, where a fixture declared none, the names and arguments it uses)
TOOLS_DA: list[dict[str, Any]] = [
    # LocalAI peg/chat_test.go createTools() (no required list); exo's gpt-oss test uses get_current_weather too
    tool_schema("get_current_weather", (), location="string", unit="string"),
    tool_schema("get_forecast", (), location="string", unit="string", days="integer"),
    tool_schema("search_knowledge_base", (), query="string", max_results="integer", category="string"),
    # LocalAI Command R7B test (the tool named in the fixture; its parameters as the model wrote them)
    tool_schema(
        "plan_trip",
        ("destination",),
        destination="string",
        duration="integer",
        budget="number",
        interests="array",
        accommodation_preferences="string",
        transportation_preferences="string",
        meal_preferences="string",
    ),
    # vllm-mlx parser tests (no tools declared; the names and arguments the fixtures use)
    tool_schema("get_weather", ("city",), city="string"),
    tool_schema("get_time", (), tz="string"),
    tool_schema("convert_currency", (), amount="number", from_currency="string", to_currency="string"),
    tool_schema("search", (), query="string"),
    tool_schema("calculate", ("expression",), expression="string"),
    # koboldcpp#2465: Cherry Studio's web search tool
    tool_schema("web_search", ("query",), query="string"),
]

SOURCES_DA: dict[str, str] = {}
CASES_DA: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_DA[id] = source
    CASES_DA.append(Case(id, text, list(calls), **kw))


LAI = "https://github.com/mudler/LocalAI/blob/82c191afadf5f005281e798ccfa0ffd0d5805030/pkg/functions/peg/chat_test.go"
EXO = "https://github.com/exo-explore/exo/blob/b5375f8cee4368d09e1ce96a56b9f81fb0bc81aa/src/exo/worker/tests/unittests/test_runner/test_parse_gpt_oss.py"
VM = "https://github.com/waybarrios/vllm-mlx/blob/4b654c09e61029afa1c061a3684bff0d4c385b3c/tests/"

# ---- LocalAI PEG chat parser tests -------------------------------------------------------------------------
real(LAI + " (Entry 'parallel tool calls': reasoning forced open, so the reply starts inside it)", "localai-peg-think-closed-prose-four-call-list",
     "I must get the weather in New York and San Francisco and a 3 day forecast of each.</think>\nLet me search that for you."
     "<tool_call>["
     '{"name": "get_current_weather", "arguments": {"location": "New York City, NY", "unit": "fahrenheit"}}'
     ", "
     '{"name": "get_current_weather", "arguments": {"location": "San Francisco, CA", "unit": "fahrenheit"}}'
     ", "
     '{"name": "get_forecast", "arguments": {"location": "New York City, NY", "unit": "fahrenheit", "days": 3}}'
     ", "
     '{"name": "get_forecast", "arguments": {"location": "San Francisco, CA", "unit": "fahrenheit", "days": 3}}'
     "]</tool_call>",
     ("get_current_weather", {"location": "New York City, NY", "unit": "fahrenheit"}),
     ("get_current_weather", {"location": "San Francisco, CA", "unit": "fahrenheit"}),
     ("get_forecast", {"location": "New York City, NY", "unit": "fahrenheit", "days": 3}),
     ("get_forecast", {"location": "San Francisco, CA", "unit": "fahrenheit", "days": 3}))  # fmt: skip
real(LAI + " ('parses tool calls with tagged parameters')", "localai-peg-qwen3-coder-prose-then-call",
     "Let me search the knowledge base for cat pictures."
     "<tool_call>\n"
     "<function=search_knowledge_base>\n"
     "<parameter=query>cat pictures</parameter>\n"
     "<parameter=category>general</parameter>\n"
     "</function>\n"
     "</tool_call>",
     ("search_knowledge_base", {"query": "cat pictures", "category": "general"}))  # fmt: skip
real(LAI + " (Context 'Command7 complex input', 'parses complex reasoning and tool calls': the reasoning variable joined in)", "localai-peg-command-r7b-thinking-then-action",
     "<|START_THINKING|>"
     "To plan an effective trip to Japan that includes both historical sites and modern attractions within a "
     "budget of $4000 for a two-week stay, we need to:\n\n"
     "1. Identify key historical sites and modern attractions in Japan.\n"
     "2. Find affordable accommodation options that provide a balance between comfort and cost.\n"
     "3. Determine the best modes of transportation for getting around Japan.\n"
     "4. Create a day-by-day itinerary that ensures the user gets to see a variety of attractions without "
     "overspending.\n"
     "5. Provide a detailed cost breakdown that includes accommodation, transportation, meals, and entry fees "
     "to attractions."
     "<|END_THINKING|>"
     '<|START_ACTION|>[{"tool_call_id": "call_0", "tool_name": "plan_trip", "parameters": {"destination": "Japan", "duration": 14, "budget": 4000, "interests": ["historical sites", "modern attractions"], "accommodation_preferences": "affordable", "transportation_preferences": "efficient", "meal_preferences": "local cuisine"}}]<|END_ACTION|>',
     ("plan_trip", {"destination": "Japan", "duration": 14, "budget": 4000, "interests": ["historical sites", "modern attractions"], "accommodation_preferences": "affordable", "transportation_preferences": "efficient", "meal_preferences": "local cuisine"}))  # fmt: skip

# ---- exo gpt-oss token streams (tokens of mlx-community/gpt-oss-20b-MXFP4-Q8, joined) ---------------------------
real(EXO + " (THINKING_THEN_TOOL_TOKENS: 'Full analysis-then-tool-call as the model actually generates it')", "exo-gpt-oss-analysis-then-commentary-call",
     "<|channel|>analysis<|message|>Let me think about this.<|end|><|start|>assistant<|channel|>commentary to=functions.get_current_weather json<|message|>{\"location\": \"Tokyo\"}<|call|>",
     ("get_current_weather", {"location": "Tokyo"}))  # fmt: skip
real(EXO + " (FORMAT_A_TOKENS: the recipient before the channel, after the prefilled assistant header)", "exo-gpt-oss-recipient-before-channel",
     " to=functions.get_current_weather<|channel|>commentary json<|message|>{\"location\": \"Tokyo\"}<|call|>",
     ("get_current_weather", {"location": "Tokyo"}))  # fmt: skip

# ---- vllm-mlx parser tests ----------------------------------------------------------------------------------
real(VM + "test_tool_parsers.py (TestFunctionaryToolParser.test_recipient_format, 'Functionary v3 recipient format')", "vllmmlx-functionary-v3-recipient",
     '<|from|>assistant\n<|recipient|>get_weather\n<|content|>{"city": "NYC"}',
     ("get_weather", {"city": "NYC"}))  # fmt: skip
real(VM + "test_tool_parsers.py (TestThinkTagStripping.test_qwen_with_think_tags)", "vllmmlx-qwen-think-then-bracket-call",
     '<think>I need to get the weather data.</think>\n[Calling tool: get_weather({"city": "Tokyo"})]',
     ("get_weather", {"city": "Tokyo"}))  # fmt: skip
real(VM + "test_tool_parsers.py (TestDeepSeekToolParser.test_content_before_tools)", "vllmmlx-deepseek-prose-then-fenced-call",
     "Let me help you with that.<｜tool▁calls▁begin｜>\n<｜tool▁call▁begin｜>function<｜tool▁sep｜>search\n```json\n{}\n```<｜tool▁call▁end｜>\n<｜tool▁calls▁end｜>",
     ("search", {}))  # fmt: skip
real(VM + "test_tool_parsers.py (TestKimiToolParser.test_kimi_format)", "vllmmlx-kimi-k2-section",
     '<|tool_calls_section_begin|>\n<|tool_call_begin|>functions.get_weather:0<|tool_call_argument_begin|>{"city": "Beijing"}<|tool_call_end|>\n<|tool_calls_section_end|>',
     ("get_weather", {"city": "Beijing"}))  # fmt: skip
real(VM + "test_tool_parsers.py (TestGraniteToolParser.test_granite_30_format)", "vllmmlx-granite-30-tool-call-list",
     '<|tool_call|>[{"name": "calculate", "arguments": {"expression": "2+2"}}]',
     ("calculate", {"expression": "2+2"}))  # fmt: skip
real(VM + "test_tool_parsers.py (TestQwenMixedFormatAndTruncation.test_truncated_second_tool_call_no_leak: Qwen3.6 hit max_tokens in the second call; the fixture expects the first call only)", "vllmmlx-qwen36-call-then-call-cut-by-max-tokens",
     "<tool_call>\n"
     "<function=get_weather>\n"
     "<parameter=city>Prague</parameter>\n"
     "</function>\n"
     "</tool_call>\n"
     "<tool_call>\n"
     "<function=convert_currency>\n"
     "<parameter=amount>\n1",
     ("get_weather", {"city": "Prague"}), errors=["cut off"])  # fmt: skip  # gathered with no error given; a reply cut inside a call is a cut-off error (corpus cut- cases): the lead moved this expectation to that rule after measuring
real(VM + "test_tool_parsers.py (TestQwenMixedFormatAndTruncation.test_truncated_bracket_call)", "cut-vllmmlx-qwen-bracket-call-in-json",
     'Let me check. [Calling tool: get_weather({"city":"Prague"', errors=["cut off"])  # fmt: skip  # gathered with no error given; a reply cut inside a call is a cut-off error (corpus cut- cases): the lead moved this expectation to that rule after measuring
real(VM + "test_tool_parsers.py (TestMistralToolParser.test_args_token_rejects_non_json_arguments: the fixture expects no call)", "err-vllmmlx-mistral-args-not-json",
     "[TOOL_CALLS]get_weather[ARGS]not-json", errors=["get_weather"])  # fmt: skip  # gathered with no error given; the lead made Mistral's [ARGS] followed by no JSON an error naming the tool after measuring
real(VM + "test_tool_call_promotion.py (TestNonStreamingPromotion.test_multiple_tool_calls_inside_think: the fixture promotes both calls out of the reasoning)", "neg-vllmmlx-qwen3-two-calls-inside-think",
     "<think>I need two lookups.\n"
     "<tool_call>\n"
     "<function=get_weather><parameter=city>Tokyo</parameter></function>\n"
     "</tool_call>\n"
     "Now the second one.\n"
     "<tool_call>\n"
     "<function=get_time><parameter=tz>JST</parameter></function>\n"
     "</tool_call>\n"
     "</think>\n", content="")  # fmt: skip  # gathered with both calls; calls drafted inside a closed <think> are reasoning, not calls (issue 42; parsers/README.md, "Reasoning is not a call"): the lead moved this expectation to that rule after measuring
real(VM + "test_tool_call_promotion.py (TestNonStreamingPromotion.test_prose_mention_not_promoted)", "neg-vllmmlx-think-names-tool-call-tag",
     "<think>The model should use <tool_call> to invoke functions. "
     "Then it should verify.</think>\n"
     "The answer is 42.", content="The answer is 42.")  # fmt: skip  # gathered with the whole text as content; the reasoning block is taken out of the content (parsers/README.md, "Reasoning is not a call"): the lead moved this expectation to that rule after measuring

# ---- koboldcpp issue ----------------------------------------------------------------------------------------
real("https://github.com/LostRuins/koboldcpp/issues/2465 (Rw5xJ7y's description of 2026-09-13: DeepSeek V4 Flash 0731's output as koboldcpp's log shows it after 'Output: ', up to the parser's failure line)", "koboldcpp-dsv4-flash-dsml-after-think",
     "</think>\n\n<｜DSML｜tool_calls>\n<｜DSML｜invoke name=\"web_search\">\n<｜DSML｜parameter name=\"query\" string=\"true\">DeepSeek-V4.1-Flash</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜tool_calls>",
     ("web_search", {"query": "DeepSeek-V4.1-Flash"}))  # fmt: skip
