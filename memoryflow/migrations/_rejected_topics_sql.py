"""The SQL of migration 0014 (rejected topics), frozen with it; docs/markers.md explains it.

`users.pending_topics` counts a user's chatted topics that are still new work. Until 0014
that was every status but `completed`; from 0014 a `rejected` topic is settled too. The
triggers that read the status are installed again with the new list, the others are left
as 0009 installed them (on SQLite, the topics triggers are all installed again: adding
the new topic columns rebuilds the table, which drops its triggers).

The triggers still change the counters by arithmetic only (`x = x ± n`, see 0009's
module): only the condition deciding whether a topic contributes 1 changes. Each builder
takes the list of settled statuses, so the migration's way back installs the old
condition with the same code.

On SQLite, adding (or, on the way back, removing) a NOT NULL column rebuilds `topics`:
the rebuild drops the table's own triggers and refuses to run while a trigger of another
table names `topics` (the messages triggers, the users insert trigger). Those are dropped
before the columns change and installed again after, unchanged but for the status list.
"""

from __future__ import annotations

# 0009's module is frozen too: its helpers and its messages triggers (which 0014 installs
# again unchanged, SQLite having dropped them for the rebuild) are used as they are.
from memoryflow.migrations._counter_markers_sql import (
    _NEW_C,
    _NOW,
    _OLD_C,
    _OWN_USER_MESSAGES,
    SQLITE_TRIGGERS,
    _add_to_user,
)

#: The three messages triggers of 0009, the first of its SQLite triggers.
MESSAGES_TRIGGERS = SQLITE_TRIGGERS[:3]

#: Statuses that are not new work, after and before 0014.
SETTLED = ("completed", "rejected")
SETTLED_BEFORE = ("completed",)


def _in(settled: tuple[str, ...]) -> str:
    return "(" + ", ".join(f"'{status}'" for status in settled) + ")"


# --- Postgres ----------------------------------------------------------------------------

# Writers wait while the triggers change and the counter is recomputed, so no status change
# falls between the two. SHARE ROW EXCLUSIVE lets reads through.
POSTGRES_LOCK = "LOCK TABLE users, topics, messages IN SHARE ROW EXCLUSIVE MODE"


def postgres_triggers(settled: tuple[str, ...]) -> str:
    """The function and trigger definitions that mention the status, with `settled`."""
    statuses = _in(settled)
    return f"""
CREATE OR REPLACE FUNCTION memoryflow_marker_topic_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    old_chatted integer := 0;
    old_pending integer := 0;
    new_chatted integer := 0;
    new_pending integer := 0;
BEGIN
    IF TG_OP <> 'INSERT' AND OLD.user_message_count > 0 THEN
        old_chatted := 1;
        old_pending := (OLD.extraction_status NOT IN {statuses})::integer;
    END IF;
    IF TG_OP <> 'DELETE' AND NEW.user_message_count > 0 THEN
        new_chatted := 1;
        new_pending := (NEW.extraction_status NOT IN {statuses})::integer;
    END IF;
    IF TG_OP = 'UPDATE' AND OLD.user_id = NEW.user_id THEN
        PERFORM memoryflow_marker_add_to_user(NEW.user_id, new_chatted - old_chatted, new_pending - old_pending);
    ELSE
        IF TG_OP <> 'INSERT' THEN
            PERFORM memoryflow_marker_add_to_user(OLD.user_id, -old_chatted, -old_pending);
        END IF;
        IF TG_OP <> 'DELETE' THEN
            PERFORM memoryflow_marker_add_to_user(NEW.user_id, new_chatted, new_pending);
        END IF;
    END IF;
    RETURN NULL;
END $$;

DROP TRIGGER IF EXISTS topics_marker_update ON topics;
CREATE TRIGGER topics_marker_update AFTER UPDATE OF user_id, user_message_count, extraction_status ON topics
    FOR EACH ROW WHEN (OLD.user_id IS DISTINCT FROM NEW.user_id
        OR (OLD.user_message_count > 0) <> (NEW.user_message_count > 0)
        OR (OLD.extraction_status IN {statuses}) <> (NEW.extraction_status IN {statuses}))
    EXECUTE FUNCTION memoryflow_marker_topic_changed();

CREATE OR REPLACE FUNCTION memoryflow_marker_user_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    SELECT COUNT(*), COUNT(*) FILTER (WHERE t.extraction_status NOT IN {statuses})
      INTO NEW.chatted_topics, NEW.pending_topics
      FROM topics t WHERE t.user_id = NEW.id AND t.user_message_count > 0;
    NEW.chatted_at := CASE WHEN NEW.chatted_topics > 0 THEN COALESCE(NEW.chatted_at, now()) END;
    RETURN NEW;
END $$;
"""


