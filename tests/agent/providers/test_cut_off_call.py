"""A tool call cut off inside a string value is never run, whatever the finish reason: a text-mode
model behind an OpenAI-compatible server (a local server replaying its replies) stops mid-edit
with finish_reason "stop", and the file stays as it was."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from agent.cli import main
from agent.paths import config_dir
from tests.agent.providers.servers.test_openai_normalise import CHAT, chunk, completion, sse

pytestmark = pytest.mark.slow

CALC = "def total(nums):\n    return 0\n"
READ = {"name": "read", "arguments": {"path": "calc.py"}}
# the reply of the bug report, exactly: repaired, it left calc.py ending in `return sum(num`
CUT_EDIT = (
    '{"name": "edit", "arguments": {"path": "calc.py", "old_text": "    return 0", "new_text": "    return sum(num'
)


def _reply(server, content: str, finish: str, stream: bool) -> None:
    if stream:  # in pieces, as a streaming server sends them
        pieces = [chunk({"role": "assistant", "content": ""})]
        pieces += [chunk({"content": content[i : i + 7]}) for i in range(0, len(content), 7)]
        server.add(CHAT, 200, sse(*pieces, chunk(finish=finish)), content_type="text/event-stream")
    else:
        server.add(CHAT, 200, completion({"content": content}, finish=finish))


@pytest.mark.parametrize("stream", [False, True], ids=["whole", "streamed"])
@pytest.mark.parametrize("finish", ["stop", "length"])
def test_an_edit_cut_off_inside_a_string_is_not_run(server, workspace, monkeypatch, finish, stream):
    (workspace / "calc.py").write_bytes(CALC.encode())
    # The replace format, where edit is offered (the shipped entry of qwen2.5-coder picks whole).
    (config_dir() / "config.toml").write_text('[defaults]\nedit_format = "replace"\n')
    _reply(server, json.dumps(READ), "stop", stream)
    _reply(server, CUT_EDIT, finish, stream)
    _reply(server, "I could not finish the edit.", "stop", stream)
    monkeypatch.setenv("OPENAI_BASE_URL", f"{server.url}/v1")
    monkeypatch.setenv("AGENT_STREAM", "true" if stream else "false")
    result = CliRunner().invoke(
        main,
        ["run", "Make total sum its numbers", "--model", "openai/qwen2.5-coder-7b", "--tools", "text"]
        + ["--workspace", str(workspace), "--json"],
    )
    assert result.exit_code == 0, result.output
    assert (workspace / "calc.py").read_bytes() == CALC.encode()  # byte for byte: nothing was written
    payload = json.loads(result.stdout)
    assert payload["tool_calls"] == 1 and payload["malformed_tool_calls"] == 1
    assert [body["stream"] for body in server.bodies(CHAT)] == [stream] * 3
    # The model was told what happened and asked for the whole call again.
    third = server.bodies(CHAT)[2]["messages"]
    told = " ".join(m["content"] for m in third if m["role"] in ("user", "tool"))
    if finish == "stop":
        assert "The call to edit was cut off inside a string value" in told
        assert "Send the whole call to edit again, complete" in told
    else:
        assert "cut off at the token limit" in told
    events = [json.loads(line) for line in open(payload["transcript"])]
    assert not [e for e in events if e["event"] == "message" and e["message"].get("name") == "edit"]
