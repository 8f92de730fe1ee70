"""The counter markers of a user (kept by the triggers of memoryflow 0009) and the partial
indexes the hourly selections read. `users_chatted_keyset` now reads `chatted_topics`."""

from django.db import migrations, models

# memoryflow 0002's triggers refer to `users`; SQLite rebuilds the table to add a NOT NULL
# column and refuses while they exist. memoryflow 0009 replaces them anyway.
OLD_SQLITE_TRIGGERS = (
    "messages_chatted_insert",
    "messages_chatted_delete",
    "messages_chatted_update",
    "topics_chatted_owner",
)


def drop_old_sqlite_triggers(apps, schema_editor):  # type: ignore[no-untyped-def]
    if schema_editor.connection.vendor == "sqlite":
        for name in OLD_SQLITE_TRIGGERS:
            schema_editor.execute(f"DROP TRIGGER IF EXISTS {name}")


class Migration(migrations.Migration):
    dependencies = [("accounts", "0001_initial")]

    operations = [
        migrations.RunPython(drop_old_sqlite_triggers, migrations.RunPython.noop),
        migrations.RemoveIndex(model_name="user", name="users_chatted_keyset"),
        migrations.AddField(
            model_name="user",
            name="chatted_topics",
            field=models.IntegerField(default=0, editable=False),
        ),
        migrations.AddField(
            model_name="user",
            name="pending_topics",
            field=models.IntegerField(default=0, editable=False),
        ),
        migrations.AddField(
            model_name="user",
            name="memory_version",
            field=models.BigIntegerField(default=0, editable=False),
        ),
        migrations.AddField(
            model_name="user",
            name="persona_memory_version",
            field=models.BigIntegerField(default=0, editable=False),
        ),
        migrations.AddField(
            model_name="user",
            name="persona_stale",
            field=models.GeneratedField(
                db_persist=True,
                expression=models.ExpressionWrapper(
                    ~models.Q(memory_version=models.F("persona_memory_version")),
                    output_field=models.BooleanField(),
                ),
                output_field=models.BooleanField(),
            ),
        ),
        migrations.AddIndex(
            model_name="user",
            index=models.Index(
                condition=models.Q(("chatted_topics__gt", 0)),
                fields=["created_at", "id"],
                name="users_chatted_keyset",
            ),
        ),
        migrations.AddIndex(
            model_name="user",
            index=models.Index(
                condition=models.Q(("pending_topics__gt", 0)),
                fields=["created_at", "id"],
                name="users_new_topics_keyset",
            ),
        ),
        migrations.AddIndex(
            model_name="user",
            index=models.Index(
                condition=models.Q(("persona_stale", True)),
                fields=["created_at", "id"],
                name="users_stale_persona_keyset",
            ),
        ),
    ]
