"""`agent doctor`: one module per check. `checkup.py` runs them all; `findings.py` is what they find (each figure
with its provenance, each problem with its fix); `agent/providers/servers/server_json.py` asks a server with short waits
(the pools of endpoints share it); the window a request of ours gets: `ollama_window.py` (num_ctx against the
model's and the server's defaults), `server_window.py` (llama-server's slots, LM Studio's loaded length, vLLM);
`own_prompt.py` what the agent's own prompt takes of it; `model_check.py` one model whole; `machine.py` the sandbox
and the disk; `render.py` the text."""
