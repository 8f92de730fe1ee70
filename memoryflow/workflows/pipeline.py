"""The 3-layer mechanism, once: process-users (L1) → paginate-users (L2) → execute-user (L3).

A pipeline is one declaration (`UserPipeline`: its name, its selection of users, sizes,
flow control, its execute-user route, any further workflows of its own, and when it runs:
with the hourly job, on a schedule of its own, or on demand), registered in `registry.py`; the count, dry-run, explicit ids, keyset
pages, chunked fan-out and next-page scheduling live here, and the routes, the cron
dispatcher, the admin, the APIs and the commands read the registry. L1 counts and L2 pages
through the pipeline's one selection, so the dry-run total is exactly what a real run
processes.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from croniter import croniter
from django.conf import settings
from qstash.message import FlowControl
from upstash_workflow import WorkflowContext

from memoryflow.payload import MemoryExtractionPayload, validate_references
from memoryflow.querysets import UserCursor, UserPage
from memoryflow.workflows import triggers
from memoryflow.workflows.observability import layer_span
from memoryflow.workflows.serve import Route, WorkflowDefinition
from memoryflow.workflows.steps import (
    Stats,
    child_trigger,
    final_step,
    finish_with,
    payload_of,
    task_run_failed,
)


@dataclass(frozen=True)
class UserSelection:
    """The users a pipeline's hourly run processes: one definition for count and pages."""

    #: What the users are, for messages: "users with new topics".
    noun: str
    count: Callable[[MemoryExtractionPayload], int]
    page: Callable[[MemoryExtractionPayload, int, UserCursor | None], UserPage]


@dataclass(frozen=True)
class UserPipeline:
    name: str  # "topics", "persona": the path segment and the log prefix
    selection: UserSelection
    #: L3: the route of one user's run (its payload has `userId`).
    execute_user: Route
    #: How many users chatted at all: the context for the dry-run's count.
    chatted: Callable[[], int]
    #: Flow control of one user's execute-user run (key and parallelism).
    execute_flow: Callable[[int], FlowControl]
    #: The execute-user payload for one user, from the layer's payload.
    execute_payload: Callable[[MemoryExtractionPayload, int], MemoryExtractionPayload]
    #: Further workflows of the pipeline (topics: extract-topic, one topic).
    extra: tuple[WorkflowDefinition, ...] = ()
    #: Whether cron/hourly dispatches this pipeline's L1 (in the hourly run's tree).
    hourly: bool = True
    #: Or a schedule of its own: a cron expression (UTC) for a QStash schedule that starts
    #: its L1 (`schedules.py`; `manage.py schedule_hourly` writes it). None: hourly or on
    #: demand only.
    schedule: str | None = None
    #: L1 hook: a payload the pipeline cannot serve ends L1 with this message (or None).
    unsupported: Callable[[MemoryExtractionPayload], str | None] = lambda payload: None
    #: Keyset page and fan-out chunk sizes; None = the MEMORYFLOW_PAGE_SIZE /
    #: MEMORYFLOW_FANOUT_CHUNK_SIZE settings.
    page_size: int | None = None
    chunk_size: int | None = None

    def __post_init__(self) -> None:
        if self.schedule is None:
            return
        if self.hourly:
            raise ValueError(f"{self.name}: a pipeline on its own schedule is not hourly too")
        if not croniter.is_valid(self.schedule):
            raise ValueError(f"{self.name}: not a cron expression: {self.schedule!r}")

    def path(self, layer: str) -> str:
        return triggers.workflow_path(self.name, layer)

    @property
    def pages_of(self) -> int:
        return self.page_size or settings.MEMORYFLOW_PAGE_SIZE

    @property
    def chunks_of(self) -> int:
        return self.chunk_size or settings.MEMORYFLOW_FANOUT_CHUNK_SIZE

    def definitions(self) -> list[WorkflowDefinition]:
        """The pipeline's workflows: the shared L1 and L2, its L3, and its own extras.

        A user's task fails with any of the three (`task_run_failed`)."""
        return [
            WorkflowDefinition(
                self.path("process-users"),
                self.name,
                "process-users",
                lambda context: process_users(context, self),
                task_run_failed,
            ),
            WorkflowDefinition(
                self.path("paginate-users"),
                self.name,
                "paginate-users",
                lambda context: paginate_users(context, self),
                task_run_failed,
            ),
            WorkflowDefinition(
                self.path("execute-user"),
                self.name,
                "execute-user",
                self.execute_user,
                task_run_failed,
            ),
            *self.extra,
        ]


def chunks(ids: Sequence[int], size: int) -> list[list[int]]:
    return [list(ids[i : i + size]) for i in range(0, len(ids), size)]


