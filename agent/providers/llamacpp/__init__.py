"""The in-process engine: llama.cpp through llama-cpp-python, an optional part that only the backend table
(`agent/backends/local.py`) imports, and only when a model runs in-process (tests/test_layering.py holds it).

`engine.py` is the provider; `install.py` whether the extra is installed and the Intel AMX guard; `sampling.py`
and `prompt_lookup.py` lazy grammar sampling and prompt-lookup drafts; `warm_start.py` and `state_files.py` the KV
states saved on disk so a new process starts warm; `cpu_threads.py` how many threads compute;
`python_server.py` llama-cpp-python's own server with the AMX guard."""
