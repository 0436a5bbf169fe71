# ruff: noqa: E501  (texts are kept as the sources wrote them)
"""Held-out set gk (issue 42): Python source and tests of agent frameworks that hold tool-call text as data, gathered without reading the parser.

Families: all negatives. Each text is a verbatim excerpt (cut only at whole lines) of Python code whose strings,
f-strings, docstrings, regexes or test data spell out a call: OpenHands' `<function=...><parameter=...>` test fixtures
(fn_call_converter tests) and a mock OpenAI `tool_calls` response; smolagents' parse_code_blobs error messages with
`final_answer("YOUR FINAL ANSWER HERE")` and fake models replying `Thought:` + `<code>final_answer(7.2904)</code>`;
SWE-agent's command-signature tests (`goto <line_number>`, `open "<path>"`); LangChain's XML, ReAct single-input and
JSON agent output parsers' docstrings (`<tool>search</tool>`, `Action: search` / `Action Input:`, `{"action": "search"}`),
the structured-chat prompt's `$JSON_BLOB`, langchain-community's OpenAPI orchestrator prompt (`Action: api_planner`);
CAMEL's Hermes formatter (`<tool_call>` regex and f-strings); Agno's `<tool_call>` tag helpers; Qwen-Agent's utils
f-string; DSPy's ReAct instructions and `finish` tool; LlamaIndex's ReAct workflow retry messages.

Sources: All-Hands-AI/OpenHands tests/unit/llm/test_llm_fncall_converter.py and tests/unit/agenthub/test_function_calling.py
(commit 156d068); huggingface/smolagents src/smolagents/utils.py and tests/test_agents.py (commit e3a5b89);
SWE-agent/SWE-agent tests/test_tools_command_parsing.py (commit 3ea751c); PyPI wheels langchain 0.3.27,
langchain-community 0.4.2, camel-ai 0.2.90, agno 3.1.10, qwen-agent 0.0.34, dspy 3.4.1, llama-index-core 0.14.25
(files and lines named in each source string). Every file was checked uncited by the other corpora (their own
other files are cited: fn_call_converter.py, smolagents' test_utils/test_models, SWE-agent's test_parsing.py,
LangChain's output-parser tests, LlamaIndex's react/output_parser.py, Qwen-Agent's fncall_prompts, ...).

Could not find (in the helper's 30 minutes): langchain-ai/langchain and run-llama/llama_index snapshots are too large
to fetch, so their files were read from PyPI wheels; Letta's local_llm wrappers are gone from its current snapshot and
wheel; no time was left for Haystack, AutoGen/AG2, CrewAI, PydanticAI, Semantic Kernel, aider, Open Interpreter,
gptme, instructor, marvin or outlines source files (wheels of several were downloaded but not searched through).
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the excerpts name, as their frameworks declare them (so a naive parser would call them)
TOOLS_GK: list[dict[str, Any]] = [
    # OpenHands CodeAct tools
    tool_schema(
        "execute_bash", ("command",), command="string", is_input="string", timeout="number", security_risk="string"
    ),
    tool_schema(
        "str_replace_editor",
        ("command", "path"),
        command="string",
        path="string",
        file_text="string",
        old_str="string",
        new_str="string",
        insert_line="integer",
        view_range="array",
    ),
    tool_schema("test_function", ("command", "path"), command="string", path="string", tags="array", metadata="object"),
    tool_schema("finish", ()),
    # smolagents
    tool_schema("final_answer", ("answer",), answer="string"),
    tool_schema("image_generation_tool", ()),
    # SWE-agent commands
    tool_schema("goto", ("line_number",), line_number="integer"),
    tool_schema("open", ("path",), path="string", line_number="integer"),
    tool_schema("scroll_up", ()),
    # LangChain examples
    tool_schema("search", ("query",), query="string"),
    tool_schema("api_planner", ("input",), input="string"),
    tool_schema("api_controller", ("input",), input="string"),
]

SOURCES_GK: dict[str, str] = {}
CASES_GK: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_GK[id] = source
    CASES_GK.append(Case(id, text, list(calls), **kw))


real('https://github.com/All-Hands-AI/OpenHands/blob/156d0686c46aafb0fa9d291da6421fb6f64dddc0/tests/unit/llm/test_llm_fncall_converter.py (lines 99-143: test_malformed_parameter_parsing_recovery, whole function)', 'neg-openhands-test-malformed-parameter-recovery',
     'def test_malformed_parameter_parsing_recovery():\n'
     '    """Ensure we can recover when models emit malformed parameter tags like <parameter=command=str_replace</parameter>.\n'
     '\n'
     "    This simulates a tool call to str_replace_editor where the 'command' parameter is malformed.\n"
     '    """\n'
     '    from openhands.llm.fn_call_converter import (\n'
     '        convert_non_fncall_messages_to_fncall_messages,\n'
     '    )\n'
     '\n'
     "    # Construct an assistant message with malformed parameter tag for 'command'\n"
     '    assistant_message = {\n'
     "        'role': 'assistant',\n"
     "        'content': (\n"
     "            '<function=str_replace_editor>\\n'\n"
     "            '<parameter=command=str_replace</parameter>\\n'  # malformed form\n"
     "            '<parameter=path>/repo/app.py</parameter>\\n'\n"
     "            '<parameter=old_str>foo</parameter>\\n'\n"
     "            '<parameter=new_str>bar</parameter>\\n'\n"
     "            '</function>'\n"
     '        ),\n'
     '    }\n'
     '\n'
     '    messages = [\n'
     "        {'role': 'system', 'content': 'test'},\n"
     "        {'role': 'user', 'content': 'do edit'},\n"
     '        assistant_message,\n'
     '    ]\n'
     '\n'
     '    converted = convert_non_fncall_messages_to_fncall_messages(messages, FNCALL_TOOLS)\n'
     '\n'
     '    # The last message should be assistant with a parsed tool call\n'
     '    last = converted[-1]\n'
     "    assert last['role'] == 'assistant'\n"
     "    assert 'tool_calls' in last and len(last['tool_calls']) == 1\n"
     "    tool_call = last['tool_calls'][0]\n"
     "    assert tool_call['type'] == 'function'\n"
     "    assert tool_call['function']['name'] == 'str_replace_editor'\n"
     '\n'
     '    # Arguments must be a valid JSON with command=str_replace and proper params\n'
     "    args = json.loads(tool_call['function']['arguments'])\n"
     "    assert args['command'] == 'str_replace'\n"
     "    assert args['path'] == '/repo/app.py'\n"
     "    assert args['old_str'] == 'foo'\n"
     "    assert args['new_str'] == 'bar'\n"
     '')  # fmt: skip

