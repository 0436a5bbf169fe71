# ruff: noqa: E501
"""Held-out set df (issue 42): a local runtime's own parser fixtures (model text in, expected calls out), gathered without reading the parser.

Families: Muse Glimmer as Ollama's Go parser reads it (model/parsers/glimmer_test.go at commit fb30760, fixtures added
in July-August 2026 for "fleet-observed" failures): a Harmony-like ` to=RECIPIENT<|message|>` header and an
`<atem:function_calls>` / `<atem:invoke name=...>` / `<atem:parameter name=...>` block, where the model fumbles a
`<|message|>` boundary token into the invoke name (inside it, in place of its `">` terminator, in the middle of it),
addresses the tool through its own namespace (`to=read.read`), omits or garbles the recipient (`<|message|>` with no
header, `to=atem:function_calls`, after a `to=self` thinking message, a block with no `<|eom|>` before the next
message), and parameter values that hold control-token text; Mistral/Ministral `[TOOL_CALLS]NAME[ARGS]{json}`
(model/parsers/ministral_test.go, the nested-brace fixtures of ollama PR #13905: deeply nested objects, an array of
objects, escaped quotes, unicode arguments, prose after the call). Negatives: a Glimmer final answer that quotes the
`<|start|>` token. Error: a Glimmer block whose invoke names an undeclared tool under a declared recipient.

Sources: ollama/ollama model/parsers/glimmer_test.go and ministral_test.go at commit fb30760996871fa9460115c753afd2c60d4ab0f7.
Corpus ct cites six other tests of glimmer_test.go, corpus e and others cite other fixtures of ministral_test.go; each
text here was grepped in tests/parsers/corpus_2026_*.py and is cited by none. The Glimmer fixtures build their input
with glimmerTestATEM(name, params) = "<atem:function_calls>\\n<atem:invoke name=\\"" + name + "\\">\\n" + params +
"</atem:invoke>\\n</atem:function_calls>"; the texts below are that concatenation written out, character for
character (Go raw strings copied as raw). Each fixture's parser was given only the tools of its test: Glimmer's with
the parameters glimmerTestTool declares; Ministral's tests declare the tool's name only, so TOOLS_DF gives each
Ministral tool the parameters its call uses, typed as the JSON value is.

Where this set departs from the fixture's expectation: none. The mismatched-invoke fixture (recipient get_weather,
invoke read_file) is an error in ollama ("does not match"); it is kept as err- with no error substring given.

Could not find (in the helper's 35 minutes): the llama.cpp snapshot is too large to fetch (1.4 GB), and its
test-chat*.cpp texts reached through the index are largely cited by earlier corpora; llama-cpp-python's, LM Studio's
and ik_llama.cpp's tests were not reached in the time. Ollama's qwen3vl_*_test.go and x/models/glm4_moe_lite
parser_test.go were not read in the time.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

OLLAMA = "https://github.com/ollama/ollama/blob/fb30760996871fa9460115c753afd2c60d4ab0f7/model/parsers/"
GLIMMER = OLLAMA + "glimmer_test.go"
MINISTRAL = OLLAMA + "ministral_test.go"

# the tools the sources' harnesses declared, with their parameters
TOOLS_DF: list[dict[str, Any]] = [
    # glimmer_test.go: glimmerTestTool(...)
    tool_schema("read", (), path="string"),
    tool_schema("echo", (), text="string"),
    tool_schema("muse.bash", (), command="string"),
    tool_schema("get_weather", ()),
    # ministral_test.go: tools declared by name only; parameters as the calls use them
    tool_schema("update_config", (), settings="object"),
    tool_schema("process_items", (), items="array"),
    tool_schema("search", (), query="string"),
    tool_schema("greet", (), message="string"),
    tool_schema("test", (), a="integer"),
]

SOURCES_DF: dict[str, str] = {}
CASES_DF: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_DF[id] = source
    CASES_DF.append(Case(id, text, list(calls), **kw))


# ---- Muse Glimmer: <|message|> fumbled into the invoke name ----------------------------------------
real(GLIMMER + " (TestGlimmerParserStrayMessageTagInInvokeName: glimmerTestATEM(\"read<|message|>\", ...); read(path) declared)", "ollama-glimmer-message-tag-inside-invoke-name",
     ' to=read<|message|><atem:function_calls>\n<atem:invoke name="read<|message|>">\n<atem:parameter name="path">go.mod</atem:parameter>\n</atem:invoke>\n</atem:function_calls><|eot|>',
     ("read", {"path": "go.mod"}))  # fmt: skip
real(GLIMMER + " (TestGlimmerParserMessageTagReplacesInvokeTerminator, 'terminator replaced')", "ollama-glimmer-message-tag-replaces-invoke-terminator",
     ' to=read<|message|><atem:function_calls>\n<atem:invoke name="read<|message|><atem:parameter name="path">go.mod</atem:parameter>\n</atem:invoke>\n</atem:function_calls><|eot|>',
     ("read", {"path": "go.mod"}))  # fmt: skip
real(GLIMMER + " (TestGlimmerParserMessageTagReplacesInvokeTerminator, 'tag mid-name')", "ollama-glimmer-message-tag-mid-invoke-name",
     ' to=read<|message|><atem:function_calls>\n<atem:invoke name="re<|message|>ad"><atem:parameter name="path">go.mod</atem:parameter>\n</atem:invoke>\n</atem:function_calls><|eot|>',
     ("read", {"path": "go.mod"}))  # fmt: skip
real(GLIMMER + " (TestGlimmerParserNamespacedSelfReference, case recipient 'read.read', invoke 'read')", "ollama-glimmer-namespaced-recipient-plain-invoke",
     ' to=read.read<|message|><atem:function_calls>\n<atem:invoke name="read">\n<atem:parameter name="path">go.mod</atem:parameter>\n</atem:invoke>\n</atem:function_calls><|eot|>',
     ("read", {"path": "go.mod"}))  # fmt: skip

# ---- Muse Glimmer: control-token text inside a parameter value -------------------------------------
real(GLIMMER + " (TestGlimmerParserATEMValueMayContainControlTokenText; echo(text) declared)", "ollama-glimmer-value-holds-control-tokens",
     ' to=echo<|message|><atem:function_calls>\n<atem:invoke name="echo">\n<atem:parameter name="text">literal <|eot|> and <|start|>assistant to=user<|message|> text</atem:parameter>\n</atem:invoke>\n</atem:function_calls><|eot|>',
     ("echo", {"text": "literal <|eot|> and <|start|>assistant to=user<|message|> text"}))  # fmt: skip
real(GLIMMER + " (TestGlimmerParserMessageTagInParamValueUntouched)", "ollama-glimmer-value-holds-message-tag",
     ' to=echo<|message|><atem:function_calls>\n<atem:invoke name="echo">\n<atem:parameter name="text">keep <|message|> literal</atem:parameter>\n</atem:invoke>\n</atem:function_calls><|eot|>',
     ("echo", {"text": "keep <|message|> literal"}))  # fmt: skip

# ---- Muse Glimmer: fumbled recipient header ----------------------------------------------------------
real(GLIMMER + " (TestGlimmerParserFumbledRecipientToolCallFallback 'missing recipient'; muse.bash(command) declared)", "ollama-glimmer-missing-recipient",
     '<|message|><atem:function_calls>\n<atem:invoke name="muse.bash">\n<atem:parameter name="command">pwd && ls -la</atem:parameter>\n</atem:invoke>\n</atem:function_calls><|eom|>',
     ("muse.bash", {"command": "pwd && ls -la"}))  # fmt: skip
real(GLIMMER + " (TestGlimmerParserFumbledRecipientToolCallFallback 'wrapper as recipient')", "ollama-glimmer-wrapper-as-recipient",
     ' to=atem:function_calls<|message|><atem:function_calls>\n<atem:invoke name="muse.bash">\n<atem:parameter name="command">pwd && ls -la</atem:parameter>\n</atem:invoke>\n</atem:function_calls><|eom|>',
     ("muse.bash", {"command": "pwd && ls -la"}))  # fmt: skip
real(GLIMMER + " (TestGlimmerParserFumbledRecipientToolCallFallback 'after thinking': thinking 'let me look')", "ollama-glimmer-no-recipient-after-thinking",
     ' to=self<|message|>let me look<|eom|><|start|>assistant<|message|><atem:function_calls>\n<atem:invoke name="muse.bash">\n<atem:parameter name="command">pwd && ls -la</atem:parameter>\n</atem:invoke>\n</atem:function_calls><|eom|>',
     ("muse.bash", {"command": "pwd && ls -la"}))  # fmt: skip
real(GLIMMER + " (TestGlimmerParserFumbledRecipientToolCallFallback 'implicit boundary': content 'Done')", "ollama-glimmer-no-recipient-then-answer",
     '<|message|><atem:function_calls>\n<atem:invoke name="muse.bash">\n<atem:parameter name="command">pwd && ls -la</atem:parameter>\n</atem:invoke>\n</atem:function_calls><|start|>assistant to=user<|message|>Done<|eot|>',
     ("muse.bash", {"command": "pwd && ls -la"}))  # fmt: skip

# ---- Muse Glimmer: not calls ---------------------------------------------------------------------------
real(GLIMMER + " (TestGlimmerParserLiteralStartTokenInMessages 'content': the chunks joined; no tools declared)", "neg-ollama-glimmer-answer-quotes-start-token",
     " to=user<|message|>Use `<|start|>` here.")  # fmt: skip
real(GLIMMER + " (TestGlimmerParserRejectsMismatchedATEMInvoke: get_weather declared, the invoke names read_file; ollama errors 'does not match')", "err-ollama-glimmer-invoke-mismatches-recipient",
     ' to=get_weather<|message|><atem:function_calls>\n<atem:invoke name="read_file">\n</atem:invoke>\n</atem:function_calls>', errors=["read_file"])  # fmt: skip  # gathered with no error given; a Glimmer block whose invoke is not the tool its header names is an error naming it (corpus cs and ct): the lead moved this expectation to that rule after measuring

# ---- Ministral [TOOL_CALLS]NAME[ARGS]{json} (ollama PR #13905's brace-nesting fixtures) ----------------
real(MINISTRAL + " (TestMinistralParserStreaming 'tool call with deeply nested objects')", "ollama-ministral-deeply-nested-args",
     '[TOOL_CALLS]update_config[ARGS]{"settings": {"user": {"profile": {"name": "John", "age": 30}}, "theme": "dark"}}',
     ("update_config", {"settings": {"user": {"profile": {"name": "John", "age": 30}}, "theme": "dark"}}))  # fmt: skip
real(MINISTRAL + " (TestMinistralParserStreaming 'tool call with array of objects')", "ollama-ministral-array-of-objects",
     '[TOOL_CALLS]process_items[ARGS]{"items": [{"id": 1}, {"id": 2}, {"id": 3}]}',
     ("process_items", {"items": [{"id": 1}, {"id": 2}, {"id": 3}]}))  # fmt: skip
real(MINISTRAL + " (TestMinistralParserStreaming 'tool call with escaped quotes in string')", "ollama-ministral-escaped-quotes",
     '[TOOL_CALLS]search[ARGS]{"query": "say \\"hello\\""}',
     ("search", {"query": 'say "hello"'}))  # fmt: skip
real(MINISTRAL + " (TestMinistralParserStreaming 'unicode in tool args')", "ollama-ministral-unicode-args",
     '[TOOL_CALLS]greet[ARGS]{"message": "你好 🌍"}',
     ("greet", {"message": "你好 🌍"}))  # fmt: skip
real(MINISTRAL + " (TestMinistralParserStreaming 'content after tool call'; ollama keeps 'some content after' as content)", "ollama-ministral-prose-after-call",
     '[TOOL_CALLS]test[ARGS]{"a": 1}some content after',
     ("test", {"a": 1}))  # fmt: skip
