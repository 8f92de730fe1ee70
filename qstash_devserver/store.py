"""SQLite persistence: one connection, used only from the event-loop thread.

Writes run inside one open transaction; `commit()` ends it. API handlers commit before
answering (accepted = on disk, spec "durable"); the delivery path only marks the store
dirty, which wakes a flusher that commits at most `FLUSH_INTERVAL_S` later, so a burst of
deliveries costs one fsync-free WAL commit instead of hundreds (and an idle server does
not poll). Losing that tail to a kill -9 only means a
message is delivered again: at-least-once, as QStash promises.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import sqlite3
import threading
from collections.abc import Iterator, Sequence
from typing import Any

from .model import LIVE, Message

SCHEMA = """
CREATE TABLE IF NOT EXISTS messages(id TEXT PRIMARY KEY, state TEXT NOT NULL,
    run_id TEXT, created_at INTEGER NOT NULL, data TEXT NOT NULL, body BLOB NOT NULL);
CREATE INDEX IF NOT EXISTS messages_state ON messages(state);
CREATE INDEX IF NOT EXISTS messages_run ON messages(run_id);
CREATE TABLE IF NOT EXISTS events(seq INTEGER PRIMARY KEY AUTOINCREMENT, time INTEGER NOT NULL,
    message_id TEXT NOT NULL, state TEXT NOT NULL, url TEXT, queue TEXT, schedule_id TEXT,
    label TEXT, topic TEXT, data TEXT NOT NULL);
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
    body BLOB NOT NULL, data TEXT NOT NULL, PRIMARY KEY(run_id, seq));
CREATE TABLE IF NOT EXISTS kv(ns TEXT NOT NULL, key TEXT NOT NULL, value TEXT NOT NULL,
    PRIMARY KEY(ns, key));
