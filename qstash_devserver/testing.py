"""Run a qstash_devserver in a subprocess for tests (any project's, not only ours).

    from qstash import QStash
    from qstash_devserver.testing import running_devserver

    with running_devserver(retry_schedule="fast", duplicate_deliveries=True,
                           fail_fraction=0.2, fail_seed=7) as server:
        os.environ.update(server.env())  # QSTASH_URL, QSTASH_TOKEN, both signing keys
        client = QStash(server.token, base_url=server.url)
        client.message.publish_json(url=receiver_url, body={"x": 1})
        ...
        server.kill()      # SIGKILL: nothing gets a chance to flush
        server.restart()   # same port, same store: pending messages are delivered

`running_devserver(**options)` takes every server option by its Python name and
defaults to what a test wants: an ephemeral port, a store in a fresh temp directory,
the fast retry schedule. Options: `retry_schedule` ('fast' | 'real' | '0.1,0.5'),
`concurrency`, `timeout` (s), `dedup_window` (s), `duplicate_deliveries` (bool: every
message delivered twice), `fail_fraction` (0..1 of attempts fail), `fail_seed` (makes
it deterministic), `fail_mode` ('after': the receiver sees the request but the answer
is discarded, proving idempotency; 'before': it never arrives), `latency` (s added
before each attempt), `token`, `current_signing_key`, `next_signing_key`, `store`,
`host`, `port`, `python` (the interpreter to run it with). The server is a subprocess so a test can kill -9 it and restart it.
The yielded `DevServer` has `.url`, `.token`, `.current_signing_key`,
`.next_signing_key`, `.env()`, `.kill()`, `.terminate()`, `.restart()`, `.store`.
"""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from .config import DEFAULT_CURRENT_SIGNING_KEY, DEFAULT_NEXT_SIGNING_KEY, DEFAULT_TOKEN

READY_TIMEOUT_S = 20.0


class DevServer:
    def __init__(self, options: dict[str, Any], workdir: str) -> None:
        self.options = {"retry_schedule": "fast", "port": 0, "host": "127.0.0.1", **options}
        # The interpreter that runs the server: another virtualenv's, if given.
        self.python: str = str(self.options.pop("python", sys.executable))
        self.workdir = workdir
        self.store: str = str(self.options.pop("store", os.path.join(workdir, "qstash.sqlite3")))
        self.token: str = self.options.get("token", DEFAULT_TOKEN)
        self.current_signing_key: str = self.options.get(
            "current_signing_key", DEFAULT_CURRENT_SIGNING_KEY
        )
        self.next_signing_key: str = self.options.get("next_signing_key", DEFAULT_NEXT_SIGNING_KEY)
        self.url = ""
        self.process: subprocess.Popen[bytes] | None = None
        self._log_path = os.path.join(workdir, "server.log")

    def _argv(self, ready_file: str) -> list[str]:
        argv = [
            self.python,
            "-m",
            "qstash_devserver",
            "--store",
            self.store,
            "--ready-file",
            ready_file,
            "--quiet",
        ]
        for name, value in self.options.items():
            flag = "--" + name.replace("_", "-")
            if isinstance(value, bool):
                argv += [flag] if value else []
            elif value is not None:
                argv += [flag, str(value)]
        return argv

    def start(self) -> None:
        ready = os.path.join(self.workdir, "ready")
        if os.path.exists(ready):
            os.remove(ready)
        env = {k: v for k, v in os.environ.items() if not k.startswith("QSTASH_DEVSERVER_")}
        with open(self._log_path, "ab") as log:
            self.process = subprocess.Popen(
                self._argv(ready),
                stdout=subprocess.DEVNULL,
                stderr=log,
                env=env,
                # Another interpreter imports its own install, not a copy in our cwd.
                cwd=self.workdir if self.python != sys.executable else None,
            )
        deadline = time.monotonic() + READY_TIMEOUT_S
        while not os.path.exists(ready):
            if self.process.poll() is not None or time.monotonic() > deadline:
                self.terminate()
                raise RuntimeError(f"qstash_devserver did not start: {self.log_tail()}")
            time.sleep(0.02)
        with open(ready) as fh:
            self.url = fh.read().strip()
        # Later restarts reuse the port, so URLs handed to clients stay valid.
        self.options["port"] = int(self.url.rsplit(":", 1)[1])
        # The API answers (urllib raises on a non-2xx): stdlib only, no client dependency.
        probe = urllib.request.Request(self.url + "/v2/keys", headers=self.auth())
        with urllib.request.urlopen(probe, timeout=5):
            pass

    def auth(self) -> dict[str, str]:
        return {"Authorization": f"Bearer {self.token}"}

    def env(self) -> dict[str, str]:
        return {
            "QSTASH_URL": self.url,
            "QSTASH_TOKEN": self.token,
            "QSTASH_CURRENT_SIGNING_KEY": self.current_signing_key,
            "QSTASH_NEXT_SIGNING_KEY": self.next_signing_key,
        }

    def kill(self) -> None:
        """SIGKILL, like a crash: only what was committed survives."""
        if self.process is not None and self.process.poll() is None:
            self.process.send_signal(signal.SIGKILL)
            self.process.wait(10)

    def terminate(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                self.kill()

    def restart(self) -> None:
        """Stop (if running) and start again on the same port and store."""
        self.terminate()
        self.start()

    def log_tail(self, lines: int = 30) -> str:
        try:
            with open(self._log_path, errors="replace") as fh:
                return "".join(fh.readlines()[-lines:])
        except OSError:
            return ""


@contextmanager
def running_devserver(**options: Any) -> Iterator[DevServer]:
    """Start a server subprocess, wait until it answers, stop it and clean up after."""
    workdir = tempfile.mkdtemp(prefix="qstash-devserver-")
    server = DevServer(options, workdir)
    try:
        server.start()
        yield server
    finally:
        server.terminate()
        shutil.rmtree(workdir, ignore_errors=True)
