"""The pipelines, by name: the one list that routes, cron, the admin, the APIs, the commands
and the hourly outcome read. A new pipeline is a `UserPipeline` declaration and one `register`.

memoryflow's own pipelines (`builtin.py`) are registered when Django starts (`apps.py`), so the
registry imports none of its pipelines."""

from __future__ import annotations

from memoryflow.workflows.pipeline import UserPipeline
from memoryflow.workflows.serve import WorkflowDefinition

_PIPELINES: dict[str, UserPipeline] = {}
#: Every workflow by (pipeline, layer): the pipelines' layers and standalone ones (cron).
_DEFINITIONS: dict[tuple[str, str], WorkflowDefinition] = {}


def register(pipeline: UserPipeline) -> UserPipeline:
    unregister(pipeline.name)
    _PIPELINES[pipeline.name] = pipeline
    for declared in pipeline.definitions():
        _DEFINITIONS[(declared.pipeline, declared.layer)] = declared
    return pipeline


def unregister(name: str) -> None:
    _PIPELINES.pop(name, None)
    for key in [key for key in _DEFINITIONS if key[0] == name]:
        del _DEFINITIONS[key]


def register_workflow(definition: WorkflowDefinition) -> None:
    _DEFINITIONS[(definition.pipeline, definition.layer)] = definition


def pipelines() -> list[UserPipeline]:
    return list(_PIPELINES.values())


def hourly_pipelines() -> list[UserPipeline]:
    return [pipeline for pipeline in pipelines() if pipeline.hourly]


def scheduled_pipelines() -> list[UserPipeline]:
    """The pipelines on a QStash schedule of their own (not the hourly job's)."""
    return [pipeline for pipeline in pipelines() if pipeline.schedule is not None]


def names() -> list[str]:
    """Every pipeline name as runs record it, cron included."""
    return sorted({pipeline for pipeline, _ in _DEFINITIONS})


def definition(pipeline: str, layer: str) -> WorkflowDefinition | None:
    return _DEFINITIONS.get((pipeline, layer))
