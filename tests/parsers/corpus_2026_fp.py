# ruff: noqa: E501  (texts are kept as the sources wrote them)
"""Held-out set fp (issue 42): replies of small local models (<=9B) pasted in agent-framework issue threads, gathered without reading the parser.

Families: a ReAct-style JSON object in a ```json fence (`{"thought": ..., "action": {"name": ..., "command": ...}}`)
written by llama3.2 (3B) for kubectl-ai's tool-use shim, followed by an invented "Output:" block; a CrewAI ReAct
`Action:` / `Action Input:` pair written by phi3 (3.8B) that names the tool with its signature and description glued on
and passes the wrong argument name (an error case: no declared tool is named that way).

Sources: GoogleCloudPlatform/kubectl-ai#422, crewAIInc/crewAI#674 (both read through the issue-search excerpts).

Could not find (in the helper's 30 minutes): almost every issue thread with a small model's raw reply in the frameworks
named by the brief is already cited by corpora a to fl: smolagents#71/#122/#1251/#1732, goose#1817/#3748/#7235,
opilot#149, ollama-ai-provider#26, agno#3463, crewAI#358, autogen#2893/#3196,
letta#177/#288, cline#10843, openclaude#557, hermes-agent#5867/#107080/#107125, NemoClaw#2731, ollama#9437/#13519/
#14745/#18357, lmstudio#825/#827, mcphost#12, pydantic-ai#2973, n8n#16275. The uncited ones found show the reply only
as a screenshot (dify#6879, ollama#13931, mcp-client-for-ollama#133, smolagents#1732), are from models over 9B
(openai/codex#2229 and thClaws#50 with qwen2.5-coder:14b, ollama#11662 with qwen3:32b, openinterpreter#1577 with
qwen2.5-coder:32b, agno#3463 with qwen2.5:14b), paraphrase the reply (hermes-agent#66452), or show it re-rendered by the
client's UI (claude-code-router#817, whose Claude Code display prefixes and re-wraps the JSON and whose HTML was eaten by
GitHub). So this set is far smaller than the 15 aimed for.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the sources' harnesses declared, with their parameters
TOOLS_FP: list[dict[str, Any]] = [
    # kubectl-ai built-in tools (tool-use shim)
    tool_schema("kubectl", ("command",), command="string", modifies_resource="string"),
    tool_schema("bash", ("command",), command="string", modifies_resource="string"),
    # crewAI#674: the user's custom tool, per the "only available Actions" line
    tool_schema("Internet Search Tool", ("user_query",), user_query="string"),
]

SOURCES_FP: dict[str, str] = {}
CASES_FP: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_FP[id] = source
    CASES_FP.append(Case(id, text, list(calls), **kw))


# ---- ReAct JSON in a fence (kubectl-ai tool-use shim) -----------------------------------------------
real("https://github.com/GoogleCloudPlatform/kubectl-ai/issues/422 (jainpratik163's description of 2025-07-18, llama3.2 via Ollama with --enable-tool-use-shim: the reply quoted Go-style inside `parsing ReAct response \"...\"`, unquoted here)", "kubectl-ai-llama32-react-json-fence",
     "```json\n{\n    \"thought\": \"Running kubectl get pods command\",\n    \"action\": {\n        \"name\": \"kubectl\",\n        \"reason\": \"To check the current running pods in the cluster.\",\n        \"command\": \"get pods\"\n    }\n}\n```\n\nOutput:\n```\nNo resources found.\n```",
     ("kubectl", {"command": "get pods"}))  # fmt: skip

# ---- ReAct Action lines with a tool name that is not declared ---------------------------------------
# gathered with no error given; the parser's error naming the argument the input lacks (the lead gave it after measuring)
real("https://github.com/crewAIInc/crewAI/issues/674 (nishkaloc's description of 2024-05-22, phi3 via Ollama's OpenAI endpoint: the three model lines after `> Entering new CrewAgentExecutor chain...`, before CrewAI's \"Action ... don't exist\" observation)", "err-crewai-phi3-action-name-with-signature",
     "Thought: I now can give a great answer\n"
     "Action: Internet Search Tool(user_query) - Scrapes the weblinks for the query based on user input.\n"
     "Action Input: {\"query\": \"who is Virat Kohlis son?\"}", errors=["missing required argument"])  # fmt: skip
