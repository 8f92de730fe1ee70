"""Delete the demo population (users named `demo-…`) and everything that hangs off it."""

from __future__ import annotations

from typing import Any

from django.db import connection, models, transaction

from accounts.models import User, UserSettings
from memoryflow.demo.population import DEMO_USERNAME_PREFIX
from memoryflow.models import Message, Topic


def _release_references(
    model: type[models.Model], doomed: models.QuerySet[Any], skip: set[type[models.Model]]
) -> None:
    """Delete (or null, for SET_NULL) the rows of small tables that point at `doomed`."""
    for relation in model._meta.related_objects:
        related_model = relation.field.model  # what `relation.related_model` returns
        if related_model in skip or not relation.field.concrete:
            continue
        name = relation.field.name
        related = related_model._base_manager.filter(**{f"{name}__in": doomed})
        if relation.on_delete is models.SET_NULL:
            related.update(**{name: None})
        else:
            related.delete()  # the ORM applies their own cascades


def delete_demo_data() -> int:
    """Delete every demo user and everything they own; returns the number of users deleted.

    Small dependents go through the ORM. The big tables are deleted with plain SQL, users
    first: foreign keys are deferred to commit, so the marker triggers of the topic and
    message deletes find no user (or topic) row to update and cost little.
    """
    demo = User.objects.filter(username__startswith=DEMO_USERNAME_PREFIX)
    with transaction.atomic():
        _release_references(User, demo, skip={Topic, Message, UserSettings})
        _release_references(Topic, Topic.objects.filter(user__in=demo), skip={Message})
        for m2m in User._meta.many_to_many:
            through = m2m.remote_field.through
            assert through is not None  # a model once the app registry is ready
            through._default_manager.filter(user__in=demo).delete()  # `objects`: auto-created
        with connection.cursor() as cursor:
            cursor.execute("DELETE FROM users WHERE username LIKE %s", [f"{DEMO_USERNAME_PREFIX}%"])
            deleted: int = cursor.rowcount
            if deleted:
                orphan = "NOT EXISTS (SELECT 1 FROM users u WHERE u.id = {table}.user_id)"
                for table in ("user_settings", "topics"):
                    cursor.execute(f"DELETE FROM {table} WHERE {orphan.format(table=table)}")
                cursor.execute(
                    f"DELETE FROM messages WHERE {orphan.format(table='messages')}"
                    " OR NOT EXISTS (SELECT 1 FROM topics t WHERE t.id = messages.topic_id)"
                )
    return deleted
