"""Where an edit's old_text goes in the file when the model did not copy it exactly: the matcher chain, a sealed
room like `parsers/` (its README lists what it reads and where it stops). One entry: `apply_edit`."""

from agent.tools.edit_matching.chain import Edit, apply_edit

__all__ = ["Edit", "apply_edit"]
