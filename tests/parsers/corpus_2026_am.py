# ruff: noqa: E501  (model outputs are kept as the sources wrote them)
"""Held-out set am (issue 42): mostly negatives, real replies and pasted texts that sit close to a tool call without
being one, from sources no other corpus cites, gathered without reading the parser.

Families: two qwen2.5-coder:7b replies through Ollama that are calls of the offered run_command in improvised XML
(an attribute tag, and nested tags in an ```xml fence with the language word on its own line), and negatives: a
deepseek-r1 reply whose closed <think> is followed by a bash fence holding the command, a refusal naming the path it
was asked to list, a Llama-3.3-70B smolagents "Thought:" naming get_weather and its arguments, agent UIs' logs a
user pasted (opencode's `Write {...}` line, qwen-code's ReadFile boxes and a `WriteFile {...}` error line), a user's
pasted OpenAI request holding a `tools` array, reports quoting a fake JSON call inline, a `requests.patch(...)` call
and an opencode error naming a tool, and a developer's notes about replies that "look close" to calls.

Sources: g0t4/ask-openai.nvim (lua/ask-openai/tools/notes/ollama-tool-call.md and vllm-qwen.md at 8cfd09a), issue
threads of dheerajcl/Shellsage, open-webui/open-webui, huggingface/smolagents, p-lemonish/ollama-x-opencode,
QwenLM/qwen-code, lmstudio-ai/lmstudio-bug-tracker, NousResearch/hermes-agent, anomalyco/opencode,
paperclipai/paperclip, and an r/LocalLLaMA thread as the
r.arson.gg mirror renders it. Negatives (`neg-`) stay text with nothing taken from them, except the deepseek-r1
reply, whose reasoning is not content. Not found in the time: a cut-off call or an undeclared-name call attempt in
an uncited source, and more positives (cecli-dev/cecli#189's bare `{"name": "View", ...}` call is cut short in
every excerpt the search returned, so it is left out).
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the sources' harnesses declared, with their parameters
TOOLS_AM: list[dict[str, Any]] = [
    tool_schema("run_command", ("command",), command="string", cwd="string"),  # ask-openai.nvim
    tool_schema("run_script", ("script",), script="string", interpreter="string", cwd="string"),
    tool_schema("tool_endpoint_list_directory_post", ("path",), path="string"),  # open-webui + MCPO filesystem server
    tool_schema("get_weather", ("location",), location="string", celsius="boolean"),  # smolagents README example
    tool_schema("write", ("filePath", "content"), filePath="string", content="string"),  # opencode
    tool_schema("read", ("filePath",), filePath="string", offset="integer", limit="integer"),
    tool_schema(
        "read_file", ("absolute_path",), absolute_path="string", offset="integer", limit="integer"
    ),  # qwen-code
    tool_schema("write_file", ("file_path", "content"), file_path="string", content="string"),
    tool_schema("web_search", ("query",), query="string"),  # hermes-agent
    tool_schema("terminal", ("command",), command="string"),
]

SOURCES_AM: dict[str, str] = {}
CASES_AM: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_AM[id] = source
    CASES_AM.append(Case(id, text, list(calls), **kw))


ASK = (
    "https://github.com/g0t4/ask-openai.nvim/blob/8cfd09a617b9d07afd2c09d0b84a4c2df001dc48/lua/ask-openai/tools/notes/"
)
LS_L = ("run_command", {"command": "ls -l"})

# ---- positives: qwen2.5-coder:7b-instruct-q8_0 via Ollama, run_command offered --------------------------------
real(ASK + "ollama-tool-call.md (the SSE delta of chatcmpl-470, its content with JSON escapes undone)", "qwen25coder-attribute-tag-call",
     "<run_command command=\"ls -l\" />",
     LS_L)  # fmt: skip
real(ASK + "ollama-tool-call.md (the SSE delta of chatcmpl-783, its content with JSON escapes undone: a fence whose language word sits on the next line)", "qwen25coder-nested-xml-in-fence-call",
     "```\nxml\n<command>\n  <run_command>\n    <command>ls -l</command>\n  </run_command>\n</command>\n```",
     LS_L)  # fmt: skip

# ---- negatives -----------------------------------------------------------------------------------------------
real(ASK + "ollama-tool-call.md (the developer's note above those replies)", "neg-notes-not-calls-but-look-close",
     "## ok 2.5-coder also has generated some crazy examples of not tool calls but looks close\n"
     "makes me wonder if the vllm issue with 2.5-coder is maybe b/c the coder variant is not wise for tool use?\n"
     "keep in mind I have that request for markdown at the top of the prompt.. that could cause some issues too...")  # fmt: skip
real(ASK + "vllm-qwen.md (the developer's note on vLLM's Qwen2.5-Coder)", "neg-notes-json-code-block",
     "## vllm Qwen2.5-Coder (same as above but not working for tools):\n"
     "Always returning tool call in markdown with json code block w correct tool call args!")  # fmt: skip
real("https://github.com/dheerajcl/Shellsage/issues/2 (huihui_ai/deepseek-r1-abliterated:14b's reply in Open WebUI, as the issue quotes it: the '> ' quote marks and the backticks around the think tags are the issue's markdown, dropped)", "neg-deepseek-r1-think-then-bash-fence",
     "<think>Okay, so I need to update the packages on Arch Linux. I remember that in Arch Linux, you can use the pacman command for package management. To update all installed packages, I think the command is 'pacman -Syu'. Let me make sure. Oh right, '-S' is for sync, and 'y' is for yes, and 'u' stands for unified, so it upgrades the packages. So the correct command should be 'pacman -Syu'. </think>\n\n"
     "To update all installed packages on Arch Linux, you can use the following command: \n\n**Command:**\n```bash\npacman -Syu\n```\n\n"
     "This command updates the package list and upgrades any outdated packages. \n\n**Note:**  Make sure to run this command in your terminal to apply the updates.",
     content="To update all installed packages on Arch Linux, you can use the following command: \n\n**Command:**\n```bash\npacman -Syu\n```\n\n"
     "This command updates the package list and upgrades any outdated packages. \n\n**Note:**  Make sure to run this command in your terminal to apply the updates.")  # fmt: skip
real("https://github.com/open-webui/open-webui/issues/12324 (the model's reply to 'show file list in /mnt/d/gitrepo' with the MCPO filesystem tools offered)", "neg-refusal-no-access-to-path",
     "I'm sorry, but I don't have access to the contents of /mnt/d/gitrepo on your system. If you provide more details or if there's a specific file list you're looking for, I can try to assist you further.")  # fmt: skip
real("https://github.com/huggingface/smolagents/pull/1526 (the PR's log: meta_llama/Llama-3.3-70B-Instruct's Thought in step 1, wrapped and padded as the console printed it)", "neg-llama33-thought-names-tool-and-args",
     "Thought: To find out the weather in Paris, I will use the get_weather tool. This tool takes in a location and a boolean indicating whether the temperature should be in Celsius. I will pass     \n"
     "\"Paris\" as the location and True to get the temperature in Celsius.")  # fmt: skip
real("https://github.com/p-lemonish/ollama-x-opencode/issues/1 (p-lemonish's comment of 2025-07-21: the tail of an `opencode run` log with Qwen3-30B-A3B)", "neg-opencode-log-write-line",
     "@  llamacpp/Qwen3-30B-A3B-Q5_K_M.gguf\n\n|  Write    {\"filePath\":\"/path/to/todo.md\",\"content\":\"hello world, from qwen3\"}\n\n"
     "The file todo.md has been created with the content \"hello world, from qwen3\".")  # fmt: skip
real("https://github.com/QwenLM/qwen-code/issues/167 (destranged's comment: qwen-code's boxes around Qwen3-Coder 30B's text, as pasted)", "neg-qwen-code-readfile-boxes",
     " ╭──────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────╮\n"
     " │ ✔  ReadFile Path unavailable                                                                                                                                     │\n"
     " │                                                                                                                                                                  │\n"
     " │    params must have required property 'absolute_path'                                                                                                            │\n"
     " ╰──────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────╯\n"
     "✦ Let me read the package.json file to understand the project structure:")  # fmt: skip
real("https://github.com/lmstudio-ai/lmstudio-bug-tracker/issues/1191 (the qwen-code error log with Qwen3-Coder-30B-A3B-Instruct-MLX-4bit, cut by the UI with '…')", "neg-qwen-code-writefile-error-line",
     " │ x  WriteFile {\"file_path\":\"/Users/myh/Documents/snake/package.json\",\"content\":{\"name\":\"snake-game\",\"version\":\"1.0.0\",\"desc… │\n"
     " │    params/content must be string │")  # fmt: skip
real("https://github.com/NousResearch/hermes-agent/issues/63680 (the report's Actual Behavior: a llama3.2:3b fake call quoted inline)", "neg-hermes-fake-json-call-quoted",
     "The model's response contains a hand-written, fake JSON block imitating a tool call (e.g. {\"type\": \"function\", \"name\": \"web_search\", \"parameters\": {...}}) printed as plain text — never a real tool_calls entry, never finish_reason: \"tool_calls\".")  # fmt: skip
real("https://r.arson.gg/r/LocalLLaMA/comments/1rav571/is_tool_calling_broken_in_all_inference_engines (u/Nepherpitu's reply: the pasted request body and the sentence after it; the header lines with a bearer key before it are left out)", "neg-localllama-pasted-request-tools-array",
     "{ \"model\": \"qwen3-coder-80b\", \"messages\": [ { \"role\": \"user\", \"content\": \"What’s the weather today? My city is Rome.\" } ], \"tools\": [ { \"type\": \"function\", \"strict\": true, \"function\": { \"name\": \"get_weather\", \"description\": \"Get the current weather for a given location or in current user location. This tool knows current location.\", \"parameters\": { \"type\": \"object\", \"properties\": { \"location\": { \"type\": \"string\", \"description\": \"City name.\", \"enum\": [\"Moscow\", \"London\"] } }, \"required\": [\"location\"] } } } ], \"tool_choice\": \"auto\" } ```\n\n"
     "Which arguments are expected? Well... definitely not \"Rome\"")  # fmt: skip
real("https://github.com/anomalyco/opencode/issues/18763 (zinga666's report, local Qwen3 in opencode)", "neg-opencode-unavailable-tool-message",
     "While trying out `opencode` with a local model I repeatedly saw \n\n```\nModel tried to call unavailable tool 'list'\n```\n\nerrors .")  # fmt: skip
real("https://github.com/NousResearch/hermes-agent/issues/32660 (Rooneyish's comment of 2026-08-30 on qwen3.5:4b through Ollama)", "neg-hermes-fake-cat-narration-report",
     "Failure mode changes by version:\n"
     "- v0.15.2 / v0.19.0: model fabricates plausible-but-false file contents (invents a whole fake SOUL.md, sometimes even a fake \"reading the file...\" narration with a `cat` command that never executes)\n"
     "- v0.20.6: model instead honestly reports it has no filesystem access — better UX, but the underlying tool-calling gap is unchanged")  # fmt: skip
real("https://github.com/paperclipai/paperclip/issues/2833 (the report on llama3.1:8b / mistral:7b under Hermes Agent: the model's code quoted as the issue renders it, fence lost)", "neg-paperclip-python-call-quoted",
     "Actual behavior:\nThe agent writes valid-looking code like:\npythonrequests.patch(\"http://127.0.0.1:3100/api/issues/PRE-3\", ...)\n...but never runs it. Issues remain in todo status after runs that show succeeded.")  # fmt: skip