real("https://github.com/All-Hands-AI/OpenHands/blob/156d0686c46aafb0fa9d291da6421fb6f64dddc0/tests/unit/llm/test_llm_fncall_converter.py (lines 674-728: the start of test_convert_tool_call_to_string's parametrize list, cut at a whole line)", 'neg-openhands-test-tool-call-to-string-cases',
     '@pytest.mark.parametrize(\n'
     "    'tool_calls, expected',\n"
     '    [\n'
     '        # Original test case\n'
     '        (\n'
     "            FNCALL_RESPONSE_MESSAGE['tool_calls'],\n"
     '            """<function=execute_bash>\n'
     '<parameter=command>grep -n "_format_float" /testbed/astropy/io/fits/card.py</parameter>\n'
     '</function>""",\n'
     '        ),\n'
     '        # Test case with multiple parameters\n'
     '        (\n'
     '            [\n'
     '                {\n'
     "                    'index': 1,\n"
     "                    'function': {\n"
     '                        \'arguments\': \'{"command": "view", "path": "/test/file.py", "view_range": [1, 10]}\',\n'
     "                        'name': 'str_replace_editor',\n"
     '                    },\n'
     "                    'id': 'test_id',\n"
     "                    'type': 'function',\n"
     '                }\n'
     '            ],\n'
     '            """<function=str_replace_editor>\n'
     '<parameter=command>view</parameter>\n'
     '<parameter=path>/test/file.py</parameter>\n'
     '<parameter=view_range>[1, 10]</parameter>\n'
     '</function>""",\n'
     '        ),\n'
     '        # Test case with indented code block to verify indentation is preserved\n'
     '        # Note: multiline parameter values should NOT have extra newlines before/after\n'
     '        # to prevent newline accumulation across multiple LLM response cycles\n'
     '        (\n'
     '            [\n'
     '                {\n'
     "                    'index': 1,\n"
     "                    'function': {\n"
     '                        \'arguments\': \'{"command": "str_replace", "path": "/test/file.py", "old_str": "def example():\\\\n    pass", "new_str": "def example():\\\\n    # This is indented\\\\n    print(\\\\"hello\\\\")\\\\n    return True"}\',\n'
     "                        'name': 'str_replace_editor',\n"
     '                    },\n'
     "                    'id': 'test_id',\n"
     "                    'type': 'function',\n"
     '                }\n'
     '            ],\n'
     '            """<function=str_replace_editor>\n'
     '<parameter=command>str_replace</parameter>\n'
     '<parameter=path>/test/file.py</parameter>\n'
     '<parameter=old_str>def example():\n'
     '    pass</parameter>\n'
     '<parameter=new_str>def example():\n'
     '    # This is indented\n'
     '    print("hello")\n'
     '    return True</parameter>\n'
     '</function>""",\n'
     '        ),')  # fmt: skip

