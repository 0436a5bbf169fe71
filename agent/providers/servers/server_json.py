"""Short questions to a server, for `agent doctor` and the pools of endpoints: one GET or POST of JSON, with short
waits and no retries, so a server that is not there costs a fraction of a second. Every answer that is not a JSON
object is None: a server without that endpoint simply does not say. `llama_server_slots` reads llama-server's slots
(how many, each one's window), `ollama_running` the models Ollama has loaded."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

CONNECT_S = 1.5
ANSWER_S = 5.0  # /api/show and /props answer at once; a load (`--load`) is given longer by its caller


class ServerJson:
    """One server's root URL (no `/v1`) and its key, asked one endpoint at a time."""

    def __init__(self, root: str, api_key: str | None = None, answer_s: float = ANSWER_S):
        import httpx  # here, not above: a session that asks no server (a scripted model) does not load httpx

        self.root = root.rstrip("/")
        headers = {"Authorization": f"Bearer {api_key}"} if api_key else {}
        self.client = httpx.Client(timeout=httpx.Timeout(answer_s, connect=CONNECT_S), headers=headers)
        self.failure: type[Exception] = httpx.HTTPError

    def get(self, path: str) -> Any:
        return self._ask("GET", path, None)

    def post(self, path: str, body: dict[str, Any]) -> Any:
        return self._ask("POST", path, body)

    def reachable(self) -> bool:
        """Whether anything answers at the root (any HTTP status counts)."""
        try:
            self.client.get(self.root + "/")
        except self.failure:
            return False
        return True

    def _ask(self, method: str, path: str, body: dict[str, Any] | None) -> Any:
        try:
            response = self.client.request(method, self.root + path, json=body)
        except self.failure:
            return None
        if response.status_code != 200:
            return None
        try:
            return response.json()
        except ValueError:
            return None

    def close(self) -> None:
        self.client.close()

    def __enter__(self) -> ServerJson:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def server_root(base_url: str) -> str:
    """An OpenAI-compatible base URL's server root: `/v1` (and a trailing slash) taken off."""
    return base_url.rstrip("/").removesuffix("/v1")


@dataclass(frozen=True)
class Slots:
    """llama-server's slots: `count` of them (`-np`), each request getting one slot's window, `per_slot` (the
    smallest, `-c` split across the slots unless the KV cache is unified, llama.cpp#11681); `detail` says where
    the window was read."""

    count: int | None
    per_slot: int | None
    detail: str


def llama_server_slots(ask: ServerJson, props: Any = None) -> Slots | None:
    """What llama-server's `/props` (`total_slots`, `default_generation_settings.n_ctx`) and `/slots` (each slot's
    `n_ctx`) say; None when the server is not llama-server (no `/props` of that shape). `props`: already read."""
    props = ask.get("/props") if props is None else props
    if not (isinstance(props, dict) and ("default_generation_settings" in props or "total_slots" in props)):
        return None
    settings = props.get("default_generation_settings") or {}
    per_slot = positive(settings.get("n_ctx")) or positive(props.get("n_ctx"))
    slots = ask.get("/slots")
    windows = (
        [w for s in slots if isinstance(s, dict) and (w := positive(s.get("n_ctx")))] if isinstance(slots, list) else []
    )
    detail = "/props n_ctx of one slot"
    if windows:
        per_slot, detail = min(windows), f"/slots: {len(windows)} slots, the smallest"
    return Slots(count=positive(props.get("total_slots")) or len(windows) or None, per_slot=per_slot, detail=detail)


def ollama_running(ask: ServerJson) -> set[str]:
    """The models Ollama has loaded now (`/api/ps`), by name and with `:latest` taken off."""
    answer = ask.get("/api/ps")
    entries = answer.get("models") if isinstance(answer, dict) else None
    names = {str(entry.get(key)) for entry in entries or [] if isinstance(entry, dict) for key in ("model", "name")}
    return {name.removesuffix(":latest") for name in names if name and name != "None"}


def positive(value: Any) -> int | None:
    """`value` when it is a positive int (not a bool), else None: what a server's JSON field is worth."""
    return value if isinstance(value, int) and not isinstance(value, bool) and value > 0 else None
