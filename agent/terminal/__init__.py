"""Text for the screen: progress on stderr, text made safe for a terminal, diffs for the human."""
