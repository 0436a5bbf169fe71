"""The in-process engine: llama.cpp through llama-cpp-python, an optional part that only the backend table
(`agent/backends/local.py`) imports, and only when a model runs in-process (tests/test_layering.py holds it).

`engine.py` is the provider; `amx_guard.py` the Intel AMX guard; `sampling.py` and `prompt_lookup.py` lazy grammar
sampling and prompt-lookup drafts; `warm_start.py` and `state_files.py` the KV states saved on disk so a new process
starts warm; `cpu_threads.py` how many threads compute;
`python_server.py` llama-cpp-python's own server with the AMX guard. What the core needs to know of the engine
lives in the core, which it imports: whether an extra is installed (`agent/providers/in_process_extra.py`), where
the saved states lie, their cap and whose they are (`agent/providers/saved_states.py`)."""
