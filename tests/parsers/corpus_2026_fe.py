# ruff: noqa: E501  (texts are kept as the sources wrote them)
"""Held-out set fe (issue 42): few-shot and system prompts that teach tool calling by example, gathered without reading the parser.

Families: all negatives. Prompt strings and few-shot files a model could repeat or show, each holding a call format or
worked example that is NOT a call: the Berkeley Function-Calling Leaderboard's default prompt-mode system prompt
(pythonic `[func_name1(params_name1=params_value1, ...)]`), its JSON / verbose-XML / concise-XML output formats and the
`<TOOLCALL>` template, the xLAM handler's JSON-array instructions and the Granite-20B handler's
`<function_call> {"name": "no_function", ...}` prompt; the ReAct paper's HotpotQA (Thought/Action/Observation with
`Search[...]`, `Lookup[...]`, `Finish[...]`) and FEVER few-shot examples; ToolAlpaca's Thought/Action/Action Input
formats; tau-bench's ReAct and Act instructions (a worked `{"name": "get_current_weather", "arguments": {...}}` example
and `{"name": respond, ...}`); MINT's `<thought>`/`<execute>`/`<solution>` template and an ALFWorld in-context example
with `goto(...)`/`take_from(...)` code; ToolBench's zero-shot ReAct format (`Action: Finish` + `Action Input:`) and its
AutoGPT-style system prompt.

Sources (each read in a fetched snapshot of the repository; strings copied as the Python or JSON literal evaluates,
placeholders left unfilled): ShishirPatil/gorilla (berkeley-function-call-leaderboard/bfcl_eval/constants/default_prompts.py,
model_handler/local_inference/salesforce_llama.py and granite.py), ysymyth/ReAct (prompts/prompts_naive.json,
prompts/fever.json), tangqiaoyu/ToolAlpaca (agent/agent_prompts.py), sierra-research/tau-bench
(tau_bench/agents/chat_react_agent.py), xingyaoww/mint-bench (mint/prompt/templates/template_with_tool.txt,
mint/tasks/in_context_examples/alfworld/put/with_tool.txt), OpenBMB/ToolBench
(toolbench/inference/Prompts/ReAct_prompts.py).

Could not find (in the helper's 30 minutes): not looked at for lack of time: NexusRaven's own prompt files (its
notebooks are cited by set t), API-Bank's prompts (AlibabaResearch/DAMO-ConvAI), AgentBench's task prompts, Toolformer
prompts, and the GLM/MiniCPM/Gemma/Phi/Llama BFCL handlers (their prompts are chat templates in docstrings, or already
cited by set k: phi_fc.py, llama_3_1.py, qwen_fc.py, hammer.py).
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the prompts' examples name (placeholders included); `Finish` is ReAct's Finish[answer] and ToolBench's
# Finish(return_type, final_answer) in one schema
TOOLS_FE: list[dict[str, Any]] = [
    # BFCL default prompt formats
    tool_schema("func_name1", (), params_name1="string", params_name2="string", param1="string", param2="string"),
    tool_schema("func_name2", (), params="string", param="string", param3="string"),
    # BFCL xLAM handler
    tool_schema("tool_call_name", (), arg1="string", arg2="string"),
    # BFCL Granite handler
    tool_schema("no_function", ()),
    # ReAct HotpotQA / FEVER, ToolBench
    tool_schema("Search", ("entity",), entity="string"),
    tool_schema("Lookup", ("keyword",), keyword="string"),
    tool_schema("Finish", (), answer="string", return_type="string", final_answer="string"),
    # tau-bench instructions
    tool_schema("get_current_weather", ("location", "format"), location="string", format="string"),
    tool_schema("respond", ("content",), content="string"),
    # MINT ALFWorld tools
    tool_schema("goto", ("receptacle",), receptacle="string"),
    tool_schema("take_from", ("object", "receptacle"), object="string", receptacle="string"),
    tool_schema("open_receptacle", ("receptacle",), receptacle="string"),
    tool_schema("put", ("object", "receptacle"), object="string", receptacle="string"),
]

SOURCES_FE: dict[str, str] = {}
CASES_FE: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_FE[id] = source
    CASES_FE.append(Case(id, text, list(calls), **kw))


# ---- prompts and few-shot examples that show a call format --------------------------------------------------
real("https://github.com/ShishirPatil/gorilla/blob/6ea57973c7a6097fd7c5915698c54c17c5b1b6c8/berkeley-function-call-leaderboard/bfcl_eval/constants/default_prompts.py (_DEFAULT_SYSTEM_PROMPT, the whole string: BFCL's default prompt-mode system prompt, 'NOT USED, just for reference')", "neg-bfcl-default-system-prompt-pythonic-format",
     "You are an expert in composing functions. You are given a question and a set of possible functions. Based on the question, you will need to make one or more function/tool calls to achieve the purpose.\n"
     "If none of the functions can be used, point it out. If the given question lacks the parameters required by the function, also point it out.\n"
     "You should only return the function calls in your response.\n"
     "\n"
     "If you decide to invoke any of the function(s), you MUST put it in the format of [func_name1(params_name1=params_value1, params_name2=params_value2...), func_name2(params)]\n"
     "You SHOULD NOT include any other text in the response.\n"
     "\n"
     "At each turn, you should try your best to complete the tasks requested by the user within the current turn. Continue to output functions to call until you have fulfilled the user's request to the best of your ability. Once you have no more functions to call, the system will consider the current turn complete and proceed to the next turn or task.\n"
     "\n"
     "Here is a list of functions in JSON format that you can invoke.\n"
     "{functions}\n"
     "\n")  # fmt: skip

real("https://github.com/ShishirPatil/gorilla/blob/6ea57973c7a6097fd7c5915698c54c17c5b1b6c8/berkeley-function-call-leaderboard/bfcl_eval/constants/default_prompts.py (OUTPUT_FORMAT_MAPPING['json'], the whole string)", "neg-bfcl-output-format-json",
     "```json\n"
     "[{\"function\":\"func_name1\",\"parameters\":{\"param1\":\"value1\",\"param2\":\"value2\"...}},{\"function\":\"func_name2\",\"parameters\":{\"param\":\"value\"}}]\n"
     "```")  # fmt: skip

real("https://github.com/ShishirPatil/gorilla/blob/6ea57973c7a6097fd7c5915698c54c17c5b1b6c8/berkeley-function-call-leaderboard/bfcl_eval/constants/default_prompts.py (OUTPUT_FORMAT_MAPPING['verbose_xml'], the whole string)", "neg-bfcl-output-format-verbose-xml",
     "<functions><function name=\"func_name1\"><params><param name=\"param1\" value=\"value1\" type=\"type1\"/><param name=\"param2\" value=\"value2\" type=\"type2\"/>...</params></function><function name=\"func_name2\"><params><param name=\"param3\" value=\"value3\" type=\"type3\"/></params></function></functions>")  # fmt: skip

real("https://github.com/ShishirPatil/gorilla/blob/6ea57973c7a6097fd7c5915698c54c17c5b1b6c8/berkeley-function-call-leaderboard/bfcl_eval/constants/default_prompts.py (OUTPUT_FORMAT_MAPPING['concise_xml'], the whole string)", "neg-bfcl-output-format-concise-xml",
     "<functions><function name=\"func_name1\"><param name=\"param1\" type=\"type1\">value1</param><param name=\"param2\" type=\"type2\">value2</param>...</function><function name=\"func_name2\"><param name=\"param3\" type=\"type3\">value</param></function></functions>")  # fmt: skip

real("https://github.com/ShishirPatil/gorilla/blob/6ea57973c7a6097fd7c5915698c54c17c5b1b6c8/berkeley-function-call-leaderboard/bfcl_eval/constants/default_prompts.py (PROMPT_STYLE_TEMPLATES['classic']['tool_call_with_tag'], the whole string, placeholders unfilled)", "neg-bfcl-toolcall-tag-template",
     "You should only return the function calls in the <TOOLCALL> section. If you decide to invoke any of the function(s), you MUST put it in the format of <TOOLCALL>{output_format}</TOOLCALL>. {param_types} You SHOULD NOT include any other text in the response.")  # fmt: skip

real("https://github.com/ShishirPatil/gorilla/blob/6ea57973c7a6097fd7c5915698c54c17c5b1b6c8/berkeley-function-call-leaderboard/bfcl_eval/model_handler/local_inference/salesforce_llama.py (xLAM handler _format_prompt, lines 32-36: the tool instructions appended after the system message, the five literals joined)", "neg-bfcl-xlam-handler-json-array-instructions",
     "You have access to a set of tools. When using tools, make calls in a single JSON array: \n"
     "\n"
     "[{\"name\": \"tool_call_name\", \"arguments\": {\"arg1\": \"value1\", \"arg2\": \"value2\"}}, ... (additional parallel tool calls as needed)]\n"
     "\n"
     "If no tool is suitable, state that explicitly. If the user's input lacks required parameters, ask for clarification. Do not interpret or respond until tool results are returned. Once they are available, process them or make additional calls if needed. For tasks that don't require tools, such as casual conversation or general advice, respond directly in plain text. The available tools are:\n"
     "\n")  # fmt: skip

real("https://github.com/ShishirPatil/gorilla/blob/6ea57973c7a6097fd7c5915698c54c17c5b1b6c8/berkeley-function-call-leaderboard/bfcl_eval/model_handler/local_inference/granite.py (Granite-20B-FunctionCalling handler _format_prompt: prompt_str, the whole string with its {functions_str} placeholder)", "neg-bfcl-granite-handler-no-function-prompt",
     "SYSTEM: You are a helpful assistant with access to the following function calls. Your task is to produce a sequence of function calls necessary to generate response to the user utterance. Use the following function calls as required.\n"
     "<|function_call_library|>\n"
     "{functions_str}\n"
     "If none of the functions are relevant or the given question lacks the parameters required by the function, please output \"<function_call> {\"name\": \"no_function\", \"arguments\": {}}\".\n"
     "\n")  # fmt: skip

real("https://github.com/ysymyth/ReAct/blob/6bdb3a1fd38b8188fc7ba4102969fe483df8fdc9/prompts/prompts_naive.json (webthink_simple6: its first example, from the start up to the line 'Action 5: Finish[1,800 to 7,000 ft]'; cut at a whole line)", "neg-react-hotpotqa-webthink-example",
     "\n"
     "Question: What is the elevation range for the area that the eastern sector of the Colorado orogeny extends into?\n"
     "Thought 1: I need to search Colorado orogeny, find the area that the eastern sector of the Colorado orogeny extends into, then find the elevation range of the area.\n"
     "Action 1: Search[Colorado orogeny]\n"
     "Observation 1: The Colorado orogeny was an episode of mountain building (an orogeny) in Colorado and surrounding areas.\n"
     "Thought 2: It does not mention the eastern sector. So I need to look up eastern sector.\n"
     "Action 2: Lookup[eastern sector]\n"
     "Observation 2: (Result 1 / 1) The eastern sector extends into the High Plains and is called the Central Plains orogeny.\n"
     "Thought 3: The eastern sector of Colorado orogeny extends into the High Plains. So I need to search High Plains and find its elevation range.\n"
     "Action 3: Search[High Plains]\n"
     "Observation 3: High Plains refers to one of two distinct land regions:\n"
     "Thought 4: I need to instead search High Plains (United States).\n"
     "Action 4: Search[High Plains (United States)]\n"
     "Observation 4: The High Plains are a subregion of the Great Plains. From east to west, the High Plains rise in elevation from around 1,800 to 7,000 ft (550 to 2,130 m).[3]\n"
     "Thought 5: High Plains rise in elevation from around 1,800 to 7,000 ft, so the answer is 1,800 to 7,000 ft.\n"
     "Action 5: Finish[1,800 to 7,000 ft]\n")  # fmt: skip

real("https://github.com/ysymyth/ReAct/blob/6bdb3a1fd38b8188fc7ba4102969fe483df8fdc9/prompts/prompts_naive.json (webact_simple6: its first example, up to the line 'Action 5: Finish[1,800 to 7,000 ft]'; cut at a whole line)", "neg-react-hotpotqa-webact-example",
     "Question: What is the elevation range for the area that the eastern sector of the Colorado orogeny extends into?\n"
     "Action 1: Search[Colorado orogeny]\n"
     "Observation 1: The Colorado orogeny was an episode of mountain building (an orogeny) in Colorado and surrounding areas.\n"
     "Action 2: Lookup[eastern sector]\n"
     "Observation 2: (Result 1 / 1) The eastern sector extends into the High Plains and is called the Central Plains orogeny.\n"
     "Action 3: Search[High Plains]\n"
     "Observation 3: High Plains refers to one of two distinct land regions:\n"
     "Action 4: Search[High Plains (United States)]\n"
     "Observation 4: The High Plains are a subregion of the Great Plains. From east to west, the High Plains rise in elevation from around 1,800 to 7,000 ft (550 to 2,130 m).[3]\n"
     "Action 5: Finish[1,800 to 7,000 ft]\n")  # fmt: skip

real("https://github.com/ysymyth/ReAct/blob/6bdb3a1fd38b8188fc7ba4102969fe483df8fdc9/prompts/fever.json (webact_simple3: the instruction and its first claim, up to the line 'Action 2: Finish[SUPPORTS]'; cut at a whole line)", "neg-react-fever-webact-example",
     "\n"
     "Determine if there is Observation that SUPPORTS or REFUTES a Claim, or if there is NOT ENOUGH INFORMATION. \n"
     "Claim: Nikolaj Coster-Waldau worked with the Fox Broadcasting Company.\n"
     "Action 1: Search[Nikolaj Coster-Waldau]\n"
     "Observation 1: Nikolaj William Coster-Waldau (born 27 July 1970) is a Danish actor and producer. He graduated from the Danish National School of Performing Arts in Copenhagen in 1993,[1] and had his breakthrough role in Denmark with the film Nightwatch (1994). He played Jaime Lannister in the HBO fantasy drama series Game of Thrones, for which he received two Primetime Emmy Award nominations for Outstanding Supporting Actor in a Drama Series.. Coster-Waldau has appeared in numerous films in his native Denmark and Scandinavia, including Headhunters (2011) and A Thousand Times Good Night (2013). In the U.S, his debut film role was in the war film Black Hawk Down (2001), playing Medal of Honor recipient Gary Gordon.[2] He then played a detective in the short-lived Fox television series New Amsterdam (2008), and appeared in the 2009 Fox television film Virtuality, originally intended as a pilot.\n"
     "Action 2: Finish[SUPPORTS]\n")  # fmt: skip

real("https://github.com/tangqiaoyu/ToolAlpaca/blob/189069998d64a7baf1b4a1c3c4b2e75eb9d05532/agent/agent_prompts.py (format_instructions, the whole string: the training-time ReAct format)", "neg-toolalpaca-format-instructions",
     "Use the following format:\n"
     "Question: the input question you must answer\n"
     "Thought: Answer the following three questions with one paragraph: 1) Check whether there are any general terms or pronouns that lack sufficient context or specific information. 2) Consider the question and potential approach to answer it. 3) Explain your reasoning and the steps needed to reach a solution. \n"
     "Action: the action to take, should be one of [{tool_names}].\n"
     "Action Input: the input to the action, should be json format. All of the action input must be realistic and from the user. Never generate any action input by yourself or copy the input description.\n"
     "Observation: the result of the action and how it contributes to the solution\n"
     "... (this Thought/Action/Action Input/Observation can repeat N times)\n"
     "Thought: Summarize the information gathered and the reasoning behind your final answer.\n"
     "Final Answer: Provide a user-friendly and detailed answer to the original input question that summarizes all relevant information from the Thought/Action/Action Input/Observation sequences, without mentioning specific tool usage details or technical jargon. Ensure the answer is both informative and appropriate for the user.")  # fmt: skip

real("https://github.com/tangqiaoyu/ToolAlpaca/blob/189069998d64a7baf1b4a1c3c4b2e75eb9d05532/agent/agent_prompts.py (format_instructions_test, the whole string: the ASSISTANT Thought/Action/Action Input test format)", "neg-toolalpaca-format-instructions-test",
     "The chat follows this format:\n"
     "USER: the user's question\n"
     "ASSISTANT Thought: the assistant's inner thought about what to do next \n"
     "ASSISTANT Action: the action to take, must be one of [{tool_names}].\n"
     "ASSISTANT Action Input: the input for the action, in JSON format.\n"
     "ASSISTANT Observation: the result of the action\n"
     "... (this Thought/Action/Action Input/Observation can repeat N times)\n"
     "ASSISTANT Thought: summarize the information gathered\n"
     "ASSISTANT Response: the final response to the user\n"
     "USER: user's next question\n"
     "...")  # fmt: skip

real("https://github.com/sierra-research/tau-bench/blob/59a200c6d575d595120f1cb70fea53cef0632f6b/tau_bench/agents/chat_react_agent.py (REACT_INSTRUCTION, the whole f-string as evaluated with tau_bench.types' RESPOND_ACTION_NAME='respond', RESPOND_ACTION_FIELD_NAME='content')", "neg-tau-bench-react-instruction",
     "\n"
     "# Instruction\n"
     "You need to act as an agent that use the above tools to help the user according to the above policy.\n"
     "\n"
     "At each step, your generation should have exactly the following format:\n"
     "Thought:\n"
     "<A single line of reasoning to process the context and inform the decision making. Do not include extra lines.>\n"
     "Action:\n"
     "{\"name\": <The name of the action>, \"arguments\": <The arguments to the action in json format>}\n"
     "\n"
     "The Action will be parsed, so it must be valid JSON.\n"
     "\n"
     "You should not use made-up or placeholder arguments.\n"
     "\n"
     "For example, if the user says \"I want to know the current weather of San Francisco\", and there is such a tool available\n"
     "{\n"
     "    \"type\": \"function\",\n"
     "    \"function\": {\n"
     "        \"name\": \"get_current_weather\",\n"
     "        \"description\": \"Get the current weather\",\n"
     "        \"parameters\": {\n"
     "            \"type\": \"object\",\n"
     "            \"properties\": {\n"
     "                \"location\": {\n"
     "                    \"type\": \"string\",\n"
     "                    \"description\": \"The city and state, e.g. San Francisco, CA\",\n"
     "                },\n"
     "                \"format\": {\n"
     "                    \"type\": \"string\",\n"
     "                    \"enum\": [\"celsius\", \"fahrenheit\"],\n"
     "                    \"description\": \"The temperature unit to use. Infer this from the users location.\",\n"
     "                },\n"
     "            },\n"
     "            \"required\": [\"location\", \"format\"],\n"
     "        },\n"
     "    }\n"
     "}\n"
     "\n"
     "Your response can be like this:\n"
     "Thought:\n"
     "Since the user asks for the weather of San Francisco in USA, the unit should be in fahrenheit. I can query get_current_weather to get the weather.\n"
     "Action:\n"
     "{\"name\": \"get_current_weather\", \"arguments\": {\"location\": \"San Francisco, CA\", \"format\": \"fahrenheit\"}}\n"
     "\n"
     "And if the tool returns \"70F\", your response can be:\n"
     "Thought:\n"
     "I can answer the user now.\n"
     "Action:\n"
     "{\"name\": respond, \"arguments\": {\"content\": \"The current weather of San Francisco is 70F.\"}}\n"
     "\n"
     "Try to be helpful and always follow the policy.\n")  # fmt: skip

real("https://github.com/sierra-research/tau-bench/blob/59a200c6d575d595120f1cb70fea53cef0632f6b/tau_bench/agents/chat_react_agent.py (ACT_INSTRUCTION, the whole f-string as evaluated with RESPOND_ACTION_NAME='respond', RESPOND_ACTION_FIELD_NAME='content')", "neg-tau-bench-act-instruction",
     "\n"
     "# Instruction\n"
     "You need to act as an agent that use the above tools to help the user according to the above policy.\n"
     "\n"
     "At each step, your generation should have exactly the following format:\n"
     "Thought:\n"
     "<A single line of reasoning to process the context and inform the decision making. Do not include extra lines.>\n"
     "Action:\n"
     "{\"name\": <The name of the action>, \"arguments\": <The arguments to the action in json format>}\n"
     "\n"
     "The Action will be parsed, so it must be valid JSON.\n"
     "\n"
     "You should not use made-up or placeholder arguments.\n"
     "\n"
     "For example, if the user says \"I want to know the current weather of San Francisco\", and there is such a tool available\n"
     "{\n"
     "    \"type\": \"function\",\n"
     "    \"function\": {\n"
     "        \"name\": \"get_current_weather\",\n"
     "        \"description\": \"Get the current weather\",\n"
     "        \"parameters\": {\n"
     "            \"type\": \"object\",\n"
     "            \"properties\": {\n"
     "                \"location\": {\n"
     "                    \"type\": \"string\",\n"
     "                    \"description\": \"The city and state, e.g. San Francisco, CA\",\n"
     "                },\n"
     "                \"format\": {\n"
     "                    \"type\": \"string\",\n"
     "                    \"enum\": [\"celsius\", \"fahrenheit\"],\n"
     "                    \"description\": \"The temperature unit to use. Infer this from the users location.\",\n"
     "                },\n"
     "            },\n"
     "            \"required\": [\"location\", \"format\"],\n"
     "        },\n"
     "    }\n"
     "}\n"
     "\n"
     "Your response can be like this:\n"
     "Thought:\n"
     "Since the user asks for the weather of San Francisco in USA, the unit should be in fahrenheit. I can query get_current_weather to get the weather.\n"
     "Action:\n"
     "{\"name\": \"get_current_weather\", \"arguments\": {\"location\": \"San Francisco, CA\", \"format\": \"fahrenheit\"}}\n"
     "\n"
     "And if the tool returns \"70F\", your response can be:\n"
     "Thought:\n"
     "I can answer the user now.\n"
     "Action:\n"
     "{\"name\": respond, \"arguments\": {\"content\": \"The current weather of San Francisco is 70F.\"}}\n"
     "\n"
     "Try to be helpful and always follow the policy.\n")  # fmt: skip

real("https://github.com/xingyaoww/mint-bench/blob/3f7f12c10bf763be1e6dbdeb42feb57624121f61/mint/prompt/templates/template_with_tool.txt (the whole file)", "neg-mint-template-with-tool",
     "You are a helpful assistant assigned with the task of problem-solving. To achieve this, you will be using an interactive coding environment equipped with a variety of tool functions to assist you throughout the process.\n"
     "\n"
     "At each turn, you should first provide your step-by-step thinking for solving the task. Your thought process should be enclosed using \"<thought>\" tag, for example: <thought> I need to print \"Hello World!\" </thought>.\n"
     "\n"
     "After that, you have two options:\n"
     "\n"
     "1) Interact with a Python programming environment and receive the corresponding output. Your code should be enclosed using \"<execute>\" tag, for example: <execute> print(\"Hello World!\") </execute>.\n"
     "2) Directly provide a solution that adheres to the required format for the given task. Your solution should be enclosed using \"<solution>\" tag, for example: The answer is <solution> A </solution>.\n"
     "\n"
     "You have {max_total_steps} chances to interact with the environment or propose a solution. You can only propose a solution {max_propose_solution} times.\n"
     "\n"
     "{tool_desc}\n"
     "\n"
     "---\n"
     "\n"
     "{in_context_example}\n"
     "\n"
     "---\n"
     "\n"
     "{task_prompt}\n")  # fmt: skip

real("https://github.com/xingyaoww/mint-bench/blob/3f7f12c10bf763be1e6dbdeb42feb57624121f61/mint/tasks/in_context_examples/alfworld/put/with_tool.txt (the whole file: MINT's in-context example with <thought>/<execute> turns)", "neg-mint-alfworld-put-in-context-example",
     "Task:\n"
     "You are in the middle of a room. Looking quickly around you, you see a cabinet 4, a cabinet 3, a cabinet 2, a cabinet 1, a countertop 1, a garbagecan 1, a handtowelholder 2, a handtowelholder 1, a sinkbasin 2, a sinkbasin 1, a toilet 1, a toiletpaperhanger 1, and a towelholder 1.\n"
     "Your task is to: put some spraybottle on toilet.\n"
     "\n"
     "Assistant:\n"
     "<thought>\n"
     "To solve the task, I need to find and take a sparybottle, then put it on toilet.\n"
     "First I need to find a spraybottle. A spraybottle is more likely to appear in cabinet (1-4), sinkbasin (1-2), and garbagecan (1). I can check one by one.\n"
     "</thought>\n"
     "<execute>\n"
     "for loc_to_check in [\"cabinet 1\", \"cabinet 2\", \"cabinet 3\", \"cabinet 4\", \"sinkbasin 1\", \"sinkbasin 2\", \"garbagecan 1\"]:\n"
     "    res = goto(loc_to_check)\n"
     "    print(res)\n"
     "    if \"closed\" in res:\n"
     "        # The receptacle is closed. I need to open it to see what's inside.\n"
     "        res = open_receptacle(loc_to_check)\n"
     "        print(res)\n"
     "    if \"spraybottle\" in res:\n"
     "        print(f\"Found a spraybottle in {loc_to_check}.\")\n"
     "        break\n"
     "</execute>\n"
     "\n"
     "Observation:\n"
     "On the cabinet 1, you see a cloth 1, a soapbar 1, a soapbottle 1.\n"
     "The cabinet 2 is closed.\n"
     "You open the cabinet 2. The cabinet 2 is open. In it, you see a candle 1, and a spraybottle 2.\n"
     "Found a spraybottle in cabinet 2.\n"
     "\n"
     "Assistant:\n"
     "<thought>\n"
     "I am now at cabinet 2 where I found a spraybottle 2. Next, I need to take it and put it on toilet 1.\n"
     "</thought>\n"
     "<execute>\n"
     "print(take_from(\"spraybottle 2\", \"cabinet 2\"))\n"
     "print(goto(\"toilet 1\"))\n"
     "print(put(\"spraybottle 2\", \"toilet 1\"))\n"
     "</execute>\n"
     "\n"
     "Observation:\n"
     "You pick up the spraybottle 2 from the cabinet 2.\n"
     "On the toilet 1, you see a soapbottle 2.\n"
     "You put the spraybottle 2 in/on the toilet 1.\n"
     "\n"
     "Assistant:\n"
     "<thought> I have completed the task. </thought>\n"
     "<solution> done </solution>\n")  # fmt: skip

real("https://github.com/OpenBMB/ToolBench/blob/d56fdd89faf8c91fa135090b212bb9057ee5cfc2/toolbench/inference/Prompts/ReAct_prompts.py (FORMAT_INSTRUCTIONS_SYSTEM_FUNCTION_ZEROSHOT, the whole string, placeholders and doubled braces as stored)", "neg-toolbench-zeroshot-react-format",
     "Answer the following questions as best you can. Specifically, you have access to the following APIs:\n"
     "\n"
     "{func_str}\n"
     "\n"
     "Use the following format:\n"
     "Thought: you should always think about what to do\n"
     "Action: the action to take, should be one of {func_list}\n"
     "Action Input: the input to the action\n"
     "End Action\n"
     "\n"
     "Begin! Remember: (1) Follow the format, i.e,\n"
     "Thought:\n"
     "Action:\n"
     "Action Input:\n"
     "End Action\n"
     "(2)The Action: MUST be one of the following:{func_list}\n"
     "(3)If you believe that you have obtained enough information (which can be judge from the history observations) that can answer the task, please call:\n"
     "Action: Finish\n"
     "Action Input: {{\"return_type\": \"give_answer\", \"final_answer\": your answer string}}.\n"
     "Question: {question}\n"
     "\n"
     "Here are the history actions and observations:\n")  # fmt: skip

real("https://github.com/OpenBMB/ToolBench/blob/d56fdd89faf8c91fa135090b212bb9057ee5cfc2/toolbench/inference/Prompts/ReAct_prompts.py (FORMAT_INSTRUCTIONS_SYSTEM_FUNCTION, the whole string: the DFSDT/CoT system prompt)", "neg-toolbench-autogpt-system-prompt",
     "You are AutoGPT, you can use many tools(functions) to do the following task.\n"
     "First I will give you the task description, and your task start.\n"
     "At each step, you need to give your thought to analyze the status now and what to do next, with a function call to actually excute your step.\n"
     "After the call, you will get the call result, and you are now in a new state.\n"
     "Then you will analyze your status now, then decide what to do next...\n"
     "After many (Thought-call) pairs, you finally perform the task, then you can give your finial answer.\n"
     "Remember: \n"
     "1.the state change is irreversible, you can't go back to one of the former state, if you want to restart the task, say \"I give up and restart\".\n"
     "2.All the thought is short, at most in 5 sentence.\n"
     "3.You can do more then one trys, so if your plan is to continusly try some conditions, you can do one of the conditions per try.\n"
     "Let's Begin!\n"
     "Task description: {task_description}")  # fmt: skip
