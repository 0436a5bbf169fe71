"""Every layer's precedence: shipped -> user -> project -> detected -> flags, and the window limits."""

from capabilities import Detected, Overrides, resolve
from capabilities.registry import user_models_path

SHIPPED = "models.toml (shipped) [qwen2.5-coder]"


def project_toml(workspace, text, where="models.toml"):
    path = workspace / where
    path.parent.mkdir(exist_ok=True)
    path.write_text(text)
    return path


def test_shipped_layer_alone():
    cap = resolve("qwen2.5-coder:7b")
    assert (cap.matched_prefix, cap.tool_mode, cap.context_effective, cap.compaction_at) == (
        "qwen2.5-coder",
        "text",
        16384,
        13107,
    )
    assert cap.sources["context_effective"] == SHIPPED
    assert cap.sources["stop"] == "default" and not cap.is_guess


def test_unknown_model_gets_conservative_defaults_marked_as_a_guess():
    cap = resolve("acme-coder-9000:13b")
    assert cap.is_guess and cap.matched_prefix is None
    assert (cap.tool_mode, cap.native_tools, cap.context_advertised, cap.context_effective) == (
        "text",
        False,
        8192,
        4096,
    )
    assert set(cap.sources.values()) == {"default"}


def test_agent_home_moves_the_user_file(agent_home):
    assert user_models_path() == agent_home / "models.toml"


def test_user_layer_overrides_shipped_field_by_field(user_toml):
    path = user_toml('[models."qwen2.5-coder"]\ncontext_effective = 24576\n')
    cap = resolve("qwen2.5-coder:7b")
    assert cap.context_effective == 24576
    assert cap.sources["context_effective"] == f"{path} [qwen2.5-coder]"
    assert cap.tool_mode == "text" and cap.sources["tool_mode"] == SHIPPED


def test_user_entry_for_a_new_model_stops_it_being_a_guess(user_toml):
    user_toml('[models."acme-coder"]\ntool_mode = "native"\ncontext_advertised = 65536\ncontext_effective = 32768\n')
    cap = resolve("hf.co/acme/Acme-Coder-13B-GGUF:Q5_K_M")
    assert not cap.is_guess and cap.matched_prefix == "acme-coder"
    assert (cap.tool_mode, cap.native_tools, cap.context_effective) == ("native", True, 32768)
    assert cap.sources["native_tools"].startswith("implied by tool_mode = native")


def test_project_layer_overrides_user(user_toml, workspace):
    user_toml('[models."qwen2.5-coder"]\ncontext_effective = 24576\ntool_format = "json"\n')
    path = project_toml(workspace, '[models."qwen2.5-coder"]\ncontext_effective = 12000\n')
    cap = resolve("qwen2.5-coder:7b", workspace=workspace, trusted_project=True)
    assert cap.context_effective == 12000 and cap.sources["context_effective"] == f"{path} [qwen2.5-coder]"
    assert cap.tool_format == "json"


def test_dot_agent_project_file_applies_after_the_root_one(workspace):
    project_toml(workspace, '[models."qwen2.5-coder"]\ncontext_effective = 12000\nstop = ["END"]\n')
    hidden = project_toml(workspace, '[models."qwen2.5-coder"]\ncontext_effective = 10000\n', ".agent/models.toml")
    cap = resolve("qwen2.5-coder:7b", workspace=workspace, trusted_project=True)
    assert cap.context_effective == 10000 and cap.sources["context_effective"] == f"{hidden} [qwen2.5-coder]"
    assert cap.stop == ["END"]


def test_without_a_workspace_project_files_are_not_read(workspace):
    project_toml(workspace, '[models."qwen2.5-coder"]\ncontext_effective = 12000\n')
    assert resolve("qwen2.5-coder:7b").context_effective == 16384


def test_an_untrusted_projects_files_are_not_read(workspace):
    project_toml(workspace, '[models."qwen2.5-coder"]\ncontext_effective = 12000\n')
    project_toml(workspace, '[models."qwen2.5-coder"]\ntool_mode = "native"\n', ".agent/models.toml")
    cap = resolve("qwen2.5-coder:7b", workspace=workspace)  # trusted_project defaults to False
    assert cap.context_effective == 16384 and "models.toml (shipped)" in cap.sources["context_effective"]
    assert cap.tool_mode == "text"
    assert resolve("qwen2.5-coder:7b", workspace=workspace, trusted_project=True).context_effective == 12000


def test_sampling_merges_key_by_key(user_toml):
    path = user_toml('[models."qwen3"]\nsampling = { temperature = 0.2 }\n')
    cap = resolve("qwen3:8b")
    assert (cap.sampling.temperature, cap.sampling.top_p) == (0.2, 0.95)
    assert cap.sources["sampling.temperature"] == f"{path} [qwen3]"
    assert cap.sources["sampling.top_p"] == "models.toml (shipped) [qwen3]"


def test_detected_values_replace_shipped_ones():
    detected = Detected(how="gguf", context_trained=32768, prompt_style="completion", native_tools=False)
    cap = resolve("llama3.2:3b", detected=detected)
    assert (cap.context_advertised, cap.prompt_style, cap.native_tools) == (32768, "completion", False)
    assert cap.sources["context_advertised"] == "detected:gguf"
    # the server cannot return structured calls, so the shipped native mode falls back to text
    assert cap.tool_mode == "text" and cap.sources["tool_mode"] == "detected:gguf"
    assert cap.window_authoritative


