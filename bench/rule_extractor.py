#!/usr/bin/env python
"""The rule-based extractor's cost per user turn, against reading the same text alone.

    .venv/bin/python bench/rule_extractor.py [--repeat 5]

Every conversation of the real-chat evaluation sets (`tests/extractors/realchat_*.py`) is
extracted the way a topic is: CEPA items, then the identity claims reconciled against the
conversation's stored identity. The baseline, measured in the same run, is the part no
extractor can skip: reading the conversation into cleaned clauses (`read_conversation`).

A topic's text is new to the process that extracts it, and the readers cache per text, so
each measurement is one cold pass in a fresh process; the two kinds alternate, `--repeat`
times each, and the medians are compared. Printed: milliseconds per user turn for both,
and their ratio (how many times the reading the whole extraction costs).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from memoryflow.extractors.base import ChatMessage, ExistingMemory

ROOT = Path(__file__).resolve().parent.parent
KINDS = ("reading", "extraction")


def _conversations() -> list[tuple[list[ChatMessage], list[ExistingMemory]]]:
    """(messages, stored identity) of every conversation of every real-chat set."""
    from tests.extractors.scoring import chat_messages, stored_identity
    from tests.extractors.test_realchat_corpus import SETS

    found = []
    for set_index, (_, conversations, _, _) in enumerate(SETS):
        for index, conversation in enumerate(conversations):
            messages = chat_messages(f"s{set_index}c{index}", conversation.turns)
            existing = [stored_identity(*memory) for memory in conversation.existing]
            found.append((messages, existing))
    return found


def _one_pass(kind: str) -> dict[str, float]:
    """One cold pass of `kind` over every conversation, in this (fresh) process."""
    sys.path.insert(0, str(ROOT))
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "settings.base")
    import django

    django.setup()
    from memoryflow import layers
    from memoryflow.extractors.rule_based import RuleBasedExtractor
    from memoryflow.extractors.rules.conversation import read_conversation

    conversations = _conversations()
    user_turns = sum(1 for messages, _ in conversations for m in messages if m.role == "user")
    extractor = RuleBasedExtractor()
    started = time.perf_counter()
    for messages, existing in conversations:
        if kind == "reading":
            list(read_conversation(messages))
            continue
        found = extractor.extract_topic(messages=messages, layers=layers.ALL_LAYERS)
        extractor.reconcile_identity(
            claims=found.identity_claims, existing_identity=existing, messages=messages
        )
    seconds = time.perf_counter() - started
    return {"seconds": seconds, "user_turns": user_turns}


def _measure(kind: str) -> dict[str, float]:
    out = subprocess.run(
        [sys.executable, __file__, "--one", kind],
        check=True,
        capture_output=True,
        text=True,
        cwd=ROOT,
    )
    return json.loads(out.stdout.strip().splitlines()[-1])  # type: ignore[no-any-return]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--one", choices=KINDS, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.one:
        print(json.dumps(_one_pass(args.one)))
        return 0
    runs: dict[str, list[float]] = {kind: [] for kind in KINDS}
    user_turns = 0.0
    for _ in range(args.repeat):
        for kind in KINDS:
            result = _measure(kind)
            runs[kind].append(result["seconds"])
            user_turns = result["user_turns"]
    per_turn = {kind: statistics.median(runs[kind]) / user_turns * 1000 for kind in KINDS}
    print(f"{int(user_turns)} user turns, cold, median of {args.repeat} fresh processes each")
    print(f"  reading into clauses (baseline): {per_turn['reading']:.3f} ms per user turn")
    print(f"  whole extraction:                {per_turn['extraction']:.3f} ms per user turn")
    print(f"  ratio: {per_turn['extraction'] / per_turn['reading']:.1f}x the reading")
    return 0


if __name__ == "__main__":
    sys.exit(main())
