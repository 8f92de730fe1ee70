"""How the store's pending writes reach SQLite: few statements for many writes.

`Store.commit()` and reads hand the pending list here (see `store.py`). Apart from the
store because it is the one place that knows how a list of writes is folded into
executemany calls and JSON-array statements; the store only keeps the list in order.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from typing import Any

from . import jsonx

# Whole runs of rows as one statement over a JSON array: one call and one statement
# step instead of one per row.
EVENT_INSERT = (
    "INSERT INTO events(time, message_id, state, url, queue, schedule_id, label,"
    " topic, data, caller_ip, flow_key) SELECT value->>0, value->>1, value->>2, value->>3,"
    " value->>4, value->>5, value->>6, value->>7, value->>8, value->>9, value->>10"
    " FROM json_each(?)"
)
UPDATE_STATE = "UPDATE messages SET state=? WHERE id=?"
UPDATE_STATES = "UPDATE messages SET state=? WHERE id IN (SELECT value FROM json_each(?))"


def _execute(
    db: sqlite3.Connection, ops: list[tuple[str, Sequence[Any]]], events: list[tuple[Any, ...]]
) -> None:
    """Pending writes into the open transaction, in order; a run of one SQL text as one
    executemany (a burst's inserts), a run of state updates as one statement per state."""
    i, n = 0, len(ops)
    while i < n:
        sql = ops[i][0]
        j = i + 1
        while j < n and ops[j][0] == sql:
            j += 1
        if j - i == 1:
            db.execute(sql, ops[i][1])
        elif sql == UPDATE_STATE:  # ids are distinct: a message ends once
            by_state: dict[str, list[str]] = {}
            for _, (state, mid) in ops[i:j]:
                by_state.setdefault(state, []).append(mid)
            for state, ids in by_state.items():
                db.execute(UPDATE_STATES, (state, jsonx.dumps(ids)))
        else:
            db.executemany(sql, [op[1] for op in ops[i:j]])
        i = j
    if events:
        db.execute(EVENT_INSERT, (jsonx.dumps(events),))
