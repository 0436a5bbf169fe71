"""llama-server's slot files, at the HTTP boundary (fake_server answers as llama-server does): which servers get
`cache_prompt`, when a session's slot is saved and restored, the file names, and the note of a refused restore.
The real server is in test_server_slots_real.py."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from agent.cli import main
from agent.errors import ProviderError
from agent.messages import Message
from agent.providers.provider import ChatRequest, complete
from agent.providers.servers.openai_compat import OpenAICompatProvider
from agent.providers.servers.provider_config import ProviderConfig
from agent.providers.servers.server_slots import PROBE_ACTION
from capabilities import Capability
from tests.agent.providers.fixtures.fake_server import HANG_UP, FakeServer

from .test_openai_normalise import CHAT, completion

TEXT = Capability(model="qwen2.5-coder-7b", tool_mode="text", tool_format="hermes")
SLOT = "/slots/0"
PROPS = {"model_path": "/models/qwen.gguf", "total_slots": 1, "default_generation_settings": {"n_ctx": 4096}}
INVALID_ACTION = {"error": {"code": 400, "message": "Invalid action", "type": "invalid_request_error"}}
NOT_SUPPORTED = {
    "error": {
        "code": 501,
        "message": "This server does not support slots action. Start it with `--slot-save-path`",
        "type": "not_supported_error",
    }
}
TIMINGS = {"prompt_n": 12, "cache_n": 88, "predicted_n": 3}


def llama_server(server: FakeServer, slot_files: bool) -> None:
    """The fake answers the agent's probe as a llama-server with (or without) --slot-save-path."""
    server.add(SLOT, *((400, INVALID_ACTION) if slot_files else (501, NOT_SUPPORTED)))
    server.add("/props", 200, PROPS)


def request(*more: Message) -> ChatRequest:
    messages = [Message(role="system", content="You are a coding agent."), Message(role="user", content="Hi?")]
    return ChatRequest(messages=[*messages, *more], tools=[], capability=TEXT)


def continued() -> ChatRequest:
    return request(Message(role="assistant", content="Hello."), Message(role="user", content="And then?"))


def provider(server: FakeServer, session: str | None = "s1") -> OpenAICompatProvider:
    made = OpenAICompatProvider("m", f"{server.url}/v1", config=ProviderConfig(stream=False))
    if session:
        made.bind_session(session)
    return made


def sent(server: FakeServer) -> list[tuple[str, str | None]]:
    """Each request as (path with its query, the slot file it names)."""
    return [
        (target, (body or {}).get("filename"))
        for target, (_, _, body) in zip(server.targets, server.requests, strict=True)
    ]


@pytest.mark.slow
def test_llama_server_gets_cache_prompt_and_the_session_its_slot(server):
    llama_server(server, slot_files=True)
    server.add(CHAT, 200, completion({"content": "Hello."}, timings=TIMINGS))
    server.add(SLOT, 200, {"id_slot": 0, "n_saved": 103})
    complete(provider(server), request())
    (body,) = server.bodies(CHAT)
    assert body["cache_prompt"] is True and body["id_slot"] == 0
    probe, save = [
        (target, raw) for target, (_, raw) in zip(server.targets, server.raw_bodies, strict=True) if "/slots/" in target
    ]
    assert probe == (f"{SLOT}?action={PROBE_ACTION}", b"{}")  # names no file: nothing is written or read
    assert save[0] == f"{SLOT}?action=save" and b'"filename":"agent-s1-' in save[1]


def test_other_servers_get_neither_field(server):
    server.add(CHAT, 200, completion({"content": "Hello."}))  # /slots answers 404: not llama-server
    complete(provider(server), request())
    (body,) = server.bodies(CHAT)
    assert "cache_prompt" not in body and "id_slot" not in body
    assert [path for _, path, _ in server.requests] == [SLOT, CHAT]  # no save was tried


@pytest.mark.slow
def test_without_slot_save_path_the_prompt_cache_is_kept_but_nothing_saved(server):
    llama_server(server, slot_files=False)
    server.add(CHAT, 200, completion({"content": "Hello."}))
    server.add(CHAT, 200, completion({"content": "Then this."}))
    made = provider(server)
    complete(made, request())
    complete(made, continued())
    bodies = server.bodies(CHAT)
    assert [body["cache_prompt"] for body in bodies] == [True, True] and "id_slot" not in bodies[0]
    assert [path for _, path, _ in server.requests].count(SLOT) == 1  # the probe only


@pytest.mark.slow
def test_a_continued_session_restores_its_slot_before_its_first_turn_and_counts_it(server):
    llama_server(server, slot_files=True)
    server.add(SLOT, 200, {"id_slot": 0, "n_restored": 95})
    server.add(CHAT, 200, completion({"content": "Then this."}, timings=TIMINGS))
    server.add(SLOT, 200, {"id_slot": 0, "n_saved": 103})
    server.add(CHAT, 200, completion({"content": "Then that."}, timings=TIMINGS))
    server.add(SLOT, 200, {"id_slot": 0, "n_saved": 120})
    made = provider(server)
    first = complete(made, continued())
    second = complete(made, continued())
    name = sent(server)[2][1]
    assert name and name.startswith("agent-s1-") and name.endswith(".bin")
    restore, save = (f"{SLOT}?action=restore", name), (f"{SLOT}?action=save", name)
    assert sent(server) == [
        (f"{SLOT}?action={PROBE_ACTION}", None),
        ("/props", None),
        restore,
        (CHAT, None),
        save,
        (CHAT, None),
        save,
    ]
    assert first.usage.prompt_tokens_restored == 88  # of the 95 restored, the server reused 88
    assert first.usage.prompt_tokens_evaluated == 12 and first.usage.model_state_note is None
    assert second.usage.prompt_tokens_restored is None  # restored once per session and process


