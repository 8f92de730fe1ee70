"""The SQL of migration 0009 (counter markers), frozen with it; docs/markers.md explains it.

Every trigger changes a counter by arithmetic (`x = x ± n`) under the row lock the UPDATE
takes, and never re-derives a counter from other rows: under READ COMMITTED a re-derivation
inside a trigger reads a snapshot that misses a concurrent, not yet committed write, which
is how the old `chatted_at` triggers could end up NULL for a user who had chatted.

The two exceptions count rows that cannot have a concurrent writer yet: a topic being
inserted (messages written before it, as restores and deferred foreign keys allow) and a
topic changing owner (its row is locked by then; a message insert racing it re-checks the
new owner when it gets the lock).

Counters (each a contribution the row below adds to the row above):
  topics.user_message_count  its `user` messages whose author owns the topic
  users.chatted_topics       its topics with user_message_count > 0
  users.pending_topics       of those, the ones with extraction_status <> 'completed'
  users.chatted_at           set when chatted_topics turns positive, NULL when it is 0 again
  users.memory_version       +1 on every insert, change and delete of one of its memories
"""

# --- Postgres ----------------------------------------------------------------------------

POSTGRES_DROP_OLD = """
DROP TRIGGER IF EXISTS topics_chatted_owner ON topics;
DROP FUNCTION IF EXISTS memoryflow_topics_chatted();
DROP TRIGGER IF EXISTS messages_chatted ON messages;
DROP FUNCTION IF EXISTS memoryflow_messages_chatted();
DROP FUNCTION IF EXISTS memoryflow_refresh_chatted_at(bigint);
"""

# Writers wait while the counters are recomputed and the triggers installed, so no write
# slips between the backfill and the first trigger. SHARE ROW EXCLUSIVE lets reads through.
POSTGRES_LOCK = "LOCK TABLE users, topics, messages, memories IN SHARE ROW EXCLUSIVE MODE"

