"""Click commands that agent/cli.py registers on the `agent` group."""
