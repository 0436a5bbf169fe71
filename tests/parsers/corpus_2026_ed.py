# ruff: noqa: E501  (texts are kept as the sources wrote them)
"""Held-out set ed (issue 42): raw LLM replies stored in agent logs committed to public repos, gathered without reading the parser.

Families: OpenHands/OpenDevin CodeAct text actions as the agent's LLM wrote them, recorded for the integration tests'
mock LLM (`tests/integration/mock/<Agent>/<test>/response_NNN.log`, one raw reply per file): prose then an
`<execute_ipython>` or `<execute_bash>` block (usually unclosed, since `</execute_ipython>` / `</execute_bash>` were
stop words; one recording keeps the closing tag), a bare cell with no prose, IPython magics (`!pip`, `%pip`), multi-line
Python calls with triple-quoted strings, `<finish></finish>` after prose; final answers with no tag (negatives); and
BrowsingAgent replies cut by the stop word ")```" inside a browsergym call (`goto(`, `click(`, `send_msg_to_user(`),
kept as cut cases since the closing parenthesis never reached the harness.

Sources: All-Hands-AI/OpenHands (commits named per case) and OpenDevin/OpenDevin at 104ad5f1
(tests/integration/mock/modal_runtime/...), each file copied whole (its trailing newline kept). The recordings were
made with the OpenAI models the project tested with at the time (the files do not name the model).

Tools: the CodeAct prompt of those versions offers `<execute_ipython>` (a cell: `code`), `<execute_bash>` (`command`),
`<execute_browse>` (an instruction) and `<finish></finish>`; BrowsingAgent offers browsergym actions (goto, click,
send_msg_to_user, ...). They are declared below with the harness's argument names.

Could not find (in the helper's 30 minutes): SWE-agent `.traj` files are not in the code index (find_files on
SWE-agent/SWE-agent gives none); the mini-swe-agent trajectories found (a fork's output/deepseek_* runs) use native
tool calls, not text, and its tests/test_data trajectories are a dummy run or were rewritten by a script; no
AutoCodeRover / Agentless raw outputs, tau-bench or ToolBench raw generations of open models were reached in time.
So every text here comes from one harness family.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the sources' harnesses declared, with their parameters
TOOLS_ED: list[dict[str, Any]] = [
    # OpenHands CodeActAgent / CodeActSWEAgent text actions
    tool_schema("execute_ipython", ("code",), code="string"),
    tool_schema("execute_bash", ("command",), command="string"),
    tool_schema("execute_browse", ("instruction",), instruction="string"),
    tool_schema("finish", ()),
    # OpenHands BrowsingAgent (browsergym high-level actions)
    tool_schema("goto", ("url",), url="string"),
    tool_schema("click", ("bid",), bid="string", button="string"),
    tool_schema("send_msg_to_user", ("text",), text="string"),
]

SOURCES_ED: dict[str, str] = {}
CASES_ED: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_ED[id] = source
    CASES_ED.append(Case(id, text, list(calls), **kw))


# ---- CodeActAgent / CodeActSWEAgent replies: prose then <execute_ipython>/<execute_bash> (mostly cut by the stop word), or <finish></finish> ----
real("https://github.com/OpenDevin/OpenDevin/blob/104ad5f1a017218e401d13e3eec47fe57eb7e06d/tests/integration/mock/modal_runtime/CodeActAgent/test_ipython/response_001.log (the whole file: the recorded LLM reply, cut by the harness's stop word </execute_ipython>)", "openhands-codeact-ipython-create-file-unclosed",
     "Sure! Let's create the text file and write \"hello world\" to it.\n"
     "\n"
     "<execute_ipython>\n"
     "create_file('/workspace/test.txt')\n", ("execute_ipython", {"code": "create_file('/workspace/test.txt')"}))  # fmt: skip
real("https://github.com/OpenDevin/OpenDevin/blob/104ad5f1a017218e401d13e3eec47fe57eb7e06d/tests/integration/mock/modal_runtime/CodeActAgent/test_ipython/response_002.log (the whole file)", "openhands-codeact-ipython-append-file-unclosed",
     "Now, I will write \"hello world\" to the newly created file.\n"
     "\n"
     "<execute_ipython>\n"
     "append_file('/workspace/test.txt', 'hello world')\n", ("execute_ipython", {"code": "append_file('/workspace/test.txt', 'hello world')"}))  # fmt: skip
real("https://github.com/OpenDevin/OpenDevin/blob/104ad5f1a017218e401d13e3eec47fe57eb7e06d/tests/integration/mock/modal_runtime/CodeActAgent/test_ipython/response_003.log (the whole file)", "openhands-codeact-finish-after-prose",
     "The file `/workspace/test.txt` has been successfully created and contains the text \"hello world\". If you have any further requests, let me know!\n"
     "<finish></finish>\n", ("finish", {}))  # fmt: skip
real("https://github.com/OpenDevin/OpenDevin/blob/104ad5f1a017218e401d13e3eec47fe57eb7e06d/tests/integration/mock/modal_runtime/CodeActAgent/test_browse_internet/response_005.log (the whole file)", "openhands-codeact-browse-finish",
     "The ultimate answer to life, according to the server at http://localhost:8000, is \"OpenHands is all you need!\"\n"
     "\n"
     "<finish></finish>\n", ("finish", {}))  # fmt: skip
real("https://github.com/OpenDevin/OpenDevin/blob/104ad5f1a017218e401d13e3eec47fe57eb7e06d/tests/integration/mock/modal_runtime/CodeActSWEAgent/test_ipython/response_001.log (the whole file: a bare two-line cell, no prose)", "openhands-codeactswe-ipython-two-lines-no-prose",
     "<execute_ipython>\n"
     "create_file('/workspace/test.txt')\n"
     "append_file('/workspace/test.txt', 'hello world')\n", ("execute_ipython", {"code": "create_file('/workspace/test.txt')\nappend_file('/workspace/test.txt', 'hello world')"}))  # fmt: skip
real("https://github.com/All-Hands-AI/OpenHands/blob/0704d383a85dc4d3b5eb9f60f24d5961019aff1a/tests/integration/mock/CodeActAgent/test_edits/response_001.log (the whole file)", "openhands-codeact-bash-cat-unclosed",
     "Let's first view the content of the file `bad.txt` to identify the typos that need to be fixed:\n"
     "<execute_bash>\n"
     "cat bad.txt\n", ("execute_bash", {"command": "cat bad.txt"}))  # fmt: skip
real("https://github.com/All-Hands-AI/OpenHands/blob/00cf10ecc6b8070b7996e6d29fa1f536d69f7983/tests/integration/mock/CodeActAgent/test_edits/response_002.log (the whole file: this recording keeps the closing tag)", "openhands-codeact-ipython-edit-file-closed",
     "Let's correct the typos in the `bad.txt` file.\n"
     "\n"
     "<execute_ipython>\n"
     "edit_file('bad.txt', start=1, end=4, content=\"\"\"This is a stupid typo.\n"
     "Really?\n"
     "No more typos!\n"
     "Enjoy!\"\"\")\n"
     "</execute_ipython>\n", ("execute_ipython", {"code": "edit_file('bad.txt', start=1, end=4, content=\"\"\"This is a stupid typo.\nReally?\nNo more typos!\nEnjoy!\"\"\")"}))  # fmt: skip
real("https://github.com/All-Hands-AI/OpenHands/blob/02d08a3ea28fdf387d1c6b5cbe640d6ea5f71e03/tests/integration/mock/CodeActAgent/test_edits/response_003.log (the whole file)", "openhands-codeact-ipython-edit-file-after-list",
     "I have identified the typos in the file. Let's correct them:\n"
     "\n"
     "1. \"typoo\" should be \"typo\".\n"
     "2. \"mor\" should be \"more\".\n"
     "\n"
     "I will now edit the file to fix these typos.\n"
     "<execute_ipython>\n"
     "edit_file('/workspace/bad.txt', start=1, end=4, content=\"\"\"This is a stupid typo.\n"
     "Really?\n"
     "No more typos!\n"
     "Enjoy!\"\"\")\n", ("execute_ipython", {"code": "edit_file('/workspace/bad.txt', start=1, end=4, content=\"\"\"This is a stupid typo.\nReally?\nNo more typos!\nEnjoy!\"\"\")"}))  # fmt: skip
real("https://github.com/All-Hands-AI/OpenHands/blob/1009660d0dd9e7fd7332e31bb35ccfe410f29612/tests/integration/mock/CodeActAgent/test_write_simple_script/response_001.log (the whole file)", "openhands-codeact-bash-echo-redirect",
     "Let's create the shell script `hello.sh` that prints \"hello\". I'll write the script and save it.\n"
     "\n"
     "<execute_bash>\n"
     "echo \"echo hello\" > hello.sh\n", ("execute_bash", {"command": "echo \"echo hello\" > hello.sh"}))  # fmt: skip
real("https://github.com/All-Hands-AI/OpenHands/blob/7f2dba7221316a8cb1152ec19c02e29dd51feea2/tests/integration/mock/CodeActAgent/test_simple_task_rejection/response_001.log (the whole file)", "openhands-codeact-bash-git-status",
     "Certainly! I'll write a git commit message for the current staging area. First, let's check the status of the git repository to see what changes are staged.\n"
     "\n"
     "<execute_bash>\n"
     "git status\n", ("execute_bash", {"command": "git status"}))  # fmt: skip
real("https://github.com/All-Hands-AI/OpenHands/blob/7f2dba7221316a8cb1152ec19c02e29dd51feea2/tests/integration/mock/CodeActAgent/test_simple_task_rejection/response_006.log (the whole file: a numbered summary, then the finish tag)", "openhands-codeact-finish-after-summary",
     "Thank you for the reminder. The task of writing a git commit message for the current staging area has been completed. We created a new file, added it to the staging area, and then committed it with an appropriate message. Here's a summary of what we did:\n"
     "\n"
     "1. Initialized a new git repository\n"
     "2. Created a new file 'hello.txt' with content \"Hello, World!\"\n"
     "3. Added the file to the staging area\n"
     "4. Committed the changes with the message \"Add hello.txt with initial greeting\"\n"
     "\n"
     "The commit message accurately describes the change made in this commit, which is the addition of a new file with an initial greeting.\n"
     "\n"
     "<finish></finish>\n", ("finish", {}))  # fmt: skip
real("https://github.com/All-Hands-AI/OpenHands/blob/5240b79134a930de6342a12263a4600ef6e56096/tests/integration/mock/CodeActAgent/test_ipython_installation/response_001.log (the whole file)", "openhands-codeact-ipython-bang-pip",
     "To begin, I will install the pandas package using pip in this Jupyter IPython environment. Let's proceed with the installation:\n"
     "\n"
     "<execute_ipython>\n"
     "!pip install pandas\n", ("execute_ipython", {"code": "!pip install pandas"}))  # fmt: skip
real("https://github.com/All-Hands-AI/OpenHands/blob/3e56f0edce2c32386d1ae6f25f274d470e0c03a7/tests/integration/mock/CodeActAgent/test_ipython_installation/response_003.log (the whole file)", "openhands-codeact-ipython-restart-kernel-comment",
     "It seems like the pandas library is not being recognized, even though it was installed. This can happen sometimes in Jupyter notebooks. A common solution is to restart the kernel. Let's try that:\n"
     "<execute_ipython>\n"
     "import IPython\n"
     "IPython.Application.instance().kernel.do_shutdown(True)  # Restart the kernel\n", ("execute_ipython", {"code": "import IPython\nIPython.Application.instance().kernel.do_shutdown(True)  # Restart the kernel"}))  # fmt: skip
real("https://github.com/All-Hands-AI/OpenHands/blob/09e84cc34d478b012b5f3d59844a0c4a2e8cbfce/tests/integration/mock/CodeActAgent/test_ipython_module/response_001.log (the whole file)", "openhands-codeact-ipython-percent-pip",
     "Certainly! I'll install pymsgbox, import it, and print its version to /workspace/test.txt. Let's start by installing pymsgbox:\n"
     "\n"
     "<execute_ipython>\n"
     "%pip install pymsgbox==1.0.9\n", ("execute_ipython", {"code": "%pip install pymsgbox==1.0.9"}))  # fmt: skip
real("https://github.com/All-Hands-AI/OpenHands/blob/3d8f33aea3617b0db82ec821a6df8a0125423728/tests/integration/mock/CodeActSWEAgent/test_edits/response_002.log (the whole file)", "openhands-codeactswe-ipython-edit-by-replace-multiline",
     "I will now correct the typos in the `bad.txt` file.\n"
     "\n"
     "<execute_ipython>\n"
     "edit_file_by_replace(\n"
     "    \"bad.txt\",\n"
     "    to_replace=\"This is a stupid typoo.\",\n"
     "    new_content=\"This is a stupid typo.\"\n"
     ")\n", ("execute_ipython", {"code": "edit_file_by_replace(\n    \"bad.txt\",\n    to_replace=\"This is a stupid typoo.\",\n    new_content=\"This is a stupid typo.\"\n)"}))  # fmt: skip
# ---- final answers with no action ----
real("https://github.com/All-Hands-AI/OpenHands/blob/06e36a58827b275dbe0656602009fd2bad8e138f/tests/integration/mock/CodeActAgent/test_write_simple_script/response_002.log (the whole file: a final answer with no tag)", "neg-openhands-codeact-final-answer-no-tag",
     "The shell script 'hello.sh' has been created successfully. You can run it to see the output \"hello\". If you have any more requests or questions, feel free to ask!\n")  # fmt: skip
real("https://github.com/All-Hands-AI/OpenHands/blob/03e18a5f60ff8ec8f44abe7bb2fffb47c440e8ce/tests/integration/mock/CodeActAgent/test_write_simple_script/response_003.log (the whole file)", "neg-openhands-codeact-final-answer-backticked-name",
     "The shell script `hello.sh` successfully prints \"hello\". If you have any further tasks or questions, feel free to let me know!\n")  # fmt: skip
# ---- BrowsingAgent replies cut by the stop word ")```" inside the call ----
real("https://github.com/All-Hands-AI/OpenHands/blob/4a6668c6f8e4f3c7b72cb1c6e3ac3ee857b2a2fc/tests/integration/mock/BrowsingAgent/test_browse_internet/response_001.log (the whole file: the BrowsingAgent reply as recorded, cut by the stop word \")```\" before the call's closing parenthesis)", "neg-openhands-browsing-goto-stop-word",
     # gathered as cut- with no error: a fence the stop word cut inside a Python call of a tool's, no call read and
     # none refused (the fence is code shown); the lead renamed it neg- after measuring
     "In order to accomplish my goal, I need to navigate to the localhost:8000 page.\n"
     "```goto('http://localhost:8000'\n")  # fmt: skip
real("https://github.com/OpenDevin/OpenDevin/blob/104ad5f1a017218e401d13e3eec47fe57eb7e06d/tests/integration/mock/modal_runtime/CodeActAgent/test_browse_internet/response_003.log (the whole file: the delegated BrowsingAgent reply, cut by the stop word \")```\")", "neg-openhands-browsing-click-stop-word",
     # gathered as cut- with no error: a fence the stop word cut inside a Python call of a tool's, no call read and
     # none refused (the fence is code shown); the lead renamed it neg- after measuring
     "In order to accomplish my goal of finding the ultimate answer to life, the universe, and everything, I need to click on the button labeled \"Click me\".\n"
     "\n"
     "```click(\"10\"\n")  # fmt: skip
real("https://github.com/OpenDevin/OpenDevin/blob/104ad5f1a017218e401d13e3eec47fe57eb7e06d/tests/integration/mock/modal_runtime/CodeActAgent/test_browse_internet/response_004.log (the whole file: the delegated BrowsingAgent reply, cut by the stop word \")```\")", "neg-openhands-browsing-send-msg-stop-word",
     # gathered as cut- with no error: a fence the stop word cut inside a Python call of a tool's, no call read and
     # none refused (the fence is code shown); the lead renamed it neg- after measuring
     "In order to accomplish my goal, I need to read the content of the paragraph that reveals the answer to life, the universe, and everything. The paragraph is located under the button with bid 10.\n"
     "\n"
     "```send_msg_to_user('The answer is OpenHands is all you need!'\n")  # fmt: skip
