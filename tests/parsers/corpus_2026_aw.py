# ruff: noqa: E501  (model outputs are kept as the sources wrote them)
"""Held-out set aw (issue 42): stored outputs of cookbook notebooks about tool calling with open-weight models.

Families: Gemma 3 ```tool_code``` calls (a print-wrapped call, a call after reasoning prose, a bare fence, a call
assigned to a variable then printed), a fine-tuned Gemma 2 `<functioncall>` block followed by an invented answer,
FunctionGemma `<start_function_call>call:name{k:<escape>v<escape>}<end_function_call>` calls (two in a row, after a
closed `<think>`, with `None` for unused arguments and an unescaped datetime, ending on `<start_function_response>`),
and Qwen2.5-Coder-1.5B Hermes `<tool_call>` JSON (arrays, an empty list) as the notebook prints them. Negatives: a
plain answer, an answer after a tool_output turn, a refusal, JSON records with a "name" key (constrained generation,
SGLang), a dataset row printed as Python dicts, a tool_output string repr, a printed Qwen prompt template.

Sources: the stored cell outputs of google-gemini/gemma-cookbook (commit e119e3d) and unslothai/notebooks (commit
bdda2ef), read from their .ipynb JSON (`outputs[].text` / `data.text/plain`); each text is the model's part of the
printed output, cut where SOURCES says (after the last '<start_of_turn>model\\n', after a harness's 'Output:' label,
up to <|im_end|>). Not found in the time: stored raw outputs in mistralai/cookbook (API calls, parsed objects),
ibm-granite-community/granite-snack-cookbook (outputs cleared), huggingface/cookbook (no raw calls); microsoft/
PhiCookBook was too large to mirror. No cut-off call or undeclared-name call was found uncited (a FunctionGemma
'Actual output' with an unterminated second call after a complete one was left out as ambiguous).
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the notebooks' harnesses declared, with their parameters
TOOLS_AW: list[dict[str, Any]] = [
    tool_schema("get_best_move", ()),  # gemma-cookbook Chess
    tool_schema("web_search", ("query",), query="string"),  # Routing and Monitoring
    tool_schema("search", ("query",), query="string"),  # Function_Calling_with_HF
    tool_schema("read_file", ("filename",), filename="string"),  # document summarizer
    tool_schema("calculate_median", ("numbers",), numbers="array"),  # Gemma 2 fine-tune
    tool_schema("search_knowledge_base", ("query",), query="string"),  # finetuning-with-functiongemma
    tool_schema("search_google", ("query",), query="string"),
    tool_schema(
        "create_calendar_event",
        ("title", "datetime"),
        title="string",
        datetime="string",
        body="string",
        email="string",
        first_name="string",
        last_name="string",
        phone_number="string",
        query="string",
        subject="string",
        to="string",
    ),  # Mobile Actions (unsloth's rendering gives every tool every property)
    tool_schema("send_email", ("to", "subject"), to="string", subject="string", body="string"),
    tool_schema(
        "qrcodepro",
        (),
        text="string",
        validate="string",
        setlabel="string",
        forecolor="string",
        backcolor="string",
        type="string",
        labeltext="string",
        size="string",
        labelalign="string",
        level="string",
    ),  # unsloth FunctionGemma_(270M)
    tool_schema("get_product", (), is_id="integer"),
    tool_schema("get_vector_sum", ("a", "b"), a="array", b="array"),  # unsloth Qwen2.5-Coder
    tool_schema("get_all_items", ()),
    tool_schema("inventory_check", ("item_codes", "conversion_rate"), item_codes="array", conversion_rate="number"),
    tool_schema("get_usd_to_euro_conversion_rate", ()),
    tool_schema("fetch_item_by_name", ("item_name",), item_name="string"),
]

SOURCES_AW: dict[str, str] = {}
CASES_AW: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_AW[id] = source
    CASES_AW.append(Case(id, text, list(calls), **kw))


real("google-gemini/gemma-cookbook@e119e3d Gemma/[Gemma_3]Chess.ipynb, cell 18's printed decode (Gemma 3 via transformers; the text after the last '<start_of_turn>model\\n', trailing newline dropped)",
     'gemma3-tool-code-print-wrapped-call',
     "Okay, let's figure out the best move for Black!\n\n```tool_code\nprint(get_best_move())\n```<end_of_turn>", ('get_best_move', {}))  # fmt: skip

real("google-gemini/gemma-cookbook@e119e3d Gemma/[Gemma_3]Chess.ipynb, cell 19's printed decode (the model's second turn, after the tool_output)",
     'neg-gemma3-chess-answer-after-tool-output',
     "Okay! The best move for Black is to move their knight from E5 to G4.\n\nImagine the knight is a little horse jumping over the board. It can jump over other pieces! This move puts the horse in a good spot to attack White's king and maybe even take some of their pieces. It's like a surprise attack!<end_of_turn>",
     content="Okay! The best move for Black is to move their knight from E5 to G4.\n\nImagine the knight is a little horse jumping over the board. It can jump over other pieces! This move puts the horse in a good spot to attack White's king and maybe even take some of their pieces. It's like a surprise attack!")  # fmt: skip  # the lead moved this to the rule that template tokens are no content: <end_of_turn> is Gemma's

real("google-gemini/gemma-cookbook@e119e3d Gemma/[Gemma_3]Function_Calling_Routing_and_Monitoring_using_Gemma_Google_Genai.ipynb, cell 56's printed reply (Gemma 3)",
     'gemma3-tool-code-after-reasoning-prose',
     'Okay, I understand. The user is asking a general knowledge question about Messi. Since this isn\'t related to Vibe coding specifically, I should use the `web_search` tool to find information about him.\n\n```tool_code\nweb_search(query="who is Messi?")\n```\n', ('web_search', {'query': 'who is Messi?'}))  # fmt: skip

real("google-gemini/gemma-cookbook@e119e3d Gemma/[Gemma_3]Function_Calling_Routing_and_Monitoring_using_Gemma_Google_Genai.ipynb, cell 55's printed reply (a plain answer)",
     'neg-gemma3-plain-answer',
     'Lionel Messi, full name Luis Lionel Andres Messi, is an Argentine professional soccer player widely regarded as one of the greatest of all time. He was born on June 24, 1987, in Rosario, Argentina, and displayed prodigious talent from a young age. He currently plays for Inter Miami and the Argentina national team. He has also played for FC Barcelona and Paris Saint-Germain.\n')  # fmt: skip

real("google-gemini/gemma-cookbook@e119e3d Gemma/[Gemma_3]Function_Calling_with_HF.ipynb, cell 24's printed reply (Gemma 3 via transformers)",
     'gemma3-tool-code-bare-fence',
     '\n```tool_code\nsearch(query="Which teams played in the Cricket ICC Champions Trophy 2025 final and who won?")\n```\n', ('search', {'query': 'Which teams played in the Cricket ICC Champions Trophy 2025 final and who won?'}))  # fmt: skip

real("google-gemini/gemma-cookbook@e119e3d Gemma/[Gemma_3]Function_Calling_with_HF_document_summarizer.ipynb, cell 23's printed reply (Gemma 3; the call assigned to a variable, then printed)",
     'gemma3-tool-code-assignment-then-print',
     '\nOkay, I can help with that. I will read the file "notes.txt" and provide a summary of its contents.\n\n```tool_code\nsummary = read_file(filename=\'notes.txt\')\nprint(summary)\n```\n', ('read_file', {'filename': 'notes.txt'}))  # fmt: skip

real("google-gemini/gemma-cookbook@e119e3d Gemma/[Gemma_3]Function_Calling_with_HF_document_summarizer.ipynb, cell 27's execute_result (the harness's tool_output string repr, fed back to the model)",
     'neg-gemma3-tool-output-repr',
     "'```tool_output\\nAdapt AI :A personalized solution to sense your stress, fix your mess, and , boost productivity.\\nMaintaining productivity while managing stress is a significant challenge in todays fast paced and multi tasking work environment.\\n\\nConventional tools are often static in nature, and offer generic solutions that fail to consider the nuances of individual differences in behavior, and stress triggers.\\n\\nTherefore in this Late breaking work we introduce Adapt AI: a groundbreaking, personalized AI solution designed to boost productivity and enhance well-being through tailored, personalized, interventions.\\n\\nAdapt AI employs a sophisticated multimodal sensing system, integrating egocentric vision, audio, and physiological data such as heart and motion activities of the individuals.\\n\\nThis allows Adapt AI to understand and respond to the unique context of each user with the help of Large language models.\\n\\nBy monitoring real-time data, Adapt AI detects stress levels and activity patterns, dynamically suggesting interventions like micro-breaks or physical activities precisely when needed.\\n\\nThe core of Adapt AI includes several critical components:\\nThe Processing Module: This Captures and processes inputs from cameras, microphones, and physiological sensors and feeds the data to LLMs, to create a comprehensive understanding of the user’s current state.\\n\\nThen, the, External Task Agents, Automate routine tasks, allowing users to focus on more critical responsibilities.\\n\\nThe Personalized Well-being Intervention Pipeline Uses insights generated from the data to suggest timely actions that help maintain a healthy work rhythm and reduce stress.\\n\\nUsing all the above our system is able to sense your stress and fix your mess, but thats not all, we also boost productivity using your own personalized Tone adaptive agent.\\n\\nThe Tone-Adaptive Conversation Agent is a personalized LLM at your service that answers to your day to day queries while adjusting its communication style based on the user’s emotional state, offering support and suggestions through a user-friendly interface.\\n\\nFor instance, if the system detects increased stress during a complex project, it might suggest a brief relaxation exercise or a change in task focus to help alleviate stress, while also acting cheerful and motivational in the form of its conversational agent responses.\\n\\nIn practice, Adapt AI functions as a smart solution that not only manages tasks but also proactively supports the user’s mental and physical health through personalized assistance.\\n\\nIn a study with 15 participants, Our AdaptAI demonstrated significant improvements in task performance and user satisfaction, validating its effectiveness in creating a more supportive and efficient work environment.\\n\\nThis intuitive system not only addresses immediate needs but also adapts to changing conditions, ensuring optimal performance and well-being in any professional setting. Thank you!\\n\\n\\n\\n```'")  # fmt: skip

real("google-gemini/gemma-cookbook@e119e3d Gemma/[Gemma_2]Finetune_with_Function_Calling.ipynb, cell 51's printed decode (fine-tuned Gemma 2; the text after '<start_of_turn>model\\n', trailing newline dropped)",
     'gemma2-ft-functioncall-tags-then-answer',
     '<functioncall>\n{"name": "calculate_median", "arguments": {"numbers": [5, 2, 9, 1, 7, 4, 6, 3, 8]}}\n</functioncall> \n\nAnswer: \n```\nThe median of the list [5, 2, 9, 1, 7, 4, 6, 3, 8] is 4. \n``` \n<end_of_turn>', ('calculate_median', {'numbers': [5, 2, 9, 1, 7, 4, 6, 3, 8]}))  # fmt: skip

real("google-gemini/gemma-cookbook@e119e3d Gemma/[Gemma_2]Finetune_with_Function_Calling.ipynb, cell 21's execute_result (a dataset row printed as Python dicts)",
     'neg-gemma2-dataset-row-repr',
     '[{\'from\': \'system\',\n  \'value\': \'You are a helpful assistant with access to the following functions. Use them if required -\\n{\\n    "name": "calculate_discount",\\n    "description": "Calculate the discount amount based on original price and discount percentage",\\n    "parameters": {\\n        "type": "object",\\n        "properties": {\\n            "original_price": {\\n                "type": "number",\\n                "description": "The original price of the item"\\n            },\\n            "discount_percentage": {\\n                "type": "number",\\n                "description": "The percentage discount"\\n            }\\n        },\\n        "required": [\\n            "original_price",\\n            "discount_percentage"\\n        ]\\n    }\\n}\\n\'},\n {\'from\': \'human\',\n  \'value\': "Hi, I saw a dress that I liked in a store. It was originally priced at $200 but it\'s on a 20% discount. Can you help me calculate how much I will save?"},\n {\'from\': \'gpt\',\n  \'value\': \'<functioncall> {"name": "calculate_discount", "arguments": \\\'{"original_price": 200, "discount_percentage": 20}\\\'} <|endoftext|>\'},\n {\'from\': \'tool\', \'value\': \'{"discount_amount": 40}\'},\n {\'from\': \'gpt\',\n  \'value\': \'Sure, with a 20% discount on a $200 dress, you will save $40. <|endoftext|>\'}]')  # fmt: skip

real("google-gemini/gemma-cookbook@e119e3d Gemma/[Gemma_2]Constrained_generation.ipynb, cell 15's printed reply (Gemma 2 JSON record with a 'name' key, no tool asked for)",
     'neg-gemma2-json-record-with-name-key',
     '{\n"name": "Lionel Messi",\n"country": "Argentina",\n"position": "Midfielder",\n"stats": {\n"goals": 60,\n"assists": 80,\n"height": 1.73,\n"world-cup": "Yes"\n}\n}\n')  # fmt: skip

real("google-gemini/gemma-cookbook@e119e3d Gemma/[Gemma_2]Using_with_SGLang.ipynb, cell 48's printed prompt+generation (a JSON record with a 'name' key)",
     'neg-gemma2-sglang-json-record',
     'Fish is an animal. Please fill in the following information about this animal.\n{\n    "name": "Fish",\n    "type": "Mammals",\n    "reproduction": "Sexual",\n    "life expectancy": "10",\n}\n')  # fmt: skip

real("google-gemini/gemma-cookbook@e119e3d docs/functiongemma/finetuning-with-functiongemma.ipynb, cell 20's printed eval, item 3's 'Output:' (base FunctionGemma 270M)",
     'fgemma-two-calls-then-response-token',
     '<start_function_call>call:search_knowledge_base{query:<escape>Floor plan for Building B<escape>}<end_function_call><start_function_call>call:search_google{query:<escape>Floor plan for Building B<escape>}<end_function_call><start_function_response>', ('search_knowledge_base', {'query': 'Floor plan for Building B'}), ('search_google', {'query': 'Floor plan for Building B'}))  # fmt: skip

real("google-gemini/gemma-cookbook@e119e3d docs/functiongemma/finetuning-with-functiongemma.ipynb, cell 20's printed eval, item 1's 'Output:' (a refusal)",
     'neg-fgemma-refusal',
     'I cannot assist with accessing or retrieving paystubs or other company documents on the ADP portal. My current capabilities are limited to assisting with searching internal company documents and knowledge base queries.<end_of_turn>',
     content='I cannot assist with accessing or retrieving paystubs or other company documents on the ADP portal. My current capabilities are limited to assisting with searching internal company documents and knowledge base queries.')  # fmt: skip  # the lead moved this to the rule that template tokens are no content: <end_of_turn> is Gemma's

real("google-gemini/gemma-cookbook@e119e3d docs/functiongemma/finetuning-with-functiongemma.ipynb, cell 30's printed eval, item 2's 'Output:' (fine-tuned FunctionGemma)",
     'fgemma-ft-single-call',
     '<start_function_call>call:search_google{query:<escape>Python list comprehensions syntax<escape>}<end_function_call><start_function_response>', ('search_google', {'query': 'Python list comprehensions syntax'}))  # fmt: skip

real("google-gemini/gemma-cookbook@e119e3d FunctionGemma/[FunctionGemma]Finetune_FunctionGemma_270M_for_Mobile_Actions_with_Tunix.ipynb, cell 26's 'Actual output' (post-train demo; ANSI codes and trailing newlines outside it)",
     'fgemma-tunix-post-two-calls',
     "<start_function_call>call:create_calendar_event{datetime:<escape>2024-03-18T11:30:00<escape>,title:<escape>Team Sync Up<escape>}<end_function_call><start_function_call>call:send_email{body:<escape>Don't forget to finalize your quarterly goals before the meeting.<escape>,subject:<escape>Sync Up Reminder<escape>,to:<escape>mateo.silva@techglobal.net<escape>}<end_function_call>", ('create_calendar_event', {'datetime': '2024-03-18T11:30:00', 'title': 'Team Sync Up'}), ('send_email', {'body': "Don't forget to finalize your quarterly goals before the meeting.", 'subject': 'Sync Up Reminder', 'to': 'mateo.silva@techglobal.net'}))  # fmt: skip

real("google-gemini/gemma-cookbook@e119e3d FunctionGemma/[FunctionGemma]Finetune_FunctionGemma_270M_for_Mobile_Actions_with_Tunix.ipynb, cell 18's 'Actual output' (pre-train demo)",
     'fgemma-tunix-pre-two-calls',
     '<start_function_call>call:create_calendar_event{datetime:<escape>2024-03-18T11:30:00<escape>,title:<escape>Team Sync Up<escape>}<end_function_call><start_function_call>call:send_email{body:<escape>The details of the event below.<escape>,to:<escape>mateo.silva@techglobal.net<escape>,subject:<escape>Sync Up Reminder<escape>}<end_function_call>', ('create_calendar_event', {'datetime': '2024-03-18T11:30:00', 'title': 'Team Sync Up'}), ('send_email', {'body': 'The details of the event below.', 'to': 'mateo.silva@techglobal.net', 'subject': 'Sync Up Reminder'}))  # fmt: skip

real("unslothai/notebooks@bdda2ef nb/FunctionGemma_(270M).ipynb, cell 42's streamed generation (fine-tuned FunctionGemma; the text after the last '<start_of_turn>model\\n')",
     'fgemma-think-then-call',
     "<think>User wants two pieces of info:\n\n1. Create QR code for 'My App' size 300, label says download now, size 300. Use qrcodepro function.\n2. Retrieve product details for product ID 11121 using get_product with is_id 11121.\n\nWe need to make two function calls.\n\nLet's call qrcodepro with size = '300, labeltext='Download Now', setlabel='Download Now', font='FFFFFF'. Probably also maybe another label type standard default? Default font is 'FFFFFF' and labeltext default 'Upgrade'. We'll just set labeltext='Download Now'. , size maybe set to 300.\n\nCall get_products_in_category with is_id=11121.\n\nProceed.</think><start_function_call>call:qrcodepro{labeltext:<escape>Download Now<escape>,size:<escape>300<escape>,setlabel:<escape>Download Now<escape>,text:<escape>Download Now<escape>}<end_function_call><start_function_response>\n", ('qrcodepro', {'labeltext': 'Download Now', 'size': '300', 'setlabel': 'Download Now', 'text': 'Download Now'}))  # fmt: skip

real("unslothai/notebooks@bdda2ef nb/FunctionGemma_(270M)-Mobile-Actions.ipynb, cell 36's streamed generation (FunctionGemma before tuning; None for unused arguments, an unescaped datetime)",
     'fgemma-none-values-unescaped-datetime',
     '<start_function_call>call:create_calendar_event{body:None,datetime:2025-06-06 14:00:00,email:None,first_name:None,last_name:None,phone_number:None,query:None,subject:None,title:<escape>Team Sync Meeting<escape>,to:None}<end_function_call><start_function_response>\n', ('create_calendar_event', {'datetime': '2025-06-06 14:00:00', 'title': 'Team Sync Meeting'}))  # fmt: skip

real("unslothai/notebooks@bdda2ef nb/Qwen2.5_Coder_(1.5B)-Tool_Calling.ipynb, cell 17's printed prompt (the chat template with the tool-call instruction)",
     'neg-qwen25-printed-prompt-template',
     '<|im_start|>system\nYou are Qwen, created by Alibaba Cloud. You are a helpful assistant.\n\n# Tools\n\nYou may call one or more functions to assist with the user query.\n\nYou are provided with function signatures within <tools></tools> XML tags:\n<tools>\n{"type": "function", "function": {"name": "get_vector_sum", "description": "Performs element-wise addition of two numerical vectors.\\n\\nBoth vectors must be of the same length and contain numerical values.", "parameters": {"type": "object", "properties": {"a": {"type": "array", "items": {"type": "number"}, "description": "First vector containing numerical values"}, "b": {"type": "array", "items": {"type": "number"}, "description": "Second vector containing numerical values"}}, "required": ["a", "b"]}, "return": {"type": "array", "items": {"type": "number"}, "description": "Resulting vector where each element is the sum of corresponding elements in a and b"}}}\n</tools>\n\nFor each function call, return a json object with function name and arguments within <tool_call></tool_call> XML tags:\n<tool_call>\n{"name": <function-name>, "arguments": <args-json-object>}\n</tool_call><|im_end|>\n<|im_start|>user\nFind the sum of a = [1, -1, 2] and b = [3, 0, -4].<|im_end|>\n<|im_start|>assistant\n')  # fmt: skip

real("unslothai/notebooks@bdda2ef nb/Qwen2.5_Coder_(1.5B)-Tool_Calling.ipynb, cell 26's printed conversation (Qwen2.5-Coder-1.5B's call as the notebook re-renders it; the assistant turn up to <|im_end|>)",
     'qwen25coder-hermes-call-arrays',
     '<tool_call>\n{"name": "get_vector_sum", "arguments": {"a": [1, -1, 2], "b": [3, 0, -4]}}\n</tool_call><|im_end|>', ('get_vector_sum', {'a': [1, -1, 2], 'b': [3, 0, -4]}))  # fmt: skip

real("unslothai/notebooks@bdda2ef nb/Qwen2.5_Coder_(1.5B)-Tool_Calling.ipynb, cell 42's printed conversation (the assistant turn up to <|im_end|>)",
     'qwen25coder-hermes-call-empty-list',
     '<tool_call>\n{"name": "inventory_check", "arguments": {"item_codes": [], "conversion_rate": 0.85}}\n</tool_call><|im_end|>', ('inventory_check', {'item_codes': [], 'conversion_rate': 0.85}))  # fmt: skip