def test_detected_tool_support_upgrades_only_the_unknown_model_default():
    unknown = resolve("acme-coder:7b", detected=Detected(how="ollama", native_tools=True))
    assert (unknown.tool_mode, unknown.sources["tool_mode"]) == ("native", "detected:ollama")
    shipped_text = resolve("qwen2.5-coder:7b", detected=Detected(how="ollama", native_tools=True))
    assert shipped_text.native_tools and shipped_text.tool_mode == "text"


def test_a_user_choice_beats_detection(user_toml):
    path = user_toml('[models."llama3.1"]\ntool_mode = "text"\nprompt_style = "chat"\ncontext_advertised = 65536\n')
    detected = Detected(how="ollama", native_tools=True, context_trained=131072, prompt_style="completion")
    cap = resolve("llama3.1:8b", detected=detected)
    assert (cap.tool_mode, cap.prompt_style, cap.context_advertised) == ("text", "chat", 65536)
    assert cap.sources["tool_mode"] == f"{path} [llama3.1]"
    assert cap.native_tools and cap.sources["native_tools"] == "detected:ollama"


def test_a_project_choice_beats_detection(workspace):
    path = project_toml(workspace, '[models."llama3.1"]\ntool_mode = "grammar"\n')
    cap = resolve(
        "llama3.1:8b", workspace=workspace, trusted_project=True, detected=Detected(how="ollama", native_tools=False)
    )
    assert cap.tool_mode == "grammar" and cap.sources["tool_mode"] == f"{path} [llama3.1]"


def test_flags_beat_every_other_layer(user_toml, workspace):
    user_toml('[models."llama3.1"]\ntool_mode = "text"\ncontext_effective = 20000\n')
    project_toml(workspace, '[models."llama3.1"]\ntool_mode = "native"\n')
    cap = resolve(
        "llama3.1:8b",
        workspace=workspace,
        trusted_project=True,
        detected=Detected(how="ollama", native_tools=True),
        flags=Overrides(context=50000, tool_mode="grammar"),
    )
    assert (cap.tool_mode, cap.context_effective) == ("grammar", 50000)
    assert cap.sources["tool_mode"] == cap.sources["context_effective"] == "flag"
    assert cap.compaction_at == 40000 and cap.num_ctx == 50000


def test_flag_native_on_a_model_without_native_tools_implies_them():
    cap = resolve("gemma2:9b", flags=Overrides(tool_mode="native"))
    assert cap.native_tools and cap.sources["native_tools"] == "implied by tool_mode = native (flag)"


def test_the_server_window_caps_effective_even_over_a_flag():
    detected = Detected(how="llama.cpp-props", context_trained=131072, server_context=8192)
    cap = resolve("llama3.1:8b", detected=detected, flags=Overrides(context=65536))
    assert cap.context_effective == 8192 and cap.server_context == 8192
    assert cap.sources["context_effective"] == "flag, capped at the server's window (detected:llama.cpp-props)"
    assert cap.sources["server_context"] == "detected:llama.cpp-props"
    assert cap.compaction_at == 6553


def test_the_server_window_caps_a_user_setting_too(user_toml):
    user_toml('[models."llama3.1"]\ncontext_effective = 100000\n')
    cap = resolve("llama3.1:8b", detected=Detected(how="llama.cpp-props", server_context=4096))
    assert cap.context_effective == 4096


def test_a_smaller_detected_trained_window_caps_effective():
    cap = resolve("gemma3:1b", detected=Detected(how="ollama", context_trained=32768))
    assert cap.context_advertised == 32768 and cap.context_effective == 32768
    small = resolve("gemma3:1b", detected=Detected(how="ollama", context_trained=2048))
    assert small.context_effective == 2048
    assert small.sources["context_effective"] == (
        "models.toml (shipped) [gemma3], capped at context_advertised (detected:ollama)"
    )


def test_a_flag_above_a_known_advertised_window_is_capped():
    cap = resolve("phi4:14b", flags=Overrides(context=65536))
    assert cap.context_effective == 16384
    assert cap.sources["context_effective"] == "flag, capped at context_advertised (models.toml (shipped) [phi4])"


def test_for_an_unknown_model_a_larger_flag_raises_the_guessed_window():
    cap = resolve("acme-coder:7b", flags=Overrides(context=32768))
    assert (cap.context_advertised, cap.context_effective) == (32768, 32768)
    assert cap.sources["context_advertised"] == "default, raised to context_effective"


def test_json_form_has_the_documented_keys_and_derived_budget():
    data = resolve("qwen2.5-coder:7b").to_dict()
    for key in (
        "model",
        "matched_prefix",
        "native_tools",
        "tool_mode",
        "tool_format",
        "prompt_style",
        "context_advertised",
        "context_effective",
        "compaction_at",
        "sources",
    ):
        assert key in data
    assert data["compaction_at"] == int(data["context_effective"] * 0.8)