POSTGRES_TRIGGERS = """
-- messages -> topics.user_message_count. Inserts and deletes per statement, from its
-- transition table: one UPDATE per topic a statement touches instead of one per row, so a
-- bulk insert (bulk_create) or a cascade costs little more than the rows themselves.
CREATE FUNCTION memoryflow_marker_messages_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE topics t SET user_message_count = t.user_message_count + n.added
      FROM (SELECT topic_id, user_id, COUNT(*) AS added FROM inserted_messages
             WHERE role = 'user' GROUP BY topic_id, user_id) n
     WHERE t.id = n.topic_id AND t.user_id = n.user_id;
    RETURN NULL;
END $$;
CREATE TRIGGER messages_marker_insert AFTER INSERT ON messages
    REFERENCING NEW TABLE AS inserted_messages
    FOR EACH STATEMENT EXECUTE FUNCTION memoryflow_marker_messages_inserted();

CREATE FUNCTION memoryflow_marker_messages_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE topics t SET user_message_count = t.user_message_count - n.removed
      FROM (SELECT topic_id, user_id, COUNT(*) AS removed FROM deleted_messages
             WHERE role = 'user' GROUP BY topic_id, user_id) n
     WHERE t.id = n.topic_id AND t.user_id = n.user_id;
    RETURN NULL;
END $$;
CREATE TRIGGER messages_marker_delete AFTER DELETE ON messages
    REFERENCING OLD TABLE AS deleted_messages
    FOR EACH STATEMENT EXECUTE FUNCTION memoryflow_marker_messages_deleted();

CREATE FUNCTION memoryflow_marker_message_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF OLD.role = 'user' THEN
        UPDATE topics SET user_message_count = user_message_count - 1
         WHERE id = OLD.topic_id AND user_id = OLD.user_id;
    END IF;
    IF NEW.role = 'user' THEN
        UPDATE topics SET user_message_count = user_message_count + 1
         WHERE id = NEW.topic_id AND user_id = NEW.user_id;
    END IF;
    RETURN NULL;
END $$;
CREATE TRIGGER messages_marker_update AFTER UPDATE OF role, topic_id, user_id ON messages
    FOR EACH ROW WHEN ((OLD.role = 'user' OR NEW.role = 'user')
        AND (OLD.role, OLD.topic_id, OLD.user_id) IS DISTINCT FROM (NEW.role, NEW.topic_id, NEW.user_id))
    EXECUTE FUNCTION memoryflow_marker_message_update();

-- TRUNCATE fires no row trigger: zero the counters; the topics trigger below passes the
-- change on to the users.
CREATE FUNCTION memoryflow_marker_messages_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE topics SET user_message_count = 0 WHERE user_message_count <> 0;
    RETURN NULL;
END $$;
CREATE TRIGGER messages_marker_truncate AFTER TRUNCATE ON messages
    FOR EACH STATEMENT EXECUTE FUNCTION memoryflow_marker_messages_truncate();

-- A topic's own count when it is inserted (messages may already point at its id) or
-- changes owner (the count is per owner). The row is new or locked here, see above.
CREATE FUNCTION memoryflow_marker_topic_recount() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    NEW.user_message_count := (
        SELECT COUNT(*) FROM messages m
         WHERE m.topic_id = NEW.id AND m.role = 'user' AND m.user_id = NEW.user_id);
    RETURN NEW;
END $$;
CREATE TRIGGER topics_marker_recount_insert BEFORE INSERT ON topics
    FOR EACH ROW EXECUTE FUNCTION memoryflow_marker_topic_recount();
CREATE TRIGGER topics_marker_recount_owner BEFORE UPDATE OF user_id ON topics
    FOR EACH ROW WHEN (OLD.user_id IS DISTINCT FROM NEW.user_id)
    EXECUTE FUNCTION memoryflow_marker_topic_recount();

-- topics -> users.chatted_topics, pending_topics, chatted_at
CREATE FUNCTION memoryflow_marker_add_to_user(uid bigint, chatted integer, pending integer)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
    IF chatted = 0 AND pending = 0 THEN
        RETURN;
    END IF;
    UPDATE users
       SET chatted_topics = chatted_topics + chatted,
           pending_topics = pending_topics + pending,
           chatted_at = CASE WHEN chatted_topics + chatted > 0 THEN COALESCE(chatted_at, now()) END
     WHERE id = uid;
END $$;

CREATE FUNCTION memoryflow_marker_topic_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    old_chatted integer := 0;
    old_pending integer := 0;
    new_chatted integer := 0;
    new_pending integer := 0;
BEGIN
    IF TG_OP <> 'INSERT' AND OLD.user_message_count > 0 THEN
        old_chatted := 1;
        old_pending := (OLD.extraction_status <> 'completed')::integer;
    END IF;
    IF TG_OP <> 'DELETE' AND NEW.user_message_count > 0 THEN
        new_chatted := 1;
        new_pending := (NEW.extraction_status <> 'completed')::integer;
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
CREATE TRIGGER topics_marker_insert AFTER INSERT ON topics
    FOR EACH ROW WHEN (NEW.user_message_count > 0)
    EXECUTE FUNCTION memoryflow_marker_topic_changed();
CREATE TRIGGER topics_marker_update AFTER UPDATE OF user_id, user_message_count, extraction_status ON topics
    FOR EACH ROW WHEN (OLD.user_id IS DISTINCT FROM NEW.user_id
        OR (OLD.user_message_count > 0) <> (NEW.user_message_count > 0)
        OR (OLD.extraction_status = 'completed') <> (NEW.extraction_status = 'completed'))
    EXECUTE FUNCTION memoryflow_marker_topic_changed();
CREATE TRIGGER topics_marker_delete AFTER DELETE ON topics
    FOR EACH ROW WHEN (OLD.user_message_count > 0)
    EXECUTE FUNCTION memoryflow_marker_topic_changed();

CREATE FUNCTION memoryflow_marker_topics_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE users SET chatted_topics = 0, pending_topics = 0, chatted_at = NULL
     WHERE chatted_topics <> 0 OR pending_topics <> 0 OR chatted_at IS NOT NULL;
    RETURN NULL;
END $$;
CREATE TRIGGER topics_marker_truncate AFTER TRUNCATE ON topics
    FOR EACH STATEMENT EXECUTE FUNCTION memoryflow_marker_topics_truncate();

-- A user row inserted after its topics (restores, deferred foreign keys) starts from them;
-- whatever counter values the INSERT carried are replaced.
CREATE FUNCTION memoryflow_marker_user_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    SELECT COUNT(*), COUNT(*) FILTER (WHERE t.extraction_status <> 'completed')
      INTO NEW.chatted_topics, NEW.pending_topics
      FROM topics t WHERE t.user_id = NEW.id AND t.user_message_count > 0;
    NEW.chatted_at := CASE WHEN NEW.chatted_topics > 0 THEN COALESCE(NEW.chatted_at, now()) END;
    RETURN NEW;
END $$;
CREATE TRIGGER users_marker_insert BEFORE INSERT ON users
    FOR EACH ROW EXECUTE FUNCTION memoryflow_marker_user_insert();

-- memories -> users.memory_version
CREATE FUNCTION memoryflow_marker_memory_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP <> 'INSERT' THEN
        UPDATE users SET memory_version = memory_version + 1 WHERE id = OLD.user_id;
    END IF;
    IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.user_id <> OLD.user_id) THEN
        UPDATE users SET memory_version = memory_version + 1 WHERE id = NEW.user_id;
    END IF;
    RETURN NULL;
END $$;
CREATE TRIGGER memories_marker_insert AFTER INSERT ON memories
    FOR EACH ROW EXECUTE FUNCTION memoryflow_marker_memory_changed();
CREATE TRIGGER memories_marker_update AFTER UPDATE ON memories
    FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*)
    EXECUTE FUNCTION memoryflow_marker_memory_changed();
CREATE TRIGGER memories_marker_delete AFTER DELETE ON memories
    FOR EACH ROW EXECUTE FUNCTION memoryflow_marker_memory_changed();

-- Every user who ever had a memory has memory_version > 0: they are the ones a TRUNCATE
-- can have changed.
CREATE FUNCTION memoryflow_marker_memories_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE users SET memory_version = memory_version + 1 WHERE memory_version > 0;
    RETURN NULL;
END $$;
CREATE TRIGGER memories_marker_truncate AFTER TRUNCATE ON memories
    FOR EACH STATEMENT EXECUTE FUNCTION memoryflow_marker_memories_truncate();
"""

