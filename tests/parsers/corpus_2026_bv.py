# ruff: noqa: E501  (model outputs are kept as the sources wrote them)
"""Held-out set bv (issue 42): non-English users' threads, docs and tutorials (Russian, Ukrainian, Spanish, Portuguese, French, German, Polish, Vietnamese), gathered without reading the parser.

Families: Groq's Llama-3 tool-use fine-tune (llama3-groq-tool-use via Ollama: a `<tool_call>` whose JSON the user
pasted with typographic quotes, in a Ukrainian developer's issue), and negatives: text a model receives or that
non-English docs and tutorials show around tool calling -- a Russian user's question about tool-calling models
(QwenLM/Qwen3-Coder), a German tool result a user wrapped in JSON (agno), a Russian function-calling lesson
(modular-llm-course), Russian Moonshot/Kimi provider docs (openclaw), a Russian Kimi proxy README, a Spanish
extraction prompt with a quoted JSON reply shape (Print-AI), a Polish-conditions weather-json output template
(weather-chat), and Portuguese, French, Vietnamese, Russian and Spanish tutorial prose about Ollama tool calling
(apidog, ivanistereotekk.github.io, mundoia.com.ar, ignit.xyz).

Sources: ollama/ollama#5813, QwenLM/Qwen3-Coder#495, agno-agi/agno#2459, digislexia/modular-llm-course
(lessons/module_5/lesson_2_tools_integration.md), openclaw/openclaw (docs/ru/providers/moonshot.md),
uhfstudio1337-ops/kimi-claude-proxy (README.md), rb58853/Print-AI (src/config/prompts.py), Po33ski/weather-chat
(backend/agent_system/src/multi_tool_agent/templates/json_format.py), apidog.com/pt, apidog.com/fr and apidog.com/vi
(ollama-streaming-responses-and-tool-calling), ivanistereotekk.github.io/blog/ollama-tool-call,
mundoia.com.ar/modelos-de-lenguaje-en-local, ignit.xyz/apuntes/ia/ollama.php (all read through the
issue/code/page search excerpts).

Could not find (in the helper's 35 minutes): the issue/page search is strongly English-leaning; non-English
queries ("вызов инструмента", "llamada a herramienta", "chamada de função", "appel de fonction",
"Funktionsaufruf") returned mostly English threads. The non-English threads that do paste a raw reply
(GLM-Free-API#44 "sorry for Russian", ollama#11185 with a French RAG query, openclaude#433 from a Brazilian
user) are already cited by other corpora; several Russian/Spanish code hits quoting a call in a prompt
("Kimi отвечает: `TOOL_CALL: {...}`", "Правильный вывод: [{\"name\": \"get_weather\", ...}]") came without a
repository name, so they are left out. No cut-off call and no call to an undeclared name was found in an
uncited non-English source. So the set is small and negative-heavy: 1 positive, 14 negatives.
"""

from __future__ import annotations

from typing import Any

from tests.parsers.corpus import Case, tool_schema

# the tools the sources' harnesses declared, with their parameters
TOOLS_BV: list[dict[str, Any]] = [
    # ollama#5813 (the user's Semantic Kernel reservation function)
    tool_schema(
        "createReservation-Answer",
        ("amount", "roomName", "startDate", "endDate"),
        amount="integer",
        roomName="string",
        startDate="string",
        endDate="string",
    ),
    # agno#2459 (the user's tool)
    tool_schema("tool1", ()),
    # Print-AI / weather-chat / tutorials: weather-style tools named in the texts
    tool_schema("get_weather", ("location",), location="string"),
    tool_schema("get_temperature", ("city",), city="string"),
]

SOURCES_BV: dict[str, str] = {}
CASES_BV: list[Case] = []


def real(source: str, id: str, text: str, *calls: tuple[str, dict[str, Any]], **kw: Any) -> None:
    SOURCES_BV[id] = source
    CASES_BV.append(Case(id, text, list(calls), **kw))


# ---- Groq Llama-3 tool-use via Ollama: a <tool_call> pasted with typographic quotes ----------
real("https://github.com/ollama/ollama/issues/5813 (KSemenenko's description: llama3-groq-tool-use through Ollama's OpenAI API answered with this text instead of a call; the quotes are typographic “ ” as the issue shows them)", "groq-llama3-tool-call-typographic-quotes",
     "<tool_call> {“id”: 0, “name”: “createReservation-Answer”, “arguments”: {“amount”: 1, “roomName”: “Single Room”, “startDate”: “2024-07-21”, “endDate”: “2024-07-23”}} </tool_call>",
     ("createReservation-Answer", {"amount": 1, "roomName": "Single Room", "startDate": "2024-07-21", "endDate": "2024-07-23"}))  # fmt: skip

# ---- negatives: text a model receives --------------------------------------------------------
real("https://github.com/QwenLM/Qwen3-Coder/issues/495 (LordsWars's description, in Russian: a question about tool-calling models)", "neg-ru-user-question-tool-calling",
     "Чтобы использовать модель qwen2.5-coder:7b через goose с Ollama требуется tool-calling а есть ли он?")  # fmt: skip
