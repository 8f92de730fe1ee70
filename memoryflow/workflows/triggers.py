"""Triggers: the one place that knows the workflow paths, the base URL, flow control,
labels and run ids, and that starts workflow runs through QStash.

Every run is started with a workflow-start message whose run id memoryflow chose
(`memoryflow/qstash/run_start.py`): a child's id is derived from its parent run and its key,
so a retried fan-out step republishes the same runs (QStash deduplicates them by that id);
a root run (the hourly job, an operator's request) gets a fresh id that the caller knows
at once and can follow. A fan-out publishes all children of a step in ONE batch. Each
published run is recorded first (`services.runs.record_published`), so a run tree is
known in full before its runs start.
"""

from __future__ import annotations

import hashlib
import logging
import uuid
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from django.conf import settings
from qstash.message import FlowControl

from memoryflow.qstash import schedules
from memoryflow.qstash.client import qstash_client
from memoryflow.qstash.run_start import RunStart, publish_run_starts
from memoryflow.services import runs

logger = logging.getLogger("memoryflow.triggers")

PREFIX = "/api/workflows/memory-user-memory"


def workflow_path(pipeline: str, layer: str) -> str:
    """Where QStash calls a pipeline's layer: `…/memory-user-memory/<pipeline>/<layer>`."""
    return f"{PREFIX}/{pipeline}/{layer}"


#: The hourly job's entry: not a pipeline, the dispatcher of the hourly ones (`cron.py`).
HOURLY_CRON_PATH = workflow_path("cron", "hourly")


def workflow_url(path: str, base_url: str | None = None) -> str:
    """The canonical public URL QStash calls for `path` (and signs as the JWT subject)."""
    return f"{(base_url or settings.MEMORYFLOW_BASE_URL).rstrip('/')}{path}"


# --- flow control keys and parallelism (one key per user) ---------------------------------------


def topics_execute_user_flow(user_id: int) -> FlowControl:
    return {
        "key": f"memory-user-memory.topics.execute-user.{user_id}",
        "parallelism": settings.MEMORYFLOW_TOPICS_USER_PARALLELISM,
    }


def persona_execute_user_flow(user_id: int) -> FlowControl:
    return {
        "key": f"memory-user-memory.persona.execute-user.{user_id}",
        "parallelism": settings.MEMORYFLOW_PERSONA_USER_PARALLELISM,
    }


def extract_topic_flow(user_id: int, topic_id: int) -> FlowControl:
    return {
        "key": f"memory-user-memory.topics.extract-topic.user.{user_id}.topic.{topic_id}",
        "parallelism": settings.MEMORYFLOW_EXTRACT_TOPIC_PARALLELISM,
    }


# --- run ids ----------------------------------------------------------------------------------


def _derived_run_id(*parts: str) -> str:
    return "wfr_" + hashlib.sha256("/".join(parts).encode()).hexdigest()[:32]


def child_run_id(parent_run_id: str, child_key: str) -> str:
    """Stable per (parent run, child): a retried step republishes the same run."""
    return _derived_run_id("child", parent_run_id, child_key)


def run_id_for_message(message_id: str) -> str:
    """The run a plain delivery (a QStash schedule's) becomes: every retry of that delivery
    names the same run."""
    return _derived_run_id("message", message_id)


def new_root_run_id() -> str:
    return f"wfr_{uuid.uuid4().hex}"


def pipeline_and_layer(path: str) -> tuple[str, str]:
    """`…/topics/execute-user` → ("topics", "execute-user")."""
    pipeline, _, layer = path.removeprefix(PREFIX + "/").partition("/")
    return pipeline, layer


# --- publishing -------------------------------------------------------------------------------


@dataclass(frozen=True)
class Trigger:
    """One workflow run to start: where, with what body, its run id and its place in a tree."""

    path: str
    body: Any  # a JSON object; anything else fails as a run (the route rejects it)
    base_url: str
    run_id: str
    #: The QStash message a plain delivery came in, when it is what started this run.
    trigger_message_id: str = ""
    parent_run_id: str = ""
    root_run_id: str = ""  # empty: the parent's root, or this run when it has no parent
    flow_control: FlowControl | None = None
    label: str | None = None

    @property
    def url(self) -> str:
        return workflow_url(self.path, self.base_url)

    def run_start(self) -> RunStart:
        return RunStart(
            url=self.url,
            run_id=self.run_id,
            body=self.body,
            retries=settings.MEMORYFLOW_WORKFLOW_RETRIES,
            # Every workflow has a failure function at its own URL (serve.py).
            failure_url=self.url,
            deduplication_id=self.run_id,
            flow_control=self.flow_control,
            label=self.label,
        )


@dataclass(frozen=True)
class Published:
    run_ids: list[str]
    message_ids: list[str]
    deduplicated: int

    def as_dict(self) -> dict[str, Any]:
        return {
            "runIds": self.run_ids,
            "messageIds": self.message_ids,
            "deduplicated": self.deduplicated,
        }


