"""The answer language asked for in more chat languages: Scandinavian "svar på norsk",
Hindi/Urdu chat with the language before "mein" ("roman urdu mein jawab do"), Indonesian
"balas bahasa indonesia"; and "can you answer in X?" asked for every answer from now on or
whenever something holds ("pode responder em português quando for coisa complicada?").
A language one speaks, someone else's, or permission ("pode responder em inglês mesmo")
asks for nothing."""

from __future__ import annotations

import pytest

from tests.extractors.test_rule_classes import PREFERENCE, assert_finds, assert_nothing


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("ok, og skriv gjerne på norsk fra nå av", "norwegian"),
        ("tack! svara på svenska... nej, svara på engelsk tack", "english"),
        ("hindi mein jawab do aage se", "hindi"),
        ("roman urdu mein likho please", "urdu"),
        ("tolong balas pakai bahasa indonesia", "indonesian"),
        ("podes responder em português quando for coisa técnica?", "portuguese"),
        ("puedes contestar en español de ahora en adelante?", "spanish"),
    ],
)
def test_an_answer_language_asked_for(text: str, words: str) -> None:
    assert_finds(text, PREFERENCE, words)


@pytest.mark.parametrize(
    "text",
    [
        "pode responder em inglês mesmo",
        "mera beta hindi mein padhta hai",
        "jeg bor i oslo og snakker norsk",
        "saya tinggal di jakarta, bahasa indonesia bahasa ibu saya",
    ],
)
def test_no_answer_language_asked_for(text: str) -> None:
    assert_nothing(text, PREFERENCE)
