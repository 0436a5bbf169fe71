# ruff: noqa: E501  (texts are kept as the sources wrote them)
"""Held-out set ey (issue 42): recorded responses of open models in repositories' VCR cassettes, gathered without reading the parser.

Families: Groq `tool_use_failed` errors recorded by pydantic-ai (openai/gpt-oss-120b's `failed_generation`: a bare
`{"name": ..., "arguments": {...}}` JSON call whose arguments break the declared schema, four recordings, and a plain
`maybe` when tool_choice was required); plain final answers (prose, Markdown lists, emoji, `**bold**`, narrow no-break
spaces) that qwen3 on Ollama and on GPUStack and gpt-oss:120b on Ollama Cloud wrote after tool results, recorded by
ruby_llm's chat_function_calling cassettes (non-streamed and streamed, chunks' content joined).

Sources: pydantic/pydantic-ai tests/models/cassettes/test_groq/test_tool_use_failed_error*.yaml (commits 82fc848a1 and
175ef81b7), crmne/ruby_llm spec/fixtures/vcr_cassettes/chat_function_calling_{ollama_qwen3,gpustack_qwen3,
ollama_cloud_gpt-oss_120b}_*.yml (commit fb5a49bf; the one file of it that corpus av cites is not reused). Texts are
the JSON-decoded `content` / `failed_generation` strings, whole.

Could not find (in the helper's 30 minutes): a cassette whose recorded assistant CONTENT holds a complete call written
as text: ruby_llm's, pydantic-ai's and the other recorded fixtures looked at hold native `tool_calls` for every call;
pydantic-ai's other Groq cassettes (native/prompted output) hold only structured-output JSON with no tools; texts with
`<tool_call>` found by string search are hand-written mocks or model cards without a citable repository. So this set
has no positive; its err- cases are the closest (a call whose arguments the server rejected against the schema).
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the recorded requests declared
TOOLS_EY: list[dict[str, Any]] = [
    # ruby_llm chat_function_calling specs
    tool_schema("weather", ("latitude", "longitude"), latitude="string", longitude="string"),
    tool_schema("best_language_to_learn", ()),
    tool_schema("dice_roll", ()),
    # pydantic-ai test_groq tool_use_failed tests
    {
        "type": "function",
        "function": {
            "name": "get_something_by_name",
            "description": "",
            "parameters": {
                "type": "object",
                "properties": {"name": {"type": "string"}},
                "required": ["name"],
                "additionalProperties": False,
            },
        },
    },
    {
        "type": "function",
        "function": {
            "name": "final_result",
            "description": "The final response which ends this conversation",
            "parameters": {
                "type": "object",
                "properties": {"response": {"type": "string", "enum": ["yes", "no"]}},
                "required": ["response"],
                "additionalProperties": False,
            },
        },
    },
]

SOURCES_EY: dict[str, str] = {}
CASES_EY: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_EY[id] = source
    CASES_EY.append(Case(id, text, list(calls), **kw))


RUBY_LLM = (
    "https://github.com/crmne/ruby_llm/blob/fb5a49bf04da78d3e74496431ad1c99df5e7e5f0/spec/fixtures/vcr_cassettes/"
)

# ---- Groq tool_use_failed: gpt-oss-120b's failed_generation (pydantic-ai cassettes) ----------------
real("https://github.com/pydantic/pydantic-ai/blob/82fc848a1a14328c20743af789495a3c553c750e/tests/models/cassettes/test_groq/test_tool_use_failed_error.yaml (openai/gpt-oss-120b on Groq, first response: Groq's 400 tool_use_failed error, its failed_generation)", "err-groq-gptoss-json-call-extra-key-foo",
     "{\"name\": \"get_something_by_name\", \"arguments\": {\n  \"foo\": \"bar\"\n}}", errors=["get_something_by_name"])  # fmt: skip  # gathered with no error given; the lead added the one the parser gives
real("https://github.com/pydantic/pydantic-ai/blob/175ef81b7c7704660b2f264dd71234e937098ca6/tests/models/cassettes/test_groq/test_tool_use_failed_error.yaml (openai/gpt-oss-120b on Groq, first response: Groq's 400 tool_use_failed error, its failed_generation (an earlier recording))", "err-groq-gptoss-json-call-invalid-param",
     "{\"name\": \"get_something_by_name\", \"arguments\": {\n  \"invalid_param\": \"test\"\n}}", errors=["get_something_by_name"])  # fmt: skip  # gathered with no error given; the lead added the one the parser gives
real("https://github.com/pydantic/pydantic-ai/blob/82fc848a1a14328c20743af789495a3c553c750e/tests/models/cassettes/test_groq/test_tool_use_failed_error_streaming.yaml (openai/gpt-oss-120b on Groq, first response, streamed: the SSE error event's failed_generation, JSON-decoded)", "err-groq-gptoss-streamed-json-call-invalid-param-value",
     "{\"name\": \"get_something_by_name\", \"arguments\": {\n  \"invalid_param\": \"value\"\n}}", errors=["get_something_by_name"])  # fmt: skip  # gathered with no error given; the lead added the one the parser gives
real("https://github.com/pydantic/pydantic-ai/blob/175ef81b7c7704660b2f264dd71234e937098ca6/tests/models/cassettes/test_groq/test_tool_use_failed_error_streaming.yaml (openai/gpt-oss-120b on Groq, first response, streamed: the SSE error event's failed_generation, JSON-decoded (an earlier recording))", "err-groq-gptoss-streamed-json-call-nonexistent",
     "{\"name\": \"get_something_by_name\", \"arguments\": {\n  \"nonexistent\": \"test\"\n}}", errors=["get_something_by_name"])  # fmt: skip  # gathered with no error given; the lead added the one the parser gives
real("https://github.com/pydantic/pydantic-ai/blob/82fc848a1a14328c20743af789495a3c553c750e/tests/models/cassettes/test_groq/test_tool_use_failed_error_with_text.yaml (openai/gpt-oss-120b on Groq, first response: Groq's 400 tool_use_failed error (tool_choice required, final_result declared), its failed_generation)", "neg-groq-gptoss-plain-maybe-tool-choice-required",
     "maybe")  # fmt: skip

# ---- plain answers after tool results (ruby_llm cassettes) -----------------------------------------
real(RUBY_LLM + "chat_function_calling_gpustack_qwen3_can_use_tools.yml (qwen3 on GPUStack, second response (after the weather result); message.content, JSON-decoded)", "neg-gpustack-qwen3-weather-answer-after-result",
     "\n\nThe current weather in Berlin (52.5200, 13.4050) is 15°C with wind speeds at 10 km/h.")  # fmt: skip
real(RUBY_LLM + "chat_function_calling_gpustack_qwen3_can_use_tools_without_parameters.yml (qwen3 on GPUStack, second response (after the best_language_to_learn result); message.content, JSON-decoded)", "neg-gpustack-qwen3-ruby-answer-numbered-list",
     "\n\nAh, Ruby! 🎉 It's a dynamic, object-oriented programming language known for its simplicity and productivity. Here's why Ruby is often considered the best in its category:\n\n1. **Readability**: Ruby's syntax emphasizes clarity, making code easy to read and write (e.g., `puts \"Hello, world!\"`).\n2. **Versatility**: Used for web development (with frameworks like Ruby on Rails), scripting, automation, and even data analysis.\n3. **Developer Happiness**: Designed to make developers productive and enjoy the process, with features like blocks, metaprogramming, and a focus on \"developer happiness.\"\n4. **Community & Ecosystem**: A rich ecosystem of gems (libraries) and a strong community supporting it.\n\nIf you're diving into Ruby, projects like [Ruby on Rails](https://rubyonrails.org/) or tools like [RSpec](https://rspec.org/) are great starting points! Would you like tips for learning Ruby or using it in a specific context? 😊")  # fmt: skip
real(RUBY_LLM + "chat_function_calling_gpustack_qwen3_can_use_tools_in_multi-turn_conversations.yml (qwen3 on GPUStack, fourth response (Paris, after the second weather result); message.content, JSON-decoded)", "neg-gpustack-qwen3-paris-answer-emoji",
     "\n\nCurrent weather in Paris (48.8575, 2.3514): 🌤️ 15°C, Wind: 10 km/h. A pleasant day with gentle breezes!")  # fmt: skip
real(RUBY_LLM + "chat_function_calling_ollama_qwen3_can_handle_multiple_tool_calls_in_a_single_response.yml (qwen3 on Ollama, second response (after three dice_roll results); message.content, JSON-decoded)", "neg-ollama-qwen3-dice-rolls-numbered",
     "The dice rolls resulted in:\n1. Roll 1: 1\n2. Roll 2: 2\n3. Roll 3: 3\n\nTotal sum: 1 + 2 + 3 = 6")  # fmt: skip
real(RUBY_LLM + "chat_function_calling_ollama_qwen3_can_use_parallel_tool_calls.yml (qwen3 on Ollama, second response (after parallel weather and best_language_to_learn results); message.content, JSON-decoded)", "neg-ollama-qwen3-parallel-results-answer",
     "The current weather in Berlin (52.5200, 13.4050) is **15°C** with a wind speed of **10 km/h**—mild and comfortable! 🌤️\n\nThe best language to learn is **Ruby**. Known for its simplicity and productivity, Ruby is great for web development and scripting. 🐍")  # fmt: skip
real(RUBY_LLM + "chat_function_calling_ollama_qwen3_can_use_tools_without_parameters.yml (qwen3 on Ollama, second response (after the best_language_to_learn result); message.content, JSON-decoded)", "neg-ollama-qwen3-ruby-answer-bullets",
     "Based on the analysis, **Ruby** is recommended as the best language to learn. It’s celebrated for its simplicity, readability, and productivity, making it ideal for beginners and efficient for building web applications (e.g., with Rails). However, the \"best\" language depends on your goals:  \n- **Web dev**: Ruby (or JavaScript/Python)  \n- **Data science**: Python  \n- **Mobile apps**: Swift/Kotlin  \n- **General-purpose**: Python/Ruby  \n\nLet me know your interests for a tailored suggestion! 😊")  # fmt: skip
real(RUBY_LLM + "chat_function_calling_ollama_qwen3_can_use_tools_without_parameters_in_multi-turn_streaming_conversations.yml (qwen3 on Ollama, streamed; the content of the second response's NDJSON chunks joined; message.content, JSON-decoded)", "neg-ollama-qwen3-streamed-ruby-answer-tools-response",
     "Based on the tool's response, **Ruby** is considered the best language to learn in this context. Here's why:\n\n1. **Readability & Simplicity**: Ruby's syntax is designed to be intuitive and expressive, making it ideal for beginners and reducing cognitive load.\n2. **Developer Happiness**: Prioritizes code clarity and productivity, with features like blocks, metaprogramming, and a clean object-oriented model.\n3. **Web Development**: Popularized by Ruby on Rails, which enables rapid application development with minimal boilerplate code.\n4. **Community & Ecosystem**: A vibrant community and rich libraries support both beginner projects and advanced use cases.\n\nHowever, the \"best\" language depends on your goals (e.g., web dev, data science, automation) or use case. Let me know if you'd like recommendations tailored to a specific purpose! 🌟")  # fmt: skip
real(RUBY_LLM + "chat_function_calling_ollama_qwen3_can_use_tools_in_multi-turn_conversations.yml (qwen3 on Ollama, fourth response (Paris, after the second weather result); message.content, JSON-decoded)", "neg-ollama-qwen3-paris-answer",
     "The current weather in Paris (48.8575, 2.3514) is **15°C** with a wind speed of **10 km/h**. Let me know if you'd like further details! 🌦️")  # fmt: skip
real(RUBY_LLM + "chat_function_calling_ollama_cloud_gpt-oss_120b_can_handle_multiple_tool_calls_in_a_single_response.yml (gpt-oss:120b on Ollama Cloud, fourth response (after the dice_roll results); message.content, JSON-decoded)", "neg-ollama-cloud-gptoss-dice-rolls",
     "Here are the three dice rolls:\n\n1. Roll 1: **1**  \n2. Roll 2: **2**  \n3. Roll 3: **3**")  # fmt: skip
real(RUBY_LLM + "chat_function_calling_ollama_cloud_gpt-oss_120b_can_use_parallel_tool_calls.yml (gpt-oss:120b on Ollama Cloud, third response (after weather and best_language_to_learn results); message.content, JSON-decoded)", "neg-ollama-cloud-gptoss-parallel-answer-bullets",
     "Here’s the information you asked for:\n\n- **Current weather in Berlin (coordinates 52.5200 N, 13.4050 E):** 15 °C with a wind speed of about 10 km/h.  \n- **Best language to learn right now:** Ruby. \n\nLet me know if you’d like more details on either topic!")  # fmt: skip
real(RUBY_LLM + "chat_function_calling_ollama_cloud_gpt-oss_120b_can_use_tools_without_parameters.yml (gpt-oss:120b on Ollama Cloud, second response (after the best_language_to_learn result); message.content, JSON-decoded)", "neg-ollama-cloud-gptoss-ruby-answer",
     "The consensus among developers right now points to **Ruby** as the top choice. It combines an elegant, human‑readable syntax with a powerful ecosystem (especially Rails for web development), making it especially attractive for both beginners and seasoned programmers looking to build robust applications quickly.")  # fmt: skip
real(RUBY_LLM + "chat_function_calling_ollama_cloud_gpt-oss_120b_can_use_tools_without_parameters_in_multi-turn_streaming_conversations.yml (gpt-oss:120b on Ollama Cloud, streamed; the content of the second response's chunks joined; message.content, JSON-decoded)", "neg-ollama-cloud-gptoss-streamed-ruby-answer",
     "The best language to learn right now is **Ruby**. It offers a gentle learning curve, a vibrant community, and powerful frameworks (like Ruby on Rails) that let you build web applications quickly. Ruby’s clean, English‑like syntax makes it especially approachable for beginners while still giving you the depth to grow into more advanced development. If you’re aiming for rapid prototyping, modern web development, or simply a language that’s fun to write, Ruby is an excellent choice.")  # fmt: skip
