# ruff: noqa: E501  (model outputs are kept as the sources wrote them)
"""Held-out set al (issue 42): calls from the newest model families that a server's parser left in the reply text,
with negatives from the same threads and files, gathered without reading the parser.

Families: GLM-5.3-Flash writing a GLM-4.x arg_key/arg_value call with no newline anywhere; DeepSeek-V4-Flash
(OpenRouter) writing a DSML tool_calls block after a sentence, and two non-native XML shapes
(<function><tool_call><invoke_name>… and <tool_call><tool_name>…<parameters>…) it switched between in one run;
MiniMax-M2.1 (OpenRouter) writing two <minimax:tool_call> invokes as text. Negatives: a Qwen3.6-27B reply that
announces a read and stops (with a stray </think>), a GLM-5.1 reply naming the bash tool in prose, Gemma 4's
reasoning text, an agent's plain prose answer and prose from the threads naming tags and tool names inline.

Sources: fixtures of lokalhub/kloo (internal/tools/arg_key_xml_test.go as stored at commit aceeee3, dsml_invoke_test.go and
invoke_name_xml_test.go at c4e2be5; each case marked there as a live capture), issue threads earendil-works/pi#368,
anomalyco/opencode#27540 and #21898, ollama/ollama#15288, MoonshotAI/kimi-cli#2628.

Not found in the helper's 45 minutes: uncited raw replies for Qwen3.5/3.6 with a call in them (the threads found were
already cited by other corpora, or their fixtures could not be traced to a repository), Kimi K2.5/K3, Gemma 4 calls,
gpt-oss, Devstral 2, Nemotron 3, Granite 4, Seed-OSS, Hunyuan, ERNIE, Step 3.5, LFM2.5, SmolLM3, Phi, OLMo 3, Apertus
and Falcon H1; no real cut-off call (kloo's truncated case is hand-written, so it is left out).
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the sources' harnesses declared, with their parameters
TOOLS_AL: list[dict[str, Any]] = [
    tool_schema("finish", ("summary",), summary="string"),  # kloo
    tool_schema("run_command", ("command",), command="string", timeout_seconds="integer"),
    tool_schema("read_file", ("path",), path="string"),
    tool_schema("list_dir", ("path",), path="string"),
    tool_schema("write_file", ("path", "content"), path="string", content="string"),
    tool_schema("bash", ("command",), command="string", timeout="integer", description="string"),  # pi, opencode
    tool_schema("read", ("filePath",), filePath="string"),  # opencode
    tool_schema("Read", ("path",), path="string"),  # kimi-cli
    tool_schema("Write", ("path", "content"), path="string", content="string"),
]

SOURCES_AL: dict[str, str] = {}
CASES_AL: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_AL[id] = source
    CASES_AL.append(Case(id, text, list(calls), **kw))


KLOO = "https://github.com/lokalhub/kloo/blob/c4e2be5243283b63868ac8d3e690e34cbf9ff875/internal/tools/"

# --- GLM-5.3-Flash -------------------------------------------------------------------------------------------
real("https://github.com/lokalhub/kloo/blob/aceeee36b3bdf64dc3d8af8d5a5a7be58cb200aa/internal/tools/arg_key_xml_test.go (liveGLMFinish: 'captured from glm-5.3-flash through a logging proxy on 2026-10-09, byte-for-byte apart from a shortened summary')", "glm53-flash-arg-key-finish-one-line",
     "<tool_call>finish<arg_key>summary</arg_key><arg_value>Explained the directory contents: six template-generated Python modules. No changes were made, per the user's request.</arg_value></tool_call>",
     ("finish", {"summary": "Explained the directory contents: six template-generated Python modules. No changes were made, per the user's request."}))  # fmt: skip

# --- DeepSeek-V4-Flash ---------------------------------------------------------------------------------------
real(KLOO + "dsml_invoke_test.go (TestExtractInvokeToolCalls: 'The finish leak from the real deepseek-v4-flash run (prose before the call)'; ｜ is U+FF5C as the model emits it)", "dsv4-flash-dsml-finish-after-prose",
     "The build ran successfully with no errors. Would you like to see the full source?<｜DSML｜tool_calls>\n<｜DSML｜invoke name=\"finish\">\n"
     "<｜DSML｜parameter name=\"summary\" string=\"true\">Built an Ionic Angular app with 3 tabs (Home, Apps, Profile).</｜DSML｜parameter>\n"
     "</｜DSML｜invoke>\n</｜DSML｜tool_calls>",
     ("finish", {"summary": "Built an Ionic Angular app with 3 tabs (Home, Apps, Profile)."}))  # fmt: skip
real(KLOO + "invoke_name_xml_test.go (observedReply: 'verbatim what deepseek-v4-flash emitted through OpenRouter on a real run')", "dsv4-flash-invoke-name-in-function-wrapper",
     "<function>\n<tool_call>\n<invoke_name>run_command</invoke_name>\n<parameters>\n<command>go test ./...</command>\n</parameters>\n</tool_call>\n</function>",
     ("run_command", {"command": "go test ./..."}))  # fmt: skip
real(KLOO + "invoke_name_xml_test.go (TestObservedSecondVariantThroughAdapter: 'the exact reply from the corrective re-prompt that still failed after the first fix', same model and run)", "dsv4-flash-tool-name-parameters-variant",
     "<tool_call>\n<tool_name>run_command</tool_name>\n<parameters>\n<command>go test ./...</command>\n</parameters>\n</tool_call>",
     ("run_command", {"command": "go test ./..."}))  # fmt: skip
real(KLOO + "invoke_name_xml_test.go (TestPlainProseStillAnswers: a genuine prose answer the agent must read as no call)", "neg-kloo-plain-prose-answer",
     "The tests pass. Nothing further to do.")  # fmt: skip
real("https://github.com/lokalhub/kloo/blob/aceeee36b3bdf64dc3d8af8d5a5a7be58cb200aa/internal/tools/arg_key_xml_test.go (TestArgKeyDialectLeavesProseAlone: a reply that merely mentions the markup)", "neg-kloo-prose-mentions-tool-call-tag",
     "The model emits its calls as <tool_call> text, which kloo could not read.")  # fmt: skip

# --- MiniMax-M2.1 --------------------------------------------------------------------------------------------
PI = "https://github.com/earendil-works/pi/issues/368"
real(PI + " (the session log's assistant text block, minimax/minimax-m2.1 via OpenRouter; JSON escapes undone)", "minimax-m21-two-bash-invokes-as-text",
     "<minimax:tool_call>\n<invoke name=\"bash\">\n<parameter name=\"command\">mb --help</parameter>\n</invoke>\n<invoke name=\"bash\">\n<parameter name=\"command\">cm --help</parameter>\n</invoke>\n</minimax:tool_call>",
     ("bash", {"command": "mb --help"}), ("bash", {"command": "cm --help"}))  # fmt: skip
real(PI + " (the issue's description, naming the tags inline)", "neg-pi-description-minimax-tags-inline",
     "when using provider=openrouter with model=minimax/minimax-m2.1, tool calls show up inside the assistant content as literal minimax xml (<minimax:tool_call> ... </minimax:tool_call>), and the harness does not detect/parse/execute them. "
     "net effect: the assistant “tries” to run tools but nothing happens because the tool call never becomes a structured tool invocation.")  # fmt: skip

# --- Qwen3.6 / GLM-5.1 / Gemma 4 / Kimi K3 negatives -----------------------------------------------------------
real("https://github.com/anomalyco/opencode/issues/27540 (opencode --agent's reply from Qwen3.6-27B on vLLM with the hermes parser: it announces a read and stops)", "neg-qwen36-announces-read-then-stops",
     "The user is asking me to analyze the setup_pretrain.sh script and explain how to model components and forward input data. I need to first read the file to get the actual content.\n</think>\n"
     "我需要先读取文件中确认具体内容，以便正确进行分析。让我先读取它。",
     # a closing reasoning tag with no opening ends the thought the template opened (corpus base think-orphan-close):
     # the lead moved this expectation to that rule; what the model said after it stays
     content="我需要先读取文件中确认具体内容，以便正确进行分析。让我先读取它。")  # fmt: skip
real("https://github.com/anomalyco/opencode/issues/21898 (GLM-5.1 on prem, the reply after its empty bash results)", "neg-glm51-bash-tool-named-in-prose",
     "The bash tool continues to return empty results. This appears to be an environment issue. You can run whoami directly in your terminal to see your current user.")  # fmt: skip
real("https://github.com/ollama/ollama/issues/15288 (gemma4:26b's reasoning field on /v1/chat/completions; JSON escapes undone)", "neg-gemma4-reasoning-text",
     "The user is asking for the capital of Australia.\nThe capital of Australia is Canberra.\nAnswer concisely and directly.")  # fmt: skip
real("https://github.com/MoonshotAI/kimi-cli/issues/2628 (the issue's description of k3-256k's calls, naming tools inline)", "neg-kimi-cli-k3-write-read-prose",
     "In one session, every attempt to call the `Write` or `Edit` tool arrived at the tool layer as a `Read` call with the same `path` argument — 5/5 `Write` attempts and 1/1 `Edit` attempt. "
     "The file was never created/modified. The assistant's own text in the very same message said it was calling `Write`/`Edit`.")  # fmt: skip