# --- SQLite ------------------------------------------------------------------------------
# As in 0009: one writer at a time, AFTER triggers that correct the row they just saw.
# Every trigger that names `topics`, in the order they are created.

SQLITE_TRIGGER_NAMES = (
    "messages_marker_insert",
    "messages_marker_delete",
    "messages_marker_update",
    "topics_marker_insert",
    "topics_marker_recount_owner",
    "topics_marker_update",
    "topics_marker_delete",
    "users_marker_insert",
)


SQLITE_DROP = [f"DROP TRIGGER IF EXISTS {name}" for name in SQLITE_TRIGGER_NAMES]


def sqlite_triggers(settled: tuple[str, ...]) -> list[str]:
    """Every trigger that names `topics`, pending counted with `settled`; run SQLITE_DROP
    first."""
    statuses = _in(settled)
    old_p = f"(OLD.user_message_count > 0 AND OLD.extraction_status NOT IN {statuses})"
    new_p = f"(NEW.user_message_count > 0 AND NEW.extraction_status NOT IN {statuses})"
    return [
        *MESSAGES_TRIGGERS,
        # What the row as inserted contributes, then the count corrected to the messages
        # that already point at it (the UPDATE fires topics_marker_update, which passes it on).
        f"""
        CREATE TRIGGER topics_marker_insert AFTER INSERT ON topics
        BEGIN
            {_add_to_user("NEW.user_id", _NEW_C, new_p, _NEW_C)}
            UPDATE topics SET user_message_count = {_OWN_USER_MESSAGES.format(topic="topics")}
             WHERE id = NEW.id
               AND (NEW.user_message_count <> 0
                    OR EXISTS (SELECT 1 FROM messages m WHERE m.topic_id = NEW.id));
        END""",
        f"""
        CREATE TRIGGER topics_marker_recount_owner AFTER UPDATE OF user_id ON topics
        WHEN OLD.user_id IS NOT NEW.user_id
        BEGIN
            UPDATE topics SET user_message_count = {_OWN_USER_MESSAGES.format(topic="topics")}
             WHERE id = NEW.id;
        END""",
        f"""
        CREATE TRIGGER topics_marker_update
        AFTER UPDATE OF user_id, user_message_count, extraction_status ON topics
        WHEN OLD.user_id IS NOT NEW.user_id OR {_OLD_C} <> {_NEW_C} OR {old_p} <> {new_p}
        BEGIN
            {_add_to_user("NEW.user_id", f"({_NEW_C} - {_OLD_C})", f"({new_p} - {old_p})", "OLD.user_id = NEW.user_id")}
            {_add_to_user("OLD.user_id", f"-{_OLD_C}", f"-{old_p}", f"OLD.user_id IS NOT NEW.user_id AND {_OLD_C}")}
            {_add_to_user("NEW.user_id", _NEW_C, new_p, f"OLD.user_id IS NOT NEW.user_id AND {_NEW_C}")}
        END""",
        f"""
        CREATE TRIGGER topics_marker_delete AFTER DELETE ON topics WHEN {_OLD_C}
        BEGIN
            {_add_to_user("OLD.user_id", "-1", f"-{old_p}", "1")}
        END""",
        f"""
        CREATE TRIGGER users_marker_insert AFTER INSERT ON users
        WHEN NEW.chatted_topics <> 0 OR NEW.pending_topics <> 0 OR NEW.chatted_at IS NOT NULL
          OR EXISTS (SELECT 1 FROM topics t WHERE t.user_id = NEW.id)
        BEGIN
            UPDATE users
               SET chatted_topics = (SELECT COUNT(*) FROM topics t
                                      WHERE t.user_id = NEW.id AND t.user_message_count > 0),
                   pending_topics = (SELECT COUNT(*) FROM topics t
                                      WHERE t.user_id = NEW.id AND t.user_message_count > 0
                                        AND t.extraction_status NOT IN {statuses})
             WHERE id = NEW.id;
            UPDATE users
               SET chatted_at = CASE WHEN chatted_topics > 0 THEN COALESCE(chatted_at, {_NOW}) END
             WHERE id = NEW.id;
        END""",
    ]


# --- backfill (both vendors; after the triggers, under the lock on Postgres) --------------


def backfill_pending(settled: tuple[str, ...]) -> str:
    """Recompute `users.pending_topics` from the topics where it differs."""
    pending = f"""(SELECT COUNT(*) FROM topics t
                    WHERE t.user_id = users.id AND t.user_message_count > 0
                      AND t.extraction_status NOT IN {_in(settled)})"""
    return f"UPDATE users SET pending_topics = {pending} WHERE pending_topics <> {pending}"