def publish(triggers: Sequence[Trigger]) -> Published:
    """Record and start `triggers` in one QStash batch request (nothing when empty).

    Recorded first: a run that QStash accepted is always in the local index; a row whose
    publish failed is published again, under the same run id, by the step's retry, or,
    when the step's retries run out, closed by its parent's failure function; a root's
    (started outside any step) is closed as failed at once, and opened again if a retried
    plain delivery publishes it once more (`runs.record_started`)."""
    if not triggers:
        return Published(run_ids=[], message_ids=[], deduplicated=0)
    runs.record_published(
        [
            runs.PublishedRun(
                run_id=trigger.run_id,
                pipeline_layer=pipeline_and_layer(trigger.path),
                parent_run_id=trigger.parent_run_id,
                root_run_id=trigger.root_run_id,
                body=trigger.body if isinstance(trigger.body, dict) else {},
                trigger_message_id=trigger.trigger_message_id,
            )
            for trigger in triggers
        ]
    )
    try:
        answers = publish_run_starts(qstash_client(), [trigger.run_start() for trigger in triggers])
    except Exception as error:
        # A root has no step to publish it again under its id: closed, it is not left
        # waiting for good in the operator's list of runs. The caller hears of the error.
        roots = [trigger.run_id for trigger in triggers if not trigger.parent_run_id]
        runs.record_never_started(run_ids=roots, error=str(error))
        raise
    # Until then a run's parent may fail for good with the run never started, and its
    # failure function must know to close it (`runs.record_failure`).
    runs.record_started([trigger.run_id for trigger in triggers])
    deduplicated = sum(1 for answer in answers if answer.deduplicated)
    logger.info(
        "[memory:triggers] started %s run(s) of %s (%s deduplicated)",
        len(triggers),
        sorted({t.path.removeprefix(PREFIX) for t in triggers}),
        deduplicated,
    )
    return Published(
        run_ids=[trigger.run_id for trigger in triggers],
        message_ids=[answer.message_id for answer in answers],
        deduplicated=deduplicated,
    )


def publish_one(trigger: Trigger) -> str:
    """Start a single run; returns its run id."""
    return publish([trigger]).run_ids[0]


def _root(path: str, body: dict[str, Any], base_url: str) -> Trigger:
    return Trigger(path=path, body=body, base_url=base_url, run_id=new_root_run_id())


def start_pipeline(
    pipeline: str, body: dict[str, Any] | None = None, *, base_url: str | None = None
) -> str:
    """Start a pipeline's L1 (any registered pipeline). Returns the root run id."""
    base = base_url or settings.MEMORYFLOW_BASE_URL
    path = workflow_path(pipeline, "process-users")
    return publish_one(_root(path, {"baseUrl": base, **(body or {})}, base))


def trigger_hourly(*, dry_run: bool, base_url: str | None = None) -> str:
    """Start cron/hourly now (operators, commands, the admin). Returns its run id."""
    base = base_url or settings.MEMORYFLOW_BASE_URL
    return publish_one(_root(HOURLY_CRON_PATH, {"dryRun": dry_run, "baseUrl": base}, base))


# --- the hourly schedule ------------------------------------------------------------------------

HOURLY_CRON = "0 * * * *"


def hourly_schedule_id() -> str:
    """`<MEMORYFLOW_SCHEDULE_PREFIX>-hourly`: memoryflow-hourly unless the deployment shares
    its QStash account with another one and has a prefix of its own."""
    return f"{settings.MEMORYFLOW_SCHEDULE_PREFIX}-hourly"


def upsert_hourly_schedule(
    *, cron: str = HOURLY_CRON, base_url: str | None = None, schedule_id: str | None = None
) -> dict[str, Any]:
    """Create or update the QStash schedule that starts cron/hourly. Idempotent: the fixed
    schedule id makes QStash replace the schedule instead of adding a second one. Whose
    schedule it replaces is checked first (`schedules.check_schedules_are_ours`).

    Returns {"scheduleId", "cron", "destination", "created"}."""
    base = base_url or settings.MEMORYFLOW_BASE_URL
    schedule_id = schedule_id or hourly_schedule_id()
    destination = workflow_url(HOURLY_CRON_PATH, base)
    created = schedules.upsert_schedule(
        schedule_id=schedule_id,
        destination=destination,
        cron=cron,
        body={"dryRun": False, "baseUrl": base},
    )
    logger.info("[memory:triggers] schedule %s: %s → %s", schedule_id, cron, destination)
    return {
        "scheduleId": schedule_id,
        "cron": cron,
        "destination": destination,
        "created": created,
    }


def get_schedule(schedule_id: str | None = None) -> dict[str, Any] | None:
    """The hourly schedule as QStash has it, or None when there is none."""
    return schedules.get_schedule(schedule_id or hourly_schedule_id())