# The selections exclude opted-out users with NOT EXISTS on user_settings; without
# statistics on `memory -> 'enabled'` Postgres guesses 0.5% of the rows match and, for the
# last keyset page, reads every opted-out user in a merge anti-join. With them it probes.
POSTGRES_STATISTICS = """
CREATE STATISTICS IF NOT EXISTS user_settings_memory_enabled ON ((memory -> 'enabled'))
    FROM user_settings;
ANALYZE user_settings;
"""

POSTGRES_DROP = """
DROP STATISTICS IF EXISTS user_settings_memory_enabled;
DROP TRIGGER IF EXISTS messages_marker_insert ON messages;
DROP TRIGGER IF EXISTS messages_marker_delete ON messages;
DROP TRIGGER IF EXISTS messages_marker_update ON messages;
DROP TRIGGER IF EXISTS messages_marker_truncate ON messages;
DROP TRIGGER IF EXISTS topics_marker_recount_insert ON topics;
DROP TRIGGER IF EXISTS topics_marker_recount_owner ON topics;
DROP TRIGGER IF EXISTS topics_marker_insert ON topics;
DROP TRIGGER IF EXISTS topics_marker_update ON topics;
DROP TRIGGER IF EXISTS topics_marker_delete ON topics;
DROP TRIGGER IF EXISTS topics_marker_truncate ON topics;
DROP TRIGGER IF EXISTS users_marker_insert ON users;
DROP TRIGGER IF EXISTS memories_marker_insert ON memories;
DROP TRIGGER IF EXISTS memories_marker_update ON memories;
DROP TRIGGER IF EXISTS memories_marker_delete ON memories;
DROP TRIGGER IF EXISTS memories_marker_truncate ON memories;
DROP FUNCTION IF EXISTS memoryflow_marker_messages_inserted();
DROP FUNCTION IF EXISTS memoryflow_marker_messages_deleted();
DROP FUNCTION IF EXISTS memoryflow_marker_message_update();
DROP FUNCTION IF EXISTS memoryflow_marker_messages_truncate();
DROP FUNCTION IF EXISTS memoryflow_marker_topic_recount();
DROP FUNCTION IF EXISTS memoryflow_marker_topic_changed();
DROP FUNCTION IF EXISTS memoryflow_marker_add_to_user(bigint, integer, integer);
DROP FUNCTION IF EXISTS memoryflow_marker_topics_truncate();
DROP FUNCTION IF EXISTS memoryflow_marker_user_insert();
DROP FUNCTION IF EXISTS memoryflow_marker_memory_changed();
DROP FUNCTION IF EXISTS memoryflow_marker_memories_truncate();
"""

