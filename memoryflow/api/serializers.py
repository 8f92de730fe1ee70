"""What the APIs read and return. Input serializers validate with field-level errors; the
output shapes are camelCase like the workflow payloads."""

from __future__ import annotations

from typing import Any

from rest_framework import serializers

from memoryflow.api.fields import DayField, ExplicitBooleanField, IdField
from memoryflow.layers import ALL_LAYERS
from memoryflow.models import AsyncTask, Memory, PersonaDocument, TaskStatus
from memoryflow.qstash import logs
from memoryflow.services.tasks import MAX_CANCEL_REASON_CHARS
from memoryflow.workflows import registry


class DateRangeInput(serializers.Serializer[Any]):  # input only, no instance
    fromDate = DayField(required=False, allow_null=True, help_text="YYYY-MM-DD, inclusive")
    toDate = DayField(required=False, allow_null=True, help_text="YYYY-MM-DD, inclusive")

    def validate(self, attrs: dict[str, Any]) -> dict[str, Any]:
        start, end = attrs.get("fromDate"), attrs.get("toDate")
        if start and end and start > end:
            raise serializers.ValidationError({"toDate": ["must be on or after fromDate"]})
        return attrs


DRY_RUN_HELP = (
    "Required, explicitly: true = only count and report, change nothing; false = do it. "
    'A JSON boolean, or the form value "true"/"false".'
)


class DryRunInput(serializers.Serializer[Any]):  # input only, no instance
    dryRun = ExplicitBooleanField(required=True, help_text=DRY_RUN_HELP)


class HourlyInput(DryRunInput):
    pass


class UsersInput(DryRunInput):
    userIds = serializers.ListField(child=IdField(), min_length=1, max_length=1000)


class UsersExtractionInput(DateRangeInput, UsersInput):
    topicIds = serializers.ListField(child=IdField(), required=False, default=list, max_length=1000)
    force = ExplicitBooleanField(required=False, default=False)


class ReasonInput(serializers.Serializer[Any]):  # input only, no instance
    reason = serializers.CharField(
        required=False, allow_blank=True, default="", max_length=MAX_CANCEL_REASON_CHARS
    )


class LimitQuery(serializers.Serializer[Any]):  # query parameters
    limit = IdField(required=False, default=50, max_value=500, help_text="1..500, default 50")


class RunsQuery(LimitQuery):
    state = serializers.ChoiceField(choices=list(logs.RUN_STATES), required=False)
    pipeline = serializers.CharField(required=False, max_length=64)

    def validate_pipeline(self, value: str) -> str:
        # The registry's pipelines, read per request: a registered pipeline needs no edit here.
        if value not in registry.names():
            raise serializers.ValidationError(f"one of {', '.join(registry.names())}")
        return value


class TasksQuery(LimitQuery):
    status = serializers.ChoiceField(choices=list(TaskStatus.values), required=False)
    userId = IdField(required=False)


class MemoriesQuery(serializers.Serializer[Any]):  # query parameters (paging: the paginator)
    layer = serializers.ChoiceField(choices=list(ALL_LAYERS), required=False)
    q = serializers.CharField(required=False, allow_blank=True, max_length=200)


class TaskOutput(serializers.ModelSerializer[AsyncTask]):
    userId = serializers.IntegerField(source="user_id")
    progress = serializers.SerializerMethodField()
    range = serializers.SerializerMethodField()
    cancel = serializers.SerializerMethodField()
    requestedBy = serializers.CharField(source="requested_by")
    workflowRunIds = serializers.JSONField(source="workflow_run_ids")
    createdAt = serializers.DateTimeField(source="created_at")
    startedAt = serializers.DateTimeField(source="started_at")
    finishedAt = serializers.DateTimeField(source="finished_at")
    durationSeconds = serializers.SerializerMethodField()

    class Meta:
        model = AsyncTask
        fields = (
            "id",
            "userId",
            "type",
            "status",
            "progress",
            "range",
            "cancel",
            "error",
            "requestedBy",
            "workflowRunIds",
            "createdAt",
            "startedAt",
            "finishedAt",
            "durationSeconds",
        )

    def get_progress(self, task: AsyncTask) -> dict[str, int]:
        return {
            "completed": task.completed_topics,
            "total": task.total_topics,
            "percent": task.progress_percent,
        }

    def get_range(self, task: AsyncTask) -> dict[str, str | None]:
        return {
            "from": task.range_from.isoformat() if task.range_from else None,
            "to": task.range_to.isoformat() if task.range_to else None,
        }

    def get_cancel(self, task: AsyncTask) -> dict[str, Any] | None:
        if task.cancel_requested_at is None:
            return None
        return {
            "requestedAt": task.cancel_requested_at.isoformat(),
            "by": task.cancel_requested_by,
            "reason": task.cancel_reason,
        }

    def get_durationSeconds(self, task: AsyncTask) -> float | None:
        return None if task.duration is None else round(task.duration.total_seconds(), 3)