def fan_out_groups(user_ids: Sequence[int], chunk_size: int) -> list[list[int]]:
    """How `user_ids` are split so that no batch holds more than a chunk of runs: at most
    `chunk_size` groups (two when a chunk is one run: a split must make progress), each
    re-entering paginate-users, which splits it again until a group fits one chunk (then
    one execute-user run per id). [] when they fit one chunk already."""
    if len(user_ids) <= chunk_size:
        return []
    branches = max(chunk_size, 2)
    per_group = max(chunk_size, -(-len(user_ids) // branches))  # ceil
    return chunks(user_ids, per_group)


# --- L1 -------------------------------------------------------------------------------------


def process_users(context: WorkflowContext[Any], pipeline: UserPipeline) -> None:
    """L1: exact count and dry-run before any side effect; explicit ids skip the count."""
    layer = "process-users"
    payload = payload_of(context)
    with layer_span(
        pipeline.name,
        layer,
        context,
        dry_run=payload.dry_run,
        payload_user_count=len(payload.user_ids),
    ):
        unsupported = pipeline.unsupported(payload)
        if unsupported is not None:
            finish_with(
                context, pipeline.name, layer, "dispatch", {"success": True, "message": unsupported}
            )
            return
        work = _explicit_users if payload.user_ids else _selected_users

        def dispatch() -> Stats:
            validate_references(payload)  # before any side effect: fail once, not per user
            return work(context, pipeline)

        final_step(context, pipeline.name, layer, "dispatch", dispatch)


def _explicit_users(context: WorkflowContext[Any], pipeline: UserPipeline) -> Stats:
    payload = payload_of(context)
    count = len(payload.user_ids)
    if payload.dry_run:
        return {
            "dryRun": True,
            "success": True,
            "targetUsers": count,
            "message": f"[DryRun] Would fan out {count} pre-specified users.",
        }
    triggers.publish(_fan_out(context, pipeline, payload, list(payload.user_ids)))
    return {"dryRun": False, "success": True, "triggeredFanout": count}


def _selected_users(context: WorkflowContext[Any], pipeline: UserPipeline) -> Stats:
    payload = payload_of(context)
    total = pipeline.selection.count(payload)
    noun = pipeline.selection.noun
    stats: Stats = {
        "dryRun": payload.dry_run,
        "success": True,
        "totalEligible": total,
        "chattedUsers": pipeline.chatted(),
    }
    of_chatted = f"(of {stats['chattedUsers']} who chatted)"
    if total == 0:
        return {**stats, "message": f"No {noun} {of_chatted}: nothing to do."}
    if payload.dry_run:
        return {**stats, "message": f"[DryRun] Would process {total} {noun} {of_chatted}."}
    triggers.publish(
        [
            child_trigger(
                context,
                path=pipeline.path("paginate-users"),
                payload=payload.with_changes(user_ids=(), user_cursor=None),
                key="paginate",
            )
        ]
    )
    return {**stats, "message": f"Triggered paginate-users for {total} {noun} {of_chatted}."}


# --- L2 -------------------------------------------------------------------------------------


def paginate_users(context: WorkflowContext[Any], pipeline: UserPipeline) -> None:
    """L2: a keyset page of users, fanned out with the next page in one batch; a group of
    explicit ids (from L1 or an upstream page) fans out its execute-user runs, or smaller
    groups when it is larger than a chunk."""
    layer = "paginate-users"
    payload = payload_of(context)
    with layer_span(pipeline.name, layer, context, payload_user_count=len(payload.user_ids)):
        if payload.user_ids and payload.user_cursor is None:
            group = list(payload.user_ids)

            def fan_out_group() -> Stats:
                triggers.publish(_fan_out(context, pipeline, payload, group))
                return {"fannedOut": len(group), "success": True}

            final_step(context, pipeline.name, layer, "fanout:execute", fan_out_group)
            return

        cursor = payload.user_cursor
        # Its own step: a retry of the fan-out must publish the same page (the children's
        # run ids, and so QStash's deduplication, follow from it).
        page = context.run(
            f"memory:{pipeline.name}:{layer}:list:{cursor.id if cursor else 'root'}",
            lambda: _page_as_json(pipeline.selection.page(payload, pipeline.pages_of, cursor)),
        )
        user_ids: list[int] = page["ids"]
        next_cursor = UserCursor.from_payload(page["nextCursor"]) if page["nextCursor"] else None

        def fan_out_page() -> Stats:
            children = _fan_out(context, pipeline, payload, user_ids)
            if next_cursor is not None:
                children.append(
                    child_trigger(
                        context,
                        path=pipeline.path("paginate-users"),
                        key="next-page",
                        payload=payload.with_changes(user_ids=(), user_cursor=next_cursor),
                    )
                )
            triggers.publish(children)
            return {
                "processedUsers": len(user_ids),
                "nextCursor": next_cursor.id if next_cursor else None,
                "success": True,
                **({} if user_ids else {"message": "No users in page, pagination complete."}),
            }

        final_step(context, pipeline.name, layer, "fanout", fan_out_page)


def _page_as_json(page: UserPage) -> dict[str, Any]:
    return {
        "ids": page.ids,
        "nextCursor": page.next_cursor.to_payload() if page.next_cursor else None,
    }


def _fan_out(
    context: WorkflowContext[Any],
    pipeline: UserPipeline,
    payload: MemoryExtractionPayload,
    user_ids: list[int],
) -> list[triggers.Trigger]:
    """Execute-user runs for `user_ids` when they fit one chunk; else at most a chunk's
    worth of paginate-users runs, each of which fans out its group the same way (so no
    batch is larger than a chunk, however many ids an operator names)."""
    groups = fan_out_groups(user_ids, pipeline.chunks_of)
    if not groups:
        return [
            child_trigger(
                context,
                path=pipeline.path("execute-user"),
                payload=pipeline.execute_payload(payload, user_id),
                key=f"execute-user-{user_id}",
                flow_control=pipeline.execute_flow(user_id),
                label=f"{pipeline.name}-execute-user",
            )
            for user_id in user_ids
        ]
    return [
        child_trigger(
            context,
            path=pipeline.path("paginate-users"),
            key=f"chunk-{index}",
            payload=payload.with_changes(user_ids=tuple(group), user_cursor=None),
        )
        for index, group in enumerate(groups, start=1)
    ]