# --- SQLite ------------------------------------------------------------------------------
# One writer at a time, so no races; SQLite has no TRUNCATE (a bare DELETE fires the row
# triggers when there are any) and its BEFORE triggers cannot change NEW, hence AFTER
# triggers that correct the row they just saw written.

_NOW = "strftime('%Y-%m-%d %H:%M:%f', 'now')"
_OWN_USER_MESSAGES = (
    "(SELECT COUNT(*) FROM messages m"
    " WHERE m.topic_id = {topic}.id AND m.role = 'user' AND m.user_id = {topic}.user_id)"
)
_OLD_C, _NEW_C = "(OLD.user_message_count > 0)", "(NEW.user_message_count > 0)"
_OLD_P = "(OLD.user_message_count > 0 AND OLD.extraction_status <> 'completed')"
_NEW_P = "(NEW.user_message_count > 0 AND NEW.extraction_status <> 'completed')"


def _add_to_user(uid: str, chatted: str, pending: str, condition: str) -> str:
    return f"""
        UPDATE users
           SET chatted_topics = chatted_topics + {chatted},
               pending_topics = pending_topics + {pending},
               chatted_at = CASE WHEN chatted_topics + {chatted} > 0
                                 THEN COALESCE(chatted_at, {_NOW}) END
         WHERE id = {uid} AND {condition};"""


_MEMORY_COLUMNS = (
    "user_id layer category type title summary details tags fields source_topic_id"
    " source_message_ids fingerprint captured_at updated_at"
).split()

SQLITE_DROP_OLD = [
    "DROP TRIGGER IF EXISTS messages_chatted_insert",
    "DROP TRIGGER IF EXISTS messages_chatted_delete",
    "DROP TRIGGER IF EXISTS messages_chatted_update",
    "DROP TRIGGER IF EXISTS topics_chatted_owner",
]

SQLITE_TRIGGERS = [
    """
    CREATE TRIGGER messages_marker_insert AFTER INSERT ON messages WHEN NEW.role = 'user'
    BEGIN
        UPDATE topics SET user_message_count = user_message_count + 1
         WHERE id = NEW.topic_id AND user_id = NEW.user_id;
    END""",
    """
    CREATE TRIGGER messages_marker_delete AFTER DELETE ON messages WHEN OLD.role = 'user'
    BEGIN
        UPDATE topics SET user_message_count = user_message_count - 1
         WHERE id = OLD.topic_id AND user_id = OLD.user_id;
    END""",
    """
    CREATE TRIGGER messages_marker_update AFTER UPDATE OF role, topic_id, user_id ON messages
    WHEN (OLD.role = 'user' OR NEW.role = 'user')
     AND (OLD.role IS NOT NEW.role OR OLD.topic_id IS NOT NEW.topic_id OR OLD.user_id IS NOT NEW.user_id)
    BEGIN
        UPDATE topics SET user_message_count = user_message_count - 1
         WHERE OLD.role = 'user' AND id = OLD.topic_id AND user_id = OLD.user_id;
        UPDATE topics SET user_message_count = user_message_count + 1
         WHERE NEW.role = 'user' AND id = NEW.topic_id AND user_id = NEW.user_id;
    END""",
    # What the row as inserted contributes, then the count corrected to the messages that
    # already point at it (the UPDATE fires topics_marker_update, which passes it on).
    f"""
    CREATE TRIGGER topics_marker_insert AFTER INSERT ON topics
    BEGIN
        {_add_to_user("NEW.user_id", _NEW_C, _NEW_P, _NEW_C)}
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
    WHEN OLD.user_id IS NOT NEW.user_id OR {_OLD_C} <> {_NEW_C} OR {_OLD_P} <> {_NEW_P}
    BEGIN
        {_add_to_user("NEW.user_id", f"({_NEW_C} - {_OLD_C})", f"({_NEW_P} - {_OLD_P})", "OLD.user_id = NEW.user_id")}
        {_add_to_user("OLD.user_id", f"-{_OLD_C}", f"-{_OLD_P}", f"OLD.user_id IS NOT NEW.user_id AND {_OLD_C}")}
        {_add_to_user("NEW.user_id", _NEW_C, _NEW_P, f"OLD.user_id IS NOT NEW.user_id AND {_NEW_C}")}
    END""",
    f"""
    CREATE TRIGGER topics_marker_delete AFTER DELETE ON topics WHEN {_OLD_C}
    BEGIN
        {_add_to_user("OLD.user_id", "-1", f"-{_OLD_P}", "1")}
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
                                    AND t.extraction_status <> 'completed')
         WHERE id = NEW.id;
        UPDATE users
           SET chatted_at = CASE WHEN chatted_topics > 0 THEN COALESCE(chatted_at, {_NOW}) END
         WHERE id = NEW.id;
    END""",
    """
    CREATE TRIGGER memories_marker_insert AFTER INSERT ON memories
    BEGIN
        UPDATE users SET memory_version = memory_version + 1 WHERE id = NEW.user_id;
    END""",
    f"""
    CREATE TRIGGER memories_marker_update AFTER UPDATE ON memories
    WHEN {" OR ".join(f"OLD.{c} IS NOT NEW.{c}" for c in _MEMORY_COLUMNS)}
    BEGIN
        UPDATE users SET memory_version = memory_version + 1
         WHERE id = OLD.user_id OR id = NEW.user_id;
    END""",
    """
    CREATE TRIGGER memories_marker_delete AFTER DELETE ON memories
    BEGIN
        UPDATE users SET memory_version = memory_version + 1 WHERE id = OLD.user_id;
    END""",
]

