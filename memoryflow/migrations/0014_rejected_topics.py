"""Rejected topics: a status for topics that failed for good, and an attempt budget.

Adds `topics.extraction_attempts` and `topics.extraction_failure_run_id`, the `rejected`
status, and makes `rejected` settled like `completed`: the partial index of the hourly
selection leaves it out, and the counting triggers of `_rejected_topics_sql` stop counting
it in `users.pending_topics`, which is recomputed here. On Postgres the tables are locked
against writes (reads continue) until the migration commits.

On SQLite, adding the columns rebuilds `topics`, which needs every trigger naming the
table out of the way: they are dropped before the columns change and installed after, on
the way there and back.
"""

from __future__ import annotations

from django.db import migrations, models

from memoryflow.migrations import _rejected_topics_sql as sql


def _vendor(schema_editor):  # type: ignore[no-untyped-def]
    vendor = schema_editor.connection.vendor
    if vendor not in ("postgresql", "sqlite"):
        raise RuntimeError(f"memoryflow supports sqlite and postgresql, not {vendor}")
    return vendor


def _execute(schema_editor, statements):  # type: ignore[no-untyped-def]
    for statement in statements:
        schema_editor.execute(statement, params=None)


def _install(schema_editor, settled):  # type: ignore[no-untyped-def]
    if _vendor(schema_editor) == "postgresql":
        statements = [sql.POSTGRES_LOCK, sql.postgres_triggers(settled)]
    else:
        statements = [*sql.SQLITE_DROP, *sql.sqlite_triggers(settled)]
    _execute(schema_editor, [*statements, sql.backfill_pending(settled)])


def drop_sqlite_triggers(apps, schema_editor):  # type: ignore[no-untyped-def]
    """Before SQLite rebuilds `topics` (Postgres alters it in place, triggers and all)."""
    if _vendor(schema_editor) == "sqlite":
        _execute(schema_editor, sql.SQLITE_DROP)


def settle_rejected(apps, schema_editor):  # type: ignore[no-untyped-def]
    _install(schema_editor, sql.SETTLED)


def count_rejected_again(apps, schema_editor):  # type: ignore[no-untyped-def]
    _install(schema_editor, sql.SETTLED_BEFORE)


class Migration(migrations.Migration):
    dependencies = [("memoryflow", "0013_persona_inputs_fingerprint")]

    operations = [
        # On the way back this runs last, once SQLite has rebuilt `topics` without the columns.
        migrations.RunPython(drop_sqlite_triggers, count_rejected_again),
        migrations.RemoveIndex(model_name="topic", name="topics_user_not_completed"),
        migrations.AddField(
            model_name="topic",
            name="extraction_attempts",
            field=models.PositiveIntegerField(default=0),
        ),
        migrations.AddField(
            model_name="topic",
            name="extraction_failure_run_id",
            field=models.CharField(blank=True, max_length=64),
        ),
        migrations.AlterField(
            model_name="topic",
            name="extraction_status",
            field=models.CharField(
                choices=[
                    ("pending", "Pending"),
                    ("identity_pending", "Identity Pending"),
                    ("completed", "Completed"),
                    ("failed", "Failed"),
                    ("rejected", "Rejected"),
                ],
                default="pending",
                max_length=16,
            ),
        ),
        migrations.AddIndex(
            model_name="topic",
            index=models.Index(
                condition=~models.Q(extraction_status__in=["completed", "rejected"]),
                fields=["user", "created_at", "id"],
                name="topics_user_new_work",
            ),
        ),
        migrations.RunPython(settle_rejected, drop_sqlite_triggers),
    ]
