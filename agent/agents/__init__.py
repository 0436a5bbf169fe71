"""The shipped agent kinds a `task` call can start, as data: one TOML file per kind and its system prompt
(agent/delegation/agent_kinds.py reads them, with the user's and the project's own)."""
