"""The loop: one turn after another, the window budget, a turn's tool calls, the hooks it consults."""