real('https://github.com/All-Hands-AI/OpenHands/blob/156d0686c46aafb0fa9d291da6421fb6f64dddc0/tests/unit/llm/test_llm_fncall_converter.py (lines 729-773: the list and dict parameter cases and test_convert_tool_call_to_string)', 'neg-openhands-test-tool-call-to-string-list-dict',
     '        # Test case with list parameter value\n'
     '        (\n'
     '            [\n'
     '                {\n'
     "                    'index': 1,\n"
     "                    'function': {\n"
     '                        \'arguments\': \'{"command": "test", "path": "/test/file.py", "tags": ["tag1", "tag2", "tag with spaces"]}\',\n'
     "                        'name': 'test_function',\n"
     '                    },\n'
     "                    'id': 'test_id',\n"
     "                    'type': 'function',\n"
     '                }\n'
     '            ],\n'
     '            """<function=test_function>\n'
     '<parameter=command>test</parameter>\n'
     '<parameter=path>/test/file.py</parameter>\n'
     '<parameter=tags>["tag1", "tag2", "tag with spaces"]</parameter>\n'
     '</function>""",\n'
     '        ),\n'
     '        # Test case with dict parameter value\n'
     '        (\n'
     '            [\n'
     '                {\n'
     "                    'index': 1,\n"
     "                    'function': {\n"
     '                        \'arguments\': \'{"command": "test", "path": "/test/file.py", "metadata": {"key1": "value1", "key2": 42, "nested": {"subkey": "subvalue"}}}\',\n'
     "                        'name': 'test_function',\n"
     '                    },\n'
     "                    'id': 'test_id',\n"
     "                    'type': 'function',\n"
     '                }\n'
     '            ],\n'
     '            """<function=test_function>\n'
     '<parameter=command>test</parameter>\n'
     '<parameter=path>/test/file.py</parameter>\n'
     '<parameter=metadata>{"key1": "value1", "key2": 42, "nested": {"subkey": "subvalue"}}</parameter>\n'
     '</function>""",\n'
     '        ),\n'
     '    ],\n'
     ')\n'
     'def test_convert_tool_call_to_string(tool_calls, expected):\n'
     '    assert len(tool_calls) == 1\n'
     '    converted = convert_tool_call_to_string(tool_calls[0])\n'
     '    print(converted)\n'
     '    assert converted == expected')  # fmt: skip

real('https://github.com/All-Hands-AI/OpenHands/blob/156d0686c46aafb0fa9d291da6421fb6f64dddc0/tests/unit/agenthub/test_function_calling.py (lines 21-58: create_mock_response and the start of test_execute_bash_valid, cut at a whole line)', 'neg-openhands-test-mock-response-execute-bash',
     'def create_mock_response(function_name: str, arguments: dict) -> ModelResponse:\n'
     '    """Helper function to create a mock response with a tool call."""\n'
     '    return ModelResponse(\n'
     "        id='mock-id',\n"
     '        choices=[\n'
     '            {\n'
     "                'message': {\n"
     "                    'tool_calls': [\n"
     '                        {\n'
     "                            'function': {\n"
     "                                'name': function_name,\n"
     "                                'arguments': json.dumps(arguments),\n"
     '                            },\n'
     "                            'id': 'mock-tool-call-id',\n"
     "                            'type': 'function',\n"
     '                        }\n'
     '                    ],\n'
     "                    'content': None,\n"
     "                    'role': 'assistant',\n"
     '                },\n'
     "                'index': 0,\n"
     "                'finish_reason': 'tool_calls',\n"
     '            }\n'
     '        ],\n'
     '    )\n'
     '\n'
     '\n'
     'def test_execute_bash_valid():\n'
     '    """Test execute_bash with valid arguments."""\n'
     '    response = create_mock_response(\n'
     "        'execute_bash', {'command': 'ls', 'is_input': 'false', 'security_risk': 'LOW'}\n"
     '    )\n'
     '    actions = response_to_actions(response)\n'
     '    assert len(actions) == 1\n'
     '    assert isinstance(actions[0], CmdRunAction)\n'
     "    assert actions[0].command == 'ls'\n"
     '    assert actions[0].is_input is False\n'
     '')  # fmt: skip

real('https://github.com/huggingface/smolagents/blob/e3a5b8994b301983b91c0325546e9dc82eab8cf0/src/smolagents/utils.py (lines 198-251: parse_code_blobs, whole function)', 'neg-smolagents-parse-code-blobs-error-messages',
     'def parse_code_blobs(text: str, code_block_tags: tuple[str, str]) -> str:\n'
     '    """Extract code blocs from the LLM\'s output.\n'
     '\n'
     '    If a valid code block is passed, it returns it directly.\n'
     '\n'
     '    Args:\n'
     "        text (`str`): LLM's output text to parse.\n"
     '\n'
     '    Returns:\n'
     '        `str`: Extracted code block.\n'
     '\n'
     '    Raises:\n'
     '        ValueError: If no valid code block is found in the text.\n'
     '    """\n'
     '    matches = extract_code_from_text(text, code_block_tags)\n'
     '    if not matches:  # Fallback to markdown pattern\n'
     '        matches = extract_code_from_text(text, ("```(?:python|py)", "\\n```"))\n'
     '    if matches:\n'
     '        return matches\n'
     '    # Maybe the LLM outputted a code blob directly\n'
     '    try:\n'
     '        ast.parse(text)\n'
     '        return text\n'
     '    except SyntaxError:\n'
     '        pass\n'
     '\n'
     '    if "final" in text and "answer" in text:\n'
     '        raise ValueError(\n'
     '            dedent(\n'
     '                f"""\n'
     '                Your code snippet is invalid, because the regex pattern {code_block_tags[0]}(.*?){code_block_tags[1]} was not found in it.\n'
     '                Here is your code snippet:\n'
     '                {text}\n'
     "                It seems like you're trying to return the final answer, you can do it as follows:\n"
     '                {code_block_tags[0]}\n'
     '                final_answer("YOUR FINAL ANSWER HERE")\n'
     '                {code_block_tags[1]}\n'
     '                """\n'
     '            ).strip()\n'
     '        )\n'
     '    raise ValueError(\n'
     '        dedent(\n'
     '            f"""\n'
     '            Your code snippet is invalid, because the regex pattern {code_block_tags[0]}(.*?){code_block_tags[1]} was not found in it.\n'
     '            Here is your code snippet:\n'
     '            {text}\n'
     '            Make sure to include code with the correct pattern, for instance:\n'
     '            Thoughts: Your thoughts\n'
     '            {code_block_tags[0]}\n'
     '            # Your python code here\n'
     '            {code_block_tags[1]}\n'
     '            """\n'
     '        ).strip()\n'
     '    )')  # fmt: skip

