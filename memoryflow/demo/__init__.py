"""Deterministic demo population: users, settings, topics and chat messages.

Used by `manage.py seed_demo`, the tests and the benchmarks. Everything is derived from one
seed, so the same arguments always produce the same rows (ids aside).
"""

from __future__ import annotations

from memoryflow.demo.loader import (
    DEMO_USERNAME_PREFIX,
    DemoSummary,
    delete_demo_data,
    generate_demo_data,
)
from memoryflow.demo.population import PRESETS, Preset

__all__ = [
    "DEMO_USERNAME_PREFIX",
    "PRESETS",
    "DemoSummary",
    "Preset",
    "delete_demo_data",
    "generate_demo_data",
]
