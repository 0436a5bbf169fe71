"""Short questions to a server for the doctor: one GET or POST of JSON, with short waits and no retries, so a server
that is not there costs a fraction of a second. Every answer that is not a JSON object is None: a server without
that endpoint simply does not say."""

from __future__ import annotations

from typing import Any

import httpx

CONNECT_S = 1.5
ANSWER_S = 5.0  # /api/show and /props answer at once; a load (`--load`) is given longer by its caller


class ServerJson:
    """One server's root URL (no `/v1`) and its key, asked one endpoint at a time."""

    def __init__(self, root: str, api_key: str | None = None, answer_s: float = ANSWER_S):
        self.root = root.rstrip("/")
        headers = {"Authorization": f"Bearer {api_key}"} if api_key else {}
        self.client = httpx.Client(timeout=httpx.Timeout(answer_s, connect=CONNECT_S), headers=headers)

    def get(self, path: str) -> Any:
        return self._ask("GET", path, None)

    def post(self, path: str, body: dict[str, Any]) -> Any:
        return self._ask("POST", path, body)

    def reachable(self) -> bool:
        """Whether anything answers at the root (any HTTP status counts)."""
        try:
            self.client.get(self.root + "/")
        except httpx.HTTPError:
            return False
        return True

    def _ask(self, method: str, path: str, body: dict[str, Any] | None) -> Any:
        try:
            response = self.client.request(method, self.root + path, json=body)
        except httpx.HTTPError:
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
