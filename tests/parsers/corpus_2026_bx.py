# ruff: noqa: E501  (model outputs are kept as the sources wrote them)
"""Held-out set bx (issue 42): model repositories' and fine-tuners' own READMEs, feature docs and cookbooks, gathered without reading the parser.

Families: functionary (MeetKai) replies shown in its feature docs (a clarification question and a final answer after
tool results, both plain text), and negatives: functionary's README printing an API message dict holding tool_calls,
xLAM's README notes on formats and its tool parser, IBM Granite snack-cookbook prose about ToolCall objects (Granite 4),
and an EXAONE cookbook lab's stored log of a call it executed (printed as a Python dict).

Sources (repositories no earlier corpus cites for these files): MeetKai/functionary README.md and features_desc.md
(corpus t cites only its tests/prompt_test_*.txt), SalesforceAIResearch/xLAM README.md,
ibm-granite-community/granite-snack-cookbook (two notebooks' markdown), LGAI-Research/EXAONE-Cookbook (one stored
notebook output). Texts were taken by script from the mirrored files (notebook JSON decoded, Python literals decoded).

Could not find (in the helper's 35 minutes): any model card / README in a GitHub repository that prints a raw model
output holding a tool call in an uncited file. xLAM's README prints no reply (its code only decodes one); the
granite snack cookbook's outputs are cleared; EXAONE-Cookbook's notebooks print only parsed tool_calls; Falcon-H1,
granite-3.0-language-models and huggingface/smollm's READMEs show no tool-call output (SmolLM2's lives on the Hugging
Face card only); watt-tool and ToolACE card copies found show the prompt but not the output; Qwen2.5's function_call.md
(corpus k), Hermes-Function-Calling, NexusRaven-V2, Hammer and granite-io (corpus t) and vendors' cookbooks (corpus bg)
are already cited. So this set holds only negatives (8), far under the 15 to 25 aimed for, and no cut- or err- case.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the sources' harnesses declared, with their parameters
TOOLS_BX: list[dict[str, Any]] = [
    tool_schema("get_current_weather", ("location",), location="string"),  # functionary README / features_desc
    tool_schema("get_weather", ("location",), location="string", unit="string"),  # xLAM README
    tool_schema("search", ("query",), query="string"),
    tool_schema("respond", ("message",), message="string"),
    tool_schema(
        "get_stock_price", ("ticker", "date"), ticker="string", date="string"
    ),  # granite Function_Calling.ipynb
    tool_schema("add", ("a", "b"), a="number", b="number"),  # granite Automatic_Tool_Calling.ipynb
    tool_schema("divide", ("a", "b"), a="number", b="number"),
    tool_schema("get_letter_frequency", ("word",), word="string"),
    tool_schema("exchange_rate", ("base", "quote"), base="string", quote="string"),  # EXAONE lab fc_demo
]

SOURCES_BX: dict[str, str] = {}
CASES_BX: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_BX[id] = source
    CASES_BX.append(Case(id, text, list(calls), **kw))


real("https://github.com/MeetKai/functionary@e240e8c features_desc.md ('Ask for clarification' example: the printed ChatCompletionMessage's content, a functionary model's reply; Python string literal decoded)",
     'neg-functionary-clarification-reply',
     "To provide you with the current weather, I need to know the specific location you're interested in. Could you please provide me with the name of the city and state or country you want to check the weather for?")  # fmt: skip
real("https://github.com/MeetKai/functionary@e240e8c features_desc.md (the final-answer example after tool results: the printed ChatCompletionMessage's content; Python string literal decoded)",
     'neg-functionary-final-answer-after-tools',
     "Based on the current weather conditions:\n\n- Tokyo, Japan is experiencing rainy conditions with a temperature of 15°C, humidity of 80%, and a wind speed of 10 km/h.\n- Singapore is currently sunny with a temperature of 30°C, humidity of 70%, and a wind speed of 15 km/h.\n- Jakarta is cloudy with a temperature of 28°C, humidity of 85%, and a wind speed of 5 km/h.\n\nComparing these conditions, Tokyo seems to be experiencing the worse weather conditions, with rainy weather, a lower temperature, and a higher humidity compared to the other two cities. However, Jakarta has a higher wind speed, which can affect comfort levels, and Singapore is sunny and warm, which might be more pleasant for outdoor activities.")  # fmt: skip
real("https://github.com/MeetKai/functionary@e240e8c README.md (llama-cpp-python section, 'The output would be:': the printed API message dict, documentation)",
     'functionary-readme-printed-message-dict-read-as-a-message',
     "{'role': 'assistant', 'content': None, 'tool_calls': [{'type': 'function', 'function': {'name': 'get_current_weather', 'arguments': '{\\n  \"location\": \"Hanoi\"\\n}'}}]}",
     ("get_current_weather", {"location": "Hanoi"}))  # fmt: skip  # gathered as a negative (documentation); the lead moved this expectation to the rule that a reply which is wholly an assistant message object holds its calls (corpus base json-openai-message): the README's words around it are not in the text
real('https://github.com/SalesforceAIResearch/xLAM@a88aa3a README.md (the note after the Transformers example)',
     'neg-xlam-readme-format-note',
     "**Note:** You may need to tune the Temperature setting  for different applications. Typically, a lower Temperature is helpful for tasks that require deterministic outcomes. \nAdditionally, for tasks demanding adherence to specific formats or function calls, explicitly including formatting instructions is advisable and important. ")  # fmt: skip
real('https://github.com/SalesforceAIResearch/xLAM@a88aa3a README.md (the vLLM serving note naming the tool parser)',
     'neg-xlam-readme-parser-note',
     "Note: Ensure that the tool parser plugin file is downloaded and that the path specified in `--tool-parser-plugin` correctly points to your local copy of the file. The xLAM series models all utilize the **same** tool call parser, so you only need to download it **once** for all models.")  # fmt: skip
real('https://github.com/ibm-granite-community/granite-snack-cookbook@f65e44e recipes/Function-Calling/Function_Calling.ipynb (markdown cell 28, Granite-4-H-Small tutorial prose naming get_stock_price and globals())',
     'neg-granite-cookbook-toolcall-prose',
     "As you can see by the function name in the ToolCall object produced by the model, the appropriate `get_stock_price` tool use was selected from the set of functions. To run the function, let's extract relevant information from the output. With the function name and arguments extracted, we can call the function. To call the function using its name as a string, we can use the `globals()` function.")  # fmt: skip
real('https://github.com/ibm-granite-community/granite-snack-cookbook@f65e44e recipes/Tool-Calling/Automatic_Tool_Calling.ipynb (markdown cell 16, prose naming ToolCallRequest / AssistantResponse)',
     'neg-granite-cookbook-lmstudio-prose',
     "We can see that the model was able to select the correct tool under `ToolCallRequest`, `name`, used the appropriate inputs under `arguments` (the arguments to pass to the function) and avoided using the irrelevant tools. Finally, the response under `AssistantResponse`, `content`, `text` shows the response from the model, an exact answer to the question.")  # fmt: skip
real("https://github.com/LGAI-Research/EXAONE-Cookbook@534cda3 recipes/track01_exaone_foundation/01_exaone_foundation_lab.ipynb (cell 50's stored stream output: the lab's log of an EXAONE call it executed, printed as a Python dict)",
     'neg-exaone-lab-executed-call-log',
     "fc_demo user: 100달러를 원화(KRW)로 환산해줘.\nturn1 tool_calls: True\n executed: exchange_rate {'base': 'USD', 'quote': 'KRW'} → {'base': 'USD', 'quote': 'KRW', 'rate': 1380.5, 'as_of': '2026-05-28'}\n")  # fmt: skip
