"""The workflow endpoints QStash calls, under /api/workflows/memory-user-memory/."""

from __future__ import annotations

from django.urls import path

from memoryflow.workflows import cron, extract_topic, persona, topics
from memoryflow.workflows.serve import view_for

DEFINITIONS = [
    *cron.DEFINITIONS,
    *topics.DEFINITIONS,
    *extract_topic.DEFINITIONS,
    *persona.DEFINITIONS,
]

urlpatterns = [
    path(
        definition.path.lstrip("/"),
        view_for(definition),
        name=f"workflow-{definition.pipeline}-{definition.layer}",
    )
    for definition in DEFINITIONS
]