SQLITE_DROP = [
    f"DROP TRIGGER IF EXISTS {name}"
    for name in (
        "messages_marker_insert",
        "messages_marker_delete",
        "messages_marker_update",
        "topics_marker_insert",
        "topics_marker_recount_owner",
        "topics_marker_update",
        "topics_marker_delete",
        "users_marker_insert",
        "memories_marker_insert",
        "memories_marker_update",
        "memories_marker_delete",
    )
]

# --- backfill (both vendors; runs before the triggers exist, every counter starting at 0) --

BACKFILL = [
    # Topics: their owner's user messages. Reads the partial index messages_user_role.
    f"""
    UPDATE topics SET user_message_count = {_OWN_USER_MESSAGES.format(topic="topics")}
     WHERE EXISTS (SELECT 1 FROM messages m
                    WHERE m.topic_id = topics.id AND m.role = 'user' AND m.user_id = topics.user_id)""",
    """
    UPDATE users
       SET chatted_topics = (SELECT COUNT(*) FROM topics t
                              WHERE t.user_id = users.id AND t.user_message_count > 0),
           pending_topics = (SELECT COUNT(*) FROM topics t
                              WHERE t.user_id = users.id AND t.user_message_count > 0
                                AND t.extraction_status <> 'completed')
     WHERE EXISTS (SELECT 1 FROM topics t WHERE t.user_id = users.id AND t.user_message_count > 0)""",
    # chatted_at keeps its old value where it was right; the first own user message where
    # it was missing (the old triggers' meaning); NULL where the user has not chatted.
    "UPDATE users SET chatted_at = NULL WHERE chatted_topics = 0 AND chatted_at IS NOT NULL",
    """
    UPDATE users
       SET chatted_at = (SELECT MIN(m.created_at) FROM messages m
                           JOIN topics t ON t.id = m.topic_id AND t.user_id = m.user_id
                          WHERE m.user_id = users.id AND m.role = 'user')
     WHERE chatted_topics > 0 AND chatted_at IS NULL""",
    # Memories present: version 1. A persona that exists is taken as composed from them
    # (the previous code rewrote every persona each hour), so deploying does not recompose
    # every persona at once; users with memories but no persona get one on the next run.
    "UPDATE users SET memory_version = 1 WHERE EXISTS (SELECT 1 FROM memories m WHERE m.user_id = users.id)",
    """
    UPDATE users SET persona_memory_version = 1
     WHERE memory_version = 1
       AND EXISTS (SELECT 1 FROM persona_documents p WHERE p.user_id = users.id)""",
]

# Going back to 0008: the old triggers compute chatted_at as "first own user message".
RESTORE_CHATTED_AT = """
    UPDATE users
       SET chatted_at = (SELECT MIN(m.created_at) FROM messages m
                           JOIN topics t ON t.id = m.topic_id AND t.user_id = m.user_id
                          WHERE m.user_id = users.id AND m.role = 'user')"""
