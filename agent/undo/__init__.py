"""Checkpoints: what each file was before the agent changed it, the workspace snapshots, and undo."""
