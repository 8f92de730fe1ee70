"""How the chat-completions client reads an endpoint's refusals (a real socket): what is
retried, what fails at once, and what the error tells the operator to fix."""

from __future__ import annotations

import json
from types import SimpleNamespace

import pytest

from memoryflow import layers as L
from memoryflow.errors import PermanentError, TransientError
from memoryflow.extractors.base import LLMRequestError, LLMUnavailableError
from memoryflow.extractors.factory import get_extractor
from memoryflow.extractors.llm import LLMExtractor
from tests.extractors.fake_llm import FakeLLM, Reply, completion
from tests.extractors.test_llm import MESSAGES, config, pref
from tests.extractors.test_llm_single import answer


def openai_error(
    status: int, code: str | None, error_type: str, message: str, param: str | None = None
) -> Reply:
    body = {"error": {"message": message, "type": error_type, "param": param, "code": code}}
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


REASONING_REFUSALS = [
    openai_error(
        400,
        "unsupported_parameter",
        "invalid_request_error",
        "Unsupported parameter: 'max_tokens' is not supported with this model. "
        "Use 'max_completion_tokens' instead.",
        param="max_tokens",
    ),
    openai_error(
        400,
        "unsupported_value",
        "invalid_request_error",
        "Unsupported value: 'temperature' does not support 0 with this model. "
        "Only the default (1) value is supported.",  # some gateways leave param out
    ),
]


@pytest.mark.parametrize("refusal", REASONING_REFUSALS)
def test_a_reasoning_models_refusal_names_the_setting_that_fixes_it(
    llm_server: FakeLLM, refusal: Reply
) -> None:
    """o-series and gpt-5 models refuse max_tokens and temperature 0: every topic failed,
    and no setting could make the client send what they take."""
    llm_server.then(refusal)
    with pytest.raises(LLMRequestError, match="MEMORYFLOW_LLM_REASONING_MODEL=true"):
        extract(llm_server)
    assert len(llm_server.requests) == 1


def test_a_reasoning_model_gets_max_completion_tokens_and_its_default_temperature(
    llm_server: FakeLLM,
) -> None:
    settings = SimpleNamespace(
        MEMORYFLOW_LLM_BASE_URL=llm_server.base_url,
        MEMORYFLOW_LLM_REASONING_MODEL=True,
        MEMORYFLOW_LLM_MAX_OUTPUT_TOKENS=16_000,
    )
    llm_server.then(completion(answer(preference=[pref()])))
    extractor = get_extractor(settings=settings)
    found = extractor.extract_topic(messages=MESSAGES, layers=L.ALL_LAYERS)
    assert [item.title for item in found.items["preference"]] == ["Prefers short answers"]
    [request] = llm_server.requests
    body = request["json"]
    assert body["max_completion_tokens"] == 16_000
    assert "max_tokens" not in body and "temperature" not in body


def error_in_a_200(code: object, message: str) -> Reply:
    """How some gateways (OpenRouter among them) answer a provider's failure: HTTP 200."""
    body = {"error": {"code": code, "message": message}}
    return Reply(200, json.dumps(body), {"Content-Type": "application/json"})


def test_an_outage_answered_with_200_is_retried_as_an_outage(llm_server: FakeLLM) -> None:
    """It was read as the model's invalid output: asked again at once, without backing off,
    and after three tries the topic was rejected for good, though the next run would have
    got an answer."""
    down = error_in_a_200(502, "Provider returned error")
    llm_server.then(down, completion(answer(preference=[pref()])))
    found = LLMExtractor(config(llm_server)).extract_topic(messages=MESSAGES, layers=L.ALL_LAYERS)
    assert [i.title for i in found.items["preference"]] == ["Prefers short answers"]
    assert len(llm_server.requests) == 2
    llm_server.then(*[down] * 3)
    with pytest.raises(
        LLMUnavailableError, match=r"HTTP 200 with error 502: .*Provider returned error"
    ) as info:
        extract(llm_server)
    assert isinstance(info.value, TransientError)


def test_a_refused_request_answered_with_200_fails_at_once(llm_server: FakeLLM) -> None:
    llm_server.then(error_in_a_200(400, "test-model is not a valid model ID"))
    with pytest.raises(LLMRequestError, match=r"HTTP 200 with error 400: .*not a valid model ID"):
        extract(llm_server)
    assert len(llm_server.requests) == 1