"""

WAL_AUTOCHECKPOINT_PAGES = 4000


class Store:
    def __init__(self, path: str) -> None:
        self.db = sqlite3.connect(path, isolation_level="DEFERRED", check_same_thread=False)
        self.db.execute("PRAGMA journal_mode=WAL")
        # NORMAL in WAL mode: a commit survives a process kill; only power loss can
        # undo the last commits, which a development server may accept.
        self.db.execute("PRAGMA synchronous=NORMAL")
        self.db.executescript(SCHEMA)
        self._checkpointer: Checkpointer | None = None
        if path != ":memory:" and not path.startswith("file:"):
            # Checkpoints (copying the WAL into the database, with two fsyncs) ran inside
            # whichever commit crossed 1000 pages, on the event loop; a thread does them
            # now. The writer's own autocheckpoint stays as a bound, at 4x the default:
            # under a sustained write load the thread's passive checkpoints may never
            # catch the WAL's end, and only a complete one lets the WAL restart.
            self.db.execute(f"PRAGMA wal_autocheckpoint={WAL_AUTOCHECKPOINT_PAGES}")
            self.db.execute(f"PRAGMA journal_size_limit={64 * 1024 * 1024}")
            self._checkpointer = Checkpointer(path)
        self.dirty = False
        self.dirty_event = asyncio.Event()  # set while uncommitted writes wait (flusher)
        self._events: list[tuple[Any, ...]] = []

    def _touch(self) -> None:
        if not self.dirty:
            self.dirty = True
            self.dirty_event.set()

    # -- transactions --------------------------------------------------------------
    def _flush_events(self) -> None:
        if self._events:
            self.db.executemany(
                "INSERT INTO events(time, message_id, state, url, queue, schedule_id, label,"
                " topic, data) VALUES (?,?,?,?,?,?,?,?,?)", self._events)
            self._events.clear()

    def commit(self) -> None:
        self._flush_events()
        self.db.commit()
        self.dirty = False
        self.dirty_event.clear()

    def rollback(self) -> None:
        self._events.clear()
        self.db.rollback()
        self.dirty = False
        self.dirty_event.clear()

    def execute(self, sql: str, params: Sequence[Any] = ()) -> sqlite3.Cursor:
        self._touch()
        return self.db.execute(sql, params)

    def query(self, sql: str, params: Sequence[Any] = ()) -> list[sqlite3.Row | Any]:
        # Buffered events must be visible to reads: write them into the open transaction
        # (a commit here would cost a WAL write per read and end a batch's transaction).
        self._flush_events()
        return self.db.execute(sql, params).fetchall()

    # -- messages ------------------------------------------------------------------
    def save_message(self, m: Message) -> None:
        self.execute("INSERT OR REPLACE INTO messages VALUES (?,?,?,?,?,?)",
                     (m.id, m.state, m.run_id, m.created_at, m.to_row(), m.body))

    def update_message(self, m: Message) -> None:
        self.execute("UPDATE messages SET state=?, data=? WHERE id=?", (m.state, m.to_row(), m.id))

    def update_state(self, m: Message) -> None:
        """Only the state column: the delivered path's write, when nothing else changed
        since the row was last written (the `state` column wins over the JSON's)."""
        self.execute("UPDATE messages SET state=? WHERE id=?", (m.state, m.id))

    def get_message(self, message_id: str) -> Message | None:
        rows = self.query("SELECT data, body, state FROM messages WHERE id=?", (message_id,))
        return Message.from_row(*rows[0]) if rows else None

    def live_messages(self) -> Iterator[Message]:
        marks = ",".join("?" * len(LIVE))
        for data, body, state in self.query(
                f"SELECT data, body, state FROM messages WHERE state IN ({marks})"
                " ORDER BY created_at", LIVE):
            yield Message.from_row(data, body, state)

    def run_messages(self, run_id: str) -> list[Message]:
        return [Message.from_row(d, b, s) for d, b, s in self.query(
            "SELECT data, body, state FROM messages WHERE run_id=? ORDER BY created_at",
            (run_id,))]

    # -- events --------------------------------------------------------------------
    def add_event(self, time_ms: int, m: Message, state: str, data: dict[str, Any]) -> None:
        self._touch()
        self._events.append((time_ms, m.id, state, m.url, m.queue, m.schedule_id,
                             m.opts.label, m.topic, json.dumps(data) if data else "{}"))

    # -- dedup ---------------------------------------------------------------------
    def dedup_get(self, key: str, now: int) -> str | None:
        rows = self.query("SELECT message_id FROM dedup WHERE key=? AND expires_at>?", (key, now))
        return rows[0][0] if rows else None

    def dedup_put(self, key: str, message_id: str, expires_at: int) -> None:
        self.execute("INSERT OR REPLACE INTO dedup VALUES (?,?,?)", (key, message_id, expires_at))

    # -- dlq -----------------------------------------------------------------------
    def dlq_put(self, dlq_id: str, message_id: str, created: int, data: dict[str, Any],
                body: bytes) -> None:
        self.execute("INSERT INTO dlq VALUES (?,?,?,?,?)",
                     (dlq_id, message_id, created, json.dumps(data), body))

    def dlq_get(self, dlq_id: str) -> tuple[dict[str, Any], bytes] | None:
        rows = self.query("SELECT data, body FROM dlq WHERE dlq_id=?", (dlq_id,))
        return (json.loads(rows[0][0]), bytes(rows[0][1])) if rows else None

    def dlq_list(self) -> list[dict[str, Any]]:
        return [json.loads(r[0]) for r in self.query(
            "SELECT data FROM dlq ORDER BY created_at DESC, dlq_id DESC")]

    def dlq_delete(self, dlq_ids: Sequence[str]) -> int:
        deleted = 0
        for dlq_id in dlq_ids:
            deleted += self.execute("DELETE FROM dlq WHERE dlq_id=?", (dlq_id,)).rowcount
        return deleted

    # -- key/value namespaces (queues, url groups, flow keys, signing keys) -----------
    def kv_get(self, ns: str, key: str) -> Any:
        rows = self.query("SELECT value FROM kv WHERE ns=? AND key=?", (ns, key))
        return json.loads(rows[0][0]) if rows else None

    def kv_put(self, ns: str, key: str, value: Any) -> None:
        self.execute("INSERT OR REPLACE INTO kv VALUES (?,?,?)", (ns, key, json.dumps(value)))

    def kv_delete(self, ns: str, key: str) -> int:
        return self.execute("DELETE FROM kv WHERE ns=? AND key=?", (ns, key)).rowcount

    def kv_all(self, ns: str) -> dict[str, Any]:
        return {k: json.loads(v) for k, v in self.query(
            "SELECT key, value FROM kv WHERE ns=? ORDER BY key", (ns,))}

    # -- schedules -----------------------------------------------------------------
    def schedule_put(self, schedule_id: str, data: dict[str, Any], body: bytes) -> None:
        self.execute("INSERT OR REPLACE INTO schedules VALUES (?,?,?)",
                     (schedule_id, json.dumps(data), body))

    def schedules(self) -> list[tuple[dict[str, Any], bytes]]:
        return [(json.loads(d), bytes(b)) for d, b in self.query(
            "SELECT data, body FROM schedules")]

    def schedule_delete(self, schedule_id: str) -> int:
        return self.execute("DELETE FROM schedules WHERE id=?", (schedule_id,)).rowcount

    def close(self) -> None:
        self.commit()
        if self._checkpointer is not None:
            self._checkpointer.stop()
        self.db.close()


class Checkpointer(threading.Thread):
    """Copies the WAL into the database from its own connection, off the event loop.

    PASSIVE checkpoints never block the writer (SQLite allows one checkpointer beside one
    writer), and sqlite3 releases the GIL while it writes and syncs. Durability is SQLite's
    own: a kill -9 at any moment leaves a WAL that the next open recovers.
    """

    INTERVAL_S = 0.2

    def __init__(self, path: str) -> None:
        super().__init__(name="qstash-devserver-checkpoint", daemon=True)
        self._path = path
        self._halt = threading.Event()
        self.start()

    def run(self) -> None:
        db = sqlite3.connect(self._path, check_same_thread=False)
        try:
            while not self._halt.wait(self.INTERVAL_S):
                with contextlib.suppress(sqlite3.Error):  # busy: the next round does it
                    db.execute("PRAGMA wal_checkpoint(PASSIVE)").fetchall()
        finally:
            db.close()

    def stop(self) -> None:
        self._halt.set()
        self.join(5)