real('https://github.com/huggingface/smolagents/blob/e3a5b8994b301983b91c0325546e9dc82eab8cf0/tests/test_agents.py (lines 210-257: FakeCodeModel and FakeCodeModelImageGeneration)', 'neg-smolagents-test-fake-code-models',
     'class FakeCodeModel(Model):\n'
     '    def generate(self, messages, stop_sequences=None):\n'
     '        prompt = str(messages)\n'
     '        if "special_marker" not in prompt:\n'
     '            return ChatMessage(\n'
     '                role=MessageRole.ASSISTANT,\n'
     '                content="""\n'
     'Thought: I should multiply 2 by 3.6452. special_marker\n'
     '<code>\n'
     'result = 2**3.6452\n'
     '</code>\n'
     '""",\n'
     '            )\n'
     "        else:  # We're at step 2\n"
     '            return ChatMessage(\n'
     '                role=MessageRole.ASSISTANT,\n'
     '                content="""\n'
     'Thought: I can now answer the initial question\n'
     '<code>\n'
     'final_answer(7.2904)\n'
     '</code>\n'
     '""",\n'
     '            )\n'
     '\n'
     '\n'
     'class FakeCodeModelImageGeneration(Model):\n'
     '    def generate(self, messages, stop_sequences=None):\n'
     '        prompt = str(messages)\n'
     '        if "special_marker" not in prompt:\n'
     '            return ChatMessage(\n'
     '                role=MessageRole.ASSISTANT,\n'
     '                content="""\n'
     'Thought: I should generate an image. special_marker\n'
     '<code>\n'
     'image = image_generation_tool()\n'
     '</code>\n'
     '""",\n'
     '            )\n'
     "        else:  # We're at step 2\n"
     '            return ChatMessage(\n'
     '                role=MessageRole.ASSISTANT,\n'
     '                content="""\n'
     'Thought: I can now answer the initial question\n'
     '<code>\n'
     'final_answer(image)\n'
     '</code>\n'
     '""",\n'
     '            )')  # fmt: skip

real('https://github.com/SWE-agent/SWE-agent/blob/3ea751c087f32b16e039a2233dd6eefecef325d5/tests/test_tools_command_parsing.py (lines 6-53: test_command_parsing_formats, whole function)', 'neg-sweagent-test-command-signatures',
     'def test_command_parsing_formats():\n'
     '    """Test various signature formats and default parsing."""\n'
     '    # Default format (no signature)\n'
     '    command = Command(\n'
     '        name="test_cmd",\n'
     '        docstring="A test command",\n'
     '        arguments=[\n'
     '            Argument(name="arg1", type="string", description="First argument", required=True),\n'
     '            Argument(name="arg2", type="integer", description="Second argument", required=False),\n'
     '        ],\n'
     '    )\n'
     '    assert command.invoke_format == "test_cmd {arg1} {arg2} "\n'
     '\n'
     '    # Angle brackets\n'
     '    command = Command(\n'
     '        name="goto",\n'
     '        signature="goto <line_number>",\n'
     '        docstring="moves the window to show line_number",\n'
     '        arguments=[Argument(name="line_number", type="integer", description="line number", required=True)],\n'
     '    )\n'
     '    assert command.invoke_format == "goto {line_number}"\n'
     '\n'
     '    # Optional brackets (stripped in invoke_format)\n'
     '    command = Command(\n'
     '        name="open",\n'
     '        signature=\'open "<path>" [<line_number>]\',\n'
     '        docstring="opens file at path",\n'
     '        arguments=[\n'
     '            Argument(name="path", type="string", description="file path", required=True),\n'
     '            Argument(name="line_number", type="integer", description="line number", required=False),\n'
     '        ],\n'
     '    )\n'
     '    assert command.invoke_format == \'open "{path}" {line_number}\'\n'
     '\n'
     '    # Flag-style arguments\n'
     '    command = Command(\n'
     '        name="grep",\n'
     '        signature="grep --pattern <pattern> --file <file>",\n'
     '        docstring="search for pattern in file",\n'
     '        arguments=[\n'
     '            Argument(name="pattern", type="string", description="search pattern", required=True),\n'
     '            Argument(name="file", type="string", description="file to search", required=True),\n'
     '        ],\n'
     '    )\n'
     '    assert command.invoke_format == "grep --pattern {pattern} --file {file}"\n'
     '\n'
     '    # No arguments\n'
     '    command = Command(name="scroll_up", signature="scroll_up", docstring="scrolls up", arguments=[])')  # fmt: skip

