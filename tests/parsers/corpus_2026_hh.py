# ruff: noqa: E501  (texts are kept as the sources wrote them)
"""Held-out set hh (issue 42): the Chinese open-source agent ecosystem's test fixtures and recorded replies, gathered without reading the parser.

Families: InternLM2.5 through Lagent's MathCoder (`<|action_start|><|interpreter|>` then a fenced python block, the
`<|action_end|>` eaten as a stop word; and its final answer), ModelScope-Agent's old `<|startofthink|>{"api_name": ...,
"parameters": {...}}<|endofthink|>` mock-LLM replies and its RolePlay `Action:` / `Action Input:` mock reply, LazyLLM's
ReWOO worker lines `tool[{json}]`, and as negatives the final replies ms-swift's agent-template tests assert for
Qwen2.5-7B-Instruct (react_en `Thought:`/`Final Answer:`, qwen_en `✿RETURN✿:`, hermes) and GLM-4-9B-0414 (glm4), and an
AgentScope 0.x parser fixture (a fenced JSON dict of speak/thought that is no call).

Sources: InternLM/lagent examples/run_agent_lmdeploy.py (the stored state_dict of a real MathCoder run), modelscope-agent
tests (test_agent.py, tools/test_code_interpreter.py, tools/test_dashscope_asr_tts.py, tools/test_phantom.py at
17d1171; tools/test_web_search.py and test_callback.py at 4238cf9), LazyLLM tests/basic_tests/Tools/test_rewoo_agent.py,
ms-swift tests/test_align/test_template/test_agent.py, agentscope tests/parser_test.py (0.x).

Could not find (in the helper's 30 minutes): a Lagent `<|plugin|>` reply stored as text (the example only prints it),
AgentScope 1.x text fixtures (it uses native tool_use blocks), XAgent / AutoAgents / Dify / FastGPT prompt-mode
replies, Baichuan / Yi / ERNIE cookbook replies; no cut-off or error case was found among these fixtures. The
ms-swift Agent-support.md samples and react.py template, modelscope-agent test_output_parser.py, ChatGLM3 / GLM-4
issues and Qwen-Agent prompts are already cited by other corpora and were skipped.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

_ANY2 = {"type": "object", "properties": {"a": {}, "b": {}}, "required": ["a", "b"]}

# the tools the sources' harnesses declared, with their parameters
TOOLS_HH: list[dict[str, Any]] = [
    # lagent MathCoder: the interpreter action is IPythonInteractive.run(command, timeout)
    tool_schema("IPythonInteractive", ("command",), command="string", timeout="integer"),
    # modelscope-agent tests
    tool_schema("search_tool", ("x",), x="string"),
    tool_schema("code_interpreter", ("code",), language="string", code="string"),
    tool_schema("paraformer_asr_utils", ("audio_path",), audio_path="string"),
    tool_schema("sambert_tts_utils", ("text",), text="string"),
    {
        "name": "phantom_image_enhancement",
        "parameters": {
            "type": "object",
            "properties": {"input.image_path": {"type": "string"}},
            "required": ["input.image_path"],
        },
    },
    tool_schema("web_search_utils", ("query",), query="string"),
    tool_schema("mock_tool", (), test="string"),
    # LazyLLM ReWOO test stubs (arguments untyped: the stub takes whatever the plan gives)
    {"name": "add_tool", "parameters": _ANY2},
    {"name": "multiply_tool", "parameters": _ANY2},
    {"name": "fail_tool", "parameters": {"type": "object", "properties": {}}},
    # ms-swift test_agent.py tools
    tool_schema("get_current_weather", ("location",), location="string", unit="string"),
    tool_schema("tool2", ()),
    tool_schema("realtime_aqi", ("city",), city="string"),
]

SOURCES_HH: dict[str, str] = {}
CASES_HH: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_HH[id] = source
    CASES_HH.append(Case(id, text, list(calls), **kw))


# ---- InternLM2.5-7B-chat through Lagent: <|action_start|><|interpreter|> ------------------------------
real("https://github.com/InternLM/lagent/blob/16ca689e0d9679d405e1085a06522ed259beff76/examples/run_agent_lmdeploy.py (state_dict['agent.memory'][1].content: the first Agent reply of the MathCoder run; formatted.action gives the call's argument)", "lagent-internlm25-interpreter-divisors",
     "To solve this problem, we first need to identify the factors of 63. Since Marie is thinking of a multiple of 63 and Jay is thinking of a factor of 63, and they are thinking of the same number, we need to find the factors of 63 and then determine the multiples of 63 that match these factors.\n\nLet's start by finding the factors of 63 using Python.<|action_start|><|interpreter|>\n```python\nfrom sympy import divisors\n\n# Find the factors of 63\nfactors_of_63 = divisors(63)\nfactors_of_63\n```",
     ("IPythonInteractive", {"command": "```python\nfrom sympy import divisors\n\n# Find the factors of 63\nfactors_of_63 = divisors(63)\nfactors_of_63\n```"}))  # fmt: skip
real("https://github.com/InternLM/lagent/blob/16ca689e0d9679d405e1085a06522ed259beff76/examples/run_agent_lmdeploy.py (state_dict['agent.memory'][3].content: the second Agent reply; formatted.action gives the call's argument)", "lagent-internlm25-interpreter-product",
     "The factors of 63 are \\(1, 3, 7, 9, 21,\\) and \\(63\\). Since Marie is thinking of a multiple of 63 and Jay is thinking of a factor of 63, and they are thinking of the same number, the number they are thinking of must be one of the factors of 63.\n\nGiven that there are two possibilities for the number they are thinking of, one positive and one negative, we need to consider both \\(63\\) and \\(-63\\) as the number they might be thinking of.\n\nNow, let's calculate the product of these two numbers, \\(63\\) and \\(-63\\).<|action_start|><|interpreter|>\n```python\n# Calculate the product of 63 and -63\nproduct = 63 * (-63)\nproduct\n```",
     ("IPythonInteractive", {"command": "```python\n# Calculate the product of 63 and -63\nproduct = 63 * (-63)\nproduct\n```"}))  # fmt: skip
real("https://github.com/InternLM/lagent/blob/16ca689e0d9679d405e1085a06522ed259beff76/examples/run_agent_lmdeploy.py (state_dict['agent.memory'][5].content: the final Agent reply, formatted.action None)", "neg-lagent-internlm25-final-boxed",
     "The product of the two numbers, \\(63\\) and \\(-63\\), is \\(-3969\\). Therefore, the product of the two numbers that Marie and Jay are thinking of is \\(\\boxed{-3969}\\).")  # fmt: skip

# ---- ModelScope-Agent: <|startofthink|>{"api_name", "parameters"}<|endofthink|> -----------------------
real("https://github.com/modelscope/modelscope-agent/blob/17d11719088bce66decd54fbb5a3fc2330108e7b/tests/test_agent.py (test_agent_run: responses[0])", "modelscope-agent-startofthink-search-tool",
     "<|startofthink|>{\"api_name\": \"search_tool\", \"parameters\": {\"x\": \"mock task\"}}<|endofthink|>",
     ("search_tool", {"x": "mock task"}))  # fmt: skip
real("https://github.com/modelscope/modelscope-agent/blob/17d11719088bce66decd54fbb5a3fc2330108e7b/tests/tools/test_code_interpreter.py (test_integrated_code_interpreter_agent: responses[0])", "modelscope-agent-startofthink-code-interpreter",
     "<|startofthink|>{\"api_name\": \"code_interpreter\", \"parameters\": "
     "{\"language\": \"python\", \"code\": \"print(1)\"}}<|endofthink|>",
     ("code_interpreter", {"language": "python", "code": "print(1)"}))  # fmt: skip
real("https://github.com/modelscope/modelscope-agent/blob/17d11719088bce66decd54fbb5a3fc2330108e7b/tests/tools/test_dashscope_asr_tts.py (test_paraformer_asr_agent: responses[0])", "modelscope-agent-startofthink-asr",
     "<|startofthink|>{\"api_name\": \"paraformer_asr_utils\", \"parameters\": "
     "{\"audio_path\": \"16k-xwlb3_local_user.wav\"}}<|endofthink|>",
     ("paraformer_asr_utils", {"audio_path": "16k-xwlb3_local_user.wav"}))  # fmt: skip
real("https://github.com/modelscope/modelscope-agent/blob/17d11719088bce66decd54fbb5a3fc2330108e7b/tests/tools/test_dashscope_asr_tts.py (test_sambert_tts_agent: responses[0])", "modelscope-agent-startofthink-tts-chinese",
     "<|startofthink|>{\"api_name\": \"sambert_tts_utils\", \"parameters\": "
     "{\"text\": \"今天天气怎么样？会下雨吗？\"}}<|endofthink|>",
     ("sambert_tts_utils", {"text": "今天天气怎么样？会下雨吗？"}))  # fmt: skip
real("https://github.com/modelscope/modelscope-agent/blob/17d11719088bce66decd54fbb5a3fc2330108e7b/tests/tools/test_phantom.py (test_phantom_agent: responses[0])", "modelscope-agent-startofthink-dotted-key",
     "<|startofthink|>{\"api_name\": \"phantom_image_enhancement\", \"parameters\": "
     "{\"input.image_path\": \"2_local_user.png\"}}<|endofthink|>",
     ("phantom_image_enhancement", {"input.image_path": "2_local_user.png"}))  # fmt: skip
real("https://github.com/modelscope/modelscope-agent/blob/4238cf9da5b7a7e2e5819794d8e5d5648dc33c56/tests/tools/test_web_search.py (the commented-out test_web_search_agent: responses[0], the comment marks dropped)", "modelscope-agent-startofthink-web-search",
     "<|startofthink|>{\"api_name\": \"web_search_utils\", \"parameters\": "
     "{\"query\": \"2024元旦 哈尔滨 天气\"}}<|endofthink|>",
     ("web_search_utils", {"query": "2024元旦 哈尔滨 天气"}))  # fmt: skip
real("https://github.com/modelscope/modelscope-agent/blob/4238cf9da5b7a7e2e5819794d8e5d5648dc33c56/tests/test_callback.py (test_tool_exec_run_state: the mocked _chat_no_stream return_value)", "modelscope-agent-roleplay-action-input",
     "Action: mock_tool\nAction Input: {\"test\": \"test_value\"}",
     ("mock_tool", {"test": "test_value"}))  # fmt: skip

# ---- LazyLLM ReWOO worker lines: tool[{json}] -------------------------------------------------------
real("https://github.com/LazyAGI/LazyLLM/blob/9d28284bac867f7429f77ed7107024b15bf5093f/tests/basic_tests/Tools/test_rewoo_agent.py (test_rewoo_unwraps_tool_result_before_resolving_dependent_arguments: the #E1 plan line)", "lazyllm-rewoo-add-tool",
     "add_tool[{\"a\": 45, \"b\": 23}]",
     ("add_tool", {"a": 45, "b": 23}))  # fmt: skip
real("https://github.com/LazyAGI/LazyLLM/blob/9d28284bac867f7429f77ed7107024b15bf5093f/tests/basic_tests/Tools/test_rewoo_agent.py (test_rewoo_unwraps_tool_result_before_resolving_dependent_arguments: the #E2 plan line, with an evidence reference)", "lazyllm-rewoo-multiply-evidence-ref",
     "multiply_tool[{\"a\": 20, \"b\": \"#E1\"}]",
     ("multiply_tool", {"a": 20, "b": "#E1"}))  # fmt: skip
real("https://github.com/LazyAGI/LazyLLM/blob/9d28284bac867f7429f77ed7107024b15bf5093f/tests/basic_tests/Tools/test_rewoo_agent.py (test_rewoo_uses_canonical_failure_value_as_evidence: the plan line)", "lazyllm-rewoo-empty-args",
     "fail_tool[{}]",
     ("fail_tool", {}))  # fmt: skip

# ---- ms-swift agent templates: final replies the tests assert (no call) ---------------------------------
real("https://github.com/modelscope/ms-swift/blob/3602360a562313afbf2ef6065fdf61f271a2c5b9/tests/test_align/test_template/test_agent.py (test_react_en: the asserted final Qwen2.5-7B-Instruct reply)", "neg-ms-swift-react-en-final-answer",
     "Thought: The current temperature in Beijing is 32 degrees Celsius, and the condition is sunny "
     "with a humidity of 50%.\nFinal Answer: The current temperature in Beijing is 32 degrees Celsius,"
     " and the condition is sunny with a humidity of 50%.")  # fmt: skip
real("https://github.com/modelscope/ms-swift/blob/3602360a562313afbf2ef6065fdf61f271a2c5b9/tests/test_align/test_template/test_agent.py (test_qwen_en: the asserted final Qwen2.5-7B-Instruct reply)", "neg-ms-swift-qwen-en-return",
     "✿RETURN✿: Today in Beijing, the temperature is 32°C with sunny conditions and the humidity "
     "is at 50%. Enjoy the nice weather!")  # fmt: skip
real("https://github.com/modelscope/ms-swift/blob/3602360a562313afbf2ef6065fdf61f271a2c5b9/tests/test_align/test_template/test_agent.py (test_qwen_en_parallel: the asserted final Qwen2.5-7B-Instruct reply)", "neg-ms-swift-qwen-en-parallel-return",
     "✿RETURN✿: Today in Beijing, the temperature is 32 degrees Celsius with sunny conditions "
     "and the humidity is at 50%. Enjoy the nice weather!")  # fmt: skip
real("https://github.com/modelscope/ms-swift/blob/3602360a562313afbf2ef6065fdf61f271a2c5b9/tests/test_align/test_template/test_agent.py (test_hermes: the asserted final Qwen2.5-7B-Instruct reply)", "neg-ms-swift-hermes-final",
     "Today in Beijing, the temperature is 32 degrees Celsius with sunny conditions "
     "and the humidity is at 50%. Enjoy the nice weather!")  # fmt: skip
real("https://github.com/modelscope/ms-swift/blob/3602360a562313afbf2ef6065fdf61f271a2c5b9/tests/test_align/test_template/test_agent.py (test_glm4: the asserted final GLM-4-9B-0414 reply)", "neg-ms-swift-glm4-final-chinese",
     "根据天气预报工具，北京今天的空气质量指数为10，属于良好水平；上海今天的空气质量指数为72，属于轻度污染水平。")  # fmt: skip

# ---- AgentScope 0.x parser fixture: a JSON reply that is not a call ---------------------------------------
real("https://github.com/modelscope/agentscope/blob/21c882650d5f5c11ec0675888359201c237ce5d2/tests/parser_test.py (ModelResponseParserTest.setUp: res_dict_1.text)", "neg-agentscope-fenced-json-speak-thought",
     "```json\n"
     '{"speak": "Hello, world!", '
     '"thought": "xxx", '
     '"end_discussion": true}\n```')  # fmt: skip
