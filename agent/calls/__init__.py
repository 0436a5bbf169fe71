"""A tool call from the model to its result: checked once, reviewed by the gate, run with checkpoints and hooks."""
