# ruff: noqa: E501  (texts are kept as the sources wrote them)
"""Held-out set ck (issue 42): test fixtures of non-Python frameworks that parse tool calls from a model's text themselves (Dart, Kotlin), gathered without reading the parser.

Families: Hermes `<tool_call>` with the doubled `{{` a Qwen2.5-0.5B copied from its template (two real emissions
recorded by llamadart, Dart); llamadart's per-format sample outputs (Ministral `[TOOL_CALLS]name[ARGS]`, Kimi-K2
section tokens, Functionary v3.2 `>>>name`, Apertus `<|tools_prefix|>`, Solar-Open `<|tool_call:name|>`, Hunyuan-V3
`<tool_call:opensource>` with `<arg_key:opensource>`); llamadart's loose-text fallback fixtures (unquoted name,
`;`-separated `{"type":"function","function":NAME,"parameters":...}` objects, `{"id":..,"tool_call":{...}}`, trailing
junk, a bare word); a Kotlin (Catroid fork) agent's parse fixtures (`<tool_call><name>..</name><args>..</args>`,
attribute shorthand `<tool_call name=".." k="v"/>`, JSON with `"tool"` and stringified arguments, prose, unclosed
tags and JSON cut off).

Sources: leehack/llamadart test/fixtures/hermes_double_brace_tool_call.json (real Qwen2.5 emissions, llamadart
issue #662), test/integration/core/template/llama_cpp_template_parse_samples.dart,
test/unit/core/template/tool_call_fallback_parser_test.dart; ivanangrinejbor-ai/nw (a Catroid fork)
catroid/src/test/java/org/catrobat/catroid/ai/tool/ToolCallingEngineParseTest.kt. Dart and Kotlin string literals
are transcribed as the string values they denote (escapes resolved, `+`-joined pieces concatenated; Kotlin raw
strings taken literally).

Tools: `get_weather` is declared with both `city` (the double-brace and fallback fixtures) and `location` (the
format samples), neither required; the Catroid tools' parameters are the ones their fixtures use.

Could not find (in the helper's 35 minutes): the Elixir LangChain ChatBumblebee tests in the stored version hold no
tool-call text; no Java (langchain4j, Spring AI, jlama), C#, PHP, Ruby, Julia, R or Zig fixture or issue thread with
raw model text holding a call turned up that was not already cited by corpora a to cj (quarkus-langchain4j#662,
langchain4j-gigachat#26, semantic-kernel, OllamaSharp#246, ruby_llm, langchainrb, flutter_gemma#238,
ai-edge-apis#41, lotti#2224 are). A Kotlin on-device Gemma ToolRegistryTest (`dev.ondevice.gemma.tools`) was found
by string search but its repository could not be identified, so it is not used.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the sources' harnesses declared, with their parameters
TOOLS_CK: list[dict[str, Any]] = [
    # llamadart: the double-brace fixture's tool (city), the format samples' tool (location)
    tool_schema("get_weather", (), city="string", location="string"),
    # llamadart fallback-parser fixtures
    tool_schema("get_time", (), city="string"),
    # Catroid fork's ToolCallingEngine tools, with the parameters its fixtures use
    tool_schema("projectInventory", ()),
    tool_schema("createVariable", (), var="string", scope="string", name="string", object="string"),
    tool_schema("readFile", ("path",), path="string"),
    tool_schema("createScene", (), name="string"),
    tool_schema("createObject", (), scene="string", name="string"),
    tool_schema("readObject", (), object="string", scene="string"),
    tool_schema("listScenes", ()),
    tool_schema("listObjects", (), scene="string"),
]

SOURCES_CK: dict[str, str] = {}
CASES_CK: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_CK[id] = source
    CASES_CK.append(Case(id, text, list(calls), **kw))


LD = "https://github.com/leehack/llamadart/blob/"
LD_BRACE = LD + "ae198d7f671487622161efa7e34825d1de64b666/test/fixtures/hermes_double_brace_tool_call.json"
LD_SAMPLES = (
    LD + "05779e1b2780d9a213857ef90d862de577310b6e/test/integration/core/template/llama_cpp_template_parse_samples.dart"
)
LD_FALLBACK = (
    LD + "fc2a34397a1e7299b9f534965d75091133fddef6/test/unit/core/template/tool_call_fallback_parser_test.dart"
)
CAT = "https://github.com/ivanangrinejbor-ai/nw/blob/4e631e0d63a36f56b98662e859b051816cac4e35/catroid/src/test/java/org/catrobat/catroid/ai/tool/ToolCallingEngineParseTest.kt"

# ---- real Qwen2.5-0.5B emissions recorded by llamadart (Hermes with doubled braces) -------------------
real(LD_BRACE + " (case 'webgpu-bridge-v0.1.49', emission; the fixture expects get_weather(city=Paris))", "llamadart-qwen25-double-brace-webgpu",
     "<tool_call>\n{{\"name\": \"get_weather\", \"arguments\": {\"city\": \"Paris\"}}\n</tool_call>",
     ("get_weather", {"city": "Paris"}))  # fmt: skip
real(LD_BRACE + " (case 'native-no-grammar', emission; the fixture expects get_weather(city=Paris))", "llamadart-qwen25-double-brace-native",
     "<tool_call>\n{{\"name\": \"get_weather\", \"arguments\": {\"city\": \"Paris\"}}}\n</tool_call>",
     ("get_weather", {"city": "Paris"}))  # fmt: skip

# ---- llamadart's per-format sample outputs ------------------------------------------------------------
real(LD_SAMPLES + " (ChatFormat.ministral)", "llamadart-sample-ministral",
     "[TOOL_CALLS]get_weather[ARGS]{\"location\":\"Seoul\"}",
     ("get_weather", {"location": "Seoul"}))  # fmt: skip
real(LD_SAMPLES + " (ChatFormat.kimiK2, pieces joined)", "llamadart-sample-kimi-k2",
     "<|tool_calls_section_begin|><|tool_call_begin|>functions.get_weather:0<|tool_call_argument_begin|>{\"location\":\"Seoul\"}<|tool_call_end|><|tool_calls_section_end|>",
     ("get_weather", {"location": "Seoul"}))  # fmt: skip
real(LD_SAMPLES + " (ChatFormat.functionaryV32)", "llamadart-sample-functionary-v32",
     ">>>get_weather\n{\"location\":\"Seoul\"}",
     ("get_weather", {"location": "Seoul"}))  # fmt: skip
real(LD_SAMPLES + " (ChatFormat.apertus)", "llamadart-sample-apertus",
     "<|tools_prefix|>[{\"get_weather\":{\"location\":\"Seoul\"}}]<|tools_suffix|>",
     ("get_weather", {"location": "Seoul"}))  # fmt: skip
real(LD_SAMPLES + " (ChatFormat.solarOpen, pieces joined)", "llamadart-sample-solar-open",
     "<|tool_calls|><|tool_call:begin|>0<|tool_call:name|>get_weather<|tool_call:args|>{\"location\":\"Seoul\"}<|tool_call:end|>",
     ("get_weather", {"location": "Seoul"}))  # fmt: skip
real(LD_SAMPLES + " (ChatFormat.hunyuanV3, pieces joined)", "llamadart-sample-hunyuan-v3",
     "<think:opensource>check weather</think:opensource><tool_calls:opensource>\n"
     "<tool_call:opensource>get_weather<tool_sep:opensource>\n"
     "<arg_key:opensource>location</arg_key:opensource>\n"
     "<arg_value:opensource>Seoul</arg_value:opensource>\n"
     "</tool_call:opensource>\n"
     "</tool_calls:opensource>",
     ("get_weather", {"location": "Seoul"}))  # fmt: skip

# ---- llamadart's loose-text fallback fixtures -----------------------------------------------------------
real(LD_FALLBACK + " (test 'parses loose JSON object with unquoted name')", "llamadart-fallback-unquoted-name",
     "{\"name\": get_weather, \"arguments\": {\"city\": \"Seoul\"}}",
     ("get_weather", {"city": "Seoul"}))  # fmt: skip
real(LD_FALLBACK + " (test 'parses semicolon-separated JSON tool objects', the two pieces joined)", "llamadart-fallback-semicolon-separated",
     "{\"type\":\"function\",\"function\":\"get_weather\",\"parameters\":{\"city\":\"Seoul\"}}; {\"type\":\"function\",\"function\":\"get_time\",\"parameters\":{\"city\":\"Seoul\"}}",
     ("get_weather", {"city": "Seoul"}), ("get_time", {"city": "Seoul"}))  # fmt: skip
real(LD_FALLBACK + " (test 'parses top-level tool_call object with explicit id')", "llamadart-fallback-tool-call-with-id",
     "{\"id\":\"call_7\",\"tool_call\":{\"name\":\"get_weather\",\"arguments\":{\"city\":\"Seoul\"}}}",
     ("get_weather", {"city": "Seoul"}))  # fmt: skip
real(LD_FALLBACK + " (test 'parses first JSON object when trailing junk exists')", "llamadart-fallback-trailing-brace",
     "{\"name\":\"get_time\",\"arguments\":{\"city\":\"Seoul\"}}\n\n  }",
     ("get_time", {"city": "Seoul"}))  # fmt: skip
real(LD_FALLBACK + " (test 'does not coerce bare weather-like alias')", "neg-llamadart-fallback-bare-word",
     "weatherlookup")  # fmt: skip

# ---- a Kotlin agent's (Catroid fork) ToolCallingEngine parse fixtures ----------------------------------
real(CAT + " (test xml_embedded_in_narrative_text, the two pieces joined)", "catroid-xml-call-in-narrative",
     "I will inspect the project first.\n\n<tool_call><name>projectInventory</name></tool_call>\n\nNow I can see the full structure.",
     ("projectInventory", {}))  # fmt: skip
real(CAT + " (test xml_multiple_calls_kept_in_order, the two pieces joined)", "catroid-xml-two-calls",
     "<tool_call><name>createScene</name><args><name>Level 2</name></args></tool_call><tool_call><name>createObject</name><args><scene>Level 2</scene><name>Bird</name></args></tool_call>",
     ("createScene", {"name": "Level 2"}), ("createObject", {"scene": "Level 2", "name": "Bird"}))  # fmt: skip
real(CAT + " (test xml_attribute_shorthand)", "catroid-xml-attribute-shorthand",
     "<tool_call name=\"createVariable\" var=\"score\" scope=\"project\"/>",
     ("createVariable", {"var": "score", "scope": "project"}))  # fmt: skip
real(CAT + " (test json_with_stringified_arguments, a Kotlin raw string)", "catroid-json-tool-key-stringified-arguments",
     "{\"tool\":\"readFile\",\"arguments\":\"{\\\"path\\\":\\\"level1.txt\\\"}\"}",
     ("readFile", {"path": "level1.txt"}))  # fmt: skip
real(CAT + " (test plain_text_returns_no_calls)", "neg-catroid-plain-answer",
     "I found 3 objects in your project. The bird moves 10 steps when tapped.")  # fmt: skip
real(CAT + " (test malformed_xml_returns_no_calls: '// unclosed')", "cut-catroid-xml-unclosed",
     "<tool_call><name>readObject</name>", errors=["cut off"])  # fmt: skip  # gathered with no error given; a reply cut inside a call is a cut-off error (corpus cut- cases): the lead moved this expectation to that rule after measuring
real(CAT + " (test json_malformed_returns_no_calls)", "neg-catroid-json-array-unclosed",
     "[{\"name\":\"listScenes\"")  # fmt: skip  # gathered as cut- with no error given: a bare object cut after its name is no call and, with no marker, text (corpus cut cases' rule): the lead renamed it neg- after measuring