real("https://pypi.org/project/langchain/0.3.27/ (wheel langchain-0.3.27-py3-none-any.whl, langchain/agents/output_parsers/xml.py lines 25-57: XMLAgentOutputParser's class line and docstring)", 'neg-langchain-xml-output-parser-docstring',
     'class XMLAgentOutputParser(AgentOutputParser):\n'
     '    """Parses tool invocations and final answers from XML-formatted agent output.\n'
     '\n'
     '    This parser extracts structured information from XML tags to determine whether\n'
     '    an agent should perform a tool action or provide a final answer. It includes\n'
     '    built-in escaping support to safely handle tool names and inputs\n'
     '    containing XML special characters.\n'
     '\n'
     '    Args:\n'
     '        escape_format: The escaping format to use when parsing XML content.\n'
     "            Supports 'minimal' which uses custom delimiters like [[tool]] to replace\n"
     '            XML tags within content, preventing parsing conflicts.\n'
     "            Use 'minimal' if using a corresponding encoding format that uses\n"
     '            the _escape function when formatting the output (e.g., with format_xml).\n'
     '\n'
     '    Expected formats:\n'
     '        Tool invocation (returns AgentAction):\n'
     '            <tool>search</tool>\n'
     '            <tool_input>what is 2 + 2</tool_input>\n'
     '\n'
     '        Final answer (returns AgentFinish):\n'
     '            <final_answer>The answer is 4</final_answer>\n'
     '\n'
     '    Note:\n'
     '        Minimal escaping allows tool names containing XML tags to be safely\n'
     '        represented. For example, a tool named "search<tool>nested</tool>" would be\n'
     '        escaped as "search[[tool]]nested[[/tool]]" in the XML and automatically\n'
     '        unescaped during parsing.\n'
     '\n'
     '    Raises:\n'
     "        ValueError: If the input doesn't match either expected XML format or\n"
     '            contains malformed XML structure.\n'
     '    """')  # fmt: skip

real('https://pypi.org/project/langchain/0.3.27/ (wheel langchain-0.3.27-py3-none-any.whl, langchain/agents/output_parsers/react_single_input.py lines 10-56: the error constants, the class docstring and the start of parse, cut at a whole line)', 'neg-langchain-react-single-input-parser-source',
     'FINAL_ANSWER_ACTION = "Final Answer:"\n'
     'MISSING_ACTION_AFTER_THOUGHT_ERROR_MESSAGE = (\n'
     '    "Invalid Format: Missing \'Action:\' after \'Thought:\'"\n'
     ')\n'
     'MISSING_ACTION_INPUT_AFTER_ACTION_ERROR_MESSAGE = (\n'
     '    "Invalid Format: Missing \'Action Input:\' after \'Action:\'"\n'
     ')\n'
     'FINAL_ANSWER_AND_PARSABLE_ACTION_ERROR_MESSAGE = (\n'
     '    "Parsing LLM output produced both a final answer and a parse-able action:"\n'
     ')\n'
     '\n'
     '\n'
     'class ReActSingleInputOutputParser(AgentOutputParser):\n'
     '    """Parses ReAct-style LLM calls that have a single tool input.\n'
     '\n'
     '    Expects output to be in one of two formats.\n'
     '\n'
     '    If the output signals that an action should be taken,\n'
     '    should be in the below format. This will result in an AgentAction\n'
     '    being returned.\n'
     '\n'
     '    ```\n'
     '    Thought: agent thought here\n'
     '    Action: search\n'
     '    Action Input: what is the temperature in SF?\n'
     '    ```\n'
     '\n'
     '    If the output signals that a final answer should be given,\n'
     '    should be in the below format. This will result in an AgentFinish\n'
     '    being returned.\n'
     '\n'
     '    ```\n'
     '    Thought: agent thought here\n'
     '    Final Answer: The temperature is 100 degrees\n'
     '    ```\n'
     '\n'
     '    """\n'
     '\n'
     '    def get_format_instructions(self) -> str:\n'
     '        return FORMAT_INSTRUCTIONS\n'
     '\n'
     '    def parse(self, text: str) -> Union[AgentAction, AgentFinish]:\n'
     '        includes_answer = FINAL_ANSWER_ACTION in text\n'
     '        regex = (\n'
     '            r"Action\\s*\\d*\\s*:[\\s]*(.*?)[\\s]*Action\\s*\\d*\\s*Input\\s*\\d*\\s*:[\\s]*(.*)"\n'
     '        )\n'
     '        action_match = re.search(regex, text, re.DOTALL)')  # fmt: skip

