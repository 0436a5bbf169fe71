# ruff: noqa: E501  (texts are kept as the sources wrote them)
"""Held-out set cm (issue 42): parse fixtures of a TypeScript tool-call middleware for models without native tool calling, gathered without reading the parser.

Families: the protocols of minpeter/ai-sdk-tool-call-middleware (Vercel AI SDK middleware) as live models broke them:
morph-xml (`<tool><param>..</param></tool>`, Codex-style `shell` with repeated array elements and a stray close tag;
Devstral's names on bare lines), Qwen3-Coder XML (`<tool_call><function=NAME><parameter=K>`: Qwen2.5 schema-property
tags, GLM-4.7 missing `<` and bare names, Llama 3.1 names as element text, DeepSeek V3.1 nameless parameters,
LFM2 Hermes JSON under the Qwen prompt), YAML-XML (`<tool>\nkey: value</tool>`: Mistral Small unquoted multi-line
scalars, Granite 4.0 Hermes JSON, Nova 2 Lite XML children, Claude Sonnet 4.5 block scalar with a stray close tag) and
Hermes JSON (GLM-4.7 bare JSON lines, Seed 2.0 arrays with a truncated close, Granite string-encoded arguments), plus a
cut-off JSON call, two tags around prose and a prose mention of `<function>`.

Sources: minpeter/ai-sdk-tool-call-middleware at commit 66ca0923 (test files under src/__tests__/; texts taken by
evaluating the fixtures' string expressions, chunk arrays joined). The repository's eval logs are cited by earlier
corpora; these test files are not. The fixtures say "captured verbatim from live models" (live-variant-salvage, the
Sonnet deltas, DeepSeek V3.1) or "exact/real-world shape observed from" a model (the others); the four non-positives
are the suite's own unattributed texts. Where a fixture expects what a careful reader would not (it drops an extra key
the model wrote, keeps a stray `</content>` in a YAML block, reads a bare `null` as the string "null"), the case gives
the reader's reading and its source string says so.

Could not find (in the helper's 35 minutes): node-llama-cpp's chat-wrapper tests render prompts from histories (its
function calls are grammar-constrained, so no model text is parsed); web-llm, Mastra, VoltAgent, LangGraph.js,
LlamaIndex.TS, ModelFusion, Genkit, ollama-js and transformers.js were not searched for fixtures in the time left.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the fixtures declared (one schema per name; the union of the fixtures' parameters)
TOOLS_CM: list[dict[str, Any]] = [
    {
        "name": "shell",
        "description": "Runs a shell command and returns its output.",
        "parameters": {
            "type": "object",
            "properties": {
                "command": {"type": "array", "items": {"type": "string"}},
                "justification": {"type": "string"},
                "timeout_ms": {"type": "number"},
                "with_escalated_permissions": {"type": "boolean"},
                "workdir": {"type": "string"},
            },
            "required": ["command"],
            "additionalProperties": False,
        },
    },
    tool_schema("write_file", ("path", "content"), path="string", content="string"),
    tool_schema("send_message", ("recipient", "body"), recipient="string", body="string"),
    tool_schema("get_weather", (), city="string", unit="string"),
    tool_schema("list_dir", ("path",), path="string"),
    tool_schema("read_file", ("path",), path="string"),
    {
        "name": "set_alarm",
        "parameters": {
            "type": "object",
            "properties": {
                "time": {"type": "string"},
                "days": {
                    "type": "array",
                    "items": {"type": "string", "enum": ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]},
                },
                "volume": {"type": "number"},
                "label": {"type": ["string", "null"]},
            },
            "required": ["time", "days", "volume"],
        },
    },
    tool_schema("book_flight", (), passenger="object", legs="array", cabin="string"),
    tool_schema("run_command", ("command",), command="string"),
]

SOURCES_CM: dict[str, str] = {}
CASES_CM: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_CM[id] = source
    CASES_CM.append(Case(id, text, list(calls), **kw))


# ---- morph-xml protocol: Codex-style shell tool (fixtures named real use cases) --------------------
real("https://github.com/minpeter/ai-sdk-tool-call-middleware/blob/66ca092374398f57737063a48e23b2b622857722/src/__tests__/protocols/morph-xml-protocol/parse-generated-text/shell-tool.real-usecases.test.ts (test \"[malformed closing tag handling] parses shell call with extra stray </command>\", the concatenated `text`)", "shell-repeated-command-elements-stray-close",
     "<shell><command>ls</command><command>app</command><command>components</command><command>shared</command></command><justification>List contents of key source\n"
     "  directories</justification><timeout_ms>5000</timeout_ms><with_escalated_permissions>false</with_escalated_permissions><workdir>/Users/minpeter/github.com/minpeter/\n"
     "  minpeter.v2</workdir></shell>",
     ("shell", {'command': ['ls', 'app', 'components', 'shared'], 'justification': 'List contents of key source\n  directories', 'timeout_ms': 5000, 'with_escalated_permissions': False, 'workdir': '/Users/minpeter/github.com/minpeter/\n  minpeter.v2'}))  # fmt: skip
real("https://github.com/minpeter/ai-sdk-tool-call-middleware/blob/66ca092374398f57737063a48e23b2b622857722/src/__tests__/protocols/morph-xml-protocol/parse-generated-text/shell-tool.real-usecases.test.ts (test \"[excessive tag call] case where justification tag appears excessively\"; the fixture keeps the last <justification>, as the JSON rule for a repeated key would)", "shell-repeated-justification-element",
     "<shell><command>git</command><command>log</command><justification>oneline</justification><command>-10</command><justification>Examine recent commit history for commit message patterns</justification><timeout_ms>5000</timeout_ms><with_escalated_permissions>false</with_escalated_permissions><workdir>.</workdir></shell>",
     ("shell", {'command': ['git', 'log', '-10'], 'justification': 'Examine recent commit history for commit message patterns', 'timeout_ms': 5000, 'with_escalated_permissions': False, 'workdir': '.'}))  # fmt: skip

# ---- Qwen3-Coder prompt, live models' variants (fixture: "captured verbatim from live models") --------
real("https://github.com/minpeter/ai-sdk-tool-call-middleware/blob/66ca092374398f57737063a48e23b2b622857722/src/__tests__/protocols/qwen3coder-protocol/parse-generated-text/live-variant-salvage.test.ts (SCHEMA_PROPERTY_TAGS_OUTPUT, Qwen2.5-7B; Qwen3-Coder values read without the newline after the open and before the close tag)", "qwen25-schema-property-tags-unclosed",
     "<tool_call>\n"
     "<function=write_file>\n"
     "<path>\n"
     "fizzbuzz.py\n"
     "</path>\n"
     "<content>\n"
     "\"\"\"doc\"\"\"\n"
     "\n"
     "def fizzbuzz(n):\n"
     "    return str(n)\n"
     "</content>\n"
     "</function>",
     ("write_file", {'path': 'fizzbuzz.py', 'content': '"""doc"""\n\ndef fizzbuzz(n):\n    return str(n)'}))  # fmt: skip
real("https://github.com/minpeter/ai-sdk-tool-call-middleware/blob/66ca092374398f57737063a48e23b2b622857722/src/__tests__/protocols/qwen3coder-protocol/parse-generated-text/live-variant-salvage.test.ts (MISSING_LT_OUTPUT, GLM-4.7)", "glm47-function-opener-missing-lt",
     "<tool_call>function=send_message>\n"
     "<parameter=recipient>\n"
     "민석\n"
     "</parameter>\n"
     "<parameter=body>\n"
     "안녕하세요! 오늘 회의는 3시입니다 🚀 <중요>\n"
     "</parameter>\n"
     "</function>",
     ("send_message", {'recipient': '민석', 'body': '안녕하세요! 오늘 회의는 3시입니다 🚀 <중요>'}))  # fmt: skip
real("https://github.com/minpeter/ai-sdk-tool-call-middleware/blob/66ca092374398f57737063a48e23b2b622857722/src/__tests__/protocols/qwen3coder-protocol/parse-generated-text/live-variant-salvage.test.ts (BARE_NAME_OUTPUT, GLM-4.7)", "glm47-bare-name-after-tool-call-tag",
     "<tool_call>write_file\n"
     "<path>fizzbuzz.py</path>\n"
     "<content>\"\"\"doc\"\"\"\n"
     "\n"
     "def fizzbuzz(n):\n"
     "    return str(n)\n"
     "</content>\n"
     "</write_file>",
     ("write_file", {'path': 'fizzbuzz.py', 'content': '"""doc"""\n\ndef fizzbuzz(n):\n    return str(n)'}))  # fmt: skip  # gathered with the value's last newline kept; one newline each side of an element's value is layout (corpus tool-element cases): the lead moved this expectation to that rule after measuring
real("https://github.com/minpeter/ai-sdk-tool-call-middleware/blob/66ca092374398f57737063a48e23b2b622857722/src/__tests__/protocols/qwen3coder-protocol/parse-generated-text/live-variant-salvage.test.ts (NAME_AS_TEXT_OUTPUT, Llama 3.1 8B)", "llama31-function-name-as-element-text",
     "<tool_call>\n"
     "<function>send_message</function>\n"
     "<parameter>recipient</parameter>\n"
     "민석\n"
     "<parameter>body</parameter>\n"
     "안녕하세요! 오늘 회의는 3시입니다 🚀 <중요>\n"
     "</function>\n"
     "</tool_call>",
     ("send_message", {'recipient': '민석', 'body': '안녕하세요! 오늘 회의는 3시입니다 🚀 <중요>'}))  # fmt: skip
real("https://github.com/minpeter/ai-sdk-tool-call-middleware/blob/66ca092374398f57737063a48e23b2b622857722/src/__tests__/protocols/qwen3coder-protocol/parse-generated-text/nameless-param-salvage.test.ts (DEEPSEEK_NAME_THEN_VALUE_OUTPUT, \"Live DeepSeek V3.1 output\"; the fixture keeps label as the string \"null\", a careful reader of a nullable label takes the bare null as null)", "deepseek-v31-nameless-parameter-then-value",
     "<tool_call>\n"
     "<function=set_alarm>\n"
     "<parameter>time</parameter>\n"
     "07:30\n"
     "</parameter>\n"
     "<parameter>days</parameter>\n"
     "[\"mon\", \"tue\", \"wed\", \"thu\", \"fri\"]\n"
     "</parameter>\n"
     "<parameter>volume</parameter>\n"
     "0.8\n"
     "</parameter>\n"
     "<parameter>label</parameter>\n"
     "null\n"
     "</parameter>\n"
     "</function>\n"
     "</tool_call>",
     ("set_alarm", {'time': '07:30', 'days': ['mon', 'tue', 'wed', 'thu', 'fri'], 'volume': 0.8, 'label': None}))  # fmt: skip
real("https://github.com/minpeter/ai-sdk-tool-call-middleware/blob/66ca092374398f57737063a48e23b2b622857722/src/__tests__/protocols/qwen3coder-protocol/stream/foreign-format-salvage.test.ts (HERMES_JSON_UNDER_QWEN, \"shape observed from LiquidAI LFM2\"; the fixture drops \"seat\", which the model wrote and the schema does not forbid)", "lfm2-hermes-json-under-qwen3coder-prompt",
     "<tool_call>\n"
     "{\"name\": \"book_flight\", \"arguments\": {\"passenger\": {\"name\": \"Jane Doe\", \"age\": 34}, \"legs\": [{\"from\": \"ICN\", \"to\": \"NRT\"}], \"cabin\": \"economy\", \"seat\": \"12A\"}}\n"
     "</tool_call>",
     ("book_flight", {'passenger': {'name': 'Jane Doe', 'age': 34}, 'legs': [{'from': 'ICN', 'to': 'NRT'}], 'cabin': 'economy', 'seat': '12A'}))  # fmt: skip

# ---- YAML-XML prompt -----------------------------------------------------------------------------
real("https://github.com/minpeter/ai-sdk-tool-call-middleware/blob/66ca092374398f57737063a48e23b2b622857722/src/__tests__/protocols/yaml-xml-protocol/parse-generated-text/live-variant-salvage.test.ts (UNQUOTED_MULTILINE_OUTPUT, Mistral Small, \"captured verbatim\")", "mistral-small-yaml-unquoted-multiline-content",
     "<write_file>\n"
     "path: fizzbuzz.py\n"
     "content: \"\"\"Classic interview question.\n"
     "\n"
     "The FizzBuzz problem: for numbers 1 to n, return:\n"
     "- \"Fizz\" if divisible by 3\n"
     "- \"Buzz\" if divisible by 5\n"
     "\"\"\"\n"
     "\n"
     "def fizzbuzz(n):\n"
     "    \"\"\"Return the FizzBuzz result.\"\"\"\n"
     "    if n % 15 == 0:\n"
     "        return \"FizzBuzz\"\n"
     "    return str(n)\n"
     "</write_file>",
     ("write_file", {'path': 'fizzbuzz.py', 'content': '"""Classic interview question.\n\nThe FizzBuzz problem: for numbers 1 to n, return:\n- "Fizz" if divisible by 3\n- "Buzz" if divisible by 5\n"""\n\ndef fizzbuzz(n):\n    """Return the FizzBuzz result."""\n    if n % 15 == 0:\n        return "FizzBuzz"\n    return str(n)'}))  # fmt: skip
real("https://github.com/minpeter/ai-sdk-tool-call-middleware/blob/66ca092374398f57737063a48e23b2b622857722/src/__tests__/protocols/yaml-xml-protocol/parse-generated-text/live-variant-salvage.test.ts (HERMES_JSON_OUTPUT, IBM Granite 4.0, \"captured verbatim\"; the fixture drops \"mood\", which the model wrote)", "granite4-hermes-json-unclosed-under-yaml-prompt",
     "<tool_call>\n"
     "{\"name\":\"write_file\",\"arguments\":{\"path\":\"fizzbuzz.py\",\"content\":\"def fizzbuzz(n):\\n    return str(n)\\n\",\"mood\":\"sunny\"}}",
     ("write_file", {'path': 'fizzbuzz.py', 'content': 'def fizzbuzz(n):\n    return str(n)\n', 'mood': 'sunny'}))  # fmt: skip
real("https://github.com/minpeter/ai-sdk-tool-call-middleware/blob/66ca092374398f57737063a48e23b2b622857722/src/__tests__/protocols/yaml-xml-protocol/stream/latency-flush.test.ts (test \"parses <key>value</key> children when YAML parsing fails (generate)\", \"shape observed from Amazon Nova 2 Lite\")", "nova2-lite-xml-children-under-yaml-prompt",
     "<get_weather>\n"
     "<city> Seoul</city>\n"
     "<unit> celsius</unit>\n"
     "</get_weather>",
     ("get_weather", {'city': 'Seoul', 'unit': 'celsius'}))  # fmt: skip
real("https://github.com/minpeter/ai-sdk-tool-call-middleware/blob/66ca092374398f57737063a48e23b2b622857722/src/__tests__/protocols/yaml-xml-protocol/stream/sonnet-block-scalar.regression.test.ts (SONNET_45_TEXT_DELTAS joined, claude-sonnet-4.5 via FreeRouter; the fixture keeps the stray </content> line inside content, a careful reader ends the block scalar before it)", "sonnet45-yaml-block-scalar-stray-close-tag",
     "<write_file>\n"
     "path: fizzbuzz.py\n"
     "content: |\n"
     "  \"\"\"\n"
     "  FizzBuzz implementation - a classic interview question.\n"
     "  \n"
     "  Prints numbers from 1 to n, but for multiples of 3 prints \"Fizz\",\n"
     "  for multiples of 5 prints \"Buzz\", and for multiples of both prints \"FizzBuzz\".\n"
     "  \"\"\"\n"
     "  \n"
     "  \n"
     "  def fizzbuzz(n):\n"
     "      \"\"\"\n"
     "      Returns the FizzBuzz value for a given number.\n"
     "      \n"
     "      Args:\n"
     "          n: An integer to evaluate\n"
     "          \n"
     "      Returns:\n"
     "          \"FizzBuzz\" if n is divisible by both 3 and 5,\n"
     "          \"Fizz\" if n is divisible by 3,\n"
     "          \"Buzz\" if n is divisible by 5,\n"
     "          str(n) otherwise\n"
     "      \"\"\"\n"
     "      if n % 3 == 0 and n % 5 == 0:\n"
     "          return \"FizzBuzz\"\n"
     "      elif n % 3 == 0:\n"
     "          return \"Fizz\"\n"
     "      elif n % 5 == 0:\n"
     "          return \"Buzz\"\n"
     "      else:\n"
     "          return str(n)\n"
     "  \n"
     "  \n"
     "  if __name__ == \"__main__\":\n"
     "      for i in range(1, 31):\n"
     "          print(fizzbuzz(i))\n"
     "</content>\n"
     "</write_file>",
     ("write_file", {'path': 'fizzbuzz.py', 'content': '"""\nFizzBuzz implementation - a classic interview question.\n\nPrints numbers from 1 to n, but for multiples of 3 prints "Fizz",\nfor multiples of 5 prints "Buzz", and for multiples of both prints "FizzBuzz".\n"""\n\n\ndef fizzbuzz(n):\n    """\n    Returns the FizzBuzz value for a given number.\n    \n    Args:\n        n: An integer to evaluate\n        \n    Returns:\n        "FizzBuzz" if n is divisible by both 3 and 5,\n        "Fizz" if n is divisible by 3,\n        "Buzz" if n is divisible by 5,\n        str(n) otherwise\n    """\n    if n % 3 == 0 and n % 5 == 0:\n        return "FizzBuzz"\n    elif n % 3 == 0:\n        return "Fizz"\n    elif n % 5 == 0:\n        return "Buzz"\n    else:\n        return str(n)\n\n\nif __name__ == "__main__":\n    for i in range(1, 31):\n        print(fizzbuzz(i))\n'}))  # fmt: skip

# ---- Hermes JSON shapes ---------------------------------------------------------------------------
real("https://github.com/minpeter/ai-sdk-tool-call-middleware/blob/66ca092374398f57737063a48e23b2b622857722/src/__tests__/core/utils/generated-text-json-recovery.unit.test.ts (test \"recovers consecutive bare JSON tool payloads as multiple calls\", \"shape observed from GLM-4.7\")", "glm47-three-bare-json-lines",
     "{\"name\":\"get_weather\",\"arguments\":{\"city\":\"Seoul\"}}\n"
     "{\"name\":\"get_weather\",\"arguments\":{\"city\":\"Tokyo\"}}\n"
     "{\"name\":\"get_weather\",\"arguments\":{\"city\":\"Paris\"}}",
     ("get_weather", {'city': 'Seoul'}),
     ("get_weather", {'city': 'Tokyo'}),
     ("get_weather", {'city': 'Paris'}))  # fmt: skip
real("https://github.com/minpeter/ai-sdk-tool-call-middleware/blob/66ca092374398f57737063a48e23b2b622857722/src/__tests__/protocols/hermes-protocol/seed-array-and-stringified-arguments.test.ts (SEED_ARRAY_WITH_PARTIAL_CLOSE, \"shape observed from ByteDance Seed 2.0 Lite\")", "seed2-json-array-truncated-close-tag",
     "<tool_call>\n"
     "[\n"
     "  {\n"
     "    \"name\": \"list_dir\",\n"
     "    \"arguments\": { \"path\": \"/src\" }\n"
     "  },\n"
     "  {\n"
     "    \"name\": \"read_file\",\n"
     "    \"arguments\": { \"path\": \"/src/main.ts\" }\n"
     "  }\n"
     "]\n"
     "</tool",
     ("list_dir", {'path': '/src'}), errors=["cut off"])  # fmt: skip  # gathered with both calls; a reply that ends inside a call's closing tag cut that call off (corpus ao's rule): the lead moved this expectation to that rule after measuring
real("https://github.com/minpeter/ai-sdk-tool-call-middleware/blob/66ca092374398f57737063a48e23b2b622857722/src/__tests__/protocols/hermes-protocol/stream/mismatched-close-salvage.test.ts (doubleEncoded, \"shape observed from IBM Granite 4.0\")", "granite4-string-encoded-arguments",
     "<tool_call>\n"
     "{\"name\": \"get_weather\", \"arguments\": \"{\\n  \\\"city\\\": \\\"Seoul\\\",\\n  \\\"unit\\\": \\\"celsius\\\"\\n}\"}\n"
     "</tool_call>",
     ("get_weather", {'city': 'Seoul', 'unit': 'celsius'}))  # fmt: skip

# ---- morph-xml: Devstral ------------------------------------------------------------------------
real("https://github.com/minpeter/ai-sdk-tool-call-middleware/blob/66ca092374398f57737063a48e23b2b622857722/src/__tests__/protocols/morph-xml-protocol/stream/line-prefixed-tool-calls.test.ts (DEVSTRAL_LINE_PREFIXED_CALLS, \"exact structural shape observed from Devstral Medium\")", "devstral-line-prefixed-names-missing-openers",
     "list_dir\n"
     "  <path>/src</path>\n"
     "read_file\n"
     "  <path>/src/main.ts</path>\n"
     "</read_file>",
     ("list_dir", {'path': '/src'}),
     ("read_file", {'path': '/src/main.ts'}))  # fmt: skip

# ---- no call, cut off, or failed calls --------------------------------------------------------------
real("https://github.com/minpeter/ai-sdk-tool-call-middleware/blob/66ca092374398f57737063a48e23b2b622857722/src/__tests__/protocols/hermes-protocol/stream/mismatched-close-salvage.test.ts (test \"does not salvage genuinely truncated JSON\")", "cut-hermes-json-mid-key",
     "<tool_call>{\"name\":\"get_weather\",\"argu", errors=["cut off"])  # fmt: skip  # gathered with no error given; a reply cut inside a call is a cut-off error (corpus cut- cases): the lead moved this expectation to that rule after measuring
real("https://github.com/minpeter/ai-sdk-tool-call-middleware/blob/66ca092374398f57737063a48e23b2b622857722/src/__tests__/protocols/qwen3coder-protocol/stream/foreign-format-salvage.test.ts (test \"still drops prose-only tool_call blocks with onError\")", "neg-tool-call-block-of-prose",
     "<tool_call>\n"
     "some prose, not a call\n")  # fmt: skip  # gathered as err- with no error given: a block of prose never closed is text; the lead renamed it neg- after measuring
real("https://github.com/minpeter/ai-sdk-tool-call-middleware/blob/66ca092374398f57737063a48e23b2b622857722/src/__tests__/protocols/morph-xml-protocol/parse-generated-text/malformed-send-message-regression.test.ts (test \"does not recover plain text for non-message string fields\": the model wraps prose in the tool's tag)", "neg-run-command-tag-around-prose",
     "<run_command>I will inspect the synthetic workspace.</run_command>")  # fmt: skip  # gathered as err- with no error given: a tool's tag around prose is text; the lead renamed it neg- after measuring
real("https://github.com/minpeter/ai-sdk-tool-call-middleware/blob/66ca092374398f57737063a48e23b2b622857722/src/__tests__/protocols/cross-protocol/tool-input/streaming-events.qwen3coder.tag-literal-safety.test.ts (test \"keeps implicit-call-like tags without tool identifier as text\")", "neg-function-tag-in-prose",
     "before <function>docs</function> after")  # fmt: skip
