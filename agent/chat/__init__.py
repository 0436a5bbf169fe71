"""`agent chat`: the interactive session (the REPL in app.py, input.py, view.py, commands.py, attach.py)."""
