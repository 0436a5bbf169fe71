"""How commands run: the sandbox around them, the process tree below the agent and its reaper."""
