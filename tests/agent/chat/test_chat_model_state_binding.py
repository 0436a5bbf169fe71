"""A provider that keeps saved model states per session (the in-process model's state files, llama-server's
slot files) must save them for the session the chat is in: `/resume` and `/model` change which one that is."""

from __future__ import annotations

from typing import Any

from click.testing import CliRunner

from agent.cli import main
from agent.start import session as session_start

from .conftest import events, transcripts


class Bound:
    """The opened provider, made session-bound: it remembers each session it is bound to."""

    opened: list[Bound] = []

    def __init__(self, inner: Any):
        self.inner = inner
        self.sessions: list[str] = []
        Bound.opened.append(self)

    def bind_session(self, session_id: str) -> None:
        self.sessions.append(session_id)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.inner, name)


def bound_models(monkeypatch) -> list[Bound]:
    real = session_start.open_model
    Bound.opened = []

    def open_model(*args: Any, **kwargs: Any) -> Any:
        provider, capability = real(*args, **kwargs)
        return Bound(provider), capability

    monkeypatch.setattr(session_start, "open_model", open_model)
    monkeypatch.setattr("agent.chat.app.open_model", open_model)
    return Bound.opened


def chat(script, workspace, text: str) -> None:
    result = CliRunner().invoke(
        main, ["chat", "--model", f"script:{script}", "--workspace", str(workspace)], input=text
    )
    assert result.exit_code == 0, result.output


def test_resume_binds_the_open_model_to_the_resumed_session(write_script, workspace, monkeypatch):
    opened = bound_models(monkeypatch)
    script = write_script({"content": "It prints hello."}, {"content": "Still hello."})
    chat(script, workspace, "what does hello.py print?\n")
    (earlier,) = [path.stem for path in transcripts()]
    chat(script, workspace, f"a new question\n/resume {earlier}\nand again?\n")
    (provider,) = opened[1:]
    newer = next(path.stem for path in transcripts() if path.stem != earlier)
    assert provider.sessions == [newer, earlier]
    resumed = next(path for path in transcripts() if path.stem == earlier)
    said = [event for event in events(resumed) if event.get("event") == "message"]
    assert said[-1]["message"]["content"] == "Still hello."  # the resumed session went on


def test_a_model_opened_by_slash_model_is_bound_to_the_session_in_use(write_script, workspace, tmp_path, monkeypatch):
    opened = bound_models(monkeypatch)
    other = tmp_path / "other.jsonl"
    other.write_text('{"content": "From the other model."}\n')
    script = write_script({"content": "It prints hello."})
    chat(script, workspace, f"what does hello.py print?\n/model script:{other}\nand now?\n")
    (session,) = [path.stem for path in transcripts()]
    first, second = opened
    assert first.sessions == [session]
    assert second.sessions == [session]
