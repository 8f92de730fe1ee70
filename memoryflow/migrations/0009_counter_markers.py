"""Counter markers replace the `chatted_at` triggers (0002, 0007), with a backfill.

Adds `topics.user_message_count` (the user columns come from accounts 0002), drops the old
triggers, recomputes every counter from the rows already there, and installs the counting
triggers of `_counter_markers_sql` for the database in use. On Postgres the tables are
locked against writes (reads continue) until the migration commits, so no write falls
between the backfill and the triggers.
"""

from __future__ import annotations

import importlib

from django.db import migrations, models

from memoryflow.migrations import _counter_markers_sql as sql


def _execute(schema_editor, statements):  # type: ignore[no-untyped-def]
    for statement in statements:
        schema_editor.execute(statement, params=None)


def _vendor(schema_editor):  # type: ignore[no-untyped-def]
    vendor = schema_editor.connection.vendor
    if vendor not in ("postgresql", "sqlite"):
        raise RuntimeError(f"memoryflow supports sqlite and postgresql, not {vendor}")
    return vendor


def drop_old_triggers(apps, schema_editor):  # type: ignore[no-untyped-def]
    # Before the new column: SQLite rebuilds `topics` to add it, which fails while the
    # old triggers still refer to the table.
    if _vendor(schema_editor) == "postgresql":
        _execute(schema_editor, [sql.POSTGRES_LOCK, sql.POSTGRES_DROP_OLD])
    else:
        _execute(schema_editor, sql.SQLITE_DROP_OLD)


def restore_old_triggers(apps, schema_editor):  # type: ignore[no-untyped-def]
    """Back to 0008: the old triggers (0002, then 0007's plpgsql refresh) and their marker."""
    old_triggers = importlib.import_module("memoryflow.migrations.0002_chatted_marker_triggers")
    old_refresh = importlib.import_module("memoryflow.migrations.0007_chatted_marker_plpgsql")
    if _vendor(schema_editor) == "postgresql":
        steps = [old_triggers.POSTGRES_FORWARD, old_refresh.FORWARD]
    else:
        steps = list(old_triggers.SQLITE_FORWARD)
    _execute(schema_editor, [*steps, sql.RESTORE_CHATTED_AT])


def install(apps, schema_editor):  # type: ignore[no-untyped-def]
    if _vendor(schema_editor) == "postgresql":
        _execute(schema_editor, [*sql.BACKFILL, sql.POSTGRES_TRIGGERS, sql.POSTGRES_STATISTICS])
    else:
        _execute(schema_editor, [*sql.BACKFILL, *sql.SQLITE_TRIGGERS])


def uninstall(apps, schema_editor):  # type: ignore[no-untyped-def]
    drop = [sql.POSTGRES_DROP] if _vendor(schema_editor) == "postgresql" else sql.SQLITE_DROP
    _execute(schema_editor, drop)


class Migration(migrations.Migration):
    dependencies = [
        ("accounts", "0002_counter_markers"),
        ("memoryflow", "0008_workflow_run_unique_run_id"),
    ]

    operations = [
        migrations.RunPython(drop_old_triggers, restore_old_triggers),
        migrations.AddField(
            model_name="topic",
            name="user_message_count",
            field=models.IntegerField(default=0, editable=False),
        ),
        migrations.RunPython(install, uninstall),
    ]
