# ruff: noqa: E501  (texts are kept as the sources wrote them)
"""Held-out set eo (issue 42): configuration, prompt and fixture files (YAML, JSON, JSON lines) that hold tool-call formats, gathered without reading the parser.

Families: all negatives. Files a model could quote or be shown, which name tools and show call shapes but make no call:
mini-swe-agent configs (`<mswea_bash_command>` tags and ```mswea_bash_command fences in YAML block scalars) and a
stored trajectory; smolagents' structured_code_agent.yaml (`{"thought": ..., "code": ...}` blobs calling notional
tools); crewAI's translations/en.json (Thought / Action / Action Input slices in JSON strings); SWE-agent configs
(DISCUSSION + fenced command, tool signatures, the `edit ... end_of_edit` signature, default_backticks) and two
demonstration trajectories (OpenAI-style `tool_calls` records, fenced commands inside JSON strings); BFCL
possible_answer records (ground truth as `{name: {arg: [values]}}` and as Python call strings); a promptfoo test suite
asserting a `get_current_weather` tools call; a Goose recipe telling the model to call `finish_review`.

Sources: SWE-agent/mini-swe-agent@a83fcae, huggingface/smolagents@e3a5b89, crewAIInc/crewAI@f4731f5,
SWE-agent/SWE-agent@3ea751c (files other than those already cited), ShishirPatil/gorilla (two possible_answer files),
promptfoo/promptfoo examples/openai-tools-call, block/goose .github/recipes/code-review.yaml. Each text is the file as
stored (fetched repository snapshot or the stored-file reader), whole or cut at a whole line (said in its source).

Could not find (in the helper's 30 minutes): tau-bench's historical trajectories are absent from the snapshot (large
files), block/goose was too large to fetch whole, and there was no time to look for Codex config TOML, aider
model-settings, LiteLLM prompt-template configs, Continue config.yaml, CrewAI agents.yaml/tasks.yaml, AutoGen/AG2
configs, ToolBench or API-Bank records. smolagents' toolcalling_agent.yaml and code_agent.yaml, and SWE-agent's
07_thought_action_xml.yaml, tools/windowed and tools/edit_anthropic configs, are already cited by other sets.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the files name (declared so that a call to them would be possible)
TOOLS_EO: list[dict[str, Any]] = [
    # mini-swe-agent: the one action, written in a tag or fence named after it
    tool_schema("mswea_bash_command", ("command",), command="string"),
    # smolagents structured_code_agent.yaml notional tools
    tool_schema("document_qa", ("document", "question"), document="string", question="string"),
    tool_schema("image_generator", ("prompt",), prompt="string"),
    tool_schema("web_search", ("query",), query="string"),
    tool_schema("visit_webpage", ("url",), url="string"),
    tool_schema("final_answer", ("answer",), answer="string"),
    # crewAI delegation tools
    tool_schema(
        "Delegate work to coworker", ("task", "context", "coworker"), task="string", context="string", coworker="string"
    ),
    tool_schema(
        "Ask question to coworker",
        ("question", "context", "coworker"),
        question="string",
        context="string",
        coworker="string",
    ),
    # SWE-agent tools (search, windowed, edit variants, submit, bash)
    tool_schema("find_file", ("file_name",), file_name="string", dir="string"),
    tool_schema("search_dir", ("search_term",), search_term="string", dir="string"),
    tool_schema("search_file", ("search_term",), search_term="string", file="string"),
    tool_schema("open", ("path",), path="string", line_number="integer"),
    tool_schema("create", ("filename",), filename="string"),
    tool_schema(
        "edit",
        (),
        start_line="integer",
        end_line="integer",
        replacement_text="string",
        search="string",
        replace="string",
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
    tool_schema("submit", ()),
    tool_schema("bash", ("command",), command="string"),
    # BFCL possible_answer functions
    tool_schema("spotify.play", ("artist", "duration"), artist="string", duration="integer"),
    tool_schema(
        "calculate_em_force", ("b_field", "area", "d_time"), b_field="integer", area="integer", d_time="integer"
    ),
    tool_schema("calculate_resistance", ("length", "area"), length="integer", area="number", resistivity="string"),
    tool_schema("cd", ("folder",), folder="string"),
    tool_schema("mkdir", ("dir_name",), dir_name="string"),
    tool_schema("mv", ("source", "destination"), source="string", destination="string"),
    tool_schema("grep", ("file_name", "pattern"), file_name="string", pattern="string"),
    tool_schema("sort", ("file_name",), file_name="string"),
    tool_schema("diff", ("file_name1", "file_name2"), file_name1="string", file_name2="string"),
    tool_schema("ls", (), a="boolean"),
    tool_schema("tail", ("file_name",), file_name="string", lines="integer"),
    # promptfoo example
    tool_schema("get_current_weather", ("location",), location="string", unit="string"),
    # goose code-review recipe
    tool_schema("finish_review", ()),
]

SOURCES_EO: dict[str, str] = {}
CASES_EO: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_EO[id] = source
    CASES_EO.append(Case(id, text, list(calls), **kw))


# ---- configuration, prompt and fixture files ---------------------------------------------------------
real("https://github.com/SWE-agent/mini-swe-agent/blob/a83fcae82d2a08f0ee0c688f9d137b3566c097f8/src/minisweagent/config/benchmarks/swebench_xml.yaml (lines 1-112 of 229, cut at a whole line after the 'If you need to run multiple commands' list): system_template and instance_template with <mswea_bash_command> format examples", "neg-mini-swe-agent-swebench-xml-yaml",
     "agent:\n"
     "  system_template: |\n"
     "    You are a helpful assistant that can interact multiple times with a computer shell to solve programming tasks.\n"
     "    Your response must contain exactly ONE bash code block with ONE command (or commands connected with && or ||).\n"
     "\n"
     "    Include a THOUGHT section before your command where you explain your reasoning process.\n"
     "    Format your response as shown in <format_example>.\n"
     "\n"
     "    <format_example>\n"
     "    THOUGHT: Your reasoning and analysis here\n"
     "\n"
     "    <mswea_bash_command>your_command_here</mswea_bash_command>\n"
     "    </format_example>\n"
     "\n"
     "    Failure to follow these rules will cause your response to be rejected.\n"
     "  instance_template: |\n"
     "    <pr_description>\n"
     "    Consider the following PR description:\n"
     "    {{task}}\n"
     "    </pr_description>\n"
     "\n"
     "    <instructions>\n"
     "    # Task Instructions\n"
     "\n"
     "    ## Overview\n"
     "\n"
     "    You're a software engineer interacting continuously with a computer by submitting commands.\n"
     "    You'll be helping implement necessary changes to meet requirements in the PR description.\n"
     "    Your task is specifically to make changes to non-test files in the current directory in order to fix the issue described in the PR description in a way that is general and consistent with the codebase.\n"
     "\n"
     "    <IMPORTANT>This is an interactive process where you will think and issue ONE command, see its result, then think and issue your next command.</IMPORTANT>\n"
     "\n"
     "    For each response:\n"
     "\n"
     "    1. Include a THOUGHT section explaining your reasoning and what you're trying to accomplish\n"
     "    2. Provide exactly ONE bash command to execute\n"
     "\n"
     "    ## Important Boundaries\n"
     "\n"
     "    - MODIFY: Regular source code files in /testbed (this is the working directory for all your subsequent commands)\n"
     "    - DO NOT MODIFY: Tests, configuration files (pyproject.toml, setup.cfg, etc.)\n"
     "\n"
     "    ## Recommended Workflow\n"
     "\n"
     "    1. Analyze the codebase by finding and reading relevant files\n"
     "    2. Create a script to reproduce the issue\n"
     "    3. Edit the source code to resolve the issue\n"
     "    4. Verify your fix works by running your script again\n"
     "    5. Test edge cases to ensure your fix is robust\n"
     "\n"
     "    ## Command Execution Rules\n"
     "\n"
     "    You are operating in an environment where\n"
     "\n"
     "    1. You write a single command\n"
     "    2. The system executes that command in a subshell\n"
     "    3. You see the result\n"
     "    4. You write your next command\n"
     "\n"
     "    Each response should include:\n"
     "\n"
     "    1. A **THOUGHT** section where you explain your reasoning and plan\n"
     "    2. A single bash code block with your command\n"
     "\n"
     "    Format your responses like demonstrated within the <format_example> block:\n"
     "\n"
     "    <format_example>\n"
     "    THOUGHT: Here I explain my reasoning process, analysis of the current situation,\n"
     "    and what I'm trying to accomplish with the command below.\n"
     "\n"
     "    <mswea_bash_command>your_command_here</mswea_bash_command></format_example>\n"
     "    Commands must be specified in a single bash XML tag:\n"
     "\n"
     "    <mswea_bash_command>your_command_here</mswea_bash_command>\n"
     "\n"
     "    **CRITICAL REQUIREMENTS:**\n"
     "\n"
     "    - Your response SHOULD include a THOUGHT section explaining your reasoning\n"
     "    - Your response MUST include EXACTLY ONE mswea_bash_command tag\n"
     "    - This bash mswea_bash_command MUST contain EXACTLY ONE command (or a set of commands connected with && or ||)\n"
     "    - If you include zero or multiple tags, or no command at all, YOUR RESPONSE WILL FAIL\n"
     "    - Do NOT try to run multiple independent commands in separate blocks in one response\n"
     "    - Directory or environment variable changes are not persistent. Every action is executed in a new subshell.\n"
     "    - However, you can prefix any action with `MY_ENV_VAR=MY_VALUE cd /path/to/working/dir && ...` or write/load environment variables from files\n"
     "\n"
     "    Example of a CORRECT response:\n"
     "\n"
     "    <example_response>\n"
     "    THOUGHT: I need to understand the structure of the repository first. Let me check what files are in the current directory to get a better understanding of the codebase.\n"
     "\n"
     "    <mswea_bash_command>ls -la</mswea_bash_command>\n"
     "    </example_response>\n"
     "\n"
     "    Example of an INCORRECT response:\n"
     "\n"
     "    <example_response>\n"
     "    THOUGHT: I need to examine the codebase and then look at a specific file. I'll run multiple commands to do this.\n"
     "\n"
     "    <mswea_bash_command>ls -la</mswea_bash_command>\n"
     "\n"
     "    Now I'll read the file:\n"
     "\n"
     "    <mswea_bash_command>cat file.txt</mswea_bash_command>\n"
     "    </example_response>\n"
     "\n"
     "    If you need to run multiple commands, either:\n"
     "\n"
     "    1. Combine them in one block using && or ||\n"
     "\n"
     '    <mswea_bash_command>command1 && command2 || echo "Error occurred"</mswea_bash_command>\n'
     "\n"
     "    2. Wait for the first command to complete, see its output, then issue the next command in your following response.\n")  # fmt: skip
real("https://github.com/SWE-agent/mini-swe-agent/blob/a83fcae82d2a08f0ee0c688f9d137b3566c097f8/src/minisweagent/config/mini_textbased.yaml (lines 1-103 of 171, cut at a whole line before step_limit): system/instance templates with ```mswea_bash_command blocks", "neg-mini-swe-agent-textbased-yaml",
     "agent:\n"
     "  system_template: |\n"
     "    You are a helpful assistant that can interact with a computer.\n"
     "\n"
     "    Your response must contain exactly ONE bash code block with ONE command (or commands connected with && or ||).\n"
     "    Include a THOUGHT section before your command where you explain your reasoning process.\n"
     "    Format your response as shown in <format_example>.\n"
     "\n"
     "    <format_example>\n"
     "    Your reasoning and analysis here. Explain why you want to perform the action.\n"
     "\n"
     "    ```mswea_bash_command\n"
     "    your_command_here\n"
     "    ```\n"
     "    </format_example>\n"
     "\n"
     "    Failure to follow these rules will cause your response to be rejected.\n"
     "  instance_template: |\n"
     "    Please solve this issue: {{task}}\n"
     "\n"
     "    You can execute bash commands and edit files to implement the necessary changes.\n"
     "\n"
     "    ## Recommended Workflow\n"
     "\n"
     "    This workflow should be done step-by-step so that you can iterate on your changes and any possible problems.\n"
     "\n"
     "    1. Analyze the codebase by finding and reading relevant files\n"
     "    2. Create a script to reproduce the issue\n"
     "    3. Edit the source code to resolve the issue\n"
     "    4. Verify your fix works by running your script again\n"
     "    5. Test edge cases to ensure your fix is robust\n"
     "    6. Submit your changes and finish your work by issuing the following command: `echo COMPLETE_TASK_AND_SUBMIT_FINAL_OUTPUT`.\n"
     "       Do not combine it with any other command. <important>After this command, you cannot continue working on this task.</important>\n"
     "\n"
     "    ## Important Rules\n"
     "\n"
     "    1. Every response must contain exactly one action\n"
     "    2. The action must be enclosed in triple backticks\n"
     "    3. Directory or environment variable changes are not persistent. Every action is executed in a new subshell.\n"
     "       However, you can prefix any action with `MY_ENV_VAR=MY_VALUE cd /path/to/working/dir && ...` or write/load environment variables from files\n"
     "\n"
     "    <system_information>\n"
     "    {{system}} {{release}} {{version}} {{machine}}\n"
     "    </system_information>\n"
     "\n"
     "    ## Formatting your response\n"
     "\n"
     "    Here is an example of a correct response:\n"
     "\n"
     "    <example_response>\n"
     "    THOUGHT: I need to understand the structure of the repository first. Let me check what files are in the current directory to get a better understanding of the codebase.\n"
     "\n"
     "    ```mswea_bash_command\n"
     "    ls -la\n"
     "    ```\n"
     "    </example_response>\n"
     "\n"
     "    ## Useful command examples\n"
     "\n"
     "    ### Create a new file:\n"
     "\n"
     "    ```mswea_bash_command\n"
     "    cat <<'EOF' > newfile.py\n"
     "    import numpy as np\n"
     '    hello = "world"\n'
     "    print(hello)\n"
     "    EOF\n"
     "    ```\n"
     "\n"
     "    ### Edit files with sed:\n"
     "\n"
     '    {%- if system == "Darwin" -%}\n'
     "    <important>\n"
     "    You are on MacOS. For all the below examples, you need to use `sed -i ''` instead of `sed -i`.\n"
     "    </important>\n"
     "    {%- endif -%}\n"
     "\n"
     "    ```mswea_bash_command\n"
     "    # Replace all occurrences\n"
     "    sed -i 's/old_string/new_string/g' filename.py\n"
     "\n"
     "    # Replace only first occurrence\n"
     "    sed -i 's/old_string/new_string/' filename.py\n"
     "\n"
     "    # Replace first occurrence on line 1\n"
     "    sed -i '1s/old_string/new_string/' filename.py\n"
     "\n"
     "    # Replace all occurrences in lines 1-10\n"
     "    sed -i '1,10s/old_string/new_string/g' filename.py\n"
     "    ```\n"
     "\n"
     "    ### View file content:\n"
     "\n"
     "    ```mswea_bash_command\n"
     "    # View specific lines with numbers\n"
     "    nl -ba filename.py | sed -n '10,20p'\n"
     "    ```\n"
     "\n"
     "    ### Any other command you want to run\n"
     "\n"
     "    ```mswea_bash_command\n"
     "    anything\n"
     "    ```\n")  # fmt: skip
real("https://github.com/SWE-agent/mini-swe-agent/blob/a83fcae82d2a08f0ee0c688f9d137b3566c097f8/tests/test_data/local.traj.json (whole file): a stored message list whose assistant turns hold ```mswea_bash_command blocks", "neg-mini-swe-agent-local-traj-json",
     "[\n"
     "  {\n"
     '    "role": "system",\n'
     '    "content": "You are a helpful assistant that can interact with a computer.\\n\\nYour response must contain exactly ONE bash code block with ONE command (or commands connected with && or ||).\\nInclude a THOUGHT section before your command where you explain your reasoning process.\\nFormat your response as shown in <format_example>.\\n\\n<format_example>\\nYour reasoning and analysis here. Explain why you want to perform the action.\\n\\n```mswea_bash_command\\nyour_command_here\\n```\\n</format_example>\\n\\nFailure to follow these rules will cause your response to be rejected.\\nTo finish, issue the following command: `echo COMPLETE_TASK_AND_SUBMIT_FINAL_OUTPUT`\\nwithout any other command.\\n"\n'
     "  },\n"
     "  {\n"
     '    "role": "user",\n'
     '    "content": "Please solve this issue: Blah blah blah\\n\\nYou can execute bash commands and edit files to implement the necessary changes.\\n\\n## Recommended Workflow\\n1. Analyze the codebase by finding and reading relevant files\\n2. Create a script to reproduce the issue\\n3. Edit the source code to resolve the issue\\n4. Verify your fix works by running your script again\\n5. Test edge cases to ensure your fix is robust\\n\\n## Important Rules\\n\\n1. Every response must contain exactly one action\\n2. The action must be enclosed in triple backticks\\n3. Directory or environment variable changes are not persistent. Every action is executed in a new subshell.\\n   However, you can prefix any action with `MY_ENV_VAR=MY_VALUE cd /path/to/working/dir && ...` or write/load environment variables from files\\n4. To finish, issue the following command: `echo COMPLETE_TASK_AND_SUBMIT_FINAL_OUTPUT`.\\n   Do not combine it with any other command.\\n\\n## Formatting your response\\n\\nHere is an example of a correct response:\\n\\n<example_response>\\nTHOUGHT: I need to understand the structure of the repository first. Let me check what files are in the current directory to get a better understanding of the codebase.\\n\\n```mswea_bash_command\\nls -la\\n```\\n</example_response>\\n\\n## Useful command examples\\n\\n### Create a new file:\\n\\n```mswea_bash_command\\ncat <<\'EOF\' > newfile.py\\nimport numpy as np\\nhello = \\"world\\"\\nprint(hello)\\nEOF\\n```\\n\\n### Edit files with sed:\\n\\n```mswea_bash_command\\n# Replace all occurrences\\nsed -i \'s/old_string/new_string/g\' filename.py\\n\\n# Replace only first occurrence\\nsed -i \'s/old_string/new_string/\' filename.py\\n\\n# Replace first occurrence on line 1\\nsed -i \'1s/old_string/new_string/\' filename.py\\n\\n# Replace all occurrences in lines 1-10\\nsed -i \'1,10s/old_string/new_string/g\' filename.py\\n```\\n\\n### View file content:\\n\\n```mswea_bash_command\\n# View specific lines with numbers\\nnl -ba filename.py | sed -n \'10,20p\'\\n```\\n\\n### Any other command you want to run\\n\\n```mswea_bash_command\\nanything\\n```"\n'
     "  },\n"
     "  {\n"
     '    "role": "assistant",\n'
     '    "content": "Here be some dummy command:\\n\\n```mswea_bash_command\\necho \'hello world\'\\n```"\n'
     "  },\n"
     "  {\n"
     '    "role": "user",\n'
     '    "content": "<returncode>0</returncode>\\n<output>\\nhello world\\n</output>"\n'
     "  },\n"
     "  {\n"
     '    "role": "assistant",\n'
     '    "content": "OK, now let me end this run.\\n\\n```mswea_bash_command\\necho COMPLETE_TASK_AND_SUBMIT_FINAL_OUTPUT\\n```"\n'
     "  },\n"
     "  {\n"
     '    "role": "user",\n'
     '    "content": ""\n'
     "  }\n"
     "]")  # fmt: skip
real('https://github.com/huggingface/smolagents/blob/e3a5b8994b301983b91c0325546e9dc82eab8cf0/src/smolagents/prompts/structured_code_agent.yaml (lines 1-58 of 257, cut at a whole line after the Ulam example): {"thought": ..., "code": ...} JSON examples calling notional tools', "neg-smolagents-structured-code-agent-yaml",
     "system_prompt: |-\n"
     "  You are an expert assistant who can solve any task using code blobs. You will be given a task to solve as best you can.\n"
     "  To do so, you have been given access to a list of tools: these tools are basically Python functions which you can call with code.\n"
     "  To solve the task, you must plan forward to proceed in a series of steps, in a cycle of 'Thought:', 'Code:', and 'Observation:' sequences.\n"
     "\n"
     "  At each step, in the 'Thought:' attribute, you should first explain your reasoning towards solving the task and the tools that you want to use.\n"
     "  Then in the 'Code' attribute, you should write the code in simple Python.\n"
     "  During each intermediate step, you can use 'print()' to save whatever important information you will then need.\n"
     "  These print outputs will then appear in the 'Observation:' field, which will be available as input for the next step.\n"
     "  In the end you have to return a final answer using the `final_answer` tool. You will be generating a JSON object with the following structure:\n"
     "  ```json\n"
     "  {\n"
     '    "thought": "...",\n'
     '    "code": "..."\n'
     "  }\n"
     "  ```\n"
     "\n"
     "  Here are a few examples using notional tools:\n"
     "  ---\n"
     '  Task: "Generate an image of the oldest person in this document."\n'
     "\n"
     '  {"thought": "I will proceed step by step and use the following tools: `document_qa` to find the oldest person in the document, then `image_generator` to generate an image according to the answer.", "code": "answer = document_qa(document=document, question=\\"Who is the oldest person mentioned?\\")\\nprint(answer)\\n"}\n'
     '  Observation: "The oldest person in the document is John Doe, a 55 year old lumberjack living in Newfoundland."\n'
     "\n"
     '  {"thought": "I will now generate an image showcasing the oldest person.", "code": "image = image_generator(\\"A portrait of John Doe, a 55-year-old man living in Canada.\\")\\nfinal_answer(image)\\n"}\n'
     "  ---\n"
     '  Task: "What is the result of the following operation: 5 + 3 + 1294.678?"\n'
     "\n"
     '  {"thought": "I will use python code to compute the result of the operation and then return the final answer using the `final_answer` tool", "code": "result = 5 + 3 + 1294.678\\nfinal_answer(result)\\n"}\n'
     "\n"
     "  ---\n"
     "  Task:\n"
     "  In a 1979 interview, Stanislaus Ulam discusses with Martin Sherwin about other great physicists of his time, including Oppenheimer.\n"
     "  What does he say was the consequence of Einstein learning too much math on his creativity, in one word?\n"
     "\n"
     '  {"thought": "I need to find and read the 1979 interview of Stanislaus Ulam with Martin Sherwin.", "code": "pages = web_search(query=\\"1979 interview Stanislaus Ulam Martin Sherwin physicists Einstein\\")\\nprint(pages)\\n"}\n'
     "  Observation:\n"
     '  No result found for query "1979 interview Stanislaus Ulam Martin Sherwin physicists Einstein".\n'
     "\n"
     '  {"thought": "The query was maybe too restrictive and did not find any results. Let\'s try again with a broader query.", "code": "pages = web_search(query=\\"1979 interview Stanislaus Ulam\\")\\nprint(pages)\\n"}\n'
     "  Observation:\n"
     "  Found 6 pages:\n"
     "  [Stanislaus Ulam 1979 interview](https://ahf.nuclearmuseum.org/voices/oral-histories/stanislaus-ulams-interview-1979/)\n"
     "\n"
     "  [Ulam discusses Manhattan Project](https://ahf.nuclearmuseum.org/manhattan-project/ulam-manhattan-project/)\n"
     "\n"
     "  (truncated)\n"
     "\n"
     '  {"thought": "I will read the first 2 pages to know more.", "code": "for url in [\\"https://ahf.nuclearmuseum.org/voices/oral-histories/stanislaus-ulams-interview-1979/\\", \\"https://ahf.nuclearmuseum.org/manhattan-project/ulam-manhattan-project/\\"]:\\n      whole_page = visit_webpage(url)\\n      print(whole_page)\\n      print(\\"\\n\\" + \\"=\\"*80 + \\"\\n\\")  # Print separator between pages"}\n'
     "\n"
     "  Observation:\n"
     "  Manhattan Project Locations:\n"
     "  Los Alamos, NM\n"
     "  Stanislaus Ulam was a Polish-American mathematician. He worked on the Manhattan Project at Los Alamos and later helped design the hydrogen bomb. In this interview, he discusses his work at\n"
     "  (truncated)\n"
     "\n"
     '  {"thought": "I now have the final answer: from the webpages visited, Stanislaus Ulam says of Einstein: \\"He learned too much mathematics and sort of diminished, it seems to me personally, it seems to me his purely physics creativity.\\" Let\'s answer in one word.", "code": "final_answer(\\"diminished\\")"}\n'
     "\n")  # fmt: skip
real("https://github.com/crewAIInc/crewAI/blob/f4731f5025f861c78e3af0487cc80bf5e7c64782/lib/crewai/src/crewai/translations/en.json (lines 1-20 of 103, cut at a whole line after format_without_tools): the Thought/Action/Action Input slices", "neg-crewai-translations-en-json",
     "{\n"
     '  "hierarchical_manager_agent": {\n'
     '    "role": "Crew Manager",\n'
     '    "goal": "Manage the team to complete the task in the best way possible.",\n'
     '    "backstory": "You are a seasoned manager with a knack for getting the best out of your team.\\nYou are also known for your ability to delegate work to the right people, and to ask the right questions to get the best out of your team.\\nEven though you don\'t perform tasks by yourself, you have a lot of experience in the field, which allows you to properly evaluate the work of your team members."\n'
     "  },\n"
     '  "slices": {\n'
     '    "observation": "\\nObservation:",\n'
     '    "task": "\\nCurrent Task: {input}\\n\\nBegin! This is VERY important to you, use the tools available and give your best Final Answer, your job depends on it!\\n\\nThought:",\n'
     '    "memory": "\\n\\n# Memories from past conversations:\\n{memory}\\n\\nIMPORTANT: The memories above are an automatic selection and may be INCOMPLETE. If the task involves counting, listing, or summing items (e.g. \'how many\', \'total\', \'list all\'), you MUST use the Search memory tool with several different queries before answering — do NOT rely solely on the memories shown above. Enumerate each distinct item you find before giving a final count.",\n'
     '    "role_playing": "You are {role}. {backstory}\\nYour personal goal is: {goal}",\n'
     '    "tools": "\\nYou ONLY have access to the following tools, and should NEVER make up tools that are not listed here:\\n\\n{tools}\\n\\nIMPORTANT: Use the following format in your response:\\n\\n```\\nThought: you should always think about what to do\\nAction: the action to take, only one name of [{tool_names}], just the name, exactly as it\'s written.\\nAction Input: the input to the action, just a simple JSON object, enclosed in curly braces, using \\" to wrap keys and values.\\nObservation: the result of the action\\n```\\n\\nOnce all necessary information is gathered, return the following format:\\n\\n```\\nThought: I now know the final answer\\nFinal Answer: the final answer to the original input question\\n```",\n'
     '    "no_tools": "",\n'
     '    "task_no_tools": "\\nCurrent Task: {input}\\n\\nProvide your complete response:",\n'
     '    "native_tools": "",\n'
     '    "native_task": "\\nCurrent Task: {input}",\n'
     '    "post_tool_reasoning": "Analyze the tool result. If requirements are met, provide the Final Answer. Otherwise, call the next tool. Deliver only the answer without meta-commentary.",\n'
     '    "format": "Decide if you need a tool or can provide the final answer. Use one at a time.\\nTo use a tool, use:\\nThought: [reasoning]\\nAction: [name from {tool_names}]\\nAction Input: [JSON object]\\n\\nTo provide the final answer, use:\\nThought: [reasoning]\\nFinal Answer: [complete response]",\n'
     '    "final_answer_format": "If you don\'t need to use any more tools, you must give your best complete final answer, make sure it satisfies the expected criteria, use the EXACT format below:\\n\\n```\\nThought: I now can give a great answer\\nFinal Answer: my best complete final answer to the task.\\n\\n```",\n'
     '    "format_without_tools": "\\nSorry, I didn\'t use the right format. I MUST either use a tool (among the available ones), OR give my best final answer.\\nHere is the expected format I must follow:\\n\\n```\\nQuestion: the input question you must answer\\nThought: you should always think about what to do\\nAction: the action to take, should be one of [{tool_names}]\\nAction Input: the input to the action\\nObservation: the result of the action\\n```\\n This Thought/Action/Action Input/Result process can repeat N times. Once I know the final answer, I must return the following format:\\n\\n```\\nThought: I now can give a great answer\\nFinal Answer: Your final answer must be the great and the most complete as possible, it must be outcome described\\n\\n```",\n')  # fmt: skip
real("https://github.com/SWE-agent/SWE-agent/blob/3ea751c087f32b16e039a2233dd6eefecef325d5/config/sweagent_0_7/07_thought_action.yaml (lines 1-32 of 102, cut at a whole line before instance_template): DISCUSSION + fenced ls -a format example", "neg-sweagent-07-thought-action-yaml",
     "# This config shows the use of the thought_action action parser together with the line-range based replace tools\n"
     "# This config is close to SWE-agent 0.7\n"
     "agent:\n"
     "  templates:\n"
     "    system_template: |-\n"
     "      SETTING: You are an autonomous programmer, and you're working directly in the command line with a special interface.\n"
     "\n"
     "      The special interface consists of a file editor that shows you {{WINDOW}} lines of a file at a time.\n"
     "      In addition to typical bash commands, you can also use the following commands to help you navigate and edit files.\n"
     "\n"
     "      COMMANDS:\n"
     "      {{command_docs}}\n"
     "\n"
     "      Please note that THE EDIT COMMAND REQUIRES PROPER INDENTATION.\n"
     "      If you'd like to add the line '        print(x)' you must fully write that out, with all those spaces before the code! Indentation is important and code that is not indented correctly will fail and require fixing before it can be run.\n"
     "\n"
     "      RESPONSE FORMAT:\n"
     "      Your shell prompt is formatted as follows:\n"
     "      (Open file: <path>) <cwd> $\n"
     "\n"
     "      You need to format your output using two fields; discussion and command.\n"
     "      Your output should always include _one_ discussion and _one_ command field EXACTLY as in the following example:\n"
     "      DISCUSSION\n"
     "      First I'll start by using ls to see what files are in the current directory. Then maybe we can look at some relevant files to see what they look like.\n"
     "      ```\n"
     "      ls -a\n"
     "      ```\n"
     "\n"
     "      You should only include a *SINGLE* command in the command section and then wait for a response from the shell before continuing with more discussion and commands. Everything you include in the DISCUSSION section will be saved for future reference.\n"
     "      If you'd like to issue two commands at once, PLEASE DO NOT DO THAT! Please instead first submit just the first command, and then after receiving a response you'll be able to issue the second command.\n"
     "      You're free to use any other bash commands you want (e.g. find, grep, cat, ls, cd) in addition to the special commands listed above.\n"
     "      However, the environment does NOT support interactive session commands (e.g. python, vim), so please do not invoke them.\n")  # fmt: skip
real("https://github.com/SWE-agent/SWE-agent/blob/3ea751c087f32b16e039a2233dd6eefecef325d5/tools/search/config.yaml (whole file): find_file/search_dir/search_file signatures and arguments", "neg-sweagent-search-tools-config-yaml",
     "tools:\n"
     "  find_file:\n"
     '    signature: "find_file <file_name> [<dir>]"\n'
     '    docstring: "finds all files with the given name or pattern in dir. If dir is not provided, searches in the current directory"\n'
     "    arguments:\n"
     "      - name: file_name\n"
     "        type: string\n"
     '        description: "the name of the file or pattern to search for. supports shell-style wildcards (e.g. *.py)"\n'
     "        required: true\n"
     "      - name: dir\n"
     "        type: string\n"
     '        description: "the directory to search in (if not provided, searches in the current directory)"\n'
     "        required: false\n"
     "  search_dir:\n"
     '    signature: "search_dir <search_term> [<dir>]"\n'
     '    docstring: "searches for search_term in all files in dir. If dir is not provided, searches in the current directory"\n'
     "    arguments:\n"
     "      - name: search_term\n"
     "        type: string\n"
     '        description: "the term to search for"\n'
     "        required: true\n"
     "      - name: dir\n"
     "        type: string\n"
     '        description: "the directory to search in (if not provided, searches in the current directory)"\n'
     "        required: false\n"
     "  search_file:\n"
     '    signature: "search_file <search_term> [<file>]"\n'
     '    docstring: "searches for search_term in file. If file is not provided, searches in the current open file"\n'
     "    arguments:\n"
     "      - name: search_term\n"
     "        type: string\n"
     '        description: "the term to search for"\n'
     "        required: true\n"
     "      - name: file\n"
     "        type: string\n"
     '        description: "the file to search in (if not provided, searches in the current open file)"\n'
     "        required: false\n")  # fmt: skip
real("https://github.com/SWE-agent/SWE-agent/blob/3ea751c087f32b16e039a2233dd6eefecef325d5/tools/windowed_edit_linting/config.yaml (whole file): the edit <start_line>:<end_line> ... end_of_edit signature", "neg-sweagent-windowed-edit-linting-config-yaml",
     "tools:\n"
     "  edit:\n"
     "    signature: |\n"
     "      edit <start_line>:<end_line>\n"
     "      <replacement_text>\n"
     "      end_of_edit\n"
     "    # Note: Without function calling we should add back:\n"
     "    # The replacement text is terminated by a line with only\n"
     "    # end_of_edit on\n"
     "    docstring: >\n"
     "      Replaces lines <start_line> through <end_line> (inclusive) with the given text\n"
     "      in the open file.\n"
     "      All of the <replacement text> will be entered, so make\n"
     "      sure your indentation is formatted properly.\n"
     "\n"
     "      Please note that THIS COMMAND REQUIRES PROPER INDENTATION.\n"
     "      If you'd like to add the line '        print(x)' you must fully write that out, with all those spaces before the code!\n"
     '    end_name: "end_of_edit"\n'
     "    arguments:\n"
     "      - name: start_line\n"
     "        type: integer\n"
     '        description: "the line number to start the edit at"\n'
     "        required: true\n"
     "      - name: end_line\n"
     "        type: integer\n"
     '        description: "the line number to end the edit at (inclusive)"\n'
     "        required: true\n"
     "      - name: replacement_text\n"
     "        type: string\n"
     '        description: "the text to replace the current selection with"\n'
     "        required: true\n")  # fmt: skip
real("https://github.com/SWE-agent/SWE-agent/blob/3ea751c087f32b16e039a2233dd6eefecef325d5/config/default_backticks.yaml (whole file): templates, tool bundles, thought_action parse_function", "neg-sweagent-default-backticks-yaml",
     "# Formerly called: anthropic_filemap.yaml\n"
     "# This template is heavily inspired by anthropic's computer use demo, but you can use\n"
     "# it with any LM.\n"
     "agent:\n"
     "  templates:\n"
     "    system_template: |-\n"
     "      You are a helpful assistant that can interact with a computer to solve tasks.\n"
     "    instance_template: |-\n"
     "      <uploaded_files>\n"
     "      {{working_dir}}\n"
     "      </uploaded_files>\n"
     "      I've uploaded a python code repository in the directory {{working_dir}}. Consider the following PR description:\n"
     "\n"
     "      <pr_description>\n"
     "      {{problem_statement}}\n"
     "      </pr_description>\n"
     "\n"
     "      Can you help me implement the necessary changes to the repository so that the requirements specified in the <pr_description> are met?\n"
     "      I've already taken care of all changes to any of the test files described in the <pr_description>. This means you DON'T have to modify the testing logic or any of the tests in any way!\n"
     "      Your task is to make the minimal changes to non-tests files in the {{working_dir}} directory to ensure the <pr_description> is satisfied.\n"
     "      Follow these steps to resolve the issue:\n"
     "      1. As a first step, it might be a good idea to find and read code relevant to the <pr_description>\n"
     "      2. Create a script to reproduce the error and execute it with `python <filename.py>` using the bash tool, to confirm the error\n"
     "      3. Edit the sourcecode of the repo to resolve the issue\n"
     "      4. Rerun your reproduce script and confirm that the error is fixed!\n"
     "      5. Think about edgecases and make sure your fix handles them as well\n"
     "      Your thinking should be thorough and so it's fine if it's very long.\n"
     "    next_step_template: |-\n"
     "      OBSERVATION:\n"
     "      {{observation}}\n"
     "    next_step_no_output_template: |-\n"
     "      Your command ran successfully and did not produce any output.\n"
     "  tools:\n"
     "    env_variables:\n"
     "      PAGER: cat\n"
     "      MANPAGER: cat\n"
     "      LESS: -R\n"
     "      PIP_PROGRESS_BAR: 'off'\n"
     "      TQDM_DISABLE: '1'\n"
     "      GIT_PAGER: cat\n"
     "    bundles:\n"
     "      - path: tools/registry\n"
     "      - path: tools/edit_anthropic\n"
     "      - path: tools/review_on_submit_m\n"
     "    registry_variables:\n"
     "      USE_FILEMAP: 'true'\n"
     "      SUBMIT_REVIEW_MESSAGES:\n"
     "        - |\n"
     "          Thank you for your work on this issue. Please carefully follow the steps below to help review your changes.\n"
     "\n"
     "          1. If you made any changes to your code after running the reproduction script, please run the reproduction script again.\n"
     "            If the reproduction script is failing, please revisit your changes and make sure they are correct.\n"
     "            If you have already removed your reproduction script, please ignore this step.\n"
     "          2. Remove your reproduction script (if you haven't done so already).\n"
     "          3. If you have modified any TEST files, please revert them to the state they had before you started fixing the issue.\n"
     "            You can do this with `git checkout -- /path/to/test/file.py`. Use below <diff> to find the files you need to revert.\n"
     "          4. Run the submit command again to confirm.\n"
     "\n"
     "          Here is a list of all of your changes:\n"
     "\n"
     "          <diff>\n"
     "          {{diff}}\n"
     "          </diff>\n"
     "    enable_bash_tool: true\n"
     "    parse_function:\n"
     "      type: thought_action\n"
     "  history_processors:\n"
     "    - type: cache_control\n"
     "      last_n_messages: 2\n")  # fmt: skip
real("https://github.com/SWE-agent/SWE-agent/blob/3ea751c087f32b16e039a2233dd6eefecef325d5/trajectories/demonstrations/function_calling_simple.traj (lines 1-59 of 151, cut at a whole line after the second assistant turn): stored history with OpenAI-style tool_calls for find_file and open", "neg-sweagent-function-calling-simple-traj",
     "{\n"
     '  "history": [\n'
     "    {\n"
     '      "role": "system",\n'
     '      "content": "SETTING: You are an autonomous programmer, and you\'re working directly in the command line with a special interface.",\n'
     '      "agent": "main",\n'
     '      "message_type": "system_prompt"\n'
     "    },\n"
     "    {\n"
     '      "role": "user",\n'
     '      "content": "We\'re currently solving the following issue within our repository. Here\'s the issue text:\\nISSUE:\\nSyntaxError: invalid syntax\\nI\'m running `missing_colon.py` as follows:\\r\\n\\r\\n```python\\r\\ndivision(23, 0)\\r\\n```\\r\\n\\r\\nbut I get the following error:\\r\\n\\r\\n```\\r\\n  File \\"/Users/fuchur/Documents/24/git_sync/swe-agent-test-repo/tests/./missing_colon.py\\", line 4\\r\\n    def division(a: float, b: float) -> float\\r\\n                                             ^\\r\\nSyntaxError: invalid syntax\\r\\n```\\n\\n\\nINSTRUCTIONS:\\nNow, you\'re going to solve this issue on your own. Your terminal session has started and you\'re in the repository\'s root directory. You can use any bash commands or the special interface to help you. Edit all the files you need to and run any checks or tests that you want.\\nRemember, YOU SHOULD ALWAYS INCLUDE EXACTLY ONE TOOL CALL/FUNCTION CALL PER RESPONSE.\\nWhen you\'re satisfied with all of the changes you\'ve made, you can submit your changes to the code base by simply running the submit command.\\nNote however that you cannot use any interactive session commands (e.g. python, vim) in this environment, but you can write scripts and run them. E.g. you can write a python script and then run it with the python command.\\n\\nNOTE ABOUT THE EDIT COMMAND: Indentation really matters! When editing a file, make sure to insert appropriate indentation before each line!\\n\\nGENERAL IMPORTANT TIPS:\\n\\n1. If you run a command and it doesn\'t work, try running a different command. A command that did not work once will not work the second time unless you modify it!\\n\\n2. If you open a file and need to get to an area around a specific line that is not in the first 100 lines, say line 583, don\'t just use the scroll_down command multiple times. Instead, use the goto 583 command. It\'s much quicker.\\n\\n3. If the bug reproduction script requires inputting/reading a specific file, such as buggy-input.png, and you\'d like to understand how to input that file, conduct a search in the existing repo code, to see whether someone else has already done that. Do this by running the command: find_file \\"buggy-input.png\\" If that doesn\'t work, use the linux \'find\' command.\\n\\n4. Always make sure to look at the currently open file and the current working directory (which appears right after the currently open file). The currently open file might be in a different directory than the working directory! Note that some commands, such as \'create\', open files, so they might change the current open file.\\n\\n5. When editing files, it is easy to accidentally to write code with incorrect indentation or make other mistakes. Always check the code after you issue an edit to make sure that it reflects what you wanted to accomplish. If it didn\'t, issue another command to fix it.\\n\\n6. When editing files, first explain the code you want to edit and why it is causing the problem. Then explain the edit you want to make and how it fixes the problem. Explain how the edit does not break existing functionality.\\n\\n7. Do not try to install any packages with `pip`, `conda`, or any other way. This will usually not work. If the environment is not set up correctly, try to fix the issue without executing python code or running any tests that require the package installed.\\n\\nSTRATEGY:\\n\\n1. Locate relevant files using the find and search commands, then read the code related to the issue.\\n\\n2. Try to replicate the bug that the issues discusses.\\n  If the issue includes code for reproducing the bug, we recommend that you re-implement that in your environment, and run it to make sure you can reproduce the bug.\\n  Then start trying to fix it.\\n\\n  If the bug reproduction script does not print anything when it successfully runs, we recommend adding a print(\\"Script completed successfully, no errors.\\") command at the end of the file,\\n  so that you can be sure that the script indeed ran fine all the way through.\\n\\n3. Use the `edit` command to perform edits on the files that cause the issue.\\n\\n4. When you think you\'ve fixed the bug, re-run the bug reproduction script to make sure that the bug has indeed been fixed.\\n\\n5. Create additional tests to verify the fix in a style similar to the existing reproduction script. In particular, make sure to test edge cases.\\n   If you find any issues, go back to the file you edited and perform further edits.\\n\\n(Open file: n/a)\\n(Current directory: /SWE-agent__test-repo)\\nbash-$",\n'
     '      "agent": "main",\n'
     '      "message_type": "observation"\n'
     "    },\n"
     "    {\n"
     '      "role": "assistant",\n'
     '      "content": "The `SyntaxError` in `missing_colon.py` is likely due to a missing colon at the end of the function definition line. To resolve this, we need to locate and edit the file to add the missing colon at the end of the function definition. Let\'s start by searching for `missing_colon.py` to locate it.",\n'
     '      "thought": "The `SyntaxError` in `missing_colon.py` is likely due to a missing colon at the end of the function definition line. To resolve this, we need to locate and edit the file to add the missing colon at the end of the function definition. Let\'s start by searching for `missing_colon.py` to locate it.",\n'
     '      "action": "find_file missing_colon.py",\n'
     '      "agent": "main",\n'
     '      "tool_calls": [\n'
     "        {\n"
     '          "function": {\n'
     '            "arguments": "{\\"file_name\\":\\"missing_colon.py\\"}",\n'
     '            "name": "find_file"\n'
     "          },\n"
     '          "id": "call_PbWErNIge3YTrli3fiVvmIid",\n'
     '          "type": "function"\n'
     "        }\n"
     "      ],\n"
     '      "message_type": "action"\n'
     "    },\n"
     "    {\n"
     '      "role": "tool",\n'
     '      "content": "Found 1 matches for \\"missing_colon.py\\" in /SWE-agent__test-repo:\\r\\n/SWE-agent__test-repo/tests/missing_colon.py\\n(Open file: n/a)\\n(Current directory: /SWE-agent__test-repo)\\nbash-$",\n'
     '      "agent": "main",\n'
     '      "message_type": "observation",\n'
     '      "tool_call_ids": [\n'
     '        "call_PbWErNIge3YTrli3fiVvmIid"\n'
     "      ]\n"
     "    },\n"
     "    {\n"
     '      "role": "assistant",\n'
     '      "content": "We have found the `missing_colon.py` file in the `tests` directory. Let\'s open it to review and make necessary edits.",\n'
     '      "thought": "We have found the `missing_colon.py` file in the `tests` directory. Let\'s open it to review and make necessary edits.",\n'
     '      "action": "open \\"tests/missing_colon.py\\"",\n'
     '      "agent": "main",\n'
     '      "tool_calls": [\n'
     "        {\n"
     '          "function": {\n'
     '            "arguments": "{\\"path\\":\\"tests/missing_colon.py\\"}",\n'
     '            "name": "open"\n'
     "          },\n"
     '          "id": "call_upNLxh7rBcDH9w5XiNdoAS0I",\n'
     '          "type": "function"\n'
     "        }\n"
     "      ],\n"
     '      "message_type": "action"\n'
     "    },\n")  # fmt: skip
real("https://github.com/SWE-agent/SWE-agent/blob/3ea751c087f32b16e039a2233dd6eefecef325d5/trajectories/demonstrations/replay__marshmallow-code__marshmallow-1867__default_sys-env_window100__t-0.20__p-0.95__c-2.00__install-1/marshmallow-code__marshmallow-1867.traj (lines 1-17 of 399, cut at a whole line after the second trajectory step): demonstration steps whose response strings hold fenced create/edit commands", "neg-sweagent-marshmallow-demo-traj",
     "{\n"
     '    "environment": "swe_main",\n'
     '    "trajectory": [\n'
     "        {\n"
     '            "action": "create reproduce.py\\n",\n'
     '            "observation": "[File: /marshmallow-code__marshmallow/reproduce.py (1 lines total)]\\n1:\\n",\n'
     '            "response": "Let\'s first start by reproducing the results of the issue. The issue includes some example code for reproduction, which we can use. We\'ll create a new file called `reproduce.py` and paste the example code into it.\\n```\\ncreate reproduce.py\\n```",\n'
     '            "state": "{\\"open_file\\": \\"n/a\\", \\"working_dir\\": \\"/marshmallow-code__marshmallow\\"}\\n",\n'
     '            "thought": "Let\'s first start by reproducing the results of the issue. The issue includes some example code for reproduction, which we can use. We\'ll create a new file called `reproduce.py` and paste the example code into it.\\n"\n'
     "        },\n"
     "        {\n"
     '            "action": "edit 1:1\\nfrom marshmallow.fields import TimeDelta\\nfrom datetime import timedelta\\n\\ntd_field = TimeDelta(precision=\\"milliseconds\\")\\n\\nobj = dict()\\nobj[\\"td_field\\"] = timedelta(milliseconds=345)\\n\\nprint(td_field.serialize(\\"td_field\\", obj))\\nend_of_edit\\n",\n'
     '            "observation": "[File: /marshmallow-code__marshmallow/reproduce.py (9 lines total)]\\n1:from marshmallow.fields import TimeDelta\\n2:from datetime import timedelta\\n3:\\n4:td_field = TimeDelta(precision=\\"milliseconds\\")\\n5:\\n6:obj = dict()\\n7:obj[\\"td_field\\"] = timedelta(milliseconds=345)\\n8:\\n9:print(td_field.serialize(\\"td_field\\", obj))\\nFile updated. Please review the changes and make sure they are correct (correct indentation, no duplicate lines, etc). Edit the file again if necessary.\\n",\n'
     '            "response": "Now let\'s paste in the example code from the issue.\\n```\\nedit 1:1\\nfrom marshmallow.fields import TimeDelta\\nfrom datetime import timedelta\\n\\ntd_field = TimeDelta(precision=\\"milliseconds\\")\\n\\nobj = dict()\\nobj[\\"td_field\\"] = timedelta(milliseconds=345)\\n\\nprint(td_field.serialize(\\"td_field\\", obj))\\nend_of_edit\\n```",\n'
     '            "state": "{\\"open_file\\": \\"/marshmallow-code__marshmallow/reproduce.py\\", \\"working_dir\\": \\"/marshmallow-code__marshmallow\\"}\\n",\n'
     '            "thought": "Now let\'s paste in the example code from the issue.\\n"\n'
     "        },\n")  # fmt: skip
real("https://github.com/ShishirPatil/gorilla/blob/4986e026420bcf3bac886c66cc43e65cbcd6e189/berkeley-function-call-leaderboard/bfcl_eval/data/possible_answer/BFCL_v4_parallel.json (lines 1-3, cut at a whole line): possible_answer ground truth records", "neg-bfcl-possible-answer-parallel-json",
     '{"id": "parallel_0", "ground_truth": [{"spotify.play": {"artist": ["Taylor Swift"], "duration": [20]}}, {"spotify.play": {"artist": ["Maroon 5"], "duration": [15]}}]}\n'
     '{"id": "parallel_1", "ground_truth": [{"calculate_em_force": {"b_field": [5], "area": [2], "d_time": [4]}}, {"calculate_em_force": {"b_field": [5], "area": [2], "d_time": [10]}}]}\n'
     '{"id": "parallel_2", "ground_truth": [{"calculate_resistance": {"length": [5], "area": [0.01], "resistivity": ["copper", ""]}}, {"calculate_resistance": {"length": [5], "area": [0.01], "resistivity": ["aluminum"]}}]}\n')  # fmt: skip
real("https://github.com/ShishirPatil/gorilla/blob/0a6b9cf4581609f2a5554760866693151697128a/berkeley-function-call-leaderboard/bfcl_eval/data/possible_answer/BFCL_v4_multi_turn_base.json (lines 1-2, cut at a whole line): ground truth as lists of Python call strings", "neg-bfcl-possible-answer-multi-turn-json",
     '{"id": "multi_turn_base_0", "ground_truth": [["cd(folder=\'document\')", "mkdir(dir_name=\'temp\')", "mv(source=\'final_report.pdf\', destination=\'temp\')"], ["cd(folder=\'temp\')", "grep(file_name=\'final_report.pdf\',pattern=\'budget analysis\')"], ["sort(\'final_report.pdf\')"], ["cd(folder=\'..\')", "mv(source=\'previous_report.pdf\',destination=\'temp\')", "cd(folder=\'temp\')", "diff(file_name1=\'final_report.pdf\',file_name2=\'previous_report.pdf\')"]]}\n'
     '{"id": "multi_turn_base_1", "ground_truth": [["ls(a=True)"], ["cd(folder=\'workspace\')", "mv(source=\'log.txt\',destination=\'archive\')"], ["cd(folder=\'archive\')", "grep(file_name=\'log.txt\',pattern=\'Error\')"], ["tail(file_name=\'log.txt\',lines=20)"]]}\n')  # fmt: skip
real("https://github.com/promptfoo/promptfoo/blob/028c62e92e182a54d8de9f599e69a9e58f4018fb/examples/openai-tools-call/promptfooconfig.yaml (whole file): a test suite asserting a get_current_weather tool call", "neg-promptfoo-openai-tools-call-config",
     "# yaml-language-server: $schema=https://promptfoo.dev/config-schema.json\n"
     "description: Chat Completions tool call validation\n"
     "\n"
     "prompts:\n"
     "  - 'What is the weather like in {{city}}?'\n"
     "\n"
     "providers:\n"
     "  - id: openai:chat:gpt-6-luna\n"
     "    config:\n"
     "      reasoning_effort: none\n"
     "      verbosity: high\n"
     "      tools:\n"
     "        - type: function\n"
     "          function:\n"
     "            name: get_current_weather\n"
     "            description: Get the current weather in a given location\n"
     "            parameters:\n"
     "              type: object\n"
     "              properties:\n"
     "                location:\n"
     "                  type: string\n"
     "                  description: The city and state, e.g. San Francisco, CA\n"
     "                unit:\n"
     "                  type: string\n"
     "                  enum: [celsius, fahrenheit]\n"
     "              required: [location]\n"
     "\n"
     "tests:\n"
     "  - vars:\n"
     "      city: Boston\n"
     "    assert:\n"
     "      - type: is-json\n"
     "      - type: is-valid-openai-tools-call\n"
     "      - type: javascript\n"
     "        value: output[0].function.name === 'get_current_weather'\n"
     "      - type: javascript\n"
     "        value: JSON.parse(output[0].function.arguments).location === 'Boston, MA'\n"
     "\n"
     "  - vars:\n"
     "      city: New York\n"
     "    options:\n"
     "      # Transform is a cleaner way to pick out specific properties.\n"
     "      # This transform returns only the 'name' property\n"
     "      transform: output[0].function.name\n"
     "    assert:\n"
     "      - type: equals\n"
     "        value: get_current_weather\n"
     "\n"
     "  - vars:\n"
     "      city: Paris\n"
     "    assert:\n"
     "      - type: equals\n"
     "        value: get_current_weather\n"
     "        # Transform is a cleaner way to pick out specific properties.\n"
     "        # This transform returns only the 'name' property\n"
     "        transform: output[0].function.name\n"
     "      - type: similar\n"
     "        value: Paris, France\n"
     "        threshold: 0.5\n"
     "        # This transform returns only the parsed location argument.\n"
     "        transform: JSON.parse(output[0].function.arguments).location\n"
     "\n"
     "  - vars:\n"
     "      city: Mars\n")  # fmt: skip
real("https://github.com/block/goose/blob/1a961681ce10c068e62ad85ee3e1dcbaa747a976/.github/recipes/code-review.yaml (whole file): a Goose recipe whose prompt tells the model to call finish_review", "neg-goose-code-review-recipe-yaml",
     'version: "1.0.0"\n'
     "title: GitHub PR Code Review\n"
     "description: Perform a code review of a GitHub pull request.\n"
     "\n"
     "parameters:\n"
     "  - key: pr_directory\n"
     "    input_type: string\n"
     "    requirement: required\n"
     "    description: Path to the directory with pr.md and pr.diff\n"
     "  - key: instructions\n"
     "    input_type: string\n"
     "    requirement: required\n"
     "    description: Specific instructions for the code review.\n"
     "\n"
     "extensions:\n"
     "  - type: builtin\n"
     "    name: developer\n"
     "  - type: stdio\n"
     "    name: code_review\n"
     "    cmd: uv\n"
     "    args:\n"
     "      - run\n"
     "      - '{{ recipe_dir }}/../scripts/pr-review-mcp.py'\n"
     "\n"
     "prompt: |\n"
     "  Review the code changes downloaded from a GitHub pull request.\n"
     "  The PR metadata is located at {{ pr_directory }}/pr.md.\n"
     "  The proposed diff you are to review is located at {{ pr_directory }}/pr.diff.\n"
     "  The base branch is checked out in the working directory.\n"
     "  Use the tools you have to review the diff and examine the code changes and context.\n"
     "  Use the code review tools to add feedback on specific parts of the diff.\n"
     "  When finished, call the `finish_review` tool. There's no need to add a summary, but\n"
     "  you must call the tool to submit your review.\n"
     "\n"
     "  ** Important **\n"
     "  Don't add nit-pick comments and avoid matters of opinion.\n"
     "  Adhere closely to the code review instructions below.\n"
     "  Don't add add feedback outside the scope of the instructions below.\n"
     "\n"
     "  # Code review instructions\n"
     "    {{ instructions }}\n")  # fmt: skip
