"""What the model sees: the conversation and its compaction, course correction, empty replies."""
