"""An Ollama-shaped server (the shapes of Ollama's API reference, as tests/agent/providers/fixtures/README.md says)
serving scripted models of known quality, for the ranking's tests: /api/tags lists them, /api/show reports each
with native tools and a 16K window, and /api/chat answers as the model's script says:

- the tool trial's prompts (agent/calibrate/tool_prompts.toml), with tools offered (native mode): a good model makes
  the right calls and none where none is asked; a poor one gets only the read right, reads the wrong file where
  something else is asked, and reads a file where nothing is asked. Without tools (text and grammar modes) both
  answer in words: no call at all.
- the edit trial's tasks (agent/calibrate/edit_tasks.toml): a good model reads the file, then makes the edit with
  `edit` (replace format) or `write` (whole format), and answers in words where only `edit_lines` is offered; a poor
  one reads the file and stops.
- the window probes: the values asked for in backticks, found in the tool results, answered right below the model's
  `correct_below` prompt tokens (4 characters a token) and "I do not remember" from there on.

Each reply takes `delay_s` and reports its counts and durations (1,000 prompt tokens, 50 reply tokens a second)."""

from __future__ import annotations

import difflib
import json
import re
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

from agent.calibrate.edit_trial import EditTask, edit_tasks
from agent.calibrate.tool_trial import trial_set

_ASKED = re.compile(r"`([A-Z][A-Z0-9_]+)`")


@dataclass
class ScriptedModel:
    name: str
    good: bool
    correct_below: int  # prompt tokens: retrieval answers are right below this
    delay_s: float = 0.0


@dataclass
class ScriptedOllama:
    models: list[ScriptedModel]
    url: str = ""
    chats: list[tuple[str, dict[str, Any]]] = field(default_factory=list)  # (model, request body) of each chat

    def model(self, name: str) -> ScriptedModel:
        return next(m for m in self.models if m.name == name or f"{m.name}:latest" == name)


def _tokens(body: dict[str, Any]) -> int:
    text = json.dumps(body.get("messages", [])) + json.dumps(body.get("tools") or [])
    return len(text) // 4


def _call(name: str, **arguments: Any) -> dict[str, Any]:
    return {"function": {"name": name, "arguments": arguments}}


def _edit_call(task: EditTask, offered: set[str]) -> list[dict[str, Any]] | None:
    """The good model's edit in the format offered: None where it answers in words."""
    if "edit" in offered:
        before, after = task.text.splitlines(), task.expected.splitlines()
        changed = [op for op in difflib.SequenceMatcher(a=before, b=after).get_opcodes() if op[0] != "equal"]
        first, last = changed[0], changed[-1]
        old = "\n".join(before[first[1] : last[2]])
        new = "\n".join(after[first[3] : last[4]])
        return [_call("edit", path=task.path, old_text=old, new_text=new)]
    if "edit_lines" in offered:
        return None
    return [_call("write", path=task.path, content=task.expected)]


def reply(model: ScriptedModel, body: dict[str, Any]) -> dict[str, Any]:
    """The assistant message of one chat request."""
    messages = body.get("messages", [])
    users = [m.get("content") or "" for m in messages if m.get("role") == "user"]
    offered = {tool["function"]["name"] for tool in body.get("tools") or []}
    asked = users[-1] if users else ""
    if names := _ASKED.findall(asked):  # a window probe
        values: dict[str, str] = {}
        for message in messages:
            if message.get("role") == "tool":
                values.update(re.findall(r"\b([A-Z][A-Z0-9_]+) = (\S+)", message.get("content") or ""))
        if _tokens(body) < model.correct_below and all(name in values for name in names):
            return {"content": "\n".join(f"{name} = {values[name]}" for name in names)}
        return {"content": "I do not remember those values."}
    if not offered:
        return {"content": "I would rather say it in words."}
    task = next((task for task in edit_tasks().tasks if users and task.task in users[0]), None)
    if task is not None:
        done = sum(m.get("role") == "tool" for m in messages)
        if done == 0:
            return {"content": "", "tool_calls": [_call("read", path=task.path)]}
        calls = _edit_call(task, offered) if done == 1 and model.good else None
        return {"content": "", "tool_calls": calls} if calls else {"content": "Done."}
    prompt = next((p for p in trial_set().prompts if p.text == asked), None)
    if prompt is None:
        return {"content": "Done."}
    if model.good or prompt.name == "read":
        calls = [_call(c.tool, **c.arguments) for c in prompt.calls]
    else:
        calls = [_call("read", path="README.md" if prompt.calls else "notes/plan.md")]
    return {"content": "", "tool_calls": calls} if calls else {"content": "HTTP is the HyperText Transfer Protocol."}


def show(model: ScriptedModel) -> dict[str, Any]:
    return {
        "parameters": "",
        "template": "{{ .Messages }}",
        "capabilities": ["completion", "tools"],
        "details": {"format": "gguf", "family": "llama", "parameter_size": "1B", "quantization_level": "Q4_K_M"},
        "model_info": {"general.architecture": "llama", "llama.context_length": 16384},
    }


@contextmanager
def scripted_ollama(*models: ScriptedModel) -> Iterator[ScriptedOllama]:
    state = ScriptedOllama(list(models))

    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, *args: Any) -> None:
            pass

        def send(self, body: Any, status: int = 200, lines: bool = False) -> None:
            raw = (json.dumps(body) + "\n").encode()
            self.send_response(status)
            self.send_header("Content-Type", "application/x-ndjson" if lines else "application/json")
            self.send_header("Content-Length", str(len(raw)))
            self.end_headers()
            self.wfile.write(raw)

        def do_GET(self) -> None:
            if self.path == "/api/tags":
                tags = [{"name": f"{m.name}", "model": f"{m.name}", "size": 1, "digest": "0"} for m in state.models]
                self.send({"models": tags})
            elif self.path == "/api/ps":
                self.send({"models": []})
            elif self.path == "/api/version":
                self.send({"version": "0.12.3"})
            else:
                self.send({"error": "404 page not found"}, 404)

        def do_POST(self) -> None:
            raw = self.rfile.read(int(self.headers.get("Content-Length") or 0))
            body = json.loads(raw) if raw else {}
            try:
                model = state.model(body.get("model") or body.get("name") or "")
            except StopIteration:
                self.send({"error": f'model "{body.get("model")}" not found, try pulling it first'}, 404)
                return
            if self.path == "/api/show":
                self.send(show(model))
                return
            if self.path != "/api/chat":
                self.send({"error": "404 page not found"}, 404)
                return
            state.chats.append((model.name, body))
            time.sleep(model.delay_s)
            message = {"role": "assistant", **reply(model, body)}
            prompt, written = _tokens(body), len(json.dumps(message)) // 4 + 1
            self.send(
                {
                    "model": model.name,
                    "created_at": "2025-05-27T22:54:58.200000Z",
                    "message": message,
                    "done": True,
                    "done_reason": "stop",
                    "total_duration": prompt * 1_000_000 + written * 20_000_000,
                    "load_duration": 1_000_000,
                    "prompt_eval_count": prompt,
                    "prompt_eval_duration": prompt * 1_000_000,
                    "eval_count": written,
                    "eval_duration": written * 20_000_000,
                },
                lines=bool(body.get("stream", True)),
            )

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True).start()
    state.url = f"http://127.0.0.1:{server.server_address[1]}"
    try:
        yield state
    finally:
        server.shutdown()
        server.server_close()
