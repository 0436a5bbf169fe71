"""Tools the model can call, and the runtime that validates and runs the calls."""

from agent.tools.runtime import ToolRuntime, plan_batches

__all__ = ["ToolRuntime", "plan_batches"]