real("https://github.com/agno-agi/agno/issues/2459 (MartinHanewald's comment of 2025-03-19: the German text his tool returns, wrapped in a JSON 'result'; the quoted paragraph's first sentence, up to its footnote)", "neg-de-tool-result-legal-text",
     "„(1) Ein Zentralverwahrer ermittelt Quellen des internen und externen operationellen Risikos und hält deren Auswirkungen durch den Einsatz angemessener IKT-Tools, Verfahren und Strategien, die gemäß der Verordnung (EU) 2022/2554 des Europäischen Parlaments und des Rates (*3) eingerichtet und verwaltet werden, sowie durch alle anderen relevanten angemessenen Instrumente, Kontrollen und Verfahren für andere Arten operationeller Risiken, auch für alle von ihm betriebenen Wertpapierliefer- und -abrechnungssysteme, so gering wie möglich.")  # fmt: skip
real("https://github.com/rb58853/Print-AI/blob/HEAD/src/config/prompts.py (get_weather_info's Spanish system prompt: it quotes the JSON reply shape and an example answer)", "neg-es-prompt-json-reply-shape",
     "Eres un geografo con los conocimientos mas avanzados en la materia. Tu tarea es extraer de la consulta del usuario el pais en código ISO y localidad que expresa explicita o implicitamente el ususario. Debes devolver tu respuesta en formato JSON y en ingles con la siguiente estructura {'country': 'pais extraido', 'location': 'cuidad o pueblo seleccionado'}. Por ejemplo para la consulta: 'Mannana quiero ir a cenar a londres', tu resuesta debe ser {'country':'uk','location':'London'}.")  # fmt: skip
real("https://github.com/Po33ski/weather-chat/blob/HEAD/backend/agent_system/src/multi_tool_agent/templates/json_format.py (json_format's CURRENT WEATHER TEMPLATE: a fenced weather-json block with Polish conditions, which the agent is told to output)", "neg-pl-weather-json-template",
     "a) CURRENT WEATHER TEMPLATE\n    ```weather-json\n    {\n      \"meta\": {\n        \"city\": \"<city name>\",\n        \"kind\": \"current\",\n        \"date\": \"YYYY-MM-DD\",\n        \"date_range\": null,\n        \"language\": \"<lang>\",\n        \"unit_system\": \"US|METRIC|UK\"\n      },\n      \"current\": {\n        \"temp\": 18,\n        \"tempmax\": 19,\n        \"tempmin\": 12,\n        \"windspeed\": 22,\n        \"winddir\": 180,\n        \"pressure\": 1016,\n        \"humidity\": 65,\n        \"sunrise\": \"06:12\",\n        \"sunset\": \"19:18\",\n        \"conditions\": \"Lekki deszcz\"\n      }\n    }\n    ```")  # fmt: skip

# ---- negatives: non-English docs and tutorials about tool calling ----------------------------
real("https://github.com/digislexia/modular-llm-course/blob/HEAD/lessons/module_5/lesson_2_tools_integration.md (the Russian lesson's introduction and key terms)", "neg-ru-lesson-function-calling-terms",
     "# Урок 2: Интеграция инструментов (Function Calling)\n\n## Введение\n\nLLM — мощный инструмент для рассуждений и генерации текста. Но у него есть ограничения:\n- Не может выполнять точные вычисления\n- Не имеет доступа к актуальной информации\n- Не может взаимодействовать с внешним миром\n\n**Решение:** Function Calling — механизм, позволяющий модели вызывать внешние функции.\n\nВ этом уроке мы создадим набор инструментов и научим агента их использовать.\n\n## Ключевые термины\n\n- **Инструмент (Tool)** — внешняя функция, которую может вызвать LLM\n- **Function Calling** — механизм API для вызова функций из LLM\n- **Tool Schema** — JSON-описание функции для модели\n- **ToolKit** — набор инструментов агента")  # fmt: skip
real("https://github.com/openclaw/openclaw/blob/HEAD/docs/ru/providers/moonshot.md (the Russian provider page's opening and model list)", "neg-ru-openclaw-moonshot-docs",
     "# Moonshot AI (Kimi)\n\nMoonshot предоставляет API Kimi с эндпоинтами, совместимыми с OpenAI. Настройте\nпровайдера и задайте модель по умолчанию `moonshot/kimi-k2.5`, либо используйте\nKimi Coding с `kimi-coding/k2p5`.\n\nТекущие идентификаторы моделей Kimi K2:\n\n{/_moonshot-kimi-k2-ids:start_/ && null}\n\n- `kimi-k2.5`\n- `kimi-k2-0905-preview`\n- `kimi-k2-turbo-preview`\n- `kimi-k2-thinking`\n- `kimi-k2-thinking-turbo`\n  {/_moonshot-kimi-k2-ids:end_/ && null}")  # fmt: skip
