"""Starting a session: the user's choices and configs, trust, agent kinds, instructions, resume."""
