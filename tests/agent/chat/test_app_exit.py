"""Leaving the chat with two Ctrl-Cs: the second may come while the hint is shown, when the terminal is not the
prompt's and a Ctrl-C is a signal (a loaded machine: the chat ended with 130, as if killed, instead of 0)."""

from __future__ import annotations

import signal
from types import SimpleNamespace

import pytest

from agent.chat.app import EXIT_HINT, ChatApp


class TwoCtrlCs:
    """The prompt: every read is a Ctrl-C."""

    def read(self) -> str:
        raise KeyboardInterrupt


class HintInterrupted:
    """The view: showing the hint is where the second Ctrl-C lands."""

    def __init__(self) -> None:
        self.said: list[str] = []

    def say(self, text: str, style: str = "") -> None:
        self.said.append(text)
        raise KeyboardInterrupt


def test_a_second_ctrl_c_while_the_hint_is_shown_leaves_the_chat_with_0(monkeypatch):
    app = ChatApp.__new__(ChatApp)  # only what run() reads: no model, no transcript
    view = HintInterrupted()
    app.input, app.view, app.terminated = TwoCtrlCs(), view, False
    app.loop = SimpleNamespace(begun=False)
    monkeypatch.setattr(app, "greet", lambda: None, raising=False)
    monkeypatch.setattr(app, "close", lambda: None, raising=False)
    handlers = {signum: signal.getsignal(signum) for signum in (signal.SIGTERM, signal.SIGHUP)}
    try:
        code = app.run()
    except KeyboardInterrupt:
        pytest.fail("the second Ctrl-C escaped the chat: the command would end with 130")
    finally:
        for signum, handler in handlers.items():
            signal.signal(signum, handler)
    assert code == 0 and view.said == [EXIT_HINT]
