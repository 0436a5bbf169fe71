"""A scripted one-turn `agent run` pays for the core only: no server client, no in-process engine, no lab, and no
library that only some other path uses (bench/bench_startup.py measures what that saves)."""

import json
import subprocess
import sys

# Never on the path of a scripted run in a workspace without source files: each is imported where it is used.
NOT_LOADED = (
    "openai",  # the OpenAI-compatible servers' client
    "ollama",  # Ollama's client
    "httpx",  # a server's short questions (the pools, the doctor)
    "llama_cpp",  # the in-process engine
    "agent.providers.llamacpp",
    "agent.benchmark",  # agent compare
    "agent.calibrate",  # agent calibrate
    "numpy",  # the repository map's ranking, for a workspace with source files
    "tomlkit",  # writing a config file (an approval, a default model, a measurement)
    "prompt_toolkit",  # agent chat
    "rich.console",
    "mcp",  # MCP servers, none configured
)


def test_a_scripted_run_loads_no_client_engine_or_lab(tmp_path):
    script = tmp_path / "model.jsonl"
    script.write_text(json.dumps({"content": "done"}) + "\n")
    empty = tmp_path / "ws"
    empty.mkdir()
    run = ["run", "say done", "--model", f"script:{script}", "-w", str(empty), "--no-sandbox"]
    probe = (
        "import json, sys; from agent.cli import main\n"
        f"try: main({run!r}, prog_name='agent')\n"
        "except SystemExit as done: assert not done.code, done.code\n"
        f"names = {NOT_LOADED!r}\n"
        "print(json.dumps(sorted(m for m in sys.modules if any(m == n or m.startswith(n + '.') for n in names))))"
    )
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=120, cwd=empty)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout.strip().splitlines()[-1]) == [], done.stdout