#: Who acted on a user's task, as the user reads it when it was not themselves.
OPERATOR = "operator"


class MyTaskOutput(TaskOutput):
    """A task as its own user reads it (the user API). An operator who started or
    cancelled it is "operator": operators' usernames and the notes they give a cancel are
    for the audit log, not for users. Needs `context={"me": username}`."""

    def to_representation(self, instance: AsyncTask) -> dict[str, Any]:
        data: dict[str, Any] = super().to_representation(instance)
        me = self.context["me"]
        if data["requestedBy"] and data["requestedBy"] != me:
            data["requestedBy"] = OPERATOR
        cancel = data["cancel"]
        if cancel is not None and cancel["by"] != me:
            cancel.update(by=OPERATOR, reason="")
            if (data["error"] or {}).get("code") == "canceled":
                data["error"] = {**data["error"], "message": f"canceled by an {OPERATOR}"}
        return data


class MemoryOutput(serializers.ModelSerializer[Memory]):
    sourceTopicId = serializers.IntegerField(source="source_topic_id", allow_null=True)
    sourceMessageIds = serializers.JSONField(source="source_message_ids")
    capturedAt = serializers.DateTimeField(source="captured_at")
    updatedAt = serializers.DateTimeField(source="updated_at")

    class Meta:
        model = Memory
        fields = (
            "id",
            "layer",
            "category",
            "type",
            "title",
            "summary",
            "details",
            "tags",
            "fields",
            "sourceTopicId",
            "sourceMessageIds",
            "capturedAt",
            "updatedAt",
        )


class PersonaOutput(serializers.ModelSerializer[PersonaDocument]):
    memoryIds = serializers.JSONField(source="memory_ids")
    capturedAt = serializers.DateTimeField(source="captured_at")
    updatedAt = serializers.DateTimeField(source="updated_at")

    class Meta:
        model = PersonaDocument
        fields = (
            "profile",
            "tagline",
            "persona",
            "version",
            "memoryIds",
            "capturedAt",
            "updatedAt",
        )


class MessageIdOutput(serializers.Serializer[dict[str, Any]]):
    messageId = serializers.CharField()
    statusUrl = serializers.CharField(required=False)


class PersonaDryRunOutput(serializers.Serializer[dict[str, Any]]):
    dryRun = serializers.BooleanField()
    userIds = serializers.ListField(child=serializers.IntegerField())
    users = serializers.IntegerField()


class HourlyOutcomeOutput(serializers.Serializer[dict[str, Any]]):
    messageId = serializers.CharField()
    runId = serializers.CharField(allow_null=True)
    dryRun = serializers.BooleanField(allow_null=True)
    state = serializers.ChoiceField(
        choices=["waiting", "running", "skipped", "finished", "dispatched", "failed"]
    )
    finished = serializers.BooleanField()
    totals = serializers.DictField(child=serializers.IntegerField(allow_null=True))
    childRunIds = serializers.DictField(child=serializers.CharField())
    summary = serializers.CharField()
    failure = serializers.CharField(allow_null=True)


class ExtractionReportOutput(serializers.Serializer[dict[str, Any]]):
    dryRun = serializers.BooleanField()
    users = serializers.IntegerField()
    topics = serializers.IntegerField()
    topicsByUser = serializers.DictField(child=serializers.IntegerField())
    started = serializers.ListField(child=serializers.UUIDField())
    alreadyRunning = serializers.ListField(child=serializers.UUIDField())
    nothingToDo = serializers.ListField(child=serializers.UUIDField())
    failed = serializers.ListField(child=serializers.UUIDField())
    messageIds = serializers.DictField(child=serializers.CharField())
    tasks = TaskOutput(many=True)


class RunOutput(serializers.Serializer[dict[str, Any]]):
    runId = serializers.CharField()
    pipeline = serializers.CharField()
    layer = serializers.CharField()
    state = serializers.CharField()
    createdAt = serializers.IntegerField(allow_null=True, help_text="epoch ms")
    completedAt = serializers.IntegerField(allow_null=True, help_text="epoch ms")
    steps = serializers.IntegerField()
    result = serializers.JSONField(allow_null=True)
    failure = serializers.CharField(allow_null=True)
    userId = serializers.IntegerField(allow_null=True)
    asyncTaskId = serializers.UUIDField(allow_null=True)
    parentRunId = serializers.CharField(allow_blank=True)
    dryRun = serializers.BooleanField(allow_null=True)


class RunDetailOutput(RunOutput):
    timeline = serializers.ListField(child=serializers.DictField())
