"""Warm starts through llama.cpp's own server (`llama-server`): its slot's KV cache outlives the agent.

A llama-server started with `--slot-save-path DIR` saves a slot's cache to a file in DIR and loads it back
(`POST /slots/ID?action=save|restore` with `{"filename": ...}`). After each turn of a session the slot is
saved to a file named for the session and the served model; the first turn of a continued conversation
restores it, and the server then evaluates only what the prompt adds to the cached tokens. The requests
of such a session go to that one slot (`id_slot`). A restore the server refuses (no such file, a damaged
one, another model's) leaves a note for the transcript, and the prompt is read in full.

A truncated slot file aborts llama-server itself (`GGML_ASSERT(nread <= state_size)` in this build), so a
restore is marked pending in the data directory while it runs. One that never came back (the server died
on it, or the agent was killed) is not tried again: the next continue reads the prompt in full, and the turn's
save writes a fresh file. The server dying mid-restore ends the run with one line that says what happened.

Whether a server allows it is asked without side effects: an unknown slot action answers 400 ("Invalid
action") where slot files are allowed, 501 where the server was started without `--slot-save-path`, and
404 from servers that are not llama-server (they get none of this, not even `cache_prompt`).
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

import openai

from agent.errors import ProviderError
from agent.messages import Usage
from agent.paths import data_dir, private_dir

# on: llama-server with --slot-save-path; off: llama-server without it; none: not llama-server.
SlotSupport = Literal["on", "off", "none"]
PROBE_ACTION = "agent-probe"  # no such action: the answer tells which server this is, and changes nothing


def slot_support(client: openai.OpenAI, root: str, timeout_s: float) -> SlotSupport:
    """Whether the server at `root` (its address without /v1) saves and restores slots."""
    try:
        client.with_options(timeout=timeout_s).post(f"{root}/slots/0?action={PROBE_ACTION}", body={}, cast_to=object)
    except openai.APIStatusError as err:
        if err.status_code == 501:
            return "off"
        if err.status_code == 400 and "action" in str(err.body).lower():
            return "on"
        return "none"
    except openai.OpenAIError:
        return "none"
    return "none"  # a server that accepts any POST is not llama-server


def slot_save_line(name: str, base_url: str, support: SlotSupport) -> str | None:
    """`agent models`' line about one endpoint; None for a server that is not llama-server."""
    if support == "none":
        return None
    if support == "on":
        return f"{name} ({base_url}): llama-server, slot save: on (sessions continue from the saved slot)"
    return (
        f"{name} ({base_url}): llama-server, slot save: off (start it with --slot-save-path DIR "
        "for sessions that continue warm)"
    )


@dataclass
class SlotRestore:
    """What the restore before a request did: the cached tokens it loaded, or why it loaded none."""

    tokens: int = 0
    note: str | None = None


