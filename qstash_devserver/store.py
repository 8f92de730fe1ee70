"""SQLite persistence: one connection, used only from the event-loop thread.

Writes are not executed where they are made: they are appended, in order, to a pending
list (an op is SQL and its parameters; events apart, as rows of one insert), and
`commit()` executes the list in one transaction and commits it, runs of one statement
as one executemany and runs of rows (events, state updates) as one statement over a
JSON array (store_writes.py). API handlers commit before answering (accepted = on
disk); the delivery path only marks the store dirty, which wakes a flusher that commits at most
`FLUSH_INTERVAL_S` later, so a burst of deliveries costs one fsync-free WAL commit
instead of hundreds (and an idle server does not poll). Losing that tail to a kill -9
only means a message is delivered again: at-least-once, as QStash promises.

Reads see every write made before them: `query()` first executes the pending ops into
the open transaction (not committing it). The open transaction always holds exactly the
first `_applied` pending ops, so `rollback_to(mark)` undoes a batch's writes and nothing
else, even after a read applied them.

Not in a writer thread: sqlite3 releases the GIL while SQLite works, but measured on the
2-CPU bench machine, a thread that executed and committed the hand-overs cut the loop's
CPU per message by ~15 µs and cost ~27 µs on the other CPU (GIL hand-overs, cache), which
the receiver and the publisher need: deliveries per second fell by ~10%.
"""

from __future__ import annotations

import asyncio
import json
import sqlite3
from collections.abc import Iterator, Sequence
from typing import Any

from . import jsonx
from .checkpointer import Checkpointer
from .model import LIVE, Message, url_host, url_path
from .store_schema import SCHEMA, _upgrade
from .store_writes import UPDATE_STATE, _execute

WAL_AUTOCHECKPOINT_PAGES = 4000


