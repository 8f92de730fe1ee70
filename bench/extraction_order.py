#!/usr/bin/env python
"""Same chats, same memories: the demo population extracted in different global topic
orders, in process, through the services (`extract_topic_cepa` for every topic in the
given order, then per user `apply_pending_identity` and `compose_persona`).

    .venv/bin/python bench/extraction_order.py [--size tiny|small] [--shuffles 3]

Uses its own SQLite file under var/bench/. Prints, per order (forward, reverse, N seeded
shuffles, a shuffle with every extraction run twice), the number of memories and the
sha256 digests (first 16 hex digits) of the memories (user, layer, title, summary, fields)
and of the personas (user, tagline, text). Exit status 1 unless every digest matches the
forward order's.
"""

from __future__ import annotations

import argparse
import contextlib
import hashlib
import json
import os
import random
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
DB = ROOT / "var" / "bench" / "extraction-order.sqlite3"


def _setup(size: str) -> None:
    DB.parent.mkdir(parents=True, exist_ok=True)
    for suffix in ("", "-wal", "-shm"):
        with contextlib.suppress(FileNotFoundError):
            os.remove(f"{DB}{suffix}")
    os.environ["DATABASE_URL"] = f"sqlite:///{DB}"
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "settings.base")
    os.environ.setdefault("MEMORYFLOW_LOG_LEVEL", "WARNING")
    sys.path.insert(0, str(ROOT))
    import django

    django.setup()
    from django.core.management import call_command

    call_command("migrate", verbosity=0, interactive=False)
    call_command("seed_demo", "--size", size, "--quiet")


def _digest(rows: list[Any]) -> str:
    return hashlib.sha256(json.dumps(sorted(rows)).encode()).hexdigest()[:16]


def _run(order: list[tuple[int, int]], *, twice: bool) -> tuple[int, str, str]:
    from memoryflow.layers import ALL_LAYERS
    from memoryflow.models import ExtractionStatus, Memory, PersonaDocument, Topic
    from memoryflow.services.extraction import extract_topic_cepa
    from memoryflow.services.extraction_identity import apply_pending_identity
    from memoryflow.services.persona import compose_persona

    Memory.objects.all().delete()
    PersonaDocument.objects.all().delete()
    Topic.objects.update(extraction_status=ExtractionStatus.PENDING, identity_claims=None)
    for user_id, topic_id in order:
        for _ in range(2 if twice else 1):
            extract_topic_cepa(user_id=user_id, topic_id=topic_id, layers=ALL_LAYERS)
    for user_id in sorted({user_id for user_id, _ in order}):
        apply_pending_identity(user_id=user_id)
        compose_persona(user_id=user_id)
    memories = [
        (m.user.username, m.layer, m.title, m.summary, json.dumps(m.fields, sort_keys=True))
        for m in Memory.objects.select_related("user")
    ]
    personas = [
        (p.user.username, p.tagline, p.persona)
        for p in PersonaDocument.objects.select_related("user")
    ]
    return len(memories), _digest(memories), _digest(personas)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--size", default="tiny", choices=["tiny", "small"])
    parser.add_argument("--shuffles", type=int, default=3)
    args = parser.parse_args()
    _setup(args.size)
    from memoryflow.models import Topic

    topics = list(Topic.objects.order_by("created_at", "id").values_list("user_id", "id"))
    rng = random.Random(1)
    orders: list[tuple[str, list[tuple[int, int]], bool]] = [
        ("forward", topics, False),
        ("reverse", topics[::-1], False),
    ]
    orders += [
        (f"shuffle {i}", rng.sample(topics, len(topics)), False) for i in range(args.shuffles)
    ]
    orders.append(("shuffle, twice", rng.sample(topics, len(topics)), True))
    print(f"{len(topics)} topics")
    results = []
    for name, order, twice in orders:
        results.append(_run(order, twice=twice))
        count, memories, personas = results[-1]
        print(f"{name:16} memories={count} memory digest={memories} persona digest={personas}")
    same = all(result == results[0] for result in results)
    print("identical" if same else "DIFFERENT")
    return 0 if same else 1


if __name__ == "__main__":
    raise SystemExit(main())
