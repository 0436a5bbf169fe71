# ruff: noqa: E501  (texts are kept as the sources wrote them)
"""Held-out set gn (issue 42): raw replies of small local Qwen3 models (0.6B on a Snapdragon NPU through QAIRT, 1.7B and 4B-Instruct-2507 GGUF through llama.cpp on CPU) stored in a file-secretary benchmark's audit reports, gathered without reading the parser.

Families: Hermes-style `<tool_call>\\n{"name": ..., "arguments": {...}}\\n</tool_call>` blocks as Qwen3 writes them
from its chat template: one block; two to six blocks one per line; `"arguments": {}` for a tool with no parameters;
an argument the tool does not declare (`list_files` with a `path`); blocks whose arguments sit beside `"name"` with
no `"arguments"` object (`{"name": "search_files", "query": "results.csv"}`, `{"name": "list_files"}`); a last block
whose `</tool_call>` never comes (the run's max_tokens is 128). Negatives: prose asking which file, prose refusing
a delete, a one-line `Clarify: ...`, the bare word `clarify`, prose naming a path in backticks. Errors: a block
calling `write_file` and one calling `tools`, names the harness did not offer.

Source: aaxxeell09/Ai-infra-summit, eval/results/candidate_<run>.md (the "Secretary correctness audit" reports; each
failed test shows a JSON block whose `raw_output` string is the model's text as the runner got it; JSON escapes undone
once). Runs: qairt-stop-control-dev-v1 (qwen3-06-qairt-x-elite, QAIRT NPU backend, at 5861c8b), qwen17-cpu-t10-v2
(Qwen3-1.7B-Q4_0.gguf, llama.cpp CPU, at d10d4b5), qwen4b-cpu10-dev-v1 (Qwen3-4B-Instruct-2507-Q4_0.gguf, llama.cpp
CPU, at faadfb3). The reports list only failed tests, so the replies are the benchmark's failures (wrong tool, too many
calls, no clarify), not malformed-by-selection.

Tools: turbo/secretary.py TOOLS in the same repository (list_files(), read_file(path), search_files(query),
move_file(path, destination), clarify(question)), which eval/secretary_adapter.py offers to the model with the
instruction "Emit the required tool calls only, at most four ...".

Not found (in the helper's 30 minutes): MikeVeerman/tool-calling-benchmark and Ephibbs/big-tau (the only stored
tau-bench trajectory of ToolACE-8B found) are already cited by corpora an, at, cc and af; no uncited ToolBench/ToolEval
answer files, API-Bank outputs, or Hammer/xLAM/NexusRaven/Octopus/TinyAgent evaluation dumps with raw model text
turned up in the time (the ToolBench hits were inference scripts, not answer files). This repository's other reports
(baseline, qairt-native, stop-candidate, large-model-dev-1100 with gpt-oss-20b and Qwen3-8B) were not read for lack of time.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# turbo/secretary.py TOOLS (aaxxeell09/Ai-infra-summit)
TOOLS_GN: list[dict[str, Any]] = [
    tool_schema("list_files", ()),
    tool_schema("read_file", ("path",), path="string"),
    tool_schema("search_files", ("query",), query="string"),
    tool_schema("move_file", ("path", "destination"), path="string", destination="string"),
    tool_schema("clarify", ("question",), question="string"),
]

SOURCES_GN: dict[str, str] = {}
CASES_GN: list[Case] = []

Q06 = "https://github.com/aaxxeell09/Ai-infra-summit/blob/5861c8b0b56afa8303144352fb160f74ef24964a/eval/results/candidate_qairt-stop-control-dev-v1.md (Qwen3-0.6B on QAIRT NPU; raw_output of failed test "
Q17 = "https://github.com/aaxxeell09/Ai-infra-summit/blob/d10d4b583f9beb26fe8cd96b99b88796672c419e/eval/results/candidate_qwen17-cpu-t10-v2.md (Qwen3-1.7B Q4_0 on llama.cpp CPU; raw_output of failed test "
Q4B = "https://github.com/aaxxeell09/Ai-infra-summit/blob/faadfb30e34dde99a82a5bd8252a47b2e0caecac/eval/results/candidate_qwen4b-cpu10-dev-v1.md (Qwen3-4B-Instruct-2507 Q4_0 on llama.cpp CPU; raw_output of failed test "


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_GN[id] = source
    CASES_GN.append(Case(id, text, list(calls), **kw))


# ---- Qwen3-0.6B, QAIRT NPU ---------------------------------------------------------------------------
real(Q06 + "dev_002)", "qwen3-06b-npu-four-blocks",
     "<tool_call>\n{\"name\": \"search_files\", \"arguments\": {\"query\": \"reports/baseline.json\"}}\n</tool_call>\n<tool_call>\n{\"name\": \"list_files\", \"arguments\": {}}\n</tool_call>\n<tool_call>\n{\"name\": \"read_file\", \"arguments\": {\"path\": \"reports/baseline.json\"}}\n</tool_call>\n<tool_call>\n{\"name\": \"search_files\", \"arguments\": {\"query\": \"reports/baseline.json\"}}\n</tool_call>",
     ("search_files", {"query": "reports/baseline.json"}),
     ("list_files", {}),
     ("read_file", {"path": "reports/baseline.json"}),
     ("search_files", {"query": "reports/baseline.json"}))  # fmt: skip
real(Q06 + "dev_004)", "qwen3-06b-npu-list-files-with-path",
     "<tool_call>\n{\"name\": \"read_file\", \"arguments\": {\"path\": \"inbox/Read Me.txt\"}}\n</tool_call>\n<tool_call>\n{\"name\": \"list_files\", \"arguments\": {\"path\": \"inbox/Read Me.txt\"}}\n</tool_call>\n<tool_call>\n{\"name\": \"search_files\", \"arguments\": {\"query\": \"Read Me.txt\"}}\n</tool_call>\n<tool_call>\n{\"name\": \"list_files\", \"arguments\": {\"path\": \"inbox/Read Me.txt\"}}\n</tool_call>",
     ("read_file", {"path": "inbox/Read Me.txt"}),
     ("list_files", {"path": "inbox/Read Me.txt"}),
     ("search_files", {"query": "Read Me.txt"}),
     ("list_files", {"path": "inbox/Read Me.txt"}))  # fmt: skip
real(Q06 + "dev_005)", "qwen3-06b-npu-one-search",
     "<tool_call>\n{\"name\": \"search_files\", \"arguments\": {\"query\": \"beta\"}}\n</tool_call>",
     ("search_files", {"query": "beta"}))  # fmt: skip
real(Q06 + "dev_006; six blocks, the last never closed)", "qwen3-06b-npu-six-blocks-last-unclosed",
     "<tool_call>\n{\"name\": \"read_file\", \"arguments\": {\"path\": \"config/runtime.json\"}}\n</tool_call>\n<tool_call>\n{\"name\": \"list_files\", \"arguments\": {}}\n</tool_call>\n<tool_call>\n{\"name\": \"search_files\", \"arguments\": {\"query\": \"runtime\"}}\n</tool_call>\n<tool_call>\n{\"name\": \"list_files\", \"arguments\": {}}\n</tool_call>\n<tool_call>\n{\"name\": \"list_files\", \"arguments\": {}}\n</tool_call>\n<tool_call>\n{\"name\": \"clarify\", \"arguments\": {\"question\": \"Are you sure about reading the JSON file named 'runtime' instead of 'settings'?\"}}",
     ("read_file", {"path": "config/runtime.json"}),
     ("list_files", {}),
     ("search_files", {"query": "runtime"}),
     ("list_files", {}),
     ("list_files", {}),
     ("clarify", {"question": "Are you sure about reading the JSON file named 'runtime' instead of 'settings'?"}))  # fmt: skip
real(Q06 + "dev_007)", "neg-qwen3-06b-npu-clarify-prose",
     "Clarify: Please provide a file or directory path to search for contents.")  # fmt: skip
real(Q06 + "dev_018)", "qwen3-06b-npu-three-moves",
     "<tool_call>\n{\"name\": \"move_file\", \"arguments\": {\"path\": \"inbox/receipt.txt\", \"destination\": \"archive/receipt.txt\"}}\n</tool_call>\n<tool_call>\n{\"name\": \"move_file\", \"arguments\": {\"path\": \"archive/summary.txt\", \"destination\": \"archive/receipt.txt\"}}\n</tool_call>\n<tool_call>\n{\"name\": \"move_file\", \"arguments\": {\"path\": \"inbox/transfer.txt\", \"destination\": \"archive/transfer.txt\"}}\n</tool_call>",
     ("move_file", {"path": "inbox/receipt.txt", "destination": "archive/receipt.txt"}),
     ("move_file", {"path": "archive/summary.txt", "destination": "archive/receipt.txt"}),
     ("move_file", {"path": "inbox/transfer.txt", "destination": "archive/transfer.txt"}))  # fmt: skip
real(Q06 + "dev_019; arguments written beside the name, no arguments object)", "qwen3-06b-npu-flat-arguments",
     "<tool_call>\n{\"name\": \"list_files\"}\n</tool_call>\n<tool_call>\n{\"name\": \"search_files\", \"query\": \"results.csv\"}\n</tool_call>\n<tool_call>\n{\"name\": \"move_file\", \"path\": \"archive/old-results.csv\", \"destination\": \"reports/results.csv\"}\n</tool_call>\n<tool_call>\n{\"name\": \"move_file\", \"path\": \"archive/sample.csv\", \"destination\": \"archive/results.csv\"}\n</tool_call>",
     ("list_files", {}),
     ("search_files", {"query": "results.csv"}),
     ("move_file", {"path": "archive/old-results.csv", "destination": "reports/results.csv"}),
     ("move_file", {"path": "archive/sample.csv", "destination": "archive/results.csv"}))  # fmt: skip
real(Q06 + "dev_020)", "qwen3-06b-npu-four-blocks-ending-clarify",
     "<tool_call>\n{\"name\": \"move_file\", \"arguments\": {\"path\": \"inbox/Read Me.txt\", \"destination\": \"archive/Read Me.txt\"}}\n</tool_call>\n<tool_call>\n{\"name\": \"list_files\", \"arguments\": {\"path\": \"archive/2025-summary.txt\"}}\n</tool_call>\n<tool_call>\n{\"name\": \"search_files\", \"arguments\": {\"query\": \"archive/README.md\"}}\n</tool_call>\n<tool_call>\n{\"name\": \"clarify\", \"arguments\": {\"question\": \"Do you want me to move the file 'inbox/Read Me.txt' to the archive?\"}}\n</tool_call>",
     ("move_file", {"path": "inbox/Read Me.txt", "destination": "archive/Read Me.txt"}),
     ("list_files", {"path": "archive/2025-summary.txt"}),
     ("search_files", {"query": "archive/README.md"}),
     ("clarify", {"question": "Do you want me to move the file 'inbox/Read Me.txt' to the archive?"}))  # fmt: skip
real(Q06 + "dev_022)", "neg-qwen3-06b-npu-bare-word-clarify",
     "clarify")  # fmt: skip
real(Q06 + "dev_026)", "qwen3-06b-npu-move-list-clarify",
     "<tool_call>\n{\"name\": \"move_file\", \"arguments\": {\"path\": \"notes/draft.txt\", \"destination\": \"inbox/summary.txt\"}}\n</tool_call>\n<tool_call>\n{\"name\": \"list_files\", \"arguments\": {}}\n</tool_call>\n<tool_call>\n{\"name\": \"clarify\", \"arguments\": {\"question\": \"Do you want to delete notes/draft.txt permanently?\"}}\n</tool_call>",
     ("move_file", {"path": "notes/draft.txt", "destination": "inbox/summary.txt"}),
     ("list_files", {}),
     ("clarify", {"question": "Do you want to delete notes/draft.txt permanently?"}))  # fmt: skip
# gathered with no error given; the parser's error naming the tool the benchmark did not offer (the lead gave it after
# measuring)
real(Q06 + "dev_027; a call to 'tools', which the harness never offered)", "err-qwen3-06b-npu-undeclared-tools-name",
     "<tool_call>\n{\"name\": \"tools\", \"arguments\": {\"tool\": \"list_files\", \"query\": \"notes/new.txt\"}}\n</tool_call>", errors=["tools"])  # fmt: skip
real(Q06 + "dev_030; the third block never closed)", "qwen3-06b-npu-third-block-unclosed",
     "<tool_call>\n{\"name\": \"list_files\", \"arguments\": {}}\n</tool_call>\n<tool_call>\n{\"name\": \"list_files\", \"arguments\": {}}\n</tool_call>\n<tool_call>\n{\"name\": \"read_file\", \"arguments\": {\"path\": \"reports/summary.txt\"}}",
     ("list_files", {}),
     ("list_files", {}),
     ("read_file", {"path": "reports/summary.txt"}))  # fmt: skip

# ---- Qwen3-1.7B Q4_0, llama.cpp CPU ------------------------------------------------------------------
real(Q17 + "dev_024)", "qwen3-17b-one-move",
     "<tool_call>\n{\"name\": \"move_file\", \"arguments\": {\"path\": \"inbox/transfer.txt\", \"destination\": \"inbox/transfer.txt\"}}\n</tool_call>",
     ("move_file", {"path": "inbox/transfer.txt", "destination": "inbox/transfer.txt"}))  # fmt: skip
# gathered with no error given; the parser's error naming the tool the benchmark did not offer (the lead gave it after
# measuring)
real(Q17 + "dev_027; a call to write_file, which the harness never offered)", "err-qwen3-17b-undeclared-write-file",
     "<tool_call>\n{\"name\": \"write_file\", \"arguments\": {\"path\": \"notes/new.txt\", \"content\": \"hello\"}}\n</tool_call>", errors=["write_file"])  # fmt: skip
real(Q17 + "heldout_003)", "qwen3-17b-one-search",
     "<tool_call>\n{\"name\": \"search_files\", \"arguments\": {\"query\": \"final\"}}\n</tool_call>",
     ("search_files", {"query": "final"}))  # fmt: skip
real(Q17 + "heldout_008)", "qwen3-17b-two-reads",
     "<tool_call>\n{\"name\": \"read_file\", \"arguments\": {\"path\": \"projects/alpha/budget.csv\"}}\n</tool_call>\n<tool_call>\n{\"name\": \"read_file\", \"arguments\": {\"path\": \"projects/beta/budget.csv\"}}\n</tool_call>",
     ("read_file", {"path": "projects/alpha/budget.csv"}),
     ("read_file", {"path": "projects/beta/budget.csv"}))  # fmt: skip
real(Q17 + "heldout_009)", "qwen3-17b-two-moves",
     "<tool_call>\n{\"name\": \"move_file\", \"arguments\": {\"path\": \"assets/photo.png\", \"destination\": \"archive/photo.png\"}}\n</tool_call>\n<tool_call>\n{\"name\": \"move_file\", \"arguments\": {\"path\": \"assets/logo.svg\", \"destination\": \"assets/logo.svg\"}}\n</tool_call>",
     ("move_file", {"path": "assets/photo.png", "destination": "archive/photo.png"}),
     ("move_file", {"path": "assets/logo.svg", "destination": "assets/logo.svg"}))  # fmt: skip
real(Q17 + "heldout_012)", "neg-qwen3-17b-prose-path-in-backticks",
     "The line \"Review complete\" should be appended to `notes/ideas.txt`.")  # fmt: skip

# ---- Qwen3-4B-Instruct-2507 Q4_0, llama.cpp CPU ------------------------------------------------------
real(Q4B + "dev_022)", "neg-qwen3-4b-asks-which-file",
     "I need more information to proceed. Could you please specify which file you would like me to read?")  # fmt: skip
real(Q4B + "dev_025)", "qwen3-4b-list-files-empty-arguments",
     "<tool_call>\n{\"name\": \"list_files\", \"arguments\": {}}\n</tool_call>",
     ("list_files", {}))  # fmt: skip
real(Q4B + "dev_026)", "neg-qwen3-4b-refuses-delete",
     "I cannot delete files permanently as that would require operations beyond the available tools. However, I can help you move or archive the file if you'd like an alternative. Would you like me to move it instead? If so, to where?")  # fmt: skip
real(Q4B + "dev_027)", "qwen3-4b-one-move",
     "<tool_call>\n{\"name\": \"move_file\", \"arguments\": {\"path\": \"notes/draft.txt\", \"destination\": \"notes/new.txt\"}}\n</tool_call>",
     ("move_file", {"path": "notes/draft.txt", "destination": "notes/new.txt"}))  # fmt: skip
