"""The `agent` command: a group whose commands load only when they run, so `agent --help` and `agent
--version` start fast (bench/bench_startup.py). Commands are thin: parse options, call the library, map
errors to exit codes."""

from __future__ import annotations

import importlib
import sys
from typing import Any

import click

from agent import __version__

PRINT_OPTIONS = ("-p", "--print")
JSON_ASKED = "agent.json"  # ctx.meta key: the command line has --json
# One line a command: its name, where it lives (module:attribute) and the one-line summary `agent --help` shows
# without importing the module (tests/agent/test_cli.py checks each against the command's own short_help).
COMMAND_LINES = """
calibrate agent.commands.calibrate:calibrate_command Measure a model's window, tool mode and speed, and save them.
caps agent.commands.caps:caps Show what the agent knows about a model, and where each value came from.
chat agent.chat.chat_command:chat Talk with the agent in an interactive session.
compare agent.commands.compare:compare Run several models on the same tasks and compare them side by side.
config agent.commands.config_command:config Show the defaults run and chat use, and where each comes from.
doctor agent.commands.doctor:doctor Check every server and model: reachable, its real window, each fix.
map agent.commands.map:map_command Show the repository map the model would see for a task.
mcp agent.commands.mcp:mcp Show the MCP servers a session uses and the tools they offer.
models agent.commands.caps:models List the models usable now: embedded, Ollama's, and configured servers.
parse agent.commands.parse:parse Show the tool calls the text parser finds in a model reply on stdin.
policy agent.commands.policy_command:policy Show what the permission gate decides for a tool call, and its rules.
run agent.commands.run:run Run one task in the workspace until the model gives a final answer.
sessions agent.commands.sessions:sessions List earlier sessions; show or delete one.
trust agent.commands.trust_command:trust Show what trusting this project enables, and trust it (or take trust back).
undo agent.commands.undo:undo Take back the file changes of the latest exchange.
"""


def command_entry(line: str) -> tuple[str, tuple[str, str, str]]:
    """`name module:attribute summary` -> (name, (module, attribute, summary))."""
    name, location, summary = line.split(maxsplit=2)
    module, attribute = location.split(":")
    return name, (module, attribute, summary)


# name -> (module, attribute, summary)
COMMANDS: dict[str, tuple[str, str, str]] = dict(command_entry(line) for line in COMMAND_LINES.strip().splitlines())


def load_command_modules(args: list[str]) -> None:
    """Import the module of the command `args` name (and the errors' adapter every command uses) now. The
    supervisor calls this while the stop signals are still blocked: a Ctrl-C that comes while Python builds the
    modules' classes then waits until the command runs, instead of being raised inside a library that wraps it
    (pydantic turned one into a SchemaError: a traceback and exit 1 instead of 130)."""
    importlib.import_module("agent.click_errors")
    name = next((arg for arg in args if not arg.startswith("-")), None)
    if name in COMMANDS:
        importlib.import_module(COMMANDS[name][0])


class AgentGroup(click.Group):
    """Loads a command's module when the command is used. `agent -p TASK [OPTIONS]` (Claude Code's spelling of
    a one-shot run) is `agent run TASK [OPTIONS]`. An AgentError from any command is shown here, once: its
    message on one line and its exit code (agent/click_errors.py)."""

    def invoke(self, ctx: click.Context) -> Any:
        from agent.click_errors import agent_errors_shown, error_as_json  # --help, --version: no command loads

        with error_as_json(ctx.meta.get(JSON_ASKED, False)), agent_errors_shown():
            return super().invoke(ctx)

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted(COMMANDS)

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        if cmd_name not in COMMANDS:
            return None
        module, attribute, _ = COMMANDS[cmd_name]
        command: click.Command = getattr(importlib.import_module(module), attribute)
        return command

    def format_commands(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        with formatter.section("Commands"):
            formatter.write_dl([(name, summary) for name, (_, _, summary) in sorted(COMMANDS.items())])

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        if args and args[0] in PRINT_OPTIONS:
            args = ["run", *args[1:]]
        # Known before the command parses its options: a usage error of a `--json` command is an object too.
        ctx.meta[JSON_ASKED] = "--json" in args[: args.index("--") if "--" in args else len(args)]
        return super().parse_args(ctx, args)


@click.group(
    cls=AgentGroup,
    context_settings={"help_option_names": ["-h", "--help"]},
    invoke_without_command=True,
    epilog="agent -p TASK [OPTIONS] is agent run TASK [OPTIONS]: one task, the answer on stdout.",
)
@click.version_option(__version__, prog_name="agent")
@click.pass_context
def main(ctx: click.Context) -> None:
    """A coding agent for local models: llama.cpp in-process, Ollama, and OpenAI-compatible servers
    (llama.cpp server, LM Studio, vLLM). Alone on a terminal, `agent` starts `agent chat`."""
    if ctx.invoked_subcommand is None:
        if sys.stdin.isatty() and sys.stdout.isatty():
            from agent.chat.chat_command import chat

            ctx.invoke(chat)
        else:
            click.echo(ctx.get_help())
