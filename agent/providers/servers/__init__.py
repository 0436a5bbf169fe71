"""Providers for model servers over HTTP: Ollama (`ollama.py`), the OpenAI-compatible servers (`openai_compat.py`:
llama-server, LM Studio, vLLM) with llama-server's slot files (`server_slots.py`), the settings of the
`[providers]`, `[endpoints.NAME]` and `[pools.NAME]` tables (`provider_config.py`), retries (`retry.py`) and the
short JSON questions the doctor and the pools ask (`server_json.py`)."""
