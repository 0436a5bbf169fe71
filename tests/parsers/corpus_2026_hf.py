# ruff: noqa: E501  (texts are kept as the sources wrote them)
"""Held-out set hf (issue 42): on-device runtimes that parse tool calls out of a small model's text, gathered without reading the parser.

Families: Google AI Edge LiteRT-LM's model data processors (the runtime behind the AI Edge Gallery / MediaPipe LLM
Inference successors): FunctionGemma `<start_function_call>call:NAME{k:v}<end_function_call>`, Gemma 4
`<|tool_call>call:NAME{k:v}<tool_call|>`, Gemma 3 ```` ```tool_code ```` fences with pythonic calls (bare, `print(...)`,
`default_api.` prefix), Qwen3 `<tool_call>{json}</tool_call>` after prose, LFM2 `<|tool_call_start|>[pythonic]
<|tool_call_end|>` (single, parallel, prose after), MiniCPM5 `<function name=...><param name=...>` with CDATA and
spaced attributes. Negatives: the prompts these processors render (FunctionGemma and Gemma 4 tool declarations, Gemma 3
python-def declarations, a MiniCPM5 `<tools>` block), a FunctionGemma tool-response turn, a plain test reply.

Sources: google-ai-edge/LiteRT-LM runtime/conversation/model_data_processor/*_test.cc (the raw response strings passed
to ToMessage and the tool_calls each test expects; C++ string concatenations and escapes undone).

Could not find (in the helper's 30 minutes): other edge runtimes' fixtures were not reached in time (MLC-LLM/web-llm
function-calling tests, ai-edge-apis local_agents formatter tests, cactus-compute, MNN, llama.rn, fllama, PocketPal,
ExecuTorch, Qualcomm Genie); an Android phone-agent parser test (LocalToolCallParser, dev.androidagent) was found by
string search but its repository could not be named, so it is not used. The Gemma 3 test with a second undeclared tool
(`default_api.another_tool()`) is left out, and a Qwen3.5 processor test found by search could not be tied to a path.
No cut-off or error case was found among these fixtures.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

_LRT = "https://github.com/google-ai-edge/LiteRT-LM/blob"

# the tools the tests' JsonPreface (or rendered prompt) declared
TOOLS_HF: list[dict[str, Any]] = [
    tool_schema("tool_name", (), x="integer"),
    tool_schema("func1", ()),
    tool_schema("get_candidate_status", (), candidate_id="string"),
    tool_schema("get_weather", ("location",), location="string"),
    tool_schema("get_stock_price", ("symbol",), symbol="string"),
    tool_schema("get_current_weather", (), location="string"),
]

SOURCES_HF: dict[str, str] = {}
CASES_HF: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_HF[id] = source
    CASES_HF.append(Case(id, text, list(calls), **kw))


# ---- FunctionGemma and Gemma 4 ----------------------------------------------------------------------
real(f"{_LRT}/63e490a37dcdadd4a0ba1df668d15dde37e203a5/runtime/conversation/model_data_processor/function_gemma_data_processor_test.cc (TEST FunctionGemmaDataProcessorTest.ToMessageWithToolCalls)", "function-gemma-two-calls-after-text",
     "This is some text.\n"
     "<start_function_call>call:tool_name{x:1}<end_function_call>"
     "<start_function_call>call:tool_name{x:2}<end_function_call>",
     ("tool_name", {"x": 1}), ("tool_name", {"x": 2}))  # fmt: skip
real(f"{_LRT}/342624d1c8c411676c2e0958e79e494f64d11f7f/runtime/conversation/model_data_processor/gemma4_data_processor_test.cc (TEST Gemma4DataProcessorTest.ToMessageWithToolCalls)", "gemma4-two-calls-after-text",
     "This is some text.\n"
     "<|tool_call>call:tool_name{x:1}<tool_call|>"
     "<|tool_call>call:tool_name{x:2}<tool_call|>",
     ("tool_name", {"x": 1}), ("tool_name", {"x": 2}))  # fmt: skip

# ---- Gemma 3 tool_code ------------------------------------------------------------------------------
_G3 = "https://github.com/google-ai-edge/LiteRT-LM/blob/main/runtime/conversation/model_data_processor/gemma3_data_processor_test.cc"
real(f"{_G3} (TEST Gemma3DataProcessorTest.ToMessageWithToolCall)", "gemma3-tool-code-bare-call",
     "This is some text.\n```tool_code\ntool_name(x=1)\n```",
     ("tool_name", {"x": 1}))  # fmt: skip
real(f"{_G3} (TEST Gemma3DataProcessorTest.ToMessageWithToolCallUsingToolCodeRegex, test case 1)", "gemma3-tool-code-print-call",
     "This is some text.\n```tool_code\nprint(tool_name(x=1))\n```",
     ("tool_name", {"x": 1}))  # fmt: skip
real(f"{_G3} (TEST Gemma3DataProcessorTest.ToMessageWithToolCallUsingToolCodeRegex, test case 2)", "gemma3-tool-code-print-default-api",
     "Another response.\n```tool_code\nprint(default_api.tool_name(x=2, y=\"hello\"))\n```",
     ("tool_name", {"x": 2, "y": "hello"}))  # fmt: skip

# ---- Qwen3 ------------------------------------------------------------------------------------------
real(f"{_LRT}/6c6b45823e59d54e00bba318d840e65a14bdc4f8/runtime/conversation/model_data_processor/qwen3_data_processor_test.cc (TEST Qwen3DataProcessorTest.ToMessageModelRole)", "qwen3-tool-call-after-prose",
     "this is text and tool call <tool_call>{\"name\":\"func1\",\"arguments\":{\"arg1\":1}}</tool_call>",
     ("func1", {"arg1": 1}))  # fmt: skip

# ---- LFM2 -------------------------------------------------------------------------------------------
_LFM = f"{_LRT}/045927a95ecf5f4fb82fa95b4c48922bac4849ee/runtime/conversation/model_data_processor/lfm2_data_processor_test.cc"
real(f"{_LFM} (TEST Lfm2DataProcessorTest.ToMessageWithToolCallAndText)", "lfm2-call-then-text",
     "<|tool_call_start|>[get_candidate_status(candidate_id=\"12345\")]<|tool_call_end|>Checking candidate status.",
     ("get_candidate_status", {"candidate_id": "12345"}))  # fmt: skip
real(f"{_LFM} (TEST Lfm2DataProcessorTest.ToMessageWithToolCallOnly)", "lfm2-call-only",
     "<|tool_call_start|>[get_candidate_status(candidate_id=\"12345\")]<|tool_call_end|>",
     ("get_candidate_status", {"candidate_id": "12345"}))  # fmt: skip
real(f"{_LFM} (TEST Lfm2DataProcessorTest.ToMessageWithParallelToolCalls)", "lfm2-parallel-calls",
     "<|tool_call_start|>[get_weather(location=\"London\"), get_weather(location=\"Paris\")]<|tool_call_end|>",
     ("get_weather", {"location": "London"}), ("get_weather", {"location": "Paris"}))  # fmt: skip

# ---- MiniCPM5 ---------------------------------------------------------------------------------------
_MC5 = f"{_LRT}/b5e34ab14f910ca5339afc6ffff1aec140829a7e/runtime/conversation/model_data_processor/minicpm5_data_processor_test.cc"
real(f"{_MC5} (TEST MiniCpm5DataProcessorTest.ToMessageToolCallWithCdataAndQuotes)", "minicpm5-function-param-cdata",
     "I will call weather tool.\n"
     "<function name='get_current_weather'><param name=\"location\"><![CDATA[Tokyo, Japan]]></param></function>",
     ("get_current_weather", {"location": "Tokyo, Japan"}))  # fmt: skip
real(f"{_MC5} (TEST MiniCpm5DataProcessorTest.ToMessageToolCallWithSpaces)", "minicpm5-function-param-spaced-attrs",
     "<function  name = \"get_current_weather\" ><param   name  =  'location' >Tokyo</param></function>",
     ("get_current_weather", {"location": "Tokyo"}))  # fmt: skip

# ---- negatives: rendered prompts, tool responses, plain replies -------------------------------------
real(f"{_LRT}/63e490a37dcdadd4a0ba1df668d15dde37e203a5/runtime/conversation/model_data_processor/function_gemma_data_processor_test.cc (TEST_P FunctionGemmaRenderTemplateTest.RenderTemplateWithToolDeclarations: the expected rendered prompt)", "neg-function-gemma-rendered-declarations",
     "<start_of_turn>developer\n"
     "<start_function_declaration>declaration:get_weather{description:<escape>Gets weather information.<escape>,parameters:{properties:{location:{description:<escape>Weather location.<escape>,nullable:false,type:<escape>STRING<escape>}},required:[<escape>location<escape>],type:<escape>OBJECT<escape>}}<end_function_declaration>"
     "<start_function_declaration>declaration:get_stock_price{description:<escape>Gets stock price.<escape>,parameters:{properties:{symbol:{description:<escape>Stock symbol.<escape>,nullable:false,type:<escape>STRING<escape>}},required:[<escape>symbol<escape>],type:<escape>OBJECT<escape>}}<end_function_declaration>"
     "<end_of_turn>\n"
     "<start_of_turn>user\nHow is the weather in Paris and London?<end_of_turn>\n"
     "<start_of_turn>model\n")  # fmt: skip
real(f"{_LRT}/63e490a37dcdadd4a0ba1df668d15dde37e203a5/runtime/conversation/model_data_processor/function_gemma_data_processor_test.cc (TEST FunctionGemmaDataProcessorTest.MessageToTemplateInputWithToolContentAsString: a tool-role message content)", "neg-function-gemma-tool-response",
     "get_weather{temperature:72,units:<escape>Fahrenheit<escape>}")  # fmt: skip
real(f"{_LRT}/342624d1c8c411676c2e0958e79e494f64d11f7f/runtime/conversation/model_data_processor/gemma4_data_processor_test.cc (TEST_P Gemma4RenderTemplateTest.RenderTemplateWithToolDeclarations: the expected rendered prompt)", "neg-gemma4-rendered-declarations",
     "<|turn>system\n"
     "<|tool>declaration:get_weather{description:<|\"|>Gets weather information.<|\"|>,parameters:{properties:{location:{description:<|\"|>Weather location.<|\"|>,type:<|\"|>STRING<|\"|>}},required:[<|\"|>location<|\"|>],type:<|\"|>OBJECT<|\"|>}}<tool|>"
     "<|tool>declaration:get_stock_price{description:<|\"|>Gets stock price.<|\"|>,parameters:{properties:{symbol:{description:<|\"|>Stock symbol.<|\"|>,type:<|\"|>STRING<|\"|>}},required:[<|\"|>symbol<|\"|>],type:<|\"|>OBJECT<|\"|>}}<tool|><turn|>\n"
     "<|turn>user\nHow is the weather in Paris and London?<turn|>\n"
     "<|turn>model\n")  # fmt: skip
real(f"{_G3} (TEST Gemma3DataProcessorTest.FormatTools: the first expected declaration)", "neg-gemma3-python-def-declaration",
     "def get_weather(\n"
     "    location: str,\n"
     ") -> dict:\n"
     "  \"\"\"Gets weather information.\n\n"
     "  Args:\n"
     "    location: Weather location.\n"
     "  \"\"\"\n")  # fmt: skip
real(f"{_MC5} (TEST MiniCpm5DataProcessorTest.TemplateEquivalenceFunctionCalling: the <tools> block the rendered prompt must hold)", "neg-minicpm5-tools-block",
     "<tools>\n{\"name\": \"get_current_weather\", \"description\": \"Get weather\"}\n</tools>")  # fmt: skip
real(f"{_LRT}/342624d1c8c411676c2e0958e79e494f64d11f7f/runtime/conversation/model_data_processor/gemma4_data_processor_test.cc (TEST_P Gemma4RenderTemplateTest.RenderTemplateAssistantTurnTextOnly: the assistant reply)", "neg-gemma4-refusal-reply",
     "Sorry, I can't help with that.")  # fmt: skip
