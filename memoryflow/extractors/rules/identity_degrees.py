"""Builders of a degree said as one's own, under way or finished: "i do my law degree at
night", "finished my PhD in medieval history at Durham" (rows in `identity_roles`)."""

from __future__ import annotations

import re

from memoryflow.extractors.rules.identity_frames import _DEGREE_NAMES
from memoryflow.extractors.rules.identity_patterns import (
    IdentityFact,
    article,
    display,
    make_fact,
    orig,
)
from memoryflow.extractors.rules.text import Clause


def build_degree_of_mine(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    """'i do my law degree at night' → 'Is doing a law degree'."""
    subject = orig(c, m, "subject")
    if subject.lower() in ("a", "the", "my", "this", "that", "whole", "entire"):
        return []
    title = f"Is doing {article(subject)} {display(subject)} degree"
    return [make_fact("education", subject, title, "personal")]


def build_degree_done(c: Clause, m: re.Match[str]) -> list[IdentityFact]:
    """'finished my PhD in medieval history at Durham' → 'Has a PhD in medieval history
    from Durham'."""
    subject = orig(c, m, "subject")
    if subject.lower().split()[0] in ("it", "this", "that", "the", "a", "my", "time"):
        return []
    degree = _DEGREE_NAMES.get(m["deg"].lower(), orig(c, m, "deg"))
    where = f" from {orig(c, m, 'org')}" if m.groupdict().get("org") else ""
    title = f"Has {article(degree)} {degree} in {subject}{where}"
    return [make_fact("education", subject, title, "personal")]
