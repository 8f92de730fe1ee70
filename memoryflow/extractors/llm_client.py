"""A small client for OpenAI-compatible chat completions with structured (JSON-schema)
output: timeouts, bounded retries with exponential backoff and jitter, Retry-After honoured,
and errors classified as transient (retry later) or permanent (fix the request)."""

from __future__ import annotations

import functools
import json
import logging
import random
import re
import time
from collections.abc import Callable
from email.utils import parsedate_to_datetime
from typing import Any, TypeVar, overload

import httpx

from memoryflow.extractors.base import (
    InvalidExtractionError,
    LLMInvalidOutputError,
    LLMRequestError,
    LLMUnavailableError,
)
from memoryflow.extractors.llm_config import LLMConfig
from memoryflow.extractors.schema import SchemaError, check_schema, within_max_items

log = logging.getLogger(__name__)

Validator = Callable[[Any], Any]
_T = TypeVar("_T")
_RETRY_STATUS = {408, 409, 425, 429}
#: OpenAI's 429 for an account out of credit or over its spend limit ("type" is
#: insufficient_quota; "code" names the cause, or is null in older answers).
_QUOTA_CODES = {
    "insufficient_quota",
    "credit_balance_exhausted",
    "organization_spend_limit_exceeded",
    "project_spend_limit_exceeded",
    "organization_usage_limit_exceeded",
}


def _retry_after(response: httpx.Response, cap: float) -> float | None:
    value = response.headers.get("retry-after")
    if not value:
        return None
    try:
        seconds = float(value)
    except ValueError:
        try:
            seconds = parsedate_to_datetime(value).timestamp() - time.time()
        except (TypeError, ValueError):
            return None
    return max(0.0, min(seconds, cap))


def _error_object(response: httpx.Response) -> dict[str, Any]:
    """The `{"error": {...}}` object of an OpenAI-style refusal; empty when there is none."""
    try:
        error = response.json().get("error")
    except (ValueError, AttributeError):  # not JSON, or not an object
        return {}
    return error if isinstance(error, dict) else {}


def _status_in_body(response: httpx.Response) -> int | None:
    """The status of a failure some gateways answer with HTTP 200 and `{"error": {...}}`
    instead of choices: the error's numeric code, else 502 (the provider behind failed)."""
    error = _error_object(response)
    if not error or "choices" in response.json():
        return None
    code = error.get("code")
    code = int(code) if isinstance(code, int | str) and str(code).isdigit() else 0
    return code if 400 <= code < 600 else 502


def _quota_used_up(response: httpx.Response) -> bool:
    """A 429 that waiting does not cure: only someone adding credit or raising a limit does."""
    error = _error_object(response)
    return bool({error.get("type"), error.get("code")} & _QUOTA_CODES)


def _reasoning_hint(response: httpx.Response) -> str:
    """What to set when a reasoning model refused the parameters other models take."""
    error = _error_object(response)
    said = f"{error.get('param')} {error.get('message')}"
    refused = [name for name in ("max_tokens", "temperature") if name in said]
    if not refused or "unsupported" not in said.lower():
        return ""
    return (
        f"; the model does not take {refused[0]!r} (a reasoning model): set "
        "MEMORYFLOW_LLM_REASONING_MODEL=true to send max_completion_tokens and no temperature"
    )


