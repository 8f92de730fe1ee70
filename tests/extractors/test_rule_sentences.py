"""The sentence around a position: what it says up to the position, and from it on."""

from __future__ import annotations

from memoryflow.extractors.rules.sentences import sentence_from, sentence_up_to

TEXT = "we moved in may. my son and his team, 14 of them! never again - now i plan\nok"


def test_up_to_a_position_is_the_sentence_so_far() -> None:
    assert sentence_up_to(TEXT, TEXT.index("14")) == " my son and his team, "


def test_up_to_the_start_of_a_sentence_is_nothing() -> None:
    assert sentence_up_to(TEXT, TEXT.index(" my son")) == ""
    assert sentence_up_to(TEXT, 0) == ""


def test_from_a_position_runs_to_the_end_of_its_sentence() -> None:
    assert sentence_from(TEXT, TEXT.index("never")) == "never again - now i plan"


def test_a_line_break_ends_a_sentence_and_the_last_runs_to_the_end() -> None:
    assert sentence_from(TEXT, TEXT.index("ok")) == "ok"
    assert sentence_from("no end mark here") == "no end mark here"
