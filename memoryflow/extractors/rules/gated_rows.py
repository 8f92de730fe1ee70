"""Identity rows that are tried only when a clause holds a word they need.

Most clauses say none of the less common identity frames. Each such row names its trigger
words (one of them must be a word of the clause, or the row cannot match) and a gate (a cheap
pattern searched anywhere in the clause before the row's own). A clause is split into its
words once, and only the rows whose triggers it holds are tried at all: a `GatedTable` finds
them by the clause's words (a handful) rather than by testing every row's triggers (hundreds)."""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterable

from memoryflow.extractors.rules.identity_fragments import Row, _row
from memoryflow.extractors.rules.identity_patterns import Builder

_WORD = re.compile(r"[^\W_]+")  # "home's" holds "home"
# id of a gated row → the words one of which a clause must hold for it to be tried
_TRIGGERS: dict[int, frozenset[str]] = {}


def gated_row(
    kind: str, words: str | Iterable[str], gate: str, pattern: str, builder: Builder
) -> Row:
    """A row (pattern anchored with '^') tried only on a clause holding one of `words` (a
    space-separated string or an iterable) and, somewhere, `gate`."""
    row = _row(kind, rf"^(?=.*?(?:{gate})){pattern.removeprefix('^')}", builder)
    found = words.split() if isinstance(words, str) else words
    _TRIGGERS[id(row)] = frozenset(w.lower() for w in found)
    return row


def last_words(entries: Iterable[str]) -> frozenset[str]:
    """The last word of each entry of a word list: the word a match of the entry must hold."""
    return frozenset(entry.split()[-1].lower() for entry in entries)


def words_of(text: str) -> frozenset[str]:
    return frozenset(_WORD.findall(text))


class GatedTable:
    """Gated rows in table order, looked up by the words of a clause."""

    def __init__(self, rows: tuple[Row, ...]) -> None:
        self._rows = rows
        self._positions: dict[str, list[int]] = defaultdict(list)
        for position, row in enumerate(rows):
            for word in _TRIGGERS[id(row)]:
                self._positions[word].append(position)

    def triggered(self, words: frozenset[str]) -> tuple[Row, ...]:
        """The rows one of whose trigger words is among `words`, in table order."""
        found = {p for word in words for p in self._positions.get(word, ())}
        return tuple(self._rows[p] for p in sorted(found))
