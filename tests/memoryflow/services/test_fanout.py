"""services/fanout.py on the real database: a batch opens once, each child counts once, and
exactly one caller — the one that completes the batch — wins, also under concurrent calls."""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from functools import partial
from typing import TypeVar

import pytest
from django.db import connection

from memoryflow.models import FanoutBatch, FanoutChild
from memoryflow.services.fanout import child_done, is_complete, open_batch

T = TypeVar("T")


def test_open_batch_is_idempotent_and_keeps_the_first_total(db: None) -> None:
    open_batch(parent_run_id="wfr_a", total=3)
    open_batch(parent_run_id="wfr_a", total=7)  # a retried fan-out step
    batch = FanoutBatch.objects.get()
    assert (batch.parent_run_id, batch.total, batch.done, batch.completed_at) == (
        "wfr_a",
        3,
        0,
        None,
    )


def test_a_child_of_an_unknown_batch_counts_nothing(db: None) -> None:
    assert child_done(parent_run_id="wfr_unknown", child_key="topic-1") is False
    assert not FanoutChild.objects.exists()


def test_each_child_counts_once_and_only_the_last_one_completes(db: None) -> None:
    open_batch(parent_run_id="wfr_b", total=3)
    assert child_done(parent_run_id="wfr_b", child_key="topic-1") is False
    assert child_done(parent_run_id="wfr_b", child_key="topic-1") is False  # redelivered
    assert child_done(parent_run_id="wfr_b", child_key="topic-2") is False
    assert FanoutBatch.objects.get().completed_at is None
    assert child_done(parent_run_id="wfr_b", child_key="topic-3") is True
    # After completion, a redelivered final step or a failure function wins nothing.
    assert child_done(parent_run_id="wfr_b", child_key="topic-3") is False
    assert child_done(parent_run_id="wfr_b", child_key="topic-2") is False
    batch = FanoutBatch.objects.get()
    assert (batch.done, batch.total) == (3, 3) and batch.completed_at is not None
    assert sorted(FanoutChild.objects.values_list("key", flat=True)) == [
        "topic-1",
        "topic-2",
        "topic-3",
    ]


def test_is_complete_once_every_child_is_counted_for_every_caller(db: None) -> None:
    assert is_complete(parent_run_id="wfr_e") is False  # no batch yet
    open_batch(parent_run_id="wfr_e", total=2)
    child_done(parent_run_id="wfr_e", child_key="topic-1")
    child_done(parent_run_id="wfr_e", child_key="topic-1")  # a duplicate is not a second child
    assert is_complete(parent_run_id="wfr_e") is False
    child_done(parent_run_id="wfr_e", child_key="topic-2")
    # Unlike child_done's one winner, a retried step that counted nothing still sees it.
    assert is_complete(parent_run_id="wfr_e") is True
    assert is_complete(parent_run_id="wfr_e") is True
    assert is_complete(parent_run_id="wfr_other") is False


def test_batches_are_counted_apart(db: None) -> None:
    open_batch(parent_run_id="wfr_c", total=1)
    open_batch(parent_run_id="wfr_d", total=2)
    assert child_done(parent_run_id="wfr_d", child_key="topic-1") is False
    assert child_done(parent_run_id="wfr_c", child_key="topic-1") is True
    assert child_done(parent_run_id="wfr_d", child_key="topic-2") is True


def concurrently(calls: Sequence[Callable[[], T]]) -> list[T]:
    """Run every call in its own thread (its own database connection), all released at
    once; the results in call order. An exception in any thread fails the test."""
    barrier = threading.Barrier(len(calls))
    results: dict[int, T] = {}
    errors: list[BaseException] = []

    def run(index: int, call: Callable[[], T]) -> None:
        try:
            barrier.wait(timeout=30)
            results[index] = call()
        except BaseException as error:
            errors.append(error)
        finally:
            connection.close()

    threads = [threading.Thread(target=run, args=(i, c)) for i, c in enumerate(calls)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    assert not errors, errors
    assert not any(thread.is_alive() for thread in threads)
    return [results[index] for index in range(len(calls))]


@pytest.mark.django_db(transaction=True)
def test_concurrent_children_and_their_duplicates_have_exactly_one_winner() -> None:
    children = 6
    open_batch(parent_run_id="wfr_race", total=children)
    calls = [
        partial(child_done, parent_run_id="wfr_race", child_key=f"topic-{i}")
        for i in range(children)
        for _ in range(2)  # every child delivered twice, at the same time
    ]
    outcomes = concurrently(calls)
    assert outcomes.count(True) == 1
    batch = FanoutBatch.objects.get()
    assert (batch.done, batch.total) == (children, children) and batch.completed_at is not None
    assert FanoutChild.objects.count() == children


@pytest.mark.django_db(transaction=True)
def test_the_last_child_delivered_many_times_at_once_wins_once() -> None:
    open_batch(parent_run_id="wfr_last", total=2)
    assert child_done(parent_run_id="wfr_last", child_key="topic-1") is False
    outcomes = concurrently(
        [lambda: child_done(parent_run_id="wfr_last", child_key="topic-2") for _ in range(8)]
    )
    assert outcomes.count(True) == 1 and outcomes.count(False) == 7
    assert FanoutBatch.objects.get().done == 2
