"""The WAL checkpointer: a thread with its own connection to the store's file.

Apart from `store.py` because it shares nothing with the store but the file and runs off
the event loop; the store starts one for an on-disk database and stops it on close.
"""

from __future__ import annotations

import contextlib
import sqlite3
import threading


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
