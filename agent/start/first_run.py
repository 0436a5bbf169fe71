"""The model of a first run: nobody named one (no --model, $AGENT_MODEL or [defaults] model) and the built-in
default, the embedded model, is not installed (a core install, without the `embedded` extra). Rather than stop
with the extra's install command while a model server answers, the models of Ollama and of the
OpenAI-compatible endpoints (config.toml [endpoints], $OPENAI_BASE_URL) are offered: on a terminal as a
numbered choice, with an offer to save it as the user's default; headless as one error line that names them
and the flag. With the extra installed the embedded model stays the default: it runs offline, and the README's
first command promises it; the first time it runs so, a note names the served models that answer (once: the
marker `first-run-told` in the data directory)."""

from __future__ import annotations

import os
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

import click

from agent.backends.backend import ListedModel
from agent.backends.model_spec import ModelSpec
from agent.backends.servers import OllamaBackend, OpenAIBackend
from agent.config_files import UserConfig, user_config_path
from agent.errors import UserError
from agent.paths import data_dir, private_file
from agent.terminal.single_key import ENTER, read_key
from agent.terminal.terminal_text import printable

# Wrong answers to the choice before it gives up (a person who types three wrong numbers is told the flag).
MAX_ANSWERS = 3
SET_IT_ELSEWHERE = "or set [defaults] model in config.toml, or $AGENT_MODEL"
FIRST_RUN_MARKER = "first-run-told"


def served_models(config: UserConfig, notes: list[str]) -> list[ListedModel]:
    """The models Ollama and the OpenAI-compatible endpoints have now, each asked with short waits; what did
    not answer is said in `notes`."""
    return OllamaBackend().list_models(notes, config) + OpenAIBackend().list_models(notes, config)


def first_run_model(config: UserConfig, interactive: bool) -> ModelSpec | None:
    """The model to run when nobody chose one: None while the embedded model is installed (it is the default);
    else a served model the user picks on a terminal (`interactive`). A UserError (exit code 2) headless, or
    when no server has a model: what is missing, and the `--model` to pass."""
    from agent.providers.in_process_extra import EXTRA_INSTALL, embedded_installed

    if embedded_installed():
        mention_served_models_once(config)
        return None
    notes: list[str] = []
    listed = served_models(config, notes)
    if not listed:
        found = " ".join(notes) or "no model server is configured"
        raise UserError(
            f"no model is configured and the embedded model is not installed ({found}); start Ollama and "
            f"`ollama pull qwen2.5-coder:7b`, then run with --model ollama/qwen2.5-coder:7b ({SET_IT_ELSEWHERE}), "
            f"or install the embedded model: {EXTRA_INSTALL}"
        )
    if not interactive:
        names = ", ".join(model.spec.raw for model in listed)
        raise UserError(
            f"no model is configured and the embedded model is not installed; these models answer: {names}; "
            f"choose one with --model {listed[0].spec.raw} ({SET_IT_ELSEWHERE})"
        )
    spec = pick_model(listed, read_line=sys.stdin.readline)
    offer_to_save(spec)
    return spec


def mention_served_models_once(config: UserConfig) -> None:
    """At the first run of the embedded model by default, name the models that answer (a user with Ollama
    running most likely wants one of them rather than the 270M built-in); later runs ask nobody."""
    marker = data_dir() / FIRST_RUN_MARKER
    if marker.exists():
        return
    listed = served_models(config, [])
    try:
        private_file(marker)
    except OSError:
        return  # no record of having said it: say nothing rather than say it at every run
    if listed:
        names = ", ".join(model.spec.raw for model in listed)
        click.echo(
            f"note: no model is configured, so the embedded model runs; these models answer too: {printable(names)}; "
            f"choose one with --model {printable(listed[0].spec.raw)} ({SET_IT_ELSEWHERE}) (said once)",
            err=True,
        )


def pick_model(listed: list[ListedModel], read_line: Callable[[], str]) -> ModelSpec:
    """A numbered choice on stderr (Enter: the first); end of input or MAX_ANSWERS wrong answers: UserError."""
    click.echo("No model is configured, and the embedded model is not installed. These models answer:", err=True)
    for number, model in enumerate(listed, 1):
        click.echo(f"  {number}  {printable(model.spec.raw)}", err=True)
    for _ in range(MAX_ANSWERS):
        click.echo(f"Model to use [1-{len(listed)}, Enter: 1]: ", nl=False, err=True)
        line = read_line()
        if not line:  # end of input: nobody to answer
            break
        answer = line.strip() or "1"
        if answer.isdigit() and 1 <= int(answer) <= len(listed):
            return listed[int(answer) - 1].spec
        click.echo(f"{printable(answer)!r} is not one of 1-{len(listed)}", err=True)
    raise UserError(f"no model chosen; run with --model {listed[0].spec.raw} ({SET_IT_ELSEWHERE})")


def offer_to_save(spec: ModelSpec) -> None:
    """Ask whether the choice becomes the user's default model (one key; Enter: yes), and save it if so."""
    path = user_config_path()
    click.echo(f"Save {spec.raw} as your default model in {printable(str(path))}? [Y/n]: ", nl=False, err=True)
    answer = read_key()
    click.echo("yes" if answer in ("y", *ENTER) else "no", err=True)
    if answer not in ("y", *ENTER):
        click.echo(f"not saved; --model {spec.raw} picks it next time", err=True)
        return
    save_default_model(spec.raw, path)
    click.echo(f"saved: [defaults] model = {spec.raw!r} (`agent config` shows it)", err=True)


def save_default_model(model: str, path: Path | None = None) -> Path:
    """Set [defaults] model in the user's config.toml, its other contents and comments kept; written whole
    (a temporary file moved over it), so a crash leaves the old file or the new one."""
    import tomlkit  # here, not above: a run that saves no default does not load tomlkit

    path = path or user_config_path()
    document = tomlkit.parse(path.read_text(encoding="utf-8")) if path.is_file() else tomlkit.document()
    defaults = document.get("defaults")
    if defaults is None:
        defaults = tomlkit.table()
        document["defaults"] = defaults
    defaults["model"] = model
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as stream:
            stream.write(tomlkit.dumps(document))
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
    return path
