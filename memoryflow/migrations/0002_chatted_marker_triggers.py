"""Keep `users.chatted_at` exact on every write path with database triggers.

`chatted_at` = the earliest `user`-role message a user wrote in a topic they own, or NULL.
Triggers (not Django signals) because bulk inserts, raw SQL and cascades bypass signals,
and the hourly dry-run count must equal what a real run processes.
"""

from __future__ import annotations

from django.db import migrations

# The one definition of "has chatted", recomputed for one user (:uid placeholder per vendor).
_RECOMPUTE = """
    (SELECT MIN(m.created_at)
       FROM messages m
       JOIN topics t ON t.id = m.topic_id AND t.user_id = m.user_id
      WHERE m.user_id = {uid} AND m.role = 'user')
"""

POSTGRES_FORWARD = f"""
CREATE OR REPLACE FUNCTION memoryflow_refresh_chatted_at(uid bigint) RETURNS void AS $$
    UPDATE users SET chatted_at = {_RECOMPUTE.format(uid="uid")} WHERE id = uid;
$$ LANGUAGE sql;

CREATE OR REPLACE FUNCTION memoryflow_messages_chatted() RETURNS trigger AS $$
BEGIN
    IF TG_OP = 'INSERT' THEN
        -- The hot path (every chat message): touch users only for the first own-topic
        -- user message, or an earlier one.
        IF NEW.role = 'user' THEN
            UPDATE users u SET chatted_at = NEW.created_at
             WHERE u.id = NEW.user_id
               AND (u.chatted_at IS NULL OR u.chatted_at > NEW.created_at)
               AND EXISTS (SELECT 1 FROM topics t WHERE t.id = NEW.topic_id AND t.user_id = NEW.user_id);
        END IF;
    ELSIF TG_OP = 'DELETE' THEN
        IF OLD.role = 'user' THEN
            PERFORM memoryflow_refresh_chatted_at(OLD.user_id);
        END IF;
    ELSIF (OLD.role, OLD.user_id, OLD.topic_id, OLD.created_at)
          IS DISTINCT FROM (NEW.role, NEW.user_id, NEW.topic_id, NEW.created_at) THEN
        PERFORM memoryflow_refresh_chatted_at(OLD.user_id);
        IF NEW.user_id <> OLD.user_id THEN
            PERFORM memoryflow_refresh_chatted_at(NEW.user_id);
        END IF;
    END IF;
    RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER messages_chatted
    AFTER INSERT OR UPDATE OR DELETE ON messages
    FOR EACH ROW EXECUTE FUNCTION memoryflow_messages_chatted();

CREATE OR REPLACE FUNCTION memoryflow_topics_chatted() RETURNS trigger AS $$
BEGIN
    PERFORM memoryflow_refresh_chatted_at(OLD.user_id);
    PERFORM memoryflow_refresh_chatted_at(NEW.user_id);
    RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER topics_chatted_owner
    AFTER UPDATE OF user_id ON topics
    FOR EACH ROW WHEN (OLD.user_id IS DISTINCT FROM NEW.user_id)
    EXECUTE FUNCTION memoryflow_topics_chatted();
"""

POSTGRES_BACKWARD = """
DROP TRIGGER IF EXISTS topics_chatted_owner ON topics;
DROP FUNCTION IF EXISTS memoryflow_topics_chatted();
DROP TRIGGER IF EXISTS messages_chatted ON messages;
DROP FUNCTION IF EXISTS memoryflow_messages_chatted();
DROP FUNCTION IF EXISTS memoryflow_refresh_chatted_at(bigint);
"""

SQLITE_FORWARD = [
    """
    CREATE TRIGGER messages_chatted_insert AFTER INSERT ON messages WHEN NEW.role = 'user'
    BEGIN
        UPDATE users SET chatted_at = NEW.created_at
         WHERE id = NEW.user_id
           AND (chatted_at IS NULL OR chatted_at > NEW.created_at)
           AND EXISTS (SELECT 1 FROM topics t WHERE t.id = NEW.topic_id AND t.user_id = NEW.user_id);
    END
    """,
    f"""
    CREATE TRIGGER messages_chatted_delete AFTER DELETE ON messages WHEN OLD.role = 'user'
    BEGIN
        UPDATE users SET chatted_at = {_RECOMPUTE.format(uid="OLD.user_id")} WHERE id = OLD.user_id;
    END
    """,
    f"""
    CREATE TRIGGER messages_chatted_update AFTER UPDATE OF role, user_id, topic_id, created_at ON messages
    BEGIN
        UPDATE users SET chatted_at = {_RECOMPUTE.format(uid="users.id")}
         WHERE id IN (OLD.user_id, NEW.user_id);
    END
    """,
    f"""
    CREATE TRIGGER topics_chatted_owner AFTER UPDATE OF user_id ON topics
    WHEN OLD.user_id IS NOT NEW.user_id
    BEGIN
        UPDATE users SET chatted_at = {_RECOMPUTE.format(uid="users.id")}
         WHERE id IN (OLD.user_id, NEW.user_id);
    END
    """,
]

SQLITE_BACKWARD = [
    "DROP TRIGGER IF EXISTS messages_chatted_insert",
    "DROP TRIGGER IF EXISTS messages_chatted_delete",
    "DROP TRIGGER IF EXISTS messages_chatted_update",
    "DROP TRIGGER IF EXISTS topics_chatted_owner",
]


def _run(statements_by_vendor: dict[str, str | list[str]]):  # type: ignore[no-untyped-def]
    def run(apps, schema_editor):  # type: ignore[no-untyped-def]
        vendor = schema_editor.connection.vendor
        if vendor not in statements_by_vendor:
            raise RuntimeError(f"memoryflow supports sqlite and postgresql, not {vendor}")
        statements = statements_by_vendor[vendor]
        for statement in [statements] if isinstance(statements, str) else statements:
            schema_editor.execute(statement)

    return run


class Migration(migrations.Migration):
    dependencies = [
        ("accounts", "0001_initial"),
        ("memoryflow", "0001_initial"),
    ]

    operations = [
        migrations.RunPython(
            _run({"postgresql": POSTGRES_FORWARD, "sqlite": SQLITE_FORWARD}),
            _run({"postgresql": POSTGRES_BACKWARD, "sqlite": SQLITE_BACKWARD}),
        ),
    ]
