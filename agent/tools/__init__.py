"""Tools the model can call, each in its own module; `agent/calls/runtime.py` validates and runs their calls."""

from agent.file_safety.read_records import ReadRecords, RecordSnapshot

__all__ = ["ReadRecords", "RecordSnapshot"]
