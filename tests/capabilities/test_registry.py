import os
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

import capabilities
from capabilities import CapabilityConfigError, resolve
from capabilities.model_id import match_key
from capabilities.registry import load_registry_file, shipped_models_path

REPO_ROOT = Path(capabilities.__file__).resolve().parent.parent
FAMILIES = [
    "qwen2.5",
    "qwen2.5-coder",
    "qwen3",
    "qwen3-coder",
    "qwq",
    "llama3",
    "llama3.1",
    "llama3.2",
    "llama3.3",
    "llama4",
    "mistral",
    "mistral-nemo",
    "mistral-small",
    "devstral",
    "codestral",
    "phi3",
    "phi4",
    "phi4-mini",
    "gemma2",
    "gemma3",
    "deepseek-coder",
    "deepseek-coder-v2",
    "deepseek-r1",
    "granite3",
    "granite-code",
    "command-r",
    "hermes3",
    "functionary",
    "smollm2",
    "gpt-oss",
    "gemma-3-270m",
]


def test_the_longest_prefix_wins_whatever_the_file_order(tmp_path, user_toml):
    user_toml(
        '[models."qwen2.5-coder"]\ncontext_effective = 1111\n\n'
        '[models."qwen2.5"]\ncontext_effective = 2222\n\n'
        '[models."qwen"]\ncontext_effective = 3333\n'
    )
    assert resolve("qwen2.5-coder:7b").context_effective == 1111
    assert resolve("qwen2.5:7b").context_effective == 2222
    user_toml(
        '[models."qwen"]\ncontext_effective = 3333\n\n'
        '[models."qwen2.5"]\ncontext_effective = 2222\n\n'
        '[models."qwen2.5-coder"]\ncontext_effective = 1111\n'
    )
    assert resolve("qwen2.5-coder:7b").context_effective == 1111
    assert resolve("qwen2:7b").context_effective == 3333


def test_shipped_registry_covers_every_family_the_issue_lists():
    shipped = load_registry_file(shipped_models_path(), "shipped")
    written = {prefix for prefix, _ in shipped.entries.values()}
    assert set(FAMILIES) <= written


def test_every_shipped_entry_is_complete_and_consistent():
    shipped = load_registry_file(shipped_models_path(), "shipped")
    for prefix, entry in shipped.entries.values():
        unset = [
            name
            for name, value in entry
            if value is None
            and name
            not in ("stop", "sampling", "path_choices", "measured", "prompt_tps", "generation_tps", "syntax_check")
        ]  # optional: opt-in, free-form, or measured on the user's machine (syntax_check: a policy, not the model's)
        assert unset == [], f"{prefix} leaves {unset} to the unknown-model defaults"
        assert entry.context_effective <= entry.context_advertised, prefix
        if entry.tool_mode == "native":
            assert entry.native_tools, f"{prefix}: native tool mode on a model without native tools"


def test_every_shipped_entry_says_where_its_numbers_come_from():
    lines = (REPO_ROOT / "models.toml").read_text().splitlines()
    headers = [i for i, line in enumerate(lines) if line.startswith("[models.")]
    assert len(headers) == len(tomllib.loads("\n".join(lines))["models"])
    for i in headers:
        assert lines[i + 1].startswith("# "), f"{lines[i]} has no comment saying where its numbers come from"


def test_embedded_model_is_a_completion_style_grammar_model():
    cap = resolve("gemma-3-270m")
    assert (cap.prompt_style, cap.tool_mode, cap.native_tools) == ("completion", "grammar", False)
    assert (cap.context_advertised, cap.context_effective) == (32768, 8192)


def test_a_source_checkout_reads_the_repository_root_file():
    assert shipped_models_path() == REPO_ROOT / "models.toml"


