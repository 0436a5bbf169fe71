"""The `agent` command's first code (the console script and `python -m agent` start here).

Python turns a Ctrl-C into a KeyboardInterrupt from its first instructions on, and importing the agent takes tens
of milliseconds: a stop signal in that time gave a traceback and exit 1. Here the stop signals are blocked before
anything else is imported (`_signal` is built into the interpreter; `signal` and even `__future__` are modules to
load), so they wait until the supervisor (agent/supervisor.py) is ready for them; one that is ignored (nohup, a
background job) stays ignored.
"""

import _signal  # type: ignore[import-not-found]  # no stubs: the C half of `signal`

STOP_SIGNALS = [getattr(_signal, name) for name in ("SIGINT", "SIGTERM", "SIGHUP") if hasattr(_signal, name)]


def main() -> None:
    if hasattr(_signal, "pthread_sigmask"):
        held = [signum for signum in STOP_SIGNALS if _signal.getsignal(signum) != _signal.SIG_IGN]
        _signal.pthread_sigmask(_signal.SIG_BLOCK, held)
    from agent.supervisor import main as supervised

    supervised()
