"""The offer to make the best model the default: on a terminal only, one key (no Enter), anything but y a no. A yes
sets `[defaults] model` in the user's config.toml as the first run's offer does (its other contents kept)."""

from __future__ import annotations

from collections.abc import Callable

import click

from agent.ranking.score import RankedModel


def offer_default(best: RankedModel, current: str | None, read_key: Callable[[], str] = click.getchar) -> bool:
    """Ask whether `best` becomes the default model; True when it was saved. Nothing is asked when it already is,
    or when no model scored anything."""
    from agent.start.first_run import save_default_model

    if best.model == current or best.score <= 0:
        return False
    click.echo(f"Make {best.model} your default model (score {best.score:.0f})? [y/N] ", nl=False, err=True)
    key = read_key()  # click.getchar gives Ctrl-C as its character: a no, like any other key
    if key.lower() != "y":
        click.echo("no", err=True)
        return False
    path = save_default_model(best.model)
    click.echo(f"yes: [defaults] model = {best.model!r} in {path} (`agent config` shows it)", err=True)
    return True
