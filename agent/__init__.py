"""A local-model-first coding agent."""

__version__ = "0.1.0"