class ServerSlots:
    """The slot one provider's session uses on a llama-server, and that session's saved slot file."""

    def __init__(self, client: openai.OpenAI, root: str, probe_timeout_s: float, timeout_s: float):
        self.client = client
        self.root = root
        self.probe_timeout_s = probe_timeout_s
        self.timeout_s = timeout_s
        self.session: str | None = None
        self._support: SlotSupport | None = None
        self._props: dict[str, Any] | None = None
        self._restore_due = True
        self._marker_left: Path | None = None  # a pending restore's marker this process left for its save to clear

    def bind_session(self, session_id: str) -> None:
        """Save this session's slot from now on; its next continued turn restores its file first."""
        if session_id != self.session:
            self.session = session_id
            self._restore_due = True

    @property
    def support(self) -> SlotSupport:
        if self._support is None:
            self._support = slot_support(self.client, self.root, self.probe_timeout_s)
        return self._support

    @property
    def active(self) -> bool:
        return self.session is not None and self.support == "on"

    def request_fields(self) -> dict[str, Any]:
        """Fields for the request body: llama-server keeps the prompt's cache (`cache_prompt`), and a saved
        session stays on its own slot."""
        if self.support == "none":
            return {}
        fields: dict[str, Any] = {"cache_prompt": True}
        if self.active:
            fields["id_slot"] = self.slot
        return fields

    @property
    def slot(self) -> int:
        """The session's slot: spread by session over the server's slots, the same in every process."""
        total = self._server_props().get("total_slots")
        count = total if isinstance(total, int) and total > 0 else 1
        digest = hashlib.sha256((self.session or "").encode("utf-8")).digest()
        return int.from_bytes(digest[:4], "big") % count

    @property
    def filename(self) -> str:
        """The session's slot file: its id and the served model (path and window), so no other session or
        model ever loads it."""
        props = self._server_props()
        settings = props.get("default_generation_settings")
        n_ctx = settings.get("n_ctx") if isinstance(settings, dict) else None
        model = f"{props.get('model_path')}|{n_ctx}"
        return f"agent-{self.session}-{hashlib.sha256(model.encode('utf-8')).hexdigest()[:16]}.bin"

    def _server_props(self) -> dict[str, Any]:
        if self._props is None:
            try:
                body = self.client.with_options(timeout=self.probe_timeout_s).get(f"{self.root}/props", cast_to=object)
            except openai.OpenAIError:
                body = None
            self._props = body if isinstance(body, dict) else {}
        return self._props

    def restore(self, continued: bool) -> SlotRestore:
        """Before the session's first turn in this process: load its slot file when the conversation is a
        continued one (a new one has none to load)."""
        if not (self.active and self._restore_due):
            return SlotRestore()
        self._restore_due = False
        if not continued:
            return SlotRestore()
        marker = private_dir(data_dir() / "server-slot-restores") / f"{self.filename}.pending"
        if marker.exists():
            self._marker_left = marker
            return SlotRestore(
                note=f"saved server slot {self.filename} not restored: its last restore never finished (a damaged "
                f"slot file aborts llama-server; the next save replaces it); {FULL_READ}"
            )
        marker.touch()
        try:
            body = self._action("restore")
        except openai.APITimeoutError as err:  # kept marked: a restore this slow is not tried again
            self._marker_left = marker
            return SlotRestore(note=f"saved server slot {self.filename} not restored ({err}); {FULL_READ}")
        except openai.APIConnectionError:
            raise ProviderError(
                f"llama-server at {self.root} stopped while it restored this session's saved slot "
                f"({self.filename}), as it does on a damaged slot file; start it again and continue: the "
                "prompt is then read in full"
            ) from None
        except openai.OpenAIError as err:
            marker.unlink(missing_ok=True)
            detail = _message(err) if isinstance(err, openai.APIStatusError) else str(err)
            return SlotRestore(note=f"saved server slot {self.filename} not restored ({detail}); {FULL_READ}")
        marker.unlink(missing_ok=True)
        restored = body.get("n_restored") if isinstance(body, dict) else None
        return SlotRestore(tokens=restored if isinstance(restored, int) else 0)

    def save(self) -> str | None:
        """After a turn: the slot to the session's file; a note when the server could not save it."""
        if not self.active:
            return None
        try:
            self._action("save")
            if self._marker_left is not None:  # a fresh file: the restore that never finished is moot
                self._marker_left.unlink(missing_ok=True)
                self._marker_left = None
        except openai.APIStatusError as err:
            return f"the server slot could not be saved ({_message(err)}); the next continue reads the prompt in full"
        except openai.OpenAIError as err:
            return f"the server slot could not be saved ({err}); the next continue reads the prompt in full"
        return None

    def _action(self, action: str) -> Any:
        return self.client.with_options(timeout=self.timeout_s).post(
            f"{self.root}/slots/{self.slot}?action={action}", body={"filename": self.filename}, cast_to=object
        )


FULL_READ = "the prompt was read in full"


def _message(err: openai.APIStatusError) -> str:
    body = err.body
    if isinstance(body, dict):
        inner = body.get("error", body)
        if isinstance(inner, dict) and inner.get("message"):
            return f"HTTP {err.status_code}: {inner['message']}"
    return f"HTTP {err.status_code}"


def account_restore(usage: Usage, restored: SlotRestore, cached: int | None) -> None:
    """Put what the restore gave into the turn's usage: the tokens the server took from the restored cache
    (its own count of cached tokens, at most what was restored), and the note of a refused restore."""
    if restored.tokens:
        usage.prompt_tokens_restored = min(restored.tokens, cached) if cached is not None else restored.tokens
    if restored.note:
        usage.model_state_note = restored.note
