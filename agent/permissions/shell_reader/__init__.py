"""The bash reader: what a bash command would run, read with tree-sitter-bash, a sealed room like `parsers/` (its
README lists what it understands and where it stops). One entry, `read_command`, which the gate's policy and the
bash tool call; besides it, two facts of what it knows that its neighbours share: the keys of a repository's own
config that make git run a program (the bash tool strips them from a repository a command made) and how a test
runner is started (the words of an "always" approval)."""

from agent.permissions.shell_reader.git_config import keys_that_run_programs
from agent.permissions.shell_reader.project_tests import runner_commands
from agent.permissions.shell_reader.walker import ShellPart, read_command

__all__ = ["ShellPart", "keys_that_run_programs", "read_command", "runner_commands"]
