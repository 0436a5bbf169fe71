"""`agent doctor` against a real llama-server started with `-c 16384 -np 4`: each request gets a quarter of the
window, found from its own /props and /slots, with `--kv-unified` as the fix; the agent's own prompt is counted
in the server's tokens."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from agent.cli import main
from tests import extras
from tests.agent.providers.llama_server import ALIAS, start_llama_server

pytestmark = [pytest.mark.slow, extras.LLAMA_SERVER]


def test_a_real_llama_server_with_four_slots_gives_each_request_a_quarter(tmp_path, workspace):
    server = start_llama_server(tmp_path / "llama-server.log", 16384, "--parallel", "4")
    try:
        result = CliRunner().invoke(
            main,
            ["doctor", "-m", f"openai/{ALIAS}", "-w", str(workspace), "--json"],
            env={"OPENAI_BASE_URL": server.base_url},
        )
    finally:
        server.stop()
    assert result.exit_code == 0, result.output
    (model,) = json.loads(result.stdout)["models"]
    window = model["window"]
    assert window["server"] == "llama-server" and window["slots"] == 4
    assert window["request"]["value"] == 4096 and window["trained"]["value"] == 32768
    (split,) = [p for p in model["problems"] if p["severity"] == "warning"]
    assert split["fix"] == "llama-server … -c 16384 -np 4 --kv-unified"
    counted = model["own_prompt"]["system_and_tools"]
    assert counted["source"] == "server" and 300 < counted["value"] < 3000
