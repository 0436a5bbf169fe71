"""Tools the model can call, and the runtime that validates and runs the calls."""

from agent.tools.records import ReadRecords, RecordSnapshot
from agent.tools.runtime import ToolRuntime, plan_batches

__all__ = ["ReadRecords", "RecordSnapshot", "ToolRuntime", "plan_batches"]
