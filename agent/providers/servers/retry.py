"""Retries with backoff for server providers: connection errors, HTTP 5xx and 429 only."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from typing import TypeVar

from agent.errors import ProviderError
from agent.providers.provider import ProviderEvent
from agent.providers.servers.provider_config import ProviderConfig

T = TypeVar("T")
# How a backoff waits: time.sleep, or in tests a function that records the wait instead.
Sleep = Callable[[float], None]


class Transient(Exception):
    """A failure worth another attempt; `str(err)` is the message if the attempts run out."""


class EmptyStream(Exception):
    """A streamed reply that ended before anything came: the provider asks once more, without streaming, to
    learn why (not retried as it was: the same request would end the same way)."""


def stream_with_retries(
    open_stream: Callable[[], Iterator[ProviderEvent]],
    config: ProviderConfig,
    sleep: Sleep = time.sleep,
) -> Iterator[ProviderEvent]:
    """Run `open_stream()` until it ends, again after a Transient failure if nothing was shown yet.

    Once an event has gone out, a failure is final: a retry would show the user the reply twice.
    The stream is closed on every exit, Ctrl-C included, so its HTTP response is released.
    """
    for attempt in range(config.max_retries + 1):
        shown = False
        stream = open_stream()
        try:
            for event in stream:
                shown = True
                yield event
            return
        except Transient as err:
            if shown or attempt == config.max_retries:
                raise ProviderError(str(err)) from None
        finally:
            close = getattr(stream, "close", None)
            if close is not None:
                close()
        sleep(config.backoff(attempt))


def call_with_retries(call: Callable[[], T], config: ProviderConfig, sleep: Sleep = time.sleep) -> T:
    """`call()` with the same retry rule, for requests that are not streamed."""
    for attempt in range(config.max_retries + 1):
        try:
            return call()
        except Transient as err:
            if attempt == config.max_retries:
                raise ProviderError(str(err)) from None
        sleep(config.backoff(attempt))
    raise AssertionError("unreachable")
