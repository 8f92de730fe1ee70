"""workflows/pipeline.py directly: what a declaration becomes, its sizes, and how explicit ids
are split into batches. The steps themselves run for real, end to end, in test_registry.py
(no test fakes a WorkflowContext)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

import pytest
from django.urls import resolve, reverse
from hypothesis import given
from hypothesis import strategies as st

from memoryflow.querysets import UserPage
from memoryflow.workflows import registry, triggers
from memoryflow.workflows.pipeline import UserPipeline, UserSelection, fan_out_groups
from memoryflow.workflows.serve import WorkflowDefinition


def ignore(context: object) -> None:
    raise AssertionError("not called in these tests")


EXTRA = WorkflowDefinition(triggers.workflow_path("digest", "send"), "digest", "send", ignore)

DIGEST = UserPipeline(
    name="digest",
    selection=UserSelection(
        noun="users", count=lambda payload: 0, page=lambda *args: UserPage([], None)
    ),
    execute_user=ignore,
    chatted=lambda: 0,
    execute_flow=lambda user_id: {"key": f"digest.{user_id}", "parallelism": 1},
    execute_payload=lambda payload, user_id: payload,
    extra=(EXTRA,),
    hourly=False,
)


def test_a_declaration_is_its_three_layers_and_its_own_workflows() -> None:
    definitions = DIGEST.definitions()
    assert [(d.pipeline, d.layer) for d in definitions] == [
        ("digest", "process-users"),
        ("digest", "paginate-users"),
        ("digest", "execute-user"),
        ("digest", "send"),
    ]
    assert [d.path for d in definitions] == [
        "/api/workflows/memory-user-memory/digest/process-users",
        "/api/workflows/memory-user-memory/digest/paginate-users",
        "/api/workflows/memory-user-memory/digest/execute-user",
        "/api/workflows/memory-user-memory/digest/send",
    ]
    assert definitions[2].route is ignore and definitions[3] is EXTRA


def test_registering_makes_every_layer_routable_and_unregistering_removes_it() -> None:
    registry.register(DIGEST)
    try:
        assert "digest" in registry.names()
        assert "digest" not in [p.name for p in registry.hourly_pipelines()]
        for layer in ("process-users", "paginate-users", "execute-user", "send"):
            found = registry.definition("digest", layer)
            assert found is not None and found.layer == layer
            url = reverse("workflow", kwargs={"pipeline": "digest", "layer": layer})
            assert url == found.path and resolve(url).kwargs == {
                "pipeline": "digest",
                "layer": layer,
            }
    finally:
        registry.unregister("digest")
    assert "digest" not in registry.names()
    assert registry.definition("digest", "process-users") is None
    # The built-in pipelines are untouched by another's registration.
    assert {"topics", "persona", "cron"} <= set(registry.names())


def test_page_and_chunk_sizes_come_from_the_settings_unless_declared(settings: object) -> None:
    setattr(settings, "MEMORYFLOW_PAGE_SIZE", 7)  # noqa: B010
    setattr(settings, "MEMORYFLOW_FANOUT_CHUNK_SIZE", 3)  # noqa: B010
    assert (DIGEST.pages_of, DIGEST.chunks_of) == (7, 3)
    declared = replace(DIGEST, page_size=11, chunk_size=4)
    assert (declared.pages_of, declared.chunks_of) == (11, 4)


def batches(user_ids: Sequence[int], chunk_size: int) -> list[list[str | int]]:
    """Every batch the fan-out publishes for `user_ids`, following each paginate-users group
    down to its execute-user runs: a batch is a list of ids (execute-user runs) or of
    "group" markers (paginate-users runs)."""
    groups = fan_out_groups(user_ids, chunk_size)
    if not groups:
        return [list(user_ids)]
    published: list[list[str | int]] = [["group"] * len(groups)]
    for group in groups:
        published.extend(batches(group, chunk_size))
    return published


def test_ids_that_fit_one_chunk_start_their_runs_directly() -> None:
    assert fan_out_groups([1, 2, 3], 3) == []
    assert fan_out_groups([], 3) == []
    assert fan_out_groups([1, 2, 3, 4], 3) == [[1, 2, 3], [4]]


def test_a_thousand_explicit_ids_are_never_one_batch() -> None:
    ids = list(range(1, 1001))
    published = batches(ids, 20)
    assert max(len(batch) for batch in published) == 20
    executed = [user_id for batch in published for user_id in batch if user_id != "group"]
    assert executed == ids  # each user exactly once, in order
    assert len(fan_out_groups(ids, 20)) == 20  # the first batch: 20 groups of 50


@given(
    ids=st.lists(st.integers(min_value=1, max_value=10**9), unique=True, max_size=3000),
    chunk_size=st.integers(min_value=1, max_value=60),
)
def test_no_batch_is_larger_than_a_chunk_and_every_id_runs_once(
    ids: list[int], chunk_size: int
) -> None:
    published = batches(ids, chunk_size)
    # A chunk of one run still splits in two: otherwise a group could never get smaller.
    assert all(len(batch) <= max(chunk_size, 2) for batch in published)
    if chunk_size > 1:
        assert all(len(batch) <= chunk_size for batch in published)
    executed = [user_id for batch in published for user_id in batch if user_id != "group"]
    assert executed == ids


def test_a_schedule_of_its_own_is_a_cron_expression_and_not_hourly_too() -> None:
    weekly = replace(DIGEST, schedule="0 6 * * 1")
    assert weekly.schedule == "0 6 * * 1" and not weekly.hourly
    with pytest.raises(ValueError, match="not hourly too"):
        replace(DIGEST, hourly=True, schedule="0 6 * * 1")
    with pytest.raises(ValueError, match="not a cron expression"):
        replace(DIGEST, schedule="every monday")
