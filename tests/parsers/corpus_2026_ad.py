# ruff: noqa: E501  (model outputs are kept as the sources wrote them)
"""Held-out set ad (issue 42): coding agents run on local or open-weight models, from threads where the raw model text
is quoted, gathered without reading the parser.

Families: a bare JSON {"name", "arguments"} call written as the whole reply (qwen2.5-coder:7b under Roo Code), a
Qwen3-Coder XML call whose opening <tool_call> the model left out (qwen3-coder:30b under goose), an OpenAI-shaped
{"tool_calls": [...]} object in a ```json fence with its arguments as a JSON string (gemma3:12b under avante.nvim),
a JSON call that uses another agent's argument name (`filename` for opencode's `filePath`, qwen2.5-coder:7b), and a
wholly-JSON `tool_calls` object naming a tool the harness never declared (`tool_code`, gemma4 under Roo Code: an
error). Negatives from the same and neighbouring threads: the model asking for clarification in prose, a thinking
block that plans a tool in words and was cut by the user, harness notices and a tool-use reminder holding an example
call, bug reports naming <tool_call>, `{"name": ..., "arguments": {...}}` and tool_calls inline, a codex --oss shell
log, an `ollama list` table, a crush.json and a Continue-style config.yaml.

Sources: issue threads of RooCodeInc/Roo-Code (#12165, #12146, #2708, #11049), ollama/ollama (#13093),
avante-corp/avante.nvim (#2635), anomalyco/opencode (#590, #16390), cline/cline (#1500, #10843),
aaif-goose/goose (#3748, #1817), openai/codex (#9225), voideditor/void (#857), Gitlawb/openclaude (#1053),
charmbracelet/crush (#685). Each text is copied from the issue as the search index renders it; where a source
escaped something or a UI added a label, SOURCES says what was done. Negatives (`neg-`) stay text with nothing taken
from them. Not found in the time given: a cut-off call in an uncited thread (the ones seen were cut by the reporter
with "...", not by the model), an aider, Zed, CodeCompanion or Qwen Code thread quoting a raw call that no corpus
already cites, and a bracketed or prose-form call from these agents.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the sources' harnesses declared, with their parameters
TOOLS_AD: list[dict[str, Any]] = [
    # Roo Code (XML-tool era and native-tool era share these names)
    tool_schema("switch_mode", ("mode_slug",), mode_slug="string", reason="string"),
    tool_schema("ask_followup_question", ("question",), question="string", follow_up="array"),
    tool_schema("attempt_completion", ("result",), result="string"),
    tool_schema("read_file", ("path",), path="string"),
    tool_schema(
        "write_to_file", ("path",), path="string", content="string", the_content="string"
    ),  # Roo/Cline: content; avante: the_content
    tool_schema("list_files", ("path",), path="string", recursive="boolean"),
    tool_schema("execute_command", ("command",), command="string"),
    # goose developer extension
    tool_schema("developer__shell", ("command",), command="string"),
    # opencode
    tool_schema("write", ("filePath", "content"), filePath="string", content="string"),
    tool_schema("read", ("filePath",), filePath="string", offset="integer", limit="integer"),
    tool_schema("bash", ("command",), command="string", timeout="integer", description="string"),
]

SOURCES_AD: dict[str, str] = {}
CASES_AD: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_AD[id] = source
    CASES_AD.append(Case(id, text, list(calls), **kw))


ROO_12165 = 'https://github.com/RooCodeInc/Roo-Code/issues/12165 (bemerguy, 2026-04-22: Roo Code with Ollama qwen2.5-coder:7b answering "Hello"; each "Roo said" block is one reply)'
ROO_12146 = 'https://github.com/RooCodeInc/Roo-Code/issues/12146 (shimhaekwon, 2026-04-18: Roo Code with Ollama gemma4:latest; each "루가 말했다" (Roo said) block is one reply)'
OLLAMA_13093 = "https://github.com/ollama/ollama/issues/13093 (drifkin's comment of 2025-11-15: goose with qwen3-coder:30b asked \"what's in this folder?\")"
AVANTE_2635 = "https://github.com/avante-corp/avante.nvim/issues/2635 (HekpoMaH, 2025-08-23: avante.nvim with ollama gemma3:12b; the reporter escaped each ``` fence as \\``` and says the model's output has no backslash there, so the fences are restored)"

# ---- calls the harness failed to parse: what the model meant ------------------------------------------------------

real(ROO_12165 + ", the first reply", "roo-qwen25coder-switch-mode-bare-json",
     '{"name": "switch_mode", "arguments": {"mode_slug": "ask", "reason": "The user has not created a todo list yet and needs guidance on how to proceed."}}',
     ("switch_mode", {"mode_slug": "ask", "reason": "The user has not created a todo list yet and needs guidance on how to proceed."}))  # fmt: skip
real(ROO_12165 + ", the second reply", "roo-qwen25coder-ask-followup-bare-json",
     '{"name": "ask_followup_question", "arguments": {"question": "Could you please provide more details about the task you would like to accomplish?"}}',
     ("ask_followup_question", {"question": "Could you please provide more details about the task you would like to accomplish?"}))  # fmt: skip
real(OLLAMA_13093 + ", the model output in the comment's fence", "goose-qwen3coder-function-without-open-tool-call",
     "I'll help you explore the contents of your current folder. Let me check what's in there.\n\n"
     "<function=developer__shell>\n<parameter=command>\nls -la\n</parameter>\n</function>\n</tool_call>",
     ("developer__shell", {"command": "ls -la"}))  # fmt: skip
real(AVANTE_2635 + ", the first reply", "avante-gemma3-fenced-openai-tool-calls",
     "Okay, I understand. I will create a new file named \"helloworld.txt\" in the root directory `/Users/dobrikg/randomscripts`.\n\n"
     "```json\n{\n  \"tool_calls\": [\n    {\n      \"type\": \"function\",\n      \"function\": {\n"
     "        \"arguments\": \"{\\\"path\\\":\\\"/Users/dobrikg/randomscripts\\\",\\\"the_content\\\":\\\"Hello, world!\\\"}\",\n"
     "        \"name\": \"write_to_file\"\n      }\n    }\n  ]\n}\n```",
     ("write_to_file", {"path": "/Users/dobrikg/randomscripts", "the_content": "Hello, world!"}))  # fmt: skip
real(AVANTE_2635 + ", the second reply (after avante's reminder to use tools)", "avante-gemma3-apology-then-fenced-tool-calls",
     "You are absolutely correct! My apologies for the oversight. I should be using tool calls to respond.\n\n"
     "Here's the corrected response using a tool call:\n\n"
     "```json\n{\n  \"tool_calls\": [\n    {\n      \"type\": \"function\",\n      \"function\": {\n"
     "        \"arguments\": \"{\\\"path\\\":\\\"/Users/dobrikg/randomscripts\\\",\\\"the_content\\\":\\\"Hello, world!\\\"}\",\n"
     "        \"name\": \"write_to_file\"\n      }\n    }\n  ]\n}\n```",
     ("write_to_file", {"path": "/Users/dobrikg/randomscripts", "the_content": "Hello, world!"}))  # fmt: skip
real("https://github.com/anomalyco/opencode/issues/590 (moda20, 2025-07-01: opencode with Ollama qwen2.5-coder:7b; the reply the issue gives as \"return message example\", tabs as the issue shows them; `filename` is not opencode's name for write's path, `filePath` is)",
     "opencode-qwen25coder-write-with-filename-arg",
     '{\n\t"name": "write",\n\t"arguments": {\n\t\t"filename": "README.md",\n\t\t"content": "<fileContent>"\n\t}\n}',
     ("write", {"filePath": "README.md", "content": "<fileContent>"}))  # fmt: skip

# ---- a wholly-JSON call to a name the harness never declared ------------------------------------------------------

real(ROO_12146 + ", the second reply", "err-roo-gemma4-tool-code-json",
     '{\n"tool_calls": [\n{\n"function": "tool_code",\n"args": {\n"code": "print(\'The user has not provided a specific task or context. I need to ask the user what they want me to do.\')"\n}\n}\n]\n}',
     errors=["tool_code"])  # fmt: skip

# ---- negatives from the same threads -------------------------------------------------------------------------------

real(ROO_12146 + ", the first reply (prose asking for the path; list items as the issue renders them)", "neg-roo-gemma4-asks-for-path",
     "The user is asking me to analyze a directory structure or content, but they have not provided any files or a specific directory path to analyze. They have only provided context about the current working directory (which seems to be related to model management or development, given the ollama context in the prompt's structure, though not explicitly stated as the target).\n\n"
     "To help the user, I need them to specify what they want me to do with the files or directory.\n\nI will ask for clarification.\n\nResponse:\n\n"
     "Please provide the files or the directory path you would like me to analyze. You haven't specified what content or directory structure you want me to look at.\n\n"
     "Once you provide the context, I can help you with:\n\nListing files.\nReading file contents.\nAnalyzing the structure.\nPerforming any other requested operation.")  # fmt: skip
real(ROO_12165 + ", Roo Code's notice between the replies (its \"Details\" button label dropped)", "neg-roo-model-response-incomplete-notice",
     "Model Response Incomplete\nThe model failed to use any tools in its response. This typically happens when the model provides only text/reasoning without calling the required tools to complete the task.")  # fmt: skip
real("https://github.com/RooCodeInc/Roo-Code/issues/2708 (heiqilin1985, 2025-04-17: the reminder Roo Code sends back to gemma3:27b / qwen2.5 under Ollama, up to where the issue index cuts it)", "neg-roo-tool-use-reminder-with-example",
     "[ERROR] You did not use a tool in your previous response! Please retry with a tool use.\n\n# Reminder: Instructions for Tool Use\n\n"
     "Tool uses are formatted using XML-style tags. The tool name is enclosed in opening and closing tags, and each parameter is similarly enclosed within its own set of tags. Here's the structure:\n\n"
     "<tool_name>\n<parameter1_name>value1</parameter1_name>\n<parameter2_name>value2</parameter2_name>\n...\n</tool_name>\n\n"
     "For example:\n\n<attempt_completion>\n<result>\nI have completed the task...\n</result>\n</attempt_completion>\n\n"
     "Always adhere to this format for all tool uses to ensure proper parsing and execution.\n\n# Next Steps\n\n"
     "If you have completed the user's task, use the attempt_completion tool. \nIf you require additional information from the user, use the ask_followup_question tool. \n"
     "Otherwise, if you have not completed the task and do not need additional information, then proceed with the next step of the task. ")  # fmt: skip
real("https://github.com/cline/cline/issues/1500 (Rakly3's API log: local deepseek-r1 under Cline; the assistant turn up to Cline's \"[Response interrupted by user]\" marker, which is dropped)", "neg-cline-deepseek-r1-think-plans-a-tool",
     "<think>\nOkay, so the user wants to create a simple \"Hello World\" program. Let me figure out how to approach this.\n\n"
     "First, I need to decide on the programming language. Since no specific language was mentioned, I'll go with Python because it's straightforward and widely used.\n\n"
     "Next, I should determine where to save the file. The current working directory is y:/Cline/cline-main, so I'll create a new file there named \"hello_world.py\".\n\n"
     "Now, I need to write the code. A simple print statement will do: print(\"Hello World!\"). That's clear and easy.\n\n"
     "I'll use the create_file tool with the specified path and content. After creating the file, I should suggest running it using Python's command line",
     content="")  # fmt: skip  # an unclosed thought is no content (corpus think-unclosed); the lead moved this expectation to that rule
real("https://github.com/aaif-goose/goose/issues/3748 (ningkaiyang's description, 2025-07-31, naming the tags inline)", "neg-goose-report-names-tool-call-tags",
     "When I warn the Qwen model to only output Tool Calls on their own lines, it works and is recognized by Goose, but they cannot be chained. \n"
     "I am using the new qwen3-30b-a3b-thinking-2507-mlx. I feel like it should be a simple enough implementation to recognize and attempt to support/parse for qwen models which use <tool_call></tool_call> with the tool call inside, since that is how their system chat template is written.")  # fmt: skip
real(OLLAMA_13093 + ", the comment's prose after the fence", "neg-ollama-comment-missing-open-tag",
     "I wonder if this is what you're seeing too? This is a mistake the model makes from time to time where it accidentally misses the open `<tool_call>`, which makes it invalid (we see this from time to time and are considering making the parser accept the invalid tool call as well to workaround this).")  # fmt: skip
real("https://github.com/cline/cline/issues/10843 (LittleRainC's description, 2026-05-18, quoting the JSON shape inline)", "neg-cline-report-inline-json-call-shape",
     "When using Cline configured with a highly capable local model via Ollama (specifically `qwen2.5-coder:32b`), the assistant perfectly understands the task intent (e.g., creating files) but structures its tool invocation using standardized JSON format: `{\"name\": \"write_to_file\", \"arguments\": {...}}`.\n\n"
     "However, Cline's current streaming parser completely ignores this raw JSON output and treats it as plain conversational text.")  # fmt: skip
real("https://github.com/openai/codex/issues/9225 (blackbone, 2026-01-14: the codex --oss exec shell log, up to the ERROR line)", "neg-codex-oss-exec-shell-log",
     "% codex --oss --local-provider ollama exec \"how r u?\"\nOpenAI Codex v0.81.0 (research preview)\n--------\nworkdir: /Users/blackbone/git/project\nmodel: gpt-5.2-codex\nprovider: openai\napproval: never\n"
     "sandbox: workspace-write [workdir, /tmp, $TMPDIR]\nreasoning effort: high\nreasoning summaries: auto\nsession id: 019bbe60-36a7-7982-befa-eceeffe748ec\n--------\nuser\nhow r u?\n"
     "mcp: shadcn starting\nmcp: atlassian starting\nmcp: atlassian ready\nmcp: shadcn ready\nmcp startup: ready: atlassian, shadcn\ncodex\nDoing well—thanks! What can I help with?")  # fmt: skip
real("https://github.com/voideditor/void/issues/857 (cobavenus's comment of 2026-01-07, its Problem list)", "neg-void-comment-tool-calls-inline",
     "### Problem\n\nFor `openAICompatible` and other local model providers (Ollama, LM Studio, vLLM, liteLLM), Void:\n\n"
     "1. Does NOT send `tools` parameter in the request (because `specialToolFormat` is not set for these providers)\n"
     "2. Expects **XML format** in text response instead of OpenAI-style `tool_calls`\n"
     "3. Ignores any `tool_calls` that the model might return")  # fmt: skip
real("https://github.com/anomalyco/opencode/issues/16390 (wes-kay's question, 2026-03-06, on vLLM-served Qwen models)", "neg-opencode-question-bash-and-json",
     "2.  `Qwen2.5-Coder-32B-Instruct-AWQ`\n\n- Does not run any `bash` or CRUD\n- Will only output .json\n\n"
     "Why would `Qwen3-32B-AWQ` execute shell commands while `Qwen2.5-Coder-32B-Instruct-AWQ` only output structured JSON responses? Is there a way to change any configs to allow qwen coder to use opencode properly?")  # fmt: skip
real("https://github.com/Gitlawb/openclaude/issues/1053 (sanchitc05's description, 2026-05-07)", "neg-openclaude-report-prints-json-or-prose",
     "When Ollama is configured as the provider, the agent correctly recognises tool call commands but never actually executes them. Instead it either prints raw JSON or describes the action in prose.")  # fmt: skip
real("https://github.com/aaif-goose/goose/issues/1817 (aswinkumar1999's description, 2025-03-23, with its `ollama list` table)", "neg-goose-report-ollama-list-table",
     "Ollama version : `0.6.2` ( on ARM - Running on GH200 from Cloud provider with SSH Tunneling of Port 11434 )  \nGoose version : `1.0.15`\n\n"
     "List of models that I tried with (All of them have Tool calling support as per Ollama Tag): \n\n```\n"
     "NAME                                     ID              SIZE      MODIFIED          \n"
     "michaelneale/deepseek-r1-goose:70b       90cc3dd53da8    42 GB     14 minutes ago       \n"
     "michaelneale/deepseek-r1-goose:latest    425664f4d998    9.0 GB    43 minutes ago       \n"
     "firefunction-v2:latest                   b1ed6b22fb67    39 GB     59 minutes ago       \n"
     "llama3-groq-tool-use:70b                 696d50e6fc55    39 GB     About an hour ago    \n"
     "hermes3:70b                              60ef54cd913f    39 GB     About an hour ago    \n"
     "```")  # fmt: skip
real("https://github.com/charmbracelet/crush/issues/685 (jooray, 2025-08-09: the crush.json for gpt-oss under Ollama)", "neg-crush-json-config",
     "My config (~/.local/share/crush/crush.json):\n\n```\n{\n  \"$schema\": \"https://charm.land/crush.json\",\n  \"providers\": {\n    \"ollama\": {\n      \"name\": \"Ollama\",\n      \"type\": \"openai\",\n"
     "      \"base_url\": \"http://localhost:11434/v1/\",\n      \"models\": [\n        {\n          \"id\": \"gpt-oss:latest\",\n          \"name\": \"GPT-OSS 20B (Ollama)\",\n"
     "          \"context_window\": 131072,\n          \"default_max_tokens\": 4096\n        },\n        {\n          \"id\": \"gpt-oss:120b\",\n          \"name\": \"GPT-OSS 120B (Ollama)\",\n"
     "          \"context_window\": 131072,\n          \"default_max_tokens\": 4096\n        }\n      ]\n    }\n  }\n}\n```")  # fmt: skip
real("https://github.com/RooCodeInc/Roo-Code/issues/11049 (moosetunes, 2026-01-28: the config.yaml in a Roo Code report, first two models)", "neg-roo-report-config-yaml",
     "Here is my config.yaml contents:\n\nname: Local Config\nversion: 1.0.0\nschema: v1\n\nmodels:\n"
     "  - name: Llama 3.1 (Ollama)\n    provider: ollama\n    apiBase: http://127.0.0.1:11434\n    model: llama3.1:latest\n    roles:\n      - chat\n\n"
     "  - name: Mistral (Ollama)\n    provider: ollama\n    apiBase: http://127.0.0.1:11434\n    model: mistral:latest\n    roles:\n      - chat")  # fmt: skip
