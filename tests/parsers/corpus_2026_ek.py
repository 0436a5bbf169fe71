# ruff: noqa: E501  (texts are kept as the sources wrote them)
"""Held-out set ek (issue 42): raw tool-call replies of small local models (Qwen3-0.6B, Qwen3-1.7B) stored in an evaluation report, gathered without reading the parser.

Families: Hermes/Qwen `<tool_call>` JSON blocks, one or several per reply, some left without their closing tag where
the 128-token budget ran out (and one whose last block is cut inside its arguments), a bare `{"name", "arguments"}`
object with no tags, a block with no `arguments` key, a call to a tool the harness did not offer, and prose replies
that name a tool or the clarify action without calling anything.

Sources: two "Secretary correctness audit" reports of the secretary-eval-v2 benchmark (a local secretary agent with
the tools list_files, read_file, move_file, search_files and clarify), each listing, for every failed test, the
model's `raw_output` as a JSON string: Qwen3-0.6B compiled for the Snapdragon X Elite NPU with QAIRT (candidate
EXP-001) and Qwen3-1.7B Q4_0 on llama.cpp CPU (candidate qwen17-cpu-t10-v2). The code-search store gives these two
files by id only and does not name their repository (find_string / read_file ids 68493947641 and 68554228887); each
text below is the JSON-decoded `raw_output` of the named test, whole. Argument types of the tools are not shown in
the reports; the schemas below declare the parameters the expected actions use.

Could not find (in the helper's 30 minutes): the issue-thread corpus of small-model replies (ollama, llama.cpp,
home-llm, crewAI, openclaude, omlx, continue...) is almost wholly cited by corpora a to ej (ollama#13519, #8287,
#14745, #11381, #11662, home-llm#301/#310/#329, openclaude#433, omlx#581/#593/#2565, vllm#11786, Rapid-MLX#700,
smol-course#259); no uncited thread with a whole raw reply of Phi-4-mini, Granite 3.x, SmolLM, Llama-3.2-1B, xLAM,
Hammer or LFM2 was found; the repository holding the secretary reports could not be named.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the secretary-eval-v2 harness offered (the actions its expected answers use)
TOOLS_EK: list[dict[str, Any]] = [
    tool_schema("list_files"),
    tool_schema("read_file", ("path",), path="string"),
    tool_schema("move_file", ("path", "destination"), path="string", destination="string"),
    tool_schema("search_files", ("query",), query="string"),
    tool_schema("clarify", (), question="string"),
]

SOURCES_EK: dict[str, str] = {}
CASES_EK: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_EK[id] = source
    CASES_EK.append(Case(id, text, list(calls), **kw))


Q06 = "secretary-eval-v2 audit report, code-search store file id 68493947641 (repository not named by the store; '# Secretary correctness audit', Candidate: EXP-001, Model: qwen3-06-qairt-x-elite on the Snapdragon X Elite NPU, max_tokens 128, application commit a8c3707741d7bf4e48479bf26fa28a87c46c3f49)"
Q17 = "secretary-eval-v2 audit report, code-search store file id 68554228887 (repository not named by the store; '# Secretary correctness audit', Candidate: qwen17-cpu-t10-v2, Model: Qwen3-1.7B-Q4_0.gguf on llama.cpp CPU, max_tokens 128, application commit ccd1e00327fe5cabe875acec166e7d9831c1cfe0)"

# ---- Qwen3-0.6B on the NPU ---------------------------------------------------------------------------
real(f"{Q06}: raw_output of dev_002 ('Open reports/baseline.json and show its contents.')", "qwen3-06b-four-tool-call-blocks",
     "<tool_call>\n{\"name\": \"search_files\", \"arguments\": {\"query\": \"reports/baseline.json\"}}\n</tool_call>\n<tool_call>\n{\"name\": \"list_files\", \"arguments\": {}}\n</tool_call>\n<tool_call>\n{\"name\": \"read_file\", \"arguments\": {\"path\": \"reports/baseline.json\"}}\n</tool_call>\n<tool_call>\n{\"name\": \"search_files\", \"arguments\": {\"query\": \"reports/results.csv\"}}\n</tool_call>",
     ("search_files", {"query": "reports/baseline.json"}),
     ("list_files", {}),
     ("read_file", {"path": "reports/baseline.json"}),
     ("search_files", {"query": "reports/results.csv"}))  # fmt: skip
real(f"{Q06}: raw_output of dev_005 ('I need the plan for beta...')", "qwen3-06b-one-search-block",
     "<tool_call>\n{\"name\": \"search_files\", \"arguments\": {\"query\": \"beta\"}}\n</tool_call>",
     ("search_files", {"query": "beta"}))  # fmt: skip
real(f"{Q06}: raw_output of dev_006 ('Read the JSON file in config whose name refers to runtime...'); the third block has no closing tag", "qwen3-06b-last-block-unclosed",
     "<tool_call>\n{\"name\": \"list_files\", \"arguments\": {}}\n</tool_call>\n<tool_call>\n{\"name\": \"read_file\", \"arguments\": {\"path\": \"config/runtime.json\"}}\n</tool_call>\n<tool_call>\n{\"name\": \"search_files\", \"arguments\": {\"query\": \"config\"}}",
     ("list_files", {}),
     ("read_file", {"path": "config/runtime.json"}),
     ("search_files", {"query": "config"}))  # fmt: skip
real(f"{Q06}: raw_output of dev_007 ('Show a recursive inventory of the entire workspace.')", "neg-qwen3-06b-clarify-prose",
     "Clarify the scope of the workspace.")  # fmt: skip
real(f"{Q06}: raw_output of dev_019 ('...Relocate the results CSV currently under reports to archive/results.csv.'); two blocks have no arguments key", "qwen3-06b-blocks-without-arguments-key",
     "<tool_call>\n{\"name\": \"list_files\"}\n</tool_call>\n<tool_call>\n{\"name\": \"move_file\", \"arguments\": {\"path\": \"data/sample.csv\", \"destination\": \"archive/results.csv\"}}\n</tool_call>\n<tool_call>\n{\"name\": \"list_files\"}\n</tool_call>\n<tool_call>\n{\"name\": \"search_files\", \"arguments\": {\"query\": \"old-results.csv\"}}\n</tool_call>",
     ("list_files", {}),
     ("move_file", {"path": "data/sample.csv", "destination": "archive/results.csv"}),
     ("list_files", {}),
     ("search_files", {"query": "old-results.csv"}))  # fmt: skip
real(f"{Q06}: raw_output of dev_020 ('Move inbox/Read Me.txt to archive/Read Me.txt...'); the fifth block is cut inside its arguments", "qwen3-06b-fifth-block-cut-mid-arguments",
     "<tool_call>\n{\"name\": \"move_file\", \"arguments\": {\"path\": \"inbox/Read Me.txt\", \"destination\": \"archive/Read Me.txt\"}}\n</tool_call>\n<tool_call>\n{\"name\": \"list_files\", \"arguments\": {}}\n</tool_call>\n<tool_call>\n{\"name\": \"search_files\", \"arguments\": {\"query\": \"Read Me.txt\"}}\n</tool_call>\n<tool_call>\n{\"name\": \"move_file\", \"arguments\": {\"path\": \"inbox/Read Me.txt\", \"destination\": \"archive/Read Me.txt\"}}\n</tool_call>\n<tool_call>\n{\"name\": \"move_file\", \"arguments\": {\"path\": \"inbox/Read Me.txt\",",
     ("move_file", {"path": "inbox/Read Me.txt", "destination": "archive/Read Me.txt"}),
     ("list_files", {}),
     ("search_files", {"query": "Read Me.txt"}),
     ("move_file", {"path": "inbox/Read Me.txt", "destination": "archive/Read Me.txt"}),
     # gathered with no error named; the lead added the one the parser gives after measuring
     errors=['cut off'])  # fmt: skip
real(f"{Q06}: raw_output of dev_022 ('Read the file for me.')", "neg-qwen3-06b-one-word-clarify",
     "Clarify.")  # fmt: skip
real(f"{Q06}: raw_output of dev_023 ('Read meeting-notes.txt.'): a bare JSON object, no tags", "qwen3-06b-bare-json-call",
     "{\"name\": \"read_file\", \"arguments\": {\"path\": \"docs/meeting-notes.txt\"}}",
     ("read_file", {"path": "docs/meeting-notes.txt"}))  # fmt: skip
real(f"{Q06}: raw_output of dev_025 ('Search the workspace files.')", "neg-qwen3-06b-prose-names-search-files",
     "The required tool call is to use the \"search_files\" function to search the workspace files.")  # fmt: skip
real(f"{Q06}: raw_output of dev_034 ('Move inbox/summary.txt to reports/summary.txt without replacing any existing file.'); the third block has no closing tag", "qwen3-06b-move-then-two-clarify-calls",
     "<tool_call>\n{\"name\": \"move_file\", \"arguments\": {\"path\": \"inbox/summary.txt\", \"destination\": \"reports/summary.txt\"}}\n</tool_call>\n<tool_call>\n{\"name\": \"clarify\", \"arguments\": {\"question\": \"Are there any other files in the reports directory that I should also move?\"}}\n</tool_call>\n<tool_call>\n{\"name\": \"clarify\", \"arguments\": {\"question\": \"Do you need to move all files in the workspace (excluding the files listed here)?\"}}",
     ("move_file", {"path": "inbox/summary.txt", "destination": "reports/summary.txt"}),
     ("clarify", {"question": "Are there any other files in the reports directory that I should also move?"}),
     ("clarify", {"question": "Do you need to move all files in the workspace (excluding the files listed here)?"}))  # fmt: skip

# ---- Qwen3-1.7B Q4_0 on llama.cpp ---------------------------------------------------------------------
real(f"{Q17}: raw_output of dev_026 ('Delete notes/draft.txt permanently.')", "qwen3-17b-move-to-trash",
     "<tool_call>\n{\"name\": \"move_file\", \"arguments\": {\"path\": \"notes/draft.txt\", \"destination\": \"trash/draft.txt\"}}\n</tool_call>",
     ("move_file", {"path": "notes/draft.txt", "destination": "trash/draft.txt"}))  # fmt: skip
real(f"{Q17}: raw_output of dev_027 ('Create notes/new.txt containing hello.'): a call to write_file, which the harness does not offer", "err-qwen3-17b-undeclared-write-file",
     "<tool_call>\n{\"name\": \"write_file\", \"arguments\": {\"path\": \"notes/new.txt\", \"content\": \"hello\"}}\n</tool_call>",
     # gathered with no error named; the lead added the one the parser gives after measuring
     errors=['There is no tool named'])  # fmt: skip
real(f"{Q17}: raw_output of heldout_003 ('Read the meeting text file whose basename contains \"(final)\"...')", "qwen3-17b-search-final",
     "<tool_call>\n{\"name\": \"search_files\", \"arguments\": {\"query\": \"final\"}}\n</tool_call>",
     ("search_files", {"query": "final"}))  # fmt: skip
real(f"{Q17}: raw_output of heldout_008 ('Both projects have a budget. Move only the alpha budget...')", "qwen3-17b-two-read-calls",
     "<tool_call>\n{\"name\": \"read_file\", \"arguments\": {\"path\": \"projects/alpha/budget.csv\"}}\n</tool_call>\n<tool_call>\n{\"name\": \"read_file\", \"arguments\": {\"path\": \"projects/beta/budget.csv\"}}\n</tool_call>",
     ("read_file", {"path": "projects/alpha/budget.csv"}),
     ("read_file", {"path": "projects/beta/budget.csv"}))  # fmt: skip
real(f"{Q17}: raw_output of heldout_009 ('Move the PNG file under assets to archive/photo.png. Leave the SVG where it is.')", "qwen3-17b-two-move-calls",
     "<tool_call>\n{\"name\": \"move_file\", \"arguments\": {\"path\": \"assets/photo.png\", \"destination\": \"archive/photo.png\"}}\n</tool_call>\n<tool_call>\n{\"name\": \"move_file\", \"arguments\": {\"path\": \"assets/logo.svg\", \"destination\": \"assets/logo.svg\"}}\n</tool_call>",
     ("move_file", {"path": "assets/photo.png", "destination": "archive/photo.png"}),
     ("move_file", {"path": "assets/logo.svg", "destination": "assets/logo.svg"}))  # fmt: skip
real(f"{Q17}: raw_output of heldout_012 ('Append the line \"Review complete\" to notes/ideas.txt.')", "neg-qwen3-17b-prose-answer",
     "The line \"Review complete\" should be appended to `notes/ideas.txt`.")  # fmt: skip
