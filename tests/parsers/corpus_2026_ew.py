# ruff: noqa: E501  (texts are kept as the sources wrote them)
"""Held-out set ew (issue 42): replies of models prompted by a harness's OWN text action format (no native tools), gathered without reading the parser.

Families: AutoGPT's JSON command format (`{"thoughts": {...}, "command": {"name": ..., "args": {...}}}`) as gpt-3.5-turbo
wrote it in AutoGPT's recorded VCR cassettes (the replies decoded from the gzip+base64 response bodies) and as users
pasted it from the console (a reply with prose before a fenced JSON whose thoughts hold invalid `\'` escapes); AutoGPT
replies with no command (plain prose, a question, the self-review prompt's "Y ..." answer: negatives); a MetaGPT
WriteDesign action output (`[CONTENT]{...}[/CONTENT]` JSON that is a document, not a call: negative); OpenDevin's early
agents: CodeActSWEAgent's `<finish></finish>` after prose, PlannerAgent's fenced `{"action": "modify_task", "args": ...}`,
ManagerAgent's bare `{"action": "reject", ...}`, and micro-agents' `{"action": "message"|"run", ...}`.

Sources: Significant-Gravitas/AutoGPT cassettes at 029e1c4c and 823009c9 and issues #626, #726, #40; geekan/MetaGPT
tests/data/rsp_cache.json at 075bd9f7; OpenDevin/OpenDevin at 104ad5f1 (tests/integration/mock/modal_runtime/...,
files not cited by set ed), each mock file copied whole (its trailing newline kept). Issue texts were read through the
issue-search excerpts.

Tools: AutoGPT 0.2-0.3's command list (write_to_file, append_to_file, read_file, execute_python_file, task_complete,
google, do_nothing; append_to_file's argument was `file` in 0.2.0 and `filename` later); OpenDevin's PlannerAgent
actions (add_task, modify_task, run, read, write, finish), ManagerAgent's (delegate, finish, reject) and the
micro-agents' (run, read, write, message, finish), and CodeAct's finish.

Could not find (in the helper's 30 minutes): Open Interpreter, smolagents, gptme, Goose-toolshim and Aider replies in
threads are either already cited by other sets or shown only as screenshots or excerpts cut mid-reply; no stored raw
outputs of gpt-pilot, Devika, BabyAGI, Mentat or Plandex were reached; AutoGPT's repository snapshot was too large to
fetch, so only the cassettes read through the index were used; SWE-agent thought/action trajectories are cited by
other sets. Every positive here is a JSON action of AutoGPT or OpenDevin, or CodeAct's finish tag.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the sources' harnesses declared, with their parameters
TOOLS_EW: list[dict[str, Any]] = [
    # AutoGPT 0.2-0.3 commands (the prompt's "Commands:" list)
    tool_schema("write_to_file", ("filename", "text"), filename="string", text="string"),
    tool_schema("append_to_file", ("text",), file="string", filename="string", text="string"),
    tool_schema("read_file", ("filename",), filename="string"),
    tool_schema("execute_python_file", ("filename",), filename="string"),
    tool_schema("task_complete", ("reason",), reason="string"),
    tool_schema("google", ("input",), input="string"),
    tool_schema("do_nothing", ()),
    # OpenDevin PlannerAgent / ManagerAgent / micro-agents / CodeAct
    tool_schema("add_task", ("goal",), parent="string", goal="string", subtasks="array"),
    tool_schema("modify_task", ("task_id", "state"), task_id="string", state="string", thought="string"),
    tool_schema("run", ("command",), command="string"),
    tool_schema("read", ("path",), path="string"),
    tool_schema("write", ("path", "content"), path="string", content="string"),
    tool_schema("message", ("content",), content="string"),
    tool_schema("delegate", ("agent",), agent="string", inputs="object"),
    tool_schema("reject", ("reason",), reason="string"),
    tool_schema("finish", (), outputs="object"),
]

SOURCES_EW: dict[str, str] = {}
CASES_EW: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_EW[id] = source
    CASES_EW.append(Case(id, text, list(calls), **kw))


# ---- AutoGPT's JSON command format ({"thoughts": {...}, "command": {"name": ..., "args": {...}}}) ----
real("https://github.com/Significant-Gravitas/AutoGPT/blob/029e1c4cf67fd8b0105b94b884cfdb100f92318f/tests/integration/goal_oriented/cassettes/test_write_file/test_write_file.yaml (interaction 1: the gzip+base64 response body decoded, choices[0].message.content; gpt-3.5-turbo-0301)", "autogpt-cassette-write-to-file",
     "{\n"
     "    \"thoughts\": {\n"
     "        \"text\": \"I need to use the write_to_file command to write 'Hello World' into a file named 'hello_world.txt'.\",\n"
     "        \"reasoning\": \"Since I need to write a specific text into a file, the write_to_file command is the most appropriate one to use.\",\n"
     "        \"plan\": \"- Use the write_to_file command to write 'Hello World' into a file named 'hello_world.txt'.\\n- Use the task_complete command to complete the task.\",\n"
     "        \"criticism\": \"I need to ensure that I am using the correct file name and that the text is written correctly.\",\n"
     "        \"speak\": \"I will use the write_to_file command to write 'Hello World' into a file named 'hello_world.txt'.\"\n"
     "    },\n"
     "    \"command\": {\n"
     "        \"name\": \"write_to_file\",\n"
     "        \"args\": {\n"
     "            \"filename\": \"hello_world.txt\",\n"
     "            \"text\": \"Hello World\"\n"
     "        }\n"
     "    }\n"
     "}", ("write_to_file", {"filename": "hello_world.txt", "text": "Hello World"}))  # fmt: skip
real("https://github.com/Significant-Gravitas/AutoGPT/blob/029e1c4cf67fd8b0105b94b884cfdb100f92318f/tests/integration/goal_oriented/cassettes/test_write_file/test_write_file.yaml (interaction 3: the gzip+base64 response body decoded, choices[0].message.content; gpt-3.5-turbo-0301)", "autogpt-cassette-task-complete",
     "{\n"
     "    \"thoughts\": {\n"
     "        \"text\": \"I have successfully written 'Hello World' into a file named 'hello_world.txt'. I can now use the task_complete command to complete the task.\",\n"
     "        \"reasoning\": \"Since I have completed the task, the task_complete command is the most appropriate one to use.\",\n"
     "        \"plan\": \"- Use the task_complete command to complete the task.\",\n"
     "        \"criticism\": \"I need to ensure that I have provided a valid reason for completing the task.\",\n"
     "        \"speak\": \"I will use the task_complete command to complete the task.\"\n"
     "    },\n"
     "    \"command\": {\n"
     "        \"name\": \"task_complete\",\n"
     "        \"args\": {\n"
     "            \"reason\": \"I have successfully written 'Hello World' into a file named 'hello_world.txt'.\"\n"
     "        }\n"
     "    }\n"
     "}", ("task_complete", {"reason": "I have successfully written 'Hello World' into a file named 'hello_world.txt'."}))  # fmt: skip
real("https://github.com/Significant-Gravitas/AutoGPT/blob/823009c90b7b7278e9f679b5f85cfc807668cd78/tests/integration/challenges/debug_code/cassettes/test_debug_code_challenge_a/test_debug_code_challenge_a.yaml (interaction 1: the gzip+base64 response body decoded, choices[0].message.content; gpt-3.5-turbo-0301)", "autogpt-cassette-execute-python-file",
     "{\n"
     "    \"thoughts\": {\n"
     "        \"text\": \"I should start by executing the code in the file named 'code.py' using the execute_python_file command.\",\n"
     "        \"reasoning\": \"Executing the code will give me an idea of what the code is supposed to do and what is causing the error.\",\n"
     "        \"plan\": \"- Execute the code in the file named 'code.py' using the execute_python_file command.\",\n"
     "        \"criticism\": \"I don't have any criticism for my current plan.\",\n"
     "        \"speak\": \"I will start by executing the code in the file named 'code.py'.\"\n"
     "    },\n"
     "    \"command\": {\n"
     "        \"name\": \"execute_python_file\",\n"
     "        \"args\": {\n"
     "            \"filename\": \"code.py\"\n"
     "        }\n"
     "    }\n"
     "}", ("execute_python_file", {"filename": "code.py"}))  # fmt: skip
real("https://github.com/Significant-Gravitas/AutoGPT/blob/823009c90b7b7278e9f679b5f85cfc807668cd78/tests/integration/challenges/debug_code/cassettes/test_debug_code_challenge_a/test_debug_code_challenge_a.yaml (interaction 2: the self-review prompt's response body decoded; gpt-3.5-turbo-0301)", "neg-autogpt-cassette-self-review",
     "Y This is an effective plan for an autonomous agent specializing in debugging python code. Executing the code is a crucial step in identifying the source of the error and understanding the intended functionality of the code.")  # fmt: skip
real("https://github.com/Significant-Gravitas/AutoGPT/issues/626 (Varming73's comment of 2023-04-10: the first reply printed after 'Error: Invalid JSON', one console line; the console's leading space dropped)", "autogpt-invalid-json-fenced-append-to-file",
     "I apologize for the confusion, here is another prompt: ``` { \"thoughts\": { \"text\": \"To write the results of the last command to a file, I will use the \\'append_to_file\\' command. This command appends a string to an existing file, or creates a new file if it does not exist. The string to be appended is passed as an argument.\", \"reasoning\": \"The \\'append_to_file\\' command provides a way to store data generated by previous commands. By appending data to a file, it can be easily accessed and reviewed later for analysis. This is useful when working on larger projects or conducting research.\", \"plan\": \"- Use the \\'append_to_file\\' command to store data generated by previous commands in a file.\", \"criticism\": \"\", \"speak\": \"I will use the \\'append_to_file\\' command to store data generated by the previous command in a file.\" }, \"command\": { \"name\": \"append_to_file\", \"args\": { \"file\": \"results.txt\", \"text\": \"Output of previous command: [list of results]\" } } } ```", ("append_to_file", {"file": "results.txt", "text": "Output of previous command: [list of results]"}))  # fmt: skip
real("https://github.com/Significant-Gravitas/AutoGPT/issues/726 (Brinzer's comment of 2023-04-10: the reply printed after 'Error: Invalid JSON'; the console's leading space dropped)", "neg-autogpt-plain-prose-reply",
     "Sure, communication is important. In what ways do you suggest we can improve our communication?")  # fmt: skip
real("https://github.com/Significant-Gravitas/AutoGPT/issues/40 (Taytay's comment of 2023-04-02: the text after 'assistant reply: ' in the debug log)", "neg-autogpt-question-reply",
     "What would you like me to do?")  # fmt: skip

# ---- MetaGPT action output ----
real("https://github.com/geekan/MetaGPT/blob/075bd9f7475a21a5f01778870956bbf604bb24aa/tests/data/rsp_cache.json (the cached reply to the WriteDesign '## context ... music player' prompt, the file's 2nd entry)", "neg-metagpt-content-json-design",
     "[CONTENT]\n"
     "{\n"
     "    \"Implementation approach\": \"We will use a popular open-source music player framework such as VLC or PyDub to implement the music player. These frameworks provide comprehensive functionality for playing, pausing, skipping tracks, and managing playlists.\",\n"
     "    \"File list\": [\n"
     "        \"main.py\",\n"
     "        \"music_player.py\"\n"
     "    ],\n"
     "    \"Data structures and interfaces\": \"\\nclassDiagram\\n    class MusicPlayer {\\n        -current_track: Track\\n        -playlist: List[Track]\\n        +play()\\n        +pause()\\n        +next_track()\\n        +previous_track()\\n    }\\n    class Track {\\n        -title: str\\n        -artist: str\\n        -duration: int\\n        +get_title() str\\n        +get_artist() str\\n        +get_duration() int\\n    }\\n    MusicPlayer --> Track\\n\",\n"
     "    \"Program call flow\": \"\\nsequenceDiagram\\n    participant M as Main\\n    participant MP as MusicPlayer\\n    M->>MP: play()\\n    MP-->>M: return\\n    M->>MP: pause()\\n    MP-->>M: return\\n    M->>MP: next_track()\\n    MP-->>M: return\\n    M->>MP: previous_track()\\n    MP-->>M: return\\n\",\n"
     "    \"Anything UNCLEAR\": \"\"\n"
     "}\n"
     "[/CONTENT]")  # fmt: skip

# ---- OpenDevin: CodeActSWEAgent, PlannerAgent, ManagerAgent and micro-agents (JSON {"action": ..., "args": {...}}) ----
real("https://github.com/OpenDevin/OpenDevin/blob/104ad5f1a017218e401d13e3eec47fe57eb7e06d/tests/integration/mock/modal_runtime/CodeActSWEAgent/test_ipython/response_002.log (the whole file)", "opendevin-codeact-swe-finish-after-prose",
     "The file has been successfully created and contains the text \"hello world\". If there are no further actions required, we can finish the task.\n"
     "\n"
     "<finish></finish>\n", ("finish", {}))  # fmt: skip
real("https://github.com/OpenDevin/OpenDevin/blob/104ad5f1a017218e401d13e3eec47fe57eb7e06d/tests/integration/mock/modal_runtime/PlannerAgent/test_write_simple_script/response_005.log (the whole file)", "opendevin-planner-modify-task-fenced",
     "```json\n"
     "{\n"
     "  \"action\": \"modify_task\",\n"
     "  \"args\": {\n"
     "    \"task_id\": \"0.1\",\n"
     "    \"state\": \"in_progress\",\n"
     "    \"thought\": \"Start writing the content to print 'hello' in the shell script.\"\n"
     "  }\n"
     "}\n"
     "```\n", ("modify_task", {"task_id": "0.1", "state": "in_progress", "thought": "Start writing the content to print 'hello' in the shell script."}))  # fmt: skip
real("https://github.com/OpenDevin/OpenDevin/blob/104ad5f1a017218e401d13e3eec47fe57eb7e06d/tests/integration/mock/modal_runtime/PlannerAgent/test_write_simple_script/response_008.log (the whole file)", "opendevin-planner-modify-task-fenced-2",
     "```json\n"
     "{\n"
     "  \"action\": \"modify_task\",\n"
     "  \"args\": {\n"
     "    \"task_id\": \"0.2\",\n"
     "    \"state\": \"in_progress\",\n"
     "    \"thought\": \"Start running the shell script to verify it prints 'hello'.\"\n"
     "  }\n"
     "}\n"
     "```\n", ("modify_task", {"task_id": "0.2", "state": "in_progress", "thought": "Start running the shell script to verify it prints 'hello'."}))  # fmt: skip
real("https://github.com/OpenDevin/OpenDevin/blob/104ad5f1a017218e401d13e3eec47fe57eb7e06d/tests/integration/mock/modal_runtime/PlannerAgent/test_write_simple_script/response_011.log (the whole file)", "opendevin-planner-modify-task-completed",
     "```json\n"
     "{\n"
     "  \"action\": \"modify_task\",\n"
     "  \"args\": {\n"
     "    \"task_id\": \"0\",\n"
     "    \"state\": \"completed\",\n"
     "    \"thought\": \"All subtasks for writing the shell script 'hello.sh' that prints 'hello' have been completed successfully.\"\n"
     "  }\n"
     "}\n"
     "```\n", ("modify_task", {"task_id": "0", "state": "completed", "thought": "All subtasks for writing the shell script 'hello.sh' that prints 'hello' have been completed successfully."}))  # fmt: skip
real("https://github.com/OpenDevin/OpenDevin/blob/104ad5f1a017218e401d13e3eec47fe57eb7e06d/tests/integration/mock/modal_runtime/ManagerAgent/test_simple_task_rejection/response_003.log (the whole file)", "opendevin-manager-reject",
     "{\n"
     "  \"action\": \"reject\",\n"
     "  \"args\": {\n"
     "    \"reason\": \"Not a valid git repository or no diff in the staging area.\"\n"
     "  }\n"
     "}\n", ("reject", {"reason": "Not a valid git repository or no diff in the staging area."}))  # fmt: skip
real("https://github.com/OpenDevin/OpenDevin/blob/104ad5f1a017218e401d13e3eec47fe57eb7e06d/tests/integration/mock/modal_runtime/ManagerAgent/test_edits/response_003.log (the whole file: the delegated micro-agent's reply)", "opendevin-microagent-message",
     "{\n"
     "  \"action\": \"message\",\n"
     "  \"args\": {\n"
     "    \"content\": \"The content of 'bad.txt' has been read. The identified typos are:\\n1. 'typoo' should be 'typo'\\n2. 'mor' should be 'more'\\nI will now proceed to correct these typos and overwrite the file with the corrected content.\"\n"
     "  }\n"
     "}\n", ("message", {"content": "The content of 'bad.txt' has been read. The identified typos are:\n1. 'typoo' should be 'typo'\n2. 'mor' should be 'more'\nI will now proceed to correct these typos and overwrite the file with the corrected content."}))  # fmt: skip
real("https://github.com/OpenDevin/OpenDevin/blob/104ad5f1a017218e401d13e3eec47fe57eb7e06d/tests/integration/mock/modal_runtime/DelegatorAgent/test_write_simple_script/response_002.log (the whole file: the delegated study_repo micro-agent's reply)", "opendevin-microagent-run",
     "{\n"
     "  \"action\": \"run\",\n"
     "  \"args\": {\n"
     "    \"command\": \"ls -a\"\n"
     "  }\n"
     "}\n", ("run", {"command": "ls -a"}))  # fmt: skip