@pytest.mark.slow
def test_a_refused_restore_is_a_note_and_the_turn_goes_on(server):
    llama_server(server, slot_files=True)
    refused = {"error": {"code": 400, "message": "Unable to restore slot: invalid slot save file"}}
    server.add(SLOT, 400, refused)
    server.add(CHAT, 200, completion({"content": "Then this."}, timings={**TIMINGS, "prompt_n": 100, "cache_n": 0}))
    server.add(SLOT, 200, {"id_slot": 0, "n_saved": 103})
    turn = complete(provider(server), continued())
    assert turn.content == "Then this." and not turn.usage.prompt_tokens_restored
    note = turn.usage.model_state_note or ""
    assert "not restored (HTTP 400: Unable to restore slot: invalid slot save file)" in note
    assert note.endswith("the prompt was read in full")


@pytest.mark.slow
def test_a_server_that_dies_restoring_is_one_line_and_that_file_is_not_restored_again(server, tmp_path):
    llama_server(server, slot_files=True)
    server.add(SLOT, HANG_UP, None)  # llama-server aborts on a damaged slot file
    with pytest.raises(ProviderError, match=r"stopped while it restored this session's saved slot \(agent-s1-"):
        complete(provider(server), continued())

    # started again: the pending restore is not tried again, the turn reads in full, and its save replaces the file
    llama_server(server, slot_files=True)
    server.add(CHAT, 200, completion({"content": "Then this."}, timings={**TIMINGS, "prompt_n": 100, "cache_n": 0}))
    server.add(SLOT, 200, {"id_slot": 0, "n_saved": 103})
    turn = complete(provider(server), continued())
    assert "its last restore never finished" in (turn.usage.model_state_note or "")
    assert not turn.usage.prompt_tokens_restored
    assert [target for target in server.targets if "restore" in target] == [f"{SLOT}?action=restore"]

    # the fresh file is restored by the next continue
    llama_server(server, slot_files=True)
    server.add(SLOT, 200, {"id_slot": 0, "n_restored": 95})
    server.add(CHAT, 200, completion({"content": "Then that."}, timings=TIMINGS))
    server.add(SLOT, 200, {"id_slot": 0, "n_saved": 120})
    again = complete(provider(server), continued())
    assert again.usage.prompt_tokens_restored == 88 and again.usage.model_state_note is None


@pytest.mark.slow
def test_slot_files_are_named_per_session_and_per_model(server):
    names = []
    for session, model_path in [("s1", "/m/a.gguf"), ("s2", "/m/a.gguf"), ("s1", "/m/b.gguf")]:
        server.add(SLOT, 400, INVALID_ACTION)
        server.add("/props", 200, {**PROPS, "model_path": model_path})
        server.add(CHAT, 200, completion({"content": "Hello."}))
        server.add(SLOT, 200, {"id_slot": 0, "n_saved": 10})
        complete(provider(server, session), request())
        names.append(server.requests[-1][2]["filename"])
    assert len(set(names)) == 3
    assert names[0].startswith("agent-s1-") and names[1].startswith("agent-s2-")


def test_an_unbound_provider_neither_saves_nor_pins_a_slot(server):
    llama_server(server, slot_files=True)
    server.add(CHAT, 200, completion({"content": "Hello."}))
    complete(provider(server, session=None), continued())
    (body,) = server.bodies(CHAT)
    assert body["cache_prompt"] is True and "id_slot" not in body
    assert [path for _, path, _ in server.requests] == [SLOT, CHAT]


@pytest.mark.slow
def test_agent_models_says_whether_a_llama_server_saves_slots(server, monkeypatch, workspace):
    monkeypatch.setenv("OPENAI_BASE_URL", f"{server.url}/v1")
    monkeypatch.setenv("OLLAMA_HOST", "http://127.0.0.1:9")
    shown = []
    for slot_files in (True, False):
        server.add("/v1/models", 200, {"object": "list", "data": [{"id": "m", "object": "model"}]})
        server.add(SLOT, *((400, INVALID_ACTION) if slot_files else (501, NOT_SUPPORTED)))
        result = CliRunner().invoke(main, ["models", "--workspace", str(workspace)])
        assert result.exit_code == 0, result.output
        shown.append([line for line in result.stdout.splitlines() if "slot save" in line])
    assert shown[0] == [
        f"openai ({server.url}/v1): llama-server, slot save: on (sessions continue from the saved slot)"
    ]
    assert shown[1] == [
        f"openai ({server.url}/v1): llama-server, slot save: off (start it with --slot-save-path DIR "
        "for sessions that continue warm)"
    ]
