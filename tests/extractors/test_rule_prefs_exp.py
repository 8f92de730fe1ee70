"""Preferences and experiences written as fresh phrasings, each class with look-alikes that
must give nothing.

Recall: the answer language asked in Tagalog or Taglish ("tagalog na lang po"), a request
softened by "if possible", a form named with its reason typed on ("metric pls im in
ireland"), amounts in a currency with the one turned down ("in naira pls not pounds"),
transliteration, a liking with its consequence after "so" ("i hate cooking so nothing
where i gotta prep"), the part of the answers kept short ("keep lists short"), a form that helps
("shorter answers help a lot"), a register ruled out ("no toxic positivity"), what a remedy
did or did not do ("melatonin does nothing for me"), a change and its toll ("went keto and
my mood tanked"), and a mishap of the body with what one does since ("fainted … since then
i always …", "… no matter what dispatch says").

Precision: a one-off reason (a dying battery), a request not to tell someone else, other
people's remedies, questions, and a letter handed over for proofreading, told from a formal
user writing to the assistant about themselves."""

from __future__ import annotations

import pytest

from tests.extractors.scoring import extract_items
from tests.extractors.test_rule_classes import (
    EXPERIENCE,
    PREFERENCE,
    assert_finds,
    assert_nothing,
    cepa,
)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        # the answer language asked in Tagalog or Taglish
        ("tagalog na lang po, nahihirapan ako sa english", "tagalog"),
        ("english nalang pls hehe", "english"),
        ("pwede po bisaya next time? taga cebu ako", "bisaya"),
        ("puwede taglish ka lagi? mas madali", "taglish"),
        ("sagot ka in tagalog pls", "tagalog"),
        # a request softened by "if possible"
        ("please answer in Tamil if possible, thank you", "tamil"),
        ("reply in simple English where possible please", "english"),
        # a form with its reason typed on without a comma
        ("celsius please im in spain", "celsius"),
        ("km pls i live in germany", "km"),
        # a currency, the one turned down after the please
        ("give prices in rupees please, not dollars", "rupees"),
        ("quote it all in euros pls not pounds", "euros"),
        # transliteration, romanisation
        ("just the transliteration please, i can't read arabic script", "transliteration"),
        ("pinyin please, my characters are weak", "pinyin"),
        # the part of the answers kept short
        ("keep paragraphs short please", "short paragraphs"),
        ("keep your lists short, i'm on mobile", "short lists"),
        # a form that helps
        ("i'm dyslexic so bullet points help a lot", "bullet points"),
        ("shorter replies help me so much", "shorter replies"),
        # a register ruled out
        ("no forced positivity please", "positivity"),
        ("pls no toxic positivity", "toxic positivity"),
        # a liking with the consequence typed on after "so"
        ("tbh i hate baking so nothing with a rising step", "baking"),
        ("i love spicy food so add chili to everything pls", "spicy food"),
        # a suggestion turned down, then the pronoun disliked with the "i" dropped
        ("pls dont suggest oat milk, cant stand it", "oat milk"),
        ("just don't recommend thrillers, can't stand them", "thrillers"),
    ],
)
def test_preference_found(text: str, words: str) -> None:
    assert_finds(text, PREFERENCE, words)


@pytest.mark.parametrize(
    "text",
    [
        # Tagalog about something else than the answers
        "tagalog lang alam ng lola ko",
        "english na lang sa presentation namin bukas",
        "pwede ba mag english sa interview?",
        # a condition, not a softener
        "if possible I would move to Lisbon next year",
        # a reason that holds only now
        "my phone is on 5% so keep it short",
        "battery's dying so keep it brief",
        # someone else kept out of it
        "dont tell my sister lol",
        "pls don't tell lola",
        # a form turned down, not asked for
        "keep transliteration out of it",
        # a bare currency answer
        "in dollars",
        # someone else's dislike, with what the user does about it
        "she hates cooking so i do it",
    ],
)
def test_no_preference(text: str) -> None:
    assert_nothing(text, PREFERENCE)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("magnesium does nothing for me honestly", "magnesium"),
        ("caffeine doesn't do anything for me anymore", "caffeine"),
        ("ibuprofen never helped me", "ibuprofen"),
        ("cbd oil didn't help me at all", "cbd"),
        ("went vegan in 2021 and my energy crashed", "vegan"),
        # a highway keeps its name in the title
        ("dozed off on i-95 once. since then i always stop every 2 hours", "i-95"),
        ("tried intermittent fasting and i crashed every afternoon", "fasting"),
        ("passed out at the gym in june, since then i always eat before lifting", "passed out"),
        (
            "blacked out on a long run last summer. since then i always carry gels",
            "blacked out",
        ),
        (
            "nodded off driving home once. since then i never drive after a night shift "
            "no matter what my boss says",
            "never drive",
        ),
    ],
)
def test_experience_found(text: str, words: str) -> None:
    assert_finds(text, EXPERIENCE, words)


@pytest.mark.parametrize(
    "text",
    [
        "does melatonin do anything for you?",
        "it does nothing for me",
        "my boss does nothing for me",
        # a time or a plan that does not suit
        "tuesdays don't work for me",
        "mornings never work for me",
        "pomodoro doesnt work for me, ideas?",
        "if magnesium does nothing for me i'll stop",
        "she went vegan last year and her skin cleared",
        "my dad says i should never drive after a night shift",
    ],
)
def test_no_experience(text: str) -> None:
    assert_nothing(text, EXPERIENCE)


def _identity_titles(text: str) -> list[str]:
    items, _ = extract_items("letter", [("user", text, [])])
    return [item.title for item in items if item.layer == "identity"]


@pytest.mark.parametrize(
    ("text", "words"),
    [
        (
            "Dear Sir, I am a retired engineer of 74 years living in Multan. Kindly advise "
            "which forms are needed to renew my passport.",
            "engineer",
        ),
        (
            "Dear Madam, I am a widow living in Leeds. I would be grateful for your advice "
            "on my pension.",
            "leeds",
        ),
    ],
)
def test_formal_user_writing_to_the_assistant(text: str, words: str) -> None:
    titles = _identity_titles(text)
    assert any(all(w in t.lower() for w in words.split()) for t in titles), (text, titles)


@pytest.mark.parametrize(
    "text",
    [
        # set out as a letter, with a sign-off or paragraphs
        "Dear Sir,\nI am a nurse in Cebu. Kindly advise the status of my application.\nAna",
        "Dear Sir, I am a nurse in Cebu. Kindly advise the status of my application. "
        "Yours faithfully, Ana",
        # quoted for proofreading
        "'Dear Hiring Manager, I am writing to apply for the analyst post. I live in Leicester.'",
        # a letter's own opening move
        "Dear Ms Cole, I am writing to complain about my neighbour. I live in Derby.",
    ],
)
def test_letter_handed_over(text: str) -> None:
    assert _identity_titles(text) == [], text


def test_word_ban_joins_the_idiom_ban() -> None:
    """Words banned after a ban on idioms are its examples: one wish, not a word ban alone."""
    found = cepa("Please avoid idioms, and don't write 'circle back' or 'touch base'.")
    wishes = [title for layer, title in found if layer == PREFERENCE]
    assert len(wishes) == 1 and "idioms" in wishes[0].lower(), found


@pytest.mark.parametrize(
    "text",
    ["Direct answers work best for me.", "short replies work better for me tbh"],
)
def test_a_form_of_answers_is_no_lesson(text: str) -> None:
    assert_nothing(text, EXPERIENCE)
