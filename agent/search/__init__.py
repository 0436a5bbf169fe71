"""Search under grep, glob and ls: the tree walk that honours `.gitignore` and matches glob patterns one path
component at a time (`tree_walk.py`), ripgrep or the same search in Python (`grep_engines.py`), the Python line
search with the `regex` module's per-search timeout (`line_search.py`), and the deadline of one call
(`search_deadline.py`)."""
