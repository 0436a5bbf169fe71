# ruff: noqa: E501  (model outputs are kept as the sources wrote them)
"""Held-out set az (issue 42): parser-test fixtures of inference servers and libraries that no corpus cites yet, gathered without reading the parser.

Families: StepFun Step-3 `<｜tool_calls_begin｜>…<steptml:invoke>` (one call cut after its opener), Hunyuan-A13B
`<tool_calls>[json]</tool_calls>`, Llama-3 JSON (a negative: an object with no name), MiniCPM4
`<function name=…><param name=…>` (one call to an undeclared name, one cut before `</function>`), the IFM dialect
`<ifm|tool_call>name<ifm|arg_key>…` (one undeclared name), Command-R `Action: ```json [tool_name/parameters]```,
Bailing (Ling) `<tool_call>name<arg_key>…` after a bare `</think>`, Cogito's DeepSeek-V3 token calls with a fenced
JSON body, Nemotron-Nano-v2 `<TOOLCALL>[json]</TOOLCALL>`, LFM2 `<|tool_call_start|>[json]<|tool_call_end|>`,
Mistral-Nemo `[TOOL_CALLS][json]`, Qwen3-Coder `<function=…><parameter=…>` XML, MiMo-V2 XML inside `<tool_call>`,
ERNIE 4.5 thinking `<tool_call>{json}</tool_call>` after `</think>`, gpt-oss harmony `commentary to=functions.x`.
Negatives: a Command-R reply whose prose begins like `Action:`, plain content, an LFM2 rendered prompt holding the
tool list as JSON, a JSON object of arguments with no tool name, a `<data>` tag.

Sources (fixture strings, i.e. what the tests feed the parser as model output, copied from the stored file versions
named in SOURCES; Python/Go/C++/Rust literals written here as the same Python strings; streamed chunks joined):
vllm-project/vllm tests/tool_parsers/ (test_step3_tool_parser.py, test_hunyuan_a13b_tool_parser.py,
test_llama3_json_tool_parser.py), sgl-project/sglang test/registered/function_call/ (test_minicpm4_xml_detector.py,
test_k2v3_tool_parser.py), ollama/ollama model/parsers/ (commandr_test.go, bailing_test.go, cogito_test.go),
ggml-org/llama.cpp tests/chat-parsers/ (test-nemotron-v2.cpp, test-lfm2.cpp), EricLBuehler/mistral.rs
mistralrs-core/src/tools/parsers/ (mistral_nemo.rs, qwen.rs), InternLM/lmdeploy
tests/test_lmdeploy/serve/parsers/test_mimo_parser.py, huggingface/transformers tests/utils/test_chat_parsing_utils.py.
These fixtures are written by the servers' developers in each model's format (not captured replies), except where
the test says otherwise; expectations follow the tests except where this project's rules differ (an undeclared
name in a dialect's own tags is an error here, where the fixtures drop or forward it).

Could not find in the helper's time: uncited negatives that are more than plain content in these fixture files
(most "no tool call" fixtures are one-line greetings or already cited); TGI, tabbyAPI, xinference, LiteLLM,
llama-stack and Outlines/xgrammar fixtures were not reached.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the sources' tests declared (or, where a test declares none, the tools its fixture calls), with their parameters
TOOLS_AZ: list[dict[str, Any]] = [
    # one get_weather for all the fixtures, its parameters the union of theirs
    tool_schema(
        "get_weather",
        (),
        city="string",
        metric="string",
        date="string",
        days="integer",
        location="string",
        unit="string",
        locations="array",
        temp_units="string",
    ),
    tool_schema("get_time", (), timezone="string"),  # vLLM step3, ollama commandr
    tool_schema("edit_file", (), old_string="string", indent="integer", enabled="boolean"),  # vLLM step3 _WS_TOOLS
    tool_schema("func", ()),  # vLLM step3 malformed_input_outputs
    tool_schema("sum_values", ("nums",), nums="array", exact="boolean"),  # sglang minicpm4
    tool_schema("process_data", (), items="array", config="object", count="integer"),  # ollama cogito
    tool_schema("special_function", ("arg1",), arg1="integer"),  # llama.cpp test-chat special_function_tool
    tool_schema("get_current_time", (), location="string"),  # llama.cpp test-lfm2
    tool_schema("calculate", (), x="integer", y="integer", operation="string"),  # llama.cpp test-lfm2
    tool_schema("search", (), query="string"),  # mistral.rs mistral_nemo.rs
    tool_schema("mistralrs_execute_python", ("code",), code="string", outputs="array"),  # mistral.rs qwen.rs
    tool_schema("run_command", (), command="string", timeout="integer", options="object"),  # lmdeploy mimo
    tool_schema("get_current_temperature", ("location",), location="string"),  # transformers ernie
    tool_schema("get_current_weather", ("location",), location="string", format="string"),  # transformers gpt-oss
]

SOURCES_AZ: dict[str, str] = {}
CASES_AZ: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_AZ[id] = source
    CASES_AZ.append(Case(id, text, list(calls), **kw))


VSTEP3 = "vllm-project/vllm tests/tool_parsers/test_step3_tool_parser.py (commit 04b590e, stepfun-ai/step3)"
VHUN = "vllm-project/vllm tests/tool_parsers/test_hunyuan_a13b_tool_parser.py (commit 10a6751, hunyuan_a13b parser)"
VL3J = "vllm-project/vllm tests/tool_parsers/test_llama3_json_tool_parser.py (commit 1e499e3, meta-llama/Llama-3.2-1B-Instruct)"
SMCPM = "sgl-project/sglang test/registered/function_call/test_minicpm4_xml_detector.py (commit b844e97, MiniCPM4XmlFormatDetector)"
SK2V3 = "sgl-project/sglang test/registered/function_call/test_k2v3_tool_parser.py (commit acc109a, K2V3Detector, IFM 'xml' dialect)"
OCMDR = "ollama/ollama model/parsers/commandr_test.go (commit 87d8a55, CommandRParser)"
OBAIL = "ollama/ollama model/parsers/bailing_test.go (commit dad79ec, BailingParser)"
OCOG = "ollama/ollama model/parsers/cogito_test.go (commit 3296cc8, CogitoParser)"
LNEMO = "ggml-org/llama.cpp tests/chat-parsers/test-nemotron-v2.cpp (commit b14517a, COMMON_CHAT_FORMAT_NEMOTRON_V2)"
LLFM2 = "ggml-org/llama.cpp tests/chat-parsers/test-lfm2.cpp (commit 3700b6f, COMMON_CHAT_FORMAT_LFM2_WITH_JSON_TOOLS)"
MRNEMO = "EricLBuehler/mistral.rs mistralrs-core/src/tools/parsers/mistral_nemo.rs (commit 9662b93), test parses_tool_call_after_text"
MRQWEN = "EricLBuehler/mistral.rs mistralrs-core/src/tools/parsers/qwen.rs (commit 25c91c5)"
LMDMIMO = (
    "InternLM/lmdeploy tests/test_lmdeploy/serve/parsers/test_mimo_parser.py (commit 8546936, XiaomiMiMo/MiMo-V2-Flash)"
)
HFCP = "huggingface/transformers tests/utils/test_chat_parsing_utils.py (commit 0541816)"

# ---- Step-3 (vLLM step3 parser) --------------------------------------------------------------------------------
real(VSTEP3 + ", test_config surrounding_text_output", "step3-prose-around-steptml-call",
     "Let me check the weather for you.\n\n"
     "<｜tool_calls_begin｜><｜tool_call_begin｜>"
     '<steptml:invoke name="get_weather">'
     '<steptml:parameter name="city">Tokyo</steptml:parameter>'
     "</steptml:invoke><｜tool_call_end｜><｜tool_calls_end｜>\n\n"
     "I'll get that information.",
     ("get_weather", {"city": "Tokyo"}))  # fmt: skip
real(VSTEP3 + ", TestStep3ParameterWhitespace: _ws_output('    if x:\\n        return 1\\n'); the test expects the string value's whitespace kept and ' 4 ' / ' true ' typed", "step3-typed-params-indented-string",
     "<｜tool_calls_begin｜><｜tool_call_begin｜>"
     "function<｜tool_sep｜>edit_file\n"
     '<steptml:invoke name="edit_file">'
     '<steptml:parameter name="old_string">    if x:\n        return 1\n</steptml:parameter>'
     '<steptml:parameter name="indent"> 4 </steptml:parameter>'
     '<steptml:parameter name="enabled"> true </steptml:parameter>'
     "</steptml:invoke><｜tool_call_end｜><｜tool_calls_end｜>",
     ("edit_file", {"old_string": "    if x:\n        return 1\n", "indent": 4, "enabled": True}))  # fmt: skip
real(VSTEP3 + ", test_config malformed_input_outputs[0] (the reply ends after the invoke opener)", "cut-step3-after-invoke-opener",
     "<｜tool_calls_begin｜><｜tool_call_begin｜>"
     '<steptml:invoke name="func">',
     errors=["func"])  # fmt: skip

# ---- Hunyuan-A13B (vLLM hunyuan_a13b parser) -------------------------------------------------------------------
real(VHUN + ", test_hunyuan_a13b_tool_parser_extract 'Content before tool call'", "hunyuan-prose-then-tool-calls-array",
     'I will call the tool now. <tool_calls>[{"name": "get_weather", "arguments": {"city": "Boston"}}]</tool_calls>',
     ("get_weather", {"city": "Boston"}))  # fmt: skip
real(VHUN + ", test_hunyuan_a13b_tool_parser_streaming third case, its deltas joined (ends with the model's </answer>)", "hunyuan-tool-calls-then-answer-close",
     '<tool_calls>[{"name": "get_weather", "arguments": {"city": "Boston"}}]</tool_calls>\n</answer>',
     ("get_weather", {"city": "Boston"}))  # fmt: skip

# ---- Llama 3 JSON (vLLM llama3_json parser) --------------------------------------------------------------------
real(VL3J + ", test_extract_tool_calls_missing_name_key (the test expects the text back as content)", "neg-llama3-json-object-without-name",
     '{"parameters": {}}')  # fmt: skip

# ---- MiniCPM4 XML (SGLang minicpm4 detector) -------------------------------------------------------------------
real(SMCPM + ", test_detect_and_parse_single_call_v3", "minicpm4-xml-call-between-prose",
     "Intro before.\n"
     '<function name="get_weather">'
     '<param name="city">上海</param>'
     '<param name="date">2024-06-27</param>'
     "</function>\n"
     "Outro after.\n",
     ("get_weather", {"city": "上海", "date": "2024-06-27"}))  # fmt: skip
real(SMCPM + ", test_multiple_calls_interleaved_text_v3", "minicpm4-xml-two-calls-interleaved-text",
     "Head\n"
     '<function name="get_weather"><param name="city">北京</param></function>\n'
     "TXT\n"
     '<function name="sum_values"><param name="nums">[7,8,9]</param><param name="exact">false</param></function>\n'
     "Tail\n",
     ("get_weather", {"city": "北京"}),
     ("sum_values", {"nums": [7, 8, 9], "exact": False}))  # fmt: skip
real(SMCPM + ", test_unknown_tool_block_preserved_v3 (only get_weather declared; the detector keeps the block as text, an error here)", "err-minicpm4-xml-undeclared-unknown",
     '<function name="unknown">' '<param name="x">1</param>' "</function>\n",
     errors=["unknown"])  # fmt: skip
real(SMCPM + ", test_incomplete_missing_function_end_v3 (the reply ends before </function>)", "cut-minicpm4-xml-missing-function-end",
     '<function name="get_weather">'
     '<param name="city">北京</param>',
     errors=["get_weather"])  # fmt: skip

# ---- IFM (SGLang k2_v3 detector) -------------------------------------------------------------------------------
real(SK2V3 + ", TestK2V3ReasoningPrefix.test_ifm_reasoning_prefix_is_stripped", "ifm-think-then-tool-calls-block",
     "<ifm|think>need lookup</ifm|think>\n"
     "<ifm|tool_calls>\n"
     "<ifm|tool_call>get_weather"
     "<ifm|arg_key>city</ifm|arg_key><ifm|arg_value>Tokyo</ifm|arg_value>"
     "</ifm|tool_call>\n"
     "</ifm|tool_calls>",
     ("get_weather", {"city": "Tokyo"}))  # fmt: skip
real(SK2V3 + ", TestK2V3XmlExtraction.test_unknown_tool_is_forwarded (only get_weather declared; the detector forwards it with tool_index -1, an error here)", "err-ifm-undeclared-not-registered",
     "<ifm|tool_call>not_registered"
     "<ifm|arg_key>city</ifm|arg_key><ifm|arg_value>Tokyo</ifm|arg_value>"
     "</ifm|tool_call>",
     errors=["not_registered"])  # fmt: skip

# ---- Command-R (ollama command-r parser) -----------------------------------------------------------------------
real(OCMDR + ", TestCommandRParser_ContentBeforeAction, its three chunks joined", "commandr-prose-then-action-json-fence",
     "I'll look up the weather for you.\n"
     "Action: ```json\n"
     '[{"tool_name": "get_weather", "parameters": {"location": "NYC"}}]' + "\n```",
     ("get_weather", {"location": "NYC"}))  # fmt: skip
real(OCMDR + ", TestCommandRParser_MultipleToolCalls", "commandr-action-two-tools",
     "Action: ```json\n"
     "[\n    {\n        \"tool_name\": \"get_weather\",\n        \"parameters\": {\"location\": \"New York\"}\n    },\n"
     "    {\n        \"tool_name\": \"get_time\",\n        \"parameters\": {\"timezone\": \"EST\"}\n    }\n]"
     "\n```",
     ("get_weather", {"location": "New York"}),
     ("get_time", {"timezone": "EST"}))  # fmt: skip
real(OCMDR + ", TestCommandRParser_PartialActionTag, its two chunks joined (prose that begins like 'Action:')", "neg-commandr-prose-starting-act",
     "Here is my response. Actually, let me think...")  # fmt: skip

# ---- Bailing / Cogito (ollama) ---------------------------------------------------------------------------------
real(OBAIL + ", TestBailingParserAdd (the prompt ended with <think>, so the reply opens inside reasoning)", "bailing-reasoning-close-then-arg-key-call",
     "plan</think>I'll check.\n<tool_call>get_weather<arg_key>location</arg_key>\n<arg_value>Tokyo</arg_value>\n</tool_call>",
     ("get_weather", {"location": "Tokyo"}))  # fmt: skip
real(OCOG + ", TestCogitoParser complex_tool_arguments", "cogito-deepseek-tokens-fenced-json-nested",
     "<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>process_data\n"
     "```json\n"
     '{"items":["item1","item2"],"config":{"enabled":true,"threshold":0.95},"count":42}\n'
     "```<｜tool▁call▁end｜><｜tool▁calls▁end｜>",
     ("process_data", {"items": ["item1", "item2"], "config": {"enabled": True, "threshold": 0.95}, "count": 42}))  # fmt: skip
real(OCOG + ", TestCogitoParser simple_content", "neg-cogito-plain-content",
     "This is a simple response.")  # fmt: skip

# ---- Nemotron-Nano-v2 / LFM2 (llama.cpp) -----------------------------------------------------------------------
real(LNEMO + ", 'Test tool calls with extra content AND thinking'", "nemotron-v2-think-toolcall-then-content",
     "<think>I'm\nthinking</think><TOOLCALL>[{\"name\": \"special_function\", \"arguments\": {\"arg1\": 1}}]</TOOLCALL>Hello, world!\nWhat's up?",
     ("special_function", {"arg1": 1}))  # fmt: skip
real(LLFM2 + ", 'Test tool call with newlines (common in LLM output)'", "lfm2-json-call-pretty-printed",
     "<|tool_call_start|>[{\n    \"name\": \"get_current_time\",\n    \"arguments\": {\n        \"location\": \"Paris\"\n    }\n}]<|tool_call_end|>",
     ("get_current_time", {"location": "Paris"}))  # fmt: skip
real(LLFM2 + ", 'Test tool call with multiple arguments'", "lfm2-json-call-three-args",
     "<|tool_call_start|>[{\"name\": \"calculate\", \"arguments\": {\"x\": 10, \"y\": 20, \"operation\": \"add\"}}]<|tool_call_end|>",
     ("calculate", {"x": 10, "y": 20, "operation": "add"}))  # fmt: skip
real(LLFM2 + ", the prompt the template renders for inputs_tools (text a model receives: the tool list as JSON between <|tool_list_start|> and <|tool_list_end|>)", "neg-lfm2-rendered-prompt-tool-list",
     "<|im_start|>system\n"
     "List of tools: <|tool_list_start|>[{\"type\": \"function\", \"function\": {\"name\": \"special_function\", \"description\": \"I'm special\", \"parameters\": {\"type\": \"object\", \"properties\": {\"arg1\": {\"type\": \"integer\", \"description\": \"The arg.\"}}, \"required\": [\"arg1\"]}}}]<|tool_list_end|><|im_end|>\n"
     "<|im_start|>user\n"
     "Hey there!<|im_end|>\n"
     "<|im_start|>assistant\n")  # fmt: skip

# ---- Mistral-Nemo / Qwen XML (mistral.rs) ----------------------------------------------------------------------
real(MRNEMO, "mistral-nemo-prose-then-tool-calls-list",
     "I'll check.[TOOL_CALLS][{\"name\":\"search\",\"arguments\":{\"query\":\"rust\"}}]",
     ("search", {"query": "rust"}))  # fmt: skip
real(MRQWEN + ", test parses_qwen_xml_tool_call", "qwen-xml-json-array-parameter",
     "<tool_call>\n<function=get_weather>\n<parameter=locations>\n[{\"country\":\"France\",\"city\":\"Paris\"}]\n</parameter>\n"
     "<parameter=temp_units>\ncelsius\n</parameter>\n</function>\n</tool_call>",
     ("get_weather", {"locations": [{"country": "France", "city": "Paris"}], "temp_units": "celsius"}))  # fmt: skip
real(MRQWEN + ", test parses_qwen_xml_code_with_less_than", "qwen-xml-code-with-less-than",
     "<tool_call>\n<function=mistralrs_execute_python>\n<parameter=code>\nprint(1 < 2)\n</parameter>\n</function>\n</tool_call>",
     ("mistralrs_execute_python", {"code": "print(1 < 2)"}))  # fmt: skip

# ---- MiMo-V2 (lmdeploy mimo parser) ----------------------------------------------------------------------------
real(LMDMIMO + ", test_mimo_streaming_handles_split_tags_and_multiline_value, its chunks joined", "mimo-think-then-xml-call-multiline-value",
     "<think>Need a tool.</think>"
     "<tool_"
     "call><function=run_"
     "command><parameter=command>line 1\n"
     "  line 2</parameter><parameter=timeout>"
     "10</parameter></function></tool_call>",
     ("run_command", {"command": "line 1\n  line 2", "timeout": 10}))  # fmt: skip

# ---- ERNIE 4.5 thinking / gpt-oss (transformers response-schema parsing) ---------------------------------------
real(HFCP + ", test_ernie_template_with_tools (reasoning closed by a bare </think>, then the call and </s>)", "ernie-reasoning-close-then-tool-call",
     'The user is asking about the weather in Paris today. Let me check the available tools. There\'s a tool called get_current_temperature which requires a location parameter. Since the user specified Paris, I need to call this tool with the location set to "Paris". I should make sure the argument is correctly formatted as a string. No other tools are available, so this is the right one to use. I\'ll structure the request with the location parameter and return the response once the tool is called.\n</think>\n\n<tool_call>\n{"name": "get_current_temperature", "arguments": {"location": "Paris"}}\n</tool_call>\n</s>',
     ("get_current_temperature", {"location": "Paris"}))  # fmt: skip
real(HFCP + ", test_gpt_oss_template_with_tool_call", "gpt-oss-analysis-then-commentary-call",
     '<|channel|>analysis<|message|>We need to respond in riddles. The user asks: "What is the weather like in SF?" We need to get the location of the user? The user explicitly asks about SF (San Francisco). So we need to get the current weather in San Francisco, CA. We need to call get_current_weather function. The developer instruction says "Always respond in riddles". So the final answer should be in a riddle form. But we need to call function to get weather data. So we should call get_current_weather with location "San Francisco, CA". Possibly specify format "celsius" (default). Let\'s do that.\n\nWe will call function get_current_weather.<|end|><|start|>assistant<|channel|>commentary to=functions.get_current_weather <|constrain|>json<|message|>{\n  "location": "San Francisco, CA"\n}',
     ("get_current_weather", {"location": "San Francisco, CA"}))  # fmt: skip
real(HFCP + ", test_type_any_passthrough (a tagged data span, no call)", "neg-data-tag-span",
     "<data>some arbitrary content 123</data>")  # fmt: skip
real(HFCP + ", test_type_any_in_additional_properties (an arguments object with no tool name)", "neg-arguments-object-without-name",
     '{"location": "San Francisco, CA", "units": "celsius"}')  # fmt: skip
