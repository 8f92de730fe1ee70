"""qstash_devserver stands on its own: no Django or memoryflow import, and a fresh
virtualenv that installs only ./qstash_devserver runs a server that serves a Python and
a TypeScript workflow."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import venv
from pathlib import Path

import pytest
from qstash import QStash
from upstash_workflow import WorkflowContext
from upstash_workflow.flask import Serve

from qstash_devserver.testing import running_devserver

from .helpers import wait_until

PACKAGE = Path(__file__).resolve().parents[2] / "qstash_devserver"
TS_DIR = Path(__file__).parent / "ts"
# Importable by the project's tests, never by the server package itself.
FOREIGN = ("django", "memoryflow", "accounts", "settings", "httpx", "qstash", "upstash_workflow")


def test_the_package_imports_nothing_of_the_project_or_the_sdks():
    script = (
        "import pkgutil, importlib, sys, qstash_devserver\n"
        "for m in pkgutil.walk_packages(qstash_devserver.__path__, 'qstash_devserver.'):\n"
        "    importlib.import_module(m.name)\n"
        "print('\\n'.join(sorted({n.split('.')[0] for n in sys.modules})))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script],
        capture_output=True,
        text=True,
        check=True,
        cwd=PACKAGE.parent,
        env={k: v for k, v in os.environ.items() if k != "DJANGO_SETTINGS_MODULE"},
    )
    loaded = set(done.stdout.split())
    assert "qstash_devserver" in loaded and "aiohttp" in loaded
    assert loaded.isdisjoint(FOREIGN), loaded & set(FOREIGN)


@pytest.mark.slow
def test_a_fresh_virtualenv_with_only_the_package_serves_python_and_ts_workflows(
    tmp_path, receiver
):
    env_dir = tmp_path / "venv"
    venv.EnvBuilder(with_pip=True).create(env_dir)
    python = env_dir / "bin" / "python"
    subprocess.run(
        [python, "-m", "pip", "install", "--quiet", "--disable-pip-version-check", str(PACKAGE)],
        check=True,
        capture_output=True,
        cwd=tmp_path,  # not the repository: nothing importable from it by accident
    )
    assert (env_dir / "bin" / "qstash-devserver").exists()
    listed = subprocess.run(
        [python, "-m", "pip", "list", "--format=freeze"], capture_output=True, text=True
    ).stdout.lower()
    assert "django" not in listed and "httpx" not in listed

    # a Python workflow, through the fresh install's server
    serve = Serve(receiver.app)
    done: dict[str, object] = {}
    with running_devserver(python=str(python)) as dev:

        @serve.route("/wf/fresh", env=dev.env())
        def fresh(context: WorkflowContext[dict]) -> None:
            a = context.run("a", lambda: context.request_payload["n"] + 1)
            done["b"] = context.run("b", lambda: a * 2)

        receiver.start()
        QStash(dev.token, base_url=dev.url).message.publish_json(
            url=receiver.url("/wf/fresh"), body={"n": 1}
        )
        wait_until(lambda: done.get("b") == 4, timeout=15)

    # a TypeScript workflow file, its servers started with the fresh interpreter
    node = shutil.which("node")
    assert node, "node (20+) is needed for the TypeScript half of this test"
    ts = subprocess.run(
        [node, "--test", "--test-reporter=spec", "tests/parallel.test.mjs"],
        cwd=TS_DIR,
        env={**os.environ, "QSTASH_DEVSERVER_PYTHON": str(python), "QSTASH_DEVSERVER_SOURCE": ""},
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert ts.returncode == 0, ts.stdout[-4000:] + ts.stderr[-2000:]
