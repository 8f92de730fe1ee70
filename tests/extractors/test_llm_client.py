"""How the chat-completions client reads an endpoint's refusals (a real socket): what is
retried, what fails at once, and what the error tells the operator to fix."""

from __future__ import annotations

import json

import pytest

from memoryflow import layers as L
from memoryflow.errors import PermanentError
from memoryflow.extractors.base import LLMRequestError
from memoryflow.extractors.llm import LLMExtractor
from tests.extractors.fake_llm import FakeLLM, Reply, completion
from tests.extractors.test_llm import MESSAGES, config
from tests.extractors.test_llm_single import answer


def openai_error(status: int, code: str | None, error_type: str, message: str) -> Reply:
    body = {"error": {"message": message, "type": error_type, "param": None, "code": code}}
    return Reply(status, json.dumps(body), {"Content-Type": "application/json"})


def extract(server: FakeLLM) -> object:
    return LLMExtractor(config(server)).extract_topic(messages=MESSAGES, layers=L.ALL_LAYERS)


QUOTA = "You exceeded your current quota, please check your plan and billing details."


@pytest.mark.parametrize(
    "refusal",
    [
        openai_error(429, "insufficient_quota", "insufficient_quota", QUOTA),
        openai_error(429, None, "insufficient_quota", QUOTA),  # older answers: no code
        openai_error(429, "credit_balance_exhausted", "insufficient_quota", "No credits."),
    ],
)
def test_a_used_up_quota_fails_at_once_and_says_to_check_billing(
    llm_server: FakeLLM, refusal: Reply
) -> None:
    """Waiting does not bring credit back: each try and each hourly run spent retries and
    QStash messages on it, and the topic ended as "unavailable", not as a setup to fix."""
    llm_server.then(refusal, *[Reply(500, "must not be asked again")] * 3)
    with pytest.raises(LLMRequestError, match="billing") as info:
        extract(llm_server)
    assert isinstance(info.value, PermanentError)
    assert len(llm_server.requests) == 1


def test_a_rate_limit_429_is_still_retried(llm_server: FakeLLM) -> None:
    limited = openai_error(
        429, "rate_limit_exceeded", "requests", "Rate limit reached for requests"
    )
    limited.headers["Retry-After"] = "0.05"
    llm_server.then(limited, completion(answer()))
    extract(llm_server)
    assert len(llm_server.requests) == 2
