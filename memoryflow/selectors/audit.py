"""The audit trail as the admin shows it. Rows come newest first (the model's order)."""

from __future__ import annotations

from django.db.models import QuerySet

from memoryflow.models import AuditLog


def recent_audit(*, limit: int = 10) -> QuerySet[AuditLog]:
    """The newest `limit` audit rows, whatever their target."""
    return AuditLog.objects.all()[:limit]


def audit_of_target(*, target_type: str, target_id: str, limit: int = 20) -> QuerySet[AuditLog]:
    """The newest `limit` audit rows about one target (a task, a run, a user…)."""
    return AuditLog.objects.filter(target_type=target_type, target_id=target_id)[:limit]


def audited_actions(*, target_type: str, target_id: str) -> set[str]:
    """Every action the audit recorded on one target."""
    rows = AuditLog.objects.filter(target_type=target_type, target_id=target_id)
    return set(rows.values_list("action", flat=True))
