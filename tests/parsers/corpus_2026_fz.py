# ruff: noqa: E501  (texts are kept as the sources wrote them)
"""Held-out set fz (issue 42): Python source of RL-training, evaluation and agent-training frameworks that holds tool-call text as data, gathered without reading the parser.

Families: all negatives. Each text is an excerpt of one Python file (tests, parsers, reward functions, rollout and
environment code, prompt templates, BFCL model handlers) that a coding agent's model could read and quote back. The
call shapes in them are string literals, docstrings, comments, regexes and f-strings, not calls: Search-R1 style
`<search>query</search>` / `<tool><python>...</python></tool>` actions (SkyRL, Search-R1), the `<function=NAME>
<parameter=KEY>` prompt of SWE-style agents (SkyRL-agent, OpenPipe ART), Qwen3-Coder `<tool_call><function=...>`
(ROLL), Hermes `<tool_call>` JSON with "arguments" or "parameters" (Agent-R1, ToolRL, axolotl, torchtune, the BFCL
and Arch handlers), gpt-oss Harmony `to=functions.NAME<|constrain|>json` regexes (Agent-R1), OpenAI `tool_calls`
dicts in docstrings and tests (ROLL, prime-rl), Mistral `[TOOL_CALLS]` (BFCL Mistral handler, axolotl's Magistral test).

Sources (each at the one commit named in its source string, cut only at whole lines, trailing blank lines dropped):
NovaSky-AI/SkyRL (skyrl-gym tests, skyrl-agent function_calling.py), OpenPipe/ART dev/swebench/config.py,
PeterGriffinJin/Search-R1 (infer.py, llm_agent/generation.py), qiancheng0/ToolRL (BFCL rlla_qwen.py, reward_score
rlla.py), AgentR1/Agent-R1 agent_r1/env/tool_format.py, alibaba/ROLL (action_parser.py and its test, the Sokoban
tool-call env), PrimeIntellect-ai/prime-rl tests/unit/train/sft/test_sft_dataset.py, pytorch/torchtune Qwen2.5
tokenizer test, axolotl-ai-cloud/axolotl (chat message and Magistral template tests), ShishirPatil/gorilla BFCL
local_inference handlers arch.py and mistral_fc.py (granite.py, salesforce_llama.py, llama_3_1.py and qwen_fc.py are
cited elsewhere; excerpts of llama_3_1.py and qwen_fc.py were measured, then dropped as already cited by corpus k).

Could not use (in the helper's 30 minutes): OpenRLHF and RAGEN hold no tool-call text in their Python at the stored
snapshot; Tevatron none either; huggingface/trl's source (tests/test_chat_template_utils.py, trl/chat_template_utils.py)
was left out because the repository is already cited (docs and notebook); THUDM/slime, willccbb/verifiers, unsloth,
LLaMA-Factory, verl, AReaL, rllm, tau-bench and ToolBench are cited; 0russwest0/Agent-R1 has no snapshot (the
AgentR1/Agent-R1 one was used).
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tool names the excerpts call (a naive parser would take them for calls)
TOOLS_FZ: list[dict[str, Any]] = [
    # SkyRL / Search-R1 search environments
    tool_schema("search", ("query",), query="string"),
    tool_schema("python", ("code",), code="string"),
    # SWE-style prompts (SkyRL-agent, ART): the example and ART's three functions
    tool_schema("example_function_name", (), example_parameter_1="string", example_parameter_2="string"),
    tool_schema("bash", ("command",), command="string"),
    tool_schema("submit", ()),
    tool_schema(
        "str_replace_editor",
        ("command", "path"),
        command="string",
        path="string",
        file_text="string",
        old_str="string",
        new_str="string",
        insert_line="integer",
    ),
    # ROLL
    tool_schema("list_directory", ("path",), path="string"),
    tool_schema("move_player", ("direction",), direction="string"),
    # prime-rl
    tool_schema("get_weather", ("location",), location="string"),
    tool_schema("get_precipitation_forecast", ("location",), location="string", days="integer"),
    # axolotl
    tool_schema("get_date", ()),
    tool_schema("get_stock_price", ("symbol",), symbol="string"),
    tool_schema("add_numbers", ("a", "b"), a="number", b="number"),
    tool_schema("multiply_numbers", ("x", "y"), x="number", y="number"),
    # BFCL handlers' quoted model responses
    tool_schema("random_forest.train", (), n_estimators="integer", max_depth="integer", data="string"),
    tool_schema("math.factorial", ("number",), number="integer"),
]

SOURCES_FZ: dict[str, str] = {}
CASES_FZ: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_FZ[id] = source
    CASES_FZ.append(Case(id, text, list(calls), **kw))


# ---- prompt templates that show the call format -----------------------------------------------------
real("https://github.com/NovaSky-AI/SkyRL/blob/a9564572eb8e91076be43c1bd5e4615e3de17265/skyrl-agent/skyrl_agent/functional/function_calling.py (lines 56-87: SYSTEM_PROMPT_SUFFIX_TEMPLATE and the FN regexes; cut at whole lines)", "neg-skyrl-agent-function-calling-prompt-suffix",
     "# Inspired by: https://docs.together.ai/docs/llama-3-function-calling#function-calling-w-llama-31-70b\n"
     "SYSTEM_PROMPT_SUFFIX_TEMPLATE = \"\"\"\n"
     "You have access to the following functions:\n"
     "\n"
     "{description}\n"
     "\n"
     "If you choose to call a function ONLY reply in the following format with NO suffix:\n"
     "\n"
     "<function=example_function_name>\n"
     "<parameter=example_parameter_1>value_1</parameter>\n"
     "<parameter=example_parameter_2>\n"
     "This is the value for the second parameter\n"
     "that can span\n"
     "multiple lines\n"
     "</parameter>\n"
     "</function>\n"
     "\n"
     "<IMPORTANT>\n"
     "Reminder:\n"
     "- Function calls MUST follow the specified format, start with <function= and end with </function>\n"
     "- Required parameters MUST be specified\n"
     "- Only call one function at a time\n"
     "- You may provide optional reasoning for your function call in natural language BEFORE the function call, but NOT after.\n"
     "- If there is no function call available, answer the question like normal with your current knowledge and do not tell the user about function calls\n"
     "</IMPORTANT>\n"
     "\"\"\"\n"
     "\n"
     "STOP_WORDS = [\"</function\"]\n"
     "\n"
     "# Regex patterns for function call parsing\n"
     "FN_REGEX_PATTERN = r\"<function=([^>]+)>\\n(.*?)</function>\"\n"
     "FN_PARAM_REGEX_PATTERN = r\"<parameter=([^>]+)>(.*?)</parameter>\"")  # fmt: skip
real("https://github.com/OpenPipe/ART/blob/779559fd0c68ce073cbd041447f88aacf1d9f585/dev/swebench/config.py (lines 73-95: end of the function list and the <function=...> format reminder of the system template; cut at whole lines)", "neg-art-swebench-system-template-format",
     "---- END FUNCTION #3 ----\n"
     "\n"
     "\n"
     "If you choose to call a function ONLY reply in the following format with NO suffix:\n"
     "\n"
     "Provide any reasoning for the function call here.\n"
     "<function=example_function_name>\n"
     "<parameter=example_parameter_1>value_1</parameter>\n"
     "<parameter=example_parameter_2>\n"
     "This is the value for the second parameter\n"
     "that can span\n"
     "multiple lines\n"
     "</parameter>\n"
     "</function>\n"
     "\n"
     "<IMPORTANT>\n"
     "Reminder:\n"
     "- Function calls MUST follow the specified format, start with <function= and end with </function>\n"
     "- Required parameters MUST be specified\n"
     "- Only call one function at a time\n"
     "- Always provide reasoning for your function call in natural language BEFORE the function call (not after)\n"
     "</IMPORTANT>\n"
     "\"\"\".strip()")  # fmt: skip
real("https://github.com/PeterGriffinJin/Search-R1/blob/a14dc3a4ffc6fe88c1e95038d9738e21ba3f7a06/infer.py (lines 16-24: curr_search_template and the prompt f-string; cut at whole lines)", "neg-search-r1-infer-prompt",
     "curr_eos = [151645, 151643] # for Qwen2.5 series models\n"
     "curr_search_template = '\\n\\n{output_text}<information>{search_results}</information>\\n\\n'\n"
     "\n"
     "# Prepare the message\n"
     "prompt = f\"\"\"Answer the given question. \\\n"
     "You must conduct reasoning inside <think> and </think> first every time you get new information. \\\n"
     "After reasoning, if you find you lack some knowledge, you can call a search engine by <search> query </search> and it will return the top searched results between <information> and </information>. \\\n"
     "You can search as many times as your want. \\\n"
     "If you find no further external knowledge needed, you can directly provide the answer inside <answer> and </answer>, without detailed illustrations. For example, <answer> Beijing </answer>. Question: {question}\\n\"\"\"")  # fmt: skip
real("https://github.com/qiancheng0/ToolRL/blob/8cee13ec0ca72f0461da372a93a6fd8140dbb840/benchmarks/BFCL/rlla_qwen.py (lines 18-40: the output-format part of the system prompt; cut at whole lines)", "neg-toolrl-bfcl-rlla-system-prompt",
     "In your response, you can use the following tools:\n"
     "{tools}\n"
     "\n"
     "**Steps for Each Turn**\n"
     "1. **Think:** Recall relevant context and analyze the current user goal.\n"
     "2. **Decide on Tool Usage:** If a tool is needed, specify the tool and its parameters.\n"
     "3. **Respond Appropriately:** If a response is needed, generate one while maintaining consistency across user queries.\n"
     "\n"
     "**Output Format**\n"
     "```plaintext\n"
     "<think> Your thoughts and reasoning </think>\n"
     "<tool_call>\n"
     "{json_string}\n"
     "...\n"
     "</tool_call>\n"
     "<response> AI's final response </response>\n"
     "```\n"
     "\n"
     "**Important Notes**\n"
     "1. You must always include the `<think>` field to outline your reasoning. Provide at least one of `<tool_call>` or `<response>`. Decide whether to use `<tool_call>` (possibly multiple times), `<response>`, or both.\n"
     "2. You can invoke multiple tool calls simultaneously in the `<tool_call>` fields. Each tool call should be a JSON object with a \"name\" field and an \"parameters\" field containing a dictionary of parameters. If no parameters are needed, leave the \"parameters\" field an empty dictionary.\n"
     "3. Refer to the previous dialogue records in the history, including the user's queries, previous `<tool_call>`, `<response>`, and any tool feedback noted as `<obs>` (if exists).\n"
     "\"\"\"")  # fmt: skip


# ---- rollout code -----------------------------------------------------------------------------------
real("https://github.com/PeterGriffinJin/Search-R1/blob/a14dc3a4ffc6fe88c1e95038d9738e21ba3f7a06/search_r1/llm_agent/generation.py (lines 384-400: the answer/search/invalid branches of execute_predictions; cut at whole lines)", "neg-search-r1-generation-invalid-action",
     "            else:\n"
     "                if action == 'answer':\n"
     "                    next_obs.append('')\n"
     "                    dones.append(1)\n"
     "                    valid_action.append(1)\n"
     "                    is_search.append(0)\n"
     "                elif action == 'search':\n"
     "                    next_obs.append(f'\\n\\n<information>{search_results.pop(0).strip()}</information>\\n\\n')\n"
     "                    dones.append(0)\n"
     "                    valid_action.append(1)\n"
     "                    is_search.append(1)\n"
     "                else:\n"
     "                    next_obs.append(f'\\nMy previous action is invalid. \\\n"
     "If I want to search, I should put the query between <search> and </search>. \\\n"
     "If I want to give the final answer, I should put the answer between <answer> and </answer>. Let me try again.\\n')\n"
     "                    dones.append(0)\n"
     "                    valid_action.append(0)")  # fmt: skip


# ---- reward functions -------------------------------------------------------------------------------
real("https://github.com/qiancheng0/ToolRL/blob/8cee13ec0ca72f0461da372a93a6fd8140dbb840/verl/utils/reward_score/rlla.py (lines 73-92: the format-reward loop; cut at whole lines)", "neg-toolrl-rlla-format-reward",
     "    for response, ans in zip(responses, answer):\n"
     "        reward = min_possible_reward\n"
     "        if \"<response>\" in ans and \"<tool_call>\" not in ans:\n"
     "            pattern = r\"^<think>.*?</think>\\n<response>.*?</response>$\"\n"
     "            if re.search(pattern, response, re.DOTALL) and response.count(\"<response>\") == 1 and response.count(\"</response>\") == 1:\n"
     "                reward = max_possible_reward\n"
     "        elif \"<response>\" not in ans and \"<tool_call>\" in ans:\n"
     "            pattern = r\"^<think>.*?</think>\\n<tool_call>\\n.*?\\n</tool_call>$\" \n"
     "            if re.search(pattern, response, re.DOTALL) and response.count(\"<tool_call>\") == 1 and response.count(\"</tool_call>\") == 1:\n"
     "                reward = max_possible_reward\n"
     "        elif \"<response>\" in ans and \"<tool_call>\" in ans:\n"
     "            pattern = r\"^<think>.*?</think>\\n<tool_call>\\n.*?\\n</tool_call>\\n<response>.*?</response>$\"\n"
     "            if re.search(pattern, response, re.DOTALL) and response.count(\"<tool_call>\") == 1 and response.count(\"</tool_call>\") == 1 and response.count(\"<response>\") == 1 and response.count(\"</response>\") == 1:\n"
     "                reward = max_possible_reward\n"
     "        else:\n"
     "            pattern = r\"^<think>.*?</think>$\"\n"
     "            if re.search(pattern, response, re.DOTALL):\n"
     "                reward = max_possible_reward\n"
     "        \n"
     "        rewards.append(reward)")  # fmt: skip


# ---- tool parsers -----------------------------------------------------------------------------------
real("https://github.com/AgentR1/Agent-R1/blob/6dc8f673f3ee612f8554c4363660745d10abd154/agent_r1/env/tool_format.py (lines 98-128: HermesFormatWrapper; cut at whole lines)", "neg-agent-r1-hermes-format-wrapper",
     "@ToolFormatWrapper.register(\"hermes\")\n"
     "class HermesFormatWrapper(ToolFormatWrapper):\n"
     "    \"\"\"Hermes-style XML tool call format.\n"
     "\n"
     "    - Parse: ``<tool_call>{\"name\": ..., \"arguments\": ...}</tool_call>``\n"
     "    - Observe: ``<tool_response>...</tool_response>``\n"
     "    \"\"\"\n"
     "\n"
     "    _TOOL_CALL_RE = re.compile(r\"<tool_call>(.*?)</tool_call>\", re.DOTALL)\n"
     "\n"
     "    def parse_response(self, llm_response: str) -> tuple[str, list[ToolCallAction]]:\n"
     "        if \"<tool_call>\" not in llm_response or \"</tool_call>\" not in llm_response:\n"
     "            return llm_response, []\n"
     "\n"
     "        matches = self._TOOL_CALL_RE.findall(llm_response)\n"
     "        function_calls = []\n"
     "        for match in matches:\n"
     "            try:\n"
     "                function_call = json.loads(match)\n"
     "                name, arguments = function_call[\"name\"], function_call[\"arguments\"]\n"
     "                if not isinstance(arguments, dict):\n"
     "                    arguments = json.loads(arguments) if isinstance(arguments, str) else {}\n"
     "                function_calls.append(ToolCallAction(name=name, arguments=arguments))\n"
     "            except Exception as e:\n"
     "                logger.error(f\"Failed to decode tool call: {e}\")\n"
     "\n"
     "        content = self._TOOL_CALL_RE.sub(\"\", llm_response)\n"
     "        return content, function_calls\n"
     "\n"
     "    def format_observation(self, observation: str) -> str:\n"
     "        return f\"<tool_response>\\n{observation}\\n</tool_response>\"")  # fmt: skip
real("https://github.com/AgentR1/Agent-R1/blob/6dc8f673f3ee612f8554c4363660745d10abd154/agent_r1/env/tool_format.py (lines 136-180: GptOssFormatWrapper; cut at whole lines)", "neg-agent-r1-gpt-oss-format-wrapper",
     "@ToolFormatWrapper.register(\"gpt-oss\")\n"
     "class GptOssFormatWrapper(ToolFormatWrapper):\n"
     "    \"\"\"GPT-OSS tool call format using OpenAI Harmony special tokens.\n"
     "\n"
     "    Expects decoded text with special tokens preserved (``skip_special_tokens=False``).\n"
     "    See https://cookbook.openai.com/articles/openai-harmony for format details.\n"
     "\n"
     "    Adapted from\n"
     "    https://github.com/sgl-project/sglang/blob/main/python/sglang/srt/function_call/gpt_oss_detector.py\n"
     "    \"\"\"\n"
     "\n"
     "    _COT_PATTERN = re.compile(r\"<\\|start\\|>assistant<\\|channel\\|>analysis<\\|message\\|>.*?<\\|end\\|>\", re.DOTALL)\n"
     "    _PARTIAL_COT_PATTERN = re.compile(r\"<\\|channel\\|>analysis<\\|message\\|>(.*?)<\\|end\\|>\", re.DOTALL)\n"
     "    _TOOL_CALL_PATTERN = re.compile(\n"
     "        r\"<\\|start\\|>assistant<\\|channel\\|>[^<]* to=functions\\.([^<]+) \"\n"
     "        r\"<\\|constrain\\|>json<\\|message\\|>(.*?)<\\|call\\|>\",\n"
     "        re.DOTALL,\n"
     "    )\n"
     "\n"
     "    def parse_response(self, llm_response: str) -> tuple[str, list[ToolCallAction]]:\n"
     "        text = llm_response\n"
     "        # Strip COT blocks that may contain tool-call-like tokens\n"
     "        text = self._COT_PATTERN.sub(\"\", text)\n"
     "        text = self._PARTIAL_COT_PATTERN.sub(\"\", text)\n"
     "\n"
     "        matches = self._TOOL_CALL_PATTERN.findall(text)\n"
     "        if not matches:\n"
     "            return text, []\n"
     "\n"
     "        function_calls = []\n"
     "        for match in matches:\n"
     "            try:\n"
     "                name, arguments_str = match[0], match[1]\n"
     "                arguments = json.loads(arguments_str)\n"
     "                if not isinstance(arguments, dict):\n"
     "                    arguments = {}\n"
     "                function_calls.append(ToolCallAction(name=name, arguments=arguments))\n"
     "            except Exception as e:\n"
     "                logger.error(f\"Failed to decode tool call: {e}\")\n"
     "\n"
     "        content = self._TOOL_CALL_PATTERN.sub(\"\", text)\n"
     "        return content, function_calls\n"
     "\n"
     "    def format_observation(self, observation: str) -> str:\n"
     "        return f\"<|start|>tool<|message|>{observation}<|end|>\"")  # fmt: skip
real("https://github.com/alibaba/ROLL/blob/8eb27cc2dc34c4d1310b169d9b86d339004d811a/roll/pipeline/agentic/tools/action_parser.py (lines 153-180: _is_incomplete_tool_call and the __main__ block; cut at whole lines)", "neg-roll-action-parser-incomplete-and-main",
     "    def _is_incomplete_tool_call(self, response: str) -> bool:\n"
     "        \"\"\"\n"
     "        Check if the response contains an incomplete tool call that should be continued.\n"
     "        \"\"\"\n"
     "        if \"<tool_call>\" in response and \"</tool_call>\" not in response:\n"
     "            if not response.strip().endswith((\">\")):\n"
     "                return True\n"
     "\n"
     "        if \"<function\" in response:\n"
     "            incomplete_patterns = [\n"
     "                r\"<parameter\\s*=\\s*[^>]*>\\s*[^<]*$\",\n"
     "                r\"<function\\s*=\\s*[^>]*>\\s*<parameter\\s*=\\s*[^>]*>\\s*[^<]*</?\\s*$\",\n"
     "                r\"<function\\s*=\\s*[^>]*>\\s*<parameter\\s*=\\s*[^>]*>\\s*.*</\\s*$\",\n"
     "            ]\n"
     "\n"
     "            for pattern in incomplete_patterns:\n"
     "                if re.search(pattern, response, re.DOTALL):\n"
     "                    return True\n"
     "\n"
     "        return False\n"
     "\n"
     "\n"
     "if __name__ == \"__main__\":\n"
     "    logger = get_logger()\n"
     "    tool = Qwen3CoderActionParser()\n"
     "    response = \"Let me check the current directory.<tool_call><function=list_directory><parameter=path>.</parameter></function></tool_call>\"\n"
     "\n"
     "    print(tool.parse_action(response=response))")  # fmt: skip


# ---- environments -----------------------------------------------------------------------------------
real("https://github.com/alibaba/ROLL/blob/8eb27cc2dc34c4d1310b169d9b86d339004d811a/roll/pipeline/agentic/env/sokoban/tool_call_env.py (lines 29-57: the Example section of the SokobanToolCallEnv docstring; cut at whole lines)", "neg-roll-sokoban-tool-call-env-docstring",
     "    Example:\n"
     "        >>> env = SokobanToolCallEnv(full_history=True, dim_room=(6, 6), num_boxes=1, max_steps=10)\n"
     "        >>> messages, info = env.reset(seed=42)\n"
     "        >>> tools = info['tools']  # OpenAI tool schema\n"
     "        >>>\n"
     "        >>> # Valid tool call\n"
     "        >>> action = {\n"
     "        ...     \"role\": \"assistant\",\n"
     "        ...     \"tool_calls\": [{\n"
     "        ...         \"id\": \"call_1\",\n"
     "        ...         \"type\": \"function\",\n"
     "        ...         \"function\": {\"name\": \"move_player\", \"arguments\": '{\"direction\": \"right\"}'}\n"
     "        ...     }]\n"
     "        ... }\n"
     "        >>> messages, reward, done, trunc, info = env.step(action)\n"
     "        >>> # messages now includes assistant + tool result\n"
     "        >>>\n"
     "        >>> # Invalid tool call (direction not in VALID_DIRECTIONS)\n"
     "        >>> action = {\n"
     "        ...     \"role\": \"assistant\",\n"
     "        ...     \"tool_calls\": [{\n"
     "        ...         \"id\": \"call_2\",\n"
     "        ...         \"type\": \"function\",\n"
     "        ...         \"function\": {\"name\": \"move_player\", \"arguments\": '{\"direction\": \"invalid\"}'}\n"
     "        ...     }]\n"
     "        ... }\n"
     "        >>> messages, reward, done, trunc, info = env.step(action)\n"
     "        >>> # With full_history=True, assistant+tool are removed, user warning added\n"
     "        >>> # This triggers fork detection in MessageTracker")  # fmt: skip


# ---- tests that hold actions and rendered conversations ---------------------------------------------
real("https://github.com/NovaSky-AI/SkyRL/blob/a9564572eb8e91076be43c1bd5e4615e3de17265/skyrl-gym/tests/test_search.py (lines 99-132: the test_parse_action parametrize block and test; cut at whole lines)", "neg-skyrl-test-search-parse-action",
     "@pytest.mark.parametrize(\n"
     "    \"action, expected_input\",\n"
     "    [\n"
     "        # Valid search query\n"
     "        (\n"
     "            \"<search>Who is the president of France?</search>\",\n"
     "            [\"Who is the president of France?\"],\n"
     "        ),\n"
     "        # Search with extra whitespace\n"
     "        (\n"
     "            \"<search>  Who is the president of France?  </search>\",\n"
     "            [\"  Who is the president of France?  \"],\n"
     "        ),\n"
     "        # Search with multiline content\n"
     "        (\n"
     "            \"<search>Who is the president\\nof France?</search>\",\n"
     "            [\"Who is the president\\nof France?\"],\n"
     "        ),\n"
     "        # No search tags\n"
     "        (\"Just plain text\", [None]),\n"
     "        # Malformed search tag (no closing tag)\n"
     "        (\"<search>Who is the president of France?\", [None]),\n"
     "        # Empty search tag\n"
     "        (\"<search></search>\", [\"\"]),\n"
     "        # Multiple search tags (should match first)\n"
     "        (\"<search>Query 1</search> <search>Query 2</search>\", [\"Query 1\"]),\n"
     "        # Search with answer tag (should still parse search)\n"
     "        (\"<search>Query</search> <answer>Answer</answer>\", [\"Query\"]),\n"
     "    ],\n"
     ")\n"
     "def test_parse_action(search_env, action, expected_input):\n"
     "    \"\"\"Test action parsing with various input formats.\"\"\"\n"
     "    query = search_env._parse_action(action)\n"
     "    assert query == expected_input")  # fmt: skip
real("https://github.com/NovaSky-AI/SkyRL/blob/a9564572eb8e91076be43c1bd5e4615e3de17265/skyrl-gym/tests/test_searchcode.py (lines 1-30: test_tool_parsing with <tool><search>/<tool><python> actions; cut at whole lines)", "neg-skyrl-test-searchcode-tool-parsing",
     "import skyrl_gym\n"
     "import pytest\n"
     "from omegaconf import DictConfig\n"
     "\n"
     "\n"
     "@pytest.mark.parametrize(\n"
     "    \"action, expected_tool_name, expected_tool_input\",\n"
     "    [\n"
     "        (\n"
     "            \"<tool><search>how to reverse a string in Python</search></tool>\",\n"
     "            \"search\",\n"
     "            [\"how to reverse a string in Python\"],\n"
     "        ),\n"
     "        (\"<tool><python>print('hello')</python></tool>\", \"python\", [\"print('hello')\"]),\n"
     "        (\"<tool><search>binary search in Java</search></tool>\", \"search\", [\"binary search in Java\"]),\n"
     "    ],\n"
     ")\n"
     "def test_tool_parsing(action, expected_tool_name, expected_tool_input):\n"
     "    # Test the parsing logic and reward logic with dummy input\n"
     "    env = skyrl_gym.make(\n"
     "        \"searchcode\",\n"
     "        env_config=DictConfig({\"env_class\": \"searchcode\"}),\n"
     "        extras={\"reward_spec\": {\"method\": \"rule\", \"ground_truth\": \"random\"}, \"max_turns\": 2},\n"
     "    )\n"
     "    # Skip init() since it's not used in this test\n"
     "\n"
     "    _, tool_name, tool_input = env._parse_action(action)\n"
     "\n"
     "    assert tool_name == expected_tool_name\n"
     "    assert tool_input == expected_tool_input")  # fmt: skip
real("https://github.com/alibaba/ROLL/blob/8eb27cc2dc34c4d1310b169d9b86d339004d811a/tests/utils/test_action_parser.py (lines 1-24: imports and test_qwen3coder_action_parser_parse_action_single_call; cut at whole lines)", "neg-roll-test-qwen3coder-action-parser",
     "import re\n"
     "\n"
     "import pytest\n"
     "\n"
     "from roll.pipeline.agentic.tools.action_parser import Qwen3CoderActionParser\n"
     "\n"
     "\n"
     "def test_qwen3coder_action_parser_parse_action_single_call():\n"
     "    tool = Qwen3CoderActionParser()\n"
     "    response = (\n"
     "        \"Let me check the current directory.\"\n"
     "        \"<tool_call><function=list_directory><parameter=path>.</parameter></function></tool_call>\"\n"
     "    )\n"
     "\n"
     "    ok, actions = tool.parse_action(response=response)\n"
     "\n"
     "    assert ok is True\n"
     "    assert isinstance(actions, list)\n"
     "    assert len(actions) == 1\n"
     "\n"
     "    action = actions[0]\n"
     "    assert action[\"type\"] == \"function\"\n"
     "    assert action[\"function\"][\"name\"] == \"list_directory\"\n"
     "    assert action[\"function\"][\"arguments\"] == '{\"path\": \".\"}'")  # fmt: skip
real("https://github.com/PrimeIntellect-ai/prime-rl/blob/559b44772e471d1538537b8805cc77f3824a5e64/tests/unit/train/sft/test_sft_dataset.py (lines 262-304: start of test_multiturn_loss_mask_with_tools; cut at whole lines)", "neg-prime-rl-test-multiturn-loss-mask-tools",
     "def test_multiturn_loss_mask_with_tools():\n"
     "    tool_example = {\n"
     "        \"prompt\": [\n"
     "            {\"role\": \"system\", \"content\": \"You are a helpful assistant with access to tools.\"},\n"
     "            {\"role\": \"user\", \"content\": \"What's the weather like in San Francisco and New York?\"},\n"
     "        ],\n"
     "        \"completion\": [\n"
     "            {\n"
     "                \"role\": \"assistant\",\n"
     "                \"content\": None,\n"
     "                \"tool_calls\": [\n"
     "                    {\n"
     "                        \"id\": \"call_1\",\n"
     "                        \"type\": \"function\",\n"
     "                        \"function\": {\"name\": \"get_weather\", \"arguments\": '{\"location\": \"San Francisco, CA\"}'},\n"
     "                    },\n"
     "                    {\n"
     "                        \"id\": \"call_2\",\n"
     "                        \"type\": \"function\",\n"
     "                        \"function\": {\"name\": \"get_weather\", \"arguments\": '{\"location\": \"New York, NY\"}'},\n"
     "                    },\n"
     "                ],\n"
     "            },\n"
     "            {\"role\": \"tool\", \"content\": '{\"temperature\": 65, \"condition\": \"Sunny\"}', \"tool_call_id\": \"call_1\"},\n"
     "            {\"role\": \"tool\", \"content\": '{\"temperature\": 45, \"condition\": \"Cloudy\"}', \"tool_call_id\": \"call_2\"},\n"
     "            {\n"
     "                \"role\": \"assistant\",\n"
     "                \"content\": \"Based on the weather data:\\n\\n**San Francisco, CA**: It's currently 65°F and sunny - perfect weather!\\n\\n**New York, NY**: It's 45°F and cloudy - you might want to bring a jacket.\",\n"
     "            },\n"
     "            {\"role\": \"user\", \"content\": \"Should I pack an umbrella for New York?\"},\n"
     "            {\n"
     "                \"role\": \"assistant\",\n"
     "                \"content\": None,\n"
     "                \"tool_calls\": [\n"
     "                    {\n"
     "                        \"id\": \"call_3\",\n"
     "                        \"type\": \"function\",\n"
     "                        \"function\": {\n"
     "                            \"name\": \"get_precipitation_forecast\",\n"
     "                            \"arguments\": '{\"location\": \"New York, NY\", \"days\": 3}',\n"
     "                        },\n"
     "                    }\n"
     "                ],")  # fmt: skip
real("https://github.com/pytorch/torchtune/blob/bd2a0fc7c31430972728494fa01aaeeb0ebf1ba1/tests/torchtune/models/qwen2_5/test_tokenizer.py (lines 69-90: expected_formatted_messages of the tool-call tokenize test; cut at whole lines)", "neg-torchtune-qwen25-tokenizer-tool-call-test",
     "        expected_formatted_messages = (\n"
     "            \"<|im_start|>system\\n\"\n"
     "            \"a<|im_end|>\\n\"\n"
     "            \"<|im_start|>user\\n\"\n"
     "            \"b<|im_end|>\\n\"\n"
     "            \"<|im_start|>assistant\\n\"\n"
     "            \"<tool_call>\\n\"\n"
     "            \"test call\\n\"\n"
     "            \"</tool_call><|im_end|>\\n\"\n"
     "            \"<|im_start|>user\\n\"\n"
     "            \"<tool_response>\\n\"\n"
     "            \"test response\\n\"\n"
     "            \"</tool_response><|im_end|>\\n\"\n"
     "            \"<|im_start|>assistant\\n\"\n"
     "            \"<|im_end|>\"\n"
     "        )\n"
     "        _test_tokenize_messages(\n"
     "            tokenizer,\n"
     "            messages,\n"
     "            expected_tokens,\n"
     "            expected_formatted_messages,\n"
     "        )")  # fmt: skip
real("https://github.com/axolotl-ai-cloud/axolotl/blob/067b021c8b87a9e5e380b9173c704cf7340e30f5/tests/core/chat/test_messages.py (lines 118-161: TestMessagesCase, first three tests; cut at whole lines)", "neg-axolotl-test-messages-chatml-tool-calls",
     "class TestMessagesCase:\n"
     "    \"\"\"\n"
     "    Test cases for the chat messages module\n"
     "    \"\"\"\n"
     "\n"
     "    def test_tool_call_stringify(self, chat_msgs):\n"
     "        chat_msgs_as_obj = Chats(**chat_msgs)\n"
     "        assert '{\"name\": \"get_stock_price\", \"arguments\": {\"symbol\": \"AAPL\"}}' == str(\n"
     "            chat_msgs_as_obj.conversation[2].content[1].value\n"
     "        )\n"
     "\n"
     "    def test_chatml_formatted_wrapper(self, chat_msgs):\n"
     "        chat_msg_formatted = ChatFormattedChats(**chat_msgs, formatter=format_message)\n"
     "        target_chatml = \"\"\"<|im_start|>system\n"
     "You are a helpful assistant.<|im_end|>\n"
     "<|im_start|>user\n"
     "What is today's stock price of Apple?<|im_end|>\n"
     "<|im_start|>assistant\n"
     "<tool_call>\n"
     "{\"name\": \"get_date\", \"arguments\": {}}\n"
     "</tool_call>\n"
     "<tool_call>\n"
     "{\"name\": \"get_stock_price\", \"arguments\": {\"symbol\": \"AAPL\"}}\n"
     "</tool_call>\n"
     "<|im_end|>\n"
     "<|im_start|>tool\n"
     "<tool_response>\n"
     "{\"name\": \"get_date\", \"content\": {\"date\": \"2024-09-09\"}}\n"
     "</tool_response>\n"
     "<tool_response>\n"
     "{\"name\": \"get_stock_price\", \"content\": {\"symbol\": \"AAPL\", \"price\": 123.45}}\n"
     "</tool_response>\n"
     "<|im_end|>\n"
     "<|im_start|>assistant\n"
     "The stock price of Apple is $123.45.\n"
     "<reflection>The original query asked for today's stock price of Apple. This implies they also wanted the date included in the response.</reflection>The stock price of Apple on September 9, 2024 is $123.45.<|im_end|>\\n\"\"\"\n"
     "        assert target_chatml == str(chat_msg_formatted)\n"
     "\n"
     "    def test_chatml_formatting_tool_call(self, chat_msgs):\n"
     "        chat_msgs_as_obj = Chats(**chat_msgs)\n"
     "        target_chatml_turn2 = \"\"\"<|im_start|>assistant\\n<tool_call>\\n{\"name\": \"get_date\", \"arguments\": {}}\\n</tool_call>\\n<tool_call>\\n{\"name\": \"get_stock_price\", \"arguments\": {\"symbol\": \"AAPL\"}}\\n</tool_call>\\n<|im_end|>\\n\"\"\"\n"
     "        assert target_chatml_turn2 == str(\n"
     "            format_message(chat_msgs_as_obj.conversation[2])\n"
     "        )")  # fmt: skip
real("https://github.com/axolotl-ai-cloud/axolotl/blob/067b021c8b87a9e5e380b9173c704cf7340e30f5/tests/prompt_strategies/test_chat_templates_mistral.py (lines 646-664: the decoded-output assertions of the Magistral multi tool-call test; cut at whole lines)", "neg-axolotl-test-magistral-multi-tool-calls",
     "    res = strategy.tokenize_prompt(multi_tool_calling)\n"
     "\n"
     "    # Validation\n"
     "    assert len(res[\"input_ids\"]) > 0\n"
     "    assert len(res[\"labels\"]) == len(res[\"input_ids\"])\n"
     "\n"
     "    decoded = magistral_tokenizer.decode(res[\"input_ids\"])\n"
     "    assert (\n"
     "        '<s>[AVAILABLE_TOOLS][{\"type\": \"function\", \"function\": {\"name\": \"add_numbers\", \"description\": \"Add two numbers together\", \"parameters\": {\"type\": \"object\", \"properties\": {\"a\": {\"type\": \"number\", \"description\": \"First number\"}, \"b\": {\"type\": \"number\", \"description\": \"Second number\"}}, \"required\": [\"a\", \"b\"]}}}, {\"type\": \"function\", \"function\": {\"name\": \"multiply_numbers\", \"description\": \"Multiply two numbers\", \"parameters\": {\"type\": \"object\", \"properties\": {\"x\": {\"type\": \"number\", \"description\": \"First number\"}, \"y\": {\"type\": \"number\", \"description\": \"Second number\"}}, \"required\": [\"x\", \"y\"]}}}][/AVAILABLE_TOOLS]'\n"
     "        in decoded\n"
     "    )\n"
     "    assert (\n"
     "        '[TOOL_CALLS]add_numbers[CALL_ID]call12345[ARGS]{\"a\": 5, \"b\": 3}</s>' in decoded\n"
     "    )\n"
     "    assert \"[TOOL_RESULTS]call12345[TOOL_CONTENT]8[/TOOL_RESULTS]\" in decoded\n"
     "    assert (\n"
     "        '[TOOL_CALLS]multiply_numbers[CALL_ID]call23456[ARGS]{\"x\": 8, \"y\": 2}</s>'\n"
     "        in decoded\n"
     "    )")  # fmt: skip


# ---- BFCL model handlers ----------------------------------------------------------------------------
real("https://github.com/ShishirPatil/gorilla/blob/6ea57973c7a6097fd7c5915698c54c17c5b1b6c8/berkeley-function-call-leaderboard/bfcl_eval/model_handler/local_inference/arch.py (lines 161-172: the extracted_tool_calls branch of _parse_query_response_prompting; cut at whole lines)", "neg-bfcl-arch-parse-query-response",
     "        if len(extracted_tool_calls) > 0:\n"
     "            model_responses_message_for_chat_history = {\n"
     "                \"role\": \"assistant\",\n"
     "                \"content\": None,\n"
     "                \"tool_calls\": extracted_tool_calls,\n"
     "            }\n"
     "            model_responses = []\n"
     "            for item in extracted_tool_calls:\n"
     "                # Handle the situation: ['{\"name\": \"random_forest.train\", \"arguments\": {\"n_estimators\": 100, \"max_depth\": 5, \"data\": my_data}}']\n"
     "                if type(item) == str:\n"
     "                    item = eval(item)\n"
     "                model_responses.append({item[\"name\"]: item[\"arguments\"]})")  # fmt: skip
real("https://github.com/ShishirPatil/gorilla/blob/6ea57973c7a6097fd7c5915698c54c17c5b1b6c8/berkeley-function-call-leaderboard/bfcl_eval/model_handler/local_inference/mistral_fc.py (lines 256-281: start of _parse_query_response_prompting; cut at whole lines)", "neg-bfcl-mistral-fc-parse-query-response",
     "    def _parse_query_response_prompting(self, api_response: Any) -> dict:\n"
     "        model_responses = api_response.choices[0].text\n"
     "        tool_call_ids = []\n"
     "        \"\"\"\n"
     "        Mistral models require a tool_call_id, which should be 9 randomly-generated alphanumeric characters, and assigned to the id key of the tool call dictionary.\n"
     "        Source: https://huggingface.co/docs/transformers/main/chat_templating#advanced-tool-use--function-calling\n"
     "        \n"
     "        \"[{\\\"name\\\": \\\"math.factorial\\\", \\\"arguments\\\": {\\\"number\\\": 5}}, {\\\"name\\\": \\\"math.factorial\\\", \\\"arguments\\\": {\\\"number\\\": 10}}, {\\\"name\\\": \\\"math.factorial\\\", \\\"arguments\\\": {\\\"number\\\": 15}}]\"\n"
     "        \"\"\"\n"
     "        try:\n"
     "            model_responses = json.loads(model_responses)\n"
     "            for model_response in model_responses:\n"
     "                tool_call_id = self.generate_random_string()\n"
     "                model_response[\"id\"] = tool_call_id\n"
     "                tool_call_ids.append(tool_call_id)\n"
     "\n"
     "            # We prepare the model responses here because it's easier to do it here than in the `_format_prompt` method\n"
     "            # The `[TOOL_CALLS]` tag is added here, as required by the chat template\n"
     "            model_responses_message_for_chat_history = (\n"
     "                f\"[TOOL_CALLS]{json.dumps(model_responses)}\"\n"
     "            )\n"
     "\n"
     "            model_responses = [\n"
     "                {item[\"name\"]: item[\"arguments\"]} for item in model_responses\n"
     "            ]\n"
     "        except json.JSONDecodeError:")  # fmt: skip
