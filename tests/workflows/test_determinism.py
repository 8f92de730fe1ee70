"""Same chats, same memories: the result of an hourly run does not depend on the order in
which QStash happens to deliver a user's topics, nor on duplicates, retries or parallelism.

Compared as digests of what users see (memories by layer, title, summary and fields;
persona texts and versions), never as counts.
"""

from __future__ import annotations

import hashlib
import json
import random
from typing import Any

import pytest

from memoryflow.models import Memory, PersonaDocument
from memoryflow.workflows import topics, triggers
from tests.workflows.test_hourly_run import assert_complete_run, load_population, reset_outcome

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.slow]


def digests() -> dict[str, str]:
    memories = sorted(
        json.dumps([user, layer, title, summary, fields], sort_keys=True, default=str)
        for user, layer, title, summary, fields in Memory.objects.values_list(
            "user_id", "layer", "title", "summary", "fields"
        )
    )
    personas = sorted(
        json.dumps(row, default=str)
        for row in PersonaDocument.objects.values_list("user_id", "tagline", "persona", "version")
    )
    return {
        "memories": hashlib.sha256("\n".join(memories).encode()).hexdigest(),
        "personas": hashlib.sha256("\n".join(personas).encode()).hexdigest(),
        "count": str(len(memories)),  # for the failure message only; digests decide
    }


def run_hourly(pipelines: Any, eligible: set[int]) -> dict[str, str]:
    _, runs = pipelines.run(lambda: triggers.trigger_hourly(dry_run=False), timeout_s=300)
    assert_complete_run(eligible, runs)
    return digests()


def test_order_duplicates_and_parallelism_do_not_change_the_result(
    pipelines: Any, settings: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    eligible = load_population()

    # One topic at a time, in topic order.
    settings.MEMORYFLOW_EXTRACT_TOPIC_PARALLELISM = 1
    serial = run_hourly(pipelines, eligible)

    # Five at a time, fanned out in a shuffled order.
    reset_outcome()
    settings.MEMORYFLOW_EXTRACT_TOPIC_PARALLELISM = 5
    shuffler = random.Random(3)
    listed = topics.topic_ids_for_run  # type: ignore[attr-defined]

    def shuffled(**kwargs: Any) -> list[int]:
        ids = listed(**kwargs)
        shuffler.shuffle(ids)
        return ids

    monkeypatch.setattr(topics, "topic_ids_for_run", shuffled)
    assert run_hourly(pipelines, eligible) == serial

    # Every message delivered twice and a fifth of all attempts failing after the app saw
    # them (their answers lost, so retried steps really run again).
    reset_outcome()
    pipelines.restart_qstash(
        duplicate_deliveries=True, fail_fraction=0.2, fail_seed=9, fail_mode="after"
    )
    assert run_hourly(pipelines, eligible) == serial
