"""What the parser hands back: calls, the text left for the user, and what could not be used."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field


class ParsedCall(BaseModel):
    """One tool call recovered from model text."""

    model_config = ConfigDict(extra="forbid")

    name: str = Field(description="Canonical name of the offered tool (aliases already resolved).")
    arguments: dict[str, Any] = Field(
        default_factory=dict, description="Arguments, renamed and typed by the tool's schema."
    )
    dialect: str = Field(description="The text dialect the call was written in, e.g. 'hermes' or 'pythonic'.")
    repaired: bool = Field(
        default=False,
        description=(
            "True when the call was not usable as written: "
            "near-JSON repaired, a name or argument alias mapped, a value retyped."
        ),
    )
    renamed: dict[str, str] = Field(
        default_factory=dict,
        description="Argument names as written that were mapped onto a parameter: written name -> parameter.",
    )


class CallError(BaseModel):
    """Something written as a tool call that cannot be run; `message` says what to do instead."""

    model_config = ConfigDict(extra="forbid")

    message: str = Field(description="What was wrong and what the model should do, ready to send back to it.")
    dialect: str | None = Field(default=None, description="Dialect of the attempted call, when known.")
    name: str | None = Field(default=None, description="Tool name as the model wrote it, when there was one.")
    snippet: str = Field(default="", description="The start of the offending text (at most 200 characters).")


class ParseResult(BaseModel):
    """Everything extracted from one model message."""

    model_config = ConfigDict(extra="forbid")

    calls: list[ParsedCall] = Field(default_factory=list, description="Usable calls, in the order written.")
    content: str = Field(default="", description="Text for the user: calls and reasoning blocks removed.")
    errors: list[CallError] = Field(default_factory=list, description="Attempted calls that cannot be run, and why.")


class StreamEvent(BaseModel):
    """What a streaming parse learned from one chunk.

    kind "text": `text` is safe to show (it is not part of a call or reasoning block);
    "call_start": the model has begun writing a call to tool `name` (show "calling name…");
    "call": a call is complete (`call`); "error": an attempted call cannot be used (`error`).
    """

    model_config = ConfigDict(extra="forbid")

    kind: Literal["text", "call_start", "call", "error"]
    text: str = ""
    name: str | None = None
    dialect: str | None = None
    call: ParsedCall | None = None
    error: CallError | None = None
