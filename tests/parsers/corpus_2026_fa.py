# ruff: noqa: E501  (texts are kept as the sources wrote them)
"""Held-out set fa: Jupyter notebooks whose stored cell outputs print a local or open model's raw reply in tool-calling tutorials.

Families: FunctionGemma's `<start_function_call>call:NAME{key:<escape>value<escape>}<end_function_call>` (transformers
decode, a base-model run with an unclosed second call, a fine-tuned run with a `<think>` part and a trailing
`<start_function_response>`), Gemma 2's free-form ReAct ("Action: I should use the tool `NAME` with input `...`") and
LangChain zero-shot-react `Action:` / `Action Input:` lines, and plain answers and refusals (negatives).

Sources (read from the notebooks' .ipynb JSON, `outputs[].text`; each text is the model's part of the printed output):
google-gemini/gemma-cookbook@e119e3d (FunctionGemma HF mobile-actions fine-tune, docs/functiongemma
full-function-calling-sequence and function-calling-with-hf, [Gemma_2]Agentic_AI, [Gemma_2]Function_Calling_with_Groq_Langchain),
unslothai/notebooks@bdda2ef nb/FunctionGemma_(270M)-LMStudio.ipynb, NousResearch/Hermes-Function-Calling@3e695ed
examples/ollama_openai_tools_recursive.ipynb.

Could not find (in the helper's 30 minutes): the other uncited Hermes notebooks store no model reply (ollama_openai_tools
has no outputs; crewai/instructor print parsed objects); TxGemma's agent is orchestrated by Gemini, not a local model;
[Gemma_3]Local_Agentic_RAG prints answers without tools. No notebook for NexusRaven, functionary, xLAM, MLX-LM or vLLM
offline was reached in the time, so this set has 12 cases, under the 15 aimed for.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the notebooks' harnesses declared, with their parameters
TOOLS_FA: list[dict[str, Any]] = [
    # FunctionGemma mobile actions (google/mobile-actions dataset row printed in the HF fine-tune notebook)
    tool_schema("turn_on_flashlight"),
    tool_schema("turn_off_flashlight"),
    tool_schema(
        "create_contact",
        ("first_name", "last_name"),
        email="string",
        first_name="string",
        last_name="string",
        phone_number="string",
    ),
    tool_schema("send_email", ("to", "subject"), body="string", subject="string", to="string"),
    tool_schema("create_calendar_event", ("title", "datetime"), datetime="string", title="string"),
    tool_schema("show_map", ("query",), query="string"),
    tool_schema("open_wifi_settings"),
    # full-function-calling-sequence (location, unit) and the Groq LangChain single-input Tool (tool_input)
    tool_schema("get_current_weather", (), location="string", unit="string", tool_input="string"),
    # function-calling-with-hf
    tool_schema("get_current_temperature", ("location",), location="string"),
    # [Gemma_2]Agentic_AI system prompt
    tool_schema("get_historical_events", ("year",), year="integer", location="string", keyword="string"),
    tool_schema("get_person_info", ("name",), name="string"),
    tool_schema("get_location_info", ("location_name",), location_name="string"),
    # unsloth FunctionGemma LMStudio: the declarations in the printed prompt
    tool_schema(
        "qrcodepro",
        (),
        backcolor="string",
        forecolor="string",
        labelalign="string",
        labeltext="string",
        level="string",
        setlabel="string",
        size="string",
        text="string",
        validate="string",
    ),
    tool_schema("get_products_in_category", (), category="string", limit="integer", skip="integer"),
    tool_schema("uuidv3_generator", (), namespace="string", name="string"),
    tool_schema("get_product", (), is_id="integer"),
    # Hermes ollama_openai_tools_recursive
    tool_schema("get_weather_forecast", ("location",), location="string"),
    tool_schema("get_stock_price", ("symbol",), symbol="string"),
    tool_schema("get_random_number", ("min_value", "max_value"), min_value="integer", max_value="integer"),
    tool_schema("get_current_time", ("time_zone", "format"), time_zone="string", format="string"),
    tool_schema("get_user_location", (), accuracy="integer"),
]

SOURCES_FA: dict[str, str] = {}
CASES_FA: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_FA[id] = source
    CASES_FA.append(Case(id, text, list(calls), **kw))


real("https://github.com/google-gemini/gemma-cookbook@e119e3d FunctionGemma/[FunctionGemma]Finetune_FunctionGemma_270M_for_Mobile_Actions_with_Hugging_Face.ipynb, cell 18's stored stdout, the 'Base model output:' (google/functiongemma-270m-it via transformers pipeline, before tuning; ANSI codes and the trailing newline outside it)", "neg-functiongemma-hf-base-refuses-meeting",
     "I apologize, but I cannot assist with scheduling meetings. My current capabilities are limited to managing calendar events and contact management tools. I cannot generate or update meeting schedules.")  # fmt: skip
real("https://github.com/google-gemini/gemma-cookbook@e119e3d FunctionGemma/[FunctionGemma]Finetune_FunctionGemma_270M_for_Mobile_Actions_with_Hugging_Face.ipynb, cell 21's stored stdout, the 'Actual output' (FunctionGemma 270M before tuning; the second call runs into </h1><end_of_turn> without closing its value)", "functiongemma-hf-contact-then-unclosed-email",
     "<start_function_call>call:create_contact{email:<escape>kenji.tanaka@corpmail.jp<escape>,first_name:<escape>Kenji<escape>,last_name:<escape>Tanaka<escape>,phone_number:<escape>090-1234-5678<escape>}<end_function_call><start_function_call>call:send_email{to:<escape>kenji.tanaka@corpmail.jp<escape>,subject:<escape>Q3 Review Prep<escape>,message:<escape>Save the new contact Kenji Tanaka with the phone number 090-1234-5678.</h1><end_of_turn>",
     ("create_contact", {"email": "kenji.tanaka@corpmail.jp", "first_name": "Kenji", "last_name": "Tanaka", "phone_number": "090-1234-5678"}), errors=["send_email"])  # fmt: skip  # gathered with no error given; the lead added the one the parser gives for the unclosed second call
real("https://github.com/google-gemini/gemma-cookbook@e119e3d docs/functiongemma/full-function-calling-sequence-with-functiongemma.ipynb, cell 17's stored stdout after 'Output: ' (FunctionGemma, processor.decode of the generated tokens)", "functiongemma-full-sequence-weather-tokyo",
     "<start_function_call>call:get_current_weather{location:<escape>Tokyo, Japan<escape>}<end_function_call>",
     ("get_current_weather", {"location": "Tokyo, Japan"}))  # fmt: skip
real("https://github.com/google-gemini/gemma-cookbook@e119e3d docs/functiongemma/full-function-calling-sequence-with-functiongemma.ipynb, cell 23's stored stdout after 'Output: ' (the final answer after the tool response)", "neg-functiongemma-full-sequence-final-answer",
     "The current weather in Tokyo is sunny with a temperature of 15 degrees Celsius.")  # fmt: skip
real("https://github.com/google-gemini/gemma-cookbook@e119e3d docs/functiongemma/function-calling-with-hf.ipynb, cell 14's stored stdout after 'Output: ' (FunctionGemma, tool given as a JSON schema, developer prompt)", "functiongemma-hf-temperature-london-schema",
     "<start_function_call>call:get_current_temperature{location:<escape>London<escape>}<end_function_call>",
     ("get_current_temperature", {"location": "London"}))  # fmt: skip
real("https://github.com/google-gemini/gemma-cookbook@e119e3d docs/functiongemma/function-calling-with-hf.ipynb, cell 16's stored stdout after 'Output: ' (a second run without the developer prompt)", "functiongemma-hf-temperature-london-no-developer",
     "<start_function_call>call:get_current_temperature{location:<escape>London<escape>}<end_function_call>",
     ("get_current_temperature", {"location": "London"}))  # fmt: skip
real("https://github.com/google-gemini/gemma-cookbook@e119e3d Gemma/[Gemma_2]Agentic_AI.ipynb, cell 8's stored stdout (Gemma 2 via keras_nlp gemma_lm.generate; the text after the last '<start_of_turn>model\\n', trailing newline dropped)", "neg-gemma2-agentic-action-names-signature-only",  # gathered as err- with no error; the lead renamed it after measuring: the tool is named with its signature in a sentence, no call; its `<end_of_turn>` is a stray token taken out
     "Thought: I need to create a book that reflects the current political climate and the player's choices.  I should focus on the tension between the ruling council and the people. \n\nAction: I should use the tool `get_historical_events(year, location=None, keyword=None)` to gather information about the current year and the political climate. \n\n**Waiting for the tool output** \n<end_of_turn>", content="Thought: I need to create a book that reflects the current political climate and the player's choices.  I should focus on the tension between the ruling council and the people. \n\nAction: I should use the tool `get_historical_events(year, location=None, keyword=None)` to gather information about the current year and the political climate. \n\n**Waiting for the tool output**")  # fmt: skip
real("https://github.com/google-gemini/gemma-cookbook@e119e3d Gemma/[Gemma_2]Agentic_AI.ipynb, cell 10's stored stdout (few-shot prompt; the text after the last '<start_of_turn>model\\n', trailing newline dropped)", "gemma2-agentic-action-get-person-info",
     "Thought: I need to write a book that explores the themes of rebellion and the struggle for power.\nAction: I should use the tool `get_person_info` with input `\"name\", \"Anya, the Rebel Leader\"`. \n\n\n<end_of_turn>",
     ("get_person_info", {"name": "Anya, the Rebel Leader"}))  # fmt: skip
real("https://github.com/google-gemini/gemma-cookbook@e119e3d Gemma/[Gemma_2]Agentic_AI.ipynb, cell 12's stored stdout (the model's answer after the tool result; the text after the last '<start_of_turn>model\\n', trailing newline dropped)", "neg-gemma2-agentic-book-after-tool-result",  # the lead gave its content after measuring: the trailing `<end_of_turn>` is a stray token taken out
     "## The Crimson Oath\n\n**Chapter 1: The Seed of Rebellion**\n\nThe wind howled through the crumbling stone walls of the abandoned fortress, carrying with it the scent of dust and the echoes of a forgotten war. Inside, Anya Kim, her eyes burning with a fierce resolve, paced before a flickering fire. The rebellion, a whisper at first, had grown into a roaring flame, fueled by the desperation of the people. \n\nEldoria, once a beacon of prosperity, now lay shrouded in a suffocating darkness. The royal court, a gilded cage of privilege, had turned a blind eye to the suffering of the common folk. Taxes soared, the land withered under the weight of the crown's greed, and the whispers of discontent grew louder with each passing day.\n\nAnya, a woman forged in the fires of injustice, had seen enough. The crimson oath, a symbol of defiance, burned brightly in her heart. It was a promise to her people, a vow to fight for their freedom, to reclaim their stolen dignity.\n\n\"We are the forgotten,\" she declared, her voice echoing through the cavernous hall, \"the shadows of a kingdom that forgets its own people.\"\n\nHer words resonated with the gathered rebels, their faces etched with a mixture of fear and hope. They were farmers, artisans, merchants, and laborers, united by a common thread of suffering and a yearning for a better tomorrow.\n\nAnya, the Desert Flame, had ignited a spark of rebellion, a flicker of hope in the face of despair. The Crimson Oath, a symbol of their defiance, was a testament to their unwavering resolve. The fight for Eldoria's freedom had begun.\n\n\n**To be continued...** \n\n\n\n<end_of_turn>", content='## The Crimson Oath\n\n**Chapter 1: The Seed of Rebellion**\n\nThe wind howled through the crumbling stone walls of the abandoned fortress, carrying with it the scent of dust and the echoes of a forgotten war. Inside, Anya Kim, her eyes burning with a fierce resolve, paced before a flickering fire. The rebellion, a whisper at first, had grown into a roaring flame, fueled by the desperation of the people. \n\nEldoria, once a beacon of prosperity, now lay shrouded in a suffocating darkness. The royal court, a gilded cage of privilege, had turned a blind eye to the suffering of the common folk. Taxes soared, the land withered under the weight of the crown\'s greed, and the whispers of discontent grew louder with each passing day.\n\nAnya, a woman forged in the fires of injustice, had seen enough. The crimson oath, a symbol of defiance, burned brightly in her heart. It was a promise to her people, a vow to fight for their freedom, to reclaim their stolen dignity.\n\n"We are the forgotten," she declared, her voice echoing through the cavernous hall, "the shadows of a kingdom that forgets its own people."\n\nHer words resonated with the gathered rebels, their faces etched with a mixture of fear and hope. They were farmers, artisans, merchants, and laborers, united by a common thread of suffering and a yearning for a better tomorrow.\n\nAnya, the Desert Flame, had ignited a spark of rebellion, a flicker of hope in the face of despair. The Crimson Oath, a symbol of their defiance, was a testament to their unwavering resolve. The fight for Eldoria\'s freedom had begun.\n\n\n**To be continued...**')  # fmt: skip
real("https://github.com/google-gemini/gemma-cookbook@e119e3d Gemma/[Gemma_2]Function_Calling_with_Groq_Langchain.ipynb, cell 10's stored stdout (gemma-2-9b-it, LangChain zero-shot-react agent; the green LLM output between the ANSI codes, cut by the agent's Observation stop word)", "gemma2-react-action-get-current-weather",
     "Thought: I need to get the current weather in Tokyo, and the user wants the temperature in Fahrenheit. I should use the get_current_weather function to get the current weather.\n\nAction: get_current_weather\nAction Input: What's the weather in Tokyo in Fahrenheit?",
     ("get_current_weather", {"tool_input": "What's the weather in Tokyo in Fahrenheit?"}))  # fmt: skip
real("https://github.com/unslothai/notebooks@bdda2ef nb/FunctionGemma_(270M)-LMStudio.ipynb, cell 42's streamed generation (fine-tuned FunctionGemma 270M with thinking; the text after the last '<start_of_turn>model\\n', trailing newline dropped)", "functiongemma-unsloth-think-then-qrcodepro",
     "<think>User wants two pieces of info:\n\n1. Create QR code for 'My App' size 300, label says download now, size 300. Use qrcodepro function.\n2. Retrieve product details for product ID 11121 using get_product with is_id 11121.\n\nWe need to make two function calls.\n\nLet's call qrcodepro with size = '300, labeltext='Download Now', setlabel='Download Now', font='FFFFFF'. Probably also maybe another label type standard default? Default font is 'FFFFFF' and labeltext default 'Upgrade'. We'll just set labeltext='Download Now'. , size maybe set to 300.\n\nCall get_products_in_category with is_id=11121.\n\nProceed.</think><start_function_call>call:qrcodepro{labeltext:<escape>Download Now<escape>,size:<escape>300<escape>,setlabel:<escape>Download Now<escape>,text:<escape>Download Now<escape>}<end_function_call><start_function_response>",
     ("qrcodepro", {"labeltext": "Download Now", "size": "300", "setlabel": "Download Now", "text": "Download Now"}))  # fmt: skip
real("https://github.com/NousResearch/Hermes-Function-Calling@3e695ed examples/ollama_openai_tools_recursive.ipynb, cell 16's stored stdout, the last 'Assistant Message' content (interstellarninja/hermes-2-pro-llama-3-8b-tools on Ollama's OpenAI endpoint, after two tool results)", "neg-hermes2pro-ollama-final-weather-answer",
     "It is currently clear in Shibuya, Tokyo, and the temperature is 29°C (82.2°F). Enjoy your day!")  # fmt: skip
