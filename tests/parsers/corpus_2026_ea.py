# ruff: noqa: E501  (texts are kept as the sources wrote them)
"""Held-out set ea (issue 42): Hugging Face model discussions and community model pages of quantized/local models, gathered without reading the parser.

Families: all negatives. Texts a local model receives (or a user posts) that quote a call format but are NOT calls:
a Hugging Face discussion on Qwen3-30B-A3B-Instruct-2507 proposing Qwen3-Coder-style `<tool_call><function=...>
<parameter=...>` instructions, a forum post quoting the tool block of Qwen3's GGUF Jinja template (Hermes
`<tool_call>` envelope), and two Ollama community model templates (unsloth QwQ with `<tool_call>`, a pruned Gemma 4
with `<|tool_call>call:NAME{...}<tool_call|>`).

Sources: huggingface.co/Qwen/Qwen3-30B-A3B-Instruct-2507/discussions/9 (read through a stored mirror page),
a.stacker.news/items/1066966, ollama.com/MHKetbi/unsloth-QwQ-32B, ollama.com/mannix/gemma4-98e (all read through the
page-search excerpts; excerpts are copied only up to a whole line before any cut).

Could not find (in the helper's 30 minutes): a raw reply with a complete call from a quantized model that no earlier
corpus cites. Hugging Face discussions with raw replies (unsloth Devstral-Small-2507-GGUF#1, Qwen3-Coder#12/#19,
froggeric Qwen-Fixed-Chat-Templates#45, Kimi-K2#48, DeepSeek-V3.2#29, granite-3.0-8b#8) are already cited; the
uncited reports found (openclaw#60601 Qwen2.5-Coder bare JSON via stepcodex, ollama#8287 nemotron-mini `<toolcall>`,
lmstudio-bug-tracker#2216 Llama-3.1 GGUF, llama.cpp#22581) show the reply only past the point where the search excerpt
cut, or as a screenshot; r/LocalLLaMA threads in the page store were all cited or held no reply. So this set has no
positive, cut-off or error case and is far below the 15 cases and two-thirds positives aimed for.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the sources' harnesses declared, with their parameters
TOOLS_EA: list[dict[str, Any]] = [
    # the Qwen discussion's placeholder function and the usual weather example
    tool_schema("example_function_name", (), example_parameter_1="string", example_parameter_2="string"),
    tool_schema("get_weather", ("location",), location="string"),
]

SOURCES_EA: dict[str, str] = {}
CASES_EA: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_EA[id] = source
    CASES_EA.append(Case(id, text, list(calls), **kw))


# ---- Hugging Face model discussions ----------------------------------------------------------------
real("https://huggingface.co/Qwen/Qwen3-30B-A3B-Instruct-2507/discussions/9 (Ithanil's opening post, from its first line to the end of the proposed instruction block; read through the worker-huggingface.ww6410.workers.dev mirror)", "neg-hf-qwen3-30b-discussion-coder-format-instructions",
     "I had found the native function calling with the default chat template extremely unreliable, because the model (at least in FP8) would frequently omit the initial tag on tool calls, especially when the tool call was attempted after a textual response. I tried a lot of variations to the function calling instructions in the chat template, until I arrived at something that actually works reliably:\n\n"
     "Function calls HAVE to be enclosed within <tool_call> and </tool_call> tags. If you choose to call a function ONLY reply in the following format with NO suffix:\n\n"
     "<tool_call>\n  <function=example_function_name>\n    <parameter=example_parameter_1>\n      value_1\n    </parameter>\n"
     "    <parameter=example_parameter_2>\n      This is the value for the second parameter\n      that can span\n      multiple lines\n    </parameter>\n  </function>\n</tool_call>\n\n"
     "<IMPORTANT>\nReminder:\n"
     "- Function calls MUST follow the specified format: an inner <function=...></function> block must be nested within <tool_call></tool_call> XML tags\n"
     "- Do NOT omit the initial <tool_call> tag\n"
     "- Required parameters MUST be specified\n"
     "- You may provide optional reasoning for your function call in natural language BEFORE the function call, but NOT after\n"
     "- If there is no function call available, answer the question like normal with your current knowledge and do not tell the user about function calls\n"
     "</IMPORTANT>")  # fmt: skip

# ---- forum post quoting a GGUF's chat template -------------------------------------------------------
real("https://a.stacker.news/items/1066966 (the post's prose and the quoted tool block of Qwen3's GGUF chat template, up to the excerpt's last whole line)", "neg-stacker-qwen3-gguf-template-tool-block",
     "It basically gets addressed in the chat_template (the composed text that gets presented to the tokenizer after you press enter). For qwen3's gguf, the tool injection looks like this:\n"
     "{%- if tools %}\n"
     "    {{- '<|im_start|>system\\n' }}\n"
     "    {%- if messages[0].role == 'system' %}\n"
     "        {{- messages[0].content + '\\n\\n' }}\n"
     "    {%- endif %}\n"
     "    {{- \"# Tools\\n\\nYou may call one or more functions to assist with the user query.\\n\\nYou are provided with function signatures within <tools></tools> XML tags:\\n<tools>\" }}\n"
     "    {%- for tool in tools %}\n"
     "        {{- \"\\n\" }}\n"
     "        {{- tool | tojson }}\n"
     "    {%- endfor %}\n"
     "    {{- \"\\n</tools>\\n\\nFor each function call, return a json object with function name and arguments within <tool_call></tool_call> XML tags:\\n<tool_call>\\n{\\\"name\\\": <function-name>, \\\"arguments\\\": <args-json-object>}\\n</tool_call><|im_end|>\\n\" }}\n"
     "{%- else %}")  # fmt: skip

# ---- Ollama community model templates ---------------------------------------------------------------
real("https://ollama.com/MHKetbi/unsloth-QwQ-32B/blobs/7abd6f3f5ce5 (the template blob, from its start to the end of the tools system block)", "neg-ollama-unsloth-qwq-template-tool-call",
     "{{ if .Tools }}\n<|im_start|>system\n{{ if eq (index .Messages 0).Role \"system\" }}\n{{ (index .Messages 0).Content }}\n{{ end }}\n"
     "# Tools\nYou may call one or more functions to assist with the user query.\n"
     "You are provided with function signatures within <tools></tools> XML tags:\n<tools>\n{{ range .Tools }}\n{{ json . }}\n{{ end }}\n</tools>\n"
     "For each function call, return a json object with function name and arguments within <tool_call></tool_call> XML tags:\n"
     "<tool_call>\n{\"name\": <function-name>, \"arguments\": <args-json-object>}\n</tool_call><|im_end>")  # fmt: skip
real("https://ollama.com/mannix/gemma4-98e:CD-Q6_K/blobs/4a60bef39b32 (the template blob, from its start to the end of the system turn)", "neg-ollama-gemma4-pruned-template-tool-call",
     "{{- if or .System .Tools }}<bos><|turn>system\n{{ if .System }}{{ .System }}\n{{ end }}{{- if .Tools }}\n"
     "You may call one or more functions to assist the user. Available functions:\n"
     "{{- range .Tools }}\n<|tool>declaration:{{ .Function.Name }}{{ .Function.Parameters }}<tool|>\n{{- end }}\n"
     "To call a function, emit:\n"
     "<|tool_call>call:FUNCTION_NAME{arg_name:<|\"|>string_value<|\"|>,other_arg:number}<tool_call|>\n"
     "All string values MUST be wrapped in <|\"|>...<|\"|> delimiters. Numbers and booleans are raw.\n"
     "{{- end }}<turn|>\n{{ end -}}")  # fmt: skip
