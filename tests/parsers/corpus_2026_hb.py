# ruff: noqa: E501  (texts are kept as the sources wrote them)
"""Held-out set hb (issue 42): source code in Swift, Lua, Elixir, C++ and Dart whose string literals, comments, doc comments and test fixtures hold tool-call text, gathered without reading the parser.

Families: all negatives. Excerpts (cut at whole lines) of apps' and libraries' own code: Swift XCTests of a text
tool-call extractor with `<tool_call>` JSON blocks, an escaped bare `{"name":…,"arguments":…}` string, and Qwen
`FUNCTION:/ARGS:`, `<function_call>`, `Calling tool:` and Mistral `[TOOL_CALLS]` samples (SAM); SAM's doc comment
and its local-model system prompt with `<tool_call>` examples; avante.nvim's Lua doc comments of its ReAct parsers
(`<tool_use>{"name": "write", "input": …}` and `<tool_use><write><path>…`) and its Jinja tools guideline
(`attempt_completion` in `<tool_use>` and as `tool_calls` JSON); Elixir LangChain's Llama 3.1 `<function=NAME>{…}`
parser tests, EEx template and rendered-prompt fixture; C++ system-prompt builders and a comment (shepherd: Hermes
`<tool_call>` with `<function-name>` placeholders, BFCL `{"name": function name, "parameters": …}`); Dart Qwen3
parser doc comment and prompt builder (flutter-llama). None is a model's reply; a parser should find no call in any.

Sources: SyntheticAutonomicMind/SAM@0562c2d, yetone/avante.nvim@a933431, brainlid/langchain@7613993,
sshoecraft/shepherd@e55a893, w99910/flutter-llama@0f31abd (read from the stored snapshots with git show; each text
is a whole-line range of one file, given in its source string).

Could not find (in the helper's 30 minutes): a Ruby source not already cited (crmne/ruby_llm and langchainrb are cited;
a Ruby smolagents port's ToolCallParsing module turned up in search without its repository name); PHP (prism-php,
openai-php, LLPhant, neuron-ai), Kotlin, Scala and Zig files with tool-call text in literals did not surface in the
code search; codecompanion.nvim's stubs are SSE/JSON API bodies (native tool_calls), not text formats.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tool names the quoted texts use, declared so that a naive parser WOULD call them
TOOLS_HB: list[dict[str, Any]] = [
    # SAM (Swift)
    tool_schema("web_operations", (), operation="string", query="string"),
    tool_schema("todo_operations", (), operation="string", todoList="array"),
    tool_schema("file_operations", (), operation="string", path="string"),
    tool_schema("manage_todo_list", (), operation="string", todoList="array"),
    tool_schema("get_weather", (), city="string"),
    tool_schema("system_config", (), debug="boolean", verbose="boolean"),
    # avante.nvim (Lua)
    tool_schema("write", ("path", "content"), path="string", content="string"),
    tool_schema("attempt_completion", ("result",), result="string"),
    # LangChain (Elixir)
    tool_schema("spotify_trending_songs", (), n="string"),
    tool_schema("example_function_name", (), example_name="string"),
    tool_schema("test", (), param="string"),
    tool_schema("say_hi", (), n="integer"),
    # placeholders the prompt builders use as names (flutter-llama, shepherd, SAM)
    tool_schema("tool_name", (), param1="string", param2="string"),
    tool_schema("function_name", ()),
]

SOURCES_HB: dict[str, str] = {}
CASES_HB: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_HB[id] = source
    CASES_HB.append(Case(id, text, list(calls), **kw))


# ---- Swift: SAM's text tool-call extractor, its tests and its local-model prompt ----------------------
real("https://github.com/SyntheticAutonomicMind/SAM/blob/0562c2d1ebb821edfb0a87fcc72ed04533c0cfc3/Tests/APIFrameworkTests/ToolCallExtractorTests.swift#L28-L44 (XCTest testExtractsToolCallFromXMLTag (a Swift multi-line string holding a <tool_call> block, then the assertions); lines 28-44 of the file, cut at whole lines)", "neg-sam-swift-test-xml-tag-call",
     "    func testExtractsToolCallFromXMLTag() {\n"
     "        let content = \"\"\"\n"
     "        I'll search for that.\n"
     "\n"
     "        <tool_call>\n"
     "        {\"name\": \"web_operations\", \"arguments\": {\"operation\": \"search\", \"query\": \"weather Austin\"}}\n"
     "        </tool_call>\n"
     "        \"\"\"\n"
     "\n"
     "        let extractor = ToolCallExtractor()\n"
     "        let (calls, cleaned, format) = extractor.extract(from: content)\n"
     "\n"
     "        XCTAssertEqual(calls.count, 1)\n"
     "        XCTAssertEqual(calls[0].name, \"web_operations\")\n"
     "        XCTAssertTrue(format == .xmlTag, \"Expected xmlTag, got \\(format)\")\n"
     "        XCTAssertFalse(cleaned.contains(\"<tool_call>\"), \"Tool call tags should be removed from cleaned content\")\n"
     "    }")  # fmt: skip
real("https://github.com/SyntheticAutonomicMind/SAM/blob/0562c2d1ebb821edfb0a87fcc72ed04533c0cfc3/Tests/APIFrameworkTests/ToolCallExtractorTests.swift#L46-L65 (XCTest testExtractsMultipleToolCallsFromXMLTags; lines 46-65 of the file, cut at whole lines)", "neg-sam-swift-test-two-xml-tag-calls",
     "    func testExtractsMultipleToolCallsFromXMLTags() {\n"
     "        let content = \"\"\"\n"
     "        <tool_call>\n"
     "        {\"name\": \"todo_operations\", \"arguments\": {\"operation\": \"write\", \"todoList\": [{\"id\": 1}]}}\n"
     "        </tool_call>\n"
     "\n"
     "        Now I'll read the file:\n"
     "\n"
     "        <tool_call>\n"
     "        {\"name\": \"file_operations\", \"arguments\": {\"operation\": \"read\", \"path\": \"/tmp/foo.txt\"}}\n"
     "        </tool_call>\n"
     "        \"\"\"\n"
     "\n"
     "        let extractor = ToolCallExtractor()\n"
     "        let (calls, _, _) = extractor.extract(from: content)\n"
     "\n"
     "        XCTAssertEqual(calls.count, 2)\n"
     "        XCTAssertEqual(calls[0].name, \"todo_operations\")\n"
     "        XCTAssertEqual(calls[1].name, \"file_operations\")\n"
     "    }")  # fmt: skip
real("https://github.com/SyntheticAutonomicMind/SAM/blob/0562c2d1ebb821edfb0a87fcc72ed04533c0cfc3/Tests/APIFrameworkTests/ToolCallExtractorTests.swift#L131-L143 (XCTest testExtractsBareJSONWhenResponseIsPureJSON (escaped JSON in a Swift string literal); lines 131-143 of the file, cut at whole lines)", "neg-sam-swift-test-pure-json-escaped",
     "    func testExtractsBareJSONWhenResponseIsPureJSON() {\n"
     "        // When the entire response IS JSON (no surrounding prose), it IS\n"
     "        // the tool call - this is the format LocalProviderCore's\n"
     "        // buildToolInstructions() instructs local models to emit.\n"
     "        let content = \"{\\\"name\\\": \\\"get_weather\\\", \\\"arguments\\\": {\\\"city\\\": \\\"Paris\\\"}}\"\n"
     "\n"
     "        let extractor = ToolCallExtractor()\n"
     "        let (calls, _, format) = extractor.extract(from: content)\n"
     "\n"
     "        XCTAssertEqual(calls.count, 1, \"Pure JSON response must be extracted as a tool call\")\n"
     "        XCTAssertEqual(calls[0].name, \"get_weather\")\n"
     "        XCTAssertEqual(format, .bareJSON)\n"
     "    }")  # fmt: skip
real("https://github.com/SyntheticAutonomicMind/SAM/blob/0562c2d1ebb821edfb0a87fcc72ed04533c0cfc3/Tests/APIFrameworkTests/ToolCallExtractorTests.swift#L187-L214 (XCTest testDoesNotExtractFromRemovedFormats (FUNCTION/ARGS, <function_call>, Calling tool:, [TOOL_CALLS] samples in a Swift array); lines 187-214 of the file, cut at whole lines)", "neg-sam-swift-test-removed-formats",
     "    func testDoesNotExtractFromRemovedFormats() {\n"
     "        // Formats that used to be supported and have been removed to\n"
     "        // tighten the extractor. None of these should produce tool calls.\n"
     "        let removedFormatCases: [(String, String)] = [\n"
     "            (\"Qwen2 FUNCTION/ARGS\", \"\"\"\n"
     "            FUNCTION: web_operations\n"
     "            ARGS: {\"query\": \"weather\"}\n"
     "            \"\"\"),\n"
     "            (\"Qwen <function_call>\", \"\"\"\n"
     "            <function_call>\n"
     "            {\"name\": \"web_operations\", \"arguments\": {\"query\": \"weather\"}}\n"
     "            </function_call>\n"
     "            \"\"\"),\n"
     "            (\"Calling tool:\", \"\"\"\n"
     "            Calling tool: web_operations\n"
     "            {\"query\": \"weather\"}\n"
     "            \"\"\"),\n"
     "            (\"Ministral [TOOL_CALLS]\", \"\"\"\n"
     "            [TOOL_CALLS][{\"name\": \"web_operations\", \"arguments\": {\"query\": \"weather\"}}]\n"
     "            \"\"\"),\n"
     "        ]\n"
     "\n"
     "        let extractor = ToolCallExtractor()\n"
     "        for (label, content) in removedFormatCases {\n"
     "            let (calls, _, _) = extractor.extract(from: content)\n"
     "            XCTAssertEqual(calls.count, 0, \"\\(label) format must NOT extract tool calls (regression guard)\")\n"
     "        }\n"
     "    }")  # fmt: skip
real("https://github.com/SyntheticAutonomicMind/SAM/blob/0562c2d1ebb821edfb0a87fcc72ed04533c0cfc3/Sources/APIFramework/ToolCallExtractor.swift#L7-L25 (the /// doc comment of ToolCallExtractor; lines 7-25 of the file, cut at whole lines)", "neg-sam-swift-extractor-doc-comment",
     "/// Extracts tool calls from AI response text.\n"
     "///\n"
     "/// Supports two formats that providers/models are explicitly instructed to emit:\n"
     "/// - XML `<tool_call>...</tool_call>` blocks (instructed for local MLX/llama.cpp\n"
     "///   models by `AppleMLXAdapter.swift` and the local provider system prompts).\n"
     "/// - JSON code blocks in markdown: ```json ... ```\n"
     "///\n"
     "/// Historical formats that used to be supported but caused hallucinated tool\n"
     "/// calls during long conversations have been removed:\n"
     "/// - Bare JSON dictionaries in prose (matched on any `{\"name\": ..., \"arguments\": ...}`)\n"
     "/// - \"Embedded JSON\" fallback that triggered on any text containing both keys\n"
     "/// - Qwen `<function_call>` and `FUNCTION:...ARGS:` formats\n"
     "/// - \"Calling tool:\" prefix\n"
     "/// - Ministral `[TOOL_CALLS]`\n"
     "/// - Hermes detection\n"
     "///\n"
     "/// Trust native API `tool_calls` fields when the provider supports them; this\n"
     "/// extractor is only used as a fallback for local models that emit text-only\n"
     "/// responses.")  # fmt: skip
real("https://github.com/SyntheticAutonomicMind/SAM/blob/0562c2d1ebb821edfb0a87fcc72ed04533c0cfc3/Sources/MLXIntegration/AppleMLXAdapter.swift#L201-L260 (the toolInstruction prompt builder: a Swift multi-line string with <tool_call> examples for web_operations and manage_todo_list; lines 201-260 of the file, cut at whole lines)", "neg-sam-swift-mlx-tool-protocol-prompt",
     "        /// Build explicit tool instruction text with VERY clear examples.\n"
     "        let toolInstruction = \"\"\"\n"
     "\n"
     "\n"
     "        # TOOL CALLING PROTOCOL FOR LOCAL MODELS\n"
     "\n"
     "        You have access to tools. Use them when needed, then provide a final answer.\n"
     "\n"
     "        ## STEP 1: To call a tool, respond with ONLY this (nothing else):\n"
     "\n"
     "        <tool_call>\n"
     "        {\"name\": \"tool_name\", \"arguments\": {...}}\n"
     "        </tool_call>\n"
     "\n"
     "        ## STEP 2: You'll receive tool results\n"
     "\n"
     "        ## STEP 3: After receiving results:\n"
     "        - If task is COMPLETE → Provide conversational response (NO tool call)\n"
     "        - If more work needed → Call another tool (goto STEP 1)\n"
     "\n"
     "        ## CRITICAL RULES:\n"
     "        - Tool call response = ONLY the <tool_call>...</tool_call> (no other text)\n"
     "        - Final response = ONLY conversational text (no tool calls)\n"
     "        - DO NOT mix tool calls with explanatory text\n"
     "        - DO NOT call same tool repeatedly unless results indicate need\n"
     "\n"
     "        ## EXAMPLE 1 - Simple task:\n"
     "        User: \"What is 5+5?\"\n"
     "        You: \"10\"  (no tools needed)\n"
     "\n"
     "        ## EXAMPLE 2 - Task requiring one tool:\n"
     "        User: \"What is the weather in Austin?\"\n"
     "        You: <tool_call>\n"
     "        {\"name\": \"web_operations\", \"arguments\": {\"operation\": \"search\", \"query\": \"current weather Austin TX\"}}\n"
     "        </tool_call>\n"
     "        [System provides tool results]\n"
     "        You: \"The current weather in Austin is 75°F and sunny.\"\n"
     "\n"
     "        ## EXAMPLE 3 - Task requiring multiple tools:\n"
     "        User: \"Create a todo with 2 tasks and complete them\"\n"
     "        You: <tool_call>\n"
     "        {\"name\": \"manage_todo_list\", \"arguments\": {\"operation\": \"write\", \"todoList\": [...]}}\n"
     "        </tool_call>\n"
     "        [System provides results]\n"
     "        You: <tool_call>\n"
     "        {\"name\": \"manage_todo_list\", \"arguments\": {\"operation\": \"write\", \"todoList\": [{\"id\": 1, \"status\": \"completed\"}]}}\n"
     "        </tool_call>\n"
     "        [System provides results]\n"
     "        You: \"I've created and completed both tasks successfully.\"\n"
     "\n"
     "        ## WRONG EXAMPLES:\n"
     "        ERROR: \"Let me create that. <tool_call>...</tool_call>\"  (mixed text and tool)\n"
     "        ERROR: Calling same tool 5+ times without checking results\n"
     "        ERROR: Asking user for more info when you have what you need\n"
     "\n"
     "        ## COMPLETION SIGNALS:\n"
     "        - When you respond with ONLY text (no tool call) = you're done\n"
     "        - Keep responses concise and helpful\n"
     "        - Don't over-explain unless asked\n"
     "        \"\"\"")  # fmt: skip
# ---- Lua: avante.nvim's ReAct parser doc comments and tools guideline template ------------------------
real("https://github.com/yetone/avante.nvim/blob/a9334315e05ac750985c7d0b391e360e36e0278e/lua/avante/libs/ReAct_parser2.lua#L29-L46 (the --- doc comment of parse(): a parse([[...<tool_use>{\"name\": \"write\", ...}</tool_use>]]) example and its returned Lua table; lines 29-46 of the file, cut at whole lines)", "neg-avante-lua-react-parser2-doc",
     "--- parse([[Hello, world! I am a tool.<tool_use>{\"name\": \"write\", \"input\": {\"path\": \"path/to/file.txt\", \"content\": \"foo\"}}</tool_use>]])\n"
     "--- returns\n"
     "--- {\n"
     "---   {\n"
     "---     type = \"text\",\n"
     "---     text = \"Hello, world! I am a tool.\",\n"
     "---     partial = false,\n"
     "---   },\n"
     "---   {\n"
     "---     type = \"tool_use\",\n"
     "---     tool_name = \"write\",\n"
     "---     tool_input = {\n"
     "---       path = \"path/to/file.txt\",\n"
     "---       content = \"foo\",\n"
     "---     },\n"
     "---     partial = false,\n"
     "---   },\n"
     "--- }")  # fmt: skip
real("https://github.com/yetone/avante.nvim/blob/a9334315e05ac750985c7d0b391e360e36e0278e/lua/avante/libs/ReAct_parser.lua#L169-L186 (the --- doc comment of parse(): a parse(\"...<tool_use><write><path>...\") example and its returned Lua table; lines 169-186 of the file, cut at whole lines)", "neg-avante-lua-react-parser-xml-doc",
     "--- parse(\"Hello, world! I am a tool.<tool_use><write><path>path/to/file.txt</path><content>foo</content></write></tool_use>\")\n"
     "--- returns\n"
     "--- {\n"
     "---   {\n"
     "---     type = \"text\",\n"
     "---     text = \"Hello, world! I am a tool.\",\n"
     "---     partial = false,\n"
     "---   },\n"
     "---   {\n"
     "---     type = \"tool_use\",\n"
     "---     tool_name = \"write\",\n"
     "---     tool_input = {\n"
     "---       path = \"path/to/file.txt\",\n"
     "---       content = \"foo\",\n"
     "---     },\n"
     "---     partial = false,\n"
     "---   },\n"
     "--- }")  # fmt: skip
real("https://github.com/yetone/avante.nvim/blob/a9334315e05ac750985c7d0b391e360e36e0278e/lua/avante/templates/_tools-guidelines.avanterules#L35-L53 (the Jinja prompt template: the attempt_completion greeting example in <tool_use> and in tool_calls JSON; lines 35-53 of the file, cut at whole lines)", "neg-avante-tools-guidelines-greeting-example",
     "*   **User Input:** \"Hi there\"\n"
     "*   **Your REQUIRED Output (as a tool call):**\n"
     "    {% if use_react_prompt -%}\n"
     "    <tool_use>{\"name\": \"attempt_completion\", \"input\": {\"result\": \"[**Generated Response Following the Greeting Response Guideline**]\"}}</tool_use>\n"
     "    {% else -%}\n"
     "    ```json\n"
     "    {\n"
     "      \"tool_calls\": [\n"
     "        {\n"
     "          \"type\": \"function\",\n"
     "          \"function\": {\n"
     "            \"arguments\": \"{\\\"result\\\":\\\"[**Generated Response Following the Greeting Response Guideline**]\\\"}\",\n"
     "            \"name\": \"attempt_completion\"\n"
     "          }\n"
     "        }\n"
     "      ]\n"
     "    }\n"
     "    ```\n"
     "    {% endif %}")  # fmt: skip
# ---- Elixir: LangChain's Llama 3.1 custom tool parser, template and fixture ----------------------------
real("https://github.com/brainlid/langchain/blob/761399398365bc60e2ec4a7b563e3106b7a74b5d/test/utils/parser/llama3_1_custom_tool_parser_test.exs#L1-L18 (ExUnit test \"successfully parses valid function call\" (a ~s sigil holding <function=spotify_trending_songs>{...}</function>); lines 1-18 of the file, cut at whole lines)", "neg-langchain-ex-llama31-parser-test",
     "defmodule LangChain.Utils.Parser.LLAMA_3_1_CustomToolParserTest do\n"
     "  use ExUnit.Case\n"
     "  alias LangChain.Utils.Parser.LLAMA_3_1_CustomToolParser\n"
     "\n"
     "  describe \"parse/1\" do\n"
     "    test \"successfully parses valid function call\" do\n"
     "      input = ~s(<function=spotify_trending_songs>{\"n\": \"5\"}</function>)\n"
     "\n"
     "      expected = {\n"
     "        :ok,\n"
     "        %{\n"
     "          function_name: \"spotify_trending_songs\",\n"
     "          parameters: %{\"n\" => \"5\"}\n"
     "        }\n"
     "      }\n"
     "\n"
     "      assert LLAMA_3_1_CustomToolParser.parse(input) == expected\n"
     "    end")  # fmt: skip
real("https://github.com/brainlid/langchain/blob/761399398365bc60e2ec4a7b563e3106b7a74b5d/test/utils/parser/llama3_1_custom_tool_parser_test.exs#L20-L38 (the ExUnit error tests (invalid JSON, empty name, missing end tag, missing start tag); lines 20-38 of the file, cut at whole lines)", "neg-langchain-ex-llama31-parser-error-tests",
     "    test \"handles invalid JSON in parameters\" do\n"
     "      input = ~s(<function=test>{invalid_json}</function>)\n"
     "      assert {:error, _} = LLAMA_3_1_CustomToolParser.parse(input)\n"
     "    end\n"
     "\n"
     "    test \"handles invalid function name\" do\n"
     "      input = ~s(<function=></function>)\n"
     "      assert {:error, _} = LLAMA_3_1_CustomToolParser.parse(input)\n"
     "    end\n"
     "\n"
     "    test \"handles missing end tag\" do\n"
     "      input = ~s(<function=test>{\"param\": \"value\"})\n"
     "      assert {:error, _} = LLAMA_3_1_CustomToolParser.parse(input)\n"
     "    end\n"
     "\n"
     "    test \"handles missing start tag\" do\n"
     "      input = ~s(test>{\"param\": \"value\"}</function>)\n"
     "      assert {:error, _} = LLAMA_3_1_CustomToolParser.parse(input)\n"
     "    end")  # fmt: skip
real("https://github.com/brainlid/langchain/blob/761399398365bc60e2ec4a7b563e3106b7a74b5d/lib/utils/chat_templates.ex#L537-L552 (the EEx Llama 3.1 custom-tool template: the <function=...> format instructions and example; lines 537-552 of the file, cut at whole lines)", "neg-langchain-ex-llama31-template-function-format",
     "      If a you choose to call a function ONLY reply in the following format:\n"
     "      <{start_tag}={function_name}>{parameters}{end_tag}\n"
     "      where\n"
     "\n"
     "      start_tag => `<function`\n"
     "      parameters => a JSON dict with the function argument name as key and function argument value as value.\n"
     "      end_tag => `</function>`\n"
     "\n"
     "      Here is an example,\n"
     "      <function=example_function_name>{\"example_name\": \"example_value\"}</function>\n"
     "\n"
     "      Reminder:\n"
     "      - Function calls MUST follow the specified format\n"
     "      - Required parameters MUST be specified\n"
     "      - Only call one function at a time\n"
     "      - Put the entire function call reply on one line")  # fmt: skip
real("https://github.com/brainlid/langchain/blob/761399398365bc60e2ec4a7b563e3106b7a74b5d/test/utils/chat_templates_test.exs#L771-L772 (the expected rendered Llama 3.1 prompt (one Elixir string with \\n escapes) for the say_hi tool; lines 771-772 of the file, cut at whole lines)", "neg-langchain-ex-llama31-rendered-prompt-expected",
     "      expected =\n"
     "        \"<|begin_of_text|>\\n<|start_header_id|>system<|end_header_id|>\\n\\nEnvironment: ipython\\nTools:\\nCutting Knowledge Date: December 2023\\nToday Date: #{date}\\n\\n# Tool Instructions\\n- Always execute python code in messages that you share.\\n- When looking for real time information use relevant functions if available\\n\\nYou have access to the following functions:\\n\\n\\nUse the function 'say_hi' to: Provide a friendly greeting.\\n{\\n  \\\"n\\\": {\\n    \\\"description\\\": \\\"\\\",\\n    \\\"param_type\\\": \\\"int\\\",\\n    \\\"required\\\": false\\n  }\\n}\\n\\n\\n\\n\\nIf a you choose to call a function ONLY reply in the following format:\\n<{start_tag}={function_name}>{parameters}{end_tag}\\nwhere\\n\\nstart_tag => `<function`\\nparameters => a JSON dict with the function argument name as key and function argument value as value.\\nend_tag => `</function>`\\n\\nHere is an example,\\n<function=example_function_name>{\\\"example_name\\\": \\\"example_value\\\"}</function>\\n\\nReminder:\\n- Function calls MUST follow the specified format\\n- Required parameters MUST be specified\\n- Only call one function at a time\\n- Put the entire function call reply on one line\\n- Always add your sources when using search results to answer the user query\\n\\nYou are a helpful assistant.system_message<|eot_id|>\\n<|start_header_id|>user<|end_header_id|>\\n\\nuser_prompt<|eot_id|>\\n\\n\\n<|start_header_id|>assistant<|end_header_id|>\\n\\n\"")  # fmt: skip
# ---- C++: shepherd's system-prompt builders and parser ------------------------------------------------
real("https://github.com/sshoecraft/shepherd/blob/e55a893bf59a3425c66e1dbbd62c17e90214d5eb/backends/chat_template.cpp#L45-L47 (the C++ lines that append the Hermes <tool_call> format instructions to the system prompt; lines 45-47 of the file, cut at whole lines)", "neg-shepherd-cpp-hermes-prompt-builder",
     "        formatted += \"</tools>\\n\\n\";\n"
     "        formatted += \"For each function call, return a json object with function name and arguments within <tool_call></tool_call> XML tags:\\n\";\n"
     "        formatted += \"<tool_call>\\n{\\\"name\\\": <function-name>, \\\"arguments\\\": <args-json-object>}\\n</tool_call>\";")  # fmt: skip
real("https://github.com/sshoecraft/shepherd/blob/e55a893bf59a3425c66e1dbbd62c17e90214d5eb/backends/chat_template.cpp#L146-L160 (the C++ BFCL-style system prompt builder ({\"name\": function name, \"parameters\": ...}); lines 146-160 of the file, cut at whole lines)", "neg-shepherd-cpp-bfcl-prompt-builder",
     "    // Add JSON schemas for tools (BFCL-style)\n"
     "    if (!tools.empty()) {\n"
     "        system_content += \"\\n\\nThe following functions are available IF needed to answer the user's request:\\n\\n\";\n"
     "        system_content += \"IMPORTANT: Only call a function if you actually need external information or capabilities. \";\n"
     "        system_content += \"For greetings, casual conversation, or questions you can answer directly - respond normally without calling any function.\\n\\n\";\n"
     "        system_content += \"When you DO need to call a function, respond with ONLY a JSON object in this format: \";\n"
     "        system_content += \"{\\\"name\\\": function name, \\\"parameters\\\": dictionary of argument name and its value}. Do not use variables.\\n\\n\";\n"
     "\n"
     "        for (const auto& tool : tools) {\n"
     "            system_content += \"- \" + tool.name + \": \" + tool.description + \"\\n\";\n"
     "            if (!tool.parameters.empty()) {\n"
     "                system_content += \"  Parameters: \" + tool.parameters.dump() + \"\\n\";\n"
     "            }\n"
     "        }\n"
     "    }")  # fmt: skip
real("https://github.com/sshoecraft/shepherd/blob/e55a893bf59a3425c66e1dbbd62c17e90214d5eb/backends/generic_parser.cpp#L278-L280 (a C++ comment naming the ({\"name\": \"...\", \"arguments\": {...}}) structure; lines 278-280 of the file, cut at whole lines)", "neg-shepherd-cpp-parser-comment",
     "    // Convert parameters to JSON string\n"
     "    // Prefer parsed parameters over raw_json because raw_json may contain the entire\n"
     "    // tool call structure ({\"name\": \"...\", \"arguments\": {...}}) not just the arguments")  # fmt: skip
# ---- Dart: flutter-llama's Qwen3 tool-call parser and prompt builder ----------------------------------
real("https://github.com/w99910/flutter-llama/blob/0f31abd21cc66a63a5d1c0109fdfa8be1a15fc92/lib/tool_calling.dart#L114-L123 (the Dart ToolCallParser doc comment and regex (<tool_call>{\"name\": \"function_name\", ...}</tool_call>); lines 114-123 of the file, cut at whole lines)", "neg-flutter-llama-dart-parser-doc",
     "/// Utility class for parsing tool calls from Qwen3 output\n"
     "class ToolCallParser {\n"
     "  /// Parse tool calls from model output\n"
     "  /// Qwen3 format: <tool_call>{\"name\": \"function_name\", \"arguments\": {...}}</tool_call>\n"
     "  static List<ToolCall> parseToolCalls(String text) {\n"
     "    final toolCalls = <ToolCall>[];\n"
     "    final regex = RegExp(\n"
     "      r'<tool_call>\\s*({.*?})\\s*</tool_call>',\n"
     "      dotAll: true,\n"
     "    );")  # fmt: skip
real("https://github.com/w99910/flutter-llama/blob/0f31abd21cc66a63a5d1c0109fdfa8be1a15fc92/lib/tool_calling.dart#L161-L190 (the Dart formatToolsForPrompt and formatToolResult builders (a <tool_call> example with tool_name, a <tool_response> template); lines 161-190 of the file, cut at whole lines)", "neg-flutter-llama-dart-system-prompt",
     "/// Format tools for Qwen3 system prompt\n"
     "String formatToolsForPrompt(ToolRegistry registry) {\n"
     "  final tools = registry.toJsonList();\n"
     "  if (tools.isEmpty) return '';\n"
     "\n"
     "  final toolsJson = jsonEncode(tools);\n"
     "  return '''\n"
     "You have access to the following tools:\n"
     "\n"
     "$toolsJson\n"
     "\n"
     "IMPORTANT: Only use these tools when the user's question specifically requires them. \n"
     "- Use tools ONLY for calculations or tasks that match their exact purpose\n"
     "- For general knowledge questions (like \"what is bitcoin\"), answer directly without using any tools\n"
     "- For greetings, conversations, or explanations, respond normally without tools\n"
     "\n"
     "When you need to use a tool, respond with:\n"
     "<tool_call>\n"
     "{\"name\": \"tool_name\", \"arguments\": {\"param1\": \"value1\", \"param2\": \"value2\"}}\n"
     "</tool_call>\n"
     "\n"
     "After receiving the tool result, continue your response naturally.''';\n"
     "}\n"
     "\n"
     "/// Create a tool result message for Qwen3\n"
     "String formatToolResult(String toolName, dynamic result) {\n"
     "  return '''<tool_response>\n"
     "{\"name\": \"$toolName\", \"result\": ${jsonEncode(result)}}\n"
     "</tool_response>''';\n"
     "}")  # fmt: skip