def test_an_installed_package_reads_its_packaged_copy(tmp_path):
    # The wheel layout: capabilities/ with models.toml inside it, and no repository root around it.
    site = tmp_path / "site-packages"
    shutil.copytree(REPO_ROOT / "capabilities", site / "capabilities", ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy(REPO_ROOT / "models.toml", site / "capabilities" / "models.toml")
    script = (
        "import capabilities; from capabilities import registry;"
        "print(registry.shipped_models_path()); print(capabilities.resolve('qwen2.5-coder:7b').sources['tool_mode'])"
    )
    env = {**os.environ, "PYTHONPATH": str(site), "AGENT_HOME": str(tmp_path / "home")}
    out = subprocess.run(
        [sys.executable, "-c", script], cwd=tmp_path, env=env, capture_output=True, text=True, check=True
    )
    path, source = out.stdout.splitlines()
    assert Path(path) == site / "capabilities" / "models.toml"
    assert source == "models.toml (shipped) [qwen2.5-coder]"


def test_a_missing_packaged_copy_is_a_clear_error(tmp_path):
    site = tmp_path / "site-packages"
    shutil.copytree(REPO_ROOT / "capabilities", site / "capabilities", ignore=shutil.ignore_patterns("__pycache__"))
    env = {**os.environ, "PYTHONPATH": str(site)}
    out = subprocess.run(
        [sys.executable, "-c", "from capabilities import registry; registry.shipped_models_path()"],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
    )
    assert out.returncode != 0
    assert "the shipped models.toml is missing" in out.stderr and "reinstall the agent" in out.stderr


# --- bad files --------------------------------------------------------------------------


def config_error(user_toml, text: str) -> CapabilityConfigError:
    path = user_toml(text)
    with pytest.raises(CapabilityConfigError) as caught:
        resolve("qwen2.5-coder:7b")
    assert str(path) in caught.value.message
    return caught.value


def test_toml_syntax_error_names_the_file_and_the_line(user_toml):
    err = config_error(user_toml, '[models."qwen2.5"]\ncontext_effective = \n')
    assert "not valid TOML" in err.message and "line 2" in err.message


def test_unknown_key_is_an_error_with_a_suggestion(user_toml):
    err = config_error(user_toml, '[models."qwen2.5-coder"]\ncontext_efective = 8192\n')
    assert err.message.endswith(
        '[models."qwen2.5-coder"] unknown key `context_efective`; did you mean `context_effective`?'
    )
    assert (err.entry, err.key) == ("qwen2.5-coder", "context_efective")


def test_a_dialect_typo_names_the_valid_dialects(user_toml):
    from parsers import DIALECTS

    err = config_error(user_toml, '[models."qwen2.5-coder"]\ntool_format = "hermess"\n')
    assert '[models."qwen2.5-coder"] tool_format: expected one of "json", "hermes"' in err.message
    assert all(f'"{name}"' in err.message for name in DIALECTS)
    assert err.message.endswith("got 'hermess'; did you mean \"hermes\"?")
    assert (err.entry, err.key) == ("qwen2.5-coder", "tool_format")


def test_a_wrong_tool_mode_names_the_modes(user_toml):
    err = config_error(user_toml, '[models."qwen2.5-coder"]\ntool_mode = "natve"\n')
    assert err.message.endswith(
        'tool_mode: expected one of "native", "text", "grammar", got \'natve\'; did you mean "native"?'
    )


def test_a_dialect_typo_in_a_project_file_is_an_error(tmp_path):
    (tmp_path / ".agent").mkdir()
    (tmp_path / ".agent" / "models.toml").write_text('[models."llama3.1"]\ntool_format = "llama-3"\n')
    with pytest.raises(CapabilityConfigError, match=r'\[models."llama3.1"\] tool_format: expected one of'):
        resolve("llama3.1:8b", workspace=tmp_path, trusted_project=True)


def test_unknown_sampling_key_is_an_error(user_toml):
    err = config_error(user_toml, '[models."qwen2.5-coder"]\nsampling = { temperture = 0.2 }\n')
    assert "unknown key `sampling.temperture`; did you mean `sampling.temperature`?" in err.message


def test_wrong_type_says_what_was_expected(user_toml):
    err = config_error(user_toml, '[models."qwen2.5-coder"]\ncontext_effective = "8k"\n')
    assert err.message.endswith("context_effective: expected a positive integer (tokens), got '8k'")


@pytest.mark.parametrize(
    ("key", "value", "expected"),
    [
        ("native_tools", '"yes"', "true or false"),
        ("prompt_style", '"chatty"', 'one of "chat", "completion"'),
        ("context_advertised", '"8k"', "a positive integer (tokens)"),
        ("stop", '"</s>"', "a list of strings"),
        ("stop", "[1]", "a list of strings"),
        ("sampling", '"hot"', "a table with temperature, top_p, top_k, min_p, repeat_penalty"),
        ("window_authoritative", "1", "true or false"),
        ("path_choices", '"no"', "true or false"),
        ("sampling.temperature", '"warm"', "a number"),
        ("sampling.top_p", "true", "a number"),
        ("sampling.top_k", "0.5", "an integer"),
        ("sampling.min_p", '"low"', "a number"),
        ("sampling.repeat_penalty", "[]", "a number"),
    ],
)
def test_each_key_says_what_it_expects(user_toml, key, value, expected):
    """The expectations are derived from Capability's field types; these are the words users see."""
    table, _, name = key.rpartition(".")
    body = f'[models."qwen2.5-coder".{table}]\n{name} = {value}\n' if table else f"{key} = {value}\n"
    text = body if table else f'[models."qwen2.5-coder"]\n{body}'
    err = config_error(user_toml, text)
    assert f": expected {expected}, got " in err.message


def test_a_bool_is_not_a_window(user_toml):
    err = config_error(user_toml, '[models."qwen2.5-coder"]\ncontext_effective = true\n')
    assert "context_effective: expected a positive integer (tokens), got True" in err.message


def test_a_negative_window_is_rejected(user_toml):
    err = config_error(user_toml, '[models."qwen2.5-coder"]\ncontext_advertised = -5\n')
    assert "context_advertised: expected a positive integer (tokens), got -5" in err.message


def test_wrong_choice_lists_the_allowed_values(user_toml):
    err = config_error(user_toml, '[models."qwen2.5-coder"]\ntool_mode = "json"\n')
    assert 'tool_mode: expected one of "native", "text", "grammar", got \'json\'' in err.message


def test_wrong_item_in_a_list_names_its_position(user_toml):
    err = config_error(user_toml, '[models."qwen2.5-coder"]\nstop = ["</s>", 3]\n')
    assert err.message.endswith("stop[1]: expected a list of strings, got 3")


def test_wrong_type_inside_sampling(user_toml):
    err = config_error(user_toml, '[models."qwen2.5-coder"]\nsampling = { top_k = "many" }\n')
    assert "sampling.top_k: expected an integer, got 'many'" in err.message


def test_effective_above_advertised_in_one_entry_is_an_error(user_toml):
    err = config_error(user_toml, '[models."x"]\ncontext_advertised = 4096\ncontext_effective = 8192\n')
    assert "context_effective: expected at most context_advertised (4096), got 8192" in err.message


def test_an_entry_that_is_not_a_table(user_toml):
    err = config_error(user_toml, 'models = { "qwen2.5" = 5 }\n')
    assert '[models."qwen2.5"] must be a table of capability keys, got int 5' in err.message


def test_two_spellings_of_one_prefix_in_one_file(user_toml):
    err = config_error(user_toml, '[models."Qwen2.5"]\nstop = []\n[models."qwen-2.5"]\nstop = []\n')
    assert "name the same model prefix" in err.message


def test_unknown_top_level_key_in_a_user_file(user_toml):
    err = config_error(user_toml, '[modles."qwen2.5"]\nstop = []\n')
    assert "unknown top-level key `modles`" in err.message


@pytest.mark.parametrize("project_file", ["models.toml", ".agent/models.toml"])
def test_a_project_file_cannot_set_anything_but_capabilities(workspace, project_file):
    path = workspace / project_file
    path.parent.mkdir(exist_ok=True)
    path.write_text('[permissions]\nallow_all = true\n\n[models."qwen2.5"]\nstop = []\n')
    with pytest.raises(CapabilityConfigError) as caught:
        resolve("qwen2.5:7b", workspace=workspace, trusted_project=True)
    message = caught.value.message
    assert message.startswith(f"{path}: `permissions` is not allowed in a project models.toml")
    assert "may only set model capabilities" in message and "safety" in message


def test_a_workspace_that_is_this_repository_does_not_count_its_shipped_file_twice():
    cap = resolve("qwen2.5-coder:7b", workspace=REPO_ROOT, trusted_project=True)
    assert cap.sources["tool_mode"] == "models.toml (shipped) [qwen2.5-coder]"


def test_every_shipped_tool_format_is_a_dialect_the_parsers_know():
    from parsers import DIALECTS

    shipped = load_registry_file(shipped_models_path(), "shipped")
    unknown = {prefix: e.tool_format for prefix, e in shipped.entries.values() if e.tool_format not in DIALECTS}
    assert unknown == {}


def _shipped_prefixes() -> list[str]:
    return list(tomllib.loads((REPO_ROOT / "models.toml").read_text())["models"])


@pytest.mark.parametrize("prefix", _shipped_prefixes())
def test_each_entry_names_its_own_ids_and_no_family_that_only_starts_like_it(prefix):
    """`gemma3` once named `gemma3n`: a prefix counts only up to a word boundary. Generated from every
    entry: its own name with a size and a tag resolves to it; its name with a letter glued on does not."""
    assert resolve(f"{prefix}-7b:q4_K_M").matched_prefix == prefix
    assert resolve(f"ollama/{prefix}:latest").matched_prefix == prefix
    glued = resolve(f"{prefix}x")  # another family whose name merely starts with this one's
    assert glued.matched_prefix != prefix


def _near_collisions() -> list[tuple[str, str]]:
    prefixes = _shipped_prefixes()
    return [
        (short, long)
        for short in prefixes
        for long in prefixes
        if short != long and match_key(long).startswith(match_key(short))
    ]


@pytest.mark.parametrize(("short", "long"), _near_collisions(), ids=lambda p: str(p))
def test_every_entry_that_starts_like_another_wins_its_own_ids(short, long):
    assert resolve(long).matched_prefix == long
    assert resolve(f"{long}:some-tag").matched_prefix == long


def test_there_are_near_collisions_to_check_and_gemma3n_is_not_gemma3():
    assert ("gemma3", "gemma3n") in _near_collisions()
    assert resolve("gemma3n:e4b").matched_prefix == "gemma3n"
    assert resolve("qwen2.5-math:7b").matched_prefix == "qwen2.5"  # a variant after a separator stays in
    assert resolve("mistral-small3.1:24b").matched_prefix == "mistral-small"  # a version glued to a name too
    assert resolve("qwen30").matched_prefix is None  # a digit after a digit is another number


@pytest.mark.parametrize(
    ("model", "prefix"),
    [
        ("gemma4:e4b", "gemma4"),
        ("google/gemma-4-31B-it-GGUF", "gemma4"),
        ("gemma3:12b", "gemma3"),
        ("functiongemma:270m", "functiongemma"),
        ("lfm2:1.2b", "lfm2"),
        ("LiquidAI/LFM2.5-1.2B-Instruct", "lfm2.5"),
        ("granite3.3:8b", "granite3.3"),
        ("granite3.1-dense:8b", "granite3"),
        ("granite4:tiny-h", "granite4"),
        ("gpt-oss:20b", "gpt-oss"),
    ],
)
def test_each_2026_family_resolves_to_its_own_entry(model, prefix):
    assert resolve(model).matched_prefix == prefix
