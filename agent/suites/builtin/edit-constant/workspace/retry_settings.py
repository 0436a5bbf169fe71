"""How often and how patiently the client retries a failed request."""

MAX_RETRIES = 3
BACKOFF_S = 0.5
