# ruff: noqa: E501  (texts are kept as the sources wrote them)
"""Held-out set fv (issue 42): text tool-call formats of harnesses built for local models, gathered without reading the parser.

Families: gptme's markdown tool format (a fenced block whose info string names the tool and its argument, e.g.
```patch PATH / ```append PATH, the body being the patch or content): one real patch reply with nested fences (a
positive) and one real reply interrupted inside an ```append block (cut); kubectl-ai's tool-use shim format (a
```json {"thought", "action": {"name", "reason", "command", "modifies_resource"}} block) as its system prompt and its
Bedrock prompt addition show it (negatives: format descriptions with placeholder tool names); maintainers' and users'
prose in kubectl-ai, goose (toolshim), shell_gpt, mcp-client-for-ollama and Open Interpreter threads that names
call formats, tool-use shims and Kimi K2.5's plaintext call tokens (negatives).

Sources: gptme/gptme tests/data/example-patch-codeblock.txt and example-interrupted.txt (commit 42cff49, the real
model outputs behind tests/test_codeblock.py), GoogleCloudPlatform/kubectl-ai pkg/agent/systemprompt_template_default.txt
and gollm/bedrock.go (commit d4435ab), kubectl-ai#296 (not used: see below), #297, #314, #644, aaif-goose/goose#1448,
#8269, #9486, TheR1D/shell_gpt#672, jonigl/mcp-client-for-ollama#133, openinterpreter/openinterpreter#979 (issue
texts read through the issue-search excerpts; excerpts the search cut are copied only up to a whole line before the cut).

Could not find (in the helper's 30 minutes): a complete raw kubectl-ai shim reply that is not already cited
(kubectl-ai#422 is cited; #296's reply is cut by the search excerpt inside a Go %q string); kubectl-ai has no shim
unit tests in its repo (a fork's parseReActResponse test was found through find_string, but its repository could not
be named, so it is not used); gptme's other tests are already cited (test_xml_format, test_tools_base, test_tool_use,
the codeblock tests' inline strings); goose's toolshim.rs tests are cited; mcphost#151/#114/#12 and ollmcp#61 are
cited, and the uncited ollmcp threads show replies only as screenshots; no uncited model reply was found for
simonw/llm plugins, shell_gpt, aichat, fabric, TabbyML/tabby or refact. So this set is mostly negatives.
Argument names: gptme's patch takes path and patch, its append path and content (the block body without the newline
before the closing fence); kubectl-ai's shim passes every action key but name as arguments.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the sources' harnesses declared, with their parameters
TOOLS_FV: list[dict[str, Any]] = [
    # gptme (markdown tool format)
    tool_schema("patch", ("path", "patch"), path="string", patch="string"),
    tool_schema("append", ("path", "content"), path="string", content="string"),
    tool_schema("save", ("path", "content"), path="string", content="string"),
    tool_schema("shell", ("command",), command="string"),
    # kubectl-ai built-ins (pkg/tools)
    tool_schema("kubectl", ("command",), command="string", modifies_resource="string"),
    tool_schema("bash", ("command",), command="string", modifies_resource="string"),
]

SOURCES_FV: dict[str, str] = {}
CASES_FV: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_FV[id] = source
    CASES_FV.append(Case(id, text, list(calls), **kw))


GPTME_PATCH = "https://github.com/gptme/gptme/blob/42cff496adb86ad40137290e80846a17cae7d09c/tests/data/example-patch-codeblock.txt"
GPTME_INTERRUPTED = (
    "https://github.com/gptme/gptme/blob/42cff496adb86ad40137290e80846a17cae7d09c/tests/data/example-interrupted.txt"
)
KUBECTL_AI_PROMPT = "https://github.com/GoogleCloudPlatform/kubectl-ai/blob/d4435aba6851412a7122df5ff6065b00d65094fc/pkg/agent/systemprompt_template_default.txt"
KUBECTL_AI_BEDROCK = (
    "https://github.com/GoogleCloudPlatform/kubectl-ai/blob/d4435aba6851412a7122df5ff6065b00d65094fc/gollm/bedrock.go"
)

# ---- gptme: markdown tool format, real replies -----------------------------------------------------
real(GPTME_PATCH + " (the whole file: the reply test_extract_patch_codeblock_with_nested_backticks reads, 'the actual example that failed')", "gptme-markdown-patch-nested-fences",
     "Here's the patch:\n"
     '\n'
     '```patch knowledge/meta/lessons-draft/tools/prefer-git-grep-over-raw-grep.md\n'
     '<<<<<<< ORIGINAL\n'
     '## Recommended Pattern\n'
     'Do use search.sh or git grep.\n'
     '```text\n'
     '# Respects .gitignore automatically\n'
     'git grep "def compose" -- \'*.py\'\n'
     '\n'
     '# Or use the workspace search wrapper\n'
     './scripts/search.sh "def compose"\n'
     '```\n'
     '=======\n'
     '## Recommended Pattern\n'
     'Do use search.sh or git grep.\n'
     '```text\n'
     '# List files containing pattern (faster, no content shown)\n'
     'git grep -l "def compose" -- \'*.py\'\n'
     '# or: git grep --files-with-matches "def compose"\n'
     '\n'
     '# Show matching lines (respects .gitignore)\n'
     'git grep "def compose" -- \'*.py\'\n'
     '\n'
     '# Or use the workspace search wrapper\n'
     './scripts/search.sh "def compose"\n'
     '```\n'
     '>>>>>>> UPDATED\n'
     '```\n',
     ("patch", {"path": "knowledge/meta/lessons-draft/tools/prefer-git-grep-over-raw-grep.md", "patch": '<<<<<<< ORIGINAL\n## Recommended Pattern\nDo use search.sh or git grep.\n```text\n# Respects .gitignore automatically\ngit grep "def compose" -- \'*.py\'\n\n# Or use the workspace search wrapper\n./scripts/search.sh "def compose"\n```\n=======\n## Recommended Pattern\nDo use search.sh or git grep.\n```text\n# List files containing pattern (faster, no content shown)\ngit grep -l "def compose" -- \'*.py\'\n# or: git grep --files-with-matches "def compose"\n\n# Show matching lines (respects .gitignore)\ngit grep "def compose" -- \'*.py\'\n\n# Or use the workspace search wrapper\n./scripts/search.sh "def compose"\n```\n>>>>>>> UPDATED'}))  # fmt: skip
# gathered as cut off in gptme's markdown format (a fence labelled with a tool's name is its call); a fence is shown
# code to this parser (see the known miss of gptme-markdown-patch-nested-fences), so the reply is text, its reasoning
# taken out (the lead renamed it neg- and gave that content after measuring)
real(GPTME_INTERRUPTED + " (the whole file: test_extract_codeblocks_streaming_interrupted, 'based on real interruption during streaming'; the reply stops inside the append block)", "neg-gptme-markdown-append-interrupted",
     '<think>\n'
     'Perfect! The commit was successful. Now let me write a journal entry about what we accomplished today.\n'
     '</think>\n'
     '\n'
     'Excellent! The commit was successful. Let me create a journal entry about this work:\n'
     '\n'
     '```append journal/2025-10-01.md\n'
     '# Journal Entry: 2025-10-01\n'
     '\n'
     '## Roam Tasks Script - Context from Personal Notes\n'
     '\n'
     "Today I created a powerful new tool to help understand the user's current TODO items and priorities from their Roam Research backup.\n"
     '\n'
     '### Technical Implementation\n'
     '\n'
     '**Created `scripts/roam-tasks.py`:**\n'
     '- Parses Roam JSON export with full block structure and UIDs (23,300 blocks indexed)\n'
     '- Extracts TODO items with complete context hierarchy\n'
     '- Resolves block references recursively (up to depth 2)\n'
     '- Multiple filtering options (by content, by page)\n'
     '- Flexible sorting (by edited time, creation date, or page)\n'
     '- Clean, LLM-consumable output format\n'
     '\n'
     '**Key Features:**\n'
     '- **Parent Context**: Shows up to 5 levels of parent blocks to understand where TODO sits\n'
     '- **Child Blocks**: Includes all sub-tasks and notes under the TODO\n'
     '- **Block References**: Automatically resolves `((uid))` references and shows their content\n'
     '- **Timestamps**: Shows creation and last edit time for priority assessment\n'
     '- **Smart Filtering**: Regex-based content and page filtering\n'
     '\n'
     '**Output Format:**\n'
     '```\n', content="Excellent! The commit was successful. Let me create a journal entry about this work:\n\n```append journal/2025-10-01.md\n# Journal Entry: 2025-10-01\n\n## Roam Tasks Script - Context from Personal Notes\n\nToday I created a powerful new tool to help understand the user's current TODO items and priorities from their Roam Research backup.\n\n### Technical Implementation\n\n**Created `scripts/roam-tasks.py`:**\n- Parses Roam JSON export with full block structure and UIDs (23,300 blocks indexed)\n- Extracts TODO items with complete context hierarchy\n- Resolves block references recursively (up to depth 2)\n- Multiple filtering options (by content, by page)\n- Flexible sorting (by edited time, creation date, or page)\n- Clean, LLM-consumable output format\n\n**Key Features:**\n- **Parent Context**: Shows up to 5 levels of parent blocks to understand where TODO sits\n- **Child Blocks**: Includes all sub-tasks and notes under the TODO\n- **Block References**: Automatically resolves `((uid))` references and shows their content\n- **Timestamps**: Shows creation and last edit time for priority assessment\n- **Smart Filtering**: Regex-based content and page filtering\n\n**Output Format:**\n```")  # fmt: skip

# ---- kubectl-ai: the tool-use shim's format as its prompts show it ---------------------------------
real(KUBECTL_AI_PROMPT + " (lines 12-33: the shim instructions, inside {{if .EnableToolUseShim}})", "neg-kubectl-ai-shim-prompt-json-format",
     '3. Decide on the next action: use a tool or provide a final answer and respond in the following JSON format:\n'
     '\n'
     'If you need to use a tool:\n'
     '```json\n'
     '{\n'
     '    "thought": "Your detailed reasoning about what to do next",\n'
     '    "action": {\n'
     '        "name": "Tool name ({{.ToolNames}})",\n'
     '        "reason": "Explanation of why you chose this tool (not more than 100 words)",\n'
     '        "command": "Complete command to be executed. For example, \'kubectl get pods\', \'kubectl get ns\'",\n'
     '        "modifies_resource": "Whether the command modifies a kubernetes resource. Possible values are \'yes\' or \'no\' or \'unknown\'"\n'
     '    }\n'
     '}\n'
     '```\n'
     '\n'
     'If you have enough information to answer the query:\n'
     '```json\n'
     '{\n'
     '    "thought": "Your final reasoning process",\n'
     '    "answer": "Your comprehensive answer to the query"\n'
     '}\n'
     '```\n')  # fmt: skip
real(KUBECTL_AI_BEDROCK + " (lines 90-96: the text appended to the system prompt when the shim is on, the Go string literals joined)", "neg-kubectl-ai-bedrock-shim-prompt-example",
     '\n'
     '\n'
     'CRITICAL JSON FORMATTING REQUIREMENTS:\n'
     '1. You MUST ALWAYS wrap your JSON responses in ```json code blocks exactly as shown in the examples above.\n'
     '2. NEVER respond with raw JSON without the markdown ```json formatting.\n'
     '3. Ensure your JSON is syntactically correct with proper commas between fields.\n'
     '4. This is critical for proper parsing. Example format:\n'
     '```json\n'
     '{"thought": "your reasoning", "action": {"name": "tool_name", "command": "command"}}\n'
     '```\n'
     'Note the comma after the "thought" field! Malformed JSON will cause failures.')  # fmt: skip

# ---- maintainers' and users' prose in the harnesses' threads ---------------------------------------
real("https://github.com/GoogleCloudPlatform/kubectl-ai/pull/297 (noahlwest's description of 2025-06-02)", "neg-kubectl-ai-pr-shim-extract-json-prose",
     "Proposed fix for issue in #296.\n\n"
     "At the end of the given error message, we see:\n"
     "`Here are a few examples from the logs:\\\\n\": unexpected end of JSON input`\n"
     "suggesting there should be some examples printed after this.\n\n"
     "I found the easiest way to recreate this was to just ask about logs and try to get it to copy/paste a section for the user to view. This only happens with --enable-tool-use-shim flag, because candidateToShimCandidate() is guarded behind a check for this flag.\n\n"
     "With some investigating, I found the program trying to embed a multi-line string in its output, delimited by ` ``` `. extractJSON() will return saying that valid JSON is found when it finds ` ```json ` opener and ` ``` ` closer. In candidateToShimCandidate(), as it iterates through the stream, it will find the start of the embedded multi-line string and consider that the json closer, thus breaking out of the loop and trying to parse a ReActResponse with the incomplete JSON, causing the error.\n\n"
     "It looks like the only purpose of this extractJSON() call is to cut the loop short, since the outputted JSON is not used and the same extractJSON() is called in the first line of parseReActResponse().")  # fmt: skip
real("https://github.com/GoogleCloudPlatform/kubectl-ai/issues/314 (noahlwest's comment of 2025-06-05)", "neg-kubectl-ai-shim-no-json-block-comment",
     "@mikebz \n\n"
     "With gemini-2.5-pro-preview-03-25, EnableToolUseShim=true, and Quiet=true, and kubectl-ai built from head (commit 4d4005ae9c1831ccb61b1d27bf86a68b1917fc5a ) I've noticed JSON errors generally when running the eval suite, with `no JSON code block found in \"\"` usually being the issue. I haven't been able to recreate this issue's error specifically, though.")  # fmt: skip
real("https://github.com/GoogleCloudPlatform/kubectl-ai/pull/644 (gopalkhandale1994's description of 2026-03-24)", "neg-kubectl-ai-pr-plain-text-react-fallback",
     "- Implement real streaming in SendStreaming for Ollama provider. Previously it blocked on the full response causing context cancellation in interactive mode. Now chunks are yielded token-by-token as Ollama generates them.\n\n"
     "- Add plain-text fallback in parseReActResponse. When a local model returns plain text instead of a JSON code block, treat it as a final answer instead of failing with 'no JSON code block found'.\n\n"
     "- Add unit tests for both JSON and plain-text ReAct parsing paths.\n\n"
     "Tested with qwen2.5:1.5b and qwen2.5:7b on Ollama against a k3s cluster.")  # fmt: skip
real("https://github.com/aaif-goose/goose/pull/1448 (alicehau's description of 2025-02-28)", "neg-goose-pr-ollama-tool-shim",
     "Tool shim that uses ollama models to \"interpret\" LLM responses generated by other models particularly without native tool calling e.g., deepseek. The shim is currently a feature in the openrouter and ollama providers.\n\n"
     "The shim instructs the primary model to output json for intended tool usage,  the interpretive model uses ollama structured outputs to translate the primary model's message into valid json, and then that json is translated into valid tool calls to be invoked.\n\n"
     "To use, set the env var `GOOSE_TOOLSHIM=1`\n\n"
     "The default interpreter model is mistral, but you can override this with the env var GOOSE_TOOLSHIM_MODEL=[name of ollama model].\n\n"
     "`GOOSE_TOOLSHIM=1 GOOSE_TOOLSHIM_MODEL=llama3.2 cargo run --bin goose session`\n\n"
     "Recommend running ollama server with env var `OLLAMA_CONTEXT_LENGTH` set to something higher than the 2048 default limit. e.g., `OLLAMA_CONTEXT_LENGTH=50000 ollama serve`. This feature is only available from the ollama source build as it hasn't been released yet.\n\n"
     "The most promising combination right now seems to be full deepseek-r1 via openrouter + toolshim.")  # fmt: skip
real("https://github.com/aaif-goose/goose/issues/8269 (eugenio's description of 2026-04-03, up to the line before the search excerpt's cut)", "neg-goose-toolshim-guide-kimi-plaintext-tokens",
     "## Problem\n\n"
     "The `GOOSE_TOOLSHIM` and `GOOSE_TOOLSHIM_OLLAMA_MODEL` environment variables are documented in the env vars reference, but there is no guide explaining:\n\n"
     "1. **When to enable toolshim** — which models need it and why\n"
     "2. **How it works** — what the shim actually does (converts tool definitions to text prompts, parses text-based tool calls back)\n"
     "3. **Non-Ollama usage** — whether toolshim works with custom OpenAI-compatible providers (e.g. via `OPENAI_HOST` or opencode.json providers)\n"
     "4. **Interaction with `tool_call` in provider config** — how `\"tool_call\": false` in opencode.json provider definitions relates to toolshim activation\n"
     "5. **Think tag interaction** — models like Kimi K2.5 and DeepSeek R1 mix `<think>` reasoning tags with tool calls, causing parsing failures when toolshim is off\n\n"
     "## Context\n\n"
     "When using Goose with NadirClaw (an OpenAI-compatible model router) proxying to models like Kimi K2.5 and DeepSeek V3.2 on AWS Bedrock/Model Runner:\n\n"
     "- Kimi K2.5 intermittently outputs tool calls as plaintext (`emoji_functions.write:0 <|tool_call_argument_begin|> {...}`) instead of structured `tool_calls` API responses\n"
     "- This causes tools to halt — Goose can't parse the text-based tool call")  # fmt: skip
real("https://github.com/aaif-goose/goose/issues/9486 (mhsaeed786's description of 2026-05-29, the Description paragraph after the attachment link)", "neg-goose-tool-call-could-not-be-parsed-report",
     "When using the Goose UI with custom models—specifically Minimax and Zai models (e.g., `glm-5.1`)—the application frequently interrupts workflows with a \"A tool call could not be parsed\" error. The models appear to be attempting to use enabled extensions, but Goose is unable to parse the JSON or syntax of the tool call they generate, causing the task to fail and halting the agent's progress.")  # fmt: skip
real("https://github.com/aaif-goose/goose/pull/9784 (nuthalapativarun's description of 2026-06-13, the Summary)", "neg-goose-pr-tool-shim-guide-summary",
     "## Summary\n"
     "Adds a new guide at `documentation/docs/guides/tool-shim.md` explaining the tool shim: when to enable it, which kinds of models need it, how it works internally (system prompt augmentation, text-based tool call parsing, interpreter fallback), and how to configure `GOOSE_TOOLSHIM`, `GOOSE_TOOLSHIM_BACKEND`, `GOOSE_TOOLSHIM_OLLAMA_MODEL`, and `GOOSE_TOOLSHIM_MODEL`. Also covers using the tool shim with non-Ollama/custom OpenAI-compatible providers, and links the guide from the environment variables reference.")  # fmt: skip
real("https://github.com/TheR1D/shell_gpt/issues/672 (beyondszine's description of 2025-02-17)", "neg-shell-gpt-functions-local-llms",
     "Hi there,\n"
     "first of all; awesome project.  super like for this :)\n\n"
     "It may be my lack of knowledge but I am not able to figure out how to get my functions running using local LLMs.  I am runing ollama and LM studio both & trying to get it working via any path.\n\n"
     "for LMstudio with mistral models - I am getting error around 'system' role not supported.\n"
     "For ollama with `mistral:7b-instruct` I am not getting error per say, but function is also not executing.\n\n"
     "So, I'd like to ask how can I know more on this if funtion execution even works with local LLMs.\n\n"
     "Thanks,\n"
     "saurabh")  # fmt: skip
real("https://github.com/jonigl/mcp-client-for-ollama/issues/133 (schwab's description of 2025-11-30, the Problem section up to the first screenshot)", "neg-ollmcp-qwen25-no-tool-calls",
     "===== Problem      =====\n"
     "Ollama models like qwen 2.5 will not call any tools. They attempt to Think, but after thinking the processing just stops.  \n"
     "- Tried setting the \"Thinking Mode\" option results in  Thinking mode is only available for models that have the 'thinking' capability.\n"
     "- Have also tried debugging and it appers that no tool_calls are coming back from the model even though the thinking output mentions using the tool.\n"
     "It seems like either we need better prompts to allow these qwen models to handle tool calling or we need some way to inspect the thiking process that can pull out the tools more reliably?? ")  # fmt: skip
real("https://github.com/openinterpreter/openinterpreter/issues/979 (mansyno's description of 2024-01-29, the bug description)", "neg-open-interpreter-terminal-command-as-python",
     "### Describe the bug\n\n"
     "when i ask it to perform tasks on the terminal like creating a new subfolder. it generates the correct code:\n"
     " md foldername\n"
     " but it runs it as if it is a python code instead of running it in the terminal. i tested it with few \n"
     "LLMs i downloaded in LMstudio.\n"
     "i dont have a openai APIKEY so i cant test it there.\n"
     "i don't know if the issue is with the local models being to small(or stupid) or something with my prompt or with code interpreter itself\n"
     "the prompt i provided is: create a subfolder in the current directory")  # fmt: skip
