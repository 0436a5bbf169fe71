# ruff: noqa: E501  (texts are kept as the sources wrote them)
"""Held-out set hg (issue 42): source code in PHP, Perl, OCaml and Kotlin whose string literals, heredocs, regexes and test fixtures hold tool-call text, gathered without reading the parser.

Families: all negatives. Excerpts (cut at whole lines) of libraries' and apps' own code, none of them a model's reply:
PHP (adrienbrault/hermes2pro-proxy: the Hermes-2-Pro system prompt built with implode() of string literals holding
`<tool_call>` and `{"name": <function-name>, "arguments": <args-dict>}`, the sprintf("<tool_call>\n%s\n</tool_call>")
re-rendering of native calls, the every_match() regex, and a PHPUnit mocked response with two complete
`<tool_call>{"name": "get_current_time", ...}</tool_call>` literals); Perl (Getty/langertha: the Hermes tool prompt
heredoc with an example call, the `m{<tool_call>...}` extractor, and Test::More fixtures holding complete `<tool_call>`
add/multiply/go calls as escaped double-quoted strings, one beside a malformed block; jaggzh/z: a ChatML prompt heredoc
with `<tools>` and the `<tool_call>` format); OCaml (sputnikus/ai_agent_ocaml: a `{|...|}` system prompt whose examples
are bare `{"tool_calls":[{"name":"math","arguments":{...}}]}` lines); Kotlin (Siddhesh2377/Ai-Systems-New, an Android
on-device llama.cpp SDK: a buildString system message with an escaped `{\"tool_calls\":[{\"name\":\"NAME\",...}]}`
literal and the JSONObject parser). A parser should find no call in any.

Sources: adrienbrault/hermes2pro-proxy@537f877, Getty/langertha@a6f7294, jaggzh/z@b4ea17d,
sputnikus/ai_agent_ocaml@7a75f36, Siddhesh2377/Ai-Systems-New@cc5ce77 (read from the stored snapshots with git show;
each text is a whole-line range of one file, given in its source string).

Could not find (in the helper's 30 minutes): prism-php, neuron-ai, LLPhant, svilupp/PromptingTools.jl, tidyverse/ellmer,
edubruell/tidyllm and OlympiaAI/raix snapshots hold no text-format tool-call literal (only native API bodies/SSE
fixtures); no Scala, Clojure, Haskell, Nim, Zig, PowerShell or Makefile file with such text surfaced in the code search;
a Ruby smolagents port's ToolCallParsing module and a shell heredoc with a Qwen `<tool_call>` prompt
(artoowang/llama.cpp test.sh) turned up only in search excerpts whose stored version differs, so they are left out;
whales-collective/make-small-models-better is already cited (corpus bk).
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tool names the quoted texts use, declared so that a naive parser WOULD call them
TOOLS_HG: list[dict[str, Any]] = [
    # hermes2pro-proxy (PHP)
    tool_schema("get_current_time", (), location="string", timezone="string"),
    # langertha (Perl)
    tool_schema("add", ("a", "b"), a="integer", b="integer"),
    tool_schema("multiply", ("a", "b"), a="integer", b="integer"),
    tool_schema("go", (), x="integer"),
    tool_schema("function_name", (), arg1="string"),
    # jaggzh/z (Perl)
    tool_schema("search", ("q",), q="string", top_k="integer"),
    tool_schema("open_document", ("doc_id",), doc_id="string"),
    # ai_agent_ocaml (OCaml)
    tool_schema("math", ("expression",), expression="string"),
    tool_schema("time", ()),
    tool_schema("tool_name", ()),
    # Ai-Systems-New (Kotlin): the placeholder name
    tool_schema("NAME", ()),
]

SOURCES_HG: dict[str, str] = {}
CASES_HG: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_HG[id] = source
    CASES_HG.append(Case(id, text, list(calls), **kw))


real("https://github.com/adrienbrault/hermes2pro-proxy/blob/537f8773ced3c7627e0be2500079fe35d292cffa/src/Converter.php#L49-L65 (the $systemPrompt implode([...]) array of PHP string literals, with the Hermes <tool_call> format line; lines 49-65, cut at whole lines)", "neg-php-hermes2pro-proxy-system-prompt-implode",
     "        $systemPrompt = implode(' ', [\n"
     "            'You are a function calling AI model.',\n"
     "            'You are provided with function signatures within <tools></tools> XML tags.',\n"
     "            'You may call one or more functions to assist with the user query.',\n"
     "            \"Don't make assumptions about what values to plug into functions.\",\n"
     "            'Here are the available tools:',\n"
     "            '<tools>',\n"
     "            encode($tools),\n"
     "            '</tools>',\n"
     "            'Use the following json schema for each tool call you will make:',\n"
     "            '{\"type\": \"object\", \"properties\": {\"name\": {\"title\": \"Name\", \"type\": \"string\"}, \"arguments\": {\"title\": \"Arguments\", \"type\": \"object\"}}, \"required\": [\"arguments\", \"name\"], \"title\": \"FunctionCall\"}',\n"
     "            'For each function call return a json object with function name and arguments within <tool_call></tool_call> XML tags as follows:',\n"
     "            '<tool_call>',\n"
     "            '{\"name\": <function-name>, \"arguments\": <args-dict>}',\n"
     "            '</tool_call>.',\n"
     "            'Only reply with <tool_call>...</tool_call>, no other content.',\n"
     "        ]);")  # fmt: skip

real("https://github.com/adrienbrault/hermes2pro-proxy/blob/537f8773ced3c7627e0be2500079fe35d292cffa/src/Converter.php#L95-L111 (the closure that re-renders assistant tool_calls as sprintf(\"<tool_call>\\n%s\\n</tool_call>\", encode([...])); lines 95-111, cut at whole lines)", "neg-php-hermes2pro-proxy-sprintf-tool-call-envelope",
     "                if ($message['role'] === 'assistant'\n"
     "                    && count($message['tool_calls'] ?? []) > 0\n"
     "                ) {\n"
     "                    $content = \\Psl\\Str\\join(\n"
     "                        [\n"
     "                            $message['content'],\n"
     "                            ...map(\n"
     "                                $message['tool_calls'],\n"
     "                                static function (array $toolCall): string {\n"
     "                                    return sprintf(\"<tool_call>\\n%s\\n</tool_call>\", encode([\n"
     "                                        'name' => $toolCall['function']['name'],\n"
     "                                        'arguments' => decode($toolCall['function']['arguments'] ?? '[]'),\n"
     "                                    ]));\n"
     "                                }\n"
     "                            ),\n"
     "                        ],\n"
     "                        \"\\n\"")  # fmt: skip

real("https://github.com/adrienbrault/hermes2pro-proxy/blob/537f8773ced3c7627e0be2500079fe35d292cffa/src/Converter.php#L151-L160 (the every_match() call with the '#<tool_call>\\s*(?P<json>\\{.*?\\})\\s*</tool_call>#s' pattern; lines 151-160, cut at whole lines)", "neg-php-hermes2pro-proxy-every-match-regex",
     "                $matches = map(\n"
     "                    every_match(\n"
     "                        $choice['message']['content'] ?? '',\n"
     "                        '#<tool_call>\\s*(?P<json>\\{.*?\\})\\s*</tool_call>#s',\n"
     "                        shape([\n"
     "                            'json' => string(),\n"
     "                        ])\n"
     "                    ) ?? [],\n"
     "                    static fn (array $match): string => $match['json']\n"
     "                );")  # fmt: skip

real("https://github.com/adrienbrault/hermes2pro-proxy/blob/537f8773ced3c7627e0be2500079fe35d292cffa/tests/Hermes2ProPluginTest.php#L84-L96 (testTools(): the mocked Response whose content joins two '<tool_call>{\"name\": \"get_current_time\", ...}</tool_call>' literals; lines 84-96, cut at whole lines)", "neg-php-hermes2pro-proxy-test-mocked-two-tool-calls",
     "        $mockedResponse = new Response(200, [], json_encode([\n"
     "            'model' => 'adrienbrault/nous-hermes2pro:Q2_K',\n"
     "            'choices' => [\n"
     "                [\n"
     "                    'message' => [\n"
     "                        'content' => \\Psl\\Str\\join([\n"
     "                            '<tool_call>{\"name\": \"get_current_time\", \"arguments\": {\"location\": \"france\"}}</tool_call>',\n"
     "                            '<tool_call>{\"name\": \"get_current_time\", \"arguments\": {\"location\": \"NYC\"}}</tool_call>',\n"
     "                        ], \"\\n\"),\n"
     "                    ],\n"
     "                ],\n"
     "            ],\n"
     "        ]));")  # fmt: skip

real("https://github.com/Getty/langertha/blob/a6f7294cb109016574ac554d3f8bb8195763af05/lib/Langertha/Role/HermesTools.pm#L97-L114 (sub _build_hermes_tool_prompt with its <<\"PROMPT\" heredoc (the <${call_tag}> example call); lines 97-114, cut at whole lines)", "neg-perl-langertha-hermes-tool-prompt-heredoc",
     "sub _build_hermes_tool_prompt {\n"
     "  my ( $self ) = @_;\n"
     "  my $call_tag = $self->hermes_call_tag;\n"
     "  my $instructions = $self->hermes_tool_instructions;\n"
     "  return <<\"PROMPT\";\n"
     "${instructions}\n"
     "\n"
     "You are provided with function signatures within <tools></tools> XML tags:\n"
     "<tools>\n"
     "%s\n"
     "</tools>\n"
     "\n"
     "For each function call, return a JSON object with function name and arguments within <${call_tag}></${call_tag}> XML tags:\n"
     "<${call_tag}>\n"
     "{\"name\": \"function_name\", \"arguments\": {\"arg1\": \"value1\"}}\n"
     "</${call_tag}>\n"
     "PROMPT\n"
     "}")  # fmt: skip

real("https://github.com/Getty/langertha/blob/a6f7294cb109016574ac554d3f8bb8195763af05/lib/Langertha/ToolCall.pm#L252-L270 (sub extract_hermes_from_text: the m{<tool_call>\\s*(.*?)\\s*</tool_call>}sg loop and the s{...}{}sg cleanup; lines 252-270, cut at whole lines)", "neg-perl-langertha-extract-hermes-from-text",
     "# Hermes-style XML embedded in plain text. Returns ($cleaned_text, \\@calls).\n"
     "sub extract_hermes_from_text {\n"
     "  my ($class, $text) = @_;\n"
     "  my $clean = defined($text) ? $text : '';\n"
     "  my @calls;\n"
     "  while ( $clean =~ m{<tool_call>\\s*(.*?)\\s*</tool_call>}sg ) {\n"
     "    my $json = $1;\n"
     "    my $obj = eval { decode_json($json) };\n"
     "    next unless ref($obj) eq 'HASH';\n"
     "    next unless defined $obj->{name} && length $obj->{name};\n"
     "    push @calls, $class->new(\n"
     "      name      => $obj->{name},\n"
     "      arguments => ( ref( $obj->{arguments} ) eq 'HASH' ? $obj->{arguments} : {} ),\n"
     "    );\n"
     "  }\n"
     "  $clean =~ s{<tool_call>.*?</tool_call>}{}sg;\n"
     "  $clean =~ s/^\\s+|\\s+$//g;\n"
     "  return ( $clean, \\@calls );\n"
     "}")  # fmt: skip

real("https://github.com/Getty/langertha/blob/a6f7294cb109016574ac554d3f8bb8195763af05/t/66_tool_calling_hermes.t#L136-L149 (response_tool_calls test: $data fixture with one \"<tool_call>\\n{\\\"name\\\": \\\"add\\\", ...}\\n</tool_call>\" content string and its asserts; lines 136-149, cut at whole lines)", "neg-perl-langertha-test-single-add-call",
     "  my $data = {\n"
     "    choices => [{\n"
     "      message => {\n"
     "        role    => 'assistant',\n"
     "        content => \"<tool_call>\\n{\\\"name\\\": \\\"add\\\", \\\"arguments\\\": {\\\"a\\\": 7, \\\"b\\\": 15}}\\n</tool_call>\",\n"
     "      },\n"
     "    }],\n"
     "  };\n"
     "\n"
     "  my $calls = $nous->response_tool_calls($data);\n"
     "  is(scalar @$calls, 1, 'one tool call parsed');\n"
     "  is($calls->[0]{name}, 'add', 'tool call name');\n"
     "  is_deeply($calls->[0]{arguments}, { a => 7, b => 15 }, 'tool call arguments');\n"
     "}")  # fmt: skip

real("https://github.com/Getty/langertha/blob/a6f7294cb109016574ac554d3f8bb8195763af05/t/66_tool_calling_hermes.t#L161-L170 (multiple tool calls test: $data fixture concatenating \"I'll call both tools.\\n\" and two <tool_call> strings; lines 161-170, cut at whole lines)", "neg-perl-langertha-test-add-and-multiply",
     "  my $data = {\n"
     "    choices => [{\n"
     "      message => {\n"
     "        role    => 'assistant',\n"
     "        content => \"I'll call both tools.\\n\"\n"
     "          . \"<tool_call>\\n{\\\"name\\\": \\\"add\\\", \\\"arguments\\\": {\\\"a\\\": 7, \\\"b\\\": 15}}\\n</tool_call>\\n\"\n"
     "          . \"<tool_call>\\n{\\\"name\\\": \\\"multiply\\\", \\\"arguments\\\": {\\\"a\\\": 3, \\\"b\\\": 4}}\\n</tool_call>\",\n"
     "      },\n"
     "    }],\n"
     "  };")  # fmt: skip

real("https://github.com/Getty/langertha/blob/a6f7294cb109016574ac554d3f8bb8195763af05/t/66_tool_calling_hermes.t#L226-L237 (malformed JSON test: a <tool_call> with 'not valid json' then a valid add call, and its asserts; lines 226-237, cut at whole lines)", "neg-perl-langertha-test-malformed-then-valid",
     "  my $data = {\n"
     "    choices => [{\n"
     "      message => {\n"
     "        role    => 'assistant',\n"
     "        content => \"<tool_call>\\nnot valid json\\n</tool_call>\\n\"\n"
     "          . \"<tool_call>\\n{\\\"name\\\": \\\"add\\\", \\\"arguments\\\": {\\\"a\\\": 1, \\\"b\\\": 2}}\\n</tool_call>\",\n"
     "      },\n"
     "    }],\n"
     "  };\n"
     "\n"
     "  my $calls = $nous->response_tool_calls($data);\n"
     "  is(scalar @$calls, 1, 'malformed JSON skipped, valid one parsed');")  # fmt: skip

real("https://github.com/Getty/langertha/blob/a6f7294cb109016574ac554d3f8bb8195763af05/t/66_tool_calling_hermes.t#L251-L260 (response_text_content test: 'Some text before\\n<tool_call>...</tool_call>\\nSome text after' fixture and the is() check; lines 251-260, cut at whole lines)", "neg-perl-langertha-test-text-around-call",
     "  my $data = {\n"
     "    choices => [{\n"
     "      message => {\n"
     "        role    => 'assistant',\n"
     "        content => \"Some text before\\n<tool_call>\\n{\\\"name\\\":\\\"add\\\",\\\"arguments\\\":{\\\"a\\\":1,\\\"b\\\":2}}\\n</tool_call>\\nSome text after\",\n"
     "      },\n"
     "    }],\n"
     "  };\n"
     "\n"
     "  is($nous->response_text_content($data), \"Some text before\\n\\nSome text after\", 'tool_call tags stripped, text preserved');")  # fmt: skip

real("https://github.com/Getty/langertha/blob/a6f7294cb109016574ac554d3f8bb8195763af05/t/91_tool_value_objects.t#L133-L139 ('Hermes from text' block: extract_hermes_from_text('Sure thing. <tool_call>{\"name\":\"go\",...}</tool_call> Done.'); lines 133-139, cut at whole lines)", "neg-perl-langertha-test-hermes-from-text-inline",
     "# Hermes from text\n"
     "{\n"
     "  my ($clean, $calls) = Langertha::ToolCall->extract_hermes_from_text(\n"
     "    'Sure thing. <tool_call>{\"name\":\"go\",\"arguments\":{\"x\":1}}</tool_call> Done.'\n"
     "  );\n"
     "  is( $clean, 'Sure thing.  Done.', 'cleaned' );\n"
     "  is( scalar @$calls, 1, 'one hermes call' );")  # fmt: skip

real("https://github.com/Getty/langertha/blob/a6f7294cb109016574ac554d3f8bb8195763af05/t/97_input_output.t#L86-L93 ('Output: parse Hermes XML calls' block: parse_hermes_calls_from_text(\"before\\n<tool_call>{...add...}</tool_call>\\nafter\"); lines 86-93, cut at whole lines)", "neg-perl-langertha-test-parse-hermes-calls-output",
     "# Output: parse Hermes XML calls\n"
     "{\n"
     "  my ($clean, $calls) = Langertha::Output->parse_hermes_calls_from_text(\n"
     "    \"before\\n<tool_call>{\\\"name\\\":\\\"add\\\",\\\"arguments\\\":{\\\"a\\\":2,\\\"b\\\":3}}</tool_call>\\nafter\"\n"
     "  );\n"
     "  unlike $clean, qr/<tool_call>/, 'xml removed from text';\n"
     "  like $clean, qr/before/s, 'text before call preserved';\n"
     "  like $clean, qr/after/s, 'text after call preserved';")  # fmt: skip

real("https://github.com/jaggzh/z/blob/b4ea17d64028f0a9cf1f633543931dc92c2bfd25/refs/tool-calls-old-endpoint.pl#L12-L32 (the my $prompt = <<'PROMPT' ChatML heredoc with <tools> and the <tool_call> format, up to PROMPT; lines 12-32, cut at whole lines)", "neg-perl-z-chatml-prompt-heredoc",
     "my $prompt = <<'PROMPT';\n"
     "<|im_start|>system\n"
     "# Tools\n"
     "\n"
     "You may call one or more functions to assist with the user query.\n"
     "\n"
     "You are provided with function signatures within <tools></tools> XML tags:\n"
     "<tools>\n"
     "{\"type\":\"function\",\"function\":{\"name\":\"search\",\"description\":\"Full-text search over project docs.\",\"parameters\":{\"type\":\"object\",\"properties\":{\"q\":{\"type\":\"string\"},\"top_k\":{\"type\":\"integer\",\"minimum\":1,\"default\":1}},\"required\":[\"q\"]}}}\n"
     "{\"type\":\"function\",\"function\":{\"name\":\"open_document\",\"description\":\"Open a document by ID.\",\"parameters\":{\"type\":\"object\",\"properties\":{\"doc_id\":{\"type\":\"string\"}},\"required\":[\"doc_id\"]}}}\n"
     "</tools>\n"
     "\n"
     "For each function call, return a json object with function name and arguments within <tool_call></tool_call> XML tags:\n"
     "<tool_call>\n"
     "{\"name\": <function-name>, \"arguments\": <args-json-object>}\n"
     "</tool_call><|im_end|>\n"
     "<|im_start|>user\n"
     "Briefly, was Apollo considered a satellite? Just one sentence explanation. Then, find the latest Apollo status, then open last week's brief with doc id \"53\". If needed, call multiple tools in sequence.\n"
     "<|im_end|>\n"
     "<|im_start|>assistant\n"
     "PROMPT")  # fmt: skip

real("https://github.com/sputnikus/ai_agent_ocaml/blob/7a75f3628935204d14ee0ae1f55d5baf69b4b4db/src/llm_provider.ml#L13-L41 (openai_system_prompt quoted string {|...|} with bare {\"tool_calls\":[{\"name\":...,\"arguments\":...}]} examples; lines 13-41, cut at whole lines)", "neg-ocaml-openai-system-prompt-tool-calls-json",
     "(* Provider-specific system prompts *)\n"
     "let openai_system_prompt =\n"
     "  {|You are a helpful AI assistant that can engage in natural conversation and use tools when needed.\n"
     "\n"
     "  RESPONSE GUIDELINES:\n"
     "\n"
     "  1. For normal conversation, respond in natural language\n"
     "  2. When you need to use tools, respond ONLY with a JSON object in this exact format:\n"
     "     {\"tool_calls\":[{\"name\":\"tool_name\",\"arguments\":tool_args}]}\n"
     "\n"
     "  Examples:\n"
     "\n"
     "  Conversation:\n"
     "  User: \"Hi, how are you?\"\n"
     "  Assistant: \"Hello! I'm doing well, thank you for asking. How can I help you today?\"\n"
     "\n"
     "  Tool Usage:\n"
     "  User: \"What's 2 plus 2?\"\n"
     "  Assistant: {\"tool_calls\":[{\"name\":\"math\",\"arguments\":{\"expression\":\"2+2\"}}]}\n"
     "\n"
     "  Multiple Tools:\n"
     "  User: \"What time is it and calculate 4*5\"\n"
     "  Assistant: {\"tool_calls\":[{\"name\":\"time\",\"arguments\":null},{\"name\":\"math\",\"arguments\":{\"expression\":\"4*5\"}}]}\n"
     "\n"
     "  IMPORTANT:\n"
     "  - Only use JSON format when calling tools\n"
     "  - For all other responses, use natural language\n"
     "  - After using tools, I will follow up with a natural language response\n"
     "  |}")  # fmt: skip

real("https://github.com/Siddhesh2377/Ai-Systems-New/blob/cc5ce7717bd1bf91f91f042d6fe6bfb3628c86ab/ai_gguf/src/main/java/com/mp/ai_gguf/toolcalling/ToolCallManager.kt#L370-L379 (generateWithTools(): the buildString { append(...) } system message with the {\\\"tool_calls\\\":[{\\\"name\\\":\\\"NAME\\\",...}]} literal; lines 370-379, cut at whole lines)", "neg-kotlin-toolcallmanager-buildstring-system-prompt",
     "            // System message with tool instructions and available tools\n"
     "            val systemContent = buildString {\n"
     "                append(buildMinimalSystemPrompt())\n"
     "                append(\"\\n\")\n"
     "                append(\"You may call tools by emitting ONLY the JSON object:\\n\")\n"
     "                append(\"{\\\"tool_calls\\\":[{\\\"name\\\":\\\"NAME\\\",\\\"arguments\\\":{...}}]}\\n\")\n"
     "                append(\"Available tools (OpenAI schema):\\n\")\n"
     "                append(buildToolsJson())\n"
     "            }\n"
     "            messages.add(ChatMessage(\"system\", systemContent))")  # fmt: skip

real("https://github.com/Siddhesh2377/Ai-Systems-New/blob/cc5ce7717bd1bf91f91f042d6fe6bfb3628c86ab/ai_gguf/src/main/java/com/mp/ai_gguf/toolcalling/ToolCallManager.kt#L305-L327 (parseToolCall(): optJSONArray(\"tool_calls\") / getString(\"name\") / getJSONObject(\"arguments\"); lines 305-327, cut at whole lines)", "neg-kotlin-toolcallmanager-parse-tool-calls-json",
     "    /**\n"
     "     * Parse a tool call response\n"
     "     *\n"
     "     * @param jsonResponse Raw JSON response from the model\n"
     "     * @return Parsed tool call, or null if parsing failed\n"
     "     */\n"
     "    fun parseToolCall(jsonResponse: String): ToolCall? {\n"
     "        return try {\n"
     "            val json = JSONObject(jsonResponse)\n"
     "            val toolCalls = json.optJSONArray(\"tool_calls\") ?: return null\n"
     "            if (toolCalls.length() == 0) return null\n"
     "\n"
     "            val firstCall = toolCalls.getJSONObject(0)\n"
     "            val name = firstCall.getString(\"name\")\n"
     "            val arguments = firstCall.getJSONObject(\"arguments\")\n"
     "\n"
     "            ToolCall(name, arguments)\n"
     "        } catch (e: Exception) {\n"
     "            lastError = \"Failed to parse tool call: ${e.message}\"\n"
     "            null\n"
     "        }\n"
     "    }\n"
     "")  # fmt: skip