class ChatCompletionsClient:
    def __init__(self, config: LLMConfig, *, sleep: Callable[[float], None] = time.sleep) -> None:
        self.config = config
        self._sleep = sleep
        self._url = config.base_url.rstrip("/") + "/chat/completions"

    def _backoff(self, attempt: int) -> float:
        base: float = min(self.config.backoff_max, self.config.backoff_base * 2**attempt)
        return base / 2 + random.uniform(0, base / 2)  # "equal jitter": never zero, spread out

    @overload
    def complete_json(
        self,
        *,
        messages: list[dict[str, str]],
        schema_name: str,
        schema: dict[str, Any],
        validate: Callable[[Any], _T],
    ) -> _T: ...

    @overload
    def complete_json(
        self,
        *,
        messages: list[dict[str, str]],
        schema_name: str,
        schema: dict[str, Any],
        validate: None = None,
    ) -> Any: ...

    def complete_json(
        self,
        *,
        messages: list[dict[str, str]],
        schema_name: str,
        schema: dict[str, Any],
        validate: Validator | None = None,
    ) -> Any:
        """POST one chat completion and return its content parsed, schema-checked and passed
        through `validate` (which may raise InvalidExtractionError to ask again).

        Raises LLMUnavailableError (transient) after retries on 429/5xx/timeouts/connection
        errors, LLMRequestError (permanent) on other 4xx and 3xx and on a 429 for a used-up
        quota (a 200 whose body is an error counts as the error's code),
        LLMInvalidOutputError (permanent) when the output stays invalid after retries, or at
        once when the model refused or the answer was cut at `max_tokens` (asking again is
        refused or cut there again)."""
        body: dict[str, Any] = {
            "model": self.config.model,
            "messages": messages,
            "response_format": {
                "type": "json_schema",
                "json_schema": {"name": schema_name, "strict": True, "schema": schema},
            },
        }
        if self.config.reasoning_model:
            body["max_completion_tokens"] = self.config.max_output_tokens
        else:
            body.update(temperature=0, max_tokens=self.config.max_output_tokens)
        headers = {"Content-Type": "application/json"}
        if self.config.api_key:
            headers["Authorization"] = f"Bearer {self.config.api_key}"
        attempts = self.config.max_retries + 1
        last_problem = ""
        invalid = False
        client = _shared_client(self.config.timeout)
        for attempt in range(attempts):
            wait: float | None = None
            try:
                response = client.post(self._url, json=body, headers=headers)
            except httpx.UnsupportedProtocol as exc:  # no request can leave: not an outage
                raise LLMRequestError(
                    f"LLM endpoint URL {self._url!r} is not http(s): {exc}; "
                    "fix MEMORYFLOW_LLM_BASE_URL"
                ) from exc
            except (httpx.TimeoutException, httpx.TransportError, httpx.DecodingError) as exc:
                last_problem, invalid = f"{type(exc).__name__}: {exc}", False
            else:
                status = response.status_code
                shown = str(status)
                if 200 <= status < 300 and (failed := _status_in_body(response)):
                    # The failure it names, not the model's invalid output.
                    status, shown = failed, f"{status} with error {failed}"
                if status == 429 and _quota_used_up(response):
                    raise LLMRequestError(
                        f"LLM endpoint refused the request: the account's quota is used up "
                        f"(HTTP 429: {response.text[:500]}); asking again will not help: check "
                        "the plan and billing details of MEMORYFLOW_LLM_API_KEY's account"
                    )
                if status in _RETRY_STATUS or status >= 500:
                    last_problem, invalid = f"HTTP {shown}: {response.text[:200]}", False
                    wait = _retry_after(response, self.config.backoff_max)
                elif status >= 400:
                    raise LLMRequestError(
                        f"LLM endpoint refused the request: HTTP {shown}: {response.text[:500]}"
                        + _reasoning_hint(response)
                    )
                elif status >= 300:  # not followed: the base URL is to be fixed, not retried
                    raise LLMRequestError(
                        f"LLM endpoint redirected the request: HTTP {status} to "
                        f"{response.headers.get('location', '(no Location)')!r}; set "
                        "MEMORYFLOW_LLM_BASE_URL to where it points"
                    )
                else:
                    try:
                        return self._parse(response, schema, validate)
                    except LLMInvalidOutputError:
                        raise  # refused, or cut at max_tokens: the same request is again
                    except (InvalidExtractionError, SchemaError, ValueError) as exc:
                        last_problem, invalid = f"invalid output: {exc}", True
            log.warning(
                "[memory:llm:%s] attempt %d/%d failed: %s",
                schema_name,
                attempt + 1,
                attempts,
                last_problem,
            )
            if attempt + 1 < attempts and not invalid:
                self._sleep(wait if wait is not None else self._backoff(attempt))
        if invalid:
            raise LLMInvalidOutputError(f"{schema_name}: {last_problem} (after {attempts} tries)")
        raise LLMUnavailableError(f"{schema_name}: {last_problem} (after {attempts} tries)")

    def _parse(
        self, response: httpx.Response, schema: dict[str, Any], validate: Validator | None
    ) -> Any:
        payload = response.json()
        try:
            choice = payload["choices"][0]
            message = choice["message"]
        except (KeyError, IndexError, TypeError) as exc:
            raise ValueError(f"no choices[0].message in response: {str(payload)[:200]}") from exc
        if not isinstance(message, dict):  # a gateway's filtered answer: "message": null
            raise ValueError(f"choices[0].message is not an object: {str(message)[:200]}")
        if message.get("refusal"):  # the model's answer to this request: asked again, again
            raise LLMInvalidOutputError(f"model refused: {str(message['refusal'])[:500]}")
        content = message.get("content")
        if not isinstance(content, str):  # the reason says why: "content_filter", "length"
            raise ValueError(
                f"message content is not a string (finish_reason {choice.get('finish_reason')!r})"
            )
        try:
            data = _storable(json.loads(content))
        except ValueError as exc:
            if choice.get("finish_reason") == "length":
                raise LLMInvalidOutputError(
                    f"answer cut at max_tokens={self.config.max_output_tokens} before its JSON "
                    f"ended ({exc}): the conversation asks for more than that cap "
                    "(MEMORYFLOW_LLM_MAX_OUTPUT_TOKENS)"
                ) from exc
            raise
        data = within_max_items(data, schema)
        check_schema(data, schema)
        return validate(data) if validate else data


#: NUL, and a half of a surrogate pair: `json.loads` turns a lone "\\ud83c" (a model that cut
#: an emoji in two) into a character UTF-8 cannot encode; a whole pair becomes one character.
_UNSTORABLE = re.compile("[\x00\ud800-\udfff]")


def _storable(value: Any) -> Any:
    """The answer with every NUL character ("\\u0000") and every half of a surrogate pair
    taken out of its strings: PostgreSQL's text and jsonb columns refuse a NUL, and no
    database driver can encode a lone surrogate, so either would fail the topic's write on
    every retry; a model that emits one has said nothing by it."""
    if isinstance(value, str):
        return _UNSTORABLE.sub("", value)
    if isinstance(value, list):
        return [_storable(item) for item in value]
    if isinstance(value, dict):
        return {_storable(key): _storable(item) for key, item in value.items()}
    return value


@functools.cache
def _shared_client(timeout_seconds: float) -> httpx.Client:
    """One HTTP client per process and timeout, kept alive: a new client loads the whole CA
    bundle (about 75 ms here) and opens a new connection, for every call. httpx's client is
    safe to share between threads."""
    return httpx.Client(timeout=httpx.Timeout(timeout_seconds))
