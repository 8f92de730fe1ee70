"""The TypeScript conformance suite (tests/qstash_devserver/ts): the official
`@upstash/qstash` and `@upstash/workflow` SDKs drive the server, one pytest case per
test file, run by node's built-in test runner. scripts/setup installs the pinned
packages (`npm ci`); every file starts its own server with this interpreter."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

TS_DIR = Path(__file__).parent / "ts"
FILES = sorted(p.name for p in (TS_DIR / "tests").glob("*.test.mjs"))


@pytest.mark.slow
@pytest.mark.parametrize("name", FILES)
def test_typescript_sdk(name: str) -> None:
    node = shutil.which("node")
    assert node, "node (20+) is needed for the TypeScript SDK suite"
    assert (TS_DIR / "node_modules" / "@upstash" / "workflow").is_dir(), (
        "the TypeScript SDKs are not installed: run scripts/setup (npm ci in tests/qstash_devserver/ts)"
    )
    env = {**os.environ, "QSTASH_DEVSERVER_PYTHON": sys.executable}
    done = subprocess.run(
        [node, "--test", "--test-reporter=spec", f"tests/{name}"],
        cwd=TS_DIR,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stdout[-6000:] + done.stderr[-3000:]


def test_every_scenario_file_is_collected() -> None:
    assert {
        "parallel.test.mjs",
        "invoke_wait.test.mjs",
        "trigger_config.test.mjs",
        "logs_cancel_dlq.test.mjs",
        "topics_pipeline.test.mjs",
    } <= set(FILES)
