"""The store's tables, and the upgrade of a store made before a column was added.

Apart from `store.py` so the shape of the data reads in one place, without the
pending-write machinery around it; the store runs `SCHEMA` and `_upgrade` once, when it
opens its connection.
"""

from __future__ import annotations

import sqlite3

SCHEMA = """
CREATE TABLE IF NOT EXISTS messages(id TEXT PRIMARY KEY, state TEXT NOT NULL,
    run_id TEXT, created_at INTEGER NOT NULL, data TEXT NOT NULL, body BLOB NOT NULL);
CREATE INDEX IF NOT EXISTS messages_state ON messages(state);
CREATE INDEX IF NOT EXISTS messages_run ON messages(run_id);
CREATE TABLE IF NOT EXISTS events(seq INTEGER PRIMARY KEY AUTOINCREMENT, time INTEGER NOT NULL,
    message_id TEXT NOT NULL, state TEXT NOT NULL, url TEXT, queue TEXT, schedule_id TEXT,
    label TEXT, topic TEXT, data TEXT NOT NULL, caller_ip TEXT, flow_key TEXT);
CREATE INDEX IF NOT EXISTS events_message ON events(message_id);
CREATE TABLE IF NOT EXISTS dlq(dlq_id TEXT PRIMARY KEY, message_id TEXT NOT NULL,
    created_at INTEGER NOT NULL, data TEXT NOT NULL, body BLOB NOT NULL);
CREATE TABLE IF NOT EXISTS dedup(key TEXT PRIMARY KEY, message_id TEXT NOT NULL,
    expires_at INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS schedules(id TEXT PRIMARY KEY, data TEXT NOT NULL, body BLOB NOT NULL);
CREATE TABLE IF NOT EXISTS runs(id TEXT PRIMARY KEY, url TEXT NOT NULL,
    created_at INTEGER NOT NULL, state TEXT NOT NULL, data TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS runs_created ON runs(created_at, id);
CREATE TABLE IF NOT EXISTS run_entries(run_id TEXT NOT NULL, seq INTEGER NOT NULL,
    message_id TEXT NOT NULL, call_type TEXT NOT NULL, step_id INTEGER, created_at INTEGER,
    body BLOB NOT NULL, data TEXT NOT NULL, target_step INTEGER, PRIMARY KEY(run_id, seq));
CREATE TABLE IF NOT EXISTS kv(ns TEXT NOT NULL, key TEXT NOT NULL, value TEXT NOT NULL,
    PRIMARY KEY(ns, key));
"""


# An older store's events learn their message's caller IP and flow-control key (the last
# Upstash-Flow-Control-Key header, as the options read it) from the message's row.
EVENTS_BACKFILL = """
UPDATE events SET
    caller_ip = (SELECT m.data->>'$.caller_ip' FROM messages m WHERE m.id = events.message_id),
    flow_key = (SELECT h.value->>1 FROM messages m, json_each(m.data, '$.headers') h
        WHERE m.id = events.message_id AND lower(h.value->>0) = 'upstash-flow-control-key'
        ORDER BY h.key DESC LIMIT 1)
"""


def _upgrade(db: sqlite3.Connection) -> None:
    """Columns added since a store was created: parallel plan steps share stepId 0 and
    differ by their target step, which older stores did not record; the logs filter
    events by caller IP and flow-control key, which older stores' events did not record."""
    columns = {row[1] for row in db.execute("PRAGMA table_info(run_entries)")}
    if "target_step" not in columns:
        db.execute("ALTER TABLE run_entries ADD COLUMN target_step INTEGER")
        db.commit()
    columns = {row[1] for row in db.execute("PRAGMA table_info(events)")}
    if "flow_key" not in columns:
        db.execute("ALTER TABLE events ADD COLUMN caller_ip TEXT")
        db.execute("ALTER TABLE events ADD COLUMN flow_key TEXT")
        db.execute(EVENTS_BACKFILL)
        db.commit()
