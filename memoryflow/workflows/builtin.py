"""memoryflow's own pipelines, registered: topics and persona, run by cron/hourly."""

from __future__ import annotations

from memoryflow.workflows import cron, registry
from memoryflow.workflows.persona import PERSONA
from memoryflow.workflows.topics import TOPICS

registry.register(TOPICS)
registry.register(PERSONA)
registry.register_workflow(cron.DEFINITION)
