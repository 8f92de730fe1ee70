"""Deterministic demo population: users, settings, topics and chat messages.

Used by `manage.py seed_demo`, the tests and the benchmarks. Everything is derived from one
seed, so the same arguments always produce the same rows (ids aside).

    population.py  who the users are (kinds, settings, signup times) and the presets
    corpus.py      chat lines: templates x vocabulary.py slots
    generator.py   the rows, built in memory
    loader.py      bulk inserts, summary; reset.py deletes a previous population
"""

from __future__ import annotations

from memoryflow.demo.loader import DemoSummary, generate_demo_data
from memoryflow.demo.population import DEFAULT_ANCHOR, DEMO_USERNAME_PREFIX, PRESETS, Preset
from memoryflow.demo.reset import delete_demo_data

__all__ = [
    "DEFAULT_ANCHOR",
    "DEMO_USERNAME_PREFIX",
    "PRESETS",
    "DemoSummary",
    "Preset",
    "delete_demo_data",
    "generate_demo_data",
]
