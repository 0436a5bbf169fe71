# ruff: noqa: E501  (model outputs are kept as the sources wrote them)
"""A second held-out set (issue 42): real outputs from sources other than ollama's fixtures, read before anyone
tunes on it.

Qwen3-Coder-Next calls that llama.cpp refused, a Qwen3.5 call printed on one line, a GLM call with its
<arg_value> opener missing, gpt-oss harmony calls after an analysis message, a Gemma 4 call after its thought
channel, Kimi K2 arguments sent as a JSON-encoded string, Seed-OSS calls after <seed:think> blocks that draft the
same call, LFM2 pythonic calls with nested same-style quotes and raw newlines, Phi-4-mini `functools[...]`
lists, Hermes calls that run to the end of the reply or carry serialized arguments, DeepSeek V3.2 DSML calls,
and the negatives and cut-off calls of the same families. Each cites its source.

Sources are issue and pull-request threads where users pasted what a model wrote (vLLM, sglang, llama.cpp,
LM Studio, Kimi-K2, mlx-lm, omlx, hermes-agent, openclaw, ...), and the parser test fixtures of vLLM
(tests/tool_parsers/), written from what the models send. A source marked "variant" is that output changed as
its note says. Negatives (`neg-`) stay text with nothing taken from them; cut-off calls (`cut-`) are errors
naming the tool, never calls. A closed reasoning block is not content: a negative whose text has one gives as
`content` what is left outside it.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the sources' harnesses declared, with their parameters
TOOLS_F: list[dict[str, Any]] = [
    tool_schema("bash", ("command",), command="string", description="string"),  # opencode
    tool_schema("read", ("filePath",), filePath="string"),
    tool_schema("task", ("prompt",), description="string", prompt="string", subagent_type="string"),
    tool_schema("GrepTool", ("pattern",), pattern="string", path="string"),
    tool_schema("Read", ("file_path",), file_path="string"),  # Claude Code
    tool_schema("TodoWrite", ("todos",), todos="array"),
    tool_schema("tavily_search", ("query",), query="string", count="integer"),  # openclaw
    tool_schema("search_products", ("query",), query="string", category="string", max_price="number"),
    tool_schema("search", ("query",), query="string", topn="integer", source="string"),
    tool_schema("get_datetime", (), timezone="string"),
    tool_schema("get_weather", (), location="string", city="string", unit="string", date="string"),
    tool_schema("get_todays_date"),
    tool_schema("get_ecs_instructions", ("data",), data="object"),
    tool_schema("patch", ("path",), path="string", content="string", mode="string"),  # hermes-agent
    tool_schema("ha_call_service", (), action="string", device_id="string"),
    tool_schema("web_search", ("query",), query="string"),
    tool_schema("calculator", ("expression",), expression="string"),
    tool_schema("final_answer", (), trigger="boolean"),
    tool_schema("get_db_config", (), param="string"),
    tool_schema("pick", (), items="array"),
    tool_schema("exec", ("command",), command="string"),
    tool_schema("func"),
]

SOURCES_F: dict[str, str] = {}
CASES_F: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_F[id] = source
    CASES_F.append(Case(id, text, list(calls), **kw))


VLLM = "vllm-project/vllm tests/tool_parsers/"
SEED = VLLM + "test_seed_oss_tool_parser.py (ByteDance-Seed/Seed-OSS-36B-Instruct)"
HERMES = VLLM + "test_hermes_tool_parser.py (Hermes2ProToolParser, Qwen/Qwen3-32B tokenizer)"
LFM2 = VLLM + "test_lfm2_tool_parser.py (LiquidAI/LFM2.5-1.2B-Instruct)"
PHI4 = VLLM + "test_phi4mini_tool_parser.py (phi4_mini_json)"
QWEN_NEXT = "https://github.com/pwilkin/llama.cpp/issues/9 (Qwen3-Coder-Next under opencode; llama-server's 'Failed to parse input' errors, JSON escapes undone)"
KIMI_TODO = "https://github.com/MoonshotAI/Kimi-K2/issues/26 (Kimi-K2-Instruct on sglang under Claude Code; the ChatCompletion repr's escapes undone)"
DSML = "https://github.com/ochafik/minja/pull/11 (the DeepSeek V3.2 DSML calls the PR quotes)"

KIMI_OPEN = "<|tool_calls_section_begin|><|tool_call_begin|>functions.TodoWrite:1<|tool_call_argument_begin|>"
TODO_ARGS = '"{\\"todos\\": [{\\"id\\": \\"transform-analysis\\", \\"content\\": \\"Analyze transform.ts file - data structures, type safety, and error handling patterns\\", \\"status\\": \\"in_progress\\", \\"priority\\": \\"high\\"}]}"'
TODOS = [
    {
        "id": "transform-analysis",
        "content": "Analyze transform.ts file - data structures, type safety, and error handling patterns",
        "status": "in_progress",
        "priority": "high",
    }
]
SEED_512 = (
    "<seed:think>The user's current thinking budget is 512.</seed:cot_budget_reflect>\nLet me analyze the "
    "question. The user wants to know the weather in Barcelona, Spain. Looking at the functions available, "
    "there's a get_weather function that can retrieve the current temperature for a given location. \n\nFirst, "
    "check the parameters required by get_weather: location is mandatory (needs city and country), and unit is "
    'optional. The user provided "Barcelona Spain" as the location, which fits the required format (city, '
    "country). \n<seed:cot_budget_reflect>I have used 131 tokens, and there are 381 tokens remaining for use."
    "</seed:cot_budget_reflect>\n Since the unit isn't specified, the function will default to Celsius, which "
    "is fine. \n\nThere's no need to ask for more information because the location is clear. So I should call "
    'the get_weather function with location set to "Barcelona, Spain" (adding a comma for clarity, though the '
    "user's input has a space, but the function might accept either; to be safe, using the standard format "
    "with a comma).\n<seed:cot_budget_reflect>I have used 257 tokens, and there are 255 tokens remaining for "
    "use.</seed:cot_budget_reflect>\n The unit parameter can be omitted since it's optional.</seed:think>\n"
)
SEED_DRAFT = (
    "<seed:think>\nGot it, let's see. The user asked for the weather in Barcelona, Spain. "
    "First, I need to remember the function I can use: get_weather. The function requires a "
    'location (city and country) which is "Barcelona, Spain" here, and unit is optional. Since '
    "the user didn't specify the unit, the default in the function is Celsius, right? Wait, "
    "let me check the function docstring again. Oh, the function says unit is optional, and "
    'returns temperature in Celsius. So I should call get_weather with location "Barcelona, '
    'Spain" and maybe omit unit or set to Celsius. Let me format the function call correctly. '
    "The format is <seed:tool_call>\n<function=get_weather>\n<parameter=location>Barcelona, "
    "Spain</parameter>\n<parameter=unit>celsius</parameter>\n</function>\n</seed:tool_call>. "
    'Wait, but does the unit parameter accept "celsius"? The docstring says unit is the unit '
    "of temperature, but the return is in Celsius anyway. Maybe even if I don't pass unit, "
    'it\'s okay, but to be explicit, maybe pass "celsius". Let me go with that. So the function '
    "call should be as above. Then wait for the result to come back and tell the user the "
    "temperature in Celsius.</seed:think>"
)
BARCELONA = ("get_weather", {"location": "Barcelona, Spain"})
HEREDOC = "cat > f.py << EOF\nimport csv\nprint(1)\nEOF"

# ---- Qwen3-Coder / Qwen3-Coder-Next / Qwen3.5 / Qwen3 ------------------------------------------------------

real(QWEN_NEXT, "qwen3coder-next-bash-git-status",
     "<tool_call>\n<function=bash>\n<parameter=command>\ncd /home/gary/dev/opencode_rs && git status\n</parameter>\n"
     "<parameter=description>\nCheck git status\n</parameter>\n</function>\n</tool_call>",
     ("bash", {"command": "cd /home/gary/dev/opencode_rs && git status", "description": "Check git status"}))  # fmt: skip
real(QWEN_NEXT, "qwen3coder-next-bash-then-three-reads",
     '<tool_call>\n<function=bash>\n<parameter=command>\ntest -d .planning && echo "exists" || echo "missing"\n</parameter>\n'
     "<parameter=description>\nCheck if planning directory exists\n</parameter>\n</function>\n</tool_call>\n"
     "<tool_call>\n<function=read>\n<parameter=filePath>\n/home/gary/dev/opencode_rs/.planning/STATE.md\n</parameter>\n</function>\n</tool_call>\n"
     "<tool_call>\n<function=read>\n<parameter=filePath>\n/home/gary/dev/opencode_rs/.planning/ROADMAP.md\n</parameter>\n</function>\n</tool_call>\n"
     "<tool_call>\n<function=read>\n<parameter=filePath>\n/home/gary/dev/opencode_rs/.planning/PROJECT.md\n</parameter>\n</function>\n</tool_call>",
     ("bash", {"command": 'test -d .planning && echo "exists" || echo "missing"', "description": "Check if planning directory exists"}),
     ("read", {"filePath": "/home/gary/dev/opencode_rs/.planning/STATE.md"}),
     ("read", {"filePath": "/home/gary/dev/opencode_rs/.planning/ROADMAP.md"}),
     ("read", {"filePath": "/home/gary/dev/opencode_rs/.planning/PROJECT.md"}))  # fmt: skip
real(QWEN_NEXT + "; the whole input of its 'pos 0' error", "cut-qwen3coder-next-task",
     "<tool_call>\n<function=task>\n<",
     errors=["task"])  # fmt: skip
real("https://github.com/vllm-project/vllm/issues/22975 (Qwen3-Coder-480B-A35B-Instruct-FP8, qwen3_coder parser; the ModelResponse repr's escapes undone)",
     "qwen3coder-480b-grep-after-prose",
     "Let me check if there might be a base.py file that's not showing up. Since we know it's being imported, let me try to grep for the implementation of BaseService.\n\n"
     "<tool_call>\n<function=GrepTool>\n<parameter=pattern>\nclass BaseService\\(\n</parameter>\n<parameter=path>\n.\n</parameter>\n</function>\n</tool_call>",
     ("GrepTool", {"pattern": "class BaseService\\(", "path": "."}))  # fmt: skip
real("https://github.com/ollama/ollama/issues/16686 (qwen3-coder:30b under Claude Code via LiteLLM, ollama 0.33.3; the path as the reporter anonymized it)",
     "qwen3coder-read-opener-missing",
     "<function=Read>\n<parameter=file_path>\n/path/to/the/file.md\n</parameter>\n</function>\n</tool_call>",
     ("Read", {"file_path": "/path/to/the/file.md"}))  # fmt: skip
real("https://github.com/openclaw/openclaw/issues/61838 (Qwen3.5-27B / 35B-A3B GGUF on llama-server; the call as its parse error printed it)",
     "qwen35-call-printed-on-one-line",
     "<tool_call> <function=tavily_search> <parameter=query> latest OpenClaw features 2026 </parameter> <parameter=count> 3 </parameter> </function> </tool_call>",
     # the spaces stand where the error message collapsed the format's newlines; a string value keeps them (the
     # reader strips one newline each side, never spaces: an old_str's leading indentation is part of it)
     ("tavily_search", {"query": " latest OpenClaw features 2026 ", "count": 3}))  # fmt: skip
real("https://github.com/lmstudio-ai/lmstudio-bug-tracker/issues/825 (qwen/qwen3-4b in LM Studio, finish_reason stop, tool_calls empty)",
     "qwen3-4b-empty-think-then-json-call",
     '<think>\n\n</think>\n\n<tool_call>\n{"name": "search_products", "arguments": {"query": "Dell", "category": "electronics", "max_price": 50}}\n</tool_call>',
     ("search_products", {"query": "Dell", "category": "electronics", "max_price": 50}))  # fmt: skip
real(VLLM + "test_qwen36_bugs.py (Qwen3-Coder-30B-A3B, a minimal reproducer of a real report)", "qwen3coder-array-with-json-true",
     '<tool_call>\n<function=pick>\n<parameter=items>\n["a", "b", 1, true]\n</parameter>\n</function>\n</tool_call>',
     ("pick", {"items": ["a", "b", 1, True]}))  # fmt: skip
real("https://github.com/lmstudio-ai/lmstudio-bug-tracker/issues/1589 (qwen3.5-35b-a3b in LM Studio asked by Open WebUI for search queries; the reply as the report shows it)",
     "neg-qwen35-queries-json-after-think",
     '<think>Step-by-step reasoning about current weather...</think>\n{"queries":["Current weather in europe"]}',
     content='{"queries":["Current weather in europe"]}')  # fmt: skip
# the parser took the object out of the string (content came back as "const jsonStr = '';" with finish_reason
# tool_calls); this is the answer before it did
real("https://github.com/ggml-org/llama.cpp/issues/18183 (Hermes 2 Pro format in llama-server: the answer's string held a JSON object)",
     "neg-hermes-json-inside-js-string",
     "const jsonStr = '{\"name\": \"Bingo\", \"age\": 30}';")  # fmt: skip
real("https://github.com/ahwurm/localharness/issues/105 (a local model asked to show JSON data; the reply the harness took for a failed call)",
     "neg-json-fence-list-of-people",
     '```json\n[{"name": "alice", "age": 30}]\n```')  # fmt: skip

# ---- GLM ----------------------------------------------------------------------------------------------------

real("https://github.com/vllm-project/vllm/issues/49248 (GLM-5.2 NVFP4, glm47 parser; raw sampled tokens via logprobs)",
     "glm-arg-value-opener-missing",
     "<tool_call>search<arg_key>query</arg_key>how many vacation days left</arg_value></tool_call>",
     ("search", {"query": "how many vacation days left"}))  # fmt: skip

# ---- DeepSeek V3.2 (DSML) -----------------------------------------------------------------------------------

real(DSML, "deepseek-v32-dsml-datetime",
     '<｜DSML｜function_calls>\n<｜DSML｜invoke name="get_datetime">\n<｜DSML｜parameter name="timezone" string="true">Asia/Shanghai</｜DSML｜parameter>\n'
     "</｜DSML｜invoke>\n</｜DSML｜function_calls>",
     ("get_datetime", {"timezone": "Asia/Shanghai"}))  # fmt: skip
real(DSML, "deepseek-v32-dsml-two-searches",
     '<｜DSML｜function_calls>\n<｜DSML｜invoke name="search">\n<｜DSML｜parameter name="query" string="true">search agent benchmark 2024</｜DSML｜parameter>\n'
     '<｜DSML｜parameter name="topn" string="false">10</｜DSML｜parameter>\n<｜DSML｜parameter name="source" string="true">web</｜DSML｜parameter>\n'
     '</｜DSML｜invoke>\n<｜DSML｜invoke name="search">\n<｜DSML｜parameter name="query" string="true">搜索智能体 基准测试</｜DSML｜parameter>\n'
     '<｜DSML｜parameter name="topn" string="false">10</｜DSML｜parameter>\n<｜DSML｜parameter name="source" string="true">web</｜DSML｜parameter>\n'
     "</｜DSML｜invoke>\n</｜DSML｜function_calls>",
     ("search", {"query": "search agent benchmark 2024", "topn": 10, "source": "web"}),
     ("search", {"query": "搜索智能体 基准测试", "topn": 10, "source": "web"}))  # fmt: skip

# ---- gpt-oss (harmony) --------------------------------------------------------------------------------------

real("https://github.com/kekzl/imp/pull/1719 (gpt-oss-20b-mxfp4, captured live at the server's split site)",
     "gptoss-analysis-then-commentary-call",
     '<|channel|>analysis<|message|>We need to use the get_weather function. Provide city "Berlin".<|end|>\n'
     '<|start|>assistant<|channel|>commentary to=functions.get_weather <|constrain|>json<|message|>{"city":"Berlin"}',
     ("get_weather", {"city": "Berlin"}))  # fmt: skip
real("https://github.com/lmstudio-ai/lmstudio-bug-tracker/issues/942 (openai/gpt-oss-20b in LM Studio 0.3.23: 'Unexpected end of content'; the JSON is one brace short)",
     "gptoss-json-one-brace-short",
     '<|start|>assistant<|channel|>commentary to=functions.get_ecs_instructions<|constrain|>json<|message|>{"data":{"envs":{"sd":{"namespaces":{"main":{"resources":{"requests":{"cpu":"100m","memory":"128Mi"},"limits":{"cpu":"200m","memory":"256Mi"}}}}},"pr":{"namespaces":{"main":{"resources":{"requests":{"cpu":"500m","memory":"512Mi"},"limits":{"cpu":"1","memory":"1Gi"}}}}}}}',
     # Only closing braces are missing after complete values: repaired, as the first corpus's
     # cut-braces-only-is-repaired has it (a reply cut by its length limit is refused by the agent, which knows
     # the finish reason; the parser never runs a call cut inside a value).
     ("get_ecs_instructions", {"data": {"envs": {
         "sd": {"namespaces": {"main": {"resources": {"requests": {"cpu": "100m", "memory": "128Mi"}, "limits": {"cpu": "200m", "memory": "256Mi"}}}}},
         "pr": {"namespaces": {"main": {"resources": {"requests": {"cpu": "500m", "memory": "512Mi"}, "limits": {"cpu": "1", "memory": "1Gi"}}}}}}}}))  # fmt: skip
real("https://github.com/Augustas11/macprovider/issues/743 (mlx-community/gpt-oss-20b-MXFP4-Q8 with the harmony tokens stripped, no tool asked for)",
     "neg-gptoss-channels-stripped-answer",
     'analysisWe need to answer "What is 2+2? Answer in one word." The answer is "four".\nWe should output only that word. And nothing else.assistantfinalfour')  # fmt: skip

# ---- Gemma ----------------------------------------------------------------------------------------------------

real("https://github.com/NousResearch/hermes-agent/pull/48412 (Gemma-4 on vLLM's gemma4 parsers; a turn the parser missed, left in message.content)",
     "gemma4-thought-then-patch",
     "<|channel>thought\nI'll patch the file.\n<channel|><|tool_call>call:patch{path:<|\"|>/tmp/a.py<|\"|>,content:<|\"|>print('hi')<|\"|>,mode:<|\"|>overwrite<|\"|>}<tool_call|>",
     ("patch", {"path": "/tmp/a.py", "content": "print('hi')", "mode": "overwrite"}))  # fmt: skip
real("https://github.com/ollama/ollama/issues/18357 (mashriram/gemma3nTools:e4b, a Gemma 3n fine-tune, under ollama run)",
     "gemma3n-args-key-instead-of-arguments",
     '<tool_call>\n{"name": "ha_call_service", "args": {"action": "turn_off", "device_id": "light.salon"}}\n</tool_call>',
     ("ha_call_service", {"action": "turn_off", "device_id": "light.salon"}))  # fmt: skip

# ---- Mistral / Devstral ---------------------------------------------------------------------------------------

real("https://github.com/raullenchai/Rapid-MLX/issues/1071 (devstral-v2-24b-4bit, Devstral-Small-2-24B-Instruct-2512, 6 of 6 leaked)",
     "devstral-small-2-web-search",
     '[TOOL_CALLS]web_search[ARGS]{"query": "latest AI model releases this month"}',
     ("web_search", {"query": "latest AI model releases this month"}))  # fmt: skip
real("https://github.com/ml-explore/mlx-lm/issues/1374 (Ministral-8B-Instruct-2410: the call list the issue parses, after the [TOOL_CALLS] marker it says the model writes)",
     "ministral-8b-json-call-list",
     '[TOOL_CALLS] [{"name": "calculator", "arguments": {"expression": "2+3"}}]',
     ("calculator", {"expression": "2+3"}))  # fmt: skip

# ---- Llama 4 --------------------------------------------------------------------------------------------------

real("https://github.com/jundot/omlx/pull/1153 (mlx-community/Llama-4-Scout-17B-16E-Instruct-4bit: the call returned as content)",
     "llama4-scout-json-as-content",
     '{"name": "get_weather", "parameters": {"location": "Paris"}}',
     ("get_weather", {"location": "Paris"}))  # fmt: skip
real("https://github.com/vllm-project/vllm/issues/22917 (Llama 4 with llama4_pythonic, vLLM 0.10.0: the logged deltas joined)",
     "llama4-pythonic-two-calls",
     '[get_todays_date(), get_weather(location="Dublin, Ireland", date="2025-04-14")]',
     ("get_todays_date", {}), ("get_weather", {"location": "Dublin, Ireland", "date": "2025-04-14"}))  # fmt: skip

# ---- Kimi K2 --------------------------------------------------------------------------------------------------

real(KIMI_TODO, "kimi-k2-arguments-as-json-string",
     KIMI_OPEN + TODO_ARGS + "<|tool_call_end|><|tool_calls_section_end|>",
     ("TodoWrite", {"todos": TODOS}))  # fmt: skip
real(KIMI_TODO + "; variant: cut inside the argument string", "cut-kimi-k2-inside-argument-string",
     KIMI_OPEN + '"{\\"todos\\": [{\\"id\\": \\"transform-analysis\\", \\"content\\": \\"Analyze transform.ts',
     errors=["TodoWrite"])  # fmt: skip

# ---- Granite 3 ------------------------------------------------------------------------------------------------

real("https://github.com/ollama/ollama/issues/7544 (granite3-dense:8b-instruct-q8_0 with a bash tool, asked to list the folder: it answered with a block)",
     "neg-granite3-bash-fence-not-a-call",
     "```bash\nls\n```")  # fmt: skip

# ---- Seed-OSS (vLLM fixtures) ---------------------------------------------------------------------------------

real(SEED + " (its 512-token thinking budget case)", "seed-oss-budget-reflections-then-call",
     SEED_512 + "<seed:tool_call>\n<function=get_weather>\n<parameter=location>Barcelona, Spain</parameter>\n</function>\n</seed:tool_call>",
     BARCELONA)  # fmt: skip
real(SEED + " (its unlimited thinking budget case)", "seed-oss-call-drafted-in-think-then-made",
     SEED_DRAFT + "<seed:tool_call>\n<function=get_weather>\n<parameter=location>Barcelona, Spain</parameter>\n"
     "<parameter=unit>celsius</parameter>\n</function>\n</seed:tool_call>",
     ("get_weather", {"location": "Barcelona, Spain", "unit": "celsius"}))  # fmt: skip
real(SEED + " (its unlimited thinking budget case); variant: the reply up to its </seed:think>, the call drafted inside",
     "neg-seed-oss-call-only-drafted-in-think",
     SEED_DRAFT,
     content="")  # fmt: skip

# ---- Hermes format (vLLM fixtures) ----------------------------------------------------------------------------

real(HERMES + " (test_hermes_parser_non_streaming_tool_call_until_eos)", "hermes-call-runs-to-end-of-reply",
     '<tool_call>\n{"name": "final_answer", "arguments": {"trigger": true}}',
     ("final_answer", {"trigger": True}))  # fmt: skip
# vLLM's fixture refuses it; the closing brace alone is missing after a complete value, repaired as above.
real(HERMES + " (test_hermes_parser_non_streaming_tool_call_invalid_json)", "hermes-arguments-brace-missing",
     '<tool_call>\n{"name": "final_answer", "arguments": {"trigger": true}',
     ("final_answer", {"trigger": True}))  # fmt: skip
real(HERMES + " (serialized arguments, as Granite 4 writes them)", "hermes-arguments-serialized-as-string",
     '<tool_call>\n{"name": "get_db_config", "arguments": "{\\"param\\": \\"max_connections\\"}"}\n</tool_call>',
     ("get_db_config", {"param": "max_connections"}))  # fmt: skip

# ---- LFM2 (vLLM fixtures) -------------------------------------------------------------------------------------

real(LFM2 + " (NESTED_QUOTE_FUNCTION_OUTPUT)", "lfm2-same-quotes-nested-in-command",
     "<|tool_call_start|>[bash(command='sed -n '360,450p' /testbed/sympy/matrices/common.py')]<|tool_call_end|>",
     ("bash", {"command": "sed -n '360,450p' /testbed/sympy/matrices/common.py"}))  # fmt: skip
real(LFM2 + " (MULTILINE_FUNCTION_OUTPUT)", "lfm2-heredoc-raw-newlines",
     f"<|tool_call_start|>[exec(command='{HEREDOC}')]<|tool_call_end|>",
     ("exec", {"command": HEREDOC}))  # fmt: skip
real(LFM2 + " (MULTILINE_FUNCTION_OUTPUT); variant: cut inside the heredoc", "cut-lfm2-inside-heredoc",
     "<|tool_call_start|>[exec(command='cat > f.py << EOF\nimport csv\npri",
     errors=["exec"])  # fmt: skip
real(LFM2 + " (test_empty_tool_call_block: the model called no tools)", "neg-lfm2-empty-call-list",
     "<|tool_call_start|>[]<|tool_call_end|>", content="")  # fmt: skip  # as corpus_2026_b's lfm2-empty-block

# ---- Phi-4-mini (vLLM fixtures) -------------------------------------------------------------------------------

real(PHI4 + " (surrounding_text_output)", "phi4-functools-between-prose",
     'Let me check the weather for you.\nfunctools[{"name": "get_weather", "arguments": {"city": "Tokyo"}}]\nWould you like to know more?',
     ("get_weather", {"city": "Tokyo"}))  # fmt: skip
real(PHI4 + " (malformed_input_outputs: an empty functools)", "neg-phi4-functools-empty-then-text",
     "functools[] This is just text")  # fmt: skip
real(PHI4 + " (malformed_input_outputs: functools with prose inside)", "neg-phi4-functools-holding-prose",
     "functools[ This is just text ]")  # fmt: skip
real(PHI4 + " (malformed_input_outputs: cut after the arguments opened)", "cut-phi4-functools-arguments-open",
     'functools[{"name": "func", "arguments": {',
     errors=["func"])  # fmt: skip
