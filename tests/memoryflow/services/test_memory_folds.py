"""The same thing told in two topics is one memory, the fuller one, whatever the order the
topics are extracted in, however often, and when they are extracted at the same time."""

from __future__ import annotations

import itertools
import threading
from datetime import timedelta
from typing import Any

import pytest
from django.db import connection

from memoryflow.extractors.base import ExtractedItem
from memoryflow.layers import CEPA_LAYERS
from memoryflow.models import ExtractionStatus, Memory, Topic
from memoryflow.services.extraction import extract_topic_cepa
from memoryflow.services.memories import insert_items
from tests.factories import BASE_TIME, make_message, make_topic, make_user

SHORT_LESSON = "Turns out a longer cold proof made all the difference. Took me weeks to see it."
FULL_LESSON = (
    "Last time my sourdough was flat, and what fixed it was this: "
    "a longer cold proof made all the difference."
)
FULL_TITLE = "Their sourdough was flat; a longer cold proof made all the difference"
CHATS = [
    [SHORT_LESSON, "I'm learning Spanish."],
    ["I'm learning Spanish for my move to Madrid.", "Please keep answers short."],
    [FULL_LESSON, "I'm learning Spanish."],
]


def populate(chats: list[list[str]]) -> tuple[Any, list[int]]:
    user = make_user()
    topics = []
    for day, texts in enumerate(chats):
        topic = make_topic(user, created_at=BASE_TIME + timedelta(days=day))
        for minute, text in enumerate(texts):
            make_message(
                topic, content=text, created_at=topic.created_at + timedelta(minutes=minute)
            )
        topics.append(topic.id)
    return user, topics


def memories(user_id: int) -> list[tuple[str, str]]:
    return sorted(Memory.objects.filter(user_id=user_id).values_list("layer", "title"))


def extract(user_id: int, topic_ids: list[int], *, force: bool = False) -> None:
    for topic_id in topic_ids:
        extract_topic_cepa(user_id=user_id, topic_id=topic_id, layers=CEPA_LAYERS, force=force)


def reset(user_id: int) -> None:
    Memory.objects.filter(user_id=user_id).delete()
    Topic.objects.filter(user_id=user_id).update(extraction_status=ExtractionStatus.PENDING)


EXPECTED = [
    ("context", "Learning Spanish for their move to Madrid"),
    ("experience", FULL_TITLE),
    ("preference", "Prefers short answers"),
]


@pytest.mark.django_db
def test_every_order_keeps_one_memory_the_fuller_one() -> None:
    user, topics = populate(CHATS)
    for order in itertools.permutations(topics):
        reset(user.id)
        extract(user.id, list(order))
        assert memories(user.id) == EXPECTED, order
    lesson = Memory.objects.get(user=user, layer="experience")
    # The row tells where its words come from: the topic that said it in full.
    assert lesson.source_topic_id == topics[2]
    assert lesson.summary and "sourdough" in lesson.summary.lower()


@pytest.mark.django_db
def test_redelivered_and_forced_extractions_change_nothing() -> None:
    user, topics = populate(CHATS)
    extract(user.id, topics)
    before = list(Memory.objects.filter(user=user).order_by("id").values())
    extract(user.id, topics[::-1], force=True)
    extract(user.id, topics, force=True)
    assert list(Memory.objects.filter(user=user).order_by("id").values_list("title")) == [
        (row["title"],) for row in before
    ]
    assert memories(user.id) == EXPECTED


@pytest.mark.django_db
def test_statements_that_only_share_words_stay_apart() -> None:
    user, topics = populate(
        [
            ["I like cats.", "I have a dentist appointment on Friday."],
            ["I dislike cats.", "On Friday I have a dentist appointment for my wisdom tooth."],
        ]
    )
    extract(user.id, topics)
    titles = memories(user.id)
    # "Likes cats" is not said again by "Dislikes cats" (whole words), and two events that
    # share words are two events: activity is never folded.
    assert [t for layer, t in titles if layer == "preference"] == ["Dislikes cats", "Likes cats"]
    assert len([t for layer, t in titles if layer == "activity"]) == 2


@pytest.mark.django_db(transaction=True)
def test_topics_extracted_at_the_same_time_fold_into_one() -> None:
    user, topics = populate(CHATS)
    errors: list[BaseException] = []
    start = threading.Barrier(len(topics))

    def step(topic_id: int) -> None:
        try:
            start.wait()
            extract(user.id, [topic_id])
        except BaseException as error:  # reported below, in the test's thread
            errors.append(error)
        finally:
            connection.close()

    threads = [threading.Thread(target=step, args=(topic_id,)) for topic_id in topics]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    assert not errors, errors
    assert memories(user.id) == EXPECTED


def told_in(summary: str, directive: str) -> ExtractedItem:
    return ExtractedItem(
        layer="preference",
        title="Prefers short answers",
        summary=summary,
        fields={"directive": directive},
    )


@pytest.mark.django_db
@pytest.mark.parametrize("later_first", [False, True])
def test_the_same_title_told_in_other_words_is_one_memory(later_first: bool) -> None:
    """Two topics state "Prefers short answers", an LLM summing it up in other words each
    time: the fingerprints differ and neither title says more than the other, so the user
    had the same preference twice. One row stays, the earliest topic's, in either order."""
    user = make_user()
    early = make_topic(user, created_at=BASE_TIME)
    late = make_topic(user, created_at=BASE_TIME + timedelta(days=1))
    writes = [
        (early.id, told_in("The user likes short answers.", "Keep answers short")),
        (late.id, told_in("The user wants brief replies.", "Be brief")),
    ]
    for topic_id, item in reversed(writes) if later_first else writes:
        insert_items(user_id=user.id, topic_id=topic_id, layer="preference", items=[item])
    rows = list(Memory.objects.filter(user=user).values_list("title", "summary", "source_topic"))
    assert rows == [("Prefers short answers", "The user likes short answers.", early.id)]
