"""Gated identity rows: a clause's rows are found by its words, in table order."""

from __future__ import annotations

import re

from memoryflow.extractors.rules.gated_rows import GatedTable, gated_row, words_of
from memoryflow.extractors.rules.identity_patterns import IdentityFact
from memoryflow.extractors.rules.text import Clause


def _nothing(_: Clause, __: re.Match[str]) -> list[IdentityFact]:
    return []


ROWS = (
    gated_row("a", "nurse midwife", r"\bnurse|\bmidwife", r"^x", _nothing),
    gated_row("b", ["deckhand"], r"\bdeckhand", r"^x", _nothing),
    gated_row("c", "nurse", r"\bnurse", r"^x", _nothing),
    gated_row("d", "home", r"\bhome", r"^x", _nothing),
)
TABLE = GatedTable(ROWS)


def test_only_rows_whose_trigger_words_the_clause_holds_are_returned_in_table_order() -> None:
    words = words_of("i'm a nurse and a deckhand's mate")
    assert TABLE.triggered(words) == (ROWS[0], ROWS[1], ROWS[2])


def test_a_clause_with_none_of_the_trigger_words_gets_no_rows() -> None:
    assert TABLE.triggered(words_of("i'm a welder in gdansk")) == ()


def test_a_row_triggered_by_two_words_of_the_clause_is_returned_once() -> None:
    assert TABLE.triggered(words_of("nurse and midwife at home")) == (ROWS[0], ROWS[2], ROWS[3])


def test_words_are_split_on_apostrophes_so_a_possessive_still_triggers() -> None:
    assert TABLE.triggered(words_of("my home's too small")) == (ROWS[3],)