real('https://pypi.org/project/langchain/0.3.27/ (wheel langchain-0.3.27-py3-none-any.whl, langchain/agents/structured_chat/prompt.py, whole file)', 'neg-langchain-structured-chat-prompt-py',
     'PREFIX = """Respond to the human as helpfully and accurately as possible. You have access to the following tools:"""  # noqa: E501\n'
     'FORMAT_INSTRUCTIONS = """Use a json blob to specify a tool by providing an action key (tool name) and an action_input key (tool input).\n'
     '\n'
     'Valid "action" values: "Final Answer" or {tool_names}\n'
     '\n'
     'Provide only ONE action per $JSON_BLOB, as shown:\n'
     '\n'
     '```\n'
     '{{{{\n'
     '  "action": $TOOL_NAME,\n'
     '  "action_input": $INPUT\n'
     '}}}}\n'
     '```\n'
     '\n'
     'Follow this format:\n'
     '\n'
     'Question: input question to answer\n'
     'Thought: consider previous and subsequent steps\n'
     'Action:\n'
     '```\n'
     '$JSON_BLOB\n'
     '```\n'
     'Observation: action result\n'
     '... (repeat Thought/Action/Observation N times)\n'
     'Thought: I know what to respond\n'
     'Action:\n'
     '```\n'
     '{{{{\n'
     '  "action": "Final Answer",\n'
     '  "action_input": "Final response to human"\n'
     '}}}}\n'
     '```"""  # noqa: E501\n'
     'SUFFIX = """Begin! Reminder to ALWAYS respond with a valid json blob of a single action. Use tools if necessary. Respond directly if appropriate. Format is Action:```$JSON_BLOB```then Observation:.\n'
     'Thought:"""  # noqa: E501')  # fmt: skip

real("https://pypi.org/project/langchain/0.3.27/ (wheel langchain-0.3.27-py3-none-any.whl, langchain/agents/output_parsers/json.py lines 15-58: JSONAgentOutputParser up to parse's end)", 'neg-langchain-json-agent-output-parser',
     'class JSONAgentOutputParser(AgentOutputParser):\n'
     '    """Parses tool invocations and final answers in JSON format.\n'
     '\n'
     '    Expects output to be in one of two formats.\n'
     '\n'
     '    If the output signals that an action should be taken,\n'
     '    should be in the below format. This will result in an AgentAction\n'
     '    being returned.\n'
     '\n'
     '    ```\n'
     '    {\n'
     '      "action": "search",\n'
     '      "action_input": "2+2"\n'
     '    }\n'
     '    ```\n'
     '\n'
     '    If the output signals that a final answer should be given,\n'
     '    should be in the below format. This will result in an AgentFinish\n'
     '    being returned.\n'
     '\n'
     '    ```\n'
     '    {\n'
     '      "action": "Final Answer",\n'
     '      "action_input": "4"\n'
     '    }\n'
     '    ```\n'
     '    """\n'
     '\n'
     '    def parse(self, text: str) -> Union[AgentAction, AgentFinish]:\n'
     '        try:\n'
     '            response = parse_json_markdown(text)\n'
     '            if isinstance(response, list):\n'
     '                # gpt turbo frequently ignores the directive to emit a single action\n'
     '                logger.warning("Got multiple action responses: %s", response)\n'
     '                response = response[0]\n'
     '            if response["action"] == "Final Answer":\n'
     '                return AgentFinish({"output": response["action_input"]}, text)\n'
     '            action_input = response.get("action_input", {})\n'
     '            if action_input is None:\n'
     '                action_input = {}\n'
     '            return AgentAction(response["action"], action_input, text)\n'
     '        except Exception as e:\n'
     '            msg = f"Could not parse LLM output: {text}"\n'
     '            raise OutputParserException(msg) from e')  # fmt: skip

real('https://pypi.org/project/langchain-community/0.4.2/ (wheel langchain_community-0.4.2-py3-none-any.whl, langchain_community/agent_toolkits/openapi/planner_prompt.py lines 117-148: the end of API_ORCHESTRATOR_PROMPT with its Action/Action Input example)', 'neg-langchain-community-openapi-orchestrator-prompt',
     'Starting below, you should follow this format:\n'
     '\n'
     'User query: the query a User wants help with related to the API\n'
     'Thought: you should always think about what to do\n'
     'Action: the action to take, should be one of the tools [{tool_names}]\n'
     'Action Input: the input to the action\n'
     'Observation: the result of the action\n'
     '... (this Thought/Action/Action Input/Observation can repeat N times)\n'
     'Thought: I am finished executing a plan and have the information the user asked for or the data the user asked to create\n'
     'Final Answer: the final output from executing the plan\n'
     '\n'
     '\n'
     'Example:\n'
     'User query: can you add some trendy stuff to my shopping cart.\n'
     'Thought: I should plan API calls first.\n'
     'Action: api_planner\n'
     'Action Input: I need to find the right API calls to add trendy items to the users shopping cart\n'
     "Observation: 1) GET /items with params 'trending' is 'True' to get trending item ids\n"
     '2) GET /user to get user\n'
     "3) POST /cart to post the trending items to the user's cart\n"
     "Thought: I'm ready to execute the API calls.\n"
     'Action: api_controller\n'
     "Action Input: 1) GET /items params 'trending' is 'True' to get trending item ids\n"
     '2) GET /user to get user\n'
     "3) POST /cart to post the trending items to the user's cart\n"
     '...\n'
     '\n'
     'Begin!\n'
     '\n'
     'User query: {input}\n'
     'Thought: I should generate a plan to help with this query and then copy that plan exactly to the controller.\n'
     '{agent_scratchpad}"""')  # fmt: skip