class Store:
    def __init__(self, path: str) -> None:
        self.db = sqlite3.connect(path, isolation_level="DEFERRED", check_same_thread=False)
        self.db.execute("PRAGMA journal_mode=WAL")
        # NORMAL in WAL mode: a commit survives a process kill; only power loss can
        # undo the last commits, which a development server may accept.
        self.db.execute("PRAGMA synchronous=NORMAL")
        # The logs' host and path filters, read from the event's url as a bulk cancel does.
        self.db.create_function("url_host", 1, url_host, deterministic=True)
        self.db.create_function("url_path", 1, url_path, deterministic=True)
        self.db.executescript(SCHEMA)
        _upgrade(self.db)
        self._checkpointer: Checkpointer | None = None
        if path != ":memory:" and not path.startswith("file:"):
            # Checkpoints (copying the WAL into the database, with two fsyncs) ran inside
            # whichever commit crossed 1000 pages, on the event loop; a thread does them
            # now (checkpointer.py). The writer's own autocheckpoint stays as a bound, at
            # 4x the default: under a sustained write load the thread's passive checkpoints
            # may never catch the WAL's end, and only a complete one lets the WAL restart.
            self.db.execute(f"PRAGMA wal_autocheckpoint={WAL_AUTOCHECKPOINT_PAGES}")
            self.db.execute(f"PRAGMA journal_size_limit={64 * 1024 * 1024}")
            self._checkpointer = Checkpointer(path)
        self.dirty = False
        self.dirty_event = asyncio.Event()  # set while uncommitted writes wait (flusher)
        # Pending writes, in order: (sql, params). Events are kept apart, as rows of one
        # INSERT; their order against the other tables' writes is free.
        self._ops: list[tuple[str, Sequence[Any]]] = []
        self._events: list[tuple[Any, ...]] = []
        self._applied = (0, 0)  # how many of _ops, _events the open transaction holds

    def _touch(self) -> None:
        if not self.dirty:
            self.dirty = True
            self.dirty_event.set()

    # -- transactions --------------------------------------------------------------
    def _apply(self) -> None:
        """Execute the pending writes not yet in the open transaction."""
        n_ops, n_events = self._applied
        if n_ops == len(self._ops) and n_events == len(self._events):
            return
        try:
            _execute(self.db, self._ops[n_ops:], self._events[n_events:])
        except BaseException:
            self.rollback()  # a half-applied list would commit later: drop it all
            raise
        self._applied = (len(self._ops), len(self._events))

    def commit(self) -> None:
        self._apply()
        self.db.commit()
        self._ops, self._events, self._applied = [], [], (0, 0)
        self.dirty = False
        self.dirty_event.clear()

    def rollback(self) -> None:
        self.db.rollback()
        self._ops, self._events, self._applied = [], [], (0, 0)
        self.dirty = False
        self.dirty_event.clear()

    def mark(self) -> tuple[int, int]:
        return len(self._ops), len(self._events)

    def rollback_to(self, mark: tuple[int, int]) -> None:
        """Forget the writes made since `mark` (a batch's), keeping the ones before it."""
        if self._applied != (0, 0):  # a read applied ops: redo the ones before the mark
            self.db.rollback()
            self._applied = (0, 0)
        del self._ops[mark[0] :]
        del self._events[mark[1] :]

    def execute(self, sql: str, params: Sequence[Any] = ()) -> None:
        """A write, executed at the next commit or read."""
        self._touch()
        self._ops.append((sql, params))

    def execute_now(self, sql: str, params: Sequence[Any] = ()) -> int:
        """A write executed at once (after the pending ones): its rowcount."""
        self._touch()
        self._apply()
        count = self.db.execute(sql, params).rowcount
        self._ops.append((sql, params))
        self._applied = (len(self._ops), len(self._events))
        return count

    def query(self, sql: str, params: Sequence[Any] = ()) -> list[sqlite3.Row | Any]:
        self._apply()
        return self.db.execute(sql, params).fetchall()

    # -- messages ------------------------------------------------------------------
    def save_message(self, m: Message) -> None:
        self.execute(
            "INSERT OR REPLACE INTO messages VALUES (?,?,?,?,?,?)",
            (m.id, m.state, m.run_id, m.created_at, m.to_row(), m.body),
        )

    def update_message(self, m: Message) -> None:
        self.execute("UPDATE messages SET state=?, data=? WHERE id=?", (m.state, m.to_row(), m.id))

    def update_state(self, m: Message) -> None:
        """Only the state column: the delivered path's write, when nothing else changed
        since the row was last written (the `state` column wins over the JSON's)."""
        self.execute(UPDATE_STATE, (m.state, m.id))

    def get_message(self, message_id: str) -> Message | None:
        rows = self.query("SELECT data, body, state FROM messages WHERE id=?", (message_id,))
        return Message.from_row(*rows[0]) if rows else None

    def live_messages(self) -> Iterator[Message]:
        marks = ",".join("?" * len(LIVE))
        for data, body, state in self.query(
            f"SELECT data, body, state FROM messages WHERE state IN ({marks}) ORDER BY created_at",
            LIVE,
        ):
            yield Message.from_row(data, body, state)

    def run_messages(self, run_id: str) -> list[Message]:
        return [
            Message.from_row(d, b, s)
            for d, b, s in self.query(
                "SELECT data, body, state FROM messages WHERE run_id=? ORDER BY created_at",
                (run_id,),
            )
        ]

    # -- events --------------------------------------------------------------------
    def add_event(self, time_ms: int, m: Message, state: str, data: dict[str, Any]) -> None:
        self._touch()
        self._events.append(
            (
                time_ms,
                m.id,
                state,
                m.url,
                m.queue,
                m.schedule_id,
                ",".join(m.opts.labels) or None,  # every label; the logs' filter matches any
                m.topic,
                jsonx.dumps(data) if data else "{}",
                m.caller_ip,
                m.opts.flow.key if m.opts.flow else None,
            )
        )

    # -- dedup ---------------------------------------------------------------------
    def dedup_get(self, key: str, now: int) -> str | None:
        rows = self.query("SELECT message_id FROM dedup WHERE key=? AND expires_at>?", (key, now))
        return rows[0][0] if rows else None

    def dedup_put(self, key: str, message_id: str, expires_at: int) -> None:
        self.execute("INSERT OR REPLACE INTO dedup VALUES (?,?,?)", (key, message_id, expires_at))

    # -- dlq -----------------------------------------------------------------------
    def dlq_put(
        self, dlq_id: str, message_id: str, created: int, data: dict[str, Any], body: bytes
    ) -> None:
        self.execute(
            "INSERT INTO dlq VALUES (?,?,?,?,?)",
            (dlq_id, message_id, created, json.dumps(data), body),
        )

    def dlq_get(self, dlq_id: str) -> tuple[dict[str, Any], bytes] | None:
        rows = self.query("SELECT data, body FROM dlq WHERE dlq_id=?", (dlq_id,))
        return (json.loads(rows[0][0]), bytes(rows[0][1])) if rows else None

    def dlq_list(self) -> list[dict[str, Any]]:
        return [
            json.loads(r[0])
            for r in self.query("SELECT data FROM dlq ORDER BY created_at DESC, dlq_id DESC")
        ]

    def dlq_delete(self, dlq_ids: Sequence[str]) -> int:
        deleted = 0
        for dlq_id in dlq_ids:
            deleted += self.execute_now("DELETE FROM dlq WHERE dlq_id=?", (dlq_id,))
        return deleted

    # -- key/value namespaces (queues, url groups, flow keys, signing keys) -----------
    def kv_get(self, ns: str, key: str) -> Any:
        rows = self.query("SELECT value FROM kv WHERE ns=? AND key=?", (ns, key))
        return json.loads(rows[0][0]) if rows else None

    def kv_put(self, ns: str, key: str, value: Any) -> None:
        self.execute("INSERT OR REPLACE INTO kv VALUES (?,?,?)", (ns, key, json.dumps(value)))

    def kv_delete(self, ns: str, key: str) -> int:
        return self.execute_now("DELETE FROM kv WHERE ns=? AND key=?", (ns, key))

    def kv_all(self, ns: str) -> dict[str, Any]:
        return {
            k: json.loads(v)
            for k, v in self.query("SELECT key, value FROM kv WHERE ns=? ORDER BY key", (ns,))
        }

    # -- schedules -----------------------------------------------------------------
    def schedule_put(self, schedule_id: str, data: dict[str, Any], body: bytes) -> None:
        self.execute(
            "INSERT OR REPLACE INTO schedules VALUES (?,?,?)", (schedule_id, json.dumps(data), body)
        )

    def schedules(self) -> list[tuple[dict[str, Any], bytes]]:
        return [
            (json.loads(d), bytes(b)) for d, b in self.query("SELECT data, body FROM schedules")
        ]

    def schedule_delete(self, schedule_id: str) -> int:
        return self.execute_now("DELETE FROM schedules WHERE id=?", (schedule_id,))

    def close(self) -> None:
        self.commit()
        if self._checkpointer is not None:
            self._checkpointer.stop()
        self.db.close()
