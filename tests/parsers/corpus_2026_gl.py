# ruff: noqa: E501  (texts are kept as the sources wrote them)
"""Held-out set gl (issue 42): source code and tests of coding agents and chat apps that hold tool-call text as data, gathered without reading the parser.

Families: all negatives. Excerpts of TypeScript/JavaScript source, tests and a mode-rules XML file that a model could
echo (or a user paste) and that are NOT calls: Void's XML tool-definition and tool-prompt builders (template literals
with `<${t.name}>` placeholders) and its XML tool-tag detector; AnythingLLM's Foundry `<tool_call>` text filter (JSDoc
quoting a complete `{"name": "web-scraping", "arguments": {...}}` envelope), its untooled provider's prompt builder and
few-shot renderer, and a filesystem skill's `call: JSON.stringify({...})` examples; Continue CLI tests whose template
literals hold `<tool>{"name": "Read", "arguments": {...}}</tool>` (valid, malformed and partial) and its ```tool /
TOOL_NAME / BEGIN_ARG example-call tests; Chatbox's OpenAI test with SSE chunks carrying a `get_weather` tool_calls
delta; Roo-Code's issue-investigator mode examples (XML calls inside `<tool_use><![CDATA[...]]>`), its system-prompt
spec asserting the absence of `<read_file>` markup and its "XML tool calls are no longer supported" error text; and
Cline's test asserting an `<execute_command>` example in an error message.

Sources (each at the commit in its URL, excerpts cut at whole lines as noted): voideditor/void prompts.ts and
extractGrammar.ts; Mintplex-Labs/anything-llm foundry/toolCallFilter.js, aibitat/providers/foundry.js,
helpers/untooled.js, plugins/filesystem/copy-file.js; continuedev/continue extensions/cli/src/tools/index.test.ts and
core/tools/systemMessageTools/toolCodeblocks/buildSystemMessage.vitest.ts; chatboxai/chatbox
src/shared/providers/definitions/models/openai.test.ts; RooCodeInc/Roo-Code .roo/rules-issue-investigator/5_examples.xml,
src/core/prompts/__tests__/system-prompt.spec.ts, src/core/assistant-message/presentAssistantMessage.ts; cline/cline
apps/vscode/src/core/prompts/__tests__/toolSpecificMissingParamErrors.test.ts. None of these files is cited by an
earlier corpus (corpus cz names AnythingLLM's untooled.test.js only as a source it could not use; this set takes
untooled.js, not the test).

Could not find (in the helper's 30 minutes): lobe-chat, open-webui, Kilo-Code, LibreChat, goose, Jan and cherry-studio
snapshots were too large to bring here and were not searched file by file; opencode (sst) had no snapshot; Zed
and mods were not searched; aichat's and crush's sources hold native tool calls only (crush's VCR cassettes are SSE
`tool_calls` deltas on lines too long to excerpt); lmstudio-js and NextChat held no tool-call text in source or tests; Cline's and Continue's main
tool-call parser tests and prompt builders (responses.ts, parseAssistantMessage tests, toolCodeblocks/index.ts and the
system-tool vitest files) are already cited.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the excerpts name, declared so that a naive parser WOULD call them
TOOLS_GL: list[dict[str, Any]] = [
    # anything-llm skills
    tool_schema("web-scraping", ("url",), url="string"),
    tool_schema("filesystem-copy-file", ("source", "destination"), source="string", destination="string"),
    # continue CLI tools
    tool_schema("Read", ("filepath",), filepath="string"),
    tool_schema("Write", ("filepath", "content"), filepath="string", content="string"),
    tool_schema("Search", ("pattern",), pattern="string", path="string", options="object"),
    tool_schema("List", ()),
    tool_schema("test_tool", (), arg1="string", arg2="string"),
    # chatbox test
    tool_schema("get_weather", ("location",), location="string"),
    # Roo-Code / Cline / Void built-ins
    tool_schema("execute_command", ("command",), command="string", requires_approval="boolean"),
    tool_schema("read_file", ("path",), path="string"),
    tool_schema("codebase_search", ("query",), query="string"),
    tool_schema("update_todo_list", ("todos",), todos="string"),
]

SOURCES_GL: dict[str, str] = {}
CASES_GL: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_GL[id] = source
    CASES_GL.append(Case(id, text, list(calls), **kw))


real("https://github.com/voideditor/void/blob/b3166e7ef2aefbdfeb139445fdf248a561b85d4d/src/vs/workbench/contrib/void/common/prompt/prompts.ts#L380-L398 (lines 380-398: the toolCallDefinitionsXMLString and reParsedToolXMLString template literals; cut at whole lines)", "neg-void-xml-tool-definitions-builder",
     "const toolCallDefinitionsXMLString = (tools: InternalToolInfo[]) => {\n"
     "\treturn `${tools.map((t, i) => {\n"
     "\t\tconst params = Object.keys(t.params).map(paramName => `<${paramName}>${t.params[paramName].description}</${paramName}>`).join('\\n')\n"
     "\t\treturn `\\\n"
     "    ${i + 1}. ${t.name}\n"
     "    Description: ${t.description}\n"
     "    Format:\n"
     "    <${t.name}>${!params ? '' : `\\n${params}`}\n"
     "    </${t.name}>`\n"
     "\t}).join('\\n\\n')}`\n"
     "}\n"
     "\n"
     "export const reParsedToolXMLString = (toolName: ToolName, toolParams: RawToolParamsObj) => {\n"
     "\tconst params = Object.keys(toolParams).map(paramName => `<${paramName}>${toolParams[paramName]}</${paramName}>`).join('\\n')\n"
     "\treturn `\\\n"
     "    <${toolName}>${!params ? '' : `\\n${params}`}\n"
     "    </${toolName}>`\n"
     "\t\t.replace('\\t', '  ')\n"
     "}")  # fmt: skip

real("https://github.com/voideditor/void/blob/b3166e7ef2aefbdfeb139445fdf248a561b85d4d/src/vs/workbench/contrib/void/common/prompt/prompts.ts#L400-L425 (lines 400-425: the systemToolsXMLPrompt builder with its 'Tool calling details' guidelines; cut at whole lines)", "neg-void-system-tools-xml-prompt",
     "/* We expect tools to come at the end - not a hard limit, but that's just how we process them, and the flow makes more sense that way. */\n"
     "// - You are allowed to call multiple tools by specifying them consecutively. However, there should be NO text or writing between tool calls or after them.\n"
     "const systemToolsXMLPrompt = (chatMode: ChatMode, mcpTools: InternalToolInfo[] | undefined) => {\n"
     "\tconst tools = availableTools(chatMode, mcpTools)\n"
     "\tif (!tools || tools.length === 0) return null\n"
     "\n"
     "\tconst toolXMLDefinitions = (`\\\n"
     "    Available tools:\n"
     "\n"
     "    ${toolCallDefinitionsXMLString(tools)}`)\n"
     "\n"
     "\tconst toolCallXMLGuidelines = (`\\\n"
     "    Tool calling details:\n"
     "    - To call a tool, write its name and parameters in one of the XML formats specified above.\n"
     "    - After you write the tool call, you must STOP and WAIT for the result.\n"
     "    - All parameters are REQUIRED unless noted otherwise.\n"
     "    - You are only allowed to output ONE tool call, and it must be at the END of your response.\n"
     "    - Your tool call will be executed immediately, and the results will appear in the following user message.`)\n"
     "\n"
     "\treturn `\\\n"
     "    ${toolXMLDefinitions}\n"
     "\n"
     "    ${toolCallXMLGuidelines}`\n"
     "}\n"
     "\n"
     "// ======================================================== chat (normal, gather, agent) ========================================================")  # fmt: skip

real("https://github.com/voideditor/void/blob/b3166e7ef2aefbdfeb139445fdf248a561b85d4d/src/vs/workbench/contrib/void/electron-main/llmMessage/extractGrammar.ts#L270-L283 (lines 270-283: the stream wrapper building `<${t.name}>` open tags to detect XML tool calls; cut at whole lines)", "neg-void-extract-grammar-tool-open-tags",
     "\tif (!chatMode) return { newOnText: onText, newOnFinalMessage: onFinalMessage }\n"
     "\tconst tools = availableTools(chatMode, mcpTools)\n"
     "\tif (!tools) return { newOnText: onText, newOnFinalMessage: onFinalMessage }\n"
     "\n"
     "\tconst toolOfToolName: ToolOfToolName = {}\n"
     "\tconst toolOpenTags = tools.map(t => `<${t.name}>`)\n"
     "\tfor (const t of tools) { toolOfToolName[t.name] = t }\n"
     "\n"
     "\tconst toolId = generateUuid()\n"
     "\n"
     "\t// detect <availableTools[0]></availableTools[0]>, etc\n"
     "\tlet fullText = '';\n"
     "\tlet trueFullText = ''\n"
     "\tlet latestToolCall: RawToolCallObj | undefined = undefined")  # fmt: skip

real("https://github.com/Mintplex-Labs/anything-llm/blob/72aabbd15481ae405434efd4c83d46026eef1173/server/utils/AiProviders/foundry/toolCallFilter.js#L1-L18 (lines 1-18: the JSDoc quoting Foundry Local's raw <tool_call> markup for web-scraping, and the class's OPEN/CLOSE tags; cut at whole lines)", "neg-anythingllm-foundry-tool-call-filter-jsdoc",
     "/**\n"
     " * Strips `<tool_call>…</tool_call>` markup out of streamed assistant text.\n"
     " *\n"
     " * Foundry Local emits a tool call *twice*: once properly, as OpenAI\n"
     " * `delta.tool_calls`, and again as raw markup inside `delta.content`:\n"
     " *\n"
     " *   <tool_call>\n"
     " *   {\"name\": \"web-scraping\", \"arguments\": {\"url\": \"https://anythingllm.com\"}}\n"
     " *   </tool_call>\n"
     " *\n"
     " * The native copy is what actually invokes the tool, so the text copy is pure\n"
     " * noise — but it reaches the chat window verbatim. Filtering has to survive the\n"
     " * tags being split across chunks (`<tool` / `_call>`), so this holds back any\n"
     " * trailing text that could still turn out to be the start of an opening tag.\n"
     " */\n"
     "class ToolCallTextFilter {\n"
     "  static OPEN = \"<tool_call>\";\n"
     "  static CLOSE = \"</tool_call>\";")  # fmt: skip

real("https://github.com/Mintplex-Labs/anything-llm/blob/72aabbd15481ae405434efd4c83d46026eef1173/server/utils/agents/aibitat/providers/foundry.js#L85-L93 (lines 85-93: the #filterToolCallMarkup JSDoc and signature; cut at whole lines)", "neg-anythingllm-foundry-filter-markup-jsdoc",
     "  /**\n"
     "   * Foundry echoes every tool call into `delta.content` as raw\n"
     "   * `<tool_call>…</tool_call>` markup on top of emitting it natively, so the\n"
     "   * markup would otherwise be printed into the chat. Wrap the event handler to\n"
     "   * strip it from text chunks while leaving every other event untouched.\n"
     "   * @param {function|null} eventHandler\n"
     "   * @returns {function|null}\n"
     "   */\n"
     "  #filterToolCallMarkup(eventHandler) {")  # fmt: skip

real("https://github.com/Mintplex-Labs/anything-llm/blob/72aabbd15481ae405434efd4c83d46026eef1173/server/utils/agents/aibitat/providers/helpers/untooled.js#L31-L51 (lines 31-51: showcaseFunctions, which renders each skill's examples as 'JSON: {name, arguments}' lines; cut at whole lines)", "neg-anythingllm-untooled-showcase-functions",
     "  showcaseFunctions(functions = []) {\n"
     "    let output = \"\";\n"
     "    functions.forEach((def) => {\n"
     "      let shotExample = `-----------\n"
     "Function name: ${def.name}\n"
     "Function Description: ${def.description}\n"
     "Function parameters in JSON format:\n"
     "${JSON.stringify(def.parameters.properties, null, 4)}\\n`;\n"
     "\n"
     "      if (Array.isArray(def.examples)) {\n"
     "        def.examples.forEach(({ prompt, call }) => {\n"
     "          shotExample += `Query: \"${prompt}\"\\nJSON: ${JSON.stringify({\n"
     "            name: def.name,\n"
     "            arguments: safeJsonParse(call, {}),\n"
     "          })}\\n`;\n"
     "        });\n"
     "      }\n"
     "      output += `${shotExample}-----------\\n`;\n"
     "    });\n"
     "    return output;\n"
     "  }")  # fmt: skip

real("https://github.com/Mintplex-Labs/anything-llm/blob/72aabbd15481ae405434efd4c83d46026eef1173/server/utils/agents/aibitat/providers/helpers/untooled.js#L126-L153 (lines 126-153: buildToolCallMessages and its system prompt naming the 'name'/'arguments' keys; cut at whole lines)", "neg-anythingllm-untooled-tool-call-system-prompt",
     "  buildToolCallMessages(history = [], functions = []) {\n"
     "    // Format history messages with attachments for multimodal support\n"
     "    const formattedHistory = history.map((msg) =>\n"
     "      this.formatMessageWithAttachments(msg)\n"
     "    );\n"
     "\n"
     "    return [\n"
     "      {\n"
     "        content: `You are a program which picks the most optimal function and parameters to call.\n"
     "      DO NOT HAVE TO PICK A FUNCTION IF IT WILL NOT HELP ANSWER OR FULFILL THE USER'S QUERY.\n"
     "      When a function is selection, respond in JSON with no additional text.\n"
     "      When there is no relevant function to call - return with a regular chat text response.\n"
     "      Your task is to pick a **single** function that we will use to call, if any seem useful or relevant for the user query.\n"
     "\n"
     "      All JSON responses should have two keys.\n"
     "      'name': this is the name of the function name to call. eg: 'web-scraper', 'rag-memory', etc..\n"
     "      'arguments': this is an object with the function properties to invoke the function.\n"
     "      DO NOT INCLUDE ANY OTHER KEYS IN JSON RESPONSES.\n"
     "\n"
     "      Here are the available tools you can use an examples of a query and response so you can understand how each one works.\n"
     "      ${this.showcaseFunctions(functions)}\n"
     "\n"
     "      Now pick a function if there is an appropriate one to use given the last user message and the given conversation so far.`,\n"
     "        role: \"system\",\n"
     "      },\n"
     "      ...formattedHistory,\n"
     "    ];\n"
     "  }")  # fmt: skip

real("https://github.com/Mintplex-Labs/anything-llm/blob/72aabbd15481ae405434efd4c83d46026eef1173/server/utils/agents/aibitat/plugins/filesystem/copy-file.js#L41-L56 (lines 41-56: the skill's examples array with call: JSON.stringify({...}); cut at whole lines)", "neg-anythingllm-copy-file-skill-examples",
     "          examples: [\n"
     "            {\n"
     "              prompt: \"Make a backup copy of config.json\",\n"
     "              call: JSON.stringify({\n"
     "                source: \"config.json\",\n"
     "                destination: \"config.backup.json\",\n"
     "              }),\n"
     "            },\n"
     "            {\n"
     "              prompt: \"Copy the templates folder to a new location\",\n"
     "              call: JSON.stringify({\n"
     "                source: \"templates\",\n"
     "                destination: \"templates-backup\",\n"
     "              }),\n"
     "            },\n"
     "          ],")  # fmt: skip

real("https://github.com/continuedev/continue/blob/d0a3c0b626b5bebc3bef4742eec05a0242be0bab/extensions/cli/src/tools/index.test.ts#L22-L55 (lines 22-55: the 'extract single tool call' and 'extract multiple tool calls' tests with <tool>{JSON}</tool> template literals; cut at whole lines)", "neg-continue-cli-extract-tool-calls-test-single-multiple",
     "  describe(\"extractToolCalls\", () => {\n"
     "    it(\"should extract single tool call\", () => {\n"
     "      const response = `Here's the result:\n"
     "<tool>{\"name\": \"Read\", \"arguments\": {\"filepath\": \"/path/to/file.txt\"}}</tool>\n"
     "Done.`;\n"
     "\n"
     "      const result = extractToolCalls(response);\n"
     "      expect(result).toEqual([\n"
     "        {\n"
     "          name: \"Read\",\n"
     "          arguments: { filepath: \"/path/to/file.txt\" },\n"
     "        },\n"
     "      ]);\n"
     "    });\n"
     "\n"
     "    it(\"should extract multiple tool calls\", () => {\n"
     "      const response = `First call:\n"
     "<tool>{\"name\": \"Read\", \"arguments\": {\"filepath\": \"/file1.txt\"}}</tool>\n"
     "Second call:\n"
     "<tool>{\"name\": \"Write\", \"arguments\": {\"filepath\": \"/file2.txt\", \"content\": \"hello\"}}</tool>\n"
     "Done.`;\n"
     "\n"
     "      const result = extractToolCalls(response);\n"
     "      expect(result).toEqual([\n"
     "        {\n"
     "          name: \"Read\",\n"
     "          arguments: { filepath: \"/file1.txt\" },\n"
     "        },\n"
     "        {\n"
     "          name: \"Write\",\n"
     "          arguments: { filepath: \"/file2.txt\", content: \"hello\" },\n"
     "        },\n"
     "      ]);\n"
     "    });")  # fmt: skip

real("https://github.com/continuedev/continue/blob/d0a3c0b626b5bebc3bef4742eec05a0242be0bab/extensions/cli/src/tools/index.test.ts#L57-L92 (lines 57-92: the 'complex arguments' and 'multiline tool calls' tests; cut at whole lines)", "neg-continue-cli-extract-tool-calls-test-complex-multiline",
     "    it(\"should handle tool calls with complex arguments\", () => {\n"
     "      const response = `<tool>{\"name\": \"Search\", \"arguments\": {\"pattern\": \"function.*test\", \"path\": \"/src\", \"options\": {\"recursive\": true, \"ignoreCase\": false}}}</tool>`;\n"
     "\n"
     "      const result = extractToolCalls(response);\n"
     "      expect(result).toEqual([\n"
     "        {\n"
     "          name: \"Search\",\n"
     "          arguments: {\n"
     "            pattern: \"function.*test\",\n"
     "            path: \"/src\",\n"
     "            options: { recursive: true, ignoreCase: false },\n"
     "          },\n"
     "        },\n"
     "      ]);\n"
     "    });\n"
     "\n"
     "    it(\"should handle multiline tool calls\", () => {\n"
     "      const response = `<tool>{\n"
     "  \"name\": \"Write\",\n"
     "  \"arguments\": {\n"
     "    \"filepath\": \"/path/to/file.txt\",\n"
     "    \"content\": \"Line 1\\\\nLine 2\\\\nLine 3\"\n"
     "  }\n"
     "}</tool>`;\n"
     "\n"
     "      const result = extractToolCalls(response);\n"
     "      expect(result).toEqual([\n"
     "        {\n"
     "          name: \"Write\",\n"
     "          arguments: {\n"
     "            filepath: \"/path/to/file.txt\",\n"
     "            content: \"Line 1\\nLine 2\\nLine 3\",\n"
     "          },\n"
     "        },\n"
     "      ]);\n"
     "    });")  # fmt: skip

real("https://github.com/continuedev/continue/blob/d0a3c0b626b5bebc3bef4742eec05a0242be0bab/extensions/cli/src/tools/index.test.ts#L108-L147 (lines 108-147: the 'ignore malformed tool calls' and 'missing required fields' tests; cut at whole lines)", "neg-continue-cli-extract-tool-calls-test-malformed",
     "    it(\"should ignore malformed tool calls\", () => {\n"
     "      // Capture console.error to avoid polluting test output\n"
     "      const originalConsoleError = console.error;\n"
     "      console.error = () => {};\n"
     "\n"
     "      const response = `Good call:\n"
     "<tool>{\"name\": \"Read\", \"arguments\": {\"filepath\": \"/file.txt\"}}</tool>\n"
     "Bad call:\n"
     "<tool>{\"name\": \"invalid_json\", \"arguments\": {malformed json}}</tool>\n"
     "Another good call:\n"
     "<tool>{\"name\": \"Write\", \"arguments\": {\"filepath\": \"/file2.txt\", \"content\": \"test\"}}</tool>`;\n"
     "\n"
     "      const result = extractToolCalls(response);\n"
     "      expect(result).toEqual([\n"
     "        {\n"
     "          name: \"Read\",\n"
     "          arguments: { filepath: \"/file.txt\" },\n"
     "        },\n"
     "        {\n"
     "          name: \"Write\",\n"
     "          arguments: { filepath: \"/file2.txt\", content: \"test\" },\n"
     "        },\n"
     "      ]);\n"
     "\n"
     "      // Restore console.error\n"
     "      console.error = originalConsoleError;\n"
     "    });\n"
     "\n"
     "    it(\"should ignore tool calls missing required fields\", () => {\n"
     "      const response = `Missing name:\n"
     "<tool>{\"arguments\": {\"filepath\": \"/file.txt\"}}</tool>\n"
     "Missing arguments:\n"
     "<tool>{\"name\": \"Read\"}</tool>\n"
     "Valid call:\n"
     "<tool>{\"name\": \"Read\", \"arguments\": {\"filepath\": \"/file.txt\"}}</tool>`;\n"
     "\n"
     "      const result = extractToolCalls(response);\n"
     "      expect(result).toEqual([\n"
     "        {\n"
     "          name: \"Read\",")  # fmt: skip

real("https://github.com/continuedev/continue/blob/d0a3c0b626b5bebc3bef4742eec05a0242be0bab/core/tools/systemMessageTools/toolCodeblocks/buildSystemMessage.vitest.ts#L21-L51 (lines 21-51: the createSystemMessageExampleCall tests checking ```tool / TOOL_NAME / BEGIN_ARG; cut at whole lines)", "neg-continue-build-system-message-example-call-test",
     "describe(\"createSystemMessageExampleCall\", () => {\n"
     "  it(\"creates a system message example call with no args\", () => {\n"
     "    const result = framework.createSystemMessageExampleCall(\n"
     "      \"test_tool\",\n"
     "      \"Use this tool to test things\",\n"
     "    );\n"
     "    expect(result).includes(\"Use this tool to test things\");\n"
     "    expect(result).includes(\"```tool\");\n"
     "    expect(result).includes(\"TOOL_NAME: test_tool\");\n"
     "    expect(result).includes(\"```\");\n"
     "  });\n"
     "\n"
     "  it(\"creates a system message example call with args\", () => {\n"
     "    const result = framework.createSystemMessageExampleCall(\n"
     "      \"test_tool\",\n"
     "      \"Use this tool to test things\",\n"
     "      [\n"
     "        [\"arg1\", \"value1\"],\n"
     "        [\"arg2\", \"value2\"],\n"
     "      ],\n"
     "    );\n"
     "\n"
     "    expect(result).includes(\"Use this tool to test things\");\n"
     "    expect(result).includes(\"```tool\");\n"
     "    expect(result).includes(\"TOOL_NAME: test_tool\");\n"
     "    expect(result).includes(\"BEGIN_ARG: arg1\");\n"
     "    expect(result).includes(\"value1\");\n"
     "    expect(result).includes(\"END_ARG\");\n"
     "    expect(result).includes(\"BEGIN_ARG: arg2\");\n"
     "    expect(result).includes(\"value2\");\n"
     "  });")  # fmt: skip

real("https://github.com/chatboxai/chatbox/blob/0d3139e5bf1677de66c19d65432fcd1c2994521d/src/shared/providers/definitions/models/openai.test.ts#L158-L170 (lines 158-170: the start of the 'should handle tool calls in streaming response' test, with SSE chunks holding a get_weather tool_calls delta; cut at whole lines)", "neg-chatbox-openai-test-sse-tool-call-chunks",
     "    it('should handle tool calls in streaming response', async () => {\n"
     "      server.urls['https://api.openai.com/v1/chat/completions'].response = ({ callNumber }: { callNumber: number }) => {\n"
     "        if (callNumber === 0) {\n"
     "          return {\n"
     "            type: 'stream-chunks',\n"
     "            chunks: [\n"
     "              `data: {\"id\":\"chatcmpl-123\",\"object\":\"chat.completion.chunk\",\"created\":1677652288,\"model\":\"gpt-4\",\"choices\":[{\"index\":0,\"delta\":{\"role\":\"assistant\",\"content\":\"\"},\"finish_reason\":null}]}\\n\\n`,\n"
     "              `data: {\"id\":\"chatcmpl-123\",\"object\":\"chat.completion.chunk\",\"created\":1677652288,\"model\":\"gpt-4\",\"choices\":[{\"index\":0,\"delta\":{\"tool_calls\":[{\"index\":0,\"id\":\"call_abc\",\"type\":\"function\",\"function\":{\"name\":\"get_weather\",\"arguments\":\"{\\\\\"location\\\\\":\\\\\"Tokyo\\\\\"}\"}}]},\"finish_reason\":null}]}\\n\\n`,\n"
     "              `data: {\"id\":\"chatcmpl-123\",\"object\":\"chat.completion.chunk\",\"created\":1677652288,\"model\":\"gpt-4\",\"choices\":[{\"index\":0,\"delta\":{},\"finish_reason\":\"tool_calls\"}]}\\n\\n`,\n"
     "              `data: {\"id\":\"chatcmpl-123\",\"object\":\"chat.completion.chunk\",\"created\":1677652288,\"model\":\"gpt-4\",\"choices\":[],\"usage\":{\"prompt_tokens\":20,\"completion_tokens\":15,\"total_tokens\":35}}\\n\\n`,\n"
     "              'data: [DONE]\\n\\n',\n"
     "            ],\n"
     "          }")  # fmt: skip

real("https://github.com/RooCodeInc/Roo-Code/blob/cb836567180a3ff1da6d082f3178b90c3bd22a70/.roo/rules-issue-investigator/5_examples.xml#L11-L48 (lines 11-48: the worked example's first three steps, each with an XML tool call inside <tool_use><![CDATA[...]]>; cut at whole lines)", "neg-roo-issue-investigator-example-tool-use-cdata",
     "    <workflow>\n"
     "      <step number=\"1\">\n"
     "        <description>Fetch issue details from GitHub.</description>\n"
     "        <tool_use><![CDATA[\n"
     "<execute_command>\n"
     "<command>gh issue view 456 --json title,body,comments</command>\n"
     "</execute_command>\n"
     "        ]]></tool_use>\n"
     "        <expected_outcome>Get the title \"Login fails silently\" and body \"Users with valid credentials are not able to log in. The page just refreshes without any error message.\"</expected_outcome>\n"
     "      </step>\n"
     "\n"
     "      <step number=\"2\">\n"
     "        <description>Create the initial investigation plan.</description>\n"
     "        <tool_use><![CDATA[\n"
     "<update_todo_list>\n"
     "<todos>\n"
     "[x] Extract keywords from the issue title and body.\n"
     "[-] Perform initial codebase search with keywords.\n"
     "[ ] Analyze search results and form a hypothesis.\n"
     "[ ] Attempt to disprove the hypothesis.\n"
     "[ ] Formulate a theoretical solution.\n"
     "[ ] Draft a comment for the user.\n"
     "</todos>\n"
     "</update_todo_list>\n"
     "        ]]></tool_use>\n"
     "      </step>\n"
     "\n"
     "      <step number=\"3\">\n"
     "          <description>Perform initial codebase search using keywords \"login\", \"authentication\", \"silent fail\".</description>\n"
     "          <tool_use><![CDATA[\n"
     "<codebase_search>\n"
     "<query>user login authentication silent fail</query>\n"
     "</codebase_search>\n"
     "          ]]></tool_use>\n"
     "          <analysis>The search results point to `src/auth/login.ts` as a highly relevant file.</analysis>\n"
     "      </step>\n"
     "\n"
     "      <step number=\"4\">")  # fmt: skip

real("https://github.com/RooCodeInc/Roo-Code/blob/cb836567180a3ff1da6d082f3178b90c3bd22a70/src/core/prompts/__tests__/system-prompt.spec.ts#L549-L576 (lines 549-576: the assertions that the native-tools prompt holds no <actual_tool_name> or <read_file> markup; cut at whole lines)", "neg-roo-system-prompt-spec-no-xml-tags",
     "\t\t// Should contain TOOL USE section with native note\n"
     "\t\texpect(prompt).toContain(\"TOOL USE\")\n"
     "\t\texpect(prompt).toContain(\"provider-native tool-calling mechanism\")\n"
     "\t\texpect(prompt).toContain(\"Do not include XML markup or examples\")\n"
     "\n"
     "\t\t// Should NOT contain XML-style tags or examples\n"
     "\t\texpect(prompt).not.toContain(\"<actual_tool_name>\")\n"
     "\t\texpect(prompt).not.toContain(\"</actual_tool_name>\")\n"
     "\n"
     "\t\t// Should contain Tool Use Guidelines section\n"
     "\t\texpect(prompt).toContain(\"Tool Use Guidelines\")\n"
     "\n"
     "\t\t// Should NOT contain a tool catalog / XML examples\n"
     "\t\texpect(prompt).not.toContain(\"# Tools\")\n"
     "\t\texpect(prompt).not.toContain(\"## read_file\")\n"
     "\t\texpect(prompt).not.toContain(\"## execute_command\")\n"
     "\t\texpect(prompt).not.toContain(\"<read_file>\")\n"
     "\t\texpect(prompt).not.toContain(\"<path>\")\n"
     "\t\texpect(prompt).not.toContain(\"Usage:\")\n"
     "\t\texpect(prompt).not.toContain(\"Examples:\")\n"
     "\n"
     "\t\t// Should still contain role definition and other non-XML sections\n"
     "\t\texpect(prompt).toContain(modes[0].roleDefinition)\n"
     "\t\texpect(prompt).toContain(\"CAPABILITIES\")\n"
     "\t\texpect(prompt).toContain(\"RULES\")\n"
     "\t\texpect(prompt).toContain(\"SYSTEM INFORMATION\")\n"
     "\t\texpect(prompt).toContain(\"OBJECTIVE\")\n"
     "\t})")  # fmt: skip

real("https://github.com/RooCodeInc/Roo-Code/blob/cb836567180a3ff1da6d082f3178b90c3bd22a70/src/core/assistant-message/presentAssistantMessage.ts#L298-L305 (lines 298-305: the error text telling the model that <read_file>...</read_file> XML calls are no longer supported; cut at whole lines)", "neg-roo-present-message-xml-no-longer-supported",
     "\t\tcase \"tool_use\": {\n"
     "\t\t\t// Native tool calling is the only supported tool calling mechanism.\n"
     "\t\t\t// A tool_use block without an id is invalid and cannot be executed.\n"
     "\t\t\tconst toolCallId = (block as any).id as string | undefined\n"
     "\t\t\tif (!toolCallId) {\n"
     "\t\t\t\tconst errorMessage =\n"
     "\t\t\t\t\t\"Invalid tool call: missing tool_use.id. XML tool calls are no longer supported. Remove any XML tool markup (e.g. <read_file>...</read_file>) and use native tool calling instead.\"\n"
     "\t\t\t\t// Record a tool error for visibility/telemetry. Use the reported tool name if present.")  # fmt: skip

real("https://github.com/cline/cline/blob/21cb8d2525bcedf1f4b6890b27a74a14fe7451e4/apps/vscode/src/core/prompts/__tests__/toolSpecificMissingParamErrors.test.ts#L44-L61 (lines 44-61: the executeCommandMissingCommandError tests asserting the <execute_command> example; cut at whole lines)", "neg-cline-missing-command-error-xml-example-test",
     "describe(\"formatResponse.executeCommandMissingCommandError\", () => {\n"
     "\tit(\"should mention that the command parameter was empty\", () => {\n"
     "\t\tconst result = formatResponse.executeCommandMissingCommandError()\n"
     "\t\tresult.should.containEql(\"'command' parameter was empty\")\n"
     "\t})\n"
     "\n"
     "\tit(\"should include a concrete XML example\", () => {\n"
     "\t\tconst result = formatResponse.executeCommandMissingCommandError()\n"
     "\t\tresult.should.containEql(\"<execute_command>\")\n"
     "\t\tresult.should.containEql(\"<command>\")\n"
     "\t\tresult.should.containEql(\"</command>\")\n"
     "\t\tresult.should.containEql(\"</execute_command>\")\n"
     "\t})\n"
     "\n"
     "\tit(\"should include requires_approval in the example\", () => {\n"
     "\t\tconst result = formatResponse.executeCommandMissingCommandError()\n"
     "\t\tresult.should.containEql(\"<requires_approval>\")\n"
     "\t})")  # fmt: skip