real("https://github.com/uhfstudio1337-ops/kimi-claude-proxy/blob/HEAD/README.md (the Russian README's opening and comparison table)", "neg-ru-kimi-proxy-readme-table",
     "# Claude Code + Kimi K2.5: Полный гайд (v3.4)\n\nНастроено: 29.01.2026\n\n---\n\n## Что это\n\n**Kimi K2.5** — китайская модель от Moonshot AI, работающая через Claude Code CLI.\n\n| Параметр | Claude Opus 4.5 | Kimi K2.5 |\n|----------|-----------------|-----------|\n| Контекст | 200K | **256K** |\n| Цена | ~$100/5ч | **~$15/5ч** |\n| Качество | Топ | На уровне Opus |\n| Tools | Да | Да + $web_search |")  # fmt: skip
real("https://apidog.com/pt/blog/ollama-streaming-responses-and-tool-calling (the Portuguese tutorial's key-ideas section)", "neg-pt-apidog-tool-calling-prose",
     "Compreendendo Ideias Chave: Streaming e Chamadas de Ferramentas\nVamos detalhar o que queremos dizer com \"streaming de respostas\" e \"chamada de ferramentas\".\nO Que É Streaming de Respostas?\nImagine que você está conversando com uma IA. Em vez de esperar que ela pense e digite a resposta inteira antes de você ver qualquer coisa, streaming significa q")  # fmt: skip
real("https://apidog.com/fr/blog/ollama-streaming-responses-and-tool-calling-3 (the French tutorial's section on how tool calling works)", "neg-fr-apidog-appel-d-outils-prose",
     "Avec Ollama, lorsque vous activez la diffusion (\"stream\": true), vous obtenez ces mises à jour incrémentielles.\n\nComment fonctionne l'appel d'outils ?\n\nL'appel d'outils permet à vos modèles d'IA de faire plus que simplement générer du texte. Vous")  # fmt: skip
real("https://apidog.com/vi/blog/ollama-streaming-responses-and-tool-calling (the Vietnamese tutorial's key-concepts section)", "neg-vi-apidog-goi-cong-cu-prose",
     "Hiểu các Khái niệm chính: Truyền (Streaming) và Gọi công cụ (Tool Calls)\n\nHãy cùng phân tích ý nghĩa của \"truyền phản hồi\" (streaming responses) và \"gọi công cụ\" (tool calling).\n\nTruyền phản hồi (Response Streaming) là gì?")  # fmt: skip
real("https://ivanistereotekk.github.io/blog/ollama-tool-call (the Russian post's introduction)", "neg-ru-blog-tool-calls-intro",
     "Это и есть tool calls — когда искусственный интеллект не просто разговаривает с клиентами, а сам инициирует выполнение нужного кода. Я уже делал подобное на API open.ai, но заставить работать подобное приложение у себя на компьютере еще не пробовал. В общем решил попробовать подняв Ollama на своём Mac.\nЧто такое Ollama?\nOllama — это среда, песочница или простой способ запускать локальные языковые модели (типа ChatGPT) прямо у себя на компьютере.")  # fmt: skip
real("https://mundoia.com.ar/modelos-de-lenguaje-en-local (the Spanish guide's opening)", "neg-es-guide-modelos-en-local",
     "Desde la aparición de ChatGPT y otros modelos generativos, la inteligencia artificial se volvió parte del paisaje cotidiano. Ya no se trata de ciencia ficción ni de un recurso exclusivo de grandes corporaciones tecnológicas. Hoy cualquiera con una computadora relativamente potente puede instalar y ejecutar modelos de lenguaje en su propio entorno, sin depender de plataformas externas, sin pagar por cada consulta y, sobre todo, sin entregar sus datos a servicios de terceros.")  # fmt: skip
real("https://www.ignit.xyz/apuntes/ia/ollama.php (the Spanish notes' section 6.2 on the local stack)", "neg-es-notes-pila-local",
     "6.2 La pila tecnológica local\nUn entorno estable de IA local depende de tres capas coordinadas:\n- Capa base (hardware y sistema operativo): controladores actualizados y librerías de cómputo como CUDA, ROCm o Metal.\n- Motor de inferencia (Ollama): gestiona la carga del modelo, administra memoria")  # fmt: skip
real("https://github.com/rb58853/Print-AI/blob/HEAD/src/config/prompts.py (weather_info's Spanish system prompt, with its f-string placeholder {info} left as written and its \\n as a newline)", "neg-es-prompt-weather-info-placeholder",
     "Eres un asistente del tiempo experto. Tu tarea es comunicarte con los usuarios y es responder las preguntas de estos segun la siguiente informacion que se te pasa en formato JSON: {info}. \nAsegurate de comunicarte en el mismo lenguaje que la consulta. No puedes generar datos que no existan, da tus respuestas sobre la base de los datos que se te pasan.")  # fmt: skip
