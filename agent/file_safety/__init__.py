"""File safety under the file tools: what makes a write all-or-nothing (`atomic_write.py`), the refusal to
follow a symlink out of the workspace (`no_symlinks.py`), the read records behind read-before-edit and the
stale-file refusal (`read_records.py`), encodings and paged reads (`text_format.py`), the anchored edit
format's line anchors (`line_anchors.py`), and reading back a JSON-lines log whose writer may have died mid-line
(`appended_lines.py`)."""
