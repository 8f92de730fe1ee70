"""workflows/steps.py directly: the cancel check and the statistics of a cancelled step. The
steps themselves run for real, end to end, in test_registry.py (no test fakes a
WorkflowContext)."""

from __future__ import annotations

import pytest

from memoryflow.payload import MemoryExtractionPayload
from memoryflow.services import tasks
from memoryflow.workflows.steps import cancel_requested, cancelled
from tests.factories import make_chat_topic, make_message, make_user


@pytest.mark.django_db
def test_cancel_requested_reads_the_task_of_the_run() -> None:
    user = make_user()
    make_message(make_chat_topic(user))
    task = tasks.request_chat_topic_extraction(user_id=user.id).task
    hourly = MemoryExtractionPayload(base_url="http://app")
    for_task = hourly.with_changes(async_task_id=task.id)
    assert cancel_requested(hourly) is False  # no task: an hourly run is never cancelled
    assert cancel_requested(for_task) is False
    tasks.request_cancel(task_id=task.id, by="alice")
    assert cancel_requested(for_task) is True
    assert cancel_requested(hourly) is False


def test_cancelled_stats_say_so_and_keep_the_rest() -> None:
    assert cancelled("Cancelled before CEPA.", userId=3, topicId=4) == {
        "userId": 3,
        "topicId": 4,
        "cancelled": True,
        "message": "Cancelled before CEPA.",
    }
