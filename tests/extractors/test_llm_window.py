"""The conversation window one LLM call reads, and the token budget that
`memoryflow.extractors.llm`'s docstring states for it: about 4 characters a token."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

from memoryflow import layers as L
from memoryflow.extractors.base import ChatMessage, ExistingMemory
from memoryflow.extractors.llm import LLMExtractor
from memoryflow.models import Memory
from memoryflow.services.extraction import extract_topic_cepa
from tests.extractors.fake_llm import FakeLLM, completion
from tests.extractors.test_llm import config, pref
from tests.extractors.test_llm_single import answer
from tests.factories import make_message, make_topic, make_user

START = datetime(2024, 5, 15, 9, 0, tzinfo=UTC)
WINDOW_CHARS = 24_000  # 6,000 tokens
FIXED_CHARS = 2_400 * 4  # system prompt, instructions and schema of the single call


def conversation(count: int, text: str) -> list[ChatMessage]:
    return [
        ChatMessage(
            str(100_000 + i),
            "user" if i % 2 == 0 else "assistant",
            text,
            START + timedelta(seconds=i),
        )
        for i in range(count)
    ]


def sent_prompt(server: FakeLLM, messages: list[ChatMessage]) -> tuple[str, str, dict[str, Any]]:
    """The single call's fixed part (system prompt, instructions, answer format), its
    transcript, and its whole request body."""
    server.then(completion(answer()))
    LLMExtractor(config(server)).extract_topic(messages=messages, layers=L.ALL_LAYERS)
    body = server.requests[-1]["json"]
    system, prompt = (m["content"] for m in body["messages"])
    transcript = prompt[prompt.index("Transcript:\n") + len("Transcript:\n") :]
    fixed = system + prompt[: -len(transcript)] + json.dumps(body["response_format"])
    return fixed, transcript, body


def test_many_short_messages_stay_within_the_window(llm_server: FakeLLM) -> None:
    """Each line's id, time and role were not counted: 8,000 messages of "ok" filled 16,000
    characters of text and sent a transcript of 372,000, some 93,000 tokens."""
    fixed, transcript, _ = sent_prompt(llm_server, conversation(8_000, "ok"))
    assert len(transcript) <= WINDOW_CHARS, len(transcript)
    assert len(fixed) <= FIXED_CHARS, len(fixed)
    assert transcript.endswith("assistant: ok")  # the newest message, kept
    assert transcript.count("\n") > 400  # still as many as fit, not a handful


def test_a_window_filled_with_long_messages_stays_within_the_budget(llm_server: FakeLLM) -> None:
    fixed, transcript, body = sent_prompt(llm_server, conversation(60, "x" * 480))
    assert len(transcript) <= WINDOW_CHARS
    assert transcript.count("\n") + 1 >= 45  # all but the few lines the headers cost
    assert len(fixed) + len(transcript) <= (6_000 + 2_400) * 4
    assert body["max_tokens"] == 4096


def test_a_usual_conversation_fits_whole(llm_server: FakeLLM) -> None:
    messages = conversation(40, "I moved to Lisbon last month and I work as a nurse there. " * 3)
    _, transcript, _ = sent_prompt(llm_server, messages)
    assert transcript.count("\n") + 1 == len(messages)
    assert transcript.startswith("[100000] ")


def test_a_newest_message_over_the_window_is_clipped_to_it(llm_server: FakeLLM) -> None:
    pasted = conversation(1, "a" * 30_000 + "b" * 30_000)
    _, transcript, _ = sent_prompt(llm_server, pasted)
    assert len(transcript) <= WINDOW_CHARS
    assert transcript.startswith("[100000] ") and transcript.endswith("b" * 100)


@pytest.mark.django_db
def test_a_long_answer_after_the_users_message_does_not_push_it_out(llm_server: FakeLLM) -> None:
    """The assistant's long answer (a pasted program, an essay) filled the window alone: the
    user's message before it was left out, no call was made and the topic was settled as a
    conversation that said nothing; its preference was never written."""
    user = make_user()
    topic = make_topic(user)
    at = topic.created_at
    make_message(topic, content="I prefer short answers.", created_at=at)
    make_message(
        topic, role="assistant", content="x" * 30_000, created_at=at + timedelta(seconds=1)
    )
    llm_server.then(completion(answer(preference=[pref()])))
    extract_topic_cepa(
        user_id=user.id,
        topic_id=topic.id,
        layers=L.ALL_LAYERS,
        extractor=LLMExtractor(config(llm_server)),
    )
    [request] = llm_server.requests
    assert "user: I prefer short answers." in request["json"]["messages"][1]["content"]
    assert list(Memory.objects.filter(user=user).values_list("layer", "title")) == [
        ("preference", "Prefers short answers")
    ]


def test_the_identity_call_keeps_a_long_identity_list_within_the_budget(
    llm_server: FakeLLM,
) -> None:
    """The per-layer identity call listed every stored identity besides a full window of
    transcript: the prompt grew with the list, past the stated budget, until the endpoint
    refused it as too long and every later topic of the user was rejected."""
    stored = [
        ExistingMemory(
            str(i),
            L.IDENTITY,
            f"Knows fact number {i} about their life",
            "The user stated this fact about themselves in an earlier conversation. " * 4,
            {"description": f"fact {i}", "identity_type": "personal"},
        )
        for i in range(400)
    ]
    messages = conversation(60, "x" * 480)
    llm_server.then(completion({"edits": []}))
    LLMExtractor(config(llm_server, extraction_mode="per-layer")).reconcile_identity(
        claims=[{"source": "llm-identity-call"}], existing_identity=stored, messages=messages
    )
    body = llm_server.requests[-1]["json"]
    system, prompt = (m["content"] for m in body["messages"])
    sent = len(system) + len(prompt) + len(json.dumps(body["response_format"]))
    assert sent <= (6_000 + 2_400) * 4, sent
    assert "[399] Knows fact number 399" in prompt  # the newest stored, listed
    assert prompt.endswith("assistant: " + "x" * 480)  # the newest message, read
