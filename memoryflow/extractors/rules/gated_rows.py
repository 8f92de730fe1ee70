"""Identity rows that are tried only when a clause holds a word they need.

Most clauses say none of the less common identity frames, so each such row carries a gate (a
cheap pattern searched anywhere in the clause) and the gates of a whole table join into one
alternation: a clause that holds none of them skips the table with a single search."""

from __future__ import annotations

from memoryflow.extractors.rules.identity_patterns import Builder
from memoryflow.extractors.rules.identity_table import Row, _row


class GatedRows:
    """Builds gated rows and remembers their gates."""

    def __init__(self) -> None:
        self._gates: list[str] = []

    def row(self, kind: str, gate: str, pattern: str, builder: Builder) -> Row:
        """A row whose pattern (anchored with '^') is tried only when `gate` occurs."""
        self._gates.append(gate)
        return _row(kind, rf"^(?=.*?(?:{gate})){pattern.removeprefix('^')}", builder)

    @property
    def gate(self) -> str:
        """One alternation of every gate: no match means no row here can match."""
        return "|".join(f"(?:{gate})" for gate in self._gates)
