# reference/ holds the built-in suite's reference solutions: files for a task's workspace, not tests to collect.
collect_ignore = ["reference"]