real('https://pypi.org/project/camel-ai/0.2.90/ (wheel camel_ai-0.2.90-py3-none-any.whl, camel/messages/conversion/sharegpt/hermes/hermes_function_formatter.py lines 94-131: format_tool_call and format_tool_response)', 'neg-camel-hermes-formatter-fstrings',
     '    def format_tool_call(\n'
     '        self, content: str, func_name: str, args: Dict[str, Any]\n'
     '    ) -> str:\n'
     '        r"""Formats a tool call message with the given content, function name,\n'
     '        and arguments.\n'
     '\n'
     '        Args:\n'
     '            content (str): The content or message to be included in the tool\n'
     '                call.\n'
     '            func_name (str): The name of the function being called.\n'
     '            args (Dict[str, Any]): A dictionary of arguments to be passed to\n'
     '                the function.\n'
     '\n'
     '        Returns:\n'
     '            str: A formatted string representing the tool call in Hermes\n'
     '                format.\n'
     '        """\n'
     '        tool_call_dict = {"name": func_name, "arguments": args}\n'
     '\n'
     '        if content:\n'
     '            return f"{content}\\n<tool_call>\\n{tool_call_dict}\\n</tool_call>"\n'
     '        return f"<tool_call>\\n{tool_call_dict}\\n</tool_call>"\n'
     '\n'
     '    def format_tool_response(self, func_name: str, result: Any) -> str:\n'
     '        r"""Formats a tool response message with the given function name and\n'
     '        result.\n'
     '\n'
     '        Args:\n'
     '            func_name (str): The name of the function whose result is being\n'
     '                returned.\n'
     '            result (Any): The result to be included in the tool response.\n'
     '\n'
     '        Returns:\n'
     '            str: A formatted string representing the tool response in Hermes\n'
     '                format.\n'
     '        """\n'
     '        response_dict = {"name": func_name, "content": result}\n'
     '        return f"<tool_response>\\n{response_dict}\\n</tool_response>"')  # fmt: skip

real('https://pypi.org/project/camel-ai/0.2.90/ (wheel camel_ai-0.2.90-py3-none-any.whl, camel/messages/conversion/sharegpt/hermes/hermes_function_formatter.py lines 44-66: extract_tool_calls with its <tool_call> regex)', 'neg-camel-hermes-extract-tool-calls-regex',
     '    def extract_tool_calls(self, message: str) -> List[HermesToolCall]:\n'
     '        r"""Extracts all tool calls from the provided message string.\n'
     '\n'
     '        Args:\n'
     '            message (str): The input message string containing potential tool\n'
     '                calls.\n'
     '\n'
     '        Returns:\n'
     '            List[HermesToolCall]: A list of parsed HermesToolCall objects.\n'
     '        """\n'
     '        tool_calls = []\n'
     '        pattern = r"<tool_call>\\s*({.*?})\\s*</tool_call>"\n'
     '        matches = re.finditer(pattern, message, re.DOTALL)\n'
     '\n'
     '        for match in matches:\n'
     '            try:\n'
     '                call_dict = json.loads(match.group(1).replace("\'", \'"\'))\n'
     '                tool_calls.append(HermesToolCall.model_validate(call_dict))\n'
     '            except Exception as e:\n'
     '                print(f"Warning: Failed to parse tool call: {e}")\n'
     '                continue\n'
     '\n'
     '        return tool_calls')  # fmt: skip

real('https://pypi.org/project/agno/3.1.10/ (wheel agno-3.1.10-py3-none-any.whl, agno/utils/tools.py lines 27-41: extract_tool_call_from_string and remove_tool_calls_from_string)', 'neg-agno-tool-call-tag-helpers',
     'def extract_tool_call_from_string(text: str, start_tag: str = "<tool_call>", end_tag: str = "</tool_call>"):\n'
     '    start_index = text.find(start_tag) + len(start_tag)\n'
     '    end_index = text.find(end_tag)\n'
     '\n'
     '    # Extracting the content between the tags\n'
     '    return text[start_index:end_index].strip()\n'
     '\n'
     '\n'
     'def remove_tool_calls_from_string(text: str, start_tag: str = "<tool_call>", end_tag: str = "</tool_call>"):\n'
     '    """Remove multiple tool calls from a string."""\n'
     '    while start_tag in text and end_tag in text:\n'
     '        start_index = text.find(start_tag)\n'
     '        end_index = text.find(end_tag) + len(end_tag)\n'
     '        text = text[:start_index] + text[end_index:]\n'
     '    return text')  # fmt: skip

real('https://pypi.org/project/qwen-agent/0.0.34/ (wheel qwen_agent-0.0.34-py3-none-any.whl, qwen_agent/utils/utils.py lines 527-540: the function_call branch of the message-to-prompt loop, cut at whole lines)', 'neg-qwen-agent-utils-tool-call-fstring',
     '        content = msg.content\n'
     '        if allow_special:\n'
     '            assert msg.role in (USER, ASSISTANT, SYSTEM, FUNCTION)\n'
     '            if msg.function_call:\n'
     '                assert msg.role == ASSISTANT\n'
     '                tool_call = msg.function_call.arguments\n'
     '                try:\n'
     "                    tool_call = {'name': msg.function_call.name, 'arguments': json.loads(tool_call)}\n"
     '                    tool_call = json.dumps(tool_call, ensure_ascii=False, indent=2)\n'
     '                except json.decoder.JSONDecodeError:\n'
     '                    tool_call = \'{"name": "\' + msg.function_call.name + \'", "arguments": \' + tool_call + \'}\'\n'
     '                if content:\n'
     "                    content += '\\n'\n"
     "                content += f'<tool_call>\\n{tool_call}\\n</tool_call>'")  # fmt: skip

