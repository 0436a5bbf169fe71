"""Settings of the demo server."""

DEFAULTS: dict[str, object] = {"host": "127.0.0.1", "port": 8137, "workers": 4}
