# ruff: noqa: E501  (texts are kept as the sources wrote them)
"""Held-out set gi: chat templates and rendered prompts that hold tool-call sections, gathered without reading the parser.

Families: all negatives. Jinja tool-call sections of vLLM example templates (MiniCPM3 `<|tool_call_start|>` python
block, Hunyuan-A13B `<tool_calls>[...]` instruction, InternLM2 `<|action_start|><|plugin|>`, xLAM JSON array,
ToolACE `[func(...)]`, OLMo-3 `<function_calls>`), ollama's Jinja reference fixtures (Nemotron-3-Nano
`<tool_call><function=...>` instruction, Gemma-4 E2B `<|tool_call>call:` loop) and prompts rendered with past tool
calls, as ollama's renderer tests expect them (GLM-4.6 `<arg_key>`, Qwen3-VL `<tool_call>` JSON, LFM2
`<|tool_call_start|>[f(x=...)]`, FunctionGemma `<start_function_call>call:`). A template or a rendered prompt is not a
reply: no call.

Sources: vllm-project/vllm examples/tool_chat_template_{minicpm3,hunyuan_a13b,internlm2_tool,xlam_llama,toolace,
olmo3}.jinja (read through read_file; the excerpts are whole lines), ollama/ollama at fb30760 model/renderers/
{glm46,qwen3vl_nonthinking,lfm2,functiongemma}_test.go and model/renderers/testdata/{nemotron3nano,gemma4_e2b}
chat templates (extracted mechanically from the Go string literals / file lines).

Could not find (in the helper's 30 minutes): the vLLM and llama.cpp repositories were too large to fetch, so no
llama.cpp models/templates file (StepFun3.7-Flash, MiroThinker-v1, glm_4_5, GigaChat3 ...) was transcribed; no issue
thread (llama.cpp jinja, ollama TEMPLATE, LM Studio) quoting an uncited template was searched for; ollama's own
template/*.gotmpl with tools (command-r) is already cited. Rendered single assistant turns (qwen35_test, cohere_test
wantAction) were left out as they read like replies, not prompts.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tool names the excerpts' calls and examples use (so a naive parser would accept them)
TOOLS_GI: list[dict[str, Any]] = [
    tool_schema("get_weather", (), location="string", unit="string", city="string", units="string"),
    tool_schema("get-current-weather", ("location",), location="string", unit="string"),
    tool_schema("get_time", (), timezone="string"),
    tool_schema("add", ("a", "b"), a="integer", b="integer"),
    tool_schema("mul", ("x", "y"), x="integer", y="integer"),
    # placeholder names the templates' format instructions use
    tool_schema("func1", (), params_name="string", params_name2="string"),
    tool_schema("func2", (), params="string"),
    tool_schema("func_name1", (), argument1="string", argument2="string", params_name1="string", params_name2="string"),
    tool_schema("func_name2", (), params="string"),
    tool_schema("tool_call_name", (), arg1="string", arg2="string"),
    tool_schema("function1", (), param1="string"),
    tool_schema("function2", (), param2="string"),
    tool_schema("example_function_name", (), example_parameter_1="string", example_parameter_2="string"),
]

SOURCES_GI: dict[str, str] = {}
CASES_GI: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_GI[id] = source
    CASES_GI.append(Case(id, text, list(calls), **kw))


# ---- prompts rendered with past tool calls (ollama renderer tests) --------------------------------
real("https://github.com/ollama/ollama/blob/fb30760996871fa9460115c753afd2c60d4ab0f7/model/renderers/glm46_test.go#L143-L183 (TestGLM46Renderer case with past get_weather tool calls: the expected rendered prompt, a Go raw string)", "neg-ollama-glm46-rendered-prompt-two-arg-key-calls",
     "[gMASK]<sop><|system|>\n"
     "# Tools\n"
     "\n"
     "You may call one or more functions to assist with the user query.\n"
     "\n"
     "You are provided with function signatures within <tools></tools> XML tags:\n"
     "<tools>\n"
     "{\"type\":\"function\",\"function\":{\"name\":\"get_weather\",\"description\":\"Get the current weather in a given location\",\"parameters\":{\"type\":\"object\",\"required\":[\"location\"],\"properties\":{\"location\":{\"type\":\"string\",\"description\":\"The city and state, e.g. San Francisco, CA\"},\"unit\":{\"type\":\"string\",\"description\":\"\",\"enum\":[\"celsius\",\"fahrenheit\"]}}}}}\n"
     "</tools>\n"
     "\n"
     "For each function call, output the function name and arguments within the following XML format:\n"
     "<tool_call>{function-name}\n"
     "<arg_key>{arg-key-1}</arg_key>\n"
     "<arg_value>{arg-value-1}</arg_value>\n"
     "<arg_key>{arg-key-2}</arg_key>\n"
     "<arg_value>{arg-value-2}</arg_value>\n"
     "...\n"
     "</tool_call><|system|>\n"
     "You are a helpful assistant with access to tools.<|user|>\n"
     "What is the weather like in Tokyo?<|assistant|>\n"
     "<think></think>\n"
     "<tool_call>get_weather\n"
     "<arg_key>location</arg_key>\n"
     "<arg_value>Tokyo, Japan</arg_value>\n"
     "<arg_key>unit</arg_key>\n"
     "<arg_value>celsius</arg_value>\n"
     "</tool_call>\n"
     "<tool_call>get_weather\n"
     "<arg_key>location</arg_key>\n"
     "<arg_value>Japan</arg_value>\n"
     "<arg_key>unit</arg_key>\n"
     "<arg_value>fahrenheit</arg_value>\n"
     "</tool_call><|observation|>\n"
     "<tool_response>\n"
     "{\"temperature\": 22, \"weather\": \"partly cloudy\", \"humidity\": 65}\n"
     "</tool_response>\n"
     "<tool_response>\n"
     "{\"temperature\": 68, \"weather\": \"sunny\", \"humidity\": 75}\n"
     "</tool_response><|assistant|>\n"
     "<think></think>\n"
     "The weather in Tokyo is currently partly cloudy with a temperature of 22°C and 65% humidity. It's a pleasant day with moderate temperatures.<|assistant|>")  # fmt: skip
real("https://github.com/ollama/ollama/blob/fb30760996871fa9460115c753afd2c60d4ab0f7/model/renderers/qwen3vl_nonthinking_test.go#L346-L360 (expected rendered prompt, a Go raw string)", "neg-ollama-qwen3vl-rendered-prompt-json-tool-call",
     "<|im_start|>user\n"
     "What's the weather?<|im_end|>\n"
     "<|im_start|>assistant\n"
     "I'll check.\n"
     "<tool_call>\n"
     "{\"name\": \"get-current-weather\", \"arguments\": {\"location\": \"Paris\", \"unit\": \"celsius\"}}\n"
     "</tool_call><|im_end|>\n"
     "<|im_start|>user\n"
     "<tool_response>\n"
     "18\n"
     "</tool_response><|im_end|>\n"
     "<|im_start|>user\n"
     "Thanks!<|im_end|>\n"
     "<|im_start|>assistant\n")  # fmt: skip
real("https://github.com/ollama/ollama/blob/fb30760996871fa9460115c753afd2c60d4ab0f7/model/renderers/qwen3vl_nonthinking_test.go#L375-L384 (expected rendered prefix with two past calls, a Go raw string)", "neg-ollama-qwen3vl-rendered-prefix-two-calls",
     "<|im_start|>user\n"
     "Hi<|im_end|>\n"
     "<|im_start|>assistant\n"
     "before\n"
     "<tool_call>\n"
     "{\"name\": \"add\", \"arguments\": {\"a\": 2, \"b\": 3}}\n"
     "</tool_call>\n"
     "<tool_call>\n"
     "{\"name\": \"mul\", \"arguments\": {\"x\": 4, \"y\": 5}}\n"
     "</tool_call>")  # fmt: skip
real("https://github.com/ollama/ollama/blob/fb30760996871fa9460115c753afd2c60d4ab0f7/model/renderers/lfm2_test.go#L113 (case assistant_tool_calls_and_tool_responses_are_rendered: expected, a Go string)", "neg-ollama-lfm2-rendered-prompt-tool-call",
     "<|startoftext|><|im_start|>user\n"
     "Call a tool<|im_end|>\n"
     "<|im_start|>assistant\n"
     "<|tool_call_start|>[get_weather(location=\"Paris\")]<|tool_call_end|><|im_end|>\n"
     "<|im_start|>tool\n"
     "<|tool_response_start|>22C<|tool_response_end|><|im_end|>\n"
     "<|im_start|>assistant\n")  # fmt: skip
real("https://github.com/ollama/ollama/blob/fb30760996871fa9460115c753afd2c60d4ab0f7/model/renderers/lfm2_test.go#L209 (case thinking_precedes_tool_calls: expected, a Go string)", "neg-ollama-lfm2-rendered-prompt-think-tool-call",
     "<|startoftext|><|im_start|>user\n"
     "Weather?<|im_end|>\n"
     "<|im_start|>assistant\n"
     "<think>Let me check the weather.</think><|tool_call_start|>[get_weather(location=\"Paris\")]<|tool_call_end|><|im_end|>\n"
     "<|im_start|>tool\n"
     "<|tool_response_start|>22C<|tool_response_end|><|im_end|>\n"
     "<|im_start|>assistant\n")  # fmt: skip
real("https://github.com/ollama/ollama/blob/fb30760996871fa9460115c753afd2c60d4ab0f7/model/renderers/functiongemma_test.go#L151 (case tool_call: expected, a Go string)", "neg-ollama-functiongemma-rendered-prompt-call",
     "<bos><start_of_turn>developer\n"
     "You can do function calling with the following functions:<start_function_declaration>declaration:get_weather{description:<escape>Get weather<escape>,parameters:{properties:{city:{description:<escape>City<escape>,type:<escape>STRING<escape>}},type:<escape>OBJECT<escape>}}<end_function_declaration><end_of_turn>\n"
     "<start_of_turn>user\n"
     "Weather?<end_of_turn>\n"
     "<start_of_turn>model\n"
     "<start_function_call>call:get_weather{city:<escape>Paris<escape>}<end_function_call><start_function_response>response:get_weather{<escape>Sunny<escape>}<end_function_response>")  # fmt: skip
real("https://github.com/ollama/ollama/blob/fb30760996871fa9460115c753afd2c60d4ab0f7/model/renderers/functiongemma_test.go#L342 (case parallel_tool_calls: expected, a Go string)", "neg-ollama-functiongemma-rendered-prompt-parallel",
     "<bos><start_of_turn>developer\n"
     "You can do function calling with the following functions:<start_function_declaration>declaration:get_weather{description:<escape>Get weather<escape>,parameters:{properties:{city:{description:<escape>City<escape>,type:<escape>STRING<escape>}},type:<escape>OBJECT<escape>}}<end_function_declaration><start_function_declaration>declaration:get_time{description:<escape>Get current time<escape>,parameters:{properties:{timezone:{description:<escape>Timezone<escape>,type:<escape>STRING<escape>}},type:<escape>OBJECT<escape>}}<end_function_declaration><end_of_turn>\n"
     "<start_of_turn>user\n"
     "Weather and time?<end_of_turn>\n"
     "<start_of_turn>model\n"
     "<start_function_call>call:get_weather{city:<escape>Paris<escape>}<end_function_call><start_function_call>call:get_time{timezone:<escape>UTC<escape>}<end_function_call><start_function_response>response:get_weather{<escape>Sunny<escape>}<end_function_response><start_function_response>response:get_time{<escape>12:00<escape>}<end_function_response>")  # fmt: skip

# ---- tool-call sections of chat templates ------------------------------------------------------------
real("https://github.com/ollama/ollama/blob/fb30760996871fa9460115c753afd2c60d4ab0f7/model/renderers/testdata/nemotron3nano_chat_template.jinja2#L122 (the tool-call format instruction line)", "neg-ollama-nemotron3nano-template-format-line",
     "    {{- '\\n\\nIf you choose to call a function ONLY reply in the following format with NO suffix:\\n\\n<tool_call>\\n<function=example_function_name>\\n<parameter=example_parameter_1>\\nvalue_1\\n</parameter>\\n<parameter=example_parameter_2>\\nThis is the value for the second parameter\\nthat can span\\nmultiple lines\\n</parameter>\\n</function>\\n</tool_call>\\n\\n<IMPORTANT>\\nReminder:\\n- Function calls MUST follow the specified format: an inner <function=...></function> block must be nested within <tool_call></tool_call> XML tags\\n- Required parameters MUST be specified\\n- You may provide optional reasoning for your function call in natural language BEFORE the function call, but NOT after\\n- If there is no function call available, answer the question like normal with your current knowledge and do not tell the user about function calls\\n</IMPORTANT>' }}")  # fmt: skip
real("https://github.com/ollama/ollama/blob/fb30760996871fa9460115c753afd2c60d4ab0f7/model/renderers/testdata/gemma4_e2b_chat_template.jinja2#L245-L265 (assistant tool_calls rendering)", "neg-ollama-gemma4-e2b-template-tool-call-loop",
     "            {%- if message.get('tool_calls') -%}\n"
     "                {%- for tool_call in message.get('tool_calls') -%}\n"
     "                    {%- set function = tool_call['function'] -%}\n"
     "                    {{- '<|tool_call>call:' + function['name'] + '{' -}}\n"
     "                    {%- if function['arguments'] is mapping -%}\n"
     "                        {%- set ns_args = namespace(found_first=false) -%}\n"
     "                        {%- for key, value in function['arguments'] | dictsort -%}\n"
     "                            {%- if ns_args.found_first %},{% endif -%}\n"
     "                            {%- set ns_args.found_first = true -%}\n"
     "                            {{- key -}}:{{- format_argument(value, escape_keys=False) -}}\n"
     "                        {%- endfor -%}\n"
     "                    {%- elif function['arguments'] is none -%}\n"
     "                    {%- else -%}\n"
     "                        {{- raise_exception(\n"
     "                            \"chat_template: tool_calls[].function.arguments must be a \"\n"
     "                            \"JSON object (mapping), not a string. Deserialize arguments \"\n"
     "                            \"before passing to the template.\"\n"
     "                        ) -}}\n"
     "                    {%- endif -%}\n"
     "                    {{- '}<tool_call|>' -}}\n"
     "                {%- endfor -%}")  # fmt: skip
real("https://github.com/vllm-project/vllm/blob/85fce11e1ec339450c11dd8a41b0edd962940747/examples/tool_chat_template_minicpm3.jinja (the system/tools block, from the <|im_start|>system line to its endif)", "neg-vllm-minicpm3-template-format-rule",
     "{{- '<|im_start|>system\\n' + system_message if system_message or tools }}\n"
     "{%- if tools %}\n"
     "  {{- '\\n# Functions\\nHere is a list of functions that you can invoke:\\n```python\\nfrom enum import Enum\\nfrom typing import List, Dict, Optional\\nfrom pydantic import BaseModel, Field\\n\\n' }}\n"
     "  {{- tool_parser(tools) }}\n"
     "  {{- \"\\n```\\n\\n# Function Call Rule and Output Format\\n- If the user's question can be answered without calling any function, please answer the user's question directly. In this situation, you should return your thought and answer the user's question directly.\\n- If the user cannot be answered without calling any function, and the user does not provide enough information to call functions, please ask the user for more information. In this situation, you should return your thought and ask the user for more information.\\n- If the user's question cannot be answered without calling any function, and the user has provided enough information to call functions to solve it, you should call the functions. In this situation, the assistant should return your thought and call the functions.\\n- Use default parameters unless the user has specified otherwise.\\n- You should answer in the following format:\\n\\n<|thought_start|>\\n{explain why the user's question can be answered without calling a function or why you should ask the user for more information or why you should call one or more functions and your plan to solve the user's question.}\\n<|thought_end|>\\n<|tool_call_start|>\\n```python\\nfunc1(params_name=params_value, params_name2=params_value2...)\\nfunc2(params)\\n```\\n<|tool_call_end|>\\n{answer the user's question directly or ask the user for more information}\" }}\n"
     "{%- endif %}")  # fmt: skip
real("https://github.com/vllm-project/vllm/blob/630fe7e7a7a4f13533d4c130804bff933130f1fd/examples/tool_chat_template_hunyuan_a13b.jinja (first-message branch: the content_tmp instruction and the tools line)", "neg-vllm-hunyuan-a13b-template-tool-calls-instruction",
     "        {% if loop.index0 == 0 %}\n"
     "            {% set content_tmp = '你是一位函数组合专家。你会得到一个问题和一组可能的函数。根据问题，你需要进行一个或多个函数/工具调用以实现目的。\n"
     "如果没有一个函数可以使用，请直接使用自然语言回复用户，以助手：开头。\n"
     "如果给定的问题缺少函数所需的参数，请使用自然语言进行提问，向用户询问必要信息，以助手：开头。\n"
     "如果调用结果已经足够回答用户问题，请对历史结果进行总结，使用自然语言回复用户，以助手：开头。\n"
     "你应该只在工具调用部分返回函数调用。如果你决定调用任何函数，你必须将其格式化为<tool_calls>[{\"name\": \"func_name1\", \"arguments\": {\"argument1\": \"value1\", \"argument2\": \"value2\"}},...]</tool_calls>。你不应该在回复中包含任何其他文本。以下是你可以调用的函数列表，格式为JSON。\n"
     "' %}\n"
     "            {% set content_tmp = content_tmp + '\n"
     "' + tools | tojson + '\n"
     "' %}")  # fmt: skip
real("https://github.com/vllm-project/vllm/blob/87b63520aba48bae9d55663edf0d8f65d3d43ac2/examples/tool_chat_template_internlm2_tool.jinja (the plugin system block through the assistant tool_calls rendering)", "neg-vllm-internlm2-template-action-plugin",
     "{%- if tools is not none %}\n"
     "    {{- \"<|im_start|>system name=<|plugin|>\\n[\" }}\n"
     "    {%- for tool in tools %}\n"
     "        {{- tool.function|tojson }}\n"
     "        {%- if not loop.last %}\n"
     "            {{- \", \" }}\n"
     "        {%- else %}\n"
     "            {{- \"]\" }}\n"
     "        {%- endif %}\n"
     "    {%- endfor %}\n"
     "    {{- \"<|im_end|>\\n\" }}\n"
     "{%- endif %}\n"
     "\n"
     "{%- for message in loop_messages %}\n"
     "    {%- if message[\"role\"] == \"user\" %}\n"
     "        {{- \"<|im_start|>user\\n\" + message[\"content\"] + \"<|im_end|>\\n\"}}\n"
     "    {%- elif message.tool_calls is defined and message.tool_calls is not none %}\n"
     "        {%- set content = message[\"content\"] if message[\"content\"] else \"\" %}\n"
     "        {{- \"<|im_start|>assistant\\n\" + content }}\n"
     "        {%- for tool_call in message.tool_calls %}\n"
     "            {%- set function=tool_call.function %}\n"
     "            {{- \"<|action_start|><|plugin|>\\n\" }}\n"
     "            {{- '{\"name\": \"' + function.name + '\", '}}\n"
     "            {{- '\"arguments\": ' + function.arguments|string + '}' }}\n"
     "            {{- \"<|action_end|>\" }}\n"
     "        {%- endfor %}\n"
     "        {{- \"<|im_end|>\\n\" }}")  # fmt: skip
real("https://github.com/vllm-project/vllm/blob/466716c2bb5f3d191eeaf25459ec6c3bb09f11d7/examples/tool_chat_template_xlam_llama.jinja (the format_instruction set block)", "neg-vllm-xlam-llama-template-json-array-instruction",
     "    {% set format_instruction %}You have access to a set of tools. When using tools, make calls in a single JSON array: \n"
     "\n"
     "[{\"name\": \"tool_call_name\", \"arguments\": {\"arg1\": \"value1\", \"arg2\": \"value2\"}}, ... (additional parallel tool calls as needed)]\n"
     "\n"
     "If no tool is suitable, state that explicitly. If the user's input lacks required parameters, ask for clarification. Do not interpret or respond until tool results are returned. Once they are available, process them or make additional calls if needed. For tasks that don't require tools, such as casual conversation or general advice, respond directly in plain text. The available tools are:{% endset %}")  # fmt: skip
real("https://github.com/vllm-project/vllm/blob/d8aae5150beafbc83be435642516c330e501b35e/examples/tool_chat_template_toolace.jinja (the system tools block)", "neg-vllm-toolace-template-bracket-call-instruction",
     "{%- if tools is not none and not tools_in_user_message %}\n"
     "    {{- \"You are an expert in composing functions. You are given a question and a set of possible functions. Based on the question, you will need to make one or more function/tool calls to achieve the purpose.\\n\" }}\n"
     "    {{- \"If none of the function can be used, point it out. If the given question lacks the parameters required by the function, also point it out.\\n\" }}\n"
     "    {{- \"You should only return the function call in tools call sections.\\n\\n\" }}\n"
     "    {{- \"If you decide to invoke any of the function(s), you MUST put it in the format of [func_name1(params_name1=params_value1, params_name2=params_value2...), func_name2(params)]\\n\" }}\n"
     "    {{- \"You SHOULD NOT include any other text in the response.\\n\" }}\n"
     "    {{- \"Here is a list of functions in JSON format that you can invoke.\\n\" }}\n"
     "    {%- for t in tools %}\n"
     "        {{- t | tojson(indent=4) }}\n"
     "        {{- \"\\n\\n\" }}\n"
     "    {%- endfor %}\n"
     "    {{- \"\\n\" }}\n"
     "{%- endif %}")  # fmt: skip
real("https://github.com/vllm-project/vllm/blob/2e30b474731f235b021ecf9821124116786dfce5/examples/tool_chat_template_olmo3.jinja (the function-calling instruction lines, up to the <functions> opener)", "neg-vllm-olmo3-template-function-calls-example",
     "{%- if tools is not none and tools | length > 0 %}\n"
     "{{- \"\\n\\nYou have access to the following functions. To call functions, respond with a pythonic function call wrapped in <function_calls></function_calls> XML tags.\" }}\n"
     "{{- \"\\n\\nFor example, to call a function named 'get_weather' with parameters city='New York' and units='celsius', respond with:\" }}\n"
     "{{- \"\\n<function_calls>\\nget_weather(city='New York', units='celsius')\\n</function_calls>\" }}\n"
     "{{- \"\\n\\nYou can call multiple functions by putting each call on a new line within the tags:\" }}\n"
     "{{- \"\\n<function_calls>\\nfunction1(param1='value1')\\nfunction2(param2='value2')\\n</function_calls>\" }}\n"
     "{{- \"\\n\\nHere are the available functions:\\n<functions>\\n\" }}")  # fmt: skip