real("https://pypi.org/project/dspy/3.4.1/ (wheel dspy-3.4.1-py3-none-any.whl, dspy/predict/react.py lines 51-78: ReAct.__init__'s instructions, the finish tool and the react signature, cut at whole lines)", 'neg-dspy-react-instructions-finish-tool',
     '        instr.extend(\n'
     '            [\n'
     '                f"You are an Agent. In each episode, you will be given the fields {inputs} as input. And you can see your past trajectory so far.",\n'
     '                f"Your goal is to use one or more of the supplied tools to collect any necessary information for producing {outputs}.\\n",\n'
     '                "To do this, you will interleave next_thought, next_tool_name, and next_tool_args in each turn, and also when finishing the task.",\n'
     '                "After each tool call, you receive a resulting observation, which gets appended to your trajectory.\\n",\n'
     '                "When writing next_thought, you may reason about the current situation and plan for future steps.",\n'
     '                "When selecting the next_tool_name and its next_tool_args, the tool must be one of:\\n",\n'
     '            ]\n'
     '        )\n'
     '\n'
     '        tools["finish"] = Tool(\n'
     '            func=lambda: "Completed.",\n'
     '            name="finish",\n'
     '            desc=f"Marks the task as complete. That is, signals that all information for producing the outputs, i.e. {outputs}, are now available to be extracted.",\n'
     '            args={},\n'
     '        )\n'
     '\n'
     '        for idx, tool in enumerate(tools.values()):\n'
     '            instr.append(f"({idx + 1}) {tool}")\n'
     '        instr.append("When providing `next_tool_args`, the value inside the field must be in JSON format")\n'
     '\n'
     '        react_signature = (\n'
     '            dspy.Signature({**signature.input_fields}, "\\n".join(instr))\n'
     '            .append("trajectory", dspy.InputField(), type_=str)\n'
     '            .append("next_thought", dspy.OutputField(), type_=str)\n'
     '            .append("next_tool_name", dspy.OutputField(), type_=Literal[tuple(tools.keys())])\n'
     '            .append("next_tool_args", dspy.OutputField(), type_=dict[str, Any])')  # fmt: skip

real('https://pypi.org/project/llama-index-core/0.14.25/ (wheel llama_index_core-0.14.25-py3-none-any.whl, llama_index/core/agent/workflow/react_agent.py lines 162-209: the empty-response and parse-error retry messages, cut at whole lines)', 'neg-llamaindex-react-agent-retry-messages',
     '        # Parse reasoning step and check if done\n'
     '        message_content = last_chat_response.message.content\n'
     '        if not message_content:\n'
     '            error_msg = (\n'
     '                "FAILURE: Your previous response was empty.\\n"\n'
     '                "You must output a thought and an action/answer.\\n\\n"\n'
     '                "Please follow this structure exactly:\\n"\n'
     '                "Thought: <what you are thinking>\\n"\n'
     '                "Action: <tool_name>\\n"\n'
     '                "Action Input: <json_params>\\n\\n"\n'
     '                "OR:\\n\\n"\n'
     '                "Thought: <what you are thinking>\\n"\n'
     '                "Answer: <your final response to the user>"\n'
     '            )\n'
     '            raw = (\n'
     '                last_chat_response.raw.model_dump()\n'
     '                if isinstance(last_chat_response.raw, BaseModel)\n'
     '                else last_chat_response.raw\n'
     '            )\n'
     '\n'
     '            return AgentOutput(\n'
     '                response=last_chat_response.message,\n'
     '                raw=raw,\n'
     '                current_agent_name=self.name,\n'
     '                retry_messages=[\n'
     '                    last_chat_response.message,\n'
     '                    ChatMessage(role="user", content=error_msg),\n'
     '                ],\n'
     '            )\n'
     '\n'
     '        try:\n'
     '            reasoning_step = output_parser.parse(message_content, is_streaming=False)\n'
     '        except ValueError as e:\n'
     '            error_msg = (\n'
     '                f"Error while parsing the output: {e!s}\\n\\n"\n'
     '                "The output should be in one of the following formats:\\n"\n'
     '                "1. To call a tool:\\n"\n'
     '                "```\\n"\n'
     '                "Thought: <thought>\\n"\n'
     '                "Action: <action>\\n"\n'
     '                "Action Input: <action_input>\\n"\n'
     '                "```\\n"\n'
     '                "2. To answer the question:\\n"\n'
     '                "```\\n"\n'
     '                "Thought: <thought>\\n"\n'
     '                "Answer: <answer>\\n"\n'
     '                "```\\n"\n'
     '            )')  # fmt: skip
