# ruff: noqa: E501  (model outputs are kept as the sources wrote them)
"""Held-out set aj (issue 42): web pages (blog posts, a Reddit thread's mirror, issue-tracker mirrors, a SKILL page,
a commit page) and one issue thread, gathered without reading the parser; mostly negatives, as the pages quoted
few raw replies in full.

Families: positives, lfm2.5:1.2b's pythonic bracket call as a r/LocalLLaMA benchmark post quotes it, and a
Qwen3.5-35B-A3B <tool_call><function=...><parameter=...> call after prose under OpenClaw on Ollama. Negatives:
prose and documentation quoting call formats (a Hermes <tool_call> JSON example in a SKILL page, bare JSON and
<tools> tags in a root-cause write-up, a stringified JSON call inline in a bug report, a bracket call quoted in
the benchmark post, a pseudo-call hassTurnOff(...) in a Home Assistant report, tool_name[ARGS]{json} in a commit
message, <tools>...</tools> in a blog post), and a plain qwen2.5:14b reply quoted in a blog post.

Sources: reddit.gpgaming.de (mirror of r/LocalLLaMA post 1r4ie8z), stepcodex.com (openclaw/openclaw#60601),
hdoplus.com (mirror of NVIDIA/NemoClaw#2733), forge.alexanderwhitestone.com (ezra-environment SKILL.md),
gitmemories.com (home-assistant/core#139875), solomonneas.dev, antinomy.me, gitea.puchstein.bayern (vessel
commit 51b8930), and github.com/openclaw/openclaw/issues/45000. Negatives (`neg-`) stay text.

Not found in the helper's 45 minutes: most pages the `pages` corpus returned quote formats, templates or
placeholders ("...", "X") rather than a model's whole raw reply, and the raw replies they did quote came from
threads other corpora already cite (ollama#12174, #13519, #6870, continue#13057, mcphost#12, llama.cpp#15012,
NemoClaw#2731, thClaws#50); the stepcodex page's own quoted reply ("Sure, let's try again to check the config
file. {"name": "read", "arguments"...) came back cut by the search excerpt and is not used. No cut-off call and
no call to an undeclared name was found in an uncited source.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the sources' harnesses declared, with their parameters
TOOLS_AJ: list[dict[str, Any]] = [
    tool_schema("get_weather", ("city",), city="string"),  # the r/LocalLLaMA benchmark's weather tool
    tool_schema("exec", ("command",), command="string", timeout="integer"),  # OpenClaw
    tool_schema("read", ("path",), path="string"),  # OpenClaw
    tool_schema("memory_search", ("query",), query="string"),  # OpenClaw under NemoClaw
    tool_schema("read_file", ("path",), path="string"),  # the Hermes agent of the SKILL page
    tool_schema("HassTurnOff", (), name="string", area="string"),  # Home Assistant's Assist API
]

SOURCES_AJ: dict[str, str] = {}
CASES_AJ: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_AJ[id] = source
    CASES_AJ.append(Case(id, text, list(calls), **kw))


REDDIT = "https://reddit.gpgaming.de/r/LocalLLaMA/comments/1r4ie8z/i_tested_21_small_llms_on_toolcalling_judgment (mirror of reddit.com/r/LocalLLaMA/comments/1r4ie8z, u/MikeNonect's 'I tested 21 small LLMs on tool-calling judgment — Round 2')"
STEPCODEX = "https://www.stepcodex.com/en/issue/qwen-coder-32b-via-llama-cpp (the page on openclaw/openclaw#60601, Qwen 2.5 Coder 32B via llama.cpp; its 'Root Cause' and 'Fix Action' sections)"
OPENCLAW_45000 = "https://github.com/openclaw/openclaw/issues/45000 (Qwen3.5-35B-A3B on Ollama v0.17.7 under OpenClaw 2026.3.8; the issue's 'Actual behavior' block as the reporter pasted it: 'Regular agent replies........' is the reporter's stand-in for the reply's prose and 'DEDUCTED' their redaction, both kept)"

real(REDDIT + " (lfm2.5:1.2b's reply as the post quotes it)", "lfm25-pythonic-bracket-call",
     "[get_weather(city=\"Antwerp\")]",
     ("get_weather", {"city": "Antwerp"}))  # fmt: skip
real(REDDIT + " (the post's prose around that reply)", "neg-reddit-bracket-notation-prose",
     "It originally scored 0.640 because it outputs bracket notation:\n\n[get_weather(city=\"Antwerp\")]\n\n"
     "instead of XML tool tags. After fixing the parser, it turned out the model had been making correct decisions all along.")  # fmt: skip
real(REDDIT + " (the post's prose)", "neg-reddit-capability-valley",
     "The 1.7B sits in a capability valley — aggressive enough to call tools, but not careful enough to know when not to.")  # fmt: skip
real(OPENCLAW_45000, "qwen35-xml-call-after-prose-openclaw",
     "Regular agent replies........\n\n<tool_call>\n<function=exec>\n<parameter=command>\nDEDUCTED\n"
     "-H \"Authorization: Bearer $NOTION_API_KEY\" \n-H \"Notion-Version: 2025-09-03\" \n-H \"Content-Type: application/json\" \n"
     "-d @/tmp/company_batch2.json > /tmp/result2.json && python3 -c \"import json; d=json.load(open('/tmp/result2.json')); print(f'✅ Company batch 2: {len(d.get(\"results\", []))} blocks added')\"\n"
     "</parameter>\n<parameter=timeout>\n30\n</parameter>\n</function>\n</tool_call>",
     ("exec", {"command": "DEDUCTED\n-H \"Authorization: Bearer $NOTION_API_KEY\" \n-H \"Notion-Version: 2025-09-03\" \n-H \"Content-Type: application/json\" \n"
               "-d @/tmp/company_batch2.json > /tmp/result2.json && python3 -c \"import json; d=json.load(open('/tmp/result2.json')); print(f'✅ Company batch 2: {len(d.get(\"results\", []))} blocks added')\"",
               "timeout": 30}))  # fmt: skip
real(STEPCODEX, "neg-stepcodex-root-cause-formats",
     "Qwen 2.5 Coder 32B (at 32B param size) does not reliably wrap tool calls in <tool_call> XML tags when tool_choice is unset or \"auto\". Instead it outputs:\n\n"
     "  • Bare JSON: {\"name\": \"read\", \"arguments\": {\"path\": \"...\"}}\n"
     "  • Wrong XML tags: <tools>{\"name\": \"read\", ...}</tools> (instead of <tool_call>)")  # fmt: skip
real(STEPCODEX, "neg-stepcodex-proxy-workaround",
     "I wrote a reverse proxy that sits between OpenClaw and llama-server. It buffers streaming responses, detects tool call patterns in the accumulated text content (bare JSON, <tools>, <tool_call> tags), "
     "and re-emits a corrected SSE stream with proper tool_calls structure. This works but shouldn't be necessary.")  # fmt: skip
real("https://hdoplus.com/proxy_gol.php?url=https%3A%2F%2Fgithub.com%2FNVIDIA%2FNemoClaw%2Fissues%2F2733 (mirror of NVIDIA/NemoClaw#2733, 'What we actually got (with hermes3:8b on Ollama)')", "neg-nemoclaw-stringified-json-inline",
     "Every tool-warranted prompt → assistant message arrives as type: text with stringified JSON like {\"arguments\":{\"query\":\"X\"},\"name\":\"memory_search\"}. "
     "No tool_calls. finish_reason: stop. No tool dispatch. No follow-up turn. No error logged anywhere user-visible.")  # fmt: skip
real("https://forge.alexanderwhitestone.com/ezra/ezra-environment/src/commit/dfd69463252cb39fc552e5276bd2d1d6e8e4e67f/protected/skills-backup/devops/local-llama-tool-calling-debug/SKILL.md (the rendered page's 'Root Cause' section)", "neg-skill-page-hermes-tool-call-example",
     "Hermes-format models (like Hermes-4-14B) output tool calls as XML-tagged text:\n\n"
     "<tool_call>{\"name\": \"read_file\", \"arguments\": {\"path\": \"...\"}}</tool_call>\n\n"
     "If llama-server doesn't convert those text tags into structured tool_calls, the agent sees message.tool_calls = None and treats the response as plain text.")  # fmt: skip
real("https://gitmemories.com/home-assistant/core/issues/139875 (mirror of home-assistant/core#139875, the report's sketch of a turn)", "neg-ha-pseudo-call-in-report",
     "User: turn off the lights in my office agent: tool_call(content=\"lets turn the lights off in your office\", tool_call=hassTurnOff(...)) agent: response (the lights have been turned off)")  # fmt: skip
real("https://solomonneas.dev/blog/coder-agent-model-evolution (Phase 1: ollama/qwen2.5:14b's reply after grep exited 1, as the post quotes it)", "neg-qwen25-14b-plain-reply",
     "It seems like the last command I tried to run returned an error. Could you provide more details?")  # fmt: skip
real("https://antinomy.me/posts/openclaw-qwen-coder-3 ('1. Problem Statement', qwen3-coder:30b under OpenClaw)", "neg-blog-tools-tags-in-prose",
     "Format Mismatch: The model outputted tool calls in XML format (e.g., <tools>...</tools>), which OpenClaw parsed as plain text content rather than executable instructions.")  # fmt: skip
real("https://gitea.puchstein.bayern/vikingowl/vessel/commit/51b89309e69d74cbba758a874c164c3f747dbf17 (the commit message)", "neg-commit-message-args-format",
     "fix: parse text-based tool calls for models without native function calling\n\n"
     "Models like ministral output tool calls as plain text (e.g., tool_name[ARGS]{json})\n"
     "instead of using Ollama's native tool_calls format. This adds a parser that:")  # fmt: skip
