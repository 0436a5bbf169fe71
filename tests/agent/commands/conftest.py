"""The capability tests' fixtures, for the commands that show capabilities: a fresh registry cache
and no $OLLAMA_HOST for every test, and `user_toml` to write the user's models.toml."""

from tests.capabilities.conftest import fresh_registry, user_toml

__all__ = ["fresh_registry", "user_toml"]
