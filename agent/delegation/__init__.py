"""Delegation: the agent kinds (`agent_kinds.py`: shipped in `agent/agents/`, then the user's and the project's)
and the `task` tool that runs a subagent of one kind on a restricted view of the parent's runtime
(`task_tool.py`)."""
