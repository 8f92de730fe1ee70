"""/api/: the ops API (/api/ops/…), the user API (/api/me/…) and the OpenAPI schema."""

from __future__ import annotations

from django.urls import path
from drf_spectacular.views import SpectacularAPIView, SpectacularSwaggerView
from rest_framework.permissions import AllowAny

from memoryflow.api import me, ops

app_name = "api"

urlpatterns = [
    path("ops/hourly/", ops.HourlyView.as_view(), name="ops-hourly"),
    path("ops/hourly/<str:message_id>/", ops.HourlyStatusView.as_view(), name="ops-hourly-status"),
    path("ops/extractions/", ops.ExtractionsView.as_view(), name="ops-extractions"),
    path("ops/personas/", ops.PersonasView.as_view(), name="ops-personas"),
    path("ops/runs/", ops.RunsView.as_view(), name="ops-runs"),
    path("ops/runs/<str:run_id>/", ops.RunView.as_view(), name="ops-run"),
    path("ops/runs/<str:run_id>/cancel/", ops.RunCancelView.as_view(), name="ops-run-cancel"),
    path("ops/tasks/", ops.TasksView.as_view(), name="ops-tasks"),
    path("ops/tasks/<str:task_id>/", ops.TaskView.as_view(), name="ops-task"),
    path("ops/tasks/<str:task_id>/cancel/", ops.TaskCancelView.as_view(), name="ops-task-cancel"),
    path("ops/tasks/<str:task_id>/retry/", ops.TaskRetryView.as_view(), name="ops-task-retry"),
    path("me/extractions/", me.MyExtractionsView.as_view(), name="me-extractions"),
    path("me/extractions/<str:task_id>/", me.MyExtractionView.as_view(), name="me-extraction"),
    path(
        "me/extractions/<str:task_id>/cancel/",
        me.MyExtractionCancelView.as_view(),
        name="me-extraction-cancel",
    ),
    path("me/memories/", me.MyMemoriesView.as_view(), name="me-memories"),
    path("me/persona/", me.MyPersonaView.as_view(), name="me-persona"),
    path(
        "schema/",
        SpectacularAPIView.as_view(permission_classes=[AllowAny], authentication_classes=[]),
        name="schema",
    ),
    path(
        "docs/",
        SpectacularSwaggerView.as_view(
            url_name="api:schema", permission_classes=[AllowAny], authentication_classes=[]
        ),
        name="docs",
    ),
]
