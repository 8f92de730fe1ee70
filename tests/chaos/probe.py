"""Read what an hourly run left in a database, for the fault suite; prints one JSON object.

    DATABASE_URL=… python tests/chaos/probe.py

Runs in its own process (the fault suite never opens the chaos database through Django in
the test process, whose connections pytest-django redirects to the test database). The
digests cover what a run writes and must not depend on timing: memories (layer, title,
summary, fields), topic extraction statuses, persona texts and versions. Ids are stable
because every run of a session works on a copy of the same seeded database.
"""

from __future__ import annotations

import hashlib
import json
import os
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]


def _digest(rows: list[Any]) -> str:
    return hashlib.sha256(json.dumps(rows, sort_keys=True, default=str).encode()).hexdigest()


def _by_user(rows: list[tuple[Any, ...]]) -> dict[str, str]:
    """A digest per user (the first column), so a mismatch says whose data differs."""
    grouped: dict[str, list[Any]] = {}
    for row in rows:
        grouped.setdefault(str(row[0]), []).append(list(row[1:]))
    return {user: _digest(sorted(items, key=json.dumps)) for user, items in grouped.items()}


def probe() -> dict[str, Any]:
    from memoryflow.models import Memory, PersonaDocument, Topic, WorkflowRun

    memories = [
        (user, layer, title, summary, json.dumps(fields, sort_keys=True))
        for user, layer, title, summary, fields in Memory.objects.values_list(
            "user_id", "layer", "title", "summary", "fields"
        )
    ]
    topics = list(Topic.objects.values_list("user_id", "id", "extraction_status"))
    personas = list(PersonaDocument.objects.values_list("user_id", "persona", "version"))
    statuses: dict[str, int] = {}
    for _, _, status in topics:
        statuses[status] = statuses.get(status, 0) + 1
    runs = list(
        WorkflowRun.objects.values(
            "trigger_message_id",
            "run_id",
            "pipeline",
            "layer",
            "parent_run_id",
            "user_id",
            "finished_at",
        )
    )
    return {
        "digests": {
            "memories": _digest(sorted(memories)),
            "topics": _digest(sorted(topics)),
            "personas": _digest(sorted(personas)),
        },
        "perUser": {
            # user:layer, so a mismatch names the layer too (e.g. identity's order dependence)
            "memories": _by_user([(f"{row[0]}:{row[1]}", *row[2:]) for row in memories]),
            "topics": _by_user(topics),
            "personas": _by_user(personas),
        },
        "counts": {
            "memories": len(memories),
            "topics": statuses,
            "personas": len(personas),
        },
        "openClaims": [r for r in runs if not r["run_id"]],
        "unfinishedRuns": [r for r in runs if r["run_id"] and r["finished_at"] is None],
        "workflowRuns": runs,
    }


def main() -> int:
    sys.path.insert(0, str(ROOT))
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "settings.base")
    import django

    django.setup()
    print(json.dumps(probe(), default=str))
    return 0


if __name__ == "__main__":
    sys.exit(main())
