"""`agent map [TASK]`: the repository map a session would put after its system prompt, with each file's rank, so
a user can judge what the model is shown. Thin: the map is agent/repomap/'s."""

from __future__ import annotations

import click

from agent.click_errors import AgentCommand
from agent.command_options import map_tokens_option
from agent.config_files import load_user_config
from agent.repomap.file_ranking import MapQuery
from agent.repomap.repo_map import MapMaker, default_map_tokens
from agent.tokens import estimate_tokens

# The map of a 16K window (the window the map is made for): what `agent map` shows when nothing says otherwise.
SHOWN_WINDOW = 16_384


@click.command(cls=AgentCommand, short_help="Show the repository map the model would see for a task.")
@click.argument("task", required=False, default="")
@click.option("-w", "--workspace", default=".", show_default=True, help="Project directory to map.")
@map_tokens_option(
    "--tokens",
    least=1,
    help="The map's budget. Default: [defaults] repo_map_tokens in config, else 1/16 of a 16K window (1024).",
)
@click.option("--json", "as_json", is_flag=True, help="Print the map, its files and their ranks as one JSON object.")
def map_command(task: str, workspace: str, tokens: int | None, as_json: bool) -> None:
    """Show the repository map for TASK (its words and the files and names it mentions rank the files): each
    file with its rank and key signatures, within the token budget, counted as a run counts them for a model
    without its own tokenizer."""
    from agent.commands.run import workspace_root
    from agent.start.user_config import effective_defaults
    from agent.turns.repo_map_context import terminal_progress

    root = workspace_root(workspace)
    budget = (
        tokens
        or effective_defaults(root, load_user_config())["repo_map_tokens"].value
        or default_map_tokens(SHOWN_WINDOW)
    )
    repo_map = MapMaker(root, estimate_tokens, terminal_progress()).make(MapQuery(task), budget)
    if as_json:
        click.echo(repo_map.model_dump_json(indent=2))
        return
    click.echo(repo_map.text or "(no source files to map)")
    click.echo(
        f"{len(repo_map.files)} of {repo_map.files_in_index} files, {repo_map.tokens} of {repo_map.budget} tokens "
        f"({repo_map.files_read} files read, the rest from the cache)",
        err=True,
    )
